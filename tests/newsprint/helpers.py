"""Building Newsprint states by hand for rule tests."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import attrs

from pressroom.core.deck import Deck
from pressroom.core.turns import Commitments
from pressroom.games.newsprint import NEWSPRINT, hand
from pressroom.games.newsprint.components import COPIES, Card
from pressroom.games.newsprint.state import NewsprintState, Phase

GAME = NEWSPRINT


def deal(
    hands: Iterable[Iterable[Card]],
    phase: Phase,
    seed: int = 1,
    options: Mapping[str, Any] | None = None,
    circulation: Iterable[int] | None = None,
    **fields: Any,
) -> NewsprintState:
    """A state in ``phase`` with exactly these hands; every other card is in
    the draw pile, in a fixed order, so all 70 cards stay accounted for."""
    hands = [hand.of(h) for h in hands]
    n = len(hands)
    base = GAME.new_game(n, seed, options)
    held = [0] * len(Card)
    for h in hands:
        held = [a + b for a, b in zip(held, h, strict=True)]
    rest = tuple(c for c in Card for _ in range(COPIES[c] - held[c]))
    state = attrs.evolve(
        base,
        deck=Deck(rest, ()),
        hands=tuple(hands),
        table=(hand.EMPTY,) * n,
        circulation=tuple(circulation) if circulation is not None else (0,) * n,
        phase=phase,
        scoop_round=0,
        picks=Commitments(()),
    )
    if phase is Phase.SCOOP:
        state = attrs.evolve(state, scoop_round=1, picks=Commitments.empty(n))
    if phase is Phase.REPORTER:
        state = attrs.evolve(
            state, marked=(hand.EMPTY,) * n, discards=Commitments.empty(n)
        )
    if phase in (Phase.INVESTIGATION, Phase.EDIT):
        state = attrs.evolve(state, order=tuple(range(n)), current=0)
    if phase is Phase.STORY:
        state = attrs.evolve(state, drafts=((),) * n, committed=Commitments.empty(n))
    return attrs.evolve(state, **fields)


def cards_everywhere(state: NewsprintState) -> tuple[int, ...]:
    """Count of each face across deck, discard, hands and table."""
    counts = hand.of(state.deck.draw_pile + state.deck.discard_pile)
    for h in (*state.hands, *state.table):
        counts = hand.add(counts, h)
    return counts


def full_counts() -> tuple[int, ...]:
    return tuple(COPIES[c] for c in Card)


def play_all(state: NewsprintState, actions: Iterable[Any]) -> NewsprintState:
    for action in actions:
        state = GAME.apply(state, action)
    return state
