"""The bots: legal, seeded and reproducible, and blind to what they cannot see."""

from __future__ import annotations

import collections
import time
from typing import Any

import pytest

from pressroom.bots import (
    GreedyBot,
    ISMCTSBot,
    RandomBot,
    default_evaluation,
    evaluation_for,
    make_bot,
    play_game,
)
from pressroom.bots.greedy import settle
from tests.bots.tinygame import HIGH_CARD, CallAction, HighCardState, PlayCard, hand_strength

GAME = HIGH_CARD


def all_bots(seed: int) -> list[Any]:
    return [RandomBot(seed), GreedyBot(seed), ISMCTSBot(seed, iterations=40)]


def committed_state(opponent_card: int) -> HighCardState:
    """Seat 0 to play on a high call, seat 1 having secretly committed."""
    state = GAME.new_game(2, seed=5)
    state = GAME.apply(state, CallAction(0, GAME.legal_actions(state, 0)[0].call))
    return GAME.apply(state, PlayCard(1, opponent_card))


def test_every_bot_chooses_a_legal_action_from_the_view() -> None:
    state = GAME.new_game(3, seed=2)
    for bot in all_bots(1):
        while not GAME.is_over(state):
            seat = GAME.to_move(state)[0]
            legal = GAME.legal_actions(state, seat)
            action = bot.choose(GAME, GAME.view(state, seat), legal)
            assert action in legal
            state = GAME.apply(state, action)
        state = GAME.new_game(3, seed=2)


@pytest.mark.parametrize("spec", ["random", "greedy", "ismcts:30", "ismcts:30:rollout=2"])
def test_a_seeded_line_up_replays_the_same_game(spec: str) -> None:
    def game(seed: int) -> tuple[Any, ...]:
        bots = [make_bot(spec, seed), make_bot(spec, seed + 1)]
        record, _ = play_game(GAME, bots, seed=11)
        return tuple(record.actions)

    assert game(1) == game(1)
    assert len({game(seed) for seed in range(6)}) > 1, "the seed changes nothing"


def test_a_bot_cannot_see_what_its_view_hides() -> None:
    """Two states that differ only in what seat 0 cannot see: the opponent's
    hand, its secret commitment, the deck's order. Every bot, built with the
    same seed, makes the same choice in both."""
    first = committed_state(opponent_card=GAME.new_game(2, seed=5).hands[1][0])
    view = GAME.view(first, 0)
    second = next(
        s for s in (GAME.sample(view, x) for x in range(50))
        if s.commits[1] != first.commits[1] and s.hands[1] != first.hands[1]
    )
    assert second != first and second.deck != first.deck
    assert GAME.view(second, 0) == view
    for make in (RandomBot, GreedyBot, lambda seed: ISMCTSBot(seed, iterations=60)):
        choices = {
            make(7).choose(GAME, GAME.view(state, 0), GAME.legal_actions(state, 0))
            for state in (first, second)
        }
        assert len(choices) == 1


def test_ismcts_runs_its_iteration_budget() -> None:
    bot = ISMCTSBot(3, iterations=25)
    state = GAME.new_game(2, seed=1)
    bot.choose(GAME, GAME.view(state, 0), GAME.legal_actions(state, 0))
    assert bot.last_iterations == 25


def test_ismcts_keeps_to_a_time_budget() -> None:
    bot = ISMCTSBot(3, iterations=None, seconds=0.2)
    state = GAME.new_game(2, seed=1)
    began = time.perf_counter()
    bot.choose(GAME, GAME.view(state, 0), GAME.legal_actions(state, 0))
    assert time.perf_counter() - began < 2
    assert bot.last_iterations >= 1


def test_ismcts_does_not_search_a_forced_move() -> None:
    bot = ISMCTSBot(3, iterations=25)
    state = committed_state(GAME.new_game(2, seed=5).hands[1][0])
    one = (GAME.legal_actions(state, 0)[0],)
    assert bot.choose(GAME, GAME.view(state, 0), one) == one[0]
    assert bot.last_iterations == 0


def test_ismcts_beats_random_and_greedy_in_high_card() -> None:
    """Strength in miniature (docs/bots.md measures the real games): seats
    alternate, seeds are fixed, so this is not a flaky test."""
    for opponent in ("random", "greedy"):
        wins: collections.Counter[str] = collections.Counter()
        for game in range(40):
            specs = ["ismcts:30", opponent] if game % 2 else [opponent, "ismcts:30"]
            bots = [make_bot(spec, 100 * game + seat) for seat, spec in enumerate(specs)]
            _, state = play_game(GAME, bots, seed=game)
            for seat in GAME.winners(state):
                wins[specs[seat]] += 1 / len(GAME.winners(state))
        assert wins["ismcts:30"] >= 24, wins  # 60%; it wins 66% against greedy, 74% against random


def test_greedy_settles_a_simultaneous_step_before_judging() -> None:
    state = GAME.new_game(3, seed=4)
    state = GAME.apply(state, CallAction(0, GAME.legal_actions(state, 0)[0].call))
    after = GAME.apply(state, GAME.legal_actions(state, 0)[0])
    settled = settle(GAME, state, after, 0, seed=1)
    assert GAME.to_move(settled) == (1,), "the round was revealed and seat 1 leads"
    assert sum(settled.points) == 1


def test_evaluations() -> None:
    state = HighCardState(
        2, GAME.options_from(None), ((1,), (2,)), (), (), (None, None), (3, 1), 0, None
    )
    assert default_evaluation(GAME, state, 0) == pytest.approx(2 / 5)
    assert default_evaluation(GAME, state, 1) == pytest.approx(-2 / 5)
    assert evaluation_for(GAME) is hand_strength


@pytest.mark.parametrize(
    ("spec", "name"),
    [("random", "random"), ("greedy", "greedy"), ("greedy:8", "greedy:8"),
     ("ismcts", "ismcts"), ("ismcts:50", "ismcts:50"), ("ISMCTS:1.5s", "ismcts:1.5s"),
     ("ismcts:40:rollout=10", "ismcts:40:rollout=10")],
)
def test_specs_name_their_bots(spec: str, name: str) -> None:
    assert make_bot(spec, 1).name == name


@pytest.mark.parametrize(
    ("spec", "words"),
    [("perfect", "no bot called 'perfect'"), ("ismcts:lots", "budget is a number"),
     ("ismcts:0", "at least one iteration"), ("greedy:0", "at least one sample"),
     ("ismcts:40:depth=3", "takes no 'depth'"), ("ismcts:40:rollout=x", "rollout must be"),
     ("random:5", "random takes no")],
)
def test_bad_specs_say_what_is_wrong(spec: str, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        make_bot(spec, 1)


@pytest.mark.parametrize(
    "bot",
    [ISMCTSBot(1), ISMCTSBot(1, iterations=50), ISMCTSBot(1, iterations=None, seconds=1.5),
     ISMCTSBot(1, iterations=80, seconds=2), ISMCTSBot(1, rollout=9, exploration=1.2),
     ISMCTSBot(1, score_weight=0), GreedyBot(1, samples=3), RandomBot(1)],
    ids=lambda bot: bot.name,
)
def test_a_bots_name_builds_it_again(bot: Any) -> None:
    again = make_bot(bot.name, 1)
    assert type(again) is type(bot) and again.name == bot.name
    assert {k: v for k, v in vars(again).items() if k != "_rng"} == {
        k: v for k, v in vars(bot).items() if k != "_rng"
    }
