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
  below, with the component or rule they come from;
- fields that constrain one another (the parts of one payment) may be
  numbered together: `DOMAINS` lists their joint values, as tuples, under
  the tuple of their names, and the group takes the place of its first
  field. Only the combinations the rules can allow take an id, so such a
  block stays small (Extra! Extra!'s column claims: 364 ids, not the
  13,068 of five separate fields).

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
  by nesting depth, or per field name in `FIELD_CAPS`), each padded with
  zeros to X's size; a tuple longer than the cap keeps its most recent items
  (the last ones); a frozenset is laid out as its sorted items;
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
import operator
import types
import typing
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Union

import attrs

from pressroom.core.protocol import Game, IllegalAction
from pressroom.games.extra_extra import components as xx

AnyGame = Game[Any, Any, Any]
Field = str | tuple[str, ...]
"""A field's name, or the names of fields numbered together."""

SEAT_FIELDS = frozenset({"player", "opponent", "target"})
"""Int fields that name a seat: their domain is every seat of the largest game."""


def _columns_to_remove() -> tuple[tuple[int, ...], ...]:
    columns = range(5)
    return tuple(itertools.combinations(columns, 1)) + tuple(itertools.combinations(columns, 2))


# -- Extra! Extra! ---------------------------------------------------------------
# Every bound below comes from the printed components (`games/extra_extra/
# components.py`, L = rulebook lines) or from a check of the rules that does
# not depend on the state (`rules.py`: headline_problem, column_problem,
# story_problem), so every action the rules can allow has an id.


def _xx_most_money() -> int:
    """The most money one seat can ever hold (game.py `most_money` for one
    seat): per round $400 income (L134), $100 from Offhire for each of 5
    reporters (L418, L402) and $100 a card for 3 cards per reporter at Sales
    (L396); once, $600 of ads (L384) and 6 first-round sales (L128); over
    the largest round limit, 40. Money never passes between seats."""
    per_round = xx.INCOME + xx.MAX_REPORTERS * (xx.OFFHIRE_PAY
                                                + xx.SALES_PER_REPORTER * xx.SALE_PRICE)
    once = sum(xx.AD_PAY.values()) + xx.FIRST_SALE_LIMIT * xx.SALE_PRICE
    return _XX_MOST_ROUNDS * per_round + once


_XX_MOST_ROUNDS = 40  # the largest `round_limit` option


def _xx_pages() -> tuple[tuple[xx.PageInfo, ...], ...]:
    """The newspaper of every scenario at every page size it allows (L76-84)."""
    return tuple(xx.pages_of(info, size) for info in xx.SCENARIOS.values() for size in info.sizes)


def _xx_cuttings() -> tuple[tuple[int, int], ...]:
    """(copy, photo) cuttings taken at the Morgue: together at most the
    largest Morgue space's number, 3 (L243-247)."""
    most = max(xx.MORGUE_AMOUNT.values())
    return tuple((c, p) for c in range(most + 1) for p in range(most + 1 - c))


def _xx_headlines() -> tuple[tuple[int, int, int, bool], ...]:
    """(headline_cards, copy, photo, copy_editor) of a Headline (L286-298):
    exactly 3 cards, at least one Headline/Column card and at least one News
    card of the speciality or the Copy Editor in its place."""
    return tuple(
        (h, c, p, e) for h in range(1, 4) for c in range(3) for p in range(3)
        for e in (False, True) if h + c + p + e == 3 and c + p + e >= 1
    )


_XX_ICON_SOURCES: tuple[xx.Icon | None, ...] = (None, xx.Icon.COPY, xx.Icon.PHOTO)


def _xx_columns() -> tuple[Any, ...]:
    """(copy, photo, copy_pairs, photo_pairs, copy_editor) of a Column
    (L304-316) for the icon mixes of the Column tiles (`COLUMNS`): the News
    cards' specialities, listed in order, all different; two cuttings for a
    card, at most 4 cuttings; the Copy Editor as one card of an icon; every
    icon matched."""
    specialities = tuple(xx.Speciality)
    values = []
    for need in sorted({(xx.TILE_INFO[t].copy, xx.TILE_INFO[t].photo) for t in xx.COLUMNS}):
        for editor in _XX_ICON_SOURCES:
            for cp in range(3):
                for pp in range(3 - cp):
                    copy = need[0] - cp - (editor is xx.Icon.COPY)
                    photo = need[1] - pp - (editor is xx.Icon.PHOTO)
                    if copy < 0 or photo < 0:
                        continue
                    for cs in itertools.combinations(specialities, copy):
                        rest = [s for s in specialities if s not in cs]
                        for ps in itertools.combinations(rest, photo):
                            values.append((cs, ps, cp, pp, editor))
    return tuple(values)


def _xx_stories() -> tuple[Any, ...]:
    """(tile, copy_pairs, photo_pairs, copy_editor) of a story claim
    (L329-342): a story tile (`STORIES`); two cuttings of a type for a card
    of that type, no more cuttings than the story's size; the Copy Editor
    for one card of an icon; no more cards of an icon than the tile shows."""
    values = []
    for tile in xx.STORIES:
        info = xx.TILE_INFO[tile]
        for editor in _XX_ICON_SOURCES:
            copy = info.copy - (editor is xx.Icon.COPY)
            photo = info.photo - (editor is xx.Icon.PHOTO)
            if copy < 0 or photo < 0:
                continue
            for cp in range(copy + 1):
                for pp in range(photo + 1):
                    if 2 * (cp + pp) <= info.size:
                        values.append((tile, cp, pp, editor))
    return tuple(values)


def _extra_extra() -> dict[tuple[str, Field], tuple[Any, ...]]:
    pages = _xx_pages()
    return {
        # A fee is paid in $100 bills (L193-197; the money is in $100s), at
        # most all of a seat's money: 973 amounts, $0 to $97,200.
        ("Fee", "amount"): tuple(range(0, _xx_most_money() + 1, 100)),
        ("TakeCuttings", ("copy", "photo")): _xx_cuttings(),
        # "NEWSWIRE_SLOTS = 6" slots: three new, three older (L256).
        ("TakeWire", "slot"): tuple(range(xx.NEWSWIRE_SLOTS)),
        # A page's top-left square: at most 2 pages (cover pages), 6 rows
        # (Broadsheet) and 6 columns (a Berliner center spread).
        ("Put", "page"): tuple(range(max(len(p) for p in pages))),
        ("Put", "row"): tuple(range(max(page.height for p in pages for page in p))),
        ("Put", "col"): tuple(range(max(page.width for p in pages for page in p))),
        ("ClaimHeadline", ("headline_cards", "copy", "photo", "copy_editor")): _xx_headlines(),
        ("ClaimColumn", ("copy", "photo", "copy_pairs", "photo_pairs", "copy_editor")):
            _xx_columns(),
        ("ClaimStory", ("tile", "copy_pairs", "photo_pairs", "copy_editor")): _xx_stories(),
        # Ads come in sizes 1, 2 and 3 (L384).
        ("ClaimAd", "size"): tuple(xx.AD_PAY),
        # Cards and tiles narrower than their enums: a Stringer takes a News
        # card (L146), an Extra! Extra! card is one of the six pairs
        # (L577-585), Typesetting and Interviews move and mark stories only
        # (L274-276, L346-352).
        ("PlayStringer", "card"): tuple(
            c for c in xx.Card if xx.CARD_INFO[c].kind is xx.CardKind.NEWS),
        ("PlayExtra", "card"): tuple(
            c for c in xx.Card if xx.CARD_INFO[c].kind is xx.CardKind.EXTRA),
        ("Lift", "tile"): xx.STORIES,
        ("Interview", "tile"): xx.STORIES,
    }



DOMAINS: dict[str, dict[tuple[str, Field], tuple[Any, ...]]] = {
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
    "extra-extra": _extra_extra(),
}
"""Per game, the values of each int or tuple field that is not a seat, as
(class name, field name) -> values, and the joint values of fields numbered
together, as (class name, (field names)) -> tuples of values. Every value
the rules can ever list must be here; the tests check it on random play."""


PENDING: frozenset[str] = frozenset()
"""Games whose action fields have no declared domains yet (none now)."""


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
    fields: tuple[str, ...]  # the class's fields but ``player``, in order
    parts: tuple[Field, ...]  # the digits: a field, or fields numbered together
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


def _parts(game: AnyGame, cls: type, fields: tuple[str, ...]) -> tuple[Field, ...]:
    """The class's fields with each declared group in place of its first field."""
    groups = [part for (name, part) in DOMAINS.get(game.name, {})
              if name == cls.__name__ and not isinstance(part, str)]
    grouped = [field for group in groups for field in group]
    if len(set(grouped)) != len(grouped) or any(
        tuple(f for f in fields if f in group) != group for group in groups
    ):
        raise TypeError(f"{game.name}: {cls.__name__}'s field groups must be disjoint and list "
                        f"fields of the class in their order")
    parts: list[Field] = []
    for field in fields:
        group = next((g for g in groups if field in g), None)
        if group is None:
            parts.append(field)
        elif field == group[0]:
            parts.append(group)
    return tuple(parts)


def _action_blocks(game: AnyGame) -> tuple[_Block, ...]:
    blocks = []
    start = 0
    for cls in action_types(game):
        hints = typing.get_type_hints(cls)
        fields = tuple(f.name for f in attrs.fields(cls) if f.name != "player")
        parts = _parts(game, cls, fields)
        domains = tuple(
            _type_domain(game, cls, part, hints[part]) if isinstance(part, str)
            else DOMAINS[game.name][(cls.__name__, part)]
            for part in parts
        )
        size = 1
        for domain in domains:
            size *= len(domain)
        index = tuple({_key(v): i for i, v in enumerate(d)} for d in domains)
        blocks.append(_Block(cls, start, fields, parts, domains, index, size))
        start += size
    return tuple(blocks)


def _key(value: Any) -> Any:
    """A dict key telling apart values that compare equal (True and 1),
    inside tuples too."""
    if type(value) is tuple:
        return (tuple, tuple(_key(v) for v in value))
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
            for part, domain, index in zip(block.parts, block.domains, block.index, strict=True):
                if isinstance(part, str):
                    value = getattr(action, part)
                else:
                    value = tuple(getattr(action, name) for name in part)
                position = index.get(_key(value))
                if position is None:
                    shown = part if isinstance(part, str) else ",".join(part)
                    raise ValueError(f"{action!r}: {shown}={value!r} is outside its domain")
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
            values: dict[str, Any] = {}
            for part, domain in zip(reversed(block.parts), reversed(block.domains), strict=True):
                rest, position = divmod(rest, len(domain))
                if isinstance(part, str):
                    values[part] = domain[position]
                else:
                    values.update(zip(part, domain[position], strict=True))
            return block.cls(player, *(values[field] for field in block.fields))
    raise AssertionError("unreachable")


# -- observations ---------------------------------------------------------------

TUPLE_CAP: dict[str, tuple[int, ...]] = {
    # Items kept of a variable-length tuple, by nesting depth (deeper: last).
    "newsprint": (12, 8, 4),
    "penny-press": (12, 10, 4),
    "extrablatt": (16, 8, 4),
    "extra-extra": (12, 8, 4),
}


def _xx_field_caps() -> dict[str, tuple[int, ...]]:
    squares = max(sum(page.width * page.height for page in p) for p in _xx_pages())
    hand = 2 * xx.HAND_LIMIT
    stories = 16  # stories lifted or waiting on the copy desk (48 exist; few at once)
    return {
        "to_move": (1,),  # one seat moves at a time
        "players": (6,),  # at most 6 players
        "hand": (hand,),  # twice the hand limit, 14 (L473), before the discards
        "known": (hand,),
        # One entry per Space; on it, one reporter (contested, L186) or
        # every seat's (uncontested): the last 6 kept.
        "spaces": (len(xx.Space), 6),
        "blocked": (len(xx.TWO_PLAYER_BLOCKED | xx.INTRO_BLOCKED),),
        "decks": (len(xx.DeckName),),
        "discard": (len(xx.DECK_CARDS[0]),),  # a deck's 42 cards (L53-55)
        "contents": (len(xx.DECK_CARDS[0]),),
        "cities": (len(xx.City), 16),  # cards beneath a city: the last 16 kept
        "newswire": (xx.NEWSWIRE_SLOTS,),
        "desk": (len(xx.Slot),),
        "stocks": (len(xx.Stock),),
        "bottom": (max(len(xx.stock_tiles(s)) for s in xx.Stock),),
        "headlines": (len(xx.Speciality),),
        "ads": (len(xx.AD_PAY),),
        "extra_tokens": (len(xx.Speciality),),
        "press_cards": (len(xx.GONE_TO_PRESS_CARDS),),
        "lost": (2 + len(xx.Speciality),),  # interview, speciality, Extra! per speciality
        "retired": (len(xx.Speciality),),  # the Copy Editors
        "lifted": (stories,),
        "moved": (stories,),
        "tiles": (squares,),  # a tile covers at least one square of the paper
        "occupied": (2,),  # per page: at most 2 pages
        "pressed": (2,),
        "copy_desk": (stories,),
    }


FIELD_CAPS: dict[str, dict[str, tuple[int, ...]]] = {
    "extra-extra": _xx_field_caps(),
}
"""Per game, caps for the tuples of a named field (any class of the view),
outermost first; they replace `TUPLE_CAP`'s caps by depth for that field,
so a tuple that always has 28 items keeps them all and one of at most 6
seats takes 6 slots."""

Encoder = Callable[[Any, list[float]], None]
Scalar = Callable[[Any], float]


@attrs.frozen
class _Layout:
    size: int
    names: tuple[str, ...]
    encode: Encoder
    scalar: Scalar | None = None  # a one-slot layout: its value as a function


def _scalar(scalar: Scalar) -> _Layout:
    def encode(value: Any, out: list[float]) -> None:
        out.append(scalar(value))

    return _Layout(1, ("",), encode, scalar)


def _layout(
    tp: Any, caps: Sequence[int], depth: int, bindings: dict[Any, Any],
    own: tuple[int, ...] = (), named: Mapping[str, tuple[int, ...]] | None = None,
) -> _Layout:
    """The layout of values of type ``tp``: ``own`` holds the caps of its
    tuples (from `FIELD_CAPS`, outermost first), ``named`` the game's field caps."""
    named = named or {}
    tp = bindings.get(tp, tp)
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if tp is bool or tp is int:
        return _scalar(float)
    if tp is str:
        return _Layout(0, (), lambda v, out: None)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return _scalar({member: float(i + 1) for i, member in enumerate(tp)}.__getitem__)
    if origin is typing.Literal:
        literal = {_key(a): float(i + 1) for i, a in enumerate(args)}
        return _scalar(lambda v: literal[_key(v)])
    if origin in (Union, types.UnionType):
        present = [a for a in args if a is not type(None)]
        if len(present) != 1:
            raise TypeError(f"cannot lay out the union {tp!r}")
        inner = _layout(present[0], caps, depth, bindings, own, named)
        absent = [0.0] * (1 + inner.size)
        inner_encode = inner.encode

        def encode_optional(value: Any, out: list[float]) -> None:
            if value is None:
                out.extend(absent)
            else:
                out.append(1.0)
                inner_encode(value, out)

        return _Layout(1 + inner.size, ("?", *inner.names), encode_optional)
    if origin is frozenset or (origin is tuple and len(args) == 2 and args[1] is Ellipsis):
        cap = own[0] if own else caps[min(depth, len(caps) - 1)]
        item = _layout(args[0], caps, depth + 1, bindings, own[1:], named)
        item_encode, item_scalar, item_size = item.encode, item.scalar, item.size
        ordered = origin is frozenset

        def encode_tuple(value: Any, out: list[float]) -> None:
            if ordered:
                value = sorted(value)
            length = len(value)
            out.append(float(length))
            if length > cap:
                value = value[-cap:]
                length = cap
            if item_scalar is not None:
                out.extend(map(item_scalar, value))
            else:
                for part in value:
                    item_encode(part, out)
            if length < cap:
                out.extend([0.0] * ((cap - length) * item_size))

        names = ("#",) + tuple(f"[{i}]{n}" for i in range(cap) for n in item.names)
        return _Layout(1 + cap * item.size, names, encode_tuple)
    if origin is tuple:
        parts = [_layout(a, caps, depth, bindings, own, named) for a in args]
        encoders = [part.encode for part in parts]
        scalars = [part.scalar for part in parts]

        if all(scalars):
            def encode_scalars(value: Any, out: list[float]) -> None:
                out.extend([f(x) for f, x in zip(scalars, value, strict=True)])  # type: ignore[misc]

            encode_fixed = encode_scalars
        else:
            def encode_parts(value: Any, out: list[float]) -> None:
                for encode, x in zip(encoders, value, strict=True):
                    encode(x, out)

            encode_fixed = encode_parts

        names = tuple(f"[{i}]{n}" for i, p in enumerate(parts) for n in p.names)
        return _Layout(sum(p.size for p in parts), names, encode_fixed)
    cls = origin if origin is not None else tp
    if isinstance(cls, type) and attrs.has(cls):
        params = getattr(cls, "__parameters__", ())
        inner_bindings = dict(bindings) | dict(zip(params, args, strict=False))
        hints = typing.get_type_hints(cls)
        fields = [f.name for f in attrs.fields(cls)]
        layouts = [
            _layout(hints[f], caps, depth, inner_bindings, named.get(f, ()), named)
            for f in fields
        ]
        kept = [(f, x) for f, x in zip(fields, layouts, strict=True) if x.size]
        getter = operator.attrgetter(*(f for f, _ in kept)) if kept else (lambda v: ())
        single = len(kept) == 1
        steps = [(x.scalar, x.encode) for _, x in kept]

        def encode_attrs(value: Any, out: list[float]) -> None:
            values = getter(value)
            if single:
                values = (values,)
            for (scalar, encode), x in zip(steps, values, strict=True):
                if scalar is not None:
                    out.append(scalar(x))
                else:
                    encode(x, out)

        names = tuple(
            f".{f}{n}" for f, layout in zip(fields, layouts, strict=True) for n in layout.names
        )
        return _Layout(sum(x.size for x in layouts), names, encode_attrs)
    raise TypeError(f"cannot lay out values of type {tp!r}")


def _view_layout(game: AnyGame) -> _Layout:
    if game.name not in _LAYOUTS:
        view_type = game._view_type  # type: ignore[attr-defined]
        caps = TUPLE_CAP.get(game.name, (12, 8, 4))
        _LAYOUTS[game.name] = _layout(view_type, caps, 0, {}, (), FIELD_CAPS.get(game.name))
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
