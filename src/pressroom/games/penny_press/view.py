"""Hidden information in Penny Press: only the order of the headline deck
(and the RNG) is secret; everything else lies open on the table.

Every headline card drawn is resolved at once and discarded face up, so a
view shows the discard pile card by card. A state is sampled from a view
alone: the cards not seen yet, shuffled into the draw pile with a fresh RNG.
"""

from __future__ import annotations

from pressroom.core.frozen import builder, replace
from pressroom.core.rng import Rng
from pressroom.games.penny_press.components import Headline
from pressroom.games.penny_press.state import (
    ACTION,
    REGULAR,
    Headlines,
    PennyPressState,
    PennyPressView,
    new_state,
    supply_stacks,
)

_ALL_CARDS = tuple(Headline)
_CARDS = frozenset(_ALL_CARDS)
_build_view = builder(PennyPressView)  # (each slot set directly)


def view(state: PennyPressState, seat: int | None) -> PennyPressView:
    s, t = state, state.table
    return _build_view(
        seat, t.num_players, t.options, supply_stacks(t.supply), s.beats, s.arrows, t.bonus,
        t.headlines.face_up_view(), s.home, t.pennies, t.published, t.circulation,
        t.advertisements, s.current, s.phase, t.edition, s.turns_left, s.newsboy, t.trigger,
        t.final_queue, t.finished, s.page, t.reports, t.end_bonus,
    )


def determinize(state: PennyPressState, rng: Rng) -> PennyPressState:
    """The state `sample` draws from any seat's view of ``state``, drawn
    from the state without making the view: a seat sees everything but the
    order of the face-down headline cards and the RNG, so the rest is the
    state's own. The unseen cards are listed and shuffled as `sample`
    lists and shuffles them."""
    table = state.table
    deck = table.headlines
    headlines, rng = _shuffled_in(deck.order[:deck.drawn], rng)
    return replace(state, table=replace(table, headlines=headlines, rng=rng))


def _shuffled_in(seen: tuple[Headline, ...], rng: Rng) -> tuple[Headlines, Rng]:
    """The headline deck with ``seen`` face up (no card twice) and every
    other card shuffled into the draw pile, as `FaceUpDeckView.sample` deals
    it without its list removals: the same unseen cards in the same order,
    so the same shuffle."""
    face_up = set(seen)
    pile, rng = rng.permute([card for card in _ALL_CARDS if card not in face_up])
    return Headlines(seen + tuple(pile), len(seen)), rng


def sample(v: PennyPressView, rng: Rng) -> PennyPressState:
    """A state whose view is ``v``: the unseen headline cards (all 45 less
    those face up) shuffled into the draw pile; the RNG drawn from ``rng``."""
    seen = v.headlines.discard_pile
    face_up = set(seen)
    if len(face_up) == len(seen) and face_up <= _CARDS and (
        len(_ALL_CARDS) - len(seen) == v.headlines.draw_size
    ):
        deck, rng = _shuffled_in(seen, rng)
    else:
        # Refused, saying why (a view that gets here cannot be sampled).
        sampled, rng = v.headlines.sample(Headline, rng)
        deck = Headlines(sampled.discard_pile + sampled.draw_pile, len(sampled.discard_pile))
    # (Choosing an action in the regular edition, the arrows are where the
    # columns put them: the rules hold them only during a recall or a press
    # and in the final edition.)
    regular = v.phase is ACTION and v.edition is REGULAR
    return new_state(
        num_players=v.num_players, options=v.options, rng=rng, supply=v.supply, beats=v.beats,
        arrows=None if regular else v.arrows, bonus=v.bonus, headlines=deck, pennies=v.pennies,
        published=v.published, circulation=v.circulation, advertisements=v.advertisements,
        current=v.current, phase=v.phase, edition=v.edition, turns_left=v.turns_left,
        newsboy=v.newsboy, trigger=v.trigger, final_queue=v.final_queue, finished=v.finished,
        page=v.page, reports=v.reports, end_bonus=v.end_bonus,
    )
