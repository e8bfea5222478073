"""Penny Press's rule options: the rulebook's two alternate rules."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from pressroom.core.options import read_options


@attrs.frozen
class Options:
    # "Penny Press for Two Players": after the first player's first turn each
    # player takes two turns in a row. Off: plain alternation.
    two_player_double_turns: bool = True
    # "The Newsboy Strike Variant", for 4-5 players.
    newsboy_strike: bool = False

    @classmethod
    def from_mapping(cls, options: Mapping[str, Any] | None) -> Options:
        return read_options(cls, options, "Penny Press")
