"""The bots on every registered game. Searching bots need `game.sample`; a
game that cannot sample yet is skipped with the reason, not failed."""

from __future__ import annotations

from typing import Any

import pytest

import pressroom
from pressroom.bots import GreedyBot, ISMCTSBot, RandomBot, make_bot, play_game

GAMES = sorted(pressroom.GAMES)


def needs_sample(game: Any) -> None:
    state = game.new_game(game.player_counts.start, 0)
    try:
        game.sample(game.view(state, 0), 0)
    except (NotImplementedError, AttributeError):
        pytest.skip(f"{game.name} cannot sample states from views yet")


def midgame(game: Any, seed: int, actions: int = 25) -> Any:
    bot = RandomBot(seed)
    state = game.new_game(game.player_counts.start, seed)
    for _ in range(actions):
        movers = game.to_move(state)
        if not movers:
            break
        state = game.apply(state, bot.choose(game, None, game.legal_actions(state, movers[0])))
    return state


@pytest.mark.parametrize("name", GAMES)
def test_random_bots_finish_a_game(name: str) -> None:
    game = pressroom.get_game(name)
    n = game.player_counts.start
    record, state = play_game(game, [RandomBot(seat) for seat in range(n)], seed=3)
    assert game.is_over(state)
    assert pressroom.replay(record)[-1] == state


@pytest.mark.parametrize("name", GAMES)
def test_searching_bots_finish_a_game(name: str) -> None:
    game = pressroom.get_game(name)
    needs_sample(game)
    n = game.player_counts.start
    specs = ["greedy:2", "ismcts:8:rollout=8"] + ["random"] * (n - 2)
    _, state = play_game(game, [make_bot(s, seat) for seat, s in enumerate(specs)], seed=3)
    assert game.is_over(state)


@pytest.mark.parametrize("name", GAMES)
def test_bots_choose_alike_in_states_they_cannot_tell_apart(name: str) -> None:
    game = pressroom.get_game(name)
    needs_sample(game)
    for seed in range(3):
        state = midgame(game, seed)
        if game.is_over(state):
            continue
        seat = game.to_move(state)[0]
        view = game.view(state, seat)
        other = game.sample(view, seed + 100)
        assert game.view(other, seat) == view
        for make in (RandomBot, lambda s: GreedyBot(s, samples=2),
                     lambda s: ISMCTSBot(s, iterations=8, rollout=8)):
            choices = [
                make(seed).choose(game, game.view(s, seat), game.legal_actions(s, seat))
                for s in (state, other)
            ]
            assert choices[0] == choices[1]
