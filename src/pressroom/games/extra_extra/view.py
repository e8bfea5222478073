"""Hidden information: what one seat sees, and a state drawn from a view.

Hidden from a seat: the cards of other hands that nobody saw arrive (the
deal; only their number per deck back shows), the order of the three draw
decks (their contents too, until one is remade from its face-up discard
pile), the story and Column piles below their visible top (apart from tiles
seen returned to the bottom, L475), the Dallas stacks below their tops, and
the RNG. Everything else is on the table.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import chain, compress
from operator import attrgetter, itemgetter
from typing import Any

from pressroom.core import chars
from pressroom.core.rng import Rng
from pressroom.games.extra_extra.components import (
    BANK_MONEY,
    DECK_CARDS,
    SLOT_STOCK,
    Card,
    City,
    DeckName,
    Slot,
    Space,
    Stock,
    Tile,
    stock_tiles,
)
from pressroom.games.extra_extra.rules import DECK_INDEX
from pressroom.games.extra_extra.state import (
    FEE,
    HAND_ALPHABET,
    HAND_SEP,
    OVER,
    PLACE,
    SELL,
    STRINGER,
    TILE_ALPHABET,
    TILE_OF_CHAR,
    ExtraExtraState,
    ExtraExtraView,
    Piles,
    StockView,
    Typesetting,
    build_holdings,
    build_pile_view,
    build_player,
    build_player_view,
    build_state,
    build_stock_view,
    build_supply,
    build_table,
    build_tiles,
    build_view,
    hand_cards,
    hand_string,
    moneys_of,
    pack_moneys,
    pack_placements,
    pile_cards,
    pile_string,
    pile_tiles,
    prompt_of,
    state_activation,
    tile_string,
    without,
)

_NONE_HIDDEN = (0, 0, 0)


def view(state: ExtraExtraState, seat: int | None) -> ExtraExtraView:
    setup = state.table
    n = setup.num_players
    placed = [0] * n
    # The reporters on the board, once (Phase 7 works them out): each seat's
    # count, each space's (seat, fee) pairs and the fees for the bank.
    reporters = state.reporters
    spaces: list[tuple[tuple[int, int], ...]] = [()] * len(Space)
    fees = 0
    for space, owner, fee in reporters:
        placed[owner] += 1
        spaces[space] = (*spaces[space], (owner, fee))
        fees += fee
    supply, table = state.supply, state.tiles
    players = []
    papers = state.papers
    moneys = moneys_of(state.money_bits, n)
    hands = supply.hands.split(HAND_SEP)
    for index, p in enumerate(state.players):
        cards, secret = hands[index], p.unseen
        if secret:  # hidden cards by deck back (counted in C)
            code = secret.encode()
            held = code.translate(_DECK_BACK_CHAR)
            hidden = (held.count(0), held.count(1), held.count(2))
            # The seen part: every unseen character deleted (in C), unless a
            # card held twice is both seen and unseen (deleted twice then).
            rest = cards.encode().translate(None, code)
            seen = hand_cards(rest.decode() if len(rest) + len(code) == len(cards)
                              else without(cards, secret))
        else:  # all seen
            hidden = _NONE_HIDDEN
            seen = hand_cards(cards)
        h = p.holdings
        players.append(build_player_view(
            h.speciality, moneys[index], seen, hidden, len(cards), h.employed,
            placed[index], h.cuttings, papers[index], h.ads, h.press_cards))
    known = supply.deck_known
    decks = tuple(
        build_pile_view(len(deck.draw), pile_cards(index, deck.discard),
                        pile_cards(index, "".join(sorted(deck.draw))) if known[index] else None)
        for index, deck in enumerate(supply.decks)
    )
    fresh = table.fresh
    if setup.options.dallas_stack:
        desk = tuple(_DESK_ENTRY[flag].get(tiles) or (TILE_OF_CHAR[tiles[0]], len(tiles), flag)
                     for tiles, flag in zip(table.desk.split(HAND_SEP), fresh, strict=True))
    else:  # (a slot holds one tile or none, never revealed this round: in C)
        desk = tuple(map(_UNSTACKED_ENTRY, table.desk.split(HAND_SEP)))
    seen_bottom = table.seen_bottom
    stocks = []
    for index, tiles in enumerate(table.stocks):
        returned = seen_bottom[index]
        size = len(tiles)
        shown = None if returned else _UNSEEN_BOTTOM.get((size, tiles[:1]))
        stocks.append(shown or build_stock_view(
            size, TILE_OF_CHAR[tiles[0]] if tiles else None,
            pile_tiles(tiles[size - returned:]) if returned else ()))
    step, current, pending, _ = state.prompt
    # `state.passes`, from the reporters worked out above.
    if step is PLACE or step is FEE:
        origin = (reporters[-1][1] + 1) % n if reporters else setup.start_player
        passes = (current - origin) % n
    elif setup.round == 1 and (step is SELL or step is STRINGER):
        passes = 0
    else:
        passes = n
    cities = supply.cities
    act = state.activation
    return build_view(
        seat, n, setup.options, setup.round, step,
        () if step is OVER else (current,), current, setup.start_player,
        hand_cards(hands[seat]) if seat is not None else None, tuple(players), tuple(spaces),
        setup.blocked, decks,
        _NO_CITIES if cities == _EMPTY_CITIES else _cities_view(cities),
        supply.newswire, supply.morgue, supply.cuttings,
        desk, tuple(stocks), table.headlines, table.ads, table.interviews,
        table.speciality_tokens, table.extra_tokens, supply.brown_stringers, table.press_cards,
        table.lost, supply.retired, BANK_MONEY - sum(moneys) - fees,
        setup.turn, passes, pending,
        act.full() if type(act) is Typesetting else act, 0 if act is None else int(act.space),
        setup.sold,
    )


# Per fresh flag, a slot of at most one tile's entry in the view's desk,
# by its pile string (`Tiles.desk`): made at import, shared by every view.
_DESK_ENTRY: tuple[dict[str, tuple[Tile | None, int, bool]], ...] = tuple(
    {"": (None, 0, flag), **{char: (tile, 1, flag) for char, tile in TILE_OF_CHAR.items()}}
    for flag in (False, True))


_UNSTACKED_ENTRY = _DESK_ENTRY[False].__getitem__

# A pile's view when no tile was seen returned to its bottom (most piles),
# by its size and its top tile's character (`Tiles.stocks`): one shared
# record per pile size and top tile any pile can show, made at import.
_UNSEEN_BOTTOM: dict[tuple[int, str], StockView] = {
    (size, TILE_ALPHABET[top]): build_stock_view(size, top, ())
    for stock in Stock for top in set(stock_tiles(stock))
    for size in range(1, len(stock_tiles(stock)) + 1)
}
_UNSEEN_BOTTOM[0, ""] = build_stock_view(0, None, ())


# The cities with no card beneath them, in the state's form and the view's.
_EMPTY_CITIES = HAND_SEP * (len(City) - 1)
_NO_CITIES: tuple[tuple[Card, ...], ...] = ((),) * len(City)


def _cities_view(text: str) -> tuple[tuple[Card, ...], ...]:
    """The state's cities (`Supply.cities`) as cards: read at once, then cut."""
    cards = hand_cards(text.replace(HAND_SEP, ""))
    out = []
    at = 0
    for part in text.split(HAND_SEP):
        size = len(part)
        out.append(cards[at:at + size])
        at += size
    return tuple(out)


# A card's byte made its hand character, and 255 the separator.
_CITY_CHARS = bytes.maketrans(bytes([*range(len(Card)), 255]), (HAND_ALPHABET + HAND_SEP).encode())


def _cities_state(cities: tuple[tuple[Card, ...], ...]) -> str:
    """The view's cities as the state's string (`Supply.cities`), in C."""
    if not any(cities):
        return _EMPTY_CITIES
    return b"\xff".join(map(bytes, cities)).translate(_CITY_CHARS).decode()


# A hand string's character codes made their cards' decks (3: none).
_DECK_BACK_CHAR = bytes.maketrans(HAND_ALPHABET.encode(), bytes(DECK_INDEX))
_PAPER = attrgetter("paper")
_MONEY = attrgetter("money")
# Per deck its cards in card order, a byte a card; the faces a deck holds twice.
_DECK_BYTES = tuple(bytes(sorted(cards)) for cards in DECK_CARDS)
_TWICE = bytes(card for card in Card if sum(cards.count(card) for cards in DECK_CARDS) == 2)
_NOT_TWICE = bytes(code for code in range(256) if code not in _TWICE)
assert all(sum(cards.count(card) for cards in DECK_CARDS) <= 2 for card in Card)
_BYTE = tuple(bytes((code,)) for code in range(256))
_FRESH = itemgetter(2)  # a view's desk entry: (top, size, fresh)
_BOTTOM = attrgetter("bottom")


def sample_state(v: ExtraExtraView, rng: Rng) -> ExtraExtraState:
    """Deal every unseen card and tile uniformly into the unseen places the
    view shows (respecting every count), with a fresh RNG (the Features deck,
    out of the introductory scenarios' game, stays as listed). The state is built
    directly, field by field: nothing here needs the strict load check (the
    tests check every sample against the view it came from)."""
    n = v.num_players
    me = v.seat
    views = v.players
    piles = v.decks
    # The seats other than the viewer's with cards nobody saw arrive.
    hiders = [(seat, pv.hidden) for seat, pv in enumerate(views)
              if seat != me and pv.hidden != _NONE_HIDDEN]
    dealt: dict[int, list[int]] = {seat: [] for seat, _ in hiders}
    seen: bytes | None = None  # every card in sight (`_cards_seen`), when needed
    # Every unknown order (the cards', then the tiles') is drawn from one
    # number at the end (`_orders`): first the pools to order are listed.
    pools: list[Sequence[Any]] = []
    # Per deck: its takers, its pool's place in `pools` (-1: dealt in order),
    # the pool, its draw pile's place in `pools` (-1: the pool's rest).
    plans: list[tuple[list[tuple[int, int]], int, Sequence[int], int]] = []
    # The introductory scenarios leave the Features deck out of the game
    # (nothing deals, draws or discards it): its pile stays as the deck is
    # listed, since no order of it can ever be told apart.
    unused = _FEATURES if v.options.info.intro and piles[_FEATURES].draw_size == len(
        DECK_CARDS[_FEATURES]) and not piles[_FEATURES].discard else -1
    for deck in _DECKS:
        contents = piles[deck].contents
        takers = [(seat, hidden[deck]) for seat, hidden in hiders if hidden[deck]]
        if deck == unused and not takers:
            plans.append((takers, -1, DECK_CARDS[deck], -2))
            continue
        if contents is not None and not takers:  # only the draw pile's order is unknown
            plans.append((takers, -1, (), len(pools)))
            pools.append(contents)
            continue
        if seen is None:
            seen = _cards_seen(v)
        pool: Sequence[int] = _hidden_cards(
            deck, seen if contents is None else seen + bytes(contents))
        at = -1
        if contents is None or len(takers) > 1:  # (one taker takes them all)
            at = len(pools)
            pools.append(pool)
        plans.append((takers, at, pool, -1 if contents is None else len(pools)))
        if contents is not None:
            pools.append(contents)
    tile_pools, stocks_plan = _tile_pools(v)
    orders, rng = _orders(rng, pools + tile_pools)
    decks = []
    for index, (takers, at, pool, drawn) in enumerate(plans):
        if at >= 0:
            pool = orders[at]
        start = 0
        for seat, count in takers:
            dealt[seat] += pool[start:start + count]
            start += count
        draw_pile = orders[drawn] if drawn >= 0 else pool[start:]
        if drawn == -2:  # (the unused deck)
            decks.append(_UNUSED_PILE)
            continue
        decks.append(Piles(pile_string(draw_pile), pile_string(piles[index].discard)))
    players = []
    hands = []
    for seat, pv in enumerate(views):
        known = pv.known
        if seat == me and v.hand is not None and len(v.hand) != len(known):
            hand = hand_string(v.hand)
            secret = without(hand, hand_string(known))
        elif seat in dealt:
            hand = hand_string(sorted(bytes(known) + bytes(dealt[seat])))
            secret = hand_string(sorted(dealt[seat]))
        else:  # all seen
            hand = hand_string(known)
            secret = ""
        hands.append(hand)
        players.append(build_player(secret, build_holdings(
            pv.speciality, pv.employed, pv.cuttings, pv.ads, pv.press_cards)))
    desk, stocks = _sample_tiles(v, stocks_plan, orders[len(pools):])
    fresh_rng, _ = rng.split()
    supply = build_supply(
        tuple(decks), tuple(p.contents is not None for p in piles),
        _cities_state(v.cities),
        v.newswire,
        v.morgue, v.cuttings, v.brown_stringers, v.retired, HAND_SEP.join(hands),
    )
    tiles = build_tiles(
        desk, tuple(map(_FRESH, v.desk)), stocks,
        tuple(map(len, map(_BOTTOM, v.stocks))), v.headlines, v.ads, v.interviews,
        v.speciality_tokens, v.extra_tokens, v.press_cards, v.lost,
    )
    reporters = tuple((_SPACES[i], seat, fee) for i in compress(_SPACE_NUMBERS, v.spaces)
                      for seat, fee in v.spaces[i])
    if reporters and (v.step is PLACE or v.step is FEE):
        reporters = _last_placed(reporters, (v.current - v.passes - 1) % n)
    table = build_table(n, v.options, fresh_rng, v.round, v.start_player, v.blocked, v.turn,
                        v.sold)
    return build_state(
        table, prompt_of(v.step, v.current, v.pending), tuple(players),
        tuple(map(_PAPER, views)), pack_placements(reporters), pack_moneys(map(_MONEY, views)),
        supply, tiles,
        None if v.activation is None else state_activation(v.activation),
    )


def _last_placed(reporters: tuple[tuple[Space, int, int], ...],
                 seat: int) -> tuple[tuple[Space, int, int], ...]:
    """The reporters (in board order) with a last one of ``seat`` moved to
    the end: Phase 6's passes count from the last placed reporter
    (`ExtraExtraState.passes`), whose seat the view's passes tell. The last
    placed was the last on its space, and each space keeps its order."""
    for index in range(len(reporters) - 1, -1, -1):
        space, owner, _ = reporters[index]
        if owner == seat and (index + 1 == len(reporters) or reporters[index + 1][0] is not space):
            return (*reporters[:index], *reporters[index + 1:], reporters[index])
    return reporters


def _cards_seen(v: ExtraExtraView) -> bytes:
    """Every card at the table in sight, a byte a card: the hands' seen
    cards (the viewer's whole hand), the cities', the newswire's and the
    face-up discards."""
    me = v.seat
    parts = [bytes(v.hand if seat == me and v.hand is not None else pv.known)
             for seat, pv in enumerate(v.players)]
    parts += map(bytes, v.cities)
    parts.append(bytes(card for card in v.newswire if card is not None))
    parts += (bytes(pile.discard) for pile in v.decks)
    return b"".join(parts)


def _hidden_cards(deck: int, seen: bytes) -> bytes:
    """The deck's cards nobody can see (in a hand unseen or a draw pile), a
    byte a card in card order: its cards less ``seen`` (cards of any deck),
    in C. A face the deck holds once goes if seen; one it holds twice (the
    Features deck) loses a copy for each time seen."""
    twice = seen.translate(None, _NOT_TWICE)
    pool = _DECK_BYTES[deck].translate(None, seen.translate(None, _TWICE) if twice else seen)
    for card in twice:
        pool = pool.replace(_BYTE[card], b"", 1)
    return pool


_DECKS = tuple(DeckName)
_FEATURES = DeckName.FEATURES
_UNUSED_PILE = Piles(pile_string(DECK_CARDS[_FEATURES]), "")
_STOCKS = tuple(Stock)
_STOCK_SLOTS = tuple(tuple(s for s in Slot if SLOT_STOCK[s] is stock) for stock in Stock)
_STOCK_FACES = tuple(tuple(sorted(set(stock_tiles(stock)))) for stock in Stock)
_SPACES = tuple(Space)
_SPACE_NUMBERS = range(len(_SPACES))


_FACTORIALS = tuple(math.factorial(n) for n in range(len(Card) + len(Tile) + 1))


def _orders(rng: Rng, pools: list[Sequence[Any]]) -> tuple[list[Sequence[Any]], Rng]:
    """A uniformly random order of each pool, all read from one number below
    the product of their sizes' factorials (`Rng.number`): its mixed-radix
    digits are the Fisher-Yates swaps, pool after pool."""
    bound = 1
    for pool in pools:
        bound *= _FACTORIALS[len(pool)]
    if bound == 1:
        return pools, rng
    number, rng = rng.number(bound)
    out: list[Sequence[Any]] = []
    for pool in pools:
        items = list(pool)
        for i in range(len(items) - 1, 0, -1):
            number, j = divmod(number, i + 1)
            items[i], items[j] = items[j], items[i]
        out.append(items)
    return out, rng


def _tile_pools(v: ExtraExtraView) -> tuple[list[Sequence[Any]], list[bytes | None]]:
    """The unseen tiles of each pile type to order (`_sample_tiles` deals
    them), and per pile type what it deals without an order: nothing when it
    has no hidden place, its one face when its tiles are all alike (a
    Classifieds pile), None when its pool is the next in the list; a byte a
    tile. Only those need the tiles in sight listed (`_tiles_in_sight`)."""
    shown = v.desk
    views = v.stocks
    in_sight: bytes | None = None
    pools: list[Sequence[Any]] = []
    plan: list[bytes | None] = []
    stacks = v.options.dallas_stack  # (else a slot shows its one tile, or none)
    for stock, slots, faces, alike in _STOCK_PLAN:
        sv = views[stock]
        size, seen = sv.size, len(sv.bottom)
        hidden = size - seen - (sv.top is not None and seen < size)
        for slot in slots if stacks else ():
            stack = shown[slot][1]
            if stack > 1:
                hidden += stack - 1
        if not hidden:
            plan.append(b"")
        elif alike:
            plan.append(faces * hidden)
        else:
            if in_sight is None:
                in_sight = _tiles_in_sight(v)
            pools.append(faces.translate(None, in_sight))
            plan.append(None)
    return pools, plan


def _sample_tiles(
    v: ExtraExtraView, plan: list[bytes | None], orders: list[Sequence[int]],
) -> tuple[str, tuple[str, ...]]:
    """The unseen tiles of each pile type (`_tile_pools`, ordered) dealt into
    the hidden places of its pile and (Dallas Stack) its stacks."""
    shown = v.desk
    views = v.stocks
    stacks = v.options.dallas_stack  # (else a slot shows its one tile, or none)
    # (pile strings: `tile_string`)
    desk = [""] * len(Slot) if stacks else list(map(_TOP_CHAR.__getitem__, map(_TOP, shown)))
    # Every pile's tiles in one list, each pile ended by _PILE_END, made a
    # string once (a string a pile would cost a `tile_string` call each).
    piles: list[int] = []
    ordered = iter(orders)
    for (stock, slots, _, _), dealt in zip(_STOCK_PLAN, plan, strict=True):
        drawn: Sequence[int] = next(ordered) if dealt is None else dealt
        at = 0
        for slot in slots if stacks else ():
            top, size, _ = shown[slot]
            if size > 1:
                desk[slot] = tile_string((top, *drawn[at:at + size - 1]))  # type: ignore[arg-type]
                at += size - 1
            elif top is not None:
                desk[slot] = TILE_ALPHABET[top]
        sv = views[stock]
        bottom = sv.bottom
        if sv.top is not None and len(bottom) < sv.size:  # the top is not a returned tile
            piles.append(sv.top)
            piles += drawn[at:at + sv.size - 1 - len(bottom)]
        else:
            piles += drawn[at:at + sv.size - len(bottom)]
        piles += bottom
        piles.append(_PILE_END)
    return HAND_SEP.join(desk), tuple(_piles_string(piles[:-1]).split(HAND_SEP))


# The tile piles' string of tiles and pile ends (`_sample_tiles`).
_PILE_END = 255
_piles_string = chars.writer([*range(len(Tile)), _PILE_END], TILE_ALPHABET + HAND_SEP)


_TILE_OF = attrgetter("tile")
_TOP, _STACK_SIZE = itemgetter(0), itemgetter(1)  # a view's desk entry: (top, size, fresh)
_PILE_TOP, _PILE_SIZE = attrgetter("top"), attrgetter("size")
_TOP_CHAR: dict[Tile | None, str] = {None: "", **dict(zip(Tile, TILE_ALPHABET, strict=True))}


def _tiles_in_sight(v: ExtraExtraView) -> bytes:
    """Every tile in sight, a byte a tile: on the papers and their copy
    desks, lifted or being placed, on top of a stack or a pile, or seen at a
    pile's bottom. The piles `_tile_pools` orders hold each face once, so
    their hidden tiles are their faces less these (`bytes.translate`).
    Gathered in one list and made bytes once (each `bytes` call costs
    about as much as a few tiles)."""
    papers = list(map(_PAPER, v.players))
    tiles = list(map(_TILE_OF, chain.from_iterable(map(_PLACED, papers))))
    tiles += map(_TILE_OF, chain.from_iterable(map(_COPY_DESK, papers)))
    act = v.activation
    if act is not None:
        tiles += map(_TILE_OF, act.lifted)
        if act.placing is not None:
            tiles.append(act.placing)
    # (A slot or a pile shows a top exactly when it holds a tile.)
    tiles += compress(map(_TOP, v.desk), map(_STACK_SIZE, v.desk))
    tiles += compress(map(_PILE_TOP, v.stocks), map(_PILE_SIZE, v.stocks))
    tiles += chain.from_iterable(map(_BOTTOM, v.stocks))
    return bytes(tiles)


_PLACED, _COPY_DESK = attrgetter("tiles"), attrgetter("copy_desk")


# Per pile type: the type, its display slots, its faces (each once in the
# piles `_tile_pools` orders; a byte a face) and whether they are all alike
# (the Classifieds piles).
_STOCK_PLAN = tuple((stock, _STOCK_SLOTS[stock], bytes(faces), len(faces) == 1)
                    for stock, faces in zip(Stock, _STOCK_FACES, strict=True))
assert all(len(set(stock_tiles(stock))) == len(stock_tiles(stock)) or alike
           for stock, _, _, alike in _STOCK_PLAN)
