"""Event extraction traps found in held-out batch 84, each shown on new sentences: asylum asked at a border post the
gazetteer knows by its own name is asked on entering that country, so it is a crossing there that day as well."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # The post itself, named by the gazetteer ("DeConcini Port of Entry", "Paso de Jama"), not a town with "port of
    # entry" or "paso fronterizo" around it (tests/test_events_*: "at the San Ysidro port of entry")
    _case("On Monday, a former Venezuelan sergeant asked for asylum at the DeConcini Port of Entry.", "2019-12-12",
          [("asylum", "DeConcini Port of Entry", "2019-12-09"),
           ("border_crossing", "DeConcini Port of Entry", "2019-12-09")], (), "asked-at-deconcini"),
    _case("El lunes 9 de diciembre, el exsargento se presentó ante la CBP en el DeConcini Port of Entry de Nogales, "
          "Arizona, y pidió asilo.", "2019-12-12",
          [("border_crossing", "DeConcini Port of Entry", "2019-12-09")], (), "es-se-presento-en-el-port-of-entry"),
    _case("El lunes, dos exmilitares venezolanos solicitaron refugio ante la Gendarmería en el Paso Internacional "
          "Cristo Redentor.", "2019-12-12",
          [("border_crossing", "Paso Internacional Cristo Redentor", "2019-12-09")], (), "es-refugio-en-el-paso"),
    _case("Na segunda-feira, um ex-sargento venezuelano pediu refúgio no Paso de Jama.", "2019-12-12",
          [("border_crossing", "Paso de Jama", "2019-12-09")], (), "pt-refugio-no-paso"),
]

TRAPS = [
    # Near the post is not at it: he may have asked in town after waiting there for weeks.
    _case("On Monday, a former Venezuelan sergeant asked for asylum near the DeConcini Port of Entry.", "2019-12-12",
          [("asylum", ANY, "2019-12-09")], ("border_crossing",), "near-the-post"),
    _case("On Monday, a former Venezuelan sergeant asked for asylum in Nogales, Arizona, after weeks of waiting near "
          "the DeConcini Port of Entry.", "2019-12-12", [("asylum", ANY, "2019-12-09")], ("border_crossing",),
          "asked-in-town-waited-near-the-post"),
    # A post he reached the day before: he entered then, not on the day he asked (batch 52's Chacalluta).
    _case("Wilfredo Camacaro is a former sergeant in Venezuela's National Guard. He took an overnight bus from Lima to "
          "Tacna and reached Chacalluta on June 23. Camacaro says he asked the Chilean police at Chacalluta for refuge "
          "the next morning, June 24, and was told to go back.", "2019-07-03",
          [("asylum", "Chacalluta", "2019-06-24")], (("border_crossing", ANY, "2019-06-24"),), "reached-the-post-before"),
    # A post on the home side: asking for protection there is no entry into another country.
    _case("El lunes, un sargento venezolano pidió protección en La Raya.", "2019-12-12",
          [("asylum", ANY, "2019-12-09")], ("border_crossing",), "es-home-side-post"),
]


@pytest.mark.parametrize(("text", "published", "present", "absent"), CASES + TRAPS)
def test_asylum_at_a_named_border_post(gazetteer, text, published, present, absent):
    assert_coded(_coded(gazetteer, text, published), present, absent)


def test_crossing_told_with_the_request_is_not_doubled(gazetteer):
    text = ("Two former Venezuelan soldiers walked across the border at the DeConcini Port of Entry on Monday and asked "
            "for asylum there.")
    coded = _coded(gazetteer, text, "2019-12-12")
    assert [row for row in coded if row[0] == "border_crossing"] == [
        ("border_crossing", "DeConcini Port of Entry", "2019-12-09")]
