"""Plain-data JSON for attrs values, guided by their type annotations.

Encoding turns attrs instances into dicts (tagged with ``"$type"``), tuples,
frozensets and persistent vectors into lists (frozensets sorted by their
JSON), maps into sorted lists of ``[key, value]`` pairs and enum members into
their names. Decoding walks the *declared* types, so it only ever builds the
classes a game declares, never executes input, and rejects anything else with
a `ValueError` that names the offending path.

>>> import attrs
>>> @attrs.frozen
... class Point:
...     x: int
...     y: int
>>> Codec([Point]).encode(Point(1, 2))
{'$type': 'Point', 'x': 1, 'y': 2}
>>> Codec([Point]).decode(Point, {'$type': 'Point', 'x': 1, 'y': 2})
Point(x=1, y=2)
>>> Codec([Point]).decode(Point, {'$type': 'Point', 'x': 1, 'y': True})
Traceback (most recent call last):
...
ValueError: malformed data at $.y: expected an integer, got True

Where cattrs does the work, and where our own code does, decided by
measurement (``benchmarks/loading.py``; the games' states decode 7-10x and
encode 4-5x faster than with the former hand-written walk of the annotations):

- Decoding runs on a `cattrs` converter with detailed validation: cattrs
  generates one structuring function per attrs class (generic classes with
  their type arguments substituted), caches one hook per declared type, and
  notes on each error the field or index that failed, from which the path in
  the message is read. Those generated functions measured as fast as a
  hand-written function per class, so they are cattrs's. The hooks for
  everything else are ours: cattrs's own convert leniently (``int("3")``,
  ``int(True)``, ``int(1.5)``, enums by value, any iterable as a tuple, other
  classes called on the data), so our hooks are registered ahead of all of
  them, and a declared type we do not list raises `TypeError` instead of
  reaching one. Lists of plain values and of enum names are checked in C,
  falling back to an item-by-item loop that names the bad index.
- Well-formed data, the usual case, first goes through `core.quickdecode`:
  a plain function per declared type with the same checks but no path kept
  (1.4-1.6x faster on the games' states); on any doubt the detailed decoder
  decides, and explains.
- Messages: cattrs's ``transform_error`` recurses (a tree of errors is as deep
  as the data) and formats its own text, so the tree is walked here, without
  recursion, for the first problem; the input in it is rendered by `shown`.
- Encoding uses cattrs's generated unstructuring functions, which follow the
  declared field types: with the check below, 1.2-1.9x faster than our best
  encoder dispatching on each value's class. Declarations can be loose (an
  IntEnum member passes for an int, even with mypy), so every hook first
  checks the value's class and hands anything unexpected to `encode`, which
  dispatches on what the value is; the check costs up to 20% (Extrablatt),
  too little to measure on the other games.
"""

from __future__ import annotations

import enum
import json
import types
import typing
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any, Union

import attrs
import cattrs
import pyrsistent
import pyrsistent.typing as ptyping
from cattrs.errors import (
    AttributeValidationNote,
    BaseValidationError,
    ClassValidationError,
    IterableValidationError,
    IterableValidationNote,
)
from cattrs.gen import make_dict_structure_fn, make_dict_unstructure_fn

from pressroom.core.quickdecode import QuickDecoder
from pressroom.core.shown import shown

TAG = "$type"

Hook = Callable[[Any, Any], Any]
Encoder = Callable[[Any], Any]

_NONE = type(None)
_PLAIN = frozenset({int, str, bool, _NONE})  # JSON as they are
_STR = frozenset({str})
_PVECTOR: Any = type(pyrsistent.pvector())
_PMAP: Any = type(pyrsistent.pmap())


class _Refused(ValueError):
    """A value that is not of its declared type; the message says why, the
    path is added from the notes cattrs attaches on the way up."""


class _Unsupported(TypeError):
    """A declared type the codec cannot decode: a mistake in the game's code,
    not in the data."""


_sort_text = json.JSONEncoder(sort_keys=True).encode  # = json.dumps(x, sort_keys=True)


class Codec:
    """Encodes and decodes values built from the given attrs classes."""

    # A game's codec may write a type through another, its saved form
    # (`SavedFormCodec`): the JSON of a key type is the JSON of its value type.
    saved_forms: Mapping[type, type] = {}

    def __init__(self, classes: Iterable[type]) -> None:
        self._classes = {cls.__name__: cls for cls in classes}
        self._encoders: dict[type, Encoder] = {}
        self._converter = self._strict_converter()
        self._writer = self._checked_writer()
        self._quick = QuickDecoder(self._classes, self._detailed_build)

    # -- encoding ------------------------------------------------------------

    def encode(self, value: Any) -> Any:
        """Plain JSON data for ``value``."""
        kind = type(value)
        if kind in _PLAIN:
            return value
        return (self._encoders.get(kind) or self._encoder_for(kind))(value)

    def _encoder_for(self, kind: type) -> Encoder:
        """The encoder for values of runtime class ``kind``."""
        encoder = self._make_encoder(kind)
        self._encoders[kind] = encoder
        return encoder

    def _make_encoder(self, kind: type) -> Encoder:
        if issubclass(kind, enum.Enum):  # before int: IntEnum members are ints
            return {member: member.name for member in kind}.__getitem__
        if issubclass(kind, bool | int | str):
            return _plain
        if attrs.has(kind):
            return self._written(kind)
        items = self._items_encoder()
        if issubclass(kind, tuple | list | pyrsistent.PVector):
            return items
        if issubclass(kind, frozenset | set):
            return lambda value: sorted(items(value), key=_sort_text)
        if issubclass(kind, pyrsistent.PMap | dict):
            return lambda value: sorted(map(items, value.items()), key=_sort_text)
        raise TypeError(f"cannot encode {kind.__name__} as JSON data")

    def _items_encoder(self) -> Encoder:
        """Encodes an iterable's items, whatever their classes, into a list."""
        plain, encoders, make = _PLAIN, self._encoders, self._encoder_for

        def items(values: Iterable[Any]) -> list[Any]:
            if plain.issuperset(map(type, values)):  # in C: often all plain
                return list(values)
            return [
                x if (k := type(x)) in plain else (encoders.get(k) or make(k))(x) for x in values
            ]

        return items

    def _checked_writer(self) -> cattrs.Converter:
        """cattrs unstructuring by the declared field types, each hook
        checking the value's runtime class first (anything else goes to
        `encode`), so a value of another type than declared is still
        written by what it is."""
        writer = cattrs.Converter()
        # cattrs looks these classes (and their subclasses) up before any
        # factory; the hooks check the class, so subclasses go to `encode`.
        for cls in (str, bytes, Path):
            writer.register_unstructure_hook(cls, self._write_hook(cls))
        writer.register_unstructure_hook_factory(lambda _: True, self._write_hook)
        return writer

    def _written(self, tp: Any) -> Encoder:
        hook: Encoder = self._writer.get_unstructure_hook(tp)
        return hook

    def _write_hook(self, tp: Any) -> Encoder:
        """An encoder for values declared of type ``tp``."""
        encode = self.encode
        origin, args = typing.get_origin(tp), typing.get_args(tp)
        if tp in _PLAIN or tp is None:
            kind = _NONE if tp is None else tp
            return lambda value: value if type(value) is kind else encode(value)
        if isinstance(tp, type) and issubclass(tp, enum.Enum):
            names = {member: member.name for member in tp}
            return lambda value: names[value] if type(value) is tp else encode(value)
        if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
            return self._write_fixed_tuple(args)
        if origin in (tuple, frozenset, ptyping.PVector) and args:
            return self._write_items(origin, args[0])
        if origin is ptyping.PMap and args:
            return self._write_map(args[0], args[1])
        cls = origin or tp
        if isinstance(cls, type) and attrs.has(cls):
            fields = make_dict_unstructure_fn(tp, self._writer)
            tag = cls.__name__

            def write(value: Any) -> Any:
                if type(value) is not cls:
                    return encode(value)
                return {TAG: tag, **fields(value)}

            return write
        return encode  # unions, literals, type variables: by what the value is

    def _write_items(self, origin: Any, item: Any) -> Encoder:
        kind: Any = {tuple: tuple, frozenset: frozenset}.get(origin, _PVECTOR)
        item_hook, encode, plain = self._written(item), self.encode, _PLAIN

        def write(value: Any) -> Any:
            if type(value) is not kind:
                return encode(value)
            if plain.issuperset(map(type, value)):  # in C: often all plain
                items = list(value)
            else:
                items = [item_hook(x) for x in value]
            return sorted(items, key=_sort_text) if kind is frozenset else items

        return write

    def _write_fixed_tuple(self, items: tuple[Any, ...]) -> Encoder:
        hooks = tuple(self._written(item) for item in items)
        encode = self.encode

        def write(value: Any) -> Any:
            if type(value) is not tuple or len(value) != len(hooks):
                return encode(value)
            return [hook(x) for hook, x in zip(hooks, value, strict=True)]

        return write

    def _write_map(self, key: Any, item: Any) -> Encoder:
        key_hook, item_hook, encode = self._written(key), self._written(item), self.encode

        def write(value: Any) -> Any:
            if type(value) is not _PMAP:
                return encode(value)
            pairs = [[key_hook(k), item_hook(v)] for k, v in value.items()]
            return sorted(pairs, key=_sort_text)

        return write

    # -- decoding ------------------------------------------------------------

    def decode(self, tp: Any, data: Any, path: str = "$") -> Any:
        """Build a value of declared type ``tp`` from plain data."""
        try:
            quick = self._quick.build_for(tp)
        except _Unsupported as error:
            raise TypeError(str(error)) from None
        try:
            return quick(data)  # well-formed data, the usual case: no path kept
        except Exception:  # any doubt: the detailed decoder decides and explains
            pass
        # (Looked up only now: about 2,000 instructions a call.)
        try:
            hook = self._converter.get_structure_hook(tp)
        except _Unsupported as error:
            raise TypeError(str(error)) from None
        try:
            return hook(data, tp)
        except RecursionError:
            raise ValueError(f"malformed data at {path}: nested too deeply") from None
        except Exception as error:
            raise _problem(error, path) from None

    def _detailed_build(self, tp: Any) -> Callable[[Any], Any]:
        """The detailed decoder's hook for ``tp``, for the fast path to hand
        the types it does not specialise to."""
        hook = self._hook(tp)
        return lambda data: hook(data, tp)

    def _strict_converter(self) -> cattrs.Converter:
        converter = cattrs.Converter(detailed_validation=True)
        # cattrs looks these classes (and their subclasses: bool, IntEnum, ...)
        # up before any factory, and would call them on the data.
        for cls in (int, str, bool, float, bytes, Path, enum.Enum):
            converter.register_structure_hook(cls, self._class_hook(cls))
        # Every other type: ours, checked before any of cattrs's lenient defaults.
        converter.register_structure_hook_factory(lambda _: True, self._hook_for)
        return converter

    def _class_hook(self, cls: type) -> Hook:
        """The hook cattrs finds for ``cls`` and for its subclasses (bool for
        int, IntEnum and StrEnum members, ...), told apart by the declared type."""
        others: dict[Any, Hook] = {}

        def other(data: Any, tp: Any) -> Any:
            hook = others.get(tp)
            if hook is None:
                hook = others[tp] = self._hook_for(tp)
            return hook(data, tp)

        if cls in (int, str, bool):
            def exact(data: Any, tp: Any) -> Any:
                if tp is cls and type(data) is cls:
                    return data
                return other(data, tp)

            return exact
        return other

    def _hook_for(self, tp: Any) -> Hook:
        """A strict structuring hook for the declared type ``tp``."""
        origin, args = typing.get_origin(tp), typing.get_args(tp)
        if tp in _SCALARS:
            return _SCALARS[tp]
        if isinstance(tp, type) and issubclass(tp, enum.Enum):
            return _enum_hook(tp)
        if origin in (Union, types.UnionType):
            return self._union_hook(args)
        if origin is typing.Literal:
            return _literal_hook(args)
        if origin is tuple:
            if len(args) == 2 and args[1] is Ellipsis:
                return self._items_hook(args[0], tuple)
            return self._fixed_tuple_hook(args)
        if origin is frozenset:
            return self._items_hook(args[0], frozenset)
        if origin is ptyping.PVector:
            return self._items_hook(args[0], pyrsistent.pvector)
        if origin is ptyping.PMap:
            return self._map_hook(args[0], args[1])
        cls = origin or tp
        if isinstance(cls, type) and attrs.has(cls):
            return self._attrs_hook(tp, cls)
        if tp is Any:
            raise _Unsupported("Any cannot be decoded safely; declare a concrete type")
        raise _Unsupported(f"the codec does not know how to decode {tp!r}")

    def _hook(self, tp: Any) -> Hook:
        """The converter's hook for ``tp`` (ours, cached by the converter)."""
        hook: Hook = self._converter.get_structure_hook(tp)
        return hook

    def _attrs_hook(self, tp: Any, cls: type) -> Hook:
        name = cls.__name__
        if self._classes.get(name) is not cls:
            def refuse(data: Any, _: Any) -> Any:
                raise _Refused(f"{name} is not one of the classes this codec builds")

            return refuse
        fields = attrs.fields(cls)
        keys = frozenset({TAG, *(f.name for f in fields)})
        build = make_dict_structure_fn(tp, self._converter, _cattrs_forbid_extra_keys=False)

        def hook(data: Any, _: Any) -> Any:
            if not isinstance(data, dict):
                raise _Refused(f"expected an object for {name}, got {shown(data)}")
            tag = data.get(TAG)
            if type(tag) is not str or tag != name:
                raise _Refused(f"expected {TAG} {name!r}, got {shown(tag)}")
            if data.keys() != keys:
                missing = sorted(f.name for f in fields if f.name not in data)
                extra = sorted((k for k in data if k not in keys), key=shown)
                raise _Refused(f"{name} fields missing {missing}, unexpected {shown(extra)}")
            return build(data, tp)

        return hook

    def _union_hook(self, options: tuple[Any, ...]) -> Hook:
        allows_none = _NONE in options
        tagged: dict[str, tuple[Any, Hook]] = {}
        others: list[tuple[Any, Hook]] = []
        for option in options:
            cls = typing.get_origin(option) or option
            if option is _NONE:
                continue
            if isinstance(cls, type) and attrs.has(cls):
                tagged[cls.__name__] = (option, self._hook(option))
            else:
                others.append((option, self._hook(option)))

        def hook(data: Any, _: Any) -> Any:
            if data is None and allows_none:
                return None
            if tagged and isinstance(data, dict):
                tag = data.get(TAG)
                if type(tag) is str and tag in tagged:
                    option, option_hook = tagged[tag]
                    return option_hook(data, option)
            if len(others) + len(tagged) == 1:
                # One type besides null: its own message is the clearer one.
                option, option_hook = others[0] if others else next(iter(tagged.values()))
                return option_hook(data, option)
            for option, option_hook in others:
                try:
                    return option_hook(data, option)
                except (_Refused, BaseValidationError):
                    continue
            raise _Refused(f"{shown(data)} fits none of its types")

        return hook

    def _items_hook(self, item: Any, build: Callable[[list[Any]], Any]) -> Hook:
        item_hook = self._hook(item)
        # Fast paths that run in C; on any doubt the item-by-item loop
        # decides, and names the index of a bad item.
        fast: Callable[[list[Any]], list[Any] | None] | None = None
        if item in _SCALARS:
            kinds = frozenset({_NONE if item is None else item})
            fast = lambda data: data if kinds.issuperset(map(type, data)) else None  # noqa: E731
        elif isinstance(item, type) and issubclass(item, enum.Enum):
            by_name = _members(item).__getitem__

            def fast(data: list[Any]) -> list[Any] | None:
                if not _STR.issuperset(map(type, data)):
                    return None
                try:
                    return list(map(by_name, data))
                except KeyError:
                    return None

        def hook(data: Any, tp: Any) -> Any:
            if not isinstance(data, list):
                raise _Refused(f"expected a list, got {shown(data)}")
            if fast is not None:
                done = fast(data)
                if done is not None:
                    return build(done)
            return build(_each(data, item, item_hook, tp))

        return hook

    def _fixed_tuple_hook(self, items: tuple[Any, ...]) -> Hook:
        typed = tuple((item, self._hook(item)) for item in items)
        size = len(items)

        def hook(data: Any, tp: Any) -> Any:
            if not isinstance(data, list):
                raise _Refused(f"expected a list, got {shown(data)}")
            if len(data) != size:
                raise _Refused(f"expected {size} items, got {len(data)}")
            index = 0
            try:
                out = []
                for (item, item_hook), value in zip(typed, data, strict=True):
                    out.append(item_hook(value, item))
                    index += 1
            except Exception as error:
                raise _at_index(error, index, typed[index][0], tp) from None
            return tuple(out)

        return hook

    def _map_hook(self, key: Any, value: Any) -> Hook:
        pair = self._fixed_tuple_hook((key, value))
        pair_type = tuple[key, value]

        def hook(data: Any, tp: Any) -> Any:
            if not isinstance(data, list):
                raise _Refused(f"expected a list of [key, value] pairs, got {shown(data)}")
            index = 0
            try:
                out = {}
                for item in data:
                    if not (isinstance(item, list) and len(item) == 2):
                        raise _Refused("expected a [key, value] pair")
                    k, v = pair(item, pair_type)
                    out[k] = v
                    index += 1
            except Exception as error:
                raise _at_index(error, index, pair_type, tp) from None
            return pyrsistent.pmap(out)

        return hook


class SavedFormCodec(Codec):
    """The codec of a game whose state is written and read through a saved
    form: records of their own (among ``classes``) that pack what the state
    keeps as many records, so a load builds fewer. ``to_saved`` turns a
    ``state`` into its ``form``; ``from_saved`` turns a decoded form back,
    raising ValueError (naming the field) for a form that stands for no
    state. Every other value is written and read as it is."""

    def __init__(
        self, classes: Iterable[type], state: type, form: type,
        to_saved: Callable[[Any], Any], from_saved: Callable[[Any], Any],
    ) -> None:
        super().__init__(classes)
        self.saved_forms = {state: form}
        self._state, self._form = state, form
        self._to_saved, self._from_saved = to_saved, from_saved

    def encode(self, value: Any) -> Any:
        if type(value) is self._state:
            value = self._to_saved(value)
        return super().encode(value)

    def decode(self, tp: Any, data: Any, path: str = "$") -> Any:
        if tp is not self._state:
            return super().decode(tp, data, path)
        return self._from_saved(super().decode(self._form, data, path))


def _plain(value: Any) -> Any:
    return value


# -- strict hooks ------------------------------------------------------------


def _none(data: Any, _: Any) -> Any:
    if data is not None:
        raise _Refused(f"expected null, got {shown(data)}")
    return None


def _int(data: Any, _: Any) -> Any:
    if type(data) is not int:
        raise _Refused(f"expected an integer, got {shown(data)}")
    return data


def _str(data: Any, _: Any) -> Any:
    if type(data) is not str:
        raise _Refused(f"expected a string, got {shown(data)}")
    return data


def _bool(data: Any, _: Any) -> Any:
    if type(data) is not bool:
        raise _Refused(f"expected a boolean, got {shown(data)}")
    return data


_SCALARS: dict[Any, Hook] = {int: _int, str: _str, bool: _bool, None: _none, _NONE: _none}


def _members(tp: type[enum.Enum]) -> dict[str, enum.Enum]:
    """``tp``'s members by name (aliases too), as `Enum.__getitem__` finds them."""
    return dict(tp.__members__)


def _enum_hook(tp: type[enum.Enum]) -> Hook:
    members = _members(tp)
    name = tp.__name__

    def hook(data: Any, _: Any) -> Any:
        if type(data) is str:
            member = members.get(data)
            if member is not None:
                return member
        raise _Refused(f"{shown(data)} is not a {name}")

    return hook


def _literal_hook(values: tuple[Any, ...]) -> Hook:
    def hook(data: Any, _: Any) -> Any:
        if any(type(data) is type(v) and data == v for v in values):
            return data
        raise _Refused(f"expected one of {values}, got {shown(data)}")

    return hook


def _each(data: list[Any], item: Any, item_hook: Hook, tp: Any) -> list[Any]:
    """Every item of ``data`` decoded; a failure names its index."""
    index = 0
    try:
        out = []
        for value in data:
            out.append(item_hook(value, item))
            index += 1
    except Exception as error:
        raise _at_index(error, index, item, tp) from None
    return out


def _at_index(error: Exception, index: int, item: Any, tp: Any) -> IterableValidationError:
    """``error`` at ``index`` of a list, as cattrs's detailed validation says it."""
    note = IterableValidationNote(f"Structuring {tp} @ index {index}", index, item)
    error.__notes__ = [*getattr(error, "__notes__", ()), note]
    return IterableValidationError(f"While structuring {tp!r}", [error], tp)


# -- messages ----------------------------------------------------------------


def _problem(error: BaseException, path: str) -> Exception:
    """The first problem in a tree of cattrs validation errors, as a
    `ValueError` "malformed data at $.path: what" that counts any others.
    Walked without recursion: the tree is as deep as the data."""
    first: tuple[str, BaseException] | None = None
    count = 0
    pending: list[tuple[str, BaseException]] = [(path, error)]
    while pending:
        where, exc = pending.pop()
        if isinstance(exc, ClassValidationError | IterableValidationError):
            pending.extend(reversed([(_step(where, sub), sub) for sub in exc.exceptions]))
            continue
        count += 1
        if first is None:
            first = (where, exc)
    where, leaf = first or (path, error)
    if isinstance(leaf, _Unsupported):  # the game's declared types, not the data
        return TypeError(str(leaf))
    if isinstance(leaf, RecursionError):
        where, text = path, "nested too deeply"
    elif isinstance(leaf, _Refused):
        text = str(leaf)
    else:  # raised by a class's own checks when built, e.g. MalformedAction
        text = _bounded(leaf)
    more = "" if count == 1 else f" (and {count - 1} more problem{'s' if count > 2 else ''})"
    return ValueError(f"malformed data at {where}: {text}{more}")


def _step(path: str, error: BaseException) -> str:
    """``path`` extended by the field or index cattrs noted on ``error``."""
    for note in getattr(error, "__notes__", ()):
        if isinstance(note, AttributeValidationNote):
            return f"{path}.{note.name}"
        if isinstance(note, IterableValidationNote):
            return f"{path}[{note.index}]"
    return path


def _bounded(error: BaseException, limit: int = 200) -> str:
    """The message of an exception we did not write, never too long."""
    try:
        text = str(error)
    except Exception:
        text = ""
    text = text or type(error).__name__
    return text if len(text) <= limit else text[: limit - 3] + "..."
