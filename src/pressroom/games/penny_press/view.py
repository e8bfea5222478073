"""Hidden information in Penny Press: only the headline deck's order (and
the RNG) is secret; everything else lies open on the table."""

from __future__ import annotations

import attrs

from pressroom.core.deck import Deck
from pressroom.core.frozen import replace
from pressroom.core.rng import Rng
from pressroom.games.penny_press.state import PennyPressState, PennyPressView


def view(state: PennyPressState, seat: int | None) -> PennyPressView:
    public = {
        f.name: getattr(state, f.name)
        for f in attrs.fields(PennyPressView)
        if f.name not in ("seat", "headlines", "discarded_headlines")
    }
    return PennyPressView(
        seat=seat,
        headlines=state.headlines.view(),
        discarded_headlines=state.headlines.discard_pile,
        **public,
    )


def determinize(state: PennyPressState, seat: int, seed: int) -> PennyPressState:
    """The headline deck shuffled anew, with a fresh RNG."""
    pile, rng = Rng.from_seed(seed).shuffle(state.headlines.draw_pile)
    return replace(state, headlines=Deck(pile, state.headlines.discard_pile), rng=rng)
