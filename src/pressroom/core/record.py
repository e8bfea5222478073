"""Game records: the save format, the log and the bug-report format.

A `Record` holds everything needed to rebuild a game: the game's name and
rules version, the player count, the seed, the options and the actions in
order. `states` applies them one by one; since every rule is a pure function
of the state, the same record gives the same states in every process.

Saved as JSON, a record also carries a digest of its last state, and replay
verifies it: a truncated or altered record is reported, instead of
replaying silently as another game.

The actions are a persistent vector, so recording a move shares the
record's earlier actions instead of copying them (appending is O(log n)).
"""

from __future__ import annotations

import collections
import hashlib
import json
from collections.abc import Iterable, Iterator, Mapping
from typing import Any, TypeVar

import attrs
import pyrsistent
from pyrsistent.typing import PVector

from pressroom.core.protocol import Game, IllegalAction
from pressroom.core.shown import shown

S = TypeVar("S")

_KEYS = {"game", "rules_version", "num_players", "seed", "options", "actions"}


def _actions(values: Iterable[Any]) -> PVector[Any]:
    return values if isinstance(values, pyrsistent.PVector) else pyrsistent.pvector(values)


@attrs.frozen
class Record:
    game: str
    rules_version: str
    num_players: int
    seed: int
    options: tuple[tuple[str, Any], ...] = ()
    actions: PVector[Any] = attrs.field(default=pyrsistent.pvector(), converter=_actions)
    digest: str | None = attrs.field(default=None, eq=False)
    """Of the last state, when the record was read from JSON; replay checks
    it. A check, not part of what the record is: not compared."""

    @classmethod
    def start(
        cls, game: Game[Any, Any, Any], num_players: int, seed: int,
        options: Mapping[str, Any] | None = None,
    ) -> Record:
        """An empty record; a bad player count, seed or option raises ValueError now."""
        counts = game.player_counts
        if type(num_players) is not int or num_players not in counts:
            raise ValueError(
                f"{game.name} is for {counts.start} to {counts.stop - 1} players, "
                f"not {shown(num_players)}"
            )
        if type(seed) is not int:
            raise ValueError(f"the seed must be an integer, not {shown(seed)}")
        game.options_from(options)  # unknown or ill-typed options raise ValueError
        return cls(game.name, game.rules_version, num_players, seed,
                   tuple(sorted((options or {}).items())))

    def with_action(self, action: Any) -> Record:
        """The record with ``action`` appended (an action object, not notation)."""
        _check_action(action)
        return attrs.evolve(self, actions=self.actions.append(action), digest=None)

    def with_actions(self, actions: Iterable[Any]) -> Record:
        """The record with many actions appended at once."""
        more = list(actions)
        for action in more:
            _check_action(action)
        return attrs.evolve(self, actions=self.actions.extend(more), digest=None)

    def play(self, game: Game[S, Any, Any], state: S, action: Any) -> tuple[Record, S]:
        """Apply ``action`` to ``state`` (the record's last state) and record
        it: the new record and the new state. IllegalAction leaves both."""
        return self.with_action(action), game.apply(state, action)

    def to_json(self, game: Game[Any, Any, Any], last: Any = None) -> dict[str, Any]:
        """Plain data, with the digest of the last state (``last`` if given,
        else the state replay reaches)."""
        if last is None:
            (last,) = collections.deque(states(game, attrs.evolve(self, digest=None)), maxlen=1)
        return {
            "game": self.game,
            "rules_version": self.rules_version,
            "num_players": self.num_players,
            "seed": self.seed,
            "options": dict(self.options),
            "actions": [game.action_to_json(a) for a in self.actions],
            "digest": state_digest(game, last),
        }

    @classmethod
    def from_json(cls, game: Game[Any, Any, Any], data: Any) -> Record:
        """Read a record of ``game``; malformed data raises `ValueError`."""
        if not isinstance(data, Mapping):
            raise ValueError("malformed record: expected an object")
        if not _KEYS <= set(data) <= _KEYS | {"digest"}:
            raise ValueError(f"malformed record: expected the keys {sorted(_KEYS)} and a digest")
        if data["game"] != game.name:
            raise ValueError(
                f"malformed record: it is for {shown(data['game'])}, not {game.name!r}"
            )
        if data["rules_version"] != game.rules_version:
            raise ValueError(
                f"malformed record: it was made with rules version "
                f"{shown(data['rules_version'])}; this is {game.rules_version!r}"
            )
        for key in ("num_players", "seed"):
            if type(data[key]) is not int:
                raise ValueError(f"malformed record: {key} must be an integer")
        digest = data.get("digest")
        if digest is not None and not isinstance(digest, str):
            raise ValueError("malformed record: digest must be a string")
        if not isinstance(data["options"], dict) or not isinstance(data["actions"], list):
            raise ValueError("malformed record: options must be an object, actions a list")
        try:
            start = cls.start(game, data["num_players"], data["seed"], data["options"])
        except ValueError as error:
            raise ValueError(f"malformed record: {error}") from None
        actions = []
        for index, item in enumerate(data["actions"]):
            try:
                actions.append(game.action_from_json(item))
            except ValueError as error:
                raise ValueError(f"malformed record: action {index}: {error}") from None
        return attrs.evolve(start, actions=actions, digest=digest)


def _check_action(action: Any) -> None:
    if not attrs.has(type(action)) or type(getattr(action, "player", None)) is not int:
        raise TypeError(
            f"a record holds action objects, not {shown(action)}; "
            "read notation with game.parse_action"
        )


def state_digest(game: Game[Any, Any, Any], state: Any) -> str:
    """A short fingerprint of a state: equal states, equal digests."""
    text = json.dumps(game.state_to_json(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def states(game: Game[Any, Any, Any], record: Record) -> Iterator[Any]:
    """Every state of the recorded game, from the first to the last.

    An illegal action raises IllegalAction naming its index; a last state
    that does not match the record's digest raises ValueError."""
    if record.game != game.name:
        raise ValueError(f"the record is for {shown(record.game)}, not {game.name!r}")
    if record.rules_version != game.rules_version:
        raise ValueError(
            f"the record was made with rules version {shown(record.rules_version)}; "
            f"this is {game.rules_version!r}"
        )
    state = game.new_game(record.num_players, record.seed, dict(record.options))
    yield state
    for index, action in enumerate(record.actions):
        try:
            state = game.apply(state, action)
        except IllegalAction as error:
            raise IllegalAction(
                f"action {index} of the record ({action}) is illegal: {error}"
            ) from None
        yield state
    if record.digest is not None and state_digest(game, state) != record.digest:
        raise ValueError(
            "the record's last state does not match its digest: "
            "the record was truncated or altered"
        )
