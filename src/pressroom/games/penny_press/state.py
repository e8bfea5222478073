"""Penny Press's immutable state and the view of it."""

from __future__ import annotations

import attrs

from pressroom.core.deck import Deck, FaceUpDeckView
from pressroom.core.enums import IndexEnum
from pressroom.core.grid import Placement
from pressroom.core.rng import Rng
from pressroom.games.penny_press.components import Headline, Story
from pressroom.games.penny_press.options import Options

Square = tuple[int, int]  # (row, column) on the front page, row 0 at the top


class Phase(IndexEnum):
    """The step of the game: which decision the seat to move makes."""

    ACTION = 0  # choose one of the four actions
    RECALL = 1  # recalling: another reporter, or done
    LAYOUT = 2  # going to press: place the claimed stories
    EXCLUSIVE = 3  # going to press: name the exclusive
    CLOSING = 4  # the final edition closing: go to press (or, by default, not)
    OVER = 5

    @property
    def words(self) -> str:
        return _PHASE_WORDS[self]


_PHASE_WORDS = {
    Phase.ACTION: "choose assign, recall, reassign or press",
    Phase.RECALL: "recall another reporter or say done",
    Phase.LAYOUT: "place your claimed stories on your front page",
    Phase.EXCLUSIVE: "name your exclusive, or none",
    Phase.CLOSING: "the final edition is closing: go to press or not",
    Phase.OVER: "the game is over",
}


class Edition(IndexEnum):
    REGULAR = 0
    FINAL_MOVES = 1  # one move (or a press) for each other seat
    FINAL_PRESSES = 2  # then each remaining seat may go to press


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

    ``top_beats`` marks the beats whose value was highest when the player
    went to press; ``target`` is what the top-beat rule demands: (top-beat
    stories touching the top edge, top-beat stories placed), the most any
    layout achieves.
    """

    to_place: tuple[Story, ...]
    placed: tuple[tuple[Story, Placement], ...]
    advertisement: Square | None
    top_beats: tuple[bool, ...]
    target: tuple[int, int]


@attrs.frozen
class PressReport:
    """What one press earned, line by line. While the page is being laid
    out only ``seat``, ``claimed`` and ``scoops`` are filled in."""

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
    supply: tuple[tuple[tuple[int, ...], ...], ...]  # [beat][form]: stars left, top first
    beats: tuple[tuple[Covered, ...], ...]  # the five beat columns, bottom first
    arrows: tuple[int, ...]  # per beat, the arrow's position 0-9 (see VALUE, SCOOP)
    bonus: tuple[int, ...]  # per beat, the bonus marker (2-20)
    headlines: Deck[Headline]  # the draw pile face down, the discards face up
    home: tuple[int, ...]  # reporters on each player's mat
    pennies: tuple[int, ...]
    published: tuple[tuple[Story, ...], ...]
    circulation: tuple[int, ...]
    advertisements: tuple[Square | None, ...]
    current: int  # the seat whose turn it is (also while it lays out its page)
    phase: Phase = Phase.ACTION
    edition: Edition = Edition.REGULAR
    turns_left: int = 1  # turns the current player still has in a row
    newsboy: int | None = None
    trigger: int | None = None  # the seat that triggered the final edition
    final_queue: tuple[int, ...] = ()  # seats yet to act in this final-edition stage
    finished: tuple[int, ...] = ()  # seats that went to press in the final edition
    page: FrontPage | None = None
    reports: tuple[PressReport, ...] = ()
    end_bonus: tuple[int, ...] | None = None  # once the game is over

    def __str__(self) -> str:
        from pressroom.games.penny_press.text import draw

        return draw(self, None)


@attrs.frozen
class PennyPressView:
    """What a seat sees: everything but the order of the headline deck (and
    the RNG). Every headline card drawn so far lies face up in
    ``headlines.discard_pile``."""

    seat: int | None
    num_players: int
    options: Options
    supply: tuple[tuple[tuple[int, ...], ...], ...]
    beats: tuple[tuple[Covered, ...], ...]
    arrows: tuple[int, ...]
    bonus: tuple[int, ...]
    headlines: FaceUpDeckView[Headline]
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
    end_bonus: tuple[int, ...] | None

    def __str__(self) -> str:
        from pressroom.games.penny_press.text import draw

        return draw(self, self.seat)
