"""Event extraction traps found by the sixteenth sweep of short stories, each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A break told in a relative clause with a day of its own is the act of that day, not who the man is.
    _case("Col. Ramón Ibarra, who broke with Maduro on March 12, now lives in Miami.", "2019-05-10",
          [("defection", ANY, "2019-03-12")], (), "who-broke-with-on-day"),
    _case("The major, who broke with the government last Tuesday, spoke to reporters.", "2019-05-10",
          [("defection", ANY, "2019-05-07")], (), "who-broke-last-weekday"),
    _case("Members of the military who backed Guaidó were promised an amnesty.", "2019-05-10",
          [], ("defection", "statement"), "who-backed-no-day"),
    # Where someone "is now" is not where the deed in the relative clause happened.
    _case("Col. Ramón Ibarra, who deserted on March 12, is now in the United States.", "2019-05-10",
          [("defection", ANY, "2019-03-12")], (("defection", "United States", ANY),), "is-now-in-the-country"),
    # "El mayor" is the rank before a passive ("fue detenido") or "retirado", not "el mayor" (the largest).
    _case("El mayor fue arrestado el lunes en Valencia por agentes de la Dgcim.", "2019-05-10",
          [("arrest", "Valencia", "2019-05-06")], (), "el-mayor-fue-arrestado"),
    _case("El mayor retirado fue detenido el lunes en Valencia.", "2019-05-10",
          [("arrest", "Valencia", "2019-05-06")], (), "el-mayor-retirado-fue-detenido"),
    # "today" said of where people live is no day for what they did before.
    _case("Dois cabos que desertaram em março vivem hoje em Manaus.", "2019-05-10",
          [("defection", ANY, "2019-03-01")], (("defection", ANY, "2019-05-10"),), "vivem-hoje-em"),
    _case("Dos cabos que desertaron en marzo hoy viven en Manaos.", "2019-05-10",
          [("defection", ANY, "2019-03-01")], (("defection", ANY, "2019-05-10"),), "hoy-viven-en"),
    _case("Two corporals who deserted in March live today in Manaus.", "2019-05-10",
          [("defection", ANY, "2019-03-01")], (("defection", ANY, "2019-05-10"),), "live-today-in"),
    # The charge laid is the crime, not a revolt: "accusing them of rebellion", "acusándolos de rebelión".
    _case("A military court ordered the arrest of nine officers on Monday, accusing them of rebellion.", "2019-05-10",
          [], ("uprising",), "accusing-them-of-rebellion"),
    _case("Un tribunal militar ordenó el lunes la captura de nueve oficiales, acusándolos de rebelión militar.",
          "2019-05-10", [], ("uprising",), "acusandolos-de-rebelion"),
    _case("Nine officers charged with military rebellion were moved to Ramo Verde on Monday.", "2019-05-10",
          [("relocation", "Ramo Verde", "2019-05-06")], ("uprising",), "charged-with-rebellion"),
    _case("Dozens of soldiers rebelled on Monday in Cumaná, accusing Maduro of starving them.", "2019-05-10",
          [("uprising", "Cumaná", "2019-05-06")], (), "rebelled-accusing-maduro"),
    # A break announced, told by its noun.
    _case("Maj. Tomás Reyes announced his break with Maduro in a video on Monday.", "2019-05-10",
          [("defection", ANY, "2019-05-06")], (), "announced-his-break"),
    _case("El mayor Tomás Reyes anunció el lunes su ruptura con el régimen de Maduro.", "2019-05-10",
          [("defection", ANY, "2019-05-06")], (), "anuncio-su-ruptura"),
    # Others moved them: "moved them to", "moved the group to" carry those told before.
    _case("Nine corporals crossed at Ureña in March. Colombian officials moved them to Bogotá on Monday.",
          "2019-05-10", [("relocation", "Bogotá", "2019-05-06")], (), "officials-moved-them"),
    _case("Nine corporals crossed at Ureña in March. Colombian officials moved the group to Bogotá on Monday.",
          "2019-05-10", [("relocation", "Bogotá", "2019-05-06")], (), "officials-moved-the-group"),
    # The far bank reached right after a river crossing ends that crossing; it is no second one.
    _case("A Venezuelan army corporal swam across the Táchira River early Sunday before dawn. Exhausted, he reached "
          "the Colombian bank, where soldiers found him.", "2019-05-10",
          [("border_crossing", "Táchira River", "2019-05-05")], (("border_crossing", "Colombia", ANY),),
          "reached-the-far-bank"),
    # "had driven ... through", "running to": ways across in the pluperfect and the gerund.
    _case("Cpl. Ana Ruiz deserted on Sunday. She had driven a truck through the barriers on the Simón Bolívar bridge "
          "before jumping out and running to Colombia.", "2019-05-10",
          [("border_crossing", ANY, "2019-05-05")], (), "had-driven-running-to"),
    # "The former guardsman", "the retired major": a soldier described by what he was.
    _case("The former corporal left Cúcuta for Quito in late June, traveling by bus.", "2019-08-20",
          [("relocation", "Quito", "2019-06-01")], (), "the-former-corporal"),
    # "another group of 35 deserters": the group, counted.
    _case("Another group of 35 deserters was flown to Bogotá on Aug. 14.", "2019-08-20",
          [("relocation", "Bogotá", "2019-08-14")], (), "another-group-of"),
    # "were removed from hotels": put out of where they stayed, told in the passive.
    _case("About 300 former soldiers were removed from hotels in Cúcuta in early July.", "2019-08-20",
          [("relocation", "Cúcuta", "2019-07-01")], (), "were-removed-from"),
    # A pro-drop chain through an imperfect opened by a time word: "Desde entonces vivía en Cúcuta ... En agosto se mudó".
    _case("Según su madre, el cabo Luis Ortega cruzó la frontera por una trocha el 2 de mayo. Desde entonces vivía en "
          "Cúcuta y trabajaba en un taller. En agosto se mudó a Pamplona.", "2019-09-09",
          [("relocation", "Pamplona", "2019-08-01")], (), "desde-entonces-vivia-se-mudo"),
    # An attack's place is where it was made, not the hospital where one of the hurt died after.
    _case("El viernes, dos exmilitares venezolanos fueron atacados a tiros en Villa del Rosario; uno murió en el "
          "hospital Erasmo Meoz.", "2019-09-09", [("violence", "Villa del Rosario", "2019-09-06")],
          (("violence", "Erasmo Meoz University Hospital", ANY),), "atacados-en-murio-en-hospital"),
    _case("One former soldier died in the Erasmo Meoz hospital on Friday after being shot.", "2019-09-09",
          [("violence", "Erasmo Meoz University Hospital", "2019-09-06")], (), "died-in-hospital-only-place"),
    # Fellow soldiers, counted: "tres compañeros suyos fueron detenidos" (and "três colegas", "three colleagues").
    _case("Tres compañeros suyos fueron detenidos en Rubio en mayo.", "2019-06-18",
          [("arrest", "Rubio", "2019-05-01")], (), "tres-companeros-detenidos"),
    # "o militar", "el militar": the soldier told of before, not someone new; and he deserts once, on the
    # day he left his post, not again on the day of the crossing the lead tells.
    _case("Um cabo do Exército venezuelano pediu refúgio no Brasil nesta segunda-feira (17), em Pacaraima, depois de "
          "atravessar a fronteira a pé. Segundo a Polícia Federal, o militar deixou o quartel em Santa Elena de "
          "Uairén no domingo à noite.", "2019-06-18",
          [("defection", "Santa Elena de Uairén", "2019-06-16")], (("defection", ANY, "2019-06-17"),),
          "o-militar-deserts-once"),
    _case("Un cabo del Ejército venezolano pidió refugio el lunes en Pacaraima tras cruzar la frontera. El militar "
          "dejó su cuartel en Santa Elena de Uairén el domingo por la noche.", "2019-06-18",
          [("defection", "Santa Elena de Uairén", "2019-06-16")], (("defection", ANY, "2019-06-17"),),
          "el-militar-deserts-once"),
    # A desertion told as what came before the news ("after deserting last week in Zulia state") is placed
    # where it happened, not where the man arrived.
    _case("A navy captain arrived in Bogotá on Monday after deserting last week in Zulia state.", "2019-03-12",
          [("defection", "Zulia", "2019-03-04")], (("defection", "Bogotá", ANY),), "after-deserting-in"),
    _case("Un capitán de la Armada llegó el lunes a Bogotá, después de desertar la semana pasada en el estado Zulia.",
          "2019-03-12", [("defection", "Zulia", "2019-03-04")], (("defection", "Bogotá", ANY),),
          "despues-de-desertar-en"),
    # A verb joined by "and" right after a dated one takes that day, not one a relative clause before it names.
    _case("Three corporals who said they took part in this week's failed uprising crossed into Brazil on Thursday "
          "and asked for asylum, officials said.", "2019-05-03", [("asylum", "Brazil", "2019-05-02")],
          (("asylum", ANY, "2019-04-29"),), "and-asked-takes-the-first-verbs-day"),
    # Men tied to a revolt named without its day: who they are, no revolt on the day of the sentence.
    _case("On Wednesday, the government issued arrest warrants for several officers linked to the revolt.",
          "2019-05-03", [], ("uprising",), "officers-linked-to-the-revolt"),
    _case("Officers linked to the April 30 revolt were arrested on Wednesday.", "2019-05-03",
          [("uprising", ANY, "2019-04-30")], (), "linked-to-the-dated-revolt"),
    _case("La Dgcim detuvo el miércoles a tres militares vinculados a la fallida rebelión.", "2019-05-03",
          [("arrest", ANY, "2019-05-01")], ("uprising",), "vinculados-a-la-rebelion"),
    # A post reached, told by the town it stands at, is where the walk ended.
    _case("Two sergeants walked for hours through the hills around Santa Elena de Uairén before reaching a "
          "Brazilian army post on the edge of Pacaraima on Thursday.", "2019-05-03",
          [("border_crossing", ANY, "2019-05-02")], (("relocation", "Santa Elena de Uairén", ANY),),
          "reaching-a-post-on-the-edge-of"),
    # "El mayor general" is the three-star rank, and the one held.
    _case("El mayor general retirado fue detenido el jueves en su residencia de El Hatillo.", "2019-04-20",
          [("arrest", "El Hatillo", "2019-04-18")], (), "el-mayor-general-detenido"),
    # The post left, named with what kind of post it is: "el puesto de control de Boca de Grita".
    _case("El domingo, los guardias Luis Páez y Juan Mora abandonaron el puesto de control de Boca de Grita.",
          "2019-04-20", [("defection", "Boca de Grita", "2019-04-14")], (), "puesto-de-control-de"),
    # "was fired on April 30" is a dismissal; "fired on Monday at a crowd" a shooting, the day between.
    _case("Gen. Hugo Rivas was fired on Tuesday for refusing orders.", "2019-05-05", [], ("violence",),
          "fired-on-a-day-dismissed"),
    _case("Guardsmen fired on Monday at a crowd in Ureña.", "2019-05-05", [("violence", "Ureña", "2019-04-29")], (),
          "fired-on-monday-at"),
    # The head of an intelligence service is of the forces: his break with Maduro is a defection.
    _case("Pedro Lara, the head of the SEBIN intelligence service, was dismissed on April 30 after breaking with Maduro.",
          "2019-05-05", [("defection", ANY, "2019-04-30")], (), "head-of-sebin-breaking-with"),
    # What kind of post, between the post and its town: "no posto de triagem de Pacaraima".
    _case("Na terça-feira (5), um tenente da Guarda Nacional pediu refúgio no posto de triagem de Pacaraima.",
          "2019-03-08", [("asylum", "Pacaraima", "2019-03-05")], (), "posto-de-triagem-de"),
    # "moved here": to the town of the dateline.
    _case("BOGOTÁ, Colombia — Cpl. Hugo Salas crossed the Simón Bolívar bridge on Feb. 23. He moved here in August, "
          "after the hotel where he had lived closed its doors.", "2019-12-15",
          [("relocation", "Bogotá", "2019-08-01")], (), "moved-here"),
    # A deed told by its noun with its owner: "the general's defection on Saturday".
    _case("The general's defection on Saturday was the highest-ranking so far.", "2019-02-20",
          [("defection", ANY, "2019-02-16")], (), "the-generals-defection"),
    # Allegiance renounced, support withdrawn.
    _case("A navy captain renounced his allegiance to Maduro on Tuesday in a video filmed in Cúcuta.", "2019-02-20",
          [("defection", "Cúcuta", "2019-02-19")], (), "renounced-his-allegiance"),
    _case("Un capitán de navío retiró el martes su apoyo a Nicolás Maduro en un video.", "2019-02-20",
          [("defection", ANY, "2019-02-19")], (), "retiro-su-apoyo"),
    # A break declared is made the day it is said: "said on Saturday that he no longer recognized Maduro".
    _case("Col. Luis Ortiz, the military attaché in Washington, said on Saturday that he no longer recognized Maduro.",
          "2019-02-20", [("defection", ANY, "2019-02-16")], (), "said-no-longer-recognized"),
    # A group's undated step right after its dated desertion is no second desertion.
    _case("In the early hours of July 19, some 30 guardsmen abandoned the Castilletes border post in northern Zulia. "
          "The group walked across the desert to the Colombian town of Paraguachón, arriving at dawn.", "2019-07-22",
          [("defection", "Castilletes", "2019-07-19"), ("border_crossing", ANY, "2019-07-19")],
          (("defection", "Paraguachón border crossing", ANY),), "group-step-after-desertion"),
    # A relative or a comrade held, told in the pluperfect passive: "su hermano había sido detenido".
    _case("Su hermano había sido detenido el lunes en Punto Fijo.", "2019-03-21",
          [("arrest", "Punto Fijo", "2019-03-18")], (), "su-hermano-habia-sido-detenido"),
    _case("Su compañero fue detenido el lunes en Punto Fijo.", "2019-03-21",
          [("arrest", "Punto Fijo", "2019-03-18")], (), "su-companero-fue-detenido"),
    # An arrest told again, undated, right after its dated telling is that arrest, not one on the day before.
    _case("Two soldiers were detained on Tuesday near Santa Elena de Uairén. The pair had left their base in Luepa "
          "on Monday night. They were caught at a checkpoint a few kilometers from the border.", "2019-08-02",
          [("arrest", ANY, "2019-07-30")], (("arrest", ANY, "2019-07-29"),), "arrest-told-again"),
    # "That was Feb. 23": the next sentence names the day of the scene just told.
    _case("LIMA, Peru — The last time Sgt. Omar Rincón wore his uniform, he was running across the Francisco de Paula "
          "Santander bridge. That was Feb. 23, the day the aid convoy failed.", "2019-11-30",
          [("border_crossing", ANY, "2019-02-23")], (("border_crossing", ANY, None),), "that-was-feb-23"),
    _case("El cabo Omar Rincón cruzó el puente Francisco de Paula Santander con las manos en alto. Era el 23 de "
          "febrero y el humo cubría el puente.", "2019-11-30",
          [("border_crossing", ANY, "2019-02-23")], (("border_crossing", ANY, None),), "era-el-23-de-febrero"),
    # "ambos fueron trasladados": both, the pair told before; "was transferred on Monday to": a day between.
    _case("Dos cabos fueron detenidos el 14 de agosto en Rubio. Al día siguiente, ambos fueron trasladados a la sede "
          "de la Dgcim en Boleíta, en Caracas.", "2019-08-20", [("relocation", "Boleíta", "2019-08-15")], (),
          "ambos-fueron-trasladados"),
    _case("Sgt. Luis Mora was arrested on Aug. 14 in Rubio. He was transferred on Monday to the DGCIM headquarters in "
          "Boleíta.", "2019-08-20", [("relocation", "Boleíta", "2019-08-19")], (), "transferred-on-monday-to"),
    # The far side put first, with or without its comma: "Del otro lado pidió protección", "Del lado colombiano, pidió".
    _case("El cabo Luis Mora cruzó el río el sábado. Del otro lado pidió protección a la Policía.", "2019-03-20",
          [("asylum", ANY, "2019-03-16")], (), "del-otro-lado-pidio"),
    _case("El cabo Luis Mora cruzó el río el sábado. Del lado colombiano, pidió protección a la Policía.", "2019-03-20",
          [("asylum", ANY, "2019-03-16")], (), "del-lado-colombiano-pidio"),
    # ... but "another corporal" is someone else: each keeps his desertion.
    _case("A corporal crossed into Colombia on Monday at the Simón Bolívar bridge. Another corporal deserted on Sunday "
          "in Ureña.", "2019-06-18", [("defection", ANY, "2019-06-17"), ("defection", "Ureña", "2019-06-16")], (),
          "another-corporal-deserts-too"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_sixteenth_sweep(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text", [
    "Funcionarios de la Dgcim allanaron la vivienda el viernes y se llevaron a su cuñado.",
    "Funcionarios del Sebin se llevaron a su hermano el viernes en Maracay.",
])
def test_a_relative_taken_is_the_one_arrested(gazetteer, text: str) -> None:
    arrest = next(e for e in _events(gazetteer, text, "2019-03-12") if e.event_type == "arrest")
    assert arrest.actors[:1] in (("su cuñado",), ("su hermano",)), arrest.actors


def _events(gazetteer, text: str, published: str):
    article = make_article(text, published=published)
    return extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))


def test_the_source_is_not_among_those_held(gazetteer) -> None:
    text = "Según la ONG Foro Penal, 12 militares fueron detenidos en Maracay en marzo."
    arrest = next(e for e in _events(gazetteer, text, "2019-04-20") if e.event_type == "arrest")
    assert arrest.actors == ("12 militares",), arrest.actors
