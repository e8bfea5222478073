"""Instructions per call, counted by valgrind's cachegrind: the ratios of
`loading.py` without the machine's swings.

For each game and player count of `loading.py`, counts the instructions of
a random playout step (to_move, the random choices, legal_actions, apply),
of a `determinize` for the seat to move and of a `state_from_json`, the
last two over the states `loading.py` samples. Each figure is the
difference of two runs under cachegrind, one with a single repeat of the
calls and one with four, divided by the calls between them: the
interpreter's start, the imports and the play that picks the states cancel
out. ``PYTHONHASHSEED`` is fixed at 0, so both runs hash alike.

The counts of the same code still move by about 1% (the collector runs at
other moments when a module is added), and by a few percent with the
length of the path the sources are imported from: compare two checkouts
from paths of the same length. Needs valgrind (Debian: ``apt install
valgrind``); a row takes a few minutes, as cachegrind runs Python about 50
times slower.

    python benchmarks/instructions.py
    python benchmarks/instructions.py --only newsprint --players 7
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from typing import Any

import pressroom

WHAT = ("step", "determinize", "from_json")


def child(name: str, players: int, what: str, repeats: int) -> int:
    """Run ``repeats`` rounds of the measured calls; how many calls they made."""
    import random

    import loading

    game: Any = pressroom.get_game(name)
    if what == "step":
        game.new_game(players, 0)
        steps = 0
        for seed in range(repeats):
            chooser, state = random.Random(seed), game.new_game(players, seed)
            while not game.is_over(state):
                seat = chooser.choice(game.to_move(state))
                state = game.apply(state, chooser.choice(game.legal_actions(state, seat)))
                steps += 1
        return steps
    played = loading.play(game, players, loading.DEFAULT_GAMES, loading.DEFAULT_STATES, players)
    if what == "determinize":
        live = [(s, game.to_move(s)[0]) for s in played.states if game.to_move(s)]
        game.determinize(*live[0], 0)
        for _ in range(repeats):
            for state, seat in live:
                game.determinize(state, seat, 1)
        return repeats * len(live)
    datas = [game.state_to_json(s) for s in played.states]
    game.state_from_json(datas[0])
    for _ in range(repeats):
        for data in datas:
            game.state_from_json(data)
    return repeats * len(datas)


def counted(name: str, players: int, what: str, repeats: int) -> tuple[int, int]:
    """(calls, instructions) of one child run under cachegrind."""
    command = ["valgrind", "--tool=cachegrind", "--cache-sim=no",
               "--cachegrind-out-file=/dev/null", sys.executable, __file__,
               "--child", name, str(players), what, str(repeats)]
    env = dict(os.environ, PYTHONHASHSEED="0")
    run = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
    calls = re.search(r"^CALLS (\d+)$", run.stdout, re.M)
    refs = re.search(r"I\s+refs:\s+([\d,]+)", run.stderr)
    if calls is None or refs is None:
        raise SystemExit(f"cachegrind gave no count for {name} {what}:\n{run.stderr[-2000:]}")
    return int(calls.group(1)), int(refs.group(1).replace(",", ""))


def per_call(name: str, players: int, what: str) -> int:
    calls1, refs1 = counted(name, players, what, 1)
    calls4, refs4 = counted(name, players, what, 4)
    return (refs4 - refs1) // (calls4 - calls1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", action="append", help="game name (repeatable)")
    parser.add_argument("--players", type=int, action="append",
                        help="player count (repeatable; default: loading.py's)")
    parser.add_argument("--child", nargs=4, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        name, players, what, repeats = args.child
        print("CALLS", child(name, int(players), what, int(repeats)))
        return
    if shutil.which("valgrind") is None:
        raise SystemExit("instructions.py needs valgrind (Debian: apt install valgrind)")
    import loading

    print("instructions per call (cachegrind, PYTHONHASHSEED=0)")
    heading = ("game", "players", "step", "determinize", "from_json", "det/step", "from/step")
    print("{:<12} {:>7} {:>9} {:>12} {:>10} {:>9} {:>10}".format(*heading))
    for name in args.only or sorted(pressroom.GAMES):
        game: Any = pressroom.get_game(name)
        counts = args.players or loading.player_counts(game)
        for players in (n for n in counts if n in game.player_counts):
            step, det, load = (per_call(name, players, what) for what in WHAT)
            print(f"{name:<12} {players:>7} {step:>9,} {det:>12,} {load:>10,}"
                  f" {det / step:>9.2f} {load / step:>10.2f}")


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    main()
