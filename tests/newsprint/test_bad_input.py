"""Illegal and malformed input: IllegalAction (or ValueError for data) with a
clear message, and the state left as it was."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pressroom import IllegalAction
from pressroom.games.newsprint import (
    Allow,
    Card,
    Discard,
    Done,
    Negate,
    NoStory,
    Pick,
    Play,
    PlayStory,
)
from tests.newsprint.helpers import GAME
from tests.protocol_checks import applied_or_refused, random_state

junk = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 9), st.text(max_size=4), st.floats(),
    st.sampled_from(list(Card)), st.lists(st.integers(), max_size=2),
)
seats = st.one_of(st.integers(-2, 8), junk)
cards = st.one_of(st.sampled_from(list(Card)), junk)
actions = st.one_of(
    st.builds(Pick, seats, cards),
    st.builds(Discard, seats, cards),
    st.builds(Done, seats),
    st.builds(Play, seats, cards, junk, junk),
    st.builds(PlayStory, seats, cards, junk, junk),
    st.builds(NoStory, seats),
    st.builds(Negate, seats),
    st.builds(Allow, seats),
    junk,
)


@given(seed=st.integers(0, 10**6), steps=st.integers(0, 400), action=actions)
def test_any_action_is_applied_or_refused_with_illegal_action(
    seed: int, steps: int, action: Any
) -> None:
    applied_or_refused(GAME, random_state(GAME, 2 + seed % 6, seed, steps), action)


def test_messages_name_the_rule_and_values() -> None:
    state = GAME.new_game(3, seed=4)
    cases = [
        ("hello", "is not a Newsprint action"),
        (Pick(5, Card.LOCAL), "seat 5 is not in this 3-player game"),
        (Pick(0, "Local"), "'Local' is not a Newsprint card"),
        (Done(0), "Done is not an action of the Scoop phase"),
        (Play(0, Card.REWRITE), "Play is not an action of the Scoop phase"),
    ]
    missing = next(c for c in Card if not state.hands[0][c])
    cases.append((Pick(0, missing), f"you have no {missing.title} card to pick and pass left"))
    for action, message in cases:
        with pytest.raises(IllegalAction, match=message.replace("(", r"\(")):
            GAME.apply(state, action)
    state = GAME.apply(state, GAME.legal_actions(state, 0)[0])
    waiting = r"seat 0 has no decision to make now; waiting for seats \[1, 2\]"
    with pytest.raises(IllegalAction, match=waiting):
        GAME.apply(state, GAME.legal_actions(GAME.new_game(3, seed=4), 0)[0])


def test_tampered_state_json_is_refused() -> None:
    data = GAME.state_to_json(GAME.new_game(3, seed=2))
    data["hands"][0][0] += 1  # a card out of nowhere
    with pytest.raises(ValueError, match="70 cards"):
        GAME.state_from_json(data)
    data = GAME.state_to_json(GAME.new_game(3, seed=2))
    data["turn"] = "5"
    with pytest.raises(ValueError, match=r"\$\.turn: expected an integer"):
        GAME.state_from_json(data)


def test_bad_options_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown Newsprint options"):
        GAME.new_game(3, 1, {"speed": "fast"})
    with pytest.raises(ValueError, match="order_of_play must be one of"):
        GAME.new_game(3, 1, {"order_of_play": "random"})
    with pytest.raises(ValueError, match="true or false"):
        GAME.new_game(3, 1, {"freedom_counters_freedom": "yes"})
