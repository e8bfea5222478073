"""The slowest single decision: `legal_actions` and `apply` call times.

Plays random games of every game and player count and times every
`legal_actions` and `apply` call, garbage-collection pauses included (the
collector stays on, as in a bot's process). Prints the median, the 99.9th
percentile and the maximum per game, and the collector's full (generation
2) collections during the run: how many, and the longest, and what a full
collection of the process costs at the end of each row (one may fall on
any call, in this run or not). Issue target: no call over 10 ms.

A full collection walks every object alive in the process, so its pause is
what the process holds, not what a step costs. Each game is therefore
measured in a fresh interpreter of its own, as a bot's process would hold
it: its pauses are then those of pressroom and that game (the tables and
caches it fills as asked). ``--together`` measures every game in this one
process instead, each after the others have filled their caches: the
pauses of a process that holds all four games.

    python benchmarks/latency.py
    python benchmarks/latency.py --only penny-press --games 50
    python benchmarks/latency.py --together
    python benchmarks/latency.py --freeze

``--freeze`` calls `gc.freeze()` once the game is imported and one game
played, as a bot's or a server's process may: what is alive then (modules,
classes, the game's tables) is left out of every later collection.
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import subprocess
import sys
import time
from typing import Any

import pressroom


def call_times(game: Any, num_players: int, seeds: range) -> list[float]:
    clock = time.perf_counter
    times: list[float] = []
    for seed in seeds:
        chooser = random.Random(seed)
        state = game.new_game(num_players, seed)
        while not game.is_over(state):
            seat = chooser.choice(game.to_move(state))
            t0 = clock()
            legal = game.legal_actions(state, seat)
            t1 = clock()
            state = game.apply(state, chooser.choice(legal))
            t2 = clock()
            times += (t1 - t0, t2 - t1)
    return times


class FullCollections:
    """Times the collector's generation-2 passes (via `gc.callbacks`)."""

    def __init__(self) -> None:
        self.times: list[float] = []
        self._start = 0.0

    def __call__(self, phase: str, info: dict[str, Any]) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            self._start = time.perf_counter()
        else:
            self.times.append(time.perf_counter() - self._start)


HEADING = ("game", "players", "calls", "median us", "p99.9 ms", "max ms", "full GCs",
           "longest ms", "objects", "full GC ms")
ROW = "{:<12} {:>7} {:>8} {:>10} {:>9} {:>7} {:>8} {:>10} {:>8} {:>10}"


def full_collection() -> float:
    """What a full collection costs now, in seconds (best of 3): the pause
    any call could meet, whether or not one fell inside this run."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        gc.collect()
        best = min(best, time.perf_counter() - start)
    return best


def measure(name: str, games: int, freeze: bool = False) -> float:
    """Print a row per player count of ``name``; the slowest call, in seconds."""
    game = pressroom.get_game(name)
    worst = 0.0
    if freeze:  # as a latency-minded process would, once it is set up
        call_times(game, game.player_counts.start, range(1000, 1001))
        gc.freeze()
    for n in game.player_counts:
        full = FullCollections()
        gc.callbacks.append(full)
        try:
            times = sorted(call_times(game, n, range(games)))
        finally:
            gc.callbacks.remove(full)
        longest = max(full.times, default=0.0)
        p999 = times[min(len(times) - 1, int(len(times) * 0.999))]
        worst = max(worst, times[-1])
        print(ROW.format(name, n, len(times), f"{statistics.median(times) * 1e6:.1f}",
                         f"{p999 * 1e3:.2f}", f"{times[-1] * 1e3:.2f}", len(full.times),
                         f"{longest * 1e3:.2f}", f"{len(gc.get_objects()):,}",
                         f"{full_collection() * 1e3:.2f}"), flush=True)
    return worst


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", action="append", help="game name (repeatable)")
    parser.add_argument("--games", type=int, default=20, help="games per player count")
    parser.add_argument("--together", action="store_true",
                        help="every game in this one process (default: one process per game)")
    parser.add_argument("--freeze", action="store_true",
                        help="gc.freeze() after the import and one warm-up game")
    parser.add_argument("--row-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    names = args.only or sorted(pressroom.GAMES)
    if not args.row_only:
        print(ROW.format(*HEADING))
    worst = 0.0
    for name in names:
        if args.together or args.row_only:
            worst = max(worst, measure(name, args.games, args.freeze))
            continue
        command = [sys.executable, __file__, "--only", name, "--games", str(args.games),
                   "--row-only", *(["--freeze"] if args.freeze else [])]
        rows = subprocess.run(command, check=True, capture_output=True, text=True).stdout
        print(rows, end="")
        worst = max([worst, *(float(line.split()[5]) / 1e3 for line in rows.splitlines())])
    if not args.row_only:
        where = "one process" if args.together else "a process per game"
        print(f"slowest call: {worst * 1e3:.2f} ms ({where}); objects: the collector's tracked"
              " objects at the end of the row; full GC ms: a full collection of them then")


if __name__ == "__main__":
    main()
