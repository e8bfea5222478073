"""The Base and Bonus CP tables (L489-521), line by line."""

from __future__ import annotations

import pytest

from pressroom.core.frozen import replace
from pressroom.games.extra_extra.components import Card, Side, Speciality, Tile
from pressroom.games.extra_extra.scoring import scoresheet, winners
from pressroom.games.extra_extra.state import PlacedTile
from tests.extra_extra.helpers import GAME, fresh, seat_as

STORY = {2: Tile.S2_CC_W1, 3: Tile.S3_CCC_W1, 4: Tile.S4_CCCC_1, 6: Tile.S6_CCCCCP_1}


def sheet_of(*tiles: PlacedTile, hand: tuple[Card, ...] = (), press: tuple[int, ...] = ()):  # type: ignore[no-untyped-def]
    state = fresh(3, scenario=6)
    paper = replace(state.papers[0], tiles=tiles)
    state = seat_as(state, 0, paper=paper, hand=hand, press_cards=press)
    return scoresheet(state.players[0], state.papers[0], state.cards(0))


@pytest.mark.parametrize(("size", "cp"), [(2, 3), (3, 6), (4, 10), (6, 15)])
def test_base_story(size: int, cp: int) -> None:
    assert sheet_of(PlacedTile(STORY[size], 0, 1, 0)).total == cp


@pytest.mark.parametrize(("tile", "cp"), [
    (Tile.HEADLINE_HOME, 6), (Tile.COLUMN_CCP_1, 10), (Tile.CLASSIFIED_RADIO, 1), (Tile.AD_3, 0),
])
def test_base_other_tiles(tile: Tile, cp: int) -> None:
    assert sheet_of(PlacedTile(tile, 0, 0, 0)).total == cp


@pytest.mark.parametrize(("size", "bonus"), [(2, 3), (3, 6), (4, 10), (6, 15)])
def test_interview_bonus(size: int, bonus: int) -> None:
    sheet = sheet_of(PlacedTile(STORY[size], 0, 1, 0, interview=True))
    assert sheet.interviews == bonus


@pytest.mark.parametrize(("size", "bonus"), [(2, 3), (3, 4), (4, 5), (6, 6)])
def test_extra_bonus(size: int, bonus: int) -> None:
    sheet = sheet_of(PlacedTile(STORY[size], 0, 1, 0, Side.A, Speciality.HOME, extra=True))
    assert sheet.extras == bonus


def test_gone_to_press_values_by_scenario_type() -> None:
    assert GAME.new_game(3, 1, {"scenario": 3}).press_cards == (6, 3, 1)
    assert GAME.new_game(3, 1, {"scenario": 6}).press_cards == (15, 10, 6, 3, 1)
    assert GAME.new_game(3, 1, {"scenario": 8}).press_cards == (15, 10, 6, 3, 1)
    assert GAME.new_game(3, 1, {"scenario": 1}).press_cards == ()
    assert sheet_of(press=(15, 10)).gone_to_press == 25


def test_speciality_and_copy_editor() -> None:
    sheet = sheet_of(PlacedTile(STORY[2], 0, 1, 0, bonus=True), hand=(Card.COPY_EDITOR_HOME,))
    assert (sheet.speciality, sheet.copy_editor, sheet.total) == (3, 3, 9)


def test_copy_desk_scores_nothing() -> None:
    state = fresh(3)
    from pressroom.games.extra_extra.state import DeskTile

    paper = replace(state.papers[0], copy_desk=(DeskTile(STORY[6], Speciality.HOME),))
    state = seat_as(state, 0, paper=paper)
    assert scoresheet(state.players[0], state.papers[0], state.cards(0)).total == 0


def test_ties_go_to_money_then_shared() -> None:
    state = fresh(3)
    state = seat_as(state, 0, money=300, hand=(Card.COPY_EDITOR_HOME,))
    state = seat_as(state, 1, money=500, hand=(Card.COPY_EDITOR_SPORT,))
    assert winners(state) == (1,)
    state = seat_as(state, 0, money=500)
    assert winners(state) == (0, 1)
