"""A faster `attrs.evolve` for the hot paths of the rules.

`attrs.evolve` looks up the class's fields and their aliases on every call
and builds a keyword dict of all of them; rules call it several times per
action on states of 30 to 40 fields. `replace` generates, once per class, a
function with a keyword parameter per field that reads only the fields left
unchanged and calls the constructor positionally (as attrs and cattrs
generate their own methods, from the field names alone): 2-3 times faster
than `attrs.evolve` on the games' states, with the same result (the
constructor still runs, so converters and validators too).

>>> import attrs
>>> @attrs.frozen
... class Point:
...     x: int
...     y: int
>>> replace(Point(1, 2), y=5)
Point(x=1, y=5)
>>> replace(Point(1, 2), z=5)
Traceback (most recent call last):
...
TypeError: Point has no field 'z'
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

import attrs

T = TypeVar("T")


@functools.cache
def _replacer(cls: type) -> Callable[..., Any]:
    fields = attrs.fields(cls)
    if any(f.kw_only or not f.init for f in fields):
        raise TypeError(f"{cls.__name__} has keyword-only or non-init fields; use attrs.evolve")
    names = [f.name for f in fields]
    params = ", ".join(f"{name}=KEEP" for name in names)
    values = ", ".join(f"inst.{name} if {name} is KEEP else {name}" for name in names)
    namespace: dict[str, Any] = {"KEEP": object(), "cls": cls}
    source = f"def replace(inst, *, {params}):\n    return cls({values})\n"
    exec(compile(source, f"<replace {cls.__qualname__}>", "exec"), namespace)
    function: Callable[..., Any] = namespace["replace"]
    return function


def replace(inst: T, **changes: Any) -> T:
    """A copy of the attrs instance ``inst`` with ``changes`` applied."""
    cls: Any = type(inst)
    try:
        new: T = _replacer(cls)(inst, **changes)
    except TypeError:
        unknown = set(changes) - {f.name for f in attrs.fields(cls)}
        if unknown:
            raise TypeError(f"{cls.__name__} has no field {min(unknown)!r}") from None
        raise
    return new
