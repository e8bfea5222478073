"""Newsprint's printed components: the 70-card deck and the circulation chart.

Provenance: the "Common deck card list" and "Circulation chart" sections of
`newsprint.rulebook.txt` (five suits of 10 story cards, ten special cards with
2 copies each; points = cards squared, 1 to 100).
"""

from __future__ import annotations

import enum

from pressroom.core.enums import IndexEnum


class Kind(enum.Enum):
    STORY = "S"
    INVESTIGATION = "I"
    EDIT = "E"
    EVENT = "V"


class Card(IndexEnum):
    """A card's face. Cards of one face are interchangeable, so hands are
    counted per face (see `Hand`)."""

    INTERNATIONAL = 0
    NATIONAL = 1
    WASHINGTON = 2
    BUSINESS = 3
    LOCAL = 4
    RED_HERRING = 5
    STOP_THE_PRESSES = 6
    EXTRA_EXTRA = 7
    INVESTIGATIVE_REPORTING = 8
    FREELANCE_JOURNALIST = 9
    REWRITE = 10
    BREAK_THE_STORY = 11
    EDITORIAL = 12
    DEFAMATION = 13
    FREEDOM_OF_THE_PRESS = 14

    @property
    def title(self) -> str:
        return TITLES[self]

    @property
    def kind(self) -> Kind:
        return KINDS[self]

    def __str__(self) -> str:
        return self.title


# The card the hot paths name most, as a module constant: a member read off
# its enum class goes through the enum's __getattr__ hook (Python 3.11).
FREEDOM = Card.FREEDOM_OF_THE_PRESS

TITLES = {
    Card.INTERNATIONAL: "International",
    Card.NATIONAL: "National",
    Card.WASHINGTON: "Washington",
    Card.BUSINESS: "Business",
    Card.LOCAL: "Local",
    Card.RED_HERRING: "Red Herring",
    Card.STOP_THE_PRESSES: "Stop the Presses",
    Card.EXTRA_EXTRA: "Extra! Extra!",
    Card.INVESTIGATIVE_REPORTING: "Investigative Reporting",
    Card.FREELANCE_JOURNALIST: "Freelance Journalist",
    Card.REWRITE: "Rewrite",
    Card.BREAK_THE_STORY: "Break the Story",
    Card.EDITORIAL: "Editorial",
    Card.DEFAMATION: "Defamation",
    Card.FREEDOM_OF_THE_PRESS: "Freedom of the Press",
}

SUITS = (Card.INTERNATIONAL, Card.NATIONAL, Card.WASHINGTON, Card.BUSINESS, Card.LOCAL)

KINDS = {card: Kind.STORY for card in SUITS} | {
    Card.RED_HERRING: Kind.INVESTIGATION,
    Card.STOP_THE_PRESSES: Kind.INVESTIGATION,
    Card.EXTRA_EXTRA: Kind.INVESTIGATION,
    Card.INVESTIGATIVE_REPORTING: Kind.INVESTIGATION,
    Card.FREELANCE_JOURNALIST: Kind.INVESTIGATION,
    Card.REWRITE: Kind.INVESTIGATION,
    Card.BREAK_THE_STORY: Kind.EDIT,
    Card.EDITORIAL: Kind.EDIT,
    Card.DEFAMATION: Kind.EDIT,
    Card.FREEDOM_OF_THE_PRESS: Kind.EVENT,
}

COPIES = {card: 10 if card in SUITS else 2 for card in Card}

DECK_SIZE = sum(COPIES.values())  # 70

# "International stories earn CP as if they were 2 cards larger", and so on.
SUIT_MODIFIER = {
    Card.INTERNATIONAL: 2,
    Card.NATIONAL: 1,
    Card.WASHINGTON: 0,
    Card.BUSINESS: -1,
    Card.LOCAL: -2,
}

# The circulation chart: 1..10 story cards earn the square of their number.
CIRCULATION_CHART = {cards: cards * cards for cards in range(1, 11)}
LOWEST_STORY_CP = 1
HIGHEST_STORY_CP = 100

TURNS = 5
HAND_SIZE = 10  # Lead phase: "each player is dealt 10 cards"; Rewrite draws 10 too
# 10 cards per player from a 70-card deck: at most 7 players.
MIN_PLAYERS = 2
MAX_PLAYERS = DECK_SIZE // HAND_SIZE
MAX_STORIES = 2  # "one Story each"; Extra! Extra!: "you may play 2 Stories this turn"
MAX_REPORTER_DISCARDS = 5
EDITORIAL_CP = 5
BREAK_THE_STORY_BONUS = 2
RED_HERRING_DISCARDS = 2
INVESTIGATIVE_REPORTING_DRAWS = 2

# Cards targeting another seat, and cards targeting a story.
TARGETS_SEAT = frozenset({Card.RED_HERRING, Card.FREELANCE_JOURNALIST, Card.DEFAMATION})
TARGETS_STORY = frozenset({Card.BREAK_THE_STORY, Card.DEFAMATION})

BY_TITLE = {title.lower(): card for card, title in TITLES.items()}
