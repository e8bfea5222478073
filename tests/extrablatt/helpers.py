"""Building Extrablatt papers and states by hand for rule tests."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from pressroom.games.extrablatt import EXTRABLATT, layout, rules
from pressroom.games.extrablatt.components import (
    DUCK_ADVERT_TOKENS,
    FULL_LAYOUT_STOCK,
    HEADLINE_BY_TITLE,
    MESSAGE_COPIES,
    PICTURES_PER_SECTION,
    SIZE_INDEX,
    Message,
    Section,
)
from pressroom.games.extrablatt.state import (
    MESSAGE_CHARS,
    Card,
    ExtrablattState,
    Kind,
    Paper,
    Step,
    make_board,
    message_chars,
)

GAME = EXTRABLATT


def headline(title: str) -> Message:
    return HEADLINE_BY_TITLE[title.lower()]


def card(
    title: str | None,
    height: int,
    width: int,
    row: int,
    col: int,
    edition: int | None = None,
    *,
    picture: bool = False,
    duck: bool = False,
    owner: int = 0,
) -> Card:
    """A layout card; ``title`` None makes an advert."""
    if title is None:
        return Card(row, col, height, width, owner, Kind.ADVERT)
    kind = Kind.PICTURE if picture else Kind.ARTICLE
    return Card(row, col, height, width, owner, kind, headline(title), edition, duck)


def paper_problems(paper: Paper, joined: bool = True) -> list[str]:
    """Each card checked against the placement rules as they stood when it was
    placed (the cards before it in the paper)."""
    problems = []
    for i, placed in enumerate(paper):
        before = paper[:i]
        if placed.headline is None:
            rule = layout.advert_rule(before, joined)
            if placed.size > rule.max_size:
                problems.append(f"card {i}: advert of size {placed.size}")
        else:
            rule = layout.story_rule(before, placed.headline, joined)
            owned = layout.copies(before, placed.headline)
            if (placed.kind is Kind.PICTURE) != bool(owned) or len(owned) > 1:
                problems.append(f"card {i}: wrong kind {placed.kind} for copy {len(owned) + 1}")
        problem = layout.placement_problem(
            rule, placed.height, placed.width, placed.row, placed.col
        )
        if problem:
            problems.append(f"card {i}: {problem}")
    return problems


def full_messages() -> Counter[Message]:
    return Counter({m: MESSAGE_COPIES[m] for m in Message})


def arrange(
    num_players: int = 3,
    *,
    seed: int = 1,
    options: dict[str, Any] | None = None,
    papers: Sequence[Paper] | None = None,
    fax: Sequence[Iterable[Message]] | None = None,
    piles: Sequence[Iterable[Message]] | None = None,
    **fields: Any,
) -> ExtrablattState:
    """A state at seat 0's choice with these papers, FAX columns and piles;
    every other message is out of the game, and the layout cards, pictures and
    tokens are debited, so every component stays accounted for."""
    base = GAME.new_game(num_players, seed, options)
    papers = tuple(papers) if papers is not None else ((),) * num_players
    fax_t = tuple(tuple(c) for c in fax) if fax is not None else ((),) * 5
    piles_t = tuple(tuple(p) for p in piles) if piles is not None else ((), (), ())
    rest = full_messages()
    for paper in papers:
        rest.subtract(c.headline for c in paper if c.headline is not None)
    for group in (*fax_t, *piles_t):
        rest.subtract(group)
    assert min(rest.values()) >= 0, "more copies of a message than the game has"
    layout_left = []
    for seat in range(num_players):
        stock = list(FULL_LAYOUT_STOCK)
        for paper in papers:
            for c in paper:
                if c.owner == seat:
                    stock[SIZE_INDEX[c.size]] -= 1
        layout_left.append(tuple(stock))
    pictures = [PICTURES_PER_SECTION] * len(Section)
    tokens = DUCK_ADVERT_TOKENS
    for paper in papers:
        for c in paper:
            if c.kind is Kind.PICTURE:
                pictures[c.headline.section] -= 1  # type: ignore[union-attr]
            tokens -= c.kind is Kind.ADVERT or c.duck
    state = rules.advance(base, {
        "step": Step.CHOOSE,
        "start_player": 0,
        "current": 0,
        "papers": papers,
        "board": make_board(fax_t, (0, 0, 0), ()),
        "removed": "".join(MESSAGE_CHARS[m] for m in sorted(rest.elements())),
        "decks": tuple(message_chars(p) for p in piles_t),
        "layout": tuple(layout_left),
        "pictures": tuple(pictures),
        "token_supply": tokens,
    })
    return rules.advance(state, fields)


def play_all(state: ExtrablattState, actions: Iterable[Any]) -> ExtrablattState:
    for action in actions:
        state = GAME.apply(state, action)
    return state


def h(title: str) -> Message:
    """Shorthand for a headline message."""
    return headline(title)
