"""Final Scoring: the rulebook's scoring example line by line, and the rules
around it (ties, ducks, pictures)."""

from __future__ import annotations

import pytest

from pressroom.core.ranking import ranked_bonuses
from pressroom.games.extrablatt.components import HEADLINE_SQUARES, Section
from pressroom.games.extrablatt.options import BonusTies
from pressroom.games.extrablatt.scoring import final_scoring
from pressroom.games.extrablatt.state import Kind, Step
from tests.extrablatt.helpers import GAME, arrange, card, paper_problems

# Player A: only "Babys" in the headline section (15 of 51 squares).
PLAYER_A = (
    card("Babys", 3, 5, 3, 0, 10),  # headline section
    card("Babys", 2, 3, 6, 0, 20, picture=True),
    card("Das Wetter", 2, 2, 6, 3, 30),
    card("Gold für Ana Bolika", 2, 4, 0, 12, 10),
    card("Sportfest", 2, 3, 2, 12, 20),
    card("Foul der Woche", 2, 2, 2, 15, 20),
    card("Frei statt Bayern", 2, 2, 7, 12, 30),
    card("Wiedervereinigung", 2, 3, 7, 14, 20),
)
# Player B: "Boris-Fans" (15, duck), "Sportfest" (12) and "Das Wetter" (8) in
# the headline section: 35 of 51 squares.
PLAYER_B = (
    card("Boris-Fans", 3, 5, 0, 5, 20, duck=True, owner=1),
    card("Sportfest", 3, 4, 3, 6, 20, owner=1),
    card("Das Wetter", 2, 4, 4, 0, 10, owner=1),
    card("Foul der Woche", 2, 2, 6, 6, 10, owner=1),
    card("Babys", 3, 6, 6, 0, 10, owner=1),
    card("Algen", 2, 3, 8, 6, 20, owner=1),
    card("Weihnachten", 2, 2, 0, 14, 10, owner=1),
    card(None, 2, 4, 2, 14, owner=0),  # the advert, from another player's set
)


def test_the_example_papers_obey_the_placement_rules() -> None:
    assert paper_problems(PLAYER_A) == []
    assert paper_problems(PLAYER_B) == []


def test_rulebook_scoring_example_line_by_line() -> None:
    a, b = final_scoring([PLAYER_A, PLAYER_B])

    # Bonus for the headline section: A 51-15 = 36 empty, B 51-35 = 16 empty.
    assert (a.empty_headline_squares, b.empty_headline_squares) == (36, 16)
    assert (a.headline_bonus, b.headline_bonus) == (30000, 60000)

    # Ducks and adverts removed, then the section bonuses.
    assert a.section_sizes[Section.SPORT] == 8 + 6 + 4 == 18
    assert b.section_sizes[Section.SPORT] == 4 + 12 == 16
    assert a.section_sizes[Section.POLITICS] == 10 and b.section_sizes[Section.POLITICS] == 0
    assert a.section_sizes[Section.GENERAL] == 15 + 6 + 4 == 25
    assert b.section_sizes[Section.GENERAL] == 18 + 8 + 6 == 32
    assert b.section_sizes[Section.ARTS] == 4
    assert a.section_bonuses == (60000, 0, 60000, 0, 0, 30000)
    assert b.section_bonuses == (0, 0, 30000, 60000, 0, 60000)

    # The stories, as in the final table.
    assert a.story_points("Gold für Ana Bolika") == 10000
    assert a.story_points("Sportfest") == 0
    assert a.story_points("Foul der Woche") == 20000
    assert a.story_points("Frei statt Bayern") == 30000
    assert a.story_points("Wiedervereinigung") == 20000
    assert a.story_points("Babys") == 20000
    assert a.story_points("Babys", Kind.PICTURE) == 20000
    assert a.story_points("Das Wetter") == 0
    assert b.story_points("Sportfest") == 40000
    assert b.story_points("Foul der Woche") == 10000
    assert b.story_points("Das Wetter") == 20000
    assert b.story_points("Algen") == 20000
    assert b.story_points("Weihnachten") == 10000
    assert b.story_points("Babys") == 0
    assert b.story_points("Boris-Fans") == 0
    assert (a.total, b.total) == (300000, 310000)


def test_example_table_rows_exactly() -> None:
    a, b = final_scoring([PLAYER_A, PLAYER_B])
    rows_a = {(line.title, line.kind): line.points for line in a.stories if line.points}
    assert rows_a == {
        ("Gold für Ana Bolika", Kind.ARTICLE): 10000,
        ("Foul der Woche", Kind.ARTICLE): 20000,
        ("Frei statt Bayern", Kind.ARTICLE): 30000,
        ("Wiedervereinigung", Kind.ARTICLE): 20000,
        ("Babys", Kind.ARTICLE): 20000,
        ("Babys", Kind.PICTURE): 20000,
    }
    rows_b = {(line.title, line.kind): line.points for line in b.stories if line.points}
    assert rows_b == {
        ("Sportfest", Kind.ARTICLE): 40000,
        ("Foul der Woche", Kind.ARTICLE): 10000,
        ("Das Wetter", Kind.ARTICLE): 20000,
        ("Algen", Kind.ARTICLE): 20000,
        ("Weihnachten", Kind.ARTICLE): 10000,
    }


def test_the_game_scores_and_winner_of_the_example() -> None:
    state = arrange(2 + 1, papers=[PLAYER_A, PLAYER_B, ()], step=Step.OVER)
    scores = GAME.scores(state)
    assert scores[:2] == (300000, 310000)
    assert GAME.winners(state) == (1,)


def test_headline_ties_leave_no_runner_up() -> None:
    # "2 players covered all spaces within the headline section; 60000 is
    # credited to both players; the next player receives no bonus."
    assert ranked_bonuses([-0, -0, -5], [True] * 3, (60000, 30000), "competition") == (
        60000, 60000, 0,
    )
    assert ranked_bonuses([0, 0, -5], [True] * 3, (60000, 30000), "dense") == (60000, 60000, 30000)
    # A tie for second: both runners-up score.
    assert ranked_bonuses([9, 4, 4], [True] * 3, (60000, 30000), "competition") == (
        60000, 30000, 30000,
    )


def full_headline(owner: int) -> tuple:  # type: ignore[type-arg]
    """Cards covering all 51 headline squares (rows 0-5 of the front page,
    the logo at its top-left corner)."""
    return (
        card("Babys", 3, 7, 0, 3, owner=owner),
        card("Algen", 3, 5, 3, 0, owner=owner),
        card("Das Wetter", 3, 5, 3, 5, owner=owner),
    )


def test_headline_bonus_with_two_full_headline_sections() -> None:
    papers = [full_headline(0), full_headline(1), (card("Sportfest", 2, 2, 0, 3, owner=2),)]
    sheets = final_scoring(papers)
    assert [s.empty_headline_squares for s in sheets] == [0, 0, HEADLINE_SQUARES - 4]
    assert [s.headline_bonus for s in sheets] == [60000, 60000, 0]
    dense = final_scoring(papers, BonusTies.DENSE)
    assert [s.headline_bonus for s in dense] == [60000, 60000, 30000]


def test_every_paper_takes_part_in_the_headline_bonus() -> None:
    # "Each player counts the empty spaces within their Headline Section ...
    # The player with the fewest empty spaces gains a bonus of 60000. The
    # runner-up gets 30000." No condition to take part: 47 empty squares win,
    # and the two papers with all 51 empty tie for runner-up.
    papers = [(card("Sportfest", 2, 2, 0, 3),), (card("Algen", 2, 2, 7, 12),), ()]
    sheets = final_scoring(papers)
    assert [s.empty_headline_squares for s in sheets] == [47, 51, 51]
    assert [s.headline_bonus for s in sheets] == [60000, 30000, 30000]
    # The option leaves out a paper with nothing in its headline section.
    strict = final_scoring(papers, headline_needs_cover=True)
    assert [s.headline_bonus for s in strict] == [60000, 0, 0]


def test_the_headline_bonus_option_through_the_game() -> None:
    papers = [(card("Sportfest", 2, 2, 0, 3),), (card("Algen", 2, 2, 7, 12, owner=1),), ()]
    for options, bonuses in (({}, [60000, 30000, 30000]),
                             ({"headline_bonus_needs_cover": True}, [60000, 0, 0])):
        state = arrange(3, papers=papers, options=options)
        assert [s.headline_bonus for s in GAME.scoresheets(state)] == bonuses


def test_section_bonus_ties_all_score_and_empty_sections_get_nothing() -> None:
    papers = [
        (card("Sportfest", 2, 3, 7, 12),),
        (card("Boris-Fans", 2, 3, 7, 12),),
        (card("Foul der Woche", 2, 2, 7, 12),),
        (),
    ]
    sheets = final_scoring(papers)
    assert [s.section_bonuses[Section.SPORT] for s in sheets] == [60000, 60000, 0, 0]
    assert [s.section_bonuses[Section.SPORT] for s in final_scoring(papers, BonusTies.DENSE)] == [
        60000, 60000, 30000, 0,
    ]


def test_picture_scores_even_when_the_article_loses() -> None:
    # Rulebook: A has article 8 + picture 6, B an article of 15: B wins, but
    # A's picture still scores its 20 marker.
    a = (card("Gold für Ana Bolika", 2, 4, 7, 12, 10),
         card("Gold für Ana Bolika", 2, 3, 7, 16, 20, picture=True))
    b = (card("Gold für Ana Bolika", 3, 5, 7, 12, 10, owner=1),)
    sa, sb = final_scoring([a, b])
    assert sa.story_points("Gold für Ana Bolika") == 0
    assert sa.story_points("Gold für Ana Bolika", Kind.PICTURE) == 20000
    assert sb.story_points("Gold für Ana Bolika") == 10000


def test_article_and_picture_add_up_for_the_comparison() -> None:
    # Rulebook: A article 12 (10) + picture 6 (20) beats B's 15: A scores 30000.
    a = (card("Gold für Ana Bolika", 3, 4, 7, 12, 10),
         card("Gold für Ana Bolika", 2, 3, 7, 16, 20, picture=True))
    b = (card("Gold für Ana Bolika", 3, 5, 7, 12, 10, owner=1),)
    sa, sb = final_scoring([a, b])
    assert sa.story_points("Gold für Ana Bolika") + sa.story_points(
        "Gold für Ana Bolika", Kind.PICTURE
    ) == 30000
    assert sb.story_points("Gold für Ana Bolika") == 0


@pytest.mark.parametrize("ducked", ["article", "picture"])
def test_a_duck_ruins_only_the_card_it_is_on(ducked: str) -> None:
    a = (card("Algen", 2, 4, 7, 12, 10, duck=ducked == "article"),
         card("Algen", 2, 3, 7, 16, 20, picture=True, duck=ducked == "picture"))
    (sheet,) = final_scoring([a])
    if ducked == "article":
        assert sheet.story_points("Algen") == 0
        assert sheet.story_points("Algen", Kind.PICTURE) == 20000
        assert sheet.section_sizes[Section.GENERAL] == 6
    else:
        assert sheet.story_points("Algen") == 10000
        assert sheet.story_points("Algen", Kind.PICTURE) == 0
        assert sheet.section_sizes[Section.GENERAL] == 8


def test_a_ducked_copy_does_not_count_for_the_size_comparison() -> None:
    a = (card("Algen", 3, 5, 7, 12, 10, duck=True),)
    b = (card("Algen", 2, 2, 7, 12, 10, owner=1),)
    sa, sb = final_scoring([a, b])
    assert (sa.story_points("Algen"), sb.story_points("Algen")) == (0, 10000)


def test_ties_for_largest_all_score() -> None:
    a = (card("Algen", 2, 2, 7, 12, 10),)
    b = (card("Algen", 2, 2, 7, 12, 30, owner=1),)
    sa, sb = final_scoring([a, b])
    assert (sa.story_points("Algen"), sb.story_points("Algen")) == (10000, 30000)


def test_winners_share_a_tie() -> None:
    papers = [(card("Algen", 2, 2, 7, 12, 10),), (card("Babys", 2, 2, 7, 12, 10, owner=1),), ()]
    state = arrange(3, papers=papers, step=Step.OVER)
    assert GAME.winners(state) == (0, 1)
