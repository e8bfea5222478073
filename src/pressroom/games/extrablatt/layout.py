"""The "Layout Card Placement Rules" on bitmasks of the player board.

Every rule about where a layout card may go reduces to two masks: squares
the card must not cover (``forbidden``) and squares at least one of which it
must cover (``required``: the edge-neighbours of the cards it has to touch;
the whole board when it need touch nothing). The board itself (squares,
logo, fold, headline border) is `pressroom.core.grid`'s: the candidate
placements of each size are those that fit the empty board, computed once,
and `core.grid.rectangle_problem` names the rule a placement breaks.

The rules of one paper are built once per paper and headline (cached), not
once per column or per candidate.
"""

from __future__ import annotations

import functools

import attrs

from pressroom.core.grid import (
    Breach,
    border_mask,
    border_mask_within,
    rectangle_candidates,
    rectangle_problem,
)
from pressroom.core.shown import shown
from pressroom.games.extrablatt.actions import Place
from pressroom.games.extrablatt.components import (
    BACK_PAGE_REGION,
    BOARD,
    HEADLINE_MASK,
    MAX_ADVERT_SIZE,
    PAGE_MASKS,
    SECTION_OF,
    SIZES,
    Message,
    Section,
    orientations,
)
from pressroom.games.extrablatt.state import Card, Paper

ANYWHERE = BOARD.all_mask  # every non-empty card covers a square of it
LARGEST = max(SIZES)


@attrs.frozen
class Rule:
    """What a new card on one paper must respect beyond the board itself."""

    occupied: int
    keep_clear: int = 0  # squares it may not cover besides the cards
    clear_reason: str = ""
    required: int = ANYWHERE  # it must cover one of these squares
    contact_reason: str = ""
    max_size: int = LARGEST

    @property
    def forbidden(self) -> int:
        return self.occupied | self.keep_clear


# -- board geometry -----------------------------------------------------------

# Every (height, width, row, col, mask) of each size that fits the empty board:
# on the squares, off the logo, not across the fold or the red double lines.
CANDIDATES = {
    size: rectangle_candidates(BOARD, *orientations(size)[0]) for size in SIZES
}
CANDIDATE_MASKS = {size: tuple(c[4] for c in cands) for size, cands in CANDIDATES.items()}


def border(mask: int, joined: bool, diagonal: bool = False) -> int:
    """Squares touching ``mask`` along an edge (or also at a corner, with
    ``diagonal``); across the fold only if the pages are ``joined``."""
    if joined:
        return border_mask(BOARD, mask, diagonal)
    return border_mask_within(BOARD, mask, PAGE_MASKS, diagonal)


# -- a paper's masks ------------------------------------------------------------


@attrs.frozen
class PaperMasks:
    """The masks of one paper the placement rules look at."""

    occupied: int
    sections: tuple[int, ...]  # per Section: its articles and pictures
    stories: int  # every card that is not an advert
    isolation: int  # squares a new section's first card must keep clear


@functools.lru_cache(maxsize=1 << 12)
def paper_masks(paper: Paper, joined: bool) -> PaperMasks:
    occupied = stories = 0
    sections = [0] * len(Section)
    for card in paper:
        mask = card.mask
        occupied |= mask
        if card.headline is not None:
            stories |= mask
            sections[SECTION_OF[card.headline]] |= mask  # type: ignore[index]
    return PaperMasks(
        occupied, tuple(sections), stories, border(occupied, joined, diagonal=True)
    )


def occupied(paper: Paper) -> int:
    return paper_masks(paper, True).occupied


def copies(paper: Paper, headline: Message) -> tuple[Card, ...]:
    return tuple(card for card in paper if card.headline is headline)


# -- the rules -----------------------------------------------------------------


@functools.lru_cache(maxsize=1 << 14)
def story_rule(paper: Paper, headline: Message, joined: bool) -> Rule:
    """Where an article (or, for a headline already in the paper, its picture)
    may go: "All messages of one type must be connected"; "the first Layout
    Card in each section must be placed in complete isolation"; "The Layout
    Card with the new message must rest against the Layout Card with the
    original message"."""
    masks = paper_masks(paper, joined)
    own = copies(paper, headline)
    if own:
        return Rule(
            masks.occupied,
            required=border(own[0].mask, joined),
            contact_reason=(
                f"a picture must touch the card of its article {headline.title!r} "
                "along an edge"
            ),
        )
    section = headline.section
    sec = masks.sections[section]
    if sec:
        return Rule(
            masks.occupied,
            required=border(sec, joined),
            contact_reason=(
                f"a new {section.title} article must touch the {section.title} section "
                "along an edge"
            ),
        )
    return Rule(
        masks.occupied,
        keep_clear=masks.isolation,
        clear_reason=(
            f"the first card of the new {section.title} section must touch no other card, "
            "not even at a corner"
        ),
    )


@functools.lru_cache(maxsize=1 << 12)
def advert_rule(paper: Paper, joined: bool) -> Rule:
    """"The Layout Card must be placed against another Layout Card ... This
    other Layout Card may NOT be another Advert. The Advert may NOT be put into
    the Headline Section ..., not even part way." At most size 12."""
    masks = paper_masks(paper, joined)
    return Rule(
        masks.occupied,
        keep_clear=HEADLINE_MASK,
        clear_reason="an advert may not lie in the headline section, not even part way",
        required=border(masks.stories, joined),
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


def any_size_fits(rule: Rule, stock: tuple[int, ...]) -> bool:
    """Whether some unplayed layout card of the seat has a legal place: the
    smallest sizes first, as they fit wherever a larger one does nearby."""
    forbidden, required = rule.forbidden, rule.required
    return any(
        left and size <= rule.max_size and fits_somewhere(size, forbidden, required)
        for size, left in zip(SIZES, stock, strict=True)
    )


def placements(rule: Rule, size: int) -> tuple[tuple[int, int, int, int], ...]:
    """Every (height, width, row, col) of a card of ``size`` the rule allows."""
    forbidden, required = rule.forbidden, rule.required
    return tuple(
        (h, w, r, c)
        for h, w, r, c, mask in CANDIDATES[size]
        if not mask & forbidden and mask & required
    )


@functools.cache
def _place_actions(seat: int, size: int) -> tuple[Place, ...]:
    return tuple(Place(seat, h, w, r, c) for h, w, r, c, _ in CANDIDATES[size])


def place_actions(rule: Rule, seat: int, size: int) -> tuple[Place, ...]:
    """The `Place` actions of ``seat`` the rule allows for a card of ``size``
    (built once per seat and size, then only filtered by mask)."""
    forbidden, required = rule.forbidden, rule.required
    return tuple(
        action
        for action, mask in zip(_place_actions(seat, size), CANDIDATE_MASKS[size], strict=True)
        if not mask & forbidden and mask & required
    )


def placement_problem(rule: Rule, height: int, width: int, row: int, col: int) -> str | None:
    """None if a height x width card may go at (row, col), else the rule broken."""
    problem = rectangle_problem(
        BOARD, height, width, row, col, rule.occupied, rule.keep_clear, rule.required
    )
    if problem is None:
        return None
    breach, square = problem.breach, problem.square
    if breach is Breach.OUTSIDE:
        return (
            f"a {shown(height)}x{shown(width)} card at ({shown(row)},{shown(col)}) would "
            f"extend outside the squares of the board ({BOARD.height} rows x "
            f"{BOARD.width} columns)"
        )
    if breach is Breach.RESERVED:
        return f"the card may not cover the MOZ logo at {square}"
    if breach is Breach.REGIONS and BACK_PAGE_REGION in problem.regions:
        return "the card may not cross the fold between the two pages"
    if breach is Breach.REGIONS:
        return (
            "the card may not cross the red double line around the headline section: "
            "it must lie wholly inside or wholly outside it"
        )
    if breach is Breach.COVERED:
        return f"the card would overlap another layout card at {square}"
    if breach is Breach.KEEP_CLEAR:
        return f"{rule.clear_reason} (square {square})"
    return rule.contact_reason
