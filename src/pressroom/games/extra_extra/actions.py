"""Extra! Extra!'s actions. Each prints as short notation that
`parse_action` reads back, e.g. ``0:place London``, ``0:fee $200``,
``1:story S2_CP_W1 business +1cc``, ``1:put p0 (2,0) A``."""

from __future__ import annotations

import attrs

from pressroom.core.actions import ActionBase
from pressroom.core.frozen import builder
from pressroom.games.extra_extra.components import (
    SPACE_TITLE,
    Card,
    Classified,
    Icon,
    Side,
    Space,
    Speciality,
    Tile,
)


def _card(card: Card) -> str:
    return card.name.lower()


@attrs.frozen
class PlaceReporter(ActionBase):
    """Phase 6: put a reporter on a space (a contested one then takes a fee)."""

    player: int
    space: Space

    def __str__(self) -> str:
        return f"{self.player}:place {SPACE_TITLE[self.space]}"


@attrs.frozen
class Fee(ActionBase):
    """Phase 6: the fee (dollars) left with the reporter on a contested space."""

    player: int
    amount: int

    def __str__(self) -> str:
        return f"{self.player}:fee ${self.amount}"


@attrs.frozen
class Pass(ActionBase):
    """Phase 6 with no reporter left, or Phase 5 without playing a Stringer."""

    player: int

    def __str__(self) -> str:
        return f"{self.player}:pass"


@attrs.frozen
class Done(ActionBase):
    """End (or decline) what the step offers: a sale, an activation, Typesetting."""

    player: int

    def __str__(self) -> str:
        return f"{self.player}:done"


@attrs.frozen
class Sell(ActionBase):
    """Phase 3 or the Sales space: sell one card for $100."""

    player: int
    card: Card

    def __str__(self) -> str:
        return f"{self.player}:sell {_card(self.card)}"


@attrs.frozen
class Discard(ActionBase):
    """End of round: discard down to 14 cards."""

    player: int
    card: Card

    def __str__(self) -> str:
        return f"{self.player}:discard {_card(self.card)}"


@attrs.frozen
class PlayStringer(ActionBase):
    """Phase 5: discard a Stringer (a brown one or a green Features card) to
    take one News card from beneath a city."""

    player: int
    card: Card
    brown: bool

    def __str__(self) -> str:
        kind = "brown" if self.brown else "green"
        return f"{self.player}:stringer {kind} {_card(self.card)}"


@attrs.frozen
class TakeCuttings(ActionBase):
    """Morgue: the copy and photo cuttings taken."""

    player: int
    copy: int
    photo: int

    def __str__(self) -> str:
        return f"{self.player}:cuttings {self.copy} copy {self.photo} photo"


@attrs.frozen
class TakeWire(ActionBase):
    """Newswire: take the card in a slot (0-2 new, 3-5 older); the first
    take discards a Newswire/Interview card (L256, AMB-21)."""

    player: int
    slot: int

    def __str__(self) -> str:
        return f"{self.player}:wire {self.slot}"


@attrs.frozen
class Lift(ActionBase):
    """Typesetting: pick up a story from the paper or the copy desk."""

    player: int
    tile: Tile

    def __str__(self) -> str:
        return f"{self.player}:lift {self.tile.name}"


@attrs.frozen
class Put(ActionBase):
    """Put the tile in hand on page ``page`` with its top-left square at
    (row, col), side up."""

    player: int
    page: int
    row: int
    col: int
    side: Side

    def __str__(self) -> str:
        return f"{self.player}:put p{self.page} ({self.row},{self.col}) {self.side.name}"


@attrs.frozen
class ToCopyDesk(ActionBase):
    """Put the story in hand on the copy desk."""

    player: int

    def __str__(self) -> str:
        return f"{self.player}:copy desk"


def _payment(copy_pairs: int, photo_pairs: int, copy_editor: Icon | None) -> str:
    cuts = f" +{copy_pairs}cc" if copy_pairs else ""
    cuts += f" +{photo_pairs}pc" if photo_pairs else ""
    editor = f" +editor as {copy_editor.name.lower()}" if copy_editor is not None else ""
    return cuts + editor


@attrs.frozen
class ClaimHeadline(ActionBase):
    """Titles: spend three cards (Headline/Column cards and News cards of your
    speciality, the Copy Editor standing in for one) for your Headline (L286-298)."""

    player: int
    headline_cards: int
    copy: int
    photo: int
    copy_editor: bool

    def __str__(self) -> str:
        editor = " +editor" if self.copy_editor else ""
        return (f"{self.player}:headline {self.headline_cards}hc {self.copy}c "
                f"{self.photo}p{editor}")


@attrs.frozen
class ClaimColumn(ActionBase):
    """Titles: a Headline/Column card and one News card per Column icon, each
    of a different speciality (``copy`` and ``photo`` list them), two cuttings
    for a card (``copy_pairs``/``photo_pairs``), the Copy Editor as a card of
    the icon ``copy_editor`` (L304-316)."""

    player: int
    copy: tuple[Speciality, ...]
    photo: tuple[Speciality, ...]
    copy_pairs: int
    photo_pairs: int
    copy_editor: Icon | None

    def __str__(self) -> str:
        cards = " ".join([*(f"{s.name.lower()}-c" for s in self.copy),
                          *(f"{s.name.lower()}-p" for s in self.photo)])
        return (f"{self.player}:column {cards}"
                f"{_payment(self.copy_pairs, self.photo_pairs, self.copy_editor)}")


@attrs.frozen
class ClaimStory(ActionBase):
    """A Story space (or Late Breaking Story): claim a displayed story with
    News cards of one speciality, ``copy_pairs``/``photo_pairs`` of them
    replaced by two cuttings each, the Copy Editor perhaps standing in for a
    card of the icon ``copy_editor`` (L329-342)."""

    player: int
    tile: Tile
    speciality: Speciality
    copy_pairs: int
    photo_pairs: int
    copy_editor: Icon | None

    def __str__(self) -> str:
        return (f"{self.player}:story {self.tile.name} {self.speciality.name.lower()}"
                f"{_payment(self.copy_pairs, self.photo_pairs, self.copy_editor)}")


# `ClaimStory` of values the legal-move generator knows are well typed,
# without `ActionBase`'s type checks: a third of the cost, and a Story step
# lists dozens of claims (too rarely met again for a cache of them to pay).
story_claim = builder(ClaimStory, trusted=True)


@attrs.frozen
class PlayExtra(ActionBase):
    """Play an Extra! Extra! card on the story just placed."""

    player: int
    card: Card

    def __str__(self) -> str:
        return f"{self.player}:extra {_card(self.card)}"


@attrs.frozen
class Press(ActionBase):
    """Claim the Gone to Press card for the page just filled."""

    player: int

    def __str__(self) -> str:
        return f"{self.player}:press"


@attrs.frozen
class Interview(ActionBase):
    """Spend Newswire/Interview cards equal to a story's size for an Interview token."""

    player: int
    tile: Tile

    def __str__(self) -> str:
        return f"{self.player}:interview {self.tile.name}"


@attrs.frozen
class ClaimClassified(ActionBase):
    player: int
    kind: Classified

    def __str__(self) -> str:
        return f"{self.player}:classified {self.kind.name.lower()}"


@attrs.frozen
class ClaimAd(ActionBase):
    player: int
    size: int

    def __str__(self) -> str:
        return f"{self.player}:ad {self.size}"


@attrs.frozen
class Recruit(ActionBase):
    player: int

    def __str__(self) -> str:
        return f"{self.player}:recruit"


Action = (
    PlaceReporter | Fee | Pass | Done | Sell | Discard | PlayStringer | TakeCuttings
    | TakeWire | Lift | Put | ToCopyDesk | ClaimHeadline | ClaimColumn | ClaimStory
    | PlayExtra | Press | Interview | ClaimClassified | ClaimAd | Recruit
)
ACTION_TYPES = (
    PlaceReporter, Fee, Pass, Done, Sell, Discard, PlayStringer, TakeCuttings, TakeWire, Lift,
    Put, ToCopyDesk, ClaimHeadline, ClaimColumn, ClaimStory, PlayExtra, Press, Interview,
    ClaimClassified, ClaimAd, Recruit,
)
