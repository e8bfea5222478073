"""`RandomBot`: a uniformly random legal action."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from pressroom.bots.base import parse_args, register_bot
from pressroom.core.protocol import Game


class RandomBot:
    """Chooses uniformly among the legal actions, from its seed.

    >>> import pressroom
    >>> game = pressroom.get_game("newsprint")
    >>> state = game.new_game(2, seed=1)
    >>> legal = game.legal_actions(state, 0)
    >>> RandomBot(5).choose(game, game.view(state, 0), legal) in legal
    True
    """

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, game: Game[Any, Any, Any], view: Any, legal_actions: Sequence[Any]) -> Any:
        return self._rng.choice(legal_actions)

    @classmethod
    def from_spec(cls, seed: int, args: Sequence[str]) -> RandomBot:
        parse_args("random", args, "seed", {})
        return cls(seed)


register_bot("random", RandomBot.from_spec)
