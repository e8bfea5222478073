"""Simulation over a local process pool: the speed-up of 2 workers over 1.

For every game, `pressroom.simulate.run` plays the same random games (same
seeds, so the same moves) once in this process (``workers=1``) and once over
a pool of 2 worker processes, and prints games/s for each and the ratio.
Each figure is the median of ``--repeats`` runs; a finished run's pool
serves the next run of 2 workers, as in any program that runs several
simulations, so the medians are of runs over a started pool (the first run
of a program also starts the fork server and the workers: about 1 s here).
Issue target on a 2-core machine: at least 1.7x. Run it on a quiet
machine: the ratio measures how well the work splits, and another job on a
core takes it away.

The ``machine`` column is what the machine gave in the same minutes: the
speed-up of a pure-Python loop run in 2 processes side by side over the same
loop run once in this process (no pressroom code, nothing sent between
processes), measured between the runs of each row. A virtual machine whose
two cores do not both work at full speed shows it there, and no program can
split its work better than that column.

    python benchmarks/simulation.py
    python benchmarks/simulation.py --only newsprint --games 200 --repeats 5
"""

from __future__ import annotations

import argparse
import concurrent.futures
import multiprocessing
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


def spin(rounds: int = 3_000_000) -> float:
    """A pure-Python loop's seconds (no allocation, no I/O)."""
    start = time.perf_counter()
    total = 0
    for i in range(rounds):
        total += i
    return time.perf_counter() - start


def machine_speedup(pool: concurrent.futures.Executor) -> float:
    """How many times one loop's work the machine does with two side by side."""
    alone = spin()
    start = time.perf_counter()
    for future in [pool.submit(spin) for _ in range(2)]:
        future.result()
    return 2 * alone / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", action="append", help="game name (repeatable)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=120, help="games per run")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    print(f"{os.cpu_count()} cores; {args.games} random games per run, median of {args.repeats}")
    heading = ("game", "players", "1 worker g/s", "2 workers g/s", "speed-up", "machine")
    print("{:<12} {:>7} {:>13} {:>14} {:>9} {:>8}".format(*heading))
    worst = None
    context = multiprocessing.get_context("spawn")
    with concurrent.futures.ProcessPoolExecutor(2, mp_context=context) as spinners:
        for _ in spinners.map(spin, [1, 1]):  # both started before any is timed
            pass
        for name in args.only or sorted(pressroom.GAMES):
            speedup = row(name, args, spinners)
            worst = speedup if worst is None else min(worst, speedup)
    print(f"minimum speed-up: {worst:.2f}x")


def row(name: str, args: argparse.Namespace, spinners: concurrent.futures.Executor) -> float:
    """One game's line; its speed-up."""
    game = pressroom.get_game(name)
    n = min(max(args.players, game.player_counts.start), game.player_counts.stop - 1)
    one, two, machine = [], [], []
    for _ in range(args.repeats):  # interleaved, so a busy spell hits all three
        one.append(seconds(name, n, args.games, 1))
        two.append(seconds(name, n, args.games, 2))
        machine.append(machine_speedup(spinners))
    speedup = statistics.median(one) / statistics.median(two)
    print(f"{name:<12} {n:>7} {args.games / statistics.median(one):>13.1f}"
          f" {args.games / statistics.median(two):>14.1f} {speedup:>8.2f}x"
          f" {statistics.median(machine):>7.2f}x")
    return speedup


if __name__ == "__main__":
    main()
