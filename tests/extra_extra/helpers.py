"""Shared test helpers for Extra! Extra!: the candidate universe, the
conservation oracle (from the rulebook's component counts) and the hidden
parts of a state, plus builders for the rulebook's worked examples."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from pressroom.core.frozen import replace
from pressroom.games.extra_extra import actions as A
from pressroom.games.extra_extra.components import (
    CARD_INFO,
    TILE_INFO,
    Card,
    CardKind,
    Classified,
    Icon,
    Side,
    Space,
    Speciality,
    Tile,
    TileKind,
)
from pressroom.games.extra_extra.game import EXTRA_EXTRA as GAME
from pressroom.games.extra_extra.paper import layout, placed_mask
from pressroom.games.extra_extra.state import (
    ExtraExtraState,
    Step,
    evolve,
    hand_with,
    pack_placements,
    pile_cards,
    player_with,
)

# The rulebook's component list (L36-59) and setup (L86-104).
DECK_FACES = 126  # 3 decks of 42 cards
BROWN = 12
CUTTINGS_EACH = 12
STORY_TILES = 48  # 12 + 16 + 12 + 8
COLUMN_TILES = 6
CLASSIFIEDS_EACH = 4
ADS = 18
INTERVIEWS = 4
SPECIALITY = 6
MONEY = 1_000_000  # the bank's reconstructed total


def universe(state: ExtraExtraState, seat: int) -> list[Any]:
    """Every legal action of the step plus many near misses."""
    out: list[Any] = [A.Pass(seat), A.Done(seat), A.Press(seat), A.Recruit(seat),
                      A.ToCopyDesk(seat), A.PlaceReporter(seat, Space.SALES),
                      A.Fee(seat, 0), A.TakeWire(seat, 0), A.ClaimAd(seat, 1)]
    step = state.step
    if step is Step.PLACE:
        out += [A.PlaceReporter(seat, s) for s in Space]
    elif step is Step.FEE:
        out += [A.Fee(seat, m) for m in range(-100, state.money(seat) + 300, 100)]
        out += [A.Fee(seat, 50)]
    elif step in (Step.SELL, Step.SALES, Step.DISCARD):
        out += [A.Sell(seat, c) for c in Card] + [A.Discard(seat, c) for c in Card]
    elif step is Step.STRINGER:
        cards = {c for cs in state.cities for c in cs} | {Card.BUSINESS_COPY_LONDON}
        out += [A.PlayStringer(seat, c, b) for c in cards for b in (False, True)]
    elif step is Step.MORGUE:
        out += [A.TakeCuttings(seat, c, q) for c in range(-1, 5) for q in range(-1, 5)]
    elif step is Step.WIRE_TAKE:
        out += [A.TakeWire(seat, s) for s in range(-1, 8)]
    elif step in (Step.TYPESET, Step.PLACE_TILE):
        out += [A.Lift(seat, t) for t in Tile]
        pages = layout(state.options)
        for page in range(-1, len(pages) + 1):
            for row in range(-1, 7):
                for col in range(-1, 8):
                    out += [A.Put(seat, page, row, col, side) for side in Side]
    elif step is Step.TITLES:
        out += [A.ClaimHeadline(seat, h, c, q, e) for h in range(4) for c in range(4)
                for q in range(4) for e in (False, True)]
        out += column_candidates(state, seat)
    elif step is Step.STORY:
        shown = [t for tiles in state.desk for t in tiles[:1]
                 if TILE_INFO[t].kind is TileKind.STORY]
        shown += [Tile.S2_CC_W1, Tile.S6_CCCPPP_1, Tile.COLUMN_CCP_1]
        for tile in dict.fromkeys(shown):
            for spec in Speciality:
                for cp in range(4):
                    for pp in range(4):
                        for ce in (None, Icon.COPY, Icon.PHOTO):
                            out.append(A.ClaimStory(seat, tile, spec, cp, pp, ce))
    elif step is Step.EXTRA:
        out += [A.PlayExtra(seat, c) for c in Card if CARD_INFO[c].kind is CardKind.EXTRA]
        out += [A.PlayExtra(seat, Card.HOME_COPY_ROME)]
    elif step is Step.INTERVIEW:
        out += [A.Interview(seat, t) for t in Tile]
    elif step is Step.CLASSIFIEDS:
        out += [A.ClaimClassified(seat, k) for k in Classified]
    elif step is Step.ADVERTISING:
        out += [A.ClaimAd(seat, s) for s in range(-1, 5)]
    return out


def column_candidates(state: ExtraExtraState, seat: int) -> list[Any]:
    hand = state.hand(seat)
    held = {icon: [s for s in Speciality if any(
        CARD_INFO[c].kind is CardKind.NEWS and CARD_INFO[c].speciality is s
        and CARD_INFO[c].icon is icon for c in hand)] for icon in Icon}
    out: list[Any] = []
    for icon in Icon:  # a near miss: a speciality the hand lacks
        missing = [s for s in Speciality if s not in held[icon]]
        held[icon] = held[icon] + missing[:1]
    for copy_n in range(4):
        for photo_n in range(4 - copy_n):
            for copy in itertools.combinations(held[Icon.COPY], copy_n):
                for photo in itertools.combinations(held[Icon.PHOTO], photo_n):
                    for cp in range(3):
                        for pp in range(3):
                            for ce in (None, Icon.COPY, Icon.PHOTO):
                                out.append(A.ClaimColumn(seat, copy, photo, cp, pp, ce))
    return out


def all_tiles(state: ExtraExtraState) -> Counter[Tile]:
    tiles: Counter[Tile] = Counter()
    for stack in state.desk:
        tiles.update(stack)
    for stack in state.stocks:
        tiles.update(stack)
    for paper in state.papers:
        tiles.update(t.tile for t in paper.tiles)
        tiles.update(t.tile for t in paper.copy_desk)
    act = state.activation
    if act is not None:
        tiles.update(t.tile for t in act.lifted)
        if act.placing is not None:
            tiles[act.placing] += 1
    return tiles


def conserved(state: ExtraExtraState) -> list[str]:
    """Every card, tile, token, cutting, reporter and dollar accounted for,
    and no two tiles on one square."""
    problems = []
    info = state.options.info
    n = state.num_players
    cards: Counter[Card] = Counter()
    for index, deck in enumerate(state.decks):
        cards.update(pile_cards(index, deck.draw))
        cards.update(pile_cards(index, deck.discard))
    for cs in state.cities:
        cards.update(cs)
    cards.update(c for c in state.newswire if c is not None)
    for seat in range(n):
        cards.update(state.hand(seat))
        if Counter(state.known(seat)) - Counter(state.hand(seat)):
            problems.append("a seen card is not in its hand")
    cards.update(state.retired)
    deck_cards = sum(v for c, v in cards.items() if CARD_INFO[c].deck is not None)
    if deck_cards != DECK_FACES:
        problems.append(f"{deck_cards} deck cards, not 126")
    if cards[Card.BROWN_STRINGER] + state.brown_stringers != BROWN:
        problems.append("brown Stringers")
    editors = sum(v for c, v in cards.items() if CARD_INFO[c].kind is CardKind.COPY_EDITOR)
    if editors != (0 if info.intro else n):
        problems.append("Copy Editors")
    for c, v in cards.items():
        if CARD_INFO[c].kind in (CardKind.NEWS, CardKind.CLASSIFIEDS, CardKind.STRINGER) and v != 1:
            problems.append(f"{c!r} x{v}")
        if CARD_INFO[c].kind in (CardKind.HEADLINE_COLUMN, CardKind.NEWSWIRE_INTERVIEW,
                                 CardKind.EXTRA) and v != 2:
            problems.append(f"{c!r} x{v}")
    tiles = all_tiles(state)
    on_papers = Counter(t.tile for paper in state.papers for t in paper.tiles)
    for tile in Tile:
        kind = TILE_INFO[tile].kind
        if kind in (TileKind.STORY, TileKind.COLUMN) and tiles[tile] != 1:
            problems.append(f"{tile!r} x{tiles[tile]}")
        if kind is TileKind.CLASSIFIED and tiles[tile] != CLASSIFIEDS_EACH:
            problems.append(f"{tile!r} x{tiles[tile]}")
        if kind is TileKind.HEADLINE:
            spec = TILE_INFO[tile].speciality
            total = on_papers[tile] + (spec in state.headlines)
            if total != (1 if info.headlines else 0):
                problems.append(f"{tile!r} x{total}")
    ads = sum(v for t, v in tiles.items() if TILE_INFO[t].kind is TileKind.AD)
    if ads + sum(state.ads) != ADS:
        problems.append("ads")
    placed = [t for paper in state.papers for t in paper.tiles]
    if state.activation is not None:  # tiles lifted by Typesetting keep their tokens
        placed += state.activation.lifted
    interviews = sum(t.interview for t in placed) + state.interviews + state.lost[0]
    if interviews != INTERVIEWS - (INTERVIEWS if info.intro else 0):
        problems.append("Interview tokens")
    bonus = sum(t.bonus for t in placed) + state.speciality_tokens + state.lost[1]
    if bonus != (0 if info.intro else SPECIALITY):
        problems.append("Speciality tokens")
    for spec in Speciality:
        extra = sum(t.extra for t in placed if t.speciality is spec)
        extra += state.extra_tokens[spec] + state.lost[2 + spec]
        if extra != (0 if info.intro else (2 if n >= 5 else 1)):
            problems.append(f"Extra! Extra! tokens of {spec!r}")
    for icon in (0, 1):
        total = state.cuttings[icon] + state.morgue[icon]
        total += sum(p.cuttings[icon] for p in state.players)
        if total != CUTTINGS_EACH:
            problems.append("cuttings")
    fees = 0
    on_board: Counter[int] = Counter()
    for held in state.spaces:
        for seat, fee in held:
            fees += fee
            on_board[seat] += 1
    for seat, p in enumerate(state.players):
        if not 0 <= state.placed(seat) <= p.employed <= 5 or on_board[seat] != state.placed(seat):
            problems.append(f"seat {seat}'s reporters")
    if sum(state.moneys) + fees + state.bank != MONEY or state.bank < 0:
        problems.append("money")
    if len(state.press_cards) + sum(len(p.press_cards) for p in state.players) != len(info.press):
        problems.append("Gone to Press cards")
    pages = layout(state.options)
    for seat, paper in enumerate(state.papers):
        covered = [0] * len(pages)
        for t in paper.tiles:
            mask = placed_mask(pages, t)
            if mask & covered[t.page]:
                problems.append(f"seat {seat}: tiles overlap")
            if mask & pages[t.page].headline and TILE_INFO[t.tile].kind is not TileKind.HEADLINE:
                problems.append(f"seat {seat}: a tile on the Headline squares")
            covered[t.page] |= mask
        if tuple(covered) != paper.occupied:
            problems.append(f"seat {seat}: occupied squares")
    return problems


def hidden(state: ExtraExtraState, seat: int | None) -> Any:
    """What ``seat`` cannot see: other hands, draw pile orders, the piles below their tops."""
    return {
        "hands": [[c.name for c in state.hand(s)] for s in range(state.num_players) if s != seat],
        "decks": [d.draw for d in state.decks],
        "stocks": [[t.name for t in s[1:]] for s in state.stocks],
        "stacks": [[t.name for t in s[1:]] for s in state.desk],
    }


def with_step(state: ExtraExtraState, **changes: Any) -> ExtraExtraState:
    return evolve(state, **changes)


def fresh(num_players: int, scenario: int = 3, seed: int = 1, **options: Any) -> ExtraExtraState:
    """A new game with empty hands and papers, for building examples."""
    state = GAME.new_game(num_players, seed, {"scenario": scenario, **options})
    players = tuple(replace(p, unseen="") for p in state.players)
    return evolve(state, players=players, hands="\n" * (num_players - 1), moneys=(0,) * num_players,
                  start_player=0, current=0)


def seat_as(state: ExtraExtraState, seat: int, **changes: Any) -> ExtraExtraState:
    """Change one seat's player record (hand given as cards: sorted, all seen)
    and its paper (``paper=``)."""
    from pressroom.core.turns import with_seat

    if "paper" in changes:
        state = replace(state, papers=with_seat(state.papers, seat, changes.pop("paper")))
    if "money" in changes:
        moneys = list(state.moneys)
        moneys[seat] = changes.pop("money")
        state = evolve(state, moneys=moneys)
    if "hand" in changes:
        state = hand_with(state, seat, changes.pop("hand"), changes.pop("known", None))
    if not changes:
        return state
    p = state.players[seat]
    return replace(state, players=with_seat(state.players, seat, player_with(p, **changes)))


def reporters(state: ExtraExtraState, *placed: tuple[int, Space, int]) -> ExtraExtraState:
    """Reporters (seat, space, fee) on the board, ready for Phase 7."""
    count: Counter[int] = Counter(seat for seat, _, _ in placed)
    players = tuple(player_with(p, employed=max(p.employed, count[s]))
                    for s, p in enumerate(state.players))
    return replace(state, placement_bits=pack_placements(
        tuple((space, seat, fee) for seat, space, fee in placed)),
                   players=players)


def random_placements(chooser: random.Random, n: int, fees: Sequence[int],
                      most: int = 30, least: int = 0) -> tuple[tuple[Space, int, int], ...]:
    """``least`` to ``most`` reporters of ``n`` seats on random spaces, each
    with a fee of ``fees``: the placements packed codes are read from."""
    spaces = list(Space)
    return tuple((chooser.choice(spaces), chooser.randrange(n), chooser.choice(fees))
                 for _ in range(chooser.randint(least, most)))
