"""A state's saved form: the state's records, with the history as rows of ints.

A state holds the turns scored as `TurnReport` records, made once at the end
of each turn and shared by every later state and by the views (see
`state.Standings`). Decoded record by record, those reports were most of a
load; so the saved form keeps each turn as a row of ints instead (see
`record`), and a load turns the rows into reports through the tables made at
import (`record.loaded_reports`), with no generic decode of records.

The saved form is one record, `NewsprintState` (named as the state, so the
JSON's ``$type`` tag is the state's): the fields of the state's `Standings`
and `Match` and its own, with the `Standings`' ``record`` of rows in place
of its ``history``; the game's `core.codec.SavedFormCodec` writes and reads a
`state.NewsprintState` through it with `saved` and `state_of`. A record
decoded costs as much as several plain fields, so two more parts are saved
as plain values, read with one look-up each (a `Story` record decoded cost
about 10,000 instructions, the `Options` about 9,000): the ``options`` as
one text of their values (`OPTIONS_TEXT`), and the ``stories`` on the table
as their codes in `record.STORIES`.
"""

from __future__ import annotations

import itertools

import attrs

from pressroom.core.frozen import builder
from pressroom.core.shown import shown
from pressroom.games.newsprint import state as held
from pressroom.games.newsprint.actions import Play
from pressroom.games.newsprint.components import Card
from pressroom.games.newsprint.options import (
    ExtraExtra,
    InsideScoopTies,
    Options,
    OrderOfPlay,
    Rounds,
)
from pressroom.games.newsprint.record import CODE, CODE_BY_ID, STORIES, loaded_reports, record_of
from pressroom.games.newsprint.state import Cards, Phase, Story, Writing


@attrs.frozen(weakref_slot=False)
class Played:
    """An `actions.Play` on a `Reaction`'s stack, saved: the same fields, in
    a record of its own (a `Play` built from input checks the types of its
    fields, which the decode has checked: 21,600 instructions against
    4,400 for the trusted builder)."""

    player: int
    card: Card
    target: int | None
    story: int | None


@attrs.frozen(weakref_slot=False)
class Reaction:
    """`state.Reaction` saved."""

    stack: tuple[Played, ...]


@attrs.frozen(weakref_slot=False)
class NewsprintState:
    """`state.NewsprintState` saved: the fields of its `Standings` (the
    history as rows, see `record`) and `Match` and its own, in one record
    (decoding a record costs as much as several of its fields)."""

    num_players: int
    options: str
    """The options' values, in the order of their fields (`OPTIONS_TEXT`)."""
    turn: int
    circulation: tuple[int, ...]
    record: tuple[tuple[int, ...], ...]
    phase: Phase
    order: tuple[int, ...]
    wilds: tuple[int, ...]
    extra: tuple[bool, ...]
    editorials: tuple[int, ...]
    stories: tuple[tuple[int, ...], ...]
    """Per seat, its stories on the table as their codes (`record.STORIES`)."""
    cards: Cards
    progress: int
    secrets: int
    pending: Reaction | Writing | None
    """`Writing` as it is, a `state.Reaction` as a `Reaction`."""


SAVED_TYPES = (NewsprintState, Reaction, Played)

# Every choice of the options, by its text: the values of its fields, in
# their order, joined by commas ("clockwise,all,false,any_suit,once_around").
_ALL_OPTIONS = tuple(
    Options(*values)
    for values in itertools.product(OrderOfPlay, InsideScoopTies, (False, True), ExtraExtra, Rounds)
)
OPTIONS_TEXT = {
    options: ",".join(str(value).lower() if type(value) is bool else value.value
                      for value in attrs.astuple(options, recurse=False))
    for options in _ALL_OPTIONS
}
OPTIONS_OF = {text: options for options, text in OPTIONS_TEXT.items()}
STORY_OF = dict(enumerate(STORIES))

_saved_state = builder(NewsprintState)
_saved_reaction = builder(Reaction)
_played = builder(Played)
_reaction = builder(held.Reaction)
_play = builder(Play, trusted=True)


def saved(state: held.NewsprintState) -> NewsprintState:
    """The saved form of a state; ValueError if a report of its history is
    none a game can have."""
    match = state.match
    standings = match.standings
    options = OPTIONS_TEXT.get(standings.options)
    if options is None:
        raise ValueError(f"options {shown(standings.options)} are none a game has")
    return _saved_state(
        standings.num_players, options, standings.turn, standings.circulation,
        record_of(standings.history),
        match.phase, match.order, match.wilds, match.extra, match.editorials,
        tuple(tuple(map(story_code, stories)) for stories in match.stories),
        state.cards, state.progress, state.secrets, _saved_pending(state.pending),
    )


def _saved_pending(pending: held.Reaction | Writing | None) -> Reaction | Writing | None:
    if not isinstance(pending, held.Reaction):
        return pending
    return _saved_reaction(tuple(_played(play.player, play.card, play.target, play.story)
                                 for play in pending.stack))


def story_code(story: Story) -> int:
    """A story's code (`record.STORIES`); ValueError if no game has it."""
    code = CODE_BY_ID.get(id(story))  # one of `STORIES`, the commonest
    if code is None and type(story) is Story:
        code = CODE.get(story)
    if code is None:
        raise ValueError(f"a story no game has: {shown(story)}")
    return code


def state_of(form: NewsprintState) -> held.NewsprintState:
    """The state a saved form stands for, its record's rows turned into
    reports through the tables made at import; ValueError, named as the load
    check names it, if a row holds a value no turn has."""
    return state_and_sums(form)[0]


def state_and_sums(form: NewsprintState) -> tuple[held.NewsprintState, tuple[int, ...]]:
    """`state_of`, and each row's sum for the load check (see
    `record.loaded_reports`)."""
    options = OPTIONS_OF.get(form.options)
    if options is None:
        raise ValueError(f"malformed Newsprint state: options must be the values of "
                         f"{', '.join(attrs.fields_dict(Options))} joined by commas (such as "
                         f"{OPTIONS_TEXT[Options()]!r}), not {shown(form.options)}")
    # Most states have no story on the table: their rows of no code are
    # their stories (each the empty tuple).
    codes = form.stories
    stories: tuple[tuple[Story, ...], ...] = (
        _stories(codes) if any(codes) else codes  # type: ignore[assignment]
    )
    try:
        history, sums = loaded_reports(form.record, form.num_players)
    except (KeyError, IndexError, TypeError, ValueError):
        from pressroom.games.newsprint.check import state_problem

        problem = state_problem(loaded(form, options, stories, ()), form.record)
        problem = problem or "history holds a value that stands for no seat's turn"
        raise ValueError(f"malformed Newsprint state: {problem}") from None
    return loaded(form, options, stories, history), sums


def _stories(codes: tuple[tuple[int, ...], ...]) -> tuple[tuple[Story, ...], ...]:
    """The stories of their codes; ValueError, naming the first code no
    story has."""
    try:
        return tuple(tuple(map(STORY_OF.__getitem__, seat)) for seat in codes)
    except KeyError:
        seat, i, code = next((seat, i, code) for seat, row in enumerate(codes)
                             for i, code in enumerate(row) if code not in STORY_OF)
        raise ValueError(f"malformed Newsprint state: stories[{seat}][{i}] must be a story's "
                         f"code (0 to {len(STORIES) - 1}), not {shown(code)}") from None


def loaded(
    data: NewsprintState, options: Options, stories: tuple[tuple[Story, ...], ...],
    history: tuple[held.TurnReport, ...],
) -> held.NewsprintState:
    """The state a saved form stands for, with its ``options``, ``stories``
    and ``history`` (its record's reports)."""
    return held.new_state(
        held.new_match(
            held.new_standings(data.num_players, options, data.turn, data.circulation, history),
            data.phase, data.order, data.wilds, data.extra, data.editorials, stories,
        ),
        data.cards, data.progress, data.secrets, _pending(data.pending),
    )


def _pending(pending: Reaction | Writing | None) -> held.Reaction | Writing | None:
    if not isinstance(pending, Reaction):
        return pending
    # (The decode checked each field's type, as `Play`'s constructor does.)
    return _reaction(tuple(_play(played.player, played.card, played.target, played.story)
                           for played in pending.stack))
