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

from pressroom.core.enums import IndexEnum
from pressroom.core.grid import Board


class Section(IndexEnum):
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


SECTION_TITLES = ("Politics", "Business", "Sport", "Arts", "Local", "General")

# -- FAX messages ------------------------------------------------------------
#
# 104 FAX messages of 32 kinds: 30 headlines (3 copies each; headline h
# belongs to section h // 5), the Time Card ("Clock Card", 12 copies) and the
# "Zeitungsente / Anzeige" (Duck/Advert) card (2 copies).

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


class Message(IndexEnum):
    """A kind of FAX message: one of the 30 headlines (in `HEADLINE_DATA`'s
    order), the Time Card or the Duck/Advert card."""

    FREI_STATT_BAYERN = 0
    WIEDERVEREINIGUNG = 1
    HAUPTSTADT_BERLIN = 2
    KANZLER_IN_MOSKAU = 3
    MAUERSPECHTE = 4
    D_MARK_IM_OSTEN = 5
    TREUHAND_VERKAUFT = 6
    ZINSEN_STEIGEN = 7
    BOERSENKRACH = 8
    TRABI_PLEITE = 9
    GOLD_FUER_ANA_BOLIKA = 10
    SPORTFEST = 11
    FOUL_DER_WOCHE = 12
    BORIS_FANS = 13
    STEFFI_SIEGT = 14
    WEIHNACHTEN = 15
    MADONNA_FANS = 16
    OPER_IN_NOT = 17
    NEUER_TATORT = 18
    KUNSTRAUB = 19
    STADTFEST = 20
    BAUSTELLE_MARKTPLATZ = 21
    HUND_BEISST_BRIEFTRAEGER = 22
    NEUE_UMGEHUNGSSTRASSE = 23
    BUERGERMEISTER_TRITT_ZURUECK = 24
    BABYS = 25
    DAS_WETTER = 26
    ALGEN = 27
    UFO_UEBER_DER_HEIDE = 28
    LOTTOKOENIG = 29
    TIME_CARD = 30
    DUCK_ADVERT = 31

    @property
    def title(self) -> str:
        return MESSAGE_TITLES[self]

    @property
    def section(self) -> Section:
        """The section of a headline (ValueError for a Time or Duck/Advert card)."""
        section = SECTION_OF[self]
        if section is None:
            raise ValueError(f"the {self.title} belongs to no section")
        return section

    @property
    def is_headline(self) -> bool:
        return self in HEADLINES

    def __str__(self) -> str:
        return self.title


HEADLINES_PER_SECTION = 5
HEADLINE_TITLES: tuple[str, ...] = tuple(
    title for _, titles in HEADLINE_DATA for title, _known in titles
)
HEADLINE_KNOWN: tuple[bool, ...] = tuple(
    known for _, titles in HEADLINE_DATA for _, known in titles
)
NUM_HEADLINES = len(HEADLINE_TITLES)  # 30 distinct
TIME = Message.TIME_CARD
DUCK_ADVERT = Message.DUCK_ADVERT
MESSAGE_TITLES: tuple[str, ...] = (*HEADLINE_TITLES, "Time Card", "Duck/Advert")
HEADLINES: frozenset[Message] = frozenset(Message(h) for h in range(NUM_HEADLINES))
HEADLINE_LIST: tuple[Message, ...] = tuple(Message(h) for h in range(NUM_HEADLINES))
SECTION_OF: tuple[Section | None, ...] = (
    *(section for section, titles in HEADLINE_DATA for _ in titles), None, None,
)
HEADLINES_OF: tuple[tuple[Message, ...], ...] = tuple(
    tuple(m for m in HEADLINE_LIST if SECTION_OF[m] is section) for section in Section
)
COPIES_PER_HEADLINE = 3  # "There are 3 copies of each FAX message in the game."
TIME_CARDS = 12
DUCK_ADVERT_MESSAGES = 2
MESSAGE_COPIES: tuple[int, ...] = (
    *(COPIES_PER_HEADLINE,) * NUM_HEADLINES, TIME_CARDS, DUCK_ADVERT_MESSAGES,
)
FAX_MESSAGES = sum(MESSAGE_COPIES)  # 104
HEADLINE_BY_TITLE = {title.lower(): Message(h) for h, title in enumerate(HEADLINE_TITLES)}
CLOCK_MESSAGES = frozenset((TIME, DUCK_ADVERT))
"""Played against an opponent: "The two FAX messages Duck / Advert ... are
handled like the Time Cards." Only Time Cards move the clock."""


def section_of(headline: Message) -> Section:
    return headline.section


def message_title(message: Message) -> str:
    return MESSAGE_TITLES[message]


def is_headline(message: Message) -> bool:
    return message in HEADLINES


# -- FAX piles and the FAX board ("Game Preparation", "The Table Center") ----

PILE_HEADLINES = 30  # "divide them into 3 piles of 30 cards each"
STARTING_PILE_TIME_CARDS = 5
SPEED_PILE_TIME_CARDS = 7
COLUMNS = 5
COLUMN_DEPTH = 3  # "3 FAX messages ... for each of the 5 columns"


class Pile(IndexEnum):
    """The three FAX piles on the FAX holding board."""

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
# 12 checks of 1000..12000 (steps of 1000 inferred) in 4 sets of 3 ("Which 3
# checks make up 1 pile are listed on the Information Card"). No source gives
# the sets: each grouping below is a GUESS (docs/rules/extrablatt.md), named
# by the option `check_sets`; a user holding the Information Card can add the
# real one here. The default ("paired") keeps 1000 with 12000: the rule for 3
# players keeps only "the group with the 12000 check", which keeps the one
# check that beats 12000 in play only if the two share a group. Its effect:
# the 12000 holder starts with the only check that beats 12000, so 12000
# cannot lose until one of the two has changed hands.


class CheckSets(enum.Enum):
    """Named groupings of the 12 checks into 4 sets of 3 (option `check_sets`)."""

    PAIRED = "paired"  # 1000 with 12000
    APART = "apart"  # 1000 and 12000 in different sets

    # The load check and the sampler look a grouping up in their tables; Enum's
    # own hash is a Python function (hash of the name). Members are
    # singletons, so identity is equality and its hash (in C) will do.
    __hash__ = object.__hash__


CHECK_GROUPINGS: dict[CheckSets, tuple[tuple[int, int, int], ...]] = {
    # Sums 19000, 20000, 19000, 20000: as even as 78000 allows.
    CheckSets.PAIRED: (
        (1000, 6000, 12000),
        (2000, 7000, 11000),
        (4000, 5000, 10000),
        (3000, 8000, 9000),
    ),
    # Sums 19000, 20000, 19000, 20000 again, with 1000 in another set than 12000.
    CheckSets.APART: (
        (2000, 5000, 12000),
        (1000, 8000, 11000),
        (3000, 6000, 10000),
        (4000, 7000, 9000),
    ),
}
CHECK_SETS = CHECK_GROUPINGS[CheckSets.PAIRED]
HIGHEST_CHECK = 12000
LOWEST_CHECK = 1000  # "The 1000 check always beats the 12000 check."
ALL_CHECKS = tuple(range(1000, 12001, 1000))
CHECKS_PER_SEAT = 3

# -- Layout cards ----------------------------------------------------------------
#
# Sizes and counts per set are printed in the rulebook; the dimensions are a
# reconstruction, the supplement's examples: for each area the squarest
# rectangle with both sides at least 2. It is not the only one that fits a
# 10-square page: 12 could be 2x6, 18 2x9 and 20 2x10 as well (every other
# area has one such rectangle). The squarer cards are the supplement's
# reading; the choice never rested on uniqueness. They sum to 244 per set.
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
    return BOARD.mask(
        (r, c) for r, row in enumerate(BOARD_ROWS) for c, char in enumerate(row) if char in chars
    )


HEADLINE_MASK = _mask_of("H")
LOGO_MASK = _mask_of("#")
FRONT_PAGE_MASK = _mask_of("HF#")
BACK_PAGE_MASK = _mask_of("B")
PAGE_MASKS = (FRONT_PAGE_MASK, BACK_PAGE_MASK)
HEADLINE_SQUARES = HEADLINE_MASK.bit_count()  # 51
# The board's regions (`Board.from_rows` numbers them in reading order).
HEADLINE_REGION = BOARD.region_of((0, 3))
BACK_PAGE_REGION = BOARD.region_of((0, 10))
