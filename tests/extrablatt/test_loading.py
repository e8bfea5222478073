"""Strict at the door: impossible states, built by kind from real states'
JSON, are refused at load with a ValueError naming the field."""

from __future__ import annotations

import collections
import copy
import functools
import random
from collections.abc import Callable
from typing import Any

import attrs
import pytest

from pressroom.games.extrablatt import Card, Kind, Message, Step, saved
from pressroom.games.extrablatt.state import (
    EMPTY,
    FAX_SLOTS,
    MESSAGE_AT,
    REMOVED_AT,
    SEPARATOR,
    ZERO,
    Exchange,
    ExtrablattState,
)
from tests.extrablatt.helpers import GAME
from tests.protocol_checks import drawn_as_the_view_is_sampled

Data = dict[str, Any]
CARD_FIELDS = tuple(attrs.fields_dict(Card))
Mutation = Callable[[Data], None]


@functools.cache
def real_states() -> dict[str, ExtrablattState]:
    """One state met in random play for each situation the cases need."""
    found: dict[str, ExtrablattState] = {}
    wanted = {"choose", "size", "place", "checks", "committed", "duck", "pile", "over",
              "advert", "cards", "exchanged"}
    for seed in range(60):
        chooser = random.Random(seed)
        state = GAME.new_game(3 + seed % 2, seed)
        while True:
            keys = {state.step.value}
            play = state.time_play
            if play is not None and state.step is Step.CHECKS and (
                play.challenger_check is not None or play.opponent_check is not None
            ):
                keys.add("committed")
            if state.placing is not None and state.placing.kind is Kind.ADVERT:
                keys.add("advert")
            if sum(map(len, state.papers)) >= 6 and state.step is Step.CHOOSE:
                keys.add("cards")
            if state.exchanges and state.step is Step.CHOOSE:
                keys.add("exchanged")
            for key in keys - set(found):
                found[key] = state
            if GAME.is_over(state):
                break
            seat = chooser.choice(GAME.to_move(state))
            state = GAME.apply(state, chooser.choice(GAME.legal_actions(state, seat)))
        if wanted <= set(found):
            return found
    raise AssertionError(f"random play met no state for {wanted - set(found)}")


def flat(data: Data) -> Data:
    """A state's JSON with its phase's values (saved as one text) at the
    top, its checks as lists, its rng as a record, and its board read as
    the FAX columns, the counts drawn and the removed messages (by name), as
    the cases below name them (`nested` puts them back)."""
    data = dict(data)
    step, current, turn, passes, *size = data.pop("phase").split(",")
    data.update(step=step, current=int(current), turn=turn, passes=int(passes),
                size=int(size[0]) if size else None)
    data["checks"] = [list(hand) for hand in saved.hands_of(data["checks"])]
    data["rng"] = {"state": data["rng"]}
    data["layout"] = [[int(digit) for digit in stock] for stock in data["layout"]]
    # The papers' cards as records (see `saved`).
    data["papers"] = [
        [{"$type": "Card", **{name: getattr(card, name) for name in CARD_FIELDS},
          "kind": card.kind.name, "headline": card.headline and card.headline.name}
         for card in saved.paper_of(paper)]
        for paper in data["papers"]
    ]
    # The size chosen, read as the placing's (as in the view).
    size = data.pop("size")
    if data["placing"] is not None:
        data["placing"]["size"] = size
    board = data.pop("board")
    names = {char: message.name for char, message in MESSAGE_AT.items()}
    data["fax"] = [[names[char] for char in board[i:i + 3] if char != EMPTY]
                   for i in range(0, FAX_SLOTS, 3)]
    data["drawn"] = [ord(char) - ZERO for char in board[FAX_SLOTS:FAX_SLOTS + 3]]
    # The messages removed, those kept on the table first (how many: "$old").
    data["$old"] = len(data["removed"])
    data["removed"] = [names[char] for char in data["removed"] + board[REMOVED_AT:]]
    # The exchanges as records (see `saved`).
    data["exchanges"] = [
        {"$type": "Exchange", "challenger": e.challenger, "opponent": e.opponent,
         "challenger_check": e.challenger_check, "opponent_check": e.opponent_check,
         "winner": e.winner}
        for e in saved.exchanges_of(data["exchanges"])
    ]
    # The piles as decks of named cards (a character no message has, as is).
    data["decks"] = [{"draw_pile": [names.get(char, char) for char in deck], "discard_pile": []}
                     for deck in data["decks"]]
    return data


def nested(data: Data) -> Data:
    """`flat`'s data put back as it was, whatever the cases changed (a
    column of 4 messages is written out whole, for the check to refuse)."""
    chars = {message.name: char for char, message in MESSAGE_AT.items()}
    removed = "".join(chars[name] for name in data.pop("removed"))
    # A deck is one string: a card in a discard pile is written after a
    # character no message has (there is no discard pile to put it in).
    data["decks"] = [
        "".join(chars.get(name, name) for name in deck["draw_pile"])
        + "".join(EMPTY + chars[name] for name in deck["discard_pile"])
        for deck in data["decks"]
    ]
    # An exchange no two seats can make is written as a character of none.
    data["exchanges"] = "".join(
        saved.packed_exchanges([Exchange(e["challenger"], e["opponent"], e["challenger_check"],
                                         e["opponent_check"], e["winner"])])
        if isinstance(e, dict) and _exchange_known(e) else "?"
        for e in data["exchanges"]
    )
    old = data.pop("$old")
    data["removed"] = removed[:old]
    data["board"] = "".join(
        "".join(chars[name] for name in column).ljust(3, EMPTY) for column in data.pop("fax")
    ) + "".join(chr(ZERO + count) for count in data.pop("drawn")) + SEPARATOR + removed[old:]
    placing = data["placing"]
    data["size"] = None
    if isinstance(placing, dict):
        data["size"] = placing["size"]
        placing["size"] = None
    # A card no game has is written as two characters of none.
    data["papers"] = ["".join(_card_chars(card) for card in paper) for paper in data["papers"]]
    # The phase's text (`saved.phase_text`), whatever its values.
    values = [data.pop("step"), data.pop("current"), data.pop("turn"), data.pop("passes")]
    size = data.pop("size")
    data["phase"] = ",".join(map(str, values if size is None else [*values, size]))
    data["rng"] = data["rng"]["state"]
    # A stock's counts as digits (a count of several digits, or "-", as it
    # comes: the load check refuses it).
    data["layout"] = ["".join(map(str, stock)) for stock in data["layout"]]
    # The checks' text (`saved.checks_text`); a hand that is none as "?".
    data["checks"] = ",".join(_hand_text(hand) for hand in data["checks"])
    return data


def _hand_text(hand: Any) -> str:
    """A hand's saved text (`saved.checks_text`), or a text of none."""
    try:
        return saved.checks_text((tuple(hand),))
    except (TypeError, ValueError):
        return "?"


def _card_chars(card: Data) -> str:
    """A card's record as its saved characters (`saved.card_chars`), or as
    two characters of no card."""
    try:
        values = {name: card[name] for name in CARD_FIELDS}
        values.update(kind=Kind[card["kind"]],
                      headline=card["headline"] and Message[card["headline"]])
        return saved.card_chars(Card(**values))
    except (KeyError, TypeError, ValueError):
        return "??"


def _exchange_known(e: Data) -> bool:
    """Whether an exchange's record is one the saved form can hold."""
    try:
        saved.packed_exchanges([Exchange(e["challenger"], e["opponent"], e["challenger_check"],
                                         e["opponent_check"], e["winner"])])
    except (KeyError, ValueError):
        return False
    return True


def first_card(data: Data) -> Data:
    return next(card for paper in data["papers"] for card in paper)


def swap_checks_between_seats(data: Data) -> None:
    a, b = data["checks"][0], data["checks"][1]
    a[0], b[0] = b[0], a[0]
    a.sort()
    b.sort()


def commit_unheld(data: Data) -> None:
    """The committed check becomes one another seat holds."""
    play = data["time_play"]
    key, seat = ("challenger_check", play["challenger"])
    if play[key] is None:
        key, seat = ("opponent_check", play["opponent"])
    play[key] = data["checks"][(seat + 1) % data["num_players"]][0]


def set_(path: str, value: Any) -> Mutation:
    """Set the field at a dotted path (list indexes as numbers)."""
    def mutate(data: Data) -> None:
        keys = path.split(".")
        target: Any = data
        for key in keys[:-1]:
            target = target[int(key)] if isinstance(target, list) else target[key]
        last = keys[-1]
        if isinstance(target, list):
            target[int(last)] = value
        else:
            target[last] = value
    return mutate


def do(fn: Callable[[Data], Any]) -> Mutation:
    def mutate(data: Data) -> None:
        fn(data)
    return mutate


# (kind, situation, mutation, the field the message must name)
CASES: list[tuple[str, str, Mutation, str]] = [
    # out-of-range numbers
    ("out of range", "choose", set_("round", 0), "round"),
    ("out of range", "choose", set_("round", 10**30), "round"),
    ("out of range", "choose", set_("passes", -1), "passes"),
    ("out of range", "choose", set_("passes", 2**64), "passes"),
    ("out of range", "choose", set_("current", 4), "current"),
    ("out of range", "choose", set_("start_player", -1), "start_player"),
    ("out of range", "choose", set_("time_cards_placed", 13), "time_cards_placed"),
    ("out of range", "choose", set_("time_cards_placed", -(2**64)), "time_cards_placed"),
    ("out of range", "choose", set_("marker_supply", 10**30), "markers"),
    ("out of range", "choose", set_("token_supply", -1), "token_supply"),
    ("out of range", "choose", set_("rng.state", 2**64), "rng"),
    ("out of range", "choose", set_("drawn.2", 31), "piles"),
    ("out of range", "choose", set_("drawn.0", -1), "piles"),
    ("out of range", "choose", do(lambda d: d["decks"][2]["draw_pile"].insert(3, "|")), "piles"),
    ("out of range", "choose", set_("rng.state", -1), "rng"),
    ("out of range", "choose", set_("layout.0.0", 10**30), "layout"),
    ("out of range", "choose", set_("pictures.0", 3), "pictures"),
    ("out of range", "choose", set_("checks.0.0", 13000), "checks"),
    ("out of range", "cards", do(lambda d: first_card(d).update(row=-1)), "papers"),
    ("out of range", "cards", do(lambda d: first_card(d).update(row=10**5000)), "papers"),
    ("out of range", "choose", set_("round", -(10**5000)), "round"),
    ("out of range", "cards", do(lambda d: first_card(d).update(col=19)), "papers"),
    ("out of range", "cards", do(lambda d: first_card(d).update(edition=15)), "papers"),
    ("out of range", "cards", do(lambda d: first_card(d).update(height=7, width=7)), "papers"),
    ("out of range", "size", set_("placing.size", 11), "placing"),
    ("out of range", "checks", set_("time_play.column", 9), "time_play"),
    # wrong lengths
    ("wrong length", "choose", do(lambda d: d["papers"].append([])), "papers"),
    ("wrong length", "choose", do(lambda d: d["layout"].pop()), "layout"),
    ("wrong length", "choose", do(lambda d: d["layout"][0].append(1)), "layout"),
    ("wrong length", "choose", do(lambda d: d["markers"].pop()), "markers"),
    ("wrong length", "choose", do(lambda d: d["checks"][0].append(13000)), "checks"),
    ("wrong length", "choose", do(lambda d: d["fax"].append([])), "fax"),
    ("wrong length", "choose", do(lambda d: d["fax"][0].append(d["removed"].pop())
                                  if d["removed"] else d["fax"][0].append("BABYS")), "fax"),
    ("wrong length", "choose", do(lambda d: d["decks"].pop()), "piles"),
    ("wrong length", "choose", do(lambda d: d["drawn"].pop()), "piles"),
    ("wrong length", "choose", do(lambda d: d["pictures"].pop()), "pictures"),
    ("wrong length", "choose", set_("num_players", 5), "num_players"),
    ("wrong length", "choose", set_("num_players", 2), "num_players"),
    # a step without what it needs (or with what it cannot have)
    ("step objects", "size", set_("placing", None), "placing"),
    ("step objects", "place", set_("placing.size", None), "placing"),
    ("step objects", "checks", set_("time_play", None), "time_play"),
    ("step objects", "duck", set_("time_play", None), "exchanges"),
    ("step objects", "advert", set_("time_play", None), "exchanges"),
    ("step objects", "choose", set_("step", "SIZE"), "placing"),
    ("step objects", "choose", set_("step", "DUCK"), "time_play"),
    ("step objects", "choose", set_("step", "PILE"), "step"),
    ("step objects", "choose", set_("step", "OVER"), "step"),
    ("step objects", "choose", set_("blocked", True), "passes"),
    ("step objects", "size", set_("step", "CHOOSE"), "step"),
    ("step objects", "checks", set_("step", "CHOOSE"), "step"),
    ("step objects", "over", set_("step", "CHOOSE"), "papers"),
    ("step objects", "size", set_("placing.headline", None), "placing"),
    ("step objects", "size", set_("placing.column", None), "placing"),
    # broken conservation
    ("conservation", "choose", do(lambda d: d["removed"].append("BABYS")), "removed"),
    ("conservation", "choose", do(lambda d: d["decks"][2]["draw_pile"].pop()), "piles"),
    ("conservation", "choose", do(lambda d: d["decks"][0]["discard_pile"].append(
        d["decks"][0]["draw_pile"].pop())), "piles"),
    ("conservation", "choose", do(lambda d: d["fax"][0].__setitem__(0, "TIME_CARD")), "removed"),
    ("conservation", "choose", do(lambda d: d["decks"][1]["draw_pile"].append(
        d["decks"][1]["draw_pile"][-1])), "piles"),
    ("conservation", "choose", do(lambda d: d["markers"].__setitem__(0, d["markers"][0] + 1)),
     "markers"),
    ("conservation", "choose", set_("checks_aside", []), "checks"),
    ("conservation", "choose", do(lambda d: d["layout"][1].__setitem__(
        8, d["layout"][1][8] - 1)), "layout"),
    ("conservation", "cards", do(lambda d: d["papers"][0].append(dict(first_card(d)))),
     "removed"),
    ("conservation", "cards", do(lambda d: first_card(d).update(duck=True)), "token_supply"),
    ("conservation", "choose", do(lambda d: d["pictures"].__setitem__(2, 1)), "pictures"),
    ("conservation", "exchanged", do(lambda d: d["exchanges"].pop()), "exchanges"),
    # bad seats
    ("bad seats", "size", set_("placing.by", 7), "placing"),
    ("bad seats", "size", set_("placing.paper", -1), "placing"),
    ("bad seats", "checks", set_("time_play.opponent", 9), "time_play"),
    ("bad seats", "checks", do(lambda d: d["time_play"].update(
        opponent=d["time_play"]["challenger"])), "time_play"),
    ("bad seats", "cards", do(lambda d: first_card(d).update(owner=9)), "papers"),
    ("bad seats", "exchanged", do(lambda d: d["exchanges"][0].update(winner=9)), "exchanges"),
    ("bad seats", "exchanged", do(lambda d: d["exchanges"][0].update(challenger=-1)),
     "exchanges"),
    # states no play reaches
    ("impossible", "choose", do(swap_checks_between_seats), "checks"),
    ("impossible", "committed", do(commit_unheld), "time_play"),
    ("impossible", "exchanged", do(lambda d: d["exchanges"][0].update(
        winner=d["exchanges"][0]["opponent"] if d["exchanges"][0]["winner"]
        == d["exchanges"][0]["challenger"] else d["exchanges"][0]["challenger"])), "exchanges"),
    ("impossible", "cards", do(lambda d: first_card(d).update(edition=30)), "papers"),
    ("impossible", "cards", do(lambda d: first_card(d).update(kind="PICTURE")), "papers"),
    ("impossible", "cards", do(lambda d: first_card(d).update(row=first_card(d)["row"] ^ 1)),
     "papers"),
    ("impossible", "pile", do(lambda d: d["decks"][1]["draw_pile"].clear()), "piles"),
    ("impossible", "choose", do(lambda d: d["decks"][1]["draw_pile"].insert(
        0, d["decks"][2]["draw_pile"].pop())), "piles"),
]


def test_real_states_load() -> None:
    for state in real_states().values():
        assert GAME.state_from_json(copy.deepcopy(GAME.state_to_json(state))) == state


@pytest.mark.parametrize(("kind", "situation", "mutate", "field"), CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_impossible_state_is_refused_naming_the_field(
    kind: str, situation: str, mutate: Mutation, field: str
) -> None:
    data = flat(copy.deepcopy(GAME.state_to_json(real_states()[situation])))
    mutate(data)
    with pytest.raises(ValueError, match="malformed") as error:
        GAME.state_from_json(nested(data))
    assert field in str(error.value), str(error.value)


def test_every_kind_is_tried() -> None:
    counts = collections.Counter(kind for kind, *_ in CASES)
    assert set(counts) == {"out of range", "wrong length", "step objects", "conservation",
                           "bad seats", "impossible"}
    assert sum(counts.values()) == len(CASES) >= 70


def random_exchanges(chooser: random.Random) -> tuple[int, Any, list[list[int]], tuple[Any, ...]]:
    """A player count, a grouping of the checks, and an exchange history
    played from a real deal, some exchanges with a check no seat held (so
    often impossible); with the hands the possible exchanges left."""
    from pressroom.games.extrablatt.components import CHECK_GROUPINGS, CheckSets
    from pressroom.games.extrablatt.rules import check_beats

    n = chooser.choice((3, 4))
    grouping = chooser.choice(list(CheckSets))
    hands = [list(s) for s in CHECK_GROUPINGS[grouping][:n]]
    chooser.shuffle(hands)
    exchanges = []
    for _ in range(chooser.randrange(6)):
        a, b = chooser.sample(range(n), 2)
        x, y = chooser.choice(hands[a]), chooser.choice(hands[b])
        if chooser.random() < 0.1:
            x = chooser.randrange(1, 13) * 1000
        exchanges.append(Exchange(a, b, x, y, a if check_beats(x, y) else b))
        if x in hands[a] and y in hands[b]:
            hands[a].remove(x)
            hands[b].remove(y)
            hands[a].append(y)
            hands[b].append(x)
    return n, grouping, hands, tuple(exchanges)


def test_deals_agree_with_replaying_every_exchange() -> None:
    """`consistent_deals` reasons about where each check went; compare it with
    replaying the exchanges on every deal, for random (often impossible)
    exchange histories."""
    import itertools
    import random

    from pressroom.games.extrablatt.components import CHECK_GROUPINGS, HIGHEST_CHECK, CheckSets
    from pressroom.games.extrablatt.rules import swap_checks
    from pressroom.games.extrablatt.view import consistent_deals, deal_fits

    def replayed(n: int, grouping: CheckSets, exchanges: tuple[Exchange, ...]) -> list[Any]:
        sets = [tuple(sorted(s)) for s in CHECK_GROUPINGS[grouping]]
        asides = [s for s in sets if HIGHEST_CHECK not in s] if n == 3 else [()]
        out = []
        for aside in asides:
            for dealt in itertools.permutations([s for s in sets if s != aside]):
                hands: Any = dealt
                for e in exchanges:
                    if e.challenger_check not in hands[e.challenger] or (
                        e.opponent_check not in hands[e.opponent]
                    ):
                        break
                    hands = swap_checks(hands, e)
                else:
                    out.append((hands, aside))
        return out

    chooser = random.Random(3)
    for _ in range(400):
        n, grouping, hands, history = random_exchanges(chooser)
        deals = replayed(n, grouping, history)
        assert consistent_deals(n, grouping, history) == deals
        # `deal_fits` answers for one deal; try each and some that are not.
        tried = [*deals, (tuple(tuple(sorted(h)) for h in hands), ())]
        aside_sets = [tuple(sorted(s)) for s in CHECK_GROUPINGS[grouping][n:]]
        tried += [(d, a) for d, _ in deals for a in [(), *aside_sets]]
        tried += [(d[1:] + d[:1], a) for d, a in deals]
        for held, aside in tried:
            assert deal_fits(n, grouping, history, held, aside) == ((held, aside) in deals)
            for seat in range(n):
                hand = held[seat] if seat < len(held) else ()
                assert consistent_deals(n, grouping, history, (seat, hand)) == [
                    deal for deal in deals if deal[0][seat] == hand
                ]


def test_the_sampler_draws_every_deal_the_exchanges_allow_and_no_other() -> None:
    """The sampler draws the deal of the checks alone (from a table of the
    deals each assignment of sets to seats allows, as a digit of its one
    number); over random (often impossible) exchange histories, what it
    draws for a seat's view is exactly `consistent_deals` for that seat:
    each draw one of them, every one of them drawn, and a view none fits
    refused."""
    import attrs

    from pressroom import IllegalAction
    from pressroom.games.extrablatt.view import consistent_deals

    chooser = random.Random(5)
    tried = refused = 0
    for _ in range(60):
        n, grouping, hands, history = random_exchanges(chooser)
        base = GAME.view(GAME.new_game(n, 0, {"check_sets": grouping.value}), 0)
        for seat in (None, *range(n)):
            hand = None if seat is None else tuple(sorted(hands[seat]))
            if seat is not None and chooser.random() < 0.2:  # perhaps not its hand
                hand = tuple(sorted(chooser.sample(range(1000, 13000, 1000), 3)))
            seen = attrs.evolve(base, seat=seat, checks=hand, exchanges=history)
            allowed = consistent_deals(
                n, grouping, history, None if seat is None or hand is None else (seat, hand))
            drawn = set()
            for seed in range(200):
                try:
                    sampled = GAME.sample(seen, seed)
                except IllegalAction:
                    assert not allowed
                    refused += 1
                    break
                drawn.add((sampled.checks, sampled.checks_aside))
            assert drawn == set(allowed)
            tried += 1
    assert tried > 100 and refused > 10


def test_the_load_checks_borders_are_the_layouts() -> None:
    """The papers' check works out a card's borders in one call each; they
    are `layout.border`'s with the pages joined."""
    from pressroom.games.extrablatt import layout

    chooser = random.Random(11)
    for _ in range(500):
        mask = chooser.getrandbits(layout.ANYWHERE.bit_length()) & layout.ANYWHERE
        mask &= chooser.getrandbits(layout.ANYWHERE.bit_length())  # sparser
        assert layout.edge(mask) == layout.border(mask, True)
        assert layout.corner(mask) == layout.border(mask, True, diagonal=True)


def _damaged_papers(chooser: random.Random, states: list[ExtrablattState]) -> ExtrablattState:
    """A state with one or two cards of its papers changed, moved, dropped or
    taken from another game (often a state no play reaches)."""
    import attrs

    from pressroom.games.extrablatt.components import Message

    state = chooser.choice(states)
    for _ in range(chooser.randrange(1, 3)):
        papers = [list(p) for p in state.papers]
        full = [p for p in papers if p]
        if not full:
            break
        paper = chooser.choice(full)
        j = chooser.randrange(len(paper))
        card = paper[j]
        change = chooser.randrange(12)
        if change == 0:
            paper[j] = attrs.evolve(card, row=card.row + chooser.choice((-1, 1)))
        elif change == 1:
            paper[j] = attrs.evolve(card, col=card.col + chooser.choice((-2, -1, 1, 2)))
        elif change == 2:
            paper[j] = attrs.evolve(card, owner=chooser.randrange(-1, 5))
        elif change == 3:
            paper[j] = attrs.evolve(card, kind=chooser.choice(list(Kind)))
        elif change == 4:
            paper[j] = attrs.evolve(card, headline=chooser.choice([None, *Message]))
        elif change == 5:
            paper[j] = attrs.evolve(card, edition=chooser.choice([None, 10, 20, 30, 15]))
        elif change == 6:
            paper[j] = attrs.evolve(card, duck=not card.duck)
        elif change == 7:
            paper[j] = attrs.evolve(card, height=card.width, width=card.height)
        elif change == 8:
            k = chooser.randrange(len(paper))
            paper[j], paper[k] = paper[k], paper[j]
        elif change == 9:
            del paper[j]
        elif change == 10:
            chooser.choice(papers).append(paper.pop(j))
        else:
            other = chooser.choice(chooser.choice(states).papers)
            if other:
                paper.insert(chooser.randrange(len(paper) + 1), chooser.choice(other))
        table = attrs.evolve(state.table, papers=tuple(map(tuple, papers)))
        state = attrs.evolve(state, table=table)
    return state


def damaged(text: str, chooser: random.Random, alphabet: list[str]) -> str:
    """``text`` with one character changed, added or taken out at random."""
    chars = list(text)
    at = chooser.randrange(len(chars) + 1)
    change = chooser.randrange(3)
    if change == 0 and at < len(chars):
        chars[at] = chooser.choice(alphabet)
    elif change == 1:
        chars.insert(at, chooser.choice(alphabet))
    elif at < len(chars):
        del chars[at]
    return "".join(chars)


def played_states(games: int, options: Callable[[int], dict[str, Any] | None]) -> list[Any]:
    """About a third of the states of ``games`` random games (3 and 4
    players in turn, game ``seed`` with ``options(seed)``), each one's end
    included."""
    states = []
    for seed in range(games):
        chooser = random.Random(seed)
        state = GAME.new_game(3 + seed % 2, seed, options(seed))
        while not GAME.is_over(state):
            if chooser.random() < 0.3:
                states.append(state)
            seat = chooser.choice(GAME.to_move(state))
            state = GAME.apply(state, chooser.choice(GAME.legal_actions(state, seat)))
        states.append(state)
    return states


def test_the_quick_papers_check_is_the_detailed_one() -> None:
    """The papers' check card by card against tables (`_papers_counts`)
    passes every real state, and whatever it passes the detailed check
    (`_papers_detailed`) passes with the same supplies; what it refuses, the
    detailed check words (or passes: only a doubt, never met here)."""
    from pressroom.games.extrablatt import game

    states = played_states(8, lambda seed: None)
    for state in states:
        assert game._papers_counts(state) is not None
    chooser = random.Random(5)
    passed = refused = 0
    for _ in range(4000):
        state = _damaged_papers(chooser, states)
        counts = game._papers_counts(state)
        detailed = game._papers_detailed(state)
        if counts is None:
            assert detailed is not None
            refused += 1
        else:
            assert game._supplies_problem(state, *counts) == detailed
            passed += 1
    assert passed > 500 and refused > 500


def test_the_quick_board_and_exchange_checks_are_the_detailed_ones() -> None:
    """The board's form matched at once (`_BOARD_FORM`) is the form
    `_board_form_problem` passes; the exchanges found in the table made at
    import are those `_exchanges_problem` passes (among checks of the game)."""
    from pressroom.games.extrablatt import game
    from pressroom.games.extrablatt.state import MESSAGE_CHARS

    chooser = random.Random(3)
    alphabet = [*MESSAGE_CHARS[:6], EMPTY, SEPARATOR, "x"]
    boards = [state.board for state in real_states().values()]
    for _ in range(20000):
        text = chooser.choice(boards)
        for _ in range(chooser.randrange(1, 3)):
            text = damaged(text, chooser, alphabet)
        assert (game._BOARD_FORM.fullmatch(text) is not None) == (
            game._board_form_problem(text, "") is None
        ), text
    checks = [1000, 2000, 6000, 11000, 12000, 13000]
    for _ in range(20000):
        n = chooser.choice((3, 4))
        a, b, x, y = (chooser.randrange(-1, 5), chooser.randrange(-1, 5),
                      chooser.choice(checks), chooser.choice(checks))
        exchange = Exchange(a, b, x, y, chooser.choice((a, b, 7)))
        fields = game._EXCHANGE_FIELDS(exchange)
        if fields in game._EXCHANGES[n]:
            assert game._exchanges_problem((exchange,), n) is None
        elif x != 13000 and y != 13000:
            assert game._exchanges_problem((exchange,), n) is not None


def test_the_quick_piles_check_is_the_detailed_one() -> None:
    """The piles and every message checked at once (`_piles_accounted`:
    the decks' forms in one match, every message sorted with the Time Cards
    left in the piles told apart) pass exactly what `_piles_problem` passes:
    on the boards, decks, counts and laid headlines of real states, damaged
    at random."""
    from pressroom.games.extrablatt import game
    from pressroom.games.extrablatt.state import DRAWN_AT, MESSAGE_CHARS

    chooser = random.Random(4)
    states = played_states(6, lambda seed: None)
    alphabet = [*MESSAGE_CHARS, SEPARATOR, "x"]

    compared = passed = 0
    for i in range(6000):
        state = chooser.choice(states)
        table = state.table
        board, removed = state.board, table.removed
        decks, placed = list(table.setup.decks), table.time_cards_placed
        seen = game._headlines_laid(table, None)
        for _ in range(0 if i < len(states) else chooser.randrange(1, 3)):
            part = chooser.randrange(6)
            if part == 0 and decks:
                pile = chooser.randrange(len(decks))
                decks[pile] = damaged(decks[pile], chooser, alphabet)
            elif part == 1:
                at = DRAWN_AT + chooser.randrange(3)
                board = board[:at] + chr(ord(board[at]) + chooser.choice((-1, 1))) + board[at + 1:]
            elif part == 2:
                placed += chooser.choice((-1, 1))
            elif part == 3:
                removed = damaged(removed, chooser, alphabet).replace(SEPARATOR, "")
            elif part == 4:
                seen = damaged(seen.decode(), chooser, alphabet).encode()
            elif part == 5:
                decks = decks[:chooser.randrange(4)]
        try:
            quick = game._piles_accounted(board, removed, tuple(decks), placed, seen)
        except (TypeError, ValueError):  # (a deck short of three)
            quick = False
        problem = game._piles_problem(board, removed, tuple(decks), placed, seen)
        assert quick == (problem is None), (problem, decks, board)
        compared += 1
        passed += quick
    assert compared == 6000 and 500 < passed < 5000


def test_determinize_is_the_sample_of_the_view() -> None:
    """`determinize` draws from the state without making the view: over
    random games with either grouping of the checks, for every seat and a
    few seeds, it gives the very state `sample(view(state, seat), seed)`
    gives (so it is a function of the view and the seed, drawn as the
    sampler draws), whose view is the seat's."""
    compared = 0
    for seed in range(8):
        chooser = random.Random(seed)
        n = 3 + seed % 2
        state = GAME.new_game(n, seed, {"check_sets": ("paired", "apart")[seed // 2 % 2]})
        while True:
            if chooser.random() < 0.3 or state.time_play is not None:
                compared += len(drawn_as_the_view_is_sampled(GAME, state, (0, 7)))
            if GAME.is_over(state):
                break
            seat = chooser.choice(GAME.to_move(state))
            state = GAME.apply(state, chooser.choice(GAME.legal_actions(state, seat)))
    assert compared > 1000


def test_the_check_of_a_loaded_state_reads_its_saved_papers_alike() -> None:
    """A state loaded from JSON is checked with its papers' saved strings
    (each card's place and headline read off its characters): on real
    states and on states with damaged papers, the check gives what it gives
    from the cards alone."""
    from pressroom.games.extrablatt import game

    states = played_states(6, lambda seed: {"fold_joins_pages": seed % 3 != 0})
    chooser = random.Random(9)
    compared = refused = 0
    for i in range(1500):
        state = states[i] if i < len(states) else _damaged_papers(chooser, states)
        try:
            packed = [saved.packed_paper(paper) for paper in state.papers]
        except ValueError:  # a card no game has: no saved form
            continue
        problem = game.state_problem(state)
        assert game.state_problem(state, packed) == problem
        assert game._papers_counts(state, packed) == game._papers_counts(state)
        compared += 1
        refused += problem is not None
    assert compared > 1000 and refused > 300
