"""Every game's picture, on states met in random play with every player
count: it parses as XML, draws only what the view holds (the same picture
for a state sampled from the view), and shows in notebooks."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from typing import Any

import pytest

import pressroom
from pressroom.render import svg

SVG = "{http://www.w3.org/2000/svg}"
CHECKPOINTS = 5  # states drawn per game and player count


def played_states(game: Any, num_players: int, seed: int) -> list[Any]:
    """A few states from random legal play, the last one after the game ends
    (or after a long stretch)."""
    rng = random.Random(seed)
    state = game.new_game(num_players, seed)
    out = [state]
    steps = 0
    stride = rng.randrange(15, 60)
    while not game.is_over(state) and steps < 3000:
        seat = rng.choice(game.to_move(state))
        state = game.apply(state, rng.choice(game.legal_actions(state, seat)))
        steps += 1
        if steps % stride == 0 and len(out) < CHECKPOINTS - 1:
            out.append(state)
    out.append(state)
    return out


CASES = [
    (name, n) for name, game in sorted(pressroom.GAMES.items()) for n in game.player_counts
]


@pytest.mark.parametrize(("name", "num_players"), CASES)
def test_every_view_draws_as_svg_and_hides_what_the_view_hides(
    name: str, num_players: int
) -> None:
    game = pressroom.get_game(name)
    for index, state in enumerate(played_states(game, num_players, seed=num_players)):
        for seat in (None, *range(num_players)):
            view = game.view(state, seat)
            picture = svg(game, view)
            root = ET.fromstring(picture)
            assert root.tag == f"{SVG}svg"
            assert int(root.get("width", 0)) >= 600 and int(root.get("height", 0)) >= 300
            texts = [t.text or "" for t in root.iter(f"{SVG}text")]
            assert len(texts) > 20
            # Nothing hidden: another state with this view draws the same picture.
            other = game.sample(view, 1000 + index)
            assert game.view(other, seat) == view
            assert svg(game, game.view(other, seat)) == picture


def test_a_seats_own_secrets_appear_only_in_its_own_picture() -> None:
    """Newsprint's hands: the viewer's cards are drawn by name, other
    seats' as backs with a count."""
    game = pressroom.get_game("newsprint")
    state = game.new_game(3, 5)
    own = svg(game, game.view(state, 0))
    public = svg(game, game.view(state, None))
    hand = game.view(state, 0).hand
    assert hand is not None
    assert "hand" in public
    assert all(f"<title>{card.title}</title>" in own for card in hand)
    assert not any(f"<title>{card.title}</title>" in public for card in hand)


@pytest.mark.parametrize("name", sorted(pressroom.GAMES))
def test_views_show_as_svg_in_notebooks(name: str) -> None:
    game = pressroom.get_game(name)
    view = game.view(game.new_game(min(game.player_counts), 3), None)
    assert view._repr_svg_() == svg(game, view)


def test_legends_name_every_beat_section_and_card_kind() -> None:
    for name, words in [
        ("penny-press", ["War", "Crime &amp; Calamity", "New York City", "Politics"]),
        ("extrablatt", ["Politics", "Business", "Sport", "Arts", "Local", "General"]),
        ("newsprint", ["International", "National", "Washington", "Investigation", "Edit"]),
    ]:
        game = pressroom.get_game(name)
        picture = svg(game, game.view(game.new_game(3, 1), None))
        for word in words:
            assert f">{word}</text>" in picture, (name, word)


def test_an_unknown_game_is_refused() -> None:
    with pytest.raises(ValueError, match="no picture"):
        svg(object(), None)
