"""The DESIGN.md invariants, checked the same way for every game.

`play_and_check` plays a random legal game whose every choice (the seed, the
seat, the action) is drawn through hypothesis, so a failure shrinks to a
short game. On checked states it proves:

- legality both ways, exactly: for every seat to move, the generated
  `legal_actions` equal the set of candidates of a per-game universe that
  `why_illegal` accepts (every candidate, not a sample); every listed action
  applies, parses back from its notation and round-trips JSON; seats not to
  move have none;
- the JSON round trip of the state;
- hidden information: for every seat and the public view,
  ``view(sample(v, x), p) == v``, equal legal actions and `to_move`, and two
  states with equal views give equal `determinize`; the game's own
  conservation oracle (written in the tests, not taken from the game) holds
  for every sample;
- at the end, termination within the declared bound, and determinism
  through a replayed JSON record.

`TALLY` counts what was checked; the test session prints it.
"""

from __future__ import annotations

import collections
import json
from collections.abc import Callable, Mapping
from typing import Any

from hypothesis import strategies as st

import pressroom
from pressroom import IllegalAction

TALLY: collections.Counter[str] = collections.Counter()

Universe = Callable[[Any, int], list[Any]]
Conserved = Callable[[Any], list[str]]
Hidden = Callable[[Any, int | None], Any]


def check_legality(game: Any, state: Any, universe: Universe) -> None:
    movers = game.to_move(state)
    TALLY[f"{game.name}: states checked for legality"] += 1
    for seat in range(state.num_players):
        legal = game.legal_actions(state, seat)
        assert len(set(legal)) == len(legal), "an action is listed twice"
        if seat not in movers:
            assert legal == ()
            continue
        candidates = universe(state, seat)
        accepted = {c for c in candidates if game.why_illegal(state, c) is None}
        assert set(legal) == accepted, (
            f"listed but refused: {set(legal) - accepted}; "
            f"accepted but not listed: {accepted - set(legal)}"
        )
        TALLY[f"{game.name}: seats to move compared"] += 1
        TALLY[f"{game.name}: candidate actions checked"] += len(candidates)
        for action in legal:
            game.apply(state, action)
            data = json.loads(json.dumps(game.action_to_json(action)))
            assert game.action_from_json(data) == action
            assert game.parse_action(state, seat, str(action)) == action


def check_hidden_information(
    game: Any, state: Any, seed: int, conserved: Conserved, hidden: Hidden | None = None
) -> None:
    for seat in (*range(state.num_players), None):
        view = game.view(state, seat)
        sampled = game.sample(view, seed)
        assert game.view(sampled, seat) == view, f"a sample does not show seat {seat} its view"
        assert conserved(sampled) == []
        assert game.to_move(sampled) == game.to_move(state)
        TALLY[f"{game.name}: views sampled"] += 1
        if seat is None:
            continue
        assert game.legal_actions(sampled, seat) == game.legal_actions(state, seat)
        # Another state this seat cannot tell apart from ``state``.
        twin = game.sample(view, seed + 1)
        assert game.determinize(twin, seat, seed) == game.determinize(state, seat, seed)
        if hidden is not None:
            # Over a few seeds, what the seat cannot see is drawn anew.
            drawn = {json.dumps(hidden(game.sample(view, seed + k), seat)) for k in range(4)}
            if len(drawn) > 1:
                TALLY[f"{game.name}: views whose hidden parts varied"] += 1


def check_state(
    game: Any, state: Any, seed: int, universe: Universe, conserved: Conserved,
    hidden: Hidden | None = None,
) -> None:
    assert conserved(state) == []
    assert game.state_from_json(json.loads(json.dumps(game.state_to_json(state)))) == state
    check_legality(game, state, universe)
    check_hidden_information(game, state, seed, conserved, hidden)


def play_and_check(
    game: Any,
    num_players: int,
    options: Mapping[str, Any],
    data: st.DataObject,
    universe: Universe,
    conserved: Conserved,
    hidden: Hidden | None = None,
    every: int = 7,
) -> Any:
    """Play one random game drawn from ``data``, checking every ``every``-th
    state and the last; return the last state."""
    seed = data.draw(st.integers(0, 2**32 - 1), label="seed")
    state = game.new_game(num_players, seed, options)
    bound = game.info.longest_game[num_players]
    actions = []
    while not game.is_over(state):
        if len(actions) % every == 0:
            check_state(game, state, seed + len(actions), universe, conserved, hidden)
        movers = game.to_move(state)
        seat = movers[0] if len(movers) == 1 else data.draw(st.sampled_from(movers))
        legal = game.legal_actions(state, seat)
        action = legal[0] if len(legal) == 1 else legal[data.draw(st.integers(0, len(legal) - 1))]
        state = game.apply(state, action)
        actions.append(action)
        assert len(actions) <= bound, f"the game must end within {bound} actions"
    check_state(game, state, seed, universe, conserved, hidden)
    assert game.to_move(state) == ()
    assert set(game.winners(state)) <= set(range(num_players))
    low, high = game.info.score_range
    assert all(low <= score <= high for score in game.scores(state))
    record = pressroom.Record.start(game, num_players, seed, options).with_actions(actions)
    text = json.dumps(pressroom.record_to_json(record))
    assert pressroom.replay(pressroom.record_from_json(json.loads(text)))[-1] == state
    TALLY[f"{game.name}: random games played"] += 1
    TALLY[f"{game.name}: random steps played"] += len(actions)
    return state


def is_listed(game: Any, state: Any, action: Any) -> bool:
    """Whether ``action`` is among its seat's legal actions (plain ``in``:
    an object equal to a listed action is that action)."""
    seat = getattr(action, "player", None)
    if type(seat) is not int or not 0 <= seat < state.num_players:
        return False
    return action in game.legal_actions(state, seat)


def applied_or_refused(game: Any, state: Any, action: Any) -> None:
    """``action`` is applied if and only if it is listed; otherwise it raises
    IllegalAction with a message. Either way ``state`` is unchanged."""
    before = game.state_to_json(state)
    listed = is_listed(game, state, action)
    try:
        game.apply(state, action)
    except IllegalAction as error:
        assert not listed, f"{action!r} is listed but refused: {error}"
        assert str(error)
        assert len(str(error)) < 400, "messages stay short whatever the input"
    else:
        assert listed, f"{action!r} was applied but is not listed"
    assert game.state_to_json(state) == before


def random_state(game: Any, num_players: int, seed: int, steps: int) -> Any:
    """A state part-way through a random game (for tests that need one)."""
    import random

    chooser = random.Random(seed)
    state = game.new_game(num_players, seed)
    for _ in range(steps):
        if game.is_over(state):
            break
        seat = chooser.choice(game.to_move(state))
        state = game.apply(state, chooser.choice(game.legal_actions(state, seat)))
    return state


def drawn_as_the_view_is_sampled(game: Any, state: Any, seeds: tuple[int, ...]) -> list[Any]:
    """For every seat and seed, `determinize` gives the very state `sample`
    draws from the seat's view, whose view is the seat's: what a game that
    draws from the state (its `determinize_state`) must keep, since then it
    depends on the view and the seed alone. The states drawn, for the
    caller's own checks."""
    drawn = []
    for seat in range(state.num_players):
        seen = game.view(state, seat)
        for seed in seeds:
            state_drawn = game.determinize(state, seat, seed)
            assert state_drawn == game.sample(seen, seed)
            assert game.view(state_drawn, seat) == seen
            drawn.append(state_drawn)
    return drawn
