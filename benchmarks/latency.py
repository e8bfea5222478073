"""The slowest single decision: `legal_actions` and `apply` call times.

Plays random games of every game and player count and times every
`legal_actions` and `apply` call, garbage-collection pauses included (the
collector stays on, as in a bot's process). Prints the median, the 99.9th
percentile and the maximum per game, and the collector's full (generation
2) collections during the run: how many, and the longest. Issue target: no
call over 10 ms.

    python benchmarks/latency.py
    python benchmarks/latency.py --only penny-press --games 50
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import time
from typing import Any

import pressroom


def call_times(game: Any, num_players: int, seeds: range) -> list[float]:
    clock = time.perf_counter
    times = []
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", action="append", help="game name (repeatable)")
    parser.add_argument("--games", type=int, default=20, help="games per player count")
    args = parser.parse_args()
    heading = ("game", "players", "calls", "median us", "p99.9 ms", "max ms", "full GCs",
               "longest ms")
    print("{:<12} {:>7} {:>8} {:>10} {:>9} {:>7} {:>8} {:>10}".format(*heading))
    worst = 0.0
    for name in args.only or sorted(pressroom.GAMES):
        game = pressroom.get_game(name)
        for n in game.player_counts:
            full = FullCollections()
            gc.callbacks.append(full)
            try:
                times = sorted(call_times(game, n, range(args.games)))
            finally:
                gc.callbacks.remove(full)
            longest = max(full.times, default=0.0)
            p999 = times[min(len(times) - 1, int(len(times) * 0.999))]
            worst = max(worst, times[-1])
            print(f"{name:<12} {n:>7} {len(times):>8} {statistics.median(times) * 1e6:>10.1f}"
                  f" {p999 * 1e3:>9.2f} {times[-1] * 1e3:>7.2f} {len(full.times):>8}"
                  f" {longest * 1e3:>10.2f}")
    print(f"slowest call: {worst * 1e3:.2f} ms; tracked objects now: {len(gc.get_objects()):,}")


if __name__ == "__main__":
    main()
