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


# The sizes of the hands of a per-seat field (one hand's `FACES` counts per
# seat, seat s in the bits from 60 * s), by whole-int operations rather than
# through its hex digits (writing out, translating and reading back a
# hundred bytes cost about twice as much): see `seat_sums`.
SEAT_BITS = BITS * FACES
MOST_SEATS = 2 * MAX_PLAYERS  # two per-seat fields read at once
# Within each seat, its even-numbered counts (0, 2, ..., 14 from the
# lowest) and the odd ones below them (1 to 13), as masks of their 4 bits.
EVEN_COUNTS = sum(MASK << SEAT_BITS * seat + 2 * BITS * i
                  for seat in range(MOST_SEATS) for i in range((FACES + 1) // 2))
ODD_COUNTS = sum(MASK << SEAT_BITS * seat + 2 * BITS * i
                 for seat in range(MOST_SEATS) for i in range(FACES // 2))
# Every other seat (0, 2, 4, ...) whole; a byte of ones for each of a
# seat's 8 pairs of counts; each even seat's sum, in the byte of its pairs'
# last (56 bits up).
EVEN_SEATS = sum((LIMIT - 1) << 2 * SEAT_BITS * i for i in range(MAX_PLAYERS))
PAIR_ONES = sum(1 << 8 * i for i in range((FACES + 1) // 2))
SUM_AT = 8 * (FACES // 2)
SUM_BYTES = sum(0xFF << 2 * SEAT_BITS * i + SUM_AT for i in range(MAX_PLAYERS))
# Where seat s's sum lies in the bytes of `seat_sums` (little-endian): an
# even seat's in its pair of seats' block of 15 bytes at byte 7, an odd
# seat's (moved up 64 bits) at byte 15.
SUM_PLACES = tuple(15 * (seat // 2) + (7 if seat % 2 == 0 else 15) for seat in range(MOST_SEATS))
# Per number of seats (2 to 14), the getter of their sums' bytes and how
# many bytes hold them.
SIZES_OF = (None, None, *(operator.itemgetter(*SUM_PLACES[:n]) for n in range(2, MOST_SEATS + 1)))
SUMS_LENGTHS = (0, *(SUM_PLACES[n - 1] + 1 for n in range(1, MOST_SEATS + 1)))


def seat_sums(packed: int) -> int:
    """The size of each hand of a per-seat field of up to 14 seats, each a
    byte of the int's little-endian bytes (`SUM_PLACES`; others 0). The
    counts are added in pairs into bytes (at most 20 a byte), then every
    other seat's pairs at once by one multiplication with a byte of ones
    a pair, which adds a seat's 8 bytes into its last (at most 70: no byte
    carries, and the seats multiplied are 120 bits apart, so no seat's
    partial sums reach the next)."""
    pairs = (packed & EVEN_COUNTS) + (packed >> BITS & ODD_COUNTS)
    return ((pairs & EVEN_SEATS) * PAIR_ONES & SUM_BYTES
            | ((pairs >> SEAT_BITS & EVEN_SEATS) * PAIR_ONES & SUM_BYTES) << 64)


def sizes_sums(sizes: Iterable[int]) -> int:
    """`seat_sums` of a per-seat field whose seat q holds ``sizes[q]`` cards
    (at most 15), for the tables made at import that the sums are compared
    with."""
    return seat_sums(sum(size * UNIT[0] << SEAT_BITS * seat for seat, size in enumerate(sizes)))


def seat_sizes(packed: int, n: int) -> tuple[int, ...]:
    """The size of each hand of a per-seat field of ``n`` (2 to 14) seats."""
    return sums_sizes(seat_sums(packed), n)


def sums_sizes(sums: int, n: int) -> tuple[int, ...]:
    """The sizes of `seat_sums` of a per-seat field of ``n`` seats."""
    sizes: tuple[int, ...] = SIZES_OF[n](  # type: ignore[misc]
        sums.to_bytes(SUMS_LENGTHS[n], "little"))
    return sizes


# Each bit of a count (1, 2, 4 and 8) of every count of 16 hands' worth.
PLANE_1, PLANE_2, PLANE_4, PLANE_8 = (sum(1 << BITS * i + bit for i in range(16 * FACES))
                                      for bit in range(BITS))


def digit_sum(packed: int) -> int:
    """The sum of every count of packed hands (at most 16 hands' worth, such
    as two per-seat fields one above the other): each bit of the counts
    counted in C (`int.bit_count`) and weighted, where writing out and
    adding the hex digits of two per-seat fields cost about three times as
    much."""
    return ((packed & PLANE_1).bit_count() + 2 * (packed & PLANE_2).bit_count()
            + 4 * (packed & PLANE_4).bit_count() + 8 * (packed & PLANE_8).bit_count())
