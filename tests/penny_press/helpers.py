"""Building Penny Press states by hand, and the tests' own conservation
oracle (from the rulebook's component list, not the game's check)."""

from __future__ import annotations

import collections
from collections.abc import Iterable
from typing import Any

from pressroom.games.penny_press import PENNY_PRESS, Beat, Covered, Form, Story
from pressroom.games.penny_press.rules import adjust_beats
from pressroom.games.penny_press.state import PennyPressState, PennyPressView, changed

GAME = PENNY_PRESS
W, CC, NYC, P, HC = Beat.WAR, Beat.CRIME, Beat.NYC, Beat.POLITICS, Beat.HUMAN
A, B, C, D = Form.A, Form.B, Form.C, Form.D


def s(beat: Beat, form: Form, stars: int = 1) -> Story:
    return Story.of(beat, form, stars)


def board(
    n: int,
    stories: Iterable[tuple[Story, Iterable[int]]],
    seed: int = 1,
    adjust: bool = True,
    **fields: Any,
) -> PennyPressState:
    """A state whose beat columns hold exactly ``stories`` (with reporters per
    seat); every other story is in the supply, reporters not placed are home
    (the mats follow from the columns)."""
    stories = [(story, tuple(r)) for story, r in stories]
    on_board = {story for story, _ in stories}
    supply = tuple(
        tuple(tuple(st for st in (1, 2, 3) if Story.of(b, f, st) not in on_board) for f in Form)
        for b in Beat
    )
    columns = tuple(
        tuple(Covered(story, reps) for story, reps in stories if story.beat is beat)
        for beat in Beat
    )
    state = changed(GAME.new_game(n, seed), supply=supply, beats=columns, **fields)
    return adjust_beats(state) if adjust else state


def play(state: PennyPressState, *actions: Any) -> PennyPressState:
    for action in actions:
        state = GAME.apply(state, action)
    return state


# The rulebook's components: "45 headline cards", "25 reporters, 5 for each
# player color", "60 stories in 4 shapes and 5 news beat colors" (one per
# beat, shape and star value 1-3), "6 advertisements", "15 pennies".
HEADLINE_CARDS = 45
REPORTERS_EACH = 5
ADVERTISEMENTS = 6
PENNIES = 15
STORY_TILES = {(beat, form, stars) for beat in Beat for form in Form for stars in (1, 2, 3)}


def conserved(state: PennyPressState | PennyPressView) -> list[str]:
    """What is missing or doubled, counted from the rulebook's component list."""
    problems = []
    tiles = collections.Counter()
    for beat, stacks in zip(Beat, state.supply, strict=True):
        for form, stack in zip(Form, stacks, strict=True):
            tiles.update((beat, form, stars) for stars in stack)
    for column in state.beats:
        tiles.update((c.story.beat, c.story.form, c.story.stars) for c in column)
    if state.page is not None:
        laid = [*state.page.to_place, *(story for story, _ in state.page.placed)]
        tiles.update((x.beat, x.form, x.stars) for x in laid)
    for published in state.published:
        tiles.update((x.beat, x.form, x.stars) for x in published)
    if set(tiles) != STORY_TILES or set(tiles.values()) != {1}:
        problems.append("the 60 stories are not each in exactly one place")
    if isinstance(state, PennyPressState):
        cards = [*state.headlines.draw_pile, *state.headlines.discard_pile]
        if len(cards) != HEADLINE_CARDS or len(set(cards)) != HEADLINE_CARDS:
            problems.append("the 45 headline cards are not each in the deck once")
    for seat in range(state.num_players):
        out = sum(c.reporters[seat] for column in state.beats for c in column)
        counts = [state.home[seat], *(c.reporters[seat] for col in state.beats for c in col)]
        if min(counts) < 0:
            problems.append(f"seat {seat} has a negative number of reporters somewhere")
        if out + state.home[seat] != REPORTERS_EACH:
            problems.append(f"seat {seat} does not have its 5 reporters")
    if sum(ad is not None for ad in state.advertisements) > ADVERTISEMENTS:
        problems.append("more advertisements are out than the 6 in the box")
    if sum(state.pennies) > PENNIES or min(state.pennies) < 0:
        problems.append("more pennies are taken than the 15 in the box")
    return problems
