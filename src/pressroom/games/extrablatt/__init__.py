"""Extrablatt: a newspaper layout game for 3-4 players; see docs/rules/extrablatt.md."""

from pressroom.games.extrablatt.actions import (
    Action,
    Challenge,
    ChoosePile,
    ChooseSize,
    ExtraTurn,
    Pass,
    Place,
    PlaceDuck,
    Remove,
    Take,
    WriteCheck,
)
from pressroom.games.extrablatt.components import CheckSets, Message, Pile, Section
from pressroom.games.extrablatt.game import EXTRABLATT, Extrablatt
from pressroom.games.extrablatt.options import BonusTies, Options
from pressroom.games.extrablatt.scoring import Scoresheet, StoryLine, final_scoring
from pressroom.games.extrablatt.state import (
    Card,
    Exchange,
    ExtrablattState,
    ExtrablattView,
    Kind,
    PileView,
    Placing,
    Step,
    TimePlay,
    TimePlayView,
    Turn,
)

__all__ = [
    "EXTRABLATT",
    "Action",
    "BonusTies",
    "Card",
    "Challenge",
    "CheckSets",
    "ChoosePile",
    "ChooseSize",
    "Exchange",
    "ExtraTurn",
    "Extrablatt",
    "ExtrablattState",
    "ExtrablattView",
    "Kind",
    "Message",
    "Options",
    "Pass",
    "Pile",
    "PileView",
    "Place",
    "PlaceDuck",
    "Placing",
    "Remove",
    "Scoresheet",
    "Section",
    "Step",
    "StoryLine",
    "Take",
    "TimePlay",
    "TimePlayView",
    "Turn",
    "WriteCheck",
    "final_scoring",
]
