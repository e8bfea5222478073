"""Random legal play with the DESIGN.md invariants checked after every step."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from pressroom.games.newsprint import (
    Allow,
    Card,
    Discard,
    Done,
    Negate,
    NoStory,
    Pick,
    Play,
    PlayStory,
)
from pressroom.games.newsprint.state import NewsprintState
from tests.newsprint.helpers import GAME, cards_everywhere, full_counts
from tests.protocol_checks import play_and_check

MAX_STEPS = {n: 400 * n for n in GAME.player_counts}

options = st.fixed_dictionaries(
    {},
    optional={
        "order_of_play": st.sampled_from(["clockwise", "ascending"]),
        "inside_scoop_ties": st.sampled_from(["all", "none"]),
        "freedom_counters_freedom": st.booleans(),
    },
)


def universe(state: NewsprintState, seat: int) -> list[Any]:
    """Actions of every shape for ``seat``, legal or not."""
    n = state.num_players
    seats = [*range(-1, n + 1), None]
    actions: list[Any] = [Done(seat), NoStory(seat), Allow(seat), Negate(seat)]
    for card in Card:
        actions += [Pick(seat, card), Discard(seat, card)]
        actions += [Play(seat, card, t, i) for t in seats for i in (None, 0, 1, 2)]
        actions += [PlayStory(seat, card, c, w) for c in range(-1, 4) for w in range(3)]
    return actions


def conserved(state: NewsprintState) -> list[str]:
    if cards_everywhere(state) != full_counts():
        return ["the 70 cards are not all accounted for"]
    return []


@given(
    n=st.sampled_from(list(GAME.player_counts)),
    seed=st.integers(0, 2**32),
    opts=options,
    choices=st.integers(0, 2**32),
)
def test_random_play_keeps_every_invariant(
    n: int, seed: int, opts: dict[str, Any], choices: int
) -> None:
    state = play_and_check(GAME, n, seed, opts, choices, universe, conserved, MAX_STEPS[n])
    assert state.turn == 5
    assert len(state.history) == 5
    assert GAME.scores(state) == tuple(
        sum(report.total(s) for report in state.history) for s in range(n)
    )


@given(n=st.sampled_from(list(GAME.player_counts)), seed=st.integers(0, 2**64))
def test_same_seed_same_game(n: int, seed: int) -> None:
    assert GAME.new_game(n, seed) == GAME.new_game(n, seed)
    assert GAME.view(GAME.new_game(n, seed), None) == GAME.view(GAME.new_game(n, seed + 1), None)
