"""Drawing a game as text: newspaper pages as grids, and aligned tables.

Every game's `str(view)` is built from these, so the pages of all four games
look alike.

>>> print(draw_grid(3, 2, lambda col, row: "AB"[row] if col == 1 else "."))
+---+
|.A.|
|.B.|
+---+
>>> print(draw_table([("seat", "score"), ("0", "12"), ("1", "7")]))
seat  score
0     12
1     7
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence


def draw_grid(
    width: int, height: int, cell: Callable[[int, int], str], cell_width: int = 1
) -> str:
    """A framed grid; ``cell(col, row)`` gives each square's text (padded or
    cut to ``cell_width`` characters)."""
    edge = "+" + "-" * (width * cell_width) + "+"
    rows = [
        "|" + "".join(cell(col, row)[:cell_width].ljust(cell_width) for col in range(width)) + "|"
        for row in range(height)
    ]
    return "\n".join([edge, *rows, edge])


def draw_table(rows: Iterable[Sequence[object]], gap: int = 2) -> str:
    """Rows of cells in left-aligned columns."""
    cells = [[str(c) for c in row] for row in rows]
    columns = max(map(len, cells))
    widths = [max(len(row[i]) for row in cells if i < len(row)) for i in range(columns)]
    lines = [
        (" " * gap).join(c.ljust(widths[i]) for i, c in enumerate(row)).rstrip() for row in cells
    ]
    return "\n".join(lines)


def side_by_side(blocks: Sequence[str], gap: int = 3) -> str:
    """Blocks of text (pages, boards) placed next to each other."""
    split = [block.split("\n") for block in blocks]
    height = max(len(lines) for lines in split)
    widths = [max(len(line) for line in lines) for lines in split]
    out = []
    for i in range(height):
        parts = [
            (lines[i] if i < len(lines) else "").ljust(width)
            for lines, width in zip(split, widths, strict=True)
        ]
        out.append((" " * gap).join(parts).rstrip())
    return "\n".join(out)
