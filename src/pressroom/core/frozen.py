"""A faster `attrs.evolve` for the hot paths of the rules.

`attrs.evolve` looks up the class's fields and their aliases on every call;
rules call it several times per action. `replace` caches one attribute getter
per class and calls the constructor once, about 2.5 times faster, with the
same result (the constructor still runs, so converters and validators too).

>>> import attrs
>>> @attrs.frozen
... class Point:
...     x: int
...     y: int
>>> replace(Point(1, 2), y=5)
Point(x=1, y=5)
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Callable
from typing import Any, TypeVar

import attrs

T = TypeVar("T")


@functools.cache
def _layout(cls: type) -> tuple[tuple[str, ...], Callable[[Any], tuple[Any, ...]]]:
    fields = attrs.fields(cls)
    if any(f.alias != f.name for f in fields):
        raise TypeError(f"{cls.__name__} has private fields; use attrs.evolve")
    names = tuple(f.name for f in fields)
    getter = operator.attrgetter(*names)
    if len(names) == 1:
        return names, lambda inst: (getter(inst),)
    return names, getter


def replace(inst: T, **changes: Any) -> T:
    """A copy of the attrs instance ``inst`` with ``changes`` applied."""
    cls: Any = type(inst)
    names, getter = _layout(cls)
    values = dict(zip(names, getter(inst), strict=True))
    values.update(changes)
    new: T = cls(**values)
    return new
