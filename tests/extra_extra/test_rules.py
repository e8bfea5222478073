"""Placement refusals, tile refusals, the end of a round and of the game."""

from __future__ import annotations

from pressroom.core.frozen import replace
from pressroom.games.extra_extra import rules
from pressroom.games.extra_extra.actions import (
    ClaimAd,
    ClaimStory,
    Discard,
    Fee,
    PlaceReporter,
    Put,
    ToCopyDesk,
)
from pressroom.games.extra_extra.components import Card, Side, Slot, Space, Speciality, Tile
from pressroom.games.extra_extra.state import PlacedTile, Step, evolve
from tests.extra_extra.helpers import GAME, fresh, random_placements, reporters, seat_as


def placing(state):  # type: ignore[no-untyped-def]
    return rules.begin_placement(state)


def test_two_player_blocked_and_five_six_spaces() -> None:
    two = GAME.new_game(2, 3, {"scenario": 3})
    assert set(two.blocked) == {Space.MORGUE_2, Space.NEWSWIRE_2, Space.RECRUITMENT_2}
    four = placing(fresh(4))
    legal = {a.space for a in GAME.legal_actions(four, 0)}
    assert Space.MORGUE_1 not in legal and Space.CLASSIFIEDS_1 not in legal
    assert "5-6 player side" in str(GAME.why_illegal(four, PlaceReporter(0, Space.MORGUE_1)))
    six = placing(fresh(6))
    assert {Space.MORGUE_1, Space.NEWSWIRE_1, Space.CLASSIFIEDS_1} <= {
        a.space for a in GAME.legal_actions(six, 0)}
    assert six.extra_tokens == (2,) * 6 and four.extra_tokens == (1,) * 6


def test_intro_blocks_spaces_and_skips_phases() -> None:
    state = GAME.new_game(3, 3, {"scenario": 1})
    assert set(state.blocked) == {Space.NEWSWIRE_2, Space.NEWSWIRE_3, Space.TITLES,
                                  Space.INTERVIEW, Space.LATE_BREAKING}
    assert state.newswire == (None,) * 6  # Phase 2 skipped
    assert all(c not in state.hand(seat) for seat in range(state.num_players) for c in Card
               if c.name.startswith("COPY_EDITOR"))


def test_no_raising_your_own_fee_and_hire_without_stringers() -> None:
    state = placing(seat_as(fresh(3), 0, money=500))
    state = GAME.apply(state, PlaceReporter(0, Space.PARIS))
    state = GAME.apply(state, Fee(0, 100))
    state = evolve(state, current=0, brown_stringers=0)
    assert "own fee" in str(GAME.why_illegal(state, PlaceReporter(0, Space.PARIS)))
    assert "Stringer" in str(GAME.why_illegal(state, PlaceReporter(0, Space.HIRE)))
    legal = {a.space for a in GAME.legal_actions(state, 0)}
    assert Space.PARIS not in legal and Space.HIRE not in legal and Space.SALES in legal


def test_titles_refused_with_headline_and_column() -> None:
    state = fresh(3, scenario=6)
    paper = replace(state.papers[0], tiles=(
        PlacedTile(Tile.HEADLINE_BUSINESS, 0, 0, 0), PlacedTile(Tile.COLUMN_CPP_1, 1, 0, 2)))
    state = placing(seat_as(state, 0, paper=paper))
    assert "Headline and a Column" in str(GAME.why_illegal(state, PlaceReporter(0, Space.TITLES)))


def test_passing_and_placement_ends_when_all_pass() -> None:
    state = fresh(2)
    state = seat_as(state, 0, employed=1)
    state = seat_as(state, 1, employed=1)
    state = placing(state)
    state = GAME.apply(state, PlaceReporter(0, Space.SALES))
    assert state.current == 1
    state = GAME.apply(state, PlaceReporter(1, Space.TYPESETTING))
    # Both out of reporters: everyone passed, the reporters activated, round 2 began.
    assert state.round == 2


def test_offhire_pays_at_once_and_keeps_the_reporter() -> None:
    state = placing(seat_as(fresh(3), 0, employed=1))
    state = GAME.apply(state, PlaceReporter(0, Space.OFFHIRE))
    assert state.money(0) == 100 and state.spaces[Space.OFFHIRE] == ((0, 0),)


def test_tile_refusals() -> None:
    state = fresh(3, scenario=6)
    state = evolve(state, desk=tuple((Tile.S6_CCCPPP_1,) if s is Slot.STORY_6 else ()
                                      for s in Slot))
    hand = (Card.HOME_COPY_ROME, Card.HOME_COPY_PARIS, Card.HOME_COPY_TOKYO,
            Card.HOME_PHOTO_ROME, Card.HOME_PHOTO_PARIS, Card.HOME_PHOTO_TOKYO)
    state = seat_as(state, 0, hand=hand)
    state = rules.begin_activation(reporters(state, (0, Space.STORY_6, 0)))
    state = GAME.apply(state, ClaimStory(0, Tile.S6_CCCPPP_1, Speciality.HOME, 0, 0, None))
    assert "overhang" in str(GAME.why_illegal(state, Put(0, 0, 3, 0, Side.A)))
    assert "Headline squares" in str(GAME.why_illegal(state, Put(0, 0, 0, 0, Side.A)))
    assert "A side up" in str(GAME.why_illegal(state, Put(0, 0, 1, 0, Side.B)))
    assert GAME.why_illegal(state, Put(0, 0, 1, 0, Side.A)) is None
    assert GAME.why_illegal(state, ToCopyDesk(0)) is None


def test_ads_never_on_the_copy_desk_and_make_room() -> None:
    state = fresh(3)
    story = PlacedTile(Tile.S2_CC_W1, 0, 0, 0, Side.A, Speciality.HOME, bonus=True)
    paper = replace(state.papers[0], tiles=(story,), occupied=(0b11,))
    state = seat_as(state, 0, paper=paper)
    tokens = state.speciality_tokens
    state = rules.begin_activation(reporters(state, (0, Space.ADVERTISING, 0)))
    state = GAME.apply(state, ClaimAd(0, 3))
    assert "copy desk" in str(GAME.why_illegal(state, ToCopyDesk(0)))
    state = GAME.apply(state, Put(0, 0, 0, 0, Side.A))  # over the story: it goes to the desk
    paper = state.papers[0]
    assert [d.tile for d in paper.copy_desk] == [Tile.S2_CC_W1]
    assert state.speciality_tokens == tokens + 1  # its token is lost to the supply


def test_hand_limit_discard_at_end_of_round() -> None:
    state = fresh(3)
    hand = tuple(c for c in Card if "_COPY_" in c.name)[:15]
    state = seat_as(state, 1, hand=hand)
    state = rules.end_round(state)
    assert state.step is Step.DISCARD and state.current == 1
    state = GAME.apply(state, Discard(1, hand[0]))
    assert len(state.hand(1)) == 14 and state.step is not Step.DISCARD
    assert state.start_player == 1


def test_game_ends_when_a_page_is_filled() -> None:
    state = fresh(3)
    full = (1 << 12) - 1
    paper = replace(state.papers[2], occupied=(full,), tiles=tuple(
        PlacedTile(tile, 0, r, 0) for r, tile in enumerate(
            (Tile.S3_CCC_W1, Tile.S3_CCP_W1, Tile.S3_CCP_W2, Tile.S3_CCP_W3))))
    state = seat_as(state, 2, paper=paper)
    state = rules.end_round(state)
    assert state.step is Step.OVER and GAME.is_over(state)
    assert GAME.scores(state)[2] == 24


def test_refill_shows_a_landscape_and_a_portrait() -> None:
    state = fresh(3)
    wide = (Tile.S3_CCC_W1, Tile.S3_CCP_W1, Tile.S3_CCP_W2)
    stock = (Tile.S3_CCP_W3, Tile.S3_CPP_W1, Tile.S3_CCC_T1, Tile.S3_PPP_W1)
    desk = list(state.desk)
    desk[Slot.STORY_3A], desk[Slot.STORY_3B], desk[Slot.STORY_3C] = (wide[0],), (wide[1],), ()
    stocks = list(state.stocks)
    stocks[2] = stock
    state = evolve(state, desk=tuple(desk), stocks=tuple(stocks))
    state = rules.refill_desk(state)
    assert state.desk[Slot.STORY_3C] == (Tile.S3_CCC_T1,)
    assert state.stocks[2] == (Tile.S3_PPP_W1, Tile.S3_CCP_W3, Tile.S3_CPP_W1)
    assert state.seen_bottom[2] == 2


def test_dallas_stack_reveals_next_round() -> None:
    state = GAME.new_game(3, 2, {"scenario": 3, "dallas_stack": True})
    assert all(len(state.desk[s]) >= 4 for s in (Slot.STORY_3A, Slot.STORY_2A))
    taken = rules.take_from_desk(state, Slot.STORY_6)
    assert taken.fresh[Slot.STORY_6] and not any(
        True for s, _ in rules.claimable_stories(taken, Space.STORY_6))



def test_load_check_orders_activations_as_the_rules() -> None:
    """The load check's activation order, read off the packed placements'
    low bytes (`check._activation_order`), is the rules' `activation_order`,
    for any player count, start player and placements."""
    import random

    from pressroom.games.extra_extra import check
    from pressroom.games.extra_extra.state import activation_order, pack_placements

    chooser = random.Random(3)
    for _ in range(3000):
        n = chooser.randint(2, 6)
        start = chooser.randrange(n)
        placements = random_placements(chooser, n, (0, 100, 30_000))
        bits = pack_placements(placements)
        lows = bits.to_bytes(3 * len(placements), "little")[::3]
        assert check._activation_order(lows, start, n) == list(
            activation_order(placements, start, n))


def test_fits_finds_room_as_the_spots_do() -> None:
    """`paper.fits` (masks) says a new tile has somewhere to go exactly when
    `paper.new_tile_spots` lists a spot, on every paper of random games of
    every scenario and size, for every tile."""
    import random

    from pressroom.games.extra_extra import paper as pages_
    from pressroom.games.extra_extra.components import SCENARIOS

    compared = 0
    for scenario, info in sorted(SCENARIOS.items()):
        for size in info.sizes:
            chooser = random.Random(scenario)
            state = GAME.new_game(3, scenario, {"scenario": scenario, "size": size.value,
                                                "round_limit": 6})
            pages = pages_.layout(state.options)
            for step in range(300):
                if GAME.is_over(state):
                    break
                for paper in state.papers if step % 6 == 0 else ():
                    fixed = pages_.fixed_masks(pages, paper)
                    for tile in Tile:
                        spots = any(True for _ in pages_.new_tile_spots(pages, paper, tile))
                        assert pages_.fits(pages, fixed, tile) == spots, (paper, tile)
                        compared += 1
                seat = chooser.choice(GAME.to_move(state))
                state = GAME.apply(state, chooser.choice(GAME.legal_actions(state, seat)))
    assert compared > 10_000
