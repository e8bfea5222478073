"""A multiset of cards counted per face: ``hand[card]`` is how many copies.

Cards of one face are interchangeable, so counting them keeps hands small,
canonical (equal hands are equal tuples) and fast to change.
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Iterable

from pressroom.core.rng import Rng
from pressroom.games.newsprint.components import COPIES, Card

Hand = tuple[int, ...]

CARDS = tuple(Card)
FACES = len(CARDS)

EMPTY: Hand = (0,) * FACES
# Per face, its runs of 0 to 10 copies (every count a place can hold: no
# face has more copies), so listing a hand only looks runs up instead of
# building them.
RUNS = tuple(tuple((card,) * count for count in range(COPIES[card] + 1)) for card in CARDS)


def of(cards: Iterable[Card]) -> Hand:
    if cards == ():
        return EMPTY
    counts = [0] * FACES
    for card in cards:
        counts[card] += 1
    return tuple(counts)


def cards(hand: Hand) -> tuple[Card, ...]:
    """Every card of the hand, in face order."""
    if not any(hand):  # most hands listed are empty tables and discards
        return ()
    return tuple(itertools.chain.from_iterable(map(operator.getitem, RUNS, hand)))


def size(hand: Hand) -> int:
    return sum(hand)


def add(hand: Hand, other: Hand) -> Hand:
    return tuple(map(operator.add, hand, other))


def remove(hand: Hand, other: Hand) -> Hand:
    return tuple(map(operator.sub, hand, other))


def add_card(hand: Hand, card: Card, n: int = 1) -> Hand:
    return hand[:card] + (hand[card] + n,) + hand[card + 1:]


def take_random(hand: Hand, n: int, rng: Rng) -> tuple[Hand, Rng]:
    """``n`` cards chosen at random from the hand (all of them if fewer)."""
    taken, rng = rng.sample(cards(hand), min(n, size(hand)))
    return of(taken), rng
