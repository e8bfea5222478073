"""`html_replay(record)`: one self-contained HTML page (no network) that
replays a recorded game step by step: each state's picture from one seat or
the public view, the action that led to it, the scores, back and forward
buttons, a slider, the arrow keys, and ``#step=N`` in the address to open
at step N. The pictures travel gzipped in base64 (a whole game of Extra! Extra!
is some 50 MB of SVG text, under 6 MB packed) and the browser unpacks them
with its own DecompressionStream.

A record holds every action, secret ones included (a check's value, a
card picked in secret): the pictures show only what the chosen view may
see, but the action line reports each action as recorded, as a game's log
does after play.
"""

from __future__ import annotations

import base64
import gzip
import json
from typing import Any
from xml.sax.saxutils import escape

from pressroom.core.record import Record
from pressroom.render.svg import svg

SCRIPT = """
async function replay() {
  // the steps travel gzipped and in base64: a whole game's pictures are
  // tens of megabytes as text, a tenth of that compressed
  var packed = atob(document.getElementById("steps").textContent.trim());
  var bytes = new Uint8Array(packed.length);
  for (var i = 0; i < packed.length; i++) bytes[i] = packed.charCodeAt(i);
  var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  var steps = JSON.parse(await new Response(stream).text());
  var slider = document.getElementById("slider");
  var current = -1;
  function show(n) {
    n = Math.max(0, Math.min(steps.length - 1, n | 0));
    if (n === current) return;
    current = n;
    var s = steps[n];
    document.getElementById("picture").innerHTML = s.svg;
    document.getElementById("step").textContent = "step " + n + " of " + (steps.length - 1);
    document.getElementById("action").textContent = s.action;
    document.getElementById("scores").textContent = s.scores;
    slider.value = n;
    document.body.setAttribute("data-step", String(n));
    if (location.hash !== "#step=" + n) history.replaceState(null, "", "#step=" + n);
  }
  function fromHash() {
    var m = /step=(\\d+)/.exec(location.hash);
    show(m ? parseInt(m[1], 10) : 0);
  }
  document.getElementById("back").onclick = function () { show(current - 1); };
  document.getElementById("forward").onclick = function () { show(current + 1); };
  document.getElementById("first").onclick = function () { show(0); };
  document.getElementById("last").onclick = function () { show(steps.length - 1); };
  slider.oninput = function () { show(parseInt(slider.value, 10)); };
  document.addEventListener("keydown", function (e) {
    if (e.key === "ArrowLeft") show(current - 1);
    if (e.key === "ArrowRight") show(current + 1);
  });
  window.addEventListener("hashchange", fromHash);
  fromHash();
}
replay();
"""

STYLE = """
body { margin: 0; font-family: DejaVu Sans, Helvetica, Arial, sans-serif; background: #ece7da;
       color: #1d1d1d; }
header { position: sticky; top: 0; background: #1d1d1d; color: #fbf8ef; padding: 8px 12px;
         display: flex; flex-wrap: wrap; gap: 10px; align-items: center; z-index: 1; }
header h1 { font-size: 16px; margin: 0 12px 0 0; }
button { font-size: 14px; padding: 3px 10px; }
#slider { flex: 1; min-width: 200px; }
#info { padding: 6px 12px; font-size: 14px; background: #fbf8ef;
        border-bottom: 1px solid #cfc8b4; }
#action { font-weight: bold; }
#picture { padding: 12px; }
"""


def steps(record: Record, seat: int | None = None) -> list[dict[str, str]]:
    """Per state of the record: its picture, the action before it, the scores."""
    import pressroom

    game = pressroom.get_game(record.game)
    out = []
    for index, state in enumerate(pressroom.replay(record)):
        action = "the game begins" if index == 0 else str(record.actions[index - 1])
        scores = ", ".join(f"seat {s}: {v}" for s, v in enumerate(game.scores(state)))
        over = " (final)" if game.is_over(state) else ""
        out.append({"svg": svg(game, game.view(state, seat)), "action": action,
                    "scores": f"scores: {scores}{over}"})
    return out


def pack(data: list[dict[str, str]]) -> str:
    """The steps as the page carries them: JSON, gzipped, in base64."""
    raw = json.dumps(data, separators=(",", ":")).encode("utf-8")
    return base64.b64encode(gzip.compress(raw, 9, mtime=0)).decode("ascii")


def unpack(payload: str) -> list[dict[str, str]]:
    """`pack` undone: what the page's script decodes."""
    data: list[dict[str, str]] = json.loads(gzip.decompress(base64.b64decode(payload)))
    return data


def html_replay(record: Record, seat: int | None = None) -> str:
    """The page replaying ``record`` from ``seat``'s view (None: public).

    >>> import pressroom
    >>> game = pressroom.get_game("penny-press")
    >>> record = Record.start(game, 2, 1)
    >>> page = html_replay(record)
    >>> page.startswith("<!DOCTYPE html>") and "http" not in page.replace(
    ...     "http://www.w3.org/2000/svg", "")
    True
    """
    import pressroom

    game: Any = pressroom.get_game(record.game)
    if seat is not None and (type(seat) is not int or not 0 <= seat < record.num_players):
        raise ValueError(f"no seat {seat!r} in a {record.num_players}-player game")
    data = steps(record, seat)
    payload = pack(data)
    who = "public view" if seat is None else f"seat {seat}'s view"
    title = f"{game.name} replay, {record.num_players} players, seed {record.seed} ({who})"
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>{escape(title)}</title>
<style>{STYLE}</style></head>
<body data-step="0">
<header><h1>{escape(title)}</h1>
<button id="first" title="first step">« first</button>
<button id="back" title="back (←)">◀ back</button>
<button id="forward" title="forward (→)">forward ▶</button>
<button id="last" title="last step">last »</button>
<input id="slider" type="range" min="0" max="{len(data) - 1}" value="0" aria-label="step">
<span id="step">step 0 of {len(data) - 1}</span></header>
<div id="info"><span id="action">{escape(data[0]["action"])}</span> — <span id="scores">{
        escape(data[0]["scores"])}</span></div>
<div id="picture">{data[0]["svg"]}</div>
<script type="application/octet-stream" id="steps">{payload}</script>
<script>{SCRIPT}</script>
</body></html>
"""
