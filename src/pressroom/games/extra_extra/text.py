"""The game drawn as text."""

from __future__ import annotations

from typing import Any


def draw_state(state: Any) -> str:
    return repr(state)


def draw_view(view: Any) -> str:
    return repr(view)
