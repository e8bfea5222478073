"""`str(state)` and `str(view)` draw the game; a view's drawing hides other hands."""

from __future__ import annotations

import random

from pressroom.games.extra_extra.components import card_title
from tests.extra_extra.helpers import GAME


def test_state_and_view_drawings() -> None:
    state = GAME.new_game(3, 4, {"scenario": 6})
    chooser = random.Random(1)
    for _ in range(200):
        state = GAME.apply(state, chooser.choice(GAME.legal_actions(state, GAME.to_move(state)[0])))
    text = str(state)
    assert "editor's desk" in text and "page 1" in text and "+---+" in text
    assert f"step: {state.step.value}" in text
    view = GAME.view(state, 0)
    drawn = str(view)
    assert drawn.startswith("what seat 0 sees")
    lines = drawn.split("\n")
    for seat in (1, 2):
        at = next(i for i, x in enumerate(lines) if x.startswith(f"seat {seat}:"))
        hand_line = lines[at + 1]
        assert "unseen" in hand_line
        shown = hand_line.split(" + ", 1)[1]
        assert shown == (", ".join(card_title(c) for c in state.known(seat)) or "-")
    public = str(GAME.view(state, None))
    assert "what everyone sees" in public
