"""Random legal Penny Press games with the DESIGN.md invariants."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from pressroom.games.penny_press import (
    Assign,
    Done,
    Exclusive,
    GoToPress,
    Pass,
    Place,
    Reassign,
    Recall,
)
from pressroom.games.penny_press.components import ALL_STORIES
from pressroom.games.penny_press.game import conservation_problems
from pressroom.games.penny_press.state import PennyPressState
from tests.penny_press.helpers import GAME
from tests.protocol_checks import play_and_check


def universe(state: PennyPressState, seat: int) -> list[Any]:
    stories = list(ALL_STORIES[::3]) + [c.story for column in state.beats for c in column]
    actions: list[Any] = [Done(seat), GoToPress(seat), Pass(seat), Exclusive(seat, None)]
    for story in stories:
        actions += [Assign(seat, story, k) for k in (0, 1, 2, 6)]
        actions += [Recall(seat, story), Exclusive(seat, story)]
        actions += [Reassign(seat, story, other) for other in stories[:6]]
        actions += [
            Place(seat, story, r, c, u) for r in (0, 1, 3) for c in (0, 2) for u in (True, False)
        ]
    return actions


@st.composite
def settings(draw: st.DrawFn) -> tuple[int, dict[str, Any]]:
    n = draw(st.integers(2, 5))
    options: dict[str, Any] = {}
    if n == 2:
        options["two_player_double_turns"] = draw(st.booleans())
    if n >= 4:
        options["newsboy_strike"] = draw(st.booleans())
    return n, options


@given(setting=settings(), seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
def test_random_play_keeps_every_invariant(
    setting: tuple[int, dict[str, Any]], seed: int, choices: int
) -> None:
    n, options = setting
    state = play_and_check(
        GAME, n, seed, options, choices, universe, conservation_problems, max_steps=3000
    )
    assert state.edition.value == "final presses" or state.final_queue == ()
    presses = [r.seat for r in state.reports]
    assert max(presses.count(seat) for seat in range(n)) <= (3 if n >= 4 else 4)
    assert sum(state.end_bonus) >= 0
