"""Strict at the door: a loaded state must be one the game could be in.

`state_problem` names the first field that no game of Newsprint could have:
a number out of range, a per-seat tuple of the wrong length, a phase without
what it needs (or with what another phase holds), a card out of nowhere, a
history that does not add up to the circulation points. The checks run in
an order where each relies only on those before it, so no input can make
them crash or run long.
"""

from __future__ import annotations

import operator

from pressroom.core.shown import shown
from pressroom.core.turns import Commitments, seat_order
from pressroom.games.newsprint import hand as hands
from pressroom.games.newsprint.components import (
    COPIES,
    EDITORIAL_CP,
    HAND_SIZE,
    MAX_PLAYERS,
    MAX_REPORTER_DISCARDS,
    MAX_STORIES,
    MIN_PLAYERS,
    SUITS,
    TURNS,
    Card,
    Kind,
)
from pressroom.games.newsprint.hand import Hand
from pressroom.games.newsprint.options import ExtraExtra, InsideScoopTies, OrderOfPlay, Rounds
from pressroom.games.newsprint.rules import (
    PHASE_KIND,
    can_form_story,
    current_seat,
    story_choices,
    target_problem,
)
from pressroom.games.newsprint.scoring import circulation_phase
from pressroom.games.newsprint.state import NONE_PENDING, NewsprintState, Phase, Story

FULL: Hand = tuple(COPIES[card] for card in Card)
FREEDOM = Card.FREEDOM_OF_THE_PRESS
# Cards that may lie on the table in each phase (played this turn).
ON_TABLE = {
    Phase.INVESTIGATION: {Kind.INVESTIGATION, Kind.EVENT},
    Phase.STORY: {Kind.INVESTIGATION, Kind.EVENT},
    Phase.EDIT: {Kind.INVESTIGATION, Kind.EVENT, Kind.EDIT, Kind.STORY},
}


def check_state(state: NewsprintState) -> None:
    problem = state_problem(state)
    if problem is not None:
        raise ValueError(f"malformed Newsprint state: {problem}")


def state_problem(state: NewsprintState) -> str | None:
    for check in (_seats, _counts, _history, _phase_fields, _effects, _phase_details):
        problem = check(state)
        if problem is not None:
            return problem
    return None


def _seats(state: NewsprintState) -> str | None:
    n = state.num_players
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        return f"num_players must be {MIN_PLAYERS} to {MAX_PLAYERS}, not {shown(n)}"
    if not 0 <= state.rng.state < 2**64:
        return f"rng.state must be a 64-bit value, not {shown(state.rng.state)}"
    if not 1 <= state.turn <= TURNS:
        return f"turn must be 1 to {TURNS}, not {shown(state.turn)}"
    for name in ("face_down", "hands", "table", "circulation", "wilds", "extra", "editorials",
                 "stories"):
        if len(getattr(state, name)) != n:
            return f"{name} must have one entry per seat ({n})"
    return None


def _hand_problem(name: str, held: Hand) -> str | None:
    if len(held) != len(FULL):
        return f"{name} must count each of the {len(FULL)} cards"
    if min(held) >= 0 and not any(map(operator.gt, held, FULL)):
        return None
    for card, count in zip(Card, held, strict=True):
        if not 0 <= count <= COPIES[card]:
            return f"{name} holds {shown(count)} {card.title} cards (0 to {COPIES[card]})"
    return None


def _counts(state: NewsprintState) -> str | None:
    named = [("face_up", state.face_up)]
    for field in ("face_down", "hands", "table"):
        named += [(f"{field}[{seat}]", held) for seat, held in enumerate(getattr(state, field))]
    for name, held in named:
        problem = _hand_problem(name, held)
        if problem is not None:
            return problem
    deck = state.deck
    if len(deck.draw_pile) + len(deck.discard_pile) > sum(FULL):
        return "deck holds more cards than the game has"
    discarded = hands.add(state.face_up, _sum(state.face_down))
    if hands.of(deck.discard_pile) != discarded:
        return "deck.discard_pile must be the cards of face_up and face_down"
    everywhere = hands.add(hands.of(deck.draw_pile), hands.add(discarded, _sum(state.hands)))
    if hands.add(everywhere, _sum(state.table)) != FULL:
        return "hands, table and deck must hold the 70 cards, each exactly once"
    return None


def _sum(held: tuple[Hand, ...]) -> Hand:
    total = hands.EMPTY
    for h in held:
        total = hands.add(total, h)
    return total


def _turns_completed(state: NewsprintState) -> int:
    return TURNS if state.phase is Phase.OVER else state.turn - 1


def _story_problem(name: str, story: Story) -> str | None:
    if story.suit.kind is not Kind.STORY:
        return f"{name} has the suit {story.suit.title}, which is not a story suit"
    if not 0 <= story.cards <= COPIES[story.suit]:
        return f"{name} has {shown(story.cards)} cards"
    if not 0 <= story.wilds <= COPIES[Card.STOP_THE_PRESSES]:
        return f"{name} has {shown(story.wilds)} wilds"
    if story.cards + story.wilds < 1:
        return f"{name} has no card"
    if not 0 <= story.breaks <= COPIES[Card.BREAK_THE_STORY]:
        return f"{name} has {shown(story.breaks)} Break the Story cards"
    return None


def _stories_problem(name: str, stories: tuple[tuple[Story, ...], ...]) -> str | None:
    for seat, seat_stories in enumerate(stories):
        if len(seat_stories) > MAX_STORIES:
            return f"{name}[{seat}] holds more than {MAX_STORIES} stories"
        for i, story in enumerate(seat_stories):
            problem = _story_problem(f"{name}[{seat}][{i}]", story)
            if problem is not None:
                return problem
    for suit in SUITS:
        cards = sum(s.cards for seat_stories in stories for s in seat_stories if s.suit is suit)
        if cards > COPIES[suit]:
            return f"{name} use {cards} {suit.title} cards; there are {COPIES[suit]}"
    played = [s for seat_stories in stories for s in seat_stories]
    if sum(s.wilds for s in played) > COPIES[Card.STOP_THE_PRESSES]:
        return f"{name} use more wilds than there are Stop the Presses cards"
    if sum(s.breaks for s in played) > COPIES[Card.BREAK_THE_STORY]:
        return f"{name} carry more Break the Story cards than there are"
    if sum(s.defamed for s in played) > COPIES[Card.DEFAMATION]:
        return f"{name} were defamed more often than there are Defamation cards"
    return None


def _history(state: NewsprintState) -> str | None:
    n = state.num_players
    if len(state.history) != _turns_completed(state):
        return f"history must hold one report per turn played ({_turns_completed(state)})"
    ties = state.options.inside_scoop_ties is InsideScoopTies.ALL
    totals = [0] * n
    for i, report in enumerate(state.history):
        name = f"history[{i}]"
        if report.turn != i + 1:
            return f"{name}.turn must be {i + 1}"
        lengths = (len(report.stories), len(report.story_points), len(report.editorial_points))
        if lengths != (n, n, n):
            return f"{name} must have one entry per seat"
        problem = _stories_problem(f"{name}.stories", report.stories)
        if problem is not None:
            return problem
        editorials = []
        for points in report.editorial_points:
            if points not in range(0, EDITORIAL_CP * COPIES[Card.EDITORIAL] + 1, EDITORIAL_CP):
                return f"{name}.editorial_points holds {shown(points)}"
            editorials.append(points // EDITORIAL_CP)
        if sum(editorials) > COPIES[Card.EDITORIAL]:
            return f"{name}.editorial_points count more Editorials than there are"
        if report != circulation_phase(report.turn, report.stories, tuple(editorials), ties):
            return f"{name}.story_points are not what its stories earn"
        totals = [t + report.total(seat) for seat, t in enumerate(totals)]
    if state.circulation != tuple(totals):
        return "circulation must be the sum of the history's points"
    return None


def _phase_fields(state: NewsprintState) -> str | None:
    """Each phase holds its own objects and none of another phase's."""
    phase, n = state.phase, state.num_players
    expected = {
        "scoop_round": phase is Phase.SCOOP,
        "picks": phase is Phase.SCOOP,
        "marked": phase is Phase.REPORTER,
        "discards": phase is Phase.REPORTER,
        "order": phase in PHASE_KIND,
        "drafts": phase is Phase.STORY,
        "committed": phase is Phase.STORY,
    }
    empty = {"scoop_round": None, "picks": NONE_PENDING, "marked": (), "discards": NONE_PENDING,
             "order": (), "drafts": (), "committed": NONE_PENDING}
    for name, needed in expected.items():
        value = getattr(state, name)
        if not needed and value != empty[name]:
            return f"{name} belongs to another phase than {phase.words}"
        if needed and name == "scoop_round" and value is None:
            return f"scoop_round is needed in {phase.words}"
        if needed and name != "scoop_round":
            choices = value.choices if isinstance(value, Commitments) else value
            if len(choices) != n:
                return f"{name} must have one entry per seat ({n}) in {phase.words}"
    if phase not in PHASE_KIND and (state.current, state.passes, state.played) != (None, 0, False):
        return "current, passes and played belong to the Investigation and Edit phases"
    if phase not in PHASE_KIND and state.reaction is not None:
        return "reaction belongs to the Investigation and Edit phases"
    if phase is not Phase.EDIT and any(state.stories):
        return "stories lie on the table only in the Edit phase"
    return None


def _effects(state: NewsprintState) -> str | None:
    """The turn's effects: each from a card of its own on the table."""
    before = state.phase in (Phase.SCOOP, Phase.REPORTER, Phase.OVER)
    for seat in range(state.num_players):
        table = state.table[seat]
        if before and hands.size(table):
            return f"table[{seat}] holds cards before the Investigation phase"
        if not 0 <= state.wilds[seat] <= table[Card.STOP_THE_PRESSES]:
            return f"wilds[{seat}] is {shown(state.wilds[seat])}, with " \
                   f"{table[Card.STOP_THE_PRESSES]} Stop the Presses on its table"
        if state.extra[seat] and not table[Card.EXTRA_EXTRA]:
            return f"extra[{seat}] is set without an Extra! Extra! on its table"
        if not 0 <= state.editorials[seat] <= table[Card.EDITORIAL]:
            return f"editorials[{seat}] is {shown(state.editorials[seat])}, with " \
                   f"{table[Card.EDITORIAL]} Editorials on its table"
        allowed = ON_TABLE.get(state.phase, set())
        stray = [card for card in Card if table[card] and card.kind not in allowed]
        if stray:
            return f"table[{seat}] holds {stray[0].title} in {state.phase.words}"
    return None


def _phase_details(state: NewsprintState) -> str | None:
    phase = state.phase
    if phase in (Phase.SCOOP, Phase.REPORTER):
        sizes = [hands.size(h) for h in state.hands]
        if sizes != [HAND_SIZE] * state.num_players:
            return f"hands must hold {HAND_SIZE} cards each in {phase.words}"
    if phase is Phase.SCOOP:
        return _scoop(state)
    if phase is Phase.REPORTER:
        return _reporter(state)
    if phase is Phase.STORY:
        return _story(state)
    if phase in PHASE_KIND:
        return _turns(state)
    if any(hands.size(h) for h in state.hands):
        return "hands must be empty once the game is over"
    return None


def _scoop(state: NewsprintState) -> str | None:
    if state.scoop_round is None or not 1 <= state.scoop_round <= state.num_players:
        return f"scoop_round must be 1 to {state.num_players}, not {shown(state.scoop_round)}"
    if state.picks.all_in:
        return "picks are all in, so the cards should have been passed"
    for seat, card in enumerate(state.picks.choices):
        if card is not None and not state.hands[seat][card]:
            return f"picks[{seat}] is {card.title}, which seat {seat} does not hold"
    return None


def _reporter(state: NewsprintState) -> str | None:
    if state.discards.all_in:
        return "discards are all in, so the replacements should have been drawn"
    for seat, marked in enumerate(state.marked):
        problem = _hand_problem(f"marked[{seat}]", marked)
        if problem is not None:
            return problem
        if hands.size(marked) > MAX_REPORTER_DISCARDS:
            return f"marked[{seat}] sets aside more than {MAX_REPORTER_DISCARDS} cards"
        if min(hands.remove(state.hands[seat], marked)) < 0:
            return f"marked[{seat}] sets aside cards seat {seat} does not hold"
        done = state.discards.choices[seat]
        if done is not None and done != marked:
            return f"discards[{seat}] must be the cards marked[{seat}] sets aside"
    return None


def _story(state: NewsprintState) -> str | None:
    if state.committed.all_in:
        return "committed stories are all in, so they should have been revealed"
    other_suit = state.options.extra_extra is ExtraExtra.OTHER_SUIT
    for seat in range(state.num_players):
        hand, wilds, extra = state.hands[seat], state.wilds[seat], state.extra[seat]
        draft, chosen = state.drafts[seat], state.committed.choices[seat]
        if draft and (not extra or chosen is not None or len(draft) > 1):
            return f"drafts[{seat}] holds a first story without Extra! Extra! waiting for a second"
        stories = draft if chosen is None else chosen
        if len(stories) > (MAX_STORIES if extra else 1):
            return f"committed[{seat}] holds too many stories"
        if chosen == () and can_form_story(hand, wilds):
            return f"committed[{seat}] is no story, but seat {seat} can form one"
        for i, story in enumerate(stories):
            fresh = (story.suit, story.cards, story.wilds)
            if story.breaks or story.defamed or fresh not in set(
                story_choices(hand, wilds, stories[:i], other_suit)
            ):
                return f"committed[{seat}][{i}] is not a story seat {seat} can play"
    return None


def _turns(state: NewsprintState) -> str | None:
    n = state.num_players
    order = state.order
    if sorted(order) != list(range(n)):
        return "order must name every seat once"
    if state.circulation[order[0]] != min(state.circulation):
        return "order must start with a seat with the fewest circulation points"
    if state.options.order_of_play is OrderOfPlay.CLOCKWISE:
        if order != seat_order(order[0], n):
            return "order must go clockwise from its first seat"
    elif [state.circulation[s] for s in order] != sorted(state.circulation):
        return "order must rank the seats by ascending circulation points"
    current = state.current
    if current is None or not 0 <= current < n:
        return f"current must be 0 to {n - 1}, not {shown(current)}"
    if not 0 <= state.passes < n:
        return f"passes must be 0 to {n - 1}, not {shown(state.passes)}"
    if state.options.rounds is Rounds.ONCE_AROUND and state.passes > current:
        return "passes counts more turns than the phase has had"
    if state.played and not hands.size(state.table[order[current]]):
        return "played is set but the current seat has no card on the table"
    if state.phase is Phase.EDIT:
        problem = _revealed(state)
        if problem is not None:
            return problem
    return _reaction(state)


def _revealed(state: NewsprintState) -> str | None:
    problem = _stories_problem("stories", state.stories)
    if problem is not None:
        return problem
    other_suit = state.options.extra_extra is ExtraExtra.OTHER_SUIT
    for seat, stories in enumerate(state.stories):
        table = state.table[seat]
        if len(stories) > (MAX_STORIES if state.extra[seat] else 1):
            return f"stories[{seat}] holds more stories than seat {seat} may play"
        if other_suit and len({s.suit for s in stories}) < len(stories):
            return f"stories[{seat}] are of one suit (extra_extra='other_suit')"
        for suit in SUITS:
            if table[suit] != sum(s.cards for s in stories if s.suit is suit):
                return f"table[{seat}] must hold the {suit.title} cards of its stories"
        if sum(s.wilds for s in stories) > state.wilds[seat]:
            return f"stories[{seat}] use more wilds than seat {seat} has"
        if sum(s.breaks for s in stories) > table[Card.BREAK_THE_STORY]:
            return f"stories[{seat}] carry Break the Story cards seat {seat} did not play"
        defamers = sum(state.table[q][Card.DEFAMATION] for q in range(state.num_players)
                       if q != seat)
        if sum(s.defamed for s in stories) > defamers:
            return f"stories[{seat}] were defamed by Defamation cards nobody played"
    return None


def _reaction(state: NewsprintState) -> str | None:
    reaction = state.reaction
    if reaction is None:
        return None
    stack, answers = reaction.stack, reaction.responses.choices
    if not stack or len(answers) != state.num_players:
        return "reaction needs a card played and one answer slot per seat"
    first = stack[0]
    if first.player != current_seat(state) or not state.played:
        return "reaction.stack[0] must be a card the current seat played"
    if first.card.kind is not PHASE_KIND[state.phase]:
        return f"reaction.stack[0] plays {first.card.title} in {state.phase.words}"
    problem = target_problem(state, first)
    if problem is not None:
        return f"reaction.stack[0]: {problem}"
    most = 1 + (COPIES[FREEDOM] if state.options.freedom_counters_freedom else 0)
    if len(stack) > most:
        return f"reaction.stack holds more than {most} cards"
    for i, freedom in enumerate(stack[1:], 1):
        if (freedom.card, freedom.target, freedom.story) != (FREEDOM, None, None):
            return f"reaction.stack[{i}] must be a Freedom of the Press"
        if not 0 <= freedom.player < state.num_players or freedom.player == stack[i - 1].player:
            return f"reaction.stack[{i}] must be played by another seat"
    for seat in range(state.num_players):
        on_stack = sum(1 for play in stack[1:] if play.player == seat)
        if state.table[seat][FREEDOM] < on_stack:
            return f"reaction.stack holds Freedoms of the Press not on seat {seat}'s table"
    if not state.table[first.player][first.card]:
        return f"reaction.stack[0] is not on seat {first.player}'s table"
    if state.extra[first.player] and first.card is Card.EXTRA_EXTRA and \
            state.options.extra_extra is ExtraExtra.OTHER_SUIT:
        return "reaction.stack[0] is a second Extra! Extra! (extra_extra='other_suit')"
    if answers[stack[-1].player] is not False:
        return "reaction.responses must hold False for the seat whose card it answers"
    if reaction.responses.all_in:
        return "reaction.responses are all in, so the card should have been resolved"
    for seat, answer in enumerate(answers):
        if answer and not state.hands[seat][FREEDOM]:
            return f"reaction.responses[{seat}] negates without a Freedom of the Press"
    return None
