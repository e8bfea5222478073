"""Newsprint drawn as text: ``str(view)`` and ``str(state)``.

One row per seat (circulation, hand, cards on the table, stories, effects
of the turn), then the deck and discard pile, the step and whose decision
is pending. A state shows everything, the secrets included.
"""

from __future__ import annotations

import collections
from collections.abc import Iterable

from pressroom.core.text import draw_table
from pressroom.games.newsprint import hand as hands
from pressroom.games.newsprint.components import TURNS, Card
from pressroom.games.newsprint.options import InsideScoopTies
from pressroom.games.newsprint.scoring import inside_scoop, story_points
from pressroom.games.newsprint.state import NewsprintState, NewsprintView, Phase, Story

STEP = {
    Phase.SCOOP: "Scoop phase",
    Phase.REPORTER: "Reporter phase",
    Phase.INVESTIGATION: "Investigation phase",
    Phase.STORY: "Story phase",
    Phase.EDIT: "Edit phase",
    Phase.OVER: "game over",
}


def card_list(cards: Iterable[Card]) -> str:
    """Cards by name in face order, repeats counted: "Local x3, Rewrite"."""
    counts = collections.Counter(cards)
    parts = [
        card.title if counts[card] == 1 else f"{card.title} x{counts[card]}"
        for card in Card if counts[card]
    ]
    return ", ".join(parts) or "-"


def story_list(stories: Iterable[Story], earning: Iterable[bool] | None = None) -> str:
    """Stories with their points; with ``earning``, those beaten in the
    Inside Scoop (or defamed) are marked as earning nothing."""
    flags = list(earning) if earning is not None else None
    parts = []
    for i, story in enumerate(stories):
        if flags is not None and not flags[i]:
            parts.append(f"{story} (0 CP)" if story.defamed else f"{story} (scooped: 0 CP)")
        else:
            parts.append(f"{story} ({story_points(story)} CP)")
    return "; ".join(parts) or "-"


def _effects(view: NewsprintView, seat: int) -> str:
    parts = []
    if view.wilds and view.wilds[seat]:
        parts.append(f"{view.wilds[seat]} wild")
    if view.extra and view.extra[seat]:
        parts.append("2 stories")
    if view.editorials and view.editorials[seat]:
        parts.append(f"{view.editorials[seat]} editorial")
    return ", ".join(parts) or "-"


def _header(view: NewsprintView) -> str:
    if view.phase is Phase.OVER:
        return f"Newsprint, {view.num_players} players: game over after {TURNS} turns"
    step = STEP[view.phase]
    if view.phase is Phase.SCOOP:
        step += f", round {view.scoop_round} of {view.num_players}"
    if view.order:
        step += f"; order of play {', '.join(map(str, view.order))}"
        if view.passes:
            step += f" ({view.passes} passed in a row)"
    return f"Newsprint, {view.num_players} players: turn {view.turn} of {TURNS}, {step}"


def _waiting(view: NewsprintView) -> str:
    if not view.to_move:
        return "nobody is to move"
    seats = ", ".join(map(str, view.to_move))
    if view.reaction:
        played = view.reaction[-1]
        return f"answering seat {played.player}'s {played.card.title} (allow or negate): {seats}"
    if view.committed:
        return f"to choose (in secret): seats {seats}"
    return f"to play: seat {seats}"


def _seat_rows(view: NewsprintView, shown_hands: dict[int, str]) -> list[tuple[str, ...]]:
    rows: list[tuple[str, ...]] = [
        ("seat", "CP", "by turn", "hand", "table", "stories", "this turn")
    ]
    ties = view.options.inside_scoop_ties is InsideScoopTies.ALL
    earning = inside_scoop(view.stories, ties) if view.stories else frozenset()
    for seat in range(view.num_players):
        mark = "*" if seat in view.to_move else ""
        hand = shown_hands.get(seat, f"{view.hand_sizes[seat]} cards")
        stories = view.stories[seat] if view.stories else ()
        flags = [(seat, i) in earning for i in range(len(stories))]
        rows.append((
            f"{seat}{mark}", str(view.circulation[seat]),
            "+".join(str(report.total(seat)) for report in view.history) or "-", hand,
            card_list(view.table[seat]), story_list(stories, flags), _effects(view, seat),
        ))
    return rows


def _piles(view: NewsprintView) -> str:
    down = ", ".join(f"seat {s}: {k}" for s, k in enumerate(view.face_down) if k)
    text = (f"deck: {view.deck.draw_size} cards; discard pile: {view.deck.discard_size} cards "
            f"(seen face up: {card_list(view.discard_face_up)}")
    return text + (f"; face down from {down})" if down else ")")


def draw_view(view: NewsprintView) -> str:
    shown_hands = {} if view.seat is None else {view.seat: card_list(view.hand or ())}
    lines = [_header(view), draw_table(_seat_rows(view, shown_hands)), _piles(view), _waiting(view)]
    if view.seat is not None:
        lines.append(f"you are seat {view.seat}" + _own_secrets(view))
    return "\n".join(lines)


def _own_secrets(view: NewsprintView) -> str:
    parts = []
    if view.own_discards:
        parts.append(f"your face-down discards: {card_list(view.own_discards)}")
    if view.pick is not None:
        parts.append(f"your pick: {view.pick.title}")
    if view.marked:
        parts.append(f"set aside to discard: {card_list(view.marked)}")
    if view.response is not None and view.reaction and view.reaction[-1].player != view.seat:
        parts.append(f"your answer: {'negate' if view.response else 'allow'}")
    if view.draft:
        parts.append(f"your first story: {story_list(view.draft)}")
    if view.own_stories is not None:
        parts.append(f"your stories: {story_list(view.own_stories)}")
    return "".join(f"; {part}" for part in parts)


def draw_state(state: NewsprintState) -> str:
    from pressroom.games.newsprint.view import seat_view

    view = seat_view(state, None)
    shown_hands = {seat: card_list(hands.cards(h)) for seat, h in enumerate(state.hands)}
    lines = [_header(view), draw_table(_seat_rows(view, shown_hands)), _piles(view), _waiting(view)]
    lines.append(f"deck from the top: {', '.join(c.title for c in state.deck.draw_pile) or '-'}")
    secrets = [f"face down from seat {s}: {card_list(hands.cards(h))}"
               for s, h in enumerate(state.face_down) if hands.size(h)]
    for seat, card in enumerate(state.picks):
        if card is not None:
            secrets.append(f"seat {seat} picked {card.title}")
    for seat, marked in enumerate(state.marked):
        if hands.size(marked):
            secrets.append(f"seat {seat} sets aside {card_list(hands.cards(marked))}")
    for seat, draft in enumerate(state.drafts):
        if draft:
            secrets.append(f"seat {seat} drafted {story_list(draft)}")
    for seat, chosen in enumerate(state.committed):
        if chosen is not None:
            secrets.append(f"seat {seat} plays {story_list(chosen) if chosen else 'no story'}")
    if state.reaction is not None:
        for seat, answer in enumerate(state.responses):
            if answer is not None and seat != state.reaction.stack[-1].player:
                secrets.append(f"seat {seat} answers {'negate' if answer else 'allow'}")
    lines.extend(secrets)
    return "\n".join(lines)
