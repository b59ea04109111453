"""Event extraction traps found again in held-out batch 28 (the sailors at Cedros, Krüger's tally in Tibú's story,
the ex-soldiers in Catatumbo, the evicted deserters of Cúcuta, the guardsmen of the Chilean residence), each shown on
new sentences: the thing asked for quoted, or in the men's own Spanish ('asked officers for "refugio"'), a speaker's
"recordó que" / "agregó que" opening a clause whose subject comes after its verb, a crossing by men who "said they had
been soldiers" or by "one of dozens of guardsmen" as a desertion too, a shelter "run by ... an aid group in" a town as
the end of a move, and a revolt referred back to by its place ("tras el fallido alzamiento en La Carlota"), dated by
the April 30 told with it."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # The thing asked for in quotes, or the men's own word for it, is still asylum asked for.
    _case("Four sailors landed at Icacos on Tuesday. The four asked the police for \"refugio\".", "2019-10-04",
          [("asylum", ANY, "2019-10-01")], (), "asked-police-for-quoted-refugio"),
    _case("The two corporals asked the officers for \"asylum\" on Tuesday.", "2019-10-04",
          [("asylum", ANY, "2019-10-01")], (), "asked-for-quoted-asylum"),
    _case("The two corporals asked the officers for \"protection\" on Tuesday.", "2019-10-04",
          [("asylum", ANY, "2019-10-01")], (), "asked-for-quoted-protection"),
    _case("The two corporals asked the cook for refugio wine on Tuesday.", "2019-10-04", [], ("asylum",),
          "unquoted-spanish-word-no-asylum"),
    _case("The two corporals asked the officers for \"more time\" on Tuesday.", "2019-10-04", [], ("asylum",),
          "asked-for-quoted-other-thing"),
]

CASES += [
    # "X recordó que ... han llegado más de 1.400 uniformados": the arrivals' subject is after the verb, not the
    # speaker, even when the speaker was named in full before.
    _case("El director de Migración, Christian Krüger, habló con la prensa. Krüger recordó que desde el 23 de febrero "
          "han llegado a Colombia más de 1.400 militares venezolanos.", "2019-08-22",
          [("defection", ANY, None), ("border_crossing", ANY, None)], (), "es-recordo-que-postverbal-subject"),
    _case("El director de Migración, Christian Krüger, habló con la prensa. Krüger agregó que desde febrero han "
          "cruzado a Colombia más de 300 policías venezolanos.", "2019-08-22",
          [("defection", ANY, None)], (), "es-agrego-que-postverbal-subject"),
    _case("El director de Migración, Christian Krüger, habló con la prensa. Krüger recordó que había visitado "
          "Cúcuta en 2015.", "2019-08-22", [], ("defection", "border_crossing"), "es-recordo-que-own-past"),
]

CASES += [
    # Men who say they had been soldiers, then that they crossed: the crossing is a desertion too.
    _case("Two young Venezuelan men said they had been soldiers in Apure and had crossed the Arauca River in July.",
          "2019-12-11", [("defection", ANY, "2019-07-01"), ("border_crossing", ANY, "2019-07-01")], (),
          "said-they-had-been-soldiers-and-crossed"),
    _case("Two young Venezuelan men said they had been students in Apure and had crossed the Arauca River in July.",
          "2019-12-11", [("border_crossing", ANY, "2019-07-01")], ("defection",), "said-they-had-been-students"),
    # ... and so is one set among soldiers right after the crossing: "one of dozens of guardsmen who ran across".
    _case("Pedro Salas crossed into Colombia on Feb. 23 over the Francisco de Paula Santander bridge, one of dozens "
          "of guardsmen who ran across that day.", "2019-12-11",
          [("defection", ANY, "2019-02-23"), ("border_crossing", ANY, "2019-02-23")], (), "one-of-dozens-of-guardsmen"),
    _case("Pedro Salas crossed into Colombia on Feb. 23 over the Francisco de Paula Santander bridge, one of "
          "thousands of migrants who walked across that day.", "2019-12-11",
          [("border_crossing", ANY, "2019-02-23")], ("defection",), "one-of-thousands-of-migrants"),
]

CASES += [
    # A shelter "run by ... an aid group in" a town is in that town: "aid" names the keeper, not cargo on the move.
    _case("About 200 of the deserters were taken by bus on Friday to a shelter run by the Red Cross and a local aid "
          "group in Villa del Rosario.", "2019-09-18", [("relocation", "Villa del Rosario", "2019-09-13")], (),
          "shelter-run-by-an-aid-group-in-town"),
    _case("Trucks carrying aid from Cúcuta were moved to the bridge on Friday.", "2019-09-18", [], ("relocation",),
          "aid-trucks-moved-no-relocation"),
]


CASES += [
    # A revolt referred back to by its place is told: "tras el fallido alzamiento en La Carlota".
    _case("Los dos sargentos entraron a la embajada de Brasil el 30 de abril, tras el fallido alzamiento en La "
          "Carlota.", "2019-05-16", [("uprising", ANY, "2019-04-30")], (), "es-tras-el-alzamiento-en-place"),
    _case("Two sergeants reached the Brazilian embassy on April 30, after the failed uprising at La Carlota.",
          "2019-05-16", [("uprising", ANY, "2019-04-30")], (), "after-the-uprising-at-place"),
    _case("Los dos sargentos entraron a la embajada de Brasil el 30 de abril, tras el fallido alzamiento.",
          "2019-05-16", [], ("uprising",), "es-tras-el-alzamiento-no-place"),
    # ... and with no day of its own, it is on the April 30 the same sentence tells.
    _case("A corporal was among the soldiers who sought refuge in the Brazilian embassy in Caracas on April 30, "
          "after the failed uprising at La Carlota air base.", "2019-06-10", [("uprising", ANY, "2019-04-30")], (),
          "undated-revolt-on-the-april-30-told-with-it"),
]

@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix28b_cases(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
