"""The codec's fast path: decoding well-formed data without keeping a path.

`core.codec` decodes through cattrs with detailed validation, which notes the
field or index of every value on the way so that a refusal can name where the
data went wrong. Loading a saved state is on a hot path too (a server
restoring games, a search resuming from JSON), and nearly all data loaded is
well formed. So the codec first runs the plain function built here for the
declared type: it checks exactly what the detailed decoder checks (the same
strictness: exact JSON types, enum names, ``$type`` tags, exact key sets, fixed
lengths) and builds the same value, but keeps no path and explains nothing. On
any doubt it raises, and the codec decodes the data again with the detailed
decoder, which refuses it with its message or, if the doubt was only ours,
builds it.

Only the shapes the games' states are made of are specialised: scalars, enum
members, tuples, frozensets and persistent vectors, fixed tuples, optional
values, attrs classes (generic ones with their type arguments substituted) and
unions of attrs classes told apart by tag. Any other declared type is handed
to the detailed decoder's hook for that type, so the fast path is never less
strict than the slow one. Like the codec, it only builds the declared classes
and never executes input. Figures: `benchmarks/loading.py` (``decode us``).
"""

from __future__ import annotations

import enum
import types
import typing
from collections.abc import Callable, Mapping
from itertools import repeat
from typing import Any, TypeVar, Union

import attrs
import pyrsistent
import pyrsistent.typing as ptyping

from pressroom.core.frozen import filled, plain

Build = Callable[[Any], Any]
Fallback = Callable[[Any], Build]  # the detailed decoder's hook for a type, as a Build

TAG = "$type"
_NONE = type(None)
_SCALAR_KINDS: dict[Any, type] = {int: int, str: str, bool: bool, None: _NONE, _NONE: _NONE}


class Doubt(ValueError):
    """The fast path is not sure the data is well formed."""


class QuickDecoder:
    """One plain building function per declared type, made on first use."""

    def __init__(self, classes: Mapping[str, type], fallback: Fallback) -> None:
        self._classes = classes
        self._fallback = fallback
        self._builds: dict[Any, Build] = {}

    def build_for(self, tp: Any) -> Build:
        build = self._builds.get(tp)
        if build is None:
            # A placeholder first, so that a recursive type finds its own
            # function while it is being made.
            self._builds[tp] = lambda data: made(data)
            made = self._make(tp)
            self._builds[tp] = build = made
        return build

    def _make(self, tp: Any) -> Build:
        origin, args = typing.get_origin(tp), typing.get_args(tp)
        if tp in _SCALAR_KINDS:
            return _scalar(_SCALAR_KINDS[tp])
        if _is_enum(tp):
            return _member(tp)
        if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
            return self._items(args[0], tuple)
        if origin is tuple and args and Ellipsis not in args:
            return self._fixed(args)
        if origin is frozenset and args:
            return self._items(args[0], frozenset)
        if origin is ptyping.PVector and args:
            return self._items(args[0], pyrsistent.pvector)
        if origin in (Union, types.UnionType):
            return self._union(tp, args)
        if origin is typing.Literal:
            return _literal(args)
        cls = origin or tp
        if isinstance(cls, type) and attrs.has(cls) and self._classes.get(cls.__name__) is cls:
            return self._attrs(cls, args) or self._fallback(tp)
        return self._fallback(tp)

    def _items(self, item: Any, make: Callable[[Any], Any]) -> Build:
        if item in _SCALAR_KINDS:
            kinds = frozenset({_SCALAR_KINDS[item]})

            def scalars(data: Any) -> Any:
                if type(data) is not list or not kinds.issuperset(map(type, data)):
                    raise Doubt
                return make(data)

            return scalars
        if _is_enum(item):
            return _members(dict(item.__members__), frozenset({str}), make)
        inner, inner_args = typing.get_origin(item), typing.get_args(item)
        if (inner in (Union, types.UnionType) and len(inner_args) == 2 and _NONE in inner_args
                and _is_enum(member := inner_args[inner_args[0] is _NONE])):
            # Members or None (a row of places, some empty): read in C too.
            return _members({**member.__members__, None: None}, frozenset({str, _NONE}), make)
        if (inner is tuple and len(inner_args) == 2 and inner_args[1] is Ellipsis
                and inner_args[0] in _SCALAR_KINDS):
            return _rows(_SCALAR_KINDS[inner_args[0]], make)
        if (inner is tuple and len(inner_args) == 2 and inner_args[1] is Ellipsis
                and _is_enum(inner_args[0])):
            return _member_rows(dict(inner_args[0].__members__).__getitem__, make)
        each = self.build_for(item)

        def items(data: Any) -> Any:
            if type(data) is not list:
                raise Doubt
            return make(map(each, data))

        return items

    def _fixed(self, items: tuple[Any, ...]) -> Build:
        parts = tuple(self.build_for(item) for item in items)
        size = len(parts)

        def fixed(data: Any) -> Any:
            if type(data) is not list or len(data) != size:
                raise Doubt
            return tuple([part(value) for part, value in zip(parts, data, strict=True)])

        return fixed

    def _union(self, tp: Any, options: tuple[Any, ...]) -> Build:
        others = [option for option in options if option is not _NONE]
        allows_none = len(others) < len(options)
        if allows_none and len(others) == 1:
            inner = self.build_for(others[0])
            return lambda data: None if data is None else inner(data)
        tagged = {}
        for option in others:
            cls = typing.get_origin(option) or option
            if not (isinstance(cls, type) and attrs.has(cls)):
                return self._fallback(tp)  # untagged choices: the detailed decoder tries them
            tagged[cls.__name__] = self.build_for(option)

        def union(data: Any) -> Any:
            if data is None and allows_none:
                return None
            if type(data) is not dict:
                raise Doubt
            return tagged[data[TAG]](data)  # no tag or an unknown one: an error, a doubt

        return union

    def _attrs(self, cls: type, args: tuple[Any, ...]) -> Build | None:
        fields = attrs.fields(cls)
        if any(f.kw_only or not f.init or f.alias != f.name for f in fields):
            return None  # built by keyword: the detailed decoder does it
        hints = typing.get_type_hints(cls)
        bound = dict(zip(getattr(cls, "__parameters__", ()), args, strict=False))
        declared = [_substitute(hints[f.name], bound) for f in fields]
        # Generated like cattrs's own structuring functions, from the declared
        # field names only (identifiers): the commonest field kinds are
        # checked inline (`_inline`), the others call their type's function.
        namespace: dict[str, Any] = {"cls": cls, "Doubt": Doubt, "TAG": TAG, "tag": cls.__name__,
                                     "size": len(fields) + 1,
                                     "str": str, "list": list, "tuple": tuple, "map": map,
                                     "type": type, "new": object.__new__}
        # Exactly the declared keys: as many keys as fields and the tag, each
        # read below (a missing one: KeyError, a doubt).
        lines = ["def build(data):",
                 "    if type(data) is not dict or len(data) != size:",
                 "        raise Doubt",
                 "    if type(data[TAG]) is not str or data[TAG] != tag:",
                 "        raise Doubt"]
        for i, (field, tp) in enumerate(zip(fields, declared, strict=True)):
            lines.append(f"    v{i} = data[{field.name!r}]")
            lines += self._inline(tp, f"v{i}", f"_{i}", namespace)
        if plain(cls, fields):
            # Nothing for __init__ to run: the slots are set directly
            # (`core.frozen.filled`), faster than the constructor's path.
            lines += filled(cls, [f"v{i}" for i in range(len(fields))], namespace)
            lines.append("    return out")
        else:
            lines.append(f"    return cls({', '.join(f'v{i}' for i in range(len(fields)))})")
        source = "\n".join(lines)
        exec(compile(source, f"<quick decode {cls.__qualname__}>", "exec"), namespace)
        build: Build = namespace["build"]
        return build

    def _inline(self, tp: Any, name: str, suffix: str, namespace: dict[str, Any]) -> list[str]:
        """Lines that check the field value ``name`` of declared type ``tp``
        and rebind it to the built value: the commonest kinds (scalars, enum
        members, tuples of scalars) inline, the others through their
        type's function, so a field costs no call where it need not."""
        if tp in _SCALAR_KINDS:
            namespace[f"k{suffix}"] = _SCALAR_KINDS[tp]
            return [f"    if type({name}) is not k{suffix}: raise Doubt"]
        if _is_enum(tp):
            namespace[f"m{suffix}"] = dict(tp.__members__)
            # an unknown name: KeyError, a doubt
            return [f"    if type({name}) is not str: raise Doubt",
                    f"    {name} = m{suffix}[{name}]"]
        origin, args = typing.get_origin(tp), typing.get_args(tp)
        if origin is tuple and len(args) == 2 and args[1] is Ellipsis and args[0] in _SCALAR_KINDS:
            # A plain loop: `type` called from the interpreter's own loop
            # costs less than through `map` (a list of 30 breaks even).
            namespace[f"k{suffix}"] = _SCALAR_KINDS[args[0]]
            return [f"    if type({name}) is not list:",
                    "        raise Doubt",
                    f"    for item in {name}:",
                    f"        if type(item) is not k{suffix}: raise Doubt",
                    f"    {name} = tuple({name})"]
        if origin is tuple and len(args) == 2 and args[1] is Ellipsis and _is_enum(args[0]):
            namespace[f"m{suffix}"] = dict(args[0].__members__).__getitem__
            return [f"    if type({name}) is not list:",
                    "        raise Doubt",
                    f"    for item in {name}:",
                    "        if type(item) is not str: raise Doubt",
                    f"    {name} = tuple(map(m{suffix}, {name}))"]
        if origin in (Union, types.UnionType) and len(args) == 2 and _NONE in args:
            (inner,) = (arg for arg in args if arg is not _NONE)
            lines = self._inline(inner, name, suffix, namespace)
            return [f"    if {name} is not None:", *(" " * 4 + line for line in lines)]
        if origin is tuple and args and Ellipsis not in args and all(map(_simple, args)):
            # A fixed tuple of scalars, members and optional ones (a pair of
            # counts, a prompt): its items unpacked and checked inline, each
            # as a field is (cheaper than a tuple of their types compared).
            parts = [f"{name}_{j}" for j in range(len(args))]
            lines = [f"    if type({name}) is not list or len({name}) != {len(args)}:",
                     "        raise Doubt",
                     f"    {', '.join(parts)}, = {name}"]
            for j, (arg, part) in enumerate(zip(args, parts, strict=True)):
                lines += self._inline(arg, part, f"{suffix}_{j}", namespace)
            return [*lines, f"    {name} = ({', '.join(parts)},)"]
        namespace[f"b{suffix}"] = self.build_for(tp)
        return [f"    {name} = b{suffix}({name})"]


def _members(by_name: dict[Any, Any], kinds: frozenset[type],
             make: Callable[[Any], Any]) -> Build:
    """Lists of enum names (or None too, where ``by_name`` has it), read
    through ``by_name`` in C."""
    member = by_name.__getitem__

    def members(data: Any) -> Any:
        if type(data) is not list or not kinds.issuperset(map(type, data)):
            raise Doubt
        return make(map(member, data))  # an unknown name: KeyError, a doubt

    return members


def _is_enum(tp: Any) -> bool:
    return isinstance(tp, type) and issubclass(tp, enum.Enum)


def _rows(kind: type, make: Callable[[Any], Any]) -> Build:
    """Lists of lists of one scalar kind (per-seat hands, boards): rows of
    counts are the commonest data in the states. Rows of a few items are
    checked by a plain loop (2 rows of 8 ints: 9,500 instructions, where a
    `map` over each row's types cost 14,500), and rows all empty (a table
    with nothing on it yet) by one C-level count (7 empty rows: 4,600
    instructions, where each row's own check cost 18,700)."""

    def rows(data: Any) -> Any:
        if type(data) is not list:
            raise Doubt
        if data.count(_EMPTY) == len(data):  # (== [] holds for empty lists only)
            return make(repeat((), len(data)))
        for row in data:
            if type(row) is not list:
                raise Doubt
            for item in row:
                if type(item) is not kind:
                    raise Doubt
        return make(map(tuple, data))

    return rows


_EMPTY: list[Any] = []


def _member_rows(member: Callable[[str], Any], make: Callable[[Any], Any]) -> Build:
    """Lists of lists of enum names (piles of cards or tiles), checked in C."""
    lists, strings = frozenset({list}), frozenset({str})

    def rows(data: Any) -> Any:
        if type(data) is not list or not lists.issuperset(map(type, data)):
            raise Doubt
        if not all(map(strings.issuperset, map(map, repeat(type), data))):
            raise Doubt
        return make(tuple(map(member, row)) for row in data)  # an unknown name: a doubt

    return rows


def _simple(tp: Any) -> bool:
    """A scalar, an enum member or an optional one: checked inline in one
    or two lines (`QuickDecoder._inline`)."""
    args = typing.get_args(tp)
    if typing.get_origin(tp) in (Union, types.UnionType) and len(args) == 2 and _NONE in args:
        tp = args[args[0] is _NONE]
    return tp in _SCALAR_KINDS or _is_enum(tp)


def _scalar(kind: type) -> Build:
    def scalar(data: Any) -> Any:
        if type(data) is not kind:
            raise Doubt
        return data

    return scalar


def _member(tp: type[enum.Enum]) -> Build:
    by_name = dict(tp.__members__)

    def member(data: Any) -> Any:
        if type(data) is not str:
            raise Doubt
        return by_name[data]  # an unknown name: KeyError, a doubt

    return member


def _literal(values: tuple[Any, ...]) -> Build:
    allowed = {(type(value), value): value for value in values}

    def literal(data: Any) -> Any:
        return allowed[type(data), data]  # not allowed, or unhashable: an error, a doubt

    return literal


def _substitute(tp: Any, bound: Mapping[Any, Any]) -> Any:
    """``tp`` with the type variables in ``bound`` replaced."""
    if not bound:
        return tp
    if isinstance(tp, TypeVar):
        return bound.get(tp, tp)
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if not args or origin is typing.Literal:
        return tp
    new = tuple(Ellipsis if a is Ellipsis else _substitute(a, bound) for a in args)
    if origin in (Union, types.UnionType):
        return Union[new]  # noqa: UP007 - built from a tuple
    return origin[new] if origin is not None else tp
