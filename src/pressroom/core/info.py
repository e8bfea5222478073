"""Declared facts about a game, as OpenSpiel's game types state them.

Each game states its facts up front as data; bots, adapters, the command
line and the tests read them instead of probing the rules.

>>> info = GameInfo(
...     name="example", title="Example", player_counts=range(2, 4),
...     simultaneous=False, information="perfect", chance="seeded",
...     longest_game={2: 40, 3: 60}, score_range=(0, 10),
...     options=(OptionInfo("variant", "plain", ("plain", "fancy")),),
... )
>>> info.longest_game[3], info.option("variant").choices
(60, ('plain', 'fancy'))
"""

from __future__ import annotations

import enum
import functools
import typing
from collections.abc import Mapping
from typing import Any, Literal

import attrs

Information = Literal["perfect", "imperfect"]
Chance = Literal["deterministic", "seeded"]


@attrs.frozen
class OptionInfo:
    """A named rule option: its default and the values it takes (plain data)."""

    name: str
    default: Any
    choices: tuple[Any, ...]


@attrs.frozen
class GameInfo:
    name: str
    """The name `pressroom.get_game` takes."""
    title: str
    """The game's name as printed."""
    player_counts: range
    simultaneous: bool
    """Whether several seats can have a decision pending at once."""
    information: Information
    """"imperfect" when a seat's view hides something (hands, decks, secret choices)."""
    chance: Literal["deterministic", "seeded"]
    """"seeded": shuffles and draws come from the seeded RNG held in the state."""
    longest_game: Mapping[int, int]
    """Per player count, a proven bound on the number of actions in a game
    when `bounded`; otherwise a length far beyond any seen in random play,
    which simulations and tests use as a cap."""
    score_range: tuple[int, int]
    """The lowest and highest final score a seat can have."""
    options: tuple[OptionInfo, ...] = ()
    scenarios: tuple[str, ...] = ()
    bounded: bool = True
    """False when the rules allow a game without end (players who undo each
    other's moves for ever)."""

    def option(self, name: str) -> OptionInfo:
        for option in self.options:
            if option.name == name:
                return option
        raise KeyError(name)


@functools.cache  # per options class: read at every new_game
def options_info(cls: type) -> tuple[OptionInfo, ...]:
    """The `OptionInfo` of every field of an options class (see core.options):
    enum fields take their members' values, Literal fields their values,
    booleans true or false, and other fields what their metadata lists."""
    hints = field_types(cls)
    out = []
    for field in attrs.fields(cls):
        tp = hints[field.name]
        default = field.default
        if isinstance(tp, type) and issubclass(tp, enum.Enum):
            choices: tuple[Any, ...] = tuple(member.value for member in tp)
            default = default.value
        elif typing.get_origin(tp) is Literal:
            choices = typing.get_args(tp)
        elif tp is bool:
            choices = (False, True)
        else:
            choices = tuple(field.metadata.get("choices", ()))
        out.append(OptionInfo(field.name, default, choices))
    return tuple(out)


def field_types(cls: type) -> dict[str, Any]:
    """The declared type of each field of the attrs class ``cls``."""
    return dict(_field_types(cls))


@functools.cache  # resolving string annotations takes a millisecond or so
def _field_types(cls: type) -> dict[str, Any]:
    fields = attrs.fields(cls)
    if any(isinstance(f.type, str) for f in fields):
        return typing.get_type_hints(cls)
    return {f.name: f.type for f in fields}
