"""Play one game of Newsprint through pressroom's public API.

A simple seeded bot plays every seat: in the Story phase it prints its biggest
story, otherwise it picks a random legal action. The script prints the game's
declared facts, seat 0's view of the table when the first Story phase
begins (and a state sampled from that view alone, as a searching bot would),
each turn's stories and points, the final scores and the winners, then shows
the action notation and the save/replay round trip.

    python examples/newsprint_quickstart.py --players 4 --seed 7
"""

from __future__ import annotations

import argparse
import json
import random
from typing import Any

import pressroom
from pressroom.games.newsprint import Card, Phase, PlayStory

# Between stories of the same size, the bot prefers these suits.
PREFERRED_SUITS = (Card.INTERNATIONAL, Card.NATIONAL)


def choose(actions: tuple[Any, ...], rng: random.Random) -> Any:
    """The bot: the biggest story if it can print one, else any legal action."""
    stories = [a for a in actions if isinstance(a, PlayStory)]
    if stories:
        return max(stories, key=lambda a: (a.cards + a.wilds, a.suit in PREFERRED_SUITS))
    return rng.choice(actions)


def main() -> None:
    game = pressroom.get_game("newsprint")
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=3, choices=game.player_counts)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    info = game.info
    print(f"{info.title}: {info.player_counts.start}-{info.player_counts.stop - 1} players, "
          f"at most {info.longest_game[args.players]} actions with {args.players}, "
          f"scores {info.score_range[0]}..{info.score_range[1]}")
    print("options:", {option.name: option.choices for option in info.options})

    state = game.new_game(num_players=args.players, seed=args.seed)
    rng = random.Random(args.seed)  # the bot's own randomness, apart from the game's
    record = pressroom.Record.start(game, args.players, args.seed)

    # Actions print as short notation, and parse_action reads it back.
    sample = game.legal_actions(state, 0)[0]
    assert game.parse_action(state, 0, str(sample)) == sample
    print(f"a legal opening action: {str(sample)!r} (parse_action reads it back)")

    shown_view = False
    while not game.is_over(state):
        if state.phase is Phase.STORY and not shown_view:
            shown_view = True
            view = game.view(state, 0)  # what seat 0 may see: other hands are sizes
            print(f"\n{view}")
            guess = game.sample(view, seed=1)  # the hidden cards dealt anew
            seen_by_1 = game.view(guess, 1).hand or ()
            print(f"seat 1's hand in a sample drawn from that view: "
                  f"{', '.join(card.title for card in seen_by_1)}")
        # Several seats may be due at once (simultaneous picks); any may go first.
        seat = game.to_move(state)[0]
        action = choose(game.legal_actions(state, seat), rng)
        turns_before = len(state.history)
        state = game.apply(state, action)  # pure: returns a new state
        record = record.with_action(action)

        # Each Circulation phase appends a TurnReport to the state's history.
        for report in state.history[turns_before:]:
            print(f"\nturn {report.turn}")
            for seat_no, stories in enumerate(report.stories):
                printed = ", ".join(map(str, stories)) or "no story"
                points = " + ".join(map(str, report.story_points[seat_no])) or "0"
                print(
                    f"  seat {seat_no}: {printed:<40} "
                    f"stories {points} "
                    f"+ editorial {report.editorial_points[seat_no]} "
                    f"= {report.total(seat_no)}"
                )

    print(f"\nfinal scores: {game.scores(state)}; winners: seats {game.winners(state)}")

    # Save the game as plain JSON and replay it: the same record, the same game.
    text = json.dumps(pressroom.record_to_json(record))
    loaded = pressroom.record_from_json(json.loads(text))
    assert pressroom.replay(loaded)[-1] == state
    print(
        f"record of {len(record.actions)} actions ({len(text):,} bytes of JSON) "
        "replays to the same final state"
    )


if __name__ == "__main__":
    main()
