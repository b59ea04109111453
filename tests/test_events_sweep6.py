"""Event extraction traps found by the sixth sweep of short stories, each shown on new sentences."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A revolt in the subject's relative clause says who the men are; the news is the verb after it,
    # and its day is not the revolt's.
    _case("A national guard captain who joined the uprising was detained Thursday in Maracay.", "2019-05-10",
          [("arrest", "Maracay", "2019-05-09")], ("uprising",), "who-joined-the-uprising-arrested"),
    _case("Two lieutenants who took part in the failed revolt were arrested on Monday in Valencia.", "2019-05-10",
          [("arrest", "Valencia", "2019-05-06")], ("uprising",), "who-took-part-in-the-revolt"),
    _case("Dos sargentos quienes participaron en la rebelión fueron detenidos el lunes en Maracay.", "2019-05-10",
          [("arrest", "Maracay", "2019-05-06")], ("uprising",), "es-quienes-participaron-en-la-rebelion"),
    # ... unless the clause dates the revolt: then it is the story's own
    _case("Twenty soldiers who joined Tuesday's failed uprising sought refuge in the Brazilian embassy in Caracas.",
          "2019-05-03", [("uprising", ANY, "2019-04-30"), ("asylum", "Embassy of Brazil in Caracas", "2019-04-30")],
          (), "who-joined-tuesdays-uprising"),
    # ... and a revolt that is the sentence's own verb stays
    _case("On Tuesday, a group of guardsmen rose up at a base in Caracas and were arrested.", "2019-05-03",
          [("uprising", "Caracas", "2019-04-30")], (), "rose-up-and-were-arrested"),
    # A possessive after the comma is no container: the embassy stays where it is.
    _case("Ten soldiers sought refuge in the Brazilian embassy in Caracas, Brazil's foreign ministry said on Monday.",
          "2019-05-08", [("asylum", "Embassy of Brazil in Caracas", ANY)], (("asylum", "Brazil", ANY),),
          "embassy-then-possessive-country"),
]


CASES += [
    # A run over a border bridge or river: "sprinted across", "dashed over", "raced across".
    _case("On Saturday a guardsman sprinted across the Francisco de Paula Santander bridge into Colombia.",
          "2019-02-25", [("defection", ANY, "2019-02-23"), ("border_crossing", ANY, "2019-02-23")], (),
          "sprinted-across-the-bridge"),
    _case("Two soldiers dashed over the Táchira River on Sunday as guardsmen fired tear gas.", "2019-03-12",
          [("border_crossing", ANY, "2019-03-10")], (), "dashed-over-the-river"),
    _case("The sergeant raced across the bridge at dawn on Monday.", "2019-03-12", [], ("relocation",),
          "raced-across-no-place-is-no-move"),
    _case("Shortly after noon on Saturday he dropped his shield and sprinted across.", "2019-02-25", [],
          ("border_crossing",), "sprinted-across-with-no-way-named"),
    _case("The rumours raced through the barracks in Maracay on Monday.", "2019-03-12", [],
          ("border_crossing", "defection"), "raced-through-is-no-crossing-without-men"),
]

CASES += [
    # A dateline in the neighbour's capital is no town the deserters moved on from: a tally that ends
    # at the whole country is a desertion, not a move within it.
    _case("BOGOTÁ — It was a hard year for the roughly 900 Venezuelan soldiers who deserted to Colombia in 2019.",
          "2019-12-28", [("defection", "Colombia", ANY), ("border_crossing", "Colombia", ANY)], ("relocation",),
          "dateline-then-deserted-to-the-country"),
    _case("LIMA — The 40 former soldiers who walked from Tumbes reached Lima on Friday.", "2019-10-14",
          [("relocation", "Lima", "2019-10-11")], ("defection",), "former-soldiers-move-on-within-peru"),
]


CASES += [
    # Evictions told with "de": the building is in the town after its "de".
    _case("El jueves, la Policía desalojó a 60 exmilitares de tres hoteles de Villa del Rosario.", "2019-06-10",
          [("relocation", "Villa del Rosario", "2019-06-06")], (), "es-desalojo-a-de-hoteles-de"),
    _case("Na quinta-feira, a Polícia Militar despejou 25 ex-militares venezuelanos de um abrigo de Pacaraima.",
          "2019-06-10", [("relocation", "Pacaraima", "2019-06-06")], (), "pt-despejou-de-um-abrigo-de"),
    _case("El jueves, la Policía expulsó a los vendedores del parque.", "2019-06-10", [], ("relocation",),
          "es-expulso-a-de-no-place-no-move"),
]


CASES += [
    # Fire on men crossing near a town happened near that town.
    _case("A corporal was killed on Friday when guardsmen opened fire on a group crossing a trail near San Antonio.",
          "2019-04-15", [("violence", "San Antonio del Táchira", "2019-04-12")], (), "fire-on-group-crossing-near-town"),
    _case("Soldiers shot at three deserters as they waded a stream near Guasdualito on Friday.", "2019-04-15",
          [("violence", "Guasdualito", "2019-04-12")], (), "shot-at-as-they-waded-near-town"),
]


CASES += [
    # Leaving one's battalion, brigade or regiment is deserting it.
    _case("Capt. Andrés Mora said he left his battalion in the state of Apure in mid-August.", "2019-10-08",
          [("defection", "Apure", "2019-08-01")], (), "left-his-battalion"),
    _case("Two corporals abandoned their brigade in Maracay on Friday.", "2019-10-08",
          [("defection", "Maracay", "2019-10-04")], (), "abandoned-their-brigade"),
    _case("The convoy left the brigade headquarters in Maracay on Friday.", "2019-10-08", [], ("defection",),
          "a-convoy-leaving-is-no-desertion"),
    # What a time is counted from is told, not news, even when what is counted is no event of ours.
    _case("Sgt. Luis Pérez, an army sergeant, deserted from his post in Zulia in May. Two days after he fled, agents "
          "of military counterintelligence searched his house in Maracaibo.",
          "2019-10-08", [("defection", ANY, "2019-05-01")], (("defection", "Maracaibo", ANY),),
          "two-days-after-he-fled-searched"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_sweep6_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
