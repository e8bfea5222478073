"""Penny Press's transitions, in the order of the rulebook.

Setup; the four actions (assign, recall, reassign, go to press); going to
press step by step (claim, scoop, front page, penny, headline card);
adjusting the news beats; drawing headline cards; the final edition.
`why_illegal` explains what is wrong with an action; `legal_actions` lists
exactly the candidates it accepts.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from pressroom.core.deck import Deck
from pressroom.core.frozen import replace
from pressroom.core.protocol import IllegalAction, turn_error
from pressroom.core.rng import Rng
from pressroom.core.turns import left_of, seat_order, with_seat
from pressroom.games.penny_press import layout
from pressroom.games.penny_press.actions import (
    ACTION_TYPES,
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
    BEAT_SPACES,
    BONUS_MAX,
    BONUS_START,
    FORM_SPACES,
    HEADLINES,
    PAGE,
    PENNY_ROWS,
    REPORTERS,
    SCOOP,
    STARS,
    VALUE,
    Beat,
    Form,
    Headline,
    Story,
    presses_to_final,
)
from pressroom.games.penny_press.options import Options
from pressroom.games.penny_press.scoring import end_game_bonus, score_front_page
from pressroom.games.penny_press.state import (
    Covered,
    Edition,
    FrontPage,
    PennyPressState,
    Phase,
    PressReport,
)


def _stack(beat: Beat, form: Form) -> int:
    return beat * len(Form) + form


# -- Setup ------------------------------------------------------------------


def setup(num_players: int, seed: int, options: Options) -> PennyPressState:
    """Scores at 0, bonus markers on 2, five reporters each, stories stacked
    1-star on top; one headline card per player (no advertisement); arrows
    set; the first seat starts."""
    n = num_players
    if options.newsboy_strike and n < 4:
        raise ValueError("the Newsboy Strike variant is for 4-5 players")
    deck, rng = Deck.shuffled(tuple(h.number for h in HEADLINES), Rng.from_seed(seed))
    state = PennyPressState(
        num_players=n,
        options=options,
        rng=rng,
        supply=(STARS,) * (len(Beat) * len(Form)),
        beats=((),) * len(Beat),
        arrows=(0,) * len(Beat),
        bonus=(BONUS_START,) * len(Beat),
        headlines=deck,
        home=(REPORTERS,) * n,
        pennies=(0,) * n,
        published=((),) * n,
        circulation=(0,) * n,
        advertisements=(None,) * n,
        current=0,
        turns_left=1,
        # The newsboy starts with the player to the left of the first player.
        newsboy=1 if options.newsboy_strike else None,
    )
    for _ in range(n):
        state, card = draw_headline(state)
        if card is not None:
            state = share_the_news(state, card)
    return start_turn(adjust_beats(state))


# -- Drawing headline cards -------------------------------------------------


def draw_headline(state: PennyPressState) -> tuple[PennyPressState, Headline | None]:
    """The top headline card, discarded face up once resolved. The deck is
    never reshuffled; an empty deck gives no card."""
    if not state.headlines.draw_pile:
        return state, None
    number = state.headlines.draw_pile[0]
    deck = Deck(state.headlines.draw_pile[1:], state.headlines.discard_pile + (number,))
    return replace(state, headlines=deck), HEADLINES[number - 1]


def share_the_news(state: PennyPressState, card: Headline) -> PennyPressState:
    """Advance the card's bonus marker (up to 20), then add its stories."""
    beat = card.beat
    bonus = with_seat(state.bonus, beat, min(BONUS_MAX, state.bonus[beat] + card.bonus))
    state = replace(state, bonus=bonus)
    for story_beat, form in card.stories:
        state = add_story(state, story_beat, form)
    return state


def column_spaces(column: tuple[Covered, ...]) -> int:
    return sum(c.story.spaces for c in column)


def add_story(state: PennyPressState, beat: Beat, form: Form) -> PennyPressState:
    """Take the top story of the stack into its beat, if the stack has one
    and the column has room; otherwise nothing is placed."""
    stack = state.supply[_stack(beat, form)]
    column = state.beats[beat]
    if not stack or column_spaces(column) + FORM_SPACES[form] > BEAT_SPACES:
        return state
    story = Story(beat, form, stack[0])
    covered = Covered(story, (0,) * state.num_players)
    return replace(
        state,
        supply=with_seat(state.supply, _stack(beat, form), stack[1:]),
        beats=with_seat(state.beats, beat, column + (covered,)),
    )


def place_advertisement(state: PennyPressState, seat: int, card: Headline) -> PennyPressState:
    """In the card's highlighted column, in the row of the newest penny."""
    row = PENNY_ROWS[min(state.pennies[seat], len(PENNY_ROWS)) - 1]
    return replace(
        state, advertisements=with_seat(state.advertisements, seat, (row, card.ad_column))
    )


# -- Adjusting news beats ---------------------------------------------------


def adjust_beats(state: PennyPressState) -> PennyPressState:
    """Each arrow sits as many spaces above the stories as there are covered
    stories: position = spaces taken + covered stories, at most 9. Never in
    the final edition: the arrows are flipped and stay."""
    if state.edition is not Edition.REGULAR:
        return state
    arrows = tuple(
        min(BEAT_SPACES, column_spaces(column) + sum(c.covered for c in column))
        for column in state.beats
    )
    return replace(state, arrows=arrows)


def value(state: PennyPressState, beat: Beat) -> int:
    return VALUE[state.arrows[beat]]


# -- Turn order -------------------------------------------------------------


def start_turn(state: PennyPressState) -> PennyPressState:
    """A player holding the newsboy forgoes the action, passes the newsboy to
    the right, and play passes to the left."""
    n = state.num_players
    while state.newsboy == state.current and state.edition is Edition.REGULAR:
        state = replace(
            state, newsboy=(state.current - 1) % n, current=left_of(state.current, n)
        )
    return replace(state, phase=Phase.ACTION)


def next_turn(state: PennyPressState) -> PennyPressState:
    """After an action and the adjustment of the beats, play passes
    clockwise; with two players, after the first turn each takes two."""
    if state.edition is not Edition.REGULAR:
        return next_final_turn(state)
    two_turns = state.num_players == 2 and state.options.two_player_double_turns
    if two_turns and state.turns_left > 1:
        return start_turn(replace(state, turns_left=state.turns_left - 1))
    current = left_of(state.current, state.num_players)
    return start_turn(replace(state, current=current, turns_left=2 if two_turns else 1))


def end_action(state: PennyPressState) -> PennyPressState:
    return next_turn(adjust_beats(state))


# -- The four actions -------------------------------------------------------


def _find(state: PennyPressState, story: Story) -> tuple[Beat, int] | None:
    if not isinstance(story, Story) or not isinstance(story.beat, Beat):
        return None
    for i, covered in enumerate(state.beats[story.beat]):
        if covered.story == story:
            return story.beat, i
    return None


def _move_reporters(
    state: PennyPressState, seat: int, story: Story, change: int
) -> PennyPressState:
    found = _find(state, story)
    assert found is not None
    beat, i = found
    covered = state.beats[beat][i]
    reporters = with_seat(covered.reporters, seat, covered.reporters[seat] + change)
    column = with_seat(state.beats[beat], i, Covered(story, reporters))
    return replace(state, beats=with_seat(state.beats, beat, column))


def assign(state: PennyPressState, action: Assign) -> PennyPressState:
    seat = action.player
    state = _move_reporters(state, seat, action.story, action.count)
    state = replace(state, home=with_seat(state.home, seat, state.home[seat] - action.count))
    return end_action(state)


def recall(state: PennyPressState, action: Recall) -> PennyPressState:
    """One reporter back to the mat; more may follow before `Done`, except in
    the final edition, where only one may be recalled."""
    seat = action.player
    state = _move_reporters(state, seat, action.story, -1)
    state = replace(state, home=with_seat(state.home, seat, state.home[seat] + 1))
    if state.edition is not Edition.REGULAR or not _reporters_out(state, seat):
        return end_action(state)
    return replace(state, phase=Phase.RECALL)


def finish_recall(state: PennyPressState, action: Done) -> PennyPressState:
    return end_action(state)


def pass_turn(state: PennyPressState, action: Pass) -> PennyPressState:
    """Only when nothing at all can be done (see `_check_pass`)."""
    return end_action(state)


def reassign(state: PennyPressState, action: Reassign) -> PennyPressState:
    state = _move_reporters(state, action.player, action.source, -1)
    return end_action(_move_reporters(state, action.player, action.target, 1))


def _reporters_out(state: PennyPressState, seat: int) -> bool:
    return state.home[seat] < REPORTERS


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


def go_to_press(state: PennyPressState, action: GoToPress) -> PennyPressState:
    """Claim stories, award scoop points, then lay out the front page."""
    seat = action.player
    claimed = claims(state, seat)
    state, scoops = award_scoops(state, seat, claimed)
    values = [value(state, b) for b in Beat]
    top = tuple(v == max(values) for v in values)
    top_forms = tuple(sorted(s.form for s in claimed if top[s.beat]))
    ad = state.advertisements[seat]
    ad_mask = PAGE.mask([ad]) if ad is not None else 0
    page = FrontPage(claimed, (), ad, top, layout.best_top(ad_mask, top_forms))
    state = replace(state, page=page, phase=Phase.LAYOUT, reports=state.reports + (
        PressReport(seat, claimed, (), (), None, 0, 0, 0, 0, scoops),
    ))
    return continue_layout(state)


def award_scoops(
    state: PennyPressState, seat: int, claimed: tuple[Story, ...]
) -> tuple[PennyPressState, tuple[int, ...]]:
    """Each other player with a reporter on a claimed story scores the beat's
    scoop value, once per story. All reporters on claimed stories go home and
    the stories leave the board (the gaps close)."""
    n = state.num_players
    scoops = [0] * n
    home = list(state.home)
    beats = []
    for column in state.beats:
        kept = []
        for covered in column:
            if covered.story not in claimed:
                kept.append(covered)
                continue
            for other in range(n):
                home[other] += covered.reporters[other]
                if other != seat and covered.reporters[other]:
                    scoops[other] += SCOOP[state.arrows[covered.story.beat]]
        beats.append(tuple(kept))
    circulation = tuple(c + s for c, s in zip(state.circulation, scoops, strict=True))
    state = replace(state, beats=tuple(beats), home=tuple(home), circulation=circulation)
    return state, tuple(scoops)


def _page(state: PennyPressState) -> FrontPage:
    assert state.page is not None
    return state.page


def _occupied(page: FrontPage) -> int:
    ad = PAGE.mask([page.advertisement]) if page.advertisement is not None else 0
    return layout.occupied_mask(page.placed, ad)


def _top_so_far(page: FrontPage) -> tuple[int, int]:
    top = [p for s, p in page.placed if page.top_beats[s.beat]]
    return sum(layout.touches_top(p) for p in top), len(top)


def placement_keeps_target(
    page: FrontPage, story: Story, spot: layout.Spot, occupied: int
) -> bool:
    """Whether the top-beat maxima are still reachable after this placement."""
    _, mask, top, _ = spot
    if mask & occupied:
        return False
    touching, placed = _top_so_far(page)
    left = list(s.form for s in page.to_place if page.top_beats[s.beat])
    if page.top_beats[story.beat]:
        touching, placed = touching + top, placed + 1
        left.remove(story.form)
    more_touching, more_placed = layout.best_top(occupied | mask, tuple(sorted(left)))
    return (touching + more_touching, placed + more_placed) == page.target


def layout_moves(state: PennyPressState) -> Iterator[Place]:
    page = _page(state)
    occupied = _occupied(page)
    seat = state.reports[-1].seat
    for story in dict.fromkeys(page.to_place):
        for spot in layout.spots(story.form):
            if placement_keeps_target(page, story, spot, occupied):
                placement, _, _, upright = spot
                yield Place(seat, story, placement.row, placement.col, upright)


def place(state: PennyPressState, action: Place) -> PennyPressState:
    page = _page(state)
    spot = layout.spot(action.story.form, action.row, action.col, action.upright)
    assert spot is not None
    remaining = list(page.to_place)
    remaining.remove(action.story)
    page = replace(
        page, to_place=tuple(remaining), placed=page.placed + ((action.story, spot[0]),)
    )
    return continue_layout(replace(state, page=page))


def continue_layout(state: PennyPressState) -> PennyPressState:
    """Claimed stories are placed while any still fits; then the exclusive."""
    if next(layout_moves(state), None) is not None:
        return state
    if exclusive_candidates(state):
        return replace(state, phase=Phase.EXCLUSIVE)
    return publish(state, None)


def exclusive_candidates(state: PennyPressState) -> tuple[Story, ...]:
    """Placed stories not from a top beat that touch the top edge."""
    page = _page(state)
    return tuple(
        s for s, p in page.placed if not page.top_beats[s.beat] and layout.touches_top(p)
    )


def name_exclusive(state: PennyPressState, action: Exclusive) -> PennyPressState:
    return publish(state, action.story)


def publish(state: PennyPressState, exclusive: Story | None) -> PennyPressState:
    """Score the page, keep the published stories, remove the advertisement,
    take a penny, then draw a headline card (not in the final edition)."""
    page = _page(state)
    seat = state.reports[-1].seat
    values = tuple(value(state, b) for b in Beat)
    placed = tuple(s for s, _ in page.placed)
    score = score_front_page(page, values, exclusive)
    report = replace(
        state.reports[-1],
        placed=placed,
        unplaced=page.to_place,
        exclusive=exclusive,
        story_points=score.story_points,
        empty_penalty=score.empty_penalty,
        unplaced_penalty=score.unplaced_penalty,
        page_points=score.total,
    )
    state = return_unplaced(state, page.to_place)
    pennies = state.pennies[seat] + 1
    state = replace(
        state,
        page=None,
        reports=state.reports[:-1] + (report,),
        circulation=with_seat(state.circulation, seat, state.circulation[seat] + score.total),
        published=with_seat(state.published, seat, state.published[seat] + placed),
        advertisements=with_seat(state.advertisements, seat, None),
        pennies=with_seat(state.pennies, seat, pennies),
    )
    if state.edition is not Edition.REGULAR:
        return end_action(replace(state, finished=state.finished + (seat,)))
    if pennies == presses_to_final(state.num_players):
        return start_final_edition(state, seat)
    state, card = draw_headline(state)
    if card is not None:
        state = place_advertisement(share_the_news(state, card), seat, card)
    return end_action(state)


def return_unplaced(state: PennyPressState, stories: tuple[Story, ...]) -> PennyPressState:
    """A claimed story that did not fit goes back on top of its stack."""
    supply = state.supply
    for story in stories:
        i = _stack(story.beat, story.form)
        supply = with_seat(supply, i, (story.stars,) + supply[i])
    return replace(state, supply=supply)


# -- Final edition ----------------------------------------------------------


def start_final_edition(state: PennyPressState, trigger: int) -> PennyPressState:
    """The arrows freeze, the newsboy strike is settled, and each other
    player in turn order gets one last move or press. The trigger is done."""
    queue = seat_order(trigger, state.num_players)[1:]
    state = replace(
        state,
        edition=Edition.FINAL_MOVES,
        newsboy=None,
        trigger=trigger,
        finished=(trigger,),
        final_queue=queue,
    )
    return replace(state, current=queue[0], phase=Phase.ACTION)


def next_final_turn(state: PennyPressState) -> PennyPressState:
    """Players who went to press are done. After the last moves, each
    remaining player in turn order goes to press, if able."""
    queue = state.final_queue[1:]
    if state.edition is Edition.FINAL_MOVES and not queue:
        assert state.trigger is not None
        order = seat_order(state.trigger, state.num_players)[1:]
        queue = tuple(s for s in order if s not in state.finished)
        state = replace(state, edition=Edition.FINAL_PRESSES)
    if state.edition is Edition.FINAL_PRESSES:
        # Claims only shrink as others press, so a seat unable now stays unable.
        queue = tuple(s for s in queue if claims(state, s))
    if not queue:
        return game_end(state)
    return replace(state, final_queue=queue, current=queue[0], phase=Phase.ACTION)


def game_end(state: PennyPressState) -> PennyPressState:
    """End-game bonuses by stars per beat; the game is over."""
    bonus = end_game_bonus(state.published, state.bonus)
    circulation = tuple(c + b for c, b in zip(state.circulation, bonus, strict=True))
    return replace(
        state, circulation=circulation, end_bonus=bonus, phase=Phase.OVER, final_queue=()
    )


# -- Who decides, what is legal, and applying an action ---------------------


def to_move(state: PennyPressState) -> tuple[int, ...]:
    if state.phase is Phase.OVER:
        return ()
    if state.phase in (Phase.LAYOUT, Phase.EXCLUSIVE):
        return (state.reports[-1].seat,)
    return (state.current,)


def moves(state: PennyPressState, seat: int) -> Iterator[Action]:
    """The seat's legal actions in the action phase, Pass aside."""
    if state.edition is Edition.FINAL_PRESSES:
        yield GoToPress(seat)  # the queue holds only seats able to claim
        return
    stories = [c.story for column in state.beats for c in column]
    mine = [c.story for column in state.beats for c in column if c.reporters[seat]]
    most = min(1, state.home[seat]) if _final_single(state) else state.home[seat]
    for story in stories:
        yield from (Assign(seat, story, k) for k in range(1, most + 1))
    yield from (Recall(seat, s) for s in mine)
    yield from (Reassign(seat, a, b) for a in mine for b in stories if b is not a)
    if claims(state, seat):
        yield GoToPress(seat)


def legal_actions(state: PennyPressState, seat: int) -> tuple[Action, ...]:
    """Generated directly (the hot path of every playout); the tests check
    that they are exactly the actions `why_illegal` accepts."""
    if seat not in to_move(state):
        return ()
    if state.phase is Phase.LAYOUT:
        return tuple(layout_moves(state))
    if state.phase is Phase.EXCLUSIVE:
        return (Exclusive(seat, None), *(Exclusive(seat, s) for s in exclusive_candidates(state)))
    if state.phase is Phase.RECALL:
        mine = [c.story for column in state.beats for c in column if c.reporters[seat]]
        return (*(Recall(seat, s) for s in mine), Done(seat))
    return tuple(moves(state, seat)) or (Pass(seat),)


def why_illegal(state: PennyPressState, action: object) -> str | None:
    """None if ``action`` is legal, else what rule it breaks."""
    waiting = to_move(state)
    error = turn_error(action, ACTION_TYPES, "Penny Press", state.num_players, waiting)
    if error is not None:
        return error
    assert isinstance(action, ACTION_TYPES)
    closing = state.edition is Edition.FINAL_PRESSES and state.phase is Phase.ACTION
    if closing and not isinstance(action, GoToPress):
        return "the final edition is closing: all you may do now is go to press"
    move = _MOVES.get((state.phase, type(action)))
    if move is None:
        return f"{type(action).__name__} is not possible now: {_describe(state)}"
    return move[0](state, action)


def _describe(state: PennyPressState) -> str:
    return {
        Phase.ACTION: "choose assign, recall, reassign or press",
        Phase.RECALL: "recall another reporter or say done",
        Phase.LAYOUT: "place your claimed stories on your front page",
        Phase.EXCLUSIVE: "name your exclusive, or none",
        Phase.OVER: "the game is over",
    }[state.phase]


def _story_error(state: PennyPressState, story: object) -> str | None:
    if not isinstance(story, Story) or _find(state, story) is None:
        return f"{story!r} is not a story on the board"
    return None


def _final_single(state: PennyPressState) -> bool:
    return state.edition is Edition.FINAL_MOVES


def _check_assign(state: PennyPressState, action: Assign) -> str | None:
    bad = _story_error(state, action.story)
    if bad:
        return bad
    count, home = action.count, state.home[action.player]
    if type(count) is not int or count < 1:
        return f"assign at least one reporter, not {count!r}"
    if count > home:
        return f"you have {home} reporters on your mat, not {count}"
    if _final_single(state) and count != 1:
        return "in the final edition you may assign only one reporter"
    return None


def _check_recall(state: PennyPressState, action: Recall) -> str | None:
    bad = _story_error(state, action.story)
    if bad:
        return bad
    found = _find(state, action.story)
    assert found is not None
    if not state.beats[found[0]][found[1]].reporters[action.player]:
        return f"you have no reporter on {action.story}"
    return None


def _check_reassign(state: PennyPressState, action: Reassign) -> str | None:
    bad = _story_error(state, action.source) or _story_error(state, action.target)
    if bad:
        return bad
    if action.source == action.target:
        return "a reporter must move to another story"
    return _check_recall(state, Recall(action.player, action.source))


def _check_press(state: PennyPressState, action: GoToPress) -> str | None:
    if not claims(state, action.player):
        return "you may not go to press if you can't claim at least one story"
    return None


def _check_pass(state: PennyPressState, action: Pass) -> str | None:
    if next(moves(state, action.player), None) is not None:
        return "you may not pass your turn while you can act"
    return None


def _check_done(state: PennyPressState, action: Done) -> str | None:
    return None


def _check_place(state: PennyPressState, action: Place) -> str | None:
    page = _page(state)
    story = action.story
    if not isinstance(story, Story) or story not in page.to_place:
        return f"{story!r} is not one of your claimed stories still to place"
    if type(action.row) is not int or type(action.col) is not int:
        return "a position is a row and a column"
    if not isinstance(action.upright, bool):
        return "say whether the story is upright or across"
    spot = layout.spot(story.form, action.row, action.col, action.upright)
    if spot is None:
        return f"{story} does not fit at ({action.row}, {action.col}) on the 3x4 page that way"
    if spot[1] & _occupied(page):
        return f"{story} at ({action.row}, {action.col}) would overlap a story or the advertisement"
    if not placement_keeps_target(page, story, spot, _occupied(page)):
        touching, placed = page.target
        return (
            f"this layout cannot place {placed} top-beat stories with {touching} touching the "
            "top edge, which the top-beat rule demands"
        )
    return None


def _check_exclusive(state: PennyPressState, action: Exclusive) -> str | None:
    if action.story is None or action.story in exclusive_candidates(state):
        return None
    return (
        f"{action.story!r} cannot be the exclusive: it must be one of your placed stories, "
        "not from a top beat, touching the top edge"
    )


# Each step of the game and the actions it takes: the check that explains
# why an action is illegal, and the transition that applies it.
_MOVES: dict[tuple[Phase, type], tuple[
    Callable[[PennyPressState, Any], str | None], Callable[[PennyPressState, Any], PennyPressState]
]] = {
    (Phase.ACTION, Assign): (_check_assign, assign),
    (Phase.ACTION, Recall): (_check_recall, recall),
    (Phase.ACTION, Reassign): (_check_reassign, reassign),
    (Phase.ACTION, GoToPress): (_check_press, go_to_press),
    (Phase.ACTION, Pass): (_check_pass, pass_turn),
    (Phase.RECALL, Recall): (_check_recall, recall),
    (Phase.RECALL, Done): (_check_done, finish_recall),
    (Phase.LAYOUT, Place): (_check_place, place),
    (Phase.EXCLUSIVE, Exclusive): (_check_exclusive, name_exclusive),
}


def apply(state: PennyPressState, action: Action) -> PennyPressState:
    reason = why_illegal(state, action)
    if reason is not None:
        raise IllegalAction(reason)
    return _MOVES[(state.phase, type(action))][1](state, action)
