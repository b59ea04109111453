"""Event extraction traps found in held-out batch 50 (soldiers chasing smugglers over a river, a sergeant acquitted
of April 30 who crossed the bridge days later, a lieutenant's year from a bridge to Lima), each shown on new
sentences in the three languages."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

THE_SOLDIER_AFTER_A_FRONTED_TIME_CLAUSE = [
    # "On Feb. 23, the day Guaidó tried ..., Sgt. X was posted at the bridge. ... he jumped the barrier": "he" is the
    # soldier the main clause is about, not the civilian the time clause names first; so he deserted.
    _case("On March 4, the day opposition leader Juan Guaidó flew back to Caracas, Cpl. Pedro Lara was on duty at the "
          "Simón Bolívar International Bridge. An hour later, he dropped his shield and ran to the Colombian side.",
          "2019-03-20", [("defection", ANY, "2019-03-04"), ("border_crossing", ANY, "2019-03-04")], (),
          "en-the-day-clause-then-the-soldier"),
    _case("El 4 de marzo, cuando el diputado Juan Guaidó volvía a Caracas, el cabo Pedro Lara estaba de guardia en el "
          "puente Simón Bolívar. Una hora después, cruzó corriendo hasta Cúcuta.", "2019-03-20",
          [("defection", ANY, "2019-03-04"), ("border_crossing", "Cúcuta", "2019-03-04")], (),
          "es-cuando-clause-then-the-soldier"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_SOLDIER_AFTER_A_FRONTED_TIME_CLAUSE)
def test_the_soldier_after_a_fronted_time_clause(gazetteer, text: str, published: str, present: list,
                                                 absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_ONE_TOLD_TO_IS_NO_SUBJECT = [
    # "Según contó a Efecto Cocuyo un familiar, el sargento tomó un autobús": the one told is no traveller, so the
    # soldier who crossed after it deserted.
    _case("Un cabo de la GNB salió de la cárcel de Ramo Verde el lunes 14. Según contó a Marta Rojas un vecino, "
          "el cabo viajó en autobús hasta Ureña el martes 15. Esa misma noche cruzó a pie el puente "
          "Francisco de Paula Santander.", "2019-10-20",
          [("defection", ANY, "2019-10-15"), ("border_crossing", ANY, "2019-10-15")], (), "es-segun-conto-a-outlet"),
    # ... but "relató a este medio un cabo": the one told is "this outlet", the corporal tells
    _case("\"Nadie nos ayudó\", relató a este medio un cabo de la GNB que desertó en marzo desde un puesto en Guasdualito.",
          "2019-06-20", [("defection", "Guasdualito", "2019-03-01")], (), "es-relato-a-este-medio-un-cabo"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_ONE_TOLD_TO_IS_NO_SUBJECT)
def test_the_one_told_to_is_no_subject(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THROUGH_CLOUDS_OF_TEAR_GAS = [
    # "ran through clouds of tear gas": what the runner went through, no violence told
    _case("On Feb. 23, Sgt. Ana Ruiz ran across the Francisco de Paula Santander bridge to Colombia through clouds of "
          "tear gas.", "2019-03-01", [("border_crossing", ANY, "2019-02-23")], ("violence",), "en-through-clouds-of"),
    _case("El 23 de febrero, la sargento Ana Ruiz cruzó el puente Simón Bolívar entre nubes de gases lacrimógenos.",
          "2019-03-01", [("border_crossing", ANY, "2019-02-23")], ("violence",), "es-entre-nubes-de"),
    _case("Em 23 de fevereiro, a sargento Ana Ruiz correu até o Brasil em meio a nuvens de gás lacrimogêneo em "
          "Pacaraima.", "2019-03-01", [("border_crossing", ANY, "2019-02-23")], ("violence",), "pt-em-meio-a-nuvens-de"),
    # ... clouds of tear gas fired at a crowd are still violence
    _case("On Feb. 23, guardsmen fired clouds of tear gas at volunteers in Ureña.", "2019-03-01",
          [("violence", "Ureña", "2019-02-23")], (), "en-fired-clouds-of-tear-gas-at"),
]


@pytest.mark.parametrize("text, published, present, absent", THROUGH_CLOUDS_OF_TEAR_GAS)
def test_through_clouds_of_tear_gas(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_DAY_AFTER_A_NAMED_ARREST = [
    # "Na quarta-feira (28), no dia seguinte à detenção": the day the weekday names, which the arrest confirms (not
    # the day after the latest date told)
    _case("Dois cabos venezuelanos foram detidos pela Polícia Federal em Bonfim na segunda-feira (9). Na terça-feira "
          "(10), no dia seguinte à detenção, eles pediram refúgio em Boa Vista.", "2019-09-12",
          [("asylum", "Boa Vista", "2019-09-10")], (("asylum", ANY, "2019-09-11"),), "pt-weekday-then-dia-seguinte-a"),
    # ... told alone, the day after the arrest named
    _case("Dois cabos venezuelanos foram detidos pela Polícia Federal em Bonfim na segunda-feira (9). No dia seguinte "
          "à prisão, eles pediram refúgio em Boa Vista.", "2019-09-12",
          [("asylum", "Boa Vista", "2019-09-10")], (), "pt-no-dia-seguinte-a-prisao"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_DAY_AFTER_A_NAMED_ARREST)
def test_the_day_after_a_named_arrest(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_GAPPED_CLAUSE_AT_A_SITE_OF_A_TOWN = [
    # "and two more at an armored unit in the city of Barinas on Sunday": the verbless clause's place is the town its
    # site stands in
    _case("Counterintelligence agents detained three sergeants in Maracay on Monday, and two more at an artillery "
          "battalion in the city of Valencia on Tuesday.", "2019-07-20",
          [("arrest", "Maracay", "2019-07-15"), ("arrest", "Valencia", "2019-07-16")], (), "en-two-more-at-a-site-in-x"),
    _case("La Dgcim detuvo a tres sargentos en Maracay el lunes y a dos más en un cuartel de Valencia el martes.",
          "2019-07-20", [("arrest", "Maracay", "2019-07-15"), ("arrest", "Valencia", "2019-07-16")], (),
          "es-dos-mas-en-un-cuartel-de-x"),
    _case("A Dgcim prendeu três sargentos em Maracay na segunda-feira e outros dois num quartel de Valencia na "
          "terça-feira.", "2019-07-20", [("arrest", "Maracay", "2019-07-15"), ("arrest", "Valencia", "2019-07-16")],
          (), "pt-outros-dois-num-quartel-de-x"),
]


@pytest.mark.parametrize("text, published, present, absent", A_GAPPED_CLAUSE_AT_A_SITE_OF_A_TOWN)
def test_a_gapped_clause_at_a_site_of_a_town(gazetteer, text: str, published: str, present: list,
                                             absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ENDED_UP_HELD = [
    # "cruzaron el río y terminaron retenidos": held, as "fueron retenidos" is
    _case("Tres guardias cruzaron el río Arauca el jueves y terminaron retenidos en Arauquita.", "2019-08-20",
          [("arrest", "Arauquita", "2019-08-15")], (), "es-terminaron-retenidos"),
    _case("Three guardsmen crossed the Arauca River on Thursday and ended up detained in Arauquita.", "2019-08-20",
          [("arrest", "Arauquita", "2019-08-15")], (), "en-ended-up-detained"),
    _case("Três guardas atravessaram o rio na quinta-feira (15) e acabaram detidos em Pacaraima.", "2019-08-20",
          [("arrest", "Pacaraima", "2019-08-15")], (), "pt-acabaram-detidos"),
]


@pytest.mark.parametrize("text, published, present, absent", ENDED_UP_HELD)
def test_ended_up_held(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_CHASE_OVER_THE_LINE_IS_NO_DESERTION = [
    # Soldiers chasing smugglers over the river are on duty: a crossing, no desertion
    _case("Cuatro guardias venezolanos que perseguían a unos contrabandistas cruzaron el río Arauca el jueves hasta "
          "Arauquita.", "2019-08-20", [("border_crossing", ANY, "2019-08-15")], ("defection",), "es-que-perseguian"),
    _case("Four Venezuelan guardsmen chasing fuel smugglers crossed the Arauca River into Arauquita on Thursday.",
          "2019-08-20", [("border_crossing", ANY, "2019-08-15")], ("defection",), "en-chasing"),
    _case("Dois soldados venezuelanos que perseguiam garimpeiros atravessaram a fronteira em Pacaraima na quinta-feira "
          "(15).", "2019-08-20", [("border_crossing", ANY, "2019-08-15")], ("defection",), "pt-que-perseguiam"),
    # ... the same men told again in the next sentence are still on the chase
    _case("Cuatro guardias venezolanos que perseguían a unos contrabandistas cruzaron el río Arauca. Los guardias "
          "llegaron en una lancha a la orilla colombiana el jueves 15.", "2019-08-20",
          [("border_crossing", ANY, "2019-08-15")], ("defection",), "es-the-chase-told-the-sentence-before"),
    # ... soldiers who fled persecution are deserters
    _case("Cuatro guardias venezolanos que denunciaban persecución cruzaron el río Arauca el jueves hasta Arauquita.",
          "2019-08-20", [("defection", ANY, "2019-08-15")], (), "es-fleeing-persecution"),
]


@pytest.mark.parametrize("text, published, present, absent", A_CHASE_OVER_THE_LINE_IS_NO_DESERTION)
def test_a_chase_over_the_line_is_no_desertion(gazetteer, text: str, published: str, present: list,
                                               absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_SIDE_RUN_TO_BEATS_A_FAR_DATELINE = [
    # A story filed from Lima: "ran to the Colombian side" came out in Colombia, not in the dateline's town
    _case("LIMA, Peru — On Feb. 23, Cpl. Pedro Lara was on duty at the Simón Bolívar International Bridge. Shortly "
          "after noon, he jumped the barrier and ran toward the Colombian side.", "2019-12-20",
          [("border_crossing", "Colombia", "2019-02-23")], (("border_crossing", "Lima", ANY),),
          "en-lima-dateline-colombian-side"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_SIDE_RUN_TO_BEATS_A_FAR_DATELINE)
def test_the_side_run_to_beats_a_far_dateline(gazetteer, text: str, published: str, present: list,
                                              absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_JOURNEY_COUNTED_IN_A_LINE = [
    # "To get here, he crossed three borders and joined two protests": a tally, no crossing or protest of its own
    _case("To reach Santiago, Cpl. Pedro Lara crossed four borders and joined three protests.", "2019-12-20", [],
          ("border_crossing", "protest", "defection"), "en-crossed-four-borders"),
    _case("Para llegar a Santiago, el cabo Pedro Lara cruzó cuatro fronteras y participó en tres protestas.",
          "2019-12-20", [], ("border_crossing", "protest", "defection"), "es-cruzo-cuatro-fronteras"),
    # ... one border crossed is a crossing
    _case("On Monday, Cpl. Pedro Lara crossed the border into Colombia at Paraguachón.", "2019-12-20",
          [("border_crossing", ANY, "2019-12-16")], (), "en-crossed-the-border"),
]


@pytest.mark.parametrize("text, published, present, absent", A_JOURNEY_COUNTED_IN_A_LINE)
def test_a_journey_counted_in_a_line(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


AMONG_THOSE_WHO_MARCHED = [
    # "On Sept. 17, X was among some 200 ex-soldiers who marched": being among them tells nothing, so the march is
    # the sentence's event, on its day
    _case("On Oct. 8, Cpl. Pedro Lara was among some 80 former soldiers who marched to the UNHCR office in Cúcuta.",
          "2019-12-20", [("protest", "Cúcuta", "2019-10-08")], (), "en-was-among-those-who-marched"),
    _case("On Saturday, two deserted sergeants were among the 40 people who blocked a road in Villa del Rosario.",
          "2019-12-20", [("protest", "Villa del Rosario", "2019-12-14")], (), "en-were-among-those-who-blocked"),
]


@pytest.mark.parametrize("text, published, present, absent", AMONG_THOSE_WHO_MARCHED)
def test_among_those_who_marched(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


CAMPED_OUTSIDE_AN_OFFICE = [
    # "camped for two days outside the Foreign Ministry": a sit-in
    _case("On Nov. 4, about 60 former soldiers camped for three days outside the Defense Ministry in Bogotá.",
          "2019-12-20", [("protest", "Bogotá", "2019-11-04")], (), "en-camped-outside"),
    _case("El 4 de noviembre, unos 60 exmilitares acamparon durante tres días frente a la Defensoría del Pueblo en "
          "Bogotá.", "2019-12-20", [("protest", "Bogotá", "2019-11-04")], (), "es-acamparon-frente-a"),
    _case("Em 4 de novembro, cerca de 60 ex-militares acamparam em frente ao Ministério da Justiça em Brasília.",
          "2019-12-20", [("protest", "Brasília", "2019-11-04")], (), "pt-acamparam-em-frente-ao"),
]


@pytest.mark.parametrize("text, published, present, absent", CAMPED_OUTSIDE_AN_OFFICE)
def test_camped_outside_an_office(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THAT_WEEKDAY_GOES_ON_FROM_THE_DAY_TOLD = [
    # "crossed on Wednesday, Nov. 13 ... That Saturday, walked into Peru": the Saturday of that week, and the walk
    # into a third country is a crossing
    _case("On Tuesday, Oct. 8, Cpl. Pedro Lara crossed the Rumichaca Bridge into Ecuador on foot. That Friday, he "
          "walked into Peru at Aguas Verdes.", "2019-12-20",
          [("border_crossing", ANY, "2019-10-11"), ("relocation", ANY, "2019-10-11")], (), "en-that-friday"),
    _case("El martes 8 de octubre, el cabo Pedro Lara cruzó el puente de Rumichaca hacia Ecuador. Ese viernes, caminó "
          "hasta Perú por Aguas Verdes.", "2019-12-20", [("relocation", ANY, "2019-10-11")], (), "es-ese-viernes"),
    # ... "ese mismo viernes" is a Friday told before, not one counted on from another day
    _case("El sábado 23 de febrero el cabo Pedro Lara cruzó el puente Simón Bolívar. Ese mismo viernes, unos 40 "
          "exmilitares bloquearon la vía en Villa del Rosario.", "2019-06-10",
          [], (("protest", ANY, "2019-03-01"),), "es-ese-mismo-viernes"),
]


@pytest.mark.parametrize("text, published, present, absent", THAT_WEEKDAY_GOES_ON_FROM_THE_DAY_TOLD)
def test_that_weekday_goes_on_from_the_day_told(gazetteer, text: str, published: str, present: list,
                                                absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ASKED_AT_A_COUNTRYS_OFFICE = [
    # "asked for refugee status at the offices of Peru's refugee commission": in Peru, not where he last was
    _case("Cpl. Pedro Lara left Bogotá by bus on Oct. 1. On Oct. 9, he asked for refugee status at the offices of "
          "Peru's refugee commission.", "2019-12-20", [("asylum", "Peru", "2019-10-09")], (("asylum", "Bogotá", ANY),),
          "en-at-perus-office"),
    # ... a country's embassy in a named town is in that town
    _case("Cpl. Pedro Lara left Cúcuta by bus on Oct. 1. On Oct. 9, he asked for refugee status at Peru's embassy "
          "in Bogotá.", "2019-12-20", [("asylum", "Bogotá", "2019-10-09")], (), "en-at-perus-embassy-in-bogota"),
]


@pytest.mark.parametrize("text, published, present, absent", ASKED_AT_A_COUNTRYS_OFFICE)
def test_asked_at_a_countrys_office(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_PLACE_ONCE_CROSSED = [
    # "a few hundred yards from the river he had crossed": a place described, no crossing
    _case("In July, Cpl. Pedro Lara moved to a room in La Parada, a short walk from the bridge he had crossed.",
          "2019-12-20", [("relocation", "La Parada", "2019-07-01")], ("border_crossing",), "en-the-bridge-he-had-crossed"),
    _case("En julio, el cabo Pedro Lara se mudó a un cuarto en La Parada, cerca del río que había cruzado.",
          "2019-12-20", [("relocation", "La Parada", "2019-07-01")], ("border_crossing",), "es-el-rio-que-habia-cruzado"),
]


@pytest.mark.parametrize("text, published, present, absent", A_PLACE_ONCE_CROSSED)
def test_a_place_once_crossed(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


MOVED_BY_SOME_MEANS_AND_AN_AFTERNOON = [
    # "El viernes 20 por la tarde se trasladaron en un carro por puesto hasta Ureña": the means between the verb
    # and the place, and "por la tarde" in the time the sentence opens with
    _case("Dos soldados salieron del cuartel en Mérida el martes 10. El jueves 12 por la tarde se trasladaron en una "
          "camioneta hasta San Antonio del Táchira.", "2019-12-20",
          [("relocation", "San Antonio del Táchira", "2019-12-12")], (), "es-se-trasladaron-en-una-camioneta-hasta"),
    _case("Dos soldados salieron del cuartel en Mérida el martes 10. El jueves 12 por la noche cruzaron el puente "
          "Simón Bolívar.", "2019-12-20", [("border_crossing", ANY, "2019-12-12")], (), "es-el-jueves-12-por-la-noche"),
]


@pytest.mark.parametrize("text, published, present, absent", MOVED_BY_SOME_MEANS_AND_AN_AFTERNOON)
def test_moved_by_some_means_and_an_afternoon(gazetteer, text: str, published: str, present: list,
                                              absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


SOUGHT_REFUGE_IN_SPANISH_AND_PORTUGUESE = [
    # "buscaron refugio en la embajada de Brasil", "buscaram refúgio": sought refuge
    _case("El 30 de abril, otros doce militares buscaron refugio en la embajada de Brasil en Caracas.", "2019-05-10",
          [("asylum", "Embassy of Brazil in Caracas", "2019-04-30")], (), "es-buscaron-refugio"),
    _case("Em 30 de abril, outros doze militares buscaram refúgio na embaixada do Brasil em Caracas.", "2019-05-10",
          [("asylum", "Embassy of Brazil in Caracas", "2019-04-30")], (), "pt-buscaram-refugio"),
]


@pytest.mark.parametrize("text, published, present, absent", SOUGHT_REFUGE_IN_SPANISH_AND_PORTUGUESE)
def test_sought_refuge_in_spanish_and_portuguese(gazetteer, text: str, published: str, present: list,
                                                 absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


GUAIDO_AND_TROOPS_AT_A_BASE = [
    # "Guaidó and a few dozen troops appeared outside La Carlota air base": the April 30 image, told with the troops
    # as his co-subjects
    _case("Then came April 30, when Guaidó and some 30 soldiers appeared outside La Carlota air base.", "2019-06-10",
          [("uprising", ANY, "2019-04-30")], (), "en-guaido-and-troops-appeared"),
    _case("El 30 de abril, Guaidó y unos 30 militares aparecieron frente a la base aérea La Carlota.", "2019-06-10",
          [("uprising", ANY, "2019-04-30")], (), "es-guaido-y-militares-aparecieron"),
    _case("Em 30 de abril, Guaidó e cerca de 30 militares apareceram em frente à base aérea de La Carlota.",
          "2019-06-10", [("uprising", ANY, "2019-04-30")], (), "pt-guaido-e-militares-apareceram"),
]


@pytest.mark.parametrize("text, published, present, absent", GUAIDO_AND_TROOPS_AT_A_BASE)
def test_guaido_and_troops_at_a_base(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_STATEMENT_IS_NOT_WHERE_ITS_QUOTE_POINTS = [
    # '"They planned to seize units in the Andes," the minister said in a broadcast from Caracas': the quote's
    # places are what was said; the broadcast was made from Caracas
    _case("\"These men wanted to seize the bases in Mérida,\" Defense Minister Vladimir Padrino said in a broadcast "
          "from Caracas.", "2019-07-20", [("statement", "Caracas", ANY)], (("statement", "Mérida", ANY),),
          "en-in-a-broadcast-from"),
    _case("\"These men wanted to seize the bases in Mérida,\" Defense Minister Vladimir Padrino said on state "
          "television on Wednesday.", "2019-07-20", [("statement", ANY, "2019-07-17")],
          (("statement", "Mérida", ANY),), "en-quote-names-a-town"),
]


@pytest.mark.parametrize("text, published, present, absent", A_STATEMENT_IS_NOT_WHERE_ITS_QUOTE_POINTS)
def test_a_statement_is_not_where_its_quote_points(gazetteer, text: str, published: str, present: list,
                                                   absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


HANDED_BACK_TO_VENEZUELAN_OFFICERS = [
    # Men held abroad and handed to Venezuelan officers on the bridge went back over the line there
    _case("Tres guardias venezolanos fueron retenidos por el Ejército colombiano en Arauquita el lunes 12. Al día "
          "siguiente, los tres guardias fueron entregados a oficiales venezolanos en el puente José Antonio Páez.",
          "2019-08-20", [("border_crossing", "José Antonio Páez International Bridge", "2019-08-13")], ("defection",),
          "es-entregados-a-oficiales-venezolanos"),
    _case("Three Venezuelan guardsmen were detained by the Colombian army in Arauquita on Monday, Aug. 12. The "
          "next day, the three guardsmen were handed back to Venezuelan officers on the José Antonio Páez bridge.",
          "2019-08-20", [("border_crossing", "José Antonio Páez International Bridge", "2019-08-13")], ("defection",),
          "en-handed-back-to-venezuelan-officers"),
    _case("Dois soldados venezuelanos foram detidos em Pacaraima na segunda-feira (12). Na terça-feira (13), os dois "
          "soldados foram entregues às autoridades venezuelanas no marco BV-8, em Pacaraima.", "2019-08-20",
          [("border_crossing", ANY, "2019-08-13")], ("defection",), "pt-entregues-as-autoridades-venezuelanas"),
]


@pytest.mark.parametrize("text, published, present, absent", HANDED_BACK_TO_VENEZUELAN_OFFICERS)
def test_handed_back_to_venezuelan_officers(gazetteer, text: str, published: str, present: list,
                                            absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


FORMER_SOLDIERS_WHO_DESERTED = [
    # "O grupo incluía 17 ex-militares que desertaram ao longo do ano": men told as former soldiers, described by
    # how they came to be so; no desertion told
    _case("The flight carried 12 former soldiers who deserted during the year and 30 relatives.", "2019-10-10", [],
          ("defection",), "en-former-soldiers-who-deserted"),
    _case("El vuelo llevaba a 12 exmilitares venezolanos que desertaron a lo largo del año y a 30 familiares.",
          "2019-10-10", [], ("defection",), "es-exmilitares-que-desertaron"),
    _case("O voo levava 12 ex-militares venezuelanos que desertaram ao longo do ano e 30 familiares.", "2019-10-10",
          [], ("defection",), "pt-ex-militares-que-desertaram"),
    # ... soldiers who deserted are deserters told
    _case("Three soldiers who deserted in March were arrested in Cúcuta on Monday.", "2019-10-10",
          [("defection", ANY, "2019-03-01")], (), "en-soldiers-who-deserted"),
]


@pytest.mark.parametrize("text, published, present, absent", FORMER_SOLDIERS_WHO_DESERTED)
def test_former_soldiers_who_deserted(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
