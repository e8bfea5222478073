"""`remember_last`: the last answer kept, for functions of every arity."""

from __future__ import annotations

import pytest

from pressroom.core.memo import remember_last


def test_one_argument_is_remembered_by_identity() -> None:
    calls: list[object] = []

    @remember_last
    def size(items: list[int]) -> int:
        calls.append(items)
        return len(items)

    first, equal = [1, 2], [1, 2]
    assert (size(first), size(first), len(calls)) == (2, 2, 1)
    assert size(equal) == 2 and len(calls) == 2  # equal but not the same: asked again
    first.append(3)  # (the rules' arguments are immutable; a list shows the identity test)
    assert size(equal) == 2 and len(calls) == 2
    assert size(first) == 3 and len(calls) == 3
    assert size.__name__ == "size"


def test_two_arguments_the_second_by_equality() -> None:
    calls: list[tuple[object, int]] = []

    @remember_last
    def pick(items: tuple[str, ...], index: int) -> str:
        calls.append((items, index))
        return items[index]

    items = ("a", "b")
    assert [pick(items, 0), pick(items, 0), pick(items, 1), pick(items, 1)] == ["a", "a", "b", "b"]
    assert len(calls) == 2
    assert pick(items, index=0) == "a" and len(calls) == 3  # by name: asked, then kept
    assert pick(tuple("ab"), 0) == "a" and len(calls) == 4  # equal, not the same


def test_other_signatures_keep_the_general_path() -> None:
    calls: list[tuple[object, ...]] = []

    @remember_last
    def joined(first: str, second: str, third: str = "!", *, sep: str = "") -> str:
        calls.append((first, second, third, sep))
        return sep.join((first, second, third))

    word = "a"
    assert joined(word, "b") == "ab!" and joined(word, "b") == "ab!" and len(calls) == 1
    assert joined(word, "b", "?") == "ab?" and len(calls) == 2
    assert joined(word, "b", sep="-") == "a-b-!" and len(calls) == 3
    assert joined(word, "b", sep="-") == "a-b-!" and len(calls) == 4  # keywords: never kept


def test_errors_are_not_remembered() -> None:
    calls: list[int] = []

    @remember_last
    def inverse(value: int) -> float:
        calls.append(value)
        return 1 / value

    for _ in range(2):
        with pytest.raises(ZeroDivisionError):
            inverse(0)
    assert calls == [0, 0]
