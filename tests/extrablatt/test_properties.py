"""Random legal play with the DESIGN.md invariants checked along the way."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from pressroom.games.extrablatt import (
    Challenge,
    ChoosePile,
    ChooseSize,
    ExtraTurn,
    Pass,
    Pile,
    Place,
    PlaceDuck,
    Remove,
    Section,
    Step,
    Take,
    WriteCheck,
)
from pressroom.games.extrablatt.components import ALL_CHECKS, SIZES, orientations
from pressroom.games.extrablatt.state import ExtrablattState
from tests.extrablatt.helpers import GAME, paper_problems
from tests.extrablatt.oracle import conserved as components_conserved
from tests.protocol_checks import play_and_check

CHECK_EVERY = 5

options = st.fixed_dictionaries(
    {},
    optional={
        "fold_joins_pages": st.booleans(),
        "red_from": st.sampled_from([8, 9]),
        "remove_from_one_column": st.booleans(),
        "bonus_ties": st.sampled_from(["competition", "dense"]),
        "check_sets": st.sampled_from(["paired", "apart"]),
        "markers_without_advert": st.booleans(),
        "duck_without_target": st.booleans(),
        "headline_bonus_needs_cover": st.booleans(),
    },
)

SHAPES = sorted({o for size in SIZES for o in orientations(size)} | {(1, 4), (2, 6), (5, 5)})


def universe(state: ExtrablattState, seat: int) -> list[Any]:
    """Every action of every type a seat could mean, legal or not: every legal
    action is among them, with near misses around each (columns, seats and
    values just out of range, every section and pile, every shape at every
    position of the board and one square beyond it)."""
    n = state.num_players
    cols = range(-1, 6)
    out: list[Any] = [ExtraTurn(seat), Pass(seat)]
    out += [Take(seat, c) for c in cols]
    out += [Remove(seat, (a,)) for a in cols]
    out += [Remove(seat, (a, b)) for a in cols for b in cols]
    out += [Remove(seat, (0, 1, 2)), Remove(seat, ())]
    out += [
        Challenge(seat, c, o, s)
        for c in cols for o in range(-1, n + 1) for s in (None, *Section)
    ]
    out += [WriteCheck(seat, v) for v in (0, *ALL_CHECKS, 13000)]
    out += [ChooseSize(seat, s) for s in (0, 5, *SIZES, 24)]
    if state.step is Step.PLACE:
        out += [
            Place(seat, h, w, r, c)
            for h, w in SHAPES for r in range(-1, 11) for c in range(-1, 21)
        ]
    else:
        out += [Place(seat, 2, 2, r, c) for r in (-1, 0, 7) for c in (0, 12, 19)]
    longest = max(len(paper) for paper in state.papers)
    out += [PlaceDuck(seat, i) for i in range(-1, longest + 2)]
    out += [ChoosePile(seat, p) for p in Pile]
    return out


def conserved(state: ExtrablattState) -> list[str]:
    """Every component accounted for (the tests' own oracle, from the
    rulebook's counts), and every placed card obeying the placement rules as
    they stood when it was placed."""
    joined = state.options.fold_joins_pages
    return components_conserved(state) + [
        p for paper in state.papers for p in paper_problems(paper, joined)
    ]


def hidden(state: ExtrablattState, seat: int | None) -> Any:
    """What ``seat`` cannot see: the piles' contents, other seats' checks,
    the set aside, another seat's committed check."""
    play = state.time_play
    secret = None
    if play is not None and seat not in (play.challenger, play.opponent):
        secret = [play.challenger_check, play.opponent_check]
    elif play is not None:
        secret = play.opponent_check if seat == play.challenger else play.challenger_check
    return {
        "piles": [[m.name for m in pile.draw_pile] for pile in state.piles],
        "checks": [list(hand) for s, hand in enumerate(state.checks) if s != seat],
        "aside": list(state.checks_aside),
        "committed": secret,
    }


@given(n=st.sampled_from(list(GAME.player_counts)), opts=options, data=st.data())
def test_random_play_keeps_every_invariant(n: int, opts: dict[str, Any], data: Any) -> None:
    state = play_and_check(GAME, n, opts, data, universe, conserved, hidden, every=CHECK_EVERY)
    assert all(c.edition for p in state.papers for c in p if c.is_story and not c.duck)
    assert GAME.scores(state) == tuple(s.total for s in GAME.scoresheets(state))
    best = max(GAME.scores(state))
    assert GAME.winners(state) == tuple(s for s, v in enumerate(GAME.scores(state)) if v == best)


@given(n=st.sampled_from(list(GAME.player_counts)), seed=st.integers(0, 2**64))
def test_same_seed_same_game(n: int, seed: int) -> None:
    assert GAME.new_game(n, seed) == GAME.new_game(n, seed)


def test_the_shortcuts_answer_as_the_move_table() -> None:
    """`legal_actions` and `apply` take a shortcut past GameBase's for legal
    play; on random games they agree with GameBase's, refusals included."""
    import random

    from pressroom.core.protocol import GameBase, IllegalAction

    for seed in range(4):
        chooser = random.Random(seed)
        state = GAME.new_game(3 + seed % 2, seed)
        while not GAME.is_over(state):
            for seat in range(state.num_players):
                assert GAME.legal_actions(state, seat) == GameBase.legal_actions(
                    GAME, state, seat
                )
            seat = chooser.choice(GAME.to_move(state))
            action = chooser.choice(GAME.legal_actions(state, seat))
            for wrong in (Pass(seat), Take((seat + 1) % state.num_players, 0), Remove(seat, (4,))):
                outcomes: list[Any] = []
                for apply in (GAME.apply, lambda s, a: GameBase.apply(GAME, s, a)):
                    try:
                        outcomes.append(apply(state, wrong))
                    except IllegalAction as error:
                        outcomes.append(str(error))
                assert outcomes[0] == outcomes[1]
            after = GAME.apply(state, action)
            assert after == GameBase.apply(GAME, state, action)
            # The action just listed, applied again to the next state: no
            # shortcut there (it is usually illegal by now).
            outcomes = []
            for apply in (GAME.apply, lambda s, a: GameBase.apply(GAME, s, a)):
                try:
                    outcomes.append(apply(after, action))
                except IllegalAction as error:
                    outcomes.append(str(error))
            assert outcomes[0] == outcomes[1]
            state = after
