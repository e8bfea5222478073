"""Extrablatt's immutable state and the view one seat has of it."""

from __future__ import annotations

import enum
import functools
import itertools
import operator
from typing import ClassVar

import attrs

from pressroom.core import chars
from pressroom.core.deck import Deck
from pressroom.core.frozen import through
from pressroom.core.grid import rectangle_mask
from pressroom.core.rng import Rng
from pressroom.games.extrablatt.components import (
    BOARD,
    CLOCK_MESSAGES,
    COLUMN_DEPTH,
    COLUMNS,
    DUCK_ADVERT,
    SIZES,
    TIME,
    Message,
    Pile,
    Section,
)
from pressroom.games.extrablatt.options import Options


class Step(enum.Enum):
    """The decision the game waits for."""

    CHOOSE = "choose"  # the current seat: take, remove, challenge, extra turn or pass
    SIZE = "size"  # the placing seat chooses a layout card size
    PLACE = "place"  # the placing seat lays it
    CHECKS = "checks"  # challenger and opponent each commit a check in secret
    DUCK = "duck"  # the winner of a duck exchange chooses the article
    PILE = "pile"  # the current seat chooses the pile that refills the columns
    OVER = "over"

    # The move table looks the step up in a dict several times per action;
    # Enum's own hash is a Python function (hash of the name). Members are
    # singletons, so identity is equality and its hash (in C) will do.
    __hash__ = object.__hash__


class Kind(enum.Enum):
    ARTICLE = "article"
    PICTURE = "picture"
    ADVERT = "advert"


class Turn(enum.Enum):
    """Which turn of the current seat this is ("Playing Extra Turn Markers")."""

    REGULAR = "regular"  # its one turn of the round
    MARKER_PLAYED = "marker played"  # a marker was played: the same seat goes again after it
    EXTRA = "extra"  # the turn the marker bought

    __hash__ = object.__hash__  # as `Step`'s: `PHASES` is looked up at most steps


# The members as module constants, for the rules' and the load check's hot
# paths: a member read off its enum class (`Step.CHOOSE`) goes through the
# enum's __getattr__ hook on Python 3.11, about 1,000 instructions, a
# module global about 20.
CHECKS, CHOOSE, DUCK, OVER, PILE, PLACE, SIZE = (
    Step.CHECKS, Step.CHOOSE, Step.DUCK, Step.OVER, Step.PILE, Step.PLACE, Step.SIZE,
)
ADVERT, ARTICLE, PICTURE = Kind.ADVERT, Kind.ARTICLE, Kind.PICTURE
EXTRA, MARKER_PLAYED, REGULAR = Turn.EXTRA, Turn.MARKER_PLAYED, Turn.REGULAR


@functools.cache
def card_mask(row: int, col: int, height: int, width: int) -> int:
    """The player board mask of a layout card (cached: cards are looked at often)."""
    mask: int = rectangle_mask(BOARD, row, col, height, width)
    return mask


@attrs.frozen(cache_hash=True, weakref_slot=False)
class Card:
    """A layout card on a paper: its squares, the set it came from (``owner``),
    the headline on it (None for an advert), its edition marker (None before
    one is set, then 10, 20 or 30) and whether a duck sits on it."""

    row: int
    col: int
    height: int
    width: int
    owner: int
    kind: Kind
    headline: Message | None = None
    edition: int | None = None
    duck: bool = False

    @property
    def size(self) -> int:
        return self.height * self.width

    @property
    def mask(self) -> int:
        return card_mask(self.row, self.col, self.height, self.width)

    @property
    def is_story(self) -> bool:
        """Articles and pictures; adverts are in no section."""
        return self.kind is not Kind.ADVERT

    def with_edition(self, edition: int) -> Card:
        return Card(self.row, self.col, self.height, self.width, self.owner, self.kind,
                    self.headline, edition, self.duck)

    def with_duck(self) -> Card:
        return Card(self.row, self.col, self.height, self.width, self.owner, self.kind,
                    self.headline, self.edition, True)


Paper = tuple[Card, ...]  # cards in the order they were placed


@attrs.frozen(weakref_slot=False)
class Placing:
    """A layout card being placed by seat ``by`` on ``paper``'s newspaper: an
    article or picture of ``headline`` taken from FAX column ``column``, or an
    advert (no headline, no column); ``size`` is None until chosen."""

    by: int
    paper: int
    kind: Kind
    headline: Message | None = None
    column: int | None = None
    size: int | None = None


@attrs.frozen(weakref_slot=False)
class TimePlay:
    """A Time Card (or Duck/Advert card) being played: the challenger, the
    opponent, the column it lies in, duck or advert, the announced section
    (ducks) and the checks committed in secret so far."""

    challenger: int
    opponent: int
    column: int
    duck: bool
    section: Section | None
    challenger_check: int | None = None
    opponent_check: int | None = None

    @property
    def waiting(self) -> tuple[int, ...]:
        """The seats still to commit a check, in seat order."""
        if self.challenger_check is None:
            if self.opponent_check is None:
                a, b = self.challenger, self.opponent
                return (a, b) if a < b else (b, a)
            return (self.challenger,)
        return () if self.opponent_check is not None else (self.opponent,)


@attrs.frozen(weakref_slot=False)
class Exchange:
    """A revealed check exchange: the checks played and the winner. After it
    the challenger holds ``opponent_check`` and vice versa."""

    challenger: int
    opponent: int
    challenger_check: int
    opponent_check: int
    winner: int

    @property
    def loser(self) -> int:
        return self.opponent if self.winner == self.challenger else self.challenger


@attrs.frozen(weakref_slot=False)
class Setup:
    """What the game was set up with and never changes: the table's first
    field, so that a copy of the table does not copy these."""

    num_players: int
    options: Options
    rng: Rng
    start_player: int
    # The FAX piles as they were made (face down), never changed: a draw
    # counts in `ExtrablattState.drawn` instead of cutting a new pile. Each
    # pile is a string, top first, one character per card (as on
    # `ExtrablattState.board`, `MESSAGE_CHARS`): saved and loaded as one
    # value, counted and cut in C.
    decks: tuple[str, ...]
    checks_aside: tuple[int, ...]  # the set removed with 3 players (face down), sorted


@attrs.frozen(weakref_slot=False)
class Table:
    """The parts of a state that change a few dozen times a game (a card
    laid, the clock): one record shared, as the very same object, by every
    state between two such changes. A step then copies only the small
    `ExtrablattState` above it (7 slots instead of 25): a random 4-player
    game keeps about 35 tables (and 20 `Holdings`) for its 170-odd states."""

    setup: Setup
    papers: tuple[Paper, ...]
    layout: tuple[tuple[int, ...], ...]  # per seat, unplayed layout cards per size (SIZES order)
    token_supply: int  # small Duck/Advert cards in the supply
    pictures: tuple[int, ...]  # photo cards left per section
    time_cards_placed: int  # Time Cards placed on the FAX board so far
    # The messages out of the game (as on `ExtrablattState.board`), in
    # order, but for the latest few, which end the board: a removal copies
    # only that short tail, which joins these when it would reach
    # `RECENT_LIMIT`.
    removed: str = ""
    blocked: bool = False  # the game ended because no seat could act


RECENT_LIMIT = 16  # the board ends with fewer removed messages than this


@attrs.frozen(weakref_slot=False)
class Holdings:
    """The checks and Extra Turn markers the seats hold, and the exchanges
    that moved the checks: apart from the `Table`, as they change at other
    steps (a check exchange, a marker played), so that neither record is
    copied for the other's changes."""

    checks: tuple[tuple[int, ...], ...]  # per seat, sorted
    exchanges: tuple[Exchange, ...]  # every check exchange so far, revealed
    markers: tuple[int, ...]  # Extra Turn markers held
    marker_supply: int  # Extra Turn markers in the box


@attrs.frozen(weakref_slot=False)
class Phase:
    """Whose decision it is and which: the small fields that change at most
    steps, in one record made once for each combination (`PHASES`) and
    shared, so that a step sets one slot of the state and builds nothing.
    ``size`` is the layout card size chosen, in the place step: the
    `Placing` made by the take stays as it is (see `ExtrablattState.placing`)."""

    step: Step
    current: int  # whose turn it is
    turn: Turn
    passes: int  # passes in a row
    size: int | None = None


# Every phase of a 3- or 4-player game, made at import (960 small records).
PHASES: dict[tuple[Step, int, Turn, int, int | None], Phase] = {
    (step, current, turn, passes, size): Phase(step, current, turn, passes, size)
    for step in Step for current in range(4) for turn in Turn for passes in range(5)
    for size in ((None, *SIZES) if step is Step.PLACE else (None,))
}


def phase(step: Step, current: int, turn: Turn, passes: int, size: int | None = None) -> Phase:
    """The shared `Phase` of these values (a new one for values no game has)."""
    made = PHASES.get((step, current, turn, passes, size))
    return made if made is not None else Phase(step, current, turn, passes, size)


# The FAX board, the cards drawn from each pile and the messages out of the
# game, as one string (`ExtrablattState.board`), one character per message
# (`MESSAGE_CHARS`): 5 columns of 3 slots, lowest first, an empty slot
# `EMPTY` (above the messages); then per pile (starting, speed, normal) the
# count drawn from its deck, as chr(ZERO + count); then `SEPARATOR` and the
# latest removed messages in order (after `Table.removed`). Most steps take
# or remove a message: a string of ~25 characters (atomic, ~75 bytes)
# replaces a tuple of 5 tuples, a tuple of counts and a tuple of removals.
ZERO = ord("0")
EMPTY = "."
SEPARATOR = "|"
FAX_SLOTS = COLUMNS * COLUMN_DEPTH
DRAWN_AT = FAX_SLOTS
REMOVED_AT = FAX_SLOTS + 3 + 1  # after the counts drawn and the separator
MESSAGE_CHARS: tuple[str, ...] = tuple(chr(ZERO + m) for m in Message)
MESSAGE_AT: dict[str, Message] = {chr(ZERO + m): m for m in Message}
TIME_CHAR = MESSAGE_CHARS[TIME]
DUCK_ADVERT_CHAR = MESSAGE_CHARS[DUCK_ADVERT]
# The message of each ASCII code (None: not a message's), for reading a
# board's characters as bytes, in C (the load check reads no other).
MESSAGE_OF_CODE = chars.by_code(MESSAGE_AT)
_read_messages = chars.reader(MESSAGE_OF_CODE)
_COLUMN_STARTS = range(0, FAX_SLOTS, COLUMN_DEPTH)
# The shape of a board's FAX slots (a message's code made "x", an empty
# slot's kept), and per shape of columns each filled from the bottom, the
# slices of the slots that cut out its columns (4 ** 5 shapes, made at import).
_SHAPE_OF_CODE = bytes(ord("x") if MESSAGE_OF_CODE[code] is not None else code
                       for code in range(128)) + bytes(range(128, 256))
_FAX_SLICES: dict[bytes, tuple[slice, ...]] = {
    b"".join(b"x" * filled + EMPTY.encode() * (COLUMN_DEPTH - filled) for filled in shape): tuple(
        slice(start, start + filled) for start, filled in zip(_COLUMN_STARTS, shape, strict=True)
    )
    for shape in itertools.product(range(COLUMN_DEPTH + 1), repeat=COLUMNS)
}


def make_board(
    fax: tuple[tuple[Message, ...], ...], drawn: tuple[int, ...], removed: tuple[Message, ...]
) -> str:
    """The `ExtrablattState.board` of these (a column longer than 3 is kept
    whole: the load check refuses the board)."""
    return (
        b"".join([bytes(column).ljust(COLUMN_DEPTH, _EMPTY_NUMBER) for column in fax])
        .translate(_CHARS_OF_NUMBERS).decode()
        + "".join([chr(ZERO + count) for count in drawn]) + SEPARATOR + message_chars(removed)
    )


def message_chars(messages: tuple[Message, ...]) -> str:
    """``messages`` as on a board (their numbers turned into characters in C)."""
    return bytes(messages).translate(_CHARS_OF_NUMBERS).decode()


# A message's number to its character's code (an empty slot: `_EMPTY_NUMBER`).
_EMPTY_NUMBER = b"\xff"
_CHARS_OF_NUMBERS = bytes((ZERO + n) % 128 for n in range(255)) + EMPTY.encode()


# The fields of `Table` and of its `Setup`, read through `ExtrablattState`
# as its own; those of `Phase`.
TABLE_FIELDS = frozenset(f.name for f in attrs.fields(Table))
HOLDINGS_FIELDS = frozenset(f.name for f in attrs.fields(Holdings))
SETUP_FIELDS = frozenset(f.name for f in attrs.fields(Setup))
PHASE_FIELDS = frozenset(f.name for f in attrs.fields(Phase))


@attrs.frozen(weakref_slot=False)
class ExtrablattState:
    """What changes from step to step, over the `Table` of what changes
    rarely; the phase's and the table's fields read as the state's own
    (``state.step``, ``state.papers``)."""

    phase: Phase
    round: int  # from 1; a round ends when the turn comes back to the start player
    board: str  # the FAX board, the counts drawn and the removed messages (`make_board`)
    table: Table
    holdings: Holdings
    # The card being placed, its size None: in the place step, the size
    # chosen is `phase.size` (the view's `placing` has it), so that choosing
    # it builds no record.
    placing: Placing | None = None
    time_play: TimePlay | None = None

    step: ClassVar[Step] = through("phase.step")
    current: ClassVar[int] = through("phase.current")
    turn: ClassVar[Turn] = through("phase.turn")
    passes: ClassVar[int] = through("phase.passes")

    # The table's fields, read as the state's own.
    num_players: ClassVar[int] = through("table.setup.num_players")
    options: ClassVar[Options] = through("table.setup.options")
    rng: ClassVar[Rng] = through("table.setup.rng")
    start_player: ClassVar[int] = through("table.setup.start_player")
    papers: ClassVar[tuple[Paper, ...]] = through("table.papers")
    layout: ClassVar[tuple[tuple[int, ...], ...]] = through("table.layout")
    checks: ClassVar[tuple[tuple[int, ...], ...]] = through("holdings.checks")
    checks_aside: ClassVar[tuple[int, ...]] = through("table.setup.checks_aside")
    markers: ClassVar[tuple[int, ...]] = through("holdings.markers")
    marker_supply: ClassVar[int] = through("holdings.marker_supply")
    token_supply: ClassVar[int] = through("table.token_supply")
    pictures: ClassVar[tuple[int, ...]] = through("table.pictures")
    time_cards_placed: ClassVar[int] = through("table.time_cards_placed")
    exchanges: ClassVar[tuple[Exchange, ...]] = through("holdings.exchanges")
    blocked: ClassVar[bool] = through("table.blocked")
    decks: ClassVar[tuple[str, ...]] = through("table.setup.decks")

    @property
    def fax(self) -> tuple[tuple[Message, ...], ...]:
        """The 5 columns, lowest message first: the slots read at once (in C)
        and cut by the slices of the board's shape (`_FAX_SLICES`)."""
        slots = self.board[:FAX_SLOTS].encode()
        cuts = _FAX_SLICES.get(slots.translate(_SHAPE_OF_CODE))
        if cuts is None:  # a column with an empty slot below a message
            board, at = self.board, MESSAGE_AT.__getitem__
            return tuple([tuple(map(at, board[i:i + COLUMN_DEPTH].rstrip(EMPTY)))
                          for i in _COLUMN_STARTS])
        return tuple(map(operator.itemgetter(*slots)(MESSAGE_OF_CODE).__getitem__, cuts))

    @property
    def drawn(self) -> tuple[int, ...]:
        """Per pile (starting, speed, normal), the cards drawn from `decks`."""
        board = self.board
        return (ord(board[DRAWN_AT]) - ZERO, ord(board[DRAWN_AT + 1]) - ZERO,
                ord(board[DRAWN_AT + 2]) - ZERO)

    @property
    def piles(self) -> tuple[Deck[Message], ...]:
        """The FAX piles as they lie: what is left of each deck, face down."""
        return tuple(
            Deck(tuple(map(MESSAGE_AT.__getitem__, deck[drawn:])), ())
            for deck, drawn in zip(self.table.setup.decks, self.drawn, strict=True)
        )

    @property
    def removed(self) -> tuple[Message, ...]:
        """Every message out of the game (face up), in order."""
        return _read_messages(self.table.removed + self.board[REMOVED_AT:])

    @property
    def clock(self) -> int:
        """The hour the pointer shows, 0 for 12 o'clock."""
        return self.table.time_cards_placed % 12

    def __str__(self) -> str:
        from pressroom.games.extrablatt.text import draw_state

        return draw_state(self)


# The state's own fields (a change of only these copies no sub-record).
STATE_FIELDS = frozenset(f.name for f in attrs.fields(ExtrablattState))


@attrs.frozen(weakref_slot=False)
class PileView:
    """What everyone sees of a face-down FAX pile: its size, and how many Time
    and Duck/Advert cards are still in it (known from what has been drawn)."""

    size: int
    time_cards: int
    duck_adverts: int

    @property
    def headlines(self) -> int:
        return self.size - self.time_cards - self.duck_adverts

    @classmethod
    def of(cls, pile: Deck[Message]) -> PileView:
        cards = message_chars(pile.draw_pile)
        return cls(len(cards), cards.count(TIME_CHAR), cards.count(DUCK_ADVERT_CHAR))

    @classmethod
    def left(cls, deck: str, drawn: int) -> PileView:
        """What is left of ``deck`` (`Setup.decks`) once ``drawn`` cards
        have been drawn."""
        return cls(len(deck) - drawn, deck.count(TIME_CHAR, drawn),
                   deck.count(DUCK_ADVERT_CHAR, drawn))


@attrs.frozen(weakref_slot=False)
class TimePlayView:
    """A Time Card being played, as a seat sees it: whether each side has
    committed its check, and the seat's own check if it has committed one."""

    challenger: int
    opponent: int
    column: int
    duck: bool
    section: Section | None
    challenger_committed: bool
    opponent_committed: bool
    own_check: int | None


@attrs.frozen(weakref_slot=False)
class ExtrablattView:
    """What ``seat`` may see (``seat`` None: what everyone may see).

    Hidden: the order and content of the FAX piles (their sizes and how many
    Time and Duck/Advert cards are left in each show), other seats' checks
    (every exchange is public, so `known_checks` shows where each revealed
    check is), the set of checks put aside, a check committed in an exchange
    by another seat, and the RNG.
    """

    seat: int | None
    num_players: int
    options: Options
    step: Step
    to_move: tuple[int, ...]
    start_player: int
    current: int
    round: int
    turn: Turn
    passes: int
    papers: tuple[Paper, ...]
    layout: tuple[tuple[int, ...], ...]
    checks: tuple[int, ...] | None  # the seat's own checks
    known_checks: tuple[tuple[int, ...], ...]  # per seat, its checks revealed and not passed on
    markers: tuple[int, ...]
    marker_supply: int
    token_supply: int
    pictures: tuple[int, ...]
    fax: tuple[tuple[Message, ...], ...]
    piles: tuple[PileView, ...]
    removed: tuple[Message, ...]
    time_cards_placed: int
    exchanges: tuple[Exchange, ...]
    placing: Placing | None
    time_play: TimePlayView | None
    blocked: bool

    @property
    def clock(self) -> int:
        return self.time_cards_placed % 12

    def __str__(self) -> str:
        from pressroom.games.extrablatt.text import draw_view

        return draw_view(self)


__all__ = [
    "CLOCK_MESSAGES",
    "EMPTY",
    "HOLDINGS_FIELDS",
    "MESSAGE_AT",
    "MESSAGE_CHARS",
    "PHASES",
    "PHASE_FIELDS",
    "RECENT_LIMIT",
    "REMOVED_AT",
    "SETUP_FIELDS",
    "STATE_FIELDS",
    "TABLE_FIELDS",
    "Card",
    "Exchange",
    "ExtrablattState",
    "ExtrablattView",
    "Holdings",
    "Kind",
    "Paper",
    "Phase",
    "Pile",
    "PileView",
    "Placing",
    "Setup",
    "Step",
    "Table",
    "TimePlay",
    "TimePlayView",
    "Turn",
    "make_board",
    "phase",
]
