"""Extra! Extra!'s immutable state, and the view one seat has of it."""

from __future__ import annotations

import enum

import attrs

from pressroom.core.deck import Deck
from pressroom.core.rng import Rng
from pressroom.games.extra_extra.components import Card, Side, Space, Speciality, Tile
from pressroom.games.extra_extra.options import Options


class Step(enum.Enum):
    """The decision the game waits for (the move table's keys)."""

    # Members are singletons: hashing by identity is fast and, as only dict
    # lookups use it (never iteration order), the same in every process.
    __hash__ = object.__hash__

    SELL = "first-round sale"  # Phase 3
    STRINGER = "stringers"  # Phase 5
    PLACE = "place reporters"  # Phase 6
    FEE = "fee"
    MORGUE = "morgue"  # Phase 7, in board order
    WIRE_DISCARD = "newswire discard"
    WIRE_TAKE = "newswire"
    TYPESET = "typesetting"
    TITLES = "titles"
    HEADLINE_PAY = "headline payment"
    COLUMN_PAY = "column payment"
    STORY = "story"
    STORY_PAY = "story payment"
    PLACE_TILE = "place tile"
    EXTRA = "extra! extra!"
    PRESS = "gone to press"
    INTERVIEW = "interview"
    CLASSIFIEDS = "classifieds"
    ADVERTISING = "advertising"
    SALES = "sales"
    RECRUIT = "recruitment"
    DISCARD = "hand limit"  # Phase 8
    OVER = "game over"


@attrs.frozen
class PlacedTile:
    """A tile on a page at (row, col) of its top-left square, with its tokens."""

    tile: Tile
    page: int
    row: int
    col: int
    side: Side = Side.A
    speciality: Speciality | None = None  # a story's: the cards that claimed it
    interview: bool = False
    extra: bool = False
    bonus: bool = False  # the Speciality bonus token


@attrs.frozen
class DeskTile:
    """A tile on the copy desk: it scores nothing there and carries no tokens."""

    tile: Tile
    speciality: Speciality | None = None


@attrs.frozen
class Paper:
    tiles: tuple[PlacedTile, ...]
    occupied: tuple[int, ...]  # per page: a bitmask of covered squares, bit row * width + col
    pressed: tuple[bool, ...]  # per page: gone to press (frozen, L278)
    copy_desk: tuple[DeskTile, ...] = ()


@attrs.frozen
class Player:
    speciality: Speciality
    money: int
    hand: tuple[Card, ...]  # sorted
    known: tuple[Card, ...]  # the part of the hand everyone saw arrive (sorted)
    employed: int  # reporters in the player's employ
    placed: int  # of them, on the board now
    cuttings: tuple[int, int]  # copy, photo
    paper: Paper
    ads: tuple[int, ...] = ()  # ad sizes taken this game (L387)
    press_cards: tuple[int, ...] = ()  # Gone to Press cards won


@attrs.frozen
class Activation:
    """The reporter being activated and what its effect has reached."""

    space: Space
    seat: int
    left: int = 0  # cards still to take or sell, classifieds still to claim
    paid: bool = False  # Newswire: the Newswire/Interview card is discarded
    placing: Tile | None = None  # claimed and paid, to be placed now
    speciality: Speciality | None = None  # of the story being placed
    bonus: bool = False  # its payment earned a Speciality token (L455)
    placed: PlacedTile | None = None  # the story just placed on the paper (Extra! Extra!)
    lifted: tuple[PlacedTile, ...] = ()  # Typesetting: tiles picked up, put down in order
    moved: tuple[Tile, ...] = ()  # Typesetting: tiles already picked up this activation
    pressing: int | None = None  # the page just filled: Gone to Press?


@attrs.frozen
class ExtraExtraState:
    num_players: int
    options: Options
    rng: Rng
    round: int
    step: Step
    current: int  # the seat to move
    start_player: int
    players: tuple[Player, ...]
    spaces: tuple[tuple[tuple[int, int], ...], ...]  # per Space: (seat, fee) in placement order
    blocked: tuple[Space, ...]  # neutral reporters (2 players) and Interview tiles (intro)
    decks: tuple[Deck[Card], ...]  # copy, photo, features
    deck_known: tuple[bool, ...]  # a draw pile's contents are public after a reshuffle
    cities: tuple[tuple[Card, ...], ...]  # cards beneath each city
    newswire: tuple[Card | None, ...]
    morgue: tuple[int, int]
    cuttings: tuple[int, int]  # the supply
    desk: tuple[tuple[Tile, ...], ...]  # per Slot: the tiles there, top first
    fresh: tuple[bool, ...]  # per Slot: its top tile was revealed this round (Dallas Stack)
    stocks: tuple[tuple[Tile, ...], ...]  # per Stock: the draw pile, top first
    seen_bottom: tuple[int, ...]  # per Stock: bottom tiles everyone saw returned (L475)
    headlines: tuple[Speciality, ...]  # Headline tiles still beside the board
    ads: tuple[int, ...]  # ads of size 1, 2, 3 in the supply
    interviews: int
    speciality_tokens: int
    extra_tokens: tuple[int, ...]  # per speciality
    brown_stringers: int
    press_cards: tuple[int, ...]  # Gone to Press cards left, highest first
    lost: tuple[int, ...]  # tokens lost to the box: interview, speciality, Extra! per speciality
    retired: tuple[Card, ...]  # Copy Editors spent
    bank: int
    turn: int = 0  # sequential phases: how many seats have had their turn
    passes: int = 0  # Phase 6: passes in a row
    pending: Space | None = None  # Phase 6: the space awaiting its fee
    activation: Activation | None = None
    cursor: int = 0  # Phase 7: the next space to activate
    sold: int = 0  # Phase 3: cards the seat has sold

    def __str__(self) -> str:
        from pressroom.games.extra_extra.text import draw_state

        return draw_state(self)


@attrs.frozen
class PileView:
    """A draw deck as everyone sees it: its size, its face-up discard pile,
    and its contents (not their order) once it was made from a discard pile."""

    draw_size: int
    discard: tuple[Card, ...]
    contents: tuple[Card, ...] | None


@attrs.frozen
class StockView:
    size: int
    top: Tile | None
    bottom: tuple[Tile, ...]  # the public bottom tiles, top first


@attrs.frozen
class PlayerView:
    speciality: Speciality
    money: int
    known: tuple[Card, ...]
    hidden: tuple[int, int, int]  # cards of the hand nobody else saw, by deck back
    hand_size: int
    employed: int
    placed: int
    cuttings: tuple[int, int]
    paper: Paper
    ads: tuple[int, ...]
    press_cards: tuple[int, ...]


@attrs.frozen
class ExtraExtraView:
    """What ``seat`` may see (None: what everyone may see). Hidden: other
    hands (except the cards seen arriving), the order of every draw pile and
    story pile below its top, the Dallas stacks below their tops, the RNG."""

    seat: int | None
    num_players: int
    options: Options
    round: int
    step: Step
    to_move: tuple[int, ...]
    current: int
    start_player: int
    hand: tuple[Card, ...] | None
    players: tuple[PlayerView, ...]
    spaces: tuple[tuple[tuple[int, int], ...], ...]
    blocked: tuple[Space, ...]
    decks: tuple[PileView, ...]
    cities: tuple[tuple[Card, ...], ...]
    newswire: tuple[Card | None, ...]
    morgue: tuple[int, int]
    cuttings: tuple[int, int]
    desk: tuple[tuple[Tile | None, int, bool], ...]  # per Slot: top, size, fresh
    stocks: tuple[StockView, ...]
    headlines: tuple[Speciality, ...]
    ads: tuple[int, ...]
    interviews: int
    speciality_tokens: int
    extra_tokens: tuple[int, ...]
    brown_stringers: int
    press_cards: tuple[int, ...]
    lost: tuple[int, ...]
    retired: tuple[Card, ...]
    bank: int
    turn: int
    passes: int
    pending: Space | None
    activation: Activation | None
    cursor: int
    sold: int

    def __str__(self) -> str:
        from pressroom.games.extra_extra.text import draw_view

        return draw_view(self)
