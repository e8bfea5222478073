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
from collections.abc import Iterable, Iterator

from pressroom.core.deck import Deck
from pressroom.core.protocol import IllegalAction
from pressroom.core.rng import Rng
from pressroom.games.extrablatt.components import (
    CHECK_GROUPINGS,
    COPIES_PER_HEADLINE,
    DUCK_ADVERT,
    HEADLINE_LIST,
    HIGHEST_CHECK,
    TIME,
    CheckSets,
    Message,
)
from pressroom.games.extrablatt.rules import to_move
from pressroom.games.extrablatt.state import (
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
        piles=tuple(
            PileView.left(deck, drawn)
            for deck, drawn in zip(state.table.setup.decks, state.drawn, strict=True)
        ),
        removed=state.removed,
        time_cards_placed=state.table.time_cards_placed,
        exchanges=state.holdings.exchanges,
        placing=placing,
        time_play=play_view,
        blocked=state.table.blocked,
    )


def known_checks(num_players: int, exchanges: tuple[Exchange, ...]) -> Hands:
    """Per seat, the checks everyone has seen go into its hand and not leave it."""
    known: list[set[int]] = [set() for _ in range(num_players)]
    for e in exchanges:
        known[e.challenger].discard(e.challenger_check)
        known[e.opponent].discard(e.opponent_check)
        known[e.challenger].add(e.opponent_check)
        known[e.opponent].add(e.challenger_check)
    return tuple(tuple(sorted(k)) for k in known)


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
    `itertools.permutations` of every deal would give. A sample picks one
    deal by its number among them and makes only that one."""

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

    def sample(self, rng: Rng) -> tuple[tuple[Hands, tuple[int, ...]] | None, Rng]:
        """A deal drawn uniformly, as `rng.choice(consistent_deals(...))`
        without a holding (None if there is none). With a holding, the seat
        holds the same checks in every deal (its set is fixed at its seat,
        and what it was given is known), so the deals are all kept or all
        dropped: the caller compares the one drawn."""
        count = sum(math.factorial(len(family[3])) for family in self.families)
        if not count:
            return None, rng
        number, rng = rng.randbelow(count)
        for aside, template, free_seats, free_sets in self.families:
            size = math.factorial(len(free_sets))
            if number >= size:
                number -= size
                continue
            # The number-th order of `itertools.permutations(free_sets)`.
            pool = list(free_sets)
            order = []
            for left in range(len(pool), 0, -1):
                index, number = divmod(number, math.factorial(left - 1))
                order.append(pool.pop(index))
            (dealt,) = _fill(template, free_seats, (tuple(order),))
            return (self.hands(dealt), aside), rng
        raise AssertionError("a deal's number is below the count")


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
    committed check drawn among its checks, and a fresh RNG."""
    piles, rng = _deal_piles(seen, rng)
    holding = None if seen.seat is None or seen.checks is None else (seen.seat, seen.checks)
    deal = None
    if seen.seat is None or seen.checks is not None:  # else: no seat's hands compare
        deals = _Deals(seen.num_players, seen.options.check_sets, seen.exchanges, holding)
        deal, rng = deals.sample(rng)
        if deal is not None and holding is not None and deal[0][holding[0]] != holding[1]:
            deal = None
    if deal is None:
        raise IllegalAction("no deal of the checks agrees with this view")
    checks, aside = deal
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
        phase=phase(seen.step, seen.current, seen.turn, seen.passes, size),
        round=seen.round,
        board=make_board(seen.fax, (0, 0, 0), ()),
        table=Table(
            setup=Setup(
                num_players=seen.num_players,
                options=seen.options,
                rng=rng,
                start_player=seen.start_player,
                decks=piles,
                checks_aside=aside,
            ),
            papers=seen.papers,
            layout=seen.layout,
            token_supply=seen.token_supply,
            pictures=seen.pictures,
            time_cards_placed=seen.time_cards_placed,
            removed=message_chars(seen.removed),
            blocked=seen.blocked,
        ),
        holdings=Holdings(
            checks=checks,
            exchanges=seen.exchanges,
            markers=seen.markers,
            marker_supply=seen.marker_supply,
        ),
        placing=placing,
        time_play=time_play,
    )


def _deal_piles(seen: ExtrablattView, rng: Rng) -> tuple[tuple[Deck[Message], ...], Rng]:
    # Everything in sight in one list, counted once, in C: as the bytes of
    # the message numbers, one `bytes.count` per headline.
    seen_messages: list[Message] = [*seen.removed, *itertools.chain.from_iterable(seen.fax)]
    for paper in seen.papers:
        seen_messages += [card.headline for card in paper if card.headline is not None]
    in_sight = bytes(seen_messages).count
    missing = [COPIES_PER_HEADLINE - in_sight(h) for h in range(len(HEADLINE_LIST))]
    unseen = list(itertools.chain.from_iterable(map(itertools.repeat, HEADLINE_LIST, missing)))
    sizes = [pile.headlines for pile in seen.piles]
    if min(missing) < 0 or len(unseen) != sum(sizes) or min(sizes) < 0:
        raise IllegalAction("the FAX piles of this view do not hold the unseen headlines")
    # One number below n! orders them all (`Rng.permute`: a few words, not
    # a draw per card); the pile sizes then split that order at random.
    pool, rng = rng.permute(unseen)
    draw = _Draws(rng)
    piles = []
    start = 0
    for pile, size in zip(seen.piles, sizes, strict=True):
        cards = list(pool[start:start + size])
        start += size
        # The headlines are in a uniformly random order already: each Time
        # and Duck/Advert card put in at a uniformly random place among them
        # makes the whole pile uniformly random, as a second shuffle would,
        # for one draw per card put in instead of one per card of the pile.
        for special in (TIME,) * pile.time_cards + (DUCK_ADVERT,) * pile.duck_adverts:
            cards.insert(draw.below(len(cards) + 1), special)
        piles.append(Deck(tuple(cards), ()))
    return tuple(piles), draw.rng


class _Draws:
    """Uniform draws below small bounds, cut from the 64-bit words of an
    `Rng` a byte at a time (a byte not below the largest multiple of the
    bound is thrown away): a sample shuffles up to ~90 headlines, and one
    `Rng.randbelow` per card was most of its cost."""

    __slots__ = ("left", "rng", "word")

    def __init__(self, rng: Rng) -> None:
        self.rng = rng
        self.word = self.left = 0

    def below(self, bound: int) -> int:
        if bound > 256:
            value, self.rng = self.rng.randbelow(bound)
            return value
        limit = 256 - 256 % bound
        while True:
            if not self.left:
                self.word, self.rng = self.rng.next_u64()
                self.left = 8
            byte = self.word & 255
            self.word >>= 8
            self.left -= 1
            if byte < limit:
                return byte % bound

    def shuffle(self, items: list[Message]) -> None:
        """Fisher-Yates, in place (`below`, written out: most of a sample's
        time is this loop)."""
        word, left, rng = self.word, self.left, self.rng
        for i in range(len(items) - 1, 0, -1):
            bound = i + 1
            if bound > 256:
                j, rng = rng.randbelow(bound)
            else:
                limit = 256 - 256 % bound
                while True:
                    if not left:
                        word, rng = rng.next_u64()
                        left = 8
                    byte = word & 255
                    word >>= 8
                    left -= 1
                    if byte < limit:
                        break
                j = byte % bound
            items[i], items[j] = items[j], items[i]
        self.word, self.left, self.rng = word, left, rng


__all__ = ["consistent_deals", "known_checks", "sample_state", "view"]
