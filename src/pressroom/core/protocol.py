"""The public Game protocol every pressroom game implements.

The names here are a contract (see docs/architecture.md): bots, adapters and
other programs depend on them. `GameBase` supplies the parts that are the same
for every game: action notation parsing, JSON through a `Codec`, and the
defaults for `is_over`, `winners` and the record helpers.
"""

from __future__ import annotations

import difflib
import typing
from collections.abc import Mapping
from itertools import repeat
from operator import is_
from typing import (
    TYPE_CHECKING,
    Any,
    ClassVar,
    Generic,
    NoReturn,
    Protocol,
    TypeVar,
    runtime_checkable,
)

from pressroom.core.codec import Codec
from pressroom.core.info import GameInfo
from pressroom.core.rng import Rng, seeded
from pressroom.core.shown import shown

if TYPE_CHECKING:
    from pressroom.core.engine import MoveTable


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
    @property
    def info(self) -> GameInfo: ...

    def legal_actions(self, state: S, player: int) -> tuple[A, ...]: ...
    def why_illegal(self, state: S, action: object) -> str | None: ...
    def apply(self, state: S, action: A) -> S: ...
    def is_over(self, state: S) -> bool: ...
    def scores(self, state: S) -> tuple[int, ...]: ...
    def winners(self, state: S) -> tuple[int, ...]: ...
    def view(self, state: S, player: int | None) -> V_co: ...
    def sample(self, view: Any, seed: int) -> S: ...
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
    """The protocol implemented once for every game.

    A game subclass sets the class attributes, passes its codec, state, view
    and action types and its `MoveTable`, and supplies the rules methods
    (`options_from`, `setup`, `to_move`, `scores`, `seat_view`,
    `sample_state`, `check_state`). `legal_actions`, `why_illegal` and
    `apply` come from the move table; `new_game`, `view`, `legal_actions`,
    `determinize` and `apply` check their arguments here, the same way.
    """

    name: ClassVar[str]
    title: ClassVar[str]  # the game's name as printed, for messages
    rules_version: ClassVar[str]
    player_counts: ClassVar[range]
    info: GameInfo

    def __init__(
        self, codec: Codec, state_type: type[GS], action_type: Any,
        view_type: type[V] | None = None, table: MoveTable[GS] | None = None,
    ) -> None:
        self._codec = codec
        self._state_type = state_type
        self._action_type = action_type
        self._action_types: tuple[type, ...] = typing.get_args(action_type) or (action_type,)
        self._view_type = view_type
        if table is not None:
            self.table = table

    # The last `legal_actions` answer, as (state, actions): `apply` given one
    # of those very action objects for that very state needs no check (the
    # usual loop: legal_actions, choose, apply). Compared by identity only,
    # and states are immutable, so it can never be stale.
    _last_legal: tuple[Any, tuple[Any, ...]] = (None, ())

    def __repr__(self) -> str:
        return f"pressroom.get_game({self.name!r})"

    # -- the rules, supplied by each game ---------------------------------
    table: MoveTable[GS]

    def options_from(self, options: Mapping[str, Any] | None) -> Any:
        raise NotImplementedError

    def setup(self, num_players: int, seed: int, options: Any) -> GS:
        raise NotImplementedError

    def seat_view(self, state: GS, player: int | None) -> V:
        raise NotImplementedError

    def sample_state(self, view: V, rng: Rng) -> GS:
        """A state whose view is ``view``, every hidden part drawn with ``rng``."""
        raise NotImplementedError

    def determinize_state(self, state: GS, seat: int, rng: Rng) -> GS:
        """``sample_state(seat_view(state, seat), rng)``; a game may draw the
        same state from ``state`` without making the view (what the seat
        sees read where the state keeps it, nothing else)."""
        return self.sample_state(self.seat_view(state, seat), rng)

    def to_move(self, state: GS) -> tuple[int, ...]:
        raise NotImplementedError

    def scores(self, state: GS) -> tuple[int, ...]:
        raise NotImplementedError

    # -- the protocol, the same for every game -----------------------------
    def new_game(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> GS:
        """The first state; bad player counts, seeds or options raise ValueError."""
        self.check_player_count(num_players)
        if type(seed) is not int:
            raise ValueError(f"the seed must be an integer, not {shown(seed)}")
        return self.setup(num_players, seed, self.options_from(options))

    def check_player_count(self, num_players: object) -> None:
        counts = self.player_counts
        if type(num_players) is not int or num_players not in counts:
            joiner = " or " if len(counts) == 2 else " to "
            raise ValueError(
                f"{self.title} is for {counts.start}{joiner}{counts.stop - 1} players, "
                f"not {shown(num_players)}"
            )

    def check_seat(self, state: GS, player: object) -> int:
        """``player`` if it is a seat of ``state``'s game, else IllegalAction."""
        self.check_own_state(state)
        error = seat_error(player, state.num_players)
        if error is not None:
            raise IllegalAction(error)
        return player  # type: ignore[return-value]

    def check_own_state(self, state: object) -> None:
        if type(state) is not self._state_type:
            raise IllegalAction(f"{shown(state, 40)} is not a {self.title} state")

    def legal_actions(self, state: GS, player: int) -> tuple[A, ...]:
        """Every legal action of ``player``, in a fixed order; () if not to move."""
        if (type(state) is not self._state_type or type(player) is not int
                or not 0 <= player < state.num_players):
            self.check_seat(state, player)  # raises, naming what is wrong
        if player not in self.to_move(state):
            return ()
        legal = self.table.legal(state, player)
        self._last_legal = (state, legal)
        return legal

    def why_illegal(self, state: GS, action: object) -> str | None:
        """None if ``action`` is legal, else the rule it breaks, in words."""
        if type(state) is not self._state_type:
            return f"{shown(state, 40)} is not a {self.title} state"
        error = turn_error(action, self._action_types, self.title, state.num_players,
                           self.to_move(state))
        if error is not None:
            return error
        return self.table.check(state, action)

    def apply(self, state: GS, action: A) -> GS:
        """The state after ``action``; IllegalAction (naming the rule) otherwise."""
        last_state, last_legal = self._last_legal
        if state is last_state and any(map(is_, last_legal, repeat(action))):  # in C
            return self.table.apply(state, action)
        reason = self.why_illegal(state, action)
        if reason is not None:
            raise IllegalAction(reason)
        return self.table.apply(state, action)

    def view(self, state: GS, player: int | None) -> V:
        """What ``player`` may see (None: the public view)."""
        if player is not None:
            self.check_seat(state, player)
        else:
            self.check_own_state(state)
        return self.seat_view(state, player)

    def sample(self, view: V, seed: int) -> GS:
        """A complete state consistent with ``view``: every part the view
        hides is drawn uniformly from what it allows, with a fresh RNG."""
        if self._view_type is not None and type(view) is not self._view_type:
            raise IllegalAction(f"{shown(view, 40)} is not a {self.title} view")
        if type(seed) is not int:
            _bad_seed(seed)
        return self.sample_state(view, seeded(seed))

    def determinize(self, state: GS, player: int, seed: int) -> GS:
        """``sample(view(state, player), seed)``: a state ``player`` cannot
        tell from this one, depending only on its view and the seed."""
        if (type(state) is not self._state_type or type(player) is not int
                or not 0 <= player < state.num_players):
            self.check_seat(state, player)  # raises, naming what is wrong
        if type(seed) is not int:
            _bad_seed(seed)
        return self.determinize_state(state, player, seeded(seed))

    def is_over(self, state: GS) -> bool:
        return not self.to_move(state)

    def winners(self, state: GS) -> tuple[int, ...]:
        """Seats with the best score; games with tie-breaks override this."""
        scores = self.scores(state)
        best = max(scores)
        return tuple(seat for seat, score in enumerate(scores) if score == best)

    def parse_action(self, state: GS, player: int, text: str) -> A:
        """The legal action of ``player`` whose notation is ``text``, in any
        case and spacing; the seat prefix ("2:") may be left out."""
        legal = self.legal_actions(state, player)
        if not isinstance(text, str):
            raise IllegalAction(f"an action in notation is text, not {shown(text)}")
        wanted = _normal(text if ":" in text else f"{player}:{text}")
        by_notation = {_normal(str(action)): action for action in legal}
        if wanted in by_notation:
            return by_notation[wanted]
        close = difflib.get_close_matches(wanted, list(by_notation), n=3, cutoff=0.5)
        hint = f"; did you mean {' or '.join(repr(str(by_notation[c])) for c in close)}?"
        if not legal:
            hint = f"; seat {player} has no decision to make now"
        elif not close:
            shown_legal = ", ".join(repr(str(a)) for a in legal[:5])
            hint = f"; legal now: {shown_legal}{', ...' if len(legal) > 5 else ''}"
        raise IllegalAction(f"{shown(text)} is not a legal action for seat {player} now{hint}")

    def state_to_json(self, state: GS) -> Any:
        return self._codec.encode(state)

    def state_from_json(self, data: Any) -> GS:
        """A state from plain data; ValueError naming the field if it is not
        a state the game could be in."""
        state: GS = self._codec.decode(self._state_type, data)
        self.check_state(state)
        return state

    def check_state(self, state: GS) -> None:
        """Raise `ValueError` if a decoded state breaks the game's invariants."""

    def action_to_json(self, action: A) -> Any:
        return self._codec.encode(action)

    def action_from_json(self, data: Any) -> A:
        try:
            action: A = self._codec.decode(self._action_type, data)
        except TypeError as error:  # a field of the wrong type: MalformedAction
            raise ValueError(f"malformed action: {error}") from None
        return action


def _normal(text: str) -> str:
    """Notation compared without regard to case or spacing."""
    return " ".join(text.replace(":", ": ").split()).replace(": ", ":").casefold()


def seat_error(player: object, num_players: int) -> str | None:
    """None if ``player`` is a seat of a ``num_players`` game, else why not."""
    if type(player) is not int or not 0 <= player < num_players:
        return f"seat {shown(player)} is not in this {num_players}-player game"
    return None


def turn_error(
    action: object, action_types: tuple[type, ...], game: str, num_players: int,
    to_move: tuple[int, ...],
) -> str | None:
    """The checks every game makes first: is it an action of this game, by a
    seat of this game, whose turn it is? None if so, else why not."""
    if type(action) not in action_types:
        article = "an" if game[0] in "AEIOU" else "a"
        return f"{shown(action)} is not {article} {game} action"
    seat = getattr(action, "player", None)
    error = seat_error(seat, num_players)
    if error is not None:
        return error
    if not to_move:
        return "the game is over"
    if seat in to_move:
        return None
    if len(to_move) == 1:
        return f"it is seat {to_move[0]}'s turn, not seat {seat}'s"
    return f"seat {seat} has no decision to make now; waiting for seats {list(to_move)}"


def _bad_seed(seed: object) -> NoReturn:
    raise IllegalAction(f"the seed must be an integer, not {shown(seed)}")
