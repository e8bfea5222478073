"""Game records: the save format, the log and the bug-report format.

A `Record` holds everything needed to rebuild a game: the game's name and
rules version, the player count, the seed, the options and the actions in
order. `replay` applies them one by one; since every rule is a pure function
of the state, the same record gives the same states in every process.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

import attrs

from pressroom.core.protocol import Game


@attrs.frozen
class Record:
    game: str
    rules_version: str
    num_players: int
    seed: int
    options: tuple[tuple[str, Any], ...] = ()
    actions: tuple[Any, ...] = ()

    @classmethod
    def start(
        cls, game: Game[Any, Any, Any], num_players: int, seed: int,
        options: Mapping[str, Any] | None = None,
    ) -> Record:
        return cls(game.name, game.rules_version, num_players, seed,
                   tuple(sorted((options or {}).items())))

    def with_action(self, action: Any) -> Record:
        return attrs.evolve(self, actions=(*self.actions, action))

    def with_actions(self, actions: Iterable[Any]) -> Record:
        """The record with many actions appended at once (linear, unlike a
        loop of `with_action`)."""
        return attrs.evolve(self, actions=(*self.actions, *actions))

    def to_json(self, game: Game[Any, Any, Any]) -> dict[str, Any]:
        return {
            "game": self.game,
            "rules_version": self.rules_version,
            "num_players": self.num_players,
            "seed": self.seed,
            "options": dict(self.options),
            "actions": [game.action_to_json(a) for a in self.actions],
        }

    @classmethod
    def from_json(cls, game: Game[Any, Any, Any], data: Any) -> Record:
        """Read a record of ``game``; malformed data raises `ValueError`."""
        if not isinstance(data, dict):
            raise ValueError("malformed record: expected an object")
        expected = {"game", "rules_version", "num_players", "seed", "options", "actions"}
        if set(data) != expected:
            raise ValueError(f"malformed record: expected the keys {sorted(expected)}")
        if data["game"] != game.name:
            raise ValueError(f"malformed record: it is for {data['game']!r}, not {game.name!r}")
        for key in ("num_players", "seed"):
            if not isinstance(data[key], int) or isinstance(data[key], bool):
                raise ValueError(f"malformed record: {key} must be an integer")
        if not isinstance(data["rules_version"], str):
            raise ValueError("malformed record: rules_version must be a string")
        if not isinstance(data["options"], dict) or not isinstance(data["actions"], list):
            raise ValueError("malformed record: options must be an object, actions a list")
        game.options_from(data["options"])  # rejects unknown or ill-typed options
        actions = tuple(game.action_from_json(a) for a in data["actions"])
        return cls(data["game"], data["rules_version"], data["num_players"], data["seed"],
                   tuple(sorted(data["options"].items())), actions)


def states(game: Game[Any, Any, Any], record: Record) -> Iterator[Any]:
    """Every state of the recorded game, from the first to the last."""
    if record.game != game.name:
        raise ValueError(f"the record is for {record.game!r}, not {game.name!r}")
    if record.rules_version != game.rules_version:
        raise ValueError(
            f"the record was made with rules version {record.rules_version!r}; "
            f"this is {game.rules_version!r}"
        )
    state = game.new_game(record.num_players, record.seed, dict(record.options))
    yield state
    for action in record.actions:
        state = game.apply(state, action)
        yield state
