"""Newsprint as a `pressroom.core.protocol.Game`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from pressroom.core.codec import SavedFormCodec
from pressroom.core.deck import DeckView
from pressroom.core.info import GameInfo, options_info
from pressroom.core.protocol import GameBase
from pressroom.core.rng import Rng
from pressroom.games.newsprint import check, rules, saved, view
from pressroom.games.newsprint.actions import ACTION_TYPES, Action
from pressroom.games.newsprint.components import (
    COPIES,
    EDITORIAL_CP,
    HIGHEST_STORY_CP,
    MAX_PLAYERS,
    MAX_REPORTER_DISCARDS,
    MAX_STORIES,
    MIN_PLAYERS,
    TURNS,
    Card,
    Kind,
)
from pressroom.games.newsprint.options import Options
from pressroom.games.newsprint.state import (
    Cards,
    NewsprintState,
    NewsprintView,
    Story,
    TurnReport,
    Writing,
)

# States are written and read in their saved form (see `saved`).
CODEC = SavedFormCodec(
    [*saved.SAVED_TYPES, NewsprintView, Options, Rng, DeckView, Cards, Writing, Story, TurnReport,
     *ACTION_TYPES],
    state=NewsprintState, form=saved.NewsprintState,
    to_saved=saved.saved, from_saved=saved.state_of,
)


def _copies(kind: Kind) -> int:
    return sum(COPIES[card] for card in Card if card.kind is kind)


def longest_game(n: int) -> int:
    """A proven bound on the number of actions in an ``n``-player game,
    whatever the options.

    Per turn:
    - Scoop phase: n rounds of n picks: n*n.
    - Reporter phase: each seat at most 5 discards and one done: 6n.
    - Story phase: each seat at most 2 actions (a story, then a second story
      or no story, or no story alone): 2n.
    - Cards played: a card played lies on the table until the End phase and
      no table card returns to a hand within the turn, so each copy is played
      at most once a turn: at most 12 Investigation and 6 Edit cards, and 2
      Freedoms of the Press.
    - Answers: each card played, and each Freedom of the Press when it may
      be countered, opens one window of at most n-1 answers: 20(n-1).
    - Turns of the Investigation and Edit phases (each ends with one done):
      n when the phase goes once round the table; until every seat passes
      in a row, no more than n-1 passes come between two turns in which a
      card was played, and n end the phase, so turns <= n(P + 1) with P the
      turns with a card played (P <= 12 and P <= 6): 13n and 7n.
    Together n*n + 6n + 2n + 18 + 20(n-1) + 13n + 7n = n*n + 48n - 2, times
    5 turns.
    """
    plays = _copies(Kind.INVESTIGATION) + _copies(Kind.EDIT)
    windows = plays + _copies(Kind.EVENT)
    turns = n * (_copies(Kind.INVESTIGATION) + 1) + n * (_copies(Kind.EDIT) + 1)
    per_turn = n * n + (MAX_REPORTER_DISCARDS + 1) * n + MAX_STORIES * n + plays \
        + windows * (n - 1) + turns
    return TURNS * per_turn


# A seat earns per turn at most 2 stories of at most 100 CP and 2 Editorials.
HIGHEST_SCORE = TURNS * (MAX_STORIES * HIGHEST_STORY_CP + EDITORIAL_CP * COPIES[Card.EDITORIAL])


class Newsprint(GameBase[NewsprintState, Action, NewsprintView]):
    """Newsprint: five turns of drafting, investigating and printing stories.

    >>> import pressroom
    >>> game = pressroom.get_game("newsprint")
    >>> state = game.new_game(num_players=3, seed=7)
    >>> game.to_move(state)
    (0, 1, 2)
    >>> game.info.longest_game[2], game.info.score_range
    (490, (0, 1050))
    """

    title: ClassVar[str] = "Newsprint"
    name: ClassVar[str] = "newsprint"
    rules_version: ClassVar[str] = "8"
    player_counts: ClassVar[range] = range(MIN_PLAYERS, MAX_PLAYERS + 1)
    info = GameInfo(
        name="newsprint",
        title="Newsprint",
        player_counts=player_counts,
        simultaneous=True,
        information="imperfect",
        chance="seeded",
        longest_game={n: longest_game(n) for n in player_counts},
        score_range=(0, HIGHEST_SCORE),
        options=options_info(Options),
    )

    def __init__(self) -> None:
        super().__init__(CODEC, NewsprintState, Action, NewsprintView, rules.TABLE)

    def options_from(self, options: Mapping[str, Any] | None) -> Options:
        return Options.from_mapping(options)

    def setup(self, num_players: int, seed: int, options: Options) -> NewsprintState:
        return rules.setup(num_players, seed, options)

    # Asked three or four times a step (remembered there): the rules'
    # function itself, where a method calling it cost a frame each time.
    to_move = staticmethod(rules.to_move)  # type: ignore[assignment]

    def scores(self, state: NewsprintState) -> tuple[int, ...]:
        """Circulation points; the most after 5 turns wins (ties share)."""
        return state.circulation

    def seat_view(self, state: NewsprintState, player: int | None) -> NewsprintView:
        return view.seat_view(state, player)

    def sample_state(self, seen: NewsprintView, rng: Rng) -> NewsprintState:
        return view.sample_state(seen, rng)

    # The state `sample_state` draws from the seat's view, drawn from the
    # state's public parts and the seat's own without making the view: the
    # sampler's function itself (a method calling it cost a frame).
    determinize_state = staticmethod(view.determinize)

    def state_from_json(self, data: Any) -> NewsprintState:
        """The saved form decoded, its record's rows turned into reports
        through the tables made at import, and the load check run on the
        state with the rows it decoded (the reports are made from them) and
        the rows' sums found with them."""
        form = CODEC.decode(saved.NewsprintState, data)
        state, sums = saved.state_and_sums(form)
        problem = check.state_problem(state, form.record, sums)
        if problem is not None:
            raise ValueError(f"malformed Newsprint state: {problem}")
        return state

    def check_state(self, state: NewsprintState) -> None:
        check.check_state(state)


NEWSPRINT = Newsprint()
