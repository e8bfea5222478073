"""The "Layout Card Placement Rules" on bitmasks of the player board.

Every rule about where a layout card may go reduces to two masks: squares
the card must not cover (``forbidden``) and squares at least one of which it
must cover (``required``: the edge-neighbours of the cards it has to touch;
the whole board when it need touch nothing). The board itself (squares,
logo, fold, headline border) is `pressroom.core.grid`'s: the candidate
placements of each size are those that fit the empty board, computed once,
and `core.grid.rectangle_problem` names the rule a placement breaks.

Where a card of one shape may go is found for all positions at once, by
shifting masks (`anchors`): a random playout asks this at almost every
step, and a loop over the ~150 candidates of a shape cost most of a step.
`placements` keeps the loop over candidates, as the reference the tests
compare with.

The masks and rules of one paper are built once per paper (`paper_info`)
and kept while the paper is in use.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import compress
from operator import and_
from typing import Any

import attrs

from pressroom.core.frozen import builder
from pressroom.core.grid import Breach, Rectangle, fits, rectangle_problem
from pressroom.core.shown import shown
from pressroom.games.extrablatt.actions import Place
from pressroom.games.extrablatt.components import (
    BACK_PAGE_REGION,
    BOARD,
    HEADLINE_MASK,
    MAX_ADVERT_SIZE,
    NUM_HEADLINES,
    PAGE_MASKS,
    SECTION_OF,
    SIZES,
    Message,
    Section,
    orientations,
)
from pressroom.games.extrablatt.state import Card, Paper, card_mask

ANYWHERE = BOARD.all_mask  # every non-empty card covers a square of it
LARGEST = max(SIZES)
WIDTH = BOARD.width
SQUARES = BOARD.height * BOARD.width


# -- board geometry -----------------------------------------------------------

def _candidates(size: int) -> tuple[Rectangle, ...]:
    """As `core.grid.rectangle_candidates` (the tests compare), from this
    game's own cached card masks."""
    return tuple(
        (h, w, r, c, mask)
        for h, w in orientations(size)
        for r in range(BOARD.height - h + 1)
        for c in range(BOARD.width - w + 1)
        if fits(BOARD, mask := card_mask(r, c, h, w))
    )


# Every (height, width, row, col, mask) of each size that fits the empty board:
# on the squares, off the logo, not across the fold or the red double lines.
CANDIDATES = {size: _candidates(size) for size in SIZES}
CANDIDATE_MASKS = {size: tuple(c[4] for c in cands) for size, cands in CANDIDATES.items()}
# (height, width, row, col) -> mask, for every placement that fits the empty board.
CANDIDATE_AT = {
    (h, w, r, c): mask for cands in CANDIDATES.values() for h, w, r, c, mask in cands
}


@attrs.frozen(weakref_slot=False)
class CardShape:
    """One orientation of a layout card: the bits of its top-left square
    where it fits the empty board (``anchors``), and ``find``, which gives
    the anchors of its legal places on a paper (see `anchors`)."""

    height: int
    width: int
    anchors: int
    find: Callable[[int, int], int] = attrs.field(eq=False, repr=False)


def anchors(shape: CardShape, free: int, required: int) -> int:
    """The bits of the top-left squares where a card of ``shape`` covers only
    ``free`` squares and at least one ``required`` square.

    A card at anchor bit i covers bits i + row shift + column shift; shifting
    a mask right by such an offset brings each of those bits onto i. So
    AND-ing the shifted free masks keeps the anchors with every square free,
    OR-ing the shifted required masks those with one required square covered.
    `CardShape.anchors` drops the cards that would wrap a row or leave the board.
    """
    return shape.find(free, required)


def _finder(height: int, width: int, fits: int) -> Callable[[int, int], int]:
    """`anchors` for one shape, its shifts written out: a playout asks a
    few times a step, and the loops over the shifts were half its cost."""
    cols = "".join(f" & (free >> {k})" for k in range(1, width))
    rows = "".join(f" & (row >> {WIDTH * k})" for k in range(1, height))
    near_cols = "".join(f" | (required >> {k})" for k in range(1, width))
    near_rows = "".join(f" | (touch >> {WIDTH * k})" for k in range(1, height))
    source = (
        "def find(free, required):\n"
        f"    row = free{cols}\n"
        f"    fit = row & {fits}{rows}\n"
        f"    if not fit or required == {ANYWHERE}:\n"
        "        return fit\n"
        f"    touch = required{near_cols}\n"
        f"    return fit & (touch{near_rows})\n"
    )
    namespace: dict[str, Any] = {}
    exec(source, namespace)
    find: Callable[[int, int], int] = namespace["find"]
    return find


def _shape(height: int, width: int) -> CardShape:
    fits = 0
    for h, w, r, c, _ in CANDIDATES[height * width]:
        if (h, w) == (height, width):
            fits |= 1 << (r * WIDTH + c)
    return CardShape(height, width, fits, _finder(height, width, fits))


SHAPES: dict[int, tuple[CardShape, ...]] = {
    size: tuple(_shape(h, w) for h, w in orientations(size)) for size in SIZES
}


# What `FIND_ALL` gives: per size in `SIZES` order, the anchors of each of
# its shapes; and per size -1 if any shape has one, else 0.
Found = tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]


def _all_finder(touching: bool) -> Callable[..., Found]:
    """`CardShape.find` for every shape at once, per size in `SIZES` order,
    and per size whether any of its shapes has a place: the runs of free
    squares (and of squares near a required one) along a row are shared by
    the shapes of every width, and their runs down the rows by the shapes
    of every height of a width (each a shift and an AND or OR of 200-bit
    ints, about 380 instructions: 124 of them where each shape made its own
    runs down, 212). ``touching``: the function takes ``required`` (else
    every place will do)."""
    shapes = [shape for size in SIZES for shape in SHAPES[size]]
    widest = max(shape.width for shape in shapes)
    head = "def find_all(free, required):" if touching else "def find_all(free):"
    lines = [head, "    f1 = free"]
    lines += [f"    f{k} = f{k - 1} & (free >> {k - 1})" for k in range(2, widest + 1)]
    if touching:
        lines.append("    t1 = required")
        lines += [f"    t{k} = t{k - 1} | (required >> {k - 1})" for k in range(2, widest + 1)]
    # f{w}_{h}: anchors whose w x h block is free; t{w}_{h}: whose block
    # holds a required square.
    for w in sorted({shape.width for shape in shapes}):
        lines.append(f"    f{w}_1 = f{w}")
        if touching:
            lines.append(f"    t{w}_1 = t{w}")
        for h in range(2, max(shape.height for shape in shapes if shape.width == w) + 1):
            lines.append(f"    f{w}_{h} = f{w}_{h - 1} & (f{w} >> {WIDTH * (h - 1)})")
            if touching:
                lines.append(f"    t{w}_{h} = t{w}_{h - 1} | (t{w} >> {WIDTH * (h - 1)})")
    sizes, flags = [], []
    for i, size in enumerate(SIZES):
        names = []
        for j, shape in enumerate(SHAPES[size]):
            h, w = shape.height, shape.width
            fit = f"f{w}_{h} & {shape.anchors}" + (f" & t{w}_{h}" if touching else "")
            names.append(f"s{i}_{j}")
            lines.append(f"    {names[-1]} = {fit}")
        sizes.append("(" + ", ".join(names) + ",)")
        flags.append(f"-1 if {' or '.join(names)} else 0")
    lines.append(f"    return ({', '.join(sizes)},), ({', '.join(flags)},)")
    namespace: dict[str, Any] = {}
    exec("\n".join(lines) + "\n", namespace)
    find_all: Callable[..., Found] = namespace["find_all"]
    return find_all


FIND_ALL = _all_finder(touching=True)
FIND_ALL_FREE = _all_finder(touching=False)


_FIRST_COL = sum(1 << (r * WIDTH) for r in range(BOARD.height))
NOT_FIRST_COL = ANYWHERE & ~_FIRST_COL
NOT_LAST_COL = ANYWHERE & ~(_FIRST_COL << (WIDTH - 1))


def edge(mask: int) -> int:
    """Squares touching ``mask`` along an edge, across the fold too (as
    `core.grid`'s, without its checks of the argument: a rule builds a few
    of these per step, the load check one per card)."""
    wide = mask | ((mask << 1) & NOT_FIRST_COL) | ((mask >> 1) & NOT_LAST_COL)
    return (wide | (mask << WIDTH) | (mask >> WIDTH)) & ANYWHERE & ~mask


def corner(mask: int) -> int:
    """Squares touching ``mask`` along an edge or at a corner, across the
    fold too."""
    wide = mask | ((mask << 1) & NOT_FIRST_COL) | ((mask >> 1) & NOT_LAST_COL)
    return (wide | (wide << WIDTH) | (wide >> WIDTH)) & ANYWHERE & ~mask


def border(mask: int, joined: bool, diagonal: bool = False) -> int:
    """Squares touching ``mask`` along an edge (or also at a corner, with
    ``diagonal``); across the fold only if the pages are ``joined``: as
    `core.grid.border_mask` and `border_mask_within` (the tests compare)."""
    touching = corner if diagonal else edge
    if joined:
        return touching(mask)
    out = 0
    for area in PAGE_MASKS:
        part = mask & area
        if part:
            out |= touching(part) & area
    return out & ~mask


# -- the rules -----------------------------------------------------------------


class Rule:
    """What a new card on one paper must respect beyond the board itself.
    ``why`` names the rule for messages: ("picture", headline), ("section",
    section), ("isolation", section) or ("advert",). ``known`` remembers the
    legal places found per size (shared by rules with the same masks).

    A plain class: rules are made at most steps of a playout, and an attrs
    class with these defaults cost twice as much to build."""

    __slots__ = ("fitting", "free", "keep_clear", "known", "max_size", "occupied", "required",
                 "why")

    def __init__(
        self,
        occupied: int,
        keep_clear: int = 0,  # squares it may not cover besides the cards
        required: int = ANYWHERE,  # it must cover one of these squares
        max_size: int = LARGEST,
        why: tuple[object, ...] = (),
        known: dict[int, tuple[int, ...]] | None = None,
    ) -> None:
        self.occupied = occupied
        self.keep_clear = keep_clear
        self.required = required
        self.max_size = max_size
        self.why = why
        self.known: dict[int, tuple[int, ...]] = {} if known is None else known
        self.free = ANYWHERE & ~(occupied | keep_clear)
        self.fitting: tuple[int, ...] | None = None  # `sizes_fitting`, once asked

    def __repr__(self) -> str:
        return (f"Rule(occupied={self.occupied}, keep_clear={self.keep_clear}, "
                f"required={self.required}, max_size={self.max_size}, why={self.why})")

    @property
    def forbidden(self) -> int:
        return self.occupied | self.keep_clear

    def fits(self, size: int) -> bool:
        """Whether a card of ``size`` (not above ``max_size``) has a legal place."""
        found = self.known.get(size)
        if found is None:
            found = self.anchors(size)
        return any(found)

    def every_anchor(self) -> dict[int, tuple[int, ...]]:
        """`anchors` of every size, found at once (the size step asks for all)."""
        self.sizes_fitting()
        return self.known

    def sizes_fitting(self) -> tuple[int, ...]:
        """Per size (`SIZES` order), -1 if a card of it has a legal place and
        is not above ``max_size``, else 0: every size's anchors found at once,
        kept in ``known``, and these flags beside them."""
        fitting = self.fitting
        if fitting is None:
            known = self.known
            if len(known) != len(SIZES):
                found, fitting = (FIND_ALL_FREE(self.free) if self.required == ANYWHERE
                                  else FIND_ALL(self.free, self.required))
                known.update(zip(SIZES, found, strict=True))
            else:  # (anchors shared with a rule of the same masks)
                fitting = tuple(-1 if any(known[size]) else 0 for size in SIZES)
            most = self.max_size
            if most < LARGEST:  # (an advert's)
                fitting = tuple([flag if size <= most else 0
                                 for size, flag in zip(SIZES, fitting, strict=True)])
            self.fitting = fitting
        return fitting

    def anchors(self, size: int) -> tuple[int, ...]:
        """Per shape of ``size`` (`SHAPES`), the anchors of its legal places."""
        found = self.known.get(size)
        if found is None:
            free, required = self.free, self.required
            shapes = SHAPES[size]
            if len(shapes) == 1:
                found = (shapes[0].find(free, required),)
            else:
                found = (shapes[0].find(free, required), shapes[1].find(free, required))
            self.known[size] = found
        return found

    @property
    def clear_reason(self) -> str:
        kind = self.why[0] if self.why else ""
        if kind == "isolation":
            section: Section = self.why[1]  # type: ignore[assignment]
            return (
                f"the first card of the new {section.title} section must touch no other "
                "card, not even at a corner"
            )
        if kind == "advert":
            return "an advert may not lie in the headline section, not even part way"
        return ""

    @property
    def contact_reason(self) -> str:
        kind = self.why[0] if self.why else ""
        if kind == "picture":
            headline: Message = self.why[1]  # type: ignore[assignment]
            return (
                f"a picture must touch the card of its article {headline.title!r} "
                "along an edge"
            )
        if kind == "section":
            section: Section = self.why[1]  # type: ignore[assignment]
            return (
                f"a new {section.title} article must touch the {section.title} section "
                "along an edge"
            )
        if kind == "advert":
            return "an advert must touch a card that is not an advert along an edge"
        return ""


# The rule a story is laid by, as `PaperInfo.can_take` keys it: a picture's
# by its headline, an article's by its section's key (plain ints past the
# messages', so that no two keys hash alike), a new section's by None.
RuleKey = Message | int | None
_SECTION_KEY = tuple(len(Message) + section for section in Section)
_EVERY_PICTURE = (1,) * len(Section)


class PaperInfo:
    """The masks of one paper the placement rules look at, its copies of each
    headline, and its rules as they are asked for."""

    __slots__ = ("_isolation", "_rules", "copies", "duckable", "first_copy", "occupied", "paper",
                 "sections", "small_fits", "stories")

    def __init__(self, paper: Paper) -> None:
        self.paper = paper
        occupied = stories = 0
        sections = [0] * len(Section)
        copies = [0] * NUM_HEADLINES
        first_copy = [0] * NUM_HEADLINES
        duckable = 0  # a bit per Section with a card a duck could go on
        for card in paper:
            mask = card.mask
            occupied |= mask
            headline = card.headline
            if headline is not None:
                stories |= mask
                section = SECTION_OF[headline]
                sections[section] |= mask  # type: ignore[index]
                if not copies[headline]:
                    first_copy[headline] = mask
                copies[headline] += 1
                if not card.duck:
                    duckable |= 1 << section  # type: ignore[operator]
        self.occupied = occupied
        self.stories = stories
        self.sections = sections
        self.copies = copies
        self.first_copy = first_copy
        self.duckable = duckable
        # Rules by (headline for a picture, section for an article, None for
        # an advert; joined): a paper's articles of one section share a rule.
        self._rules: dict[tuple[Message | Section | None, bool], Rule] = {}
        self._isolation: dict[bool, tuple[int, dict[int, tuple[int, ...]]]] = {}
        # `can_take`: whether a 2 x 2 card fits, per `joined` (an index: 0
        # or 1) by rule key (`_rule_key`): one dict each, so that no key
        # pair is made and hashed for every headline asked about.
        self.small_fits: tuple[dict[RuleKey, bool], dict[RuleKey, bool]] = ({}, {})

    def with_card(self, paper: Paper, card: Card) -> PaperInfo:
        """The info of ``paper``: this info's paper with ``card`` laid last
        (as `PaperInfo(paper)`, without going over the other cards again)."""
        info = _new_info(PaperInfo)
        info.paper = paper
        mask = card.mask
        info.occupied = self.occupied | mask
        info.stories, info.sections = self.stories, self.sections
        info.copies, info.first_copy = self.copies, self.first_copy
        info.duckable = self.duckable
        headline = card.headline
        if headline is not None:
            info.stories |= mask
            section: int = SECTION_OF[headline]  # type: ignore[assignment]
            info.sections = sections = list(self.sections)
            sections[section] |= mask
            info.copies = copies = list(self.copies)
            if not copies[headline]:
                info.first_copy = first_copy = list(self.first_copy)
                first_copy[headline] = mask
            copies[headline] += 1
            if not card.duck:
                info.duckable |= 1 << section
        info._rules = {}
        info._isolation = {}
        info.small_fits = ({}, {})
        return info

    def can_lay(self, headline: Message, joined: bool, stock: tuple[int, ...]) -> bool:
        """Whether some card of ``stock`` has a legal place for ``headline``
        (of which the paper holds fewer than two copies): as `can_take`,
        whatever the pictures left."""
        return self.can_take(headline, joined, stock, _EVERY_PICTURE)

    def can_take(self, headline: Message, joined: bool, stock: tuple[int, ...],
                 pictures: tuple[int, ...]) -> bool:
        """Whether the paper's owner may take ``headline``: fewer than two
        copies in the paper, a picture left in its section (``pictures``)
        for a second, and some card of ``stock`` with a legal place.

        Every card holds a 2 x 2 block around each of its squares, so a card
        fits only where a 2 x 2 card would, and a size-4 card is 2 x 2: with
        one of those left, the answer is whether a 2 x 2 fits, which depends
        on the paper alone (kept per rule: the headline's picture, its
        section, or any new section). No `Rule` is made for that: the choose
        step asks about every headline at the bottom of the FAX board, and
        building the rules was most of its cost."""
        section = SECTION_OF[headline]
        own = self.copies[headline]
        if own:
            if own > 1 or not pictures[section]:  # type: ignore[index]
                return False
            key: RuleKey = headline
        else:
            key = _SECTION_KEY[section] if self.sections[section] else None  # type: ignore[index]
        fits = self.small_fits[joined].get(key)
        if fits is None:
            fits = self.small_fits[joined][key] = self._small_fits(key, joined)
        if not fits:
            return False
        if stock[0]:
            return True
        return any_size_fits(self.story_rule(headline, joined), stock)

    def _small_fits(self, key: RuleKey, joined: bool) -> bool:
        """Whether a 2 x 2 card has a place by the rule of ``key`` (as `can_take`)."""
        free = ANYWHERE & ~self.occupied
        if key is None:  # the first card of a section: in isolation
            free &= ~border(self.occupied, joined, diagonal=True)
            required = ANYWHERE
        elif type(key) is int:  # a section's article
            required = border(self.sections[key - _SECTION_KEY[0]], joined)
        else:  # a headline's picture
            required = border(self.first_copy[key], joined)
        return bool(_SMALL.find(free, required))

    def story_rule(self, headline: Message, joined: bool) -> Rule:
        key: Message | Section | None = headline
        if not self.copies[headline]:
            key = SECTION_OF[headline]
        rule = self._rules.get((key, joined))
        if rule is None:
            rule = self._rules[key, joined] = self._story_rule(headline, joined)
        return rule

    def _story_rule(self, headline: Message, joined: bool) -> Rule:
        if self.copies[headline]:
            return Rule(self.occupied, required=border(self.first_copy[headline], joined),
                        why=("picture", headline))
        section = SECTION_OF[headline]
        assert section is not None
        sec = self.sections[section]
        if sec:
            return Rule(self.occupied, required=border(sec, joined), why=("section", section))
        # The first card of any new section: the same squares kept clear.
        isolation = self._isolation.get(joined)
        if isolation is None:
            isolation = self._isolation[joined] = (
                border(self.occupied, joined, diagonal=True), {}
            )
        keep_clear, known = isolation
        return Rule(self.occupied, keep_clear=keep_clear, why=("isolation", section),
                    known=known)

    def advert_rule(self, joined: bool) -> Rule:
        rule = self._rules.get((None, joined))
        if rule is None:
            rule = self._rules[None, joined] = Rule(
                self.occupied, keep_clear=HEADLINE_MASK,
                required=border(self.stories, joined), max_size=MAX_ADVERT_SIZE,
                why=("advert",),
            )
        return rule


# Papers in use, by identity: a step asks about the same few papers again and
# again (its legal actions, then the check of the one applied), and a paper
# object lives on unchanged in every later state until a card is laid on it.
# Identity avoids hashing the cards; `info.paper is paper` guards against an
# id reused after a paper was dropped. Oldest out first. A random game makes
# about 31 papers, 4-5 in use at a time: 8 entries rebuild 31.9 infos a game,
# 64 entries 30.5, 4 entries 37.4 (20 games). 8 is full after one game, so
# the cache does not grow with the games played.
_INFO: dict[int, PaperInfo] = {}
INFO_LIMIT = 8


def paper_info(paper: Paper) -> PaperInfo:
    info = _INFO.get(id(paper))
    if info is not None and info.paper is paper:
        return info
    return _remember(PaperInfo(paper))


def _remember(info: PaperInfo) -> PaperInfo:
    if len(_INFO) >= INFO_LIMIT:
        _INFO.pop(next(iter(_INFO)), None)
    _INFO[id(info.paper)] = info
    return info


def laid(before: Paper, after: Paper, card: Card) -> None:
    """``after`` is ``before`` with ``card`` laid last: if ``before``'s info
    is at hand, ``after``'s is made from it (a paper's info was rebuilt card
    by card after every card laid)."""
    info = _INFO.get(id(before))
    if info is not None and info.paper is before:
        _remember(info.with_card(after, card))


_new_info = object.__new__


def occupied(paper: Paper) -> int:
    return paper_info(paper).occupied


def copies(paper: Paper, headline: Message) -> tuple[Card, ...]:
    return tuple(card for card in paper if card.headline is headline)


def story_rule(paper: Paper, headline: Message, joined: bool) -> Rule:
    """Where an article (or, for a headline already in the paper, its picture)
    may go: "All messages of one type must be connected"; "the first Layout
    Card in each section must be placed in complete isolation"; "The Layout
    Card with the new message must rest against the Layout Card with the
    original message"."""
    return paper_info(paper).story_rule(headline, joined)


def advert_rule(paper: Paper, joined: bool) -> Rule:
    """"The Layout Card must be placed against another Layout Card ... This
    other Layout Card may NOT be another Advert. The Advert may NOT be put into
    the Headline Section ..., not even part way." At most size 12."""
    return paper_info(paper).advert_rule(joined)


SMALLEST = SIZES[0]
(_SMALL,) = SHAPES[SMALLEST]  # the 2 x 2 card


def sizes_that_fit(rule: Rule, stock: tuple[int, ...]) -> tuple[int, ...]:
    """The sizes of the seat's unplayed layout cards that have a legal place.

    Every card is at least 2 x 2, and each square of a card lies in a 2 x 2
    block of it; so if no 2 x 2 block fits, no card does.
    """
    if not rule.fits(SMALLEST):
        return ()
    # (in C: a size is kept where its count left and its flag are both set)
    return tuple(compress(SIZES, map(and_, stock, rule.sizes_fitting())))


def any_size_fits(rule: Rule, stock: tuple[int, ...]) -> bool:
    """Whether some unplayed layout card of the seat has a legal place: the
    smallest sizes first, as they fit wherever a larger one does nearby."""
    fits, most = rule.fits, rule.max_size
    return any(
        left and size <= most and fits(size) for size, left in zip(SIZES, stock, strict=True)
    )


def placements(rule: Rule, size: int) -> tuple[tuple[int, int, int, int], ...]:
    """Every (height, width, row, col) of a card of ``size`` the rule allows,
    candidate by candidate (the reference for `place_actions`)."""
    forbidden, required = rule.forbidden, rule.required
    return tuple(
        (h, w, r, c)
        for h, w, r, c, mask in CANDIDATES[size]
        if not mask & forbidden and mask & required
    )


# The digits "0" and "1" as the bytes 0 and 1 (a table for `bytes.translate`,
# which reads it in C without a look-up per character).
_BITS = bytes.maketrans(b"01", b"\0\1")


def _place_table(seat: int, height: int, width: int) -> tuple[Place | None, ...]:
    """Per bit of the board: the `Place` of ``seat`` for a ``height`` x
    ``width`` card with its top-left square there (None where the shape does
    not fit the empty board)."""
    table = _PLACES.get((seat, height, width))
    if table is None:
        shape = next(s for s in SHAPES[height * width] if (s.height, s.width) == (height, width))
        table = _PLACES[seat, height, width] = tuple(
            _place(seat, height, width, *divmod(bit, WIDTH)) if shape.anchors >> bit & 1 else None
            for bit in range(SQUARES)
        )
    return table


# (Trusted: the fields are the ints above. The actions' type checks made most
# of the tables' cost, paid in every process's first game.)
_place = builder(Place, trusted=True)


# The `Place` actions last as long as the process, ~1400 per seat. Made all
# at once on a seat's first placement, they took one call past 10 ms on a
# busy machine; made per shape as asked, a game would go on adding to them
# (which `benchmarks/memory.py` counts). So a placement makes the tables it
# needs, and each choose step makes one more (`build_ahead`) until all 72
# exist: within the first game, a fraction of a millisecond at a time.
_PLACES: dict[tuple[int, int, int], tuple[Place | None, ...]] = {}
_AHEAD = [
    (seat, shape.height, shape.width)
    for seat in range(4) for shapes in SHAPES.values() for shape in shapes
]


def build_ahead() -> None:
    """Make one `Place` table not made yet, if any is left."""
    while _AHEAD:
        seat, height, width = _AHEAD.pop()
        if (seat, height, width) not in _PLACES:
            _place_table(seat, height, width)
            return


def place_actions(rule: Rule, seat: int, size: int) -> tuple[Place, ...]:
    """The `Place` actions of ``seat`` the rule allows for a card of ``size``:
    each shape's anchors, upright first, in reading order (picked from the
    seat's actions by the bits of the anchors)."""
    out: list[Any] = []
    for shape, fit in zip(SHAPES[size], rule.anchors(size), strict=True):
        if fit:
            # The anchor bits as bytes 0/1, lowest first (up to the highest
            # set bit: `compress` stops at the shorter of the two).
            flags = bin(fit)[:1:-1].encode().translate(_BITS)
            table = _PLACES.get((seat, shape.height, shape.width))
            if table is None:
                table = _place_table(seat, shape.height, shape.width)
            out.extend(compress(table, flags))
    return tuple(out)


def placement_problem(rule: Rule, height: int, width: int, row: int, col: int) -> str | None:
    """None if a height x width card may go at (row, col), else the rule broken."""
    mask = CANDIDATE_AT.get((height, width, row, col))
    if mask is not None and not mask & rule.forbidden and mask & rule.required:
        return None
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
