"""An enum whose members index tuples like ints but never equal a plain int.

Game components such as cards and beats index per-face tuples, so they are
`IntEnum`s; but an `IntEnum` member equals its int value, which would make an
action built from raw ints (``Pick(0, 0)``) equal to a legal one
(``Pick(0, Card.INTERNATIONAL)``) while the rules refuse it. `IndexEnum`
compares by identity instead, and keeps int indexing and ordering.

>>> class Suit(IndexEnum):
...     RED = 0
...     BLACK = 1
>>> ("a", "b")[Suit.BLACK], Suit.RED == 0, Suit.RED < Suit.BLACK
('b', False, True)
>>> Suit.BLACK
Suit.BLACK
"""

from __future__ import annotations

import enum


class IndexEnum(enum.IntEnum):
    def __eq__(self, other: object) -> bool:
        return self is other

    def __ne__(self, other: object) -> bool:
        return self is not other

    # An int's hash: equal members hash equal, and it is as fast as an int's
    # and the same in every process (sets of members iterate alike).
    __hash__ = int.__hash__

    def __repr__(self) -> str:
        """An expression to paste back: ``Suit.BLACK``."""
        return f"{type(self).__name__}.{self.name}"

