"""Newsprint: a card game for 2-7 players; see docs/rules/newsprint.md."""

from pressroom.games.newsprint.actions import (
    Action,
    Allow,
    Discard,
    Done,
    Negate,
    NoStory,
    Pick,
    Play,
    PlayStory,
)
from pressroom.games.newsprint.components import Card
from pressroom.games.newsprint.game import NEWSPRINT, Newsprint
from pressroom.games.newsprint.options import Options
from pressroom.games.newsprint.state import (
    NewsprintState,
    NewsprintView,
    Phase,
    Story,
    TurnReport,
)

__all__ = [
    "NEWSPRINT",
    "Action",
    "Allow",
    "Card",
    "Discard",
    "Done",
    "Negate",
    "Newsprint",
    "NewsprintState",
    "NewsprintView",
    "NoStory",
    "Options",
    "Phase",
    "Pick",
    "Play",
    "PlayStory",
    "Story",
    "TurnReport",
]
