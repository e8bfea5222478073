"""A faster `Rng.shuffle`, giving exactly its results."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from pressroom.core.rng import _GAMMA, _MASK64, Rng

T = TypeVar("T")
_TWO64 = 1 << 64


def shuffle(items: Sequence[T], rng: Rng) -> tuple[tuple[T, ...], Rng]:
    """Exactly `Rng.shuffle` (the same order and the same next `Rng`), with
    SplitMix64 inlined: sampling shuffles every unseen card and tile, and
    making an `Rng` value per draw was most of a determinization's time."""
    out = list(items)
    state = rng.state
    for i in range(len(out) - 1, 0, -1):
        n = i + 1
        limit = _TWO64 - _TWO64 % n
        while True:
            state = (state + _GAMMA) & _MASK64
            z = state
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
            z ^= z >> 31
            if z < limit:
                break
        j = z % n
        out[i], out[j] = out[j], out[i]
    return tuple(out), Rng(state)
