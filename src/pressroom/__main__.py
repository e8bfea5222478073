"""``python -m pressroom``: the `pressroom` command.

With the ``cli`` extra installed (typer and rich) this is the full command
line (`pressroom.cli`). Without it, only ``demo`` is offered, in plain text.
"""

from __future__ import annotations

import argparse
import importlib.util

import pressroom
from pressroom.demo import demo_lines


def plain_main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m pressroom",
        epilog="install the cli extra for every command: python -m pip install 'pressroom[cli]'",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    demo = commands.add_parser("demo", help="complete bot games of every game, shown as they go")
    demo.add_argument("--game", choices=sorted(pressroom.GAMES), help="only this game")
    demo.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    games = [pressroom.get_game(args.game)] if args.game else list(pressroom.GAMES.values())
    for line in demo_lines(games, args.seed):
        print(line)
    return 0


def main(argv: list[str] | None = None) -> int:
    if importlib.util.find_spec("typer") is None or importlib.util.find_spec("rich") is None:
        return plain_main(argv)
    from pressroom.cli import main as cli_main

    return cli_main(argv)


if __name__ == "__main__":
    raise SystemExit(main())
