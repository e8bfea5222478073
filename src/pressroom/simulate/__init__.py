"""Many games between bots: win rates, balance, and every game's record.

>>> from pressroom import simulate
>>> sim = simulate.run("newsprint", 2, games=4, bots=["random", "random"], seed=1, workers=1)
>>> sim.summary().games, len(sim.results)
(4, 4)

`run` plays ``games`` games of a game with a line-up of bots (one spec per
seat, see `pressroom.bots.make_bot`). Game ``i``'s seed, and each of its
bots' seeds, are derived from the master seed and ``i`` alone, so the
results are the same game for game however the work is split: in this
process (``workers=1``), over a local process pool (``workers=`` defaults
to the number of cores) or on a Dask distributed cluster
(``scheduler="tcp://host:8786"``, the ``dask`` extra). Each result keeps
its game's record as plain data (a mapping `pressroom.record_from_json`
reads); one played in another process arrives packed and is unpacked when
first read. A local pool that finishes its run is kept for the program's
next run of as many workers (it ends with the program, or with a run that
stops early).

A game that raises is reported with its record and the error, and the
other games go on. An interrupted run (Ctrl-C) returns, and has written,
what finished. `balance` plays the same line-up and seeds under two option
sets and compares the seats' win rates.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import IO, Any

import attrs

from pressroom.bots.base import check_spec, defined_in
from pressroom.core.protocol import Game
from pressroom.core.record import Record
from pressroom.simulate import workers as _workers
from pressroom.simulate.games import GameResult, Job, derive_seed, game_reference
from pressroom.simulate.stats import newcombe, wilson
from pressroom.simulate.summary import Difference, Rate, Spread, Summary

__all__ = [
    "Balance",
    "Difference",
    "GameResult",
    "Rate",
    "Simulation",
    "Spread",
    "Summary",
    "balance",
    "derive_seed",
    "newcombe",
    "run",
    "wilson",
]


@attrs.frozen
class Simulation:
    """The games a `run` played, in index order."""

    job: Job
    games: int
    """Games asked for."""
    results: tuple[GameResult, ...]
    interrupted: bool = False

    @property
    def errors(self) -> tuple[GameResult, ...]:
        return tuple(r for r in self.results if not r.ok)

    def summary(self) -> Summary:
        return Summary.of(self.job.num_players, self.results)


def _game(game: str | Game[Any, Any, Any]) -> Game[Any, Any, Any]:
    if isinstance(game, str):
        import pressroom

        return pressroom.get_game(game)
    return game


def _longest(game: Game[Any, Any, Any], num_players: int) -> int | None:
    try:
        return game.info.longest_game.get(num_players)
    except (AttributeError, NotImplementedError):
        return None


def make_job(
    game: str | Game[Any, Any, Any], num_players: int, bots: Sequence[str], seed: int,
    options: Mapping[str, Any] | None = None, rotate: bool = False,
    max_actions: int | None = None,
) -> Job:
    """A checked job: a bad player count, option or bot spec raises ValueError now."""
    found = _game(game)
    bots = list(bots)
    if len(bots) == 1:
        bots *= num_players
    Record.start(found, num_players, 0, options)  # checks the player count and options
    if len(bots) != num_players:
        raise ValueError(f"give one bot per seat: {num_players} seats, {len(bots)} bots")
    for spec in bots:
        check_spec(spec)
    if type(seed) is not int:
        raise ValueError(f"the seed must be an integer, not {seed!r}")
    name, module = game_reference(found)
    imports = tuple(sorted({m for m in map(defined_in, bots) if m is not None}))
    return Job(
        name, module, num_players, tuple(bots), seed, tuple(sorted((options or {}).items())),
        rotate, max_actions if max_actions is not None else _longest(found, num_players),
        imports,
    )


def run(
    game: str | Game[Any, Any, Any], num_players: int, games: int, bots: Sequence[str], *,
    seed: int = 0, options: Mapping[str, Any] | None = None, rotate: bool = False,
    workers: int | None = None, scheduler: Any = None, out: str | Path | None = None,
    progress: bool | None = None, max_actions: int | None = None,
    on_result: Callable[[GameResult], None] | None = None,
) -> Simulation:
    """Play ``games`` games; see the module's documentation.

    ``out``: a file to write every game's result and record to, one JSON
    line per game in index order, as they finish. ``progress``: a progress
    bar on standard error (None: when it is a terminal and rich is
    installed). ``max_actions``: a game running longer is reported as an
    error (default: the game's declared longest game). ``on_result`` is
    called with each result as it arrives.
    """
    job = make_job(game, num_players, bots, seed, options, rotate, max_actions)
    if type(games) is not int or games < 0:
        raise ValueError(f"the number of games must be a whole number, not {games!r}")
    workers = workers or os.cpu_count() or 1
    chunks = _workers.chunks_of(games, workers)
    if scheduler is not None:
        produced = _workers.dask_cluster(job, chunks, scheduler)
    elif workers == 1 or games <= 1:
        produced = _workers.in_process(job, chunks)
    else:
        produced = _workers.process_pool(job, chunks, workers)
    results: dict[int, GameResult] = {}
    interrupted = False
    with contextlib.ExitStack() as stack:
        writer = _Writer(stack.enter_context(open(out, "w")) if out is not None else None)
        bar = stack.enter_context(_progress(games, progress))
        stop_requested = stack.enter_context(_interrupt_between_chunks())
        try:
            for chunk in produced:
                for result in chunk:
                    results[result.index] = result
                    writer.add(result)
                    if on_result is not None:
                        on_result(result)
                bar(len(chunk))
                if stop_requested():
                    interrupted = True
                    break
        except KeyboardInterrupt:  # Ctrl-C outside the main thread
            interrupted = True
        finally:
            close = getattr(produced, "close", None)
            if close is not None:
                close()
            writer.flush_all()
    ordered = tuple(results[i] for i in sorted(results))
    return Simulation(job, games, ordered, interrupted)


class _Writer:
    """JSON lines in index order: a result is held until those before it
    are written (all are written at the end, in order, whatever happens)."""

    def __init__(self, file: IO[str] | None) -> None:
        self.file = file
        self.waiting: dict[int, GameResult] = {}
        self.next = 0

    def add(self, result: GameResult) -> None:
        if self.file is None:
            return
        self.waiting[result.index] = result
        while self.next in self.waiting:
            self._write(self.waiting.pop(self.next))
            self.next += 1
        self.file.flush()

    def flush_all(self) -> None:
        if self.file is None:
            return
        for index in sorted(self.waiting):
            self._write(self.waiting.pop(index))
        self.file.flush()

    def _write(self, result: GameResult) -> None:
        assert self.file is not None
        self.file.write(json.dumps(result.to_json(), separators=(",", ":")) + "\n")


@contextlib.contextmanager
def _interrupt_between_chunks() -> Iterator[Callable[[], bool]]:
    """Ctrl-C (SIGINT) noted, and acted on between chunks of results: a
    KeyboardInterrupt raised between counting a result and writing it would
    leave the summary and the file disagreeing. A second Ctrl-C stops at
    once (a chunk of slow bots' games can take a while). Outside the main
    thread, where no handler can be set, Ctrl-C raises as usual."""
    requested = [False]

    def note(signum: int, frame: Any) -> None:
        requested[0] = True
        signal.signal(signal.SIGINT, previous)

    try:
        previous = signal.signal(signal.SIGINT, note)
    except ValueError:
        yield lambda: False
        return
    try:
        yield lambda: requested[0]
    finally:
        signal.signal(signal.SIGINT, previous)


@contextlib.contextmanager
def _progress(total: int, wanted: bool | None) -> Iterator[Callable[[int], None]]:
    if wanted is None:
        wanted = total > 1 and sys.stderr.isatty()
    if wanted:
        try:
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeElapsedColumn,
                TimeRemainingColumn,
            )
        except ImportError:
            wanted = False
    if not wanted:
        yield lambda done: None
        return
    columns = (TextColumn("games"), BarColumn(), MofNCompleteColumn(),
               TimeElapsedColumn(), TimeRemainingColumn())
    with Progress(*columns, console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task("games", total=total)
        yield lambda done: bar.advance(task, done)


@attrs.frozen
class Balance:
    """The same line-up and seeds under two option sets."""

    a: Simulation
    b: Simulation
    options_a: tuple[tuple[str, Any], ...]
    options_b: tuple[tuple[str, Any], ...]

    @property
    def interrupted(self) -> bool:
        return self.a.interrupted or self.b.interrupted

    def seat_differences(self) -> tuple[Difference, ...]:
        """Per seat: win rate under options a minus under options b, with
        Newcombe's interval (which treats the two runs as independent; they
        share seeds, so it errs on the wide side)."""
        a, b = self.a.summary(), self.b.summary()
        return tuple(Difference(x, y) for x, y in zip(a.seats, b.seats, strict=True))

    def table(self) -> list[tuple[str, ...]]:
        a, b = self.a.summary(), self.b.summary()
        rows: list[tuple[str, ...]] = [
            ("seat", "win rate with a", "win rate with b", "a - b [95% CI]")
        ]
        for seat, d in enumerate(self.seat_differences()):
            rows.append((str(seat), str(a.seats[seat]), str(b.seats[seat]), str(d)))
        return rows


def balance(
    game: str | Game[Any, Any, Any], num_players: int, games: int, bots: Sequence[str],
    options_a: Mapping[str, Any] | None, options_b: Mapping[str, Any] | None, *,
    seed: int = 0, rotate: bool = False, workers: int | None = None, scheduler: Any = None,
    out: str | Path | None = None, progress: bool | None = None,
) -> Balance:
    """Run the line-up under ``options_a`` and ``options_b`` (same seeds);
    ``out``, if given, gets two files: ``NAME.a.jsonl`` and ``NAME.b.jsonl``."""
    runs = []
    for tag, options in (("a", options_a), ("b", options_b)):
        path = None if out is None else Path(out).with_suffix(f".{tag}.jsonl")
        sim = run(game, num_players, games, bots, seed=seed, options=options, rotate=rotate,
                  workers=workers, scheduler=scheduler, out=path, progress=progress)
        runs.append(sim)
        if sim.interrupted:
            break
    if len(runs) == 1:
        runs.append(attrs.evolve(runs[0], results=(), interrupted=True))
    return Balance(runs[0], runs[1], tuple(sorted((options_a or {}).items())),
                   tuple(sorted((options_b or {}).items())))
