"""Random legal Penny Press games with the DESIGN.md invariants, every choice
drawn through hypothesis so that a failure shrinks to a short game."""

from __future__ import annotations

import collections
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from pressroom.games.penny_press import (
    Assign,
    Beat,
    Done,
    Edition,
    Exclusive,
    GoToPress,
    Pass,
    Phase,
    Place,
    Reassign,
    Recall,
)
from pressroom.games.penny_press.components import ALL_STORIES
from pressroom.games.penny_press.state import PennyPressState
from tests.penny_press.helpers import GAME, conserved
from tests.protocol_checks import play_and_check

OFF_BOARD = ALL_STORIES[::7]  # near misses: stories that are mostly elsewhere


def universe(state: PennyPressState, seat: int) -> list[Any]:
    """Every action that can be legal in ``state`` for ``seat``, and many
    that are not: every story, counts 0 to 6, every pair of stories on the
    board, every square and turn of the page and beyond it."""
    on_board = [c.story for column in state.beats for c in column]
    actions: list[Any] = [Done(seat), GoToPress(seat), Pass(seat), Exclusive(seat, None)]
    for story in ALL_STORIES:
        actions += [Assign(seat, story, k) for k in range(7)]
        actions += [Recall(seat, story), Exclusive(seat, story)]
    sources = [*on_board, *OFF_BOARD]
    actions += [Reassign(seat, a, b) for a in sources for b in sources]
    if state.page is not None:
        laid = [*state.page.to_place, *(story for story, _ in state.page.placed)]
        for story in [*laid, *OFF_BOARD[:2]]:
            actions += [
                Place(seat, story, row, col, upright)
                for row in range(-1, 4) for col in range(-1, 5) for upright in (True, False)
            ]
    other = (seat + 1) % state.num_players
    actions += [GoToPress(other), Pass(other), Done(other)]
    return actions


def hidden(state: PennyPressState, seat: int | None) -> Any:
    """What no seat sees: the order of the headline draw pile, and the RNG."""
    return [[card.name for card in state.headlines.draw_pile], state.rng.state]


@st.composite
def settings(draw: st.DrawFn) -> tuple[int, dict[str, Any]]:
    n = draw(st.integers(2, 5), label="players")
    options: dict[str, Any] = {"last_presses": draw(st.sampled_from(["may", "must"]))}
    if n == 2:
        options["two_player_double_turns"] = draw(st.booleans())
    if n >= 4:
        options["newsboy_strike"] = draw(st.booleans())
    return n, options


@given(data=st.data())
def test_random_play_keeps_every_invariant(data: st.DataObject) -> None:
    n, options = data.draw(settings(), label="settings")
    state = play_and_check(GAME, n, options, data, universe, conserved, hidden)
    assert state.phase is Phase.OVER and state.edition is Edition.FINAL_PRESSES
    # "The final edition is triggered when one player goes to press for the
    # third time (4-5 players) or fourth time (2-3 players)"; after it, each
    # other player goes to press at most once, the trigger never again.
    final = 3 if n >= 4 else 4
    counts: collections.Counter[int] = collections.Counter()
    trigger_at = None
    for i, report in enumerate(state.reports):
        counts[report.seat] += 1
        if trigger_at is None and counts[report.seat] == final:
            trigger_at = i
    assert trigger_at is not None
    assert state.trigger == state.reports[trigger_at].seat
    later = [r.seat for r in state.reports[trigger_at + 1:]]
    assert len(later) == len(set(later)) and state.trigger not in later
    # "The player with the highest number of stars in each news beat is
    # awarded that beat's bonus points ... all tied players receive the full
    # amount"; a player with no stars in the beat has none to compare.
    expected = [0] * n
    for beat in Beat:
        stars = [sum(x.stars for x in state.published[p] if x.beat is beat) for p in range(n)]
        for p in range(n):
            if stars[p] and stars[p] == max(stars):
                expected[p] += state.bonus[beat]
    assert state.end_bonus == tuple(expected)
    # Circulation is the front pages, the scoops and the bonuses, nothing else.
    total = list(expected)
    for report in state.reports:
        total[report.seat] += report.page_points
        for p in range(n):
            total[p] += report.scoops[p]
    assert state.circulation == tuple(total)
