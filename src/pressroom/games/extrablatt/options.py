"""Extrablatt's named rule options, for readings the rule text leaves open.

Each option is recorded with its reason in docs/rules/extrablatt.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from pressroom.core.options import read_options


@attrs.frozen
class Options:
    # Do two cards on either side of the fold touch (for section connectivity,
    # isolation, pictures and adverts)? Cards may never lie across the fold.
    fold_joins_pages: bool = True
    # The hour at which the pointer leaves the blue sector (20-markers).
    red_from: int = attrs.field(default=9, metadata={"choices": (8, 9)})
    # May "remove 1 or 2 FAX messages" take the two lowest of one column?
    remove_from_one_column: bool = False
    # Tied players all get a bonus; does the next player get the runner-up
    # bonus ("dense") or not ("competition", as the headline example says)?
    bonus_ties: str = attrs.field(
        default="competition", metadata={"choices": ("competition", "dense")}
    )

    @classmethod
    def from_mapping(cls, options: Mapping[str, Any] | None) -> Options:
        """Options from plain data; unknown names or values raise ValueError."""
        return read_options(cls, options, "Extrablatt")
