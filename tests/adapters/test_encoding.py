"""pressroom.encoding: every action met in random play has an id that maps
back to it, ids are distinct, and observations have one fixed length and
depend on the view only."""

from __future__ import annotations

import random

import pytest

import pressroom
from pressroom import encoding

CASES = [
    (game.name, players) for game in encoding.supported_games()
    for players in game.player_counts
]


@pytest.mark.parametrize(("name", "players"), CASES)
def test_ids_and_observations_on_random_play(name: str, players: int) -> None:
    game = pressroom.get_game(name)
    size = encoding.observation_size(game, players)
    state = game.new_game(players, seed=11)
    rng = random.Random(11)
    steps = 0
    while not game.is_over(state) and steps < 400:
        for seat in game.to_move(state):
            legal = game.legal_actions(state, seat)
            ids = [encoding.action_id(game, action) for action in legal]
            assert len(set(ids)) == len(ids)
            assert all(0 <= i < encoding.num_actions(game) for i in ids)
            assert [encoding.action_from_id(game, i, seat) for i in ids] == list(legal)
        seat = rng.choice(game.to_move(state))
        if steps % 7 == 0:
            view = game.view(state, seat)
            vector = encoding.observation(game, view)
            assert len(vector) == size
            sampled = game.sample(view, steps)
            assert encoding.observation(game, game.view(sampled, seat)) == vector
        state = game.apply(state, rng.choice(game.legal_actions(state, seat)))
        steps += 1


@pytest.mark.parametrize("name", [game.name for game in encoding.supported_games()])
def test_the_same_action_has_the_same_id_for_every_seat(name: str) -> None:
    game = pressroom.get_game(name)
    for number in range(0, encoding.num_actions(game), 97):
        actions = [encoding.action_from_id(game, number, seat) for seat in range(2)]
        assert [encoding.action_id(game, a) for a in actions] == [number, number]
        assert [a.player for a in actions] == [0, 1]


def test_fields_name_every_slot() -> None:
    game = pressroom.get_game("newsprint")
    fields = encoding.observation_fields(game, 4)
    assert len(fields) == encoding.observation_size(game, 4)
    assert "hand_sizes#" in fields and "hand_sizes[3]" in fields


def test_refusals() -> None:
    game = pressroom.get_game("penny-press")
    with pytest.raises(pressroom.IllegalAction):
        encoding.action_from_id(game, encoding.num_actions(game), 0)
    with pytest.raises(pressroom.IllegalAction):
        encoding.action_from_id(game, True, 0)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="not a penny-press action"):
        encoding.action_id(game, "0:pass")


def test_every_game_is_supported_but_the_pending_ones() -> None:
    unsupported = {g.name for g in pressroom.GAMES.values() if not encoding.supports(g)}
    assert unsupported <= encoding.PENDING
