"""A state's saved form: the state's records, with each paper's tiles as
strings and the table's fields in the state's record.

Decoded record by record, a paper's tiles were most of a load: each
`PlacedTile` and `DeskTile` a JSON object of ten or three keys checked key by
key, then built (about 13,000 instructions a placed tile), and a 6-player
state holds some 25 of them. In the saved form a paper keeps them as strings
of a few characters a tile, read through tables made at import: a copy desk
tile is one character, read as one of the 462 shared `DeskTile` records
(every tile with every speciality or none), which are immutable, so a load
builds none; a placed tile is three characters, its tile (as in a tile pile,
`state.TILE_ALPHABET`), its place and its tokens. A placed tile without
tokens (nearly all of them) is read as one of its layout's shared records
(`shared_tiles`: every tile, side and square the load check allows, a
story with each speciality), made on the layout's first load: building
one cost a load about 9,200 instructions, reading it about 500. A tile
with tokens is built from the three tables' entries.

- place: ``chr(PLACE_BASE + ((page * PAGE_ROWS + row) * PAGE_COLUMNS + col) * 2 + side)``,
  every page, row and column a paper of any size can have;
- tokens: ``TOKEN_ALPHABET[speciality * 8 + interview + 2 * extra + 4 * bonus]``,
  the speciality counted from 1 (0: none);
- a copy desk tile: ``chr(DESK_BASE + tile * 7 + speciality)``, the speciality
  counted from 1 (0: none).

A character that stands for nothing is refused, naming the paper; the tables
hold every value of the fields, possible or not, so the load check still
decides (and words) everything else as before.

The `state.Table`'s fields are the saved state's own, its options as the
text of their values joined by commas (`options_text`, read by
`options_of` through a table of each field's values) and its generator as
its int: no load decodes an `Options` or `Rng` record.

The classes below are the saved form's records: `SavedPaper` (the state's
`Paper` keeps its name, as views show it) and the `ExtraExtraState` that
holds it, named as the state's own; the game's `core.codec.SavedFormCodec`
writes and reads a `state.ExtraExtraState` through them with `saved` and
`state_of`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import attrs

from pressroom.core.frozen import builder
from pressroom.core.options import options_text, value_text
from pressroom.core.rng import Rng
from pressroom.core.shown import shown
from pressroom.games.extra_extra import state as held
from pressroom.games.extra_extra.check import fail, tile_lanes, tile_places
from pressroom.games.extra_extra.components import (
    TILE_INFO,
    Side,
    Space,
    Speciality,
    Tile,
    TileKind,
)
from pressroom.games.extra_extra.options import LostTokens, Options, Press, Size
from pressroom.games.extra_extra.paper import Page, layout
from pressroom.games.extra_extra.state import (
    TILE_ALPHABET,
    TILE_OF_CHAR,
    Activation,
    DeskTile,
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
PLACE_BASE = 0x100  # past ASCII and Latin-1
DESK_BASE = PLACE_BASE + PAGES * PAGE_ROWS * PAGE_COLUMNS * 2
TOKEN_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
_SPECIALITIES = (None, *Speciality)  # by speciality code
assert len(_SPECIALITIES) * 8 <= len(TOKEN_ALPHABET)

# Each character's values: (page, row, col, side) per place, (speciality,
# interview, extra, bonus) per tokens, the shared record per copy desk tile.
PLACE_AT: dict[str, tuple[int, int, int, Side]] = {
    chr(PLACE_BASE + ((page * PAGE_ROWS + row) * PAGE_COLUMNS + col) * 2 + side):
        (page, row, col, side)
    for page in range(PAGES) for row in range(PAGE_ROWS) for col in range(PAGE_COLUMNS)
    for side in Side
}
TOKENS_AT: dict[str, tuple[Speciality | None, bool, bool, bool]] = {
    TOKEN_ALPHABET[code * 8 + flags]: (speciality, bool(flags & 1), bool(flags & 2),
                                       bool(flags & 4))
    for code, speciality in enumerate(_SPECIALITIES) for flags in range(8)
}
DESK_AT: dict[str, DeskTile] = {
    chr(DESK_BASE + tile * len(_SPECIALITIES) + code): DeskTile(tile, speciality)
    for tile in Tile for code, speciality in enumerate(_SPECIALITIES)
}
_PLACE_CHAR = {values: char for char, values in PLACE_AT.items()}
_TOKENS_CHAR = {values: char for char, values in TOKENS_AT.items()}
_DESK_CHAR = {(desk.tile, desk.speciality): char for char, desk in DESK_AT.items()}


@attrs.frozen(weakref_slot=False)
class SavedPaper:
    """`state.Paper` saved: its tiles and copy desk as strings (see above)."""

    tiles: str
    occupied: tuple[int, ...]
    pressed: tuple[bool, ...]
    copy_desk: str


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
    text no choice of them has)."""
    # Field by field (cheaper than a `map` over the tables on this interpreter).
    try:
        scenario, size, dallas, press, lost, limit = text.split(",")
        return _options(_SCENARIO_OF[scenario], _SIZE_OF[size], _DALLAS_OF[dallas],
                        _PRESS_OF[press], _LOST_OF[lost], _LIMIT_OF[limit])
    except (KeyError, ValueError):  # (ValueError: too few or too many values)
        fail("options", f"the values of {', '.join(attrs.fields_dict(Options))} joined by"
             f" commas (such as {options_text(Options())!r}), not {shown(text)}")


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
    blocked: tuple[Space, ...]
    turn: int
    sold: int
    # the state's own
    prompt: tuple[Step, int, Space | None, int]
    players: tuple[Player, ...]
    papers: tuple[SavedPaper, ...]
    placement_bits: int
    money_bits: int
    supply: Supply
    tiles: Tiles
    activation: Activation | Typesetting | None


SAVED_TYPES = (ExtraExtraState, SavedPaper)

_saved_paper = builder(SavedPaper)
_saved_state = builder(ExtraExtraState)
_paper = builder(held.Paper)
_placed = builder(PlacedTile)
_options = builder(Options)
_rng = builder(Rng)
_table = builder(Table)
_state = builder(held.ExtraExtraState)


def saved(state: held.ExtraExtraState) -> ExtraExtraState:
    """The saved form of a state (ValueError for a tile no paper can hold)."""
    table = state.table
    options = options_text(table.options)
    return _saved_state(
        table.num_players, options, table.rng.state, table.round, table.start_player,
        table.blocked, table.turn, table.sold, state.prompt, state.players,
        tuple(map(saved_paper, state.papers)), state.placement_bits, state.money_bits,
        state.supply, state.tiles, state.activation,
    )


def state_of(form: ExtraExtraState) -> held.ExtraExtraState:
    """The state a saved form stands for; ValueError, naming the field, if
    its options are none a game has or a character of a paper's strings
    stands for nothing."""
    options = options_of(form.options)
    table = _table(form.num_players, options, _rng(form.rng), form.round, form.start_player,
                   form.blocked, form.turn, form.sold)
    shared = shared_tiles(layout(options))
    return _state(
        table, form.prompt, form.players,
        papers_of(form.papers, shared),
        form.placement_bits, form.money_bits, form.supply, form.tiles, form.activation,
    )


def saved_paper(paper: held.Paper) -> SavedPaper:
    """A paper's saved form (ValueError for a tile no paper can hold)."""
    return _saved_paper(placed_string(paper.tiles), paper.occupied, paper.pressed,
                        desk_string(paper.copy_desk))


def papers_of(papers: tuple[SavedPaper, ...],
              shared: dict[str, PlacedTile]) -> tuple[held.Paper, ...]:
    """The seats' papers the saved ones stand for (ValueError naming the
    paper for a character that stands for nothing), their tiles read from
    ``shared`` (`shared_tiles`) where it holds them; in one plain loop (a
    call a paper, or a `map` over its codes, costs more than reading it)."""
    out = []
    for seat, paper in enumerate(papers):
        tiles = paper.tiles
        placed: tuple[PlacedTile, ...] = ()
        if tiles:
            try:
                if len(tiles) % 3:
                    raise KeyError
                found = []
                for code in _tile_codes(tiles):
                    found.append(shared[code])
                placed = tuple(found)
            except KeyError:  # a tile with tokens, or no tile at all
                placed = built_tiles(seat, tiles)
        desk = paper.copy_desk
        try:
            on_desk = tuple(map(DESK_AT.__getitem__, desk)) if desk else ()
        except KeyError:
            fail(f"papers[{seat}].copy_desk", "not a string of a character a tile"
                 " (see extra_extra.saved)")
        out.append(_paper(placed, paper.occupied, paper.pressed, on_desk))
    return tuple(out)


def built_tiles(seat: int, tiles: str) -> tuple[PlacedTile, ...]:
    """The seat's placed tiles, each built from its three characters
    (ValueError naming the paper for a character that stands for nothing)."""
    try:
        if len(tiles) % 3:
            raise KeyError
        return tuple(map(placed_tile, tiles[::3], tiles[1::3], tiles[2::3])) if tiles else ()
    except KeyError:
        fail(f"papers[{seat}].tiles", "not a string of three characters a tile"
             " (tile, place, tokens: see extra_extra.saved)")


# A paper's tiles string cut into its tiles' codes (of three characters).
_tile_codes = re.compile("...", re.DOTALL).findall
# Per tile, the specialities it lies with: a story the one that claimed it.
_CLAIMED_BY = tuple(_SPECIALITIES[1:] if TILE_INFO[tile].kind is TileKind.STORY else (None,)
                    for tile in Tile)


def shared_tiles(pages: tuple[Page, ...]) -> dict[str, PlacedTile]:
    """The shared placed tiles of a layout, by saved code: every tile, side
    and square the load check lets a tile lie on, a story with each
    speciality, no tokens (the tiles a loaded paper holds, but for the few
    with tokens); immutable records, so a load builds none of them. Made on
    the layout's first load (about 3,000 records for a Tabloid page) and
    kept on its first page, as `check.tile_places` keeps its table."""
    shared = pages[0].shared_tiles
    if shared is not None:
        return shared
    places = tile_places(pages)
    shared = {}
    for place, (page, row, col, side) in PLACE_AT.items():
        for tile in Tile:
            if (tile << 1 | side, page, row, col) not in places:
                continue
            code = TILE_ALPHABET[tile] + place
            for speciality in _CLAIMED_BY[tile]:
                tokens = _TOKENS_CHAR[speciality, False, False, False]
                shared[code + tokens] = _placed(tile, page, row, col, side, speciality, False,
                                                False, False)
    pages[0].shared_tiles = shared
    tile_lanes(pages, shared)  # (the load check's sums of these records)
    return shared


def placed_tile(tile: str, place: str, tokens: str) -> PlacedTile:
    """The placed tile of its three characters (KeyError for one that
    stands for nothing)."""
    page, row, col, side = PLACE_AT[place]
    speciality, interview, extra, bonus = TOKENS_AT[tokens]
    return _placed(TILE_OF_CHAR[tile], page, row, col, side, speciality, interview, extra,
                   bonus)


def placed_string(tiles: Iterable[PlacedTile]) -> str:
    """Placed tiles' saved string (ValueError for a tile off every paper)."""
    try:
        return "".join([
            TILE_ALPHABET[t.tile] + _PLACE_CHAR[t.page, t.row, t.col, t.side]
            + _TOKENS_CHAR[t.speciality, t.interview, t.extra, t.bonus]
            for t in tiles
        ])
    except (KeyError, IndexError, TypeError):
        raise ValueError("papers: a tile off every paper cannot be saved") from None


def desk_string(tiles: Iterable[DeskTile]) -> str:
    """Copy desk tiles' saved string."""
    try:
        return "".join([_DESK_CHAR[t.tile, t.speciality] for t in tiles])
    except (KeyError, TypeError):
        raise ValueError("papers: a copy desk tile that is no tile cannot be saved") from None
