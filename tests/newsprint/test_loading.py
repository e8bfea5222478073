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

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from pressroom.games.newsprint import hand, record
from pressroom.games.newsprint.components import TURNS, Card
from pressroom.games.newsprint.state import (
    HAND_BITS,
    HAND_MASK,
    MARK_BITS,
    NewsprintState,
    Phase,
    Story,
    pack_answers,
    pack_marked,
    pack_picks,
    unpack_answers,
    unpack_marked,
    unpack_picks,
)
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
        any(state.stories) and state.responses.count(None) == 1


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


# Where each part of the state lies in its JSON: the cards and the phase's
# pending record are sub-objects; every other part is a field of the state
# itself.
HOMES = {
    **dict.fromkeys(["rng", "draw_pile", "drawn", "discard_pile", "face_up", "face_down", "hands",
                     "table"], ("cards",)),
    **dict.fromkeys(["drafts", "committed", "stack"], ("pending",)),
}


def home(data: Data, name: str) -> tuple[Any, str]:
    """The JSON object holding the part ``name``, and its key there."""
    for key in HOMES.get(name, ()):
        data = data[key]
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


def put_story(seat: int, i: int, **fields: Any) -> Callable[[Data], None]:
    """A change setting fields of story ``i`` of seat ``seat`` on the table
    (saved as its code in `record.STORIES`): the code of the story so
    changed, or a code no story has if no game has that story."""

    def change(data: Data) -> None:
        codes = part(data, "stories")[seat]
        story = record.STORIES[codes[i]]
        wanted = {**attrs.asdict(story, recurse=False), **fields}
        codes[i] = next((code for code, other in enumerate(record.STORIES)
                         if attrs.asdict(other, recurse=False) == wanted), len(record.STORIES))

    return change


def players(data: Data) -> int:
    return int(part(data, "num_players"))


def seat_hand(data: Data, field: str, seat: int) -> int:
    """Seat ``seat``'s hand in a per-seat field (one int, 60 bits a seat)."""
    return part(data, field) >> HAND_BITS * seat & HAND_MASK  # type: ignore[no-any-return]


def set_seat_hand(data: Data, field: str, seat: int, held: int) -> None:
    old = seat_hand(data, field, seat)
    put(field, part(data, field) + (held - old << HAND_BITS * seat))(data)


def picks(data: Data) -> list[Card | None]:
    return list(unpack_picks(data["secrets"], players(data)))


def set_picks(data: Data, chosen: list[Card | None]) -> None:
    data["secrets"] = pack_picks(tuple(chosen))


def marked(data: Data) -> list[int]:
    return list(unpack_marked(data["secrets"], players(data)))


def set_marked(data: Data, cards_set_aside: list[int]) -> None:
    data["secrets"] = pack_marked(tuple(cards_set_aside))


def responses(data: Data) -> list[bool | None]:
    return list(unpack_answers(data["secrets"], players(data)))


def set_responses(data: Data, answers: list[bool | None]) -> None:
    data["secrets"] = pack_answers(tuple(answers))


def done(data: Data) -> list[int]:
    """The seats done in the Reporter phase."""
    return [seat for seat in range(players(data)) if data["progress"] >> seat & 1]


def apply_all(*changes: Callable[[Data], None]) -> Callable[[Data], None]:
    def change(data: Data) -> None:
        for one in changes:
            one(data)

    return change


def move_card(
    source: str, seat: int, card: Card, dest: str, dest_seat: int
) -> Callable[[Data], None]:
    def change(data: Data) -> None:
        set_seat_hand(data, source, seat, seat_hand(data, source, seat) - hand.UNIT[card])
        set_seat_hand(data, dest, dest_seat, seat_hand(data, dest, dest_seat) + hand.UNIT[card])

    return change


def set_count(field: str, seat: int, card: Card, count: int) -> Callable[[Data], None]:
    """A change setting the count of ``card`` in a seat's hand (4 bits a face)."""
    def change(data: Data) -> None:
        shift = hand.SHIFTS[card]
        held = seat_hand(data, field, seat) & ~(hand.MASK << shift)
        set_seat_hand(data, field, seat, held | count << shift)

    return change


def _seat_with(data: Data, field: str, card: Card) -> int:
    return next(s for s in range(players(data)) if hand.count(seat_hand(data, field, s), card))


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
        out.append(("out of range", "scoop", put("rng", value), "rng"))
    for value in [*big, 0, 4]:
        out.append(("out of range", "scoop", put("progress", value), "scoop_round"))
    for field in ("hands", "table", "face_down"):
        for value in big:
            out.append(("out of range", "edit", put(field, value), field))
        for card in (Card.INTERNATIONAL, Card.DEFAMATION):
            out.append(("out of range", "edit", set_count(field, 0, card, 11),
                        rf"{field}\[0\]"))
    # Five cards set aside, a sixth slot's worth of bits above them.
    out.append(("out of range", "reporter",
                lambda d: set_marked(d, [hand.of([Card.LOCAL] * 5), *marked(d)[1:]]) or
                d.update(secrets=d["secrets"] | 1 << MARK_BITS * players(d)), "marked"))
    for value in big:
        out.append(("out of range", "edit", put("face_up", value), "face_up"))
        out.append(("out of range", "reporter", put("secrets", value), "marked"))
        out.append(("out of range", "investigation", put("wilds", 0, value), r"wilds\[0\]"))
        out.append(("out of range", "edit", put("editorials", 0, value), r"editorials\[0\]"))
        out.append(("out of range", "investigation", put("progress", value), "current"))
        out.append(("out of range", "edit", put("circulation", 0, value), "circulation"))
        out.append(("out of range", "edit", put_story(0, 0, cards=value), r"stories\[0\]"))
        out.append(("out of range", "edit", put_story(0, 0, wilds=value), r"stories\[0\]"))
        out.append(("out of range", "edit", put_story(0, 0, breaks=value), r"stories\[0\]"))
        out.append(("out of range", "answer", put("stack", 0, "target", value),
                    r"reaction\.stack\[0\]"))
        out.append(("out of range", "answer", put("stack", 0, "story", value),
                    r"reaction\.stack\[0\]"))
        out.append(("out of range", "over", put("record", 0, 0, value), r"history\[0\]"))
        out.append(("out of range", "over", put("record", 0, 1, value), r"history\[0\]"))
        out.append(("out of range", "edit", put("draw_pile", value), "deck|draw_pile|70 cards"))
        out.append(("out of range", "edit", put("drawn", value), "drawn"))
    # Around the bounds of the circulation's packing (16 bits a seat).
    for value in (2**11, 2**16 - 1, 2**16):
        out.append(("out of range", "edit", put("circulation", 0, value), "circulation"))
    out.append(("out of range", "investigation", put("progress", 7), "current"))
    out.append(("out of range", "investigation", put("progress", 7 * 8), "passes"))
    out.append(("out of range", "answer", put("secrets", 3), "reaction.responses"))
    out.append(("out of range", "edit", put_story(0, 0, suit=Card.REWRITE), r"stories\[0\]"))
    # The options are saved as the text of their values.
    for value in ("", "clockwise,all,false,any_suit", "clockwise,all,False,any_suit,once_around",
                  "clockwise,all,false,any_suit,once_around,", 0, None, ["clockwise"]):
        out.append(("out of range", "scoop", put("options", value), "options"))
    for value in (-1, len(record.STORIES), 2**64, 10**30):
        out.append(("out of range", "edit", put("stories", 0, 0, value), r"stories\[0\]\[0\]"))
    # A seat's turn in the record (see `record`): no story that earns, a
    # second story of a seat past the last, a story past the last, a
    # defamed story that earns, two second stories of one seat.
    out.append(("out of range", "over", put("record", 1, 0, 3), r"history\[1\]"))
    out.append(("out of range", "over",
                lambda d: part(d, "record")[1].append(record.extra_value(7, False, 0)),
                r"history\[1\]"))
    out.append(("out of range", "over", put("record", 1, 0, 6 * (1 + len(record.STORIES))),
                r"history\[1\]"))
    out.append(("out of range", "over",
                put("record", 2, 0, 3 + 6 * (1 + next(
                    i for i, s in enumerate(record.STORIES) if s.defamed))), r"history\[2\]"))
    out.append(("out of range", "over", _two_second_stories, r"history\[1\]"))

    for field in ("circulation", "wilds", "extra", "editorials", "stories"):
        out.append(("wrong length", "edit", lambda d, f=field: part(d, f).pop(), field))
        out.append(("wrong length", "edit",
                    lambda d, f=field: part(d, f).append(part(d, f)[0]), field))
    # Per-seat hands are one int, 60 bits a seat: a seat too many, or a list, is refused.
    for field in ("hands", "table", "face_down"):
        out.append(("wrong length", "edit",
                    lambda d, f=field: put(f, part(d, f) | 1 << HAND_BITS * players(d))(d), field))
        out.append(("wrong length", "edit", put(field, [0] * 15), field))
    out.append(("wrong length", "edit", put("face_up", [0] * 16), "face_up"))
    out.append(("wrong length", "scoop",
                lambda d: d.update(secrets=d["secrets"] | 1 << 4 * players(d)), "picks"))
    out.append(("wrong length", "reporter",
                lambda d: d.update(secrets=d["secrets"] | 1 << MARK_BITS * players(d)), "marked"))
    out.append(("wrong length", "reporter",
                lambda d: d.update(progress=d["progress"] | 1 << players(d)), "discards"))
    out.append(("wrong length", "story", lambda d: part(d, "drafts").pop(), "drafts"))
    out.append(("wrong length", "story", lambda d: part(d, "committed").pop(), "committed"))
    out.append(("wrong length", "answer", lambda d: part(d, "order").pop(), "order"))
    out.append(("wrong length", "answer",
                lambda d: d.update(secrets=d["secrets"] | 1 << 2 * players(d)), "reaction"))
    out.append(("wrong length", "over", lambda d: part(d, "record").pop(), "history"))
    out.append(("wrong length", "edit", lambda d: part(d, "record").append(part(d, "record")[0]),
                "history"))
    out.append(("wrong length", "over",
                lambda d: part(d, "record")[0].__delitem__(slice(players(d) - 1, None)),
                r"history\[0\]"))

    out.append(("missing phase object", "scoop", put("secrets", None), "secrets"))
    out.append(("missing phase object", "reporter", put("secrets", []), "secrets"))
    out.append(("missing phase object", "reporter", put("progress", None), "progress"))
    out.append(("missing phase object", "story", put("pending", None), "drafts|committed"))
    out.append(("missing phase object", "story", put("committed", []), "committed"))
    out.append(("missing phase object", "story", put("drafts", []), "drafts"))
    out.append(("missing phase object", "answer", put("order", []), "order"))
    out.append(("missing phase object", "scoop", put("progress", None), "progress"))
    out.append(("missing phase object", "investigation", put("progress", None), "progress"))
    out.append(("missing phase object", "answer", put("progress", None), "progress"))
    out.append(("missing phase object", "investigation", put("order", []), "order"))
    out.append(("missing phase object", "answer", put("stack", []), "reaction"))
    out.append(("missing phase object", "reporter", put("phase", "STORY"), "drafts"))
    out.append(("missing phase object", "story", put("phase", "EDIT"), "drafts|order"))
    out.append(("missing phase object", "edit", put("phase", "INVESTIGATION"), "stories|table"))
    out.append(("missing phase object", "over", put("phase", "SCOOP"), "history|picks"))
    out.append(("other phase's object", "scoop", put("pending", real("story")["pending"]),
                "drafts"))
    out.append(("other phase's object", "scoop", put("pending", real("answer")["pending"]),
                "reaction"))
    out.append(("other phase's object", "scoop", put("order", [0, 1, 2]), "order"))
    out.append(("other phase's object", "reporter", put("pending", real("answer")["pending"]),
                "reaction"))
    out.append(("other phase's object", "story", put("stories", part(real("edit"), "stories")),
                "stories"))
    out.append(("other phase's object", "investigation", put("pending", real("story")["pending"]),
                "drafts"))
    out.append(("other phase's object", "over", put("pending", real("story")["pending"]),
                "committed"))
    out.append(("other phase's object", "over", put("secrets", 1), "secrets"))
    out.append(("other phase's object", "investigation", put("secrets", 1), "secrets"))

    out.append(("broken conservation", "edit",
                lambda d: set_seat_hand(d, "hands", _seat_with(d, "hands", Card.LOCAL),
                                        seat_hand(d, "hands", _seat_with(d, "hands", Card.LOCAL))
                                        + hand.UNIT[Card.LOCAL]),
                "70 cards"))
    out.append(("broken conservation", "edit",
                lambda d: put("draw_pile", part(d, "draw_pile") << 4 | Card.REWRITE + 1)(d),
                "cards|deck"))
    out.append(("broken conservation", "edit",
                lambda d: put("draw_pile", part(d, "draw_pile") >> 4)(d), "70 cards|drawn"))
    out.append(("broken conservation", "over",
                lambda d: put("discard_pile", part(d, "discard_pile") >> 4)(d), "discard_pile"))
    out.append(("broken conservation", "edit",
                lambda d: put("draw_pile", part(d, "draw_pile") | 5 << 4 * 71)(d), "deck"))
    out.append(("broken conservation", "edit",
                lambda d: put("draw_pile", part(d, "draw_pile") | 0x5 << 4 * 66)(d),
                "draw_pile"))
    out.append(("broken conservation", "over",
                lambda d: put("face_up", part(d, "face_up") + 1)(d),
                "discard_pile"))
    out.append(("broken conservation", "edit",
                lambda d: set_seat_hand(d, "table", 0,
                                        seat_hand(d, "table", 0) + hand.UNIT[Card.REWRITE]),
                "70 cards|table"))
    for seat in range(3):
        out.append(("broken conservation", "scoop",
                    move_card("hands", seat, next(c for c in Card), "table", seat),
                    rf"table\[{seat}\]|hands"))
    out.append(("broken conservation", "reporter",
                lambda d: (set_seat_hand(d, "hands", 0,
                                         seat_hand(d, "hands", 0) + hand.UNIT[Card.LOCAL]),
                           put("drawn", part(d, "drawn") + 1)(d)), "hands"))

    out.append(("bad seat", "answer", put("stack", 0, "player", 7), "reaction"))
    out.append(("bad seat", "answer", put("stack", 0, "player", -1), "reaction"))
    out.append(("bad seat", "answer",
                lambda d: part(d, "order").__setitem__(1, part(d, "order")[0]), "order"))
    out.append(("bad seat", "investigation",
                lambda d: part(d, "order").reverse(), "order"))
    out.append(("bad seat", "answer",
                lambda d: set_responses(d, [None if s == part(d, "stack")[-1]["player"] else a
                                            for s, a in enumerate(responses(d))]),
                "reaction.responses"))
    out.append(("bad seat", "answer", lambda d: part(d, "stack")[0].update(
        card="DEFAMATION", target=part(d, "stack")[0]["player"], story=0), "reaction"))

    out.append(("secret out of reach", "scoop", lambda d: _pick_missing(d), r"picks\["))
    out.append(("secret out of reach", "scoop",
                lambda d: set_picks(d, [c or Card.LOCAL for c in picks(d)]), "picks"))
    out.append(("secret out of reach", "reporter", lambda d: _mark_missing(d), r"marked\["))
    out.append(("secret out of reach", "reporter", lambda d: _mark_unordered(d), r"marked\["))
    out.append(("secret out of reach", "reporter", lambda d: _mark_gap(d), r"marked\["))
    out.append(("secret out of reach", "reporter",
                lambda d: d.update(progress=(1 << players(d)) - 1), "discards"))
    out.append(("secret out of reach", "story", lambda d: _story_too_big(d), r"committed\["))
    out.append(("secret out of reach", "story", lambda d: _draft_without_extra(d), r"drafts\["))
    out.append(("secret out of reach", "answer", lambda d: _negate_without_freedom(d),
                r"reaction\.responses\["))
    out.append(("secret out of reach", "answer",
                lambda d: set_responses(d, [False if c is None else c for c in responses(d)]),
                "reaction.responses"))
    out.append(("history does not add up", "over",
                lambda d: part(d, "circulation").__setitem__(0, part(d, "circulation")[0] + 1),
                "circulation"))
    out.append(("history does not add up", "over", _earning_flipped, r"history\[0\]"))
    out.append(("history does not add up", "over",
                lambda d: part(d, "record")[0].__setitem__(
                    0, part(d, "record")[0][0] + (1 if part(d, "record")[0][0] % 3 < 2 else -1)),
                "circulation"))
    out.append(("history does not add up", "edit", _story_added, r"history\[0\]"))
    out.append(("effects without cards", "scoop", put("extra", 0, True), r"extra\[0\]"))
    out.append(("effects without cards", "edit", put("wilds", 1, 2), r"wilds\[1\]"))
    out.append(("effects without cards", "edit", put_story(1, 0, breaks=2), r"stories\[1\]"))
    out.append(("effects without cards", "edit", put_story(2, 0, defamed=True),
                r"stories\[2\]|defamed"))
    out.append(("effects without cards", "edit",
                lambda d: put_story(0, 0, cards=record.STORIES[part(d, "stories")[0][0]].cards
                                    + 1)(d),
                r"table\[0\]|stories"))
    return out


def _earning_flipped(data: Data) -> None:
    """A story of the first turn earning when it does not, or the other way."""
    row = part(data, "record")[0]
    seat = next(q for q, value in enumerate(row[:players(data)])
                if value // 6 and not record.STORIES[value // 6 - 1].defamed)
    row[seat] += 3 if row[seat] % 6 < 3 else -3


def _two_second_stories(data: Data) -> None:
    row = part(data, "record")[1]
    seat = next(q for q, value in enumerate(row[:players(data)]) if value // 6)
    row += [record.extra_value(seat, False, 0)] * 2


def _story_added(data: Data) -> None:
    """A story of 10 cards that earns nothing added to a seat's first turn:
    one suit's every card, so either another seat's story of the suit uses
    more cards than the deck has or this story is the largest and earns."""
    row = part(data, "record")[0]
    n = players(data)
    ten = record.CODE[Story(Card.LOCAL, 10)]
    empty = [q for q, value in enumerate(row[:n]) if value // 6 == 0]
    if empty:
        row[empty[0]] += 6 * (1 + ten)
        return
    owners = {extra & 7 for extra in row[n:]}
    seat = next(q for q in range(n) if q not in owners)
    row[n:] = sorted([*row[n:], record.extra_value(seat, False, ten)], key=lambda e: e & 7)


def _pick_missing(data: Data) -> None:
    chosen = picks(data)
    seat = chosen.index(None)
    chosen[seat] = next(c for c in Card if hand.count(seat_hand(data, "hands", seat), c) == 0)
    set_picks(data, chosen)


def _still_marking(data: Data) -> int:
    return next(s for s in range(players(data)) if s not in done(data))


def _mark_missing(data: Data) -> None:
    seat = _still_marking(data)
    held = seat_hand(data, "hands", seat)
    missing = next(c for c in Card if hand.count(held, c) == 0)
    aside = marked(data)
    if hand.size(aside[seat]) == 5:
        aside[seat] = hand.EMPTY
    aside[seat] += hand.UNIT[missing]
    set_marked(data, aside)


def _slot(data: Data, seat: int, codes: list[int]) -> None:
    """Seat ``seat``'s slot of cards set aside, written digit by digit."""
    slot = sum(code << 4 * i for i, code in enumerate(codes))
    mask = (1 << MARK_BITS) - 1
    data["secrets"] = data["secrets"] & ~(mask << MARK_BITS * seat) | slot << MARK_BITS * seat


def _mark_unordered(data: Data) -> None:
    """Two cards of the seat's hand set aside, in the wrong order."""
    seat = _still_marking(data)
    held = hand.cards(seat_hand(data, "hands", seat))
    first, last = held[0], held[-1]
    assert first != last
    _slot(data, seat, [last + 1, first + 1])


def _mark_gap(data: Data) -> None:
    """A card of the seat's hand set aside after an empty digit."""
    seat = _still_marking(data)
    _slot(data, seat, [0, hand.cards(seat_hand(data, "hands", seat))[0] + 1])


def _story_too_big(data: Data) -> None:
    seat = next(s for s, c in enumerate(part(data, "committed")) if c)
    story = part(data, "committed")[seat][0]
    story["cards"] = hand.count(seat_hand(data, "hands", seat), Card[story["suit"]]) + 1


def _draft_without_extra(data: Data) -> None:
    seat = next(s for s, d in enumerate(part(data, "drafts")) if d)
    part(data, "extra")[seat] = False
    move_card("table", seat, Card.EXTRA_EXTRA, "hands", seat)(data)  # back in hand, unplayed


def _negate_without_freedom(data: Data) -> None:
    choices = responses(data)
    seat = next(s for s, c in enumerate(choices) if c is None)
    others = [s for s, c in enumerate(choices) if c is not None and
              s != part(data, "stack")[-1]["player"]]
    target = others[0] if others else seat
    # Its Freedoms of the Press go to the hand of the card's player.
    for _ in range(hand.count(seat_hand(data, "hands", target), Card.FREEDOM_OF_THE_PRESS)):
        move_card("hands", target, Card.FREEDOM_OF_THE_PRESS, "hands",
                  part(data, "stack")[-1]["player"])(data)
    choices[target] = True
    set_responses(data, choices)


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


@given(st.data())
def test_the_inside_scoop_test_reads_every_suit_at_once_as_suit_by_suit(
    data: st.DataObject,
) -> None:
    """`check._scoop_ok` (whole-int operations) agrees with the test suit by
    suit, on standing counts of up to 14 stories and earnings both right
    and wrong."""
    from pressroom.games.newsprint import check

    places = data.draw(st.lists(st.integers(0, record.SIZES * 5 - 1), max_size=14))
    standing = sum(1 << 4 * place for place in places)
    for ties in (False, True):
        expected = 0
        for at in check.SUIT_AT:
            field = standing >> at & check.SUIT_MASK
            if field:
                top = field.bit_length() - 1 & ~3
                if ties or field >> top == 1:
                    expected |= field >> top << at + top
        assert check._scoop_ok(standing, expected, ties)
        wrong = data.draw(st.integers(0, (1 << record.HOT_BITS) - 1))
        assert check._scoop_ok(standing, wrong, ties) == check._scoop_ok_by_suit(
            standing, wrong, ties) == (wrong == expected)
        # An earning count moved or dropped, or one more story earning.
        for place in places:
            for changed in (expected ^ 1 << 4 * place, expected + (1 << 4 * place)):
                if changed >= 0:
                    assert check._scoop_ok(standing, changed, ties) == check._scoop_ok_by_suit(
                        standing, changed, ties) == (changed == expected)


def _investigating_without_effects(state: NewsprintState) -> bool:
    return state.phase is Phase.INVESTIGATION and state.reaction is None and \
        not (any(state.wilds) or any(state.extra) or any(state.editorials))


def test_a_card_of_another_phase_is_refused_on_a_table_without_effects() -> None:
    """With no effect yet in the Investigation phase, the check tests the
    cards on the tables alone: a story card moved from a hand to a table
    is refused, naming the table."""
    data = _find(_investigating_without_effects, {})
    assert GAME.state_to_json(GAME.state_from_json(data)) == data
    for suit in (Card.LOCAL, Card.NATIONAL, Card.BUSINESS):
        seat = _seat_with(data, "hands", suit)
        changed = json.loads(json.dumps(data))
        move_card("hands", seat, suit, "table", seat)(changed)
        with pytest.raises(ValueError, match=rf"table\[{seat}\] holds {suit.title}"):
            GAME.state_from_json(changed)


def _earning_flipped_in(turn: int) -> Callable[[Data], None]:
    """A story of a turn earning when it does not, or the other way."""
    def change(data: Data) -> None:
        row = part(data, "record")[turn]
        seat = next(q for q, value in enumerate(row[:players(data)])
                    if value // 6 and not record.STORIES[value // 6 - 1].defamed)
        row[seat] += 3 if row[seat] % 6 < 3 else -3

    return change


def test_the_first_turn_earning_wrongly_is_named_though_the_turns_are_read_at_once() -> None:
    """The Inside Scoop check reads the turns side by side: the first turn
    whose stories earn wrongly is named, and before a later turn's other
    problem (a value no turn has)."""
    for turn in range(TURNS):
        named = rf"history\[{turn}\]\.story_points"
        with pytest.raises(ValueError, match=named):
            GAME.state_from_json(broken("over", _earning_flipped_in(turn)))
        for later in range(turn + 1, TURNS):
            data = broken("over", apply_all(_earning_flipped_in(turn), put("record", later, 0, -1)))
            with pytest.raises(ValueError, match=named):
                GAME.state_from_json(data)
    # A later turn's problem alone is named as ever.
    with pytest.raises(ValueError, match=r"history\[3\] holds a value"):
        GAME.state_from_json(broken("over", put("record", 3, 0, -1)))
