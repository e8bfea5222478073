"""Extrablatt as a picture: the FAX board's five columns and the clock, the
piles, each paper's two pages with its cards (coloured by section, adverts
grey, ducks hatched) listed by letter, Extra Turn markers, checks known and
layout cards left (the same content as `pressroom.games.extrablatt.text`)."""

from __future__ import annotations

import math

from pressroom.games.extrablatt.components import (
    BOARD,
    DUCK_FROM_HOUR,
    HEADLINE_MASK,
    LOGO_MASK,
    SECTION_OF,
    SIZES,
    Message,
    Pile,
    Section,
)
from pressroom.games.extrablatt.state import Card, ExtrablattView, Kind
from pressroom.games.extrablatt.text import LETTERS, describe_card, header, status_lines
from pressroom.render.canvas import (
    EMPTY,
    FAINT,
    INK,
    Canvas,
    Piece,
    board,
    category_colour,
    legend,
    seat_colour,
)

CELL = 21
PAPER_WIDTH = BOARD.width * CELL + 40
ADVERT = "#8c8c8c"
TIME_CARD = "#2b2b2b"
LOGO = "#3a3a3a"
HEADLINE_SECTION = "#fde8e4"


def section_colour(section: Section) -> str:
    return category_colour(section)


def message_colour(message: Message) -> str:
    section = SECTION_OF[message]
    return TIME_CARD if section is None else section_colour(section)


def draw(view: ExtrablattView) -> str:
    columns = 2 if view.num_players > 1 else 1
    c = Canvas(columns * PAPER_WIDTH + 30)
    c.heading(header(view))
    top = c.y
    _fax(c, view)
    fax_bottom = c.y
    c.y = top
    _clock(c, view, c.width - 120, top + 70)
    c.y = max(fax_bottom, top + 150)
    legend(c, [(s.title, section_colour(s)) for s in Section]
           + [("advert", ADVERT), ("Time Card", TIME_CARD)], "Sections")
    c.lines(_status(view))
    for seat in range(view.num_players):
        if seat % columns == 0:
            c.below(6)
            row_top = c.y
        _paper(c, view, seat, c.margin + (seat % columns) * PAPER_WIDTH, row_top)
    c.below()
    return c.render("Extrablatt")


def _fax(c: Canvas, view: ExtrablattView) -> None:
    c.text(c.margin, c.y + 12, "FAX board (lowest message at the bottom)", size=13,
           weight="bold")
    width, height = 140, 22
    deepest = max(4, *(len(column) for column in view.fax))
    base = c.y + 22 + deepest * height
    for index, column in enumerate(view.fax):
        x = c.margin + index * (width + 8)
        c.rect(x, c.y + 20, width, deepest * height + 4, "#efe9da", INK, 1)
        for depth, message in enumerate(column):
            y = base - (depth + 1) * height
            fill = message_colour(message)
            c.rect(x + 3, y + 1, width - 6, height - 3, fill, INK, 0.8, rx=2,
                   title=message.title)
            c.text(x + 7, y + 15, message.title, size=11,
                   fill="#ffffff" if fill == TIME_CARD else INK, limit=21)
        c.text(x + width / 2, base + 18, f"column {index}", size=11, anchor="middle",
               fill=FAINT)
    c.y = base + 26
    piles = []
    for pile, seen in zip(Pile, view.piles, strict=True):
        extra = []
        if seen.time_cards:
            extra.append(f"{seen.time_cards} Time Cards")
        if seen.duck_adverts:
            extra.append(f"{seen.duck_adverts} Duck/Advert")
        piles.append(f"{pile} {seen.size}" + (f" ({', '.join(extra)})" if extra else ""))
    c.lines(["FAX piles: " + ", ".join(piles)])


def _clock(c: Canvas, view: ExtrablattView, x: float, y: float) -> None:
    placed = view.time_cards_placed
    c.circle(x, y, 52, "#ffffff")
    for hour in range(12):
        angle = math.radians(hour * 30)
        hx, hy = x + 42 * math.sin(angle), y - 42 * math.cos(angle)
        c.text(hx, hy + 4, hour or 12, size=10, anchor="middle",
               weight="bold" if hour == placed % 12 else "normal",
               fill="#c0392b" if hour >= DUCK_FROM_HOUR % 12 or hour == 0 else INK)
    angle = math.radians(placed % 12 * 30)
    c.line(x, y, x + 30 * math.sin(angle), y - 30 * math.cos(angle), INK, 3)
    c.circle(x, y, 3, INK)
    mode = "ducks" if placed >= DUCK_FROM_HOUR else "adverts"
    c.text(x, y + 70, f"{placed} Time Cards: {mode}", size=12, anchor="middle")


def _status(view: ExtrablattView) -> list[str]:
    """The text page's status lines, capitalised for the picture."""
    return [line[:1].upper() + line[1:] for line in status_lines(view)]


def _piece(card: Card, index: int) -> Piece:
    squares = frozenset((r, q) for r in range(card.row, card.row + card.height)
                        for q in range(card.col, card.col + card.width))
    letter = LETTERS[index % len(LETTERS)]
    if card.headline is None:
        return Piece(squares, ADVERT, f"{letter} $", describe_card(card), ink="#ffffff")
    words = f"{letter} {'photo: ' if card.kind is Kind.PICTURE else ''}{card.headline.title}"
    room = int(card.width * CELL / 7)  # characters of the bold label that fit on the card
    label = words if len(words) <= room else (words[: room - 1] + "…" if room > 4 else letter)
    return Piece(squares, section_colour(card.headline.section), label, describe_card(card),
                 hatched=card.duck)


def _background(row: int, col: int) -> str:
    bit = 1 << (row * BOARD.width + col)
    if LOGO_MASK & bit:
        return LOGO
    return HEADLINE_SECTION if HEADLINE_MASK & bit else EMPTY


def _paper(c: Canvas, view: ExtrablattView, seat: int, x: float, y: float) -> None:
    paper = view.papers[seat]
    turn = " — to move" if seat in view.to_move else ""
    c.rect(x, y + 2, 14, 14, seat_colour(seat), rx=7)
    c.text(x + 20, y + 14, f"Seat {seat}'s paper{turn}", size=13, weight="bold")
    known = view.known_checks[seat]
    c.text(x, y + 32, f"{view.markers[seat]} Extra Turn markers; checks "
           + (", ".join(map(str, known)) + " known" if known else "unknown"), size=12)
    top = y + 40
    pieces = [_piece(card, i) for i, card in enumerate(paper)]
    board(c, x, top, BOARD.height, BOARD.width, _background, pieces, CELL)
    fold = x + BOARD.width // 2 * CELL
    c.line(fold, top - 4, fold, top + BOARD.height * CELL + 4, INK, 3)
    c.text(x, top + BOARD.height * CELL + 15, "front page", size=11, fill=FAINT)
    c.text(fold + 4, top + BOARD.height * CELL + 15, "second page", size=11, fill=FAINT)
    at = top + BOARD.height * CELL + 32
    stock = ", ".join(f"{n}x{s}" for s, n in zip(SIZES, view.layout[seat], strict=True) if n)
    c.text(x, at, f"Layout cards left: {stock or 'none'}", size=11, limit=70)
    for i, card in enumerate(paper):
        at += 16
        c.text(x, at, f"{LETTERS[i % len(LETTERS)]}  {describe_card(card)}", size=11, limit=72)
