"""Illegal and malformed input: IllegalAction (or ValueError for data) with a
clear, bounded message, and the state left as it was."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pressroom import IllegalAction
from pressroom.core.actions import MalformedAction
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
    hand,
)
from pressroom.games.newsprint.state import Phase
from tests.newsprint.helpers import GAME, deal
from tests.protocol_checks import applied_or_refused, random_state

# Well-typed actions with any values, huge and negative numbers included.
numbers = st.one_of(st.integers(-3, 12), st.integers(), st.sampled_from([2**64, -(10**30)]))
seats = st.one_of(st.integers(-2, 8), numbers)
cards = st.sampled_from(list(Card))
maybe = st.one_of(st.none(), numbers)
actions = st.one_of(
    st.builds(Pick, seats, cards),
    st.builds(Discard, seats, cards),
    st.builds(Done, seats),
    st.builds(Play, seats, cards, maybe, maybe),
    st.builds(PlayStory, seats, cards, numbers, numbers),
    st.builds(NoStory, seats),
    st.builds(Negate, seats),
    st.builds(Allow, seats),
    st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=4), st.floats(),
              cards, st.lists(st.integers(), max_size=2)),
)


@given(seed=st.integers(0, 10**6), steps=st.integers(0, 400), action=actions)
def test_any_action_is_applied_or_refused_with_illegal_action(
    seed: int, steps: int, action: Any
) -> None:
    applied_or_refused(GAME, random_state(GAME, 2 + seed % 6, seed, steps), action)


junk = st.one_of(st.none(), st.booleans(), st.floats(), st.text(max_size=4),
                 st.lists(st.integers(), max_size=2))


@given(data=st.data())
def test_actions_of_the_wrong_field_types_cannot_be_built(data: st.DataObject) -> None:
    cls, fields = data.draw(st.sampled_from([
        (Pick, ("player", "card")), (Discard, ("player", "card")), (Done, ("player",)),
        (Play, ("player", "card", "target", "story")),
        (PlayStory, ("player", "suit", "cards", "wilds")),
        (NoStory, ("player",)), (Negate, ("player",)), (Allow, ("player",)),
    ]))
    good = {"player": 0, "card": Card.LOCAL, "target": None, "story": None,
            "suit": Card.LOCAL, "cards": 1, "wilds": 0}
    values = {name: good[name] for name in fields}
    wrong = data.draw(st.sampled_from(fields))
    value = data.draw(junk.filter(lambda v: v is not None or wrong in ("player", "card", "suit",
                                                                        "cards", "wilds")))
    values[wrong] = value
    with pytest.raises(MalformedAction, match=wrong):
        cls(**values)


def test_messages_name_the_rule_and_values() -> None:
    state = GAME.new_game(3, seed=4)
    cases = [
        ("hello", "is not a Newsprint action"),
        (Pick(5, Card.LOCAL), "seat 5 is not in this 3-player game"),
        (Pick(10**5000, Card.LOCAL), "seat an integer of 5001 digits is not in this"),
        (Done(0), "Done is not an action of the Scoop phase"),
        (Play(0, Card.REWRITE), "Play is not an action of the Scoop phase"),
    ]
    missing = next(c for c in Card if not hand.count(state.hands[0], c))
    cases.append((Pick(0, missing), f"you have no {missing.title} card to pick and pass left"))
    for action, message in cases:
        with pytest.raises(IllegalAction, match=message.replace("(", r"\(")):
            GAME.apply(state, action)
    state = GAME.apply(state, GAME.legal_actions(state, 0)[0])
    waiting = r"seat 0 has no decision to make now; waiting for seats \[1, 2\]"
    with pytest.raises(IllegalAction, match=waiting):
        GAME.apply(state, GAME.legal_actions(GAME.new_game(3, seed=4), 0)[0])


def test_huge_numbers_in_actions_give_short_messages() -> None:
    story = deal([[Card.LOCAL], [Card.NATIONAL]], Phase.STORY)
    for action in (PlayStory(0, Card.LOCAL, 10**5000, 0), PlayStory(0, Card.LOCAL, 1, 2**64),
                   PlayStory(0, Card.LOCAL, -(10**4000), 0)):
        reason = GAME.why_illegal(story, action)
        assert reason is not None and len(reason) < 200
    turn = deal([[Card.RED_HERRING, Card.BREAK_THE_STORY], []], Phase.INVESTIGATION)
    reason = GAME.why_illegal(turn, Play(0, Card.RED_HERRING, 10**5000))
    assert reason is not None and "an integer of 5001 digits" in reason


def test_tampered_state_json_is_refused() -> None:
    data = GAME.state_to_json(GAME.new_game(3, seed=2))
    data["cards"]["hands"] += 1  # a card out of nowhere (seat 0's last face)
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
    with pytest.raises(ValueError, match=r"freedom_counters_freedom must be one of \[False, Tr"):
        GAME.new_game(3, 1, {"freedom_counters_freedom": "yes"})
    with pytest.raises(ValueError, match="rounds must be one of"):
        GAME.new_game(3, 1, {"rounds": "twice"})
    with pytest.raises(ValueError, match="extra_extra must be one of"):
        GAME.new_game(3, 1, {"extra_extra": 2})
