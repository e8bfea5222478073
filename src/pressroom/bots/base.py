"""What a bot is, and bots named by a short text ("ismcts:400").

A bot is anything with ``choose(game, view, legal_actions) -> action``. It
is given only what a player at the table has: its seat's view
(``game.view(state, seat)``) and that seat's legal actions, never the
state. To look ahead it samples states consistent with the view
(``game.sample(view, seed)``), so hidden cards it cannot see cannot change
its choice.

Bots are seeded: the same bot, built with the same seed and asked the same
questions in the same order, gives the same answers, in any process.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol, runtime_checkable

from pressroom.core.protocol import Game


@runtime_checkable
class Bot(Protocol):
    """Chooses an action for a seat from its view and legal actions."""

    @property
    def name(self) -> str:
        """The spec that builds this bot again, e.g. ``"ismcts:400"``."""
        ...

    def choose(self, game: Game[Any, Any, Any], view: Any, legal_actions: Sequence[Any]) -> Any:
        """One of ``legal_actions``."""
        ...


BotFactory = Callable[[int, Sequence[str]], Bot]
"""``factory(seed, args)``: a bot from its seed and the spec's arguments."""

FACTORIES: dict[str, BotFactory] = {}


def register_bot(name: str, factory: BotFactory) -> None:
    """Make ``make_bot(name + ":args", seed)`` build bots with ``factory``."""
    FACTORIES[name] = factory


def make_bot(spec: str, seed: int) -> Bot:
    """The bot a spec names: ``name`` or ``name:arg:arg...``.

    >>> make_bot("random", seed=1).name
    'random'
    >>> make_bot("ismcts:50", seed=1).name
    'ismcts:50'
    >>> make_bot("perfect", seed=1)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: no bot called 'perfect'; the bots are ...greedy, ismcts, random
    """
    name, *args = spec.strip().split(":")
    factory = FACTORIES.get(name.strip().lower())
    if factory is None:
        raise ValueError(f"no bot called {name!r}; the bots are {', '.join(sorted(FACTORIES))}")
    return factory(seed, [arg.strip() for arg in args])


def defined_in(spec: str) -> str | None:
    """The module that defines the factory of the bot ``spec`` names, for a
    bot registered outside pressroom (a worker process imports it first)."""
    factory = FACTORIES.get(spec.strip().split(":")[0].strip().lower())
    module = getattr(factory, "__module__", None)
    if module is None or module == "__main__" or module.startswith("pressroom."):
        return None
    return str(module)


def check_spec(spec: str) -> str:
    """``spec`` if it names a bot, else ValueError saying what is wrong."""
    make_bot(spec, 0)
    return spec


def seat_of(legal_actions: Sequence[Any]) -> int:
    """The seat deciding: every action carries its seat."""
    if not legal_actions:
        raise ValueError("a bot was asked to choose among no legal actions")
    seat: int = legal_actions[0].player
    return seat


def parse_args(
    bot: str, args: Sequence[str], budget: str, keys: dict[str, type],
) -> dict[str, Any]:
    """A spec's arguments: a bare first one is the ``budget``; the others are
    ``key=value`` with the types in ``keys``."""
    out: dict[str, Any] = {}
    for index, arg in enumerate(args):
        key, sep, value = arg.partition("=")
        if not sep:
            if index:
                raise ValueError(f"{bot}: {arg!r} should be key=value ({', '.join(keys)})")
            key, value = budget, arg
        if key not in keys:
            raise ValueError(f"{bot} takes no {key!r}; it takes {', '.join(keys)}")
        try:
            out[key] = keys[key](value)
        except ValueError:
            raise ValueError(f"{bot}: {key} must be a {keys[key].__name__}, not {value!r}") \
                from None
    return out
