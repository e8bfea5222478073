"""Building Penny Press states by hand."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import attrs

from pressroom.games.penny_press import PENNY_PRESS, Beat, Covered, Form, Story
from pressroom.games.penny_press.components import ALL_STORIES, STARS
from pressroom.games.penny_press.rules import adjust_beats
from pressroom.games.penny_press.state import PennyPressState

GAME = PENNY_PRESS
W, CC, NYC, P, HC = Beat.WAR, Beat.CRIME, Beat.NYC, Beat.POLITICS, Beat.HUMAN
A, B, C, D = Form.A, Form.B, Form.C, Form.D


def s(beat: Beat, form: Form, stars: int = 1) -> Story:
    return Story(beat, form, stars)


def board(
    n: int,
    stories: Iterable[tuple[Story, Iterable[int]]],
    seed: int = 1,
    adjust: bool = True,
    **fields: Any,
) -> PennyPressState:
    """A state whose beat columns hold exactly ``stories`` (with reporters per
    seat); every other story is in the supply, reporters not placed are home."""
    stories = [(story, tuple(r)) for story, r in stories]
    on_board = {story for story, _ in stories}
    supply = tuple(
        tuple(st for st in STARS if Story(b, f, st) not in on_board) for b in Beat for f in Form
    )
    columns = tuple(
        tuple(Covered(story, reps) for story, reps in stories if story.beat is beat)
        for beat in Beat
    )
    home = tuple(5 - sum(reps[seat] for _, reps in stories) for seat in range(n))
    state = attrs.evolve(GAME.new_game(n, seed), supply=supply, beats=columns, home=home, **fields)
    assert len(ALL_STORIES) == 60
    return adjust_beats(state) if adjust else state


def play(state: PennyPressState, *actions: Any) -> PennyPressState:
    for action in actions:
        state = GAME.apply(state, action)
    return state
