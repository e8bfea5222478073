"""The turn sequence: setup, basic play, removal, Time Cards with the check
exchange, adverts and ducks, the clock and edition markers, refilling the
FAX board, Extra Turn markers, passing and the end of the game."""

from __future__ import annotations

from collections import Counter

import pytest

from pressroom import IllegalAction
from pressroom.games.extrablatt import (
    Challenge,
    ChoosePile,
    ChooseSize,
    ExtraTurn,
    Pass,
    Pile,
    Place,
    PlaceDuck,
    Remove,
    Section,
    Take,
    WriteCheck,
)
from pressroom.games.extrablatt.components import DUCK_ADVERT, TIME, Message
from pressroom.games.extrablatt.rules import check_beats
from pressroom.games.extrablatt.state import Kind, Step, Turn
from tests.extrablatt.helpers import GAME, arrange, card, h, play_all
from tests.extrablatt.oracle import conserved

SPORTFEST, BORIS, ALGEN, BABYS = h("Sportfest"), h("Boris-Fans"), h("Algen"), h("Babys")
# A deal of the "apart" check sets, which puts 1000 and 12000 in different hands.
APART = {"check_sets": "apart"}
CHECKS = ((1000, 8000, 11000), (2000, 5000, 12000), (3000, 6000, 10000))
ASIDE = (4000, 7000, 9000)


# -- Game Preparation -------------------------------------------------------------


@pytest.mark.parametrize("n", [3, 4])
def test_setup(n: int) -> None:
    for seed in range(12):
        state = GAME.new_game(n, seed)
        assert conserved(state) == []
        assert GAME.state_from_json(GAME.state_to_json(state)) == state
        assert [len(c) for c in state.fax] == [3] * 5
        on_board = sum(c.count(TIME) for c in state.fax)
        assert state.time_cards_placed == on_board  # one hour per Time Card placed
        assert [p.size for p in state.piles] == [35 - 15, 39, 30]
        starting, speed, normal = (Counter(p.draw_pile) for p in state.piles)
        assert starting[TIME] == 5 - on_board
        assert speed[TIME] == 7 and speed[DUCK_ADVERT] == 2
        assert TIME not in normal and len(normal) <= 30
        assert state.markers == (1,) * n and state.marker_supply == 20 - n
        assert state.current == state.start_player and state.step is Step.CHOOSE
        if n == 3:
            assert len(state.checks_aside) == 3 and 12000 not in state.checks_aside
        else:
            assert state.checks_aside == ()
    starts = {GAME.new_game(n, seed).start_player for seed in range(40)}
    assert starts == set(range(n))  # chosen at random, seeded


def test_player_counts() -> None:
    assert GAME.player_counts == range(3, 5)
    for bad in (2, 5, "3", True):
        with pytest.raises(ValueError, match="3 or 4 players"):
            GAME.new_game(bad, seed=1)  # type: ignore[arg-type]


# -- Basic Play -----------------------------------------------------------------------


def test_basic_play_takes_chooses_a_size_and_places() -> None:
    state = arrange(3, fax=[(SPORTFEST, ALGEN), (BORIS,), (), (), ()])
    assert Take(0, 0) in GAME.legal_actions(state, 0)
    state = GAME.apply(state, Take(0, 0))
    assert (state.step, GAME.to_move(state)) == (Step.SIZE, (0,))
    assert len(GAME.legal_actions(state, 0)) == 9
    state = GAME.apply(state, ChooseSize(0, 6))
    assert state.step is Step.PLACE
    state = GAME.apply(state, Place(0, 3, 2, 7, 12))
    assert state.papers[0] == (card("Sportfest", 3, 2, 7, 12),)
    assert state.layout[0][1] == 3  # one of the four size-6 cards used
    assert state.fax[0] == (ALGEN,)
    assert (state.current, state.step) == (1, Step.CHOOSE)
    assert conserved(state) == []


def test_a_headline_already_in_the_paper_only_as_a_picture() -> None:
    paper = (card("Sportfest", 2, 2, 7, 12),)
    fax = [(SPORTFEST,), (), (), (), ()]
    state = arrange(3, papers=[paper, (), ()], fax=fax)
    state = play_all(state, [Take(0, 0), ChooseSize(0, 4)])
    assert state.placing is not None and state.placing.kind is Kind.PICTURE
    state = GAME.apply(state, Place(0, 2, 2, 7, 14))
    assert state.papers[0][-1].kind is Kind.PICTURE
    assert state.pictures[Section.SPORT] == 1
    # No picture left: the second copy cannot be taken.
    state = arrange(3, papers=[paper, (), ()], fax=fax, pictures=(2, 2, 0, 2, 2, 2))
    with pytest.raises(IllegalAction, match="no Sport picture is left"):
        GAME.apply(state, Take(0, 0))
    # Never a third copy.
    both = (*paper, card("Sportfest", 2, 2, 7, 14, picture=True))
    state = arrange(3, papers=[both, (), ()], fax=fax)
    with pytest.raises(IllegalAction, match="never a third copy"):
        GAME.apply(state, Take(0, 0))


def test_a_message_without_a_legal_place_cannot_be_taken() -> None:
    state = arrange(3, fax=[(SPORTFEST,), (ALGEN,), (), (), ()],
                    layout=((0,) * 9, *((4, 4, 4, 2, 2, 4, 2, 2, 1),) * 2))
    with pytest.raises(IllegalAction, match="none of your layout cards"):
        GAME.apply(state, Take(0, 0))
    assert not any(isinstance(a, Take) for a in GAME.legal_actions(state, 0))


# -- The Removal of FAX Messages ---------------------------------------------------


def test_remove_one_or_two_lowest_messages() -> None:
    fax = [(SPORTFEST, BORIS), (ALGEN,), (TIME,), (BABYS,), ()]
    state = arrange(3, fax=fax)
    after = GAME.apply(state, Remove(0, (0, 1)))
    assert after.fax[0] == (BORIS,) and after.fax[1] == ()
    assert Counter(after.removed) - Counter(state.removed) == Counter([SPORTFEST, ALGEN])
    assert GAME.apply(state, Remove(0, (3,))).fax[3] == ()
    with pytest.raises(IllegalAction, match="Time Cards can only be removed by playing them"):
        GAME.apply(state, Remove(0, (2,)))
    with pytest.raises(IllegalAction, match="2 different columns"):
        GAME.apply(state, Remove(0, (0, 0)))
    with pytest.raises(IllegalAction, match="increasing order"):
        GAME.apply(state, Remove(0, (1, 0)))
    with pytest.raises(IllegalAction, match="column 4 has no message"):
        GAME.apply(state, Remove(0, (4,)))
    one_column = arrange(3, fax=fax, options={"remove_from_one_column": True})
    assert GAME.apply(one_column, Remove(0, (0, 0))).fax[0] == ()
    assert Remove(0, (0, 0)) in GAME.legal_actions(one_column, 0)
    assert Remove(0, (0, 0)) not in GAME.legal_actions(state, 0)


# -- Playing the Time Cards -------------------------------------------------------------


def time_state(hour: int, papers: list | None = None, options: dict | None = None,  # type: ignore[type-arg]
               **fields):  # type: ignore[no-untyped-def]
    papers = papers or [
        (card("Sportfest", 2, 2, 7, 12),),
        (card("Algen", 2, 2, 7, 12, owner=1), card("Boris-Fans", 2, 2, 0, 18, owner=1)),
        (),
    ]
    fields.setdefault("checks", CHECKS)
    fields.setdefault("checks_aside", ASIDE)
    return arrange(
        3, papers=papers, fax=[(TIME, SPORTFEST), (ALGEN,), (), (), ()],
        piles=[(), (BABYS, BABYS, TIME), ()], time_cards_placed=hour,
        options={**APART, **(options or {})}, **fields,
    )


def test_checks_1000_beats_12000_and_higher_wins_otherwise() -> None:
    assert check_beats(1000, 12000) and not check_beats(12000, 1000)
    assert check_beats(12000, 11000) and check_beats(3000, 2000) and not check_beats(2000, 3000)
    assert check_beats(2000, 1000)


def test_check_exchange_is_secret_and_swaps_the_checks() -> None:
    state = GAME.apply(time_state(3), Challenge(0, 0, 1))
    assert (state.step, GAME.to_move(state)) == (Step.CHECKS, (0, 1))
    assert GAME.legal_actions(state, 1) == tuple(WriteCheck(1, v) for v in CHECKS[1])
    state = GAME.apply(state, WriteCheck(1, 12000))
    assert GAME.to_move(state) == (0,)
    seen_by_0 = GAME.view(state, 0).time_play
    assert seen_by_0 is not None and seen_by_0.own_check is None
    assert seen_by_0.opponent_committed and not seen_by_0.challenger_committed
    seen_by_1 = GAME.view(state, 1).time_play
    assert seen_by_1 is not None and seen_by_1.own_check == 12000
    assert "12000" not in str(GAME.state_to_json(GAME.view(state, 0)).get("time_play"))
    state = GAME.apply(state, WriteCheck(0, 1000))
    exchange = state.exchanges[-1]
    assert exchange.winner == 0  # 1000 beats 12000
    assert state.checks[0] == (8000, 11000, 12000)
    assert state.checks[1] == (1000, 2000, 5000)
    # Everyone saw both checks change hands.
    assert GAME.view(state, 2).known_checks == ((12000,), (1000,), ())
    with pytest.raises(IllegalAction, match="you hold the checks"):
        GAME.apply(GAME.apply(time_state(3), Challenge(0, 0, 1)), WriteCheck(0, 4000))


def test_advert_winner_and_markers_only_when_the_advert_is_placed() -> None:
    state = play_all(time_state(3), [Challenge(0, 0, 1), WriteCheck(0, 8000), WriteCheck(1, 12000)])
    # 8000 loses to 12000: the opponent places an advert in the challenger's paper.
    assert state.exchanges[-1].winner == 1
    assert GAME.to_move(state) == (1,)
    state = play_all(state, [ChooseSize(1, 4), Place(1, 2, 2, 7, 14)])
    assert state.markers == (1, 1, 1)  # "the opponent DOES NOT receive any" markers
    state = play_all(time_state(3), [Challenge(0, 0, 1), WriteCheck(0, 1000), WriteCheck(1, 12000)])
    # "One may obtain Extra Turn markers only when placing Adverts": not yet.
    assert state.markers == (1, 1, 1)
    assert (state.step, GAME.to_move(state)) == (Step.SIZE, (0,))
    sizes = {a.size for a in GAME.legal_actions(state, 0)}
    assert sizes == {4, 6, 8, 9, 10, 12}  # "The largest ... for an Advert is size 12."
    with pytest.raises(IllegalAction, match="largest layout card for an advert is size 12"):
        GAME.apply(state, ChooseSize(0, 15))
    state = GAME.apply(state, ChooseSize(0, 4))
    for action in GAME.legal_actions(state, 0):
        assert not card(None, action.height, action.width, action.row, action.col).mask & (
            card("Algen", 6, 10, 0, 0).mask  # never in the headline section rows
        )
    state = GAME.apply(state, Place(0, 2, 2, 7, 14))
    # "If the challenger ... won the check exchange action, he receives 2".
    assert state.markers == (3, 1, 1) and state.marker_supply == 20 - 3 - 2
    advert = state.papers[1][-1]
    assert (advert.kind, advert.owner) == (Kind.ADVERT, 0)  # the winner's own layout card
    assert state.layout[0][0] == 2 and state.token_supply == 13
    assert state.fax[0] == (SPORTFEST,) and state.removed[-1] == TIME
    assert (state.current, state.step) == (1, Step.CHOOSE)
    assert conserved(state) == []


def test_an_advert_that_cannot_be_placed_is_not_placed_and_earns_no_markers() -> None:
    # "because the opponent's only articles are within the Headline Section"
    papers = [(card("Sportfest", 2, 2, 7, 12),), (card("Algen", 2, 2, 0, 4, owner=1),), ()]
    actions = [Challenge(0, 0, 1), WriteCheck(0, 1000), WriteCheck(1, 12000)]
    state = play_all(time_state(3, papers), actions)
    assert state.papers[1] == papers[1]
    assert state.markers[0] == 1  # "only when placing Adverts"
    assert state.step is Step.CHOOSE and state.current == 1 and state.fax[0] == (SPORTFEST,)
    # The option reads "If the challenger won ..., he receives 2" on its own.
    state = play_all(time_state(3, papers, {"markers_without_advert": True}), actions)
    assert state.papers[1] == papers[1] and state.markers[0] == 3


def test_markers_without_advert_option_grants_them_at_the_exchange() -> None:
    state = play_all(time_state(3, options={"markers_without_advert": True}),
                     [Challenge(0, 0, 1), WriteCheck(0, 1000), WriteCheck(1, 12000)])
    assert state.markers == (3, 1, 1) and state.step is Step.SIZE
    state = play_all(state, [ChooseSize(0, 4), Place(0, 2, 2, 7, 14)])
    assert state.markers == (3, 1, 1)  # not twice


def test_adverts_until_7_and_ducks_from_8() -> None:
    for hour in range(1, 8):
        state = time_state(hour)
        assert Challenge(0, 0, 1) in GAME.legal_actions(state, 0)
        with pytest.raises(IllegalAction, match="only Adverts"):
            GAME.apply(state, Challenge(0, 0, 1, Section.SPORT))
    for hour in (8, 9, 11, 12):
        state = time_state(hour)
        with pytest.raises(IllegalAction, match="only Ducks"):
            GAME.apply(state, Challenge(0, 0, 1))
        assert Challenge(0, 0, 1, Section.SPORT) in GAME.legal_actions(state, 0)
        # The challenger needs that section in his own paper.
        with pytest.raises(IllegalAction, match="General section in your own paper"):
            GAME.apply(state, Challenge(0, 0, 1, Section.GENERAL))


def test_a_duck_is_announced_only_in_a_section_the_opponent_has() -> None:
    # "within which section of his opponent's paper ... he wants to place the Duck"
    state = time_state(9)
    with pytest.raises(IllegalAction, match="seat 2 has no Sport article"):
        GAME.apply(state, Challenge(0, 0, 2, Section.SPORT))
    assert [a for a in GAME.legal_actions(state, 0) if isinstance(a, Challenge)] == [
        Challenge(0, 0, 1, Section.SPORT)
    ]
    every = time_state(9, options={"duck_without_target": True})
    assert Challenge(0, 0, 2, Section.SPORT) in GAME.legal_actions(every, 0)


def test_duck_on_the_announced_section_of_the_losers_paper() -> None:
    state = play_all(
        time_state(9), [Challenge(0, 0, 1, Section.SPORT), WriteCheck(0, 8000),
                        WriteCheck(1, 12000)],
    )
    # The opponent won: the duck goes on the challenger's Sport article.
    assert (state.step, GAME.to_move(state)) == (Step.DUCK, (1,))
    assert GAME.legal_actions(state, 1) == (PlaceDuck(1, 0),)
    state = GAME.apply(state, PlaceDuck(1, 0))
    assert state.papers[0][0].duck and state.token_supply == 13
    assert state.markers == (1, 1, 1)  # no markers for ducks
    state = play_all(
        time_state(9), [Challenge(0, 0, 1, Section.SPORT), WriteCheck(0, 1000),
                        WriteCheck(1, 12000)],
    )
    assert GAME.legal_actions(state, 0) == (PlaceDuck(0, 1),)  # Boris-Fans, not Algen
    with pytest.raises(IllegalAction, match="Sport article without a duck"):
        GAME.apply(state, PlaceDuck(0, 0))
    state = GAME.apply(state, PlaceDuck(0, 1))
    assert state.papers[1][1].duck and state.markers == (1, 1, 1)


def test_with_the_option_a_duck_the_loser_has_no_place_for_is_not_placed() -> None:
    papers = [(card("Sportfest", 2, 2, 7, 12),), (card("Algen", 2, 2, 7, 12, owner=1),), ()]
    state = play_all(
        time_state(9, papers, {"duck_without_target": True}),
        [Challenge(0, 0, 1, Section.SPORT), WriteCheck(0, 1000), WriteCheck(1, 12000)],
    )
    assert state.step is Step.CHOOSE and state.papers == tuple(papers)


def test_the_duck_advert_messages_are_played_like_time_cards_without_moving_the_clock() -> None:
    state = time_state(3)
    state = arrange(3, papers=state.papers, fax=[(DUCK_ADVERT,), (ALGEN,), (), (), ()],
                    piles=[(), (BABYS,) * 3, ()], time_cards_placed=3,
                    checks=CHECKS, checks_aside=ASIDE, options=APART)
    assert Challenge(0, 0, 1) in GAME.legal_actions(state, 0)
    state = play_all(state, [Challenge(0, 0, 1), WriteCheck(0, 1000), WriteCheck(1, 12000)])
    state = play_all(state, [ChooseSize(0, 4), Place(0, 2, 2, 7, 14)])
    assert state.time_cards_placed == 3 and state.removed[-1] == DUCK_ADVERT


# -- The Game Clock and edition markers ------------------------------------------------


def test_markers_at_5_oclock_none_on_ducks_and_adverts() -> None:
    papers = [
        (card("Sportfest", 2, 2, 7, 12), card("Boris-Fans", 2, 2, 7, 14, duck=True)),
        (card("Algen", 2, 2, 7, 12, owner=1), card(None, 2, 2, 7, 14, owner=0)),
        (),
    ]
    state = arrange(3, papers=papers, fax=[(BABYS,), *((Message(m),) for m in (5, 6, 7, 8))],
                    piles=[(ALGEN, TIME, ALGEN, BORIS), (), ()], time_cards_placed=4)
    state = play_all(state, [Take(0, 0), ChooseSize(0, 4), Place(0, 2, 2, 0, 5)])
    # The refill drew a Time Card: the pointer leaves yellow at 5 o'clock and
    # every article gets a 10, the one just placed too.
    assert state.time_cards_placed == 5 and state.fax[0] == (ALGEN, TIME, ALGEN)
    marks = [[c.edition for c in p] for p in state.papers]
    assert marks == [[10, None, 10], [10, None], []]


def test_markers_when_the_pointer_leaves_blue() -> None:
    papers = [(card("Sportfest", 2, 2, 7, 12, 10),), (card("Algen", 2, 2, 7, 12, owner=1),), ()]
    state = arrange(3, papers=papers, fax=[(BABYS,), *((Message(m),) for m in (5, 6, 7, 8))],
                    piles=[(TIME, BORIS, BORIS), (), ()], time_cards_placed=8)
    state = GAME.apply(state, Remove(0, (0,)))
    assert state.time_cards_placed == 9
    assert [[c.edition for c in p] for p in state.papers] == [[10], [20], []]


def test_red_from_8_option() -> None:
    papers = [(card("Sportfest", 2, 2, 7, 12),), (), ()]
    for red_from, edition in ((8, 20), (9, None)):
        state = arrange(3, papers=papers, fax=[(BABYS,), (), (), (), ()],
                        piles=[(TIME, TIME, TIME), (), ()], time_cards_placed=5,
                        options={"red_from": red_from})
        state = GAME.apply(state, Remove(0, (0,)))
        assert state.time_cards_placed == 8
        assert state.papers[0][0].edition == edition


def test_the_game_ends_when_the_last_time_card_is_played_as_a_duck() -> None:
    papers = [
        (card("Sportfest", 2, 2, 7, 12, 10), card("Algen", 2, 2, 0, 5)),
        (card("Boris-Fans", 2, 2, 7, 12, owner=1), card(None, 2, 2, 7, 14, owner=0)),
        (),
    ]
    state = arrange(3, papers=papers, fax=[(TIME,), (BABYS,), (), (), ()],
                    piles=[(), (BABYS,), ()], time_cards_placed=12,
                    checks=CHECKS, checks_aside=ASIDE, options=APART)
    state = play_all(state, [Challenge(0, 0, 1, Section.SPORT), WriteCheck(0, 1000),
                             WriteCheck(1, 12000), PlaceDuck(0, 0)])
    assert GAME.is_over(state) and state.step is Step.OVER and not state.blocked
    marks = [[c.edition for c in p] for p in state.papers]
    assert marks == [[10, 30], [None, None], []]  # 30 on the rest; the duck and advert none
    assert GAME.legal_actions(state, 0) == ()
    with pytest.raises(IllegalAction, match="the game is over"):
        GAME.apply(state, Pass(0))


def test_a_time_card_that_is_not_the_last_does_not_end_the_game() -> None:
    state = arrange(3, papers=time_state(12).papers, fax=[(TIME,), (TIME,), (), (), ()],
                    time_cards_placed=12, checks=CHECKS, checks_aside=ASIDE, options=APART)
    state = play_all(state, [Challenge(0, 0, 1, Section.SPORT), WriteCheck(0, 1000),
                             WriteCheck(1, 12000), PlaceDuck(0, 1)])
    assert not GAME.is_over(state) and state.current == 1


# -- Refilling the FAX board ----------------------------------------------------------


FULL = tuple(map(Message, (5, 6, 7)))  # Business headlines, as fillers
FULL2 = tuple(map(Message, (20, 21, 22)))  # Local headlines
LOCAL = Message(23)


def test_refill_from_the_starting_pile_first() -> None:
    state = arrange(3, fax=[(BABYS,), (ALGEN,), *((m,) for m in FULL)],
                    piles=[(SPORTFEST, BORIS, ALGEN, BABYS), (TIME,), (BORIS,)])
    state = GAME.apply(state, Remove(0, (0,)))
    # Only empty columns are refilled, 3 messages each, from the starting pile.
    assert state.fax[0] == (SPORTFEST, BORIS, ALGEN)
    assert state.fax[1:] == ((ALGEN,), *((m,) for m in FULL))
    assert [p.draw_pile for p in state.piles] == [(BABYS,), (TIME,), (BORIS,)]
    assert state.step is Step.CHOOSE and state.current == 1


def test_the_player_chooses_speed_or_normal_once_the_starting_pile_runs_out() -> None:
    piles = [(SPORTFEST,), (TIME, BORIS, BORIS, TIME), (ALGEN, ALGEN, BABYS, BABYS)]
    base = arrange(3, fax=[(BABYS,), (ALGEN,), (SPORTFEST,), (FULL[0],), (FULL[1],)], piles=piles,
                   time_cards_placed=2)
    state = GAME.apply(base, Remove(0, (0, 1)))
    assert (state.step, GAME.to_move(state)) == (Step.PILE, (0,))
    assert GAME.legal_actions(state, 0) == (ChoosePile(0, Pile.SPEED), ChoosePile(0, Pile.NORMAL))
    speed = GAME.apply(state, ChoosePile(0, Pile.SPEED))
    assert speed.fax[0] == (SPORTFEST, TIME, BORIS) and speed.fax[1] == (BORIS, TIME, ALGEN)
    assert speed.time_cards_placed == 4  # and the exhausted speed pile gave way to normal
    assert [p.draw_pile for p in speed.piles] == [(), (), (ALGEN, BABYS, BABYS)]
    normal = GAME.apply(state, ChoosePile(0, Pile.NORMAL))
    assert normal.fax[0] == (SPORTFEST, ALGEN, ALGEN) and normal.fax[1] == (BABYS, BABYS, TIME)
    assert normal.current == 1


def test_no_choice_when_one_pile_is_exhausted_and_columns_stay_empty_without_piles() -> None:
    state = arrange(3, fax=[(BABYS,), (ALGEN,), FULL, FULL2, (LOCAL,)],
                    piles=[(), (), (BORIS, ALGEN)])
    state = GAME.apply(state, Remove(0, (0,)))
    assert state.step is Step.CHOOSE and state.fax[0] == (BORIS, ALGEN)
    state = GAME.apply(state, Remove(1, (0, 1)))
    assert state.fax[:2] == ((ALGEN,), ())  # nothing left to refill: it stays empty
    state = play_all(state, [Remove(2, (0,))])
    assert state.fax[:2] == ((), ())


# -- Extra Turn markers -----------------------------------------------------------------


def test_extra_turn_marker_two_turns_in_a_row_once_per_round() -> None:
    state = arrange(3, fax=[(BABYS, BABYS, ALGEN), (ALGEN,) * 2, (SPORTFEST,) * 3, FULL, FULL2])
    assert ExtraTurn(0) in GAME.legal_actions(state, 0)
    state = GAME.apply(state, ExtraTurn(0))
    assert state.markers == (0, 1, 1) and state.marker_supply == 20 - 3 + 1
    assert ExtraTurn(0) not in GAME.legal_actions(state, 0)
    state = GAME.apply(state, Remove(0, (0,)))
    assert (state.current, state.turn) == (0, Turn.EXTRA)
    with pytest.raises(IllegalAction, match="once per round"):
        GAME.apply(state, ExtraTurn(0))
    state = GAME.apply(state, Remove(0, (0,)))
    assert (state.current, state.turn, state.round) == (1, Turn.REGULAR, 1)
    state = play_all(state, [Remove(1, (0,)), Remove(2, (2,))])
    assert (state.current, state.round) == (0, 2)
    with pytest.raises(IllegalAction, match="no Extra Turn marker"):
        GAME.apply(state, ExtraTurn(0))


# -- Passing and blocked games ------------------------------------------------------------


def test_pass_only_without_any_other_action_and_a_full_table_of_passes_ends_the_game() -> None:
    # 8 o'clock: ducks only; nobody has a card a duck could go on.
    state = arrange(3, fax=[(TIME,), (), (), (), ()], time_cards_placed=8)
    for seat in range(3):
        assert GAME.legal_actions(state, seat) == (Pass(seat),)
        state = GAME.apply(state, Pass(seat))
    assert GAME.is_over(state) and state.blocked
    busy = arrange(3, fax=[(ALGEN,), (), (), (), ()])
    with pytest.raises(IllegalAction, match="pass only when"):
        GAME.apply(busy, Pass(0))
    assert Pass(0) not in GAME.legal_actions(busy, 0)


def test_a_pass_streak_is_broken_by_any_action() -> None:
    papers = [(), (card("Algen", 2, 2, 7, 12, owner=1),), (card("Babys", 2, 2, 7, 12, owner=2),)]
    state = arrange(3, papers=papers, fax=[(TIME,), (), (), (), ()], time_cards_placed=8)
    state = GAME.apply(state, Pass(0))
    assert state.passes == 1
    state = GAME.apply(state, Challenge(1, 0, 2, Section.GENERAL))
    assert state.passes == 0


def test_a_short_marker_box_gives_what_it_has() -> None:
    state = time_state(3, marker_supply=1, markers=(1, 1, 17))
    state = play_all(state, [Challenge(0, 0, 1), WriteCheck(0, 1000), WriteCheck(1, 12000),
                             ChooseSize(0, 4), Place(0, 2, 2, 7, 14)])
    assert state.markers == (2, 1, 17) and state.marker_supply == 0


# -- What each seat sees ------------------------------------------------------------


def test_views_hide_piles_and_other_checks() -> None:
    state = GAME.new_game(4, seed=3)
    for seat in range(4):
        seen = GAME.view(state, seat)
        assert seen.checks == state.checks[seat]
        assert [p.size for p in seen.piles] == [p.size for p in state.piles]
        assert seen.known_checks == ((), (), (), ())
    public = GAME.view(state, None)
    assert public.checks is None
    text = str(GAME.state_to_json(public))
    assert "draw_pile" not in text and "rng" not in text
    shadow = GAME.determinize(state, 0, seed=99)
    assert shadow.piles != state.piles and shadow.checks[0] == state.checks[0]
    assert GAME.view(shadow, 0) == GAME.view(state, 0)


# -- Check sets (a reconstruction, named by an option) -------------------------------


@pytest.mark.parametrize("grouping", ["paired", "apart"])
def test_checks_are_dealt_in_the_named_sets_and_3_players_keep_the_12000_set(
    grouping: str,
) -> None:
    from pressroom.games.extrablatt.components import CHECK_GROUPINGS, CheckSets

    sets = {tuple(sorted(s)) for s in CHECK_GROUPINGS[CheckSets(grouping)]}
    for seed in range(20):
        for n in (3, 4):
            state = GAME.new_game(n, seed, {"check_sets": grouping})
            hands = set(state.checks) | ({state.checks_aside} if n == 3 else set())
            # "form 4 piles of 3 checks each ... distribute them to the players"
            assert hands == sets
            # "When playing with 3, remove 1 group ... not the group with the 12000"
            assert 12000 not in state.checks_aside
    holder = next(h for h in GAME.new_game(4, 1, {"check_sets": grouping}).checks if 12000 in h)
    # The default puts the only check that beats 12000 in the 12000 holder's hand.
    assert (1000 in holder) == (grouping == "paired")


def test_the_game_drawn_as_text() -> None:
    state = play_all(time_state(3), [Challenge(0, 0, 1), WriteCheck(1, 12000)])
    seen = str(GAME.view(state, 0))
    assert "seat 0 to move (checks step)" in seen
    assert "0       TIME CARD | Sportfest (Sport)" in seen and "Time Card x10" in seen
    assert "Sportfest (Sport)" in seen and "your checks: [1000, 8000, 11000]" in seen
    assert "12000" not in seen  # seat 1's secret stays secret
    assert "Sa Sportfest (Sport article; size 4, 2x2@(7,12))" in seen
    assert seen.count("front page") == 3 and seen.count("##") >= 3 * 9
    full = str(state)
    assert "seat 1 12000" in full and "checks aside: [4000, 7000, 9000]" in full


def test_a_step_copies_the_table_and_holdings_as_attrs_would() -> None:
    """`advance` copies the table and the holdings through builders that name
    every field in order: with any set of their fields changed, the copies
    equal `attrs.evolve`'s, and the changes are taken out."""
    import itertools

    import attrs

    from pressroom.games.extrablatt import rules

    state = GAME.new_game(4, 3)
    for record, copy in ((state.table, rules._table_with), (state.holdings, rules._holdings_with)):
        names = [f.name for f in attrs.fields(type(record))]
        for count in range(len(names) + 1):
            for chosen in itertools.combinations(names, count):
                changes = {name: object() for name in chosen}
                expected = attrs.evolve(record, **changes)
                given = dict(changes, round=7)
                made = copy(record, given)
                assert made == expected and type(made) is type(record)
                assert given == {"round": 7}
