"""Running one function over many items in worker processes, results in input order."""

from __future__ import annotations

import logging
import multiprocessing
import os
import pickle
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar

log = logging.getLogger(__name__)

T = TypeVar("T")
R = TypeVar("R")

ARTICLES_PER_WORKER = 25  # fewer than this per process and starting it costs more than it saves
_PENDING_PER_WORKER = 4  # tasks queued ahead of each process: enough to keep it busy, memory flat

_worker_function: Callable | None = None  # the function a worker process runs, set when it starts


def available_cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def worker_count(requested: int, tasks: int) -> int:
    """How many processes to run `tasks` in: `requested` (0 means every core), but never so many
    that a process gets fewer than ARTICLES_PER_WORKER of them; 1 means no extra process."""
    if requested < 0:
        raise ValueError(f"jobs must be 0 (every core) or a positive number of processes, not {requested!r}")
    wanted = requested or available_cores()
    return max(1, min(wanted, tasks // ARTICLES_PER_WORKER))


def ordered_map(function: Callable[[T], R], items: Iterable[T], jobs: int = 1, *,
                done: Callable[[T], bool] = lambda item: False) -> Iterator[T | R]:
    """`function(item)` for each item, in the order of `items`; an item for which `done` is true
    passes through as it is. With `jobs` > 1 the function runs in that many fresh processes
    (spawned, so nothing of this process's state or threads is shared), each sent `function`
    once; only a few items per process wait ahead, so memory does not follow the input."""
    if jobs <= 1:
        for item in items:
            yield item if done(item) else function(item)
        return
    context = multiprocessing.get_context("spawn")
    with context.Pool(jobs, initializer=_start, initargs=(pickle.dumps(function),)) as pool:
        pending: deque = deque()
        for item in items:
            pending.append((True, item) if done(item) else (False, pool.apply_async(_run, (item,))))
            if len(pending) > jobs * _PENDING_PER_WORKER:
                yield _outcome(pending.popleft())
        while pending:
            yield _outcome(pending.popleft())


def _outcome(entry: tuple) -> object:
    ready, value = entry
    return value if ready else value.get()


def _start(blob: bytes) -> None:
    global _worker_function
    _worker_function = pickle.loads(blob)


def _run(item: object) -> object:
    assert _worker_function is not None, "a worker runs only after _start"
    return _worker_function(item)
