"""Event extraction traps found by the nineteenth sweep of short stories, each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # Custody told with the day it began is an arrest on that day ("since", "desde", fronted or not).
    _case("The sergeant has been held since July 3 at the DGCIM headquarters in Boleíta.", "2019-07-20",
          [("arrest", ANY, "2019-07-03")], (), "has-been-held-since"),
    _case("El capitán permanece detenido desde el 3 de julio en la sede de la DGCIM.", "2019-07-20",
          [("arrest", ANY, "2019-07-03")], (), "permanece-detenido-desde"),
    _case("O sargento está preso desde 3 de julho na sede da DGCIM em Boleíta.", "2019-07-20",
          [("arrest", ANY, "2019-07-03")], (), "esta-preso-desde"),
    _case("Desde el 3 de julio, el teniente está preso en Ramo Verde.", "2019-07-20",
          [("arrest", ANY, "2019-07-03")], (), "desde-fronted-esta-preso"),
    # ... but a running total told with "since" dates no arrest.
    _case("Since April 30, more than 100 soldiers have been detained.", "2019-07-20",
          [("arrest", ANY, None)], (("arrest", ANY, "2019-04-30"),), "tally-have-been-detained-since"),
    _case("800 people have been held since January, a rights group said.", "2019-07-20",
          [("arrest", ANY, None)], (("arrest", ANY, "2019-01-01"),), "tally-have-been-held-since"),
    # "were caught on Tuesday": the day after "caught" is no "caught on camera".
    _case("Three soldiers were caught on Tuesday trying to cross the border near Ureña.", "2019-07-20",
          [("arrest", "Ureña", "2019-07-16")], (), "caught-on-tuesday"),
    _case("The guardsmen were caught on camera firing at the crowd in Ureña.", "2019-07-20",
          [], ("arrest",), "caught-on-camera"),
    # Agents who take a relative away, told with a singular subject or through whose relative it is.
    _case("El lunes, la DGCIM allanó la casa de la familia en Maracay y se llevó a su padre.", "2019-07-20",
          [("arrest", "Maracay", "2019-07-15")], (("violence", ANY, ANY),), "se-llevo-a-su-padre"),
    _case("Na segunda-feira (15), a DGCIM levou o pai do soldado, em Maracay.", "2019-07-20",
          [("arrest", "Maracay", "2019-07-15")], (), "levou-o-pai"),
    _case("On Wednesday, DGCIM agents hauled off the captain's father from his home.", "2019-07-20",
          [("arrest", ANY, "2019-07-17")], (), "hauled-off-the-captains-father"),
    _case("El cabo se llevó a su madre a Cúcuta el lunes.", "2019-07-20", [], ("arrest",), "a-soldier-took-his-mother"),
    _case("O soldado levou a mãe para Boa Vista na segunda-feira (15).", "2019-07-20", [], ("arrest",),
          "o-soldado-levou-a-mae"),
    # "correu em direção ao lado brasileiro", as "ran toward the Colombian side".
    _case("O soldado correu em direção ao lado brasileiro da fronteira no domingo (24).", "2019-02-28",
          [("border_crossing", ANY, "2019-02-24")], (), "correu-em-direcao-ao-lado"),
    # A time of a day of the month: "En la tarde del 23".
    _case("En la tarde del 23, el cabo se quitó las insignias y cruzó el puente Santander.", "2019-02-28",
          [("border_crossing", ANY, "2019-02-23")], (), "en-la-tarde-del-23"),
    # Slipping out of the post with its day between ("salieron la madrugada del lunes 12 de su puesto"), or in the
    # pluperfect after the crossing, with the subject left out ("Habían salido de su puesto ...").
    _case("Los tres guardias salieron la madrugada del lunes 12 de su puesto en El Amparo.", "2019-08-16",
          [("defection", "El Amparo", "2019-08-12")], (), "salieron-la-madrugada-del-lunes-12-de-su-puesto"),
    # ... and the desertion the crossing implies two days later is that one (one desertion for the group too)
    _case("Tres guardias cruzaron el río hacia Arauca el miércoles. Habían salido de su puesto en El Amparo la "
          "madrugada del lunes.", "2019-08-16",
          [("defection", "El Amparo", "2019-08-12"), ("border_crossing", "Arauca", "2019-08-14")],
          (("defection", ANY, "2019-08-14"),), "habian-salido-de-su-puesto"),
    _case("Three guardsmen crossed the river into Arauca on Wednesday. They had left their post in El Amparo early "
          "on Monday.", "2019-08-16", [("defection", "El Amparo", "2019-08-12")], (("defection", ANY, "2019-08-14"),),
          "group-crossed-had-left-their-post"),
    # "Los hombres fueron trasladados": the men told before, as "The men were flown".
    _case("Tres soldados cruzaron a Colombia el lunes. Los hombres fueron trasladados a Bogotá el jueves.",
          "2019-05-24", [("relocation", "Bogotá", "2019-05-23")], (), "los-hombres-fueron-trasladados"),
    # Portuguese relatives held: "prenderam o irmão dele", "o irmão do sargento", "O pai dela foi preso".
    _case("Agentes da Dgcim prenderam o irmão dele em Puerto Ordaz na segunda-feira.", "2019-10-03",
          [("arrest", "Puerto Ordaz", "2019-09-30")], (), "prenderam-o-irmao-dele"),
    _case("Agentes da Dgcim detiveram a mãe do cabo em Maturín na terça-feira.", "2019-10-03",
          [("arrest", "Maturín", "2019-10-01")], (), "detiveram-a-mae-do-cabo"),
    _case("O pai dela foi preso em Valencia, Carabobo, na segunda-feira.", "2019-10-03",
          [("arrest", "Valencia", "2019-09-30")], (), "o-pai-dela-foi-preso"),
    # "dois dias depois da fuga": counted from the escape told before, as "dos días después de su huida".
    _case("O sargento Luis Mora desertou em 14 de setembro. Dois dias depois da fuga, agentes da Dgcim prenderam "
          "o irmão dele em Puerto Ordaz.", "2019-10-03", [("arrest", "Puerto Ordaz", "2019-09-16")], (),
          "dois-dias-depois-da-fuga"),
    # A base left, then a stay in another town: the desertion is at the base.
    _case("Capt. Andrés Villalba left the El Libertador air base in Maracay on Sept. 3 and hid for ten days with "
          "relatives in Valencia.", "2019-11-20", [("defection", "El Libertador Air Base", "2019-09-03")],
          (("defection", "Valencia", ANY),), "left-the-base-then-hid-in"),
    # Towns of the story the gazetteer names now (and not the department inside "San Juan del Cesar").
    _case("Un soldado venezolano desertó el lunes en El Paují, en la Gran Sabana.", "2019-11-20",
          [("defection", "El Paují", "2019-11-18")], (), "el-pauji"),
    _case("Two Venezuelan guardsmen crossed into Colombia and reached San Juan del Cesar on Monday.", "2019-11-20",
          [("border_crossing", "San Juan del Cesar", "2019-11-18")], (("border_crossing", "Cesar", ANY),),
          "san-juan-del-cesar"),
    # "deportaron el viernes a los dos hombres a Venezuela": the day and the men between the verb and where to.
    _case("Las autoridades colombianas deportaron el viernes a los dos hombres a Venezuela por el puente Simón Bolívar.",
          "2019-09-10", [("border_crossing", ANY, "2019-09-06")], (("defection", ANY, ANY),), "deportaron-el-viernes-a"),
    # "left for Santiago", "headed for Lima": a city a given name shares, told as a journey's end.
    _case("A Venezuelan captain left for Santiago on Friday.", "2019-09-10", [("relocation", "Santiago", "2019-09-06")], (),
          "left-for-santiago"),
    _case("A captain left for Santiago, Chile, on Friday.", "2019-09-10", [(ANY, "Santiago", "2019-09-06")], (),
          "left-for-santiago-chile"),
    # A month after publication told in the past is last year's.
    _case("A sergeant crossed the border near Ureña in April.", "2019-03-10",
          [("border_crossing", ANY, "2018-04-01")], (("border_crossing", ANY, "2019-04-01"),), "crossed-in-april-in-march"),
    _case("Un sargento cruzó la frontera por Ureña el 2 de abril.", "2019-03-10",
          [("border_crossing", ANY, "2018-04-02")], (("border_crossing", ANY, "2019-04-02"),), "cruzo-el-2-de-abril"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_nineteenth_sweep(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
