"""Newsprint's transitions, in the order of the rulebook's turn sequence.

Every function takes a state and returns a new one. `why_illegal` explains
what is wrong with an action; `legal_actions` lists exactly the candidates it
accepts, so the two can never disagree.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from pressroom.core.deck import Deck
from pressroom.core.frozen import replace
from pressroom.core.protocol import IllegalAction, turn_error
from pressroom.core.rng import Rng
from pressroom.core.turns import Commitments, left_of, lowest_first, seat_order, with_seat
from pressroom.games.newsprint import hand as hands
from pressroom.games.newsprint.actions import (
    ACTION_TYPES,
    Action,
    Allow,
    Discard,
    Done,
    Negate,
    NoStory,
    Pick,
    Play,
    PlayStory,
)
from pressroom.games.newsprint.components import (
    COPIES,
    HAND_SIZE,
    INVESTIGATIVE_REPORTING_DRAWS,
    MAX_REPORTER_DISCARDS,
    RED_HERRING_DISCARDS,
    SUITS,
    TARGETS_SEAT,
    TARGETS_STORY,
    TURNS,
    Card,
    Kind,
)
from pressroom.games.newsprint.hand import Hand
from pressroom.games.newsprint.options import Options
from pressroom.games.newsprint.scoring import circulation_phase
from pressroom.games.newsprint.state import NONE_PENDING, NewsprintState, Phase, Reaction, Story

PHASE_KIND = {Phase.INVESTIGATION: Kind.INVESTIGATION, Phase.EDIT: Kind.EDIT}


def _draw(state: NewsprintState, seat: int, n: int) -> NewsprintState:
    """``seat`` draws ``n`` cards; an empty deck is refilled from the discard."""
    drawn, deck, rng = state.deck.draw(n, state.rng)
    new_hand = hands.add(state.hands[seat], hands.of(drawn))
    return replace(state, deck=deck, rng=rng, hands=with_seat(state.hands, seat, new_hand))


def _discard_from_hand(state: NewsprintState, seat: int, cards: Hand) -> NewsprintState:
    deck = state.deck.discard(hands.cards(cards))
    new_hand = hands.remove(state.hands[seat], cards)
    return replace(state, deck=deck, hands=with_seat(state.hands, seat, new_hand))


def _to_table(state: NewsprintState, seat: int, cards: Hand) -> NewsprintState:
    """Cards played leave the hand and lie face up until the End phase."""
    return replace(
        state,
        hands=with_seat(state.hands, seat, hands.remove(state.hands[seat], cards)),
        table=with_seat(state.table, seat, hands.add(state.table[seat], cards)),
    )


# -- Setup ------------------------------------------------------------------


def full_deck() -> tuple[Card, ...]:
    return tuple(card for card in Card for _ in range(COPIES[card]))


def setup(num_players: int, seed: int, options: Options) -> NewsprintState:
    """Shuffle the deck, then play the first turn's Lead phase."""
    deck, rng = Deck.shuffled(full_deck(), Rng.from_seed(seed))
    n = num_players
    state = NewsprintState(
        num_players=n,
        options=options,
        rng=rng,
        turn=1,
        phase=Phase.SCOOP,
        deck=deck,
        hands=(hands.EMPTY,) * n,
        table=(hands.EMPTY,) * n,
        circulation=(0,) * n,
    )
    return lead_phase(state)


# -- 1. Lead phase ----------------------------------------------------------


def lead_phase(state: NewsprintState) -> NewsprintState:
    """Each player is dealt 10 cards; then the Scoop phase begins."""
    n = state.num_players
    state = replace(
        state,
        wilds=(0,) * n,
        extra=(False,) * n,
        editorials=(0,) * n,
        stories=((),) * n,
    )
    for seat in range(n):
        state = _draw(state, seat, HAND_SIZE)
    return start_scoop_round(state, 1)


# -- 2. Scoop phase ---------------------------------------------------------


def start_scoop_round(state: NewsprintState, scoop_round: int) -> NewsprintState:
    return replace(
        state,
        phase=Phase.SCOOP,
        scoop_round=scoop_round,
        picks=Commitments.empty(state.num_players),
    )


def pick(state: NewsprintState, action: Pick) -> NewsprintState:
    picks = state.picks.commit(action.player, action.card)
    state = replace(state, picks=picks)
    return pass_left(state) if picks.all_in else state


def pass_left(state: NewsprintState) -> NewsprintState:
    """Every picked card goes to the picker's left; repeat once per player."""
    n = state.num_players
    new_hands = list(state.hands)
    for seat, card in enumerate(state.picks.choices):
        assert card is not None
        new_hands[seat] = hands.add_card(new_hands[seat], card, -1)
        receiver = left_of(seat, n)
        new_hands[receiver] = hands.add_card(new_hands[receiver], card)
    state = replace(state, hands=tuple(new_hands))
    if state.scoop_round < n:
        return start_scoop_round(state, state.scoop_round + 1)
    return start_reporter_phase(state)


# -- 3. Reporter phase ------------------------------------------------------


def start_reporter_phase(state: NewsprintState) -> NewsprintState:
    n = state.num_players
    return replace(
        state,
        phase=Phase.REPORTER,
        scoop_round=0,
        picks=NONE_PENDING,
        marked=(hands.EMPTY,) * n,
        discards=Commitments.empty(n),
    )


def mark_discard(state: NewsprintState, action: Discard) -> NewsprintState:
    seat = action.player
    marked = hands.add_card(state.marked[seat], action.card)
    return replace(state, marked=with_seat(state.marked, seat, marked))


def finish_reporting(state: NewsprintState, seat: int) -> NewsprintState:
    discards = state.discards.commit(seat, state.marked[seat])
    state = replace(state, discards=discards)
    return draw_replacements(state) if discards.all_in else state


def draw_replacements(state: NewsprintState) -> NewsprintState:
    """All discards go to the discard pile, then each seat in turn draws as
    many cards as it discarded."""
    marked = state.marked
    for seat in range(state.num_players):
        state = _discard_from_hand(state, seat, marked[seat])
    for seat in range(state.num_players):
        state = _draw(state, seat, hands.size(marked[seat]))
    state = replace(state, marked=(), discards=NONE_PENDING)
    return start_turns_in_order(state, Phase.INVESTIGATION)


# -- 4. Investigation phase and 6. Edit phase -------------------------------


def start_turns_in_order(state: NewsprintState, phase: Phase) -> NewsprintState:
    """Start with the player with the fewest circulation points and go
    clockwise; a tie is settled by a coin flip."""
    clockwise = state.options.order_of_play == "clockwise"
    order, rng = lowest_first(state.circulation, state.rng, clockwise)
    return replace(state, phase=phase, order=order, current=0, rng=rng)


def current_seat(state: NewsprintState) -> int:
    return state.order[state.current]


def finish_turn(state: NewsprintState) -> NewsprintState:
    """The current player is done; after the last one the phase ends."""
    if state.current + 1 < len(state.order):
        return replace(state, current=state.current + 1)
    if state.phase is Phase.INVESTIGATION:
        return start_story_phase(replace(state, order=(), current=0))
    return end_phase(circulate(state))


def play_card(state: NewsprintState, action: Play) -> NewsprintState:
    """The card goes on the table; every other seat may answer it with a
    Freedom of the Press before it takes effect."""
    state = _to_table(state, action.player, hands.of([action.card]))
    return open_reaction(state, (action,))


def open_reaction(state: NewsprintState, stack: tuple[Play, ...]) -> NewsprintState:
    others = [s for s in range(state.num_players) if s != stack[-1].player]
    responses = Commitments.waiting_for(others, state.num_players, False)
    return replace(state, reaction=Reaction(stack, responses))


def respond(state: NewsprintState, action: Allow | Negate) -> NewsprintState:
    assert state.reaction is not None
    responses = state.reaction.responses.commit(action.player, isinstance(action, Negate))
    state = replace(state, reaction=Reaction(state.reaction.stack, responses))
    return close_reaction(state) if responses.all_in else state


def close_reaction(state: NewsprintState) -> NewsprintState:
    """The first seat clockwise from the card's player that chose to negate
    plays its Freedom of the Press; others who also chose to keep theirs."""
    assert state.reaction is not None
    stack, answers = state.reaction.stack, state.reaction.responses.choices
    negaters = [s for s in seat_order(stack[-1].player, state.num_players) if answers[s]]
    if not negaters:
        return resolve_stack(replace(state, reaction=None), stack)
    freedom = Play(negaters[0], Card.FREEDOM_OF_THE_PRESS)
    state = _to_table(state, freedom.player, hands.of([freedom.card]))
    if state.options.freedom_counters_freedom:
        return open_reaction(state, (*stack, freedom))
    return resolve_stack(replace(state, reaction=None), (*stack, freedom))


def resolve_stack(state: NewsprintState, stack: tuple[Play, ...]) -> NewsprintState:
    """The last card of the stack stands; each Freedom of the Press that
    stands negates the card below it. The played card takes effect if an even
    number of Freedoms were played against the chain."""
    negated = (len(stack) - 1) % 2 == 1
    return state if negated else EFFECTS[stack[0].card](state, stack[0])


def red_herring(state: NewsprintState, play: Play) -> NewsprintState:
    """Opponent must discard 2 random cards."""
    assert play.target is not None
    lost, rng = hands.take_random(state.hands[play.target], RED_HERRING_DISCARDS, state.rng)
    return _discard_from_hand(replace(state, rng=rng), play.target, lost)


def stop_the_presses(state: NewsprintState, play: Play) -> NewsprintState:
    """Wild card: it counts as a card of any suit in your story this turn."""
    seat = play.player
    return replace(state, wilds=with_seat(state.wilds, seat, state.wilds[seat] + 1))


def extra_extra(state: NewsprintState, play: Play) -> NewsprintState:
    """You may play 2 stories this turn."""
    seat = play.player
    return replace(state, extra=with_seat(state.extra, seat, True))


def investigative_reporting(state: NewsprintState, play: Play) -> NewsprintState:
    """Draw 2 cards."""
    return _draw(state, play.player, INVESTIGATIVE_REPORTING_DRAWS)


def freelance_journalist(state: NewsprintState, play: Play) -> NewsprintState:
    """Steal 1 random card from an opponent."""
    assert play.target is not None
    stolen, rng = hands.take_random(state.hands[play.target], 1, state.rng)
    new_hands = with_seat(state.hands, play.target, hands.remove(state.hands[play.target], stolen))
    new_hands = with_seat(new_hands, play.player, hands.add(new_hands[play.player], stolen))
    return replace(state, hands=new_hands, rng=rng)


def rewrite(state: NewsprintState, play: Play) -> NewsprintState:
    """Discard your hand and draw 10 new cards."""
    state = _discard_from_hand(state, play.player, state.hands[play.player])
    return _draw(state, play.player, HAND_SIZE)


def _change_story(
    state: NewsprintState, seat: int, index: int, change: Callable[[Story], Story]
) -> NewsprintState:
    seat_stories = state.stories[seat]
    new = with_seat(seat_stories, index, change(seat_stories[index]))
    return replace(state, stories=with_seat(state.stories, seat, new))


def break_the_story(state: NewsprintState, play: Play) -> NewsprintState:
    """Your story counts as if it were 2 cards larger (not for the Inside
    Scoop)."""
    assert play.story is not None
    return _change_story(
        state, play.player, play.story, lambda s: replace(s, breaks=s.breaks + 1)
    )


def editorial(state: NewsprintState, play: Play) -> NewsprintState:
    """Worth 5 CP in this turn's Circulation phase."""
    seat = play.player
    editorials = with_seat(state.editorials, seat, state.editorials[seat] + 1)
    return replace(state, editorials=editorials)


def defamation(state: NewsprintState, play: Play) -> NewsprintState:
    """Target opponent's story is discarded: it earns nothing and no longer
    counts for the Inside Scoop."""
    assert play.target is not None and play.story is not None
    return _change_story(
        state, play.target, play.story, lambda s: replace(s, defamed=True)
    )


EFFECTS: dict[Card, Callable[[NewsprintState, Play], NewsprintState]] = {
    Card.RED_HERRING: red_herring,
    Card.STOP_THE_PRESSES: stop_the_presses,
    Card.EXTRA_EXTRA: extra_extra,
    Card.INVESTIGATIVE_REPORTING: investigative_reporting,
    Card.FREELANCE_JOURNALIST: freelance_journalist,
    Card.REWRITE: rewrite,
    Card.BREAK_THE_STORY: break_the_story,
    Card.EDITORIAL: editorial,
    Card.DEFAMATION: defamation,
}


# -- 5. Story phase ---------------------------------------------------------


def start_story_phase(state: NewsprintState) -> NewsprintState:
    n = state.num_players
    return replace(
        state, phase=Phase.STORY, drafts=((),) * n, committed=Commitments.empty(n)
    )


def play_story(state: NewsprintState, action: PlayStory) -> NewsprintState:
    """Stories are chosen in secret. With Extra! Extra! the first story waits
    as a draft for the second."""
    seat = action.player
    stories = (*state.drafts[seat], Story(action.suit, action.cards, action.wilds))
    if state.extra[seat] and len(stories) < 2:
        return replace(state, drafts=with_seat(state.drafts, seat, stories))
    return commit_stories(state, seat, stories)


def commit_stories(
    state: NewsprintState, seat: int, stories: tuple[Story, ...]
) -> NewsprintState:
    committed = state.committed.commit(seat, stories)
    state = replace(state, committed=committed)
    return reveal_stories(state) if committed.all_in else state


def reveal_stories(state: NewsprintState) -> NewsprintState:
    """All stories are revealed together; their cards go on the table."""
    revealed = tuple(s or () for s in state.committed.choices)
    for seat, seat_stories in enumerate(revealed):
        cards = hands.of(story.suit for story in seat_stories for _ in range(story.cards))
        state = _to_table(state, seat, cards)
    state = replace(state, stories=revealed, drafts=(), committed=NONE_PENDING)
    return start_turns_in_order(state, Phase.EDIT)


# -- 7. Circulation phase and 8. End phase ----------------------------------


def circulate(state: NewsprintState) -> NewsprintState:
    ties_score = state.options.inside_scoop_ties == "all"
    report = circulation_phase(state.turn, state.stories, state.editorials, ties_score)
    circulation = tuple(cp + report.total(s) for s, cp in enumerate(state.circulation))
    return replace(state, circulation=circulation, history=(*state.history, report))


def end_phase(state: NewsprintState) -> NewsprintState:
    """Players discard all their cards, in hand and on the table. After the
    fifth turn the game is over."""
    for seat in range(state.num_players):
        state = _discard_from_hand(state, seat, state.hands[seat])
        state = replace(
            state,
            deck=state.deck.discard(hands.cards(state.table[seat])),
            table=with_seat(state.table, seat, hands.EMPTY),
        )
    state = replace(state, order=(), current=0, stories=((),) * state.num_players)
    if state.turn == TURNS:
        return replace(state, phase=Phase.OVER)
    return lead_phase(replace(state, turn=state.turn + 1))


# -- Who decides, what is legal, and applying an action ---------------------


def to_move(state: NewsprintState) -> tuple[int, ...]:
    if state.phase is Phase.OVER:
        return ()
    if state.reaction is not None:
        return state.reaction.responses.waiting
    if state.phase is Phase.SCOOP:
        return state.picks.waiting
    if state.phase is Phase.REPORTER:
        return state.discards.waiting
    if state.phase is Phase.STORY:
        return state.committed.waiting
    return (current_seat(state),)


def _candidates(state: NewsprintState, seat: int) -> Iterator[Action]:
    """A superset of the seat's legal actions, in a fixed order."""
    if state.reaction is not None:
        yield Allow(seat)
        yield Negate(seat)
    elif state.phase is Phase.SCOOP:
        yield from (Pick(seat, card) for card in Card)
    elif state.phase is Phase.REPORTER:
        yield from (Discard(seat, card) for card in Card)
        yield Done(seat)
    elif state.phase is Phase.STORY:
        wilds = state.wilds[seat]
        for suit in SUITS:
            for cards in range(state.hands[seat][suit] + 1):
                yield from (PlayStory(seat, suit, cards, w) for w in range(wilds + 1))
        yield NoStory(seat)
    elif state.phase in PHASE_KIND:
        for card in Card:
            if state.hands[seat][card] and card.kind is PHASE_KIND[state.phase]:
                yield from _plays(state, seat, card)
        yield Done(seat)


def _plays(state: NewsprintState, seat: int, card: Card) -> Iterator[Play]:
    targets: list[int | None] = [None]
    if card in TARGETS_SEAT:
        targets = [t for t in range(state.num_players) if t != seat]
    for target in targets:
        if card in TARGETS_STORY:
            owner = seat if target is None else target
            yield from (Play(seat, card, target, i) for i in range(len(state.stories[owner])))
        else:
            yield Play(seat, card, target)


def legal_actions(state: NewsprintState, seat: int) -> tuple[Action, ...]:
    """The candidates `why_illegal` accepts. The two most frequent steps, the
    Scoop picks and answers to a card, are listed directly (the same set,
    checked by the tests), since they run on every playout step."""
    if seat not in to_move(state):
        return ()
    hand = state.hands[seat]
    if state.reaction is not None:
        return (Allow(seat), Negate(seat)) if hand[Card.FREEDOM_OF_THE_PRESS] else (Allow(seat),)
    if state.phase is Phase.SCOOP:
        return tuple(Pick(seat, card) for card in Card if hand[card])
    return tuple(a for a in _candidates(state, seat) if why_illegal(state, a) is None)


def why_illegal(state: NewsprintState, action: object) -> str | None:
    """None if ``action`` is legal, else what rule it breaks."""
    waiting = to_move(state)
    error = turn_error(action, ACTION_TYPES, "Newsprint", state.num_players, waiting)
    if error is not None:
        return error
    assert isinstance(action, ACTION_TYPES)
    move = _MOVES.get((_step(state), type(action)))
    if move is None:
        return f"{type(action).__name__} is not an action of {_describe_step(state)}"
    return move[0](state, action)


def _step(state: NewsprintState) -> str:
    return "reaction" if state.reaction is not None else state.phase.value


def _describe_step(state: NewsprintState) -> str:
    if state.reaction is not None:
        played = state.reaction.stack[-1]
        return f"the answer to seat {played.player}'s {played.card.title} (allow or negate)"
    return f"the {state.phase.value.capitalize()} phase"


def _check_card(card: object) -> str | None:
    if not isinstance(card, Card):
        return f"{card!r} is not a Newsprint card"
    return None


def _check_pick(state: NewsprintState, action: Pick) -> str | None:
    bad = _check_card(action.card)
    if bad:
        return bad
    if not state.hands[action.player][action.card]:
        return f"you have no {action.card.title} card to pick and pass left"
    return None


def _check_discard(state: NewsprintState, action: Discard) -> str | None:
    bad = _check_card(action.card)
    if bad:
        return bad
    seat, card = action.player, action.card
    if hands.size(state.marked[seat]) >= MAX_REPORTER_DISCARDS:
        return f"you may discard at most {MAX_REPORTER_DISCARDS} cards in the Reporter phase"
    if state.hands[seat][card] <= state.marked[seat][card]:
        return f"you have no other {card.title} card to discard"
    return None


def _check_done(state: NewsprintState, action: Done) -> str | None:
    return None


def _check_play(state: NewsprintState, action: Play) -> str | None:
    seat, card = action.player, action.card
    bad = _check_card(card)
    if bad:
        return bad
    kind = PHASE_KIND[state.phase]
    if card.kind is not kind:
        return f"{card.title} is not an {kind.name.capitalize()} card; it cannot be played now"
    if not state.hands[seat][card]:
        return f"you have no {card.title} card"
    if card is Card.EXTRA_EXTRA and state.extra[seat]:
        return "you may already play 2 stories this turn"
    return _check_target(state, action)


def _check_target(state: NewsprintState, action: Play) -> str | None:
    seat, card, target, story = action.player, action.card, action.target, action.story
    if card in TARGETS_SEAT:
        if type(target) is not int or not 0 <= target < state.num_players or target == seat:
            return f"{card.title} needs an opponent's seat as its target, not {target!r}"
    elif target is not None:
        return f"{card.title} takes no target seat"
    if card not in TARGETS_STORY:
        return None if story is None else f"{card.title} takes no story"
    owner = seat if target is None else target
    owned = state.stories[owner]
    whose = "your" if owner == seat else f"seat {owner}'s"
    if type(story) is not int or not 0 <= story < len(owned):
        return f"{card.title} needs one of {whose} {len(owned)} stories, not story {story!r}"
    if owned[story].defamed:
        return f"{whose} {owned[story].suit.title} story was already discarded by Defamation"
    return None


def _check_story(state: NewsprintState, action: PlayStory) -> str | None:
    seat, suit, cards, wilds = action.player, action.suit, action.cards, action.wilds
    if not isinstance(suit, Card) or suit not in SUITS:
        return f"a story's suit must be one of {[s.title for s in SUITS]}, not {suit!r}"
    if type(cards) is not int or type(wilds) is not int or cards < 0 or wilds < 0:
        return "a story needs a number of cards and a number of wilds (0 or more)"
    if cards + wilds < 1:
        return "a story consists of 1 or more cards"
    if cards > state.hands[seat][suit]:
        return f"you have {state.hands[seat][suit]} {suit.title} cards, not {cards}"
    draft = state.drafts[seat]
    free_wilds = state.wilds[seat] - sum(s.wilds for s in draft)
    if wilds > free_wilds:
        return f"you have {free_wilds} Stop the Presses wild cards to use, not {wilds}"
    if any(s.suit is suit for s in draft):
        return f"your first story is already {suit.title}; two stories need two suits"
    return None


def _check_no_story(state: NewsprintState, action: NoStory) -> str | None:
    seat = action.player
    if state.drafts[seat]:
        return None  # declining the second story of Extra! Extra!
    can_form = state.wilds[seat] > 0 or any(state.hands[seat][s] for s in SUITS)
    return "every player plays one story when able, and you can form one" if can_form else None


def _check_negate(state: NewsprintState, action: Negate) -> str | None:
    if not state.hands[action.player][Card.FREEDOM_OF_THE_PRESS]:
        return "you need a Freedom of the Press card to negate it"
    return None


def _check_allow(state: NewsprintState, action: Allow) -> str | None:
    return None


def apply(state: NewsprintState, action: Action) -> NewsprintState:
    """The state after ``action``; the rule broken is named otherwise."""
    reason = why_illegal(state, action)
    if reason is not None:
        raise IllegalAction(reason)
    return _MOVES[(_step(state), type(action))][1](state, action)


def _finish(state: NewsprintState, action: Done) -> NewsprintState:
    if state.phase is Phase.REPORTER:
        return finish_reporting(state, action.player)
    return finish_turn(state)


def _no_story(state: NewsprintState, action: NoStory) -> NewsprintState:
    return commit_stories(state, action.player, state.drafts[action.player])


# Each step of the game and the actions it takes: the check that explains
# why an action is illegal, and the transition that applies it.
_MOVES: dict[tuple[str, type], tuple[
    Callable[[NewsprintState, Any], str | None], Callable[[NewsprintState, Any], NewsprintState]
]] = {
    ("scoop", Pick): (_check_pick, pick),
    ("reporter", Discard): (_check_discard, mark_discard),
    ("reporter", Done): (_check_done, _finish),
    ("investigation", Play): (_check_play, play_card),
    ("investigation", Done): (_check_done, _finish),
    ("story", PlayStory): (_check_story, play_story),
    ("story", NoStory): (_check_no_story, _no_story),
    ("edit", Play): (_check_play, play_card),
    ("edit", Done): (_check_done, _finish),
    ("reaction", Negate): (_check_negate, respond),
    ("reaction", Allow): (_check_allow, respond),
}
