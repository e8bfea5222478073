"""Illegal and malformed input: IllegalAction (ValueError for data) with a
clear message, and the state left as it was."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pressroom import IllegalAction
from pressroom.core.actions import MalformedAction
from pressroom.games.penny_press import (
    Assign,
    Beat,
    Done,
    Exclusive,
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
    st.integers(),
    st.text(max_size=4),
    st.floats(),
    st.sampled_from(list(Beat)),
    st.lists(st.integers(), max_size=2),
)
stories = st.one_of(st.sampled_from(list(Story)), junk)
seats = st.one_of(st.integers(-1, 5), junk)
# An action class and the strategies of its fields, in order.
shapes = [
    (Assign, (seats, stories, st.one_of(st.integers(-1, 6), junk))),
    (Recall, (seats, stories)),
    (Done, (seats,)),
    (Reassign, (seats, stories, stories)),
    (GoToPress, (seats,)),
    (Place, (seats, stories, junk, junk, junk)),
    (Place, (seats, stories, st.integers(-1, 3), st.integers(-1, 4), st.booleans())),
    (Exclusive, (seats, st.none() | stories)),
    (Pass, (seats,)),
]


@given(seed=st.integers(0, 10**6), steps=st.integers(0, 300), data=st.data())
def test_any_action_is_applied_or_refused(seed: int, steps: int, data: st.DataObject) -> None:
    state = random_state(GAME, 2 + seed % 4, seed, steps)
    cls, fields = data.draw(st.sampled_from(shapes), label="action class")
    values = [data.draw(field) for field in fields]
    try:
        action = cls(*values)
    except MalformedAction as error:
        # Ill-typed fields never make an action: IllegalAction, short message.
        assert isinstance(error, IllegalAction) and len(str(error)) < 400
        return
    applied_or_refused(GAME, state, action)
    applied_or_refused(GAME, state, data.draw(junk))


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
        (Done(0), "Done is not an action of the action step"),
        (Place(0, s(W, A), 0, 0), "Place is not an action of the action step"),
    ]
    for action, message in cases:
        with pytest.raises(IllegalAction, match=message):
            GAME.apply(state, action)


def test_bad_options() -> None:
    with pytest.raises(ValueError, match="unknown Penny Press options"):
        GAME.new_game(4, 1, {"strike": True})
    with pytest.raises(ValueError, match="must be one of"):
        GAME.new_game(4, 1, {"newsboy_strike": "yes"})


def test_ill_typed_fields_never_make_an_action() -> None:
    # A story is one of the 60 tiles, never text, a number or a list; a
    # count is an int, never a float or a bool.
    builders = (
        lambda v: Assign(0, v, 1), lambda v: Recall(0, v), lambda v: Reassign(0, v, s(W, A)),
        lambda v: Place(0, v, 0, 0), lambda v: Exclusive(0, v),
    )
    cases = [(build, v) for build in builders
             for v in ("x" * 10**6, 10**5000, [[[[]]]], 0, Beat.WAR)]
    cases += [(lambda v: Assign(0, s(W, A), v), v) for v in (1.0, True, None, "1")]
    for build, value in cases:
        with pytest.raises(IllegalAction) as caught:
            build(value)
        assert len(str(caught.value)) < 200
