"""Extrablatt as a `pressroom.core.protocol.Game`."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any, ClassVar

from pressroom.core.codec import Codec
from pressroom.core.protocol import GameBase
from pressroom.core.rng import Rng
from pressroom.core.turns import Commitments
from pressroom.games.extrablatt import rules, view
from pressroom.games.extrablatt.actions import ACTION_TYPES, Action
from pressroom.games.extrablatt.components import (
    ALL_CHECKS,
    BOARD,
    COLUMNS,
    COPIES_PER_HEADLINE,
    DUCK_ADVERT,
    DUCK_ADVERT_MESSAGES,
    DUCK_ADVERT_TOKENS,
    EDITION_BLUE,
    EDITION_RED,
    EDITION_YELLOW,
    EXTRA_TURN_MARKERS,
    FULL_LAYOUT_STOCK,
    HEADLINES_PER_SECTION,
    NUM_HEADLINES,
    PICTURES_PER_SECTION,
    SIZE_INDEX,
    SIZES,
    TIME,
    TIME_CARDS,
    Section,
    orientations,
)
from pressroom.games.extrablatt.options import Options
from pressroom.games.extrablatt.scoring import Scoresheet, StoryLine, final_scoring
from pressroom.games.extrablatt.state import (
    Card,
    Exchange,
    ExtrablattState,
    ExtrablattView,
    Kind,
    Placing,
    TimePlay,
)

LAYOUT_ORIENTATIONS = frozenset(o for size in SIZES for o in orientations(size))
EDITIONS = (0, EDITION_YELLOW, EDITION_BLUE, EDITION_RED)

CODEC = Codec(
    [ExtrablattState, ExtrablattView, Options, Rng, Commitments, Card, Placing, TimePlay,
     Exchange, *ACTION_TYPES]
)


class Extrablatt(GameBase[ExtrablattState, Action, ExtrablattView]):
    """Extrablatt: lay out a newspaper from the FAX board, against the clock.

    >>> from pressroom.games.extrablatt import EXTRABLATT as game
    >>> state = game.new_game(num_players=3, seed=7)
    >>> game.to_move(state) == (state.start_player,)
    True
    """

    title: ClassVar[str] = "Extrablatt"
    name: ClassVar[str] = "extrablatt"
    rules_version: ClassVar[str] = "1"
    player_counts: ClassVar[range] = range(3, 5)

    def __init__(self) -> None:
        super().__init__(CODEC, ExtrablattState, Action)

    def options_from(self, options: Mapping[str, Any] | None) -> Options:
        return Options.from_mapping(options)

    def setup(self, num_players: int, seed: int, options: Options) -> ExtrablattState:
        return rules.setup(num_players, seed, options)

    def to_move(self, state: ExtrablattState) -> tuple[int, ...]:
        return rules.to_move(state)

    def legal_actions(self, state: ExtrablattState, player: int) -> tuple[Action, ...]:
        return rules.legal_actions(state, player)

    def apply(self, state: ExtrablattState, action: Action) -> ExtrablattState:
        return rules.apply(state, action)

    def why_illegal(self, state: ExtrablattState, action: object) -> str | None:
        return rules.why_illegal(state, action)

    def scoresheets(self, state: ExtrablattState) -> tuple[Scoresheet, ...]:
        """The itemised final scoring (before the end: of the papers as they
        stand, unmarked articles worth nothing yet)."""
        return final_scoring(state.papers, state.options.bonus_ties)

    def scores(self, state: ExtrablattState) -> tuple[int, ...]:
        """Circulation; final once the game is over."""
        return tuple(sheet.total for sheet in self.scoresheets(state))

    def seat_view(self, state: ExtrablattState, player: int | None) -> ExtrablattView:
        return view.view(state, player)

    def determinize(self, state: ExtrablattState, player: int, seed: int) -> ExtrablattState:
        return view.determinize(state, player, seed)

    def check_state(self, state: ExtrablattState) -> None:
        """Every component is somewhere, exactly once."""
        problem = conservation_problem(state)
        if problem:
            raise ValueError(f"malformed Extrablatt state: {problem}")


def conservation_problem(state: ExtrablattState) -> str | None:
    """None if every message, check, layout card, picture, marker and token is
    accounted for; else what is missing or extra."""
    n = state.num_players
    if n not in Extrablatt.player_counts:
        return f"{n!r} players"
    per_seat = (state.papers, state.layout, state.checks, state.markers)
    if any(len(x) != n for x in per_seat) or not 0 <= state.current < n:
        return "the seats do not match the player count"
    if len(state.fax) != COLUMNS or len(state.piles) != 3 or len(state.pictures) != len(Section):
        return "the FAX board has 5 columns, 3 piles and 6 picture supplies"
    messages: Counter[int] = Counter(state.removed)
    for group in (*state.fax, *state.piles):
        messages.update(group)
    for paper in state.papers:
        messages.update(card.headline for card in paper if card.kind is not Kind.ADVERT)
    expected = Counter({h: COPIES_PER_HEADLINE for h in range(NUM_HEADLINES)})
    expected[TIME], expected[DUCK_ADVERT] = TIME_CARDS, DUCK_ADVERT_MESSAGES
    if messages != expected:
        return "the 104 FAX messages are not all accounted for"
    in_play = sorted((*(v for hand in state.checks for v in hand), *state.checks_aside))
    if tuple(in_play) != ALL_CHECKS or any(len(hand) != 3 for hand in state.checks):
        return "the 12 checks are not all accounted for"
    for paper in state.papers:
        covered = 0
        for card in paper:
            problem = card_problem(card, n)
            if problem:
                return problem
            if card.mask & covered:
                return f"two layout cards overlap at ({card.row},{card.col})"
            covered |= card.mask
    for seat in range(n):
        owned = Counter(
            SIZE_INDEX[card.size] for paper in state.papers for card in paper if card.owner == seat
        )
        left = state.layout[seat]
        if len(left) != len(FULL_LAYOUT_STOCK) or any(
            left[i] + owned[i] != full for i, full in enumerate(FULL_LAYOUT_STOCK)
        ):
            return f"seat {seat}'s 25 layout cards are not all accounted for"
    pictures = Counter(
        card.headline // HEADLINES_PER_SECTION
        for paper in state.papers for card in paper if card.kind is Kind.PICTURE
    )
    if any(state.pictures[s] + pictures[s] != PICTURES_PER_SECTION for s in Section):
        return "the 12 picture cards are not all accounted for"
    if sum(state.markers) + state.marker_supply != EXTRA_TURN_MARKERS or min(state.markers) < 0:
        return "the 20 Extra Turn markers are not all accounted for"
    tokens = sum(
        card.kind is Kind.ADVERT or card.duck for paper in state.papers for card in paper
    )
    if tokens + state.token_supply != DUCK_ADVERT_TOKENS or state.token_supply < 0:
        return "the 14 Duck/Advert cards are not all accounted for"
    return None


def card_problem(card: Card, num_players: int) -> str | None:
    """What is wrong with a decoded layout card, if anything."""
    if (card.height, card.width) not in LAYOUT_ORIENTATIONS:
        return f"no layout card is {card.height}x{card.width}"
    rows, cols = BOARD.height - card.height, BOARD.width - card.width
    if not (0 <= card.row <= rows and 0 <= card.col <= cols):
        return f"a layout card at ({card.row},{card.col}) lies off the board"
    if not 0 <= card.owner < num_players:
        return f"a layout card belongs to seat {card.owner}"
    if (card.kind is Kind.ADVERT) != (card.headline == -1) or card.headline >= NUM_HEADLINES:
        return f"a {card.kind.value} card carries headline {card.headline}"
    if card.edition not in EDITIONS or (card.kind is Kind.ADVERT and (card.edition or card.duck)):
        return f"a card carries edition marker {card.edition}"
    return None


EXTRABLATT = Extrablatt()

__all__ = ["CODEC", "EXTRABLATT", "Extrablatt", "Scoresheet", "StoryLine", "conservation_problem"]
