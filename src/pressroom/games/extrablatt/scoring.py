"""Final Scoring, in the rulebook's order, with an itemised breakdown.

1. Bonus for the headline section (fewest empty squares 60000, runner-up 30000).
2. Remove ducks and adverts.
3. Bonus for the largest info sections (60000 / 30000 per section).
4. Remove the "small" layout cards: per headline only the largest total
   (article + picture) scores; ties all score; pictures always score.
5. Score the layout cards: edition marker x 1000, doubled in the headline section.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from pressroom.core.ranking import ranked_bonuses
from pressroom.games.extrablatt.components import (
    EDITION_POINTS,
    HEADLINE_BONUS,
    HEADLINE_MASK,
    HEADLINE_SECTION_FACTOR,
    HEADLINE_SQUARES,
    NUM_HEADLINES,
    SECTION_BONUS,
    SECTION_OF,
    Message,
    Section,
)
from pressroom.games.extrablatt.options import BonusTies
from pressroom.games.extrablatt.state import Card, Kind, Paper


@attrs.frozen(weakref_slot=False)
class StoryLine:
    """One article or picture at the final scoring."""

    headline: Message
    kind: Kind
    size: int
    edition: int | None
    front_page: bool  # in the headline section: scores double
    ducked: bool
    largest: bool  # its headline's total size in this paper is the largest
    points: int

    @property
    def title(self) -> str:
        return self.headline.title

    def __str__(self) -> str:
        what = "picture" if self.kind is Kind.PICTURE else "article"
        notes = [f"size {self.size}", f"marker {self.edition}"]
        if self.front_page:
            notes.append("headline section")
        if self.ducked:
            notes.append("duck")
        return f"{self.title} {what} ({', '.join(notes)}): {self.points}"


@attrs.frozen(weakref_slot=False)
class Scoresheet:
    """One paper's circulation, line by line."""

    empty_headline_squares: int
    headline_bonus: int
    section_sizes: tuple[int, ...]  # per Section, after removing ducks and adverts
    section_bonuses: tuple[int, ...]  # per Section
    stories: tuple[StoryLine, ...]

    @property
    def total(self) -> int:
        return (
            self.headline_bonus
            + sum(self.section_bonuses)
            + sum(line.points for line in self.stories)
        )

    def story_points(self, title: str, kind: Kind = Kind.ARTICLE) -> int:
        """The points of the story titled ``title`` (0 if there is none)."""
        return sum(
            line.points for line in self.stories if line.title == title and line.kind is kind
        )


def headline_section_bonuses(
    papers: Sequence[Paper], ties: BonusTies, needs_cover: bool = False
) -> tuple[tuple[int, ...], ...]:
    """(empty squares, bonus) per paper: "The player with the fewest empty
    spaces gains a bonus of 60000. The runner-up gets 30000." Ducked cards
    still cover squares: the bonus comes before they are removed. Every paper
    takes part, as the text sets no condition; with ``needs_cover`` (option
    `headline_bonus_needs_cover`) a paper with nothing in its headline
    section earns no bonus, as a section with nothing in it earns none."""
    empty = []
    for paper in papers:
        covered = 0
        for card in paper:
            covered |= card.mask & HEADLINE_MASK
        empty.append(HEADLINE_SQUARES - covered.bit_count())
    eligible = [not needs_cover or e < HEADLINE_SQUARES for e in empty]
    bonuses = ranked_bonuses([-e for e in empty], eligible, HEADLINE_BONUS, ties)
    return tuple(zip(empty, bonuses, strict=True))


def remove_ducks_and_adverts(paper: Paper) -> Paper:
    return tuple(card for card in paper if card.is_story and not card.duck)


def section_sizes(paper: Paper) -> tuple[int, ...]:
    sizes = [0] * len(Section)
    for card in paper:
        sizes[SECTION_OF[card.headline]] += card.size  # type: ignore[index]
    return tuple(sizes)


def largest_stories(papers: Sequence[Paper]) -> tuple[frozenset[Message], ...]:
    """Per paper, the headlines whose total size (article + picture) is the
    largest of all papers holding that headline (ties: all)."""
    totals = [[0] * NUM_HEADLINES for _ in papers]
    for seat, paper in enumerate(papers):
        for card in paper:
            totals[seat][card.headline] += card.size  # type: ignore[index]
    best = [max(t[h] for t in totals) for h in range(NUM_HEADLINES)]
    return tuple(
        frozenset(Message(h) for h in range(NUM_HEADLINES) if t[h] and t[h] == best[h])
        for t in totals
    )


def card_points(card: Card) -> int:
    factor = HEADLINE_SECTION_FACTOR if card.mask & HEADLINE_MASK else 1
    return (card.edition or 0) * EDITION_POINTS * factor


def final_scoring(
    papers: Sequence[Paper],
    ties: BonusTies = BonusTies.COMPETITION,
    headline_needs_cover: bool = False,
) -> tuple[Scoresheet, ...]:
    headline = headline_section_bonuses(papers, ties, headline_needs_cover)
    kept = [remove_ducks_and_adverts(paper) for paper in papers]
    sizes = [section_sizes(paper) for paper in kept]
    per_section = [
        ranked_bonuses(
            [s[sec] for s in sizes], [s[sec] > 0 for s in sizes], SECTION_BONUS, ties
        )
        for sec in Section
    ]
    largest = largest_stories(kept)
    sheets = []
    for seat, paper in enumerate(papers):
        lines = []
        for card in sorted(
            (c for c in paper if c.is_story),
            key=lambda c: (c.headline, c.kind is Kind.PICTURE),
        ):
            assert card.headline is not None
            wins = not card.duck and card.headline in largest[seat]
            # "Photos always score, unless covered by a Duck."
            scores = not card.duck and (wins or card.kind is Kind.PICTURE)
            lines.append(
                StoryLine(
                    card.headline, card.kind, card.size, card.edition,
                    bool(card.mask & HEADLINE_MASK), card.duck, wins,
                    card_points(card) if scores else 0,
                )
            )
        sheets.append(
            Scoresheet(
                headline[seat][0],
                headline[seat][1],
                sizes[seat],
                tuple(per_section[sec][seat] for sec in Section),
                tuple(lines),
            )
        )
    return tuple(sheets)
