"""Play one game of Extra! Extra! through pressroom's public protocol.

A simple seeded bot plays every seat: it claims stories and places them on
its paper when it can, takes Gone to Press cards, and otherwise picks a
random legal action. The script prints the final position (every newspaper
drawn as a grid), the itemised scoresheets and the winners, then shows the
notation and the save/replay round trip.

    python examples/extra_extra_quickstart.py --players 4 --scenario 6 --seed 7
"""

from __future__ import annotations

import argparse
import json
import random
from typing import Any

import pressroom
from pressroom.games.extra_extra import EXTRA_EXTRA
from pressroom.games.extra_extra.actions import ClaimStory, Press, Put, ToCopyDesk


def choose(actions: tuple[Any, ...], rng: random.Random) -> Any:
    """The bot: claim a story, put tiles on the paper, go to press."""
    for kind in (Press, ClaimStory):
        wanted = [a for a in actions if isinstance(a, kind)]
        if wanted:
            return rng.choice(wanted)
    puts = [a for a in actions if isinstance(a, Put)]
    if puts and any(isinstance(a, ToCopyDesk) for a in actions):
        return rng.choice(puts)
    return rng.choice(actions)


def main() -> None:
    game = EXTRA_EXTRA  # the same object as pressroom.get_game("extra-extra"), with its types
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=3, choices=game.player_counts)
    parser.add_argument("--scenario", type=int, default=6, choices=range(1, 10))
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    options = {"scenario": args.scenario}

    state = game.new_game(num_players=args.players, seed=args.seed, options=options)
    rng = random.Random(args.seed)  # the bot's own randomness, apart from the game's
    seat = game.to_move(state)[0]
    sample = game.legal_actions(state, seat)[0]
    assert game.parse_action(state, seat, str(sample)) == sample
    print(f"seat {state.start_player} starts; a legal opening action: {str(sample)!r}")

    actions = []
    while not game.is_over(state):
        seat = game.to_move(state)[0]
        action = choose(game.legal_actions(state, seat), rng)
        state = game.apply(state, action)  # pure: returns a new state
        actions.append(action)

    print(f"\ngame over after {len(actions)} actions and {state.round} rounds\n")
    print(state)
    print()
    for number, sheet in enumerate(game.scoresheets(state)):
        print(f"seat {number}: {sheet.total} CP ({sheet})")
    print(f"\nwinners: seats {game.winners(state)}")

    record = pressroom.Record.start(game, args.players, args.seed, options).with_actions(actions)
    text = json.dumps(pressroom.record_to_json(record))
    assert pressroom.replay(pressroom.record_from_json(json.loads(text)))[-1] == state
    print(f"record of {len(actions)} actions ({len(text):,} bytes of JSON) replays to the same "
          "final state")


if __name__ == "__main__":
    main()
