"""Doctest collection: skip the Extra! Extra! drawing module while the game
itself is not in this tree (it arrives with the game's own branch; this file
then has no effect and can go)."""

from __future__ import annotations

import importlib.util

collect_ignore = (
    ["extra_extra.py"] if importlib.util.find_spec("pressroom.games.extra_extra") is None else []
)
