"""Event extraction traps found by the thirty-first sweep of the development batches, each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.articles import load_article
from geo.pipeline import extract_article

from .test_events_batch9 import ANY, _case, _coded, assert_coded

# A relative clause whose verb is already whole ("the 15 who remain", "those who stayed behind") leaves the main
# verb after it on the day that opens the sentence; so does "a video in which he said": the video's day
CLAUSE_BEFORE_THE_VERB = [
    _case("On Monday, the 12 who remain blocked the road to the border post for an hour, holding up a flag.",
          "2019-07-11", [("protest", ANY, "2019-07-08")], [("protest", ANY, None)], "the-twelve-who-remain"),
    _case("On Monday, the ex-soldiers who are still there blocked the road to the border post for an hour.",
          "2019-07-11", [("protest", ANY, "2019-07-08")], [("protest", ANY, None)], "those-who-are-still-there"),
    _case("Lt. Col. Pedro Salas Rivas, the Venezuelan naval attache in Ottawa, released a video on Sunday in which "
          "he said he no longer recognized Nicolás Maduro as president.", "2019-02-05",
          [("defection", ANY, "2019-02-03")], [("defection", ANY, None)], "a-video-in-which-he-said"),
    # guards: the relative clause's own deed keeps the clause's time, not the opening day's
    _case("On Monday, a court sentenced 16 guardsmen who revolted in Cotiza.", "2019-07-11",
          [], [("uprising", ANY, "2019-07-08")], "who-revolted-is-not-monday"),
]


@pytest.mark.parametrize("text, published, present, absent", CLAUSE_BEFORE_THE_VERB)
def test_a_whole_relative_clause_leaves_the_opening_day_to_the_main_verb(gazetteer, text: str, published: str,
                                                                          present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


# An officer who declares for Guaidó with no place of his own, and whom the story has posted abroad ("who has served
# at the Venezuelan embassy in Lima"), or who recorded the video somewhere the sentence before names, declared there
DECLARED_AT_HIS_POST_OR_VIDEO = [
    _case("Army Colonel Andrés Medina Lugo, who has served at the Venezuelan embassy in Quito since 2017, is a "
          "career infantry officer. On Sunday, Medina said in a video that he recognized Guaidó as president.", "2019-02-05", [("defection", "Quito", "2019-02-03")], [("defection", "Venezuela", ANY)],
          "attache-posted-in-quito"),
    _case("El coronel Andrés Medina Lugo, agregado militar en Quito desde 2017, es oficial de "
          "infantería. El domingo, frente a una bandera, Medina grabó un video en el que reconoce a Guaidó.", "2019-02-05",
          [("defection", "Quito", "2019-02-03")], [("defection", "Venezuela", ANY)], "agregado-militar-en-quito"),
    _case("On June 2, Capt. Luis Ferrer Campos recorded a short video in his aunt's kitchen in Doral. Standing in "
          "front of a Venezuelan flag, Ferrer recognized Guaidó as interim president.", "2019-06-10",
          [("defection", "Doral", "2019-06-02")], [("defection", "Venezuela", ANY)], "video-recorded-in-doral"),
    _case("On June 2, Capt. Luis Ferrer Campos recorded a short video in his barracks in Maracay. Standing in front "
          "of a flag, Ferrer recognized Guaidó as interim president.", "2019-06-10",
          [("defection", "Maracay", "2019-06-02")], [("defection", "Doral", ANY)], "video-recorded-at-home"),
    # guards: another man's post does not place him; a video told a paragraph back does not either
    _case("Army Colonel Andrés Medina Lugo has served at the Venezuelan embassy in Quito since 2017. On Sunday, "
          "Capt. Luis Ferrer Campos said in a video that he recognized Guaidó as president.", "2019-02-05",
          [("defection", ANY, "2019-02-03")], [("defection", "Quito", ANY)], "anothers-post-does-not-place-him"),
    _case("On June 2, Capt. Luis Ferrer Campos recorded a short video in his aunt's kitchen in Doral.\n\nOn June 9, "
          "standing in front of a flag, Ferrer recognized Guaidó as interim president.", "2019-06-10",
          [("defection", ANY, "2019-06-09")], [("defection", "Doral", ANY)], "a-video-a-paragraph-back"),
]


@pytest.mark.parametrize("text, published, present, absent", DECLARED_AT_HIS_POST_OR_VIDEO)
def test_a_declared_break_is_placed_at_his_post_abroad_or_where_the_video_was_made(
        gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


# A move told past a comma aside ("foi levado de ônibus, sob escolta, para Boa Vista"), or with the day and a named
# convoy between the verb and its end ("levados na quinta-feira (11) em um ônibus da Operação Acolhida para"); and the
# next step of a soldier who crossed with his kin, told "they" or with the subject left out
MOVES_AND_KIN = [
    _case("Cinco militares venezuelanos pediram refúgio em Pacaraima na quarta-feira (1). Na sexta-feira (3), o grupo "
          "foi levado de ônibus, sob escolta, para Boa Vista.", "2019-05-05",
          [("relocation", "Boa Vista", "2019-05-03")], (), "levado-de-onibus-sob-escolta-para"),
    _case("Cinco militares venezolanos pidieron refugio en Cúcuta el miércoles. El viernes fueron llevados en bus, con "
          "escolta policial, a Bucaramanga.", "2019-05-05",
          [("relocation", "Bucaramanga", "2019-05-03")], (), "llevados-en-bus-con-escolta-a"),
    _case("Três militares venezuelanos pediram refúgio em Pacaraima na terça-feira (9). Os três foram levados na "
          "quinta-feira (11) em um ônibus da Operação Acolhida para Boa Vista.", "2019-04-13",
          [("relocation", "Boa Vista", "2019-04-11")], (), "levados-na-quinta-feira-em-um-onibus-para"),
    _case("Sgt. Luis Pérez and his wife crossed into Cúcuta on Saturday. That afternoon they took a bus to "
          "Bucaramanga.", "2019-10-08", [("relocation", "Bucaramanga", "2019-10-05")], (), "the-sergeant-and-his-wife"),
    _case("El sargento Luis Pérez y su familia cruzaron el puente Simón Bolívar el sábado 5 de octubre. Esa misma "
          "tarde tomaron un bus en Cúcuta hacia Bucaramanga.", "2019-10-08",
          [("relocation", "Bucaramanga", "2019-10-05")], (), "el-sargento-y-su-familia"),
    _case("O cabo Luis Pérez e a mulher atravessaram a fronteira em Pacaraima no sábado (5). No domingo seguiram de "
          "ônibus para Boa Vista.", "2019-10-08", [("relocation", "Boa Vista", "2019-10-06")], (), "o-cabo-e-a-mulher"),
    # guards: an aside with no move's end after it, and a civilian's family
    _case("Cinco militares venezuelanos pediram refúgio em Pacaraima. O grupo foi levado de ônibus, sob escolta, e "
          "ficou no abrigo.", "2019-05-05", [], ("relocation",), "levado-with-no-end"),
    _case("La abogada Ana Ruiz y su familia cruzaron el puente Simón Bolívar el sábado. Esa tarde tomaron un bus hacia "
          "Bucaramanga.", "2019-10-08", [], ("relocation",), "a-civilian-and-her-family"),
]


@pytest.mark.parametrize("text, published, present, absent", MOVES_AND_KIN)
def test_moves_past_an_aside_and_after_a_crossing_with_kin(gazetteer, text: str, published: str, present: list,
                                                           absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


# An undated event a headline, a deck or a subhead announces, that the body tells with its day as the same kind of
# event on the same ground, is the body's event: no second, undated one
HEADING_RETOLD = [
    _case("# Dos tenientes presos y un cabo herido\n\n*La Dgcim se llevó a dos oficiales de un destacamento de Valencia. "
          "Un cabo del mismo destacamento huyó a Colombia con una bala en el brazo.*\n\nEl cabo Luis Pérez, herido en el "
          "brazo, cruzó el río Táchira el 7 de julio y pidió protección en Cúcuta.", "2019-07-12",
          [("border_crossing", ANY, "2019-07-07")], [("border_crossing", ANY, None)], "a-deck-in-italics"),
    _case("# Corporal flees with a bullet in his arm\n\n**A corporal of the same unit fled to Colombia with a bullet in "
          "his arm**\n\nCpl. Luis Pérez, wounded in the arm, crossed the Táchira River on July 7 and asked for "
          "protection in Cúcuta.", "2019-07-12",
          [("border_crossing", ANY, "2019-07-07")], [("border_crossing", ANY, None)], "a-bold-subhead"),
    # guards: a deck the body does not retell, and a live blog's bulleted entry, stay
    _case("# Dos tenientes presos y un cabo herido\n\n*Un cabo del mismo destacamento huyó a Colombia con una bala en "
          "el brazo.*\n\nLa Dgcim detuvo el 7 de julio a dos tenientes en Valencia.", "2019-07-12",
          [("border_crossing", ANY, None)], (), "a-deck-told-once"),
    _case("# Live updates\n\n- A navy lieutenant and two sailors fled to Colombia by boat\n\nOn July 7, two corporals "
          "crossed the Táchira River and asked for protection in Cúcuta.", "2019-07-12",
          [("border_crossing", ANY, None)], (), "a-bulleted-entry"),
]


@pytest.mark.parametrize("text, published, present, absent", HEADING_RETOLD)
def test_a_heading_the_body_retells_is_no_event_of_its_own(gazetteer, tmp_path, text: str, published: str,
                                                          present: list, absent: tuple) -> None:
    saved = tmp_path / "story.txt"  # read as a build reads a saved article, its header block first
    saved.write_text(f"Title: A story\nPublished: {published}\n\n{text}\n", encoding="utf-8")
    events = extract_article(load_article(saved), gazetteer).events
    assert_coded([(e.event_type, e.place, e.date.iso() if e.date else None) for e in events], present, absent)
