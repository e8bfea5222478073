"""Penny Press's transitions, in the order of the rulebook.

Setup; drawing headline cards; adjusting the news beats; turn order; the
four actions (assign, recall, reassign, go to press); going to press step by
step (claim, scoop, front page, penny, headline card); the final edition.
At the end, `TABLE`: each step of the game, the actions it takes, how their
legal actions are generated, the check that says why one is illegal, and
the transition.
"""

from __future__ import annotations

import contextlib
import functools
import itertools
import operator
from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

from pressroom.core.engine import Move, MoveTable, Step
from pressroom.core.frozen import builder, replace
from pressroom.core.grid import Placement
from pressroom.core.memo import remember_last
from pressroom.core.rng import Rng
from pressroom.core.shown import shown
from pressroom.core.turns import left_of, seat_order, with_seat
from pressroom.games.penny_press import layout
from pressroom.games.penny_press.actions import (
    Action,
    Assign,
    Done,
    Exclusive,
    GoToPress,
    Pass,
    Place,
    Reassign,
    Recall,
)
from pressroom.games.penny_press.components import (
    ALL_STORIES,
    BEAT_SPACES,
    BONUS_MAX,
    BONUS_START,
    FORM_SPACES,
    PAGE,
    PENNY_ROWS,
    REPORTERS,
    SCOOP,
    STORY_BEAT,
    STORY_FORM,
    STORY_SPACES,
    VALUE,
    Beat,
    Form,
    Headline,
    HeadlineCard,
    Story,
    is_story,
    presses_to_final,
)
from pressroom.games.penny_press.options import LastPresses, Options
from pressroom.games.penny_press.scoring import end_game_bonus, score_front_page
from pressroom.games.penny_press.state import (
    ACTION,
    CLOSING,
    EXCLUSIVE,
    FINAL_MOVES,
    FINAL_PRESSES,
    FULL_SUPPLY,
    LAYOUT,
    MOST,
    OVER,
    RECALL,
    REGULAR,
    SHARED_COVERED,
    STACK_SHIFT,
    SUPPLY_BIT,
    Covered,
    FrontPage,
    Headlines,
    PennyPressState,
    Phase,
    PressReport,
    alone,
    arrow_position,
    build_state,
    changed,
    column_arrows,
    covered_by,
    new_state,
    shared,
    turn_of,
)

T = TypeVar("T")


# -- Setup ------------------------------------------------------------------


def setup(num_players: int, seed: int, options: Options) -> PennyPressState:
    """Scores at 0, bonus markers on 2, five reporters each, stories stacked
    1-star on top; one headline card per player (no advertisement); arrows
    set; the first seat starts."""
    n = num_players
    if options.newsboy_strike and n < 4:
        raise ValueError("the Newsboy Strike variant is for 4-5 players")
    order, rng = Rng.from_seed(seed).shuffle(tuple(Headline))
    cards = order[:n]
    state = new_state(
        num_players=n,
        options=options,
        rng=rng,
        supply=FULL_SUPPLY,
        beats=((),) * len(Beat),
        arrows=(0,) * len(Beat),
        bonus=(BONUS_START,) * len(Beat),
        headlines=Headlines(order, n),
        pennies=(0,) * n,
        published=((),) * n,
        circulation=(0,) * n,
        advertisements=(None,) * n,
        current=0,
        turns_left=1,
        # The newsboy starts with the player to the left of the first player.
        newsboy=1 if options.newsboy_strike else None,
    )
    bonus = state.bonus
    for card in cards:
        bonus = advanced_bonus(bonus, card.card)
    state = add_setup_stories(changed(state, bonus=bonus), [card.card for card in cards])
    return start_turn(adjust_beats(state))


def add_setup_stories(state: PennyPressState, cards: Iterable[HeadlineCard]) -> PennyPressState:
    """The stories of the initial headline cards. "In the rare event that
    [a story does not fit] during setup, leave the 3-star C or D story on the
    stack, and place the other stories": the 3-star C and D stories are
    placed last, so when a beat overflows they are the ones left out."""
    last = []
    supply, beats, n = state.table.supply, state.beats, state.num_players
    for card in cards:
        for beat, form in card.stories:
            # (Only the 3-star story left on the stack: its bit 2 alone.)
            if supply >> STACK_SHIFT[beat][form] & 7 == 4 and FORM_SPACES[form] == 2:
                last.append((beat, form))
            else:
                supply, beats = added_story(supply, beats, beat, form, n)
    for beat, form in last:
        supply, beats = added_story(supply, beats, beat, form, n)
    return changed(state, supply=supply, beats=beats)


# -- Drawing headline cards -------------------------------------------------


def draw_headline(state: PennyPressState, seat: int) -> PennyPressState:
    """Draw a headline card: share the news (advance its bonus marker, add
    its stories), place its advertisement on ``seat``'s page, then discard
    it face up. The deck never runs out: at most 5 + 5 x 2 of its 45 cards
    are drawn before the final edition, which draws none."""
    deck = state.headlines
    card = deck.order[deck.drawn].card
    bonus, supply, beats = advanced_bonus(state.bonus, card), state.table.supply, state.beats
    for beat, form in card.stories:
        supply, beats = added_story(supply, beats, beat, form, state.num_players)
    ads = with_seat(
        state.advertisements, seat, advertisement_square(state.pennies[seat], card)
    )
    return changed(
        state, headlines=Headlines(deck.order, deck.drawn + 1), bonus=bonus, supply=supply,
        beats=beats, advertisements=ads,
    )


def share_the_news(state: PennyPressState, card: HeadlineCard) -> PennyPressState:
    """Advance the card's bonus marker (up to 20), then add its stories."""
    supply, beats = state.table.supply, state.beats
    for beat, form in card.stories:
        supply, beats = added_story(supply, beats, beat, form, state.num_players)
    return changed(state, bonus=advanced_bonus(state.bonus, card), supply=supply, beats=beats)


def advanced_bonus(bonus: tuple[int, ...], card: HeadlineCard) -> tuple[int, ...]:
    """The card's bonus marker moved up by its +1, +2 or +3, to at most 20."""
    return with_seat(bonus, card.beat, min(BONUS_MAX, bonus[card.beat] + card.bonus))


def column_spaces(column: tuple[Covered, ...]) -> int:
    return sum(STORY_SPACES[c.story] for c in column)


Beats = tuple[tuple[Covered, ...], ...]


def added_story(
    supply: int, beats: Beats, beat: Beat, form: Form, num_players: int
) -> tuple[int, Beats]:
    """Take the top story of the stack into its beat (the supply is the int
    `state.Table` keeps). "If a headline card calls for a story piece from
    an empty stack, then no story is placed"; if the beat has no room,
    "leave it on its stack"."""
    first = STACK_SHIFT[beat][form]  # the stack's 1-star story
    stack = supply >> first & 7
    column = beats[beat]
    if not stack or column_spaces(column) + FORM_SPACES[form] > BEAT_SPACES:
        return supply, beats
    top = _TOP[stack]  # the fewest stars left, less 1
    added = alone(ALL_STORIES[first + top], _NOBODY[num_players])
    return supply ^ (1 << (first + top)), with_seat(beats, beat, column + added)


# By a stack's 3 bits (not 0), the lowest set: its top story's stars less 1.
_TOP = (-1, 0, 1, 0, 2, 0, 1, 0)


def add_story(state: PennyPressState, beat: Beat, form: Form) -> PennyPressState:
    supply, beats = added_story(state.table.supply, state.beats, beat, form, state.num_players)
    return changed(state, supply=supply, beats=beats)


def advertisement_square(pennies: int, card: HeadlineCard) -> tuple[int, int]:
    """"Place an advertisement on your front page in the highlighted column,
    in the row of your highest penny" (pennies fill the rows bottom-up)."""
    return _AD_SQUARES[pennies - 1][card.ad_column]


# Every square an advertisement may take (row of the 1st-3rd penny, column).
_AD_SQUARES = tuple(tuple((row, col) for col in range(PAGE.width)) for row in PENNY_ROWS)


# -- Adjusting news beats ---------------------------------------------------


def adjust_beats(state: PennyPressState, beats: Iterable[Beat] = Beat) -> PennyPressState:
    """Move the arrows of ``beats`` (the others are already adjusted).
    Never in the final edition: the arrows are flipped and stay."""
    if state.edition is not REGULAR:
        return state
    arrows = list(state.arrows)
    columns = state.beats
    for beat in beats:
        arrows[beat] = arrow_position(columns[beat])
    new = tuple(arrows)
    return state if new == state.arrows else changed(state, arrows=new)


def value(state: PennyPressState, beat: Beat) -> int:
    return VALUE[state.arrows[beat]]


# -- Turn order -------------------------------------------------------------


def start_turn(state: PennyPressState) -> PennyPressState:
    """The first turn (and any after `next_turn`): the newsboy's holder is
    skipped (see `following_turn`)."""
    current, newsboy = skip_the_newsboy(state.current, state.newsboy, state.num_players)
    if (current, newsboy, state.phase) == (state.current, state.newsboy, ACTION):
        return state
    return changed(state, newsboy=newsboy, current=current, phase=ACTION)


def skip_the_newsboy(current: int, newsboy: int | None, n: int) -> tuple[int, int | None]:
    """The newsboy strike: "When a player holds the newsboy ... this player
    foregoes their normal action and instead passes the newsboy to the
    player to their right ... Play then passes to the player to their left,
    per usual." """
    while newsboy == current:
        newsboy, current = (current - 1) % n, left_of(current, n)
    return current, newsboy


def following_turn(state: PennyPressState) -> tuple[int, int, int | None]:
    """Whose turn is next in the regular edition: (current, turns left in a
    row, newsboy). Play passes clockwise; with two players, after the first
    turn each takes two in a row."""
    n = state.num_players
    two_turns = n == 2 and state.options.two_player_double_turns
    if two_turns and state.turns_left > 1:
        return state.current, state.turns_left - 1, state.newsboy
    current, newsboy = skip_the_newsboy(left_of(state.current, n), state.newsboy, n)
    return current, 2 if two_turns else 1, newsboy


def next_turn(state: PennyPressState) -> PennyPressState:
    """After an action and the adjustment of the beats, the next turn."""
    return end_action(state, ())


def end_action(state: PennyPressState, beats: Iterable[Beat] = Beat) -> PennyPressState:
    """Adjust the news beats (those the action touched), then the next turn."""
    if state.edition is not REGULAR:
        return next_final_turn(state)
    columns = state.beats
    held = state.turn.held_arrows
    beats = tuple(beats)
    if held is not None and len(set(beats)) < len(Beat):
        adjusted = list(held)
        for beat in beats:
            adjusted[beat] = arrow_position(columns[beat])
        state = changed(state, arrows=adjusted)
    elif held is not None:
        state = changed(state, held_arrows=None)  # all where the columns put them
    if not any(columns):
        return news_dried_up(state)
    current, turns_left, newsboy = following_turn(state)
    turn = state.turn
    return replace(
        state,
        turn=turn_of(current, ACTION, turns_left, newsboy, turn.held_arrows, turn.page),
    )


def end_move(
    state: PennyPressState, columns: list[tuple[Covered, ...]], touched: Iterable[Beat],
) -> PennyPressState:
    """`end_action` after an assign, recall or reassign, which change only
    the beats' reporters (and so the mats): the state is built once (these
    are most of a game's actions). ``columns``: the five beat columns, some
    changed; ``touched``: the beats whose arrows may move (a story became
    covered or uncovered)."""
    s = state
    table = s.table
    if table.edition is not REGULAR:
        return next_final_turn(changed(s, beats=tuple(columns), phase=ACTION))
    if s.turn.held_arrows is not None:
        # Recalling (or a state made by hand): the held arrows move.
        arrows = list(s.turn.held_arrows)
        for beat in touched:
            arrows[beat] = arrow_position(columns[beat])
        current, turns_left, newsboy = following_turn(s)
        return changed(
            s, beats=tuple(columns), arrows=arrows, current=current, phase=ACTION,
            turns_left=turns_left, newsboy=newsboy,
        )
    # Otherwise the arrows are where the columns put them, moved or not.
    # `following_turn`, inlined for the most common actions.
    n = table.num_players
    turn = s.turn
    if n == 2 and table.options.two_player_double_turns and turn.newsboy is None:
        if turn.turns_left == 2:
            turn = _DOUBLE_TURNS[turn.current][0]  # one turn left
        elif turn.turns_left > 2:
            turn = turn_of(turn.current, ACTION, turn.turns_left - 1, None)
        else:
            turn = _DOUBLE_TURNS[(turn.current + 1) % n][1]  # two turns
    elif turn.newsboy is None:
        turn = _PLAIN_TURNS[(turn.current + 1) % n]
    else:
        current, turns_left, newsboy = following_turn(s)
        turn = turn_of(current, ACTION, turns_left, newsboy)
    war, crime, city, politics, human = columns
    return build_state(table, war, crime, city, politics, human, turn)


# -- The four actions -------------------------------------------------------


def find(state: PennyPressState, story: Story) -> int | None:
    """The story's place in its beat column, or None if it is not on the
    board (``story`` may be any `Story`: its fields are checked first)."""
    if type(story) is not Story:
        return None
    for i, covered in enumerate(state.beats[STORY_BEAT[story]]):
        if covered.story is story:  # members are singletons, loaded ones too
            return i
    return None


def moved(
    columns: list[tuple[Covered, ...]], seat: int, story: Story, change: int
) -> bool:
    """Puts ``change`` more of ``seat``'s reporters on ``story`` in
    ``columns`` (the five beat columns); whether the story became covered or
    uncovered (its arrow moves)."""
    beat = STORY_BEAT[story]
    column = columns[beat]
    for i, covered in enumerate(column):
        if covered.story is story:
            old = covered.reporters
            counts = list(old)  # (a list, changed and made a tuple: faster than slices)
            counts[seat] += change
            reporters = tuple(counts)
            if len(column) == 1:
                columns[beat] = alone(story, reporters)
            else:
                # (`covered_by`, its look-up written out: most moves find a
                # shared record.)
                new = SHARED_COVERED[story].get(reporters)
                items = list(column)
                items[i] = covered_by(story, reporters) if new is None else new
                columns[beat] = tuple(items)
            # Reporters added cover a story nobody covered; taken, they
            # uncover it if none are left.
            return not any(old if change > 0 else reporters)
    raise ValueError(f"{story} is not on the board")


_NOBODY = tuple((0,) * n for n in range(6))


def move_reporters(
    beats: tuple[tuple[Covered, ...], ...], seat: int, story: Story, change: int
) -> tuple[tuple[Covered, ...], ...]:
    """The beats with ``change`` more of ``seat``'s reporters on ``story``."""
    columns = list(beats)
    moved(columns, seat, story, change)
    return tuple(columns)


# The commonest turns: each seat's action step, one turn in a row, no newsboy.
_PLAIN_TURNS = tuple(turn_of(seat, ACTION, 1, None) for seat in range(5))
# Two players taking two turns in a row: by seat, one then two turns left.
_DOUBLE_TURNS = tuple(
    (turn_of(seat, ACTION, 1, None), turn_of(seat, ACTION, 2, None))
    for seat in range(2)
)
_NO_BEATS: tuple[Beat, ...] = ()
_BEAT_OF = tuple((STORY_BEAT[story],) for story in ALL_STORIES)
_ALL_BEATS = tuple(Beat)


def _columns(state: PennyPressState) -> list[tuple[Covered, ...]]:
    return [state.war, state.crime, state.city, state.politics, state.human]


def assign(state: PennyPressState, action: Assign) -> PennyPressState:
    """Place one or more reporters from your mat onto one story."""
    seat, count, story = action.player, action.count, action.story
    columns = _columns(state)
    flipped = moved(columns, seat, story, count)
    return end_move(state, columns, _BEAT_OF[story] if flipped else _NO_BEATS)


def recall(state: PennyPressState, action: Recall) -> PennyPressState:
    """One reporter back to the mat; more may follow before `Done`, except in
    the final edition, where only one may be recalled."""
    seat = action.player
    columns = _columns(state)
    flipped = moved(columns, seat, action.story, -1)
    if state.edition is not REGULAR or not has_reporters_out(columns, seat):
        return end_move(state, columns, _ALL_BEATS)
    turn = state.turn
    held = turn.held_arrows
    if held is None and flipped:
        # The arrows move once the recall is done: held until then (unless
        # the flipped beat's arrow stays at the top, 9).
        beat = STORY_BEAT[action.story]
        if arrow_position(columns[beat]) != arrow_position(state.beats[beat]):
            held = column_arrows(state.beats)
    elif held is not None:
        held = None if held == column_arrows(columns) else held
    if turn.phase is not RECALL or turn.held_arrows != held:
        # (A recall after a recall with the arrows held as they were keeps
        # its turn.)
        turn = turn_of(turn.current, RECALL, turn.turns_left, turn.newsboy, held)
    war, crime, city, politics, human = columns
    return build_state(state.table, war, crime, city, politics, human, turn)


def has_reporters_out(columns: Iterable[tuple[Covered, ...]], seat: int) -> bool:
    """Whether ``seat`` has a reporter on a story of ``columns``."""
    for column in columns:
        for covered in column:
            if covered.reporters[seat]:
                return True
    return False


def finish_recall(state: PennyPressState, action: Done) -> PennyPressState:
    return end_action(state)


def pass_turn(state: PennyPressState, action: Pass) -> PennyPressState:
    """Only when nothing at all can be done (see `check_pass`)."""
    return end_action(state)


def reassign(state: PennyPressState, action: Reassign) -> PennyPressState:
    """Move one of your reporters from one story to another."""
    seat, source, target = action.player, action.source, action.target
    columns = _columns(state)
    source_flipped = moved(columns, seat, source, -1)
    target_flipped = moved(columns, seat, target, 1)
    touched = _NO_BEATS
    if source_flipped:
        touched = _BEAT_OF[source]
    if target_flipped and not (source_flipped and STORY_BEAT[source] is STORY_BEAT[target]):
        touched += _BEAT_OF[target]
    return end_move(state, columns, touched)


# -- Going to press ---------------------------------------------------------


def claims(state: PennyPressState, seat: int) -> tuple[Story, ...]:
    """Every story where ``seat`` has at least one reporter and at least as
    many as any other player."""
    return tuple(
        c.story
        for column in state.beats
        for c in column
        if c.reporters[seat] and c.reporters[seat] == max(c.reporters)
    )


def can_claim(state: PennyPressState, seat: int) -> bool:
    for column in state.beats:
        for c in column:
            mine = c.reporters[seat]
            if mine and mine == max(c.reporters):
                return True
    return False


def go_to_press(state: PennyPressState, action: GoToPress) -> PennyPressState:
    """Claim stories, award scoop points, then lay out the front page."""
    seat = action.player
    claimed = claims(state, seat)
    state, scoops = award_scoops(state, seat, claimed)
    page = new_front_page(state, claimed, state.advertisements[seat])
    report = PressReport(seat, claimed, (), (), None, 0, 0, 0, 0, scoops)
    state = changed(state, page=page, phase=LAYOUT, reports=state.reports + (report,))
    return continue_layout(state)


def top_beats(arrows: tuple[int, ...]) -> tuple[bool, ...]:
    """The beats whose arrows point to the highest value (ties all count)."""
    values = [VALUE[a] for a in arrows]
    best = max(values)
    key = tuple(v == best for v in values)
    return _TOP_BEATS.get(key, key)


# Every top_beats there is (32): shared, so that a press keeps one of these.
_TOP_BEATS = {key: key for key in itertools.product((False, True), repeat=len(Beat))}


def new_front_page(
    state: PennyPressState, claimed: tuple[Story, ...], ad: tuple[int, int] | None
) -> FrontPage:
    top = top_beats(state.arrows)
    target = layout.best_top(layout.square_mask(ad), top_forms(claimed, top))
    return FrontPage(claimed, (), ad, top, _TARGETS.get(target, target))


# Every target there is (touching, placed; at most 12 stories): shared.
_TARGETS = {(t, p): (t, p) for p in range(13) for t in range(p + 1)}


def award_scoops(
    state: PennyPressState, seat: int, claimed: tuple[Story, ...]
) -> tuple[PennyPressState, tuple[int, ...]]:
    """Each other player with a reporter on a claimed story scores the beat's
    scoop value, once per story. All reporters on claimed stories go home and
    the stories leave the board (the gaps close)."""
    n = state.num_players
    scoops = [0] * n
    beats = []
    arrows = state.arrows
    taken = set(claimed)  # (`in` a tuple would call `Story.__eq__`)
    for beat, column in enumerate(state.beats):
        kept = []
        for covered in column:
            if covered.story not in taken:
                kept.append(covered)
                continue
            for other in range(n):
                if other != seat and covered.reporters[other]:
                    scoops[other] += SCOOP[arrows[beat]]
        # (A column that keeps all its stories is kept as it is.)
        beats.append(column if len(kept) == len(column) else tuple(kept))
    if any(scoops):
        circulation = tuple(c + s for c, s in zip(state.circulation, scoops, strict=True))
        state = changed(state, beats=tuple(beats), circulation=circulation)
        return state, shared(tuple(scoops))
    return changed(state, beats=tuple(beats)), _NOBODY[n]


def _page(state: PennyPressState) -> FrontPage:
    assert state.page is not None
    return state.page


def occupied(page: FrontPage) -> int:
    """The squares taken by placed stories and the advertisement."""
    return layout.occupied_mask(page.placed, layout.square_mask(page.advertisement))


def top_so_far(page: FrontPage) -> tuple[int, int]:
    """(top-beat stories touching the top edge, top-beat stories) placed."""
    touching = placed = 0
    top_beats_ = page.top_beats
    for story, placement in page.placed:
        if top_beats_[STORY_BEAT[story]]:
            touching += layout.touches_top(placement)
            placed += 1
    return touching, placed


def top_forms(stories: tuple[Story, ...], top_beats_: tuple[bool, ...]) -> tuple[Form, ...]:
    """The forms of the top-beat stories among ``stories``, sorted (as
    `layout.best_top` takes them)."""
    return tuple(sorted([STORY_FORM[s] for s in stories if top_beats_[STORY_BEAT[s]]]))


def top_forms_left(page: FrontPage) -> tuple[Form, ...]:
    return top_forms(page.to_place, page.top_beats)


def keeps_target(
    page: FrontPage, story: Story, spot: layout.Spot, taken: int,
    so_far: tuple[int, int], left: tuple[Form, ...],
) -> bool:
    """Whether the top-beat maxima are still reachable after this placement
    ("place as many top-beat stories as possible touching the top edge, then
    as many of the remaining top-beat stories as possible, then the rest")."""
    _, mask, top, _ = spot
    if mask & taken:
        return False
    touching, placed = so_far
    if page.top_beats[story.beat]:
        touching, placed = touching + top, placed + 1
        i = left.index(story.form)
        left = left[:i] + left[i + 1:]
    more_touching, more_placed = layout.best_top(taken | mask, left)
    return (touching + more_touching, placed + more_placed) == page.target


def layout_moves(state: PennyPressState) -> tuple[Place, ...]:
    """Every placement of a claimed story that keeps the maxima reachable
    (`keeps_target`, with what does not depend on the spot worked out once
    per story)."""
    return _layout_moves(_page(state), state.current)


# A layout step asks for a page's placements in `legal_actions`, in the
# check of the placement and after it (`continue_layout`): the last are kept.
@remember_last
def _layout_moves(page: FrontPage, seat: int) -> tuple[Place, ...]:
    taken = occupied(page)
    so_far = top_so_far(page)
    left = top_forms_left(page)
    touching_target, placed_target = page.target
    target = touching_target * 8 + placed_target  # (packed as `layout.packed_best_top`)
    top_beats_ = page.top_beats
    best_top = layout.packed_best_top
    moves: list[Place] = []
    for story in dict.fromkeys(page.to_place):
        form = STORY_FORM[story]
        touching, placed = so_far
        rest = left
        is_top = top_beats_[STORY_BEAT[story]]
        if is_top:
            placed += 1
            i = left.index(form)
            rest = left[:i] + left[i + 1:]
        code = layout.forms_code(rest)  # (once for every spot of the story)
        for placement, mask, top, upright in layout.spots(form):
            if mask & taken:
                continue
            # (With no top-beat story left to place, nothing more to reach.)
            more = best_top(taken | mask, rest, code) if rest else 0
            if (touching + (top and is_top)) * 8 + placed + more == target:
                moves.append(_place(seat, story, placement, upright))
    return tuple(moves)


def place(state: PennyPressState, action: Place) -> PennyPressState:
    """Lay one claimed story on the front page."""
    page = _page(state)
    spot = layout.spot(action.story.form, action.row, action.col, action.upright)
    assert spot is not None
    remaining = list(page.to_place)
    remaining.remove(action.story)
    page = FrontPage(
        tuple(remaining), page.placed + ((action.story, spot[0]),),
        page.advertisement, page.top_beats, page.target,
    )
    return continue_layout(replace(state, turn=replace(state.turn, page=page)))


def continue_layout(state: PennyPressState) -> PennyPressState:
    """Claimed stories are placed while any still fits; then the exclusive."""
    if layout_moves(state):
        return state
    if exclusive_candidates(_page(state)):
        return changed(state, phase=EXCLUSIVE)
    return publish(state, None)


def exclusive_candidates(page: FrontPage) -> tuple[Story, ...]:
    """Placed stories not from a top beat that touch the top edge."""
    return tuple(
        s for s, p in page.placed if not page.top_beats[s.beat] and layout.touches_top(p)
    )


def name_exclusive(state: PennyPressState, action: Exclusive) -> PennyPressState:
    return publish(state, action.story)


def publish(state: PennyPressState, exclusive: Story | None) -> PennyPressState:
    """Score the page, keep the published stories, remove the advertisement,
    take a penny, then draw a headline card (not in the final edition)."""
    page = _page(state)
    seat = state.current
    values = tuple(VALUE[arrow] for arrow in state.arrows)
    placed = tuple(s for s, _ in page.placed)
    score = score_front_page(page, values, exclusive)
    claim = state.reports[-1]
    report = PressReport(
        seat, claim.claimed, placed, page.to_place, exclusive, score.story_points,
        score.empty_penalty, score.unplaced_penalty, score.total, claim.scoops,
    )
    pennies = state.pennies[seat] + 1
    final = state.edition is not REGULAR
    state = changed(
        state,
        supply=returned_unplaced(state.table.supply, page.to_place),
        page=None,
        phase=ACTION,
        reports=state.reports[:-1] + (report,),
        circulation=with_seat(state.circulation, seat, state.circulation[seat] + score.total),
        published=with_seat(state.published, seat, state.published[seat] + placed),
        advertisements=with_seat(state.advertisements, seat, None),
        pennies=shared(with_seat(state.pennies, seat, pennies)),
        finished=state.finished + ((seat,) if final else ()),
    )
    if final:
        return end_action(state)
    if pennies == presses_to_final(state.num_players):
        return start_final_edition(state, seat)
    return end_action(draw_headline(state, seat))


def returned_unplaced(supply: int, stories: tuple[Story, ...]) -> int:
    """A claimed story that did not fit goes back to its stack, in its place
    by star value (stories are "taken from the top of the supply stack, in
    order of star value"): on top unless a story with fewer stars is there
    (the supply keeps a bit a story, the stack's top its lowest)."""
    for story in stories:
        supply |= SUPPLY_BIT[story]
    return supply


# -- Final edition ----------------------------------------------------------


def start_final_edition(state: PennyPressState, trigger: int) -> PennyPressState:
    """The arrows freeze, the newsboy strike is settled, and each other
    player in turn order gets one last move or press. The trigger is done."""
    queue = seat_order(trigger, state.num_players)[1:]
    state = changed(
        state,
        edition=FINAL_MOVES,
        newsboy=None,
        trigger=trigger,
        finished=(trigger,),
        final_queue=queue,
    )
    return changed(state, current=queue[0], phase=ACTION)


def next_final_turn(state: PennyPressState) -> PennyPressState:
    """Players who went to press are done. After the last moves, "again in
    turn order any remaining players may go to press"; a player who can
    claim nothing has no press to make and is skipped."""
    queue = state.final_queue[1:]
    edition = state.edition
    if edition is FINAL_MOVES and not queue:
        assert state.trigger is not None
        order = seat_order(state.trigger, state.num_players)[1:]
        queue = tuple(s for s in order if s not in state.finished)
        edition = FINAL_PRESSES
    if edition is FINAL_PRESSES:
        # Claims only shrink as others press, so a seat unable now stays unable.
        queue = tuple(s for s in queue if can_claim(state, s))
    if not queue:
        return game_end(changed(state, edition=edition))
    phase = CLOSING if edition is FINAL_PRESSES else ACTION
    return changed(state, edition=edition, final_queue=queue, current=queue[0], phase=phase)


def decline_press(state: PennyPressState, action: Pass) -> PennyPressState:
    """A remaining player who does not go to press is done."""
    return next_final_turn(state)


def news_dried_up(state: PennyPressState) -> PennyPressState:
    """No story is left in any beat (a press took the last ones and its
    headline card called only for empty stacks): every reporter is home, no
    one can assign, recall, reassign or go to press, and no card will ever
    be drawn again. The rulebook does not foresee it; the game ends, as the
    final edition would have (nobody could press in it)."""
    return game_end(state)


def game_end(state: PennyPressState) -> PennyPressState:
    """End-game bonuses by stars per beat; the game is over."""
    forget_boards()
    bonus = end_game_bonus(state.published, state.bonus)
    circulation = tuple(c + b for c, b in zip(state.circulation, bonus, strict=True))
    return changed(
        state, circulation=circulation, end_bonus=bonus, phase=OVER, final_queue=()
    )


# -- Who decides ------------------------------------------------------------

_SEATS = tuple((seat,) for seat in range(5))


def to_move(state: PennyPressState) -> tuple[int, ...]:
    """The current player, in every step; nobody once the game is over."""
    turn = state.turn
    if turn.phase is OVER:
        return ()
    return _SEATS[turn.current]


# -- Legal actions, generated per step --------------------------------------
#
# The legal lists hand out ready-made action objects (actions are values):
# building ~100 checked actions per step was most of a step's cost. The
# action step's five generators share one scan of the board (`scan`, one
# pass over its stories), and take the assigns and reassigns
# from tuples built once per seat and set of stories on the board (`Board`),
# which changes only when a press or a headline card moves stories: a step
# then copies ready tuples instead of walking ~200 actions one by one.
# Assigns and recalls are built once per seat and story (1,800 objects);
# reassigns, which would be 17,700, once per board row (see `Board`); layout
# placements for the step that lists them (a few per press).


@functools.cache
def _seat_actions(seat: int) -> tuple[GoToPress, Pass, Done, Exclusive]:
    return GoToPress(seat), Pass(seat), Done(seat), Exclusive(seat, None)


@functools.cache
def _assigns(seat: int, most: int) -> tuple[tuple[Assign, ...], ...]:
    """By story: assigning 1 to ``most`` reporters (the same objects for
    every ``most``)."""
    if most < REPORTERS:
        return tuple(row[:most] for row in _assigns(seat, REPORTERS))
    return tuple(tuple(Assign(seat, s, k) for k in range(1, REPORTERS + 1)) for s in ALL_STORIES)


@functools.cache
def _recalls(seat: int) -> tuple[Recall, ...]:
    return tuple(Recall(seat, s) for s in ALL_STORIES)


# Actions built without the field checks (`ActionBase`), from values the
# rules themselves produced. A step builds about four reassigns on average
# with 5 players (each game meets about 1,700): with no weak-reference slot,
# `builder` makes them as its twin class and sets the slots by plain stores,
# cheaper than through each slot's descriptor.
_reassign_action = builder(Reassign, trusted=True)
_place_action = builder(Place, trusted=True)


class _Reassigns:
    """A seat's reassigns from one source, by target: a slot per story,
    filled as targets are met on the board (``filled``: their bits, the
    source's too)."""

    __slots__ = ("filled", "to")

    def __init__(self, source: Story) -> None:
        self.filled = 1 << source
        self.to: list[Reassign | None] = [None] * len(ALL_STORIES)


def _reassigns_to(
    seat: int, source: Story, targets: _Reassigns, stories: tuple[Story, ...]
) -> None:
    """Fills the slots of ``stories`` that are not yet filled."""
    to = targets.to
    for target in stories:
        if to[target] is None and target is not source:
            to[target] = _reassign_action(seat, source, target)


def _place(seat: int, story: Story, placement: Placement, upright: bool) -> Place:
    return _place_action(seat, story, placement.row, placement.col, upright)


def _one(item: Story) -> Callable[[Sequence[T]], tuple[T, ...]]:
    return lambda table: (table[item],)


def _none(table: Sequence[T]) -> tuple[T, ...]:
    return ()


def getter(items: Sequence[Story]) -> Callable[[Sequence[T]], tuple[T, ...]]:
    """``table -> tuple(table[i] for i in items)``, at C speed."""
    if len(items) > 1:
        return operator.itemgetter(*items)
    return _one(items[0]) if items else _none


# By seat and source: the reassigns built, by target, while the source is on
# the board (a new board lets go of the others).
_KEPT_REASSIGNS: tuple[dict[Story, _Reassigns], ...] = tuple({} for _ in _SEATS)


class Board:
    """A seat's ready-made assigns and reassigns for one set of stories on
    the board (in board order), each built when first asked for.

    Reassigns are not kept for every seat, source and target (17,700
    objects the collector would walk): those built are kept by seat, source
    and target while the source is on the board (most stories stay on the
    board from one press to the next), and a board's row from a source is
    those of its stories, picked in C."""

    __slots__ = ("assigned", "at", "pick", "present", "rows", "seat", "stories")

    def __init__(self, seat: int, stories: tuple[Story, ...]) -> None:
        self.seat = seat
        self.stories = stories
        self.present = sum(1 << story for story in stories)
        self.pick = getter(stories)
        self.at = dict(zip(stories, range(len(stories)), strict=True))  # each story's place
        # By the most reporters that may be assigned at once (1 to 5).
        self.assigned: list[tuple[Assign, ...] | None] = [None] * (REPORTERS + 1)
        self.rows: dict[Story, tuple[Reassign, ...]] = {}
        kept = _KEPT_REASSIGNS[seat]
        # (A snapshot: another thread may change it, see `forget_boards`.)
        for source in [source for source in list(kept) if not self.present >> source & 1]:
            kept.pop(source, None)

    def assigns(self, most: int) -> tuple[Assign, ...]:
        found = self.assigned[most]
        if found is None:
            found = tuple(_chain(self.pick(_assigns(self.seat, most))))
            self.assigned[most] = found
        return found

    def reassigns(self, source: Story) -> tuple[Reassign, ...]:
        """From ``source`` to every other story on the board."""
        row = self.rows.get(source)
        if row is None:
            kept = _KEPT_REASSIGNS[self.seat]
            targets = kept.get(source)
            if targets is None:
                targets = kept[source] = _Reassigns(source)
            if self.present & ~targets.filled:
                _reassigns_to(self.seat, source, targets, self.stories)
                targets.filled |= self.present
            # Every story's reassign, the source's slot (None) cut out.
            picked: tuple[Reassign, ...] = self.pick(targets.to)  # type: ignore[arg-type]
            at = self.at[source]
            row = self.rows[source] = picked[:at] + picked[at + 1:]
        return row


# Boards by seat and stories, oldest first. Bounded: the stories change at
# most twice a press, and only the current set matters: 5 entries hold it
# for every seat (a board is rebuilt in a few microseconds; the ones kept
# are kept after a game too).
_BOARDS: dict[tuple[int, tuple[Story, ...]], Board] = {}
_BOARDS_KEPT = 5

_chain = itertools.chain.from_iterable


def board_for(seat: int, stories: tuple[Story, ...]) -> Board:
    key = (seat, stories)
    found = _BOARDS.get(key)
    if found is None:
        found = Board(seat, stories)
        if len(_BOARDS) >= _BOARDS_KEPT:
            # (KeyError and the others: another thread got there first.)
            with contextlib.suppress(KeyError, RuntimeError, StopIteration):
                del _BOARDS[next(iter(_BOARDS))]
        _BOARDS[key] = found
    return found


def forget_boards() -> None:
    """Lets go of the ready-made reassign rows when a game ends: they hold
    the stories of that game's last boards (some 500 actions, a fifth of
    what keeping every state of a game costs), and the next game's boards
    will differ. Another game still running rebuilds its rows (a few
    microseconds a board)."""
    boards = list(_BOARDS.values())
    _BOARDS.clear()
    for board in boards:  # the last `scan` may still hold one
        board.rows.clear()
    for kept in _KEPT_REASSIGNS:
        kept.clear()


# One scan of the board for one seat: its `Board`, the stories holding its
# reporters (board order), whether it can claim one, and its reporters home.
Scan = tuple[Board, tuple[Story, ...], bool, int]

# Not memoized: a playout step lists its actions through one scan
# (`list_action_step`, `list_recall_step`), and a memo's wrapper cost about
# as much as the rare second scan of a state (the step's separate generators,
# which the tests compare with the listing).
def scan(state: PennyPressState, seat: int) -> Scan:
    covered = (*state.war, *state.crime, *state.city, *state.politics, *state.human)
    # (A comprehension reads the slots faster than `map` with an attrgetter.)
    stories = tuple([c.story for c in covered])
    # The seat's stories, claim and reporters out in one loop: about half
    # of what passes of `map` and `compress` cost (each with its own
    # overhead) over the 14 stories a 5-player board holds on average.
    most = MOST
    mine = []
    home = REPORTERS
    claim = False
    for c in covered:
        count = c.reporters[seat]
        if count:
            mine.append(c.story)
            home -= count
            # (A story the seat has reporters on, with as many as anyone's.)
            claim = claim or count == most[c.reporters]
    board = _BOARDS.get((seat, stories))
    if board is None:
        board = board_for(seat, stories)
    return board, tuple(mine), claim, home


def final_single(state: PennyPressState) -> bool:
    """The final edition's last moves: one reporter at a time."""
    return state.edition is FINAL_MOVES


def legal_assigns(state: PennyPressState, seat: int) -> tuple[Assign, ...]:
    board, _, _, home = scan(state, seat)
    if not home:
        return ()
    return board.assigns(1 if final_single(state) else home)


def legal_recalls(state: PennyPressState, seat: int) -> tuple[Recall, ...]:
    return getter(scan(state, seat)[1])(_recalls(seat))


def legal_reassigns(state: PennyPressState, seat: int) -> Iterable[Reassign]:
    board, mine, _, home = scan(state, seat)
    if home == REPORTERS:
        return ()
    if len(mine) == 1:
        return board.reassigns(mine[0])
    return _chain(map(board.reassigns, mine))


def legal_press(state: PennyPressState, seat: int) -> tuple[GoToPress, ...]:
    return (_seat_actions(seat)[0],) if scan(state, seat)[2] else ()


def nothing_to_do(state: PennyPressState, seat: int) -> bool:
    """No assign (no story on the board, as every reporter is home), no
    recall, reassign or press (no reporter out, as no story is on the board)."""
    return not (state.war or state.crime or state.city or state.politics or state.human)


def legal_pass(state: PennyPressState, seat: int) -> tuple[Pass, ...]:
    return (_seat_actions(seat)[1],) if nothing_to_do(state, seat) else ()


def legal_done(state: PennyPressState, seat: int) -> tuple[Done, ...]:
    return (_seat_actions(seat)[2],)


def legal_places(state: PennyPressState, seat: int) -> tuple[Place, ...]:
    return layout_moves(state)


def list_action_step(state: PennyPressState, seat: int) -> tuple[Action, ...]:
    """The action step's legal actions in one pass over one scan: what its
    moves list one after the other (press, assigns, recalls, reassigns,
    pass), without asking the scan five times (a test compares the two)."""
    board, mine, claim, home = scan(state, seat)
    own = _seat_actions(seat)
    listed: list[Action] = [own[0]] if claim else []
    if home:
        most = 1 if state.edition is FINAL_MOVES else home
        assigns = board.assigned[most]
        listed += board.assigns(most) if assigns is None else assigns
    if mine:  # (then some reporters are out: reassigns too)
        listed += getter(mine)(_recalls(seat))
        rows = board.rows
        for source in mine:
            row = rows.get(source)
            listed += board.reassigns(source) if row is None else row
    if not board.stories:
        listed.append(own[1])
    return tuple(listed)


def list_recall_step(state: PennyPressState, seat: int) -> tuple[Action, ...]:
    """The recall step's legal actions: `legal_recalls`, then `legal_done`."""
    return getter(scan(state, seat)[1])(_recalls(seat)) + (_seat_actions(seat)[2],)


def legal_exclusives(state: PennyPressState, seat: int) -> list[Exclusive]:
    none = _seat_actions(seat)[3]
    return [none, *(Exclusive(seat, s) for s in exclusive_candidates(_page(state)))]


def legal_last_press(state: PennyPressState, seat: int) -> tuple[GoToPress, ...]:
    # The closing queue holds only seats able to claim a story.
    return (_seat_actions(seat)[0],)


def legal_decline(state: PennyPressState, seat: int) -> tuple[Pass, ...]:
    if state.options.last_presses is LastPresses.MUST:
        return ()
    return (_seat_actions(seat)[1],)


# -- Why an action is illegal -----------------------------------------------


def named(story: object) -> str:
    return str(story) if is_story(story) else shown(story)


def story_error(state: PennyPressState, story: Story) -> str | None:
    if find(state, story) is None:
        return f"{named(story)} is not a story on the board"
    return None


def check_assign(state: PennyPressState, action: Assign) -> str | None:
    bad = story_error(state, action.story)
    if bad:
        return bad
    count, home = action.count, state.home[action.player]
    if count < 1:
        return f"assign at least one reporter, not {shown(count)}"
    if count > home:
        return f"you have {home} reporters on your mat, not {shown(count)}"
    if final_single(state) and count != 1:
        return "in the final edition you may assign only one reporter"
    return None


def reporter_error(state: PennyPressState, seat: int, story: Story) -> str | None:
    """Why ``seat`` cannot take a reporter off ``story``, or None."""
    i = find(state, story)
    if i is None:
        return f"{named(story)} is not a story on the board"
    if not state.beats[story.beat][i].reporters[seat]:
        return f"you have no reporter on {story}"
    return None


def check_recall(state: PennyPressState, action: Recall) -> str | None:
    return reporter_error(state, action.player, action.story)


def check_reassign(state: PennyPressState, action: Reassign) -> str | None:
    bad = story_error(state, action.target) or reporter_error(
        state, action.player, action.source
    )
    if bad:
        return bad
    if action.source is action.target:
        return "a reporter must move to another story"
    return None


def check_press(state: PennyPressState, action: GoToPress) -> str | None:
    if not can_claim(state, action.player):
        return "you may not go to press if you can't claim at least one story"
    return None


def check_pass(state: PennyPressState, action: Pass) -> str | None:
    if not nothing_to_do(state, action.player):
        return "you may not pass your turn while you can act"
    return None


def check_done(state: PennyPressState, action: Done) -> str | None:
    return None


def check_place(state: PennyPressState, action: Place) -> str | None:
    if action in layout_moves(state):
        return None
    # Illegal: find the reason.
    page = _page(state)
    story = action.story
    if not is_story(story) or story not in page.to_place:
        return f"{named(story)} is not one of your claimed stories still to place"
    where = f"({shown(action.row)}, {shown(action.col)})"
    spot = layout.spot(story.form, action.row, action.col, action.upright)
    if spot is None:
        return f"{story} does not fit at {where} on the 3x4 page that way"
    taken = occupied(page)
    if spot[1] & taken:
        return f"{story} at {where} would overlap a story or the advertisement"
    if not keeps_target(page, story, spot, taken, top_so_far(page), top_forms_left(page)):
        touching, placed = page.target
        return (
            f"this layout cannot place {placed} top-beat stories with {touching} touching the "
            "top edge, which the top-beat rule demands"
        )
    return None


def check_exclusive(state: PennyPressState, action: Exclusive) -> str | None:
    story = action.story
    if story is None or (is_story(story) and story in exclusive_candidates(_page(state))):
        return None
    return (
        f"{named(story)} cannot be the exclusive: it must be one of your placed stories, "
        "not from a top beat, touching the top edge"
    )


def check_last_press(state: PennyPressState, action: GoToPress) -> str | None:
    return check_press(state, action)


def check_decline(state: PennyPressState, action: Pass) -> str | None:
    if state.options.last_presses is LastPresses.MUST:
        return "the last presses are compulsory (option last_presses=\"must\"): go to press"
    return None


# -- The table of steps -----------------------------------------------------


def _closing(state: PennyPressState) -> str:
    if state.options.last_presses is LastPresses.MUST:
        return "the final edition's closing (all you may do now is go to press)"
    return "the final edition's closing (all you may do now is go to press or pass)"


TABLE: MoveTable[PennyPressState] = MoveTable(
    operator.attrgetter("turn.phase"),  # (in C: asked twice a step)
    {
        # Going to press is listed first: a bot that always takes the first
        # action makes progress (assign, recall and reassign can undo each
        # other for ever; nothing in the rules ends such a game).
        Phase.ACTION: Step("the action step (go to press, assign, recall or reassign)", (
            Move(GoToPress, legal_press, check_press, go_to_press),
            Move(Assign, legal_assigns, check_assign, assign),
            Move(Recall, legal_recalls, check_recall, recall),
            Move(Reassign, legal_reassigns, check_reassign, reassign),
            Move(Pass, legal_pass, check_pass, pass_turn),
        ), listing=list_action_step),
        Phase.RECALL: Step("the recall step (recall another reporter or say done)", (
            Move(Recall, legal_recalls, check_recall, recall),
            Move(Done, legal_done, check_done, finish_recall),
        ), listing=list_recall_step),
        Phase.LAYOUT: Step("the layout step (place a claimed story on your front page)", (
            Move(Place, legal_places, check_place, place),
        )),
        Phase.EXCLUSIVE: Step("the exclusive step (name a placed story, or none)", (
            Move(Exclusive, legal_exclusives, check_exclusive, name_exclusive),
        )),
        # "Then-again in turn order-any remaining players may go to press":
        # only a press, or (by default) declining it.
        Phase.CLOSING: Step(_closing, (
            Move(GoToPress, legal_last_press, check_last_press, go_to_press),
            Move(Pass, legal_decline, check_decline, decline_press),
        )),
        Phase.OVER: Step("a game that is over", ()),
    },
)
