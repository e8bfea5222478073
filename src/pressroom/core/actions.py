"""The base of every game's action classes: fields of the declared types only.

Python's ``0.0 == 0`` and ``True == 1`` would let ``Pick(0.0, card)`` equal a
listed ``Pick(0, card)`` (with the same hash) while the rules refuse it. An
action therefore checks its fields against their annotations when it is
built, and an ill-typed one is never made: building it raises
`MalformedAction`, which is both a `TypeError` and an `IllegalAction`.

Only types are checked here, not ranges: whether seat 5 or story 9 exists
depends on the state, and `why_illegal` says so.

>>> import attrs
>>> @attrs.frozen
... class Pass(ActionBase):
...     player: int
>>> Pass(1)
Pass(player=1)
>>> Pass(True)
Traceback (most recent call last):
...
pressroom.core.actions.MalformedAction: Pass.player must be an integer, not True
"""

from __future__ import annotations

import enum
import functools
import types
import typing
from collections.abc import Callable
from typing import Any, Union

from pressroom.core.protocol import IllegalAction
from pressroom.core.shown import shown

Check = Callable[[Any], bool]


class MalformedAction(IllegalAction, TypeError):
    """An action built with a field of the wrong type."""


class ActionBase:
    """Mixin for attrs action classes: checks field types once, when built."""

    __slots__ = ()

    def __attrs_post_init__(self) -> None:
        for name, check, what in _checks(type(self)):  # type: ignore[arg-type]
            value = getattr(self, name)
            if not check(value):
                raise MalformedAction(
                    f"{type(self).__name__}.{name} must be {what}, not {shown(value)}"
                )


@functools.cache
def _checks(cls: type) -> tuple[tuple[str, Check, str], ...]:
    hints = typing.get_type_hints(cls)
    fields = getattr(cls, "__attrs_attrs__", ())
    return tuple((f.name, *_check_for(hints[f.name])) for f in fields)


def _check_for(tp: Any) -> tuple[Check, str]:
    """A predicate for values of type ``tp``, and how to say the type."""
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if tp is int:
        return (lambda v: type(v) is int), "an integer"
    if tp is bool:
        return (lambda v: type(v) is bool), "true or false"
    if tp is str:
        return (lambda v: type(v) is str), "a string"
    if tp is None or tp is type(None):
        return (lambda v: v is None), "None"
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return (lambda v: type(v) is tp), f"a {tp.__name__}"
    if origin in (Union, types.UnionType):
        parts = [_check_for(a) for a in args]
        return (lambda v: any(c(v) for c, _ in parts)), " or ".join(w for _, w in parts)
    if origin is typing.Literal:
        return (lambda v: any(type(v) is type(a) and v == a for a in args)), f"one of {args}"
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            item, what = _check_for(args[0])
            return (
                lambda v: type(v) is tuple and all(item(x) for x in v)
            ), f"a tuple of {what}"
        parts = [_check_for(a) for a in args]
        return (
            lambda v: type(v) is tuple and len(v) == len(parts)
            and all(c(x) for (c, _), x in zip(parts, v, strict=True))
        ), f"a tuple of {len(parts)} values"
    if isinstance(tp, type):
        return (lambda v: isinstance(v, tp)), f"a {tp.__name__}"
    raise TypeError(f"action fields of type {tp!r} cannot be checked")
