"""Extrablatt's named rule options, for readings the rule text leaves open.

Each option is recorded with its reason in docs/rules/extrablatt.md
("Decisions"). Values are the plain data users pass: ``{"bonus_ties":
"dense", "red_from": 8}``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

import attrs

from pressroom.core.options import read_options
from pressroom.core.ranking import Ties
from pressroom.games.extrablatt.components import CheckSets

# After a tie, who is runner-up for a bonus? COMPETITION: nobody after a tie
# for first (the headline example); DENSE: the next value down.
BonusTies = Ties


@attrs.frozen(weakref_slot=False)
class Options:
    # Do two cards on either side of the fold touch (for section connectivity,
    # isolation, pictures and adverts)? Cards may never lie across the fold.
    fold_joins_pages: bool = True
    # The hour at which the pointer leaves the blue sector (20-markers).
    red_from: Literal[8, 9] = 9
    # May "remove 1 or 2 FAX messages" take the two lowest of one column?
    remove_from_one_column: bool = False
    # Tied players all get a bonus; does the next player get the runner-up bonus?
    bonus_ties: BonusTies = BonusTies.COMPETITION
    # Which grouping of the checks into 4 sets (a reconstruction; see components).
    check_sets: CheckSets = CheckSets.PAIRED
    # Does a winning challenger get 2 Extra Turn markers even when no advert
    # can be placed? The text: "only when placing Adverts".
    markers_without_advert: bool = False
    # May a duck be announced in a section where the opponent has no article?
    # The text: on "an article of the opponent's paper within the announced section".
    duck_without_target: bool = False
    # Does a paper with nothing in its headline section take part in the
    # headline bonus? The text ranks every paper by its empty squares.
    headline_bonus_needs_cover: bool = False

    @classmethod
    def from_mapping(cls, options: Mapping[str, Any] | None) -> Options:
        """Options from plain data; unknown names or values raise ValueError."""
        return read_options(cls, options, "Extrablatt")

