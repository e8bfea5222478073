"""Building Newsprint states by hand for rule tests, and the tests' own
oracles (written from the rulebook's card list, not taken from the game)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

from pressroom.core.deck import Deck
from pressroom.games.newsprint import NEWSPRINT, hand
from pressroom.games.newsprint.components import COPIES, Card
from pressroom.games.newsprint.state import (
    Cards,
    Match,
    NewsprintState,
    Phase,
    Standings,
    Writing,
    pack_answers,
    pack_hands,
    pack_marked,
    pack_picks,
    pack_pile,
    pack_turn,
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


# Every part of a state by its plain name, as the state's properties read
# it (`parts`), and a state built from them (`assemble`): tests change parts
# by name, wherever and however the state keeps them.
PART_NAMES = (
    "phase", "num_players", "options", "turn", "circulation", "history", "order", "wilds",
    "extra", "editorials", "stories", "rng", "deck", "face_up", "face_down", "hands", "table",
    "scoop_round", "picks", "marked", "discards", "current", "passes", "played", "reaction",
    "responses", "drafts", "committed",
)
TURN_PHASES = (Phase.INVESTIGATION, Phase.EDIT)


def parts(state: NewsprintState) -> dict[str, Any]:
    return {name: getattr(state, name) for name in PART_NAMES}


def assemble(p: Mapping[str, Any]) -> NewsprintState:
    phase, n = p["phase"], p["num_players"]
    turns = phase in TURN_PHASES
    standings = Standings(n, p["options"], p["turn"], p["circulation"], p["history"])
    match = Match(standings, phase,
                  p["order"] if turns else (), p["wilds"], p["extra"], p["editorials"],
                  p["stories"])
    deck = p["deck"]
    cards = Cards(p["rng"].state, pack_pile(deck.draw_pile), 0, pack_pile(deck.discard_pile),
                  p["face_up"], pack_hands(p["face_down"]), pack_hands(p["hands"]),
                  pack_hands(p["table"]))
    progress = secrets = 0
    pending: Any = None
    if phase is Phase.SCOOP:
        progress, secrets = p["scoop_round"] or 1, pack_picks(p["picks"] or (None,) * n)
    elif phase is Phase.REPORTER:
        discards = p["discards"] or (None,) * n
        progress = sum(1 << seat for seat, done in enumerate(discards) if done is not None)
        secrets = pack_marked(p["marked"] or (hand.EMPTY,) * n)
    elif turns:
        progress = pack_turn(p["current"] or 0, p["passes"], p["played"])
        if p["reaction"] is not None:
            pending = p["reaction"]
            secrets = pack_answers(p["responses"])
    elif phase is Phase.STORY:
        pending = Writing(p["drafts"] or ((),) * n, p["committed"] or (None,) * n)
    return NewsprintState(match, cards, progress, secrets, pending)


def rebuild(state: NewsprintState, **fields: Any) -> NewsprintState:
    """``state`` with parts changed by their plain names (``hands=...``,
    ``wilds=...``, ``order=...``, ``picks=...``); ``step`` (from
    `fresh_step`) sets a phase's parts together."""
    p = parts(state)
    p.update(fields.pop("step", {}))
    unknown = set(fields) - set(PART_NAMES)
    assert not unknown, unknown
    p.update(fields)
    return assemble(p)


def fresh_step(phase: Phase, n: int) -> dict[str, Any]:
    """The parts a phase starts with."""
    if phase is Phase.SCOOP:
        return {"scoop_round": 1, "picks": (None,) * n}
    if phase is Phase.REPORTER:
        return {"marked": (hand.EMPTY,) * n, "discards": (None,) * n}
    if phase in TURN_PHASES:
        return {"order": tuple(range(n)), "current": 0, "passes": 0, "played": False,
                "reaction": None, "responses": ()}
    if phase is Phase.STORY:
        return {"drafts": ((),) * n, "committed": (None,) * n}
    return {}


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
