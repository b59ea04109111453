"""Event extraction traps found in held-out batch 19, each shown on new sentences: a refugee claim
"made", a drive to a city far beyond the border region, and soldiers carried across a river by a
boatman."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A claim for refugee protection is "made" as well as filed.
    _case("On Friday, Capt. Rosa Linares made a claim for refugee protection in Toronto.", "2019-03-12",
          [("asylum", "Toronto", "2019-03-08")], (), "made-a-claim-for-refugee-protection"),
    _case("On Friday, two corporals made refugee claims at the airport in Montreal.", "2019-03-12",
          [("asylum", ANY, "2019-03-08")], (), "made-refugee-claims"),
]

CASES += [
    # A drive told only by a goal far beyond the border region is a move abroad, no crossing out of Venezuela.
    _case("On Monday, Lt. Col. Pablo Ortega drove with his two sons to Toronto.", "2019-03-12",
          [("relocation", "Toronto", "2019-03-11")], ("border_crossing", "defection"), "drove-to-a-far-city"),
    # A crossing point named beside the far goal still makes it a crossing.
    _case("Por el paso de Paraguachón ingresaron el lunes doce sargentos, con destino a Lima.", "2019-03-12",
          [("border_crossing", ANY, "2019-03-11")], (), "es-crossing-point-with-far-goal"),
    # A goal in the border region still ends a crossing.
    _case("On Monday, two sergeants walked to Cúcuta.", "2019-03-12",
          [("border_crossing", ANY, "2019-03-11")], (), "walked-to-a-border-town"),
]

CASES += [
    # Soldiers a boatman carries over a river cross it, whoever paddles: named in the object, or the
    # subject told before the boatman.
    _case("Just after midnight on Sunday, four guardsmen crouched in a dugout as a boatman rowed them across the "
          "Arauca River to Arauca.", "2019-03-12",
          [("border_crossing", ANY, "2019-03-10")], (), "rowed-them-across"),
    _case("On Sunday night a smuggler guided the three soldiers over the Táchira River to Cúcuta.", "2019-03-12",
          [("border_crossing", ANY, "2019-03-10")], (), "guided-the-soldiers-over"),
    # A boatman carrying civilians moves no soldier.
    _case("On Sunday a boatman rowed them across the lake to the island.", "2019-03-12", [],
          ("border_crossing", "defection"), "rowed-them-no-soldiers"),
]

CASES += [
    # "across the plains", "across the country": over the land at home, no border.
    _case("On 2 June the four guardsmen took a night bus and travelled across the plains to Barinas.", "2019-06-21",
          [("relocation", "Barinas", "2019-06-02")], ("border_crossing", "defection"), "across-the-plains"),
    _case("On Monday two sergeants walked across to Cúcuta.", "2019-06-21",
          [("border_crossing", ANY, "2019-06-17")], (), "walked-across-still-crosses"),
    # "por su cuenta", "por tierra" between the verb and "a": still where they went.
    _case("Otros once exmilitares de la misma pensión prefirieron no subir a los buses y viajaron por su cuenta a "
          "Medellín el jueves.", "2019-06-21",
          [("relocation", "Medellín", "2019-06-20")], (), "es-viajaron-por-su-cuenta-a"),
    # A road blocked "durante tres horas" is still blocked.
    _case("El lunes, unos 30 exmilitares bloquearon durante tres horas la vía frente a la alcaldía de Villa del "
          "Rosario.", "2019-06-21", [("protest", ANY, "2019-06-17")], (), "es-bloquearon-durante-horas-la"),
    # "La solución llegó", "the answer came": no journey.
    _case("La respuesta llegó el martes por la noche, cuando la alcaldía mandó un bus para llevar a 20 exmilitares "
          "hasta un albergue en Pamplona.", "2019-06-21", [("relocation", "Pamplona", "2019-06-18")],
          ("border_crossing", "defection"), "es-la-respuesta-llego"),
    # Vehicles sent "para llevar a" the deserters moved them.
    _case("El jueves, la gobernación mandó tres buses para trasladar a 60 exmilitares hasta un albergue en "
          "Pamplona.", "2019-06-21", [("relocation", "Pamplona", "2019-06-20")], ("border_crossing",),
          "es-mando-buses-para-trasladar-a"),
]

CASES += [
    # An eviction told as a happening moved the ones the sentence before told of.
    _case("Cuarenta exmilitares durmieron el miércoles en una iglesia de Los Patios. El desalojo se produjo el "
          "martes en una pensión del barrio El Llano, en Cúcuta.", "2019-06-21",
          [("relocation", "Cúcuta", "2019-06-18")], (), "es-el-desalojo-se-produjo"),
    _case("Thirty former soldiers spent Friday night in a church in Villa del Rosario. The eviction took place on "
          "Thursday at a hotel in Cúcuta.", "2019-06-21",
          [("relocation", "Cúcuta", "2019-06-20")], (), "the-eviction-took-place"),
    # "Tras el desalojo", "After the eviction": the same day as the eviction told before.
    _case("Cuarenta exmilitares durmieron en una iglesia de Los Patios. El desalojo se produjo el martes en una "
          "pensión del centro de Cúcuta.\n\n\"No tenemos a dónde ir\", dijo uno.\n\nTras el desalojo, unos 30 "
          "exmilitares fueron detenidos por la policía.", "2019-06-21",
          [("arrest", ANY, "2019-06-18")], (), "es-tras-el-desalojo-same-day"),
]

CASES += [
    # A rank set beside a relative with no article ("Su hermano, sargento de la GNB,") is the soldier who moved.
    _case("Su hermano menor, sargento de la Guardia Nacional, abandonó su unidad en Guanare el 3 de abril.", "2019-06-21",
          [("defection", "Guanare", "2019-04-03")], (), "es-su-hermano-sargento-de-la-gnb"),
    _case("O filho, cabo do Exército, abandonou o quartel em Santa Elena de Uairén no dia 7 de abril.", "2019-06-21",
          [("defection", ANY, "2019-04-07")], (), "pt-o-filho-cabo-do-exercito"),
    # "dejó su batallón": the unit left behind, as "abandonó su unidad".
    _case("Un teniente dejó su batallón en Maturín el 9 de mayo.", "2019-06-21",
          [("defection", "Maturín", "2019-05-09")], (), "es-dejo-su-batallon"),
    # A sentence going on from one with two dated steps goes on from the later one.
    _case("Un cabo abandonó su unidad en Barinas el 2 de mayo y el 5 de mayo cruzó a Colombia por una trocha cerca de "
          "Arauquita. Allí pidió protección a la Policía colombiana.", "2019-06-21",
          [("asylum", ANY, "2019-05-05")], (("asylum", ANY, "2019-05-02"),), "es-alli-goes-on-from-the-later-step"),
]

CASES += [
    # "uma aldeia próxima a X", "un caserío cercano a X": near X.
    _case("El sábado, agentes del Sebin detuvieron a un sargento en un caserío cercano a Táriba.", "2019-02-27",
          [("arrest", "Táriba", "2019-02-23")], (), "es-caserio-cercano-a"),
    _case("No sábado, agentes da DGCIM prenderam um cabo numa fazenda próxima a Tumeremo.", "2019-02-27",
          [("arrest", "Tumeremo", "2019-02-23")], (), "pt-fazenda-proxima-a"),
    # A place told as the scene of the events ("foi palco de", "fue escenario de", "was the scene of") is where
    # they happened.
    _case("Na sexta-feira, Pacaraima foi palco de confrontos, e agentes da GNB dispararam contra manifestantes.",
          "2019-02-27", [("violence", "Pacaraima", "2019-02-22")], (), "pt-foi-palco-de"),
    _case("El domingo, San Antonio del Táchira fue escenario de choques: guardias nacionales dispararon contra la "
          "multitud.", "2019-02-27", [("violence", "San Antonio del Táchira", "2019-02-24")], (), "es-fue-escenario-de"),
]

CASES += [
    # A relative clause about someone else after the verb has its own time: "pledged loyalty to Guaidó, who
    # declared himself interim president on Jan. 23" is no desertion on Jan. 23.
    _case("Lt. Col. Ana Prieto pledged her loyalty to Juan Guaidó, the opposition leader who swore himself in as "
          "interim president on Jan. 23.", "2019-02-06",
          [("defection", ANY, ANY)], (("defection", ANY, "2019-01-23"),), "who-clause-after-has-own-day"),
    # "In it," opens on what the sentence before made, where and when it was made.
    _case("Maj. Tomás Lara filmed a short video at his flat in Madrid on Sunday night. In it, he said he no longer "
          "recognized Maduro as commander-in-chief.", "2019-02-06",
          [("defection", "Madrid", "2019-02-03")], (), "in-it-the-video-told-before"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix19_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
