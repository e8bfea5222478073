"""The OpenSpiel adapter, proven by OpenSpiel's own checks: its random
simulation test (with serialization) for every game and player count, and
its MCTS bot playing complete games (rule options per case: `cases`)."""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pytest

import pressroom
from pressroom import encoding

pyspiel = pytest.importorskip("pyspiel", reason="needs open_spiel: pressroom[openspiel]")
mcts = pytest.importorskip("open_spiel.python.algorithms.mcts")

from pressroom.adapters.openspiel import register, short_name  # noqa: E402
from tests.adapters.cases import CASES, MCTS_OPTIONS, options  # noqa: E402

register()


def load(name: str, players: int, seed: int = 1, rules: dict[str, Any] | None = None) -> Any:
    game = pressroom.get_game(name)
    params = {"players": players, "seed": seed, "options": json.dumps(rules or {})}
    return pyspiel.load_game(short_name(game), params)


@pytest.mark.parametrize(("name", "players"), CASES)
def test_random_sim_test(name: str, players: int) -> None:
    game = load(name, players, rules=options(name, players))
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


@pytest.mark.parametrize("name", [game.name for game in encoding.supported_games()])
def test_mcts_bot_plays_a_complete_game(name: str) -> None:
    players = pressroom.get_game(name).player_counts.start
    game = load(name, players, rules=MCTS_OPTIONS.get(name))
    rng = np.random.RandomState(3)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=2, evaluator=evaluator,
                       random_state=rng)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(outcomes, p=probs)))
        elif state.current_player() == 0:
            state.apply_action(bot.step(state))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    returns = state.returns()
    assert sum(returns) == pytest.approx(1.0)
    assert all(0.0 <= r <= 1.0 for r in returns)


def test_strings_tensors_and_resampling_come_from_the_view() -> None:
    game = load("newsprint", 3)
    state = game.new_initial_state()
    state.apply_action(0)
    engine = pressroom.get_game("newsprint")
    inner = state.state
    assert state.observation_string(1) == str(engine.view(inner, 1))
    assert state.information_state_string(1) == repr(engine.view(inner, 1))
    assert len(state.information_state_tensor(1)) == game.information_state_tensor_size()
    sampled = state.resample_from_infostate(1, lambda: 0.25)
    assert engine.view(sampled.state, 1) == engine.view(inner, 1)
    text = pyspiel.serialize_game_and_state(game, state)
    _, back = pyspiel.deserialize_game_and_state(text)
    assert back.state == inner


def test_options_and_bad_parameters() -> None:
    options = json.dumps({"rounds": "until_all_pass"})
    game = pyspiel.load_game("python_pressroom_newsprint", {"players": 2, "options": options})
    state = game.new_initial_state()
    state.apply_action(0)
    assert state.state.options.rounds.value == "until_all_pass"
    with pytest.raises(Exception, match="players"):
        pyspiel.load_game("python_pressroom_newsprint", {"players": 9})


def test_several_options_survive_game_strings_and_serialization() -> None:
    # A game string ends a parameter at a comma: the game stores its options
    # with semicolons between members, and reads either form.
    game = load("extra-extra", 3, rules={"scenario": 6, "round_limit": 10})
    assert 'options={"round_limit":10;"scenario":6}' in str(game)
    again = pyspiel.load_game(str(game))
    state = again.new_initial_state()
    state.apply_action(4)
    assert (state.state.options.scenario, state.state.options.round_limit) == (6, 10)
    _, back = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
    assert back.state == state.state
    with pytest.raises(Exception, match="JSON object"):
        pyspiel.load_game("python_pressroom_newsprint", {"options": "[1]"})
