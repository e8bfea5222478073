"""Named rule options: an attrs class per game, read from plain data.

A game declares its options as an attrs class whose fields have defaults and
typed values: an enum (given by its members' values), a `Literal`, or a
bool. `read_options` builds it from a user's mapping, refusing unknown names
and ill-typed or unknown values with a message that lists what is allowed.
The rules then compare enum members, never strings.

>>> import attrs, enum
>>> class Speed(enum.Enum):
...     SLOW = "slow"
...     FAST = "fast"
>>> Options = attrs.make_class("Options", {
...     "speed": attrs.field(type=Speed, default=Speed.SLOW),
...     "strict": attrs.field(type=bool, default=False)}, frozen=True)
>>> read_options(Options, {"speed": "fast"}, "Example")
Options(speed=<Speed.FAST: 'fast'>, strict=False)
>>> option_values(read_options(Options, None, "Example"))
{'speed': 'slow', 'strict': False}
>>> options_text(read_options(Options, {"speed": "fast", "strict": True}, "Example"))
'fast,true'
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Mapping
from typing import Any, TypeVar

import attrs

from pressroom.core.info import field_types, options_info
from pressroom.core.shown import shown

OptionsT = TypeVar("OptionsT")


def read_options(
    cls: type[OptionsT], options: Mapping[str, Any] | None, game: str
) -> OptionsT:
    if options is not None and not isinstance(options, Mapping):
        raise ValueError(f"{game} options must be a mapping, not {shown(options)}")
    data = dict(options or {})
    kind: Any = cls  # a class, hashable, for the caches
    if not data:
        defaults: OptionsT = _defaults(kind)
        return defaults
    infos = {info.name: info for info in options_info(kind)}
    unknown = sorted((shown(name) for name in set(data) - set(infos)), key=str)
    if unknown:
        raise ValueError(f"unknown {game} options {unknown}; known: {sorted(infos)}")
    hints = field_types(cls)
    values = {}
    for name, value in data.items():
        tp = hints[name]
        if isinstance(tp, type) and issubclass(tp, enum.Enum) and isinstance(value, tp):
            values[name] = value
            continue
        choices = infos[name].choices
        # Compared by type too: True is not 1, 9.0 is not 9.
        if not any(type(value) is type(c) and value == c for c in choices):
            raise ValueError(f"option {name} must be one of {list(choices)}, not {shown(value)}")
        is_enum = isinstance(tp, type) and issubclass(tp, enum.Enum)
        values[name] = tp(value) if is_enum else value
    return cls(**values)


@functools.cache  # per options class: every new_game without options asks
def _defaults(cls: Any) -> Any:
    return cls()


def options_text(options: Any) -> str:
    """The options as one string, for a saved form: each value's text
    (`value_text`) in the order of the fields, joined by commas. A game's
    saved form reads it back through a table of the texts it allows."""
    return ",".join(map(value_text, attrs.astuple(options, recurse=False)))


def value_text(value: object) -> str:
    """An option value's text in `options_text`: a flag in lower case, an
    enum member its value's, a number its digits."""
    if type(value) is bool:
        return "true" if value else "false"
    return str(value.value) if isinstance(value, enum.Enum) else str(value)


def option_values(options: Any) -> dict[str, Any]:
    """The options as the plain data `read_options` takes back."""
    return {
        name: value.value if isinstance(value, enum.Enum) else value
        for name, value in attrs.asdict(options, recurse=False).items()
    }
