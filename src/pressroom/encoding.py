"""A fixed action space and a numeric observation for every game.

Learning frameworks want two things the rules do not: an integer for every
action a game can ever have, and a fixed-length vector for what a seat sees.
Both are derived here from the game's declared types, never from a state.

Action ids
----------
Each action class of a game (in the order the game declares them) owns a
block of ids; inside the block the action's fields other than ``player``
are numbered in mixed radix, first field most significant, each field over
a finite domain. The acting seat is not part of the id (the same decision
has the same id for every seat), so `action_from_id` takes the seat.

- a seat field (``opponent``, ``target``): ``range(max players)``;
- an `enum.Enum` field: its members in declaration order;
- ``bool``: False, True;
- ``X | None``: None first, then X's domain;
- any other ``int`` or tuple field: the values declared for it in `DOMAINS`
  below, with the component or rule they come from.

An id therefore names the same action in every state where it is legal, and
stays the same as long as the game's action classes and these domains do.

>>> import pressroom
>>> game = pressroom.get_game("newsprint")
>>> state = game.new_game(num_players=3, seed=1)
>>> action = game.legal_actions(state, 0)[0]
>>> action_from_id(game, action_id(game, action), 0) == action
True
>>> num_actions(game)
889

Observations
------------
`observation(game, view)` flattens a view by its declared types into
`observation_size(game, num_players)` floats:

- ``int``: the value; ``bool``: 0 or 1; an enum member or a ``Literal``
  value: its position + 1;
- ``X | None``: a presence flag (1 if present), then X (zeros if absent);
- ``tuple[X, ...]``: its length, then the first `TUPLE_CAP` items (per game,
  by nesting depth), each padded with zeros to X's size; a tuple longer than
  the cap keeps its most recent items (the last ones); a frozenset is
  laid out as its sorted items;
- fixed tuples and attrs classes: their parts in order; strings take no slot.

`observation_fields(game, num_players)` names every slot, e.g.
``hand_sizes[2]`` or ``history[0].turn``. Only the view is read, so the
vector never holds anything the seat may not see.

>>> vector = observation(game, game.view(state, 0))
>>> len(vector) == observation_size(game, 3) == len(observation_fields(game, 3))
True
"""

from __future__ import annotations

import enum
import itertools
import types
import typing
from collections.abc import Callable, Sequence
from typing import Any, Union

import attrs

from pressroom.core.protocol import Game, IllegalAction

AnyGame = Game[Any, Any, Any]

SEAT_FIELDS = frozenset({"player", "opponent", "target"})
"""Int fields that name a seat: their domain is every seat of the largest game."""


def _columns_to_remove() -> tuple[tuple[int, ...], ...]:
    columns = range(5)
    return tuple(itertools.combinations(columns, 1)) + tuple(itertools.combinations(columns, 2))


DOMAINS: dict[str, dict[tuple[str, str], tuple[Any, ...]]] = {
    "newsprint": {
        # Story index: "MAX_STORIES = 2" stories a seat can have in a turn.
        ("Play", "story"): tuple(range(2)),
        # A story's cards of one suit: 10 copies of each suit ("COPIES").
        ("PlayStory", "cards"): tuple(range(11)),
        # Wilds: the 2 Stop the Presses cards.
        ("PlayStory", "wilds"): tuple(range(3)),
    },
    "penny-press": {
        # Reporters assigned at once: each seat has "REPORTERS = 5".
        ("Assign", "count"): tuple(range(1, 6)),
        # The front page is a 3 x 4 board ("PAGE = Board(3, 4)").
        ("Place", "row"): tuple(range(3)),
        ("Place", "col"): tuple(range(4)),
    },
    "extrablatt": {
        # "COLUMNS = 5" columns of messages.
        ("Take", "column"): tuple(range(5)),
        ("Challenge", "column"): tuple(range(5)),
        # Remove from 1 or 2 columns, in increasing order.
        ("Remove", "columns"): _columns_to_remove(),
        # The 12 checks 1000..12000 ("ALL_CHECKS").
        ("WriteCheck", "value"): tuple(range(1000, 12001, 1000)),
        # Layout card sizes ("SIZES").
        ("ChooseSize", "size"): (4, 6, 8, 9, 10, 12, 15, 18, 20),
        # Layout card sides are 2 to 6 squares ("LAYOUT_DIMENSIONS", either way),
        # on a board of 10 rows and 20 columns (two 10 x 10 pages).
        ("Place", "height"): tuple(range(2, 7)),
        ("Place", "width"): tuple(range(2, 7)),
        ("Place", "row"): tuple(range(10)),
        ("Place", "col"): tuple(range(20)),
        # A card's index in a paper: at most 200 squares / 4 per card.
        ("PlaceDuck", "card"): tuple(range(50)),
    },
}
"""Per game, the values of each int or tuple field that is not a seat, as
(class name, field name) -> values. Every value the rules can ever list
must be here; the tests check it on random play."""


PENDING = frozenset({"extra-extra"})
"""Games whose action fields have no declared domains yet: Extra! Extra!'s
fees, cuttings, newswire slots, page squares and column claims need them."""


def supports(game: AnyGame) -> bool:
    """Whether ``game`` has a fixed action space and observation here (the
    adapters offer only the games that do)."""
    try:
        _blocks(game)
        _view_layout(game)
    except TypeError:
        return False
    return True


def supported_games() -> tuple[AnyGame, ...]:
    """The games of `pressroom.GAMES` that `supports` accepts, by name."""
    import pressroom

    return tuple(game for _, game in sorted(pressroom.GAMES.items()) if supports(game))


def action_types(game: AnyGame) -> tuple[type, ...]:
    """The game's action classes, in the order it declares them."""
    return tuple(game._action_types)  # type: ignore[attr-defined]


@attrs.frozen
class _Block:
    cls: type
    start: int
    names: tuple[str, ...]
    domains: tuple[tuple[Any, ...], ...]
    index: tuple[dict[Any, int], ...]
    size: int


def _type_domain(game: AnyGame, cls: type, name: str, tp: Any) -> tuple[Any, ...]:
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    declared = DOMAINS.get(game.name, {}).get((cls.__name__, name))
    if declared is not None and origin not in (Union, types.UnionType):
        return declared
    if origin in (Union, types.UnionType):
        values: list[Any] = []
        for arg in args:
            values.extend((None,) if arg is type(None) else _type_domain(game, cls, name, arg))
        return tuple(values)
    if tp is bool:
        return (False, True)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return tuple(tp)
    if tp is int and name in SEAT_FIELDS:
        return tuple(range(game.player_counts.stop - 1))
    raise TypeError(f"{game.name}: no finite domain declared for {cls.__name__}.{name} ({tp!r})")


_BLOCKS: dict[str, tuple[_Block, ...]] = {}
_LAYOUTS: dict[str, _Layout] = {}


def _blocks(game: AnyGame) -> tuple[_Block, ...]:
    if game.name not in _BLOCKS:
        _BLOCKS[game.name] = _action_blocks(game)
    return _BLOCKS[game.name]


def _action_blocks(game: AnyGame) -> tuple[_Block, ...]:
    blocks = []
    start = 0
    for cls in action_types(game):
        hints = typing.get_type_hints(cls)
        names = tuple(f.name for f in attrs.fields(cls) if f.name != "player")
        domains = tuple(_type_domain(game, cls, n, hints[n]) for n in names)
        size = 1
        for domain in domains:
            size *= len(domain)
        index = tuple({_key(v): i for i, v in enumerate(d)} for d in domains)
        blocks.append(_Block(cls, start, names, domains, index, size))
        start += size
    return tuple(blocks)


def _key(value: Any) -> Any:
    """A dict key telling apart values that compare equal (True and 1)."""
    return (type(value), value)


def num_actions(game: AnyGame) -> int:
    """The size of the game's action space: ids are ``range(num_actions(game))``."""
    last = _blocks(game)[-1]
    return last.start + last.size


def action_id(game: AnyGame, action: Any) -> int:
    """The integer id of ``action``; ValueError if it is outside the space."""
    for block in _blocks(game):
        if type(action) is block.cls:
            number = 0
            for name, domain, index in zip(block.names, block.domains, block.index, strict=True):
                value = getattr(action, name)
                position = index.get(_key(value))
                if position is None:
                    raise ValueError(f"{action!r}: {name}={value!r} is outside its domain")
                number = number * len(domain) + position
            return block.start + number
    raise ValueError(f"{action!r} is not a {game.name} action")


def action_from_id(game: AnyGame, number: int, player: int) -> Any:
    """The action of seat ``player`` whose id is ``number``; IllegalAction if
    there is none."""
    if type(number) is not int or not 0 <= number < num_actions(game):
        raise IllegalAction(f"{number!r} is not an action id of {game.name}")
    for block in _blocks(game):
        if number < block.start + block.size:
            rest = number - block.start
            values = []
            for domain in reversed(block.domains):
                rest, position = divmod(rest, len(domain))
                values.append(domain[position])
            return block.cls(player, *reversed(values))
    raise AssertionError("unreachable")


# -- observations ---------------------------------------------------------------

TUPLE_CAP: dict[str, tuple[int, ...]] = {
    # Items kept of a variable-length tuple, by nesting depth (deeper: last).
    "newsprint": (12, 8, 4),
    "penny-press": (12, 10, 4),
    "extrablatt": (16, 8, 4),
    "extra-extra": (12, 8, 4),
}

Encoder = Callable[[Any, list[float]], None]


@attrs.frozen
class _Layout:
    size: int
    names: tuple[str, ...]
    encode: Encoder


def _zeros(size: int) -> Encoder:
    def encode(value: Any, out: list[float]) -> None:
        out.extend([0.0] * size)

    return encode


def _layout(tp: Any, caps: Sequence[int], depth: int, bindings: dict[Any, Any]) -> _Layout:
    tp = bindings.get(tp, tp)
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if tp is bool or tp is int:
        return _Layout(1, ("",), lambda v, out: out.append(float(v)))
    if tp is str:
        return _Layout(0, (), lambda v, out: None)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        position = {member: i + 1 for i, member in enumerate(tp)}
        return _Layout(1, ("",), lambda v, out: out.append(float(position[v])))
    if origin is typing.Literal:
        literal = {_key(a): i + 1 for i, a in enumerate(args)}
        return _Layout(1, ("",), lambda v, out: out.append(float(literal[_key(v)])))
    if origin in (Union, types.UnionType):
        present = [a for a in args if a is not type(None)]
        if len(present) != 1:
            raise TypeError(f"cannot lay out the union {tp!r}")
        inner = _layout(present[0], caps, depth, bindings)
        pad = _zeros(inner.size)

        def encode_optional(value: Any, out: list[float]) -> None:
            out.append(0.0 if value is None else 1.0)
            (pad if value is None else inner.encode)(value, out)

        return _Layout(1 + inner.size, ("?", *inner.names), encode_optional)
    if origin is frozenset or (origin is tuple and len(args) == 2 and args[1] is Ellipsis):
        cap = caps[min(depth, len(caps) - 1)]
        item = _layout(args[0], caps, depth + 1, bindings)
        pad = _zeros(item.size)
        ordered = origin is frozenset

        def encode_tuple(value: Any, out: list[float]) -> None:
            if ordered:
                value = sorted(value)
            out.append(float(len(value)))
            kept = value[-cap:] if len(value) > cap else value
            for part in kept:
                item.encode(part, out)
            for _ in range(cap - len(kept)):
                pad(None, out)

        names = ("#",) + tuple(f"[{i}]{n}" for i in range(cap) for n in item.names)
        return _Layout(1 + cap * item.size, names, encode_tuple)
    if origin is tuple:
        parts = [_layout(a, caps, depth, bindings) for a in args]

        def encode_fixed(value: Any, out: list[float]) -> None:
            for part, x in zip(parts, value, strict=True):
                part.encode(x, out)

        names = tuple(f"[{i}]{n}" for i, p in enumerate(parts) for n in p.names)
        return _Layout(sum(p.size for p in parts), names, encode_fixed)
    cls = origin if origin is not None else tp
    if isinstance(cls, type) and attrs.has(cls):
        params = getattr(cls, "__parameters__", ())
        inner_bindings = dict(bindings) | dict(zip(params, args, strict=False))
        hints = typing.get_type_hints(cls)
        fields = [f.name for f in attrs.fields(cls)]
        layouts = [_layout(hints[f], caps, depth, inner_bindings) for f in fields]

        def encode_attrs(value: Any, out: list[float]) -> None:
            for name, layout in zip(fields, layouts, strict=True):
                layout.encode(getattr(value, name), out)

        names = tuple(
            f".{f}{n}" for f, layout in zip(fields, layouts, strict=True) for n in layout.names
        )
        return _Layout(sum(x.size for x in layouts), names, encode_attrs)
    raise TypeError(f"cannot lay out values of type {tp!r}")


def _view_layout(game: AnyGame) -> _Layout:
    if game.name not in _LAYOUTS:
        view_type = game._view_type  # type: ignore[attr-defined]
        caps = TUPLE_CAP.get(game.name, (12, 8, 4))
        _LAYOUTS[game.name] = _layout(view_type, caps, 0, {})
    return _LAYOUTS[game.name]


def observation_size(game: AnyGame, num_players: int) -> int:
    """The length of every observation vector of ``game`` (any player count)."""
    del num_players  # the layout is sized for the largest game
    return _view_layout(game).size


def observation_fields(game: AnyGame, num_players: int) -> tuple[str, ...]:
    """The name of each slot of an observation vector, in order."""
    del num_players
    return tuple(name.lstrip(".") for name in _view_layout(game).names)


def observation(game: AnyGame, view: Any) -> list[float]:
    """The view as a fixed-length list of floats (see the module docstring)."""
    out: list[float] = []
    _view_layout(game).encode(view, out)
    return out
