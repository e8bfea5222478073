"""Seeded, pure randomness held in the game state.

`Rng` is an immutable value: every draw returns the result *and* the next
`Rng`, so a state that holds one is fully reproducible from its seed, in any
process and under any hash seed. The generator is SplitMix64, which is tiny,
fast in pure Python and passes BigCrush; game randomness needs nothing more.

>>> rng = Rng.from_seed(7)
>>> value, rng = rng.randbelow(6)
>>> 0 <= value < 6
True
>>> Rng.from_seed(7).shuffle("abcde") == Rng.from_seed(7).shuffle("abcde")
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

import attrs

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


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
        return cls(_mix(seed & _MASK64))

    def next_u64(self) -> tuple[int, Rng]:
        state = (self.state + _GAMMA) & _MASK64
        return _mix(state), Rng(state)

    def randbelow(self, n: int) -> tuple[int, Rng]:
        """A uniform integer in ``range(n)``, without modulo bias."""
        if n <= 0:
            raise ValueError(f"randbelow needs a positive bound, got {n}")
        if n > 1 << 64:
            return self._randbelow_wide(n)
        # Reject the top sliver of 64-bit values that would favour small results.
        limit = (1 << 64) - (1 << 64) % n
        rng = self
        while True:
            value, rng = rng.next_u64()
            if value < limit:
                return value % n, rng

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
        """The items in a uniformly random order (Fisher-Yates)."""
        result = list(items)
        rng = self
        for i in range(len(result) - 1, 0, -1):
            j, rng = rng.randbelow(i + 1)
            result[i], result[j] = result[j], result[i]
        return tuple(result), rng

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
        return rng, Rng(_mix(value ^ _GAMMA))
