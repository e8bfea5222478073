"""What a seat sees, states sampled from it, and the table drawn as text."""

from __future__ import annotations

import random

import attrs
import pytest

from pressroom.core.rng import Rng
from pressroom.games.penny_press import Beat, Form, GoToPress, Headline, Phase, Place, Story
from pressroom.games.penny_press.state import Headlines, changed, supply_bits, supply_stacks
from tests.penny_press.helpers import CC, GAME, HC, A, C, D, P, W, board, conserved, play, s
from tests.protocol_checks import drawn_as_the_view_is_sampled, random_state


def test_a_view_hides_only_the_order_of_the_headline_deck() -> None:
    state = random_state(GAME, 4, seed=11, steps=120)
    view = GAME.view(state, 2)
    assert view.seat == 2
    assert view.headlines.draw_size == len(state.headlines.draw_pile)
    # Every card drawn so far was discarded face up: the view shows them all.
    assert view.headlines.discard_pile == state.headlines.discard_pile
    assert (view.beats, view.supply, view.reports) == (state.beats, state.supply, state.reports)
    assert attrs.evolve(GAME.view(state, 0), seat=2) == view
    assert not hasattr(view, "rng")


def test_a_sample_deals_only_unseen_cards_into_the_draw_pile() -> None:
    state = random_state(GAME, 3, seed=5, steps=200)
    seen = set(state.headlines.discard_pile)
    view = GAME.view(state, 1)
    orders = set()
    for seed in range(6):
        sampled = GAME.sample(view, seed)
        pile = sampled.headlines.draw_pile
        assert not seen & set(pile)
        assert sorted([*pile, *seen]) == list(Headline)
        assert sampled.rng != state.rng  # a fresh RNG, drawn from the seed
        assert GAME.view(sampled, 1) == view
        assert not conserved(sampled)
        orders.add(pile)
    assert len(orders) == 6


def test_determinize_depends_on_the_view_and_the_seed_only() -> None:
    state = random_state(GAME, 5, seed=3, steps=90)
    # The same table with the face-down cards in another order and another RNG.
    pile, _ = Rng.from_seed(99).shuffle(state.headlines.draw_pile)
    deck = state.headlines
    twin = changed(
        state, headlines=Headlines(deck.discard_pile + pile, deck.drawn), rng=Rng.from_seed(12345)
    )
    assert twin != state
    for seat in range(5):
        assert GAME.determinize(twin, seat, 7) == GAME.determinize(state, seat, 7)
        assert GAME.determinize(state, seat, 7) != GAME.determinize(state, seat, 8)


def test_the_table_as_text() -> None:
    state = random_state(GAME, 3, seed=2, steps=40)
    text = str(state)
    assert "(the full state)" in text
    assert f"seat {state.current} to move" in text
    for beat in ("War", "Crime & Calamity", "New York City", "Politics", "the Human Condition"):
        assert beat in text
    for covered in (c for column in state.beats for c in column):
        assert str(covered.story) in text
    assert f"{len(state.headlines.draw_pile)} face down" in text
    assert str(state.headlines.discard_pile[-1]) in text
    assert text.count("+----------------+") == 2 * 3  # a front page per seat
    view = str(GAME.view(state, 1))
    assert "(seat 1's view)" in view and "(the public view)" in str(GAME.view(state, None))
    assert view.replace("(seat 1's view)", "(the full state)") == text


def test_the_page_being_laid_out_is_drawn_with_its_stories() -> None:
    claims = [(s(W, D), (1, 0)), (s(P, D), (1, 0)), (s(HC, C), (0, 1)), (s(CC, A), (0, 1))]
    state = board(2, claims, arrows=(7, 2, 2, 8, 2), adjust=False)
    state = play(state, GoToPress(0), Place(0, s(W, D), 0, 0, True))
    assert state.phase is Phase.LAYOUT
    text = str(state)
    assert "seat 0 at press" in text
    assert "|WD  WD  .   .   |" in text  # W-D upright in the two left columns
    assert "to place: P-D1" in text
    assert "seat 0 claims W-D1 P-D1" in text


def test_the_supply_kept_as_an_int_reads_as_stacks_and_back() -> None:
    """The state keeps the supply as one int of a bit a story; a view shows
    it as stacks, and the sampler reads a view's stacks back, whether they
    are the shared ones a view holds or made otherwise."""
    chooser = random.Random(3)
    for _ in range(300):
        supply = chooser.getrandbits(60)
        stacks = supply_stacks(supply)
        assert [[stack for stack in beat] for beat in stacks] == [
            [tuple(stars for stars in (1, 2, 3) if supply >> (story.value + stars - 1) & 1)
             for story in (Story.of(beat, form, 1) for form in Form)]
            for beat in Beat
        ]
        assert supply_bits(stacks) == supply
        assert supply_bits(tuple(tuple([*stack]) for stack in beat) for beat in stacks) == supply
        assert supply_bits([list(beat) for beat in stacks]) == supply
    for bad in (((),) * 5, [[(1, 2, 3)] * 4] * 4, [[(2, 1), (), (), ()]] * 5,
                [[[1], (), (), ()]] * 5):
        with pytest.raises(ValueError, match="not a story supply"):
            supply_bits(bad)


def test_determinize_draws_the_state_the_view_samples() -> None:
    """`determinize` draws from the state without making the view: the very
    state `sample` draws from the seat's view, at every step of random games
    (presses, recalls and the final edition among them)."""
    compared = 0
    for players in (2, 3, 4, 5):
        chooser = random.Random(players)
        state = GAME.new_game(players, players)
        while not GAME.is_over(state):
            if chooser.random() < 0.2:
                compared += len(drawn_as_the_view_is_sampled(GAME, state, (0, 7)))
            seat = chooser.choice(GAME.to_move(state))
            state = GAME.apply(state, chooser.choice(GAME.legal_actions(state, seat)))
        compared += len(drawn_as_the_view_is_sampled(GAME, state, (0, 7)))
    assert compared > 500
