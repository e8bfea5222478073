"""Extrablatt's transitions, in the order of the rulebook.

Every function takes a state and returns a new one. `why_illegal` explains
what is wrong with an action; `legal_actions` lists exactly the actions it
accepts (the property tests check both ways).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from pressroom.core.frozen import replace
from pressroom.core.protocol import IllegalAction, turn_error
from pressroom.core.rng import Rng
from pressroom.core.turns import Commitments, left_of, with_seat
from pressroom.games.extrablatt import layout
from pressroom.games.extrablatt.actions import (
    ACTION_TYPES,
    Action,
    Challenge,
    ChoosePile,
    ChooseSize,
    ExtraTurn,
    Pass,
    Place,
    PlaceDuck,
    Remove,
    Take,
    WriteCheck,
)
from pressroom.games.extrablatt.components import (
    CHECK_SETS,
    COLUMN_DEPTH,
    COLUMNS,
    COPIES_PER_HEADLINE,
    DUCK_ADVERT,
    DUCK_ADVERT_MESSAGES,
    DUCK_ADVERT_TOKENS,
    DUCK_FROM_HOUR,
    EDITION_BLUE,
    EDITION_RED,
    EDITION_YELLOW,
    EXTRA_TURN_MARKERS,
    EXTRA_TURNS_FOR_ADVERT,
    FULL_LAYOUT_STOCK,
    HEADLINE_TITLES,
    HIGHEST_CHECK,
    LOWEST_CHECK,
    NUM_HEADLINES,
    PICTURES_PER_SECTION,
    PILE_HEADLINES,
    SIZE_INDEX,
    SIZES,
    SPEED_PILE_TIME_CARDS,
    START_EXTRA_TURN_MARKERS,
    STARTING_PILE_TIME_CARDS,
    TIME,
    YELLOW_LEFT_AT,
    Pile,
    Section,
    is_headline,
    message_title,
    orientations,
    section_of,
)
from pressroom.games.extrablatt.options import Options
from pressroom.games.extrablatt.state import (
    Card,
    Exchange,
    ExtrablattState,
    Kind,
    Paper,
    Placing,
    Step,
    TimePlay,
)

# -- Game Preparation ---------------------------------------------------------


def deal_checks(
    num_players: int, rng: Rng
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], Rng]:
    """Piles of 3 checks dealt face down. "When playing with 3, remove 1 group
    of checks from the game. This should not be the group with the 12000
    check." Returns the seats' checks, the set aside and the rng."""
    sets = list(CHECK_SETS)
    aside: tuple[int, ...] = ()
    if num_players == 3:
        aside, rng = rng.choice([s for s in sets if HIGHEST_CHECK not in s])
        sets.remove(aside)
    dealt, rng = rng.shuffle(sets)
    return tuple(tuple(sorted(s)) for s in dealt), aside, rng


def build_fax_piles(rng: Rng) -> tuple[tuple[tuple[int, ...], ...], Rng]:
    """"Mix the Headlines, and divide them into 3 piles of 30 cards each. Mix
    5 Time Cards into the first pile [Starting]. Mix the remaining 7 Time
    Cards, and the 2 Duck/Advert cards, in the second pile [Speed]. The third
    pile remains unchanged [Normal]." """
    headlines = tuple(h for h in range(NUM_HEADLINES) for _ in range(COPIES_PER_HEADLINE))
    mixed, rng = rng.shuffle(headlines)
    n = PILE_HEADLINES
    starting, rng = rng.shuffle(mixed[:n] + (TIME,) * STARTING_PILE_TIME_CARDS)
    speed, rng = rng.shuffle(
        mixed[n:2 * n] + (TIME,) * SPEED_PILE_TIME_CARDS + (DUCK_ADVERT,) * DUCK_ADVERT_MESSAGES
    )
    return (starting, speed, mixed[2 * n:]), rng


def setup(num_players: int, seed: int, options: Options) -> ExtrablattState:
    rng = Rng.from_seed(seed)
    checks, aside, rng = deal_checks(num_players, rng)
    piles, rng = build_fax_piles(rng)
    start, rng = rng.randbelow(num_players)  # "The starting player is chosen at random."
    n = num_players
    state = ExtrablattState(
        num_players=n,
        options=options,
        rng=rng,
        step=Step.CHOOSE,
        start_player=start,
        current=start,
        round=1,
        extra=0,
        passes=0,
        papers=((),) * n,
        layout=(FULL_LAYOUT_STOCK,) * n,
        checks=checks,
        checks_aside=aside,
        markers=(START_EXTRA_TURN_MARKERS,) * n,
        marker_supply=EXTRA_TURN_MARKERS - START_EXTRA_TURN_MARKERS * n,
        token_supply=DUCK_ADVERT_TOKENS,
        pictures=(PICTURES_PER_SECTION,) * len(Section),
        fax=((),) * COLUMNS,
        piles=piles,
        removed=(),
        time_cards_placed=0,
    )
    # "3 FAX messages are drawn from the Starting FAX pile for each of the 5
    # columns ... If any Time Cards are drawn, advance the time."
    return draw_messages(state, range(COLUMNS), (Pile.STARTING,))


# -- The FAX board and the game clock -----------------------------------------


def draw_messages(
    state: ExtrablattState, columns: Iterable[int], order: tuple[Pile, ...]
) -> ExtrablattState:
    """Fill each column with 3 messages, each from the first pile of ``order``
    that is not exhausted; a column stays short when all are. The clock
    advances one hour per Time Card placed."""
    piles = [list(p) for p in state.piles]
    fax = list(state.fax)
    time_cards = 0
    for column in columns:
        drawn: list[int] = []
        while len(drawn) < COLUMN_DEPTH:
            pile = next((p for p in order if piles[p]), None)
            if pile is None:
                break
            message = piles[pile].pop(0)
            time_cards += message == TIME
            drawn.append(message)
        fax[column] = tuple(drawn)
    state = replace(state, fax=tuple(fax), piles=tuple(tuple(p) for p in piles))
    return advance_clock(state, time_cards)


def advance_clock(state: ExtrablattState, hours: int) -> ExtrablattState:
    """"The pointer advances by 1 hour for every Time Card placed on the FAX
    board." Leaving yellow (5 o'clock) marks every unmarked article 10;
    leaving blue marks every still unmarked article 20."""
    papers = state.papers
    placed = state.time_cards_placed
    for _ in range(hours):
        placed += 1
        if placed == YELLOW_LEFT_AT:
            papers = mark_editions(papers, EDITION_YELLOW)
        if placed == state.options.red_from:
            papers = mark_editions(papers, EDITION_BLUE)
    return replace(state, papers=papers, time_cards_placed=placed)


def mark_editions(papers: tuple[Paper, ...], edition: int) -> tuple[Paper, ...]:
    """Every article (and picture) without a marker gets ``edition``;
    "excluding Adverts and Ducks"."""
    return tuple(
        tuple(
            card.with_edition(edition)
            if card.is_story and not card.duck and not card.edition
            else card
            for card in paper
        )
        for paper in papers
    )


def clock_allows_ducks(state: ExtrablattState) -> bool:
    """Adverts from 1 to 7 o'clock; ducks from 8 o'clock (and after the
    pointer has come round to 12 again)."""
    return state.time_cards_placed >= DUCK_FROM_HOUR


def is_time_card(message: int) -> bool:
    """Time Cards and the 2 Duck/Advert messages are played the same way."""
    return message in (TIME, DUCK_ADVERT)


def time_cards_left(state: ExtrablattState) -> bool:
    return any(TIME in column for column in state.fax) or any(TIME in p for p in state.piles)


# -- Basic Play ----------------------------------------------------------------


def take_problem(state: ExtrablattState, seat: int, column: int) -> str | None:
    """Why ``seat`` may not take the lowest message of ``column``."""
    if type(column) is not int or not 0 <= column < COLUMNS:
        return f"there are columns 0 to {COLUMNS - 1}, not {column!r}"
    if not state.fax[column]:
        return f"column {column} is empty"
    message = state.fax[column][0]
    if not is_headline(message):
        return (
            f"the lowest message of column {column} is a {message_title(message)}; "
            "it can only be played against an opponent"
        )
    title = HEADLINE_TITLES[message]
    paper = state.papers[seat]
    own = layout.copies(paper, message)
    section = section_of(message)
    if len(own) >= 2:
        return f"you already have {title!r} and its picture; never a third copy"
    if own and not state.pictures[section]:
        return (
            f"you already have {title!r}; a second copy goes in only as a picture, and no "
            f"{section.title} picture is left"
        )
    rule = layout.story_rule(paper, message, state.options.fold_joins_pages)
    if not layout.sizes_that_fit(rule, state.layout[seat]):
        what = "its picture" if own else repr(title)
        return f"none of your layout cards has a legal place in your paper for {what}"
    return None


def take(state: ExtrablattState, action: Take) -> ExtrablattState:
    """"The player selects 1 FAX message ... the lowest message in any of the
    5 columns" — as an article, or as a picture of a headline already there."""
    seat, message = action.player, state.fax[action.column][0]
    kind = Kind.PICTURE if layout.copies(state.papers[seat], message) else Kind.ARTICLE
    return replace(
        state, step=Step.SIZE, column=action.column, placing=Placing(seat, seat, kind, message),
        passes=0,
    )


def placing_rule(state: ExtrablattState) -> layout.Rule:
    placing = state.placing
    assert placing is not None
    paper = state.papers[placing.paper]
    joined = state.options.fold_joins_pages
    if placing.kind is Kind.ADVERT:
        return layout.advert_rule(paper, joined)
    return layout.story_rule(paper, placing.headline, joined)


def choose_size(state: ExtrablattState, action: ChooseSize) -> ExtrablattState:
    assert state.placing is not None
    return replace(
        state, step=Step.PLACE, placing=replace(state.placing, size=action.size)
    )


def place_layout_card(state: ExtrablattState, action: Place) -> ExtrablattState:
    """The layout card goes on the paper with the message (or the advert) on it."""
    placing = state.placing
    assert placing is not None
    card = Card(
        action.row, action.col, action.height, action.width, placing.by, placing.kind,
        placing.headline,
    )
    target, owner = placing.paper, placing.by
    stock = state.layout[owner]
    i = SIZE_INDEX[placing.size]
    state = replace(
        state,
        papers=with_seat(state.papers, target, (*state.papers[target], card)),
        layout=with_seat(state.layout, owner, stock[:i] + (stock[i] - 1,) + stock[i + 1:]),
        placing=None,
    )
    if placing.kind is Kind.ADVERT:
        return finish_time_card(replace(state, token_supply=state.token_supply - 1))
    if placing.kind is Kind.PICTURE:
        # "Then one takes an appropriately colored picture from the supply."
        section = section_of(placing.headline)
        state = replace(
            state,
            pictures=with_seat(state.pictures, section, state.pictures[section] - 1),
        )
    column = state.column
    fax = with_seat(state.fax, column, state.fax[column][1:])
    return end_turn(replace(state, fax=fax, column=-1))


# -- The Removal of FAX Messages ------------------------------------------------


def remove_problem(state: ExtrablattState, columns: object) -> str | None:
    if type(columns) is not tuple or not 1 <= len(columns) <= 2:
        return f"name 1 or 2 columns to remove from, not {columns!r}"
    for column in columns:
        if type(column) is not int or not 0 <= column < COLUMNS:
            return f"there are columns 0 to {COLUMNS - 1}, not {column!r}"
    if len(columns) == 2:
        same = columns[0] == columns[1]
        if same and not state.options.remove_from_one_column:
            return "the 2 messages removed must be the lowest of 2 different columns"
        if columns[0] > columns[1]:
            return f"list the columns in increasing order: {columns[1]},{columns[0]}"
    one_column = len(columns) == 2 and columns[0] == columns[1]
    for depth, column in enumerate(columns):
        # From one column, the second message removed is the one above the first.
        stack = state.fax[column][depth if one_column else 0:]
        if not stack:
            return f"column {column} has no message left to remove"
        if not is_headline(stack[0]):
            return (
                f"the lowest message of column {column} is a {message_title(stack[0])}; "
                "Time Cards can only be removed by playing them"
            )
    return None


def remove_messages(state: ExtrablattState, action: Remove) -> ExtrablattState:
    """"One can remove 1 or 2 FAX messages ... These are removed from the game."""
    fax = state.fax
    removed = state.removed
    for column in action.columns:
        removed += fax[column][:1]
        fax = with_seat(fax, column, fax[column][1:])
    return end_turn(replace(state, fax=fax, removed=removed, passes=0))


# -- Playing the Time Cards ---------------------------------------------------------


def duck_targets(paper: Paper, section: Section) -> tuple[int, ...]:
    """The cards of ``section`` a duck could go on: articles and pictures
    without a duck."""
    return tuple(
        i for i, card in enumerate(paper)
        if card.is_story and not card.duck and section_of(card.headline) is section
    )


def challenge_problem(state: ExtrablattState, action: Challenge) -> str | None:
    seat, column, opponent, section = action.player, action.column, action.opponent, action.section
    if type(column) is not int or not 0 <= column < COLUMNS:
        return f"there are columns 0 to {COLUMNS - 1}, not {column!r}"
    if not state.fax[column] or not is_time_card(state.fax[column][0]):
        lowest = message_title(state.fax[column][0]) if state.fax[column] else "nothing"
        return (
            "a Time Card can only be played if it is the lowest card in a column; "
            f"column {column} shows {lowest}"
        )
    if type(opponent) is not int or not 0 <= opponent < state.num_players or opponent == seat:
        return f"choose an opponent's seat, not {opponent!r}"
    if not clock_allows_ducks(state):
        if section is not None:
            return f"at {state.clock} o'clock only Adverts may be placed: announce no section"
        return None
    if not isinstance(section, Section):
        return (
            f"from 8 o'clock only Ducks may be placed: announce the section, one of "
            f"{[s.title for s in Section]}, not {section!r}"
        )
    if not duck_targets(state.papers[seat], section):
        return (
            f"you must have a {section.title} section in your own paper in which a Duck "
            "could be placed"
        )
    return None


def play_time_card(state: ExtrablattState, action: Challenge) -> ExtrablattState:
    """The challenger names an opponent (and, for a Duck, the section); then
    both choose a check in secret."""
    seat, opponent = action.player, action.opponent
    checks: Commitments[int] = Commitments.waiting_for([seat, opponent], state.num_players, 0)
    duck = clock_allows_ducks(state)
    play = TimePlay(seat, opponent, action.column, duck, action.section, checks)
    return replace(state, step=Step.CHECKS, time_play=play, passes=0)


def write_check(state: ExtrablattState, action: WriteCheck) -> ExtrablattState:
    play = state.time_play
    assert play is not None
    checks = play.checks.commit(action.player, action.value)
    state = replace(state, time_play=replace(play, checks=checks))
    return exchange_checks(state) if checks.all_in else state


def check_beats(mine: int, theirs: int) -> bool:
    """"The higher check always wins - with one exception: The 1000 check
    always beats the 12000 check." """
    if {mine, theirs} == {LOWEST_CHECK, HIGHEST_CHECK}:
        return mine == LOWEST_CHECK
    return mine > theirs


def exchange_checks(state: ExtrablattState) -> ExtrablattState:
    """Reveal; the higher check wins; "The exchanged checks remain with their
    new owners." Then the winner places the Advert or Duck."""
    play = state.time_play
    assert play is not None
    a, b = play.checks.choices[play.challenger], play.checks.choices[play.opponent]
    assert a is not None and b is not None
    winner = play.challenger if check_beats(a, b) else play.opponent
    exchange = Exchange(play.challenger, play.opponent, a, b, winner)
    checks = state.checks
    checks = with_seat(checks, play.challenger, _swap(checks[play.challenger], a, b))
    checks = with_seat(checks, play.opponent, _swap(checks[play.opponent], b, a))
    state = replace(state, checks=checks, exchange=exchange)
    if play.duck:
        return start_duck(state, exchange)
    return start_advert(state, exchange)


def _swap(hand: tuple[int, ...], given: int, received: int) -> tuple[int, ...]:
    return tuple(sorted((*(c for c in hand if c != given), received)))


def start_advert(state: ExtrablattState, exchange: Exchange) -> ExtrablattState:
    """"If the challenger won ..., he receives 2 Extra Turn markers." The
    winner places one of his own layout cards (at most size 12) as an Advert;
    if he cannot, nothing is placed."""
    if exchange.winner == exchange.challenger:
        gained = min(EXTRA_TURNS_FOR_ADVERT, state.marker_supply)
        seat = exchange.challenger
        state = replace(
            state,
            markers=with_seat(state.markers, seat, state.markers[seat] + gained),
            marker_supply=state.marker_supply - gained,
        )
    placing = Placing(exchange.winner, exchange.loser, Kind.ADVERT)
    state = replace(state, placing=placing)
    if not layout.sizes_that_fit(placing_rule(state), state.layout[exchange.winner]):
        return finish_time_card(replace(state, placing=None))
    return replace(state, step=Step.SIZE)


def start_duck(state: ExtrablattState, exchange: Exchange) -> ExtrablattState:
    """The winner puts a Duck on an article of the announced section in the
    loser's paper; with none there, nothing is placed."""
    play = state.time_play
    assert play is not None and play.section is not None
    if not duck_targets(state.papers[exchange.loser], play.section):
        return finish_time_card(state)
    return replace(state, step=Step.DUCK)


def place_duck(state: ExtrablattState, action: PlaceDuck) -> ExtrablattState:
    exchange = state.exchange
    assert exchange is not None
    loser = exchange.loser
    paper = state.papers[loser]
    ducked = with_seat(paper, action.card, paper[action.card].with_duck())
    state = replace(
        state, papers=with_seat(state.papers, loser, ducked), token_supply=state.token_supply - 1
    )
    return finish_time_card(state)


def finish_time_card(state: ExtrablattState) -> ExtrablattState:
    """"The Time Card is removed from the game." The game ends as soon as the
    last Time Card is taken from the FAX board and played as a Duck."""
    play = state.time_play
    assert play is not None
    column = play.column
    message = state.fax[column][0]
    state = replace(
        state,
        fax=with_seat(state.fax, column, state.fax[column][1:]),
        removed=(*state.removed, message),
        time_play=None,
        placing=None,
    )
    if message == TIME and play.duck and not time_cards_left(state):
        return game_end(state)
    return end_turn(state)


# -- Playing "Extra Turn" Markers -------------------------------------------------


def play_extra_turn_marker(state: ExtrablattState, action: ExtraTurn) -> ExtrablattState:
    """Announced before the turn: after it the same player takes another.
    The spent marker goes back to the box."""
    seat = action.player
    return replace(
        state,
        markers=with_seat(state.markers, seat, state.markers[seat] - 1),
        marker_supply=state.marker_supply + 1,
        extra=1,
    )


# -- End of a turn: refilling the FAX board ------------------------------------------


def empty_columns(state: ExtrablattState) -> tuple[int, ...]:
    return tuple(c for c in range(COLUMNS) if not state.fax[c])


def end_turn(state: ExtrablattState) -> ExtrablattState:
    """"When a column becomes empty, refill it, at the end of the turn ...
    from the Starting Pile until this is used up. Afterwards, the player must
    choose between the Speed Pile and the Normal Pile." """
    empties = empty_columns(state)
    starting, speed, normal = state.piles
    if empties and len(starting) < COLUMN_DEPTH * len(empties) and speed and normal:
        return replace(state, step=Step.PILE)
    return refill_columns(state, Pile.SPEED if speed else Pile.NORMAL)


def refill_columns(state: ExtrablattState, chosen: Pile) -> ExtrablattState:
    """"One may not take from both piles at the same time, unless one pile is
    exhausted." """
    other = Pile.NORMAL if chosen is Pile.SPEED else Pile.SPEED
    state = draw_messages(state, empty_columns(state), (Pile.STARTING, chosen, other))
    return next_turn(state)


def choose_pile(state: ExtrablattState, action: ChoosePile) -> ExtrablattState:
    return refill_columns(state, action.pile)


def next_turn(state: ExtrablattState) -> ExtrablattState:
    """The next player clockwise, unless an Extra Turn marker was spent. A
    round ends when the turn comes back to the start player."""
    if state.extra == 1:
        return replace(state, step=Step.CHOOSE, extra=2)
    seat = left_of(state.current, state.num_players)
    new_round = state.round + (seat == state.start_player)
    return replace(state, step=Step.CHOOSE, current=seat, round=new_round, extra=0)


def pass_turn(state: ExtrablattState, action: Pass) -> ExtrablattState:
    """A pass is legal only without any other action. Passing changes
    nothing, so once every seat has passed in a row nobody can act again:
    the game ends (blocked)."""
    passes = state.passes + 1
    if passes >= state.num_players:
        return game_end(replace(state, passes=passes, blocked=True))
    return next_turn(replace(state, passes=passes))


# -- Game End ------------------------------------------------------------------------


def game_end(state: ExtrablattState) -> ExtrablattState:
    """"At the end of the game, mark the remaining messages with the 30
    Markers." Scoring is `scoring.final_scoring` on the papers."""
    return replace(
        state,
        step=Step.OVER,
        papers=mark_editions(state.papers, EDITION_RED),
        column=-1,
        placing=None,
        time_play=None,
    )


# -- Who decides, what is legal, and applying an action --------------------------------


def to_move(state: ExtrablattState) -> tuple[int, ...]:
    step = state.step
    if step is Step.CHOOSE or step is Step.PILE:
        return (state.current,)
    if step is Step.SIZE or step is Step.PLACE:
        assert state.placing is not None
        return (state.placing.by,)
    if step is Step.CHECKS:
        assert state.time_play is not None
        return state.time_play.checks.waiting
    if step is Step.DUCK:
        assert state.exchange is not None
        return (state.exchange.winner,)
    return ()


def has_real_action(state: ExtrablattState, seat: int) -> bool:
    """Whether ``seat`` can take, remove or play a Time Card. A headline at
    the bottom of a column can always be removed; a Time Card can always be
    played before 8 o'clock, and from then on with any duckable card in the
    seat's own paper."""
    lowest = [column[0] for column in state.fax if column]
    if any(is_headline(m) for m in lowest):
        return True
    if not any(is_time_card(m) for m in lowest):
        return False
    if not clock_allows_ducks(state):
        return True
    return any(card.is_story and not card.duck for card in state.papers[seat])


def _choose_candidates(state: ExtrablattState, seat: int) -> Iterator[Action]:
    n = state.num_players
    lowest = [column[0] if column else -1 for column in state.fax]
    for column in range(COLUMNS):
        if is_headline(lowest[column]):
            yield Take(seat, column)
    # Superset trimmed to what can pass: headlines to remove; a section only for ducks.
    removable = [c for c in range(COLUMNS) if is_headline(lowest[c])]
    one_column = state.options.remove_from_one_column
    for first in removable:
        yield Remove(seat, (first,))
        for second in removable:
            if second > first or (second == first and one_column):
                yield Remove(seat, (first, second))
    sections: tuple[Section | None, ...] = (*Section,) if clock_allows_ducks(state) else (None,)
    for column in range(COLUMNS):
        if is_time_card(lowest[column]):
            for opponent in range(n):
                if opponent != seat:
                    yield from (Challenge(seat, column, opponent, s) for s in sections)
    yield ExtraTurn(seat)
    yield Pass(seat)


def _candidates(state: ExtrablattState, seat: int) -> Iterator[Action]:
    """A superset of the seat's legal actions, in a fixed order."""
    step = state.step
    if step is Step.CHOOSE:
        yield from _choose_candidates(state, seat)
    elif step is Step.SIZE:
        yield from (ChooseSize(seat, size) for size in SIZES)
    elif step is Step.PLACE:
        # The rule's own enumeration: exactly the placements `_check_place` accepts.
        assert state.placing is not None
        for h, w, r, c in layout.placements(placing_rule(state), state.placing.size):
            yield Place(seat, h, w, r, c)
    elif step is Step.CHECKS:
        yield from (WriteCheck(seat, value) for value in state.checks[seat])
    elif step is Step.DUCK:
        assert state.exchange is not None
        yield from (PlaceDuck(seat, i) for i in range(len(state.papers[state.exchange.loser])))
    elif step is Step.PILE:
        yield ChoosePile(seat, Pile.SPEED)
        yield ChoosePile(seat, Pile.NORMAL)


def legal_actions(state: ExtrablattState, seat: int) -> tuple[Action, ...]:
    if seat not in to_move(state):
        return ()
    if state.step is Step.PLACE:
        return tuple(_candidates(state, seat))
    return tuple(a for a in _candidates(state, seat) if why_illegal(state, a) is None)


def why_illegal(state: ExtrablattState, action: object) -> str | None:
    """None if ``action`` is legal, else what rule it breaks."""
    error = turn_error(action, ACTION_TYPES, "Extrablatt", state.num_players, to_move(state))
    if error is not None:
        return error
    assert isinstance(action, ACTION_TYPES)
    move = _MOVES.get((state.step, type(action)))
    if move is None:
        return f"{type(action).__name__} is not an action of the {state.step.value} step"
    return move[0](state, action)


def _check_take(state: ExtrablattState, action: Take) -> str | None:
    return take_problem(state, action.player, action.column)


def _check_remove(state: ExtrablattState, action: Remove) -> str | None:
    return remove_problem(state, action.columns)


def _check_extra_turn(state: ExtrablattState, action: ExtraTurn) -> str | None:
    seat = action.player
    if state.extra == 2:
        return "this is already your extra turn; a marker may be played only once per round"
    if state.extra == 1:
        return "you already played an Extra Turn marker this turn"
    if not state.markers[seat]:
        return "you have no Extra Turn marker"
    if not has_real_action(state, seat):
        return "you can neither take, remove nor play a message; an extra turn would be empty"
    return None


def _check_pass(state: ExtrablattState, action: Pass) -> str | None:
    if has_real_action(state, action.player):
        return "you may pass only when you can neither take, remove nor play a message"
    return None


def _check_size(state: ExtrablattState, action: ChooseSize) -> str | None:
    placing = state.placing
    assert placing is not None
    size = action.size
    if type(size) is not int or size not in SIZE_INDEX:
        return f"layout cards come in sizes {list(SIZES)}, not {size!r}"
    if not state.layout[placing.by][SIZE_INDEX[size]]:
        return f"you have no size-{size} layout card left"
    rule = placing_rule(state)
    if size > rule.max_size:
        return f"the largest layout card for an advert is size {rule.max_size}, not {size}"
    if size not in layout.sizes_that_fit(rule, state.layout[placing.by]):
        return f"a size-{size} layout card has no legal place on the paper"
    return None


def _check_place(state: ExtrablattState, action: Place) -> str | None:
    placing = state.placing
    assert placing is not None
    fields = (action.height, action.width, action.row, action.col)
    if any(type(x) is not int for x in fields):
        return f"a placement needs 4 integers (height, width, row, col), not {fields!r}"
    shapes = orientations(placing.size)
    if (action.height, action.width) not in shapes:
        ways = " or ".join(f"{h}x{w}" for h, w in shapes)
        return (
            f"the chosen size-{placing.size} layout card lies {ways}, "
            f"not {action.height}x{action.width}"
        )
    return layout.placement_problem(
        placing_rule(state), action.height, action.width, action.row, action.col
    )


def _check_challenge(state: ExtrablattState, action: Challenge) -> str | None:
    return challenge_problem(state, action)


def _check_write_check(state: ExtrablattState, action: WriteCheck) -> str | None:
    value = action.value
    if type(value) is not int or value not in state.checks[action.player]:
        return f"you hold the checks {list(state.checks[action.player])}, not {value!r}"
    return None


def _check_duck(state: ExtrablattState, action: PlaceDuck) -> str | None:
    play, exchange = state.time_play, state.exchange
    assert play is not None and exchange is not None and play.section is not None
    targets = duck_targets(state.papers[exchange.loser], play.section)
    if type(action.card) is not int or action.card not in targets:
        return (
            f"the Duck goes on a {play.section.title} article without a duck in seat "
            f"{exchange.loser}'s paper: one of cards {list(targets)}, not {action.card!r}"
        )
    return None


def _check_pile(state: ExtrablattState, action: ChoosePile) -> str | None:
    if not isinstance(action.pile, Pile) or action.pile is Pile.STARTING:
        return f"refill from the speed or the normal pile, not {action.pile!r}"
    return None


# Each step of the game and the actions it takes: the check that explains
# why an action is illegal, and the transition that applies it.
_MOVES: dict[tuple[Step, type], tuple[
    Callable[[ExtrablattState, Any], str | None], Callable[[ExtrablattState, Any], ExtrablattState]
]] = {
    (Step.CHOOSE, Take): (_check_take, take),
    (Step.CHOOSE, Remove): (_check_remove, remove_messages),
    (Step.CHOOSE, Challenge): (_check_challenge, play_time_card),
    (Step.CHOOSE, ExtraTurn): (_check_extra_turn, play_extra_turn_marker),
    (Step.CHOOSE, Pass): (_check_pass, pass_turn),
    (Step.SIZE, ChooseSize): (_check_size, choose_size),
    (Step.PLACE, Place): (_check_place, place_layout_card),
    (Step.CHECKS, WriteCheck): (_check_write_check, write_check),
    (Step.DUCK, PlaceDuck): (_check_duck, place_duck),
    (Step.PILE, ChoosePile): (_check_pile, choose_pile),
}


def apply(state: ExtrablattState, action: Action) -> ExtrablattState:
    """The state after ``action``; the rule broken is named otherwise."""
    reason = why_illegal(state, action)
    if reason is not None:
        raise IllegalAction(reason)
    return _MOVES[(state.step, type(action))][1](state, action)
