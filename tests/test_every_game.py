"""The public protocol, checked the same way for every registered game."""

from __future__ import annotations

import importlib
import json
import random
import subprocess
import sys
from typing import Any

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

import pressroom
from pressroom import IllegalAction
from pressroom.core.info import GameInfo

GAMES = sorted(pressroom.GAMES.values(), key=lambda game: game.name)
ids = [game.name for game in GAMES]

data_junk = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=5)),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=10,
)


def first_state(game: Any) -> Any:
    return game.new_game(game.player_counts.start, seed=1)


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_protocol_names(game: Any) -> None:
    assert pressroom.get_game(game.name) is game
    assert isinstance(game.rules_version, str)
    assert isinstance(game.player_counts, range)
    for name in (
        "new_game", "to_move", "legal_actions", "why_illegal", "apply", "is_over", "scores",
        "winners", "view", "sample", "determinize", "state_to_json", "state_from_json",
        "action_to_json", "action_from_json", "parse_action",
    ):
        assert callable(getattr(game, name)), name


def accepts(game: Any, num_players: int, options: dict[str, Any]) -> bool:
    try:
        game.new_game(num_players, seed=1, options=options)
    except ValueError as error:
        assert "option" in str(error) or "players" in str(error)
        return False
    return True


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_info_declares_the_game(game: Any) -> None:
    info = game.info
    assert isinstance(info, GameInfo)
    assert (info.name, info.player_counts) == (game.name, game.player_counts)
    assert set(info.longest_game) == set(game.player_counts)
    assert all(type(bound) is int and bound > 0 for bound in info.longest_game.values())
    assert isinstance(info.bounded, bool)
    low, high = info.score_range
    assert low <= high
    assert info.information in ("perfect", "imperfect")
    assert info.chance in ("deterministic", "seeded")
    for option in info.options:  # every declared choice is accepted, as plain data
        for choice in option.choices:
            # Some choices go with some player counts or some other option's
            # value only (a variant for 4-5 players, a size for a scenario).
            settings = [{option.name: choice}] + [
                {option.name: choice, other.name: value}
                for other in info.options if other is not option
                for value in other.choices
            ]
            assert any(
                accepts(game, n, options) for options in settings for n in game.player_counts
            ), f"{option.name}={choice!r} is refused in every setting"
        assert option.default in option.choices

@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_player_counts_outside_the_range_are_refused(game: Any) -> None:
    for n in (game.player_counts.start - 1, game.player_counts.stop, "3", True, None):
        with pytest.raises(ValueError, match="players"):
            game.new_game(n, seed=1)
    with pytest.raises(ValueError, match="seed"):
        game.new_game(game.player_counts.start, seed="1")
    with pytest.raises(ValueError, match="unknown"):
        game.new_game(game.player_counts.start, seed=1, options={"no such option": 1})


@pytest.mark.parametrize("game", GAMES, ids=ids)
@given(data=data_junk)
def test_malformed_json_is_a_value_error(game: Any, data: Any) -> None:
    for load in (game.state_from_json, game.action_from_json):
        with pytest.raises(ValueError, match="malformed"):
            load(data)


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_json_is_plain_data_and_names_no_code(game: Any) -> None:
    state = first_state(game)
    text = json.dumps(game.state_to_json(state))
    assert game.state_from_json(json.loads(text)) == state
    data = json.loads(text)
    data["$type"] = "os.system"
    with pytest.raises(ValueError, match="malformed"):
        game.state_from_json(data)


@pytest.mark.parametrize("game", GAMES, ids=ids)
@given(text=st.text(max_size=30))
def test_parse_action_refuses_garbage(game: Any, text: str) -> None:
    state = first_state(game)
    seat = game.to_move(state)[0]
    legal = {str(a) for a in game.legal_actions(state, seat)}
    try:
        action = game.parse_action(state, seat, text)
    except IllegalAction as error:
        assert "is not a legal action" in str(error)
        assert len(str(error)) < 400
    else:
        assert str(action) in legal


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_notation_round_trip(game: Any) -> None:
    state = first_state(game)
    seat = game.to_move(state)[0]
    for action in game.legal_actions(state, seat):
        assert game.parse_action(state, seat, str(action)) == action
        assert game.parse_action(state, seat, str(action).split(":", 1)[1]) == action


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_seats_outside_the_game(game: Any) -> None:
    """Seats are ints in range, checked the same way by every call."""
    state = first_state(game)
    n = state.num_players
    for seat in (n, -1, "0", True, False, 1.0, 0.0, None, 2**64):
        with pytest.raises(IllegalAction, match="seat"):
            game.legal_actions(state, seat)
        with pytest.raises(IllegalAction, match="seat"):
            game.determinize(state, seat, 1)
        with pytest.raises(IllegalAction, match="seat"):
            game.parse_action(state, seat, "pass")
        if seat is not None:
            with pytest.raises(IllegalAction, match="seat"):
                game.view(state, seat)
    assert game.view(state, None).seat is None


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_foreign_input_is_an_illegal_action(game: Any) -> None:
    state = first_state(game)
    seat = game.to_move(state)[0]
    action = game.legal_actions(state, seat)[0]
    others = [first_state(g) for g in GAMES if g is not game]
    for foreign in (None, 3, "state", game.view(state, seat), *others):
        with pytest.raises(IllegalAction):
            game.apply(foreign, action)
        assert isinstance(game.why_illegal(foreign, action), str)
        with pytest.raises(IllegalAction):
            game.legal_actions(foreign, seat)
    for other in GAMES:
        if other is not game:
            alien = other.legal_actions(first_state(other), other.to_move(first_state(other))[0])
            with pytest.raises(IllegalAction, match=r"not an? "):
                game.apply(state, alien[0])
    with pytest.raises(IllegalAction):
        game.sample("a view", 1)
    with pytest.raises(IllegalAction):
        game.sample(game.view(state, seat), "1")


class Unprintable:
    def __repr__(self) -> str:
        raise RuntimeError("no repr for you")


def nested(depth: int) -> list[Any]:
    value: list[Any] = []
    for _ in range(depth):
        value = [value]
    return value


HOSTILE = [nested(100_000), 10**5000, -(2**64), Unprintable(), "x" * 1_000_000, b"\x00", 1.5,
           {"player": 0}, object()]


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_hostile_input_gets_short_messages(game: Any) -> None:
    state = first_state(game)
    seat = game.to_move(state)[0]
    before = game.state_to_json(state)
    for junk in HOSTILE:
        with pytest.raises(IllegalAction) as error:
            game.apply(state, junk)
        assert 0 < len(str(error.value)) < 300
        with pytest.raises(IllegalAction) as error:
            game.parse_action(state, seat, junk)
        assert 0 < len(str(error.value)) < 300
        with pytest.raises(IllegalAction) as error:
            game.legal_actions(state, junk)
        assert 0 < len(str(error.value)) < 300
    for text in ("x" * 1_000_000, "\x00" * 50):
        with pytest.raises(IllegalAction) as error:
            game.parse_action(state, seat, text)
        assert len(str(error.value)) < 600
    assert game.state_to_json(state) == before


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_actions_refuse_wrong_field_types_when_built(game: Any) -> None:
    state = first_state(game)
    action = game.legal_actions(state, game.to_move(state)[0])[0]
    cls = type(action)
    for field in attrs.fields(cls):
        value = getattr(action, field.name)
        for wrong in (1.0, True, "0", object()):
            if type(wrong) is type(value):
                continue
            with pytest.raises(TypeError, match=field.name):
                attrs.evolve(action, **{field.name: wrong})
            with pytest.raises(IllegalAction):
                attrs.evolve(action, **{field.name: wrong})


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_repr_of_an_action_pastes_back(game: Any) -> None:
    module = importlib.import_module(type(game).__module__.rsplit(".", 1)[0])
    namespace = {name: getattr(module, name) for name in dir(module)}
    state = first_state(game)
    for seat in game.to_move(state):
        for action in game.legal_actions(state, seat):
            assert eval(repr(action), namespace) == action  # our own repr, not input


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_notation_in_any_case_and_spacing(game: Any) -> None:
    state = first_state(game)
    seat = game.to_move(state)[0]
    for action in game.legal_actions(state, seat)[:20]:
        text = str(action)
        assert game.parse_action(state, seat, "  " + text.upper().replace(" ", "   ")) == action
        assert game.parse_action(state, seat, text.lower()) == action
    near = str(game.legal_actions(state, seat)[0]) + "x"
    with pytest.raises(IllegalAction, match="did you mean"):
        game.parse_action(state, seat, near)


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_states_and_views_draw_as_text(game: Any) -> None:
    state = first_state(game)
    for seat in (*range(state.num_players), None):
        text = str(game.view(state, seat))
        assert text.count("\n") >= 3
        assert "object at 0x" not in text
    assert str(state).count("\n") >= 3


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_same_game_in_another_process(game: Any) -> None:
    """No dependence on hash seeds, set order or dict order."""
    code = (
        "import json, random, pressroom\n"
        f"game = pressroom.get_game({game.name!r})\n"
        f"state = game.new_game({game.player_counts.stop - 1}, seed=5)\n"
        "chooser = random.Random(5)\n"
        "for _ in range(150):\n"
        "    if game.is_over(state): break\n"
        "    seat = chooser.choice(game.to_move(state))\n"
        "    state = game.apply(state, chooser.choice(game.legal_actions(state, seat)))\n"
        "print(json.dumps(game.state_to_json(state), sort_keys=True))\n"
    )
    outputs = {
        subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True,
            env={"PYTHONHASHSEED": seed, "PATH": ""},
        ).stdout
        for seed in ("1", "2")
    }
    assert len(outputs) == 1


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_apply_checks_actions_listed_for_another_state(game: Any) -> None:
    """`apply` skips its check only for an action object just listed for
    that very state; the same object applied to another state is checked."""
    chooser = random.Random(3)
    state = game.new_game(game.player_counts.start, 3)
    tried = 0
    while not game.is_over(state) and tried < 200:
        seat = chooser.choice(game.to_move(state))
        legal = game.legal_actions(state, seat)
        after = game.apply(state, chooser.choice(legal))
        for other in game.to_move(after):
            game.legal_actions(after, other)  # the remembered list is now after's
            for stale in legal:
                reason = game.why_illegal(after, stale)
                if reason is not None:
                    with pytest.raises(IllegalAction) as refused:
                        game.apply(after, stale)
                    assert str(refused.value) == reason
                    tried += 1
        state = after
    assert tried > 0


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_every_one_pass_listing_is_its_moves_in_order(game: Any) -> None:
    """A step may list its actions in one pass (`Step.listing`); it must give
    exactly what its moves' own generators give, in the same order, on every
    state of random games at every player count."""
    import itertools

    listed_steps = 0
    for n in game.player_counts:
        chooser = random.Random(n)
        state = game.new_game(n, n)
        while not game.is_over(state):
            step = game.table.step(state)
            for seat in game.to_move(state):
                if step.listing is not None:
                    by_moves = tuple(itertools.chain.from_iterable(
                        move.legal(state, seat) for move in step.moves))
                    assert step.listing(state, seat) == by_moves
                    listed_steps += 1
            seat = chooser.choice(game.to_move(state))
            state = game.apply(state, chooser.choice(game.legal_actions(state, seat)))
    assert listed_steps > 0, "the game has no one-pass listing to compare"
