"""A bot registered outside pressroom and outside the game's module: worker
processes must import this module to build it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pressroom.bots import register_bot


class FirstBot:
    name = "first"

    def choose(self, game: Any, view: Any, legal_actions: Sequence[Any]) -> Any:
        return legal_actions[0]


register_bot("first", lambda seed, args: FirstBot())
