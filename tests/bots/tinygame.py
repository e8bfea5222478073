"""High Card: a tiny game of hidden hands and secret simultaneous plays.

Built on the public engine (`GameBase` and `MoveTable`) only, it lets the
bots, the simulator and the command line be tested independently of the
big games. It has everything they must cope with: hidden hands and a
face-down deck, a sequential decision, a simultaneous secret one, options,
`sample`, `info` and a text drawing.

Rules: cards 1 to 9 are shuffled; each seat is dealt three, the rest form a
face-down deck. Each round the lead seat calls "high" or "low"; then every
seat secretly commits a card from its hand. When all are in, the cards are
revealed (they stay face up): the highest card wins on a "high" call, the
lowest on a "low" one, scoring a point. If the deck holds a card for
everyone, everyone draws one. The lead passes on; the game ends when the
hands are empty. The option ``head_start`` gives seat 0 a point to begin
with (a seat advantage for the balance tests to find).
"""

from __future__ import annotations

import enum
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, ClassVar

import attrs

from pressroom.bots.base import register_bot
from pressroom.bots.evaluation import register_evaluation
from pressroom.core.codec import Codec
from pressroom.core.engine import Move, MoveTable, Step
from pressroom.core.info import GameInfo, options_info
from pressroom.core.options import read_options
from pressroom.core.protocol import GameBase
from pressroom.core.rng import Rng
from pressroom.core.text import draw_table

CARDS = tuple(range(1, 10))
HAND = 3


class Call(enum.Enum):
    HIGH = "high"
    LOW = "low"


@attrs.frozen
class Options:
    head_start: bool = False


@attrs.frozen
class CallAction:
    player: int
    call: Call

    def __str__(self) -> str:
        return f"{self.player}:call {self.call.value}"


@attrs.frozen
class PlayCard:
    player: int
    card: int

    def __str__(self) -> str:
        return f"{self.player}:play {self.card}"


Action = CallAction | PlayCard


@attrs.frozen
class HighCardState:
    num_players: int
    options: Options
    hands: tuple[tuple[int, ...], ...]
    deck: tuple[int, ...]
    played: tuple[int, ...]
    commits: tuple[int | None, ...]
    points: tuple[int, ...]
    lead: int
    call: Call | None


@attrs.frozen
class HighCardView:
    seat: int | None
    num_players: int
    options: Options
    hand: tuple[int, ...] | None
    hand_sizes: tuple[int, ...]
    deck_size: int
    played: tuple[int, ...]
    committed: tuple[bool, ...]
    own_commit: int | None
    points: tuple[int, ...]
    lead: int
    call: Call | None

    def __str__(self) -> str:
        call = self.call.value if self.call else "not yet called"
        rows: list[tuple[object, ...]] = [("seat", "cards", "points", "committed")]
        for seat in range(self.num_players):
            mark = " (you)" if seat == self.seat else ""
            rows.append((f"{seat}{mark}", self.hand_sizes[seat], self.points[seat],
                         "yes" if self.committed[seat] else "no"))
        lines = [
            f"High Card: seat {self.lead} leads; the call is {call}",
            draw_table(rows),
            f"face up: {' '.join(map(str, self.played)) or '-'}; deck: {self.deck_size} cards",
        ]
        if self.hand is not None:
            lines.append(f"your hand: {' '.join(map(str, self.hand))}")
        if self.own_commit is not None:
            lines.append(f"you committed: {self.own_commit}")
        return "\n".join(lines)


def _step(state: HighCardState) -> str:
    if all(not hand for hand in state.hands) and all(c is None for c in state.commits):
        return "over"
    return "call" if state.call is None else "play"


def _legal_calls(state: HighCardState, seat: int) -> Iterator[CallAction]:
    return (CallAction(seat, call) for call in Call)


def _check_call(state: HighCardState, action: CallAction) -> str | None:
    return None if isinstance(action.call, Call) else "call high or low"


def _apply_call(state: HighCardState, action: CallAction) -> HighCardState:
    return attrs.evolve(state, call=action.call)


def _legal_plays(state: HighCardState, seat: int) -> Iterator[PlayCard]:
    return (PlayCard(seat, card) for card in state.hands[seat])


def _check_play(state: HighCardState, action: PlayCard) -> str | None:
    if action.card not in state.hands[action.player]:
        return f"card {action.card!r} is not in seat {action.player}'s hand"
    return None


def _apply_play(state: HighCardState, action: PlayCard) -> HighCardState:
    seat = action.player
    hands = list(state.hands)
    hands[seat] = tuple(c for c in hands[seat] if c != action.card)
    commits = list(state.commits)
    commits[seat] = action.card
    state = attrs.evolve(state, hands=tuple(hands), commits=tuple(commits))
    if any(c is None for c in commits):
        return state
    return _reveal(state)


def _reveal(state: HighCardState) -> HighCardState:
    cards = [c for c in state.commits if c is not None]
    best = max(cards) if state.call is Call.HIGH else min(cards)
    points = list(state.points)
    points[state.commits.index(best)] += 1
    hands, deck = state.hands, state.deck
    if len(deck) >= state.num_players and all(hands):
        hands = tuple(hand + (deck[i],) for i, hand in enumerate(hands))
        deck = deck[state.num_players:]
    return attrs.evolve(
        state, hands=tuple(tuple(sorted(h)) for h in hands), deck=deck,
        played=state.played + tuple(cards), commits=(None,) * state.num_players,
        points=tuple(points), lead=(state.lead + 1) % state.num_players, call=None,
    )


TABLE: MoveTable[HighCardState] = MoveTable(
    _step,
    {
        "call": Step("the call", (Move(CallAction, _legal_calls, _check_call, _apply_call),)),
        "play": Step("the play", (Move(PlayCard, _legal_plays, _check_play, _apply_play),)),
        "over": Step("the end of the game", ()),
    },
)

CODEC = Codec([HighCardState, HighCardView, Options, CallAction, PlayCard])


class HighCard(GameBase[HighCardState, Action, HighCardView]):
    name: ClassVar[str] = "high-card"
    title: ClassVar[str] = "High Card"
    rules_version: ClassVar[str] = "1"
    player_counts: ClassVar[range] = range(2, 4)
    info = GameInfo(
        name="high-card", title="High Card", player_counts=range(2, 4), simultaneous=True,
        information="imperfect", chance="seeded", longest_game={2: 20, 3: 24},
        score_range=(0, 5), options=options_info(Options),
    )

    def __init__(self) -> None:
        super().__init__(CODEC, HighCardState, Action, HighCardView, TABLE)

    def options_from(self, options: Mapping[str, Any] | None) -> Options:
        return read_options(Options, options, "High Card")

    def setup(self, num_players: int, seed: int, options: Options) -> HighCardState:
        cards, _ = Rng.from_seed(seed).shuffle(CARDS)
        hands = tuple(tuple(sorted(cards[i * HAND:(i + 1) * HAND])) for i in range(num_players))
        return HighCardState(
            num_players, options, hands, cards[num_players * HAND:], (),
            (None,) * num_players, (int(options.head_start),) + (0,) * (num_players - 1), 0,
            None,
        )

    def to_move(self, state: HighCardState) -> tuple[int, ...]:
        step = _step(state)
        if step == "over":
            return ()
        if step == "call":
            return (state.lead,)
        return tuple(seat for seat, c in enumerate(state.commits) if c is None)

    def scores(self, state: HighCardState) -> tuple[int, ...]:
        return state.points

    def seat_view(self, state: HighCardState, player: int | None) -> HighCardView:
        return HighCardView(
            player, state.num_players, state.options,
            None if player is None else state.hands[player],
            tuple(len(h) for h in state.hands), len(state.deck), state.played,
            tuple(c is not None for c in state.commits),
            None if player is None else state.commits[player],
            state.points, state.lead, state.call,
        )

    def sample_state(self, view: HighCardView, rng: Rng) -> HighCardState:
        seen = set(view.played) | set(view.hand or ()) | {view.own_commit} - {None}
        unseen, rng = rng.shuffle([c for c in CARDS if c not in seen])
        pool = list(unseen)
        hands, commits = [], []
        for seat in range(view.num_players):
            if seat == view.seat:
                hands.append(view.hand or ())
                commits.append(view.own_commit)
                continue
            commit = pool.pop() if view.committed[seat] else None
            hand = tuple(sorted(pool.pop() for _ in range(view.hand_sizes[seat])))
            hands.append(hand)
            commits.append(commit)
        return HighCardState(
            view.num_players, view.options, tuple(hands), tuple(pool), view.played,
            tuple(commits), view.points, view.lead, view.call,
        )


HIGH_CARD = HighCard()


def hand_strength(game: Any, state: HighCardState, seat: int) -> float:
    """Points first, then the cards in hand (high cards win more rounds)."""
    best_other = max(p for s, p in enumerate(state.points) if s != seat)
    return (state.points[seat] - best_other) + sum(state.hands[seat]) / 100


register_evaluation(HIGH_CARD.name, hand_strength)


class FaultyBot:
    """A bot that raises on its third decision when its seed is a multiple of
    three: games that fail, for the simulator's error reporting."""

    name = "faulty"

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.decisions = 0

    def choose(self, game: Any, view: Any, legal_actions: Sequence[Any]) -> Any:
        self.decisions += 1
        if self.decisions == 3 and self.seed % 3 == 0:
            raise RuntimeError("the faulty bot fails by design")
        return legal_actions[0]


register_bot("faulty", lambda seed, args: FaultyBot(seed))
