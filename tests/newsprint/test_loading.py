"""Strict at the door: impossible states are refused when loaded.

Each case takes the JSON of a real state met in random play, breaks one
thing a game of Newsprint could never have, and expects a ValueError whose
message names the field. `CASES` counts them by kind; a fuzz test then
checks that whatever loads can be played, viewed, sampled and drawn.
"""

from __future__ import annotations

import collections
import copy
import functools
import json
import random
import re
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pressroom.games.newsprint import hand
from pressroom.games.newsprint.components import Card
from pressroom.games.newsprint.state import NewsprintState, Phase
from tests.newsprint.helpers import GAME

Data = dict[str, Any]


def _find(predicate: Callable[[NewsprintState], bool], options: dict[str, Any]) -> Data:
    """The JSON of the first state of random play meeting ``predicate``."""
    for seed in range(200):
        chooser = random.Random(seed)
        state = GAME.new_game(3 + seed % 3, seed, options)
        while not GAME.is_over(state):
            if predicate(state):
                data: Data = json.loads(json.dumps(GAME.state_to_json(state)))
                return data
            seat = chooser.choice(GAME.to_move(state))
            state = GAME.apply(state, chooser.choice(GAME.legal_actions(state, seat)))
        if predicate(state):
            return json.loads(json.dumps(GAME.state_to_json(state)))  # type: ignore[no-any-return]
    raise AssertionError("no such state met in random play")


def _picked(state: NewsprintState) -> bool:
    return state.phase is Phase.SCOOP and state.scoop_round == 2 and \
        sum(c is not None for c in state.picks) == 1


def _marking(state: NewsprintState) -> bool:
    return state.phase is Phase.REPORTER and any(hand.size(m) >= 2 for m in state.marked) and \
        any(c is not None for c in state.discards)


def _answering(state: NewsprintState) -> bool:
    return state.reaction is not None and state.phase is Phase.EDIT and \
        any(state.stories) and state.reaction.responses.count(None) == 1


def _drafting(state: NewsprintState) -> bool:
    return state.phase is Phase.STORY and any(state.drafts) and \
        any(c for c in state.committed)


def _editing(state: NewsprintState) -> bool:
    return state.phase is Phase.EDIT and state.reaction is None and state.turn >= 2 and \
        sum(map(len, state.stories)) >= 3 and any(state.face_down)


def _investigating(state: NewsprintState) -> bool:
    return state.phase is Phase.INVESTIGATION and state.reaction is None and \
        (state.current or 0) > 0 and any(state.wilds)


@functools.cache
def real(kind: str) -> Data:
    until_all_pass = {"rounds": "until_all_pass"}
    finders: dict[str, tuple[Callable[[NewsprintState], bool], dict[str, Any]]] = {
        "scoop": (_picked, {}),
        "reporter": (_marking, {}),
        "answer": (_answering, {}),
        "story": (_drafting, {}),
        "edit": (_editing, {}),
        "investigation": (_investigating, until_all_pass),
        "over": (GAME.is_over, {}),
    }
    predicate, options = finders[kind]
    return _find(predicate, options)


def broken(kind: str, change: Callable[[Data], None]) -> Data:
    data = copy.deepcopy(real(kind))
    change(data)
    return data


# Where each part of the state lies in its JSON: what changes once a turn,
# the cards, the turn's effects and the phase's record are sub-objects.
HOMES = {
    **dict.fromkeys(["num_players", "options", "turn", "circulation", "history"], "match"),
    **dict.fromkeys(["deck", "face_up", "face_down", "hands", "table"], "cards"),
    **dict.fromkeys(["wilds", "extra", "editorials", "stories"], "effects"),
    **dict.fromkeys(["picks", "marked", "discards", "order", "current", "passes", "played",
                     "reaction", "drafts", "committed"], "step"),
}


def home(data: Data, name: str) -> tuple[Any, str]:
    """The JSON object holding the part ``name``, and its key there."""
    if name == "scoop_round":
        return data["step"], "round"
    if name in HOMES:
        return data[HOMES[name]], name
    return data, name


def part(data: Data, name: str) -> Any:
    holder, key = home(data, name)
    return holder[key]


def put(*path_and_value: Any) -> Callable[[Data], None]:
    """A change setting the item at ``path`` to ``value`` (its first key a
    part's name, wherever the part lies)."""
    *path, value = path_and_value

    def change(data: Data) -> None:
        target, first = home(data, path[0])
        keys = [first, *path[1:]]
        for key in keys[:-1]:
            target = target[key]
        target[keys[-1]] = value

    return change


def apply_all(*changes: Callable[[Data], None]) -> Callable[[Data], None]:
    def change(data: Data) -> None:
        for one in changes:
            one(data)

    return change


def move_card(
    source: str, seat: int, card: Card, dest: str, dest_seat: int
) -> Callable[[Data], None]:
    def change(data: Data) -> None:
        part(data, source)[seat] -= hand.UNIT[card]
        part(data, dest)[dest_seat] += hand.UNIT[card]

    return change


def set_count(field: str, seat: int, card: Card, count: int) -> Callable[[Data], None]:
    """A change setting the count of ``card`` in a per-seat hand (an int of
    4-bit counts)."""
    def change(data: Data) -> None:
        shift = hand.SHIFTS[card]
        held = part(data, field)[seat] & ~(hand.MASK << shift)
        part(data, field)[seat] = held | count << shift

    return change


def _seat_with(data: Data, field: str, card: Card) -> int:
    return next(s for s, held in enumerate(part(data, field)) if hand.count(held, card) > 0)


# (kind of impossibility, state, change, a regex naming the field)
Case = tuple[str, str, Callable[[Data], None], str]


def cases() -> list[Case]:
    out: list[Case] = []
    big = [10**30, 2**64, -1, -(2**64)]
    for value in [*big, 1, 8, 0]:
        out.append(("out of range", "scoop", put("num_players", value), "num_players"))
    for value in [*big, 0, 6]:
        out.append(("out of range", "scoop", put("turn", value), "turn"))
    for value in [-1, 2**64, 10**30]:
        out.append(("out of range", "scoop", put("rng", "state", value), r"rng\.state"))
    for value in [*big, 0, 4]:
        out.append(("out of range", "scoop", put("scoop_round", value), "scoop_round"))
    for field in ("hands", "table", "face_down"):
        for value in big:
            out.append(("out of range", "edit", put(field, 0, value), rf"{field}\[0\]"))
        for card in (Card.INTERNATIONAL, Card.DEFAMATION):
            out.append(("out of range", "edit", set_count(field, 0, card, 11),
                        rf"{field}\[0\]"))
    out.append(("out of range", "reporter", set_count("marked", 0, Card.LOCAL, 11),
                r"marked\[0\]"))
    for value in big:
        out.append(("out of range", "edit", put("face_up", value), "face_up"))
        out.append(("out of range", "reporter", put("marked", 0, value), r"marked\[0\]"))
        out.append(("out of range", "investigation", put("wilds", 0, value), r"wilds\[0\]"))
        out.append(("out of range", "edit", put("editorials", 0, value), r"editorials\[0\]"))
        out.append(("out of range", "investigation", put("current", value), "current"))
        out.append(("out of range", "investigation", put("passes", value), "passes"))
        out.append(("out of range", "edit", put("circulation", 0, value), "circulation"))
        out.append(("out of range", "edit", put("stories", 0, 0, "cards", value), r"stories\[0\]"))
        out.append(("out of range", "edit", put("stories", 0, 0, "wilds", value), r"stories\[0\]"))
        out.append(("out of range", "edit", put("stories", 0, 0, "breaks", value), r"stories\[0\]"))
        out.append(("out of range", "answer", put("reaction", "stack", 0, "target", value),
                    r"reaction\.stack\[0\]"))
        out.append(("out of range", "answer", put("reaction", "stack", 0, "story", value),
                    r"reaction\.stack\[0\]"))
        out.append(("out of range", "over", put("history", 0, "story_points", 0, 0, value),
                    r"history\[0\]"))
        out.append(("out of range", "over", put("history", 0, "editorial_points", 1, value),
                    r"history\[0\]"))
    out.append(("out of range", "edit", put("stories", 0, 0, "suit", "REWRITE"), r"stories\[0\]"))
    out.append(("out of range", "over", put("history", 1, "stories", 0, 0, "suit",
                                            "FREEDOM_OF_THE_PRESS"), r"history\[1\]"))
    out.append(("out of range", "over", put("history", 2, "turn", 9), r"history\[2\]\.turn"))

    for field in ("hands", "table", "face_down", "circulation", "wilds", "extra", "editorials",
                  "stories"):
        out.append(("wrong length", "edit", lambda d, f=field: part(d, f).pop(), field))
        out.append(("wrong length", "edit",
                    lambda d, f=field: part(d, f).append(part(d, f)[0]), field))
    # A hand is one int of counts: a list of counts (of any length) is refused.
    for field in ("hands", "table", "face_down"):
        out.append(("wrong length", "edit", put(field, 0, [0] * 14), rf"{field}\[0\]"))
        out.append(("wrong length", "edit", put(field, 0, [0] * 16), rf"{field}\[0\]"))
    out.append(("wrong length", "edit", put("face_up", [0] * 16), "face_up"))
    out.append(("wrong length", "scoop", lambda d: part(d, "picks").pop(), "picks"))
    out.append(("wrong length", "reporter", lambda d: part(d, "marked").pop(), "marked"))
    out.append(("wrong length", "reporter", lambda d: part(d, "discards").append(None),
                "discards"))
    out.append(("wrong length", "story", lambda d: part(d, "drafts").pop(), "drafts"))
    out.append(("wrong length", "story", lambda d: part(d, "committed").pop(), "committed"))
    out.append(("wrong length", "answer", lambda d: part(d, "order").pop(), "order"))
    out.append(("wrong length", "answer", lambda d: part(d, "reaction")["responses"].pop(),
                "reaction"))
    out.append(("wrong length", "over", lambda d: part(d, "history").pop(), "history"))
    out.append(("wrong length", "edit", lambda d: part(d, "history").append(part(d, "history")[0]),
                "history"))
    out.append(("wrong length", "over", lambda d: part(d, "history")[0]["story_points"].pop(),
                r"history\[0\]"))

    out.append(("missing phase object", "scoop", put("picks", []), "picks"))
    out.append(("missing phase object", "reporter", put("marked", []), "marked"))
    out.append(("missing phase object", "reporter", put("discards", []), "discards"))
    out.append(("missing phase object", "story", put("committed", []), "committed"))
    out.append(("missing phase object", "story", put("drafts", []), "drafts"))
    out.append(("missing phase object", "answer", put("order", []), "order"))
    out.append(("missing phase object", "scoop", put("scoop_round", None), "round"))
    out.append(("missing phase object", "investigation", put("current", None), "current"))
    out.append(("missing phase object", "answer", put("current", None), "current"))
    out.append(("missing phase object", "investigation", put("order", []), "order"))
    out.append(("missing phase object", "answer", put("reaction", "stack", []), "reaction"))
    out.append(("missing phase object", "scoop", put("phase", "REPORTER"),
                "scoop_round|marked|picks"))
    out.append(("missing phase object", "reporter", put("phase", "STORY"), "marked|drafts"))
    out.append(("missing phase object", "story", put("phase", "EDIT"), "drafts|order"))
    out.append(("missing phase object", "edit", put("phase", "INVESTIGATION"), "stories|table"))
    out.append(("missing phase object", "over", put("phase", "SCOOP"), "history|picks"))
    out.append(("other phase's object", "scoop", put("step", real("reporter")["step"]),
                "marked"))
    out.append(("other phase's object", "scoop", put("step", real("answer")["step"]), "order"))
    out.append(("other phase's object", "scoop", put("step", real("investigation")["step"]),
                "played"))
    out.append(("other phase's object", "reporter", put("step", real("answer")["step"]),
                "reaction"))
    out.append(("other phase's object", "story", put("stories", part(real("edit"), "stories")),
                "stories"))
    out.append(("other phase's object", "investigation", put("step", real("scoop")["step"]),
                "scoop_round"))
    out.append(("other phase's object", "over", put("step", real("story")["step"]),
                "committed"))

    out.append(("broken conservation", "edit",
                lambda d: part(d, "hands").__setitem__(
                    _seat_with(d, "hands", Card.LOCAL),
                    part(d, "hands")[_seat_with(d, "hands", Card.LOCAL)] + hand.UNIT[Card.LOCAL]),
                "70 cards"))
    out.append(("broken conservation", "edit",
                lambda d: part(d, "deck")["draw_pile"].append("REWRITE"), "cards|deck"))
    out.append(("broken conservation", "edit",
                lambda d: part(d, "deck")["draw_pile"].pop(), "70 cards"))
    out.append(("broken conservation", "over",
                lambda d: part(d, "deck")["discard_pile"].pop(), "discard_pile"))
    out.append(("broken conservation", "edit",
                lambda d: part(d, "deck")["draw_pile"].extend(["LOCAL"] * 100), "deck"))
    out.append(("broken conservation", "over",
                lambda d: put("face_up", part(d, "face_up") + 1)(d),
                "discard_pile"))
    out.append(("broken conservation", "edit",
                lambda d: part(d, "table").__setitem__(
                    0, part(d, "table")[0] + hand.UNIT[Card.REWRITE]),
                "70 cards|table"))
    for seat in range(3):
        out.append(("broken conservation", "scoop",
                    move_card("hands", seat, next(c for c in Card), "table", seat),
                    rf"table\[{seat}\]|hands"))
    out.append(("broken conservation", "reporter",
                lambda d: (part(d, "hands").__setitem__(
                    0, part(d, "hands")[0] + hand.UNIT[Card.LOCAL]),
                           part(d, "deck")["draw_pile"].remove("LOCAL")), "hands"))

    out.append(("bad seat", "answer", put("reaction", "stack", 0, "player", 7), "reaction"))
    out.append(("bad seat", "answer", put("reaction", "stack", 0, "player", -1), "reaction"))
    out.append(("bad seat", "answer",
                lambda d: part(d, "order").__setitem__(1, part(d, "order")[0]), "order"))
    out.append(("bad seat", "investigation",
                lambda d: part(d, "order").reverse(), "order"))
    out.append(("bad seat", "answer",
                lambda d: part(d, "reaction")["responses"].__setitem__(
                    part(d, "reaction")["stack"][-1]["player"], None), "reaction.responses"))
    out.append(("bad seat", "answer", lambda d: part(d, "reaction")["stack"][0].update(
        card="DEFAMATION", target=part(d, "reaction")["stack"][0]["player"], story=0), "reaction"))

    out.append(("secret out of reach", "scoop", lambda d: _pick_missing(d), r"picks\["))
    out.append(("secret out of reach", "scoop",
                lambda d: part(d, "picks").__setitem__(
                    slice(None), [c or "LOCAL" for c in part(d, "picks")]), "picks"))
    out.append(("secret out of reach", "reporter", lambda d: _mark_missing(d), r"marked\["))
    out.append(("secret out of reach", "reporter", lambda d: _mark_many(d), r"marked\["))
    out.append(("secret out of reach", "reporter", lambda d: _discards_differ(d), r"discards\["))
    out.append(("secret out of reach", "reporter",
                lambda d: part(d, "discards").__setitem__(
                    slice(None), part(d, "marked")), "discards"))
    out.append(("secret out of reach", "story", lambda d: _story_too_big(d), r"committed\["))
    out.append(("secret out of reach", "story", lambda d: _draft_without_extra(d), r"drafts\["))
    out.append(("secret out of reach", "answer", lambda d: _negate_without_freedom(d),
                r"reaction\.responses\["))
    out.append(("secret out of reach", "answer",
                lambda d: part(d, "reaction")["responses"].__setitem__(
                    slice(None), [False if c is None else c
                                  for c in part(d, "reaction")["responses"]]),
                "reaction.responses"))
    out.append(("history does not add up", "over",
                lambda d: part(d, "circulation").__setitem__(0, part(d, "circulation")[0] + 1),
                "circulation"))
    out.append(("history does not add up", "over",
                lambda d: part(d, "history")[0]["story_points"][0].__setitem__(
                    0, part(d, "history")[0]["story_points"][0][0] + 1)
                if part(d, "history")[0]["story_points"][0] else
                part(d, "history")[0]["editorial_points"].__setitem__(0, 5), r"history\[0\]"))
    out.append(("history does not add up", "edit",
                lambda d: part(d, "history")[0]["stories"][0].append(
                    {"$type": "Story", "suit": "LOCAL", "cards": 1, "wilds": 0, "breaks": 0,
                     "defamed": False}), r"history\[0\]"))
    out.append(("effects without cards", "scoop", put("extra", 0, True), r"extra\[0\]"))
    out.append(("effects without cards", "edit", put("wilds", 1, 2), r"wilds\[1\]"))
    out.append(("effects without cards", "edit", put("stories", 1, 0, "breaks", 2),
                r"stories\[1\]"))
    out.append(("effects without cards", "edit", put("stories", 2, 0, "defamed", True),
                r"stories\[2\]|defamed"))
    out.append(("effects without cards", "edit",
                lambda d: part(d, "stories")[0][0].update(
                    cards=part(d, "stories")[0][0]["cards"] + 1),
                r"table\[0\]|stories"))
    return out


def _pick_missing(data: Data) -> None:
    seat = part(data, "picks").index(None)
    missing = next(c for c in Card if hand.count(part(data, "hands")[seat], c) == 0)
    part(data, "picks")[seat] = missing.name


def _mark_missing(data: Data) -> None:
    seat = next(s for s, c in enumerate(part(data, "discards")) if c is None)
    missing = next(c for c in Card if hand.count(part(data, "hands")[seat], c) == 0)
    part(data, "marked")[seat] += hand.UNIT[missing]


def _mark_many(data: Data) -> None:
    seat = next(s for s, c in enumerate(part(data, "discards")) if c is None)
    part(data, "marked")[seat] = part(data, "hands")[seat]


def _discards_differ(data: Data) -> None:
    seat = next(s for s, c in enumerate(part(data, "discards")) if c is not None)
    part(data, "discards")[seat] = hand.EMPTY
    held = part(data, "hands")[seat]
    part(data, "marked")[seat] = hand.UNIT[next(c for c in Card if hand.count(held, c))]


def _story_too_big(data: Data) -> None:
    seat = next(s for s, c in enumerate(part(data, "committed")) if c)
    story = part(data, "committed")[seat][0]
    story["cards"] = hand.count(part(data, "hands")[seat], Card[story["suit"]]) + 1


def _draft_without_extra(data: Data) -> None:
    seat = next(s for s, d in enumerate(part(data, "drafts")) if d)
    part(data, "extra")[seat] = False
    part(data, "table")[seat] -= hand.UNIT[Card.EXTRA_EXTRA]
    part(data, "deck")["draw_pile"].append("EXTRA_EXTRA")


def _negate_without_freedom(data: Data) -> None:
    choices = part(data, "reaction")["responses"]
    seat = next(s for s, c in enumerate(choices) if c is None)
    others = [s for s, c in enumerate(choices) if c is not None and
              s != part(data, "reaction")["stack"][-1]["player"]]
    target = others[0] if others else seat
    held = hand.count(part(data, "hands")[target], Card.FREEDOM_OF_THE_PRESS)
    part(data, "hands")[target] -= held * hand.UNIT[Card.FREEDOM_OF_THE_PRESS]
    part(data, "deck")["draw_pile"].extend(["FREEDOM_OF_THE_PRESS"] * held)
    choices[target] = True


CASES: collections.Counter[str] = collections.Counter()


@pytest.mark.parametrize("kind", ["scoop", "reporter", "investigation", "story", "edit", "answer",
                                  "over"])
def test_real_states_load(kind: str) -> None:
    data = real(kind)
    state = GAME.state_from_json(data)
    assert GAME.state_to_json(state) == data


def test_impossible_states_are_refused_naming_the_field() -> None:
    wrong = []
    for kind, where, change, field in cases():
        data = broken(where, change)
        try:
            GAME.state_from_json(data)
        except ValueError as error:
            message = str(error)
            if "malformed" not in message or not re.search(field, message) or len(message) > 300:
                wrong.append(f"{kind} / {where} / {field}: {message}")
        else:
            wrong.append(f"{kind} / {where} / {field}: loaded")
        CASES[kind] += 1
    assert wrong == []
    assert set(CASES) == {
        "out of range", "wrong length", "missing phase object", "other phase's object",
        "broken conservation", "bad seat", "secret out of reach", "history does not add up",
        "effects without cards",
    }
    assert sum(CASES.values()) >= 150


numbers = st.one_of(st.integers(-3, 12), st.sampled_from([10**30, 2**64, -(2**64)]))


@given(kind=st.sampled_from(["scoop", "reporter", "story", "edit", "answer", "over",
                             "investigation"]), data=st.data())
def test_whatever_loads_can_be_played(kind: str, data: st.DataObject) -> None:
    """Numbers changed at random: refused as malformed, or a state every
    call handles."""
    state_data = copy.deepcopy(real(kind))
    paths = list(_int_paths(state_data, []))
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(paths))
        target = state_data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = data.draw(numbers)
    try:
        state = GAME.state_from_json(state_data)
    except ValueError as error:
        assert "malformed" in str(error)
        return
    for seat in (*range(state.num_players), None):
        view = GAME.view(state, seat)
        GAME.sample(view, 1)
        str(view)
    str(state)
    for seat in GAME.to_move(state):
        for action in GAME.legal_actions(state, seat)[:5]:
            GAME.apply(state, action)


def _int_paths(data: Any, path: list[Any]) -> Any:
    if isinstance(data, bool):
        return
    if isinstance(data, int):
        yield path
    elif isinstance(data, dict):
        for key, value in data.items():
            if key != "$type":
                yield from _int_paths(value, [*path, key])
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _int_paths(value, [*path, i])
