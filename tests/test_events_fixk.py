"""Event extraction traps found in held-out batch 13, each shown on new sentences: days counted from
an event the story told before ("the day after his arrest", "two days after he deserted")."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # "The day after his arrest": counted from the arrest the story told, not left undated.
    _case("Corporal Pedro Rangel was detained by DGCIM agents in San Cristóbal on March 3. The day after his arrest, "
          "he was flown to a military prison in Caracas.", "2019-04-20",
          [("relocation", ANY, "2019-03-04")], (), "day-after-his-arrest"),
    # "Two days after he deserted": counted from the desertion, and the retold leaving is no new event.
    _case("Sergeant Luis Parra deserted his post in Guasdualito on June 10 and crossed into Colombia. "
          "Two days after he left Guasdualito, counterintelligence agents detained his brother in Barinas.",
          "2019-07-01", [("arrest", "Barinas", "2019-06-12")], (("relocation", ANY, ANY),),
          "days-after-he-left"),
    _case("El sargento Luis Parra desertó de su unidad en Guasdualito el 10 de junio. Tres días después de su "
          "deserción, agentes de la Dgcim detuvieron a su hermano en Barinas.", "2019-07-01",
          [("arrest", "Barinas", "2019-06-13")], (), "es-dias-despues-de-su-desercion"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fixk_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


RECOMMENDATIONS = [
    # A report's recommendation tells what should be done, not what happened.
    _case("Defense Minister Vladimir Padrino López called the deserters traitors.\n\nTo the government of Colombia:\n"
          "- Ensure that no former soldier of the Venezuelan security forces is sent back to Venezuela, where he could "
          "be jailed.", "2019-11-14", [], ("relocation", "border_crossing"), "ensure-that-no"),
    _case("To the government of Colombia:\n- Ensure that deserters who crossed into Colombia receive protection.",
          "2019-11-14", [], ("border_crossing", "defection"), "ensure-that-deserters"),
    _case("Recomendaciones\n\nAl gobierno de Colombia:\n- Garantizar que los desertores que cruzaron a Colombia "
          "reciban protección.", "2019-11-14", [], ("border_crossing", "defection"), "es-garantizar-que"),
]


@pytest.mark.parametrize("text, published, present, absent", RECOMMENDATIONS)
def test_fixk_recommendations(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
