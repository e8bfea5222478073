"""``python -m pressroom.render RECORD.json --html out.html [--seat N]``:
a record (as `pressroom.record_to_json` writes it) as an HTML replay."""

from __future__ import annotations

import argparse
import json
import sys

import pressroom
from pressroom.render.html import html_replay


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m pressroom.render",
        description="Write a self-contained HTML page replaying a game record.")
    parser.add_argument("record", help="a game record in JSON")
    parser.add_argument("--html", required=True, metavar="OUT", help="the page to write")
    parser.add_argument("--seat", type=int, default=None,
                        help="draw this seat's view (default: the public view)")
    args = parser.parse_args(argv)
    return render_command(args.record, args.html, args.seat)


def render_command(record_path: str, out_path: str, seat: int | None = None) -> int:
    """What ``pressroom render`` does: read the record, write the page; 0 on
    success, 2 with a message on stderr when the record cannot be used."""
    try:
        with open(record_path, encoding="utf-8") as f:
            record = pressroom.record_from_json(json.load(f))
        page = html_replay(record, seat)
    except (OSError, ValueError) as e:
        print(f"pressroom render: {e}", file=sys.stderr)
        return 2
    with open(out_path, "w", encoding="utf-8") as f:
        f.write(page)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
