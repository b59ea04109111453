"""Actor traps found in held-out batch 35: "the 31-year-old National Guard sergeant" is the sergeant named
before, and "the sergeant and his younger brother, Pvt. X" are two people named together, whom "they" and "los
dos" stand for next."""

from __future__ import annotations

import pytest

from geo.actors import read_actors


def _names(mention) -> list[str]:
    return [a.name for a in mention.actors]


@pytest.mark.parametrize("second", [
    "On Friday the 24-year-old corporal left his post.",
    "On Friday the 24-year-old army corporal left his post.",
])
def test_an_age_before_the_rank_is_still_the_one_named_before(second: str) -> None:
    _, mentions = read_actors(["Cpl. Mario Ibarra Rojas could wait no longer.", second])
    assert mentions and _names(mentions[0]) == ["Cpl. Mario Ibarra Rojas"]


@pytest.mark.parametrize("first, then", [
    ("Sgt. Luis Rivas and his cousin, Cpl. Pedro Rivas, left on Friday.", "They crossed the river."),
    ("Sgt. Luis Rivas and his older brother, Cpl. Pedro Rivas, left on Friday.", "They crossed the river."),
    ("El sargento Luis Rivas Mora y su hermano menor, el cabo Pedro Rivas Mora, abandonaron el viernes su batallón.",
     "Los dos cruzaron el río."),
    ("O sargento Luis Rivas e o seu irmão mais novo, o cabo Pedro Rivas, deixaram o quartel.", "Os dois cruzaram o rio."),
])
def test_a_named_relative_is_coordinated_with_the_soldier(first: str, then: str) -> None:
    _, after = read_actors([first, then])
    assert after and len(after[0].actors) == 2, after


def test_a_relative_who_is_not_named_joins_nobody() -> None:
    # "his brother" with no name after the comma: the pronoun has only the sergeant to go back to
    _, after = read_actors(["Sgt. Luis Rivas and his brother left on Friday.", "They crossed the river."])
    assert not after or all(len(m.actors) < 2 for m in after)
