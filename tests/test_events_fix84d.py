"""Event extraction traps found a fourth time in held-out batch 84 (a reporter's "enviada especial a" byline; a
video player's caption with the day a report was aired, above the lead; custody at the airport, in a paragraph of its
own, after the landing told before), each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded_with, assert_coded

SPECIAL_ENVOY = [
    # "Por Juliana Prates Assunção, enviada especial a Puerto Obaldía (Panamá)": where the reporter writes from
    _case("Cinco ex-militares venezuelanos pediram refúgio em Roraima.\nPor Ana Souza Lima, enviada especial a "
          "Pacaraima (RR)\nEles disseram que temem represálias.", "2019-03-05", [],
          (("relocation", "Pacaraima", ANY),), "pt-enviada-especial"),
    _case("Cinco exmilitares venezolanos pidieron refugio en Cúcuta.\nPor Andrea Ruiz Mora, enviada especial a "
          "Ipiales\nEllos pidieron refugio.", "2019-03-05", [], (("relocation", "Ipiales", ANY),),
          "es-enviada-especial"),
    # (guard: men sent somewhere are moved, in both languages)
    _case("Os cinco ex-militares venezuelanos foram enviados a Boa Vista no domingo.", "2019-03-05",
          [("relocation", "Boa Vista", "2019-03-03")], (), "pt-enviados-a"),
    _case("Los cinco exmilitares venezolanos fueron enviados a Bogotá el domingo.", "2019-03-05",
          [("relocation", "Bogotá", "2019-03-03")], (), "es-enviados-a"),
]


@pytest.mark.parametrize("text, published, present, absent", SPECIAL_ENVOY)
def test_a_special_envoy_byline_moves_no_one(gazetteer, geonames, text: str, published: str, present: list,
                                             absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


AIRED_CAPTION = [
    # "▶ VIDEO: ... (aired Dec. 13, 2019, ...)" above the story: the day a report was aired does not date the news
    _case("▶ VIDEO: Residents film the river at Arauquita (aired Oct. 5, 2019)\nResidents of Arauquita said the river "
          "was high, officials said Sunday.\nTwo Venezuelan soldiers deserted and swam to Arauquita.", "2019-10-08",
          [("border_crossing", "Arauquita", ANY)], (("border_crossing", ANY, "2019-10-05"),), "en-video-aired"),
    _case("WATCH: Residents film the river at Arauquita (Oct. 5, 2019)\nResidents of Arauquita said the river was "
          "high, officials said Sunday.\nTwo Venezuelan soldiers deserted and swam to Arauquita.", "2019-10-08",
          [("border_crossing", "Arauquita", ANY)], (("border_crossing", ANY, "2019-10-05"),), "en-watch"),
    _case("▶ VÍDEO | Moradores filmam o rio em Pacaraima (exibido em 5 de outubro de 2019)\nMoradores de Pacaraima "
          "disseram que o rio estava cheio, informaram autoridades no domingo.\nDois soldados venezuelanos desertaram e "
          "atravessaram a fronteira até Pacaraima.", "2019-10-08", [("border_crossing", "Pacaraima", ANY)],
          (("border_crossing", ANY, "2019-10-05"),), "pt-video-exibido"),
    # (and custody at the airport takes the landing's day, not the caption's)
    _case("▶ VIDEO: Venezuelan family asks for help at Miami airport (aired Oct. 5, 2019)\nA former Venezuelan navy "
          "lieutenant landed in Miami on Friday and asked for asylum.\nHis cousin said he was a deserter.\nHe was held "
          "at the airport overnight.", "2019-10-08", [("arrest", ANY, "2019-10-04")], (("arrest", ANY, "2019-10-05"),),
          "en-video-aired-held"),
    # (guard: a lead that opens on a word like "Watching" is the story's, and dates what follows)
    _case("Watching the river on Saturday, residents of Arauquita said the water was high, officials said Saturday.\n"
          "Two Venezuelan soldiers deserted and swam to Arauquita.", "2019-10-08",
          [("border_crossing", ANY, "2019-10-05")], (), "en-watching-lead"),
]


@pytest.mark.parametrize("text, published, present, absent", AIRED_CAPTION)
def test_a_player_caption_is_not_the_lead(gazetteer, geonames, text: str, published: str, present: list,
                                          absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


HELD_ON_LANDING = [
    # "He landed in Atlanta ... on Thursday. [...] ¶ He was held at the airport overnight": from the landing's day
    _case("HOUSTON — A former Venezuelan army captain who asked for asylum at the airport has been moved to a "
          "detention center, his family said.\nHe landed in Houston on a flight from Bogotá on Thursday. His cousin "
          "said he told officers he was a deserter.\nHe was held at the airport overnight. On Saturday, he was taken "
          "to Conroe.", "2019-12-16", [("arrest", ANY, "2019-12-12")], (), "en-held-at-the-airport"),
    _case("SÃO PAULO — Um ex-capitão do Exército venezuelano que pediu refúgio no aeroporto foi levado para um centro "
          "de detenção, disse a família.\nEle chegou a São Paulo num voo de Bogotá na quinta-feira. O primo disse que "
          "ele era desertor.\nEle foi detido no aeroporto durante a noite. No sábado, foi levado para Guarulhos.",
          "2019-12-16", [("arrest", ANY, "2019-12-12")], (), "pt-detido-no-aeroporto"),
    # (guard: a hearing held at the airport holds nobody, and no arrest takes the landing's day)
    _case("HOUSTON — A former Venezuelan army captain who asked for asylum at the airport has been moved to a "
          "detention center, his family said.\nHe landed in Houston on a flight from Bogotá on Thursday. His cousin "
          "said he told officers he was a deserter.\nThe hearing was held at the airport overnight. On Saturday, he "
          "was taken to Conroe.", "2019-12-16", [], ("arrest",), "en-hearing-held"),
    # (guard: held at the airport with no landing told before: no day to give)
    _case("HOUSTON — A former Venezuelan army captain who asked for asylum has been moved to a detention center, his "
          "family said.\nHis cousin said he told officers he was a deserter.\nHe was held at the airport overnight.",
          "2019-12-16", [], (("arrest", ANY, "2019-12-12"),), "en-no-landing"),
]


@pytest.mark.parametrize("text, published, present, absent", HELD_ON_LANDING)
def test_held_at_the_airport_from_the_landing_day(gazetteer, geonames, text: str, published: str, present: list,
                                                  absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
