"""Extrablatt's printed components: headlines, layout cards, checks, the player board.

Provenance: `extrablatt.rulebook.txt` ("Material", "Game Preparation", the
scoring example) for counts and rules; `extrablatt.supplement.md` for the
facts the text lacks. Where no source gives the printed data (the board's
geometry, the layout card dimensions, how the checks form sets, 19 of the 30
headline titles) the values below are reconstructions, marked as such and
recorded in docs/rules/extrablatt.md. A user holding the real components can
correct them here.
"""

from __future__ import annotations

import enum

from pressroom.core.grid import Board


class Section(enum.IntEnum):
    """The 6 info sections ("6 different types of FAX messages")."""

    POLITICS = 0
    BUSINESS = 1
    SPORT = 2
    ARTS = 3
    LOCAL = 4
    GENERAL = 5

    @property
    def title(self) -> str:
        return SECTION_TITLES[self]

    def __str__(self) -> str:
        return self.title


SECTION_TITLES = {
    Section.POLITICS: "Politics",
    Section.BUSINESS: "Business",
    Section.SPORT: "Sport",
    Section.ARTS: "Arts",
    Section.LOCAL: "Local",
    Section.GENERAL: "General",
}

# -- FAX messages ------------------------------------------------------------
#
# A message is an int: 0..29 a headline (3 copies each), TIME a Time Card
# (Clock Card, 12 copies), DUCK_ADVERT one of the 2 "Zeitungsente / Anzeige"
# cards. Headline h belongs to section h // 5.

# (title, known): known titles come from the rulebook's scoring example or the
# supplement; the others are invented, period-appropriate (1991) German titles.
HEADLINE_DATA: tuple[tuple[Section, tuple[tuple[str, bool], ...]], ...] = (
    (Section.POLITICS, (
        ("Frei statt Bayern", True),
        ("Wiedervereinigung", True),
        ("Hauptstadt Berlin", False),
        ("Kanzler in Moskau", False),
        ("Mauerspechte", False),
    )),
    (Section.BUSINESS, (
        ("D-Mark im Osten", False),
        ("Treuhand verkauft", False),
        ("Zinsen steigen", False),
        ("Börsenkrach", False),
        ("Trabi-Pleite", False),
    )),
    (Section.SPORT, (
        ("Gold für Ana Bolika", True),
        ("Sportfest", True),
        ("Foul der Woche", True),
        ("Boris-Fans", True),
        ("Steffi siegt", False),
    )),
    (Section.ARTS, (
        ("Weihnachten", True),
        # Known title, section unknown: placed in Arts as a guess.
        ("Madonna-Fans ganz aus dem Höschen", True),
        ("Oper in Not", False),
        ("Neuer Tatort", False),
        ("Kunstraub", False),
    )),
    (Section.LOCAL, (
        ("Stadtfest", False),
        ("Baustelle Marktplatz", False),
        ("Hund beißt Briefträger", False),
        ("Neue Umgehungsstraße", False),
        ("Bürgermeister tritt zurück", False),
    )),
    (Section.GENERAL, (
        ("Babys", True),
        ("Das Wetter", True),
        ("Algen", True),
        ("Ufo über der Heide", False),
        ("Lottokönig", False),
    )),
)

HEADLINES_PER_SECTION = 5
HEADLINE_TITLES: tuple[str, ...] = tuple(
    title for _, titles in HEADLINE_DATA for title, _known in titles
)
HEADLINE_KNOWN: tuple[bool, ...] = tuple(
    known for _, titles in HEADLINE_DATA for _, known in titles
)
NUM_HEADLINES = len(HEADLINE_TITLES)  # 30 distinct
COPIES_PER_HEADLINE = 3  # "There are 3 copies of each FAX message in the game."
TIME = NUM_HEADLINES  # 30
DUCK_ADVERT = NUM_HEADLINES + 1  # 31
TIME_CARDS = 12
DUCK_ADVERT_MESSAGES = 2
HEADLINE_BY_TITLE = {title.lower(): h for h, title in enumerate(HEADLINE_TITLES)}


def section_of(headline: int) -> Section:
    return Section(headline // HEADLINES_PER_SECTION)


def message_title(message: int) -> str:
    if message == TIME:
        return "Time Card"
    if message == DUCK_ADVERT:
        return "Duck/Advert"
    return HEADLINE_TITLES[message]


def is_headline(message: int) -> bool:
    return 0 <= message < NUM_HEADLINES


# -- FAX piles and the FAX board ("Game Preparation", "The Table Center") ----

PILE_HEADLINES = 30  # "divide them into 3 piles of 30 cards each"
STARTING_PILE_TIME_CARDS = 5
SPEED_PILE_TIME_CARDS = 7
COLUMNS = 5
COLUMN_DEPTH = 3  # "3 FAX messages ... for each of the 5 columns"


class Pile(enum.IntEnum):
    STARTING = 0
    SPEED = 1
    NORMAL = 2

    def __str__(self) -> str:
        return self.name.lower()


# -- The game clock ("The Game Clock", "Playing the Time Cards") -------------
#
# The pointer stands at (time cards placed on the FAX board) mod 12.
# "From 1 o'clock to 7 o'clock, only Adverts ... As soon as the clock pointer
# stands on 8 o'clock, only Ducks may be used."
DUCK_FROM_HOUR = 8
YELLOW_LEFT_AT = 5  # "leaves the yellow range (and points to 5 o'clock)": 10-markers
# Blue is left at 9 o'clock by default (dial in thirds: 0-4 yellow, 5-8 blue,
# 9-12 red); the option `red_from` changes it. Reconstruction.
EDITION_YELLOW, EDITION_BLUE, EDITION_RED = 10, 20, 30
EDITION_POINTS = 1000  # a 10-marker is worth 10000
HEADLINE_SECTION_FACTOR = 2  # "Messages within the Headline section score double."

# -- Players' supplies ------------------------------------------------------

EXTRA_TURN_MARKERS = 20
START_EXTRA_TURN_MARKERS = 1
EXTRA_TURNS_FOR_ADVERT = 2
DUCK_ADVERT_TOKENS = 14  # the small Duck/Advert cards
PICTURES_PER_SECTION = 2  # 12 photo cards, 2 per section
MAX_ADVERT_SIZE = 12  # "The largest Layout Card you may use for an Advert is size 12."

# Bonuses ("Final Scoring").
HEADLINE_BONUS = (60000, 30000)
SECTION_BONUS = (60000, 30000)

# -- Checks -------------------------------------------------------------------
#
# 12 checks of 1000..12000 (steps of 1000 inferred) in 4 sets of 3. The
# grouping is a reconstruction: sums 19000, 20000, 19000, 20000 are as even
# as 78000 allows. Only the set holding 12000 is never removed with 3 players.
CHECK_SETS: tuple[tuple[int, ...], ...] = (
    (1000, 6000, 12000),
    (2000, 7000, 11000),
    (4000, 5000, 10000),
    (3000, 8000, 9000),
)
HIGHEST_CHECK = 12000
LOWEST_CHECK = 1000  # "The 1000 check always beats the 12000 check."
ALL_CHECKS = tuple(sorted(c for s in CHECK_SETS for c in s))

# -- Layout cards ----------------------------------------------------------------
#
# Sizes and counts per set are printed in the rulebook; the dimensions are a
# reconstruction (the only rectangles of each area with both sides >= 2 that
# fit a 10-square page, the narrowest first). They sum to 244 per set.
LAYOUT_SET: dict[int, int] = {4: 4, 6: 4, 8: 4, 9: 2, 10: 2, 12: 4, 15: 2, 18: 2, 20: 1}
LAYOUT_DIMENSIONS: dict[int, tuple[int, int]] = {
    4: (2, 2),
    6: (2, 3),
    8: (2, 4),
    9: (3, 3),
    10: (2, 5),
    12: (3, 4),
    15: (3, 5),
    18: (3, 6),
    20: (4, 5),
}
SIZES: tuple[int, ...] = tuple(sorted(LAYOUT_SET))
SIZE_INDEX = {size: i for i, size in enumerate(SIZES)}
LAYOUT_CARDS_PER_SET = sum(LAYOUT_SET.values())  # 25
FULL_LAYOUT_STOCK: tuple[int, ...] = tuple(LAYOUT_SET[s] for s in SIZES)


def orientations(size: int) -> tuple[tuple[int, int], ...]:
    """(height, width) of a layout card laid either way."""
    h, w = LAYOUT_DIMENSIONS[size]
    return ((h, w),) if h == w else ((h, w), (w, h))


# -- The player board -------------------------------------------------------------
#
# Reconstruction (supplement): two 10 x 10 pages side by side, the fold
# between them; page 1 (columns 0-9, the front page) on the left, page 2
# (columns 10-19) on the right. The front page's top 6 rows are the red-
# bordered headline section, with the 3 x 3 MOZ logo in its top-left corner:
# 60 - 9 = 51 squares. The red double lines run around the headline section.
#   H headline section, F rest of the front page, B back page, # logo.
BOARD_ROWS: tuple[str, ...] = (
    ("###HHHHHHH" + "B" * 10,) * 3
    + ("HHHHHHHHHH" + "B" * 10,) * 3
    + ("FFFFFFFFFF" + "B" * 10,) * 4
)
BOARD = Board.from_rows(BOARD_ROWS)


def _mask_of(chars: str) -> int:
    return sum(
        1 << (r * BOARD.width + c)
        for r, row in enumerate(BOARD_ROWS)
        for c, char in enumerate(row)
        if char in chars
    )


HEADLINE_MASK = _mask_of("H")
LOGO_MASK = _mask_of("#")
FRONT_PAGE_MASK = _mask_of("HF#")
BACK_PAGE_MASK = _mask_of("B")
PAGE_MASKS = (FRONT_PAGE_MASK, BACK_PAGE_MASK)
HEADLINE_SQUARES = HEADLINE_MASK.bit_count()  # 51
