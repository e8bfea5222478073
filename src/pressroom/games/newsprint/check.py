"""Strict at the door: a loaded state must be one the game could be in.

`state_problem` names the first field that no game of Newsprint could have:
a number out of range, a per-seat tuple of the wrong length, a phase without
what it needs (or with what another phase holds), a card out of nowhere, a
history that does not add up to the circulation points. The checks run in
an order where each relies only on those before it, so no input can make
them crash or run long.
"""

from __future__ import annotations

import itertools
import operator
import struct

from pressroom.core.shown import shown
from pressroom.core.turns import seat_order
from pressroom.games.newsprint import hand as hands
from pressroom.games.newsprint.components import (
    COPIES,
    DECK_SIZE,
    FREEDOM,
    HAND_SIZE,
    MAX_PLAYERS,
    MAX_REPORTER_DISCARDS,
    MAX_STORIES,
    MIN_PLAYERS,
    SUITS,
    TURNS,
    Card,
    Kind,
)
from pressroom.games.newsprint.hand import Hand
from pressroom.games.newsprint.options import OTHER_SUIT, InsideScoopTies, OrderOfPlay, Rounds
from pressroom.games.newsprint.record import (
    EARNING_AT,
    EXTRA_SEAT,
    EXTRA_STANDING,
    EXTRA_SUIT,
    EXTRA_SUM,
    HOT_BITS,
    OVER,
    POINTS_AT,
    ROOM,
    SEAT_SUMS,
    SIZES,
    STANDING_AT,
    STANDING_OF,
    STORIES,
    SUIT_OF,
    TOTAL_BITS,
    USE_LIMIT,
    report_row,
)
from pressroom.games.newsprint.rules import (
    PHASE_KIND,
    can_form_story,
    target_problem,
)
from pressroom.games.newsprint.scoring import suit_leaders
from pressroom.games.newsprint.state import (
    ALLOW_CODE,
    ANSWER_BITS,
    CURRENT_BITS,
    HAND_BITS,
    HEX,
    MARK_BITS,
    NEGATE_CODE,
    NOS,
    P_EDIT,
    P_INVESTIGATION,
    P_OVER,
    P_REPORTER,
    P_SCOOP,
    P_STORY,
    PICK_BITS,
    PILE_UNIT,
    PLAYED,
    SEAT_MASK,
    ZEROS,
    NewsprintState,
    Phase,
    Reaction,
    Story,
    TurnReport,
    Writing,
    pile_size,
    seat_hand,
    unpack_answers,
    unpack_picks,
)

# (Enum members and the state's `through` names read as module constants and
# slots: each look-up of a member on its class costs as much as a few
# C-level calls.)
TIES_ALL = InsideScoopTies.ALL
CLOCKWISE = OrderOfPlay.CLOCKWISE
ONCE_AROUND = Rounds.ONCE_AROUND
FULL_COUNTS = tuple(COPIES[card] for card in Card)
FULL: Hand = hands.from_counts(FULL_COUNTS)
FACES = len(FULL_COUNTS)
count = hands.count
# Cards that may lie on the table in each phase (played this turn).
ON_TABLE = {
    P_INVESTIGATION: {Kind.INVESTIGATION, Kind.EVENT},
    P_STORY: {Kind.INVESTIGATION, Kind.EVENT},
    P_EDIT: {Kind.INVESTIGATION, Kind.EVENT, Kind.EDIT, Kind.STORY},
}
# Per phase, the faces that may not lie on the table.
OFF_TABLE = {
    phase: tuple(card for card in Card if card.kind not in ON_TABLE.get(phase, set()))
    for phase in Phase
}
# The same, as the bits of their counts in a hand, and per player count in
# every seat's hand of a per-seat field.
OFF_BITS = {
    phase: sum(hands.MASK << hands.SHIFTS[card] for card in cards)
    for phase, cards in OFF_TABLE.items()
}
OFF_SEATS = {
    phase: tuple(sum(bits << HAND_BITS * seat for seat in range(n))
                 for n in range(MAX_PLAYERS + 1))
    for phase, bits in OFF_BITS.items()
}
# The records each phase may hold in ``pending``, and the names of their parts.
PENDING_OF = {
    P_SCOOP: (type(None),),
    P_REPORTER: (type(None),),
    P_INVESTIGATION: (type(None), Reaction),
    P_STORY: (Writing,),
    P_EDIT: (type(None), Reaction),
    P_OVER: (type(None),),
}
PARTS = {
    Reaction: "a reaction",
    Writing: "drafts and committed",
    type(None): "nothing",
}
TURN_PHASES = frozenset({P_INVESTIGATION, P_EDIT})


def check_state(state: NewsprintState) -> None:
    problem = state_problem(state)
    if problem is not None:
        raise ValueError(f"malformed Newsprint state: {problem}")


def state_problem(
    state: NewsprintState, record: tuple[tuple[int, ...], ...] | None = None,
    sums: tuple[int, ...] | None = None,
) -> str | None:
    """The first problem of a state, or None. ``record``: the rows of a saved
    form, whose reports the state holds (`state_from_json` decodes them and
    makes the reports from them, finding the rows' ``sums`` with them, see
    `record.loaded_reports`); without it, the rows are found from the
    state's reports."""
    # (Each check called by name: a loop over them costs more than the calls.)
    return (_seats(state) or _counts(state) or _history(state, record, sums)
            or _phase_fields(state) or _effects(state) or _phase_details(state))


def _seats(state: NewsprintState) -> str | None:
    n = state.match.standings.num_players
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        return f"num_players must be {MIN_PLAYERS} to {MAX_PLAYERS}, not {shown(n)}"
    cards, effects = state.cards, state.match
    if not 0 <= cards.rng < 2**64:
        return f"rng must be a 64-bit value, not {shown(cards.rng)}"
    if not 1 <= state.match.standings.turn <= TURNS:
        return f"turn must be 1 to {TURNS}, not {shown(state.match.standings.turn)}"
    # Every field at once; a problem is named below, field by field.
    limit = SEATS_LIMIT[n]
    if 0 <= cards.face_down < limit and 0 <= cards.hands < limit and 0 <= cards.table < limit \
            and len(effects.standings.circulation) == len(effects.wilds) == len(effects.extra) \
            == len(effects.editorials) == len(effects.stories) == n:
        return None
    for name, packed in (("face_down", cards.face_down), ("hands", cards.hands),
                         ("table", cards.table)):
        if not 0 <= packed < limit:
            return f"{name} must be one {HAND_BITS}-bit hand per seat ({n}), not {shown(packed)}"
    per_seat = (
        ("circulation", effects.standings.circulation), ("wilds", effects.wilds),
        ("extra", effects.extra),
        ("editorials", effects.editorials), ("stories", effects.stories),
    )
    for name, values in per_seat:
        if len(values) != n:
            return f"{name} must have one entry per seat ({n})"
    return None


# Per player count: the bound of a per-seat field of packed hands.
SEATS_LIMIT = tuple(1 << HAND_BITS * n for n in range(MAX_PLAYERS + 1))


def _hand_problem(name: str, held: Hand) -> str | None:
    if not 0 <= held < hands.LIMIT:
        return (f"{name} must count each of the {FACES} cards in {hands.BITS} bits "
                f"(0 to {hands.LIMIT - 1}), not {shown(held)}")
    for card, copies in zip(Card, hands.counts(held), strict=True):
        if copies > COPIES[card]:
            return f"{name} holds {copies} {card.title} cards (0 to {COPIES[card]})"
    return None


def _counts(state: NewsprintState) -> str | None:
    cards = state.cards
    draw_pile, discard_pile, drawn, face_up = (cards.draw_pile, cards.discard_pile, cards.drawn,
                                               cards.face_up)
    if draw_pile >= 0 and discard_pile >= 0 and 0 <= face_up < hands.LIMIT:
        # Every place at once, with plain ints (a good state needs nothing
        # more; any problem is named below, place by place, in the same
        # order as ever). Adding places as ints adds their counts face by
        # face, carries aside: a count over 15 carries 16 into the next
        # face, which lowers the sum of the result's digits by 15. So if
        # the places add up to the whole deck and hold 70 cards in all,
        # nothing carried and every face is counted exactly: each place is
        # in range, and the cards known to be in the discard pile (at most
        # the deck's copies, so no carry) are the pile's cards if they add
        # up to its hand and are as many. A per-seat field's hands are
        # added by taking it modulo M = 2**60 - 1 (2**60 is 1 then), which
        # is their sum S unless S >= M; the hands and the tables are added
        # as one, their two fields' sum taken modulo M (one division
        # fewer, 1,000 instructions less), which is S less some multiple of M
        # too, as the argument below needs. The total so found equals the
        # whole deck and the exact total S' is the deck plus k*M, k >= 0;
        # k >= 1 would take a carry out of the top face, and the digits
        # of k*M written as differences of face counts (each at least -10)
        # add up to 15 or more, so the places would hold more than 70
        # cards: with 70, S' is the deck and every argument above holds.
        draw_text = f"{draw_pile:x}" if draw_pile else ""
        discard_text = f"{discard_pile:x}" if discard_pile else ""
        if "0" not in draw_text and "0" not in discard_text and 0 <= drawn <= len(draw_text) \
                and len(draw_text) <= DECK_SIZE and len(discard_text) <= DECK_SIZE:
            down, held, table = cards.face_down, cards.hands, cards.table
            known = face_up + down % FOLD
            # (Each field is in range: `_seats` and the test above.)
            counted = hands.digit_sum(face_up | down << HAND_BITS)
            rest = draw_text[:len(draw_text) - drawn]
            if known + (held + table) % FOLD + sum(map(PILE_UNIT.__getitem__, rest)) == FULL \
                    and counted + hands.digit_sum(held | table << HAND_BITS * MAX_PLAYERS) \
                    + len(rest) == DECK_SIZE \
                    and sum(map(PILE_UNIT.__getitem__, discard_text)) == known \
                    and len(discard_text) == counted:
                return None
    return _counts_problem(state)


FOLD = (1 << HAND_BITS) - 1


def _counts_problem(state: NewsprintState) -> str:
    cards = state.cards
    for name, pile in (("draw_pile", cards.draw_pile), ("discard_pile", cards.discard_pile)):
        if pile < 0 or pile_size(pile) > DECK_SIZE:
            return f"deck holds more cards than the game has ({name} is {shown(pile)})"
        if pile and "0" in f"{pile:x}":
            return f"{name} must hold a card (its index + 1) in each of its 4-bit digits"
    if not 0 <= cards.drawn <= pile_size(cards.draw_pile):
        return (f"drawn must be 0 to the draw pile's {pile_size(cards.draw_pile)} cards, "
                f"not {shown(cards.drawn)}")
    draw_pile, discard_pile = cards.draw_pile >> 4 * cards.drawn, cards.discard_pile
    face_down = state.face_down
    named = [("face_up", cards.face_up)]
    for field in ("face_down", "hands", "table"):
        named += [(f"{field}[{seat}]", held) for seat, held in enumerate(getattr(state, field))]
    for name, held in named:
        problem = _hand_problem(name, held)
        if problem is not None:
            return problem
    if pile_size(draw_pile) + pile_size(discard_pile) > DECK_SIZE:
        return "deck holds more cards than the game has"
    tally = list(map(sum, zip(*map(hands.counts, (cards.face_up, *face_down)), strict=True)))
    if _tally(discard_pile) != tally:
        return "discard_pile must be the cards of face_up and face_down"
    return "hands, table and deck must hold the 70 cards, each exactly once"


PILE_DIGITS = tuple(HEX[card + 1] for card in Card)


def _tally(pile: int) -> list[int]:
    """How many of each card a pile holds."""
    text = f"{pile:x}" if pile else ""
    return [text.count(digit) for digit in PILE_DIGITS]


def _story_problem(name: str, story: Story) -> str | None:
    if story.suit.kind is not Kind.STORY:
        return f"{name} has the suit {story.suit.title}, which is not a story suit"
    if not 0 <= story.cards <= COPIES[story.suit]:
        return f"{name} has {shown(story.cards)} cards"
    if not 0 <= story.wilds <= COPIES[Card.STOP_THE_PRESSES]:
        return f"{name} has {shown(story.wilds)} wilds"
    if story.cards + story.wilds < 1:
        return f"{name} has no card"
    if not 0 <= story.breaks <= COPIES[Card.BREAK_THE_STORY]:
        return f"{name} has {shown(story.breaks)} Break the Story cards"
    return None


def _stories_problem(name: str, stories: tuple[tuple[Story, ...], ...]) -> str | None:
    # The game's own stories (every loaded one) at once: their 16-bit
    # tallies added, each over its limit if its top bit is set.
    try:
        tally = sum(map(TALLY_BY_ID.__getitem__, map(id, itertools.chain.from_iterable(stories))))
    except KeyError:
        tally = None
    if tally is not None and max(map(len, stories), default=0) <= MAX_STORIES \
            and not tally + TALLY_ROOM & TALLY_OVER:
        return None
    # One pass with plain ints; a story out of range is named by `_story_problem`.
    cards = [0] * FACES
    wilds = breaks = defamed = 0
    for seat, seat_stories in enumerate(stories):
        if len(seat_stories) > MAX_STORIES:
            return f"{name}[{seat}] holds more than {MAX_STORIES} stories"
        for i, story in enumerate(seat_stories):
            suit, count, wild, broken = story.suit, story.cards, story.wilds, story.breaks
            if not (suit in SUIT_SET and 0 <= count <= SUIT_COPIES and 0 <= wild <= MOST_WILDS
                    and count + wild >= 1 and 0 <= broken <= MOST_BREAKS):
                return _story_problem(f"{name}[{seat}][{i}]", story)
            cards[suit] += count
            wilds += wild
            breaks += broken
            defamed += story.defamed
    for suit in SUITS:
        if cards[suit] > COPIES[suit]:
            return f"{name} use {cards[suit]} {suit.title} cards; there are {COPIES[suit]}"
    if wilds > MOST_WILDS:
        return f"{name} use more wilds than there are Stop the Presses cards"
    if breaks > MOST_BREAKS:
        return f"{name} carry more Break the Story cards than there are"
    if defamed > COPIES[Card.DEFAMATION]:
        return f"{name} were defamed more often than there are Defamation cards"
    return None


SUIT_SET = frozenset(SUITS)
assert tuple(Card)[:len(SUITS)] == SUITS  # `_revealed` slices a table's suits
SUIT_COPIES = COPIES[SUITS[0]]
assert all(COPIES[suit] == SUIT_COPIES for suit in SUITS)
MOST_WILDS = COPIES[Card.STOP_THE_PRESSES]
MOST_BREAKS = COPIES[Card.BREAK_THE_STORY]
# Each of the game's stories (valid by making), as 16-bit counts: its
# cards at its suit's place, then its wilds, breaks and defamation; with
# at most 14 stories no count passes 15 bits. `TALLY_ROOM` brings each
# count's limit to 2**15 - 1, so a total over its limit sets a top bit.
_TALLY_LIMITS = (*(COPIES[suit] for suit in SUITS), MOST_WILDS, MOST_BREAKS,
                 COPIES[Card.DEFAMATION])
TALLY_BY_ID = {
    id(story): sum(count << 16 * i for i, count in enumerate(
        (*(story.cards if suit is story.suit else 0 for suit in SUITS),
         story.wilds, story.breaks, int(story.defamed))))
    for story in STORIES
}
TALLY_ROOM = sum(0x7FFF - limit << 16 * i for i, limit in enumerate(_TALLY_LIMITS))
TALLY_OVER = sum(0x8000 << 16 * i for i in range(len(_TALLY_LIMITS)))
assert all(_story_problem("", story) is None for story in STORIES)


def _history(
    state: NewsprintState, record: tuple[tuple[int, ...], ...] | None,
    sums: tuple[int, ...] | None = None,
) -> str | None:
    """The history, as its record (see `record`; found from the reports if
    not given): a row per turn played, of values some turn can have
    (the tables of `record` hold exactly those), the turn's stories and
    Editorials within the deck's copies, each story earning exactly as the
    Inside Scoop says (the scoring rules' other part, the points a story
    earns, is read off the story itself), and the points adding up to the
    circulation. Each row is summed once (`record.SEAT_SUMS`): its use of
    the cards, every seat's points, and the stories standing and earning
    by suit and size (given as ``sums`` if the load found them)."""
    standings = state.match.standings
    n, history = standings.num_players, standings.history
    played = TURNS if state.match.phase is P_OVER else standings.turn - 1
    if len(history if record is None else record) != played:
        return f"history must hold one report per turn played ({played})"
    if record is None:
        problem, record = _record(history, n)
        if problem is not None:
            return problem
        sums = None
    ties = standings.options.inside_scoop_ties is TIES_ALL
    tables = SEAT_SUMS[n]
    # The rows' sums added up: each row's use of the cards is tested within
    # the deck's copies below, so the sum of five carries nothing into the
    # points (taken out at the end), and no seat's points pass their bits.
    # The rows the Inside Scoop check reads are put side by side in
    # ``scored`` (`ROW_BITS` a row) and checked at once after the loop,
    # before any other problem a later row has (the loop stops at it): the
    # check of four rows at once costs 25,300 instructions, four checks of
    # a row 44,900.
    total = scored = 0
    rows: list[int] = []
    problem = None
    for i, row in enumerate(record):
        extras = row[n:]
        if len(row) < n:
            problem = f"history[{i}] must have one entry per seat"
            break
        if sums is not None:
            summed = sums[i]
        else:
            try:
                # (`map` stops at the seats' last table: the seats' values.)
                summed = sum(map(dict.__getitem__, tables, row))
                if extras:
                    summed += sum(map(EXTRA_SUM.__getitem__, extras))
            except KeyError:
                problem = f"history[{i}] holds a value that stands for no seat's turn"
                break
        if (summed & USE_MASK) + ROOM & OVER:
            problem = f"history[{i}] uses more cards than the deck has"
            break
        total += summed
        if extras:
            if len(extras) == 1:  # the commonest: one second story
                owner, suit = EXTRA_OWNER[extras[0]]
                first = SUIT_OF[row[owner]] if owner < n else None
                if first is None:
                    problem = f"history[{i}] {_extras_problem(row[:n], extras)}"
                    break
                same = first is suit
            else:
                extras_problem = _extras_problem(row[:n], extras)
                if extras_problem is not None:
                    problem = f"history[{i}] {extras_problem}"
                    break
                same = any(map(operator.is_, map(SUIT_OF.__getitem__, map(row.__getitem__, map(
                    EXTRA_SEAT.__getitem__, extras))), map(EXTRA_SUIT.__getitem__, extras)))
            if same:
                # A seat's two stories of one suit do not compete.
                if not _seats_scoop_ok(row[:n], extras, ties):
                    problem = f"history[{i}].story_points are not what its stories earn"
                    break
                continue
        scored = scored << ROW_BITS | summed
        rows.append(i)
    if rows:
        scoop_problem = _scoop_problem(scored, rows, ties)
        if scoop_problem is not None:
            return scoop_problem
    if problem is not None:
        return problem
    # The circulation packed as the rows' sums hold the points, 16 bits a
    # seat, by `struct` in C (a value out of 0 to 65535, or no int, is
    # refused: a struct.error): 3,000 instructions, where the values
    # tested and shifted one by one cost 11,900.
    try:
        packed = int.from_bytes(CIRCULATION_PACKS[n](*standings.circulation), "little")
    except struct.error:
        packed = -1
    if packed != total >> POINTS_AT & POINTS_MASK:
        return "circulation must be the sum of the history's points"
    return None


USE_MASK = USE_LIMIT - 1


def _scoop_problem(scored: int, rows: list[int], ties: bool) -> str | None:
    """The first of the ``rows`` (their indices) whose stories earn
    otherwise than the Inside Scoop says, their sums side by side in
    ``scored`` (the last row's lowest, `ROW_BITS` a row), or None: every row
    at once (`_scoop_ok` reads each row's counts apart), then row by row."""
    if _scoop_ok(scored >> STANDING_AT & STANDINGS, scored >> EARNING_AT & STANDINGS, ties):
        return None
    last = len(rows) - 1
    return next(f"history[{i}].story_points are not what its stories earn"
                for k, i in enumerate(rows)
                if not _scoop_ok(scored >> ROW_BITS * (last - k) + STANDING_AT & HOT_MASK,
                                 scored >> ROW_BITS * (last - k) + EARNING_AT & HOT_MASK, ties))
# Per extra value: its seat and its story's suit.
EXTRA_OWNER = {value: (seat, EXTRA_SUIT[value]) for value, seat in EXTRA_SEAT.items()}


def _record(
    history: tuple[TurnReport, ...], n: int
) -> tuple[str | None, tuple[tuple[int, ...], ...]]:
    """The rows of a state's reports (`record.report_row`), or the first report
    that is none a turn of ``n`` seats can have."""
    rows = []
    for i, report in enumerate(history):
        if type(report) is not TurnReport:
            return f"history[{i}] must be a TurnReport, not {shown(report)}", ()
        if report.turn != i + 1:
            return f"history[{i}].turn must be {i + 1}, not {shown(report.turn)}", ()
        if not len(report.stories) == len(report.story_points) \
                == len(report.editorial_points) == n:
            return f"history[{i}] must have one entry per seat", ()
        try:
            rows.append(report_row(report))
        except ValueError as error:
            return f"history[{i}] holds {error}", ()
    return None, tuple(rows)
# Per player count: the seats' circulation packed as the rows' sums hold
# their points (`record.TOTAL_BITS` a seat, seat 0's lowest).
CIRCULATION_PACKS = tuple(struct.Struct(f"<{n}H").pack for n in range(MAX_PLAYERS + 1))
assert TOTAL_BITS == 16


def _extras_problem(seats: tuple[int, ...], extras: tuple[int, ...]) -> str | None:
    """Second stories: one at most per seat, in seat order, each of a seat
    with a first story."""
    owners = list(map(EXTRA_SEAT.__getitem__, extras))
    if owners != sorted(set(owners)) or owners[-1] >= len(seats):
        return "holds second stories out of seat order"
    if None in map(SUIT_OF.__getitem__, map(seats.__getitem__, owners)):
        return "holds a second story of a seat without a first"
    return None


def _scoop_ok(standing: int, earning: int, ties: bool) -> bool:
    """Whether the stories that earn are those the Inside Scoop lets earn,
    with one story a suit per seat: of each suit, the largest, if alone or
    ``ties``. ``standing`` and ``earning`` count the stories that stand and
    that earn, 4 bits per suit and size (see `record.SEAT_SUMS`), of a
    turn or of several side by side, `ROW_BITS` apart (see `_history`).

    Every suit at once, with whole-int operations: a flag (the lowest bit
    of a count's 4) for each count not 0; the flags spread down through
    their suit's counts (shifts by 1, 2, 4 and 8 counts, each kept within
    its suit: a count is flagged if it or one above it in its suit is
    not 0); the top flag of each suit (flagged, the one above not) marks
    its largest story's count, which earns if alone (1) or ``ties``."""
    # (Two ors of shifted copies flag the counts, and the spreads are
    # written out: 9,100 instructions a turn, where four ors and a loop
    # over `SPREADS` cost 10,600.)
    flags = standing | standing >> 2
    flags = (flags | flags >> 1) & LOWS
    flags |= flags >> SPREAD_1 & WITHIN_1
    flags |= flags >> SPREAD_2 & WITHIN_2
    flags |= flags >> SPREAD_4 & WITHIN_4
    flags |= flags >> SPREAD_8 & WITHIN_8
    top = standing & (flags & ~(flags >> 4 & WITHIN_1)) * 15
    if not ties:
        top &= ~(top >> 1 | top >> 2 | top >> 3) & LOWS
    return earning == top


def _scoop_ok_by_suit(standing: int, earning: int, ties: bool) -> bool:
    """`_scoop_ok` suit by suit (the tests compare the two)."""
    expected = 0
    for at in SUIT_AT:
        field = standing >> at & SUIT_MASK
        if field:
            top = field.bit_length() - 1 & ~3  # the largest story's count
            count = field >> top
            if ties or count == 1:
                expected |= count << at + top
    return earning == expected


SUIT_AT = tuple(4 * SIZES * i for i in range(len(SUITS)))
# The lowest bit of every count (a suit's `SIZES` counts, 4 bits each), and
# per spread of `_scoop_ok` (by 1, 2, 4 and 8 counts) the shift and the
# counts' lowest bits that stay within their suit.
# Each mask repeats every `ROW_BITS`, for the rows side by side of
# `_history` (a row's sum, and so its counts, is less than 2**ROW_BITS).
ROW_BITS = EARNING_AT + HOT_BITS
_ROWS = sum(1 << ROW_BITS * turn for turn in range(TURNS))
LOWS = sum(1 << 4 * i for i in range(SIZES * len(SUITS))) * _ROWS
SPREADS = tuple(
    (4 * k, sum(1 << at + 4 * size for at in SUIT_AT for size in range(SIZES - k)) * _ROWS)
    for k in (1, 2, 4, 8)
)
assert SIZES - 1 <= 8 + 4 + 2 + 1
(SPREAD_1, WITHIN_1), (SPREAD_2, WITHIN_2), (SPREAD_4, WITHIN_4), (SPREAD_8, WITHIN_8) = SPREADS
SUIT_MASK = (1 << 4 * SIZES) - 1
HOT_MASK = (1 << HOT_BITS) - 1
STANDINGS = HOT_MASK * _ROWS
POINTS_MASK = (1 << TOTAL_BITS * MAX_PLAYERS) - 1


def _seats_scoop_ok(seats: tuple[int, ...], extras: tuple[int, ...], ties: bool) -> bool:
    """`_scoop_ok` for a turn with second stories: a seat's own two stories
    do not compete (as `scoring.turn_points` reads the rule), so each
    story is measured against the largest of any other seat."""
    standing = [(seat, *story) for seat, story in enumerate(map(STANDING_OF.__getitem__, seats))
                if story is not None]
    standing += filter(None, map(EXTRA_STANDING.__getitem__, extras))
    best, best_seat, second = suit_leaders([entry[:3] for entry in standing])
    for seat, suit, size, earns in standing:
        rival = second[suit] if seat == best_seat[suit] else best[suit]
        if earns != (size > rival or (ties and size == rival)):
            return False
    return True


def _phase_fields(state: NewsprintState) -> str | None:
    """Each phase holds its own parts and none of another phase's: its
    record in ``pending``, ``progress`` and ``secrets`` in their ranges
    (their slots are checked with the phase's details), and the order of
    play only in the Investigation and Edit phases."""
    phase, pending, n = state.match.phase, state.pending, state.match.standings.num_players
    expected = PENDING_OF[phase]
    if type(pending) not in expected:
        return (f"{phase.words} needs {' or '.join(PARTS[kind] for kind in expected)} pending, "
                f"not {PARTS.get(type(pending), 'that')} (they belong to another phase)")
    if type(pending) is Writing:
        for name, values in (("drafts", pending.drafts), ("committed", pending.committed)):
            if len(values) != n:
                return f"{name} must have one entry per seat ({n}) in {phase.words}"
    progress, secrets = state.progress, state.secrets
    if phase is P_SCOOP:
        if not 1 <= progress <= n:
            return f"scoop_round (progress) must be 1 to {n}, not {shown(progress)}"
        if not 0 <= secrets < 1 << PICK_BITS * n:
            return f"picks (secrets) must be one {PICK_BITS}-bit slot per seat, " \
                   f"not {shown(secrets)}"
    elif phase is P_REPORTER:
        if not 0 <= progress < 1 << n:
            return f"discards (progress) must be a bit per seat, not {shown(progress)}"
        if not 0 <= secrets < 1 << MARK_BITS * n:
            return f"marked (secrets) must be one {MARK_BITS}-bit slot per seat, " \
                   f"not {shown(secrets)}"
    elif phase in TURN_PHASES:
        if not 0 <= progress < PLAYED << 1:
            return f"current, passes and played (progress) must be current + 8 * passes + " \
                   f"64 * played, not {shown(progress)}"
        if pending is None and secrets:
            return f"secrets must be 0 without a reaction, not {shown(secrets)}"
        if pending is not None and not 0 <= secrets < 1 << ANSWER_BITS * n:
            return f"reaction.responses (secrets) must be one {ANSWER_BITS}-bit slot per seat, " \
                   f"not {shown(secrets)}"
    elif progress or secrets:
        return f"progress and secrets must be 0 in {phase.words}, not {shown(progress)} " \
               f"and {shown(secrets)}"
    if phase not in TURN_PHASES and state.match.order:
        return f"order must be empty in {phase.words}"
    if phase is not P_EDIT and any(state.match.stories):
        return "stories lie on the table only in the Edit phase"
    return None


def _effects(state: NewsprintState) -> str | None:
    """The turn's effects: each from a card of its own on the table. Every
    seat at once first, with C-level maps; a problem is then named seat by
    seat, in the same order as ever."""
    effects, packed = state.match, state.cards.table
    if state.match.phase in BEFORE_TABLE:  # nothing played yet: no card, no effect
        if not (packed or any(effects.wilds) or any(effects.extra)
                or any(effects.editorials)):
            return None
        return _effects_problem(state)
    n = state.match.standings.num_players
    if effects.wilds == effects.editorials == ZEROS[n] and effects.extra == NOS[n]:
        # No effect yet (a third of the states of the Investigation and
        # Edit phases): the cards on the table alone to test (3,100
        # instructions with 7 players, where the test below cost 19,400).
        if not packed & OFF_SEATS[state.match.phase][n]:
            return None
        return _effects_problem(state)
    # Every seat's count of a face, read off the packed tables' digits (the
    # last seat's first: seat 0's are the last 15).
    # The effects, seat by seat, as bytes (a value out of 0 to 255 is
    # refused by `bytes`), against the counts of their cards on the
    # tables: read as numbers, each byte of the counts with its top bit
    # set, less the effects, keep every top bit if no effect is over 127
    # and none is over its count (no byte borrows).
    digits = hands.seats_digits(packed, n)
    last = hands.FACES * (n - 1)
    try:
        wanted = int.from_bytes(bytes(effects.wilds + effects.extra + effects.editorials), "big")
    except (TypeError, ValueError):
        return _effects_problem(state)
    highs = HIGHS[n]
    have = int.from_bytes(digits[last + STOP::-hands.FACES] + digits[last + EXTRA::-hands.FACES]
                          + digits[last + EDITORIAL::-hands.FACES], "big") | highs
    # A face lies on some table if its bits are set in any of them.
    if not wanted & highs and have - wanted & highs == highs \
            and not packed & OFF_SEATS[state.match.phase][n]:
        return None
    return _effects_problem(state)


# Per player count: the top bit of each byte of the effects' bytes.
HIGHS = tuple(int.from_bytes(b"\x80" * 3 * n, "big") for n in range(MAX_PLAYERS + 1))


BEFORE_TABLE = frozenset({P_SCOOP, P_REPORTER, P_OVER})
STOP, EXTRA, EDITORIAL = Card.STOP_THE_PRESSES, Card.EXTRA_EXTRA, Card.EDITORIAL
DEFAMATION, BREAK = Card.DEFAMATION, Card.BREAK_THE_STORY


def _effects_problem(state: NewsprintState) -> str | None:
    before = state.match.phase in BEFORE_TABLE
    effects, off_table = state.match, OFF_TABLE[state.match.phase]
    for seat, held in enumerate(state.table):
        table = hands.counts(held)
        if before and held:
            return f"table[{seat}] holds cards before the Investigation phase"
        wilds, editorials = effects.wilds[seat], effects.editorials[seat]
        if not 0 <= wilds <= table[Card.STOP_THE_PRESSES]:
            return f"wilds[{seat}] is {shown(wilds)}, with " \
                   f"{table[Card.STOP_THE_PRESSES]} Stop the Presses on its table"
        if effects.extra[seat] and not table[Card.EXTRA_EXTRA]:
            return f"extra[{seat}] is set without an Extra! Extra! on its table"
        if not 0 <= editorials <= table[Card.EDITORIAL]:
            return f"editorials[{seat}] is {shown(editorials)}, with " \
                   f"{table[Card.EDITORIAL]} Editorials on its table"
        stray = [card for card in off_table if table[card]]
        if stray:
            return f"table[{seat}] holds {stray[0].title} in {state.match.phase.words}"
    return None


def _phase_details(state: NewsprintState) -> str | None:
    phase, pending = state.match.phase, state.pending
    # Every seat's cards summed at once (`hand.seat_sums`).
    if phase in HAND_PHASES \
            and hands.seat_sums(state.cards.hands) != FULL_HANDS[state.match.standings.num_players]:
        return f"hands must hold {HAND_SIZE} cards each in {phase.words}"
    if phase is P_SCOOP:
        return _scoop(state)
    if phase is P_REPORTER:
        return _reporter(state)
    if type(pending) is Writing:
        return _story(state, pending)
    if phase in TURN_PHASES:
        return _turns(state)
    if state.cards.hands:
        return "hands must be empty once the game is over"
    return None


HAND_PHASES = frozenset({P_SCOOP, P_REPORTER})
# Per player count: the sums of `hand.seat_sums` with every hand full.
FULL_HANDS = tuple(hands.sizes_sums((HAND_SIZE,) * n) for n in range(MAX_PLAYERS + 1))


def _scoop(state: NewsprintState) -> str | None:
    # Every seat at once: a seat yet to pick (a 0 digit, the last seat's
    # first), and every card picked held by its seat (see `_holds`).
    n = state.match.standings.num_players
    text = f"{state.secrets:0{n}x}"
    if "0" in text and _holds(state.cards.hands, sum(map(dict.__getitem__, PICK_UNITS[n], text))):
        return None
    picks = unpack_picks(state.secrets, n)
    if None not in picks:
        return "picks are all in, so the cards should have been passed"
    for seat, card in enumerate(picks):
        if card is not None and not count(seat_hand(state.cards.hands, seat), card):
            return f"picks[{seat}] is {card.title}, which seat {seat} does not hold"
    return None


# Per player count and digit of the picks (the last seat's first): the
# hand its card adds at its seat's place.
PICK_UNITS = tuple(
    tuple({"0": 0, **{HEX[card + 1]: hands.UNIT[card] << HAND_BITS * (n - 1 - i)
                      for card in Card}} for i in range(n))
    for n in range(MAX_PLAYERS + 1)
)
MARK_DIGITS = MARK_BITS // 4
# Every slot's digits (5: read from the top, leading zeros, then the cards'
# digits, never rising) for up to 5 cards, and the hand they set aside.
MARKED = {
    "0" * (MARK_DIGITS - size) + "".join(digits): sum(map(PILE_UNIT.__getitem__, digits))
    for size in range(MAX_REPORTER_DISCARDS + 1)
    for digits in itertools.combinations_with_replacement(reversed(PILE_DIGITS), size)
}
MARKED_TEXT = {slot: f"{held:0{hands.FACES}x}" for slot, held in MARKED.items()}
MARK_FORMATS = tuple(f"0{MARK_DIGITS * n}x" for n in range(MAX_PLAYERS + 1))
# Per player count: each seat's run of the slots' digits (the last seat's
# first).
MARK_RUNS = tuple(tuple(slice(i, i + MARK_DIGITS) for i in range(0, MARK_DIGITS * n, MARK_DIGITS))
                  for n in range(MAX_PLAYERS + 1))
# The lowest bit of every digit of a per-seat field but the first: where
# a subtraction's borrow shows (see `_holds`).
BORROWS = sum(1 << 4 * i for i in range(1, HAND_BITS * MAX_PLAYERS // 4))


def _holds(held: int, taken: int) -> bool:
    """Whether the packed hands ``held`` hold each seat's cards of the packed
    hands ``taken``, face by face: the difference borrows at no digit (a
    borrow into a digit flips its lowest bit of held ^ taken ^ difference)
    and not past the top."""
    rest = held - taken
    return rest >= 0 and not (rest ^ held ^ taken) & BORROWS


def _reporter(state: NewsprintState) -> str | None:
    n = state.match.standings.num_players
    if state.progress == (1 << n) - 1:
        return "discards are all in, so the replacements should have been drawn"
    # Every seat at once: each slot's digits (the last seat's first) are
    # cards in face order from the lowest (so, read from the top, leading
    # zeros and then digits that never rise), and the hands less the cards
    # set aside borrow nowhere (a borrow would raise the sum of the digits).
    # A problem is named below, seat by seat.
    # (Each slot's hand as the 15 hex digits of a hand, joined in the slots'
    # order: the digits of the packed hands set aside.)
    # (The slots cut by slices, `_phase_fields` having bounded the secrets
    # to their digits, and the format made at import: the check of 7
    # players 25,100 instructions, with a regular expression finding the
    # slots and the format made at each call 27,600.)
    text = format(state.secrets, MARK_FORMATS[n])
    slots = tuple(map(text.__getitem__, MARK_RUNS[n]))
    try:
        marked = int("".join(map(MARKED_TEXT.__getitem__, slots)), 16)
    except KeyError:  # a slot no cards set aside have
        marked = -1
    if marked >= 0 and _holds(state.cards.hands, marked):
        return None
    for seat, slot in enumerate(reversed(slots)):
        if slot not in MARKED:
            return f"marked[{seat}] must be 0 to {MAX_REPORTER_DISCARDS} cards, each its " \
                   f"index + 1 in 4 bits, in face order from the lowest bits"
        if not hands.holds(seat_hand(state.cards.hands, seat), MARKED[slot]):
            return f"marked[{seat}] sets aside cards seat {seat} does not hold"
    return None


def _story(state: NewsprintState, step: Writing) -> str | None:
    if None not in step.committed:
        return "committed stories are all in, so they should have been revealed"
    other_suit = state.match.standings.options.extra_extra is OTHER_SUIT
    effects = state.match
    for seat in range(state.match.standings.num_players):
        hand = seat_hand(state.cards.hands, seat)
        wilds, extra = effects.wilds[seat], effects.extra[seat]
        draft, chosen = step.drafts[seat], step.committed[seat]
        if draft and (not extra or chosen is not None or len(draft) > 1):
            return f"drafts[{seat}] holds a first story without Extra! Extra! waiting for a second"
        stories = draft if chosen is None else chosen
        if len(stories) > (MAX_STORIES if extra else 1):
            return f"committed[{seat}] holds too many stories"
        if chosen == () and can_form_story(hand, wilds):
            return f"committed[{seat}] is no story, but seat {seat} can form one"
        for i, story in enumerate(stories):
            if story.breaks or story.defamed or not _can_choose(
                hand, wilds, stories[:i], other_suit, story
            ):
                return f"committed[{seat}][{i}] is not a story seat {seat} can play"
    return None


def _can_choose(
    hand: Hand, wilds: int, draft: tuple[Story, ...], other_suit: bool, story: Story
) -> bool:
    """Whether `story_choices` lists the story's (suit, cards, wilds), read
    off without listing them: the suit's cards in hand not used by the
    draft (none if the draft has the suit and ``other_suit``), and 0 wilds
    only with a card, up to the wilds the draft leaves free."""
    suit = story.suit
    if suit not in SUIT_SET:
        return False
    have = count(hand, suit)
    for drafted in draft:
        if drafted.suit is suit:
            have = -1 if other_suit else have - drafted.cards
    free_wilds = wilds - sum(drafted.wilds for drafted in draft)
    return 0 <= story.cards <= have and (0 if story.cards else 1) <= story.wilds <= free_wilds


def _turns(state: NewsprintState) -> str | None:
    # The order, current and passes at once (the order of play against the
    # orders each option allows); a problem is named below, field by field.
    match = state.match
    standings = match.standings
    n, order, circulation = standings.num_players, match.order, standings.circulation
    options, progress = standings.options, state.progress
    current, passes = progress & SEAT_MASK, progress >> CURRENT_BITS & SEAT_MASK
    if (order in CLOCKWISE_ORDERS[n] and circulation[order[0]] == min(circulation)
            if options.order_of_play is CLOCKWISE
            else sorted(order) == SEAT_LISTS[n]
            and list(map(circulation.__getitem__, order)) == sorted(circulation)) \
            and current < n and passes < n \
            and not (passes > current and options.rounds is ONCE_AROUND):
        played = progress & PLAYED != 0
        if not played or state.cards.table >> HAND_BITS * order[current] & HAND_MASK:
            if match.phase is P_EDIT:
                problem = _revealed(state)
                if problem is not None:
                    return problem
            return _reaction(state, order[current], played)
    return _turns_problem(state)


# Per player count: every order of play clockwise from a seat, and the
# seats in order.
CLOCKWISE_ORDERS = tuple(frozenset(seat_order(start, n) for start in range(n))
                         for n in range(MAX_PLAYERS + 1))
SEAT_LISTS = tuple(list(range(n)) for n in range(MAX_PLAYERS + 1))
HAND_MASK = hands.LIMIT - 1


def _turns_problem(state: NewsprintState) -> str | None:
    n = state.match.standings.num_players
    order = state.match.order
    if sorted(order) != list(range(n)):
        return "order must name every seat once"
    circulation = state.match.standings.circulation
    if circulation[order[0]] != min(circulation):
        return "order must start with a seat with the fewest circulation points"
    if state.match.standings.options.order_of_play is CLOCKWISE:
        if order != seat_order(order[0], n):
            return "order must go clockwise from its first seat"
    elif [circulation[s] for s in order] != sorted(circulation):
        return "order must rank the seats by ascending circulation points"
    progress = state.progress
    current, passes = progress & SEAT_MASK, progress >> CURRENT_BITS & SEAT_MASK
    if not 0 <= current < n:
        return f"current must be 0 to {n - 1}, not {shown(current)}"
    if not 0 <= passes < n:
        return f"passes must be 0 to {n - 1}, not {shown(passes)}"
    if state.match.standings.options.rounds is ONCE_AROUND and passes > current:
        return "passes counts more turns than the phase has had"
    played = progress & PLAYED != 0
    if played and not seat_hand(state.cards.table, order[current]):
        return "played is set but the current seat has no card on the table"
    if state.match.phase is P_EDIT:
        problem = _revealed(state)
        if problem is not None:
            return problem
    return _reaction(state, order[current], played)


def _revealed(state: NewsprintState) -> str | None:
    effects = state.match
    problem = _stories_problem("stories", effects.stories)
    if problem is not None:
        return problem
    other_suit = state.match.standings.options.extra_extra is OTHER_SUIT
    n, faces = state.match.standings.num_players, hands.FACES
    digits = hands.seats_digits(state.cards.table, n)
    defamations = sum(digits[DEFAMATION::faces])
    for seat, stories in enumerate(effects.stories):
        start = faces * (n - 1 - seat)  # the last seat's digits come first
        table = digits[start:start + faces]
        if len(stories) > (MAX_STORIES if effects.extra[seat] else 1):
            return f"stories[{seat}] holds more stories than seat {seat} may play"
        if other_suit and len({s.suit for s in stories}) < len(stories):
            return f"stories[{seat}] are of one suit (extra_extra='other_suit')"
        # The seat's stories tallied once (the suits are the first faces).
        suit_cards = [0] * len(SUITS)
        wilds = breaks = defamed = 0
        for story in stories:
            suit_cards[story.suit] += story.cards
            wilds += story.wilds
            breaks += story.breaks
            defamed += story.defamed
        if tuple(table[:len(SUITS)]) != tuple(suit_cards):
            suit = next(suit for suit in SUITS if table[suit] != suit_cards[suit])
            return f"table[{seat}] must hold the {suit.title} cards of its stories"
        if wilds > effects.wilds[seat]:
            return f"stories[{seat}] use more wilds than seat {seat} has"
        if breaks > table[BREAK]:
            return f"stories[{seat}] carry Break the Story cards seat {seat} did not play"
        if defamed > defamations - table[DEFAMATION]:
            return f"stories[{seat}] were defamed by Defamation cards nobody played"
    return None


def _reaction(state: NewsprintState, current: int, played: bool) -> str | None:
    reaction = state.pending
    if type(reaction) is not Reaction:
        return None
    stack = reaction.stack
    if len(stack) == 1:
        # A card alone awaiting answers (the commonest), every answer at
        # once: no slot 3 (both bits set), the player's own slot 1
        # (allow), some slot still 0, and no seat negating (a negating
        # seat's Freedom of the Press is looked for below).
        first = stack[0]
        player, card, secrets = first.player, first.card, state.secrets
        match = state.match
        low = ANSWER_LOWS[match.standings.num_players]
        if player == current and played and card in PHASE_CARD_SETS[match.phase] \
                and target_problem(state, first) is None \
                and state.cards.table >> HAND_BITS * player + hands.SHIFTS[card] & hands.MASK \
                and not (card is EXTRA and match.extra[player]
                         and match.standings.options.extra_extra is OTHER_SUIT) \
                and not secrets & secrets >> 1 & low \
                and secrets >> ANSWER_BITS * player & 3 == ALLOW_CODE \
                and (secrets | secrets >> 1) & low != low \
                and not secrets >> 1 & low:
            return None
    return _reaction_problem(state, current, played)


# Per player count: the low bit of every seat's answer slot.
ANSWER_LOWS = tuple(sum(1 << ANSWER_BITS * seat for seat in range(n))
                    for n in range(MAX_PLAYERS + 1))
# Per phase, the cards it lets a player play (none outside the Investigation
# and Edit phases).
PHASE_CARD_SETS = {phase: frozenset(card for card in Card if card.kind is PHASE_KIND.get(phase))
                   for phase in Phase}


def _reaction_problem(state: NewsprintState, current: int, played: bool) -> str | None:
    reaction = state.pending
    assert type(reaction) is Reaction
    n = state.match.standings.num_players
    stack, answers = reaction.stack, unpack_answers(state.secrets, n)
    if not stack:
        return "reaction needs a card played"
    first = stack[0]
    if first.player != current or not played:
        return "reaction.stack[0] must be a card the current seat played"
    if first.card.kind is not PHASE_KIND[state.match.phase]:
        return f"reaction.stack[0] plays {first.card.title} in {state.match.phase.words}"
    problem = target_problem(state, first)
    if problem is not None:
        return f"reaction.stack[0]: {problem}"
    most = 1 + (COPIES[FREEDOM] if state.match.standings.options.freedom_counters_freedom else 0)
    if len(stack) > most:
        return f"reaction.stack holds more than {most} cards"
    for i, freedom in enumerate(stack[1:], 1):
        if (freedom.card, freedom.target, freedom.story) != (FREEDOM, None, None):
            return f"reaction.stack[{i}] must be a Freedom of the Press"
        if not 0 <= freedom.player < n or freedom.player == stack[i - 1].player:
            return f"reaction.stack[{i}] must be played by another seat"
    tables = state.cards.table
    for seat in sorted({play.player for play in stack[1:]}):
        on_stack = sum(1 for play in stack[1:] if play.player == seat)
        if count(seat_hand(tables, seat), FREEDOM) < on_stack:
            return f"reaction.stack holds Freedoms of the Press not on seat {seat}'s table"
    if not count(seat_hand(tables, first.player), first.card):
        return f"reaction.stack[0] is not on seat {first.player}'s table"
    if state.match.extra[first.player] and first.card is EXTRA and \
            state.match.standings.options.extra_extra is OTHER_SUIT:
        return "reaction.stack[0] is a second Extra! Extra! (extra_extra='other_suit')"
    if any(state.secrets >> ANSWER_BITS * seat & 3 == 3 for seat in range(n)):
        return f"reaction.responses must be 0 (none yet), {ALLOW_CODE} (allow) or " \
               f"{NEGATE_CODE} (negate) per seat"
    if answers[stack[-1].player] is not False:
        return "reaction.responses must hold False (allow) for the seat whose card it answers"
    if None not in answers:
        return "reaction.responses are all in, so the card should have been resolved"
    held = state.cards.hands
    for seat, answer in enumerate(answers):
        if answer and not count(seat_hand(held, seat), FREEDOM):
            return f"reaction.responses[{seat}] negates without a Freedom of the Press"
    return None
