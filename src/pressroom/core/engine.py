"""The rules skeleton every game plugs into: a typed table of its steps.

A game is a sequence of steps (a phase, a pending answer, a layout in
progress). Each `Step` lists the `Move`s it takes, one per action type: how
that type's legal actions are generated, the check that says why one is
illegal, and the transition that applies it. `GameBase` answers
`legal_actions`, `why_illegal` and `apply` from the table, so no game writes
them again.

`Move` is generic in the state and action types, so mypy catches a check
or transition paired with the wrong action type:

>>> import attrs
>>> @attrs.frozen
... class Count:
...     total: int
>>> @attrs.frozen
... class Add:
...     player: int
...     amount: int
>>> add = Move(
...     Add,
...     legal=lambda state, seat: (Add(seat, n) for n in (1, 2)),
...     check=lambda state, a: None if a.amount in (1, 2) else "add 1 or 2",
...     apply=lambda state, a: Count(state.total + a.amount),
... )
>>> table = MoveTable(lambda state: "adding", {"adding": Step("the adding step", (add,))})
>>> table.legal(Count(0), 0)
(Add(player=0, amount=1), Add(player=0, amount=2))
>>> table.check(Count(0), Add(0, 3))
'add 1 or 2'
>>> table.apply(Count(0), Add(0, 2))
Count(total=2)

Legal actions are generated directly, never by filtering candidates through
the check (that filtering was most of a random playout's time). The two can
therefore disagree only through a bug, and the tests look for one: on every
state of random play they compare the generated list with the candidates of
a per-game universe that `check` accepts (see docs/architecture.md).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable, Iterable, Mapping
from typing import Any, Generic, TypeVar

import attrs

S = TypeVar("S")
A = TypeVar("A")


@attrs.frozen
class Move(Generic[S, A]):
    """One action type a step takes."""

    action: type[A]
    legal: Callable[[S, int], Iterable[A]]
    """Every legal action of this type for the seat (which is to move)."""
    check: Callable[[S, A], str | None]
    """Why the action is illegal, or None; the seat and turn are checked already."""
    apply: Callable[[S, A], S]
    """The state after a legal action."""


@attrs.frozen
class Step(Generic[S]):
    """A step of the game and the moves it takes, in listing order."""

    describe: str | Callable[[S], str]
    """The step in words, for messages: "the Scoop phase (pick a card)"."""
    moves: tuple[Move[S, Any], ...]
    by_type: Mapping[type, Move[S, Any]] = attrs.field(init=False, eq=False, repr=False)

    legal: Callable[[S, int], tuple[Any, ...]] = attrs.field(init=False, eq=False, repr=False)
    """Every legal action of the seat in this step, in listing order."""

    def __attrs_post_init__(self) -> None:
        by_type = {move.action: move for move in self.moves}
        if len(by_type) != len(self.moves):
            raise ValueError("a step takes each action type once")
        object.__setattr__(self, "by_type", by_type)
        object.__setattr__(self, "legal", _listing(self.moves))

    def words(self, state: S) -> str:
        return self.describe if isinstance(self.describe, str) else self.describe(state)


class MoveTable(Generic[S]):
    """A game's steps, and which one a state is in."""

    def __init__(self, step_of: Callable[[S], Hashable], steps: Mapping[Any, Step[S]]) -> None:
        self.step_of = step_of
        self.steps: dict[Any, Step[S]] = dict(steps)

    def step(self, state: S) -> Step[S]:
        step: Step[S] = self.steps[self.step_of(state)]
        return step

    def legal(self, state: S, seat: int) -> tuple[Any, ...]:
        """The seat's legal actions; the caller knows the seat is to move."""
        return self.steps[self.step_of(state)].legal(state, seat)

    def check(self, state: S, action: Any) -> str | None:
        """Why ``action`` (of a seat to move) is illegal in its step, or None."""
        step = self.step(state)
        move = step.by_type.get(type(action))
        if move is None:
            return f"{type(action).__name__} is not an action of {step.words(state)}"
        return move.check(state, action)

    def apply(self, state: S, action: Any) -> S:
        """The transition; the caller has checked the action."""
        result: S = self.steps[self.step_of(state)].by_type[type(action)].apply(state, action)
        return result


def _listing(moves: tuple[Move[S, Any], ...]) -> Callable[[S, int], tuple[Any, ...]]:
    """One function listing the moves' legal actions in order: a step of
    one move calls it directly (most steps, and every playout step asks)."""
    if len(moves) == 1:
        (only,) = moves
        legal = only.legal
        return lambda state, seat: tuple(legal(state, seat))
    generators = tuple(move.legal for move in moves)
    return lambda state, seat: tuple(
        itertools.chain.from_iterable(legal(state, seat) for legal in generators)
    )
