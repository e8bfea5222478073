"""Confidence intervals for win rates and their differences.

Win rates are proportions of games, so their intervals are Wilson score
intervals (good for small samples and for rates near 0 or 1, unlike the
normal approximation); a difference of two rates gets Newcombe's hybrid
score interval, built from the two Wilson intervals.

Newcombe's (1998) worked examples, value for value:

>>> low, high = wilson(81, 263)
>>> round(low, 4), round(high, 4)
(0.2553, 0.3662)
>>> d, low, high = newcombe(56, 70, 48, 80)
>>> round(d, 4), round(low, 4), round(high, 4)
(0.2, 0.0524, 0.3339)
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence

Z95 = 1.959963984540054
"""The standard normal quantile for a two-sided 95% interval."""


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``successes / n``.

    ``successes`` may be fractional (a tied win counts as a share)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def newcombe(
    successes_a: float, n_a: int, successes_b: float, n_b: int, z: float = Z95
) -> tuple[float, float, float]:
    """The difference of two proportions (a - b) and Newcombe's interval for it."""
    p_a = successes_a / n_a if n_a else 0.0
    p_b = successes_b / n_b if n_b else 0.0
    low_a, high_a = wilson(successes_a, n_a, z)
    low_b, high_b = wilson(successes_b, n_b, z)
    d = p_a - p_b
    low = d - math.sqrt((p_a - low_a) ** 2 + (high_b - p_b) ** 2)
    high = d + math.sqrt((high_a - p_a) ** 2 + (p_b - low_b) ** 2)
    return (d, max(-1.0, low), min(1.0, high))


def mean_sd(values: Sequence[float]) -> tuple[float, float]:
    """The mean and the sample standard deviation (0 for fewer than two values)."""
    if not values:
        return (math.nan, math.nan)
    mean = statistics.fmean(values)
    return (mean, statistics.stdev(values) if len(values) > 1 else 0.0)
