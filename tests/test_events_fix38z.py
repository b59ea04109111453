"""Event extraction traps of held-out batch 38 (a development set), each shown on new sentences: a place put first
for the tellers who speak from it ("Desde Colombia, fuentes del Ejército confirmaron que") is not where the move they
tell set off, and a man handed to the migration agency ("puesto a disposición de Migración Colombia") is no move into
its country that outweighs the town he was taken to."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded


def _moves(gazetteer, text: str, published: str) -> list[tuple[str | None, str | None, str | None]]:
    """(origin, destination, day) of each relocation of `text`."""
    article = make_article(text, published=published)
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    return [(e.origin.name if e.origin else None, e.destination.name if e.destination else None,
             e.date.iso() if e.date else None) for e in events if e.event_type == "relocation"]


@pytest.mark.parametrize(("text", "published", "wanted"), [
    pytest.param("Desde Colombia, fuentes del Ejército confirmaron que el sargento fue trasladado el miércoles a la "
                 "sede de la Segunda Brigada en Valledupar.", "2019-01-18", (None, "Valledupar", "2019-01-16"),
                 id="es-fuentes-confirmaron"),
    pytest.param("From Colombia, officials said that the sergeant was taken on Wednesday to an army base in "
                 "Valledupar.", "2019-01-18", (None, "Valledupar", "2019-01-16"), id="en-officials-said"),
    pytest.param("De Boa Vista, o diretor da Polícia Federal disse que os militares foram levados na quarta-feira para "
                 "um abrigo em Manaus.", "2019-01-18", (None, "Manaus", "2019-01-16"), id="pt-diretor-disse"),
    # the place put first is the start of the move itself: still its origin
    pytest.param("Desde Cúcuta, los soldados viajaron el miércoles a Bogotá, dijeron las autoridades.", "2019-01-18",
                 ("Cúcuta", "Bogotá", "2019-01-16"), id="es-the-move-set-off-there"),
    pytest.param("From Cúcuta, the soldiers travelled on Wednesday to Bogotá, officials said.", "2019-01-18",
                 ("Cúcuta", "Bogotá", "2019-01-16"), id="en-the-move-set-off-there"),
])
def test_a_place_put_first_for_its_tellers_is_no_origin(gazetteer, text, published, wanted):
    assert wanted in _moves(gazetteer, text, published)


def test_a_statement_told_from_a_place_put_first_stays_there(gazetteer):
    text = ("Desde Caracas, el ministro de Defensa, Vladimir Padrino López, dijo el sábado que los desertores son "
            "traidores.")
    assert_coded(_coded(gazetteer, text, "2019-02-25"), [("statement", "Caracas", "2019-02-23")])


@pytest.mark.parametrize(("text", "published", "present", "absent"), [
    _case("El sargento fue trasladado el miércoles a la sede de la Décima Brigada en Valledupar, donde fue puesto a "
          "disposición de Migración Colombia.", "2019-01-18",
          [("relocation", "Valledupar", "2019-01-16")], (("relocation", "Colombia", ANY),), "es-a-disposicion-de"),
    _case("The sergeant was taken on Wednesday to the brigade's base in Valledupar, where he was placed at the "
          "disposal of Migración Colombia.", "2019-01-18",
          [("relocation", "Valledupar", "2019-01-16")], (("relocation", "Colombia", ANY),), "en-at-the-disposal-of"),
    # the agency named as the source of a count still tells a crossing into its country
    _case("Según Migración Colombia, 1.014 militares venezolanos han llegado al país desde el 23 de febrero.",
          "2019-04-15", [("border_crossing", "Colombia", None)], (), "es-segun-migracion-still-a-crossing"),
])
def test_handed_to_the_migration_agency(gazetteer, text, published, present, absent):
    assert_coded(_coded(gazetteer, text, published), present, absent)
