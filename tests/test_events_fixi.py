"""Event extraction traps found in development batch 14 (s01-s04), each shown on new sentences:
asylum asked for with an infinitive or a long "asked X for", an application filed for refugee status,
an arrest whose object follows a place aside."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, assert_coded


def _coded(gazetteer, text: str, published: str) -> list[tuple[str, str | None, str | None]]:
    article = make_article(text, published=published)
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    return [(e.event_type, e.place, e.date.iso() if e.date else None) for e in events]


CASES = [
    # Asking for refuge in the infinitive, after the visit that served it, is the asylum request told.
    _case("Dos sargentos de la GNB cruzaron el viernes a Colombia y el sábado acudieron a la oficina de Migración "
          "en Cúcuta para pedir refugio.", "2019-03-04", [("asylum", "Cúcuta", "2019-03-02")], (), "es-para-pedir-refugio"),
    _case("Três soldados venezuelanos foram no sábado à sede da Polícia Federal em Pacaraima para pedir refúgio.",
          "2019-03-04", [("asylum", "Pacaraima", "2019-03-02")], (), "pt-para-pedir-refugio"),
    # The hedge still wins over the infinitive.
    _case("Los dos cabos quieren pedir refugio en Cúcuta.", "2019-03-04", [], ("asylum",), "es-quieren-pedir"),
    _case("Los tres cabos evalúan solicitar refugio en Colombia.", "2019-03-04", [], ("asylum",),
          "es-evalua-solicitar"),
    # A long "asked <whom, where> for refugee status" and an application filed for it.
    _case("On Saturday, the four guardsmen asked officials from the migration office in Riohacha for "
          "refugee status.", "2019-03-04", [("asylum", "Riohacha", "2019-03-02")], (), "asked-long-object-for-refugee-status"),
    _case("On Friday the corporal filed an application for refugee status with the Foreign Ministry in Bogotá.",
          "2019-03-04", [("asylum", "Bogotá", "2019-03-01")], (), "filed-application-for-refugee-status"),
    _case("Two sergeants submitted formal requests for asylum at the Brazilian consulate in Boa Vista on Monday.",
          "2019-03-06", [("asylum", ANY, "2019-03-04")], (), "submitted-requests-for-asylum"),
    _case("The lawyer said the sergeant would file an application for refugee status next week.", "2019-03-04",
          [], ("asylum",), "would-file-application"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_batch14_traps(gazetteer, text, published, present, absent):
    assert_coded(_coded(gazetteer, text, published), present, absent)


ARREST_CASES = [
    # The one an active arrest names after it: a relative, or a name after the personal "a" and the place asides.
    _case("On March 2, agents of the DGCIM detained his cousin, a navy captain, at the naval base in Puerto Cabello.",
          "2019-03-05", [("arrest", ANY, "2019-03-02")], (), "detained-his-cousin"),
    _case("Agentes de la Dgcim detuvieron el sábado en San Cristóbal, en el estado Táchira, a Luis Ramírez, tío "
          "del cabo.", "2019-03-05", [("arrest", "San Cristóbal", "2019-03-02")], (), "es-detuvieron-en-X-a-Y"),
    _case("Agentes del Sebin detuvieron en Barinas a un primo del desertor el sábado.", "2019-03-05",
          [("arrest", "Barinas", "2019-03-02")], (), "es-detuvieron-a-un-primo"),
]


@pytest.mark.parametrize("text, published, present, absent", ARREST_CASES)
def test_batch14_arrest_objects(gazetteer, text, published, present, absent):
    assert_coded(_coded(gazetteer, text, published), present, absent)


COUNTED_FROM_CASES = [
    # "N days after he crossed, on <date>": the crossing only dates the arrest; the date said next is the arrest's.
    _case("A corporal crossed the Táchira River on April 8. Three days after he crossed, on April 11, agents of "
          "the DGCIM detained his brother, a mechanic, in San Cristóbal.", "2019-04-20",
          [("arrest", "San Cristóbal", "2019-04-11")], [("border_crossing", ANY, "2019-04-11")], "days-after-he-crossed"),
    _case("Una semana después de que desertaron, agentes del Sebin detuvieron en Barinas a su hermano.",
          "2019-04-20", [("arrest", "Barinas", ANY)], ("defection",), "es-semana-despues-de-que-desertaron"),
]


@pytest.mark.parametrize("text, published, present, absent", COUNTED_FROM_CASES)
def test_batch14_time_counted_from_a_deed(gazetteer, text, published, present, absent):
    assert_coded(_coded(gazetteer, text, published), present, absent)


TALLY_CASES = [
    # The day an official spoke ("que habló este lunes") dates the speaking, not the tally he gave.
    _case("Según el director de Migración, que habló este lunes con periodistas en Bogotá, unos 30 militares "
          "venezolanos han cruzado la frontera y se han entregado a las autoridades colombianas desde el 23 de enero.",
          "2019-02-04", [("border_crossing", ANY, None)], [("border_crossing", ANY, "2019-02-04")], "es-hablo-este-lunes"),
    # "una veintena de": about twenty, a counted group that can act.
    _case("Una veintena de militares venezolanos cruzaron el sábado a Colombia por Ragonvalia.", "2019-02-04",
          [("border_crossing", ANY, "2019-02-02")], (), "es-una-veintena-de"),
]


@pytest.mark.parametrize("text, published, present, absent", TALLY_CASES)
def test_batch14_tallies(gazetteer, text, published, present, absent):
    assert_coded(_coded(gazetteer, text, published), present, absent)


TOWARD_BORDER_CASES = [
    # Heading "toward the border" is no crossing yet; the desertion is on the home side.
    _case("The sergeant left his barracks on May 20 and took a bus toward the Colombian border.", "2019-06-02",
          [("defection", "Venezuela", "2019-05-20")], ("border_crossing",), "toward-the-border"),
    _case("Un sargento abandonó su cuartel en San Cristóbal el 20 de mayo y siguió en autobús hacia la frontera "
          "con Colombia.", "2019-06-02", [("defection", "San Cristóbal", "2019-05-20")], ("border_crossing",),
          "es-hacia-la-frontera"),
    # Reaching it or crossing it is still a crossing.
    _case("The sergeant crossed the Colombian border on May 20.", "2019-06-02",
          [("border_crossing", ANY, "2019-05-20")], (), "crossed-the-border"),
]


@pytest.mark.parametrize("text, published, present, absent", TOWARD_BORDER_CASES)
def test_batch14_toward_the_border(gazetteer, text, published, present, absent):
    assert_coded(_coded(gazetteer, text, published), present, absent)


def test_relatives_of_the_held_are_no_arrest(gazetteer):
    """"una veintena de familiares de militares detenidos se concentró": the held describe the relatives."""
    coded = _coded(gazetteer, "Este martes, una veintena de familiares de militares detenidos se concentró frente a "
                              "la sede de la Dgcim en Boleíta.", "2019-04-17")
    assert_coded(coded, [("protest", ANY, "2019-04-16")], ("arrest",))


def test_relatives_of_deserters_held_by_agents_are_an_arrest(gazetteer):
    """"familiares de desertores detenidos por la Dgcim desde enero": the relatives are the ones held."""
    coded = _coded(gazetteer, "La ONG ha contabilizado al menos 40 familiares de militares desertores detenidos por "
                              "la Dgcim desde enero.", "2019-08-20")
    assert_coded(coded, [("arrest", ANY, None)])
