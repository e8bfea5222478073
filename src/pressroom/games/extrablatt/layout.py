"""The "Layout Card Placement Rules" on bitmasks of the player board.

Every rule about where a layout card may go reduces to two masks: squares
the card must not cover (``forbidden``) and squares at least one of which it
must cover (``required``: the edge-neighbours of the cards it has to touch;
-1 when it need touch nothing). The board itself (squares, logo, fold,
headline border) is handled by `pressroom.core.grid`: the candidate
placements of each size are those that fit the empty board, computed once.
"""

from __future__ import annotations

import functools

import attrs

from pressroom.core.grid import Shape, border_mask, placement_candidates
from pressroom.games.extrablatt.components import (
    BOARD,
    HEADLINE_MASK,
    HEADLINE_TITLES,
    HEADLINES_PER_SECTION,
    LOGO_MASK,
    MAX_ADVERT_SIZE,
    PAGE_MASKS,
    SIZES,
    Section,
    orientations,
    section_of,
)
from pressroom.games.extrablatt.state import Card, Paper, rect_mask

NO_CONTACT = -1  # every non-empty mask meets -1
LARGEST = max(SIZES)


@attrs.frozen
class Rule:
    """What a new card on one paper must respect beyond the board itself."""

    occupied: int
    keep_clear: int = 0  # squares it may not cover besides the cards
    clear_reason: str = ""
    required: int = NO_CONTACT
    contact_reason: str = ""
    max_size: int = LARGEST

    @property
    def forbidden(self) -> int:
        return self.occupied | self.keep_clear


# -- board geometry -----------------------------------------------------------


def _by_size() -> dict[int, tuple[tuple[int, int, int, int, int], ...]]:
    out = {}
    for size in SIZES:
        h, w = orientations(size)[0]
        out[size] = tuple(
            (p.shape.height, p.shape.width, p.row, p.col, mask)
            for p, mask in placement_candidates(BOARD, Shape.rectangle(h, w))
        )
    return out


# Every (height, width, row, col, mask) of each size that fits the empty board:
# on the squares, off the logo, not across the fold or the red double lines.
CANDIDATES = _by_size()
CANDIDATE_MASKS = {size: tuple(c[4] for c in cands) for size, cands in CANDIDATES.items()}


def border(mask: int, joined: bool, diagonal: bool = False) -> int:
    """Squares touching ``mask`` along an edge (or also at a corner, with
    ``diagonal``); across the fold only if the pages are ``joined``."""
    if joined:
        return border_mask(BOARD, mask, diagonal)
    out = 0
    for page in PAGE_MASKS:
        if mask & page:
            out |= border_mask(BOARD, mask & page, diagonal) & page
    return out


# -- a paper's masks ------------------------------------------------------------


def occupied(paper: Paper) -> int:
    mask = 0
    for card in paper:
        mask |= card.mask
    return mask


def section_mask(paper: Paper, section: Section) -> int:
    mask = 0
    for card in paper:
        if card.headline >= 0 and card.headline // HEADLINES_PER_SECTION == section:
            mask |= card.mask
    return mask


def story_mask(paper: Paper) -> int:
    """Every card that is not an advert."""
    mask = 0
    for card in paper:
        if card.headline >= 0:
            mask |= card.mask
    return mask


def copies(paper: Paper, headline: int) -> tuple[Card, ...]:
    return tuple(card for card in paper if card.headline == headline)


# -- the rules -----------------------------------------------------------------


def story_rule(paper: Paper, headline: int, joined: bool) -> Rule:
    """Where an article (or, for a headline already in the paper, its picture)
    may go: "All messages of one type must be connected"; "the first Layout
    Card in each section must be placed in complete isolation"; "The Layout
    Card with the new message must rest against the Layout Card with the
    original message"."""
    taken = occupied(paper)
    own = copies(paper, headline)
    if own:
        return Rule(
            taken,
            required=border(own[0].mask, joined),
            contact_reason=(
                f"a picture must touch the card of its article {HEADLINE_TITLES[headline]!r} "
                "along an edge"
            ),
        )
    section = section_of(headline)
    sec = section_mask(paper, section)
    if sec:
        return Rule(
            taken,
            required=border(sec, joined),
            contact_reason=(
                f"a new {section.title} article must touch the {section.title} section "
                "along an edge"
            ),
        )
    return Rule(
        taken,
        keep_clear=border(taken, joined, diagonal=True),
        clear_reason=(
            f"the first card of the new {section.title} section must touch no other card, "
            "not even at a corner"
        ),
    )


def advert_rule(paper: Paper, joined: bool) -> Rule:
    """"The Layout Card must be placed against another Layout Card ... This
    other Layout Card may NOT be another Advert. The Advert may NOT be put into
    the Headline Section ..., not even part way." At most size 12."""
    return Rule(
        occupied(paper),
        keep_clear=HEADLINE_MASK,
        clear_reason="an advert may not lie in the headline section, not even part way",
        required=border(story_mask(paper), joined),
        contact_reason="an advert must touch a card that is not an advert along an edge",
        max_size=MAX_ADVERT_SIZE,
    )


@functools.lru_cache(maxsize=1 << 16)
def fits_somewhere(size: int, forbidden: int, required: int) -> bool:
    return any(not mask & forbidden and mask & required for mask in CANDIDATE_MASKS[size])


def sizes_that_fit(rule: Rule, stock: tuple[int, ...]) -> tuple[int, ...]:
    """The sizes of the seat's unplayed layout cards that have a legal place.

    Every card is at least 2 x 2, and each square of a card lies in a 2 x 2
    block of it; so if no 2 x 2 block fits, no card does.
    """
    forbidden, required = rule.forbidden, rule.required
    if not fits_somewhere(SIZES[0], forbidden, required):
        return ()
    return tuple(
        size
        for size, left in zip(SIZES, stock, strict=True)
        if left and size <= rule.max_size and fits_somewhere(size, forbidden, required)
    )


def placements(rule: Rule, size: int) -> tuple[tuple[int, int, int, int], ...]:
    """Every (height, width, row, col) of a card of ``size`` the rule allows."""
    forbidden, required = rule.forbidden, rule.required
    return tuple(
        (h, w, r, c)
        for h, w, r, c, mask in CANDIDATES[size]
        if not mask & forbidden and mask & required
    )


def _first_square(mask: int) -> tuple[int, int]:
    return divmod((mask & -mask).bit_length() - 1, BOARD.width)


def placement_problem(rule: Rule, height: int, width: int, row: int, col: int) -> str | None:
    """None if a height x width card may go at (row, col), else the rule broken."""
    if row < 0 or col < 0 or row + height > BOARD.height or col + width > BOARD.width:
        return (
            f"a {height}x{width} card at ({row},{col}) would extend outside the squares "
            f"of the board ({BOARD.height} rows x {BOARD.width} columns)"
        )
    mask = rect_mask(row, col, height, width)
    if mask & LOGO_MASK:
        return f"the card may not cover the MOZ logo at {_first_square(mask & LOGO_MASK)}"
    if all(mask & page for page in PAGE_MASKS):
        return "the card may not cross the fold between the two pages"
    if mask & HEADLINE_MASK and mask & ~HEADLINE_MASK:
        return (
            "the card may not cross the red double line around the headline section: "
            "it must lie wholly inside or wholly outside it"
        )
    if mask & rule.occupied:
        square = _first_square(mask & rule.occupied)
        return f"the card would overlap another layout card at {square}"
    if mask & rule.keep_clear:
        return f"{rule.clear_reason} (square {_first_square(mask & rule.keep_clear)})"
    if not mask & rule.required:
        return rule.contact_reason
    return None
