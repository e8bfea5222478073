"""Newsprint's transitions, in the order of the rulebook's turn sequence.

Every function takes a state and returns a new one. Each step of the game
(a Scoop round, the Reporter phase, a turn of the Investigation or Edit
phase, the Story phase, the answers to a card) lists its moves in `TABLE`:
for each action type, the generator of its legal actions (built directly
from the state), the check that says why an action is illegal, and the
transition.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Iterable, Iterator

from pressroom.core.deck import Deck
from pressroom.core.engine import Move, MoveTable, Step
from pressroom.core.enums import IndexEnum
from pressroom.core.frozen import replace
from pressroom.core.memo import remember_last
from pressroom.core.rng import Rng
from pressroom.core.shown import shown
from pressroom.core.turns import lowest_first, seat_order, with_seat
from pressroom.games.newsprint import hand as hands
from pressroom.games.newsprint.actions import (
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
    MAX_PLAYERS,
    MAX_REPORTER_DISCARDS,
    MAX_STORIES,
    RED_HERRING_DISCARDS,
    SUITS,
    TARGETS_SEAT,
    TARGETS_STORY,
    TURNS,
    Card,
    Kind,
)
from pressroom.games.newsprint.hand import MASK, SHIFTS, UNIT, Hand
from pressroom.games.newsprint.options import (
    ExtraExtra,
    InsideScoopTies,
    Options,
    OrderOfPlay,
    Rounds,
)
from pressroom.games.newsprint.scoring import circulation_phase
from pressroom.games.newsprint.state import (
    Cards,
    Effects,
    Match,
    NewsprintState,
    Phase,
    PhaseStep,
    Reaction,
    Reporting,
    Scoop,
    Story,
    Turns,
    Writing,
    evolve,
    waiting,
)

PHASE_KIND = {Phase.INVESTIGATION: Kind.INVESTIGATION, Phase.EDIT: Kind.EDIT}
CARDS = tuple(Card)
# The cards each phase lets a player play.
PHASE_CARDS = {
    phase: tuple(card for card in Card if card.kind is kind) for phase, kind in PHASE_KIND.items()
}
FREEDOM = Card.FREEDOM_OF_THE_PRESS
# The bits of the story suits' counts in a hand.
SUIT_BITS = sum(MASK << SHIFTS[suit] for suit in SUITS)


def with_step(state: NewsprintState, step: PhaseStep | None) -> NewsprintState:
    """The state with a new step record: most actions change nothing else,
    so this rebuilds the top record positionally, without `evolve`'s
    lookups."""
    return NewsprintState(state.match, state.rng, state.phase, state.cards, state.effects, step)


@functools.cache
def no_effects(num_players: int) -> Effects:
    """The effects at the start of a turn (one shared value per player count)."""
    n = num_players
    return Effects((0,) * n, (False,) * n, (0,) * n, ((),) * n)


@functools.cache
def empty_hands(num_players: int) -> tuple[Hand, ...]:
    return (hands.EMPTY,) * num_players


@functools.cache
def nobody_yet(num_players: int) -> tuple[None, ...]:
    """No secret choice made yet (one shared value per player count)."""
    return (None,) * num_players


def _drawn(cards: Cards, rng: Rng, seat: int, n: int) -> tuple[Cards, Rng]:
    """``seat`` draws ``n`` cards; an empty deck is refilled from the discard.
    A reshuffle mixes every discarded card into the deck, so after it nobody
    knows where the cards seen in the discard pile are."""
    if n == 0:
        return cards, rng
    old = cards.deck
    drawn, deck, rng = old.draw(n, rng)
    new_hands = with_seat(cards.hands, seat, hands.add(cards.hands[seat], hands.of(drawn)))
    if old.discard_pile and not deck.discard_pile:
        nobody = empty_hands(len(cards.hands))
        return Cards(deck, hands.EMPTY, nobody, new_hands, cards.table), rng
    return Cards(deck, cards.face_up, cards.face_down, new_hands, cards.table), rng


def _discarded(cards: Cards, seat: int, held: Hand) -> Cards:
    """Cards leave a hand face down: only their owner knows them."""
    if held == hands.EMPTY:
        return cards
    return Cards(
        cards.deck.discard(hands.cards(held)),
        cards.face_up,
        with_seat(cards.face_down, seat, hands.add(cards.face_down[seat], held)),
        with_seat(cards.hands, seat, hands.remove(cards.hands[seat], held)),
        cards.table,
    )


def _tabled(cards: Cards, seat: int, held: Hand) -> Cards:
    """Cards played leave the hand and lie face up until the End phase."""
    if held == hands.EMPTY:
        return cards
    return Cards(
        cards.deck, cards.face_up, cards.face_down,
        with_seat(cards.hands, seat, hands.remove(cards.hands[seat], held)),
        with_seat(cards.table, seat, hands.add(cards.table[seat], held)),
    )


def _card_tabled(cards: Cards, seat: int, card: Card) -> Cards:
    """One card played from the hand onto the table."""
    return Cards(
        cards.deck, cards.face_up, cards.face_down,
        with_seat(cards.hands, seat, hands.add_card(cards.hands[seat], card, -1)),
        with_seat(cards.table, seat, hands.add_card(cards.table[seat], card)),
    )


# -- Setup ------------------------------------------------------------------


def full_deck() -> tuple[Card, ...]:
    return tuple(card for card in Card for _ in range(COPIES[card]))


def setup(num_players: int, seed: int, options: Options) -> NewsprintState:
    """Shuffle the deck, then play the first turn's Lead phase."""
    deck, rng = Deck.shuffled(full_deck(), Rng.from_seed(seed))
    n = num_players
    nobody = empty_hands(n)
    state = NewsprintState(
        match=Match(n, options, 1, (0,) * n, ()),
        rng=rng,
        phase=Phase.SCOOP,
        cards=Cards(deck, hands.EMPTY, nobody, nobody, nobody),
        effects=no_effects(n),
        step=None,
    )
    return lead_phase(state)


# -- 1. Lead phase ----------------------------------------------------------


def lead_phase(state: NewsprintState) -> NewsprintState:
    """Each player is dealt 10 cards; then the Scoop phase begins."""
    n = state.num_players
    cards, rng = state.cards, state.rng
    for seat in range(n):
        cards, rng = _drawn(cards, rng, seat, HAND_SIZE)
    return evolve(state, cards=cards, rng=rng, phase=Phase.SCOOP, step=Scoop(1, nobody_yet(n)))


# -- 2. Scoop phase ---------------------------------------------------------


def legal_picks(state: NewsprintState, seat: int) -> Iterable[Pick]:
    # The picks of the faces held, selected in C.
    return itertools.compress(PICKS[seat], hands.digits(state.cards.hands[seat]))


def check_pick(state: NewsprintState, action: Pick) -> str | None:
    if not hands.count(state.cards.hands[action.player], action.card):
        return f"you have no {action.card.title} card to pick and pass left"
    return None


def pick(state: NewsprintState, action: Pick) -> NewsprintState:
    """Players pick 1 card (in secret) to pass to the player on their left."""
    step = state.step
    assert type(step) is Scoop
    seat, old = action.player, step.picks
    picks = old[:seat] + (action.card,) + old[seat + 1:]
    if None in picks:
        return with_step(state, Scoop(step.round, picks))
    return pass_left(state, step.round, picks)


def pass_left(
    state: NewsprintState, scoop_round: int, picks: tuple[Card | None, ...]
) -> NewsprintState:
    """Every picked card goes to the picker's left; repeat once per player."""
    n = state.num_players
    cards = state.cards
    new_hands = []
    for seat, hand in enumerate(cards.hands):
        given, received = picks[seat], picks[seat - 1]  # the right neighbour passes left
        assert given is not None and received is not None
        if given is received:  # the hand is unchanged: kept, not copied
            new_hands.append(hand)
            continue
        new_hands.append(hand - UNIT[given] + UNIT[received])
    cards = Cards(cards.deck, cards.face_up, cards.face_down, tuple(new_hands), cards.table)
    if scoop_round < n:
        return evolve(state, cards=cards, step=Scoop(scoop_round + 1, nobody_yet(n)))
    return evolve(state, cards=cards, phase=Phase.REPORTER,
                  step=Reporting(empty_hands(n), nobody_yet(n)))


# -- 3. Reporter phase ------------------------------------------------------


def legal_discards(state: NewsprintState, seat: int) -> Iterable[Discard]:
    """Any card not yet set aside, while fewer than 5 are."""
    step = state.step
    assert type(step) is Reporting
    marked = step.marked[seat]
    if hands.size(marked) >= MAX_REPORTER_DISCARDS:
        return iter(())
    # The cards set aside are in the hand: the rest is a plain difference.
    return itertools.compress(DISCARDS[seat], hands.digits(state.cards.hands[seat] - marked))


def check_discard(state: NewsprintState, action: Discard) -> str | None:
    seat, card = action.player, action.card
    step = state.step
    assert type(step) is Reporting
    if hands.size(step.marked[seat]) >= MAX_REPORTER_DISCARDS:
        return f"you may discard at most {MAX_REPORTER_DISCARDS} cards in the Reporter phase"
    if hands.count(state.cards.hands[seat], card) <= hands.count(step.marked[seat], card):
        return f"you have no other {card.title} card to discard"
    return None


def mark_discard(state: NewsprintState, action: Discard) -> NewsprintState:
    """Players may discard up to 5 cards (chosen in secret, one at a time)."""
    seat = action.player
    step = state.step
    assert type(step) is Reporting
    old = step.marked
    marked = old[:seat] + (hands.add_card(old[seat], action.card),) + old[seat + 1:]
    return with_step(state, Reporting(marked, step.discards))


def finish_reporting(state: NewsprintState, action: Done) -> NewsprintState:
    step = state.step
    assert type(step) is Reporting
    seat = action.player
    old = step.discards
    discards = old[:seat] + (step.marked[seat],) + old[seat + 1:]
    if None in discards:
        return with_step(state, Reporting(step.marked, discards))
    return draw_replacements(state, step.marked)


def draw_replacements(state: NewsprintState, marked: tuple[Hand, ...]) -> NewsprintState:
    """All discards go (face down) to the discard pile, then each seat in
    turn draws as many cards as it discarded."""
    cards, rng = state.cards, state.rng
    for seat in range(state.num_players):
        cards = _discarded(cards, seat, marked[seat])
    for seat in range(state.num_players):
        cards, rng = _drawn(cards, rng, seat, hands.size(marked[seat]))
    return start_turns_in_order(state, Phase.INVESTIGATION, cards, rng)


# -- 4. Investigation phase and 6. Edit phase -------------------------------


def start_turns_in_order(
    state: NewsprintState, phase: Phase, cards: Cards, rng: Rng
) -> NewsprintState:
    """Start with the player with the fewest circulation points and go
    clockwise; a tie is settled by a coin flip."""
    clockwise = state.options.order_of_play is OrderOfPlay.CLOCKWISE
    order, rng = lowest_first(state.circulation, rng, clockwise)
    return evolve(state, phase=phase, cards=cards, rng=rng, step=Turns(order, 0))


def current_seat(state: NewsprintState) -> int:
    """The seat whose turn it is in the Investigation or Edit phase."""
    step = state.step
    assert type(step) is Turns
    return step.order[step.current]


def finish_turn(state: NewsprintState, action: Done) -> NewsprintState:
    """The current player is done; a turn without a card played is a pass.

    The phase goes once round the table ("go clockwise"), or with
    ``rounds="until_all_pass"`` round and round until every seat has
    passed in a row."""
    step = state.step
    assert type(step) is Turns
    n, current = state.num_players, step.current
    passes = 0 if step.played else step.passes + 1
    until_all_pass = state.options.rounds is Rounds.UNTIL_ALL_PASS
    phase_over = passes == n if until_all_pass else current + 1 == n
    if not phase_over:
        return with_step(state, Turns(step.order, (current + 1) % n, passes))
    if state.phase is Phase.INVESTIGATION:
        return start_story_phase(state)
    return end_phase(circulate(state))


def legal_plays(state: NewsprintState, seat: int) -> Iterator[Play]:
    """Every card of the phase's kind in hand, with each target it may take."""
    hand = state.cards.hands[seat]
    for card in PHASE_CARDS[state.phase]:
        if not hand >> SHIFTS[card] & MASK:
            continue
        if card is Card.EXTRA_EXTRA and state.effects.extra[seat] and _other_suit(state):
            continue
        if card in TARGETS_SEAT:
            for target in range(state.num_players):
                if target == seat:
                    continue
                if card in TARGETS_STORY:
                    yield from _story_targets(state, seat, card, target, target)
                else:
                    yield play_at(seat, card, target, None)
        elif card in TARGETS_STORY:
            yield from _story_targets(state, seat, card, None, seat)
        else:
            yield PLAYS[seat][card]


def _story_targets(
    state: NewsprintState, seat: int, card: Card, target: int | None, owner: int
) -> Iterator[Play]:
    for index, story in enumerate(state.effects.stories[owner]):
        if not story.defamed:
            yield play_at(seat, card, target, index)


def _other_suit(state: NewsprintState) -> bool:
    return state.options.extra_extra is ExtraExtra.OTHER_SUIT


def check_play(state: NewsprintState, action: Play) -> str | None:
    seat, card = action.player, action.card
    kind = PHASE_KIND[state.phase]
    if card.kind is not kind:
        article = "an" if kind.name[0] in "AEIOU" else "a"
        return (f"{card.title} is not {article} {kind.name.capitalize()} card; "
                "it cannot be played now")
    if not hands.count(state.cards.hands[seat], card):
        return f"you have no {card.title} card"
    if card is Card.EXTRA_EXTRA and state.effects.extra[seat] and _other_suit(state):
        return "you may already play 2 stories this turn (extra_extra='other_suit')"
    return target_problem(state, action)


def target_problem(state: NewsprintState, action: Play) -> str | None:
    """What is wrong with the card's target seat or story, if anything."""
    seat, card, target, story = action.player, action.card, action.target, action.story
    if card in TARGETS_SEAT:
        if target is None or not 0 <= target < state.num_players or target == seat:
            return f"{card.title} needs an opponent's seat as its target, not {shown(target)}"
    elif target is not None:
        return f"{card.title} takes no target seat"
    if card not in TARGETS_STORY:
        return None if story is None else f"{card.title} takes no story"
    owner = seat if target is None else target
    owned = state.effects.stories[owner]
    whose = "your" if owner == seat else f"seat {owner}'s"
    if story is None or not 0 <= story < len(owned):
        return f"{card.title} needs one of {whose} {len(owned)} stories, not story {shown(story)}"
    if owned[story].defamed:
        return f"{whose} {owned[story].suit.title} story was already discarded by Defamation"
    return None


def play_card(state: NewsprintState, action: Play) -> NewsprintState:
    """The card goes on the table; every other seat may answer it with a
    Freedom of the Press before it takes effect."""
    step = state.step
    assert type(step) is Turns
    reaction = answer_window(state.num_players, (action,))
    return evolve(
        state,
        cards=_card_tabled(state.cards, action.player, action.card),
        step=Turns(step.order, step.current, step.passes, True, reaction),
    )


def answer_window(num_players: int, stack: tuple[Play, ...]) -> Reaction:
    """Every seat but the one that played the card on top answers it."""
    player = stack[-1].player
    return Reaction(stack, tuple(False if s == player else None for s in range(num_players)))


def legal_allow(state: NewsprintState, seat: int) -> tuple[Allow, ...]:
    return (ALLOW[seat],)


def legal_negate(state: NewsprintState, seat: int) -> tuple[Negate, ...]:
    """Only a holder of Freedom of the Press may negate."""
    return (NEGATE[seat],) if hands.count(state.cards.hands[seat], FREEDOM) else ()


def check_negate(state: NewsprintState, action: Negate) -> str | None:
    if not hands.count(state.cards.hands[action.player], FREEDOM):
        return "you need a Freedom of the Press card to negate it"
    return None


def respond(state: NewsprintState, action: Allow | Negate) -> NewsprintState:
    step = state.step
    assert type(step) is Turns and step.reaction is not None
    stack = step.reaction.stack
    seat, old = action.player, step.reaction.responses
    responses = old[:seat] + (type(action) is Negate,) + old[seat + 1:]
    if None in responses:
        reaction = Reaction(stack, responses)
        return with_step(state, Turns(step.order, step.current, step.passes, step.played, reaction))
    return close_reaction(state, step, stack, responses)


def close_reaction(
    state: NewsprintState, step: Turns, stack: tuple[Play, ...],
    answers: tuple[bool | None, ...],
) -> NewsprintState:
    """The first seat clockwise from the card's player that chose to negate
    plays its Freedom of the Press; others who also chose to keep theirs."""
    negaters = [s for s in seat_order(stack[-1].player, state.num_players) if answers[s]]
    if not negaters:
        state = with_step(state, Turns(step.order, step.current, step.passes, step.played))
        return resolve_stack(state, stack)
    freedom = PLAYS[negaters[0]][FREEDOM]
    cards = _card_tabled(state.cards, freedom.player, FREEDOM)
    stack = (*stack, freedom)
    if state.options.freedom_counters_freedom:
        reaction = answer_window(state.num_players, stack)
        return evolve(state, cards=cards,
                      step=Turns(step.order, step.current, step.passes, step.played, reaction))
    state = evolve(state, cards=cards, step=Turns(step.order, step.current, step.passes,
                                                  step.played))
    return resolve_stack(state, stack)


def resolve_stack(state: NewsprintState, stack: tuple[Play, ...]) -> NewsprintState:
    """The last card of the stack stands; each Freedom of the Press that
    stands negates the card below it. The played card takes effect if an even
    number of Freedoms were played against the chain."""
    negated = (len(stack) - 1) % 2 == 1
    return state if negated else EFFECTS[stack[0].card](state, stack[0])


def red_herring(state: NewsprintState, play: Play) -> NewsprintState:
    """Opponent must discard 2 random cards."""
    assert play.target is not None
    cards = state.cards
    lost, rng = hands.take_random(cards.hands[play.target], RED_HERRING_DISCARDS, state.rng)
    return evolve(state, rng=rng, cards=_discarded(cards, play.target, lost))


def _with_effects(state: NewsprintState, effects: Effects) -> NewsprintState:
    return evolve(state, effects=effects)


def stop_the_presses(state: NewsprintState, play: Play) -> NewsprintState:
    """Wild card: it counts as a card of any suit in your story this turn."""
    seat, effects = play.player, state.effects
    wilds = with_seat(effects.wilds, seat, effects.wilds[seat] + 1)
    return _with_effects(state, replace(effects, wilds=wilds))


def extra_extra(state: NewsprintState, play: Play) -> NewsprintState:
    """You may play 2 stories this turn (a second copy gives no third)."""
    effects = state.effects
    extra = with_seat(effects.extra, play.player, True)
    return _with_effects(state, replace(effects, extra=extra))


def investigative_reporting(state: NewsprintState, play: Play) -> NewsprintState:
    """Draw 2 cards."""
    cards, rng = _drawn(state.cards, state.rng, play.player, INVESTIGATIVE_REPORTING_DRAWS)
    return evolve(state, cards=cards, rng=rng)


def freelance_journalist(state: NewsprintState, play: Play) -> NewsprintState:
    """Steal 1 random card from an opponent."""
    assert play.target is not None
    cards = state.cards
    stolen, rng = hands.take_random(cards.hands[play.target], 1, state.rng)
    new_hands = with_seat(cards.hands, play.target, hands.remove(cards.hands[play.target], stolen))
    new_hands = with_seat(new_hands, play.player, hands.add(new_hands[play.player], stolen))
    return evolve(state, cards=replace(cards, hands=new_hands), rng=rng)


def rewrite(state: NewsprintState, play: Play) -> NewsprintState:
    """Discard your hand and draw 10 new cards."""
    cards = _discarded(state.cards, play.player, state.cards.hands[play.player])
    cards, rng = _drawn(cards, state.rng, play.player, HAND_SIZE)
    return evolve(state, cards=cards, rng=rng)


def _change_story(
    state: NewsprintState, seat: int, index: int, change: Callable[[Story], Story]
) -> NewsprintState:
    effects = state.effects
    seat_stories = effects.stories[seat]
    new = with_seat(seat_stories, index, change(seat_stories[index]))
    return _with_effects(state, replace(effects, stories=with_seat(effects.stories, seat, new)))


def break_the_story(state: NewsprintState, play: Play) -> NewsprintState:
    """Your story counts as if it were 2 cards larger (not for the Inside
    Scoop)."""
    assert play.story is not None
    return _change_story(
        state, play.player, play.story, lambda s: replace(s, breaks=s.breaks + 1)
    )


def editorial(state: NewsprintState, play: Play) -> NewsprintState:
    """Worth 5 CP in this turn's Circulation phase."""
    seat, effects = play.player, state.effects
    editorials = with_seat(effects.editorials, seat, effects.editorials[seat] + 1)
    return _with_effects(state, replace(effects, editorials=editorials))


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
    return evolve(state, phase=Phase.STORY, step=Writing(((),) * n, nobody_yet(n)))


def story_choices(
    hand: Hand, wilds: int, draft: tuple[Story, ...], other_suit: bool
) -> Iterator[tuple[Card, int, int]]:
    """Every (suit, cards, wilds) story a seat can form: the cards of a
    drafted first story and the wilds it uses stay in hand until the reveal
    but cannot serve twice. With ``other_suit`` a second story needs
    another suit."""
    free_wilds = wilds - sum(story.wilds for story in draft)
    for suit in SUITS:
        have = hands.count(hand, suit)
        for story in draft:
            if story.suit is suit:
                have -= story.cards
                if other_suit:
                    have = -1
        for cards in range(have + 1):
            for used in range(0 if cards else 1, free_wilds + 1):
                yield suit, cards, used


def can_form_story(hand: Hand, wilds: int) -> bool:
    return wilds > 0 or hand & SUIT_BITS != 0


def legal_stories(state: NewsprintState, seat: int) -> Iterator[PlayStory]:
    step = state.step
    assert type(step) is Writing
    choices = story_choices(
        state.cards.hands[seat], state.effects.wilds[seat], step.drafts[seat], _other_suit(state)
    )
    return (story_action(seat, suit, cards, wilds) for suit, cards, wilds in choices)


def check_story(state: NewsprintState, action: PlayStory) -> str | None:
    seat, suit, cards, wilds = action.player, action.suit, action.cards, action.wilds
    if suit.kind is not Kind.STORY:
        return f"a story's suit must be one of {[s.title for s in SUITS]}, not {suit.title}"
    if cards < 0 or wilds < 0:
        return f"a story needs 0 or more cards and 0 or more wilds, not {shown(cards)} " \
               f"and {shown(wilds)}"
    if cards + wilds < 1:
        return "a story consists of 1 or more cards"
    step = state.step
    assert type(step) is Writing
    draft = step.drafts[seat]
    if _other_suit(state) and any(s.suit is suit for s in draft):
        return (f"your first story is already {suit.title}; two stories need two suits "
                "(extra_extra='other_suit')")
    have = hands.count(state.cards.hands[seat], suit)
    have -= sum(s.cards for s in draft if s.suit is suit)
    if cards > have:
        more = " besides those of your first story" if len(draft) else ""
        return f"you have {have} {suit.title} cards{more}, not {shown(cards)}"
    free_wilds = state.effects.wilds[seat] - sum(s.wilds for s in draft)
    if wilds > free_wilds:
        return f"you have {free_wilds} Stop the Presses wild cards to use, not {shown(wilds)}"
    return None


def legal_no_story(state: NewsprintState, seat: int) -> tuple[NoStory, ...]:
    step = state.step
    assert type(step) is Writing
    if step.drafts[seat] or not can_form_story(state.cards.hands[seat],
                                               state.effects.wilds[seat]):
        return (NO_STORY[seat],)
    return ()


def check_no_story(state: NewsprintState, action: NoStory) -> str | None:
    seat = action.player
    step = state.step
    assert type(step) is Writing
    if step.drafts[seat]:
        return None  # declining the second story of Extra! Extra!
    if can_form_story(state.cards.hands[seat], state.effects.wilds[seat]):
        return "every player plays one story when able, and you can form one"
    return None


def play_story(state: NewsprintState, action: PlayStory) -> NewsprintState:
    """Stories are chosen in secret. With Extra! Extra! the first story waits
    as a draft for the second."""
    seat = action.player
    step = state.step
    assert type(step) is Writing
    stories = (*step.drafts[seat], Story(action.suit, action.cards, action.wilds))
    if state.effects.extra[seat] and len(stories) < MAX_STORIES:
        return with_step(state, Writing(with_seat(step.drafts, seat, stories), step.committed))
    return commit_stories(state, step, seat, stories)


def no_story(state: NewsprintState, action: NoStory) -> NewsprintState:
    step = state.step
    assert type(step) is Writing
    return commit_stories(state, step, action.player, step.drafts[action.player])


def commit_stories(
    state: NewsprintState, step: Writing, seat: int, stories: tuple[Story, ...]
) -> NewsprintState:
    committed = with_seat(step.committed, seat, stories)
    if None not in committed:
        return reveal_stories(state, committed)
    drafts = with_seat(step.drafts, seat, ()) if step.drafts[seat] else step.drafts
    return with_step(state, Writing(drafts, committed))


def reveal_stories(
    state: NewsprintState, committed: tuple[tuple[Story, ...] | None, ...]
) -> NewsprintState:
    """All stories are revealed together; their cards go on the table."""
    revealed = tuple(s or () for s in committed)
    cards = state.cards
    for seat, seat_stories in enumerate(revealed):
        held = hands.of(story.suit for story in seat_stories for _ in range(story.cards))
        cards = _tabled(cards, seat, held)
    state = evolve(state, effects=replace(state.effects, stories=revealed))
    return start_turns_in_order(state, Phase.EDIT, cards, state.rng)


# -- 7. Circulation phase and 8. End phase ----------------------------------


def circulate(state: NewsprintState) -> NewsprintState:
    ties_score = state.options.inside_scoop_ties is InsideScoopTies.ALL
    effects = state.effects
    report = circulation_phase(state.turn, effects.stories, effects.editorials, ties_score)
    circulation = tuple(cp + report.total(s) for s, cp in enumerate(state.circulation))
    match = state.match
    return evolve(state, match=replace(match, circulation=circulation,
                                       history=(*match.history, report)))


def end_phase(state: NewsprintState) -> NewsprintState:
    """Players discard all their cards: those in hand face down, those on
    the table (seen by all) face up. After the fifth turn the game is over."""
    n = state.num_players
    cards = state.cards
    for seat in range(n):
        cards = _discarded(cards, seat, cards.hands[seat])
    face_up = cards.face_up
    for held in cards.table:
        face_up = hands.add(face_up, held)
    table_cards = tuple(card for held in cards.table for card in hands.cards(held))
    nobody = empty_hands(n)
    cards = Cards(cards.deck.discard(table_cards), face_up, cards.face_down, nobody, nobody)
    # The turn's effects end with it.
    state = evolve(state, cards=cards, effects=no_effects(n))
    if state.turn == TURNS:
        return evolve(state, phase=Phase.OVER, step=None)
    return lead_phase(evolve(state, match=replace(state.match, turn=state.turn + 1)))


# -- Who decides, and the table of steps ------------------------------------


# A playout asks `to_move` of one state four times (the caller,
# `legal_actions`, `apply`, `is_over`): the last answer is kept.
@remember_last
def to_move(state: NewsprintState) -> tuple[int, ...]:
    return _waiting(state)


def _waiting(state: NewsprintState) -> tuple[int, ...]:
    step = state.step
    kind = type(step)
    if kind is Turns:
        assert isinstance(step, Turns)
        if step.reaction is not None:
            return waiting(step.reaction.responses)
        return (step.order[step.current],)
    if kind is Scoop:
        assert isinstance(step, Scoop)
        return waiting(step.picks)
    if kind is Reporting:
        assert isinstance(step, Reporting)
        return waiting(step.discards)
    if kind is Writing:
        assert isinstance(step, Writing)
        return waiting(step.committed)
    return ()


class Stage(IndexEnum):
    """The steps of the move table: the phases that ask for decisions, and
    the answers to a card just played."""

    SCOOP = 0
    REPORTER = 1
    INVESTIGATION = 2
    STORY = 3
    EDIT = 4
    OVER = 5
    ANSWER = 6


# Indexed by phase: a tuple index is cheaper than hashing the phase.
STAGE_OF_PHASE = tuple(Stage[phase.name] for phase in Phase)


def stage(state: NewsprintState) -> Stage:
    step = state.step
    if type(step) is Turns and step.reaction is not None:
        return Stage.ANSWER
    return STAGE_OF_PHASE[state.phase]


def _describe_answer(state: NewsprintState) -> str:
    reaction = state.reaction
    assert reaction is not None
    played = reaction.stack[-1]
    return f"the answer to seat {played.player}'s {played.card.title} (allow or negate)"


def _no_check(state: NewsprintState, action: object) -> str | None:
    return None


def _done_once(state: NewsprintState, seat: int) -> tuple[Done, ...]:
    return (DONE[seat],)


_play = Move(Play, legal=legal_plays, check=check_play, apply=play_card)
_end_turn = Move(Done, legal=_done_once, check=_no_check, apply=finish_turn)


# Each step's legal actions in one pass, in the moves' order (the listing a
# playout asks for at every step; answers are the commonest step).
def _list_reporting(state: NewsprintState, seat: int) -> tuple[Discard | Done, ...]:
    return (*legal_discards(state, seat), DONE[seat])


def _list_turn(state: NewsprintState, seat: int) -> tuple[Play | Done, ...]:
    return (*legal_plays(state, seat), DONE[seat])


def _list_story(state: NewsprintState, seat: int) -> tuple[PlayStory | NoStory, ...]:
    return (*legal_stories(state, seat), *legal_no_story(state, seat))


def _list_answers(state: NewsprintState, seat: int) -> tuple[Allow | Negate, ...]:
    return ANSWERS[seat] if hands.count(state.cards.hands[seat], FREEDOM) else ALLOW_ONLY[seat]


TABLE: MoveTable[NewsprintState] = MoveTable(stage, {
    Stage.SCOOP: Step("the Scoop phase", (
        Move(Pick, legal=legal_picks, check=check_pick, apply=pick),
    )),
    Stage.REPORTER: Step("the Reporter phase", (
        Move(Discard, legal=legal_discards, check=check_discard, apply=mark_discard),
        Move(Done, legal=_done_once, check=_no_check, apply=finish_reporting),
    ), listing=_list_reporting),
    Stage.INVESTIGATION: Step("the Investigation phase", (_play, _end_turn), listing=_list_turn),
    Stage.STORY: Step("the Story phase", (
        Move(PlayStory, legal=legal_stories, check=check_story, apply=play_story),
        Move(NoStory, legal=legal_no_story, check=check_no_story, apply=no_story),
    ), listing=_list_story),
    Stage.EDIT: Step("the Edit phase", (_play, _end_turn), listing=_list_turn),
    Stage.ANSWER: Step(_describe_answer, (
        Move(Allow, legal=legal_allow, check=_no_check, apply=respond),
        Move(Negate, legal=legal_negate, check=check_negate, apply=respond),
    ), listing=_list_answers),
    Stage.OVER: Step("the end of the game", ()),
})


# Actions built once: an action checks its field types whenever it is
# built, and listing legal actions would otherwise build most of them anew
# at every step.
_SEATS = range(MAX_PLAYERS)
PICKS = tuple(tuple(Pick(seat, card) for card in Card) for seat in _SEATS)
DISCARDS = tuple(tuple(Discard(seat, card) for card in Card) for seat in _SEATS)
PLAYS = tuple(tuple(Play(seat, card) for card in Card) for seat in _SEATS)
DONE = tuple(Done(seat) for seat in _SEATS)
NO_STORY = tuple(NoStory(seat) for seat in _SEATS)
ALLOW = tuple(Allow(seat) for seat in _SEATS)
NEGATE = tuple(Negate(seat) for seat in _SEATS)
ANSWERS = tuple((ALLOW[seat], NEGATE[seat]) for seat in _SEATS)
ALLOW_ONLY = tuple((ALLOW[seat],) for seat in _SEATS)


@functools.cache
def play_at(seat: int, card: Card, target: int | None, story: int | None) -> Play:
    """A card played at a target seat or story (a few hundred exist)."""
    return Play(seat, card, target, story)


@functools.cache
def story_action(seat: int, suit: Card, cards: int, wilds: int) -> PlayStory:
    """A story (at most 7 seats x 5 suits x 11 counts x 3 wild counts)."""
    return PlayStory(seat, suit, cards, wilds)
