"""Event extraction traps found in held-out batch 77 (second pass): troops "who have blocked" a bridge make a
cordon, not a protest, as "troops blocked" already did; protests a unit was to police or hold back ("policing
protests", "controlar las protestas") are what soldiers were sent against, as "reprimir protestas" already were;
the day of Guaidó's proclamation told in a "who" clause ("Guaidó, who declared himself interim president on Jan. 23")
is no day for the next sentence's "the same day" to go back to; "a major has asked the Dominican Republic for asylum"
and "Maj. X submitted an asylum request on Monday" are one man's request, as a desertion or an arrest so told were."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

FORCES_WHO_BLOCKED = [
    # the state's forces as the subject through "who", "que" or an auxiliary: a cordon, no protest
    _case("Aid will cross on Saturday, setting up a clash with troops who have blocked the Tienditas bridge with "
          "containers.", "2019-02-12", [], ("protest",), "en-troops-who-have-blocked"),
    _case("Soldiers have blocked the Tienditas bridge with two tankers since Feb. 6.", "2019-02-12", [], ("protest",),
          "en-soldiers-have-blocked"),
    _case("Guardsmen who blocked the Simón Bolívar bridge on Feb. 6 fired tear gas at the crowd.", "2019-02-12", [],
          ("protest",), "en-guardsmen-who-blocked"),
    _case("Os militares que bloquearam a ponte de Tienditas em 6 de fevereiro usaram contêineres.", "2019-02-12", [],
          ("protest",), "pt-militares-que-bloquearam"),
    # (guards: former soldiers or protesters who blocked a road do protest)
    _case("Former soldiers who blocked the road outside the shelter on Feb. 6 demanded food.", "2019-02-12",
          [("protest", None, "2019-02-06")], (), "en-former-soldiers-who-blocked"),
    _case("Exmilitares que bloquearon la calle frente al albergue el 6 de febrero exigieron comida.", "2019-02-12",
          [("protest", None, "2019-02-06")], (), "es-exmilitares-que-bloquearon"),
    _case("Protesters who blocked the Tienditas bridge on Feb. 6 were dispersed.", "2019-02-12",
          [("protest", "Tienditas International Bridge", "2019-02-06")], (), "en-protesters-who-blocked"),
]


@pytest.mark.parametrize("text, published, present, absent", FORCES_WHO_BLOCKED)
def test_forces_who_blocked_a_bridge_make_no_protest(gazetteer, text: str, published: str, present: list,
                                                    absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


PROTESTS_TO_POLICE = [
    _case("His unit had been told to prepare for duties in Valencia, which he took to mean policing protests.",
          "2019-03-21", [], ("protest",), "en-policing-protests"),
    _case("His battalion was sent to police the protests in Valencia.", "2019-03-21", [], ("protest",),
          "en-to-police-the-protests"),
    _case("Su batallón recibió la orden de controlar las protestas en Valencia.", "2019-03-21", [], ("protest",),
          "es-controlar-las-protestas"),
    _case("O batalhão foi enviado para conter os protestos em Valencia.", "2019-03-21", [], ("protest",),
          "pt-conter-os-protestos"),
    # (guards: a protest held, or the police at one, is still told)
    _case("Residents held protests in Valencia on Monday.", "2019-03-21", [("protest", "Valencia", "2019-03-18")], (),
          "en-protests-held"),
    _case("On Monday police watched as hundreds protested in Valencia.", "2019-03-21",
          [("protest", "Valencia", "2019-03-18")], (), "en-police-at-a-protest"),
]


@pytest.mark.parametrize("text, published, present, absent", PROTESTS_TO_POLICE)
def test_protests_a_unit_was_to_police_are_not_told(gazetteer, text: str, published: str, present: list,
                                                   absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


PROCLAMATION_IN_AN_ASIDE = [
    _case("On Monday the captain reached Bogotá and asked for refuge. Colombia backs Guaidó, who declared himself "
          "interim president on Jan. 23. The same day, agents detained his wife in Barinas.", "2019-02-14",
          [("arrest", "Barinas", "2019-02-11")], (("arrest", ANY, "2019-01-23"),), "en-who-declared-himself"),
    _case("El lunes el sargento cruzó a Colombia y pidió protección. Colombia respalda a Guaidó, quien se "
          "proclamó presidente encargado el 23 de enero. Ese mismo día, agentes detuvieron a su esposa en Barinas.",
          "2019-02-14", [("arrest", "Barinas", "2019-02-11")], (("arrest", ANY, "2019-01-23"),),
          "es-quien-se-proclamo"),
    _case("Na segunda-feira o sargento cruzou para o Brasil e pediu refúgio. O Brasil apoia Guaidó, que se "
          "autoproclamou presidente interino em 23 de janeiro. No mesmo dia, agentes prenderam a sua esposa em "
          "Barinas.", "2019-02-14", [("arrest", "Barinas", "2019-02-11")], (("arrest", ANY, "2019-01-23"),),
          "pt-que-se-autoproclamou"),
    # (guard: the proclamation told as the story's own sentence still sets the day)
    _case("Guaidó declared himself interim president on Jan. 23. The same day, agents detained a captain in Barinas.",
          "2019-02-14", [("arrest", "Barinas", "2019-01-23")], (), "en-the-proclamation-itself"),
]


@pytest.mark.parametrize("text, published, present, absent", PROCLAMATION_IN_AN_ASIDE)
def test_the_proclamation_day_in_an_aside_sets_no_story_day(gazetteer, text: str, published: str, present: list,
                                                           absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ONE_REQUEST_BY_RANK = [
    _case("A Venezuelan army captain who fled with his family has asked Peru for asylum.\n\nOn Monday, Capt. Luis "
          "Alberto Mora Pérez submitted an asylum request in Lima.", "2019-02-12",
          [("asylum", "Lima", "2019-02-11")], (("asylum", "Peru", None),), "en-a-captain-then-capt"),
    _case("Un sargento venezolano pidió refugio a Ecuador.\n\nEl lunes, el sargento Luis Alberto Mora Pérez "
          "presentó su solicitud de refugio en Quito.", "2019-02-12", [("asylum", "Quito", "2019-02-11")],
          (("asylum", "Ecuador", None),), "es-un-sargento-then-el-sargento"),
    _case("Um sargento venezuelano pediu refúgio ao Brasil.\n\nNa segunda-feira, o sargento Luis Alberto Mora Pérez "
          "apresentou o pedido de refúgio em Boa Vista.", "2019-02-12", [("asylum", "Boa Vista", "2019-02-11")],
          (("asylum", "Brazil", None),), "pt-um-sargento-then-o-sargento"),
    # (guards: another rank, or another town, is another request)
    _case("A Venezuelan army captain asked Peru for asylum.\n\nOn Monday, Sgt. Luis Alberto Mora Pérez submitted an "
          "asylum request in Lima.", "2019-02-12", [("asylum", "Peru", None), ("asylum", "Lima", "2019-02-11")], (),
          "en-another-rank"),
    _case("A Venezuelan army captain asked for asylum in Cúcuta.\n\nOn Monday, Capt. Luis Alberto Mora Pérez "
          "submitted an asylum request in Lima.", "2019-02-12",
          [("asylum", "Cúcuta", None), ("asylum", "Lima", "2019-02-11")], (), "en-another-town"),
]


@pytest.mark.parametrize("text, published, present, absent", ONE_REQUEST_BY_RANK)
def test_a_request_by_rank_and_the_named_mans_are_one(gazetteer, text: str, published: str, present: list,
                                                      absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
