"""A draw pile and a discard pile, with reshuffling when the draw pile runs out.

The top of the draw pile is its first item. A deck is a value: `draw` returns
the cards, the new deck and the advanced `Rng`.

>>> from pressroom.core.rng import Rng
>>> deck, rng = Deck.shuffled("aabbc", Rng.from_seed(1))
>>> cards, deck, rng = deck.draw(3, rng)
>>> len(cards), deck.size
(3, 2)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Generic, TypeVar

import attrs

from pressroom.core.rng import Rng
from pressroom.core.shown import shown

T = TypeVar("T")


@attrs.frozen
class Deck(Generic[T]):
    draw_pile: tuple[T, ...] = ()
    discard_pile: tuple[T, ...] = ()

    @classmethod
    def shuffled(cls, cards: Iterable[T], rng: Rng) -> tuple[Deck[T], Rng]:
        pile, rng = rng.shuffle(tuple(cards))
        return cls(pile, ()), rng

    @property
    def size(self) -> int:
        """Cards left in the draw pile."""
        return len(self.draw_pile)

    @property
    def total(self) -> int:
        """Cards in both piles."""
        return len(self.draw_pile) + len(self.discard_pile)

    def draw(self, n: int, rng: Rng) -> tuple[tuple[T, ...], Deck[T], Rng]:
        """The top ``n`` cards. When the draw pile runs out the discard pile is
        shuffled to form a new one; if both run out, fewer cards are drawn."""
        if n < 0:
            raise ValueError(f"cannot draw {n} cards")
        drawn = self.draw_pile[:n]
        if len(drawn) == n or not self.discard_pile:
            return drawn, Deck(self.draw_pile[len(drawn):], self.discard_pile), rng
        pile, rng = rng.shuffle(self.discard_pile)
        more = pile[: n - len(drawn)]
        return drawn + more, Deck(pile[len(more):], ()), rng

    def discard(self, cards: Iterable[T]) -> Deck[T]:
        return Deck(self.draw_pile, self.discard_pile + tuple(cards))

    def view(self) -> DeckView:
        """What every seat sees of a face-down deck: the sizes of its piles."""
        return DeckView(len(self.draw_pile), len(self.discard_pile))

    def face_up_view(self) -> FaceUpDeckView[T]:
        """What every seat sees of a deck whose discards lie face up: the
        size of the draw pile and the discard pile card by card."""
        return FaceUpDeckView(len(self.draw_pile), self.discard_pile)


@attrs.frozen
class FaceUpDeckView(Generic[T]):
    """A deck seen from the table: the draw pile face down (its size), the
    discard pile face up.

    >>> deck = Deck(("a", "b", "c"), ("d",))
    >>> view = deck.face_up_view()
    >>> view
    FaceUpDeckView(draw_size=3, discard_pile=('d',))
    >>> sampled, rng = view.sample("abcd", Rng.from_seed(2))
    >>> sampled.face_up_view() == view, sorted(sampled.draw_pile)
    (True, ['a', 'b', 'c'])
    """

    draw_size: int
    discard_pile: tuple[T, ...]

    def sample(self, cards: Iterable[T], rng: Rng) -> tuple[Deck[T], Rng]:
        """A deck this view could show: every card of ``cards`` (the whole
        deck) not in the discard pile, shuffled into the draw pile; the
        order depends on the view and ``rng`` only. ValueError if the cards
        do not agree with the view."""
        unseen = list(cards)
        for card in self.discard_pile:
            if card not in unseen:
                raise ValueError(f"the discard pile holds a card the deck has not: {shown(card)}")
            unseen.remove(card)
        if len(unseen) != self.draw_size:
            raise ValueError(
                f"{len(unseen)} cards are unseen but the draw pile holds {self.draw_size}"
            )
        pile, rng = rng.shuffle(unseen)
        return Deck(pile, self.discard_pile), rng


@attrs.frozen
class DeckView:
    draw_size: int
    discard_size: int
