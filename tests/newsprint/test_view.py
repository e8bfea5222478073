"""Hidden information: a view shows whether a seat has made a secret choice,
never what it chose; it keeps the cards seen face up; a sample is drawn
from the view alone and never puts a seen card in a hand."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from pressroom.games.newsprint import (
    Allow,
    Card,
    Discard,
    Done,
    Negate,
    NoStory,
    Pick,
    Play,
    PlayStory,
    Story,
)
from pressroom.games.newsprint import hand as h
from pressroom.games.newsprint.state import NewsprintState, Phase
from tests.newsprint.helpers import GAME, conserved, deal, fresh_step, play_all, rebuild

C = Card
FOTP = Card.FREEDOM_OF_THE_PRESS


def same_for(seat: int | None, *states: NewsprintState) -> None:
    """Every state looks the same to ``seat``, and so is determinized alike."""
    views = {GAME.view(state, seat) for state in states}
    assert len(views) == 1
    if seat is not None:
        assert len({GAME.determinize(state, seat, 5) for state in states}) == 1
        assert len({GAME.legal_actions(state, seat) for state in states}) == 1
    assert len({GAME.to_move(state) for state in states}) == 1


def test_a_pick_shows_only_that_it_was_made() -> None:
    state = deal([[C.LOCAL, C.BUSINESS], [C.NATIONAL, C.WASHINGTON], [C.REWRITE]], Phase.SCOOP)
    local, business = GAME.apply(state, Pick(0, C.LOCAL)), GAME.apply(state, Pick(0, C.BUSINESS))
    same_for(1, local, business)
    same_for(None, local, business)
    assert GAME.view(local, 1).committed == (True, False, False)
    assert GAME.view(local, 0).pick is C.LOCAL and GAME.view(local, 1).pick is None


def test_the_number_of_cards_set_aside_is_secret() -> None:
    hand0 = [C.LOCAL] * 4 + [C.BUSINESS] * 6
    state = deal([hand0, [C.NATIONAL] * 10, [C.WASHINGTON] * 10], Phase.REPORTER)
    one = play_all(state, [Discard(0, C.LOCAL)])
    three = play_all(state, [Discard(0, C.LOCAL), Discard(0, C.LOCAL), Discard(0, C.BUSINESS)])
    same_for(1, state, one, three)
    same_for(1, GAME.apply(one, Done(0)), GAME.apply(three, Done(0)), GAME.apply(state, Done(0)))
    assert GAME.view(three, 0).marked == (C.BUSINESS, C.LOCAL, C.LOCAL)
    assert GAME.view(GAME.apply(one, Done(0)), 2).committed == (True, False, False)


def test_answers_to_a_card_are_secret() -> None:
    state = deal([[C.REWRITE], [FOTP, C.LOCAL], [C.NATIONAL]], Phase.INVESTIGATION)
    state = GAME.apply(state, Play(0, C.REWRITE))
    allowed, negated = GAME.apply(state, Allow(1)), GAME.apply(state, Negate(1))
    same_for(2, allowed, negated)
    same_for(0, allowed, negated)
    assert GAME.view(negated, 1).response is True
    assert GAME.view(negated, 2).committed == (True, True, False)
    assert GAME.view(negated, 2).response is None


def test_a_first_story_drafted_under_extra_extra_is_secret() -> None:
    hands = [[C.LOCAL, C.LOCAL, C.BUSINESS], [C.NATIONAL]]
    state = deal(hands, Phase.STORY, extra=(True, False))
    drafted = GAME.apply(state, PlayStory(0, C.LOCAL, 2))
    same_for(1, state, drafted)
    assert GAME.to_move(drafted) == (0, 1)
    assert GAME.view(drafted, 0).draft == (Story(C.LOCAL, 2),)
    assert GAME.view(drafted, 1).draft == ()  # its own, empty


def test_stories_and_no_story_are_secret_until_the_reveal() -> None:
    hands = [[C.LOCAL, C.LOCAL, C.BUSINESS], [C.NATIONAL]]
    state = deal(hands, Phase.STORY, extra=(True, False))
    one = play_all(state, [PlayStory(0, C.LOCAL, 2), NoStory(0)])
    two = play_all(state, [PlayStory(0, C.LOCAL, 2), PlayStory(0, C.BUSINESS, 1)])
    other = play_all(state, [PlayStory(0, C.BUSINESS, 1), NoStory(0)])
    same_for(1, one, two, other)
    assert GAME.view(two, 0).own_stories == (Story(C.LOCAL, 2), Story(C.BUSINESS, 1))
    assert GAME.view(two, 1).committed == (True, False)
    assert GAME.view(two, 1).hand_sizes == (3, 1)  # the cards stay in hand until the reveal


def test_cards_seen_face_up_are_known_to_be_in_the_discard_pile() -> None:
    """At the End phase the table is discarded face up and the hands face
    down: the view keeps the face-up cards, and no sample puts one in a hand."""
    state = deal([[C.LOCAL] * 5 + [C.REWRITE], [C.LOCAL] * 5 + [C.NATIONAL]], Phase.STORY)
    state = play_all(state, [PlayStory(0, C.LOCAL, 5), PlayStory(1, C.LOCAL, 5), Done(0), Done(1)])
    assert state.turn == 2 and state.phase is Phase.SCOOP
    view = GAME.view(state, 0)
    assert view.discard_face_up == (C.LOCAL,) * 10
    assert view.face_down == (1, 1)
    assert view.own_discards == (C.REWRITE,)
    for seed in range(20):
        sample = GAME.sample(view, seed)
        assert h.count(sample.hands[1], C.LOCAL) == 0
        assert C.LOCAL not in sample.deck.draw_pile
        assert sample.face_down[0] == h.of([C.REWRITE])
        assert h.size(sample.face_down[1]) == 1 and not h.count(sample.face_down[1], C.REWRITE) > 1
        assert conserved(sample) == []
        GAME.check_state(sample)
    # The public view knows the face-up cards but neither face-down one.
    public = GAME.view(state, None)
    assert public.discard_face_up == (C.LOCAL,) * 10 and public.own_discards is None
    drawn = {GAME.sample(public, seed).face_down[0] for seed in range(20)}
    assert len(drawn) > 1


def test_reporter_discards_go_face_down_and_only_their_owner_knows_them() -> None:
    hand0 = [C.LOCAL] * 4 + [C.BUSINESS] * 6
    state = deal([hand0, [C.NATIONAL] * 10], Phase.REPORTER)
    state = play_all(state, [Discard(0, C.LOCAL), Discard(0, C.LOCAL), Done(0), Done(1)])
    assert GAME.view(state, 0).own_discards == (C.LOCAL, C.LOCAL)
    assert GAME.view(state, 1).own_discards == ()
    assert GAME.view(state, 1).face_down == (2, 0)
    assert GAME.view(state, 1).discard_face_up == ()


def test_a_reshuffle_mixes_the_known_cards_into_the_deck() -> None:
    # Seven players hold all 70 cards; the Reporter draws reshuffle the discards.
    state = GAME.new_game(7, seed=2)
    state = rebuild(state, phase=Phase.REPORTER, step=fresh_step(Phase.REPORTER, 7))
    GAME.check_state(state)
    first = h.cards(state.hands[0])[:3]
    state = play_all(state, [Discard(0, c) for c in first])
    state = play_all(state, [Done(s) for s in range(7)])
    assert state.deck.discard_pile == ()
    assert state.face_down == (h.EMPTY,) * 7
    assert GAME.view(state, 0).own_discards == ()


def test_red_herring_discards_face_down_known_to_the_victim() -> None:
    victim = [C.LOCAL, C.LOCAL, C.BUSINESS, C.NATIONAL]
    state = deal([[C.RED_HERRING], victim], Phase.INVESTIGATION)
    state = play_all(state, [Play(0, C.RED_HERRING, target=1), Allow(1)])
    lost = GAME.view(state, 1).own_discards
    assert lost is not None and len(lost) == 2
    assert GAME.view(state, 0).face_down == (0, 2)
    assert GAME.view(state, 0).own_discards == ()


def test_views_draw_other_hands_as_sizes() -> None:
    state = deal([[C.LOCAL, C.REWRITE], [C.NATIONAL, C.DEFAMATION]], Phase.INVESTIGATION)
    text = str(GAME.view(state, 0))
    assert "Local, Rewrite" in text and "2 cards" in text
    assert "Defamation" not in text and "National" not in text
    assert "Defamation" in str(state) and "National" in str(state)


options = st.fixed_dictionaries({}, optional={
    "extra_extra": st.sampled_from(["any_suit", "other_suit"]),
    "freedom_counters_freedom": st.booleans(),
    "rounds": st.sampled_from(["once_around", "until_all_pass"]),
})


@settings(max_examples=10)
@given(n=st.sampled_from(list(GAME.player_counts)), opts=options, data=st.data())
def test_every_sample_is_a_state_the_game_could_be_in(
    n: int, opts: dict[str, Any], data: st.DataObject
) -> None:
    state = GAME.new_game(n, data.draw(st.integers(0, 2**32)), opts)
    step = 0
    while not GAME.is_over(state):
        if step % 5 == 0:
            for seat in (*range(n), None):
                sample = GAME.sample(GAME.view(state, seat), step)
                GAME.check_state(sample)
        seat = data.draw(st.sampled_from(GAME.to_move(state)))
        legal = GAME.legal_actions(state, seat)
        state = GAME.apply(state, legal[data.draw(st.integers(0, len(legal) - 1))])
        step += 1
