"""Extrablatt's named rule options, for readings the rule text leaves open.

Each option is recorded with its reason in docs/rules/extrablatt.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

BONUS_TIES = ("competition", "dense")
RED_FROM = (8, 9)


@attrs.frozen
class Options:
    # Do two cards on either side of the fold touch (for section connectivity,
    # isolation, pictures and adverts)? Cards may never lie across the fold.
    fold_joins_pages: bool = True
    # The hour at which the pointer leaves the blue sector (20-markers).
    red_from: int = 9
    # May "remove 1 or 2 FAX messages" take the two lowest of one column?
    remove_from_one_column: bool = False
    # Tied players all get a bonus; does the next player get the runner-up
    # bonus ("dense") or not ("competition", as the headline example says)?
    bonus_ties: str = "competition"

    @classmethod
    def from_mapping(cls, options: Mapping[str, Any] | None) -> Options:
        """Options from plain data; unknown names or values raise ValueError."""
        if options is not None and not isinstance(options, Mapping):
            raise ValueError(f"Extrablatt options must be a mapping, not {options!r}")
        data = dict(options or {})
        known = {f.name for f in attrs.fields(cls)}
        unknown = sorted(set(data) - known, key=repr)
        if unknown:
            raise ValueError(f"unknown Extrablatt options {unknown}; known: {sorted(known)}")
        for flag in ("fold_joins_pages", "remove_from_one_column"):
            if flag in data and not isinstance(data[flag], bool):
                raise ValueError(f"option {flag} must be true or false, not {data[flag]!r}")
        if "red_from" in data and (
            type(data["red_from"]) is not int or data["red_from"] not in RED_FROM
        ):
            raise ValueError(f"option red_from must be one of {RED_FROM}, not {data['red_from']!r}")
        if "bonus_ties" in data and data["bonus_ties"] not in BONUS_TIES:
            raise ValueError(
                f"option bonus_ties must be one of {BONUS_TIES}, not {data['bonus_ties']!r}"
            )
        return cls(**data)

    def to_mapping(self) -> dict[str, Any]:
        return attrs.asdict(self)
