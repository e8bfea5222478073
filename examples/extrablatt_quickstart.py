"""Play one game of Extrablatt through pressroom's public protocol.

A simple seeded bot plays every seat: it prefers to take a message (and to
lay it on the biggest layout card that fits), plays its highest check when it
challenges, and otherwise picks a random legal action. The script prints the
final itemised scoresheets and the winners, then shows the action notation
and the save/replay round trip.

    python examples/extrablatt_quickstart.py --players 4 --seed 7
"""

from __future__ import annotations

import argparse
import json
import random
from typing import Any

import pressroom
from pressroom.games.extrablatt import EXTRABLATT, ChooseSize, Take, WriteCheck
from pressroom.games.extrablatt.components import SECTION_TITLES, Section


def choose(actions: tuple[Any, ...], rng: random.Random) -> Any:
    """The bot: take a message when it can, the biggest card, the highest check."""
    takes = [a for a in actions if isinstance(a, Take)]
    if takes and rng.random() < 0.8:
        return rng.choice(takes)
    sizes = [a for a in actions if isinstance(a, ChooseSize)]
    if sizes:
        return max(sizes, key=lambda a: a.size)
    checks = [a for a in actions if isinstance(a, WriteCheck)]
    if checks:
        return max(checks, key=lambda a: a.value)
    return rng.choice(actions)


def main() -> None:
    game = EXTRABLATT  # the same object as pressroom.get_game("extrablatt"), with its types
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=3, choices=game.player_counts)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    state = game.new_game(num_players=args.players, seed=args.seed)
    rng = random.Random(args.seed)  # the bot's own randomness, apart from the game's
    record = pressroom.Record.start(game, args.players, args.seed)
    print(f"seat {state.start_player} starts; the clock shows {state.clock or 12} o'clock")

    # Actions print as short notation, and parse_action reads it back.
    seat = game.to_move(state)[0]
    sample = game.legal_actions(state, seat)[0]
    assert game.parse_action(state, seat, str(sample)) == sample
    print(f"a legal opening action: {str(sample)!r} (parse_action reads it back)")

    actions = []
    while not game.is_over(state):
        # During a check exchange two seats are due at once; either may go first.
        seat = game.to_move(state)[0]
        action = choose(game.legal_actions(state, seat), rng)
        state = game.apply(state, action)  # pure: returns a new state
        actions.append(action)
        if len(actions) == 60:
            # What one seat sees, drawn as text (here the table, without the papers),
            # and a full state drawn from that view alone, as a searching bot would.
            seen = game.view(state, 0)
            print("\n" + str(seen).split("\n\n")[0])
            guess = game.sample(seen, seed=1)
            assert game.view(guess, 0) == seen
            print(f"(a state sampled from seat 0's view gives seat 1 the checks "
                  f"{list(guess.checks[1])}; really {list(state.checks[1])})")
    record = record.with_actions(actions)

    print(f"\ngame over after {len(actions)} actions and {state.round} rounds"
          + (" (blocked: nobody could act)" if state.blocked else ""))
    for seat_no, sheet in enumerate(game.scoresheets(state)):
        print(f"\nseat {seat_no}: circulation {sheet.total}")
        print(f"  headline section: {sheet.empty_headline_squares} empty squares, "
              f"bonus {sheet.headline_bonus}")
        for section in Section:
            if sheet.section_sizes[section] or sheet.section_bonuses[section]:
                print(f"  {SECTION_TITLES[section]:<9} size {sheet.section_sizes[section]:>3}, "
                      f"bonus {sheet.section_bonuses[section]}")
        for line in sheet.stories:
            print(f"    {line}")
    print(f"\nfinal scores: {game.scores(state)}; winners: seats {game.winners(state)}")

    # Save the game as plain JSON and replay it: the same record, the same game.
    text = json.dumps(pressroom.record_to_json(record))
    loaded = pressroom.record_from_json(json.loads(text))
    assert pressroom.replay(loaded)[-1] == state
    print(f"record of {len(record.actions)} actions ({len(text):,} bytes of JSON) "
          "replays to the same final state")


if __name__ == "__main__":
    main()
