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
# seats 1 and 2 the hands' sizes, the draw pile the rest: hands of two
# sizes and of one, with a draw pile of one card and without one (the last
# hand is then what the others leave).
DEALS = (((0, 0, 3, 7, 12, 14), (0, 3, 2)), ((0, 0, 3, 7, 12), (0, 2, 2)),
         ((0, 0, 3, 7, 12), (0, 3, 2)), ((0, 0, 3, 7), (0, 2, 2)))

Outcome = tuple[int, int, int]


def permuted(items: Sequence[Any], stop: int, number: int) -> list[Any]:
    """The order of the Fisher-Yates swaps (from the end down to ``stop``)
    whose mixed-radix digits make ``number``: over every number below
    n!/stop!, every order (of the places from ``stop`` on) as often."""
    out = list(items)
    for i in range(len(out) - 1, max(stop, 1) - 1, -1):
        number, j = divmod(number, i + 1)
        out[i], out[j] = out[j], out[i]
    return out


def radix(table: bytes) -> int:
    """The radix a `view.RADIX_TABLES` table reads digits below."""
    return max(table.translate(None, bytes((view.REDRAWN,)))) + 1


def dealt(monkeypatch: pytest.MonkeyPatch, unseen: tuple[int, ...],
          sizes: tuple[int, ...]) -> Counter[Outcome]:
    """How likely each deal is (draw pile, hands, cards set aside), over
    every value the deal's draw can take (the counts set aside, each digit
    uniform, and the order of the cards, uniform: see the tests of
    `view._order` below), each equally likely."""
    chances: Counter[Outcome] = Counter()
    held = hands.of(unseen)
    draw = len(unseen) - sum(sizes)
    ways = math.prod(min(5, size) + 1 for size in sizes)
    orders = math.factorial(len(unseen))
    for aside in range(ways):
        # Seat q's count as its extra byte q (below its radix, so read as it is).
        digits = bytearray()
        number = aside
        for seat_size in sizes:
            number, digit = divmod(number, min(5, seat_size) + 1)
            digits.append(digit)
        for order in range(orders):

            def fixed(_: Rng, pools: Sequence[bytes], extra: int = 0, order: int = order,
                      digits: bytes = bytes(digits)) -> tuple[list[bytes], bytes, Rng]:
                (items,) = pools
                return [bytes(permuted(items, 1, order))], digits.ljust(extra, b"\0"), Rng(1)

            monkeypatch.setattr(Rng, "orders", fixed)
            draw_pile, _, _, packed, deal, _, _ = view._deal(
                held, list(sizes), (), draw, P_REPORTER, 0, 0, Rng(0))
            chances[draw_pile, packed, view._set_aside(deal, None)] += Fraction(1, ways * orders)
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
    """The counts set aside drawn first, then one order of the cards (the
    last hand, without a draw pile, what the others leave): every deal and
    choice as likely as a fair shuffle makes it."""
    expected: Counter[Outcome] = Counter()
    for outcome, chance in fair(unseen, sizes):
        expected[outcome] += chance
    got = dealt(monkeypatch, unseen, sizes)
    assert sum(got.values()) == 1
    assert got == expected


@pytest.mark.parametrize("radix_", range(1, len(view.RADIX_TABLES)))
def test_a_radix_table_reads_each_digit_from_as_many_bytes(radix_: int) -> None:
    """Every digit below the radix comes from the same number of bytes (the
    largest multiple of the radix up to 256, in all); the other bytes are
    read again."""
    table = view.RADIX_TABLES[radix_]
    assert radix(table) == radix_
    got = Counter(table)
    whole = 256 - 256 % radix_
    assert got == {digit: whole // radix_ for digit in range(radix_)} | (
        {view.REDRAWN: 256 - whole} if whole < 256 else {})


def test_spare_bytes_run_out() -> None:
    """A place read again past the draw's spare bytes gets new ones."""
    table = view.RADIX_TABLES[6]
    digit, spare, data, _ = view._redrawn(table, 2, bytes([0, 0, 253]), Rng(5))
    assert spare > 3 and len(data) == 3 + view.SPARE_BYTES * ((spare - 4) // view.SPARE_BYTES + 1)
    assert digit == table[data[spare - 1]] != view.REDRAWN
    assert all(table[byte] == view.REDRAWN for byte in data[2:spare - 1])


def test_the_counts_set_aside_are_digits_read_again_past_their_radix(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Each seat's count (0 to 5 of its hand, none of an empty hand) is its
    byte read through its radix's table, spare bytes read for those past."""
    sizes = [10, 0, 3, 2, 10]
    data = bytes([252, 9, 200, 255, 17, 254, 5, 101])  # radix 6 reads 252 and up again
    got, _ = view._aside_counts(sizes, 1, data, Rng(0))
    assert list(got) == [5 % 6, 0, 200 % 4, 101 % 3, 17 % 6]


@pytest.mark.parametrize("seat", [0, 3, 6])
def test_the_counts_of_full_hands_are_read_at_once_as_one_at_a_time(seat: int) -> None:
    """With every other hand full (`view.FULL_SIZES`, the sizes the
    sampler reads by identity) the counts are the bytes read through one
    translation, and any byte read again sends them through the loop: the
    same counts as the loop gives the same sizes (a list, never full by
    identity), the seat's own byte unread even past its radix."""
    full = view.FULL_SIZES[7][seat]
    spare = bytes([3, 252, 40, 7, 255, 9, 11, 250])
    for data in (bytes([0, 17, 200, 35, 99, 5, 131]), bytes([250, 252, 1, 2, 3, 4, 5]),
                 bytes([253] * 7), bytes([251, 252, 253, 254, 255, 0, 1])):
        for own in (data[seat], 254):
            drawn = data[:seat] + bytes([own]) + data[seat + 1:] + spare
            got, _ = view._aside_counts(full, seat, drawn, Rng(0))
            expected, _ = view._aside_counts(list(full), seat, drawn, Rng(0))
            assert got == expected and got[seat] == 0


def test_cards_set_aside_are_read_as_their_slot() -> None:
    """`view._set_aside` reads every hand of up to 5 cards (the last of its
    slice) as `state.mark_code` packs it."""
    for size in range(view.MAX_REPORTER_DISCARDS + 1):
        for cards in itertools.combinations_with_replacement(view.CARDS, size):
            if any(cards.count(card) > view.COPIES[card] for card in cards):
                continue
            listed = bytes(reversed(cards))
            units = tuple(hands.UNIT[card] for card in listed)
            # Seat 1's slice ends the cards dealt.
            deal = (listed + listed, units + units, (size, size), 0, (0, size))
            assert view._set_aside(deal, None) == mark_code(hands.of(cards)) << MARK_BITS


def test_few_cards_set_aside_are_read_as_their_slot_in_any_order() -> None:
    """A slice of at most `view.FEW_MARKED` cards, in every order, is read
    as `state.mark_code` packs its cards."""
    for size in range(1, view.FEW_MARKED + 1):
        for cards in itertools.combinations_with_replacement(view.CARDS, size):
            if any(cards.count(card) > view.COPIES[card] for card in cards):
                continue
            for run in set(itertools.permutations(cards)):
                listed = bytes(run)
                units = tuple(hands.UNIT[card] for card in listed)
                deal = (listed, units, (size,), 0, (size,))
                assert view._set_aside(deal, None) == mark_code(hands.of(cards))


def test_every_count_of_cards_is_shuffled_into_a_permutation() -> None:
    """From 2 cards to the whole deck, `Rng.orders` (the deal's order) gives
    the very items in some order, and the extra bytes asked for."""
    deck = bytes(card for card in view.CARDS for _ in range(view.COPIES[card]))
    for n in range(2, len(deck) + 1):
        (got,), extra, _ = Rng.from_seed(n).orders((deck[:n],), 3)
        assert sorted(got) == list(deck[:n]) and len(extra) == 3


def test_stories_are_drawn_among_the_rules_choices() -> None:
    """`view._nth_story` over every index `view._drawn_story` may draw is
    `rules.story_choices`, in its order, for hands, wilds and first stories
    of every kind (the second in another suit or not)."""
    from pressroom.games.newsprint.record import shared_story
    from pressroom.games.newsprint.rules import story_choices

    suits = view.SUITS
    for counts in itertools.product(range(0, 4), repeat=3):
        hand = hands.of([suits[0]] * counts[0] + [suits[2]] * counts[1] + [suits[4]] * counts[2])
        for wilds in range(3):
            drafts: list[tuple[Any, ...]] = [()]
            drafts += [(shared_story(suit, cards, used),)
                       for suit, cards, used in story_choices(hand, wilds, (), False)]
            for draft in drafts:
                for other_suit in (False, True):
                    free, haves = view._story_room(hand, wilds, draft, other_suit)
                    total = sum(view._suit_stories(free, have) for have in haves)
                    got = [view._nth_story(free, haves, i) for i in range(total + 1)]
                    assert got == [*story_choices(hand, wilds, draft, other_suit), None]


def test_first_stories_are_the_rules_choices_once_each() -> None:
    """`view._first_story` over every index the Story phase's draw may give
    (`view._story_choices`: a seat's ranked suit cards, its wilds, and no
    story as a choice too when it may not form one or has not committed)
    is each of `rules.story_choices` (no draft yet) exactly once, as the
    shared one-story tuples, then none."""
    from pressroom.games.newsprint.record import alone, shared_story
    from pressroom.games.newsprint.rules import story_choices

    suits = view.SUITS
    for counts in itertools.product(range(0, 4), repeat=3):
        cards = [suits[0]] * counts[0] + [suits[2]] * counts[1] + [suits[4]] * counts[2]
        hand = hands.of(cards)
        ranked = view.SUIT_RANKS_1[hand & view.MASK_1] + view.SUIT_RANKS_2[hand & view.MASK_2]
        assert len(ranked) == len(cards)
        for wilds in range(4):  # 3: more than there are Stop the Presses
            total = len(ranked) * (wilds + 1) + len(suits) * wilds
            got = [view._first_story(ranked, wilds, i) for i in range(total + 1)]
            expected = [alone(shared_story(*choice))
                        for choice in story_choices(hand, wilds, (), False)]
            assert got[-1] == ()
            assert sorted(got[:-1], key=repr) == sorted(expected, key=repr)
            if wilds <= view.MOST_WILDS:  # the reports' own tuples
                assert all(any(a is b for b in expected) for a in got[:-1])


@pytest.mark.parametrize("n", [2, 5, 7])
def test_full_hands_are_dealt_from_the_tables_as_seat_by_seat(n: int) -> None:
    """With every other hand full (`view.FULL_SIZES`, read by identity) the
    hands are summed through `view.FULL_PARTS` and the cards set aside read
    through `view.FULL_ENDS`: the very deal and cards set aside the same
    sizes give seat by seat (a list, never full by identity), with a draw
    pile and without one (the last hand then what the others leave)."""
    deck = bytes(card for card in view.CARDS for _ in range(view.COPIES[card]))
    for seat in range(n):
        full = view.FULL_SIZES[n][seat]
        for draw in (0, 3):
            unseen = hands.of(deck[:sum(full) + draw])
            for seed in range(4):
                for phase in (P_REPORTER, view.P_SCOOP):
                    fast = view._deal(unseen, full, (), draw, phase, 0, seat, Rng(seed))
                    slow = view._deal(unseen, list(full), (), draw, phase, 0, seat, Rng(seed))
                    assert fast[:4] == slow[:4] and fast[5:] == slow[5:]
                    if phase is P_REPORTER:
                        assert view._set_aside(fast[4], seat) == view._set_aside(slow[4], None)
