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
import math
import operator
from collections.abc import Iterable, Iterator

from pressroom.core.protocol import IllegalAction
from pressroom.core.rng import Rng
from pressroom.games.extrablatt.components import (
    CHECK_GROUPINGS,
    COPIES_PER_HEADLINE,
    DUCK_ADVERT,
    DUCK_ADVERT_MESSAGES,
    HEADLINE_LIST,
    HIGHEST_CHECK,
    TIME,
    TIME_CARDS,
    CheckSets,
)
from pressroom.games.extrablatt.rules import to_move
from pressroom.games.extrablatt.state import (
    DUCK_ADVERT_CHAR,
    MESSAGE_CHARS,
    TIME_CHAR,
    Exchange,
    ExtrablattState,
    ExtrablattView,
    Holdings,
    PileView,
    Placing,
    Setup,
    Table,
    TimePlay,
    TimePlayView,
    make_board,
    message_chars,
    phase,
)

Hands = tuple[tuple[int, ...], ...]


def view(state: ExtrablattState, seat: int | None) -> ExtrablattView:
    play = state.time_play
    play_view = None
    if play is not None:
        own = None
        if seat == play.challenger:
            own = play.challenger_check
        elif seat == play.opponent:
            own = play.opponent_check
        play_view = TimePlayView(
            play.challenger, play.opponent, play.column, play.duck, play.section,
            play.challenger_check is not None, play.opponent_check is not None, own,
        )
    placing, size = state.placing, state.phase.size
    if placing is not None and size is not None:
        placing = Placing(placing.by, placing.paper, placing.kind, placing.headline,
                          placing.column, size)
    return ExtrablattView(
        seat=seat,
        num_players=state.num_players,
        options=state.table.setup.options,
        step=state.step,
        to_move=to_move(state),
        start_player=state.table.setup.start_player,
        current=state.current,
        round=state.round,
        turn=state.turn,
        passes=state.passes,
        papers=state.table.papers,
        layout=state.table.layout,
        checks=state.holdings.checks[seat] if seat is not None else None,
        known_checks=known_checks(state.num_players, state.holdings.exchanges),
        markers=state.holdings.markers,
        marker_supply=state.holdings.marker_supply,
        token_supply=state.table.token_supply,
        pictures=state.table.pictures,
        fax=state.fax,
        piles=tuple(map(_pile_view, state.table.setup.decks, state.drawn)),
        removed=state.removed,
        time_cards_placed=state.table.time_cards_placed,
        exchanges=state.holdings.exchanges,
        placing=placing,
        time_play=play_view,
        blocked=state.table.blocked,
    )


# Every `PileView` a game shows (a pile holds at most 39 cards, 7 Time and 2
# Duck/Advert cards), made at import and shared by the views.
_PILE_VIEWS = {
    (size, time_cards, duck_adverts): PileView(size, time_cards, duck_adverts)
    for size in range(40) for time_cards in range(8) for duck_adverts in range(3)
}


def _pile_view(deck: str, drawn: int) -> PileView:
    """`PileView.left`, the view shared."""
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
    them: the deal is read back from the hands (each seat was dealt the
    checks it holds that were never played, and those it played first)."""
    sets = _sets(grouping)[0]
    history = _history(sets, exchanges)
    if history is None or len(hands) != num_players:
        return False
    first, holder = history
    # Per seat: the checks it played first (so was dealt), and those it holds
    # now by the exchanges.
    played_first: list[list[int]] = [[] for _ in hands]
    given: list[list[int]] = [[] for _ in hands]
    for check, seat in first.items():
        if seat < num_players:
            played_first[seat].append(check)
    for check, seat in holder.items():
        if seat < num_players:
            given[seat].append(check)
    dealt = []
    for seat, hand in enumerate(hands):
        unplayed = [c for c in hand if c not in holder]
        group = tuple(sorted(unplayed + played_first[seat]))
        if group not in sets or group in dealt:
            return False
        dealt.append(group)
    rest = [group for group in sets if group not in dealt]
    if num_players == 3:
        if rest != [aside] or HIGHEST_CHECK in aside:
            return False
    elif aside != ():
        return False
    # Each seat holds what it was dealt and never played, and what the
    # exchanges gave it.
    return all(
        sorted([c for c in group if c not in holder] + given[seat]) == list(hand)
        for seat, (group, hand) in enumerate(zip(dealt, hands, strict=True))
    )


# -- a state from a view ----------------------------------------------------------------


def sample_state(seen: ExtrablattView, rng: Rng) -> ExtrablattState:
    """A state whose view for ``seen.seat`` is ``seen``: the unseen headlines
    dealt anew into the FAX piles (each keeping its size and its Time and
    Duck/Advert cards) and shuffled, a deal of the checks drawn among those
    the exchanges allow (keeping the seat's own hand), another seat's
    committed check drawn among its checks, and a fresh RNG. The view's
    public parts go into the state as they are: only the hidden ones are made."""
    checks, aside, rng = _deal_checks(seen, rng)
    piles, rng = _deal_piles(seen, rng)
    time_play = None
    play = seen.time_play
    if play is not None:
        drawn: list[int | None] = []
        if play.challenger_committed and play.opponent_committed:
            # Revealed: the last exchange shows both checks.
            last = seen.exchanges[-1]
            drawn = [last.challenger_check, last.opponent_check]
        for side, committed in ((play.challenger, play.challenger_committed),
                                (play.opponent, play.opponent_committed)):
            if len(drawn) == 2:
                break
            value = None
            if committed and side == seen.seat:
                value = play.own_check
            elif committed:
                value, rng = rng.choice(checks[side])
            drawn.append(value)
        time_play = TimePlay(play.challenger, play.opponent, play.column, play.duck,
                             play.section, drawn[0], drawn[1])
    placing, size = seen.placing, None
    if placing is not None and placing.size is not None:
        # The size chosen is the phase's (`ExtrablattState.placing`).
        size = placing.size
        placing = Placing(placing.by, placing.paper, placing.kind, placing.headline,
                          placing.column)
    return ExtrablattState(
        phase(seen.step, seen.current, seen.turn, seen.passes, size),
        seen.round,
        make_board(seen.fax, (0, 0, 0), ()),
        Table(
            Setup(seen.num_players, seen.options, rng, seen.start_player, piles, aside),
            seen.papers,
            seen.layout,
            seen.token_supply,
            seen.pictures,
            seen.time_cards_placed,
            message_chars(seen.removed),
            seen.blocked,
        ),
        Holdings(checks, seen.exchanges, seen.markers, seen.marker_supply),
        placing,
        time_play,
    )


# Per grouping of the checks: its sets and the set (index) of each check.
_SET_TABLES = {grouping: _sets(grouping) for grouping in CheckSets}
# The orders of k sets over k seats (`itertools.permutations(range(k))`).
_ORDERS = tuple(tuple(itertools.permutations(range(k))) for k in range(5))


def _no_deal() -> IllegalAction:
    return IllegalAction("no deal of the checks agrees with this view")


def _deal_checks(seen: ExtrablattView, rng: Rng) -> tuple[Hands, tuple[int, ...], Rng]:
    """The checks each seat holds and the set aside, after a deal drawn
    uniformly among those `consistent_deals` lists for the view (keeping the
    seat's own hand): the same deals, equally likely, but made one alone.

    A check played was dealt to the seat that first played it, and a later
    play of it is by the seat the last exchange gave it to; the seat's own
    set is known; the other sets go to the other seats in any order (with 3
    players, one of them without 12000 aside)."""
    n, seat, hand = seen.num_players, seen.seat, seen.checks
    if n not in (3, 4) or (seat is not None and (hand is None or not 0 <= seat < n)):
        raise _no_deal()
    sets, set_of = _SET_TABLES[seen.options.check_sets]
    dealt_to: list[int | None] = [None] * len(sets)  # set (index) -> the seat it went to
    holder: dict[int, int] = {}  # check played -> the seat holding it now
    get = set_of.get
    for e in seen.exchanges:
        a, b, x, y = e.challenger_check, e.opponent_check, e.challenger, e.opponent
        set_a, set_b = get(a), get(b)
        if set_a is None or set_b is None or a == b or not (0 <= x < n and 0 <= y < n):
            raise _no_deal()
        for check, check_set, player in ((a, set_a, x), (b, set_b, y)):
            now = holder.get(check)
            if now is None:  # first played: dealt to the seat playing it
                if dealt_to[check_set] is None:
                    dealt_to[check_set] = player
                elif dealt_to[check_set] != player:
                    raise _no_deal()
            elif now != player:
                raise _no_deal()
        holder[a], holder[b] = y, x
    fixed = [s for s in dealt_to if s is not None]
    if len(set(fixed)) != len(fixed):  # a seat dealt two sets
        raise _no_deal()
    if seat is not None:
        assert hand is not None
        # Its set: the one it first played from, else that of a check it
        # holds and never played (the hand is compared below).
        if seat not in fixed:
            unplayed = [get(c) for c in hand if c not in holder]
            own = unplayed[0] if unplayed else None
            if own is None or dealt_to[own] is not None:
                raise _no_deal()
            dealt_to[own] = seat
    free_sets = [i for i, s in enumerate(dealt_to) if s is None]
    free_seats = [s for s in range(n) if s not in dealt_to]
    asides: list[int | None] = [None]
    if n == 3:
        asides = [i for i in free_sets if HIGHEST_CHECK not in sets[i]]
    orders = _ORDERS[len(free_seats)]
    if not asides:
        raise _no_deal()
    # One draw: the set aside and the order of the others.
    number, rng = rng.randbelow(len(asides) * len(orders))
    pick, number = divmod(number, len(orders))
    aside: tuple[int, ...] = ()
    kept = asides[pick]
    if kept is not None:
        aside = sets[kept]
        free_sets.remove(kept)
    dealt: list[tuple[int, ...]] = [()] * n
    for i, s in enumerate(dealt_to):
        if s is not None:
            dealt[s] = sets[i]
    for s, j in zip(free_seats, orders[number], strict=True):
        dealt[s] = sets[free_sets[j]]
    if holder:
        # Each seat holds what it was dealt and never played, and what the
        # exchanges gave it.
        given: list[list[int]] = [[] for _ in range(n)]
        for check, s in holder.items():
            given[s].append(check)
        hands = tuple([
            tuple(sorted([c for c in group if c not in holder] + mine))
            for group, mine in zip(dealt, given, strict=True)
        ])
    else:
        hands = tuple(dealt)
    if seat is not None and hands[seat] != hand:
        raise _no_deal()
    return hands, aside, rng


# Per headline (by number), its copies out of sight as characters (as on
# `Setup.decks`), by the count of it in sight.
_UNSEEN = tuple(
    tuple(MESSAGE_CHARS[h].encode() * (COPIES_PER_HEADLINE - seen)
          for seen in range(COPIES_PER_HEADLINE + 1))
    for h in range(len(HEADLINE_LIST))
)
_HEADLINE_NUMBERS = range(len(HEADLINE_LIST))
# The Time and Duck/Advert cards of a pile (their characters' codes), by their counts.
_SPECIALS = tuple(
    tuple(MESSAGE_CHARS[TIME].encode() * time_cards
          + MESSAGE_CHARS[DUCK_ADVERT].encode() * duck_adverts
          for duck_adverts in range(DUCK_ADVERT_MESSAGES + 1))
    for time_cards in range(TIME_CARDS + 1)
)


def _deal_piles(seen: ExtrablattView, rng: Rng) -> tuple[tuple[str, ...], Rng]:
    """The FAX piles (`Setup.decks`), none drawn from: the headlines out of
    sight dealt into them at random, each pile keeping its size and its Time
    and Duck/Advert cards."""
    # Everything in sight as the bytes of the message numbers, counted in
    # C, one `bytes.count` per headline.
    in_sight = (
        bytes(seen.removed) + bytes(itertools.chain.from_iterable(seen.fax))
        + bytes([h for card in itertools.chain.from_iterable(seen.papers)
                 if (h := card.headline) is not None])
    )
    counts = list(map(in_sight.count, _HEADLINE_NUMBERS))
    starting, speed, normal = piles = seen.piles
    unseen = b""
    if max(counts) <= COPIES_PER_HEADLINE:
        unseen = b"".join(map(operator.getitem, _UNSEEN, counts))
    sizes = (starting.headlines, speed.headlines, normal.headlines)
    if len(unseen) != sum(sizes) or min(sizes) < 0 or not all(
        0 <= pile.time_cards <= TIME_CARDS and 0 <= pile.duck_adverts <= DUCK_ADVERT_MESSAGES
        for pile in piles
    ):
        raise IllegalAction("the FAX piles of this view do not hold the unseen headlines")
    # One number below n! orders them all (`Rng.permute`: a few words, not
    # a draw per card); the pile sizes then split that order.
    pool, rng = rng.permute(unseen)
    # The headlines are in a uniformly random order already: each Time and
    # Duck/Advert card put in at a uniformly random place among them makes
    # a pile uniformly random, as a second shuffle would. The places are the
    # digits of one number.
    specials = [_SPECIALS[pile.time_cards][pile.duck_adverts] for pile in piles]
    places = math.prod([math.perm(size + len(cards), len(cards))
                        for size, cards in zip(sizes, specials, strict=True)])
    number = 0
    if places > 1:
        number, rng = rng.randbelow(places)
    decks = []
    start = 0
    for size, cards in zip(sizes, specials, strict=True):
        pile = list(pool[start:start + size])
        start += size
        for room, card in enumerate(cards, size + 1):
            number, at = divmod(number, room)
            pile.insert(at, card)
        decks.append(bytes(pile).decode())
    return tuple(decks), rng


__all__ = ["consistent_deals", "known_checks", "sample_state", "view"]
