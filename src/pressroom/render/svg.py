"""`svg(game, view)`: any game's view drawn as an SVG picture, and the
notebook display that shows views that way."""

from __future__ import annotations

import importlib
from typing import Any

# game name -> the module (in this package) whose `draw(view)` draws its views
DRAWERS = {
    "penny-press": "penny_press",
    "extrablatt": "extrablatt",
    "newsprint": "newsprint",
    "extra-extra": "extra_extra",
}


def svg(game: Any, view: Any) -> str:
    """``view`` (a seat's or the public one, from ``game.view``) drawn as
    one SVG document, built only from what the view holds.

    >>> import pressroom
    >>> game = pressroom.get_game("penny-press")
    >>> picture = svg(game, game.view(game.new_game(2, seed=1), None))
    >>> picture.startswith("<svg")
    True
    """
    try:
        name = DRAWERS[game.name]
    except (KeyError, AttributeError):
        raise ValueError(f"no picture for the game {getattr(game, 'name', game)!r}") from None
    module = importlib.import_module(f"pressroom.render.{name}")
    return str(module.draw(view))


def install_notebook_display() -> None:
    """Give every registered game's view class a ``_repr_svg_``, so
    notebooks show views as pictures (as python-chess shows boards)."""
    import pressroom

    for game in pressroom.GAMES.values():
        kind = type(game.view(game.new_game(min(game.player_counts), 0), 0))

        def show(view: Any, game: Any = game) -> str:
            return svg(game, view)

        kind._repr_svg_ = show
