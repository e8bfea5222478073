"""The `pressroom` command: list, watch, play, simulate and replay games.

Installed with the ``cli`` extra (typer and rich)::

    python -m pip install -e ".[cli]"
    pressroom demo

Commands: ``games``, ``demo``, ``play``, ``simulate``, ``balance`` and
``replay``; ``pressroom COMMAND --help`` explains each, and docs/cli.md
shows them in use. Mistakes (an unknown game, a bad option, a bot spec with
a typo, a move that is not legal) get a message saying what is wrong, not a
traceback.
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text

import pressroom
from pressroom import simulate as simulation
from pressroom.bots.base import Bot, make_bot
from pressroom.core.protocol import Game, IllegalAction
from pressroom.core.record import Record
from pressroom.demo import can_sample, moment_heading, play_demo
from pressroom.simulate.games import derive_seed

app = typer.Typer(
    name="pressroom",
    help="Play, watch, simulate and replay Extra! Extra!, Extrablatt, Newsprint and Penny Press.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
console = Console(highlight=False)
errors = Console(stderr=True, highlight=False)

EXIT_USAGE = 2
EXIT_INTERRUPTED = 130


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    try:
        app(args=None if argv is None else list(argv), prog_name="pressroom")
    except SystemExit as done:
        return done.code if isinstance(done.code, int) else (0 if done.code is None else 1)
    return 0


# -- helpers -----------------------------------------------------------------


def say(text: str, style: str | None = None) -> None:
    """Print text as it is (no markup, no wrapping: boards keep their shape)."""
    console.print(Text(text, style=style or ""), soft_wrap=True)


def fail(message: str) -> typer.Exit:
    errors.print(Text(f"error: {message}", style="red"), soft_wrap=True)
    return typer.Exit(EXIT_USAGE)


@contextlib.contextmanager
def user_errors() -> Iterator[None]:
    """Mistakes in the command's input become a message and exit status 2."""
    try:
        yield
    except (ValueError, OSError, ImportError) as error:  # IllegalAction is a ValueError
        raise fail(str(error)) from None


def find_game(name: str) -> Game[Any, Any, Any]:
    try:
        return pressroom.get_game(name)
    except ValueError as error:
        raise fail(str(error)) from None


def parse_options(items: Sequence[str]) -> dict[str, Any]:
    """``name=value`` pairs; a value is read as JSON (true, 3, "x") when it
    can be, else taken as text."""
    options: dict[str, Any] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise fail(f"an option is written name=value, not {item!r}")
        try:
            options[name.strip()] = json.loads(value)
        except ValueError:
            options[name.strip()] = value.strip()
    return options


def split_bots(text: str) -> list[str]:
    return [spec.strip() for spec in text.split(",") if spec.strip()]


def player_count(game: Game[Any, Any, Any], players: int | None) -> int:
    return game.player_counts.start if players is None else players


def game_info(game: Game[Any, Any, Any]) -> Any:
    try:
        return game.info
    except (AttributeError, NotImplementedError):
        return None


def results_table(game: Game[Any, Any, Any], state: Any, names: Sequence[str]) -> Table:
    table = Table("seat", "player", "score", "")
    winners = game.winners(state)
    for seat, score in enumerate(game.scores(state)):
        table.add_row(str(seat), names[seat], str(score), "winner" if seat in winners else "")
    return table


def rich_tables(tables: Sequence[tuple[str, Sequence[Sequence[str]]]]) -> Iterator[Table]:
    for title, rows in tables:
        table = Table(*rows[0], title=title, title_justify="left")
        for row in rows[1:]:
            table.add_row(*row)
        yield table


# -- games -------------------------------------------------------------------


@app.command("games")
def list_games() -> None:
    """The games: player counts, scenarios and options with their choices."""
    table = Table("game", "title", "players", "moves", "scenarios", "options (default first)")
    for game in pressroom.GAMES.values():
        info = game_info(game)
        counts = game.player_counts
        players = f"{counts.start}-{counts.stop - 1}"
        title = getattr(game, "title", game.name)
        if info is None:
            table.add_row(game.name, title, players, "", "", "(not declared yet)")
            continue
        moves = "simultaneous too" if info.simultaneous else "in turn"
        options = "\n".join(
            f"{o.name}: {', '.join(map(_choice, _default_first(o.default, o.choices)))}"
            for o in info.options
        )
        table.add_row(game.name, info.title, players, moves, "\n".join(info.scenarios) or "-",
                      options or "-")
    console.print(table)


def _choice(value: Any) -> str:
    return json.dumps(value) if isinstance(value, bool) else str(value)


def _default_first(default: Any, choices: Sequence[Any]) -> list[Any]:
    return [default, *(c for c in choices if not (type(c) is type(default) and c == default))]


# -- demo ----------------------------------------------------------------------


@app.command()
def demo(
    game: Annotated[str | None, typer.Option(help="Only this game.")] = None,
    seed: Annotated[int, typer.Option(help="The seed of every game and bot.")] = 2026,
    bots: Annotated[str | None, typer.Option(
        help="Bot specs, one per seat (default: a greedy bot against random ones).")] = None,
    moments: Annotated[int, typer.Option(help="Moments shown between start and end.")] = 2,
    delay: Annotated[float, typer.Option(help="Seconds to pause between moments.")] = 0.0,
) -> None:
    """Complete bot games of every game, shown as they unfold."""
    games = [find_game(game)] if game else list(pressroom.GAMES.values())
    for each in games:
        with user_errors():
            shown = play_demo(each, seed, split_bots(bots) if bots else None, moments=moments)
        console.rule()
        say(f"{shown.title} ({shown.game}): {len(shown.bots)} players: {', '.join(shown.bots)}",
            "bold")
        for moment in shown.moments:
            console.print(Text(moment_heading(shown, moment), style="bold"))
            if moment.recent:
                say("last actions: " + "; ".join(moment.recent), "dim")
            say(moment.board)
            if delay:
                time.sleep(delay)
        console.print(results_table(each, shown.final, shown.bots))
        winners = " and ".join(f"seat {w} ({shown.bots[w]})" for w in shown.winners)
        say(f"{shown.title} won by {winners}", "bold")
        say("")


# -- play ----------------------------------------------------------------------

HELP = """Type a move's number or its notation (the seat prefix may be left out).
Commands: save [FILE] writes the game's record; moves lists your moves again;
board draws your view again; help shows this; quit leaves the game."""


class TerminalGame:
    """The game being played at the terminal: the record, the state, the bots."""

    def __init__(
        self, game: Game[Any, Any, Any], record: Record, state: Any, seat: int,
        bots: dict[int, Bot], save_path: Path,
    ) -> None:
        self.game = game
        self.record = record
        self.state = state
        self.seat = seat
        self.bots = bots
        self.save_path = save_path
        self.secret: set[int] = set()
        """Seats in a simultaneous step since they were last out of it: their
        moves may be secret commitments, so they are not shown."""

    def names(self) -> list[str]:
        return [
            "you" if s == self.seat else self.bots[s].name for s in range(self.record.num_players)
        ]

    def play(self, action: Any) -> None:
        self.record, self.state = self.record.play(self.game, self.state, action)
        movers = set(self.game.to_move(self.state))
        self.secret = {s for s in self.secret if s in movers}
        if len(movers) > 1:
            self.secret |= movers

    def save(self, path: Path | None = None) -> None:
        path = path or self.save_path
        data = self.record.to_json(self.game, self.state)
        path.write_text(json.dumps(data, indent=1) + "\n")
        say(f"saved the record of {len(self.record.actions)} actions to {path}")

    def bot_move(self, seat: int) -> None:
        movers = self.game.to_move(self.state)
        if len(movers) > 1:
            self.secret |= set(movers)
        legal = self.game.legal_actions(self.state, seat)
        action = self.bots[seat].choose(self.game, self.game.view(self.state, seat), legal)
        hidden = seat in self.secret
        self.play(action)
        if hidden:
            say(f"seat {seat} ({self.bots[seat].name}) has made its secret choice", "dim")
        else:
            say(f"seat {seat} ({self.bots[seat].name}): {action}", "dim")

    def show_moves(self, legal: Sequence[Any]) -> None:
        items = [f"{i:>3}. {action}" for i, action in enumerate(legal, 1)]
        width = max(len(item) for item in items) + 2
        per_line = max(1, min(4, console.width // width))
        for start in range(0, len(items), per_line):
            say("".join(item.ljust(width) for item in items[start:start + per_line]).rstrip())

    def ask(self) -> Any | None:
        """The person's move, or None when they leave."""
        legal = self.game.legal_actions(self.state, self.seat)
        console.rule(Text(f"your turn (seat {self.seat}), action {len(self.record.actions)}"))
        say(str(self.game.view(self.state, self.seat)))
        self.show_moves(legal)
        while True:
            try:
                text = console.input(f"seat {self.seat}> ").strip()
            except EOFError:
                say("")
                return None
            word, _, rest = text.partition(" ")
            command = word.lower()
            if not text:
                continue
            if command in ("help", "?"):
                say(HELP)
            elif command in ("quit", "exit"):
                return None
            elif command == "save":
                try:
                    self.save(Path(rest.strip()) if rest.strip() else None)
                except OSError as error:
                    say(f"could not save: {error}", "red")
            elif command == "moves":
                self.show_moves(legal)
            elif command == "board":
                say(str(self.game.view(self.state, self.seat)))
            elif text.isdigit():
                number = int(text)
                if 1 <= number <= len(legal):
                    return legal[number - 1]
                say(f"there is no move {number}: type a number from 1 to {len(legal)}, "
                    "or a move in notation (help lists the commands)", "red")
            else:
                try:
                    return self.game.parse_action(self.state, self.seat, text)
                except IllegalAction as error:
                    say(f"{error} (type a move's number, or help)", "red")

    def run(self) -> bool:
        """Play to the end; False if the person left first."""
        while True:
            movers = self.game.to_move(self.state)
            if not movers:
                return True
            others = [s for s in movers if s != self.seat]
            if others:
                self.bot_move(others[0])
                continue
            action = self.ask()
            if action is None:
                return False
            self.play(action)


@app.command()
def play(
    game: Annotated[str, typer.Argument(help="The game's name (see pressroom games).")],
    players: Annotated[int | None, typer.Option("--players", "-n", help="Player count.")] = None,
    seat: Annotated[int, typer.Option(help="Your seat (0 plays first).")] = 0,
    bots: Annotated[str | None, typer.Option(
        help="Bot specs for the other seats, in seat order, comma-separated "
             "(one spec: all of them). Default: greedy, or random where the "
             "game cannot sample states yet.")] = None,
    seed: Annotated[int, typer.Option(help="The game's seed.")] = 2026,
    option: Annotated[list[str] | None, typer.Option(
        help="A rule option, name=value (repeatable).")] = None,
    resume: Annotated[Path | None, typer.Option(help="A saved record to continue.")] = None,
    record: Annotated[Path | None, typer.Option(
        help="Where save writes the record (and where it is written when you leave).")] = None,
) -> None:
    """Play a game against bots in the terminal."""
    found = find_game(game)
    with user_errors():
        if resume is not None:
            saved = pressroom.record_from_json(json.loads(resume.read_text()))
            if saved.game != found.name:
                raise ValueError(f"{resume} is a record of {saved.game}, not {found.name}")
            state = pressroom.replay(saved)[-1]
            start = saved
        else:
            n = player_count(found, players)
            start = Record.start(found, n, seed, parse_options(option or []))
            state = found.new_game(n, seed, dict(start.options))
        n = start.num_players
        if not 0 <= seat < n:
            raise ValueError(f"seat {seat} is not in a {n}-player game: choose 0 to {n - 1}")
        default = "greedy" if can_sample(found) else "random"
        specs = split_bots(bots) if bots else [default]
        if len(specs) == 1:
            specs *= n - 1
        if len(specs) != n - 1:
            raise ValueError(f"give one bot for each of the other {n - 1} seats, not {len(specs)}")
        others = [s for s in range(n) if s != seat]
        opponents = {s: make_bot(spec, derive_seed(start.seed, s)) for s, spec in zip(
            others, specs, strict=True)}
    save_path = record or Path(f"{found.name}-{start.seed}.json")
    table = TerminalGame(found, start, state, seat, opponents, save_path)
    title = getattr(found, "title", found.name)
    say(f"{title}, {n} players: you are seat {seat}; "
        + ", ".join(f"seat {s}: {b.name}" for s, b in opponents.items()), "bold")
    say("type help for the commands")
    try:
        finished = table.run()
    except KeyboardInterrupt:
        say("\ninterrupted")
        finished = False
    if not finished:
        if record is not None:
            table.save()
        say(f"left the game after {len(table.record.actions)} actions"
            + ("" if record is not None else " (type save during a game to keep it)"))
        raise typer.Exit(0)
    console.rule(Text("the game is over"))
    say(str(found.view(table.state, None)))
    console.print(results_table(found, table.state, table.names()))
    winners = found.winners(table.state)
    say("you won!" if seat in winners else
        "won by " + " and ".join(f"seat {w}" for w in winners), "bold")
    if record is not None:
        table.save()


# -- simulate and balance ----------------------------------------------------------


def print_errors(sim: simulation.Simulation, out: Path | None) -> None:
    for result in sim.errors:
        where = f"; replay it with: pressroom replay {out} --index {result.index}" if out else ""
        say(f"game {result.index} (seed {result.seed}) raised {result.error}{where}", "red")


@app.command("simulate")
def simulate_command(
    game: Annotated[str, typer.Argument(help="The game's name (see pressroom games).")],
    players: Annotated[int | None, typer.Option("--players", "-n", help="Player count.")] = None,
    games: Annotated[int, typer.Option("--games", "-k", help="How many games.")] = 100,
    bots: Annotated[str, typer.Option(
        help="Bot specs, one per seat, comma-separated (one spec: every seat).")] = "random",
    workers: Annotated[int | None, typer.Option(
        help="Local processes (default: the number of cores).")] = None,
    scheduler: Annotated[str | None, typer.Option(
        help="A Dask scheduler's address (tcp://host:8786) to run the games on.")] = None,
    seed: Annotated[int, typer.Option(help="The master seed.")] = 0,
    out: Annotated[Path | None, typer.Option(
        help="Write every game's result and record here, as JSON lines.")] = None,
    option: Annotated[list[str] | None, typer.Option(
        help="A rule option, name=value (repeatable).")] = None,
    rotate: Annotated[bool, typer.Option(
        help="Rotate the line-up game by game, so every bot sits in every seat.")] = False,
    progress: Annotated[bool | None, typer.Option(
        help="Show a progress bar (default: on a terminal).")] = None,
) -> None:
    """Play many games between bots: win rates per seat and bot with 95% CIs."""
    found = find_game(game)
    n = player_count(found, players)
    with user_errors():
        sim = simulation.run(
            found, n, games, split_bots(bots), seed=seed, options=parse_options(option or []),
            rotate=rotate, workers=workers, scheduler=scheduler, out=out, progress=progress,
        )
    summary = sim.summary()
    title = getattr(found, "title", found.name)
    say(f"{title}, {n} players, {len(sim.results)} of {games} games, seed {seed}", "bold")
    for table in rich_tables(summary.tables()):
        console.print(table)
    print_errors(sim, out)
    if out is not None:
        say(f"wrote {len(sim.results)} games to {out}")
    if sim.interrupted:
        say("interrupted: the summary covers the games that finished", "yellow")
        raise typer.Exit(EXIT_INTERRUPTED)


@app.command()
def balance(
    game: Annotated[str, typer.Argument(help="The game's name (see pressroom games).")],
    a: Annotated[list[str] | None, typer.Option(
        "--a", help="An option of the first set, name=value (repeatable).")] = None,
    b: Annotated[list[str] | None, typer.Option(
        "--b", help="An option of the second set, name=value (repeatable).")] = None,
    players: Annotated[int | None, typer.Option("--players", "-n", help="Player count.")] = None,
    games: Annotated[int, typer.Option("--games", "-k", help="Games per option set.")] = 100,
    bots: Annotated[str, typer.Option(
        help="Bot specs, one per seat, comma-separated (one spec: every seat).")] = "random",
    workers: Annotated[int | None, typer.Option(help="Local processes.")] = None,
    scheduler: Annotated[str | None, typer.Option(help="A Dask scheduler's address.")] = None,
    seed: Annotated[int, typer.Option(help="The master seed (the same for both sets).")] = 0,
    out: Annotated[Path | None, typer.Option(
        help="Write the games to OUT.a.jsonl and OUT.b.jsonl.")] = None,
    rotate: Annotated[bool, typer.Option(help="Rotate the line-up game by game.")] = False,
    progress: Annotated[bool | None, typer.Option(help="Show a progress bar.")] = None,
) -> None:
    """The same line-up and seeds under two option sets: each seat's win
    rate under a minus under b, with its 95% CI."""
    found = find_game(game)
    n = player_count(found, players)
    options_a, options_b = parse_options(a or []), parse_options(b or [])
    with user_errors():
        result = simulation.balance(
            found, n, games, split_bots(bots), options_a, options_b, seed=seed, rotate=rotate,
            workers=workers, scheduler=scheduler, out=out, progress=progress,
        )
    title = getattr(found, "title", found.name)

    def words(options: dict[str, Any]) -> str:
        return ", ".join(f"{k}={_choice(v)}" for k, v in options.items()) or "the defaults"

    say(f"{title}, {n} players, {games} games per set, bots {bots}, seed {seed}", "bold")
    say(f"a: {words(options_a)}")
    say(f"b: {words(options_b)}")
    for table in rich_tables([("win rate by seat", result.table())]):
        console.print(table)
    clear = [seat for seat, d in enumerate(result.seat_differences()) if d.clear]
    say("the options change the seats' chances: seats " + ", ".join(map(str, clear))
        if clear else "no seat's win rate differs clearly (every interval holds 0)")
    print_errors(result.a, out)
    print_errors(result.b, out)
    if result.interrupted:
        say("interrupted: the comparison covers the games that finished", "yellow")
        raise typer.Exit(EXIT_INTERRUPTED)


# -- replay ------------------------------------------------------------------------

def read_record(path: Path, index: int | None) -> Any:
    """A record's data from a file saved by play, or game ``index`` of a file
    of simulate's JSON lines."""
    text = path.read_text()
    if index is None:
        try:
            data = json.loads(text)
        except ValueError:
            raise ValueError(
                f"{path} is not a JSON record (for simulate's JSON lines, give --index)"
            ) from None
        return data["record"] if isinstance(data, dict) and "index" in data else data
    for number, line in enumerate(text.splitlines(), 1):
        try:
            data = json.loads(line)
        except ValueError:
            raise ValueError(f"line {number} of {path} is not JSON") from None
        if isinstance(data, dict) and data.get("index") == index:
            return data.get("record")
    raise ValueError(f"{path} holds no game with index {index}")


REPLAY_HELP = """Enter or n: next action; b: back one; a number: go to that action;
start, end: the first and last states; q: quit."""


@app.command()
def replay(
    path: Annotated[Path, typer.Argument(
        help="A record saved by play, or the JSON lines simulate wrote (with --index).")],
    index: Annotated[int | None, typer.Option(
        help="The game's index, in a file of simulate's JSON lines.")] = None,
    seat: Annotated[int | None, typer.Option(
        help="Show this seat's view (default: the public view).")] = None,
) -> None:
    """Step through a saved game, forwards and backwards."""
    with user_errors():
        record = pressroom.record_from_json(read_record(path, index))
        game = pressroom.get_game(record.game)
        states = pressroom.replay(record)
        if seat is not None and not 0 <= seat < record.num_players:
            raise ValueError(f"seat {seat} is not in this {record.num_players}-player game")
    last = len(states) - 1
    title = getattr(game, "title", game.name)
    say(f"{title}, {record.num_players} players, seed {record.seed}, {last} actions", "bold")
    say(REPLAY_HELP)
    index = 0
    while True:
        state = states[index]
        console.rule(Text(f"action {index} of {last}"))
        if index:
            say(f"last action: {record.actions[index - 1]}", "dim")
        say(str(game.view(state, seat)))
        if index == last and game.is_over(state):
            names = [f"seat {s}" for s in range(record.num_players)]
            console.print(results_table(game, state, names))
        while True:
            try:
                text = console.input("replay> ").strip().lower()
            except EOFError:
                return
            if text in ("", "n", "next"):
                if index == last:
                    say("this is the last state (b goes back, q quits)", "red")
                    continue
                index += 1
            elif text in ("b", "back", "p", "prev"):
                if index == 0:
                    say("this is the first state (n goes forward, q quits)", "red")
                    continue
                index -= 1
            elif text in ("start", "first"):
                index = 0
            elif text in ("end", "last"):
                index = last
            elif text.isdigit():
                if int(text) > last:
                    say(f"there is no action {text}: the record has 0 to {last}", "red")
                    continue
                index = int(text)
            elif text in ("q", "quit", "exit"):
                return
            elif text in ("help", "?"):
                say(REPLAY_HELP)
                continue
            else:
                say(f"{text!r} is not a command: {REPLAY_HELP}", "red")
                continue
            break


if __name__ == "__main__":
    raise SystemExit(main())


@app.command()
def render(
    path: Annotated[Path, typer.Argument(help="A record saved by play or replay.")],
    html: Annotated[Path, typer.Option(help="The HTML page to write.")],
    seat: Annotated[int | None, typer.Option(
        help="Draw this seat's view (default: the public view).")] = None,
) -> None:
    """Write one self-contained HTML page that replays a record with pictures."""
    from pressroom.render.__main__ import render_command

    code = render_command(str(path), str(html), seat)
    if code:
        raise typer.Exit(code)
