"""Sequences of small items kept as strings of one ASCII character an item.

A state that keeps a pile, a hand or a row of its board as such a string
builds a byte an item where a tuple of items takes eight, and a load decodes
one string instead of a list. `reader` and `writer` make the two functions
that turn such strings into items and back through `bytes`, in C (no Python
loop over the items; the rules call them on every step, so each is one plain
function over its tables). `looked_up` reads any keys through any table the
same way, for the loads and samplers that read many items at once.

>>> cards = reader(by_code({"a": 10, "b": 20}))
>>> cards("abba")
(10, 20, 20, 10)
>>> writer([0, 1], "ab")([1, 0])
'ba'
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, TypeVar

T = TypeVar("T")


def by_code(by_char: Mapping[str, T]) -> tuple[T | None, ...]:
    """Per ASCII code, the item its character stands for (None: no item)."""
    return tuple(by_char.get(chr(code)) for code in range(128))


def looked_up(table: Mapping[Any, T] | Sequence[T], keys: Sequence[Any]) -> tuple[T, ...]:
    """``table``'s value for each of ``keys`` (KeyError or IndexError for one
    not there), by one `operator.itemgetter` made of the keys: the look-ups
    run in C, without a call an item (about 100 instructions an item less
    than a `map` over ``table.__getitem__``). One key or none goes through
    `map`: an itemgetter of one would give its value bare, of none refuse.

    >>> looked_up({"a": 1, "b": 2}, "abba")
    (1, 2, 2, 1)
    """
    if len(keys) > 1:
        found: tuple[T, ...] = operator.itemgetter(*keys)(table)
        return found
    return tuple(map(table.__getitem__, keys))


def reader(table: Sequence[T | None]) -> Callable[[str], tuple[T, ...]]:
    """The function giving the items a string holds, in its order: each
    character's entry in ``table`` (`by_code`). Strings are read once the
    state holding them was checked: a character of no item reads as None."""
    pick = operator.itemgetter

    def read(text: str) -> tuple[T, ...]:
        if len(text) > 1:
            found: tuple[T, ...] = pick(*text.encode())(table)
            return found
        return (table[ord(text)],) if text else ()  # type: ignore[return-value]  # (checked)

    return read


def writer(items: Iterable[int], chars: str) -> Callable[[Iterable[int]], str]:
    """The function giving the string of items (ints below 256, in their
    order), each item made the character at its place in ``chars``."""
    table = bytes.maketrans(bytes(items), chars.encode())

    def write(values: Iterable[int]) -> str:
        return bytes(values).translate(table).decode()

    return write
