"""Seeded, pure randomness held in the game state.

`Rng` is an immutable value: every draw returns the result *and* the next
`Rng`, so a state that holds one is fully reproducible from its seed, in any
process and under any hash seed. The generator is SplitMix64, which is tiny,
fast in pure Python and passes BigCrush; game randomness needs nothing more.
The wide numbers a sampler reads many choices from (`number`, `permute`) are
a hash of the state instead (BLAKE2b or SHAKE-128, in C): cheaper than a
SplitMix64 word written out in Python for each 64 bits.

>>> rng = Rng.from_seed(7)
>>> value, rng = rng.randbelow(6)
>>> 0 <= value < 6
True
>>> Rng.from_seed(7).shuffle("abcde") == Rng.from_seed(7).shuffle("abcde")
True
"""

from __future__ import annotations

import functools
import hashlib
import math
from collections.abc import Sequence
from typing import TypeVar

import attrs

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_TWO64 = 1 << 64


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return z ^ (z >> 31)


@attrs.frozen
class Rng:
    """An immutable SplitMix64 generator; `state` is a 64-bit integer."""

    state: int

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        """A generator for any integer seed (negative and huge seeds too)."""
        return _rng(_mix(seed & _MASK64))

    @classmethod
    def seeded(cls, seed: int) -> Rng:
        """A generator whose state is the seed's low 64 bits, as SplitMix64's
        authors seed it: every draw mixes the state it steps to, so small
        seeds give draws as unrelated as any. About 4,100 instructions
        cheaper than `from_seed`, whose extra mix the samplers do not need
        (a state's generator keeps `from_seed`: its games' deals depend on
        it)."""
        return seeded(seed)

    def next_u64(self) -> tuple[int, Rng]:
        state = (self.state + _GAMMA) & _MASK64
        return _mix(state), _rng(state)

    def randbelow(self, n: int) -> tuple[int, Rng]:
        """A uniform integer in ``range(n)``, without modulo bias."""
        if n <= 0:
            raise ValueError(f"randbelow needs a positive bound, got {n}")
        if n > 1 << 64:
            return self._randbelow_wide(n)
        # Reject the top sliver of 64-bit values that would favour small
        # results. SplitMix64 is written out (as in `shuffle`): an `Rng`
        # value per word was most of a draw's cost.
        limit = _TWO64 - _TWO64 % n
        state = self.state
        while True:
            state = (state + _GAMMA) & _MASK64
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
            z ^= z >> 31
            if z < limit:
                return z % n, _rng(state)

    def _randbelow_wide(self, n: int) -> tuple[int, Rng]:
        """Bounds beyond 64 bits: join several words, reject values >= n."""
        bits = n.bit_length()
        rng = self
        while True:
            value = 0
            for _ in range((bits + 63) // 64):
                word, rng = rng.next_u64()
                value = (value << 64) | word
            value &= (1 << bits) - 1
            if value < n:
                return value, rng

    def choice(self, items: Sequence[T]) -> tuple[T, Rng]:
        """One item of a non-empty sequence, uniformly."""
        index, rng = self.randbelow(len(items))
        return items[index], rng

    def coin(self) -> tuple[bool, Rng]:
        value, rng = self.next_u64()
        return bool(value >> 63), rng

    def shuffle(self, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
        """The items in a uniformly random order (Fisher-Yates), each swap
        drawn as `randbelow` would draw it (written out: shuffles are most
        of a setup's and a sample's draws)."""
        out = list(items)
        state = self.state
        for i in range(len(out) - 1, 0, -1):
            n = i + 1
            limit = _TWO64 - _TWO64 % n
            while True:
                state = (state + _GAMMA) & _MASK64
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            out[i], out[j] = out[j], out[i]
        return tuple(out), _rng(state)

    def permute(self, items: Sequence[T], stop: int = 1) -> tuple[tuple[T, ...], Rng]:
        """A uniformly random order of the items, drawn as one number below
        n! (one hash of the state instead of a word per item, see `number`),
        for samplers that redraw hidden orders and need no earlier result
        kept: not the order `shuffle` gives. The number's mixed-radix digits
        are the Fisher-Yates swaps. With ``stop``, the swaps end there: the
        places from ``stop`` on hold a uniformly random choice of the items,
        in random order, and the first ``stop`` places what is left, in no
        random order (for a sampler whose last hand is what the others
        leave); the number is then below n!/stop!."""
        n = len(items)
        if n <= max(stop, 1):
            return tuple(items), self
        number, rng = self._number(*_permutations(n, stop))
        out = list(items)
        for i in range(n - 1, stop - 1, -1):
            number, j = divmod(number, i + 1)
            out[i], out[j] = out[j], out[i]
        return tuple(out), rng

    def number(self, bound: int) -> tuple[int, Rng]:
        """A number whose remainder by ``bound`` is uniform, and so are its
        mixed-radix digits for any radices whose product is ``bound``: one
        draw that a sampler reads several choices from (`divmod` by each).
        It has 64 bits more than ``bound`` needs, and a number past the
        largest multiple of ``bound`` is drawn again (almost never)."""
        return self._number(*bound_bytes(bound))

    def randbytes(self, size: int) -> tuple[bytes, Rng]:
        """``size`` uniformly random bytes: the hash `number` reads, taken
        as bytes (no bound, so never drawn again), for samplers that give
        many items a random label each in C."""
        if size <= 0:
            if size < 0:
                raise ValueError(f"randbytes needs a size of at least 0, got {size}")
            return b"", self
        state = self.state
        return _digest(state, size), _rng((state + _GAMMA) & _MASK64)

    def orders(self, pools: Sequence[bytes], extra: int = 0) -> tuple[list[bytes], bytes, Rng]:
        """Each pool (its items bytes below 255, at most `ORDERS_AT_ONCE` in
        all) in a uniformly random order, independent of the others', and
        ``extra`` random bytes, from one hash (`randbytes`) read by
        `orders_from`; a draw holding too few distinct bytes is drawn again
        (about once in 600). For samplers that deal many hidden items: an
        order costs a few C-level translations, where a sort of random
        labels made and compared them one by one (about twice as much)."""
        total = sum(map(len, pools))
        if total < 2:
            if not extra:
                return list(pools), b"", self
            data, rng = self.randbytes(extra)
            return list(pools), data, rng
        size = ORDER_BYTES[total]
        state = self.state
        while True:
            # (`randbytes` and `_rng` written out: two calls and an `Rng` a
            # draw fewer, about 800 instructions.)
            data = _digest(state, size + extra)
            state = (state + _GAMMA) & _MASK64
            found = orders_from(data[:size], pools)
            if found is not None:
                out: Rng = _new(Rng)
                _set_state(out, state)
                return found, data[size:], out

    def _number(self, size: int, limit: int) -> tuple[int, Rng]:
        """``size`` bytes of a hash of the state as one number (BLAKE2b up
        to 64 bytes, SHAKE-128 past them, both in C), drawn again from the
        next state until below ``limit``. SplitMix64 written out in Python
        costs about as much a 64-bit word as the hash for the whole number."""
        state = self.state
        while True:
            number = int.from_bytes(_digest(state, size), "little")
            state = (state + _GAMMA) & _MASK64
            if number < limit:
                return number, _rng(state)

    def sample(self, items: Sequence[T], k: int) -> tuple[tuple[T, ...], Rng]:
        """``k`` distinct positions of ``items``, in random order."""
        if not 0 <= k <= len(items):
            raise ValueError(f"cannot sample {k} of {len(items)} items")
        pool = list(items)
        picked: list[T] = []
        rng = self
        for _ in range(k):
            index, rng = rng.randbelow(len(pool))
            picked.append(pool.pop(index))
        return tuple(picked), rng

    def split(self) -> tuple[Rng, Rng]:
        """Two independent generators, e.g. one kept in the state and one
        handed to a sub-process such as a determinization."""
        value, rng = self.next_u64()
        return rng, _rng(_mix(value ^ _GAMMA))


_new = object.__new__
_set_state = Rng.__dict__["state"].__set__


def _rng(state: int) -> Rng:
    """``Rng(state)`` without the frozen class's ``__init__``, for the draws,
    each of which makes one: about 3,200 instructions through the
    constructor, about 2,100 so."""
    out: Rng = _new(Rng)
    _set_state(out, state)
    return out


def _digest(state: int, size: int) -> bytes:
    """``size`` bytes of a hash of a generator's state: BLAKE2b up to 64
    bytes, SHAKE-128 past them (in C, cheaper than SplitMix64 words written
    out in Python)."""
    key = state.to_bytes(8, "little")
    if size == 64:  # BLAKE2b's own size: the same bytes, about 840 instructions
        return hashlib.blake2b(key).digest()  # fewer than with the keyword
    return (hashlib.blake2b(key, digest_size=size).digest() if size < 64
            else hashlib.shake_128(key).digest(size))


def bound_bytes(bound: int) -> tuple[int, int]:
    """The random bytes to draw for a uniform number below ``bound`` (its
    bits and 64 more, so a draw is almost never made again) and the largest
    multiple of ``bound`` they hold, past which a draw is made again (as
    `number` draws; for samplers that read such a number off other bytes)."""
    size = (bound.bit_length() + 64 + 7) // 8
    return size, (1 << (8 * size)) // bound * bound


def seeded(seed: int) -> Rng:
    """`Rng.seeded` as a plain function, for every `sample` and
    `determinize`: two calls fewer than the class method through `_rng`."""
    out: Rng = _new(Rng)
    _set_state(out, seed & _MASK64)
    return out


@functools.lru_cache(maxsize=512)
def _permutations(n: int, stop: int = 1) -> tuple[int, int]:
    """`bound_bytes` for the n!/stop! orders of the swaps from n down to
    ``stop``."""
    return bound_bytes(math.factorial(n) // math.factorial(stop))


def orders_from(data: bytes, pools: Sequence[bytes]) -> list[bytes] | None:
    """Each pool (its items bytes below 255) in the order uniformly random
    ``data`` (at most 255 bytes) gives it, or None if ``data`` holds fewer
    distinct bytes than the pools' items in all: the items of the pools in
    turn go with the distinct bytes from the smallest, and each pool is
    ordered by where its items' bytes last occur. Exactly uniform and
    independent: any relabelling of the bytes that keeps the set present is
    as likely, and permutes their last places, so every assignment of the
    places to the items is as likely (a test enumerates every string over
    small alphabets)."""
    size = len(data)
    # Per byte present, in byte order, where it last occurs in data.
    last = bytes.maketrans(_EVERY_BYTE + data, _LAST_PLACES[size]).translate(None, _NOWHERE)
    places = _PLACES_BELOW[size]
    orders = []
    at = 0
    for pool in pools:
        end = at + len(pool)
        if end > len(last):
            return None
        # The places where the pool's bytes last occur, kept from the places
        # in order (the others deleted), read as its items: two translations
        # (about 1,400 instructions fewer than reading every place as an
        # item or a filler and dropping the fillers).
        mine = last[at:end]
        orders.append(places.translate(bytes.maketrans(mine, pool), places.translate(None, mine)))
        at = end
    return orders


# The most items `Rng.orders` orders from one draw, and per number of items
# the random bytes it draws, holding fewer distinct bytes than the items at
# most about once in 600 draws: 64 (one BLAKE2b hash) up to 50 items, more
# (a SHAKE-128 hash; at most 255, as the places are bytes below `_NOWHERE`)
# up to 140.
ORDERS_AT_ONCE = 140
ORDER_BYTES = tuple(
    64 if n <= 50 else 80 if n <= 60 else 112 if n <= 80 else 128 if n <= 89
    else 192 if n <= 120 else 224 if n <= 130 else 255 for n in range(ORDERS_AT_ONCE + 1))
_EVERY_BYTE = bytes(range(256))
_NOWHERE = b"\xff"  # past any item and any place
# Per number of random bytes, the places in them (0 on), and every byte's
# `_NOWHERE` followed by the places: the translations' arguments made once
# (slicing and joining them a call cost about 3,000 instructions).
_PLACES_BELOW = tuple(_EVERY_BYTE[:size] for size in range(256))
_LAST_PLACES = tuple(_NOWHERE * 256 + places for places in _PLACES_BELOW)
