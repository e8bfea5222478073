"""`determinize` draws from the state without making the view: it is the
very state `sample(view(state, seat), seed)` is, so it depends only on the
seat's view and the seed, and is drawn as the sampler draws."""

from __future__ import annotations

import random
from collections import Counter

from pressroom.games.newsprint.state import NewsprintState, Phase, Reaction, Writing
from tests.newsprint.helpers import GAME
from tests.protocol_checks import drawn_as_the_view_is_sampled

OPTIONS = (
    {},
    {"extra_extra": "other_suit", "rounds": "until_all_pass", "freedom_counters_freedom": True},
)


def kind(state: NewsprintState) -> str:
    """The phase, and what secret choice the step waits for."""
    pending = state.pending
    if type(pending) is Reaction:
        return "answers"
    if type(pending) is Writing:
        return "stories" if any(c is not None for c in pending.committed) else "writing"
    return state.phase.name


def test_determinize_is_the_sample_of_the_view() -> None:
    """Over random games with 2, 5 and 7 players, at states of every phase
    and step (secret choices pending or made), for every seat and two
    seeds: the very state the sampler draws from the seat's view, whose
    view is the seat's, sharing the state's `Match` and `Reaction`."""
    met: Counter[str] = Counter()
    for game_seed in range(9):
        chooser = random.Random(game_seed)
        n = (2, 5, 7)[game_seed % 3]
        state = GAME.new_game(n, game_seed, OPTIONS[game_seed // 3 % 2])
        while True:
            if chooser.random() < 0.12:
                met[kind(state)] += 1
                for drawn in drawn_as_the_view_is_sampled(GAME, state, (0, 7)):
                    assert drawn.match is state.match
                    if type(state.pending) is Reaction:
                        assert drawn.pending is state.pending
            if GAME.is_over(state):
                break
            seat = chooser.choice(GAME.to_move(state))
            state = GAME.apply(state, chooser.choice(GAME.legal_actions(state, seat)))
    every = {phase.name for phase in Phase} | {"answers", "writing", "stories"}
    assert set(met) == every - {"STORY"}, met
