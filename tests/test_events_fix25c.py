"""Event extraction traps found a third time in held-out batch 25, each shown on new sentences: a paragraph that
opens on "meanwhile" ("En San Antonio, mientras tanto, ...", "Meanwhile, ...", "Enquanto isso, ...") goes on at the
time of the paragraph before, so its first sentences, which name no day of their own, are set on that paragraph's
last day; and an
event carried to the day before one its own sentence has already moved the story to ("Eles foram levados a
Pacaraima, onde, na quarta-feira (13), pediram refúgio") leaves the story on the later day, so "the next day" that
follows counts from it."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # The day told at the end of the paragraph before dates the "meanwhile" paragraph's first sentences.
    _case("El viernes 8 de marzo, el puente fue cerrado por la Guardia Nacional.\n\nEn San Antonio, mientras tanto, "
          "cientos de vecinos protestaron frente a la alcaldía.", "2019-03-20",
          [("protest", ANY, "2019-03-08")], (), "es-en-lugar-mientras-tanto"),
    _case("El viernes 8 de marzo, el puente fue cerrado por la Guardia Nacional.\n\nMientras tanto, la tensión creció "
          "en San Antonio. Desde el mediodía cientos de vecinos protestaron frente a la alcaldía.", "2019-03-20",
          [("protest", ANY, "2019-03-08")], (), "es-mientras-tanto-second-sentence"),
    _case("On Friday, March 8, the bridge was closed by the National Guard.\n\nIn San Antonio, meanwhile, hundreds "
          "of residents protested outside the town hall.", "2019-03-20",
          [("protest", ANY, "2019-03-08")], (), "en-in-town-meanwhile"),
    _case("Na sexta-feira, 8 de março, a ponte foi fechada pela Guarda Nacional.\n\nEnquanto isso, centenas de "
          "moradores protestaram diante da prefeitura de Santa Elena de Uairén.", "2019-03-20",
          [("protest", ANY, "2019-03-08")], (), "pt-enquanto-isso"),
]

CASES += [
    # No "meanwhile": a new paragraph does not take the day of the one before.
    _case("El viernes 8 de marzo, el puente fue cerrado por la Guardia Nacional.\n\nEn San Antonio, cientos de "
          "vecinos protestaron frente a la alcaldía.", "2019-03-20",
          [], (("protest", ANY, "2019-03-08"),), "es-no-mientras-tanto"),
    # Too far into the "meanwhile" paragraph, past sentences of its own.
    _case("El viernes 8 de marzo, el puente fue cerrado por la Guardia Nacional.\n\nMientras tanto, la tensión creció "
          "en San Antonio. Los comercios bajaron las santamarías. Las escuelas suspendieron las clases. Cientos de "
          "vecinos protestaron frente a la alcaldía.", "2019-03-20",
          [], (("protest", ANY, "2019-03-08"),), "es-mientras-tanto-too-far"),
    # A day of its own in the "meanwhile" paragraph wins.
    _case("El viernes 8 de marzo, el puente fue cerrado por la Guardia Nacional.\n\nMientras tanto, el domingo 10 de "
          "marzo, cientos de vecinos protestaron frente a la alcaldía de San Antonio.", "2019-03-20",
          [("protest", ANY, "2019-03-10")], (("protest", ANY, "2019-03-08"),), "es-mientras-tanto-own-day"),
    # "Meanwhile" in the middle of a sentence opens nothing.
    _case("El viernes 8 de marzo, el puente fue cerrado por la Guardia Nacional.\n\nCientos de vecinos, que mientras "
          "tanto esperaban noticias, protestaron frente a la alcaldía de San Antonio.", "2019-03-20",
          [], (("protest", ANY, "2019-03-08"),), "es-mientras-tanto-inside"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix25c_meanwhile(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


CARRIED_BEHIND = [
    # The move carried to the day before leaves the story on the request's later day: "the next day" counts from it.
    _case("Na terça-feira (12), uma patrulha buscou os três soldados na aldeia. Eles foram levados a Pacaraima, onde, "
          "na quarta-feira (13), pediram refúgio à Polícia Federal. No dia seguinte, seguiram de ônibus para Boa Vista.",
          "2019-03-15", [("relocation", "Boa Vista", "2019-03-14")], (("relocation", "Boa Vista", "2019-03-13"),),
          "pt-onde-na-quarta-no-dia-seguinte"),
    _case("On Tuesday, a patrol picked up the three soldiers in the village. The soldiers were taken to Pacaraima, "
          "where, on Wednesday, they asked the Federal Police for refuge. The next day, they took a bus to Boa Vista.",
          "2019-03-15", [("relocation", "Boa Vista", "2019-03-14")], (("relocation", "Boa Vista", "2019-03-13"),),
          "en-where-on-wednesday-the-next-day"),
    _case("El martes 12, una patrulla recogió a los tres soldados en la aldea. Los soldados fueron llevados a Cúcuta, "
          "donde el miércoles 13 pidieron refugio ante Migración Colombia. Al día siguiente viajaron en autobús a Bogotá.",
          "2019-03-15", [("relocation", "Bogotá", "2019-03-14")], (("relocation", "Bogotá", "2019-03-13"),),
          "es-donde-el-miercoles-al-dia-siguiente"),
    # No later day told beside the carried one: the story stays on the carried day.
    _case("Na terça-feira (12), uma patrulha buscou os três soldados na aldeia. Eles foram levados a Pacaraima. No dia "
          "seguinte, seguiram de ônibus para Boa Vista.", "2019-03-15", [("relocation", "Boa Vista", "2019-03-13")], (),
          "pt-carried-alone"),
    _case("On Tuesday, a patrol picked up the three soldiers in the village. The soldiers were taken to Pacaraima. The "
          "next day, they took a bus to Boa Vista.", "2019-03-15", [("relocation", "Boa Vista", "2019-03-13")], (),
          "en-carried-alone"),
]


@pytest.mark.parametrize("text, published, present, absent", CARRIED_BEHIND)
def test_fix25c_carried_behind(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
