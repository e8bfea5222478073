"""What a simulation found: win rates with 95% intervals, scores, lengths.

A win is shared in a tie: a seat among k tied winners wins 1/k of the game,
so the seats' win rates add up to 1 and a bot's rate is comparable across
player counts (1/n is an even share).
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from pressroom.core.text import draw_table
from pressroom.simulate.games import GameResult
from pressroom.simulate.stats import mean_sd, newcombe, wilson

Rows = Sequence[tuple[str, ...]]
"""A table: a header row, then rows of text."""


@attrs.frozen
class Rate:
    """A win rate over ``n`` games and its 95% Wilson interval."""

    wins: float
    n: int

    @property
    def value(self) -> float:
        return self.wins / self.n if self.n else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.n)

    def __str__(self) -> str:
        low, high = self.interval
        return f"{self.value:6.1%} [{low:.1%}, {high:.1%}]"


@attrs.frozen
class Difference:
    """A difference of two win rates (a - b) and its 95% Newcombe interval."""

    a: Rate
    b: Rate

    @property
    def value(self) -> float:
        return self.a.value - self.b.value

    @property
    def interval(self) -> tuple[float, float]:
        _, low, high = newcombe(self.a.wins, self.a.n, self.b.wins, self.b.n)
        return (low, high)

    @property
    def clear(self) -> bool:
        """Whether the interval leaves out 0."""
        low, high = self.interval
        return low > 0 or high < 0

    def __str__(self) -> str:
        low, high = self.interval
        return f"{self.value:+6.1%} [{low:+.1%}, {high:+.1%}]"


@attrs.frozen
class Spread:
    mean: float
    sd: float

    def __str__(self) -> str:
        return f"{self.mean:.1f} ± {self.sd:.1f}"


@attrs.frozen
class Summary:
    num_players: int
    games: int
    """Games finished without error."""
    errors: int
    seats: tuple[Rate, ...]
    seat_scores: tuple[Spread, ...]
    bots: tuple[tuple[str, Rate, Spread], ...]
    """Per bot spec (over every seat it sat in): win rate and scores."""
    length: Spread
    shortest: int
    longest: int

    @property
    def first_seat_advantage(self) -> Difference:
        """Seat 0's win rate minus an even share (1/n)."""
        even = Rate(self.seats[0].n / self.num_players, self.seats[0].n)
        return Difference(self.seats[0], even)

    @classmethod
    def of(cls, num_players: int, results: Sequence[GameResult]) -> Summary:
        done = [r for r in results if r.ok]
        n = len(done)
        seats = tuple(Rate(sum(r.share(s) for r in done), n) for s in range(num_players))
        seat_scores = tuple(
            Spread(*mean_sd([r.scores[s] for r in done if r.scores])) for s in range(num_players)
        )
        specs = sorted({spec for r in done for spec in r.bots})
        bots = []
        for spec in specs:
            places = [(r, s) for r in done for s, b in enumerate(r.bots) if b == spec]
            rate = Rate(sum(r.share(s) for r, s in places), len(places))
            scores = Spread(*mean_sd([r.scores[s] for r, s in places if r.scores]))
            bots.append((spec, rate, scores))
        lengths = [r.length for r in done]
        return cls(
            num_players, n, len(results) - n, seats, seat_scores, tuple(bots),
            Spread(*mean_sd(lengths)), min(lengths, default=0), max(lengths, default=0),
        )

    def tables(self) -> list[tuple[str, Rows]]:
        """The summary as titled tables (a header row, then rows of text)."""
        seats = [("seat", "win rate [95% CI]", "score")] + [
            (str(s), str(rate), str(score))
            for s, (rate, score) in enumerate(zip(self.seats, self.seat_scores, strict=True))
        ]
        bots = [("bot", "seats played", "win rate [95% CI]", "score")] + [
            (spec, str(rate.n), str(rate), str(score)) for spec, rate, score in self.bots
        ]
        overall = [
            ("measure", "value"),
            ("games", f"{self.games}" + (f" ({self.errors} raised)" if self.errors else "")),
            ("actions per game", f"{self.length} (from {self.shortest} to {self.longest})"),
            ("first-seat advantage", str(self.first_seat_advantage)),
        ]
        return [("by seat", seats), ("by bot", bots), ("games", overall)]

    def __str__(self) -> str:
        return "\n\n".join(
            f"{title}:\n{draw_table(rows)}" for title, rows in self.tables()
        )
