"""Illegal and malformed input: IllegalAction (or ValueError for data) with a
clear message, and the state left as it was."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pressroom import IllegalAction
from pressroom.games.extrablatt import (
    Challenge,
    ChoosePile,
    ChooseSize,
    ExtraTurn,
    Pass,
    Pile,
    Place,
    PlaceDuck,
    Remove,
    Section,
    Take,
    WriteCheck,
)
from tests.extrablatt.helpers import GAME
from tests.protocol_checks import applied_or_refused, random_state

junk = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 25), st.text(max_size=4), st.floats(),
    st.sampled_from(list(Section)), st.sampled_from(list(Pile)),
    st.lists(st.integers(-1, 5), max_size=3), st.tuples(st.integers(-1, 5)),
    st.tuples(st.integers(-1, 5), st.integers(-1, 5)),
    st.sampled_from([1000, 6000, 12000, 4, 6, 12, 20]),
)
seats = st.one_of(st.integers(-1, 5), junk)
actions = st.one_of(
    st.builds(Take, seats, junk),
    st.builds(Remove, seats, junk),
    st.builds(Challenge, seats, junk, junk, junk),
    st.builds(WriteCheck, seats, junk),
    st.builds(ChooseSize, seats, junk),
    st.builds(Place, seats, junk, junk, junk, junk),
    st.builds(PlaceDuck, seats, junk),
    st.builds(ChoosePile, seats, junk),
    st.builds(ExtraTurn, seats),
    st.builds(Pass, seats),
    junk,
)


@given(seed=st.integers(0, 10**6), steps=st.integers(0, 300), action=actions)
def test_any_action_is_applied_or_refused_with_illegal_action(
    seed: int, steps: int, action: Any
) -> None:
    applied_or_refused(GAME, random_state(GAME, 3 + seed % 2, seed, steps), action)


def test_messages_name_the_rule_and_values() -> None:
    state = GAME.new_game(3, seed=4)
    seat = state.current
    other = (seat + 1) % 3
    cases = [
        ("hello", "is not an Extrablatt action"),
        (Take(7, 0), "seat 7 is not in this 3-player game"),
        (Take(other, 0), f"it is seat {seat}'s turn, not seat {other}'s"),
        (Take(seat, 9), "there are columns 0 to 4, not 9"),
        (ChooseSize(seat, 4), "ChooseSize is not an action of the choose step"),
        (Remove(seat, (0, 1, 2)), "name 1 or 2 columns"),
        (Remove(seat, [0]), "name 1 or 2 columns"),
    ]
    headline_column = next(c for c, stack in enumerate(state.fax) if stack and stack[0] < 30)
    cases.append(
        (Challenge(seat, headline_column, other), "a Time Card can only be played if it is")
    )
    for action, message in cases:
        with pytest.raises(IllegalAction, match=message.replace("(", r"\(")):
            GAME.apply(state, action)  # type: ignore[arg-type]


def test_tampered_state_json_is_refused() -> None:
    data = GAME.state_to_json(GAME.new_game(3, seed=2))
    data["removed"].append(0)  # a headline out of nowhere
    with pytest.raises(ValueError, match="104 FAX messages"):
        GAME.state_from_json(data)
    data = GAME.state_to_json(GAME.new_game(3, seed=2))
    data["checks"][0][0] = 13000
    with pytest.raises(ValueError, match="12 checks"):
        GAME.state_from_json(data)
    data = GAME.state_to_json(GAME.new_game(3, seed=2))
    data["marker_supply"] += 1
    with pytest.raises(ValueError, match="Extra Turn markers"):
        GAME.state_from_json(data)
    data = GAME.state_to_json(GAME.new_game(3, seed=2))
    data["round"] = "5"
    with pytest.raises(ValueError, match=r"\$\.round: expected an integer"):
        GAME.state_from_json(data)


def test_bad_options_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown Extrablatt options"):
        GAME.new_game(3, 1, {"speed": "fast"})
    with pytest.raises(ValueError, match="red_from must be one of"):
        GAME.new_game(3, 1, {"red_from": 10})
    with pytest.raises(ValueError, match="true or false"):
        GAME.new_game(3, 1, {"fold_joins_pages": "yes"})
    with pytest.raises(ValueError, match="bonus_ties must be one of"):
        GAME.new_game(3, 1, {"bonus_ties": "none"})
