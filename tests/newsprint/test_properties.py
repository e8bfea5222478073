"""Random legal play with the DESIGN.md invariants checked after every step."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

import pressroom
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


def check_step(state: NewsprintState, chooser: random.Random) -> None:
    assert cards_everywhere(state) == full_counts()
    assert GAME.state_from_json(json.loads(json.dumps(GAME.state_to_json(state)))) == state
    movers = GAME.to_move(state)
    for seat in range(state.num_players):
        legal = GAME.legal_actions(state, seat)
        assert bool(legal) == (seat in movers)
        for action in legal:
            GAME.apply(state, action)  # listed actions apply
            assert GAME.action_from_json(GAME.action_to_json(action)) == action
            assert GAME.parse_action(state, seat, str(action)) == action
        listed = set(legal)
        for action in chooser.sample(universe(state, seat), 40):
            if action not in listed:
                assert GAME.why_illegal(state, action) is not None  # unlisted are refused
    seat = chooser.randrange(state.num_players)
    shadow = GAME.determinize(state, seat, chooser.randrange(2**32))
    assert GAME.view(shadow, seat) == GAME.view(state, seat)
    assert GAME.legal_actions(shadow, seat) == GAME.legal_actions(state, seat)
    assert cards_everywhere(shadow) == full_counts()
    assert GAME.to_move(shadow) == movers


@given(
    n=st.sampled_from(list(GAME.player_counts)),
    seed=st.integers(0, 2**32),
    opts=options,
    choices=st.integers(0, 2**32),
)
def test_random_play_keeps_every_invariant(
    n: int, seed: int, opts: dict[str, Any], choices: int
) -> None:
    chooser = random.Random(choices)
    state = GAME.new_game(n, seed, opts)
    record = pressroom.Record.start(GAME, n, seed, opts)
    steps = 0
    while not GAME.is_over(state):
        if steps % 7 == 0:  # the full check is costly; every 7th step samples all phases
            check_step(state, chooser)
        seat = chooser.choice(GAME.to_move(state))
        action = chooser.choice(GAME.legal_actions(state, seat))
        state = GAME.apply(state, action)
        record = record.with_action(action)
        steps += 1
        assert steps <= MAX_STEPS[n], "the game must end"
    check_step(state, chooser)
    assert state.turn == 5
    assert len(state.history) == 5
    assert GAME.scores(state) == tuple(
        sum(report.total(s) for report in state.history) for s in range(n)
    )
    # Determinism: the record replays to the same state, also through JSON.
    data = json.loads(json.dumps(pressroom.record_to_json(record)))
    assert pressroom.replay(pressroom.record_from_json(data))[-1] == state


@given(n=st.sampled_from(list(GAME.player_counts)), seed=st.integers(0, 2**64))
def test_same_seed_same_game(n: int, seed: int) -> None:
    assert GAME.new_game(n, seed) == GAME.new_game(n, seed)
    assert GAME.view(GAME.new_game(n, seed), None) == GAME.view(GAME.new_game(n, seed + 1), None)
