"""Penny Press as a picture: the five news beats with their stories,
reporters, arrows, values and bonus markers; each player's front page, mat,
pennies and circulation; the headline cards seen (the same content as
`pressroom.games.penny_press.text`)."""

from __future__ import annotations

from pressroom.games.penny_press.components import (
    BEAT_SPACES,
    FORM_SPACES,
    PAGE,
    SCOOP,
    VALUE,
    Beat,
)
from pressroom.games.penny_press.state import PennyPressView, Phase
from pressroom.games.penny_press.text import EDITIONS, _report, _stars
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
    table,
    token,
)

COLUMN = 150  # a beat column's width
SPACE = 34  # a beat space's height


def beat_colour(beat: Beat) -> str:
    return category_colour(beat)


def draw(view: PennyPressView) -> str:
    c = Canvas(max(5 * COLUMN + 60, view.num_players * 150 + 30))
    who = "public view" if view.seat is None else f"seat {view.seat}'s view"
    c.heading(f"Penny Press — {view.num_players} players, {EDITIONS[view.edition]} ({who})")
    if view.phase is Phase.OVER:
        turn = "The game is over."
    else:
        turn = f"Seat {view.current} to move: {view.phase.words}."
        if view.newsboy is not None:
            turn += f" Seat {view.newsboy} holds the newsboy."
        if view.final_queue:
            turn += f" Still to act: seats {', '.join(map(str, view.final_queue))}."
    c.lines([turn])
    _beats(c, view)
    legend(c, [(beat.title, beat_colour(beat)) for beat in Beat], "Beats")
    legend(c, [(f"seat {s}", seat_colour(s)) for s in range(view.num_players)], "Reporters")
    _pages(c, view)
    c.below()
    _players(c, view)
    seen = view.headlines.discard_pile
    lines = [f"Headline cards: {view.headlines.draw_size} face down, {len(seen)} face up"
             + (": " + ", ".join(f"{h} ({h.beat.code} +{h.bonus})" for h in seen) if seen
                else ".")]
    if seen:
        lines.append(f"Latest: {seen[-1]} “{seen[-1].title}”")
    if view.reports:
        lines.append("Last press: " + _report(view.reports[-1], view.page is not None))
    c.lines(lines)
    return c.render("Penny Press")


def _beats(c: Canvas, view: PennyPressView) -> None:
    top = c.y + 4
    left = c.margin + 30
    height = BEAT_SPACES * SPACE
    flipped = " (flipped: arrows frozen)" if view.edition.value else ""
    c.text(c.margin, top + 12, "News beats" + flipped, size=13, weight="bold")
    top += 20
    for beat in Beat:
        x = left + beat * COLUMN
        c.rect(x, top, COLUMN - 14, height + 26, "#f1ecdf", INK, 1)
        c.rect(x, top + height, COLUMN - 14, 26, beat_colour(beat), INK, 1)
        c.text(x + 4, top + height + 18, beat.title, size=11, weight="bold", limit=22)
        at = top + height
        for covered in view.beats[beat]:
            spaces = FORM_SPACES[covered.story.form]
            at -= spaces * SPACE
            c.rect(x + 3, at + 2, COLUMN - 40, spaces * SPACE - 4, beat_colour(beat), INK, 1,
                   rx=3, title=f"{covered.story}")
            c.text(x + 8, at + 18, covered.story, size=12, weight="bold")
            dot = x + 12
            for seat, count in enumerate(covered.reporters):
                if count:
                    if spaces > 1:
                        token(c, dot, at + 30, seat, count)
                    else:
                        token(c, dot + 60, at + 14, seat, count)
                    dot += 19
        arrow = view.arrows[beat]
        # the arrow's track runs from the column's foot (0) to near its top (9)
        ay = top + height - 12 - arrow * (height - 52) / (len(VALUE) - 1)
        ax = x + COLUMN - 34
        c.polygon([(ax, ay), (ax + 16, ay - 8), (ax + 16, ay + 8)], INK)
        c.text(ax + 2, ay - 11, f"{VALUE[arrow]}", size=12, weight="bold")
        c.text(ax - 2, ay - 24, f"sc {SCOOP[arrow]}", size=10, fill=FAINT)
        c.rect(x + 4, top + 4, 28, 20, "#ffffff", INK, 1, rx=10,
               title=f"bonus marker {view.bonus[beat]}")
        c.text(x + 18, top + 18, view.bonus[beat], size=12, anchor="middle", weight="bold")
        stacks = " ".join(
            "".join(map(str, stack)) or "-" for stack in view.supply[beat]
        )
        c.text(x + 4, top + height + 42, f"supply {stacks}", size=11, fill=FAINT)
    c.y = top + height + 52


def _pages(c: Canvas, view: PennyPressView) -> None:
    c.y += 4
    c.text(c.margin, c.y + 12, "Front pages", size=13, weight="bold")
    c.y += 20
    cell = 30
    laying = view.page if view.phase in (Phase.LAYOUT, Phase.EXCLUSIVE) else None
    for seat in range(view.num_players):
        x = c.margin + seat * (PAGE.width * cell + 36)
        pieces: list[Piece] = []
        ad = view.advertisements[seat]
        if ad is not None:
            pieces.append(Piece(frozenset([ad]), "#444444", "ad", "advertisement", ink="#ffffff"))
        if laying is not None and seat == view.current:
            for story, placement in laying.placed:
                pieces.append(Piece(placement.squares, beat_colour(story.beat),
                                    f"{story.beat.code}{story.form.name}", str(story)))
        caption = f"seat {seat}" + (" at press" if laying is not None and seat == view.current
                                    else "")
        board(c, x, c.y, PAGE.height, PAGE.width, lambda r, q: EMPTY, pieces, cell, caption)
    c.y = c.bottom + 6
    if laying is not None:
        tops = ", ".join(beat.title for beat in Beat if laying.top_beats[beat])
        left = " ".join(map(str, laying.to_place)) or "none"
        touching, placed = laying.target
        c.lines([f"Seat {view.current} lays out its page; to place: {left}; top beats: {tops} "
                 f"(must place {placed} top-beat stories, {touching} touching the top)."])


def _players(c: Canvas, view: PennyPressView) -> None:
    rows: list[list[object]] = [["seat", "mat", "pennies", "circulation", "stars by beat",
                                 "published"]]
    for seat in range(view.num_players):
        published = view.published[seat]
        rows.append([seat, view.home[seat], view.pennies[seat], view.circulation[seat],
                     _stars(published), " ".join(map(str, published)) or "-"])
    fills = {seat + 1: "#fff1c9" for seat in range(view.num_players)
             if seat == view.current and view.phase is not Phase.OVER}
    table(c, rows, [50, 40, 70, 90, 160, max(c.width - 434, 200)], fills)
    if view.end_bonus is not None:
        c.lines([f"End-game bonuses: {list(view.end_bonus)}"])
