"""Circulation phase: the circulation chart, suit modifiers and the Inside Scoop.

Read beside the rulebook's "Circulation phase", "Circulation chart" and
"Inside Scoop rule" sections.
"""

from __future__ import annotations

from pressroom.games.newsprint.components import (
    BREAK_THE_STORY_BONUS,
    CIRCULATION_CHART,
    EDITORIAL_CP,
    HIGHEST_STORY_CP,
    LOWEST_STORY_CP,
    SUIT_MODIFIER,
    Card,
)
from pressroom.games.newsprint.state import Story, TurnReport


def chart_points(cards: int) -> int:
    """The chart's points for a story counted as ``cards`` cards, held within
    1..100 CP: a story never earns less than 1 or more than 100."""
    if cards < 1:
        return LOWEST_STORY_CP
    return min(CIRCULATION_CHART.get(cards, HIGHEST_STORY_CP), HIGHEST_STORY_CP)


def story_points(story: Story) -> int:
    """A story's CP: its cards (wilds included), 2 more per Break the Story,
    shifted by its suit's modifier, then read off the chart."""
    counted = story.size + BREAK_THE_STORY_BONUS * story.breaks + SUIT_MODIFIER[story.suit]
    return chart_points(counted)


def inside_scoop(
    stories: tuple[tuple[Story, ...], ...], ties_score: bool
) -> frozenset[tuple[int, int]]:
    """The (seat, story index) pairs that may earn points.

    When several players play a story of the same suit only the story with
    the most cards earns; Break the Story does not count toward the number of
    cards, and a defamed story is gone. Stories tied for the most all earn
    with ``ties_score``, none of them without.
    """
    most: dict[Card, int] = {}
    holders: dict[Card, int] = {}
    for seat_stories in stories:
        for story in seat_stories:
            if story.defamed:
                continue
            if story.size > most.get(story.suit, 0):
                most[story.suit], holders[story.suit] = story.size, 1
            elif story.size == most[story.suit]:
                holders[story.suit] += 1
    return frozenset(
        (seat, i)
        for seat, seat_stories in enumerate(stories)
        for i, story in enumerate(seat_stories)
        if not story.defamed
        and story.size == most[story.suit]
        and (ties_score or holders[story.suit] == 1)
    )


def circulation_phase(
    turn: int,
    stories: tuple[tuple[Story, ...], ...],
    editorials: tuple[int, ...],
    ties_score: bool,
) -> TurnReport:
    """Each seat's CP for this turn: its scoring stories and its Editorials."""
    earning = inside_scoop(stories, ties_score)
    points = tuple(
        tuple(
            story_points(story) if (seat, i) in earning else 0
            for i, story in enumerate(seat_stories)
        )
        for seat, seat_stories in enumerate(stories)
    )
    return TurnReport(turn, stories, points, tuple(EDITORIAL_CP * n for n in editorials))
