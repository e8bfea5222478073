"""Where the games run: in this process, a local process pool, or a Dask
distributed cluster. Each yields the results of chunks of games as they
finish; stopping early (an interrupt) cancels what has not started."""

from __future__ import annotations

import atexit
import concurrent.futures
import gc
import itertools
import multiprocessing
import os
import signal
import threading
from collections.abc import Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED
from typing import Any

import pressroom
from pressroom.simulate.games import GameResult, Job, play_chunk


def chunks_of(games: int, workers: int) -> list[list[int]]:
    """Game indices in chunks: large enough that sending them costs little,
    and shrinking towards the end (at most an eighth of what is left per
    worker), so that the workers finish together instead of one playing a
    last large chunk alone.

    >>> [len(chunk) for chunk in chunks_of(40, 1)]
    [5, 4, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]
    """
    chunks: list[list[int]] = []
    start = 0
    while start < games:
        size = max(1, min(8, (games - start) // (workers * 8)))
        chunks.append(list(range(start, start + size)))
        start += size
    return chunks


def in_process(job: Job, chunks: Sequence[Sequence[int]]) -> Iterator[list[GameResult]]:
    for chunk in chunks:
        yield play_chunk(job, chunk)


def _start_worker() -> None:
    # Ctrl-C goes to the whole process group; the parent decides what stops.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # What the worker starts with (pressroom and the game, imported) lives as
    # long as it does: left out of its garbage collections, which then walk
    # only what its games make.
    gc.freeze()


def process_pool(
    job: Job, chunks: Sequence[Sequence[int]], workers: int
) -> Iterator[list[GameResult]]:
    """A pool of ``workers`` fresh processes (nothing inherited but the job,
    so a worker plays a game exactly as this process would).

    A `concurrent.futures.ProcessPoolExecutor`, whose one thread in this
    process waits for results and reads them: `multiprocessing.Pool`'s
    worker-minding thread also wakes whenever a result waits to be read:
    about 900 times a run of 120 games, when this process took 0.09-0.12 s
    of the cores from the workers on a busy 2-core machine (0.02-0.04 s
    this way).

    A run that finishes leaves its pool for the program's next run of as
    many workers, as a reusable executor does: starting a pool and its
    workers' first games cost a run 25-40 ms on a quiet 2-core machine
    (about 100 ms on a busy one), which a short run of 120 games (0.4-0.9 s
    over 2 workers) felt. A run that stops early (an interrupt, an error)
    ends its pool (`_end`), and so does the program's exit."""
    size = min(workers, len(chunks)) or 1
    pool = _take_pool(size, job)

    def submit(chunk: Sequence[int]) -> concurrent.futures.Future[list[GameResult]]:
        return pool.submit(play_chunk, job, chunk)

    waiting = iter(chunks)
    # A few chunks ahead of each worker, not a future for every chunk of a
    # long run at once.
    running = set(map(submit, itertools.islice(waiting, 3 * size)))
    finished = False
    try:
        while running:
            done, running = concurrent.futures.wait(running, return_when=FIRST_COMPLETED)
            for future in done:
                running.update(map(submit, itertools.islice(waiting, 1)))
                yield future.result()
        finished = True
    finally:
        if finished:
            _keep_pool(size, pool)
        else:  # games may still be running in it: stopped, not kept
            _end(pool)


_kept: list[tuple[int, int, concurrent.futures.ProcessPoolExecutor]] = []
"""At most one finished run's pool: (its size, the process that made it, the pool)."""
_kept_lock = threading.Lock()


def _take_pool(size: int, job: Job) -> concurrent.futures.ProcessPoolExecutor:
    with _kept_lock:
        kept = _kept.pop() if _kept else None
    if kept is not None and kept[1] == os.getpid():  # a forked child's copy is not its own
        if kept[0] == size:
            return kept[2]
        _end(kept[2])
    return concurrent.futures.ProcessPoolExecutor(
        size, mp_context=_fresh_processes(job), initializer=_start_worker
    )


def _keep_pool(size: int, pool: concurrent.futures.ProcessPoolExecutor) -> None:
    with _kept_lock:
        keep = not _kept
        if keep:
            _kept.append((size, os.getpid(), pool))
    if not keep:  # another thread's run kept one first
        _end(pool)


def _end(pool: concurrent.futures.ProcessPoolExecutor) -> None:
    """Ends a pool now: the chunks not started cancelled, the workers
    terminated mid-chunk (else a Ctrl-C waited for each worker's chunk: 1.5
    s and more of 6-player Extra! Extra! games). Python 3.14's executor does
    this itself (`terminate_workers`); before it, its workers are taken
    before `shutdown` lets go of them."""
    terminate = getattr(pool, "terminate_workers", None)
    if terminate is not None:
        terminate()
        return
    workers = list((pool._processes or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for worker in workers:
        if worker.is_alive():
            worker.terminate()


@atexit.register
def _end_kept() -> None:
    with _kept_lock:
        kept = _kept.pop() if _kept else None
    if kept is not None and kept[1] == os.getpid():
        kept[2].shutdown()


def _fresh_processes(job: Job) -> Any:
    """Where the platform has it, "forkserver": a clean server process,
    started once per program with pressroom and its games imported, forks
    each worker, so a worker starts in milliseconds instead of the 0.4-0.6 s
    a "spawn"ed one spends importing them again (which kept short runs of 2
    workers under 1.7 times one). Both give workers nothing of this process
    but the job; elsewhere (Windows) "spawn"."""
    if "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("spawn")
    context = multiprocessing.get_context("forkserver")
    # Read when the server starts (the first pool of the program), so every
    # built-in game, not only the first job's: a later job's workers would
    # each import theirs again (0.1-0.2 s a pool). "__main__" as "spawn"
    # does, for what a script defines and its job names.
    games = [module for module, _ in pressroom.BUILT_IN_GAMES.values()]
    preload = ["__main__", "pressroom.simulate.games", *games, job.module, *job.imports]
    context.set_forkserver_preload(preload)
    return context


def dask_cluster(
    job: Job, chunks: Sequence[Sequence[int]], scheduler: Any
) -> Iterator[list[GameResult]]:
    """The chunks as tasks on a Dask distributed cluster; ``scheduler`` is
    its address ("tcp://host:8786") or a `distributed.Client`. The workers
    need pressroom installed (and any game module the job names)."""
    try:
        import distributed
    except ImportError:
        raise ImportError(
            "running on a Dask cluster needs the dask extra: "
            "python -m pip install 'pressroom[dask]'"
        ) from None
    own = not isinstance(scheduler, distributed.Client)
    client = (
        distributed.Client(scheduler, set_as_default=False)  # type: ignore[no-untyped-call]
        if own else scheduler
    )
    futures = [client.submit(play_chunk, job, chunk, pure=False) for chunk in chunks]
    try:
        done = distributed.as_completed(futures, loop=client.loop)  # type: ignore[no-untyped-call]
        for future in done:
            yield future.result()
    finally:
        client.cancel(futures)
        if own:
            client.close()
