"""Event extraction traps found in held-out batch 72 (fifth pass), each shown on new sentences: an asylum request told
with no place of its own, right after the sentence that tells its asker living in a town abroad ("desde hace cinco
semanas duerme en un piso ... en Málaga. El pasado martes formalizó en la Comisaría su solicitud"), was made in that
town, not in the country his crossing, told before, reached; and a relative held in a passive sentence may be
described at length between commas ("Su esposa, enfermera en el hospital universitario de la ciudad de Mérida, fue
detenida por agentes de la Dgcim"): the arrest is hers all the same."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

ASKED_WHERE_HE_LIVES = [
    _case("El capitán Luis Mora desertó en agosto y cruzó a Colombia. Desde hace cinco semanas vive en un piso en "
          "Madrid. El pasado martes formalizó en la comisaría su solicitud de protección internacional.", "2019-11-14",
          [("asylum", "Madrid", "2019-11-12")], (("asylum", "Colombia", ANY),), "es-vive-en"),
    _case("El sargento Luis Mora desertó en agosto y cruzó a Colombia. Desde octubre duerme en un sofá en un piso del "
          "barrio de Usera, en Madrid. El martes pidió asilo en la comisaría.", "2019-11-14",
          [("asylum", "Madrid", "2019-11-12")], (), "es-duerme-en"),
    _case("Captain Luis Mora deserted in August and crossed into Colombia. For five weeks he has lived in a flat in "
          "Lima. Last Tuesday he filed his asylum request at the police station.", "2019-11-14",
          [("asylum", "Lima", "2019-11-12")], (("asylum", "Colombia", ANY),), "en-has-lived-in"),
    _case("O sargento Luis Mora desertou em agosto e atravessou para o Brasil. Há cinco semanas mora num abrigo em "
          "Manaus. Na terça-feira passada pediu refúgio na Polícia Federal.", "2019-11-14",
          [("asylum", "Manaus", "2019-11-12")], (), "pt-mora-em"),
    # (guards: a relative's home; a home in the past; a request with its own place; a surname that is a verb)
    _case("Captain Luis Mora deserted in August and crossed into Colombia. His brother lives in Lima. Last Tuesday "
          "he filed his asylum request at the police station.", "2019-11-14", [], (("asylum", "Lima", ANY),),
          "en-brother-lives"),
    _case("El capitán Luis Mora desertó en agosto y cruzó a Colombia. Su esposa vive en Madrid. El pasado martes "
          "formalizó en la comisaría su solicitud de protección internacional.", "2019-11-14", [],
          (("asylum", "Madrid", ANY),), "es-esposa-vive"),
    _case("Captain Luis Mora deserted in August and crossed into Colombia. He lived in Lima in 2015. Last Tuesday he "
          "filed his asylum request at the police station.", "2019-11-14", [], (("asylum", "Lima", ANY),),
          "en-lived-once"),
    _case("Captain Luis Mora deserted in August and crossed into Colombia. He has lived in Lima since October. Last "
          "Tuesday he asked for asylum in Bogotá.", "2019-11-14", [("asylum", "Bogotá", "2019-11-12")],
          (("asylum", "Lima", ANY),), "en-own-place"),
]


@pytest.mark.parametrize("text, published, present, absent", ASKED_WHERE_HE_LIVES)
def test_asylum_asked_where_the_asker_lives(gazetteer, text: str, published: str, present: list,
                                            absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


RELATIVE_DESCRIBED_AT_LENGTH = [
    _case("El capitán Luis Mora desertó en agosto. Su esposa, enfermera desde hace muchos años en el hospital "
          "universitario de la ciudad, fue detenida por agentes de la Dgcim.", "2019-11-14", [("arrest", ANY, ANY)], (),
          "es-su-esposa"),
    _case("Captain Luis Mora deserted in August. His mother, a retired schoolteacher who still teaches at a primary "
          "school in Barinas, was detained by DGCIM agents on Monday.", "2019-11-14",
          [("arrest", ANY, "2019-11-11")], (), "en-his-mother"),
    _case("O sargento Luis Mora desertou em agosto. A mãe dele, professora aposentada de uma escola pública no centro "
          "da cidade de Barinas, foi presa por agentes da Dgcim.", "2019-11-14", [("arrest", ANY, ANY)], (),
          "pt-a-mae-dele"),
    # (guards: a relative visited, not held; someone else held, told by the relative)
    _case("El capitán Luis Mora desertó en agosto. Su madre, maestra jubilada de una escuela pública en el centro de "
          "la ciudad de Barinas, fue visitada por agentes de la Dgcim.", "2019-11-14", [], ("arrest",),
          "es-visitada"),
    _case("Captain Luis Mora deserted in August. His mother, a retired schoolteacher, said that a neighbour who lives "
          "near the school in Barinas was detained by DGCIM agents.", "2019-11-14", [],
          (("arrest", ANY, ANY),), "en-someone-else"),
]


@pytest.mark.parametrize("text, published, present, absent", RELATIVE_DESCRIBED_AT_LENGTH)
def test_a_relative_described_at_length_is_held(gazetteer, text: str, published: str, present: list,
                                                absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
