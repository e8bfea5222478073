"""What saving and loading cost next to a playout step, for every pressroom game.

For each game in `pressroom.GAMES` and a few of its player counts, plays
random games (a seeded `random.Random` picks a seat from `to_move` and an
action from `legal_actions`), timing each game, and keeps a sample of the
states met on the way. On those states it times, per call:

- ``to_json``: `state_to_json` (the codec's encode);
- ``decode``: the codec's decode alone (`Codec.decode` of the state type);
- ``from_json``: `state_from_json` (decode, then the game's `check_state`);
- ``determinize``: `determinize` for the seat to move, if the game
  implements it (a game whose `sample` raises NotImplementedError is
  skipped: "-");
- ``act to/from``: `action_to_json` and `action_from_json` of the actions
  played, as a record saves and loads them.

Each figure is the median over the sampled states (or actions) of the best of
``--repeats`` timings of one call. ``step`` is the mean cost of one random
playout step over every step played: a playout's time over its steps, what
`playouts.py`'s steps per second count, timed by `playouts.py`'s own loop
(`new_game` and `is_over` included, no clock call inside). (The median step
understates that cost: a few transitions, a press or the end of a round,
take many times the usual step.) It is taken the same way as the calls:
every game is timed ``--repeats`` times (the same seed and choices) and the
best time of each game is kept, so that a slow spell of the machine during
one play moves neither side of a ratio; it is then played once more,
untimed, for its states and actions.
The ratios are what issue 11 asks for: ``from_json/step`` at most 5 and
``determinize/step`` at most 2.

    python benchmarks/loading.py                  # every game, a few player counts
    python benchmarks/loading.py --only newsprint --games 10 --repeats 7
    python benchmarks/loading.py --quick          # smoke test; figures are noise
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pressroom

AnyGame = pressroom.Game[Any, Any, Any]

DEFAULT_GAMES = 6
DEFAULT_STATES = 60
DEFAULT_REPEATS = 5


@dataclass(frozen=True)
class Played:
    """What random play met: the states sampled, the actions applied (with
    the state each was applied to), and the time of every step."""

    states: list[Any]
    actions: list[Any]
    step_seconds: list[float]


@dataclass(frozen=True)
class Row:
    game: str
    players: int
    states: int
    step: float
    to_json: float
    decode: float
    from_json: float
    determinize: float | None
    action_to_json: float
    action_from_json: float


def player_counts(game: AnyGame) -> list[int]:
    """The smallest, a middle and the largest player count."""
    counts = list(game.player_counts)
    return sorted({counts[0], counts[len(counts) // 2], counts[-1]})


def play(game: AnyGame, num_players: int, games: int, keep: int, seed: int,
         repeats: int = 1) -> Played:
    """Random games, each timed ``repeats`` times with the same choices and
    its best time kept, then played once more for its states; ``keep``
    states spread over them kept."""
    rng = random.Random(seed)
    met: list[Any] = []
    actions: list[Any] = []
    steps: list[float] = []
    for _ in range(games):
        game_seed = rng.randrange(2**31)
        seconds = min(timed_game(game, num_players, game_seed) for _ in range(repeats))
        states, acted = recorded_game(game, num_players, game_seed)
        steps.extend([seconds / len(acted)] * len(acted))
        met.extend(states)
        actions.extend(acted)
    chosen = random.Random(seed).sample(range(len(met)), min(keep, len(met)))
    acted = random.Random(seed + 1).sample(range(len(actions)), min(keep, len(actions)))
    return Played([met[i] for i in sorted(chosen)], [actions[i] for i in acted], steps)


def timed_game(game: AnyGame, num_players: int, seed: int) -> float:
    """One random game's playing time, as `playouts.py` counts it: its loop
    itself (`new_game`, then `is_over`, `to_move`, the two choices,
    `legal_actions` and `apply` a step), with no clock call or list inside."""
    choice = random.Random(seed).choice
    new_game, to_move, legal_actions = game.new_game, game.to_move, game.legal_actions
    apply, is_over = game.apply, game.is_over
    start = time.perf_counter()
    state = new_game(num_players, seed)
    while not is_over(state):
        state = apply(state, choice(legal_actions(state, choice(to_move(state)))))
    return time.perf_counter() - start


def recorded_game(game: AnyGame, num_players: int, seed: int) -> tuple[list[Any], list[Any]]:
    """The same game as `timed_game` plays (same seed, same choices): its
    states, the last included, and its actions."""
    chooser = random.Random(seed)
    state = game.new_game(num_players, seed)
    met: list[Any] = []
    actions: list[Any] = []
    while not game.is_over(state):
        met.append(state)
        action = chooser.choice(game.legal_actions(state, chooser.choice(game.to_move(state))))
        actions.append(action)
        state = game.apply(state, action)
    met.append(state)
    return met, actions


def per_call(items: Sequence[Any], call: Callable[[Any], Any], repeats: int) -> float:
    """The median over ``items`` of the best of ``repeats`` timings of ``call(item)``."""
    clock = time.perf_counter
    best = []
    for item in items:
        times = []
        for _ in range(repeats):
            t0 = clock()
            call(item)
            times.append(clock() - t0)
        best.append(min(times))
    return statistics.median(best)


def determinize_time(game: AnyGame, states: Sequence[Any], repeats: int) -> float | None:
    """Per-call determinize time for the first seat to move, None if the game
    cannot sample."""
    live = [s for s in states if game.to_move(s)]
    if not live:
        return None
    try:
        game.determinize(live[0], game.to_move(live[0])[0], 0)
    except NotImplementedError:
        return None
    return per_call(live, lambda s: game.determinize(s, game.to_move(s)[0], 1), repeats)


def measure(game: AnyGame, num_players: int, games: int, keep: int, repeats: int,
            seed: int) -> Row:
    played = play(game, num_players, games, keep, seed + num_players, repeats)
    codec = game._codec  # type: ignore[attr-defined]  # the decode without the checks
    state_type = game._state_type  # type: ignore[attr-defined]
    datas = [game.state_to_json(s) for s in played.states]
    for state, data in zip(played.states, datas, strict=True):
        assert game.state_from_json(data) == state, "the JSON round trip changed a state"
    action_datas = [game.action_to_json(a) for a in played.actions]
    return Row(
        game.name,
        num_players,
        len(played.states),
        statistics.fmean(played.step_seconds),
        per_call(played.states, game.state_to_json, repeats),
        per_call(datas, lambda d: codec.decode(state_type, d), repeats),
        per_call(datas, game.state_from_json, repeats),
        determinize_time(game, played.states, repeats),
        per_call(played.actions, game.action_to_json, repeats),
        per_call(action_datas, game.action_from_json, repeats),
    )


def us(seconds: float | None) -> str:
    return "-" if seconds is None else f"{1e6 * seconds:.1f}"


def ratio(part: float | None, whole: float) -> str:
    return "-" if part is None else f"{part / whole:.2f}"


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


def report(rows: Sequence[Row]) -> str:
    header = (
        "game", "players", "states", "step us", "to_json us", "decode us", "from_json us",
        "determinize us", "act to us", "act from us", "from_json/step", "determinize/step",
    )
    cells = [
        (
            r.game, str(r.players), str(r.states), us(r.step), us(r.to_json), us(r.decode),
            us(r.from_json), us(r.determinize), us(r.action_to_json), us(r.action_from_json),
            ratio(r.from_json, r.step), ratio(r.determinize, r.step),
        )
        for r in rows
    ]
    worst_load = max(rows, key=lambda r: r.from_json / r.step)
    lines = [
        table(header, cells),
        "",
        f"worst from_json/step: {worst_load.from_json / worst_load.step:.2f} "
        f"({worst_load.game}, {worst_load.players} players; target at most 5)",
    ]
    sampled = [r for r in rows if r.determinize is not None]
    if sampled:
        worst = max(sampled, key=lambda r: r.determinize / r.step)  # type: ignore[operator]
        lines.append(
            f"worst determinize/step: {ratio(worst.determinize, worst.step)} "
            f"({worst.game}, {worst.players} players; target at most 2)"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=DEFAULT_GAMES,
                        help="random games per row (default %(default)s)")
    parser.add_argument("--states", type=int, default=DEFAULT_STATES,
                        help="states (and actions) sampled per row (default %(default)s)")
    parser.add_argument("--repeats", type=int, default=DEFAULT_REPEATS,
                        help="timings of each call, the best kept (default %(default)s)")
    parser.add_argument("--only", choices=sorted(pressroom.GAMES), help="one game")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--quick", action="store_true", help="1 game, 10 states, 1 repeat")
    args = parser.parse_args(argv)
    if args.quick:
        args.games, args.states, args.repeats = 1, 10, 1
    names = [args.only] if args.only else sorted(pressroom.GAMES)
    start = time.perf_counter()
    rows = [
        measure(pressroom.GAMES[name], n, args.games, args.states, args.repeats, args.seed)
        for name in names
        for n in player_counts(pressroom.GAMES[name])
    ]
    print(
        f"Python {sys.version.split()[0]}; {args.games} games per row, {args.states} states "
        f"sampled, best of {args.repeats} per call, medians; seed {args.seed}"
    )
    print(report(rows))
    print(f"({time.perf_counter() - start:.1f} s in all)")


if __name__ == "__main__":
    main()
