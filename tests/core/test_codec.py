from __future__ import annotations

import enum
import json
import sys
from pathlib import Path
from typing import Any, Generic, Literal, Optional, TypeVar

import attrs
import pyrsistent
import pytest
from hypothesis import given
from hypothesis import strategies as st
from pyrsistent.typing import PMap, PVector

from pressroom.core.actions import ActionBase, MalformedAction
from pressroom.core.codec import Codec
from pressroom.core.deck import Deck
from pressroom.core.rng import Rng
from pressroom.core.turns import Commitments

T = TypeVar("T")


class Color(enum.Enum):
    RED = "r"
    GREEN = "g"
    BLUE = "b"


class Level(enum.IntEnum):
    LOW = 1
    HIGH = 2


@attrs.frozen
class Leaf:
    i: int
    s: str
    b: bool
    n: None
    color: Color
    level: Level
    opt: int | None


@attrs.frozen
class Other:
    name: str


@attrs.frozen
class Bag:
    items: tuple[int, ...]
    pair: tuple[str, int, bool]
    tags: frozenset[str]
    vec: PVector[int]
    table: PMap[str, int]
    either: int | str
    thing: Leaf | Other | None
    old_style: Optional[Level]  # noqa: UP045 - typing.Optional on purpose
    levels: PMap[Level, tuple[Color, ...]]


@attrs.frozen
class Box(Generic[T]):
    value: T
    many: tuple[T, ...]


@attrs.frozen
class Tree:
    label: int
    children: tuple[Tree, ...]


@attrs.frozen
class Node:
    value: int
    child: Node | None


@attrs.frozen
class Holder:
    deck: Deck[Color]
    votes: Commitments[int]
    rng: Rng


@attrs.frozen
class Lit:
    v: Literal[1, 2]


@attrs.frozen
class Private:
    _x: int


CODEC = Codec([Leaf, Other, Bag, Box, Tree, Node, Deck, Commitments, Holder, Rng, Lit, Private])

LEAF = Leaf(1, "a", True, None, Color.GREEN, Level.HIGH, None)


def round_trip(tp: Any, value: Any) -> Any:
    data = CODEC.encode(value)
    # plain data: survives JSON unchanged
    assert json.loads(json.dumps(data)) == data
    return CODEC.decode(tp, json.loads(json.dumps(data)))


# -- encoding ----------------------------------------------------------------


def test_encode_leaf_exact() -> None:
    assert CODEC.encode(LEAF) == {
        "$type": "Leaf",
        "i": 1,
        "s": "a",
        "b": True,
        "n": None,
        "color": "GREEN",
        "level": "HIGH",
        "opt": None,
    }


def test_int_enum_encodes_by_name_not_value() -> None:
    assert CODEC.encode(Level.HIGH) == "HIGH"
    assert CODEC.encode((Level.LOW,)) == ["LOW"]
    assert CODEC.decode(Level, "LOW") is Level.LOW
    with pytest.raises(ValueError, match=r"\$"):
        CODEC.decode(Level, 1)


def test_collections_encode_to_sorted_lists() -> None:
    assert CODEC.encode(frozenset({"b", "c", "a"})) == ["a", "b", "c"]
    assert CODEC.encode(pyrsistent.pvector([3, 1])) == [3, 1]
    assert CODEC.encode(pyrsistent.pmap({"b": 2, "a": 1})) == [["a", 1], ["b", 2]]
    assert CODEC.encode((1, (2, 3))) == [1, [2, 3]]


def test_encode_unknown_type_raises() -> None:
    with pytest.raises(TypeError, match="float"):
        CODEC.encode(1.5)
    with pytest.raises(TypeError):
        CODEC.encode(object())


# -- round trips -------------------------------------------------------------


def test_round_trip_leaf() -> None:
    assert round_trip(Leaf, LEAF) == LEAF
    other = Leaf(-7, "", False, None, Color.RED, Level.LOW, 0)
    assert round_trip(Leaf, other) == other


def test_round_trip_bag_exact() -> None:
    bag = Bag(
        items=(1, 2, 3),
        pair=("x", 4, False),
        tags=frozenset({"p", "q"}),
        vec=pyrsistent.pvector([5, 6]),
        table=pyrsistent.pmap({"k": 1, "j": 2}),
        either="word",
        thing=Other("o"),
        old_style=Level.LOW,
        levels=pyrsistent.pmap({Level.HIGH: (Color.BLUE, Color.RED)}),
    )
    decoded = round_trip(Bag, bag)
    assert decoded == bag
    assert type(decoded.items) is tuple
    assert type(decoded.tags) is frozenset
    assert isinstance(decoded.vec, pyrsistent.PVector)
    assert isinstance(decoded.table, pyrsistent.PMap)
    assert decoded.levels[Level.HIGH] == (Color.BLUE, Color.RED)


@pytest.mark.parametrize("thing", [None, Other("z"), LEAF])
@pytest.mark.parametrize("either", [0, -3, "", "3"])
def test_round_trip_unions(thing: Leaf | Other | None, either: int | str) -> None:
    bag = Bag(
        (),
        ("", 0, True),
        frozenset(),
        pyrsistent.pvector(),
        pyrsistent.pmap(),
        either,
        thing,
        None,
        pyrsistent.pmap(),
    )
    decoded = round_trip(Bag, bag)
    assert decoded == bag
    assert type(decoded.either) is type(either)


def test_round_trip_generic_attrs() -> None:
    box = Box(Color.BLUE, (Color.RED, Color.RED))
    assert round_trip(Box[Color], box) == box
    ibox = Box(3, (1, 2))
    assert round_trip(Box[int], ibox) == ibox
    nested = Box(Box(1, ()), (Box(2, (3,)),))
    assert round_trip(Box[Box[int]], nested) == nested
    with pytest.raises(ValueError, match=r"\$\.value"):
        CODEC.decode(Box[int], CODEC.encode(box))


def test_round_trip_core_generics() -> None:
    holder = Holder(
        deck=Deck((Color.RED, Color.BLUE), (Color.GREEN,)),
        votes=Commitments.empty(3).commit(1, 7),
        rng=Rng.from_seed(5),
    )
    assert round_trip(Holder, holder) == holder
    deck: Deck[Color] = Deck((Color.GREEN,), ())
    assert round_trip(Deck[Color], deck) == deck
    votes: Commitments[int] = Commitments((None, 0, 3))
    assert round_trip(Commitments[int], votes) == votes
    with pytest.raises(ValueError, match=r"\$\.choices\[1\]"):
        CODEC.decode(Commitments[int], {"$type": "Commitments", "choices": [None, "x"]})


def test_rng_state_round_trips_at_full_width() -> None:
    rng = Rng(2**64 - 1)
    assert round_trip(Rng, rng) == rng


trees = st.recursive(
    st.builds(Tree, st.integers(), st.just(())),
    lambda kids: st.builds(Tree, st.integers(), st.lists(kids, max_size=3).map(tuple)),
    max_leaves=20,
)
leaves = st.builds(
    Leaf,
    st.integers(),
    st.text(),
    st.booleans(),
    st.none(),
    st.sampled_from(Color),
    st.sampled_from(Level),
    st.none() | st.integers(),
)
bags = st.builds(
    Bag,
    st.lists(st.integers()).map(tuple),
    st.tuples(st.text(), st.integers(), st.booleans()),
    st.frozensets(st.text(max_size=4)),
    st.lists(st.integers()).map(pyrsistent.pvector),
    st.dictionaries(st.text(max_size=4), st.integers()).map(pyrsistent.pmap),
    st.integers() | st.text(),
    st.none() | leaves | st.builds(Other, st.text()),
    st.none() | st.sampled_from(Level),
    st.dictionaries(
        st.sampled_from(Level), st.lists(st.sampled_from(Color), max_size=3).map(tuple)
    ).map(pyrsistent.pmap),
)


@given(trees)
def test_round_trip_trees(tree: Tree) -> None:
    assert round_trip(Tree, tree) == tree


@given(bags)
def test_round_trip_bags(bag: Bag) -> None:
    assert round_trip(Bag, bag) == bag


@given(st.lists(bags, max_size=3).map(tuple), st.lists(st.integers()).map(tuple))
def test_round_trip_generic_boxes(many: tuple[Bag, ...], ints: tuple[int, ...]) -> None:
    box = Box(Box(ints, (ints,)), tuple(Box(ints, ()) for _ in many))
    assert round_trip(Box[Box[tuple[int, ...]]], box) == box
    bag_box = Box(many, (many,))
    assert round_trip(Box[tuple[Bag, ...]], bag_box) == bag_box


@given(bags)
def test_encoding_is_deterministic(bag: Bag) -> None:
    assert json.dumps(CODEC.encode(bag)) == json.dumps(CODEC.encode(round_trip(Bag, bag)))


# -- malformed data ----------------------------------------------------------


def leaf_data(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = CODEC.encode(LEAF)
    data.update(changes)
    return data


@pytest.mark.parametrize(
    ("data", "where"),
    [
        (leaf_data(i="1"), r"\$\.i"),
        (leaf_data(i=True), r"\$\.i"),
        (leaf_data(i=1.0), r"\$\.i"),
        (leaf_data(s=3), r"\$\.s"),
        (leaf_data(b=1), r"\$\.b"),
        (leaf_data(n=0), r"\$\.n"),
        (leaf_data(color="PURPLE"), r"\$\.color"),
        (leaf_data(color="r"), r"\$\.color"),  # the value, not the name
        (leaf_data(level=2), r"\$\.level"),
        (leaf_data(opt="x"), r"\$\.opt"),
        (leaf_data(opt=False), r"\$\.opt"),
        ([], r"\$"),
        ("Leaf", r"\$"),
        (None, r"\$"),
    ],
)
def test_wrong_types_name_the_path(data: Any, where: str) -> None:
    with pytest.raises(ValueError, match=f"malformed data at {where}"):
        CODEC.decode(Leaf, data)


def test_missing_field() -> None:
    data = leaf_data()
    del data["s"]
    with pytest.raises(ValueError, match=r"at \$: Leaf fields missing \['s'\], unexpected \[\]"):
        CODEC.decode(Leaf, data)


def test_extra_field() -> None:
    with pytest.raises(ValueError, match=r"at \$: .*unexpected \['zzz'\]"):
        CODEC.decode(Leaf, leaf_data(zzz=1))


def test_missing_tag() -> None:
    data = leaf_data()
    del data["$type"]
    with pytest.raises(ValueError, match=r"\$type 'Leaf', got None"):
        CODEC.decode(Leaf, data)


def test_unknown_or_wrong_type_tag() -> None:
    with pytest.raises(ValueError, match=r"got 'Nope'"):
        CODEC.decode(Leaf, leaf_data(**{"$type": "Nope"}))
    with pytest.raises(ValueError, match=r"got 'Other'"):
        CODEC.decode(Leaf, leaf_data(**{"$type": "Other"}))


def test_class_not_registered_with_the_codec() -> None:
    small = Codec([Other])
    with pytest.raises(ValueError, match="Leaf"):
        small.decode(Leaf, CODEC.encode(LEAF))
    assert small.decode(Other, {"$type": "Other", "name": "x"}) == Other("x")


def test_same_name_different_class_is_refused() -> None:
    namespace: dict[str, Any] = {}
    exec("import attrs\n@attrs.frozen\nclass Other:\n    name: str\n", namespace)
    impostor = namespace["Other"]
    with pytest.raises(ValueError, match="Other"):
        CODEC.decode(impostor, {"$type": "Other", "name": "x"})


@pytest.mark.parametrize(
    ("tp", "data", "where"),
    [
        (Bag, {"$type": "Bag"}, r"\$"),
        (tuple[int, ...], [1, 2, "3"], r"\$\[2\]"),
        (tuple[int, ...], (1, 2), r"\$"),  # a tuple is not JSON data
        (tuple[str, int], ["a"], r"\$"),
        (tuple[str, int], ["a", 1, 2], r"\$"),
        (tuple[str, int], [1, "a"], r"\$\[0\]"),
        (frozenset[int], {1, 2}, r"\$"),
        (frozenset[int], [1, None], r"\$\[1\]"),
        (PVector[int], {"a": 1}, r"\$"),
        (PVector[int], [[1]], r"\$\[0\]"),
        (PMap[str, int], {"a": 1}, r"\$"),
        (PMap[str, int], [["a", 1], ["b"]], r"\$\[1\]"),
        (PMap[str, int], [["a", 1], [2, 2]], r"\$\[1\]\[0\]"),
        (PMap[str, int], [["a", "b"]], r"\$\[0\]\[1\]"),
        (int | str, None, r"\$"),
        (int | str, [1], r"\$"),
        (Leaf | Other | None, {"$type": "Tree", "label": 1, "children": []}, r"\$"),
        (Leaf | Other, 5, r"\$"),
        (Optional[int], "1", r"\$"),  # noqa: UP045
        (Box[int], {"$type": "Box", "value": 1, "many": [1, "2"]}, r"\$\.many\[1\]"),
        (
            Tree,
            {
                "$type": "Tree",
                "label": 1,
                "children": [
                    {
                        "$type": "Tree",
                        "label": 2,
                        "children": [{"$type": "Tree", "label": "x", "children": []}],
                    }
                ],
            },
            r"\$\.children\[0\]\.children\[0\]\.label",
        ),
    ],
)
def test_malformed_collections_name_the_path(tp: Any, data: Any, where: str) -> None:
    with pytest.raises(ValueError, match=f"malformed data at {where}"):
        CODEC.decode(tp, data)


def test_deeply_nested_garbage() -> None:
    garbage: Any = 0
    for _ in range(100_000):
        garbage = [garbage]
    for tp in (Leaf, tuple[int, ...], Tree, Bag, PMap[str, int]):
        with pytest.raises(ValueError, match="malformed data"):
            CODEC.decode(tp, garbage)


def test_deeply_nested_recursive_type_is_a_value_error() -> None:
    data: Any = None
    for i in range(sys.getrecursionlimit() * 2):
        data = {"$type": "Node", "value": i, "child": data}
    with pytest.raises(ValueError, match="nested too deeply"):
        CODEC.decode(Node, data)


def test_moderately_nested_recursive_type_decodes() -> None:
    node = None
    for i in range(50):
        node = Node(i, node)
    assert round_trip(Node, node) == node


class Trap:
    """Records any attempt to call it or look into it as a class."""

    calls: list[str] = []  # noqa: RUF012

    def __call__(self, *args: Any, **kwargs: Any) -> None:
        Trap.calls.append("called")


@pytest.mark.parametrize("name", ["os.system", "eval", "builtins.eval", "__import__", "exec"])
def test_decoding_never_calls_anything_named_by_the_data(name: str, tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    payload = f"touch {marker}" if name == "os.system" else f"open({str(marker)!r}, 'w')"
    data = {"$type": name, "name": payload}
    for tp in (Other, Leaf | Other, Leaf | Other | None, Box[int]):
        with pytest.raises(ValueError):
            CODEC.decode(tp, data)
    assert not marker.exists()


def test_decoding_never_calls_values_in_the_data() -> None:
    Trap.calls.clear()
    trap = Trap()
    for tp in (int, str, bool, Color, tuple[int, ...], Leaf, Other | None, PMap[str, int]):
        with pytest.raises(ValueError):
            CODEC.decode(tp, trap)
    with pytest.raises(ValueError):
        CODEC.decode(Other, {"$type": "Other", "name": trap})
    with pytest.raises(ValueError):
        CODEC.decode(Other, {"$type": trap, "name": "x"})
    assert Trap.calls == []


def test_literal_accepts_listed_values() -> None:
    assert CODEC.decode(Lit, {"$type": "Lit", "v": 2}) == Lit(2)
    with pytest.raises(ValueError, match=r"\$\.v"):
        CODEC.decode(Lit, {"$type": "Lit", "v": 3})


@pytest.mark.parametrize("bad", [True, 1.0])
def test_literal_rejects_equal_values_of_other_types(bad: Any) -> None:
    with pytest.raises(ValueError, match=r"\$\.v"):
        CODEC.decode(Lit, {"$type": "Lit", "v": bad})


def test_non_string_extra_keys_are_a_value_error() -> None:
    with pytest.raises(ValueError, match="unexpected"):
        CODEC.decode(Other, {"$type": "Other", "name": "x", 3: 4, "z": 5})


def test_round_trip_private_attrs_field() -> None:
    assert round_trip(Private, Private(3)) == Private(3)


# -- refusals: every one a bounded ValueError naming the path -----------------


@attrs.frozen
class Bid(ActionBase):
    """An action whose own check, when built, is stricter than its types."""

    player: int
    amount: int

    def __attrs_post_init__(self) -> None:
        super().__attrs_post_init__()
        if self.amount < 0:
            raise MalformedAction(f"Bid.amount must not be negative, not {self.amount}")


@attrs.frozen
class Auction:
    bids: tuple[Bid, ...]


@attrs.frozen
class Loose:
    """Declared types that values in memory may not follow (an IntEnum is an int)."""

    number: int
    numbers: tuple[int, ...]
    other: Other
    colors: frozenset[Color]


@attrs.frozen
class Floaty:
    x: float


@attrs.frozen
class Anything:
    x: Any


STRICT = Codec([Bid, Auction, Loose, Other, Leaf, Floaty, Anything, Tree])


def refusal(tp: Any, data: Any, codec: Codec = CODEC) -> str:
    with pytest.raises(ValueError, match=r"^malformed data at \$") as caught:
        codec.decode(tp, data)
    assert type(caught.value) is ValueError
    return str(caught.value)


def test_a_class_refusing_itself_when_built_is_malformed_data() -> None:
    bid = {"$type": "Bid", "player": 0, "amount": -5}
    assert refusal(Bid, bid, STRICT) == (
        "malformed data at $: Bid.amount must not be negative, not -5"
    )
    auction = {"$type": "Auction", "bids": [{**bid, "amount": 1}, bid]}
    message = refusal(Auction, auction, STRICT)
    assert message.startswith("malformed data at $.bids[1]: Bid.amount must not be negative")
    good = {"$type": "Auction", "bids": [{**bid, "amount": 1}]}
    assert STRICT.decode(Auction, good) == Auction((Bid(0, 1),))


def test_action_fields_of_the_wrong_type_never_reach_the_action() -> None:
    assert refusal(Bid, {"$type": "Bid", "player": True, "amount": 1}, STRICT) == (
        "malformed data at $.player: expected an integer, got True"
    )


def test_every_problem_is_counted_and_the_first_is_named() -> None:
    message = refusal(Leaf, leaf_data(i="1", s=2, b=None))
    assert message == (
        "malformed data at $.i: expected an integer, got '1' (and 2 more problems)"
    )
    assert refusal(Leaf, leaf_data(i="1", s=2)).endswith("(and 1 more problem)")


@pytest.mark.parametrize(
    "data",
    [
        leaf_data(**{"$type": "T" * 1_000_000}),
        leaf_data(**{"x" * 1_000_000: 1}),
        leaf_data(s=10**5000),
        leaf_data(i="9" * 1_000_000),
        leaf_data(i=[[[[[[[[[["deep"]]]]]]]]]]),
        leaf_data(b=-(10**5000)),
        leaf_data(color="PURPLE" * 100_000),
    ],
)
def test_messages_about_hostile_input_stay_short(data: Any) -> None:
    assert len(refusal(Leaf, data)) < 200


def test_huge_integers_are_integers() -> None:
    huge = Leaf(10**5000, "a", True, None, Color.RED, Level.LOW, -(10**5000))
    assert CODEC.decode(Leaf, CODEC.encode(huge)) == huge


def test_deeply_nested_data_of_a_recursive_type_is_a_value_error() -> None:
    data: Any = {"$type": "Tree", "label": 0, "children": []}
    for i in range(100_000):
        data = {"$type": "Tree", "label": i, "children": [data]}
    assert refusal(Tree, data) == "malformed data at $: nested too deeply"


@pytest.mark.parametrize(
    ("tp", "data"),
    [
        (Level, Level.LOW),  # the member itself is not its name
        (int, Level.LOW),  # nor an integer
        (str, Color.RED),
        (int | str, True),
        (int | None, 1.0),
        (tuple[int, ...], "12"),  # a string is not a list of anything
        (tuple[str, ...], "ab"),
        (frozenset[str], {"a": 1}),
        (PVector[Color], ["RED", "r"]),
        (PVector[Color], ["RED", ["RED"]]),
        (tuple[Level, ...], ["LOW", 1]),
        (Leaf, {"$type": "Leaf"}),
    ],
)
def test_near_misses_are_refused(tp: Any, data: Any) -> None:
    refusal(tp, data)


@given(st.data())
def test_any_damage_to_encoded_data_decodes_or_is_a_malformed_data_error(
    data: st.DataObject,
) -> None:
    bag = data.draw(bags)
    encoded = CODEC.encode(bag)
    garbage = st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
        lambda kids: st.lists(kids, max_size=3) | st.dictionaries(st.text(max_size=3), kids),
        max_leaves=5,
    )
    damaged = _damage(encoded, data.draw(st.integers(0, 10_000)), data.draw(garbage))
    try:
        assert isinstance(CODEC.decode(Bag, damaged), Bag)  # the damage may still fit
    except ValueError as error:
        assert type(error) is ValueError
        assert str(error).startswith("malformed data at $")
        assert len(str(error)) < 300


def _damage(data: Any, where: int, garbage: Any) -> Any:
    """``data`` with its node number ``where`` (in a walk, modulo their
    count) replaced by ``garbage``."""
    nodes: list[Any] = []

    def walk(node: Any) -> None:
        nodes.append(node)
        children = node.values() if isinstance(node, dict) else node
        if isinstance(node, dict | list):
            for child in children:
                walk(child)

    walk(data)
    target = nodes[where % len(nodes)]

    def rebuild(node: Any) -> Any:
        if node is target:
            return garbage
        if isinstance(node, dict):
            return {k: rebuild(v) for k, v in node.items()}
        if isinstance(node, list):
            return [rebuild(v) for v in node]
        return node

    return rebuild(data)


@pytest.mark.parametrize("tp", [float, Any, Floaty, Anything, dict[str, int], list[int]])
def test_types_the_codec_cannot_check_are_a_type_error(tp: Any) -> None:
    data = {"$type": getattr(tp, "__name__", ""), "x": 1.5}
    with pytest.raises(TypeError):
        STRICT.decode(tp, data)


# -- encoding follows what values are, not what they were declared ------------


def test_values_are_written_as_what_they_are() -> None:
    loose = Loose(
        Level.HIGH,  # an IntEnum passes for an int, even with mypy
        pyrsistent.pvector([1, 2]),  # type: ignore[arg-type]
        Leaf(1, "a", True, None, Color.RED, Level.LOW, None),  # type: ignore[arg-type]
        frozenset({Color.RED, Color.BLUE}),
    )
    assert STRICT.encode(loose) == {
        "$type": "Loose",
        "number": "HIGH",
        "numbers": [1, 2],
        "other": STRICT.encode(loose.other),
        "colors": ["BLUE", "RED"],
    }


def test_frozensets_and_maps_are_sorted_by_their_json_text() -> None:
    assert CODEC.encode(frozenset({9, 10, -1})) == [-1, 10, 9]
    assert CODEC.encode(frozenset({"a", "a!", "a b"})) == ["a b", "a!", "a"]
    assert CODEC.encode(pyrsistent.pmap({10: 1, 9: 2})) == [[10, 1], [9, 2]]
    assert json.dumps(CODEC.encode(Bag(
        (), ("", 0, True), frozenset({"b", "a"}), pyrsistent.pvector(), pyrsistent.pmap(),
        0, None, None, pyrsistent.pmap({Level.LOW: (), Level.HIGH: (Color.RED,)}),
    ))) == json.dumps({
        "$type": "Bag", "items": [], "pair": ["", 0, True], "tags": ["a", "b"], "vec": [],
        "table": [], "either": 0, "thing": None, "old_style": None,
        "levels": [["HIGH", ["RED"]], ["LOW", []]],
    })


def test_generic_values_are_written_with_their_tags() -> None:
    box = Box(Other("x"), (Other("y"),))
    assert CODEC.encode(box) == {
        "$type": "Box",
        "value": {"$type": "Other", "name": "x"},
        "many": [{"$type": "Other", "name": "y"}],
    }
    assert CODEC.encode(Holder(Deck((Color.RED,), ()), Commitments((None, 1)), Rng(3))) == {
        "$type": "Holder",
        "deck": {"$type": "Deck", "draw_pile": ["RED"], "discard_pile": []},
        "votes": {"$type": "Commitments", "choices": [None, 1]},
        "rng": {"$type": "Rng", "state": 3},
    }
