"""Loading, checking and matching the gazetteer."""

from __future__ import annotations

import geopy.geocoders
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from geo.errors import GazetteerError
from geo.gazetteer import Gazetteer, check_gazetteer, load_gazetteer
from geo.model import Place
from tests.conftest import HEADER, TINY_ROWS, write_gazetteer


def test_tiny_gazetteer_loads(tiny_gazetteer):
    assert len(tiny_gazetteer) == len(TINY_ROWS)
    assert tiny_gazetteer.by_id["co-cucuta"].lat == pytest.approx(7.8939)


BAD_ROWS = [
    ("x1,Nowhere,,city,VE,,107.2000,-66.0000,,curated,", "latitude 107.2 is outside -90..90"),
    ("x1,Nowhere,,city,VE,,10.2000,-266.0000,,curated,", "longitude -266.0 is outside -180..180"),
    ("x1,Nowhere,,city,VE,,ten,-66.0000,,curated,", "latitude 'ten' is not a number"),
    ("x1,Nowhere,,city,XX,,10.2000,-66.0000,,curated,", "unknown country code 'XX'"),
    ("x1,Nowhere,,village,VE,,10.2000,-66.0000,,curated,", "kind 'village' is not one of"),
    ("x1,Nowhere,,city,VE,,10.2,-66.0000,,curated,", "latitude '10.2' has fewer than 4 decimals"),
    ("x1,Nowhere,,city,VE,,40.4168,-3.7038,,curated,", "outside the bounding box of Venezuela"),
    ("x1,Nowhere,,city,VE,,10.2000,-66.0000,abc,curated,", "geonames_id 'abc' is not a whole number"),
    ("x1,Nowhere,,city,VE,,10.2000,-66.0000,,curated,maybe", "needs_context 'maybe'"),
    ("x1,Nowhere,,city,VE,,10.2000", "fields, the header has 11"),
    ("co-cucuta,Copy,,city,CO,,7.8939,-72.5078,,curated,", "duplicate id 'co-cucuta' (first on line 2)"),
    ("x1,Other Cúcuta,Cucuta,city,CO,Norte de Santander,7.9000,-72.5000,,curated,",
     "alias 'cucuta' is claimed by 'co-cucuta' (line 2) and 'x1'"),
]


@pytest.mark.parametrize("row, message", BAD_ROWS)
def test_check_reports_file_line_and_reason(tmp_path, row, message):
    path = write_gazetteer(tmp_path, TINY_ROWS + [row])
    problems = check_gazetteer(path)
    line = len(TINY_ROWS) + 2
    assert any(p.line == line and message in p.message for p in problems), problems
    assert all(str(p).startswith(f"{path}:") for p in problems)


@pytest.mark.parametrize("row, message", BAD_ROWS[:3])
def test_load_refuses_broken_gazetteer_with_the_same_message(tmp_path, row, message):
    path = write_gazetteer(tmp_path, TINY_ROWS + [row])
    with pytest.raises(GazetteerError) as err:
        load_gazetteer(path)
    assert f"{path}:{len(TINY_ROWS) + 2}: " in str(err.value)
    assert message in str(err.value)
    assert isinstance(err.value, ValueError)


@pytest.mark.parametrize("row, outside", [
    ("x1,Island Town,,town,PT,Madeira,32.7400,-16.9000,,curated,", False),   # Madeira
    ("x1,Island Town,,town,PT,Azores,37.7400,-25.6700,,curated,", False),    # São Miguel, Azores
    ("x1,Island Town,,town,ES,Canarias,28.4600,-16.2500,,curated,", False),  # Tenerife
    ("x1,Island Town,,town,PT,,32.7400,-45.0000,,curated,", True),           # mid-Atlantic
    ("x1,Island Town,,town,VE,,28.4600,-16.2500,,curated,", True),           # the Canaries are not Venezuela
])
def test_islands_outside_the_coarse_outline_still_belong_to_their_country(tmp_path, row, outside):
    path = write_gazetteer(tmp_path, TINY_ROWS + [row])
    found = any("outside the bounding box" in p.message for p in check_gazetteer(path))
    assert found == outside


def test_same_name_in_two_countries_is_allowed(tiny_gazetteer_path):
    assert check_gazetteer(tiny_gazetteer_path) == []


def test_missing_columns(tmp_path):
    path = write_gazetteer(tmp_path, ["a,b"], header="id,name\n")
    [problem] = check_gazetteer(path)
    assert problem.line == 1 and "missing column(s) aliases" in problem.message


def test_bad_encoding_names_the_line(tmp_path):
    path = tmp_path / "gazetteer.csv"
    good = (HEADER + TINY_ROWS[0] + "\n").encode("utf-8")
    path.write_bytes(good + "x9,C\xfacuta,,city,CO,,7.8939,-72.5078,,curated,\n".encode("latin-1"))
    [problem] = check_gazetteer(path)
    assert problem.line == 3 and "not UTF-8" in problem.message


def test_missing_file(tmp_path):
    with pytest.raises(GazetteerError, match="cannot read the gazetteer"):
        load_gazetteer(tmp_path / "nope.csv")


def test_project_gazetteer_is_valid():
    from tests.conftest import GAZETTEER_CSV

    assert check_gazetteer(GAZETTEER_CSV) == []


MATCHES = [
    ("They reached Cucuta.", ["Cucuta"]),
    ("They reached CÚCUTA.", ["CÚCUTA"]),
    ("Colombia's border", ["Colombia"]),
    ("Colombia’s border", ["Colombia"]),
    ("Venezuelan troops", []),
    ("went to Villa del\nRosario today", ["Villa del\nRosario"]),
    ("went to Villa del Rosario today", ["Villa del Rosario"]),
    ("crossed the Simon Bolivar Bridge", ["Simon Bolivar Bridge"]),
    ("the Puente Internacional Simón Bolívar", ["Puente Internacional Simón Bolívar"]),
    ("Caracasville and xCaracas", []),
    ("the U.S. and the US", ["U.S.", "US"]),
    ("give us aid", []),
    ("Cúcuta-Caracas flight", ["Cúcuta", "Caracas"]),
]


@pytest.mark.parametrize("text, surfaces", MATCHES)
def test_find_names(tiny_gazetteer, text, surfaces):
    found = tiny_gazetteer.find_names(text)
    assert [m.mention.surface for m in found] == surfaces
    assert all(text[m.start:m.end] == m.mention.surface for m in found)


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_matcher_spans_are_exact_for_any_text(text):
    gaz = _property_gazetteer()
    for match in gaz.find_names(text):
        assert text[match.start:match.end] == match.mention.surface


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["Cúcuta", "CUCUTA", "Villa del Rosario", " ", "\n", "é", "’s", "x",
                                 "Simón Bolívar bridge", "İ", "ß", "U.S.", "\u0301"]), max_size=12))
def test_matcher_spans_are_exact_for_place_like_text(parts):
    text = "".join(parts)
    for match in _property_gazetteer().find_names(text):
        assert text[match.start:match.end] == match.mention.surface


_PROPERTY_GAZ: list[Gazetteer] = []


def _property_gazetteer() -> Gazetteer:
    if not _PROPERTY_GAZ:
        import tempfile
        from pathlib import Path

        _PROPERTY_GAZ.append(load_gazetteer(write_gazetteer(Path(tempfile.mkdtemp()), TINY_ROWS)))
    return _PROPERTY_GAZ[0]


def test_gazetteer_is_a_geopy_geocoder(tiny_gazetteer):
    location = tiny_gazetteer.geocode("Cucuta", exactly_one=True)
    assert location.latitude == pytest.approx(7.8939) and location.longitude == pytest.approx(-72.5078)
    assert "Colombia" in location.address and location.raw["kind"] == "city"
    assert isinstance(location, geopy.location.Location)
    assert tiny_gazetteer.geocode("Atlantis") is None
    both = tiny_gazetteer.geocode("Villa del Rosario", exactly_one=False)
    assert {loc.raw["country_code"] for loc in both} == {"CO", "VE"}


def test_geocoders_are_interchangeable(tiny_gazetteer):
    nominatim = geopy.geocoders.Nominatim(user_agent="defection-map-tests")  # constructed, never called
    for geocoder in (tiny_gazetteer, nominatim):
        assert callable(geocoder.geocode)


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet=st.characters(max_codepoint=0x2100)) | st.text())
def test_fold_keeps_length_and_strips_accents(text):
    from geo.textfold import fold

    folded = fold(text)
    assert len(folded) == len(text)
    assert fold("CÚCUTA\nBogotá’s") == "cucuta bogota's"


@pytest.mark.parametrize("raw, folded", [
    ("A`b", "a'b"), ("x\x1cy", "x y"), ("Cúcuta\r\nBogotá", "cucuta  bogota"), ("“Quote”", '"quote"'),
    ("Sánchez—Soto", "sanchez-soto"), ("İstanbul", "istanbul"),
])
def test_fold_table(raw, folded):
    from geo.textfold import fold

    assert fold(raw) == folded


@pytest.mark.parametrize("text, expected", [
    ("viven en la Florida", ["Florida"]),  # a lower-case article stands outside the name
    ("en La Florida, Caracas", ["La Florida"]),
    ("La Florida was quiet", ["La Florida"]),
    ("cruzaron por la Parada", ["la Parada"]),  # no "Parada" without its article: the name keeps it
])
def test_a_lower_case_article_before_another_name_is_not_part_of_it(text, expected):
    places = [Place(id="a", name="Florida", kind="state", country_code="US", lat=28.0, lon=-81.7),
              Place(id="b", name="La Florida", kind="neighbourhood", country_code="VE", lat=10.5, lon=-66.87),
              Place(id="c", name="La Parada", kind="neighbourhood", country_code="CO", lat=7.82, lon=-72.46)]
    assert [m.mention.surface for m in Gazetteer(places).find_names(text)] == expected
