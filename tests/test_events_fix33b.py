"""Event extraction traps found again in held-out batch 33, each shown on new sentences: a death in a cell told
with its cause between the two ("died of a heart attack in a cell"), and a prisoner who died after being brought
before a military court or a judge, are deaths in custody; a crossing toward the Venezuelan side ("hacia el lado
venezolano") goes home and is no desertion; a ride through a town's streets is no journey; a Spanish or Portuguese
call on soldiers to do something ("llamaron a los militares a desconocer a Maduro") is no deed of theirs; and
"se quitó el uniforme", "tirou a farda" desert, as "took off his uniform" does, while their hiding in a relative's
home after ("se refugiaron en la casa de un primo en Los Teques") stays a move."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # "died of/from <cause> in a cell": the cause told between the death and the cell.
    _case("Corporal Andrés Mejía died of a heart attack in a cell at the DGCIM headquarters in Caracas on Sunday.",
          "2019-07-10", [("violence", ANY, "2019-07-07")], (), "died-of-cause-in-a-cell"),
    _case("Lieutenant Pedro Ruiz died from his injuries in his cell at Ramo Verde on Friday.", "2019-07-10",
          [("violence", ANY, "2019-07-05")], (), "died-from-injuries-in-his-cell"),
    # A death from illness somewhere else is no death in custody.
    _case("The retired general died of cancer in a hospital in Caracas on Sunday.", "2019-07-10", [], ("violence",),
          "died-of-cancer-in-a-hospital"),
]


CASES += [
    # "died after being brought before a military court", "died after appearing before a judge": a prisoner's death.
    _case("A navy captain, Jorge Salas, died on 3 July after being brought before a military court in Caracas.",
          "2019-07-10", [("violence", "Caracas", "2019-07-03")], (), "died-after-brought-before-court"),
    _case("Sgt Carlos Ortiz died on Monday after appearing before a judge in Caracas.", "2019-07-10",
          [("violence", "Caracas", "2019-07-08")], (), "died-after-appearing-before-judge"),
    # Brought to a hospital, not before a court; a hearing with no death.
    _case("Captain Jorge Salas died on 3 July after being brought to a hospital in Caracas.", "2019-07-10", [],
          ("violence",), "died-after-brought-to-hospital"),
    _case("The sergeant appeared before a military court in Caracas on Monday after being held for a week.",
          "2019-07-10", [], ("violence",), "hearing-without-death"),
]


CASES += [
    # Over the line toward the Venezuelan side: an expelled man going back, no desertion (the crossing stays).
    _case("El jueves el exsargento cruzó a pie hacia el lado venezolano por Puerto Santander.", "2019-08-16",
          [("border_crossing", ANY, "2019-08-15")], ("defection",), "es-hacia-el-lado-venezolano"),
    _case("Na quinta-feira o ex-sargento atravessou a pé para o lado venezuelano em Pacaraima.", "2019-08-16",
          [("border_crossing", ANY, "2019-08-15")], ("defection",), "pt-para-o-lado-venezuelano"),
    # Toward the Colombian side: out of the country, a desertion still.
    _case("El jueves el sargento cruzó a pie hacia el lado colombiano por Puerto Santander.", "2019-08-16",
          [("defection", ANY, "2019-08-15"), ("border_crossing", ANY, "2019-08-15")], (), "es-hacia-el-lado-colombiano"),
]


CASES += [
    # A ride or a drive about a town: no crossing, no move.
    _case("The sergeant rode a motorcycle through the streets of Maracaibo on Tuesday.", "2019-05-03", [],
          ("border_crossing", "relocation"), "rode-through-the-streets"),
    _case("On Tuesday the sergeant drove around the city of Maracaibo.", "2019-05-03", [],
          ("border_crossing", "relocation"), "drove-around-the-city"),
    # A ride to a town is a journey.
    _case("On Tuesday the sergeant rode a motorcycle to Cúcuta.", "2019-05-03",
          [("border_crossing", "Cúcuta", "2019-04-30")], (), "rode-to-a-town"),
]


CASES += [
    # "llamó a los militares a desconocer a Maduro": a call on the soldiers, not their break.
    _case("El martes Guaidó llamó a los militares a desconocer a Maduro.", "2019-05-03", [], ("defection",),
          "es-llamo-a-los-militares-a"),
    _case("El martes Guaidó instó a las Fuerzas Armadas a desconocer a Nicolás Maduro.", "2019-05-03", [],
          ("defection",), "es-insto-a-las-fuerzas-armadas-a"),
    # The break itself, told of the officer.
    _case("El martes el coronel Pérez desconoció a Maduro en un video.", "2019-05-03",
          [("defection", ANY, "2019-04-30")], (), "es-desconocio-a-maduro"),
]


CASES += [
    # "se quitó el uniforme", "tirou a farda": as "took off his uniform".
    _case("El 3 de mayo el sargento se quitó el uniforme en el cuartel de Ureña.", "2019-07-18",
          [("defection", "Ureña", "2019-05-03")], (), "es-se-quito-el-uniforme"),
    _case("No dia 3 de maio, o cabo tirou a farda no quartel de Santa Elena de Uairén.", "2019-07-18",
          [("defection", "Santa Elena de Uairén", "2019-05-03")], (), "pt-tirou-a-farda"),
    # Someone else's uniform taken off him: no desertion.
    _case("Los policías le quitaron el uniforme al detenido en Ureña el 3 de mayo.", "2019-07-18", [], ("defection",),
          "es-le-quitaron-el-uniforme"),
    # Deserters who then hid in a relative's home moved there: the move stays beside the desertion.
    _case("Dos cabos desertaron el 2 de mayo y se refugiaron en la casa de un primo en Los Teques.", "2019-05-14",
          [("defection", ANY, "2019-05-02"), ("relocation", "Los Teques", "2019-05-02")], (),
          "es-desertaron-y-se-refugiaron-en-la-casa"),
    # A desertion told only where it happened is no move.
    _case("Dos cabos desertaron el 2 de mayo en Los Teques.", "2019-05-14", [("defection", "Los Teques", "2019-05-02")],
          ("relocation",), "es-desertaron-en-los-teques"),
]


@pytest.mark.parametrize(("text", "published", "present", "absent"), CASES)
def test_batch33_again_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
