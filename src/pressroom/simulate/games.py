"""One simulated game: its seed, its line-up, its result as plain data.

Everything a worker needs travels as a `Job` (plain, picklable values), and
every game's seed and bot seeds are derived from the master seed and the
game's index alone. So a game's result does not depend on which worker
played it, in which process or on which machine, nor on how the games were
split into chunks.
"""

from __future__ import annotations

import hashlib
import importlib
import pickle
import traceback
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import attrs

from pressroom.bots.base import make_bot
from pressroom.bots.match import unfold
from pressroom.core.protocol import Game
from pressroom.core.record import Record


def derive_seed(*parts: int) -> int:
    """A 63-bit seed from integers, the same in every process.

    >>> derive_seed(2026, 0) == derive_seed(2026, 0) != derive_seed(2026, 1)
    True
    """
    digest = hashlib.blake2b(":".join(map(str, parts)).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def game_reference(game: Game[Any, Any, Any]) -> tuple[str, str]:
    """The game's name and the module defining its class: enough for a worker
    to find the game again, registered in `pressroom.GAMES` or not."""
    return game.name, type(game).__module__


def find_game(name: str, module: str) -> Game[Any, Any, Any]:
    """The game a `game_reference` names."""
    import pressroom

    if name in pressroom.GAMES:
        return pressroom.GAMES[name]
    for value in vars(importlib.import_module(module)).values():
        if not isinstance(value, type) and getattr(value, "name", None) == name and hasattr(
            value, "legal_actions"
        ):
            game: Game[Any, Any, Any] = value
            return game
    raise ValueError(f"no game called {name!r} in {module}")


@attrs.frozen
class Job:
    """What every game of a simulation shares."""

    game: str
    module: str
    num_players: int
    bots: tuple[str, ...]
    """One bot spec per seat."""
    seed: int
    """The master seed."""
    options: tuple[tuple[str, Any], ...] = ()
    rotate: bool = False
    """Game ``i`` seats the line-up rotated by ``i`` places, so every bot
    sits in every seat equally often."""
    max_actions: int | None = None
    imports: tuple[str, ...] = ()
    """Modules a worker imports first: where bots registered outside
    pressroom are defined."""

    def game_seed(self, index: int) -> int:
        return derive_seed(self.seed, index)

    def lineup(self, index: int) -> tuple[str, ...]:
        """The bot spec of each seat in game ``index``."""
        if not self.rotate:
            return self.bots
        shift = index % len(self.bots)
        return self.bots[-shift:] + self.bots[:-shift] if shift else self.bots


class PackedRecord(Mapping[str, Any]):
    """A game's record as the bytes a worker pickled it to, unpacked when
    first read. A pool's parent shares the cores with its workers: taking in
    one bytes object per game costs it a copy, where rebuilding a record's
    nested dicts and lists cost it about 0.4 ms a game, a tenth of what the
    workers spend playing Extrablatt."""

    __slots__ = ("_data", "packed")

    def __init__(self, packed: bytes) -> None:
        self.packed = packed
        self._data: Mapping[str, Any] | None = None

    def _read(self) -> Mapping[str, Any]:
        if self._data is None:
            self._data = pickle.loads(self.packed)
        return self._data

    def __getitem__(self, key: str) -> Any:
        return self._read()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._read())

    def __len__(self) -> int:
        return len(self._read())

    def __repr__(self) -> str:
        return repr(self._read())

    def __reduce__(self) -> tuple[Any, ...]:
        return PackedRecord, (self.packed,)


@attrs.frozen
class GameResult:
    """A finished game, or one that raised (``error`` says how)."""

    index: int
    seed: int
    bots: tuple[str, ...]
    scores: tuple[int, ...] | None
    winners: tuple[int, ...] | None
    length: int
    """Actions played."""
    record: Mapping[str, Any] = attrs.field(hash=False)
    """The game's record as plain data (`pressroom.record_from_json` reads it)."""
    error: str | None = None
    traceback: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None

    def __reduce__(self) -> tuple[Any, ...]:
        # Sent between processes with the record packed (`PackedRecord`).
        record = self.record
        if not isinstance(record, PackedRecord):
            record = PackedRecord(pickle.dumps(record, pickle.HIGHEST_PROTOCOL))
        return GameResult, (
            self.index, self.seed, self.bots, self.scores, self.winners, self.length,
            record, self.error, self.traceback,
        )

    def share(self, seat: int) -> float:
        """The seat's share of the win: 1, 1/k in a k-way tie, else 0."""
        if not self.winners or seat not in self.winners:
            return 0.0
        return 1 / len(self.winners)

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "seed": self.seed,
            "bots": list(self.bots),
            "scores": None if self.scores is None else list(self.scores),
            "winners": None if self.winners is None else list(self.winners),
            "length": self.length,
            "error": self.error,
            "traceback": self.traceback,
            "record": dict(self.record),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GameResult:
        def ints(value: Any) -> tuple[int, ...] | None:
            return None if value is None else tuple(value)

        return cls(
            data["index"], data["seed"], tuple(data["bots"]), ints(data["scores"]),
            ints(data["winners"]), data["length"], data["record"], data["error"],
            data["traceback"],
        )


def play_one(game: Game[Any, Any, Any], job: Job, index: int) -> GameResult:
    """Game ``index`` of ``job``; an exception is caught and reported with
    the record up to the action that raised."""
    seed = job.game_seed(index)
    lineup = job.lineup(index)
    options = dict(job.options) or None
    record = Record.start(game, job.num_players, seed, options)
    state: Any = None
    try:
        state = game.new_game(job.num_players, seed, options)
        bots = [make_bot(spec, derive_seed(seed, seat)) for seat, spec in enumerate(lineup)]
        for step in unfold(game, bots, record, state, job.max_actions):
            record, state = step
        return GameResult(
            index, seed, lineup, tuple(game.scores(state)), tuple(game.winners(state)),
            len(record.actions), record.to_json(game, state),
        )
    except Exception as error:  # reported with the game's record, not raised
        return GameResult(
            index, seed, lineup, None, None, len(record.actions),
            _record_data(game, record, state), f"{type(error).__name__}: {error}",
            traceback.format_exc(),
        )


def _record_data(game: Game[Any, Any, Any], record: Record, last: Any) -> dict[str, Any]:
    try:
        return record.to_json(game, last)
    except Exception:  # the state itself is broken: keep the record without its digest
        return {
            "game": record.game, "rules_version": record.rules_version,
            "num_players": record.num_players, "seed": record.seed,
            "options": dict(record.options),
            "actions": [game.action_to_json(a) for a in record.actions],
        }


def play_chunk(job: Job, indices: Sequence[int]) -> list[GameResult]:
    """The games ``indices`` of ``job``: what a worker runs."""
    game = find_game(job.game, job.module)
    for module in job.imports:
        importlib.import_module(module)
    return [play_one(game, job, index) for index in indices]
