"""Hidden information: what one seat sees, and a state drawn from a view.

Hidden from a seat: the cards of other hands that nobody saw arrive (the
deal; only their number per deck back shows), the order of the three draw
decks (their contents too, until one is remade from its face-up discard
pile), the story and Column piles below their visible top (apart from tiles
seen returned to the bottom, L475), the Dallas stacks below their tops, and
the RNG. Everything else is on the table.
"""

from __future__ import annotations

import sys
from array import array
from bisect import bisect_left
from collections.abc import Sequence
from functools import partial
from itertools import chain, compress
from operator import and_, attrgetter, itemgetter
from struct import Struct

from pressroom.core.frozen import builder, setter
from pressroom.core.rng import ORDERS_AT_ONCE, Rng
from pressroom.games.extra_extra.components import (
    BANK_MONEY,
    DECK_CARDS,
    SCENARIOS,
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
from pressroom.games.extra_extra.options import Options
from pressroom.games.extra_extra.rules import DECK_INDEX
from pressroom.games.extra_extra.state import (
    ACTIVATION_KEYS,
    DECK_FACES,
    FEE,
    HAND_ALPHABET,
    HAND_SEP,
    OVER,
    PLACE,
    PLACEMENT_BITS,
    SELL,
    STRINGER,
    TILE_ALPHABET,
    TILE_OF_CHAR,
    ExtraExtraState,
    ExtraExtraView,
    Piles,
    Player,
    StockView,
    Supply,
    Table,
    Tiles,
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
build_piles = builder(Piles)  # (the draw piles of a sample: attrs' constructor costs more)

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
    view shows (respecting every count; the Features deck, out of the
    introductory scenarios' game, stays as listed), with a fresh RNG: the
    generator the deal left, which has drawn nothing (`Rng.number` hashed
    the state before it; splitting it too cost some 18,000 instructions).
    The state is built directly, field by field: nothing here needs the
    strict load check (the tests check every sample against the view it
    came from)."""
    n = v.num_players
    me = v.seat
    views = v.players
    piles = v.decks
    shared, cards, hidden, desk, piled = _view_plans(v)
    draws, dealt, order, rng = _deal(rng, shared, cards)
    desk_text, stocks = _tiles_laid(hidden, order, HAND_SEP.join(desk), piled,
                                    v.options.dallas_stack)
    players = []
    hands = []
    for seat, pv in enumerate(views):
        known = pv.known
        if seat == me and v.hand is not None and len(v.hand) != len(known):
            hand = hand_string(v.hand)
            secret = without(hand, hand_string(known))
        elif seat in dealt:
            # (A view's known cards put in card order, as a state's are.)
            held, secret = _hand_dealt(bytes(sorted(hand_string(known).encode())), dealt[seat])
            hand = held.decode()
        else:  # all seen
            hand = hand_string(known)
            secret = ""
        hands.append(hand)
        players.append(build_player(secret, build_holdings(
            pv.speciality, pv.employed, pv.cuttings, pv.ads, pv.press_cards)))
    supply = build_supply(
        tuple(_UNUSED_PILE if draw is None else build_piles(draw, pile_string(pile.discard))
              for draw, pile in zip(draws, piles, strict=True)),
        tuple(p.contents is not None for p in piles),
        _cities_state(v.cities),
        v.newswire,
        v.morgue, v.cuttings, v.brown_stringers, v.retired, HAND_SEP.join(hands),
    )
    tiles = build_tiles(
        desk_text, tuple(map(_FRESH, v.desk)), stocks,
        tuple(map(len, map(_BOTTOM, v.stocks))), v.headlines, v.ads, v.interviews,
        v.speciality_tokens, v.extra_tokens, v.press_cards, v.lost,
    )
    # The placements' codes (`pack_placements`), in the view's order.
    reporters = [(fee // 100) << 8 | (i + 1) << 3 | seat
                 for i in compress(_SPACE_NUMBERS, v.spaces) for seat, fee in v.spaces[i]]
    if reporters and (v.step is PLACE or v.step is FEE):
        reporters = _last_placed(reporters, (v.current - v.passes - 1) % n)
    table = build_table(n, v.options, rng, v.round, v.start_player, v.blocked, v.turn,
                        v.sold)
    return build_state(
        table, prompt_of(v.step, v.current, v.pending), tuple(players),
        tuple(map(_PAPER, views)), _packed(reporters), pack_moneys(map(_MONEY, views)),
        supply, tiles,
        None if v.activation is None else state_activation(v.activation),
    )


def determinize(state: ExtraExtraState, seat: int, rng: Rng) -> ExtraExtraState:
    """``sample_state(view(state, seat), rng)``, the very same state, read
    off ``state`` without making the view: the same hidden parts dealt by
    the same code (`_deal`) from the same pools, each read where the state
    keeps it, and every sub-record that hides nothing shared as it is (the
    papers, the holdings, most of the supplies). A pool is the hidden
    places' cards or tiles sorted, which is the order the view's sampler
    lists them in (the deck or pile type less what is in sight), so nothing
    of the hidden order is read; the placements are put in the order the
    view lists them (by space, Phase 6's last placed last)."""
    table, supply, tiles = state.table, state.supply, state.tiles
    players = state.players
    # The other seats' cards nobody saw arrive (the viewer's are its own),
    # read off every seat at once in C.
    secrets = list(map(_UNSEEN, players))
    secrets[seat] = ""
    features = supply.decks[_FEATURES]
    unused = _unused_features(table.options, len(features.draw), bool(features.discard))
    # (Dealt by the cards themselves unless a face is twice in the hands.)
    by_cards = unused == _FEATURES_AT or _once_each(supply.hands)
    if by_cards:
        shared, cards, held = _held_plans(supply, "".join(secrets).encode(), unused)
    else:
        unseen = [(other, code.encode()) for other, code in enumerate(secrets) if code]
        shared, cards = _seat_plans(supply, unseen, unused)
    hidden = _hidden_tiles(state, shared)
    draws, dealt, order, rng = _deal(rng, _sorted(b"".join(shared)), cards)
    if not dealt:
        hand_text = supply.hands
    elif by_cards:
        hand_text, players = _hands_relabelled(
            supply.hands, players, secrets, bytes.maketrans(held, dealt[_EVERY_TAKER]))
    else:
        hands = _seen_hands(supply.hands, unseen)
        seated = list(players)
        for other, _ in unseen:
            hands[other], secret = _hand_dealt(hands[other], dealt[other])
            seated[other] = build_player(secret, seated[other].holdings)
        hand_text = _SEP_BYTE.join(hands).decode()
        players = tuple(seated)
    # (A plain loop: a comprehension's call or a generator's steps cost more;
    # `_deal` gives a draw a deck, and `strict=` cost the call about 1,500.)
    dealt_piles = []
    for draw, piles in zip(draws, supply.decks):  # noqa: B905
        dealt_piles.append(_UNUSED_PILE if draw is None else piles if draw == piles.draw
                           else build_piles(draw, piles.discard))
    decks = tuple(dealt_piles)
    desk, stocks = _tiles_laid(hidden, order, tiles.desk, tiles.stocks,
                               table.options.dallas_stack)
    step, current, pending, activated = prompt = state.prompt
    # (The papers, the money and the activation are the state's: it holds
    # its activation in the form `state_activation` gives, which the load
    # check demands: the sample's, from the view's.)
    return _state_drawn(
        state, _table_drawn(table, rng),
        prompt_of(step, current, pending) if activated else prompt,
        players, _placements_seen(state), _supply_dealt(supply, decks, hand_text),
        _tiles_dealt(tiles, desk, stocks),
    )


# The sample's records from the state's, with the fields drawn set and the
# others copied (cheaper than passing every field to a builder).
_state_drawn = setter(ExtraExtraState, "table", "prompt", "players", "placement_bits", "supply",
                      "tiles")
_table_drawn = setter(Table, "rng")
_supply_dealt = setter(Supply, "decks", "hands")
_tiles_dealt = setter(Tiles, "desk", "stocks")


def _placements_seen(state: ExtraExtraState) -> int:
    """The state's ``placement_bits`` as a view shows them: the reporters
    still on the board in board order (each space's in placement order),
    in Phase 6 the last placed moved to the end (`_last_placed`), packed
    again (rarely the state's own order: comparing costs more than the
    packing it saves). The placements are sorted as their codes, never
    unpacked into records."""
    bits = state.placement_bits
    if not bits:
        return bits
    step, _, _, activated = state.prompt
    size = -(-bits.bit_length() // PLACEMENT_BITS)  # (`placement_bytes`, without its call)
    raw = bits.to_bytes(3 * size, "little")
    # (While no fee reaches $25,600, as in every game, a code's high byte is
    # 0: each code read as a 2-byte int, its high byte skipped, in C.)
    short = size < len(_SHORT_CODES) and not bits & _HIGH_BYTES
    placed = _SHORT_CODES[size].unpack(raw) if short else _codes(raw)
    if activated:  # (Phase 7: those gone home left out)
        table = state.table
        kept = _on_board(raw[0::3], activated, table.start_player, table.num_players)
        return _packed(sorted(compress(placed, kept), key=_SPACE_FIELD), short)
    seen = sorted(placed, key=_SPACE_FIELD)
    if step is PLACE or step is FEE:
        seen = _last_placed(seen, placed[-1] & _SEAT_FIELD)
    return _packed(seen, short)


def _on_board(low: bytes, activated: int, start: int, n: int) -> bytes:
    """Per placement (``low``: their codes' low bytes, in placement order),
    1 if its reporter is still on the board once the first ``activated`` of
    Phase 7's activation order went home, else 0 (`activation_order`: by
    space, then seat from the start player, then placement order; Hire and
    Offhire never activated), in C: each placement's activation key read
    off its low byte through a table (`state.ACTIVATION_KEYS`); the gone are those
    whose key is below the ``activated``-th smallest, and the first of
    those whose key is that one (one seat's on one space, in placement
    order) to make up the number."""
    if not activated:
        return b"\1" * len(low)
    keys = low.translate(ACTIVATION_KEYS[n][start])
    ranked = sorted(keys)  # (small ints, never made)
    cut = ranked[activated - 1]
    return keys.translate(_KEPT_BY_KEY[cut]).replace(
        b"\2", b"\0", activated - ranked.index(cut)).replace(b"\2", b"\1")


# Per cut key (`_on_board`), an activation key made 0 below it, 2 at it
# (some gone), 1 above it.
_KEPT_BY_KEY = tuple(bytes(cut) + b"\2" + b"\1" * (255 - cut) for cut in range(256))


def _codes(raw: bytes) -> tuple[int, ...]:
    """The placements' 3-byte codes (`pack_placements`, ``raw``: their
    bytes, the first lowest) in placement order, as 4-byte words (in C)."""
    size = len(raw) // 3
    words = bytearray(4 * size)
    words[0::4] = raw[0::3]
    words[1::4] = raw[1::3]
    words[2::4] = raw[2::3]
    codes = array("I", words)
    if _BIG_ENDIAN:
        codes.byteswap()
    return tuple(codes)


# Per number of placements (up to 64), the layout of their codes' bytes as
# a 2-byte int and a high byte skipped (0 on packing) each
# (`_placements_seen`); every code's high byte, for 64 codes.
_SHORT_CODES = tuple(Struct("<" + "Hx" * size) for size in range(65))
_HIGH_BYTES = int.from_bytes(b"\0\0\xff" * 64, "little")


def _packed(codes: list[int], short: bool = False) -> int:
    """The placements' codes as ``placement_bits``, the first lowest (in C);
    ``short``: none has its high byte set, and they are at most 64."""
    if short:
        return int.from_bytes(_SHORT_CODES[len(codes)].pack(*codes), "little")
    words = array("I", codes)
    if _BIG_ENDIAN:
        words.byteswap()
    raw = bytearray(words.tobytes())
    del raw[3::4]
    return int.from_bytes(raw, "little")


_BIG_ENDIAN = sys.byteorder == "big"
assert array("I").itemsize == 4


# A placement's code: its space + 1 in bits 3-7 (so sorting by them sorts
# by space), its seat in bits 0-2.
_SPACE_BITS = 31 << 3
# (A partial of `and_` is called in C: the bound `int.__and__` goes through
# a wrapper, about 100 instructions more a placement sorted.)
_SPACE_FIELD = partial(and_, _SPACE_BITS)
_SEAT_FIELD = 7


def _seen_hands(hands: str, unseen: list[tuple[int, bytes]]) -> list[bytes]:
    """Every seat's hand (``hands``, `Supply.hands`) as hand characters'
    codes, the ``unseen`` seats' without their cards nobody saw arrive:
    every seat's deleted at once (in C), unless a card held twice is both
    seen and unseen (deleted twice then: the text comes out too short)."""
    text = hands.encode()
    gone = b"".join(map(_CODE, unseen))
    rest = text.translate(None, gone)
    if len(rest) + len(gone) == len(text):
        return rest.split(_SEP_BYTE)
    parts = text.split(_SEP_BYTE)
    for other, code in unseen:
        parts[other] = without(parts[other].decode(), code.decode()).encode()
    return parts


_CODE = itemgetter(1)  # an unseen seat's cards: (seat, codes)
_SEP_BYTE = HAND_SEP.encode()


def _hand_dealt(known: bytes, dealt: bytes) -> tuple[bytes, str]:
    """A hand of its ``known`` cards (in card order) and the ``dealt`` ones
    (both hand characters' codes), and its part nobody saw arrive as a
    string: both in card order."""
    if len(dealt) == 1:  # (most: one card nobody saw arrive, put in its place)
        at = bisect_left(known, dealt[0])
        return known[:at] + dealt + known[at:], dealt.decode()
    return bytes(sorted(known + dealt)), bytes(sorted(dealt)).decode()


# What a deck's cards are to deal (a card a byte, its hand character's code):
# per seat holding some nobody saw arrive, their number (the takers, in seat
# order; or all of them as one, `_EVERY_TAKER`, dealt in the same order);
# when the draw pile's contents are known, the takers' cards (in card
# order); whether they are known. None for the Features deck out of
# the game (its pile stays as listed). The deck's cards in the shared pool
# (`_deal`: the unseen cards of a deck whose contents are unknown, the draw
# pile of one whose contents are known and its takers' cards, two or more,
# but the Features deck's, `_takers_pooled`) are its lane there.
CardPlan = tuple[list[tuple[int, int]], bytes, bool] | None


def _view_plans(v: ExtraExtraView) -> tuple[bytes, list[CardPlan], bytes, list[str],
                                            list[str]]:
    """From a view: the shared pool (`_deal`), each deck's `CardPlan`, the
    hidden tiles (their characters' codes, as `_tiles_laid` reads them),
    and the desk's and piles' strings around the hidden places
    (a pile's filled by placeholders that `_deal` replaces; a Classifieds
    pile's by its one face). A deck's unseen cards are its cards less every
    card in sight (`_hidden_cards`), a pile type's its faces less every tile
    in sight (`_tiles_in_sight`), each worked out only when needed."""
    me = v.seat
    piles = v.decks
    hiders = [(seat, pv.hidden) for seat, pv in enumerate(v.players)
              if seat != me and pv.hidden != _NONE_HIDDEN]
    seen: bytes | None = None  # every card in sight (`_cards_seen`), when needed
    cards: list[CardPlan] = []
    shared = []
    unused = _unused_features(v.options, piles[_FEATURES].draw_size,
                              bool(piles[_FEATURES].discard))
    for deck, pile in enumerate(piles):
        contents = pile.contents
        takers = [(seat, hidden[deck]) for seat, hidden in hiders if hidden[deck]]
        if deck == unused and not takers:
            cards.append(None)
            continue
        held = b""
        if contents is None or takers:
            if seen is None:
                seen = _cards_seen(v)
            held = _hidden_cards(deck, seen if contents is None else seen + bytes(contents)
                                 ).translate(_HAND_CODE)
        if contents is None:
            shared.append(held)
            cards.append((takers, b"", False))
        else:
            shared.append(bytes(contents).translate(_HAND_CODE))
            cards.append((takers, _takers_pooled(deck, held, shared) if len(held) > 1 else held,
                          True))
    shown = v.desk
    views = v.stocks
    in_sight: bytes | None = None
    hidden = []
    desk = list(map(_TOP_CHAR.__getitem__, map(_TOP, shown)))
    stocks = []
    stacks = v.options.dallas_stack  # (else a slot shows its one tile, or none)
    for stock, slots, faces, alike in _STOCK_PLAN:
        sv = views[stock]
        size, seen_bottom = sv.size, len(sv.bottom)
        on_top = sv.top is not None and seen_bottom < size
        in_pile = size - seen_bottom - on_top
        stacked: list[tuple[int, int]] = [
            (slot, shown[slot][1] - 1) for slot in slots if shown[slot][1] > 1] if stacks else []
        if alike:  # (every hidden place filled by the pile type's one face)
            pool = TILE_ALPHABET[faces[0]] * (in_pile + sum(count for _, count in stacked))
        elif in_pile or stacked:
            if in_sight is None:
                in_sight = _tiles_in_sight(v)
            unseen = faces.translate(None, in_sight)
            shared.append(unseen.translate(_SHARED_TILE))
            pool = unseen.translate(_TILE_CHAR).decode()
            hidden.append(pool)
        else:
            pool = ""
        # (The hidden places filled, stacks first, in the order `_tiles_laid` deals to them.)
        at = 0
        for slot, count in stacked:
            desk[slot] += pool[at:at + count]
            at += count
        stocks.append((_TOP_CHAR[sv.top] if on_top else "") + pool[at:] + tile_string(sv.bottom))
    return _sorted(b"".join(shared)), cards, "".join(hidden).encode(), desk, stocks


def _seat_plans(supply: Supply, unseen: list[tuple[int, bytes]], unused: int) -> tuple[
        list[bytes], list[CardPlan]]:
    """`_view_plans`' cards from a state, given the other seats' cards
    nobody saw arrive (``unseen``, hand characters' codes), seat by seat: a
    deck's unseen cards are those and its draw pile's cards (unless known),
    pooled (the shared pool's parts, sorted by the caller), which is the
    order the view's are (so nothing of their hidden order is read)."""
    known = supply.deck_known
    # Each seat's unseen cards (deck cards, in card order, so a deck's lie
    # together) cut where each deck's start: a binary search each, in C;
    # per deck, its takers (seat, count) and their cards, in seat order.
    takers: tuple[list[tuple[int, int]], ...] = ([], [], [])
    held: tuple[list[bytes], ...] = ([], [], [])
    for seat, code in unseen:
        first, second = bisect_left(code, _SECOND_DECK), bisect_left(code, _THIRD_DECK)
        size = len(code)
        if first:
            takers[0].append((seat, first))
            held[0].append(code[:first])
        if second > first:
            takers[1].append((seat, second - first))
            held[1].append(code[first:second])
        if size > second:
            takers[2].append((seat, size - second))
            held[2].append(code[second:])
    cards: list[CardPlan] = []
    shared: list[bytes] = []
    for deck, piles in enumerate(supply.decks):
        if deck == unused and not takers[deck]:
            cards.append(None)
            continue
        shared.append(piles.draw.encode().translate(_PILE_TO_HAND[deck]))
        mine = b"".join(held[deck])
        if known[deck]:
            cards.append((takers[deck], _takers_pooled(deck, mine, shared) if len(mine) > 1
                          else mine, True))
        else:
            shared.append(mine)
            cards.append((takers[deck], b"", False))
    return shared, cards


def _held_plans(supply: Supply, held: bytes, unused: int) -> tuple[
        list[bytes], list[CardPlan], bytes]:
    """`_seat_plans` with the other seats' unseen cards taken together
    (``held``, in seat order, each seat's in card order): every deck's one
    taker `_EVERY_TAKER`, its cards each deck's part of ``held`` (in C),
    which `_deal` deals in the order the seats would be dealt them; also
    those parts joined, deck by deck (the order `_deal` deals them in), so
    the caller gives each card the one dealt in its place
    (`_hands_relabelled`). The unused Features deck is in nobody's hand
    (its whole deck is in its pile). (The plans are made in this loop, as
    in `_seat_plans`': one function for both, fed each deck's takers and
    cards, cost a `determinize` with 6 players about 6,600 instructions.)"""
    known = supply.deck_known
    cards: list[CardPlan] = []
    shared: list[bytes] = []
    places = []
    for deck, piles in enumerate(supply.decks):
        if deck == unused:
            cards.append(None)
            continue
        shared.append(piles.draw.encode().translate(_PILE_TO_HAND[deck]))
        mine = held.translate(None, _LANE_OUT[deck]) if held else b""
        takers = [(_EVERY_TAKER, len(mine))] if mine else []
        places.append(mine)
        if known[deck]:
            cards.append((takers, _takers_pooled(deck, mine, shared) if len(mine) > 1 else mine,
                          True))
        else:
            shared.append(mine)
            cards.append((takers, b"", False))
    return shared, cards, b"".join(places)


# `_held_plans`' one taker of every deck (no seat).
_EVERY_TAKER = -1


def _takers_pooled(deck: int, cards: bytes, shared: list[bytes]) -> bytes:
    """A known deck's takers' cards (two or more) as its `CardPlan` holds
    them: put in the shared pool's parts (``shared``), in the deck's lane
    beside its draw pile, which `_deal` tells apart by their bytes (an
    order of a pool of their own cost about 5,000 instructions more, and
    their sort 3,500); but the Features deck's, whose faces a draw pile and
    a hand may both hold, a pool of their own (in card order)."""
    if deck == _FEATURES_AT:
        return _sorted(cards)
    shared.append(cards)
    return cards


def _once_each(hands: str) -> bool:
    """Whether no card is twice in the hands (`Supply.hands`): only the
    Features deck holds a face twice."""
    twice = hands.encode().translate(None, _NOT_TWICE_CODE)
    return len(set(twice)) == len(twice)


def _hands_relabelled(hands: str, players: tuple[Player, ...], secrets: list[str],
                      dealt: bytes) -> tuple[str, tuple[Player, ...]]:
    """The hands (`Supply.hands`) and players with every card of the other
    seats nobody saw arrive (``secrets``, per seat: the viewer's "") made
    the one dealt in its place (``dealt``, a translation table), all seats'
    at once in C: no card is twice in the hands, so each such card's byte
    is in its place only. A hand whose cards changed is put in card order
    again: one new card taken out and put in its place by a binary search
    (a hand of 14 cards sorted costs about 4,700 instructions, so about
    3,600), more by a sort."""
    parts = hands.encode().translate(dealt).split(_SEP_BYTE)
    seated = list(players)
    for other in compress(_SEATS, secrets):
        code = secrets[other].encode()
        secret = code.translate(dealt)
        if secret != code:
            if len(secret) == 1:  # (most; one card is in order as it is)
                rest = parts[other].replace(secret, b"", 1)
                at = bisect_left(rest, secret[0])
                parts[other] = rest[:at] + secret + rest[at:]
            else:
                parts[other] = bytes(sorted(parts[other]))
                # (Two cards, the most frequent, put in order by a comparison:
                # about 2,700 instructions fewer than a sort.)
                secret = ((secret if secret[0] < secret[1] else secret[::-1])
                          if len(secret) == 2 else bytes(sorted(secret)))
            seated[other] = build_player(secret.decode(), seated[other].holdings)
    return _SEP_BYTE.join(parts).decode(), tuple(seated)


_UNSEEN = attrgetter("unseen")
_SEATS = range(8)  # (more than any game seats)


def _hidden_tiles(state: ExtraExtraState, shared: list[bytes]) -> bytes:
    """The tiles of the state's hidden places, as `_view_plans` gives them
    (their characters' codes, as `_tiles_laid` reads them), added to the
    shared pool's parts (``shared``): a pile type's hidden tiles those below
    its pile's top (above the bottom tiles seen returned) and below its
    stacks' tops, pooled and sorted by the caller, which is the order the
    view's are. Classifieds piles, whose tiles are alike, stay as they are
    (a deal gives the same strings)."""
    tiles = state.tiles
    stocks = tiles.stocks
    returned = tiles.seen_bottom
    hidden_tiles = []
    if state.table.options.dallas_stack:
        desk = tiles.desk.split(HAND_SEP)
        for stock, slots in _MIXED_STOCKS:  # (stacks first, as `_tiles_laid` deals)
            hidden_tiles += [desk[slot][1:] for slot in slots if len(desk[slot]) > 1]
            _add_pile_hidden(hidden_tiles, stocks[stock], returned[stock])
    else:  # (a slot holds its one tile or none: all in sight)
        for at in _MIXED_PILES:  # (`_add_pile_hidden` inline: a call a pile costs more)
            pile = stocks[at]
            end = len(pile) - returned[at]
            if end > 1:
                hidden_tiles.append(pile[1:end])
    hidden = "".join(hidden_tiles).encode()
    shared.append(hidden.translate(_SHARED_TILE_CHAR))
    return hidden


def _add_pile_hidden(hidden: list[str], pile: str, returned: int) -> None:
    """Adds to ``hidden`` a pile's hidden tiles: below its top, above its
    ``returned`` bottom tiles seen returned (none if that end is at or
    above its top)."""
    end = len(pile) - returned
    if end > 1:
        hidden.append(pile[1:end])


def _unused_features(options: Options, draw_size: int, discarded: bool) -> int:
    """The Features deck's index when the introductory scenarios leave it
    out of the game (nothing deals, draws or discards it: its pile stays as
    the deck is listed, since no order of it can ever be told apart), else
    -1. (The scenario is looked up last: the dearest test.)"""
    return (_FEATURES_AT if draw_size == _FEATURES_SIZE and not discarded
            and options.scenario in _INTRO_SCENARIOS else -1)


# The introductory scenarios' numbers (read off the options' scenario, not
# through its `ScenarioInfo`, a property's call and a lookup).
_INTRO_SCENARIOS = frozenset(number for number, info in SCENARIOS.items() if info.intro)


def _sorted(values: bytes) -> bytes:
    """The bytes in ascending order. Bytes all different, as most pools' are,
    are picked out of every byte in order in C: every byte less those not
    among them (a table of every byte with theirs made 0, which is none of
    theirs: cards' and tiles' codes are above 10), far cheaper than a sort of
    a list of ints from about 20 bytes on (below, the sort is cheaper); a
    pool holding a Features deck's pairs is sorted."""
    if len(values) < 20:
        return bytes(sorted(values))
    size = len(values)
    distinct = _EVERY_BYTE.translate(None, bytes.maketrans(values, _ZEROS[size]))
    return distinct if len(distinct) == size else bytes(sorted(values))


_EVERY_BYTE = bytes(range(256))
_ZEROS = tuple(map(bytes, range(256)))  # (made once: a `bytes` call costs about 860 instructions)
assert HAND_SEP not in TILE_ALPHABET  # (`_tiles_laid` joins the piles with it)


def _deal(
    rng: Rng, shared: bytes, cards: list[CardPlan],
) -> tuple[list[str | None], dict[int, bytes], bytes, Rng]:
    """The hidden cards and tiles dealt, both paths' one code. One uniformly
    random order of the ``shared`` pool (the unseen cards of every deck whose
    contents are unknown, the draw pile of every deck whose contents are
    known, the hidden tiles of every pile type whose tiles are not alike: no
    two of them alike across decks and pile types) gives each deck and pile
    type a uniformly random order of its own, each independent of the
    others: its items' bytes kept, in C (`_LANE_OUT`); a known deck's
    takers' cards (when they are more than one) lie in its lane beside its
    draw pile, each part's order the lane's less the other's bytes, but
    the Features deck's are a pool of their own (`_takers_pooled`). All the
    pools are ordered by one draw (`_orders`). Gives each deck's draw
    pile (None: the unused deck, listed), the cards dealt to each taker (in
    deck order) and the tiles dealt to the hidden places (their characters'
    codes, pile type by pile type, in the order `_tiles_laid` reads)."""
    features = cards[_FEATURES_AT]
    apart = (features[1] if features is not None and features[2] and len(features[1]) > 1
             else b"")  # (`_takers_pooled`)
    ordered, apart, rng = _orders(rng, shared, apart)
    draws: list[str | None] = []
    dealt: dict[int, bytes] = {}
    for deck, plan in enumerate(cards):
        if plan is None:
            draws.append(None)
            continue
        takers, pool, known = plan
        if known and len(pool) > 1 and deck != _FEATURES_AT:
            # (The lane is the draw pile and the takers' cards, each told
            # apart by deleting the other's bytes, at once in C.)
            lane = ordered.translate(None, _LANE_OUT[deck])
            pile = lane.translate(None, pool)
            draws.append(pile.translate(_HAND_TO_PILE).decode())
            pool = lane.translate(None, pile)
        elif known:  # (the lane is the draw pile: read as pile characters at once)
            draws.append(ordered.translate(_HAND_TO_PILE, _LANE_OUT[deck]).decode())
            if len(pool) > 1:
                pool = apart
        else:
            pool = ordered.translate(None, _LANE_OUT[deck])
        start = 0
        for seat, count in takers:
            dealt[seat] = dealt.get(seat, b"") + pool[start:start + count]
            start += count
        if not known:
            draws.append(pool[start:].translate(_HAND_TO_PILE).decode())
    tiles = b""
    if shared and shared[-1] >= _FIRST_TILE_BYTE:  # (the pool is sorted: tiles last)
        # (Each lane read by a `map` in C: a loop or a comprehension costs more;
        # off the tiles alone, the cards' bytes deleted once, not in every
        # lane's deletion: about 1,100 instructions fewer with 6 players.)
        laid = ordered.translate(None, _CARD_BYTES)
        tiles = b"".join(map(laid.translate, _TILE_LANES_BACK, _TILE_LANES_OUT))
    return draws, dealt, tiles, rng


def _tiles_laid(hidden: bytes, order: bytes, desk: str, stocks: Sequence[str],
                stacks: bool) -> tuple[str, tuple[str, ...]]:
    """The desk's slots (``desk``, their strings joined, `Tiles.desk`) and
    the piles' strings with every hidden tile (``hidden``, their
    characters' codes, a pile type's stacks' in slot order, then its
    pile's from the top, pile type by pile type) replaced by the tile
    dealt to its place (``order``, in the same order), in C through one
    table: the hidden tiles are all different (a pile type whose tiles are
    not alike holds each face once), and no other place holds them. The
    desk is read only with Dallas stacks (``stacks``; else a slot shows
    its one tile, or none)."""
    if not hidden:
        return desk, tuple(stocks)
    laid = bytes.maketrans(hidden, order)
    piles = HAND_SEP.join(stocks).encode().translate(laid).decode().split(HAND_SEP)
    return desk.encode().translate(laid).decode() if stacks else desk, tuple(piles)


def _last_placed(reporters: list[int], seat: int) -> list[int]:
    """The placements' codes (in board order) with a last one of ``seat``
    moved to the end: Phase 6's passes count from the last placed reporter
    (`ExtraExtraState.passes`), whose seat the view's passes tell. The last
    placed was the last on its space, and each space keeps its order. The
    code is moved in place (the callers' lists are their own: a new list
    cost about 2,000 instructions more)."""
    if reporters[-1] & _SEAT_FIELD == seat:  # (the last one: none moves)
        return reporters
    for index in range(len(reporters) - 2, -1, -1):
        code = reporters[index]
        if code & _SEAT_FIELD == seat and _SPACE_FIELD(reporters[index + 1] ^ code):
            del reporters[index]
            reporters.append(code)
            break
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


_FEATURES = DeckName.FEATURES
_FEATURES_AT = int(_FEATURES)  # (an `IndexEnum` member equals only itself)
_FEATURES_SIZE = len(DECK_CARDS[_FEATURES])
_UNUSED_PILE = Piles(pile_string(DECK_CARDS[_FEATURES]), "")
# A card (its value) as its hand character's code, a hand character's code
# as the card's pile character, and per deck a pile character as the card's
# hand character's code.
_HAND_CODE = bytes.maketrans(bytes(range(len(Card))), HAND_ALPHABET.encode())
# Every byte but the hand characters' codes of the faces a deck holds twice.
_NOT_TWICE_CODE = bytes(sorted(set(range(256)).difference(_TWICE.translate(_HAND_CODE))))
_HAND_TO_PILE = bytes.maketrans(HAND_ALPHABET.encode(), pile_string(range(len(Card))).encode())
_PILE_TO_HAND = tuple(
    bytes.maketrans(pile_string(faces).encode(), hand_string(faces).encode())
    for faces in DECK_FACES)
# In the shared pool (`_deal`) a tile's byte is its character's code + 128,
# above every card's: a tile (its value) and a tile's character as that
# byte, and back.
_SHARED_TILE = bytes.maketrans(bytes(range(len(Tile))),
                               bytes(ord(char) + 128 for char in TILE_ALPHABET))
_SHARED_TILE_CHAR = bytes.maketrans(TILE_ALPHABET.encode(), TILE_ALPHABET.encode().translate(
    bytes.maketrans(bytes(range(128)), bytes(range(128, 256)))))
_SHARED_TILE_BACK = bytes.maketrans(bytes(range(128, 256)), bytes(range(128)))
_TILE_CHAR = bytes.maketrans(bytes(range(len(Tile))), TILE_ALPHABET.encode())
assert max(TILE_ALPHABET.encode()) < 127 and max(HAND_ALPHABET.encode()) < 128
_STOCKS = tuple(Stock)
_STOCK_SLOTS = tuple(tuple(s for s in Slot if SLOT_STOCK[s] is stock) for stock in Stock)
_STOCK_FACES = tuple(tuple(sorted(set(stock_tiles(stock)))) for stock in Stock)
_SPACES = tuple(Space)
_SPACE_NUMBERS = range(len(_SPACES))


def _orders(rng: Rng, shared: bytes, apart: bytes) -> tuple[bytes, bytes, Rng]:
    """`_deal`'s ``shared`` pool and a pool ``apart`` (the Features deck's
    known takers' cards, `_takers_pooled`; b"": none), their items bytes
    below 255, each in a uniformly random order, independent of the
    other's, read off one draw of random bytes (`Rng.orders`) up to
    `_MOST_AT_ONCE` items in all; past them (a game's first rounds), a draw
    per pool, the shared pool lane by lane (a deck's cards, a pile type's
    tiles: at most 42 each), which leaves each lane's order uniform and
    independent. (The two pools' sizes are added here, where summing a
    list of pools cost about 1,300 instructions more.)"""
    if len(shared) + len(apart) <= _MOST_AT_ONCE:
        if not apart:
            (ordered,), _, rng = rng.orders((shared,))
            return ordered, apart, rng
        (ordered, apart), _, rng = rng.orders((shared, apart))
        return ordered, apart, rng
    parts = []
    for out in _LANE_OUT:
        (part,), _, rng = rng.orders((shared.translate(None, out),))
        parts.append(part)
    (apart,), _, rng = rng.orders((apart,))
    return b"".join(parts), apart, rng


_MOST_AT_ONCE = ORDERS_AT_ONCE


_TILE_OF = attrgetter("tile")
_TOP, _STACK_SIZE = itemgetter(0), itemgetter(1)  # a view's desk entry: (top, size, fresh)
_PILE_TOP, _PILE_SIZE = attrgetter("top"), attrgetter("size")
_TOP_CHAR: dict[Tile | None, str] = {None: "", **dict(zip(Tile, TILE_ALPHABET, strict=True))}


def _tiles_in_sight(v: ExtraExtraView) -> bytes:
    """Every tile in sight, a byte a tile: on the papers and their copy
    desks, lifted or being placed, on top of a stack or a pile, or seen at a
    pile's bottom. The piles `_view_plans` pools hold each face once, so
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


# Per pile type: the type, its display slots, its faces (each once in a
# pile whose tiles are not all alike; a byte a face) and whether they are
# all alike (the Classifieds piles).
_STOCK_PLAN = tuple((stock, _STOCK_SLOTS[stock], bytes(faces), len(faces) == 1)
                    for stock, faces in zip(Stock, _STOCK_FACES, strict=True))
assert all(len(set(stock_tiles(stock))) == len(stock_tiles(stock)) or alike
           for stock, _, _, alike in _STOCK_PLAN)
# The pile types whose tiles are not all alike, and their display slots;
# their piles' indices as ints (a tuple indexed by an enum member costs more).
_MIXED_STOCKS = tuple((stock, slots) for stock, slots, _, alike in _STOCK_PLAN if not alike)
_MIXED_PILES = tuple(int(stock) for stock, _ in _MIXED_STOCKS)
# (So a face of theirs lies in one place only, as `_tiles_laid` needs.)
assert len({face for _, _, faces, alike in _STOCK_PLAN if not alike for face in faces}) == sum(
    len(stock_tiles(stock)) for stock, _, _, alike in _STOCK_PLAN if not alike)
assert not {face for _, _, faces, alike in _STOCK_PLAN if not alike for face in faces} & {
    face for _, _, faces, alike in _STOCK_PLAN if alike for face in faces}
# Per lane of the shared pool (`_deal`): each deck's cards, then each pile
# type's tiles whose tiles are not all alike (in `_MIXED_STOCKS` order), the
# bytes of every other lane (so deleting them keeps the lane's); the cards'
# bytes, all below the tiles' (`_SHARED_TILE`).
_CARD_BYTES = HAND_ALPHABET.encode()
_FIRST_TILE_BYTE = 128
_LANE_BYTES = (*(bytes(code for code, deck in zip(_CARD_BYTES, DECK_INDEX, strict=True)
                       if deck == lane) for lane in range(len(DECK_CARDS))),
               *(faces.translate(_SHARED_TILE) for _, _, faces, alike in _STOCK_PLAN
                 if not alike))


def _others_out(lanes: tuple[bytes, ...]) -> tuple[bytes, ...]:
    """Per lane, the bytes of every other of ``lanes`` (to delete)."""
    return tuple(b"".join(other for other in lanes if other is not lane) for lane in lanes)


_LANE_OUT = _others_out(_LANE_BYTES)
# Per tile lane, the bytes of every other tile lane (`_deal` reads them off
# the tiles alone).
_TILE_LANES_OUT = _others_out(_LANE_BYTES[len(DECK_CARDS):])
_TILE_LANES_BACK = (_SHARED_TILE_BACK,) * len(_TILE_LANES_OUT)  # (`_deal`'s `map`)
assert max(_CARD_BYTES) < _FIRST_TILE_BYTE <= min(_SHARED_TILE_CHAR[ord(c)] for c in TILE_ALPHABET)
assert max(b"".join(_LANE_BYTES)) < 255 and len(set(b"".join(_LANE_BYTES))) == sum(
    map(len, _LANE_BYTES))
assert max(map(len, _LANE_BYTES)) <= 50  # (a lane by itself: one BLAKE2b hash)
# The first hand character's code of the second deck's cards and of the third's.
_SECOND_DECK, _THIRD_DECK = (ord(HAND_ALPHABET[DECK_INDEX.index(deck)]) for deck in (1, 2))
