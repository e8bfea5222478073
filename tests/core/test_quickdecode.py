"""The codec's fast path decides exactly as its detailed decoder does.

`core.quickdecode` builds values from well-formed data without keeping a
path, and hands any doubt to the detailed decoder. It must never accept what
the detailed decoder refuses, and must build the same value when both accept:
checked on damaged data of the codec tests' own types and of real states of
every game.
"""

from __future__ import annotations

import functools
import random
from typing import Any

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

import pressroom
from pressroom.core.codec import Codec
from tests.core.test_codec import CODEC, Bag, Color, Level, _damage, bags

garbage = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 70) | st.floats() | st.text(max_size=6)
    | st.sampled_from(["LOCAL", "$type", "NONE", "Card", "RED", "LOW"]),
    lambda kids: st.lists(kids, max_size=3) | st.dictionaries(st.text(max_size=3), kids),
    max_leaves=5,
)


def outcome(decide: Any, data: Any) -> tuple[str, Any]:
    try:
        return "built", decide(data)
    except Exception:
        return "refused", None


def agree(codec: Codec, tp: Any, data: Any) -> None:
    hook = codec._converter.get_structure_hook(tp)
    quick = outcome(codec._quick.build_for(tp), data)
    detailed = outcome(lambda d: hook(d, tp), data)
    if quick[0] == "built":  # never less strict than the detailed decoder
        assert detailed == quick
    assert outcome(functools.partial(codec.decode, tp), data) == detailed


@given(st.data())
def test_fast_path_agrees_on_damaged_data_of_every_shape(data: st.DataObject) -> None:
    encoded = CODEC.encode(data.draw(bags))
    agree(CODEC, Bag, encoded)
    agree(CODEC, Bag, _damage(encoded, data.draw(st.integers(0, 10_000)), data.draw(garbage)))


@attrs.frozen
class Prompt:
    """The shapes the fast path reads inline or in C: a fixed tuple of
    scalars, members and optional ones, and a row of optional members."""

    step: tuple[Level, int, Color | None, str | None]
    row: tuple[Color | None, ...]


PROMPT_CODEC = Codec([Prompt])
prompts = st.builds(
    Prompt,
    st.tuples(st.sampled_from(Level), st.integers(), st.none() | st.sampled_from(Color),
              st.none() | st.text(max_size=3)),
    st.lists(st.none() | st.sampled_from(Color), max_size=4).map(tuple),
)


@given(prompts, st.integers(0, 10_000), garbage)
def test_fast_path_agrees_on_fixed_tuples_and_rows_of_optional_members(
    prompt: Prompt, where: int, junk: Any
) -> None:
    encoded = PROMPT_CODEC.encode(prompt)
    assert PROMPT_CODEC._quick.build_for(Prompt)(encoded) == prompt
    agree(PROMPT_CODEC, Prompt, _damage(encoded, where, junk))


@attrs.frozen
class Table:
    """Rows of counts, the fast path's checked by a plain loop or, all
    empty, by one count."""

    rows: tuple[tuple[int, ...], ...]
    kept: frozenset[tuple[int, ...]]


TABLE_CODEC = Codec([Table])
row_lists = st.lists(st.lists(st.integers(-3, 9), max_size=3).map(tuple), max_size=4).map(tuple)


@given(row_lists, st.sampled_from([(), ((),), ((), ()), ((), (), (), (), (), (), ())]),
       st.integers(0, 10_000), garbage)
def test_fast_path_agrees_on_rows_empty_or_not(
    rows: tuple[tuple[int, ...], ...], empty: tuple[tuple[int, ...], ...], where: int, junk: Any
) -> None:
    for table in (Table(rows, frozenset(rows)), Table(empty, frozenset(empty))):
        encoded = TABLE_CODEC.encode(table)
        assert TABLE_CODEC._quick.build_for(Table)(encoded) == table
        agree(TABLE_CODEC, Table, _damage(encoded, where, junk))
    # Falsy items that are not empty lists are no empty rows.
    for items in ([0, []], [[], None], [[], {}], [[], ""], [[], False], [[], [False]]):
        agree(TABLE_CODEC, Table, {"$type": "Table", "rows": items, "kept": []})


@functools.cache
def encoded_states(name: str) -> list[Any]:
    game = pressroom.get_game(name)
    chooser = random.Random(7)
    state = game.new_game(min(4, game.player_counts.stop - 1), 7)
    states = [state]
    while not game.is_over(state):
        seat = chooser.choice(game.to_move(state))
        state = game.apply(state, chooser.choice(game.legal_actions(state, seat)))
        states.append(state)
    return [game.state_to_json(s) for s in states[:: max(1, len(states) // 25)]]


@pytest.mark.parametrize("name", sorted(pressroom.GAMES))
@given(st.data())
def test_fast_path_agrees_on_damaged_game_states(name: str, data: st.DataObject) -> None:
    game = pressroom.get_game(name)
    codec = game._codec
    saved = codec.saved_forms.get(game._state_type, game._state_type)  # what the JSON is of
    encoded = data.draw(st.sampled_from(encoded_states(name)))
    agree(codec, saved, encoded)
    where = data.draw(st.integers(0, 100_000))
    agree(codec, saved, _damage(encoded, where, data.draw(garbage)))
