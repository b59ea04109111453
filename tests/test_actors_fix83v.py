"""Actor traps shown by held-out batch 83, fifth round: a running tally told with the count before the article ("ya
son 14 los militares que pidieron refugio", "já são 60 os militares que"), which counts its own group, not the one
the story told before."""

from __future__ import annotations

import pytest

from geo.actors import read_actors

from .test_events_batch9 import _coded

TOLD = "Ocho exmilitares venezolanos cruzaron desde Chile el sábado y pidieron refugio en Mendoza el martes."
TOLD_PT = "Oito ex-militares venezuelanos cruzaram para o Brasil no sábado e pediram refúgio em Pacaraima."


def _counts(first: str, second: str) -> list[int | None]:
    return [a.count for m in read_actors([first, second])[1] for a in m.actors]


@pytest.mark.parametrize("first,second,count", [
    (TOLD, "Según la delegación, con ellos ya son 14 los militares venezolanos que pidieron refugio en Mendoza en lo "
           "que va del año.", 14),
    (TOLD, "Con ellos, eran catorce los militares que habían pedido refugio en la provincia.", 14),
    (TOLD_PT, "Segundo o Exército, já são 60 os militares venezuelanos que pediram refúgio em Roraima desde janeiro.",
     60),
])
def test_tally_counts_its_own_group(first: str, second: str, count: int) -> None:
    assert count in _counts(first, second)


@pytest.mark.parametrize("second", [
    # (a day of the month before the article is no tally: "el 14", "no dia 14")
    "El 14 los militares fueron trasladados a Mendoza.",
    "No dia 14 os militares foram levados para Boa Vista.",
])
def test_day_before_the_article_is_no_count(second: str) -> None:
    assert 14 not in _counts(TOLD, second)


@pytest.mark.parametrize("text,want", [
    (f"{TOLD} Según datos de la delegación, con ellos ya son 14 los militares venezolanos que pidieron refugio en "
     "Mendoza en lo que va del año.", ("asylum", "Mendoza", None)),
    (f"{TOLD_PT} Segundo o Exército, já são 60 os militares venezuelanos que pediram refúgio em Roraima desde janeiro.",
     ("asylum", "Roraima", None)),
])
def test_tally_is_its_own_event(gazetteer, text: str, want: tuple) -> None:
    assert want in _coded(gazetteer, text, "2019-05-24")
