"""Extra! Extra!'s named options: the scenario, the page size, the Dallas
Stack, and readings the text leaves open (docs/rules/extra-extra.md)."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any, Literal

import attrs

from pressroom.core.options import read_options
from pressroom.games.extra_extra.components import SCENARIOS, PaperSize, ScenarioInfo


class Size(enum.Enum):
    """The newspaper size (L78): the scenario card's own, or one the playtime
    table allows for that scenario."""

    SCENARIO = "scenario"
    TABLOID = "tabloid"
    BERLINER = "berliner"
    BROADSHEET = "broadsheet"


class Press(enum.Enum):
    """L445 "you may claim" a Gone to Press card when a page fills (AMB-12)."""

    OPTIONAL = "optional"
    AUTOMATIC = "automatic"


class LostTokens(enum.Enum):
    """L427: tokens on a tile moved to the copy desk "are lost" (AMB-10)."""

    SUPPLY = "supply"
    BOX = "box"


@attrs.frozen(weakref_slot=False)
class Options:
    scenario: Literal[1, 2, 3, 4, 5, 6, 7, 8, 9] = 1
    size: Size = Size.SCENARIO
    dallas_stack: bool = False
    gone_to_press: Press = Press.OPTIONAL
    lost_tokens: LostTokens = LostTokens.SUPPLY
    # Not in the text: a game in which no page is ever filled must still end
    # (docs: Decisions, the round limit).
    round_limit: Literal[6, 10, 20, 30, 40] = 30

    @classmethod
    def from_mapping(cls, options: Mapping[str, Any] | None) -> Options:
        chosen = read_options(cls, options, "Extra! Extra!")
        info = SCENARIOS[chosen.scenario]
        if chosen.size is not Size.SCENARIO and paper_size(chosen) not in info.sizes:
            allowed = ", ".join(s.value for s in info.sizes)
            raise ValueError(
                f"option size: scenario {chosen.scenario} is played at {allowed}, "
                f"not {chosen.size.value}"
            )
        return chosen

    @property
    def info(self) -> ScenarioInfo:
        return SCENARIOS[self.scenario]


def paper_size(options: Options) -> PaperSize:
    if options.size is Size.SCENARIO:
        return SCENARIOS[options.scenario].size
    return PaperSize(options.size.value)
