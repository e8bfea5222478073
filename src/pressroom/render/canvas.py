"""Drawing helpers shared by every game's picture: a canvas that writes
plain SVG text, boards of squares with pieces outlined, legends and lines
of text. Standard library only; every string is escaped.

>>> c = Canvas(200)
>>> c.heading("Front page")
>>> svg = c.render()
>>> svg.startswith("<svg") and "Front page" in svg
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from xml.sax.saxutils import escape, quoteattr

import attrs

Square = tuple[int, int]  # (row, column)

FONT = "DejaVu Sans, Helvetica, Arial, sans-serif"
INK = "#1d1d1d"
FAINT = "#6b6b6b"
PAPER = "#fbf8ef"
EMPTY = "#ffffff"
LINE = 18  # the height of a line of body text
CELL = 26  # the side of a board square

# Colours that stay distinct side by side and keep black text legible.
CATEGORY = (
    "#e07a5f", "#81b29a", "#f2cc8f", "#7aa6d6", "#c39bd3", "#b8b8b8", "#f4a6b7", "#9fd8d8",
)
# Seat colours (reporters, tokens, owners): darker, for white text and marks.
SEATS = ("#c0392b", "#2471a3", "#1e8449", "#b9770e", "#7d3c98", "#117a65")


def seat_colour(seat: int) -> str:
    return SEATS[seat % len(SEATS)]


def category_colour(index: int) -> str:
    return CATEGORY[index % len(CATEGORY)]


class Canvas:
    """A picture built top to bottom: ``y`` is where the next block goes."""

    def __init__(self, width: int, margin: int = 12) -> None:
        self.width = width
        self.margin = margin
        self.y = margin
        self.parts: list[str] = []
        self.bottom = margin

    def _add(self, element: str, bottom: float) -> None:
        self.parts.append(element)
        self.bottom = max(self.bottom, int(bottom + 0.999))

    def rect(self, x: float, y: float, w: float, h: float, fill: str, stroke: str = "none",
             width: float = 1.0, rx: float = 0, title: str | None = None) -> None:
        tip = f"<title>{escape(title)}</title>" if title else ""
        self._add(
            f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="{rx:g}" '
            f'fill="{fill}" stroke="{stroke}" stroke-width="{width:g}">{tip}</rect>'
            if tip else
            f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="{rx:g}" '
            f'fill="{fill}" stroke="{stroke}" stroke-width="{width:g}"/>',
            y + h,
        )

    def line(self, x1: float, y1: float, x2: float, y2: float, stroke: str = INK,
             width: float = 1.0) -> None:
        self._add(
            f'<line x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" stroke="{stroke}" '
            f'stroke-width="{width:g}" stroke-linecap="square"/>',
            max(y1, y2),
        )

    def path(self, d: str, stroke: str, width: float = 1.0) -> None:
        if d:
            self._add(f'<path d="{d}" fill="none" stroke="{stroke}" stroke-width="{width:g}" '
                      'stroke-linecap="square"/>', self.bottom)

    def circle(self, x: float, y: float, r: float, fill: str, stroke: str = INK) -> None:
        self._add(f'<circle cx="{x:g}" cy="{y:g}" r="{r:g}" fill="{fill}" stroke="{stroke}"/>',
                  y + r)

    def polygon(self, points: Sequence[tuple[float, float]], fill: str) -> None:
        coords = " ".join(f"{x:g},{y:g}" for x, y in points)
        self._add(f'<polygon points="{coords}" fill="{fill}"/>', max(y for _, y in points))

    def text(self, x: float, y: float, words: object, size: int = 13, anchor: str = "start",
             weight: str = "normal", fill: str = INK, limit: int | None = None) -> None:
        """``y`` is the baseline; ``limit`` shortens to that many characters."""
        s = str(words)
        if limit is not None and len(s) > limit:
            s = s[: max(limit - 1, 1)] + "…"
        self._add(
            f'<text x="{x:g}" y="{y:g}" font-size="{size}" text-anchor="{anchor}" '
            f'font-weight="{weight}" fill="{fill}">{escape(s)}</text>',
            y + size * 0.3,
        )

    def heading(self, words: str, size: int = 16) -> None:
        self.y += size
        self.text(self.margin, self.y, words, size=size, weight="bold")
        self.y += 8

    def lines(self, rows: Iterable[str], x: float | None = None, size: int = 13) -> None:
        """Lines of text, wrapped to the canvas's width."""
        left = self.margin if x is None else x
        per_line = max(int((self.width - left - self.margin) / (size * 0.6)), 20)
        for row in rows:
            for piece in wrap(row, per_line):
                self.y += LINE
                self.text(left, self.y, piece, size=size)
        self.y += 6

    def skip(self, height: float) -> None:
        self.y = int(self.y + height)

    def below(self, gap: int = 10) -> None:
        """Move the cursor under everything drawn so far."""
        self.y = self.bottom + gap

    def render(self, title: str = "") -> str:
        height = self.bottom + self.margin
        label = f"<title>{escape(title)}</title>" if title else ""
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.width}" height="{height}" '
            f'viewBox="0 0 {self.width} {height}" font-family={quoteattr(FONT)}>{label}'
            f'<rect x="0" y="0" width="{self.width}" height="{height}" fill="{PAPER}"/>'
            + "".join(self.parts) + "</svg>"
        )


def wrap(text: str, width: int) -> list[str]:
    words = text.split(" ")
    out: list[str] = []
    line = ""
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            out.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    out.append(line)
    return out


@attrs.frozen
class Piece:
    """Something laid on a board: the squares it covers, its colour, a short
    label drawn in it and a longer title shown on hover."""

    squares: frozenset[Square]
    fill: str
    label: str = ""
    title: str = ""
    hatched: bool = False
    ink: str = INK  # the label's colour


def board(c: Canvas, x: float, y: float, rows: int, cols: int,
          background: Callable[[int, int], str], pieces: Sequence[Piece],
          cell: int = CELL, caption: str = "") -> tuple[float, float]:
    """A grid of squares with ``pieces`` laid on it, each outlined as one
    shape; returns the board's width and height (the caption above it).
    Squares of one colour in a row are drawn as one rectangle and lines as
    one path each, to keep the SVG small."""
    if caption:
        c.text(x, y + 13, caption, size=13, weight="bold")
        y += 18
    for r in range(rows):
        _runs(c, x, y, cell, r, [(q, background(r, q)) for q in range(cols)])
    grid = [f"M{x:g} {y + r * cell:g}h{cols * cell}" for r in range(1, rows)]
    grid += [f"M{x + q * cell:g} {y:g}v{rows * cell}" for q in range(1, cols)]
    c.path("".join(grid), "#d0ccc0", 0.5)
    owner: dict[Square, int] = {}
    for index, piece in enumerate(pieces):
        for square in piece.squares:
            owner[square] = index
    for index, piece in enumerate(pieces):
        if not piece.squares:
            continue
        for r in sorted({r for r, _ in piece.squares}):
            _runs(c, x, y, cell, r, [(q, piece.fill) for q in range(cols)
                                     if (r, q) in piece.squares], piece.title)
        if piece.hatched:
            c.path("".join(f"M{x + q * cell:g} {y + (r + 1) * cell:g}l{cell} -{cell}"
                           for r, q in sorted(piece.squares)), "#00000055", 1.5)
        edges = []
        for r, q in sorted(piece.squares):
            for dr, dq, x1, y1, dx, dy in (
                (-1, 0, 0, 0, 1, 0), (1, 0, 0, 1, 1, 0), (0, -1, 0, 0, 0, 1), (0, 1, 1, 0, 0, 1),
            ):
                if owner.get((r + dr, q + dq)) != index:
                    edges.append(f"M{x + (q + x1) * cell:g} {y + (r + y1) * cell:g}"
                                 f"l{dx * cell} {dy * cell}")
        c.path("".join(edges), INK, 2)
        if piece.label:
            top = min(r for r, _ in piece.squares)
            left = min(q for r, q in piece.squares if r == top)
            c.text(x + left * cell + 3, y + top * cell + 14, piece.label, size=11,
                   weight="bold", fill=piece.ink)
    c.rect(x, y, cols * cell, rows * cell, "none", INK, 1.5)
    return cols * cell, rows * cell + (18 if caption else 0)


def _runs(c: Canvas, x: float, y: float, cell: int, row: int,
          squares: Sequence[tuple[int, str]], title: str | None = None) -> None:
    """One rectangle per run of neighbouring squares of one colour in a row."""
    start = 0
    while start < len(squares):
        end = start
        col, fill = squares[start]
        while (end + 1 < len(squares) and squares[end + 1][1] == fill
               and squares[end + 1][0] == squares[end][0] + 1):
            end += 1
        c.rect(x + col * cell, y + row * cell, (end - start + 1) * cell, cell, fill,
               title=title)
        start = end + 1


def legend(c: Canvas, items: Sequence[tuple[str, str]], title: str = "") -> None:
    """Colour swatches with their names, in rows across the canvas."""
    x = float(c.margin)
    c.y += 4
    if title:
        c.text(x, c.y + 13, title, size=13, weight="bold")
        x += 8 * len(title) + 14
    for name, colour in items:
        step = 24 + 7.5 * len(name) + 12
        if x + step > c.width - c.margin:
            x = float(c.margin)
            c.y += LINE + 2
        c.rect(x, c.y + 2, 16, 14, colour, INK, 0.8)
        c.text(x + 21, c.y + 14, name, size=12)
        x += step
    c.y += LINE + 8


def table(c: Canvas, rows: Sequence[Sequence[object]], widths: Sequence[int],
          fills: Mapping[int, str] | None = None, x: float | None = None) -> None:
    """Rows of cells, the first a header; ``fills`` tints whole rows by index."""
    left = float(c.margin if x is None else x)
    total = sum(widths)
    for i, row in enumerate(rows):
        top = c.y
        if i == 0:
            c.rect(left, top, total, LINE + 4, "#e9e4d4")
        elif fills and i in fills:
            c.rect(left, top, total, LINE + 4, fills[i])
        at = left
        for value, w in zip(row, widths, strict=False):
            c.text(at + 4, top + 15, value, size=12, weight="bold" if i == 0 else "normal",
                   limit=max(int(w / 6.8), 3))
            at += w
        c.line(left, top + LINE + 4, left + total, top + LINE + 4, "#cfc8b4", 0.6)
        c.y += LINE + 4
    c.y += 8


def token(c: Canvas, x: float, y: float, seat: int, label: object = "") -> None:
    """A seat's round token (a reporter, a marker) with an optional count."""
    c.circle(x, y, 8, seat_colour(seat), "#ffffff")
    if label != "":
        c.text(x, y + 4, label, size=10, anchor="middle", weight="bold", fill="#ffffff")
