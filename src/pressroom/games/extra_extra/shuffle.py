"""Shuffles for the rules and the sampler: `shuffle` is `Rng.shuffle` with
SplitMix64 inlined (exactly its results); `permute` draws a whole order at
once, for sampling hidden cards, where no earlier result must be kept."""

from __future__ import annotations

import functools
import math
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


def permute(items: Sequence[T], rng: Rng) -> tuple[tuple[T, ...], Rng]:
    """A uniformly random order of the items (not `Rng.shuffle`'s), drawn as
    one number below n!: a few 64-bit words instead of a word per item.
    The number's mixed-radix digits are the Fisher-Yates swaps; numbers
    past the largest multiple of n! are drawn again, so every order is
    exactly as likely."""
    n = len(items)
    if n < 2:
        return tuple(items), rng
    words, limit = _permutations(n)
    state = rng.state
    while True:
        number = 0
        for _ in range(words):
            state = (state + _GAMMA) & _MASK64
            z = state
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
            number = (number << 64) | (z ^ (z >> 31))
        if number < limit:
            break
    out = list(items)
    for i in range(n - 1, 0, -1):
        number, j = divmod(number, i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out), Rng(state)


@functools.lru_cache(maxsize=512)
def _permutations(n: int) -> tuple[int, int]:
    """The 64-bit words to draw for n! orders (64 bits spare, so a draw is
    almost never rejected) and the largest multiple of n! below 2^(64 words)."""
    total = math.factorial(n)
    words = (total.bit_length() + 64 + 63) // 64
    return words, (1 << (64 * words)) // total * total
