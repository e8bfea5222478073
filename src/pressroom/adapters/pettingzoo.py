"""Every pressroom game as a PettingZoo AEC environment
(``pip install pressroom[pettingzoo]``).

``env(game_name, num_players=..., render_mode=None, **options)`` is the
environment with PettingZoo's usual wrappers (an illegal action ends the
game with reward -1 for the seat that took it; out-of-range actions and
calls out of order are refused); `raw_env` is the same without them.

- Agents are ``player_0`` ... ``player_<n-1>``, seat for seat.
- Actions are `pressroom.encoding` ids: ``Discrete(num_actions(game))``.
- An observation is ``{"observation": float32 vector, "action_mask": int8
  vector}``: the vector is `pressroom.encoding.observation` of the agent's
  view, the mask marks its legal action ids (all zeros when it is not the
  agent's turn).
- Rewards come at the end only: each agent's share of the win, 1 / (number
  of winners) for each winner after the game's tie-breaks, 0 for the
  others. A game still running after the game's proven longest length
  (``game.info.longest_game``) is truncated.
- A simultaneous decision is taken one agent at a time, lowest seat first;
  the engine keeps each commitment out of every other seat's view until all
  are in, so an agent deciding later sees nothing of the earlier ones.
- ``reset(seed=s)`` starts the engine's game with seed ``s``: the same seed
  and actions give the same game. Without a seed, a seed is drawn from the
  environment's own generator.
- ``render()`` with ``render_mode="ansi"`` returns the public view drawn as
  text (``str(game.view(state, None))``).

>>> from pressroom.adapters.pettingzoo import env
>>> table = env("penny-press", num_players=2)
>>> table.reset(seed=3)
>>> observation, reward, terminated, truncated, info = table.last()
>>> table.agent_selection, int(observation["action_mask"].sum()) > 0
('player_0', True)
"""

from __future__ import annotations

from typing import Any, ClassVar

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

import pressroom
from pressroom import encoding

BOUND = float(2**31)
"""Observation values lie within +-BOUND (scores, counts and indices do)."""


def env(
    game_name: str, num_players: int | None = None, render_mode: str | None = None,
    **options: Any,
) -> Any:
    """The game as an AEC environment with PettingZoo's standard wrappers."""
    table: Any = raw_env(game_name, num_players, render_mode, **options)
    table = wrappers.TerminateIllegalWrapper(table, illegal_reward=-1)
    table = wrappers.AssertOutOfBoundsWrapper(table)
    return wrappers.OrderEnforcingWrapper(table)


class raw_env(AECEnv):  # type: ignore[misc]  # PettingZoo names it so
    """One pressroom game as an AEC environment, without wrappers."""

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["ansi"], "is_parallelizable": False, "name": "pressroom",
    }

    def __init__(
        self, game_name: str, num_players: int | None = None, render_mode: str | None = None,
        **options: Any,
    ) -> None:
        super().__init__()
        self.game = pressroom.get_game(game_name)
        if not encoding.supports(self.game):
            raise ValueError(f"{game_name} has no fixed action space yet (pressroom.encoding)")
        players = self.game.player_counts.start if num_players is None else num_players
        self.game.check_player_count(players)  # type: ignore[attr-defined]
        self.game.options_from(options)  # bad options fail now, with the game's message
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.num_players = players
        self.options = dict(options)
        self.render_mode = render_mode
        self.possible_agents = [f"player_{seat}" for seat in range(players)]
        self.agents = self.possible_agents[:]
        size = encoding.num_actions(self.game)
        length = encoding.observation_size(self.game, players)
        self.action_spaces = {agent: spaces.Discrete(size) for agent in self.possible_agents}
        self.observation_spaces = {
            agent: spaces.Dict({
                "observation": spaces.Box(-BOUND, BOUND, (length,), np.float32),
                "action_mask": spaces.Box(0, 1, (size,), np.int8),
            })
            for agent in self.possible_agents
        }
        self._rng = np.random.default_rng()
        self.state: Any = None
        self.reset()

    def observation_space(self, agent: str) -> Any:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> Any:
        return self.action_spaces[agent]

    def seat(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is None:
            seed = int(self._rng.integers(2**31))
        else:
            self._rng = np.random.default_rng(seed)
        self.state = self.game.new_game(self.num_players, seed, self.options)
        self.steps = 0
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self.agent_selection = self._next_agent()

    def _next_agent(self) -> str:
        to_move = self.game.to_move(self.state)
        return self.possible_agents[min(to_move)] if to_move else self.agents[0]

    def observe(self, agent: str) -> dict[str, Any]:
        seat = self.seat(agent)
        view = self.game.view(self.state, seat)
        vector = np.asarray(encoding.observation(self.game, view), np.float32)
        return {"observation": vector, "action_mask": self._mask(seat)}

    def _mask(self, seat: int) -> Any:
        mask = np.zeros(encoding.num_actions(self.game), np.int8)
        if seat in self.game.to_move(self.state):
            for action in self.game.legal_actions(self.state, seat):
                mask[encoding.action_id(self.game, action)] = 1
        return mask

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = self.seat(agent)
        chosen = encoding.action_from_id(self.game, int(action), seat)
        self.state = self.game.apply(self.state, chosen)
        self.steps += 1
        self.rewards = dict.fromkeys(self.agents, 0.0)
        if self.game.is_over(self.state):
            winners = self.game.winners(self.state)
            for other in self.agents:
                self.rewards[other] = 1.0 / len(winners) if self.seat(other) in winners else 0.0
            self.terminations = dict.fromkeys(self.agents, True)
        elif self.steps >= self.game.info.longest_game[self.num_players]:
            self.truncations = dict.fromkeys(self.agents, True)
        self._cumulative_rewards[agent] = 0.0
        self.agent_selection = self._next_agent()
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode; use render_mode='ansi'")
            return None
        return str(self.game.view(self.state, None))

    def close(self) -> None:
        pass
