"""The demonstration: complete games played by random legal moves.

``python -m pressroom demo`` plays one game of every registered game at every
player count and prints the final circulation and the winners.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from pressroom.core.protocol import Game


def random_playout(game: Game[Any, Any, Any], num_players: int, seed: int) -> tuple[Any, int]:
    """Play a whole game choosing uniformly among legal actions; return the
    final state and the number of actions taken."""
    chooser = random.Random(seed)
    state = game.new_game(num_players, seed)
    steps = 0
    while not game.is_over(state):
        seat = chooser.choice(game.to_move(state))
        state = game.apply(state, chooser.choice(game.legal_actions(state, seat)))
        steps += 1
    return state, steps


def demo_lines(games: Iterable[Game[Any, Any, Any]], seed: int) -> Iterable[str]:
    for game in games:
        yield f"{game.name} (rules version {game.rules_version})"
        for n in game.player_counts:
            state, steps = random_playout(game, n, seed + n)
            scores = ", ".join(f"seat {s}: {v}" for s, v in enumerate(game.scores(state)))
            winners = " and ".join(f"seat {w}" for w in game.winners(state))
            yield f"  {n} players, {steps:4d} actions -> {scores}; won by {winners}"
