"""`determinize` draws from the state without making the view, and gives
the very state the view's sample gives; the orders it deals are uniform."""

from __future__ import annotations

import itertools
import random
from collections import Counter

from pressroom.core.rng import Rng
from pressroom.games.extra_extra import view
from pressroom.games.extra_extra.game import EXTRA_EXTRA as GAME
from pressroom.games.extra_extra.state import (
    Step,
    activation_order,
    pack_placements,
    still_placed,
)
from tests.extra_extra.helpers import random_placements
from tests.protocol_checks import drawn_as_the_view_is_sampled

# (players, options): the introductory game (the Features deck out of it),
# a front page with the Dallas Stack, a cover page.
GAMES = [
    (2, {"scenario": 1}),
    (4, {"scenario": 3, "dallas_stack": True, "round_limit": 6}),
    (6, {"scenario": 6, "round_limit": 6}),
    (2, {"scenario": 7, "dallas_stack": True, "round_limit": 6}),
    (4, {"scenario": 2}),
    (6, {"scenario": 4, "dallas_stack": True, "round_limit": 6}),
]


def test_determinize_is_the_sample_of_the_view() -> None:
    """Over random games at 2, 4 and 6 players (states mid-phase: Phase 6's
    fees, Phase 7's activations and Typesetting's lifts included), for every
    seat and a few seeds, `determinize` gives the very state
    `sample(view(state, seat), seed)` gives (so it is a function of the view
    and the seed, dealt as the sampler deals), whose view is the seat's."""
    compared = 0
    steps: Counter[Step] = Counter()
    for index, (n, options) in enumerate(GAMES):
        chooser = random.Random(index)
        state = GAME.new_game(n, index, options)
        while not GAME.is_over(state):
            if chooser.random() < 0.08 or (state.activation is not None and chooser.random() < 0.1):
                steps[state.step] += 1
                compared += len(drawn_as_the_view_is_sampled(GAME, state, (0, 11)))
            seat = chooser.choice(GAME.to_move(state))
            state = GAME.apply(state, chooser.choice(GAME.legal_actions(state, seat)))
    assert compared > 1500
    assert {Step.PLACE, Step.FEE, Step.TYPESET, Step.DISCARD} <= steps.keys()


def test_determinize_shares_what_hides_nothing() -> None:
    """The parts of the state nothing hidden lies in are the state's own
    records, not copies: the papers, the money, the cities, every seat's
    holdings, the players nothing is dealt to."""
    state = GAME.new_game(4, 3, {"scenario": 3})
    chooser = random.Random(3)
    for _ in range(300):
        seat = chooser.choice(GAME.to_move(state))
        state = GAME.apply(state, chooser.choice(GAME.legal_actions(state, seat)))
    drawn = GAME.determinize(state, 0, 5)
    assert drawn.papers is state.papers
    assert drawn.supply.cities is state.supply.cities
    assert drawn.supply.newswire is state.supply.newswire
    assert drawn.tiles.headlines is state.tiles.headlines
    assert drawn.table.options is state.table.options
    for mine, theirs in zip(drawn.players, state.players, strict=True):
        assert mine.holdings is theirs.holdings
        if not theirs.unseen:
            assert mine is theirs


def test_pool_orders_are_uniform_and_independent() -> None:
    """Every order of a lane (a deck's cards, a pile type's tiles) and of a
    pool of its own is about equally frequent, and the orders of two lanes
    and a pool drawn together are independent (each triple of orders about
    equally frequent), whether drawn at once or pool by pool and lane by
    lane (as past `_MOST_AT_ONCE` items)."""
    deck = view._LANE_BYTES[0][:3]
    tiles = view._LANE_BYTES[3][:2]
    pools = [view._sorted(deck + tiles), view._LANE_BYTES[1][:2]]
    draws = 9600
    for most in (view._MOST_AT_ONCE, 0):
        counts: Counter[tuple[bytes, bytes, bytes]] = Counter()
        for seed in range(draws):
            ordered, other, _ = _orders(Rng.from_seed(seed), pools, most)
            assert sorted(ordered) == list(pools[0]) and sorted(other) == list(pools[1])
            counts[ordered.translate(None, view._LANE_OUT[0]),
                   ordered.translate(None, view._LANE_OUT[3]), other] += 1
        assert {first for first, _, _ in counts} == {
            bytes(p) for p in itertools.permutations(deck)}
        assert len(counts) == 24
        expected = draws / 24
        assert all(abs(count - expected) < 0.25 * expected for count in counts.values())


def test_known_deck_and_its_takers_share_a_lane() -> None:
    """A known deck's draw pile and its takers' cards (two or more), dealt
    from one lane of the shared pool (`view._takers_pooled`): the pile
    keeps its cards and the takers theirs, every pair of their orders about
    equally frequent."""
    lane = view._LANE_BYTES[0]
    pile, takers = lane[:3], lane[3:5]
    plans: list[view.CardPlan] = [([(view._EVERY_TAKER, 2)], takers, True), None, None]
    draws = 4800
    counts: Counter[tuple[str | None, bytes]] = Counter()
    for seed in range(draws):
        piles, dealt, _, _ = view._deal(Rng.from_seed(seed), view._sorted(pile + takers), plans)
        assert sorted(dealt[view._EVERY_TAKER]) == list(takers)
        counts[piles[0], dealt[view._EVERY_TAKER]] += 1
    assert {drawn for drawn, _ in counts} == {
        bytes(p).translate(view._HAND_TO_PILE).decode() for p in itertools.permutations(pile)}
    assert len(counts) == 12
    expected = draws / 12
    assert all(abs(count - expected) < 0.25 * expected for count in counts.values())


def _orders(rng: Rng, pools: list[bytes], most: int) -> tuple[bytes, bytes, Rng]:
    """`view._orders` drawing at once up to ``most`` items."""
    kept = view._MOST_AT_ONCE
    try:
        view._MOST_AT_ONCE = most
        return view._orders(rng, *pools)
    finally:
        view._MOST_AT_ONCE = kept


def test_shuffled_is_uniform() -> None:
    """Every order of a few items, one of them twice (a Features deck's
    pair), is about equally frequent."""
    counts = Counter(Rng.from_seed(seed).orders([b"abcc"])[0][0] for seed in range(6000))
    assert len(counts) == 12
    assert all(abs(count - 500) < 0.25 * 500 for count in counts.values())


def test_orders_keep_every_item() -> None:
    """Pools of every size up to `_MOST_AT_ONCE` in all (with pairs too)
    come out as orders of their items, and the largest lane by lane."""
    chooser = random.Random(2)
    for size in range(view._MOST_AT_ONCE + 1):
        pool = bytes(chooser.choices(range(255), k=size))
        cut = chooser.randint(0, size)
        *orders, _ = view._orders(Rng.from_seed(size), pool[:cut], pool[cut:])
        assert [sorted(order) for order in orders] == [sorted(pool[:cut]), sorted(pool[cut:])]
    every = view._sorted(b"".join(view._LANE_BYTES))
    assert len(every) > view._MOST_AT_ONCE
    for seed in range(20):
        *orders, _ = view._orders(Rng.from_seed(seed), every, b"xyz")
        assert sorted(orders[0]) == list(every) and sorted(orders[1]) == list(b"xyz")


def test_sorted_pools() -> None:
    """`_sorted` is the sorted bytes, with pairs (a Features pool) or without."""
    chooser = random.Random(1)
    for size in (0, 1, 5, 40, 90):
        values = bytes(chooser.sample(range(256), size))
        assert view._sorted(values) == bytes(sorted(values))
        doubled = values + values[: size // 2]
        assert view._sorted(doubled) == bytes(sorted(doubled))


def test_reporters_on_board_read_off_the_codes() -> None:
    """`_on_board` keeps exactly the placements the rules' Phase 7 leaves on
    the board (`still_placed` after `activation_order`), Hire and Offhire
    included, for any player count, start player and number activated."""
    chooser = random.Random(5)
    for _ in range(2000):
        n = chooser.randint(2, 6)
        start = chooser.randrange(n)
        placements = random_placements(chooser, n, (0, 100, 200, 300), least=1)
        order = activation_order(placements, start, n)
        done = chooser.randint(1, max(1, len(order)))
        expected = still_placed(placements, order, done) if order else placements
        bits = pack_placements(placements)
        low = bits.to_bytes(3 * len(placements), "little")[0::3]
        kept = view._on_board(low, done if order else 0, start, n)
        assert tuple(itertools.compress(placements, kept)) == expected


def test_placement_codes_read_either_way() -> None:
    """The placements' codes read as 2-byte ints, each high byte skipped (no
    code's high byte set), are those `_codes` reads as 4-byte words, and
    `_codes` reads fees of $25,600 and over too; `_packed` packs them back
    either way."""
    chooser = random.Random(7)
    for _ in range(500):
        placements = random_placements(chooser, 6, (0, 300, 25_500, 25_600, 999_900), 64, 1)
        bits = pack_placements(placements)
        raw = bits.to_bytes(3 * len(placements), "little")
        codes = tuple(int.from_bytes(raw[at:at + 3], "little") for at in range(0, len(raw), 3))
        assert view._codes(raw) == codes
        assert view._packed(list(codes)) == bits
        if not bits & view._HIGH_BYTES:
            assert view._SHORT_CODES[len(placements)].unpack(raw) == codes
            assert view._packed(list(codes), short=True) == bits
