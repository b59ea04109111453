"""Event extraction traps found in held-out batch 39 (a Luso-Venezuelan sergeant who tells in Lisbon how "um colega
meu" was taken by the DGCIM at his post), each shown on new sentences: a comrade named with the possessive after
him ("un compañero suyo", "um colega dele", "a comrade of his") is the one a passive arrest holds, and a quote whose
speaker names his own people ("mi hermano", "um colega meu", "my brother") tells his own account."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

COMRADE_WITH_POSSESSIVE_AFTER = [
    _case("El sargento estaba destacado en Guasdualito. Un compañero suyo fue detenido por la Dgcim el 4 de junio.",
          "2019-07-10", [("arrest", "Guasdualito", "2019-06-04")], (), "es-un-companero-suyo"),
    _case("O sargento servia em Santa Elena de Uairén. Um colega dele foi preso pela DGCIM a 4 de Junho.",
          "2019-07-10", [("arrest", "Santa Elena de Uairén", "2019-06-04")], (), "pt-um-colega-dele"),
    _case("The sergeant was posted in Guasdualito. A comrade of his was arrested by the DGCIM on June 4.",
          "2019-07-10", [("arrest", "Guasdualito", "2019-06-04")], (), "en-a-comrade-of-his"),
    # (guard: a comrade promoted is held by no one)
    _case("El sargento estaba destacado en Guasdualito. Un compañero suyo fue ascendido el 4 de junio.",
          "2019-07-10", [], ("arrest",), "es-un-companero-suyo-ascendido"),
]


@pytest.mark.parametrize("text, published, present, absent", COMRADE_WITH_POSSESSIVE_AFTER)
def test_comrade_with_possessive_after(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


SPEAKERS_OWN_PEOPLE_QUOTED = [
    _case('El cabo vive ahora en Cúcuta. "Después de eso todo cambió. Un compañero mío fue llevado por la Dgcim el 4 '
          'de junio, en el mismo fuerte de Guasdualito. Supe que yo era el siguiente", contó.', "2019-07-10",
          [("arrest", ANY, "2019-06-04")], (), "es-un-companero-mio-quoted"),
    _case('O cabo vive agora em Boa Vista. "Depois disso tudo mudou. Um colega meu foi levado pela DGCIM a 4 de Junho, '
          'no quartel de Santa Elena de Uairén. Percebi que eu era o seguinte", contou.', "2019-07-10",
          [("arrest", ANY, "2019-06-04")], (), "pt-um-colega-meu-quoted"),
    _case('The corporal now lives in Cúcuta. "My brother was arrested by the DGCIM in Ureña on June 4," he said.',
          "2019-07-10", [("arrest", "Ureña", "2019-06-04")], (), "en-my-brother-quoted"),
    # (guards: an official's words about others, and a threat, are no one's own account)
    _case('The corporal now lives in Cúcuta. "Soldiers were arrested by the DGCIM in Ureña on June 4," the minister '
          'said.', "2019-07-10", [], ("arrest",), "en-official-quoted"),
    _case('"My government will arrest every deserter in Ureña," the minister said on June 4.', "2019-07-10", [],
          ("arrest",), "en-my-government-quoted"),
]


@pytest.mark.parametrize("text, published, present, absent", SPEAKERS_OWN_PEOPLE_QUOTED)
def test_speakers_own_people_quoted(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


RELATIVES_IN_A_VERBLESS_CLAUSE = [
    _case("Cuatro familiares de desertores fueron detenidos en Táchira: la madre de un cabo en Táriba el 3 de abril, "
          "y el hermano y un primo de un sargento en Rubio el 9 de abril.", "2019-04-20",
          [("arrest", "Táriba", "2019-04-03"), ("arrest", "Rubio", "2019-04-09")], (), "es-la-madre-de-un-cabo"),
    _case("Two relatives of deserters were detained in Táchira: the mother of a corporal in Táriba on April 3, and "
          "the brother of a sergeant in Rubio on April 9.", "2019-04-20",
          [("arrest", "Táriba", "2019-04-03"), ("arrest", "Rubio", "2019-04-09")], (), "en-the-mother-of-a-corporal"),
    # (guard: relatives named after the place, with no clause of their own, are one arrest there)
    _case("La Dgcim detuvo en Rubio a la madre de un cabo el 3 de abril.", "2019-04-20",
          [("arrest", "Rubio", "2019-04-03")], (("arrest", "Táriba", ANY),), "es-one-arrest-in-rubio"),
]


@pytest.mark.parametrize("text, published, present, absent", RELATIVES_IN_A_VERBLESS_CLAUSE)
def test_relatives_in_a_verbless_clause(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
