"""A state's saved form: the state's records, with the exchanges packed
into one string.

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

The classes below are the saved form's records, named as the state's own (so
the JSON's ``$type`` tags are the state's): `Holdings` with the exchanges'
string, and the `ExtrablattState` that holds it; the game's
`core.codec.SavedFormCodec` writes and reads a `state.ExtrablattState` through
them with `saved` and `state_of`.
"""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from pressroom.core.frozen import builder
from pressroom.games.extrablatt import state as held
from pressroom.games.extrablatt.components import ALL_CHECKS
from pressroom.games.extrablatt.rules import check_beats
from pressroom.games.extrablatt.state import Exchange, Phase, Placing, Table, TimePlay

CODE_BASE = 0x100  # past the control and Latin-1 characters
_SEATS = 4


def exchange_char(challenger: int, opponent: int, a: int, b: int) -> str:
    """The saved character of an exchange of checks ``a`` and ``b``."""
    return chr(CODE_BASE + ((challenger * 4 + opponent) * 12 + a // 1000 - 1) * 12
               + b // 1000 - 1)


# Every exchange of two seats' different checks, its winner by the rules.
EXCHANGE_AT: dict[str, Exchange] = {
    exchange_char(c, o, a, b): Exchange(c, o, a, b, c if check_beats(a, b) else o)
    for c in range(_SEATS) for o in range(_SEATS) if c != o
    for a in ALL_CHECKS for b in ALL_CHECKS if a != b
}
_EXCHANGE_CHAR = {
    (e.challenger, e.opponent, e.challenger_check, e.opponent_check, e.winner): char
    for char, e in EXCHANGE_AT.items()
}


@attrs.frozen(weakref_slot=False)
class Holdings:
    """`state.Holdings` saved: the exchanges as one string."""

    checks: tuple[tuple[int, ...], ...]
    exchanges: str
    markers: tuple[int, ...]
    marker_supply: int


@attrs.frozen(weakref_slot=False)
class ExtrablattState:
    """`state.ExtrablattState` saved."""

    phase: Phase
    round: int
    board: str
    table: Table
    holdings: Holdings
    placing: Placing | None
    time_play: TimePlay | None


SAVED_TYPES = (ExtrablattState, Holdings)

_saved_holdings = builder(Holdings)
_saved_state = builder(ExtrablattState)
_holdings = builder(held.Holdings)
_state = builder(held.ExtrablattState)


def saved(state: held.ExtrablattState) -> ExtrablattState:
    """The saved form of a state (ValueError for an exchange no two seats can make)."""
    holdings = state.holdings
    return _saved_state(
        state.phase, state.round, state.board, state.table,
        _saved_holdings(holdings.checks, packed_exchanges(holdings.exchanges), holdings.markers,
                        holdings.marker_supply),
        state.placing, state.time_play,
    )


def state_of(form: ExtrablattState) -> held.ExtrablattState:
    """The state a saved form stands for; ValueError, naming the field, if a
    character of its exchanges is no exchange of the table."""
    holdings = form.holdings
    try:
        exchanges = exchanges_of(holdings.exchanges)
    except KeyError:
        raise ValueError(
            "malformed Extrablatt state: exchanges: not a string of a character an exchange "
            "two seats can make (see extrablatt.saved)"
        ) from None
    return _state(
        form.phase, form.round, form.board, form.table,
        _holdings(holdings.checks, exchanges, holdings.markers, holdings.marker_supply),
        form.placing, form.time_play,
    )


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
