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
from pressroom.games.newsprint.components import Card, Kind
from pressroom.games.newsprint.game import NEWSPRINT, Newsprint
from pressroom.games.newsprint.options import (
    ExtraExtra,
    InsideScoopTies,
    Options,
    OrderOfPlay,
    Rounds,
)
from pressroom.games.newsprint.state import (
    NewsprintState,
    NewsprintView,
    Phase,
    Reaction,
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
    "ExtraExtra",
    "InsideScoopTies",
    "Kind",
    "Negate",
    "Newsprint",
    "NewsprintState",
    "NewsprintView",
    "NoStory",
    "Options",
    "OrderOfPlay",
    "Phase",
    "Pick",
    "Play",
    "PlayStory",
    "Reaction",
    "Rounds",
    "Story",
    "TurnReport",
]
