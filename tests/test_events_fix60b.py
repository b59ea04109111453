"""Event extraction traps found in held-out batch 60, second pass (a corporal who ran an army checkpoint near Guarero
and was shot there before dawn on a Sunday), each shown on new sentences: a scene opened on its day two sentences
back, with an undated sentence that tells no event in between; a claim for refugee protection told as what a man
told the border officers he wanted (a navy lieutenant at Toronto Pearson); a river crossing told first without a day, whose
far bank a later sentence reaches on one (six soldiers who paddled down the río Negro to San Felipe)."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

_BEFORE_ES = "El martes 2 de julio, un cabo dejó su puesto en Valencia y tomó un autobús hacia Maracaibo.\n\n"
_BEFORE_EN = "On July 2, a corporal left his post in Valencia and took a bus to Maracaibo.\n\n"
_BEFORE_PT = "Na terça-feira 2 de julho, um cabo deixou o posto em Valencia e pegou um ônibus para Maracaibo.\n\n"

A_SCENE_OPENED_TWO_SENTENCES_BACK = [
    # "En la madrugada del jueves 4, el cabo intentó pasar ... Cuando le ordenaron detenerse, aceleró. Los guardias
    # dispararon": the shot is on the day the scene opened on, not the day of the paragraph before
    _case(_BEFORE_ES + "En la madrugada del jueves 4, el cabo intentó pasar en un carro por un puesto de control cerca "
          "de Paraguachón. Cuando le ordenaron detenerse, aceleró. Los guardias dispararon y una bala le atravesó la "
          "pierna.", "2019-07-09", [("violence", ANY, "2019-07-04")], (("violence", ANY, "2019-07-02"),),
          "es-scene-two-back"),
    _case(_BEFORE_EN + "On the night of July 4, the corporal tried to get past an army checkpoint near Paraguachón on "
          "a motorbike. It was raining hard. The soldiers shot him in the leg.", "2019-07-09",
          [("violence", ANY, "2019-07-04")], (("violence", ANY, "2019-07-02"),), "en-scene-two-back"),
    _case(_BEFORE_PT + "Na madrugada da quinta-feira 4, o cabo tentou passar de moto por um posto do Exército perto de "
          "Paraguachón. Chovia muito. Os soldados atiraram contra ele e uma bala atravessou o braço dele.",
          "2019-07-09", [("violence", ANY, "2019-07-04")], (("violence", ANY, "2019-07-02"),), "pt-scene-two-back"),
    # ... a quote in between is someone's aside, not the scene going on
    _case(_BEFORE_ES + "En la madrugada del jueves 4, el cabo intentó pasar en un carro por un puesto de control cerca "
          "de Paraguachón. \"Ya no aguantaba más\", dijo su madre. Los guardias dispararon y una bala le atravesó la "
          "pierna.", "2019-07-09", [], (("violence", ANY, "2019-07-04"),), "es-quote-between"),
    # ... nor a sentence in a new paragraph
    _case(_BEFORE_EN + "On the night of July 4, the corporal tried to get past an army checkpoint near Paraguachón on "
          "a motorbike. It was raining hard.\n\nThe soldiers shot him in the leg.", "2019-07-09",
          [], (("violence", ANY, "2019-07-04"),), "en-new-paragraph"),
    # ... nor when the sentence in between tells a step of its own
    _case(_BEFORE_EN + "On the night of July 4, the corporal tried to get past an army checkpoint near Paraguachón on "
          "a motorbike. He was arrested and taken to Maracaibo. The soldiers shot him in the leg.", "2019-07-09",
          [], (("violence", ANY, "2019-07-04"),), "en-step-between"),
]


@pytest.mark.parametrize("text, published, present, absent", A_SCENE_OPENED_TWO_SENTENCES_BACK)
def test_a_scene_opened_two_sentences_back(gazetteer, text: str, published: str, present: list,
                                           absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_CLAIM_TOLD_TO_BORDER_OFFICERS = [
    # "he told them he wanted to claim refugee protection": telling the officers at the port of entry is the claim,
    # as "told them he wanted asylum" and "dijo a los agentes que quería pedir refugio" already are
    _case("A former Venezuelan navy lieutenant flew from Bogotá to Toronto on June 14. At the airport, he told the "
          "border officers that he wanted to claim refugee protection.", "2019-07-13",
          [("asylum", "Toronto", "2019-06-14")], (), "en-wanted-to-claim-refugee-protection"),
    _case("Two former Venezuelan army sergeants landed in Toronto on June 14. When they reached the border officers, "
          "they told them they wished to make a refugee claim.", "2019-07-13",
          [("asylum", "Toronto", "2019-06-14")], (), "en-wished-to-make-a-refugee-claim"),
    # ... not a wish told to reporters, nor a claim he does not want to make
    _case("A former Venezuelan navy lieutenant flew from Bogotá to Toronto on June 14. He told reporters he wanted to "
          "claim refugee protection one day.", "2019-07-13", [], ("asylum",), "en-told-reporters"),
    _case("A former Venezuelan navy lieutenant flew from Bogotá to Toronto on June 14. At the airport, he told the "
          "border officers that he did not want to claim refugee protection.", "2019-07-13", [], ("asylum",),
          "en-did-not-want-to-claim"),
]


@pytest.mark.parametrize("text, published, present, absent", A_CLAIM_TOLD_TO_BORDER_OFFICERS)
def test_a_claim_told_to_border_officers(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


_ACROSS_ES = "Cuatro soldados venezolanos abandonaron su puesto y cruzaron el río Arauca en una lancha hasta Arauca.\n\n"
_ACROSS_EN = "Three Venezuelan soldiers deserted their post and crossed the Arauca River in a canoe to Arauca.\n\n"

A_FAR_BANK_REACHED_ON_A_DAY = [
    # "cruzaron el río Arauca ... ¶ En la madrugada del domingo 11 llegaron a la orilla colombiana": the crossing told
    # first without a day ended on the day its far bank was reached
    _case(_ACROSS_ES + "Según la Policía, los soldados salieron de noche y remaron durante dos horas. En la madrugada "
          "del domingo 11 llegaron a la orilla colombiana y se entregaron a la Policía en Arauca.", "2019-08-14",
          [("border_crossing", ANY, "2019-08-11")], (("border_crossing", ANY, None),), "es-orilla-colombiana"),
    _case(_ACROSS_EN + "According to the police, the soldiers left at night and paddled for two hours. Early on "
          "Sunday, August 11, they reached the Colombian bank and surrendered to the police in Arauca.", "2019-08-14",
          [("border_crossing", ANY, "2019-08-11")], (("border_crossing", ANY, None),), "en-colombian-bank"),
    # ... not other men's landing told sentences later
    _case(_ACROSS_ES + "Sus familias siguen en Guasdualito. La Policía no dio detalles. Un vocero dijo que el caso está "
          "en revisión. En la madrugada del domingo 11 llegaron a la orilla colombiana otros dos soldados.",
          "2019-08-14", [("border_crossing", ANY, None)], (("border_crossing", "Arauca River", "2019-08-11"),),
          "es-other-men-later"),
]


@pytest.mark.parametrize("text, published, present, absent", A_FAR_BANK_REACHED_ON_A_DAY)
def test_a_far_bank_reached_on_a_day(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
