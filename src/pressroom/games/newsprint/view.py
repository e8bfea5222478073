"""Hidden information: what one seat sees, and a whole state drawn from it.

A seat sees its own hand and secret choices, every card on the table, the
cards in the discard pile that were seen face up (and its own face-down
discards), the sizes of the other hands, of the deck and of the other seats'
face-down discards, and whether each seat has made its choice in a
simultaneous step. It does not see other hands, the deck order, what the
other seats discarded face down, their secret choices (picks, cards set aside
in the Reporter phase, a first story drafted under Extra! Extra!, their
stories or "no story", their answers to a card) or the RNG.

`sample_state` builds a complete state from a view alone: the unseen cards
are dealt at random into the deck, the other hands and the other seats'
face-down discards (each place keeping the size the view shows), then each
other seat's committed secret choices are drawn at random among those its
sampled hand allows, and the state gets a fresh RNG.
"""

from __future__ import annotations

import itertools
import math
import operator
from typing import NamedTuple

from pressroom.core.deck import Deck
from pressroom.core.protocol import IllegalAction
from pressroom.core.rng import Rng
from pressroom.core.shown import shown
from pressroom.games.newsprint import hand as hands
from pressroom.games.newsprint.components import (
    COPIES,
    MAX_PLAYERS,
    MAX_REPORTER_DISCARDS,
    MIN_PLAYERS,
    Card,
)
from pressroom.games.newsprint.hand import Hand
from pressroom.games.newsprint.options import ExtraExtra
from pressroom.games.newsprint.rules import can_form_story, story_choices, to_move
from pressroom.games.newsprint.state import (
    Cards,
    Effects,
    Match,
    NewsprintState,
    NewsprintView,
    Phase,
    PhaseStep,
    Reaction,
    Reporting,
    Scoop,
    Story,
    Turns,
    Writing,
)

FULL = tuple(COPIES[card] for card in Card)


def committed(state: NewsprintState) -> tuple[bool, ...]:
    """Per seat, whether it has made its choice in the current simultaneous
    step; () when the step is one seat's turn."""
    step = state.step
    if isinstance(step, Turns):
        if step.reaction is None:
            return ()
        return tuple(c is not None for c in step.reaction.responses)
    if isinstance(step, Scoop):
        return tuple(c is not None for c in step.picks)
    if isinstance(step, Reporting):
        return tuple(c is not None for c in step.discards)
    if isinstance(step, Writing):
        return tuple(c is not None for c in step.committed)
    return ()


def seat_view(state: NewsprintState, seat: int | None) -> NewsprintView:
    phase, step, cards, effects = state.phase, state.step, state.cards, state.effects
    reaction = step.reaction if isinstance(step, Turns) else None
    own_discards = hand = marked = None
    pick = response = None
    draft = own_stories = None
    if seat is not None:
        own_discards = hands.cards(cards.face_down[seat])
        hand = hands.cards(cards.hands[seat])
        if isinstance(step, Scoop):
            pick = step.picks[seat]
        elif isinstance(step, Reporting):
            marked = hands.cards(step.marked[seat])
        elif isinstance(step, Writing):
            draft, own_stories = step.drafts[seat], step.committed[seat]
        if reaction is not None:
            response = reaction.responses[seat]
    turns = step if isinstance(step, Turns) else None
    # Positionally, in the order of the fields (a third faster than by name).
    return NewsprintView(
        seat,
        state.num_players,
        state.options,
        state.turn,
        phase,
        to_move(state),
        committed(state),
        cards.deck.view(),
        hands.cards(cards.face_up),
        tuple(map(hands.size, cards.face_down)),
        own_discards,
        hand,
        tuple(map(hands.size, cards.hands)),
        tuple(map(hands.cards, cards.table)),
        state.circulation,
        step.round if isinstance(step, Scoop) else None,
        pick,
        marked,
        turns.order if turns is not None else (),
        turns.current if turns is not None else None,
        turns.passes if turns is not None else 0,
        turns.played if turns is not None else False,
        reaction.stack if reaction is not None else (),
        response,
        effects.wilds,
        effects.extra,
        effects.editorials,
        draft,
        own_stories,
        effects.stories,
        state.history,
    )


def sample_state(view: NewsprintView, rng: Rng) -> NewsprintState:
    """A state whose view for ``view.seat`` is ``view``, every hidden part
    drawn with ``rng``. The state is built directly from the view and the
    draws; the strict load check is not run on it (the view's own checks
    below keep the draws well defined, and the tests compare samples with
    the rules)."""
    n, seat = view.num_players, view.seat
    problem = _view_problem(view)
    if problem is not None:
        raise IllegalAction(f"not a view of a Newsprint game: {problem}")
    # The cards seen, counted face by face before any is packed in a hand
    # (a hand holds at most 15 of a face).
    seen = [0] * len(FULL)
    for card in itertools.chain(view.discard_face_up, view.hand or (), view.own_discards or (),
                                *view.table):
        seen[card] += 1
    counts = tuple(map(operator.sub, FULL, seen))
    draw_size = view.deck.draw_size
    hand_sizes, down_sizes = view.hand_sizes, view.face_down
    places = draw_size + sum(hand_sizes) + sum(down_sizes)
    if seat is not None:
        places -= hand_sizes[seat] + down_sizes[seat]
    if min(counts) < 0 or sum(counts) != places:
        raise IllegalAction("not a view of a Newsprint game: its cards do not add up to the deck")
    # One random order of every unseen card deals them all: the draw pile,
    # then the other seats' face-down discards (so that the discard pile's
    # hidden part is one slice), then their hands. Each hand's slice is in
    # random order too, so the secret choices drawn from a hand take its
    # slice's first cards (see `Dealt`). `permute` draws the whole order as
    # one number.
    own_hand = hands.of(view.hand or ())
    own_down = hands.of(view.own_discards or ())
    face_up = hands.of(view.discard_face_up)
    table = tuple(map(hands.of, view.table))
    shuffled, rng = rng.permute(hands.listed(counts))
    of = hands.of
    face_down: list[Hand] = []
    start = draw_size
    for q in range(n):
        if q == seat:
            face_down.append(own_down)
        elif down_sizes[q]:
            end = start + down_sizes[q]
            face_down.append(of(shuffled[start:end]))
            start = end
        else:
            face_down.append(hands.EMPTY)
    # The pile's order is hidden (a view shows its size): the cards seen
    # face up, then the face-down ones.
    discard_pile = view.discard_face_up + (view.own_discards or ()) + shuffled[draw_size:start]
    if len(discard_pile) != view.deck.discard_size:
        raise IllegalAction("not a view of a Newsprint game: its piles do not add up")
    held: list[Hand] = []
    starts: list[int] = []
    for q in range(n):
        if q == seat:
            held.append(own_hand)
            starts.append(-1)
            continue
        end = start + hand_sizes[q]
        held.append(of(shuffled[start:end]))
        starts.append(start)
        start = end
    deck = Deck(shuffled[:draw_size], discard_pile)
    cards = Cards(deck, face_up, tuple(face_down), tuple(held), table)
    effects = Effects(view.wilds, view.extra, view.editorials, view.stories)
    step, rng = _draw_step(view, cards, Dealt(shuffled, starts), rng)
    match = Match(n, view.options, view.turn, view.circulation, view.history)
    return NewsprintState(match, rng, view.phase, cards, effects, step)


class Dealt(NamedTuple):
    """The sampled order of the unseen cards and where each seat's hand
    starts in it (-1 for the seat whose view it is)."""

    order: tuple[Card, ...]
    starts: list[int]

    def first(self, seat: int, count: int) -> tuple[Card, ...]:
        """``count`` cards of the seat's sampled hand, chosen at random."""
        start = self.starts[seat]
        return self.order[start:start + count]


def _view_problem(view: NewsprintView) -> str | None:
    """What makes a hand-made view one no state has, as far as sampling
    needs to know (views from `seat_view` have none)."""
    n = view.num_players
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        return f"{shown(n)} players"
    if view.seat is not None and not 0 <= view.seat < n:
        return f"seat {shown(view.seat)}"
    per_seat = (view.hand_sizes, view.face_down, view.table, view.circulation, view.wilds,
                view.extra, view.editorials)
    if set(map(len, per_seat)) != {n} or len(view.committed) not in (0, n):
        return "a per-seat entry missing"
    if min(view.hand_sizes) < 0 or min(view.face_down) < 0 or view.deck.draw_size < 0:
        return "a negative size"
    if view.seat is not None and (view.hand is None or view.own_discards is None):
        return "the seat's own hand missing"
    if view.reaction and not 0 <= view.reaction[-1].player < n:
        return "a card played by no seat"
    return None


def _draw_step(
    view: NewsprintView, cards: Cards, dealt: Dealt, rng: Rng
) -> tuple[PhaseStep | None, Rng]:
    """The phase's record, with its secret choices: the seat's own from its
    view, every other seat's drawn among those its sampled hand allows."""
    phase = view.phase
    if phase is Phase.SCOOP:
        return _draw_picks(view, dealt), rng
    if phase is Phase.REPORTER:
        return _draw_set_aside(view, dealt, rng)
    if phase is Phase.STORY:
        return _draw_story_choices(view, cards, rng)
    if phase is Phase.INVESTIGATION or phase is Phase.EDIT:
        reaction = None
        if view.reaction:
            reaction, rng = _draw_answers(view, cards, rng)
        current = view.current if view.current is not None else 0
        return Turns(view.order, current, view.passes, view.played, reaction), rng
    return None, rng


def _draw_answers(view: NewsprintView, cards: Cards, rng: Rng) -> tuple[Reaction, Rng]:
    """Answers given to the card: allow, or negate if the hand allows it."""
    stack = view.reaction
    answers: list[bool | None] = []
    coins, rng = rng.next_u64()  # one bit per seat
    for q in range(view.num_players):
        if q == stack[-1].player:
            answers.append(False)  # a seat does not answer its own card
        elif not view.committed[q]:
            answers.append(None)
        elif q == view.seat:
            answers.append(view.response)
        else:
            freedoms = hands.count(cards.hands[q], Card.FREEDOM_OF_THE_PRESS)
            answers.append(bool(coins >> q & 1) and freedoms > 0)
    return Reaction(stack, tuple(answers)), rng


def _draw_picks(view: NewsprintView, dealt: Dealt) -> Scoop:
    """The cards picked this Scoop round: any card of the picker's hand
    (the first of its randomly ordered slice)."""
    picks: list[Card | None] = []
    for q, done in enumerate(view.committed):
        if not done:
            picks.append(None)
        elif q == view.seat:
            picks.append(view.pick)
        elif not view.hand_sizes[q]:
            raise IllegalAction(f"not a view of a Newsprint game: seat {q} picked from no hand")
        else:
            picks.append(dealt.first(q, 1)[0])
    scoop_round = view.scoop_round if view.scoop_round is not None else 1
    return Scoop(scoop_round, tuple(picks))


def _draw_set_aside(view: NewsprintView, dealt: Dealt, rng: Rng) -> tuple[Reporting, Rng]:
    """The cards set aside in the Reporter phase: 0 to 5 of the hand (the
    first of its randomly ordered slice), for the seats that are done and
    those still choosing alike."""
    # Every other seat's count drawn as a digit of one number.
    mosts = [min(MAX_REPORTER_DISCARDS, size) + 1 for size in view.hand_sizes]
    number, rng = rng.randbelow(math.prod(mosts))
    marked: list[Hand] = []
    for q, most in enumerate(mosts):
        if q == view.seat:
            marked.append(hands.of(view.marked or ()))
            continue
        number, count = divmod(number, most)
        marked.append(hands.of(dealt.first(q, count)) if count else hands.EMPTY)
    discards = tuple(marked[q] if done else None for q, done in enumerate(view.committed))
    return Reporting(tuple(marked), discards), rng


def _draw_story_choices(view: NewsprintView, cards: Cards, rng: Rng) -> tuple[Writing, Rng]:
    drafts: list[tuple[Story, ...]] = []
    stories: list[tuple[Story, ...] | None] = []
    other_suit = view.options.extra_extra is ExtraExtra.OTHER_SUIT
    for q in range(view.num_players):
        if q == view.seat:
            drafts.append(view.draft or ())
            stories.append(view.own_stories)
            continue
        draft, chosen, rng = _draw_stories(
            cards.hands[q], view.wilds[q], view.extra[q], other_suit, view.committed[q], rng
        )
        drafts.append(draft)
        stories.append(chosen)
    return Writing(tuple(drafts), tuple(stories)), rng


def _draw_stories(
    hand: Hand, wilds: int, extra: bool, other_suit: bool, done: bool, rng: Rng
) -> tuple[tuple[Story, ...], tuple[Story, ...] | None, Rng]:
    """A seat's secret stories: if it has committed, its stories (or none)
    drawn step by step among its legal choices; if not, under Extra! Extra!,
    perhaps a first story already drafted. The choices are listed as plain
    tuples; only the one drawn becomes a `Story`."""
    if not done and not extra:
        return (), None, rng
    first: list[tuple[Card, int, int] | None] = list(story_choices(hand, wilds, (), other_suit))
    if not done or not can_form_story(hand, wilds):
        first.append(None)  # no draft yet, or no story
    picked, rng = rng.choice(first)
    chosen: tuple[Story, ...] = () if picked is None else (Story(*picked),)
    if not done:
        return chosen, None, rng
    if chosen and extra:
        second: list[tuple[Card, int, int] | None] = list(
            story_choices(hand, wilds, chosen, other_suit)
        )
        second.append(None)  # the first story alone
        picked, rng = rng.choice(second)
        if picked is not None:
            chosen = (*chosen, Story(*picked))
    return (), chosen, rng
