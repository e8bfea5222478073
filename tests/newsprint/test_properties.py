"""Random legal play with the DESIGN.md invariants checked along the way
(`tests.protocol_checks.play_and_check`), every choice drawn through
hypothesis so a failure shrinks to a short game."""

from __future__ import annotations

import functools
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
    hand,
)
from pressroom.games.newsprint.state import NewsprintState
from tests.newsprint.helpers import GAME, conserved
from tests.protocol_checks import play_and_check

options = st.fixed_dictionaries(
    {},
    optional={
        "order_of_play": st.sampled_from(["clockwise", "ascending"]),
        "inside_scoop_ties": st.sampled_from(["all", "none"]),
        "freedom_counters_freedom": st.booleans(),
        "extra_extra": st.sampled_from(["any_suit", "other_suit"]),
        "rounds": st.sampled_from(["once_around", "until_all_pass"]),
    },
)


def universe(state: NewsprintState, seat: int) -> list[Any]:
    """Actions of every type for ``seat``, legal or not: every card in every
    action, every target seat and story index one beyond the ends, and every
    story one card and one wild beyond what the seat holds."""
    wilds = state.wilds[seat] if state.wilds else 0
    actions = list(_fixed_candidates(state.num_players, seat))
    for card in Card:
        actions += _story_candidates(seat, card, hand.count(state.hands[seat], card), wilds)
    return actions


@functools.cache
def _fixed_candidates(n: int, seat: int) -> tuple[Any, ...]:
    targets = [None, -1, *range(n + 1)]
    actions: list[Any] = [Done(seat), NoStory(seat), Allow(seat), Negate(seat)]
    for card in Card:
        actions += [Pick(seat, card), Discard(seat, card)]
        actions += [Play(seat, card, t, i) for t in targets for i in (None, -1, 0, 1, 2)]
    return tuple(actions)


@functools.cache
def _story_candidates(seat: int, card: Card, held: int, wilds: int) -> tuple[PlayStory, ...]:
    return tuple(
        PlayStory(seat, card, c, w) for c in range(-1, held + 2) for w in range(-1, wilds + 2)
    )


def hidden(state: NewsprintState, seat: int | None) -> Any:
    """What ``seat`` cannot see, as plain data: the deck order, the other
    hands and face-down discards, and the other seats' secret choices."""
    others = [q for q in range(state.num_players) if q != seat]
    return {
        "deck": [card.name for card in state.deck.draw_pile],
        "hands": [hand.counts(state.hands[q]) for q in others],
        "face_down": [hand.counts(state.face_down[q]) for q in others],
        "picks": [str(state.picks[q]) for q in others if state.picks],
        "marked": [hand.counts(state.marked[q]) for q in others if state.marked],
        "drafts": [str(state.drafts[q]) for q in others if state.drafts],
        "stories": [str(state.committed[q]) for q in others if state.committed],
        "answers": [state.responses[q] for q in others] if state.responses else [],
    }


@given(n=st.sampled_from(list(GAME.player_counts)), opts=options, data=st.data())
def test_random_play_keeps_every_invariant(
    n: int, opts: dict[str, Any], data: st.DataObject
) -> None:
    state = play_and_check(GAME, n, opts, data, universe, conserved, hidden)
    assert state.turn == 5
    assert [report.turn for report in state.history] == [1, 2, 3, 4, 5]
    assert GAME.scores(state) == tuple(
        sum(report.total(s) for report in state.history) for s in range(n)
    )


@given(n=st.sampled_from(list(GAME.player_counts)), seed=st.integers(0, 2**64))
def test_same_seed_same_game(n: int, seed: int) -> None:
    assert GAME.new_game(n, seed) == GAME.new_game(n, seed)
    # The public view of the first state shows no card of any hand.
    assert GAME.view(GAME.new_game(n, seed), None) == GAME.view(GAME.new_game(n, seed + 1), None)


@given(n=st.sampled_from(list(GAME.player_counts)), opts=options,
       seed=st.integers(0, 2**32))
def test_each_steps_listing_is_its_moves_in_order(
    n: int, opts: dict[str, Any], seed: int
) -> None:
    """Steps list their actions in one pass (`Step.listing`): exactly what
    their moves' generators give, in the same order."""
    import itertools
    import random

    from pressroom.games.newsprint.rules import TABLE

    chooser = random.Random(seed)
    state = GAME.new_game(n, seed, opts)
    while not GAME.is_over(state):
        step = TABLE.step(state)
        for seat in GAME.to_move(state):
            by_moves = tuple(
                itertools.chain.from_iterable(move.legal(state, seat) for move in step.moves)
            )
            assert step.legal(state, seat) == by_moves
        seat = chooser.choice(GAME.to_move(state))
        state = GAME.apply(state, chooser.choice(GAME.legal_actions(state, seat)))
