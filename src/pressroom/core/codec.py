"""Plain-data JSON for attrs values, guided by their type annotations.

Encoding turns attrs instances into dicts (tagged with ``"$type"``), tuples,
frozensets and persistent vectors into lists, maps into lists of pairs and
enum members into their names. Decoding walks the *declared* types, so it
only ever builds the classes a game declares, never executes input, and
rejects anything else with a `ValueError` that names the offending path.

>>> import attrs
>>> @attrs.frozen
... class Point:
...     x: int
...     y: int
>>> Codec([Point]).encode(Point(1, 2))
{'$type': 'Point', 'x': 1, 'y': 2}
>>> Codec([Point]).decode(Point, {'$type': 'Point', 'x': 1, 'y': 2})
Point(x=1, y=2)
"""

from __future__ import annotations

import enum
import json
import types
import typing
from collections.abc import Iterable
from typing import Any, TypeVar, Union

import attrs
import pyrsistent
import pyrsistent.typing as ptyping

TAG = "$type"

T = TypeVar("T")


def _sort_key(data: Any) -> str:
    return json.dumps(data, sort_keys=True)


class Codec:
    """Encodes and decodes values built from the given attrs classes."""

    def __init__(self, classes: Iterable[type]) -> None:
        self._classes = {cls.__name__: cls for cls in classes}
        self._hints: dict[type, dict[str, Any]] = {}

    def encode(self, value: Any) -> Any:
        if isinstance(value, enum.Enum):  # before int: IntEnum members are ints
            return value.name
        if value is None or isinstance(value, bool | int | str):
            return value
        if attrs.has(type(value)):
            data: dict[str, Any] = {TAG: type(value).__name__}
            for field in attrs.fields(type(value)):
                data[field.name] = self.encode(getattr(value, field.name))
            return data
        if isinstance(value, tuple | list | pyrsistent.PVector):
            return [self.encode(item) for item in value]
        if isinstance(value, frozenset | set):
            return sorted((self.encode(item) for item in value), key=_sort_key)
        if isinstance(value, pyrsistent.PMap | dict):
            pairs = [[self.encode(k), self.encode(v)] for k, v in value.items()]
            return sorted(pairs, key=_sort_key)
        raise TypeError(f"cannot encode {type(value).__name__} as JSON data")

    def decode(self, tp: Any, data: Any, path: str = "$") -> Any:
        """Build a value of declared type ``tp`` from plain data."""
        try:
            return self._decode(tp, data, path)
        except RecursionError:
            raise ValueError(f"malformed data at {path}: nested too deeply") from None

    def _decode(self, tp: Any, data: Any, path: str) -> Any:
        origin = typing.get_origin(tp)
        args = typing.get_args(tp)
        if tp is Any:
            raise TypeError("Any cannot be decoded safely; declare a concrete type")
        if tp is None or tp is type(None):
            return _expect(data is None, None, "null", data, path)
        if tp is bool:
            return _expect(isinstance(data, bool), data, "a boolean", data, path)
        if tp is int:
            ok = isinstance(data, int) and not isinstance(data, bool)
            return _expect(ok, data, "an integer", data, path)
        if tp is str:
            return _expect(isinstance(data, str), data, "a string", data, path)
        if isinstance(tp, type) and issubclass(tp, enum.Enum):
            if isinstance(data, str) and data in tp.__members__:
                return tp[data]
            raise ValueError(f"malformed data at {path}: {data!r} is not a {tp.__name__}")
        if origin in (Union, types.UnionType):
            return self._decode_union(args, data, path)
        if origin is typing.Literal:
            ok = any(type(data) is type(a) and data == a for a in args)
            return _expect(ok, data, f"one of {args}", data, path)
        if origin is tuple:
            items = _expect_list(data, path)
            if len(args) == 2 and args[1] is Ellipsis:
                return tuple(self._decode(args[0], x, f"{path}[{i}]") for i, x in enumerate(items))
            if len(items) != len(args):
                raise ValueError(f"malformed data at {path}: expected {len(args)} items")
            typed = enumerate(zip(args, items, strict=True))
            return tuple(self._decode(a, x, f"{path}[{i}]") for i, (a, x) in typed)
        if origin is frozenset:
            items = _expect_list(data, path)
            return frozenset(self._decode(args[0], x, f"{path}[{i}]") for i, x in enumerate(items))
        if origin is ptyping.PVector:
            items = _expect_list(data, path)
            return pyrsistent.pvector(
                self._decode(args[0], x, f"{path}[{i}]") for i, x in enumerate(items)
            )
        if origin is ptyping.PMap:
            pairs = _expect_list(data, path)
            out: dict[Any, Any] = {}
            for i, pair in enumerate(pairs):
                if not (isinstance(pair, list) and len(pair) == 2):
                    raise ValueError(f"malformed data at {path}[{i}]: expected a [key, value] pair")
                out[self._decode(args[0], pair[0], f"{path}[{i}][0]")] = self._decode(
                    args[1], pair[1], f"{path}[{i}][1]"
                )
            return pyrsistent.pmap(out)
        cls = origin or tp
        if isinstance(cls, type) and attrs.has(cls):
            return self._decode_attrs(cls, args, data, path)
        raise TypeError(f"the codec does not know how to decode {tp!r}")

    def _decode_union(self, options: tuple[Any, ...], data: Any, path: str) -> Any:
        if data is None and type(None) in options:
            return None
        if isinstance(data, dict):
            name = data.get(TAG)
            for option in options:
                cls = typing.get_origin(option) or option
                if isinstance(cls, type) and cls.__name__ == name:
                    return self._decode(option, data, path)
        for option in options:
            if option is type(None) or attrs.has(typing.get_origin(option) or option):
                continue
            try:
                return self._decode(option, data, path)
            except ValueError:
                continue
        raise ValueError(f"malformed data at {path}: {_short(data)} fits none of its types")

    def _decode_attrs(self, cls: type, args: tuple[Any, ...], data: Any, path: str) -> Any:
        if not isinstance(data, dict):
            raise ValueError(f"malformed data at {path}: expected an object for {cls.__name__}")
        if data.get(TAG) != cls.__name__ or self._classes.get(cls.__name__) is not cls:
            raise ValueError(
                f"malformed data at {path}: expected {TAG} {cls.__name__!r}, got {data.get(TAG)!r}"
            )
        hints = self._type_hints(cls)
        substitution = dict(zip(getattr(cls, "__parameters__", ()), args, strict=False))
        fields = attrs.fields(cls)
        names = [f.name for f in fields]
        extra = set(data) - set(names) - {TAG}
        missing = [n for n in names if n not in data]
        if extra or missing:
            raise ValueError(
                f"malformed data at {path}: {cls.__name__} fields "
                f"missing {sorted(missing)}, unexpected {sorted(extra, key=repr)}"
            )
        # attrs names a private field's __init__ argument by its alias (no "_").
        values = {
            f.alias: self._decode(_substitute(hints[f.name], substitution), data[f.name],
                                  f"{path}.{f.name}")
            for f in fields
        }
        return cls(**values)

    def _type_hints(self, cls: type) -> dict[str, Any]:
        if cls not in self._hints:
            self._hints[cls] = typing.get_type_hints(cls)
        return self._hints[cls]


def _substitute(tp: Any, substitution: dict[Any, Any]) -> Any:
    if not substitution:
        return tp
    if isinstance(tp, TypeVar):
        return substitution.get(tp, tp)
    args = typing.get_args(tp)
    if not args:
        return tp
    new_args = tuple(_substitute(a, substitution) for a in args)
    origin = typing.get_origin(tp)
    if origin in (Union, types.UnionType):
        return Union[new_args]  # noqa: UP007 - built dynamically
    if origin is tuple:
        return tuple[new_args]  # type: ignore[valid-type]
    return tp.__origin__[new_args] if hasattr(tp, "__origin__") else tp


def _expect(ok: bool, value: T, what: str, data: Any, path: str) -> T:
    if not ok:
        raise ValueError(f"malformed data at {path}: expected {what}, got {_short(data)}")
    return value


def _expect_list(data: Any, path: str) -> list[Any]:
    if not isinstance(data, list):
        raise ValueError(f"malformed data at {path}: expected a list, got {_short(data)}")
    return data


def _short(data: Any) -> str:
    text = repr(data)
    return text if len(text) <= 60 else text[:57] + "..."
