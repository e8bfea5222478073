"""Hidden information in Penny Press: only the order of the headline deck
(and the RNG) is secret; everything else lies open on the table.

Every headline card drawn is resolved at once and discarded face up, so a
view shows the discard pile card by card. A state is sampled from a view
alone: the cards not seen yet, shuffled into the draw pile with a fresh RNG.
"""

from __future__ import annotations

from pressroom.core.deck import Deck
from pressroom.core.rng import Rng
from pressroom.games.penny_press.components import Headline
from pressroom.games.penny_press.state import PennyPressState, PennyPressView

_ALL_CARDS = tuple(Headline)
_CARDS = frozenset(_ALL_CARDS)


def view(state: PennyPressState, seat: int | None) -> PennyPressView:
    s = state
    return PennyPressView(
        seat, s.num_players, s.options, s.supply, s.beats, s.arrows, s.bonus,
        s.headlines.face_up_view(), s.home, s.pennies, s.published, s.circulation,
        s.advertisements, s.current, s.phase, s.edition, s.turns_left, s.newsboy, s.trigger,
        s.final_queue, s.finished, s.page, s.reports, s.end_bonus,
    )


def sample(v: PennyPressView, rng: Rng) -> PennyPressState:
    """A state whose view is ``v``: the unseen headline cards (all 45 less
    those face up) shuffled into the draw pile; the RNG drawn from ``rng``."""
    seen = v.headlines.discard_pile
    face_up = set(seen)
    if len(face_up) == len(seen) and face_up <= _CARDS and (
        len(_ALL_CARDS) - len(seen) == v.headlines.draw_size
    ):
        # What `FaceUpDeckView.sample` does, without its list removals: the
        # same unseen cards in the same order, so the same shuffle.
        pile, rng = rng.permute([card for card in _ALL_CARDS if card not in face_up])
        deck = Deck(pile, seen)
    else:
        deck, rng = v.headlines.sample(Headline, rng)  # refused, saying why
    return PennyPressState(
        v.num_players, v.options, rng, v.supply, v.beats, v.arrows, v.bonus, deck, v.home,
        v.pennies, v.published, v.circulation, v.advertisements, v.current, v.phase,
        v.edition, v.turns_left, v.newsboy, v.trigger, v.final_queue, v.finished, v.page,
        v.reports, v.end_bonus,
    )
