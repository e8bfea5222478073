"""Extra! Extra!: newspaper owners race to fill their pages; see docs/rules/extra-extra.md."""

from pressroom.games.extra_extra.game import EXTRA_EXTRA, ExtraExtra

__all__ = ["EXTRA_EXTRA", "ExtraExtra"]
