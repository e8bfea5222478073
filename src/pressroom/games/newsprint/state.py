"""Newsprint's immutable state and the view one seat has of it."""

from __future__ import annotations

import enum
from typing import Any

import attrs

from pressroom.core.deck import Deck, DeckView
from pressroom.core.rng import Rng
from pressroom.core.turns import Commitments
from pressroom.games.newsprint.actions import Play
from pressroom.games.newsprint.components import Card
from pressroom.games.newsprint.hand import Hand
from pressroom.games.newsprint.options import Options

# No commitments are pending outside the phase that collects them.
NONE_PENDING: Commitments[Any] = Commitments(())


class Phase(enum.Enum):
    """The phases that ask for decisions. Lead, Circulation and End need
    none: they run inside the transitions that finish the phase before."""

    SCOOP = "scoop"
    REPORTER = "reporter"
    INVESTIGATION = "investigation"
    STORY = "story"
    EDIT = "edit"
    OVER = "over"


@attrs.frozen
class Story:
    """A story on the table: ``cards`` cards of ``suit`` and ``wilds`` Stop the
    Presses; ``breaks`` Break the Story cards; ``defamed`` if discarded."""

    suit: Card
    cards: int
    wilds: int = 0
    breaks: int = 0
    defamed: bool = False

    @property
    def size(self) -> int:
        """Cards that count toward the Inside Scoop (Break the Story doesn't)."""
        return self.cards + self.wilds


@attrs.frozen
class TurnReport:
    """What one Circulation phase paid: per seat, each story's points and the
    Editorial points."""

    turn: int
    stories: tuple[tuple[Story, ...], ...]
    story_points: tuple[tuple[int, ...], ...]
    editorial_points: tuple[int, ...]

    def total(self, seat: int) -> int:
        return sum(self.story_points[seat]) + self.editorial_points[seat]


@attrs.frozen
class Reaction:
    """A card waiting for the other seats' answer: ``stack[0]`` is the card
    played; each later entry a Freedom of the Press played against the one
    before it. ``responses`` collects the current window's secret answers."""

    stack: tuple[Play, ...]
    responses: Commitments[bool]


@attrs.frozen
class NewsprintState:
    num_players: int
    options: Options
    rng: Rng
    turn: int
    phase: Phase
    deck: Deck[Card]
    hands: tuple[Hand, ...]
    table: tuple[Hand, ...]  # cards played this turn, face up, until the End phase
    circulation: tuple[int, ...]
    # Scoop phase: round number and the secret picks of this round.
    scoop_round: int = 0
    picks: Commitments[Card] = NONE_PENDING
    # Reporter phase: cards set aside so far (secret) and who has finished.
    marked: tuple[Hand, ...] = ()
    discards: Commitments[Hand] = NONE_PENDING
    # Investigation and Edit phases: order of play and whose turn it is.
    order: tuple[int, ...] = ()
    current: int = 0
    reaction: Reaction | None = None
    # Effects that last for the turn.
    wilds: tuple[int, ...] = ()
    extra: tuple[bool, ...] = ()
    editorials: tuple[int, ...] = ()
    # Story phase: a first story awaiting the second (Extra! Extra!), the
    # committed stories (secret until all are in), then the stories revealed.
    drafts: tuple[tuple[Story, ...], ...] = ()
    committed: Commitments[tuple[Story, ...]] = NONE_PENDING
    stories: tuple[tuple[Story, ...], ...] = ()
    history: tuple[TurnReport, ...] = ()


@attrs.frozen
class NewsprintView:
    """What ``seat`` may see (``seat`` None: what everyone may see).

    Other seats' hands are counts, the deck is two pile sizes, and secret
    commitments show only whether they have been made.
    """

    seat: int | None
    num_players: int
    options: Options
    turn: int
    phase: Phase
    to_move: tuple[int, ...]
    deck: DeckView
    hand: Hand | None
    hand_sizes: tuple[int, ...]
    table: tuple[Hand, ...]
    circulation: tuple[int, ...]
    scoop_round: int
    pick: Card | None
    marked: Hand | None
    order: tuple[int, ...]
    current: int
    reaction_stack: tuple[Play, ...]
    responded: tuple[bool, ...]
    response: bool | None
    wilds: tuple[int, ...]
    extra: tuple[bool, ...]
    editorials: tuple[int, ...]
    draft: tuple[Story, ...]
    committed: tuple[bool, ...]
    own_stories: tuple[Story, ...] | None
    stories: tuple[tuple[Story, ...], ...]
    history: tuple[TurnReport, ...]
