"""`pressroom play` in a real terminal: tmux runs it in a pseudo-terminal,
keys are typed into it and the screen is read back."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator

import pytest

from tests.cli.helpers import ROOT, environment

TMUX = shutil.which("tmux")
pytestmark = pytest.mark.skipif(TMUX is None, reason="tmux is not installed (.ci/run installs it)")


@pytest.fixture
def terminal() -> Iterator[tuple[Callable[..., None], Callable[[], str]]]:
    assert TMUX is not None
    socket = f"pressroom-test-{os.getpid()}"
    env = environment()
    program = " ".join(shlex.quote(part) for part in [
        sys.executable, "-m", "tests.cli.with_test_game", "play", "high-card",
        "--bots", "random", "--seed", "4",
    ])
    shell = f"cd {shlex.quote(str(ROOT))} && PYTHONPATH={shlex.quote(env['PYTHONPATH'])} " \
            f"{program}; echo EXITED $?; sleep 30"
    base = [TMUX, "-L", socket, "-f", os.devnull]
    subprocess.run([*base, "new-session", "-d", "-s", "play", "-x", "110", "-y", "50", shell],
                   check=True, env={k: v for k, v in env.items() if k != "TMUX"})

    def keys(*typed: str) -> None:
        for text in typed:
            subprocess.run([*base, "send-keys", "-t", "play", "-l", text], check=True)
            subprocess.run([*base, "send-keys", "-t", "play", "Enter"], check=True)

    def screen() -> str:
        return subprocess.run([*base, "capture-pane", "-p", "-t", "play", "-S", "-200"],
                              capture_output=True, text=True, check=True).stdout

    try:
        yield keys, screen
    finally:
        subprocess.run([*base, "kill-server"], capture_output=True)


def wait_for(screen: Callable[[], str], text: str, timeout: float = 30) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        shown = screen()
        if text in shown:
            return shown
        time.sleep(0.1)
    raise AssertionError(f"{text!r} never appeared; the screen:\n{screen()}")


def test_play_in_a_terminal(terminal: tuple[Callable[..., None], Callable[[], str]]) -> None:
    keys, screen = terminal
    shown = wait_for(screen, "seat 0>")
    assert "your turn (seat 0)" in shown and "1. 0:call high" in shown
    keys("sideways")
    wait_for(screen, "'sideways' is not a legal action for seat 0 now")
    keys("call high")
    for _ in range(12):
        if "the game is over" in screen():
            break
        keys("1")
        time.sleep(0.3)
    shown = wait_for(screen, "EXITED 0")
    assert "the game is over" in shown and "winner" in shown
    assert "Traceback" not in shown
