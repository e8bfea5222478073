"""Strict at the door: `state_from_json` refuses every state the game could
not be in, with a ValueError that says "malformed" and names the field.

Impossible states are made from the JSON of real states met in random play
(every step of the game, every player count), by kind: wrong types, numbers
out of range, wrong lengths, bad seats, broken conservation, steps without
what they need, and a record of presses that does not add up. `impossible`
builds them all; the test loads each one.
"""

from __future__ import annotations

import collections
import copy
import json
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pressroom.games.penny_press import Phase, Story, check
from pressroom.games.penny_press.state import (
    BEAT_FIELDS,
    SUPPLY_BIT,
    TABLE_FIELDS,
    TURN_FIELDS,
    PennyPressState,
)
from tests.penny_press.helpers import GAME

Data = dict[str, Any]
STORY_NUMBERS = {story.name: story.value for story in Story}
Mutation = tuple[str, str, tuple[str, ...], Callable[[Data], None]]  # kind, name, fields, edit


def real_states() -> list[PennyPressState]:
    """One state of each step and edition met in random games of 2-5 players."""
    found: dict[tuple[Any, ...], PennyPressState] = {}
    for n in (2, 3, 4, 5):
        for seed in range(3):
            options = {"newsboy_strike": True} if n >= 4 and seed == 1 else {}
            chooser = random.Random(seed)
            state = GAME.new_game(n, seed, options)
            while True:
                key = (n, state.phase, state.edition, state.page is None)
                found.setdefault(key, state)
                if GAME.is_over(state):
                    break
                seat = GAME.to_move(state)[0]
                state = GAME.apply(state, chooser.choice(GAME.legal_actions(state, seat)))
    return list(found.values())


def story(beat: str, form: str, stars: int) -> str:
    """A story as JSON: its name, e.g. "W_A1" (a 4-star one has none)."""
    return f"{beat}_{form}{stars}"


def _set(path: tuple[Any, ...], value: Any) -> Callable[[Data], None]:
    def edit(data: Data) -> None:
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return edit


def _seat_fields(data: Data) -> Iterator[str]:
    yield from ("pennies", "published", "circulation", "advertisements")


def _home(data: Data, seat: int) -> int:
    """The reporters on ``seat``'s mat: those not on a story (the state
    stores no mats)."""
    return 5 - sum(covered["reporters"][seat] for column in data["beats"] for covered in column)


def mutations(data: Data) -> Iterator[Mutation]:
    """Every impossible edit of one real state's JSON, with the fields a
    message may name for it."""
    n = data["num_players"]
    # Wrong types: the decoder refuses them by the declared types.
    for field, value in [("num_players", "3"), ("current", 1.0), ("current", True),
                         ("phase", "SLEEPING"), ("rng", 7),
                         ("arrows", [0.5] * 5), ("published", [[{"$type": "os.system"}]] * n),
                         # (The supply is one int: stacks as lists are refused.)
                         ("supply", [[[1, 2, 3]] * 4] * 5), ("supply", 1.0)]:
        yield "wrong types", f"{field}={value!r}", (field,), _set((field,), value)
    # Numbers out of range, including ones too large to loop over.
    for value in (-1, 10**30, 2**64):
        for field in ("current", "turns_left"):
            yield "numbers out of range", f"{field}={value}", (field,), _set((field,), value)
        for field in ("pennies", "circulation"):
            yield ("numbers out of range", f"{field}[0]={value}", (field,),
                   _set((field, 0), value))
        for field in ("arrows", "bonus"):
            yield "numbers out of range", f"{field}[2]={value}", (field,), _set((field, 2), value)
        yield "numbers out of range", f"rng={value}", ("rng",), _set(("rng", "state"), value)
        yield "numbers out of range", f"supply={value}", ("supply",), _set(("supply",), value)
        yield ("numbers out of range", f"headlines.drawn={value}", ("headlines",),
               _set(("headlines", "drawn"), value))
        yield ("numbers out of range", f"num_players={value}", ("num_players",),
               _set(("num_players",), value))
    yield "numbers out of range", "arrows[0]=10", ("arrows",), _set(("arrows", 0), 10)
    # (The supply keeps 60 bits: the 61st is no story's.)
    yield "numbers out of range", "supply=2**60", ("supply",), _set(("supply",), 2**60)
    yield ("numbers out of range", "supply with a bit no story has", ("supply",),
           _set(("supply",), data["supply"] | 2**60))
    yield ("numbers out of range", "headlines.drawn=46", ("headlines",),
           _set(("headlines", "drawn"), 46))
    # (The same cards face up, were the count taken from the end of the order.)
    yield ("numbers out of range", "headlines.drawn from the end", ("headlines",),
           _set(("headlines", "drawn"), data["headlines"]["drawn"] - 45))
    yield "numbers out of range", "bonus[4]=21", ("bonus",), _set(("bonus", 4), 21)
    yield "numbers out of range", "bonus[1]=1", ("bonus",), _set(("bonus", 1), 1)
    yield "numbers out of range", "pennies[0]=5", ("pennies",), _set(("pennies", 0), 5)
    yield ("numbers out of range", "advertisement row 3", ("advertisements",),
           _set(("advertisements", 0), [3, 0]))
    yield ("numbers out of range", "advertisement column -1", ("advertisements",),
           _set(("advertisements", 0), [0, -1]))
    for beat, column in enumerate(data["beats"]):
        if column:
            yield ("numbers out of range", "reporters -1", ("beats", "home"),
                   _set(("beats", beat, 0, "reporters", 0), -1))
            yield ("numbers out of range", "reporters 10**30", ("beats", "home"),
                   _set(("beats", beat, 0, "reporters", 0), 10**30))
            break
    if data["reports"]:
        i = 0
        for field, value in (("story_points", 10**30), ("page_points", -3), ("scoops", [-1] * n),
                             ("empty_penalty", 17)):
            yield ("numbers out of range", f"reports[{i}].{field}={value}", ("reports",),
                   _set(("reports", i, field), value))
        yield ("numbers out of range", "a story with 4 stars", ("reports",),
               _set(("reports", i, "claimed", 0), story("W", "A", 4)))
    # Wrong lengths.
    for field in _seat_fields(data):
        yield ("wrong lengths", f"{field} one short", (field,),
               lambda d, f=field: d[f].pop())
        yield ("wrong lengths", f"{field} one long", (field,),
               lambda d, f=field: d[f].append(copy.deepcopy(d[f][0])))
    for field in ("arrows", "bonus", "beats"):
        yield "wrong lengths", f"{field} one short", (field,), lambda d, f=field: d[f].pop()
    for beat, column in enumerate(data["beats"]):
        if column:
            yield ("wrong lengths", "reporters one long", ("beats",),
                   lambda d, b=beat: d["beats"][b][0]["reporters"].append(0))
            break
    if data["reports"]:
        yield ("wrong lengths", "scoops one short", ("reports",),
               lambda d: d["reports"][0]["scoops"].pop())
    # Bad seats.
    for field in ("current", "newsboy", "trigger"):
        yield "bad seats", f"{field}={n}", (field,), _set((field,), n)
    yield "bad seats", "final_queue [n]", ("final_queue",), _set(("final_queue",), [n])
    yield "bad seats", "finished [n]", ("finished",), _set(("finished",), [n])
    yield "bad seats", "finished twice", ("finished", "trigger"), _set(("finished",), [0, 0])
    if data["reports"]:
        yield "bad seats", "report seat n", ("reports",), _set(("reports", 0, "seat"), n)
    # Broken conservation.
    for beat, column in enumerate(data["beats"]):
        if column:
            # More reporters on stories than a player has (one reporter
            # more would only take one from the mat, when it holds any).
            yield ("broken conservation", "six reporters out", ("home", "beats", "reporters"),
                   lambda d, b=beat: d["beats"][b][0]["reporters"].__setitem__(
                       0, d["beats"][b][0]["reporters"][0] + _home(d, 0) + 1))
            break
    yield ("broken conservation", "a headline card twice", ("headlines",),
           lambda d: d["headlines"]["order"].__setitem__(-1, d["headlines"]["order"][0]))
    yield ("broken conservation", "a headline card lost", ("headlines",),
           lambda d: d["headlines"]["order"].pop())
    yield ("broken conservation", "a 46th headline card", ("headlines",),
           lambda d: d["headlines"]["order"].append("H1"))
    # The supply keeps a bit a story (`SUPPLY_BIT`).
    supply = data["supply"]
    if supply:
        yield ("broken conservation", "a story lost", ("supply", "story"),
               _set(("supply",), supply & (supply - 1)))
        yield ("broken conservation", "the highest story of the supply lost", ("supply", "story"),
               _set(("supply",), supply & ~(1 << (supply.bit_length() - 1))))
    for beat, column in enumerate(data["beats"]):
        if column:
            number = STORY_NUMBERS[column[0]["story"]]
            yield ("broken conservation", "a story on the board and in the supply",
                   ("beats", "story", "supply"), _set(("supply",), supply | SUPPLY_BIT[number]))
            yield ("broken conservation", "a story on the board twice",
                   ("beats", "story", "supply"),
                   lambda d, b=beat: d["beats"][b].append(copy.deepcopy(d["beats"][b][0])))
            yield ("broken conservation", "a story in another beat", ("beats",),
                   lambda d, b=beat: d["beats"][(b + 1) % 5].append(
                       copy.deepcopy(d["beats"][b].pop(0))))
            break
    yield ("broken conservation", "a story published twice", ("published", "story", "supply"),
           lambda d: d["published"][0].append(story("W", "A", 1)))
    yield ("broken conservation", "seven advertisements", ("advertisements",),
           lambda d: d["advertisements"].extend([[0, 0]] * 6))
    # Steps without what they need.
    phase, page = data["phase"], data["page"]
    for other in ("ACTION", "RECALL", "LAYOUT", "EXCLUSIVE", "CLOSING", "OVER"):
        # A state recalling reporters could also be one choosing its action.
        if other != phase and (phase, other) != ("RECALL", "ACTION"):
            yield ("steps without what they need", f"{phase} -> {other}",
                   ("phase", "page", "end_bonus", "final_queue", "arrows", "newsboy", "trigger"),
                   _set(("phase",), other))
    if page is not None:
        yield ("steps without what they need", "no page", ("page", "story"),
               _set(("page",), None))
        yield ("steps without what they need", "page.target (9, 9)", ("page",),
               _set(("page", "target"), [9, 9]))
        yield ("steps without what they need", "page.top_beats none", ("page",),
               _set(("page", "top_beats"), [False] * 5))
        yield ("steps without what they need", "page.placed a shape without cells", ("page",),
               lambda d: d["page"]["placed"].append([
                   story("W", "A", 1),
                   {"$type": "Placement", "shape": {"$type": "Shape", "cells": []},
                    "row": 0, "col": 0}]))
    else:
        yield ("steps without what they need", "a page outside a press", ("page",),
               _set(("page",), {"$type": "FrontPage", "to_place": [], "placed": [],
                                "advertisement": None, "top_beats": [True] * 5,
                                "target": [0, 0]}))
    edition = data["edition"]
    for other in ("REGULAR", "FINAL_MOVES", "FINAL_PRESSES"):
        # A press in the final edition may be a last move's or a last press.
        either = {edition, other} == {"FINAL_MOVES", "FINAL_PRESSES"} and page is not None
        if other != edition and not either:
            yield ("steps without what they need", f"{edition} -> {other}",
                   ("trigger", "final_queue", "finished", "phase", "newsboy", "edition"),
                   _set(("edition",), other))
    if data["end_bonus"] is None:
        yield ("steps without what they need", "end bonus before the end", ("end_bonus",),
               _set(("end_bonus",), [0] * n))
    else:
        yield ("steps without what they need", "no end bonus at the end",
               ("end_bonus", "circulation"),
               _set(("end_bonus",), None))
    if data["newsboy"] is not None:
        yield ("steps without what they need", "newsboy without the variant", ("newsboy",),
               _set(("options", "newsboy_strike"), False))
    # A record of presses that does not add up.
    yield ("record of presses", "circulation +1", ("circulation",),
           lambda d: d["circulation"].__setitem__(0, d["circulation"][0] + 1))
    yield ("record of presses", "a penny without a press", ("pennies",),
           lambda d: d["pennies"].__setitem__(0, d["pennies"][0] + 1))
    yield ("record of presses", "a bonus marker moved", ("bonus",),
           lambda d: d["bonus"].__setitem__(0, d["bonus"][0] + 1 if d["bonus"][0] < 20 else 19))
    yield ("record of presses", "an advertisement nobody drew", ("advertisements",),
           lambda d: d["advertisements"].__setitem__(
               0, None if d["advertisements"][0] else [1, 1]))
    yield ("record of presses", "a card drawn too many", ("headlines",),
           _set(("headlines", "drawn"), data["headlines"]["drawn"] + 1))
    yield ("record of presses", "a card drawn too few", ("headlines",),
           _set(("headlines", "drawn"), data["headlines"]["drawn"] - 1))
    if data["reports"]:
        yield ("record of presses", "page points not the sum", ("reports",),
               _set(("reports", 0, "page_points"), data["reports"][0]["page_points"] + 1))
        yield ("record of presses", "scooped by one's own press", ("reports",),
               _set(("reports", 0, "scoops", data["reports"][0]["seat"]), 1))


def flat(data: Data, state: PennyPressState) -> Data:
    """A state's JSON with the fields of its `Table` and `Turn` at the top
    level, its five beat columns as one list, ``beats``, and its arrows as
    ``arrows`` (which the state holds only when they are not where the beats
    put them)."""
    data = dict(data)
    table, turn = dict(data.pop("table")), dict(data.pop("turn"))
    del table["$type"], turn["$type"], turn["held_arrows"]
    beats = [data.pop(name) for name in BEAT_FIELDS]
    return {**data, **table, **turn, "beats": beats, "arrows": list(state.arrows)}


def _column_arrows(beats: Any) -> list[int] | None:
    """Where beat columns (JSON) put their arrows; None if they cannot say."""
    try:
        return [
            min(9, sum((2 if c["story"].split("_")[1][0] in "CD" else 1) + any(c["reporters"])
                       for c in column))
            for column in beats
        ]
    except (AttributeError, IndexError, KeyError, TypeError):
        return None


def nested(data: Data) -> Data:
    """`flat` undone (a ``beats`` of another length leaves columns out, or
    drops the extra ones, which the decoder refuses as well)."""
    data = dict(data)
    arrows = data.pop("arrows")
    data["held_arrows"] = None if arrows == _column_arrows(data["beats"]) else arrows
    table = {"$type": "Table", **{name: data.pop(name) for name in sorted(TABLE_FIELDS)}}
    turn = {"$type": "Turn", **{name: data.pop(name) for name in sorted(TURN_FIELDS)}}
    beats = data.pop("beats")
    columns = dict(zip(BEAT_FIELDS, beats, strict=False))
    if len(beats) != len(BEAT_FIELDS):
        columns["beats"] = beats
    return {**data, **columns, "table": table, "turn": turn}


def impossible() -> Iterator[tuple[str, str, tuple[str, ...], Data]]:
    """(kind, name, fields, data) of every impossible state built."""
    for state in real_states():
        base = flat(json.loads(json.dumps(GAME.state_to_json(state))), state)
        for kind, name, fields, edit in mutations(base):
            data = copy.deepcopy(base)
            edit(data)
            if data != base:
                yield kind, name, fields, nested(data)


def test_impossible_states_are_refused_naming_the_field() -> None:
    counts: collections.Counter[str] = collections.Counter()
    for kind, name, fields, data in impossible():
        with pytest.raises(ValueError, match="malformed") as caught:
            GAME.state_from_json(data)
        message = str(caught.value)
        assert any(field in message for field in fields), (kind, name, message)
        assert len(message) < 300, message
        counts[kind] += 1
    assert set(counts) == {
        "wrong types", "numbers out of range", "wrong lengths", "bad seats",
        "broken conservation", "steps without what they need", "record of presses",
    }
    assert sum(counts.values()) > 1500


def test_arrows_held_only_where_the_beats_do_not_put_them() -> None:
    """The arrows are held (``turn.held_arrows``) only while they differ from
    where the beat columns put them: one state, one JSON."""
    refused = 0
    for state in real_states():
        if state.held_arrows is None:
            data = json.loads(json.dumps(GAME.state_to_json(state)))
            data["turn"]["held_arrows"] = list(state.arrows)
            with pytest.raises(ValueError, match=r"malformed.*held_arrows"):
                GAME.state_from_json(data)
            refused += 1
    assert refused


def test_the_quick_check_passes_no_state_the_detailed_checks_refuse() -> None:
    """`check._quick` stands in for `_sizes`, `_ranges` and `_components`
    on the usual path: it passes every real state, and refuses every
    impossible one that they refuse (then they name the field)."""
    for state in real_states():
        assert check._quick(state), state
    refused = 0
    for _, name, _, data in impossible():
        try:
            state = GAME._codec.decode(PennyPressState, data)
        except ValueError:
            continue  # refused by the decoder already
        for detailed in (check._sizes, check._ranges, check._components):
            if detailed(state) is not None:
                assert not check._quick(state), name
                refused += 1
                break
    assert refused > 2000


def test_real_states_load() -> None:
    states = real_states()
    assert {state.phase for state in states} == set(Phase)
    for state in states:
        assert GAME.state_from_json(json.loads(json.dumps(GAME.state_to_json(state)))) == state


def counts_by_kind() -> dict[str, int]:
    """For the notes: how many impossible states of each kind the test loads."""
    return dict(collections.Counter(kind for kind, _, _, _ in impossible()))


def _paths(data: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in a JSON value (but the class tags)."""
    if path:
        yield path
    if isinstance(data, dict):
        for key, value in data.items():
            if key != "$type":
                yield from _paths(value, (*path, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _paths(value, (*path, i))


REAL = [json.loads(json.dumps(GAME.state_to_json(state))) for state in real_states()]
PATHS = [list(_paths(data)) for data in REAL]
hostile = st.one_of(
    st.integers(-2, 12), st.sampled_from([10**30, 2**64, -(2**63)]), st.booleans(), st.none(),
    st.text(max_size=3), st.sampled_from(["WAR", "A", "H7", "LAYOUT", "FINAL_MOVES"]),
    st.lists(st.integers(-1, 5), max_size=6),
)


@given(data=st.data())
def test_any_edit_is_refused_or_loads_a_working_state(data: st.DataObject) -> None:
    which = data.draw(st.integers(0, len(REAL) - 1), label="state")
    edited = copy.deepcopy(REAL[which])
    for _ in range(data.draw(st.integers(1, 3), label="edits")):
        path = data.draw(st.sampled_from(PATHS[which]), label="path")
        try:
            _set(path, data.draw(hostile, label="value"))(edited)
        except (KeyError, IndexError, TypeError):
            continue  # an earlier edit changed the shape of the data
    try:
        state = GAME.state_from_json(edited)
    except ValueError as error:
        assert str(error).startswith("malformed"), error
        return
    # Accepted: then it is a state every call handles.
    for seat in (*range(state.num_players), None):
        view = GAME.view(state, seat)
        assert GAME.view(GAME.sample(view, 1), seat) == view
        str(view)
    for seat in GAME.to_move(state):
        for action in GAME.legal_actions(state, seat):
            GAME.apply(state, action)
    str(state)
    GAME.scores(state)
    GAME.winners(state)


def test_counts_of_another_type_are_refused_before_the_check() -> None:
    """The quick check reads the counts in a state's tuples by value (a
    look-up takes true for 1): it is the decoder that refuses a count that is
    not a JSON integer, wherever it lies."""
    state = next(s for s in real_states() if s.reports and any(s.beats))
    base = json.loads(json.dumps(GAME.state_to_json(state)))
    column = next(name for name in BEAT_FIELDS if base[name])
    paths: list[tuple[Any, ...]] = [
        (column, 0, "reporters", 0), ("table", "pennies", 0), ("table", "circulation", 0),
        ("table", "bonus", 0), ("table", "reports", 0, "scoops", 0),
        ("table", "reports", 0, "seat"),
    ]
    for path in paths:
        for value in (True, False, 1.0):
            data = copy.deepcopy(base)
            _set(path, value)(data)
            with pytest.raises(ValueError, match="malformed data at"):
                GAME.state_from_json(data)
