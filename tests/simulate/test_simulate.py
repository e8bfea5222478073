"""Simulations: the same games however the work is split, errors reported
with their records, interrupted runs kept, summaries and balance."""

from __future__ import annotations

import json
import math
import pickle
from pathlib import Path
from typing import Any

import pytest

import pressroom
from pressroom import simulate
from pressroom.core.record import Record
from pressroom.simulate import GameResult, Summary
from pressroom.simulate import workers as _workers
from pressroom.simulate.games import PackedRecord
from tests.bots.tinygame import HIGH_CARD

LINE_UP = ["greedy", "ismcts:10"]


def run(**kwargs: Any) -> simulate.Simulation:
    settings: dict[str, Any] = dict(
        game=HIGH_CARD, num_players=2, games=16, bots=LINE_UP, seed=5, rotate=True
    )
    settings.update(kwargs)
    return simulate.run(**settings)


@pytest.fixture(scope="module")
def in_process() -> simulate.Simulation:
    return run(workers=1)


def test_results_do_not_depend_on_the_number_of_workers(in_process: Any) -> None:
    assert len(in_process.results) == 16
    assert run(workers=2).results == in_process.results
    assert run(workers=3).results == in_process.results


def test_a_result_travels_with_its_record_packed(in_process: Any) -> None:
    """Between processes a record goes as one bytes object, unpacked when
    read: the result arrives equal, and its record reads and replays as the
    plain data it was."""
    result = in_process.results[0]
    sent = pickle.loads(pickle.dumps(result))
    assert isinstance(sent.record, PackedRecord) and sent.record._data is None
    assert sent == result and dict(sent.record) == dict(result.record)
    again = pickle.loads(pickle.dumps(sent))
    assert again.record.packed == sent.record.packed
    record = Record.from_json(HIGH_CARD, sent.record)
    assert len(record.actions) == result.length
    assert json.loads(json.dumps(sent.to_json())) == json.loads(json.dumps(result.to_json()))


def test_games_are_reproducible_one_by_one(in_process: Any) -> None:
    """Game i of a longer run is game i of a shorter one: seeds come from
    the master seed and the game's index only."""
    assert run(games=7, workers=1).results == in_process.results[:7]
    other = run(seed=6, workers=1).results
    assert [r.seed for r in other] != [r.seed for r in in_process.results]


def test_a_dask_cluster_plays_the_same_games(in_process: Any) -> None:
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=False, protocol="tcp",
        host="127.0.0.1", dashboard_address=None,
    ) as cluster:
        assert cluster.scheduler_address.startswith("tcp://127.0.0.1:")
        on_cluster = run(scheduler=cluster.scheduler_address)
    assert on_cluster.results == in_process.results


def test_rotation_seats_every_bot_in_every_seat(in_process: Any) -> None:
    lineups = [r.bots for r in in_process.results]
    assert lineups[0] == ("greedy", "ismcts:10") and lineups[1] == ("ismcts:10", "greedy")
    assert run(games=3, rotate=False, workers=1).results[1].bots == tuple(LINE_UP)


def test_every_game_is_written_as_a_json_line(tmp_path: Path) -> None:
    out = tmp_path / "games.jsonl"
    sim = run(games=10, workers=2, out=out)
    lines = out.read_text().splitlines()
    assert len(lines) == 10
    for line, result in zip(lines, sim.results, strict=True):
        data = json.loads(line)
        assert data["index"] == result.index
        assert GameResult.from_json(data) == result
        record = Record.from_json(HIGH_CARD, data["record"])
        last = list(pressroom.core.record.states(HIGH_CARD, record))[-1]
        assert list(HIGH_CARD.scores(last)) == data["scores"]
        assert list(HIGH_CARD.winners(last)) == data["winners"]


def test_a_game_that_raises_is_reported_and_the_others_go_on(tmp_path: Path) -> None:
    out = tmp_path / "games.jsonl"
    sim = run(bots=["faulty", "random"], games=18, workers=2, out=out, rotate=False)
    assert len(sim.results) == 18
    failed = sim.errors
    assert 0 < len(failed) < 18
    for result in failed:
        assert result.error == "RuntimeError: the faulty bot fails by design"
        assert "Traceback" in (result.traceback or "")
        record = Record.from_json(HIGH_CARD, result.record)
        assert len(record.actions) == result.length
        # The record holds the game up to the failure; it replays.
        assert len(list(pressroom.core.record.states(HIGH_CARD, record))) == result.length + 1
    assert sim.summary().games == 18 - len(failed)
    assert sim.summary().errors == len(failed)
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert sum(line["error"] is not None for line in lines) == len(failed)


def test_a_game_past_its_bound_is_an_error_not_a_hang() -> None:
    sim = run(games=2, workers=1, max_actions=5)
    assert all(r.error and r.error.startswith("GameTooLong") for r in sim.results)
    assert all(r.length == 5 for r in sim.results)


def test_an_interrupted_run_keeps_what_finished(tmp_path: Path) -> None:
    out = tmp_path / "games.jsonl"
    seen: list[int] = []

    def interrupt_after_three(result: GameResult) -> None:
        seen.append(result.index)
        if len(seen) == 3:
            raise KeyboardInterrupt

    sim = run(games=200, workers=2, out=out, on_result=interrupt_after_three)
    assert sim.interrupted
    assert 3 <= len(sim.results) < 200
    assert len(out.read_text().splitlines()) == len(sim.results)
    assert sim.summary().games == len(sim.results)


def _kept_workers() -> list[int]:
    """The process ids of the pool a finished run left (none: no pool kept)."""
    return [process.pid for _, _, pool in _workers._kept for process in pool._processes.values()]


def test_a_finished_run_leaves_its_pool_to_the_next_of_as_many_workers() -> None:
    first = run(games=8, workers=2)
    kept = _kept_workers()
    assert len(kept) == 2
    again = run(games=8, workers=2)
    assert _kept_workers() == kept and again.results == first.results
    run(games=8, workers=3)
    assert len(_kept_workers()) == 3 and not set(_kept_workers()) & set(kept)


def test_an_interrupted_run_ends_its_pool() -> None:
    run(games=8, workers=2)
    assert len(_kept_workers()) == 2

    def interrupt(result: GameResult) -> None:
        raise KeyboardInterrupt

    assert run(games=40, workers=2, on_result=interrupt).interrupted
    assert _kept_workers() == []
    assert len(run(games=8, workers=2).results) == 8


def test_a_run_feeds_its_pool_a_few_chunks_ahead_of_each_worker(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Three chunks a worker are sent at first and one more as each comes
    back, not a future for every chunk of the run at once."""
    waiting: list[int] = []  # at each chunk sent, the chunks sent and not back
    take = _workers._take_pool

    def counted(size: int, job: Any) -> Any:
        pool = take(size, job)
        submit, sent = pool.submit, []

        def submit_counted(*args: Any) -> Any:
            sent.append(submit(*args))
            waiting.append(sum(not future.done() for future in sent))
            return sent[-1]

        monkeypatch.setattr(pool, "submit", submit_counted)
        return pool

    monkeypatch.setattr(_workers, "_take_pool", counted)
    assert len(run(games=200, workers=2).results) == 200
    assert len(waiting) == len(_workers.chunks_of(200, 2)) > 6
    assert max(waiting) <= 3 * 2


def test_bad_requests_fail_before_any_game_is_played() -> None:
    with pytest.raises(ValueError, match="one bot per seat"):
        run(bots=["random", "random", "random"])
    with pytest.raises(ValueError, match="no bot called"):
        run(bots=["random", "clever"])
    with pytest.raises(ValueError, match="is for 2 to 3 players, not 5"):
        run(num_players=5, bots=["random"])
    with pytest.raises(ValueError, match="unknown High Card options"):
        run(options={"colour": "red"})
    with pytest.raises(ValueError, match="no game called"):
        run(game="chess")


def test_the_summary_counts_win_shares_with_wilson_intervals() -> None:
    results = [
        GameResult(0, 1, ("a", "b"), (3, 1), (0,), 10, {}),
        GameResult(1, 2, ("b", "a"), (2, 2), (0, 1), 12, {}),
        GameResult(2, 3, ("a", "b"), (0, 4), (1,), 14, {}),
        GameResult(3, 4, ("b", "a"), None, None, 3, {}, "RuntimeError: x"),
    ]
    summary = Summary.of(2, results)
    assert (summary.games, summary.errors) == (3, 1)
    assert [rate.wins for rate in summary.seats] == [1.5, 1.5]
    assert sum(rate.value for rate in summary.seats) == pytest.approx(1)
    by_bot = {spec: rate for spec, rate, _ in summary.bots}
    assert by_bot["a"].wins == 1.5 and by_bot["a"].n == 3
    assert by_bot["b"].wins == 1.5
    assert summary.seat_scores[0].mean == pytest.approx(5 / 3)
    assert (summary.length.mean, summary.shortest, summary.longest) == (12, 10, 14)
    assert summary.first_seat_advantage.value == pytest.approx(0)
    low, high = summary.seats[0].interval
    assert low < 0.5 < high
    text = str(summary)
    assert "first-seat advantage" in text and "[95% CI]" in text


def test_balance_finds_a_seat_advantage() -> None:
    result = simulate.balance(
        HIGH_CARD, 2, 150, ["greedy"], {"head_start": True}, {}, seed=1, workers=1
    )
    head_start, other = result.seat_differences()
    assert head_start.clear and head_start.value > 0.1
    assert other.value == pytest.approx(-head_start.value)
    assert result.a.job.options == (("head_start", True),)
    assert [r.seed for r in result.a.results] == [r.seed for r in result.b.results]
    assert "a - b [95% CI]" in result.table()[0]


@pytest.mark.parametrize("name", sorted(pressroom.GAMES))
def test_every_game_simulates_alike_in_and_out_of_process(name: str) -> None:
    game = pressroom.get_game(name)
    n = game.player_counts.start
    local = simulate.run(name, n, 4, ["random"], seed=9, workers=1)
    pooled = simulate.run(name, n, 4, ["random"], seed=9, workers=2)
    assert local.results == pooled.results
    assert local.summary().games == 4
    assert not math.isnan(local.summary().length.mean)


def test_worker_processes_import_the_module_that_registered_a_bot() -> None:
    import tests.simulate.first_bot  # noqa: F401 - registers "first"

    local = run(bots=["first", "random"], games=6, workers=1)
    pooled = run(bots=["first", "random"], games=6, workers=2)
    assert pooled.job.imports == ("tests.simulate.first_bot",)
    assert not pooled.errors and pooled.results == local.results


def test_a_progress_bar_goes_to_standard_error(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("rich")
    sim = run(games=4, workers=1, progress=True)
    assert len(sim.results) == 4
    captured = capsys.readouterr()
    assert captured.out == ""


def test_the_library_needs_neither_the_cli_nor_the_dask_extra() -> None:
    import subprocess
    import sys

    from tests.cli.helpers import ROOT, environment

    code = ("import sys, pressroom, pressroom.bots, pressroom.simulate, pressroom.demo\n"
            "print(sorted({'typer', 'rich', 'click', 'dask', 'distributed'} & set(sys.modules)))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, env=environment(), timeout=60)
    assert done.stdout.strip() == "[]", done.stderr
