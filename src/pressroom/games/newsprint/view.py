"""Hidden information: what one seat sees, and resampling what it cannot.

Hidden from a seat: other hands (only their sizes show), the deck order and
the discard pile (only pile sizes show), other seats' secret commitments
(picks, reporter discards, stories and answers to a card; only whether they
are made shows) and the RNG.
"""

from __future__ import annotations

from pressroom.core.deck import Deck
from pressroom.core.frozen import replace
from pressroom.core.rng import Rng
from pressroom.core.turns import Commitments, with_seat
from pressroom.games.newsprint import hand as hands
from pressroom.games.newsprint.actions import PlayStory
from pressroom.games.newsprint.components import Card
from pressroom.games.newsprint.hand import Hand
from pressroom.games.newsprint.rules import legal_actions, to_move
from pressroom.games.newsprint.state import NewsprintState, NewsprintView, Story


def view(state: NewsprintState, seat: int | None) -> NewsprintView:
    def own(values: tuple[Hand, ...]) -> Hand | None:
        return values[seat] if seat is not None and values else None

    reaction = state.reaction
    stories = state.committed.choices
    return NewsprintView(
        seat=seat,
        num_players=state.num_players,
        options=state.options,
        turn=state.turn,
        phase=state.phase,
        to_move=to_move(state),
        deck=state.deck.view(),
        hand=own(state.hands),
        hand_sizes=tuple(hands.size(h) for h in state.hands),
        table=state.table,
        circulation=state.circulation,
        scoop_round=state.scoop_round,
        pick=state.picks.choices[seat] if seat is not None and state.picks.choices else None,
        marked=own(state.marked),
        order=state.order,
        current=state.current,
        reaction_stack=reaction.stack if reaction else (),
        responded=reaction.responses.committed() if reaction else (),
        response=reaction.responses.choices[seat] if reaction and seat is not None else None,
        wilds=state.wilds,
        extra=state.extra,
        editorials=state.editorials,
        draft=state.drafts[seat] if seat is not None and state.drafts else (),
        committed=state.committed.committed(),
        own_stories=stories[seat] if seat is not None and stories else None,
        stories=state.stories,
        history=state.history,
    )


def determinize(state: NewsprintState, seat: int, seed: int) -> NewsprintState:
    """A state ``seat`` cannot tell from this one: the unseen cards (deck,
    discard pile, other hands) dealt anew, other seats' secret commitments
    chosen anew at random, and a fresh RNG."""
    rng = Rng.from_seed(seed)
    others = [s for s in range(state.num_players) if s != seat]
    unseen = state.deck.draw_pile + state.deck.discard_pile
    for other in others:
        unseen += hands.cards(state.hands[other])
    shuffled, rng = rng.shuffle(unseen)
    draw_size, discard_size = state.deck.size, len(state.deck.discard_pile)
    deck = Deck(shuffled[:draw_size], shuffled[draw_size:draw_size + discard_size])
    rest = shuffled[draw_size + discard_size:]
    new_hands = list(state.hands)
    for other in others:
        count = hands.size(state.hands[other])
        new_hands[other], rest = hands.of(rest[:count]), rest[count:]
    state = replace(state, deck=deck, hands=tuple(new_hands), rng=rng)
    for other in others:
        state = _recommit(state, other)
    return replace(state, rng=Rng.from_seed(seed ^ 0x5EED))


def _recommit(state: NewsprintState, seat: int) -> NewsprintState:
    """Replace ``seat``'s secret choices by random ones its new hand allows."""
    rng = state.rng
    if state.picks.choices and state.picks.choices[seat] is not None:
        card, rng = rng.choice(hands.cards(state.hands[seat]))
        state = replace(state, picks=state.picks.commit(seat, card))
    if state.marked:
        count = hands.size(state.marked[seat])
        marked, rng = hands.take_random(state.hands[seat], count, rng)
        state = replace(
            state, marked=with_seat(state.marked, seat, marked)
        )
        if state.discards.choices[seat] is not None:
            state = replace(state, discards=state.discards.commit(seat, marked))
    if state.drafts:
        state, rng = _recommit_stories(state, seat, rng)
    reaction = state.reaction
    if reaction is not None and reaction.responses.choices[seat] and seat not in to_move(state):
        # Only a holder of Freedom of the Press may have chosen to negate.
        holds = state.hands[seat][Card.FREEDOM_OF_THE_PRESS] > 0
        negate, rng = rng.coin()
        responses = reaction.responses.commit(seat, holds and negate)
        state = replace(state, reaction=replace(reaction, responses=responses))
    return replace(state, rng=rng)


def _recommit_stories(
    state: NewsprintState, seat: int, rng: Rng
) -> tuple[NewsprintState, Rng]:
    """Secret stories (a committed set, or a first story drafted under Extra!
    Extra!) are chosen again among the stories the new hand can form."""
    drafted, committed = state.drafts[seat], state.committed.choices[seat]
    if not drafted and committed is None:
        return state, rng
    cleared = replace(
        state,
        drafts=with_seat(state.drafts, seat, ()),
        committed=Commitments(with_seat(state.committed.choices, seat, None)),
    )
    wanted = len(committed) if committed is not None else len(drafted)
    stories: tuple[Story, ...] = ()
    for _ in range(wanted):
        probe = replace(
            cleared, drafts=with_seat(cleared.drafts, seat, stories)
        )
        options = [a for a in legal_actions(probe, seat) if isinstance(a, PlayStory)]
        if not options:
            break
        action, rng = rng.choice(options)
        stories += (Story(action.suit, action.cards, action.wilds),)
    if committed is None:
        return replace(cleared, drafts=with_seat(cleared.drafts, seat, stories)), rng
    return replace(cleared, committed=cleared.committed.commit(seat, stories)), rng
