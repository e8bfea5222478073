"""Extrablatt drawn as text: `str(view)` and `str(state)`.

Each paper is drawn as its two pages side by side, one grid square per board
square: ``##`` the MOZ logo, ``::`` an empty square of the headline section,
``..`` another empty square, and a card as two characters, its section's
initial (P B S A L G; lower case under a duck; ``$`` an advert) and its
letter in the paper's card list below the pages.
"""

from __future__ import annotations

import collections
import string
from collections.abc import Sequence

from pressroom.core.deck import Deck
from pressroom.core.text import draw_grid, draw_table, side_by_side
from pressroom.games.extrablatt.components import (
    BOARD,
    DUCK_FROM_HOUR,
    HEADLINE_MASK,
    LOGO_MASK,
    SECTION_OF,
    SIZES,
    Message,
    Pile,
)
from pressroom.games.extrablatt.state import (
    Card,
    ExtrablattState,
    ExtrablattView,
    Kind,
    Paper,
    PileView,
    Step,
    Turn,
)

PAGE = 10
LETTERS = string.ascii_letters
INITIALS = "PBSALG"


def card_label(card: Card, index: int) -> str:
    if card.headline is None:
        first = "$"
    else:
        first = INITIALS[SECTION_OF[card.headline]]  # type: ignore[index]
        first = first.lower() if card.duck else first
    return first + LETTERS[index % len(LETTERS)]


def draw_paper(paper: Paper) -> str:
    """The two pages of a paper, and its cards listed by letter."""
    owner_of: dict[int, str] = {}
    for i, card in enumerate(paper):
        label = card_label(card, i)
        mask = card.mask
        while mask:
            low = mask & -mask
            owner_of[low.bit_length() - 1] = label
            mask ^= low

    def cell(offset: int) -> object:
        def square(col: int, row: int) -> str:
            bit = row * BOARD.width + col + offset
            if bit in owner_of:
                return owner_of[bit]
            if LOGO_MASK >> bit & 1:
                return "##"
            return "::" if HEADLINE_MASK >> bit & 1 else ".."
        return square

    pages = side_by_side([
        "front page\n" + draw_grid(PAGE, BOARD.height, cell(0), 2),  # type: ignore[arg-type]
        "second page\n" + draw_grid(PAGE, BOARD.height, cell(PAGE), 2),  # type: ignore[arg-type]
    ])
    lines = [pages]
    for i, card in enumerate(paper):
        lines.append(f"  {card_label(card, i)} {describe_card(card)}")
    return "\n".join(lines)


def describe_card(card: Card) -> str:
    where = f"{card.height}x{card.width}@({card.row},{card.col})"
    if card.headline is None:
        return f"advert, size {card.size}, {where}, from seat {card.owner}'s set"
    notes = [f"size {card.size}", where]
    if card.edition is not None:
        notes.append(f"marker {card.edition}")
    if card.duck:
        notes.append("DUCK")
    what = "picture" if card.kind is Kind.PICTURE else "article"
    return f"{card.headline.title} ({card.headline.section.title} {what}; {', '.join(notes)})"


def draw_fax(fax: Sequence[tuple[Message, ...]]) -> str:
    rows: list[list[str]] = [["column", "lowest first"]]
    for c, column in enumerate(fax):
        rows.append([str(c), " | ".join(_message(m) for m in column) or "(empty)"])
    return draw_table(rows)


def _message(message: Message) -> str:
    if SECTION_OF[message] is None:
        return message.title.upper()
    return f"{message.title} ({message.section.title})"


def draw_piles(piles: Sequence[PileView]) -> str:
    parts = []
    for pile, seen in zip(Pile, piles, strict=True):
        extra = []
        if seen.time_cards:
            extra.append(f"{seen.time_cards} Time Cards")
        if seen.duck_adverts:
            extra.append(f"{seen.duck_adverts} Duck/Advert")
        parts.append(f"{pile} {seen.size}" + (f" ({', '.join(extra)})" if extra else ""))
    return "FAX piles: " + ", ".join(parts)


def clock_line(time_cards_placed: int) -> str:
    hour = time_cards_placed % 12 or 12
    mode = "ducks" if time_cards_placed >= DUCK_FROM_HOUR else "adverts"
    return f"clock: {hour} o'clock ({time_cards_placed} Time Cards placed; {mode} now)"


def header(seen: ExtrablattView) -> str:
    turn = "" if seen.turn is Turn.REGULAR else f", {seen.turn.value} turn"
    if seen.step is Step.OVER:
        who = "the game is over" + (" (blocked)" if seen.blocked else "")
    else:
        who = f"seats {list(seen.to_move)} to move" if len(seen.to_move) > 1 else (
            f"seat {seen.to_move[0]} to move")
        who += f" ({seen.step.value} step{turn}); seat {seen.current}'s turn"
    return f"Extrablatt, {seen.num_players} players, round {seen.round}: {who}"


def status_lines(seen: ExtrablattView) -> list[str]:
    """What lies between the board and the papers: removed messages, a card
    being laid, a challenge, the last exchange, own checks and supplies."""
    lines: list[str] = []
    if seen.removed:
        counts = collections.Counter(seen.removed)
        lines.append("removed: " + ", ".join(
            m.title + (f" x{counts[m]}" if counts[m] > 1 else "") for m in sorted(counts)
        ))
    if seen.placing is not None:
        p = seen.placing
        what = "an advert" if p.headline is None else f"{p.headline.title} ({p.kind.value})"
        size = "" if p.size is None else f", size {p.size}"
        lines.append(f"placing: seat {p.by} lays {what} in seat {p.paper}'s paper{size}")
    if seen.time_play is not None:
        t = seen.time_play
        target = f"a duck in {t.section.title}" if t.section is not None else "an advert"
        done = [s for s, c in ((t.challenger, t.challenger_committed),
                               (t.opponent, t.opponent_committed)) if c]
        own = "" if t.own_check is None else f"; your check {t.own_check}"
        lines.append(f"challenge: seat {t.challenger} against seat {t.opponent} for {target}; "
                     f"committed: seats {done}{own}")
    for e in seen.exchanges[-1:]:
        lines.append(f"last exchange: seat {e.challenger} played {e.challenger_check}, "
                     f"seat {e.opponent} {e.opponent_check}; seat {e.winner} won")
    if seen.checks is not None:
        lines.append(f"your checks: {list(seen.checks)}")
    lines.append(f"supplies: {seen.marker_supply} Extra Turn markers, {seen.token_supply} "
                 f"Duck/Advert cards, pictures per section {list(seen.pictures)}")
    return lines


def draw_view(seen: ExtrablattView, hands: Sequence[tuple[int, ...]] | None = None) -> str:
    lines = [header(seen), clock_line(seen.time_cards_placed), draw_fax(seen.fax),
             draw_piles(seen.piles)]
    lines += status_lines(seen)
    for seat, paper in enumerate(seen.papers):
        known = seen.known_checks[seat]
        checks = f"checks {list(hands[seat])}" if hands is not None else (
            f"known checks {list(known)}" if known else "checks unknown")
        stock = ", ".join(
            f"{n} of size {s}" for s, n in zip(SIZES, seen.layout[seat], strict=True) if n
        )
        lines.append(f"\nseat {seat}: {seen.markers[seat]} Extra Turn markers, {checks}; "
                     f"layout cards left: {stock or 'none'}")
        lines.append(draw_paper(paper))
    return "\n".join(lines)


def draw_state(state: ExtrablattState) -> str:
    from pressroom.games.extrablatt.view import view

    lines = [draw_view(view(state, None), state.checks)]
    if state.checks_aside:
        lines.append(f"checks aside: {list(state.checks_aside)}")
    play = state.time_play
    if play is not None and state.step is Step.CHECKS:
        secret = [
            f"seat {seat} {'not yet' if value is None else value}"
            for seat, value in ((play.challenger, play.challenger_check),
                                (play.opponent, play.opponent_check))
        ]
        lines.append(f"checks committed in secret: {', '.join(secret)}")
    for pile, deck in zip(Pile, state.piles, strict=True):
        lines.append(f"{pile} pile, top first: {_pile(deck)}")
    return "\n".join(lines)


def _pile(deck: Deck[Message]) -> str:
    return ", ".join(m.title for m in deck.draw_pile) or "(empty)"
