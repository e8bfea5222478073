"""The rulebook's worked examples, figure for figure (L = line of the rulebook)."""

from __future__ import annotations

from pressroom.core.frozen import replace
from pressroom.games.extra_extra import rules
from pressroom.games.extra_extra.actions import (
    ClaimAd,
    ClaimClassified,
    ClaimColumn,
    ClaimHeadline,
    ClaimStory,
    Done,
    Fee,
    Interview,
    PlaceReporter,
    PlayExtra,
    PlayStringer,
    Put,
    Sell,
    TakeCuttings,
    TakeWire,
)
from pressroom.games.extra_extra.components import (
    Card,
    City,
    DeckName,
    Side,
    Slot,
    Space,
    Speciality,
    Tile,
)
from pressroom.games.extra_extra.scoring import scoresheet
from pressroom.games.extra_extra.state import PlacedTile, Step, evolve, pile_cards
from tests.extra_extra.helpers import GAME, fresh, reporters, seat_as

B, P, H, L, S, W = (Speciality.BUSINESS, Speciality.POLITICS, Speciality.HOME,
                    Speciality.LEISURE, Speciality.SPORT, Speciality.WORLD)


def desk(state, **slots):  # type: ignore[no-untyped-def]
    tiles = list(state.desk)
    for name, tile in slots.items():
        tiles[Slot[name]] = (tile,) if tile is not None else ()
    return evolve(state, desk=tuple(tiles))


def test_paul_claims_a_2_size_story_worth_3_cps() -> None:
    """L29: New York gives a purple photo and copy card; the 2-size Story
    space turns them into a 1 copy + 1 photo story worth 3 CPs."""
    state = fresh(2, scenario=1)
    state = seat_as(state, 0, speciality=P)
    cities = list(state.cities)
    cities[City.NEW_YORK] = (Card.POLITICS_COPY_NEW_YORK, Card.POLITICS_PHOTO_NEW_YORK)
    state = evolve(state, cities=tuple(cities))
    state = desk(state, STORY_2A=Tile.S2_CP_W1, STORY_2B=None, STORY_2C=None)
    state = reporters(state, (0, Space.NEW_YORK, 0), (0, Space.STORY_2, 0))
    state = rules.begin_activation(state)
    assert state.step is Step.STORY
    assert Card.POLITICS_COPY_NEW_YORK in state.hand(0)
    claim = ClaimStory(0, Tile.S2_CP_W1, P, 0, 0, None)
    assert GAME.legal_actions(state, 0) == (claim, Done(0))
    state = GAME.apply(state, claim)
    state = GAME.apply(state, Put(0, 0, 3, 0, Side.A))
    assert scoresheet(state.players[0], state.papers[0], state.cards(0)).total == 3
    assert state.hand(0) == ()


def test_brian_and_ruth_displacement_with_fees() -> None:
    """L199: Ruth displaces Brian from London with $100; Brian, with $100,
    cannot overbid her; with $200 he could, and Ruth gets back her reporter
    and her $100."""
    state = fresh(3)
    state = seat_as(state, 0, money=100, employed=2)
    state = seat_as(state, 1, money=100, employed=2)
    state = seat_as(state, 2, employed=0)
    state = rules.begin_placement(state)
    assert state.current == 0
    state = GAME.apply(state, PlaceReporter(0, Space.LONDON))
    state = GAME.apply(state, Fee(0, 0))
    state = GAME.apply(state, PlaceReporter(1, Space.LONDON))  # the only fee is $100
    assert state.spaces[Space.LONDON] == ((1, 100),)
    assert state.placed(0) == 0 and state.money(0) == 100
    assert state.money(1) == 0
    assert state.current == 0
    assert PlaceReporter(0, Space.LONDON) not in GAME.legal_actions(state, 0)
    reason = GAME.why_illegal(state, PlaceReporter(0, Space.LONDON))
    assert reason is not None and "$100 fee" in reason
    rich = seat_as(state, 0, money=200)
    rich = GAME.apply(rich, PlaceReporter(0, Space.LONDON))  # the only fee is $200
    assert rich.spaces[Space.LONDON] == ((0, 200),)
    assert rich.money(1) == 100 and rich.placed(1) == 0
    assert rich.money(0) == 0


def test_morgue_gayle_then_peter() -> None:
    """L249: Gayle on +2 takes 2 copy cuttings; of the 4 left Peter on +3
    takes 1 copy and 2 photo."""
    state = fresh(4)
    state = reporters(state, (0, Space.MORGUE_2, 0), (1, Space.MORGUE_3, 0))
    state = rules.begin_activation(state)
    assert state.step is Step.MORGUE and state.current == 0
    assert {a.copy for a in GAME.legal_actions(state, 0)} == {0, 1, 2}
    state = GAME.apply(state, TakeCuttings(0, 2, 0))
    assert state.morgue == (1, 3)
    assert GAME.legal_actions(state, 1) == (TakeCuttings(1, 0, 3), TakeCuttings(1, 1, 2))
    state = GAME.apply(state, TakeCuttings(1, 1, 2))
    # Both activations done, the round ended and the next one refilled the Morgue.
    assert state.players[0].cuttings == (2, 0) and state.players[1].cuttings == (1, 2)
    assert state.round == 2 and state.morgue == (3, 3) and state.cuttings == (9 - 3, 9 - 2)


def test_newswire_brian_takes_two() -> None:
    """L264: on the first Newswire space of a 4-player game Brian discards a
    Newswire/Interview card and takes a Leisure and a Business card; no more."""
    state = fresh(4)
    state = seat_as(state, 0, hand=(Card.NEWSWIRE_INTERVIEW_ROME,))
    wire = (Card.LEISURE_COPY_PARIS, Card.BUSINESS_PHOTO_ROME, Card.HEADLINE_COLUMN_TOKYO,
            None, Card.SPORT_COPY_LONDON, None)
    state = evolve(state, newswire=wire)
    state = reporters(state, (0, Space.NEWSWIRE_2, 0))
    state = rules.begin_activation(state)
    assert state.step is Step.WIRE_TAKE
    state = GAME.apply(state, TakeWire(0, 0))
    assert Card.NEWSWIRE_INTERVIEW_ROME in pile_cards(2, state.decks[2].discard)
    state = GAME.apply(state, TakeWire(0, 1))
    assert state.hand(0) == (Card.LEISURE_COPY_PARIS, Card.BUSINESS_PHOTO_ROME)
    assert state.round == 2  # the activation ended after two cards: the round is over


def test_cuttings_replace_a_copy_card() -> None:
    """L268: a 3-size story of 1 photo + 2 copy from a Home-copy card, a
    Home-photo card and 2 copy cuttings."""
    state = fresh(3)
    state = seat_as(state, 0, speciality=L, cuttings=(2, 0),
                    hand=(Card.HOME_COPY_PARIS, Card.HOME_PHOTO_PARIS))
    state = desk(state, STORY_3A=Tile.S3_CCP_W1, STORY_3B=None, STORY_3C=None)
    state = reporters(state, (0, Space.STORY_3, 0))
    state = rules.begin_activation(state)
    legal = GAME.legal_actions(state, 0)
    claim = ClaimStory(0, Tile.S3_CCP_W1, H, 1, 0, None)
    assert legal == (claim, Done(0))
    state = GAME.apply(state, claim)
    assert state.players[0].cuttings == (0, 0) and state.cuttings[0] == 12 - 3 + 2
    state = GAME.apply(state, Put(0, 0, 3, 0, Side.A))
    assert scoresheet(state.players[0], state.papers[0], state.cards(0)).stories == 6


def test_brian_two_photo_story_size_must_match_space() -> None:
    """L340 (AMB-1): two Business photo cards claim a 2-size (1 + 1 photo
    cutting pair also would); a 3-size space offers only 3-size stories."""
    state = fresh(3)
    state = seat_as(state, 0, speciality=L, cuttings=(0, 2),
                    hand=(Card.BUSINESS_PHOTO_PARIS, Card.BUSINESS_PHOTO_ROME))
    state = desk(state, STORY_2A=Tile.S2_PP_W1, STORY_2B=None, STORY_2C=None)
    state = reporters(state, (0, Space.STORY_2, 0))
    state = rules.begin_activation(state)
    assert GAME.legal_actions(state, 0) == (
        ClaimStory(0, Tile.S2_PP_W1, B, 0, 0, None),
        ClaimStory(0, Tile.S2_PP_W1, B, 0, 1, None), Done(0))
    on_three = rules.begin_activation(reporters(state, (0, Space.STORY_3, 0)))
    assert all(not isinstance(a, ClaimStory) or a.tile is not Tile.S2_PP_W1
               for a in GAME.legal_actions(on_three, 0))


def test_brian_cannot_pay_his_fifth_reporter() -> None:
    """L138: 5 reporters, no money, $400 income: the 5th goes back to the supply."""
    state = fresh(3)
    state = seat_as(state, 0, employed=5, money=0)
    state = rules.collect_income(state)
    assert state.players[0].employed == 4 and state.money(0) == 0


def test_brian_sells_three_cards_for_300() -> None:
    """L130: three cards sold in the first round for $300, shuffled back into
    their draw decks (not the discard piles)."""
    state = GAME.new_game(3, 5, {"scenario": 3})
    seat = state.current
    before = state.money(seat)
    for _ in range(3):
        card = next(c for c in state.hand(seat) if c in rules.SELLABLE)
        state = GAME.apply(state, Sell(seat, card))
    assert state.money(seat) == before + 300
    assert all(not d.discard for d in state.decks)
    assert sum(d.size for d in state.decks) == 126 - 3 * 6 - 3 * 3 - 3 + 3


def test_ruth_nine_cp_story() -> None:
    """L457: a 2-size story from 2 Business cards, an Extra! Extra! card half
    Business, and the Speciality token: 3 + 3 + 3 = 9 CPs."""
    state = fresh(4)
    state = seat_as(state, 0, speciality=B, hand=(
        Card.BUSINESS_COPY_LONDON, Card.BUSINESS_PHOTO_LONDON, Card.EXTRA_POLITICS_BUSINESS))
    state = desk(state, STORY_2A=Tile.S2_CP_T1, STORY_2B=None, STORY_2C=None)
    state = rules.begin_activation(reporters(state, (0, Space.STORY_2, 0)))
    state = GAME.apply(state, ClaimStory(0, Tile.S2_CP_T1, B, 0, 0, None))
    state = GAME.apply(state, Put(0, 0, 0, 0, Side.A))
    assert state.step is Step.EXTRA
    state = GAME.apply(state, PlayExtra(0, Card.EXTRA_POLITICS_BUSINESS))
    sheet = scoresheet(state.players[0], state.papers[0], state.cards(0))
    assert (sheet.stories, sheet.extras, sheet.speciality, sheet.total) == (3, 3, 3, 9)
    assert state.extra_tokens[B] == 0 and state.speciality_tokens == 5


def test_graham_interview_doubles_a_3_size_story() -> None:
    """L352: 3 Interview cards on a 3-size story: 12 CPs instead of 6."""
    state = fresh(3)
    story = PlacedTile(Tile.S3_CCP_W2, 0, 3, 0, Side.A, H)
    paper = replace(state.papers[0], tiles=(story,), occupied=(0b111 << 9,))
    state = seat_as(state, 0, paper=paper, hand=(
        Card.NEWSWIRE_INTERVIEW_BERLIN, Card.NEWSWIRE_INTERVIEW_PARIS,
        Card.NEWSWIRE_INTERVIEW_ROME))
    state = rules.begin_activation(reporters(state, (0, Space.INTERVIEW, 0)))
    state = GAME.apply(state, Interview(0, Tile.S3_CCP_W2))
    assert scoresheet(state.players[0], state.papers[0], state.cards(0)).total == 12
    assert state.hand(0) == () and state.interviews == 3


def test_brian_claims_a_column() -> None:
    """L318: a Column of 1 photo + 2 copy from a Headline/Column card, a
    Leisure-copy, a Business-photo and a Home-copy card."""
    state = fresh(3, scenario=6)
    state = seat_as(state, 0, speciality=L, hand=(
        Card.HEADLINE_COLUMN_PARIS, Card.LEISURE_COPY_ROME, Card.BUSINESS_PHOTO_TOKYO,
        Card.HOME_COPY_BERLIN))
    state = desk(state, COLUMN=Tile.COLUMN_CCP_2)
    state = rules.begin_activation(reporters(state, (0, Space.TITLES, 0)))
    claim = ClaimColumn(0, (H, L), (B,), 0, 0, None)
    assert claim in GAME.legal_actions(state, 0)
    state = GAME.apply(state, claim)
    assert state.hand(0) == ()
    assert scoresheet(state.players[0], state.papers[0], state.cards(0)).column == 10
    assert any(t.tile is Tile.COLUMN_CCP_2 and t.page == 1 for t in state.papers[0].tiles)


def test_gary_headline_from_two_headline_cards() -> None:
    """L300: two Headline/Column cards and a Home-copy card claim the Headline."""
    state = fresh(3, scenario=6)
    state = seat_as(state, 0, speciality=H, hand=(
        Card.HEADLINE_COLUMN_PARIS, Card.HEADLINE_COLUMN_ROME, Card.HOME_COPY_BERLIN))
    state = desk(state, COLUMN=None)
    state = rules.begin_activation(reporters(state, (0, Space.TITLES, 0)))
    assert GAME.legal_actions(state, 0) == (ClaimHeadline(0, 2, 1, 0, False), Done(0))
    state = GAME.apply(state, ClaimHeadline(0, 2, 1, 0, False))
    assert scoresheet(state.players[0], state.papers[0], state.cards(0)).headline == 6


def test_brian_copy_editor_headline() -> None:
    """L463: a Headline/Column card, a Leisure card and the Copy Editor: the
    Headline scores 6, the spent Copy Editor costs its 3."""
    state = fresh(3, scenario=6)
    state = seat_as(state, 0, speciality=L, hand=(
        Card.HEADLINE_COLUMN_PARIS, Card.LEISURE_PHOTO_ROME, Card.COPY_EDITOR_LEISURE))
    assert scoresheet(state.players[0], state.papers[0], state.cards(0)).copy_editor == 3
    state = desk(state, COLUMN=None)
    state = rules.begin_activation(reporters(state, (0, Space.TITLES, 0)))
    claim = ClaimHeadline(0, 1, 0, 1, True)
    assert GAME.legal_actions(state, 0) == (claim, Done(0))
    state = GAME.apply(state, claim)
    sheet = scoresheet(state.players[0], state.papers[0], state.cards(0))
    assert (sheet.headline, sheet.copy_editor) == (6, 0)
    assert Card.COPY_EDITOR_LEISURE in state.retired


def test_classifieds_brian_and_yvonne() -> None:
    """L374: Brian (first space) takes a Crossword with one of his two
    Crossword cards; Yvonne (second space) a Cartoon and a Radio."""
    state = fresh(5)
    state = seat_as(state, 0, hand=(Card.CROSSWORD_COPY_PARIS, Card.CROSSWORD_PHOTO_ROME))
    state = seat_as(state, 1, hand=(Card.CARTOON_COPY_BERLIN, Card.RADIO_PHOTO_LONDON))
    state = rules.begin_activation(reporters(
        state, (0, Space.CLASSIFIEDS_1, 0), (1, Space.CLASSIFIEDS_2, 0)))
    assert state.step is Step.CLASSIFIEDS and state.current == 0
    state = GAME.apply(state, ClaimClassified(0, rules.Classified.CROSSWORD))
    state = GAME.apply(state, Put(0, 0, 3, 0, Side.A))
    assert state.current == 1  # one tile on the first space
    assert ClaimClassified(1, rules.Classified.CROSSWORD) not in GAME.legal_actions(state, 1)
    state = GAME.apply(state, ClaimClassified(1, rules.Classified.CARTOON))
    state = GAME.apply(state, Put(1, 0, 3, 0, Side.A))
    state = GAME.apply(state, ClaimClassified(1, rules.Classified.RADIO))
    state = GAME.apply(state, Put(1, 0, 3, 1, Side.A))
    assert scoresheet(state.players[1], state.papers[1], state.cards(1)).classifieds == 2
    assert state.hand(0) == (Card.CROSSWORD_PHOTO_ROME,)


def test_graham_takes_a_2_size_ad_for_200() -> None:
    """L392: a 2-size ad on the front page and $200."""
    state = fresh(3)
    state = rules.begin_activation(reporters(state, (0, Space.ADVERTISING, 0)))
    state = GAME.apply(state, ClaimAd(0, 2))
    assert state.money(0) == 200
    state = GAME.apply(state, Put(0, 0, 0, 0, Side.A))
    assert scoresheet(state.players[0], state.papers[0], state.cards(0)).total == 0
    assert state.players[0].ads == (2,)


def test_yvonne_plays_her_stringer() -> None:
    """L148: in Phase 5 Yvonne discards her Stringer for the Sports card in Berlin."""
    state = fresh(3)
    state = seat_as(state, 0, hand=(Card.BROWN_STRINGER,))
    cities = list(state.cities)
    cities[City.BERLIN] = (Card.SPORT_PHOTO_BERLIN, Card.HOME_COPY_BERLIN)
    state = evolve(state, cities=tuple(cities), turn=0)
    state = rules.seat_turns(state, Step.STRINGER, rules.wants_stringer, rules.begin_placement)
    assert state.step is Step.STRINGER and state.current == 0
    supply = state.brown_stringers
    state = GAME.apply(state, PlayStringer(0, Card.SPORT_PHOTO_BERLIN, True))
    assert state.hand(0) == (Card.SPORT_PHOTO_BERLIN,)
    assert state.cities[City.BERLIN] == (Card.HOME_COPY_BERLIN,)
    assert state.brown_stringers == supply + 1


def test_refresh_draws_one_card_per_player_from_each_deck() -> None:
    """L114: in a 4-player non-introductory game, 4 copy, 4 photo and 4
    feature cards go beneath their cities."""
    state = fresh(4)
    state = evolve(state, cities=((),) * 6)
    state = rules.refresh_newsdesk_and_morgue(state)
    cards = [c for cs in state.cities for c in cs]
    assert len(cards) == 12
    decks = sorted(rules.CARD_INFO[c].deck for c in cards)  # type: ignore[type-var]
    assert decks == [DeckName.COPY] * 4 + [DeckName.PHOTO] * 4 + [DeckName.FEATURES] * 4
    assert all(rules.CARD_INFO[c].city is City(i) for i, cs in enumerate(state.cities) for c in cs)


def test_newswire_refresh_with_five_cards() -> None:
    """L124: 5 cards in the slots; the 2 in the last three slots are
    discarded, the first three shift along, 3 new cards fill the first three."""
    state = fresh(4)
    wire = (Card.HOME_COPY_ROME, Card.HOME_PHOTO_ROME, Card.STRINGER_ROME,
            Card.LEISURE_COPY_ROME, None, Card.NEWSWIRE_INTERVIEW_ROME)
    state = evolve(state, newswire=wire)
    state = rules.refresh_newswire(state)
    assert state.newswire[3:] == wire[:3]
    assert [rules.CARD_INFO[c].deck for c in state.newswire[:3]] == list(DeckName)  # type: ignore[index]
    assert Card.LEISURE_COPY_ROME in pile_cards(0, state.decks[0].discard)
    assert Card.NEWSWIRE_INTERVIEW_ROME in pile_cards(2, state.decks[2].discard)


def test_cover_pages_end_only_when_both_are_filled() -> None:
    state = fresh(3, scenario=6)
    full = (1 << 12) - 1
    paper = replace(state.papers[0], occupied=(full, 0))
    assert not rules.paper_complete(seat_as(state, 0, paper=paper), 0)


def test_scenario_two_needs_a_story_of_each_size() -> None:
    state = fresh(2, scenario=2)
    full = (1 << 24) - 1
    tiles = (PlacedTile(Tile.S6_CCCPPP_1, 0, 0, 0, speciality=H),
             PlacedTile(Tile.S4_CCPP_1, 0, 0, 3, speciality=H),
             PlacedTile(Tile.S3_CCP_W1, 0, 2, 0, speciality=H))
    paper = replace(state.papers[0], occupied=(full,), tiles=tiles)
    assert not rules.paper_complete(seat_as(state, 0, paper=paper), 0)
    tiles += (PlacedTile(Tile.S2_CC_W1, 0, 3, 0, speciality=H),)
    paper = replace(paper, tiles=tiles)
    assert rules.paper_complete(seat_as(state, 0, paper=paper), 0)
