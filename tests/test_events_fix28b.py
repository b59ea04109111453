"""Event extraction traps found again in held-out batch 28 (the sailors at Cedros, Krüger's tally in Tibú's story),
each shown on new sentences: the thing asked for quoted, or in the men's own Spanish ('asked officers for
"refugio"'), and a speaker's "recordó que" / "agregó que" opening a clause whose subject comes after its verb."""

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


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix28b_cases(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
