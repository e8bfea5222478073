"""Hidden information: what one seat sees, and a whole state drawn from it.

A seat sees its own hand and secret choices, every card on the table, the
cards in the discard pile that were seen face up (and its own face-down
discards), the sizes of the other hands, of the deck and of the other seats'
face-down discards, and whether each seat has made its choice in a
simultaneous step. It does not see other hands, the deck order, what the
other seats discarded face down, their secret choices (picks, cards set aside
in the Reporter phase, a first story drafted under Extra! Extra!, their
stories or "no story", their answers to a card) or the RNG.

`sample_state` builds a complete state from a view alone: the unseen cards
are dealt at random into the deck, the other hands and the other seats'
face-down discards (each place keeping the size the view shows), then each
other seat's committed secret choices are drawn at random among those its
sampled hand allows, and the state gets a fresh RNG.
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Iterable, Sequence

from pressroom.core.chars import looked_up
from pressroom.core.deck import DeckView
from pressroom.core.frozen import builder
from pressroom.core.protocol import IllegalAction
from pressroom.core.rng import Rng
from pressroom.core.shown import shown
from pressroom.games.newsprint import hand as hands
from pressroom.games.newsprint.components import (
    COPIES,
    DECK_SIZE,
    FREEDOM,
    HAND_SIZE,
    MAX_PLAYERS,
    MAX_REPORTER_DISCARDS,
    MIN_PLAYERS,
    SUITS,
    Card,
)
from pressroom.games.newsprint.hand import Hand
from pressroom.games.newsprint.options import OTHER_SUIT
from pressroom.games.newsprint.record import alone, shared_story
from pressroom.games.newsprint.rules import filled, to_move
from pressroom.games.newsprint.state import (
    ALLOW_CODE,
    ANSWER_BITS,
    ANSWERS,
    CURRENT_BITS,
    HAND_BITS,
    MARK_BITS,
    NEGATE_CODE,
    NIBBLE,
    NONES,
    P_EDIT,
    P_INVESTIGATION,
    P_REPORTER,
    P_SCOOP,
    P_STORY,
    PICK_BITS,
    PLAYED,
    SEAT_MASK,
    TO_DIGIT,
    ZEROS,
    NewsprintState,
    NewsprintView,
    Phase,
    Reaction,
    Story,
    Writing,
    mark_code,
    new_cards,
    new_match,
    new_standings,
    new_state,
    pack_hands,
    pack_pile,
    pack_turn,
    pile_cards,
    pile_size,
)

FULL_HAND = hands.from_counts(COPIES[card] for card in Card)
CARDS = tuple(Card)
MARK_MASK = (1 << MARK_BITS) - 1


def committed(state: NewsprintState, phase: Phase, n: int) -> tuple[bool, ...]:
    """Per seat, whether it has made its choice in the current simultaneous
    step (the state's ``phase``, ``n`` seats); () when the step is one
    seat's turn."""
    if phase is P_SCOOP:
        return COMMITTED[PICK_BITS][n][filled(state.secrets, PICK_BITS, n)]
    if phase is P_REPORTER:
        return COMMITTED[1][n][state.progress]
    pending = state.pending
    if type(pending) is Writing:
        return tuple(map(operator.is_not, pending.committed, NONES))
    if pending is not None:
        return COMMITTED[ANSWER_BITS][n][filled(state.secrets, ANSWER_BITS, n)]
    return ()


# Per slot width and player count, for each value `rules.filled` may give:
# whether each seat has chosen.
COMMITTED = {
    bits: tuple(
        {sum(1 << bits * seat for seat in range(n) if done >> seat & 1):
         tuple(done >> seat & 1 == 1 for seat in range(n)) for done in range(1 << n)}
        for n in range(MAX_PLAYERS + 1)
    )
    for bits in (1, ANSWER_BITS, PICK_BITS)
}


# Per player count: every seat with no card, as sizes and as cards.
NO_CARDS = tuple(((),) * n for n in range(MAX_PLAYERS + 1))


def table_cards(packed: int, n: int) -> tuple[tuple[Card, ...], ...]:
    """Per seat, the cards of a packed per-seat field: each seat's run of
    its hex digits looked up among the small hands (a table seldom holds
    more), any other listed."""
    if not packed:
        return NO_CARDS[n]
    found = tuple(map(SMALL_CARDS.get, map(format(packed, hands.SEATS_FORMATS[n]).__getitem__,
                                           SEAT_TEXT[n])))
    if None not in found:
        return found  # type: ignore[return-value]
    return tuple(hands.cards(packed >> HAND_BITS * seat & HAND_MASK) if cards is None else cards
                 for seat, cards in enumerate(found))


# Every hand of at most `SMALL` cards, by its 15 hex digits (as a per-seat
# field prints it): its cards, in face order.
SMALL = 4
SMALL_CARDS = {
    f"{hands.of(cards):0{hands.FACES}x}": cards
    for size in range(SMALL + 1)
    for cards in itertools.combinations_with_replacement(CARDS, size)
    if all(cards.count(card) <= COPIES[card] for card in cards)
}
# Per player count: each seat's run of a per-seat field's hex digits
# (`hand.SEATS_FORMATS`), in seat order (the last seat's come first).
SEAT_TEXT = tuple(
    tuple(slice(hands.FACES * (n - 1 - seat), hands.FACES * (n - seat)) for seat in range(n))
    for n in range(MAX_PLAYERS + 1)
)
HAND_MASK = hands.LIMIT - 1


def seat_view(state: NewsprintState, seat: int | None) -> NewsprintView:
    cards, match = state.cards, state.match
    phase, standings = match.phase, match.standings
    n = standings.num_players
    own_discards = hand = marked = None
    pick = response = None
    draft = own_stories = None
    pending = state.pending
    # Every seat's hand and face-down discards summed at once (`hand.seat_sizes`).
    sizes = hands.seat_sizes(cards.hands, n) if cards.hands else ZEROS[n]
    down_sizes = hands.seat_sizes(cards.face_down, n) if cards.face_down else ZEROS[n]
    if seat is not None:
        shift = HAND_BITS * seat
        own_discards = hands.cards(cards.face_down >> shift & HAND_MASK)
        hand = hands.cards(cards.hands >> shift & HAND_MASK)
        if phase is P_SCOOP:
            code = state.secrets >> PICK_BITS * seat & 15
            pick = CARDS[code - 1] if code else None
        elif phase is P_REPORTER:
            marked = pile_cards(state.secrets >> MARK_BITS * seat & MARK_MASK)
        elif type(pending) is Writing:
            draft, own_stories = pending.drafts[seat], pending.committed[seat]
        elif pending is not None:
            response = ANSWERS[state.secrets >> ANSWER_BITS * seat & 3]
    turns = phase is P_INVESTIGATION or phase is P_EDIT
    progress = state.progress
    # Positionally, in the order of the fields, each slot set directly.
    return new_view(
        seat,
        n,
        standings.options,
        standings.turn,
        phase,
        to_move(state),
        committed(state, phase, n),
        new_deck_view(pile_size(cards.draw_pile) - cards.drawn, pile_size(cards.discard_pile)),
        hands.cards(cards.face_up),
        down_sizes,
        own_discards,
        hand,
        sizes,
        table_cards(cards.table, n),
        standings.circulation,
        progress if phase is P_SCOOP else None,
        pick,
        marked,
        match.order,
        progress & SEAT_MASK if turns else None,
        progress >> CURRENT_BITS & SEAT_MASK if turns else 0,
        turns and progress & PLAYED != 0,
        pending.stack if type(pending) is Reaction else (),
        response,
        match.wilds,
        match.extra,
        match.editorials,
        draft,
        own_stories,
        match.stories,
        standings.history,  # the very reports the state holds
    )


new_view = builder(NewsprintView)
new_deck_view = builder(DeckView)


def sample_state(view: NewsprintView, rng: Rng) -> NewsprintState:
    """A state whose view for ``view.seat`` is ``view``, every hidden part
    drawn with ``rng``: the unseen cards dealt (`_deal`), then the other
    seats' secret choices (`_draw_step`). The state is built directly from
    the view and the draws; the strict load check is not run on it (the
    view's own checks below keep the draws well defined, and the tests
    compare samples with the rules)."""
    n, seat = view.num_players, view.seat
    problem = _view_problem(view)
    if problem is not None:
        raise IllegalAction(f"not a view of a Newsprint game: {problem}")
    # The cards seen, packed as hands. `unseen` is their difference from
    # the deck's, face by face: each face's coefficient is at most its
    # copies (10 < 16), so writing it in hex digits only borrows, and each
    # borrow adds 15 to the sum of its digits; the digits add up to the
    # cards unseen exactly when no face was seen more often than it has
    # copies (a face seen 16 times or more too).
    of = hands.of
    own_cards, own_down_cards = view.hand or (), view.own_discards or ()
    face_up_cards, table_cards = view.discard_face_up, view.table
    own_hand, own_down, face_up = of(own_cards), of(own_down_cards), of(face_up_cards)
    table = tuple(map(of, table_cards)) if any(table_cards) else ()
    unseen = FULL_HAND - own_hand - own_down - face_up - sum(table)
    unseen_size = DECK_SIZE - len(own_cards) - len(own_down_cards) - len(face_up_cards) \
        - sum(map(len, table_cards))
    draw_size = view.deck.draw_size
    # Per seat, the cards dealt to its hand and face-down discards (none to
    # the seat whose view it is).
    sizes, downs = list(view.hand_sizes), list(view.face_down)
    if seat is not None:
        sizes[seat] = downs[seat] = 0
    if unseen < 0 or sum(hands.digits(unseen)) != unseen_size \
            or unseen_size != draw_size + sum(sizes) + sum(downs):
        raise IllegalAction("not a view of a Newsprint game: its cards do not add up to the deck")
    phase = view.phase
    draw_pile, hidden, face_down, dealt_hands, dealt, drawn, rng = _deal(
        unseen, sizes, downs if any(downs) else (), draw_size, phase,
        COIN_BYTES if view.reaction else 0, seat, rng)
    # The discard pile: the cards seen, then the hidden ones (`_discard_pile`).
    if len(face_up_cards) + len(own_down_cards) + len(hidden) != view.deck.discard_size:
        raise IllegalAction("not a view of a Newsprint game: its piles do not add up")
    packed = dealt_hands
    if seat is not None:
        face_down += own_down << HAND_BITS * seat
        packed += own_hand << HAND_BITS * seat
    progress, secrets, pending, rng = _draw_step(view, dealt_hands, dealt, drawn, rng)
    cards = new_cards(rng.state, draw_pile, 0,
                      _discard_pile(face_up + own_down, hidden),
                      face_up, face_down, packed, pack_hands(table) if table else 0)
    # The view's reports are the state's own, shared as they are.
    standings = new_standings(n, view.options, view.turn, view.circulation, view.history)
    match = new_match(standings, phase, view.order,
                      view.wilds, view.extra, view.editorials, view.stories)
    return new_state(match, cards, progress, secrets, pending)


def determinize(state: NewsprintState, seat: int, rng: Rng) -> NewsprintState:
    """``sample_state(seat_view(state, seat), rng)``, the very same state,
    drawn from ``state`` without making the view: the same unseen cards
    dealt the same way (`_deal`) and the same secret choices drawn, each
    part the view shows read where the state keeps it; the `Match` (every
    public part but the cards and the step) and a card's `Reaction` are
    the state's own, shared, where the sampler builds equal ones from the
    view's fields. The seat's own hand, discards and secret choice are
    copied as they are."""
    cards, match = state.cards, state.match
    n, phase = match.standings.num_players, match.phase
    shift = HAND_BITS * seat
    held, down = cards.hands, cards.face_down
    own_hand, own_down = held >> shift & HAND_MASK, down >> shift & HAND_MASK
    # The hands on the table summed: the per-seat field read in base
    # 2**60, modulo 2**60 - 1 (no face's count carries: each is at most 10).
    unseen = FULL_HAND - cards.face_up - cards.table % SEATS_FOLD - own_hand - own_down
    # The other seats' hands and face-down discards: their sizes (the
    # seat's own read as 0), both fields' at once as one of 2n seats.
    own_held, own_put_down = own_hand << shift, own_down << shift
    others_down = down - own_put_down
    if others_down:
        both = hands.seat_sizes((held - own_held) | others_down << HAND_BITS * n, 2 * n)
        sizes, downs = both[:n], both[n:]
    elif phase is P_SCOOP or phase is P_REPORTER:
        # Every hand is full in these phases (the rules keep them so, and
        # the load check refuses a state where one is not: `check.HAND_PHASES`):
        # the sizes are the very tuple `FULL_SIZES` holds (which `_deal`,
        # `_aside_counts`, `_set_aside` and `_last_cards` know by identity),
        # without summing the hands.
        sizes, downs = FULL_SIZES[n][seat], ()
    elif held != own_held:
        # (`hand.seat_sizes` written out: a call less.)
        sizes, downs = hands.sums_sizes(hands.seat_sums(held - own_held), n), ()
    else:
        sizes, downs = ZEROS[n], ()
    pending, secrets = state.pending, state.secrets
    draw_pile, hidden, face_down, dealt_hands, dealt, drawn, rng = _deal(
        unseen, sizes, downs, pile_size(cards.draw_pile) - cards.drawn, phase,
        COIN_BYTES if type(pending) is Reaction else 0, seat, rng)
    # Who has made its choice (as `committed` reads it, each table looked
    # up here) decides whose picks, stories and answers are drawn.
    if phase is P_SCOOP:
        # Every other seat that has picked (its slot filled) at once: the
        # last card of its slice, as `_picks` draws it one seat at a time.
        mine = NIBBLE << PICK_BITS * seat
        others = filled(secrets, PICK_BITS, n) * NIBBLE & ~mine
        secrets = secrets & mine | _last_cards(dealt, seat) & others if others else secrets & mine
    elif phase is P_REPORTER:
        secrets = secrets & MARK_MASK << MARK_BITS * seat | _set_aside(dealt, seat)
    elif type(pending) is Writing:
        pending, rng = _story_choices(
            seat, pending.drafts[seat], pending.committed[seat], match.wilds, match.extra,
            match.standings.options.extra_extra is OTHER_SUIT, committed(state, phase, n),
            dealt_hands, rng)
    elif type(pending) is Reaction:
        secrets = _all_answers(pending.stack[-1].player, filled(secrets, ANSWER_BITS, n), seat,
                               secrets >> ANSWER_BITS * seat & 3, dealt_hands, drawn[0])
    face_up = cards.face_up
    cards = new_cards(
        rng.state, draw_pile, 0,
        _discard_pile(face_up + own_down, hidden) if face_up or own_down or hidden else 0,
        face_up, face_down + own_put_down, dealt_hands + own_held, cards.table)
    return new_state(match, cards, state.progress, secrets, pending)


# Every per-seat field is below 2**(60 * 7); read in base 2**60, its seats'
# hands add up modulo 2**60 - 1.
SEATS_FOLD = (1 << HAND_BITS) - 1


# Per player count and seat: every other seat's hand full, as sizes.
FULL_SIZES = tuple(tuple((HAND_SIZE,) * seat + (0,) + (HAND_SIZE,) * (n - 1 - seat)
                         for seat in range(n))
                   for n in range(MAX_PLAYERS + 1))


# The unseen cards dealt (`_deal`) to every seat but the one whose view it
# is: the draw pile; the other seats' face-down discards, their faces in the
# order dealt (the discard pile's hidden part) and packed per seat; the
# other seats' hands, packed per seat; how they were dealt (`Dealt`); the
# random bytes drawn with the order for the step's choices; and the
# generator after the deal.
Deal = tuple[int, bytes, int, int, "Dealt", bytes, Rng]
# The faces dealt into the seats' places (their face-down discards, then
# their hands) in the order dealt, and the same cards as their hands (but,
# outside the Reporter phase, a last hand not summed: see `_deal`), the
# hands' sizes and where the
# first starts in them (`_hand_ends` reads where each ends, for the draws
# that need it), and in the Reporter phase how many cards each seat sets
# aside (else ()).
Dealt = tuple[bytes, Sequence[Hand], Sequence[int], int, Sequence[int]]


# A hand of at most `MAX_REPORTER_DISCARDS` cards as its slot of `secrets`
# (`state.mark_code`), from two lookups: its faces 0 to 6 (the hand's bits
# from `LOW_FACES_SHIFT` up) give their code and its width, its faces 7 to
# 14 (the bits below) their code, which goes above. Tables of 720 and 927
# hands: about 22,000 instructions less a Reporter-phase `determinize` at 7
# players than sorting each slice and reading its digits.
LOW_FACES_SHIFT = hands.SHIFTS[6]
HIGH_FACES_MASK = (1 << LOW_FACES_SHIFT) - 1


def _mark_tables() -> tuple[dict[Hand, tuple[int, int]], dict[Hand, int]]:
    low: dict[Hand, tuple[int, int]] = {}
    high: dict[Hand, int] = {}
    for size in range(MAX_REPORTER_DISCARDS + 1):
        for part, faces in ((low, CARDS[:7]), (high, CARDS[7:])):
            for cards in itertools.combinations_with_replacement(faces, size):
                if all(cards.count(card) <= COPIES[card] for card in cards):
                    held = hands.of(cards)
                    if part is low:
                        low[held >> LOW_FACES_SHIFT] = (mark_code(held), 4 * size)
                    else:
                        high[held] = mark_code(held)
    return low, high


LOW_MARKS, HIGH_MARKS = _mark_tables()


def _deal(unseen: Hand, sizes: Sequence[int], downs: Sequence[int], draw_size: int,
          phase: Phase, extra: int, seat: int | None, rng: Rng) -> Deal:
    """The unseen cards (``unseen``) dealt at random into seat q's hand
    (``sizes[q]`` cards), its face-down discards (``downs[q]``; ``downs``
    empty when there are none) and the draw pile (``draw_size``), none to
    the seat whose view it is (``seat``); with them ``extra`` random
    bytes, and in the Reporter phase the counts set aside, drawn from the
    same hash. (Each slice left empty is not cut: a slice costs about 600
    instructions.)"""
    # One random order of the unseen cards' faces (`Rng.orders`) deals them
    # all: the draw pile first, then the other seats' face-down discards
    # (so that the discard pile's hidden part is one slice) and their
    # hands, each in seat order. Each hand's slice is in random order, so
    # the choices drawn from a hand take its slice's last cards (see
    # `_picks` and `_set_aside`).
    if phase is P_REPORTER:
        extra = len(sizes) + SPARE_BYTES
    (order,), drawn, rng = rng.orders((_faces_listed(unseen),), extra)
    aside: Sequence[int] = ()
    if phase is P_REPORTER:
        aside, rng = _aside_counts(sizes, seat, drawn, rng)
    placed = order[draw_size:] if draw_size else order
    # Without a draw pile, the last seat's hand is what the others leave of
    # the unseen cards; the others' are their cards as hands, summed slice
    # by slice (in the Reporter phase every card is made a hand, as the
    # cards set aside are summed from every hand's slice).
    face_down = start = 0
    if seat is not None and sizes is FULL_SIZES[len(sizes)][seat]:
        # Every other hand full, and no face-down card dealt: each hand's
        # slice and shift are a table's (`FULL_PARTS`).
        parts, folded = FULL_PARTS[len(sizes)][seat][not draw_size]
        units = looked_up(hands.UNIT, placed if aside or not folded else placed[:-HAND_SIZE])
        dealt_hands = 0
        for part, shift in parts:
            dealt_hands += sum(units[part]) << shift
        if folded:
            dealt_hands += unseen - dealt_hands % SEATS_FOLD << folded[0]
    else:
        last = 0 if draw_size else sizes[-1]
        summed = placed[:len(placed) - last] if last and not aside else placed
        units = looked_up(hands.UNIT, summed)
        if downs:
            face_down, start = _packed(units, downs, 0)
        dealt_hands, _ = _packed(units, sizes[:-1] if last else sizes, start)
        if last:
            # Every field's seats summed, modulo 2**60 - 1 (see `SEATS_FOLD`).
            left = unseen - (dealt_hands + face_down) % SEATS_FOLD
            dealt_hands += left << HAND_BITS * (len(sizes) - 1)
    draw_pile = pack_pile(order[:draw_size]) if draw_size else 0
    return (draw_pile, placed[:start] if start else b"", face_down, dealt_hands,
            (placed, units, sizes, start, aside), drawn, rng)


def _packed(units: Sequence[Hand], sizes: Sequence[int], start: int) -> tuple[int, int]:
    """The places of ``sizes[q]`` cards for seat q, dealt in turn from
    ``units`` (cards as their hands) at ``start``, packed as a per-seat
    field; and where the last one ends."""
    packed = 0
    for q, size in enumerate(sizes):
        if size:
            end = start + size
            packed += sum(units[start:end]) << HAND_BITS * q
            start = end
    return packed, start


def _others(n: int, seat: int) -> list[int]:
    """The seats but ``seat``, in the order they are dealt."""
    return [q for q in range(n) if q != seat]


# A seat's part of the cards dealt: its slice, and its shift in a per-seat field.
Parts = tuple[tuple[slice, int], ...]


def _full_parts(n: int, seat: int) -> tuple[tuple[Parts, tuple[int, ...]], ...]:
    """With every other hand full (`FULL_SIZES`), the other seats' parts
    in the order dealt and no seat left to fold (with a draw pile), then
    all but the last and the last's shift (the hand left over)."""
    parts = tuple((slice(HAND_SIZE * k, HAND_SIZE * (k + 1)), HAND_BITS * q)
                  for k, q in enumerate(_others(n, seat)))
    return (parts, ()), (parts[:-1], parts[-1][1:]) if parts else ((), ())


# Per player count and seat: `_full_parts`, a table where working the slices
# out seat by seat cost about 1,000 instructions a seat.
FULL_PARTS = tuple(tuple(_full_parts(n, seat) for seat in range(n)) for n in range(MAX_PLAYERS + 1))


def _aside_counts(sizes: Sequence[int], seat: int | None, data: bytes,
                  rng: Rng) -> tuple[bytearray, Rng]:
    """How many cards each seat sets aside in the Reporter phase: 0 to 5 of
    its hand (``sizes``; none for a seat dealt no cards), for the seats
    that are done and those still choosing alike, seat q's from random
    byte q of ``data`` read through its radix's table (`RADIX_TABLES`), read
    again past the radix's largest multiple (`_redrawn`: the bytes after
    the seats' are spare, more drawn with ``rng`` if they run out). With
    every other hand full (`FULL_SIZES`, as the rules keep them in the
    Reporter phase) every other seat's radix is 6, and the bytes are read
    in one translation unless one is read again; else one loop, where the
    digits worked out through `map` cost more."""
    if seat is not None and sizes is FULL_SIZES[len(sizes)][seat]:
        aside = bytearray(data[:len(sizes)].translate(ASIDE_TABLES[HAND_SIZE]))
        aside[seat] = 0  # the seat whose view it is: dealt no cards
        if REDRAWN not in aside:
            return aside, rng
    aside = bytearray(len(sizes))
    spare = len(sizes)
    for q, size in enumerate(sizes):
        if size:
            table = ASIDE_TABLES[size]
            count = table[data[q]]
            if count == REDRAWN:
                count, spare, data, rng = _redrawn(table, spare, data, rng)
            aside[q] = count
    return aside, rng


def _redrawn(table: bytes, spare: int, data: bytes, rng: Rng) -> tuple[int, int, bytes, Rng]:
    """A digit for a place whose random byte was past its radix's largest
    multiple (`REDRAWN`): the spare bytes of ``data`` from ``spare`` on
    read through its table in turn (more drawn if they run out) until one
    falls below it, which stays exactly uniform. Gives the digit, where
    the spare bytes now start, the bytes and the generator."""
    while True:
        if spare == len(data):
            more, rng = rng.randbytes(SPARE_BYTES)
            data += more
        digit = table[data[spare]]
        spare += 1
        if digit != REDRAWN:
            return digit, spare, data, rng


def _radix_table(radix: int) -> bytes:
    """A random byte as a digit below ``radix``: each of the bytes below
    the largest multiple of ``radix`` (at most 256) as its remainder, so
    every digit comes from as many bytes; the bytes past it as `REDRAWN`."""
    whole = 256 - 256 % radix
    return bytes(byte % radix if byte < whole else REDRAWN for byte in range(256))


REDRAWN = 255
# Per radix (1 to 6), its `_radix_table`; per hand size, the table of the
# count its seat may set aside (0 to 5, none of an empty hand).
RADIX_TABLES = (b"", *(_radix_table(radix) for radix in range(1, MAX_REPORTER_DISCARDS + 2)))
ASIDE_TABLES = tuple(RADIX_TABLES[min(MAX_REPORTER_DISCARDS, size) + 1]
                     for size in range(DECK_SIZE + 1))
# A few spare random bytes for the digits read again.
SPARE_BYTES = 8


def _discard_pile(seen: Hand, hidden: bytes) -> int:
    """A sample's discard pile, whose order is hidden (a view shows its
    size): the cards the seat saw go there (face up, or its own face-down
    discards: ``seen``) in face order, then the other seats' face-down
    discards (``hidden``) in the order dealt."""
    if not seen:
        return pack_pile(hidden) if hidden else 0
    return pack_pile(_faces_listed(seen) + hidden)


def _faces_listed(held: Hand) -> bytes:
    """Every card of a hand, in face order, as the bytes of its faces: each
    group of faces (`hand.GROUPS`) looked up by the hand's bits for it, four
    lookups instead of one a face, and no digits written out."""
    return (FACES_1[held & MASK_1] + FACES_2[held & MASK_2] + FACES_3[held & MASK_3]
            + FACES_4[held & MASK_4])


# Per group of faces (`hand.GROUPS`), the bits a hand counts them in, and
# every count of its faces (as those bits of a hand) with its cards as the
# bytes of their faces (1,938 bytes objects): a pile is packed from bytes,
# and `bytes` of a tuple of cards reads each card's index through the enum.
GROUP_MASKS = tuple(hands.from_counts((0,) * start + (hands.MASK,) * (stop - start)
                                      + (0,) * (hands.FACES - stop))
                    for start, stop in hands.GROUPS)
GROUP_FACES = tuple({hands.from_counts((0,) * start + tuple(key) + (0,) * (hands.FACES - stop)):
                     bytes(cards) for key, cards in group.items()}
                    for group, (start, stop) in zip(hands.GROUP_CARDS, hands.GROUPS, strict=True))
# The same, a name each (every sample lists the unseen cards: reading the
# tuples cost about 500 instructions a listing).
MASK_1, MASK_2, MASK_3, MASK_4 = GROUP_MASKS
FACES_1, FACES_2, FACES_3, FACES_4 = GROUP_FACES


def _view_problem(view: NewsprintView) -> str | None:
    """What makes a hand-made view one no state has, as far as sampling
    needs to know (views from `seat_view` have none)."""
    n = view.num_players
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        return f"{shown(n)} players"
    if view.seat is not None and not 0 <= view.seat < n:
        return f"seat {shown(view.seat)}"
    if not len(view.hand_sizes) == len(view.face_down) == len(view.table) \
            == len(view.circulation) == len(view.wilds) == len(view.extra) \
            == len(view.editorials) == n or len(view.committed) not in (0, n):
        return "a per-seat entry missing"
    if min(view.hand_sizes) < 0 or min(view.face_down) < 0 or view.deck.draw_size < 0:
        return "a negative size"
    if view.seat is not None and (view.hand is None or view.own_discards is None):
        return "the seat's own hand missing"
    if view.reaction and not 0 <= view.reaction[-1].player < n:
        return "a card played by no seat"
    return None


Step = tuple[int, int, Reaction | Writing | None, Rng]


def _draw_step(view: NewsprintView, dealt_hands: int, dealt: Dealt, drawn: bytes,
               rng: Rng) -> Step:
    """The phase's step (``progress``, ``secrets`` and ``pending``), with its
    secret choices: the seat's own from its view, every other seat's drawn
    among those its sampled hand (in ``dealt_hands``) allows (the answers'
    coins from the bytes ``drawn`` with the deal)."""
    phase, seat = view.phase, view.seat
    if phase is P_SCOOP:
        scoop_round = view.scoop_round if view.scoop_round is not None else 1
        own = view.pick + 1 if view.pick is not None else 0
        return scoop_round, _picks(seat, own, view.committed, dealt, view.hand_sizes), \
            None, rng
    if phase is P_REPORTER:
        done = sum(1 << q for q, made in enumerate(view.committed) if made)
        secrets = _set_aside(dealt, seat)
        if seat is not None:
            secrets |= pack_pile(sorted(view.marked or ())) << MARK_BITS * seat
        return done, secrets, None, rng
    if phase is P_STORY:
        writing, rng = _story_choices(
            seat, view.draft or (), view.own_stories, view.wilds, view.extra,
            view.options.extra_extra is OTHER_SUIT, view.committed, dealt_hands, rng)
        return 0, 0, writing, rng
    if phase is P_INVESTIGATION or phase is P_EDIT:
        current = view.current if view.current is not None else 0
        progress = pack_turn(current, view.passes, view.played)
        if not view.reaction:
            return progress, 0, None, rng
        answers = _answers(view.reaction[-1].player, view.committed, seat, view.response,
                           dealt_hands, drawn[0])
        return progress, answers, Reaction(view.reaction), rng
    return 0, 0, None, rng


# The other seats' secret choices, drawn alike from a view (`_draw_step`)
# and from a state (`determinize`).


def _picks(seat: int | None, own: int, seen: Sequence[bool], dealt: Dealt,
           sizes: Sequence[int] | None = None) -> int:
    """The cards picked this Scoop round by the seats that have (``seen``),
    packed as `secrets`: the seat's own as it is (``own``, its slot), any
    card of another picker's hand (the last of its randomly ordered slice,
    read as `_set_aside` reads a slice's last cards). A
    view's ``sizes`` are checked: a seat picks from a hand."""
    placed, ends = dealt[0], _hand_ends(dealt)
    picks = 0
    for q in itertools.compress(range(len(seen)), seen):
        if q == seat:
            picks |= own << PICK_BITS * q
            continue
        if sizes is not None and not sizes[q]:
            raise IllegalAction(f"not a view of a Newsprint game: seat {q} picked from no hand")
        picks |= placed[ends[q] - 1] + 1 << PICK_BITS * q
    return picks


def _last_cards(dealt: Dealt, seat: int) -> int:
    """The last card of every seat's slice (a seat dealt none: the card
    before it, or none when every other hand is full), packed as `secrets`
    packs picks. With every other hand full (`FULL_SIZES`) and dealt from
    the start, the last cards are every `HAND_SIZE`-th card, read in one
    slice from the last (the last seat's first, as a pile's digits are
    written), and a slot left empty for the seat's own (about 7,000
    instructions less than finding each slice's end)."""
    placed, _, sizes, start, _ = dealt
    if sizes is FULL_SIZES[len(sizes)][seat] and not start:
        picks = int(placed[::-HAND_SIZE].translate(TO_DIGIT), 16)
        below = picks & SLOTS_BELOW[seat]
        return below | picks - below << PICK_BITS
    return pack_pile(operator.itemgetter(*itertools.accumulate(sizes, initial=start - 1))(
        placed)[1:])


# Per seat, the pick slots of the seats before it.
SLOTS_BELOW = tuple((1 << PICK_BITS * seat) - 1 for seat in range(MAX_PLAYERS))


def _hand_ends(dealt: Dealt) -> list[int]:
    """Per seat, where its hand's slice ends in the cards dealt."""
    return [*itertools.accumulate(dealt[2], initial=dealt[3])][1:]


def _set_aside(dealt: Dealt, seat: int | None) -> int:
    """The cards the other seats set aside in the Reporter phase, as many as
    drawn (`_aside_counts`), the last of each hand's randomly ordered slice,
    packed as `secrets` (each seat's slot read from `LOW_MARKS` and
    `HIGH_MARKS`; a slice of at most `FEW_MARKED` cards read whole from
    `FEW_MARKS`, about 1,700 instructions less a seat). ``seat``: the seat
    whose view it is, dealt no cards."""
    placed, units, sizes, start, counts = dealt
    if seat is not None and sizes is FULL_SIZES[len(sizes)][seat]:
        # Every other hand full and dealt from the start: the other seats'
        # ends are a table's (`FULL_ENDS`; about 2,000 instructions less).
        ends: Iterable[tuple[int, int, int]] = FULL_ENDS[len(sizes)][seat]
    else:
        # The sizes' running sums, without the keyword and the first value
        # skipped when no face-down card was dealt (about 1,400 instructions).
        if start:
            running = itertools.accumulate(sizes, initial=start)
            next(running)  # where the first slice starts
        else:
            running = itertools.accumulate(sizes)
        # (Without `strict=`: a keyword costs the call about 1,500 instructions;
        # the seats and shifts are as many as seats may be.)
        ends = zip(SEAT_RANGE, running, MARK_SHIFTS)  # noqa: B905
    secrets = 0
    for q, end, shift in ends:
        count = counts[q]
        if count <= FEW_MARKED:
            if count:
                secrets |= FEW_MARKS[placed[end - count:end]] << shift
        else:
            held = sum(units[end - count:end])
            code, width = LOW_MARKS[held >> LOW_FACES_SHIFT]
            secrets |= (code | HIGH_MARKS[held & HIGH_FACES_MASK] << width) << shift
    return secrets


MARK_SHIFTS = tuple(MARK_BITS * seat for seat in range(MAX_PLAYERS))
# Per player count and seat, with every other hand full (`FULL_SIZES`): each
# other seat, where its slice ends and its slot's shift in `secrets`.
FULL_ENDS = tuple(tuple(tuple((q, HAND_SIZE * (k + 1), MARK_SHIFTS[q])
                              for k, q in enumerate(_others(n, seat)))
                        for seat in range(n))
                  for n in range(MAX_PLAYERS + 1))
# Every run of 1 to `FEW_MARKED` faces' bytes, in any order (3,615 runs),
# as the slot of `secrets` of the cards it sets aside (`state.mark_code`).
FEW_MARKED = 3
FEW_MARKS = {bytes(run): pack_pile(sorted(run))
             for size in range(1, FEW_MARKED + 1)
             for run in itertools.product(range(hands.FACES), repeat=size)}


def _answers(player: int, seen: Sequence[bool], seat: int | None, own: bool | None,
             dealt_hands: int, coins: int) -> int:
    """Answers given to the card ``player`` played: allow, or negate if the
    hand (in ``dealt_hands``) allows it and the seat's bit of the random
    byte ``coins`` is set (the seat's own, ``own``, as it is), packed as
    they are drawn (see `state.pack_answers`)."""
    answers = ALLOWED[player]  # a seat does not answer its own card
    for q in itertools.compress(SEAT_RANGE, seen):  # the seats that have answered
        if q == player:
            continue
        if q == seat:
            if own is not None:
                answers |= NEGATED[q] if own else ALLOWED[q]
        elif coins & COIN[q] and dealt_hands & FREEDOMS[q]:
            answers |= NEGATED[q]
        else:
            answers |= ALLOWED[q]
    return answers


def _all_answers(player: int, done: int, seat: int, own: int, dealt_hands: int,
                 coins: int) -> int:
    """`_answers` for every seat at once, from a state: the seats that have
    answered (``done``, `rules.filled`'s slots), the seat's own answer's
    code (``own``) and the Freedoms of the Press in each other hand (seat
    q's count in its hand's lowest 4 bits, so the per-seat field read
    modulo 2**58 - 1 puts it in answer slot q) read by whole-int
    operations, where a loop over the seats cost about 3,000 instructions
    more with a card played at 7 players."""
    others = done & ~(ANSWERED[seat] | ANSWERED[player])
    held = (dealt_hands & FREEDOMS_ALL) % ANSWER_FOLD
    negated = others & (held | held >> 1) & COIN_SLOTS[coins]
    answers = ALLOWED[player] | others + negated
    return answers if seat == player else answers | OWN_ANSWERS[own] << ANSWER_BITS * seat


SEAT_RANGE = range(MAX_PLAYERS)
# The random bytes an answer's draw takes: one bit a seat.
COIN_BYTES = 1
# Per seat: its coin (a bit of one random word), where its Freedoms of the
# Press are counted in a per-seat field, and its answers in their slot: a
# table each, about 2,500 instructions less a `determinize` with a card
# played at 7 players than shifting for them.
COIN = tuple(1 << seat for seat in range(MAX_PLAYERS))
FREEDOMS = tuple(hands.MASK << HAND_BITS * seat + hands.SHIFTS[FREEDOM]
                 for seat in range(MAX_PLAYERS))
ALLOWED = tuple(ALLOW_CODE << ANSWER_BITS * seat for seat in range(MAX_PLAYERS))
NEGATED = tuple(NEGATE_CODE << ANSWER_BITS * seat for seat in range(MAX_PLAYERS))
# For `_all_answers`: each seat's slot's low bit (as `rules.filled` gives
# it); every seat's Freedoms of the Press, the lowest 4 bits of its hand
# (each seat's moves to its answer slot modulo 2**58 - 1: 2**60 is 4
# there, and a count of at most 2 fits its slot); per random byte, the
# seats whose coin is set as their slots' low bits; and an answer's code
# as the seat's own answer is kept (a code 3 reads as negate, as
# `ANSWERS` reads it).
ANSWERED = tuple(1 << ANSWER_BITS * seat for seat in range(MAX_PLAYERS))
FREEDOMS_ALL = sum(FREEDOMS)
ANSWER_FOLD = (1 << HAND_BITS - ANSWER_BITS) - 1
COIN_SLOTS = tuple(sum(ANSWERED[seat] for seat in range(MAX_PLAYERS) if byte & COIN[seat])
                   for byte in range(256))
OWN_ANSWERS = (0, ALLOW_CODE, NEGATE_CODE, NEGATE_CODE)


def _story_choices(
    seat: int | None, draft: tuple[Story, ...], own: tuple[Story, ...] | None,
    wilds: Sequence[int], extra: Sequence[bool], other_suit: bool, seen: Sequence[bool],
    dealt_hands: int, rng: Rng,
) -> tuple[Writing, Rng]:
    """The Story phase's step: the seat's own ``draft`` and committed
    stories (``own``) as they are; every other seat's secret stories drawn
    among its legal choices. A seat that has committed draws its story (or
    none); one that has not, under Extra! Extra!, perhaps a first story
    already drafted. Those first stories are drawn for every seat at once,
    as the mixed-radix digits of one number (a draw a seat cost about 9,000
    instructions), each read as a story by `_first_story`; then, under
    Extra! Extra!, each committed seat's second story (the first alone is a
    choice too) by `_drawn_story`."""
    n = len(wilds)
    drafts: list[tuple[Story, ...]] = [()] * n
    stories: list[tuple[Story, ...] | None] = [None] * n
    if seat is not None:
        drafts[seat], stories[seat] = draft, own
    # Per seat that draws: its suit cards ranked (`SUIT_RANKS_1`), its
    # wilds and how many first stories it may choose (`_first_story`).
    drawing = []
    bound = 1
    for q in range(n):
        done = seen[q]
        if q == seat or (not done and not extra[q]):
            continue
        hand = dealt_hands >> HAND_BITS * q & HAND_MASK
        ranked = SUIT_RANKS_1[hand & MASK_1] + SUIT_RANKS_2[hand & MASK_2]
        free = wilds[q]
        # No story (or no draft yet) is a choice too when it may not form one.
        count = len(ranked) * (free + 1) + len(SUITS) * free \
            + (not done or (not free and not ranked))
        drawing.append((q, hand, ranked, free, count))
        bound *= count
    number = 0
    if bound > 1:
        number, rng = rng.randbelow(bound)
    for q, hand, ranked, free, count in drawing:
        number, index = divmod(number, count)
        chosen = _first_story(ranked, free, index)
        if not seen[q]:
            drafts[q] = chosen
            continue
        if chosen and extra[q]:
            picked, rng = _drawn_story(hand, free, chosen, other_suit, rng)
            if picked is not None:
                chosen = (*chosen, shared_story(*picked))
        stories[q] = chosen
    return new_writing(tuple(drafts), tuple(stories)), rng


new_writing = builder(Writing)


def _first_story(ranked: bytes, free: int, index: int) -> tuple[Story, ...]:
    """Choice ``index`` of a seat's first story (or of none, past the
    last) as its one-story tuple (or ()): for each of its suit cards
    (``ranked``), the story of that suit with as many cards as its rank,
    with 0 to ``free`` wilds; then every suit's stories of 1 to ``free``
    wilds and no card. One each of `rules.story_choices` (no draft yet),
    in another order."""
    with_cards = len(ranked) * (free + 1)
    if index < with_cards:
        place, used = divmod(index, free + 1)
        return _one_story(ranked[place], used)
    index -= with_cards
    if index < len(SUITS) * free:
        suit, used = divmod(index, free)
        return _one_story(SUIT_RANK * suit, used + 1)
    return ()


def _one_story(code: int, used: int) -> tuple[Story, ...]:
    """The one-story tuple of a story code (`SUIT_RANK` times its suit plus
    its cards) with ``used`` wilds."""
    try:
        return ONE_STORIES[code][used]
    except IndexError:  # more wilds than Stop the Presses (a hand-made view)
        return alone(shared_story(SUITS[code // SUIT_RANK], code % SUIT_RANK, used))


# A story's code: its suit's index times `SUIT_RANK` plus its cards (0 to
# 10). Per code, the one-story tuples of its stories with 0 to `MOST_WILDS`
# wilds (the shared ones the reports hold; none of no card and no wild).
SUIT_RANK = COPIES[SUITS[0]] + 1
MOST_WILDS = COPIES[Card.STOP_THE_PRESSES]
ONE_STORIES = tuple(
    tuple(alone(shared_story(suit, cards, used)) if cards or used else ()
          for used in range(MOST_WILDS + 1))
    for suit in SUITS for cards in range(SUIT_RANK)
)
# Per group of the suits' faces (`hand.GROUPS`' first two), every count of
# its faces (as those bits of a hand) with its cards listed in face order as
# the codes of the stories they would end (a suit's k-th card: k cards).
SUIT_RANKS_1, SUIT_RANKS_2 = (
    {hands.from_counts((0,) * start + counts + (0,) * (hands.FACES - stop)):
     bytes(SUIT_RANK * face + rank for face, count in enumerate(counts, start)
           for rank in range(1, count + 1))
     for counts in itertools.product(*(range(COPIES[card] + 1) for card in CARDS[start:stop]))}
    for start, stop in hands.GROUPS[:2]
)


def _drawn_story(hand: Hand, wilds: int, draft: tuple[Story, ...], other_suit: bool,
                 rng: Rng) -> tuple[tuple[Card, int, int] | None, Rng]:
    """A second story after ``draft``, one of `rules.story_choices` or
    None, uniformly: the choices counted per suit and the one drawn found
    from its index, where listing them all cost about 20,000 instructions
    a seat."""
    free, haves = _story_room(hand, wilds, draft, other_suit)
    count = sum(_suit_stories(free, have) for have in haves)
    index, rng = rng.randbelow(count + 1)
    return _nth_story(free, haves, index), rng


def _story_room(hand: Hand, wilds: int, draft: tuple[Story, ...],
                other_suit: bool) -> tuple[int, list[int]]:
    """The wilds a new story may use and, per suit (`SUITS`), how many of its
    cards it may use (-1: not that suit), as `rules.story_choices` counts
    them."""
    if not draft:  # the suits' counts, the first faces' digits of the hand
        return wilds, list(hands.digits(hand)[:len(SUITS)])
    free = wilds - sum(story.wilds for story in draft)
    haves = []
    for suit in SUITS:
        have = hands.count(hand, suit)
        for story in draft:
            if story.suit is suit:
                have = -1 if other_suit else have - story.cards
        haves.append(have)
    return free, haves


def _suit_stories(free: int, have: int) -> int:
    """How many stories of a suit `rules.story_choices` lists: each count of
    its cards (0 to ``have``) with each count of wilds (0 to ``free``), but
    a story of no cards and no wild."""
    return (have + 1) * (free + 1) - 1 if have >= 0 else 0


def _nth_story(free: int, haves: list[int], index: int) -> tuple[Card, int, int] | None:
    """Story ``index`` in `rules.story_choices`' order (None past the last):
    suit by suit, no cards with 1 to ``free`` wilds, then 1 card with 0 to
    ``free`` wilds, and so on. (zip called without `strict=`, a keyword
    that cost the call about 1,500 instructions.)"""
    for suit, have in zip(SUITS, haves):  # noqa: B905 (one have a suit)
        count = _suit_stories(free, have)
        if index < count:
            if index < free:
                return suit, 0, index + 1
            cards, used = divmod(index - free, free + 1)
            return suit, cards + 1, used
        index -= count
    return None
