"""Newsprint's named rule options, for readings the rule text leaves open.

Each option is recorded with its reason in docs/rules/newsprint.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

ORDERS_OF_PLAY = ("clockwise", "ascending")
INSIDE_SCOOP_TIES = ("all", "none")


@attrs.frozen
class Options:
    # "Start with the player with the fewest circulation points and go
    # clockwise": clockwise from that seat, or every seat by ascending points.
    order_of_play: str = "clockwise"
    # Stories of one suit tied for the most cards: all of them score, or none.
    inside_scoop_ties: str = "all"
    # May a Freedom of the Press itself be negated by another one?
    freedom_counters_freedom: bool = False

    @classmethod
    def from_mapping(cls, options: Mapping[str, Any] | None) -> Options:
        """Options from plain data; unknown names or values raise ValueError."""
        data = dict(options or {})
        known = {f.name for f in attrs.fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown Newsprint options {unknown}; known: {sorted(known)}")
        choices = {"order_of_play": ORDERS_OF_PLAY, "inside_scoop_ties": INSIDE_SCOOP_TIES}
        for name, allowed in choices.items():
            if name in data and data[name] not in allowed:
                raise ValueError(f"option {name} must be one of {allowed}, not {data[name]!r}")
        flag = data.get("freedom_counters_freedom", False)
        if not isinstance(flag, bool):
            raise ValueError(f"option freedom_counters_freedom must be true or false, not {flag!r}")
        return cls(**data)

    def to_mapping(self) -> dict[str, Any]:
        return attrs.asdict(self)
