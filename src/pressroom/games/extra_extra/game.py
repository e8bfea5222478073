"""Extra! Extra! as a `pressroom.core.protocol.Game`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from pressroom.core.codec import SavedFormCodec
from pressroom.core.info import GameInfo, options_info
from pressroom.core.protocol import GameBase
from pressroom.core.rng import Rng
from pressroom.games.extra_extra import rules, saved, scoring, view
from pressroom.games.extra_extra.actions import ACTION_TYPES, Action
from pressroom.games.extra_extra.check import check_state
from pressroom.games.extra_extra.components import (
    AD_PAY,
    FIRST_SALE_LIMIT,
    INCOME,
    MAX_REPORTERS,
    OFFHIRE_PAY,
    SALE_PRICE,
    SALES_PER_REPORTER,
    SCENARIOS,
)
from pressroom.games.extra_extra.moves import TABLE
from pressroom.games.extra_extra.options import Options
from pressroom.games.extra_extra.scoring import Scoresheet
from pressroom.games.extra_extra.state import (
    OVER,
    Activation,
    DeskTile,
    ExtraExtraState,
    ExtraExtraView,
    Holdings,
    Paper,
    Piles,
    PileView,
    PlacedTile,
    Player,
    PlayerView,
    StockView,
    Supply,
    Table,
    Tiles,
    Typesetting,
)

CODEC = SavedFormCodec(
    [*saved.SAVED_TYPES, Supply, Table, Tiles, ExtraExtraView, Options, Rng, Piles, Player,
     Holdings, Paper, PlacedTile, DeskTile, Activation, Typesetting, PileView, StockView,
     PlayerView, *ACTION_TYPES],
    state=ExtraExtraState, form=saved.ExtraExtraState,
    to_saved=saved.saved, from_saved=saved.state_of,
)

SEATS = tuple((seat,) for seat in range(6))  # to_move's answers, made once
MOST_ROUNDS = 40  # the largest round_limit choice
CARDS = 126 + 12 + 6  # deck cards, brown Stringers, Copy Editors
ACTIONS_PER_ACTIVATION = 150  # Typesetting: 48 stories lifted, put (or to the desk), pressed


def most_money(num_players: int) -> int:
    """Every dollar all players can ever hold: per round each gets $400
    income, at most $500 from Offhire (5 reporters) and $1500 from Sales
    (3 cards for each of 5 reporters); once, $600 of ads and $600 of
    first-round sales."""
    sales = MAX_REPORTERS * SALES_PER_REPORTER * SALE_PRICE
    per_round = INCOME + MAX_REPORTERS * OFFHIRE_PAY + sales
    once = sum(AD_PAY.values()) + FIRST_SALE_LIMIT * SALE_PRICE
    return num_players * (MOST_ROUNDS * per_round + once)


def longest_game(num_players: int) -> int:
    """A proven bound on the number of actions (docs: Decisions, the bound).
    Per round: a placement is at most 2 actions (space, fee; passes are
    automatic); reporters are placed at most 5n times plus once per
    displacement, and each displacement raises the fees lying on the board
    by at least $100, which never exceed all the money there is. Each of at
    most 5n activations takes at most 150 actions; the first round's sales
    7 per seat; the Stringers 1 per seat; the hand limit at most every card."""
    n = num_players
    placements = MAX_REPORTERS * n + most_money(n) // 100
    per_round = 2 * placements + MAX_REPORTERS * n * ACTIONS_PER_ACTIVATION + n + CARDS
    return MOST_ROUNDS * per_round + (FIRST_SALE_LIMIT + 1) * n


# The most CPs: base values at most 2.5 per square on at most 30 squares (75);
# at most 4 Interviews doubling a 15 (60); Extra! Extra! at most 1.5 per square
# (45); 6 Speciality tokens (18); two Gone to Press cards (25); the Copy Editor (3).
MOST_CP = 75 + 60 + 45 + 18 + 25 + 3


class ExtraExtra(GameBase[ExtraExtraState, Action, ExtraExtraView]):
    """Extra! Extra!: fill your newspaper with stories from the Editor's Desk.

    >>> from pressroom.games.extra_extra import EXTRA_EXTRA as game
    >>> state = game.new_game(num_players=3, seed=7)
    >>> game.to_move(state) == (state.current,)
    True
    """

    title: ClassVar[str] = "Extra! Extra!"
    name: ClassVar[str] = "extra-extra"
    rules_version: ClassVar[str] = "13"
    player_counts: ClassVar[range] = range(2, 7)

    def __init__(self) -> None:
        super().__init__(CODEC, ExtraExtraState, Action, ExtraExtraView, TABLE)
        self.info = GameInfo(
            name=self.name, title=self.title, player_counts=self.player_counts,
            simultaneous=False, information="imperfect", chance="seeded",
            longest_game={n: longest_game(n) for n in self.player_counts},
            score_range=(0, MOST_CP), options=options_info(Options),
            scenarios=tuple(str(n) for n in SCENARIOS),
        )

    def options_from(self, options: Mapping[str, Any] | None) -> Options:
        return Options.from_mapping(options)

    def setup(self, num_players: int, seed: int, options: Options) -> ExtraExtraState:
        return rules.setup(num_players, seed, options)

    def to_move(self, state: ExtraExtraState) -> tuple[int, ...]:
        prompt = state.prompt
        return () if prompt[0] is OVER else SEATS[prompt[1]]

    def scoresheets(self, state: ExtraExtraState) -> tuple[Scoresheet, ...]:
        """The itemised scoring (before the end: of the papers as they stand)."""
        return scoring.scoresheets(state)

    def scores(self, state: ExtraExtraState) -> tuple[int, ...]:
        return tuple(sheet.total for sheet in scoring.scoresheets(state))

    def winners(self, state: ExtraExtraState) -> tuple[int, ...]:
        return scoring.winners(state)

    def seat_view(self, state: ExtraExtraState, player: int | None) -> ExtraExtraView:
        return view.view(state, player)

    def sample_state(self, v: ExtraExtraView, rng: Rng) -> ExtraExtraState:
        return view.sample_state(v, rng)

    def determinize_state(self, state: ExtraExtraState, seat: int, rng: Rng) -> ExtraExtraState:
        """``sample_state(seat_view(state, seat), rng)`` drawn from the state
        without making the view (`view.determinize`)."""
        return view.determinize(state, seat, rng)

    def state_from_json(self, data: Any) -> ExtraExtraState:
        """The saved form decoded and the state it stands for built
        (`saved.state_and_read`), then checked as `check_state` checks
        it, given what the load read that the check would work out again."""
        state, read = saved.state_and_read(CODEC.decode(saved.ExtraExtraState, data))
        check_state(state, read)
        return state

    def check_state(self, state: ExtraExtraState) -> None:
        check_state(state)


EXTRA_EXTRA = ExtraExtra()
