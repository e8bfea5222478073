"""`core.frozen.replace` and `setter` give what `attrs.evolve` gives, `builder`
what the constructor gives."""

from __future__ import annotations

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

import pressroom
from pressroom.core.actions import ActionBase, MalformedAction
from pressroom.core.frozen import builder, builder_with, replace, setter


@attrs.frozen
class Point:
    x: int
    y: int = 0
    label: str = "p"


@attrs.frozen
class Checked:
    n: int = attrs.field(validator=attrs.validators.ge(0))


@attrs.frozen
class Keyworded:
    n: int = attrs.field(kw_only=True)


@given(st.integers(), st.integers(), st.text(max_size=3),
       st.dictionaries(st.sampled_from(["x", "y", "label"]), st.integers() | st.text(max_size=2)))
def test_replace_is_evolve(x: int, y: int, label: str, changes: dict[str, object]) -> None:
    point = Point(x, y, label)
    assert replace(point, **changes) == attrs.evolve(point, **changes)


def test_unchanged_fields_are_shared_and_the_original_kept() -> None:
    big = (1, 2, 3)
    point = Point(1, 2, "x" * 50)
    moved = replace(point, x=big)  # type: ignore[arg-type]
    assert moved.label is point.label and moved.x is big and point.x == 1


def test_validators_still_run_and_unknown_fields_are_named() -> None:
    with pytest.raises(ValueError):
        replace(Checked(1), n=-1)
    with pytest.raises(TypeError, match="Point has no field 'z'"):
        replace(Point(1), z=2)
    with pytest.raises(TypeError, match="keyword-only"):
        replace(Keyworded(n=1), n=2)


@pytest.mark.parametrize("name", sorted(pressroom.GAMES))
def test_replace_on_every_games_state(name: str) -> None:
    game = pressroom.get_game(name)
    state = game.new_game(game.player_counts.start, 1)
    field = attrs.fields(type(state))[-1].name
    assert replace(state, **{field: getattr(state, field)}) == state


def test_setter_and_builder_match_evolve_and_the_constructor() -> None:
    point = Point(1, 2, "a")
    assert setter(Point, "label", "x")(point, "b", 7) == attrs.evolve(point, label="b", x=7)
    assert builder(Point)(3, 4, "c") == Point(3, 4, "c")
    assert builder(Point)(x=3, label="c", y=4) == Point(3, 4, "c")
    with pytest.raises(ValueError):  # not plain: built through the constructor
        setter(Checked, "n")(Checked(1), -1)
    with pytest.raises(ValueError):
        builder(Checked)(-1)
    with pytest.raises(TypeError, match="Point has no field 'z'"):
        setter(Point, "z")


@attrs.frozen(cache_hash=True)
class Hashed:
    x: int
    y: tuple[int, ...]


def test_a_cached_hash_starts_empty_in_every_copy() -> None:
    """A ``cache_hash`` record built or copied without its constructor
    hashes as the constructor's does: its hash is worked out afresh, not
    copied from the record it was made from."""
    first = Hashed(1, (2,))
    hash(first)  # cached in ``first`` now
    moved = replace(first, y=(3,))
    built = builder(Hashed)(1, (3,))
    assert moved == built == Hashed(1, (3,))
    assert hash(moved) == hash(built) == hash(Hashed(1, (3,))) != hash(first)
    same = setter(Hashed, "x")(first, 1)
    assert same == first and hash(same) == hash(first)


@attrs.frozen
class Claim(ActionBase):
    player: int
    cards: tuple[int, ...]


def test_a_trusted_builder_skips_only_the_post_init_check() -> None:
    """An action built from the rules' own values equals (and hashes as) the
    checked constructor's; the checked builder still refuses a bad field, and
    a validator is never skipped."""
    trusted = builder(Claim, trusted=True)
    assert trusted(1, (2, 3)) == Claim(1, (2, 3))
    assert hash(trusted(1, (2, 3))) == hash(Claim(1, (2, 3)))
    assert trusted.__code__.co_filename == "<build Claim>"
    with pytest.raises(MalformedAction):
        builder(Claim)("one", (2, 3))
    with pytest.raises(ValueError):  # a validator runs even when trusted
        builder(Checked, trusted=True)(-1)


@attrs.frozen(weakref_slot=False, cache_hash=True)
class Switched:
    x: int
    y: tuple[int, ...]


@attrs.frozen(weakref_slot=False)
class SwitchedClaim(ActionBase):
    player: int


def test_a_record_built_through_its_twin_is_the_constructors() -> None:
    """Where the class allows it (no ``__weakref__`` slot), the builder makes
    the record as a twin class and then switches its class: the result is
    of the class itself, equal, equally hashed, frozen, and its hash cache
    starts empty; a class with a ``__weakref__`` slot gets the slot setters."""
    for made in (builder(Switched)(1, (2,)), builder(Switched)(x=1, y=(2,))):
        assert type(made) is Switched and made == Switched(1, (2,))
        assert hash(made) == hash(Switched(1, (2,)))
        with pytest.raises(attrs.exceptions.FrozenInstanceError):
            made.x = 5  # type: ignore[misc]
    assert "__class__" in builder(Switched).__code__.co_names  # built as the twin
    claim = builder(SwitchedClaim, trusted=True)(1)
    assert type(claim) is SwitchedClaim and claim == SwitchedClaim(1)
    assert "__class__" not in builder(Point).__code__.co_names  # a __weakref__ slot
    assert builder(Point)(1, 2, "a") == Point(1, 2, "a")


@attrs.frozen(weakref_slot=False)
class Seat:
    name: str
    holds: Switched
    money: int


@attrs.frozen(weakref_slot=False, cache_hash=True)
class HashedSeat:
    holds: Point
    tag: str


def test_a_record_built_with_its_part_is_the_constructors() -> None:
    """`builder_with` makes a record and its sub-record in one call, each as
    its constructor would (equal, equally hashed, of the class itself, an
    empty hash cache), from the fields positionally or by name, the part's
    in the place of its field; whether either class is built through its
    twin, its slot setters or its constructor."""
    seat = builder_with(Seat, "holds", Switched)
    for made in (seat("a", 1, (2,), 3), seat(name="a", x=1, y=(2,), money=3)):
        assert made == Seat("a", Switched(1, (2,)), 3)
        assert type(made) is Seat and type(made.holds) is Switched
        assert hash(made.holds) == hash(Switched(1, (2,)))
        with pytest.raises(attrs.exceptions.FrozenInstanceError):
            made.holds.x = 5  # type: ignore[misc]
    hashed = builder_with(HashedSeat, "holds", Point)(1, 2, "p", "q")  # a __weakref__ slot
    assert hashed == HashedSeat(Point(1, 2, "p"), "q")
    assert hash(hashed) == hash(HashedSeat(Point(1, 2, "p"), "q"))
    with pytest.raises(ValueError):  # not plain: built through the constructor
        builder_with(Seat, "holds", Checked)("a", -1, 3)
    with pytest.raises(TypeError, match="Seat has no field 'z'"):
        builder_with(Seat, "z", Point)
    with pytest.raises(TypeError, match="share the field 'holds'"):
        builder_with(Seat, "holds", Seat)
