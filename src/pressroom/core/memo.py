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
import inspect
from collections.abc import Callable
from typing import Any, Concatenate, ParamSpec, TypeVar, cast

T = TypeVar("T")
P = ParamSpec("P")
R = TypeVar("R")
_NOTHING = object()  # no answer yet


def remember_last(function: Callable[Concatenate[T, P], R]) -> Callable[Concatenate[T, P], R]:
    code = function.__code__
    plain = not (code.co_flags & (inspect.CO_VARARGS | inspect.CO_VARKEYWORDS)
                 or code.co_kwonlyargcount or function.__defaults__)
    if plain and code.co_argcount in (1, 2):  # every function the rules remember
        wrapper = _fixed(function, code.co_varnames[:code.co_argcount])
        return cast("Callable[Concatenate[T, P], R]", functools.wraps(function)(wrapper))
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


def _fixed(function: Callable[..., Any], names: tuple[str, ...]) -> Callable[..., Any]:
    """The memo of a function of one or two plain arguments, taking them by
    the function's own names: a hit costs about a third of a plain call
    more, where packing ``*rest`` and ``**keywords`` cost twice that."""
    arguments = ", ".join(names)
    test = " and ".join([f"entry[0] is {names[0]}"] + [
        f"entry[{i}] == {name}" for i, name in enumerate(names[1:], 1)
    ])
    source = (
        f"def make(function, last):\n"
        f"    def remembered({arguments}):\n"
        f"        nonlocal last\n"
        f"        entry = last\n"
        f"        if {test}:\n"
        f"            return entry[{len(names)}]\n"
        f"        answer = function({arguments})\n"
        f"        last = ({arguments}, answer)\n"
        f"        return answer\n"
        f"    return remembered\n"
    )
    namespace: dict[str, Any] = {}
    exec(compile(source, f"<remember_last {function.__qualname__}>", "exec"), namespace)
    made: Callable[..., Any] = namespace["make"](function, (_NOTHING,) * (len(names) + 1))
    return made
