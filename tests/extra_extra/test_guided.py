"""Games played by a bot that claims and places tiles end as the rulebook
ends them (a filled page), through Gone to Press and Headlines; their states
pass the same checks as random play."""

from __future__ import annotations

import random
from typing import Any

import pytest

from pressroom.games.extra_extra import paper as pages_
from pressroom.games.extra_extra import rules
from pressroom.games.extra_extra.actions import (
    ClaimAd,
    ClaimClassified,
    ClaimColumn,
    ClaimHeadline,
    ClaimStory,
    Interview,
    PlayExtra,
    Press,
    Put,
)
from pressroom.games.extra_extra.state import Step
from tests.extra_extra.helpers import GAME, conserved, hidden, universe
from tests.protocol_checks import check_state

WANTED = (Press, ClaimHeadline, ClaimColumn, ClaimStory, PlayExtra, Interview, ClaimClassified,
          ClaimAd)


def choose(state: Any, actions: tuple[Any, ...], rng: random.Random) -> Any:
    for kind in WANTED:
        wanted = [a for a in actions if isinstance(a, kind)]
        if wanted:
            return rng.choice(wanted)
    puts = [a for a in actions if isinstance(a, Put)]
    if puts:  # prefer empty squares
        act = state.activation
        tile = act.placing if act.placing is not None else act.lifted[0].tile
        pages = pages_.layout(state.options)
        occupied = state.papers[state.current].occupied
        free = [a for a in puts if not pages_.tile_mask(
            pages[a.page], tile, a.side, a.row, a.col) & occupied[a.page]]  # type: ignore[operator]
        return rng.choice(free or puts)
    return rng.choice(actions)


@pytest.mark.parametrize(("scenario", "seed"), [(1, 0), (3, 1), (5, 2), (6, 0), (8, 0)])
def test_guided_games_end_with_a_filled_page(scenario: int, seed: int) -> None:
    state = GAME.new_game(3, seed, {"scenario": scenario})
    rng = random.Random(seed)
    steps = 0
    while not GAME.is_over(state):
        if steps % 40 == 0 or state.step is Step.PRESS:
            check_state(GAME, state, seed + steps, universe, conserved, hidden)
        state = GAME.apply(state, choose(state, GAME.legal_actions(state, state.current), rng))
        steps += 1
    check_state(GAME, state, seed, universe, conserved, hidden)
    assert rules.game_end_reached(state)
    low, high = GAME.info.score_range
    assert all(low <= s <= high for s in GAME.scores(state))
    if state.options.info.press:
        assert any(p.press_cards for p in state.players)
