"""Tests for geo.workers: one function over many items in processes, results in input order."""

from __future__ import annotations

import os

import pytest

from geo.workers import ARTICLES_PER_WORKER, ordered_map, worker_count


def _square_and_pid(n: int) -> tuple[int, int]:
    return n * n, os.getpid()


@pytest.mark.parametrize("jobs", [1, 2])
def test_results_come_in_input_order_and_done_items_pass_through(jobs):
    items = [3, "cached", 5, 7, "cached", 11]
    out = list(ordered_map(_square_and_pid, items, jobs, done=lambda item: isinstance(item, str)))
    assert [r if isinstance(r, str) else r[0] for r in out] == [9, "cached", 25, 49, "cached", 121]
    pids = {r[1] for r in out if not isinstance(r, str)}
    assert (pids == {os.getpid()}) == (jobs == 1)  # two jobs run nothing in this process


def test_many_items_keep_their_order_with_a_short_queue():
    items = list(range(200))  # far more than the few queued ahead of each process
    assert [r[0] for r in ordered_map(_square_and_pid, items, 2)] == [n * n for n in items]


def test_items_are_read_lazily_in_one_process():
    seen = []

    def items():
        for n in range(3):
            seen.append(n)
            yield n

    first = next(iter(ordered_map(_square_and_pid, items(), 1)))
    assert first[0] == 0 and seen == [0]


@pytest.mark.parametrize("requested, tasks, expected", [
    (1, 10_000, 1),                          # asked for one process
    (4, 10_000, 4),
    (4, 2 * ARTICLES_PER_WORKER, 2),         # never fewer than ARTICLES_PER_WORKER articles a process
    (4, ARTICLES_PER_WORKER - 1, 1),         # a few articles: not worth starting a process
    (8, 0, 1),
])
def test_worker_count(requested, tasks, expected):
    assert worker_count(requested, tasks) == expected


def test_worker_count_zero_means_every_core(monkeypatch):
    monkeypatch.setattr("geo.workers.available_cores", lambda: 3)
    assert worker_count(0, 10_000) == 3


def test_a_negative_number_of_processes_is_refused():
    with pytest.raises(ValueError, match="-2"):
        worker_count(-2, 100)
