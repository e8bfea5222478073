"""The public protocol, checked the same way for every registered game."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import pressroom
from pressroom import IllegalAction

GAMES = sorted(pressroom.GAMES.values(), key=lambda game: game.name)
ids = [game.name for game in GAMES]

data_junk = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=5)),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=10,
)


def first_state(game: Any) -> Any:
    return game.new_game(game.player_counts.start, seed=1)


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_protocol_names(game: Any) -> None:
    assert pressroom.get_game(game.name) is game
    assert isinstance(game.rules_version, str)
    assert isinstance(game.player_counts, range)
    for name in (
        "new_game", "to_move", "legal_actions", "apply", "is_over", "scores", "winners",
        "view", "determinize", "state_to_json", "state_from_json", "action_to_json",
        "action_from_json", "parse_action",
    ):
        assert callable(getattr(game, name)), name


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_player_counts_outside_the_range_are_refused(game: Any) -> None:
    for n in (game.player_counts.start - 1, game.player_counts.stop, "3", True, None):
        with pytest.raises(ValueError, match="players"):
            game.new_game(n, seed=1)
    with pytest.raises(ValueError, match="seed"):
        game.new_game(game.player_counts.start, seed="1")
    with pytest.raises(ValueError, match="unknown"):
        game.new_game(game.player_counts.start, seed=1, options={"no such option": 1})


@pytest.mark.parametrize("game", GAMES, ids=ids)
@given(data=data_junk)
def test_malformed_json_is_a_value_error(game: Any, data: Any) -> None:
    for load in (game.state_from_json, game.action_from_json):
        with pytest.raises(ValueError, match="malformed"):
            load(data)


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_json_is_plain_data_and_names_no_code(game: Any) -> None:
    state = first_state(game)
    text = json.dumps(game.state_to_json(state))
    assert game.state_from_json(json.loads(text)) == state
    data = json.loads(text)
    data["$type"] = "os.system"
    with pytest.raises(ValueError, match="malformed"):
        game.state_from_json(data)


@pytest.mark.parametrize("game", GAMES, ids=ids)
@given(text=st.text(max_size=30))
def test_parse_action_refuses_garbage(game: Any, text: str) -> None:
    state = first_state(game)
    seat = game.to_move(state)[0]
    legal = {str(a) for a in game.legal_actions(state, seat)}
    try:
        action = game.parse_action(state, seat, text)
    except IllegalAction as error:
        assert "is not a legal action" in str(error)
    else:
        assert str(action) in legal


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_notation_round_trip(game: Any) -> None:
    state = first_state(game)
    seat = game.to_move(state)[0]
    for action in game.legal_actions(state, seat):
        assert game.parse_action(state, seat, str(action)) == action
        assert game.parse_action(state, seat, str(action).split(":", 1)[1]) == action


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_seats_outside_the_game(game: Any) -> None:
    state = first_state(game)
    n = state.num_players
    for seat in (n, -1, "0"):
        with pytest.raises(IllegalAction):
            game.view(state, seat)
        assert game.legal_actions(state, seat) == ()
    assert game.view(state, None).seat is None


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_same_game_in_another_process(game: Any) -> None:
    """No dependence on hash seeds, set order or dict order."""
    code = (
        "import json, random, pressroom\n"
        f"game = pressroom.get_game({game.name!r})\n"
        f"state = game.new_game({game.player_counts.stop - 1}, seed=5)\n"
        "chooser = random.Random(5)\n"
        "for _ in range(150):\n"
        "    if game.is_over(state): break\n"
        "    seat = chooser.choice(game.to_move(state))\n"
        "    state = game.apply(state, chooser.choice(game.legal_actions(state, seat)))\n"
        "print(json.dumps(game.state_to_json(state), sort_keys=True))\n"
    )
    outputs = {
        subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True,
            env={"PYTHONHASHSEED": seed, "PATH": ""},
        ).stdout
        for seed in ("1", "2")
    }
    assert len(outputs) == 1
