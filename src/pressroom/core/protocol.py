"""The public Game protocol every pressroom game implements.

The names here are a contract (see docs/architecture.md): bots, adapters and
other programs depend on them. `GameBase` supplies the parts that are the same
for every game: action notation parsing, JSON through a `Codec`, and the
defaults for `is_over`, `winners` and the record helpers.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Generic, Protocol, TypeVar, runtime_checkable

from pressroom.core.codec import Codec


class IllegalAction(ValueError):
    """An action that the rules do not allow in this state.

    The message names the rule broken and the values involved, in words a
    player would understand. The state it was applied to is unchanged.
    """


@runtime_checkable
class Action(Protocol):
    """Every action names the seat that takes it; ``str(action)`` is its
    short notation and `Game.parse_action` reads it back."""

    @property
    def player(self) -> int: ...


S = TypeVar("S")
A = TypeVar("A", bound=Action)
V = TypeVar("V")
V_co = TypeVar("V_co", covariant=True)


class Game(Protocol[S, A, V_co]):
    """What every game offers. All methods are pure."""

    @property
    def name(self) -> str: ...
    @property
    def rules_version(self) -> str: ...
    @property
    def player_counts(self) -> range: ...

    def new_game(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> S: ...
    def to_move(self, state: S) -> tuple[int, ...]: ...
    def legal_actions(self, state: S, player: int) -> tuple[A, ...]: ...
    def apply(self, state: S, action: A) -> S: ...
    def is_over(self, state: S) -> bool: ...
    def scores(self, state: S) -> tuple[int, ...]: ...
    def winners(self, state: S) -> tuple[int, ...]: ...
    def view(self, state: S, player: int | None) -> V_co: ...
    def determinize(self, state: S, player: int, seed: int) -> S: ...
    def state_to_json(self, state: S) -> Any: ...
    def state_from_json(self, data: Any) -> S: ...
    def action_to_json(self, action: A) -> Any: ...
    def action_from_json(self, data: Any) -> A: ...
    def parse_action(self, state: S, player: int, text: str) -> A: ...
    def options_from(self, options: Mapping[str, Any] | None) -> Any: ...


class GameState(Protocol):
    """What `GameBase` needs of every game's state."""

    @property
    def num_players(self) -> int: ...


GS = TypeVar("GS", bound=GameState)


class GameBase(Generic[GS, A, V]):
    """Shared implementation of the protocol's game-independent parts.

    A game subclass sets the class attributes, passes its codec and state and
    action types, and implements the rules methods (`setup`, `to_move`,
    `legal_actions`, `apply`, `scores`, `seat_view`, `determinize`,
    `options_from`). `new_game` and `view` check their arguments here.
    """

    name: ClassVar[str]
    title: ClassVar[str]  # the game's name as printed, for messages
    rules_version: ClassVar[str]
    player_counts: ClassVar[range]

    def __init__(self, codec: Codec, state_type: type[GS], action_type: Any) -> None:
        self._codec = codec
        self._state_type = state_type
        self._action_type = action_type

    def __repr__(self) -> str:
        return f"pressroom.get_game({self.name!r})"

    # -- the rules, supplied by each game ---------------------------------
    def options_from(self, options: Mapping[str, Any] | None) -> Any:
        raise NotImplementedError

    def setup(self, num_players: int, seed: int, options: Any) -> GS:
        raise NotImplementedError

    def seat_view(self, state: GS, player: int | None) -> V:
        raise NotImplementedError

    def to_move(self, state: GS) -> tuple[int, ...]:
        raise NotImplementedError

    def legal_actions(self, state: GS, player: int) -> tuple[A, ...]:
        raise NotImplementedError

    def scores(self, state: GS) -> tuple[int, ...]:
        raise NotImplementedError

    # -- defaults shared by every game ------------------------------------
    def new_game(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> GS:
        """The first state; bad player counts, seeds or options raise ValueError."""
        counts = self.player_counts
        if type(num_players) is not int or num_players not in counts:
            joiner = " or " if len(counts) == 2 else " to "
            raise ValueError(
                f"{self.title} is for {counts.start}{joiner}{counts.stop - 1} players, "
                f"not {num_players!r}"
            )
        if type(seed) is not int:
            raise ValueError(f"the seed must be an integer, not {seed!r}")
        return self.setup(num_players, seed, self.options_from(options))

    def view(self, state: GS, player: int | None) -> V:
        """What ``player`` may see (None: the public view)."""
        seats = state.num_players
        if player is not None and (type(player) is not int or not 0 <= player < seats):
            raise IllegalAction(f"seat {player!r} is not in this {seats}-player game")
        return self.seat_view(state, player)

    def is_over(self, state: GS) -> bool:
        return not self.to_move(state)

    def winners(self, state: GS) -> tuple[int, ...]:
        """Seats with the best score; games with tie-breaks override this."""
        scores = self.scores(state)
        best = max(scores)
        return tuple(seat for seat, score in enumerate(scores) if score == best)

    def parse_action(self, state: GS, player: int, text: str) -> A:
        """The legal action of ``player`` whose notation is ``text``."""
        wanted = " ".join(str(text).split())
        if ":" not in wanted:
            wanted = f"{player}:{wanted}"
        for action in self.legal_actions(state, player):
            if str(action) == wanted:
                return action
        raise IllegalAction(f"{wanted!r} is not a legal action for seat {player} now")

    def state_to_json(self, state: GS) -> Any:
        return self._codec.encode(state)

    def state_from_json(self, data: Any) -> GS:
        state: GS = self._codec.decode(self._state_type, data)
        self.check_state(state)
        return state

    def check_state(self, state: GS) -> None:
        """Raise `ValueError` if a decoded state breaks the game's invariants."""

    def action_to_json(self, action: A) -> Any:
        return self._codec.encode(action)

    def action_from_json(self, data: Any) -> A:
        action: A = self._codec.decode(self._action_type, data)
        return action


def turn_error(
    action: object, action_types: tuple[type, ...], game: str, num_players: int,
    to_move: tuple[int, ...],
) -> str | None:
    """The checks every game makes first: is it an action of this game, by a
    seat of this game, whose turn it is? None if so, else why not."""
    if not isinstance(action, action_types):
        article = "an" if game[0] in "AEIOU" else "a"
        return f"{action!r} is not {article} {game} action"
    seat = getattr(action, "player", None)
    if type(seat) is not int or not 0 <= seat < num_players:
        return f"seat {seat!r} is not in this {num_players}-player game"
    if not to_move:
        return "the game is over"
    if seat in to_move:
        return None
    if len(to_move) == 1:
        return f"it is seat {to_move[0]}'s turn, not seat {seat}'s"
    return f"seat {seat} has no decision to make now; waiting for seats {list(to_move)}"
