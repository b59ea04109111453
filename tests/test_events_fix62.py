"""Event extraction traps found in held-out batch 62 (a former guardsman shot in a Cali barrio, guardsmen landing
by pirogue in Trinidad, a sergeant's journey down the Amazon), each shown on new sentences: other stories'
headlines listed under a "read also" label, where a deserter is recovering now, someone's way blocked ("le
cerraron el paso"), a passive "were escorted to", a post left that is named with "a", asylum paperwork begun "para
ser reconocidos como desertores y pedir protección", a military vehicle that is nobody, since when someone has lived
where he lives, a Spanish or Portuguese chronology's present, a town's bridges crossed, the one held named by his
arrest ("contra el capturado") and Venezuelans who were members of a force."""

from __future__ import annotations

import pytest

from geo.articles import article_from_bytes, split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events_batch9 import ANY, _case, _coded, assert_coded


def _coded_file(gazetteer, text: str, published: str) -> list[tuple[str, str | None, str | None]]:
    """As `_coded`, for the text read as a file is (cleaned of site furniture)."""
    article = article_from_bytes(text.encode(), "story.txt", published=published)
    events = extract_events(article, split_sentences(article), resolve_mentions(article.text, gazetteer))
    return [(e.event_type, e.place, e.date.iso() if e.date else None) for e in events]


READ_ALSO_LISTS = [
    # the bulleted headlines under a "read also" label are other stories: nothing they tell is coded
    _case("El sargento Pérez cruzó a Colombia por Cúcuta el viernes.\n\nLEA TAMBIÉN\n"
          "- Dos soldados desertaron hacia Brasil por Pacaraima\n- Cinco guardias huyeron a Arauca",
          "2019-11-18", [("border_crossing", "Cúcuta", "2019-11-15")],
          (("defection", "Pacaraima", ANY), ("defection", "Arauca", ANY)), "es-lea-tambien"),
    _case("O sargento Pérez cruzou a fronteira em Pacaraima na sexta-feira (15).\n\nLeia também\n"
          "- Venezuela: os militares que desertaram para Boa Vista\n- Dois cabos fugiram para Manaus",
          "2019-11-18", [("border_crossing", "Pacaraima", "2019-11-15")],
          (("defection", "Boa Vista", ANY), ("defection", "Manaus", ANY)), "pt-leia-tambem"),
    _case("The sergeant crossed into Colombia at Cúcuta on Friday.\n\nRelated stories\n"
          "- Two soldiers deserted to Brazil through Pacaraima\n- Guardsmen fled to Arauca",
          "2019-11-18", [("border_crossing", "Cúcuta", "2019-11-15")],
          (("defection", "Pacaraima", ANY), ("defection", "Arauca", ANY)), "en-related-stories"),
    # ... a bulleted list under any other label is the story's own (a chronology)
    _case("El sargento Pérez cruzó a Colombia por Cúcuta el viernes.\n\nCronología\n"
          "- 3 de noviembre: dos soldados desertaron hacia Brasil por Pacaraima.",
          "2019-11-18", [("defection", "Pacaraima", "2019-11-03")], (), "es-chronology-kept"),
]


@pytest.mark.parametrize("text, published, present, absent", READ_ALSO_LISTS)
def test_read_also_lists(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded_file(gazetteer, text, published), present, absent)


RECOVERING_THERE_NOW = [
    # "who deserted in April, is recovering in a hospital in X": where he is treated now is no place of the desertion
    _case("El cabo Pérez, que desertó en abril, se recupera en el Hospital Erasmo Meoz.", "2019-09-20",
          [("defection", "Venezuela", "2019-04-01")], (("defection", "Erasmo Meoz University Hospital", ANY),),
          "es-se-recupera-en-el-hospital"),
    _case("Sergeant Pérez, who deserted in April, is recovering in Cúcuta.", "2019-09-20",
          [("defection", "Venezuela", "2019-04-01")], (("defection", "Cúcuta", ANY),), "en-is-recovering-in"),
    _case("O sargento Pérez, que desertou em abril, se recupera em Boa Vista.", "2019-09-20",
          [("defection", "Venezuela", "2019-04-01")], (("defection", "Boa Vista", ANY),), "pt-se-recupera-em"),
    _case("El sargento Pérez, que desertó en abril, sigue internado en Cúcuta.", "2019-09-20",
          [("defection", "Venezuela", "2019-04-01")], (("defection", "Cúcuta", ANY),), "es-sigue-internado-en"),
]


@pytest.mark.parametrize("text, published, present, absent", RECOVERING_THERE_NOW)
def test_recovering_there_now(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


SOMEONES_WAY_BLOCKED = [
    # "le cerraron el paso": two men stopped someone, no road blocked by a protest
    _case("Al regresar, dos hombres en moto le cerraron el paso al cabo Pérez y le exigieron dinero.", "2019-09-17",
          [], ("protest",), "es-le-cerraron-el-paso"),
    _case("Cuando llegamos al puente, los guardias nos cerraron el paso.", "2019-09-17", [], ("protest",),
          "es-nos-cerraron-el-paso"),
    # ... protesters shutting the road still protest
    _case("Los manifestantes cerraron el paso en la carretera el lunes.", "2019-09-17",
          [("protest", ANY, "2019-09-16")], (), "es-cerraron-el-paso-protest"),
]


@pytest.mark.parametrize("text, published, present, absent", SOMEONES_WAY_BLOCKED)
def test_someones_way_blocked(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ESCORTED_AS_A_PASSIVE = [
    # "were escorted to Port of Spain": moved by others, the passive's subject the ones moved
    _case("Yesterday afternoon, the four guardsmen were escorted to Port of Spain.", "2019-08-14",
          [("relocation", "Port of Spain", "2019-08-13")], (), "en-were-escorted-to"),
    _case("El martes, los tres sargentos fueron escoltados por la policía hasta Cúcuta.", "2019-08-14",
          [("relocation", "Cúcuta", "2019-08-13")], (), "es-fueron-escoltados-hasta"),
    _case("Na terça-feira (13), os três sargentos foram escoltados até Boa Vista.", "2019-08-14",
          [("relocation", "Boa Vista", "2019-08-13")], (), "pt-foram-escoltados-ate"),
]


@pytest.mark.parametrize("text, published, present, absent", ESCORTED_AS_A_PASSIVE)
def test_escorted_as_a_passive(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_POST_LEFT_NAMED_WITH_A = [
    # "slipped out of a small checkpoint near X", "left an isolated border post": a post named with "a"
    _case("On the night of Sept. 14, two army privates slipped out of a small checkpoint near Paraguaipoa.",
          "2019-10-07", [("defection", "Paraguaipoa", "2019-09-14")], ("relocation",), "en-slipped-out-of-a-checkpoint"),
    _case("On Tuesday two sergeants left an isolated border post near Guasdualito.", "2019-10-07",
          [("defection", "Guasdualito", "2019-10-01")], (), "en-left-an-isolated-border-post"),
    # ... a post office is no post
    _case("On Tuesday two sergeants left a post office in Guasdualito.", "2019-10-07", [], ("defection",),
          "en-left-a-post-office"),
]


@pytest.mark.parametrize("text, published, present, absent", A_POST_LEFT_NAMED_WITH_A)
def test_a_post_left_named_with_a(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ASYLUM_PAPERWORK_FOR_A_STATUS = [
    # "iniciaron ante Migración el trámite para ser reconocidos como desertores y pedir protección": before whom, and
    # a status asked for on the way to the request
    _case("Este martes los siete soldados iniciaron ante Migración Colombia el trámite para ser reconocidos como "
          "desertores y pedir protección.", "2019-12-10", [("asylum", ANY, "2019-12-10")], (),
          "es-iniciaron-ante-el-tramite-para-ser-reconocidos-y-pedir"),
    _case("El lunes los dos sargentos abrieron en Cúcuta el trámite para ser reconocidos como desertores y pedir "
          "protección.", "2019-12-10", [("asylum", "Cúcuta", "2019-12-09")], (), "es-abrieron-en-el-tramite-para-pedir"),
]


@pytest.mark.parametrize("text, published, present, absent", ASYLUM_PAPERWORK_FOR_A_STATUS)
def test_asylum_paperwork_for_a_status(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_MILITARY_VEHICLE_IS_NOBODY = [
    # "en un camión militar", "en un avión militar": the vehicle is no soldier, so the men carried in it stay the
    # subject of what they do next
    _case("Los siete soldados llegaron el domingo 8 a Agustín Codazzi. Al día siguiente fueron trasladados en un camión "
          "militar a Valledupar. Este martes pidieron refugio ante Migración Colombia.", "2019-12-10",
          [("relocation", "Valledupar", "2019-12-09"), ("asylum", "Valledupar", "2019-12-10")], (),
          "es-en-un-camion-militar"),
    _case("Los cuatro cabos llegaron el domingo 8 a Cúcuta. Al día siguiente fueron llevados en un avión militar a "
          "Bogotá. Este martes pidieron refugio ante la Cancillería.", "2019-12-10",
          [("relocation", "Bogotá", "2019-12-09"), ("asylum", "Bogotá", "2019-12-10")], (), "es-en-un-avion-militar"),
]


@pytest.mark.parametrize("text, published, present, absent", A_MILITARY_VEHICLE_IS_NOBODY)
def test_a_military_vehicle_is_nobody(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


LIVED_THERE_SINCE = [
    # "que vive em Curitiba desde julho": the start of his stay is no running total that would leave the arrest undated
    _case("Um ex-sargento que vive em Curitiba desde julho foi detido pela Polícia Federal (PF) no sábado (12) em "
          "Pacaraima.", "2019-10-17", [("arrest", "Pacaraima", "2019-10-12")], (), "pt-vive-em-desde"),
    _case("Un exsargento que vive en Bogotá desde julio fue detenido por la Policía Nacional (PNC) el sábado en Cúcuta.",
          "2019-10-17", [("arrest", "Cúcuta", "2019-10-12")], (), "es-vive-en-desde"),
    _case("A former sergeant who lives in Bogotá since July was detained by the Colombian police in Cúcuta on Saturday.",
          "2019-10-17", [("arrest", "Cúcuta", "2019-10-12")], (), "en-lives-in-since"),
    # ... a "when" clause after the day tells what happened that day
    _case("El capitán Pérez vive en Cúcuta con su esposa desde marzo, cuando la familia cruzó por el puente Francisco "
          "de Paula Santander.", "2019-10-17",
          [("border_crossing", "Francisco de Paula Santander International Bridge", "2019-03-01")], (),
          "es-vive-en-desde-cuando"),
    # ... a running total still dates nothing
    _case("Desde julho, mais de 300 militares desertaram (segundo a PF) em Roraima.", "2019-10-17", [],
          (("defection", ANY, "2019-07-01"),), "pt-running-total-since"),
]


@pytest.mark.parametrize("text, published, present, absent", LIVED_THERE_SINCE)
def test_lived_there_since(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_CHRONOLOGYS_PRESENT_CROSSING = [
    # "- 23 de febrero: 60 guardias cruzan los puentes de San Antonio": a Spanish or Portuguese chronology entry opening
    # on its day tells its crossing in the present, as an English one does ("- Feb. 23: 60 guardsmen cross")
    _case("- **23 de febrero**: más de 60 guardias cruzan los puentes de San Antonio y Ureña.",
          "2019-11-15", [("border_crossing", "San Antonio del Táchira", "2019-02-23")], (), "es-cruzan-los-puentes"),
    _case("- 12 de noviembre: un séptimo guardia cruza el río Táchira hacia La Parada.", "2019-11-15",
          [("border_crossing", ANY, "2019-11-12")], (), "es-cruza-el-rio"),
    _case("- 12 de novembro: dois sargentos atravessam a fronteira em Pacaraima.", "2019-11-15",
          [("border_crossing", "Pacaraima", "2019-11-12")], (), "pt-atravessam-a-fronteira"),
    # ... a present outside a dated entry is a habit
    _case("Los estudiantes cruzan el puente de San Antonio todos los días.", "2019-11-15", [], ("border_crossing",),
          "es-cruzan-a-habit"),
]


@pytest.mark.parametrize("text, published, present, absent", A_CHRONOLOGYS_PRESENT_CROSSING)
def test_a_chronologys_present_crossing(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_TOWNS_BRIDGES_CROSSED = [
    # "cruzaron los puentes de San Antonio y Ureña", "atravessaram a ponte de X": the bridges of a town, crossed there
    _case("El sábado 60 guardias cruzaron los puentes de San Antonio y Ureña.", "2019-11-15",
          [("border_crossing", "San Antonio del Táchira", "2019-11-09")], (), "es-cruzaron-los-puentes-de"),
    _case("El sábado 60 guardias cruzaron el puente de Ureña.", "2019-11-15",
          [("border_crossing", "Ureña", "2019-11-09")], (), "es-cruzaron-el-puente-de"),
]


@pytest.mark.parametrize("text, published, present, absent", A_TOWNS_BRIDGES_CROSSED)
def test_a_towns_bridges_crossed(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_ONE_HELD_AS_A_NOUN = [
    # "contra el capturado", "contra o detido": the man already held, named by his arrest, is no new arrest
    _case("El capitán Ruiz indicó que la Fiscalía pedirá medida de aseguramiento contra el capturado en una audiencia.",
          "2019-09-17", [], ("arrest",), "es-contra-el-capturado"),
    _case("O coronel Ruiz disse que o MPF vai pedir a prisão preventiva contra o detido na audiência.", "2019-09-17",
          [], ("arrest",), "pt-contra-o-detido"),
    # ... a participle after its auxiliary is still an arrest
    _case("El lunes el sargento Pérez fue capturado en Cúcuta.", "2019-09-17",
          [("arrest", "Cúcuta", "2019-09-16")], (), "es-fue-capturado"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_ONE_HELD_AS_A_NOUN)
def test_the_one_held_as_a_noun(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


FORMER_MEMBERS_OF_A_FORCE = [
    # "dos venezolanos que fueron miembros de la GNB": men the relative clause tells were soldiers are the arrest's
    # actors, as "dos miembros de la GNB" are (English already reads "Venezuelans who were members of the army")
    _case("Dos ciudadanos venezolanos que fueron miembros de la Guardia Nacional Bolivariana (GNB) fueron capturados "
          "este jueves en Cúcuta.", "2019-09-27", [("arrest", "Cúcuta", "2019-09-26")], (), "es-que-fueron-miembros-de"),
    _case("Dois venezuelanos que foram membros do Exército foram presos na quinta-feira (26) em Boa Vista.",
          "2019-09-27", [("arrest", "Boa Vista", "2019-09-26")], (), "pt-que-foram-membros-do"),
    _case("Dois cidadãos venezuelanos que eram membros da Guarda Nacional foram detidos na quinta-feira (26) em "
          "Pacaraima.", "2019-09-27", [("arrest", "Pacaraima", "2019-09-26")], (), "pt-que-eram-membros-da"),
    # ... Venezuelans told as nothing more are no soldiers
    _case("Dos venezolanos fueron capturados este jueves en Cúcuta.", "2019-09-27", [], ("arrest",),
          "es-venezolanos-alone"),
]


@pytest.mark.parametrize("text, published, present, absent", FORMER_MEMBERS_OF_A_FORCE)
def test_former_members_of_a_force(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


HELD_AT_HOME_BY_ITS_SERVICES = [
    # an arrest by the DGCIM or the SEBIN told with no place is not carried to where a tally before it sent others
    # abroad: it was in Venezuela
    _case("Al menos 45 militares venezolanos han cruzado por las trochas de Ureña hacia Cúcuta en lo que va de 2019. "
          "Según un familiar de uno de los desertores, funcionarios de la Dgcim detuvieron el sábado 7 al sargento que "
          "estaba a cargo del puesto.", "2019-12-10", [("arrest", "Venezuela", "2019-12-07")],
          (("arrest", "Cúcuta", ANY),), "es-dgcim-after-a-tally-to-cucuta"),
    _case("Al menos 45 militares venezolanos han cruzado por la Serranía del Perijá hacia Valledupar en lo que va de "
          "2019. Según un familiar de uno de los desertores, funcionarios del Sebin detuvieron el sábado 7 al teniente "
          "que estaba a cargo del puesto.", "2019-12-10", [("arrest", "Venezuela", "2019-12-07")],
          (("arrest", "Valledupar", ANY),), "es-sebin-after-a-tally-to-valledupar"),
]


@pytest.mark.parametrize("text, published, present, absent", HELD_AT_HOME_BY_ITS_SERVICES)
def test_held_at_home_by_its_services(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_FORCE_BY_ITS_COUNTRYS_NAME = [
    # "se entregaron a una patrulla del Ejército de Colombia", "a uma patrulha do Exército do Brasil": giving oneself up
    # to the neighbour's force, named by its country, ends a crossing as "al Ejército colombiano" does
    _case("El domingo 8 los siete soldados se entregaron a una patrulla del Ejército de Colombia en Agustín Codazzi.",
          "2019-12-10", [("border_crossing", "Agustín Codazzi", "2019-12-08")], (), "es-patrulla-del-ejercito-de-colombia"),
    _case("Na segunda-feira (9), os dois sargentos se entregaram a uma patrulha do Exército do Brasil em Pacaraima.",
          "2019-12-10", [("border_crossing", "Pacaraima", "2019-12-09")], (), "pt-patrulha-do-exercito-do-brasil"),
]


@pytest.mark.parametrize("text, published, present, absent", A_FORCE_BY_ITS_COUNTRYS_NAME)
def test_a_force_by_its_countrys_name(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
