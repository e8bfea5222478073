from __future__ import annotations

import itertools

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from pressroom.core.rng import Rng
from pressroom.core.turns import Commitments, left_of, lowest_first, seat_order, with_seat

# -- seats -------------------------------------------------------------------


def test_left_of() -> None:
    assert [left_of(s, 4) for s in range(4)] == [1, 2, 3, 0]
    assert left_of(0, 2) == 1
    assert left_of(1, 2) == 0


def test_seat_order() -> None:
    assert seat_order(0, 3) == (0, 1, 2)
    assert seat_order(2, 4) == (2, 3, 0, 1)
    assert seat_order(4, 5) == (4, 0, 1, 2, 3)


@given(st.integers(min_value=1, max_value=9), st.data())
def test_seat_order_follows_left_of(num_players: int, data: st.DataObject) -> None:
    start = data.draw(st.integers(min_value=0, max_value=num_players - 1))
    order = seat_order(start, num_players)
    assert order[0] == start
    assert sorted(order) == list(range(num_players))
    for a, b in itertools.pairwise(order):
        assert b == left_of(a, num_players)


def test_with_seat() -> None:
    assert with_seat((0, 0, 0), 1, 5) == (0, 5, 0)
    assert with_seat((1, 2, 3), 0, 9) == (9, 2, 3)
    assert with_seat((1, 2, 3), 2, 9) == (1, 2, 9)
    values = (1, 2, 3)
    with_seat(values, 1, 0)
    assert values == (1, 2, 3)


def test_with_seat_out_of_range_raises() -> None:
    with pytest.raises((IndexError, ValueError)):
        with_seat((0, 0, 0), 4, 1)


# -- lowest_first ------------------------------------------------------------


def test_lowest_first_unique_lowest_starts_then_clockwise() -> None:
    for seed in range(20):
        order, _ = lowest_first((5, 3, 1, 4), Rng.from_seed(seed))
        assert order == (2, 3, 0, 1)
    order, _ = lowest_first((0, 3, 1), Rng.from_seed(0))
    assert order == (0, 1, 2)


def test_lowest_first_clockwise_exact() -> None:
    rng = Rng.from_seed(8)
    start, expected_rng = rng.choice([1, 3])
    assert lowest_first((4, 2, 7, 2), rng) == (seat_order(start, 4), expected_rng)


def test_lowest_first_ties_only_among_the_tied_lowest() -> None:
    keys = (3, 1, 5, 1, 1, 2)
    starts = set()
    for seed in range(300):
        order, _ = lowest_first(keys, Rng.from_seed(seed))
        assert order == seat_order(order[0], len(keys))
        starts.add(order[0])
    assert starts == {1, 3, 4}


def test_lowest_first_all_tied_every_seat_starts_sometimes() -> None:
    starts = {lowest_first((2, 2, 2, 2), Rng.from_seed(s))[0][0] for s in range(200)}
    assert starts == {0, 1, 2, 3}


def test_lowest_first_ascending_ranks_by_key() -> None:
    for seed in range(20):
        order, _ = lowest_first((5, 3, 1, 4), Rng.from_seed(seed), clockwise=False)
        assert order == (2, 1, 3, 0)


def test_lowest_first_ascending_ties_randomized() -> None:
    keys = (2, 1, 2, 0, 2)
    orders = set()
    for seed in range(300):
        order, _ = lowest_first(keys, Rng.from_seed(seed), clockwise=False)
        assert order[:2] == (3, 1)
        assert sorted(order[2:]) == [0, 2, 4]
        orders.add(order)
    # all 3! orders of the tied seats 0, 2, 4 occur
    assert len(orders) == 6


@given(
    st.lists(st.integers(min_value=0, max_value=4), min_size=1, max_size=7),
    st.integers(),
    st.booleans(),
)
def test_lowest_first_properties(keys: list[int], seed: int, clockwise: bool) -> None:
    rng = Rng.from_seed(seed)
    order, after = lowest_first(keys, rng, clockwise)
    assert sorted(order) == list(range(len(keys)))
    assert keys[order[0]] == min(keys)
    assert lowest_first(keys, rng, clockwise) == (order, after)
    if clockwise:
        assert order == seat_order(order[0], len(keys))
    else:
        assert [keys[s] for s in order] == sorted(keys)


# -- Commitments -------------------------------------------------------------


def test_commitments_empty() -> None:
    c: Commitments[str] = Commitments.empty(3)
    assert c.choices == (None, None, None)
    assert c.waiting == (0, 1, 2)
    assert not c.all_in
    assert c.committed() == (False, False, False)


def test_commitments_commit_in_any_order() -> None:
    c: Commitments[str] = Commitments.empty(3)
    c1 = c.commit(2, "x")
    assert c1.choices == (None, None, "x")
    assert c1.waiting == (0, 1)
    assert c1.committed() == (False, False, True)
    assert not c1.all_in
    c2 = c1.commit(0, "y")
    assert c2.waiting == (1,)
    assert not c2.all_in
    c3 = c2.commit(1, "z")
    assert c3.choices == ("y", "z", "x")
    assert c3.waiting == ()
    assert c3.all_in
    assert c3.committed() == (True, True, True)
    # values: earlier ones are unchanged
    assert c.choices == (None, None, None)
    assert c1.choices == (None, None, "x")


def test_commitments_falsy_choices_count_as_committed() -> None:
    c: Commitments[int] = Commitments.empty(2).commit(0, 0).commit(1, False)
    assert c.all_in
    assert c.waiting == ()
    assert c.committed() == (True, True)


def test_commitments_waiting_for() -> None:
    c = Commitments.waiting_for([1, 3], 4, done=-1)
    assert c.choices == (-1, None, -1, None)
    assert c.waiting == (1, 3)
    assert c.committed() == (True, False, True, False)
    assert not c.all_in
    assert c.commit(1, 5).commit(3, 6).choices == (-1, 5, -1, 6)
    assert c.commit(1, 5).commit(3, 6).all_in
    assert Commitments.waiting_for([], 2, done=0).all_in


def test_commitments_immutable_and_hashable() -> None:
    c: Commitments[int] = Commitments.empty(2)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        c.choices = (1, 2)  # type: ignore[misc]
    assert c == Commitments((None, None))
    assert hash(c.commit(0, 3)) == hash(Commitments((3, None)))


@pytest.mark.parametrize("seat", [5, -1])
def test_commitments_commit_out_of_range_raises(seat: int) -> None:
    with pytest.raises((IndexError, ValueError)):
        Commitments.empty(3).commit(seat, 1)
