"""Extra! Extra!'s rules, in the rulebook's order: setup, the round's eight
phases, activating reporters space by space, placing tiles, end of round.

Every transition is a pure function of the state. After each action the game
runs on by itself (`activate_next`, the phase functions) until a seat has a
decision to make; a step is skipped only when public information shows there
is nothing to decide, so that whether a seat is asked never reveals its hand.
"""

from __future__ import annotations

import functools
import itertools
import operator
from collections.abc import Callable, Iterable, Iterator

from pressroom.core.frozen import replace
from pressroom.core.memo import remember_last
from pressroom.core.rng import Rng
from pressroom.core.turns import left_of, with_seat
from pressroom.games.extra_extra import paper as pages_
from pressroom.games.extra_extra.actions import (
    ClaimAd,
    ClaimClassified,
    ClaimColumn,
    ClaimHeadline,
    ClaimStory,
    Discard,
    Done,
    Fee,
    Interview,
    Lift,
    PlaceReporter,
    PlayExtra,
    PlayStringer,
    Press,
    Put,
    Recruit,
    Sell,
    TakeCuttings,
    TakeWire,
    ToCopyDesk,
    story_claim,
)
from pressroom.games.extra_extra.components import (
    AD_PAY,
    AD_TILE,
    AD_TILES,
    ADVERTISING_SPACE,
    BROWN_STRINGERS,
    CARD_INFO,
    CARD_KIND,
    CITY_SPACES,
    CLASSIFIED_KINDS,
    CLASSIFIED_SLOT,
    CLASSIFIED_TILE,
    CLASSIFIEDS_AMOUNT,
    COPY_ICON,
    CUTTINGS,
    DECK_CARDS,
    DECK_NAMES,
    FIRST_SALE_LIMIT,
    HAND_LIMIT,
    HEADLINE,
    HIRE_SPACE,
    ICONS,
    INCOME,
    INSTANT,
    INTERVIEW_SPACE,
    INTERVIEW_TOKENS,
    INTRO_BLOCKED,
    LATE_BREAKING_SPACE,
    MAX_REPORTERS,
    MORGUE_AMOUNT,
    MORGUE_CUTTINGS,
    NEWSWIRE_AMOUNT,
    NEWSWIRE_SLOTS,
    OFFHIRE_PAY,
    OFFHIRE_SPACE,
    PHOTO_ICON,
    SALARY,
    SALE_PRICE,
    SALES_PER_REPORTER,
    SALES_SPACE,
    SIZE_SLOTS,
    SLOT_SIZE,
    SLOT_STOCK,
    SLOTS,
    SPECIALITY_TOKENS,
    STARTING_MONEY,
    STARTING_REPORTERS,
    STOCKS,
    STORY_SPACE_SIZE,
    TILE_INFO,
    TITLES_SPACE,
    TWO_PLAYER_BLOCKED,
    TYPESETTING_SPACE,
    UNCONTESTED,
    Card,
    CardKind,
    Classified,
    DeckName,
    Icon,
    Side,
    Slot,
    Space,
    Speciality,
    Stock,
    Tile,
    TileKind,
    is_landscape,
    spaces_for,
    stock_tiles,
)
from pressroom.games.extra_extra.options import LostTokens, Options
from pressroom.games.extra_extra.options import Press as PressOption
from pressroom.games.extra_extra.state import (
    ADVERTISING,
    CLASSIFIEDS,
    DISCARD,
    EXTRA,
    FEE,
    FLAGS,
    HAND_CHAR,
    HAND_SEP,
    INTERVIEW,
    LAST_UNPACKED,
    MONEY_BITS,
    MONEY_MASK,
    MORGUE,
    OVER,
    PLACE,
    PLACE_PROMPTS,
    PLACE_TILE,
    PLACEMENT_BITS,
    PRESS,
    RECRUIT,
    SALES,
    SELL,
    STORY,
    STRINGER,
    TILE_OF_CHAR,
    TITLES,
    TYPESET,
    WIRE_TAKE,
    Activation,
    DeskTile,
    ExtraExtraState,
    Holdings,
    Paper,
    Piles,
    PlacedTile,
    Player,
    Step,
    Supply,
    Table,
    Tiles,
    Typesetting,
    activation_order,
    hand_cards,
    hand_string,
    new_activation,
    new_paper,
    new_piles,
    new_player,
    new_state,
    new_supply,
    new_table,
    new_tiles,
    pack_moneys,
    pack_placements,
    pair,
    pile_cards,
    pile_string,
    plain_activation,
    player_with,
    prompt_of,
    state_activating,
    state_asking,
    state_cards,
    state_placing,
    state_turn,
    state_typesetting,
    tile_string,
    unpack_placements,
    with_money,
    without,
)

State = ExtraExtraState
Reporters = tuple[tuple[Space, int, int], ...]
_headline = functools.lru_cache(maxsize=256)(ClaimHeadline)
_column = ClaimColumn
SELLABLE = frozenset(c for c in Card if CARD_INFO[c].deck is not None)  # AMB-15
NEWS = frozenset(c for c in Card if CARD_KIND[c] is CardKind.NEWS)
STORY_SPACES = frozenset(STORY_SPACE_SIZE)
CITY_INDEX = {space: city for city, space in enumerate(CITY_SPACES)}
CONTESTED = frozenset(s for s in Space if s not in UNCONTESTED and s not in INSTANT)
UNUSABLE = frozenset(c for c in Card if c not in SELLABLE)  # Copy Editors, brown Stringers
SPACES = tuple(Space)
SPECIALITIES = tuple(Speciality)


def extra_tokens_in_play(num_players: int) -> int:
    """L88, L535: one Extra! Extra! token per speciality, two with 5-6 players."""
    return 2 if num_players >= 5 else 1


# --------------------------------------------------------------------------- hands and cards


def hand_add(hand: str, cards: str) -> str:
    """A hand string (`state.hand_string`) with ``cards`` added, in card order."""
    return "".join(sorted(hand + cards)) if cards else hand


def unseen_remove(hand: str, unseen: str, cards: str) -> str:
    """The unseen part of ``hand`` once ``cards`` left it: a card that leaves
    a hand was the seen copy if there was one. (Nothing unseen leaving: the
    same string, so kept states share it.)"""
    for card in cards:
        if card in unseen and hand.count(card) == unseen.count(card):
            unseen = unseen.replace(card, "", 1)
        hand = hand.replace(card, "", 1)
    return unseen


NO_DECK = 3
DECK_INDEX = tuple(NO_DECK if info.deck is None else int(info.deck) for info in CARD_INFO)
BROWN_STRINGER = Card.BROWN_STRINGER


def first_of(
    hand: tuple[Card, ...], wanted: Callable[[Card], bool], count: int
) -> tuple[Card, ...]:
    """The first ``count`` cards of the hand that are ``wanted``: cards of one
    kind differ only in their city, so the engine spends them in card order."""
    if not count:  # (most claims spend no card of one of their kinds)
        return ()
    out = []
    for card in hand:  # (stopping at the last wanted: ``wanted`` is a call a card)
        if wanted(card):
            out.append(card)
            if len(out) == count:
                return tuple(out)
    raise AssertionError(f"the hand holds {len(out)} such cards, not {count}")


NEWS_KEY: tuple[tuple[Speciality, Icon] | None, ...] = tuple(
    (i.speciality, i.icon) if i.speciality is not None and i.icon is not None
    and i.kind is CardKind.NEWS else None
    for i in CARD_INFO
)

# Per card: the speciality of a News card with a copy (photo) icon, else None.
NEWS_COPY = tuple(None if key is None or key[1] is not COPY_ICON else key[0] for key in NEWS_KEY)
NEWS_PHOTO = tuple(None if key is None or key[1] is not PHOTO_ICON else key[0] for key in NEWS_KEY)


def news_count(hand: tuple[Card, ...], spec: Speciality, icon: Icon) -> int:
    key = (spec, icon)
    return sum(1 for c in hand if NEWS_KEY[c] == key)


def news_counts(hand: tuple[Card, ...]) -> dict[tuple[Speciality, Icon], int]:
    counts: dict[tuple[Speciality, Icon], int] = {}
    for card in hand:
        key = NEWS_KEY[card]
        if key is not None:
            counts[key] = counts.get(key, 0) + 1
    return counts


def kind_count(hand: tuple[Card, ...], kind: CardKind) -> int:
    return sum(1 for c in hand if CARD_KIND[c] is kind)


_EDITOR_CHARS = tuple((HAND_CHAR[c], c) for c in Card if CARD_KIND[c] is CardKind.COPY_EDITOR)


def copy_editor_of(cards: str) -> Card | None:
    """The Copy Editor in a hand string, if any."""
    for char, card in _EDITOR_CHARS:
        if char in cards:
            return card
    return None


def set_player(state: State, seat: int, player: Player) -> State:
    return new_state(state, players=with_seat(state.players, seat, player))


def gain(state: State, seat: int, cards: tuple[Card, ...]) -> State:
    """Cards taken face up (from a city, the Newswire, Hire): everyone saw them."""
    supply = state.supply
    hands = supply.hands.split(HAND_SEP)
    hands[seat] = hand_add(hands[seat], hand_string(cards))
    return new_state(state, supply=new_supply(supply, hands=HAND_SEP.join(hands)))


def spend(state: State, seat: int, cards: tuple[Card, ...]) -> State:
    """Cards discarded, spent or sold face up (L467): deck cards to their
    discard pile, a brown Stringer back to its supply (AMB-14), a Copy
    Editor out of the game."""
    if not cards:
        return state
    players, supply = spent(state, seat, cards)
    return state_cards(state, players, supply)


def spent(state: State, seat: int,
          cards: tuple[Card, ...]) -> tuple[tuple[Player, ...], Supply]:
    """`spend`'s players and supply, for a caller that changes more fields
    in the same copy."""
    chars = hand_string(cards)
    players, hands = left_hand(state.players, state.supply.hands, seat, chars)
    decks = list(state.decks)
    brown = state.brown_stringers
    retired = state.retired
    for card in cards:
        deck = DECK_INDEX[card]
        if deck < NO_DECK:
            decks[deck] = decks[deck].put(card)
        elif card is BROWN_STRINGER:
            brown += 1
        else:
            retired = tuple(sorted((*retired, card), key=int))
    supply = new_supply(state.supply, decks=tuple(decks), brown_stringers=brown, retired=retired,
                        hands=hands)
    return players, supply


def left_hand(players: tuple[Player, ...], hands: str, seat: int,
              chars: str) -> tuple[tuple[Player, ...], str]:
    """The players and the hands once the cards ``chars`` left the seat's
    hand: the player record is copied only if an unseen card left."""
    parts = hands.split(HAND_SEP)
    cards = parts[seat]
    parts[seat] = without(cards, chars)
    p = players[seat]
    if p.unseen:
        unseen = unseen_remove(cards, p.unseen, chars)
        if unseen != p.unseen:
            players = with_seat(players, seat, new_player(p, unseen=unseen))
    return players, HAND_SEP.join(parts)


def pay(state: State, seat: int, amount: int) -> State:
    """Money from a seat to the bank (negative: from the bank)."""
    return new_state(state, money_bits=with_money(state.money_bits, seat, -amount))


def draw_into(decks: list[Piles], known: list[bool], rng: Rng, deck: DeckName,
              n: int) -> tuple[tuple[Card, ...], Rng]:
    """Draw face up; an empty draw pile is remade from the discard pile
    (L469), whose contents everyone has seen. The piles and their known
    flags are lists changed in place, so a phase drawing from every deck
    copies the state once."""
    pile = decks[deck]
    if len(pile.draw) < n and pile.discard:
        known[deck] = True
    cards, decks[deck], rng = pile.take(deck, n, rng)
    return cards, rng


# --------------------------------------------------------------------------- setup


def setup(num_players: int, seed: int, options: Options) -> State:
    """Game Setup (L62-104), with the 2- and 5-6-player changes (L523-535)."""
    rng = Rng.from_seed(seed)
    info = options.info
    specs, rng = rng.shuffle(SPECIALITIES)  # RECONSTRUCTED: newspapers dealt at random
    start, rng = rng.randbelow(num_players)  # RECONSTRUCTED: the 1st Player Card at random
    decks = []
    for cards in DECK_CARDS:
        pile, rng = rng.shuffle(cards)
        decks.append(Piles(pile_string(pile), ""))
    pages = pages_.layout(options)
    players = []
    hands = []
    papers = []
    for seat in range(num_players):
        # Supplement: 2 copy + 2 photo + 2 features; the intro scenarios deal
        # 3 + 3 (no Features deck). Unseen by the others.
        deal = (3, 3, 0) if info.intro else (2, 2, 2)
        hand: list[Card] = []
        for deck_name, count in zip(DECK_NAMES, deal, strict=True):
            cards, decks[deck_name], rng = decks[deck_name].take(deck_name, count, rng)
            hand.extend(cards)
        public = [Card.BROWN_STRINGER]  # L150
        if not info.intro:  # L461, ignored in the intro scenarios
            public.append(Card[f"COPY_EDITOR_{specs[seat].name}"])
        hands.append(hand_string(sorted(hand + public, key=int)))
        players.append(Player(hand_string(sorted(hand, key=int)),
                              Holdings(specs[seat], STARTING_REPORTERS, (0, 0))))
        papers.append(pages_.empty_paper(pages))
    blocked: set[Space] = set()
    if num_players == 2:
        blocked |= TWO_PLAYER_BLOCKED
    if info.intro:
        blocked |= INTRO_BLOCKED
    in_play = spaces_for(num_players)
    stocks = []
    for stock in STOCKS:
        tile_pile, rng = rng.shuffle(stock_tiles(stock))
        stocks.append(tile_pile)
    supply = Supply(
        decks=tuple(decks), deck_known=(False, False, False),
        cities=HAND_SEP * (len(CITY_SPACES) - 1), newswire=(None,) * NEWSWIRE_SLOTS,
        morgue=(MORGUE_CUTTINGS, MORGUE_CUTTINGS),
        cuttings=(CUTTINGS - MORGUE_CUTTINGS, CUTTINGS - MORGUE_CUTTINGS),
        brown_stringers=BROWN_STRINGERS - num_players, retired=(), hands=HAND_SEP.join(hands),
    )
    tile_supply = Tiles(
        desk=HAND_SEP * (len(Slot) - 1), fresh=(False,) * len(Slot),
        stocks=tuple(map(tile_string, stocks)),
        seen_bottom=(0,) * len(Stock),
        headlines=SPECIALITIES if info.headlines else (),
        ads=(AD_TILES,) * 3,
        interviews=0 if info.intro else INTERVIEW_TOKENS,  # intro: they block spaces (L592)
        speciality_tokens=0 if info.intro else SPECIALITY_TOKENS,
        extra_tokens=(0 if info.intro else extra_tokens_in_play(num_players),) * len(Speciality),
        press_cards=info.press, lost=(0,) * (2 + len(Speciality)),
    )
    table = Table(
        num_players=num_players, options=options, rng=rng, round=1, start_player=start,
        blocked=tuple(s for s in SPACES if s in blocked and s in in_play),
    )
    state = State(
        table=table, prompt=prompt_of(PLACE, start), players=tuple(players),
        papers=tuple(papers), placement_bits=0,
        money_bits=pack_moneys((STARTING_MONEY,) * num_players), supply=supply, tiles=tile_supply,
    )
    state = deal_desk(state)
    return begin_round(state)


def deal_desk(state: State) -> State:
    """Fill the Editor's Desk (L65-73), or with the Dallas Stack divide each
    type into as many stacks as it has places (L98)."""
    if not state.options.dallas_stack:
        return refill_desk(state)
    desk = state.tiles.desk.split(HAND_SEP)  # (pile strings: `tile_string`)
    stocks = list(state.tiles.stocks)
    for stock in STOCKS:
        slots = [s for s in SLOTS if SLOT_STOCK[s] is stock]
        if stock is Stock.COLUMN and not state.options.info.columns:
            continue
        tiles = stocks[stock]
        share, extra = divmod(len(tiles), len(slots))
        at = 0
        for i, slot in enumerate(slots):
            take = share + (1 if i < extra else 0)
            desk[slot] = tiles[at:at + take]
            at += take
        stocks[stock] = ""
    return new_state(state, tiles=new_tiles(state.tiles, desk=HAND_SEP.join(desk),
                                            stocks=tuple(stocks)))


def refill_desk(state: State) -> State:
    """Fill empty slots from the draw piles (L224, L475); then the 3- and
    2-size stories must show a landscape and a portrait tile: redraw the last
    tile drawn until they do or the pile runs out (AMB-25), the tiles drawn
    and not placed going face up to the bottom of the pile."""
    return new_state(state, tiles=desk_refilled(state))


def desk_refilled(state: State) -> Tiles:
    """`refill_desk`'s tiles, for a caller that changes more in the same copy."""
    desk = state.tiles.desk.split(HAND_SEP)  # (pile strings: `tile_string`)
    stocks = list(state.tiles.stocks)
    seen = list(state.seen_bottom)
    last: dict[int, Slot] = {}
    for slot in SLOTS:
        stock = SLOT_STOCK[slot]
        if desk[slot] or not stocks[stock]:
            continue
        if slot is Slot.COLUMN and not state.options.info.columns:
            continue
        desk[slot] = stocks[stock][:1]
        stocks[stock] = stocks[stock][1:]
        seen[stock] = min(seen[stock], len(stocks[stock]))
        last[SLOT_SIZE[slot]] = slot
    for size in (3, 2):
        if size not in last:
            continue
        slot = last[size]
        stock = SLOT_STOCK[slot]
        aside = ""
        while stocks[stock] and not shows_both_shapes(desk, size):
            aside += desk[slot][0]
            desk[slot] = stocks[stock][:1]
            stocks[stock] = stocks[stock][1:]
            seen[stock] = min(seen[stock], len(stocks[stock]))
        stocks[stock] = stocks[stock] + aside
        seen[stock] += len(aside)
    return new_tiles(state.tiles, desk=HAND_SEP.join(desk), stocks=tuple(stocks),
                     seen_bottom=tuple(seen))


def shows_both_shapes(desk: list[str], size: int) -> bool:
    """``desk``: per Slot its pile string (`tile_string`)."""
    tiles = [TILE_OF_CHAR[desk[slot][0]] for slot in SIZE_SLOTS[size] if desk[slot]]
    if len(tiles) < 2:
        return True  # with fewer than two tiles there is nothing to redraw for
    shapes = {is_landscape(t) for t in tiles}
    return len(shapes) == 2


# --------------------------------------------------------------------------- the round


def begin_round(state: State) -> State:
    # L108: skip Phase 2 in scenarios 1 and 2
    state = refresh_phases(state, newsdesk=True, newswire=not state.options.info.intro)
    if state.round == 1:
        return seat_turns(state, SELL, wants_to_sell, collect_income, 0)
    return collect_income(state)


def refresh_newsdesk_and_morgue(state: State) -> State:
    """Phase 1 (L112-116): cards equal to the number of players from each deck
    in play, each beneath its city; the Morgue back to 3 + 3 cuttings."""
    return refresh_phases(state, newsdesk=True, newswire=False)


def refresh_newswire(state: State) -> State:
    """Phase 2 (L120-122): discard the last three slots, shift the first
    three along, draw one card of each deck into the first three."""
    return refresh_phases(state, newsdesk=False, newswire=True)


def refresh_phases(state: State, newsdesk: bool, newswire: bool) -> State:
    """Phase 1 (`refresh_newsdesk_and_morgue`) and Phase 2
    (`refresh_newswire`), either or both in order, in one copy of the
    supply and the table: both draw from the decks, whose piles, known flags
    and RNG the two share as they go."""
    supply = state.supply
    piles, known, rng = list(supply.decks), list(supply.deck_known), state.rng
    cities, wire = supply.cities, supply.newswire
    morgue, cuttings = supply.morgue, supply.cuttings
    if newsdesk:
        cities, rng = newsdesk_drawn(state, piles, known, rng)
        morgue, cuttings = morgue_refilled(morgue, cuttings)
    if newswire:
        wire, rng = newswire_drawn(wire, piles, known, rng)
    return new_state(state, table=new_table(state.table, rng=rng), supply=new_supply(
        supply, decks=tuple(piles), deck_known=FLAGS[tuple(known)], cities=cities,
        newswire=wire, morgue=morgue, cuttings=cuttings))


def newsdesk_drawn(state: State, piles: list[Piles], known: list[bool],
                   rng: Rng) -> tuple[str, Rng]:
    """Phase 1's cities (`Supply.cities`), drawn into ``piles`` and ``known``."""
    cities = state.supply.cities.split(HAND_SEP)
    decks = (DeckName.COPY, DeckName.PHOTO) if state.options.info.intro else DECK_NAMES
    for deck in decks:
        cards, rng = draw_into(piles, known, rng, deck, state.num_players)
        for card in cards:
            city = CARD_INFO[card].city
            assert city is not None
            cities[city] += HAND_CHAR[card]
    return HAND_SEP.join(cities), rng


def morgue_refilled(morgue: tuple[int, int],
                    cuttings: tuple[int, int]) -> tuple[tuple[int, int], tuple[int, int]]:
    """The Morgue back to 3 + 3 cuttings from the supply's: both pairs."""
    refilled = list(morgue)
    supply = list(cuttings)
    for icon in (0, 1):
        add = min(MORGUE_CUTTINGS - refilled[icon], supply[icon])
        if add > 0:
            refilled[icon] += add
            supply[icon] -= add
    return pair(refilled[0], refilled[1]), pair(supply[0], supply[1])


def newswire_drawn(wire: tuple[Card | None, ...], piles: list[Piles], known: list[bool],
                   rng: Rng) -> tuple[tuple[Card | None, ...], Rng]:
    """Phase 2's Newswire: the last three slots' cards discarded to ``piles``,
    three drawn from them."""
    for card in wire[3:]:
        if card is not None:
            deck = CARD_INFO[card].deck
            assert deck is not None
            piles[deck] = piles[deck].put(card)
    fresh: list[Card | None] = []
    for deck in DECK_NAMES:
        cards, rng = draw_into(piles, known, rng, deck, 1)
        fresh.append(cards[0] if cards else None)
    return (*fresh, *wire[:3]), rng


def seat_turns(
    state: State, step: Step, wants: Callable[[State, int], bool],
    after: Callable[[State], State], turn: int | None = None,
) -> State:
    """A phase played once round the table from the start player: the next
    seat (from ``turn``, else ``state.turn``) with something to decide, else
    ``after``. (Taking the turn saves the callers a copy of the state.)"""
    n = state.num_players
    if turn is None:
        turn = state.turn
    while turn < n:
        seat = (state.start_player + turn) % n
        if wants(state, seat):
            table = state.table
            if table.turn != turn or table.sold:
                table = new_table(table, turn=turn, sold=0)
            return state_turn(state, prompt_of(step, seat), table)
        turn += 1
    table = state.table
    if table.turn or table.sold:
        state = new_state(state, table=new_table(table, turn=0, sold=0))
    return after(state)


_NOT_UNUSABLE = str.maketrans("", "", "".join(HAND_CHAR[c] for c in UNUSABLE))


def sellable_count(cards: str) -> int:
    """The cards of a hand string that can be sold: Copy Editors and brown
    Stringers (always seen) cannot (AMB-15). Public: every hidden card is a
    deck card."""
    return len(cards.translate(_NOT_UNUSABLE))


def wants_to_sell(state: State, seat: int) -> bool:
    return sellable_count(state.cards(seat)) > 0


def sell_first(state: State, action: Sell) -> State:
    """Phase 3 (L128): $100 a card; sold cards are shuffled back into their
    draw decks, not seen (AMB: sold face down)."""
    seat, card = action.player, action.card
    deck = CARD_INFO[card].deck
    assert deck is not None
    players, hands = left_hand(state.players, state.supply.hands, seat, HAND_CHAR[card])
    pile = state.decks[deck]
    drawn, rng = state.rng.shuffle((*pile_cards(deck, pile.draw), card))
    decks = with_seat(state.decks, deck, new_piles(pile_string(drawn), pile.discard))
    supply = new_supply(state.supply, decks=decks,
                        deck_known=FLAGS[with_seat(state.deck_known, deck, False)], hands=hands)
    table = new_table(state.table, rng=rng, sold=state.sold + 1)
    state = new_state(state, players=players, supply=supply, table=table,
                      money_bits=with_money(state.money_bits, seat, SALE_PRICE))
    if state.sold >= FIRST_SALE_LIMIT or not wants_to_sell(state, seat):
        return next_seller(state)
    return state


def next_seller(state: State) -> State:
    return seat_turns(state, SELL, wants_to_sell, collect_income, state.turn + 1)


def collect_income(state: State) -> State:
    """Phase 4 (L134-136): $400 each, then $100 per reporter; reporters that
    cannot be paid go back to the supply."""
    # Read and written in `money_bits` ($100 bills) seat by seat, in one pass.
    bits = state.money_bits
    players = state.players
    for seat, p in enumerate(state.players):
        shift = MONEY_BITS * seat
        bills = (bits >> shift & MONEY_MASK) + INCOME // 100
        paid = min(p.employed, bills * 100 // SALARY)
        bits += (INCOME - paid * SALARY) // 100 << shift
        if paid != p.employed:  # (income and salaries even: the same record)
            players = with_seat(players, seat, player_with(p, employed=paid))
    if players is not state.players:
        state = new_state(state, players=players, money_bits=bits)
    elif bits != state.money_bits:
        state = new_state(state, money_bits=bits)
    if state.options.info.intro:  # L108: skip Phase 5
        return begin_placement(state)
    return seat_turns(state, STRINGER, wants_stringer, begin_placement, 0)


def news_under_cities(state: State) -> Iterator[Card]:
    seen: set[Card] = set()
    for card in hand_cards(state.supply.cities.replace(HAND_SEP, "")):
        if card in NEWS and card not in seen:
            seen.add(card)
            yield card


def kind_chars(*kinds: CardKind) -> frozenset[str]:
    """The hand characters (`HAND_CHAR`) of the cards of these kinds."""
    return frozenset(HAND_CHAR[card] for card in Card if CARD_KIND[card] in kinds)


# What `may_hold` and `wants_stringer` ask of hand strings, as sets of hand
# characters: a set's test of a string runs in C, where reading the hand as
# cards and testing each card's kind cost a seat some 20,000 instructions
# (every seat, every round, for the Stringers).
STRINGER_CHARS = kind_chars(CardKind.STRINGER, CardKind.BROWN_STRINGER)
INTERVIEW_CHARS = kind_chars(CardKind.NEWSWIRE_INTERVIEW)
EXTRA_CHARS = kind_chars(CardKind.EXTRA)
NEWS_CHARS = frozenset(HAND_CHAR[card] for card in NEWS)
_THIRD_DECK_CHARS = frozenset(HAND_CHAR[card] for card in Card if DECK_INDEX[card] == 2)


def may_hold(state: State, seat: int, chars: frozenset[str]) -> bool:
    """Public: the seat's hand holds one of the cards ``chars`` (hand
    characters: `kind_chars`) for all anyone knows: one everyone saw arrive,
    or else any card of the Features deck nobody else saw arrive."""
    unseen = state.players[seat].unseen
    if not unseen:
        return not chars.isdisjoint(state.cards(seat))
    return (not chars.isdisjoint(without(state.cards(seat), unseen))
            or not _THIRD_DECK_CHARS.isdisjoint(unseen))


def wants_stringer(state: State, seat: int) -> bool:
    """A Stringer (green or brown) held for all anyone knows, and a News card
    beneath a city."""
    return may_hold(state, seat, STRINGER_CHARS) and not NEWS_CHARS.isdisjoint(
        state.supply.cities)


def stringer_kinds(hand: tuple[Card, ...]) -> tuple[bool, ...]:
    kinds = []
    if any(CARD_KIND[c] is CardKind.STRINGER for c in hand):
        kinds.append(False)
    if Card.BROWN_STRINGER in hand:
        kinds.append(True)
    return tuple(kinds)


def play_stringer(state: State, action: PlayStringer) -> State:
    """Phase 5 (L144): discard a Stringer to take one News card from a city (AMB-13)."""
    seat = action.player
    if action.brown:
        stringer: tuple[Card, ...] = (Card.BROWN_STRINGER,)
    else:
        stringer = first_of(state.hand(seat), lambda c: CARD_KIND[c] is CardKind.STRINGER, 1)
    # One copy of the supply: the Stringer spent, the card taken face up.
    players, supply = spent(state, seat, stringer)
    city = CARD_INFO[action.card].city
    assert city is not None
    char = HAND_CHAR[action.card]
    cities = supply.cities.split(HAND_SEP)
    cities[city] = cities[city].replace(char, "", 1)  # (in the order drawn, not sorted)
    hands = supply.hands.split(HAND_SEP)
    hands[seat] = hand_add(hands[seat], char)
    supply = new_supply(supply, cities=HAND_SEP.join(cities), hands=HAND_SEP.join(hands))
    return next_stringer(state_cards(state, players, supply))


def next_stringer(state: State) -> State:
    return seat_turns(state, STRINGER, wants_stringer, begin_placement, state.turn + 1)


# --------------------------------------------------------------------------- Phase 6


def begin_placement(state: State) -> State:
    return next_placer(state, state.start_player, passes=0)


OWNER = operator.itemgetter(1)  # a reporter's seat


def next_placer(
    state: State, seat: int, money: int | None = None,
    reporters: Reporters | None = None, passes: int | None = None, bits: int | None = None,
) -> State:
    """The next seat with a reporter to place; a seat without one passes
    (L157, the only time passing is allowed). All pass in a row: Phase 7.
    ``money`` (`money_bits`), ``reporters`` (packed: ``bits``) and ``passes``
    are changes still to make."""
    n = state.num_players
    players = state.players
    money = state.money_bits if money is None else money
    if reporters is None:
        reporters, bits = state.placements, state.placement_bits
    elif bits is None:
        bits = pack_placements(reporters)
    passes = state.passes if passes is None else passes
    if passes < n:
        owners = list(map(OWNER, reporters))  # (counted per seat in C)
        while passes < n:
            if players[seat].employed > owners.count(seat):
                return state_placing(state, PLACE_PROMPTS[seat], money, bits)
            passes += 1
            seat = (seat + 1) % n
    # Phase 7 begins.
    return activate_next(new_state(state, prompt=prompt_of(state.step, state.current),
                                   money_bits=money, placement_bits=bits, activation=None))


TITLE_BITS = tuple(1 if TILE_INFO[t].kind is TileKind.HEADLINE
                   else 2 if TILE_INFO[t].kind is TileKind.COLUMN else 0 for t in Tile)


def has_titles(paper: Paper) -> tuple[bool, bool]:
    """Whether the paper has its Headline and a Column (on it or the copy desk)."""
    found = 0
    for placed in paper.tiles:
        found |= TITLE_BITS[placed.tile]
    for held in paper.copy_desk:
        found |= TITLE_BITS[held.tile]
    return bool(found & 1), bool(found & 2)


@functools.cache
def spaces_in_play(num_players: int) -> frozenset[Space]:
    return frozenset(spaces_for(num_players))


@functools.cache
def open_spaces(num_players: int, blocked: tuple[Space, ...]) -> tuple[Space, ...]:
    """The spaces of the board in play and not blocked."""
    return tuple(s for s in spaces_for(num_players) if s not in blocked)


def holders(reporters: Reporters) -> dict[Space, tuple[int, int]]:
    """The (seat, fee) on each contested space that holds a reporter (and
    the last reporter of each uncontested one)."""
    return {space: (seat, fee) for space, seat, fee in reporters}


# Per Space its bit; the contested ones' bits together.
SPACE_BIT = tuple(1 << s for s in Space)
CONTESTED_BITS = sum(SPACE_BIT[s] for s in CONTESTED)
HIRE_BIT, TITLES_BIT = SPACE_BIT[HIRE_SPACE], SPACE_BIT[TITLES_SPACE]


@remember_last  # the same tuple all game: no hashing
def open_mask(blocked: tuple[Space, ...], num_players: int) -> int:
    """The bits of the spaces in play and not blocked."""
    return sum(SPACE_BIT[s] for s in open_spaces(num_players, blocked))


def placeable_mask(state: State, seat: int) -> int:
    """The bits of the spaces seat may take now (L155-197)."""
    money = (state.money_bits >> MONEY_BITS * seat & MONEY_MASK) * 100  # (`state.money`)
    closed = 0
    bits = state.placement_bits  # (`state.placements` without its calls)
    last = LAST_UNPACKED[0]
    placements = last[1] if last[0] is bits else unpack_placements(bits)
    for space, holder, fee in placements:  # (Phase 6: all on the board)
        if holder == seat or money < fee + 100:
            closed |= SPACE_BIT[space]  # (only a contested space's closing counts below)
    closed &= CONTESTED_BITS  # a contested space holds only this reporter: displace it or nothing
    if not state.supply.brown_stringers:  # L415
        closed |= HIRE_BIT
    mask = open_mask(state.blocked, state.num_players) & ~closed
    if mask & TITLES_BIT and all(has_titles(state.papers[seat])):  # L165
        mask ^= TITLES_BIT
    return mask


def place_problem(state: State, action: PlaceReporter) -> str | None:
    space = action.space
    if space not in spaces_in_play(state.num_players):
        return f"{space.name} is only on the 5-6 player side of the board"
    if space in state.blocked:
        return f"{space.name} is blocked in this game"
    if space is HIRE_SPACE and not state.brown_stringers:
        return "no Stringer cards are left to Hire"
    if space is TITLES_SPACE and all(has_titles(state.papers[action.player])):
        return "you already have a Headline and a Column"
    if space not in UNCONTESTED and space not in INSTANT:
        holder = holders(state.reporters).get(space)
        if holder is not None and holder[0] == action.player:
            return f"your own reporter holds {space.name}; you may not raise your own fee"
        money = state.money(action.player)
        if holder is not None and money < holder[1] + 100:
            return (f"{space.name} is held by seat {holder[0]} with a ${holder[1]} fee; "
                    f"a displacing fee must exceed it and you have ${money}")
    return None


def fee_range(state: State, seat: int, space: Space) -> range:
    low = 0
    bits = state.placement_bits  # (`state.placements` without its calls)
    last = LAST_UNPACKED[0]
    placements = last[1] if last[0] is bits else unpack_placements(bits)
    for held, _, fee in placements:  # (Phase 6: all on the board)
        if held is space:  # a contested space holds one reporter
            low = fee + 100
            break
    money = (state.money_bits >> MONEY_BITS * seat & MONEY_MASK) * 100  # (`state.money`)
    return range(low, money + 1, 100)


_reporters: dict[int, tuple[Space, int, int]] = {}  # at most spaces x seats x 31 fees
SHARED_FEES = 3000  # fees up to this are shared (nearly all: money is scarce)


def free_reporter(space: Space, seat: int) -> tuple[Space, int, int]:
    """A reporter placed without a fee: one shared value per space and seat
    (kept by an int key: a tuple key would be one more object to collect)."""
    found = _reporters.get(space << 3 | seat)
    if found is None:
        found = _reporters[space << 3 | seat] = (space, seat, 0)
    return found


def reporter(space: Space, seat: int, fee: int) -> tuple[Space, int, int]:
    """A reporter with its fee: shared as `free_reporter`'s are, up to
    SHARED_FEES (kept states then hold no copy of it, nor of its fee's int)."""
    if fee > SHARED_FEES:
        return (space, seat, fee)
    key = (fee // 100) << 8 | space << 3 | seat
    found = _reporters.get(key)
    if found is None:
        found = _reporters[key] = (space, seat, fee)
    return found


def place_reporter(state: State, action: PlaceReporter) -> State:
    seat, space = action.player, action.space
    if space in UNCONTESTED or space in INSTANT:
        if space is HIRE_SPACE:  # L413
            supply = new_supply(state.supply, brown_stringers=state.brown_stringers - 1)
            state = gain(new_state(state, supply=supply), seat, (Card.BROWN_STRINGER,))
        elif space is OFFHIRE_SPACE:  # L418
            state = pay(state, seat, -OFFHIRE_PAY)
        bits = state.placement_bits
        last = LAST_UNPACKED[0]
        placements = last[1] if last[0] is bits else unpack_placements(bits)
        bits |= ((space + 1) << 3 | seat) << PLACEMENT_BITS * len(placements)  # (`pack_placements`)
        reporters = (*placements, free_reporter(space, seat))
        LAST_UNPACKED[0] = bits, reporters
        return next_placer(state, (seat + 1) % state.num_players, None, reporters, 0, bits)
    fees = fee_range(state, seat, space)
    if len(fees) == 1:
        return pay_fee_on(state, space, seat, fees[0])
    return new_state(state, prompt=prompt_of(FEE, state.current, space))


def pay_fee(state: State, action: Fee) -> State:
    space = state.pending
    assert space is not None
    return pay_fee_on(state, space, action.player, action.amount)


def pay_fee_on(state: State, space: Space, seat: int, amount: int) -> State:
    """Displacing (L193-197): the reporter and its fee go back to their owner.
    (next_placer clears ``pending``.)"""
    money = state.money_bits
    bits = state.placement_bits
    last = LAST_UNPACKED[0]
    reporters = last[1] if last[0] is bits else unpack_placements(bits)
    for index, (held, owner, fee) in enumerate(reporters):
        if held is space:  # a contested space holds one reporter
            reporters = reporters[:index] + reporters[index + 1:]
            bits = pack_placements(reporters)
            if fee:
                money = with_money(money, owner, fee)
            break
    # One more placement packed (`pack_placements`), the placements it holds remembered.
    bits |= ((amount // 100) << 8 | (space + 1) << 3 | seat) << PLACEMENT_BITS * len(reporters)
    if amount:
        money = with_money(money, seat, -amount)
        reporters = (*reporters, reporter(space, seat, amount))
    else:
        reporters = (*reporters, free_reporter(space, seat))
    LAST_UNPACKED[0] = bits, reporters
    return next_placer(state, (seat + 1) % state.num_players, money, reporters, 0, bits)


# --------------------------------------------------------------------------- Phase 7


def begin_activation(state: State) -> State:
    return activate_next(new_state(state, activation=None))


def activate_next(
    state: State, players: tuple[Player, ...] | None = None, supply: Supply | None = None,
) -> State:
    """Activate the reporters space by space in board order (L210-222), on a
    space the start player's first, then clockwise, one player's reporters
    together (L179, AMB-19); a reporter's fee goes to the bank and the
    reporter home (L228). The activation before it is over.

    Effects never move reporters, so the order (`activation_order`) is
    sorted once; the reporters gone home are counted (`state.activated`),
    their fees then the bank's (`state.bank`), and the placements left as
    they are. A Newsdesk city (no decision) is taken without building a
    state per reporter.
    ``players`` and ``supply`` are changes still to make (saving
    the caller a copy of the state)."""
    bits = state.placement_bits  # (`state.placements` without its calls)
    last = LAST_UNPACKED[0]
    placements = last[1] if last[0] is bits else unpack_placements(bits)
    done = state.activated
    if players is None:
        players = state.players
    if supply is None:
        supply = state.supply
    for index in activation_order(placements, state.start_player, state.num_players)[done:]:
        space, seat, _ = placements[index]
        done += 1
        city = CITY_INDEX.get(space)
        if city is not None:  # Newsdesk (L234): all the cards beneath the city
            cities = supply.cities.split(HAND_SEP)
            cards = cities[city]
            if cards:
                cities[city] = ""
                hands = supply.hands.split(HAND_SEP)
                hands[seat] = hand_add(hands[seat], cards)
                supply = new_supply(supply, cities=HAND_SEP.join(cities),
                                    hands=HAND_SEP.join(hands))
            continue
        state = state_activating(state, prompt_of(state.step, state.current, None, done), None,
                                 players, supply)
        state = begin_effect(state, space, seat)
        if state.activation is not None:
            return state
        players, supply = state.players, state.supply
    return end_round(new_state(state, players=players, supply=supply, activation=None))


def ask(state: State, step: Step, act: Activation | Typesetting) -> State:
    return state_asking(state, prompt_of(step, act.seat, None, state.activated), act)


def finish(state: State) -> State:
    return activate_next(state)


def begin_effect(state: State, space: Space, seat: int) -> State:
    p = state.players[seat]
    act = plain_activation(space, seat)
    if space in CITY_SPACES:
        return take_city(state, seat, CITY_SPACES.index(space))
    if space in MORGUE_AMOUNT:
        return begin_morgue(state, act, MORGUE_AMOUNT[space])
    if space in NEWSWIRE_AMOUNT:
        if any(c is not None for c in state.newswire) and may_hold(
                state, seat, INTERVIEW_CHARS):
            return ask(state, WIRE_TAKE, new_activation(act, left=NEWSWIRE_AMOUNT[space]))
        return state
    if space is TYPESETTING_SPACE:
        if liftable(state, seat, ()):
            return ask(state, TYPESET, act)
        return state
    if space is TITLES_SPACE:
        if headline_open(state, seat) or column_open(state, seat) is not None:
            return ask(state, TITLES, act)
        return state
    if space in STORY_SPACES or space is LATE_BREAKING_SPACE:
        if any(True for _ in claimable_stories(state, space)):
            return ask(state, STORY, act)
        return state
    if space is INTERVIEW_SPACE:
        if state.interviews and may_hold(state, seat, INTERVIEW_CHARS) and any(
            True for _ in interview_targets(state.papers[seat])
        ):
            return ask(state, INTERVIEW, act)
        return state
    if space in CLASSIFIEDS_AMOUNT:
        if any(True for _ in classified_kinds_open(state, seat)):
            return ask(state, CLASSIFIEDS, plain_activation(space, seat,
                                                                 CLASSIFIEDS_AMOUNT[space]))
        return state
    if space is ADVERTISING_SPACE:
        if any(True for _ in ad_sizes(state, seat)):
            return ask(state, ADVERTISING, act)
        return state
    if space is SALES_SPACE:
        if sellable_count(state.cards(seat)):
            return ask(state, SALES, new_activation(act, left=SALES_PER_REPORTER))
        return state
    if p.employed < MAX_REPORTERS:  # Recruitment
        return ask(state, RECRUIT, act)
    return state


def take_city(state: State, seat: int, city: int) -> State:
    """Newsdesk (L234): all the cards beneath the city."""
    supply = state.supply
    cities = supply.cities.split(HAND_SEP)
    cards = cities[city]
    cities[city] = ""
    hands = supply.hands.split(HAND_SEP)
    hands[seat] = hand_add(hands[seat], cards)
    return new_state(state, supply=new_supply(supply, cities=HAND_SEP.join(cities),
                                              hands=HAND_SEP.join(hands)))


# -- Morgue (L240-248)


def morgue_splits(state: State, amount: int) -> Iterator[tuple[int, int]]:
    """Exactly the number on the space, or all that are left (AMB-20)."""
    copy, photo = state.morgue
    take = min(amount, copy + photo)
    for c in range(max(0, take - photo), min(take, copy) + 1):
        yield c, take - c


def begin_morgue(state: State, act: Activation, amount: int) -> State:
    splits = list(morgue_splits(state, amount))
    if len(splits) == 1:
        return take_cuttings(state, act.seat, *splits[0])
    return ask(state, MORGUE, new_activation(act, left=amount))


def take_cuttings(state: State, seat: int, copy: int, photo: int) -> State:
    p = state.players[seat]
    state = set_player(state, seat, player_with(p, cuttings=pair(p.cuttings[0] + copy,
                                                             p.cuttings[1] + photo)))
    morgue = pair(state.morgue[0] - copy, state.morgue[1] - photo)
    return new_state(state, supply=new_supply(state.supply, morgue=morgue))


def morgue_action(state: State, action: TakeCuttings) -> State:
    return finish(take_cuttings(state, action.player, action.copy, action.photo))


# -- Newswire (L252-262)


def take_wire(state: State, action: TakeWire) -> State:
    act = state.activation
    assert act is not None
    seat = action.player
    if not act.paid:
        state = spend(state, seat, first_of(
            state.hand(seat), lambda c: CARD_KIND[c] is CardKind.NEWSWIRE_INTERVIEW, 1))
    card = state.newswire[action.slot]
    assert card is not None
    supply = new_supply(state.supply, newswire=with_seat(state.newswire, action.slot, None))
    state = gain(new_state(state, supply=supply), seat, (card,))
    act = new_activation(act, paid=True, left=act.left - 1)
    if act.left == 0 or all(c is None for c in state.newswire):
        return finish(state)
    return new_state(state, activation=act)


# -- Typesetting (L272-278)


IS_STORY = tuple(TILE_INFO[t].kind is TileKind.STORY for t in Tile)


def liftable(state: State, seat: int, moved: tuple[Tile, ...]) -> list[Tile]:
    """Stories on a page not gone to press, or on the copy desk."""
    paper = state.papers[seat]
    pressed = paper.pressed
    out = [placed.tile for placed in paper.tiles
           if IS_STORY[placed.tile] and not pressed[placed.page] and placed.tile not in moved]
    for desk in paper.copy_desk:
        if IS_STORY[desk.tile] and desk.tile not in moved:
            out.append(desk.tile)
    return out


def remove_tiles(state: State, seat: int, tiles: tuple[PlacedTile, ...]) -> State:
    return new_state(state, papers=papers_removed(state, seat, tiles))


def papers_removed(state: State, seat: int,
                   tiles: tuple[PlacedTile, ...]) -> tuple[Paper, ...]:
    """`remove_tiles`'s papers, for a caller that changes more in the same copy."""
    old = state.papers[seat]
    pages = pages_.layout(state.options)
    occupied = list(old.occupied)
    for placed in tiles:
        occupied[placed.page] &= ~pages_.placed_mask(pages, placed)
    rest = tuple(t for t in old.tiles if t not in tiles)
    return with_seat(state.papers, seat, new_paper(old, tiles=rest, occupied=tuple(occupied)))


def lift(state: State, action: Lift) -> State:
    act = state.activation
    assert act is not None
    seat = action.player
    paper = state.papers[seat]
    on_page = [t for t in paper.tiles if t.tile is action.tile]
    if on_page:
        held = on_page[0]
        papers = papers_removed(state, seat, (held,))
    else:
        desk = next(d for d in paper.copy_desk if d.tile is action.tile)
        rest = tuple(d for d in paper.copy_desk if d is not desk)
        papers = with_seat(state.papers, seat, new_paper(paper, copy_desk=rest))
        held = lifted_from_desk(desk)
    act = new_activation(act, lifted=(*act.lifted, held), moved=(*act.moved, action.tile))
    return state_typesetting(state, papers, act)


# A tile on a copy desk, and one lifted from it, carry only the tile and its
# speciality: one shared record per pair (at most tiles x 7 of each).
_desk_tiles: dict[int, DeskTile] = {}
_lifted_from_desk: dict[int, PlacedTile] = {}


def desk_tile(tile: Tile, speciality: Speciality | None) -> DeskTile:
    key = tile << 3 | (7 if speciality is None else speciality)
    found = _desk_tiles.get(key)
    if found is None:
        found = _desk_tiles[key] = DeskTile(tile, speciality)
    return found


def lifted_from_desk(desk: DeskTile) -> PlacedTile:
    """A story lifted from the copy desk: where it lies is set when it is put."""
    key = desk.tile << 3 | (7 if desk.speciality is None else desk.speciality)
    found = _lifted_from_desk.get(key)
    if found is None:
        found = _lifted_from_desk[key] = PlacedTile(desk.tile, 0, 0, 0, Side.A, desk.speciality)
    return found


def lose_tokens(state: State, placed: PlacedTile) -> State:
    """L427: a tile moved to the copy desk loses its tokens: back to the
    supply, or with the option lost_tokens=box out of the game (AMB-10)."""
    if not (placed.interview or placed.extra or placed.bonus):
        return state
    if state.options.lost_tokens is LostTokens.BOX:
        lost = list(state.lost)
        lost[0] += placed.interview
        lost[1] += placed.bonus
        if placed.extra:
            assert placed.speciality is not None
            lost[2 + placed.speciality] += 1
        return new_state(state, tiles=new_tiles(state.tiles, lost=tuple(lost)))
    extra = state.extra_tokens
    if placed.extra:
        assert placed.speciality is not None
        extra = with_seat(extra, placed.speciality, extra[placed.speciality] + 1)
    tiles = new_tiles(state.tiles, interviews=state.interviews + placed.interview,
                    speciality_tokens=state.speciality_tokens + placed.bonus, extra_tokens=extra)
    return new_state(state, tiles=tiles)


def to_copy_desk(state: State, seat: int, placed: PlacedTile) -> State:
    state = lose_tokens(state, placed)
    return new_state(state, papers=papers_to_desk(state, seat, placed.tile, placed.speciality))


def papers_to_desk(state: State, seat: int, tile: Tile,
                   speciality: Speciality | None) -> tuple[Paper, ...]:
    paper = state.papers[seat]
    desk = (*paper.copy_desk, desk_tile(tile, speciality))
    return with_seat(state.papers, seat, new_paper(paper, copy_desk=desk))


def put_tile(state: State, seat: int, placed: PlacedTile) -> State:
    """Lay a tile on its page (the caller has moved anything under it away)."""
    return new_state(state, papers=papers_put(state, seat, placed))


def papers_put(state: State, seat: int, placed: PlacedTile) -> tuple[Paper, ...]:
    """`put_tile`'s papers, for a caller that changes more in the same copy."""
    pages = pages_.layout(state.options)
    old = state.papers[seat]
    occupied = list(old.occupied)
    occupied[placed.page] |= pages_.placed_mask(pages, placed)
    paper = new_paper(old, tiles=(*old.tiles, placed), occupied=tuple(occupied))
    return with_seat(state.papers, seat, paper)


def typeset_put(state: State, action: Put) -> State:
    act = state.activation
    assert act is not None
    held = act.lifted[0]
    placed = replace(held, page=action.page, row=action.row, col=action.col, side=action.side)
    state = state_typesetting(state, papers_put(state, action.player, placed),
                              new_activation(act, lifted=act.lifted[1:]))
    return after_tile(state, action.page)


def typeset_to_desk(state: State, action: ToCopyDesk) -> State:
    act = state.activation
    assert act is not None
    placed = act.lifted[0]
    if placed.interview or placed.extra or placed.bonus:
        state = lose_tokens(state, placed)
    papers = papers_to_desk(state, action.player, placed.tile, placed.speciality)
    return state_typesetting(state, papers, new_activation(act, lifted=act.lifted[1:]))


# -- Titles (L282-318)


def headline_open(state: State, seat: int) -> bool:
    """Public: the Headline can be claimed and placed (not its payment)."""
    return (state.players[seat].speciality in state.headlines
            and not state.papers[seat].pressed[0])


def column_open(state: State, seat: int) -> Tile | None:
    """The displayed Column, if this seat could place it (AMB-22)."""
    tiles = state.tiles.desk.split(HAND_SEP)[Slot.COLUMN]
    if not tiles or state.fresh[Slot.COLUMN] or has_titles(state.papers[seat])[1]:
        return None
    pages = pages_.layout(state.options)
    if pages_.column_spot(pages, state.papers[seat]) is None:
        return None
    return TILE_OF_CHAR[tiles[0]]


def headline_payments(state: State, seat: int) -> Iterator[ClaimHeadline]:
    """Three cards: at least one Headline/Column card and at least one News
    card of your speciality (the Copy Editor may be that card); no cuttings."""
    if not headline_open(state, seat):
        return
    p = state.players[seat]
    in_hand = state.cards(seat)
    hand, editor_card = hand_cards(in_hand), copy_editor_of(in_hand)
    hc = kind_count(hand, CardKind.HEADLINE_COLUMN)
    copy = news_count(hand, p.speciality, COPY_ICON)
    photo = news_count(hand, p.speciality, PHOTO_ICON)
    editor = editor_card is not None
    for h in range(1, min(hc, 2) + 1):
        for e in (False, True) if editor else (False,):
            rest = 3 - h - e
            for c in range(min(copy, rest) + 1):
                ph = rest - c
                if ph <= photo:
                    yield _headline(seat, h, c, ph, e)


def headline_problem(state: State, a: ClaimHeadline) -> str | None:
    if not state.options.info.headlines:
        return "Headlines are not used in this scenario"
    p = state.players[a.player]
    in_hand = state.cards(a.player)
    hand, editor_card = hand_cards(in_hand), copy_editor_of(in_hand)
    if p.speciality not in state.headlines:
        return "your newspaper already has its Headline"
    if state.papers[a.player].pressed[0]:
        return "your front page has gone to press"
    cards = a.headline_cards + a.copy + a.photo + a.copy_editor
    if min(a.headline_cards, a.copy, a.photo) < 0 or cards != 3:
        return "a Headline takes exactly 3 cards"
    if a.headline_cards < 1 or a.copy + a.photo + a.copy_editor < 1:
        return "a Headline needs a Headline/Column card and a News card of your speciality"
    if kind_count(hand, CardKind.HEADLINE_COLUMN) < a.headline_cards:
        return f"you hold fewer than {a.headline_cards} Headline/Column cards"
    if news_count(hand, p.speciality, COPY_ICON) < a.copy:
        return f"you hold fewer than {a.copy} {p.speciality.name.title()}-copy cards"
    if news_count(hand, p.speciality, PHOTO_ICON) < a.photo:
        return f"you hold fewer than {a.photo} {p.speciality.name.title()}-photo cards"
    if a.copy_editor and editor_card is None:
        return "you have no Copy Editor"
    return None


def claim_headline(state: State, a: ClaimHeadline) -> State:
    seat = a.player
    p = state.players[seat]
    in_hand = state.cards(seat)
    hand, editor_card = hand_cards(in_hand), copy_editor_of(in_hand)
    spec = p.speciality
    cards = first_of(hand, lambda c: CARD_KIND[c] is CardKind.HEADLINE_COLUMN, a.headline_cards)
    cards += first_of(hand, lambda c: NEWS_COPY[c] is spec, a.copy)
    cards += first_of(hand, lambda c: NEWS_PHOTO[c] is spec, a.photo)
    if a.copy_editor:
        assert editor_card is not None
        cards += (editor_card,)
    state = spend(state, seat, cards)
    headlines = tuple(s for s in state.headlines if s is not spec)
    state = new_state(state, tiles=new_tiles(state.tiles, headlines=headlines))
    # L437: on the squares reserved for it, which nothing else may take.
    state = put_tile(state, seat, PlacedTile(HEADLINE[spec], 0, 0, 0))
    return after_tile(state, 0)


def column_payments(state: State, seat: int) -> Iterator[ClaimColumn]:
    """A Headline/Column card and one card per icon, each of a different
    speciality; two cuttings for a card, at most four cuttings; the Copy
    Editor as a card of your speciality (AMB-5)."""
    tile = column_open(state, seat)
    if tile is None:
        return
    p = state.players[seat]
    in_hand = state.cards(seat)
    hand, editor_card = hand_cards(in_hand), copy_editor_of(in_hand)
    if not kind_count(hand, CardKind.HEADLINE_COLUMN):
        return
    info = TILE_INFO[tile]
    editor = editor_card is not None
    held = {icon: [s for s in SPECIALITIES if news_count(hand, s, icon)] for icon in ICONS}
    for ce in (None, COPY_ICON, PHOTO_ICON) if editor else (None,):
        for cp in range(min(info.copy, p.cuttings[0] // 2) + 1):
            for pp in range(min(info.photo, p.cuttings[1] // 2) + 1):
                if cp + pp > 2:
                    continue
                need_c = info.copy - cp - (ce is COPY_ICON)
                need_p = info.photo - pp - (ce is PHOTO_ICON)
                if need_c < 0 or need_p < 0:
                    continue
                banned = {p.speciality} if ce is not None else set()
                for copy in itertools.combinations(held[COPY_ICON], need_c):
                    if banned & set(copy):
                        continue
                    for photo in itertools.combinations(held[PHOTO_ICON], need_p):
                        if set(photo) & (banned | set(copy)):
                            continue
                        yield _column(seat, copy, photo, cp, pp, ce)


def column_problem(state: State, a: ClaimColumn) -> str | None:
    if not state.options.info.columns:
        return "Columns are not used in this scenario"
    seat = a.player
    p = state.players[seat]
    in_hand = state.cards(seat)
    hand, editor_card = hand_cards(in_hand), copy_editor_of(in_hand)
    if has_titles(state.papers[seat])[1]:
        return "a newspaper may have only one Column"
    tile = column_open(state, seat)
    if tile is None:
        return "no Column is on offer that fits your Column squares"
    info = TILE_INFO[tile]
    if not kind_count(hand, CardKind.HEADLINE_COLUMN):
        return "a Column needs a Headline/Column card"
    if min(a.copy_pairs, a.photo_pairs) < 0:
        return "cuttings come in pairs"
    if 2 * (a.copy_pairs + a.photo_pairs) > 4:
        return "no more than 4 cuttings may be used for a Column"
    if 2 * a.copy_pairs > p.cuttings[0] or 2 * a.photo_pairs > p.cuttings[1]:
        return "you do not hold those cuttings"
    if a.copy_editor is not None and editor_card is None:
        return "you have no Copy Editor"
    if (len(a.copy) + a.copy_pairs + (a.copy_editor is COPY_ICON) != info.copy
            or len(a.photo) + a.photo_pairs + (a.copy_editor is PHOTO_ICON) != info.photo):
        return f"the Column needs {info.copy} copy and {info.photo} photo icons"
    specs = list(a.copy) + list(a.photo) + ([p.speciality] if a.copy_editor is not None else [])
    if len(set(specs)) != len(specs):
        return "the Column's News cards must each be of a different speciality"
    if tuple(sorted(a.copy)) != a.copy or tuple(sorted(a.photo)) != a.photo:
        return "list the specialities in order"
    for icon, chosen in ((COPY_ICON, a.copy), (PHOTO_ICON, a.photo)):
        for spec in chosen:
            if not news_count(hand, spec, icon):
                return f"you hold no {spec.name.title()}-{icon.name.lower()} card"
    return None


def claim_column(state: State, a: ClaimColumn) -> State:
    seat = a.player
    tile = column_open(state, seat)
    assert tile is not None
    in_hand = state.cards(seat)
    hand, editor_card = hand_cards(in_hand), copy_editor_of(in_hand)
    cards = first_of(hand, lambda c: CARD_KIND[c] is CardKind.HEADLINE_COLUMN, 1)
    for icon, chosen in ((COPY_ICON, a.copy), (PHOTO_ICON, a.photo)):
        for spec in chosen:
            cards += first_of(hand, lambda c, s=spec, i=icon: CARD_KIND[c] is CardKind.NEWS  # type: ignore[misc]
                              and CARD_INFO[c].speciality is s and CARD_INFO[c].icon is i, 1)
    if a.copy_editor is not None:
        assert editor_card is not None
        cards += (editor_card,)
    state = spend(state, seat, cards)
    state = spend_cuttings(state, seat, 2 * a.copy_pairs, 2 * a.photo_pairs)
    state = take_from_desk(state, Slot.COLUMN)
    pages = pages_.layout(state.options)
    spot = pages_.column_spot(pages, state.papers[seat])
    assert spot is not None
    state = put_tile(state, seat, PlacedTile(tile, *spot))
    return after_tile(state, spot[0])


def spend_cuttings(state: State, seat: int, copy: int, photo: int) -> State:
    """Spent cuttings go back to the supply (AMB-30)."""
    if not copy and not photo:
        return state
    p = state.players[seat]
    state = set_player(state, seat, player_with(p, cuttings=pair(p.cuttings[0] - copy,
                                                             p.cuttings[1] - photo)))
    cuttings = pair(state.cuttings[0] + copy, state.cuttings[1] + photo)
    return new_state(state, supply=new_supply(state.supply, cuttings=cuttings))


def take_from_desk(state: State, slot: Slot) -> State:
    """A tile leaves the Editor's Desk; with the Dallas Stack the next is
    revealed and cannot be taken until next round (L98)."""
    return new_state(state, tiles=desk_taken(state, slot))


def desk_taken(state: State, slot: Slot) -> Tiles:
    """`take_from_desk`'s tiles, for a caller that changes more in the same copy."""
    desk = state.tiles.desk.split(HAND_SEP)
    rest = desk[slot] = desk[slot][1:]
    fresh = state.fresh
    if state.options.dallas_stack:
        fresh = with_seat(fresh, slot, bool(rest))
    return new_tiles(state.tiles, desk=HAND_SEP.join(desk), fresh=fresh)


# -- Stories (L322-344) and Late Breaking Story (L356-360)


def story_sizes(space: Space) -> tuple[int, ...]:
    if space is LATE_BREAKING_SPACE:  # any down-turned corner (AMB-31)
        return (6, 4, 3, 2)
    return (STORY_SPACE_SIZE[space],)


def claimable_stories(state: State, space: Space) -> Iterator[tuple[Slot, Tile]]:
    desk = state.tiles.desk.split(HAND_SEP)
    fresh = state.fresh
    for size in story_sizes(space):
        for slot in SIZE_SLOTS[size]:
            if desk[slot] and not fresh[slot]:
                yield slot, TILE_OF_CHAR[desk[slot][0]]


# Per card: 2 * speciality + icon for a News card, else -1 (counts as a flat list).
NEWS_SLOT = tuple(2 * key[0] + key[1] if key is not None else -1 for key in NEWS_KEY)
EDITOR_ICONS: tuple[Icon | None, ...] = (None, COPY_ICON, PHOTO_ICON)


def story_claims(state: State, seat: int, tiles: Iterable[Tile]) -> list[ClaimStory]:
    """Every way to claim each of the tiles: one speciality; the icon mix
    matched; two cuttings of a type for a card of that type; no more
    cuttings than the story's size (AMB-1: the size of the space)."""
    p = state.players[seat]
    in_hand = state.cards(seat)
    hand, editor_card = hand_cards(in_hand), copy_editor_of(in_hand)
    editor = editor_card is not None
    counts = [0] * (2 * len(Speciality))
    for card in hand:
        slot = NEWS_SLOT[card]
        if slot >= 0:
            counts[slot] += 1
    pairs_c, pairs_p = p.cuttings[0] // 2, p.cuttings[1] // 2
    out = []
    for tile in tiles:
        info = TILE_INFO[tile]
        copy, photo, size = info.copy, info.photo, info.size
        for spec in SPECIALITIES:
            have_c = counts[2 * spec]
            have_p = counts[2 * spec + 1]
            own = editor and spec is p.speciality
            if not own and (copy - have_c > pairs_c or photo - have_p > pairs_p):
                continue  # not even with every cutting
            for ce in EDITOR_ICONS if own else (None,):
                need_c = copy - (ce is COPY_ICON)
                need_p = photo - (ce is PHOTO_ICON)
                if need_c < 0 or need_p < 0:
                    continue
                for cp in range(max(0, need_c - have_c), min(need_c, pairs_c) + 1):
                    for pp in range(max(0, need_p - have_p), min(need_p, pairs_p) + 1):
                        if 2 * (cp + pp) <= size:
                            out.append(story_claim(seat, tile, spec, cp, pp, ce))
    return out


def story_problem(state: State, a: ClaimStory) -> str | None:
    act = state.activation
    assert act is not None
    offered = [t for _, t in claimable_stories(state, act.space)]
    if a.tile not in offered:
        return f"{a.tile.name} is not a story you can claim on this space"
    p = state.players[a.player]
    in_hand = state.cards(a.player)
    hand, editor_card = hand_cards(in_hand), copy_editor_of(in_hand)
    info = TILE_INFO[a.tile]
    own = editor_card is not None and a.speciality is p.speciality
    if a.copy_editor is not None and not own:
        return "the Copy Editor stands in only for a card of your own speciality"
    if min(a.copy_pairs, a.photo_pairs) < 0:
        return "cuttings come in pairs"
    need_c = info.copy - a.copy_pairs - (a.copy_editor is COPY_ICON)
    need_p = info.photo - a.photo_pairs - (a.copy_editor is PHOTO_ICON)
    if need_c < 0 or need_p < 0:
        return f"{a.tile.name} shows {info.copy} copy and {info.photo} photo icons"
    if 2 * (a.copy_pairs + a.photo_pairs) > info.size:
        return f"no more than {info.size} cuttings may be used for a {info.size}-size story"
    if 2 * a.copy_pairs > p.cuttings[0] or 2 * a.photo_pairs > p.cuttings[1]:
        return "you do not hold those cuttings"
    name = a.speciality.name.title()
    if news_count(hand, a.speciality, COPY_ICON) < need_c:
        return f"you hold fewer than {need_c} {name}-copy cards"
    if news_count(hand, a.speciality, PHOTO_ICON) < need_p:
        return f"you hold fewer than {need_p} {name}-photo cards"
    return None


def claim_story(state: State, a: ClaimStory) -> State:
    act = state.activation
    assert act is not None
    seat, spec = a.player, a.speciality
    p = state.players[seat]
    in_hand = state.cards(seat)
    hand, editor_card = hand_cards(in_hand), copy_editor_of(in_hand)
    info = TILE_INFO[a.tile]
    need_c = info.copy - a.copy_pairs - (a.copy_editor is COPY_ICON)
    need_p = info.photo - a.photo_pairs - (a.copy_editor is PHOTO_ICON)
    cards = first_of(hand, lambda c: NEWS_COPY[c] is spec, need_c)
    cards += first_of(hand, lambda c: NEWS_PHOTO[c] is spec, need_p)
    if a.copy_editor is not None:
        assert editor_card is not None
        cards += (editor_card,)
    # L455: at least 2 News cards of your speciality (the Copy Editor counts, AMB-5).
    bonus = spec is p.speciality and len(cards) >= 2
    slot = next(s for s, t in claimable_stories(state, act.space) if t is a.tile)
    # One copy of the state: the cards, the cuttings and the tile move together.
    players, supply = spent(state, seat, cards) if cards else (state.players, state.supply)
    copy, photo = 2 * a.copy_pairs, 2 * a.photo_pairs
    if copy or photo:  # spent cuttings go back to the supply (AMB-30)
        q = players[seat]
        players = with_seat(players, seat, player_with(q, cuttings=pair(q.cuttings[0] - copy,
                                                                    q.cuttings[1] - photo)))
        supply = new_supply(supply, cuttings=pair(supply.cuttings[0] + copy,
                                               supply.cuttings[1] + photo))
    act = new_activation(act, placing=a.tile, speciality=spec, bonus=bonus)
    return new_state(state, players=players, supply=supply, tiles=desk_taken(state, slot),
                   prompt=prompt_of(PLACE_TILE, act.seat, None, state.activated),
                   activation=act)


# -- placing a new tile (L420-433)


def place_new(state: State, action: Put) -> State:
    """Lay the tile just claimed; tiles under it go to the copy desk and
    lose their tokens (L427)."""
    act = state.activation
    assert act is not None
    seat = action.player
    tile = act.placing
    assert tile is not None
    pages = pages_.layout(state.options)
    mask = pages_.tile_mask(pages[action.page], tile, action.side, action.row, action.col)
    assert mask is not None
    under = tuple(t for t in state.papers[seat].tiles
                  if t.page == action.page and pages_.placed_mask(pages, t) & mask)
    if under:
        state = remove_tiles(state, seat, under)
        for placed in under:
            state = to_copy_desk(state, seat, placed)
    is_story = TILE_INFO[tile].kind is TileKind.STORY
    bonus = is_story and act.bonus and state.speciality_tokens > 0
    placed = PlacedTile(tile, action.page, action.row, action.col, action.side,
                        act.speciality if is_story else None, bonus=bonus)
    tiles = state.tiles
    if bonus:
        tiles = new_tiles(tiles, speciality_tokens=tiles.speciality_tokens - 1)
    act = new_activation(act, placing=None, placed=placed if is_story else None)
    state = new_state(state, papers=papers_put(state, seat, placed), tiles=tiles, activation=act)
    return after_tile(state, action.page)


def place_on_desk(state: State, action: ToCopyDesk) -> State:
    """A story that will not go on the paper waits on the copy desk (L429),
    without tokens (AMB-27)."""
    act = state.activation
    assert act is not None
    tile = act.placing
    assert tile is not None
    return finish(new_state(state, papers=papers_to_desk(state, action.player, tile,
                                                         act.speciality)))


def after_tile(state: State, page: int) -> State:
    """L445: a page just filled may go to press (the largest card left)."""
    act = state.activation
    pages = pages_.layout(state.options)
    seat = state.current
    paper = state.papers[seat]
    if state.press_cards and not paper.pressed[page] and pages_.is_full(pages, paper, page):
        if state.options.gone_to_press is PressOption.AUTOMATIC:
            state = go_to_press(state, seat, page)
        elif act is not None:
            return ask(state, PRESS, new_activation(act, pressing=page))
    return proceed(state)


def go_to_press(state: State, seat: int, page: int) -> State:
    p = state.players[seat]
    paper = state.papers[seat]
    paper = new_paper(paper, pressed=with_seat(paper.pressed, page, True))
    p = player_with(p, press_cards=(*p.press_cards, state.press_cards[0]))
    return new_state(state, players=with_seat(state.players, seat, p),
                     papers=with_seat(state.papers, seat, paper),
                     tiles=new_tiles(state.tiles, press_cards=state.press_cards[1:]))


def press(state: State, action: Press) -> State:
    act = state.activation
    assert act is not None and act.pressing is not None
    state = go_to_press(state, action.player, act.pressing)
    return proceed(new_state(state, activation=new_activation(act, pressing=None)))


def decline_press(state: State, action: Done) -> State:
    act = state.activation
    assert act is not None
    return proceed(new_state(state, activation=new_activation(act, pressing=None)))


def proceed(state: State) -> State:
    """After a tile is placed (and the press question): where the activation goes on."""
    act = state.activation
    if act is None:
        return state
    space = act.space
    if space is TYPESETTING_SPACE:
        return ask(state, TYPESET, act)
    if space in CLASSIFIEDS_AMOUNT:
        if act.left and any(True for _ in classified_kinds_open(state, act.seat)):
            return ask(state, CLASSIFIEDS, act)
        return finish(state)
    if (space in STORY_SPACES or space is LATE_BREAKING_SPACE) and act.placed is not None:
        spec = act.placed.speciality
        assert spec is not None
        if state.extra_tokens[spec] and may_hold(state, act.seat, EXTRA_CHARS):
            return ask(state, EXTRA, act)
    return finish(state)


# -- Extra! Extra! tokens (L449-451)


def extra_cards(state: State, seat: int) -> Iterator[Card]:
    act = state.activation
    assert act is not None and act.placed is not None
    spec = act.placed.speciality
    seen: set[Card] = set()
    for card in state.hand(seat):
        if CARD_KIND[card] is CardKind.EXTRA and spec in CARD_INFO[card].pair and card not in seen:
            seen.add(card)
            yield card


def play_extra(state: State, action: PlayExtra) -> State:
    act = state.activation
    assert act is not None and act.placed is not None
    seat = action.player
    placed = act.placed
    spec = placed.speciality
    assert spec is not None
    state = spend(state, seat, (action.card,))
    paper = state.papers[seat]
    tiles = tuple(replace(t, extra=True) if t == placed else t for t in paper.tiles)
    state = new_state(state, papers=with_seat(state.papers, seat, new_paper(paper, tiles=tiles)))
    extra = with_seat(state.extra_tokens, spec, state.extra_tokens[spec] - 1)
    state = new_state(state, tiles=new_tiles(state.tiles, extra_tokens=extra))
    return finish(state)


# -- Interview (L346-352)


def interview_targets(paper: Paper) -> Iterator[PlacedTile]:
    """Stories on the paper without an Interview (AMB-28), even on a page
    gone to press (AMB-38)."""
    for placed in paper.tiles:
        if TILE_INFO[placed.tile].kind is TileKind.STORY and not placed.interview:
            yield placed


def interview(state: State, action: Interview) -> State:
    seat = action.player
    hand = state.hand(seat)
    paper = state.papers[seat]
    target = next(t for t in paper.tiles if t.tile is action.tile)
    size = TILE_INFO[target.tile].size
    state = spend(state, seat, first_of(
        hand, lambda c: CARD_KIND[c] is CardKind.NEWSWIRE_INTERVIEW, size))
    tiles = tuple(replace(t, interview=True) if t == target else t for t in paper.tiles)
    state = new_state(state, papers=with_seat(state.papers, seat, new_paper(paper, tiles=tiles)))
    return finish(new_state(state, tiles=new_tiles(state.tiles, interviews=state.interviews - 1)))


# -- Classifieds (L364-376)


def classified_kinds_open(state: State, seat: int) -> Iterator[Classified]:
    """Public: a tile of the type is on display and has somewhere to go."""
    pages = pages_.layout(state.options)
    fixed = pages_.fixed_masks(pages, state.papers[seat])
    desk = state.tiles.desk.split(HAND_SEP)
    fresh = state.tiles.fresh
    for kind in CLASSIFIED_KINDS:
        slot = CLASSIFIED_SLOT[kind]
        if desk[slot] and not fresh[slot] and pages_.fits(pages, fixed, CLASSIFIED_TILE[kind]):
            yield kind


def claim_classified(state: State, action: ClaimClassified) -> State:
    act = state.activation
    assert act is not None
    seat = action.player
    hand = state.hand(seat)
    card = first_of(hand, lambda c: CARD_INFO[c].classified is action.kind, 1)
    state = spend(state, seat, card)
    state = take_from_desk(state, CLASSIFIED_SLOT[action.kind])
    act = new_activation(act, left=act.left - 1, placing=CLASSIFIED_TILE[action.kind], placed=None)
    return ask(state, PLACE_TILE, act)


# -- Advertising (L380-390)


def ad_sizes(state: State, seat: int) -> Iterator[int]:
    """One ad of each size per player per game (AMB-37), placed at once."""
    pages = pages_.layout(state.options)
    fixed = pages_.fixed_masks(pages, state.papers[seat])
    p = state.players[seat]
    for size in (1, 2, 3):
        if size not in p.ads and state.ads[size - 1] and pages_.fits(pages, fixed, AD_TILE[size]):
            yield size


def claim_ad(state: State, action: ClaimAd) -> State:
    act = state.activation
    assert act is not None
    seat, size = action.player, action.size
    p = state.players[seat]
    state = set_player(state, seat, player_with(p, ads=tuple(sorted((*p.ads, size)))))
    state = pay(state, seat, -AD_PAY[size])
    ads = with_seat(state.ads, size - 1, state.ads[size - 1] - 1)
    state = new_state(state, tiles=new_tiles(state.tiles, ads=ads))
    return ask(state, PLACE_TILE, new_activation(act, placing=AD_TILE[size], placed=None))


# -- Sales and Recruitment (L394-404)


def sell(state: State, action: Sell) -> State:
    act = state.activation
    assert act is not None
    players, supply = spent(state, action.player, (action.card,))
    money = with_money(state.money_bits, action.player, SALE_PRICE)
    if act.left == 1 or not sellable_count(supply.hands.split(HAND_SEP)[action.player]):
        return activate_next(new_state(state, money_bits=money), players, supply)
    return new_state(state, players=players, supply=supply, money_bits=money,
                     activation=new_activation(act, left=act.left - 1))


def recruit(state: State, action: Recruit) -> State:
    p = state.players[action.player]
    return activate_next(state, with_seat(state.players, action.player,
                                          player_with(p, employed=p.employed + 1)))


def done(state: State, action: Done) -> State:
    return finish(state)


# --------------------------------------------------------------------------- Phase 8


def paper_complete(state: State, seat: int) -> bool:
    """L479-483: the page (or both cover pages) filled; scenario 2 also needs
    a story of each size (L606)."""
    info = state.options.info
    pages = pages_.layout(state.options)
    paper = state.papers[seat]
    if not pages_.all_full(pages, paper):
        return False
    if info.one_of_each:
        sizes = {TILE_INFO[t.tile].size for t in paper.tiles
                 if TILE_INFO[t.tile].kind is TileKind.STORY}
        return {2, 3, 4, 6} <= sizes
    return True


def game_end_reached(state: State) -> bool:
    return any(paper_complete(state, seat) for seat in range(state.num_players))


def end_round(state: State) -> State:
    """Phase 8 (L224, L471-475): the end check, the start player card
    clockwise, reporters home, the hand limit, the Editor's Desk refilled."""
    if game_end_reached(state) or state.round >= state.options.round_limit:
        return new_state(state, prompt=prompt_of(OVER, state.start_player), activation=None,
                         placement_bits=0)
    table = new_table(state.table, start_player=left_of(state.start_player, state.num_players))
    state = new_state(state, table=table, prompt=prompt_of(state.step, state.current),
                      activation=None, placement_bits=0)
    return seat_turns(state, DISCARD, over_hand_limit, next_round, 0)


def over_hand_limit(state: State, seat: int) -> bool:
    return len(state.cards(seat)) > HAND_LIMIT


def discard(state: State, action: Discard) -> State:
    players, supply = spent(state, action.player, (action.card,))
    state = state_cards(state, players, supply)
    if over_hand_limit(state, action.player):
        return state
    return seat_turns(state, DISCARD, over_hand_limit, next_round, state.turn + 1)


def next_round(state: State) -> State:
    if state.options.dallas_stack:
        tiles = new_tiles(state.tiles, fresh=(False,) * len(Slot))
    else:
        tiles = desk_refilled(state)
    return begin_round(new_state(state, tiles=tiles,
                                 table=new_table(state.table, round=state.round + 1)))



