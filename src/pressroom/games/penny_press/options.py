"""Penny Press's rule options: the rulebook's two alternate rules, and the
reading of the last presses where the rulebook and the supplement differ."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any

import attrs

from pressroom.core.options import read_options


class LastPresses(enum.Enum):
    """Whether the final edition's last presses may be declined."""

    # Rulebook: "Then-again in turn order-any remaining players may go to
    # press"; for two players, the other player "gets to ... and/or go to press".
    MAY = "may"
    # Supplement (the online implementation): "then a compulsory go-to-press
    # turn for those who have not gone".
    MUST = "must"


@attrs.frozen
class Options:
    # "Penny Press for Two Players": after the first player's first turn each
    # player takes two turns in a row. Off: plain alternation.
    two_player_double_turns: bool = True
    # "The Newsboy Strike Variant", for 4-5 players.
    newsboy_strike: bool = False
    # The final edition's last presses: "may" (the rulebook) lets a remaining
    # player decline; "must" (the supplement) makes them compulsory.
    last_presses: LastPresses = LastPresses.MAY

    @classmethod
    def from_mapping(cls, options: Mapping[str, Any] | None) -> Options:
        return read_options(cls, options, "Penny Press")

