"""Newsprint's actions. Each prints as short notation that `parse_action`
reads back, e.g. ``0:pick Local`` or ``2:play Defamation @1#0``, and its
``repr`` pastes back into Python: ``Pick(player=0, card=Card.LOCAL)``.

Every class derives from `ActionBase`, so a field of the wrong type is
refused when the action is built (``Pick(0.0, Card.LOCAL)`` raises).
"""

from __future__ import annotations

import attrs

from pressroom.core.actions import ActionBase
from pressroom.games.newsprint.components import Card


@attrs.frozen(weakref_slot=False)
class Pick(ActionBase):
    """Scoop phase: keep ``card`` aside to pass to the player on the left."""

    player: int
    card: Card

    def __str__(self) -> str:
        return f"{self.player}:pick {self.card.title}"


@attrs.frozen(weakref_slot=False)
class Discard(ActionBase):
    """Reporter phase: set one card aside to be replaced (at most 5)."""

    player: int
    card: Card

    def __str__(self) -> str:
        return f"{self.player}:discard {self.card.title}"


@attrs.frozen(weakref_slot=False)
class Done(ActionBase):
    """End your Reporter discards, or your Investigation or Edit turn (a
    turn in which you played no card is a pass)."""

    player: int

    def __str__(self) -> str:
        return f"{self.player}:done"


@attrs.frozen(weakref_slot=False)
class Play(ActionBase):
    """Investigation or Edit phase: play a card, with its target seat
    (Red Herring, Freelance Journalist, Defamation) and story index
    (Break the Story on your own story, Defamation on the target's)."""

    player: int
    card: Card
    target: int | None = None
    story: int | None = None

    def __str__(self) -> str:
        target = "" if self.target is None else f" @{self.target}"
        story = "" if self.story is None else f"#{self.story}"
        return f"{self.player}:play {self.card.title}{target}{story}"


@attrs.frozen(weakref_slot=False)
class PlayStory(ActionBase):
    """Story phase: ``cards`` cards of ``suit`` from your hand plus ``wilds``
    of your Stop the Presses cards on the table."""

    player: int
    suit: Card
    cards: int
    wilds: int = 0

    def __str__(self) -> str:
        wilds = f" +{self.wilds} wild" if self.wilds else ""
        return f"{self.player}:story {self.suit.title} x{self.cards}{wilds}"


@attrs.frozen(weakref_slot=False)
class NoStory(ActionBase):
    """Story phase: play no (further) story. Allowed only for a second story
    or when no story can be formed."""

    player: int

    def __str__(self) -> str:
        return f"{self.player}:no story"


@attrs.frozen(weakref_slot=False)
class Negate(ActionBase):
    """Answer the card just played with a Freedom of the Press."""

    player: int

    def __str__(self) -> str:
        return f"{self.player}:negate"


@attrs.frozen(weakref_slot=False)
class Allow(ActionBase):
    """Let the card just played take effect."""

    player: int

    def __str__(self) -> str:
        return f"{self.player}:allow"


Action = Pick | Discard | Done | Play | PlayStory | NoStory | Negate | Allow
ACTION_TYPES = (Pick, Discard, Done, Play, PlayStory, NoStory, Negate, Allow)
