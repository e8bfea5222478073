"""The demonstration: complete bot games of every game, shown as they unfold.

``pressroom demo`` (or ``python -m pressroom demo``) plays one game of every
registered game at its smallest player count and shows the table at a few
moments (drawn from ``str(view)``, the public view), the final newspapers,
the scores and the winners. Games that can sample states from views are
played by a greedy bot against random ones; others by random bots.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any

import attrs

from pressroom.bots.base import make_bot
from pressroom.bots.match import unfold
from pressroom.core.protocol import Game
from pressroom.core.record import Record


def can_sample(game: Game[Any, Any, Any]) -> bool:
    """Whether the game can build states from views (what searching bots need)."""
    state = game.new_game(game.player_counts.start, 0)
    try:
        game.sample(game.view(state, 0), 0)
    except (NotImplementedError, AttributeError):
        return False
    return True


def demo_lineup(game: Game[Any, Any, Any], num_players: int) -> list[str]:
    """A greedy bot against random ones, or random bots only if the game
    cannot sample states from views yet."""
    first = "greedy" if can_sample(game) else "random"
    return [first] + ["random"] * (num_players - 1)


@attrs.frozen
class Moment:
    """The table after ``actions`` actions, and the last few of them."""

    actions: int
    recent: tuple[str, ...]
    board: str


@attrs.frozen
class DemoGame:
    game: str
    title: str
    bots: tuple[str, ...]
    moments: tuple[Moment, ...]
    """The start, a few moments of play, and the end."""
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    record: Record
    final: Any
    """The last state."""


def play_demo(
    game: Game[Any, Any, Any], seed: int, bots: Sequence[str] | None = None,
    num_players: int | None = None, moments: int = 2, recent: int = 4,
) -> DemoGame:
    """Play a game between bots and keep ``moments`` moments between the
    start and the end, evenly spaced, with the ``recent`` actions before each."""
    n = num_players or game.player_counts.start
    specs = list(bots) if bots else demo_lineup(game, n)
    if len(specs) == 1:
        specs *= n
    players = [make_bot(spec, seed * 31 + seat) for seat, spec in enumerate(specs)]
    record = Record.start(game, n, seed)
    state = game.new_game(n, seed)
    states = [state]
    for step in unfold(game, players, record, state):
        record, state = step
        states.append(state)
    total = len(record.actions)
    marks = sorted({0, total, *(total * k // (moments + 1) for k in range(1, moments + 1))})
    shown = tuple(
        Moment(
            mark,
            tuple(str(a) for a in record.actions[max(0, mark - recent):mark]),
            str(game.view(states[mark], None)),
        )
        for mark in marks
    )
    title = getattr(game, "title", game.name)
    return DemoGame(game.name, title, tuple(specs), shown, tuple(game.scores(state)),
                    tuple(game.winners(state)), record, state)


def moment_heading(demo: DemoGame, moment: Moment) -> str:
    total = demo.moments[-1].actions
    if moment.actions == 0:
        return "the start"
    if moment.actions == total:
        return f"the end, after {total} actions"
    return f"after {moment.actions} of {total} actions"


def demo_lines(games: Iterable[Game[Any, Any, Any]], seed: int) -> Iterator[str]:
    """The demonstration as plain text (the command line draws it richer)."""
    for game in games:
        demo = play_demo(game, seed)
        yield f"=== {demo.title} ({demo.game}): {len(demo.bots)} players: {', '.join(demo.bots)}"
        for moment in demo.moments:
            yield f"--- {moment_heading(demo, moment)}"
            if moment.recent:
                yield "last actions: " + "; ".join(moment.recent)
            yield moment.board
        scores = ", ".join(f"seat {s} ({demo.bots[s]}): {v}" for s, v in enumerate(demo.scores))
        yield f"scores: {scores}"
        yield f"won by {' and '.join(f'seat {w}' for w in demo.winners)}"
        yield ""
