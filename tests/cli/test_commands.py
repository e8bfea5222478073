"""Every command driven as a user would drive it, bad input included."""

from __future__ import annotations

import json
import pathlib
import signal
import subprocess
import sys
import time
import tomllib

import pytest

import pressroom
from tests.cli.helpers import ROOT, command, environment, lines, no_traceback, run

MOVES = lines(*["1"] * 20)
"""Always the first legal move: enough to finish a game of High Card."""


def test_the_console_script_is_declared() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["scripts"]["pressroom"] == "pressroom.cli:main"
    assert {"typer>=0.12", "rich>=13"} <= set(project["optional-dependencies"]["cli"])


def test_help_lists_the_commands() -> None:
    done = run("--help")
    assert done.returncode == 0
    for name in ("games", "demo", "play", "simulate", "balance", "replay"):
        assert name in done.stdout


def test_games_lists_games_and_options() -> None:
    done = run("games")
    assert done.returncode == 0, done.stderr
    for name in (*pressroom.GAMES, "high-card"):
        assert name in done.stdout
    assert "head_start: false, true" in done.stdout
    assert "2-3" in done.stdout


def test_demo_shows_a_game_unfolding() -> None:
    done = run("demo", "--game", "high-card", "--seed", "3")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.index("the start") < out.index("of 12 actions") < out.index("the end")
    assert "last actions: " in out and "face up:" in out
    assert "High Card won by seat" in out


def test_demo_plays_every_game() -> None:
    done = run("demo", test_game=False, timeout=300)
    assert done.returncode == 0, done.stderr
    for game in pressroom.GAMES.values():
        assert f"{getattr(game, 'title', game.name)} won by seat" in done.stdout


def test_python_m_pressroom_demo_is_the_command_lines_demo() -> None:
    done = subprocess.run(
        command("demo", "--game", "newsprint", test_game=False), capture_output=True,
        text=True, timeout=120, cwd=ROOT, env=environment(),
    )
    assert done.returncode == 0 and "Newsprint won by" in done.stdout


def test_the_plain_demo_without_the_cli_extra(capsys: pytest.CaptureFixture[str]) -> None:
    from pressroom.__main__ import plain_main

    assert plain_main(["demo", "--game", "newsprint", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "=== Newsprint" in out and "--- the end" in out and "won by seat" in out


def test_play_a_whole_game_with_bad_input_along_the_way(tmp_path: pathlib.Path) -> None:
    typed = lines(
        "", "help", "nonsense", "0", "99", "call sideways", "moves", "board",
        "save", "save " + str(tmp_path / "no" / "such" / "dir.json"), "call hgh", "2",
    ) + MOVES
    done = run("play", "high-card", "--bots", "greedy", "--seed", "8", typed=typed,
                     cwd=tmp_path)
    no_traceback(done)
    assert done.returncode == 0
    out = done.stdout
    assert "High Card, 2 players: you are seat 0; seat 1: greedy" in out
    assert "Commands: save [FILE]" in out
    assert "'nonsense' is not a legal action for seat 0 now" in out
    assert "there is no move 0: type a number from 1 to 2" in out
    assert "there is no move 99" in out
    assert "did you mean '0:call high' or '0:call low'?" in out
    assert "saved the record of 0 actions to high-card-8.json" in out
    assert "could not save" in out
    assert "your hand:" in out and "1. 0:call high" in out
    assert "the game is over" in out and ("you won!" in out or "won by seat 1" in out)
    assert json.loads((tmp_path / "high-card-8.json").read_text())["actions"] == []


def test_a_bots_secret_choice_is_not_shown() -> None:
    # Seat 1 (a bot) commits its card before seat 0 decides: only that it did.
    done = run("play", "high-card", "--bots", "random", "--seed", "8", typed=MOVES)
    assert "seat 1 (random) has made its secret choice" in done.stdout
    assert "1:play" not in done.stdout


def test_save_and_resume(tmp_path: pathlib.Path) -> None:
    saved = tmp_path / "game.json"
    first = run("play", "high-card", "--seed", "5", "--bots", "random",
                      "--record", str(saved), typed=lines("2", "1", "quit"))
    no_traceback(first)
    assert "left the game after" in first.stdout
    data = json.loads(saved.read_text())
    assert data["game"] == "high-card" and len(data["actions"]) >= 3
    second = run("play", "high-card", "--resume", str(saved), "--bots", "random",
                       typed=MOVES)
    no_traceback(second)
    assert second.returncode == 0 and "the game is over" in second.stdout
    assert f"action {len(data['actions'])}" in second.stdout


def test_end_of_input_leaves_the_game_quietly() -> None:
    done = run("play", "high-card", typed=lines("help"))
    no_traceback(done)
    assert done.returncode == 0 and "left the game after 0 actions" in done.stdout


MISTAKES = [
    (["play", "chess"], "no game called 'chess'"),
    (["play", "high-card", "--players", "9"], "is for 2 to 3 players, not 9"),
    (["play", "high-card", "--bots", "clever"], "no bot called 'clever'"),
    (["play", "high-card", "--players", "3", "--bots", "a,b,c"],
     "one bot for each of the other 2 seats"),
    (["play", "high-card", "--seat", "4"], "seat 4 is not in a 2-player game"),
    (["play", "high-card", "--option", "colour=red"], "unknown High Card options"),
    (["play", "high-card", "--option", "head_start"], "written name=value"),
    (["play", "high-card", "--resume", "missing.json"], "No such file"),
    (["simulate", "high-card", "--bots", "random,random,random"], "one bot per seat"),
    (["simulate", "high-card", "--bots", "ismcts:lots"], "budget is a number"),
    (["simulate", "high-card", "--games", "-3"], "number of games"),
    (["balance", "high-card", "--a", "head_start=maybe"], "must be one of [False, True]"),
    (["replay", "missing.json"], "No such file"),
    (["replay", "pyproject.toml"], "is not a JSON record"),
]


def test_mistakes_get_a_message_not_a_traceback() -> None:
    """Each mistake in its own run of the command (one process, to keep the
    suite quick: a script typing the commands one after another)."""
    script = (
        "import sys, contextlib, io, pressroom\n"
        "from pressroom.cli import main\n"
        "from tests.bots.tinygame import HIGH_CARD\n"
        "pressroom.GAMES.setdefault(HIGH_CARD.name, HIGH_CARD)\n"
        "for line in sys.stdin:\n"
        "    err = io.StringIO()\n"
        "    with contextlib.redirect_stderr(err):\n"
        "        code = main(line.split())\n"
        "    print(code, err.getvalue().replace('\\n', ' '))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], input=lines(*(" ".join(a) for a, _ in MISTAKES)),
        capture_output=True, text=True, timeout=120, cwd=ROOT, env=environment(),
    )
    no_traceback(done)
    answers = done.stdout.splitlines()
    assert len(answers) == len(MISTAKES), done.stderr
    for (args, message), answer in zip(MISTAKES, answers, strict=True):
        assert answer.startswith("2 error: "), (args, answer)
        assert message in answer, (args, answer)


@pytest.mark.parametrize("args", [["play", "chess"], ["simulate", "high-card", "--bots", "x"]])
def test_a_mistake_exits_with_status_two(args: list[str]) -> None:
    done = run(*args, typed="")
    no_traceback(done)
    assert done.returncode == 2 and done.stderr.startswith("error: ")


def test_simulate_writes_the_same_games_with_any_number_of_workers(
    tmp_path: pathlib.Path,
) -> None:
    outputs = []
    for workers in ("1", "2"):
        out = tmp_path / f"games-{workers}.jsonl"
        done = run("simulate", "high-card", "--games", "12", "--bots", "greedy,random",
                         "--workers", workers, "--seed", "3", "--out", str(out))
        no_traceback(done)
        assert done.returncode == 0, done.stderr
        assert "win rate [95% CI]" in done.stdout and "first-seat advantage" in done.stdout
        assert f"wrote 12 games to {out}" in done.stdout
        outputs.append(out.read_text())
    assert outputs[0] == outputs[1]
    assert len(outputs[0].splitlines()) == 12


def test_simulate_on_a_dask_cluster(tmp_path: pathlib.Path) -> None:
    """The command sent to a cluster (started here, on the loopback
    interface) writes the games a local run plays."""
    distributed = pytest.importorskip("distributed")
    from pressroom import simulate
    from tests.bots.tinygame import HIGH_CARD

    out = tmp_path / "cluster.jsonl"
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=2, processes=False, protocol="tcp",
        host="127.0.0.1", dashboard_address=None,
    ) as cluster:
        done = run("simulate", "high-card", "--games", "8", "--bots", "ismcts:10,greedy",
                   "--seed", "4", "--scheduler", cluster.scheduler_address, "--out", str(out))
    no_traceback(done)
    assert done.returncode == 0, done.stderr
    local = simulate.run(HIGH_CARD, 2, 8, ["ismcts:10", "greedy"], seed=4, workers=1)
    assert [json.loads(line) for line in out.read_text().splitlines()] == [
        json.loads(json.dumps(r.to_json())) for r in local.results
    ]


def test_simulate_reports_games_that_raised(tmp_path: pathlib.Path) -> None:
    out = tmp_path / "games.jsonl"
    done = run("simulate", "high-card", "--games", "9", "--bots", "faulty,random",
                     "--workers", "1", "--out", str(out))
    no_traceback(done)
    assert done.returncode == 0
    assert "raised RuntimeError: the faulty bot fails by design" in done.stdout
    assert f"replay it with: pressroom replay {out} --index" in done.stdout
    failed = next(json.loads(line) for line in out.read_text().splitlines()
                  if json.loads(line)["error"])
    replayed = run("replay", str(out), "--index", str(failed["index"]), typed=lines("end", "q"))
    length = failed["length"]
    assert replayed.returncode == 0 and f"action {length} of {length}" in replayed.stdout


def test_an_interrupted_simulation_keeps_what_finished(tmp_path: pathlib.Path) -> None:
    out = tmp_path / "games.jsonl"
    process = subprocess.Popen(
        command("simulate", "high-card", "--games", "100000", "--bots", "greedy",
                "--workers", "2", "--out", str(out)),
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=environment(),
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if out.exists() and len(out.read_text().splitlines()) >= 20:
            break
        time.sleep(0.2)
    process.send_signal(signal.SIGINT)
    stdout, stderr = process.communicate(timeout=60)
    assert "Traceback" not in stdout + stderr, stderr
    assert process.returncode == 130
    assert "interrupted: the summary covers the games that finished" in stdout
    finished = len(out.read_text().splitlines())
    assert finished >= 20
    assert f"{finished} of 100000 games" in stdout


def test_balance_compares_two_option_sets() -> None:
    done = run("balance", "high-card", "--a", "head_start=true", "--games", "150",
                     "--bots", "greedy", "--workers", "1", "--seed", "1")
    no_traceback(done)
    assert done.returncode == 0, done.stderr
    assert "a: head_start=true" in done.stdout and "b: the defaults" in done.stdout
    assert "a - b [95% CI]" in done.stdout
    assert "the options change the seats' chances: seats 0, 1" in done.stdout


def test_replay_steps_forwards_and_backwards(tmp_path: pathlib.Path) -> None:
    saved = tmp_path / "game.json"
    run("play", "high-card", "--seed", "2", "--bots", "random", "--record", str(saved),
              typed=MOVES)
    total = len(json.loads(saved.read_text())["actions"])
    done = run("replay", str(saved), "--seat", "1",
                     typed=lines("b", "", "n", "b", "99", "zzz", "end", "n", "start", "q"))
    no_traceback(done)
    assert done.returncode == 0
    out = done.stdout
    assert "this is the first state" in out and "this is the last state" in out
    assert f"there is no action 99: the record has 0 to {total}" in out
    assert "'zzz' is not a command" in out
    assert out.count("action 1 of") == 2 and f"action {total} of {total}" in out
    assert "last action: 0:call" in out
    assert "winner" in out


def test_render_writes_an_html_replay(tmp_path: pathlib.Path) -> None:
    game = pressroom.get_game("newsprint")
    state = game.new_game(2, seed=3)
    record = pressroom.Record.start(game, 2, 3)
    for _ in range(12):
        seat = game.to_move(state)[0]
        record, state = record.play(game, state, game.legal_actions(state, seat)[0])
    saved = tmp_path / "game.json"
    saved.write_text(json.dumps(pressroom.record_to_json(record, state)))
    page = tmp_path / "game.html"
    done = run("render", str(saved), "--html", str(page), "--seat", "0", test_game=False)
    no_traceback(done)
    assert done.returncode == 0, done.stderr
    assert page.read_text().startswith("<!DOCTYPE html>")
    done = run("render", str(tmp_path / "missing.json"), "--html", str(page), test_game=False)
    no_traceback(done)
    assert done.returncode == 2 and "pressroom render" in done.stderr
