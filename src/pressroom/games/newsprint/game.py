"""Newsprint as a `pressroom.core.protocol.Game`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from pressroom.core.codec import Codec
from pressroom.core.deck import Deck, DeckView
from pressroom.core.protocol import GameBase
from pressroom.core.rng import Rng
from pressroom.core.turns import Commitments
from pressroom.games.newsprint import hand as hands
from pressroom.games.newsprint import rules, view
from pressroom.games.newsprint.actions import ACTION_TYPES, Action
from pressroom.games.newsprint.components import COPIES, DECK_SIZE, HAND_SIZE, Card
from pressroom.games.newsprint.options import Options
from pressroom.games.newsprint.state import (
    NewsprintState,
    NewsprintView,
    Reaction,
    Story,
    TurnReport,
)

CODEC = Codec(
    [NewsprintState, NewsprintView, Options, Rng, Deck, DeckView, Commitments, Reaction,
     Story, TurnReport, *ACTION_TYPES]
)


class Newsprint(GameBase[NewsprintState, Action, NewsprintView]):
    """Newsprint: five turns of drafting, investigating and printing stories.

    >>> import pressroom
    >>> game = pressroom.get_game("newsprint")
    >>> state = game.new_game(num_players=3, seed=7)
    >>> game.to_move(state)
    (0, 1, 2)
    """

    title: ClassVar[str] = "Newsprint"
    name: ClassVar[str] = "newsprint"
    rules_version: ClassVar[str] = "1"
    # 10 cards per player from a 70-card deck: at most 7 players.
    player_counts: ClassVar[range] = range(2, DECK_SIZE // HAND_SIZE + 1)

    def __init__(self) -> None:
        super().__init__(CODEC, NewsprintState, Action)

    def options_from(self, options: Mapping[str, Any] | None) -> Options:
        return Options.from_mapping(options)

    def setup(self, num_players: int, seed: int, options: Options) -> NewsprintState:
        return rules.setup(num_players, seed, options)

    def to_move(self, state: NewsprintState) -> tuple[int, ...]:
        return rules.to_move(state)

    def legal_actions(self, state: NewsprintState, player: int) -> tuple[Action, ...]:
        return rules.legal_actions(state, player)

    def apply(self, state: NewsprintState, action: Action) -> NewsprintState:
        return rules.apply(state, action)

    def why_illegal(self, state: NewsprintState, action: object) -> str | None:
        return rules.why_illegal(state, action)

    def scores(self, state: NewsprintState) -> tuple[int, ...]:
        """Circulation points; the most after 5 turns wins (ties share)."""
        return state.circulation

    def seat_view(self, state: NewsprintState, player: int | None) -> NewsprintView:
        return view.view(state, player)

    def determinize(self, state: NewsprintState, player: int, seed: int) -> NewsprintState:
        return view.determinize(state, player, seed)

    def check_state(self, state: NewsprintState) -> None:
        """Every one of the 70 cards is somewhere, exactly once."""
        counts = hands.of(state.deck.draw_pile + state.deck.discard_pile)
        for held in (*state.hands, *state.table):
            if len(held) != len(Card) or min(held, default=0) < 0:
                raise ValueError("malformed Newsprint state: a hand counts each of the 15 faces")
            counts = hands.add(counts, held)
        if counts != tuple(COPIES[c] for c in Card):
            raise ValueError("malformed Newsprint state: the 70 cards are not all accounted for")
        n = state.num_players
        if n not in self.player_counts or len(state.hands) != n or len(state.circulation) != n:
            raise ValueError("malformed Newsprint state: the seats do not match the player count")


NEWSPRINT = Newsprint()
