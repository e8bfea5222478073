"""Penny Press drawn as text: `str(state)` and `str(view)`.

The news beats with their stories, reporters, arrows, values and bonus
markers; the story supply; the headline cards seen; each player's mat
(reporters, pennies, circulation, published stars) and front page as a
grid; whose turn it is and in which step.
"""

from __future__ import annotations

from collections.abc import Callable

from pressroom.core.text import draw_grid, draw_table, side_by_side
from pressroom.games.penny_press.components import (
    PAGE,
    SCOOP,
    VALUE,
    Beat,
    Form,
    Story,
)
from pressroom.games.penny_press.options import LastPresses
from pressroom.games.penny_press.state import (
    Edition,
    PennyPressState,
    PennyPressView,
    Phase,
    PressReport,
)

EDITIONS = {
    Edition.REGULAR: "regular edition",
    Edition.FINAL_MOVES: "final edition: last moves",
    Edition.FINAL_PRESSES: "final edition: last presses",
}


def draw(game: PennyPressState | PennyPressView, seat: int | None) -> str:
    """The whole table; ``seat`` names whose view it is (None: public)."""
    parts = [_heading(game, seat), _beats(game), _supply(game), _headlines(game),
             _players(game), _pages(game)]
    if game.reports:
        parts.append("Last press: " + _report(game.reports[-1], game.page is not None))
    return "\n\n".join(parts)


def _heading(game: PennyPressState | PennyPressView, seat: int | None) -> str:
    who = "the public view" if seat is None else f"seat {seat}'s view"
    if isinstance(game, PennyPressState):
        who = "the full state"
    if game.phase is Phase.OVER:
        turn = "the game is over"
    else:
        words = game.phase.words
        if game.phase is Phase.CLOSING and game.options.last_presses is LastPresses.MUST:
            words = "the final edition is closing: go to press"
        turn = f"seat {game.current} to move: {words}"
        if game.newsboy is not None:
            turn += f"; seat {game.newsboy} holds the newsboy"
        if game.final_queue:
            turn += f"; still to act: seats {', '.join(map(str, game.final_queue))}"
    return (
        f"Penny Press, {game.num_players} players, {EDITIONS[game.edition]} "
        f"({who})\n{turn}"
    )


def _reporters(reporters: tuple[int, ...]) -> str:
    on = [f"{seat}:{k}" for seat, k in enumerate(reporters) if k]
    return f" [{' '.join(on)}]" if on else ""


def _beats(game: PennyPressState | PennyPressView) -> str:
    rows: list[tuple[object, ...]] = [
        ("beat", "arrow", "value", "scoop", "bonus", "stories, bottom first [seat:reporters]")
    ]
    for beat in Beat:
        arrow = game.arrows[beat]
        stories = ", ".join(f"{c.story}{_reporters(c.reporters)}" for c in game.beats[beat])
        rows.append((beat.title, arrow, VALUE[arrow], SCOOP[arrow], game.bonus[beat],
                     stories or "-"))
    frozen = " (flipped: the arrows no longer move)" if game.edition is not Edition.REGULAR else ""
    return f"News beats{frozen}\n" + draw_table(rows)


def _supply(game: PennyPressState | PennyPressView) -> str:
    lines = []
    for beat in Beat:
        stacks = "  ".join(
            f"{form.name}:{''.join(map(str, game.supply[beat][form])) or '-'}" for form in Form
        )
        lines.append(f"  {beat.code:<3} {stacks}")
    return "Story supply (stars left, top first)\n" + "\n".join(lines)


def _headlines(game: PennyPressState | PennyPressView) -> str:
    if isinstance(game, PennyPressState):
        face_down = len(game.headlines.draw_pile)
        seen = game.headlines.discard_pile
    else:
        face_down = game.headlines.draw_size
        seen = game.headlines.discard_pile
    cards = ", ".join(f"{c} ({c.beat.code} +{c.bonus})" for c in seen)
    text = f"Headline cards: {face_down} face down; face up: {cards or 'none'}"
    if seen:
        text += f"\n  latest: {seen[-1]} \"{seen[-1].title}\""
    return text


def _stars(published: tuple[Story, ...]) -> str:
    totals = {beat: sum(s.stars for s in published if s.beat is beat) for beat in Beat}
    return " ".join(f"{beat.code}:{k}" for beat, k in totals.items() if k) or "-"


def _players(game: PennyPressState | PennyPressView) -> str:
    rows: list[tuple[object, ...]] = [
        ("seat", "mat", "pennies", "circulation", "published", "stars by beat")
    ]
    for seat in range(game.num_players):
        published = game.published[seat]
        rows.append((
            seat, game.home[seat], game.pennies[seat], game.circulation[seat],
            " ".join(map(str, published)) or "-", _stars(published),
        ))
    text = "Players (mat: reporters at home)\n" + draw_table(rows)
    if game.end_bonus is not None:
        text += f"\nEnd-game bonuses: {list(game.end_bonus)}"
    return text


def _pages(game: PennyPressState | PennyPressView) -> str:
    """Each player's front page: its advertisement ("ad") and, for the
    player at press, the stories laid so far by beat and form."""
    blocks = []
    for seat in range(game.num_players):
        cells: dict[tuple[int, int], str] = {}
        ad = game.advertisements[seat]
        if ad is not None:
            cells[ad] = "ad"
        title = f"seat {seat}"
        page = game.page if game.phase in (Phase.LAYOUT, Phase.EXCLUSIVE) else None
        if page is not None and seat == game.current:
            for story, placement in page.placed:
                for square in placement.squares:
                    cells[square] = f"{story.beat.code}{story.form.name}"
            title += " at press"
        grid = draw_grid(PAGE.width, PAGE.height, _cell(cells), 4)
        pennies = game.pennies[seat]
        blocks.append(f"{title}\n{grid}\npennies: {pennies}")
    text = "Front pages\n" + side_by_side(blocks)
    page = game.page if game.phase in (Phase.LAYOUT, Phase.EXCLUSIVE) else None
    if page is not None:
        top = ", ".join(beat.title for beat in Beat if page.top_beats[beat])
        left = " ".join(map(str, page.to_place)) or "none"
        touching, placed = page.target
        text += (
            f"\nseat {game.current} lays out its page; to place: {left}; top beats: {top} "
            f"(the layout must place {placed} top-beat stories, {touching} touching the top)"
        )
    return text


def _cell(cells: dict[tuple[int, int], str]) -> Callable[[int, int], str]:
    return lambda col, row: cells.get((row, col), ".")


def _report(report: PressReport, in_progress: bool) -> str:
    claimed = " ".join(map(str, report.claimed))
    scoops = ", ".join(f"seat {s} +{p}" for s, p in enumerate(report.scoops) if p)
    scooped = f"; scoops: {scoops}" if scoops else ""
    if in_progress:
        return f"seat {report.seat} claims {claimed}{scooped}"
    exclusive = f", exclusive {report.exclusive}" if report.exclusive is not None else ""
    return (
        f"seat {report.seat} claimed {claimed}; stories {report.story_points}{exclusive}"
        f" - empty squares {report.empty_penalty} - unplaced {report.unplaced_penalty}"
        f" = {report.page_points}{scooped}"
    )
