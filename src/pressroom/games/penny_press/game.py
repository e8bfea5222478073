"""Penny Press as a `pressroom.core.protocol.Game`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from pressroom.core.codec import Codec
from pressroom.core.deck import Deck, DeckView
from pressroom.core.grid import Placement, Shape
from pressroom.core.protocol import GameBase
from pressroom.core.rng import Rng
from pressroom.games.penny_press import rules, scoring, view
from pressroom.games.penny_press.actions import ACTION_TYPES, Action
from pressroom.games.penny_press.components import (
    ADVERTISEMENTS,
    ALL_STORIES,
    HEADLINES,
    PENNIES,
    REPORTERS,
    Story,
)
from pressroom.games.penny_press.options import Options
from pressroom.games.penny_press.state import (
    Covered,
    FrontPage,
    PennyPressState,
    PennyPressView,
    PressReport,
)

CODEC = Codec(
    [PennyPressState, PennyPressView, Options, Rng, Deck, DeckView, Covered, FrontPage,
     PressReport, Story, Placement, Shape, *ACTION_TYPES]
)


class PennyPress(GameBase[PennyPressState, Action, PennyPressView]):
    """Penny Press: send reporters after stories, then go to press.

    >>> import pressroom
    >>> game = pressroom.get_game("penny-press")
    >>> state = game.new_game(num_players=3, seed=7)
    >>> game.to_move(state)
    (0,)
    """

    title: ClassVar[str] = "Penny Press"
    name: ClassVar[str] = "penny-press"
    rules_version: ClassVar[str] = "1"
    player_counts: ClassVar[range] = range(2, 6)

    def __init__(self) -> None:
        super().__init__(CODEC, PennyPressState, Action)

    def options_from(self, options: Mapping[str, Any] | None) -> Options:
        return Options.from_mapping(options)

    def setup(self, num_players: int, seed: int, options: Options) -> PennyPressState:
        return rules.setup(num_players, seed, options)

    def to_move(self, state: PennyPressState) -> tuple[int, ...]:
        return rules.to_move(state)

    def legal_actions(self, state: PennyPressState, player: int) -> tuple[Action, ...]:
        return rules.legal_actions(state, player)

    def apply(self, state: PennyPressState, action: Action) -> PennyPressState:
        return rules.apply(state, action)

    def why_illegal(self, state: PennyPressState, action: object) -> str | None:
        return rules.why_illegal(state, action)

    def scores(self, state: PennyPressState) -> tuple[int, ...]:
        return state.circulation

    def winners(self, state: PennyPressState) -> tuple[int, ...]:
        return scoring.winners(state.circulation, state.published)

    def seat_view(self, state: PennyPressState, player: int | None) -> PennyPressView:
        return view.view(state, player)

    def determinize(self, state: PennyPressState, player: int, seed: int) -> PennyPressState:
        return view.determinize(state, player, seed)

    def check_state(self, state: PennyPressState) -> None:
        problems = conservation_problems(state)
        if problems:
            raise ValueError(f"malformed Penny Press state: {problems[0]}")


def stories_everywhere(state: PennyPressState) -> list[Story]:
    """Every story tile: in the supply, on the board, being laid out, published."""
    tiles = [
        Story(story.beat, story.form, stars)
        for story in ALL_STORIES
        if story.stars == 1
        for stars in state.supply[story.beat * 4 + story.form]
    ]
    tiles += [c.story for column in state.beats for c in column]
    if state.page is not None:
        tiles += [*state.page.to_place, *(s for s, _ in state.page.placed)]
    tiles += [s for published in state.published for s in published]
    return tiles


def conservation_problems(state: PennyPressState) -> list[str]:
    """What is missing or doubled: the 60 stories, the 45 headline cards, the
    6 advertisements and every player's 5 reporters."""
    problems = []
    if sorted(stories_everywhere(state)) != sorted(ALL_STORIES):
        problems.append("the 60 stories are not all accounted for once")
    cards = sorted(state.headlines.draw_pile + state.headlines.discard_pile)
    if cards != [h.number for h in HEADLINES]:
        problems.append("the 45 headline cards are not all accounted for once")
    if sum(ad is not None for ad in state.advertisements) > ADVERTISEMENTS:
        problems.append("more advertisements are in use than the 6 in the game")
    if sum(state.pennies) > PENNIES or min(state.pennies) < 0:
        problems.append("more pennies are taken than the 15 in the game")
    for seat in range(state.num_players):
        out = sum(c.reporters[seat] for column in state.beats for c in column)
        if out + state.home[seat] != REPORTERS or state.home[seat] < 0:
            problems.append(f"seat {seat} does not have exactly {REPORTERS} reporters")
    return problems


PENNY_PRESS = PennyPress()
