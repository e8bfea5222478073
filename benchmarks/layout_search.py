"""Cost of Penny Press's top-beat maxima search (`layout.best_top`).

Going to press asks for the best (touching the top edge, placed) pair of the
claimed top-beat stories on the 4x3 front page, and every layout step asks it
again for the stories left. This measures one search on random claims of 1 to
6 top-beat stories, with and without an advertisement: cold (cache cleared
before each search) and warm (cache kept), as medians over several repeats.

    python benchmarks/layout_search.py [--claims 2000] [--repeats 5]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Sequence

from pressroom.games.penny_press.components import PAGE, Form
from pressroom.games.penny_press.layout import best_top, forget_best_tops

Claim = tuple[int, tuple[Form, ...]]


def random_claims(count: int, seed: int) -> list[Claim]:
    chooser = random.Random(seed)
    claims = []
    for _ in range(count):
        forms = tuple(sorted(chooser.choice(list(Form)) for _ in range(chooser.randint(1, 6))))
        ad = chooser.choice([None, (chooser.randrange(3), chooser.randrange(4))])
        claims.append((PAGE.mask([ad]) if ad else 0, forms))
    return claims


def time_searches(claims: Sequence[Claim], cold: bool) -> float:
    """Microseconds per search."""
    forget_best_tops()
    start = time.perf_counter()
    for occupied, forms in claims:
        if cold:
            forget_best_tops()
        best_top(occupied, forms)
    return (time.perf_counter() - start) / len(claims) * 1e6


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--claims", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args(argv)
    claims = random_claims(args.claims, seed=1)
    for label, cold in (("cold", True), ("warm", False)):
        runs = [time_searches(claims, cold) for _ in range(args.repeats)]
        print(f"best_top {label}: {statistics.median(runs):8.1f} us per search "
              f"(median of {args.repeats}, {len(claims)} claims of 1-6 stories)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
