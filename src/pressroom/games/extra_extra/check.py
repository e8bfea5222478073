"""Strict loading: a decoded state must be one the game could be in.

Every field typed and in range, each step with the objects it needs, every
card, tile, token, cutting, reporter and dollar accounted for; otherwise a
`ValueError` whose message starts "malformed Extra! Extra! state" and names
the field. Nothing loaded can then hang or crash a later call.
"""

from __future__ import annotations

import functools
import operator
import re
from collections.abc import Callable
from itertools import compress
from typing import NoReturn, TypeGuard, cast

from pressroom.games.extra_extra import paper as pages_
from pressroom.games.extra_extra.components import (
    AD_TILES,
    BANK_MONEY,
    BROWN_STRINGERS,
    CARD_INFO,
    CARD_KIND,
    CUTTINGS,
    DECK_CARDS,
    FIRST_SALE_LIMIT,
    INSTANT,
    INTERVIEW_TOKENS,
    INTRO_BLOCKED,
    MAX_REPORTERS,
    NEWSWIRE_SLOTS,
    SCENARIOS,
    SLOT_STOCK,
    SPECIALITY_TOKENS,
    TILE_INFO,
    TWO_PLAYER_BLOCKED,
    TYPESETTING_SPACE,
    UNCONTESTED,
    Card,
    CardKind,
    City,
    Side,
    Slot,
    Space,
    Speciality,
    Stock,
    Tile,
    TileKind,
    spaces_for,
    stock_tiles,
)
from pressroom.games.extra_extra.options import LostTokens
from pressroom.games.extra_extra.state import (
    ACTIVATION_KEYS,
    ADVERTISING,
    CLASSIFIEDS,
    DECK_FACES,
    DISCARD,
    EXTRA,
    FEE,
    HAND_ALPHABET,
    HAND_SEP,
    INTERVIEW,
    MONEY_BITS,
    MONEY_MASK,
    MORGUE,
    NOT_ACTIVATED,
    PILE_ALPHABET,
    PLACE,
    PLACE_TILE,
    PLACEMENT_BITS,
    PRESS,
    RECRUIT,
    SALES,
    SELL,
    STORY,
    TILE_ALPHABET,
    TITLES,
    TYPESET,
    WIRE_TAKE,
    DeskTile,
    ExtraExtraState,
    Holdings,
    PlacedTile,
    Typesetting,
    pile_tiles,
    placement_bytes,
    state_activation,
    unpack_placements,
)

ACTIVATION_STEPS = {
    MORGUE, WIRE_TAKE, TYPESET, TITLES, STORY, PLACE_TILE,
    EXTRA, PRESS, INTERVIEW, CLASSIFIEDS, ADVERTISING, SALES,
    RECRUIT,
}


_STORY = frozenset({Space.STORY_6, Space.STORY_4, Space.STORY_3, Space.STORY_2,
                    Space.LATE_BREAKING})
_CLASSIFIEDS = frozenset({Space.CLASSIFIEDS_1, Space.CLASSIFIEDS_2})
_PLACING = _STORY | _CLASSIFIEDS | {Space.ADVERTISING}
STEP_SPACES = {
    MORGUE: frozenset({Space.MORGUE_1, Space.MORGUE_2, Space.MORGUE_3}),
    WIRE_TAKE: frozenset({Space.NEWSWIRE_1, Space.NEWSWIRE_2, Space.NEWSWIRE_3}),
    TYPESET: frozenset({Space.TYPESETTING}),
    TITLES: frozenset({Space.TITLES}),
    STORY: _STORY,
    PLACE_TILE: _PLACING,
    EXTRA: _STORY,
    PRESS: _PLACING | {Space.TYPESETTING, Space.TITLES},
    INTERVIEW: frozenset({Space.INTERVIEW}),
    CLASSIFIEDS: _CLASSIFIEDS,
    ADVERTISING: frozenset({Space.ADVERTISING}),
    SALES: frozenset({Space.SALES}),
    RECRUIT: frozenset({Space.RECRUITMENT_1, Space.RECRUITMENT_2}),
}

# Per-card and per-tile facts as tuples indexed by the component, and counts
# as lists: the check runs on every loaded state, so it counts with ints and
# builds an error message only when it fails.
_DECK_OF = tuple(CARD_INFO[c].deck for c in Card)
_CITY_OF = tuple(CARD_INFO[c].city for c in Card)
_EDITOR = tuple(CARD_KIND[c] is CardKind.COPY_EDITOR for c in Card)
_SPEC_OF = tuple(CARD_INFO[c].speciality for c in Card)
_DECK_CARDS = tuple(c for c in Card if CARD_INFO[c].deck is not None)
_KIND = tuple(TILE_INFO[t].kind for t in Tile)
_SIZE = tuple(TILE_INFO[t].size for t in Tile)
_HEADLINE_SPEC = tuple(TILE_INFO[t].speciality for t in Tile)
_K_STORY = TileKind.STORY
_K_AD = TileKind.AD
_K_HEADLINE = TileKind.HEADLINE
_K_COLUMN = TileKind.COLUMN
_WAITING_KINDS = (_K_STORY, TileKind.CLASSIFIED, _K_AD)  # tiles waiting to be placed
_TO_SUPPLY = LostTokens.SUPPLY
_STOCK_TILES = tuple(frozenset(stock_tiles(stock)) for stock in Stock)
_SLOT_TILES = tuple(_STOCK_TILES[SLOT_STOCK[slot]] for slot in Slot)
_TILE_WANT = tuple({TileKind.STORY: 1, TileKind.COLUMN: 1, TileKind.CLASSIFIED: 4}.get(_KIND[t], -1)
                   for t in Tile)
_SLOTS = tuple(Slot)
_CITIES = tuple(City)
_STOCKS = tuple(Stock)
_SPECIALITIES = tuple(Speciality)
_SIDES = pages_.SIDES  # [tile][new]


# Per player count, the spaces in play as a set: `spaces_for` builds a tuple
# testing each space against another tuple (an IndexEnum's __eq__ per test).
_IN_PLAY = {n: frozenset(spaces_for(n)) for n in range(2, 7)}
_FREE = UNCONTESTED | INSTANT  # spaces that take no fee and any number of reporters
_MOST_PLACEMENTS = 6 * MAX_REPORTERS  # a round's placements: each reporter once (or displaced)


def fail(field: str, problem: str) -> NoReturn:
    raise ValueError(f"malformed Extra! Extra! state: {field}: {problem}")


def in_range(field: str, value: int, low: int, high: int) -> None:
    if not low <= value <= high:
        fail(field, f"must be between {low} and {high}")


# What a load read of its saved form (`saved.state_and_read`) that the check
# would otherwise work out again from the state, given only when every
# placed tile was read as one of its layout's shared records
# (`saved.shared_tiles`, none with tokens: no token is then looked for on
# the papers): the tile numbers of every seat's placed tiles and copy desk,
# the tile supply's piles joined by `HAND_SEP` (`Tiles.stocks` joined), the
# card numbers of the cards on the newswire, and whether every copy desk
# tile was read as a `plain_desk` one. Each is made from the very
# characters the state's fields were read from, so it agrees with them. (A
# plain tuple: a `NamedTuple` cost a load about 2,600 instructions more to
# make.)
Read = tuple[bytes, str, bytes, bool]
_NOTHING_READ = (None, None, None, False)


def check_state(state: ExtraExtraState, read: Read | None = None) -> None:
    """Refuse (`fail`) a state the game could not be in. ``read``: what the
    load read of its saved form (`Read`), else worked out from the state."""
    table = state.table
    n = table.num_players
    options = table.options
    # Every number of the table in range at once; one by one to name a fault.
    if not (2 <= n <= 6 and 1 <= table.round <= options.round_limit
            and 0 <= state.current < n and 0 <= table.start_player < n
            and 0 <= table.turn <= n and 0 <= table.sold <= FIRST_SALE_LIMIT
            and 0 <= table.rng.state < 1 << 64):
        _explain_table(state)
    # (A scenario at a size it is not played at: refused as `saved.options_of` reads it.)
    if len(state.players) != n:
        fail("players", f"there must be one per seat ({n})")
    if len(state.papers) != n:
        fail("papers", f"there must be one per seat ({n})")
    # Every seat's 14 bits, and nothing above them (each at most BANK_MONEY).
    money = state.money_bits
    if not 0 <= money < 1 << MONEY_BITS * n:
        in_range("money_bits", money, 0, (1 << MONEY_BITS * n) - 1)
    # Each seat's bills, summed, and its speciality as a bit, in plain loops
    # (cheaper than a comprehension and `max`, `sum` or `set`, each a call
    # of about 1,000 instructions or more). Mostly every seat holds fewer
    # than `_FEW_BILLS`: then their sum is the bits' remainder by
    # MONEY_MASK (2 ** MONEY_BITS is 1 more, as 10 in casting out nines),
    # below it, so exact (the loop cost about 3,000 instructions).
    if not money & _MANY_BILLS:
        bills = money % MONEY_MASK
    else:
        bills = 0
        for shift in _MONEY_SHIFTS[:n]:
            seat_bills = money >> shift & MONEY_MASK
            if seat_bills > _BANK_BILLS:
                in_range(f"money of seat {shift // MONEY_BITS}", seat_bills * 100, 0,
                         BANK_MONEY)
            bills += seat_bills
    specs = 0
    for p in state.players:
        specs |= 1 << p.holdings.speciality
    if specs.bit_count() != n:
        fail("players", "two newspapers share a speciality")
    hands = state.supply.hands
    if type(hands) is not str:
        fail("hands", "the hands are a string of a character a card")
    cards = hands.split(HAND_SEP)
    if len(cards) != n:
        fail("hands", f"there must be one hand per seat ({n})")
    held = _seat_hands(hands, cards)
    laid, stocks, wired, plain_desks = _NOTHING_READ if read is None else read
    _check_players(state, held, cards, pages_.layout(options), plain_desks)
    check_board(state, bills * 100)
    check_cards(state, held, wired)
    check_tiles(state, stocks, laid)
    check_tokens(state, read is not None)
    check_step(state)


def _explain_table(state: ExtraExtraState) -> None:
    """`check_state`'s numbers of the table, one by one."""
    n = state.table.num_players
    in_range("num_players", n, 2, 6)
    in_range("round", state.table.round, 1, state.table.options.round_limit)
    in_range("current", state.current, 0, n - 1)
    in_range("start_player", state.table.start_player, 0, n - 1)
    in_range("turn", state.table.turn, 0, n)
    in_range("sold", state.table.sold, 0, FIRST_SALE_LIMIT)
    in_range("rng", state.table.rng.state, 0, 2**64 - 1)


_MONEY_SHIFTS = tuple(MONEY_BITS * seat for seat in range(6))
_BANK_BILLS = BANK_MONEY // 100
# A seat's bills below `_FEW_BILLS` (of no more than the bank), six seats'
# below MONEY_MASK; the bits of every seat's count that make it more.
_FEW_BILLS = 1 << 11
_MANY_BILLS = sum((MONEY_MASK & -_FEW_BILLS) << shift for shift in _MONEY_SHIFTS)
assert _FEW_BILLS <= _BANK_BILLS and len(_MONEY_SHIFTS) * (_FEW_BILLS - 1) < MONEY_MASK


def _seat_hands(hands: str, cards: list[str]) -> bytes:
    """Every seat's hand (``cards``, ``hands`` split) as bytes of card
    numbers, each ended but the last by `_SEAT_END`, all at once (a
    string's checks are C calls, which cost about as much for one seat as
    for all), a stray made `_HAND_STRAY` by the same translation (a
    translation deleting the hands' characters first cost about 2,000
    instructions more); seat by seat to name it."""
    held = hands.encode(_UTF8, _LONE).translate(_HAND_BYTES_SEP)
    if _HAND_STRAY in held:
        for seat, hand in enumerate(cards):
            _hand_bytes(seat, "hand", hand)
    return held


def _check_players(state: ExtraExtraState, cards: bytes, hand_strings: list[str],
                   pages: tuple[pages_.Page, ...], plain_desks: bool) -> None:
    """Each seat's holdings, hand (``cards``: `_seat_hands`; ``hand_strings``
    the same as read) and paper (``plain_desks``: every copy desk tile a
    `plain_desk` one), in one loop: a call a seat costs more than what it
    checks."""
    in_order = in_card_order(state.supply.hands)
    hands = cards.split(_SEAT_END)
    # The specialities of the Copy Editors each seat holds, every seat's at
    # once (a translation a seat cost about 1,200 instructions).
    editors = cards.translate(_EDITOR_SPEC, _NOT_EDITOR_CARDS).split(_SEAT_END)
    long_hands = len(cards) > 200  # (else no hand is: not tested seat by seat)
    for seat, p in enumerate(state.players):
        held = p.holdings
        speciality = held.speciality
        # (Its employed reporters, cuttings, ads and Gone to Press cards are
        # each one its game may hold as read, `saved.players_of` refusing
        # any other: not tested again.)
        # As bytes of card numbers (made in C): IndexEnum's own __eq__ would
        # make every comparison a Python call.
        hand = hands[seat]
        # (Every hand's order: `in_card_order`, above. Sorted lists compared:
        # cheaper than the sorted bytes made again.)
        if not in_order and sorted(hand) != list(hand):
            fail(f"players[{seat}].hand", "cards are kept in card order")
        if long_hands and len(hand) > 200:
            fail(f"players[{seat}].hand", "more cards than the game has")
        own = editors[seat]  # (its own editor's at most, as often as it is there)
        if own and own != _OWN_EDITOR[speciality] and own.strip(_OWN_EDITOR[speciality]):
            fail(f"players[{seat}].hand", "a Copy Editor of another newspaper")
        # Every unseen card in the hand (mostly a few, or none).
        unseen = p.unseen
        if unseen != "" and (type(unseen) is not str
                             or not _unseen_in_hand(unseen, hand_strings[seat])):
            _explain_unseen(seat, unseen)
        if not _paper_in_order(state, seat, speciality, held.ads, pages, plain_desks):
            _check_paper(state, seat, held, pages)


def _unseen_in_hand(unseen: str, hand: str) -> bool:
    """Whether a seat's unseen cards (a few characters) are in card order
    and part of its hand (both as read), character by character: a card
    of the hand is a card (`_seat_hands`), so no table reads them; a card
    twice, as a sub-multiset. (Their bytes made, their order tested and
    one deletion cost a seat about 1,500 instructions more.)"""
    last = ""
    for card in unseen:
        if card <= last:  # (a repeat, or out of order)
            return list(unseen) == sorted(unseen) and _within(list(unseen), list(hand))
        if card not in hand:
            return False
        last = card
    return True


def _explain_unseen(seat: int, unseen: str) -> NoReturn:
    """`_unseen_in_hand`'s refusal, named: a character no card, the order,
    or a card not in the hand."""
    cards = _hand_bytes(seat, "unseen", unseen)
    if _repeats(cards) is None:
        fail(f"players[{seat}].hand", "cards are kept in card order")
    fail(f"players[{seat}].unseen", "an unseen card is not in the hand")


def _repeats(cards: bytes) -> bool | None:
    """Whether a card repeats in ``cards`` (a few card bytes), None if they
    are out of card order: a plain loop, as `sorted`, `list` and `set`
    cost about 1,000 to 2,000 instructions each."""
    repeats = False
    last = -1
    for card in cards:
        if card <= last:
            if card < last:
                return None
            repeats = True
        last = card
    return repeats


def in_card_order(hands: str) -> bool:
    """Whether each hand of ``hands`` (hand strings joined by HAND_SEP, of
    a character a card or the separator only: `_seat_hands`) is in card
    order, every hand at once in C (sorting each hand costs about 4,000
    instructions): each character's code (ASCII, below 128) an 8-bit lane
    of an int, the next lane less the one before it, bit 7 set first so that
    no lane borrows from the next, keeps bit 7 where the pair is in order;
    HAND_SEP counts as the least card before it (its code is) and the
    greatest after it (made 127, the greatest card's code). (As UTF-16, a
    16-bit lane a character, the encoding alone cost about 3,000
    instructions.)"""
    if not 1 < len(hands) <= _MOST_LANES:
        return len(hands) < 2
    codes = hands.encode()
    lanes = (1 << _LANE * (len(hands) - 1)) - 1
    high = _HIGHS & lanes
    following = int.from_bytes(codes.translate(_SEP_LAST), "big") & lanes
    return (following | high) - (int.from_bytes(codes, "big") >> _LANE) & high == high


_LANE = 8  # (a lane a character: every card's code is below 128)
_MOST_LANES = 1024  # (more characters than the game has cards: sorted seat by seat)
_HIGHS = int.from_bytes(b"\x80" * _MOST_LANES, "big")
_SEP_LAST = bytes(127 if code == ord(HAND_SEP) else code for code in range(256))
assert ord(HAND_SEP) < min(map(ord, HAND_ALPHABET)) and "".join(
    sorted(HAND_ALPHABET)) == HAND_ALPHABET and max(map(ord, HAND_ALPHABET)) == 127


def _hand_bytes(seat: int, name: str, cards: str) -> bytes:
    """A hand string (`state.hand_string`) as bytes of card numbers."""
    if type(cards) is not str:
        fail(f"players[{seat}].{name}", "a hand is a string of a character a card")
    # (As bytes: a str table is a dict lookup a character.)
    card_bytes = cards.encode(_UTF8, _LONE).translate(_HAND_BYTES)
    if _STRAY in card_bytes:  # (a character that is no card)
        stray = cards.translate(_NOT_HAND_CHAR)
        fail(f"players[{seat}].{name}", f"{stray[0]!r} is not a card")
    return card_bytes


# A hand string's characters deleted (leaving the strays); a hand string's
# bytes made card bytes, any other byte 255 (`_SEAT_END`, which no card is).
_NOT_HAND_CHAR = str.maketrans("", "", HAND_ALPHABET)
_HAND_BYTES = bytes(HAND_ALPHABET.find(chr(code)) % 256 for code in range(256))
# A hand string's bytes made card bytes, the seats' separator 255, to split
# the hands at, and any other byte `_HAND_STRAY` (no card either).
_SEAT_END = b"\xff"
# The same as an int, for `in`: a bytes operand is first tried as an int,
# and the TypeError that attempt raises and clears (its message formatted)
# cost a test about 2,000 instructions; an int is looked for in C at once.
_STRAY = _SEAT_END[0]
_HAND_STRAY = 254
_HAND_BYTES_SEP = bytes(HAND_ALPHABET.index(chr(code)) if chr(code) in HAND_ALPHABET
                        else _STRAY if chr(code) == HAND_SEP else _HAND_STRAY
                        for code in range(256))
assert len(HAND_ALPHABET) < _HAND_STRAY
# A string's bytes; a lone surrogate (JSON allows "\ud800") as bytes no table allows.
_UTF8, _LONE = "utf-8", "surrogatepass"


def _paper_in_order(state: ExtraExtraState, seat: int, speciality: Speciality,
                    ads: tuple[int, ...], pages: tuple[pages_.Page, ...],
                    plain_desks: bool = False) -> bool:
    """Whether the seat's paper passes `_check_paper`, looked at in one
    pass (a sufficient condition: False sends it to `_check_paper`, which
    names what is wrong). A paper of its layout's shared tiles (nearly every
    loaded one) is read as one sum of their lanes (`tile_lanes`);
    any other tile by tile (`_tiles_in_order`). ``plain_desks``: every copy
    desk tile is a `plain_desk` one, as the load read them (`Read`): not
    looked at (about 500 instructions a tile)."""
    paper = state.papers[seat]
    count = len(pages)
    pressed = paper.pressed
    unpressed = pressed == _UNPRESSED[count]  # (mostly no page gone to press)
    if not unpressed and len(pressed) != count:
        return False
    tiles = paper.tiles
    union = sizes = columns = 0  # the squares covered, the ads' sizes as bits, the Columns
    if tiles:
        lanes = pages[0].tile_lanes
        total = 0
        try:
            if lanes is None or len(tiles) > _MOST_SUMMED:
                raise KeyError
            for placed in tiles:  # (a plain loop: cheaper than `sum` and two `map`s)
                total += lanes[id(placed)]
        except KeyError:  # a tile of its own (tokens, or made in play)
            summed = _tiles_in_order(tiles, speciality, pages)
            if summed is None:
                return False
            union, sizes, columns = summed
        else:
            union = total & _SQUARES
            # The lanes, the seat's own Headline's dropped, less as many
            # squares as the union's (disjoint squares add without a carry):
            # a Column at most and each ad size once at most, nothing else
            # (another's Headline), read by one lookup.
            found = _LANES_READ.get(
                (total >> _SQUARE_LANE & _NOT_OWN_HEADLINE[speciality]) - union.bit_count())
            if found is None:
                return False
            sizes, columns = found
    # (as many pages as the layout, one or two: a tuple compares its length too)
    if paper.occupied != ((union,) if count == 1 else (union & _PAGE_ALL, union >> _PAGE_BITS)):
        return False
    if unpressed:
        if state.players[seat].holdings.press_cards:
            return False
    else:
        gone = 0
        for index, flag in enumerate(pressed):
            if flag:
                gone += 1
                if paper.occupied[index] != pages[index].full:
                    return False
        if gone != len(state.players[seat].holdings.press_cards):
            return False
    for desk in () if plain_desks else paper.copy_desk:
        held = _DESK_HOLDS[desk.tile]
        if held is _DESK_STORY:
            if desk.speciality is None:
                return False
        elif held is _DESK_NONE or desk.speciality is not None:
            return False
        elif held is _DESK_COLUMN:
            columns += 1
    if columns > 1:
        return False
    act = state.activation
    if act is not None and act.seat == seat and act.placing is not None:
        size = _AD_SIZE[act.placing]
        if size:
            if sizes >> size & 1:
                return False
            sizes |= 1 << size
    return sizes == _AD_BITS.get(ads)


def plain_desk(desk: DeskTile) -> bool:
    """Whether a copy desk tile passes `_paper_in_order`'s test of it
    whatever else the paper holds: a story with its speciality, or a tile
    other than an ad, a Headline or a Column (whose number the paper
    limits) without one."""
    held = _DESK_HOLDS[desk.tile]
    return held is _DESK_OTHER if desk.speciality is None else held is _DESK_STORY


def _tiles_in_order(tiles: tuple[PlacedTile, ...], speciality: Speciality,
                    pages: tuple[pages_.Page, ...]) -> tuple[int, int, int] | None:
    """The squares a paper's tiles cover (each page in bits of its own), the
    sizes of its ads as bits and its Columns, if they pass `_check_paper`'s
    tests of the tiles, tile by tile; else None. Each tile's squares come
    from a table of every place a tile may lie (`tile_places`)."""
    where = tile_places(pages).get
    union = 0
    sizes = 0  # the ads on the paper: bit size - 1 each
    columns = 0
    for placed in tiles:
        tile = placed.tile
        mask = where((tile << 1 | placed.side, placed.page, placed.row, placed.col))
        if mask is None or mask & union:
            return None
        union |= mask
        if _IS_STORY[tile]:
            if placed.speciality is None or (placed.bonus and placed.speciality is not speciality):
                return None
        elif (placed.interview or placed.extra or placed.bonus
              or placed.speciality is not None):
            return None
        else:
            owner = _HEADLINE_OWNER[tile]
            if owner is not None and owner is not speciality:
                return None
            size = _AD_SIZE[tile]
            if size:
                if sizes >> size & 1:
                    return None
                sizes |= 1 << size
            elif _IS_COLUMN[tile]:
                columns += 1
    return union, sizes, columns


def tile_lanes(pages: tuple[pages_.Page, ...], shared: dict[str, PlacedTile]) -> dict[int, int]:
    """What each of a layout's shared placed tiles (`saved.shared_tiles`,
    every one on a place `tile_places` allows, a story with a speciality and
    none with tokens) adds to its paper's sum, by the record's identity: its
    squares (as in `tile_places`), and above them in lanes of 16 bits their
    number, a Column, an ad of its size and a Headline of its owner. The sum
    of a paper's tiles then says at once whether they overlap (a carry loses
    squares), which ads and Columns it holds and whose Headlines. Made with
    the shared tiles, kept on the first page; the records live as long."""
    assert len(pages) <= _MOST_PAGES
    places = tile_places(pages)
    lanes = {}
    for placed in shared.values():
        tile = placed.tile
        mask = places[tile << 1 | placed.side, placed.page, placed.row, placed.col]
        lane = mask | mask.bit_count() << _SQUARE_LANE
        if _IS_COLUMN[tile]:
            lane |= 1 << _COLUMN_LANE
        if _AD_SIZE[tile]:
            lane |= 1 << _AD_LANES + _LANE_BITS * (_AD_SIZE[tile] - 1)
        owner = _HEADLINE_OWNER[tile]
        if owner is not None:
            lane |= 1 << _HEADLINE_LANES + _LANE_BITS * owner
        lanes[id(placed)] = lane
    pages[0].tile_lanes = lanes
    return lanes


def tile_places(pages: tuple[pages_.Page, ...]) -> dict[tuple[int, int, int, int], int]:
    """(tile << 1 | side, page, row, col) -> the tile's squares there,
    shifted to its page's bits (page * `_PAGE_BITS`): every place a tile may
    lie on a paper of these pages, by `_check_paper`'s rules (inside its
    page, upright, a Headline on the Headline squares and nothing else on
    them, a Column on its squares). Made once per layout (a handful of page
    sizes), kept on its first page."""
    table = pages[0].placements
    if table is not None:
        return table
    table = {}
    for index, page in enumerate(pages):
        for tile in Tile:
            kind = _KIND[tile]
            for side in _SIDES[tile][kind is not _K_STORY]:
                rows, cols = pages_.shape(tile, side)
                for row, col, mask in pages_.spots(page, rows, cols):
                    if kind is _K_HEADLINE:
                        if mask != page.headline:
                            continue
                    elif mask & page.headline or (kind is _K_COLUMN and mask != page.column):
                        continue
                    table[tile << 1 | side, index, row, col] = mask << index * _PAGE_BITS
    pages[0].placements = table
    return table


_PAGE_BITS = 128  # more than any page's squares
_PAGE_ALL = (1 << _PAGE_BITS) - 1
_UNPRESSED = ((), (False,), (False, False))  # by page count (a layout has one or two)
_IS_STORY = tuple(_KIND[t] is _K_STORY for t in Tile)
_IS_COLUMN = tuple(_KIND[t] is _K_COLUMN for t in Tile)
_ON_DESK = tuple(_KIND[t] is not _K_AD and _KIND[t] is not _K_HEADLINE for t in Tile)
_AD_SIZE = tuple(_SIZE[t] if _KIND[t] is _K_AD else 0 for t in Tile)
# What a copy desk holds of each tile: none (an ad, a Headline), a story
# (with its speciality), a Column or another tile (without one). By tile
# in a dict: a tuple indexed by an IntEnum member takes the slow path of
# `tuple[int]` (about 400 instructions a desk tile more for three tuples).
_DESK_NONE, _DESK_STORY, _DESK_COLUMN, _DESK_OTHER = "none", "story", "column", "other"
_DESK_HOLDS = {t: _DESK_NONE if not _ON_DESK[t] else _DESK_STORY if _IS_STORY[t]
               else _DESK_COLUMN if _IS_COLUMN[t] else _DESK_OTHER for t in Tile}
_HEADLINE_OWNER = tuple(_HEADLINE_SPEC[t] if _KIND[t] is _K_HEADLINE else None for t in Tile)
# The ads a player may hold (distinct sizes, sorted) -> their sizes as bits.
_AD_BITS: dict[tuple[int, ...], int] = {ads: sum(1 << size for size in ads)
            for ads in ((), (1,), (2,), (3,), (1, 2), (1, 3), (2, 3), (1, 2, 3))}
# `tile_lanes`'s lanes, past every page's squares (two pages at most). A
# lane of 16 bits cannot overflow into the next from _MOST_SUMMED tiles, nor
# a page's squares (at most 48) carry past its _PAGE_BITS: a longer list is
# read tile by tile.
_LANE_BITS = 16
_LANE_MASK = (1 << _LANE_BITS) - 1
_MOST_SUMMED = 64
_MOST_PAGES = 2
_SQUARE_LANE = _MOST_PAGES * _PAGE_BITS
_SQUARES = (1 << _SQUARE_LANE) - 1
_COLUMN_LANE = _SQUARE_LANE + _LANE_BITS
_AD_LANES = _COLUMN_LANE + _LANE_BITS  # sizes 1, 2, 3
_HEADLINE_LANES = _AD_LANES + 3 * _LANE_BITS  # per speciality
# Per speciality, every lane (past the squares) but its own Headline's.
_NOT_OWN_HEADLINE = tuple(
    (1 << _HEADLINE_LANES + _LANE_BITS * len(Speciality)) - 1 - _SQUARES
    - (_LANE_MASK << _HEADLINE_LANES + _LANE_BITS * spec) >> _SQUARE_LANE
    for spec in range(len(Speciality)))
# The lanes of a paper holding a Column at most and each ad size once at
# most (past the squares, the squares' count lane empty) -> the ads' sizes
# as bits and the Columns.
_LANES_READ = {
    columns << _COLUMN_LANE - _SQUARE_LANE | sum(
        1 << _AD_LANES - _SQUARE_LANE + _LANE_BITS * (size - 1) for size in ads):
    (sum(1 << size for size in ads), columns)
    for columns in (0, 1) for ads in _AD_BITS}


def _check_paper(state: ExtraExtraState, seat: int, held: Holdings,
                 pages: tuple[pages_.Page, ...]) -> None:
    speciality = held.speciality
    ads = held.ads
    paper = state.papers[seat]
    count = len(pages)
    if len(paper.occupied) != count or len(paper.pressed) != count:
        fail(f"papers[{seat}]", f"the newspaper has {count} page(s)")
    covered = [0] * count
    headlines = columns = 0
    on_paper: list[int] = []  # ad sizes
    tile_mask = pages_.tile_mask
    for placed in paper.tiles:
        tile, index, side = placed.tile, placed.page, placed.side
        if not 0 <= index < count:
            fail(f"papers[{seat}].tiles", f"no page {index}")
        page = pages[index]
        mask = tile_mask(page, tile, side, placed.row, placed.col)
        if mask is None:
            fail(f"papers[{seat}].tiles", f"{tile.name} overhangs its page")
        kind = _KIND[tile]
        if side is not Side.A and len(_SIDES[tile][kind is not _K_STORY]) == 1:  # (A) or (A, B)
            fail(f"papers[{seat}].tiles", f"{tile.name} does not lie upright")
        if mask & covered[index]:
            fail(f"papers[{seat}].tiles", "two tiles overlap")
        covered[index] |= mask
        if kind is _K_STORY:
            if placed.speciality is None:
                fail(f"papers[{seat}].tiles",
                     "a story carries the speciality that claimed it")
            if placed.bonus and placed.speciality is not speciality:
                fail(f"papers[{seat}].tiles",
                     "a Speciality token on a story of another speciality")
        elif placed.interview or placed.extra or placed.bonus or placed.speciality is not None:
            fail(f"papers[{seat}].tiles", "tokens and specialities belong on stories")
        if kind is _K_HEADLINE:
            headlines += 1
            if mask != page.headline or _HEADLINE_SPEC[tile] is not speciality:
                fail(f"papers[{seat}].tiles",
                     "a Headline lies only on its own paper's Headline squares")
        elif mask & page.headline:
            fail(f"papers[{seat}].tiles", f"{tile.name} covers a Headline square")
        if kind is _K_COLUMN:
            columns += 1
            if mask != page.column:
                fail(f"papers[{seat}].tiles", "a Column lies only on its Column squares")
        elif kind is _K_AD:
            on_paper.append(_SIZE[tile])
    if tuple(covered) != paper.occupied:
        fail(f"papers[{seat}].occupied", "does not match the tiles")
    pressed = 0
    for index, flag in enumerate(paper.pressed):
        if flag:
            pressed += 1
            if covered[index] != pages[index].full:
                fail(f"papers[{seat}].pressed", f"page {index} went to press unfilled")
    if pressed != len(held.press_cards):
        fail(f"players[{seat}].press_cards", "one Gone to Press card per page gone to press")
    for desk in paper.copy_desk:
        kind = _KIND[desk.tile]
        if kind is _K_AD or kind is _K_HEADLINE:
            fail(f"papers[{seat}].copy_desk", f"a {kind.value} never goes to the copy desk")
        if (kind is _K_STORY) != (desk.speciality is not None):
            fail(f"papers[{seat}].copy_desk", "a story carries its speciality")
        if kind is _K_COLUMN:
            columns += 1
    if headlines > 1 or columns > 1:
        fail(f"papers[{seat}]", "at most one Headline and one Column")
    act = state.activation
    if act is not None and act.seat == seat and act.placing is not None and _KIND[
        act.placing
    ] is _K_AD:
        on_paper.append(_SIZE[act.placing])
    if sorted(on_paper) != list(ads):
        fail(f"players[{seat}].ads", "the ads taken are not the ads on the paper")


def _within(known: list[str], hand: list[str]) -> bool:
    """Whether ``known`` is a sub-multiset of ``hand`` (characters: each
    removal compares in C)."""
    rest = hand.copy()
    try:
        for card in known:
            rest.remove(card)
    except ValueError:
        return False
    return True


def check_board(state: ExtraExtraState, held: int | None = None) -> None:
    """The board's reporters and fees (``held``: the seats' money, if known)."""
    n = state.table.num_players
    in_play = _IN_PLAY[n]
    intro = SCENARIOS[state.table.options.scenario].intro
    blocked = state.table.blocked
    # The blocked spaces as the rules list them (in board order), else as a set.
    if blocked != BLOCKED[intro][n]:
        expected = set(TWO_PLAYER_BLOCKED if n == 2 else ()) | set(
            INTRO_BLOCKED if intro else ())
        if set(blocked) != expected & in_play or len(set(blocked)) != len(blocked):
            fail("blocked", "not the spaces this game blocks")
    # Every reporter placed this round, those activated included, as the
    # bytes of their codes (`state.pack_placements`): three a placement, the
    # low one its space and seat, then its fee in $100 bills.
    bits = state.placement_bits
    if bits < 0 or bits.bit_length() > PLACEMENT_BITS * _MOST_PLACEMENTS:
        fail("placements", "not a list of reporters placed")
    codes = placement_bytes(bits)
    lows = codes[::3]
    activated = state.prompt[3]
    order = _activation_order(lows, state.table.start_player, n) if activated else []
    home = order[:activated]  # the reporters activated, sent home
    if not _reporters_in_order(state, codes, lows, home, _OPEN_LOWS[intro][n], held):
        _check_reporters(state, _OPEN_BITS[intro][n], set(home), held)
    if activated:  # Phase 7: the reporters sent home, the last one being activated
        act = state.activation
        if act is None or state.prompt[0] not in ACTIVATION_STEPS:
            fail("activated", "reporters are activated only in Phase 7")
        if not 0 < activated <= len(order):
            in_range("activated", activated, 0, len(order))
        space, seat = _PLACED_AT[lows[order[activated - 1]]]
        if space is not act.space or seat != act.seat:
            fail("activated", "the reporter last activated is not the one being activated")


def _reporters_in_order(state: ExtraExtraState, codes: bytes, lows: bytes, home: list[int],
                        open_lows: bytes, held: int | None) -> bool:
    """Whether `_check_reporters` passes the placements (``codes``, their
    low bytes ``lows``; ``home`` the indices of those activated), tested all
    at once on their bytes, in C (a sufficient condition: False sends them
    to `_check_reporters`, which names what is wrong): every low byte an
    open space's with a seat of the game (``open_lows``), each contested
    space once, no fee on a free space nor past $25,500 (a high byte: read
    one by one), each seat's reporters on the board within its employed
    and the fees on the board within what the bank had."""
    if lows.translate(None, open_lows) or codes[2::3].count(0) != len(lows):
        return False
    contested = lows.translate(_SPACE_OF_LOW, _FREE_LOWS)
    fees = codes[1::3]  # (in $100 bills)
    if len(set(contested)) != len(contested) or int.from_bytes(
            lows.translate(_FREE_ALL), "little") & int.from_bytes(fees, "little"):
        return False
    seats = lows.translate(_SEAT_OF_LOW)
    on_board = list(map(seats.count, _SEAT_NUMBERS[:state.table.num_players]))
    bills = sum(fees)
    for index in home:
        on_board[seats[index]] -= 1
        bills -= fees[index]
    for seat, p in enumerate(state.players):
        if on_board[seat] > p.holdings.employed:
            return False
    # The bank holds the rest (`ExtraExtraState.bank`): no more than it ever had.
    return (sum(state.moneys) if held is None else held) + bills * 100 <= BANK_MONEY


def _check_reporters(state: ExtraExtraState, open_bits: int, home: set[int],
                     held: int | None) -> None:
    """`_reporters_in_order`'s tests, placement by placement, naming a fault."""
    n = state.table.num_players
    try:
        placements = unpack_placements(state.placement_bits)
    except ValueError:
        fail("placements", "a reporter placed on no space")
    contested = 0
    on_board = [0] * n
    fees = 0
    for index, (space, seat, fee) in enumerate(placements):
        if not open_bits >> space & 1:
            fail(f"reporters[{space.name}]", "a reporter on a space not in play")
        if not _FREE_BITS >> space & 1:
            if contested >> space & 1:
                fail(f"reporters[{space.name}]", "a contested space holds one reporter")
            contested |= 1 << space
        elif fee:
            fail(f"reporters[{space.name}] fee", "fees are $100 bills on contested spaces")
        if not 0 <= seat < n:
            in_range(f"reporters[{space.name}]", seat, 0, n - 1)
        if not 0 <= fee <= BANK_MONEY:
            in_range(f"reporters[{space.name}] fee", fee, 0, BANK_MONEY)
        if fee % 100:
            fail(f"reporters[{space.name}] fee", "fees are $100 bills on contested spaces")
        if index not in home:
            on_board[seat] += 1
            fees += fee
    for seat, p in enumerate(state.players):
        employed = p.holdings.employed
        if on_board[seat] > employed:
            fail(f"players[{seat}] reporters on the board", f"more than the {employed} employed")
    # The bank holds the rest (`ExtraExtraState.bank`): no more than it ever had.
    if (sum(state.moneys) if held is None else held) + fees > BANK_MONEY:
        fail("bank", "the money is not all accounted for")


def _activation_order(lows: bytes, start: int, n: int) -> list[int]:
    """`state.activation_order` of the placements whose low bytes are
    ``lows`` (`check_board`), in C: each made its activation key through
    `state.ACTIVATION_KEYS`, the indices sorted by key (a stable sort:
    placement order among equals), those never activated cut off. (About
    1.5 times faster than the rules' `activation_order`, which the rules
    keep: a cheaper step would not pay for itself in the targets' ratios.)"""
    keys = lows.translate(ACTIVATION_KEYS[n][start])
    order = sorted(range(len(keys)), key=keys.__getitem__)
    return order[:len(keys) - keys.count(NOT_ACTIVATED)] if NOT_ACTIVATED in keys else order


_SPACES = tuple(Space)
_SEAT_NUMBERS = tuple(range(8))
# A placement's low byte (`state.pack_placements`: the seat, and the space + 1
# above it) -> (space, seat); the bytes of a space.
_PLACED_AT: dict[int, tuple[Space, int]] = {
    code: (_SPACES[(code >> 3) - 1], code & 7) for code in range(256)
    if 0 < code >> 3 <= len(_SPACES)}
_LOWS = bytes(_PLACED_AT)
# Low bytes made their space (no space: 255) and their seat.
_SPACE_OF_LOW = bytes(_PLACED_AT[code][0] if code in _PLACED_AT else 255 for code in range(256))
_SEAT_OF_LOW = bytes(code & 7 for code in range(256))
# The low bytes of the spaces that take no fee, and those made 255 (the rest 0).
_FREE_LOWS = bytes(code for code in _LOWS if _PLACED_AT[code][0] in _FREE)
_FREE_ALL = bytes(255 if code in _FREE_LOWS else 0 for code in range(256))


# Per introductory flag and player count, the blocked spaces as the rules list them
# (`saved` reads these shared tuples for their text).
BLOCKED = tuple({n: tuple(s for s in Space if s in _IN_PLAY[n] and (
    (n == 2 and s in TWO_PLAYER_BLOCKED) or (intro and s in INTRO_BLOCKED))) for n in range(2, 7)}
    for intro in (False, True))
# The same, the spaces in play and not blocked as bits; the spaces taking no fee.
_OPEN_BITS = tuple({n: sum(1 << s for s in _IN_PLAY[n] if s not in blocked[n]) for n in blocked}
                   for blocked in BLOCKED)
_FREE_BITS = sum(1 << space for space in _FREE)
# The same, the low bytes of the open spaces' placements by a seat of the game.
_OPEN_LOWS = tuple({n: bytes(code for code in _LOWS if open_bits[n] >> _SPACE_OF_LOW[code] & 1
                             and code & 7 < n) for n in open_bits} for open_bits in _OPEN_BITS)


def check_cards(state: ExtraExtraState, held: bytes, wired: bytes | None = None) -> None:
    """Every card and cutting accounted for (``held``: the hands as
    `_seat_hands` reads them; ``wired``: the newswire's as the load read
    them, `Read`)."""
    # Counted as bytes: hashing an IndexEnum member is a Python call, so
    # Counters and sets of cards would cost more.
    _count_cards(state, held, wired)
    _check_cuttings(state)


def _check_cuttings(state: ExtraExtraState) -> None:
    """The cuttings of the morgue, the supply and every seat: each count in
    range (a seat's as read) and each icon's 24 accounted for, in one plain
    loop (a call costs more than a seat's sums, `min` and `max` about 1,300
    instructions each); count by count to name a fault."""
    morgue, spare = state.supply.morgue, state.supply.cuttings
    copy, photo = morgue[0] + spare[0], morgue[1] + spare[1]
    for p in state.players:  # (a seat's counts are in range as read: `saved.players_of`)
        copies, photos = p.holdings.cuttings
        copy += copies
        photo += photos
    if not (copy == photo == CUTTINGS and 0 <= morgue[0] <= CUTTINGS
            and 0 <= morgue[1] <= CUTTINGS and 0 <= spare[0] <= CUTTINGS
            and 0 <= spare[1] <= CUTTINGS):
        _explain_cuttings(state)


def _explain_cuttings(state: ExtraExtraState) -> None:
    """`_check_cuttings`, count by count."""
    for seat, p in enumerate(state.players):
        for count in p.holdings.cuttings:
            in_range(f"players[{seat}].cuttings", count, 0, CUTTINGS)
    for icon in (0, 1):
        in_range("morgue", state.supply.morgue[icon], 0, CUTTINGS)
        in_range("cuttings", state.supply.cuttings[icon], 0, CUTTINGS)
        total = state.supply.morgue[icon] + state.supply.cuttings[icon] + sum(
            p.holdings.cuttings[icon] for p in state.players)
        if total != CUTTINGS:
            fail("cuttings", "the 24 cuttings are not all accounted for")


def _count_cards(state: ExtraExtraState, held: bytes, wired: bytes | None) -> None:
    # Every pile as bytes (a card is below 256, `_SEAT_END` none): membership
    # by `translate` (a character not allowed made `_SEAT_END`), the count by
    # deletions and sorting, all in C. A fault is then looked for card by
    # card. (A translation that deletes costs about 700 instructions more
    # than one that does not: it fills a table of 256 first.)
    supply = state.supply
    if len(supply.decks) != 3:
        fail("decks", "three decks: copy, photo, features")
    if len(supply.deck_known) != 3:
        fail("deck_known", "one flag per deck")
    if type(supply.cities) is not str:
        fail("cities", "the cities' cards are a string of a character a card")
    cities = supply.cities.split(HAND_SEP)
    if len(cities) != 6:
        fail("cities", "six cities")
    if len(supply.newswire) != NEWSWIRE_SLOTS:
        fail("newswire", "six slots")
    parts = []
    for index, deck in enumerate(supply.decks):
        # A pile string's characters made card bytes through one table, a
        # stray `_SEAT_END`; the deck's alphabet deleted names it.
        # (As bytes: a str table is a dict lookup a character.)
        chars = deck.draw + deck.discard
        pile = chars.encode(_UTF8, _LONE).translate(_PILE_BYTES[index])
        if _STRAY in pile:
            stray = chars.translate(_NOT_PILE_CHAR[index])
            fail(f"decks[{index}]", f"{stray[0]!r} is not one of the deck's"
                 f" {len(DECK_FACES[index])} cards")
        parts.append(pile)
    # Every city at once: each character made its card's city, the six
    # matched by one regular expression (in C); city by city to name a fault.
    code = supply.cities.encode(_UTF8, _LONE)
    if not _CITIES_FORM.fullmatch(code.translate(_CITY_OF_CODE)):
        _explain_cities(cities)
    parts.append(code.translate(_HAND_BYTES_SEP))  # (the ends: none of the counted cards)
    if wired is None:  # (else as the load read them: `Read`, about 3,000 less)
        wired = bytes(filter(_IS_CARD, supply.newswire))
    if _STRAY in wired.translate(_DECK_FACES_ONLY):
        card = next(c for c in supply.newswire if c is not None and _DECK_OF[c] is None)
        fail("newswire", f"{card.name} is not a deck card")
    parts.append(wired)
    # Every hand at once (each checked by `_check_players`).
    parts.append(held)
    retired = bytes(supply.retired)
    if retired and retired.translate(None, _EDITOR_FACES):
        fail("retired", "only Copy Editors leave the game")
    parts.append(retired)
    everything = b"".join(parts)
    if not _every_deck_card(everything.translate(None, _NOT_DECK_FACES)):
        fail("decks", "the 126 deck cards are not all accounted for")
    if not 0 <= supply.brown_stringers <= BROWN_STRINGERS:
        in_range("brown_stringers", supply.brown_stringers, 0, BROWN_STRINGERS)
    if everything.count(_BROWN_STRINGER) + supply.brown_stringers != BROWN_STRINGERS:
        fail("brown_stringers", "the 12 brown Stringers are not all accounted for")
    editors = everything.translate(None, _NOT_EDITOR_FACES)
    # Each editor at most once: the faces left once the held ones are deleted.
    intro = SCENARIOS[state.table.options.scenario].intro
    if len(editors) != (0 if intro else state.table.num_players) or (
        len(_EDITOR_FACES.translate(None, editors)) != len(_EDITOR_FACES) - len(editors)
    ):
        fail("retired", "each newspaper's Copy Editor is in its hand or spent")


_IS_CARD = cast("Callable[[Card | None], TypeGuard[Card]]",
                functools.partial(operator.is_not, None))


def _explain_cities(cities: list[str]) -> None:
    """`_count_cards`'s cities, city by city."""
    for index, chars in enumerate(cities):
        stray = chars.translate(_NOT_HAND_CHAR)
        if stray:
            fail(f"cities[{index}]", f"{stray[0]!r} is not a card")
        pile = chars.encode().translate(_HAND_BYTES)
        if pile.translate(None, _CITY_FACES[index]):
            card = next(c for c in map(Card, pile) if _CITY_OF[c] is not _CITIES[index]
                        or _DECK_OF[c] is None)
            fail(f"cities[{index}]", f"{card.name} is not a card of that city")
    raise AssertionError("cities the regular expression refused are well formed")


def _every_deck_card(deck: bytes) -> bool:
    """Whether ``deck`` (card bytes, deck cards only) holds each deck card
    as many times as the decks do (`_each_as_many`)."""
    return _each_as_many(deck, _ONCE_FACES, _TWICE_FACES, _TWICE_SORTED)


def _each_counted(items: bytes, once: bytes, more: tuple[tuple[int, int], ...],
                  size: int) -> bool:
    """Whether ``items`` holds each face of ``once`` once and each face of
    ``more`` as many times as it says (``size`` items in all), in C: as
    many items as that, each face of ``more`` counted (`bytes.count`) and
    every face of ``once`` among them (one deletion), so that the rest, as
    many as ``once``'s faces, are those faces once each. For a few faces
    of ``more``, cheaper than `_each_as_many`'s three deletions and a sort
    (about 2,000 instructions less for the tiles)."""
    if len(items) != size:
        return False
    for face, copies in more:
        if items.count(face) != copies:
            return False
    return not once.translate(None, items)


def _each_as_many(items: bytes, once: bytes, more: bytes, more_sorted: list[int]) -> bool:
    """Whether ``items`` (bytes of the faces ``once`` and ``more`` only) holds
    each face of ``once`` once and those of ``more`` as ``more_sorted`` says,
    in C: as many of the first as there are faces and none missing (so each
    once), the rest sorted (a few bytes, not all of them)."""
    singles = items.translate(None, more)
    return (len(singles) == len(once) and not once.translate(None, singles)
            and sorted(items.translate(None, once)) == more_sorted)


# Per deck: its pile characters deleted (`str.translate`), and each made its card's byte.
_NOT_PILE_CHAR = tuple(str.maketrans("", "", PILE_ALPHABET[:len(faces)]) for faces in DECK_FACES)
# (every other byte made `_SEAT_END`).
_PILE_BYTES = tuple(bytes(
    faces[PILE_ALPHABET.index(chr(code))] if chr(code) in PILE_ALPHABET[:len(faces)] else 255
    for code in range(256)) for faces in DECK_FACES)
_CITY_FACES = tuple(bytes(c for c in Card if _CITY_OF[c] is city and _DECK_OF[c] is not None)
                    for city in City)
# A cities string's character codes made their cards' cities (a digit), the
# separator kept, anything else "x"; the six cities in order, each its own.
_CITY_OF_CODE = bytes(
    10 if code == ord(HAND_SEP) else ord("x") if chr(code) not in HAND_ALPHABET
    or _DECK_OF[HAND_ALPHABET.index(chr(code))] is None
    else ord("0") + _CITIES.index(_CITY_OF[HAND_ALPHABET.index(chr(code))])
    for code in range(256))
_CITIES_FORM = re.compile(HAND_SEP.join(f"{index}*" for index in range(len(City))).encode())
assert all(_CITY_OF[card] is not None for card in _DECK_CARDS)
_ALL_DECK_FACES = bytes(_DECK_CARDS)
# The deck cards kept, any other byte made `_SEAT_END`; every other card
# and `_SEAT_END`. (The piles `_count_cards` joins hold no other byte: a
# deletion costs about 4 instructions a byte deleted, so each table of
# bytes deleted lists only those a translation meets, about 2,400
# instructions a load less than every byte there is.)
_DECK_FACES_ONLY = bytes(c if c in _ALL_DECK_FACES else 255 for c in range(256))
_NOT_DECK_FACES = bytes(c for c in (*Card, _STRAY) if c not in _ALL_DECK_FACES)
_DECK_COPIES = [sum(deck.count(c) for deck in DECK_CARDS) for c in Card]
assert max(_DECK_COPIES) == 2
_ONCE_FACES = bytes(c for c in Card if _DECK_COPIES[c] == 1)
_TWICE_FACES = bytes(c for c in Card if _DECK_COPIES[c] == 2)
_TWICE_SORTED = sorted(_TWICE_FACES * 2)
_BROWN_STRINGER = int(Card.BROWN_STRINGER)
_EDITOR_FACES = bytes(c for c in Card if _EDITOR[c])
_NOT_EDITOR_FACES = bytes(c for c in (*Card, _STRAY) if c not in _EDITOR_FACES)
# Card bytes made the speciality of their Copy Editor, the seats' ends
# kept and every other card deleted; per speciality, its editor's so made.
_EDITOR_SPEC = bytes.maketrans(bytes(
    next(c for c in Card if _EDITOR[c] and _SPEC_OF[c] is spec) for spec in Speciality),
    bytes(range(len(Speciality))))
_NOT_EDITOR_CARDS = bytes(c for c in Card if c not in _EDITOR_FACES)
_OWN_EDITOR = tuple(bytes((spec,)) for spec in Speciality)
assert len(_EDITOR_FACES) == len(Speciality) and _SEAT_END == b"\xff"


def check_tiles(state: ExtraExtraState, stocks_read: str | None = None,
                laid: bytes | None = None) -> None:
    """Every tile of the supply and the papers accounted for (``stocks_read``
    and ``laid``: the piles joined and the papers' tile numbers as the load
    read them, `Read`)."""
    table = state.tiles
    if type(table.desk) is not str:
        fail("desk", "the desk is a string of a character a tile")
    stocks, fresh, seen = table.stocks, table.fresh, table.seen_bottom
    if table.desk.count(HAND_SEP) != _SLOT_COUNT - 1 or len(fresh) != _SLOT_COUNT:
        fail("desk", f"one entry per slot ({_SLOT_COUNT})")
    if len(stocks) != _STOCK_COUNT or len(seen) != _STOCK_COUNT:
        fail("stocks", f"one pile per type ({_STOCK_COUNT})")
    options = state.table.options
    info = SCENARIOS[options.scenario]
    piles = _stock_bytes(stocks, stocks_read)
    # Every slot at once by one regular expression (in C), each pile's seen
    # bottom in a plain loop; a fault is looked for slot by slot.
    dallas = options.dallas_stack
    well_formed = True
    for stock in _STOCK_CODES_RANGE:
        if not 0 <= seen[stock] <= len(stocks[stock]):
            well_formed = False
    if dallas:
        well_formed = (well_formed and _DESK_STACKS.fullmatch(table.desk) is not None
                       and all(compress(table.desk.split(HAND_SEP), fresh))
                       and not any(pile for stock, pile in enumerate(stocks)
                                   if stock != Stock.COLUMN or info.columns))
    else:
        well_formed = (well_formed and _DESK_SLOTS.fullmatch(table.desk) is not None
                       and not any(fresh))
    if not well_formed:
        _explain_piles(state)
    if not info.columns and table.desk.split(HAND_SEP)[_COLUMN_SLOT]:
        fail("desk[COLUMN]", "Columns are not used in this scenario")
    _count_tiles(state, piles, laid)
    if len(table.ads) != 3:
        fail("ads", "three sizes")
    # Each seat's ads (distinct sizes 1 to 3: `_check_players`) and Gone to
    # Press cards, in a plain loop: few seats hold any.
    taken = [0, 0, 0, 0]  # by size
    won: list[int] = []
    for p in state.players:
        held = p.holdings
        for size in held.ads:
            taken[size] += 1
        if held.press_cards:
            won += held.press_cards
    for size in (1, 2, 3):
        if table.ads[size - 1] + taken[size] != AD_TILES:
            fail("ads", f"the {size}-size ads are not all accounted for")
    left = table.press_cards
    if won:
        won.sort(reverse=True)
        if sorted((*left, *won), reverse=True) != list(info.press) or list(left) != sorted(
                left, reverse=True):
            fail("press_cards", "the Gone to Press cards are not all accounted for")
        if left and won[-1] < left[0]:
            fail("press_cards", "the largest card is always claimed first")
    elif left != info.press:  # (each scenario's cards listed highest first)
        fail("press_cards", "the Gone to Press cards are not all accounted for")


_SLOT_COUNT = len(Slot)
_STOCK_COUNT = len(Stock)
_COLUMN_SLOT = int(Slot.COLUMN)


def _stock_bytes(stocks: tuple[str, ...], joined: str | None) -> bytes:
    """The pile strings (`state.tile_string`) as one bytes of tile numbers,
    each tile of its pile's type: every pile at once by one regular
    expression (in C), pile by pile only to name a fault. ``joined``: the
    piles joined as the load read them (`Read`; their types and the
    join cost about 5,000 instructions)."""
    if joined is None and _STR_ONLY.issuperset(map(type, stocks)):
        joined = HAND_SEP.join(stocks)
    if joined is not None and _STOCKS_FORM.fullmatch(joined):
        return joined.encode().translate(_TILE_NUMBERS, _SEP_CODE)
    for stock, pile in zip(_STOCKS, stocks, strict=True):
        if type(pile) is not str or not pile.isascii():
            fail(f"stocks[{stock.name}]", "a pile is a string of a character a tile")
        if pile.encode().translate(None, _STOCK_CODES[stock]):
            fail(f"stocks[{stock.name}]", "a tile of another type")
    raise AssertionError("a pile string the regular expression refused is well formed")


# Per Stock, the character codes of its tiles; each code made its tile's number.
_STOCK_CODES = tuple(bytes(ord(TILE_ALPHABET[t]) for t in tiles) for tiles in _STOCK_TILES)
# Every Stock's pile joined by HAND_SEP (no tile), each of its own tiles only.
_STOCKS_FORM = re.compile(HAND_SEP.join(f"[{re.escape(codes.decode())}]*"
                                        for codes in _STOCK_CODES))
_STR_ONLY = frozenset({str})
_STOCK_CODES_RANGE = range(_STOCK_COUNT)
# The desk's slots joined by HAND_SEP, each of its own tiles only: a stack
# with the Dallas Stack, else at most one tile.
_DESK_STACKS, _DESK_SLOTS = (re.compile(HAND_SEP.join(
    f"[{re.escape(''.join(TILE_ALPHABET[t] for t in sorted(kinds)))}]{repeat}"
    for kinds in _SLOT_TILES)) for repeat in "*?")
_SEP_CODE = HAND_SEP.encode()
assert HAND_SEP not in TILE_ALPHABET
_TILE_NUMBERS = bytes.maketrans(TILE_ALPHABET.encode(), bytes(range(len(TILE_ALPHABET))))
# Per Slot, its tiles' characters deleted (`str.translate`): what is left is not its type.
_NOT_SLOT_CHAR = tuple(str.maketrans("", "", "".join(TILE_ALPHABET[t] for t in kinds))
                       for kinds in _SLOT_TILES)


def _explain_piles(state: ExtraExtraState) -> None:
    """`check_tiles`'s pile checks, slot by slot and pile by pile."""
    info = state.table.options.info
    desk, stocks = state.tiles.desk.split(HAND_SEP), state.tiles.stocks
    dallas = state.table.options.dallas_stack
    for slot in _SLOTS:
        stack = desk[slot]
        if stack.translate(_NOT_SLOT_CHAR[slot]):
            fail(f"desk[{slot.name}]", "a tile of another type")
        fresh = state.tiles.fresh[slot]
        if not dallas and (len(stack) > 1 or fresh):
            fail(f"desk[{slot.name}]", "a display slot holds one tile")
        if fresh and not stack:
            fail(f"fresh[{slot.name}]", "an empty stack revealed nothing")
    for stock in _STOCKS:
        pile = pile_tiles(stocks[stock])  # (each character a tile: `_stock_bytes`)
        kinds = _STOCK_TILES[stock]
        if not kinds.issuperset(pile):
            fail(f"stocks[{stock.name}]", "a tile of another type")
        if not 0 <= state.tiles.seen_bottom[stock] <= len(pile):
            in_range(f"seen_bottom[{stock.name}]", state.tiles.seen_bottom[stock], 0, len(pile))
        if dallas and pile and (stock is not Stock.COLUMN or info.columns):
            fail(f"stocks[{stock.name}]", "the Dallas Stack keeps every tile on the board")


def _count_tiles(state: ExtraExtraState, piles: bytes, laid: bytes | None) -> None:
    # As `_count_cards`: every tile as a byte, the stories, Columns and
    # Classifieds counted by one sort, the Headlines by `count`, in C.
    # The papers' tiles as the load read them (`Read`), else in a plain
    # loop: a paper holds a few, and a call costs more than a tile.
    info = SCENARIOS[state.table.options.scenario]
    held = []
    if laid is None:
        for paper in state.papers:
            for placed in paper.tiles:
                held.append(placed.tile)
            for desk in paper.copy_desk:
                held.append(desk.tile)
    act = state.activation
    if act is not None:
        for placed in act.lifted:
            held.append(placed.tile)
        if act.placing is not None:
            held.append(act.placing)
    everything = b"".join((state.tiles.desk.replace(HAND_SEP, "").encode().translate(
        _TILE_NUMBERS), piles, laid or b"", bytes(held)))  # (the stocks: `_stock_bytes`)
    if not _each_counted(everything.translate(None, _UNCOUNTED_TILES), _SINGLE_TILES,
                         _CLASSIFIED_COPIES, _COUNTED_TILES):
        tiles = [0] * len(Tile)
        for tile in everything.translate(None, _UNCOUNTED_TILES):
            tiles[tile] += 1
        index = next(i for i, want in enumerate(_TILE_WANT) if want >= 0 and tiles[i] != want)
        fail("stocks", f"{Tile(index).name} is not accounted for")
    beside = state.tiles.headlines
    headlines = everything.translate(None, _NOT_HEADLINE_TILES)
    if beside:
        if len(set(beside)) != len(beside) or list(beside) != sorted(beside):
            fail("headlines", "each speciality's Headline once, in order")
        headlines += bytes(map(_HEADLINE_TILES.__getitem__, beside))
    # The Headlines on the papers and beside the board: each once or none.
    if info.headlines:
        if len(headlines) == len(_HEADLINE_BYTES) and not _HEADLINE_BYTES.translate(
                None, headlines):
            return
    elif not headlines:
        return
    counts = [headlines.count(tile) for tile in _HEADLINE_TILES]
    spec = Speciality(next(i for i, c in enumerate(counts) if c != (1 if info.headlines else 0)))
    fail("headlines", f"the {spec.name.title()} Headline is not accounted for")


_UNCOUNTED_TILES = bytes(t for t in Tile if _TILE_WANT[t] < 0)  # Headlines and ads
_SINGLE_TILES = bytes(t for t in range(len(Tile)) if _TILE_WANT[t] == 1)
_CLASSIFIED_TILES = bytes(t for t in range(len(Tile)) if _TILE_WANT[t] > 1)
_CLASSIFIED_COPIES = tuple((t, _TILE_WANT[t]) for t in _CLASSIFIED_TILES)
_COUNTED_TILES = len(_SINGLE_TILES) + sum(copies for _, copies in _CLASSIFIED_COPIES)
_HEADLINE_TILES = tuple(  # per speciality
    next(int(t) for t in Tile if _HEADLINE_SPEC[t] is spec and _KIND[t] is _K_HEADLINE)
    for spec in Speciality)
_HEADLINE_BYTES = bytes(_HEADLINE_TILES)
_NOT_HEADLINE_TILES = bytes(t for t in Tile if t not in _HEADLINE_BYTES)  # (tiles only)

def check_tokens(state: ExtraExtraState, shared: bool = False) -> None:
    """Every token accounted for. ``shared``: as `check_state`'s (the
    papers' tokens looked for tile by tile cost a 6-player load about
    7,700 instructions)."""
    intro = SCENARIOS[state.table.options.scenario].intro
    table = state.tiles
    extra_tokens, lost = table.extra_tokens, table.lost
    if len(extra_tokens) != len(_SPECIALITIES) or len(lost) != 2 + len(_SPECIALITIES):
        fail("extra_tokens", "one count per speciality")
    if state.table.options.lost_tokens is _TO_SUPPLY and any(lost):
        fail("lost", "tokens return to the supply in this game")
    # The tokens on the tiles: a plain loop, as few tiles carry any (a call
    # costs more than a tile's test); the Extra! tokens counted by speciality.
    interviews = bonus = 0
    extra = [0] * len(_SPECIALITIES)
    for seat, paper in enumerate(() if shared else state.papers):
        for t in paper.tiles:
            if t.interview or t.extra or t.bonus:
                interviews += t.interview
                bonus += t.bonus
                if t.extra:
                    spec = t.speciality
                    if spec is None:  # (refused by `_check_players` first)
                        fail(f"papers[{seat}].tiles", "tokens belong on stories")
                    extra[spec] += 1
    if state.activation is not None:  # tiles lifted by Typesetting keep their tokens
        for t in state.activation.lifted:
            interviews += t.interview
            bonus += t.bonus
            if t.extra:
                if t.speciality is None:
                    fail("activation.lifted", "only stories are lifted")
                extra[t.speciality] += 1
    if not 0 <= table.interviews <= INTERVIEW_TOKENS:
        in_range("interviews", table.interviews, 0, INTERVIEW_TOKENS)
    if interviews + table.interviews + lost[0] != (0 if intro else INTERVIEW_TOKENS):
        fail("interviews", "the Interview tokens are not all accounted for")
    if not 0 <= table.speciality_tokens <= SPECIALITY_TOKENS:
        in_range("speciality_tokens", table.speciality_tokens, 0, SPECIALITY_TOKENS)
    if bonus + table.speciality_tokens + lost[1] != (0 if intro else SPECIALITY_TOKENS):
        fail("speciality_tokens", "the Speciality tokens are not all accounted for")
    each = 0 if intro else (2 if state.table.num_players >= 5 else 1)
    # Mostly none is on a tile nor lost: a comparison a list (the loop
    # below cost a 6-player load about 8,700 instructions).
    if extra_tokens == _ALL_LEFT[each] and lost == _NONE_LOST and extra == _NONE_PLACED:
        return
    for code in _SPEC_CODES:
        left = extra_tokens[code]
        if not 0 <= left <= each:
            in_range("extra_tokens", left, 0, each)
        if extra[code] + left + lost[2 + code] != each:
            fail("extra_tokens", f"the {_SPECIALITIES[code].name.title()} tokens are not all"
                 " accounted for")
    if not 0 <= min(lost) <= max(lost) <= SPECIALITY_TOKENS:
        for value in lost:
            in_range("lost", value, 0, SPECIALITY_TOKENS)


_SPEC_CODES = range(len(_SPECIALITIES))
# Every speciality's Extra! tokens left (by how many each has: 0 to 2),
# none lost, none on a tile.
_ALL_LEFT = tuple((each,) * len(_SPECIALITIES) for each in range(3))
_NONE_LOST = (0,) * (2 + len(_SPECIALITIES))
_NONE_PLACED = [0] * len(_SPECIALITIES)


def check_step(state: ExtraExtraState) -> None:
    # (The prompt read directly: a property is a Python call.)
    step, current, pending, _ = state.prompt
    act = state.activation
    n = state.table.num_players
    if (step is FEE) != (pending is not None):
        fail("pending", "a space waits for its fee exactly in the fee step")
    if step in ACTIVATION_STEPS:
        if act is None:
            fail("activation", f"the {step.value} step needs the reporter being activated")
        if isinstance(act, Typesetting):
            if not (act.lifted or act.moved or act.pressing is not None):
                fail("activation", "a Typesetting that has lifted nothing is a plain Activation")
        elif act.space is TYPESETTING_SPACE and type(state_activation(act)) is Typesetting:
            fail("activation", "Typesetting's stories lifted lie in a Typesetting record")
        if act.seat != current:
            fail("activation.seat", "the activated reporter's owner is the seat to move")
        if act.space not in _IN_PLAY[n]:
            fail("activation.space", "the space being activated is not in play")
        if not 0 <= act.left <= 3:
            in_range("activation.left", act.left, 0, 3)
        if (step is PLACE_TILE) != (act.placing is not None):
            fail("activation.placing", "a tile waits to be placed exactly in the place-tile step")
        if (step is PRESS) != (act.pressing is not None):
            fail("activation.pressing", "a filled page waits exactly in the press step")
        if act.pressing is not None:
            pages = pages_.layout(state.table.options)
            paper = state.papers[act.seat]
            if not 0 <= act.pressing < len(pages) or paper.pressed[act.pressing] or not (
                pages_.is_full(pages, paper, act.pressing) and state.tiles.press_cards
            ):
                fail("activation.pressing", "not a filled page that may go to press")
        if step is EXTRA and (act.placed is None or act.placed not in
                                   state.papers[act.seat].tiles):
            fail("activation.placed", "Extra! Extra! needs the story just placed")
        if act.lifted and step not in (TYPESET, PRESS):
            fail("activation.lifted", "only Typesetting lifts tiles")
        for t in act.lifted:
            if _KIND[t.tile] is not _K_STORY or t.speciality is None:
                fail("activation.lifted", "only stories are lifted")
        if len(set(act.moved)) != len(act.moved) or any(
            _KIND[t] is not _K_STORY for t in act.moved
        ):
            fail("activation.moved", "stories, each once")
        if act.placing is not None:
            kind = _KIND[act.placing]
            if kind not in _WAITING_KINDS:
                fail("activation.placing", "only stories, Classifieds and ads wait to be placed")
            if (kind is _K_STORY) != (act.speciality is not None):
                fail("activation.speciality", "the speciality of the story being placed")
        if act.space not in STEP_SPACES[step]:
            fail("activation.space", f"the {step.value} step is not the effect of {act.space.name}")
        if step not in (PLACE_TILE, EXTRA, PRESS) and act.placed is not None:
            fail("activation.placed", "a story was just placed only while it is being finished")
    elif act is not None:
        fail("activation", f"no reporter is being activated in the {step.value} step")
    if pending is not None and (pending in UNCONTESTED or pending in INSTANT):
        fail("pending", "only contested spaces take fees")
    if step is SELL and state.table.round != 1:
        fail("step", "cards are sold in Phase 3 of the first round only")
    if step is PLACE:
        # The seat's reporters on the board, read off the placements' low
        # bytes (`state.placed` would unpack them again): none is activated
        # in Phase 6 (`check_board`).
        bits = state.placement_bits
        lows = placement_bytes(bits)[::3]
        if lows.translate(_SEAT_OF_LOW).count(current) >= state.players[current].holdings.employed:
            fail("current", "the seat to place has no reporter left")
    if step is DISCARD and len(state.cards(current)) <= 14:
        fail("step", "only a seat over the hand limit discards")
