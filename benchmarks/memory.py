"""Memory of keeping every state of a game, against deep copies of them.

Immutable states should share structure: a step builds only the parts that
change, and every earlier state keeps pointing at the parts that did not.
This plays one complete random game per game (4 players where the game
allows it), keeps every state, and measures with `tracemalloc` the memory
those states hold together, against the memory of `copy.deepcopy` of each
state (no sharing at all). Issue target: at most 10%.

Three games are played first and thrown away, so that what the process keeps
whatever the state (action objects built once per seat, placement tables built
once per page size, interned enum lists) is already there and is not counted
as the memory of the states; `--cold` counts it too. Tracing starts before
them: a bounded cache that lets old entries go for new ones during the
measured game then counts what it grew by, not every entry it took in (the
entries it let go, made before tracing started, would not be subtracted).

    python benchmarks/memory.py
    python benchmarks/memory.py --only extrablatt --players 3
"""

from __future__ import annotations

import argparse
import copy
import functools
import gc
import random
import tracemalloc
from typing import Any

import pressroom


def play(game: Any, num_players: int, seed: int) -> list[Any]:
    chooser = random.Random(seed)
    state = game.new_game(num_players, seed)
    states = [state]
    while not game.is_over(state):
        seat = chooser.choice(game.to_move(state))
        state = game.apply(state, chooser.choice(game.legal_actions(state, seat)))
        states.append(state)
    return states


def deep_copies(states: list[Any]) -> list[Any]:
    return [copy.deepcopy(state) for state in states]


def held(build: Any) -> tuple[int, Any]:
    """Bytes allocated by ``build()`` and still held while its result is
    alive, less what it let go of (tracing must have started earlier)."""
    gc.collect()
    before = tracemalloc.get_traced_memory()[0]
    kept = build()
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    return after - before, kept


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", action="append", help="game name (repeatable)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cold", action="store_true", help="no warm-up games first")
    args = parser.parse_args()
    names = args.only or sorted(pressroom.GAMES)
    heading = ("game", "players", "states", "shared KiB", "copies KiB", "ratio")
    print("{:<12} {:>7} {:>7} {:>11} {:>11} {:>6}".format(*heading))
    tracemalloc.start()
    for name in names:
        game = pressroom.get_game(name)
        n = min(max(args.players, game.player_counts.start), game.player_counts.stop - 1)
        if not args.cold:
            for warm in range(3):  # warm-up: process-wide caches, filled as asked
                play(game, n, args.seed + 1000 + warm)
        shared, states = held(functools.partial(play, game, n, args.seed))
        copies, copied = held(functools.partial(deep_copies, states))
        count = len(states)
        del states, copied  # before the next game's figures
        ratio = shared / copies
        print(f"{name:<12} {n:>7} {count:>7} {shared / 1024:>11.0f} {copies / 1024:>11.0f}"
              f" {ratio:>6.1%}")


if __name__ == "__main__":
    main()
