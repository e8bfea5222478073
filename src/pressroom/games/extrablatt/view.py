"""Hidden information: what one seat sees, and a state drawn from a view alone.

Hidden from a seat: the FAX piles' order and headlines (their sizes show,
and how many Time and Duck/Advert cards each still holds, which the table
knows from what has been drawn), the other seats' checks, the set of checks
put aside with 3 players, another seat's check committed in an exchange, and
the RNG. Everything on the table is public: the papers, the FAX board, the
removed messages, the clock, the supplies, every seat's layout cards, and
every check exchange (both checks are revealed and change hands in view of
all, so where each revealed check now is stays known).
"""

from __future__ import annotations

import functools
import itertools
import operator
from collections.abc import Iterable, Iterator
from math import perm

from pressroom.core.frozen import builder
from pressroom.core.protocol import IllegalAction
from pressroom.core.rng import Rng, bound_bytes
from pressroom.games.extrablatt.components import (
    CHECK_GROUPINGS,
    CHECKS_PER_SEAT,
    COPIES_PER_HEADLINE,
    DUCK_ADVERT,
    DUCK_ADVERT_MESSAGES,
    HEADLINE_LIST,
    HIGHEST_CHECK,
    TIME,
    TIME_CARDS,
    CheckSets,
    Message,
)
from pressroom.games.extrablatt.rules import (
    EXCHANGES,
    new_holdings,
    new_table,
    new_time_play,
    to_move,
)
from pressroom.games.extrablatt.state import (
    DRAWN_AT,
    DUCK_ADVERT_CHAR,
    MESSAGE_CHARS,
    REMOVED_AT,
    TIME_CHAR,
    ZERO,
    Exchange,
    ExtrablattState,
    ExtrablattView,
    PileView,
    Placing,
    Setup,
    TimePlay,
    TimePlayView,
    make_board,
    message_chars,
    phase,
)

Hands = tuple[tuple[int, ...], ...]


def view(state: ExtrablattState, seat: int | None) -> ExtrablattView:
    """What ``seat`` sees: the state's public records shared (the very same
    objects), and only what differs from seat to seat or is read off the
    board made."""
    play = state.time_play
    play_view = None if play is None else _play_view(play, seat)
    table, holdings, phase_ = state.table, state.holdings, state.phase
    setup = table.setup
    n = setup.num_players
    placing, size = state.placing, phase_.size
    if placing is not None and size is not None:
        placing = Placing(placing.by, placing.paper, placing.kind, placing.headline,
                          placing.column, size)
    exchanges = holdings.exchanges
    board = state.board
    return _new_view(
        seat,
        n,
        setup.options,
        phase_.step,
        to_move(state),
        setup.start_player,
        phase_.current,
        state.round,
        phase_.turn,
        phase_.passes,
        table.papers,
        table.layout,
        holdings.checks[seat] if seat is not None else None,
        known_checks(n, exchanges) if exchanges else _NO_KNOWN[n],
        holdings.markers,
        holdings.marker_supply,
        table.token_supply,
        table.pictures,
        state.fax,
        tuple(map(_pile_view, setup.decks, board[DRAWN_AT:DRAWN_AT + 3].encode(), _ZEROS)),
        state.removed,
        table.time_cards_placed,
        exchanges,
        placing,
        play_view,
        table.blocked,
    )


def _play_view(play: TimePlay, seat: int | None) -> TimePlayView:
    """What ``seat`` sees of a challenge under way: who has committed, and its own check."""
    own = None
    if seat == play.challenger:
        own = play.challenger_check
    elif seat == play.opponent:
        own = play.opponent_check
    return _new_play_view(
        play.challenger, play.opponent, play.column, play.duck, play.section,
        play.challenger_check is not None, play.opponent_check is not None, own,
    )


_new_view = builder(ExtrablattView)
_new_play_view = builder(TimePlayView)
_NO_KNOWN = {n: ((),) * n for n in range(5)}
_ZEROS = (ZERO,) * 3


# Every `PileView` a game shows (a pile holds at most 39 cards, 7 Time and 2
# Duck/Advert cards), made at import and shared by the views.
_PILE_VIEWS = {
    (size, time_cards, duck_adverts): PileView(size, time_cards, duck_adverts)
    for size in range(40) for time_cards in range(8) for duck_adverts in range(3)
}


def _pile_view(deck: str, drawn: int, zero: int = 0) -> PileView:
    """`PileView.left` (``drawn`` less ``zero``), the view shared."""
    drawn -= zero
    key = (len(deck) - drawn, deck.count(TIME_CHAR, drawn), deck.count(DUCK_ADVERT_CHAR, drawn))
    shared = _PILE_VIEWS.get(key)
    return shared if shared is not None else PileView(*key)


def known_checks(num_players: int, exchanges: tuple[Exchange, ...]) -> Hands:
    """Per seat, the checks everyone has seen go into its hand and not leave it:
    each check played is with the seat its last exchange gave it to."""
    if not exchanges:
        return ((),) * num_players
    holder: dict[int, int] = {}
    for e in exchanges:
        holder[e.challenger_check] = e.opponent
        holder[e.opponent_check] = e.challenger
    known: list[list[int]] = [[] for _ in range(num_players)]
    for check in sorted(holder):
        known[holder[check]].append(check)
    return tuple(map(tuple, known))


# -- checks: every deal the exchanges allow -----------------------------------------


def consistent_deals(
    num_players: int, grouping: CheckSets, exchanges: tuple[Exchange, ...],
    holding: tuple[int, tuple[int, ...]] | None = None,
) -> list[tuple[Hands, tuple[int, ...]]]:
    """Every (checks now held, set aside) that a deal of the check sets could
    have led to through ``exchanges``, each once per deal, in a fixed order.

    The sets were dealt face down at random (with 3 players, one set without
    12000 aside); every exchange since is public. So the hidden part of the
    checks is exactly the deal, and the deals consistent with the exchanges
    are equally likely.

    Checks move only in exchanges, in view of all: a check is with the seat
    it was dealt to until it is first played, and with a known seat after.
    So a deal fits the exchanges exactly when each check played was dealt to
    the seat that first played it, and every later play of it is by the seat
    the last exchange gave it to (whatever the deal). That is checked once,
    not by replaying the exchanges on each of the 24 deals.

    ``holding``: (seat, its checks) to keep only the deals that leave that
    seat those checks (so its own set is known: only those deals are made)."""
    deals = _Deals(num_players, grouping, exchanges, holding)
    out = [
        (deals.hands(deal), aside)
        for aside, template, free_seats, free_sets in deals.families
        for deal in _fill(template, free_seats, itertools.permutations(free_sets))
    ]
    if holding is not None:
        out = [(hands, aside) for hands, aside in out if hands[holding[0]] == holding[1]]
    return out


def _fill(
    template: list[tuple[int, ...] | None], free_seats: list[int],
    orders: Iterable[tuple[tuple[int, ...], ...]],
) -> Iterator[tuple[tuple[int, ...], ...]]:
    for chosen in orders:
        for seat, group in zip(free_seats, chosen, strict=True):
            template[seat] = group
        yield tuple(template)  # type: ignore[arg-type]


Family = tuple[tuple[int, ...], list[tuple[int, ...] | None], list[int], list[tuple[int, ...]]]


@functools.cache  # one entry per grouping of the checks
def _sets(grouping: CheckSets) -> tuple[list[tuple[int, ...]], dict[int, int]]:
    """The check sets of ``grouping``, sorted, and the set (index) of each check."""
    sets = [tuple(sorted(s)) for s in CHECK_GROUPINGS[grouping]]
    return sets, {check: i for i, group in enumerate(sets) for check in group}


class _Deals:
    """The deals `consistent_deals` lists, in families: per set aside, the
    sets fixed at their seats (``template``) and the others (``free_sets``)
    permuted over the other seats, in the order that filtering
    `itertools.permutations` of every deal would give."""

    __slots__ = ("families", "given", "holder", "kept")

    def __init__(
        self, num_players: int, grouping: CheckSets, exchanges: tuple[Exchange, ...],
        holding: tuple[int, tuple[int, ...]] | None,
    ) -> None:
        self.families: list[Family] = []
        sets, set_of = _sets(grouping)
        history = _history(sets, exchanges)
        if history is None:
            return
        first, holder = history
        self.holder = holder
        dealt_to: dict[int, int] = {}  # set (index) -> the seat it must have gone to
        for check, seat in first.items():
            if dealt_to.setdefault(set_of[check], seat) != seat:
                return
        if holding is not None:
            # The seat was dealt the checks it holds that were never played and
            # those it played first (as `deal_fits` reads a deal back).
            seat, hand = holding
            own = tuple(sorted(
                [c for c in hand if c not in holder] + [c for c, s in first.items() if s == seat]
            ))
            if own not in sets or dealt_to.setdefault(sets.index(own), seat) != seat:
                return
        asides = [s for s in sets if HIGHEST_CHECK not in s] if num_players == 3 else [()]
        fixed = [(seat, sets[i]) for i, seat in dealt_to.items()]
        # What each set still holds of its own, and what each seat was given.
        self.kept: dict[int, list[int]] = {}
        self.given: list[list[int]] = []
        if holder:  # else the hands are the sets dealt (see `hands`)
            self.kept = {id(group): [c for c in group if c not in holder] for group in sets}
            self.given = [[] for _ in range(len(sets))]
            for check, seat in holder.items():
                if seat < len(self.given):
                    self.given[seat].append(check)
        for aside in asides:
            rest = [s for s in sets if s != aside]
            template: list[tuple[int, ...] | None] = [None] * len(rest)
            possible = True
            for seat, group in fixed:
                if seat >= len(rest) or group not in rest or template[seat] not in (None, group):
                    possible = False
                    break
                template[seat] = group
            if possible:
                free_seats = [seat for seat, group in enumerate(template) if group is None]
                free_sets = [group for group in rest if group not in template]
                self.families.append((aside, template, free_seats, free_sets))

    def hands(self, dealt: Hands) -> Hands:
        """The checks each seat holds now after the deal ``dealt``."""
        if not self.holder:
            return dealt
        kept, given = self.kept, self.given
        return tuple(
            tuple(sorted(kept[id(hand)] + given[s])) for s, hand in enumerate(dealt)
        )


def _history(
    sets: list[tuple[int, ...]], exchanges: tuple[Exchange, ...]
) -> tuple[dict[int, int], dict[int, int]] | None:
    """For each check played: the seat that first played it (so was dealt
    it), and the seat holding it now; None if no deal leads to the plays."""
    if not exchanges:
        return {}, {}
    known = {check for group in sets for check in group}
    first: dict[int, int] = {}
    holder: dict[int, int] = {}
    for e in exchanges:
        a, b = e.challenger_check, e.opponent_check
        if a == b or a not in known or b not in known:
            return None
        for check, seat in ((a, e.challenger), (b, e.opponent)):
            now = holder.get(check)
            if now is None:
                first[check] = seat
            elif now != seat:
                return None
        holder[a], holder[b] = e.opponent, e.challenger
    return first, holder


def deal_fits(
    num_players: int, grouping: CheckSets, exchanges: tuple[Exchange, ...], hands: Hands,
    aside: tuple[int, ...],
) -> bool:
    """Whether ``(hands, aside)`` is among `consistent_deals`, without making
    them: the exchanges undone from the last, each on the hands it left
    (its two seats hold the checks each received, and not those each gave),
    give back the one deal that could lead to the hands, which must be a
    deal of the sets (every check played among them), the one left aside.
    (Each step undone is the inverse of playing the exchange, so the hands
    come from that deal exactly when each check was played by the seat
    holding it.)"""
    if not exchanges:
        # The hands are a deal as dealt: one of a table made at import.
        try:
            return (hands, aside) in _DEALT[grouping, num_players]
        except (KeyError, TypeError):  # no such player count; an unhashable hand
            return False
    if len(hands) != num_players:
        return False
    try:
        held = _held(hands)
        # (a seat's checks the bits of its 16, `_undone`)
        for e in reversed(exchanges):
            undone = _UNDONE.get(id(e))
            if undone is None:
                undone = _undone(e)
            flips = undone & _FLIPS
            if held & flips != undone >> 64:
                return False
            held ^= flips
        return (held, aside) in _DEALT_HELD[grouping, num_players]
    except (KeyError, TypeError, ValueError):  # a check or a seat not of the game; an
        return False  # unhashable set aside; no such player count


def _held(hands: Hands) -> int:
    """The seats' hands as one int, each as the mask of its checks
    (`_CHECK_BIT`) in 16 bits of its own, seat 0 lowest (KeyError or
    TypeError for a hand that is no 3 checks in order)."""
    return int.from_bytes(b"".join([_HAND_BYTES[hand] for hand in hands]), "little")


def _undone(e: Exchange) -> int:
    """An exchange undone on the hands as `_held` packs them: the bits it
    flips (both checks at both its seats), and above them (from bit 64)
    those it left set (each seat's check received) (ValueError for a seat
    below 0, KeyError for a check not of the game)."""
    a, b = _CHECK_BIT[e.challenger_check], _CHECK_BIT[e.opponent_check]
    challenger, opponent = 16 * e.challenger, 16 * e.opponent
    both = a | b
    return both << challenger | both << opponent | (b << challenger | a << opponent) << 64


_FLIPS = (1 << 64) - 1  # the bits an exchange undone flips (`_undone`)


# -- a state from a view ----------------------------------------------------------------


def sample_state(seen: ExtrablattView, rng: Rng) -> ExtrablattState:
    """A state whose view for ``seen.seat`` is ``seen``: the unseen headlines
    dealt anew into the FAX piles (each keeping its size and its Time and
    Duck/Advert cards) and shuffled, a deal of the checks drawn among those
    the exchanges allow (keeping the seat's own hand), another seat's
    committed check drawn among its checks, and a fresh RNG. The view's
    public parts go into the state as they are: only the hidden ones are made
    (`_hidden`)."""
    deals, played, given = _check_deals(seen.num_players, seen.seat, seen.checks,
                                        seen.options.check_sets, seen.exchanges)
    hands, aside, decks, rng = _hidden(deals, played, given, *_pile_cards(seen), rng)
    time_play = None
    if seen.time_play is not None:
        time_play, rng = _committed(seen.time_play, seen.seat, seen.exchanges, hands, rng)
    placing, size = seen.placing, None
    if placing is not None and placing.size is not None:
        # The size chosen is the phase's (`ExtrablattState.placing`).
        size = placing.size
        placing = Placing(placing.by, placing.paper, placing.kind, placing.headline,
                          placing.column)
    return _new_state(
        phase(seen.step, seen.current, seen.turn, seen.passes, size),
        seen.round,
        make_board(seen.fax, (0, 0, 0), ()),
        new_table(
            _new_setup(seen.num_players, seen.options, rng, seen.start_player, decks, aside),
            seen.papers,
            seen.layout,
            seen.token_supply,
            seen.pictures,
            seen.time_cards_placed,
            message_chars(seen.removed),
            seen.blocked,
        ),
        new_holdings(hands, seen.exchanges, seen.markers, seen.marker_supply),
        placing,
        time_play,
    )


def determinize(state: ExtrablattState, seat: int, rng: Rng) -> ExtrablattState:
    """``sample_state(view(state, seat), rng)``, the very same state, read
    off ``state`` without making the view: the same hidden parts drawn from
    the same public ones, each read where the state keeps it (the FAX board,
    the removed messages and the card being placed as the strings and
    records the view is made from; the unseen headlines as the piles' cards
    left, sorted, which is the order the view's count of the headlines in
    sight lists them in, so nothing of the piles' order is read). The
    state is one the game could be in: its exchanges are not checked again
    (`_state_deals`)."""
    table, holdings = state.table, state.holdings
    setup = table.setup
    exchanges = holdings.exchanges
    deals, played, given = _state_deals(setup.num_players, seat, holdings.checks,
                                        setup.options.check_sets, exchanges)
    board = state.board
    hands, aside, decks, rng = _hidden(
        deals, played, given,
        *_piles_left(setup.decks, board[DRAWN_AT:DRAWN_AT + 3].encode()), rng,
    )
    time_play = state.time_play
    if time_play is not None:
        time_play, rng = _committed(_play_view(time_play, seat), seat, exchanges, hands, rng)
    return _new_state(
        state.phase,
        state.round,
        board[:DRAWN_AT] + _NONE_DRAWN,
        new_table(
            _new_setup(setup.num_players, setup.options, rng, setup.start_player, decks, aside),
            table.papers,
            table.layout,
            table.token_supply,
            table.pictures,
            table.time_cards_placed,
            table.removed + board[REMOVED_AT:],
            table.blocked,
        ),
        new_holdings(hands, exchanges, holdings.markers, holdings.marker_supply),
        state.placing,
        time_play,
    )


# A sampled board's counts drawn (none: the piles are the decks) and separator.
_NONE_DRAWN = make_board((), (0, 0, 0), ())


def _hidden(
    deals: tuple[Deal, ...], played: int, given: list[int], unseen: bytes,
    sizes: tuple[int, int, int], specials: list[bytes], rng: Rng,
) -> tuple[Hands, tuple[int, ...], tuple[str, ...], Rng]:
    """The hidden parts drawn: the checks each seat holds and the set aside
    (a deal drawn among ``deals``, less the checks ``played``, with those
    each seat was ``given``), and the FAX piles (the ``unseen`` headlines shuffled and dealt
    ``sizes`` to a pile, each pile's ``specials`` put in at random places).

    The order of the unseen headlines is `Rng.orders`' (read off one hash
    in C, where a Fisher-Yates shuffle took a Python step a headline); the
    deal and the places of each pile's Time and Duck/Advert cards are the
    mixed-radix digits of a number read off the same hash's extra bytes,
    all drawn again past the largest multiple of their count
    (`core.rng.bound_bytes`)."""
    starting, speed, normal = sizes
    starting_cards, speed_cards, normal_cards = map(len, specials)
    choices = (len(deals) * perm(starting + starting_cards, starting_cards)
               * perm(speed + speed_cards, speed_cards)
               * perm(normal + normal_cards, normal_cards))
    size, limit = bound_bytes(choices) if choices > 1 else (0, 1)  # (one choice: no bytes)
    while True:
        (order,), extra, rng = rng.orders((unseen,), size)
        number = int.from_bytes(extra, "little")
        if number < limit:
            break
    # The deal.
    if len(deals) > 1:
        number, pick = divmod(number, len(deals))
        hands, aside = deals[pick]
    else:
        hands, aside = deals[0]
    if played:
        # Each seat holds what it was dealt and never played, and what the
        # exchanges gave it (as bits of a mask a check, read back through
        # a table).
        kept = ~played
        hands = tuple(map(_HANDS_BY_MASK.__getitem__, map(operator.or_, map(
            kept.__and__, map(_SET_MASK.__getitem__, hands)), given)))
    # The headlines dealt to the piles in their random order, each Time
    # and Duck/Advert card put in at a uniformly random place among a
    # pile's cards, which makes the pile uniformly random as a shuffle of
    # it would.
    decks = []
    start = 0
    for headlines, cards in zip(sizes, specials, strict=True):
        end = start + headlines
        if cards:
            pile = bytearray(order[start:end])
            for room, card in enumerate(cards, headlines + 1):
                number, at = divmod(number, room)
                pile.insert(at, card)
            decks.append(pile.decode())
        else:
            decks.append(order[start:end].decode())
        start = end
    return hands, aside, tuple(decks), rng


def _committed(
    play: TimePlayView, seat: int | None, exchanges: tuple[Exchange, ...], hands: Hands, rng: Rng,
) -> tuple[TimePlay, Rng]:
    """The challenge under way with its checks committed: both revealed by
    the last exchange, the seat's own as it is, another's drawn among that
    seat's ``hands``."""
    drawn: list[int | None] = []
    if play.challenger_committed and play.opponent_committed:
        # Revealed: the last exchange shows both checks.
        last = exchanges[-1]
        drawn = [last.challenger_check, last.opponent_check]
    for side, committed in ((play.challenger, play.challenger_committed),
                            (play.opponent, play.opponent_committed)):
        if len(drawn) == 2:
            break
        value = None
        if committed and side == seat:
            value = play.own_check
        elif committed:
            value, rng = rng.choice(hands[side])
        drawn.append(value)
    return new_time_play(play.challenger, play.opponent, play.column, play.duck,
                         play.section, drawn[0], drawn[1]), rng


_new_state = builder(ExtrablattState)
_new_setup = builder(Setup)

# Each check as a bit, each check set (and hand) as the mask of its checks;
# each hand of 3 checks by its mask.
_CHECK_BIT = {check: 1 << (check // 1000) for check in range(1000, HIGHEST_CHECK + 1, 1000)}
_SET_MASK: dict[tuple[int, ...], int] = {
    group: sum(_CHECK_BIT[c] for c in group)
    for sets in CHECK_GROUPINGS.values() for group in sets
}
_HANDS_BY_MASK = {
    sum(_CHECK_BIT[c] for c in hand): hand
    for hand in itertools.combinations(sorted(_CHECK_BIT), CHECKS_PER_SEAT)
}


# Per grouping of the checks: its sets and the set (index) of each check.
_SET_TABLES = {grouping: _sets(grouping) for grouping in CheckSets}

Deal = tuple[Hands, tuple[int, ...]]  # the sets dealt to the seats, the set aside
Fixed = tuple[int | None, ...]  # per set (index), the seat it was dealt to, if known


def _deals_by_fixed() -> dict[tuple[CheckSets, int], dict[Fixed, tuple[Deal, ...]]]:
    """Per grouping and player count, made at import: for each assignment of
    some of the sets to seats (per set, its seat or None), every deal that
    gives those sets to those seats, each once (so one drawn uniformly among
    them is a deal drawn uniformly among those the assignment allows)."""
    out: dict[tuple[CheckSets, int], dict[Fixed, tuple[Deal, ...]]] = {}
    for grouping in CheckSets:
        sets = _SET_TABLES[grouping][0]
        for n in (3, 4):
            by_fixed: dict[Fixed, list[Deal]] = {}
            asides = [i for i, s in enumerate(sets) if HIGHEST_CHECK not in s] if n == 3 else [None]
            for aside in asides:
                rest = [i for i in range(len(sets)) if i != aside]
                for order in itertools.permutations(rest):
                    deal = (tuple([sets[i] for i in order]), () if aside is None else sets[aside])
                    for shown in itertools.product((False, True), repeat=n):
                        fixed: list[int | None] = [None] * len(sets)
                        for seat, i in enumerate(order):
                            if shown[seat]:
                                fixed[i] = seat
                        by_fixed.setdefault(tuple(fixed), []).append(deal)
            out[grouping, n] = {key: tuple(deals) for key, deals in by_fixed.items()}
    return out


_DEALS_BY_FIXED = _deals_by_fixed()
# Per grouping and player count, every deal as dealt (before any exchange).
_DEALT = {key: frozenset(by_fixed[(None,) * len(CHECK_GROUPINGS[key[0]])])
          for key, by_fixed in _DEALS_BY_FIXED.items()}
_MASK_OF_HAND = {hand: mask for mask, hand in _HANDS_BY_MASK.items()}
# Each hand's mask as 2 bytes (`_held`); every deal as dealt, so packed.
_HAND_BYTES = {hand: mask.to_bytes(2, "little") for hand, mask in _MASK_OF_HAND.items()}
_DEALT_HELD = {
    key: frozenset((_held(sets), aside) for sets, aside in deals) for key, deals in _DEALT.items()
}
# Every exchange of the rules' table (`rules.EXCHANGES`) undone (`_undone`),
# by its identity: the records live as long as the module, so no other
# object has their ids.
_UNDONE = {id(e): _undone(e) for e in EXCHANGES.values()}


def _no_deal() -> IllegalAction:
    return IllegalAction("no deal of the checks agrees with this view")


def _check_deals(
    n: int, seat: int | None, hand: tuple[int, ...] | None, grouping: CheckSets,
    exchanges: tuple[Exchange, ...],
) -> tuple[tuple[Deal, ...], int, list[int]]:
    """The deals of the check sets that `consistent_deals` lists for the view
    (keeping the seat's own hand), each once; the checks played, and per
    seat those of them it holds now, as masks (`_CHECK_BIT`). A deal drawn
    uniformly among them, as the hands are then, is one drawn among
    `consistent_deals`' own.

    A check played was dealt to the seat that first played it, and a later
    play of it is by the seat the last exchange gave it to; the seat's own
    set is known; the other sets go to the other seats in any order (with 3
    players, one of them without 12000 aside): the deals that fix those sets
    at those seats are listed at import (`_DEALS_BY_FIXED`)."""
    if n not in (3, 4) or (seat is not None and (hand is None or not 0 <= seat < n)):
        raise _no_deal()
    sets, set_of = _SET_TABLES[grouping]
    dealt_to: list[int | None] = [None] * len(sets)  # set (index) -> the seat it went to
    played = 0
    given = [0] * n
    if exchanges:
        holder: dict[int, int] = {}  # check played -> the seat holding it now
        first: dict[int, int] = {}  # check played -> the seat that first played it
        get, first_play = holder.get, first.setdefault
        for e in exchanges:  # (slots read one by one: an attrgetter costs twice as much)
            a, b, x, y = e.challenger_check, e.opponent_check, e.challenger, e.opponent
            # A check played again is played by the seat holding it.
            if a == b or get(a, x) != x or get(b, y) != y or not (0 <= x < n and 0 <= y < n):
                raise _no_deal()
            first_play(a, x)
            first_play(b, y)
            holder[a] = y
            holder[b] = x
        # One pass over the checks played (`holder` and `first` have the
        # same keys; which set is met first changes nothing): a check first
        # played was dealt to the seat playing it.
        for check, player in holder.items():
            check_set = set_of.get(check)
            if check_set is None:
                raise _no_deal()
            dealer = first[check]
            dealt = dealt_to[check_set]
            if dealt is None:
                dealt_to[check_set] = dealer
            elif dealt != dealer:
                raise _no_deal()
            bit = _CHECK_BIT[check]
            given[player] |= bit
            played |= bit
    if seat is not None:
        # (A hand of no 3 checks in order is held after no deal.)
        try:
            mask = _MASK_OF_HAND[hand]  # type: ignore[index]
        except (KeyError, TypeError):
            raise _no_deal() from None
        if seat in dealt_to:
            own = dealt_to.index(seat)
        else:
            # Its set: that of a check it holds and never played.
            unplayed = mask & ~played
            if not unplayed:
                raise _no_deal()
            own = set_of[_CHECK_OF_BIT[unplayed & -unplayed]]
            if dealt_to[own] is not None:
                raise _no_deal()
            dealt_to[own] = seat
        # It holds what it was dealt and never played, and what the
        # exchanges gave it (every deal left gives it that set).
        if _SET_MASK[sets[own]] & ~played | given[seat] != mask:
            raise _no_deal()
    deals = _DEALS_BY_FIXED[grouping, n].get(tuple(dealt_to))
    if deals is None:  # a seat dealt two sets, or (3 players) every set left has 12000
        raise _no_deal()
    return deals, played, given


_CHECK_OF_BIT = {bit: check for check, bit in _CHECK_BIT.items()}


def _state_deals(
    n: int, seat: int, hands: Hands, grouping: CheckSets, exchanges: tuple[Exchange, ...],
) -> tuple[tuple[Deal, ...], int, list[int]]:
    """What `_check_deals` finds for the seat's view of a state the game
    could be in, read off the state without checking the exchanges again
    (the rules made them, or the load check passed them): every exchange
    undone on the hands (`_undone`: in any order, as each flips bits) gives
    back the deal, whose sets with a check played, and the seat's own, are
    where the deals drawn from keep them; each seat holds, of the checks
    played, what the exchanges gave it, which its hand shows."""
    set_of_mask = _SET_OF_MASK[grouping]
    dealt_to: list[int | None] = [None] * len(set_of_mask)
    if not exchanges:  # the hands as dealt: only the seat's own set known
        dealt_to[set_of_mask[_MASK_OF_HAND[hands[seat]]]] = seat
        return _DEALS_BY_FIXED[grouping, n][tuple(dealt_to)], 0, [0] * n
    flips = flipped = 0
    undone_of = _UNDONE.get
    for e in exchanges:
        undone = undone_of(id(e)) or _undone(e)
        flips ^= undone
        flipped |= undone
    flips &= _FLIPS
    # The checks played: those flipped at any seat.
    played = (flipped | flipped >> 16 | flipped >> 32 | flipped >> 48) & _SEAT_BITS
    given = []
    for s, hand in enumerate(hands):
        mask = _MASK_OF_HAND[hand]
        given.append(mask & played)
        dealt = mask ^ (flips >> 16 * s & _SEAT_BITS)  # the set it was dealt
        if dealt & played or s == seat:
            dealt_to[set_of_mask[dealt]] = s
    return _DEALS_BY_FIXED[grouping, n][tuple(dealt_to)], played, given


_SEAT_BITS = (1 << 16) - 1  # a seat's hand in `_held`
# Per grouping, each check set's index (`_sets`) by its mask.
_SET_OF_MASK = {
    grouping: {_SET_MASK[group]: i for i, group in enumerate(_SET_TABLES[grouping][0])}
    for grouping in CheckSets
}


# Per headline (by number), its copies out of sight as characters (as on
# `Setup.decks`), by the count of it in sight.
_UNSEEN = tuple(
    tuple(MESSAGE_CHARS[h].encode() * (COPIES_PER_HEADLINE - seen)
          for seen in range(COPIES_PER_HEADLINE + 1))
    for h in range(len(HEADLINE_LIST))
)
_HEADLINE_NUMBERS = range(len(HEADLINE_LIST))
# The headlines in sight are counted in C: their `_WEIGHT`s picked by one
# `operator.itemgetter` and summed, each headline's count a 2-bit digit of
# the sum (as long as none is over 3: a carry would leave the digits'
# sum short of the number of headlines, which the weights that are not 0
# count). Time and Duck/Advert cards and no headline (an advert) weigh 0.
_WEIGHT: dict[Message | None, int] = {m: 0 for m in Message} | {None: 0} | {
    h: 1 << (2 * h) for h in HEADLINE_LIST
}
# The unseen copies (characters' codes) of the four headlines of each byte
# of the sum of weights, by the byte.
_UNSEEN_OF_BYTE = tuple(
    tuple(
        b"".join(_UNSEEN[h][(byte >> (2 * (h - 4 * k))) & 3]
                 for h in range(4 * k, min(4 * k + 4, len(HEADLINE_LIST))))
        for byte in range(256)
    )
    for k in range((2 * len(HEADLINE_LIST) + 7) // 8)
)
_EVERY_HEADLINE = COPIES_PER_HEADLINE * len(HEADLINE_LIST)
_headline = operator.attrgetter("headline")
# The Time and Duck/Advert cards of a pile (their characters' codes), by their counts.
_SPECIALS = tuple(
    tuple(MESSAGE_CHARS[TIME].encode() * time_cards
          + MESSAGE_CHARS[DUCK_ADVERT].encode() * duck_adverts
          for duck_adverts in range(DUCK_ADVERT_MESSAGES + 1))
    for time_cards in range(TIME_CARDS + 1)
)


def _piles_left(
    decks: tuple[str, ...], drawn: bytes
) -> tuple[bytes, tuple[int, int, int], list[bytes]]:
    """What `_pile_cards` reads off a view, read off the decks and the
    counts drawn from them (as characters' codes): the cards not drawn yet,
    their headlines sorted (the Time and Duck/Advert cards, numbered after
    the headlines, sort last and are cut off), so nothing of their order is
    read."""
    # (the three piles written out: a comprehension, or a function called
    # for each pile's Time and Duck/Advert cards, costs more than the work)
    starting, speed, normal = decks
    starting = starting[drawn[0] - ZERO:]
    speed = speed[drawn[1] - ZERO:]
    normal = normal[drawn[2] - ZERO:]
    time_card, duck_advert = TIME_CHAR, DUCK_ADVERT_CHAR
    specials = [_SPECIALS[starting.count(time_card)][starting.count(duck_advert)],
                _SPECIALS[speed.count(time_card)][speed.count(duck_advert)],
                _SPECIALS[normal.count(time_card)][normal.count(duck_advert)]]
    sizes = (len(starting) - len(specials[0]), len(speed) - len(specials[1]),
             len(normal) - len(specials[2]))
    unseen = bytes(sorted((starting + speed + normal).encode()))[:sum(sizes)]
    return unseen, sizes, specials


def _pile_cards(seen: ExtrablattView) -> tuple[bytes, tuple[int, int, int], list[bytes]]:
    """What the FAX piles hold: the headlines out of sight (as the
    characters' codes of `Setup.decks`, by headline), each pile's count of
    them and its Time and Duck/Advert cards."""
    removed, fax, papers = seen.removed, seen.fax, seen.papers
    unseen = None
    # (try, not `contextlib.suppress`: its manager costs more than a look-up)
    try:
        chain = itertools.chain
        weights = operator.itemgetter(None, None, *chain(
            removed, chain.from_iterable(fax), map(_headline, chain.from_iterable(papers))
        ))(_WEIGHT)
        unseen = b"".join(map(operator.getitem, _UNSEEN_OF_BYTE,
                              sum(weights).to_bytes(len(_UNSEEN_OF_BYTE), "little")))
        if len(unseen) != _EVERY_HEADLINE - (len(weights) - weights.count(0)):
            unseen = b""  # a count over 3
    except (KeyError, TypeError, OverflowError):  # counted below
        pass
    if unseen is None:
        in_sight = (
            bytes(removed) + bytes(itertools.chain.from_iterable(fax))
            + bytes([h for card in itertools.chain.from_iterable(papers)
                     if (h := card.headline) is not None])
        )
        counts = list(map(in_sight.count, _HEADLINE_NUMBERS))
        unseen = b""
        if max(counts) <= COPIES_PER_HEADLINE:
            unseen = b"".join(map(operator.getitem, _UNSEEN, counts))
    starting, speed, normal = piles = seen.piles
    sizes = (starting.headlines, speed.headlines, normal.headlines)
    if len(unseen) != sum(sizes) or min(sizes) < 0 or not all(
        0 <= pile.time_cards <= TIME_CARDS and 0 <= pile.duck_adverts <= DUCK_ADVERT_MESSAGES
        for pile in piles
    ):
        raise IllegalAction("the FAX piles of this view do not hold the unseen headlines")
    return unseen, sizes, [_SPECIALS[pile.time_cards][pile.duck_adverts] for pile in piles]


__all__ = ["consistent_deals", "determinize", "known_checks", "sample_state", "view"]
