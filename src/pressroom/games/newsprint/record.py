"""The history of the turns scored, one row of ints per turn.

A `TurnReport` (what a view shows of a turn) is a record of per-seat tuples
of `Story` records: decoding a saved state's history record by record was
most of a load. The state keeps each turn as a row of ints instead, one per
seat, and the reports are built from the rows when asked (`reports`), from
records made once at import: every story a seat can have is one of the 960
`Story` values of `STORIES`, and a seat's turn is one int:

    value = editorials + 3 * earns1 + 6 * earns2 + 12 * part

with ``editorials`` the Editorials it played (0 to 2: 5 CP each), ``part``
0 for no story, ``1 + i`` for the one story ``STORIES[i]`` and ``1 + i +
SPAN * (1 + j)`` for the two stories ``STORIES[i]`` then ``STORIES[j]``
(Extra! Extra!), and ``earns1``/``earns2`` whether each story earned its
points in the Inside Scoop (a defamed story never does). Every value of a
seat with at most one story is looked up in tables built at import; a
value of two stories is worked out when asked (they are rare).
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Callable, Iterable
from typing import Any

from pressroom.games.newsprint.components import COPIES, EDITORIAL_CP, MAX_PLAYERS, SUITS, Card
from pressroom.games.newsprint.scoring import story_points
from pressroom.games.newsprint.state import Story, TurnReport

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
SPAN = len(STORIES) + 1  # the second story's place in ``part``
CODE = {story: i for i, story in enumerate(STORIES)}
POINTS = tuple(map(story_points, STORIES))  # each story's points if it earns
# Per story: its one-story tuple, built once (the reports share them).
ALONE = tuple((story,) for story in STORIES)
ONE_POINTS = tuple((points,) for points in range(max(POINTS) + 1))

# What a seat's value adds to a turn's use of the cards, as one int: the
# cards of each suit, the wilds, Break the Story cards, Defamations (the
# stories defamed) and Editorials, 9 bits each. No turn of 7 seats reaches
# 256 of any, so sums stay in their fields; a sum is within the deck's
# copies if adding `ROOM` sets none of the `OVER` bits.
FIELD = 9
SUIT_FIELDS = {suit: FIELD * i for i, suit in enumerate(SUITS)}
WILDS_AT, BREAKS_AT, DEFAMED_AT, EDITORIALS_AT = (FIELD * i for i in range(5, 9))
LIMITS = ((MOST_CARDS,) * len(SUITS)
          + (MOST_WILDS, MOST_BREAKS, COPIES[Card.DEFAMATION], MOST_EDITORIALS))
ROOM = sum(255 - most << FIELD * i for i, most in enumerate(LIMITS))
OVER = sum(256 << FIELD * i for i in range(len(LIMITS)))


def _story_use(story: Story) -> int:
    return (story.cards << SUIT_FIELDS[story.suit] | story.wilds << WILDS_AT
            | story.breaks << BREAKS_AT | int(story.defamed) << DEFAMED_AT)


Seat = tuple[Any, ...]


def _seat(value: int) -> Seat:
    """What one seat's value stands for: its stories, their points and its
    Editorials' points as a report shows them; its use of the cards; its
    standing stories as (suit, size, earns) for the Inside Scoop; and the
    points it earned. KeyError if no seat can have it."""
    if type(value) is not int or value < 0:
        raise KeyError(value)
    editorials, earns, part = value % 3, value // 3 % 4, value // 12
    if editorials > MOST_EDITORIALS:
        raise KeyError(value)
    if part == 0:
        codes: tuple[int, ...] = ()
    elif part < SPAN:
        codes = (part - 1,)
    else:
        first, second = (part - 1) % SPAN, (part - 1) // SPAN - 1
        if first == len(STORIES) or second >= len(STORIES):
            raise KeyError(value)
        codes = (first, second)
    flags = (earns & 1, earns >> 1)
    if any(flags[len(codes):]):
        raise KeyError(value)
    stories = tuple(STORIES[code] for code in codes)
    if any(story.defamed and flag for story, flag in zip(stories, flags, strict=False)):
        raise KeyError(value)
    points = tuple(POINTS[code] if flag else 0 for code, flag in zip(codes, flags, strict=False))
    use = sum(map(_story_use, stories)) + (editorials << EDITORIALS_AT)
    standing = tuple((story.suit, story.size, bool(flag))
                     for story, flag in zip(stories, flags, strict=False) if not story.defamed)
    if len(codes) == 1:
        stories, points = ALONE[codes[0]], ONE_POINTS[points[0]]
    return (stories, points, EDITORIAL_CP * editorials, use, standing,
            sum(points) + EDITORIAL_CP * editorials)


class Table(dict[int, Any]):
    """One part of every seat value's meaning (a part of `Seat`): the values
    of at most one story are filled in at import, the others worked out as
    asked (and not kept)."""

    def __init__(self, index: int, values: Iterable[tuple[int, Seat]]) -> None:
        super().__init__((value, seat[index]) for value, seat in values)
        self.index = index

    def __missing__(self, value: int) -> Any:
        return _seat(value)[self.index]


def seat_value(stories: tuple[Story, ...], points: tuple[int, ...], editorial: int) -> int:
    """A seat's value from its report; ValueError if no seat can have it."""
    if editorial not in EDITORIAL_OF:
        raise ValueError(f"editorial points {editorial!r}")
    codes = tuple(CODE[story] for story in stories)  # KeyError: not a story a seat can have
    if len(codes) > 2 or len(points) != len(codes):
        raise ValueError("stories and points")
    earns = 0
    for i, (code, scored) in enumerate(zip(codes, points, strict=True)):
        if scored not in (0, POINTS[code]) or (scored and STORIES[code].defamed):
            raise ValueError(f"{scored!r} points")
        earns |= (scored != 0) << i
    part = 0 if not codes else 1 + codes[0] + (SPAN * (1 + codes[1]) if len(codes) == 2 else 0)
    return EDITORIAL_OF[editorial] + 3 * earns + 12 * part


EDITORIAL_OF = {EDITORIAL_CP * e: e for e in range(MOST_EDITORIALS + 1)}

_SINGLE = [
    (e + 3 * earns + 12 * part, _seat(e + 3 * earns + 12 * part))
    for part in range(SPAN) for earns in (0, 1) for e in range(MOST_EDITORIALS + 1)
    if not (earns and (part == 0 or STORIES[part - 1].defamed))
]
STORIES_OF, POINTS_OF, EDITORIAL_OF_VALUE, USE_OF, STANDING_OF, TOTAL_OF = (
    Table(i, _SINGLE) for i in range(6)
)
del _SINGLE

# Per player count: no Editorial points for any seat (a report's commonest).
NO_POINTS = tuple((0,) * n for n in range(MAX_PLAYERS + 1))


def reports(record: tuple[tuple[int, ...], ...]) -> tuple[TurnReport, ...]:
    """The turn reports a record's rows stand for."""
    return tuple(map(_report, itertools.count(1), record))


def _report(turn: int, row: tuple[int, ...]) -> TurnReport:
    editorial = tuple(map(EDITORIAL_OF_VALUE.__getitem__, row))
    return _new_report(turn, tuple(map(STORIES_OF.__getitem__, row)),
                       tuple(map(POINTS_OF.__getitem__, row)),
                       NO_POINTS[len(row)] if not any(editorial) else editorial)


def _builder() -> Callable[[int, Any, Any, Any], TurnReport]:
    from pressroom.core.frozen import builder

    return builder(TurnReport)


_new_report = _builder()

# A report's seat, back to its value, with C-level look-ups for the seats a
# view's reports share with `ALONE` (and the empty tuple): the part by the
# stories tuple itself (by identity: those tuples live as long as the
# process), the earning flag by the points.
_PART_BY_ID = {id(()): 0, **{id(alone): 12 * (1 + i) for i, alone in enumerate(ALONE)}}
_EARNS_BY_POINTS: dict[tuple[int, ...], int] = {(): 0, (0,): 0}
_EARNS_BY_POINTS.update({(points,): 3 for points in range(1, max(POINTS) + 1)})
_EDITORIAL_BY_POINTS = EDITORIAL_OF
_add = operator.add


def record_of(history: tuple[TurnReport, ...]) -> tuple[tuple[int, ...], ...]:
    """The rows of a view's reports; ValueError if a report is none a game
    can have."""
    return tuple(map(_row, history))


def _row(report: TurnReport) -> tuple[int, ...]:
    try:
        row = tuple(map(_add, map(_add, map(_PART_BY_ID.__getitem__, map(id, report.stories)),
                                  map(_EARNS_BY_POINTS.__getitem__, report.story_points)),
                        map(_EDITORIAL_BY_POINTS.__getitem__, report.editorial_points)))
    except (KeyError, TypeError):
        row = ()
    if len(row) == len(report.stories) == len(report.story_points) \
            == len(report.editorial_points) and row and _points_match(row, report):
        return row
    if not len(report.stories) == len(report.story_points) == len(report.editorial_points):
        raise ValueError("a report with an entry missing")
    try:
        return tuple(map(seat_value, report.stories, report.story_points,
                         report.editorial_points))
    except (KeyError, TypeError) as error:
        raise ValueError(f"a report no game has: {error}") from None


def _points_match(row: tuple[int, ...], report: TurnReport) -> bool:
    """Whether the points are those of the stories found by identity."""
    return tuple(map(POINTS_OF.__getitem__, row)) == report.story_points
