"""The quickstart example runs to the end."""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_quickstart_runs() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    result = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "extra_extra_quickstart.py"), "--players", "2",
         "--scenario", "3", "--seed", "2"],
        capture_output=True, text=True, check=True, env=env, timeout=300,
    )
    assert "replays to the same final state" in result.stdout
