"""Beat values and scoops, front-page scoring, the end-game bonus and the
winner's tie-break."""

from __future__ import annotations

import pytest

from pressroom.core.grid import Placement
from pressroom.games.penny_press.components import FORM_SHAPES, SCOOP, VALUE, Story
from pressroom.games.penny_press.scoring import end_game_bonus, score_front_page, winners
from pressroom.games.penny_press.state import FrontPage
from tests.penny_press.helpers import CC, HC, NYC, A, B, C, D, P, W, s

VALUES = {0: 0, 1: 1, 2: 2, 3: 3, 4: 3, 5: 4, 6: 4, 7: 5, 8: 5, 9: 6}
SCOOPS = {0: 0, 1: 0, 2: 1, 3: 1, 4: 1, 5: 2, 6: 2, 7: 2, 8: 3, 9: 3}


@pytest.mark.parametrize("position", range(10))
def test_value_and_scoop_at_every_arrow_position(position: int) -> None:
    assert VALUE[position] == VALUES[position]
    assert SCOOP[position] == SCOOPS[position]


def test_the_arrow_never_passes_six() -> None:
    assert len(VALUE) == 10 and max(VALUE) == 6


def laid(story: Story, row: int, col: int, upright: bool = True) -> tuple[Story, Placement]:
    shape = FORM_SHAPES[story.form]
    if not upright:
        shape = shape.orientations()[1]
    return story, Placement(shape, row, col)


def page(
    placed: list[tuple[Story, Placement]],
    unplaced: tuple[Story, ...] = (),
    ad: tuple[int, int] | None = None,
) -> FrontPage:
    return FrontPage(unplaced, tuple(placed), ad, (False,) * 5, (0, 0))


VALS = (2, 3, 4, 5, 6)  # War 2, Crime 3, NYC 4, Politics 5, Human 6


def test_empty_page_costs_16_but_scores_zero() -> None:
    score = score_front_page(page([]), VALS, None)
    assert (score.story_points, score.empty_penalty, score.unplaced_penalty) == (0, 16, 0)
    assert score.total == 0


def test_full_page() -> None:
    # Two D stories (3x2 upright) fill the 3x4 page.
    full = [laid(s(W, D), 0, 0), laid(s(P, D), 0, 2)]
    score = score_front_page(page(full), VALS, None)
    assert (score.story_points, score.empty_penalty, score.total) == (7, 0, 7)


def test_empty_squares_cost_two_in_the_top_row_and_one_below() -> None:
    # A C story (2x2) in the bottom-left corner: empty top row 4 x 2, then 2 + 2 x 1.
    score = score_front_page(page([laid(s(HC, C), 1, 0)]), VALS, None)
    assert score.empty_penalty == 8 + 2 + 2
    assert score.story_points == 6
    assert score.total == 0  # 6 - 12, floored at 0


def test_advertisement_square_counts_as_filled() -> None:
    stories = [laid(s(W, D), 0, 0), laid(s(P, B), 0, 2), laid(s(NYC, A), 0, 3)]
    # Left empty: (2, 3). With the advertisement there the page is full.
    assert score_front_page(page(stories), VALS, None).empty_penalty == 1
    assert score_front_page(page(stories, ad=(2, 3)), VALS, None).empty_penalty == 0
    top_ad = [laid(s(W, D), 0, 0), laid(s(P, A), 1, 2), laid(s(NYC, A), 1, 3)]
    assert score_front_page(page(top_ad, ad=(0, 3)), VALS, None).empty_penalty == 2


def test_exclusive_scores_double() -> None:
    stories = [laid(s(W, D), 0, 0), laid(s(P, D), 0, 2)]
    assert score_front_page(page(stories), VALS, s(W, D)).story_points == 2 + 2 + 5


def test_a_story_that_does_not_fit_costs_its_value() -> None:
    stories = [laid(s(W, D), 0, 0), laid(s(P, D), 0, 2)]
    score = score_front_page(page(stories, unplaced=(s(HC, A), s(CC, B))), VALS, None)
    assert score.unplaced_penalty == 6 + 3
    assert score.total == 0  # 7 - 9, floored


def test_floor_is_on_the_total() -> None:
    stories = [laid(s(HC, D), 0, 0), laid(s(P, B), 0, 2)]  # 11 points, 3 empty below
    score = score_front_page(page(stories), VALS, None)
    assert (score.story_points, score.empty_penalty, score.total) == (11, 2 + 1 + 1, 7)


def test_rulebook_end_game_example() -> None:
    # The Times, The Herald and The World all published Politics stories; the
    # Politics marker is at 7. The Herald's three stories and the Times' one
    # both make 3 stars: both score 7; The World scores nothing.
    times = (s(P, D, 3),)
    herald = (s(P, A, 1), s(P, B, 1), s(P, C, 1))
    world = (s(P, B, 2),)
    bonus = (2, 2, 2, 7, 2)
    assert end_game_bonus((times, herald, world), bonus) == (7, 7, 0)


def test_end_game_bonus_per_beat_and_none_for_no_stars() -> None:
    published = ((s(W, A, 3), s(CC, A, 1)), (s(W, B, 2), s(CC, B, 2)), ())
    assert end_game_bonus(published, (5, 4, 9, 9, 9)) == (5, 4, 0)


def test_winner_tie_break_most_stories_then_shared() -> None:
    assert winners((30, 30, 12), ((s(W, A),), (s(W, B), s(CC, A)), ())) == (1,)
    assert winners((30, 30), ((s(W, A),), (s(W, B),))) == (0, 1)
    assert winners((31, 30), ((), (s(W, B),))) == (0,)


def test_the_4x3_page_holds_each_form_in_the_supplements_sizes() -> None:
    sizes = {f: (FORM_SHAPES[f].width, FORM_SHAPES[f].height) for f in (A, B, C, D)}
    assert sizes == {A: (1, 2), B: (1, 3), C: (2, 2), D: (2, 3)}
