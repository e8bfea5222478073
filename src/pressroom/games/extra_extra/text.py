"""Extra! Extra! drawn as text: the board's spaces, the Editor's Desk, each
newspaper's pages as grids with their tiles, hands by name, money, CPs,
whose turn and what step (`str(state)`, `str(view)`)."""

from __future__ import annotations

import string
from typing import Any

from pressroom.core.text import draw_grid, draw_table, side_by_side
from pressroom.games.extra_extra import paper as pages_
from pressroom.games.extra_extra.components import (
    CITY_NAME,
    NEWSPAPER,
    SPACE_TITLE,
    TILE_INFO,
    Card,
    Slot,
    Stock,
    Tile,
    TileKind,
    card_title,
    spaces_for,
)
from pressroom.games.extra_extra.options import paper_size
from pressroom.games.extra_extra.scoring import scoresheet
from pressroom.games.extra_extra.state import Paper, PlacedTile, Step


def tile_title(tile: Tile) -> str:
    info = TILE_INFO[tile]
    if info.kind is TileKind.STORY:
        icons = "c" * info.copy + "p" * info.photo
        return f"{tile.name} ({info.size}-size {icons}, {info.cp} CP)"
    return tile.name


def hand_text(cards: tuple[Card, ...]) -> str:
    return ", ".join(card_title(c) for c in cards) or "-"


def draw_paper(options: Any, paper: Paper) -> str:
    pages = pages_.layout(options)
    labels: dict[int, dict[int, str]] = {}
    legend = []
    for index, placed in enumerate(paper.tiles):
        letter = string.ascii_letters[index % 52]
        mask = pages_.placed_mask(pages, placed)
        square = labels.setdefault(placed.page, {})
        for bit in range(mask.bit_length()):
            if mask >> bit & 1:
                square[bit] = letter
        legend.append(f"{letter}: {tile_title(placed.tile)}{tokens(placed)}")
    grids = []
    for number, page in enumerate(pages):
        width = page.info.width

        def cell(col: int, row: int, number: int = number, page: pages_.Page = page,
                 width: int = width) -> str:
            bit = row * width + col
            if bit in labels.get(number, {}):
                return labels[number][bit]
            if page.headline >> bit & 1:
                return "^"  # an empty Headline square
            if page.column >> bit & 1:
                return "|"  # an empty Column square
            return "."

        pressed = " (gone to press)" if paper.pressed[number] else ""
        grids.append(f"page {number}{pressed}\n" + draw_grid(width, page.info.height, cell))
    out = side_by_side(grids)
    if legend:
        out += "\n" + "\n".join(legend)
    if paper.copy_desk:
        out += "\ncopy desk: " + ", ".join(d.tile.name for d in paper.copy_desk)
    return out


def tokens(placed: PlacedTile) -> str:
    marks = []
    if placed.speciality is not None:
        marks.append(placed.speciality.name.title())
    if placed.interview:
        marks.append("Interview")
    if placed.extra:
        marks.append("Extra! Extra!")
    if placed.bonus:
        marks.append("Speciality token")
    return f" [{', '.join(marks)}]" if marks else ""


def step_lines(game: Any) -> list[str]:
    """The step, who is to move, and an activation or fee in progress (of a
    state or a view)."""
    lines: list[str] = []
    if game.step is Step.OVER:
        lines.append("the game is over")
    else:
        lines.append(f"step: {game.step.value}; seat {game.current} to move")
    act = game.activation
    if act is not None:
        lines.append(f"activating {SPACE_TITLE[act.space]} for seat {act.seat}"
                     + (f", placing {act.placing.name}" if act.placing is not None else "")
                     + (f", holding {', '.join(t.tile.name for t in act.lifted)}"
                        if act.lifted else ""))
    if game.pending is not None:
        lines.append(f"seat {game.current} chose {SPACE_TITLE[game.pending]}: the fee is next")
    return lines


def draw_common(game: Any, players: list[tuple[Any, str]]) -> str:
    options = game.options
    info = options.info
    lines = [
        f"Extra! Extra! scenario {info.number} ({info.title}), {paper_size(options).value}"
        f"{', Dallas Stack' if options.dallas_stack else ''}; round {game.round} of at most "
        f"{options.round_limit}; start player seat {game.start_player}",
    ]
    lines += step_lines(game)
    lines.append("")
    rows = []
    for space in spaces_for(game.num_players):
        held = ", ".join(f"seat {s}" + (f" ${fee}" if fee else "") for s, fee in
                         game.spaces[space])
        if space in game.blocked:
            held = "blocked"
        rows.append((SPACE_TITLE[space], held or "-"))
    board = "spaces\n" + draw_table(rows)
    news = "newsdesk\n" + draw_table(
        (CITY_NAME[i], hand_text(cards)) for i, cards in enumerate(game.cities))
    wire = "newswire: " + ", ".join(card_title(c) if c else "-" for c in game.newswire)
    lines.append(side_by_side([board, news]))
    lines.append(wire)
    lines.append(f"morgue: {game.morgue[0]} copy, {game.morgue[1]} photo cuttings; "
                 f"supply {game.cuttings[0]} copy, {game.cuttings[1]} photo")
    lines.append("")
    lines.append("editor's desk")
    for slot in Slot:
        lines.append(f"  {slot.name:<9} {desk_text(game, slot)}")
    lines.append(
        f"supply: headlines {', '.join(s.name.title() for s in game.headlines) or '-'}; "
        f"ads {list(game.ads)}; interviews {game.interviews}; speciality tokens "
        f"{game.speciality_tokens}; Extra! Extra! tokens {list(game.extra_tokens)}; "
        f"brown Stringers {game.brown_stringers}; Gone to Press {list(game.press_cards)}; "
        f"bank ${game.bank}"
    )
    for seat, (player, hand) in enumerate(players):
        sheet = scoresheet_of(player)
        lines.append("")
        lines.append(
            f"seat {seat}: {NEWSPAPER[player.speciality]} ({player.speciality.name.title()}); "
            f"${player.money}; reporters {player.employed} employed, {player.placed} on the "
            f"board; cuttings {player.cuttings[0]} copy {player.cuttings[1]} photo; "
            f"{sheet} CP; ads {list(player.ads)}; Gone to Press {list(player.press_cards)}"
        )
        lines.append(f"  hand: {hand}")
        lines.append(indent(draw_paper(options, player.paper)))
    return "\n".join(lines)


def scoresheet_of(player: Any) -> str:
    """CPs as the paper stands (a Copy Editor is always seen, so a view knows them too)."""
    return str(scoresheet(player).total)


def desk_text(game: Any, slot: Slot) -> str:
    entry = game.desk[slot]
    if isinstance(entry, tuple) and len(entry) == 3 and isinstance(entry[1], int):
        top, size, fresh = entry
    else:
        top, size, fresh = (entry[0] if entry else None), len(entry), game.fresh[slot]
    if top is None:
        return "-"
    extra = f" (+{size - 1} below)" if size > 1 else ""
    return tile_title(top) + extra + (" (revealed this round)" if fresh else "")


def indent(text: str) -> str:
    return "\n".join("  " + line for line in text.split("\n"))


def draw_state(state: Any) -> str:
    from pressroom.games.extra_extra.view import view

    players = [(pv, hand_text(state.hand(seat)))
               for seat, pv in enumerate(view(state, None).players)]
    piles = ", ".join(f"{s.name.lower()} {len(state.stocks[s])}" for s in Stock)
    decks = ", ".join(f"{name} {d.size} (+{len(d.discard)} discarded)"
                      for name, d in zip(("copy", "photo", "features"), state.decks,
                                         strict=True))
    return draw_common(state, players) + f"\n\ndecks: {decks}\npiles: {piles}"


def draw_view(view: Any) -> str:
    players = []
    for seat, pv in enumerate(view.players):
        if seat == view.seat and view.hand is not None:
            hand = hand_text(view.hand)
        else:
            hidden = sum(pv.hidden)
            hand = f"{hidden} unseen ({pv.hidden[0]} copy, {pv.hidden[1]} photo, " \
                   f"{pv.hidden[2]} features) + {hand_text(pv.known)}"
        players.append((pv, hand))
    who = "everyone" if view.seat is None else f"seat {view.seat}"
    decks = ", ".join(f"{name} {d.draw_size} (+{len(d.discard)} discarded)"
                      for name, d in zip(("copy", "photo", "features"), view.decks, strict=True))
    piles = ", ".join(f"{s.name.lower()} {view.stocks[s].size}" for s in Stock)
    return (f"what {who} sees\n" + draw_common(view, players)
            + f"\n\ndecks: {decks}\npiles: {piles}")


