"""The turn sequence: phase order, the Scoop draft, Reporter discards, order of
play with coin flips, the Story phase, Circulation and End."""

from __future__ import annotations

from collections import Counter

import pytest

from pressroom import IllegalAction
from pressroom.games.newsprint import Allow, Card, Discard, Done, NoStory, Pick, Play, PlayStory
from pressroom.games.newsprint import hand as h
from pressroom.games.newsprint.state import NewsprintState, Phase, Story
from tests.newsprint.helpers import (
    GAME,
    cards_everywhere,
    deal,
    fresh_step,
    full_counts,
    play_all,
    rebuild,
)

C = Card


def test_setup_deals_ten_each_and_starts_the_scoop() -> None:
    for n in GAME.player_counts:
        state = GAME.new_game(n, seed=3)
        assert state.turn == 1
        assert state.phase is Phase.SCOOP
        assert [h.size(x) for x in state.hands] == [10] * n
        assert state.deck.size == 70 - 10 * n
        assert GAME.to_move(state) == tuple(range(n))
        assert cards_everywhere(state) == full_counts()


def test_player_counts() -> None:
    assert GAME.player_counts == range(2, 8)
    for bad in (1, 8, 0, "3", True):
        with pytest.raises(ValueError, match="players"):
            GAME.new_game(bad, seed=1)  # type: ignore[arg-type]


def test_scoop_picks_are_passed_left_simultaneously() -> None:
    state = deal([[C.LOCAL, C.BUSINESS], [C.NATIONAL], [C.REWRITE]], Phase.SCOOP)
    state = GAME.apply(state, Pick(1, C.NATIONAL))
    assert state.hands[1] == h.of([C.NATIONAL])  # nothing moves until all have picked
    assert GAME.to_move(state) == (0, 2)
    state = play_all(state, [Pick(2, C.REWRITE), Pick(0, C.LOCAL)])
    assert state.hands == (h.of([C.BUSINESS, C.REWRITE]), h.of([C.LOCAL]), h.of([C.NATIONAL]))
    assert state.scoop_round == 2


def test_scoop_repeats_once_per_player_then_reporter() -> None:
    state = GAME.new_game(3, seed=5)
    for round_ in (1, 2, 3):
        assert (state.phase, state.scoop_round) == (Phase.SCOOP, round_)
        for seat in range(3):
            state = GAME.apply(state, GAME.legal_actions(state, seat)[0])
    assert state.phase is Phase.REPORTER
    assert [h.size(x) for x in state.hands] == [10, 10, 10]


def test_reporter_discards_up_to_five_and_draws_replacements() -> None:
    hand0 = [C.LOCAL] * 6 + [C.BUSINESS] * 4
    state = deal([hand0, [C.NATIONAL] * 10], Phase.REPORTER)
    for _ in range(5):
        state = GAME.apply(state, Discard(0, C.LOCAL))
    with pytest.raises(IllegalAction, match="at most 5"):
        GAME.apply(state, Discard(0, C.LOCAL))
    assert GAME.legal_actions(state, 0) == (Done(0),)
    state = play_all(state, [Done(0), Done(1)])
    assert state.phase is Phase.INVESTIGATION
    assert h.size(state.hands[0]) == 10
    assert state.hands[1] == h.of([C.NATIONAL] * 10)
    assert h.of(state.deck.discard_pile) == h.of([C.LOCAL] * 5)
    assert cards_everywhere(state) == full_counts()


def test_reporter_cannot_discard_a_card_twice() -> None:
    state = deal([[C.LOCAL, C.BUSINESS], [C.NATIONAL]], Phase.REPORTER)
    state = GAME.apply(state, Discard(0, C.LOCAL))
    with pytest.raises(IllegalAction, match="no other Local"):
        GAME.apply(state, Discard(0, C.LOCAL))


def test_order_of_play_starts_with_fewest_points_then_clockwise() -> None:
    state = deal([[], [], [], []], Phase.REPORTER, circulation=(30, 40, 10, 20))
    state = play_all(state, [Done(s) for s in range(4)])
    assert state.order == (2, 3, 0, 1)
    assert GAME.to_move(state) == (2,)


def test_order_of_play_ascending_option() -> None:
    state = deal([[], [], [], []], Phase.REPORTER, circulation=(30, 40, 10, 20),
                 options={"order_of_play": "ascending"})
    state = play_all(state, [Done(s) for s in range(4)])
    assert state.order == (2, 3, 0, 1)
    state = deal([[], [], [], []], Phase.REPORTER, circulation=(20, 40, 10, 30),
                 options={"order_of_play": "ascending"})
    state = play_all(state, [Done(s) for s in range(4)])
    assert state.order == (2, 0, 3, 1)


def test_tie_for_fewest_points_is_a_coin_flip() -> None:
    starts: Counter[int] = Counter()
    for seed in range(60):
        state = deal([[], [], [], []], Phase.REPORTER, seed=seed, circulation=(5, 9, 5, 7))
        state = play_all(state, [Done(s) for s in range(4)])
        starts[state.order[0]] += 1
        assert state.order in ((0, 1, 2, 3), (2, 3, 0, 1))
    assert set(starts) == {0, 2}


def test_investigation_turns_go_round_once_then_story() -> None:
    state = deal([[C.LOCAL], [C.NATIONAL], [C.BUSINESS]], Phase.INVESTIGATION, order=(1, 2, 0))
    assert GAME.to_move(state) == (1,)
    state = play_all(state, [Done(1), Done(2)])
    assert GAME.to_move(state) == (0,)
    state = GAME.apply(state, Done(0))
    assert state.phase is Phase.STORY
    assert GAME.to_move(state) == (0, 1, 2)


def test_story_is_compulsory_when_possible() -> None:
    state = deal([[C.LOCAL, C.REWRITE], [C.REWRITE]], Phase.STORY)
    with pytest.raises(IllegalAction, match="when able"):
        GAME.apply(state, NoStory(0))
    assert GAME.legal_actions(state, 1) == (NoStory(1),)
    assert GAME.legal_actions(state, 0) == (PlayStory(0, C.LOCAL, 1),)


def test_stories_are_secret_until_all_are_in() -> None:
    state = deal([[C.LOCAL, C.LOCAL], [C.NATIONAL]], Phase.STORY)
    state = GAME.apply(state, PlayStory(0, C.LOCAL, 2))
    assert state.stories == ((), ())
    seen_by_1 = GAME.view(state, 1)
    assert seen_by_1.own_stories is None
    assert seen_by_1.committed == (True, False)
    assert seen_by_1.hand_sizes == (2, 1)  # the cards stay in hand until the reveal
    other_choice = GAME.apply(deal([[C.LOCAL, C.LOCAL], [C.NATIONAL]], Phase.STORY),
                              PlayStory(0, C.LOCAL, 1))
    assert GAME.view(other_choice, 1) == seen_by_1
    assert GAME.view(other_choice, 0) != GAME.view(state, 0)
    state = GAME.apply(state, PlayStory(1, C.NATIONAL, 1))
    assert state.phase is Phase.EDIT
    assert state.stories == ((Story(C.LOCAL, 2),), (Story(C.NATIONAL, 1),))
    assert state.table == (h.of([C.LOCAL, C.LOCAL]), h.of([C.NATIONAL]))


def test_full_turn_scores_and_end_phase_discards_everything() -> None:
    state = deal([[C.INTERNATIONAL] * 3, [C.LOCAL] * 4], Phase.STORY)
    state = play_all(state, [PlayStory(0, C.INTERNATIONAL, 3), PlayStory(1, C.LOCAL, 4)])
    state = play_all(state, [Done(s) for s in state.order])
    assert state.circulation == (25, 4)
    assert state.history[-1].story_points == ((25,), (4,))
    # End phase then the next turn's Lead phase.
    assert state.turn == 2
    assert state.phase is Phase.SCOOP
    assert state.table == (h.EMPTY, h.EMPTY)
    assert [h.size(x) for x in state.hands] == [10, 10]
    assert cards_everywhere(state) == full_counts()


def test_game_ends_after_five_turns() -> None:
    state = deal([[C.WASHINGTON] * 2, [C.WASHINGTON]], Phase.EDIT, turn=5,
                 stories=((Story(C.WASHINGTON, 2),), (Story(C.WASHINGTON, 1),)),
                 circulation=(10, 13))
    state = play_all(state, [Done(0), Done(1)])
    assert state.phase is Phase.OVER
    assert GAME.is_over(state)
    assert GAME.to_move(state) == ()
    assert GAME.scores(state) == (14, 13)
    assert GAME.winners(state) == (0,)
    assert GAME.legal_actions(state, 0) == ()
    with pytest.raises(IllegalAction, match="over"):
        GAME.apply(state, Done(0))


def test_tied_winners_share() -> None:
    state = rebuild(GAME.new_game(3, 1), circulation=(20, 31, 31))
    assert GAME.winners(state) == (1, 2)


def test_deck_runs_out_and_the_discard_is_reshuffled() -> None:
    # Seven players take all 70 cards; the Reporter draws come from the discards.
    state = GAME.new_game(7, seed=2)
    assert state.deck.size == 0
    state = rebuild(state, phase=Phase.REPORTER, step=fresh_step(Phase.REPORTER, 7))
    GAME.check_state(state)
    first = h.cards(state.hands[0])[:3]
    state = play_all(state, [Discard(0, c) for c in first])
    state = play_all(state, [Done(s) for s in range(7)])
    assert h.size(state.hands[0]) == 10
    # The three discards were the whole discard pile, reshuffled into the
    # deck and drawn again at once.
    assert state.deck.discard_pile == () and state.deck.draw_pile == ()
    assert cards_everywhere(state) == full_counts()


def state_after_random_turn(n: int, seed: int) -> NewsprintState:
    import random

    chooser = random.Random(seed)
    state = GAME.new_game(n, seed)
    while state.turn == 1:
        seat = chooser.choice(GAME.to_move(state))
        state = GAME.apply(state, chooser.choice(GAME.legal_actions(state, seat)))
    return state


def test_history_records_each_turn() -> None:
    state = state_after_random_turn(4, 11)
    assert [r.turn for r in state.history] == [1]
    assert state.circulation == tuple(state.history[0].total(s) for s in range(4))


# -- How long the Investigation and Edit phases last ----------------------------


def test_rounds_default_go_once_round_the_table() -> None:
    """ "Start with the player with the fewest circulation points and go
    clockwise": one turn each, even after a card was played."""
    hands = [[C.INVESTIGATIVE_REPORTING], [C.EXTRA_EXTRA], [C.LOCAL]]
    state = deal(hands, Phase.INVESTIGATION, order=(1, 2, 0))
    state = play_all(state, [Done(1), Done(2), Play(0, C.INVESTIGATIVE_REPORTING),
                             Allow(1), Allow(2)])
    state = GAME.apply(state, Done(0))
    assert state.phase is Phase.STORY  # seats 1 and 2 get no second turn


def test_rounds_until_all_pass_go_round_until_every_seat_passes_in_a_row() -> None:
    options = {"rounds": "until_all_pass"}
    hands = [[C.INVESTIGATIVE_REPORTING], [C.EXTRA_EXTRA], [C.LOCAL]]
    state = deal(hands, Phase.INVESTIGATION, order=(1, 2, 0), options=options)
    state = play_all(state, [Done(1), Done(2), Play(0, C.INVESTIGATIVE_REPORTING),
                             Allow(1), Allow(2), Done(0)])
    # Seat 0 played a card, so round the table again: 1 and 2 pass, and 0 too.
    assert state.phase is Phase.INVESTIGATION
    assert GAME.to_move(state) == (1,)
    assert GAME.view(state, 2).passes == 0
    state = play_all(state, [Play(1, C.EXTRA_EXTRA), Allow(2), Allow(0), Done(1)])
    state = play_all(state, [Done(2), Done(0)])
    assert GAME.to_move(state) == (1,) and state.passes == 2
    state = GAME.apply(state, Done(1))
    assert state.phase is Phase.STORY
    assert state.extra == (False, True, False)


def test_rounds_until_all_pass_end_after_one_round_of_passes() -> None:
    state = deal([[C.EDITORIAL], [], []], Phase.EDIT, order=(2, 0, 1),
                 stories=((), (), ()), options={"rounds": "until_all_pass"})
    state = play_all(state, [Done(2), Done(0), Done(1)])
    assert state.history[-1].editorial_points == (0, 0, 0)
    assert state.phase is Phase.SCOOP and state.turn == 2


def test_rounds_until_all_pass_edit_phase_second_chance() -> None:
    """A seat that passed may still play when its turn comes round again."""
    state = deal([[C.EDITORIAL], [C.EDITORIAL], []], Phase.EDIT, order=(0, 1, 2),
                 stories=((), (), ()), options={"rounds": "until_all_pass"})
    state = play_all(state, [Done(0), Play(1, C.EDITORIAL), Allow(0), Allow(2), Done(1),
                             Done(2), Play(0, C.EDITORIAL), Allow(1), Allow(2), Done(0),
                             Done(1), Done(2), Done(0)])
    assert state.history[-1].editorial_points == (5, 5, 0)
