from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

import pressroom
from pressroom.core.record import Record, state_digest, states

GAME = pressroom.get_game("newsprint")


def play(
    steps: int,
    num_players: int = 3,
    seed: int = 7,
    options: dict[str, Any] | None = None,
    pick: Any = None,
) -> tuple[Record, Any]:
    """A record of up to ``steps`` legal actions and the state they lead to."""
    state = GAME.new_game(num_players, seed, options)
    record = Record.start(GAME, num_players, seed, options)
    for _ in range(steps):
        if GAME.is_over(state):
            break
        seat = GAME.to_move(state)[0]
        legal = GAME.legal_actions(state, seat)
        action = legal[0] if pick is None else pick(legal)
        state = GAME.apply(state, action)
        record = record.with_action(action)
    return record, state


def canonical(state: Any) -> str:
    return json.dumps(GAME.state_to_json(state), sort_keys=True)


# -- building records --------------------------------------------------------


def test_start() -> None:
    record = Record.start(GAME, 3, 42, {"order_of_play": "ascending", "inside_scoop_ties": "none"})
    assert record == Record(
        game="newsprint",
        rules_version=GAME.rules_version,
        num_players=3,
        seed=42,
        options=(("inside_scoop_ties", "none"), ("order_of_play", "ascending")),
        actions=(),
    )
    assert Record.start(GAME, 2, 1) == Record("newsprint", GAME.rules_version, 2, 1, (), ())
    assert Record.start(GAME, 2, 1, {}) == Record.start(GAME, 2, 1, None)


def test_with_action_appends_and_keeps_the_original() -> None:
    state = GAME.new_game(2, 1)
    first = GAME.legal_actions(state, GAME.to_move(state)[0])[0]
    empty = Record.start(GAME, 2, 1)
    one = empty.with_action(first)
    assert tuple(one.actions) == (first,)
    assert tuple(empty.actions) == ()
    assert tuple(one.with_action(first).actions) == (first, first)
    assert attrs.evolve(one, actions=()) == empty
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        one.seed = 3  # type: ignore[misc]


def test_to_json_exact() -> None:
    record, _ = play(2, num_players=2, seed=5, options={"order_of_play": "ascending"})
    data = record.to_json(GAME)
    assert data == {
        "game": "newsprint",
        "rules_version": GAME.rules_version,
        "num_players": 2,
        "seed": 5,
        "options": {"order_of_play": "ascending"},
        "actions": [GAME.action_to_json(a) for a in record.actions],
        "digest": state_digest(GAME, pressroom.replay(record)[-1]),
    }
    assert len(data["actions"]) == 2
    assert all(a["$type"] for a in data["actions"])
    assert pressroom.record_to_json(record) == data


@pytest.mark.parametrize("steps", [0, 1, 12, 40])
def test_json_round_trip(steps: int) -> None:
    record, _ = play(steps, options={"freedom_counters_freedom": True})
    assert len(record.actions) == steps
    text = json.dumps(record.to_json(GAME))
    digest = json.loads(text)["digest"]
    assert Record.from_json(GAME, json.loads(text)) == attrs.evolve(record, digest=digest)
    assert pressroom.record_from_json(json.loads(text)) == attrs.evolve(record, digest=digest)
    assert pressroom.record_to_json(pressroom.record_from_json(json.loads(text))) == json.loads(
        text
    )


# -- replay ------------------------------------------------------------------


@pytest.mark.parametrize(("num_players", "seed", "steps"), [(2, 1, 30), (3, 7, 25), (5, 99, 60)])
def test_replay_rebuilds_every_state(num_players: int, seed: int, steps: int) -> None:
    record, final = play(steps, num_players, seed, pick=lambda legal: legal[-1])
    replayed = pressroom.replay(record)
    assert isinstance(replayed, tuple)
    assert len(replayed) == steps + 1
    assert replayed[0] == GAME.new_game(num_players, seed)
    assert replayed[-1] == final
    state = replayed[0]
    for action, after in zip(record.actions, replayed[1:], strict=True):
        state = GAME.apply(state, action)
        assert after == state
    # through JSON too
    loaded = pressroom.record_from_json(json.loads(json.dumps(pressroom.record_to_json(record))))
    assert pressroom.replay(loaded)[-1] == final


def test_replay_uses_the_options() -> None:
    options = {"order_of_play": "ascending"}
    record, final = play(20, options=options)
    assert pressroom.replay(record)[-1] == final
    assert pressroom.replay(record)[0] == GAME.new_game(3, 7, options)


def test_replay_of_a_whole_game() -> None:
    record, final = play(10_000, num_players=4, seed=3)
    assert GAME.is_over(final)
    replayed = pressroom.replay(record)
    assert replayed[-1] == final
    assert GAME.scores(replayed[-1]) == GAME.scores(final)


@given(
    st.integers(min_value=0, max_value=2**40),
    st.integers(min_value=2, max_value=5),
    st.integers(min_value=0, max_value=40),
    st.data(),
)
def test_replay_random_play(seed: int, num_players: int, steps: int, data: st.DataObject) -> None:
    def pick(legal: tuple[Any, ...]) -> Any:
        return legal[data.draw(st.integers(min_value=0, max_value=len(legal) - 1))]

    record, final = play(steps, num_players, seed, pick=pick)
    loaded = pressroom.record_from_json(json.loads(json.dumps(pressroom.record_to_json(record))))
    assert loaded == record
    assert pressroom.replay(loaded)[-1] == final


REPLAY_SCRIPT = """
import json, sys, pressroom
record = pressroom.record_from_json(json.loads(sys.stdin.read()))
final = pressroom.replay(record)[-1]
game = pressroom.get_game(record.game)
print(json.dumps(game.state_to_json(final), sort_keys=True))
"""


def test_replay_identical_in_other_processes_and_hash_seeds() -> None:
    record, final = play(45, num_players=4, seed=11, pick=lambda legal: legal[len(legal) // 2])
    text = json.dumps(pressroom.record_to_json(record))
    for hash_seed in ("1", "2"):
        out = subprocess.run(
            [sys.executable, "-c", REPLAY_SCRIPT],
            input=text,
            capture_output=True,
            text=True,
            env={**os.environ, "PYTHONHASHSEED": hash_seed},
            check=True,
            timeout=120,
        )
        assert out.stdout.strip() == canonical(final)


def test_other_rules_version_is_refused() -> None:
    record, last = play(3)
    old = attrs.evolve(record, rules_version="0-old")
    with pytest.raises(ValueError, match="rules version '0-old'"):
        pressroom.replay(old)
    # and at once when loading
    data = pressroom.record_to_json(record, last)
    data["rules_version"] = "0-old"
    with pytest.raises(ValueError, match=r"malformed record: .*rules version '0-old'"):
        pressroom.record_from_json(data)


def test_states_checks_the_game() -> None:
    record = attrs.evolve(Record.start(GAME, 2, 1), game="penny-press")
    with pytest.raises(ValueError, match="'penny-press', not 'newsprint'"):
        list(states(GAME, record))


def test_replay_of_an_illegal_sequence_raises_illegal_action() -> None:
    record, _ = play(1, num_players=2)
    twice = record.with_action(record.actions[0])  # same seat picks again out of turn
    with pytest.raises(pressroom.IllegalAction):
        pressroom.replay(twice)


def test_bad_player_count_is_refused_at_once() -> None:
    data = pressroom.record_to_json(Record.start(GAME, 2, 1))
    data["num_players"] = 99
    with pytest.raises(ValueError, match=r"malformed record: .*99"):
        pressroom.record_from_json(data)
    with pytest.raises(ValueError, match="99"):
        Record.start(GAME, 99, 1)
    with pytest.raises(ValueError, match="unknown"):
        Record.start(GAME, 2, 1, {"no such option": 1})
    with pytest.raises(ValueError, match="seed"):
        Record.start(GAME, 2, "1")  # type: ignore[arg-type]


def test_with_action_takes_actions_only() -> None:
    record = Record.start(GAME, 2, 1)
    for junk in ("0:pick Local", None, 3, {"player": 0}):
        with pytest.raises(TypeError, match="action objects"):
            record.with_action(junk)
        with pytest.raises(TypeError, match="action objects"):
            record.with_actions([junk])


def test_play_applies_and_records() -> None:
    state = GAME.new_game(2, 1)
    record = Record.start(GAME, 2, 1)
    action = GAME.legal_actions(state, 0)[0]
    record, after = record.play(GAME, state, action)
    assert tuple(record.actions) == (action,)
    assert after == GAME.apply(state, action)
    with pytest.raises(pressroom.IllegalAction):
        record.play(GAME, after, action)  # seat 0 has picked already


def test_replay_error_names_the_action() -> None:
    record, _ = play(1, num_players=2)
    twice = record.with_action(record.actions[0])
    with pytest.raises(pressroom.IllegalAction, match="action 1 of the record"):
        pressroom.replay(twice)


def test_truncated_or_altered_record_is_reported() -> None:
    record, last = play(12)
    data = pressroom.record_to_json(record, last)
    assert pressroom.replay(pressroom.record_from_json(data))[-1] == last
    truncated = dict(data, actions=data["actions"][:-1])
    with pytest.raises(ValueError, match="truncated or altered"):
        pressroom.replay(pressroom.record_from_json(truncated))
    other_seed = dict(data, seed=data["seed"] + 1)
    with pytest.raises((ValueError, pressroom.IllegalAction)):
        pressroom.replay(pressroom.record_from_json(other_seed))
    assert pressroom.record_to_json(record) == data  # the digest found by replaying


# -- malformed records -------------------------------------------------------


def good_data() -> dict[str, Any]:
    record, _ = play(3)
    return pressroom.record_to_json(record)


def changed(**changes: Any) -> dict[str, Any]:
    data = good_data()
    data.update(changes)
    return data


def without(key: str) -> dict[str, Any]:
    data = good_data()
    del data[key]
    return data


@pytest.mark.parametrize("data", [None, [], "newsprint", 3, [["game", "newsprint"]]])
def test_not_an_object(data: Any) -> None:
    with pytest.raises(ValueError, match="malformed record"):
        Record.from_json(GAME, data)
    with pytest.raises(ValueError, match="malformed record"):
        pressroom.record_from_json(data)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (without("actions"), "expected the keys"),
        (without("seed"), "expected the keys"),
        (without("options"), "expected the keys"),
        (without("rules_version"), "expected the keys"),
        (changed(extra=1), "expected the keys"),
        (changed(num_players="3"), "num_players must be an integer"),
        (changed(num_players=True), "num_players must be an integer"),
        (changed(num_players=3.0), "num_players must be an integer"),
        (changed(seed=None), "seed must be an integer"),
        (changed(seed=False), "seed must be an integer"),
        (changed(seed="7"), "seed must be an integer"),
        (changed(rules_version=1), "rules version 1"),
        (changed(digest=5), "digest must be a string"),
        (changed(options=[]), "options must be an object"),
        (changed(options=None), "options must be an object"),
        (changed(actions={}), "actions a list"),
        (changed(actions="[]"), "actions a list"),
        (changed(options={"no_such_option": True}), "no_such_option"),
        (changed(options={"order_of_play": "sideways"}), "sideways"),
        (changed(options={"freedom_counters_freedom": "yes"}), "freedom_counters_freedom"),
        (changed(actions=[5]), r"malformed data at \$"),
        (changed(actions=[{"$type": "Nope", "player": 0}]), "Nope"),
        (changed(actions=[{"$type": "Pick", "player": 0, "card": "NO_SUCH_CARD"}]), r"\$\.card"),
        (changed(actions=[{"$type": "Pick", "player": "0", "card": "NATIONAL"}]), r"\$\.player"),
        (changed(actions=[{"$type": "Pick", "player": 0}]), "missing"),
        (changed(actions=[{"$type": "os.system", "player": 0}]), "os.system"),
    ],
)
def test_malformed_record_raises_value_error(data: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Record.from_json(GAME, data)
    with pytest.raises(ValueError, match=message):
        pressroom.record_from_json(data)


def test_record_for_another_game() -> None:
    data = changed(game="no-such-game")
    with pytest.raises(ValueError, match="it is for 'no-such-game', not 'newsprint'"):
        Record.from_json(GAME, data)
    with pytest.raises(ValueError, match="no game called 'no-such-game'"):
        pressroom.record_from_json(data)


@pytest.mark.parametrize("name", [None, 3, ["newsprint"]])
def test_record_from_json_needs_a_game_name(name: Any) -> None:
    with pytest.raises(ValueError, match="expected an object with a game name"):
        pressroom.record_from_json(changed(game=name))


@pytest.mark.parametrize("name", ["nope", "", "Newsprint", None, ["newsprint"]])
def test_get_game_unknown(name: Any) -> None:
    with pytest.raises(ValueError, match="no game called"):
        pressroom.get_game(name)


def test_get_game_known() -> None:
    assert pressroom.get_game("newsprint") is GAME
    assert GAME.name == "newsprint"
    assert pressroom.GAMES["newsprint"] is GAME
