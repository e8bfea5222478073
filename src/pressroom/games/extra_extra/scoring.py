"""Game End scoring (L477-521), one line per source of Circulation Points."""

from __future__ import annotations

import attrs

from pressroom.games.extra_extra.components import (
    CARD_KIND,
    COPY_EDITOR_BONUS,
    EXTRA_CP,
    SPECIALITY_BONUS,
    TILE_INFO,
    CardKind,
    TileKind,
)
from pressroom.games.extra_extra.state import (
    HAND_SEP,
    ExtraExtraState,
    Paper,
    Player,
    PlayerView,
    hand_cards,
)


@attrs.frozen
class Scoresheet:
    """A seat's CPs by line of the Base and Bonus CP tables."""

    stories: int  # L494-498: each story directly on the grid
    headline: int  # L499: 6
    column: int  # L499: 10
    classifieds: int  # L500: 1 each (ads 0)
    interviews: int  # L503-507: the story's base value again (AMB-2)
    extras: int  # L508-512: 3/4/5/6 by story size
    gone_to_press: int  # L513-519: the cards won
    speciality: int  # L520: 3 per Speciality token (AMB-3)
    copy_editor: int  # L521: 3 if not spent

    @property
    def total(self) -> int:
        return (self.stories + self.headline + self.column + self.classifieds + self.interviews
                + self.extras + self.gone_to_press + self.speciality + self.copy_editor)


def scoresheet(player: Player | PlayerView, paper: Paper | None = None,
               cards: str | None = None) -> Scoresheet:
    """A seat's scoresheet: a state's `Player` with its paper (``state.papers``)
    and its hand string (``state.cards(seat)``), or a `PlayerView`, which holds
    its own."""
    if paper is None:
        assert isinstance(player, PlayerView), "a Player's paper lies in state.papers"
        paper = player.paper
    lines = dict.fromkeys(("stories", "headline", "column", "classifieds", "interviews",
                           "extras", "speciality"), 0)
    for placed in paper.tiles:  # the copy desk scores nothing (L427)
        info = TILE_INFO[placed.tile]
        if info.kind is TileKind.STORY:
            lines["stories"] += info.cp
            lines["interviews"] += info.cp if placed.interview else 0
            lines["extras"] += EXTRA_CP[info.size] if placed.extra else 0
            lines["speciality"] += SPECIALITY_BONUS if placed.bonus else 0
        elif info.kind is TileKind.HEADLINE:
            lines["headline"] += info.cp
        elif info.kind is TileKind.COLUMN:
            lines["column"] += info.cp
        elif info.kind is TileKind.CLASSIFIED:
            lines["classifieds"] += info.cp
    if isinstance(player, Player):
        assert cards is not None, "a Player's hand lies in state.supply.hands"
        hand = hand_cards(cards)
    else:
        hand = player.known  # (a Copy Editor is always seen)
    editor = any(CARD_KIND[c] is CardKind.COPY_EDITOR for c in hand)
    return Scoresheet(gone_to_press=sum(player.press_cards),
                      copy_editor=COPY_EDITOR_BONUS if editor else 0, **lines)


def scoresheets(state: ExtraExtraState) -> tuple[Scoresheet, ...]:
    return tuple(map(scoresheet, state.players, state.papers,
                     state.supply.hands.split(HAND_SEP)))


def winners(state: ExtraExtraState) -> tuple[int, ...]:
    """L485: most CPs; then most money; otherwise the victory is shared."""
    keys = [(sheet.total, money) for sheet, money in zip(scoresheets(state), state.moneys,
                                                         strict=True)]
    best = max(keys)
    return tuple(seat for seat, key in enumerate(keys) if key == best)
