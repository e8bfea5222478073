"""The front page: the top-beat maxima and one-story-at-a-time layout."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pressroom import IllegalAction
from pressroom.core.grid import placement_candidates, touches_edge
from pressroom.games.penny_press import Exclusive, GoToPress, Phase, Place
from pressroom.games.penny_press.components import FORM_SHAPES, PAGE, Form
from pressroom.games.penny_press.layout import _CANONICAL, _mirrored, best_top
from pressroom.games.penny_press.state import PennyPressState
from tests.penny_press.helpers import CC, GAME, HC, NYC, A, B, C, D, P, W, board, play, s


def brute_force(forms: tuple[Form, ...], occupied: int) -> tuple[int, int]:
    """Every way to place or leave out each story: the best (touching, placed)."""
    options = []
    for form in forms:
        spots = [None] + [
            (mask, touches_edge(PAGE, mask, "top"))
            for _, mask in placement_candidates(PAGE, FORM_SHAPES[form])
        ]
        options.append(spots)
    best = (0, 0)
    for choice in itertools.product(*options):
        used, touching, placed = occupied, 0, 0
        for spot in choice:
            if spot is None:
                continue
            mask, top = spot
            if mask & used:
                break
            used |= mask
            touching, placed = touching + top, placed + 1
        else:
            best = max(best, (touching, placed))
    return best


@given(
    forms=st.lists(st.sampled_from(list(Form)), max_size=4),
    ad=st.none() | st.tuples(st.integers(0, 2), st.integers(0, 3)),
)
def test_best_top_agrees_with_brute_force(forms: list[Form], ad: tuple[int, int] | None) -> None:
    occupied = PAGE.mask([ad]) if ad else 0
    assert best_top(occupied, tuple(sorted(forms))) == brute_force(tuple(forms), occupied)


@given(
    forms=st.lists(st.sampled_from(list(Form)), max_size=4),
    occupied=st.integers(0, (1 << PAGE.width * PAGE.height) - 1),
)
def test_best_top_agrees_with_brute_force_on_any_page(forms: list[Form], occupied: int) -> None:
    """The memo keeps a page and its mirror image as one entry: both must
    get their own page's answer, whichever was searched first."""
    mirrored = PAGE.mask(
        (row, PAGE.width - 1 - col) for row, col in PAGE.squares(occupied)
    )
    assert _mirrored(occupied) == mirrored
    assert _CANONICAL[occupied] == _CANONICAL[mirrored] == min(occupied, mirrored)
    for page in (mirrored, occupied):
        assert best_top(page, tuple(sorted(forms))) == brute_force(tuple(forms), page)


def test_maxima_on_hand_made_claims() -> None:
    assert best_top(0, (D, D)) == (2, 2)
    assert best_top(0, (A, D, D)) == (2, 2)  # the page is full after two Ds
    assert best_top(0, (C, C, C)) == (2, 2)
    assert best_top(0, (A, A, A, A, A, A)) == (4, 6)
    # An advertisement in the top-left corner leaves room for one D only.
    assert best_top(PAGE.mask([(0, 0)]), (D, D)) == (1, 1)
    # Four B stories stand upright side by side, all touching the top.
    assert best_top(0, (B, B, B, B)) == (4, 4)
    assert best_top(PAGE.mask([(0, 1)]), (B, B, B, B)) == (3, 3)


def press_state(
    claims: list[tuple[object, ...]], arrows: tuple[int, ...], **kw: object
) -> PennyPressState:
    stories = [(story, (1, 0)) for story in claims]
    return board(2, stories, adjust=False, arrows=arrows, **kw)  # type: ignore[arg-type]


def test_top_beats_tie_and_layout_must_reach_the_maxima() -> None:
    # War and Politics both at value 5 (positions 7 and 8): both are top beats.
    state = press_state([s(W, D), s(P, D)], arrows=(7, 2, 2, 8, 2))
    state = GAME.apply(state, GoToPress(0))
    assert state.phase is Phase.LAYOUT
    assert state.page is not None
    assert state.page.top_beats == (True, False, False, True, False)
    assert state.page.target == (2, 2)
    # Laying the first D across the bottom rows would leave no room for the other.
    with pytest.raises(IllegalAction, match="top-beat rule"):
        GAME.apply(state, Place(0, s(W, D), 1, 0, False))
    legal = GAME.legal_actions(state, 0)
    assert Place(0, s(W, D), 0, 0, True) in legal
    assert all(a.row == 0 for a in legal if isinstance(a, Place))
    state = play(state, Place(0, s(W, D), 0, 0, True))
    assert GAME.legal_actions(state, 0) == (Place(0, s(P, D), 0, 2, True),)
    state = GAME.apply(state, Place(0, s(P, D), 0, 2, True))
    # Both stories are top-beat stories: no exclusive to name; the press is over.
    report = state.reports[-1]
    assert (report.story_points, report.empty_penalty, report.page_points) == (10, 0, 10)


def test_other_stories_fill_the_rest_and_the_exclusive() -> None:
    state = press_state([s(HC, D, 2), s(CC, A), s(NYC, A)], arrows=(2, 3, 3, 2, 9))
    state = GAME.apply(state, GoToPress(0))
    assert state.page is not None and state.page.target == (1, 1)
    state = play(
        state,
        Place(0, s(HC, D, 2), 0, 0, True),
        Place(0, s(CC, A), 0, 2, True),
        Place(0, s(NYC, A), 0, 3, True),
    )
    assert state.phase is Phase.EXCLUSIVE
    assert GAME.legal_actions(state, 0) == (
        Exclusive(0, None),
        Exclusive(0, s(CC, A)),
        Exclusive(0, s(NYC, A)),
    )
    state = GAME.apply(state, Exclusive(0, s(CC, A)))
    report = state.reports[-1]
    # HC 6 + CC 3 (twice) + NYC 3; the bottom row's (2, 2) and (2, 3) are empty.
    assert (report.story_points, report.empty_penalty, report.page_points) == (15, 2, 13)
    assert report.exclusive == s(CC, A)
    assert state.published[0] == (s(HC, D, 2), s(CC, A), s(NYC, A))


def test_advertisement_in_the_top_row_limits_the_maxima() -> None:
    state = press_state(
        [s(W, D), s(W, D, 2)], arrows=(9, 2, 2, 2, 2), advertisements=((0, 0), None)
    )
    state = GAME.apply(state, GoToPress(0))
    assert state.page is not None and state.page.target == (1, 1)
    state = GAME.apply(state, GAME.legal_actions(state, 0)[0])
    assert state.phase is Phase.ACTION  # nothing else fits: the press is over
    report = state.reports[-1]
    assert len(report.unplaced) == 1
    assert report.unplaced_penalty == 6
    # The unplaced story went back on top of its stack (the 3-star below it).
    assert state.supply[W][D] == (report.unplaced[0].stars, 3)
    assert state.advertisements[0] is not None  # the new headline card's advertisement


def test_place_refuses_bad_positions() -> None:
    state = GAME.apply(press_state([s(W, D)], arrows=(9, 2, 2, 2, 2)), GoToPress(0))
    for action, message in [
        (Place(0, s(W, D), 1, 0, True), "does not fit"),
        (Place(0, s(W, C), 0, 0, True), "not one of your claimed stories"),
        (Place(1, s(W, D), 0, 0, True), "seat 0's turn"),
    ]:
        with pytest.raises(IllegalAction, match=message):
            GAME.apply(state, action)
    with pytest.raises(IllegalAction, match=r"Place\.col must be an integer"):
        Place(0, s(W, D), 0, "0", True)  # type: ignore[arg-type]
    c_state = GAME.apply(press_state([s(W, C)], arrows=(9, 2, 2, 2, 2)), GoToPress(0))
    with pytest.raises(IllegalAction, match="does not fit"):
        GAME.apply(c_state, Place(0, s(W, C), 0, 0, False))  # a square has one way up


def test_layout_steps_never_dead_end() -> None:
    # Whatever legal placements are chosen, the page reaches the maxima: all
    # three top-beat (War) stories placed, all touching the top edge.
    state = press_state([s(W, A), s(W, B), s(W, C), s(P, A), s(P, B)], arrows=(9, 2, 2, 2, 2))
    start = GAME.apply(state, GoToPress(0))
    assert start.page is not None and start.page.target == (3, 3)
    finished = 0
    frontier = [start]
    while frontier:
        st = frontier.pop()
        if st.phase is Phase.EXCLUSIVE:
            st = GAME.apply(st, Exclusive(0, None))
        if st.phase is not Phase.LAYOUT:
            war = [x for x in st.reports[-1].placed if x.beat is W]
            assert len(war) == 3
            finished += 1
            continue
        assert GAME.legal_actions(st, 0), "a layout step must always be possible"
        frontier.extend(GAME.apply(st, a) for a in GAME.legal_actions(st, 0)[::4])
    assert finished >= 9


def test_an_unplaced_story_goes_back_in_star_order() -> None:
    # "Stories are always taken from the top of the supply stack, in order of
    # star value": a 3-star story that did not fit goes under the 1-star
    # story left on its stack, so the next W-D drawn is still the 1-star.
    state = press_state(
        [s(W, D, 2), s(W, D, 3)], arrows=(9, 2, 2, 2, 2), advertisements=((0, 0), None)
    )
    assert state.supply[W][D] == (1,)
    state = GAME.apply(state, GoToPress(0))
    state = GAME.apply(state, Place(0, s(W, D, 2), 0, 1, True))
    assert state.reports[-1].unplaced == (s(W, D, 3),)
    assert state.supply[W][D] == (1, 3)
