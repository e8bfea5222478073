"""Penny Press's immutable state and the view of it."""

from __future__ import annotations

import enum

import attrs

from pressroom.core.deck import Deck, DeckView
from pressroom.core.grid import Placement
from pressroom.core.rng import Rng
from pressroom.games.penny_press.components import Story
from pressroom.games.penny_press.options import Options

Square = tuple[int, int]


class Phase(enum.Enum):
    ACTION = "action"  # choose one of the four actions
    RECALL = "recall"  # recalling: more reporters, or done
    LAYOUT = "layout"  # going to press: place the claimed stories
    EXCLUSIVE = "exclusive"  # going to press: name the exclusive
    OVER = "over"


class Edition(enum.Enum):
    REGULAR = "regular"
    FINAL_MOVES = "final moves"  # one move (or a press) for each other seat
    FINAL_PRESSES = "final presses"  # then every remaining seat goes to press


@attrs.frozen
class Covered:
    """A story in a beat column and the reporters on it, per seat."""

    story: Story
    reporters: tuple[int, ...]

    @property
    def covered(self) -> bool:
        return any(self.reporters)


@attrs.frozen
class FrontPage:
    """A front page being laid out during a press.

    ``target`` is what the top-beat rule demands: (top-beat stories touching
    the top edge, top-beat stories placed), the most any layout achieves.
    """

    to_place: tuple[Story, ...]
    placed: tuple[tuple[Story, Placement], ...]
    advertisement: Square | None
    top_beats: tuple[bool, ...]
    target: tuple[int, int]


@attrs.frozen
class PressReport:
    """What one press earned, line by line."""

    seat: int
    claimed: tuple[Story, ...]
    placed: tuple[Story, ...]
    unplaced: tuple[Story, ...]
    exclusive: Story | None
    story_points: int
    empty_penalty: int
    unplaced_penalty: int
    page_points: int  # the front page's total, never below 0
    scoops: tuple[int, ...]  # scoop points each seat received


@attrs.frozen
class PennyPressState:
    num_players: int
    options: Options
    rng: Rng
    supply: tuple[tuple[int, ...], ...]  # per (beat, form): stars left, top first
    beats: tuple[tuple[Covered, ...], ...]  # the five beat columns, bottom first
    arrows: tuple[int, ...]
    bonus: tuple[int, ...]
    headlines: Deck[int]
    home: tuple[int, ...]  # reporters on each player's mat
    pennies: tuple[int, ...]
    published: tuple[tuple[Story, ...], ...]
    circulation: tuple[int, ...]
    advertisements: tuple[Square | None, ...]
    current: int
    phase: Phase = Phase.ACTION
    edition: Edition = Edition.REGULAR
    turns_left: int = 1  # turns the current player still has in a row
    newsboy: int | None = None
    trigger: int | None = None  # the seat that triggered the final edition
    final_queue: tuple[int, ...] = ()  # seats yet to act in this final-edition stage
    finished: tuple[int, ...] = ()  # seats done in the final edition
    page: FrontPage | None = None
    reports: tuple[PressReport, ...] = ()
    end_bonus: tuple[int, ...] = ()


@attrs.frozen
class PennyPressView:
    """Everything is public but the order of the headline deck (and the RNG)."""

    seat: int | None
    num_players: int
    options: Options
    supply: tuple[tuple[int, ...], ...]
    beats: tuple[tuple[Covered, ...], ...]
    arrows: tuple[int, ...]
    bonus: tuple[int, ...]
    headlines: DeckView
    discarded_headlines: tuple[int, ...]
    home: tuple[int, ...]
    pennies: tuple[int, ...]
    published: tuple[tuple[Story, ...], ...]
    circulation: tuple[int, ...]
    advertisements: tuple[Square | None, ...]
    current: int
    phase: Phase
    edition: Edition
    turns_left: int
    newsboy: int | None
    trigger: int | None
    final_queue: tuple[int, ...]
    finished: tuple[int, ...]
    page: FrontPage | None
    reports: tuple[PressReport, ...]
    end_bonus: tuple[int, ...]
