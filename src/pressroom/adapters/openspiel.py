"""Every pressroom game as an OpenSpiel game (``pip install pressroom[openspiel]``).

`register()` registers each game of `pressroom.GAMES` that has a fixed
action space (`pressroom.encoding.supports`: all four) with
``pyspiel.register_game`` as ``python_pressroom_<name>`` (dashes become
underscores: ``python_pressroom_penny_press``), with parameters ``players``
(default: the game's smallest count), ``seed`` (default 0), ``deals``
(default 1024) and ``options`` (a JSON object of rule options, default
``"{}"``). An OpenSpiel game string ends a parameter at a comma, so there
the object's members are separated by semicolons instead,
``options={"round_limit":10;"scenario":5}``; the game stores its options
so, which keeps ``game.to_string()`` and serialization readable.

What the game type says, and why:

- dynamics SEQUENTIAL: a simultaneous decision (a draft, a secret check) is
  taken one seat at a time, lowest seat first; the engine hides every
  commitment from the other seats' views until all are in, so a seat
  deciding later learns nothing from the earlier ones. (OpenSpiel's
  algorithms such as MCTS need sequential games.)
- chance EXPLICIT_STOCHASTIC, with one chance node, the first: chance
  deals one of ``deals`` equally likely outcomes, and the engine's game is
  started with the seed ``seed * deals + outcome``. Every shuffle and draw
  after that comes from the seeded RNG held in the state, which no seat's
  view shows, so to the players it is chance as it happens. (OpenSpiel's
  SAMPLED_STOCHASTIC would need the game's RNG state for serialization,
  ``Game.GetRNGState``, which a Python game cannot supply; and a fixed seed
  with no chance at all would let tree algorithms treat the deal as known.)
- information IMPERFECT_INFORMATION; reward model TERMINAL. A game whose
  rules allow it to go on for ever (``game.info.bounded`` false: Penny
  Press) ends after ``game.info.longest_game`` actions, far beyond any seen
  in random play, with the win shared equally.
- utility CONSTANT_SUM (sum 1): a seat's return is its share of the win,
  1 / (number of winners) for each winner after the game's tie-breaks,
  0 for the others.

Strings and tensors come from the view of the seat only: the observation
string is ``str(view)`` (the game drawn as text), the information state
string ``repr(view)`` (every field of the view; a view holds everything the
seat has seen), and both tensors are `pressroom.encoding.observation`.
Actions are `pressroom.encoding` ids; ``action_to_string`` is the notation.
Serialization (``pyspiel.serialize_game_and_state``) carries the state
JSON: OpenSpiel pickles a Python state's attributes, and this adapter's one
attribute pickles as the game's name, parameters and state JSON, loaded
back through ``state_from_json``. ``resample_from_infostate`` is
``game.sample`` of the seat's view.

>>> import pyspiel
>>> from pressroom.adapters.openspiel import register
>>> register()
>>> game = pyspiel.load_game("python_pressroom_newsprint", {"players": 3, "seed": 7})
>>> state = game.new_initial_state()
>>> state.is_chance_node(), len(state.chance_outcomes())
(True, 1024)
>>> state.apply_action(5)
>>> state.current_player(), state.action_to_string(0, state.legal_actions()[0])
(0, '0:pick International')
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import attrs
import numpy as np
import pyspiel

import pressroom
from pressroom import encoding

AnyGame = pressroom.Game[Any, Any, Any]
PREFIX = "python_pressroom_"
DEALS = 1024
_PARAMETERS = ("players", "seed", "deals", "options")


def short_name(game: AnyGame) -> str:
    """The name OpenSpiel knows ``game`` by."""
    return PREFIX + game.name.replace("-", "_")


def _game_type(game: AnyGame) -> Any:
    counts = game.player_counts
    return pyspiel.GameType(
        short_name=short_name(game),
        long_name=f"pressroom {game.info.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=counts.stop - 1,
        min_num_players=counts.start,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={
            "players": counts.start, "seed": 0, "deals": DEALS, "options": "{}"
        },
    )


def _game_info(game: AnyGame, players: int, deals: int) -> Any:
    return pyspiel.GameInfo(
        num_distinct_actions=encoding.num_actions(game),
        max_chance_outcomes=deals,
        num_players=players,
        min_utility=0.0,
        max_utility=1.0,
        utility_sum=1.0,
        max_game_length=game.info.longest_game[players] + 1,
    )


@attrs.frozen
class Setup:
    """A game's parameters, read back from OpenSpiel's copy of them (a
    Python game object's own attributes do not survive every trip through
    OpenSpiel, its parameters do)."""

    game: AnyGame
    players: int
    seed: int
    deals: int
    options: dict[str, Any]
    params: dict[str, Any]

    @classmethod
    def of(cls, spiel_game: Any) -> Setup:
        name = spiel_game.get_type().short_name
        params = spiel_game.get_parameters()
        key = (name, json.dumps(params, sort_keys=True))
        if key not in _SETUPS:
            _SETUPS[key] = cls.read(_BY_SHORT_NAME[name], params)
        return _SETUPS[key]

    @classmethod
    def read(cls, game: AnyGame, params: dict[str, Any] | None) -> Setup:
        params = {k: v for k, v in (params or {}).items() if k in _PARAMETERS}
        setup = cls(
            game,
            int(params.get("players", game.player_counts.start)),
            int(params.get("seed", 0)),
            int(params.get("deals", DEALS)),
            read_options(str(params.get("options", "{}"))),
            params,
        )
        game.check_player_count(setup.players)  # type: ignore[attr-defined]
        game.options_from(setup.options)  # bad options fail here, with the game's message
        if setup.deals < 1:
            raise ValueError(f"deals must be at least 1, not {setup.deals}")
        return setup

    def deal(self, outcome: int) -> Any:
        """The engine's first state for chance outcome ``outcome``."""
        seed = self.seed * self.deals + outcome
        return self.game.new_game(self.players, seed, self.options)


def read_options(text: str) -> dict[str, Any]:
    """The ``options`` parameter: a JSON object, whose members may be
    separated by semicolons (as in game strings) instead of commas."""
    try:
        data = json.loads(text)
    except ValueError:
        try:
            data = json.loads(text.replace(";", ","))
        except ValueError:
            raise ValueError(f"options must be a JSON object, not {text!r}") from None
    if not isinstance(data, dict):
        raise ValueError(f"options must be a JSON object, not {text!r}")
    return data


def options_parameter(options: dict[str, Any]) -> str:
    """``options`` as the game stores it: JSON without commas (see the module)."""
    return json.dumps(options, sort_keys=True, separators=(";", ":"))


_BY_SHORT_NAME: dict[str, AnyGame] = {}
_SETUPS: dict[tuple[str, str], Setup] = {}


class PressroomGame(pyspiel.Game):  # type: ignore[misc]
    """One pressroom game with a fixed player count, seed and options."""

    def __init__(self, game: AnyGame, params: dict[str, Any] | None = None) -> None:
        setup = Setup.read(game, params)
        params = dict(params or {})
        if "options" in params:
            params["options"] = options_parameter(setup.options)
        super().__init__(_game_type(game), _game_info(game, setup.players, setup.deals), params)

    def new_initial_state(self) -> PressroomState:
        """The chance node that deals the game."""
        return PressroomState(self, None)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> ViewObserver:
        perfect_recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        return ViewObserver(Setup.of(self), perfect_recall)



class _Shared:
    """A value that a deep copy shares instead of copying: immutable states
    and the game objects, which hold functions that cannot be copied."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value

    def __deepcopy__(self, memo: dict[int, Any]) -> _Shared:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        """OpenSpiel serializes a Python state by pickling its attributes:
        this one pickles as the game's name, its parameters and the state
        JSON, and loads through `state_from_json`, which checks the data."""
        setup, state = self.value
        data = None if state is None else setup.game.state_to_json(state)
        return _restore, (setup.game.name, setup.params, json.dumps(data, sort_keys=True))


def _restore(name: str, params: dict[str, Any], text: str) -> _Shared:
    game = pressroom.get_game(name)
    data = json.loads(text)
    state = None if data is None else game.state_from_json(data)
    return _Shared((Setup.read(game, params), state))


class PressroomState(pyspiel.State):  # type: ignore[misc]
    """An OpenSpiel state holding one immutable pressroom state (None
    before chance has dealt the game)."""

    def __init__(self, game: Any, state: Any) -> None:
        super().__init__(game)
        self._parts = _Shared((Setup.of(game), state))

    # OpenSpiel clones a Python state by deep-copying its attributes; the
    # pressroom state is immutable, so a clone shares it (see `_Shared`).
    @property
    def setup(self) -> Setup:
        return self._parts.value[0]  # type: ignore[no-any-return]

    @property
    def game(self) -> AnyGame:
        return self.setup.game

    @property
    def state(self) -> Any:
        return self._parts.value[1]

    @state.setter
    def state(self, state: Any) -> None:
        self._parts = _Shared((self.setup, state))

    def current_player(self) -> int:
        if self.state is None:
            return int(pyspiel.PlayerId.CHANCE)
        to_move = self.game.to_move(self.state)
        if not to_move or self.is_cut():
            return int(pyspiel.PlayerId.TERMINAL)
        return min(to_move)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self.state is not None:
            return []
        deals = self.setup.deals
        return [(outcome, 1.0 / deals) for outcome in range(deals)]

    def _legal_actions(self, player: int) -> list[int]:
        if self.state is None:
            return list(range(self.setup.deals)) if player < 0 else []
        if player not in self.game.to_move(self.state) or self.is_cut():
            return []
        legal = self.game.legal_actions(self.state, player)
        return sorted(encoding.action_id(self.game, action) for action in legal)

    def _apply_action(self, action: int) -> None:
        if self.state is None:
            self.state = self.setup.deal(action)
            return
        player = self.current_player()
        self.state = self.game.apply(
            self.state, encoding.action_from_id(self.game, action, player)
        )

    def _action_to_string(self, player: int, action: int) -> str:
        if player < 0:
            return f"deal {action}"
        return str(encoding.action_from_id(self.game, action, player))

    def is_terminal(self) -> bool:
        return self.state is not None and (self.game.is_over(self.state) or self.is_cut())

    def is_cut(self) -> bool:
        """A game whose rules allow it to go on for ever (``info.bounded``
        false: Penny Press) is cut at ``info.longest_game`` actions."""
        info = self.game.info
        return not info.bounded and self.move_number() > info.longest_game[self.setup.players]

    def returns(self) -> list[float]:
        players = self.setup.players
        if not self.is_terminal():
            return [0.0] * players
        if not self.game.is_over(self.state):  # cut: shared equally, as a draw
            return [1.0 / players] * players
        winners = self.game.winners(self.state)
        return [1.0 / len(winners) if seat in winners else 0.0 for seat in range(players)]

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> Any:
        """A state drawn with ``game.sample`` from ``player_id``'s view."""
        if self.state is None:
            return PressroomState(self.get_game(), None)
        seed = int(probability_sampler() * 2**31)
        sampled = self.game.sample(self.game.view(self.state, player_id), seed)
        return PressroomState(self.get_game(), sampled)

    def __str__(self) -> str:
        if self.state is None:
            return "(chance deals the game)"
        text: str = _recent("text", self.state, None, lambda: str(self.game.view(self.state, None)))
        return text


_RECENT: dict[tuple[str, int, int | None], tuple[Any, Any]] = {}


def _recent(kind: str, state: Any, player: int | None, make: Callable[[], Any]) -> Any:
    """``make()``, kept for the last few (kind, state, player): OpenSpiel asks
    for the same tensor or text several times per step. States are
    immutable; each is kept with its value, so that an id is never reused
    while cached."""
    key = (kind, id(state), player)
    cached = _RECENT.get(key)
    if cached is None or cached[0] is not state:
        cached = (state, make())
        if len(_RECENT) >= 32:
            _RECENT.pop(next(iter(_RECENT)))
        _RECENT[key] = cached
    return cached[1]


class ViewObserver:
    """Strings and tensors of a seat's view (the PyObserver interface)."""

    def __init__(self, setup: Setup, perfect_recall: bool) -> None:
        self.game = setup.game
        self.perfect_recall = perfect_recall
        size = encoding.observation_size(self.game, setup.players)
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: PressroomState, player: int) -> None:
        if state.state is None:
            self.tensor.fill(0.0)
            return
        game, inner = self.game, state.state
        self.tensor[:] = _recent("tensor", inner, player, lambda: np.asarray(
            encoding.observation(game, game.view(inner, player)), np.float32))

    def string_from(self, state: PressroomState, player: int) -> str:
        if state.state is None:
            return ""
        view = self.game.view(state.state, player)
        return repr(view) if self.perfect_recall else str(view)


def _game_class(game: AnyGame) -> type[PressroomGame]:
    """A class whose instances are ``game`` (OpenSpiel registers classes)."""

    def __init__(self: PressroomGame, params: dict[str, Any] | None = None) -> None:
        PressroomGame.__init__(self, game, params)

    name = "".join(part.title() for part in game.name.split("-")) + "Game"
    return type(name, (PressroomGame,), {"__init__": __init__, "__module__": __name__})


def register() -> None:
    """Register every pressroom game with OpenSpiel (once; later calls do nothing)."""
    registered = set(pyspiel.registered_names())
    for game in encoding.supported_games():
        _BY_SHORT_NAME[short_name(game)] = game
        if short_name(game) in registered:
            continue

        pyspiel.register_game(_game_type(game), _game_class(game))
