"""Bonuses by rank, the way the games award "most ... scores X, second Y".

>>> ranked_bonuses([9, 9, 4], [True, True, True], (60000, 30000), "competition")
(60000, 60000, 0)
>>> ranked_bonuses([9, 9, 4], [True, True, True], (60000, 30000), "dense")
(60000, 60000, 30000)
"""

from __future__ import annotations

from collections.abc import Sequence


def ranked_bonuses(
    values: Sequence[int], eligible: Sequence[bool], bonuses: tuple[int, ...], ties: str
) -> tuple[int, ...]:
    """Bonuses by rank, highest value first; tied seats share a rank and all
    score. With ``ties`` "competition" a tie for first leaves no second place
    (the headline example); with "dense" the next value is second."""
    ranked = [v for v, ok in zip(values, eligible, strict=True) if ok]
    out = []
    for value, ok in zip(values, eligible, strict=True):
        if not ok:
            out.append(0)
            continue
        better = [v for v in ranked if v > value]
        rank = len(better) if ties == "competition" else len(set(better))
        out.append(bonuses[rank] if rank < len(bonuses) else 0)
    return tuple(out)
