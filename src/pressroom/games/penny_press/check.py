"""Strict at the door: a loaded state must be one the game could be in.

`problem(state)` names the first field that breaks an invariant, or returns
None. The checks run in an order where each relies only on the ones before
(lengths before indexing, ranges before counting), so no loaded value can
make them, or any later call, crash or hang. Besides types and ranges they
check what the rules conserve (60 stories, 45 headline cards, 5 reporters a
player, 15 pennies, 6 advertisements) and what the record of presses
determines: pennies, published stories, circulation, the headline cards
drawn, the bonus markers and the advertisements.
"""

from __future__ import annotations

import itertools
import operator
from collections import Counter
from collections.abc import Iterator
from typing import Any

from pressroom.core.shown import shown
from pressroom.core.turns import seat_order
from pressroom.games.penny_press import layout
from pressroom.games.penny_press.components import (
    ADVERTISEMENTS,
    ALL_STORIES,
    BEAT_SPACES,
    BONUS_MAX,
    BONUS_START,
    PAGE,
    PENNIES,
    PENNY_ROWS,
    REPORTERS,
    STORY_BEAT,
    STORY_SPACES,
    Beat,
    Form,
    Headline,
    Story,
    is_story,
    presses_to_final,
)
from pressroom.games.penny_press.rules import (
    can_claim,
    exclusive_candidates,
    layout_moves,
    occupied,
    top_beats,
    top_forms,
    top_forms_left,
    top_so_far,
)
from pressroom.games.penny_press.scoring import MAX_SCORE, end_game_bonus
from pressroom.games.penny_press.state import (
    ACTION,
    CLOSING,
    EXCLUSIVE,
    FINAL_MOVES,
    FINAL_PRESSES,
    FULL_SUPPLY,
    LAYOUT,
    OVER,
    RECALL,
    REGULAR,
    SUPPLY_BIT,
    FrontPage,
    PennyPressState,
    PressReport,
    arrow_position,
    supply_stories,
)

BEATS = len(Beat)
MAX_PAGE_POINTS = 42  # 6 stories of value 6, one of them twice (see scoring.MAX_SCORE)
MAX_SCOOPS = REPORTERS * 3  # scooped on at most 5 stories a press, 3 points each
EMPTY_MAX = 16  # every square of the page empty


def problem(state: PennyPressState) -> str | None:
    """The first invariant ``state`` breaks, naming the field; None if none.

    The first three checks have a quick form, `_quick`, that tests the same
    invariants, or stricter ones, over whole fields at once and builds no
    message; only when it fails do they run item by item, to name the field
    (and pass, if it was only stricter). It tests the values in the state's
    tuples and leaves their types to the decoder (see "The quick forms")."""
    for check in (_turn, _presses, _phase) if _quick(state) else _CHECKS:
        found = check(state)
        if found is not None:
            return found
    return None


def _out(field: str, value: object, low: int, high: int) -> str | None:
    if type(value) is not int or not low <= value <= high:
        return f"{field} is {shown(value)}, not {low} to {high}"
    return None


def _sizes(s: PennyPressState) -> str | None:
    n = s.num_players
    if n not in range(2, 6):
        return f"num_players is {shown(n)}; Penny Press is for 2 to 5 players"
    for field in ("pennies", "published", "circulation", "advertisements"):
        if len(getattr(s, field)) != n:
            return f"{field} has {len(getattr(s, field))} entries for {n} players"
    for field in ("arrows", "bonus", "beats"):
        if len(getattr(s, field)) != BEATS:
            return f"{field} has {len(getattr(s, field))} entries, not one per beat ({BEATS})"
    for beat, column in enumerate(s.beats):
        for i, covered in enumerate(column):
            if len(covered.reporters) != n:
                return f"beats[{beat}][{i}].reporters has {len(covered.reporters)} entries"
    for i, report in enumerate(s.reports):
        if len(report.scoops) != n:
            return f"reports[{i}].scoops has {len(report.scoops)} entries for {n} players"
    if s.end_bonus is not None and len(s.end_bonus) != n:
        return f"end_bonus has {len(s.end_bonus)} entries for {n} players"
    if s.page is not None and len(s.page.top_beats) != BEATS:
        return f"page.top_beats has {len(s.page.top_beats)} entries, not {BEATS}"
    if len(s.reports) > PENNIES + 1:
        return f"reports has {len(s.reports)} presses; the 15 pennies allow at most {PENNIES}"
    return None


def _values(field: str, values: tuple[Any, ...], low: int, high: int) -> str | None:
    """`_out` for each entry of ``field``; its name is formatted only when
    one is out of range."""
    if not values or (
        set(map(type, values)) <= _INT and low <= min(values) and max(values) <= high
    ):
        return None
    for i, value in enumerate(values):
        if type(value) is not int or not low <= value <= high:
            return _out(f"{field}[{i}]", value, low, high)
    return None


_INT = {int}
_BEATS = tuple(Beat)
_HEADLINES = list(Headline)


def _ranges(s: PennyPressState) -> str | None:
    n = s.num_players
    final = presses_to_final(n)
    checks: list[tuple[str, object, int, int]] = [
        ("rng.state", s.rng.state, 0, 2**64 - 1),
        # (Every int of 60 bits is a supply: stacks in star order.)
        ("supply", s.table.supply, 0, FULL_SUPPLY),
        ("headlines.drawn", s.headlines.drawn, 0, len(Headline)),
        ("current", s.current, 0, n - 1),
        ("turns_left", s.turns_left, 1, 2 if n == 2 and s.options.two_player_double_turns else 1),
    ]
    for field, value, low, high in checks:
        found = _out(field, value, low, high)
        if found:
            return found
    for beat, column in enumerate(s.beats):
        for i, covered in enumerate(column):
            found = _values(f"beats[{beat}][{i}].reporters", covered.reporters, 0, REPORTERS)
            if found:
                return found
    seqs: list[tuple[str, tuple[object, ...], int, int]] = [
        ("pennies", s.pennies, 0, final),
        ("circulation", s.circulation, 0, MAX_SCORE),
        ("arrows", s.arrows, 0, BEAT_SPACES),
        ("bonus", s.bonus, BONUS_START, BONUS_MAX),
    ]
    for field, values, low, high in seqs:
        found = _values(field, values, low, high)
        if found:
            return found
    for name in ("newsboy", "trigger"):
        value = getattr(s, name)
        if value is not None:
            found = _out(name, value, 0, n - 1)
            if found:
                return found
    for field, values, low, high in (
        ("final_queue", s.final_queue, 0, n - 1), ("finished", s.finished, 0, n - 1),
    ):
        found = _values(field, values, low, high)
        if found:
            return found
    for seat, ad in enumerate(s.advertisements):
        if ad is not None:
            found = _out(f"advertisements[{seat}][0]", ad[0], 0, PAGE.height - 1) or _out(
                f"advertisements[{seat}][1]", ad[1], 0, PAGE.width - 1)
            if found:
                return found
    for i, r in enumerate(s.reports):
        where = f"reports[{i}]"
        for field, value, low, high in (
            (f"{where}.seat", r.seat, 0, n - 1),
            (f"{where}.story_points", r.story_points, 0, MAX_PAGE_POINTS),
            (f"{where}.empty_penalty", r.empty_penalty, 0, EMPTY_MAX),
            (f"{where}.unplaced_penalty", r.unplaced_penalty, 0, 6 * len(r.unplaced)),
            (f"{where}.page_points", r.page_points, 0, MAX_PAGE_POINTS),
        ):
            found = _out(field, value, low, high)
            if found:
                return found
        found = _values(f"{where}.scoops", r.scoops, 0, MAX_SCOOPS)
        if found:
            return found
    if s.end_bonus is not None:
        found = _values("end_bonus", s.end_bonus, 0, BEATS * BONUS_MAX)
        if found:
            return found
    if s.page is not None and s.page.advertisement is not None:
        row, col = s.page.advertisement
        found = _out("page.advertisement[0]", row, 0, PAGE.height - 1) or _out(
            "page.advertisement[1]", col, 0, PAGE.width - 1)
        if found:
            return found
    for field in ("final_queue", "finished"):
        seats = getattr(s, field)
        if len(set(seats)) != len(seats):
            return f"{field} names a seat twice: {list(seats)}"
    if sum(ad is not None for ad in s.advertisements) > ADVERTISEMENTS:
        return f"advertisements: more are in use than the {ADVERTISEMENTS} in the game"
    return None


def _tiles(s: PennyPressState) -> Iterator[tuple[Story, str, int, int]]:
    """Every story tile in the state and where: (story, field, index, index);
    the field name is only formatted when something is wrong."""
    for story in supply_stories(s.table.supply):
        yield story, "supply", story.beat.value, story.form.value
    for b, column in enumerate(s.beats):
        for i, covered in enumerate(column):
            yield covered.story, "beats", b, i
    if s.page is not None:
        for i, story in enumerate(s.page.to_place):
            yield story, "page.to_place", i, -1
        for i, (story, _) in enumerate(s.page.placed):
            yield story, "page.placed", i, -1
    for seat, stories in enumerate(s.published):
        for i, story in enumerate(stories):
            yield story, "published", seat, i


def _accounted(s: PennyPressState) -> bool:
    """Whether the state holds 60 story tiles, all different (so each of
    the 60 stories once); the supply is checked already."""
    tiles: list[object] = list(supply_stories(s.table.supply))
    tiles += map(_STORY, itertools.chain.from_iterable(s.beats))
    if s.page is not None:
        tiles += s.page.to_place
        tiles += (story for story, _ in s.page.placed)
    tiles += itertools.chain.from_iterable(s.published)
    return (
        len(tiles) == len(ALL_STORIES)
        and all(type(tile) is Story for tile in tiles)
        and len(set(tiles)) == len(ALL_STORIES)
    )


_STORY = operator.attrgetter("story")


def _where(field: str, a: int, b: int) -> str:
    if field == "beats":
        return f"beats[{a}][{b}].story"
    return f"{field}[{a}]" + (f"[{b}]" if b >= 0 else "")


def _components(s: PennyPressState) -> str | None:
    """The stories, reporters and headline cards, each where it may be and
    all accounted for once."""
    for beat, column in zip(_BEATS, s.beats, strict=True):
        for i, covered in enumerate(column):
            if not is_story(covered.story) or STORY_BEAT[covered.story] is not beat:
                return f"beats[{beat.value}][{i}].story is not a story of {beat.title}"
        spaces = sum(STORY_SPACES[c.story] for c in column)
        if spaces > BEAT_SPACES:
            return f"beats[{beat.value}] takes {spaces} spaces; a beat has {BEAT_SPACES}"
    # Each of the 60 stories exactly once: counted at once, and only if
    # that fails looked for tile by tile, to name where.
    accounted = _accounted(s)
    where: dict[Story, tuple[str, int, int]] = {}
    for story, field, a, b in () if accounted else _tiles(s):
        if not is_story(story):
            return f"{_where(field, a, b)} is not one of the 60 stories"
        if story in where:
            return f"{_where(field, a, b)}: story {story} is also at {_where(*where[story])}"
        where[story] = field, a, b
    for i, r in enumerate(s.reports):
        named = (*r.claimed, *r.placed, *r.unplaced, *([r.exclusive] if r.exclusive else []))
        if not all(is_story(story) for story in named):
            return f"reports[{i}] names something that is not one of the 60 stories"
    if not accounted and len(where) != len(ALL_STORIES):
        missing = next(story for story in ALL_STORIES if story not in where)
        return f"story {missing} is nowhere: the 60 stories are not all accounted for"
    # The mats hold the reporters not on a story (`PennyPressState.home`).
    for seat, home in enumerate(s.home):
        if home < 0:
            return (
                f"home[{seat}]: seat {seat} has {REPORTERS - home} reporters on stories, "
                f"not at most {REPORTERS}"
            )
    if sorted(s.headlines.order) != _HEADLINES:
        return "headlines.order: the 45 headline cards are not all there, each once"
    return None


def _turn(s: PennyPressState) -> str | None:
    """Turn order: the newsboy, the final edition's trigger, queue and the
    players done."""
    if s.options.newsboy_strike and s.num_players < 4:
        return "options.newsboy_strike: the Newsboy Strike is for 4-5 players"
    final = s.edition is not REGULAR
    if not final:
        if s.trigger is not None or s.final_queue or s.finished:
            return "trigger, final_queue and finished are for the final edition only"
        if (s.newsboy is None) == s.options.newsboy_strike:
            return "newsboy: held by a seat exactly when the Newsboy Strike is played"
        if s.newsboy == s.current:
            return "newsboy: the seat holding the newsboy forgoes its turn, so it is not current"
        return None
    if s.trigger is None or s.newsboy is not None:
        return "trigger: the final edition has a trigger and the newsboy strike is settled"
    if s.finished[:1] != (s.trigger,):
        return "finished: the trigger is the first seat done in the final edition"
    order = seat_order(s.trigger, s.num_players)[1:]
    queue = s.final_queue
    if s.phase is OVER:
        return "final_queue: nobody is left to act once the game is over" if queue else None
    if not queue or queue[0] != s.current:
        return "final_queue: the current seat is the first in the final edition's queue"
    if any(seat in s.finished for seat in queue):
        return "final_queue: a seat that went to press in the final edition is done"
    if s.edition is FINAL_MOVES:
        if queue != order[order.index(queue[0]):]:
            return "final_queue: the last moves go round in turn order from the trigger"
        if any(seat in queue for seat in s.finished[1:]):
            return "finished: a seat done in the final edition has had its turn"
    elif [seat for seat in order if seat in queue] != list(queue):
        return "final_queue: the last presses go in turn order from the trigger"
    return None


def _presses(s: PennyPressState) -> str | None:
    """What the record of presses determines: each seat's pennies, published
    stories and circulation; the headline cards drawn (one after each press
    before the final edition), the bonus markers and advertisements."""
    table, turn = s.table, s.turn
    n = table.num_players
    final = presses_to_final(n)
    reports = table.reports
    in_progress = turn.page is not None
    if in_progress != (turn.phase is LAYOUT or turn.phase is EXCLUSIVE):
        return "page: a front page is laid out exactly in the layout and exclusive steps"
    done = reports[:-1] if in_progress else reports
    if in_progress and (not reports or reports[-1].seat != turn.current):
        return "reports: the last press is the current seat's, being laid out"
    pennies = [0] * n
    drawn = n  # one headline card a player at setup
    ads: list[tuple[int, int] | None] = [None] * n
    trigger: int | None = None
    trigger_at = 0
    expected = [0] * n
    published: list[tuple[Story, ...]] = [()] * n
    discard = table.headlines.discard_pile
    for i, r in enumerate(done):
        seat, placed, exclusive = r.seat, r.placed, r.exclusive
        points = r.story_points - r.empty_penalty - r.unplaced_penalty
        # `_report_problem`'s tests (the stories all valid: sorted lists
        # compare as multisets; `max` is a call), its message only if one fails.
        if not r.claimed or sorted(r.claimed) != sorted(placed + r.unplaced) or (
            exclusive is not None and exclusive not in placed
        ) or r.scoops[seat] or r.page_points != (points if points > 0 else 0):
            found = _report_problem(i, r)
            if found:
                return found
        pennies[seat] += 1
        expected[seat] += r.page_points
        published[seat] += placed
        ads[seat] = None
        if trigger is None:
            if pennies[seat] == final:
                trigger, trigger_at = seat, i  # the triggering press draws no card
            else:
                if drawn >= len(discard):
                    return f"headlines.drawn: press {i} drew a card not counted as drawn"
                ads[seat] = _AD_SQUARES[pennies[seat] - 1][discard[drawn]]
                drawn += 1
    if in_progress:
        r = reports[-1]
        if r.placed or r.unplaced or r.exclusive is not None or r.story_points or \
                r.empty_penalty or r.unplaced_penalty or r.page_points or r.scoops[r.seat]:
            return "reports: the press being laid out has only its claims and scoops yet"
    if reports:
        expected = list(map(sum, zip(expected, *map(_SCOOPS, reports), strict=True)))
    if trigger is not None and [r.seat for r in done[trigger_at + 1:]] != list(table.finished[1:]):
        return "finished: not the seats that went to press in the final edition, in order"
    if table.end_bonus is not None:
        expected = list(map(sum, zip(expected, table.end_bonus, strict=True)))
    if tuple(pennies) != table.pennies:
        return f"pennies are {list(table.pennies)}, but the presses made give {pennies}"
    if tuple(published) != table.published:
        return "published: not the stories placed in each seat's presses"
    if tuple(expected) != table.circulation:
        return f"circulation is {list(table.circulation)}, but the presses give {expected}"
    if len(discard) != drawn:
        return f"headlines.drawn is {len(discard)}, but {drawn} cards were drawn"
    if (trigger is None) != (table.edition is REGULAR) or trigger != table.trigger:
        return "trigger: not the seat whose press reached the final edition's penny"
    # Each marker moves up by the cards of its beat, to at most 20 (capping
    # once at the end is the same: every card moves it up): the moves of
    # all the cards drawn added up at once, a beat's in 8 bits.
    moved = _MARKERS_AT_START + sum(map(_CARD_MOVES.__getitem__, discard))
    bonus = [_CAPPED[moved >> shift & _MARKER_MASK] for shift in _MARKER_SHIFTS]
    if tuple(bonus) != table.bonus:
        return f"bonus is {list(table.bonus)}, but the headline cards drawn give {bonus}"
    if tuple(ads) != table.advertisements:
        return f"advertisements are {list(table.advertisements)}, but the cards drawn give {ads}"
    return None


# By card, its move of its beat's bonus marker, in 8 bits a beat (the 45
# cards move the markers by 89 in all); by a marker's uncapped place, its
# place. By penny (1st, 2nd, 3rd) and card, the square of the advertisement
# it places.
_MARKER_BITS = 8
_MARKER_MASK = (1 << _MARKER_BITS) - 1
_MARKER_SHIFTS = tuple(_MARKER_BITS * beat for beat in range(BEATS))
_CARD_MOVES = tuple(card.bonus << _MARKER_BITS * card.beat for card in Headline)
_MARKERS_AT_START = sum(BONUS_START << shift for shift in _MARKER_SHIFTS)
_CAPPED = tuple(min(BONUS_MAX, place) for place in range(_MARKER_MASK + 1))
_AD_SQUARES = tuple(
    tuple((row, card.ad_column) for card in Headline) for row in PENNY_ROWS
)


def _report_problem(i: int, r: PressReport) -> str | None:
    where = f"reports[{i}]"
    if not r.claimed or Counter(r.claimed) != Counter(r.placed + r.unplaced):
        return f"{where}: the claimed stories are not the placed and unplaced ones"
    if r.exclusive is not None and r.exclusive not in r.placed:
        return f"{where}.exclusive is not a placed story"
    if r.scoops[r.seat]:
        return f"{where}.scoops: a player is not scooped by its own press"
    total = max(0, r.story_points - r.empty_penalty - r.unplaced_penalty)
    if r.page_points != total:
        return f"{where}.page_points is {r.page_points}, not {total} (never below 0)"
    return None


def _phase(s: PennyPressState) -> str | None:
    """Each step with what it needs."""
    phase, edition = s.phase, s.edition
    over = phase is OVER
    if (s.end_bonus is not None) != over:
        return "end_bonus: the end-game bonuses are scored exactly when the game is over"
    if over:
        dried_up = edition is REGULAR and not any(s.beats)
        if edition is not FINAL_PRESSES and not dried_up:
            return "phase: the game ends after the final edition, or when no story is left"
        assert s.end_bonus is not None
        if s.end_bonus != end_game_bonus(s.published, s.bonus):
            return "end_bonus: not the bonuses the published stars and bonus markers give"
        return None
    if phase is RECALL and (edition is not REGULAR
                                  or s.home[s.current] == REPORTERS):
        return "phase: recalling needs reporters out, and only one is recalled in the final edition"
    if phase is CLOSING and edition is not FINAL_PRESSES:
        return "phase: the closing presses come only at the end of the final edition"
    if phase is ACTION and edition is FINAL_PRESSES:
        return "phase: once the final edition is closing only presses are left"
    if phase is CLOSING and not all(can_claim(s, seat) for seat in s.final_queue):
        return "final_queue: a seat that can claim nothing has no last press to make"
    held = s.held_arrows
    if held is not None:
        for beat in _BEATS:
            if held[beat] != arrow_position(s.beats[beat]):
                break
        else:
            return "held_arrows: arrows where the beats put them are not held (null)"
        if phase is ACTION and edition is REGULAR:
            return f"arrows[{beat.value}] is {held[beat]}, but the beat is not so adjusted"
    if s.page is not None:
        return _page_problem(s, s.page)
    return None


# By form, the square mask of each placement of a story of that form.
_SPOT_MASKS = tuple(
    {placement: mask for placement, mask, _, _ in layout.spots(form)} for form in Form
)


def _page_problem(s: PennyPressState, page: FrontPage) -> str | None:
    ad = s.advertisements[s.current]
    if page.advertisement != ad:
        return "page.advertisement is not the advertisement on the player's page"
    taken = layout.square_mask(ad)
    for i, (story, placement) in enumerate(page.placed):
        mask = _SPOT_MASKS[story.form].get(placement)
        if mask is None:
            return f"page.placed[{i}] is not a placement of a {story.form.name} story"
        if mask & taken:
            return f"page.placed[{i}] overlaps another story or the advertisement"
        taken |= mask
    claimed = (*page.to_place, *(story for story, _ in page.placed))
    # (Stories all, so sorted lists compare as multisets.)
    if sorted(claimed) != sorted(s.reports[-1].claimed):
        return "page: not the stories claimed by the press in progress"
    if page.top_beats != top_beats(s.arrows):
        return "page.top_beats: not the beats with the highest value"
    forms = top_forms(claimed, page.top_beats)
    if page.target != layout.best_top(layout.square_mask(ad), forms):
        return "page.target: not the most the top-beat rule can reach"
    so_far, left = top_so_far(page), top_forms_left(page)
    more = layout.best_top(occupied(page), left)
    if (so_far[0] + more[0], so_far[1] + more[1]) != page.target:
        return "page.placed: the top-beat rule's maxima can no longer be reached"
    can_place = bool(layout_moves(s))
    if s.phase is LAYOUT and not can_place:
        return "phase: laying out the page needs a story that can still be placed"
    if s.phase is EXCLUSIVE and (can_place or not exclusive_candidates(page)):
        return "phase: the exclusive is named once nothing more fits, among candidates"
    return None


# -- The quick forms --------------------------------------------------------
# Each tests its check's invariants (or stricter ones) over whole fields in
# C (set and table look-ups, lengths as a set), in the order the check
# relies on, and builds no message: True means the check passes.
#
# They test the values in the state's tuples, not their types: a state is
# checked once decoded (`GameBase.check_state`), and the decoder has built
# every int in it from a JSON integer (it refuses true, 1.0 and "1"), so a
# look-up by equality, which would take a bool for 1, is exact here. A
# type test per entry costs about 250 instructions (it builds a set of the
# types): at 5 players, 15,000 a load for the reporters alone.

_SCOOPS = operator.attrgetter("scoops")
_NAMED = operator.attrgetter("claimed", "placed", "unplaced")
_EXCLUSIVE = operator.attrgetter("exclusive")
_ONLY = tuple(frozenset({n}) for n in range(6))  # {n}: every length n
_RNG_MAX = 2**64 - 1
_STORY_SET = frozenset(ALL_STORIES)
_STORY_OR_NONE = _STORY_SET | {None}
_HEADLINE_SET = frozenset(Headline)
# Each story as one bit, as the supply keeps it; no story's bits.
_BIT = {story: SUPPLY_BIT[story] for story in ALL_STORIES}
_NO_STORY = ~FULL_SUPPLY
# The values each field may hold (by player count where it depends on it).
_SEATS = tuple(frozenset(range(n)) for n in range(6))
_PENNY_COUNTS = tuple(frozenset(range(presses_to_final(n) + 1)) for n in range(6))
_CIRCULATIONS = frozenset(range(MAX_SCORE + 1))
_ARROWS = frozenset(range(BEAT_SPACES + 1))
_BONUSES = frozenset(range(BONUS_START, BONUS_MAX + 1))
_END_BONUSES = frozenset(range(BEATS * BONUS_MAX + 1))
_SCOOP_POINTS = frozenset(range(MAX_SCOOPS + 1))

# The reporters on a story, every n-tuple of 0-5 for 2-5 players (6**n of
# them), each as one int holding a seat's count in 10 bits: the reporters of
# a board (at most 60 stories, so at most 300 a seat: 9 bits) add up to
# every seat's reporters out in one sum. Adding 512 - 6 to each field then
# carries into its top bit exactly where a seat has more than 5 out. (9,324
# entries: about 1.3 MB held from import, and 7 ms to make; the look-ups
# replaced five passes over the reporters, some 45,000 instructions a load
# at 5 players.)
_SEAT_BITS = 10
_OUT = tuple(
    {
        counts: sum(count << _SEAT_BITS * seat for seat, count in enumerate(counts))
        for counts in itertools.product(range(REPORTERS + 1), repeat=n)
    } if n >= 2 else {}
    for n in range(6)
)
_CARRY_BIT = 1 << (_SEAT_BITS - 1)
_OUT_LIMIT = tuple(
    sum((_CARRY_BIT - REPORTERS - 1) << (_SEAT_BITS * seat) for seat in range(n))
    for n in range(6)
)
_OUT_CARRY = tuple(sum(_CARRY_BIT << (_SEAT_BITS * seat) for seat in range(n)) for n in range(6))


def _seat(value: object, n: int) -> bool:
    return type(value) is int and 0 <= value < n


def _quick(s: PennyPressState) -> bool:
    """Whether ``s`` passes `_sizes`, `_ranges` and `_components` (or
    stricter tests), in their order."""
    table, turn = s.table, s.turn
    n = table.num_players
    page, held, reports = turn.page, turn.held_arrows, table.reports
    # _sizes
    if type(n) is not int or not 2 <= n <= 5 or not (
        len(table.pennies) == n and len(table.published) == n
        and len(table.circulation) == n and len(table.advertisements) == n
        and len(table.bonus) == BEATS
        and (held is None or len(held) == BEATS)
        and len(reports) <= PENNIES + 1
        and (table.end_bonus is None or len(table.end_bonus) == n)
        and (page is None or len(page.top_beats) == BEATS)
    ):
        return False
    columns = (s.war, s.crime, s.city, s.politics, s.human)
    on_stories = (*s.war, *s.crime, *s.city, *s.politics, *s.human)
    scoops = [r.scoops for r in reports]
    if len(on_stories) > len(ALL_STORIES) or not _ONLY[n].issuperset(map(len, scoops)):
        return False
    # _ranges
    rng, current, turns_left = table.rng.state, turn.current, turn.turns_left
    drawn = table.headlines.drawn
    if not (
        type(rng) is int and 0 <= rng <= _RNG_MAX and _seat(current, n)
        and type(drawn) is int and 0 <= drawn <= len(_HEADLINE_SET)
        and type(turns_left) is int and (turns_left == 1 or (turns_left == 2 and n == 2
                                          and table.options.two_player_double_turns))
    ):
        return False
    # The reporters, with `_components`'s count per seat: every story's
    # reporters (comprehensions read the slots faster than `map` with an
    # attrgetter) one n-tuple of 0-5 in `_OUT`, each seat's 5 at most.
    try:
        out = sum(map(_OUT[n].__getitem__, [c.reporters for c in on_stories]))
    except (KeyError, TypeError):  # (not one of them, or unhashable)
        return False
    queue, finished = table.final_queue, table.finished
    if not (
        (out + _OUT_LIMIT[n]) & _OUT_CARRY[n] == 0
        and _PENNY_COUNTS[n].issuperset(table.pennies)
        and _CIRCULATIONS.issuperset(table.circulation)
        # (Arrows where the columns put them are always 0 to 9.)
        and (held is None or _ARROWS.issuperset(held))
        and _BONUSES.issuperset(table.bonus)
        and (turn.newsboy is None or _seat(turn.newsboy, n))
        and (table.trigger is None or _seat(table.trigger, n))
        and (not queue or (_SEATS[n].issuperset(queue) and len(set(queue)) == len(queue)))
        and (not finished or (
            _SEATS[n].issuperset(finished) and len(set(finished)) == len(finished)))
        and (table.end_bonus is None or _END_BONUSES.issuperset(table.end_bonus))
    ):
        return False
    ads = table.advertisements
    if len(ads) - ads.count(None) > ADVERTISEMENTS:
        return False
    if page is not None:
        ads += (page.advertisement,)
    for ad in ads:
        if ad is not None and not (
            type(ad[0]) is int and 0 <= ad[0] < PAGE.height
            and type(ad[1]) is int and 0 <= ad[1] < PAGE.width
        ):
            return False
    for r in reports:
        points, empty, unplaced, total = (
            r.story_points, r.empty_penalty, r.unplaced_penalty, r.page_points)
        seat = r.seat
        if not (
            type(seat) is int and 0 <= seat < n  # (`_seat` inline: a call a report)
            and type(points) is int and 0 <= points <= MAX_PAGE_POINTS
            and type(empty) is int and 0 <= empty <= EMPTY_MAX
            and type(unplaced) is int and 0 <= unplaced <= 6 * len(r.unplaced)
            and type(total) is int and 0 <= total <= MAX_PAGE_POINTS
        ):
            return False
    if not _SCOOP_POINTS.issuperset(itertools.chain.from_iterable(scoops)):
        return False
    # _components
    # Each column's stories as bits of its beat's 12 (a story of another
    # beat, or no story, is no key of `_COLUMN_BITS`), which say the spaces
    # it takes; a story twice in a column carries, out of the 12 bits or
    # into a story not there, and is then caught with the rest below.
    board = [c.story for c in on_stories]
    placed = start = 0
    try:
        for beat, column in enumerate(columns):
            end = start + len(column)
            bits = sum(map(_COLUMN_BITS[beat].__getitem__, board[start:end]))
            if _COLUMN_SPACES[bits] > BEAT_SPACES:  # (IndexError: carried out)
                return False
            placed += bits << _BEAT_SHIFT * beat
            start = end
    except (IndexError, KeyError, TypeError):
        return False
    tiles: list[Story] = []
    if page is not None:
        tiles += page.to_place
        tiles += map(_FIRST, page.placed)
    tiles += itertools.chain.from_iterable(table.published)
    supply = table.supply
    try:
        # The supply an int of 60 bits (any is stacks in star order; a
        # negative int has bits no story has), and the 60 stories each once:
        # 60 tiles whose bits add up to all 60 bits (a story twice would
        # carry, and leave fewer than 60 bits set).
        if type(supply) is not int or supply & _NO_STORY or \
                supply.bit_count() + len(board) + len(tiles) != len(ALL_STORIES) or \
                supply + placed + sum(map(_BIT.__getitem__, tiles)) != FULL_SUPPLY:
            return False
    except (KeyError, TypeError):
        return False
    cards = table.headlines.order
    return (
        _STORY_SET.issuperset(itertools.chain.from_iterable(
            itertools.chain.from_iterable(map(_NAMED, reports))))
        and _STORY_OR_NONE.issuperset(map(_EXCLUSIVE, reports))
        and len(cards) == len(_HEADLINE_SET) and _HEADLINE_SET.issuperset(cards)
        and len(set(cards)) == len(cards)
    )


# By beat, its stories' bits among the beat's 12, as the supply keeps them
# from the beat's shift (`STACK_SHIFT`); by those 12 bits, the spaces the
# stories take (every beat's stories lie alike: beat 0's spaces serve all).
_BEAT_SHIFT = len(ALL_STORIES) // BEATS
_COLUMN_BITS = tuple(
    {story: SUPPLY_BIT[story] >> _BEAT_SHIFT * beat.value
     for story in ALL_STORIES if STORY_BEAT[story] is beat}
    for beat in Beat
)
_COLUMN_SPACES = tuple(
    sum(STORY_SPACES[i] for i in range(_BEAT_SHIFT) if bits >> i & 1)
    for bits in range(1 << _BEAT_SHIFT)
)
_FIRST = operator.itemgetter(0)


_CHECKS = (_sizes, _ranges, _components, _turn, _presses, _phase)
