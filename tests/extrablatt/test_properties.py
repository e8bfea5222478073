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
    Take,
    WriteCheck,
)
from pressroom.games.extrablatt.components import ALL_CHECKS, SIZES
from pressroom.games.extrablatt.game import conservation_problem
from pressroom.games.extrablatt.state import ExtrablattState
from tests.extrablatt.helpers import GAME, paper_problems
from tests.protocol_checks import play_and_check

# Every turn but a pass uses up at least one of the 104 FAX messages, takes at
# most 7 steps (extra turn, challenge, 2 checks, size, place, pile), and a
# table of passes ends the game.
MAX_STEPS = 104 * 7 + 4
CHECK_EVERY = 2

options = st.fixed_dictionaries(
    {},
    optional={
        "fold_joins_pages": st.booleans(),
        "red_from": st.sampled_from([8, 9]),
        "remove_from_one_column": st.booleans(),
        "bonus_ties": st.sampled_from(["competition", "dense"]),
    },
)


def universe(state: ExtrablattState, seat: int) -> list[Any]:
    """Actions of every shape for ``seat``, legal or not."""
    n = state.num_players
    cols = range(-1, 6)
    out: list[Any] = [ExtraTurn(seat), Pass(seat)]
    out += [Take(seat, c) for c in cols]
    out += [Remove(seat, (a,)) for a in cols]
    out += [Remove(seat, (a, b)) for a in cols for b in cols]
    out += [
        Challenge(seat, c, o, s)
        for c in cols for o in range(-1, n + 1) for s in (None, *Section)
    ]
    out += [WriteCheck(seat, v) for v in (0, *ALL_CHECKS, 13000)]
    out += [ChooseSize(seat, s) for s in (0, 5, *SIZES, 24)]
    out += [
        Place(seat, h, w, r, c)
        for h, w in ((2, 2), (2, 3), (3, 2), (2, 4), (3, 4), (4, 5), (2, 6), (1, 4))
        for r in range(-1, 10, 2) for c in range(-1, 21, 3)
    ]
    out += [PlaceDuck(seat, i) for i in range(-1, 8)]
    out += [ChoosePile(seat, p) for p in Pile]
    return out


def conserved(state: ExtrablattState) -> list[str]:
    """Every component accounted for, and every placed card obeying the
    placement rules, with no two cards overlapping."""
    problems = [] if conservation_problem(state) is None else [str(conservation_problem(state))]
    joined = state.options.fold_joins_pages
    return problems + [p for paper in state.papers for p in paper_problems(paper, joined)]


@given(
    n=st.sampled_from(list(GAME.player_counts)),
    seed=st.integers(0, 2**32),
    opts=options,
    choices=st.integers(0, 2**32),
)
def test_random_play_keeps_every_invariant(
    n: int, seed: int, opts: dict[str, Any], choices: int
) -> None:
    state = play_and_check(
        GAME, n, seed, opts, choices, universe, conserved, MAX_STEPS, every=CHECK_EVERY
    )
    assert all(c.edition for p in state.papers for c in p if c.is_story and not c.duck)
    assert GAME.scores(state) == tuple(s.total for s in GAME.scoresheets(state))
    best = max(GAME.scores(state))
    assert GAME.winners(state) == tuple(s for s, v in enumerate(GAME.scores(state)) if v == best)


@given(n=st.sampled_from(list(GAME.player_counts)), seed=st.integers(0, 2**64))
def test_same_seed_same_game(n: int, seed: int) -> None:
    assert GAME.new_game(n, seed) == GAME.new_game(n, seed)
