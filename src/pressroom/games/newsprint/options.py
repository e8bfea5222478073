"""Newsprint's named rule options, for readings the rule text leaves open.

Each option is recorded with its reason in docs/rules/newsprint.md
("Decisions"). Users pass the values as plain strings and booleans:

>>> Options.from_mapping({"rounds": "until_all_pass"}).rounds
<Rounds.UNTIL_ALL_PASS: 'until_all_pass'>
>>> Options.from_mapping(None).extra_extra
<ExtraExtra.ANY_SUIT: 'any_suit'>
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any

import attrs

from pressroom.core.options import read_options


class OrderOfPlay(enum.Enum):
    """ "Start with the player with the fewest circulation points and go
    clockwise": clockwise from that seat, or every seat by ascending points."""

    CLOCKWISE = "clockwise"
    ASCENDING = "ascending"


class InsideScoopTies(enum.Enum):
    """Stories tied for the most cards of their suit: all of them earn, or none."""

    ALL = "all"
    NONE = "none"


class ExtraExtra(enum.Enum):
    """ "You may play 2 Stories this turn": the text's words (the second story
    of any suit; the card may be played while one is in effect, giving no
    third story), or the earlier reading (the second story of another suit;
    no second copy while one is in effect)."""

    ANY_SUIT = "any_suit"
    OTHER_SUIT = "other_suit"


# As a module constant, for the hot paths: a member read off its enum class
# goes through the enum's __getattr__ hook (Python 3.11).
OTHER_SUIT = ExtraExtra.OTHER_SUIT


class Rounds(enum.Enum):
    """How long the Investigation and Edit phases last: one turn per player,
    clockwise from the start player ("go clockwise"), or round the table again
    and again until every seat passes in a row."""

    ONCE_AROUND = "once_around"
    UNTIL_ALL_PASS = "until_all_pass"


@attrs.frozen(weakref_slot=False)
class Options:
    order_of_play: OrderOfPlay = OrderOfPlay.CLOCKWISE
    inside_scoop_ties: InsideScoopTies = InsideScoopTies.ALL
    # May a Freedom of the Press itself be negated by another one?
    freedom_counters_freedom: bool = False
    extra_extra: ExtraExtra = ExtraExtra.ANY_SUIT
    rounds: Rounds = Rounds.ONCE_AROUND

    @classmethod
    def from_mapping(cls, options: Mapping[str, Any] | None) -> Options:
        """Options from plain data; unknown names or values raise ValueError."""
        return read_options(cls, options, "Newsprint")
