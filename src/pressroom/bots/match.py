"""Bots playing a game: one seat per bot, every decision from a view.

>>> import pressroom
>>> from pressroom.bots import RandomBot
>>> game = pressroom.get_game("newsprint")
>>> record, state = play_game(game, [RandomBot(1), RandomBot(2)], seed=7)
>>> game.is_over(state), len(record.actions) > 0
(True, True)
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from pressroom.bots.base import Bot
from pressroom.core.protocol import Game
from pressroom.core.record import Record


class GameTooLong(RuntimeError):
    """A game ran past the number of actions it was allowed."""


def unfold(
    game: Game[Any, Any, Any], bots: Sequence[Bot], record: Record, state: Any,
    max_actions: int | None = None,
) -> Iterator[tuple[Record, Any]]:
    """Play from ``state`` (the last state of ``record``) to the end; yield
    the record and the state after every action.

    Each bot is given only its seat's view and legal actions. When several
    seats are to move (a simultaneous step) they are asked in seat order;
    their commitments are hidden from each other's views, so the order
    tells no one anything.
    """
    while True:
        movers = game.to_move(state)
        if not movers:
            return
        if max_actions is not None and len(record.actions) >= max_actions:
            raise GameTooLong(f"the game passed {max_actions} actions without ending")
        seat = movers[0]
        legal = game.legal_actions(state, seat)
        action = bots[seat].choose(game, game.view(state, seat), legal)
        record, state = record.play(game, state, action)
        yield record, state


def play_game(
    game: Game[Any, Any, Any], bots: Sequence[Bot], seed: int,
    options: Mapping[str, Any] | None = None, max_actions: int | None = None,
) -> tuple[Record, Any]:
    """A whole game, one bot per seat: the record and the final state."""
    record = Record.start(game, len(bots), seed, options)
    state = game.new_game(len(bots), seed, options)
    for step in unfold(game, bots, record, state, max_actions):
        record, state = step
    return record, state
