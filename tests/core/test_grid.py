from __future__ import annotations

from collections import deque

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pressroom.core.grid import (
    EDGES,
    Board,
    Breach,
    Placement,
    Shape,
    Square,
    adjacent,
    border_mask,
    border_mask_within,
    component_masks,
    components,
    connected,
    first_square,
    fits,
    legal_placements,
    neighbours,
    placement_candidates,
    placement_error,
    rectangle_candidates,
    rectangle_mask,
    rectangle_problem,
    touches_edge,
)

L4 = Shape.from_rows(["X.", "X.", "XX"])
T4 = Shape.from_rows(["XXX", ".X."])
S4 = Shape.from_rows([".XX", "XX."])

# --------------------------------------------------------------------------- shapes


@pytest.mark.parametrize(
    ("shape", "rotate", "reflect", "count"),
    [
        (Shape.rectangle(1, 1), True, False, 1),
        (Shape.rectangle(1, 2), True, False, 2),
        (Shape.rectangle(2, 2), True, False, 1),
        (Shape.rectangle(1, 3), True, True, 2),
        (Shape.rectangle(2, 3), True, False, 2),
        (L4, True, False, 4),
        (L4, True, True, 8),
        (L4, False, False, 1),
        (L4, False, True, 2),
        (T4, True, False, 4),
        (T4, True, True, 4),
        (S4, True, False, 2),
        (S4, True, True, 4),
        (Shape.from_rows(["XX", "XX", "X."]), True, True, 8),
    ],
)
def test_orientation_counts(shape: Shape, rotate: bool, reflect: bool, count: int) -> None:
    found = shape.orientations(rotate=rotate, reflect=reflect)
    assert len(found) == count
    assert found[0] == shape
    assert len(set(found)) == count
    assert all(o.size == shape.size for o in found)


def test_orientations_are_deterministic_quarter_turns() -> None:
    assert [str(o) for o in L4.orientations()] == ["X./X./XX", "XXX/X..", "XX/.X/.X", "..X/XXX"]
    assert [str(o) for o in Shape.rectangle(2, 1).orientations()] == ["X/X", "XX"]


def test_shape_constructors_and_properties() -> None:
    rect = Shape.rectangle(2, 3)
    assert (rect.height, rect.width, rect.size, rect.is_rectangle) == (2, 3, 6, True)
    assert Shape.from_rows(["XXX", "XXX"]) == rect
    assert Shape.from_cells([(7, 4), (7, 5), (7, 6), (8, 4), (8, 5), (8, 6)]) == rect
    assert hash(Shape.from_cells([(3, 3)])) == hash(Shape.rectangle(1, 1))
    assert Shape.from_rows(["..", ".X"]).cells == frozenset({(0, 0)})
    assert (L4.height, L4.width, L4.size, L4.is_rectangle) == (3, 2, 4, False)
    assert str(T4) == "XXX/.X."
    assert repr(T4) == "Shape.from_rows(['XXX', '.X.'])"
    assert eval(repr(T4)) == T4


@pytest.mark.parametrize("bad", [[], ["..."], ["XO"]])
def test_shape_from_rows_rejects_bad_input(bad: list[str]) -> None:
    with pytest.raises(ValueError):
        Shape.from_rows(bad)


def test_shape_rectangle_rejects_empty() -> None:
    with pytest.raises(ValueError):
        Shape.rectangle(0, 2)


def test_shapes_sort_totally() -> None:
    shapes = [T4, L4, S4, Shape.rectangle(1, 1), Shape.rectangle(2, 1)]
    assert sorted(shapes) == sorted(reversed(shapes))


# --------------------------------------------------------------------------- boards


def test_board_from_rows() -> None:
    board = Board.from_rows(["AAB", "AAB", "##B"])
    assert (board.height, board.width) == (3, 3)
    assert board.reserved == {(2, 0), (2, 1)}
    assert board.regions == ((0, 0, 1), (0, 0, 1), (-1, -1, 1))
    assert [board.region_of((r, 2)) for r in range(3)] == [1, 1, 1]
    assert board.region_of((1, 1)) == 0
    assert board.region_of((2, 0)) is None
    assert board.reserved_mask == 0b011_000_000
    assert board.free_mask == 0b100_111_111
    assert board.all_mask == 0b111_111_111
    assert board.region_mask(0) == 0b000_011_011
    assert board.region_mask(1) == 0b100_100_100
    assert board.region_mask(7) == 0


def test_single_region_board_equals_plain_board() -> None:
    assert Board.from_rows(["...", "..."]) == Board(2, 3)
    assert hash(Board.from_rows(["...", "..."])) == hash(Board(2, 3))
    assert Board.from_rows(["A#"]) == Board(1, 2, reserved=[(0, 1)])


@pytest.mark.parametrize("rows", [[], ["AB", "A"]])
def test_board_from_rows_rejects_ragged(rows: list[str]) -> None:
    with pytest.raises(ValueError):
        Board.from_rows(rows)


def test_board_validation() -> None:
    with pytest.raises(ValueError):
        Board(0, 3)
    with pytest.raises(ValueError):
        Board(2, 2, reserved=[(2, 0)])
    with pytest.raises(ValueError):
        Board(2, 2, regions=[[0, 0]])
    with pytest.raises(ValueError):
        Board(2, 2).with_walls([[(0, 0), (1, 1)]])
    with pytest.raises(ValueError):
        Board(2, 2).with_walls([[(0, 1), (0, 2)]])


def test_with_walls_and_reserved_return_new_equal_values() -> None:
    plain = Board(2, 2)
    walled = plain.with_walls([[(0, 1), (0, 0)]])
    assert plain.walls == frozenset()
    assert walled.walls == {frozenset({(0, 0), (0, 1)})}
    assert walled == Board(2, 2).with_walls([((0, 0), (0, 1))])
    assert walled != plain
    assert plain.with_reserved([(1, 1)]) == Board(2, 2, reserved={(1, 1)})


def test_mask_squares_round_trip() -> None:
    board = Board(4, 3)
    assert board.mask([(0, 0)]) == 1
    assert board.mask([(1, 0)]) == 1 << 3
    assert board.mask([(3, 2)]) == 1 << 11
    assert board.squares(0b1000_0000_0101) == {(0, 0), (0, 2), (3, 2)}
    assert board.mask([]) == 0 and board.squares(0) == frozenset()
    with pytest.raises(ValueError):
        board.mask([(4, 0)])
    with pytest.raises(ValueError):
        board.squares(-1)
    assert board.in_bounds((3, 2)) and not board.in_bounds((0, 3))
    assert not board.in_bounds((-1, 0))


# --------------------------------------------------------------------------- placements


def test_placement_basics() -> None:
    p = Placement(Shape.rectangle(2, 1), 0, 1)
    assert str(p) == "2x1@(0,1)"
    assert p.squares == {(0, 1), (1, 1)}
    assert p.mask(Board(4, 3)) == 0b010_010
    assert str(Placement(T4, 1, 0)) == "XXX/.X.@(1,0)"
    assert Placement(T4, 1, 0) == Placement(Shape.from_rows(["XXX", ".X."]), 1, 0)
    assert sorted([Placement(T4, 1, 0), Placement(T4, 0, 2)]) == [
        Placement(T4, 0, 2),
        Placement(T4, 1, 0),
    ]


@pytest.mark.parametrize(
    ("height", "width", "shape", "count"),
    [
        (4, 3, Shape.rectangle(1, 2), 17),  # 4*2 horizontal + 3*3 vertical
        (4, 3, Shape.rectangle(1, 1), 12),
        (4, 3, Shape.rectangle(2, 2), 6),
        (4, 3, Shape.rectangle(1, 3), 4 + 2 * 3),
        (4, 3, Shape.rectangle(3, 4), 1),  # only the 4x3 turn fits, once
        (4, 3, Shape.rectangle(4, 4), 0),
        (3, 3, L4, 4 * 2),  # each of 4 turns has a 3x2 or 2x3 box: 2 spots
    ],
)
def test_placement_counts_on_empty_board(height: int, width: int, shape: Shape, count: int) -> None:
    board = Board(height, width)
    placed = legal_placements(board, shape)
    assert len(placed) == count
    assert len(set(placed)) == count


def test_no_rotation_and_reflection_counts() -> None:
    board = Board(4, 3)
    assert len(legal_placements(board, Shape.rectangle(1, 2), rotate=False)) == 8
    assert len(legal_placements(board, Shape.rectangle(2, 1), rotate=False)) == 9
    assert len(legal_placements(Board(3, 3), L4, reflect=True)) == 8 * 2


def test_legal_placements_order() -> None:
    placed = legal_placements(Board(2, 3), Shape.rectangle(1, 2))
    assert [str(p) for p in placed] == [
        "1x2@(0,0)",
        "1x2@(0,1)",
        "1x2@(1,0)",
        "1x2@(1,1)",
        "2x1@(0,0)",
        "2x1@(0,1)",
        "2x1@(0,2)",
    ]


def test_reserved_squares_reduce_placements() -> None:
    # The 1x2 placements covering the centre square of column 1, row 1 on a 4x3 board:
    # two horizontal ones, two vertical ones.
    board = Board(4, 3, reserved=[(1, 1)])
    assert len(legal_placements(board, Shape.rectangle(1, 2))) == 17 - 4
    # A corner kills one horizontal and one vertical placement.
    corner = Board(4, 3, reserved=[(0, 0)])
    assert len(legal_placements(corner, Shape.rectangle(1, 2))) == 17 - 2
    # Front-page style: a 2x2 advert on the left of a 4x3 page leaves no room for a 2x2 tile.
    advert = Board.from_rows(["AAA", "##A", "##A", "AAA"])
    assert len(legal_placements(advert, Shape.rectangle(2, 2))) == 0
    # 1x3: rows 0 and 3; 3x1: column 2 at rows 0 and 1.
    assert len(legal_placements(advert, Shape.rectangle(1, 3))) == 2 + 2


def test_occupied_squares_are_refused() -> None:
    board = Board(4, 3)
    occupied = board.mask([(0, 0), (0, 1)])
    placed = legal_placements(board, Shape.rectangle(1, 2), occupied)
    # Lost: horizontal at (0,0) and (0,1), vertical at (0,0) and (0,1).
    assert len(placed) == 17 - 4
    assert all(not p.mask(board) & occupied for p in placed)
    assert placement_error(board, [(0, 1), (0, 2)], occupied) == "square (0, 1) is already covered"
    assert (
        placement_error(board, [(0, 0), (0, 1)], occupied)
        == "squares (0, 0) and (0, 1) are already covered"
    )
    assert not fits(board, [(0, 1), (0, 2)], occupied)
    assert fits(board, [(1, 1), (1, 2)], occupied)


def test_regions_refuse_crossing() -> None:
    board = Board.from_rows(["AAB", "AAB", "AAB", "AAB"])
    # Horizontal 1x2 across columns 1|2 are lost: 4 of them.
    assert len(legal_placements(board, Shape.rectangle(1, 2))) == 17 - 4
    assert (
        placement_error(board, [(1, 1), (1, 2)])
        == "the piece would cross a region border between (1, 1) and (1, 2)"
    )
    assert not fits(board, board.mask([(1, 1), (1, 2)]))
    assert (
        placement_error(board, [(0, 0), (3, 2)])
        == "the piece would lie in several regions: (0, 0) and (3, 2)"
    )


def test_walls_refuse_crossing() -> None:
    # A red double line under row 1 across the whole 4x3 board.
    board = Board(4, 3).with_walls([[(1, c), (2, c)] for c in range(3)])
    assert len(legal_placements(board, Shape.rectangle(1, 2))) == 17 - 3
    assert (
        placement_error(board, [(1, 2), (2, 2)])
        == "the piece would cross a wall between (1, 2) and (2, 2)"
    )
    # A piece may touch the wall on either side; walls do not stop adjacency.
    assert fits(board, [(0, 2), (1, 2)])
    assert adjacent(board, [(1, 2)], [(2, 2)])
    # Only the walled edge matters: a piece may straddle the line's end elsewhere.
    short = Board(2, 2).with_walls([[(0, 0), (1, 0)]])
    assert fits(short, [(0, 1), (1, 1)])
    assert not fits(short, [(0, 0), (1, 0), (0, 1), (1, 1)])


def test_placement_error_rule_order_and_wording() -> None:
    board = Board.from_rows(["AB", "#B"])
    assert placement_error(board, [(0, 0)]) is None
    assert placement_error(board, 0) is None
    assert (
        placement_error(board, [(1, 0), (2, 0), (2, 1)])
        == "squares (2, 0) and (2, 1) are outside the board (2 rows x 2 columns)"
    )
    assert placement_error(board, [(0, 0), (1, 0)]) == "square (1, 0) is reserved"
    assert (
        placement_error(board, 1 << 4) == "square (2, 0) is outside the board (2 rows x 2 columns)"
    )
    assert (
        placement_error(Board(1, 4), [(0, 0), (0, 1), (0, 2)], 0b1111)
        == "squares (0, 0), (0, 1) and (0, 2) are already covered"
    )


def test_fits_with_out_of_bounds_and_odd_masks() -> None:
    board = Board(2, 2)
    assert not fits(board, [(0, 2)])
    assert not fits(board, [(-1, 0)])
    assert not fits(board, 1 << 4)
    assert not fits(board, -1)
    assert fits(board, 0)


def test_placement_candidates_match_legal_placements() -> None:
    board = Board.from_rows(["AAB", "A#B", "AAB"])
    candidates = placement_candidates(board, L4, reflect=True)
    assert tuple(p for p, _ in candidates) == legal_placements(board, L4, reflect=True)
    assert all(p.mask(board) == m for p, m in candidates)


# --------------------------------------------------------------------------- edges, adjacency


def test_touches_edge() -> None:
    board = Board(4, 3)
    centre = [(1, 1), (2, 1)]
    assert not any(touches_edge(board, centre, e) for e in EDGES)
    assert touches_edge(board, [(0, 1)], "top")
    assert touches_edge(board, [(3, 1)], "bottom")
    assert touches_edge(board, [(2, 0)], "left")
    assert touches_edge(board, board.mask([(2, 2)]), "right")
    assert not touches_edge(board, [(0, 1)], "bottom")
    assert not touches_edge(board, [(0, 1)], "right")
    with pytest.raises(ValueError):
        touches_edge(board, [(0, 1)], "middle")  # type: ignore[arg-type]


def test_neighbours() -> None:
    board = Board(3, 3)
    assert neighbours(board, (1, 1)) == ((0, 1), (1, 0), (1, 2), (2, 1))
    assert len(neighbours(board, (1, 1), diagonal=True)) == 8
    assert neighbours(board, (0, 0)) == ((0, 1), (1, 0))
    assert neighbours(board, (0, 2), diagonal=True) == ((0, 1), (1, 1), (1, 2))
    # No wrapping between the end of one row and the start of the next.
    assert neighbours(board, (1, 0)) == ((0, 0), (1, 1), (2, 0))
    assert neighbours(Board(1, 1), (0, 0), diagonal=True) == ()
    with pytest.raises(ValueError):
        neighbours(board, (3, 0))


def test_adjacent_orthogonal_vs_diagonal() -> None:
    board = Board(4, 3)
    a = [(0, 0), (1, 0)]
    assert adjacent(board, a, [(1, 1)])
    assert adjacent(board, a, [(2, 0)])
    assert not adjacent(board, a, [(2, 1)])
    assert adjacent(board, a, [(2, 1)], diagonal=True)
    assert not adjacent(board, a, [(3, 1)], diagonal=True)
    assert not adjacent(board, a, [])
    assert not adjacent(board, [(0, 2)], [(1, 0)], diagonal=True)  # no row wrap
    assert adjacent(board, board.mask(a), board.mask([(0, 1)]))


def test_border_mask() -> None:
    board = Board(3, 3)
    assert board.squares(border_mask(board, [(1, 1)])) == {(0, 1), (1, 0), (1, 2), (2, 1)}
    assert border_mask(board, board.all_mask, diagonal=True) == 0
    assert board.squares(border_mask(board, [(0, 0), (0, 1), (0, 2)])) == {(1, 0), (1, 1), (1, 2)}


def test_connected_and_components() -> None:
    board = Board(4, 3)
    assert connected(board, [])
    assert connected(board, [(0, 0), (0, 1), (1, 1)])
    assert not connected(board, [(0, 0), (1, 1)])
    assert connected(board, [(0, 0), (1, 1)], diagonal=True)
    # (0, 2) and (1, 0) are consecutive bits but not neighbours.
    assert not connected(board, [(0, 2), (1, 0)], diagonal=True)
    assert components(board, [(3, 2), (0, 0), (1, 1), (0, 2), (1, 2)]) == (
        frozenset({(0, 0)}),
        frozenset({(0, 2), (1, 2), (1, 1)}),
        frozenset({(3, 2)}),
    )
    assert components(board, [(0, 0), (1, 1)], diagonal=True) == (frozenset({(0, 0), (1, 1)}),)
    assert components(board, 0) == ()
    assert component_masks(board, 0b100_000_000_101) == (0b1, 0b100, 0b100_000_000_000)


def test_mask_arguments_off_the_board_are_rejected() -> None:
    board = Board(2, 2)
    with pytest.raises(ValueError):
        connected(board, 1 << 4)
    with pytest.raises(ValueError):
        border_mask(board, -1)


# --------------------------------------------------------------------------- properties


@st.composite
def boards(draw: st.DrawFn) -> Board:
    height = draw(st.integers(1, 5))
    width = draw(st.integers(1, 5))
    rows = ["".join(draw(st.sampled_from("AAAB#")) for _ in range(width)) for _ in range(height)]
    board = Board.from_rows(rows)
    pairs = [((r, c), (r, c + 1)) for r in range(height) for c in range(width - 1)]
    pairs += [((r, c), (r + 1, c)) for r in range(height - 1) for c in range(width)]
    walls = draw(st.lists(st.sampled_from(pairs), max_size=4)) if pairs else []
    return board.with_walls(walls)


shapes = st.frozensets(st.tuples(st.integers(0, 2), st.integers(0, 2)), min_size=1).map(
    Shape.from_cells
)


def draw_squares(data: st.DataObject, board: Board, margin: int = 0) -> frozenset[Square]:
    return data.draw(
        st.frozensets(
            st.tuples(
                st.integers(-margin, board.height - 1 + margin),
                st.integers(-margin, board.width - 1 + margin),
            ),
            max_size=board.height * board.width,
        )
    )


def reference_fits(board: Board, squares: frozenset[Square], occupied: frozenset[Square]) -> bool:
    """A slow, obviously correct check, written without masks."""
    if not all(0 <= r < board.height and 0 <= c < board.width for r, c in squares):
        return False
    if squares & board.reserved or squares & occupied:
        return False
    if any(wall <= squares for wall in board.walls):
        return False
    return len({board.region_of(s) for s in squares}) <= 1


def bfs_connected(squares: frozenset[Square], diagonal: bool) -> bool:
    if not squares:
        return True
    steps = [(-1, 0), (1, 0), (0, -1), (0, 1)]
    if diagonal:
        steps += [(-1, -1), (-1, 1), (1, -1), (1, 1)]
    start = min(squares)
    seen = {start}
    todo = deque([start])
    while todo:
        r, c = todo.popleft()
        for dr, dc in steps:
            nxt = (r + dr, c + dc)
            if nxt in squares and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen == squares


@settings(max_examples=200)
@given(st.data(), boards(), shapes, st.booleans(), st.booleans())
def test_legal_placements_agree_with_reference(
    data: st.DataObject, board: Board, shape: Shape, rotate: bool, reflect: bool
) -> None:
    free = sorted(board.squares(board.free_mask))
    occupied = data.draw(st.frozensets(st.sampled_from(free)) if free else st.just(frozenset()))
    occupied_mask = board.mask(occupied)
    legal = legal_placements(board, shape, occupied_mask, rotate, reflect)
    assert len(set(legal)) == len(legal)
    for p in legal:
        assert fits(board, p.squares, occupied_mask)
        assert placement_error(board, p.mask(board), occupied_mask) is None
        assert len(p.squares) == shape.size == bin(p.mask(board)).count("1")
    legal_set = set(legal)
    for o in shape.orientations(rotate, reflect):
        # Origins one step past every side, so out-of-bounds placements are covered too.
        for row in range(-1, board.height + 1):
            for col in range(-1, board.width + 1):
                p = Placement(o, row, col)
                expected = reference_fits(board, p.squares, occupied)
                assert (p in legal_set) == expected
                assert fits(board, p.squares, occupied_mask) == expected
                error = placement_error(board, p.squares, occupied_mask)
                assert (error is None) == expected
                if error is not None:
                    assert error.startswith(("square", "the piece would"))


@given(st.data(), boards())
def test_mask_and_square_apis_agree(data: st.DataObject, board: Board) -> None:
    a = draw_squares(data, board)
    b = draw_squares(data, board)
    ma, mb = board.mask(a), board.mask(b)
    assert board.squares(ma) == a
    assert board.mask(board.squares(ma)) == ma
    assert fits(board, a) == fits(board, ma) == reference_fits(board, a, frozenset())
    assert placement_error(board, a) == placement_error(board, ma)
    assert placement_error(board, a, mb) == placement_error(board, ma, mb)
    assert fits(board, a, mb) == reference_fits(board, a, b)
    for edge in EDGES:
        assert touches_edge(board, a, edge) == touches_edge(board, ma, edge)
    assert touches_edge(board, a, "top") == any(r == 0 for r, _ in a)
    assert touches_edge(board, a, "right") == any(c == board.width - 1 for _, c in a)
    for diagonal in (False, True):
        expected_border = {n for s in a for n in neighbours(board, s, diagonal)} - a
        assert board.squares(border_mask(board, a, diagonal)) == expected_border
        assert border_mask(board, ma, diagonal) == board.mask(expected_border)
        touching = bool(expected_border & b)
        assert adjacent(board, a, b, diagonal) == adjacent(board, ma, mb, diagonal) == touching
        assert connected(board, a, diagonal) == connected(board, ma, diagonal)
        assert components(board, a, diagonal) == components(board, ma, diagonal)


@given(st.data(), boards(), st.booleans())
def test_connectivity_agrees_with_bfs(data: st.DataObject, board: Board, diagonal: bool) -> None:
    squares = draw_squares(data, board)
    assert connected(board, squares, diagonal) == bfs_connected(squares, diagonal)
    parts = components(board, squares, diagonal)
    assert frozenset().union(*parts) == squares
    assert sum(len(p) for p in parts) == len(squares)
    assert all(bfs_connected(p, diagonal) for p in parts)
    assert (len(parts) <= 1) == connected(board, squares, diagonal)
    firsts = [min(p) for p in parts]
    assert firsts == sorted(firsts)
    for i, p in enumerate(parts):
        for q in parts[i + 1 :]:
            assert not adjacent(board, p, q, diagonal)


@given(st.data(), boards())
def test_out_of_bounds_squares_give_a_message(data: st.DataObject, board: Board) -> None:
    squares = draw_squares(data, board, margin=2)
    outside = [s for s in squares if not board.in_bounds(s)]
    error = placement_error(board, squares)
    if outside:
        assert error is not None and "outside the board" in error
        assert str(min(outside)) in error
        assert not fits(board, squares)
    else:
        assert (error is None) == fits(board, squares)


# --------------------------------------------------------------------------- rectangles

# A page in the manner of Extra! Extra!: reserved headline squares on top, two
# regions side by side (A/B), upright cards only.
PAGE = Board.from_rows(["##AABB", "AAABBB", "AAABBB", "AAABBB"])


def test_rectangle_mask_is_the_mask_of_its_squares() -> None:
    for h, w, r, c in ((1, 1, 0, 0), (2, 3, 1, 2), (4, 6, 0, 0)):
        squares = [(r + i, c + j) for i in range(h) for j in range(w)]
        assert rectangle_mask(PAGE, r, c, h, w) == PAGE.mask(squares)
    for bad in ((3, 0, 2, 1), (0, 5, 1, 2), (-1, 0, 1, 1), (0, 0, 0, 1)):
        with pytest.raises(ValueError, match="is not on the 4x6 board"):
            rectangle_mask(PAGE, *bad)


def test_first_square_in_reading_order() -> None:
    assert first_square(PAGE, PAGE.mask([(3, 0), (1, 5)])) == (1, 5)
    with pytest.raises(ValueError):
        first_square(PAGE, 0)


def test_rectangle_candidates_upright_and_turned() -> None:
    upright = rectangle_candidates(PAGE, 3, 1, rotate=False)
    assert all((h, w) == (3, 1) for h, w, *_ in upright)
    # Columns 0 and 1 start below the reserved squares; column 3 changes region.
    assert [(r, c) for _, _, r, c, _ in upright] == [(0, 2), (0, 4), (0, 5)] + [
        (1, c) for c in range(6)
    ]
    expected = [
        (r, c) for r in range(2) for c in range(6)
        if fits(PAGE, rectangle_mask(PAGE, r, c, 3, 1))
    ]
    assert [(r, c) for _, _, r, c, _ in upright] == expected
    both = rectangle_candidates(PAGE, 3, 1)
    assert both[: len(upright)] == upright
    assert {(h, w) for h, w, *_ in both} == {(3, 1), (1, 3)}
    # The same placements as the general enumeration, with the same masks.
    general = {(p.shape.height, p.shape.width, p.row, p.col, m)
               for p, m in placement_candidates(PAGE, Shape.rectangle(3, 1))}
    assert set(both) == general
    assert rectangle_candidates(PAGE, 2, 2) == rectangle_candidates(PAGE, 2, 2, rotate=False)


def test_rectangle_problem_names_the_first_rule_broken() -> None:
    walled = PAGE.with_walls([[(3, 0), (3, 1)]])
    assert rectangle_problem(PAGE, 2, 2, 3, 0).breach is Breach.OUTSIDE  # type: ignore[union-attr]
    problem = rectangle_problem(PAGE, 2, 2, 0, 0)
    assert problem is not None and (problem.breach, problem.square) == (Breach.RESERVED, (0, 0))
    problem = rectangle_problem(PAGE, 1, 2, 1, 2)
    assert problem is not None and (problem.breach, problem.regions) == (Breach.REGIONS, (0, 1))
    problem = rectangle_problem(walled, 1, 2, 3, 0)
    assert problem is not None and (problem.breach, problem.square) == (Breach.WALL, (3, 0))
    covered = PAGE.mask([(2, 1)])
    problem = rectangle_problem(PAGE, 2, 2, 1, 0, covered=covered)
    assert problem is not None and (problem.breach, problem.square) == (Breach.COVERED, (2, 1))
    problem = rectangle_problem(PAGE, 2, 2, 1, 0, keep_clear=PAGE.mask([(1, 1), (2, 0)]))
    assert problem is not None and (problem.breach, problem.square) == (Breach.KEEP_CLEAR, (1, 1))
    problem = rectangle_problem(PAGE, 2, 2, 1, 0, required=PAGE.mask([(3, 0)]))
    assert problem is not None and problem.breach is Breach.NO_CONTACT
    assert rectangle_problem(PAGE, 2, 2, 1, 0, required=PAGE.mask([(2, 1)])) is None
    assert rectangle_problem(PAGE, 2, 2, 1, 0, required=PAGE.all_mask) is None


@settings(max_examples=200)
@given(h=st.integers(1, 4), w=st.integers(1, 6), r=st.integers(-1, 4), c=st.integers(-1, 6))
def test_rectangle_problem_agrees_with_fits_and_the_candidates(h: int, w: int, r: int,
                                                               c: int) -> None:
    problem = rectangle_problem(PAGE, h, w, r, c)
    on_board = r >= 0 and c >= 0 and r + h <= PAGE.height and c + w <= PAGE.width
    assert (problem is None) == (on_board and fits(PAGE, rectangle_mask(PAGE, r, c, h, w)))
    listed = any((hh, ww, rr, cc) == (h, w, r, c)
                 for hh, ww, rr, cc, _ in rectangle_candidates(PAGE, h, w))
    assert listed == (problem is None)


def test_border_within_areas_does_not_cross_between_them() -> None:
    board = Board(2, 4)
    left, right = board.mask([(0, 0), (0, 1), (1, 0), (1, 1)]), board.mask(
        [(0, 2), (0, 3), (1, 2), (1, 3)]
    )
    square = [(0, 1)]
    assert border_mask_within(board, square, [left, right]) == board.mask([(0, 0), (1, 1)])
    assert border_mask_within(board, square, [board.all_mask]) == border_mask(board, square)
    assert border_mask_within(board, square, [left, right], diagonal=True) == board.mask(
        [(0, 0), (1, 0), (1, 1)]
    )
