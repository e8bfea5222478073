"""Bonuses by rank, the way the games award "most ... scores X, second Y".

>>> ranked_bonuses([9, 9, 4], [True, True, True], (60000, 30000), Ties.COMPETITION)
(60000, 60000, 0)
>>> ranked_bonuses([9, 9, 4], [True, True, True], (60000, 30000), Ties.DENSE)
(60000, 60000, 30000)
"""

from __future__ import annotations

import enum
from collections.abc import Sequence


class Ties(enum.Enum):
    """After a tie, who takes the next rank?"""

    COMPETITION = "competition"
    """Tied seats use up the ranks they share: a tie for first leaves no second."""
    DENSE = "dense"
    """The next value down is next, however many tied above it."""


def ranked_bonuses(
    values: Sequence[int], eligible: Sequence[bool], bonuses: tuple[int, ...], ties: Ties
) -> tuple[int, ...]:
    """Bonuses by rank, highest value first; tied seats share a rank and all
    score; ``ties`` says who is next after a tie."""
    ranked = [v for v, ok in zip(values, eligible, strict=True) if ok]
    out = []
    for value, ok in zip(values, eligible, strict=True):
        if not ok:
            out.append(0)
            continue
        better = [v for v in ranked if v > value]
        rank = len(better) if ties is Ties.COMPETITION else len(set(better))
        out.append(bonuses[rank] if rank < len(bonuses) else 0)
    return tuple(out)
