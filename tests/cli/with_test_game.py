"""The `pressroom` command with the tests' High Card game registered too:
``python -m tests.cli.with_test_game COMMAND ...`` (from the project root).

The game is registered only when this runs as a program, never on import,
so the test session's `pressroom.GAMES` stays the library's own."""

from __future__ import annotations

if __name__ == "__main__":
    import pressroom
    from pressroom.cli import main
    from tests.bots.tinygame import HIGH_CARD

    pressroom.GAMES.setdefault(HIGH_CARD.name, HIGH_CARD)
    raise SystemExit(main())
