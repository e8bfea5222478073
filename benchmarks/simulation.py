"""Simulation over a local process pool: the speed-up of 2 workers over 1.

For every game, `pressroom.simulate.run` plays the same random games (same
seeds, so the same moves) once in this process (``workers=1``) and once over
a pool of 2 worker processes, and prints games/s for each and the ratio.
Each figure is the median of ``--repeats`` runs. Issue target on a 2-core
machine: at least 1.7x. Run it on a quiet machine: the ratio measures how
well the work splits, and another job on a core takes it away.

    python benchmarks/simulation.py
    python benchmarks/simulation.py --only newsprint --games 200 --repeats 5
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

import pressroom
from pressroom import simulate


def seconds(name: str, players: int, games: int, workers: int) -> float:
    start = time.perf_counter()
    sim = simulate.run(name, players, games, ["random"] * players, seed=1,
                       workers=workers, progress=False)
    elapsed = time.perf_counter() - start
    if sim.errors:
        raise SystemExit(f"{name}: {len(sim.errors)} games failed")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", action="append", help="game name (repeatable)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=120, help="games per run")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    print(f"{os.cpu_count()} cores; {args.games} random games per run, median of {args.repeats}")
    heading = ("game", "players", "1 worker g/s", "2 workers g/s", "speed-up")
    print("{:<12} {:>7} {:>13} {:>14} {:>9}".format(*heading))
    worst = None
    for name in args.only or sorted(pressroom.GAMES):
        game = pressroom.get_game(name)
        n = min(max(args.players, game.player_counts.start), game.player_counts.stop - 1)
        one, two = [], []
        for _ in range(args.repeats):  # interleaved, so a busy spell hits both
            one.append(seconds(name, n, args.games, 1))
            two.append(seconds(name, n, args.games, 2))
        speedup = statistics.median(one) / statistics.median(two)
        worst = speedup if worst is None else min(worst, speedup)
        print(f"{name:<12} {n:>7} {args.games / statistics.median(one):>13.1f}"
              f" {args.games / statistics.median(two):>14.1f} {speedup:>8.2f}x")
    print(f"minimum speed-up: {worst:.2f}x")


if __name__ == "__main__":
    main()
