"""Illegal and malformed input: IllegalAction (or ValueError for data) with a
clear, bounded message, and the state left as it was."""

from __future__ import annotations

import copy
import enum
from typing import Any

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from pressroom import IllegalAction
from pressroom.core.actions import MalformedAction
from pressroom.games.extrablatt import (
    Card,
    Challenge,
    ChoosePile,
    ChooseSize,
    ExtraTurn,
    Kind,
    Message,
    Pass,
    Pile,
    Place,
    PlaceDuck,
    Remove,
    Section,
    Take,
    WriteCheck,
    saved,
)
from pressroom.games.extrablatt.state import MESSAGE_CHARS, PHASES
from tests.extrablatt.helpers import GAME
from tests.protocol_checks import applied_or_refused, random_state

junk = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 25), st.text(max_size=4), st.floats(),
    st.sampled_from(list(Section)), st.sampled_from(list(Pile)), st.sampled_from(list(Message)),
    st.lists(st.integers(-1, 5), max_size=3), st.tuples(st.integers(-1, 5)),
    st.tuples(st.integers(-1, 5), st.integers(-1, 5)),
    st.sampled_from([1000, 6000, 12000, 4, 6, 12, 20, 10**30, -(2**64)]),
)
seats = st.one_of(st.integers(-1, 5), junk)
KINDS: list[tuple[type, int]] = [
    (Take, 1), (Remove, 1), (Challenge, 3), (WriteCheck, 1), (ChooseSize, 1), (Place, 4),
    (PlaceDuck, 1), (ChoosePile, 1), (ExtraTurn, 0), (Pass, 0),
]


@st.composite
def attempts(draw: Any) -> Any:
    """An action of any class with any fields, or whatever building it raised."""
    if draw(st.integers(0, 10)) == 0:
        return draw(junk)
    cls, arity = draw(st.sampled_from(KINDS))
    fields = [draw(seats)] + [draw(st.one_of(junk, st.integers(-2, 21))) for _ in range(arity)]
    try:
        return cls(*fields)
    except MalformedAction as error:
        return error


@given(seed=st.integers(0, 10**6), steps=st.integers(0, 300), action=attempts())
def test_any_action_is_applied_or_refused_with_illegal_action(
    seed: int, steps: int, action: Any
) -> None:
    if isinstance(action, MalformedAction):
        # An ill-typed action is never built; the error is an IllegalAction.
        assert isinstance(action, IllegalAction) and len(str(action)) < 400
        return
    applied_or_refused(GAME, random_state(GAME, 3 + seed % 2, seed, steps), action)


def test_ill_typed_actions_are_never_built() -> None:
    for build in (lambda: Take(0.0, 1), lambda: Take(True, 1), lambda: Remove(0, [0]),
                  lambda: ChoosePile(0, 1), lambda: Challenge(0, 0, 1, 2),
                  lambda: WriteCheck(0, "1000")):
        with pytest.raises(MalformedAction):
            build()
    # Components never equal plain ints: a listed action is only ever equal to itself.
    assert Pile.SPEED != 1 and Section.SPORT != 2 and Message.BABYS != 25


def test_messages_name_the_rule_and_values() -> None:
    state = GAME.new_game(3, seed=4)
    seat = state.current
    other = (seat + 1) % 3
    cases = [
        ("hello", "is not an Extrablatt action"),
        (Take(7, 0), "seat 7 is not in this 3-player game"),
        (Take(other, 0), f"it is seat {seat}'s turn, not seat {other}'s"),
        (Take(seat, 9), "there are columns 0 to 4, not 9"),
        (Take(seat, 10**5000), "not an integer of 5001 digits"),
        (Remove(seat, (-(10**5000),)), "not an integer of 5001 digits"),
        (ChooseSize(seat, 4), "ChooseSize is not an action of the choose step"),
        (Remove(seat, (0, 1, 2)), "name 1 or 2 columns"),
        (Remove(seat, ()), "name 1 or 2 columns"),
    ]
    headline_column = next(
        c for c, stack in enumerate(state.fax) if stack and stack[0].is_headline
    )
    cases.append(
        (Challenge(seat, headline_column, other), "a Time Card can only be played if it is")
    )
    for action, message in cases:
        with pytest.raises(IllegalAction, match=message.replace("(", r"\(")) as error:
            GAME.apply(state, action)  # type: ignore[arg-type]
        assert len(str(error.value)) < 400


def test_tampered_state_json_is_refused() -> None:
    data = GAME.state_to_json(GAME.new_game(3, seed=2))
    # A headline out of nowhere, at the end of the board: the removed messages.
    data["board"] += MESSAGE_CHARS[Message.BABYS]
    with pytest.raises(ValueError, match="removed: the 104 FAX messages"):
        GAME.state_from_json(data)
    data = GAME.state_to_json(GAME.new_game(3, seed=2))
    data["marker_supply"] += 1
    with pytest.raises(ValueError, match="markers: the 20 Extra Turn markers"):
        GAME.state_from_json(data)
    data = GAME.state_to_json(GAME.new_game(3, seed=2))
    data["round"] = "5"
    with pytest.raises(ValueError, match=r"\$\.round: expected an integer"):
        GAME.state_from_json(data)


def test_packed_exchanges_are_refused_unless_each_is_one_two_seats_can_make() -> None:
    """The saved form's exchanges (`extrablatt.saved`): a string of a
    character an exchange of the table; anything else is refused, naming
    the field, however well formed the rest."""
    base = GAME.state_to_json(GAME.new_game(3, seed=2))
    same_seat = saved.exchange_char(1, 1, 1000, 2000)  # no exchange of the table
    for bad in (None, ["x"], 5, "?", same_seat, "\ud800"):
        data = copy.deepcopy(base)
        data["exchanges"] = bad
        with pytest.raises(ValueError, match=r"malformed .*exchanges"):
            GAME.state_from_json(data)
    assert same_seat not in saved.EXCHANGE_AT and len(saved.EXCHANGE_AT) == 4 * 3 * 12 * 11


def test_saved_checks_are_refused_unless_each_seat_holds_a_hand_of_the_table() -> None:
    """The saved form's checks (`extrablatt.saved.checks_text`): per seat
    its 3 checks in increasing order as hex digits of their thousands, the
    seats' joined by commas; anything else is refused, naming the field."""
    base = GAME.state_to_json(GAME.new_game(3, seed=2))
    assert base["checks"] == "389,16c,45a"
    for bad in (None, 5, ["389", "16c", "45a"], "", "389,16c", "389,61c,45a", "389,16d,45a",
                "389,16c,45a,27b", "389, 16c,45a", "389,16c,45a,", "389,1,6c,45a", "\ud800"):
        data = copy.deepcopy(base)
        data["checks"] = bad
        with pytest.raises(ValueError, match=r"malformed .*checks"):
            GAME.state_from_json(data)
    assert len(saved.HAND_AT) == 220 and saved.hands_of("16c") == ((1000, 6000, 12000),)


def test_bad_options_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown Extrablatt options"):
        GAME.new_game(3, 1, {"speed": "fast"})
    with pytest.raises(ValueError, match="red_from must be one of"):
        GAME.new_game(3, 1, {"red_from": 10})
    with pytest.raises(ValueError, match="fold_joins_pages must be one of"):
        GAME.new_game(3, 1, {"fold_joins_pages": "yes"})
    with pytest.raises(ValueError, match="bonus_ties must be one of"):
        GAME.new_game(3, 1, {"bonus_ties": "none"})
    with pytest.raises(ValueError, match="check_sets must be one of"):
        GAME.new_game(3, 1, {"check_sets": "random"})


def test_huge_numbers_in_a_placement_are_shown_bounded() -> None:
    from pressroom.games.extrablatt import ChooseSize as Size
    from tests.extrablatt.helpers import arrange, h

    state = arrange(3, fax=[(h("Algen"),), (), (), (), ()])
    state = GAME.apply(GAME.apply(state, Take(0, 0)), Size(0, 4))
    for action in (Place(0, 2, 2, 10**5000, 0), Place(0, 10**5000, 2, 0, 0),
                   Place(0, 2, 2, 0, -(2**64))):
        with pytest.raises(IllegalAction) as error:
            GAME.apply(state, action)
        assert len(str(error.value)) < 400


def test_saved_phase_and_options_are_refused_unless_a_game_has_them() -> None:
    """The saved form's phase and options (`extrablatt.saved`): the text of
    a phase, of options, some game has; anything else is refused, naming
    the field (for a phase, the value that is wrong)."""
    base = GAME.state_to_json(GAME.new_game(4, seed=2))
    assert base["phase"] in saved.PHASE_OF and base["options"] in saved.OPTIONS_OF
    phases = [
        ("CHOOSE,0,REGULAR", "phase: 'CHOOSE,0,REGULAR' is not a phase's step"),
        ("CHOOSE,0,REGULAR,0,12,1", "phase: .* is not a phase's step"),
        ("", "phase: '' is not"),
        ("choose,0,regular,0", "step: 'choose' is not a step"),
        ("CHOOSE,4,REGULAR,0", "current: '4' is not a seat"),
        ("CHOOSE,00,REGULAR,0", "current: '00' is not a seat"),
        ("CHOOSE,0,LATE,0", "turn: 'LATE' is not a turn"),
        ("CHOOSE,0,REGULAR,5", "passes: '5' passes in a row"),
        ("CHOOSE,0,REGULAR,-1", "passes: '-1' passes in a row"),
        ("PLACE,0,REGULAR,0,7", "placing: size '7' is no layout card's size"),
        ("CHOOSE,0,REGULAR,0,12", "placing: size 12 in the choose step"),
        (5, r"\$\.phase: expected a string"),
        ({"$type": "Phase", "step": "CHOOSE", "current": 0, "turn": "REGULAR", "passes": 0,
          "size": None}, r"\$\.phase: expected a string"),
    ]
    for bad, message in phases:
        data = copy.deepcopy(base)
        data["phase"] = bad
        with pytest.raises(ValueError, match=f"malformed .*{message}"):
            GAME.state_from_json(data)
    for bad in ("true", "", "true,9,false,competition,paired,false,false,false,",
                "True,9,false,competition,paired,false,false,false",
                "true,10,false,competition,paired,false,false,false",
                "true,9,false,COMPETITION,paired,false,false,false"):
        data = copy.deepcopy(base)
        data["options"] = bad
        with pytest.raises(ValueError, match=r"malformed .*options must be the values of"):
            GAME.state_from_json(data)
    for bad in (None, {"fold_joins_pages": True}, 9):
        data = copy.deepcopy(base)
        data["options"] = bad
        with pytest.raises(ValueError, match=r"\$\.options: expected a string"):
            GAME.state_from_json(data)
    for bad, message in ((-1, "rng: the state is not a 64-bit integer"),
                         (2**64, "rng: the state is not a 64-bit integer"),
                         ("5", r"\$\.rng: expected an integer"),
                         ({"$type": "Rng", "state": 5}, r"\$\.rng: expected an integer")):
        data = copy.deepcopy(base)
        data["rng"] = bad
        with pytest.raises(ValueError, match=message):
            GAME.state_from_json(data)
    # Every phase and every choice of the options has its text, read back as itself.
    assert len(saved.PHASE_OF) == len(PHASES) and len(saved.OPTIONS_OF) == 2**8
    for options in saved.OPTIONS_OF.values():
        state = GAME.new_game(3, seed=1, options=attrs.asdict(options, value_serializer=_plain))
        assert GAME.state_from_json(GAME.state_to_json(state)).options is options


def _plain(_: Any, __: Any, value: Any) -> Any:
    """An option's value as users pass it (an enum's by its value)."""
    return value.value if isinstance(value, enum.Enum) else value


def test_saved_papers_are_refused_unless_each_card_is_two_characters_of_the_tables() -> None:
    """The saved form's papers (`extrablatt.saved`): per seat a string of two
    characters a card, a place of the table and what a card can hold; any
    other string is refused, naming the field, and what the characters
    stand for the load check judges as before."""
    from tests.extrablatt.test_loading import real_states

    state = real_states()["cards"]
    base = GAME.state_to_json(state)
    seat, paper = next((seat, paper) for seat, paper in enumerate(base["papers"]) if paper)
    place = paper[0]
    no_place = chr(saved.CODE_BASE + len(saved.CARD_PLACES))
    no_holds = chr(saved.CODE_BASE + len(saved.CARD_HOLDS))
    for bad in (paper[:-1], paper + place, no_place + paper[1:], paper[:1] + no_holds + paper[2:],
                "?" + paper[1:], "\ud800" + paper[1:]):
        data = copy.deepcopy(base)
        data["papers"][seat] = bad
        with pytest.raises(ValueError, match=r"malformed .*papers: not a string per seat"):
            GAME.state_from_json(data)
    for bad_papers in (None, [[]] * len(base["papers"]), [None] * len(base["papers"])):
        data = copy.deepcopy(base)
        data["papers"] = bad_papers
        with pytest.raises(ValueError, match=r"\$\.papers"):
            GAME.state_from_json(data)
    # Characters of the tables that no play lays there: the load check's.
    # (a 30-marker before the end)
    (card,) = saved.paper_of(paper[:2])
    red = saved.CARD_HOLDS.index((card.owner, card.kind, card.headline, 30, card.duck))
    data = copy.deepcopy(base)
    data["papers"][seat] = place + chr(saved.CODE_BASE + red) + paper[2:]
    with pytest.raises(ValueError, match="malformed Extrablatt state: papers"):
        GAME.state_from_json(data)
    # Every place and every holding has its characters, read back as itself.
    assert len(saved.CARD_PLACES) == len(set(saved.CARD_PLACES)) == 1364
    assert len(saved.CARD_HOLDS) == 4 * 3 * 33 * 4 * 2
    for i, (row, col, height, width) in enumerate(saved.CARD_PLACES):
        owner, kind, headline, edition, duck = saved.CARD_HOLDS[i * 7 % len(saved.CARD_HOLDS)]
        card = Card(row, col, height, width, owner, kind, headline, edition, duck)
        assert saved.paper_of(saved.card_chars(card)) == (card,)
    with pytest.raises(ValueError, match="papers: a card no game has cannot be saved"):
        saved.packed_paper((Card(0, 0, 7, 7, 0, Kind.ADVERT),))


def test_saved_layout_stocks_are_refused_unless_each_is_its_counts_as_digits() -> None:
    """The saved form's layout (`extrablatt.saved`): per seat its counts
    per size as 9 digits; any other text is refused, naming the field."""
    base = GAME.state_to_json(GAME.new_game(4, seed=2))
    assert base["layout"][0] == "444224221"
    for bad in ("44422422", "4442242210", "44422422x", "-44224221", "4442242 1", "44422422\u0661",
                "44422422\ud800", "444224222", ""):
        data = copy.deepcopy(base)
        data["layout"][1] = bad
        with pytest.raises(ValueError, match="malformed Extrablatt state: layout"):
            GAME.state_from_json(data)
    for bad_layout in ([[4, 4, 4, 2, 2, 4, 2, 2, 1]] * 4, "444224221", [None] * 4):
        data = copy.deepcopy(base)
        data["layout"] = bad_layout
        with pytest.raises(ValueError, match=r"\$\.layout"):
            GAME.state_from_json(data)
    loaded = GAME.state_from_json(base)
    assert loaded.layout == ((4, 4, 4, 2, 2, 4, 2, 2, 1),) * 4
    assert all(type(count) is int for stock in loaded.layout for count in stock)
