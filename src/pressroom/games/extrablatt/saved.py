"""A state's saved form: one record of the state's fields, with the
exchanges, the papers, the phase and the options packed into strings.

Decoded record by record, each `Exchange` (a JSON object checked key by key,
then built) cost about as much as a layout card, and a 4-player game plays
up to 14 of them. In the saved form the exchanges are one string of a
character each, read back in C through a table of every exchange two seats
can make (1,584, made at import): a loaded state shares the table's
exchanges, which are immutable, and builds none.

A character is ``chr(CODE_BASE + ((challenger * 4 + opponent) * 12 + a - 1)
* 12 + b - 1)``, ``a`` and ``b`` the challenger's and the opponent's check
in thousands (the winner follows from them by the rules). A character that
is no exchange of the table is refused, naming the field; everything else
the load check checks as before.

Since rules version 8 the saved state is one record, `ExtrablattState`, of
the state's own fields, its `Table`'s and their `Setup`'s (a record decoded
costs as much as several plain fields), with three more parts saved as plain
values read with one look-up each: the ``phase`` as the text of its values
(``"CHOOSE,0,REGULAR,0"``; in the place step the size chosen after them,
``"PLACE,2,EXTRA,0,12"``), read as the shared `state.PHASES` record; the
``options`` as the text of their values joined by commas
(``"true,9,false,competition,paired,false,false,false"``); and the ``rng``
as its state, an int; each seat's layout stock as its counts in digits
(`stock_text`). Each paper is a string of two characters a card
(`card_chars`): a `Card` decoded as a record cost about 9,700 instructions,
built from its characters about 5,100, and the load check reads each
card's place and headline off them (`game.Extrablatt.state_from_json`).
A phase or options text, or a character, that stands for none is refused,
naming the field (`phase_problem` words what is wrong with a phase).

Since rules version 9 the `Holdings`' fields are the record's own too,
with each seat's checks as the hex digits of their thousands and the
seats' joined by commas (``"16c,27b,389,4ab"``, `checks_text`), read
through a table of the 220 hands: the nested record, its hands lists of
ints, was about 24,000 instructions of the 50,000 that decoding a
4-player state cost, 30,000 since. A hand's text that is none is refused,
naming the field.

The class below is the saved form's record, named as the state's own (so
the JSON's ``$type`` tag is the state's); the game's
`core.codec.SavedFormCodec` writes and reads a `state.ExtrablattState`
through it with `saved` and `state_of`.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from typing import Any

import attrs

from pressroom.core.frozen import builder, filled
from pressroom.core.options import options_text
from pressroom.core.ranking import Ties
from pressroom.core.rng import Rng
from pressroom.core.shown import shown
from pressroom.games.extrablatt import state as held
from pressroom.games.extrablatt.components import SIZES, CheckSets, Message
from pressroom.games.extrablatt.layout import CANDIDATE_AT
from pressroom.games.extrablatt.options import Options
from pressroom.games.extrablatt.rules import EXCHANGES, HANDS, exchange_code
from pressroom.games.extrablatt.state import (
    PHASES,
    Card,
    Exchange,
    Kind,
    Paper,
    Phase,
    Placing,
    Setup,
    Step,
    Table,
    TimePlay,
    Turn,
)

CODE_BASE = 0x100  # past the control and Latin-1 characters
_SEATS = 4


def exchange_char(challenger: int, opponent: int, a: int, b: int) -> str:
    """The saved character of an exchange of checks ``a`` and ``b``."""
    return chr(CODE_BASE + exchange_code(challenger, opponent, a, b))


# Every exchange of two seats' different checks (the rules' own records).
EXCHANGE_AT: dict[str, Exchange] = {chr(CODE_BASE + code): e for code, e in EXCHANGES.items()}
_EXCHANGE_CHAR = {
    (e.challenger, e.opponent, e.challenger_check, e.opponent_check, e.winner): char
    for char, e in EXCHANGE_AT.items()
}


def phase_text(phase: Phase) -> str:
    """A phase's saved text: its values joined by commas, the size (in the
    place step) only once chosen."""
    values = [phase.step.name, str(phase.current), phase.turn.name, str(phase.passes)]
    if phase.size is not None:
        values.append(str(phase.size))
    return ",".join(values)


# Every phase of a game (`state.PHASES`, shared), by its text.
PHASE_OF: dict[str, Phase] = {phase_text(phase): phase for phase in PHASES.values()}


# Every choice of the options, by its text.
OPTIONS_OF: dict[str, Options] = {
    options_text(options): options
    for options in itertools.starmap(Options, itertools.product(
        (False, True), (8, 9), (False, True), Ties, CheckSets, (False, True), (False, True),
        (False, True),
    ))
}


# A card is saved as two characters: its place (``row``, ``col``, ``height``,
# ``width``: one of the places a layout card has on the empty board, 1,364),
# then what it holds (``owner``, ``kind``, ``headline``, ``edition``,
# ``duck``: every value each field can have, 3,168 combinations), each
# ``chr(CODE_BASE + its index in the table)``. The load check judges which
# combinations the rules allow, as it judged the records.
CARD_PLACES: tuple[tuple[int, int, int, int], ...] = tuple(
    (row, col, height, width) for height, width, row, col in sorted(CANDIDATE_AT)
)
CARD_HOLDS: tuple[tuple[int, Kind, Message | None, int | None, bool], ...] = tuple(
    itertools.product(range(_SEATS), Kind, (None, *Message), (None, 10, 20, 30), (False, True))
)
PLACE_AT = {chr(CODE_BASE + i): place for i, place in enumerate(CARD_PLACES)}
HOLDS_AT = {chr(CODE_BASE + i): holds for i, holds in enumerate(CARD_HOLDS)}
_PLACE_CHAR = {place: char for char, place in PLACE_AT.items()}
_HOLDS_CHAR = {holds: char for char, holds in HOLDS_AT.items()}


def _papers_of_chars() -> Callable[[Iterable[str]], tuple[Paper, ...]]:
    """``papers_of(packed)``, the papers of their saved strings (KeyError
    for characters that are no card's), each card's slots set as
    `core.frozen.builder` sets them, in the loop over the cards: a function
    called for each card (from C, `map`) cost about 1,900 instructions of a
    card's 5,700 in the call alone."""
    namespace: dict[str, Any] = {"cls": Card, "new": object.__new__, "place_at": PLACE_AT,
                                 "holds_at": HOLDS_AT}
    fields = list(attrs.fields_dict(Card))
    lines = ["def papers_of(packed_papers):",
             "    papers = []",
             "    for packed in packed_papers:",
             "        if len(packed) & 1:",
             "            raise KeyError(packed)",
             "        cards = []",
             "        add = cards.append",
             "        for place, holds in zip(packed[::2], packed[1::2]):",
             f"            {', '.join(fields[:4])} = place_at[place]",
             f"            {', '.join(fields[4:])} = holds_at[holds]",
             *(" " * 8 + line for line in filled(Card, fields, namespace)),
             "            add(out)",
             "        papers.append(tuple(cards))",
             "    return tuple(papers)"]
    exec(compile("\n".join(lines), "<saved papers>", "exec"), namespace)
    papers_of: Callable[[Iterable[str]], tuple[Paper, ...]] = namespace["papers_of"]
    return papers_of


papers_of = _papers_of_chars()


def card_chars(card: Card) -> str:
    """A card's two saved characters (KeyError for a card no game has)."""
    return (_PLACE_CHAR[card.row, card.col, card.height, card.width]
            + _HOLDS_CHAR[card.owner, card.kind, card.headline, card.edition, card.duck])


def packed_paper(paper: Paper) -> str:
    """A paper's saved string (ValueError for a card no game has)."""
    try:
        return "".join([card_chars(card) for card in paper])
    except (KeyError, TypeError):
        raise ValueError("papers: a card no game has cannot be saved") from None


def paper_of(packed: str) -> Paper:
    """The cards of a paper's saved string (KeyError for characters that
    are no card's)."""
    (paper,) = papers_of((packed,))
    return paper


# A hand as text: its checks' thousands as hex digits, in increasing order
# ("16c": 1000, 6000 and 12000); every hand of 3 checks, the rules' own
# tuples (`rules.HANDS`), by its text.
_DIGIT = "0123456789abc"
HAND_AT: dict[str, tuple[int, ...]] = {
    "".join(_DIGIT[check // 1000] for check in hand): hand for hand in HANDS
}
_HAND_TEXT = {hand: text for text, hand in HAND_AT.items()}


def checks_text(checks: tuple[tuple[int, ...], ...]) -> str:
    """The seats' checks saved (ValueError for a hand that is not 3 checks
    of the game in increasing order)."""
    try:
        return ",".join([_HAND_TEXT[hand] for hand in checks])
    except (KeyError, TypeError):
        raise ValueError(f"checks: {shown(checks)} cannot be saved") from None


def hands_of(text: str) -> tuple[tuple[int, ...], ...]:
    """The seats' checks of their saved text (KeyError for a hand's text
    that is none)."""
    return tuple(map(HAND_AT.__getitem__, text.split(",")))


def stock_text(stock: tuple[int, ...]) -> str:
    """A seat's layout stock saved: its counts per size as digits
    (ValueError for a count that is no digit)."""
    if not all(type(count) is int and 0 <= count <= 9 for count in stock):
        raise ValueError(f"layout: a stock of {shown(stock)} cannot be saved")
    return "".join(map(str, stock))


def stocks_of(texts: tuple[str, ...]) -> tuple[tuple[int, ...], ...]:
    """The layout stocks of their saved texts, read in C: a digit as its
    value, any other character (a byte of it) as 255, which no stock holds,
    so the load check refuses it as it refuses any count out of place
    (UnicodeError for a text that is no Unicode)."""
    values = map(bytes.translate, map(str.encode, texts), itertools.repeat(_DIGIT_VALUE))
    return tuple(map(tuple, values))


# A byte's value as a digit (255: none). Decoded as ints, a seat's stock of
# 9 counts cost about 5,000 instructions (each count's type tested through
# a call of `type`), as a text about 600.
_DIGIT_VALUE = bytes(code - ord("0") if "0" <= chr(code) <= "9" else 255 for code in range(256))


@attrs.frozen(weakref_slot=False)
class ExtrablattState:
    """`state.ExtrablattState` saved: its fields, its table's and their
    setup's in one record, the phase, options and rng as plain values."""

    phase: str
    """The phase's values joined by commas (`phase_text`)."""
    round: int
    board: str
    # `Setup`'s fields
    num_players: int
    options: str
    """The options' values joined by commas (`options_text`)."""
    rng: int
    """The generator's state."""
    start_player: int
    decks: tuple[str, ...]
    checks_aside: tuple[int, ...]
    # `Table`'s fields
    papers: tuple[str, ...]
    """Per seat, its cards in the order laid, two characters each (`card_chars`)."""
    layout: tuple[str, ...]
    """Per seat, its unplayed layout cards per size as digits (`stock_text`)."""
    token_supply: int
    pictures: tuple[int, ...]
    time_cards_placed: int
    removed: str
    blocked: bool
    # `Holdings`' fields
    checks: str
    """Each seat's checks as hex digits of their thousands, the seats'
    joined by commas (`checks_text`)."""
    exchanges: str
    """A character an exchange (`exchange_char`)."""
    markers: tuple[int, ...]
    marker_supply: int
    placing: Placing | None
    time_play: TimePlay | None


SAVED_TYPES = (ExtrablattState,)

_saved_state = builder(ExtrablattState)
_holdings = builder(held.Holdings)
_rng = builder(Rng)
_setup = builder(Setup)
_table = builder(Table)
_state = builder(held.ExtrablattState)


def saved(state: held.ExtrablattState) -> ExtrablattState:
    """The saved form of a state (ValueError for an exchange no two seats
    can make, a hand that is not 3 checks in order, or a phase or options
    no game has)."""
    holdings, table = state.holdings, state.table
    setup = table.setup
    phase = phase_text(state.phase)
    if phase not in PHASE_OF:
        raise ValueError(f"phase: {shown(state.phase)} is none a game has")
    options = options_text(setup.options)
    if options not in OPTIONS_OF:
        raise ValueError(f"options: {shown(setup.options)} are none a game has")
    return _saved_state(
        phase, state.round, state.board,
        setup.num_players, options, setup.rng.state, setup.start_player, setup.decks,
        setup.checks_aside,
        tuple(map(packed_paper, table.papers)), tuple(map(stock_text, table.layout)),
        table.token_supply, table.pictures,
        table.time_cards_placed, table.removed, table.blocked,
        checks_text(holdings.checks), packed_exchanges(holdings.exchanges), holdings.markers,
        holdings.marker_supply,
        state.placing, state.time_play,
    )


def state_of(form: ExtrablattState) -> held.ExtrablattState:
    """The state a saved form stands for; ValueError, naming the field, if
    its phase or options are none a game has or a character of its
    exchanges is no exchange of the table."""
    phase = PHASE_OF.get(form.phase)
    if phase is None:
        raise ValueError(f"malformed Extrablatt state: {phase_problem(form.phase)}")
    options = OPTIONS_OF.get(form.options)
    if options is None:
        raise ValueError(
            "malformed Extrablatt state: options must be the values of "
            f"{', '.join(attrs.fields_dict(Options))} joined by commas (such as "
            f"{options_text(Options())!r}), not {shown(form.options)}"
        )
    try:
        hands = hands_of(form.checks)
    except KeyError:
        raise ValueError(
            "malformed Extrablatt state: checks: not each seat's 3 checks in increasing order "
            "as hex digits of their thousands, the seats' joined by commas (such as "
            f"'16c,27b,389,4ab'), but {shown(form.checks)}"
        ) from None
    try:
        exchanges = exchanges_of(form.exchanges)
    except KeyError:
        raise ValueError(
            "malformed Extrablatt state: exchanges: not a string of a character an exchange "
            "two seats can make (see extrablatt.saved)"
        ) from None
    try:
        papers = papers_of(form.papers)
    except KeyError:
        raise ValueError(
            "malformed Extrablatt state: papers: not a string per seat of two characters a card, "
            "its place and what it holds (see extrablatt.saved)"
        ) from None
    try:
        stocks = stocks_of(form.layout)
    except UnicodeError:
        raise ValueError(
            "malformed Extrablatt state: layout: not a string of digits per seat"
        ) from None
    setup = _setup(form.num_players, options, _rng(form.rng), form.start_player, form.decks,
                   form.checks_aside)
    return _state(
        phase, form.round, form.board,
        _table(setup, papers, stocks, form.token_supply, form.pictures,
               form.time_cards_placed, form.removed, form.blocked),
        _holdings(hands, exchanges, form.markers, form.marker_supply),
        form.placing, form.time_play,
    )


# The text of each value a phase of a game can have, per field.
_STEPS = frozenset(step.name for step in Step)
_SEAT_TEXTS = frozenset(map(str, range(_SEATS)))
_TURNS = frozenset(turn.name for turn in Turn)
_PASSES = frozenset(map(str, range(_SEATS + 1)))
_SIZES = frozenset(map(str, SIZES))


def phase_problem(text: str) -> str:
    """What is wrong with a phase's text that stands for no phase, "field:
    what is wrong", the field named as the load check names it."""
    values = text.split(",")
    if len(values) not in (4, 5):
        return (f"phase: {shown(text)} is not a phase's step, current seat, turn, passes and "
                f"(in the place step) size joined by commas, such as 'CHOOSE,0,REGULAR,0'")
    step, current, turn, passes, *size = values
    if step not in _STEPS:
        return f"step: {shown(step)} is not a step ({', '.join(sorted(_STEPS))})"
    if current not in _SEAT_TEXTS:
        return f"current: {shown(current)} is not a seat of a game"
    if turn not in _TURNS:
        return f"turn: {shown(turn)} is not a turn ({', '.join(sorted(_TURNS))})"
    if passes not in _PASSES:
        return f"passes: {shown(passes)} passes in a row (a game ends at 3 or 4)"
    # The one value left: a size, which only the place step has.
    if size[0] not in _SIZES:
        return f"placing: size {shown(size[0])} is no layout card's size"
    return f"placing: size {size[0]} in the {Step[step].value} step"


def packed_exchanges(exchanges: Iterable[Exchange]) -> str:
    """The exchanges' saved string (ValueError for one no two seats can make)."""
    try:
        return "".join([
            _EXCHANGE_CHAR[e.challenger, e.opponent, e.challenger_check, e.opponent_check,
                           e.winner]
            for e in exchanges
        ])
    except (KeyError, TypeError):
        raise ValueError("exchanges: an exchange no two seats can make cannot be saved") from None


def exchanges_of(packed: str) -> tuple[Exchange, ...]:
    """The exchanges of their saved string, the table's own (KeyError for a
    character that is none)."""
    return tuple(map(EXCHANGE_AT.__getitem__, packed))
