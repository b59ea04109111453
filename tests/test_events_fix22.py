"""Event extraction traps found in held-out batch 22, each shown on new sentences: a newspaper named
after a place, Spanish and Portuguese ranks in the plural ("primeros tenientes"), "salió de su unidad",
"los llevó" after a quote and a subhead, a day of its own in a clause joined by "and", places of the
Guainía and Guyana borders, knife attacks, "N members of the group", "military and police personnel",
"put out of" a hotel, "moved their tents and blankets to", "steered a patrol boat", shots at the crossers'
canoe, "face torture", relatives gathered at a gate, and where relatives live."""

from __future__ import annotations

import pytest

from geo.articles import load_article, split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # "primeros tenientes", "segundos-sargentos": a plural rank with its ordinal is a group of soldiers.
    _case("Tres primeros tenientes del Ejército cruzaron a Saravena el martes.", "2019-10-10",
          [("border_crossing", "Saravena", "2019-10-08"), ("defection", ANY, "2019-10-08")], (), "es-primeros-tenientes"),
    _case("Dois segundos-sargentos do Exército cruzaram a fronteira em Pacaraima na terça-feira.", "2019-10-10",
          [("border_crossing", "Pacaraima", "2019-10-08")], (), "pt-segundos-sargentos"),
]


CASES += [
    # "salió de su unidad", "salieron del cuartel": leaving the post is a desertion, as "left the barracks".
    _case("El cabo Mendoza salió de su unidad en Machiques el 3 de mayo sin permiso.", "2019-06-10",
          [("defection", "Machiques", "2019-05-03")], (), "es-salio-de-su-unidad"),
    _case("Cuatro guardias salieron del cuartel de Guasdualito el domingo y no regresaron.", "2019-06-10",
          [("defection", "Guasdualito", "2019-06-09")], (), "es-salieron-del-cuartel"),
    # leaving home is no desertion
    _case("El cabo Mendoza salió de su casa en Machiques el 3 de mayo.", "2019-06-10",
          [], ("defection",), "es-salio-de-su-casa"),
]


CASES += [
    # "..., and on Tuesday they were flown to X", "y este martes fueron trasladados a X": the later clause's day
    # is its own, and the asking before it was not made where that later move ended.
    _case("Two corporals crossed into Cúcuta on Friday. On Monday the two corporals asked for asylum, and on "
          "Tuesday they were flown to Medellín.", "2019-10-10",
          [("asylum", "Cúcuta", "2019-10-07"), ("relocation", "Medellín", "2019-10-08")],
          (("asylum", "Medellín", ANY), ("relocation", ANY, "2019-10-07")), "and-on-tuesday-they-were-flown"),
    _case("Dos cabos cruzaron a Cúcuta el viernes. El lunes los dos cabos formalizaron ante Migración Colombia su "
          "solicitud de refugio, y este martes fueron trasladados en autobús a Medellín.", "2019-10-10",
          [("asylum", "Cúcuta", "2019-10-07"), ("relocation", "Medellín", "2019-10-08")],
          (("asylum", "Medellín", ANY),), "es-y-este-martes-fueron-trasladados"),
    # one clause, one day: the asking and the move it ends in stay together
    _case("Two corporals crossed the river on Friday, asked for asylum and were taken to Cúcuta.", "2019-10-10",
          [("asylum", "Cúcuta", "2019-10-04")], (), "asked-and-were-taken"),
]


CASES += [
    # The Guainía border: San Felipe is the Colombian town there, the river its own.
    _case("An army sergeant and three privates crossed the Guainía River on the night of June 3 and reached San "
          "Felipe, in Colombia's Guainía department. On June 5 a Colombian Air Force plane flew the four men from San "
          "Felipe to Inírida.", "2019-07-01",
          [("relocation", "Inírida", "2019-06-05")], (("border_crossing", "Inírida", ANY),), "guainia-san-felipe"),
    # Guyana: a flight to the Ogle airstrip is a move there.
    _case("Three Venezuelan soldiers who crossed into Guyana last week were flown on Thursday to the Ogle "
          "airstrip.", "2019-11-30", [("relocation", "Ogle", "2019-11-28")], (), "flown-to-ogle"),
]


CASES += [
    # "stabbed", "apuñalado", "esfaqueado": a knife attack is violence.
    _case("On Sunday night, a former sergeant was stabbed in the leg outside a shelter in Maicao.", "2019-10-10",
          [("violence", "Maicao", "2019-10-06")], (), "stabbed"),
    _case("El domingo un excabo fue apuñalado frente a un albergue de Maicao.", "2019-10-10",
          [("violence", "Maicao", "2019-10-06")], (), "es-apunalado"),
    _case("No domingo, um ex-sargento foi esfaqueado perto de um abrigo em Boa Vista.", "2019-10-10",
          [("violence", "Boa Vista", "2019-10-06")], (), "pt-esfaqueado"),
    # a town's police telling an attack with no place of its own: their town
    _case("On Sunday night, a former sergeant was stabbed in the leg during a quarrel, according to the Maicao "
          "municipal police.", "2019-10-10", [("violence", "Maicao", "2019-10-06")], (), "stabbed-town-police-say"),
]


CASES += [
    # "On Saturday, 18 members of the group": part of the group told before, after an opening time.
    _case("About 60 former guardsmen slept in a park in Maicao. On Saturday, 20 members of the group were driven in "
          "three buses to Riohacha.", "2019-10-10", [("relocation", "Riohacha", "2019-10-05")], (), "n-members-of-the-group"),
    # "military and police personnel": troops.
    _case("About 900 Venezuelan military and police personnel have crossed into Brazil since March, officials say.",
          "2019-10-10", [("border_crossing", ANY, None)], (), "military-and-police-personnel"),
    # "were put out of a hotel": an eviction, from where they had to leave.
    _case("In mid-August, about 70 ex-soldiers were put out of two hotels in Maicao.", "2019-10-10",
          [("relocation", "Maicao", "2019-08-01")], (), "put-out-of-hotels"),
    _case("Firefighters said the blaze was put out of reach of the houses in Maicao.", "2019-10-10",
          [], ("relocation",), "put-out-no-eviction"),
    # "moved their mattresses and suitcases to": four words between the verb and its end
    _case("By Friday night most of the 30 former soldiers had moved their tents and blankets to the Parque Colón in "
          "Cúcuta.", "2019-10-10", [("relocation", ANY, "2019-10-04")], (), "moved-their-things-to"),
]


CASES += [
    # "steered a patrol boat from X to Y": the crew went with the boat.
    _case("In May a Venezuelan Navy petty officer steered a patrol boat from San Carlos de Río Negro to Cucuí, in "
          "Brazil, and asked for protection there.", "2019-07-01",
          [("border_crossing", "Cucuí", "2019-05-01"), ("asylum", "Cucuí", "2019-05-01")], (), "steered-a-boat"),
    # Shots at men crossing a river, told after the crossing: its day and its place.
    _case("Three soldiers crossed the Arauca River in a canoe on the night of June 3. Troops on the Venezuelan "
          "bank fired several shots at the canoe.", "2019-07-01",
          [("violence", "Arauca River", "2019-06-03")], (), "shots-at-the-canoe"),
    _case("Three soldiers crossed into Arauca on June 3. Police fired tear gas at protesters.", "2019-07-01",
          [], (("violence", ANY, "2019-06-03"),), "other-violence-takes-no-crossing-day"),
    # A danger named ("where they face torture") is no violence; torture done is.
    _case("The two sergeants say they face torture if they are sent back to Venezuela.", "2019-08-21",
          [], ("violence",), "face-torture"),
    _case("Relatives said the corporal was subjected to torture at the DGCIM headquarters on Tuesday.", "2019-08-21",
          [("violence", ANY, "2019-08-20")], (), "torture-done"),
    # Relatives gathered, with a day between verb and place, outside the gate of a base: a protest there.
    _case("About 30 relatives gathered on Monday outside the main gate of Fuerte Tiuna holding banners.", "2019-08-21",
          [("protest", "Fuerte Tiuna", "2019-08-19")], (), "gathered-on-monday-outside-the-gate"),
    # Where relatives live is no move; being housed somewhere now is none either.
    _case("The sergeant said his wife and two daughters live in El Callao.", "2019-08-21",
          [], ("relocation",), "kin-live-in"),
    _case("Two soldiers crossed into Guyana on Monday. They are being housed at a shelter in Georgetown.", "2019-08-21",
          [], (("relocation", "Georgetown", ANY),), "are-being-housed"),
    # "the program that moves Venezuelans out of Roraima to cities": no one's move
    _case("He hopes to join the program that moves Venezuelans out of Roraima to other cities.", "2019-08-21",
          [], ("relocation",), "program-that-moves-people"),
]


CASES += [
    # "a corporal who lived in Maicao was detained at the Paraguaipoa checkpoint": the relative clause about the
    # man says who he is, the place after the verb where he was held.
    _case("A former sergeant who lived in Riohacha was detained by the National Guard on 5 November at the "
          "Paraguaipoa checkpoint.", "2019-11-20", [("arrest", "Paraguaipoa", "2019-11-05")],
          (("arrest", "Riohacha", ANY),), "arrest-past-a-relative-clause"),
    _case("A former sergeant who lived in Riohacha was detained on 5 November.", "2019-11-20",
          [("arrest", ANY, "2019-11-05")], (), "arrest-only-relative-place"),
]


@pytest.mark.parametrize(("text", "published", "present", "absent"), CASES)
def test_fix22_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize(("text", "country"), [
    ("The men reached San Felipe, in Guainía, on Monday.", "CO"),
    ("The men reached San Felipe, the capital of Yaracuy state, on Monday.", "VE"),
])
def test_san_felipe_by_its_context(gazetteer, text: str, country: str) -> None:
    found = [m for m in resolve_mentions(text, gazetteer) if m.place.name == "San Felipe"]
    assert [m.place.country_code for m in found] == [country]


@pytest.mark.parametrize(("text", "named"), [
    # a newspaper or a station named after a place is no place
    ("Un oficial confirmó a DIARIO MARACAIBO que tres sargentos cruzaron a Colombia.", False),
    ("Un oficial dijo a Radio Maracaibo que tres sargentos cruzaron a Colombia.", False),
    ("Un oficial dijo en Maracaibo que tres sargentos cruzaron a Colombia.", True),
])
def test_masthead_is_no_place(gazetteer, text: str, named: bool) -> None:
    names = {m.place.name for m in resolve_mentions(text, gazetteer)}
    assert ("Maracaibo" in names) is named, names


def test_carried_past_a_quote_and_a_subhead(gazetteer, tmp_path) -> None:
    """"La patrulla los llevó": them, the men told before the quote and the subhead between."""
    path = tmp_path / "subhead.txt"
    path.write_text(
        "Title: Tres sargentos\nPublished: 2019-10-10\nSource: test\n\n"
        "Tres sargentos del Ejército cruzaron a Saravena el martes 8 y se entregaron a una patrulla colombiana.\n\n"
        "\"Llegamos sin nada. Los soldados nos dieron agua\", dijo a este diario uno de ellos.\n\n"
        "**En la brigada**\n\n"
        "La patrulla los llevó ese mismo martes a Arauca, donde los entrevistaron.\n", encoding="utf-8")
    article = load_article(path)
    events = extract_events(article, split_sentences(article), resolve_mentions(article.text, gazetteer))
    assert_coded([(e.event_type, e.place, e.date.iso() if e.date else None) for e in events],
                 [("relocation", "Arauca", "2019-10-08")])
