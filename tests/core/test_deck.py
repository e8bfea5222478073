from __future__ import annotations

import collections

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from pressroom.core.deck import Deck, DeckView
from pressroom.core.rng import Rng

RNG = Rng.from_seed(12)


def test_shuffled_is_a_deterministic_permutation_with_empty_discard() -> None:
    deck, rng = Deck.shuffled("aabbcde", Rng.from_seed(1))
    assert sorted(deck.draw_pile) == sorted("aabbcde")
    assert deck.discard_pile == ()
    assert Deck.shuffled("aabbcde", Rng.from_seed(1)) == (deck, rng)
    assert (deck.draw_pile, rng) == Rng.from_seed(1).shuffle(tuple("aabbcde"))


def test_draw_from_the_top_in_order() -> None:
    deck = Deck((1, 2, 3, 4, 5), (9,))
    cards, after, rng = deck.draw(3, RNG)
    assert cards == (1, 2, 3)
    assert after == Deck((4, 5), (9,))
    assert rng == RNG  # no shuffle needed: the rng is untouched
    assert deck == Deck((1, 2, 3, 4, 5), (9,))  # a value: the old deck is unchanged


def test_draw_exactly_the_pile_does_not_reshuffle() -> None:
    cards, after, rng = Deck((1, 2), (7, 8)).draw(2, RNG)
    assert cards == (1, 2)
    assert after == Deck((), (7, 8))
    assert rng == RNG


def test_draw_zero() -> None:
    assert Deck((), (1, 2)).draw(0, RNG) == ((), Deck((), (1, 2)), RNG)
    assert Deck((3,), ()).draw(0, RNG) == ((), Deck((3,), ()), RNG)


def test_draw_past_the_end_reshuffles_the_discard_pile() -> None:
    deck = Deck((1, 2), (10, 11, 12, 13, 14))
    cards, after, rng = deck.draw(4, RNG)
    reshuffled, expected_rng = RNG.shuffle((10, 11, 12, 13, 14))
    assert cards[:2] == (1, 2)  # rest of the pile first
    assert cards[2:] == reshuffled[:2]  # then the top of the shuffled discard
    assert after == Deck(reshuffled[2:], ())  # discard emptied
    assert rng == expected_rng
    assert sorted(cards[2:] + after.draw_pile) == [10, 11, 12, 13, 14]


def test_draw_from_empty_draw_pile_reshuffles() -> None:
    cards, after, _ = Deck((), ("x", "y", "z")).draw(1, RNG)
    assert len(cards) == 1
    assert after.discard_pile == ()
    assert sorted(cards + after.draw_pile) == ["x", "y", "z"]


def test_both_piles_run_out_draws_fewer() -> None:
    cards, after, _ = Deck((1,), (2, 3)).draw(10, RNG)
    assert cards[0] == 1
    assert sorted(cards) == [1, 2, 3]
    assert after == Deck((), ())
    assert after.total == 0


def test_draw_from_empty_deck() -> None:
    assert Deck().draw(3, RNG) == ((), Deck((), ()), RNG)


def test_draw_pile_short_and_no_discard_draws_what_is_left() -> None:
    assert Deck((1, 2), ()).draw(5, RNG) == ((1, 2), Deck((), ()), RNG)


def test_draw_negative_raises() -> None:
    with pytest.raises(ValueError):
        Deck(("a", "b", "c"), ("d", "e", "f", "g")).draw(-1, RNG)


def test_discard_appends() -> None:
    deck = Deck((1,), (2,))
    assert deck.discard([3, 4]) == Deck((1,), (2, 3, 4))
    assert deck.discard(iter((5,))).discard(()) == Deck((1,), (2, 5))
    assert deck == Deck((1,), (2,))


def test_size_total_and_view() -> None:
    deck = Deck(("a", "b", "c"), ("d", "e"))
    assert deck.size == 3
    assert deck.total == 5
    view = deck.view()
    assert view == DeckView(draw_size=3, discard_size=2)
    assert attrs.asdict(view) == {"draw_size": 3, "discard_size": 2}  # only the sizes
    # two decks with the same sizes look the same
    assert Deck(("x", "y", "z"), ("q", "r")).view() == view


def test_deck_is_immutable_and_hashable() -> None:
    deck = Deck((1, 2), (3,))
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        deck.draw_pile = ()  # type: ignore[misc]
    assert hash(deck) == hash(Deck((1, 2), (3,)))


cards = st.lists(st.integers(min_value=0, max_value=5), max_size=15)
steps = st.lists(
    st.one_of(
        st.tuples(st.just("draw"), st.integers(min_value=0, max_value=8)),
        st.tuples(st.just("discard"), st.integers(min_value=0, max_value=8)),
    ),
    max_size=25,
)


@given(cards, cards, steps, st.integers())
def test_conservation(
    draw_pile: list[int], discard_pile: list[int], ops: list[tuple[str, int]], seed: int
) -> None:
    """No card appears or vanishes: hand + draw pile + discard pile is constant."""
    deck: Deck[int] = Deck(tuple(draw_pile), tuple(discard_pile))
    everything = collections.Counter(draw_pile + discard_pile)
    hand: list[int] = []
    rng = Rng.from_seed(seed)
    for op, n in ops:
        if op == "draw":
            before = deck
            drawn, deck, rng = deck.draw(n, rng)
            assert len(drawn) == min(n, before.total)
            assert drawn[: before.size] == before.draw_pile[:n]
            assert deck.total == before.total - len(drawn)
            hand.extend(drawn)
        else:
            out, hand = hand[:n], hand[n:]
            deck = deck.discard(out)
        assert collections.Counter(hand + list(deck.draw_pile) + list(deck.discard_pile)) == (
            everything
        )
        assert deck.total == deck.size + len(deck.discard_pile)
