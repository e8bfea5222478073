"""The tests' own conservation oracle, written from the rulebook's counts
("Material", "Game Preparation"), not from the game's own state check."""

from __future__ import annotations

from collections import Counter
from typing import Any

from pressroom.games.extrablatt.state import Kind

# "90 FAX messages (Headlines)" = 30 titles x "3 copies of each FAX message";
# "12 FAX messages (Clock Cards)"; "2 FAX messages (Duck/Advert)".
HEADLINE_TITLES, COPIES, CLOCK_CARDS, DUCK_ADVERT_CARDS = 30, 3, 12, 2
CHECKS = tuple(range(1000, 12001, 1000))  # "12 Check Cards", 1000 to 12000
LAYOUT_SET = {4: 4, 6: 4, 8: 4, 9: 2, 10: 2, 12: 4, 15: 2, 18: 2, 20: 1}  # 25 cards
PHOTOS_PER_SECTION, SECTIONS = 2, 6  # "12 Photo Cards", 2 per section
EXTRA_TURN_MARKERS = 20
DUCK_ADVERT_TOKENS = 14  # "14 Duck/Advert Cards"


def conserved(state: Any) -> list[str]:
    """What is missing or extra, by component; [] when all is accounted for."""
    problems = []
    n = state.num_players
    # Messages: in the removed pile, the FAX columns, the face-down piles, on papers.
    messages: Counter[str] = Counter(m.name for m in state.removed)
    for column in state.fax:
        messages.update(m.name for m in column)
    for pile in state.piles:
        messages.update(m.name for m in pile.draw_pile)
        messages.update(m.name for m in pile.discard_pile)
    for paper in state.papers:
        messages.update(c.headline.name for c in paper if c.kind is not Kind.ADVERT)
    if messages.pop("TIME_CARD", 0) != CLOCK_CARDS:
        problems.append("the 12 Time Cards")
    if messages.pop("DUCK_ADVERT", 0) != DUCK_ADVERT_CARDS:
        problems.append("the 2 Duck/Advert messages")
    if len(messages) != HEADLINE_TITLES or set(messages.values()) != {COPIES}:
        problems.append("the 90 headlines")
    # Checks: 3 per seat; with 3 players one group of 3 is out of the game.
    held = sorted(c for hand in state.checks for c in hand)
    if any(len(hand) != 3 for hand in state.checks) or len(held) != 3 * n:
        problems.append("3 checks per seat")
    if sorted(held + list(state.checks_aside)) != list(CHECKS):
        problems.append("the 12 checks")
    # Layout cards: each seat's set of 25, unplayed or on some paper.
    for seat in range(n):
        sizes: Counter[int] = Counter()
        for paper in state.papers:
            sizes.update(c.height * c.width for c in paper if c.owner == seat)
        for i, size in enumerate(sorted(LAYOUT_SET)):
            sizes[size] += state.layout[seat][i]
        if dict(sizes) != LAYOUT_SET:
            problems.append(f"seat {seat}'s 25 layout cards")
    photos: Counter[int] = Counter(
        int(c.headline.section) for paper in state.papers for c in paper
        if c.kind is Kind.PICTURE
    )
    if any(state.pictures[s] + photos[s] != PHOTOS_PER_SECTION for s in range(SECTIONS)):
        problems.append("the 12 photo cards")
    if sum(state.markers) + state.marker_supply != EXTRA_TURN_MARKERS or min(
        (*state.markers, state.marker_supply)
    ) < 0:
        problems.append("the 20 Extra Turn markers")
    tokens = sum(c.kind is Kind.ADVERT or c.duck for paper in state.papers for c in paper)
    if tokens + state.token_supply != DUCK_ADVERT_TOKENS or state.token_supply < 0:
        problems.append("the 14 Duck/Advert cards")
    return problems
