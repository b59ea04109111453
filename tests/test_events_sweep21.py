"""Event extraction traps found by the twenty-first sweep of short stories, each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # Custody told in an aside after the man held, with the day it began: the arrest of that day, where he is held.
    _case("The captain, held since March 8 at the Dgcim headquarters in Boleíta, was freed on Friday.", "2019-06-10",
          [("arrest", "Boleíta", "2019-03-08")], (), "held-since-in-an-aside"),
    _case("El capitán, detenido desde el 8 de marzo en Boleíta, fue liberado el viernes.", "2019-06-10",
          [("arrest", "Boleíta", "2019-03-08")], (), "detenido-desde-in-an-aside"),
    _case("O capitão, preso desde 8 de março em Boleíta, foi solto na sexta-feira.", "2019-06-10",
          [("arrest", "Boleíta", "2019-03-08")], (), "preso-desde-in-an-aside"),
    # ... a day of the month after "desde" is no place left from: "está preso desde 8 de março em Boleíta"
    _case("El capitán sigue detenido desde 8 de marzo en Boleíta.", "2019-06-10",
          [("arrest", "Boleíta", "2019-03-08")], (), "detenido-desde-a-bare-day-then-the-place"),
    # A relative held, told in an aside or kept in custody, is held as a passive tells it.
    _case("La hermana del teniente, detenida el 8 de marzo en Barquisimeto, fue liberada el viernes.", "2019-06-10",
          [("arrest", "Barquisimeto", "2019-03-08")], (), "la-hermana-detenida-aside"),
    _case("The lieutenant's sister, detained on March 8 in Barquisimeto, was freed on Friday.", "2019-06-10",
          [("arrest", "Barquisimeto", "2019-03-08")], (), "the-sister-detained-aside"),
    _case("A irmã do tenente está presa desde 8 de março em Barquisimeto.", "2019-06-10",
          [("arrest", "Barquisimeto", "2019-03-08")], (), "a-irma-esta-presa-desde"),
    # A desertion in a relative clause with a day of its own, days before the move, is news; it is not placed where
    # the men went (months before, "who deserted on Feb. 23", it says who they are).
    _case("A sergeant who deserted on Thursday reached Medellín on Saturday.", "2019-06-10",
          [("defection", "Venezuela", "2019-06-06"), ("relocation", "Medellín", "2019-06-08")],
          (("defection", "Medellín", ANY),), "who-deserted-on-thursday-reached-medellin"),
    _case("Two soldiers who deserted on Feb. 23 reached Lima on Thursday.", "2019-06-10",
          [], ("defection",), "who-deserted-months-before-reached-lima"),
    # "presented himself to" names the forces given up to, as "turned himself in to" does: a crossing there.
    _case("An army lieutenant presented himself to Colombian soldiers in Arauca on Thursday.", "2019-06-10",
          [("border_crossing", "Arauca", "2019-06-06")], (), "presented-himself-to-colombian-soldiers"),
    # The second of two infinitives after a hope is hoped for too: nothing asked yet.
    _case("Corporal Luis Mena crossed on June 2. Mena hopes to reach Quito this month and apply for asylum.",
          "2019-06-10", [("border_crossing", ANY, "2019-06-02")], ("asylum",), "hopes-to-reach-and-apply"),
    _case("El cabo Luis Mena cruzó el 2 de junio. Mena espera llegar a Quito este mes y solicitar asilo.",
          "2019-06-10", [("border_crossing", ANY, "2019-06-02")], ("asylum",), "espera-llegar-y-solicitar"),
    _case("Corporal Luis Mena crossed on June 2. Mena reached Quito on June 5 and applied for asylum.",
          "2019-06-10", [("asylum", "Quito", "2019-06-05")], (), "reached-and-applied-still-told"),
    # Soldiers who cross the border itself, or a river that is the border, have deserted.
    _case("Two sergeants crossed the border on Thursday night.", "2019-06-10",
          [("defection", ANY, "2019-06-06"), ("border_crossing", ANY, "2019-06-06")], (), "crossed-the-border"),
    _case("Dos sargentos cruzaron la frontera el jueves en la noche.", "2019-06-10",
          [("defection", ANY, "2019-06-06")], (), "cruzaron-la-frontera"),
    _case("At dawn on Thursday, four privates slipped across the Táchira River near Ureña.", "2019-06-10",
          [("defection", ANY, "2019-06-06")], (), "slipped-across-the-tachira"),
    _case("Two smugglers crossed the border on Thursday night.", "2019-06-10", [], ("defection",), "smugglers-no-desertion"),
    _case("Two sergeants crossed the border back into Venezuela on Thursday.", "2019-06-10", [], ("defection",),
          "back-into-venezuela-no-desertion"),
    # Portuguese "o forte" is a post left.
    _case("Três soldados cruzaram em Pacaraima. Os soldados deixaram o forte de Santa Elena de Uairén na noite de "
          "quinta-feira (6).", "2019-06-10", [("defection", "Santa Elena de Uairén", "2019-06-06")], (),
          "deixaram-o-forte"),
    # "The day after their arrival", "al día siguiente de su llegada", "um dia depois da sua chegada": the day after
    # the last move told.
    _case("Four guardsmen crossed into Maicao on Monday, June 3. The day after their arrival, they were taken to "
          "Riohacha.", "2019-06-10", [("relocation", "Riohacha", "2019-06-04")], (), "the-day-after-their-arrival"),
    _case("Cuatro guardias cruzaron a Maicao el lunes 3 de junio. Un día después de su llegada, fueron trasladados a "
          "Riohacha.", "2019-06-10", [("relocation", "Riohacha", "2019-06-04")], (), "un-dia-despues-de-su-llegada"),
    _case("Quatro guardas cruzaram para Pacaraima na segunda-feira (3). No dia seguinte à chegada, foram levados a "
          "Boa Vista.", "2019-06-10", [("relocation", "Boa Vista", "2019-06-04")], (), "no-dia-seguinte-a-chegada"),
    # One man telling, between the men's deeds, is no subject for the plural verb after him.
    _case("Dos cabos cruzaron el río Arauca el lunes 3 de junio. Según contó uno de ellos, el cabo Pedro Ruiz, "
          "la decisión la tomaron el sábado. El miércoles pidieron refugio en Arauca.", "2019-06-10",
          [("asylum", "Arauca", "2019-06-05")], (), "one-teller-between"),
    # The agency's office "en el centro de Cúcuta" is in Cúcuta: the town is where they were taken, not "Colombia".
    _case("Los tres cabos fueron trasladados el jueves a las oficinas de Migración Colombia en el centro de Arauca.",
          "2019-06-10", [("relocation", "Arauca", "2019-06-06")], (("relocation", "Colombia", ANY),),
          "oficinas-de-migracion-colombia-en-el-centro-de"),
    # A Spanish perfect with its subject after it, and after a speaker's "que": those who came, not the speaker.
    _case("Han llegado cuatro militares venezolanos a Arauca en junio.", "2019-06-10",
          [("border_crossing", "Arauca", ANY)], (), "han-llegado-cuatro-militares"),
    _case("La directora regional de Migración Colombia, Ana Ruiz, confirmó que en junio han llegado cuatro militares "
          "venezolanos a Arauca.", "2019-06-10", [("border_crossing", "Arauca", ANY)], (), "confirmo-que-han-llegado"),
    # "dejó su puesto en San Cristóbal el 6": a post in a town, left that day, before the crossing of the next.
    _case("El cabo Luis Mena dejó su puesto en Guasdualito el 3 de junio y cruzó el río Arauca al día siguiente.",
          "2019-06-10", [("defection", "Guasdualito", "2019-06-03"), ("border_crossing", ANY, "2019-06-04")],
          (("defection", ANY, "2019-06-04"),), "dejo-su-puesto-en-un-pueblo"),
    # "at dawn the following day": the day after the one told, not that one.
    _case("Corporal Luis Mena left his post in Guasdualito on June 3 and crossed the Arauca River at dawn the "
          "following day.", "2019-06-10", [("border_crossing", ANY, "2019-06-04")], (), "at-dawn-the-following-day"),
    _case("El cabo Luis Mena dejó su puesto en Guasdualito el 3 de junio y cruzó el río Arauca en la madrugada del día "
          "siguiente.", "2019-06-10", [("border_crossing", ANY, "2019-06-04")], (("border_crossing", ANY, "2019-06-03"),),
          "en-la-madrugada-del-dia-siguiente"),
    # An officer named with an apposition, then the date, then the speech: the speech's own date.
    _case("Venezuela's defence minister, Vladimir Padrino López, last week called the deserters traitors.", "2019-06-10",
          [("statement", ANY, "2019-06-03")], (), "apposed-speaker-last-week"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_twenty_first_sweep(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


def _waypoints(gazetteer, text: str, published: str) -> list[tuple[str, str | None, str | None]]:
    article = make_article(text, published=published)
    events = extract_events(article, split_sentences(article), resolve_mentions(text, gazetteer))
    return [(e.event_type, e.origin.name if e.origin else None, e.destination.name if e.destination else None)
            for e in events]


def test_the_river_post_they_were_posted_to_is_where_they_set_out(gazetteer) -> None:
    """"destacados en el puesto fluvial de El Amparo": the post's town, a site's adjective between, is the origin."""
    found = _waypoints(gazetteer, "Tres soldados destacados en el puesto fluvial de El Amparo cruzaron el río Arauca "
                                  "el jueves.", "2019-06-10")
    assert ("border_crossing", "El Amparo", None) in found, found


def test_slipping_out_of_the_barracks_in_a_town_starts_there(gazetteer) -> None:
    """"slipped out of the barracks in San Cristóbal ... walked across the bridge": the town left, not reached."""
    found = _waypoints(gazetteer, "The corporal slipped out of the barracks in Barinas on Tuesday night, took a bus "
                                  "to the border and walked across the bridge.", "2019-06-10")
    crossings = [row for row in found if row[0] == "border_crossing"]
    assert crossings and all(row[2] != "Barinas" for row in crossings), found
    assert any(row[1] == "Barinas" for row in crossings), found


@pytest.mark.parametrize("text", [
    "El cabo fue asesinado el domingo en Villa del Rosario.",
    "The corporal was shot dead on Sunday in Villa del Rosario.",
])
def test_a_namesake_in_the_storys_countries_comes_first(gazetteer, text: str) -> None:
    """"Villa del Rosario" with nothing else to go on is the Colombian or Zulian town, not the one in Argentina."""
    resolved = [rm for rm in resolve_mentions(text, gazetteer) if rm.mention.surface == "Villa del Rosario"]
    assert resolved and resolved[0].place.country_code in ("CO", "VE"), resolved
