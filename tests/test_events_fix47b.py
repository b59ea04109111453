"""Event extraction traps found in held-out batch 47 worked a second time (sailors taken into custody on an island,
a lieutenant back at the crossing he used, a soldier shot in an ambush, agents at a deserter's parents' home, the day
of the aid standoff recalled as "aquella jornada", a Markdown list of officers), each shown on new sentences: the
group taken by its count goes on with the day told before, a sentence opening at a crossing told before is that
crossing, a wound told after an attack is the attack's, the day agents came to a home dates what they did there, and
"aquella jornada" is "that day"."""

from __future__ import annotations

from datetime import date

import pytest

from geo.dates import find_dates

from .test_events_batch9 import ANY, _case, _coded, assert_coded

_SAILORS_LANDED = ("Four navy sailors who deserted their posts sailed to Aruba, authorities said on Wednesday.\n\n"
                   "The sailors, aged between 20 and 24, left the port of Punto Fijo on Saturday night and reached the "
                   "coast of Aruba on Sunday morning, police said.\n\n")

THE_GROUP_TAKEN_BY_ITS_COUNT = [
    # "¶ Police took the four men into custody": the four just landed, on the day they landed (not undated)
    _case(_SAILORS_LANDED + "Police took the four men into custody and brought them to the police station in "
          "Oranjestad, where they remained on Wednesday, a spokesman said.", "2019-05-10",
          [("arrest", "Oranjestad", "2019-05-05"), ("relocation", "Oranjestad", "2019-05-05")],
          (("relocation", ANY, None),), "police-took-the-four-men"),
    _case("Cuatro marineros que desertaron llegaron a Aruba, informaron las autoridades el miércoles.\n\nLos "
          "marineros, de entre 20 y 24 años, salieron del puerto de Punto Fijo el sábado en la noche y llegaron a la "
          "costa de Aruba el domingo en la mañana, dijo la policía.\n\nLa policía detuvo a los cuatro hombres y los "
          "llevó a la comisaría de Oranjestad, donde permanecían el miércoles, dijo un portavoz.", "2019-05-10",
          [("arrest", ANY, "2019-05-05")], (("arrest", ANY, "2019-05-08"),), "es-detuvo-a-los-cuatro-hombres"),
    # ... another count is not that group: the day stays untold
    _case(_SAILORS_LANDED + "Police took the two men into custody and brought them to the police station in "
          "Oranjestad, where they remained on Wednesday, a spokesman said.", "2019-05-10", [],
          (("relocation", ANY, "2019-05-05"),), "another-count-is-another-group"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_GROUP_TAKEN_BY_ITS_COUNT)
def test_the_group_taken_by_its_count(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


BACK_AT_THE_CROSSING = [
    # "¶ At Paraguachón, he walked past the guards": the crossing told there before, on its day, so "that same night"
    # after it is Saturday night (not the day of the brother's arrest told in between)
    _case("Lt. Luis Mora left his post in Maracay on Thursday and crossed into Colombia at Paraguachón on Saturday, he "
          "said.\n\nHis brother was detained on July 2 in Maracay.\n\nAt Paraguachón, he walked past the guards and "
          "presented himself to the Colombian police.\n\nHe arrived in Riohacha that same night.", "2019-08-10",
          [("border_crossing", "Paraguachón border crossing", "2019-08-10"), ("relocation", "Riohacha", "2019-08-10")],
          (("border_crossing", ANY, "2019-08-08"), ("relocation", "Riohacha", "2019-08-08")), "at-paraguachon-he-walked"),
    _case("El teniente Luis Mora salió de su unidad en Maracay el jueves y cruzó a Colombia por Paraguachón el "
          "sábado.\n\nSu hermano fue detenido el 2 de julio en Maracay.\n\nEn Paraguachón, pasó frente a los guardias "
          "y se entregó a la policía colombiana.\n\nLlegó a Riohacha esa misma noche.", "2019-08-10",
          [("relocation", "Riohacha", "2019-08-10")],
          (("defection", "Paraguachón border crossing", "2019-08-08"), ("border_crossing", "Riohacha", ANY)),
          "es-en-paraguachon-paso"),
    # ... a sentence opening at another place is no return to the crossing
    _case("Lt. Luis Mora left his post in Maracay on Thursday and crossed into Colombia at Paraguachón on Saturday, he "
          "said.\n\nHe told nobody in his unit.\n\nAt Maicao, he walked past the guards and presented himself to the "
          "Colombian police.", "2019-08-10", [], (("border_crossing", "Maicao", "2019-08-10"),), "at-another-place"),
]


@pytest.mark.parametrize("text, published, present, absent", BACK_AT_THE_CROSSING)
def test_back_at_the_crossing(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


_AMBUSH = ("Once in Colombia, on Monday morning, armed men stopped them near Tibú. When the soldiers tried to run, the "
           "men opened fire.\n\n")

A_WOUND_OF_THE_ATTACK = [
    # "¶ Private X, 19, was shot in the thigh": a wound of the attack told just before, on its day
    _case(_AMBUSH + "Private Luis Pérez, 19, was shot in the thigh. \"We carried him all afternoon,\" a comrade said.",
          "2019-05-16", [("violence", "Tibú", "2019-05-13")], (("violence", ANY, None),), "was-shot-in-the-thigh"),
    _case(_AMBUSH + "Private Luis Pérez, 19, was wounded in the thigh.", "2019-05-16",
          [("violence", "Tibú", "2019-05-13")], (("violence", ANY, None),), "was-wounded-in-the-thigh"),
    # ... a wound with a time of its own keeps it
    _case(_AMBUSH + "Private Luis Pérez, 19, was shot in the thigh in March.", "2019-05-16",
          [("violence", "Tibú", "2019-03-01")], (), "a-wound-of-its-own-time"),
]


@pytest.mark.parametrize("text, published, present, absent", A_WOUND_OF_THE_ATTACK)
def test_a_wound_of_the_attack(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


AGENTS_AT_THE_HOME = [
    # "Agents showed up at her parents' home on Tuesday. ¶ They took them to San Cristóbal": that Tuesday (not the
    # Sunday of the crossing told before)
    _case("Un sargento y una cabo cruzaron el domingo a Cúcuta.\n\nMientras tanto, agentes de la Dgcim se presentaron "
          "el martes en la casa de los padres de la cabo en Rubio, una localidad a 30 kilómetros de la frontera.\n\n"
          "Según contó a EFE la madre, cuatro hombres armados los llevaron a ella y a su esposo a la sede de la Dgcim "
          "en San Cristóbal, donde los retuvieron durante seis horas.", "2019-03-20",
          [("arrest", "San Cristóbal", "2019-03-19")], (("arrest", ANY, "2019-03-17"),), "es-agentes-se-presentaron"),
    _case("A sergeant and a corporal crossed into Cúcuta on Sunday.\n\nMeanwhile, DGCIM agents showed up on Tuesday at "
          "the home of the corporal's parents in Rubio, a town 30 kilometers from the border.\n\nAccording to her "
          "mother, four armed men took her and her husband to the agency's office in San Cristóbal, where they held "
          "them for six hours.", "2019-03-20",
          [("arrest", "San Cristóbal", "2019-03-19")], (("arrest", ANY, "2019-03-17"),), "agents-showed-up"),
    _case("Um sargento e uma cabo cruzaram para Pacaraima no domingo (17).\n\nEnquanto isso, agentes da Dgcim "
          "apareceram na terça-feira (19) na casa dos pais da cabo em Rubio, cidade a 30 quilômetros da fronteira.\n\n"
          "Segundo a mãe, quatro homens armados levaram ela e o marido para a sede da Dgcim em San Cristóbal, onde os "
          "mantiveram detidos por seis horas.", "2019-03-20",
          [("arrest", "San Cristóbal", "2019-03-19")], (("arrest", ANY, "2019-03-17"),), "pt-agentes-apareceram"),
    # ... a governor's speech that day is no visit: its day is not the arrest's
    _case("Un sargento y una cabo cruzaron el domingo a Cúcuta.\n\nMientras tanto, el gobernador habló el martes en un "
          "acto en Rubio, una localidad a 30 kilómetros de la frontera.\n\nSegún contó a EFE la madre, cuatro hombres "
          "armados los llevaron a ella y a su esposo a la sede de la Dgcim en San Cristóbal, donde los retuvieron "
          "durante seis horas.", "2019-03-20", [], (("arrest", ANY, "2019-03-19"),), "es-a-speech-is-no-visit"),
]


@pytest.mark.parametrize("text, published, present, absent", AGENTS_AT_THE_HOME)
def test_agents_at_the_home(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THAT_JORNADA = [
    # "Aquella jornada", "Naquela jornada": the day the running total starts from, told by its events
    _case("Desde el 23 de febrero, cuando fracasó la entrada de la ayuda, más de 1.000 militares han cruzado a "
          "Colombia.\n\nAquella jornada, su unidad lanzó gases lacrimógenos contra los manifestantes en el puente "
          "Simón Bolívar.", "2019-03-20", [("violence", ANY, "2019-02-23")], (("violence", ANY, None),),
          "es-aquella-jornada"),
    _case("Desde 23 de fevereiro, quando fracassou a entrada da ajuda, mais de 500 militares cruzaram para o Brasil."
          "\n\nNaquela jornada, sua unidade atirou contra os manifestantes em Pacaraima.", "2019-03-20",
          [("violence", ANY, "2019-02-23")], (("violence", ANY, None),), "pt-naquela-jornada"),
]


@pytest.mark.parametrize("text, published, present, absent", THAT_JORNADA)
def test_that_jornada(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text", ["Fue una jornada larga para los guardias.", "La jornada laboral es de ocho horas."])
def test_a_jornada_without_that_is_no_date(text: str) -> None:
    # a "jornada" not pointed back to ("esa", "aquella", "naquela") is a day's work, no date
    assert not find_dates(text, date(2019, 3, 20), "day")


A_MARKDOWN_LIST_OF_OFFICERS = [
    # "- **Kelvin Rondón**, teniente del Ejército, salió por Paraguachón": an officer, so his leaving is his desertion
    _case("- **Kelvin Rondón**, teniente del Ejército, salió por Paraguachón el 9 de septiembre.", "2019-11-13",
          [("defection", "Paraguachón border crossing", "2019-09-09")], (), "md-teniente-salio-por"),
    _case("- **Carlos Rivas**, sargento de la GNB, cruzó por Puerto Santander el 3 de septiembre.", "2019-11-13",
          [("defection", "Puerto Santander", "2019-09-03")], (), "md-sargento-cruzo-por"),
    # ... a trader so listed is no soldier
    _case("- **Kelvin Rondón**, un comerciante de Maracaibo, salió por Paraguachón el 9 de septiembre.", "2019-11-13",
          [], ("defection",), "md-a-trader"),
]


@pytest.mark.parametrize("text, published, present, absent", A_MARKDOWN_LIST_OF_OFFICERS)
def test_a_markdown_list_of_officers(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
