"""Bad input: junk actions raise IllegalAction and leave the state as it was."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from pressroom.games.extra_extra import actions as A
from pressroom.games.extra_extra.components import (
    Card,
    Classified,
    Icon,
    Side,
    Space,
    Speciality,
    Tile,
)
from tests.extra_extra.helpers import GAME
from tests.protocol_checks import applied_or_refused


def states() -> list[object]:
    out = []
    for scenario, n in ((1, 3), (6, 4), (9, 5)):
        state = GAME.new_game(n, scenario, {"scenario": scenario, "round_limit": 6})
        chooser = random.Random(scenario)
        for step in range(400):
            if GAME.is_over(state):
                break
            if step % 23 == 0:
                out.append(state)
            seat = GAME.to_move(state)[0]
            state = GAME.apply(state, chooser.choice(GAME.legal_actions(state, seat)))
    return out


STATES = states()
ints = st.one_of(st.integers(-3, 8), st.sampled_from([100, 200, 1000, -100, 2**64, 10**30]))
seats = st.integers(-1, 6)
specs = st.sampled_from(list(Speciality))
icons = st.one_of(st.none(), st.sampled_from(list(Icon)))
actions = st.one_of(
    st.builds(A.PlaceReporter, seats, st.sampled_from(list(Space))),
    st.builds(A.Fee, seats, ints),
    st.builds(A.Pass, seats), st.builds(A.Done, seats), st.builds(A.Press, seats),
    st.builds(A.Sell, seats, st.sampled_from(list(Card))),
    st.builds(A.Discard, seats, st.sampled_from(list(Card))),
    st.builds(A.PlayStringer, seats, st.sampled_from(list(Card)), st.booleans()),
    st.builds(A.TakeCuttings, seats, ints, ints),
    st.builds(A.TakeWire, seats, ints),
    st.builds(A.Lift, seats, st.sampled_from(list(Tile))),
    st.builds(A.Put, seats, ints, ints, ints, st.sampled_from(list(Side))),
    st.builds(A.ToCopyDesk, seats),
    st.builds(A.ClaimHeadline, seats, ints, ints, ints, st.booleans()),
    st.builds(A.ClaimColumn, seats, st.lists(specs, max_size=3).map(tuple),
              st.lists(specs, max_size=3).map(tuple), ints, ints, icons),
    st.builds(A.ClaimStory, seats, st.sampled_from(list(Tile)), specs, ints, ints, icons),
    st.builds(A.PlayExtra, seats, st.sampled_from(list(Card))),
    st.builds(A.Interview, seats, st.sampled_from(list(Tile))),
    st.builds(A.ClaimClassified, seats, st.sampled_from(list(Classified))),
    st.builds(A.ClaimAd, seats, ints),
    st.builds(A.Recruit, seats),
    st.none(), st.integers(), st.text(max_size=5),
)


@given(index=st.integers(0, len(STATES) - 1), action=actions)
def test_junk_actions_are_refused_or_applied(index: int, action: object) -> None:
    applied_or_refused(GAME, STATES[index], action)


@given(index=st.integers(0, len(STATES) - 1))
def test_listed_actions_apply(index: int) -> None:
    state = STATES[index]
    seat = GAME.to_move(state)[0]  # type: ignore[arg-type]
    for action in GAME.legal_actions(state, seat)[:20]:  # type: ignore[arg-type]
        applied_or_refused(GAME, state, action)
