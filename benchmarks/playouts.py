"""Random-playout throughput of every pressroom game, through the public protocol.

For each game in `pressroom.GAMES` and each of its player counts, plays a batch
of complete games in which a seeded `random.Random` picks a seat from
`to_move` and an action from `legal_actions`, and reports games/s and steps/s
as the median over several repeats of the same batch. One further,
instrumented batch per row splits the cost of a step between `legal_actions`
and `apply`. When OpenSpiel is installed, its `python_tic_tac_toe` is played
out the same way in the same run, as a yardstick for "a Python game engine".

    python benchmarks/playouts.py                 # everything, defaults
    python benchmarks/playouts.py --only newsprint --games 50 --repeats 7
    python benchmarks/playouts.py --quick         # smoke test, a second or two
    python benchmarks/playouts.py --only extra-extra --options '{"scenario": 6}'
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pressroom

AnyGame = pressroom.Game[Any, Any, Any]
OPTIONS: dict[str, Any] = {}  # options for every new game (--options)

DEFAULT_GAMES = 20
DEFAULT_REPEATS = 5
QUICK_GAMES = 2
QUICK_REPEATS = 1
BASELINE_GAMES = 500  # tic-tac-toe games per OpenSpiel batch (~0.15 s)
QUICK_BASELINE_GAMES = 20


@dataclass(frozen=True)
class Timing:
    """One batch: how many games and steps (applied actions) in how long."""

    games: int
    steps: int
    seconds: float


@dataclass(frozen=True)
class Split:
    """Seconds spent inside `legal_actions`, inside `apply`, and in total,
    over ``steps`` steps of an instrumented batch."""

    steps: int
    legal: float
    apply: float
    total: float


@dataclass(frozen=True)
class Row:
    game: str
    players: int
    games_per_s: float
    steps_per_s: float
    steps_per_game: float
    split: Split
    baseline_steps_per_s: float | None  # OpenSpiel's, measured alongside this row
    ratio: float | None  # the median over the repeats of each one's ratio to the yardstick


def game_seeds(seed: int, games: int) -> list[int]:
    """The seeds of a batch's games: the same for every repeat of a row."""
    rng = random.Random(seed)
    return [rng.randrange(2**31) for _ in range(games)]


def play_batch(game: AnyGame, num_players: int, seeds: Sequence[int], seed: int) -> Timing:
    """Play one random game per seed; only the public protocol is used."""
    rng = random.Random(seed)
    choice = rng.choice
    new_game, to_move, legal_actions = game.new_game, game.to_move, game.legal_actions
    apply, is_over = game.apply, game.is_over
    steps = 0
    start = time.perf_counter()
    for game_seed in seeds:
        state = new_game(num_players, game_seed, OPTIONS or None)
        while not is_over(state):
            player = choice(to_move(state))
            state = apply(state, choice(legal_actions(state, player)))
            steps += 1
    return Timing(len(seeds), steps, time.perf_counter() - start)


def split_batch(game: AnyGame, num_players: int, seeds: Sequence[int], seed: int) -> Split:
    """The same playouts with a timer around each `legal_actions` and `apply`
    call (the timer calls themselves land in the total, not the two parts)."""
    rng = random.Random(seed)
    clock = time.perf_counter
    legal = applying = 0.0
    steps = 0
    start = clock()
    for game_seed in seeds:
        state = game.new_game(num_players, game_seed, OPTIONS or None)
        while not game.is_over(state):
            player = rng.choice(game.to_move(state))
            t0 = clock()
            actions = game.legal_actions(state, player)
            t1 = clock()
            action = rng.choice(actions)
            t2 = clock()
            state = game.apply(state, action)
            t3 = clock()
            legal += t1 - t0
            applying += t3 - t2
            steps += 1
    return Split(steps, legal, applying, clock() - start)


def median_rates(timings: Sequence[Timing]) -> tuple[float, float]:
    """Median games/s and steps/s over the repeats."""
    return (
        statistics.median(t.games / t.seconds for t in timings),
        statistics.median(t.steps / t.seconds for t in timings),
    )


def measure(
    game: AnyGame,
    num_players: int,
    games: int,
    repeats: int,
    seed: int,
    baseline: Callable[[], Timing] | None,
) -> Row:
    """One row. The baseline, if any, runs before the first repeat and after
    each one, so that every repeat is compared with the yardstick timed just
    before and just after it (their mean steps/s): the machine's speed swings
    within seconds, and a repeat and its two neighbours share its minute."""
    seeds = game_seeds(seed + num_players, games)
    ours: list[Timing] = []
    theirs: list[Timing] = [baseline()] if baseline is not None else []
    for _ in range(repeats):
        ours.append(play_batch(game, num_players, seeds, seed))
        if baseline is not None:
            theirs.append(baseline())
    games_per_s, steps_per_s = median_rates(ours)
    baseline_steps_per_s = median_rates(theirs)[1] if theirs else None
    ratio = None
    if theirs:
        rates = [t.steps / t.seconds for t in theirs]
        ratio = statistics.median(
            (t.steps / t.seconds) / ((before + after) / 2)
            for t, before, after in zip(ours, rates[:-1], rates[1:], strict=True)
        )
    split = split_batch(game, num_players, seeds, seed)
    return Row(
        game.name,
        num_players,
        games_per_s,
        steps_per_s,
        ours[0].steps / games,
        split,
        baseline_steps_per_s,
        ratio,
    )


def openspiel_baseline(games: int, seed: int) -> Callable[[], Timing] | None:
    """A function timing ``games`` random OpenSpiel `python_tic_tac_toe`
    playouts, or None if OpenSpiel is not installed."""
    try:
        # Optional and untyped; importing open_spiel.python.games registers the Python games.
        import open_spiel.python.games  # type: ignore[import-untyped,unused-ignore]  # noqa: F401
        import pyspiel  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        return None
    spiel_game = pyspiel.load_game("python_tic_tac_toe")

    def run() -> Timing:
        rng = random.Random(seed)
        steps = 0
        start = time.perf_counter()
        for _ in range(games):
            state = spiel_game.new_initial_state()
            while not state.is_terminal():
                state.apply_action(rng.choice(state.legal_actions()))
                steps += 1
        return Timing(games, steps, time.perf_counter() - start)

    return run


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """Rows aligned under the header: the first column left, the rest right."""
    widths = [max(len(r[i]) for r in (header, *rows)) for i in range(len(header))]

    def line(cells: Sequence[str]) -> str:
        return "  ".join(
            c.ljust(w) if i == 0 else c.rjust(w)
            for i, (c, w) in enumerate(zip(cells, widths, strict=True))
        )

    rule = "  ".join("-" * w for w in widths)
    return "\n".join([line(header), rule, *(line(r) for r in rows)])


def us_per_step(seconds: float, steps: int) -> str:
    return f"{1e6 * seconds / steps:.1f}"


def report(rows: Sequence[Row]) -> str:
    compared = [r.baseline_steps_per_s for r in rows if r.baseline_steps_per_s is not None]
    header = [
        "game",
        "players",
        "games/s",
        "steps/s",
        "steps/game",
        "legal_actions us/step",
        "apply us/step",
    ]
    if compared:
        header += ["OpenSpiel ttt steps/s", "ratio"]
    cells: list[list[str]] = []
    for r in rows:
        row = [
            r.game,
            str(r.players),
            f"{r.games_per_s:.1f}",
            f"{r.steps_per_s:,.0f}",
            f"{r.steps_per_game:.0f}",
            us_per_step(r.split.legal, r.split.steps),
            us_per_step(r.split.apply, r.split.steps),
        ]
        if r.baseline_steps_per_s is not None and r.ratio is not None:
            row += [f"{r.baseline_steps_per_s:,.0f}", f"{r.ratio:.2f}x"]
        cells.append(row)
    lines = [table(header, cells), ""]
    for name in dict.fromkeys(r.game for r in rows):
        mine = [r.split for r in rows if r.game == name]
        steps = sum(s.steps for s in mine)
        legal, applying = sum(s.legal for s in mine), sum(s.apply for s in mine)
        total = sum(s.total for s in mine)
        rest = total - legal - applying
        lines.append(
            f"{name} per-step cost (all player counts, instrumented): "
            f"legal_actions {us_per_step(legal, steps)} us ({legal / total:.0%}), "
            f"apply {us_per_step(applying, steps)} us ({applying / total:.0%}), "
            f"other {us_per_step(rest, steps)} us ({rest / total:.0%}: "
            f"new_game, to_move, is_over, the random choices, timers)"
        )
    if not compared:
        lines.append(
            "OpenSpiel is not installed, so there is no comparison; "
            "`pip install open_spiel` to add one."
        )
    else:
        lines.append(
            "OpenSpiel python_tic_tac_toe random playouts: median "
            f"{statistics.median(compared):,.0f} steps/s over the run; each row's own figure "
            "(the median) was timed before and after each of that row's repeats, and ratio is "
            "the median over the repeats of our steps/s / the mean of the two around it."
        )
        ratios = [(r.ratio, r.game, r.players) for r in rows if r.ratio is not None]
        low, game, players = min(ratios)
        lines.append(f"minimum ratio: {low:.2f}x ({game}, {players} players)")
    return "\n".join(lines)


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--games",
        type=int,
        default=None,
        help=f"games per batch (default {DEFAULT_GAMES}; --quick {QUICK_GAMES})",
    )
    parser.add_argument(
        "--repeats",
        type=int,
        default=None,
        help=f"batches per row; the median is reported "
        f"(default {DEFAULT_REPEATS}; --quick {QUICK_REPEATS})",
    )
    parser.add_argument(
        "--only", metavar="NAME", choices=sorted(pressroom.GAMES), help="measure this game only"
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the random players")
    parser.add_argument("--options", type=json.loads, default={},
                        help="game options as JSON, with --only (e.g. a scenario)")
    parser.add_argument(
        "--quick", action="store_true", help="a tiny run, for smoke tests (figures are noise)"
    )
    args = parser.parse_args(argv)
    if args.games is None:
        args.games = QUICK_GAMES if args.quick else DEFAULT_GAMES
    if args.repeats is None:
        args.repeats = QUICK_REPEATS if args.quick else DEFAULT_REPEATS
    if args.games < 1 or args.repeats < 1:
        parser.error("--games and --repeats must be at least 1")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    OPTIONS.update(args.options)
    names = [args.only] if args.only else sorted(pressroom.GAMES)
    print(
        f"Python {sys.version.split()[0]}; {args.games} games per batch, "
        f"median of {args.repeats} repeat(s), seed {args.seed}",
        flush=True,
    )
    start = time.perf_counter()
    baseline = openspiel_baseline(QUICK_BASELINE_GAMES if args.quick else BASELINE_GAMES, args.seed)
    rows = [
        measure(game, n, args.games, args.repeats, args.seed, baseline)
        for game in map(pressroom.get_game, names)
        for n in game.player_counts
    ]
    print(report(rows))
    print(f"({time.perf_counter() - start:.1f} s in all)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
