"""Newsprint's immutable state and the view one seat has of it."""

from __future__ import annotations

import itertools
import operator
from typing import ClassVar

import attrs

from pressroom.core.deck import Deck, DeckView
from pressroom.core.enums import IndexEnum
from pressroom.core.frozen import replace, through
from pressroom.core.rng import Rng
from pressroom.games.newsprint.actions import Play
from pressroom.games.newsprint.components import MAX_PLAYERS, Card
from pressroom.games.newsprint.hand import Hand
from pressroom.games.newsprint.options import Options


class Phase(IndexEnum):
    """The phases that ask for decisions. Lead, Circulation and End need
    none: they run inside the transitions that finish the phase before."""

    SCOOP = 0
    REPORTER = 1
    INVESTIGATION = 2
    STORY = 3
    EDIT = 4
    OVER = 5

    @property
    def words(self) -> str:
        return "the game's end" if self is Phase.OVER else f"the {self.name.title()} phase"


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

    def __str__(self) -> str:
        text = f"{self.suit.title} x{self.cards}"
        if self.wilds:
            text += f" +{self.wilds} wild"
        if self.breaks:
            text += f" +{self.breaks} break"
        return text + (" (defamed)" if self.defamed else "")


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


@attrs.frozen(weakref_slot=False)
class Reaction:
    """A card waiting for the other seats' answer: ``stack[0]`` is the card
    played; each later entry a Freedom of the Press played against the one
    before it. ``responses`` collects the current window's secret answers
    (True: negate, None: not yet answered); the slot of the seat that played
    ``stack[-1]`` is filled with False, since it does not answer its own
    card."""

    stack: tuple[Play, ...]
    responses: tuple[bool | None, ...]


# The state is a small record over sub-records grouped by how often they
# change: a step rebuilds the top record and the one sub-record it touches,
# and every other part stays the very same object (a Scoop pick builds the
# picks, a `Scoop` and the top record, nothing else). Fewer top-level fields
# also make each rebuild cheaper: with 29 flat fields, rebuilding the state
# took about a quarter of a random playout's time. The top record is built
# at every step, so what changes at most once a turn lives in `Match`.


@attrs.frozen(weakref_slot=False)
class Match:
    """What changes at most once a turn: the players, the options, the
    turn, the circulation points and the history of the turns scored."""

    num_players: int
    options: Options
    turn: int
    circulation: tuple[int, ...]
    history: tuple[TurnReport, ...]


@attrs.frozen(weakref_slot=False)
class Cards:
    """Where the cards are. Who knows which cards lie in the discard pile
    (together they are its cards): those seen face up (played cards and
    stories, discarded in the End phase), and per seat those it discarded
    face down from its hand (only it knows them). A reshuffle mixes them all
    into the deck. ``table``: cards played this turn, face up, until the End
    phase."""

    deck: Deck[Card]
    face_up: Hand
    face_down: tuple[Hand, ...]
    hands: tuple[Hand, ...]
    table: tuple[Hand, ...]


@attrs.frozen(weakref_slot=False)
class Effects:
    """Effects that last for the turn, and the stories revealed this turn."""

    wilds: tuple[int, ...]
    extra: tuple[bool, ...]
    editorials: tuple[int, ...]
    stories: tuple[tuple[Story, ...], ...]


@attrs.frozen(weakref_slot=False)
class Scoop:
    """Scoop phase: the round number and the secret picks of this round."""

    round: int
    picks: tuple[Card | None, ...]


@attrs.frozen(weakref_slot=False)
class Reporting:
    """Reporter phase: the cards each seat has set aside so far (secret) and,
    for the seats that have finished, the cards set aside (committed)."""

    marked: tuple[Hand, ...]
    discards: tuple[Hand | None, ...]


@attrs.frozen(weakref_slot=False)
class Turns:
    """Investigation and Edit phases: order of play, whose turn it is (an
    index into ``order``), how many turns in a row were passes, whether the
    current seat has played a card this turn, and a card awaiting answers."""

    order: tuple[int, ...]
    current: int
    passes: int = 0
    played: bool = False
    reaction: Reaction | None = None


@attrs.frozen(weakref_slot=False)
class Writing:
    """Story phase: a first story awaiting the second (Extra! Extra!) and
    the committed stories (None: not yet), secret until all are in."""

    drafts: tuple[tuple[Story, ...], ...]
    committed: tuple[tuple[Story, ...] | None, ...]


PhaseStep = Scoop | Reporting | Turns | Writing


@attrs.frozen(weakref_slot=False)
class NewsprintState:
    """A game of Newsprint. ``step`` holds what the current phase needs: a
    `Scoop`, `Reporting`, `Turns` (Investigation and Edit) or `Writing`
    (Story), None once the game is over. The read-only properties below
    name the parts wherever they live (with the empty value outside their
    phase)."""

    match: Match
    rng: Rng
    phase: Phase
    cards: Cards
    effects: Effects
    step: PhaseStep | None

    def __str__(self) -> str:
        from pressroom.games.newsprint.text import draw_state

        return draw_state(self)

    num_players: ClassVar[int] = through("match.num_players")
    options: ClassVar[Options] = through("match.options")
    turn: ClassVar[int] = through("match.turn")
    circulation: ClassVar[tuple[int, ...]] = through("match.circulation")
    history: ClassVar[tuple[TurnReport, ...]] = through("match.history")

    @property
    def deck(self) -> Deck[Card]:
        return self.cards.deck

    @property
    def face_up(self) -> Hand:
        return self.cards.face_up

    @property
    def face_down(self) -> tuple[Hand, ...]:
        return self.cards.face_down

    @property
    def hands(self) -> tuple[Hand, ...]:
        return self.cards.hands

    @property
    def table(self) -> tuple[Hand, ...]:
        return self.cards.table

    @property
    def wilds(self) -> tuple[int, ...]:
        return self.effects.wilds

    @property
    def extra(self) -> tuple[bool, ...]:
        return self.effects.extra

    @property
    def editorials(self) -> tuple[int, ...]:
        return self.effects.editorials

    @property
    def stories(self) -> tuple[tuple[Story, ...], ...]:
        return self.effects.stories

    @property
    def scoop_round(self) -> int | None:
        step = self.step
        return step.round if type(step) is Scoop else None

    @property
    def picks(self) -> tuple[Card | None, ...]:
        step = self.step
        return step.picks if type(step) is Scoop else ()

    @property
    def marked(self) -> tuple[Hand, ...]:
        step = self.step
        return step.marked if type(step) is Reporting else ()

    @property
    def discards(self) -> tuple[Hand | None, ...]:
        step = self.step
        return step.discards if type(step) is Reporting else ()

    @property
    def order(self) -> tuple[int, ...]:
        step = self.step
        return step.order if type(step) is Turns else ()

    @property
    def current(self) -> int | None:
        step = self.step
        return step.current if type(step) is Turns else None

    @property
    def passes(self) -> int:
        step = self.step
        return step.passes if type(step) is Turns else 0

    @property
    def played(self) -> bool:
        step = self.step
        return step.played if type(step) is Turns else False

    @property
    def reaction(self) -> Reaction | None:
        step = self.step
        return step.reaction if type(step) is Turns else None

    @property
    def drafts(self) -> tuple[tuple[Story, ...], ...]:
        step = self.step
        return step.drafts if type(step) is Writing else ()

    @property
    def committed(self) -> tuple[tuple[Story, ...] | None, ...]:
        step = self.step
        return step.committed if type(step) is Writing else ()


# The rules rebuild records positionally (`core.frozen.replace`), faster
# than `attrs.evolve`.
evolve = replace


def waiting(choices: tuple[object, ...]) -> tuple[int, ...]:
    """The seats whose secret choice is still to come (None)."""
    return tuple(itertools.compress(SEATS, map(operator.is_, choices, NONES)))


SEATS = range(MAX_PLAYERS)
NONES = (None,) * MAX_PLAYERS


@attrs.frozen
class NewsprintView:
    """What ``seat`` may see (``seat`` None: what everyone may see).

    Cards are shown by name (sorted tuples of `Card`). Other seats' hands are
    sizes only, the deck is its two pile sizes, the discard pile shows the
    cards seen face up (and the seat's own face-down discards), and the
    other seats' secret choices show only whether they have been made
    (``committed``).
    """

    seat: int | None
    num_players: int
    options: Options
    turn: int
    phase: Phase
    to_move: tuple[int, ...]
    committed: tuple[bool, ...]
    """In a simultaneous step (a Scoop round, the Reporter phase, the Story
    phase, the answers to a card): whether each seat has made its choice."""
    deck: DeckView
    discard_face_up: tuple[Card, ...]
    """Cards in the discard pile that every seat saw face up."""
    face_down: tuple[int, ...]
    """Per seat, how many cards it discarded face down from its hand."""
    own_discards: tuple[Card, ...] | None
    """The seat's own face-down discards (None in the public view)."""
    hand: tuple[Card, ...] | None
    hand_sizes: tuple[int, ...]
    table: tuple[tuple[Card, ...], ...]
    circulation: tuple[int, ...]
    scoop_round: int | None
    pick: Card | None
    marked: tuple[Card, ...] | None
    order: tuple[int, ...]
    current: int | None
    passes: int
    played: bool
    reaction: tuple[Play, ...]
    response: bool | None
    wilds: tuple[int, ...]
    extra: tuple[bool, ...]
    editorials: tuple[int, ...]
    draft: tuple[Story, ...] | None
    own_stories: tuple[Story, ...] | None
    stories: tuple[tuple[Story, ...], ...]
    history: tuple[TurnReport, ...]

    def __str__(self) -> str:
        from pressroom.games.newsprint.text import draw_view

        return draw_view(self)
