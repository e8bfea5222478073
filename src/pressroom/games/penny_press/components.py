"""Penny Press's printed components as data.

Provenance (see docs/rules/penny-press.md and penny-press.supplement.md):
- counts of reporters, pennies, advertisements, stories: the rulebook's
  component list;
- story shapes and sizes, the 9-space beat columns, the value and scoop
  table, the 4x3 front page with its -2/-1 empty squares, the bonus track's
  cap of 20 and the 45 headline cards: the online implementation described in
  the supplement ("impl"), since the rulebook text does not print them.
A user holding the real components can correct any table here.
"""

from __future__ import annotations

import attrs

from pressroom.core.enums import IndexEnum
from pressroom.core.grid import Board, Shape


class Beat(IndexEnum):
    """The five news beats, left to right on the board and the bonus track."""

    WAR = 0
    CRIME = 1  # Crime & Calamity
    NYC = 2  # New York City
    POLITICS = 3
    HUMAN = 4  # the Human Condition

    @property
    def code(self) -> str:
        return BEAT_CODES[self]

    @property
    def title(self) -> str:
        return BEAT_TITLES[self]


BEAT_CODES = {
    Beat.WAR: "W", Beat.CRIME: "CC", Beat.NYC: "NYC", Beat.POLITICS: "P", Beat.HUMAN: "HC"
}
BEAT_TITLES = {
    Beat.WAR: "War",
    Beat.CRIME: "Crime & Calamity",
    Beat.NYC: "New York City",
    Beat.POLITICS: "Politics",
    Beat.HUMAN: "the Human Condition",
}


class Form(IndexEnum):
    """A story's shape, lettered on the tile."""

    A = 0
    B = 1
    C = 2
    D = 3


# Size on the front page (height x width, upright) and spaces taken in a beat
# column when laid sideways: A and B take one space, C and D two.
FORM_SHAPES = {
    Form.A: Shape.rectangle(2, 1),
    Form.B: Shape.rectangle(3, 1),
    Form.C: Shape.rectangle(2, 2),
    Form.D: Shape.rectangle(3, 2),
}
FORM_SPACES = {Form.A: 1, Form.B: 1, Form.C: 2, Form.D: 2}

STARS = (1, 2, 3)  # each supply stack: 1-star on top, 3-star at the bottom


class Story(IndexEnum):
    """The 60 story tiles, one per beat, form and star value, named by beat
    code, form letter and stars: ``Story.W_C2`` is the 2-star War C story,
    written ``W-C2``. ``Story.of(Beat.WAR, Form.C, 2)`` finds it."""

    W_A1 = 0
    W_A2 = 1
    W_A3 = 2
    W_B1 = 3
    W_B2 = 4
    W_B3 = 5
    W_C1 = 6
    W_C2 = 7
    W_C3 = 8
    W_D1 = 9
    W_D2 = 10
    W_D3 = 11
    CC_A1 = 12
    CC_A2 = 13
    CC_A3 = 14
    CC_B1 = 15
    CC_B2 = 16
    CC_B3 = 17
    CC_C1 = 18
    CC_C2 = 19
    CC_C3 = 20
    CC_D1 = 21
    CC_D2 = 22
    CC_D3 = 23
    NYC_A1 = 24
    NYC_A2 = 25
    NYC_A3 = 26
    NYC_B1 = 27
    NYC_B2 = 28
    NYC_B3 = 29
    NYC_C1 = 30
    NYC_C2 = 31
    NYC_C3 = 32
    NYC_D1 = 33
    NYC_D2 = 34
    NYC_D3 = 35
    P_A1 = 36
    P_A2 = 37
    P_A3 = 38
    P_B1 = 39
    P_B2 = 40
    P_B3 = 41
    P_C1 = 42
    P_C2 = 43
    P_C3 = 44
    P_D1 = 45
    P_D2 = 46
    P_D3 = 47
    HC_A1 = 48
    HC_A2 = 49
    HC_A3 = 50
    HC_B1 = 51
    HC_B2 = 52
    HC_B3 = 53
    HC_C1 = 54
    HC_C2 = 55
    HC_C3 = 56
    HC_D1 = 57
    HC_D2 = 58
    HC_D3 = 59

    @property
    def beat(self) -> Beat:
        return STORY_BEAT[self]

    @property
    def form(self) -> Form:
        return STORY_FORM[self]

    @property
    def stars(self) -> int:
        return STORY_STARS[self]

    @property
    def spaces(self) -> int:
        return FORM_SPACES[STORY_FORM[self]]

    @staticmethod
    def of(beat: Beat, form: Form, stars: int) -> Story:
        """The story of that beat, form and star value (1-3)."""
        if stars not in STARS:
            raise ValueError(f"a story has 1 to 3 stars, not {stars}")
        return ALL_STORIES[(beat * len(Form) + form) * len(STARS) + stars - 1]

    def __str__(self) -> str:
        return f"{STORY_BEAT[self].code}-{STORY_FORM[self].name}{STORY_STARS[self]}"


ALL_STORIES = tuple(Story)
STORY_BEAT = tuple(Beat(s // (len(Form) * len(STARS))) for s in range(len(ALL_STORIES)))
STORY_FORM = tuple(Form(s // len(STARS) % len(Form)) for s in range(len(ALL_STORIES)))
STORY_STARS = tuple(STARS[s % len(STARS)] for s in range(len(ALL_STORIES)))
STORY_SPACES = tuple(FORM_SPACES[form] for form in STORY_FORM)


def story_of(beat: Beat, form: Form, stars: int) -> Story:
    """The story tile of that beat, form and star value (1-3)."""
    return ALL_STORIES[(beat * 4 + form) * 3 + stars - 1]  # 4 forms, 3 star values


def is_story(value: object) -> bool:
    """Whether ``value`` is one of the 60 story tiles."""
    return type(value) is Story


BEAT_SPACES = 9  # spaces in each beat column; the arrow cannot pass the top

# Arrow position -> (beat value, scoop value); the marker cannot pass 9 (value 6).
VALUE = (0, 1, 2, 3, 3, 4, 4, 5, 5, 6)
SCOOP = (0, 0, 1, 1, 1, 2, 2, 2, 3, 3)

BONUS_START = 2
BONUS_MAX = 20

REPORTERS = 5  # per player
ADVERTISEMENTS = 6
PENNIES = 15

# The front page: 4 columns x 3 rows; empty squares cost 2 in the top row,
# 1 in the other rows. Pennies fill the rows bottom-up.
PAGE = Board(3, 4)
EMPTY_PENALTY = (2, 1, 1)  # by row, top first
PENNY_ROWS = (2, 1, 0)  # the row of the 1st, 2nd and 3rd penny


def presses_to_final(num_players: int) -> int:
    """The final edition starts with a player's 3rd press (4-5 players) or
    4th press (2-3 players)."""
    return 3 if num_players >= 4 else 4


class Headline(IndexEnum):
    """The 45 headline cards, named by their printed number: ``Headline.H7``
    is card 7. The printed data is ``card.beat``, ``card.bonus`` and so on."""

    H1 = 0
    H2 = 1
    H3 = 2
    H4 = 3
    H5 = 4
    H6 = 5
    H7 = 6
    H8 = 7
    H9 = 8
    H10 = 9
    H11 = 10
    H12 = 11
    H13 = 12
    H14 = 13
    H15 = 14
    H16 = 15
    H17 = 16
    H18 = 17
    H19 = 18
    H20 = 19
    H21 = 20
    H22 = 21
    H23 = 22
    H24 = 23
    H25 = 24
    H26 = 25
    H27 = 26
    H28 = 27
    H29 = 28
    H30 = 29
    H31 = 30
    H32 = 31
    H33 = 32
    H34 = 33
    H35 = 34
    H36 = 35
    H37 = 36
    H38 = 37
    H39 = 38
    H40 = 39
    H41 = 40
    H42 = 41
    H43 = 42
    H44 = 43
    H45 = 44

    @property
    def number(self) -> int:
        return self.value + 1

    @property
    def card(self) -> HeadlineCard:
        return HEADLINE_CARDS[self]

    @property
    def beat(self) -> Beat:
        return HEADLINE_CARDS[self].beat

    @property
    def bonus(self) -> int:
        return HEADLINE_CARDS[self].bonus

    @property
    def stories(self) -> tuple[tuple[Beat, Form], ...]:
        return HEADLINE_CARDS[self].stories

    @property
    def ad_column(self) -> int:
        return HEADLINE_CARDS[self].ad_column

    @property
    def title(self) -> str:
        return HEADLINE_CARDS[self].title

    def __str__(self) -> str:
        return f"H{self.number}"


@attrs.frozen
class HeadlineCard:
    """What a headline card prints: its beat and bonus (+1 to +3), the
    stories it adds in placing order, the highlighted advertisement column
    (0-based; the card prints 1-4) and the headline."""

    number: int
    beat: Beat
    bonus: int
    stories: tuple[tuple[Beat, Form], ...]
    ad_column: int
    title: str


def _card(number: int, beat: str, bonus: int, stories: str, ad: int, title: str) -> HeadlineCard:
    codes = {code: b for b, code in BEAT_CODES.items()}
    pairs = tuple(
        (codes[code], Form[form]) for code, form in (s.split() for s in stories.split(", "))
    )
    return HeadlineCard(number, codes[beat], bonus, pairs, ad - 1, title)


# The 45 headline cards (supplement, "impl"): number, beat, bonus, stories
# in placing order, highlighted advertisement column (1 = leftmost), headline.
HEADLINE_CARDS = (
    _card(1, "W", 3, "P B, W D", 1, "Remember the Maine, To Hell with Spain!"),
    _card(2, "W", 1, "W B, HC D", 2, "Disease Disables Troops"),
    _card(3, "W", 2, "W C, NYC D", 3, "Navy Whips Spanish Ships"),
    _card(4, "W", 1, "W A, HC D, CC B", 4, "Red Cross Arrives in Cuba"),
    _card(5, "W", 2, "NYC A, CC C, W B", 1, "Territory Acquisition Gives U.S. Global Reach"),
    _card(6, "W", 2, "P A, W C, HC B", 2, "N.Y. Honors Admiral Dewey With Historic 2-Day Parade"),
    _card(7, "W", 3, "HC A, W D, NYC B", 3, "Dewey Sinks Spanish Fleet"),
    _card(8, "W", 3, "W C, CC A, P D", 4, "Roosevelt's Rough Riders Charge, Take San Juan Hill"),
    _card(9, "W", 1, "NYC C, W A, CC D", 1, "'Yellow Kid' Newspapers Fan Anti-Spain Flame"),
    _card(10, "CC", 2, "W B, CC D", 2, "Murder of the Century! Headless Body Found in River"),
    _card(11, "CC", 1, "CC B, NYC D", 3,
          "N.Y. Stock Exchange Crashes! Thousands of Small Investors Ruined"),
    _card(12, "CC", 2, "CC C, P D", 4, "Train-Tunnel Crash Kills 15, City's Worst Rail Accident"),
    _card(13, "CC", 1, "CC A, NYC C, HC B", 1, "Poisoner Freed on Appeal"),
    _card(14, "CC", 2, "P A, HC C, CC B", 2, "Newsboy Strike Saps Sales"),
    _card(15, "CC", 2, "W A, CC C, NYC B", 3, "Historic Blizzard Freezes City"),
    _card(16, "CC", 3, "NYC A, CC D, P B", 4,
          "Terrible 10-Day Heat Wave Kills 1,500 in New York City"),
    _card(17, "CC", 3, "CC C, HC A, W D", 1, "Hoboken Docks Fire Traps, Kills Hundreds of Victims"),
    _card(18, "CC", 1, "P C, CC A, HC D", 2, "Police Stabbing Leads to Deadly Race Riot"),
    _card(19, "P", 3, "W B, P D", 3, "Speak Softly and Carry a Big Stick"),
    _card(20, "P", 1, "P B, CC D", 4, "Tenement Act Addresses Immigrant Living Conditions"),
    _card(21, "P", 2, "P C, HC D", 1, "'Separate But Equal' Upheld"),
    _card(22, "P", 1, "P A, CC C, W B", 2, "New York Establishes System of Five Boroughs"),
    _card(23, "P", 2, "HC A, W C, P B", 3,
          "New York Becomes First State to Require License Plates"),
    _card(24, "P", 2, "NYC A, P C, CC B", 4, "Van Wyck Elected Mayor"),
    _card(25, "P", 3, "CC A, P D, HC B", 1, "'Cross of Gold' Speech Electrifies Convention"),
    _card(26, "P", 3, "P C, W A, NYC D", 2,
          "McKinley Dies from Gunshot, Roosevelt Becomes President"),
    _card(27, "P", 1, "HC C, P A, W D", 3, "Roosevelt Elected Governor"),
    _card(28, "NYC", 3, "HC B, NYC D", 4, "Giant Cables Connect Record-Setting Bridge"),
    _card(29, "NYC", 1, "NYC B, W D", 1, "New 'Flatiron' Building Towers Over New York"),
    _card(30, "NYC", 2, "NYC C, CC D", 2, "New York City Now Stands as 2nd Largest in the World"),
    _card(31, "NYC", 1, "NYC A, W C, P B", 3,
          "New 74th Street Power Plant to Supply Electricity For Trains"),
    _card(32, "NYC", 2, "CC A, P C, NYC B", 4, "Grand Central Terminal to Replace Current Station"),
    _card(33, "NYC", 2, "HC A, NYC C, W B", 1, "Bronx Zoo Opens to Public"),
    _card(34, "NYC", 3, "W A, NYC D, CC B", 2, "N.Y. Dedicates Grant's Tomb"),
    _card(35, "NYC", 3, "NYC C, P A, HC D", 3, "New York Subway Opens"),
    _card(36, "NYC", 1, "CC C, NYC A, P D", 4, "Lady Liberty Turns Green"),
    _card(37, "HC", 3, "CC B, HC D", 1, "'The Report of My Death Was an Exaggeration'"),
    _card(38, "HC", 1, "HC B, P D", 2, "Horse-Manure Dominates Urban Planning Conference"),
    _card(39, "HC", 2, "HC C, W D", 3, "Woman Is First To Survive Niagara Falls Barrel Ride"),
    _card(40, "HC", 1, "HC A, P C, NYC B", 4,
          "Joplin's 'Maple Leaf Rag' Popularizes Ragtime Music"),
    _card(41, "HC", 2, "W A, NYC C, HC B", 1, "Bicycle Craze Sweeps City"),
    _card(42, "HC", 2, "CC A, HC C, P B", 2, "'X-Ray' Device Peers Inside Human Body"),
    _card(43, "HC", 3, "P A, HC D, W B", 3, "Temperance Terror Visits N.Y."),
    _card(44, "HC", 3, "HC C, NYC A, CC D", 4, "Brooklyn 'Superbas' Win National League Pennant"),
    _card(45, "HC", 1, "W C, HC A, NYC D", 1, "Edison's 'Motion Pictures' Stun New York Audiences"),
)
