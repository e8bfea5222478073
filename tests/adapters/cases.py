"""The games, player counts and rule options the adapter tests play.

Extra! Extra!'s random games run to its round limit (30 rounds by default:
300 to 1,800 actions), and OpenSpiel's random simulation draws every state
as text twice (5 ms a state with 6 players), so here its games stop after
10 rounds with 2 players and 6 with more, each count under another scenario
(Headlines, Columns, the Newswire and Interviews, cover pages, center
spreads; the introductory one at 5 players). The encoding tests play
complete 30-round games at every count, and PettingZoo's whole-game API
test plays the default game to its end.
"""

from __future__ import annotations

from typing import Any

from pressroom import encoding

CASES = [
    (game.name, players) for game in encoding.supported_games()
    for players in game.player_counts
]

OPTIONS: dict[tuple[str, int], dict[str, Any]] = {
    ("extra-extra", 2): {"scenario": 5, "round_limit": 10},
    ("extra-extra", 3): {"scenario": 6, "round_limit": 6},
    ("extra-extra", 4): {"scenario": 8, "round_limit": 6},
    ("extra-extra", 5): {"round_limit": 6},
    ("extra-extra", 6): {"scenario": 9, "round_limit": 6},
}
"""Rule options per (game, player count); the defaults where none are listed."""

MCTS_OPTIONS: dict[str, dict[str, Any]] = {
    # Every simulation rolls out to the end of the game: 6 rounds.
    "extra-extra": {"scenario": 3, "round_limit": 6},
}


def options(name: str, players: int) -> dict[str, Any]:
    return dict(OPTIONS.get((name, players), {}))
