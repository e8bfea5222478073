"""Hypothesis profiles: "ci" (the default) keeps the suite within minutes on
two cores; PRESSROOM_HYPOTHESIS=deep explores far more games."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci",
    max_examples=30,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile(
    "deep",
    max_examples=1000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.load_profile(os.environ.get("PRESSROOM_HYPOTHESIS", "ci"))


def pytest_terminal_summary(terminalreporter: object) -> None:
    """Print what the every-game invariant checks covered (for the notes)."""
    from tests.protocol_checks import TALLY

    if TALLY:
        write = terminalreporter.write_line  # type: ignore[attr-defined]
        write("invariant checks:")
        for key in sorted(TALLY):
            write(f"  {key}: {TALLY[key]}")
