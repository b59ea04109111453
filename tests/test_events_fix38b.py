"""Event extraction traps found in held-out batch 38, second pass (a sergeant over the Sierra de Perijá whose wife
moved to Maracaibo, an ex-corporal flown to São Paulo), each shown on new sentences: moving house told with a day or
with whom before where to, a relative told by a relative clause right after the kin word, a soldier's relative clause
told after his age, and a call on the military told in the perfect."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

MOVED_HOUSE_WITH = [
    # "se mudó el jueves con sus dos hijos a": a day, and whom she took, between the verb and where to
    _case("El cabo se mudó el lunes a Valencia.", "2019-03-20", [("relocation", "Valencia", "2019-03-18")], (),
          "es-se-mudo-el-lunes-a"),
    _case("La esposa del teniente se mudó el sábado con sus tres hijas a la casa de una tía en Barquisimeto.", "2019-03-20",
          [("relocation", "Barquisimeto", "2019-03-16")], (), "es-se-mudo-el-sabado-con-sus-hijas-a"),
    _case("A mulher do cabo mudou-se com os dois filhos para Manaus na terça-feira (19).", "2019-03-20",
          [("relocation", "Manaus", "2019-03-19")], (), "pt-mudou-se-com-os-filhos-para"),
    # ... but not a change of mind or of house with no place gone to.
    _case("El sargento se mudó el lunes de opinión sobre el gobierno.", "2019-03-20", [], ("relocation",),
          "es-se-mudo-de-opinion"),
    _case("El cabo se mudó de casa el lunes.", "2019-03-20", [], ("relocation",), "es-se-mudo-de-casa"),
]


@pytest.mark.parametrize("text, published, present, absent", MOVED_HOUSE_WITH)
def test_moved_house_with(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


KIN_WHO_MOVED = [
    # "dijo la esposa, que se mudó ... a": the relative clause right after the kin word tells what she did
    _case("\"No sabemos nada\", dijo la madre, que se trasladó el martes a Valencia.", "2019-03-20",
          [("relocation", "Valencia", "2019-03-19")], (), "es-dijo-la-madre-que-se-traslado"),
    _case("His wife, who moved to Barquisimeto on Tuesday, fears reprisals.", "2019-03-20",
          [("relocation", "Barquisimeto", "2019-03-19")], (), "his-wife-who-moved"),
    # ... not a clause about a soldier, nor a relative staying put.
    _case("La esposa, que vive en Valencia, no ha sabido de él desde el martes.", "2019-03-20", [], ("relocation",),
          "es-la-esposa-que-vive-en"),
    _case("His wife, who stayed in Barquisimeto on Tuesday, fears reprisals.", "2019-03-20", [],
          ("relocation", "border_crossing"), "his-wife-who-stayed"),
]


@pytest.mark.parametrize("text, published, present, absent", KIN_WHO_MOVED)
def test_kin_who_moved(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


AGED_RELATIVE_AFTER = [
    # "disse ao jornal o cabo X, de 26 anos, que cruzou": the one named after whom he spoke to, his age between
    # commas, then what he did
    _case("\"Aqui tem trabalho\", disse ao jornal o sargento Pedro Lara, de 29 anos, que cruzou a fronteira em "
          "Pacaraima em 8 de abril.", "2019-06-20", [("border_crossing", "Pacaraima", "2019-04-08")], (),
          "pt-disse-ao-jornal-o-sargento-de-29-anos-que-cruzou"),
    _case("\"There is work here,\" told the newspaper Sgt. Pedro Lara, 29, who crossed the Táchira River on April 8.",
          "2019-06-20", [("border_crossing", ANY, "2019-04-08")], (), "told-the-newspaper-sgt-29-who-crossed"),
    # ... not a relative clause about a civilian told after the age.
    _case("\"Aqui tem trabalho\", disse ao jornal a comerciante Ana Lima, de 49 anos, que cruzou a fronteira em "
          "Pacaraima em 8 de abril.", "2019-06-20", [], ("defection",), "pt-comerciante-de-49-anos-que-cruzou"),
]


@pytest.mark.parametrize("text, published, present, absent", AGED_RELATIVE_AFTER)
def test_aged_relative_after(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


PERFECT_APPEAL = [
    # "ha llamado a los militares a desconocer a Maduro": a call, told in the perfect, is no one's desertion
    _case("El diputado ha llamado a los militares a desconocer a Maduro.", "2019-01-18", [], ("defection",),
          "es-ha-llamado-a-los-militares-a-desconocer"),
    _case("El diputado ha exhortado a los militares a desconocer a Maduro.", "2019-01-18", [], ("defection",),
          "es-ha-exhortado-a-los-militares-a-desconocer"),
    # (guard, already silent before: the Portuguese perfect of a call)
    _case("O deputado tem convocado os militares a abandonar Maduro.", "2019-01-18", [], ("defection",),
          "pt-tem-convocado-os-militares-a-abandonar"),
    # ... while the one who has disowned him still defected.
    _case("El sargento Pedro Lara ha desconocido a Maduro y cruzó el jueves a Colombia.", "2019-01-18",
          [("defection", ANY, "2019-01-17")], (), "es-ha-desconocido-a-maduro"),
]


@pytest.mark.parametrize("text, published, present, absent", PERFECT_APPEAL)
def test_perfect_appeal(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
