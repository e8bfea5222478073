"""Confidence intervals, checked against Newcombe (1998)'s worked examples."""

from __future__ import annotations

import pytest

from pressroom.simulate.stats import mean_sd, newcombe, wilson


@pytest.mark.parametrize(
    ("wins", "n", "low", "high"),
    [(81, 263, 0.2553, 0.3662), (15, 148, 0.0624, 0.1605), (0, 20, 0.0, 0.1611),
     (1, 29, 0.0061, 0.1718)],
)
def test_wilson_intervals(wins: int, n: int, low: float, high: float) -> None:
    got = wilson(wins, n)
    assert got == pytest.approx((low, high), abs=5e-5)


@pytest.mark.parametrize(
    ("a", "n_a", "b", "n_b", "low", "high"),
    [(56, 70, 48, 80, 0.0524, 0.3339), (9, 10, 3, 10, 0.1705, 0.8090),
     (6, 7, 2, 7, 0.0582, 0.8062), (5, 56, 0, 29, -0.0381, 0.1926)],
)
def test_newcombe_differences(a: int, n_a: int, b: int, n_b: int, low: float, high: float) -> None:
    d, got_low, got_high = newcombe(a, n_a, b, n_b)
    assert d == pytest.approx(a / n_a - b / n_b)
    assert (got_low, got_high) == pytest.approx((low, high), abs=5e-5)


def test_edge_cases() -> None:
    assert wilson(0, 0) == (0.0, 1.0)
    assert mean_sd([4.0]) == (4.0, 0.0)
    assert mean_sd([1.0, 3.0]) == pytest.approx((2.0, 2 ** 0.5))
