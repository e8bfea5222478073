"""The demo and every example script run as a user would run them."""

from __future__ import annotations

import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
EXAMPLES = sorted((ROOT / "examples").glob("*.py"))


def run(*args: str) -> str:
    done = subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, timeout=600, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


@pytest.mark.parametrize("script", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_example_runs(script: pathlib.Path) -> None:
    assert run(str(script)).strip()


def test_demo_plays_every_game() -> None:
    import pressroom

    out = run("-m", "pressroom", "demo")
    for name in pressroom.GAMES:
        assert name in out
