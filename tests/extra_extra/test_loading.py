"""Strict at the door: impossible states, built by kind from real states'
JSON, are refused with a ValueError naming the field."""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable
from itertools import product
from typing import Any

import pytest

from pressroom.games.extra_extra.components import (
    SCENARIOS,
    Card,
    Side,
    Space,
    Speciality,
    Tile,
)
from pressroom.games.extra_extra.options import Options, Size, paper_size
from pressroom.games.extra_extra.saved import (
    CUTTINGS_BASE,
    DESK_BASE,
    HOLDING_SIZE,
    PLACED_BASE,
    PLACED_CODES,
    PRESS_BASE,
    TILE_BYTE,
    options_text,
    placed_string,
)
from pressroom.games.extra_extra.state import (
    HAND_CHAR,
    PLACEMENT_BITS,
    TILE_ALPHABET,
    PlacedTile,
    Step,
    pack_placements,
    unpack_placements,
)
from tests.extra_extra.helpers import GAME

Data = dict[str, Any]
COUNTS: Counter[str] = Counter()
APPLIED: set[int] = set()  # mutations that applied to at least one state


def states() -> list[Data]:
    """Real states from random play: several steps, scenarios and player counts."""
    found: dict[tuple[str, int], Data] = {}
    for scenario, n in ((1, 2), (3, 4), (6, 3), (8, 6), (5, 5)):
        state = GAME.new_game(n, scenario, {"scenario": scenario, "round_limit": 6})
        chooser = random.Random(scenario)
        while not GAME.is_over(state) and len(found) < 60:
            key = (state.step.name, scenario)
            if key not in found:
                found[key] = GAME.state_to_json(state)
            seat = GAME.to_move(state)[0]
            state = GAME.apply(state, chooser.choice(GAME.legal_actions(state, seat)))
        found[("OVER", scenario)] = GAME.state_to_json(state)
    return list(found.values())


STATES = states()


def placed(more: tuple[tuple[Space, int, int], ...]) -> Callable[[Data], None]:
    """A mutation placing ``more`` reporters after those placed."""
    def mutate(data: Data) -> None:
        data["placement_bits"] = pack_placements(
            unpack_placements(data["placement_bits"]) + more)
    return mutate


def seat_part(field: str, seat: int, change: Callable[[str], str]) -> Callable[[Data], None]:
    """A mutation changing the seat's part of a field saved across the seats
    (`saved.SEAT_SEP` between the seats' parts)."""
    def mutate(data: Data) -> None:
        parts = data[field].split("\n")
        parts[seat] = change(parts[seat])
        data[field] = "\n".join(parts)
    return mutate


_HOLDINGS = ("speciality", "employed", "cuttings", "ads", "press_cards")


def holding(seat: int, field: str, char: str) -> Callable[[Data], None]:
    """A mutation writing ``char`` as the seat's ``field`` in the saved
    holdings (`saved.holdings_string`: a character a field, five a seat)."""
    def mutate(data: Data) -> None:
        at = seat * HOLDING_SIZE + _HOLDINGS.index(field)
        data["players"] = data["players"][:at] + char + data["players"][at + 1:]
    return mutate


def refused(data: Data, field: str, kind: str) -> None:
    with pytest.raises(ValueError, match="malformed") as error:
        GAME.state_from_json(data)
    # A step without its objects is named by the object missing or the one left over.
    fields = ("activation", "pending") if kind == "missing step objects" else (field,)
    assert any(f in str(error.value) for f in fields), (field, str(error.value))
    COUNTS[kind] += 1


# The options' text of a scenario at a size it is not played at.
_ODD_SIZE = next(
    options_text(Options(scenario, size)) for scenario, size in product(SCENARIOS, Size)
    if size is not Size.SCENARIO and paper_size(Options(scenario, size)) not in
    SCENARIOS[scenario].sizes)


def mutations() -> list[tuple[str, str, Callable[[Data], None]]]:
    """(kind, field named, mutation)."""
    def setter(path: tuple[Any, ...], value: Any) -> Callable[[Data], None]:
        def mutate(data: Data) -> None:
            target: Any = data
            for key in path[:-1]:
                target = target[key]
            target[path[-1]] = value
        return mutate

    out: list[tuple[str, str, Callable[[Data], None]]] = []
    # The prompt: (step, seat to move, space awaiting its fee, reporters activated).
    out += [("out-of-range numbers", "current", setter(("prompt", 1), v))
            for v in (-1, 9, 2**64)]
    out += [("out-of-range numbers", "activated", setter(("prompt", 3), v)) for v in (-1, 99)]
    # Worked out from the other fields, no longer kept: refused as unknown fields.
    for field, values in {
        "passes": (-3, 99), "cursor": (-1, 29, 10**30), "bank": (-1, 2**64),
    }.items():
        out += [("out-of-range numbers", field, setter((field,), v)) for v in values]
    # The table's fields are the saved state's own.
    for field, values in {
        "num_players": (1, 7, 10**30), "round": (0, 99, 2**64), "start_player": (-1, 6),
        "turn": (-1, 99), "sold": (-1, 7),
    }.items():
        out += [("out-of-range numbers", field, setter((field,), v)) for v in values]
    # A seat's holdings are a character a field (`saved.holdings_string`).
    out += [("out-of-range numbers", "players[0].employed", holding(0, "employed", v))
            for v in ("6", "9", "-")]
    # Money: 14 bits a seat, each at most BANK_MONEY ($10,000 bills), none above the seats'.
    out += [("out-of-range numbers", "money_bits", setter(("money_bits",), v))
            for v in (-1, 10**30)]
    out.append(("out-of-range numbers", "money of seat 1",
                lambda d: d.__setitem__("money_bits", d["money_bits"] & ~(0x3FFF << 14)
                                        | 10_001 << 14)))
    out.append(("out-of-range numbers", "players[0]",  # more reporters out than employed
                placed(((Space.SALES, 0, 0),) * 6)))
    out += [("out-of-range numbers", "players[0].cuttings",
             holding(0, "cuttings", chr(CUTTINGS_BASE + 13 * 13)))]  # 13 copy cuttings
    out += [("out-of-range numbers", f"players[0].{field}", holding(0, field, char))
            for field, char in (("ads", "i"), ("press_cards", "a"), ("speciality", "b"))]
    # Each field is read by its place: another field's character, or one past
    # Latin-1 (rules version 11's cuttings), in its place is refused.
    out += [("out-of-range numbers", f"players[1].{field}", holding(1, field, char))
            for field, char in (("press_cards", chr(CUTTINGS_BASE)), ("ads", chr(PRESS_BASE)),
                                ("employed", "B"), ("cuttings", "\u0100"),
                                ("speciality", chr(CUTTINGS_BASE + 20)))]
    out += [("out-of-range numbers", "rng", setter(("rng",), 2**64))]
    # The options are the text of their values (`saved.options_text`): text no
    # choice of them has, or a scenario at a size it is not played at.
    out += [("out-of-range numbers", "options", setter(("options",), v))
            for v in ("1,scenario,false,optional,supply,31", "1,scenario", "", 1, None)]
    out.append(("out-of-range numbers", "options.size", setter(("options",), _ODD_SIZE)))
    # The card and tile supplies' fields are the saved state's own, their
    # lists as strings (`saved.supply_of`, `saved.tiles_of`).
    out += [("out-of-range numbers", field, setter((field,), v)) for field, v in (
        ("interviews", 5), ("speciality_tokens", 7), ("brown_stringers", 13),
        ("brown_stringers", 10**30), ("morgue", [13, 3]), ("cuttings", [-1, 9]),
    )]
    out += [("wrong lengths", field, setter((field,), v)) for field, v in (
        ("decks", "\n\n\n"), ("decks", ""), ("cities", [[]] * 5),
        ("newswire", "\x80" * 5), ("desk", [[]] * 12), ("stocks", "\n" * 6),
        ("extra_tokens", "1" * 5), ("ads", "66"), ("deck_known", "0"),
    )]
    # (The check names these by the field they go with.)
    out += [("wrong lengths", named, setter((field,), v)) for named, field, v in (
        ("desk", "fresh", "0" * 12), ("extra_tokens", "lost", "0" * 7),
        ("stocks", "seen_bottom", "0" * 9),
    )]
    # A character that is no count, flag or newspaper's initial.
    out += [("out-of-range numbers", field, setter((field,), v)) for field, v in (
        ("seen_bottom", "0000000-"), ("ads", "55!"), ("extra_tokens", "00000A"),
        ("press_cards", "f?"), ("lost", "0000000\u0100"), ("fresh", "x" * 13),
        ("headlines", "Q"), ("deck_known", "01x"), ("newswire", "\x81" * 6),
        ("blocked", "}"),
    )]
    # The spaces blocked, a character a space: one no game blocks.
    out.append(("bad seats", "blocked", setter(("blocked",), "a")))
    def spaceless(data: Data) -> None:  # a placement without its space
        count = len(unpack_placements(data["placement_bits"]))
        data["placement_bits"] |= 1 << PLACEMENT_BITS * count
    out.append(("wrong lengths", "placements", spaceless))
    def seat_gone(data: Data) -> None:  # the last seat's holdings and unseen cards
        data["players"] = data["players"][:-HOLDING_SIZE]
        data["unseen"] = data["unseen"].rsplit("\n", 1)[0]
    out.append(("wrong lengths", "players", seat_gone))
    out.append(("wrong lengths", "players", lambda d: d.__setitem__("players",
                                                                     d["players"][:-1])))
    out.append(("wrong lengths", "unseen", lambda d: d.__setitem__("unseen",
                                                                    d["unseen"] + "\n")))
    out.append(("wrong lengths", "papers", lambda d: d.__setitem__(
        "papers", d["papers"].rsplit("\n", 1)[0])))
    out += [("wrong lengths", "papers", lambda d, f=field: d.__setitem__(f, d[f] + "\n"))
            for field in ("pressed", "copy_desks")]
    out.append(("wrong lengths", "papers", lambda d: d["occupied"].append(0)))
    out.append(("wrong lengths", "papers[0]", seat_part("pressed", 0, lambda s: "000")))
    out += [("missing step objects", field, setter(("prompt", 0), step)) for field, step in (
        ("activation", "STORY"), ("activation", "PLACE_TILE"), ("activation", "PRESS"),
        ("pending", "FEE"),
    )]
    def pile(deck: int, part: str, change: Callable[[str], str]) -> Callable[[Data], None]:
        def mutate(data: Data) -> None:
            piles = data["decks"].split("\n")  # each deck's draw, then discard
            at = deck * 2 + ("draw", "discard").index(part)
            piles[at] = change(piles[at])
            data["decks"] = "\n".join(piles)
        return mutate
    out.append(("broken conservation", "decks", pile(0, "draw", lambda s: s[1:])))
    # A character no card of the deck has (the features deck has 24 faces:
    # "O" would be the 25th), and one no deck has.
    out.append(("broken conservation", "decks[2]", pile(2, "draw", lambda s: "O" + s[1:])))
    out.append(("broken conservation", "decks[0]", pile(0, "discard", lambda s: s + "#")))
    # A lone surrogate (JSON allows "\ud800"): no card, refused as any stray.
    out.append(("broken conservation", "decks[0]", pile(0, "draw", lambda s: "\ud800" + s)))
    out.append(("broken conservation", "cities", lambda d: d.__setitem__(
        "cities", "\ud800" + d["cities"])))
    out.append(("out-of-range numbers", "players[0].unseen",
                seat_part("unseen", 0, lambda s: "\ud800")))
    # A copy card moved to the photo pile is a photo card there: one too many.
    out.append(("broken conservation", "decks", pile(1, "draw", lambda s: s + "0")))
    def hands(change: Callable[[str], str]) -> Callable[[Data], None]:
        # Every seat's hand string, a character a card (card order), joined by '\n'.
        def mutate(data: Data) -> None:
            data["hands"] = change(data["hands"])
        return mutate
    out.append(("broken conservation", "decks",
                hands(lambda h: HAND_CHAR[Card.BUSINESS_COPY_NEW_YORK] + h)))
    # A character no card has ('"' is skipped by the alphabet), and a hand too many.
    out.append(("out-of-range numbers", "players[0].hand", hands(lambda h: '"' + h)))
    out.append(("wrong lengths", "hands", hands(lambda h: "\n" + h)))
    # The unseen part of a hand: a card not in it, and out of card order.
    def unseen_elsewhere(data: Data) -> None:  # an unseen card not in the hand
        hand = data["hands"].split("\n")[0]
        seat_part("unseen", 0, lambda unseen: "".join(sorted(
            unseen + next(c for c in HAND_CHAR if c not in hand))))(data)
    out.append(("out-of-range numbers", "players[0].unseen", unseen_elsewhere))
    out.append(("out-of-range numbers", "players[0].hand",
                seat_part("unseen", 0, lambda s: s[::-1])))
    # Seat 0 holds seat 1's Copy Editor (taken from seat 1's hand or the
    # retired cards), or its own twice.
    def editor(of: int) -> Callable[[Data], None]:
        def mutate(data: Data) -> None:
            initial = data["players"][of * HOLDING_SIZE]
            card = next(c for c in Card if c.name == "COPY_EDITOR_" + next(
                s.name for s in Speciality if s.name[0] == initial))
            hands, char = data["hands"].split("\n"), HAND_CHAR[card]
            if of == 0:
                if char not in hands[0]:
                    raise KeyError(card)  # (its editor spent)
            elif char in hands[of]:
                hands[of] = hands[of].replace(char, "")
            elif card.name in data["retired"]:
                data["retired"].remove(card.name)
            else:
                raise KeyError(card)  # (none to take)
            hands[0] = "".join(sorted(hands[0] + char))
            data["hands"] = "\n".join(hands)
        return mutate
    out.append(("out-of-range numbers", "players[0].hand", editor(1)))
    out.append(("broken conservation", "retired", editor(0)))
    # The cities' cards, a character a card, joined by '\n': a stray, a card of another city.
    def cities(change: Callable[[list[str]], None]) -> Callable[[Data], None]:
        def mutate(data: Data) -> None:
            parts = data["cities"].split("\n")
            change(parts)
            data["cities"] = "\n".join(parts)
        return mutate
    out.append(("broken conservation", "cities[0]",
                cities(lambda p: p.__setitem__(0, p[0] + '"'))))
    out.append(("broken conservation", "cities[1]",
                cities(lambda p: p.__setitem__(1, p[1] + HAND_CHAR[Card.BUSINESS_COPY_NEW_YORK]))))
    out.append(("wrong lengths", "cities", cities(lambda p: p.pop())))
    # The Editor's Desk, per slot a tile pile string, joined by '\n': a slot too
    # many, a tile of another type on a slot (a 6-size story's on slot 0).
    def desk(change: Callable[[str], str]) -> Callable[[Data], None]:
        return lambda d: d.__setitem__("desk", change(d["desk"]))
    out.append(("wrong lengths", "desk", desk(lambda s: s + "\n")))
    out.append(("broken conservation", "desk[STORY_6]",
                desk(lambda s: TILE_ALPHABET[Tile.COLUMN_CCP_1] + s)))
    # A tile pile's string, a character a tile: one tile gone, one of another type.
    def stock(change: Callable[[list[str]], str]) -> Callable[[Data], None]:
        def mutate(data: Data) -> None:  # the piles joined by "\n"
            piles = data["stocks"].split("\n")
            piles[0] = change(piles)
            data["stocks"] = "\n".join(piles)
        return mutate
    out.append(("broken conservation", "stocks", stock(lambda piles: piles[0][:-1])))
    out.append(("broken conservation", "stocks[STORY_6]",
                stock(lambda piles: piles[0] + piles[1][:1])))
    def overdrawn(data: Data) -> None:  # the bank is what the players and fees leave
        data["money_bits"] = data["money_bits"] & ~0x3FFF | 10_000  # seat 0: $1,000,000
        data["money_bits"] += 1 << 14  # seat 1: $100 more
    out.append(("broken conservation", "bank", overdrawn))
    out.append(("broken conservation", "cuttings",
                holding(1, "cuttings", chr(CUTTINGS_BASE + 1 * 13 + 0))))
    out.append(("broken conservation", "brown_stringers", lambda d: d.__setitem__(
        "brown_stringers", d["brown_stringers"] - 1)))
    out.append(("broken conservation", "press_cards", setter(("press_cards",), "")))
    out.append(("bad seats", "reporters[SALES]",
                placed(((Space.SALES, 7, 0),))))
    out.append(("bad seats", "players", holding(1, "speciality", "X")))
    out.append(("bad seats", "players", lambda d: holding(1, "speciality", d["players"][0])(d)))
    # A paper's placed tiles are a string of a character a tile (`saved`).
    out.append(("geometry", "papers[0]", seat_part("papers", 0, lambda s: placed_string([
        PlacedTile(Tile.S6_CCCPPP_1, 0, 5, 0, Side.A, Speciality.HOME)]))))
    # A character that is no placed tile (below their codes, past them) or copy desk tile.
    out.append(("wrong lengths", "papers[0].tiles", seat_part("papers", 0, lambda s: s + "0")))
    out.append(("out-of-range numbers", "papers[0].tiles",
                seat_part("papers", 0, lambda s: chr(PLACED_BASE - 1) + s)))
    out.append(("out-of-range numbers", "papers[0].tiles",
                seat_part("papers", 0, lambda s: s + chr(PLACED_BASE + PLACED_CODES))))
    # A character whose low byte (its tile) is no tile.
    out.append(("out-of-range numbers", "papers[0].tiles",
                seat_part("papers", 0, lambda s: s + chr(PLACED_BASE + TILE_BYTE - 1))))
    out.append(("out-of-range numbers", "papers[0].copy_desk",
                seat_part("copy_desks", 0, lambda s: s + chr(DESK_BASE + TILE_BYTE - 1))))
    # A tile's tokens are a digit before its character: tokens before no tile.
    out.append(("out-of-range numbers", "papers[0].tiles",
                seat_part("papers", 0, lambda s: s + "1")))
    out.append(("out-of-range numbers", "papers[0].tiles",
                seat_part("papers", 0, lambda s: "12" + s if s else "12")))
    out.append(("out-of-range numbers", "papers[0].tiles",
                seat_part("papers", 0, lambda s: "8" + s if s else "8")))
    out.append(("out-of-range numbers", "papers[0].copy_desk",
                seat_part("copy_desks", 0, lambda s: s + "a")))
    out.append(("out-of-range numbers", "papers[0].pressed",
                seat_part("pressed", 0, lambda s: "x" + s[1:])))
    # Each seat's pages' squares one after the other: seat 0's first page.
    out.append(("geometry", "papers[0]", lambda d: d["occupied"].__setitem__(0, 1)))
    out.append(("geometry", "papers[0]", seat_part("pressed", 0, lambda s: "1" + s[1:])))
    return out


MUTATIONS = mutations()


@pytest.mark.parametrize("index", range(len(STATES)))
def test_real_states_load(index: int) -> None:
    data = STATES[index]
    assert GAME.state_to_json(GAME.state_from_json(copy.deepcopy(data))) == data


@pytest.mark.parametrize("index", range(len(STATES)))
def test_impossible_states_are_refused(index: int) -> None:
    for number, (kind, field, mutate) in enumerate(MUTATIONS):
        data = copy.deepcopy(STATES[index])
        try:
            mutate(data)
        except (IndexError, KeyError, AttributeError):
            continue  # the mutation does not apply to this state's shape
        if data == STATES[index]:
            continue
        APPLIED.add(number)
        step = data["prompt"][0]
        if kind == "missing step objects" and step in (Step.STORY.name, Step.FEE.name):
            continue
        if "papers[0]" in field and len(data["pressed"].split("\n")[0]) != 1:
            field = "papers[0]"
        refused(data, field.split(".")[0] if kind != "out-of-range numbers" else field, kind)


def test_every_kind_was_tried() -> None:
    for index in range(len(STATES)):
        test_impossible_states_are_refused(index)
    assert set(COUNTS) == {"out-of-range numbers", "wrong lengths", "missing step objects",
                           "broken conservation", "bad seats", "geometry"}
    # No mutation may miss every state (a path the state's JSON no longer has).
    assert set(range(len(MUTATIONS))) == APPLIED, [
        MUTATIONS[i][:2] for i in range(len(MUTATIONS)) if i not in APPLIED]


def _paper_faults(state: Any, chooser: random.Random) -> Any:
    """``state`` with one field of a random seat's paper (a tile's place,
    side, face or tokens, a copy desk tile, a page's flags) or holdings
    changed at random: many are impossible, some still possible."""
    from attrs import evolve

    from pressroom.games.extra_extra.components import Side, Speciality
    from pressroom.games.extra_extra.state import DeskTile, PlacedTile

    seat = chooser.randrange(state.num_players)
    paper, player = state.papers[seat], state.players[seat]
    tiles, desk = list(paper.tiles), list(paper.copy_desk)
    what = chooser.randrange(7)
    if what == 0 and tiles:
        at = chooser.randrange(len(tiles))
        name = chooser.choice(("page", "row", "col"))
        tiles[at] = evolve(tiles[at], **{name: getattr(tiles[at], name) + chooser.choice((-1, 1))})
    elif what == 1 and tiles:
        at = chooser.randrange(len(tiles))
        tiles[at] = evolve(tiles[at], side=chooser.choice(tuple(Side)),
                           tile=chooser.choice(tuple(Tile)))
    elif what == 2 and tiles:
        at = chooser.randrange(len(tiles))
        tiles[at] = evolve(tiles[at], speciality=chooser.choice((None, *Speciality)),
                           interview=chooser.random() < 0.3, extra=chooser.random() < 0.3,
                           bonus=chooser.random() < 0.3)
    elif what == 3:
        tiles.append(evolve(chooser.choice(tiles), tile=chooser.choice(tuple(Tile)))
                     if tiles and chooser.random() < 0.5 else
                     PlacedTile(chooser.choice(tuple(Tile)), chooser.randrange(2),
                                chooser.randrange(6), chooser.randrange(6)))
    elif what == 4:
        desk.append(DeskTile(chooser.choice(tuple(Tile)), chooser.choice((None, *Speciality))))
    elif what == 5:
        pressed = list(paper.pressed)
        pressed[chooser.randrange(len(pressed))] ^= True
        return evolve(state, papers=tuple(
            evolve(p, pressed=tuple(pressed)) if i == seat else p
            for i, p in enumerate(state.papers)))
    else:
        ads = chooser.choice(((), (1,), (2,), (3,), (1, 2), (1, 3), (2, 3), (1, 2, 3)))
        players = list(state.players)
        players[seat] = evolve(player, holdings=evolve(player.holdings, ads=ads))
        return evolve(state, players=tuple(players))
    papers = list(state.papers)
    papers[seat] = evolve(paper, tiles=tuple(tiles), copy_desk=tuple(desk))
    return evolve(state, papers=tuple(papers))


def test_quick_paper_check_agrees_with_the_detailed_one() -> None:
    """`check._paper_in_order` (whole-paper tests in C) passes a paper
    exactly when `check._check_paper` (tile by tile, naming a fault) does,
    on real papers and thousands changed at random."""
    from pressroom.games.extra_extra import check
    from pressroom.games.extra_extra import paper as pages_

    chooser = random.Random(11)
    loaded = [s for s in (GAME.state_from_json(copy.deepcopy(d)) for d in STATES)
              if any(p.tiles for p in s.papers)]
    outcomes: Counter[object] = Counter()
    for number in range(4000):
        state = loaded[number % len(loaded)]
        if number >= len(loaded):
            state = _paper_faults(state, chooser)
        pages = pages_.layout(state.table.options)
        for seat, p in enumerate(state.players):
            try:
                check._check_paper(state, seat, p.holdings, pages)
                passes = True
            except ValueError:
                passes = False
            quick = check._paper_in_order(state, seat, p.holdings.speciality,
                                          p.holdings.ads, pages)
            assert quick == passes, (number, seat)
            outcomes[passes] += 1
            # Told its copy desk holds only tiles it need not look at, as a load
            # finds them (`check.plain_desk`), it still agrees.
            if all(map(check.plain_desk, state.papers[seat].copy_desk)):
                assert check._paper_in_order(state, seat, p.holdings.speciality,
                                             p.holdings.ads, pages, True) == passes
                outcomes["plain desk"] += 1
    assert outcomes[True] > 1000 and outcomes[False] > 1000, outcomes
    assert outcomes["plain desk"] > 1000, outcomes


def test_plain_desks_are_those_the_paper_check_passes_anywhere() -> None:
    """A copy desk tile is `check.plain_desk` exactly when
    `check._check_paper` passes it on a paper of no Column, whatever the
    tile: a story with its speciality, or another tile but an ad, a
    Headline or a Column without one."""
    from pressroom.games.extra_extra import check
    from pressroom.games.extra_extra.components import TILE_INFO, TileKind
    from pressroom.games.extra_extra.saved import DESK_AT

    for desk in DESK_AT.values():
        kind = TILE_INFO[desk.tile].kind
        passes = kind not in (TileKind.AD, TileKind.HEADLINE, TileKind.COLUMN) and (
            (kind is TileKind.STORY) == (desk.speciality is not None))
        assert check.plain_desk(desk) == passes, desk


def test_loaded_tiles_are_the_ones_their_codes_build() -> None:
    """A paper's tiles read from its layout's shared records
    (`saved.shared_tiles`) are the records each code builds; a paper
    whose tiles carry no tokens holds shared ones, the same on every load,
    one with a token on a tile built ones."""
    from pressroom.games.extra_extra.saved import built_tiles

    kinds: Counter[str] = Counter()
    for data in STATES:
        first, again = (GAME.state_from_json(copy.deepcopy(data)) for _ in range(2))
        for seat, (paper, other) in enumerate(zip(first.papers, again.papers, strict=True)):
            assert paper.tiles == built_tiles(seat, data["papers"].split("\n")[seat])
            tokens = any(t.interview or t.extra or t.bonus for t in paper.tiles)
            for tile, same in zip(paper.tiles, other.tiles, strict=True):
                assert (tile is same) is not tokens
                kinds["built" if tokens else "shared"] += 1
    assert kinds["built"] and kinds["shared"], kinds


def test_a_token_on_a_paper_is_counted() -> None:
    """A load of papers holding only shared tiles looks for no token on
    them (`check.check_tokens`): a token put on a story of such a paper is
    read as a built tile, and counted, so one token too many is refused."""
    from attrs import evolve

    tried = 0
    for data in STATES:
        state = GAME.state_from_json(copy.deepcopy(data))
        if any(t.interview or t.extra or t.bonus for p in state.papers for t in p.tiles):
            continue
        for seat, paper in enumerate(state.papers):
            stories = [at for at, t in enumerate(paper.tiles) if t.speciality is not None]
            if not stories:
                continue
            for token, field in (("interview", "interviews"), ("bonus", "speciality_tokens"),
                                 ("extra", "extra_tokens")):
                tiles = list(paper.tiles)
                tiles[stories[0]] = evolve(tiles[stories[0]], **{token: True})
                if token == "bonus":  # (only on a story of the paper's own speciality)
                    spec = state.players[seat].holdings.speciality
                    tiles[stories[0]] = evolve(tiles[stories[0]], speciality=spec)
                papers = list(state.papers)
                papers[seat] = evolve(paper, tiles=tuple(tiles))
                changed = GAME.state_to_json(evolve(state, papers=tuple(papers)))
                with pytest.raises(ValueError, match=f"malformed Extra! Extra! state: {field}"):
                    GAME.state_from_json(changed)
                tried += 1
            break
    assert tried > 30, tried


def test_a_hand_of_more_cards_than_the_game_has_is_refused() -> None:
    """A hand past 200 cards is refused by its seat (every hand is tested
    only when all of them hold more than 200)."""
    for seat in (0, 1):
        data = copy.deepcopy(STATES[0])
        hands = data["hands"].split("\n")
        hands[seat] = hands[seat][:1] * 201 if hands[seat] else "\x0b" * 201
        data["hands"] = "\n".join(hands)
        with pytest.raises(ValueError, match=rf"players\[{seat}\]\.hand: more cards than"):
            GAME.state_from_json(data)


def test_bills_summed_by_remainder_agree_with_the_loop() -> None:
    """`check_state` sums the seats' bills as the remainder of their bits
    by `MONEY_MASK` when none has `_FEW_BILLS` or more: exactly their sum."""
    from pressroom.games.extra_extra import check
    from pressroom.games.extra_extra.state import MONEY_BITS, MONEY_MASK

    chooser = random.Random(15)
    few = 0
    for _ in range(20000):
        bills = [chooser.choice((0, check._FEW_BILLS - 1, check._FEW_BILLS,
                                 chooser.randrange(check._FEW_BILLS),
                                 chooser.randrange(MONEY_MASK + 1)))
                 for _ in range(chooser.randint(2, 6))]
        money = sum(count << MONEY_BITS * seat for seat, count in enumerate(bills))
        if not money & check._MANY_BILLS:
            assert money % MONEY_MASK == sum(bills) and max(bills) < check._FEW_BILLS
            few += 1
        else:
            assert max(bills) >= check._FEW_BILLS
    assert 1000 < few < 19000, few


def test_tiles_counted_agree_with_a_counter() -> None:
    """`check._each_counted` (the tiles' count: a length, a count a
    Classified, one deletion) passes a list of tiles exactly when it holds
    each story and Column once and each Classified four times, over lists
    with tiles changed, repeated, dropped or added at random."""
    from pressroom.games.extra_extra import check

    wanted = Counter(check._SINGLE_TILES) + Counter(
        {face: copies for face, copies in check._CLASSIFIED_COPIES})
    whole = bytes(wanted.elements())
    faces = sorted({*whole, *range(len(Tile))})
    chooser = random.Random(16)
    outcomes: Counter[bool] = Counter()
    for _ in range(3000):
        items = bytearray(whole)
        chooser.shuffle(items)
        for _ in range(chooser.choice((0, 1, 1, 2))):
            what = chooser.randrange(4)
            if what == 0 and items:
                items[chooser.randrange(len(items))] = chooser.choice(faces)
            elif what == 1 and items:
                items.append(chooser.choice(items))
            elif what == 2 and items:
                del items[chooser.randrange(len(items))]
            else:
                items.append(chooser.choice(faces))
        counted = check._each_counted(bytes(items), check._SINGLE_TILES,
                                      check._CLASSIFIED_COPIES, check._COUNTED_TILES)
        assert counted == (Counter(items) == wanted), bytes(items)
        outcomes[counted] += 1
    assert outcomes[True] > 300 and outcomes[False] > 1000, outcomes


def test_paper_sums_agree_with_the_tile_loop() -> None:
    """A paper of its layout's shared tiles is read as one sum of their
    lanes (`check.tile_lanes`): it passes exactly when the tile-by-tile
    loop passes it, on papers of shared tiles drawn at random (overlaps,
    two ads of a size, Columns, Headlines of other papers)."""
    from attrs import evolve

    from pressroom.games.extra_extra import check
    from pressroom.games.extra_extra import paper as pages_

    chooser = random.Random(12)
    loaded = [GAME.state_from_json(copy.deepcopy(d)) for d in STATES]
    outcomes: Counter[bool] = Counter()
    for number in range(3000):
        state = loaded[number % len(loaded)]
        pages = pages_.layout(state.table.options)
        shared = pages[0].shared_tiles
        assert shared is not None and pages[0].tile_lanes is not None
        # Tiles a paper often holds together: a few, the smaller the likelier to fit.
        pool = sorted(shared.values(), key=lambda t: (t.page, t.row, t.col, t.tile))
        seat = chooser.randrange(state.num_players)
        tiles = tuple(chooser.choice(pool) for _ in range(chooser.randint(1, 5)))
        union = 0
        for t in tiles:
            union |= pages_.placed_mask(pages, t) << t.page * 128
        occupied = tuple(union >> 128 * page & ((1 << 128) - 1) for page in range(len(pages)))
        if chooser.random() < 0.2:
            occupied = (occupied[0] ^ 1, *occupied[1:])
        papers = list(state.papers)
        papers[seat] = evolve(papers[seat], tiles=tiles, occupied=occupied,
                              pressed=(False,) * len(pages), copy_desk=())
        players = list(state.players)
        ads = tuple(sorted(check._AD_SIZE[t.tile] for t in tiles if check._AD_SIZE[t.tile]))
        players[seat] = evolve(players[seat], holdings=evolve(
            players[seat].holdings, ads=ads if len(set(ads)) == len(ads) else (),
            press_cards=()))
        changed = evolve(state, papers=tuple(papers), players=tuple(players),
                         activation=None)
        spec, ads = players[seat].holdings.speciality, players[seat].holdings.ads
        summed = check._paper_in_order(changed, seat, spec, ads, pages)
        lanes, pages[0].tile_lanes = pages[0].tile_lanes, None
        try:
            looped = check._paper_in_order(changed, seat, spec, ads, pages)
        finally:
            pages[0].tile_lanes = lanes
        assert summed == looped, (number, tiles)
        outcomes[summed] += 1
    assert outcomes[True] > 100 and outcomes[False] > 1000, outcomes


def test_reporters_read_as_bytes_agree_with_the_loop() -> None:
    """`check._reporters_in_order` (every placement at once, on the bytes
    of their codes) passes placements exactly when the loop of
    `check._check_reporters` does, but for fees past $25,500 (read by the
    loop), over random placements, seats, fees and reporters sent home."""
    from attrs import evolve

    from pressroom.games.extra_extra import check
    from pressroom.games.extra_extra.state import pack_placements

    chooser = random.Random(13)
    loaded = [GAME.state_from_json(copy.deepcopy(d)) for d in STATES]
    spaces = list(Space)
    outcomes: Counter[bool] = Counter()
    for number in range(4000):
        state = loaded[number % len(loaded)]
        n = state.num_players
        placements = tuple(
            (chooser.choice(spaces), chooser.randrange(n + 1),
             100 * chooser.choice((0, 0, 0, 1, 2, 9, 256)))
            for _ in range(chooser.randint(0, 12)))
        changed = evolve(state, placement_bits=pack_placements(placements))
        bits = changed.placement_bits
        codes = bits.to_bytes(3 * len(placements), "little")
        lows = codes[::3]
        home = chooser.sample(range(len(placements)), chooser.randint(0, len(placements)))
        intro = SCENARIOS[state.table.options.scenario].intro
        quick = check._reporters_in_order(changed, codes, lows, home,
                                          check._OPEN_LOWS[intro][n], None)
        try:
            check._check_reporters(changed, check._OPEN_BITS[intro][n], set(home), None)
            passes = True
        except ValueError:
            passes = False
        high = any(fee >= 25_600 for _, _, fee in placements)
        assert quick == passes or (high and passes and not quick), (number, placements)
        outcomes[passes] += 1
    assert outcomes[True] > 500 and outcomes[False] > 500, outcomes


def test_a_seat_to_place_without_a_reporter_left_is_refused() -> None:
    """In Phase 6 the seat to place has a reporter left: its reporters on
    the board (read off the placements' bytes) below its employed."""
    tried = 0
    for data in STATES:
        if data["prompt"][0] != Step.PLACE.name:
            continue
        seat = data["prompt"][1]
        placed = sum(1 for _, owner, _ in unpack_placements(data["placement_bits"])
                     if owner == seat)
        changed = copy.deepcopy(data)
        holding(seat, "employed", str(placed))(changed)
        with pytest.raises(ValueError, match="current"):
            GAME.state_from_json(changed)
        tried += 1
    assert tried


def test_hands_in_card_order_agree_with_sorting() -> None:
    """`check.in_card_order` (every hand's order at once, in 16-bit lanes
    of one int) says a joined hands string is in card order exactly when
    sorting each hand leaves it unchanged, on thousands of random hands
    (sorted or not, empty, repeated cards, the alphabet's ends)."""
    from pressroom.games.extra_extra.check import in_card_order
    from pressroom.games.extra_extra.state import HAND_ALPHABET

    chooser = random.Random(13)
    outcomes: Counter[bool] = Counter()
    for _ in range(5000):
        hands = []
        for _ in range(chooser.randint(1, 6)):
            top = chooser.randint(1, len(HAND_ALPHABET))
            cards = [chooser.choice(HAND_ALPHABET[:top]) for _ in range(chooser.randint(0, 14))]
            if chooser.random() < 0.7:
                cards.sort()
            hands.append("".join(cards))
        expected = all(list(hand) == sorted(hand) for hand in hands)
        assert in_card_order("\n".join(hands)) == expected, hands
        outcomes[expected] += 1
    assert outcomes[True] > 1000 and outcomes[False] > 1000, outcomes


def test_unseen_in_hand_agrees_with_sorting_and_counting() -> None:
    """`check._unseen_in_hand` (a plain loop over a seat's unseen
    characters) is True exactly when they are in card order and each card
    is in the hand at least as often, on thousands of short random runs
    (sorted or not, repeated or not, of the hand or not)."""
    from pressroom.games.extra_extra.check import _unseen_in_hand

    chooser = random.Random(16)
    outcomes: Counter[object] = Counter()
    for _ in range(4000):
        alphabet = HAND_CHAR[:chooser.choice((3, 8, len(HAND_CHAR)))]
        hand = "".join(sorted(chooser.choices(alphabet, k=chooser.randint(0, 12))))
        unseen = chooser.sample(hand, chooser.randint(0, min(4, len(hand))))
        if chooser.random() < 0.3:
            unseen.append(chooser.choice(alphabet))
        if chooser.random() < 0.7:
            unseen.sort()
        found = _unseen_in_hand("".join(unseen), hand)
        expected = unseen == sorted(unseen) and not Counter(unseen) - Counter(hand)
        assert found is expected, (unseen, hand)
        outcomes[found, len(set(unseen)) != len(unseen)] += 1
    assert min(outcomes.values()) > 200 and len(outcomes) == 4, outcomes


def test_unseen_repeats_agree_with_sorting_and_sets() -> None:
    """`check._repeats` (a plain loop over a seat's unseen card bytes) is
    None exactly when the cards are out of order, else whether one repeats,
    on thousands of short random runs (sorted or not, repeated or not)."""
    from pressroom.games.extra_extra.check import _repeats

    chooser = random.Random(15)
    outcomes: Counter[object] = Counter()
    for _ in range(4000):
        faces = chooser.choice((3, 8, 117))
        cards = [chooser.randrange(faces) for _ in range(chooser.randint(0, 6))]
        if chooser.random() < 0.6:
            cards.sort()
        found = _repeats(bytes(cards))
        expected = None if cards != sorted(cards) else len(set(cards)) != len(cards)
        assert found is expected, cards
        outcomes[found] += 1
    assert min(outcomes[None], outcomes[True], outcomes[False]) > 500, outcomes
