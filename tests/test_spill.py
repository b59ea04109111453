"""Tests for geo.spill: the merge on disk gives what the merge in memory gives, and cleans up."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest

from bench.bench_build import generate
from geo.events import merge_duplicate_events
from geo.model import Event, FuzzyDate, Source, Waypoint
from geo.pipeline import iter_results
from geo.routes import link_routes
from geo.spill import spilled_events

CARACAS = Waypoint("Caracas", 10.488, -66.8792, "city", "VE")
CUCUTA = Waypoint("Cúcuta", 7.8939, -72.5078, "city", "CO")


def _event(article: str, n: int, **fields) -> Event:
    base = Event(id=f"{article}-e{n:03d}", event_type="defection", start=10 * n, end=10 * n + 9,
                 sources=(Source(article, f"outlet {article}"),), evidence="Two soldiers defected.",
                 article_id=article, actors=("two soldiers",))
    return replace(base, **fields)


def _in_memory(per_article: list[list[Event]]):
    routes, events = link_routes(merge_duplicate_events([e for events in per_article for e in events]))
    return events, routes


def _on_disk(per_article: list[list[Event]], tmp_path: Path):
    with spilled_events(tmp_path) as spill:
        for events in per_article:
            spill.add(events)
        routes = spill.finish()
        return list(spill), routes, len(spill)


@pytest.fixture(scope="module")
def generated_events(gazetteer, tmp_path_factory) -> list[list[Event]]:
    """Events of 40 articles made from the seeds with places, names and days varied."""
    paths = generate(40, tmp_path_factory.mktemp("corpus"), seed=3)
    return [list(result.events) for result in iter_results(paths, gazetteer)]


def test_spilled_merge_equals_the_merge_in_memory(generated_events, tmp_path):
    expected_events, expected_routes = _in_memory(generated_events)
    events, routes, count = _on_disk(generated_events, tmp_path)
    assert len(generated_events) == 40 and count == len(expected_events)
    assert sum(map(len, generated_events)) > 2 * count  # outlets repeat each other: merging matters
    assert expected_routes and routes == expected_routes
    assert events == expected_events  # same events, sources, order and route ids


@pytest.mark.parametrize("per_article", [
    pytest.param([], id="nothing"),
    pytest.param([[]], id="an article without events"),
    pytest.param([[_event("a", 1)], [_event("b", 1)]], id="two outlets, one event"),
    pytest.param([[_event("a", 1)], [_event("a", 1)]], id="the same article twice"),
    pytest.param([[_event("a", 1, actors=("Juan Pérez",))], [_event("a", 1, actors=("Pedro Gómez",))]],
                 id="two files with one article id: ties keep arrival order"),
    pytest.param([[_event("a", 1, date=FuzzyDate(date(2019, 2, 23), "day"))],
                  [_event("b", 1, date=FuzzyDate(date(2019, 2, 24), "day"))],
                  [_event("c", 1)]], id="an undated report joins the first dated one"),
    pytest.param([[_event("a", 1, actors=("Lt. Col. Juan Pérez",), origin=CARACAS, destination=CUCUTA,
                          event_type="border_crossing")],
                  [_event("b", 2, actors=("Juan Pérez",), event_type="asylum", lat=CUCUTA.lat,
                          lon=CUCUTA.lon, place="Cúcuta", geo_precision=2, country_code="CO")],
                  [_event("c", 3, status="planned", origin=CUCUTA, destination=CARACAS,
                          event_type="relocation")]], id="a route and a planned move"),
])
def test_spilled_merge_equals_the_merge_in_memory_on_edge_cases(per_article, tmp_path):
    expected_events, expected_routes = _in_memory(per_article)
    events, routes, count = _on_disk(per_article, tmp_path)
    assert (events, routes, count) == (expected_events, expected_routes, len(expected_events))


def test_reading_back_twice_gives_the_same_events(generated_events, tmp_path):
    with spilled_events(tmp_path) as spill:
        for events in generated_events[:10]:
            spill.add(events)
        spill.finish()
        assert list(spill) == list(spill)


def test_the_temporary_folder_is_removed_after_use_and_after_an_error(tmp_path):
    with spilled_events(tmp_path) as spill:
        spill.add([_event("a", 1)])
        assert len(list(tmp_path.iterdir())) == 1
    assert list(tmp_path.iterdir()) == []
    with pytest.raises(RuntimeError, match="boom"), spilled_events(tmp_path) as spill:
        spill.add([_event("a", 1)])
        raise RuntimeError("boom")
    assert list(tmp_path.iterdir()) == []
