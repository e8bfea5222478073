"""A small round-robin tournament between bots, and its table.

    python examples/tournament.py                      # Newsprint, 2 players
    python examples/tournament.py penny-press 6        # another game, 6 games a pairing

Every pair of bots plays the same number of games in each seat order
(`rotate=True`), on seeds derived from one master seed, over the local
cores. The table gives each bot's share of the wins against each other bot
and overall, with 95% Wilson intervals.
"""

from __future__ import annotations

import itertools
import sys
from typing import Any

import pressroom
from pressroom import simulate
from pressroom.core.text import draw_table

BOTS = ["random", "greedy", "ismcts:20:rollout=10"]


def searching_bots_work(game: Any) -> bool:
    state = game.new_game(game.player_counts.start, 0)
    try:
        game.sample(game.view(state, 0), 0)
    except NotImplementedError:
        return False
    return True


def main() -> None:
    name = sys.argv[1] if len(sys.argv) > 1 else "newsprint"
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    game = pressroom.get_game(name)
    if not searching_bots_work(game):
        print(f"{name} cannot sample states from views yet: greedy and ISMCTS cannot play it")
        return
    bots = BOTS
    wins = {(a, b): simulate.Rate(0, 0) for a in bots for b in bots}
    for pairing, (a, b) in enumerate(itertools.combinations(bots, 2)):
        sim = simulate.run(name, 2, games, [a, b], seed=pairing, rotate=True)
        by_bot = {spec: rate for spec, rate, _ in sim.summary().bots}
        wins[a, b], wins[b, a] = by_bot[a], by_bot[b]
    rows = [("bot", *(f"vs {b}" for b in bots), "overall [95% CI]")]
    for a in bots:
        against = [wins[a, b] for b in bots if b != a]
        total = simulate.Rate(sum(r.wins for r in against), sum(r.n for r in against))
        cells = ["-" if a == b else f"{wins[a, b].value:.0%}" for b in bots]
        rows.append((a, *cells, str(total).strip()))
    print(f"{game.name}, 2 players, {games} games a pairing (half in each seat order)\n")
    print(draw_table(rows))


if __name__ == "__main__":
    main()
