"""Newsprint's named rule options, for readings the rule text leaves open.

Each option is recorded with its reason in docs/rules/newsprint.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from pressroom.core.options import read_options


@attrs.frozen
class Options:
    # "Start with the player with the fewest circulation points and go
    # clockwise": clockwise from that seat, or every seat by ascending points.
    order_of_play: str = attrs.field(
        default="clockwise", metadata={"choices": ("clockwise", "ascending")}
    )
    # Stories of one suit tied for the most cards: all of them score, or none.
    inside_scoop_ties: str = attrs.field(default="all", metadata={"choices": ("all", "none")})
    # May a Freedom of the Press itself be negated by another one?
    freedom_counters_freedom: bool = False

    @classmethod
    def from_mapping(cls, options: Mapping[str, Any] | None) -> Options:
        """Options from plain data; unknown names or values raise ValueError."""
        return read_options(cls, options, "Newsprint")
