"""Building Newsprint states by hand for rule tests, and the tests' own
oracles (written from the rulebook's card list, not taken from the game)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

import attrs

from pressroom.core.deck import Deck
from pressroom.games.newsprint import NEWSPRINT, hand
from pressroom.games.newsprint.components import COPIES, Card
from pressroom.games.newsprint.state import (
    Cards,
    Effects,
    Match,
    NewsprintState,
    Phase,
    Reporting,
    Scoop,
    Turns,
    Writing,
)

GAME = NEWSPRINT

# The rulebook's "Common deck card list": 5 suits of 10 story cards and ten
# special cards with 2 copies each.
RULEBOOK_COPIES = {
    "International": 10, "National": 10, "Washington": 10, "Business": 10, "Local": 10,
    "Red Herring": 2, "Stop the Presses": 2, "Extra! Extra!": 2,
    "Investigative Reporting": 2, "Freelance Journalist": 2, "Rewrite": 2,
    "Break the Story": 2, "Editorial": 2, "Defamation": 2, "Freedom of the Press": 2,
}


MATCH_PARTS = frozenset(attrs.fields_dict(Match))
CARD_PARTS = frozenset(attrs.fields_dict(Cards))
EFFECT_PARTS = frozenset(attrs.fields_dict(Effects))
STEP_PARTS = {"scoop_round": "round"}


def rebuild(state: NewsprintState, **fields: Any) -> NewsprintState:
    """``state`` with parts changed by their short names wherever they live
    (``hands=...``, ``wilds=...``, ``order=...``); the step's parts apply to
    the step the state holds (set ``step`` and ``phase`` to change it)."""
    top = {name: fields.pop(name) for name in list(fields) if name in attrs.fields_dict(
        NewsprintState)}
    state = attrs.evolve(state, **top)
    match = {name: fields.pop(name) for name in list(fields) if name in MATCH_PARTS}
    state = attrs.evolve(state, match=attrs.evolve(state.match, **match))
    cards = {name: fields.pop(name) for name in list(fields) if name in CARD_PARTS}
    effects = {name: fields.pop(name) for name in list(fields) if name in EFFECT_PARTS}
    state = attrs.evolve(state, cards=attrs.evolve(state.cards, **cards),
                         effects=attrs.evolve(state.effects, **effects))
    if fields:
        parts = {STEP_PARTS.get(name, name): value for name, value in fields.items()}
        state = attrs.evolve(state, step=attrs.evolve(state.step, **parts))
    return state


def fresh_step(phase: Phase, n: int) -> Any:
    """The record a phase starts with."""
    if phase is Phase.SCOOP:
        return Scoop(1, (None,) * n)
    if phase is Phase.REPORTER:
        return Reporting((hand.EMPTY,) * n, (None,) * n)
    if phase in (Phase.INVESTIGATION, Phase.EDIT):
        return Turns(tuple(range(n)), 0)
    if phase is Phase.STORY:
        return Writing(((),) * n, (None,) * n)
    return None


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
    held = hand.counts(sum(hands))
    rest = tuple(c for c in Card for _ in range(COPIES[c] - held[c]))
    state = rebuild(
        base,
        deck=Deck(rest, ()),
        face_up=hand.EMPTY,
        face_down=(hand.EMPTY,) * n,
        hands=tuple(hands),
        table=(hand.EMPTY,) * n,
        circulation=tuple(circulation) if circulation is not None else (0,) * n,
        phase=phase,
        step=fresh_step(phase, n),
    )
    return rebuild(state, **fields)


def card_counts(state: NewsprintState) -> Counter[str]:
    """Each card's copies across the draw pile, discard pile, hands and table."""
    counts: Counter[str] = Counter()
    for card in (*state.deck.draw_pile, *state.deck.discard_pile):
        counts[card.title] += 1
    for place in (*state.hands, *state.table):
        for index, count in enumerate(hand.counts(place)):
            counts[Card(index).title] += count
    return counts


def conserved(state: NewsprintState) -> list[str]:
    """The conservation oracle: no card appears or vanishes, and the cards
    known in the discard pile are the cards in it."""
    problems = []
    counts = card_counts(state)
    for title, copies in RULEBOOK_COPIES.items():
        if counts[title] != copies:
            problems.append(f"{counts[title]} {title} cards, not {copies}")
    if sum(counts.values()) != 70:
        problems.append(f"{sum(counts.values())} cards, not 70")
    known: Counter[Card] = Counter()
    for place in (state.face_up, *state.face_down):
        for index, count in enumerate(hand.counts(place)):
            known[Card(index)] += count
    if known != Counter(state.deck.discard_pile):
        problems.append("the discard pile is not the cards known to be in it")
    return problems


def cards_everywhere(state: NewsprintState) -> tuple[int, ...]:
    """Count of each face across deck, discard, hands and table."""
    counts = hand.of(state.deck.draw_pile + state.deck.discard_pile)
    for h in (*state.hands, *state.table):
        counts = hand.add(counts, h)
    return hand.counts(counts)


def full_counts() -> tuple[int, ...]:
    return tuple(RULEBOOK_COPIES[c.title] for c in Card)


def play_all(state: NewsprintState, actions: Iterable[Any]) -> NewsprintState:
    for action in actions:
        state = GAME.apply(state, action)
    return state
