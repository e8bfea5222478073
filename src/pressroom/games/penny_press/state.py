"""Penny Press's immutable state and the view of it."""

from __future__ import annotations

from typing import Any

import attrs

from pressroom.core.deck import Deck, FaceUpDeckView
from pressroom.core.enums import IndexEnum
from pressroom.core.frozen import replace
from pressroom.core.grid import Placement
from pressroom.core.rng import Rng
from pressroom.games.penny_press.components import Headline, Story
from pressroom.games.penny_press.options import Options

Square = tuple[int, int]  # (row, column) on the front page, row 0 at the top


class Phase(IndexEnum):
    """The step of the game: which decision the seat to move makes."""

    ACTION = 0  # choose one of the four actions
    RECALL = 1  # recalling: another reporter, or done
    LAYOUT = 2  # going to press: place the claimed stories
    EXCLUSIVE = 3  # going to press: name the exclusive
    CLOSING = 4  # the final edition closing: go to press (or, by default, not)
    OVER = 5

    @property
    def words(self) -> str:
        return _PHASE_WORDS[self]


_PHASE_WORDS = {
    Phase.ACTION: "choose assign, recall, reassign or press",
    Phase.RECALL: "recall another reporter or say done",
    Phase.LAYOUT: "place your claimed stories on your front page",
    Phase.EXCLUSIVE: "name your exclusive, or none",
    Phase.CLOSING: "the final edition is closing: go to press or not",
    Phase.OVER: "the game is over",
}


class Edition(IndexEnum):
    REGULAR = 0
    FINAL_MOVES = 1  # one move (or a press) for each other seat
    FINAL_PRESSES = 2  # then each remaining seat may go to press


@attrs.frozen
class Covered:
    """A story in a beat column and the reporters on it, per seat."""

    story: Story
    reporters: tuple[int, ...]

    @property
    def covered(self) -> bool:
        return any(self.reporters)


@attrs.frozen
class FrontPage:
    """A front page being laid out during a press.

    ``top_beats`` marks the beats whose value was highest when the player
    went to press; ``target`` is what the top-beat rule demands: (top-beat
    stories touching the top edge, top-beat stories placed), the most any
    layout achieves.
    """

    to_place: tuple[Story, ...]
    placed: tuple[tuple[Story, Placement], ...]
    advertisement: Square | None
    top_beats: tuple[bool, ...]
    target: tuple[int, int]


@attrs.frozen
class PressReport:
    """What one press earned, line by line. While the page is being laid
    out only ``seat``, ``claimed`` and ``scoops`` are filled in."""

    seat: int
    claimed: tuple[Story, ...]
    placed: tuple[Story, ...]
    unplaced: tuple[Story, ...]
    exclusive: Story | None
    story_points: int
    empty_penalty: int
    unplaced_penalty: int
    page_points: int  # the front page's total, never below 0
    scoops: tuple[int, ...]  # scoop points each seat received


# The state is split by how often things change, so that a step builds only a
# small top-level record and keeping every state of a game costs little
# (benchmarks/memory.py): `Table` holds what changes only when a player goes
# to press or a headline card is drawn; the top level holds what a reporter's
# move changes. The beats are the stories in each column (`stories`, which
# change with the table) and the reporters on them packed into one int
# (`reporters`): a move builds one int instead of a Covered, a column and a
# tuple of columns. Seat s's count on the story at board position p (the
# stories in column order, bottom first) is the 3 bits at 3 * (p * n + s).
# `home` and `arrows` are shared tuples (see `shared`). `beats` gives the
# documented tuple of columns of `Covered`, built when asked for.


@attrs.frozen(weakref_slot=False)
class Table:
    num_players: int
    options: Options
    rng: Rng
    supply: tuple[tuple[tuple[int, ...], ...], ...]  # [beat][form]: stars left, top first
    bonus: tuple[int, ...]  # per beat, the bonus marker (2-20)
    headlines: Deck[Headline]  # the draw pile face down, the discards face up
    pennies: tuple[int, ...]
    published: tuple[tuple[Story, ...], ...]
    circulation: tuple[int, ...]
    advertisements: tuple[Square | None, ...]
    edition: Edition = Edition.REGULAR
    trigger: int | None = None  # the seat that triggered the final edition
    final_queue: tuple[int, ...] = ()  # seats yet to act in this final-edition stage
    finished: tuple[int, ...] = ()  # seats that went to press in the final edition
    reports: tuple[PressReport, ...] = ()
    end_bonus: tuple[int, ...] | None = None  # once the game is over


TABLE_FIELDS = frozenset(field.name for field in attrs.fields(Table))

BITS = 3  # per seat and story: 0-5 reporters


@attrs.frozen(weakref_slot=False)
class PennyPressState:
    table: Table
    stories: tuple[tuple[Story, ...], ...]  # the five beat columns, bottom first
    reporters: int  # packed: see above
    home: tuple[int, ...]  # reporters on each player's mat
    arrows: tuple[int, ...]  # per beat, the arrow's position 0-9 (see VALUE, SCOOP)
    current: int  # the seat whose turn it is (also while it lays out its page)
    phase: Phase = Phase.ACTION
    turns_left: int = 1  # turns the current player still has in a row
    newsboy: int | None = None
    page: FrontPage | None = None

    @property
    def beats(self) -> tuple[tuple[Covered, ...], ...]:
        """The beat columns with the reporters on each story, bottom first."""
        return beats_of(self.stories, self.reporters, self.table.num_players)

    @property
    def num_players(self) -> int:
        return self.table.num_players

    @property
    def options(self) -> Options:
        return self.table.options

    @property
    def rng(self) -> Rng:
        return self.table.rng

    @property
    def supply(self) -> tuple[tuple[tuple[int, ...], ...], ...]:
        return self.table.supply

    @property
    def bonus(self) -> tuple[int, ...]:
        return self.table.bonus

    @property
    def headlines(self) -> Deck[Headline]:
        return self.table.headlines

    @property
    def pennies(self) -> tuple[int, ...]:
        return self.table.pennies

    @property
    def published(self) -> tuple[tuple[Story, ...], ...]:
        return self.table.published

    @property
    def circulation(self) -> tuple[int, ...]:
        return self.table.circulation

    @property
    def advertisements(self) -> tuple[Square | None, ...]:
        return self.table.advertisements

    @property
    def edition(self) -> Edition:
        return self.table.edition

    @property
    def trigger(self) -> int | None:
        return self.table.trigger

    @property
    def final_queue(self) -> tuple[int, ...]:
        return self.table.final_queue

    @property
    def finished(self) -> tuple[int, ...]:
        return self.table.finished

    @property
    def reports(self) -> tuple[PressReport, ...]:
        return self.table.reports

    @property
    def end_bonus(self) -> tuple[int, ...] | None:
        return self.table.end_bonus

    def __str__(self) -> str:
        from pressroom.games.penny_press.text import draw

        return draw(self, None)


# Per number of players, by a story's packed group of counts: the counts per
# seat. At most 6**n groups; random play meets a few hundred.
_COUNTS: tuple[dict[int, tuple[int, ...]], ...] = tuple({} for _ in range(6))


def counts_of(group: int, n: int) -> tuple[int, ...]:
    """The counts per seat packed in ``group`` (3 bits each)."""
    known = _COUNTS[n]
    found = known.get(group)
    if found is None:
        found = tuple((group >> (BITS * seat)) & 7 for seat in range(n))
        if len(known) < 4096:
            known[group] = found
    return found


def beats_of(
    stories: tuple[tuple[Story, ...], ...], reporters: int, n: int
) -> tuple[tuple[Covered, ...], ...]:
    width = BITS * n
    mask = (1 << width) - 1
    columns = []
    for column in stories:
        covered = []
        for story in column:
            covered.append(Covered(story, counts_of(reporters & mask, n)))
            reporters >>= width
        columns.append(tuple(covered))
    return tuple(columns)


def packed(beats: tuple[tuple[Covered, ...], ...], n: int) -> int:
    """The reporters of ``beats`` packed in one int (see above); counts must
    be 0-7 (`check` refuses others first)."""
    code = 0
    shift = 0
    for column in beats:
        for covered in column:
            for count in covered.reporters:
                code |= count << shift
                shift += BITS
    return code


# Small tuples of counts (the mats, the arrows) met again and again: shared,
# so that a state keeps a reference rather than a tuple of its own. Bounded
# (a mat is 6**n tuples at most, random play meets a few hundred).
_SHARED: dict[tuple[int, ...], tuple[int, ...]] = {}


def shared(values: tuple[int, ...]) -> tuple[int, ...]:
    found = _SHARED.get(values)
    if found is None:
        found = values
        if len(_SHARED) < 8192:
            _SHARED[values] = values
    return found


def new_state(
    *, num_players: int, options: Options, rng: Rng,
    supply: tuple[tuple[tuple[int, ...], ...], ...], beats: tuple[tuple[Covered, ...], ...],
    arrows: tuple[int, ...], bonus: tuple[int, ...], headlines: Deck[Headline],
    home: tuple[int, ...], pennies: tuple[int, ...], published: tuple[tuple[Story, ...], ...],
    circulation: tuple[int, ...], advertisements: tuple[Square | None, ...], current: int,
    phase: Phase = Phase.ACTION, edition: Edition = Edition.REGULAR, turns_left: int = 1,
    newsboy: int | None = None, trigger: int | None = None, final_queue: tuple[int, ...] = (),
    finished: tuple[int, ...] = (), page: FrontPage | None = None,
    reports: tuple[PressReport, ...] = (), end_bonus: tuple[int, ...] | None = None,
) -> PennyPressState:
    """A state from every field a view shows (and the RNG and deck)."""
    table = Table(
        num_players, options, rng, supply, bonus, headlines, pennies, published, circulation,
        advertisements, edition, trigger, final_queue, finished, reports, end_bonus,
    )
    stories = tuple(tuple(c.story for c in column) for column in beats)
    return PennyPressState(
        table, stories, packed(beats, num_players), shared(home), shared(arrows), current,
        phase, turns_left, newsboy, page,
    )


def changed(state: PennyPressState, **changes: Any) -> PennyPressState:
    """``state`` with some fields changed, by the names a view shows."""
    table_changes = {k: v for k, v in changes.items() if k in TABLE_FIELDS}
    top = {k: v for k, v in changes.items() if k not in TABLE_FIELDS}
    if "beats" in top:
        beats = top.pop("beats")
        n = table_changes.get("num_players", state.table.num_players)
        top["stories"] = tuple(tuple(c.story for c in column) for column in beats)
        top["reporters"] = packed(beats, n)
    if "home" in top:
        top["home"] = shared(top["home"])
    if "arrows" in top:
        top["arrows"] = shared(top["arrows"])
    if table_changes:
        top["table"] = replace(state.table, **table_changes)
    return replace(state, **top)


@attrs.frozen
class PennyPressView:
    """What a seat sees: everything but the order of the headline deck (and
    the RNG). Every headline card drawn so far lies face up in
    ``headlines.discard_pile``."""

    seat: int | None
    num_players: int
    options: Options
    supply: tuple[tuple[tuple[int, ...], ...], ...]
    beats: tuple[tuple[Covered, ...], ...]
    arrows: tuple[int, ...]
    bonus: tuple[int, ...]
    headlines: FaceUpDeckView[Headline]
    home: tuple[int, ...]
    pennies: tuple[int, ...]
    published: tuple[tuple[Story, ...], ...]
    circulation: tuple[int, ...]
    advertisements: tuple[Square | None, ...]
    current: int
    phase: Phase
    edition: Edition
    turns_left: int
    newsboy: int | None
    trigger: int | None
    final_queue: tuple[int, ...]
    finished: tuple[int, ...]
    page: FrontPage | None
    reports: tuple[PressReport, ...]
    end_bonus: tuple[int, ...] | None

    def __str__(self) -> str:
        from pressroom.games.penny_press.text import draw

        return draw(self, self.seat)
