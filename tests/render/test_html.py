"""The HTML replay: self-contained, one picture per state, and in a real
headless browser (Debian's ``chromium``) it opens at ``#step=N``, steps
forward with its own button, and draws a newspaper (not a blank page)."""

from __future__ import annotations

import base64
import contextlib
import json
import os
import random
import shutil
import struct
import subprocess
import time
import zlib
from pathlib import Path
from typing import Any

import pytest

import pressroom
from pressroom.core.record import Record
from pressroom.render import html_replay
from pressroom.render.__main__ import main
from pressroom.render.html import unpack

BROWSER = next((shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome")
                if shutil.which(n)), None)
needs_browser = pytest.mark.skipif(
    BROWSER is None, reason="no chromium binary (apt-get install -y chromium)")


def random_record(name: str, num_players: int, seed: int, moves: int) -> Record:
    game = pressroom.get_game(name)
    rng = random.Random(seed)
    record = Record.start(game, num_players, seed)
    state = game.new_game(num_players, seed)
    for _ in range(moves):
        if game.is_over(state):
            break
        seat = rng.choice(game.to_move(state))
        action = rng.choice(game.legal_actions(state, seat))
        state = game.apply(state, action)
        record = record.with_action(action)
    return record


@pytest.mark.parametrize("name", sorted(pressroom.GAMES))
def test_the_page_holds_every_step_and_needs_no_network(name: str) -> None:
    record = random_record(name, 3, 4, 12)
    page = html_replay(record, seat=1)
    assert page.startswith("<!DOCTYPE html>")
    assert page.count("<svg") == 1  # the first picture; the rest in the packed steps
    payload = page.split('id="steps">')[1].split("</script>")[0]
    steps = unpack(payload)
    assert len(steps) == len(record.actions) + 1
    assert [s["action"] for s in steps[1:]] == [str(a) for a in record.actions]
    rest = page.replace("http://www.w3.org/2000/svg", "")
    for word in ("http:", "https:", "src=", "<link", "@import", "url("):
        assert word not in rest


def test_a_seat_out_of_range_is_refused() -> None:
    record = random_record("penny-press", 2, 1, 2)
    with pytest.raises(ValueError, match="no seat 5"):
        html_replay(record, seat=5)


def test_the_command_writes_the_page(tmp_path: Path, capsys: Any) -> None:
    record = random_record("extrablatt", 3, 2, 5)
    source = tmp_path / "game.json"
    source.write_text(json.dumps(pressroom.record_to_json(record)))
    out = tmp_path / "out.html"
    assert main([str(source), "--html", str(out), "--seat", "0"]) == 0
    assert out.read_text() == html_replay(record, 0)
    source.write_text("{}")
    assert main([str(source), "--html", str(out)]) == 2
    assert "pressroom render:" in capsys.readouterr().err


# -- the browser, driven over the DevTools protocol on a pipe (no websockets)


class Browser:
    """Headless chromium with ``--remote-debugging-pipe``: JSON messages,
    each ending in a NUL byte, written to its fd 3 and read from its fd 4."""

    def __init__(self, binary: str, profile: Path) -> None:
        to_browser_r, self._to_browser = os.pipe()
        self._from_browser, from_browser_w = os.pipe()

        def as_fds_3_and_4() -> None:  # in the child, before it runs chromium
            reading, writing = os.dup(to_browser_r), os.dup(from_browser_w)
            os.dup2(reading, 3)
            os.dup2(writing, 4)

        self.process = subprocess.Popen(
            [binary, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--hide-scrollbars", f"--user-data-dir={profile}", "--remote-debugging-pipe",
             "--window-size=1100,900"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            close_fds=False, preexec_fn=as_fds_3_and_4,
        )
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._buffer = b""
        self._next = 0
        self.session: str | None = None

    def call(self, method: str, **params: Any) -> dict[str, Any]:
        self._next += 1
        message: dict[str, Any] = {"id": self._next, "method": method, "params": params}
        if self.session is not None and not method.startswith("Target."):
            message["sessionId"] = self.session
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in self._buffer:
                chunk = os.read(self._from_browser, 1 << 20)
                if not chunk:
                    raise RuntimeError("the browser closed its pipe")
                self._buffer += chunk
            raw, self._buffer = self._buffer.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == self._next:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                result: dict[str, Any] = reply["result"]
                return result

    def evaluate(self, expression: str) -> Any:
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True,
                           awaitPromise=True)
        return result["result"].get("value")

    def close(self) -> None:
        with contextlib.suppress(RuntimeError, OSError):
            self.call("Browser.close")
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
        os.close(self._to_browser)
        os.close(self._from_browser)


def png_colours(png: bytes) -> tuple[int, int, int]:
    """(width, height, distinct colours) of an 8-bit RGB or RGBA PNG, by
    undoing its filters with the standard library."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    at, idat, header = 8, b"", b""
    while at < len(png):
        (length,) = struct.unpack(">I", png[at:at + 4])
        kind, body = png[at + 4:at + 8], png[at + 8:at + 8 + length]
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            idat += body
        at += 12 + length
    width, height, depth, colour_type = struct.unpack(">IIBB", header[:10])
    assert depth == 8 and colour_type in (2, 6)
    size = 3 if colour_type == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * size
    previous = bytearray(stride)
    colours: set[bytes] = set()
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - size] if i >= size else 0
            up = previous[i]
            corner = previous[i - size] if i >= size else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                pred = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                line[i] = (line[i] + pred) & 255
        if y % 3 == 0:
            colours.update(bytes(line[i:i + 3]) for i in range(0, stride, size * 3))
        previous = line
    return width, height, len(colours)


@needs_browser
@pytest.mark.parametrize("name", sorted(pressroom.GAMES))
def test_the_replay_steps_forward_in_a_real_browser(name: str, tmp_path: Path) -> None:
    record = random_record(name, 3, 8, 10)
    page = tmp_path / "replay.html"
    page.write_text(html_replay(record, seat=0), encoding="utf-8")
    assert BROWSER is not None
    browser = Browser(BROWSER, tmp_path / "profile")
    try:
        target = browser.call("Target.createTarget", url=f"{page.as_uri()}#step=3")
        browser.session = browser.call("Target.attachToTarget", targetId=target["targetId"],
                                       flatten=True)["sessionId"]
        for _ in range(100):  # wait for the page to load and its script to run
            try:
                if browser.evaluate("document.body && document.body.dataset.step") == "3":
                    break
                browser.evaluate("new Promise(r => setTimeout(r, 100))")
            except RuntimeError:  # the blank tab's context gone as the page loads
                time.sleep(0.1)
        assert browser.evaluate("document.getElementById('step').textContent") == (
            f"step 3 of {len(record.actions)}")
        browser.evaluate("document.getElementById('forward').click()")
        assert browser.evaluate("document.body.dataset.step") == "4"
        assert browser.evaluate("location.hash") == "#step=4"
        assert browser.evaluate("document.getElementById('action').textContent") == str(
            record.actions[3])
        assert browser.evaluate("document.querySelectorAll('#picture svg text').length") > 20
        browser.evaluate("document.getElementById('back').click();"
                         "document.getElementById('back').click()")
        assert browser.evaluate("document.getElementById('slider').value") == "2"
        browser.evaluate("var s = document.getElementById('slider'); s.value = 5;"
                         "s.dispatchEvent(new Event('input'))")
        assert browser.evaluate("document.body.dataset.step") == "5"
        shot = base64.b64decode(browser.call("Page.captureScreenshot", format="png")["data"])
    finally:
        browser.close()
    (tmp_path / "replay.png").write_bytes(shot)
    width, height, colours = png_colours(shot)
    assert width >= 800 and height >= 600
    assert colours > 40, f"the screenshot looks blank: {colours} colours"
