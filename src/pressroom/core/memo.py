"""A one-entry memo for the rules' hot paths.

A playout asks the same question of the same state several times in a
step (who is to move, what a seat's board scan finds): `remember_last`
keeps the last answer, for the last arguments, the first compared by
identity (an immutable state, page or options: an `is` match is the same
value, and the entry holds it, so its address cannot be reused) and the
others by equality. The entry is one tuple, read and written at once, so
threads at worst compute again.

>>> calls = []
>>> @remember_last
... def double(x: tuple[int, ...]) -> tuple[int, ...]:
...     calls.append(x)
...     return x * 2
>>> point = (1, 2)
>>> double(point), double(point), len(calls)
((1, 2, 1, 2), (1, 2, 1, 2), 1)
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, Concatenate, ParamSpec, TypeVar

T = TypeVar("T")
P = ParamSpec("P")
R = TypeVar("R")
_NOTHING = object()  # no answer yet


def remember_last(function: Callable[Concatenate[T, P], R]) -> Callable[Concatenate[T, P], R]:
    last: list[tuple[Any, tuple[Any, ...], Any]] = [(_NOTHING, (), None)]

    @functools.wraps(function)
    def remembered(first: T, /, *rest: P.args, **keywords: P.kwargs) -> R:
        entry = last[0]
        if entry[0] is first and entry[1] == rest and not keywords:
            known: R = entry[2]
            return known
        answer = function(first, *rest, **keywords)
        if not keywords:
            last[0] = (first, rest, answer)
        return answer

    return remembered
