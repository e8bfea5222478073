"""Hidden information: what one seat sees, and a state drawn from a view.

Hidden from a seat: the cards of other hands that nobody saw arrive (the
deal; only their number per deck back shows), the order of the three draw
decks (their contents too, until one is remade from its face-up discard
pile), the story and Column piles below their visible top (apart from tiles
seen returned to the bottom, L475), the Dallas stacks below their tops, and
the RNG. Everything else is on the table.
"""

from __future__ import annotations

from collections import Counter

from pressroom.core.deck import Deck
from pressroom.core.rng import Rng
from pressroom.games.extra_extra.components import (
    CARD_INFO,
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
    StockView,
    Supply,
    Tiles,
)


def view(state: ExtraExtraState, seat: int | None) -> ExtraExtraView:
    placed = placed_counts(state.reporters, state.num_players)
    return ExtraExtraView(
        seat=seat, num_players=state.num_players, options=state.options, round=state.round,
        step=state.step, to_move=() if state.step.name == "OVER" else (state.current,),
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
                     tuple(sorted(deck.draw_pile)) if known else None)
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


def sample_state(v: ExtraExtraView, rng: Rng) -> ExtraExtraState:
    """Deal every unseen card and tile uniformly into the unseen places the
    view shows (respecting every count), with a fresh RNG."""
    n = v.num_players
    others = [s for s in range(n) if s != v.seat]
    hands: list[list[Card]] = []
    for seat, pv in enumerate(v.players):
        hands.append(list(v.hand) if seat == v.seat and v.hand is not None else list(pv.known))
    decks = []
    for deck in DeckName:
        unseen = Counter(DECK_CARDS[deck])
        visible: list[Card] = [c for cards in v.cities for c in cards]
        visible += [c for c in v.newswire if c is not None]
        visible += list(v.decks[deck].discard)
        for hand in hands:
            visible += hand
        unseen.subtract(c for c in visible if CARD_INFO[c].deck is deck)
        pool = tuple(sorted(unseen.elements()))
        contents = v.decks[deck].contents
        if contents is not None:
            pool = tuple((Counter(pool) - Counter(contents)).elements())
        pool, rng = rng.shuffle(pool)
        at = 0
        for seat in others:
            count = v.players[seat].hidden[deck]
            hands[seat].extend(pool[at:at + count])
            at += count
        if contents is not None:
            draw_pile, rng = rng.shuffle(contents)
        else:
            draw_pile = pool[at:]
        decks.append(Deck(tuple(draw_pile), v.decks[deck].discard))
    players = tuple(
        Player(pv.speciality, pv.money, tuple(sorted(hands[seat])), pv.known, pv.employed,
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
        reporters=tuple((Space(i), seat, fee) for i, held in enumerate(v.spaces)
                        for seat, fee in held),
        blocked=v.blocked, bank=v.bank, supply=supply, tiles=tiles, turn=v.turn,
        passes=v.passes, pending=v.pending, activation=v.activation, cursor=v.cursor, sold=v.sold,
    )


def _sample_tiles(
    v: ExtraExtraView, rng: Rng
) -> tuple[tuple[tuple[Tile, ...], ...], tuple[tuple[Tile, ...], ...], Rng]:
    """The unseen tiles of each pile type dealt into the hidden places of its
    pile and (Dallas Stack) its stacks."""
    on_papers: list[Tile] = []
    for pv in v.players:
        on_papers += [t.tile for t in pv.paper.tiles]
        on_papers += [t.tile for t in pv.paper.copy_desk]
    act = v.activation
    if act is not None:
        on_papers += [t.tile for t in act.lifted]
        if act.placing is not None:
            on_papers.append(act.placing)
    desk: list[tuple[Tile, ...]] = [()] * len(Slot)
    stocks: list[tuple[Tile, ...]] = [()] * len(Stock)
    for stock in Stock:
        unseen = Counter(stock_tiles(stock))
        slots = [s for s in Slot if SLOT_STOCK[s] is stock]
        sv = v.stocks[stock]
        seen = [t for t in on_papers if t in unseen]
        seen += [v.desk[s][0] for s in slots if v.desk[s][0] is not None]  # type: ignore[misc]
        top_counted = sv.top is not None and len(sv.bottom) < sv.size
        if top_counted:
            seen.append(sv.top)  # type: ignore[arg-type]
        seen += sv.bottom
        unseen.subtract(seen)
        pool, rng = rng.shuffle(tuple(sorted(unseen.elements())))
        at = 0
        for slot in slots:
            top, size, _ = v.desk[slot]
            hidden = size - 1 if size else 0
            desk[slot] = ((top,) if top is not None else ()) + pool[at:at + hidden]
            at += hidden
        middle = sv.size - top_counted - len(sv.bottom)
        head: tuple[Tile, ...] = (sv.top,) if top_counted else ()  # type: ignore[assignment]
        stocks[stock] = head + pool[at:at + middle] + sv.bottom
    return tuple(desk), tuple(stocks), rng
