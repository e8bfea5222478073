"""pressroom: rules engines for four newspaper games.

>>> import pressroom
>>> game = pressroom.get_game("newsprint")
>>> state = game.new_game(num_players=2, seed=1)
>>> sorted(pressroom.GAMES)
['extra-extra', 'extrablatt', 'newsprint', 'penny-press']
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping, MutableMapping
from typing import Any

from pressroom.core.protocol import Game, IllegalAction
from pressroom.core.record import Record, states

# Where each built-in game lives: name -> (module, attribute).
BUILT_IN_GAMES = {
    "extra-extra": ("pressroom.games.extra_extra", "EXTRA_EXTRA"),
    "extrablatt": ("pressroom.games.extrablatt", "EXTRABLATT"),
    "newsprint": ("pressroom.games.newsprint", "NEWSPRINT"),
    "penny-press": ("pressroom.games.penny_press", "PENNY_PRESS"),
}


class _Registry(MutableMapping[str, Game[Any, Any, Any]]):
    """Game name -> game. The built-in games are imported when first asked
    for: a process that plays one game (the command) does not import the
    other three. Other games may be added."""

    def __init__(self) -> None:
        # A game, or where to import it from; in the order games were added.
        self._entries: dict[str, Game[Any, Any, Any] | tuple[str, str]] = dict(BUILT_IN_GAMES)

    def __getitem__(self, name: str) -> Game[Any, Any, Any]:
        entry = self._entries[name]
        if isinstance(entry, tuple):
            module, attribute = entry
            entry = self._entries[name] = getattr(importlib.import_module(module), attribute)
        return entry

    def __setitem__(self, name: str, game: Game[Any, Any, Any]) -> None:
        self._entries[name] = game

    def __delitem__(self, name: str) -> None:
        del self._entries[name]

    def __contains__(self, name: object) -> bool:
        return name in self._entries

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def __repr__(self) -> str:
        return f"<pressroom games {sorted(self)}>"


GAMES: MutableMapping[str, Game[Any, Any, Any]] = _Registry()


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
    if not isinstance(data, Mapping) or not isinstance(data.get("game"), str):
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
