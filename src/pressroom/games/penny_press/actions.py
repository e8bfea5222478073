"""Penny Press's actions, each printed as short notation that `parse_action`
reads back (e.g. ``1:assign 2 to P-B1``, ``0:place W-C2 at (0, 1) upright``).

Every action checks its fields' types when built (`ActionBase`); whether the
story is on the board, the count in range and so on is the rules' check.
No action has a weak-reference slot: without one, the actions the rules
build by the dozen (reassigns, placements) are built through
`core.frozen.builder`'s cheaper path.
"""

from __future__ import annotations

import attrs

from pressroom.core.actions import ActionBase
from pressroom.games.penny_press.components import Story


@attrs.frozen(weakref_slot=False)
class Assign(ActionBase):
    """Place ``count`` reporters from your mat onto one story."""

    player: int
    story: Story
    count: int

    def __str__(self) -> str:
        return f"{self.player}:assign {self.count} to {self.story}"


@attrs.frozen(weakref_slot=False)
class Recall(ActionBase):
    """Take one of your reporters back from a story. Recalling is one action:
    recall further reporters, then say `Done` (in the final edition only one)."""

    player: int
    story: Story

    def __str__(self) -> str:
        return f"{self.player}:recall from {self.story}"


@attrs.frozen(weakref_slot=False)
class Done(ActionBase):
    """Finish recalling reporters."""

    player: int

    def __str__(self) -> str:
        return f"{self.player}:done"


@attrs.frozen(weakref_slot=False)
class Reassign(ActionBase):
    """Move one of your reporters from one story to another."""

    player: int
    source: Story
    target: Story

    def __str__(self) -> str:
        return f"{self.player}:reassign {self.source} to {self.target}"


@attrs.frozen(weakref_slot=False)
class GoToPress(ActionBase):
    """Claim your stories, award scoops, then lay out your front page."""

    player: int

    def __str__(self) -> str:
        return f"{self.player}:press"


@attrs.frozen(weakref_slot=False)
class Place(ActionBase):
    """Lay one claimed story on the front page with its top-left square at
    (row, col), ``upright`` (long side vertical) or across."""

    player: int
    story: Story
    row: int
    col: int
    upright: bool = True

    def __str__(self) -> str:
        turn = "upright" if self.upright else "across"
        return f"{self.player}:place {self.story} at ({self.row}, {self.col}) {turn}"


@attrs.frozen(weakref_slot=False)
class Exclusive(ActionBase):
    """Name one placed story, not from a top beat and touching the top edge,
    to score double; ``story`` None names none."""

    player: int
    story: Story | None

    def __str__(self) -> str:
        if self.story is None:
            return f"{self.player}:no exclusive"
        return f"{self.player}:exclusive {self.story}"


@attrs.frozen(weakref_slot=False)
class Pass(ActionBase):
    """In the action step, only when no other action is possible (nothing
    can be assigned, recalled, reassigned or pressed). In the final
    edition's last presses, declining to go to press (the rulebook's "may";
    not with the ``last_presses="must"`` option)."""

    player: int

    def __str__(self) -> str:
        return f"{self.player}:pass"


Action = Assign | Recall | Done | Reassign | GoToPress | Place | Exclusive | Pass
ACTION_TYPES = (Assign, Recall, Done, Reassign, GoToPress, Place, Exclusive, Pass)
