"""Extra! Extra!'s immutable state, and the view one seat has of it."""

from __future__ import annotations

import enum
import operator
from collections.abc import Callable, Iterable
from typing import Any, ClassVar

import attrs

from pressroom.core import chars
from pressroom.core.frozen import builder, replace, replacer, setter, through
from pressroom.core.memo import remember_last
from pressroom.core.rng import Rng
from pressroom.games.extra_extra.components import (
    BANK_MONEY,
    CUTTINGS,
    DECK_CARDS,
    INSTANT,
    Card,
    Side,
    Space,
    Speciality,
    Tile,
)
from pressroom.games.extra_extra.options import Options

_FEE = operator.itemgetter(2)


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


# The steps as module constants, for the hot paths: a member read off its
# enum class goes through the enum's __getattr__ hook (Python 3.11), some 900
# instructions, and a playout step, a load or a view read several.
(SELL, STRINGER, PLACE, FEE, MORGUE, WIRE_DISCARD, WIRE_TAKE, TYPESET, TITLES, HEADLINE_PAY,
 COLUMN_PAY, STORY, STORY_PAY, PLACE_TILE, EXTRA, PRESS, INTERVIEW, CLASSIFIEDS, ADVERTISING,
 SALES, RECRUIT, DISCARD, OVER) = Step


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


@attrs.frozen(weakref_slot=False)
class Paper:
    tiles: tuple[PlacedTile, ...]
    occupied: tuple[int, ...]  # per page: a bitmask of covered squares, bit row * width + col
    pressed: tuple[bool, ...]  # per page: gone to press (frozen, L278)
    copy_desk: tuple[DeskTile, ...] = ()


@attrs.frozen(weakref_slot=False)
class Holdings:
    """What a player has that changes a few times a game."""

    speciality: Speciality
    employed: int  # reporters in the player's employ (those on the board: `state.placed`)
    cuttings: tuple[int, int]  # copy, photo
    ads: tuple[int, ...] = ()  # ad sizes taken this game (L387)
    press_cards: tuple[int, ...] = ()  # Gone to Press cards won


# A hand as a string, a character a card: every card its own ASCII
# character, in card order (so a sorted string is in card order too), the
# characters JSON writes as they are but for the lowest cards ("\u000b"...).
HAND_ALPHABET = "".join(chr(code) for code in range(11, 128) if code not in (34, 92))
assert len(HAND_ALPHABET) == len(Card)
HAND_CHAR: tuple[str, ...] = tuple(HAND_ALPHABET)  # per card


# The string a player record holds for cards (in their order), and the cards
# a hand string holds.
hand_string: Callable[[Iterable[int]], str] = chars.writer(range(len(Card)), HAND_ALPHABET)
hand_cards: Callable[[str], tuple[Card, ...]] = chars.reader(
    chars.by_code(dict(zip(HAND_ALPHABET, Card, strict=True))))


# Every seat's hand in one string (`Supply.hands`): the seats' hand strings
# in seat order, each ended but the last by HAND_SEP (not a card).
HAND_SEP = "\n"
assert HAND_SEP not in HAND_ALPHABET


def without(cards: str, gone: str) -> str:
    """``cards`` (a hand string) less one copy of each character of ``gone``
    (all of them in it). The first copy removed leaves it sorted."""
    for card in gone:
        cards = cards.replace(card, "", 1)
    return cards


def with_hand(hands: str, seat: int, cards: str) -> str:
    """``hands`` (`Supply.hands`) with the seat's hand string ``cards``."""
    parts = hands.split(HAND_SEP)
    parts[seat] = cards
    return HAND_SEP.join(parts)


# The state's records have no weak-reference slot, which nothing uses: 8
# bytes less on every copy a kept game holds, and a record without one is
# built the cheap way (`core.frozen.filled`: a load decodes or builds a
# seat's `Holdings` and `Paper`, the `Tiles`, `Table`, `Options` and piles
# at about 500 instructions a field less). Deep copies shrink as much, so
# the memory ratio rose a little (seed 3: 9.7% -> 9.9%). Placed and desk
# tiles keep theirs: a load reads them shared, and the rules build few.
@attrs.frozen(weakref_slot=False)
class Player:
    """One seat. Its hand lies in the card supply (`Supply.hands`, read by
    ``state.hand(seat)``), so a card taken or spent copies the supply and
    not this record; here only the part of the hand nobody else saw arrive,
    which changes only when one of those cards leaves, and a shared
    sub-record of what changes a few times a game, read as the player's own
    (``p.employed``). The seat's newspaper is in ``state.papers``, its money
    in ``state.money_bits`` (`state.money`)."""

    # The cards of the hand nobody else saw arrive (the deal), a string of a
    # character a card in card order (`hand_string`): "" on most hands.
    unseen: str
    holdings: Holdings

    speciality: ClassVar[Speciality] = through("holdings.speciality")
    employed: ClassVar[int] = through("holdings.employed")
    cuttings: ClassVar[tuple[int, int]] = through("holdings.cuttings")
    ads: ClassVar[tuple[int, ...]] = through("holdings.ads")
    press_cards: ClassVar[tuple[int, ...]] = through("holdings.press_cards")


@attrs.frozen(weakref_slot=False)
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


@attrs.frozen(weakref_slot=False)
class Typesetting:
    """Typesetting's activation once a story is lifted: every step of it
    (a lift, a put, the press question) builds one, so it carries only the
    fields Typesetting uses (64 bytes instead of 120 per kept state); the
    others read as an `Activation`'s would. The view shows it as an
    `Activation` (`full`)."""

    seat: int
    lifted: tuple[PlacedTile, ...]  # tiles picked up, put down in order
    moved: tuple[Tile, ...]  # tiles already picked up this activation
    pressing: int | None = None  # the page just filled: Gone to Press?

    space: ClassVar[Space] = Space.TYPESETTING
    left: ClassVar[int] = 0
    paid: ClassVar[bool] = False
    placing: ClassVar[Tile | None] = None
    speciality: ClassVar[Speciality | None] = None
    bonus: ClassVar[bool] = False
    placed: ClassVar[PlacedTile | None] = None

    def full(self) -> Activation:
        return Activation(Space.TYPESETTING, self.seat, lifted=self.lifted, moved=self.moved,
                          pressing=self.pressing)


# Built the cheap way (`core.frozen.builder`): Typesetting's steps build one
# each (2,600 instructions against attrs' frozen constructor's 5,800).
new_typesetting: Callable[[int, tuple[PlacedTile, ...], tuple[Tile, ...], int | None],
                          Typesetting] = builder(Typesetting)


# A deck's cards as a string, a character a card: its place among the deck's
# faces (`DECK_FACES`, in card order) in this alphabet, so a sorted string
# is in card order too.
PILE_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
DECK_FACES: tuple[tuple[Card, ...], ...] = tuple(
    tuple(sorted(set(cards), key=int)) for cards in DECK_CARDS)
assert max(map(len, DECK_FACES)) <= len(PILE_ALPHABET)
CARD_CHAR: list[str] = [""] * len(Card)  # a deck card's character ("": none)
for _faces in DECK_FACES:
    for _char, _card in zip(PILE_ALPHABET, _faces, strict=False):
        CARD_CHAR[_card] = _char
_PILE_READERS = tuple(chars.reader(chars.by_code(dict(zip(PILE_ALPHABET, faces, strict=False))))
                      for faces in DECK_FACES)  # per deck


def pile_cards(deck: int, pile: str) -> tuple[Card, ...]:
    """The cards a pile string of ``deck`` holds, in its order."""
    return _PILE_READERS[deck](pile)


# The pile string of deck cards (`pile_cards` reads it back).
pile_string: Callable[[Iterable[int]], str] = chars.writer(
    range(len(Card)), "".join(char or "\0" for char in CARD_CHAR))


@attrs.frozen(weakref_slot=False)
class Piles:
    """A deck's draw pile (top first) and face-up discard pile (first
    discarded first), each a string of a character a card (`pile_cards`):
    a draw or a discard builds a string of a byte a card, not a tuple of
    eight bytes a card."""

    draw: str
    discard: str

    @property
    def size(self) -> int:
        """Cards left in the draw pile."""
        return len(self.draw)

    def take(self, deck: int, n: int, rng: Rng) -> tuple[tuple[Card, ...], Piles, Rng]:
        """The top ``n`` cards (`core.deck.Deck.draw`): when the draw pile
        runs out the discard pile is shuffled to form a new one; if both run
        out, fewer cards are drawn."""
        draw = self.draw
        if len(draw) >= n or not self.discard:
            return pile_cards(deck, draw[:n]), new_piles(draw[n:], self.discard), rng
        pile, rng = rng.shuffle(pile_cards(deck, self.discard))
        more = pile[:n - len(draw)]
        return pile_cards(deck, draw) + more, new_piles(pile_string(pile[len(more):]), ""), rng

    def put(self, card: Card) -> Piles:
        """``card`` discarded onto the discard pile."""
        return new_piles(self.draw, self.discard + CARD_CHAR[card])


# Piles are made by a draw or a discard (most steps that move a card): built
# the cheap way (`core.frozen.builder`: 2,500 instructions against attrs'
# frozen constructor's 4,100).
new_piles: Callable[[str, str], Piles] = builder(Piles)


# Pairs of counts up to CUTTINGS (the morgue's, the supply's and the
# players' cuttings) and the decks' known flags: one tuple per value, made at
# import, so a step that changes them builds none.
PAIRS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((a, b) for b in range(CUTTINGS + 1)) for a in range(CUTTINGS + 1))
FLAGS: dict[tuple[bool, ...], tuple[bool, ...]] = {
    (a, b, c): (a, b, c) for a in (False, True) for b in (False, True) for c in (False, True)}


def pair(a: int, b: int) -> tuple[int, int]:
    """The shared tuple ``(a, b)`` of two counts (0..CUTTINGS)."""
    assert a >= 0 and b >= 0  # (a negative index would read another pair)
    return PAIRS[a][b]


@attrs.frozen(weakref_slot=False)
class Supply:
    """The cards, cuttings and Stringers on the table: they change when cards
    move, a few times a round, so a step that moves none shares this record."""

    decks: tuple[Piles, ...]  # copy, photo, features
    deck_known: tuple[bool, ...]  # a draw pile's contents are public after a reshuffle
    # Per city the cards beneath it, in the order drawn, a character a card
    # (`HAND_CHAR`), joined by HAND_SEP (`state.cities` reads them as cards).
    cities: str
    newswire: tuple[Card | None, ...]
    morgue: tuple[int, int]
    cuttings: tuple[int, int]  # the supply
    brown_stringers: int
    retired: tuple[Card, ...]  # Copy Editors spent
    # Every seat's hand, a string of a character a card in card order
    # (`hand_string`), joined by HAND_SEP: a card taken or spent builds this
    # string, no player record and no players' tuple (`state.hand(seat)`).
    hands: str


# A tile pile as a string, a character a tile: every tile its own ASCII
# character, in tile order, from "0" ("\\" left out).
TILE_ALPHABET = "".join(chr(code) for code in range(48, 127) if code != 92)[:len(Tile)]
assert len(TILE_ALPHABET) == len(Tile)
TILE_OF_CHAR = dict(zip(TILE_ALPHABET, Tile, strict=True))


# The tiles a tile pile string holds, in its order, and the pile string of
# tiles.
pile_tiles: Callable[[str], tuple[Tile, ...]] = chars.reader(chars.by_code(TILE_OF_CHAR))
tile_string: Callable[[Iterable[int]], str] = chars.writer(range(len(Tile)), TILE_ALPHABET)


@attrs.frozen(weakref_slot=False)
class Tiles:
    """The Editor's Desk, the piles beside the board and the tokens and cards
    won with tiles: they change only when a tile is claimed or moved."""

    # Per Slot the tiles there, top first, a character a tile (`tile_string`),
    # joined by HAND_SEP (`state.desk` reads them as tiles).
    desk: str
    fresh: tuple[bool, ...]  # per Slot: its top tile was revealed this round (Dallas Stack)
    # Per Stock: the draw pile, top first, a character a tile (`tile_string`;
    # `state.stocks` reads them as tiles).
    stocks: tuple[str, ...]
    seen_bottom: tuple[int, ...]  # per Stock: bottom tiles everyone saw returned (L475)
    headlines: tuple[Speciality, ...]  # Headline tiles still beside the board
    ads: tuple[int, ...]  # ads of size 1, 2, 3 in the supply
    interviews: int
    speciality_tokens: int
    extra_tokens: tuple[int, ...]  # per speciality
    press_cards: tuple[int, ...]  # Gone to Press cards left, highest first
    lost: tuple[int, ...]  # tokens lost to the box: interview, speciality, Extra! per speciality


@attrs.frozen(weakref_slot=False)
class Table:
    """What changes a few times a game: the players' number, the options, the
    round, the start player, the RNG (only shuffles use it), the blocked
    spaces, and the sequential phases' turn and sale counts."""

    num_players: int
    options: Options
    rng: Rng
    round: int
    start_player: int
    blocked: tuple[Space, ...]  # neutral reporters (2 players) and Interview tiles (intro)
    turn: int = 0  # sequential phases: how many seats have had their turn
    sold: int = 0  # Phase 3: cards the seat has sold


@attrs.frozen(weakref_slot=False)
class ExtraExtraState:
    """The whole game. Only what changes nearly every step lies at the top
    (the step, the seat, the players, the board); the table (players' number,
    options, round, RNG...), the card supply and the tile supply are
    sub-records a step shares unchanged unless it moves a card or a tile, so
    keeping every state of a game costs little: the top record, copied by
    every step, has few fields. Their fields read as the state's own
    (``state.decks``, ``state.round``)."""

    table: Table
    # The step, the seat to move, (Phase 6) the space awaiting its fee and
    # (Phase 7) how many reporters of `placements` have been activated: they
    # change together on most steps, so they are one shared tuple per value
    # (`prompt_of`) that a step picks rather than builds.
    prompt: tuple[Step, int, Space | None, int]
    players: tuple[Player, ...]
    # Per seat its newspaper, beside the players: Typesetting and placing a
    # tile change a paper alone on most of their steps, which then copy no
    # player record.
    papers: tuple[Paper, ...]
    # The reporters placed this round, those Phase 7 has activated (sent
    # home) included, so that activating one copies nothing: `placements`
    # reads them as (space, seat, fee) in placement order, `reporters` those
    # still on the board. Packed in one int (`pack_placements`): a placement
    # copies an int about half the size of the tuple it would copy.
    placement_bits: int
    # Every seat's money in $100 bills, MONEY_BITS bits a seat (seat 0 in
    # the lowest): a fee or a payment builds an int, not a player record and
    # the players' tuple (`money`, `with_money`).
    money_bits: int
    supply: Supply
    tiles: Tiles
    activation: Activation | Typesetting | None = None

    @property
    def step(self) -> Step:
        return self.prompt[0]

    @property
    def current(self) -> int:
        """The seat to move."""
        return self.prompt[1]

    @property
    def pending(self) -> Space | None:
        """Phase 6: the space awaiting its fee."""
        return self.prompt[2]

    @property
    def activated(self) -> int:
        """Phase 7: the reporters of `placements` activated so far, the
        first ones of `activation_order`."""
        return self.prompt[3]

    @property
    def placements(self) -> tuple[tuple[Space, int, int], ...]:
        """Every reporter placed this round, (space, seat, fee) in placement
        order, those activated included."""
        bits = self.placement_bits
        last = LAST_UNPACKED[0]
        return last[1] if last[0] is bits else unpack_placements(bits)

    @property
    def reporters(self) -> tuple[tuple[Space, int, int], ...]:
        """The reporters on the board, (space, seat, fee) in placement order."""
        placements = self.placements
        done = self.prompt[3]
        if not done:
            return placements
        order = activation_order(placements, self.table.start_player, self.table.num_players)
        return still_placed(placements, order, done)

    # The bank, Phase 6's passes and Phase 7's cursor follow from the other
    # fields: kept as fields, they cost every step 24 bytes (and a new int
    # for the bank whenever money moved) in every state a game keeps.

    def money(self, seat: int) -> int:
        """The seat's money, in dollars."""
        return (self.money_bits >> MONEY_BITS * seat & MONEY_MASK) * 100

    @property
    def moneys(self) -> tuple[int, ...]:
        """Every seat's money, in dollars."""
        return moneys_of(self.money_bits, self.table.num_players)

    @property
    def bank(self) -> int:
        """Every dollar not in a hand or lying as a fee on the board."""
        held: int = sum(self.moneys) + sum(map(_FEE, self.reporters))
        return BANK_MONEY - held

    @property
    def cursor(self) -> int:
        """Phase 7: the space being activated (0 when none is)."""
        act = self.activation
        return 0 if act is None else int(act.space)

    @property
    def passes(self) -> int:
        """Phase 6: the seats passed in a row since the last reporter was
        placed (since the start player, before any), each having none left;
        after Phase 6 every seat has passed (before the first, none has)."""
        n = self.table.num_players
        step = self.step
        if step is PLACE or step is FEE:
            reporters = self.reporters
            origin = (reporters[-1][1] + 1) % n if reporters else self.table.start_player
            return (self.current - origin) % n
        if self.table.round == 1 and (step is SELL or step is STRINGER):
            return 0
        return n

    @property
    def spaces(self) -> tuple[tuple[tuple[int, int], ...], ...]:
        """Per Space: its reporters' (seat, fee) in placement order."""
        spaces: list[tuple[tuple[int, int], ...]] = [()] * len(Space)
        for space, seat, fee in self.reporters:
            spaces[space] = (*spaces[space], (seat, fee))
        return tuple(spaces)

    def placed(self, seat: int) -> int:
        """The seat's reporters on the board now."""
        return sum(1 for r in self.reporters if r[1] == seat)

    def cards(self, seat: int) -> str:
        """The seat's hand string (`hand_string`, in card order)."""
        return self.supply.hands.split(HAND_SEP)[seat]

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The seat's hand, in card order."""
        return hand_cards(self.supply.hands.split(HAND_SEP)[seat])

    def known(self, seat: int) -> tuple[Card, ...]:
        """The part of the seat's hand everyone saw arrive, in card order."""
        return hand_cards(without(self.supply.hands.split(HAND_SEP)[seat],
                                  self.players[seat].unseen))

    # The sub-records' fields, read as the state's own.
    num_players: ClassVar[int] = through("table.num_players")
    options: ClassVar[Options] = through("table.options")
    rng: ClassVar[Rng] = through("table.rng")
    round: ClassVar[int] = through("table.round")
    start_player: ClassVar[int] = through("table.start_player")
    blocked: ClassVar[tuple[Space, ...]] = through("table.blocked")
    turn: ClassVar[int] = through("table.turn")
    sold: ClassVar[int] = through("table.sold")

    @property
    def decks(self) -> tuple[Piles, ...]:
        return self.supply.decks

    @property
    def deck_known(self) -> tuple[bool, ...]:
        return self.supply.deck_known

    @property
    def cities(self) -> tuple[tuple[Card, ...], ...]:
        """Per city the cards beneath it, in the order drawn."""
        return tuple(map(hand_cards, self.supply.cities.split(HAND_SEP)))

    @property
    def newswire(self) -> tuple[Card | None, ...]:
        return self.supply.newswire

    @property
    def morgue(self) -> tuple[int, int]:
        return self.supply.morgue

    @property
    def cuttings(self) -> tuple[int, int]:
        return self.supply.cuttings

    @property
    def brown_stringers(self) -> int:
        return self.supply.brown_stringers

    @property
    def retired(self) -> tuple[Card, ...]:
        return self.supply.retired

    @property
    def desk(self) -> tuple[tuple[Tile, ...], ...]:
        """Per Slot: the tiles there, top first."""
        return tuple(map(pile_tiles, self.tiles.desk.split(HAND_SEP)))

    @property
    def fresh(self) -> tuple[bool, ...]:
        return self.tiles.fresh

    @property
    def stocks(self) -> tuple[tuple[Tile, ...], ...]:
        """Per Stock: the draw pile, top first."""
        return tuple(map(pile_tiles, self.tiles.stocks))

    @property
    def seen_bottom(self) -> tuple[int, ...]:
        return self.tiles.seen_bottom

    @property
    def headlines(self) -> tuple[Speciality, ...]:
        return self.tiles.headlines

    @property
    def ads(self) -> tuple[int, ...]:
        return self.tiles.ads

    @property
    def interviews(self) -> int:
        return self.tiles.interviews

    @property
    def speciality_tokens(self) -> int:
        return self.tiles.speciality_tokens

    @property
    def extra_tokens(self) -> tuple[int, ...]:
        return self.tiles.extra_tokens

    @property
    def press_cards(self) -> tuple[int, ...]:
        return self.tiles.press_cards

    @property
    def lost(self) -> tuple[int, ...]:
        return self.tiles.lost


    def __str__(self) -> str:
        from pressroom.games.extra_extra.text import draw_state

        return draw_state(self)


# A seat's money in $100 bills: all of it (BANK_MONEY) fits in 14 bits.
MONEY_BITS = 14
MONEY_MASK = (1 << MONEY_BITS) - 1
assert BANK_MONEY // 100 <= MONEY_MASK


def moneys_of(bits: int, num_players: int) -> tuple[int, ...]:
    """Every seat's money in dollars from a state's ``money_bits``."""
    return tuple((bits >> MONEY_BITS * seat & MONEY_MASK) * 100 for seat in range(num_players))


def pack_moneys(moneys: Iterable[int]) -> int:
    """A state's ``money_bits`` (each amount a multiple of $100, at most
    BANK_MONEY: `moneys_of` reads them back)."""
    bits = 0
    for seat, amount in enumerate(moneys):
        bits |= amount // 100 << MONEY_BITS * seat
    return bits


def with_money(bits: int, seat: int, amount: int) -> int:
    """``money_bits`` with ``amount`` dollars (a multiple of $100; negative:
    taken) given to ``seat``, whose money stays within 0..BANK_MONEY."""
    return bits + (amount // 100 << MONEY_BITS * seat)


# A placement in 24 bits: the seat (3), the space + 1 (5: 0 ends the list),
# the fee in $100 bills (16); the first placed in the lowest bits.
PLACEMENT_BITS = 24
_PLACEMENT_MASK = (1 << PLACEMENT_BITS) - 1
_SPACES = tuple(Space)
# The last (bits, placements) packed or unpacked: the rules read the same
# placements several times a step, and look here first (`ExtraExtraState.placements`).
LAST_UNPACKED: list[tuple[int, tuple[tuple[Space, int, int], ...]]] = [(0, ())]


def pack_placements(placements: tuple[tuple[Space, int, int], ...]) -> int:
    """The state's ``placement_bits`` (fees in $100 bills, seats under 8)."""
    bits = 0
    for space, seat, fee in reversed(placements):
        bits = bits << PLACEMENT_BITS | (fee // 100) << 8 | (space + 1) << 3 | seat
    LAST_UNPACKED[0] = bits, placements
    return bits


def unpack_placements(bits: int) -> tuple[tuple[Space, int, int], ...]:
    """The placements ``bits`` holds; ValueError if a space is not one."""
    last = LAST_UNPACKED[0]
    if last[0] == bits:
        return last[1]
    out = []
    rest = bits
    while rest:
        one = rest & _PLACEMENT_MASK
        space = (one >> 3 & 31) - 1
        if not 0 <= space < len(_SPACES):
            raise ValueError("a placement without a space")
        out.append((_SPACES[space], one & 7, (one >> 8) * 100))
        rest >>= PLACEMENT_BITS
    placements = tuple(out)
    LAST_UNPACKED[0] = bits, placements
    return placements


_STEP_INDEX = {step: index for index, step in enumerate(Step)}
# At most steps x seats x (spaces + reporters): pending and activated exclude each other.
_prompts: dict[int, tuple[Step, int, Space | None, int]] = {}


def prompt_of(step: Step, current: int, pending: Space | None = None,
              activated: int = 0) -> tuple[Step, int, Space | None, int]:
    """The state's ``prompt``: one shared tuple per value (kept by an int key:
    hashing an enum member is a Python call)."""
    key = (((_STEP_INDEX[step] << 8 | current) << 6 | (0 if pending is None else pending + 1))
           << 8 | activated)
    found = _prompts.get(key)
    if found is None:
        found = _prompts[key] = (step, current, pending, activated)
    return found


# Phase 6's prompts per seat, made once: a placement step, a third of all
# steps, picks its own by index (`prompt_of` is a call and a look-up).
PLACE_PROMPTS = tuple(prompt_of(PLACE, seat) for seat in range(8))


@remember_last  # Phase 7 asks again at each activation, of the same placements' tuple
def activation_order(placements: tuple[tuple[Space, int, int], ...], start: int,
                     n: int) -> tuple[int, ...]:
    """The indices of the reporters Phase 7 activates, in order (L210-222):
    space by space in board order, on a space the start player's first, then
    clockwise, one player's reporters together (L179, AMB-19), placement
    order among equals."""
    order = sorted((space * 8 + (seat - start) % n, index)
                   for index, (space, seat, _) in enumerate(placements)
                   if space not in INSTANT)  # Hire, Offhire: done when placed
    return tuple([index for _, index in order])


def placement_bytes(bits: int) -> bytes:
    """The 3-byte codes of the placements ``bits`` holds (`pack_placements`),
    the first placed first, each lowest byte first: its low byte the space
    + 1 and the seat, then its fee in $100 bills."""
    return bits.to_bytes(3 * ((bits.bit_length() + PLACEMENT_BITS - 1) // PLACEMENT_BITS),
                         "little")


# Per player count and start player, a placement code's low byte (space +
# 1, seat) made its key in Phase 7's activation order (`activation_order`:
# space + 1, then the seat's turn from the start player), `NOT_ACTIVATED`
# for Hire and Offhire (never activated) and bytes of no space: sorting the
# low bytes' keys orders the placements as the rules do, in C.
NOT_ACTIVATED = 255
assert len(_SPACES) * 8 + 7 < NOT_ACTIVATED
ACTIVATION_KEYS = tuple(tuple(bytes(
    NOT_ACTIVATED if not 0 < code >> 3 <= len(_SPACES) or _SPACES[(code >> 3) - 1] in INSTANT
    else code & 31 << 3 | ((code & 7) - start) % n for code in range(256))
    for start in range(n)) for n in range(8))


# `replace` bound to each record type once: `core.frozen.replace` finds the
# type's replacer on every call, which doubles the cost of the rules' copies.
new_state: Callable[..., ExtraExtraState] = replacer(ExtraExtraState)
new_player: Callable[..., Player] = replacer(Player)
new_holdings: Callable[..., Holdings] = replacer(Holdings)


def player_with(p: Player, **changes: Any) -> Player:
    """A copy of ``p`` with holdings fields (``employed=``...) changed too."""
    if HOLDINGS_FIELDS.issuperset(changes):  # (the rules' copies: holdings alone)
        return new_player(p, holdings=new_holdings(p.holdings, **changes))
    held = {k: changes.pop(k) for k in list(changes) if k in HOLDINGS_FIELDS}
    if held:
        changes["holdings"] = new_holdings(p.holdings, **held)
    return new_player(p, **changes)


def hand_with(state: ExtraExtraState, seat: int, hand: Iterable[Card],
              known: Iterable[Card] | None = None) -> ExtraExtraState:
    """``state`` with the seat's hand ``hand`` (any order), of which
    everyone saw ``known`` arrive (None: all of it); for code off the hot
    paths (tests, examples)."""
    cards = hand_string(sorted(hand, key=int))
    unseen = "" if known is None else without(cards, hand_string(sorted(known, key=int)))
    p = state.players[seat]
    players = list(state.players)
    players[seat] = new_player(p, unseen=unseen)
    return replace(state, players=tuple(players), supply=replace(
        state.supply, hands=with_hand(state.supply.hands, seat, cards)))


new_paper: Callable[..., Paper] = replacer(Paper)
new_supply: Callable[..., Supply] = replacer(Supply)
new_table: Callable[..., Table] = replacer(Table)
new_tiles: Callable[..., Tiles] = replacer(Tiles)
_copy_activation: Callable[..., Activation] = replacer(Activation)
_plain_activations: dict[int, Activation] = {}  # at most spaces x seats x 8 x 2


def plain_activation(space: Space, seat: int, left: int = 0, paid: bool = False) -> Activation:
    """An activation with no tile in hand: one shared record per space, seat,
    count left and paid flag (most activations: Sales, Morgue, Newswire,
    Recruitment, a story before it is claimed), so a step that only asks or
    counts down builds none. Kept by an int key (hashing an enum member is a
    Python call)."""
    key = (space << 6 | seat << 3 | left) << 1 | paid
    found = _plain_activations.get(key)
    if found is None:
        found = _plain_activations[key] = Activation(space, seat, left, paid)
    return found


_copy_typesetting: Callable[..., Typesetting] = replacer(Typesetting)


def new_activation(act: Activation | Typesetting, **changes: Any) -> Activation | Typesetting:
    """A copy of ``act`` with ``changes``, in its one form (`state_activation`)."""
    if type(act) is Typesetting:  # (changes of its own fields only)
        return _copy_typesetting(act, **changes)
    assert type(act) is Activation
    return state_activation(_copy_activation(act, **changes))


def state_activation(act: Activation) -> Activation | Typesetting:
    """The form a state holds ``act`` in: the shared record when it holds no
    tile, a `Typesetting` once Typesetting lifted one."""
    if act.placing is None and act.placed is None and act.speciality is None and not act.bonus:
        if (act.pressing is None and not act.lifted and not act.moved and 0 <= act.left < 8):
            return plain_activation(act.space, act.seat, act.left, act.paid)
        if act.space is Space.TYPESETTING and not act.left and not act.paid:
            return new_typesetting(act.seat, act.lifted, act.moved, act.pressing)
    return act


SUPPLY_FIELDS = frozenset(f.name for f in attrs.fields(Supply))
TILES_FIELDS = frozenset(f.name for f in attrs.fields(Tiles))
TABLE_FIELDS = frozenset(f.name for f in attrs.fields(Table))
HOLDINGS_FIELDS = frozenset(f.name for f in attrs.fields(Holdings))


def evolve(state: ExtraExtraState, **changes: Any) -> ExtraExtraState:
    """`replace` that also takes the sub-records' fields and the prompt's
    parts by name (for code off the hot paths: tests, samples)."""
    if "placements" in changes:
        changes["placement_bits"] = pack_placements(changes.pop("placements"))
    if "moneys" in changes:
        changes["money_bits"] = pack_moneys(changes.pop("moneys"))
    if {"step", "current", "pending", "activated"} & changes.keys():
        changes["prompt"] = prompt_of(changes.pop("step", state.step),
                                      changes.pop("current", state.current),
                                      changes.pop("pending", state.pending),
                                      changes.pop("activated", state.activated))
    supply = {k: changes.pop(k) for k in list(changes) if k in SUPPLY_FIELDS}
    tiles = {k: changes.pop(k) for k in list(changes) if k in TILES_FIELDS}
    table = {k: changes.pop(k) for k in list(changes) if k in TABLE_FIELDS}
    if "cities" in supply and type(supply["cities"]) is not str:  # (given as cards)
        supply["cities"] = HAND_SEP.join(map(hand_string, supply["cities"]))
    if supply:
        changes["supply"] = replace(state.supply, **supply)
    if "desk" in tiles and type(tiles["desk"]) is not str:  # (given as tiles)
        tiles["desk"] = HAND_SEP.join(map(tile_string, tiles["desk"]))
    if "stocks" in tiles:  # (given as tiles or as strings)
        tiles["stocks"] = tuple(pile if type(pile) is str else tile_string(pile)
                                for pile in tiles["stocks"])
    if tiles:
        changes["tiles"] = replace(state.tiles, **tiles)
    if table:
        changes["table"] = replace(state.table, **table)
    return replace(state, **changes)


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



# Views and samples are built field by field (see `builder`).
build_view = builder(ExtraExtraView)
build_player_view = builder(PlayerView)
build_pile_view = builder(PileView)
build_stock_view = builder(StockView)
build_state = builder(ExtraExtraState)
build_player = builder(Player)
build_holdings = builder(Holdings)
build_supply = builder(Supply)
build_tiles = builder(Tiles)
build_table = builder(Table)

# The state's most frequent copies (see `setter`).
state_asking = setter(ExtraExtraState, "prompt", "activation")
state_placing = setter(ExtraExtraState, "prompt", "money_bits", "placement_bits")
state_activating = setter(ExtraExtraState, "prompt", "activation", "players", "supply")
state_cards = setter(ExtraExtraState, "players", "supply")
state_turn = setter(ExtraExtraState, "prompt", "table")
state_typesetting = setter(ExtraExtraState, "papers", "activation")


def still_placed(
    placements: tuple[tuple[Space, int, int], ...], order: tuple[int, ...], done: int
) -> tuple[tuple[Space, int, int], ...]:
    """The placements (space, seat, fee) whose reporters are still on the
    board once the first ``done`` of Phase 7's activation ``order`` went home."""
    home = set(order[:done])
    return tuple(r for index, r in enumerate(placements) if index not in home)
