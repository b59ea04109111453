"""Event extraction traps found in held-out batch 25, each shown on new sentences: "tinham aberto fogo" /
"habían abierto fuego" (the pluperfect of opening fire); a day told after the short verb of a longer
desertion phrase ("salió de su batallón el 3 de marzo") dates the desertion, not a month told in an aside
before it; and a left-out Spanish subject told before a quotation that names no one."""

from __future__ import annotations

import pytest

from geo.articles import load_article, split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions
from geo.pipeline import masked_text

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # The pluperfect of opening fire is violence, on the day the sentence gives.
    _case("Ela contou que, na terça-feira 5 de março, soube que soldados tinham aberto fogo contra garimpeiros em "
          "Tumeremo.", "2019-03-20", [("violence", "Tumeremo", "2019-03-05")], (), "pt-tinham-aberto-fogo"),
    _case("Según vecinos, el jueves 7 de marzo los guardias habían abierto fuego contra manifestantes en Guanare.",
          "2019-03-20", [("violence", "Guanare", "2019-03-07")], (), "es-habian-abierto-fuego"),
    # Opening a door is no violence.
    _case("Ela contou que os vizinhos tinham aberto a porta em Tumeremo.", "2019-03-20", [], ("violence",),
          "pt-tinham-aberto-a-porta"),
    # The day after the short verb of "salió de su batallón" dates the desertion, not "hasta este mes" before it.
    _case("El sargento Pedro Rojas, de 29 años y destinado hasta este mes en un batallón en Maracay, contó que salió de su batallón el "
          "3 de marzo y no volvió.", "2019-03-20", [("defection", ANY, "2019-03-03")], (("defection", ANY, "2019-03-01"),),
          "es-salio-de-su-batallon-dated"),
]

CASES += [
    # A quotation that names no one stands between a left-out subject and the sentence that names it.
    _case("El cabo Luis Torres Mejía cruzó el puente el lunes 4 de marzo. \"Nadie me detuvo. Era uno más\", dijo "
          "por teléfono. Dos días después, el miércoles 6, tomó un vuelo de Cúcuta a Bogotá.", "2019-03-20",
          [("relocation", "Bogotá", "2019-03-06")], (), "es-dropped-subject-past-nameless-quote"),
    _case("El cabo Luis Torres Mejía cruzó el puente el lunes 4 de marzo. Después tomó un autobús a San Cristóbal. "
          "\"Nadie me detuvo. Era uno más\", dijo por teléfono. Dos días después, el miércoles 6, tomó un vuelo de "
          "Cúcuta a Bogotá.", "2019-03-20",
          [("relocation", "Bogotá", "2019-03-06")], (), "es-dropped-subject-chain-past-nameless-quote"),
]


CASES += [
    # A day opening the sentence dates the main verb after a whole relative clause ("who had joined Guaidó").
    _case("Panama said on Thursday that three soldiers had entered its embassy.\n\nClashes went on near the base on "
          "Tuesday.\n\nThat night, 14 sailors who had recognized Guaidó sought asylum at the Italian embassy, Italy's "
          "foreign ministry said.", "2019-05-10", [("asylum", ANY, "2019-05-07")], (), "that-night-who-had-recognized"),
    # The relative clause's own verb, right after "who", keeps its own time.
    _case("On Monday, 16 guardsmen who deserted in March were named in a court order.", "2019-05-10",
          [], (("defection", ANY, "2019-05-06"),), "on-monday-who-deserted-in-march"),
    # The men of a revolt told before go on with its day when they seek refuge in the same paragraph.
    _case("Panama said on Thursday that three soldiers had entered its embassy. On May 3 marines rose up at a base in "
          "Punto Fijo. The revolt collapsed within hours. Nine marines who had followed Rear Adm. Tomás Ochoa sought "
          "asylum at the Italian embassy.", "2019-05-10", [("asylum", ANY, "2019-05-03")], (), "refuge-after-revolt"),
    # Young people held are the ones arrested.
    _case("El domingo 5 de mayo la GNB detuvo en Rubio a nueve jóvenes acusados de levantar barricadas.", "2019-05-10",
          [("arrest", "Rubio", "2019-05-05")], (), "es-detuvo-a-jovenes"),
    _case("On Sunday police detained seven youths in Rubio after the march.", "2019-05-10",
          [("arrest", "Rubio", "2019-05-05")], (), "detained-youths"),
    # A purpose infinitive ("para solicitar protección") has the left-out subject of the verb it serves.
    _case("El cabo Luis Torres Mejía cruzó el puente el lunes 4 de marzo. Este jueves se presentó ante Migración "
          "Colombia en Cúcuta para solicitar protección.", "2019-03-08",
          [("asylum", "Cúcuta", "2019-03-07")], (), "es-para-solicitar-proteccion-dropped-subject"),
]


CASES += [
    # Unrest that reaches a place happens there: "os confrontos chegaram a", "the clashes spread to".
    _case("No dia seguinte, domingo 17, os confrontos chegaram a Pacaraima.", "2019-03-20",
          [("violence", "Pacaraima", "2019-03-17")], (), "pt-confrontos-chegaram-a"),
    _case("Clashes broke out at the bridge on Saturday. On Sunday the clashes spread to San Antonio del Táchira.",
          "2019-03-20", [("violence", "San Antonio del Táchira", "2019-03-17")], (), "clashes-spread-to"),
    # Those shot at reaching a place do not place the shooting there.
    _case("On Sunday, soldiers fired at protesters who reached Ureña.", "2019-03-20", [],
          (("violence", "Ureña", ANY),), "fired-at-those-who-reached"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix25_cases(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


MARKDOWN_LIST = [
    # A Markdown list item headed by a place in bold: its events happen there.
    ("- **Mérida:** el hermano de un sargento, detenido el 3 de mayo.\n"
     "- **Guanare:** la madre de un cabo, retenida a mediados de abril.\n",
     [("arrest", "Mérida", "2019-05-03"), ("arrest", "Guanare", ANY)], ()),
    # A place inside the item's text, not heading it, is no heading.
    ("- el hermano de un sargento de Mérida, detenido el 3 de mayo en Caracas.\n",
     [("arrest", "Caracas", "2019-05-03")], (("arrest", "Mérida", ANY),)),
]


@pytest.mark.parametrize("items, present, absent", MARKDOWN_LIST)
def test_fix25_list_item_heading_place(gazetteer, tmp_path, items: str, present: list, absent: tuple) -> None:
    path = tmp_path / "casos.md"
    path.write_text("Title: Casos\nPublished: 2019-05-20\nOutlet: Test\nURL: https://example.org/casos\n\n"
                    "# Casos\n\nLa organización contabiliza otros casos de familiares detenidos:\n\n" + items,
                    encoding="utf-8")
    article = load_article(path)
    events = extract_events(article, split_sentences(article), resolve_mentions(masked_text(article), gazetteer))
    assert_coded([(e.event_type, e.place, e.date.iso() if e.date else None) for e in events], present, absent)
