"""Circulation phase: the circulation chart, suit modifiers and the Inside Scoop.

Read beside the rulebook's "Circulation phase", "Circulation chart" and
"Inside Scoop rule" sections.
"""

from __future__ import annotations

from collections.abc import Iterable

from pressroom.games.newsprint.components import (
    BREAK_THE_STORY_BONUS,
    CIRCULATION_CHART,
    EDITORIAL_CP,
    HIGHEST_STORY_CP,
    LOWEST_STORY_CP,
    SUIT_MODIFIER,
    Card,
)
from pressroom.games.newsprint.state import ZEROS, Story, TurnReport


def chart_points(cards: int) -> int:
    """The chart's points for a story counted as ``cards`` cards, held within
    1..100 CP: a story never earns less than 1 or more than 100."""
    if cards < 1:
        return LOWEST_STORY_CP
    return min(CIRCULATION_CHART.get(cards, HIGHEST_STORY_CP), HIGHEST_STORY_CP)


# The suit modifiers indexed by face (a tuple index is cheaper than a hash).
MODIFIERS = tuple(SUIT_MODIFIER.get(card, 0) for card in Card)
# The chart read for every count a story can reach, for `story_points`.
CHART = tuple(chart_points(counted) for counted in range(20))


def story_points(story: Story) -> int:
    """A story's CP: its cards (wilds included), 2 more per Break the Story,
    shifted by its suit's modifier, then read off the chart."""
    counted = story.cards + story.wilds + BREAK_THE_STORY_BONUS * story.breaks \
        + MODIFIERS[story.suit]
    if 0 <= counted < len(CHART):
        return CHART[counted]
    return chart_points(counted)


def inside_scoop(
    stories: tuple[tuple[Story, ...], ...], ties_score: bool
) -> frozenset[tuple[int, int]]:
    """The (seat, story index) pairs that may earn points.

    "If two or more players play a story of the same suite, only the Story
    with the Most cards earns points. The other players earn nothing." A
    story earns unless another player's story of its suit has more cards;
    stories of different players tied for the most all earn with
    ``ties_score``, none of them without. A player's own two stories of one
    suit (Extra! Extra!) do not compete with each other. Break the Story does
    not count toward the number of cards, and a defamed story is gone.
    """
    flags = _earning(stories, ties_score)
    return frozenset(
        (seat, i) for seat, row in enumerate(flags) for i, earns in enumerate(row) if earns
    )


def _earning(stories: tuple[tuple[Story, ...], ...], ties_score: bool) -> list[list[bool]]:
    """Per seat, whether each of its stories earns (see `inside_scoop`)."""
    # Per card face (a suit), each seat's largest standing story of it; the
    # faces index a list, which is cheaper than hashing them.
    n = len(stories)
    largest: list[list[int] | None] = [None] * FACES
    for seat, seat_stories in enumerate(stories):
        for story in seat_stories:
            if not story.defamed:
                sizes = largest[story.suit]
                if sizes is None:
                    sizes = largest[story.suit] = [0] * n
                size = story.cards + story.wilds
                if size > sizes[seat]:
                    sizes[seat] = size
    flags = []
    for seat, seat_stories in enumerate(stories):
        row = []
        for story in seat_stories:
            sizes = largest[story.suit]
            if story.defamed or sizes is None:
                row.append(False)
                continue
            rival = max(sizes[:seat] + sizes[seat + 1:], default=0)
            size = story.cards + story.wilds
            row.append(size > rival or (ties_score and size == rival))
        flags.append(row)
    return flags


FACES = len(Card)


def circulation_phase(
    turn: int,
    stories: tuple[tuple[Story, ...], ...],
    editorials: tuple[int, ...],
    ties_score: bool,
) -> TurnReport:
    """Each seat's CP for this turn: its scoring stories and its Editorials."""
    points = turn_points(stories, ties_score)
    if not any(editorials):  # as most turns: the shared zeros
        return TurnReport(turn, stories, points, ZEROS[len(editorials)])
    return TurnReport(turn, stories, points, tuple(EDITORIAL_CP * n for n in editorials))


# One story's points (0 to 100), which every game's history holds again and
# again, kept once (as `state.ZEROS`, no points per seat).
ONE_STORY_POINTS = tuple((points,) for points in range(HIGHEST_STORY_CP + 1))


def suit_leaders(
    standing: Iterable[tuple[int, int, int]],
) -> tuple[list[int], list[int], list[int]]:
    """Per suit (a face index), from each standing story's (seat, suit,
    size): the largest size, whose story it is (-1: none), and the largest
    of any other seat's, which is what the leader must beat (the Inside
    Scoop does not set a seat's own two stories against each other)."""
    best = [0] * FACES
    best_seat = [-1] * FACES
    second = [0] * FACES
    for seat, suit, size in standing:
        if seat == best_seat[suit]:
            if size > best[suit]:
                best[suit] = size
        elif size > best[suit]:
            second[suit], best[suit], best_seat[suit] = best[suit], size, seat
        elif size > second[suit]:
            second[suit] = size
    return best, best_seat, second


def turn_points(
    stories: tuple[tuple[Story, ...], ...], ties_score: bool
) -> tuple[tuple[int, ...], ...]:
    """Per seat, each story's CP this turn (0 if it does not earn): the
    Inside Scoop as `inside_scoop` reads it, from each suit's two largest
    standing stories of different seats (the load check scores every turn
    of a record's history again, so this is kept to two plain passes)."""
    best, best_seat, second = suit_leaders([
        (seat, story.suit, story.cards + story.wilds)
        for seat, seat_stories in enumerate(stories)
        for story in seat_stories
        if not story.defamed
    ])
    points: list[tuple[int, ...]] = []
    for seat, seat_stories in enumerate(stories):
        if not seat_stories:
            points.append(())
            continue
        seat_points = []
        for story in seat_stories:
            suit = story.suit
            rival = second[suit] if seat == best_seat[suit] else best[suit]
            size = story.cards + story.wilds
            if story.defamed or size < rival or (size == rival and not ties_score):
                seat_points.append(0)
            else:
                seat_points.append(story_points(story))
        if len(seat_points) == 1:
            points.append(ONE_STORY_POINTS[seat_points[0]])
        else:
            points.append(tuple(seat_points))
    return tuple(points)
