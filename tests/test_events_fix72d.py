"""Event extraction traps found in held-out batch 72 (fourth pass), each shown on new sentences: a man told to be a
rank with no article ("Pernía era capitán de un batallón de ingenieros") is the soldier whose staying away from the
barracks in the next sentence, with its subject left out, is a desertion ("pidió un permiso y no volvió al
cuartel"); and asylum asked on a day at a border post abroad ("he asked for refugee status at the binational border
post (CEBAF) in Tumbes") is asked on entering, so it is a crossing there too, and one told only by its month ("at
the San Ysidro port of entry this month") is asked the day the story has him cross there."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_RANK_TOLD_AFTER_ERA = [
    _case("Moreno era capitán de un batallón de infantería con sede en Barinas. El 9 de junio, un domingo, pidió un "
          "permiso y no volvió al cuartel.", "2019-09-14", [("defection", ANY, "2019-06-09")], (), "es-era-capitan"),
    _case("Ortega era sargento segundo en un puesto de la GNB en Guasdualito. El 3 de mayo no regresó a su unidad.",
          "2019-09-14", [("defection", ANY, "2019-05-03")], (), "es-era-sargento-segundo"),
    _case("Rangel era sargento da Guarda Nacional em Santa Elena. Em 3 de maio não voltou ao quartel.", "2019-09-14",
          [("defection", ANY, "2019-05-03")], (), "pt-era-sargento"),
    # (guards: a trade, not a rank; the rank of another man)
    _case("Moreno era carpintero en Barinas. El 9 de junio, un domingo, pidió un permiso y no volvió al taller.",
          "2019-09-14", [], ("defection",), "es-era-carpintero"),
    _case("Moreno era carpintero en Barinas, donde vive su hermano. El 9 de junio pidió un permiso y no volvió.",
          "2019-09-14", [], ("defection",), "es-trade-no-return"),
]


@pytest.mark.parametrize("text, published, present, absent", A_RANK_TOLD_AFTER_ERA)
def test_a_rank_told_after_era(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ASYLUM_AT_A_BORDER_POST = [
    _case("Corporal Luis Mora deserted in May and reached Cúcuta on May 3. On July 2 he asked for refugee status at "
          "the border post in Tumbes.", "2019-09-14", [("border_crossing", "Tumbes", "2019-07-02")], (), "en-border-post-in"),
    _case("Sergeant Luis Mora deserted in May. On July 2 he asked for asylum at the San Ysidro port of entry.",
          "2019-09-14", [("border_crossing", "San Ysidro", "2019-07-02")], (), "en-port-of-entry"),
    _case("El cabo Luis Mora desertó en mayo y llegó a Cúcuta el 3 de mayo. El 2 de julio pidió refugio en el puesto "
          "fronterizo de Tumbes.", "2019-09-14", [("border_crossing", "Tumbes", "2019-07-02")], (), "es-puesto-fronterizo"),
    _case("O cabo Luis Mora desertou em maio. Em 2 de julho pediu refúgio no posto de fronteira em Pacaraima.",
          "2019-09-14", [("border_crossing", "Pacaraima", "2019-07-02")], (), "pt-posto-de-fronteira"),
    # (guards: asylum in a town, no post; the post only the way in; a crossing there told before; no day)
    _case("Corporal Luis Mora deserted in May. On July 2 he asked for refugee status in Tumbes.", "2019-09-14", [],
          (("border_crossing", "Tumbes", ANY),), "en-no-post"),
    _case("El cabo Luis Mora desertó en mayo, entró por el puesto fronterizo de Tumbes y el 2 de julio pidió refugio "
          "en Lima.", "2019-09-14", [], (("border_crossing", "Lima", ANY),), "es-post-only-the-way-in"),
    _case("Corporal Luis Mora deserted in May and crossed into Peru at Tumbes on July 1. On July 2 he asked for refugee "
          "status at the border post in Tumbes.", "2019-09-14", [("border_crossing", "Tumbes", "2019-07-01")],
          (("border_crossing", "Tumbes", "2019-07-02"),), "en-crossed-there-before"),
    _case("Sergeant Luis Mora, who asked for asylum at the San Ysidro port of entry, is held in a detention center.",
          "2019-09-14", [], (("border_crossing", "San Ysidro", ANY),), "en-no-day"),
]


@pytest.mark.parametrize("text, published, present, absent", ASYLUM_AT_A_BORDER_POST)
def test_asylum_at_a_border_post_is_a_crossing(gazetteer, text: str, published: str, present: list,
                                               absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ASKED_ON_THE_DAY_OF_ENTERING = [
    _case("Captain Luis Mora asked for asylum at the San Ysidro port of entry this month. He crossed into the United "
          "States at San Ysidro on Monday, July 8.", "2019-07-23", [("asylum", "San Ysidro", "2019-07-08")],
          (("asylum", ANY, "2019-07-01"),), "en-this-month-at-the-port"),
    _case("El capitán Luis Mora pidió refugio este mes en el puesto fronterizo de Tumbes. Cruzó a Perú por Tumbes el "
          "lunes 8 de julio.", "2019-07-23", [("asylum", "Tumbes", "2019-07-08")], (("asylum", ANY, "2019-07-01"),),
          "es-este-mes-en-el-puesto"),
    # (guards: no border post; another month than the crossing's)
    _case("Captain Luis Mora asked for asylum in San Ysidro this month. He crossed into the United States at San Ysidro "
          "on Monday, July 8.", "2019-07-23", [("asylum", "San Ysidro", "2019-07-01")],
          (("asylum", ANY, "2019-07-08"),), "en-no-post"),
    _case("Captain Luis Mora asked for asylum at the San Ysidro port of entry in June. He crossed into the United States "
          "at San Ysidro on Monday, July 8.", "2019-07-23", [("asylum", "San Ysidro", "2019-06-01")],
          (("asylum", ANY, "2019-07-08"),), "en-another-month"),
]


@pytest.mark.parametrize("text, published, present, absent", ASKED_ON_THE_DAY_OF_ENTERING)
def test_asylum_at_a_border_post_on_the_day_of_entering(gazetteer, text: str, published: str, present: list,
                                                        absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
