"""Event extraction traps found again in held-out batch 53 (a corporal from Paramacay to Maicao and his mother
taken in Valencia "two days after the corporal crossed"; a sergeant's brother taken in a raid in Los Teques; a
sergeant driven from Pacaraima to Boa Vista), each shown on new sentences: a day counted from a deed told as a
clause of its own, with its doer named; a raid or a visit to a home that ends with someone taken away; custody as
the condition of a plan ("mientras su madre siga detenida"); a town described by the region it lies in ("El Amparo,
a town in Venezuela's Apure state"); a day after "esa misma noche" (the dates themselves are in
tests/test_dates_fix53b.py); the one carried told by a Portuguese pronoun before the verb ("agentes da PF o levaram
de carro para Boa Vista")."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

DAYS_AFTER_A_DEED_TOLD_AS_A_CLAUSE = [
    # "Dos días después de que el cabo cruzara a Colombia": counted from the crossing told before
    _case("El sargento Rangel llegó a Cúcuta el viernes 5 de abril. Tres días después de que el sargento cruzara la "
          "frontera, agentes del Sebin detuvieron a su padre en Barinas.", "2019-04-20",
          [("arrest", "Barinas", "2019-04-08")], (), "es-despues-de-que-el-sargento-cruzara"),
    _case("El sargento Rangel desertó en Guasdualito el 2 de abril. Dos días después de que huyó, la Dgcim detuvo a "
          "su hermano en Barinas.", "2019-04-20", [("arrest", "Barinas", "2019-04-04")], (), "es-despues-de-que-huyo"),
    _case("O soldado Ruiz atravessou para Pacaraima no sábado (6). Três dias depois que ele chegou, agentes prenderam "
          "o pai dele em Ciudad Bolívar.", "2019-04-20", [("arrest", "Ciudad Bolívar", "2019-04-09")], (),
          "pt-depois-que-ele-chegou"),
    _case("Sergeant Ruiz deserted at El Amparo on Saturday, April 6. Three days after the sergeant left, agents "
          "detained his father in Barinas.", "2019-04-20", [("arrest", "Barinas", "2019-04-09")], (),
          "en-after-the-sergeant-left"),
    # ... a clause of some other deed counts from nothing the story told
    _case("El sargento Rangel llegó a Cúcuta el viernes 5 de abril. Tres días después de que el gobernador hablara, "
          "agentes del Sebin detuvieron a su padre en Barinas.", "2019-04-20", [],
          (("arrest", ANY, "2019-04-08"),), "es-despues-de-que-el-gobernador-hablara"),
    # ... and no deed told before, nothing to count from
    _case("Dos días después de que el cabo cruzara a Colombia, agentes de la Dgcim detuvieron a su madre en "
          "Valencia.", "2019-04-20", [], (("arrest", ANY, "2019-04-22"),), "es-nothing-told-before"),
]


@pytest.mark.parametrize("text, published, present, absent", DAYS_AFTER_A_DEED_TOLD_AS_A_CLAUSE)
def test_days_after_a_deed_told_as_a_clause(gazetteer, text: str, published: str, present: list,
                                            absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_VISIT_ENDING_IN_A_TAKING = [
    # A raid on a home whose next sentence, a witness's quote, tells someone taken: the raid is the arrest
    _case("El sábado 4 de mayo, agentes del Sebin allanaron la casa de sus padres en Barinas. \"Tumbaron la puerta y se "
          "llevaron a mi hermano\", contó la esposa del sargento.", "2019-05-20",
          [("arrest", "Barinas", "2019-05-04")], ("violence",), "es-allanaron-then-se-llevaron-a-mi-hermano"),
    _case("Na terça-feira (7), agentes da Dgcim invadiram a casa da família em Maracay. \"Levaram o meu irmão\", disse a "
          "mulher do sargento.", "2019-05-20", [("arrest", "Maracay", "2019-05-07")], ("violence",),
          "pt-invadiram-then-levaram-o-meu-irmao"),
    # ... and a visit that codes nothing, when a few sentences on they take the one they found
    _case("El martes 7 de mayo, funcionarios de la Dgcim se presentaron en la casa de su madre en Mérida. Preguntaron "
          "por el cabo. Ella no supo responder y se la llevaron.", "2019-05-20", [("arrest", "Mérida", "2019-05-07")], (),
          "es-se-presentaron-then-se-la-llevaron"),
    _case("On Tuesday, May 7, counterintelligence agents showed up at his parents' house in Maturín. They asked where "
          "the sergeant was. Then they took his father away.", "2019-05-20", [("arrest", "Maturín", "2019-05-07")], (),
          "en-showed-up-then-took-his-father"),
    # ... not a visit that ends with the agents leaving, nor things taken, nor a raid on no home, nor a son's visit
    _case("El martes 7 de mayo, funcionarios de la Dgcim se presentaron en la casa de su madre en Mérida. Preguntaron "
          "por el cabo y se fueron.", "2019-05-20", [], ("arrest",), "es-visit-they-left"),
    _case("El martes 7 de mayo, agentes del Sebin allanaron la casa de su madre en Mérida. Se llevaron las "
          "computadoras y los teléfonos.", "2019-05-20", [("violence", "Mérida", "2019-05-07")], ("arrest",),
          "es-raid-things-taken"),
    _case("El martes 7 de mayo, la Guardia Nacional allanó un campamento minero en El Callao. Se llevaron a su "
          "hermano.", "2019-05-20", [], ("arrest",), "es-raid-on-a-camp"),
    _case("El martes 7 de mayo, el cabo llegó a la casa de su madre en Mérida. Al día siguiente se la llevó a Cúcuta.",
          "2019-05-20", [], ("arrest",), "es-a-son-takes-his-mother"),
]


@pytest.mark.parametrize("text, published, present, absent", A_VISIT_ENDING_IN_A_TAKING)
def test_a_visit_ending_in_a_taking(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


CUSTODY_AS_THE_CONDITION_OF_A_PLAN = [
    # "no piensa volver mientras su madre siga detenida": how long he waits, no arrest told
    _case("El cabo Pérez cruzó a Maicao el 11 de marzo. La tía dice que el cabo no piensa volver mientras su madre "
          "siga detenida.", "2019-03-22", [("border_crossing", "Maicao", "2019-03-11")], ("arrest",),
          "es-mientras-su-madre-siga-detenida"),
    _case("Sergeant Ruiz crossed into Arauca on March 11. He says he will not go back while his mother remains "
          "detained.", "2019-03-22", [("border_crossing", "Arauca", "2019-03-11")], ("arrest",),
          "en-while-his-mother-remains-detained"),
    # ... an arrest told in a "meanwhile" is still one
    _case("El sargento Ruiz cruzó a Arauca el 11 de marzo. Mientras tanto, su hermano fue detenido en Barinas.",
          "2019-03-22", [("arrest", "Barinas", ANY)], (), "es-mientras-tanto-fue-detenido"),
    _case("While the sergeant was crossing the river on March 10, his brother was arrested in Barinas.", "2019-03-22",
          [("arrest", "Barinas", "2019-03-10")], (), "en-while-crossing-was-arrested"),
]


@pytest.mark.parametrize("text, published, present, absent", CUSTODY_AS_THE_CONDITION_OF_A_PLAN)
def test_custody_as_the_condition_of_a_plan(gazetteer, text: str, published: str, present: list,
                                            absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_TOWN_DESCRIBED_BY_ITS_REGION = [
    # "El Amparo, a town in Venezuela's Apure state": the state holds the town; nobody went there
    _case("On the night of 23 March, two guardsmen slipped out of their post in El Amparo, a town in Venezuela's "
          "Apure state.", "2019-03-28", [("defection", "El Amparo", "2019-03-23")], (("relocation", "Apure", ANY),),
          "en-a-town-in-countrys-state"),
    _case("Before dawn on 23 March, a sergeant crossed on foot into Herrán, a farming town in Colombia's Norte de "
          "Santander province.", "2019-03-28", [("border_crossing", "Herrán", "2019-03-23")],
          (("border_crossing", "Norte de Santander", ANY),), "en-into-a-farming-town-in-province"),
    _case("On 23 March a sergeant walked out of his base in Guasdualito, a town in Apure, and crossed into Arauca.",
          "2019-03-28", [("border_crossing", "Arauca", "2019-03-23")], (("border_crossing", "Apure", ANY),),
          "en-a-town-in-apure-then-crossed"),
    # ... the town is still where the move went
    _case("On 23 March a sergeant travelled from Cúcuta to Bucaramanga, a city in Santander, to see his sister.",
          "2019-03-28", [("relocation", "Bucaramanga", "2019-03-23")], (), "en-to-a-city-in-santander"),
]


@pytest.mark.parametrize("text, published, present, absent", A_TOWN_DESCRIBED_BY_ITS_REGION)
def test_a_town_described_by_its_region(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_WEEKDAY_AFTER_THE_SAME_NIGHT = [
    # "Esa misma noche ..., adonde llegó en la madrugada del domingo": the Sunday after the night told, not the
    # latest Sunday before publication
    _case("El sargento Rangel llegó a Cúcuta el viernes 8 de marzo. Esa misma noche tomó un autobús hacia "
          "Bucaramanga, adonde llegó en la madrugada del domingo.", "2019-05-20",
          [("relocation", "Bucaramanga", "2019-03-10")], (), "es-esa-misma-noche-madrugada-del-domingo"),
    _case("Sergeant Rangel reached Cúcuta on Friday, March 8. That same night he boarded a bus to Bogotá, where he "
          "arrived on Sunday.", "2019-05-20", [("relocation", "Bogotá", "2019-03-10")], (), "en-that-same-night-sunday"),
    _case("O sargento Rangel chegou a Pacaraima na sexta-feira, 8 de março. Naquela mesma noite pegou um ônibus para "
          "Boa Vista, onde chegou na madrugada de domingo.", "2019-05-20", [("relocation", "Boa Vista", "2019-03-10")],
          (), "pt-naquela-mesma-noite-domingo"),
    # ... a weekday with no night told before it in its sentence is still the latest before publication
    _case("Sergeant Rangel reached Cúcuta on Friday, March 8. On Sunday he boarded a bus to Bogotá.", "2019-05-20",
          [("relocation", "Bogotá", "2019-05-19")], (), "en-bare-sunday"),
]


@pytest.mark.parametrize("text, published, present, absent", A_WEEKDAY_AFTER_THE_SAME_NIGHT)
def test_a_weekday_after_the_same_night(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


CARRIED_ONE_TOLD_BY_A_PRONOUN_BEFORE_THE_VERB = [
    # "agentes da Polícia Federal o levaram de carro para Boa Vista": the Brazilian order, the pronoun before the verb
    _case("O sargento Ruiz atravessou a fronteira em Pacaraima na quinta-feira (24). No sábado (26), agentes da "
          "Polícia Federal o levaram de carro para Boa Vista.", "2019-01-31", [("relocation", "Boa Vista", "2019-01-26")],
          (), "pt-o-levaram-de-carro-para"),
    _case("O sargento Ruiz atravessou a fronteira em Pacaraima na quinta-feira (24). No domingo (27), a Polícia Federal "
          "o transferiu para Manaus.", "2019-01-31", [("relocation", "Manaus", "2019-01-27")], (), "pt-o-transferiu-para"),
    # ... taken to be questioned is held, not moved
    _case("O sargento Ruiz atravessou a fronteira em Pacaraima na quinta-feira (24). No sábado (26), agentes da PF o "
          "levaram para interrogatório.", "2019-01-31", [], ("relocation",), "pt-o-levaram-para-interrogatorio"),
    # ... nor taken to a hospital: care, not a move
    _case("O sargento Ruiz atravessou a fronteira em Pacaraima na quinta-feira (24). No sábado (26), agentes da PF o "
          "levaram para o hospital de Boa Vista.", "2019-01-31", [], (("relocation", "Boa Vista", ANY),),
          "pt-o-levaram-para-o-hospital"),
    # ... and an article before a noun is no pronoun: the mother's move with her son is hers
    _case("O sargento Ruiz atravessou a fronteira em Pacaraima na quinta-feira (24). No sábado (26), a mãe dele levou o "
          "filho para Boa Vista.", "2019-01-31", [], (("relocation", ANY, "2019-01-26"),), "pt-a-mae-levou-o-filho"),
]


@pytest.mark.parametrize("text, published, present, absent", CARRIED_ONE_TOLD_BY_A_PRONOUN_BEFORE_THE_VERB)
def test_carried_one_told_by_a_pronoun_before_the_verb(gazetteer, text: str, published: str, present: list,
                                                       absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
