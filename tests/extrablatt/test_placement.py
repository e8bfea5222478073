"""Layout Card Placement Rules, each accepted and refused on hand-made papers,
both through `layout` and through the game's Place step."""

from __future__ import annotations

import random

import pytest

from pressroom import IllegalAction
from pressroom.games.extrablatt import ChooseSize, Place, Take, layout
from pressroom.games.extrablatt.components import (
    HEADLINE_LIST,
    HEADLINE_SQUARES,
    LOGO_MASK,
    SIZES,
    TIME,
    is_headline,
)
from pressroom.games.extrablatt.layout import advert_rule, placement_problem, story_rule
from pressroom.games.extrablatt.state import Kind, Placing, Step
from tests.extrablatt.helpers import GAME, arrange, card, h

SPORTFEST, ALGEN = h("Sportfest"), h("Algen")


def problem(paper: tuple, title: str, height: int, width: int, row: int, col: int,  # type: ignore[type-arg]
            joined: bool = True) -> str | None:
    return placement_problem(story_rule(paper, h(title), joined), height, width, row, col)


def test_the_reconstructed_board() -> None:
    assert HEADLINE_SQUARES == 51
    assert LOGO_MASK.bit_count() == 9


@pytest.mark.parametrize(
    ("where", "message"),
    [
        ((2, 2, 0, 0), "MOZ logo"),
        ((2, 2, 2, 2), "MOZ logo"),
        ((2, 2, 0, 9), "fold"),
        ((2, 4, 7, 8), "fold"),
        ((2, 2, 5, 4), "red double line"),
        ((3, 3, 4, 6), "red double line"),
        ((2, 2, 9, 4), "outside the squares"),
        ((2, 2, 0, 19), "outside the squares"),
        ((2, 2, -1, 4), "outside the squares"),
    ],
)
def test_board_refusals(where: tuple[int, int, int, int], message: str) -> None:
    assert message in (problem((), "Sportfest", *where) or "")


@pytest.mark.parametrize(
    "where", [(2, 2, 0, 3), (2, 2, 0, 8), (3, 3, 3, 0), (2, 2, 4, 8), (2, 2, 6, 0), (4, 5, 6, 15)]
)
def test_board_accepts_exact_squares_either_side_of_every_line(
    where: tuple[int, int, int, int],
) -> None:
    assert problem((), "Sportfest", *where) is None


def test_either_orientation_is_accepted() -> None:
    assert problem((), "Sportfest", 2, 3, 7, 12) is None
    assert problem((), "Sportfest", 3, 2, 7, 12) is None


def test_no_overlap() -> None:
    paper = (card("Sportfest", 2, 2, 7, 12),)
    assert "overlap" in (problem(paper, "Boris-Fans", 2, 2, 8, 13) or "")
    assert problem(paper, "Boris-Fans", 2, 2, 7, 14) is None


def test_an_existing_section_grows_along_an_edge() -> None:
    paper = (card("Sportfest", 2, 2, 7, 12),)
    assert problem(paper, "Boris-Fans", 2, 2, 7, 14) is None  # edge contact
    corner = problem(paper, "Boris-Fans", 2, 2, 5, 14)  # corner contact only
    assert corner and "touch the Sport section along an edge" in corner
    far = problem(paper, "Boris-Fans", 2, 2, 0, 18)
    assert far and "touch the Sport section" in far


def test_a_new_section_starts_in_isolation_even_at_corners() -> None:
    paper = (card("Sportfest", 2, 2, 7, 12),)
    assert problem(paper, "Algen", 2, 2, 7, 15) is None  # a gap of one column
    edge = problem(paper, "Algen", 2, 2, 7, 14)
    assert edge and "not even at a corner" in edge
    corner = problem(paper, "Algen", 2, 2, 5, 14)
    assert corner and "not even at a corner" in corner


def test_sections_may_grow_together_later() -> None:
    paper = (card("Sportfest", 2, 2, 7, 12), card("Algen", 2, 2, 7, 15))
    # A second General card may touch Sport as long as it touches General.
    assert problem(paper, "Babys", 2, 2, 5, 14) is None


def test_sections_may_span_the_headline_border() -> None:
    paper = (card("Sportfest", 2, 2, 4, 4),)  # in the headline section
    assert problem(paper, "Boris-Fans", 2, 2, 6, 4) is None  # below it, outside


def test_cards_touch_across_the_fold_unless_the_option_separates_pages() -> None:
    paper = (card("Sportfest", 2, 2, 7, 8),)
    assert problem(paper, "Boris-Fans", 2, 2, 7, 10) is None
    apart = problem(paper, "Boris-Fans", 2, 2, 7, 10, joined=False)
    assert apart and "touch the Sport section" in apart
    # Isolation likewise ignores a card across the fold when pages are apart.
    assert problem(paper, "Algen", 2, 2, 7, 10) is not None
    assert problem(paper, "Algen", 2, 2, 7, 10, joined=False) is None


def test_a_picture_touches_its_own_article() -> None:
    paper = (card("Sportfest", 2, 2, 7, 12), card("Boris-Fans", 2, 2, 7, 14))
    assert problem(paper, "Sportfest", 2, 2, 5, 12) is None  # above the article
    beside_other = problem(paper, "Sportfest", 2, 2, 7, 16)  # touches Boris-Fans only
    assert beside_other and "picture must touch the card of its article" in beside_other


def test_adverts() -> None:
    paper = (card("Sportfest", 2, 2, 7, 12), card(None, 2, 2, 7, 14, owner=1))
    rule = advert_rule(paper, True)
    assert rule.max_size == 12
    assert placement_problem(rule, 2, 2, 5, 12) is None  # touches the article
    lone = placement_problem(rule, 2, 2, 7, 16)  # touches only the advert
    assert lone and "not an advert" in lone
    front = advert_rule((card("Sportfest", 2, 2, 4, 3),), True)
    inside = placement_problem(front, 2, 2, 4, 5)  # wholly in the headline section
    assert inside and "headline section" in inside
    assert placement_problem(front, 2, 2, 5, 5) is not None  # part way: across the line
    assert placement_problem(front, 2, 2, 6, 3) is None
    assert "not an advert" in (placement_problem(advert_rule((), True), 2, 2, 7, 12) or "")


# -- through the game ----------------------------------------------------------


def placing_state(paper: tuple, title: str, size: int, kind: Kind = Kind.ARTICLE):  # type: ignore[no-untyped-def,type-arg]
    return arrange(
        3,
        papers=[paper, (), ()],
        fax=[(h(title),), (TIME,), (), (), ()],
        step=Step.PLACE,
        placing=Placing(0, 0, kind, h(title), 0),
        size=size,  # the phase's
    )


def test_place_step_lists_exactly_the_legal_positions() -> None:
    paper = (card("Sportfest", 2, 2, 7, 12),)
    state = placing_state(paper, "Boris-Fans", 6)
    legal = GAME.legal_actions(state, 0)
    for action in legal:
        assert problem(paper, "Boris-Fans", action.height, action.width, action.row,
                       action.col) is None
    for height, width in ((2, 3), (3, 2)):
        for row in range(-1, 11):
            for col in range(-1, 21):
                action = Place(0, height, width, row, col)
                ok = problem(paper, "Boris-Fans", height, width, row, col) is None
                assert (action in legal) == ok
    with pytest.raises(IllegalAction, match="lies 2x3 or 3x2, not 2x2"):
        GAME.apply(state, Place(0, 2, 2, 7, 14))
    with pytest.raises(IllegalAction, match="touch the Sport section"):
        GAME.apply(state, Place(0, 2, 3, 0, 3))
    after = GAME.apply(state, Place(0, 2, 3, 7, 14))
    assert after.papers[0][-1] == card("Boris-Fans", 2, 3, 7, 14)
    assert after.fax[0] == ()


def test_sizes_offered_are_those_that_fit() -> None:
    # Sport boxed in: a 2-row gap on the back page's bottom right.
    paper = (card("Sportfest", 2, 2, 8, 18),)
    state = arrange(3, papers=[paper, (), ()], fax=[(h("Boris-Fans"),), (), (), (), ()])
    state = GAME.apply(state, Take(0, 0))
    sizes = {a.size for a in GAME.legal_actions(state, 0)}
    assert sizes == {4, 6, 8, 9, 10, 12, 15, 18, 20}
    state = arrange(3, papers=[paper, (), ()], fax=[(h("Boris-Fans"),), (), (), (), ()],
                    layout=((0, 0, 0, 0, 0, 0, 0, 0, 1),) * 3)
    state = GAME.apply(state, Take(0, 0))
    assert GAME.legal_actions(state, 0) == (ChooseSize(0, 20),)


def test_take_legality_agrees_with_a_full_search() -> None:
    """`sizes_that_fit` only searches further when a 2x2 block fits; compare
    it with trying every size and position on states from random games."""
    for seed in range(6):
        chooser = random.Random(seed)
        state = GAME.new_game(3 + seed % 2, seed)
        while not GAME.is_over(state):
            if state.step is Step.CHOOSE:
                seat = state.current
                for stack in state.fax:
                    if not stack or not is_headline(stack[0]):
                        continue
                    rule = layout.story_rule(state.papers[seat], stack[0], True)
                    brute = tuple(
                        size for size, left in zip(SIZES, state.layout[seat], strict=True)
                        if left and layout.placements(rule, size)
                    )
                    assert layout.sizes_that_fit(rule, state.layout[seat]) == brute
            seat = chooser.choice(GAME.to_move(state))
            state = GAME.apply(state, chooser.choice(GAME.legal_actions(state, seat)))


def test_can_lay_and_paper_infos_agree_with_the_paper() -> None:
    """`PaperInfo.can_lay` (a 2x2 block, then the stock) against trying every
    size and position; and every paper's info, made from the paper before the
    last card laid, against one made from its cards."""
    fields = ("occupied", "stories", "sections", "copies", "first_copy", "duckable")
    for seed in range(6):
        chooser = random.Random(seed)
        state = GAME.new_game(3 + seed % 2, seed, {"fold_joins_pages": seed % 3 != 0})
        joined = state.options.fold_joins_pages
        while not GAME.is_over(state):
            for seat, paper in enumerate(state.papers):
                info, fresh = layout.paper_info(paper), layout.PaperInfo(paper)
                assert [getattr(info, f) for f in fields] == [getattr(fresh, f) for f in fields]
                stock = state.layout[seat]
                for headline in HEADLINE_LIST:
                    if info.copies[headline] > 1:
                        continue
                    rule = layout.story_rule(paper, headline, joined)
                    brute = any(
                        left and layout.placements(rule, size)
                        for size, left in zip(SIZES, stock, strict=True)
                    )
                    assert info.can_lay(headline, joined, stock) == brute
            seat = chooser.choice(GAME.to_move(state))
            state = GAME.apply(state, chooser.choice(GAME.legal_actions(state, seat)))


def test_placements_found_by_shifting_masks_agree_with_every_candidate() -> None:
    """`place_actions` finds the places of a shape by shifting masks; compare
    it, in order, with `placements`, which tries every candidate, on the rules
    met in random games (articles, pictures, isolated sections and adverts)."""
    for seed in range(4):
        chooser = random.Random(seed)
        state = GAME.new_game(3 + seed % 2, seed, {"fold_joins_pages": seed % 2 == 0})
        joined = state.options.fold_joins_pages
        while not GAME.is_over(state):
            if state.step is Step.CHOOSE:
                seat = state.current
                paper = state.papers[seat]
                rules = [layout.advert_rule(paper, joined)] + [
                    layout.story_rule(paper, stack[0], joined)
                    for stack in state.fax if stack and is_headline(stack[0])
                ]
                for rule in rules:
                    for size in SIZES:
                        found = tuple(
                            (a.height, a.width, a.row, a.col)
                            for a in layout.place_actions(rule, seat, size)
                        )
                        assert found == layout.placements(rule, size)
                        assert rule.fits(size) == bool(found)
                    # Every size at once, as the size step finds them.
                    fresh = layout.Rule(rule.occupied, rule.keep_clear, rule.required)
                    assert fresh.every_anchor() == {
                        size: tuple(
                            layout.anchors(shape, rule.free, rule.required)
                            for shape in layout.SHAPES[size]
                        )
                        for size in SIZES
                    }
            seat = chooser.choice(GAME.to_move(state))
            state = GAME.apply(state, chooser.choice(GAME.legal_actions(state, seat)))


def test_borders_agree_with_the_core_grid() -> None:
    from pressroom.core.grid import border_mask, border_mask_within
    from pressroom.games.extrablatt.components import BOARD, PAGE_MASKS

    chooser = random.Random(5)
    for _ in range(300):
        mask = chooser.getrandbits(BOARD.height * BOARD.width) & chooser.getrandbits(
            BOARD.height * BOARD.width
        ) & chooser.getrandbits(BOARD.height * BOARD.width)
        for diagonal in (False, True):
            assert layout.border(mask, True, diagonal) == border_mask(BOARD, mask, diagonal)
            assert layout.border(mask, False, diagonal) == border_mask_within(
                BOARD, mask, PAGE_MASKS, diagonal
            )


def test_candidates_and_card_masks_agree_with_the_core_grid() -> None:
    from pressroom.core.grid import rectangle_candidates, rectangle_mask
    from pressroom.games.extrablatt.components import BOARD, SIZES, orientations
    from pressroom.games.extrablatt.state import card_mask

    for size in SIZES:
        candidates = rectangle_candidates(BOARD, *orientations(size)[0])
        assert layout.CANDIDATES[size] == candidates
        for tall, wide, r, c, mask in candidates:
            assert card_mask(r, c, tall, wide) == mask == rectangle_mask(BOARD, r, c, tall, wide)
