"""The history of the turns scored as saved, one row of ints per turn.

A `TurnReport` (what a view shows of a turn) is a record of per-seat tuples
of `Story` records: decoding a saved state's history record by record was
most of a load. The state holds the reports (made once at the end of each
turn, shared by every later state and view), but its saved form keeps each
turn as a row of ints instead (see `saved`): a load builds the reports from
the rows (`loaded_reports`), from records made once at import, and checks the
rows; a save finds the rows of the reports (`record_of`). Every story a
seat can have is one of the 960 `Story` values of `STORIES` (its index is
its code). A row holds one value per
seat, its turn but a second story:

    value = editorials + 3 * earns + 6 * part

with ``editorials`` the Editorials it played (0 to 2: 5 CP each), ``part``
0 for no story or ``1 + code`` for its story, and ``earns`` whether that
story earned its points in the Inside Scoop (a defamed story never does).
After them, one value per seat with a second story (Extra! Extra!), in seat
order:

    extra = seat + 8 * (earns + 2 * code)

Every value either kind can have is looked up in tables built at import
(the tables of a kind hold exactly its values), so reading a row is a few
C-level look-ups.
"""

from __future__ import annotations

import operator
from typing import Any

from pressroom.core.frozen import builder
from pressroom.games.newsprint.components import (
    COPIES,
    EDITORIAL_CP,
    MAX_PLAYERS,
    MAX_STORIES,
    SUITS,
    TURNS,
    Card,
)
from pressroom.games.newsprint.scoring import ONE_STORY_POINTS, story_points
from pressroom.games.newsprint.state import ZEROS, Story, TurnReport

MOST_CARDS = COPIES[SUITS[0]]
MOST_WILDS = COPIES[Card.STOP_THE_PRESSES]
MOST_BREAKS = COPIES[Card.BREAK_THE_STORY]
MOST_EDITORIALS = COPIES[Card.EDITORIAL]

# Every story a seat can have (at least one card, wilds included), in a
# fixed order: its index is its code.
STORIES = tuple(
    Story(suit, cards, wilds, breaks, defamed)
    for suit in SUITS for cards in range(MOST_CARDS + 1) for wilds in range(MOST_WILDS + 1)
    for breaks in range(MOST_BREAKS + 1) for defamed in (False, True)
    if cards + wilds >= 1
)
CODE = {story: i for i, story in enumerate(STORIES)}
# The same stories by their fields: the rules and the sampler take theirs
# from here (`shared_story`), so that a state's reports hold these very objects and
# saving one finds each story's code by identity (`report_row`).
_BY_FIELDS = {(s.suit, s.cards, s.wilds, s.breaks, s.defamed): s for s in STORIES}


def shared_story(suit: Card, cards: int, wilds: int = 0, breaks: int = 0,
                 defamed: bool = False) -> Story:
    """The shared `Story` of these fields (a new one for fields no game has)."""
    found = _BY_FIELDS.get((suit, cards, wilds, breaks, defamed))
    return Story(suit, cards, wilds, breaks, defamed) if found is None else found


def alone(story: Story) -> tuple[Story, ...]:
    """A seat's one story as its shared one-story tuple (`ALONE`)."""
    found = _ALONE_BY_ID.get(id(story))
    return (story,) if found is None else found


CODE_BY_ID = {id(story): i for i, story in enumerate(STORIES)}  # they live as long as the process
POINTS = tuple(map(story_points, STORIES))  # each story's points if it earns
# Per story: its one-story tuple, built once (the reports share them).
ALONE = tuple((story,) for story in STORIES)
_ALONE_BY_ID = {id(story): one for story, one in zip(STORIES, ALONE, strict=True)}
SEAT_BITS = 3  # an extra value's seat
assert MAX_PLAYERS <= 1 << SEAT_BITS

# What a value adds to a turn's use of the cards, as one int: the cards of
# each suit, the wilds, Break the Story cards, Defamations (the stories
# defamed) and Editorials, 9 bits each. No turn of 7 seats reaches 256 of
# any, so sums stay in their fields; a sum is within the deck's copies if
# adding `ROOM` sets none of the `OVER` bits.
FIELD = 9
SUIT_FIELDS = {suit: FIELD * i for i, suit in enumerate(SUITS)}
WILDS_AT, BREAKS_AT, DEFAMED_AT, EDITORIALS_AT = (FIELD * i for i in range(5, 9))
LIMITS = ((MOST_CARDS,) * len(SUITS)
          + (MOST_WILDS, MOST_BREAKS, COPIES[Card.DEFAMATION], MOST_EDITORIALS))
ROOM = sum(255 - most << FIELD * i for i, most in enumerate(LIMITS))
OVER = sum(256 << FIELD * i for i in range(len(LIMITS)))


def _use(story: Story) -> int:
    return (story.cards << SUIT_FIELDS[story.suit] | story.wilds << WILDS_AT
            | story.breaks << BREAKS_AT | int(story.defamed) << DEFAMED_AT)


def seat_value(editorials: int, earns: bool, code: int | None) -> int:
    return editorials + 3 * earns + 6 * (0 if code is None else 1 + code)


def extra_value(seat: int, earns: bool, code: int) -> int:
    return seat + (earns + 2 * code << SEAT_BITS)


# The standings below recur (a few hundred values over some 15,000
# entries): one tuple each, kept out of the collector's way.
_STANDINGS: dict[tuple[Any, ...], tuple[Any, ...]] = {}


def _standing(*standing: Any) -> tuple[Any, ...]:
    return _STANDINGS.setdefault(standing, standing)


# Per seat value: its stories and their points as a report shows them, its
# Editorials' points, its use of the cards, its standing story as (suit,
# size, earns) (None: none, or defamed), and the points it earned.
_SEATS: dict[int, tuple[Any, ...]] = {}
for _code in (None, *range(len(STORIES))):
    _story = None if _code is None else STORIES[_code]
    for _earns in (False, True):
        if _earns and (_story is None or _story.defamed):
            continue
        _points = POINTS[_code] if _earns and _code is not None else 0
        for _editorials in range(MOST_EDITORIALS + 1):
            _SEATS[seat_value(_editorials, _earns, _code)] = (
                () if _code is None else ALONE[_code],
                () if _code is None else ONE_STORY_POINTS[_points],
                EDITORIAL_CP * _editorials,
                (0 if _story is None else _use(_story)) + (_editorials << EDITORIALS_AT),
                None if _story is None or _story.defamed
                else _standing(_story.suit, _story.size, _earns),
                _points + EDITORIAL_CP * _editorials,
            )
# Per extra value: the seat, the story, its points, its use of the cards
# and its standing as (seat, suit, size, earns) (None: defamed).
_EXTRAS: dict[int, tuple[Any, ...]] = {}
for _seat in range(MAX_PLAYERS):
    for _code, _story in enumerate(STORIES):
        for _earns in (False, True):
            if _earns and _story.defamed:
                continue
            _EXTRAS[extra_value(_seat, _earns, _code)] = (
                _seat, _story, POINTS[_code] if _earns else 0, _use(_story),
                None if _story.defamed else _standing(_seat, _story.suit, _story.size, _earns),
            )

STORIES_OF, POINTS_OF, EDITORIAL_OF, USE_OF, STANDING_OF, TOTAL_OF = (
    {value: seat[i] for value, seat in _SEATS.items()} for i in range(6)
)
EXTRA_SEAT, EXTRA_STORY, EXTRA_POINTS, EXTRA_USE, EXTRA_STANDING = (
    {value: extra[i] for value, extra in _EXTRAS.items()} for i in range(5)
)
# For the load check, per player count and seat, what a seat value adds to
# its row's sum, in fields that never carry into each other: its use of the
# cards (`USE_OF`), the points it earned at the seat's place (`TOTAL_BITS`
# a seat, two bytes: five turns never reach 2**11, and the check reads the
# seats' points as the circulation packed as 16-bit values, see
# `check._history`), and a 4-bit count of its standing
# story at the story's suit and size (`HOT`), and again if it earns (a
# turn has at most 14 stories). So one sum of a row gives its use, every
# seat's points and how many stories of each suit and size stand and earn.
# The same for an extra value, which names its seat.
TOTAL_BITS = 16
USE_LIMIT = 1 << FIELD * len(LIMITS)
POINTS_AT = USE_LIMIT.bit_length() - 1
SIZES = MOST_CARDS + MOST_WILDS + 1  # a story's size: 1 to 12
HOT_BITS = 4 * SIZES * len(SUITS)
STANDING_AT = POINTS_AT + TOTAL_BITS * MAX_PLAYERS
EARNING_AT = STANDING_AT + HOT_BITS
assert (max(seat[5] for seat in _SEATS.values()) + max(POINTS)) * TURNS < 1 << TOTAL_BITS
assert 2 * MAX_PLAYERS < 16


def _hot(standing: tuple[Any, ...] | None) -> int:
    """A standing (suit, size, earns) as counts: standing, and earning."""
    if standing is None:
        return 0
    suit, size, earns = standing[-3:]
    one: int = 1 << 4 * (SIZES * SUITS.index(suit) + size)
    return one << STANDING_AT | (one << EARNING_AT if earns else 0)


# (A seat's sums depend on its place only: the tables are shared by every
# player count.)
_SEAT_SUMS = tuple({value: seat[3] + (seat[5] << POINTS_AT + TOTAL_BITS * q) + _hot(seat[4])
                    for value, seat in _SEATS.items()} for q in range(MAX_PLAYERS))
SEAT_SUMS = tuple(_SEAT_SUMS[:n] for n in range(MAX_PLAYERS + 1))
EXTRA_SUM = {
    value: extra[3] + (extra[2] << POINTS_AT + TOTAL_BITS * extra[0]) + _hot(extra[4])
    for value, extra in _EXTRAS.items()
}
# What a load looks up, one look-up a value: per seat, for each seat value,
# its stories, points and Editorial points as a report shows them and what
# it adds to its row's sum; per extra value, its seat, story, points and
# what it adds to the sum.
_LOAD_SEATS = tuple({value: (STORIES_OF[value], POINTS_OF[value], EDITORIAL_OF[value], summand)
                     for value, summand in sums.items()} for sums in _SEAT_SUMS)
LOAD_SEATS = tuple(_LOAD_SEATS[:n] for n in range(MAX_PLAYERS + 1))
LOAD_EXTRA = {value: (EXTRA_SEAT[value], EXTRA_STORY[value], EXTRA_POINTS[value], summand)
              for value, summand in EXTRA_SUM.items()}
SUIT_OF = {value: None if not seat[0] else seat[0][0].suit for value, seat in _SEATS.items()}
EXTRA_SUIT = {value: extra[1].suit for value, extra in _EXTRAS.items()}
del _SEATS, _EXTRAS, _code, _story, _earns, _points, _editorials, _seat



def loaded_reports(
    record: tuple[tuple[int, ...], ...], n: int
) -> tuple[tuple[TurnReport, ...], tuple[int, ...]]:
    """The turn reports a record's rows stand for (``n`` seats) and each
    row's sum for the load check (`SEAT_SUMS`, `EXTRA_SUM`), with one
    look-up a value (`LOAD_SEATS`, `LOAD_EXTRA`). KeyError, IndexError,
    TypeError or ValueError if a row holds a value no turn has."""
    tables = LOAD_SEATS[n]
    made: list[TurnReport] = []
    sums: list[int] = []
    for turn, row in enumerate(record, 1):
        # Each seat's parts at once, turned into the report's per-seat
        # tuples (`map` stops at the seats' last table; the parts are
        # 4-tuples, so no length to check: strict=True cost 1,700
        # instructions a row).
        stories, points, editorial, summands = zip(*map(dict.__getitem__, tables, row))  # noqa: B905
        summed = sum(summands)
        if len(row) > n:  # second stories
            story_list, point_list = list(stories), list(points)
            for extra in row[n:]:
                seat, story, scored, summand = LOAD_EXTRA[extra]
                story_list[seat] += (story,)
                point_list[seat] += (scored,)
                summed += summand
            stories, points = tuple(story_list), tuple(point_list)
        made.append(_new_report(turn, stories, points,
                                ZEROS[n] if not any(editorial) else editorial))
        sums.append(summed)
    return tuple(made), tuple(sums)


_new_report = builder(TurnReport)


def row_of(
    stories: tuple[tuple[Story, ...], ...], points: tuple[tuple[int, ...], ...],
    editorial_points: tuple[int, ...],
) -> tuple[int, ...]:
    """A turn's row, from what its report shows; ValueError if no turn of a
    game has it."""
    if not len(stories) == len(points) == len(editorial_points) <= MAX_PLAYERS:
        raise ValueError("a report with an entry missing")
    seats: list[int] = []
    extras: list[int] = []
    for seat, (seat_stories, seat_points, editorial) in enumerate(
        zip(stories, points, editorial_points, strict=True)
    ):
        if type(editorial) is not int or editorial not in EDITORIALS_BY_POINTS:
            raise ValueError(f"editorial points {editorial!r}")
        if len(seat_stories) > MAX_STORIES or len(seat_points) != len(seat_stories):
            raise ValueError("stories and points")
        earned = []
        for story, scored in zip(seat_stories, seat_points, strict=True):
            code = CODE_BY_ID.get(id(story))  # one of `STORIES`, the commonest
            if code is None and type(story) is Story:
                code = CODE.get(story)
            if code is None or scored not in (0, POINTS[code]) or type(scored) is not int \
                    or (scored and story.defamed):
                raise ValueError(f"{story!r} and {scored!r} points")
            earned.append((scored != 0, code))
        first = earned[0] if earned else (False, None)
        seats.append(seat_value(EDITORIALS_BY_POINTS[editorial], *first))
        if len(earned) == 2:
            extras.append(extra_value(seat, *earned[1]))
    return (*seats, *extras)


EDITORIALS_BY_POINTS = {EDITORIAL_CP * e: e for e in range(MOST_EDITORIALS + 1)}

# A report back to its row, with C-level look-ups for the seats a view's
# reports share with `ALONE` (and the empty tuple): the story by the
# stories tuple itself (by identity: those tuples live as long as the
# process), the earning flag by the points.
_PART_BY_ID = {id(()): 0, **{id(alone): 6 * (1 + i) for i, alone in enumerate(ALONE)}}
_EARNS_BY_POINTS: dict[tuple[int, ...], int] = {(): 0, (0,): 0}
_EARNS_BY_POINTS.update({(points,): 3 for points in range(1, max(POINTS) + 1)})
_add = operator.add


def record_of(history: tuple[TurnReport, ...]) -> tuple[tuple[int, ...], ...]:
    """The rows of a view's reports; ValueError if a report is none a game
    can have."""
    return tuple(map(report_row, history))


def report_row(report: TurnReport) -> tuple[int, ...]:
    """A report's row; ValueError if the report is none a game can have."""
    stories, points, editorial = report.stories, report.story_points, report.editorial_points
    n = len(stories)
    try:
        parts = list(map(_PART_BY_ID.get, map(id, stories)))
        earns = list(map(_EARNS_BY_POINTS.get, points))
        extras = []
        if None in parts or None in earns:  # the other seats one by one
            for seat in range(n):
                if parts[seat] is not None and earns[seat] is not None:
                    continue
                seat_stories, scored = stories[seat], points[seat]
                code = CODE_BY_ID[id(seat_stories[0])]
                if len(seat_stories) == len(scored) == 1:  # a story in a tuple of its own
                    parts[seat], earns[seat] = 6 * (1 + code), 3 if scored[0] else 0
                    continue
                _, second = seat_stories  # not two stories: a ValueError
                other = CODE_BY_ID[id(second)]
                if scored != (scored[0] and POINTS[code], scored[1] and POINTS[other]):
                    raise ValueError
                parts[seat], earns[seat] = 6 * (1 + code), 3 if scored[0] else 0
                extras.append(extra_value(seat, scored[1] != 0, other))
        row = (*map(_add, map(_add, parts, earns),
                    map(EDITORIALS_BY_POINTS.__getitem__, editorial)), *extras)
        if len(row) - len(extras) == n == len(points) == len(editorial) \
                and tuple(map(POINTS_OF.__getitem__, row[:n])) == tuple(
                    seat_points[:1] for seat_points in points):
            return row
    except (KeyError, TypeError, ValueError, IndexError):
        pass
    return row_of(stories, points, editorial)
