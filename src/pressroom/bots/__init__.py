"""Bots for every pressroom game, built on the public protocol only.

- `RandomBot`: a uniformly random legal action.
- `GreedyBot`: one step of lookahead on an evaluation
  (`pressroom.bots.evaluation`), in states sampled from its view.
- `ISMCTSBot`: information-set Monte Carlo tree search over sampled states.

A bot's only method is ``choose(game, view, legal_actions) -> action``; it
never sees the state. `make_bot` builds one from a short spec ("random",
"greedy:8", "ismcts:400", "ismcts:2s"); `play_game` plays a game with one bot
per seat. See docs/bots.md.
"""

from __future__ import annotations

from pressroom.bots.base import Bot, check_spec, make_bot, register_bot
from pressroom.bots.evaluation import default_evaluation, evaluation_for, register_evaluation
from pressroom.bots.greedy import GreedyBot
from pressroom.bots.ismcts import ISMCTSBot
from pressroom.bots.match import GameTooLong, play_game, unfold
from pressroom.bots.random_bot import RandomBot

__all__ = [
    "Bot",
    "GameTooLong",
    "GreedyBot",
    "ISMCTSBot",
    "RandomBot",
    "check_spec",
    "default_evaluation",
    "evaluation_for",
    "make_bot",
    "play_game",
    "register_bot",
    "register_evaluation",
    "unfold",
]
