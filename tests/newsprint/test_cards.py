"""Each special card's effect, its timing, and its negation by Freedom of the Press."""

from __future__ import annotations

import attrs
import pytest

from pressroom import IllegalAction
from pressroom.games.newsprint import Allow, Card, Done, Negate, NoStory, Play, PlayStory
from pressroom.games.newsprint import hand as h
from pressroom.games.newsprint.state import NewsprintState, Phase, Story
from tests.newsprint.helpers import GAME, cards_everywhere, deal, full_counts, play_all

C = Card
FOTP = Card.FREEDOM_OF_THE_PRESS


def investigation(*hands: list[Card], **kw: object) -> NewsprintState:
    return deal(hands, Phase.INVESTIGATION, **kw)  # type: ignore[arg-type]


def allow_all(state: NewsprintState) -> NewsprintState:
    while state.reaction is not None:
        state = GAME.apply(state, Allow(GAME.to_move(state)[0]))
    return state


def test_played_card_waits_for_every_other_seat() -> None:
    state = investigation([C.INVESTIGATIVE_REPORTING], [], [])
    state = GAME.apply(state, Play(0, C.INVESTIGATIVE_REPORTING))
    assert GAME.to_move(state) == (1, 2)
    assert GAME.legal_actions(state, 1) == (Allow(1),)
    state = GAME.apply(state, Allow(2))
    assert GAME.to_move(state) == (1,)
    state = GAME.apply(state, Allow(1))
    assert state.reaction is None
    assert GAME.to_move(state) == (0,)


def test_investigative_reporting_draws_two() -> None:
    state = allow_all(GAME.apply(investigation([C.INVESTIGATIVE_REPORTING], []),
                                 Play(0, C.INVESTIGATIVE_REPORTING)))
    assert h.size(state.hands[0]) == 2
    assert h.count(state.table[0], C.INVESTIGATIVE_REPORTING) == 1
    assert cards_everywhere(state) == full_counts()


def test_red_herring_discards_two_random_cards() -> None:
    victim = [C.LOCAL, C.LOCAL, C.BUSINESS, C.NATIONAL]
    state = investigation([C.RED_HERRING], victim)
    state = allow_all(GAME.apply(state, Play(0, C.RED_HERRING, target=1)))
    assert h.size(state.hands[1]) == 2
    assert h.size(h.of(state.deck.discard_pile)) == 2
    assert h.add(state.hands[1], h.of(state.deck.discard_pile)) == h.of(victim)


def test_red_herring_on_a_short_hand_takes_what_there_is() -> None:
    state = allow_all(GAME.apply(investigation([C.RED_HERRING], [C.LOCAL]),
                                 Play(0, C.RED_HERRING, target=1)))
    assert state.hands[1] == h.EMPTY


def test_red_herring_needs_an_opponent() -> None:
    state = investigation([C.RED_HERRING], [C.LOCAL])
    for target in (None, 0, 2, -1):
        with pytest.raises(IllegalAction, match="opponent"):
            GAME.apply(state, Play(0, C.RED_HERRING, target=target))
    with pytest.raises(IllegalAction, match="target must be"):
        Play(0, C.RED_HERRING, target=True)  # type: ignore[arg-type]


def test_freelance_journalist_steals_one_random_card() -> None:
    state = investigation([C.FREELANCE_JOURNALIST], [C.LOCAL, C.BUSINESS])
    state = allow_all(GAME.apply(state, Play(0, C.FREELANCE_JOURNALIST, target=1)))
    assert h.size(state.hands[0]) == 1
    assert h.add(state.hands[0], state.hands[1]) == h.of([C.LOCAL, C.BUSINESS])


def test_rewrite_discards_the_hand_and_draws_ten() -> None:
    state = investigation([C.REWRITE, C.LOCAL, C.LOCAL], [])
    state = allow_all(GAME.apply(state, Play(0, C.REWRITE)))
    assert h.size(state.hands[0]) == 10
    assert h.of(state.deck.discard_pile) == h.of([C.LOCAL, C.LOCAL])


def test_stop_the_presses_is_a_wild_for_the_story() -> None:
    state = investigation([C.STOP_THE_PRESSES, C.LOCAL], [C.LOCAL, C.LOCAL])
    state = allow_all(GAME.apply(state, Play(0, C.STOP_THE_PRESSES)))
    assert state.wilds == (1, 0)
    state = play_all(state, [Done(0), Done(1)])
    assert state.phase is Phase.STORY
    assert PlayStory(0, C.LOCAL, 1, 1) in GAME.legal_actions(state, 0)
    # A wild alone makes a story of any suit.
    assert PlayStory(0, C.INTERNATIONAL, 0, 1) in GAME.legal_actions(state, 0)
    state = play_all(state, [PlayStory(0, C.LOCAL, 1, 1), PlayStory(1, C.LOCAL, 2)])
    assert state.stories == ((Story(C.LOCAL, 1, 1),), (Story(C.LOCAL, 2),))


def test_extra_extra_you_may_play_2_stories_of_any_suit() -> None:
    """"You may play 2 Stories this turn": nothing asks for two suits."""
    hand0 = [C.EXTRA_EXTRA, C.LOCAL, C.LOCAL, C.LOCAL, C.BUSINESS]
    state = investigation(hand0, [C.NATIONAL])
    state = allow_all(GAME.apply(state, Play(0, C.EXTRA_EXTRA)))
    assert state.extra == (True, False)
    state = play_all(state, [Done(0), Done(1), PlayStory(0, C.LOCAL, 2)])
    assert GAME.to_move(state) == (0, 1)  # the first story is only a draft
    # The second story may be Local too, from the Local card the first left.
    legal = GAME.legal_actions(state, 0)
    assert PlayStory(0, C.LOCAL, 1) in legal and PlayStory(0, C.BUSINESS, 1) in legal
    with pytest.raises(IllegalAction, match="you have 1 Local cards besides those of your first"):
        GAME.apply(state, PlayStory(0, C.LOCAL, 2))
    state = play_all(state, [PlayStory(0, C.LOCAL, 1), PlayStory(1, C.NATIONAL, 1)])
    assert state.stories[0] == (Story(C.LOCAL, 2), Story(C.LOCAL, 1))
    assert state.table[0] == h.of([C.EXTRA_EXTRA, C.LOCAL, C.LOCAL, C.LOCAL])


def test_extra_extra_may_be_played_again_but_gives_2_stories_only() -> None:
    state = investigation([C.EXTRA_EXTRA, C.EXTRA_EXTRA, C.LOCAL, C.BUSINESS, C.NATIONAL], [])
    state = allow_all(GAME.apply(state, Play(0, C.EXTRA_EXTRA)))
    assert Play(0, C.EXTRA_EXTRA) in GAME.legal_actions(state, 0)
    state = allow_all(GAME.apply(state, Play(0, C.EXTRA_EXTRA)))
    assert state.extra == (True, False)
    state = play_all(state, [Done(0), Done(1), PlayStory(0, C.LOCAL, 1),
                             PlayStory(0, C.BUSINESS, 1)])
    assert GAME.to_move(state) == (1,)  # seat 0 is done after two stories, with no third
    state = GAME.apply(state, NoStory(1))
    assert state.stories[0] == (Story(C.LOCAL, 1), Story(C.BUSINESS, 1))


def test_extra_extra_other_suit_option() -> None:
    """The earlier reading: a second story of another suit, and no second
    Extra! Extra! while one is in effect."""
    options = {"extra_extra": "other_suit"}
    state = investigation([C.EXTRA_EXTRA, C.EXTRA_EXTRA, C.LOCAL, C.LOCAL, C.BUSINESS],
                          [C.NATIONAL], options=options)
    state = allow_all(GAME.apply(state, Play(0, C.EXTRA_EXTRA)))
    assert Play(0, C.EXTRA_EXTRA) not in GAME.legal_actions(state, 0)
    with pytest.raises(IllegalAction, match="already"):
        GAME.apply(state, Play(0, C.EXTRA_EXTRA))
    state = play_all(state, [Done(0), Done(1), PlayStory(0, C.LOCAL, 1)])
    assert GAME.to_move(state) == (0, 1)
    assert PlayStory(0, C.LOCAL, 1) not in GAME.legal_actions(state, 0)
    with pytest.raises(IllegalAction, match="two suits"):
        GAME.apply(state, PlayStory(0, C.LOCAL, 1))
    state = play_all(state, [PlayStory(0, C.BUSINESS, 1), PlayStory(1, C.NATIONAL, 1)])
    assert state.stories[0] == (Story(C.LOCAL, 1), Story(C.BUSINESS, 1))


def test_extra_extra_second_story_may_be_declined() -> None:
    state = deal([[C.LOCAL, C.BUSINESS], [C.NATIONAL]], Phase.STORY, extra=(True, False))
    state = play_all(state, [PlayStory(0, C.LOCAL, 1), NoStory(0), PlayStory(1, C.NATIONAL, 1)])
    assert state.stories[0] == (Story(C.LOCAL, 1),)


def edit(stories: tuple[tuple[Story, ...], ...], *hands: list[Card]) -> NewsprintState:
    return deal(hands, Phase.EDIT, stories=stories)


def test_break_the_story_targets_your_own_story() -> None:
    state = edit(((Story(C.WASHINGTON, 2),), (Story(C.LOCAL, 2),)), [C.BREAK_THE_STORY], [])
    assert GAME.legal_actions(state, 0) == (Play(0, C.BREAK_THE_STORY, None, 0), Done(0))
    state = allow_all(GAME.apply(state, Play(0, C.BREAK_THE_STORY, story=0)))
    assert state.stories[0] == (Story(C.WASHINGTON, 2, breaks=1),)
    state = play_all(state, [Done(0), Done(1)])
    assert state.history[-1].story_points == ((16,), (1,))


def test_editorial_is_worth_5_cp() -> None:
    state = edit(((), ()), [C.EDITORIAL, C.EDITORIAL], [])
    state = allow_all(GAME.apply(state, Play(0, C.EDITORIAL)))
    state = allow_all(GAME.apply(state, Play(0, C.EDITORIAL)))
    state = play_all(state, [Done(0), Done(1)])
    assert state.history[-1].editorial_points == (10, 0)
    assert state.circulation == (10, 0)


def test_defamation_discards_the_target_story_and_lifts_the_inside_scoop() -> None:
    stories = ((Story(C.LOCAL, 3),), (Story(C.LOCAL, 4),))
    state = edit(stories, [C.DEFAMATION], [])
    assert GAME.legal_actions(state, 0) == (Play(0, C.DEFAMATION, 1, 0), Done(0))
    state = allow_all(GAME.apply(state, Play(0, C.DEFAMATION, target=1, story=0)))
    assert state.stories[1] == (Story(C.LOCAL, 4, defamed=True),)
    state = play_all(state, [Done(0), Done(1)])
    assert state.history[-1].story_points == ((1,), (0,))


def test_defamation_needs_an_opponents_story() -> None:
    state = edit(((Story(C.LOCAL, 3),), ()), [C.DEFAMATION], [])
    assert GAME.legal_actions(state, 0) == (Done(0),)
    with pytest.raises(IllegalAction, match="stories"):
        GAME.apply(state, Play(0, C.DEFAMATION, target=1, story=0))


def test_investigation_cards_only_in_investigation_and_edit_cards_only_in_edit() -> None:
    state = investigation([C.EDITORIAL, C.REWRITE], [])
    with pytest.raises(IllegalAction, match="not an Investigation card"):
        GAME.apply(state, Play(0, C.EDITORIAL))
    state = edit(((), ()), [C.EDITORIAL, C.REWRITE], [])
    with pytest.raises(IllegalAction, match="not an Edit card"):
        GAME.apply(state, Play(0, C.REWRITE))


# -- Freedom of the Press ------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "phase", "kw"),
    [
        (C.INVESTIGATIVE_REPORTING, Phase.INVESTIGATION, {}),
        (C.RED_HERRING, Phase.INVESTIGATION, {"target": 1}),
        (C.STOP_THE_PRESSES, Phase.INVESTIGATION, {}),
        (C.EXTRA_EXTRA, Phase.INVESTIGATION, {}),
        (C.FREELANCE_JOURNALIST, Phase.INVESTIGATION, {"target": 1}),
        (C.REWRITE, Phase.INVESTIGATION, {}),
        (C.BREAK_THE_STORY, Phase.EDIT, {"story": 0}),
        (C.EDITORIAL, Phase.EDIT, {}),
        (C.DEFAMATION, Phase.EDIT, {"target": 1, "story": 0}),
    ],
)
def test_freedom_of_the_press_negates(card: Card, phase: Phase, kw: dict[str, int]) -> None:
    stories = ((Story(C.LOCAL, 1),), (Story(C.BUSINESS, 2),))
    state = deal([[card, C.NATIONAL], [FOTP, C.LOCAL, C.LOCAL]], phase, stories=stories)
    before = attrs.evolve(state)
    state = GAME.apply(state, Play(0, card, **kw))
    assert GAME.legal_actions(state, 1) == (Allow(1), Negate(1))
    state = GAME.apply(state, Negate(1))
    # Nothing happened but both cards went to the table.
    assert state.reaction is None
    assert state.hands[0] == h.of([C.NATIONAL])
    assert state.hands[1] == h.of([C.LOCAL, C.LOCAL])
    assert state.table == (h.of([card]), h.of([FOTP]))
    effects = (state.wilds, state.extra, state.editorials)
    assert effects == (before.wilds, before.extra, before.editorials)
    assert state.stories == stories
    assert state.deck == before.deck
    assert cards_everywhere(state) == full_counts()


def test_negate_needs_the_card() -> None:
    state = GAME.apply(investigation([C.REWRITE], [C.LOCAL]), Play(0, C.REWRITE))
    with pytest.raises(IllegalAction, match="Freedom of the Press"):
        GAME.apply(state, Negate(1))


def test_first_negater_clockwise_spends_the_card() -> None:
    state = investigation([], [FOTP], [FOTP], [C.REWRITE], order=(3, 0, 1, 2))
    state = GAME.apply(state, Play(3, C.REWRITE))
    state = play_all(state, [Allow(0), Negate(2), Negate(1)])
    # Clockwise from seat 3: 0, 1, 2 -> seat 1 spends its Freedom, seat 2 keeps its own.
    assert h.count(state.table[1], FOTP) == 1
    assert h.count(state.hands[2], FOTP) == 1


def test_freedom_cannot_be_countered_by_default() -> None:
    state = investigation([C.REWRITE, FOTP], [FOTP])
    state = play_all(state, [Play(0, C.REWRITE), Negate(1)])
    assert state.reaction is None
    assert state.hands[0] == h.of([FOTP])  # Rewrite was negated: the hand was not replaced


def test_freedom_counters_freedom_option() -> None:
    options = {"freedom_counters_freedom": True}
    state = investigation([C.REWRITE, FOTP], [FOTP, C.LOCAL], options=options)
    state = play_all(state, [Play(0, C.REWRITE), Negate(1)])
    assert GAME.to_move(state) == (0,)  # seat 0 may answer seat 1's Freedom
    state = GAME.apply(state, Negate(0))
    assert GAME.to_move(state) == (1,)
    state = GAME.apply(state, Allow(1))
    # Seat 0's Freedom negated seat 1's, so Rewrite took effect.
    assert h.size(state.hands[0]) == 10
    assert state.table == (h.of([C.REWRITE, FOTP]), h.of([FOTP]))


def test_counter_chain_of_three() -> None:
    options = {"freedom_counters_freedom": True}
    state = investigation([C.REWRITE, FOTP], [FOTP], [FOTP], options=options)
    state = play_all(state, [Play(0, C.REWRITE), Allow(2), Negate(1)])
    assert GAME.to_move(state) == (0, 2)  # seats 0 and 2 answer seat 1's Freedom
    state = play_all(state, [Negate(0), Allow(2)])
    assert GAME.to_move(state) == (1, 2)
    state = play_all(state, [Negate(2), Allow(1)])
    assert GAME.to_move(state) == (0, 1)
    state = play_all(state, [Allow(0), Allow(1)])
    # Seat 2's Freedom stands and negates seat 0's, so seat 1's stands and
    # negates Rewrite.
    assert state.hands[0] == h.EMPTY
    assert state.table[0] == h.of([C.REWRITE, FOTP])
