"""Newsprint as a picture: the circulation scores, then each seat's place at
the table (hand, face up when it is the viewer's own, cards played this
turn, stories with their points), the deck and discard pile, and what is
pending (the same content as `pressroom.games.newsprint.text`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from pressroom.games.newsprint.components import Card, Kind
from pressroom.games.newsprint.options import InsideScoopTies
from pressroom.games.newsprint.scoring import inside_scoop, story_points
from pressroom.games.newsprint.state import NewsprintView, Phase
from pressroom.games.newsprint.text import _effects, _header, _own_secrets, _waiting
from pressroom.render.canvas import (
    FAINT,
    INK,
    Canvas,
    category_colour,
    legend,
    seat_colour,
    wrap,
)

WIDTH = 980
CARD_W, CARD_H = 84, 50
BACK = "#34495e"
KIND_COLOUR = {Kind.INVESTIGATION: category_colour(5), Kind.EDIT: category_colour(6),
               Kind.EVENT: category_colour(7)}
KIND_NAME = {Kind.INVESTIGATION: "Investigation", Kind.EDIT: "Edit", Kind.EVENT: "Event"}


def card_colour(card: Card) -> str:
    if card.kind is Kind.STORY:
        return category_colour(card)
    return KIND_COLOUR[card.kind]


def draw(view: NewsprintView) -> str:
    c = Canvas(WIDTH)
    who = "public view" if view.seat is None else f"seat {view.seat}'s view"
    c.heading(f"{_header(view)} ({who})")
    _scores(c, view)
    legend(c, [(card.title, card_colour(card)) for card in Card if card.kind is Kind.STORY]
           + [(name, KIND_COLOUR[kind]) for kind, name in KIND_NAME.items()], "Cards")
    ties = view.options.inside_scoop_ties is InsideScoopTies.ALL
    earning = inside_scoop(view.stories, ties) if view.stories else frozenset()
    for seat in range(view.num_players):
        _seat(c, view, seat, earning)
    _piles(c, view)
    lines = [_waiting(view)[:1].upper() + _waiting(view)[1:]]
    if view.seat is not None:
        lines.append(f"You are seat {view.seat}" + _own_secrets(view))
    c.lines(lines)
    return c.render("Newsprint")


def _scores(c: Canvas, view: NewsprintView) -> None:
    top = max(max(view.circulation), 1)
    span = WIDTH - 2 * c.margin - 260
    for seat in range(view.num_players):
        y = c.y + 2
        c.text(c.margin, y + 13, f"seat {seat}", size=12, weight="bold")
        length = span * view.circulation[seat] / top
        c.rect(c.margin + 60, y + 1, max(length, 2), 15, seat_colour(seat), rx=2)
        turns = "+".join(str(report.total(seat)) for report in view.history) or "-"
        c.text(c.margin + 66 + length, y + 13,
               f"{view.circulation[seat]} CP  (by turn {turns})", size=12)
        c.y += 20
    c.y += 4


def _card(c: Canvas, x: float, y: float, card: Card, count: int = 1) -> None:
    c.rect(x, y, CARD_W, CARD_H, card_colour(card), INK, 1, rx=4, title=card.title)
    for i, piece in enumerate(wrap(card.title, 13)[:2]):
        c.text(x + 5, y + 16 + 14 * i, piece, size=10, weight="bold")
    if count > 1:
        c.circle(x + CARD_W - 12, y + CARD_H - 12, 10, "#ffffff")
        c.text(x + CARD_W - 12, y + CARD_H - 8, f"x{count}", size=10, anchor="middle",
               weight="bold")


def _cards(c: Canvas, x: float, y: float, cards: Iterable[Card]) -> float:
    counts = Counter(cards)
    for card in Card:
        if counts[card]:
            _card(c, x, y, card, counts[card])
            x += CARD_W + 6
    return x


def _backs(c: Canvas, x: float, y: float, number: int) -> float:
    for i in range(min(number, 10)):
        c.rect(x + 6 * i, y, CARD_W - 30, CARD_H, BACK, "#ffffff", 1, rx=4)
    x += 6 * min(number, 10) + CARD_W - 30
    c.text(x - 22, y + CARD_H / 2 + 5, number, size=13, anchor="middle", weight="bold",
           fill="#ffffff")
    return x + 8


def _seat(c: Canvas, view: NewsprintView, seat: int, earning: frozenset[tuple[int, int]]
          ) -> None:
    top = c.y
    moving = seat in view.to_move
    c.rect(c.margin, top, WIDTH - 2 * c.margin, CARD_H + 42,
           "#fff6d6" if moving else "#f3efe3", seat_colour(seat), 2 if moving else 1, rx=6)
    effects = _effects(view, seat)
    c.text(c.margin + 8, top + 16,
           f"Seat {seat}" + (" — to move" if moving else "")
           + ("" if effects == "-" else f" — this turn: {effects}"),
           size=13, weight="bold", fill=seat_colour(seat))
    y = top + 26
    x = c.margin + 8.0
    c.text(x, y + CARD_H + 13, "hand", size=10, fill=FAINT)
    if view.seat == seat and view.hand is not None:
        x = _cards(c, x, y, view.hand)
    else:
        x = _backs(c, x, y, view.hand_sizes[seat])
    if view.table[seat]:
        x += 14
        c.text(x, y + CARD_H + 13, "played this turn", size=10, fill=FAINT)
        x = _cards(c, x, y, view.table[seat])
    stories = view.stories[seat] if view.stories else ()
    for i, story in enumerate(stories):
        x += 14
        c.text(x, y + CARD_H + 13, "story", size=10, fill=FAINT)
        scored = (seat, i) in earning
        points = story_points(story) if scored else 0
        c.rect(x, y, 150, CARD_H, category_colour(story.suit), INK, 2, rx=4, title=str(story))
        c.text(x + 6, y + 16, str(story), size=11, weight="bold", limit=22)
        note = f"{points} CP" if scored else ("defamed: 0 CP" if story.defamed
                                              else "scooped: 0 CP")
        c.text(x + 6, y + 34, note, size=12)
        if not scored:
            c.line(x + 4, y + CARD_H - 4, x + 146, y + 4, "#00000088", 2)
        x += 150
    c.y = top + CARD_H + 50


def _piles(c: Canvas, view: NewsprintView) -> None:
    y = c.y + 4
    x = c.margin + 8.0
    c.text(x, y + CARD_H + 14, f"deck: {view.deck.draw_size}", size=11, fill=FAINT)
    x = _backs(c, x, y, view.deck.draw_size) + 20
    c.text(x, y + CARD_H + 14, f"discard pile: {view.deck.discard_size} cards, seen face up",
           size=11, fill=FAINT)
    if view.discard_face_up:
        _cards(c, x, y, view.discard_face_up)
    else:
        c.rect(x, y, CARD_W, CARD_H, "none", FAINT, 1, rx=4)
    down = ", ".join(f"seat {s}: {k}" for s, k in enumerate(view.face_down) if k)
    c.y = y + CARD_H + 20
    if down:
        c.lines([f"Discarded face down: {down}"])
    if view.phase is Phase.OVER:
        c.lines(["The game is over."])
