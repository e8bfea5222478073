"""Play one game of Penny Press through pressroom's public API.

A simple seeded bot plays every seat: it goes to press once it can claim two
stories, names an exclusive when it may, and otherwise picks a random legal
action (assigning, recalling, reassigning, laying out its page, and in the
final edition's last presses going to press or not). The script prints the
table as a player sees it after the first press, every press, the end-game
bonuses, the final scores and the winners.

    python examples/penny_press_quickstart.py --players 4 --seed 7 --newsboy
    python examples/penny_press_quickstart.py --last-presses must
"""

from __future__ import annotations

import argparse
import random
from typing import Any

import pressroom
from pressroom.games.penny_press import Exclusive, GoToPress, PressReport


def choose(game: Any, state: Any, seat: int, rng: random.Random) -> Any:
    """The bot's policy: press with two or more claims, take any exclusive."""
    actions = game.legal_actions(state, seat)
    if GoToPress(seat) in actions and rng.random() < 0.5:
        probe = game.apply(state, GoToPress(seat))
        if len(probe.reports[-1].claimed) >= 2:
            return GoToPress(seat)
    exclusives = [a for a in actions if isinstance(a, Exclusive) and a.story is not None]
    if exclusives:
        return exclusives[0]
    others = [a for a in actions if not isinstance(a, GoToPress)] or list(actions)
    return rng.choice(others)


def describe(report: PressReport) -> str:
    placed = ", ".join(map(str, report.placed)) or "nothing"
    line = (
        f"seat {report.seat} goes to press: {placed}; "
        f"stories {report.story_points} - empty squares {report.empty_penalty}"
    )
    if report.unplaced:
        line += f" - unplaced {report.unplaced_penalty}"
    if report.exclusive is not None:
        line += f" (exclusive {report.exclusive})"
    scooped = [f"seat {s} +{p}" for s, p in enumerate(report.scoops) if p]
    line += f" = {report.page_points}"
    return line + (f"; scoops: {', '.join(scooped)}" if scooped else "")


def main() -> None:
    game = pressroom.get_game("penny-press")
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=3, choices=game.player_counts)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--newsboy", action="store_true", help="the Newsboy Strike (4-5 players)")
    parser.add_argument("--last-presses", choices=("may", "must"), default="may",
                        help="whether the final edition's last presses may be declined")
    args = parser.parse_args()

    options: dict[str, Any] = {"last_presses": args.last_presses}
    if args.newsboy:
        options["newsboy_strike"] = True
    state = game.new_game(num_players=args.players, seed=args.seed, options=options)
    rng = random.Random(args.seed)
    actions = 0
    shown = False
    while not game.is_over(state):
        seat = game.to_move(state)[0]
        state = game.apply(state, choose(game, state, seat, rng))
        actions += 1
        if state.reports and state.page is None and not shown:
            # What seat 0 sees: everything but the order of the headline deck.
            print(game.view(state, 0), end="\n\n")
            shown = True

    # The state keeps a report of every press, in order.
    for report in state.reports:
        print(describe(report))

    print(f"\n{actions} actions; end-game bonuses by stars per beat: {state.end_bonus}")
    print(f"final circulation: {game.scores(state)}; winners: seats {game.winners(state)}")


if __name__ == "__main__":
    main()
