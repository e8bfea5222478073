"""pressroom.encoding: every action met in random play has an id that maps
back to it, ids are distinct, and observations have one fixed length and
depend on the view only. Extra! Extra!: complete games under every kind of
scenario, and every action its rules' checks accept, have ids."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from typing import Any

import pytest

import pressroom
from pressroom import encoding
from pressroom.games import extra_extra as xx
from tests.adapters.cases import CASES


@pytest.mark.parametrize(("name", "players"), CASES)
def test_ids_and_observations_on_random_play(name: str, players: int) -> None:
    game = pressroom.get_game(name)
    size = encoding.observation_size(game, players)
    state = game.new_game(players, seed=11)
    rng = random.Random(11)
    steps = 0
    while not game.is_over(state) and steps < 400:
        for seat in game.to_move(state):
            legal = game.legal_actions(state, seat)
            ids = [encoding.action_id(game, action) for action in legal]
            assert len(set(ids)) == len(ids)
            assert all(0 <= i < encoding.num_actions(game) for i in ids)
            assert [encoding.action_from_id(game, i, seat) for i in ids] == list(legal)
        seat = rng.choice(game.to_move(state))
        if steps % 7 == 0:
            view = game.view(state, seat)
            vector = encoding.observation(game, view)
            assert len(vector) == size
            sampled = game.sample(view, steps)
            assert encoding.observation(game, game.view(sampled, seat)) == vector
        state = game.apply(state, rng.choice(game.legal_actions(state, seat)))
        steps += 1


@pytest.mark.parametrize("name", [game.name for game in encoding.supported_games()])
def test_the_same_action_has_the_same_id_for_every_seat(name: str) -> None:
    game = pressroom.get_game(name)
    for number in range(0, encoding.num_actions(game), 97):
        actions = [encoding.action_from_id(game, number, seat) for seat in range(2)]
        assert [encoding.action_id(game, a) for a in actions] == [number, number]
        assert [a.player for a in actions] == [0, 1]


def test_fields_name_every_slot() -> None:
    game = pressroom.get_game("newsprint")
    fields = encoding.observation_fields(game, 4)
    assert len(fields) == encoding.observation_size(game, 4)
    assert "hand_sizes#" in fields and "hand_sizes[3]" in fields


def test_refusals() -> None:
    game = pressroom.get_game("penny-press")
    with pytest.raises(pressroom.IllegalAction):
        encoding.action_from_id(game, encoding.num_actions(game), 0)
    with pytest.raises(pressroom.IllegalAction):
        encoding.action_from_id(game, True, 0)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="not a penny-press action"):
        encoding.action_id(game, "0:pass")


def test_every_game_is_supported_but_the_pending_ones() -> None:
    unsupported = {g.name for g in pressroom.GAMES.values() if not encoding.supports(g)}
    assert unsupported <= encoding.PENDING


@pytest.mark.parametrize("name", [game.name for game in encoding.supported_games()])
def test_every_id_names_an_action_with_that_id(name: str) -> None:
    game = pressroom.get_game(name)
    for number in range(encoding.num_actions(game)):
        assert encoding.action_id(game, encoding.action_from_id(game, number, 1)) == number


def test_extra_extra_is_supported() -> None:
    game = pressroom.get_game("extra-extra")
    assert encoding.supports(game) and not encoding.PENDING
    assert encoding.num_actions(game) == 5128
    assert encoding.observation_size(game, 2) == encoding.observation_size(game, 6) == 3700


# Extra! Extra!: one complete game per player count, each under a scenario of
# another kind (Headlines, Columns, cover pages, center spreads, the Newswire
# and Interviews), to its end at the default 30-round limit.
XX_SCENARIOS = {2: 5, 3: 6, 4: 8, 5: 9, 6: 3}


@pytest.mark.parametrize("players", sorted(XX_SCENARIOS))
def test_extra_extra_complete_games(players: int) -> None:
    game = pressroom.get_game("extra-extra")
    size, limit = encoding.observation_size(game, players), encoding.num_actions(game)
    state = game.new_game(players, seed=players, options={"scenario": XX_SCENARIOS[players]})
    rng = random.Random(players)
    steps = 0
    while not game.is_over(state):
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        ids = [encoding.action_id(game, action) for action in legal]
        assert len(set(ids)) == len(ids)
        assert all(0 <= i < limit for i in ids)
        assert [encoding.action_from_id(game, i, seat) for i in ids] == list(legal)
        if steps % 25 == 0:
            view = game.view(state, seat)
            vector = encoding.observation(game, view)
            assert len(vector) == size
            assert encoding.observation(game, game.view(game.sample(view, steps), seat)) == vector
        state = game.apply(state, rng.choice(legal))
        steps += 1


def _wide(state: Any, seat: int) -> Iterator[Any]:
    """Actions of the step's kinds over ranges wider than the domains: every
    one the rules accept must have an id."""
    step = state.step
    hand = state.hand(seat)
    if step is xx.Step.FEE:
        for amount in range(-100, state.money(seat) + 250, 50):
            yield xx.Fee(seat, amount)
    elif step is xx.Step.MORGUE:
        for copy, photo in itertools.product(range(-1, 6), repeat=2):
            yield xx.TakeCuttings(seat, copy, photo)
    elif step is xx.Step.WIRE_TAKE:
        for slot in range(-1, 9):
            yield xx.TakeWire(seat, slot)
    elif step in (xx.Step.PLACE_TILE, xx.Step.TYPESET):
        for page, row, col in itertools.product(range(-1, 4), range(-1, 9), range(-1, 9)):
            for side in xx.Side:
                yield xx.Put(seat, page, row, col, side)
    elif step is xx.Step.TITLES:
        for h, c, ph in itertools.product(range(-1, 5), repeat=3):
            for editor in (False, True):
                yield xx.ClaimHeadline(seat, h, c, ph, editor)
        # Column cards: News cards held, up to 3 specialities of each icon.
        info = xx.components.CARD_INFO
        held = {icon: sorted({info[card].speciality for card in hand
                              if info[card].icon is icon and info[card].speciality is not None})
                for icon in xx.Icon}
        chosen = {icon: [tuple(c) for k in range(4) for c in itertools.combinations(held[icon], k)]
                  for icon in xx.Icon}
        for cs, ps in itertools.product(chosen[xx.Icon.COPY], chosen[xx.Icon.PHOTO]):
            for cp, pp in itertools.product(range(-1, 4), repeat=2):
                for editor in (None, *xx.Icon):
                    yield xx.ClaimColumn(seat, cs, ps, cp, pp, editor)
    elif step is xx.Step.STORY:
        tiles = {top for top, _, _ in game_view(state, seat).desk if top in xx.components.STORIES}
        for tile, spec in itertools.product(sorted(tiles), xx.Speciality):
            for cp, pp in itertools.product(range(-1, 5), repeat=2):
                for editor in (None, *xx.Icon):
                    yield xx.ClaimStory(seat, tile, spec, cp, pp, editor)
    elif step is xx.Step.ADVERTISING:
        for size in range(-1, 6):
            yield xx.ClaimAd(seat, size)


def game_view(state: Any, seat: int) -> Any:
    return pressroom.get_game("extra-extra").view(state, seat)


def test_extra_extra_ids_cover_every_action_the_rules_accept() -> None:
    """At the first states of each kind met in random play, every action
    over the wide ranges that `why_illegal` accepts has an id (the domains
    follow the rules' checks, not only the legal-action lists)."""
    game = pressroom.get_game("extra-extra")
    kinds = {"FEE", "MORGUE", "WIRE_TAKE", "TYPESET", "TITLES", "STORY", "PLACE_TILE",
             "ADVERTISING"}
    tried = dict.fromkeys(kinds, 0)
    for players, scenario in ((2, 5), (4, 6), (6, 8)):
        state = game.new_game(players, seed=players, options={"scenario": scenario})
        rng = random.Random(players)
        while not game.is_over(state) and min(tried.values()) < 5:
            seat = game.to_move(state)[0]
            legal = game.legal_actions(state, seat)
            if tried.get(state.step.name, 5) < 5:
                tried[state.step.name] += 1
                wide = list(_wide(state, seat))
                accepted = [a for a in wide if game.why_illegal(state, a) is None]
                classes = {type(a) for a in wide}
                assert set(accepted) >= {a for a in legal if type(a) in classes}
                for action in accepted:
                    assert 0 <= encoding.action_id(game, action) < encoding.num_actions(game)
            state = game.apply(state, rng.choice(legal))
    assert min(tried.values()) > 0
