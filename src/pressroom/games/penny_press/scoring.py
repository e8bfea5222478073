"""Scoring a front page, the end-game bonus, and the winner's tie-break."""

from __future__ import annotations

import attrs

from pressroom.core.ranking import Ties, ranked_bonuses
from pressroom.games.penny_press.components import EMPTY_PENALTY, PAGE, Beat, Story
from pressroom.games.penny_press.layout import occupied_mask
from pressroom.games.penny_press.state import FrontPage


@attrs.frozen
class PageScore:
    story_points: int
    empty_penalty: int
    unplaced_penalty: int

    @property
    def total(self) -> int:
        """A front page never scores below 0."""
        return max(0, self.story_points - self.empty_penalty - self.unplaced_penalty)


def score_front_page(
    page: FrontPage, values: tuple[int, ...], exclusive: Story | None
) -> PageScore:
    """Each placed story scores its beat's value (the exclusive twice); each
    empty square costs 2 in the top row and 1 elsewhere (the advertisement's
    square is filled); each claimed story that did not fit costs its beat's
    value."""
    story_points = sum(values[s.beat] for s, _ in page.placed)
    if exclusive is not None:
        story_points += values[exclusive.beat]
    ad = PAGE.mask([page.advertisement]) if page.advertisement is not None else 0
    filled = occupied_mask(page.placed, ad)
    empty = sum(
        EMPTY_PENALTY[row]
        for row in range(PAGE.height)
        for col in range(PAGE.width)
        if not filled >> (row * PAGE.width + col) & 1
    )
    unplaced = sum(values[s.beat] for s in page.to_place)
    return PageScore(story_points, empty, unplaced)


def stars(published: tuple[Story, ...], beat: Beat) -> int:
    return sum(s.stars for s in published if s.beat is beat)


def end_game_bonus(
    published: tuple[tuple[Story, ...], ...], bonus: tuple[int, ...]
) -> tuple[int, ...]:
    """In each beat the players with the most stars published score the bonus
    marker's value; ties all score in full; no stars, no bonus."""
    totals = [0] * len(published)
    for beat in Beat:
        counts = [stars(p, beat) for p in published]
        won = ranked_bonuses(counts, [c > 0 for c in counts], (bonus[beat],), Ties.COMPETITION)
        totals = [t + w for t, w in zip(totals, won, strict=True)]
    return tuple(totals)


def winners(
    circulation: tuple[int, ...], published: tuple[tuple[Story, ...], ...]
) -> tuple[int, ...]:
    """Highest circulation; then the most stories published; then shared."""
    ranks = [(c, len(p)) for c, p in zip(circulation, published, strict=True)]
    best = max(ranks)
    return tuple(seat for seat, rank in enumerate(ranks) if rank == best)


# The highest circulation a seat can reach, for `GameInfo.score_range`.
# A front page holds at most 6 stories (the smallest takes 2 of its 12
# squares), each worth at most 6 (the beat value's top), and the exclusive
# counts one of them twice: 42. A player goes to press at most 4 times (2-3
# players) or 3 times (4-5 players): a press taking the 4th (3rd) penny
# triggers the final edition, after which each player presses at most once.
# When another player presses, a player is scooped on at most 5 stories (it
# has 5 reporters), 3 points each: 15 a press, on at most (n - 1) x 4 (3)
# presses. The end-game bonus is at most 20 in each of the 5 beats: 100.
#   2 players: 4 x 42 + 1 x 4 x 15 + 100 = 328
#   3 players: 4 x 42 + 2 x 4 x 15 + 100 = 388
#   4 players: 3 x 42 + 3 x 3 x 15 + 100 = 361
#   5 players: 3 x 42 + 4 x 3 x 15 + 100 = 406
MAX_SCORE = 406
