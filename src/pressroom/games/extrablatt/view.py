"""Hidden information: what one seat sees, and resampling what it cannot.

Hidden from a seat: the FAX piles (only their sizes show), the other seats'
checks (only how many; the two checks revealed in the last exchange are
public, and so is where they went), the set of checks put aside with 3
players, the other seat's check while an exchange is being committed, and
the RNG. Everything on the table is public: the papers, the FAX board, the
removed messages, the clock, the supplies and every seat's layout cards.
"""

from __future__ import annotations

from pressroom.core.frozen import replace
from pressroom.core.rng import Rng
from pressroom.games.extrablatt.components import is_headline
from pressroom.games.extrablatt.rules import to_move
from pressroom.games.extrablatt.state import ExtrablattState, ExtrablattView


def view(state: ExtrablattState, seat: int | None) -> ExtrablattView:
    play = state.time_play
    own_check = None
    if play is not None and seat is not None:
        own_check = play.checks.choices[seat] if seat in (play.challenger, play.opponent) else None
    return ExtrablattView(
        seat=seat,
        num_players=state.num_players,
        options=state.options,
        step=state.step,
        to_move=to_move(state),
        start_player=state.start_player,
        current=state.current,
        round=state.round,
        extra=state.extra,
        passes=state.passes,
        papers=state.papers,
        layout=state.layout,
        checks=state.checks[seat] if seat is not None else None,
        check_counts=tuple(len(c) for c in state.checks),
        markers=state.markers,
        marker_supply=state.marker_supply,
        token_supply=state.token_supply,
        pictures=state.pictures,
        fax=state.fax,
        pile_sizes=tuple(len(p) for p in state.piles),
        removed=state.removed,
        time_cards_placed=state.time_cards_placed,
        column=state.column,
        placing=state.placing,
        challenger=play.challenger if play else -1,
        opponent=play.opponent if play else -1,
        challenge_column=play.column if play else -1,
        duck=play.duck if play else False,
        section=play.section if play else None,
        committed=play.checks.committed() if play else (),
        own_check=own_check,
        exchange=state.exchange,
        blocked=state.blocked,
    )


def determinize(state: ExtrablattState, seat: int, seed: int) -> ExtrablattState:
    """A state ``seat`` cannot tell from this one: the headlines in the FAX
    piles dealt anew among the piles (each pile keeps its size and its Time
    and Duck/Advert cards) and shuffled, the checks it cannot see dealt anew,
    another seat's secret check chosen anew, and a fresh RNG."""
    rng = Rng.from_seed(seed)
    piles, rng = _redeal_piles(state.piles, rng)
    checks, aside, rng = _redeal_checks(state, seat, rng)
    state = replace(state, piles=piles, checks=checks, checks_aside=aside)
    play = state.time_play
    if play is not None:
        commitments = play.checks
        for other in (play.challenger, play.opponent):
            if other != seat and commitments.choices[other] is not None:
                value, rng = rng.choice(state.checks[other])
                commitments = commitments.commit(other, value)
        state = replace(state, time_play=replace(play, checks=commitments))
    return replace(state, rng=Rng.from_seed(seed ^ 0x5EED))


def _redeal_piles(
    piles: tuple[tuple[int, ...], ...], rng: Rng
) -> tuple[tuple[tuple[int, ...], ...], Rng]:
    headlines, rng = rng.shuffle([m for pile in piles for m in pile if is_headline(m)])
    out = []
    for pile in piles:
        others = tuple(m for m in pile if not is_headline(m))
        count = len(pile) - len(others)
        mixed, rng = rng.shuffle(headlines[:count] + others)
        headlines = headlines[count:]
        out.append(mixed)
    return tuple(out), rng


def _redeal_checks(
    state: ExtrablattState, seat: int, rng: Rng
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], Rng]:
    known: dict[int, list[int]] = {s: [] for s in range(state.num_players)}
    known[seat] = list(state.checks[seat])
    exchange = state.exchange
    if exchange is not None:
        # Revealed in the last exchange, and swapped: public knowledge.
        for holder, value in ((exchange.challenger, exchange.opponent_check),
                              (exchange.opponent, exchange.challenger_check)):
            if holder != seat:
                known[holder].append(value)
    seen = {v for values in known.values() for v in values}
    hidden = [v for hand in state.checks for v in hand if v not in seen]
    hidden += state.checks_aside
    pool, rng = rng.shuffle(hidden)
    hands = []
    for s, hand in enumerate(state.checks):
        count = len(hand) - len(known[s])
        hands.append(tuple(sorted(known[s] + list(pool[:count]))))
        pool = pool[count:]
    return tuple(hands), tuple(sorted(pool)), rng

