"""Building a front page: where claimed stories may go, and the top-beat rule.

"Place as many top-beat stories as possible touching the top edge, then as
many of the remaining top-beat stories as possible, then the rest." A layout
is judged by the pair (top-beat stories touching the top edge, top-beat
stories placed); the rule demands the largest pair any layout reaches, in
that order. `best_top` finds it by exhaustive search over the 12-square page,
memoized on (occupied squares, forms still to place), which keeps it to
microseconds once warm.
"""

from __future__ import annotations

import contextlib
import functools

from pressroom.core.grid import Placement, placement_candidates, touches_edge
from pressroom.games.penny_press.components import FORM_SHAPES, PAGE, Form

Spot = tuple[Placement, int, bool, bool]  # placement, its mask, touches the top, upright

TOP_ROW = PAGE.mask((0, c) for c in range(PAGE.width))


@functools.cache
def spots(form: Form) -> tuple[Spot, ...]:
    """Every placement of a story of ``form`` on an empty page."""
    upright = FORM_SHAPES[form]
    return tuple(
        (placement, mask, bool(mask & TOP_ROW), placement.shape == upright)
        for placement, mask in placement_candidates(PAGE, upright)
    )


def spot(form: Form, row: int, col: int, upright: bool) -> Spot | None:
    for candidate in spots(form):
        placement, _, _, is_upright = candidate
        if (placement.row, placement.col, is_upright) == (row, col, upright):
            return candidate
    return None


# Answers by (forms, occupied squares) as one int: the forms as base-5
# digits (form + 1, first form highest) above the 12 squares, the answer as
# touching * 8 + placed. Ints, not tuples: the collector does not walk them,
# and an entry takes a fifth of the memory of an lru_cache's. Bounded
# (oldest out): over 40 random games of 2-5 players, 4,096 entries hit 7,778
# times of the 7,787 an unbounded cache hits.
_BEST: dict[int, int] = {}
_BEST_KEPT = 4096
_SQUARES = PAGE.width * PAGE.height
assert (PAGE.height, PAGE.width) == (3, 4)  # (as `_mirrored` reads the squares)


# A row of the page (its 4 bits) reflected left to right.
_ROW_MIRRORED = tuple(int(f"{bits:04b}"[::-1], 2) for bits in range(1 << PAGE.width))


def _mirrored(squares: int) -> int:
    """The squares reflected left to right (bit ``row * 4 + col``)."""
    return (
        _ROW_MIRRORED[squares & 15] | _ROW_MIRRORED[squares >> 4 & 15] << 4
        | _ROW_MIRRORED[squares >> 8] << 8
    )


# The search's answer is the same for a page and its mirror image (every
# form is a rectangle, turned either way, and the top edge stays the top),
# so it is memoized by the lesser of the two: by the occupied squares, that
# one (half as many entries to search and keep).
_CANONICAL = tuple(min(squares, _mirrored(squares)) for squares in range(1 << _SQUARES))


def best_top(occupied: int, forms: tuple[Form, ...]) -> tuple[int, int]:
    """The best (touching the top edge, placed) pair for laying out some of
    the top-beat stories of ``forms`` (sorted) on the free squares."""
    return divmod(packed_best_top(occupied, forms, forms_code(forms)), 8)


def forms_code(forms: tuple[Form, ...]) -> int:
    """The forms as `packed_best_top` takes them: base-5 digits, form + 1."""
    code = 0
    for form in forms:
        code = code * 5 + form + 1
    return code


def packed_best_top(occupied: int, forms: tuple[Form, ...], code: int) -> int:
    """`best_top` as touching * 8 + placed (at most 6 stories fit a page);
    ``code``: `forms_code(forms)`, worked out once where many spots are
    tried for the same forms."""
    if not forms:
        return 0
    key = code << _SQUARES | _CANONICAL[occupied]
    found = _BEST.get(key)
    if found is not None:
        return found
    first, rest = forms[0], forms[1:]
    rest_code = code % 5 ** len(rest)
    perfect = len(forms) * 9
    best = -1
    rest_key = rest_code << _SQUARES
    for _, mask, top, _ in spots(first):
        if not mask & occupied:
            more = _BEST.get(rest_key | _CANONICAL[occupied | mask]) if rest else 0
            if more is None:
                more = packed_best_top(occupied | mask, rest, rest_code)
            # (touching, placed) + (top, 1), as touching * 8 + placed
            best = max(best, more + top * 8 + 1)
            if best == perfect:
                break
    else:
        # Leaving this story out gives at most (len(rest), len(rest)).
        if best < len(rest) * 9:
            best = max(best, packed_best_top(occupied, rest, rest_code))
    if len(_BEST) >= _BEST_KEPT:
        with contextlib.suppress(KeyError, RuntimeError, StopIteration):
            del _BEST[next(iter(_BEST))]
    _BEST[key] = best
    return best


def forget_best_tops() -> None:
    """Empties `best_top`'s memo (benchmarks time cold searches)."""
    _BEST.clear()


# Every placement a spot offers, and its mask: placements on a page are
# looked up here rather than turned into squares and back.
MASKS = {placement: mask for form in Form for placement, mask, _, _ in spots(form)}


def placement_mask(placement: Placement) -> int:
    mask = MASKS.get(placement)
    return placement.mask(PAGE) if mask is None else mask


def square_mask(square: tuple[int, int] | None) -> int:
    """The mask of one square of the page (an advertisement), 0 for None."""
    if square is None:
        return 0
    mask = _SQUARE_MASKS.get(square)
    return PAGE.mask([square]) if mask is None else mask  # (off the page: refused)


_SQUARE_MASKS = {
    (row, col): PAGE.mask([(row, col)]) for row in range(PAGE.height) for col in range(PAGE.width)
}


def occupied_mask(placed: tuple[tuple[object, Placement], ...], advertisement: int) -> int:
    mask = advertisement
    for _, placement in placed:
        mask |= placement_mask(placement)
    return mask


def touches_top(placement: Placement) -> bool:
    mask = MASKS.get(placement)
    if mask is None:
        return touches_edge(PAGE, placement.squares, "top")
    return bool(mask & TOP_ROW)
