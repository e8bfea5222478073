"""Running the `pressroom` command as a user would: in a subprocess, with
typed input."""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]


def environment() -> dict[str, str]:
    env = dict(os.environ)
    paths = [str(ROOT / "src"), str(ROOT), env.get("PYTHONPATH", "")]
    env["PYTHONPATH"] = os.pathsep.join(p for p in paths if p)
    env["COLUMNS"] = "120"
    return env


def command(*args: str, test_game: bool = True) -> list[str]:
    """The command line: ``pressroom ARGS`` (through ``python -m``), with the
    tests' High Card game registered unless ``test_game`` is False."""
    module = "tests.cli.with_test_game" if test_game else "pressroom"
    return [sys.executable, "-m", module, *args]


def run(
    *args: str, typed: str | None = None, test_game: bool = True, cwd: pathlib.Path = ROOT,
    timeout: float = 120,
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        command(*args, test_game=test_game), input=typed, capture_output=True, text=True,
        timeout=timeout, cwd=cwd, env=environment(),
    )


def lines(*typed: str) -> str:
    return "".join(f"{line}\n" for line in typed)


def no_traceback(done: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in done.stdout + done.stderr, done.stderr[-3000:]
