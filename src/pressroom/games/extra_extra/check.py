"""Strict loading: a decoded state must be one the game could be in.

Every field typed and in range, each step with the objects it needs, every
card, tile, token, cutting, reporter and dollar accounted for; otherwise a
`ValueError` whose message starts "malformed Extra! Extra! state" and names
the field. Nothing loaded can then hang or crash a later call.
"""

from __future__ import annotations

from collections import Counter
from typing import NoReturn

from pressroom.games.extra_extra import paper as pages_
from pressroom.games.extra_extra.components import (
    AD_TILES,
    BANK_MONEY,
    BROWN_STRINGERS,
    CARD_INFO,
    CARD_KIND,
    CUTTINGS,
    DECK_CARDS,
    FIRST_SALE_LIMIT,
    INSTANT,
    INTERVIEW_TOKENS,
    INTRO_BLOCKED,
    MAX_REPORTERS,
    NEWSWIRE_SLOTS,
    SCENARIOS,
    SLOT_STOCK,
    SPECIALITY_TOKENS,
    TILE_INFO,
    TWO_PLAYER_BLOCKED,
    UNCONTESTED,
    Card,
    CardKind,
    City,
    DeckName,
    Slot,
    Space,
    Speciality,
    Stock,
    Tile,
    TileKind,
    spaces_for,
    stock_tiles,
)
from pressroom.games.extra_extra.options import LostTokens, paper_size
from pressroom.games.extra_extra.state import ExtraExtraState, Player, Step

ACTIVATION_STEPS = {
    Step.MORGUE, Step.WIRE_TAKE, Step.TYPESET, Step.TITLES, Step.STORY, Step.PLACE_TILE,
    Step.EXTRA, Step.PRESS, Step.INTERVIEW, Step.CLASSIFIEDS, Step.ADVERTISING, Step.SALES,
    Step.RECRUIT,
}


_STORY = frozenset({Space.STORY_6, Space.STORY_4, Space.STORY_3, Space.STORY_2,
                    Space.LATE_BREAKING})
_CLASSIFIEDS = frozenset({Space.CLASSIFIEDS_1, Space.CLASSIFIEDS_2})
_PLACING = _STORY | _CLASSIFIEDS | {Space.ADVERTISING}
STEP_SPACES = {
    Step.MORGUE: frozenset({Space.MORGUE_1, Space.MORGUE_2, Space.MORGUE_3}),
    Step.WIRE_TAKE: frozenset({Space.NEWSWIRE_1, Space.NEWSWIRE_2, Space.NEWSWIRE_3}),
    Step.TYPESET: frozenset({Space.TYPESETTING}),
    Step.TITLES: frozenset({Space.TITLES}),
    Step.STORY: _STORY,
    Step.PLACE_TILE: _PLACING,
    Step.EXTRA: _STORY,
    Step.PRESS: _PLACING | {Space.TYPESETTING, Space.TITLES},
    Step.INTERVIEW: frozenset({Space.INTERVIEW}),
    Step.CLASSIFIEDS: _CLASSIFIEDS,
    Step.ADVERTISING: frozenset({Space.ADVERTISING}),
    Step.SALES: frozenset({Space.SALES}),
    Step.RECRUIT: frozenset({Space.RECRUITMENT_1, Space.RECRUITMENT_2}),
}


def fail(field: str, problem: str) -> NoReturn:
    raise ValueError(f"malformed Extra! Extra! state: {field}: {problem}")


def in_range(field: str, value: int, low: int, high: int) -> None:
    if not low <= value <= high:
        fail(field, f"must be between {low} and {high}")


def check_state(state: ExtraExtraState) -> None:
    n = state.num_players
    in_range("num_players", n, 2, 6)
    options = state.options
    if paper_size(options) not in SCENARIOS[options.scenario].sizes:
        fail("options.size", f"scenario {options.scenario} is not played at that size")
    in_range("round", state.round, 1, options.round_limit)
    in_range("current", state.current, 0, n - 1)
    in_range("start_player", state.start_player, 0, n - 1)
    in_range("turn", state.turn, 0, n)
    in_range("passes", state.passes, 0, n)
    in_range("sold", state.sold, 0, FIRST_SALE_LIMIT)
    in_range("cursor", state.cursor, 0, len(Space))
    in_range("bank", state.bank, 0, BANK_MONEY)
    in_range("rng", state.rng.state, 0, 2**64 - 1)
    if len(state.players) != n:
        fail("players", f"there must be one per seat ({n})")
    specs = [p.speciality for p in state.players]
    if len(set(specs)) != n:
        fail("players", "two newspapers share a speciality")
    pages = pages_.layout(options)
    for seat, p in enumerate(state.players):
        check_player(state, seat, p, pages)
    check_board(state)
    check_cards(state)
    check_tiles(state)
    check_tokens(state)
    check_step(state)


def check_player(
    state: ExtraExtraState, seat: int, p: Player, pages: tuple[pages_.Page, ...]
) -> None:
    f = f"players[{seat}]"
    in_range(f"{f}.money", p.money, 0, BANK_MONEY)
    in_range(f"{f}.employed", p.employed, 0, MAX_REPORTERS)
    for icon in (0, 1):
        in_range(f"{f}.cuttings", p.cuttings[icon], 0, CUTTINGS)
    if list(p.hand) != sorted(p.hand) or list(p.known) != sorted(p.known):
        fail(f"{f}.hand", "cards are kept in card order")
    if len(p.hand) > 200:
        fail(f"{f}.hand", "more cards than the game has")
    if Counter(p.known) - Counter(p.hand):
        fail(f"{f}.known", "a seen card is not in the hand")
    if len(set(p.ads)) != len(p.ads) or any(a not in (1, 2, 3) for a in p.ads) or list(
        p.ads
    ) != sorted(p.ads):
        fail(f"{f}.ads", "one ad of each size 1, 2 and 3 at most")
    paper = p.paper
    if len(paper.occupied) != len(pages) or len(paper.pressed) != len(pages):
        fail(f"{f}.paper", f"the newspaper has {len(pages)} page(s)")
    covered = [0] * len(pages)
    kinds: Counter[TileKind] = Counter()
    for placed in paper.tiles:
        if not 0 <= placed.page < len(pages):
            fail(f"{f}.paper.tiles", f"no page {placed.page}")
        mask = pages_.tile_mask(pages[placed.page], placed.tile, placed.side, placed.row,
                                placed.col)
        if mask is None:
            fail(f"{f}.paper.tiles", f"{placed.tile.name} overhangs its page")
        tinfo = TILE_INFO[placed.tile]
        kinds[tinfo.kind] += 1
        if placed.side not in pages_.sides_for(placed.tile, tinfo.kind is not TileKind.STORY):
            fail(f"{f}.paper.tiles", f"{placed.tile.name} does not lie upright")
        if mask & covered[placed.page]:
            fail(f"{f}.paper.tiles", "two tiles overlap")
        covered[placed.page] |= mask
        headline = pages[placed.page].headline
        if tinfo.kind is TileKind.HEADLINE:
            if mask != headline or tinfo.speciality is not p.speciality:
                fail(f"{f}.paper.tiles", "a Headline lies only on its own paper's Headline squares")
        elif mask & headline:
            fail(f"{f}.paper.tiles", f"{placed.tile.name} covers a Headline square")
        if tinfo.kind is TileKind.COLUMN and mask != pages[placed.page].column:
            fail(f"{f}.paper.tiles", "a Column lies only on its Column squares")
        if tinfo.kind is not TileKind.STORY and (placed.interview or placed.extra or placed.bonus
                                                 or placed.speciality is not None):
            fail(f"{f}.paper.tiles", "tokens and specialities belong on stories")
        if tinfo.kind is TileKind.STORY and placed.speciality is None:
            fail(f"{f}.paper.tiles", "a story carries the speciality that claimed it")
        if placed.bonus and placed.speciality is not p.speciality:
            fail(f"{f}.paper.tiles", "a Speciality token on a story of another speciality")
    if tuple(covered) != paper.occupied:
        fail(f"{f}.paper.occupied", "does not match the tiles")
    for page, pressed in enumerate(paper.pressed):
        if pressed and covered[page] != pages[page].full:
            fail(f"{f}.paper.pressed", f"page {page} went to press unfilled")
    if sum(paper.pressed) != len(p.press_cards):
        fail(f"{f}.press_cards", "one Gone to Press card per page gone to press")
    if kinds[TileKind.HEADLINE] > 1 or kinds[TileKind.COLUMN] + sum(
        TILE_INFO[d.tile].kind is TileKind.COLUMN for d in paper.copy_desk
    ) > 1:
        fail(f"{f}.paper", "at most one Headline and one Column")
    ads = Counter(TILE_INFO[t.tile].size for t in paper.tiles if TILE_INFO[t.tile].kind
                  is TileKind.AD)
    act = state.activation
    if act is not None and act.seat == seat and act.placing is not None and TILE_INFO[
        act.placing
    ].kind is TileKind.AD:
        ads[TILE_INFO[act.placing].size] += 1
    if sorted(ads.elements()) != list(p.ads):
        fail(f"{f}.ads", "the ads taken are not the ads on the paper")
    for desk in paper.copy_desk:
        kind = TILE_INFO[desk.tile].kind
        if kind in (TileKind.AD, TileKind.HEADLINE):
            fail(f"{f}.paper.copy_desk", f"a {kind.value} never goes to the copy desk")
        if (kind is TileKind.STORY) != (desk.speciality is not None):
            fail(f"{f}.paper.copy_desk", "a story carries its speciality")


def check_board(state: ExtraExtraState) -> None:
    n = state.num_players
    in_play = set(spaces_for(n))
    expected = set(TWO_PLAYER_BLOCKED if n == 2 else ()) | set(
        INTRO_BLOCKED if state.options.info.intro else ())
    if set(state.blocked) != expected & in_play or len(set(state.blocked)) != len(state.blocked):
        fail("blocked", "not the spaces this game blocks")
    on_board = [0] * n
    contested: set[Space] = set()
    fees = 0
    for space, seat, fee in state.reporters:
        if space not in in_play or space in state.blocked:
            fail(f"reporters[{space.name}]", "a reporter on a space not in play")
        if space not in UNCONTESTED and space not in INSTANT:
            if space in contested:
                fail(f"reporters[{space.name}]", "a contested space holds one reporter")
            contested.add(space)
        in_range(f"reporters[{space.name}]", seat, 0, n - 1)
        in_range(f"reporters[{space.name}] fee", fee, 0, BANK_MONEY)
        if fee % 100 or (fee and (space in UNCONTESTED or space in INSTANT)):
            fail(f"reporters[{space.name}] fee", "fees are $100 bills on contested spaces")
        on_board[seat] += 1
        fees += fee
    for seat, p in enumerate(state.players):
        in_range(f"players[{seat}] reporters on the board", on_board[seat], 0, p.employed)
    if sum(p.money for p in state.players) + fees + state.bank != BANK_MONEY:
        fail("bank", "the money is not all accounted for")


def check_cards(state: ExtraExtraState) -> None:
    if len(state.decks) != 3:
        fail("decks", "three decks: copy, photo, features")
    if len(state.deck_known) != 3:
        fail("deck_known", "one flag per deck")
    if len(state.cities) != 6:
        fail("cities", "six cities")
    if len(state.newswire) != NEWSWIRE_SLOTS:
        fail("newswire", "six slots")
    cards: Counter[Card] = Counter()
    for index, deck in enumerate(state.decks):
        for card in (*deck.draw_pile, *deck.discard_pile):
            if CARD_INFO[card].deck is not DeckName(index):
                fail(f"decks[{index}]", f"{card.name} belongs to another deck")
        cards.update(deck.draw_pile)
        cards.update(deck.discard_pile)
    for index, held in enumerate(state.cities):
        for card in held:
            if CARD_INFO[card].city is not City(index) or CARD_INFO[card].deck is None:
                fail(f"cities[{index}]", f"{card.name} is not a card of that city")
        cards.update(held)
    for wired in state.newswire:
        if wired is not None:
            if CARD_INFO[wired].deck is None:
                fail("newswire", f"{wired.name} is not a deck card")
            cards[wired] += 1
    editors = 0
    for seat, p in enumerate(state.players):
        cards.update(p.hand)
        for card in p.hand:
            if CARD_KIND[card] is CardKind.COPY_EDITOR:
                editors += 1
                if CARD_INFO[card].speciality is not p.speciality:
                    fail(f"players[{seat}].hand", "a Copy Editor of another newspaper")
    for card in state.retired:
        if CARD_KIND[card] is not CardKind.COPY_EDITOR:
            fail("retired", "only Copy Editors leave the game")
        editors += 1
    cards.update(state.retired)
    expected = Counter(c for deck in DECK_CARDS for c in deck)
    deck_cards = Counter({c: v for c, v in cards.items() if CARD_INFO[c].deck is not None})
    if deck_cards != expected:
        fail("decks", "the 126 deck cards are not all accounted for")
    in_range("brown_stringers", state.brown_stringers, 0, BROWN_STRINGERS)
    if cards[Card.BROWN_STRINGER] + state.brown_stringers != BROWN_STRINGERS:
        fail("brown_stringers", "the 12 brown Stringers are not all accounted for")
    if editors != (0 if state.options.info.intro else state.num_players) or any(
        v > 1 for c, v in cards.items() if CARD_KIND[c] is CardKind.COPY_EDITOR
    ):
        fail("retired", "each newspaper's Copy Editor is in its hand or spent")
    for icon in (0, 1):
        in_range("morgue", state.morgue[icon], 0, CUTTINGS)
        in_range("cuttings", state.cuttings[icon], 0, CUTTINGS)
        total = state.morgue[icon] + state.cuttings[icon] + sum(
            p.cuttings[icon] for p in state.players)
        if total != CUTTINGS:
            fail("cuttings", "the 24 cuttings are not all accounted for")


def check_tiles(state: ExtraExtraState) -> None:
    options = state.options
    if len(state.desk) != len(Slot) or len(state.fresh) != len(Slot):
        fail("desk", f"one entry per slot ({len(Slot)})")
    if len(state.stocks) != len(Stock) or len(state.seen_bottom) != len(Stock):
        fail("stocks", f"one pile per type ({len(Stock)})")
    for slot in Slot:
        stack = state.desk[slot]
        kinds = set(stock_tiles(SLOT_STOCK[slot]))
        if any(t not in kinds for t in stack):
            fail(f"desk[{slot.name}]", "a tile of another type")
        if not options.dallas_stack and (len(stack) > 1 or state.fresh[slot]):
            fail(f"desk[{slot.name}]", "a display slot holds one tile")
        if state.fresh[slot] and not stack:
            fail(f"fresh[{slot.name}]", "an empty stack revealed nothing")
    for stock in Stock:
        pile = state.stocks[stock]
        kinds = set(stock_tiles(stock))
        if any(t not in kinds for t in pile):
            fail(f"stocks[{stock.name}]", "a tile of another type")
        in_range(f"seen_bottom[{stock.name}]", state.seen_bottom[stock], 0, len(pile))
        if options.dallas_stack and pile and (stock is not Stock.COLUMN or options.info.columns):
            fail(f"stocks[{stock.name}]", "the Dallas Stack keeps every tile on the board")
    if not options.info.columns and any(state.desk[Slot.COLUMN]):
        fail("desk[COLUMN]", "Columns are not used in this scenario")
    tiles: Counter[Tile] = Counter()
    for stack in (*state.desk, *state.stocks):
        tiles.update(stack)
    for p in state.players:
        tiles.update(t.tile for t in p.paper.tiles if TILE_INFO[t.tile].kind is not TileKind.AD)
        tiles.update(t.tile for t in p.paper.copy_desk)
    act = state.activation
    if act is not None:
        tiles.update(t.tile for t in act.lifted)
        if act.placing is not None and TILE_INFO[act.placing].kind is not TileKind.AD:
            tiles[act.placing] += 1
    for tile in Tile:
        kind = TILE_INFO[tile].kind
        want = {TileKind.STORY: 1, TileKind.COLUMN: 1, TileKind.CLASSIFIED: 4}.get(kind)
        if want is not None and tiles[tile] != want:
            fail("stocks", f"{tile.name} is not accounted for")
    if len(set(state.headlines)) != len(state.headlines) or list(state.headlines) != sorted(
        state.headlines
    ):
        fail("headlines", "each speciality's Headline once, in order")
    for spec in Speciality:
        on_paper = sum(TILE_INFO[t.tile].speciality is spec for p in state.players
                       for t in p.paper.tiles if TILE_INFO[t.tile].kind is TileKind.HEADLINE)
        if on_paper + (spec in state.headlines) != (1 if options.info.headlines else 0):
            fail("headlines", f"the {spec.name.title()} Headline is not accounted for")
    if len(state.ads) != 3:
        fail("ads", "three sizes")
    for size in (1, 2, 3):
        taken = sum(size in p.ads for p in state.players)
        if state.ads[size - 1] + taken != AD_TILES:
            fail("ads", f"the {size}-size ads are not all accounted for")
    press = options.info.press
    won = sorted((v for p in state.players for v in p.press_cards), reverse=True)
    if sorted((*state.press_cards, *won), reverse=True) != list(press) or list(
        state.press_cards
    ) != sorted(state.press_cards, reverse=True):
        fail("press_cards", "the Gone to Press cards are not all accounted for")
    if state.press_cards and won and min(won) < state.press_cards[0]:
        fail("press_cards", "the largest card is always claimed first")


def check_tokens(state: ExtraExtraState) -> None:
    info = state.options.info
    n = state.num_players
    if len(state.extra_tokens) != len(Speciality) or len(state.lost) != 2 + len(Speciality):
        fail("extra_tokens", "one count per speciality")
    if state.options.lost_tokens is LostTokens.SUPPLY and any(state.lost):
        fail("lost", "tokens return to the supply in this game")
    placed = [t for p in state.players for t in p.paper.tiles]
    if state.activation is not None:  # tiles lifted by Typesetting keep their tokens
        placed += state.activation.lifted
    in_range("interviews", state.interviews, 0, INTERVIEW_TOKENS)
    if sum(t.interview for t in placed) + state.interviews + state.lost[0] != (
        0 if info.intro else INTERVIEW_TOKENS
    ):
        fail("interviews", "the Interview tokens are not all accounted for")
    in_range("speciality_tokens", state.speciality_tokens, 0, SPECIALITY_TOKENS)
    if sum(t.bonus for t in placed) + state.speciality_tokens + state.lost[1] != (
        0 if info.intro else SPECIALITY_TOKENS
    ):
        fail("speciality_tokens", "the Speciality tokens are not all accounted for")
    each = 0 if info.intro else (2 if n >= 5 else 1)
    for spec in Speciality:
        in_range("extra_tokens", state.extra_tokens[spec], 0, each)
        count = sum(t.extra for t in placed if t.speciality is spec)
        if count + state.extra_tokens[spec] + state.lost[2 + spec] != each:
            fail("extra_tokens", f"the {spec.name.title()} tokens are not all accounted for")
    for value in state.lost:
        in_range("lost", value, 0, SPECIALITY_TOKENS)


def check_step(state: ExtraExtraState) -> None:
    step = state.step
    act = state.activation
    n = state.num_players
    if (step is Step.FEE) != (state.pending is not None):
        fail("pending", "a space waits for its fee exactly in the fee step")
    if step in ACTIVATION_STEPS:
        if act is None:
            fail("activation", f"the {step.value} step needs the reporter being activated")
        if act.seat != state.current:
            fail("activation.seat", "the activated reporter's owner is the seat to move")
        if state.cursor != act.space.value or act.space not in spaces_for(n):
            fail("activation.space", "the space being activated is the cursor's")
        in_range("activation.left", act.left, 0, 3)
        if (step is Step.PLACE_TILE) != (act.placing is not None):
            fail("activation.placing", "a tile waits to be placed exactly in the place-tile step")
        if (step is Step.PRESS) != (act.pressing is not None):
            fail("activation.pressing", "a filled page waits exactly in the press step")
        if act.pressing is not None:
            pages = pages_.layout(state.options)
            paper = state.players[act.seat].paper
            if not 0 <= act.pressing < len(pages) or paper.pressed[act.pressing] or not (
                pages_.is_full(pages, paper, act.pressing) and state.press_cards
            ):
                fail("activation.pressing", "not a filled page that may go to press")
        if step is Step.EXTRA and (act.placed is None or act.placed not in
                                   state.players[act.seat].paper.tiles):
            fail("activation.placed", "Extra! Extra! needs the story just placed")
        if act.lifted and step not in (Step.TYPESET, Step.PRESS):
            fail("activation.lifted", "only Typesetting lifts tiles")
        for t in act.lifted:
            if TILE_INFO[t.tile].kind is not TileKind.STORY or t.speciality is None:
                fail("activation.lifted", "only stories are lifted")
        if len(set(act.moved)) != len(act.moved) or any(
            TILE_INFO[t].kind is not TileKind.STORY for t in act.moved
        ):
            fail("activation.moved", "stories, each once")
        if act.placing is not None:
            kind = TILE_INFO[act.placing].kind
            if kind not in (TileKind.STORY, TileKind.CLASSIFIED, TileKind.AD):
                fail("activation.placing", "only stories, Classifieds and ads wait to be placed")
            if (kind is TileKind.STORY) != (act.speciality is not None):
                fail("activation.speciality", "the speciality of the story being placed")
        if act.space not in STEP_SPACES[step]:
            fail("activation.space", f"the {step.value} step is not the effect of {act.space.name}")
        if step not in (Step.PLACE_TILE, Step.EXTRA, Step.PRESS) and act.placed is not None:
            fail("activation.placed", "a story was just placed only while it is being finished")
    elif act is not None:
        fail("activation", f"no reporter is being activated in the {step.value} step")
    if state.pending is not None and (state.pending in UNCONTESTED or state.pending in INSTANT):
        fail("pending", "only contested spaces take fees")
    if step is Step.SELL and state.round != 1:
        fail("step", "cards are sold in Phase 3 of the first round only")
    if step in (Step.PLACE, Step.FEE):
        p = state.players[state.current]
        if state.placed(state.current) >= p.employed and step is Step.PLACE:
            fail("current", "the seat to place has no reporter left")
    if step is Step.DISCARD and len(state.players[state.current].hand) <= 14:
        fail("step", "only a seat over the hand limit discards")
