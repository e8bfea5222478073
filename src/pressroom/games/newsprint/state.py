"""Newsprint's immutable state and the view one seat has of it."""

from __future__ import annotations

import itertools
import operator
from collections.abc import Iterable
from typing import ClassVar

import attrs

from pressroom.core.deck import Deck, DeckView
from pressroom.core.enums import IndexEnum
from pressroom.core.frozen import builder, replace, through
from pressroom.core.rng import Rng
from pressroom.games.newsprint import hand
from pressroom.games.newsprint.actions import Play
from pressroom.games.newsprint.components import MAX_PLAYERS, MAX_REPORTER_DISCARDS, Card
from pressroom.games.newsprint.hand import UNIT, Hand
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


# The phases as module constants, for the hot paths: a member read off its
# enum class goes through the enum's __getattr__ hook (Python 3.11).
P_SCOOP, P_REPORTER, P_INVESTIGATION, P_STORY, P_EDIT, P_OVER = Phase


@attrs.frozen(weakref_slot=False)
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


@attrs.frozen(weakref_slot=False)
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
    before it. The answers of the current window are the state's
    ``responses`` (packed in its ``secrets``)."""

    stack: tuple[Play, ...]


@attrs.frozen(weakref_slot=False)
class Writing:
    """Story phase: a first story awaiting the second (Extra! Extra!) and
    the committed stories (None: not yet), secret until all are in."""

    drafts: tuple[tuple[Story, ...], ...]
    committed: tuple[tuple[Story, ...] | None, ...]


# The state is a small record over sub-records grouped by how often they
# change; every part a step leaves alone stays the very same object. Most
# steps are one seat's choice (a pick, a card set aside, an answer, the end
# of a turn): those change only small ints kept in the top record itself
# (`progress` and `secrets`), so such a step builds the top record and at
# most one int. (A record holding the phase's parts, rebuilt at every step,
# was a third of the bytes a game's states hold.)


@attrs.frozen(weakref_slot=False)
class Standings:
    """What changes once a turn, at its end: the turn, the circulation points
    and the `history` of the turns scored (the very `TurnReport` records a
    view shows, made once at the end of each turn and shared by every later
    state and view); and the players and the options. (The saved form keeps
    the history as rows of ints: see `record`.)"""

    num_players: int
    options: Options
    turn: int
    circulation: tuple[int, ...]
    history: tuple[TurnReport, ...]


@attrs.frozen(weakref_slot=False)
class Match:
    """What changes a few times a turn: the phase, the order of play
    (Investigation and Edit phases, () otherwise) and the turn's effects:
    wilds, Extra! Extra!, Editorials and the stories revealed; over the
    `Standings`, which change once a turn. (Every phase but the Reporter
    phase starts with a change to the order of play or the turn, so the
    phase is kept here rather than in the top record built at every
    step.)"""

    standings: Standings
    phase: Phase
    order: tuple[int, ...]
    wilds: tuple[int, ...]
    extra: tuple[bool, ...]
    editorials: tuple[int, ...]
    stories: tuple[tuple[Story, ...], ...]

    num_players: ClassVar[int] = through("standings.num_players")
    options: ClassVar[Options] = through("standings.options")
    turn: ClassVar[int] = through("standings.turn")
    circulation: ClassVar[tuple[int, ...]] = through("standings.circulation")
    history: ClassVar[tuple[TurnReport, ...]] = through("standings.history")


@attrs.frozen(weakref_slot=False)
class Cards:
    """Where the cards are, and the seeded randomness that moves them, every
    part one int (so a step that moves cards builds this record and a few
    ints, not tuples of them).

    ``rng``: the state of the `Rng`. ``hands``, ``table`` (cards played this
    turn, face up, until the End phase) and ``face_down``: one `Hand` per
    seat, seat s in the bits from 60 * s (see `seat_hand`). Who knows which
    cards lie in the discard pile (together they are its cards): those seen
    face up (``face_up``: played cards and stories, discarded in the End
    phase), and per seat those it discarded face down from its hand (only
    it knows them). A reshuffle mixes them all into the deck.

    The piles are cards in order, 4 bits each (the card's index + 1), the
    first in the lowest bits (see `pile_cards`). The draw pile is kept whole
    as shuffled (a draw moves ``drawn``, the count taken from its top,
    instead of building the rest), until a reshuffle makes a new one."""

    rng: int
    draw_pile: int
    drawn: int
    discard_pile: int
    face_up: Hand
    face_down: int
    hands: int
    table: int


CARDS = tuple(Card)
HAND_BITS = hand.BITS * hand.FACES
HAND_MASK = hand.LIMIT - 1


def seat_hand(packed: int, seat: int) -> Hand:
    """Seat ``seat``'s hand in ``hands``, ``table`` or ``face_down``."""
    return packed >> HAND_BITS * seat & HAND_MASK


def unpack_hands(packed: int, n: int) -> tuple[Hand, ...]:
    return tuple(packed >> HAND_BITS * seat & HAND_MASK for seat in range(n))


def pack_hands(per_seat: Iterable[Hand]) -> int:
    return sum(held << HAND_BITS * seat for seat, held in enumerate(per_seat))


HEX = "0123456789abcdef"
# A card as its pile digit (the card's index + 1, in hex), and back: piles
# are packed and read with C-level translations, not a loop per card.
TO_DIGIT = bytes.maketrans(bytes(range(len(CARDS))), HEX[1:len(CARDS) + 1].encode())
CARD_OF_CODE = (None, *CARDS)


def pile_size(pile: int) -> int:
    return (pile.bit_length() + 3) // 4


def pile_cards(pile: int) -> tuple[Card, ...]:
    """The cards of a pile, first (the top of a draw pile) first."""
    if not pile:
        return ()
    codes = f"{pile:x}".encode().translate(hand.HEX_DIGITS)[::-1]
    return tuple(map(CARD_OF_CODE.__getitem__, codes))  # type: ignore[arg-type]


def pack_pile(cards: Iterable[int]) -> int:
    """The pile of ``cards`` (cards, or their faces' bytes), the first in
    the lowest bits."""
    text = bytes(cards).translate(TO_DIGIT)[::-1]
    return int(text, 16) if text else 0


def pile_hand(pile: int) -> Hand:
    """The cards of a pile, as a hand."""
    return sum(map(PILE_UNIT.__getitem__, f"{pile:x}")) if pile else 0


PILE_UNIT = {HEX[card + 1]: UNIT[card] for card in Card}


# `progress`, by phase: the Scoop round (1 to n); in the Reporter phase the
# seats that are done (bit s for seat s); in the Investigation and Edit
# phases `current` + 8 * `passes` + 64 * `played`; 0 otherwise.
CURRENT_BITS = 3
PLAYED = 1 << 2 * CURRENT_BITS
SEAT_MASK = (1 << CURRENT_BITS) - 1
# `secrets`, by phase, one slot per seat (seat s in the slot s from the
# lowest bits), 0 meaning "not yet": a Scoop pick in 4 bits (the card's
# index + 1); the cards set aside in the Reporter phase in 20 bits (up to
# 5 cards, each its index + 1 in 4 bits, in face order from the lowest);
# the answers to a card in 2 bits (1 allow, 2 negate). 0 otherwise.
PICK_BITS = 4
MARK_BITS = 4 * MAX_REPORTER_DISCARDS
ANSWER_BITS = 2
NIBBLE = 15
ALLOW_CODE, NEGATE_CODE = 1, 2


def pack_turn(current: int, passes: int, played: bool) -> int:
    return current | passes << CURRENT_BITS | (PLAYED if played else 0)


def pack_picks(picks: tuple[Card | None, ...]) -> int:
    return sum((0 if card is None else card + 1) << PICK_BITS * seat
               for seat, card in enumerate(picks))


def unpack_picks(secrets: int, n: int) -> tuple[Card | None, ...]:
    codes = (secrets >> PICK_BITS * seat & NIBBLE for seat in range(n))
    return tuple(CARDS[code - 1] if code else None for code in codes)


def mark_code(held: Hand) -> int:
    """One seat's cards set aside (at most 5) as its slot of ``secrets``."""
    code = 0
    for card in reversed(hand.cards(held)):
        code = code << 4 | card + 1
    return code


def marked_hand(code: int) -> Hand:
    """The cards one seat's slot of ``secrets`` sets aside."""
    held = 0
    while code:
        held += UNIT[(code & NIBBLE) - 1]
        code >>= 4
    return held


def pack_marked(marked: tuple[Hand, ...]) -> int:
    return sum(mark_code(held) << MARK_BITS * seat for seat, held in enumerate(marked))


def unpack_marked(secrets: int, n: int) -> tuple[Hand, ...]:
    mask = (1 << MARK_BITS) - 1
    return tuple(marked_hand(secrets >> MARK_BITS * seat & mask) for seat in range(n))


def pack_answers(responses: tuple[bool | None, ...]) -> int:
    return sum((0 if answer is None else NEGATE_CODE if answer else ALLOW_CODE)
               << ANSWER_BITS * seat for seat, answer in enumerate(responses))


ANSWERS = (None, False, True, True)


def unpack_answers(secrets: int, n: int) -> tuple[bool | None, ...]:
    return tuple(ANSWERS[secrets >> ANSWER_BITS * seat & 3] for seat in range(n))


TURN_PHASES = frozenset({Phase.INVESTIGATION, Phase.EDIT})


@attrs.frozen(weakref_slot=False)
class NewsprintState:
    """A game of Newsprint: the `Match` (with the phase), the `Cards`, and the
    phase's step: ``progress`` and ``secrets`` (small ints, see above) and
    ``pending``, the Story phase's `Writing` or a card's `Reaction` awaiting
    answers (else None). The read-only properties below name the parts
    wherever they live, in their plain form (the empty value outside their
    phase)."""

    match: Match
    cards: Cards
    progress: int
    secrets: int
    pending: Reaction | Writing | None

    def __str__(self) -> str:
        from pressroom.games.newsprint.text import draw_state

        return draw_state(self)

    num_players: ClassVar[int] = through("match.standings.num_players")
    options: ClassVar[Options] = through("match.standings.options")
    turn: ClassVar[int] = through("match.standings.turn")
    phase: ClassVar[Phase] = through("match.phase")
    circulation: ClassVar[tuple[int, ...]] = through("match.standings.circulation")
    history: ClassVar[tuple[TurnReport, ...]] = through("match.standings.history")
    order: ClassVar[tuple[int, ...]] = through("match.order")
    wilds: ClassVar[tuple[int, ...]] = through("match.wilds")
    extra: ClassVar[tuple[bool, ...]] = through("match.extra")
    editorials: ClassVar[tuple[int, ...]] = through("match.editorials")
    stories: ClassVar[tuple[tuple[Story, ...], ...]] = through("match.stories")
    face_up: ClassVar[Hand] = through("cards.face_up")

    @property
    def rng(self) -> Rng:
        return Rng(self.cards.rng)

    @property
    def face_down(self) -> tuple[Hand, ...]:
        return unpack_hands(self.cards.face_down, self.match.num_players)

    @property
    def hands(self) -> tuple[Hand, ...]:
        return unpack_hands(self.cards.hands, self.match.num_players)

    @property
    def table(self) -> tuple[Hand, ...]:
        return unpack_hands(self.cards.table, self.match.num_players)

    @property
    def deck(self) -> Deck[Card]:
        """The deck as its two piles (built when asked)."""
        cards = self.cards
        return Deck(pile_cards(cards.draw_pile)[cards.drawn:], pile_cards(cards.discard_pile))

    @property
    def scoop_round(self) -> int | None:
        return self.progress if self.phase is Phase.SCOOP else None

    @property
    def picks(self) -> tuple[Card | None, ...]:
        if self.phase is not Phase.SCOOP:
            return ()
        return unpack_picks(self.secrets, self.match.num_players)

    @property
    def marked(self) -> tuple[Hand, ...]:
        if self.phase is not Phase.REPORTER:
            return ()
        return unpack_marked(self.secrets, self.match.num_players)

    @property
    def discards(self) -> tuple[Hand | None, ...]:
        """The cards set aside by the seats that are done (None: not yet)."""
        if self.phase is not Phase.REPORTER:
            return ()
        return tuple(marked if self.progress >> seat & 1 else None
                     for seat, marked in enumerate(self.marked))

    @property
    def current(self) -> int | None:
        return self.progress & SEAT_MASK if self.phase in TURN_PHASES else None

    @property
    def passes(self) -> int:
        return self.progress >> CURRENT_BITS & SEAT_MASK if self.phase in TURN_PHASES else 0

    @property
    def played(self) -> bool:
        return self.phase in TURN_PHASES and self.progress & PLAYED != 0

    @property
    def reaction(self) -> Reaction | None:
        pending = self.pending
        return pending if type(pending) is Reaction else None

    @property
    def responses(self) -> tuple[bool | None, ...]:
        """The answers to the card awaiting them (None: not yet), () if none."""
        if type(self.pending) is not Reaction:
            return ()
        return unpack_answers(self.secrets, self.match.num_players)

    @property
    def drafts(self) -> tuple[tuple[Story, ...], ...]:
        pending = self.pending
        return pending.drafts if type(pending) is Writing else ()

    @property
    def committed(self) -> tuple[tuple[Story, ...] | None, ...]:
        pending = self.pending
        return pending.committed if type(pending) is Writing else ()


# The rules rebuild records positionally (`core.frozen.replace`), faster
# than `attrs.evolve`.
evolve = replace


# The records built whole on the hot paths (a step, a sample, a load): each
# slot set directly, where attrs' frozen `__init__` stores through a slower
# path.
new_cards = builder(Cards)
new_standings = builder(Standings)
new_match = builder(Match)
new_state = builder(NewsprintState)


def waiting(choices: tuple[object, ...]) -> tuple[int, ...]:
    """The seats whose secret choice is still to come (None)."""
    return tuple(itertools.compress(SEATS, map(operator.is_, choices, NONES)))


SEATS = range(MAX_PLAYERS)
NONES = (None,) * MAX_PLAYERS
# Per player count: every seat's 0 and every seat's False, kept once (per-seat
# fields hold them again and again).
ZEROS = tuple((0,) * n for n in range(MAX_PLAYERS + 1))
NOS = tuple((False,) * n for n in range(MAX_PLAYERS + 1))


@attrs.frozen(weakref_slot=False)
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
