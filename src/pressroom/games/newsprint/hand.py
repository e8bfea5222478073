"""A multiset of cards counted per face, packed in one int: ``count(hand,
card)`` is how many copies, ``counts(hand)`` every face's count.

Cards of one face are interchangeable, so counting them keeps hands small,
canonical (equal hands are equal ints) and fast to change. Each face has
4 bits (no face has more than 10 copies): two hands add and subtract as
plain ints, since no count leaves its 4 bits. An int is about a fifth of a
15-entry tuple, and a game's states keep hundreds of hands (every pass,
draw and card played builds new ones). Face 0 has the highest 4 bits, so
the hand's 15 hex digits are its counts in face order: `digits` reads them
all with a few C calls.
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Iterable

from pressroom.core.rng import Rng
from pressroom.games.newsprint.components import COPIES, MAX_PLAYERS, Card

Hand = int

CARDS = tuple(Card)
FACES = len(CARDS)
BITS = 4
MASK = (1 << BITS) - 1
SHIFTS = tuple(BITS * (FACES - 1 - card) for card in CARDS)
# One copy of each face, as a hand.
UNIT = tuple(1 << shift for shift in SHIFTS)
LIMIT = 1 << (BITS * FACES)  # every hand is below it

EMPTY: Hand = 0
# Per face, its runs of 0 to 10 copies (every count a place can hold: no
# face has more copies), so listing a hand only looks runs up instead of
# building them.
RUNS = tuple(tuple((card,) * count for count in range(COPIES[card] + 1)) for card in CARDS)


def of(cards: Iterable[int]) -> Hand:
    """The hand of ``cards`` (cards or their faces' ints)."""
    if cards == ():  # most places are empty
        return EMPTY
    return sum(map(UNIT.__getitem__, cards))


def from_counts(counts: Iterable[int]) -> Hand:
    """The hand holding ``counts[face]`` copies of each face (each 0 to 15)."""
    return sum(map(operator.lshift, counts, SHIFTS))


def count(hand: Hand, card: Card) -> int:
    """How many copies of ``card`` the hand holds."""
    return hand >> SHIFTS[card] & MASK


HEX_DIGITS = bytes.maketrans(b"0123456789abcdef", bytes(range(16)))


def digits(hand: Hand) -> bytes:
    """The count of every face, in face order, as bytes."""
    return format(hand, "015x").encode().translate(HEX_DIGITS)


# Per player count: how to print a packed per-seat field (one hand's worth
# of digits per seat) in hex, one digit a count.
SEATS_FORMATS = tuple(f"0{FACES * n}x" for n in range(MAX_PLAYERS + 1))


def seats_digits(packed: int, n: int) -> bytes:
    """The face counts of a packed per-seat field of ``n`` seats (each seat's
    hand shifted up by a hand's bits per seat), as bytes: the last seat's
    first, seat 0's the last `FACES`."""
    return format(packed, SEATS_FORMATS[n]).encode().translate(HEX_DIGITS)


def counts(hand: Hand) -> tuple[int, ...]:
    """The count of every face, in face order."""
    return tuple(digits(hand))


def cards(hand: Hand) -> tuple[Card, ...]:
    """Every card of the hand, in face order."""
    if not hand:  # most hands listed are empty tables and discards
        return ()
    return digits_cards(digits(hand))


def digits_cards(part: bytes) -> tuple[Card, ...]:
    """Every card of a hand's `digits`, in face order: each group of faces
    looked up (`GROUP_CARDS`), four lookups instead of one a face."""
    return (GROUP_CARDS[0][part[:2]] + GROUP_CARDS[1][part[2:5]] + GROUP_CARDS[2][part[5:10]]
            + GROUP_CARDS[3][part[10:]])


def listed(counts: Iterable[int]) -> tuple[Card, ...]:
    """Every card of the counts given face by face, in face order."""
    return tuple(itertools.chain.from_iterable(map(operator.getitem, RUNS, counts)))


# The faces in four groups (faces 0-1, 2-4, 5-9 and 10-14); per group,
# every count of its faces (as the bytes of a hand's digits) and its cards
# (1,938 tuples in all).
GROUPS = ((0, 2), (2, 5), (5, 10), (10, FACES))
GROUP_CARDS = tuple(
    {bytes(counts): listed((0,) * start + counts)
     for counts in itertools.product(*(range(COPIES[card] + 1) for card in CARDS[start:stop]))}
    for start, stop in GROUPS
)


def size(hand: Hand) -> int:
    return sum(digits(hand)) if hand else 0


def add(hand: Hand, other: Hand) -> Hand:
    return hand + other


def remove(hand: Hand, other: Hand) -> Hand:
    """The hand without ``other``, which it must hold."""
    return hand - other


def add_card(hand: Hand, card: Card, n: int = 1) -> Hand:
    return hand + n * UNIT[card]


def holds(hand: Hand, other: Hand) -> bool:
    """Whether the hand holds every card of ``other``."""
    return all(map(operator.ge, digits(hand), digits(other)))


def take_random(hand: Hand, n: int, rng: Rng) -> tuple[Hand, Rng]:
    """``n`` cards chosen at random from the hand (all of them if fewer)."""
    taken, rng = rng.sample(cards(hand), min(n, size(hand)))
    return of(taken), rng
