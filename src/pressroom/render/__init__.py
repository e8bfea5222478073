"""Pictures of the games: `svg(game, view)` draws a view as SVG,
`html_replay(record)` makes one self-contained HTML page that replays a
game step by step, and views show as pictures in notebooks."""

from __future__ import annotations

from pressroom.render.html import html_replay
from pressroom.render.svg import install_notebook_display, svg

install_notebook_display()

__all__ = ["html_replay", "install_notebook_display", "svg"]
