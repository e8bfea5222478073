"""Extrablatt as a `pressroom.core.protocol.Game`."""

from __future__ import annotations

import itertools
import operator
import re
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from pressroom.core.codec import SavedFormCodec
from pressroom.core.frozen import builder
from pressroom.core.info import GameInfo, options_info
from pressroom.core.protocol import GameBase
from pressroom.core.rng import Rng
from pressroom.core.shown import shown
from pressroom.games.extrablatt import layout, rules, saved, view
from pressroom.games.extrablatt.actions import ACTION_TYPES, Action, Challenge
from pressroom.games.extrablatt.components import (
    BOARD,
    CHECK_GROUPINGS,
    CHECKS_PER_SEAT,
    CLOCK_MESSAGES,
    COLUMN_DEPTH,
    COLUMNS,
    DUCK_ADVERT_MESSAGES,
    DUCK_ADVERT_TOKENS,
    DUCK_FROM_HOUR,
    EDITION_BLUE,
    EDITION_POINTS,
    EDITION_RED,
    EDITION_YELLOW,
    EXTRA_TURN_MARKERS,
    FAX_MESSAGES,
    FULL_LAYOUT_STOCK,
    HEADLINE_BONUS,
    HEADLINE_LIST,
    HEADLINE_MASK,
    HEADLINE_SECTION_FACTOR,
    HEADLINE_SQUARES,
    HEADLINES,
    LAYOUT_CARDS_PER_SET,
    MAX_ADVERT_SIZE,
    MESSAGE_COPIES,
    PICTURES_PER_SECTION,
    PILE_HEADLINES,
    SECTION_BONUS,
    SECTION_OF,
    SIZE_INDEX,
    SIZES,
    SPEED_PILE_TIME_CARDS,
    STARTING_PILE_TIME_CARDS,
    TIME_CARDS,
    YELLOW_LEFT_AT,
    Message,
    Pile,
    Section,
    orientations,
)
from pressroom.games.extrablatt.options import Options
from pressroom.games.extrablatt.scoring import Scoresheet, StoryLine, final_scoring
from pressroom.games.extrablatt.state import (
    ADVERT,
    ARTICLE,
    CHECKS,
    CHOOSE,
    DRAWN_AT,
    DUCK,
    DUCK_ADVERT_CHAR,
    EMPTY,
    FAX_SLOTS,
    MESSAGE_CHARS,
    OVER,
    PICTURE,
    PILE,
    PLACE,
    RECENT_LIMIT,
    REMOVED_AT,
    SEPARATOR,
    SIZE,
    TIME_CHAR,
    ZERO,
    Card,
    Exchange,
    ExtrablattState,
    ExtrablattView,
    Paper,
    PileView,
    Placing,
    Table,
    TimePlay,
    TimePlayView,
    message_chars,
)

LAYOUT_ORIENTATIONS = frozenset(o for size in SIZES for o in orientations(size))
EDITIONS = (None, EDITION_YELLOW, EDITION_BLUE, EDITION_RED)

CODEC = SavedFormCodec(
    [*saved.SAVED_TYPES, ExtrablattView, Options, Card, Placing, TimePlay, TimePlayView,
     Exchange, PileView, *ACTION_TYPES],
    state=ExtrablattState, form=saved.ExtrablattState,
    to_saved=saved.saved, from_saved=saved.state_of,
)

# -- declared facts --------------------------------------------------------------
#
# The longest game, proven. Every turn is one of:
#  - a pass (1 action). A pass breaks no streak, every other turn resets the
#    count of passes in a row, and the game ends at num_players passes in a
#    row; so between two other turns (and before the first) at most n - 1
#    passes fall, and the last streak has at most n.
#  - a take: [extra turn marker] take, size, place, [pile]: at most 5 actions,
#    and it uses up one of the 90 headlines for good (it goes onto a paper);
#  - a removal: [marker] remove, [pile]: at most 3, using up 1 or 2 headlines;
#  - a Time Card or Duck/Advert card played: [marker] challenge, 2 checks,
#    then size and place (advert) or the duck, [pile]: at most 7 actions, and
#    the card leaves the game; there are 12 + 2 such cards.
#  A marker is never followed by a pass (it needs an action that a pass
#  excludes, in the same state). So turns that are not passes number at most
#  90 + 14 = 104, and a game has at most
#      90 * 5 + 14 * 7 + (104 + 1) * (n - 1) + 1
#  actions: 759 with 3 players, 864 with 4.
LONGEST_GAME = {n: 90 * 5 + 14 * 7 + 105 * (n - 1) + 1 for n in (3, 4)}

# The highest circulation: both bonuses for the headline section and every
# section (60000 each), and 25 cards of one set scoring 30-markers, at most 12
# of them (51 squares / 4 per card) doubled in the headline section.
HIGHEST_SCORE = (
    HEADLINE_BONUS[0]
    + SECTION_BONUS[0] * len(Section)
    + EDITION_RED * EDITION_POINTS
    * (LAYOUT_CARDS_PER_SET + (HEADLINE_SQUARES // min(SIZES)) * (HEADLINE_SECTION_FACTOR - 1))
)


class Extrablatt(GameBase[ExtrablattState, Action, ExtrablattView]):
    """Extrablatt: lay out a newspaper from the FAX board, against the clock.

    >>> from pressroom.games.extrablatt import EXTRABLATT as game
    >>> state = game.new_game(num_players=3, seed=7)
    >>> game.to_move(state) == (state.start_player,)
    True
    >>> game.info.longest_game[3], game.info.simultaneous
    (759, True)
    """

    title: ClassVar[str] = "Extrablatt"
    name: ClassVar[str] = "extrablatt"
    rules_version: ClassVar[str] = "9"
    player_counts: ClassVar[range] = range(3, 5)
    info = GameInfo(
        name="extrablatt",
        title="Extrablatt",
        player_counts=range(3, 5),
        simultaneous=True,  # the check exchange: both seats commit in secret
        information="imperfect",
        chance="seeded",
        longest_game=LONGEST_GAME,
        score_range=(0, HIGHEST_SCORE),
        options=options_info(Options),
    )

    def __init__(self) -> None:
        super().__init__(CODEC, ExtrablattState, Action, ExtrablattView, rules.TABLE)

    def options_from(self, options: Mapping[str, Any] | None) -> Options:
        return Options.from_mapping(options)

    def setup(self, num_players: int, seed: int, options: Options) -> ExtrablattState:
        return rules.setup(num_players, seed, options)

    # The rules' function itself, not a method calling it: playouts ask at
    # every step (and `is_over` too).
    to_move = staticmethod(rules.to_move)

    is_over = staticmethod(rules.is_over)

    def scoresheets(self, state: ExtrablattState) -> tuple[Scoresheet, ...]:
        """The itemised final scoring (before the end: of the papers as they
        stand, unmarked articles worth nothing yet)."""
        options = state.options
        return final_scoring(state.papers, options.bonus_ties, options.headline_bonus_needs_cover)

    def scores(self, state: ExtrablattState) -> tuple[int, ...]:
        """Circulation; final once the game is over."""
        return tuple(sheet.total for sheet in self.scoresheets(state))

    def seat_view(self, state: ExtrablattState, player: int | None) -> ExtrablattView:
        return view.view(state, player)

    def sample_state(self, seen: ExtrablattView, rng: Rng) -> ExtrablattState:
        return view.sample_state(seen, rng)

    def determinize_state(self, state: ExtrablattState, seat: int, rng: Rng) -> ExtrablattState:
        """The state ``sample_state`` draws from the seat's view, drawn from
        the state's public parts and the seat's own without making the view
        (`view.determinize`)."""
        return view.determinize(state, seat, rng)

    def state_from_json(self, data: Any) -> ExtrablattState:
        """The saved form decoded and the state it stands for built
        (`saved.state_of`), then checked as `check_state` checks it, each
        card's place read from its saved character."""
        form = CODEC.decode(saved.ExtrablattState, data)
        state = saved.state_of(form)
        self._check(state, form.papers)
        return state

    def check_state(self, state: ExtrablattState) -> None:
        """Only states the game could be in: every field in range, every step
        with what it needs, every component accounted for."""
        self._check(state, None)

    def _check(self, state: ExtrablattState, packed: Sequence[str] | None) -> None:
        problem = state_problem(state, packed)
        if problem:
            raise ValueError(f"malformed Extrablatt state: {problem}")
        # Only the size step is asked: in the others a seat to move always
        # has a legal action once `state_problem` has passed (the choose step
        # lists a pass when nothing else; a seat to move in the check
        # exchange holds 3 checks; the pile step offers two piles; the place
        # step's size has a legal place and the duck step a target, both
        # checked above). An advert's size step is the one that can be empty.
        if state.phase.step is not SIZE:
            return
        for seat in self.to_move(state):
            if not self.table.legal(state, seat):
                raise ValueError(
                    f"malformed Extrablatt state: step: seat {seat} is to move in the "
                    f"{state.step.value} step but has no legal action"
                )


# -- the strict check at the door ---------------------------------------------------


def state_problem(state: ExtrablattState, packed: Sequence[str] | None = None) -> str | None:
    """None if ``state`` is one the game could be in, else "field: what is
    wrong"; ``packed``: the papers' saved strings the state was loaded from
    (`saved.paper_of`), whose characters name each card's place."""
    # (`_papers_problem` goes on to the supplies.)
    return (_seats_problem(state) or _board_problem(state, packed) or _checks_problem(state)
            or _papers_problem(state, packed) or _step_problem(state))


def conservation_problem(state: ExtrablattState) -> str | None:
    """Every message, check, layout card, picture, marker and token accounted
    for (a part of `state_problem`, kept for callers that want only this)."""
    return state_problem(state)


# (a module constant: a class attribute read off the class costs more)
_PLAYER_COUNTS = Extrablatt.player_counts


def _seats_problem(state: ExtrablattState) -> str | None:
    # (The load check reads the records' slots: a field read through the
    # state, `state.num_players`, costs about 700 instructions, a slot 50.)
    table, holdings, phase_ = state.table, state.holdings, state.phase
    setup = table.setup
    n = setup.num_players
    if n not in _PLAYER_COUNTS:
        return f"num_players: {shown(n)} players; Extrablatt is for 3 or 4"
    papers, stock, checks, markers = table.papers, table.layout, holdings.checks, holdings.markers
    if not len(papers) == len(stock) == len(checks) == len(markers) == n:  # else name it
        per_seat = {"papers": papers, "layout": stock, "checks": checks, "markers": markers}
        for name, values in per_seat.items():
            if len(values) != n:
                return f"{name}: {len(values)} entries for {n} seats"
    start, current = setup.start_player, phase_.current
    if not (0 <= start < n and 0 <= current < n):  # (pairs made only to name the fault)
        for name, seat in (("start_player", start), ("current", current)):
            if not 0 <= seat < n:
                return f"{name}: seat {shown(seat)} is not in a {n}-player game"
    if not 1 <= state.round <= LONGEST_GAME[n]:
        return f"round: {shown(state.round)} is not between 1 and {LONGEST_GAME[n]}"
    passes, blocked = phase_.passes, table.blocked
    if not 0 <= passes <= n or (passes == n) != blocked:
        return f"passes: {shown(passes)} passes in a row (the game ends at {n}, blocked)"
    if blocked and phase_.step is not OVER:
        return "blocked: only a game that is over can be blocked"
    if not 0 <= setup.rng.state < 1 << 64:
        return "rng: the state is not a 64-bit integer"
    return None


# The characters of a FAX slot, of a removed message.
_SLOT_CHARS = frozenset((*MESSAGE_CHARS, EMPTY))
_MESSAGE_CHARS = frozenset(MESSAGE_CHARS)
_PILES = len(Pile)
_PILE_ORDER = tuple(Pile)  # (iterating the enum class costs about 10,000 instructions)
# A board of the right form (what `_board_form_problem` checks): 5 columns
# of 3 slots, each messages then empty slots; 3 counts drawn (no separator);
# the separator and fewer than `RECENT_LIMIT` removed messages.
_ONE_MESSAGE = "[" + re.escape("".join(MESSAGE_CHARS)) + "]"
_NO_MESSAGE = re.escape(EMPTY)
_BOARD_FORM = re.compile(
    "(?:" + "|".join(_ONE_MESSAGE * full + _NO_MESSAGE * (COLUMN_DEPTH - full)
                     for full in range(COLUMN_DEPTH + 1)) + f"){{{COLUMNS}}}"
    + f"[^{re.escape(SEPARATOR)}]{{{_PILES}}}" + re.escape(SEPARATOR)
    + f"{_ONE_MESSAGE}{{0,{RECENT_LIMIT - 1}}}"
)
# Messages only (a deck, the messages removed): matched in C.
_MESSAGES_FORM = re.compile(_ONE_MESSAGE + "*")
# A card's headline as its character's code on a board (an advert's: none).
_HEADLINE = operator.attrgetter("headline")
_HEADLINE_CHAR: dict[Message | None, bytes] = {None: b""} | {
    m: MESSAGE_CHARS[m].encode() for m in Message
}
# The same of a card's saved character of what it holds (`saved.HOLDS_AT`),
# indexed by its code, for `str.translate` (a list: read by index, cheaper
# than a dict by key).
_HEADLINE_OF_HOLDS: list[str | None] = [
    None if holds is None or holds[2] is None else MESSAGE_CHARS[holds[2]]
    for holds in map(saved.HOLDS_AT.get, map(chr, range(ord(max(saved.HOLDS_AT)) + 1)))
]


def _board_problem(state: ExtrablattState, packed: Sequence[str] | None = None) -> str | None:
    board = state.board
    table = state.table
    removed = table.removed
    # Its layout (`state.make_board`) before anything reads it: one match
    # where every form is right (`_board_form_problem` words what is wrong).
    if _BOARD_FORM.fullmatch(board) is None or _MESSAGES_FORM.fullmatch(removed) is None:
        problem = _board_form_problem(board, removed)
        if problem:
            return problem
    seen = _headlines_laid(table, packed)
    try:
        if _piles_accounted(board, removed, table.setup.decks, table.time_cards_placed, seen):
            return None
    except TypeError:  # a field of no value the rules give it: looked at below
        pass
    return _piles_problem(board, removed, table.setup.decks, table.time_cards_placed, seen)


def _headlines_laid(table: Table, packed: Sequence[str] | None) -> bytes:
    """The headline of every card on the papers, as characters' codes (an
    advert's: none)."""
    if packed is not None:
        # Each card's headline read off the second of its saved characters,
        # what it holds, in C (about 1,000 instructions a card less than
        # from the cards).
        return "".join(packed)[1::2].translate(_HEADLINE_OF_HOLDS).encode()
    laid = itertools.chain.from_iterable(table.papers)
    try:  # each card's headline picked in C (an advert's: none)
        return b"".join(map(_HEADLINE_CHAR.__getitem__, map(_HEADLINE, laid)))
    except (KeyError, TypeError):  # not a message: as it is, for the count to refuse
        return message_chars(tuple(
            card.headline for paper in table.papers for card in paper
            if card.headline is not None
        )).encode()


def _piles_accounted(
    board: str, removed: str, decks: tuple[str, ...], placed: int, seen: bytes
) -> bool:
    """Whether `_piles_problem` finds nothing wrong, asked at once: the
    three decks' forms and what each may hold matched in one expression
    (`_DECKS_FORM`), and every message in sight or in a pile sorted and
    compared with the game's 104, the Time Cards left in the piles told
    apart (`_TIME_LEFT`), so that the one comparison counts them against
    those placed too (`_EVERY_MESSAGE_PLACED`)."""
    if _DECKS_FORM.fullmatch(SEPARATOR.join(decks)) is None:
        return False
    starting, speed, normal = decks
    drawn_starting, drawn_speed, drawn_normal = (ord(board[DRAWN_AT]) - ZERO,
                                                 ord(board[DRAWN_AT + 1]) - ZERO,
                                                 ord(board[DRAWN_AT + 2]) - ZERO)
    if not (0 <= drawn_starting <= len(starting) and 0 <= drawn_speed <= len(speed)
            and 0 <= drawn_normal <= len(normal)):
        return False
    # The whole deck, drawn or not, is within what the pile was made of
    # (the normal pile's form holds headlines only, the starting pile's no
    # Duck/Advert card).
    starting_time = starting.count(TIME_CHAR)
    speed_time, speed_duck = speed.count(TIME_CHAR), speed.count(DUCK_ADVERT_CHAR)
    if (len(starting) - starting_time > PILE_HEADLINES or starting_time > STARTING_PILE_TIME_CARDS
            or len(speed) - speed_time - speed_duck > PILE_HEADLINES
            or speed_time > SPEED_PILE_TIME_CARDS or speed_duck > DUCK_ADVERT_MESSAGES
            or len(normal) > PILE_HEADLINES):
        return False
    starting, speed, normal = starting[drawn_starting:], speed[drawn_speed:], normal[drawn_normal:]
    if starting and (len(speed) != _FULL_SPEED or len(normal) != PILE_HEADLINES):
        return False
    every = (board[:FAX_SLOTS].replace(EMPTY, "") + board[REMOVED_AT:] + removed
             + normal).encode() + (starting + speed).encode().translate(_TIME_LEFT) + seen
    return 0 <= placed <= TIME_CARDS and sorted(every) == _EVERY_MESSAGE_PLACED[placed]


def _piles_problem(
    board: str, removed: str, decks: tuple[str, ...], placed: int, seen: bytes
) -> str | None:
    """What is wrong with the piles, or with the count of every message in
    sight (``seen``: on the papers) or in a pile."""
    if len(decks) != _PILES:
        return f"piles: {len(decks)} piles, not {_PILES}"
    in_piles = 0
    left: list[str] = []  # the cards not drawn yet
    # (pile by pile, each read by its index: a zip of the four, and its
    # keyword, cost more; the counts drawn read off the board as
    # `state.drawn` reads them)
    for index, most in enumerate(_PILE_LIMITS):
        pile, deck, count = _PILE_ORDER[index], decks[index], ord(board[DRAWN_AT + index]) - ZERO
        if _MESSAGES_FORM.fullmatch(deck) is None:
            return f"piles: the {pile} pile holds a card that is no FAX message"
        # The whole deck, drawn or not, is within what the pile was made of.
        if not 0 <= count <= len(deck):
            return f"piles: {shown(count)} cards drawn from the {pile} pile of {len(deck)}"
        time_cards, duck_adverts = deck.count(TIME_CHAR), deck.count(DUCK_ADVERT_CHAR)
        if (len(deck) - time_cards - duck_adverts > most[0] or time_cards > most[1]
                or duck_adverts > most[2]):
            return f"piles: the {pile} pile holds more than it was made of"
        cards = deck[count:]
        in_piles += cards.count(TIME_CHAR)
        left.append(cards)
    starting, speed, normal = left
    if starting and (len(speed) != _FULL_SPEED or len(normal) != PILE_HEADLINES):
        return "piles: the speed or normal pile was drawn from before the starting pile ran out"
    # Every message in sight or in a pile, as sorted characters: the game's
    # 104 exactly.
    every = (board[:FAX_SLOTS].replace(EMPTY, "") + board[REMOVED_AT:] + removed
             + starting + speed + normal).encode() + seen
    if bytes(sorted(every)) != _EVERY_MESSAGE:
        return f"removed: the {FAX_MESSAGES} FAX messages are not all accounted for"
    if placed != TIME_CARDS - in_piles:
        return (
            f"time_cards_placed: {shown(placed)}, but "
            f"{TIME_CARDS - in_piles} Time Cards have left the piles"
        )
    return None


def _board_form_problem(board: str, removed: str) -> str | None:
    """What is wrong with the form of a board (`state.make_board`) and the
    messages removed before it."""
    # Its layout (`state.make_board`) before anything reads it.
    if board.find(SEPARATOR) != REMOVED_AT - 1:
        return (
            f"fax: the board holds {COLUMNS} FAX columns of {COLUMN_DEPTH} slots and "
            f"{len(Pile)} counts drawn from the piles before {SEPARATOR!r}"
        )
    if not _SLOT_CHARS.issuperset(board[:FAX_SLOTS]):
        return "fax: a slot holds no message and is not empty"
    for c in range(COLUMNS):
        column = board[c * COLUMN_DEPTH:(c + 1) * COLUMN_DEPTH]
        if EMPTY in column.rstrip(EMPTY):
            return f"fax: column {c} has an empty slot below a message"
    if not (_MESSAGE_CHARS.issuperset(board[REMOVED_AT:])
            and _MESSAGE_CHARS.issuperset(removed)):
        return "removed: a removed message is not a FAX message"
    if len(board) - REMOVED_AT >= RECENT_LIMIT:
        return (
            f"removed: {len(board) - REMOVED_AT} removed messages on the board, fewer than "
            f"{RECENT_LIMIT} kept apart"
        )
    return None


# What each pile can hold: its share of headlines, its Time and Duck/Advert cards.
_PILE_LIMITS = (
    (PILE_HEADLINES, STARTING_PILE_TIME_CARDS, 0),
    (PILE_HEADLINES, SPEED_PILE_TIME_CARDS, DUCK_ADVERT_MESSAGES),
    (PILE_HEADLINES, 0, 0),
)
_FULL_SPEED = PILE_HEADLINES + SPEED_PILE_TIME_CARDS + DUCK_ADVERT_MESSAGES
_EVERY_MESSAGE = "".join(
    sorted(MESSAGE_CHARS[m] for m in Message for _ in range(MESSAGE_COPIES[m]))
).encode()
# The three decks joined by the separator, each holding what its pile may
# (the starting pile no Duck/Advert card, the normal pile headlines only).
_HEADLINE_CHARS = re.escape("".join(MESSAGE_CHARS[h] for h in HEADLINE_LIST))
_DECKS_FORM = re.compile(
    f"[{_HEADLINE_CHARS}{re.escape(TIME_CHAR)}]*{re.escape(SEPARATOR)}"
    f"[{_HEADLINE_CHARS}{re.escape(TIME_CHAR + DUCK_ADVERT_CHAR)}]*{re.escape(SEPARATOR)}"
    f"[{_HEADLINE_CHARS}]*"
)
# A Time Card left in a pile, told apart from those placed: a code past
# every message's (a `bytes.translate` table).
_TIME_LEFT_CODE = ZERO + len(Message)
_TIME_LEFT = bytes(range(256)).replace(TIME_CHAR.encode(), bytes([_TIME_LEFT_CODE]))
# Per count of Time Cards placed, every message sorted (as codes) with the
# Time Cards still in the piles told apart (`_TIME_LEFT`).
_EVERY_MESSAGE_PLACED = tuple(
    sorted(_EVERY_MESSAGE.replace(TIME_CHAR.encode(), b"", TIME_CARDS - placed)
           + bytes([_TIME_LEFT_CODE]) * (TIME_CARDS - placed))
    for placed in range(TIME_CARDS + 1)
)


def _checks_problem(state: ExtrablattState) -> str | None:
    setup = state.table.setup
    n = setup.num_players
    holdings = state.holdings
    exchanges, checks = holdings.exchanges, holdings.checks
    # A loaded state's exchanges are the saved form's table's own records
    # (`saved.EXCHANGE_AT`), told by identity; any other is read field by field.
    if exchanges and not _TABLE_EXCHANGES.get(n, _TABLE_EXCHANGES[4]).issuperset(
        map(id, exchanges)
    ) and not _EXCHANGES.get(n, _EXCHANGES[4]).issuperset(map(_EXCHANGE_FIELDS, exchanges)):
        problem = _exchanges_problem(exchanges, n)
        if problem:
            return problem
    removed = state.table.removed + state.board[REMOVED_AT:]
    played = removed.count(TIME_CHAR) + removed.count(DUCK_ADVERT_CHAR)
    play = state.time_play
    resolved = play is not None and play.challenger_check is not None and (
        play.opponent_check is not None)
    if len(exchanges) != played + resolved:
        return (
            f"exchanges: {len(exchanges)} exchanges for {played} Time and Duck/Advert "
            "cards played"
        )
    if not _sorted_hands(checks):
        return "checks: every seat holds 3 checks, in increasing order"
    grouping = setup.options.check_sets
    if not view.deal_fits(n, grouping, exchanges, checks, setup.checks_aside):
        sets = CHECK_GROUPINGS[grouping]
        return (
            f"checks: no deal of the check sets {[list(s) for s in sets]} leads through the "
            "exchanges to these hands and this set aside"
        )
    return None


def _exchanges_problem(exchanges: tuple[Exchange, ...], n: int) -> str | None:
    for e in exchanges:
        if not (0 <= e.challenger < n and 0 <= e.opponent < n) or e.challenger == e.opponent:
            return "exchanges: an exchange between seats not of this game"
        if e.winner not in (e.challenger, e.opponent):
            return "exchanges: the winner took no part in the exchange"
        beats = rules.check_beats(e.challenger_check, e.opponent_check)
        if (e.winner == e.challenger) != beats or e.challenger_check == e.opponent_check:
            return "exchanges: the winner did not play the winning check"
    return None


def _sorted_hands(checks: tuple[tuple[int, ...], ...]) -> bool:
    """Whether every hand holds 3 checks in increasing order."""
    # (try, not `contextlib.suppress`: its manager costs more than the test)
    try:
        if _SORTED_HANDS.issuperset(checks):
            return True
    except TypeError:  # an unhashable hand: looked at below
        pass
    return not any(len(hand) != CHECKS_PER_SEAT or list(hand) != sorted(hand) for hand in checks)


# Every exchange `_exchanges_problem` lets by between checks of the game, as
# (challenger, opponent, challenger's check, opponent's check, winner), per
# player count (the 3-player ones shared); every hand of 3 checks in order.
_CHECKS = sorted({check for sets in CHECK_GROUPINGS.values() for s in sets for check in s})
_EXCHANGES_4 = {
    (a, b, x, y, a if rules.check_beats(x, y) else b)
    for a in range(4) for b in range(4) if a != b for x in _CHECKS for y in _CHECKS if x != y
}
_EXCHANGES = {4: frozenset(_EXCHANGES_4),
              3: frozenset(e for e in _EXCHANGES_4 if e[0] < 3 and e[1] < 3)}
_EXCHANGE_FIELDS = operator.attrgetter(
    "challenger", "opponent", "challenger_check", "opponent_check", "winner"
)
# The same, as the identities of the saved form's records of them (which
# live as long as the module: no other object can have their ids).
_TABLE_EXCHANGES = {
    n: frozenset(id(e) for e in saved.EXCHANGE_AT.values() if _EXCHANGE_FIELDS(e) in exchanges)
    for n, exchanges in _EXCHANGES.items()
}
_SORTED_HANDS = frozenset(itertools.combinations(_CHECKS, CHECKS_PER_SEAT))


def _card_problem(card: Card, num_players: int, on_board: bool = False) -> str | None:
    """What is wrong with ``card`` itself; ``on_board``: it is known to fit
    the empty board (a shape and place of `layout.CANDIDATE_AT`)."""
    if not on_board:
        if (card.height, card.width) not in LAYOUT_ORIENTATIONS:
            return f"no layout card is {shown(card.height)}x{shown(card.width)}"
        if not (0 <= card.row <= BOARD.height - card.height
                and 0 <= card.col <= BOARD.width - card.width):
            return f"a layout card at ({shown(card.row)},{shown(card.col)}) lies off the board"
    if not 0 <= card.owner < num_players:
        return f"a layout card belongs to seat {shown(card.owner)}"
    kind, headline = card.kind, card.headline
    if kind is ADVERT:
        if headline is not None:
            return f"a {kind.value} card carries {headline}"
        if card.edition is not None or card.duck:
            return f"a {kind.value} card carries edition marker {shown(card.edition)}"
        if card.height * card.width > MAX_ADVERT_SIZE:
            return f"an advert of size {card.size}"
        return None
    if headline is None or headline not in HEADLINES:
        return f"a {kind.value} card carries {headline}"
    if card.edition not in EDITIONS:
        return f"a {kind.value} card carries edition marker {shown(card.edition)}"
    return None


def _papers_problem(state: ExtrablattState, packed: Sequence[str] | None = None) -> str | None:
    """The papers, then the supplies their cards came from: `_papers_counts`
    when every card is as the rules lay it, else `_papers_detailed`, which
    words what is wrong."""
    counts = _papers_counts(state, packed)
    if counts is None:
        return _papers_detailed(state)
    return _supplies_problem(state, *counts)


# Per place a layout card can have on the empty board, (height, width, row,
# col) -> (its mask, the squares touching it along an edge, those touching
# it along an edge or at a corner, its size's index in `SIZES`, its size):
# with the pages joined, and apart. Touching is symmetric (cards never
# overlap), so a card touches a set of squares exactly when that set meets
# the card's own neighbours: the load check looks these up instead of
# working out the neighbours of what is on the paper card by card.
_Place = tuple[int, int, int, int, int]


def _places(joined: bool) -> dict[tuple[int, int, int, int], _Place]:
    edge, corner = (layout.edge, layout.corner) if joined else (_edge_apart, _corner_apart)
    return {
        key: (mask, edge(mask), corner(mask), SIZE_INDEX[key[0] * key[1]], key[0] * key[1])
        for key, mask in layout.CANDIDATE_AT.items()
    }


def _edge_apart(mask: int) -> int:
    return layout.border(mask, False)


def _corner_apart(mask: int) -> int:
    return layout.border(mask, False, diagonal=True)


_PLACES = {True: _places(True), False: _places(False)}
# The same, by the saved character of each place (`saved.PLACE_AT`).
_PLACE_OF_CHAR = {
    joined: {char: places[height, width, row, col]
             for char, (row, col, height, width) in saved.PLACE_AT.items()}
    for joined, places in _PLACES.items()
}
_PLACE_KEY = operator.attrgetter("height", "width", "row", "col")
_SECTIONS = len(Section)
_NO_SECTIONS = [0] * _SECTIONS
_FULL_STOCK = bytes(FULL_LAYOUT_STOCK)


def _papers_counts(
    state: ExtrablattState, packed: Sequence[str] | None = None
) -> tuple[list[bytearray], list[int], int] | None:
    """Every card of every paper laid as the rules allow, checked as
    `_papers_detailed` checks it (each test the same, or one it implies):
    the layout cards each seat has left per size (`_stock_left`), the
    pictures laid per section and the Duck/Advert cards out of the supply;
    None at the first doubt (`_papers_detailed` then finds and words it).
    ``packed``: the papers' saved strings, whose characters name each
    card's place (looked up by character, about 1,800 instructions a card
    less than by the card's four fields)."""
    table = state.table
    setup = table.setup
    joined = setup.options.fold_joins_pages
    places, place_of_char = _PLACES[joined].get, _PLACE_OF_CHAR[joined].__getitem__
    over = state.phase.step is OVER
    n = setup.num_players
    placed = table.time_cards_placed
    limit = {
        EDITION_YELLOW: placed >= YELLOW_LEFT_AT,
        EDITION_BLUE: placed >= setup.options.red_from,
        EDITION_RED: over,
    }
    left = list(map(bytearray, itertools.repeat(_FULL_STOCK, n)))  # (in C)
    pictures = _NO_SECTIONS.copy()
    tokens = 0
    article, picture, advert = ARTICLE, PICTURE, ADVERT
    headlines, editions, section_of = HEADLINES, EDITIONS, SECTION_OF
    # (`_seats_problem` has checked that there is a paper per seat: a card
    # whose owner is its paper's seat has an owner in the game.)
    # (a seat that laid more cards of a size than a set has takes its
    # count below 0, which a bytearray refuses: a doubt)
    try:
        for seat, paper in enumerate(table.papers):
            if not paper:
                continue
            occupied = stories = 0
            sections = _NO_SECTIONS.copy()
            first_copy: dict[Message, int] = {}  # headline -> its first card's mask, -1 when full
            # Each card's place, looked up in C (a card's saved characters
            # are its place's and what it holds'; the decoder built the card
            # of them).
            spots = (map(places, map(_PLACE_KEY, paper)) if packed is None
                     else map(place_of_char, packed[seat][::2]))
            for card, place in zip(paper, spots):  # noqa: B905 - one place per card
                if place is None:  # not a place on the board
                    return None
                mask, near, around, size_index, size = place
                if mask & occupied:
                    return None
                headline, owner, edition = card.headline, card.owner, card.edition
                if headline is None:
                    # An advert: of another seat's set, off the headline section,
                    # touching an article or picture along an edge.
                    if (card.kind is not advert or owner == seat or not 0 <= owner < n
                            or edition is not None or card.duck or size > MAX_ADVERT_SIZE
                            or mask & HEADLINE_MASK or not near & stories):
                        return None
                    tokens += 1
                else:
                    if owner != seat or headline not in headlines or edition not in editions:
                        return None
                    section = section_of[headline]
                    kind = card.kind
                    own = first_copy.get(headline)
                    if own is None:
                        # An article: touching its section, or, the first of
                        # its section, no other card even at a corner.
                        if kind is not article:
                            return None
                        covered = sections[section]  # type: ignore[index]
                        if not (near & covered if covered else not around & occupied):
                            return None
                        first_copy[headline] = mask
                    else:
                        # A picture, touching its article along an edge.
                        if kind is not picture or own == -1 or not near & own:
                            return None
                        first_copy[headline] = -1
                        pictures[section] += 1  # type: ignore[index]
                    stories |= mask
                    sections[section] |= mask  # type: ignore[index]
                    duck = card.duck
                    tokens += duck
                    if edition is None:
                        if over and not duck:
                            return None
                    elif not limit[edition]:
                        return None
                occupied |= mask
                left[owner][size_index] -= 1
    except ValueError:
        return None
    return left, pictures, tokens


def _papers_detailed(state: ExtrablattState) -> str | None:
    """The papers, then the supplies their cards came from (one pass over
    the cards counts what `_supplies_problem` compares)."""
    table = state.table
    joined = table.setup.options.fold_joins_pages
    over = state.step is OVER
    n = state.num_players
    placed = table.time_cards_placed
    limit = {
        EDITION_YELLOW: placed >= YELLOW_LEFT_AT,
        EDITION_BLUE: placed >= table.setup.options.red_from,
        EDITION_RED: over,
    }
    owned = [[0] * len(SIZES) for _ in range(n)]
    pictures = [0] * len(Section)
    tokens = 0
    candidate_at, anywhere = layout.CANDIDATE_AT, layout.ANYWHERE
    advert, picture = ADVERT, PICTURE
    edge, corner = (layout.edge, layout.corner) if joined else (_edge_apart, _corner_apart)
    for seat, paper in enumerate(table.papers):
        # The paper laid again card by card, its masks kept up to date: each
        # card is checked against the rule it met (as `_laid_problem` words
        # it, which is asked only when a card breaks it).
        occupied = stories = 0
        sections = [0] * len(Section)
        first_copy: dict[Message, int] = {}  # headline -> its first card's mask
        for i, card in enumerate(paper):
            mask = candidate_at.get((card.height, card.width, card.row, card.col))
            kind, headline, edition, owner = card.kind, card.headline, card.edition, card.owner
            # `_card_problem`'s checks of a card on the board, written out:
            # it words the problem only when one of them fails.
            if mask is not None and 0 <= owner < n and (
                (kind is advert and headline is None and edition is None and not card.duck
                 and card.height * card.width <= MAX_ADVERT_SIZE)
                or (kind is not advert and headline in HEADLINES and edition in EDITIONS)
            ):
                problem = None
            else:
                problem = _card_problem(card, n, mask is not None)
            if problem is None:
                if headline is None:
                    forbidden = occupied | HEADLINE_MASK
                    required = edge(stories)
                    fits = owner != seat
                else:
                    section = SECTION_OF[headline]
                    assert section is not None
                    own = first_copy.get(headline)
                    fits = owner == seat and (kind is picture) == (own is not None) and own != -1
                    forbidden, required = occupied, anywhere
                    if own is not None and own != -1:
                        required = edge(own)
                    elif sections[section]:
                        required = edge(sections[section])
                    else:
                        forbidden |= corner(occupied)
                if not (fits and mask is not None and not mask & forbidden and mask & required):
                    problem = _laid_problem(paper[:i], card, seat, joined)
            if problem:
                return f"papers: seat {seat}'s card {i}: {problem}"
            if edition is None:
                if over and headline is not None and not card.duck:
                    return f"papers: seat {seat}'s card {i} has no edition marker at the end"
            elif not limit[edition]:
                return (
                    f"papers: seat {seat}'s card {i} has a {edition}-marker at "
                    f"{placed} Time Cards placed"
                )
            if mask is None:  # (a place the rules allow is always a candidate)
                mask = card.mask
            occupied |= mask
            owned[owner][SIZE_INDEX[card.height * card.width]] += 1
            if headline is not None:
                stories |= mask
                sections[SECTION_OF[headline]] |= mask  # type: ignore[index]
                # A second copy: -1 marks the headline full.
                first_copy[headline] = mask if headline not in first_copy else -1
                if kind is picture:
                    pictures[SECTION_OF[headline]] += 1  # type: ignore[index]
                tokens += card.duck
            else:
                tokens += 1
    return _supplies_problem(state, _stock_left(owned), pictures, tokens)


def _stock_left(owned: list[list[int]]) -> list[bytearray | None]:
    """Per seat, the layout cards of each size left in its stock once those
    it has laid (``owned``) are out, as bytes; None for a seat that laid
    more of a size than a set has."""
    left: list[bytearray | None] = []
    for laid in owned:
        counts = list(map(operator.sub, FULL_LAYOUT_STOCK, laid))
        left.append(bytearray(counts) if min(counts) >= 0 else None)
    return left


def _laid_problem(before: Paper, card: Card, seat: int, joined: bool) -> str | None:
    """Whether ``card`` could have been laid on a paper holding ``before``."""
    if card.headline is None:
        if card.owner == seat:
            return "an advert in its owner's own paper"
        rule = layout.advert_rule(before, joined)
    else:
        if card.owner != seat:
            return "an article laid from another seat's set"
        own = layout.copies(before, card.headline)
        if len(own) > 1 or (card.kind is PICTURE) != bool(own):
            return f"a {card.kind.value} as copy {len(own) + 1} of {card.headline.title}"
        rule = layout.story_rule(before, card.headline, joined)
    return layout.placement_problem(rule, card.height, card.width, card.row, card.col)


def _supplies_problem(
    state: ExtrablattState, left: Sequence[bytearray | None], pictures: list[int], tokens: int
) -> str | None:
    """The supplies against what the papers hold: per seat its layout cards
    of each size left (`_stock_left`), per section its pictures, and the
    Duck/Advert cards."""
    table = state.table
    # Every seat's stock at once, in C, as bytes (`_seats_problem` has
    # checked that there is one per seat; a count that is no byte is
    # looked at below): 9 sizes of 4 seats compared an int at a time cost
    # about 28,000 instructions, as bytes about 3,000. Seat by seat only
    # to name the seat.
    try:
        stocks_match = list(map(bytearray, table.layout)) == left
    except (ValueError, TypeError):
        stocks_match = False
    if not stocks_match:
        for seat, (stock, expected) in enumerate(zip(table.layout, left, strict=True)):
            if expected is None or list(stock) != list(expected):
                return f"layout: seat {seat}'s 25 layout cards are not all accounted for"
    supply = table.pictures
    if len(supply) != _SECTIONS:
        return f"pictures: {len(supply)} supplies, not one per section"
    if list(map(operator.add, supply, pictures)) != _ALL_PICTURES:
        return "pictures: the 12 picture cards are not all accounted for"
    holdings = state.holdings
    markers, marker_supply = holdings.markers, holdings.marker_supply
    if min(markers) < 0 or marker_supply < 0 or (
        sum(markers) + marker_supply != EXTRA_TURN_MARKERS
    ):
        return "markers: the 20 Extra Turn markers are not all accounted for"
    token_supply = table.token_supply
    if token_supply < 0 or tokens + token_supply != DUCK_ADVERT_TOKENS:
        return "token_supply: the 14 Duck/Advert cards are not all accounted for"
    return None


_ALL_PICTURES = [PICTURES_PER_SECTION] * _SECTIONS  # per section, in a supply or laid


def _step_problem(state: ExtrablattState) -> str | None:
    # (the records' slots read, as `_seats_problem` reads them)
    phase_, placing, play, table = state.phase, state.placing, state.time_play, state.table
    step, size = phase_.step, phase_.size
    n = table.setup.num_players
    if size is not None and step is not PLACE:
        return f"placing: size {shown(size)} in the {step.value} step"
    if step in (CHOOSE, PILE, OVER):
        if placing is not None or play is not None:
            return f"step: the {step.value} step has no card being placed and no challenge"
        if step is PILE:
            empties = rules.empty_columns(state)
            starting, speed, normal = map(operator.sub, map(len, table.setup.decks), state.drawn)
            if not (empties and starting < COLUMN_DEPTH * len(empties) and speed and normal):
                return "step: there is no choice of pile to make"
        elif step is CHOOSE and EMPTY in state.board[:FAX_SLOTS:COLUMN_DEPTH] and any(
            len(deck) > drawn
            for deck, drawn in zip(table.setup.decks, state.drawn, strict=True)
        ):
            return "fax: an empty column was not refilled"
        if step is OVER and not table.blocked and rules.time_cards_left(state):
            return "step: the game is over with Time Cards left"
        return None
    if step is CHECKS or (placing is not None and placing.kind is ADVERT) or (
        step is DUCK
    ):
        problem = _time_play_problem(state)
        if problem:
            return problem
    elif play is not None:
        return "time_play: a challenge while an article is being placed"
    if step in (SIZE, PLACE):
        if placing is None:
            return f"placing: the {step.value} step needs the card being placed"
        if placing.size is not None:
            return "placing: the size chosen is the phase's, not the placing's"
        if (size is None) != (step is SIZE):
            return f"placing: size {shown(size)} in the {step.value} step"
        if not (0 <= placing.by < n and 0 <= placing.paper < n):
            return "placing: a seat not in the game"
        if placing.kind is ADVERT:
            assert play is not None
            last = state.holdings.exchanges[-1]
            if placing.headline is not None or placing.column is not None or (
                play.duck or (placing.by, placing.paper) != (last.winner, last.loser)
            ):
                return "placing: an advert is laid by the exchange's winner in the loser's paper"
        else:
            column = placing.column
            message = None
            if column is not None and 0 <= column < COLUMNS:
                message = rules.lowest(state.board, column)
            if message is None:
                return "placing: an article comes from a FAX column"
            own = layout.copies(table.papers[placing.by], message)
            kind = PICTURE if own else ARTICLE
            current = phase_.current
            if (placing.headline, placing.kind, placing.by, placing.paper) != (
                message, kind, current, current
            ) or rules.lay_problem(state, placing.by, message):
                return "placing: not the headline the current seat took from its column"
        if size is not None and rules.size_problem(state, size):
            return f"placing: size {shown(size)}: {rules.size_problem(state, size)}"
        return None
    if step is DUCK and placing is not None:
        return "placing: no card is laid in the duck step"
    return None


def _time_play_problem(state: ExtrablattState) -> str | None:
    play, phase_, table = state.time_play, state.phase, state.table
    step = phase_.step
    if play is None:
        return f"time_play: the {step.value} step needs the challenge being played"
    n = table.setup.num_players
    if play.challenger != phase_.current or not 0 <= play.opponent < n or (
        play.opponent == play.challenger
    ):
        return "time_play: the current seat challenges another seat"
    if not 0 <= play.column < COLUMNS or (
        rules.lowest(state.board, play.column) not in CLOCK_MESSAGES
    ):
        return "time_play: the card played is not at the bottom of its column"
    if play.duck != (table.time_cards_placed >= DUCK_FROM_HOUR) or (
        play.duck != (play.section is not None)
    ):
        return "time_play: a duck is announced with a section, from 8 o'clock only"
    committed = (play.challenger_check, play.opponent_check)
    if step is CHECKS:
        if None not in committed:
            return "time_play: both checks are in, yet the exchange is not revealed"
        for seat, value in zip((play.challenger, play.opponent), committed, strict=True):
            if value is not None and value not in state.holdings.checks[seat]:
                return f"time_play: seat {seat} committed a check it does not hold"
    else:
        exchanges = state.holdings.exchanges
        last = exchanges[-1] if exchanges else None
        if last is None or (last.challenger, last.opponent, last.challenger_check,
                            last.opponent_check) != (play.challenger, play.opponent, *committed):
            return "time_play: the revealed exchange is not this challenge's"
    if play.section is not None:
        own_problem = rules.challenge_problem(state, _as_challenge(play))
        if own_problem and step is CHECKS:
            return f"time_play: {own_problem}"
        if step is DUCK and not rules.duck_targets(
            table.papers[state.holdings.exchanges[-1].loser], play.section
        ):
            return "time_play: the duck step with no article to put the duck on"
    return None


def _as_challenge(play: TimePlay) -> Challenge:
    # (trusted: the decoder has checked the types of the play's fields, which
    # `Challenge`'s own check would test again)
    return _challenge(play.challenger, play.column, play.opponent, play.section)


_challenge = builder(Challenge, trusted=True)


EXTRABLATT = Extrablatt()

__all__ = [
    "CODEC", "EXTRABLATT", "Extrablatt", "Scoresheet", "StoryLine", "conservation_problem",
    "state_problem",
]
