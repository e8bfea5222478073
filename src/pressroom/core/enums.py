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
"""

from __future__ import annotations

import enum


class IndexEnum(enum.IntEnum):
    def __eq__(self, other: object) -> bool:
        return self is other

    def __ne__(self, other: object) -> bool:
        return self is not other

    def __hash__(self) -> int:
        return hash((type(self).__name__, self._value_))
