"""The load check's totals of the stories on the table: the game's own
stories are added at once through a table (`check.TALLY_BY_ID`), any other
one by one; both name the same problems."""

from __future__ import annotations

import attrs

from pressroom.games.newsprint import check
from pressroom.games.newsprint.components import Card
from pressroom.games.newsprint.record import STORIES
from pressroom.games.newsprint.state import Story


def _story(suit: Card, cards: int, wilds: int = 0, breaks: int = 0, defamed: bool = False) -> Story:
    return next(story for story in STORIES if attrs.astuple(story, recurse=False)
                == (suit, cards, wilds, breaks, defamed))


def _copy(story: Story) -> Story:
    return attrs.evolve(story)  # equal, but not one of `STORIES`


def _both(stories: tuple[tuple[Story, ...], ...]) -> str | None:
    """The problem named for the game's own stories, checked to be the one
    named for equal stories of no table."""
    problem = check._stories_problem("stories", stories)
    copies = tuple(tuple(map(_copy, seat)) for seat in stories)
    assert check._stories_problem("stories", copies) == problem
    return problem


def test_stories_within_the_deck_pass() -> None:
    stories = ((_story(Card.LOCAL, 5, wilds=1),), (_story(Card.LOCAL, 5, wilds=1, breaks=2),
                                                   _story(Card.NATIONAL, 1, defamed=True)))
    assert _both(stories) is None


def test_stories_over_the_deck_are_named() -> None:
    ten = _story(Card.INTERNATIONAL, 10)
    assert _both(((ten,), (ten,))) == (
        "stories use 20 International cards; there are 10")
    wild = _story(Card.BUSINESS, 1, wilds=2)
    assert _both(((wild,), (wild,))) == (
        "stories use more wilds than there are Stop the Presses cards")
    broken = _story(Card.BUSINESS, 1, breaks=2)
    assert _both(((broken,), (broken,))) == (
        "stories carry more Break the Story cards than there are")
    defamed = _story(Card.LOCAL, 1, defamed=True)
    assert _both(((defamed,), (defamed,), (defamed,))) == (
        "stories were defamed more often than there are Defamation cards")
    one = _story(Card.LOCAL, 1)
    assert _both(((one, one, one),)) == "stories[0] holds more than 2 stories"
