"""A newspaper's pages as bitmasks: where a tile may go (Placing Tiles, L420-447).

Each page is a `core.grid.Board`; a tile's squares are a mask (bit
row * width + col). Candidate placements of each shape are computed once per
page by `core.grid.placement_candidates` and filtered with one ``&``.
"""

from __future__ import annotations

import operator
from collections.abc import Iterator

from pressroom.core.grid import Board, Shape, placement_candidates
from pressroom.core.memo import remember_last
from pressroom.games.extra_extra.components import (
    TILE_INFO,
    PageInfo,
    Side,
    Tile,
    TileKind,
    pages_of,
)
from pressroom.games.extra_extra.options import Options, paper_size
from pressroom.games.extra_extra.state import Paper, PlacedTile


class Page:
    """One page of the paper. Pages are made once per options (`layout`) and
    compared by identity, so memos keyed by page cost no hashing of its
    contents; each page memoises its tile masks and candidate spots (at most
    every tile, side and square of the page: a few thousand entries)."""

    __slots__ = ("board", "column", "corners", "full", "headline", "info", "masks",
                 "placements", "shared_tiles", "spot_lists", "tile_lanes")

    def __init__(self, info: PageInfo, board: Board, full: int, headline: int,
                 column: int) -> None:
        self.info = info
        self.board = board
        self.full = full  # every square
        self.headline = headline  # the Headline's squares (0 when Headlines are not in play)
        self.column = column  # the Column's squares (0 when Columns are not in play)
        # keyed by an int (tile, side, row, col): a tuple key holding enum members
        # would be one more object per entry for the garbage collector to walk
        self.masks: dict[int, int | None] = {}
        self.spot_lists: dict[tuple[int, int], tuple[tuple[int, int, int], ...]] = {}
        self.corners: dict[tuple[int, int], int] = {}  # per shape: its spots' top-left squares
        # the first page's: every place a tile may lie on the paper (`check.tile_places`)
        self.placements: dict[tuple[int, int, int, int], int] | None = None
        # the first page's: the placed tiles a load shares (`saved.shared_tiles`)
        self.shared_tiles: dict[str, PlacedTile] | None = None
        # the first page's: what each of those tiles adds to a paper's sum (`check.tile_lanes`)
        self.tile_lanes: dict[int, int] | None = None


@remember_last  # every state of a game holds the same Options: no hashing
def layout(options: Options) -> tuple[Page, ...]:
    """The pages of the paper the options give (made once per scenario and
    size, the options' fields they depend on, kept by the scenario and the
    size's name: hashing the record or the size itself, a plain enum, runs
    Python code, about 10,000 instructions a loaded state's new options)."""
    key = (options.scenario, options.size._name_)
    pages = _LAYOUTS.get(key)
    if pages is None:
        pages = _LAYOUTS[key] = _pages(options)
    return pages


_LAYOUTS: dict[tuple[int, str], tuple[Page, ...]] = {}


def _pages(options: Options) -> tuple[Page, ...]:
    pages = []
    for info in pages_of(options.info, paper_size(options)):
        board = Board(info.height, info.width)
        pages.append(Page(info, board, board.all_mask, board.mask(info.headline),
                          board.mask(info.column)))
    return tuple(pages)


def shape(tile: Tile, side: Side) -> tuple[int, int]:
    info = TILE_INFO[tile]
    return info.shape_a if side is Side.A else info.shape_b


def spots(page: Page, rows: int, cols: int) -> tuple[tuple[int, int, int], ...]:
    """Every (row, col, mask) of a rows x cols tile inside the page."""
    found = page.spot_lists.get((rows, cols))
    if found is None:
        found = page.spot_lists[rows, cols] = tuple(
            (p.row, p.col, mask) for p, mask in
            placement_candidates(page.board, Shape.rectangle(rows, cols), rotate=False)
        )
    return found


def tile_mask(page: Page, tile: Tile, side: Side, row: int, col: int) -> int | None:
    """The squares of the tile there, or None if it would overhang the page."""
    if not (0 <= row < page.info.height and 0 <= col < page.info.width):
        return _tile_mask(page, tile, side, row, col)  # memoise only the page's squares
    key = ((tile << 1 | side) << 8 | row) << 8 | col
    try:
        return page.masks[key]
    except KeyError:
        pass
    mask = page.masks[key] = _tile_mask(page, tile, side, row, col)
    return mask


def _tile_mask(page: Page, tile: Tile, side: Side, row: int, col: int) -> int | None:
    rows, cols = shape(tile, side)
    if row < 0 or col < 0 or row + rows > page.info.height or col + cols > page.info.width:
        return None
    width = page.info.width
    line = (1 << cols) - 1
    return sum(line << ((row + r) * width + col) for r in range(rows))


def placed_mask(pages: tuple[Page, ...], placed: PlacedTile) -> int:
    mask = tile_mask(pages[placed.page], placed.tile, placed.side, placed.row, placed.col)
    assert mask is not None
    return mask


_A, _AB = (Side.A,), (Side.A, Side.B)


def _sides(tile: Tile, new: bool) -> tuple[Side, ...]:
    kind = TILE_INFO[tile].kind
    if kind is TileKind.AD or (kind is TileKind.STORY and not new):
        return _AB if TILE_INFO[tile].shape_a != TILE_INFO[tile].shape_b else _A
    return _A


SIDES = tuple((_sides(tile, False), _sides(tile, True)) for tile in Tile)  # [tile][new]


def sides_for(tile: Tile, new: bool) -> tuple[Side, ...]:
    """A new story is placed A side up (L422); an ad either side (L433);
    Typesetting may turn a story over (L276)."""
    return SIDES[tile][new]


# Per tile: whether it is an ad or a Headline, which stay where they lie.
_FIXED = tuple(TILE_INFO[tile].kind in (TileKind.AD, TileKind.HEADLINE) for tile in Tile)


# Per tile, the shape (rows, cols) of each side it may show when newly claimed.
NEW_SHAPES = tuple(tuple(shape(tile, side) for side in SIDES[tile][True]) for tile in Tile)


def fixed_mask(pages: tuple[Page, ...], paper: Paper, page: int) -> int:
    """Squares a new tile may not take even by moving tiles to the copy desk:
    the Headline squares, ads and the Headline (L424, L427)."""
    mask = pages[page].headline
    for placed in paper.tiles:
        if placed.page == page and _FIXED[placed.tile]:
            mask |= placed_mask(pages, placed)
    return mask


def fixed_masks(pages: tuple[Page, ...], paper: Paper) -> list[int | None]:
    """Per page its `fixed_mask`, None for a page gone to press: one pass
    over the paper's tiles for every page, and for every tile a caller asks
    about (`fits`)."""
    masks = [page.headline for page in pages]
    for placed in paper.tiles:
        if _FIXED[placed.tile]:
            masks[placed.page] |= placed_mask(pages, placed)
    return [None if pressed else mask for mask, pressed in zip(masks, paper.pressed, strict=True)]


def new_tile_spots(
    pages: tuple[Page, ...], paper: Paper, tile: Tile
) -> Iterator[tuple[int, int, int, Side, int]]:
    """(page, row, col, side, mask) where a newly claimed tile may go: on a
    page not gone to press, clear of fixed squares; other tiles under it go
    to the copy desk (L427)."""
    for index, page in enumerate(pages):
        if paper.pressed[index]:
            continue
        blocked = fixed_mask(pages, paper, index)
        for side in SIDES[tile][True]:
            rows, cols = shape(tile, side)
            for row, col, mask in spots(page, rows, cols):
                if not mask & blocked:
                    yield index, row, col, side, mask


def fits(pages: tuple[Page, ...], fixed: list[int | None], tile: Tile) -> bool:
    """Whether a newly claimed tile has somewhere to go (`new_tile_spots`),
    given the paper's `fixed_masks`: for each shape the squares from which
    ``cols`` squares free of fixed ones run right, then ``rows`` such run
    down, are found in a few operations on the masks and compared with the
    shape's top-left squares (`corners`), where trying every spot took a
    test a spot (and a call, most of a Classifieds listing's cost)."""
    for index, blocked in enumerate(fixed):
        if blocked is None:
            continue
        page = pages[index]
        free = page.full & ~blocked
        for rows, cols in NEW_SHAPES[tile]:
            room = free
            for col in range(1, cols):
                room &= free >> col
            across = room
            for row in range(1, rows):
                room &= across >> row * page.info.width
            if room & (page.corners.get((rows, cols)) or corners(page, rows, cols)):
                return True
    return False


def corners(page: Page, rows: int, cols: int) -> int:
    """The top-left squares of every spot of a rows x cols tile (`spots`)."""
    found = page.corners.get((rows, cols))
    if found is None:
        found = page.corners[rows, cols] = sum(
            1 << row * page.info.width + col for row, col, _ in spots(page, rows, cols))
    return found


def free_spots(
    pages: tuple[Page, ...], paper: Paper, tile: Tile
) -> Iterator[tuple[int, int, int, Side, int]]:
    """Where Typesetting may put a story: empty squares of a page not gone
    to press, off the Headline squares."""
    for index, page in enumerate(pages):
        if paper.pressed[index]:
            continue
        blocked = paper.occupied[index] | page.headline
        for side in SIDES[tile][False]:
            rows, cols = shape(tile, side)
            for row, col, mask in spots(page, rows, cols):
                if not mask & blocked:
                    yield index, row, col, side, mask


def column_page(pages: tuple[Page, ...]) -> int | None:
    for index, page in enumerate(pages):
        if page.column:
            return index
    return None


def column_spot(pages: tuple[Page, ...], paper: Paper) -> tuple[int, int, int] | None:
    """(page, row, col) of the Column if its squares are empty and clear of
    the Headline squares (AMB-8, AMB-22), else None."""
    index = column_page(pages)
    if index is None or paper.pressed[index]:
        return None
    page = pages[index]
    if page.column & (paper.occupied[index] | page.headline):
        return None
    rows = sorted(r for r, _ in page.info.column)
    cols = sorted(c for _, c in page.info.column)
    return index, rows[0], cols[0]


def is_full(pages: tuple[Page, ...], paper: Paper, page: int) -> bool:
    return paper.occupied[page] == pages[page].full


def all_full(pages: tuple[Page, ...], paper: Paper) -> bool:
    """`is_full` of every page, compared in C."""
    return all(map(operator.eq, paper.occupied, map(_FULL, pages)))


_FULL = operator.attrgetter("full")


def empty_paper(pages: tuple[Page, ...]) -> Paper:
    return Paper((), (0,) * len(pages), (False,) * len(pages), ())
