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
import operator
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
    FREEDOM,
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
    OTHER_SUIT,
    InsideScoopTies,
    Options,
    OrderOfPlay,
    Rounds,
)
from pressroom.games.newsprint.record import alone, shared_story
from pressroom.games.newsprint.scoring import circulation_phase
from pressroom.games.newsprint.state import (
    ALLOW_CODE,
    ANSWER_BITS,
    CURRENT_BITS,
    HAND_BITS,
    MARK_BITS,
    NEGATE_CODE,
    P_EDIT,
    P_INVESTIGATION,
    P_OVER,
    P_REPORTER,
    P_SCOOP,
    P_STORY,
    PICK_BITS,
    PLAYED,
    SEAT_MASK,
    Cards,
    Match,
    NewsprintState,
    Phase,
    Reaction,
    Standings,
    Story,
    Writing,
    evolve,
    marked_hand,
    new_cards,
    new_state,
    pack_pile,
    pile_cards,
    pile_hand,
    pile_size,
    seat_hand,
    waiting,
)

# Members read on the hot paths, as module constants (as `state.P_SCOOP`):
# a member read off its enum class costs about 1,000 instructions.
EXTRA_EXTRA = Card.EXTRA_EXTRA
UNTIL_ALL_PASS = Rounds.UNTIL_ALL_PASS

PHASE_KIND = {Phase.INVESTIGATION: Kind.INVESTIGATION, Phase.EDIT: Kind.EDIT}
CARDS = tuple(Card)
# The cards each phase lets a player play.
PHASE_CARDS = {
    phase: tuple(card for card in Card if card.kind is kind) for phase, kind in PHASE_KIND.items()
}
# The bits of the story suits' counts in a hand.
SUIT_BITS = sum(MASK << SHIFTS[suit] for suit in SUITS)


@functools.cache
def no_effects(num_players: int) -> tuple[tuple[int, ...], tuple[bool, ...], tuple[int, ...],
                                          tuple[tuple[Story, ...], ...]]:
    """The effects at the start of a turn: wilds, extra, editorials and
    stories (one shared value per player count)."""
    n = num_players
    return (0,) * n, (False,) * n, (0,) * n, ((),) * n


@functools.cache
def nobody_yet(num_players: int) -> tuple[None, ...]:
    """No secret choice made yet (one shared value per player count)."""
    return (None,) * num_players


def _drawn(cards: Cards, seat: int, n: int) -> Cards:
    """``seat`` draws ``n`` cards; an empty deck is refilled from the discard.
    A reshuffle mixes every discarded card into the deck, so after it nobody
    knows where the cards seen in the discard pile are. (As `Deck.draw`,
    with the same draws of the RNG.)"""
    if n == 0:
        return cards
    pile, top = cards.draw_pile, cards.drawn
    taken = min(n, pile_size(pile) - top)
    drawn = pile >> 4 * top & (1 << 4 * taken) - 1
    if taken == n or not cards.discard_pile:
        new_hands = cards.hands + (pile_hand(drawn) << HAND_BITS * seat)
        return new_cards(cards.rng, pile, top + taken, cards.discard_pile, cards.face_up,
                         cards.face_down, new_hands, cards.table)
    shuffled, rng = Rng(cards.rng).shuffle(pile_cards(cards.discard_pile))
    more = n - taken
    new_hands = cards.hands + (pile_hand(drawn) + hands.of(shuffled[:more]) << HAND_BITS * seat)
    return new_cards(rng.state, pack_pile(shuffled), min(more, len(shuffled)), 0, hands.EMPTY, 0,
                     new_hands, cards.table)


def _discarded(cards: Cards, seat: int, held: Hand, rng: int | None = None) -> Cards:
    """Cards leave a hand face down: only their owner knows them."""
    if held == hands.EMPTY and rng is None:
        return cards
    moved = held << HAND_BITS * seat
    return new_cards(
        cards.rng if rng is None else rng,
        cards.draw_pile,
        cards.drawn,
        _piled(cards.discard_pile, held),
        cards.face_up,
        cards.face_down + moved,
        cards.hands - moved,
        cards.table,
    )


def _piled(pile: int, held: Hand) -> int:
    """The pile with the cards of ``held`` put on it, in face order."""
    return pile | pack_pile(hands.cards(held)) << 4 * pile_size(pile) if held else pile


def _tabled(cards: Cards, seat: int, held: Hand) -> Cards:
    """Cards played leave the hand and lie face up until the End phase."""
    if held == hands.EMPTY:
        return cards
    moved = held << HAND_BITS * seat
    return new_cards(cards.rng, cards.draw_pile, cards.drawn, cards.discard_pile, cards.face_up,
                     cards.face_down, cards.hands - moved, cards.table + moved)


def _card_tabled(cards: Cards, seat: int, card: Card) -> Cards:
    """One card played from the hand onto the table."""
    moved = UNIT[card] << HAND_BITS * seat
    return new_cards(cards.rng, cards.draw_pile, cards.drawn, cards.discard_pile, cards.face_up,
                     cards.face_down, cards.hands - moved, cards.table + moved)


# -- Setup ------------------------------------------------------------------


def full_deck() -> tuple[Card, ...]:
    return tuple(card for card in Card for _ in range(COPIES[card]))


def setup(num_players: int, seed: int, options: Options) -> NewsprintState:
    """Shuffle the deck, then play the first turn's Lead phase."""
    deck, rng = Deck.shuffled(full_deck(), Rng.from_seed(seed))
    n = num_players
    state = new_state(
        Match(Standings(n, options, 1, (0,) * n, ()), P_SCOOP, (), *no_effects(n)),
        new_cards(rng.state, pack_pile(deck.draw_pile), 0, 0, hands.EMPTY, 0, 0, 0),
        0, 0, None,
    )
    return lead_phase(state, state.match)


# -- 1. Lead phase ----------------------------------------------------------


def lead_phase(state: NewsprintState, match: Match) -> NewsprintState:
    """Each player is dealt 10 cards; then the Scoop phase begins."""
    cards = state.cards
    for seat in range(match.num_players):
        cards = _drawn(cards, seat, HAND_SIZE)
    return new_state(match, cards, 1, 0, None)


# -- 2. Scoop phase ---------------------------------------------------------


def legal_picks(state: NewsprintState, seat: int) -> Iterable[Pick]:
    # The picks of the faces held, selected in C.
    return itertools.compress(PICKS[seat], hands.digits(seat_hand(state.cards.hands, seat)))


def check_pick(state: NewsprintState, action: Pick) -> str | None:
    if not hands.count(seat_hand(state.cards.hands, action.player), action.card):
        return f"you have no {action.card.title} card to pick and pass left"
    return None


def pick(state: NewsprintState, action: Pick) -> NewsprintState:
    """Players pick 1 card (in secret) to pass to the player on their left."""
    # The seat's slot is empty: only a seat still to pick may act.
    picks = state.secrets | (action.card + 1) << PICK_BITS * action.player
    n = state.match.num_players
    if filled(picks, PICK_BITS, n) != ALL_FILLED[PICK_BITS][n]:
        return new_state(state.match, state.cards, state.progress, picks, None)
    return pass_left(state, picks)


def pass_left(state: NewsprintState, picks: int) -> NewsprintState:
    """Every picked card goes to the picker's left; repeat once per player."""
    n = state.match.num_players
    cards = state.cards
    moved = 0
    for seat in range(n):
        given = picks >> PICK_BITS * seat & 15
        received = picks >> PICK_BITS * (seat - 1) % (PICK_BITS * n) & 15  # from the right
        if given != received:
            moved += UNIT[received - 1] - UNIT[given - 1] << HAND_BITS * seat
    if moved:  # else every hand is unchanged: the cards are kept, not copied
        cards = new_cards(cards.rng, cards.draw_pile, cards.drawn, cards.discard_pile,
                          cards.face_up, cards.face_down, cards.hands + moved, cards.table)
    if state.progress < n:
        return new_state(state.match, cards, state.progress + 1, 0, None)
    return new_state(evolve(state.match, phase=P_REPORTER), cards, 0, 0, None)


# -- 3. Reporter phase ------------------------------------------------------

MARK_MASK = (1 << MARK_BITS) - 1


def set_aside(state: NewsprintState, seat: int) -> int:
    """The seat's slot of ``secrets`` in the Reporter phase."""
    return state.secrets >> MARK_BITS * seat & MARK_MASK


def legal_discards(state: NewsprintState, seat: int) -> Iterable[Discard]:
    """Any card not yet set aside, while fewer than 5 are."""
    code = set_aside(state, seat)
    if code >> MARK_BITS - 4:  # the fifth slot is filled
        return iter(())
    # The cards set aside are in the hand: the rest is a plain difference.
    return itertools.compress(
        DISCARDS[seat], hands.digits(seat_hand(state.cards.hands, seat) - marked_hand(code))
    )


def check_discard(state: NewsprintState, action: Discard) -> str | None:
    seat, card = action.player, action.card
    marked = marked_hand(set_aside(state, seat))
    if hands.size(marked) >= MAX_REPORTER_DISCARDS:
        return f"you may discard at most {MAX_REPORTER_DISCARDS} cards in the Reporter phase"
    if hands.count(seat_hand(state.cards.hands, seat), card) <= hands.count(marked, card):
        return f"you have no other {card.title} card to discard"
    return None


def mark_discard(state: NewsprintState, action: Discard) -> NewsprintState:
    """Players may discard up to 5 cards (chosen in secret, one at a time)."""
    seat = action.player
    code = set_aside(state, seat)
    # The seat's cards in face order from the lowest slot: the new card
    # goes in after those of lower or equal faces, the rest move up a slot.
    value, shift = action.card + 1, 0
    while code >> shift & 15 and code >> shift & 15 <= value:
        shift += 4
    low = code & (1 << shift) - 1
    code = low | value << shift | (code >> shift) << shift + 4
    secrets = state.secrets & ~(MARK_MASK << MARK_BITS * seat) | code << MARK_BITS * seat
    return new_state(state.match, state.cards, state.progress, secrets, None)


def finish_reporting(state: NewsprintState, action: Done) -> NewsprintState:
    done = state.progress | 1 << action.player
    n = state.match.num_players
    if done != (1 << n) - 1:
        return new_state(state.match, state.cards, done, state.secrets, None)
    return draw_replacements(state)


def draw_replacements(state: NewsprintState) -> NewsprintState:
    """All discards go (face down) to the discard pile, then each seat in
    turn draws as many cards as it discarded."""
    cards, n = state.cards, state.match.num_players
    codes = [state.secrets >> MARK_BITS * seat & MARK_MASK for seat in range(n)]
    for seat in range(n):
        cards = _discarded(cards, seat, marked_hand(codes[seat]))
    for seat in range(n):
        cards = _drawn(cards, seat, (codes[seat].bit_length() + 3) // 4)
    return start_turns_in_order(state.match, P_INVESTIGATION, cards)


# -- 4. Investigation phase and 6. Edit phase -------------------------------


def start_turns_in_order(match: Match, phase: Phase, cards: Cards) -> NewsprintState:
    """Start with the player with the fewest circulation points and go
    clockwise; a tie is settled by a coin flip."""
    clockwise = match.options.order_of_play is OrderOfPlay.CLOCKWISE
    order, rng = lowest_first(match.circulation, Rng(cards.rng), clockwise)
    order = CLOCKWISE_ORDERS.get(order, order)
    return new_state(evolve(match, phase=phase, order=order), evolve(cards, rng=rng.state),
                     0, 0, None)


# Every clockwise order of play, kept once (a game's states hold ten orders).
CLOCKWISE_ORDERS = {
    order: order for n in range(1, MAX_PLAYERS + 1) for order in
    (seat_order(start, n) for start in range(n))
}


def current_seat(state: NewsprintState) -> int:
    """The seat whose turn it is in the Investigation or Edit phase."""
    return state.match.order[state.progress & SEAT_MASK]


def finish_turn(state: NewsprintState, action: Done) -> NewsprintState:
    """The current player is done; a turn without a card played is a pass.

    The phase goes once round the table ("go clockwise"), or with
    ``rounds="until_all_pass"`` round and round until every seat has
    passed in a row."""
    match, progress = state.match, state.progress
    n, current = match.num_players, progress & SEAT_MASK
    passes = 0 if progress & PLAYED else (progress >> CURRENT_BITS) + 1
    until_all_pass = match.options.rounds is UNTIL_ALL_PASS
    phase_over = passes == n if until_all_pass else current + 1 == n
    if not phase_over:
        return new_state(match, state.cards, (current + 1) % n | passes << CURRENT_BITS, 0,
                         None)
    if state.phase is P_INVESTIGATION:
        return start_story_phase(state)
    return end_turn(state)


def legal_plays(state: NewsprintState, seat: int) -> Iterator[Play]:
    """Every card of the phase's kind in hand, with each target it may take."""
    hand = seat_hand(state.cards.hands, seat)
    for card in PHASE_CARDS[state.phase]:
        if not hand >> SHIFTS[card] & MASK:
            continue
        if card is EXTRA_EXTRA and state.match.extra[seat] and _other_suit(state):
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
    for index, story in enumerate(state.match.stories[owner]):
        if not story.defamed:
            yield play_at(seat, card, target, index)


def _other_suit(state: NewsprintState) -> bool:
    return state.options.extra_extra is OTHER_SUIT


def check_play(state: NewsprintState, action: Play) -> str | None:
    seat, card = action.player, action.card
    kind = PHASE_KIND[state.phase]
    if card.kind is not kind:
        article = "an" if kind.name[0] in "AEIOU" else "a"
        return (f"{card.title} is not {article} {kind.name.capitalize()} card; "
                "it cannot be played now")
    if not hands.count(seat_hand(state.cards.hands, seat), card):
        return f"you have no {card.title} card"
    if card is EXTRA_EXTRA and state.match.extra[seat] and _other_suit(state):
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
    owned = state.match.stories[owner]
    whose = "your" if owner == seat else f"seat {owner}'s"
    if story is None or not 0 <= story < len(owned):
        return f"{card.title} needs one of {whose} {len(owned)} stories, not story {shown(story)}"
    if owned[story].defamed:
        return f"{whose} {owned[story].suit.title} story was already discarded by Defamation"
    return None


def play_card(state: NewsprintState, action: Play) -> NewsprintState:
    """The card goes on the table; every other seat may answer it with a
    Freedom of the Press before it takes effect."""
    return new_state(
        state.match, _card_tabled(state.cards, action.player, action.card),
        state.progress | PLAYED, ALLOW_CODE << ANSWER_BITS * action.player, awaiting(action),
    )


def legal_allow(state: NewsprintState, seat: int) -> tuple[Allow, ...]:
    return (ALLOW[seat],)


def legal_negate(state: NewsprintState, seat: int) -> tuple[Negate, ...]:
    """Only a holder of Freedom of the Press may negate."""
    return (NEGATE[seat],) if hands.count(seat_hand(state.cards.hands, seat), FREEDOM) else ()


def check_negate(state: NewsprintState, action: Negate) -> str | None:
    if not hands.count(seat_hand(state.cards.hands, action.player), FREEDOM):
        return "you need a Freedom of the Press card to negate it"
    return None


def respond(state: NewsprintState, action: Allow | Negate) -> NewsprintState:
    code = NEGATE_CODE if type(action) is Negate else ALLOW_CODE
    answers = state.secrets | code << ANSWER_BITS * action.player
    n = state.match.num_players
    if filled(answers, ANSWER_BITS, n) != ALL_FILLED[ANSWER_BITS][n]:
        return new_state(state.match, state.cards, state.progress, answers,
                         state.pending)
    return close_reaction(state, answers)


def close_reaction(state: NewsprintState, answers: int) -> NewsprintState:
    """The first seat clockwise from the card's player that chose to negate
    plays its Freedom of the Press; others who also chose to keep theirs."""
    reaction = state.pending
    assert type(reaction) is Reaction
    stack, n = reaction.stack, state.match.num_players
    negaters = [s for s in seat_order(stack[-1].player, n)
                if answers >> ANSWER_BITS * s & NEGATE_CODE]
    if not negaters:
        state = new_state(state.match, state.cards, state.progress, 0, None)
        return resolve_stack(state, stack)
    freedom = PLAYS[negaters[0]][FREEDOM]
    cards = _card_tabled(state.cards, freedom.player, FREEDOM)
    stack = (*stack, freedom)
    if state.match.options.freedom_counters_freedom:
        return new_state(state.match, cards, state.progress,
                         ALLOW_CODE << ANSWER_BITS * freedom.player, Reaction(stack))
    state = new_state(state.match, cards, state.progress, 0, None)
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
    victim = seat_hand(cards.hands, play.target)
    lost, rng = hands.take_random(victim, RED_HERRING_DISCARDS, Rng(cards.rng))
    return evolve(state, cards=_discarded(cards, play.target, lost, rng.state))


def _with_match(state: NewsprintState, match: Match) -> NewsprintState:
    return evolve(state, match=match)


def stop_the_presses(state: NewsprintState, play: Play) -> NewsprintState:
    """Wild card: it counts as a card of any suit in your story this turn."""
    seat, match = play.player, state.match
    wilds = with_seat(match.wilds, seat, match.wilds[seat] + 1)
    return _with_match(state, replace(match, wilds=wilds))


def extra_extra(state: NewsprintState, play: Play) -> NewsprintState:
    """You may play 2 stories this turn (a second copy gives no third)."""
    match = state.match
    extra = with_seat(match.extra, play.player, True)
    return _with_match(state, replace(match, extra=extra))


def investigative_reporting(state: NewsprintState, play: Play) -> NewsprintState:
    """Draw 2 cards."""
    cards = _drawn(state.cards, play.player, INVESTIGATIVE_REPORTING_DRAWS)
    return evolve(state, cards=cards)


def freelance_journalist(state: NewsprintState, play: Play) -> NewsprintState:
    """Steal 1 random card from an opponent."""
    assert play.target is not None
    cards = state.cards
    stolen, rng = hands.take_random(seat_hand(cards.hands, play.target), 1, Rng(cards.rng))
    new_hands = cards.hands - (stolen << HAND_BITS * play.target) \
        + (stolen << HAND_BITS * play.player)
    return evolve(state, cards=replace(cards, hands=new_hands, rng=rng.state))


def rewrite(state: NewsprintState, play: Play) -> NewsprintState:
    """Discard your hand and draw 10 new cards."""
    cards = _discarded(state.cards, play.player, seat_hand(state.cards.hands, play.player))
    return evolve(state, cards=_drawn(cards, play.player, HAND_SIZE))


def _change_story(
    state: NewsprintState, seat: int, index: int, change: Callable[[Story], Story]
) -> NewsprintState:
    match = state.match
    seat_stories = match.stories[seat]
    changed = change(seat_stories[index])
    new = alone(changed) if len(seat_stories) == 1 else with_seat(seat_stories, index, changed)
    return _with_match(state, replace(match, stories=with_seat(match.stories, seat, new)))


def break_the_story(state: NewsprintState, play: Play) -> NewsprintState:
    """Your story counts as if it were 2 cards larger (not for the Inside
    Scoop)."""
    assert play.story is not None
    return _change_story(
        state, play.player, play.story,
        lambda s: shared_story(s.suit, s.cards, s.wilds, s.breaks + 1, s.defamed),
    )


def editorial(state: NewsprintState, play: Play) -> NewsprintState:
    """Worth 5 CP in this turn's Circulation phase."""
    seat, match = play.player, state.match
    editorials = with_seat(match.editorials, seat, match.editorials[seat] + 1)
    return _with_match(state, replace(match, editorials=editorials))


def defamation(state: NewsprintState, play: Play) -> NewsprintState:
    """Target opponent's story is discarded: it earns nothing and no longer
    counts for the Inside Scoop."""
    assert play.target is not None and play.story is not None
    return _change_story(
        state, play.target, play.story,
        lambda s: shared_story(s.suit, s.cards, s.wilds, s.breaks, True),
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
    n = state.match.num_players
    return new_state(evolve(state.match, phase=P_STORY, order=()), state.cards, 0, 0,
                     Writing(no_effects(n)[3], nobody_yet(n)))


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


def draft_of(state: NewsprintState, seat: int) -> tuple[Story, ...]:
    """The seat's first story awaiting the second, if any."""
    step = state.pending
    assert type(step) is Writing
    return step.drafts[seat]


def legal_stories(state: NewsprintState, seat: int) -> Iterator[PlayStory]:
    choices = story_choices(seat_hand(state.cards.hands, seat), state.match.wilds[seat],
                            draft_of(state, seat), _other_suit(state))
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
    draft = draft_of(state, seat)
    if _other_suit(state) and any(s.suit is suit for s in draft):
        return (f"your first story is already {suit.title}; two stories need two suits "
                "(extra_extra='other_suit')")
    have = hands.count(seat_hand(state.cards.hands, seat), suit)
    have -= sum(s.cards for s in draft if s.suit is suit)
    if cards > have:
        more = " besides those of your first story" if len(draft) else ""
        return f"you have {have} {suit.title} cards{more}, not {shown(cards)}"
    free_wilds = state.match.wilds[seat] - sum(s.wilds for s in draft)
    if wilds > free_wilds:
        return f"you have {free_wilds} Stop the Presses wild cards to use, not {shown(wilds)}"
    return None


def legal_no_story(state: NewsprintState, seat: int) -> tuple[NoStory, ...]:
    if draft_of(state, seat) or not can_form_story(seat_hand(state.cards.hands, seat),
                                               state.match.wilds[seat]):
        return (NO_STORY[seat],)
    return ()


def check_no_story(state: NewsprintState, action: NoStory) -> str | None:
    seat = action.player
    if draft_of(state, seat):
        return None  # declining the second story of Extra! Extra!
    if can_form_story(seat_hand(state.cards.hands, seat), state.match.wilds[seat]):
        return "every player plays one story when able, and you can form one"
    return None


def play_story(state: NewsprintState, action: PlayStory) -> NewsprintState:
    """Stories are chosen in secret. With Extra! Extra! the first story waits
    as a draft for the second."""
    seat = action.player
    step = state.pending
    assert type(step) is Writing
    drafted, story = step.drafts[seat], shared_story(action.suit, action.cards, action.wilds)
    stories = (*drafted, story) if drafted else alone(story)
    if state.match.extra[seat] and len(stories) < MAX_STORIES:
        return _writing(state, Writing(with_seat(step.drafts, seat, stories), step.committed))
    return commit_stories(state, step, seat, stories)


def no_story(state: NewsprintState, action: NoStory) -> NewsprintState:
    step = state.pending
    assert type(step) is Writing
    return commit_stories(state, step, action.player, step.drafts[action.player])


def commit_stories(
    state: NewsprintState, step: Writing, seat: int, stories: tuple[Story, ...]
) -> NewsprintState:
    committed = with_seat(step.committed, seat, stories)
    if None not in committed:
        return reveal_stories(state, committed)
    drafts = with_seat(step.drafts, seat, ()) if step.drafts[seat] else step.drafts
    return _writing(state, Writing(drafts, committed))


def _writing(state: NewsprintState, step: Writing) -> NewsprintState:
    return new_state(state.match, state.cards, 0, 0, step)


def reveal_stories(
    state: NewsprintState, committed: tuple[tuple[Story, ...] | None, ...]
) -> NewsprintState:
    """All stories are revealed together; their cards go on the table."""
    revealed = tuple(s or () for s in committed)
    cards = state.cards
    for seat, seat_stories in enumerate(revealed):
        held = hands.of(story.suit for story in seat_stories for _ in range(story.cards))
        cards = _tabled(cards, seat, held)
    return start_turns_in_order(evolve(state.match, stories=revealed), P_EDIT, cards)


# -- 7. Circulation phase and 8. End phase ----------------------------------


def end_turn(state: NewsprintState) -> NewsprintState:
    """The Circulation phase scores the turn; in the End phase players
    discard all their cards: those in hand face down, those on the table
    (seen by all) face up. After the fifth turn the game is over."""
    match = state.match
    n = match.num_players
    ties_score = match.options.inside_scoop_ties is InsideScoopTies.ALL
    report = circulation_phase(match.turn, match.stories, match.editorials, ties_score)
    circulation = tuple(map(operator.add, match.circulation, map(report.total, range(n))))
    cards = state.cards
    for seat in range(n):
        cards = _discarded(cards, seat, seat_hand(cards.hands, seat))
    face_up, pile = cards.face_up, cards.discard_pile
    for seat in range(n):
        held = seat_hand(cards.table, seat)
        face_up = hands.add(face_up, held)
        pile = _piled(pile, held)
    cards = new_cards(cards.rng, cards.draw_pile, cards.drawn, pile, face_up, cards.face_down, 0, 0)
    # The turn's effects end with it.
    over = match.turn == TURNS
    standings = Standings(n, match.options, match.turn if over else match.turn + 1, circulation,
                          (*match.standings.history, report))
    match = Match(standings, P_OVER if over else P_SCOOP, (), *no_effects(n))
    if over:
        return new_state(match, cards, 0, 0, None)
    return lead_phase(new_state(match, cards, 0, 0, None), match)


# -- Who decides, and the table of steps ------------------------------------


# A playout asks `to_move` of one state four times (the caller,
# `legal_actions`, `apply`, `is_over`): the last answer is kept.
@remember_last
def to_move(state: NewsprintState) -> tuple[int, ...]:
    return _waiting(state)


def _waiting(state: NewsprintState) -> tuple[int, ...]:
    phase, n = state.phase, state.match.num_players
    if phase is P_SCOOP:
        return WAITING[PICK_BITS][n][filled(state.secrets, PICK_BITS, n)]
    if phase is P_REPORTER:
        return WAITING[1][n][state.progress]
    if phase is P_STORY:
        step = state.pending
        assert type(step) is Writing
        return waiting(step.committed)
    if phase is P_OVER:
        return ()
    if state.pending is not None:
        return WAITING[ANSWER_BITS][n][filled(state.secrets, ANSWER_BITS, n)]
    return (state.match.order[state.progress & SEAT_MASK],)


def filled(secrets: int, bits: int, n: int) -> int:
    """The slots of ``secrets`` (of ``bits`` bits each) holding a choice, as
    the lowest bit of each slot."""
    if bits == PICK_BITS:
        secrets |= secrets >> 2
    return (secrets | secrets >> 1) & ALL_FILLED[bits][n]


# Per slot width and player count: every slot filled, as `filled` gives it,
# and the seats still to choose for each value `filled` may give.
ALL_FILLED = {
    bits: tuple(sum(1 << bits * seat for seat in range(n)) for n in range(MAX_PLAYERS + 1))
    for bits in (1, ANSWER_BITS, PICK_BITS)
}
WAITING = {
    bits: tuple(
        {sum(1 << bits * seat for seat in range(n) if done >> seat & 1):
         tuple(seat for seat in range(n) if not done >> seat & 1) for done in range(1 << n)}
        for n in range(MAX_PLAYERS + 1)
    )
    for bits in (1, ANSWER_BITS, PICK_BITS)
}


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


STAGE_ANSWER = Stage.ANSWER  # (a module constant: see `EXTRA_EXTRA`)
# Indexed by phase: a tuple index is cheaper than hashing the phase.
STAGE_OF_PHASE = tuple(Stage[phase.name] for phase in Phase)


def stage(state: NewsprintState) -> Stage:
    if type(state.pending) is Reaction:
        return STAGE_ANSWER
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
    holds = hands.count(seat_hand(state.cards.hands, seat), FREEDOM)
    return ANSWERS[seat] if holds else ALLOW_ONLY[seat]


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


# Every card a seat may play at a target seat or story, built once (a few
# hundred: 7 seats x 31), and the answers each card alone awaits: one shared
# `Reaction` per play, so playing a card builds none. (Filled as asked, these
# tables grew during the games a process keeps; built up front they hold
# about 800 tracked objects, ~64 KB.)
PLAY_AT = {
    (seat, card, target, story): Play(seat, card, target, story)
    for seat in _SEATS for card in (*TARGETS_SEAT, *TARGETS_STORY)
    for target in ((None,) if card not in TARGETS_SEAT else
                   (t for t in _SEATS if t != seat))
    for story in ((None,) if card not in TARGETS_STORY else range(MAX_STORIES))
}
REACTIONS = {
    play: Reaction((play,)) for play in
    (*(PLAYS[seat][card] for seat in _SEATS for phase_cards in PHASE_CARDS.values()
       for card in phase_cards if card not in TARGETS_SEAT | TARGETS_STORY),
     *PLAY_AT.values())
}


def play_at(seat: int, card: Card, target: int | None, story: int | None) -> Play:
    """A card played at a target seat or story."""
    return PLAY_AT.get((seat, card, target, story)) or Play(seat, card, target, story)


def awaiting(play: Play) -> Reaction:
    """The answers a card alone awaits."""
    return REACTIONS.get(play) or Reaction((play,))


# Every story a seat may form (a suit's 0 to 10 cards, 0 to 2 wilds: one of
# each face's 10 copies and 2 Stop the Presses), as actions per seat, built
# at the seat's first Story phase (165 actions, ~18 KB and 240 tracked
# objects per seat, at most 7 seats), so listing the Story phase only looks
# them up. (A cache filled as asked grew during the games a process keeps.)
MAX_WILDS = COPIES[Card.STOP_THE_PRESSES]


@functools.cache
def story_actions(seat: int) -> tuple[tuple[tuple[PlayStory, ...], ...], ...]:
    return tuple(
        tuple(tuple(PlayStory(seat, suit, cards, wilds) for wilds in range(MAX_WILDS + 1))
              for cards in range(COPIES[suit] + 1)) if suit in SUITS else ()
        for suit in Card
    )


def story_action(seat: int, suit: Card, cards: int, wilds: int) -> PlayStory:
    """A story to play (the seat can form it: its counts are in the table)."""
    try:
        return story_actions(seat)[suit][cards][wilds]
    except IndexError:
        return PlayStory(seat, suit, cards, wilds)
