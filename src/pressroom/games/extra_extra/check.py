"""Strict loading: a decoded state must be one the game could be in."""

from __future__ import annotations

from pressroom.games.extra_extra.state import ExtraExtraState


def check_state(state: ExtraExtraState) -> None:
    """Raise ValueError naming the field if ``state`` is impossible."""
