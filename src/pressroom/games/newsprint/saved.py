"""A state's saved form: the state's records, with the history as rows of ints.

A state holds the turns scored as `TurnReport` records, made once at the end
of each turn and shared by every later state and by the views (see
`state.Standings`). Decoded record by record, those reports were most of a
load; so the saved form keeps each turn as a row of ints instead (see
`record`), and a load turns the rows into reports through the tables made at
import (`record.loaded_reports`), with no generic decode of records.

The classes below are the saved form's records, named as the state's own (so
the JSON's ``$type`` tags are the state's), the same fields but the
`Standings`' ``record`` of rows in place of its ``history``; the game's
`core.codec.SavedFormCodec` writes and reads a `state.NewsprintState` through
them with `saved` and `state_of`.
"""

from __future__ import annotations

import attrs

from pressroom.core.frozen import builder
from pressroom.games.newsprint import state as held
from pressroom.games.newsprint.options import Options
from pressroom.games.newsprint.record import loaded_reports, record_of
from pressroom.games.newsprint.state import Cards, Phase, Reaction, Story, Writing


@attrs.frozen(weakref_slot=False)
class Standings:
    """`state.Standings` saved: the history as rows (see `record`)."""

    num_players: int
    options: Options
    turn: int
    circulation: tuple[int, ...]
    record: tuple[tuple[int, ...], ...]


@attrs.frozen(weakref_slot=False)
class Match:
    """`state.Match` saved."""

    standings: Standings
    phase: Phase
    order: tuple[int, ...]
    wilds: tuple[int, ...]
    extra: tuple[bool, ...]
    editorials: tuple[int, ...]
    stories: tuple[tuple[Story, ...], ...]


@attrs.frozen(weakref_slot=False)
class NewsprintState:
    """`state.NewsprintState` saved."""

    match: Match
    cards: Cards
    progress: int
    secrets: int
    pending: Reaction | Writing | None


SAVED_TYPES = (NewsprintState, Match, Standings)

_saved_standings = builder(Standings)
_saved_match = builder(Match)
_saved_state = builder(NewsprintState)
_standings = builder(held.Standings)
_match = builder(held.Match)
_state = builder(held.NewsprintState)


def saved(state: held.NewsprintState) -> NewsprintState:
    """The saved form of a state; ValueError if a report of its history is
    none a game can have."""
    match = state.match
    standings = match.standings
    return _saved_state(
        _saved_match(
            _saved_standings(standings.num_players, standings.options, standings.turn,
                             standings.circulation, record_of(standings.history)),
            match.phase, match.order, match.wilds, match.extra, match.editorials, match.stories,
        ),
        state.cards, state.progress, state.secrets, state.pending,
    )


def state_of(form: NewsprintState) -> held.NewsprintState:
    """The state a saved form stands for, its record's rows turned into
    reports through the tables made at import; ValueError, named as the load
    check names it, if a row holds a value no turn has."""
    return state_and_sums(form)[0]


def state_and_sums(form: NewsprintState) -> tuple[held.NewsprintState, tuple[int, ...]]:
    """`state_of`, and each row's sum for the load check (see
    `record.loaded_reports`)."""
    standings = form.match.standings
    try:
        history, sums = loaded_reports(standings.record, standings.num_players)
    except (KeyError, IndexError, TypeError, ValueError):
        from pressroom.games.newsprint.check import state_problem

        problem = state_problem(loaded(form, ()), standings.record)
        problem = problem or "history holds a value that stands for no seat's turn"
        raise ValueError(f"malformed Newsprint state: {problem}") from None
    return loaded(form, history), sums


def loaded(data: NewsprintState, history: tuple[held.TurnReport, ...]) -> held.NewsprintState:
    """The state a saved form stands for, with ``history`` (its record's
    reports)."""
    match = data.match
    standings = match.standings
    return _state(
        _match(
            _standings(standings.num_players, standings.options, standings.turn,
                       standings.circulation, history),
            match.phase, match.order, match.wilds, match.extra, match.editorials, match.stories,
        ),
        data.cards, data.progress, data.secrets, data.pending,
    )
