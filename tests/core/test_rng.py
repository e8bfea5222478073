from __future__ import annotations

import collections
import hashlib
import itertools
import os
import subprocess
import sys

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from pressroom.core import rng as rng_module
from pressroom.core.rng import ORDER_BYTES, ORDERS_AT_ONCE, Rng, orders_from

seeds = st.integers(min_value=-(2**70), max_value=2**70)


def draws(rng: Rng, count: int) -> list[int]:
    out = []
    for _ in range(count):
        value, rng = rng.next_u64()
        out.append(value)
    return out


# -- golden values: an accidental change to the generator must fail here -----


def test_golden_first_u64_of_seed_zero() -> None:
    value, rng = Rng.from_seed(0).next_u64()
    assert value == 16294208416658607535
    assert rng == Rng(11400714819323198485)


def test_golden_shuffle_of_seed_42() -> None:
    shuffled, _ = Rng.from_seed(42).shuffle(range(10))
    assert shuffled == (4, 7, 2, 9, 0, 6, 8, 5, 3, 1)


def test_seeds_are_reduced_mod_2_to_the_64() -> None:
    assert Rng.from_seed(2**64) == Rng.from_seed(0)
    assert Rng.from_seed(-1) == Rng.from_seed(2**64 - 1)
    assert Rng.from_seed(-1).state == 13029008266876403067


# -- determinism -------------------------------------------------------------


@given(seeds)
def test_same_seed_same_sequence(seed: int) -> None:
    assert draws(Rng.from_seed(seed), 20) == draws(Rng.from_seed(seed), 20)


@given(seeds, seeds)
def test_different_seeds_differ(a: int, b: int) -> None:
    if (a - b) % 2**64 == 0:
        return
    assert Rng.from_seed(a) != Rng.from_seed(b)
    assert draws(Rng.from_seed(a), 4) != draws(Rng.from_seed(b), 4)


def test_consecutive_seeds_give_different_first_values() -> None:
    firsts = {Rng.from_seed(seed).next_u64()[0] for seed in range(1000)}
    assert len(firsts) == 1000


@given(seeds)
def test_draws_are_64_bit_and_advance_the_state(seed: int) -> None:
    rng = Rng.from_seed(seed)
    value, after = rng.next_u64()
    assert 0 <= value < 2**64
    assert after != rng
    assert 0 <= after.state < 2**64
    # a value, not a stream: drawing again from the old generator repeats
    assert rng.next_u64() == (value, after)


def test_rng_is_immutable() -> None:
    rng = Rng.from_seed(3)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        rng.state = 5  # type: ignore[misc]
    assert rng == Rng.from_seed(3)
    assert hash(rng) == hash(Rng.from_seed(3))


@given(seeds)
def test_a_drawn_generator_is_the_one_its_constructor_makes(seed: int) -> None:
    """The draws make their next generator without the constructor: it is
    an `Rng` like any other, equal, equally hashed and frozen."""
    made = [Rng.from_seed(seed), *Rng.from_seed(seed).split(), Rng.from_seed(seed).next_u64()[1]]
    for rng in made:
        assert type(rng) is Rng and rng == Rng(rng.state) and hash(rng) == hash(Rng(rng.state))
        assert repr(rng) == repr(Rng(rng.state))
        with pytest.raises(attrs.exceptions.FrozenInstanceError):
            rng.state = 0  # type: ignore[misc]


# -- randbelow ---------------------------------------------------------------


@given(seeds, st.integers(min_value=1, max_value=2**64))
def test_randbelow_in_range(seed: int, n: int) -> None:
    value, rng = Rng.from_seed(seed).randbelow(n)
    assert 0 <= value < n
    assert isinstance(rng, Rng)


def test_randbelow_one_is_always_zero() -> None:
    rng = Rng.from_seed(9)
    for _ in range(50):
        value, rng = rng.randbelow(1)
        assert value == 0


def test_randbelow_roughly_uniform() -> None:
    rng = Rng.from_seed(2024)
    counts: collections.Counter[int] = collections.Counter()
    for _ in range(6000):
        value, rng = rng.randbelow(6)
        counts[value] += 1
    assert set(counts) == set(range(6))
    assert all(800 <= counts[v] <= 1200 for v in range(6)), counts


def test_randbelow_large_bound_uses_both_halves() -> None:
    # a bound just above 2**63 rejects almost half the raw draws; results must
    # still be in range and reach both the low and the high part of it
    n = 2**63 + 1
    rng = Rng.from_seed(5)
    low = high = 0
    for _ in range(200):
        value, rng = rng.randbelow(n)
        assert 0 <= value < n
        if value < n // 2:
            low += 1
        else:
            high += 1
    assert low > 50
    assert high > 50


@pytest.mark.parametrize("n", [0, -1, -(2**70)])
def test_randbelow_non_positive_raises(n: int) -> None:
    with pytest.raises(ValueError, match="positive"):
        Rng.from_seed(1).randbelow(n)


def test_randbelow_bound_above_2_to_the_64_terminates() -> None:
    code = (
        "from pressroom.core.rng import Rng\n"
        "v, _ = Rng.from_seed(0).randbelow(2**65)\n"
        "assert 0 <= v < 2**65\n"
        "print('ok')\n"
    )
    try:
        out = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, timeout=5, check=True
        )
    except subprocess.TimeoutExpired:
        pytest.fail("randbelow(2**65) did not return within 5 seconds")
    assert out.stdout.strip() == "ok"


# -- shuffle -----------------------------------------------------------------


@given(seeds, st.lists(st.integers(), max_size=30))
def test_shuffle_is_a_deterministic_permutation(seed: int, items: list[int]) -> None:
    shuffled, rng = Rng.from_seed(seed).shuffle(items)
    assert isinstance(shuffled, tuple)
    assert sorted(shuffled) == sorted(items)
    assert Rng.from_seed(seed).shuffle(items) == (shuffled, rng)


def test_shuffle_does_not_touch_its_input() -> None:
    items = [1, 2, 3, 4, 5]
    Rng.from_seed(1).shuffle(items)
    assert items == [1, 2, 3, 4, 5]


def test_shuffle_of_short_sequences_leaves_rng_unchanged() -> None:
    rng = Rng.from_seed(4)
    assert rng.shuffle(()) == ((), rng)
    assert rng.shuffle("a") == (("a",), rng)


def test_shuffle_reaches_every_order_of_three() -> None:
    orders = collections.Counter(Rng.from_seed(s).shuffle("abc")[0] for s in range(1200))
    assert len(orders) == 6
    assert all(120 <= c <= 280 for c in orders.values()), orders


def test_shuffle_advances_the_rng() -> None:
    first, rng = Rng.from_seed(7).shuffle(range(20))
    second, _ = rng.shuffle(range(20))
    assert first != second
    assert rng != Rng.from_seed(7)


def _shuffle_in_subprocess(hash_seed: str) -> str:
    code = (
        "from pressroom.core.rng import Rng\n"
        "print(list(Rng.from_seed(42).shuffle([f'card{i}' for i in range(20)])[0]))\n"
    )
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        timeout=60,
    )
    return out.stdout.strip()


def test_identical_across_processes_and_hash_seeds() -> None:
    expected = str(list(Rng.from_seed(42).shuffle([f"card{i}" for i in range(20)])[0]))
    assert _shuffle_in_subprocess("1") == expected
    assert _shuffle_in_subprocess("2") == expected


# -- sample, choice, coin ----------------------------------------------------


@given(seeds, st.lists(st.integers(), max_size=20, unique=True), st.data())
def test_sample_size_and_distinctness(seed: int, items: list[int], data: st.DataObject) -> None:
    k = data.draw(st.integers(min_value=0, max_value=len(items)))
    picked, rng = Rng.from_seed(seed).sample(items, k)
    assert len(picked) == k
    assert len(set(picked)) == k
    assert set(picked) <= set(items)
    assert Rng.from_seed(seed).sample(items, k) == (picked, rng)


def test_sample_takes_distinct_positions_not_values() -> None:
    picked, _ = Rng.from_seed(3).sample("aab", 3)
    assert sorted(picked) == ["a", "a", "b"]


def test_sample_all_is_a_permutation() -> None:
    picked, _ = Rng.from_seed(11).sample(range(10), 10)
    assert sorted(picked) == list(range(10))


@pytest.mark.parametrize(("size", "k"), [(3, 4), (3, -1), (0, 1)])
def test_sample_bad_k_raises(size: int, k: int) -> None:
    with pytest.raises(ValueError, match=f"cannot sample {k} of {size} items"):
        Rng.from_seed(1).sample(range(size), k)


@given(seeds, st.lists(st.integers(), min_size=1, max_size=10))
def test_choice_picks_an_item(seed: int, items: list[int]) -> None:
    item, rng = Rng.from_seed(seed).choice(items)
    assert item in items
    assert Rng.from_seed(seed).choice(items) == (item, rng)


def test_choice_reaches_every_item() -> None:
    seen = {Rng.from_seed(s).choice("wxyz")[0] for s in range(200)}
    assert seen == set("wxyz")


def test_choice_of_empty_raises() -> None:
    with pytest.raises(ValueError):
        Rng.from_seed(1).choice([])


def test_coin_is_boolean_and_balanced() -> None:
    rng = Rng.from_seed(77)
    heads = 0
    for _ in range(2000):
        value, rng = rng.coin()
        assert type(value) is bool
        heads += value
    assert 850 <= heads <= 1150


# -- split -------------------------------------------------------------------


@given(seeds)
def test_split_gives_two_different_deterministic_generators(seed: int) -> None:
    a, b = Rng.from_seed(seed).split()
    assert a != b
    assert Rng.from_seed(seed).split() == (a, b)
    assert draws(a, 5) != draws(b, 5)
    assert draws(a, 5) == draws(Rng.from_seed(seed).split()[0], 5)
    assert draws(b, 5) == draws(Rng.from_seed(seed).split()[1], 5)
    assert a != Rng.from_seed(seed)
    assert b != Rng.from_seed(seed)


def test_split_golden() -> None:
    assert Rng.from_seed(0).split() == (Rng(11400714819323198485), Rng(258863698125685209))


def _reference_randbelow(rng: Rng, n: int) -> tuple[int, Rng]:
    """`randbelow` as first written, one `Rng` value per 64-bit word."""
    limit = (1 << 64) - (1 << 64) % n
    while True:
        value, rng = rng.next_u64()
        if value < limit:
            return value % n, rng


def test_written_out_draws_are_the_reference_draws() -> None:
    """`randbelow` and `shuffle` write SplitMix64 out for speed; every
    seeded game depends on them drawing exactly what they drew before."""
    for seed in range(300):
        rng = Rng.from_seed(seed)
        for n in (1, 2, 3, 7, 52, 1000, (1 << 63) + 5, 1 << 64):
            assert rng.randbelow(n) == _reference_randbelow(rng, n)
        items = tuple(range(seed % 70))
        expected, reference = list(items), rng
        for i in range(len(expected) - 1, 0, -1):
            j, reference = _reference_randbelow(reference, i + 1)
            expected[i], expected[j] = expected[j], expected[i]
        assert rng.shuffle(items) == (tuple(expected), reference)


def test_permute_draws_every_order_alike() -> None:
    orders = collections.Counter(Rng.from_seed(seed).permute("abcd")[0] for seed in range(12000))
    assert len(orders) == 24 and all(400 <= count <= 600 for count in orders.values())
    items = tuple(range(130))
    shuffled, after = Rng.from_seed(3).permute(items)
    assert sorted(shuffled) == list(items) and shuffled != items
    assert after != Rng.from_seed(3)
    assert Rng.from_seed(3).permute("a") == (("a",), Rng.from_seed(3))


def test_number_digits_are_uniform() -> None:
    # 4 * 3 = 12 outcomes read as two digits of one number: each pair alike
    pairs: collections.Counter[tuple[int, int]] = collections.Counter()
    rng = Rng.from_seed(11)
    for _ in range(12000):
        number, after = rng.number(12)
        assert after != rng and number < 1 << 128
        rng = after
        high, low = divmod(number % 12, 4)
        pairs[high, low] += 1
    assert set(pairs) == {(h, low) for h in range(3) for low in range(4)}
    assert all(800 <= count <= 1200 for count in pairs.values()), pairs


def test_permute_reads_its_order_from_number() -> None:
    number, after = Rng.from_seed(5).number(24)  # 4! orders
    out = list("abcd")
    for i in range(3, 0, -1):
        number, j = divmod(number, i + 1)
        out[i], out[j] = out[j], out[i]
    assert Rng.from_seed(5).permute("abcd") == (tuple(out), after)


def test_randbytes_are_the_hash_number_reads() -> None:
    # The bytes are `number`'s hash of the same state (low byte first), so
    # they are as uniform as its digits; the next generator is the one a
    # first-time draw of `number` leaves.
    rng = Rng.from_seed(11)
    for size in (1, 8, 64, 65, 200):
        data, after = rng.randbytes(size)
        number, after_number = rng._number(size, 1 << 8 * size)
        assert len(data) == size and int.from_bytes(data, "little") == number
        assert after == after_number != rng


def test_randbytes_of_nothing_and_bad_sizes() -> None:
    rng = Rng.from_seed(3)
    assert rng.randbytes(0) == (b"", rng)
    with pytest.raises(ValueError, match="at least 0"):
        rng.randbytes(-1)


def test_randbytes_bytes_are_roughly_uniform() -> None:
    rng, counts = Rng.from_seed(9), collections.Counter[int]()
    for _ in range(400):
        data, rng = rng.randbytes(64)
        counts.update(data)
    assert len(counts) == 256 and max(counts.values()) < 3 * min(counts.values())


@pytest.mark.parametrize(("alphabet", "length", "n"), [(4, 6, 3), (5, 5, 4), (3, 6, 3), (6, 4, 2)])
def test_orders_from_is_exactly_uniform(alphabet: int, length: int, n: int) -> None:
    """`orders_from` over every string of ``length`` bytes below
    ``alphabet`` (as uniform random bytes are, given which bytes occur):
    every order of ``n`` items as often, and None exactly when fewer than
    ``n`` distinct bytes occur."""
    got: collections.Counter[bytes] = collections.Counter()
    for data in itertools.product(range(alphabet), repeat=length):
        orders = orders_from(bytes(data), [bytes(range(n))])
        if len(set(data)) < n:
            assert orders is None
            continue
        assert orders is not None
        got[orders[0]] += 1
    assert set(got) == {bytes(p) for p in itertools.permutations(range(n))}
    assert len(set(got.values())) == 1


def test_orders_from_orders_pools_independently() -> None:
    """Two pools from one string: every pair of their orders as often, over
    every string of 5 bytes below 5 that holds enough distinct bytes."""
    got: collections.Counter[tuple[bytes, bytes]] = collections.Counter()
    for data in itertools.product(range(5), repeat=5):
        orders = orders_from(bytes(data), [b"ab", b"xyz"])
        if len(set(data)) < 5:
            assert orders is None
            continue
        assert orders is not None
        first, second = orders
        got[first, second] += 1
    assert len(got) == 2 * 6 and len(set(got.values())) == 1


def test_too_few_distinct_bytes_are_drawn_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """Random bytes holding fewer distinct ones than the items are dropped
    and new ones drawn: the order is read from the second draw alone, and
    the extra bytes follow it."""
    drawn = ORDER_BYTES[4]
    first = bytes(drawn + 2)  # one distinct byte
    second = bytes([9, 3, 7, 3, 1]) + bytes(drawn - 5) + b"XY"
    left = bytearray(first + second)

    def digest(state: int, size: int) -> bytes:
        taken = bytes(left[:size])
        del left[:size]
        return taken

    monkeypatch.setattr(rng_module, "_digest", digest)
    (got,), extra, _ = Rng(0).orders([b"abcd"], 2)
    # Bytes 0, 1, 3, 7 (items a, b, c, d) last occur at 63, 4, 3, 2.
    assert (got, extra) == (b"dcba", b"XY")
    assert not left


def test_orders_keep_every_item_and_draw_the_extra_bytes() -> None:
    """Pools of every size up to `ORDERS_AT_ONCE` in all come out as orders
    of their items, with the extra bytes asked for; fewer than 2 items are
    given back as they are."""
    for total in range(ORDERS_AT_ONCE + 1):
        pool = bytes((7 * i) % 255 for i in range(total))
        cut = total // 3
        orders, extra, _ = Rng.seeded(total).orders([pool[:cut], pool[cut:]], 3)
        assert [sorted(order) for order in orders] == [sorted(pool[:cut]), sorted(pool[cut:])]
        assert len(extra) == 3
    assert Rng(1).orders([b"a"]) == ([b"a"], b"", Rng(1))


def test_digest_is_blake2b_then_shake_at_every_size() -> None:
    """`_digest` takes BLAKE2b's default size without its keyword: the same
    bytes as asking for 64, and every other size as before."""
    for state in (0, 1, 2**63 + 5, 2**64 - 1):
        key = state.to_bytes(8, "little")
        for size in range(1, 256):
            expected = (hashlib.blake2b(key, digest_size=size).digest() if size <= 64
                        else hashlib.shake_128(key).digest(size))
            assert rng_module._digest(state, size) == expected


@given(st.binary(min_size=1, max_size=255), st.integers(min_value=0, max_value=80))
def test_one_pool_ordered_as_among_pools(data: bytes, size: int) -> None:
    """`orders_from` orders a pool alone as it does beside an empty pool:
    a pool's order is read off its own bytes' places only."""
    pool = bytes(range(7, 7 + size))
    assert orders_from(data, [pool]) == (
        None if (found := orders_from(data, [pool, b""])) is None else found[:1])
