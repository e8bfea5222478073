"""Hidden information: what one seat sees, and a state drawn from a view.

Hidden from a seat: the cards of other hands that nobody saw arrive (the
deal; only their number per deck back shows), the order of the three draw
decks (their contents too, until one is remade from its face-up discard
pile), the story and Column piles below their visible top (apart from tiles
seen returned to the bottom, L475), the Dallas stacks below their tops, and
the RNG. Everything else is on the table.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TypeVar

from pressroom.core.deck import Deck
from pressroom.core.rng import Rng
from pressroom.games.extra_extra.components import (
    DECK_CARDS,
    SLOT_STOCK,
    Card,
    DeckName,
    Slot,
    Space,
    Stock,
    Tile,
    stock_tiles,
)
from pressroom.games.extra_extra.rules import hidden_counts, placed_counts
from pressroom.games.extra_extra.state import (
    ExtraExtraState,
    ExtraExtraView,
    PileView,
    Player,
    PlayerView,
    Step,
    StockView,
    Supply,
    Tiles,
)

Face = TypeVar("Face", bound=int)  # a Card or a Tile: they index counts


def view(state: ExtraExtraState, seat: int | None) -> ExtraExtraView:
    placed = placed_counts(state.reporters, state.num_players)
    return ExtraExtraView(
        seat=seat, num_players=state.num_players, options=state.options, round=state.round,
        step=state.step, to_move=() if state.step is Step.OVER else (state.current,),
        current=state.current, start_player=state.start_player,
        hand=state.players[seat].hand if seat is not None else None,
        players=tuple(
            PlayerView(p.speciality, p.money, p.known, hidden_counts(p), len(p.hand), p.employed,
                       placed[seat], p.cuttings, p.paper, p.ads, p.press_cards)
            for seat, p in enumerate(state.players)
        ),
        spaces=state.spaces, blocked=state.blocked,
        decks=tuple(
            PileView(deck.size, deck.discard_pile,
                     tuple(sorted(deck.draw_pile, key=int)) if known else None)
            for deck, known in zip(state.decks, state.deck_known, strict=True)
        ),
        cities=state.cities, newswire=state.newswire, morgue=state.morgue,
        cuttings=state.cuttings,
        desk=tuple(
            (tiles[0] if tiles else None, len(tiles), fresh)
            for tiles, fresh in zip(state.desk, state.fresh, strict=True)
        ),
        stocks=tuple(
            StockView(len(tiles), tiles[0] if tiles else None,
                      tiles[len(tiles) - seen:] if seen else ())
            for tiles, seen in zip(state.stocks, state.seen_bottom, strict=True)
        ),
        headlines=state.headlines, ads=state.ads, interviews=state.interviews,
        speciality_tokens=state.speciality_tokens, extra_tokens=state.extra_tokens,
        brown_stringers=state.brown_stringers, press_cards=state.press_cards, lost=state.lost,
        retired=state.retired, bank=state.bank, turn=state.turn, passes=state.passes,
        pending=state.pending, activation=state.activation, cursor=state.cursor, sold=state.sold,
    )


_DECK_CARDS = tuple(tuple(sorted(set(cards))) for cards in DECK_CARDS)  # each deck's faces
_COPIES = [0] * len(Card)
for _cards in DECK_CARDS:
    for _card in _cards:
        _COPIES[_card] += 1


def sample_state(v: ExtraExtraView, rng: Rng) -> ExtraExtraState:
    """Deal every unseen card and tile uniformly into the unseen places the
    view shows (respecting every count), with a fresh RNG."""
    n = v.num_players
    others = [s for s in range(n) if s != v.seat]
    hands: list[list[Card]] = []
    for seat, pv in enumerate(v.players):
        hands.append(list(v.hand) if seat == v.seat and v.hand is not None else list(pv.known))
    unseen = list(_COPIES)  # per card face: copies nobody at the table can see
    for cards in v.cities:
        for card in cards:
            unseen[card] -= 1
    for wired in v.newswire:
        if wired is not None:
            unseen[wired] -= 1
    for hand in hands:
        for card in hand:
            unseen[card] -= 1
    for pile in v.decks:
        for card in pile.discard:
            unseen[card] -= 1
    decks = []
    for deck in DeckName:
        contents = v.decks[deck].contents
        left = list(unseen)
        if contents is not None:
            for card in contents:
                left[card] -= 1
        pool, rng = rng.permute(_pool(_DECK_CARDS[deck], left))
        at = 0
        for seat in others:
            count = v.players[seat].hidden[deck]
            hands[seat].extend(pool[at:at + count])
            at += count
        if contents is not None:
            draw_pile, rng = rng.permute(contents)
        else:
            draw_pile = pool[at:]
        decks.append(Deck(tuple(draw_pile), v.decks[deck].discard))
    players = tuple(
        Player(pv.speciality, pv.money, tuple(sorted(hands[seat], key=int)), pv.known, pv.employed,
               pv.cuttings, pv.paper, pv.ads, pv.press_cards)
        for seat, pv in enumerate(v.players)
    )
    desk, stocks, rng = _sample_tiles(v, rng)
    fresh_rng, _ = rng.split()
    supply = Supply(
        decks=tuple(decks), deck_known=tuple(p.contents is not None for p in v.decks),
        cities=v.cities, newswire=v.newswire, morgue=v.morgue, cuttings=v.cuttings,
        brown_stringers=v.brown_stringers, retired=v.retired,
    )
    tiles = Tiles(
        desk=desk, fresh=tuple(fresh for _, _, fresh in v.desk), stocks=stocks,
        seen_bottom=tuple(len(s.bottom) for s in v.stocks), headlines=v.headlines, ads=v.ads,
        interviews=v.interviews, speciality_tokens=v.speciality_tokens,
        extra_tokens=v.extra_tokens, press_cards=v.press_cards, lost=v.lost,
    )
    return ExtraExtraState(
        num_players=n, options=v.options, rng=fresh_rng, round=v.round, step=v.step,
        current=v.current, start_player=v.start_player, players=players,
        reporters=tuple((_SPACES[i], seat, fee) for i, held in enumerate(v.spaces)
                        for seat, fee in held),
        blocked=v.blocked, bank=v.bank, supply=supply, tiles=tiles, turn=v.turn,
        passes=v.passes, pending=v.pending, activation=v.activation, cursor=v.cursor, sold=v.sold,
    )


_STOCKS = tuple(Stock)
_STOCK_SLOTS = tuple(tuple(s for s in Slot if SLOT_STOCK[s] is stock) for stock in Stock)
_STOCK_FACES = tuple(tuple(sorted(set(stock_tiles(stock)))) for stock in Stock)
_SPACES = tuple(Space)
_TILE_COPIES = [0] * len(Tile)
for _stock in Stock:
    for _tile in stock_tiles(_stock):
        _TILE_COPIES[_tile] += 1


def _sample_tiles(
    v: ExtraExtraView, rng: Rng
) -> tuple[tuple[tuple[Tile, ...], ...], tuple[tuple[Tile, ...], ...], Rng]:
    """The unseen tiles of each pile type dealt into the hidden places of its
    pile and (Dallas Stack) its stacks."""
    unseen = list(_TILE_COPIES)  # per tile: copies in the piles' hidden places
    for pv in v.players:
        for placed in pv.paper.tiles:
            unseen[placed.tile] -= 1
        for held in pv.paper.copy_desk:
            unseen[held.tile] -= 1
    act = v.activation
    if act is not None:
        for placed in act.lifted:
            unseen[placed.tile] -= 1
        if act.placing is not None:
            unseen[act.placing] -= 1
    for top, _, _ in v.desk:
        if top is not None:
            unseen[top] -= 1
    for sv in v.stocks:
        if sv.top is not None and len(sv.bottom) < sv.size:
            unseen[sv.top] -= 1
        for tile in sv.bottom:
            unseen[tile] -= 1
    desk: list[tuple[Tile, ...]] = [()] * len(Slot)
    stocks: list[tuple[Tile, ...]] = [()] * len(Stock)
    for stock in _STOCKS:
        sv = v.stocks[stock]
        top_counted = sv.top is not None and len(sv.bottom) < sv.size
        pool, rng = rng.permute(_pool(_STOCK_FACES[stock], unseen))
        at = 0
        for slot in _STOCK_SLOTS[stock]:
            top, size, _ = v.desk[slot]
            hidden = size - 1 if size else 0
            desk[slot] = ((top,) if top is not None else ()) + pool[at:at + hidden]
            at += hidden
        middle = sv.size - top_counted - len(sv.bottom)
        head: tuple[Tile, ...] = (sv.top,) if top_counted else ()  # type: ignore[assignment]
        stocks[stock] = head + pool[at:at + middle] + sv.bottom
    return tuple(desk), tuple(stocks), rng


def _pool(faces: Iterable[Face], counts: Sequence[int]) -> list[Face]:
    """Each face as many times as ``counts`` (indexed by face) says."""
    pool: list[Face] = []
    for face in faces:
        if counts[face] > 0:
            pool += [face] * counts[face]
    return pool
