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

from pressroom.core.deck import Deck
from pressroom.core.frozen import replace
from pressroom.core.protocol import IllegalAction
from pressroom.core.rng import Rng
from pressroom.core.shown import shown
from pressroom.core.turns import Commitments
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
    NewsprintState,
    NewsprintView,
    Phase,
    Reaction,
    Story,
)

FULL: Hand = tuple(COPIES[card] for card in Card)


def committed(state: NewsprintState) -> tuple[bool, ...]:
    """Per seat, whether it has made its choice in the current simultaneous
    step; () when the step is one seat's turn."""
    if state.reaction is not None:
        return state.reaction.responses.committed()
    if state.phase is Phase.SCOOP:
        return state.picks.committed()
    if state.phase is Phase.REPORTER:
        return state.discards.committed()
    if state.phase is Phase.STORY:
        return state.committed.committed()
    return ()


def seat_view(state: NewsprintState, seat: int | None) -> NewsprintView:
    phase, reaction = state.phase, state.reaction
    own_discards = hand = marked = None
    pick = response = None
    draft = own_stories = None
    if seat is not None:
        own_discards = hands.cards(state.face_down[seat])
        hand = hands.cards(state.hands[seat])
        if phase is Phase.SCOOP:
            pick = state.picks.choices[seat]
        elif phase is Phase.REPORTER:
            marked = hands.cards(state.marked[seat])
        elif phase is Phase.STORY:
            draft, own_stories = state.drafts[seat], state.committed.choices[seat]
        if reaction is not None:
            response = reaction.responses.choices[seat]
    return NewsprintView(
        seat=seat,
        num_players=state.num_players,
        options=state.options,
        turn=state.turn,
        phase=phase,
        to_move=to_move(state),
        committed=committed(state),
        deck=state.deck.view(),
        discard_face_up=hands.cards(state.face_up),
        face_down=tuple(hands.size(h) for h in state.face_down),
        own_discards=own_discards,
        hand=hand,
        hand_sizes=tuple(hands.size(h) for h in state.hands),
        table=tuple(hands.cards(h) for h in state.table),
        circulation=state.circulation,
        scoop_round=state.scoop_round,
        pick=pick,
        marked=marked,
        order=state.order,
        current=state.current,
        passes=state.passes,
        played=state.played,
        reaction=reaction.stack if reaction is not None else (),
        response=response,
        wilds=state.wilds,
        extra=state.extra,
        editorials=state.editorials,
        draft=draft,
        own_stories=own_stories,
        stories=state.stories,
        history=state.history,
    )


def sample_state(view: NewsprintView, rng: Rng) -> NewsprintState:
    """A state whose view for ``view.seat`` is ``view``, every hidden part
    drawn with ``rng``."""
    n, seat = view.num_players, view.seat
    problem = _view_problem(view)
    if problem is not None:
        raise IllegalAction(f"not a view of a Newsprint game: {problem}")
    known = hands.of(view.discard_face_up)
    for cards in (*view.table, view.hand or (), view.own_discards or ()):
        known = hands.add(known, hands.of(cards))
    unseen = hands.remove(FULL, known)
    others = [q for q in range(n) if q != seat]
    places = view.deck.draw_size + sum(view.hand_sizes[q] + view.face_down[q] for q in others)
    if min(unseen) < 0 or hands.size(unseen) != places:
        raise IllegalAction("not a view of a Newsprint game: its cards do not add up to the deck")
    shuffled, rng = rng.shuffle(hands.cards(unseen))
    draw_pile, rest = shuffled[:view.deck.draw_size], shuffled[view.deck.draw_size:]
    held: list[Hand] = []
    face_down: list[Hand] = []
    for q in range(n):
        if q == seat:
            held.append(hands.of(view.hand or ()))
            face_down.append(hands.of(view.own_discards or ()))
            continue
        size, down = view.hand_sizes[q], view.face_down[q]
        held.append(hands.of(rest[:size]))
        face_down.append(hands.of(rest[size:size + down]))
        rest = rest[size + down:]
    face_up = hands.of(view.discard_face_up)
    discard_pile = hands.cards(face_up) + tuple(c for h in face_down for c in hands.cards(h))
    state = NewsprintState(
        num_players=n,
        options=view.options,
        rng=rng,
        turn=view.turn,
        phase=view.phase,
        deck=Deck(draw_pile, discard_pile),
        face_up=face_up,
        face_down=tuple(face_down),
        hands=tuple(held),
        table=tuple(hands.of(cards) for cards in view.table),
        circulation=view.circulation,
        scoop_round=view.scoop_round,
        order=view.order,
        current=view.current,
        passes=view.passes,
        played=view.played,
        wilds=view.wilds,
        extra=view.extra,
        editorials=view.editorials,
        stories=view.stories,
        history=view.history,
    )
    state, rng = _draw_secrets(state, view, rng)
    if state.deck.view() != view.deck:
        raise IllegalAction("not a view of a Newsprint game: its piles do not add up")
    return replace(state, rng=rng)


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
    if any(len(values) != n for values in per_seat) or len(view.committed) not in (0, n):
        return "a per-seat entry missing"
    if min(view.hand_sizes) < 0 or min(view.face_down) < 0 or view.deck.draw_size < 0:
        return "a negative size"
    if view.seat is not None and (view.hand is None or view.own_discards is None):
        return "the seat's own hand missing"
    if view.reaction and not 0 <= view.reaction[-1].player < n:
        return "a card played by no seat"
    return None


def _draw_secrets(
    state: NewsprintState, view: NewsprintView, rng: Rng
) -> tuple[NewsprintState, Rng]:
    """The secret choices: the seat's own from its view, every other
    seat's drawn among those its sampled hand allows."""
    if view.reaction:
        state, rng = _draw_answers(state, view, rng)
    if view.phase is Phase.SCOOP:
        return _draw_picks(state, view, rng)
    if view.phase is Phase.REPORTER:
        return _draw_set_aside(state, view, rng)
    if view.phase is Phase.STORY:
        return _draw_story_choices(state, view, rng)
    return state, rng


def _draw_answers(
    state: NewsprintState, view: NewsprintView, rng: Rng
) -> tuple[NewsprintState, Rng]:
    """Answers given to the card: allow, or negate if the hand allows it."""
    stack = view.reaction
    answers: list[bool | None] = []
    for q in range(state.num_players):
        if q == stack[-1].player:
            answers.append(False)  # a seat does not answer its own card
        elif not view.committed[q]:
            answers.append(None)
        elif q == view.seat:
            answers.append(view.response)
        else:
            negate, rng = rng.coin()
            answers.append(negate and state.hands[q][Card.FREEDOM_OF_THE_PRESS] > 0)
    return replace(state, reaction=Reaction(stack, Commitments(tuple(answers)))), rng


def _draw_picks(
    state: NewsprintState, view: NewsprintView, rng: Rng
) -> tuple[NewsprintState, Rng]:
    """The cards picked this Scoop round: any card of the picker's hand."""
    picks: list[Card | None] = []
    for q in range(state.num_players):
        if not view.committed[q]:
            picks.append(None)
        elif q == view.seat:
            picks.append(view.pick)
        else:
            card, rng = rng.choice(hands.cards(state.hands[q]))
            picks.append(card)
    return replace(state, picks=Commitments(tuple(picks))), rng


def _draw_set_aside(
    state: NewsprintState, view: NewsprintView, rng: Rng
) -> tuple[NewsprintState, Rng]:
    """The cards set aside in the Reporter phase: 0 to 5 of the hand, for
    the seats that are done and those still choosing alike."""
    marked: list[Hand] = []
    for q in range(state.num_players):
        if q == view.seat:
            marked.append(hands.of(view.marked or ()))
            continue
        most = min(MAX_REPORTER_DISCARDS, hands.size(state.hands[q]))
        count, rng = rng.randbelow(most + 1)
        aside, rng = hands.take_random(state.hands[q], count, rng)
        marked.append(aside)
    discards = tuple(marked[q] if done else None for q, done in enumerate(view.committed))
    return replace(state, marked=tuple(marked), discards=Commitments(discards)), rng


def _draw_story_choices(
    state: NewsprintState, view: NewsprintView, rng: Rng
) -> tuple[NewsprintState, Rng]:
    drafts: list[tuple[Story, ...]] = []
    stories: list[tuple[Story, ...] | None] = []
    for q in range(state.num_players):
        if q == view.seat:
            drafts.append(view.draft or ())
            stories.append(view.own_stories)
            continue
        draft, chosen, rng = _draw_stories(state, q, view.committed[q], rng)
        drafts.append(draft)
        stories.append(chosen)
    return replace(state, drafts=tuple(drafts), committed=Commitments(tuple(stories))), rng


def _draw_stories(
    state: NewsprintState, seat: int, done: bool, rng: Rng
) -> tuple[tuple[Story, ...], tuple[Story, ...] | None, Rng]:
    """A seat's secret stories: if it has committed, its stories (or none)
    drawn step by step among its legal choices; if not, under Extra! Extra!,
    perhaps a first story already drafted."""
    hand, wilds = state.hands[seat], state.wilds[seat]
    other_suit = state.options.extra_extra is ExtraExtra.OTHER_SUIT
    first: list[tuple[Story, ...]] = [
        (Story(suit, cards, used),)
        for suit, cards, used in story_choices(hand, wilds, (), other_suit)
    ]
    if not done:
        if not state.extra[seat]:
            return (), None, rng
        draft, rng = rng.choice([(), *first])
        return draft, None, rng
    if not can_form_story(hand, wilds):
        first.append(())  # no story
    chosen, rng = rng.choice(first)
    if chosen and state.extra[seat]:
        second = [
            (*chosen, Story(suit, cards, used))
            for suit, cards, used in story_choices(hand, wilds, chosen, other_suit)
        ]
        chosen, rng = rng.choice([chosen, *second])
    return (), chosen, rng
