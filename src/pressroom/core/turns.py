"""Seat order and decisions: passing, start players and simultaneous choices.

Seats are numbered clockwise, so the player on a seat's left is the next seat.

>>> seat_order(start=2, num_players=4)
(2, 3, 0, 1)
>>> left_of(3, 4)
0
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

import attrs

from pressroom.core.rng import Rng

T = TypeVar("T")


def left_of(seat: int, num_players: int) -> int:
    """The seat on ``seat``'s left: cards passed left go clockwise."""
    return (seat + 1) % num_players


def seat_order(start: int, num_players: int) -> tuple[int, ...]:
    """Every seat once, clockwise from ``start``."""
    return tuple((start + i) % num_players for i in range(num_players))


def lowest_first(
    keys: Sequence[int], rng: Rng, clockwise: bool = True
) -> tuple[tuple[int, ...], Rng]:
    """Order of play that starts with the seat whose key is lowest.

    Ties are settled at random, as by a coin flip. With ``clockwise`` the
    others follow clockwise from that start seat; otherwise every seat is
    ranked by its key, ties again at random.
    """
    seats = range(len(keys))
    if clockwise:
        lowest = min(keys)
        start, rng = rng.choice([s for s in seats if keys[s] == lowest])
        return seat_order(start, len(keys)), rng
    tie_break, rng = rng.shuffle(tuple(seats))
    rank = {seat: i for i, seat in enumerate(tie_break)}
    return tuple(sorted(seats, key=lambda s: (keys[s], rank[s]))), rng


@attrs.frozen
class Commitments(Generic[T]):
    """Simultaneous secret choices: one slot per seat, filled in any order.

    Nothing is revealed until `all_in`; a game's view shows other seats only
    whether they have committed (`committed`), never what.
    """

    choices: tuple[T | None, ...]

    @classmethod
    def empty(cls, num_players: int) -> Commitments[T]:
        return cls((None,) * num_players)

    @classmethod
    def waiting_for(cls, seats: Sequence[int], num_players: int, done: T) -> Commitments[T]:
        """Only ``seats`` decide; every other slot is filled with ``done``."""
        return cls(tuple(None if s in seats else done for s in range(num_players)))

    def commit(self, seat: int, choice: T) -> Commitments[T]:
        return Commitments(with_seat(self.choices, seat, choice))

    @property
    def waiting(self) -> tuple[int, ...]:
        return tuple(s for s, c in enumerate(self.choices) if c is None)

    @property
    def all_in(self) -> bool:
        return None not in self.choices

    def committed(self) -> tuple[bool, ...]:
        return tuple(c is not None for c in self.choices)



def with_seat(values: tuple[T, ...], seat: int, value: T) -> tuple[T, ...]:
    """A per-seat tuple with ``seat``'s entry replaced.

    >>> with_seat((0, 0, 0), 1, 5)
    (0, 5, 0)
    """
    if not 0 <= seat < len(values):
        raise IndexError(f"seat {seat} is not one of the {len(values)} seats")
    return values[:seat] + (value,) + values[seat + 1:]
