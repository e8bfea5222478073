"""Extrablatt's immutable state and the view one seat has of it."""

from __future__ import annotations

import enum
import functools

import attrs

from pressroom.core.rng import Rng
from pressroom.core.turns import Commitments
from pressroom.games.extrablatt.components import BOARD, Section
from pressroom.games.extrablatt.options import Options


class Step(enum.Enum):
    """The decision the game waits for."""

    CHOOSE = "choose"  # the current seat: take, remove, challenge, extra turn or pass
    SIZE = "size"  # the placing seat chooses a layout card size
    PLACE = "place"  # the placing seat lays it
    CHECKS = "checks"  # challenger and opponent each commit a check in secret
    DUCK = "duck"  # the winner of a duck exchange chooses the article
    PILE = "pile"  # the current seat chooses the pile that refills the columns
    OVER = "over"


class Kind(enum.Enum):
    ARTICLE = "article"
    PICTURE = "picture"
    ADVERT = "advert"


@functools.cache
def rect_mask(row: int, col: int, height: int, width: int) -> int:
    """The board mask of a height x width rectangle at (row, col)."""
    line = (1 << width) - 1
    return sum(line << ((row + r) * BOARD.width + col) for r in range(height))


@attrs.frozen(cache_hash=True)
class Card:
    """A layout card on a paper: its squares, the set it came from (``owner``),
    the headline on it (-1 for an advert), its edition marker (0 unmarked,
    10, 20, 30) and whether a duck sits on it."""

    row: int
    col: int
    height: int
    width: int
    owner: int
    kind: Kind
    headline: int = -1
    edition: int = 0
    duck: bool = False

    @property
    def size(self) -> int:
        return self.height * self.width

    @property
    def mask(self) -> int:
        return rect_mask(self.row, self.col, self.height, self.width)

    @property
    def is_story(self) -> bool:
        """Articles and pictures; adverts are in no section."""
        return self.kind is not Kind.ADVERT

    def with_edition(self, edition: int) -> Card:
        return Card(self.row, self.col, self.height, self.width, self.owner, self.kind,
                    self.headline, edition, self.duck)

    def with_duck(self) -> Card:
        return Card(self.row, self.col, self.height, self.width, self.owner, self.kind,
                    self.headline, self.edition, True)


Paper = tuple[Card, ...]  # cards in the order they were placed


@attrs.frozen
class Placing:
    """A layout card being placed by seat ``by`` on ``paper``'s newspaper:
    an article or picture of ``headline`` (from the column of the turn), or an
    advert; ``size`` is 0 until chosen."""

    by: int
    paper: int
    kind: Kind
    headline: int = -1
    size: int = 0


@attrs.frozen
class TimePlay:
    """A Time Card (or Duck/Advert card) being played: the challenger, the
    opponent, the column it lies in, duck or advert, the announced section
    (ducks) and the secret checks (non-participants are filled with 0)."""

    challenger: int
    opponent: int
    column: int
    duck: bool
    section: Section | None
    checks: Commitments[int]


@attrs.frozen
class Exchange:
    """The last check exchange, revealed: the checks played and the winner.
    After it the challenger holds ``opponent_check`` and vice versa."""

    challenger: int
    opponent: int
    challenger_check: int
    opponent_check: int
    winner: int

    @property
    def loser(self) -> int:
        return self.opponent if self.winner == self.challenger else self.challenger


@attrs.frozen
class ExtrablattState:
    num_players: int
    options: Options
    rng: Rng
    step: Step
    start_player: int
    current: int  # whose turn it is
    round: int  # 1 + times the turn came back to the start player
    extra: int  # 0: a plain turn; 1: an Extra Turn marker was spent; 2: the extra turn
    passes: int  # consecutive passes; a full table of passes ends a blocked game
    papers: tuple[Paper, ...]
    layout: tuple[tuple[int, ...], ...]  # each seat's unplayed layout cards, counts per size
    checks: tuple[tuple[int, ...], ...]  # each seat's checks, ascending
    checks_aside: tuple[int, ...]  # the set removed with 3 players (face down)
    markers: tuple[int, ...]  # Extra Turn markers held
    marker_supply: int  # Extra Turn markers in the box
    token_supply: int  # small Duck/Advert cards in the supply
    pictures: tuple[int, ...]  # photo cards left per section
    fax: tuple[tuple[int, ...], ...]  # the 5 columns; index 0 is the lowest message
    piles: tuple[tuple[int, ...], ...]  # starting, speed, normal; index 0 is the top
    removed: tuple[int, ...]  # messages out of the game, in order
    time_cards_placed: int  # Time Cards placed on the FAX board so far
    column: int = -1  # the column taken from during this turn's placement
    placing: Placing | None = None
    time_play: TimePlay | None = None
    exchange: Exchange | None = None  # the last revealed check exchange
    blocked: bool = False  # the game ended because no seat could act

    @property
    def clock(self) -> int:
        """The hour the pointer shows, 0 for 12 o'clock."""
        return self.time_cards_placed % 12


@attrs.frozen
class ExtrablattView:
    """What ``seat`` may see (``seat`` None: what everyone may see).

    Hidden: the order and content of the FAX piles (only their sizes show),
    other seats' checks (only how many), the set of checks put aside, the
    other seat's uncommitted check in an exchange, and the RNG.
    """

    seat: int | None
    num_players: int
    options: Options
    step: Step
    to_move: tuple[int, ...]
    start_player: int
    current: int
    round: int
    extra: int
    passes: int
    papers: tuple[Paper, ...]
    layout: tuple[tuple[int, ...], ...]
    checks: tuple[int, ...] | None
    check_counts: tuple[int, ...]
    markers: tuple[int, ...]
    marker_supply: int
    token_supply: int
    pictures: tuple[int, ...]
    fax: tuple[tuple[int, ...], ...]
    pile_sizes: tuple[int, ...]
    removed: tuple[int, ...]
    time_cards_placed: int
    column: int
    placing: Placing | None
    challenger: int
    opponent: int
    challenge_column: int
    duck: bool
    section: Section | None
    committed: tuple[bool, ...]
    own_check: int | None
    exchange: Exchange | None
    blocked: bool
