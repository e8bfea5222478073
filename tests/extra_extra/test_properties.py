"""Random play over every scenario, size and player count, through the shared harness."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pressroom.games.extra_extra.components import SCENARIOS
from tests.extra_extra.helpers import GAME, conserved, hidden, universe
from tests.protocol_checks import play_and_check

COMBOS = [
    (scenario, size.value, n)
    for scenario, info in SCENARIOS.items()
    for size in info.sizes
    for n in GAME.player_counts
]


@pytest.mark.parametrize(("scenario", "size", "n"), COMBOS)
@settings(max_examples=1)
@given(data=st.data())
def test_random_play(scenario: int, size: str, n: int, data: st.DataObject) -> None:
    options = {"scenario": scenario, "size": size, "round_limit": 6,
               "dallas_stack": (scenario + n) % 3 == 0,
               "gone_to_press": "automatic" if n == 3 else "optional",
               "lost_tokens": "box" if n == 4 else "supply"}
    play_and_check(GAME, n, options, data, universe, conserved, hidden, every=31)


@pytest.mark.parametrize("scenario", sorted(SCENARIOS))
def test_one_pass_listings_give_what_the_moves_give(scenario: int) -> None:
    """A step with its own listing lists exactly its moves' actions, in order."""
    import itertools
    import random

    from pressroom.games.extra_extra.moves import TABLE

    for n in GAME.player_counts:
        chooser = random.Random(scenario * 10 + n)
        state = GAME.new_game(n, n, {"scenario": scenario, "round_limit": 6,
                                     "dallas_stack": n % 2 == 0})
        while not GAME.is_over(state):
            seat = GAME.to_move(state)[0]
            step = TABLE.step(state)
            moves = tuple(itertools.chain.from_iterable(
                move.legal(state, seat) for move in step.moves))
            assert step.legal(state, seat) == moves, state.step
            state = GAME.apply(state, chooser.choice(moves))


def test_samples_keep_the_features_deck_as_listed_only_when_out_of_the_game() -> None:
    """The introductory scenarios never deal, draw or discard the Features
    deck: samples keep its pile as the deck is listed. Elsewhere its order
    is drawn like any hidden order."""
    from pressroom.games.extra_extra.components import DECK_CARDS, DeckName
    from pressroom.games.extra_extra.state import pile_string

    listed = pile_string(DECK_CARDS[DeckName.FEATURES])
    for scenario, intro in ((1, True), (3, False)):
        state = GAME.new_game(3, 5, {"scenario": scenario})
        piles = {GAME.determinize(state, 0, seed).decks[DeckName.FEATURES].draw
                 for seed in range(4)}
        assert (piles == {listed}) is intro
