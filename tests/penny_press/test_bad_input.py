"""Illegal and malformed input: IllegalAction (ValueError for data) with a
clear message, and the state left as it was."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pressroom import IllegalAction
from pressroom.games.penny_press import (
    Assign,
    Beat,
    Done,
    Exclusive,
    Form,
    GoToPress,
    Pass,
    Place,
    Reassign,
    Recall,
    Story,
)
from tests.penny_press.helpers import GAME, A, W, board, s
from tests.protocol_checks import applied_or_refused, random_state

junk = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 9),
    st.text(max_size=4),
    st.floats(),
    st.sampled_from(list(Beat)),
    st.lists(st.integers(), max_size=2),
)
stories = st.one_of(
    st.builds(Story, st.sampled_from(list(Beat)), st.sampled_from(list(Form)), st.integers(0, 4)),
    st.builds(Story, junk, junk, junk),
    junk,
)
seats = st.one_of(st.integers(-1, 5), junk)
actions = st.one_of(
    st.builds(Assign, seats, stories, st.one_of(st.integers(-1, 6), junk)),
    st.builds(Recall, seats, stories),
    st.builds(Done, seats),
    st.builds(Reassign, seats, stories, stories),
    st.builds(GoToPress, seats),
    st.builds(Place, seats, stories, junk, junk, junk),
    st.builds(Place, seats, stories, st.integers(-1, 3), st.integers(-1, 4), st.booleans()),
    st.builds(Exclusive, seats, st.none() | stories),
    st.builds(Pass, seats),
    junk,
)


@given(seed=st.integers(0, 10**6), steps=st.integers(0, 300), action=actions)
def test_any_action_is_applied_or_refused(seed: int, steps: int, action: Any) -> None:
    applied_or_refused(GAME, random_state(GAME, 2 + seed % 4, seed, steps), action)


def test_messages() -> None:
    state = board(3, [(s(W, A), (1, 0, 0))])
    cases = [
        ("press", "is not a Penny Press action"),
        (Assign(4, s(W, A), 1), "seat 4 is not in this 3-player game"),
        (Assign(1, s(W, A), 1), "it is seat 0's turn, not seat 1's"),
        (Assign(0, s(W, A, 2), 1), "is not a story on the board"),
        (Assign(0, s(W, A), 5), "you have 4 reporters on your mat, not 5"),
        (Assign(0, s(W, A), 0), "assign at least one reporter"),
        (Recall(0, s(W, A, 3)), "is not a story on the board"),
        (Reassign(0, s(W, A), s(W, A)), "another story"),
        (Done(0), "Done is not possible now: choose assign, recall, reassign or press"),
        (Place(0, s(W, A), 0, 0), "Place is not possible now"),
    ]
    for action, message in cases:
        with pytest.raises(IllegalAction, match=message):
            GAME.apply(state, action)


def test_tampered_state_is_refused() -> None:
    data = GAME.state_to_json(GAME.new_game(3, 2))
    data["home"][0] = 6
    with pytest.raises(ValueError, match="exactly 5 reporters"):
        GAME.state_from_json(data)
    data = GAME.state_to_json(GAME.new_game(3, 2))
    data["supply"][0] = []
    with pytest.raises(ValueError, match="60 stories"):
        GAME.state_from_json(data)


def test_bad_options() -> None:
    with pytest.raises(ValueError, match="unknown Penny Press options"):
        GAME.new_game(4, 1, {"strike": True})
    with pytest.raises(ValueError, match="true or false"):
        GAME.new_game(4, 1, {"newsboy_strike": "yes"})
