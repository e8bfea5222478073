"""Penny Press: 2-5 newspaper barons; see docs/rules/penny-press.md."""

from pressroom.games.penny_press.actions import (
    Action,
    Assign,
    Done,
    Exclusive,
    GoToPress,
    Pass,
    Place,
    Reassign,
    Recall,
)
from pressroom.games.penny_press.components import Beat, Form, Headline, HeadlineCard, Story
from pressroom.games.penny_press.game import PENNY_PRESS, PennyPress
from pressroom.games.penny_press.options import LastPresses, Options
from pressroom.games.penny_press.state import (
    Covered,
    Edition,
    FrontPage,
    PennyPressState,
    PennyPressView,
    Phase,
    PressReport,
)

__all__ = [
    "PENNY_PRESS",
    "Action",
    "Assign",
    "Beat",
    "Covered",
    "Done",
    "Edition",
    "Exclusive",
    "Form",
    "FrontPage",
    "GoToPress",
    "Headline",
    "HeadlineCard",
    "LastPresses",
    "Options",
    "Pass",
    "PennyPress",
    "PennyPressState",
    "PennyPressView",
    "Phase",
    "Place",
    "PressReport",
    "Reassign",
    "Recall",
    "Story",
]
