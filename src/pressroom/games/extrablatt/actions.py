"""Extrablatt's actions. Each prints as short notation that `parse_action`
reads back, e.g. ``0:take 3``, ``0:size 12``, ``0:place 3x4@(2,11)``.

A turn is split into steps so that every list of legal actions stays small:
choose (take, remove, challenge, extra turn, pass), then for a take the
layout card size and its placement; for a challenge both checks, then the
winner's advert (size, placement) or duck; at the end of the turn, the pile
to refill from when there is a choice.
"""

from __future__ import annotations

import attrs

from pressroom.core.actions import ActionBase
from pressroom.games.extrablatt.components import Pile, Section


@attrs.frozen(weakref_slot=False)
class Take(ActionBase):
    """Basic play: take the lowest message of ``column`` (0-4) for your
    paper, as an article, or as a picture if you already have its headline."""

    player: int
    column: int

    def __str__(self) -> str:
        return f"{self.player}:take {self.column}"


@attrs.frozen(weakref_slot=False)
class Remove(ActionBase):
    """Remove the lowest messages of 1 or 2 columns from the game
    (``columns`` in increasing order)."""

    player: int
    columns: tuple[int, ...]

    def __str__(self) -> str:
        return f"{self.player}:remove {','.join(map(str, self.columns))}"


@attrs.frozen(weakref_slot=False)
class Challenge(ActionBase):
    """Play the Time Card (or Duck/Advert card) lowest in ``column`` against
    ``opponent``: an Advert before 8 o'clock (``section`` None), a Duck from
    8 o'clock on in the announced ``section``."""

    player: int
    column: int
    opponent: int
    section: Section | None = None

    def __str__(self) -> str:
        target = "" if self.section is None else f" {self.section.title}"
        return f"{self.player}:challenge {self.column} @{self.opponent}{target}"


@attrs.frozen(weakref_slot=False)
class WriteCheck(ActionBase):
    """Check exchange: commit one of your checks in secret."""

    player: int
    value: int

    def __str__(self) -> str:
        return f"{self.player}:check {self.value}"


@attrs.frozen(weakref_slot=False)
class ChooseSize(ActionBase):
    """Choose the size of the layout card to place (article, picture or
    advert)."""

    player: int
    size: int

    def __str__(self) -> str:
        return f"{self.player}:size {self.size}"


@attrs.frozen(weakref_slot=False)
class Place(ActionBase):
    """Lay the chosen layout card as ``height`` x ``width`` squares with its
    top-left square at (``row``, ``col``); columns 0-9 are the front page,
    10-19 the second page."""

    player: int
    height: int
    width: int
    row: int
    col: int

    def __str__(self) -> str:
        return f"{self.player}:place {self.height}x{self.width}@({self.row},{self.col})"


@attrs.frozen(weakref_slot=False)
class PlaceDuck(ActionBase):
    """The winner of a duck exchange puts the duck on card number ``card``
    (its index in the loser's paper, in the order the cards were placed)."""

    player: int
    card: int

    def __str__(self) -> str:
        return f"{self.player}:duck #{self.card}"


@attrs.frozen(weakref_slot=False)
class ChoosePile(ActionBase):
    """Refill the empty columns from the Speed or the Normal pile."""

    player: int
    pile: Pile

    def __str__(self) -> str:
        return f"{self.player}:pile {self.pile}"


@attrs.frozen(weakref_slot=False)
class ExtraTurn(ActionBase):
    """Spend an Extra Turn marker: take another turn after this one."""

    player: int

    def __str__(self) -> str:
        return f"{self.player}:extra turn"


@attrs.frozen(weakref_slot=False)
class Pass(ActionBase):
    """Do nothing this turn: legal only when no other action is."""

    player: int

    def __str__(self) -> str:
        return f"{self.player}:pass"


Action = (
    Take | Remove | Challenge | WriteCheck | ChooseSize | Place | PlaceDuck | ChoosePile
    | ExtraTurn | Pass
)
ACTION_TYPES = (
    Take, Remove, Challenge, WriteCheck, ChooseSize, Place, PlaceDuck, ChoosePile, ExtraTurn, Pass
)
