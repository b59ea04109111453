"""Event extraction traps found in held-out batch 63 (a corporal walking the Panamericana after a running total, a navy
lieutenant's refuge in Santo Domingo, two ex-soldiers' bus itinerary from Cúcuta to Lima told as a dated list, a
sergeant's asylum claim in Spain), each shown on new sentences: a running total is no subject for the story's dated
step, a chronology entry that opens on a weekday, a phrase before the entry's verb or the night after it, a request
for refuge lodged or called a "petición", a post named with its arm, a stop by the police told as "intervenido"."""

from __future__ import annotations

import pytest

from geo.articles import article_from_bytes, split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded


def _coded_actors(gazetteer, text: str, published: str) -> list[tuple[str, str | None, str | None, tuple[str, ...]]]:
    """(type, country, day, actors) rows: a tally's place is its country."""
    article = make_article(text, published=published)
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    return [(e.event_type, e.country_code or None, e.date.iso() if e.date else None, e.actors) for e in events]


A_RUNNING_TOTAL_IS_NO_SUBJECT = [
    # "Según Migración Colombia, más de 900 militares han cruzado desde el 23 de febrero. ¶ El 28 de marzo salió ...
    # Subieron la cordillera y el 4 de abril llegaron a Medellín": the dated step left without a subject is the story's
    # men's, not the running total's (which stays a tally of its own)
    pytest.param("El cabo Luis Mora llegó a Cúcuta el 10 de febrero y pasó siete semanas en un hotel.\n\n"
                 "Según Migración Colombia, más de 900 militares venezolanos han cruzado a Colombia desde el 23 de "
                 "febrero.\n\n"
                 "El 28 de marzo salió de Cúcuta a pie con otros once caminantes, entre ellos dos mujeres. Dos días "
                 "después estaban en Tunja, donde durmieron en una iglesia. Subieron la cordillera de noche y el 4 de "
                 "abril llegaron a Medellín.", "2019-04-20", "más de 900 militares", id="es-tally-then-dated-steps"),
]


@pytest.mark.parametrize("text, published, tally", A_RUNNING_TOTAL_IS_NO_SUBJECT)
def test_a_running_total_is_no_subject(gazetteer, text: str, published: str, tally: str) -> None:
    coded = _coded_actors(gazetteer, text, published)
    assert [(t, c) for t, c, day, actors in coded if tally in actors] == [("defection", "CO"), ("border_crossing", "CO")]
    assert [day for t, c, day, actors in coded if tally in actors] == [None, None]


A_CHRONOLOGY_BY_WEEKDAY = [
    # "- **Domingo 10:** cruzan el puente", "- **Viernes 8 de marzo:**", "- **Sunday, March 10:**": an entry that opens on
    # its weekday, with or without the month, tells its step on that day; its plural present is the group's
    _case("Los cabos Luis Mora y Pedro Gil se quedaron tres semanas en Cúcuta.\n"
          "- **Viernes 8 de marzo:** toman un bus hacia el sur de Colombia.\n"
          "- **Domingo 10:** cruzan el puente de Rumichaca y entran a Ecuador.\n"
          "- **Jueves 14:** llegan a Lima.\n", "2019-03-21",
          [("border_crossing", "Rumichaca Bridge", "2019-03-10"), ("relocation", "Lima", "2019-03-14")], (),
          "es-weekday-day-entries"),
    _case("El cabo Luis Mora se quedó tres semanas en Cúcuta.\n"
          "- **Domingo 10 de marzo:** cruza el puente de Rumichaca y entra a Ecuador.\n", "2019-03-21",
          [("border_crossing", "Rumichaca Bridge", "2019-03-10")], (), "es-weekday-day-month-entry"),
    _case("O cabo Luis Mora passou três semanas em Cúcuta.\n"
          "- **Domingo, 10 de março:** Atravessa a ponte de Rumichaca e entra no Equador.\n"
          "- **Quinta-feira 14:** Chega a Lima.\n", "2019-03-21",
          [("border_crossing", "Rumichaca Bridge", "2019-03-10"), ("relocation", "Lima", "2019-03-14")], (),
          "pt-weekday-entries"),
    _case("Corporal Luis Mora spent three weeks in Cúcuta.\n"
          "- **Sunday, March 10:** He crosses the Rumichaca bridge into Ecuador.\n"
          "- **Thursday, March 14:** He reaches Lima.\n", "2019-03-21",
          [("border_crossing", "Rumichaca Bridge", "2019-03-10"), ("relocation", "Lima", "2019-03-14")], (),
          "en-weekday-entries"),
]


@pytest.mark.parametrize("text, published, present, absent", A_CHRONOLOGY_BY_WEEKDAY)
def test_a_chronology_by_weekday(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded_md(gazetteer, text, published), present, absent)


def _coded_md(gazetteer, text: str, published: str) -> list[tuple[str, str | None, str | None]]:
    """A chronology read as a saved Markdown page is: one entry a line, each its own span."""
    article = article_from_bytes(text.encode(), "chronology.md", published=published)
    events = extract_events(article, split_sentences(article), resolve_mentions(article.text, gazetteer))
    return [(e.event_type, e.place, e.date.iso() if e.date else None) for e in events]


AN_ENTRY_OPENING_ON_A_PHRASE = [
    # "- **Martes 12:** tras pasar por Quito, llegan a Huaquillas": a phrase of way or time before the entry's verb
    _case("Los cabos Luis Mora y Pedro Gil se quedaron tres semanas en Cúcuta.\n"
          "- **10 de marzo:** tras dos días de viaje, llegan a Quito.\n"
          "- **14 de marzo:** tras pasar por Trujillo, llegan a Lima.\n", "2019-03-21",
          [("relocation", "Quito", "2019-03-10"), ("relocation", "Lima", "2019-03-14")], (), "es-tras-despues-de"),
    _case("Os cabos Luis Mora e Pedro Gil ficaram três semanas em Boa Vista.\n"
          "- **10 de março:** depois de dois dias de viagem, chegam a Manaus.\n", "2019-03-21",
          [("relocation", "Manaus", "2019-03-10")], (), "pt-depois-de"),
    # ... and "Esa noche cruzan a pie el puente": the entry's next sentence, on the night the entry told
    _case("Los cabos Luis Mora y Pedro Gil se quedaron tres semanas en Cúcuta.\n"
          "- **12 de marzo:** llegan a Huaquillas. Esa noche cruzan a pie el puente hacia Aguas Verdes.\n",
          "2019-03-21", [("border_crossing", "Aguas Verdes", "2019-03-12")], (), "es-esa-noche-cruzan"),
]


@pytest.mark.parametrize("text, published, present, absent", AN_ENTRY_OPENING_ON_A_PHRASE)
def test_an_entry_opening_on_a_phrase(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded_md(gazetteer, text, published), present, absent)


A_REQUEST_LODGED = [
    # "depositó su solicitud de refugio", "formalizó su petición de protección internacional": the request made
    _case("El jueves 2 de mayo el teniente Luis Mora depositó su solicitud de refugio en Santo Domingo.", "2019-05-21",
          [("asylum", "Santo Domingo", "2019-05-02")], (), "es-deposito-su-solicitud"),
    _case("El lunes 6 de mayo el sargento Luis Mora formalizó en Madrid su petición de protección internacional.",
          "2019-06-10", [("asylum", ANY, "2019-05-06")], (), "es-formalizo-su-peticion"),
    # (a petition of something else is no request for refuge)
    _case("El lunes 6 de mayo el sargento Luis Mora presentó en Madrid una petición de información.", "2019-06-10",
          [], ("asylum",), "es-peticion-de-informacion"),
]


@pytest.mark.parametrize("text, published, present, absent", A_REQUEST_LODGED)
def test_a_request_lodged(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_POST_NAMED_WITH_ITS_ARM = [
    # "prestaba servicio en la base naval de Punto Fijo ... salió de la base": the post left is in its town
    _case("El teniente Luis Mora prestaba servicio en la base naval de Punto Fijo, en la península de Paraguaná. El "
          "viernes 15 de marzo salió de la base al terminar su guardia y no regresó.", "2019-05-21",
          [("defection", "Punto Fijo", "2019-03-15")], (), "es-base-naval-de"),
    _case("O tenente Luis Mora servia no batalhão aéreo de Boa Vista. Na sexta-feira, 15 de março, deixou o batalhão "
          "e não voltou.", "2019-05-21", [("defection", "Boa Vista", "2019-03-15")], (), "pt-batalhao-aereo-de"),
]


@pytest.mark.parametrize("text, published, present, absent", A_POST_NAMED_WITH_ITS_ARM)
def test_a_post_named_with_its_arm(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


HELD_BY_THE_POLICE_AS_INTERVENIDO = [
    # "fue intervenido por agentes de la Policía Nacional": Peru's word for a stop that holds someone
    _case("El sábado 16, el excabo Luis Mora fue intervenido por agentes de la Policía Nacional en Los Olivos.",
          "2019-03-21", [("arrest", "Los Olivos", "2019-03-16")], (), "es-intervenido-por-agentes"),
    _case("El sábado 16, dos exsoldados fueron intervenidos durante un operativo por policías en Los Olivos.",
          "2019-03-21", [("arrest", "Los Olivos", "2019-03-16")], (), "es-intervenidos-por-policias"),
    # ... not an operation by doctors
    _case("El sábado 16, el excabo Luis Mora fue intervenido quirúrgicamente en Lima.", "2019-03-21", [],
          ("arrest",), "es-intervenido-quirurgicamente"),
    _case("El excabo Luis Mora fue intervenido por los médicos del hospital de Lima el sábado 16.", "2019-03-21", [],
          ("arrest",), "es-intervenido-por-los-medicos"),
]


@pytest.mark.parametrize("text, published, present, absent", HELD_BY_THE_POLICE_AS_INTERVENIDO)
def test_held_by_the_police_as_intervenido(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_PROTEST_AFTER_A_REVOLT = [
    # "The mutiny was put down ... That night residents banged pots and pans in protest": the protest a revolt or its
    # crackdown sets off is in its scene
    _case("On Jan. 21, a group of guardsmen seized weapons at a post in Cotiza. The revolt was crushed within hours and "
          "the government said 27 guardsmen were arrested. That night residents banged pots and pans in protest.",
          "2019-01-29", [("protest", "Cotiza", "2019-01-21")], (), "en-that-night-in-protest"),
    _case("El 21 de enero, un grupo de guardias se alzó en un puesto de Cotiza. Esa noche los vecinos salieron a "
          "protestar con cacerolas.", "2019-01-29", [("protest", "Cotiza", "2019-01-21")], (), "es-esa-noche-protestar"),
    _case("Em 21 de janeiro, um grupo de guardas se rebelou em um posto de Cotiza. Naquela noite os moradores "
          "protestaram com panelaços.", "2019-01-29", [("protest", "Cotiza", "2019-01-21")], (), "pt-naquela-noite"),
]


@pytest.mark.parametrize("text, published, present, absent", A_PROTEST_AFTER_A_REVOLT)
def test_a_protest_after_a_revolt(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_STEP_TOLD_BY_ITS_AIM = [
    # "pagó a un trochero para cruzar el río": the crossing's left-out subject is that of the verb its aim serves
    _case("El sargento Luis Mora dejó su puesto en Valencia el 12 de abril. El domingo 14 pagó a un \"trochero\" para "
          "cruzar el río Táchira a pie desde San Antonio del Táchira.", "2019-06-10",
          [("border_crossing", ANY, "2019-04-14")], (), "es-pago-a-un-trochero-para-cruzar"),
    _case("O sargento Luis Mora deixou seu posto em Santa Elena em 12 de abril. No domingo (14) pagou a um coiote para "
          "atravessar a fronteira por uma trilha até Pacaraima.", "2019-06-10",
          [("border_crossing", "Pacaraima", "2019-04-14")], (), "pt-pagou-a-um-coiote-para-atravessar"),
    # ... and whose order closed the border, named in an aside before the verb, is not its subject
    _case("El sargento Luis Mora dejó su puesto en San Cristóbal el 12 de abril. El domingo 14, con la frontera cerrada "
          "por orden del Gobierno de Nicolás Maduro, cruzó el río Táchira por una trocha hasta La Parada.", "2019-06-10",
          [("border_crossing", ANY, "2019-04-14")], (), "es-por-orden-de-maduro"),
    _case("O sargento Luis Mora deixou seu posto em Santa Elena em 12 de abril. No domingo (14), com a fronteira fechada "
          "por ordem do governo de Nicolás Maduro, atravessou a fronteira por uma trilha até Pacaraima.", "2019-06-10",
          [("border_crossing", "Pacaraima", "2019-04-14")], (), "pt-por-ordem-de-maduro"),
]


@pytest.mark.parametrize("text, published, present, absent", A_STEP_TOLD_BY_ITS_AIM)
def test_a_step_told_by_its_aim(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_RIDE_ENDED_BY_GETTING_OFF = [
    # "bajó del bus en Lima", "desceu do ônibus em Manaus", "got off the bus in Lima": where the ride ended
    _case("El excabo Luis Mora salió de Cúcuta el 8 de marzo. El jueves 14 bajó del bus en Lima.", "2019-03-21",
          [("relocation", "Lima", "2019-03-14")], (), "es-bajo-del-bus-en"),
    _case("O ex-cabo Luis Mora saiu de Boa Vista em 8 de março. Na quinta-feira (14) desceu do ônibus em Manaus.",
          "2019-03-21", [("relocation", "Manaus", "2019-03-14")], (), "pt-desceu-do-onibus-em"),
    _case("Corporal Luis Mora left Cúcuta on March 8. On Thursday, March 14, he got off the bus in Lima.", "2019-03-21",
          [("relocation", "Lima", "2019-03-14")], (), "en-got-off-the-bus-in"),
    # (not the men agents take off a bus: an arrest)
    _case("El jueves 14 los agentes bajaron del autobús a cinco jóvenes en Ureña.", "2019-03-21",
          [("arrest", "Ureña", "2019-03-14")], ("relocation",), "es-bajaron-del-autobus-a"),
]


@pytest.mark.parametrize("text, published, present, absent", A_RIDE_ENDED_BY_GETTING_OFF)
def test_a_ride_ended_by_getting_off(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


def test_a_chronology_ride_ended_by_getting_off(gazetteer) -> None:
    # "- **Jueves 14:** bajan del bus en Lima": the entry's present
    text = ("Los cabos Luis Mora y Pedro Gil se quedaron tres semanas en Cúcuta.\n"
            "- **14 de marzo:** después de 20 horas de viaje, bajan del bus en Lima.\n")
    assert_coded(_coded_md(gazetteer, text, "2019-03-21"), [(ANY, "Lima", "2019-03-14")])


def _coded_page(gazetteer, text: str, published: str) -> list[tuple[str, str | None, str | None]]:
    """(type, country, day) rows of a text file read as the pipeline reads one (headline, byline, paragraphs)."""
    article = article_from_bytes(text.encode(), "story.txt", published=published)
    events = extract_events(article, split_sentences(article), resolve_mentions(article.text, gazetteer))
    return [(e.event_type, e.country_code or None, e.date.iso() if e.date else None) for e in events]


A_TOWN_UNDER_THE_BYLINE = [
    # "Por Ana Pérez Gómez\nCúcuta": the town on its own line under the byline is the dateline, where a crossing told
    # with no place came out and whose country an unowned institution speaks for
    _case("Soldados venezuelanos dejan su puesto en Ureña\n\nPor Ana Pérez Gómez\nCúcuta\n\nTres soldados venezolanos "
          "cruzaron la frontera el sábado 13 y pidieron protección.", "2019-04-16",
          [("border_crossing", "CO", "2019-04-13")], (), "es-por-byline-town"),
    _case("Soldados venezuelanos deixam o quartel de Santa Elena de Uairén\n\nPor Ana Pereira Gomes\nPacaraima\n\nTrês "
          "soldados venezuelanos atravessaram a fronteira no sábado (13) e pediram refúgio.", "2019-04-16",
          [("border_crossing", "BR", "2019-04-13")], (), "pt-por-byline-town"),
    _case("Venezuelan soldiers leave their post in Ureña\n\nBy Ann Perez\nCúcuta\n\nThree Venezuelan soldiers crossed "
          "the border on Saturday and asked for protection.", "2019-04-16",
          [("border_crossing", "CO", "2019-04-13")], (), "en-by-byline-town"),
    _case("Un exsoldado venezolano pide ayuda en Colombia\n\nPor Ana Pérez Gómez\nCúcuta\n\nLa Defensoría del Pueblo "
          "advirtió este lunes sobre los riesgos que corren los caminantes venezolanos en la vía.", "2019-04-16",
          [("statement", "CO", "2019-04-15")], (), "es-institution-speaks-for-the-dateline"),
    # (a town under a line of the story is no dateline)
    _case("Soldados venezuelanos dejan su puesto en Ureña\n\nLos soldados salieron de noche por el río.\nCúcuta\n\nTres "
          "soldados venezolanos cruzaron la frontera el sábado 13 y pidieron protección.", "2019-04-16",
          [], (("border_crossing", "CO", ANY),), "es-town-under-a-sentence"),
]


@pytest.mark.parametrize("text, published, present, absent", A_TOWN_UNDER_THE_BYLINE)
def test_a_town_under_the_byline(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded_page(gazetteer, text, published), present, absent)
