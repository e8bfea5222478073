"""Penny Press's immutable state and the view of it."""

from __future__ import annotations

import itertools
import operator
from collections.abc import Iterable
from itertools import zip_longest
from typing import Any, ClassVar

import attrs

from pressroom.core.deck import FaceUpDeckView
from pressroom.core.enums import IndexEnum
from pressroom.core.frozen import builder, replace, through
from pressroom.core.grid import Placement
from pressroom.core.rng import Rng
from pressroom.games.penny_press.components import (
    ALL_STORIES,
    BEAT_SPACES,
    REPORTERS,
    STARS,
    STORY_SPACES,
    Beat,
    Form,
    Headline,
    Story,
    presses_to_final,
)
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


# The members as module constants, for the rules' hot paths: a member read
# off its enum class goes through the enum's __getattr__ hook (Python 3.11),
# some 900 instructions, and a playout step read five or six.
ACTION, RECALL, LAYOUT, EXCLUSIVE, CLOSING, OVER = Phase
REGULAR, FINAL_MOVES, FINAL_PRESSES = Edition


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
# to press or a headline card is drawn, `Turn` whose turn it is (shared, see
# `turn_of`); the top level holds what a reporter's move changes. Each beat
# column is a field of its own, so that a move builds the one column it
# changes and not a tuple of five; `beats` gives them as the documented
# tuple. The reporters of a `Covered` are shared tuples (see `shared`), and
# so are the Covered themselves (see `covered_by`).
#
# The mats and the arrows are not stored: they follow from the columns.
# Reporters not on a story are at home, and an arrow sits where its column
# puts it (`arrow_position`) except while a press or a recall is under way
# (they move once the action ends) and in the final edition (flipped): only
# then does `Turn.held_arrows` hold them. A reporter's move then builds
# neither a mat nor an arrows tuple (they were a tenth of what a step built).


_REPORTERS = operator.attrgetter("reporters")


@attrs.frozen
class Headlines:
    """The headline deck, kept whole: ``order`` holds the 45 cards, the
    first ``drawn`` of them drawn (face up, in the order drawn) and the rest
    the draw pile, top first. The deck never runs out (see
    `rules.draw_headline`), so a draw only counts one more: it builds no
    pile (the piles as tuples were most of what a headline card built)."""

    order: tuple[Headline, ...]
    drawn: int

    @property
    def draw_pile(self) -> tuple[Headline, ...]:
        return self.order[self.drawn:]

    @property
    def discard_pile(self) -> tuple[Headline, ...]:
        return self.order[:self.drawn]

    @property
    def size(self) -> int:
        """Cards left in the draw pile."""
        return len(self.order) - self.drawn

    def face_up_view(self) -> FaceUpDeckView[Headline]:
        return FaceUpDeckView(len(self.order) - self.drawn, self.order[:self.drawn])


def arrow_position(column: tuple[Covered, ...]) -> int:
    """The arrow sits as many spaces above the stories as there are covered
    stories: spaces taken + covered stories, at most 9 (value 6)."""
    spaces = 0
    for c in column:
        spaces += STORY_SPACES[c.story] + any(c.reporters)
    return spaces if spaces < BEAT_SPACES else BEAT_SPACES  # (`min` is a call)


def column_arrows(columns: Iterable[tuple[Covered, ...]]) -> tuple[int, ...]:
    """Where the five columns put their arrows."""
    return tuple(map(arrow_position, columns))


# The supply is kept as one int of a bit a story, the bit of story ``s``
# being ``1 << s.value`` (`SUPPLY_BIT`): a stack (beat, form) is its 3 bits
# from ``3 * (4 * beat + form)``, its 1-star story lowest, and its top the
# lowest bit set. Every int of 60 bits is a supply. A headline card builds
# one int where it built the tuple of five beats, and a load decodes one int
# where it decoded 25 lists. `PennyPressState.supply` and the view give the
# stacks, each beat one of `BEAT_STACKS` (by its 12 bits); the sampler finds
# a view's beats back by identity (`supply_bits`).
SUPPLY_BIT = tuple(1 << story.value for story in ALL_STORIES)
FULL_SUPPLY = (1 << len(ALL_STORIES)) - 1  # every story in its stack
_BEAT = len(Form) * len(STARS)  # a beat's 12 bits
_MASK = (1 << _BEAT) - 1
# By a stack's 3 bits, its stars left, top first; by a beat's 12 bits, its
# four stacks (shared by every view); and back, by the identity of those.
_STACK_OF = tuple(
    tuple(star for i, star in enumerate(STARS) if bits >> i & 1) for bits in range(1 << len(STARS))
)
BEAT_STACKS = tuple(
    tuple(_STACK_OF[bits >> len(STARS) * form & 7] for form in range(len(Form)))
    for bits in range(1 << _BEAT)
)
_BEAT_BY_ID = {id(stacks): bits for bits, stacks in enumerate(BEAT_STACKS)}
# By beat and form, where its stack's 3 bits start (its 1-star story's bit).
STACK_SHIFT = tuple(
    tuple(len(STARS) * (len(Form) * beat + form) for form in range(len(Form)))
    for beat in range(len(Beat))
)
_STACK_BITS = {stack: bits for bits, stack in enumerate(_STACK_OF)}


def supply_stacks(supply: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """The supply as stacks, [beat][form]: the stars left, top first."""
    return (
        BEAT_STACKS[supply & _MASK], BEAT_STACKS[supply >> 12 & _MASK],
        BEAT_STACKS[supply >> 24 & _MASK], BEAT_STACKS[supply >> 36 & _MASK],
        BEAT_STACKS[supply >> 48 & _MASK],
    )


def supply_stories(supply: int) -> list[Story]:
    """The stories in the supply, in story order."""
    return [story for story in ALL_STORIES if supply & SUPPLY_BIT[story]]


def supply_bits(stacks: Iterable[Iterable[tuple[int, ...]]]) -> int:
    """The supply kept from stacks as `supply_stacks` gives them (ValueError
    if they are not five beats of four stacks of 1-, 2- and 3-star stories,
    fewest stars on top)."""
    if type(stacks) is not tuple:
        stacks = tuple(stacks)
    try:
        # A view's beats are `BEAT_STACKS` themselves (which live as long as
        # the process: an id found is theirs).
        war, crime, city, politics, human = stacks
        by_id = _BEAT_BY_ID
        return (
            by_id[id(war)] | by_id[id(crime)] << 12 | by_id[id(city)] << 24
            | by_id[id(politics)] << 36 | by_id[id(human)] << 48
        )
    except (KeyError, TypeError, ValueError):
        pass
    # Stacks made otherwise: read stack by stack.
    beats = tuple(map(tuple, stacks))
    bits = 0
    if len(beats) == len(Beat) and all(len(beat) == len(Form) for beat in beats):
        try:
            for i, stack in enumerate(itertools.chain.from_iterable(beats)):
                bits |= _STACK_BITS[stack] << len(STARS) * i
            return bits
        except (KeyError, TypeError):  # (not a stack, or unhashable)
            pass
    raise ValueError(f"not a story supply (five beats of four stacks): {beats!r:.200}")


@attrs.frozen(weakref_slot=False)
class Table:
    num_players: int
    options: Options
    rng: Rng
    supply: int  # the stories in the supply, a bit each (see `supply_stacks`)
    bonus: tuple[int, ...]  # per beat, the bonus marker (2-20)
    headlines: Headlines  # the draw pile face down, the cards drawn face up
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


@attrs.frozen(weakref_slot=False)
class Turn:
    current: int  # the seat whose turn it is (also while it lays out its page)
    phase: Phase = Phase.ACTION
    turns_left: int = 1  # turns the current player still has in a row
    newsboy: int | None = None
    # The arrows while they are not where the columns put them, else None
    # (see `PennyPressState.arrows`).
    held_arrows: tuple[int, ...] | None = None
    page: FrontPage | None = None


Column = tuple[Covered, ...]


@attrs.frozen(weakref_slot=False)
class PennyPressState:
    table: Table
    war: Column  # the five beat columns, bottom first
    crime: Column
    city: Column
    politics: Column
    human: Column
    turn: Turn

    @property
    def beats(self) -> tuple[Column, ...]:
        """The five beat columns, bottom first."""
        return (self.war, self.crime, self.city, self.politics, self.human)

    @property
    def arrows(self) -> tuple[int, ...]:
        """Per beat, the arrow's position 0-9 (see VALUE, SCOOP)."""
        held = self.turn.held_arrows
        if held is not None:
            return held
        return column_arrows((self.war, self.crime, self.city, self.politics, self.human))

    @property
    def home(self) -> tuple[int, ...]:
        """The reporters on each player's mat: those not on a story."""
        n = self.table.num_players
        on_stories = (*self.war, *self.crime, *self.city, *self.politics, *self.human)
        # Per seat, the reporters out, summed in C. (A state being loaded
        # may have reporters of the wrong length: checked, but later.)
        out = tuple(map(sum, zip_longest(*map(_REPORTERS, on_stories), fillvalue=0)))
        return tuple([REPORTERS - count for count in (out + (0,) * n)[:n]])

    @property
    def supply(self) -> tuple[tuple[tuple[int, ...], ...], ...]:
        """Per beat and form, the stars of the stories left, top first."""
        return supply_stacks(self.table.supply)

    current: ClassVar[int] = through("turn.current")
    phase: ClassVar[Phase] = through("turn.phase")
    turns_left: ClassVar[int] = through("turn.turns_left")
    newsboy: ClassVar[int | None] = through("turn.newsboy")
    held_arrows: ClassVar[tuple[int, ...] | None] = through("turn.held_arrows")
    page: ClassVar[FrontPage | None] = through("turn.page")
    num_players: ClassVar[int] = through("table.num_players")
    options: ClassVar[Options] = through("table.options")
    rng: ClassVar[Rng] = through("table.rng")
    bonus: ClassVar[tuple[int, ...]] = through("table.bonus")
    headlines: ClassVar[Headlines] = through("table.headlines")
    pennies: ClassVar[tuple[int, ...]] = through("table.pennies")
    published: ClassVar[tuple[tuple[Story, ...], ...]] = through("table.published")
    circulation: ClassVar[tuple[int, ...]] = through("table.circulation")
    advertisements: ClassVar[tuple[Square | None, ...]] = through("table.advertisements")
    edition: ClassVar[Edition] = through("table.edition")
    trigger: ClassVar[int | None] = through("table.trigger")
    final_queue: ClassVar[tuple[int, ...]] = through("table.final_queue")
    finished: ClassVar[tuple[int, ...]] = through("table.finished")
    reports: ClassVar[tuple[PressReport, ...]] = through("table.reports")
    end_bonus: ClassVar[tuple[int, ...] | None] = through("table.end_bonus")

    def __str__(self) -> str:
        from pressroom.games.penny_press.text import draw

        return draw(self, None)


TABLE_FIELDS = frozenset(field.name for field in attrs.fields(Table))
TURN_FIELDS = frozenset(field.name for field in attrs.fields(Turn))
BEAT_FIELDS = ("war", "crime", "city", "politics", "human")

# The reporters on a story (a count per seat), met again and again: shared,
# so that a state keeps a reference rather than a tuple of its own. Bounded
# (at most 6**n tuples; random play meets a few hundred).
_SHARED: dict[tuple[int, ...], tuple[int, ...]] = {}
_SHARED_KEPT = 8192


def shared(values: tuple[int, ...]) -> tuple[int, ...]:
    found = _SHARED.get(values)
    if found is None:
        found = values
        if len(_SHARED) < _SHARED_KEPT:
            _SHARED[values] = values
    return found


# The Covered a state holds are kept by reference where they can be: those
# with at most `_COVERED_REPORTERS` reporters on the story (some 19 in 20 of
# those a game meets), made for every story the first time a player count is
# met (60 x 15 to 60 x 126 records: 900 with 2 players, 7,560 with 5). Building
# one costs about as much as the rest of a reporter's move, and a game that
# kept its own would hold them all. Any other is built afresh.
SHARED_COVERED: tuple[dict[tuple[int, ...], Covered], ...] = tuple({} for _ in range(len(Story)))
# And those with at most `_ALONE_REPORTERS` reporters on the story (some 4 in
# 5 of the columns of one story a move builds), each as that column,
# `(covered,)`: a move in a beat holding that story alone keeps the tuple
# rather than building one (about a tenth of the columns a move builds: 3-8
# bytes a step of the 220-250 a 4-player game keeps). 600 tuples with 2
# players, 3,360 with 5: as many for every shared Covered (7,560 with 5)
# gained no more, and more objects make the collector's full passes dearer.
SHARED_ALONE: tuple[dict[tuple[int, ...], tuple[Covered]], ...] = tuple(
    {} for _ in range(len(Story))
)
_ALONE_REPORTERS = 3
_COVERED_REPORTERS = 4
_COVERED_COUNTS: set[int] = set()
_build_covered = builder(Covered)


def _patterns(n: int, total: int) -> list[tuple[int, ...]]:
    """Every count per seat for ``n`` seats summing to at most ``total``."""
    if n == 0:
        return [()]
    return [
        (first, *rest) for first in range(total + 1) for rest in _patterns(n - 1, total - first)
    ]


# Made with them: every count per seat summing to at most 8 (the reporters
# on a story, most scoops a press pays) and every pennies tuple, so that a
# step rarely builds one of these of its own (at most 2,300 per player count,
# ints only: tuples the collector stops tracking).
_SHARED_SUM = 8


class _Most(dict[tuple[int, ...], int]):
    def __missing__(self, reporters: tuple[int, ...]) -> int:
        return max(reporters)  # (not kept: a rare count, see `_make_covered`)


# The most reporters any seat has on a story, by its reporters: made with
# them for every count summing to at most 8, so that a board scan looks it up
# where `max` would parse its arguments.
MOST: dict[tuple[int, ...], int] = _Most()


def _make_covered(n: int) -> None:
    _COVERED_COUNTS.add(n)
    for values in _patterns(n, _SHARED_SUM):
        MOST[shared(values)] = max(values)
    for values in itertools.product(range(presses_to_final(n) + 1), repeat=n):
        shared(values)
    patterns = [shared(p) for p in _patterns(n, _COVERED_REPORTERS)]
    for story in Story:
        by_reporters, alone_ = SHARED_COVERED[story], SHARED_ALONE[story]
        for reporters in patterns:
            by_reporters[reporters] = covered = _build_covered(story, reporters)
            if sum(reporters) <= _ALONE_REPORTERS:
                alone_[reporters] = (covered,)


def covered_by(story: Story, reporters: tuple[int, ...]) -> Covered:
    found = SHARED_COVERED[story].get(reporters)
    if found is None:
        if len(reporters) not in _COVERED_COUNTS:
            _make_covered(len(reporters))
            return covered_by(story, reporters)
        found = _build_covered(story, shared(reporters))
    return found


def alone(story: Story, reporters: tuple[int, ...]) -> tuple[Covered]:
    """The column of ``story`` alone with ``reporters`` on it."""
    found = SHARED_ALONE[story].get(reporters)
    return (covered_by(story, reporters),) if found is None else found


# Turns by (current, phase, turns left, newsboy), with no arrows held and no
# page: at most 5 x 6 x 3 x 6.
_TURNS: dict[tuple[int, Phase, int, int | None], Turn] = {}


def turn_of(
    current: int, phase: Phase, turns_left: int, newsboy: int | None,
    held_arrows: tuple[int, ...] | None = None, page: FrontPage | None = None,
) -> Turn:
    if held_arrows is not None or page is not None:
        return Turn(current, phase, turns_left, newsboy, held_arrows, page)
    key = (current, phase, turns_left, newsboy)
    found = _TURNS.get(key)
    if found is None:
        found = Turn(current, phase, turns_left, newsboy)
        if len(_TURNS) < 1024:
            _TURNS[key] = found
    return found


def new_state(
    *, num_players: int, options: Options, rng: Rng,
    supply: int | tuple[tuple[tuple[int, ...], ...], ...], beats: tuple[Column, ...],
    arrows: tuple[int, ...] | None, bonus: tuple[int, ...], headlines: Headlines,
    pennies: tuple[int, ...], published: tuple[tuple[Story, ...], ...],
    circulation: tuple[int, ...], advertisements: tuple[Square | None, ...], current: int,
    phase: Phase = Phase.ACTION, edition: Edition = Edition.REGULAR, turns_left: int = 1,
    newsboy: int | None = None, trigger: int | None = None, final_queue: tuple[int, ...] = (),
    finished: tuple[int, ...] = (), page: FrontPage | None = None,
    reports: tuple[PressReport, ...] = (), end_bonus: tuple[int, ...] | None = None,
) -> PennyPressState:
    """A state from every field a view shows but the mats, which follow from
    the columns (and the RNG and deck); ``beats`` must have five columns.
    ``supply`` is the int kept or the stacks (see `supply_bits`);
    ``arrows`` None: where the columns put them."""
    if not isinstance(supply, int):
        supply = supply_bits(supply)
    table = _build_table(
        num_players, options, rng, supply, bonus, headlines, pennies, published, circulation,
        advertisements, edition, trigger, final_queue, finished, reports, end_bonus,
    )
    held = None
    if arrows is not None:
        arrows = tuple(arrows)
        if arrows != column_arrows(beats):
            held = arrows
    war, crime, city, politics, human = beats
    return build_state(
        table, war, crime, city, politics, human,
        turn_of(current, phase, turns_left, newsboy, held, page),
    )


# Records built whole, each slot set directly (faster than attrs' __init__):
# a new state, a sampled one and the state of a reporter's move.
_build_table = builder(Table)
build_state = builder(PennyPressState)


def _held(
    state: PennyPressState, top: dict[str, Any], arrows: Iterable[int] | None
) -> tuple[int, ...] | None:
    """The arrows to hold once the columns are changed as ``top`` says:
    ``arrows``, or if None the arrows as they are."""
    held = state.turn.held_arrows
    columns = [top.get(name, getattr(state, name)) for name in BEAT_FIELDS]
    if arrows is None:
        if held is None:
            old = state.beats
            for new, before in zip(columns, old, strict=True):
                if new is not before and arrow_position(new) != arrow_position(before):
                    # (So not where the new columns put them.)
                    return column_arrows(old)
            return None  # where the changed columns still put them
        arrows = held
    arrows = tuple(arrows)
    return None if arrows == column_arrows(columns) else arrows


def changed(state: PennyPressState, **changes: Any) -> PennyPressState:
    """``state`` with some fields changed, by the names a view shows (but the
    mats, which follow from the columns). The arrows stay where they are
    unless ``arrows`` is given, whatever happens to the columns."""
    table_changes: dict[str, Any] = {}
    turn_changes: dict[str, Any] = {}
    top: dict[str, Any] = {}
    arrows = changes.pop("arrows", None)
    for name, value in changes.items():
        if name == "supply" and type(value) is not int:
            value = supply_bits(value)  # the stacks, as a view shows them
        if name in TABLE_FIELDS:
            table_changes[name] = value
        elif name in TURN_FIELDS:
            turn_changes[name] = value
        elif name == "beats":
            top.update(zip(BEAT_FIELDS, value, strict=True))
        else:
            top[name] = value
    if arrows is not None or "beats" in changes:
        turn_changes["held_arrows"] = _held(state, top, arrows)
    if table_changes:
        top["table"] = replace(state.table, **table_changes)
    if turn_changes:
        turn = replace(state.turn, **turn_changes)
        top["turn"] = turn_of(
            turn.current, turn.phase, turn.turns_left, turn.newsboy, turn.held_arrows, turn.page
        )
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
