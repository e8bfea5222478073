"""The DESIGN.md invariants, checked the same way for every game.

`play_and_check` plays a random legal game and, at sampled steps, checks
legality both ways (every listed action applies, parses back and round-trips
through JSON; a universe of other actions is refused), the JSON round trip of
the state, the view/determinize properties and the game's own conservation
check; at the end, termination, determinism through a replayed record, and
the final scores.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping
from typing import Any

import pressroom
from pressroom import IllegalAction


def check_state(
    game: Any,
    state: Any,
    chooser: random.Random,
    universe: Callable[[Any, int], list[Any]],
    conserved: Callable[[Any], list[str]],
    sample: int = 40,
) -> None:
    assert conserved(state) == []
    assert game.state_from_json(json.loads(json.dumps(game.state_to_json(state)))) == state
    movers = game.to_move(state)
    for seat in range(state.num_players):
        legal = game.legal_actions(state, seat)
        assert bool(legal) == (seat in movers)
        for action in legal:
            game.apply(state, action)  # listed actions apply
            assert (
                game.action_from_json(json.loads(json.dumps(game.action_to_json(action)))) == action
            )
            assert game.parse_action(state, seat, str(action)) == action
        listed = set(legal)
        candidates = universe(state, seat)
        for action in chooser.sample(candidates, min(sample, len(candidates))):
            if action not in listed:  # unlisted actions are refused
                try:
                    game.apply(state, action)
                except IllegalAction:
                    continue
                raise AssertionError(f"{action} was applied but is not listed")
    seat = chooser.randrange(state.num_players)
    shadow = game.determinize(state, seat, chooser.randrange(2**32))
    assert game.view(shadow, seat) == game.view(state, seat)
    assert game.legal_actions(shadow, seat) == game.legal_actions(state, seat)
    assert game.to_move(shadow) == movers
    assert conserved(shadow) == []


def play_and_check(
    game: Any,
    num_players: int,
    seed: int,
    options: Mapping[str, Any],
    choices: int,
    universe: Callable[[Any, int], list[Any]],
    conserved: Callable[[Any], list[str]],
    max_steps: int,
    every: int = 7,
) -> Any:
    """Play one random game, checking every ``every``-th state; return the last."""
    chooser = random.Random(choices)
    state = game.new_game(num_players, seed, options)
    actions = []
    while not game.is_over(state):
        if len(actions) % every == 0:
            check_state(game, state, chooser, universe, conserved)
        seat = chooser.choice(game.to_move(state))
        action = chooser.choice(game.legal_actions(state, seat))
        state = game.apply(state, action)
        actions.append(action)
        assert len(actions) <= max_steps, "the game must end"
    check_state(game, state, chooser, universe, conserved)
    assert game.to_move(state) == ()
    assert set(game.winners(state)) <= set(range(num_players))
    record = pressroom.Record.start(game, num_players, seed, options).with_actions(actions)
    data = json.loads(json.dumps(pressroom.record_to_json(record)))
    assert pressroom.replay(pressroom.record_from_json(data))[-1] == state  # determinism
    return state


def is_listed(game: Any, state: Any, action: Any) -> bool:
    """Listed, compared by type and notation as well, so that a field holding
    True does not pass for one holding 1 (``True == 1`` in Python)."""
    seat = getattr(action, "player", None)
    if type(seat) is not int or not 0 <= seat < state.num_players:
        return False
    return any(
        type(a) is type(action) and a == action and str(a) == str(action)
        for a in game.legal_actions(state, seat)
    )


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
    else:
        assert listed, f"{action!r} was applied but is not listed"
    assert game.state_to_json(state) == before


def random_state(game: Any, num_players: int, seed: int, steps: int) -> Any:
    """A state part-way through a random game."""
    chooser = random.Random(seed)
    state = game.new_game(num_players, seed)
    for _ in range(steps):
        if game.is_over(state):
            break
        seat = chooser.choice(game.to_move(state))
        state = game.apply(state, chooser.choice(game.legal_actions(state, seat)))
    return state
