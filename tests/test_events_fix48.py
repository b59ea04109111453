"""Event extraction traps found in held-out batch 48 (a captain's video and arrest in Apure, a major flying to
Mexico, a sergeant held in Boa Vista on a red notice, soldiers stopped at a checkpoint while a fifth crossed, Feb. 23
at Paraguachón, a captain's year in Colombia, two officers asking Brazil for refuge, deportees from Trinidad), each
shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_DAY_NAMED_BETWEEN_THE_VERBS = [
    # "caminó durante la noche ... y, en la madrugada del sábado 17, cruzó": the day named between the verbs, not the
    # night counted from the story's latest event (a move told the sentence before, a day later)
    _case("Dos soldados fueron detenidos en Capacho el viernes 16 de agosto. El domingo 18 de agosto fueron trasladados "
          "a Caracas. El cabo Luis Ríos caminó durante la noche por senderos entre Rubio y Delicias y, en la madrugada "
          "del sábado 17 de agosto, cruzó la línea fronteriza hacia Ragonvalia.", "2019-08-20",
          [("border_crossing", "Ragonvalia", "2019-08-17")], (("border_crossing", ANY, "2019-08-18"),),
          "es-caminó-durante-la-noche"),
    _case("Two soldiers were detained in Capacho on Friday, Aug. 16. On Sunday, Aug. 18, they were taken to Caracas. "
          "Cpl. Luis Ríos walked through the night along paths between Rubio and Delicias and, in the early hours of "
          "Saturday, Aug. 17, crossed the border into Ragonvalia.", "2019-08-20",
          [("border_crossing", "Ragonvalia", "2019-08-17")], (("border_crossing", ANY, "2019-08-18"),),
          "en-walked-through-the-night"),
    # ... with no day named between the verbs, the night is still the story's
    _case("Dos soldados fueron detenidos en Capacho el viernes 16 de agosto. El cabo Luis Ríos caminó durante la noche "
          "por senderos entre Rubio y Delicias y cruzó la línea fronteriza hacia Ragonvalia.", "2019-08-20",
          [("border_crossing", ANY, "2019-08-16")], (), "es-durante-la-noche-alone"),
]


@pytest.mark.parametrize("text, published, present, absent", A_DAY_NAMED_BETWEEN_THE_VERBS)
def test_a_day_named_between_the_verbs(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_PORTUGUESE_ARREST_OBJECT_AFTER_ASIDES = [
    # "prendeu na quarta-feira (3), em Pacaraima, um cabo": no personal "a", the object follows the asides
    _case("A Polícia Federal prendeu na quarta-feira (3), em Pacaraima, um cabo do Exército venezuelano.", "2019-07-06",
          [("arrest", "Pacaraima", "2019-07-03")], (), "pt-prendeu-asides-um-cabo"),
    _case("A polícia prendeu nesta quinta-feira, em Manaus, o tenente venezuelano Carlos Rojas.", "2019-07-06",
          [("arrest", "Manaus", "2019-07-04")], (), "pt-prendeu-asides-o-tenente-venezuelano"),
    _case("Agentes da PF detiveram na terça-feira (2), em Boa Vista, dois ex-sargentos da Guarda Nacional.", "2019-07-06",
          [("arrest", "Boa Vista", "2019-07-02")], (), "pt-detiveram-asides-dois"),
    # ... Spanish "no" is a negation, and no aside: the helper named later was held by no one
    _case("El abogado dijo que los detenidos no tuvieron acceso a un abogado durante la audiencia y que fueron asistidos "
          "por un defensor público.", "2019-07-06", [], ("arrest",), "es-no-is-no-aside"),
]


@pytest.mark.parametrize("text, published, present, absent", A_PORTUGUESE_ARREST_OBJECT_AFTER_ASIDES)
def test_a_portuguese_arrest_object_after_asides(gazetteer, text: str, published: str, present: list,
                                                 absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_POST_LEFT_THEN_CROSSED = [
    # A profile that has already taken the men abroad (an undated custody move) goes back to tell their desertion:
    # leaving the post and crossing at once sets out from home, a desertion and a crossing, no onward move
    _case("Two National Guard corporals were taken to a shelter in Boa Vista. They left their post at Santa Elena de "
          "Uairén on March 2 and walked across to Pacaraima.", "2019-05-20",
          [("defection", ANY, "2019-03-02"), ("border_crossing", "Pacaraima", "2019-03-02")],
          (("relocation", "Pacaraima", "2019-03-02"),), "en-left-their-post-and-walked-across"),
    _case("Dos cabos de la Guardia Nacional fueron llevados a un albergue en Cúcuta. Dejaron su unidad el 2 de marzo y "
          "cruzaron a pie hacia Cúcuta.", "2019-05-20",
          [("defection", ANY, "2019-03-02"), ("border_crossing", ANY, "2019-03-02")],
          (("relocation", ANY, "2019-03-02"),), "es-dejaron-su-unidad-y-cruzaron"),
    _case("Dois cabos da Guarda Nacional foram levados para um abrigo em Boa Vista. Eles deixaram o quartel em 2 de março "
          "e atravessaram a pé para Pacaraima.", "2019-05-20",
          [("defection", ANY, "2019-03-02"), ("border_crossing", "Pacaraima", "2019-03-02")],
          (("relocation", "Pacaraima", "2019-03-02"),), "pt-deixaram-o-quartel-e-atravessaram"),
    # ... a crossing told with no post left is still the men's onward move
    _case("Two National Guard corporals were taken to a shelter in Boa Vista. In April they crossed into Guyana at "
          "Lethem.", "2019-05-20", [("relocation", ANY, "2019-04-01")], (), "en-onward-crossing-still-moves-on"),
]


@pytest.mark.parametrize("text, published, present, absent", A_POST_LEFT_THEN_CROSSED)
def test_a_post_left_then_crossed(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


CHARGES_LISTED_BEFORE_REBELLION = [
    # "accuses him of treason and rebellion", after a summary line that names no one: the charges laid, no revolt
    _case("Soldier deserted in March and asked for refuge in Brazil. Venezuela accuses him of treason, desertion and "
          "rebellion.", "2019-06-10", [], ("uprising",), "en-accuses-listed-charges"),
    _case("Militar desertó en marzo y pidió refugio en Brasil. Venezuela lo acusa de 'traición a la patria' y "
          "'rebelión'.", "2019-06-10", [], ("uprising",), "es-acusa-de-traicion-y-rebelion"),
    _case("Militar desertou em março e pediu refúgio no Brasil. O governo o acusa de 'traição à pátria' e 'rebelião'.",
          "2019-06-10", [], ("uprising",), "pt-acusa-de-traicao-e-rebeliao"),
    # ... a revolt joined is still one
    _case("The lieutenant deserted in March and joined the rebellion on April 30.", "2019-06-10",
          [("uprising", ANY, "2019-04-30")], (), "en-joined-the-rebellion"),
]


@pytest.mark.parametrize("text, published, present, absent", CHARGES_LISTED_BEFORE_REBELLION)
def test_charges_listed_before_rebellion(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_WHERE_CLAUSE_WITH_ITS_SUBJECT_LEFT_OUT = [
    # "fue llevado a Cúcuta, donde el lunes presentó su solicitud de refugio": the one moved there asked
    _case("El sargento Díaz cruzó a Colombia el sábado. Ese mismo sábado fue llevado a Cúcuta, donde este lunes presentó "
          "su solicitud de refugio ante Migración Colombia.", "2019-07-10",
          [("asylum", "Cúcuta", "2019-07-08")], (), "es-llevado-a-donde-presento"),
    _case("El cabo Ruiz cruzó el río Arauca el martes. Esa misma noche fue trasladado a Arauca, donde se presentó ante la "
          "Policía y pidió protección.", "2019-07-10", [("asylum", "Arauca", "2019-07-09")], (),
          "es-trasladado-a-donde-pidio"),
    # ... a "where" clause with a subject of its own is that subject's
    _case("El sargento Díaz cruzó a Colombia el sábado y llegó a Cúcuta, donde su esposa vive desde marzo.", "2019-07-10",
          [("border_crossing", ANY, "2019-07-06")], ("asylum",), "es-donde-with-own-subject"),
]


@pytest.mark.parametrize("text, published, present, absent", A_WHERE_CLAUSE_WITH_ITS_SUBJECT_LEFT_OUT)
def test_a_where_clause_with_its_subject_left_out(gazetteer, text: str, published: str, present: list,
                                                  absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


WHERE_PEOPLE_LIVE_OR_STAY = [
    # "soldiers who live in X gathered": where they live describes them, no move
    _case("Dozens of former soldiers who live in Riohacha gathered outside the town hall on Tuesday.", "2019-07-10",
          [], ("relocation",), "en-who-live-in"),
    _case("Two deserters who now live in Pamplona protested on Tuesday.", "2019-07-10",
          [("protest", ANY, "2019-07-09")], ("relocation",), "en-who-now-live-in"),
    # relatives who stayed behind moved nowhere
    _case("Su esposa y su hijo se quedaron en Maturín.", "2019-07-10", [], ("relocation",), "es-kin-se-quedaron"),
    _case("El sargento Peña cruzó a Colombia el 4 de mayo. Su madre y su hermana se quedaron en Maturín.", "2019-07-10",
          [("border_crossing", ANY, "2019-05-04")], ("relocation",), "es-kin-se-quedaron-after-a-crossing"),
    # ... the soldiers themselves staying somewhere still moved there
    _case("Los dos sargentos se quedaron en un hotel de Cúcuta.", "2019-07-10", [("relocation", "Cúcuta", ANY)], (),
          "es-soldiers-se-quedaron"),
    # "he has a cousin living in Lima": the cousin's home, not his move
    _case("Maj. Ramón Ortiz fled to Colombia in March. He said he chose Peru because he has a cousin living in the city "
          "of Lima.", "2019-07-10", [("defection", ANY, ANY)], (("relocation", "Lima", ANY),), "en-has-a-cousin-living-in"),
    # ... the soldier's own move still is one
    _case("Maj. Ramón Ortiz fled to Colombia in March. In May he moved to Lima, where he has a cousin.", "2019-07-10",
          [("relocation", "Lima", "2019-05-01")], (), "en-moved-where-he-has-a-cousin"),
]


@pytest.mark.parametrize("text, published, present, absent", WHERE_PEOPLE_LIVE_OR_STAY)
def test_where_people_live_or_stay(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_TOWNS_CENTRE = [
    # "marched through the centre of Riohacha": in the town
    _case("On Sunday, about 300 people marched through the centre of Riohacha.", "2019-07-10",
          [("protest", "Riohacha", "2019-07-07")], (), "en-through-the-centre-of"),
    _case("On Sunday, about 300 people rallied in the center of Valencia.", "2019-07-10",
          [("protest", "Valencia", "2019-07-07")], (), "en-in-the-center-of"),
]


@pytest.mark.parametrize("text, published, present, absent", A_TOWNS_CENTRE)
def test_a_towns_centre(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_TOWNS_NAMED_AIRPORT = [
    # "landed at São Paulo's Guarulhos International Airport": an airport of the town's, named by more than one word
    _case("Capt. Ana Ruiz landed at São Paulo's Guarulhos International Airport on Sunday on a flight from Bogotá.",
          "2019-08-15", [("relocation", "São Paulo", "2019-08-11")], (), "en-landed-at-towns-named-airport"),
    _case("Capt. Ana Ruiz arrived at Quito's Mariscal Sucre Airport on Sunday.", "2019-08-15",
          [("relocation", "Quito", "2019-08-11")], (), "en-arrived-at-towns-two-word-airport"),
    # ... an airport the gazetteer knows keeps its own place
    _case("Capt. Ana Ruiz landed at Panama City's Tocumen International Airport on Sunday on a flight from Bogotá.",
          "2019-08-15",
          [("relocation", "Tocumen International Airport", "2019-08-11")], (), "en-known-airport-kept"),
]


@pytest.mark.parametrize("text, published, present, absent", A_TOWNS_NAMED_AIRPORT)
def test_a_towns_named_airport(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


MARCHED_UNDER_GUARD = [
    # "were marched onto a ferry": led by guards, no protest
    _case("On Thursday, the 40 detainees were marched onto a boat at Port of Spain.", "2019-07-10", [], ("protest",),
          "en-were-marched-onto"),
    _case("On Thursday, the sergeant was marched to the border at Paraguachón.", "2019-07-10", [], ("protest",),
          "en-was-marched-to"),
    # ... people marching still protest
    _case("On Thursday, about 40 Venezuelans marched to the ministry in Port of Spain.", "2019-07-10",
          [("protest", "Port of Spain", "2019-07-04")], (), "en-marched-to-the-ministry"),
]


@pytest.mark.parametrize("text, published, present, absent", MARCHED_UNDER_GUARD)
def test_marched_under_guard(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


def test_san_fernando_in_trinidad(gazetteer) -> None:
    """San Fernando, Trinidad's second city, where the story is in Trinidad."""
    coded = _coded(gazetteer, "Three guardsmen reached Trinidad by boat in June. They were detained in San Fernando "
                              "on Aug. 2.", "2019-08-10")
    assert_coded(coded, [("arrest", "San Fernando", "2019-08-02")], (("arrest", "San Fernando de Apure", ANY),))


THE_HELD_NAMED = [
    # "Los detenidos fueron identificados como ...": the men held, named; no second arrest
    _case("Tres soldados fueron detenidos el sábado en Capacho. Los detenidos fueron identificados como el cabo José "
          "Rivas y los soldados Luis Mora y Pedro Lara.", "2019-07-10",
          [("arrest", "Capacho", "2019-07-06")], (("arrest", ANY, None),), "es-los-detenidos-fueron-identificados"),
    _case("Três soldados foram presos no sábado em Capacho. Os detidos foram identificados como o cabo José Rivas e o "
          "soldado Luis Mora.", "2019-07-10", [("arrest", "Capacho", "2019-07-06")], (("arrest", ANY, None),),
          "pt-os-detidos-foram-identificados"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_HELD_NAMED)
def test_the_held_named(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    coded = _coded(gazetteer, text, published)
    assert_coded(coded, present, absent)
    assert sum(row[0] == "arrest" for row in coded) == 1, coded


def test_the_held_named_counts_the_arrests(gazetteer) -> None:
    """"Los militares detenidos fueron trasladados": the move of men held before, no arrest in Caracas."""
    coded = _coded(gazetteer, "Los militares detenidos fueron trasladados el lunes a Caracas.", "2019-07-10")
    assert_coded(coded, [("relocation", "Caracas", "2019-07-08")], ("arrest",))


A_STATEMENT_READ_ON_A_DAY = [
    # "in a statement read on Monday": the statement's day, not the story's
    _case("The lieutenant posted a video on Friday, July 5. In a statement read on Monday on state television, Defense "
          "Minister Vladimir Padrino López warned that traitors would be punished.", "2019-07-10",
          [("statement", ANY, "2019-07-08")], (), "en-statement-read-on-monday"),
    _case("El teniente difundió un video el viernes 5 de julio. En un comunicado leído el lunes en la televisora del "
          "Estado, el ministro de la Defensa, Vladimir Padrino López, advirtió que los traidores serán castigados.",
          "2019-07-10", [("statement", ANY, "2019-07-08")], (), "es-comunicado-leido-el-lunes"),
]


@pytest.mark.parametrize("text, published, present, absent", A_STATEMENT_READ_ON_A_DAY)
def test_a_statement_read_on_a_day(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_VIDEO_THAT_DISOWNED_MADURO = [
    # "un video en el que desconocía a Maduro", "a video in which he disowned Maduro": the break, on the video's day
    _case("El teniente de la GNB Pedro Salas difundió el jueves un video en el que desconocía a Nicolás Maduro.",
          "2019-07-10", [("defection", ANY, "2019-07-04")], (), "es-video-en-el-que-desconocia"),
    _case("El mayor Pedro Salas, quien el jueves 4 de julio publicó un video en el que reconocía a Juan Guaidó, fue "
          "detenido el sábado en Mérida.", "2019-07-10",
          [("defection", ANY, "2019-07-04"), ("arrest", "Mérida", "2019-07-06")], (), "es-quien-publico-video-reconocia"),
    _case("Lt. Pedro Salas posted a video on Thursday in which he disowned Nicolás Maduro.", "2019-07-10",
          [("defection", ANY, "2019-07-04")], (), "en-video-in-which-he-disowned"),
    _case("O tenente Pedro Salas divulgou na quinta-feira (4) um vídeo no qual desconhecia Nicolás Maduro.",
          "2019-07-10", [("defection", ANY, "2019-07-04")], (), "pt-video-no-qual-desconhecia"),
    # ... one of a group whose desertion was told declaring his break deserts no second time
    _case("Siete soldados desertaron el 3 de julio y cruzaron a Colombia por Paraguachón. Días después, uno de los "
          "soldados publicó un video desde Maicao en el que desconocía a Nicolás Maduro.", "2019-07-20",
          [("defection", ANY, "2019-07-03")], (("defection", "Maicao", ANY),), "es-one-of-them-video"),
    _case("Seven soldiers deserted on July 3 and crossed into Colombia. Days later, one of the soldiers posted a video "
          "from Maicao in which he disowned Nicolás Maduro.", "2019-07-20", [("defection", ANY, "2019-07-03")],
          (("defection", "Maicao", ANY),), "en-one-of-them-video"),
    # ... a video in which he praised Maduro is no break
    _case("Lt. Pedro Salas posted a video on Thursday in which he praised Nicolás Maduro.", "2019-07-10", [],
          ("defection",), "en-video-praising-maduro"),
]


@pytest.mark.parametrize("text, published, present, absent", A_VIDEO_THAT_DISOWNED_MADURO)
def test_a_video_that_disowned_maduro(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


SOLDIERS_IN_GENERAL_BEFORE_A_FUTURE = [
    # 'said that soldiers who deserted "will be received"': whoever does, nobody yet
    _case("Peru's foreign minister said on Monday that soldiers who deserted \"will be welcomed\".", "2019-07-10",
          [], ("defection",), "en-soldiers-who-deserted-will-be"),
    _case("Guaidó said on Saturday that troops who crossed would be given amnesty.", "2019-07-10", [],
          ("border_crossing", "defection"), "en-troops-who-crossed-would-be"),
    # ... counted or dated men who crossed are told
    _case("Two soldiers who crossed on Saturday will be moved to a shelter in Cúcuta.", "2019-07-10",
          [("border_crossing", ANY, "2019-07-06")], (), "en-two-soldiers-who-crossed-will-be-moved"),
]


@pytest.mark.parametrize("text, published, present, absent", SOLDIERS_IN_GENERAL_BEFORE_A_FUTURE)
def test_soldiers_in_general_before_a_future(gazetteer, text: str, published: str, present: list,
                                             absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


_ARREST_STORY_ES = ("El sargento Luis Peña, quien el viernes 5 de julio publicó un video contra Maduro, fue detenido el "
                    "domingo en Mérida por la Dgcim, informaron familiares.\n\nEl domingo 7 de julio, una comisión de la "
                    "Dgcim llegó a la casa de su madre en Mérida. \"Se lo llevaron esposado\", relató la madre.\n\nEn un "
                    "comunicado leído el lunes en la televisora del Estado, el ministro de la Defensa, Vladimir Padrino "
                    "López, advirtió que los traidores serán juzgados.\n\n")
_ARREST_STORY_EN = ("Sgt. Luis Peña, who posted a video against Maduro on Friday, July 5, was arrested on Sunday in Mérida "
                    "by the DGCIM, relatives said.\n\nOn Sunday, July 7, a DGCIM team came to his mother's house in "
                    "Mérida. \"They took him away in handcuffs,\" his mother said.\n\nIn a statement read on Monday on "
                    "state television, Defense Minister Vladimir Padrino López warned that traitors would be tried.\n\n")

ON_THE_NIGHT_OF_THE_ARREST = [
    # "la misma noche de la detención", "on the night of his arrest": the day of the one arrest told before
    _case(_ARREST_STORY_ES + "La esposa del sargento, la enfermera Ana Ríos, salió de Mérida la misma noche de la "
          "detención junto con sus dos hijos.", "2019-07-09", [("relocation", ANY, "2019-07-07")],
          (("relocation", ANY, "2019-07-05"),), "es-la-misma-noche-de-la-detencion"),
    _case(_ARREST_STORY_EN + "The sergeant's wife, a nurse, Ana Ríos, left Mérida on the night of his arrest with their "
          "two children.", "2019-07-09", [("relocation", ANY, "2019-07-07")], (("relocation", ANY, "2019-07-05"),),
          "en-on-the-night-of-his-arrest"),
]


@pytest.mark.parametrize("text, published, present, absent", ON_THE_NIGHT_OF_THE_ARREST)
def test_on_the_night_of_the_arrest(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
