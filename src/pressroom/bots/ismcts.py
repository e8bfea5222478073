"""`ISMCTSBot`: information-set Monte Carlo tree search.

The bot holds only its view. Each iteration samples a complete state
consistent with it (``game.sample(view, seed)``: the hidden cards dealt one
plausible way), walks down a search tree choosing actions by UCB, adds one
node, plays the game out at random, and credits every seat's decision on
the way with that seat's reward.

A node is a seat's *information set*: it is keyed by the deciding seat and
that seat's view of the sampled state, not by the actions that led to it.
So a node is shared by every state its seat cannot tell apart, and a seat
deciding in a simultaneous step cannot see (nor exploit) the choices the
other seats committed before it in the tree: their commitments are hidden
in its view, as at the table. Actions are scored by UCB with availability
counts (an action is compared over the iterations in which it was legal),
as in Cowling, Powley and Whitehouse's ISMCTS (2012).

The reward of a finished playout is a seat's share of the win (1, or 1/k in
a k-way tie, else 0), blended with its score margin (the default evaluation,
scaled to 0..1) by ``score_weight``: the margin tells a near miss from a rout
when few playouts are won. A playout cut short after ``rollout`` actions is
scored the same way, with the evaluation (`pressroom.bots.evaluation`)
naming the seats ahead in place of the winners.

With an iteration budget the bot is reproducible: the same seed and the
same questions give the same answers. A budget in seconds depends on the
machine's speed.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Hashable, Sequence
from typing import Any

from pressroom.bots.base import parse_args, register_bot, seat_of
from pressroom.bots.evaluation import Evaluation, evaluate_seats, evaluation_for, margins
from pressroom.core.protocol import Game

Stats = list[float]
"""An action's [reward total, visits, availability] at a node."""


class ISMCTSBot:
    """Information-set MCTS over sampled states.

    Give ``iterations`` (reproducible) or ``seconds`` (a time budget), or
    both (whichever ends first). ``rollout`` caps a playout's length (None:
    play to the end); ``exploration`` is UCB's constant.
    """

    def __init__(
        self, seed: int = 0, iterations: int | None = 200, seconds: float | None = None,
        exploration: float = 0.7, rollout: int | None = None, score_weight: float = 0.25,
        evaluation: Evaluation | None = None,
    ) -> None:
        if iterations is None and seconds is None:
            raise ValueError("an ISMCTS bot needs a budget: iterations or seconds")
        if iterations is not None and iterations < 1:
            raise ValueError(f"an ISMCTS bot needs at least one iteration, not {iterations}")
        if seconds is not None and seconds <= 0:
            raise ValueError(f"an ISMCTS bot needs a positive time budget, not {seconds}")
        self._rng = random.Random(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.rollout = rollout
        self.score_weight = score_weight
        self.evaluation = evaluation
        spec = ["ismcts"]
        if seconds is None:
            spec += [] if iterations == 200 else [str(iterations)]
        else:
            spec += [f"{seconds:g}s"] + ([] if iterations is None else [f"iterations={iterations}"])
        spec += [] if rollout is None else [f"rollout={rollout}"]
        spec += [] if exploration == 0.7 else [f"exploration={exploration:g}"]
        spec += [] if score_weight == 0.25 else [f"score_weight={score_weight:g}"]
        self.name = ":".join(spec)
        self.last_iterations = 0
        """How many iterations the last `choose` ran."""
        self._seats = 0

    @classmethod
    def from_spec(cls, seed: int, args: Sequence[str]) -> ISMCTSBot:
        """``ismcts``, ``ismcts:400`` (iterations), ``ismcts:2s`` (seconds),
        ``ismcts:400:rollout=30``."""
        keys: dict[str, type] = {"budget": str, "iterations": int, "seconds": float,
                                 "rollout": int, "exploration": float, "score_weight": float}
        values = parse_args("ismcts", args, "budget", keys)
        budget = values.pop("budget", None)
        if budget is not None:
            try:
                if budget.endswith("s"):
                    values["seconds"] = float(budget[:-1])
                    values.setdefault("iterations", None)
                else:
                    values["iterations"] = int(budget)
            except ValueError:
                raise ValueError(
                    f"ismcts: the budget is a number of iterations (400) or seconds (2s), "
                    f"not {budget!r}"
                ) from None
        return cls(seed, **values)

    def choose(self, game: Game[Any, Any, Any], view: Any, legal_actions: Sequence[Any]) -> Any:
        seat = seat_of(legal_actions)
        self.last_iterations = 0
        if len(legal_actions) == 1:
            return legal_actions[0]
        evaluate = self.evaluation or evaluation_for(game)
        tree: dict[Hashable, dict[Any, Stats]] = {}
        root_key = _key(seat, view)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        self._seats = 0
        while (self.iterations is None or self.last_iterations < self.iterations) and (
            deadline is None or not self.last_iterations or time.perf_counter() < deadline
        ):
            state = game.sample(view, self._rng.getrandbits(63))
            self._seats = self._seats or len(game.scores(state))
            self._iterate(game, tree, state, seat, tuple(legal_actions), root_key, evaluate)
            self.last_iterations += 1
        root = tree[root_key]

        def rank(item: tuple[int, Any]) -> tuple[float, float, int]:
            index, action = item
            total, visits, _ = root.get(action, (0.0, 0.0, 0.0))
            return (visits, total / visits if visits else 0.0, -index)

        return max(enumerate(legal_actions), key=rank)[1]

    def _iterate(
        self, game: Game[Any, Any, Any], tree: dict[Hashable, dict[Any, Stats]], state: Any,
        seat: int, legal: tuple[Any, ...], key: Hashable, evaluate: Evaluation,
    ) -> None:
        rng = self._rng
        path: list[tuple[Stats, int]] = []
        mover = seat
        while True:
            node = tree.setdefault(key, {})
            untried = []
            for action in legal:
                stats = node.get(action)
                if stats is None:
                    untried.append(action)
                else:
                    stats[2] += 1
            if untried:
                action = untried[0] if len(untried) == 1 else rng.choice(untried)
                stats = node[action] = [0.0, 0.0, 1.0]
                path.append((stats, mover))
                state = game.apply(state, action)
                break
            action, stats = self._select(node, legal)
            path.append((stats, mover))
            state = game.apply(state, action)
            movers = game.to_move(state)
            if not movers:
                break
            mover = movers[0]
            legal = game.legal_actions(state, mover)
            key = _key(mover, game.view(state, mover))
        rewards = self._playout(game, state, evaluate)
        for stats, who in path:
            stats[0] += rewards[who]
            stats[1] += 1

    def _select(self, node: dict[Any, Stats], legal: tuple[Any, ...]) -> tuple[Any, Stats]:
        best_value = -math.inf
        best: tuple[Any, Stats] | None = None
        c = self.exploration
        for action in legal:
            total, visits, available = stats = node[action]
            value = total / visits + c * math.sqrt(math.log(available) / visits)
            if value > best_value:
                best_value, best = value, (action, stats)
        assert best is not None
        return best

    def _playout(
        self, game: Game[Any, Any, Any], state: Any, evaluate: Evaluation
    ) -> list[float]:
        rng = self._rng
        steps = 0
        while True:
            movers = game.to_move(state)
            if not movers:
                return self._final_rewards(game, state)
            if self.rollout is not None and steps >= self.rollout:
                return self._cutoff_rewards(game, state, evaluate)
            legal = game.legal_actions(state, movers[0])
            state = game.apply(state, legal[0] if len(legal) == 1 else rng.choice(legal))
            steps += 1

    def _cutoff_rewards(
        self, game: Game[Any, Any, Any], state: Any, evaluate: Evaluation
    ) -> list[float]:
        """A playout cut short: the seats the evaluation puts ahead take the
        place of the winners (so the reward does not depend on the scale of
        the evaluation), blended with the evaluation itself."""
        values = evaluate_seats(game, state, evaluate, self._seats)
        best = max(values)
        leaders = sum(v == best for v in values)
        weight = self.score_weight
        return [
            (1 - weight) * (1 / leaders if v == best else 0.0)
            + weight * min(1.0, max(0.0, (v + 1) / 2))
            for v in values
        ]

    def _final_rewards(self, game: Game[Any, Any, Any], state: Any) -> list[float]:
        winners = game.winners(state)
        weight = self.score_weight
        seat_margins = margins(game, state) if weight else [0.0] * self._seats
        return [
            (1 - weight) * (1 / len(winners) if p in winners else 0.0)
            + weight * (seat_margins[p] + 1) / 2
            for p in range(self._seats)
        ]


def _key(seat: int, view: Any) -> Hashable:
    """A node's key: the seat and its view (views are immutable values)."""
    try:
        hash(view)
    except TypeError:
        return (seat, repr(view))
    return (seat, view)


register_bot("ismcts", ISMCTSBot.from_spec)
