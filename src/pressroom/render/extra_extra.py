"""Extra! Extra! as a picture: the board's spaces with the reporters on
them, the Newsdesk's cities and the Newswire, the Editor's Desk, the
supplies, and each newspaper: its pages with the tiles laid (coloured by
speciality), tokens, hand, money and circulation (the same content as
`pressroom.games.extra_extra.text`)."""

from __future__ import annotations

from typing import Any

from pressroom.games.extra_extra import paper as pages_
from pressroom.games.extra_extra.components import (
    CARD_INFO,
    CITY_NAME,
    NEWSPAPER,
    SPACE_TITLE,
    TILE_INFO,
    Card,
    Side,
    Slot,
    Speciality,
    Stock,
    Tile,
    TileKind,
    card_title,
    spaces_for,
)
from pressroom.games.extra_extra.options import paper_size
from pressroom.games.extra_extra.state import ExtraExtraView, PlacedTile
from pressroom.games.extra_extra.text import (
    desk_text,
    hand_text,
    scoresheet_of,
    step_lines,
    tile_title,
)
from pressroom.games.extra_extra.text import tokens as token_words
from pressroom.render.canvas import (
    EMPTY,
    FAINT,
    INK,
    Canvas,
    Piece,
    board,
    legend,
    seat_colour,
    table,
    token,
)

WIDTH = 1000
# The newspapers' own colours (components.COLOUR), softened for black text.
SPECIALITY_COLOUR = ("#e07a5f", "#c39bd3", "#f2cc8f", "#7aa6d6", "#81b29a", "#f0a35e")
OTHER = {TileKind.STORY: "#e6e0cf", TileKind.COLUMN: "#9fd8d8", TileKind.HEADLINE: "#555555",
         TileKind.CLASSIFIED: "#f4a6b7", TileKind.AD: "#8c8c8c"}
HEADLINE_SQUARE = "#fde8e4"
COLUMN_SQUARE = "#e3f4f4"
LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def speciality_colour(speciality: Speciality) -> str:
    return SPECIALITY_COLOUR[speciality]


def tile_colour(tile: Tile, speciality: Speciality | None) -> str:
    info = TILE_INFO[tile]
    if speciality is not None:
        return speciality_colour(speciality)
    if info.kind is TileKind.HEADLINE and info.speciality is not None:
        return speciality_colour(info.speciality)
    return OTHER[info.kind]


def card_colour(card: Card) -> str:
    speciality = CARD_INFO[card].speciality
    return "#d9d4c4" if speciality is None else speciality_colour(speciality)


def draw(view: ExtraExtraView) -> str:
    c = Canvas(WIDTH)
    options = view.options
    info = options.info
    who = "public view" if view.seat is None else f"seat {view.seat}'s view"
    c.heading(f"Extra! Extra! — scenario {info.number} ({info.title}), "
              f"{paper_size(options).value} ({who})")
    c.lines(_status(view))
    legend(c, [(f"{s.name.title()} ({NEWSPAPER[s]})", speciality_colour(s)) for s in Speciality],
           "Specialities")
    legend(c, [(kind.value, colour) for kind, colour in OTHER.items()], "Tiles")
    _spaces(c, view)
    _newsdesk(c, view)
    _desk(c, view)
    for seat in range(view.num_players):
        _player(c, view, seat)
    return c.render("Extra! Extra!")


def _status(view: ExtraExtraView) -> list[str]:
    options = view.options
    lines = [f"Round {view.round} of at most {options.round_limit}; start player seat "
             f"{view.start_player}" + ("; Dallas Stack" if options.dallas_stack else "")]
    lines += [line[:1].upper() + line[1:] for line in step_lines(view)]
    return lines


def _spaces(c: Canvas, view: ExtraExtraView) -> None:
    c.text(c.margin, c.y + 13, "Board spaces (reporters with their fees)", size=13,
           weight="bold")
    c.y += 20
    per_row, w, h = 7, 136, 42
    for i, space in enumerate(spaces_for(view.num_players)):
        x = c.margin + i % per_row * (w + 4)
        y = c.y + i // per_row * (h + 4)
        blocked = space in view.blocked
        c.rect(x, y, w, h, "#cfcfcf" if blocked else "#f1ecdf", INK, 0.8, rx=3)
        c.text(x + 5, y + 14, SPACE_TITLE[space], size=11, weight="bold", limit=21)
        if blocked:
            c.text(x + 5, y + 33, "blocked", size=11, fill=FAINT)
        at = x + 12
        for seat, fee in view.spaces[space]:
            token(c, at, y + 29, seat)
            if fee:
                c.text(at + 10, y + 33, f"${fee}", size=10)
                at += 30
            at += 20
    rows = (len(spaces_for(view.num_players)) + per_row - 1) // per_row
    c.y += rows * (h + 4) + 8


def _small_card(c: Canvas, x: float, y: float, card: Card, w: int = 150) -> None:
    c.rect(x, y, w, 18, card_colour(card), INK, 0.6, rx=3, title=card_title(card))
    c.text(x + 4, y + 13, card_title(card), size=10, limit=int(w / 6))


def _newsdesk(c: Canvas, view: ExtraExtraView) -> None:
    c.text(c.margin, c.y + 13, "Newsdesk (cards under each city) and Newswire", size=13,
           weight="bold")
    c.y += 20
    w = 156
    deepest = 0
    for i, cards in enumerate(view.cities):
        x = c.margin + i * (w + 6)
        c.rect(x, c.y, w, 20, "#34495e", rx=3)
        c.text(x + 6, c.y + 14, CITY_NAME[i], size=12, weight="bold", fill="#ffffff")
        for j, card in enumerate(cards):
            _small_card(c, x + 3, c.y + 24 + 20 * j, card, w - 6)
        deepest = max(deepest, len(cards))
    c.y += 30 + 20 * deepest
    c.text(c.margin, c.y + 13, "Newswire:", size=12, weight="bold")
    for i, slot in enumerate(view.newswire):
        x = c.margin + 74 + i * 150
        if slot is None:
            c.rect(x, c.y, 144, 18, "none", FAINT, 0.6, rx=3)
        else:
            _small_card(c, x, c.y, slot, 144)
    c.y += 26
    decks = ", ".join(f"{name} {d.draw_size} (+{len(d.discard)} discarded)"
                      for name, d in zip(("copy", "photo", "features"), view.decks, strict=True))
    piles = ", ".join(f"{s.name.lower()} {view.stocks[s].size}" for s in Stock)
    c.lines([f"Morgue: {view.morgue[0]} copy, {view.morgue[1]} photo cuttings; supply "
             f"{view.cuttings[0]} copy, {view.cuttings[1]} photo. Decks: {decks}. "
             f"Tile piles: {piles}."])


def _desk(c: Canvas, view: ExtraExtraView) -> None:
    c.text(c.margin, c.y + 13, "Editor's Desk", size=13, weight="bold")
    c.y += 20
    per_row, w = 5, 192
    cell = 16
    top = c.y
    for i, slot in enumerate(Slot):
        x = c.margin + i % per_row * (w + 4)
        y = top + i // per_row * 72
        entry = view.desk[slot]
        tile = entry[0]
        c.rect(x, y, w, 68, "#f1ecdf", INK, 0.6, rx=3)
        c.text(x + 4, y + 13, slot.name.replace("_", " ").title(), size=10, fill=FAINT)
        if tile is None:
            c.text(x + 4, y + 34, "empty", size=11, fill=FAINT)
            continue
        rows, cols = pages_.shape(tile, Side.A)
        c.rect(x + 4, y + 18, cols * cell, rows * cell, tile_colour(tile, None), INK, 1)
        c.text(x + 10 + cols * cell, y + 30, tile.name, size=10, weight="bold", limit=24)
        words = desk_text(view, slot)[len(tile_title(tile)):].strip()
        info = TILE_INFO[tile]
        detail = (f"{info.size}-size, {'c' * info.copy}{'p' * info.photo}, {info.cp} CP"
                  if info.kind is TileKind.STORY else info.kind.value)
        c.text(x + 10 + cols * cell, y + 44, detail, size=10, limit=24)
        if words:
            c.text(x + 4, y + 62, words, size=10, fill=FAINT, limit=30)
    c.y = top + (len(Slot) + per_row - 1) // per_row * 72 + 4
    c.lines([
        f"Supply: headlines {', '.join(s.name.title() for s in view.headlines) or '-'}; "
        f"ads {list(view.ads)}; interviews {view.interviews}; speciality tokens "
        f"{view.speciality_tokens}; Extra! Extra! tokens {list(view.extra_tokens)}; "
        f"brown Stringers {view.brown_stringers}; Gone to Press {list(view.press_cards)}; "
        f"bank ${view.bank}"])


def _piece(pages: tuple[pages_.Page, ...], placed: PlacedTile, index: int) -> Piece:
    width = pages[placed.page].info.width
    mask = pages_.placed_mask(pages, placed)
    squares = frozenset(divmod(bit, width) for bit in range(mask.bit_length()) if mask >> bit & 1)
    marks = ("I" if placed.interview else "") + ("E!" if placed.extra else "") + (
        "★" if placed.bonus else "")
    colour = tile_colour(placed.tile, placed.speciality)
    dark = colour in (OTHER[TileKind.HEADLINE], OTHER[TileKind.AD])
    return Piece(squares, colour, f"{LETTERS[index % 52]} {marks}".strip(),
                 tile_title(placed.tile) + token_words(placed),
                 ink="#ffffff" if dark else INK)


def _background(page: pages_.Page) -> Any:
    width = page.info.width

    def square(row: int, col: int) -> str:
        bit = 1 << (row * width + col)
        if page.headline & bit:
            return HEADLINE_SQUARE
        return COLUMN_SQUARE if page.column & bit else EMPTY
    return square


def _player(c: Canvas, view: ExtraExtraView, seat: int) -> None:
    pv = view.players[seat]
    c.below(8)
    top = c.y
    c.rect(c.margin, top, 16, 16, speciality_colour(pv.speciality), seat_colour(seat), 3, rx=8)
    moving = seat in view.to_move
    c.text(c.margin + 24, top + 13, f"Seat {seat}: {NEWSPAPER[pv.speciality]}"
           + (" — to move" if moving else ""), size=14, weight="bold", fill=seat_colour(seat))
    c.y = top + 20
    table(c, [["money", "CP", "reporters", "cuttings", "ads", "Gone to Press"],
              [f"${pv.money}", scoresheet_of(pv), f"{pv.employed} employed, {pv.placed} out",
               f"{pv.cuttings[0]} copy, {pv.cuttings[1]} photo", " ".join(map(str, pv.ads))
               or "-", " ".join(map(str, pv.press_cards)) or "-"]],
          [80, 60, 170, 150, 100, 140])
    if seat == view.seat and view.hand is not None:
        hand = hand_text(view.hand)
    else:
        hand = (f"{sum(pv.hidden)} unseen ({pv.hidden[0]} copy, {pv.hidden[1]} photo, "
                f"{pv.hidden[2]} features) + {hand_text(pv.known)}")
    c.lines([f"Hand: {hand}"])
    pages = pages_.layout(view.options)
    paper = pv.paper
    pieces = [_piece(pages, placed, i) for i, placed in enumerate(paper.tiles)]
    x = float(c.margin)
    y = c.y
    cell = 30
    for number, page in enumerate(pages):
        mine = [p for p, placed in zip(pieces, paper.tiles, strict=True) if placed.page == number]
        pressed = " (gone to press)" if paper.pressed[number] else ""
        w, _ = board(c, x, y, page.info.height, page.info.width, _background(page), mine, cell,
                     f"page {number}{pressed}")
        x += max(w, 110) + 20
    listing = [f"{p.label}: {p.title}" for p in pieces]
    if paper.copy_desk:
        listing.append("Copy desk: " + ", ".join(d.tile.name for d in paper.copy_desk))
    c.y = y
    left = x + 10
    for line in listing:
        c.y += 16
        c.text(left, c.y, line, size=11, limit=int((WIDTH - left) / 6.3))
    c.below(4)
