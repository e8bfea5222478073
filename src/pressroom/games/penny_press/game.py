"""Penny Press as a `pressroom.core.protocol.Game`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from pressroom.core.codec import Codec
from pressroom.core.deck import FaceUpDeckView
from pressroom.core.grid import Placement, Shape
from pressroom.core.info import GameInfo, options_info
from pressroom.core.protocol import GameBase
from pressroom.core.rng import Rng
from pressroom.games.penny_press import check, rules, scoring, view
from pressroom.games.penny_press.actions import ACTION_TYPES, Action
from pressroom.games.penny_press.components import Story
from pressroom.games.penny_press.options import Options
from pressroom.games.penny_press.state import (
    Covered,
    FrontPage,
    Headlines,
    PennyPressState,
    PennyPressView,
    PressReport,
    Table,
    Turn,
)

CODEC = Codec(
    [PennyPressState, PennyPressView, Options, Rng, Headlines, FaceUpDeckView, Covered, FrontPage,
     PressReport, Table, Turn, Story, Placement, Shape, *ACTION_TYPES]
)

# The longest game. No finite bound exists: nothing in the rules makes a
# player go to press, and a turn may undo the last one: two players who
# assign a reporter each and recall it are back where they started after
# four actions (tests/penny_press/test_flow.py, test_no_bound_on_game_length).
# The figures are therefore not proven bounds, but far above the longest of
# 2,500 uniformly random games per player count (632, 873, 981 and 1,414
# actions with 2 to 5 players; docs/rules/penny-press.md, "Game length"), and
# above what a hypothesis-driven test can play (about 4,000 choices), for the
# termination tests.
LONGEST_RANDOM_GAME = {2: 10_000, 3: 10_000, 4: 10_000, 5: 10_000}


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
    rules_version: ClassVar[str] = "6"
    player_counts: ClassVar[range] = range(2, 6)
    info = GameInfo(
        name="penny-press",
        title="Penny Press",
        player_counts=range(2, 6),
        simultaneous=False,
        information="imperfect",  # the order of the headline deck
        chance="seeded",
        longest_game=LONGEST_RANDOM_GAME,
        score_range=(0, scoring.MAX_SCORE),
        options=options_info(Options),
        bounded=False,
    )

    def __init__(self) -> None:
        super().__init__(CODEC, PennyPressState, Action, PennyPressView, rules.TABLE)

    def options_from(self, options: Mapping[str, Any] | None) -> Options:
        return Options.from_mapping(options)

    def setup(self, num_players: int, seed: int, options: Options) -> PennyPressState:
        return rules.setup(num_players, seed, options)

    to_move = staticmethod(rules.to_move)  # (asked three times a playout step)

    def scores(self, state: PennyPressState) -> tuple[int, ...]:
        return state.circulation

    def winners(self, state: PennyPressState) -> tuple[int, ...]:
        return scoring.winners(state.circulation, state.published)

    def seat_view(self, state: PennyPressState, player: int | None) -> PennyPressView:
        return view.view(state, player)

    def sample_state(self, view_: PennyPressView, rng: Rng) -> PennyPressState:
        return view.sample(view_, rng)

    def determinize_state(self, state: PennyPressState, seat: int, rng: Rng) -> PennyPressState:
        """The state ``sample_state`` draws from the seat's view, drawn from
        the state without making the view (`view.determinize`)."""
        return view.determinize(state, rng)

    def state_from_json(self, data: Any) -> PennyPressState:
        try:
            return super().state_from_json(data)
        except ValueError as error:
            if str(error).startswith("malformed"):
                raise
            # Refused by a class's own converter, which the decoder does not
            # wrap with its path; the only one in a state is the Shape of a
            # story laid on the front page.
            raise ValueError(f"malformed Penny Press state: page.placed: {error}") from None

    def check_state(self, state: PennyPressState) -> None:
        found = check.problem(state)
        if found is not None:
            raise ValueError(f"malformed Penny Press state: {found}")


PENNY_PRESS = PennyPress()
