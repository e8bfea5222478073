"""Extra! Extra!'s move table: for each step, the legal actions (generated
directly), why an action is illegal, and the transition (in `rules`)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from typing import Any

from pressroom.core.engine import Move, MoveTable
from pressroom.core.engine import Step as EngineStep
from pressroom.core.shown import shown
from pressroom.games.extra_extra import paper as pages_
from pressroom.games.extra_extra import rules
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
    Pass,
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
)
from pressroom.games.extra_extra.components import (
    CARD_INFO,
    CLASSIFIED_KINDS,
    FIRST_SALE_LIMIT,
    NEWSWIRE_SLOTS,
    SPACE_TITLE,
    TILE_INFO,
    Card,
    CardKind,
    Side,
    Space,
    Tile,
    TileKind,
)
from pressroom.games.extra_extra.state import (
    HAND_CHAR,
    Activation,
    ExtraExtraState,
    Step,
    Typesetting,
)

State = ExtraExtraState


# Actions are immutable values: the generators hand out one shared object per
# action instead of building (and type-checking) a new one on every call.
_Done = functools.lru_cache(maxsize=4096)(Done)
_Pass = functools.lru_cache(maxsize=4096)(Pass)
_TakeWire = functools.lru_cache(maxsize=4096)(TakeWire)
_ToCopyDesk = functools.lru_cache(maxsize=4096)(ToCopyDesk)
_Press = functools.lru_cache(maxsize=4096)(Press)
_Recruit = functools.lru_cache(maxsize=4096)(Recruit)
_ClaimClassified = functools.lru_cache(maxsize=4096)(ClaimClassified)
_ClaimAd = functools.lru_cache(maxsize=4096)(ClaimAd)
_Interview = functools.lru_cache(maxsize=4096)(Interview)
_TakeCuttings = functools.lru_cache(maxsize=4096)(TakeCuttings)
_PlayExtra = functools.lru_cache(maxsize=4096)(PlayExtra)
_PlayStringer = functools.lru_cache(maxsize=4096)(PlayStringer)
# The actions asked for most (a discard or sale about once a step) are kept by
# an int key: an lru_cache's key would be a tuple holding enum members, one
# more object for the garbage collector to walk per entry. Each table is
# bounded by its key space (seats x cards, seats x tiles, seats x spots).
_sells: tuple[list[Sell | None], ...] = tuple([None] * len(Card) for _ in range(6))
_discards: tuple[list[Discard | None], ...] = tuple([None] * len(Card) for _ in range(6))
_lifts: dict[int, Lift] = {}
_puts: dict[int, Put] = {}
_SELLABLE = tuple(card in rules.SELLABLE for card in Card)


def _card_actions(made: list[Any], make: Any, seat: int, hand: tuple[Card, ...],
                  keep: tuple[bool, ...] | None) -> list[Any]:
    """One action per distinct card of the (sorted) hand that ``keep`` allows,
    each made once per seat and card."""
    out = []
    last = None
    for card in hand:
        if card is not last and (keep is None or keep[card]):
            last = card
            action = made[card]
            if action is None:
                action = made[card] = make(seat, card)
            out.append(action)
    return out


def _Lift(seat: int, tile: Tile) -> Lift:
    found = _lifts.get(tile << 3 | seat)
    if found is None:
        found = _lifts[tile << 3 | seat] = Lift(seat, tile)
    return found


def _Put(seat: int, page: int, row: int, col: int, side: Side) -> Put:
    key = (((page << 4 | row) << 4 | col) << 1 | side) << 3 | seat
    found = _puts.get(key)
    if found is None:
        found = _puts[key] = Put(seat, page, row, col, side)
    return found


def _act(state: State) -> Activation | Typesetting:
    act = state.activation
    assert act is not None
    return act


def _held(state: State, seat: int, card: object, keep: frozenset[Card] | None = None) -> str | None:
    hand = state.hand(seat)
    if card not in hand:
        return f"you hold no {shown(card)}"
    if keep is not None and card not in keep:
        return f"{shown(card)} cannot be sold (only cards of the three decks can)"
    return None


# -- Phase 3, 5, 8


def sell_first_legal(state: State, seat: int) -> list[Sell]:
    return _card_actions(_sells[seat], Sell, seat, state.hand(seat), _SELLABLE)


def sell_first_check(state: State, a: Sell) -> str | None:
    if state.sold >= FIRST_SALE_LIMIT:
        return "you may sell at most 6 cards in the first round"
    return _held(state, a.player, a.card, rules.SELLABLE)


def done_legal(state: State, seat: int) -> Iterator[Done]:
    yield _Done(seat)


def always(state: State, a: Any) -> str | None:
    return None


def stringer_legal(state: State, seat: int) -> Iterator[PlayStringer]:
    kinds = rules.stringer_kinds(state.hand(seat))
    for card in rules.news_under_cities(state):
        for brown in kinds:
            yield _PlayStringer(seat, card, brown)


def stringer_check(state: State, a: PlayStringer) -> str | None:
    if a.brown not in rules.stringer_kinds(state.hand(a.player)):
        return f"you hold no {'brown' if a.brown else 'green'} Stringer"
    if a.card not in set(rules.news_under_cities(state)):
        return f"{shown(a.card)} is not a News card beneath a city"
    return None


def pass_legal(state: State, seat: int) -> Iterator[Pass]:
    yield _Pass(seat)


def discard_legal(state: State, seat: int) -> tuple[Discard, ...]:
    return tuple(_card_actions(_discards[seat], Discard, seat, state.hand(seat), None))


def discard_check(state: State, a: Discard) -> str | None:
    return _held(state, a.player, a.card)


# -- Phase 6


# Per seat, per 7-bit chunk of a space mask (spaces 0-6, 7-13, ...) and per
# value of the chunk, its spaces' actions in board order: a mask's actions
# are four look-ups joined (a pass over the 28 spaces cost about 4,000
# instructions of a placement step, a third of all steps).
_CHUNK = 7
_PLACE = tuple(tuple(PlaceReporter(seat, space) for space in Space) for seat in range(6))
_PLACE_CHUNKS = tuple(tuple(
    tuple(tuple(actions[low + bit] for bit in range(_CHUNK)
                if value >> bit & 1 and low + bit < len(actions)) for value in range(1 << _CHUNK))
    for low in range(0, len(actions), _CHUNK)) for actions in _PLACE)
assert len(_PLACE_CHUNKS[0]) == 4  # (place_legal reads four chunks)


def place_legal(state: State, seat: int) -> tuple[PlaceReporter, ...]:
    mask = rules.placeable_mask(state, seat)
    first, second, third, fourth = _PLACE_CHUNKS[seat]
    return (first[mask & 127] + second[mask >> 7 & 127] + third[mask >> 14 & 127]
            + fourth[mask >> 21])


def place_check(state: State, a: PlaceReporter) -> str | None:
    return rules.place_problem(state, a)


# Per seat its fees, $0, $100, ... as far as any seat's money has reached:
# a fee step's actions are a slice (`fee_legal`).
_fees: list[tuple[Fee, ...]] = [() for _ in range(6)]


def fee_legal(state: State, seat: int) -> tuple[Fee, ...]:
    space = state.pending
    assert space is not None
    fees = rules.fee_range(state, seat, space)  # (low, low + 100, ..., money)
    low = fees.start // 100
    end = low + len(fees)
    made = _fees[seat]
    if end > len(made):
        made = _fees[seat] = (*made, *(Fee(seat, 100 * bills) for bills in range(len(made), end)))
    return made[low:end]


def fee_check(state: State, a: Fee) -> str | None:
    space = state.pending
    assert space is not None
    money = state.money(a.player)
    if a.amount % 100:
        return f"fees are paid in $100 bills, not ${shown(a.amount)}"
    if a.amount > money:
        return f"you have ${money}, not ${shown(a.amount)}"
    holder = rules.holders(state.reporters).get(space)
    if holder is None:
        if a.amount < 0:
            return f"a fee cannot be negative, not ${shown(a.amount)}"
    elif a.amount < holder[1] + 100:  # (the fees of fee_range: low, low + 100, ..., money)
        return (f"{SPACE_TITLE[space]} is held by seat {holder[0]} with a ${holder[1]} fee; "
                f"a displacing fee must exceed ${holder[1]}, you offered ${shown(a.amount)}")
    return None


# -- Phase 7


def morgue_legal(state: State, seat: int) -> Iterator[TakeCuttings]:
    for copy, photo in rules.morgue_splits(state, _act(state).left):
        yield _TakeCuttings(seat, copy, photo)


def morgue_check(state: State, a: TakeCuttings) -> str | None:
    if (a.copy, a.photo) not in set(rules.morgue_splits(state, _act(state).left)):
        return (f"take exactly {_act(state).left} cuttings (or all that are left) from the "
                f"Morgue's {state.morgue[0]} copy and {state.morgue[1]} photo")
    return None


def wire_legal(state: State, seat: int) -> Iterator[TakeWire]:
    act = _act(state)
    if not act.paid and not rules.kind_count(state.hand(seat),
                                             CardKind.NEWSWIRE_INTERVIEW):
        return
    for slot, card in enumerate(state.newswire):
        if card is not None:
            yield _TakeWire(seat, slot)


def wire_check(state: State, a: TakeWire) -> str | None:
    if not 0 <= a.slot < NEWSWIRE_SLOTS or state.newswire[a.slot] is None:
        return f"the Newswire has no card in slot {shown(a.slot)}"
    if not _act(state).paid and not rules.kind_count(state.hand(a.player),
                                                     CardKind.NEWSWIRE_INTERVIEW):
        return "taking from the Newswire needs a Newswire/Interview card to discard"
    return None


def typeset_lift_legal(state: State, seat: int) -> list[Lift]:
    return [_Lift(seat, tile) for tile in rules.liftable(state, seat, _act(state).moved)]


def typeset_lift_check(state: State, a: Lift) -> str | None:
    if a.tile in _act(state).moved:
        return f"{a.tile.name} has already been moved in this Typesetting"
    if a.tile not in set(rules.liftable(state, a.player, ())):
        return f"{a.tile.name} is not a story on your paper (off a page gone to press) or copy desk"
    return None


def typeset_put_legal(state: State, seat: int) -> list[Put]:
    act = _act(state)
    if not act.lifted:
        return []
    pages = pages_.layout(state.options)
    return [_Put(seat, page, row, col, side) for page, row, col, side, _ in
            pages_.free_spots(pages, state.papers[seat], act.lifted[0].tile)]


def typeset_listing(state: State, seat: int) -> tuple[Any, ...]:
    """Typesetting's four moves in one pass: lifts, then with a story in hand
    the spots to put it and the copy desk, else Done."""
    lifts = typeset_lift_legal(state, seat)
    if _act(state).lifted:
        return (*lifts, *typeset_put_legal(state, seat), _ToCopyDesk(seat))
    return (*lifts, _Done(seat))


def _spot_problem(state: State, a: Put, tile: Any, new: bool) -> tuple[str | None, int]:
    pages = pages_.layout(state.options)
    paper = state.papers[a.player]
    if not 0 <= a.page < len(pages):
        return f"your newspaper has no page {shown(a.page)}", 0
    if a.side not in pages_.sides_for(tile, new):
        return f"{tile.name} must lie {'A side up' if new else 'upright'} here", 0
    if paper.pressed[a.page]:
        return f"page {a.page} has gone to press; nothing on it moves", 0
    mask = pages_.tile_mask(pages[a.page], tile, a.side, a.row, a.col)
    if mask is None:
        return f"{tile.name} at ({shown(a.row)},{shown(a.col)}) would overhang the page", 0
    if mask & pages[a.page].headline:
        return "no tile but the Headline may cover the Headline squares", 0
    return None, mask


def typeset_put_check(state: State, a: Put) -> str | None:
    act = _act(state)
    if not act.lifted:
        return "you hold no story to put down; lift one first"
    problem, mask = _spot_problem(state, a, act.lifted[0].tile, False)
    if problem is None and mask & state.papers[a.player].occupied[a.page]:
        return "that would overlap another tile; lift it first"
    return problem


def typeset_desk_legal(state: State, seat: int) -> Iterator[ToCopyDesk]:
    if _act(state).lifted:
        yield _ToCopyDesk(seat)


def typeset_desk_check(state: State, a: ToCopyDesk) -> str | None:
    return None if _act(state).lifted else "you hold no story to put down"


def typeset_done_legal(state: State, seat: int) -> Iterator[Done]:
    if not _act(state).lifted:
        yield _Done(seat)


def typeset_done_check(state: State, a: Done) -> str | None:
    return "put down every story you lifted first" if _act(state).lifted else None


def headline_legal(state: State, seat: int) -> Iterator[ClaimHeadline]:
    return rules.headline_payments(state, seat)


def headline_check(state: State, a: ClaimHeadline) -> str | None:
    return rules.headline_problem(state, a)


def column_legal(state: State, seat: int) -> Iterator[ClaimColumn]:
    return rules.column_payments(state, seat)


def column_check(state: State, a: ClaimColumn) -> str | None:
    return rules.column_problem(state, a)


def story_legal(state: State, seat: int) -> list[ClaimStory]:
    tiles = [tile for _, tile in rules.claimable_stories(state, _act(state).space)]
    return rules.story_claims(state, seat, tiles)


def story_check(state: State, a: ClaimStory) -> str | None:
    return rules.story_problem(state, a)


def place_tile_legal(state: State, seat: int) -> Iterator[Put]:
    tile = _act(state).placing
    assert tile is not None
    pages = pages_.layout(state.options)
    for page, row, col, side, _ in pages_.new_tile_spots(pages, state.papers[seat], tile):
        yield _Put(seat, page, row, col, side)


def place_tile_check(state: State, a: Put) -> str | None:
    tile = _act(state).placing
    assert tile is not None
    problem, mask = _spot_problem(state, a, tile, True)
    if problem is None:
        pages = pages_.layout(state.options)
        fixed = pages_.fixed_mask(pages, state.papers[a.player], a.page)
        if mask & fixed:
            return "an advertisement or the Headline is in the way; they never move"
    return problem


def place_desk_legal(state: State, seat: int) -> Iterator[ToCopyDesk]:
    tile = _act(state).placing
    assert tile is not None
    if TILE_INFO[tile].kind is TileKind.STORY:
        yield _ToCopyDesk(seat)


def place_desk_check(state: State, a: ToCopyDesk) -> str | None:
    tile = _act(state).placing
    assert tile is not None
    if TILE_INFO[tile].kind is not TileKind.STORY:
        return f"only stories may wait on the copy desk, not a {TILE_INFO[tile].kind.value} tile"
    return None


def extra_legal(state: State, seat: int) -> Iterator[PlayExtra]:
    for card in rules.extra_cards(state, seat):
        yield _PlayExtra(seat, card)


def extra_check(state: State, a: PlayExtra) -> str | None:
    if a.card not in set(rules.extra_cards(state, a.player)):
        return f"you hold no {shown(a.card)} of the story's speciality to play"
    return None


def press_legal(state: State, seat: int) -> Iterator[Press]:
    yield _Press(seat)


def interview_legal(state: State, seat: int) -> Iterator[Interview]:
    cards = rules.kind_count(state.hand(seat), CardKind.NEWSWIRE_INTERVIEW)
    if not state.interviews:
        return
    for placed in rules.interview_targets(state.papers[seat]):
        if TILE_INFO[placed.tile].size <= cards:
            yield _Interview(seat, placed.tile)


def interview_check(state: State, a: Interview) -> str | None:
    if not state.interviews:
        return "no Interview tokens are left"
    targets = {t.tile: t for t in rules.interview_targets(state.papers[a.player])}
    if a.tile not in targets:
        return f"{a.tile.name} is not a story on your paper without an Interview"
    size = TILE_INFO[a.tile].size
    if rules.kind_count(state.hand(a.player), CardKind.NEWSWIRE_INTERVIEW) < size:
        return f"an Interview on a {size}-size story takes {size} Newswire/Interview cards"
    return None


# Per Classifieds kind the hand characters of its cards: a hand string is
# tested in C, not read as cards.
_CLASSIFIED_CHARS = tuple(frozenset(HAND_CHAR[card] for card in Card
                                    if CARD_INFO[card].classified is kind)
                          for kind in CLASSIFIED_KINDS)


def classified_legal(state: State, seat: int) -> Iterator[ClaimClassified]:
    cards = state.cards(seat)
    for kind in rules.classified_kinds_open(state, seat):
        if not _CLASSIFIED_CHARS[kind].isdisjoint(cards):
            yield _ClaimClassified(seat, kind)


def classified_check(state: State, a: ClaimClassified) -> str | None:
    if a.kind not in set(rules.classified_kinds_open(state, a.player)):
        return f"no {a.kind.name.title()} tile is on offer that fits your paper"
    if not any(CARD_INFO[c].classified is a.kind for c in state.hand(a.player)):
        return f"you hold no {a.kind.name.title()} card (cuttings may not be used)"
    return None


def ad_legal(state: State, seat: int) -> Iterator[ClaimAd]:
    for size in rules.ad_sizes(state, seat):
        yield _ClaimAd(seat, size)


def ad_check(state: State, a: ClaimAd) -> str | None:
    if a.size not in (1, 2, 3):
        return f"ads come in sizes 1, 2 and 3, not {shown(a.size)}"
    if a.size in state.players[a.player].ads:
        return f"you may claim only one {a.size}-size ad in the whole game"
    if a.size not in set(rules.ad_sizes(state, a.player)):
        return f"a {a.size}-size ad has no room on your paper"
    return None


def sales_legal(state: State, seat: int) -> list[Sell]:
    return _card_actions(_sells[seat], Sell, seat, state.hand(seat), _SELLABLE)


def sales_check(state: State, a: Sell) -> str | None:
    return _held(state, a.player, a.card, rules.SELLABLE)


def recruit_legal(state: State, seat: int) -> Iterator[Recruit]:
    yield _Recruit(seat)


Listing = Callable[[State, int], tuple[Any, ...]]
# The one-move steps' generators that answer a tuple already.
_TUPLE_LISTINGS: tuple[Listing, ...] = (place_legal, fee_legal, discard_legal)


def _listing(moves: tuple[Move[State, Any], ...]) -> Listing | None:
    """The step's actions in one tuple, without the engine's chain of one
    generator per move: a step ending in Done (most activation steps) adds
    the seat's Done to the first move's list."""
    legal = tuple(move.legal for move in moves)
    if len(moves) == 1 and legal[0] in _TUPLE_LISTINGS:
        return legal[0]  # (the engine would copy its answer into a tuple)
    if len(moves) == 2 and legal[1] is done_legal:
        first = legal[0]
        return lambda state, seat: (*first(state, seat), _Done(seat))
    if len(moves) == 2:
        one, two = legal
        return lambda state, seat: (*one(state, seat), *two(state, seat))
    if legal == (typeset_lift_legal, typeset_put_legal, typeset_desk_legal, typeset_done_legal):
        return typeset_listing
    if len(moves) == 3:
        one, two, three = legal
        return lambda state, seat: (*one(state, seat), *two(state, seat), *three(state, seat))
    return None


def _step(describe: str, *moves: Move[State, Any]) -> EngineStep[State]:
    return EngineStep(describe, moves, _listing(moves))


_DONE = Move(Done, done_legal, always, rules.done)

TABLE: MoveTable[State] = MoveTable(
    lambda state: state.prompt[0],
    {
        Step.SELL: _step(
            "Phase 3, selling cards", Move(Sell, sell_first_legal, sell_first_check,
                                           rules.sell_first),
            Move(Done, done_legal, always, lambda s, a: rules.next_seller(s)),
        ),
        Step.STRINGER: _step(
            "Phase 5, playing Stringers",
            Move(PlayStringer, stringer_legal, stringer_check, rules.play_stringer),
            Move(Pass, pass_legal, always, lambda s, a: rules.next_stringer(s)),
        ),
        Step.PLACE: _step("Phase 6, placing reporters",
                          Move(PlaceReporter, place_legal, place_check, rules.place_reporter)),
        Step.FEE: _step("Phase 6, the fee", Move(Fee, fee_legal, fee_check, rules.pay_fee)),
        Step.MORGUE: _step("the Morgue",
                           Move(TakeCuttings, morgue_legal, morgue_check, rules.morgue_action)),
        Step.WIRE_TAKE: _step("the Newswire",
                              Move(TakeWire, wire_legal, wire_check, rules.take_wire), _DONE),
        Step.TYPESET: _step(
            "Typesetting", Move(Lift, typeset_lift_legal, typeset_lift_check, rules.lift),
            Move(Put, typeset_put_legal, typeset_put_check, rules.typeset_put),
            Move(ToCopyDesk, typeset_desk_legal, typeset_desk_check, rules.typeset_to_desk),
            Move(Done, typeset_done_legal, typeset_done_check, rules.done),
        ),
        Step.TITLES: _step(
            "Titles", Move(ClaimHeadline, headline_legal, headline_check, rules.claim_headline),
            Move(ClaimColumn, column_legal, column_check, rules.claim_column), _DONE,
        ),
        Step.STORY: _step("claiming a story",
                          Move(ClaimStory, story_legal, story_check, rules.claim_story), _DONE),
        Step.PLACE_TILE: _step(
            "placing the tile claimed",
            Move(Put, place_tile_legal, place_tile_check, rules.place_new),
            Move(ToCopyDesk, place_desk_legal, place_desk_check, rules.place_on_desk),
        ),
        Step.EXTRA: _step("Extra! Extra!",
                          Move(PlayExtra, extra_legal, extra_check, rules.play_extra), _DONE),
        Step.PRESS: _step("Gone to Press", Move(Press, press_legal, always, rules.press),
                          Move(Done, done_legal, always, rules.decline_press)),
        Step.INTERVIEW: _step("Interview",
                              Move(Interview, interview_legal, interview_check, rules.interview),
                              _DONE),
        Step.CLASSIFIEDS: _step(
            "Classifieds", Move(ClaimClassified, classified_legal, classified_check,
                                rules.claim_classified), _DONE),
        Step.ADVERTISING: _step("Advertising",
                                Move(ClaimAd, ad_legal, ad_check, rules.claim_ad), _DONE),
        Step.SALES: _step("Sales", Move(Sell, sales_legal, sales_check, rules.sell), _DONE),
        Step.RECRUIT: _step("Recruitment", Move(Recruit, recruit_legal, always, rules.recruit),
                            _DONE),
        Step.DISCARD: _step("the hand limit",
                            Move(Discard, discard_legal, discard_check, rules.discard)),
        Step.OVER: _step("the end of the game"),
    },
)

__all__ = ["TABLE"]
