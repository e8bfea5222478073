"""Extrablatt's transitions, in the order of the rulebook, and its table of moves.

Every function takes a state and returns a new one. For each step the table
(`TABLE`, at the end) pairs each action type with the generator of its legal
actions (built directly from the state, never by trying candidates), the
check that explains why one is illegal, and the transition. The property
tests prove that the generated lists are exactly what the checks accept.
"""

from __future__ import annotations

import functools
import itertools
import operator
from collections.abc import Callable, Iterable
from typing import Any

from pressroom.core.deck import Deck
from pressroom.core.engine import Move, MoveTable
from pressroom.core.engine import Step as TableStep
from pressroom.core.frozen import builder, replacer, setter
from pressroom.core.rng import Rng
from pressroom.core.shown import shown
from pressroom.core.turns import left_of, with_seat
from pressroom.games.extrablatt import layout
from pressroom.games.extrablatt.actions import (
    Challenge,
    ChoosePile,
    ChooseSize,
    ExtraTurn,
    Pass,
    Place,
    PlaceDuck,
    Remove,
    Take,
    WriteCheck,
)
from pressroom.games.extrablatt.components import (
    ALL_CHECKS,
    CHECK_GROUPINGS,
    CHECKS_PER_SEAT,
    CLOCK_MESSAGES,
    COLUMN_DEPTH,
    COLUMNS,
    COPIES_PER_HEADLINE,
    DUCK_ADVERT,
    DUCK_ADVERT_MESSAGES,
    DUCK_ADVERT_TOKENS,
    DUCK_FROM_HOUR,
    EDITION_BLUE,
    EDITION_RED,
    EDITION_YELLOW,
    EXTRA_TURN_MARKERS,
    EXTRA_TURNS_FOR_ADVERT,
    FULL_LAYOUT_STOCK,
    HEADLINE_LIST,
    HEADLINES,
    HIGHEST_CHECK,
    LAYOUT_CARDS_PER_SET,
    LOWEST_CHECK,
    NUM_HEADLINES,
    PICTURES_PER_SECTION,
    PILE_HEADLINES,
    SECTION_OF,
    SIZE_INDEX,
    SIZES,
    SPEED_PILE_TIME_CARDS,
    START_EXTRA_TURN_MARKERS,
    STARTING_PILE_TIME_CARDS,
    TIME,
    YELLOW_LEFT_AT,
    CheckSets,
    Message,
    Pile,
    Section,
    orientations,
)
from pressroom.games.extrablatt.options import Options
from pressroom.games.extrablatt.state import (
    ADVERT,
    ARTICLE,
    CHECKS,
    CHOOSE,
    DRAWN_AT,
    DUCK,
    EMPTY,
    EXTRA,
    FAX_SLOTS,
    HOLDINGS_FIELDS,
    MARKER_PLAYED,
    MESSAGE_AT,
    MESSAGE_CHARS,
    OVER,
    PHASE_FIELDS,
    PHASES,
    PICTURE,
    PILE,
    PLACE,
    RECENT_LIMIT,
    REGULAR,
    REMOVED_AT,
    SETUP_FIELDS,
    SIZE,
    STATE_FIELDS,
    TABLE_FIELDS,
    TIME_CHAR,
    ZERO,
    Card,
    Exchange,
    ExtrablattState,
    Holdings,
    Paper,
    Phase,
    Placing,
    Setup,
    Step,
    Table,
    TimePlay,
    make_board,
    message_chars,
    phase,
)

# Enum members as module globals (as `state.CHOOSE` and the others): every
# step reads a dozen of them (`to_move` alone, three times).
_NORMAL, _SPEED, _STARTING = (
    Pile.NORMAL, Pile.SPEED, Pile.STARTING,
)


# -- Game Preparation ---------------------------------------------------------


def deal_checks(
    num_players: int, grouping: CheckSets, rng: Rng
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], Rng]:
    """Piles of 3 checks dealt face down. "When playing with 3, remove 1 group
    of checks from the game. This should not be the group with the "12000"
    check." Returns the seats' checks, the set aside and the rng."""
    sets: list[tuple[int, ...]] = list(CHECK_GROUPINGS[grouping])
    aside: tuple[int, ...] = ()
    if num_players == 3:
        aside, rng = rng.choice([s for s in sets if HIGHEST_CHECK not in s])
        sets.remove(aside)
    dealt, rng = rng.shuffle(sets)
    hands = tuple(sorted(s) for s in dealt)
    return tuple(HANDS.get(h, h) for h in map(tuple, hands)), tuple(sorted(aside)), rng


def build_fax_piles(rng: Rng) -> tuple[tuple[Deck[Message], ...], Rng]:
    """"Mix the Headlines, and divide them into 3 piles of 30 cards each. Mix
    5 Time Cards into the first pile [Starting]. Mix the remaining 7 Time
    Cards, and the 2 Duck/Advert cards, in the second pile [Speed]. The third
    pile remains unchanged [Normal]." """
    headlines = tuple(h for h in HEADLINE_LIST for _ in range(COPIES_PER_HEADLINE))
    mixed, rng = rng.shuffle(headlines)
    n = PILE_HEADLINES
    starting, rng = Deck.shuffled(mixed[:n] + (TIME,) * STARTING_PILE_TIME_CARDS, rng)
    speed, rng = Deck.shuffled(
        mixed[n:2 * n] + (TIME,) * SPEED_PILE_TIME_CARDS + (DUCK_ADVERT,) * DUCK_ADVERT_MESSAGES,
        rng,
    )
    return (starting, speed, Deck(mixed[2 * n:], ())), rng


def setup(num_players: int, seed: int, options: Options) -> ExtrablattState:
    rng = Rng.from_seed(seed)
    checks, aside, rng = deal_checks(num_players, options.check_sets, rng)
    piles, rng = build_fax_piles(rng)
    start, rng = rng.randbelow(num_players)  # "The starting player is chosen at random."
    n = num_players
    state = ExtrablattState(
        phase=phase(CHOOSE, start, REGULAR, 0),
        round=1,
        board=make_board(((),) * COLUMNS, (0, 0, 0), ()),
        table=Table(
            setup=Setup(
                num_players=n,
                options=options,
                rng=rng,
                start_player=start,
                decks=tuple([message_chars(pile.draw_pile) for pile in piles]),
                checks_aside=aside,
            ),
            papers=((),) * n,
            layout=(FULL_LAYOUT_STOCK,) * n,
            token_supply=DUCK_ADVERT_TOKENS,
            pictures=(PICTURES_PER_SECTION,) * len(Section),
            time_cards_placed=0,
        ),
        holdings=Holdings(
            checks=checks,
            exchanges=(),
            markers=(START_EXTRA_TURN_MARKERS,) * n,
            marker_supply=EXTRA_TURN_MARKERS - START_EXTRA_TURN_MARKERS * n,
        ),
    )
    # "3 FAX messages are drawn from the Starting FAX pile for each of the 5
    # columns ... If any Time Cards are drawn, advance the time."
    return draw_messages(state, range(COLUMNS), (_STARTING,))


# -- The FAX board and the game clock -----------------------------------------


def draw_messages(
    state: ExtrablattState, columns: Iterable[int], order: tuple[Pile, ...]
) -> ExtrablattState:
    """Fill each column with 3 messages, each from the first pile of ``order``
    that is not exhausted; a column stays short when all are. The clock
    advances one hour per Time Card placed."""
    changes: Changes = {}
    _draw(state, changes, columns, order)
    return advance(state, changes)


# The transitions collect their changes in a dict and build the next state
# once at the end (`advance`): each intermediate copy cost about as much as
# the rest of the transition.
Changes = dict[str, Any]


def advance(state: ExtrablattState, changes: Changes) -> ExtrablattState:
    """The state with ``changes`` (fields of the state, of its phase, of its
    table, of the table's setup or of its holdings): the table (holdings) is
    copied only if one of its own fields changes, else it stays the very
    same object."""
    if STATE_FIELDS.issuperset(changes):  # most steps: one test, not four
        return _copy_state(state, **changes)
    if not PHASE_FIELDS.isdisjoint(changes):
        p = changes.get("phase", state.phase)
        step = changes.pop("step", p.step)
        changes["phase"] = phase(
            step, changes.pop("current", p.current), changes.pop("turn", p.turn),
            changes.pop("passes", p.passes),
            # A new step has no size chosen.
            changes.pop("size", p.size if step is p.step else None),
        )
    if not SETUP_FIELDS.isdisjoint(changes):  # never in play: states built by hand
        changes["setup"] = _copy_setup(state.table.setup, **{
            name: changes.pop(name) for name in SETUP_FIELDS.intersection(changes)
        })
    if not TABLE_FIELDS.isdisjoint(changes):
        changes["table"] = _table_with(state.table, changes)
    if not HOLDINGS_FIELDS.isdisjoint(changes):
        changes["holdings"] = _holdings_with(state.holdings, changes)
    return _copy_state(state, **changes)


def _table_with(table: Table, changes: Changes) -> Table:
    """A copy of ``table`` with the table's fields of ``changes``, taken out
    of them: each field popped by name into a positional builder, where the
    fields found by a set intersection and passed as keywords cost twice as
    much (a laid card's step, an exchange's)."""
    pop = changes.pop
    return new_table(
        pop("setup", table.setup), pop("papers", table.papers), pop("layout", table.layout),
        pop("token_supply", table.token_supply), pop("pictures", table.pictures),
        pop("time_cards_placed", table.time_cards_placed), pop("removed", table.removed),
        pop("blocked", table.blocked),
    )


def _holdings_with(holdings: Holdings, changes: Changes) -> Holdings:
    """As `_table_with`, of the holdings."""
    pop = changes.pop
    return new_holdings(
        pop("checks", holdings.checks), pop("exchanges", holdings.exchanges),
        pop("markers", holdings.markers), pop("marker_supply", holdings.marker_supply),
    )


# (`_table_with` and `_holdings_with` name every field in order: a test
# compares them with `attrs.evolve`.) The sampler builds its records with
# these too.
new_table = builder(Table)
new_holdings = builder(Holdings)


# `core.frozen.replace`'s generated copiers, called directly: most steps end
# here, and the generic entry (its class lookup, and the keywords unpacked
# twice) cost as much as the copy itself.
_copy_state: Callable[..., ExtrablattState] = replacer(ExtrablattState)
_copy_setup: Callable[..., Setup] = replacer(Setup)
# And the copies of the steps that change a few fields of the state,
# given positionally (`core.frozen.setter`): about 2,000 instructions less
# than the keywords' copy.
_with_phase: Callable[[ExtrablattState, Phase], ExtrablattState] = setter(
    ExtrablattState, "phase")
_with_phase_placing: Callable[[ExtrablattState, Phase, Placing], ExtrablattState] = setter(
    ExtrablattState, "phase", "placing")
_with_phase_play: Callable[[ExtrablattState, Phase, TimePlay], ExtrablattState] = setter(
    ExtrablattState, "phase", "time_play")
_with_play: Callable[[ExtrablattState, TimePlay], ExtrablattState] = setter(
    ExtrablattState, "time_play")
_with_turn: Callable[[ExtrablattState, Phase, str], ExtrablattState] = setter(
    ExtrablattState, "phase", "board")
_with_round_turn: Callable[[ExtrablattState, Phase, int, str], ExtrablattState] = setter(
    ExtrablattState, "phase", "round", "board")


def _draw(
    state: ExtrablattState, changes: Changes, columns: Iterable[int], order: tuple[Pile, ...]
) -> None:
    """`draw_messages` into ``changes``: the cards of each pile are those of
    its deck past the count drawn (no discard pile: never in this game)."""
    decks = state.table.setup.decks
    board = changes.get("board", state.board)
    counts = [ord(board[DRAWN_AT]) - ZERO, ord(board[DRAWN_AT + 1]) - ZERO,
              ord(board[DRAWN_AT + 2]) - ZERO]
    time_cards = 0
    for column in columns:
        drawn = ""
        for pile in order:
            need = COLUMN_DEPTH - len(drawn)
            if not need:
                break
            cards = decks[pile]
            start = counts[pile]
            if start < len(cards):
                more = cards[start:start + need]
                counts[pile] = start + len(more)
                drawn += more
        time_cards += drawn.count(TIME_CHAR)
        # Only the refilled column's slots cut out and replaced (slicing
        # every column and joining them again cost more than the drawing).
        at = column * COLUMN_DEPTH
        board = board[:at] + drawn.ljust(COLUMN_DEPTH, EMPTY) + board[at + COLUMN_DEPTH:]
    starting, speed, normal = counts
    changes["board"] = (board[:DRAWN_AT] + _COUNT_CHARS[starting] + _COUNT_CHARS[speed]
                        + _COUNT_CHARS[normal] + board[DRAWN_AT + 3:])
    if time_cards:
        _advance_clock(state, changes, time_cards)


# A count drawn from a pile as the board writes it, by count (the speed pile
# is the largest).
_COUNT_CHARS = tuple(
    chr(ZERO + count)
    for count in range(PILE_HEADLINES + SPEED_PILE_TIME_CARDS + DUCK_ADVERT_MESSAGES + 1)
)


def advance_clock(state: ExtrablattState, hours: int) -> ExtrablattState:
    """"The pointer advances by 1 hour for every Time Card placed on the FAX
    board." Leaving yellow (5 o'clock) marks every unmarked article 10;
    leaving blue marks every still unmarked article 20."""
    if not hours:
        return state
    changes: Changes = {}
    _advance_clock(state, changes, hours)
    return advance(state, changes)


def _advance_clock(state: ExtrablattState, changes: Changes, hours: int) -> None:
    papers = changes.get("papers", state.table.papers)
    placed = state.table.time_cards_placed
    for _ in range(hours):
        placed += 1
        if placed == YELLOW_LEFT_AT:
            papers = mark_editions(papers, EDITION_YELLOW)
        if placed == state.table.setup.options.red_from:
            papers = mark_editions(papers, EDITION_BLUE)
    changes.update(papers=papers, time_cards_placed=placed)


def mark_editions(papers: tuple[Paper, ...], edition: int) -> tuple[Paper, ...]:
    """Every article (and picture) without a marker gets ``edition``;
    "excluding Adverts and Ducks"."""
    def unmarked(card: Card) -> bool:
        return card.is_story and not card.duck and card.edition is None

    # A paper with nothing to mark stays the same object (shared with the
    # states before), as does every card that keeps its marker.
    return tuple(
        tuple(card.with_edition(edition) if unmarked(card) else card for card in paper)
        if any(unmarked(card) for card in paper) else paper
        for paper in papers
    )


def clock_allows_ducks(state: ExtrablattState) -> bool:
    """Adverts from 1 to 7 o'clock; ducks from 8 o'clock (and after the
    pointer has come round to 12 again)."""
    return state.table.time_cards_placed >= DUCK_FROM_HOUR


def time_cards_left(state: ExtrablattState) -> bool:
    return _any_time(state.board, state)


def _any_time(board: str, state: ExtrablattState) -> bool:
    """Whether a Time Card is on the FAX ``board`` or in a pile of ``state``."""
    if board.find(TIME_CHAR, 0, FAX_SLOTS) >= 0:
        return True
    starting, speed, normal = state.table.setup.decks
    return (starting.find(TIME_CHAR, ord(board[DRAWN_AT]) - ZERO) >= 0
            or speed.find(TIME_CHAR, ord(board[DRAWN_AT + 1]) - ZERO) >= 0
            or normal.find(TIME_CHAR, ord(board[DRAWN_AT + 2]) - ZERO) >= 0)


def pop_lowest(board: str, column: int) -> str:
    """``board`` without the lowest message of ``column`` (the others move down)."""
    at = column * COLUMN_DEPTH
    return board[:at] + board[at + 1:at + COLUMN_DEPTH] + EMPTY + board[at + COLUMN_DEPTH:]


def lowest(board: str, column: int) -> Message | None:
    """The lowest message of ``column``, None if it is empty."""
    return MESSAGE_AT.get(board[column * COLUMN_DEPTH])


# (The rules read the phase's and the table's fields off the records' slots:
# a field read through the state, `state.turn`, is a property, about ten
# times as dear.)


# -- Basic Play ----------------------------------------------------------------


def column_problem(column: int) -> str | None:
    if not 0 <= column < COLUMNS:
        return f"there are columns 0 to {COLUMNS - 1}, not {shown(column)}"
    return None


def lay_problem(state: ExtrablattState, seat: int, message: Message) -> str | None:
    """Why ``seat`` cannot lay the headline ``message`` in its paper, if it cannot."""
    info = layout.paper_info(state.table.papers[seat])
    own = info.copies[message]
    section = SECTION_OF[message]
    assert section is not None
    if own >= 2:
        return f"you already have {message.title!r} and its picture; never a third copy"
    if own and not state.table.pictures[section]:
        return (
            f"you already have {message.title!r}; a second copy goes in only as a picture, "
            f"and no {section.title} picture is left"
        )
    joined = state.table.setup.options.fold_joins_pages
    if not info.can_lay(message, joined, state.table.layout[seat]):
        what = "its picture" if own else repr(message.title)
        return f"none of your layout cards has a legal place in your paper for {what}"
    return None


def take_problem(state: ExtrablattState, seat: int, column: int) -> str | None:
    """Why ``seat`` may not take the lowest message of ``column``."""
    problem = column_problem(column)
    if problem:
        return problem
    message = lowest(state.board, column)
    if message is None:
        return f"column {column} is empty"
    if message not in HEADLINES:
        return (
            f"the lowest message of column {column} is a {message.title}; "
            "it can only be played against an opponent"
        )
    return lay_problem(state, seat, message)


def legal_takes(state: ExtrablattState, seat: int) -> list[Take]:
    """What `take_problem` accepts, without wording the refusals."""
    out = []
    table = state.table
    can_take = layout.paper_info(table.papers[seat]).can_take
    pictures, stock = table.pictures, table.layout[seat]
    joined = table.setup.options.fold_joins_pages
    takes = _TAKES[seat]
    board = state.board
    at = MESSAGE_AT
    for column in fax_bottoms(board).headline_columns:
        if can_take(at[board[column * COLUMN_DEPTH]], joined, stock, pictures):
            out.append(takes[column])
    return out


def take(state: ExtrablattState, action: Take) -> ExtrablattState:
    """"The player selects 1 FAX message ... the lowest message in any of the
    5 columns" — as an article, or as a picture of a headline already there."""
    seat, message = action.player, MESSAGE_AT[state.board[action.column * COLUMN_DEPTH]]
    own = layout.paper_info(state.table.papers[seat]).copies[message]
    placing = _TAKEN[seat][1 if own else 0][message][action.column]
    p = state.phase
    return _with_phase_placing(state, phase(SIZE, p.current, p.turn, 0), placing)


# Every `Placing` of a take, per seat, article or picture, headline and
# column, made at import (1200 small records, ~100 KB): a take, one step in
# eight, hands out one of these rather than a new record every later state
# would keep.
_TAKEN = tuple(
    tuple(
        tuple(tuple(Placing(seat, seat, kind, headline, column) for column in range(COLUMNS))
              for headline in HEADLINE_LIST)
        for kind in (ARTICLE, PICTURE)
    )
    for seat in range(4)
)


def placing_rule(state: ExtrablattState) -> layout.Rule:
    placing = state.placing
    assert placing is not None
    paper = state.table.papers[placing.paper]
    joined = state.table.setup.options.fold_joins_pages
    if placing.headline is None:
        return layout.advert_rule(paper, joined)
    return layout.story_rule(paper, placing.headline, joined)


def size_problem(state: ExtrablattState, size: int) -> str | None:
    placing = state.placing
    assert placing is not None
    if size not in SIZE_INDEX:
        return f"layout cards come in sizes {list(SIZES)}, not {shown(size)}"
    if not state.table.layout[placing.by][SIZE_INDEX[size]]:
        return f"you have no size-{size} layout card left"
    rule = placing_rule(state)
    if size > rule.max_size:
        return f"the largest layout card for an advert is size {rule.max_size}, not {size}"
    # As `sizes_that_fit`, for this size only.
    if not (rule.fits(layout.SMALLEST) and rule.fits(size)):
        return f"a size-{size} layout card has no legal place on the paper"
    return None


def legal_sizes(state: ExtrablattState, seat: int) -> tuple[ChooseSize, ...]:
    sizes = layout.sizes_that_fit(placing_rule(state), state.table.layout[seat])
    return tuple(map(_SIZE_ACTIONS[seat].__getitem__, sizes))


def choose_size(state: ExtrablattState, action: ChooseSize) -> ExtrablattState:
    q = state.phase
    return _with_phase(state, phase(PLACE, q.current, q.turn, q.passes, action.size))


def place_problem(state: ExtrablattState, action: Place) -> str | None:
    size = state.phase.size
    assert size is not None
    shapes = ORIENTATIONS[size]
    if (action.height, action.width) not in shapes:
        ways = " or ".join(f"{h}x{w}" for h, w in shapes)
        return (
            f"the chosen size-{size} layout card lies {ways}, "
            f"not {shown(action.height)}x{shown(action.width)}"
        )
    return layout.placement_problem(
        placing_rule(state), action.height, action.width, action.row, action.col
    )


def legal_places(state: ExtrablattState, seat: int) -> tuple[Place, ...]:
    size = state.phase.size
    assert size is not None
    return layout.place_actions(placing_rule(state), seat, size)


# The records a step builds, built by core's trusted builders (their slots
# set directly, about a third of attrs' __init__; none has a check to skip).
_new_card = builder(Card)
new_time_play = builder(TimePlay)  # (the sampler's too)
_new_exchange = builder(Exchange)


def place_layout_card(state: ExtrablattState, action: Place) -> ExtrablattState:
    """The layout card goes on the paper with the message (or the advert) on it."""
    placing, size = state.placing, state.phase.size
    assert placing is not None and size is not None
    card = _new_card(
        action.row, action.col, action.height, action.width, placing.by, placing.kind,
        placing.headline, None, False,
    )
    target, owner = placing.paper, placing.by
    stock = state.table.layout[owner]
    i = SIZE_INDEX[size]
    before = state.table.papers[target]
    paper = (*before, card)
    layout.laid(before, paper, card)
    changes: Changes = {
        "papers": with_seat(state.table.papers, target, paper),
        "layout": with_seat(state.table.layout, owner, stock[:i] + (stock[i] - 1,) + stock[i + 1:]),
        "placing": None,
    }
    if placing.kind is ADVERT:
        changes["token_supply"] = state.table.token_supply - 1
        if not state.table.setup.options.markers_without_advert:
            _reward_challenger(state, changes)
        return _finish_time_card(state, changes)
    if placing.kind is PICTURE:
        # "Then one takes an appropriately colored picture from the supply."
        section = SECTION_OF[placing.headline]  # type: ignore[index]
        assert section is not None
        pictures = state.table.pictures
        changes["pictures"] = with_seat(pictures, section, pictures[section] - 1)
    assert placing.column is not None
    changes["board"] = pop_lowest(state.board, placing.column)
    return _end_turn(state, changes)


# -- The Removal of FAX Messages ------------------------------------------------


def remove_problem(state: ExtrablattState, columns: tuple[int, ...]) -> str | None:
    if not 1 <= len(columns) <= 2:
        return f"name 1 or 2 columns to remove from, not {shown(columns)}"
    for column in columns:
        problem = column_problem(column)
        if problem:
            return problem
    if len(columns) == 2:
        same = columns[0] == columns[1]
        if same and not state.table.setup.options.remove_from_one_column:
            return "the 2 messages removed must be the lowest of 2 different columns"
        if columns[0] > columns[1]:
            return f"list the columns in increasing order: {columns[1]},{columns[0]}"
    one_column = len(columns) == 2 and columns[0] == columns[1]
    for depth, column in enumerate(columns):
        # From one column, the second message removed is the one above the first.
        message = MESSAGE_AT.get(state.board[column * COLUMN_DEPTH + (depth if one_column else 0)])
        if message is None:
            return f"column {column} has no message left to remove"
        if message not in HEADLINES:
            return (
                f"the lowest message of column {column} is a {message.title}; "
                "Time Cards can only be removed by playing them"
            )
    return None


class FaxBottoms:
    """What the choose step looks at on the FAX board: the columns with a
    headline lowest (a bit each, and in order), those with another headline
    above it (`doubles`), and the columns with a Time or Duck/Advert card
    lowest."""

    __slots__ = ("board", "clock_columns", "headline_columns", "removable")

    def __init__(self, board: str) -> None:
        self.board = board
        # The lowest slots' kinds read at once, in C, and looked up in a
        # table of every pattern (a loop over the columns cost about five
        # times as much).
        self.removable, self.clock_columns, self.headline_columns = _BOTTOMS[bottom_kinds(board)]

    @property
    def doubles(self) -> int:
        """The columns (a bit each) with a headline lowest and another above it."""
        board, doubles = self.board, 0
        for column in self.headline_columns:
            if board[column * COLUMN_DEPTH + 1] in _HEADLINE_CHARS:
                doubles |= 1 << column
        return doubles


def bottom_kinds(board: str) -> bytes:
    """The kind of each column's lowest slot, read at once in C: "h" a
    headline, "c" a Time or Duck/Advert card, "." empty (`_KIND_OF_CODE`)."""
    return board.encode()[:FAX_SLOTS:COLUMN_DEPTH].translate(_KIND_OF_CODE)


_HEADLINE_CHARS = frozenset(MESSAGE_CHARS[:NUM_HEADLINES])
_KIND_OF_CODE = bytes(
    ord("h") if chr(code) in _HEADLINE_CHARS
    else ord("c") if chr(code) in MESSAGE_CHARS else ord(EMPTY)
    for code in range(256)
)
# Per pattern of the lowest slots' kinds (`bottom_kinds`; 3 ** 5, made at
# import): the columns with a headline lowest as bits, those with a clock
# card lowest and those with a headline lowest; and the empty columns.
_KIND_PATTERNS = [("".join(kinds).encode(), kinds)
                  for kinds in itertools.product("hc" + EMPTY, repeat=COLUMNS)]
_BOTTOMS: dict[bytes, tuple[int, tuple[int, ...], tuple[int, ...]]] = {
    pattern: (
        sum(1 << c for c, kind in enumerate(kinds) if kind == "h"),
        tuple(c for c, kind in enumerate(kinds) if kind == "c"),
        tuple(c for c, kind in enumerate(kinds) if kind == "h"),
    )
    for pattern, kinds in _KIND_PATTERNS
}
_EMPTIES: dict[bytes, tuple[int, ...]] = {
    pattern: tuple(c for c, kind in enumerate(kinds) if kind == EMPTY)
    for pattern, kinds in _KIND_PATTERNS
}


# The board of the last state asked about, by identity: the five generators
# of the choose step (and the check of the action chosen) each looked at it.
_last_bottoms = FaxBottoms(make_board(((),) * COLUMNS, (0, 0, 0), ()))


def fax_bottoms(board: str) -> FaxBottoms:
    global _last_bottoms
    bottoms = _last_bottoms
    if bottoms.board is not board:
        bottoms = _last_bottoms = FaxBottoms(board)
    return bottoms


def legal_removes(state: ExtrablattState, seat: int) -> tuple[Remove, ...]:
    bottoms = fax_bottoms(state.board)
    doubles = bottoms.doubles if state.table.setup.options.remove_from_one_column else 0
    return _removes(seat, bottoms.removable, doubles)


@functools.cache  # at most 4 seats x 32 x 32 lists
def _removes(seat: int, removable: int, doubles: int) -> tuple[Remove, ...]:
    columns = [c for c in range(COLUMNS) if removable >> c & 1]
    out = []
    for i, first in enumerate(columns):
        out.append(_remove(seat, (first,)))
        if doubles >> first & 1:
            out.append(_remove(seat, (first, first)))
        out.extend(_remove(seat, (first, second)) for second in columns[i + 1:])
    return tuple(out)


def remove_messages(state: ExtrablattState, action: Remove) -> ExtrablattState:
    """"One can remove 1 or 2 FAX messages ... These are removed from the game."
    They go to the end of the board (`make_board`)."""
    board = state.board
    removed = ""
    for column in action.columns:
        removed += board[column * COLUMN_DEPTH]
        board = pop_lowest(board, column)
    changes: Changes = {}
    _out_of_game(state, changes, board, removed)
    if state.phase.passes:
        changes["passes"] = 0
    return _end_turn(state, changes)


def _out_of_game(state: ExtrablattState, changes: Changes, board: str, messages: str) -> None:
    """``messages`` leave the game: onto the end of ``board``, and from there
    into `Table.removed` when the board would hold `RECENT_LIMIT` of them."""
    if len(board) + len(messages) - REMOVED_AT < RECENT_LIMIT:
        changes["board"] = board + messages
    else:
        changes["removed"] = state.table.removed + board[REMOVED_AT:] + messages
        changes["board"] = board[:REMOVED_AT]


# -- Playing the Time Cards ---------------------------------------------------------


def duck_targets(paper: Paper, section: Section) -> tuple[int, ...]:
    """The cards of ``section`` a duck could go on: articles and pictures
    without a duck ("Ducks may be put on pictures")."""
    return tuple(
        i for i, card in enumerate(paper)
        if card.headline is not None and not card.duck and SECTION_OF[card.headline] is section
    )


def duck_sections(paper: Paper) -> frozenset[Section]:
    """The sections of ``paper`` in which a duck could be placed."""
    return frozenset(_SECTIONS_IN[layout.paper_info(paper).duckable])


# The sections of each set of them written as bits (`PaperInfo.duckable`),
# and their places in a row of `_DUCKS`.
_SECTIONS_IN = tuple(
    tuple(s for s in Section if bits >> s & 1) for bits in range(1 << len(Section))
)
_PLACES_IN = tuple(tuple(1 + s for s in sections) for sections in _SECTIONS_IN)


def challenge_problem(state: ExtrablattState, action: Challenge) -> str | None:
    seat, column, opponent, section = action.player, action.column, action.opponent, action.section
    problem = column_problem(column)
    if problem:
        return problem
    message = lowest(state.board, column)
    if message is None or message not in CLOCK_MESSAGES:
        shows = message.title if message is not None else "nothing"
        return (
            "a Time Card can only be played if it is the lowest card in a column; "
            f"column {column} shows {shows}"
        )
    if not 0 <= opponent < state.num_players or opponent == seat:
        return f"choose an opponent's seat, not {shown(opponent)}"
    if not clock_allows_ducks(state):
        if section is not None:
            return f"at {state.clock} o'clock only Adverts may be placed: announce no section"
        return None
    if section is None:
        return (
            "from 8 o'clock only Ducks may be placed: announce the section, one of "
            f"{[s.title for s in Section]}"
        )
    if not duck_targets(state.table.papers[seat], section):
        return (
            f"you must have a {section.title} section in your own paper in which a Duck "
            "could be placed"
        )
    if not state.table.setup.options.duck_without_target and not duck_targets(
        state.table.papers[opponent], section
    ):
        return (
            f"seat {opponent} has no {section.title} article a Duck could be placed on; "
            "the Duck goes on an article of the opponent's paper within the announced section"
        )
    return None


def legal_challenges(state: ExtrablattState, seat: int) -> list[Challenge]:
    columns = fax_bottoms(state.board).clock_columns
    if not columns:
        return []
    table = state.table
    if not clock_allows_ducks(state):
        return list(_adverts(seat, table.setup.num_players, columns))
    papers = table.papers
    own = layout.paper_info(papers[seat]).duckable
    if not own:
        return []
    every = table.setup.options.duck_without_target
    # Per opponent, the places (1 + section) in `_DUCKS` of the sections both share.
    targets = [
        (o, _PLACES_IN[own if every else own & layout.paper_info(papers[o]).duckable])
        for o in range(table.setup.num_players) if o != seat
    ]
    ducks = _DUCKS[seat]
    out: list[Challenge] = []
    for column in columns:
        by_opponent = ducks[column]
        for opponent, places in targets:
            if places:
                by_section = by_opponent[opponent]
                out += [by_section[i] for i in places]
    return out


@functools.cache  # at most 4 seats x 2 player counts x 32 sets of columns
def _adverts(seat: int, num_players: int, columns: tuple[int, ...]) -> tuple[Challenge, ...]:
    """The challenges before 8 o'clock (adverts: no section to announce)."""
    ducks = _DUCKS[seat]
    return tuple(
        ducks[column][opponent][0]
        for column in columns
        for opponent in range(num_players)
        if opponent != seat
    )


# Per seat, column and opponent: its challenges by place (the advert's,
# then one per section). Every `Challenge` there is, made at import (a few
# hundred objects that last as long as the process).
_DUCKS = tuple(
    tuple(
        tuple(
            tuple(Challenge(seat, column, opponent, section) for section in (None, *Section))
            if opponent != seat else ()
            for opponent in range(4)
        )
        for column in range(COLUMNS)
    )
    for seat in range(4)
)


_OTHERS = tuple(frozenset(range(4)) - {seat} for seat in range(4))
# Per challenger, column and opponent: the `TimePlay` of each challenge of
# `_DUCKS` before any check is committed, made at import (420 records).
_PLAYS = tuple(
    tuple(
        tuple(
            tuple(TimePlay(seat, opponent, column, section is not None, section)
                  for section in (None, *Section))
            if opponent != seat else ()
            for opponent in range(4)
        )
        for column in range(COLUMNS)
    )
    for seat in range(4)
)


def play_time_card(state: ExtrablattState, action: Challenge) -> ExtrablattState:
    """The challenger names an opponent (and, for a Duck, the section); then
    both choose a check in secret."""
    duck = clock_allows_ducks(state)
    section = action.section
    if duck is (section is not None) and action.opponent in _OTHERS[action.player]:
        play = _PLAYS[action.player][action.column][action.opponent][
            0 if section is None else 1 + section]
    else:  # (never in play: the check refuses it)
        play = TimePlay(action.player, action.opponent, action.column, duck, section)
    p = state.phase
    return _with_phase_play(state, phase(CHECKS, p.current, p.turn, 0), play)


def write_check_problem(state: ExtrablattState, action: WriteCheck) -> str | None:
    hand = state.holdings.checks[action.player]
    if action.value not in hand:
        return f"you hold the checks {list(hand)}, not {shown(action.value)}"
    return None


def legal_checks(state: ExtrablattState, seat: int) -> list[WriteCheck]:
    checks = _CHECKS_OF[seat]
    return [checks[value] for value in state.holdings.checks[seat]]


def write_check(state: ExtrablattState, action: WriteCheck) -> ExtrablattState:
    """"The two players each secretly exchange a check card": commit one."""
    p = state.time_play
    assert p is not None
    if action.player == p.challenger:
        play = new_time_play(p.challenger, p.opponent, p.column, p.duck, p.section, action.value,
                             p.opponent_check)
    else:
        play = new_time_play(p.challenger, p.opponent, p.column, p.duck, p.section,
                             p.challenger_check, action.value)
    if play.challenger_check is None or play.opponent_check is None:
        return _with_play(state, play)
    return _exchange(state, play)


def check_beats(mine: int, theirs: int) -> bool:
    """"The higher check always wins - with one exception: The 1000 check
    always beats the 12000 check." """
    if mine == LOWEST_CHECK and theirs == HIGHEST_CHECK:
        return True
    if mine == HIGHEST_CHECK and theirs == LOWEST_CHECK:
        return False
    return mine > theirs


def swap_checks(
    checks: tuple[tuple[int, ...], ...], exchange: Exchange
) -> tuple[tuple[int, ...], ...]:
    """"The exchanged checks remain with their new owners." """
    a, b = exchange.challenger_check, exchange.opponent_check
    checks = with_seat(checks, exchange.challenger, _swap(checks[exchange.challenger], a, b))
    return with_seat(checks, exchange.opponent, _swap(checks[exchange.opponent], b, a))


def _swap(hand: tuple[int, ...], given: int, received: int) -> tuple[int, ...]:
    swapped = _SWAPPED.get((hand, given, received))
    return swapped if swapped is not None else _sorted_swap(hand, given, received)


def _sorted_swap(hand: tuple[int, ...], given: int, received: int) -> tuple[int, ...]:
    new = tuple(sorted((*(c for c in hand if c != given), received)))
    return HANDS.get(new, new)


# Every hand of 3 checks, made at import (220 tuples): an exchange hands out
# these rather than new tuples, which every later state would keep.
HANDS: dict[tuple[int, ...], tuple[int, ...]] = {
    hand: hand for hand in itertools.combinations(ALL_CHECKS, CHECKS_PER_SEAT)
}
# Each of those hands after each exchange it can make, by (hand, check
# given, check received): 5,940 entries, made at import (a hand sorted again
# through a generator cost about ten times the look-up).
_SWAPPED: dict[tuple[tuple[int, ...], int, int], tuple[int, ...]] = {
    (hand, given, received): _sorted_swap(hand, given, received)
    for hand in HANDS for given in hand for received in ALL_CHECKS if received not in hand
}


def exchange_code(challenger: int, opponent: int, a: int, b: int) -> int:
    """The number of the exchange of checks ``a`` and ``b`` between two
    seats (of 4), below 2,304 (other values may share a number)."""
    return ((challenger * 4 + opponent) * 12 + a // 1000 - 1) * 12 + b // 1000 - 1


# Every exchange of two seats' different checks, its winner by the rules,
# by its number, made at import (1,584 records): an exchange revealed is the
# table's own record, shared by every state after it, which the saved form
# reads back (`saved.EXCHANGE_AT`) and the load check and the sampler know by
# identity. (Keyed by ints: as many tuples made at import moved the
# collector's full collections, as its counts run.)
EXCHANGES: dict[int, Exchange] = {
    exchange_code(c, o, a, b): Exchange(c, o, a, b, c if check_beats(a, b) else o)
    for c in range(4) for o in range(4) if c != o
    for a in ALL_CHECKS for b in ALL_CHECKS if a != b
}
_EXCHANGED = operator.attrgetter("challenger", "opponent", "challenger_check", "opponent_check")


def exchange_checks(state: ExtrablattState, a: int, b: int) -> ExtrablattState:
    """Reveal; the higher check wins; the checks change hands. Then the
    winner places the Advert or Duck."""
    p = state.time_play
    assert p is not None
    return _exchange(state, TimePlay(p.challenger, p.opponent, p.column, p.duck, p.section, a, b))


def _exchange(state: ExtrablattState, play: TimePlay) -> ExtrablattState:
    a, b = play.challenger_check, play.opponent_check
    assert a is not None and b is not None
    exchange = EXCHANGES.get(exchange_code(play.challenger, play.opponent, a, b))
    if exchange is None or _EXCHANGED(exchange) != (play.challenger, play.opponent, a, b):
        # (a state no game reaches, built by hand)
        winner = play.challenger if check_beats(a, b) else play.opponent
        exchange = _new_exchange(play.challenger, play.opponent, a, b, winner)
    changes: Changes = {
        "time_play": play,
        "checks": swap_checks(state.holdings.checks, exchange),
        "exchanges": (*state.holdings.exchanges, exchange),
    }
    if play.duck:
        return start_duck(state, changes, exchange)
    return start_advert(state, changes, exchange)


def reward_challenger(state: ExtrablattState) -> ExtrablattState:
    """"If the challenger ... won the check exchange action, he receives 2
    "Extra Turn" markers" (what the box holds, if fewer)."""
    changes: Changes = {}
    _reward_challenger(state, changes)
    return advance(state, changes)


def _reward_challenger(state: ExtrablattState, changes: Changes) -> None:
    exchange = changes.get("exchanges", state.holdings.exchanges)[-1]
    if exchange.winner != exchange.challenger:
        return
    gained = min(EXTRA_TURNS_FOR_ADVERT, state.holdings.marker_supply)
    if not gained:
        return
    seat = exchange.challenger
    markers = state.holdings.markers
    changes["markers"] = with_seat(markers, seat, markers[seat] + gained)
    changes["marker_supply"] = state.holdings.marker_supply - gained


def start_advert(state: ExtrablattState, changes: Changes, exchange: Exchange) -> ExtrablattState:
    """The winner places one of his own layout cards (at most size 12) as an
    Advert in the loser's paper; if he cannot, nothing is placed. "One may
    obtain Extra Turn markers only when placing Adverts": a winning
    challenger gets them when the advert is placed (or here, with the option
    `markers_without_advert`)."""
    if state.table.setup.options.markers_without_advert:
        _reward_challenger(state, changes)
    changes["placing"] = _ADVERTS[exchange.winner][exchange.loser]
    table = state.table
    rule = layout.advert_rule(table.papers[exchange.loser], table.setup.options.fold_joins_pages)
    if not layout.any_size_fits(rule, state.table.layout[exchange.winner]):
        return _finish_time_card(state, changes)
    changes["step"] = SIZE
    return advance(state, changes)


# Every `Placing` of an advert, per winner and loser, made at import.
_ADVERTS = tuple(
    tuple(Placing(winner, loser, ADVERT) for loser in range(4)) for winner in range(4)
)


def start_duck(state: ExtrablattState, changes: Changes, exchange: Exchange) -> ExtrablattState:
    """The winner puts a Duck on an article of the announced section in the
    loser's paper; with none there (only with `duck_without_target`), nothing
    is placed."""
    play = changes["time_play"]
    assert play.section is not None
    if not duck_targets(state.table.papers[exchange.loser], play.section):
        return _finish_time_card(state, changes)
    changes["step"] = DUCK
    return advance(state, changes)


def duck_problem(state: ExtrablattState, action: PlaceDuck) -> str | None:
    play = state.time_play
    assert play is not None and play.section is not None
    loser = state.holdings.exchanges[-1].loser
    targets = duck_targets(state.table.papers[loser], play.section)
    if action.card not in targets:
        return (
            f"the Duck goes on a {play.section.title} article without a duck in seat "
            f"{loser}'s paper: one of cards {list(targets)}, not {shown(action.card)}"
        )
    return None


def legal_ducks(state: ExtrablattState, seat: int) -> list[PlaceDuck]:
    play = state.time_play
    assert play is not None and play.section is not None
    loser = state.holdings.exchanges[-1].loser
    return [_duck(seat, i) for i in duck_targets(state.table.papers[loser], play.section)]


def place_duck(state: ExtrablattState, action: PlaceDuck) -> ExtrablattState:
    loser = state.holdings.exchanges[-1].loser
    paper = state.table.papers[loser]
    ducked = with_seat(paper, action.card, paper[action.card].with_duck())
    return _finish_time_card(state, {
        "papers": with_seat(state.table.papers, loser, ducked),
        "token_supply": state.table.token_supply - 1,
    })


def finish_time_card(state: ExtrablattState) -> ExtrablattState:
    """"The Time Card is removed from the game." The game ends as soon as the
    last Time Card is taken from the FAX board and played as a Duck."""
    return _finish_time_card(state, {})


def _finish_time_card(state: ExtrablattState, changes: Changes) -> ExtrablattState:
    play = changes.get("time_play", state.time_play)
    assert play is not None
    board = state.board
    message = board[play.column * COLUMN_DEPTH]
    _out_of_game(state, changes, pop_lowest(board, play.column), message)
    changes.update(time_play=None, placing=None)
    if message == TIME_CHAR and play.duck and not _any_time(changes["board"], state):
        return _game_end(state, changes)
    return _end_turn(state, changes)


# -- Playing "Extra Turn" Markers -------------------------------------------------


def extra_turn_problem(state: ExtrablattState, action: ExtraTurn) -> str | None:
    seat = action.player
    if state.turn is EXTRA:
        return "this is already your extra turn; a marker may be played only once per round"
    if state.turn is MARKER_PLAYED:
        return "you already played an Extra Turn marker this turn"
    if not state.holdings.markers[seat]:
        return "you have no Extra Turn marker"
    if not has_real_action(state, seat):
        return "you can neither take, remove nor play a message; an extra turn would be empty"
    return None


def legal_extra_turns(state: ExtrablattState, seat: int) -> list[ExtraTurn]:
    ok = (state.phase.turn is REGULAR and state.holdings.markers[seat]
          and has_real_action(state, seat))
    return [_extra_turn(seat)] if ok else []


def play_extra_turn_marker(state: ExtrablattState, action: ExtraTurn) -> ExtrablattState:
    """"By playing an Extra Turn Marker, a player may take two turns in a
    row." Played before the turn; the spent marker goes back to the box."""
    seat = action.player
    return advance(state, {
        "markers": with_seat(state.holdings.markers, seat, state.holdings.markers[seat] - 1),
        "marker_supply": state.holdings.marker_supply + 1,
        "turn": MARKER_PLAYED,
    })


# -- End of a turn: refilling the FAX board ------------------------------------------


def empty_columns(state: ExtrablattState) -> tuple[int, ...]:
    return _EMPTIES[bottom_kinds(state.board)]


def end_turn(state: ExtrablattState) -> ExtrablattState:
    return _end_turn(state, {})


def _end_turn(state: ExtrablattState, changes: Changes) -> ExtrablattState:
    """"When a column becomes empty, refill it, at the end of the turn ...
    from the Starting Pile until this is used up. Afterwards, the player must
    choose between the Speed Pile and the Normal Pile." """
    board = changes.get("board", state.board)
    if board.find(EMPTY, 0, FAX_SLOTS) < 0:  # no column empty: nothing to refill
        return _next_turn(state, changes)
    empties = _EMPTIES[bottom_kinds(board)]
    decks = state.table.setup.decks
    starting = len(decks[0]) - (ord(board[DRAWN_AT]) - ZERO)
    if starting >= COLUMN_DEPTH * len(empties):  # (then no other pile is drawn from)
        return _refill(state, changes, empties, _SPEED)
    speed = len(decks[1]) > ord(board[DRAWN_AT + 1]) - ZERO
    normal = len(decks[2]) > ord(board[DRAWN_AT + 2]) - ZERO
    if empties and starting < COLUMN_DEPTH * len(empties) and speed and normal:
        changes["step"] = PILE
        return advance(state, changes)
    return _refill(state, changes, empties, _SPEED if speed else _NORMAL)


def refill_columns(state: ExtrablattState, chosen: Pile) -> ExtrablattState:
    """"One may not take from both piles at the same time, unless one pile is
    exhausted." """
    return _refill(state, {}, empty_columns(state), chosen)


def _refill(
    state: ExtrablattState, changes: Changes, empties: tuple[int, ...], chosen: Pile
) -> ExtrablattState:
    if empties:
        other = _NORMAL if chosen is _SPEED else _SPEED
        _draw(state, changes, empties, (_STARTING, chosen, other))
    return _next_turn(state, changes)


def pile_problem(state: ExtrablattState, action: ChoosePile) -> str | None:
    if action.pile is _STARTING:
        return "refill from the speed or the normal pile, not the starting pile"
    return None


def legal_piles(state: ExtrablattState, seat: int) -> list[ChoosePile]:
    return [_pile(seat, _SPEED), _pile(seat, _NORMAL)]


def choose_pile(state: ExtrablattState, action: ChoosePile) -> ExtrablattState:
    return refill_columns(state, action.pile)


def next_turn(state: ExtrablattState) -> ExtrablattState:
    """The next player clockwise, unless an Extra Turn marker was played. A
    round ends when the turn comes back to the start player."""
    return _next_turn(state, {})


def _next_turn(state: ExtrablattState, changes: Changes) -> ExtrablattState:
    p = state.phase
    passes = changes.pop("passes") if "passes" in changes else p.passes
    new_round = False
    if p.turn is MARKER_PLAYED:
        seat, turn = p.current, EXTRA
    else:
        setup = state.table.setup
        seat, turn = left_of(p.current, setup.num_players), REGULAR
        new_round = seat == setup.start_player
    try:
        following = PHASES[CHOOSE, seat, turn, passes, None]
    except KeyError:  # (a state built by hand)
        following = phase(CHOOSE, seat, turn, passes)
    if len(changes) == 1 and "board" in changes:
        # Most turns end having changed the FAX board only: copied by a
        # positional setter, without `advance`'s tests and keywords.
        if new_round:
            return _with_round_turn(state, following, state.round + 1, changes["board"])
        return _with_turn(state, following, changes["board"])
    if new_round:
        changes["round"] = state.round + 1
    changes["phase"] = following
    return advance(state, changes)


# -- A seat that can do nothing -------------------------------------------------------


def has_real_action(state: ExtrablattState, seat: int) -> bool:
    """Whether ``seat`` can take, remove or play a Time Card. A headline at
    the bottom of a column can always be removed; a Time Card can always be
    played before 8 o'clock, and from then on when the seat's own paper and an
    opponent's share a section a duck could go on."""
    bottoms = fax_bottoms(state.board)
    if bottoms.removable:
        return True
    if not bottoms.clock_columns:
        return False
    if not clock_allows_ducks(state):
        return True
    own = layout.paper_info(state.table.papers[seat]).duckable
    if not own or state.table.setup.options.duck_without_target:
        return bool(own)
    return any(
        own & layout.paper_info(paper).duckable
        for other, paper in enumerate(state.table.papers) if other != seat
    )


def pass_problem(state: ExtrablattState, action: Pass) -> str | None:
    if has_real_action(state, action.player):
        return "you may pass only when you can neither take, remove nor play a message"
    return None


def legal_passes(state: ExtrablattState, seat: int) -> list[Pass]:
    return [] if has_real_action(state, seat) else [_pass(seat)]


def legal_choices(state: ExtrablattState, seat: int) -> tuple[Any, ...]:
    """The choose step's moves in `TABLE`'s order (takes, removes,
    challenges, extra turn, pass), made in one go: the step of most of a
    playout, and the five generators each looked at the board again."""
    layout.build_ahead()
    out: list[Any] = legal_takes(state, seat)
    bottoms = fax_bottoms(state.board)
    if bottoms.removable:  # then there is a real action: no pass
        out.extend(_removes(
            seat, bottoms.removable,
            bottoms.doubles if state.table.setup.options.remove_from_one_column else 0,
        ))
        if bottoms.clock_columns:
            out.extend(legal_challenges(state, seat))
        if state.phase.turn is REGULAR and state.holdings.markers[seat]:
            out.append(_extra_turn(seat))
        return tuple(out)
    out.extend(legal_challenges(state, seat))
    out.extend(legal_extra_turns(state, seat))
    out.extend(legal_passes(state, seat))
    return tuple(out)


def pass_turn(state: ExtrablattState, action: Pass) -> ExtrablattState:
    """A pass is legal only without any other action. Passing changes
    nothing, so once every seat has passed in a row nobody can act again:
    the game ends (blocked)."""
    passes = state.phase.passes + 1
    if passes >= state.table.setup.num_players:
        return _game_end(state, {"passes": passes, "blocked": True})
    return _next_turn(state, {"passes": passes})


# -- Game End ------------------------------------------------------------------------


def game_end(state: ExtrablattState) -> ExtrablattState:
    """"At the end of the game, mark the remaining messages with the 30
    Markers." Scoring is `scoring.final_scoring` on the papers."""
    return _game_end(state, {})


def _game_end(state: ExtrablattState, changes: Changes) -> ExtrablattState:
    changes.update(
        step=OVER,
        papers=mark_editions(changes.get("papers", state.table.papers), EDITION_RED),
        placing=None,
        time_play=None,
    )
    return advance(state, changes)


# -- Who decides, and the table of moves ------------------------------------------------


# One shared tuple per seat: `to_move` is asked about three times a step.
_ONLY = tuple((seat,) for seat in range(4))


def is_over(state: ExtrablattState) -> bool:
    """Whether no seat is to move: only at the end (a check exchange is
    revealed as soon as both checks are in, never waiting on nobody)."""
    return state.phase.step is OVER


def to_move(state: ExtrablattState) -> tuple[int, ...]:
    p = state.phase
    step = p.step
    if step is CHOOSE or step is PILE:
        return _ONLY[p.current]
    if step is SIZE or step is PLACE:
        assert state.placing is not None
        return _ONLY[state.placing.by]
    if step is CHECKS:
        assert state.time_play is not None
        return state.time_play.waiting
    if step is DUCK:
        return (state.holdings.exchanges[-1].winner,)
    return ()


# The generators hand out shared action objects: actions are immutable values.
_TAKES = tuple(tuple(Take(seat, column) for column in range(COLUMNS)) for seat in range(4))
_remove = functools.cache(Remove)
_SIZE_ACTIONS = tuple({size: ChooseSize(seat, size) for size in SIZES} for seat in range(4))
ORIENTATIONS = {size: orientations(size) for size in SIZES}
_check = functools.cache(WriteCheck)
_CHECKS_OF = tuple({value: _check(seat, value) for value in ALL_CHECKS} for seat in range(4))
_duck = functools.cache(PlaceDuck)
_extra_turn = functools.cache(ExtraTurn)
_pile = functools.cache(ChoosePile)
_pass = functools.cache(Pass)
# Made at import rather than as games ask (about 900 small objects): so that
# a game leaves nothing behind in these caches, which `benchmarks/memory.py`
# counts (it plays one game first, but one game need not meet every action).
for _seat in range(4):
    for _players in (3, 4):
        for _bits in range(1 << COLUMNS):
            _adverts(_seat, _players, tuple(c for c in range(COLUMNS) if _bits >> c & 1))
    for _bits in range(1 << COLUMNS):
        _removes(_seat, _bits, 0)
    for _value in ALL_CHECKS:
        _check(_seat, _value)
    for _card in range(LAYOUT_CARDS_PER_SET + DUCK_ADVERT_TOKENS):
        _duck(_seat, _card)
    _extra_turn(_seat)
    _pass(_seat)
    _pile(_seat, _SPEED)
    _pile(_seat, _NORMAL)

S = ExtrablattState

# The step read in C, with no frame of its own: the table asks twice a step
# (the legal actions, the transition).
TABLE: MoveTable[ExtrablattState] = MoveTable(
    operator.attrgetter("phase.step"),
    {
        Step.CHOOSE: TableStep("the choose step", (
            Move[S, Take](Take, legal_takes, lambda s, a: take_problem(s, a.player, a.column),
                          take),
            Move[S, Remove](Remove, legal_removes, lambda s, a: remove_problem(s, a.columns),
                            remove_messages),
            Move[S, Challenge](Challenge, legal_challenges, challenge_problem, play_time_card),
            Move[S, ExtraTurn](ExtraTurn, legal_extra_turns, extra_turn_problem,
                               play_extra_turn_marker),
            Move[S, Pass](Pass, legal_passes, pass_problem, pass_turn),
        ), listing=legal_choices),
        Step.SIZE: TableStep("the size step", (
            Move[S, ChooseSize](ChooseSize, legal_sizes, lambda s, a: size_problem(s, a.size),
                                choose_size),
        )),
        Step.PLACE: TableStep("the place step", (
            Move[S, Place](Place, legal_places, place_problem, place_layout_card),
        )),
        Step.CHECKS: TableStep("the check exchange", (
            Move[S, WriteCheck](WriteCheck, legal_checks, write_check_problem, write_check),
        )),
        Step.DUCK: TableStep("the duck step", (
            Move[S, PlaceDuck](PlaceDuck, legal_ducks, duck_problem, place_duck),
        )),
        Step.PILE: TableStep("the pile step", (
            Move[S, ChoosePile](ChoosePile, legal_piles, pile_problem, choose_pile),
        )),
        Step.OVER: TableStep("the end of the game", ()),
    },
)
