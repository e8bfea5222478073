"""Extra! Extra!'s printed data: cards, tiles, board spaces, pages and scenarios.

Sources: `extra-extra.rulebook.txt` (L = its line numbers), the supplement and
the readings (AMB-n). Everything marked RECONSTRUCTED is not printed in any
source we have; each such table is recorded with its reason in
docs/rules/extra-extra.md, and a user holding the real components can correct
it here.
"""

from __future__ import annotations

import enum
import functools
from typing import NamedTuple

from pressroom.core.enums import IndexEnum


class Speciality(IndexEnum):
    """The six newspapers' subjects (L46: Business Bulletin, Political Post,
    Home Herald, Leisure Leader, Sports Star, World Weekly)."""

    BUSINESS = 0
    POLITICS = 1
    HOME = 2
    LEISURE = 3
    SPORT = 4
    WORLD = 5


NEWSPAPER = ("Business Bulletin", "Political Post", "Home Herald", "Leisure Leader",
             "Sports Star", "World Weekly")
# RECONSTRUCTED (AMB-40): the player colour is the newspaper's colour: Paul's
# purple Politics (L29), Ruth's red Business (L457), Brian's blue Leisure (L463).
COLOUR = ("red", "purple", "yellow", "blue", "green", "orange")


class City(IndexEnum):
    """The Newsdesk's six cities, in board order (L21)."""

    NEW_YORK = 0
    LONDON = 1
    PARIS = 2
    ROME = 3
    BERLIN = 4
    TOKYO = 5


CITY_NAME = ("New York", "London", "Paris", "Rome", "Berlin", "Tokyo")


class Icon(IndexEnum):
    """The copy (typewriter) and photo (camera) icons."""

    COPY = 0
    PHOTO = 1


class DeckName(IndexEnum):
    """The three draw decks (L53-55), each with its own discard pile (L467)."""

    COPY = 0
    PHOTO = 1
    FEATURES = 2


class Classified(IndexEnum):
    """The three Classifieds types (L44, L571-575)."""

    CROSSWORD = 0
    CARTOON = 1
    RADIO = 2


class CardKind(enum.Enum):
    NEWS = "news"
    CLASSIFIEDS = "classifieds"
    HEADLINE_COLUMN = "headline/column"
    NEWSWIRE_INTERVIEW = "newswire/interview"
    EXTRA = "extra! extra!"
    STRINGER = "stringer"
    COPY_EDITOR = "copy editor"
    BROWN_STRINGER = "brown stringer"


class Card(IndexEnum):
    """Every distinct card face. Copy and photo decks: one News card per
    speciality and city (L563-568) and six Classifieds cards each (L571-575;
    RECONSTRUCTED: which of the twelve are copy and which photo, one per city
    in each deck, "Home" read as Rome). Features deck (L581-596): two
    Headline/Column, two Newswire/Interview and one Stringer per city, two of
    each Extra! Extra! card. Then the Copy Editors and the brown Stringers."""

    BUSINESS_COPY_NEW_YORK = 0
    BUSINESS_COPY_LONDON = 1
    BUSINESS_COPY_PARIS = 2
    BUSINESS_COPY_ROME = 3
    BUSINESS_COPY_BERLIN = 4
    BUSINESS_COPY_TOKYO = 5
    POLITICS_COPY_NEW_YORK = 6
    POLITICS_COPY_LONDON = 7
    POLITICS_COPY_PARIS = 8
    POLITICS_COPY_ROME = 9
    POLITICS_COPY_BERLIN = 10
    POLITICS_COPY_TOKYO = 11
    HOME_COPY_NEW_YORK = 12
    HOME_COPY_LONDON = 13
    HOME_COPY_PARIS = 14
    HOME_COPY_ROME = 15
    HOME_COPY_BERLIN = 16
    HOME_COPY_TOKYO = 17
    LEISURE_COPY_NEW_YORK = 18
    LEISURE_COPY_LONDON = 19
    LEISURE_COPY_PARIS = 20
    LEISURE_COPY_ROME = 21
    LEISURE_COPY_BERLIN = 22
    LEISURE_COPY_TOKYO = 23
    SPORT_COPY_NEW_YORK = 24
    SPORT_COPY_LONDON = 25
    SPORT_COPY_PARIS = 26
    SPORT_COPY_ROME = 27
    SPORT_COPY_BERLIN = 28
    SPORT_COPY_TOKYO = 29
    WORLD_COPY_NEW_YORK = 30
    WORLD_COPY_LONDON = 31
    WORLD_COPY_PARIS = 32
    WORLD_COPY_ROME = 33
    WORLD_COPY_BERLIN = 34
    WORLD_COPY_TOKYO = 35
    CROSSWORD_COPY_PARIS = 36
    CROSSWORD_COPY_TOKYO = 37
    CARTOON_COPY_LONDON = 38
    CARTOON_COPY_BERLIN = 39
    RADIO_COPY_NEW_YORK = 40
    RADIO_COPY_ROME = 41
    BUSINESS_PHOTO_NEW_YORK = 42
    BUSINESS_PHOTO_LONDON = 43
    BUSINESS_PHOTO_PARIS = 44
    BUSINESS_PHOTO_ROME = 45
    BUSINESS_PHOTO_BERLIN = 46
    BUSINESS_PHOTO_TOKYO = 47
    POLITICS_PHOTO_NEW_YORK = 48
    POLITICS_PHOTO_LONDON = 49
    POLITICS_PHOTO_PARIS = 50
    POLITICS_PHOTO_ROME = 51
    POLITICS_PHOTO_BERLIN = 52
    POLITICS_PHOTO_TOKYO = 53
    HOME_PHOTO_NEW_YORK = 54
    HOME_PHOTO_LONDON = 55
    HOME_PHOTO_PARIS = 56
    HOME_PHOTO_ROME = 57
    HOME_PHOTO_BERLIN = 58
    HOME_PHOTO_TOKYO = 59
    LEISURE_PHOTO_NEW_YORK = 60
    LEISURE_PHOTO_LONDON = 61
    LEISURE_PHOTO_PARIS = 62
    LEISURE_PHOTO_ROME = 63
    LEISURE_PHOTO_BERLIN = 64
    LEISURE_PHOTO_TOKYO = 65
    SPORT_PHOTO_NEW_YORK = 66
    SPORT_PHOTO_LONDON = 67
    SPORT_PHOTO_PARIS = 68
    SPORT_PHOTO_ROME = 69
    SPORT_PHOTO_BERLIN = 70
    SPORT_PHOTO_TOKYO = 71
    WORLD_PHOTO_NEW_YORK = 72
    WORLD_PHOTO_LONDON = 73
    WORLD_PHOTO_PARIS = 74
    WORLD_PHOTO_ROME = 75
    WORLD_PHOTO_BERLIN = 76
    WORLD_PHOTO_TOKYO = 77
    CROSSWORD_PHOTO_NEW_YORK = 78
    CROSSWORD_PHOTO_ROME = 79
    CARTOON_PHOTO_PARIS = 80
    CARTOON_PHOTO_TOKYO = 81
    RADIO_PHOTO_LONDON = 82
    RADIO_PHOTO_BERLIN = 83
    HEADLINE_COLUMN_NEW_YORK = 84
    HEADLINE_COLUMN_LONDON = 85
    HEADLINE_COLUMN_PARIS = 86
    HEADLINE_COLUMN_ROME = 87
    HEADLINE_COLUMN_BERLIN = 88
    HEADLINE_COLUMN_TOKYO = 89
    NEWSWIRE_INTERVIEW_NEW_YORK = 90
    NEWSWIRE_INTERVIEW_LONDON = 91
    NEWSWIRE_INTERVIEW_PARIS = 92
    NEWSWIRE_INTERVIEW_ROME = 93
    NEWSWIRE_INTERVIEW_BERLIN = 94
    NEWSWIRE_INTERVIEW_TOKYO = 95
    EXTRA_BUSINESS_WORLD = 96
    EXTRA_POLITICS_BUSINESS = 97
    EXTRA_WORLD_POLITICS = 98
    EXTRA_SPORT_HOME = 99
    EXTRA_HOME_LEISURE = 100
    EXTRA_SPORT_LEISURE = 101
    STRINGER_NEW_YORK = 102
    STRINGER_LONDON = 103
    STRINGER_PARIS = 104
    STRINGER_ROME = 105
    STRINGER_BERLIN = 106
    STRINGER_TOKYO = 107
    COPY_EDITOR_BUSINESS = 108
    COPY_EDITOR_POLITICS = 109
    COPY_EDITOR_HOME = 110
    COPY_EDITOR_LEISURE = 111
    COPY_EDITOR_SPORT = 112
    COPY_EDITOR_WORLD = 113
    BROWN_STRINGER = 114


class CardInfo(NamedTuple):
    kind: CardKind
    deck: DeckName | None
    city: City | None
    speciality: Speciality | None
    icon: Icon | None
    classified: Classified | None
    pair: tuple[Speciality, ...]  # an Extra! Extra! card's two specialities


def _card_info() -> tuple[CardInfo, ...]:
    out = []
    for card in Card:
        words = card.name.split("_")
        kind = CardKind.NEWS
        deck: DeckName | None = None
        city: City | None = None
        spec: Speciality | None = None
        icon: Icon | None = None
        classified: Classified | None = None
        pair: tuple[Speciality, ...] = ()
        if words[0] in Speciality.__members__ and words[1] in ("COPY", "PHOTO"):
            spec, icon = Speciality[words[0]], Icon[words[1]]
            deck, city = DeckName[words[1]], City["_".join(words[2:])]
        elif words[0] in Classified.__members__:
            kind, classified = CardKind.CLASSIFIEDS, Classified[words[0]]
            icon, deck, city = Icon[words[1]], DeckName[words[1]], City["_".join(words[2:])]
        elif words[:2] == ["HEADLINE", "COLUMN"]:
            kind, deck = CardKind.HEADLINE_COLUMN, DeckName.FEATURES
            city = City["_".join(words[2:])]
        elif words[:2] == ["NEWSWIRE", "INTERVIEW"]:
            kind, deck = CardKind.NEWSWIRE_INTERVIEW, DeckName.FEATURES
            city = City["_".join(words[2:])]
        elif words[0] == "EXTRA":
            kind, deck = CardKind.EXTRA, DeckName.FEATURES
            pair = (Speciality[words[1]], Speciality[words[2]])
            city = EXTRA_CITY[pair]
        elif words[0] == "STRINGER":
            kind, deck, city = CardKind.STRINGER, DeckName.FEATURES, City["_".join(words[1:])]
        elif words[:2] == ["COPY", "EDITOR"]:
            kind, spec = CardKind.COPY_EDITOR, Speciality[words[2]]
        else:
            kind = CardKind.BROWN_STRINGER
        out.append(CardInfo(kind, deck, city, spec, icon, classified, pair))
    return tuple(out)


# L577-585: each Extra! Extra! pair is printed with one city.
EXTRA_CITY = {
    (Speciality.BUSINESS, Speciality.WORLD): City.NEW_YORK,
    (Speciality.POLITICS, Speciality.BUSINESS): City.LONDON,
    (Speciality.WORLD, Speciality.POLITICS): City.PARIS,
    (Speciality.SPORT, Speciality.HOME): City.ROME,
    (Speciality.HOME, Speciality.LEISURE): City.BERLIN,
    (Speciality.SPORT, Speciality.LEISURE): City.TOKYO,
}
CARD_INFO = _card_info()
CARD_KIND = tuple(info.kind for info in CARD_INFO)


def copies(card: Card) -> int:
    """How many of this face the box holds."""
    kind = CARD_KIND[card]
    if kind is CardKind.BROWN_STRINGER:
        return BROWN_STRINGERS
    if kind in (CardKind.HEADLINE_COLUMN, CardKind.NEWSWIRE_INTERVIEW, CardKind.EXTRA):
        return 2
    return 1


BROWN_STRINGERS = 12  # L57: 12 Stringer cards (brown backs, L150)
DECK_CARDS: tuple[tuple[Card, ...], ...] = tuple(
    tuple(c for c in Card for _ in range(copies(c)) if CARD_INFO[c].deck is deck)
    for deck in DeckName
)  # 42 cards each (L53-55)
NEWS_CARD = {
    (info.speciality, info.icon): card for card, info in zip(Card, CARD_INFO, strict=True)
    if info.kind is CardKind.NEWS and info.city is City.NEW_YORK
}


def card_title(card: Card) -> str:
    info = CARD_INFO[card]
    city = f" ({CITY_NAME[info.city]})" if info.city is not None else ""
    if info.kind is CardKind.NEWS:
        assert info.speciality is not None and info.icon is not None
        return f"{info.speciality.name.title()}-{info.icon.name.lower()}{city}"
    if info.kind is CardKind.CLASSIFIEDS:
        assert info.classified is not None and info.icon is not None
        return f"{info.classified.name.title()}-{info.icon.name.lower()}{city}"
    if info.kind is CardKind.EXTRA:
        return "Extra! " + "/".join(s.name.title() for s in info.pair) + city
    if info.kind is CardKind.COPY_EDITOR:
        assert info.speciality is not None
        return f"Copy Editor ({info.speciality.name.title()})"
    return str(info.kind.value).title() + city


# --------------------------------------------------------------------------- tiles


class TileKind(enum.Enum):
    STORY = "story"
    COLUMN = "column"
    HEADLINE = "headline"
    CLASSIFIED = "classifieds"
    AD = "ad"


class Side(IndexEnum):
    """A tile's two faces; it lies with its letter upright (L427)."""

    A = 0
    B = 1


class Tile(IndexEnum):
    """Every distinct tile. Stories are named S<size>_<icons>_<shape><n>:
    icons C copy, P photo; W a landscape (wide) and T a portrait (tall) A side.

    RECONSTRUCTED: the icon mix of each story (L29 1 copy + 1 photo, L340
    2 photos, L268 2 copies + 1 photo are printed mixes), the landscape and
    portrait split of the 2- and 3-size stories, and the six Columns' icons
    (L318: one shows 2 copy + 1 photo).
    """

    S2_CC_W1 = 0
    S2_CC_W2 = 1
    S2_CP_W1 = 2
    S2_CP_W2 = 3
    S2_PP_W1 = 4
    S2_PP_W2 = 5
    S2_CC_T1 = 6
    S2_CC_T2 = 7
    S2_CP_T1 = 8
    S2_CP_T2 = 9
    S2_PP_T1 = 10
    S2_PP_T2 = 11
    S3_CCC_W1 = 12
    S3_CCP_W1 = 13
    S3_CCP_W2 = 14
    S3_CCP_W3 = 15
    S3_CPP_W1 = 16
    S3_CPP_W2 = 17
    S3_CPP_W3 = 18
    S3_PPP_W1 = 19
    S3_CCC_T1 = 20
    S3_CCP_T1 = 21
    S3_CCP_T2 = 22
    S3_CCP_T3 = 23
    S3_CPP_T1 = 24
    S3_CPP_T2 = 25
    S3_CPP_T3 = 26
    S3_PPP_T1 = 27
    S4_CCCC_1 = 28
    S4_CCCP_1 = 29
    S4_CCCP_2 = 30
    S4_CCCP_3 = 31
    S4_CCPP_1 = 32
    S4_CCPP_2 = 33
    S4_CCPP_3 = 34
    S4_CCPP_4 = 35
    S4_CPPP_1 = 36
    S4_CPPP_2 = 37
    S4_CPPP_3 = 38
    S4_PPPP_1 = 39
    S6_CCCCCP_1 = 40
    S6_CCCCPP_1 = 41
    S6_CCCCPP_2 = 42
    S6_CCCPPP_1 = 43
    S6_CCCPPP_2 = 44
    S6_CCPPPP_1 = 45
    S6_CCPPPP_2 = 46
    S6_CPPPPP_1 = 47
    COLUMN_CCP_1 = 48
    COLUMN_CCP_2 = 49
    COLUMN_CCP_3 = 50
    COLUMN_CPP_1 = 51
    COLUMN_CPP_2 = 52
    COLUMN_CPP_3 = 53
    HEADLINE_BUSINESS = 54
    HEADLINE_POLITICS = 55
    HEADLINE_HOME = 56
    HEADLINE_LEISURE = 57
    HEADLINE_SPORT = 58
    HEADLINE_WORLD = 59
    CLASSIFIED_CROSSWORD = 60
    CLASSIFIED_CARTOON = 61
    CLASSIFIED_RADIO = 62
    AD_1 = 63
    AD_2 = 64
    AD_3 = 65


class TileInfo(NamedTuple):
    kind: TileKind
    size: int
    cp: int  # base circulation points (L494-499)
    copy: int  # icons to match when claiming (stories and columns)
    photo: int
    shape_a: tuple[int, int]  # (rows, columns) with the A letter upright
    shape_b: tuple[int, int]
    speciality: Speciality | None = None  # a Headline's
    classified: Classified | None = None


STORY_CP = {2: 3, 3: 6, 4: 10, 6: 15}  # L494-498
EXTRA_CP = {2: 3, 3: 4, 4: 5, 6: 6}  # L509-512
STORY_SHAPE = {2: (1, 2), 3: (1, 3), 4: (2, 2), 6: (2, 3)}  # landscape A sides (L65-70)


def _tile_info() -> tuple[TileInfo, ...]:
    out = []
    for tile in Tile:
        words = tile.name.split("_")
        if words[0].startswith("S") and words[0][1:].isdigit():
            size = int(words[0][1:])
            icons = words[1]
            rows, cols = STORY_SHAPE[size]
            if words[2].startswith("T"):
                rows, cols = cols, rows
            # RECONSTRUCTED (AMB-11): the B side is the same story with its letter
            # printed a quarter turn from A's, so turning it over turns its shape.
            out.append(TileInfo(TileKind.STORY, size, STORY_CP[size], icons.count("C"),
                                icons.count("P"), (rows, cols), (cols, rows)))
        elif words[0] == "COLUMN":
            out.append(TileInfo(TileKind.COLUMN, 4, 10, words[1].count("C"), words[1].count("P"),
                                (4, 1), (4, 1)))
        elif words[0] == "HEADLINE":
            out.append(TileInfo(TileKind.HEADLINE, 3, 6, 0, 0, (1, 3), (1, 3),
                                speciality=Speciality[words[1]]))
        elif words[0] == "CLASSIFIED":
            out.append(TileInfo(TileKind.CLASSIFIED, 1, 1, 0, 0, (1, 1), (1, 1),
                                classified=Classified[words[1]]))
        else:
            size = int(words[1])
            # RECONSTRUCTED: an ad is a 1 x size strip, "either side up" (L433):
            # one side landscape, the other portrait.
            out.append(TileInfo(TileKind.AD, size, 0, 0, 0, (1, size), (size, 1)))
    return tuple(out)


TILE_INFO = _tile_info()
STORIES = tuple(t for t in Tile if TILE_INFO[t].kind is TileKind.STORY)
COLUMNS = tuple(t for t in Tile if TILE_INFO[t].kind is TileKind.COLUMN)
HEADLINE = {TILE_INFO[t].speciality: t for t in Tile if TILE_INFO[t].kind is TileKind.HEADLINE}
CLASSIFIED_TILE = {TILE_INFO[t].classified: t for t in Tile
                   if TILE_INFO[t].kind is TileKind.CLASSIFIED}
AD_TILE = {TILE_INFO[t].size: t for t in Tile if TILE_INFO[t].kind is TileKind.AD}
STORY_SIZES = (6, 4, 3, 2)
CLASSIFIED_TILES = 4  # of each type (L44)
AD_TILES = 6  # of each size (L46)
AD_PAY = {1: 100, 2: 200, 3: 300}  # L384


def is_landscape(tile: Tile) -> bool:
    rows, cols = TILE_INFO[tile].shape_a
    return cols > rows


# --------------------------------------------------------------------------- tokens, money

INTERVIEW_TOKENS = 4  # L49
SPECIALITY_TOKENS = 6  # L50 (AMB-4: one shared pool)
CUTTINGS = 12  # of each type (L51)
MORGUE_CUTTINGS = 3  # of each type (L91)
REPORTERS = 5  # of each colour (L42)
STARTING_REPORTERS = 2  # supplement
MAX_REPORTERS = 5  # L402
INCOME = 400  # L134
SALARY = 100  # L134
SALE_PRICE = 100  # L128, L396
OFFHIRE_PAY = 100  # L418
STARTING_MONEY = 0  # RECONSTRUCTED: not found; money comes from the first sale and income
HAND_LIMIT = 14  # L473
FIRST_SALE_LIMIT = 6  # L128
SALES_PER_REPORTER = 3  # L396
SPECIALITY_BONUS = 3  # L520
COPY_EDITOR_BONUS = 3  # L521
# RECONSTRUCTED: the bank's money is not counted in the text; it is finite
# here so that every dollar is conserved, and larger than any game within the
# round limit can pay out (docs: the bound on money).
BANK_MONEY = 1_000_000


# --------------------------------------------------------------------------- the board


class Reach(enum.Enum):
    """L167-187: the three kinds of space."""

    UNCONTESTED = "uncontested"
    INSTANT = "instant"
    CONTESTED = "contested"


class Space(IndexEnum):
    """Every space on either side of the board, in activation order (L210-222).

    RECONSTRUCTED (AMB-32): one Story space per size; two Recruitment spaces
    (L527 "one of the Recruitment spaces"); one Titles, Interview and Late
    Breaking Story space. The 5-6 player side adds Morgue +1, Newswire +1 and
    the 1-tile Classifieds space (L243, L260, L368)."""

    NEW_YORK = 0
    LONDON = 1
    PARIS = 2
    ROME = 3
    BERLIN = 4
    TOKYO = 5
    MORGUE_1 = 6
    MORGUE_2 = 7
    MORGUE_3 = 8
    NEWSWIRE_1 = 9
    NEWSWIRE_2 = 10
    NEWSWIRE_3 = 11
    TYPESETTING = 12
    TITLES = 13
    STORY_6 = 14
    STORY_4 = 15
    STORY_3 = 16
    STORY_2 = 17
    INTERVIEW = 18
    LATE_BREAKING = 19
    CLASSIFIEDS_1 = 20
    CLASSIFIEDS_2 = 21
    ADVERTISING = 22
    SALES = 23
    RECRUITMENT_1 = 24
    RECRUITMENT_2 = 25
    HIRE = 26
    OFFHIRE = 27


SPACE_TITLE = (
    "New York", "London", "Paris", "Rome", "Berlin", "Tokyo", "Morgue +1", "Morgue +2",
    "Morgue +3", "Newswire +1", "Newswire +2", "Newswire +3", "Typesetting", "Titles",
    "Story 6", "Story 4", "Story 3", "Story 2", "Interview", "Late Breaking Story",
    "Classifieds 1", "Classifieds 2", "Advertising", "Sales", "Recruitment 1", "Recruitment 2",
    "Hire", "Offhire",
)
# Spaces and icons the rules compare with on their hot paths, as module
# constants (see `state.OVER`: a member read off its enum costs some 900
# instructions).
(TYPESETTING_SPACE, TITLES_SPACE, LATE_BREAKING_SPACE, HIRE_SPACE, OFFHIRE_SPACE,
 INTERVIEW_SPACE, ADVERTISING_SPACE, SALES_SPACE) = (
    Space.TYPESETTING, Space.TITLES, Space.LATE_BREAKING, Space.HIRE, Space.OFFHIRE,
    Space.INTERVIEW, Space.ADVERTISING, Space.SALES)
COPY_ICON, PHOTO_ICON = Icon.COPY, Icon.PHOTO
UNCONTESTED = frozenset({Space.TYPESETTING, Space.ADVERTISING, Space.SALES})  # L175
INSTANT = frozenset({Space.HIRE, Space.OFFHIRE})  # L179


def reach(space: Space) -> Reach:
    if space in UNCONTESTED:
        return Reach.UNCONTESTED
    if space in INSTANT:
        return Reach.INSTANT
    return Reach.CONTESTED


CITY_SPACES = (Space.NEW_YORK, Space.LONDON, Space.PARIS, Space.ROME, Space.BERLIN, Space.TOKYO)
MORGUE_AMOUNT = {Space.MORGUE_1: 1, Space.MORGUE_2: 2, Space.MORGUE_3: 3}  # L243-247
NEWSWIRE_AMOUNT = {Space.NEWSWIRE_1: 1, Space.NEWSWIRE_2: 2, Space.NEWSWIRE_3: 3}  # L258-262
CLASSIFIEDS_AMOUNT = {Space.CLASSIFIEDS_1: 1, Space.CLASSIFIEDS_2: 2}  # L368-370
STORY_SPACE_SIZE = {Space.STORY_6: 6, Space.STORY_4: 4, Space.STORY_3: 3, Space.STORY_2: 2}
RECRUITMENT = (Space.RECRUITMENT_1, Space.RECRUITMENT_2)
FIVE_SIX_ONLY = frozenset({Space.MORGUE_1, Space.NEWSWIRE_1, Space.CLASSIFIEDS_1})
# L525-529: a reporter of an unused newspaper blocks these in a 2-player game.
TWO_PLAYER_BLOCKED = frozenset({Space.MORGUE_2, Space.NEWSWIRE_2, Space.RECRUITMENT_2})
# L592-594: Interview tiles block these in the introductory scenarios.
INTRO_BLOCKED = frozenset({Space.NEWSWIRE_1, Space.NEWSWIRE_2, Space.NEWSWIRE_3, Space.TITLES,
                           Space.INTERVIEW, Space.LATE_BREAKING})
# RECONSTRUCTED (AMB-31): the "down-turned corner" spaces Late Breaking Story may act as.
DOWN_TURNED_CORNER = (Space.STORY_6, Space.STORY_4, Space.STORY_3, Space.STORY_2)
NEWSWIRE_SLOTS = 6  # L256: three new, three shifted


@functools.cache
@functools.cache
def spaces_for(num_players: int) -> tuple[Space, ...]:
    """The spaces of the board side in play (L531: 5-6 players turn it over)."""
    return tuple(s for s in Space if num_players >= 5 or s not in FIVE_SIX_ONLY)


# --------------------------------------------------------------------------- the Editor's Desk


class Slot(IndexEnum):
    """The Editor's Desk display (L65-71) and, with the Dallas Stack, its stacks."""

    STORY_6 = 0
    STORY_4A = 1
    STORY_4B = 2
    STORY_3A = 3
    STORY_3B = 4
    STORY_3C = 5
    STORY_2A = 6
    STORY_2B = 7
    STORY_2C = 8
    COLUMN = 9
    CROSSWORD = 10
    CARTOON = 11
    RADIO = 12


SLOT_SIZE = (6, 4, 4, 3, 3, 3, 2, 2, 2, 0, 0, 0, 0)  # story size; 0 for other tiles
SIZE_SLOTS = {size: tuple(s for s in Slot if SLOT_SIZE[s] == size) for size in STORY_SIZES}
CLASSIFIED_SLOT = {Classified.CROSSWORD: Slot.CROSSWORD, Classified.CARTOON: Slot.CARTOON,
                   Classified.RADIO: Slot.RADIO}


class Stock(IndexEnum):
    """The draw piles beside the board: one per story size, the Columns and
    each Classifieds type (L72-73)."""

    STORY_6 = 0
    STORY_4 = 1
    STORY_3 = 2
    STORY_2 = 3
    COLUMN = 4
    CROSSWORD = 5
    CARTOON = 6
    RADIO = 7


SLOT_STOCK = (Stock.STORY_6, Stock.STORY_4, Stock.STORY_4, Stock.STORY_3, Stock.STORY_3,
              Stock.STORY_3, Stock.STORY_2, Stock.STORY_2, Stock.STORY_2, Stock.COLUMN,
              Stock.CROSSWORD, Stock.CARTOON, Stock.RADIO)

# The enums the rules walk on their hot paths (a round's refills, each
# Classifieds and Titles listing), as tuples: iterating an enum class runs a
# Python generator over its members (`tuple(Slot)` costs about what a short
# rules function does), a tuple's loop none.
SLOTS, STOCKS, DECK_NAMES, ICONS, CLASSIFIED_KINDS = (
    tuple(Slot), tuple(Stock), tuple(DeckName), tuple(Icon), tuple(Classified))


@functools.cache
def stock_tiles(stock: Stock) -> tuple[Tile, ...]:
    """Every tile of one draw pile's type, in tile order."""
    if stock is Stock.COLUMN:
        return COLUMNS
    if stock in (Stock.CROSSWORD, Stock.CARTOON, Stock.RADIO):
        kind = Classified(stock - Stock.CROSSWORD)
        return (CLASSIFIED_TILE[kind],) * CLASSIFIED_TILES
    size = STORY_SIZES[stock]
    return tuple(t for t in STORIES if TILE_INFO[t].size == size)


# --------------------------------------------------------------------------- pages and scenarios


class PaperSize(enum.Enum):
    TABLOID = "tabloid"
    BERLINER = "berliner"
    BROADSHEET = "broadsheet"


PAGE_DIMENSIONS = {  # (columns, rows), L78: Tabloid (3x4), Berliner (3x5), Broadsheet (4x6)
    PaperSize.TABLOID: (3, 4),
    PaperSize.BERLINER: (3, 5),
    PaperSize.BROADSHEET: (4, 6),
}


class Format(enum.Enum):
    """How the pages make a newspaper (L76-84, L479-483)."""

    SINGLE = "single page"
    SPREAD = "center spread"  # two pages side by side, scored and ended as one page
    COVER = "cover pages"  # front and back, two pages


class ScenarioInfo(NamedTuple):
    number: int
    title: str
    format: Format
    size: PaperSize  # the page size printed on the scenario card (RECONSTRUCTED for 3-9)
    sizes: tuple[PaperSize, ...]  # the sizes the playtime table allows (L78-84)
    intro: bool
    headlines: bool  # L435, AMB-7
    columns: bool  # L439
    press: tuple[int, ...]  # Gone to Press card values, highest first (L513-519)
    one_of_each: bool = False  # L606


FRONT_PRESS = (6, 3, 1)
SPREAD_PRESS = (15, 10, 6, 3, 1)
GONE_TO_PRESS_CARDS = SPREAD_PRESS  # the 5 cards (L58); front pages use the lowest three
_T, _B, _S = PaperSize.TABLOID, PaperSize.BERLINER, PaperSize.BROADSHEET
SCENARIOS = {
    1: ScenarioInfo(1, "Intro: Single Page", Format.SINGLE, _T, (_T, _B), True, False, False, ()),
    2: ScenarioInfo(2, "Long Intro: Double Page", Format.SPREAD, _T, (_T, _B), True, False,
                    False, (), one_of_each=True),
    # RECONSTRUCTED (AMB-8): scenarios 3-9 are not in the text. 3-5 are the
    # front-page scenarios (headlines ignored in 3 and 4, L435), 6-7 the
    # cover pages, 8-9 the center spreads; within a group they differ by the
    # page size on the card, as many sizes as the playtime table fills.
    3: ScenarioInfo(3, "Front Page (Tabloid)", Format.SINGLE, _T, (_T, _B, _S), False, False,
                    True, FRONT_PRESS),
    4: ScenarioInfo(4, "Front Page (Berliner)", Format.SINGLE, _B, (_T, _B, _S), False, False,
                    True, FRONT_PRESS),
    5: ScenarioInfo(5, "Front Page (Broadsheet)", Format.SINGLE, _S, (_T, _B, _S), False, True,
                    True, FRONT_PRESS),
    6: ScenarioInfo(6, "Cover Pages (Tabloid)", Format.COVER, _T, (_T, _B), False, True, True,
                    SPREAD_PRESS),
    7: ScenarioInfo(7, "Cover Pages (Berliner)", Format.COVER, _B, (_T, _B), False, True, True,
                    SPREAD_PRESS),
    8: ScenarioInfo(8, "Center Spread (Tabloid)", Format.SPREAD, _T, (_T, _B), False, True, True,
                    SPREAD_PRESS),
    9: ScenarioInfo(9, "Center Spread (Berliner)", Format.SPREAD, _B, (_T, _B), False, True,
                    True, SPREAD_PRESS),
}


class PageInfo(NamedTuple):
    """One page of a newspaper: ``width`` x ``height`` squares, and the squares
    reserved for the Headline and the Column (empty when not in play)."""

    width: int
    height: int
    headline: frozenset[tuple[int, int]]
    column: frozenset[tuple[int, int]]


def pages_of(scenario: ScenarioInfo, size: PaperSize) -> tuple[PageInfo, ...]:
    """RECONSTRUCTED (AMB-8): the Headline is the top row's first three squares
    of the front page (or the spread); the Column the bottom four squares of
    the rightmost column of the page that holds it: the front page, the back
    page in a cover-pages scenario, the spread's right edge. On a Tabloid page
    the two share the top-right square."""
    width, height = PAGE_DIMENSIONS[size]
    if scenario.format is Format.SPREAD:
        width *= 2
    headline = frozenset((0, c) for c in range(3)) if scenario.headlines else frozenset()
    column = (frozenset((r, width - 1) for r in range(height - 4, height))
              if scenario.columns else frozenset())
    if scenario.format is Format.COVER:
        return (PageInfo(width, height, headline, frozenset()),
                PageInfo(width, height, frozenset(), column))
    return (PageInfo(width, height, headline, column),)
