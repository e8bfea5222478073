"""The sampler's deal, checked exactly over a tiny one: every number the
generator can give enumerated, the states dealt must come out as often as
the true chances of a fair shuffle give them."""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Iterator, Sequence
from fractions import Fraction
from typing import Any

import pytest

from pressroom.core.rng import Rng
from pressroom.games.newsprint import hand as hands
from pressroom.games.newsprint import view
from pressroom.games.newsprint.state import MARK_BITS, P_REPORTER, mark_code, pack_pile

# The viewer's seat 0 is dealt none of the unseen cards (two of one face),
# seats 1 and 2 the hands' sizes, the draw pile one card: hands of two
# sizes (the larger left undealt) and of one (left undealt, of the two,
# the one setting aside fewer cards).
DEALS = (((0, 0, 3, 7, 12, 14), (0, 3, 2)), ((0, 0, 3, 7, 12), (0, 2, 2)))
DRAW = 1

Outcome = tuple[int, int, int]


def permuted(items: Sequence[Any], stop: int, number: int) -> tuple[Any, ...]:
    """`Rng.permute`'s order for the drawn ``number`` (its mixed-radix
    digits are the Fisher-Yates swaps from the end down to ``stop``)."""
    out = list(items)
    for i in range(len(out) - 1, max(stop, 1) - 1, -1):
        number, j = divmod(number, i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out)


def dealt(monkeypatch: pytest.MonkeyPatch, unseen: tuple[int, ...],
          sizes: tuple[int, ...]) -> Counter[Outcome]:
    """How likely each deal is (draw pile, hands, cards set aside), over
    every number the deal's two draws can take, each equally likely."""
    chances: Counter[Outcome] = Counter()
    counts = hands.digits(hands.of(unseen))
    ways = math.prod(min(5, size) + 1 for size in sizes)
    for aside in range(ways):
        bound: list[int] = []

        def below(_: Rng, n: int, aside: int = aside) -> tuple[int, Rng]:
            return aside, Rng(1)

        monkeypatch.setattr(Rng, "randbelow", below)

        def measured(_: Rng, items: Sequence[Any], stop: int = 1,
                     bound: list[int] = bound) -> tuple[tuple[Any, ...], Rng]:
            bound.append(math.factorial(len(items)) // math.factorial(max(stop, 1)))
            return tuple(items), Rng(1)

        monkeypatch.setattr(Rng, "permute", measured)
        view._deal(counts, list(sizes), (0,) * 3, DRAW, P_REPORTER, (), Rng(0))
        for number in range(bound[0]):

            def fixed(_: Rng, items: Sequence[Any], stop: int = 1,
                      number: int = number) -> tuple[tuple[Any, ...], Rng]:
                return permuted(items, stop, number), Rng(1)

            monkeypatch.setattr(Rng, "permute", fixed)
            draw_pile, _, _, packed, deal, _ = view._deal(
                counts, list(sizes), (0,) * 3, DRAW, P_REPORTER, (), Rng(0))
            chances[draw_pile, packed, view._set_aside(deal)] += Fraction(1, ways * bound[0])
    return chances


def fair(unseen: tuple[int, ...], sizes: tuple[int, ...]) -> Iterator[tuple[Outcome, Fraction]]:
    """Every way to deal the unseen cards (told apart) and to set aside
    any number of each hand's (up to 5), with its chance."""
    first_end, second_end = sizes[1], sizes[1] + sizes[2]
    ways = (sizes[1] + 1) * (sizes[2] + 1)
    for order in itertools.permutations(range(len(unseen))):
        first, second, pile = order[:first_end], order[first_end:second_end], order[second_end:]
        for one, two in itertools.product(range(sizes[1] + 1), range(sizes[2] + 1)):
            for kept_one in itertools.combinations(first, one):
                for kept_two in itertools.combinations(second, two):
                    chance = Fraction(1, math.factorial(len(unseen)) * ways
                                      * math.comb(len(first), one) * math.comb(len(second), two))
                    faces = [[unseen[c] for c in part]
                             for part in (first, second, pile, kept_one, kept_two)]
                    packed = sum(hands.of(faces[q]) << 60 * (q + 1) for q in range(2))
                    aside = sum(mark_code(hands.of(faces[3 + q])) << MARK_BITS * (q + 1)
                                for q in range(2))
                    yield (pack_pile(faces[2]), packed, aside), chance


@pytest.mark.parametrize(("unseen", "sizes"), DEALS)
def test_the_reporter_deal_is_exactly_fair(monkeypatch: pytest.MonkeyPatch, unseen: tuple[int, ...],
                                           sizes: tuple[int, ...]) -> None:
    """The counts set aside drawn first and the hand left undealt chosen by
    them: every deal and choice as likely as a fair shuffle makes it."""
    expected: Counter[Outcome] = Counter()
    for outcome, chance in fair(unseen, sizes):
        expected[outcome] += chance
    got = dealt(monkeypatch, unseen, sizes)
    assert sum(got.values()) == 1
    assert got == expected
