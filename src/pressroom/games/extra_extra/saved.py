"""A state's saved form: one record of the state's fields and those of its
table, card supply, tile supply, players and papers, their lists as strings
(the seats' across the seats).

Decoded record by record, a paper's tiles were most of a load: each
`PlacedTile` and `DeskTile` a JSON object of ten or three keys checked key by
key, then built (about 13,000 instructions a placed tile), and a 6-player
state holds some 25 of them. A seat's records (a `Player`, its `Holdings`,
a paper) then cost a 6-player load some 13,000 + 8,000 instructions a seat
to decode, each JSON key and list item tested one by one. In the saved form
every seat's fields are strings (or one list of ints) across the seats,
each seat's part ended by `SEAT_SEP` but the last's, read through tables
made at import:

- ``players``: the seats' `Holdings`, five characters a seat and no
  separator (`holdings_string`): its speciality's initial, its reporters
  employed as a digit, its cuttings ``chr(CUTTINGS_BASE + copy * 13 +
  photo)``, its ads ``chr(ord("a") + bits)`` (bit ``size - 1`` an ad of that
  size) and its Gone to Press cards ``chr(PRESS_BASE + index)`` (their index
  in `PRESS_WON`), every character below U+0100, each field read across
  the seats through a table of its own;
- ``unseen``: the seats' `Player.unseen`;
- ``papers``: the seats' placed tiles, a character a tile,
  ``chr(PLACED_BASE + placed_code(...))`` (its page, row, column, side and
  speciality counted from 1 (0: none) as the digits of one number, times
  256, plus its tile: the tile is the character's low byte, so the tiles'
  numbers are every fourth byte of the string encoded as UTF-32, which
  the load hands the load check, `check.Read`); a tile with tokens has
  their number as a digit before it (`TOKEN_PREFIX`). A tile without
  tokens (nearly all of them) is read as one of its layout's shared
  records (`shared_tiles`: every tile, side and square the load check
  allows, a story with each speciality), made on the layout's first load:
  building one cost a load about 9,200 instructions, reading it about
  500; a tile with tokens is built from its code;
- ``occupied``: the seats' `Paper.occupied`, one after the other;
- ``pressed``: the seats' `Paper.pressed`, ``1`` a page gone to press, ``0``
  one not;
- ``copy_desks``: the seats' copy desks, a character a tile,
  ``chr(DESK_BASE + speciality * 256 + tile)``, the speciality counted from
  1 (0: none), the tile its low byte again (every second byte as UTF-16),
  read as one of the 462 shared `DeskTile` records (every tile with every
  speciality or none), which are immutable, so a load builds none.

A character that stands for nothing is refused, naming the field and the
seat; the tables hold every value of the fields, possible or not, but for
the holdings' (a count past its range, ads of one size twice, Gone to Press
cards no game deals), so the load check still decides (and words)
everything else as before.

The `state.Table`'s fields are the saved state's own, its options as the
text of their values joined by commas (`options_text`, read by
`options_of` through a table of each field's values), its generator as
its int and its blocked spaces a character each (the rules' lists read as
shared tuples): no load decodes an `Options` or `Rng` record. So are the
`state.Supply`'s (`supply_of`): the decks' piles joined by `SEAT_SEP`
(each deck's draw pile, then its discard pile), the decks' known flags a
character each and the newswire a character a slot (`NO_CARD` for none);
and the `state.Tiles`' (`tiles_of`), its lists as strings: the slots' revealed
flags a character each (``1``, ``0``), the piles joined by `SEAT_SEP`, the
Headlines beside the board as their specialities' initials and every list
of counts a character a count (`COUNT_DIGITS`), the commonest read as
shared tuples from a table made at import (decoded item by item, the
tile supply's lists cost a load about 27,000 instructions).

The class below is the saved form's record, the `ExtraExtraState` named as
the state's own; the game's `core.codec.SavedFormCodec` writes and reads a
`state.ExtraExtraState` through it with `saved` and `state_of`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from itertools import product
from math import prod
from typing import Any, NoReturn, TypeVar, cast

import attrs

from pressroom.core.chars import looked_up
from pressroom.core.frozen import builder, builder_with
from pressroom.core.options import options_text, value_text
from pressroom.core.rng import Rng
from pressroom.core.shown import shown
from pressroom.games.extra_extra import state as held
from pressroom.games.extra_extra.check import (
    BLOCKED,
    Read,
    fail,
    plain_desk,
    tile_lanes,
    tile_places,
)
from pressroom.games.extra_extra.components import (
    AD_TILES,
    CUTTINGS,
    GONE_TO_PRESS_CARDS,
    MAX_REPORTERS,
    NEWSWIRE_SLOTS,
    SCENARIOS,
    TILE_INFO,
    Card,
    Side,
    Slot,
    Space,
    Speciality,
    Stock,
    Tile,
    TileKind,
)
from pressroom.games.extra_extra.options import LostTokens, Options, Press, Size, paper_size
from pressroom.games.extra_extra.paper import Page, layout
from pressroom.games.extra_extra.state import (
    HAND_ALPHABET,
    HAND_CHAR,
    HAND_SEP,
    Activation,
    DeskTile,
    Holdings,
    Piles,
    PlacedTile,
    Player,
    Step,
    Supply,
    Table,
    Tiles,
    Typesetting,
)

# The most pages (a cover-pages paper), rows and columns (a Broadsheet spread) of any paper.
PAGES, PAGE_ROWS, PAGE_COLUMNS = 2, 6, 8
DESK_BASE = 0x100  # past ASCII and Latin-1
# A seat's cuttings (`holdings_string`): Latin-1 characters (below U+0100),
# which the interpreter keeps as shared one-character strings with their
# hashes, where characters past it are made and hashed again on each read
# (with a table a field, about 5,000 instructions a 6-player load).
CUTTINGS_BASE = 0x30
PLACED_BASE = 0x10000  # past the Basic Multilingual Plane (its surrogates unused)
T = TypeVar("T")
# What ends each seat's part of a field saved across the seats but the last's:
# no card, tile, copy desk or holdings character.
SEAT_SEP = HAND_SEP
_SPECIALITIES = (None, *Speciality)  # by speciality code
# A placed tile's fields but its tile as the digits of its code's high part
# (`placed_code`), lowest last; the tile is its low byte (`TILE_BYTE`).
_PLACED_RADICES = (PAGES, PAGE_ROWS, PAGE_COLUMNS, len(Side), len(_SPECIALITIES))
TILE_BYTE = 0x100
PLACED_CODES = TILE_BYTE * prod(_PLACED_RADICES)
assert PLACED_BASE % TILE_BYTE == 0 and PLACED_BASE + PLACED_CODES <= 0x110000
assert len(Tile) <= TILE_BYTE
# A placed tile's tokens (interview + 2 * extra + 4 * bonus, when any), a
# character before its tile's (`placed_string`).
TOKEN_PREFIX = ("", *"1234567")  # (none without tokens)
_TOKENS_OF = {char: tokens for tokens, char in enumerate(TOKEN_PREFIX) if tokens}


def placed_code(tile: int, side: int, page: int, row: int, col: int, speciality: int) -> int:
    """The code of a placed tile's fields (the speciality counted from 1,
    0: none): the tile its low byte (so that a string of placed tiles
    encoded as UTF-32 holds their numbers every fourth byte,
    `check.Read`), the others the digits of the rest; ValueError for a
    field no paper has."""
    if not 0 <= tile < len(Tile):
        raise ValueError(tile)
    code = 0
    for digit, radix in zip((page, row, col, side, speciality), _PLACED_RADICES, strict=True):
        if not 0 <= digit < radix:
            raise ValueError(digit)
        code = code * radix + digit
    return code * TILE_BYTE + tile


# A copy desk tile's character: its speciality counted from 1 (0: none)
# above its tile, the tile its low byte (encoded as UTF-16, every other
# byte: every character is past Latin-1 and within the Basic Multilingual
# Plane).
DESK_AT: dict[str, DeskTile] = {
    chr(DESK_BASE + code * TILE_BYTE + tile): DeskTile(tile, speciality)
    for tile in Tile for code, speciality in enumerate(_SPECIALITIES)
}
assert DESK_BASE % TILE_BYTE == 0 and max(map(ord, DESK_AT)) < 0xD800
# A seat's holdings (`holdings_string`), a character a field: its
# speciality's initial, the reporters it employs as a digit, its cuttings
# (copy, photo: `chr(CUTTINGS_BASE + copy * 13 + photo)`), its ads (their
# sizes as bits past "a") and its Gone to Press cards (`PRESS_WON`'s index
# past PRESS_BASE), each field read through a table of its own (a field's
# characters may be another's).
PRESS_BASE = CUTTINGS_BASE + (CUTTINGS + 1) ** 2
# The Gone to Press cards a seat may hold, in the order it won them (one a
# page gone to press: the largest left is always taken).
PRESS_WON: tuple[tuple[int, ...], ...] = ((), *((card,) for card in GONE_TO_PRESS_CARDS), *(
    (first, second) for first in GONE_TO_PRESS_CARDS for second in GONE_TO_PRESS_CARDS
    if second < first))
assert PRESS_BASE + len(PRESS_WON) <= 0x100  # (Latin-1, as the cuttings)
_INITIAL = {speciality: speciality.name[0] for speciality in Speciality}  # a newspaper's
_HOLDING_CHARS: tuple[tuple[str, dict[Any, str], str], ...] = (
    ("speciality", _INITIAL, "a newspaper's initial"),
    ("employed", {employed: str(employed) for employed in range(MAX_REPORTERS + 1)},
     f"must be between 0 and {MAX_REPORTERS}"),
    ("cuttings", {(copy, photo): chr(CUTTINGS_BASE + copy * (CUTTINGS + 1) + photo)
                  for copy in range(CUTTINGS + 1) for photo in range(CUTTINGS + 1)},
     f"copy and photo cuttings, 0 to {CUTTINGS} each, as one character"
     " (see extra_extra.saved)"),
    ("ads", {ads: chr(ord("a") + sum(1 << size - 1 for size in ads))
             for ads in ((), (1,), (2,), (3,), (1, 2), (1, 3), (2, 3), (1, 2, 3))},
     "one ad of each size 1, 2 and 3 at most, as one character (see extra_extra.saved)"),
    ("press_cards", {won: chr(PRESS_BASE + index) for index, won in enumerate(PRESS_WON)},
     "Gone to Press cards, largest first, as one character (see extra_extra.saved)"),
)
HOLDING_SIZE = len(_HOLDING_CHARS)
# Per field, its value of a character.
_HOLDING_TABLES: tuple[dict[str, Any], ...] = tuple(
    {char: value for value, char in table.items()} for _, table, _ in _HOLDING_CHARS)
# Every seat's holdings at once, each character of its field.
_PLAYERS_FORM = re.compile("(?:{})*".format("".join(
    f"[{re.escape(''.join(table.values()))}]" for _, table, _ in _HOLDING_CHARS)))
_SPECIALITY_CODE = {speciality: code for code, speciality in enumerate(_SPECIALITIES)}
_DESK_CHAR = {(desk.tile, desk.speciality): char for char, desk in DESK_AT.items()}
# The copy desk tiles the load check need not look at (`check.plain_desk`).
_PLAIN_DESKS = {char: desk for char, desk in DESK_AT.items() if plain_desk(desk)}


# Per field of the options, every value by its text (whether the scenario is
# played at the size or not: the load check words that). A table of every
# choice's shared record (1,440) made a 2-player playout step about 1.8%
# dearer, as the collector's full collections walked it.
_OPTION_VALUES: tuple[dict[str, object], ...] = tuple(
    {value_text(value): value for value in values}
    for values in (range(1, 10), Size, (False, True), Press, LostTokens, (6, 10, 20, 30, 40))
)
_SCENARIO_OF, _SIZE_OF, _DALLAS_OF, _PRESS_OF, _LOST_OF, _LIMIT_OF = _OPTION_VALUES


def options_of(text: str) -> Options:
    """The options their saved text stands for (ValueError naming them for
    text no choice of them has, or a scenario at a size it is not played at):
    the last options read again if the text is theirs (every state of a
    game holds the same; reading them cost a load about 8,000 instructions),
    as `paper.layout` keeps the last layout."""
    global _last_options
    last_text, last = _last_options
    if text == last_text:
        return last
    options = _read_options(text)
    _last_options = (text, options)  # (one tuple, replaced at once)
    return options


def _read_options(text: str) -> Options:
    """`options_of` of options not read last."""
    # Field by field (cheaper than a `map` over the tables on this interpreter).
    try:
        scenario, size, dallas, press, lost, limit = text.split(",")
        options = _options(_SCENARIO_OF[scenario], _SIZE_OF[size], _DALLAS_OF[dallas],
                           _PRESS_OF[press], _LOST_OF[lost], _LIMIT_OF[limit])
    except (KeyError, ValueError):  # (ValueError: too few or too many values)
        fail("options", f"the values of {', '.join(attrs.fields_dict(Options))} joined by"
             f" commas (such as {options_text(Options())!r}), not {shown(text)}")
    # (Before the papers are read: their pages are the size's.)
    if size not in _PLAYED_AT[scenario]:
        fail("options.size", f"scenario {options.scenario} is not played at that size")
    return options


_last_options = (options_text(Options()), Options())
# Per scenario's text, the texts of the sizes it is played at (tested on the
# text: `paper_size` and the scenario's record cost a load about 2,500
# instructions).
_PLAYED_AT = {value_text(number): {value_text(size) for size in Size if paper_size(
    Options(cast(Any, number), size)) in info.sizes} for number, info in SCENARIOS.items()}


@attrs.frozen(weakref_slot=False)
class ExtraExtraState:
    """`state.ExtraExtraState` saved: its fields, its table's in the same
    record, the options and rng as plain values."""

    # `Table`'s fields
    num_players: int
    options: str
    """The options' values joined by commas (`options_text`)."""
    rng: int
    """The generator's state."""
    round: int
    start_player: int
    blocked: str
    """A character a space blocked (`SPACE_BASE` past its number)."""
    turn: int
    sold: int
    # the state's own
    prompt: tuple[Step, int, Space | None, int]
    # the seats' `Player`s and `Paper`s, field by field across the seats
    # (each seat's part ended by SEAT_SEP but the last's: see above)
    players: str
    """Each seat's `Holdings` (`holdings_string`), not separated."""
    unseen: str
    """Each seat's `Player.unseen`."""
    papers: str
    """Each seat's placed tiles (`placed_string`)."""
    occupied: tuple[int, ...]
    """Each seat's `Paper.occupied`, one after the other."""
    pressed: str
    """Each seat's pages gone to press, ``1`` a page gone, ``0`` one not."""
    copy_desks: str
    """Each seat's copy desk (`desk_string`)."""
    placement_bits: int
    money_bits: int
    # `Supply`'s fields (`supply_of`): the decks' piles, the flags and the
    # newswire as strings
    decks: str
    """Each deck's draw pile then its discard pile, joined by `SEAT_SEP`."""
    deck_known: str
    """A character a deck, ``1`` its draw pile's contents known, ``0`` not."""
    cities: str
    newswire: str
    """A character a slot, its card's (`state.HAND_CHAR`) or `NO_CARD`."""
    morgue: tuple[int, int]
    cuttings: tuple[int, int]
    brown_stringers: int
    retired: tuple[Card, ...]
    hands: str
    # `Tiles`' fields (`tiles_of`): its lists of flags, piles, specialities
    # and counts as strings
    desk: str
    fresh: str
    """A character a slot, ``1`` revealed this round, ``0`` not."""
    stocks: str
    """The piles joined by `SEAT_SEP`."""
    seen_bottom: str
    """A count a character (`COUNT_DIGITS`), as `ads`, `extra_tokens`,
    `press_cards` (the cards' values) and `lost`."""
    headlines: str
    """A Headline's speciality's initial a character."""
    ads: str
    interviews: int
    speciality_tokens: int
    extra_tokens: str
    press_cards: str
    lost: str
    activation: Activation | Typesetting | None


SAVED_TYPES = (ExtraExtraState,)

_saved_state = builder(ExtraExtraState)
# A seat's `Player` and its `Holdings` in one call (a call a seat less).
_player = builder_with(Player, "holdings", Holdings)
_paper = builder(held.Paper)
_placed = builder(PlacedTile)
_options = builder(Options)
_rng = builder(Rng)
_table = builder(Table)
_tiles = builder(Tiles)
_supply = builder(Supply)
_piles = builder(Piles)
_state = builder(held.ExtraExtraState)


def saved(state: held.ExtraExtraState) -> ExtraExtraState:
    """The saved form of a state (ValueError for a tile no paper can hold)."""
    table = state.table
    options = options_text(table.options)
    players, papers = state.players, state.papers
    return _saved_state(
        table.num_players, options, table.rng.state, table.round, table.start_player,
        "".join([chr(SPACE_BASE + space) for space in table.blocked]), table.turn, table.sold,
        state.prompt,
        "".join([holdings_string(p.holdings) for p in players]),
        SEAT_SEP.join([p.unseen for p in players]),
        SEAT_SEP.join([placed_string(p.tiles) for p in papers]),
        tuple([squares for p in papers for squares in p.occupied]),
        SEAT_SEP.join([flags_text(p.pressed) for p in papers]),
        SEAT_SEP.join([desk_string(p.copy_desk) for p in papers]),
        state.placement_bits, state.money_bits, *supply_saved(state.supply),
        *tiles_saved(state.tiles), state.activation,
    )


def state_of(form: ExtraExtraState) -> held.ExtraExtraState:
    """The state a saved form stands for; ValueError, naming the field, if
    its options are none a game has or a character of a paper's strings
    stands for nothing."""
    return state_and_read(form)[0]


def state_and_read(form: ExtraExtraState) -> tuple[held.ExtraExtraState, Read | None]:
    """`state_of`, and what the load check would otherwise work out again
    (`check.Read`) if every placed tile was read as one of its layout's
    shared records (`shared_tiles`, none with tokens), else None."""
    options = options_of(form.options)
    table = _table(form.num_players, options, _rng(form.rng), form.round, form.start_player,
                   _BLOCKED_OF.get(form.blocked) or _spaces(form.blocked), form.turn, form.sold)
    papers, laid, plain_desks = papers_of(form, layout(options))
    state = _state(
        table, form.prompt, players_of(form.players, form.unseen), papers,
        form.placement_bits, form.money_bits, supply_of(form), tiles_of(form), form.activation,
    )
    if laid is None:
        return state, None
    wire = form.newswire
    # (The newswire's characters as card bytes, each a card as `supply_of` read it.)
    return state, (laid, form.stocks, b"" if wire == _NOTHING_WIRED_TEXT else wire.encode(
        "latin-1").translate(_WIRED_BYTES, _NO_CARD_BYTE), plain_desks)


def _spaces(blocked: str) -> tuple[Space, ...]:
    """The spaces blocked (ValueError for a character that is no space)."""
    return _read("blocked", _SPACE_OF, blocked, "a character a space (see extra_extra.saved)")


def _read(field: str, table: dict[str, T], text: str, wanted: str) -> tuple[T, ...]:
    """The value in ``table`` of each character of ``text`` (ValueError
    naming the field, and saying what it wants, for a character not there)."""
    try:
        return tuple(map(table.__getitem__, text))
    except KeyError:
        fail(field, wanted)


SPACE_BASE = ord("a")
_SPACE_OF = {chr(SPACE_BASE + space): space for space in Space}
# The spaces every game blocks, as the rules list them (by player count and
# whether the scenario is introductory), shared.
_BLOCKED_OF = {"".join([chr(SPACE_BASE + space) for space in blocked]): blocked
               for by_count in BLOCKED for blocked in by_count.values() if blocked}


def supply_saved(supply: Supply) -> tuple[object, ...]:
    """The saved fields of the card supply (ValueError for a slot that holds no card)."""
    try:
        piles = [pile for deck in supply.decks for pile in (deck.draw, deck.discard)]
        wired = [NO_CARD if card is None else HAND_CHAR[card] for card in supply.newswire]
        return (SEAT_SEP.join(piles), flags_text(supply.deck_known), supply.cities, "".join(wired),
                supply.morgue, supply.cuttings, supply.brown_stringers, supply.retired,
                supply.hands)
    except (IndexError, TypeError):
        raise ValueError("supply: a newswire slot holding no card cannot be saved") from None


def supply_of(form: ExtraExtraState) -> Supply:
    """The card supply of its saved fields (ValueError naming the field of a
    character that stands for nothing, or of piles not two a deck)."""
    piles = form.decks.split(SEAT_SEP)
    if len(piles) % 2:
        fail("decks", "a draw pile and a discard pile a deck, joined by '\\n'")
    decks: tuple[Piles, ...]
    if len(piles) == 6:  # (three decks, as every game has: each built from bytecode)
        copy, copy_gone, photo, photo_gone, features, features_gone = piles
        decks = (_piles(copy, copy_gone), _piles(photo, photo_gone),
                 _piles(features, features_gone))
    else:  # (the load check refuses another number of decks, naming them)
        decks = tuple(map(_piles, piles[::2], piles[1::2]))
    known, wire = form.deck_known, form.newswire
    return _supply(
        decks,
        _FLAGS_OF.get(known) or _flags("deck_known", known), form.cities,
        _NOTHING_WIRED if wire == _NOTHING_WIRED_TEXT else _wired(wire), form.morgue,
        form.cuttings, form.brown_stringers, form.retired, form.hands)


def _wired(slots: str) -> tuple[Card | None, ...]:
    """The newswire's slots (ValueError for a character that is no card)."""
    return _read("newswire", _WIRED_OF, slots, f"a character a slot: a card's, or {NO_CARD!r}"
                 " for none")


NO_CARD = "\x80"  # an empty newswire slot: no card's character
assert NO_CARD not in HAND_CHAR
_WIRED_OF: dict[str, Card | None] = {NO_CARD: None, **dict(zip(HAND_CHAR, Card, strict=True))}
_NOTHING_WIRED_TEXT = NO_CARD * NEWSWIRE_SLOTS  # (an empty newswire: before the first draw)
_NOTHING_WIRED = (None,) * NEWSWIRE_SLOTS
# A newswire's characters (all below U+0100) made card bytes; its empty slots'.
_WIRED_BYTES = bytes.maketrans(HAND_ALPHABET.encode(), bytes(range(len(HAND_ALPHABET))))
_NO_CARD_BYTE = NO_CARD.encode("latin-1")


def tiles_saved(tiles: Tiles) -> tuple[str | int, ...]:
    """The saved fields of the tile supply (ValueError for a count past `COUNT_DIGITS`)."""
    try:
        return (tiles.desk, flags_text(tiles.fresh),
                SEAT_SEP.join(tiles.stocks), counts_text(tiles.seen_bottom),
                "".join([_INITIAL[speciality] for speciality in tiles.headlines]),
                counts_text(tiles.ads), tiles.interviews, tiles.speciality_tokens,
                counts_text(tiles.extra_tokens), counts_text(tiles.press_cards),
                counts_text(tiles.lost))
    except (IndexError, KeyError, TypeError):
        raise ValueError("tiles: a count no game has cannot be saved") from None


def counts_text(counts: tuple[int, ...]) -> str:
    """Counts saved, a character a count (IndexError for one past `COUNT_DIGITS`)."""
    if min(counts, default=0) < 0:
        raise IndexError(min(counts))
    return "".join([COUNT_DIGITS[count] for count in counts])


def tiles_of(form: ExtraExtraState) -> Tiles:
    """The tile supply of its saved fields (ValueError naming the field of a
    character that stands for nothing): the commonest lists of counts read
    as shared tuples (`_COMMON_COUNTS`; no Gone to Press card left, as in
    the introductory scenarios, as ``()``: a translation of nothing cost a
    load about 1,500 instructions), any other by one translation in C
    (`_counts`); a list of the wrong length is the load check's to refuse,
    as before."""
    fresh, headlines, press = form.fresh, form.headlines, form.press_cards
    get = _COMMON_COUNTS.get
    return _tiles(
        form.desk, _NOTHING_FRESH if fresh == _NOTHING_FRESH_TEXT else _flags("fresh", fresh),
        tuple(form.stocks.split(SEAT_SEP)),
        get(form.seen_bottom) or _counts("seen_bottom", form.seen_bottom),
        _headlines(headlines) if headlines else (),
        get(form.ads) or _counts("ads", form.ads), form.interviews, form.speciality_tokens,
        get(form.extra_tokens) or _counts("extra_tokens", form.extra_tokens),
        get(press) or _counts("press_cards", press) if press else (),
        get(form.lost) or _counts("lost", form.lost))


def _counts(field: str, text: str) -> tuple[int, ...]:
    """A list of counts a character a count (ValueError naming the field
    for a character that is no count: the translation makes it 255)."""
    values = text.encode(_UTF8, _LONE).translate(_COUNT_OF)
    if _NO_COUNT in values:
        fail(field, f"a character a count, one of {COUNT_DIGITS!r}")
    return tuple(values)


def _headlines(initials: str) -> tuple[Speciality, ...]:
    """The specialities of the Headlines beside the board (ValueError for a
    character no newspaper's initial)."""
    return _read("headlines", _SPECIALITY_OF, initials, "a newspaper's initial a Headline")


# A count a character: its digit, from 0 to 35 (every count of the tile
# supply is below 36).
COUNT_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"
# Each character's count, 255 for one that is none (a byte of a character
# past ASCII too); a string's bytes, a lone surrogate's (JSON allows "\\ud800") too.
_COUNT_OF = bytes(COUNT_DIGITS.find(chr(code)) % 256 for code in range(256))
_NO_COUNT = 255
_UTF8, _LONE = "utf-8", "surrogatepass"
# The commonest lists of counts, as shared tuples: the ads of each size left
# (0 to 6 each), the piles' bottoms seen (up to 9 in one pile, or in the 3-
# and 2-size stories' piles), any list all nought (tokens lost, Extra!
# tokens in an introductory game) and the Gone to Press cards a scenario
# leaves, largest first (none: `tiles_of`). (A table of 1,256 lists, with every count
# of Extra! tokens and the Gone to Press cards left, made a 2-player playout
# step 1.3% dearer: 119,787 -> 121,316 instructions.)
_COMMON_COUNTS = {counts_text(counts): counts for counts in (
    (0,) * len(Speciality), *product(range(AD_TILES + 1), repeat=3),
    *(tuple(seen if stock == pile else 0 for stock in Stock)
      for pile in Stock for seen in range(10)),
    *(tuple(three if stock == Stock.STORY_3 else two if stock == Stock.STORY_2 else 0
            for stock in Stock) for three in range(10) for two in range(10)),
    *(info.press[taken:] for info in SCENARIOS.values() for taken in range(len(info.press))))}
_NOTHING_FRESH_TEXT = "0" * len(Slot)  # (mostly so: no Dallas Stack)
_NOTHING_FRESH = (False,) * len(Slot)
_SPECIALITY_OF = {initial: speciality for speciality, initial in _INITIAL.items()}


def holdings_string(holdings: Holdings) -> str:
    """A seat's `Holdings` saved (ValueError for values no game has)."""
    try:
        return "".join([table[value] for (_, table, _), value in zip(
            _HOLDING_CHARS, attrs.astuple(holdings, recurse=False), strict=True)])
    except (KeyError, TypeError):
        raise ValueError("players: holdings no game has cannot be saved") from None


def players_of(holdings: str, unseen: str) -> tuple[Player, ...]:
    """The seats' players their saved holdings and unseen cards stand for
    (ValueError naming the field of a character that stands for nothing):
    read five characters at a time (`zip` over one iterator) through a
    table a field, in one comprehension (a slice and a `map` a field across
    the seats cost a load about 5,000 instructions more), a character not
    in its field's table refused by the look-up itself (the regular
    expression that tested every seat's characters first cost about
    4,000); any fault then named by `_explain_holdings`."""
    hands = unseen.split(SEAT_SEP)
    speciality, employed, cuttings, ads, press = _HOLDING_TABLES
    # (Five characters a seat read in turn from one iterator; the lengths
    # are tested next, so `zip` is called without `strict`, a keyword that
    # cost the call about 1,500 instructions.)
    chars = iter(holdings)
    try:
        players = tuple([
            _player(hand, speciality[s], employed[e], cuttings[c], ads[a], press[p])
            for hand, s, e, c, a, p in zip(hands, chars, chars, chars, chars, chars)])  # noqa: B905
    except KeyError:
        _explain_holdings(holdings)
    if len(hands) * HOLDING_SIZE != len(holdings):
        # (A character no field has past the seats read is named first, as before.)
        if not _PLAYERS_FORM.fullmatch(holdings):
            _explain_holdings(holdings)
        fail("unseen", f"one part per seat ({len(holdings) // HOLDING_SIZE})")
    return players


assert HOLDING_SIZE == 5  # (`players_of` reads five characters a seat)


def _explain_holdings(holdings: str) -> NoReturn:
    """`players_of`'s test of the holdings, seat by seat and character by character."""
    if len(holdings) % HOLDING_SIZE:
        fail("players", f"{HOLDING_SIZE} characters a seat (see extra_extra.saved)")
    for at, char in enumerate(holdings):
        field, table, problem = _HOLDING_CHARS[at % HOLDING_SIZE]
        if char not in table.values():
            fail(f"players[{at // HOLDING_SIZE}].{field}", problem)
    raise AssertionError("holdings the regular expression refused are well formed")


def papers_of(form: ExtraExtraState, pages: tuple[Page, ...]
              ) -> tuple[tuple[held.Paper, ...], bytes | None, bool]:
    """The seats' papers the saved ones stand for (ValueError naming the
    paper for a character that stands for nothing), their tiles read from
    the layout's shared ones (`shared_tiles`) where it holds them, and, if
    it holds every one, the tile numbers of every placed and copy desk tile
    (`check.Read`), and whether every copy desk tile is a `check.plain_desk`
    one; each field read across the seats (`_by_seat`) and the records
    built in C (`map`), any fault looked for seat by seat."""
    shared = shared_tiles(pages)
    tiles = form.papers.split(SEAT_SEP)
    occupied, pressed = form.occupied, form.pressed.split(SEAT_SEP)
    desks = form.copy_desks.split(SEAT_SEP)
    seats, count = len(tiles), len(pages)
    if not len(pressed) == len(desks) == seats or len(occupied) != seats * count:
        fail("papers", "placed tiles, the squares of each page, its pressed flag and a copy"
             " desk, per seat")
    placed, on_desks = "".join(tiles), "".join(desks)
    try:
        laid = _by_seat(shared, placed, tiles)
        every_shared = True
    except KeyError:  # a tile with tokens, or no tile at all: seat by seat
        laid = [_seat_tiles(seat, chars, shared) for seat, chars in enumerate(tiles)]
        every_shared = False
    try:
        on_desk = _by_seat(_PLAIN_DESKS, on_desks, desks)
        plain_desks = True
    except KeyError:  # (a Column, or a fault the load check words)
        on_desk, plain_desks = [], False
    try:
        if not plain_desks:
            on_desk = _by_seat(DESK_AT, on_desks, desks)
        flags = looked_up(_FLAGS_OF, pressed)
    except KeyError:
        on_desk = [_desk(seat, desk) for seat, desk in enumerate(desks)]
        flags = tuple([_flags(f"papers[{seat}].pressed", flag)
                       for seat, flag in enumerate(pressed)])
    papers = tuple(map(_paper, laid, zip(occupied) if count == 1 else zip(
        occupied[::2], occupied[1::2], strict=True), flags, on_desk))
    if not every_shared:
        return papers, None, plain_desks
    # The tiles' numbers, every character's low byte (`placed_code`, `DESK_AT`:
    # every one read as a tile above, so none a surrogate).
    return papers, placed.encode(_UTF32)[::4] + on_desks.encode(_UTF16)[::2], plain_desks


_UTF32, _UTF16 = "utf-32-le", "utf-16-le"  # (no byte order mark; the low byte first)


assert PAGES == 2  # `papers_of` reads a paper's one or two pages


def _by_seat(table: dict[str, T], joined: str, parts: list[str]) -> list[tuple[T, ...]]:
    """Per seat's part of a field (``parts``, ``joined`` the same joined),
    the value in ``table`` of each of its characters (KeyError for one not
    there): every seat's read at once (`looked_up`), then cut at the seats'
    ends (a `tuple` of a `map` a seat cost a 6-player load about 2,000
    instructions more)."""
    every = looked_up(table, joined)
    cut = []
    end = 0
    for part in parts:
        start, end = end, end + len(part)
        cut.append(every[start:end])
    return cut


def _seat_tiles(seat: int, placed: str, shared: dict[str, PlacedTile]) -> tuple[PlacedTile, ...]:
    """A seat's placed tiles, shared if it holds none with tokens (ValueError
    naming the paper for a character that stands for nothing)."""
    try:
        return tuple(map(shared.__getitem__, placed))
    except KeyError:
        return built_tiles(seat, placed)


def _desk(seat: int, desk: str) -> tuple[DeskTile, ...]:
    """A seat's copy desk (ValueError naming it for a character that stands for nothing)."""
    return _read(f"papers[{seat}].copy_desk", DESK_AT, desk, "not a string of a character a"
                 " tile (see extra_extra.saved)")


def flags_text(flags: Iterable[bool]) -> str:
    """Flags saved, ``1`` True, ``0`` False."""
    return "".join(["1" if flag else "0" for flag in flags])


# Short runs of flags as shared tuples: a paper's pressed pages (one or
# two), the decks' known flags (three).
_FLAGS_OF = {flags_text(flags): flags
             for count in (1, 2, 3) for flags in product((False, True), repeat=count)}


def _flags(field: str, flags: str) -> tuple[bool, ...]:
    """Flags of any number, ``1`` True, ``0`` False (the load check counts
    them; ValueError naming the field for a character not a flag)."""
    if flags.strip("01"):
        fail(field, "a character a flag: 1 or 0")
    return tuple([flag == "1" for flag in flags])


def built_tiles(seat: int, tiles: str) -> tuple[PlacedTile, ...]:
    """The seat's placed tiles, each built from its character and its
    tokens' before it, if any (ValueError naming the paper for a character
    that stands for nothing, or tokens on no tile)."""
    built = []
    tokens = 0
    try:
        for char in tiles:
            if tokens or char not in _TOKENS_OF:
                built.append(placed_tile(char, tokens))
                tokens = 0
            else:
                tokens = _TOKENS_OF[char]
        if not tokens:
            return tuple(built)
    except KeyError:
        pass
    fail(f"papers[{seat}].tiles", "not a string of a character a tile, each tile's"
         " tokens, if any, a character before it (see extra_extra.saved)")


# Per tile, the specialities it lies with: a story the one that claimed it.
_CLAIMED_BY = tuple(_SPECIALITIES[1:] if TILE_INFO[tile].kind is TileKind.STORY else (None,)
                    for tile in Tile)


def shared_tiles(pages: tuple[Page, ...]) -> dict[str, PlacedTile]:
    """The shared placed tiles of a layout, by saved character: every tile,
    side and square the load check lets a tile lie on, a story with each
    speciality, no tokens (the tiles a loaded paper holds, but for the few
    with tokens); immutable records, so a load builds none of them. Made on
    the layout's first load (about 3,000 records for a Tabloid page) and
    kept on its first page, as `check.tile_places` keeps its table."""
    shared = pages[0].shared_tiles
    if shared is not None:
        return shared
    shared = {}
    for coded, page, row, col in tile_places(pages):
        tile, side = Tile(coded >> 1), Side(coded & 1)
        for speciality in _CLAIMED_BY[tile]:
            char = chr(PLACED_BASE + placed_code(tile, side, page, row, col,
                                                 _SPECIALITY_CODE[speciality]))
            shared[char] = _placed(tile, page, row, col, side, speciality, False, False,
                                   False)
    pages[0].shared_tiles = shared
    tile_lanes(pages, shared)  # (the load check's sums of these records)
    return shared


def placed_tile(char: str, tokens: int = 0) -> PlacedTile:
    """The placed tile of its character, with ``tokens`` (interview + 2 *
    extra + 4 * bonus) (KeyError for a character that stands for nothing)."""
    code = ord(char) - PLACED_BASE
    if not 0 <= code < PLACED_CODES or code % TILE_BYTE >= len(Tile):
        raise KeyError(char)
    code, tile = divmod(code, TILE_BYTE)
    code, speciality = divmod(code, len(_SPECIALITIES))
    code, side = divmod(code, len(Side))
    code, col = divmod(code, PAGE_COLUMNS)
    page, row = divmod(code, PAGE_ROWS)
    return _placed(Tile(tile), page, row, col, Side(side), _SPECIALITIES[speciality],
                   bool(tokens & 1), bool(tokens & 2), bool(tokens & 4))


def placed_string(tiles: Iterable[PlacedTile]) -> str:
    """Placed tiles' saved string (ValueError for a tile off every paper)."""
    try:
        return "".join([TOKEN_PREFIX[t.interview + 2 * t.extra + 4 * t.bonus]
                        + chr(PLACED_BASE + placed_code(t.tile, t.side, t.page, t.row, t.col,
                                                        _SPECIALITY_CODE[t.speciality]))
                        for t in tiles])
    except (KeyError, TypeError, ValueError):
        raise ValueError("papers: a tile off every paper cannot be saved") from None


def desk_string(tiles: Iterable[DeskTile]) -> str:
    """Copy desk tiles' saved string."""
    try:
        return "".join([_DESK_CHAR[t.tile, t.speciality] for t in tiles])
    except (KeyError, TypeError):
        raise ValueError("papers: a copy desk tile that is no tile cannot be saved") from None
