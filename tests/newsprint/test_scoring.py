"""Circulation chart, suit modifiers, the 1..100 clamp and the Inside Scoop."""

from __future__ import annotations

import pytest

from pressroom.games.newsprint.components import SUITS, Card
from pressroom.games.newsprint.scoring import (
    chart_points,
    circulation_phase,
    inside_scoop,
    story_points,
)
from pressroom.games.newsprint.state import Story

CHART = {1: 1, 2: 4, 3: 9, 4: 16, 5: 25, 6: 36, 7: 49, 8: 64, 9: 81, 10: 100}
MODIFIER = {
    Card.INTERNATIONAL: 2,
    Card.NATIONAL: 1,
    Card.WASHINGTON: 0,
    Card.BUSINESS: -1,
    Card.LOCAL: -2,
}


@pytest.mark.parametrize("cards", range(1, 11))
def test_chart_rows(cards: int) -> None:
    assert chart_points(cards) == CHART[cards]


@pytest.mark.parametrize("suit", SUITS)
@pytest.mark.parametrize("cards", range(1, 11))
def test_every_chart_row_for_every_suit(suit: Card, cards: int) -> None:
    counted = cards + MODIFIER[suit]
    expected = 1 if counted < 1 else min(100, counted * counted)
    assert story_points(Story(suit, cards)) == expected


def test_worked_values() -> None:
    # International earns as if 2 cards larger: 3 cards -> 5 -> 25 CP.
    assert story_points(Story(Card.INTERNATIONAL, 3)) == 25
    assert story_points(Story(Card.NATIONAL, 3)) == 16
    assert story_points(Story(Card.WASHINGTON, 3)) == 9
    assert story_points(Story(Card.BUSINESS, 3)) == 4
    assert story_points(Story(Card.LOCAL, 3)) == 1


def test_clamp_low_and_high() -> None:
    # 1 CP is the lowest a story earns: Local with 1 or 2 cards counts as <= 0.
    assert story_points(Story(Card.LOCAL, 1)) == 1
    assert story_points(Story(Card.LOCAL, 2)) == 1
    assert story_points(Story(Card.BUSINESS, 1)) == 1
    # 100 CP is the highest: International 9 cards counts as 11.
    assert story_points(Story(Card.INTERNATIONAL, 9)) == 100
    assert story_points(Story(Card.INTERNATIONAL, 10, wilds=2, breaks=2)) == 100


def test_wilds_and_break_the_story_count() -> None:
    assert story_points(Story(Card.WASHINGTON, 2, wilds=1)) == 9
    # Break the Story: as if 2 cards larger, each copy.
    assert story_points(Story(Card.WASHINGTON, 2, breaks=1)) == 16
    assert story_points(Story(Card.WASHINGTON, 2, breaks=2)) == 36
    assert story_points(Story(Card.LOCAL, 1, breaks=1)) == 1
    assert story_points(Story(Card.LOCAL, 2, breaks=1)) == 4


def test_inside_scoop_only_the_biggest_story_of_a_suit_earns() -> None:
    stories = ((Story(Card.LOCAL, 4),), (Story(Card.LOCAL, 3),), (Story(Card.BUSINESS, 1),))
    report = circulation_phase(1, stories, (0, 0, 0), ties_score=True)
    assert report.story_points == ((4,), (0,), (1,))


def test_inside_scoop_break_the_story_does_not_count() -> None:
    stories = ((Story(Card.NATIONAL, 3, breaks=2),), (Story(Card.NATIONAL, 4),))
    assert inside_scoop(stories, ties_score=True) == {(1, 0)}
    report = circulation_phase(1, stories, (0, 0), ties_score=True)
    assert report.story_points == ((0,), (25,))


def test_inside_scoop_wilds_count() -> None:
    stories = ((Story(Card.NATIONAL, 3, wilds=2),), (Story(Card.NATIONAL, 4),))
    assert inside_scoop(stories, ties_score=True) == {(0, 0)}


def test_inside_scoop_ties_all_score_or_none() -> None:
    w = Card.WASHINGTON
    stories = ((Story(w, 3),), (Story(w, 3),), (Story(w, 2),))
    assert inside_scoop(stories, ties_score=True) == {(0, 0), (1, 0)}
    assert inside_scoop(stories, ties_score=False) == frozenset()
    report = circulation_phase(1, stories, (0, 0, 0), ties_score=False)
    assert report.story_points == ((0,), (0,), (0,))


def test_inside_scoop_defamed_story_is_gone() -> None:
    stories = ((Story(Card.LOCAL, 5, defamed=True),), (Story(Card.LOCAL, 3),))
    report = circulation_phase(1, stories, (0, 0), ties_score=True)
    assert report.story_points == ((0,), (1,))


def test_extra_extra_two_stories_each_compared_on_its_own() -> None:
    stories = (
        (Story(Card.INTERNATIONAL, 2), Story(Card.LOCAL, 4)),
        (Story(Card.INTERNATIONAL, 3),),
        (Story(Card.LOCAL, 3),),
    )
    report = circulation_phase(2, stories, (0, 0, 0), ties_score=True)
    assert report.story_points == ((0, 4), (25,), (0,))
    assert report.total(0) == 4


def test_editorial_is_a_flat_5_cp() -> None:
    report = circulation_phase(1, ((), (Story(Card.LOCAL, 1),)), (2, 1), ties_score=True)
    assert report.editorial_points == (10, 5)
    assert report.total(0) == 10
    assert report.total(1) == 6


# -- A player's two stories of one suit (Extra! Extra!) --------------------------
# "If two or more players play a story of the same suite, only the Story with
# the Most cards earns points. The other players earn nothing."


def test_one_players_two_stories_of_a_suit_do_not_compete() -> None:
    local = Card.LOCAL
    stories = ((Story(local, 4), Story(local, 3)), (Story(Card.BUSINESS, 1),))
    assert inside_scoop(stories, ties_score=True) == {(0, 0), (0, 1), (1, 0)}
    report = circulation_phase(1, stories, (0, 0), ties_score=False)
    assert report.story_points == ((4, 1), (1,))


def test_another_players_bigger_story_beats_both() -> None:
    n = Card.NATIONAL
    stories = ((Story(n, 4), Story(n, 3)), (Story(n, 5),))
    assert inside_scoop(stories, ties_score=True) == {(1, 0)}
    report = circulation_phase(1, stories, (0, 0), ties_score=True)
    assert report.story_points == ((0, 0), (36,))


def test_the_bigger_of_two_stories_beats_another_players_smaller_one() -> None:
    w = Card.WASHINGTON
    stories = ((Story(w, 4), Story(w, 2)), (Story(w, 3),))
    # Seat 0's 4-card story has the most cards; its 2-card story and seat 1's
    # 3-card story have fewer than another player's story.
    assert inside_scoop(stories, ties_score=True) == {(0, 0)}


def test_a_tie_with_another_player_follows_the_ties_option() -> None:
    w = Card.WASHINGTON
    stories = ((Story(w, 3), Story(w, 3)), (Story(w, 3),))
    assert inside_scoop(stories, ties_score=True) == {(0, 0), (0, 1), (1, 0)}
    assert inside_scoop(stories, ties_score=False) == frozenset()


def test_two_small_stories_of_a_suit_can_beat_one_story() -> None:
    """Why Extra! Extra!'s second story of the same suit is a real choice."""
    i, lo = Card.INTERNATIONAL, Card.LOCAL
    split = circulation_phase(1, ((Story(i, 1), Story(i, 1)),), (0,), ties_score=True)
    assert split.total(0) == 18 > story_points(Story(i, 2)) == 16
    split = circulation_phase(1, ((Story(lo, 1), Story(lo, 1)),), (0,), ties_score=True)
    assert split.total(0) == 2 > story_points(Story(lo, 2)) == 1
