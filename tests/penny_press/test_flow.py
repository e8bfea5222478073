"""Setup, the four actions, adjusting the beats, going to press, headline
cards, turn order (two players, newsboy strike) and the final edition."""

from __future__ import annotations

import attrs
import pytest

from pressroom import IllegalAction
from pressroom.games.penny_press import (
    Assign,
    Done,
    Edition,
    GoToPress,
    Pass,
    Phase,
    Reassign,
    Recall,
)
from pressroom.games.penny_press.components import ALL_STORIES, HEADLINE_CARDS, STARS, Beat, Form
from pressroom.games.penny_press.rules import (
    add_setup_stories,
    adjust_beats,
    column_spaces,
    share_the_news,
)
from pressroom.games.penny_press.state import (
    Covered,
    PennyPressState,
    alone,
    changed,
    covered_by,
)
from tests.penny_press.helpers import (
    CC,
    GAME,
    HC,
    NYC,
    A,
    B,
    C,
    D,
    P,
    W,
    board,
    conserved,
    play,
    s,
)


def test_setup() -> None:
    for n in range(2, 6):
        state = GAME.new_game(n, seed=n)
        assert state.home == (5,) * n
        assert state.circulation == (0,) * n
        assert state.advertisements == (None,) * n
        assert len(state.headlines.discard_pile) == n  # one headline card per player
        cards = state.headlines.discard_pile
        expected_bonus = [2] * 5
        for card in cards:
            expected_bonus[card.beat] += card.bonus
        assert state.bonus == tuple(expected_bonus)
        placed = sorted(c.story for column in state.beats for c in column)
        # Stories come off the top of their stacks: 1 star first, then 2, then 3.
        for story in placed:
            assert all(s(story.beat, story.form, k) in placed for k in range(1, story.stars))
        assert sum(len(card.stories) for card in cards) >= len(placed)
        assert GAME.to_move(state) == (0,)
        assert not conserved(state)
    with pytest.raises(ValueError, match="2 to 5 players"):
        GAME.new_game(6, 1)


@pytest.mark.parametrize("reporters", [(0, 0), (1, 2), (0, 0, 3), (2, 1, 0, 1), (4, 0, 0, 0, 1),
                                       (0, 5, 0), (5, 5, 5, 5, 5)])
def test_a_story_covered_is_the_same_value_shared_or_not(reporters: tuple[int, ...]) -> None:
    """The Covered a move puts on the board: shared for a few reporters,
    built afresh for more, equal to one built by hand either way."""
    for story in ALL_STORIES:
        covered = covered_by(story, reporters)
        assert covered == Covered(story, reporters)
        assert covered.story is story
        if sum(reporters) <= 3:
            assert covered_by(story, tuple(reporters)) is covered


def test_a_move_in_a_beat_of_one_story_keeps_the_shared_column() -> None:
    """A beat holding one story with a few reporters on it becomes the shared
    column of that story with its reporters (a move builds no column of its
    own there), the same value as a column built by hand; a beat of more
    stories, a new column."""
    state = board(2, [(s(W, A), (0, 0)), (s(P, C), (0, 0)), (s(P, A), (0, 0))], options=ALTERNATE)
    state = GAME.apply(state, Assign(0, s(W, A), 2))
    assert state.war is alone(s(W, A), (2, 0))
    assert state.war == (Covered(s(W, A), (2, 0)),)
    state = GAME.apply(state, Assign(1, s(P, C), 1))
    assert state.politics == (Covered(s(P, C), (0, 1)), Covered(s(P, A), (0, 0)))
    state = play(state, Reassign(0, s(W, A), s(P, A)))
    assert state.war is alone(s(W, A), (1, 0))
    assert state.politics[1] is covered_by(s(P, A), (1, 0))
    assert alone(s(W, A), (3, 2)) == (Covered(s(W, A), (3, 2)),)  # (not shared)


def test_stories_stack_in_star_order_and_need_room() -> None:
    state = board(2, [])
    card = attrs.evolve(HEADLINE_CARDS[0], stories=((W, D), (W, D), (W, D), (W, D)))
    state = share_the_news(state, card)
    assert [c.story.stars for c in state.beats[W]] == [1, 2, 3]
    assert state.supply[W][D] == ()
    # Nine spaces: four Ds (2 spaces each) would need 8; a fifth would not fit.
    state = board(2, [(s(W, D, st), (0, 0)) for st in STARS] + [(s(W, C), (0, 0))])
    card = attrs.evolve(HEADLINE_CARDS[0], stories=((W, C), (W, A), (W, A)))
    state = share_the_news(state, card)
    # 3 Ds and a C take 8 spaces: the second C does not fit, the A does; the
    # third card's A then finds the column full.
    assert sorted(str(c.story) for c in state.beats[W]) == ["W-A1", "W-C1", "W-D1", "W-D2", "W-D3"]
    assert state.supply[W][C] == (2, 3)
    assert state.supply[W][A] == (2, 3)


def test_bonus_marker_starts_at_two_and_stops_at_twenty() -> None:
    state = changed(board(2, []), bonus=(19, 2, 2, 2, 2))
    state = share_the_news(state, attrs.evolve(HEADLINE_CARDS[0], stories=()))
    assert state.bonus[W] == 20


@pytest.mark.parametrize(
    ("stories", "position"),
    [
        ([], 0),
        ([(s(W, A), (0, 0))], 1),
        ([(s(W, A), (1, 0))], 2),
        ([(s(W, C), (1, 2))], 3),
        ([(s(W, C), (1, 0)), (s(W, D), (0, 1)), (s(W, A), (0, 0))], 7),
        ([(s(W, D, k), (1, 0)) for k in STARS] + [(s(W, C), (1, 0))], 9),  # 8 + 4, capped
    ],
)
def test_adjusting_the_beats(stories: list[tuple[object, tuple[int, int]]], position: int) -> None:
    assert board(2, stories).arrows[W] == position  # type: ignore[arg-type]


ALTERNATE = GAME.options_from({"two_player_double_turns": False})


def test_assign_recall_reassign_and_adjust() -> None:
    state = board(2, [(s(W, A), (0, 0)), (s(P, C), (0, 0))], options=ALTERNATE)
    assert state.arrows[W] == 1
    state = GAME.apply(state, Assign(0, s(W, A), 3))
    assert state.home == (2, 5)
    assert state.arrows[W] == 2  # covered now
    assert GAME.to_move(state) == (1,)
    state = play(state, Assign(1, s(P, C), 1), Assign(0, s(P, C), 2))
    state = play(state, Reassign(1, s(P, C), s(W, A)))
    assert state.beats[W][0].reporters == (3, 1)
    assert state.arrows[P] == 3  # P-C: 2 spaces, still covered by seat 0
    # Recall is one action: several reporters, then done.
    state = play(state, Recall(0, s(W, A)), Recall(0, s(P, C)))
    assert state.phase is Phase.RECALL
    state = GAME.apply(state, Done(0))
    assert state.home == (2, 4)
    assert GAME.to_move(state) == (1,)


def test_no_passing_while_able() -> None:
    state = board(2, [(s(W, A), (0, 0))])
    with pytest.raises(IllegalAction, match="may not pass"):
        GAME.apply(state, Pass(0))
    with pytest.raises(IllegalAction, match="can't claim"):
        GAME.apply(state, GoToPress(0))
    # With no story on the board and every reporter home, only passing is left.
    empty = board(2, [])
    assert GAME.legal_actions(empty, 0) == (Pass(0),)


def test_press_claims_ties_and_scoops_once_per_story() -> None:
    stories = [
        (s(W, A), (2, 2, 0)),  # tie: seat 0 claims, seat 1 is scooped
        (s(W, B), (1, 0, 3)),  # seat 2 has more: stays with all its reporters
        (s(P, C), (1, 0, 1)),  # tie again
    ]
    state = board(3, stories, arrows=(5, 0, 0, 8, 0), adjust=False)
    state = GAME.apply(state, GoToPress(0))
    report = state.reports[-1]
    assert set(report.claimed) == {s(W, A), s(P, C)}
    # Scoop values: War at 5 -> 2; Politics at 8 -> 3.
    assert report.scoops == (0, 2, 3)
    assert state.circulation[1:] == (2, 3)
    assert [c.story for c in state.beats[W]] == [s(W, B)]
    assert state.home == (5 - 1, 5, 5 - 3)


def test_press_takes_a_penny_and_draws_a_headline_card() -> None:
    state = board(2, [(s(W, A), (1, 0))], arrows=(9, 0, 0, 0, 0), adjust=False)
    deck_before = state.headlines.draw_pile
    state = play(state, GoToPress(0), *GAME.legal_actions(GAME.apply(state, GoToPress(0)), 0)[:1])
    card = deck_before[0]
    assert state.pennies == (1, 0)
    assert state.headlines.discard_pile[-1] is card
    # The advertisement: the card's column, the row of the newest penny (the bottom).
    assert state.advertisements[0] == (2, card.ad_column)
    assert GAME.to_move(state) == (1,)


def press_all(state: PennyPressState) -> PennyPressState:
    seat = GAME.to_move(state)[0]
    state = GAME.apply(state, GoToPress(seat))
    while GAME.to_move(state) == (seat,) and state.phase in (Phase.LAYOUT, Phase.EXCLUSIVE):
        state = GAME.apply(state, GAME.legal_actions(state, seat)[0])
    return state


def test_two_player_turn_order() -> None:
    state = board(2, [(s(W, A), (0, 0))])
    seats = []
    for _ in range(7):
        seat = GAME.to_move(state)[0]
        seats.append(seat)
        state = GAME.apply(
            state, Assign(seat, s(W, A), 1) if state.home[seat] else Recall(seat, s(W, A))
        )
        if state.phase is Phase.RECALL:
            state = GAME.apply(state, Done(seat))
    assert seats == [0, 1, 1, 0, 0, 1, 1]
    plain = board(2, [(s(W, A), (0, 0))], options=ALTERNATE)
    plain = play(plain, Assign(0, s(W, A), 1), Assign(1, s(W, A), 1))
    assert GAME.to_move(plain) == (0,)


def test_newsboy_strike() -> None:
    state = GAME.new_game(4, 3, {"newsboy_strike": True})
    assert state.newsboy == 1
    story = state.beats[[bool(c) for c in state.beats].index(True)][0].story
    seats = []
    for _ in range(6):
        seat = GAME.to_move(state)[0]
        seats.append(seat)
        state = GAME.apply(state, Assign(seat, story, 1))
    # Seat 1 holds the newsboy: skips and passes it right to seat 0, who skips
    # in turn and passes it to seat 3, and so on.
    assert seats == [0, 2, 3, 1, 2, 0]
    with pytest.raises(ValueError, match="4-5 players"):
        GAME.new_game(3, 1, {"newsboy_strike": True})


def test_final_edition_order_and_single_reporter_moves() -> None:
    stories = [
        (s(W, A), (1, 1, 1)),
        (s(P, A), (0, 1, 0)),
        (s(HC, A), (0, 0, 1)),
        (s(CC, B), (0, 0, 0)),
    ]
    state = board(3, stories, pennies=(3, 0, 0))
    state = press_all(state)  # seat 0's fourth press (3 players) triggers the final edition
    assert state.edition is Edition.FINAL_MOVES
    assert state.headlines.discard_pile == GAME.new_game(3, 1).headlines.discard_pile  # no card
    assert GAME.to_move(state) == (1,)
    # Only one reporter may be assigned in the final edition.
    assert {a.count for a in GAME.legal_actions(state, 1) if isinstance(a, Assign)} == {1}
    frozen = state.arrows
    state = GAME.apply(state, Assign(1, s(CC, B), 1))
    assert state.arrows == frozen  # the arrows no longer move
    assert GAME.to_move(state) == (2,)
    state = press_all(state)  # seat 2 goes to press now and is done
    assert state.edition is Edition.FINAL_PRESSES
    assert GAME.to_move(state) == (1,)
    # "Then-again in turn order-any remaining players may go to press."
    assert GAME.legal_actions(state, 1) == (GoToPress(1), Pass(1))
    with pytest.raises(IllegalAction, match="all you may do now is go to press"):
        GAME.apply(state, Recall(1, s(P, A)))
    state = press_all(state)
    assert state.phase is Phase.OVER
    assert GAME.is_over(state)
    assert state.end_bonus is not None


def test_final_edition_skips_players_who_cannot_claim() -> None:
    stories = [(s(W, A), (1, 0, 0)), (s(P, A), (0, 2, 0)), (s(HC, A), (0, 0, 0))]
    state = board(3, stories, pennies=(3, 0, 0))
    state = press_all(state)
    state = GAME.apply(state, Recall(1, s(P, A)))  # seat 1: one reporter home
    assert state.phase is Phase.ACTION and GAME.to_move(state) == (2,)
    state = GAME.apply(state, Assign(2, s(HC, A), 1))
    # Seat 1 still claims P-A (1 reporter); seat 2 claims HC-A: both must press.
    assert GAME.to_move(state) == (1,)
    state = press_all(state)
    assert GAME.to_move(state) == (2,)
    state = press_all(state)
    assert GAME.is_over(state)


def test_final_edition_threshold_by_player_count() -> None:
    for n, presses in ((2, 4), (3, 4), (4, 3), (5, 3)):
        state = board(
            n, [(s(W, A), (1,) + (0,) * (n - 1))], pennies=(presses - 1,) + (0,) * (n - 1)
        )
        state = press_all(state)
        assert state.edition is Edition.FINAL_MOVES, n
        regular = board(
            n, [(s(W, A), (1,) + (0,) * (n - 1))], pennies=(presses - 2,) + (0,) * (n - 1)
        )
        assert press_all(regular).edition is Edition.REGULAR


def test_adjust_is_skipped_in_the_final_edition() -> None:
    state = changed(board(2, [(s(NYC, D), (1, 0))]), edition=Edition.FINAL_MOVES)
    assert adjust_beats(changed(state, arrows=(0,) * 5)).arrows == (0,) * 5


# -- Setup: "In the rare event that this happens during setup, leave the
# 3-star C or D story on the stack, and place the other stories."


def test_setup_overflow_leaves_the_3_star_story_on_its_stack() -> None:
    # Seed 2445 deals H3, H17, H1, H39 and H23 to five players. War is asked
    # for W C, W D (H3, H17, H1 each... in card order: C1, D1, D2, D3, C2):
    # ten spaces, one more than the beat holds.
    state = GAME.new_game(5, seed=2445)
    assert [str(card) for card in state.headlines.discard_pile] == [
        "H3", "H17", "H1", "H39", "H23"
    ]
    war = sorted(c.story for c in state.beats[W])
    # The 3-star D stays on its stack; the 2-star C, called for after it, is placed.
    assert war == [s(W, C, 1), s(W, C, 2), s(W, D, 1), s(W, D, 2)]
    assert state.supply[W][D] == (3,)
    assert state.supply[W][C] == (3,)
    assert not conserved(state)


def test_setup_overflow_from_the_cards_alone() -> None:
    # The same five cards, placed by hand on an empty board: whatever the
    # order, the beat's 3-star C or D story is the one left out.
    cards = [HEADLINE_CARDS[k - 1] for k in (3, 17, 1, 39, 23)]
    for order in (cards, cards[::-1], cards[2:] + cards[:2]):
        state = add_setup_stories(board(5, []), order)
        assert state.supply[W][D] == (3,), order
        assert column_spaces(state.beats[W]) == 8
    # A card set with a 3-star C: P gets C1, C2, C3 before D1, D2 (seed 3505).
    state = GAME.new_game(5, seed=3505)
    assert sorted(c.story for c in state.beats[P]) == [
        s(P, C, 1), s(P, C, 2), s(P, D, 1), s(P, D, 2)
    ]
    assert state.supply[P][C] == (3,)


def test_in_play_a_story_that_does_not_fit_stays_on_its_stack() -> None:
    # Outside setup the text's general rule: "If the news beat doesn't have
    # enough empty spaces to fit the story, then don't place that story".
    on_board = [s(W, D, k) for k in STARS] + [s(W, B), s(W, A)]  # 8 spaces of 9
    state = board(2, [(story, (0, 0)) for story in on_board])
    card = attrs.evolve(HEADLINE_CARDS[0], stories=((W, C), (W, A)))
    state = share_the_news(state, card)
    assert column_spaces(state.beats[W]) == 9  # the C (2 spaces) did not fit; the A did
    assert state.supply[W][C] == (1, 2, 3)
    assert state.supply[W][A] == (3,)


# -- The last presses: "Then-again in turn order-any remaining players may
# go to press."


def final_presses(options: dict[str, str] | None = None) -> PennyPressState:
    """Seat 0 triggers the final edition; seats 1 and 2 each make their last
    move; seats 1 and 2 can both still claim a story."""
    stories = [(s(W, A), (1, 0, 0)), (s(P, A), (0, 1, 0)), (s(HC, A), (0, 0, 1))]
    state = board(3, stories, pennies=(3, 0, 0))
    if options:
        state = changed(state, options=GAME.options_from(options))
    state = press_all(state)
    state = play(state, Assign(1, s(P, A), 1), Assign(2, s(HC, A), 1))
    assert state.phase is Phase.CLOSING and GAME.to_move(state) == (1,)
    return state


def test_a_remaining_player_may_decline_the_last_press() -> None:
    state = final_presses()
    assert GAME.legal_actions(state, 1) == (GoToPress(1), Pass(1))
    state = GAME.apply(state, Pass(1))
    # Seat 1 is done without pressing; seat 2 still may.
    assert GAME.to_move(state) == (2,)
    assert GAME.legal_actions(state, 2) == (GoToPress(2), Pass(2))
    state = press_all(state)
    assert GAME.is_over(state)
    assert [r.seat for r in state.reports] == [0, 2]
    assert state.pennies == (4, 0, 1)
    assert [c.story for c in state.beats[P]] == [s(P, A)]  # never claimed


def test_compulsory_last_presses_option() -> None:
    # The supplement: "then a compulsory go-to-press turn for those who
    # have not gone" (option last_presses="must").
    state = final_presses({"last_presses": "must"})
    assert GAME.legal_actions(state, 1) == (GoToPress(1),)
    with pytest.raises(IllegalAction, match="compulsory"):
        GAME.apply(state, Pass(1))
    state = press_all(state)
    state = press_all(state)
    assert GAME.is_over(state)
    assert [r.seat for r in state.reports] == [0, 1, 2]


def test_two_players_get_to_move_and_or_go_to_press() -> None:
    # "When a player triggers the final edition, the other player gets to
    # assign/reassign/recall a single reporter and/or go to press."
    stories = [(s(W, A), (1, 0)), (s(P, A), (0, 1)), (s(HC, A), (0, 0))]
    for options, presses in (({}, [0]), ({"last_presses": "must"}, [0, 1])):
        state = board(2, stories, pennies=(3, 0), options=GAME.options_from(options))
        state = press_all(state)
        state = GAME.apply(state, Assign(1, s(HC, A), 1))  # the single reporter ...
        assert GAME.to_move(state) == (1,) and state.phase is Phase.CLOSING
        # ... and then the press, or not.
        state = press_all(state) if presses[1:] else GAME.apply(state, Pass(1))
        assert GAME.is_over(state)
        assert [r.seat for r in state.reports] == presses


def test_a_player_who_can_claim_nothing_has_no_last_press() -> None:
    stories = [(s(W, A), (1, 0, 0)), (s(P, A), (0, 1, 2))]
    state = board(3, stories, pennies=(3, 0, 0))
    state = press_all(state)
    state = play(state, Recall(1, s(P, A)), Assign(2, s(P, A), 1))
    # Seat 1 has no reporter out; seat 2 claims P-A alone.
    assert GAME.to_move(state) == (2,) and state.final_queue == (2,)


# -- What the rulebook does not foresee


def test_the_game_ends_when_the_news_dries_up() -> None:
    # Seat 0 claims the last story on the board, and the headline card it
    # draws calls only for stacks that are empty: no story, no reporter out,
    # nobody can ever act again.
    state = board(2, [(s(W, A), (1, 0))], arrows=(9, 0, 0, 0, 0), adjust=False)
    top = state.headlines.draw_pile[0]
    empty = tuple(
        tuple(() if (beat, form) in top.stories else state.supply[beat][form] for form in Form)
        for beat in Beat
    )
    gone = [story for story in ALL_STORIES if (story.beat, story.form) in top.stories]
    state = changed(state, supply=empty, published=(tuple(gone), ()))
    state = press_all(state)
    assert not any(state.beats)
    assert GAME.is_over(state) and state.phase is Phase.OVER
    assert state.edition is Edition.REGULAR and state.end_bonus is not None


def test_no_bound_on_game_length() -> None:
    # Nothing in the rules makes a player go to press, and a turn may undo
    # the last one: after these four actions the state is the one before, so
    # no finite number of actions bounds a game (game.info.longest_game is
    # a figure for random play, not a proof).
    state = board(2, [(s(W, A), (0, 0)), (s(P, B), (0, 0))], options=ALTERNATE)
    cycle = [Assign(0, s(W, A), 1), Assign(1, s(P, B), 1), Recall(0, s(W, A)),
             Recall(1, s(P, B))]
    later = play(state, *cycle)
    assert later == state
    assert play(later, *cycle) == state


def test_game_info() -> None:
    info = GAME.info
    assert info.player_counts == range(2, 6) == GAME.player_counts
    assert (info.simultaneous, info.information, info.chance) == (False, "imperfect", "seeded")
    assert info.score_range == (0, 406)
    assert set(info.longest_game) == {2, 3, 4, 5}
    assert {o.name: (o.default, o.choices) for o in info.options} == {
        "two_player_double_turns": (True, (False, True)),
        "newsboy_strike": (False, (False, True)),
        "last_presses": ("may", ("may", "must")),
    }
