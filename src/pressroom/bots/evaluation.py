"""How good a state is for a seat: the number a `GreedyBot` maximises.

An evaluation takes the game, a complete state (a bot evaluates states it
sampled from its own view, never the true one) and a seat, and returns a
number, higher is better. The default works for every game from the public
protocol alone: the seat's score minus the best other seat's score, as a
fraction of the game's score range (so it lies between -1 and 1). A game
that knows better (a hand's worth, a half-built page) registers its own.

>>> import pressroom
>>> game = pressroom.get_game("newsprint")
>>> evaluation_for(game) is default_evaluation
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pressroom.core.protocol import Game

Evaluation = Callable[[Game[Any, Any, Any], Any, int], float]
"""``evaluation(game, state, seat) -> float``: higher is better for ``seat``."""

EVALUATIONS: dict[str, Evaluation] = {}
"""A game's name -> its own evaluation, where it has a better one than the default."""


def score_span(game: Game[Any, Any, Any], scores: tuple[int, ...]) -> float:
    """The width of the game's declared score range (`GameInfo.score_range`);
    for a game that does not declare one yet, the largest score seen."""
    try:
        low, high = game.info.score_range
    except (AttributeError, NotImplementedError):
        return float(max(1, *map(abs, scores)))
    return float(max(1, high - low))


def default_evaluation(game: Game[Any, Any, Any], state: Any, seat: int) -> float:
    """The seat's score minus the best other score, over the score range."""
    scores = game.scores(state)
    others = [score for other, score in enumerate(scores) if other != seat]
    best_other = max(others) if others else 0
    return (scores[seat] - best_other) / score_span(game, scores)


def margins(game: Game[Any, Any, Any], state: Any) -> list[float]:
    """`default_evaluation` for every seat at once (the scores computed once)."""
    scores = game.scores(state)
    span = score_span(game, scores)
    out = []
    for seat, score in enumerate(scores):
        others = [s for other, s in enumerate(scores) if other != seat]
        out.append((score - (max(others) if others else 0)) / span)
    return out


def evaluate_seats(game: Game[Any, Any, Any], state: Any, evaluation: Evaluation,
                   seats: int) -> list[float]:
    """``evaluation`` for every seat."""
    if evaluation is default_evaluation:
        return margins(game, state)
    return [evaluation(game, state, seat) for seat in range(seats)]


def register_evaluation(game_name: str, evaluation: Evaluation) -> None:
    """Make ``evaluation`` the one `evaluation_for` gives for the named game."""
    EVALUATIONS[game_name] = evaluation


def evaluation_for(game: Game[Any, Any, Any]) -> Evaluation:
    """The game's registered evaluation, else `default_evaluation`."""
    return EVALUATIONS.get(game.name, default_evaluation)
