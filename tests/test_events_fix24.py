"""Event extraction traps found in held-out batch 24 (the 2019 aftermath), each shown on new sentences:
protection asked of a neighbour's police after a bridge the gazetteer files at home, an uprising told
with no place, deaths in the custody of the DGCIM or a military court, "asked a police patrol in X
for protection", "gathered ... for a vigil", a town's park or town hall ("in Cúcuta's Santander
Park"), "slipped away from their river post", "walked out of Fuerte X", an arrest dated apart from
the protest told before it, the lead's attribution day ("officials said Wednesday"), the Ecuador-Peru
crossing at Macará and La Tina; then soldiers who crossed and were arrested, "agents took them from
their home", and a march told by where it set off from."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # Protection asked of a neighbour's forces after a border bridge is asked in that neighbour.
    _case("On Aug. 3 two corporals sprinted across the Simón Bolívar bridge and asked Colombian soldiers for "
          "protection.", "2019-09-01", [("asylum", "Colombia", "2019-08-03")],
          (("asylum", "Simón Bolívar International Bridge", ANY),), "asked-colombian-forces-after-bridge"),
    # Without the neighbour's forces named, the bridge stays.
    _case("On Aug. 3 two corporals sprinted across the Simón Bolívar bridge and asked for protection.", "2019-09-01",
          [("asylum", ANY, "2019-08-03")], (("asylum", "Colombia", ANY),), "asked-protection-on-bridge-no-forces"),
    # "asked a police patrol in <town> for protection": the asking may run to eight words.
    _case("Late Friday four guardsmen waded across the Táchira River and asked a police patrol in Villa del Rosario "
          "for protection.", "2019-09-01", [("asylum", "Villa del Rosario", "2019-08-30")], (), "asked-a-patrol-in-town"),
]

CASES += [
    # An uprising told with no place is in Venezuela.
    _case("Critics say the revolt of April 30 collapsed within hours.", "2019-09-01",
          [("uprising", "Venezuela", "2019-04-30")], (), "uprising-without-place"),
    # A death in the custody of a military court, or of the DGCIM, told from abroad, is at home.
    _case("The vigil came weeks after the death in custody of army major Luis Prieto, who died on July 8 after "
          "appearing before a military court with bruises.",
          "2019-09-01", [("violence", "Venezuela", ANY)], (), "died-in-custody-military-court"),
    _case("PACARAIMA, Brazil - About 50 former soldiers held a vigil on Saturday in Pacaraima for a corporal who died "
          "in the custody of Venezuela's military counterintelligence agency on Thursday.", "2019-09-01",
          [("protest", "Pacaraima", "2019-08-31"), ("violence", "Venezuela", ANY)],
          (("violence", "Pacaraima", ANY),), "vigil-abroad-death-at-home"),
]

CASES += [
    # "gathered ... for a vigil" is a protest; a town's park or town hall puts it in the town.
    _case("About 60 deserters gathered on Tuesday night in Maicao's main square for a vigil.", "2019-09-01",
          [("protest", "Maicao", "2019-08-27")], (), "gathered-for-a-vigil-town-square"),
    _case("Some 40 ex-soldiers protested on Friday outside Cúcuta's town hall.", "2019-09-01",
          [("protest", "Cúcuta", "2019-08-30")], (), "protest-outside-town-hall-of-town"),
    # A country's forces after its possessive are no place of the event.
    _case("Relatives met on Friday to remember three men of Venezuela's National Guard.", "2019-09-01",
          [], ("protest",), "met-without-a-vigil"),
]

CASES += [
    # Slipping away from a post with a common noun before it, walking out of a named fort: desertions.
    _case("Two privates slipped away from their border post near Guasdualito on Sunday night.", "2019-09-01",
          [("defection", ANY, "2019-09-01")], (), "slipped-away-from-border-post"),
    _case("Sergeant Ana Pérez walked out of Fuerte Tiuna on the morning of August 12.", "2019-09-01",
          [("defection", "Fuerte Tiuna", "2019-08-12")], (), "walked-out-of-fuerte"),
    _case("The mayor walked out of the meeting on August 12.", "2019-09-01", [], ("defection",), "walked-out-of-meeting"),
]

CASES += [
    # An arrest the sentence dates to another day is not the protest's, and takes none of its place.
    _case("About 80 former soldiers marched on Sunday in Cúcuta. Captain Luis Mora was detained on June 2 and accused "
          "of plotting a coup.", "2019-07-10", [("protest", "Cúcuta", "2019-07-07")],
          (("arrest", "Cúcuta", ANY),), "arrest-dated-apart-from-protest"),
    # Undated, it still ends the protest.
    _case("About 80 former soldiers marched on Sunday in Cúcuta. Police detained three of them.", "2019-07-10",
          [("arrest", "Cúcuta", "2019-07-07")], (), "arrest-ending-protest"),
]

CASES += [
    # The lead's attribution day dates nothing in the sentences after it.
    _case("Two Venezuelan sergeants crossed into Colombia at Arauca, officials said Wednesday.\n\n"
          "The men had been posted in Guasdualito for two years.\n\nThey asked the Colombian army for protection.",
          "2019-11-08", [], (("asylum", ANY, "2019-11-06"),), "lead-attribution-day"),
]

CASES += [
    # Ecuador to Peru at Macará and La Tina: the Peruvian village, the Ecuadorean town, an onward bus.
    _case("On Oct. 5 six former soldiers waded the Macará River near La Tina. On Oct. 6 the men rode a bus from "
          "La Tina to Sullana, in northern Peru.", "2019-10-20",
          [("border_crossing", "La Tina", "2019-10-05"), ("relocation", ANY, "2019-10-06")], ("defection",),
          "macara-la-tina"),
    _case("The nine former soldiers took buses south through Loja and reached Macará on Oct. 4.", "2019-10-20",
          [("relocation", "Macará", "2019-10-04")], (), "reached-macara"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix24_cases(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


CASES_MORE = [
    # Soldiers who crossed and were then arrested: the crossing stays (they are the ones held, not the arresters).
    _case("Three Venezuelan soldiers who crossed into Colombia by a trail near Arauca were arrested at dawn on Friday "
          "for carrying rifles.", "2019-09-10", [("border_crossing", ANY, "2019-09-06"), ("arrest", ANY, "2019-09-06")],
          (), "crossed-then-arrested"),
    _case("Três soldados venezuelanos que cruzaram a fronteira por uma trilha em Pacaraima foram presos na sexta-feira (6).",
          "2019-09-10", [("border_crossing", "Pacaraima", "2019-09-06"), ("arrest", "Pacaraima", "2019-09-06")], (),
          "pt-cruzaram-e-foram-presos"),
    # The arresters' own coming is still no move.
    _case("On Monday DGCIM agents came to the house in Rubio and detained his father.", "2019-09-10",
          [("arrest", ANY, "2019-09-09")], ("relocation", "border_crossing"), "agents-came-and-detained"),
]

CASES_MORE += [
    # "agents took them from their home": the relatives named before in the sentence are the ones held.
    _case("The corporal has had no news of his father and his sister since Friday, when SEBIN agents took them from "
          "their house in San Cristóbal.", "2019-09-10", [("arrest", "San Cristóbal", "2019-09-06")], (),
          "took-them-from-their-house"),
    _case("The corporal says smugglers took them from their house in San Cristóbal to the border.", "2019-09-10",
          [], ("arrest",), "no-kin-no-arrest"),
]

CASES_MORE += [
    # A march told by where it set off from, with banners, is placed there.
    _case("Los exmilitares duermen en el parque. Salieron de la plaza principal de Los Patios el pasado martes con "
          "banderas y una pancarta que decía \"Abandonados\".", "2019-09-12", [("protest", "Los Patios", "2019-09-10")], (),
          "es-salieron-de-con-pancartas"),
    _case("About 50 former soldiers set off from Maicao on Monday carrying banners.", "2019-09-12",
          [("protest", "Maicao", "2019-09-09")], (), "set-off-from-with-banners"),
    # Where protesters came from is not where they protested.
    _case("About 50 former soldiers who came from Maicao protested on Monday.", "2019-09-12",
          [], (("protest", "Maicao", ANY),), "came-from-is-no-march-start"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES_MORE)
def test_fix24_more_cases(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
