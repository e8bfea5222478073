"""Grid geometry for newspaper layout games: shapes, boards, placements, adjacency.

Squares are ``(row, col)`` pairs, row 0 at the top and col 0 at the left. Sizes are written
``HxW`` (rows x columns). A set of squares can also be an int bitmask over a board, bit
``row * width + col``; the fast paths work on masks only, and every function taking
``squares_or_mask`` accepts either form.

The module knows no game: it answers questions such as "does this piece fit here", "does it
touch the top edge" or "do these sections stay connected".
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Iterable, Sequence
from typing import Literal, TypeAlias

import attrs

__all__ = [
    "EDGES",
    "Board",
    "Breach",
    "Edge",
    "Placement",
    "Rectangle",
    "RectangleProblem",
    "Shape",
    "Square",
    "SquaresOrMask",
    "adjacent",
    "border_mask",
    "border_mask_within",
    "component_masks",
    "components",
    "connected",
    "first_square",
    "fits",
    "legal_placements",
    "neighbours",
    "placement_candidates",
    "placement_error",
    "rectangle_candidates",
    "rectangle_mask",
    "rectangle_problem",
    "touches_edge",
]

Square: TypeAlias = tuple[int, int]
SquaresOrMask: TypeAlias = int | Iterable[Square]
Edge: TypeAlias = Literal["top", "bottom", "left", "right"]
EDGES: tuple[Edge, ...] = ("top", "bottom", "left", "right")


# --------------------------------------------------------------------------- shapes


def _normalize(cells: Iterable[Square]) -> frozenset[Square]:
    pairs = [(int(r), int(c)) for r, c in cells]
    if not pairs:
        raise ValueError("a shape needs at least one cell")
    r0 = min(r for r, _ in pairs)
    c0 = min(c for _, c in pairs)
    return frozenset((r - r0, c - c0) for r, c in pairs)


def _sorted_cells(cells: frozenset[Square]) -> tuple[Square, ...]:
    # frozensets only have a partial (subset) order; sort them for a total one.
    return tuple(sorted(cells))


@attrs.frozen(order=True, cache_hash=True, repr=False)
class Shape:
    """A set of cells, normalized so that its top row and left column are 0.

    >>> ell = Shape.from_rows(["X.", "X.", "XX"])
    >>> (ell.height, ell.width, ell.size)
    (3, 2, 4)
    >>> str(ell)
    'X./X./XX'
    >>> len(ell.orientations()), len(ell.orientations(reflect=True))
    (4, 8)
    >>> [str(o) for o in Shape.rectangle(1, 2).orientations()]
    ['XX', 'X/X']
    >>> Shape.from_cells([(5, 5), (5, 6)]) == Shape.rectangle(1, 2)
    True
    """

    cells: frozenset[Square] = attrs.field(converter=_normalize, order=_sorted_cells)

    @classmethod
    def rectangle(cls, height: int, width: int) -> Shape:
        if height < 1 or width < 1:
            raise ValueError(f"a rectangle needs a positive size, not {height}x{width}")
        return cls(frozenset((r, c) for r in range(height) for c in range(width)))

    @classmethod
    def from_rows(cls, rows: Sequence[str]) -> Shape:
        cells = []
        for r, line in enumerate(rows):
            for c, char in enumerate(line):
                if char not in "X.":
                    raise ValueError(f"unexpected {char!r} in shape row {line!r}; use 'X' or '.'")
                if char == "X":
                    cells.append((r, c))
        return cls(cells)

    @classmethod
    def from_cells(cls, cells: Iterable[Square]) -> Shape:
        return cls(cells)

    @property
    def height(self) -> int:
        return 1 + max(r for r, _ in self.cells)

    @property
    def width(self) -> int:
        return 1 + max(c for _, c in self.cells)

    @property
    def size(self) -> int:
        return len(self.cells)

    @property
    def is_rectangle(self) -> bool:
        return self.size == self.height * self.width

    def orientations(self, rotate: bool = True, reflect: bool = False) -> tuple[Shape, ...]:
        """Distinct orientations: the shape itself, its quarter turns, then its mirror image's."""
        return _orientations(self, rotate, reflect)

    def __str__(self) -> str:
        return "/".join(
            "".join("X" if (r, c) in self.cells else "." for c in range(self.width))
            for r in range(self.height)
        )

    def __repr__(self) -> str:
        return f"Shape.from_rows({str(self).split('/')!r})"


@functools.lru_cache(maxsize=4096)
def _orientations(shape: Shape, rotate: bool, reflect: bool) -> tuple[Shape, ...]:
    bases = [shape.cells]
    if reflect:
        bases.append(frozenset((r, -c) for r, c in shape.cells))
    seen: dict[Shape, None] = {}  # an ordered set: keeps first appearances only
    for cells in bases:
        for _ in range(4 if rotate else 1):
            seen.setdefault(Shape(cells), None)
            cells = frozenset((c, -r) for r, c in cells)  # a quarter turn
    return tuple(seen)


# --------------------------------------------------------------------------- boards


def _to_squares(squares: Iterable[Square]) -> frozenset[Square]:
    return frozenset((int(r), int(c)) for r, c in squares)


def _to_regions(
    regions: Iterable[Iterable[int]] | None,
) -> tuple[tuple[int, ...], ...] | None:
    return None if regions is None else tuple(tuple(int(x) for x in row) for row in regions)


def _to_walls(pairs: Iterable[Iterable[Square]]) -> frozenset[frozenset[Square]]:
    return frozenset(_to_squares(pair) for pair in pairs)


class _Geometry:
    """Bitmasks precomputed once per board, so that hot paths only do int arithmetic."""

    __slots__ = (
        "all",
        "edges",
        "free",
        "not_first_col",
        "not_last_col",
        "region_ids",
        "region_masks",
        "reserved",
        "wall_down",
        "wall_right",
    )

    all: int
    reserved: int
    free: int
    not_first_col: int
    not_last_col: int
    edges: dict[str, int]
    wall_right: int  # bit of (r, c) set when a wall separates it from (r, c + 1)
    wall_down: int  # bit of (r, c) set when a wall separates it from (r + 1, c)
    region_ids: tuple[int, ...]  # per bit index; -1 for reserved squares
    region_masks: dict[int, int] | None  # None when the board is a single region

    def __init__(self, board: Board) -> None:
        h, w = board.height, board.width
        self.all = (1 << (h * w)) - 1
        self.reserved = board.mask(board.reserved)
        self.free = self.all & ~self.reserved
        first_col = sum(1 << (r * w) for r in range(h))
        last_col = first_col << (w - 1)
        self.not_first_col = self.all & ~first_col
        self.not_last_col = self.all & ~last_col
        top = (1 << w) - 1
        self.edges = {
            "top": top,
            "bottom": top << ((h - 1) * w),
            "left": first_col,
            "right": last_col,
        }
        self.wall_right = self.wall_down = 0
        for wall in board.walls:
            a, b = sorted(wall)
            if a[0] == b[0]:
                self.wall_right |= 1 << (a[0] * w + a[1])
            else:
                self.wall_down |= 1 << (a[0] * w + a[1])
        ids = [
            -1 if (r, c) in board.reserved else (board.regions[r][c] if board.regions else 0)
            for r in range(h)
            for c in range(w)
        ]
        self.region_ids = tuple(ids)
        masks: dict[int, int] = {}
        for i, region in enumerate(ids):
            if region != -1:
                masks[region] = masks.get(region, 0) | (1 << i)
        self.region_masks = masks if len(masks) > 1 else None


@attrs.frozen(cache_hash=True)
class Board:
    """A ``height`` x ``width`` grid with reserved squares, regions and walls.

    ``reserved`` squares (a logo, an advertisement) can never be covered and belong to no
    region. ``regions`` gives a region id per square (folds, sections); a piece must lie in
    one region. ``walls`` are pairs of orthogonally adjacent squares whose shared edge a piece
    may not cross. Adjacency and connectivity ignore all three: they are pure geometry.

    >>> board = Board.from_rows(["AAB", "AAB", "##B"])
    >>> (board.height, board.width, board.region_of((0, 2)), board.region_of((2, 0)))
    (3, 3, 1, None)
    >>> board.mask([(0, 0), (1, 2)])
    33
    >>> sorted(board.squares(33))
    [(0, 0), (1, 2)]
    >>> fits(board, [(0, 1), (1, 1)]), fits(board, [(0, 1), (0, 2)])
    (True, False)
    >>> walled = Board(2, 2).with_walls([[(0, 0), (0, 1)]])
    >>> placement_error(walled, [(0, 0), (0, 1)])
    'the piece would cross a wall between (0, 0) and (0, 1)'
    """

    height: int
    width: int
    reserved: frozenset[Square] = attrs.field(default=frozenset(), converter=_to_squares)
    regions: tuple[tuple[int, ...], ...] | None = attrs.field(default=None, converter=_to_regions)
    walls: frozenset[frozenset[Square]] = attrs.field(default=frozenset(), converter=_to_walls)
    # Derived data: excluded from eq/hash/repr so equal boards stay equal.
    _geo: _Geometry = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        if self.height < 1 or self.width < 1:
            raise ValueError(f"a board needs a positive size, not {self.height}x{self.width}")
        for square in sorted(self.reserved):
            if not self.in_bounds(square):
                raise ValueError(f"reserved square {square} is outside the board")
        if self.regions is not None and (
            len(self.regions) != self.height or any(len(r) != self.width for r in self.regions)
        ):
            raise ValueError(f"regions must be {self.height} rows of {self.width} ids")
        for wall in self.walls:
            pair = sorted(wall)
            if (
                len(pair) != 2
                or not all(self.in_bounds(s) for s in pair)
                or abs(pair[0][0] - pair[1][0]) + abs(pair[0][1] - pair[1][1]) != 1
            ):
                raise ValueError(f"a wall needs two orthogonally adjacent squares, not {pair}")
        object.__setattr__(self, "_geo", _Geometry(self))

    @classmethod
    def from_rows(cls, rows: Sequence[str]) -> Board:
        """One character per square: a region letter, or '#' for a reserved square.

        Region ids are numbered in order of first appearance (reading order). A board with a
        single region gets ``regions=None``, so it equals the plain board of that size.
        """
        if not rows or any(len(row) != len(rows[0]) for row in rows):
            raise ValueError("board rows must be non-empty and of equal length")
        ids: dict[str, int] = {}
        reserved = []
        regions = []
        for r, line in enumerate(rows):
            row_ids = []
            for c, char in enumerate(line):
                if char == "#":
                    reserved.append((r, c))
                    row_ids.append(-1)
                else:
                    row_ids.append(ids.setdefault(char, len(ids)))
            regions.append(row_ids)
        return cls(len(rows), len(rows[0]), reserved, regions if len(ids) > 1 else None)

    def with_walls(self, pairs: Iterable[Iterable[Square]]) -> Board:
        """A copy with extra walls, each given as two orthogonally adjacent squares."""
        return attrs.evolve(self, walls=self.walls | _to_walls(pairs))

    def with_reserved(self, squares: Iterable[Square]) -> Board:
        """A copy with extra reserved squares."""
        return attrs.evolve(self, reserved=self.reserved | _to_squares(squares))

    def in_bounds(self, square: Square) -> bool:
        return 0 <= square[0] < self.height and 0 <= square[1] < self.width

    def mask(self, squares: Iterable[Square]) -> int:
        """The bitmask of ``squares``; raises ValueError for a square off the board."""
        mask = 0
        for square in squares:
            if not self.in_bounds(square):
                raise ValueError(f"square {square} is outside the {self.height}x{self.width} board")
            mask |= 1 << (square[0] * self.width + square[1])
        return mask

    def squares(self, mask: int) -> frozenset[Square]:
        """The squares of ``mask`` (the inverse of :meth:`mask`)."""
        if mask < 0:
            raise ValueError(f"a mask cannot be negative: {mask}")
        out = []
        while mask:
            low = mask & -mask
            out.append(divmod(low.bit_length() - 1, self.width))
            mask ^= low
        return frozenset(out)

    @property
    def all_mask(self) -> int:
        return self._geo.all

    @property
    def reserved_mask(self) -> int:
        return self._geo.reserved

    @property
    def free_mask(self) -> int:
        """Every square that is not reserved."""
        return self._geo.free

    def region_of(self, square: Square) -> int | None:
        """The region id of ``square``, or None for a reserved square."""
        if not self.in_bounds(square):
            raise ValueError(f"square {square} is outside the {self.height}x{self.width} board")
        region = self._geo.region_ids[square[0] * self.width + square[1]]
        return None if region == -1 else region

    def region_mask(self, region: int) -> int:
        """The mask of the non-reserved squares in ``region`` (0 if there is no such region)."""
        ids = self._geo.region_ids
        return sum(1 << i for i, r in enumerate(ids) if r == region and region != -1)


# --------------------------------------------------------------------------- placements


@attrs.frozen(order=True, cache_hash=True)
class Placement:
    """A shape (in a fixed orientation) whose top-left cell box sits at ``(row, col)``.

    >>> p = Placement(Shape.rectangle(2, 1), 0, 1)
    >>> str(p), sorted(p.squares), p.mask(Board(4, 3))
    ('2x1@(0,1)', [(0, 1), (1, 1)], 18)
    """

    shape: Shape
    row: int
    col: int

    @property
    def squares(self) -> frozenset[Square]:
        return frozenset((r + self.row, c + self.col) for r, c in self.shape.cells)

    def mask(self, board: Board) -> int:
        return board.mask(self.squares)

    def __str__(self) -> str:
        s = self.shape
        label = f"{s.height}x{s.width}" if s.is_rectangle else str(s)
        return f"{label}@({self.row},{self.col})"


def _as_mask(board: Board, squares_or_mask: SquaresOrMask) -> int:
    if isinstance(squares_or_mask, int):
        if squares_or_mask < 0 or squares_or_mask & ~board.all_mask:
            raise ValueError(f"mask {squares_or_mask} has bits outside the board")
        return squares_or_mask
    return board.mask(squares_or_mask)


def _fits_mask(board: Board, mask: int, occupied_mask: int) -> bool:
    geo = board._geo
    if mask & ~geo.free or mask & occupied_mask:
        return False
    # Both squares of a walled pair are in the piece iff the shifted masks overlap there.
    if mask & (mask >> 1) & geo.wall_right or mask & (mask >> board.width) & geo.wall_down:
        return False
    if geo.region_masks is None or not mask:
        return True
    region = geo.region_ids[(mask & -mask).bit_length() - 1]
    return not mask & ~geo.region_masks[region]


def fits(board: Board, squares_or_mask: SquaresOrMask, occupied_mask: int = 0) -> bool:
    """Whether the piece may go there: the fast boolean twin of :func:`placement_error`."""
    if isinstance(squares_or_mask, int):
        return _fits_mask(board, squares_or_mask, occupied_mask)
    mask = 0
    for r, c in squares_or_mask:
        if not (0 <= r < board.height and 0 <= c < board.width):
            return False
        mask |= 1 << (r * board.width + c)
    return _fits_mask(board, mask, occupied_mask)


def _describe(squares: Sequence[Square]) -> str:
    if len(squares) == 1:
        return f"square {squares[0]} is"
    listed = ", ".join(str(s) for s in squares[:-1])
    return f"squares {listed} and {squares[-1]} are"


def placement_error(
    board: Board, squares_or_mask: SquaresOrMask, occupied_mask: int = 0
) -> str | None:
    """None if the piece fits, else a message naming the first rule broken.

    Rules, in order: on the board, not reserved, not already covered, crosses no wall,
    lies in one region.

    >>> board = Board.from_rows(["AB", "AB", "##"])
    >>> placement_error(board, [(0, 0), (1, 0)]) is None
    True
    >>> placement_error(board, [(2, 1), (3, 1)])
    'square (3, 1) is outside the board (3 rows x 2 columns)'
    >>> placement_error(board, [(1, 1), (2, 1)])
    'square (2, 1) is reserved'
    >>> placement_error(board, [(0, 0), (1, 0)], occupied_mask=board.mask([(1, 0)]))
    'square (1, 0) is already covered'
    >>> placement_error(board, [(0, 0), (0, 1)])
    'the piece would cross a region border between (0, 0) and (0, 1)'
    """
    if isinstance(squares_or_mask, int):
        squares = board.squares(squares_or_mask)  # bits past the board give rows >= height
    else:
        squares = _to_squares(squares_or_mask)
    outside = sorted(s for s in squares if not board.in_bounds(s))
    if outside:
        return (
            f"{_describe(outside)} outside the board ({board.height} rows x {board.width} columns)"
        )
    reserved = sorted(squares & board.reserved)
    if reserved:
        return f"{_describe(reserved)} reserved"
    covered = sorted(board.squares(board.mask(squares) & occupied_mask))
    if covered:
        return f"{_describe(covered)} already covered"
    ordered = sorted(squares)
    for r, c in ordered:
        for other in ((r, c + 1), (r + 1, c)):
            if other in squares and frozenset(((r, c), other)) in board.walls:
                return f"the piece would cross a wall between {(r, c)} and {other}"
    first = board.region_of(ordered[0]) if ordered else None
    if any(board.region_of(s) != first for s in ordered):
        for r, c in ordered:
            for other in ((r, c + 1), (r + 1, c)):
                if other in squares and board.region_of(other) != board.region_of((r, c)):
                    return f"the piece would cross a region border between {(r, c)} and {other}"
        # A disconnected piece can span regions without any edge on a border.
        apart = next(s for s in ordered if board.region_of(s) != first)
        return f"the piece would lie in several regions: {ordered[0]} and {apart}"
    return None


@functools.lru_cache(maxsize=4096)
def _candidates(
    board: Board, shape: Shape, rotate: bool, reflect: bool
) -> tuple[tuple[Placement, int], ...]:
    out = []
    w = board.width
    for orientation in shape.orientations(rotate, reflect):
        base = sum(1 << (r * w + c) for r, c in orientation.cells)
        for row in range(board.height - orientation.height + 1):
            for col in range(w - orientation.width + 1):
                mask = base << (row * w + col)
                if _fits_mask(board, mask, 0):
                    out.append((Placement(orientation, row, col), mask))
    return tuple(out)


def placement_candidates(
    board: Board, shape: Shape, rotate: bool = True, reflect: bool = False
) -> tuple[tuple[Placement, int], ...]:
    """Every ``(placement, mask)`` that fits on the empty board; cached per arguments.

    Callers in hot loops filter these themselves, e.g. ``mask & occupied == 0``.
    """
    return _candidates(board, shape, rotate, reflect)


def legal_placements(
    board: Board,
    shape: Shape,
    occupied_mask: int = 0,
    rotate: bool = True,
    reflect: bool = False,
) -> tuple[Placement, ...]:
    """Every placement of every orientation that fits, by orientation, then row, then col.

    >>> len(legal_placements(Board(4, 3), Shape.rectangle(1, 2)))
    17
    >>> [str(p) for p in legal_placements(Board(2, 2), Shape.rectangle(1, 2), 0b0001)]
    ['1x2@(1,0)', '2x1@(0,1)']
    """
    return tuple(
        p for p, mask in _candidates(board, shape, rotate, reflect) if not mask & occupied_mask
    )


# --------------------------------------------------------------------------- rectangles
#
# Layout cards are rectangles: laid either way round (Extrablatt) or upright only
# (Extra! Extra!), on pages with reserved squares (a logo, headline and column squares)
# and regions (pages, a headline section). The hot paths of the rules work on plain
# ``(height, width, row, col, mask)`` tuples rather than `Placement` objects.

Rectangle: TypeAlias = tuple[int, int, int, int, int]
"""``(height, width, row, col, mask)`` of a rectangle on a board."""


def rectangle_mask(board: Board, row: int, col: int, height: int, width: int) -> int:
    """The mask of a ``height`` x ``width`` rectangle whose top-left square is ``(row, col)``.

    >>> board = Board(3, 4)
    >>> rectangle_mask(board, 1, 1, 2, 2) == board.mask([(1, 1), (1, 2), (2, 1), (2, 2)])
    True
    >>> rectangle_mask(Board(3, 4), 2, 3, 2, 2)
    Traceback (most recent call last):
    ...
    ValueError: a 2x2 rectangle at (2,3) is not on the 3x4 board
    """
    return _rectangle_mask(board.height, board.width, row, col, height, width)


# Cached by plain ints (the mask depends on the board's size only): a key of
# ints is a tuple the garbage collector stops tracking, where one holding the
# board would be walked by every full collection.
@functools.lru_cache(maxsize=1 << 14)
def _rectangle_mask(
    board_height: int, board_width: int, row: int, col: int, height: int, width: int
) -> int:
    if (
        height < 1 or width < 1 or row < 0 or col < 0
        or row + height > board_height or col + width > board_width
    ):
        raise ValueError(
            f"a {height}x{width} rectangle at ({row},{col}) is not on the "
            f"{board_height}x{board_width} board"
        )
    line = (1 << width) - 1
    return sum(line << ((row + r) * board_width + col) for r in range(height))


def first_square(board: Board, mask: int) -> Square:
    """The first square of a non-empty mask in reading order (top row first).

    >>> first_square(Board(3, 4), 0b100_0000)
    (1, 2)
    """
    if mask <= 0:
        raise ValueError(f"an empty or negative mask has no first square: {mask}")
    return divmod((mask & -mask).bit_length() - 1, board.width)


@functools.lru_cache(maxsize=1024)
def rectangle_candidates(
    board: Board, height: int, width: int, rotate: bool = True
) -> tuple[Rectangle, ...]:
    """Every rectangle of ``height`` x ``width`` (and, with ``rotate``, ``width`` x
    ``height``) that fits the empty board: on its squares, off its reserved squares,
    in one region, across no wall. Upright first, then by row and column; cached.

    >>> board = Board.from_rows(["AA#", "BBB"])
    >>> rectangle_candidates(board, 1, 2)
    ((1, 2, 0, 0, 3), (1, 2, 1, 0, 24), (1, 2, 1, 1, 48))
    >>> len(rectangle_candidates(board, 2, 1)), len(rectangle_candidates(board, 2, 1, rotate=False))
    (3, 0)
    """
    shapes = [(height, width)]
    if rotate and height != width:
        shapes.append((width, height))
    out = []
    for h, w in shapes:
        for row in range(board.height - h + 1):
            for col in range(board.width - w + 1):
                mask = rectangle_mask(board, row, col, h, w)
                if _fits_mask(board, mask, 0):
                    out.append((h, w, row, col, mask))
    return tuple(out)


class Breach(enum.Enum):
    """The rule a rectangle breaks, in the order `rectangle_problem` checks them."""

    OUTSIDE = "outside"  # not wholly on the board's squares
    RESERVED = "reserved"  # covers a reserved square (a logo)
    REGIONS = "regions"  # lies in several regions (across a fold, a section border)
    WALL = "wall"  # crosses a wall
    COVERED = "covered"  # overlaps a piece already there
    KEEP_CLEAR = "keep clear"  # covers a square the game's rule keeps clear
    NO_CONTACT = "no contact"  # covers none of the squares it must cover one of


@attrs.frozen
class RectangleProblem:
    """Why a rectangle may not go where it was put: the rule, the first square
    breaking it (None for NO_CONTACT) and, for REGIONS, the regions it lies in."""

    breach: Breach
    square: Square | None = None
    regions: tuple[int, ...] = ()


def rectangle_problem(
    board: Board,
    height: int,
    width: int,
    row: int,
    col: int,
    covered: int = 0,
    keep_clear: int = 0,
    required: int | None = None,
) -> RectangleProblem | None:
    """None if the rectangle may go there, else the first rule it breaks.

    Beyond the board itself the game says which squares are ``covered`` by pieces,
    which it keeps clear, and (``required``) squares the rectangle must cover at
    least one of (e.g. the border of the pieces it has to touch; None: no such rule).
    The game words the message from the `RectangleProblem`.

    >>> board = Board.from_rows(["#AAB", "AAAB", "AAAB"])
    >>> rectangle_problem(board, 2, 2, 0, 0)
    RectangleProblem(breach=<Breach.RESERVED: 'reserved'>, square=(0, 0), regions=())
    >>> rectangle_problem(board, 2, 2, 1, 2).regions
    (0, 1)
    >>> rectangle_problem(board, 2, 2, 1, 0, required=board.mask([(0, 3)])).breach
    <Breach.NO_CONTACT: 'no contact'>
    >>> rectangle_problem(board, 2, 2, 1, 0) is None
    True
    """
    if (
        height < 1 or width < 1 or row < 0 or col < 0
        or row + height > board.height or col + width > board.width
    ):
        return RectangleProblem(Breach.OUTSIDE, (row, col))
    geo = board._geo
    mask = rectangle_mask(board, row, col, height, width)
    if mask & geo.reserved:
        return RectangleProblem(Breach.RESERVED, first_square(board, mask & geo.reserved))
    if geo.region_masks is not None:
        regions = tuple(r for r, m in sorted(geo.region_masks.items()) if mask & m)
        if len(regions) > 1:
            return RectangleProblem(Breach.REGIONS, (row, col), regions)
    crossed = mask & (mask >> 1) & geo.wall_right | mask & (mask >> board.width) & geo.wall_down
    if crossed:
        return RectangleProblem(Breach.WALL, first_square(board, crossed))
    if mask & covered:
        return RectangleProblem(Breach.COVERED, first_square(board, mask & covered))
    if mask & keep_clear:
        return RectangleProblem(Breach.KEEP_CLEAR, first_square(board, mask & keep_clear))
    if required is not None and not mask & required:
        return RectangleProblem(Breach.NO_CONTACT)
    return None


# --------------------------------------------------------------------------- adjacency


def touches_edge(board: Board, squares_or_mask: SquaresOrMask, edge: Edge) -> bool:
    """Whether any square lies on the given edge of the board ("top", "bottom", ...)."""
    try:
        edge_mask = board._geo.edges[edge]
    except KeyError:
        raise ValueError(f"edge must be one of {EDGES}, not {edge!r}") from None
    return bool(_as_mask(board, squares_or_mask) & edge_mask)


def _spread(board: Board, mask: int, diagonal: bool) -> int:
    """``mask`` plus every square touching it; shifts are masked so rows do not wrap."""
    geo = board._geo
    w = board.width
    wide = mask | ((mask << 1) & geo.not_first_col) | ((mask >> 1) & geo.not_last_col)
    if diagonal:
        return (wide | (wide << w) | (wide >> w)) & geo.all
    return (wide | (mask << w) | (mask >> w)) & geo.all


def border_mask(board: Board, squares_or_mask: SquaresOrMask, diagonal: bool = False) -> int:
    """The squares touching the set (by an edge, or also a corner) that are not in it.

    >>> sorted(Board(3, 3).squares(border_mask(Board(3, 3), [(0, 0)], diagonal=True)))
    [(0, 1), (1, 0), (1, 1)]
    """
    mask = _as_mask(board, squares_or_mask)
    return _spread(board, mask, diagonal) & ~mask


def border_mask_within(
    board: Board, squares_or_mask: SquaresOrMask, areas: Sequence[int], diagonal: bool = False
) -> int:
    """Like `border_mask`, but squares touch only within each of ``areas`` (masks):
    e.g. two pages whose shared edge (a fold) joins nothing.

    >>> board = Board(1, 4)
    >>> sorted(board.squares(border_mask_within(board, [(0, 1)], [0b0011, 0b1100])))
    [(0, 0)]
    """
    mask = _as_mask(board, squares_or_mask)
    out = 0
    for area in areas:
        part = mask & area
        if part:
            out |= _spread(board, part, diagonal) & area
    return out & ~mask


def neighbours(board: Board, square: Square, diagonal: bool = False) -> tuple[Square, ...]:
    """The on-board squares touching ``square``, in reading order."""
    return tuple(sorted(board.squares(border_mask(board, [square], diagonal))))


def adjacent(board: Board, a: SquaresOrMask, b: SquaresOrMask, diagonal: bool = False) -> bool:
    """Whether two disjoint sets touch along an edge (or also at a corner if ``diagonal``).

    >>> board = Board(3, 3)
    >>> adjacent(board, [(0, 0)], [(1, 1)]), adjacent(board, [(0, 0)], [(1, 1)], diagonal=True)
    (False, True)
    """
    return bool(border_mask(board, a, diagonal) & _as_mask(board, b))


def _flood(board: Board, seed: int, within: int, diagonal: bool) -> int:
    region = seed
    while True:
        grown = _spread(board, region, diagonal) & within
        if grown == region:
            return region
        region = grown


def connected(board: Board, squares_or_mask: SquaresOrMask, diagonal: bool = False) -> bool:
    """Whether the set is one piece (the empty set counts as connected).

    >>> board = Board(2, 2)
    >>> connected(board, [(0, 0), (1, 1)]), connected(board, [(0, 0), (1, 1)], diagonal=True)
    (False, True)
    """
    mask = _as_mask(board, squares_or_mask)
    return not mask or _flood(board, mask & -mask, mask, diagonal) == mask


def component_masks(
    board: Board, squares_or_mask: SquaresOrMask, diagonal: bool = False
) -> tuple[int, ...]:
    """The connected parts as masks, ordered by their first square in reading order."""
    rest = _as_mask(board, squares_or_mask)
    out = []
    while rest:
        part = _flood(board, rest & -rest, rest, diagonal)
        out.append(part)
        rest &= ~part
    return tuple(out)


def components(
    board: Board, squares_or_mask: SquaresOrMask, diagonal: bool = False
) -> tuple[frozenset[Square], ...]:
    """The connected parts as square sets, ordered by their first square in reading order."""
    return tuple(board.squares(m) for m in component_masks(board, squares_or_mask, diagonal))
