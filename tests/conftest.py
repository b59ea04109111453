"""Shared fixtures: a tiny gazetteer built in tmp_path, and the repository's real files."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest

# The disk cache (geo.store) goes to a private folder of this test session, shared with the
# `streamlit run` processes the browser tests start, so no test reads a cache from an earlier run.
SESSION_CACHE = Path(tempfile.mkdtemp(prefix="defection-map-test-cache-"))
os.environ["DEFECTION_MAP_CACHE"] = str(SESSION_CACHE)
# The app shows the seeds in every test that does not choose a folder itself.
os.environ.pop("DEFECTION_MAP_ARTICLES", None)


def pytest_sessionfinish(session: pytest.Session) -> None:
    shutil.rmtree(SESSION_CACHE, ignore_errors=True)


ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT / "seeds"
GAZETTEER_CSV = ROOT / "data" / "gazetteer.csv"

HEADER = "id,name,aliases,kind,country_code,admin1,lat,lon,geonames_id,source,needs_context\n"
TINY_ROWS = [
    "co-cucuta,Cúcuta,San José de Cúcuta,city,CO,Norte de Santander,7.8939,-72.5078,3685533,geonames:3685533,",
    "co-villa-del-rosario,Villa del Rosario,,town,CO,Norte de Santander,7.8339,-72.4742,3665913,geonames:3665913,",
    "ve-villa-del-rosario,Villa del Rosario,,town,VE,Zulia,10.3258,-72.3134,3628966,geonames:3628966,",
    "ve-venezuela,Venezuela,Bolivarian Republic of Venezuela,country,VE,,7.1250,-66.1667,3625428,curated,",
    "co-colombia,Colombia,,country,CO,,4.0000,-73.2500,3686110,curated,",
    "us-united-states,United States,U.S.|US|USA|United States of America,country,US,,39.7600,-98.5000,6252001,curated,",
    "ve-bolivar-state,Bolívar,Bolívar state|state of Bolívar,state,VE,Bolívar,6.5000,-63.5000,3648105,curated,1",
    "bridge-simon-bolivar,Simón Bolívar International Bridge,Simon Bolivar Bridge|Puente Internacional Simón Bolívar,bridge,VE,Táchira,7.8186,-72.4523,,curated,",
    "ve-caracas,Caracas,,city,VE,Distrito Capital,10.4880,-66.8792,3646738,geonames:3646738,",
    "ve-carabobo,Carabobo,Carabobo state,state,VE,Carabobo,10.1667,-68.0000,3646751,curated,",
    "ve-tachira,Táchira,Tachira state|state of Táchira,state,VE,Táchira,7.9167,-72.0000,,curated,",
    "ve-miranda-state,Miranda,Miranda state|state of Miranda,state,VE,Miranda,10.2500,-66.4167,3632191,curated,1",
]


def write_gazetteer(directory: Path, rows: list[str], header: str = HEADER) -> Path:
    path = directory / "gazetteer.csv"
    path.write_text(header + "\n".join(rows) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def tiny_gazetteer_path(tmp_path: Path) -> Path:
    return write_gazetteer(tmp_path, TINY_ROWS)


@pytest.fixture
def tiny_gazetteer(tiny_gazetteer_path: Path):
    from geo.gazetteer import load_gazetteer

    return load_gazetteer(tiny_gazetteer_path)


@pytest.fixture(scope="session")
def gazetteer():
    """The project's real gazetteer, loaded once."""
    from geo.gazetteer import load_gazetteer

    return load_gazetteer(GAZETTEER_CSV)


@pytest.fixture(scope="session")
def geonames():
    from geo.geonames import GeoNames

    return GeoNames()
