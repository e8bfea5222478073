"""Command line: ``python -m pressroom demo [--game NAME] [--seed S]``."""

from __future__ import annotations

import argparse

import pressroom
from pressroom.demo import demo_lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pressroom")
    commands = parser.add_subparsers(dest="command", required=True)
    demo = commands.add_parser("demo", help="play complete games with random legal moves")
    demo.add_argument("--game", choices=sorted(pressroom.GAMES), help="only this game")
    demo.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    games = [pressroom.get_game(args.game)] if args.game else list(pressroom.GAMES.values())
    for line in demo_lines(games, args.seed):
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
