"""The PettingZoo adapter, proven by PettingZoo's own tests (api_test and
seed_test) for every game and player count, and a random-agent loop that
plays every game to its end (rule options per case: `cases`)."""

from __future__ import annotations

import warnings

import pytest

import pressroom
from pressroom import encoding

pytest.importorskip("pettingzoo", reason="needs pettingzoo: pressroom[pettingzoo]")

from pettingzoo.test import api_test, seed_test

from pressroom.adapters.pettingzoo import env, raw_env
from tests.adapters.cases import CASES, options


@pytest.fixture(autouse=True)
def _quiet() -> None:
    # PettingZoo's api_test warns for every dict observation ("Observation is
    # not a NumPy array"), as it does for its own classic environments.
    warnings.filterwarnings("ignore", message="Observation", category=UserWarning)


@pytest.mark.parametrize(("name", "players"), CASES)
def test_api_test(name: str, players: int) -> None:
    api_test(env(name, num_players=players, **options(name, players)), num_cycles=100)


@pytest.mark.parametrize(("name", "players"), CASES)
def test_seed_test(name: str, players: int) -> None:
    seed_test(lambda: env(name, num_players=players, **options(name, players)), num_cycles=100)


@pytest.mark.parametrize("name", [game.name for game in encoding.supported_games()])
def test_raw_env_passes_the_api_test_over_a_whole_game(name: str) -> None:
    players = pressroom.get_game(name).player_counts.start
    api_test(raw_env(name, num_players=players), num_cycles=100_000)


@pytest.mark.parametrize(("name", "players"), CASES)
def test_random_agents_play_to_the_end(name: str, players: int) -> None:
    table = env(name, num_players=players, render_mode="ansi", **options(name, players))
    table.reset(seed=5)
    for agent in table.possible_agents:
        table.action_space(agent).seed(5)
    finished = set()
    for agent in table.agent_iter():
        observation, _reward, terminated, truncated, _ = table.last()
        if terminated or truncated:
            finished.add(agent)
            table.step(None)
            continue
        table.step(table.action_space(agent).sample(observation["action_mask"]))
    assert finished == set(table.possible_agents)
    assert table.unwrapped.game.is_over(table.unwrapped.state)
    assert isinstance(table.render(), str)


def test_an_agents_observation_is_its_view_only() -> None:
    table = raw_env("newsprint", num_players=3)
    table.reset(seed=2)
    game, state = table.game, table.state
    hidden = [game.determinize(state, 1, seed) for seed in range(3)]
    for other in hidden:
        table.state = other
        assert (table.observe("player_1")["observation"]
                == raw_observation(game, game.view(state, 1))).all()


def raw_observation(game: object, view: object) -> object:
    import numpy as np

    return np.asarray(encoding.observation(game, view), np.float32)  # type: ignore[arg-type]


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError, match="players"):
        raw_env("newsprint", num_players=1)
    with pytest.raises(ValueError):
        raw_env("newsprint", num_players=2, rounds="never")
    with pytest.raises(ValueError):
        raw_env("chess")
