"""A bounded, safe rendering of untrusted input for error messages.

Messages name the value that was wrong, but the value may be hostile: a list
nested 10^5 deep (`repr` raises RecursionError), an int of 5,000 digits
(`repr` raises ValueError), an object whose `__repr__` fails, or a megabyte
of text. `shown` never raises and never returns more than ``limit``
characters.

>>> shown(3), shown("Paris"), shown([1, [2, [3, [4]]]])
('3', "'Paris'", '[1, [2, [3, [...]]]]')
>>> shown(10**5000)
'an integer of 5001 digits'
>>> shown("x" * 1000)[-6:]
"xx...'"
"""

from __future__ import annotations

import enum
from typing import Any

LIMIT = 60
_DEPTH = 3
_ITEMS = 6


def shown(value: Any, limit: int = LIMIT) -> str:
    """``value`` as text of at most ``limit`` characters; never raises."""
    text = _render(value, _DEPTH, limit)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _render(value: Any, depth: int, limit: int) -> str:
    kind = type(value)
    if value is None or kind is bool or kind is float:
        return repr(value)
    if isinstance(value, enum.Enum):
        return f"{type(value).__name__}.{value.name}"
    if kind is int:
        digits = len(str(abs(value))) if value.bit_length() < 1000 else None
        if digits is not None and digits <= 40:
            return repr(value)
        approx = digits or int(value.bit_length() * 0.30103) + 1
        return f"an integer of {approx} digits"
    if kind is str:
        body = repr(value[: limit - 10])
        return body if len(value) <= limit - 10 else body[:-1] + "..." + body[-1]
    if kind in (list, tuple, set, frozenset, dict):
        return _container(value, depth, limit)
    try:
        text = repr(value)
    except Exception:
        return f"<a {type(value).__name__} object>"
    return text if isinstance(text, str) else f"<a {type(value).__name__} object>"


def _container(value: Any, depth: int, limit: int) -> str:
    brackets: dict[type, str] = {list: "[]", tuple: "()", set: "{}", frozenset: "{}", dict: "{}"}
    open_, close = brackets[type(value)][0], brackets[type(value)][1]
    if depth == 0:
        return f"{open_}...{close}"
    items = list(value.items() if isinstance(value, dict) else value)
    parts = []
    for item in items[:_ITEMS]:
        if isinstance(value, dict):
            key, val = item
            parts.append(f"{_render(key, depth - 1, limit)}: {_render(val, depth - 1, limit)}")
        else:
            parts.append(_render(item, depth - 1, limit))
    if len(items) > _ITEMS:
        parts.append("...")
    trailing = "," if type(value) is tuple and len(items) == 1 else ""
    return open_ + ", ".join(parts) + trailing + close
