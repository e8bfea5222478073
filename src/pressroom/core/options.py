"""Named rule options: an attrs class per game, read from plain data.

A game declares its options as an attrs class whose fields have defaults;
string-valued fields list their allowed values in ``metadata={"choices": ...}``.
`read_options` builds it from a user's mapping, refusing unknown names and
ill-typed or unknown values with a message that lists what is allowed.

>>> import attrs
>>> @attrs.frozen
... class Options:
...     speed: str = attrs.field(default="slow", metadata={"choices": ("slow", "fast")})
...     strict: bool = False
>>> read_options(Options, {"speed": "fast"}, "Example")
Options(speed='fast', strict=False)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

import attrs

OptionsT = TypeVar("OptionsT")


def read_options(
    cls: type[OptionsT], options: Mapping[str, Any] | None, game: str
) -> OptionsT:
    if options is not None and not isinstance(options, Mapping):
        raise ValueError(f"{game} options must be a mapping, not {options!r}")
    data = dict(options or {})
    fields = {f.name: f for f in attrs.fields(cls)}  # type: ignore[arg-type]
    unknown = sorted(set(data) - set(fields), key=str)
    if unknown:
        raise ValueError(f"unknown {game} options {unknown}; known: {sorted(fields)}")
    for name, value in data.items():
        field = fields[name]
        choices = field.metadata.get("choices")
        # Compared by type too: True is not 1, 9.0 is not 9.
        if choices is not None and not any(type(value) is type(c) and value == c for c in choices):
            raise ValueError(f"option {name} must be one of {choices}, not {value!r}")
        if isinstance(field.default, bool) and not isinstance(value, bool):
            raise ValueError(f"option {name} must be true or false, not {value!r}")
    return cls(**data)

