"""`GreedyBot`: one step of lookahead on an evaluation.

The bot holds only its view, so it looks ahead in states sampled from it
(``game.sample(view, seed)``): for each legal action it applies the action
in a few sampled states, evaluates each result for its seat and takes the
action with the best mean. Every action is tried in the same samples, so
the comparison is not blurred by which hidden cards were drawn.

In a simultaneous step one action settles nothing until every seat has
committed, so in each sample the other seats that were deciding at the same
time commit a random legal action before the result is evaluated.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from pressroom.bots.base import parse_args, register_bot, seat_of
from pressroom.bots.evaluation import Evaluation, evaluation_for
from pressroom.core.protocol import Game


class GreedyBot:
    """The action whose result evaluates best, averaged over sampled states.

    ``samples`` states are drawn per decision; ``evaluation`` defaults to the
    game's registered one (`pressroom.bots.evaluation.evaluation_for`).
    Ties are broken at random, from the seed.
    """

    def __init__(
        self, seed: int = 0, samples: int = 4, evaluation: Evaluation | None = None
    ) -> None:
        if samples < 1:
            raise ValueError(f"a greedy bot needs at least one sample, not {samples}")
        self._rng = random.Random(seed)
        self.samples = samples
        self.evaluation = evaluation
        self.name = "greedy" if samples == 4 else f"greedy:{samples}"

    def choose(self, game: Game[Any, Any, Any], view: Any, legal_actions: Sequence[Any]) -> Any:
        if len(legal_actions) == 1:
            return legal_actions[0]
        seat = seat_of(legal_actions)
        evaluate = self.evaluation or evaluation_for(game)
        states = [game.sample(view, self._rng.getrandbits(63)) for _ in range(self.samples)]
        settle_seeds = [self._rng.getrandbits(63) for _ in states]
        values = []
        for action in legal_actions:
            total = 0.0
            for state, settle_seed in zip(states, settle_seeds, strict=True):
                after = settle(game, state, game.apply(state, action), seat, settle_seed)
                total += evaluate(game, after, seat)
            values.append(total / len(states))
        best = max(values)
        tied = [a for a, v in zip(legal_actions, values, strict=True) if v >= best - 1e-12]
        return tied[0] if len(tied) == 1 else self._rng.choice(tied)

    @classmethod
    def from_spec(cls, seed: int, args: Sequence[str]) -> GreedyBot:
        return cls(seed, **parse_args("greedy", args, "samples", {"samples": int}))


def settle(game: Game[Any, Any, Any], before: Any, after: Any, seat: int, seed: int) -> Any:
    """``after``, once the seats that were deciding alongside ``seat`` in
    ``before`` have committed random legal actions (a simultaneous step)."""
    others = set(game.to_move(before)) - {seat}
    if not others:
        return after
    rng = random.Random(seed)
    state = after
    while True:
        movers = game.to_move(state)
        if not movers or not set(movers) <= others:
            return state
        state = game.apply(state, rng.choice(game.legal_actions(state, movers[0])))
        others.discard(movers[0])


register_bot("greedy", GreedyBot.from_spec)
