"""pressroom: rules engines for four newspaper games.

>>> import pressroom
>>> game = pressroom.get_game("newsprint")
>>> state = game.new_game(num_players=2, seed=1)
>>> sorted(pressroom.GAMES)
['extra-extra', 'extrablatt', 'newsprint', 'penny-press']
"""

from __future__ import annotations

from typing import Any

from pressroom.core.protocol import Game, IllegalAction
from pressroom.core.record import Record, states
from pressroom.games.extra_extra import EXTRA_EXTRA
from pressroom.games.extrablatt import EXTRABLATT
from pressroom.games.newsprint import NEWSPRINT
from pressroom.games.penny_press import PENNY_PRESS

GAMES: dict[str, Game[Any, Any, Any]] = {
    game.name: game for game in (EXTRA_EXTRA, EXTRABLATT, NEWSPRINT, PENNY_PRESS)
}


def get_game(name: str) -> Game[Any, Any, Any]:
    """The game called ``name``: one of `GAMES`."""
    try:
        return GAMES[name]
    except (KeyError, TypeError):
        raise ValueError(f"no game called {name!r}; pressroom has {sorted(GAMES)}") from None


def replay(record: Record) -> tuple[Any, ...]:
    """Every state of a recorded game, first to last."""
    return tuple(states(get_game(record.game), record))


def record_to_json(record: Record, last: Any = None) -> dict[str, Any]:
    """Plain data for ``record``, with the digest of its last state (pass
    ``last`` to save replaying the game to find it)."""
    return record.to_json(get_game(record.game), last)


def record_from_json(data: Any) -> Record:
    """A record from plain data; malformed data raises `ValueError`."""
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        raise ValueError("malformed record: expected an object with a game name")
    return Record.from_json(get_game(data["game"]), data)


__all__ = [
    "GAMES",
    "Game",
    "IllegalAction",
    "Record",
    "get_game",
    "record_from_json",
    "record_to_json",
    "replay",
]
