"""Ranks, units, counts, actor mentions and coreference, over sentences from the seeds."""

from __future__ import annotations

import re

import pytest

from geo.actors import (
    Cues,
    find_institutions,
    find_units,
    normalise_rank,
    office_near,
    parse_count,
    pattern_cues,
    quote_spans,
    read_actors,
)

from .conftest import SEEDS


@pytest.mark.parametrize(
    "surface, rank",
    [
        ("Sgt.", "Sgt."),
        ("sergeant", "Sgt."),
        ("Sgt", "Sgt."),
        ("sargento", "Sgt."),
        ("Lt. Col.", "Lt. Col."),
        ("lieutenant colonels", "Lt. Col."),
        ("teniente coronel", "Lt. Col."),
        ("Lt.", "Lt."),
        ("lieutenant", "Lt."),
        ("sergeant major", "Sgt. Maj."),
        ("Gen.", "Gen."),
        ("Capt.", "Capt."),
        ("captain", "Capt."),
        ("colonel", "Col."),
        ("Maj. Gen.", "Maj. Gen."),
        ("Cpl.", "Cpl."),
        ("Adm.", "Adm."),
        ("driver", None),
        ("president", None),
        # Spanish ranks, as the NATO equivalent of the Venezuelan rank
        ("general de división", "Maj. Gen."),
        ("general de brigada", "Brig. Gen."),
        ("mayor general", "Lt. Gen."),
        ("general en jefe", "Gen."),
        ("mayor", "Maj."),
        ("capitán de navío", "Capt."),
        ("capitán de fragata", "Cmdr."),
        ("capitán de corbeta", "Lt. Cmdr."),
        ("teniente de navío", "Lt."),
        ("primer teniente", "1st Lt."),
        ("primera teniente", "1st Lt."),
        ("subteniente", "2nd Lt."),
        ("alférez", "Ens."),
        ("sargento primero", "1st Sgt."),
        ("sargento segundo", "2nd Sgt."),
        ("sargento mayor de primera", "Sgt. Maj."),
        ("sargento técnico de segunda", "Staff Sgt."),
        ("cabo primero", "1st Cpl."),
        ("cabo segundo", "2nd Cpl."),
        ("distinguido", "Pfc."),
        ("soldado", "Pvt."),
        ("almirante", "Adm."),
        ("vicealmirante", "Vice Adm."),
        ("contralmirante", "Rear Adm."),
        ("comandante", "Cmdr."),
    ],
)
def test_normalise_rank(surface: str, rank: str | None) -> None:
    assert normalise_rank(surface) == rank


@pytest.mark.parametrize(
    "amount, count",
    [
        ("nearly 1,000", 1000),
        ("some 50", 50),
        ("16", 16),
        ("two", 2),
        ("Three", 3),
        ("more than 60", 60),
        ("at least 12", 12),
        ("a dozen", 12),
        ("two dozen", 24),
        ("about 1,200", 1200),
        ("a few hundred", None),
        ("hundreds", None),
        ("dozens", None),
        ("several", None),
        ("several dozen", None),
        ("unos 40", 40),
        ("una docena de", 12),
        ("un centenar de", 100),
        ("medio centenar de", 50),
        ("una veintena de", 20),
        ("una decena de", 10),
        ("uma vintena de", 20),
        ("un grupo de 27", 27),
        ("al menos 1.000", 1000),
        ("decenas de", None),
        ("the", None),
    ],
)
def test_parse_count(amount: str, count: int | None) -> None:
    assert parse_count(amount) == count


@pytest.mark.parametrize(
    "text, units",
    [
        ("a member of Venezuela's navy", ["Navy"]),
        ("16 national guardsmen", ["National Guard"]),
        ("the Venezuelan National Guard", ["National Guard"]),
        ("the feared SEBIN intelligence police", ["SEBIN"]),
        ("the dungeons of military counterintelligence", ["DGCIM"]),
        ("the national police's Special Action Forces", ["Police", "FAES"]),
        ("who deserted the army in January", ["Army"]),
        ("a member of Venezuela's special forces", ["Special Forces"]),
        ("the country's largest naval base", ["Navy"]),
        ("la Guardia Nacional Bolivariana", ["National Guard"]),
        ("talk of forming a militia", []),
        ("a faes of sorts", []),
        ("detenido por la Dgcim en Caracas", ["DGCIM"]),
        ("agentes del Sebin", ["SEBIN"]),
    ],
)
def test_find_units(text: str, units: list[str]) -> None:
    assert [u.unit for u in find_units(text)] == units


def names(mentions) -> list[list[str]]:
    return [[a.name for a in m.actors] for m in mentions]


def test_plural_rank_gives_each_person_the_rank_and_surnames_resolve_later() -> None:
    texts = [
        (
            "Due to security concerns, lieutenant colonels Illich Sánchez and Rafael Soto would not reveal "
            "their location."
        ),
        "Sánchez, 41, commanded a garrison.",
        'Soto added: "Everything was perfectly lined up."',
    ]
    result = read_actors(texts)
    assert names(result[0])[:2] == [["Lt. Col. Illich Sánchez"], ["Lt. Col. Rafael Soto"]]
    assert names(result[1])[0] == ["Lt. Col. Illich Sánchez"]
    assert names(result[2])[0] == ["Lt. Col. Rafael Soto"]


def test_they_and_the_two_men_mean_the_pair_named_together() -> None:
    texts = [
        "The story of how Sánchez and Soto managed to plot a revolt against Maduro is told here.",
        "In their telling, the two longtime friends grew disillusioned.",
        "Eventually they teamed up with the opposition.",
    ]
    people = read_actors(["Lt. Col. Illich Sánchez and Lt. Col. Rafael Soto spoke.", *texts])[1:]
    pair = ["Lt. Col. Illich Sánchez", "Lt. Col. Rafael Soto"]
    assert names(people[1]) == [pair]
    assert names(people[2])[0] == pair


def test_he_is_the_soldier_of_the_sentence_not_a_politician_named_in_between() -> None:
    texts = [
        (
            "A 23-year-old guardsman, identified as Ricardo, told Al Jazeera that Hugo Chavez had inspired him to "
            "enlist, but he had deserted on February 23."
        )
    ]
    mentions = read_actors(texts)[0]
    he = next(m for m in mentions if m.surface == "he")
    assert [a.name for a in he.actors] == ["Ricardo"]
    assert he.actors[0].unit == "National Guard"


def test_apposition_gives_rank_and_unit() -> None:
    texts = [
        "They include Harry Solano, 36, a sergeant in the Venezuelan National Guard.",
        "Solano escaped to Colombia.",
    ]
    result = read_actors(texts)
    solano = result[1][0].actors[0]
    assert (solano.name, solano.rank, solano.unit, solano.military) == (
        "Sgt. Harry Solano",
        "Sgt.",
        "National Guard",
        True,
    )


def test_the_sergeant_and_he_point_back_to_an_unnamed_soldier() -> None:
    texts = [
        "Another National Guard sergeant who fled to Colombia last month told NPR about his family.",
        "But after a decade in uniform, the sergeant, who is now 27, decided he could no longer follow orders.",
        "Instead, he drove to the Colombian border.",
    ]
    result = read_actors(texts)
    assert names(result[0])[0] == ["a National Guard sergeant"]
    assert names(result[1])[0] == ["a National Guard sergeant"]
    assert names(result[2]) == [["a National Guard sergeant"]]


@pytest.mark.parametrize("description", [
    "The former head of the intelligence service",
    "The former spy chief",
    "The general",
    "The ousted intelligence chief",
])
def test_a_description_points_back_to_the_officer_named_before(description: str) -> None:
    texts = [
        "Gen. Manuel Cristopher Figuera, who ran the SEBIN until April 30, broke with Nicolás Maduro that day.",
        f"{description} fled to Colombia on Sunday, a person close to the opposition said.",
    ]
    result = read_actors(texts)
    assert names(result[1])[0] == ["Gen. Manuel Cristopher Figuera"]


def test_the_general_with_no_general_named_before_is_someone_new() -> None:
    result = read_actors(["Nicolás Maduro spoke in Caracas on Saturday.", "The general fled to Colombia."])
    assert names(result[1])[0] == ["a general"]


def test_bare_surname_prefers_the_person_just_named() -> None:
    texts = [
        "Sgt. Isaac Gonzalez, a member of Venezuela's navy, told the Journal he left.",
        "Gonzalez told The Journal more.",
        "Guardsman Sgt. Javier Gonzalez said the thought of his son helped him.",
        "Enough, we're tired,\" Gonzalez, 28, an eight-year veteran, told Reuters.",
    ]
    result = read_actors(texts)
    assert names(result[1])[0] == ["Sgt. Isaac Gonzalez"]
    assert names(result[3])[-1] == ["Sgt. Javier Gonzalez"]


def test_i_inside_a_quote_is_the_speaker() -> None:
    texts = ['"We left Venezuela," said Lt. Col. Illich Sánchez from an undisclosed location.']
    we = read_actors(texts)[0][0]
    assert (
        we.surface == "We"
        and we.in_quote
        and [a.name for a in we.actors] == ["Lt. Col. Illich Sánchez"]
    )


@pytest.mark.parametrize(
    "text, name, count, unit",
    [
        (
            "But on Monday, 16 national guardsmen were safely out of the country.",
            "16 national guardsmen",
            16,
            "National Guard",
        ),
        (
            "Over the past month, nearly 1,000 Venezuelan troops have fled to Colombia.",
            "nearly 1,000 Venezuelan troops",
            1000,
            None,
        ),
        (
            "Some 50 Venezuelan defectors housed here rushed to the bridge.",
            "some 50 Venezuelan defectors",
            50,
            None,
        ),
        (
            "The plan failed, but nearly 1,000 members of the Venezuelan armed forces did defect.",
            "nearly 1,000 members of the Venezuelan armed forces",
            1000,
            "Armed Forces",
        ),
        (
            "While hundreds of rank and file troops have fled, few leaders broke.",
            "hundreds of rank and file troops",
            None,
            None,
        ),
        ("Two officers sought refuge.", "two officers", 2, None),
        ("The guardsmen were relocated to Bogotá on Monday.", "guardsmen", None, None),  # none named before
    ],
)
def test_groups_with_counts(text: str, name: str, count: int | None, unit: str | None) -> None:
    group = next(a for m in read_actors([text])[0] for a in m.actors if a.kind == "group")
    assert (group.name, group.count, group.unit) == (name, count, unit)


def test_the_16_guardsmen_is_the_group_named_before() -> None:
    texts = [
        "But on Monday, 16 national guardsmen were safely out of the country.",
        "While confined, the 16 guardsmen worked hard to maintain military discipline.",
    ]
    assert names(read_actors(texts)[1]) == [["16 national guardsmen"]]


@pytest.mark.parametrize(
    "text",
    [
        "Venezuela's military has been sent to repress numerous protests in recent years.",
        "The latest wave of defections have come more rapidly than in the past.",
    ],
)
def test_no_actor(text: str) -> None:
    assert read_actors([text]) == [[]]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("A police officer, Major Hugo Parra, slipped across a dirt path.", [["Maj. Hugo Parra"]]),
        ("General Manuel Cristopher Figuera fled to Colombia.", [["Gen. Manuel Cristopher Figuera"]]),
        ("Captain Juan Caguaripano led the attack.", [["Capt. Juan Caguaripano"]]),
        ("General Motors closed its plant in Valencia.", []),
        ("Major Venezuelan cities were dark on Thursday.", []),
    ],
)
def test_an_everyday_rank_word_is_a_rank_only_capitalised_before_a_full_name(text, expected) -> None:
    assert names(read_actors([text])[0]) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Capt. María Fernanda de la Cruz crossed into Colombia.", [["Capt. María Fernanda de la Cruz"]]),
        ("Cpl. Jhonny Castillo del Valle abandoned his post.", [["Cpl. Jhonny Castillo del Valle"]]),
        ("Sgt. Juan C. Mora deserted.", [["Sgt. Juan C. Mora"]]),
        ("Capt. Pedro Pérez de la Guardia Nacional deserted.", [["Capt. Pedro Pérez"]]),
        ("Lt. Juan Mora y Rodríguez Torres del Ejército deserted.", [["Lt. Juan Mora y Rodríguez Torres"]]),
    ],
)
def test_a_surname_particle_or_an_initial_stays_in_the_ranked_name(text, expected) -> None:
    """"de la", "del" and "C." inside a name; a "de la" before an institution ends it."""
    assert names(read_actors([text])[0]) == expected


@pytest.mark.parametrize(
    "text, name, count",
    [
        ("Cerca de 120 exmilitares venezolanos fueron desalojados el viernes.", "cerca de 120 exmilitares", 120),
        ("Más de 1.400 miembros de la fuerza pública han cruzado la frontera.",
         "más de 1.400 miembros de la fuerza pública", 1400),
        ("Cuatro efectivos del Ejército desertaron.", "cuatro efectivos", 4),
        ("El sargento primero Luis Rojas cruzó el puente.", "1st Sgt. Luis Rojas", None),
        # heads spelled with a class in the pattern ("capit[aá]n") still cue it; "un general" is a rank
        ("Un capitán de navío desconoció a Maduro.", "a capitán", None),
        ("Allanaron la casa de un general retirado en Maracay.", "a general", None),
        ("Los guardias fueron reubicados en Bogotá.", "guardias", None),
        ("Una treintena de militares venezolanos cruzaron la frontera.", "una treintena de militares", 30),
    ],
)
def test_spanish_actors(text: str, name: str, count: int | None) -> None:
    actors = [a for m in read_actors([text])[0] for a in m.actors]
    assert [(a.name, a.count, a.military) for a in actors] == [(name, count, True)]


@pytest.mark.parametrize(
    "text",
    [
        "Según la Gerencia de Frontera, la mayoría fueron trasladados a un albergue.",
        "El Servicio Bolivariano de Inteligencia Nacional detuvo a dos personas.",
        "De acuerdo con Migración Colombia, la cifra aumentó.",
    ],
)
def test_spanish_institutions_are_not_people(text: str) -> None:
    assert [a.kind for m in read_actors([text])[0] for a in m.actors if a.kind == "person"] == []


def test_spanish_preposition_a_is_no_article() -> None:
    text = "relató a este medio un cabo de la GNB que desertó en marzo."
    assert names(read_actors([text])[0]) == [["a cabo"]]


def test_place_names_are_not_people() -> None:
    text = "Mora said in an interview in Puerto Cabello."
    start = text.index("Puerto Cabello")
    mentions = read_actors([text], [[(start, start + len("Puerto Cabello"))]])[0]
    assert all("Puerto" not in a.name for m in mentions for a in m.actors)


# ---------------------------------------------------------------------------- cue words


@pytest.mark.parametrize(
    "pattern, cues",
    [
        (r"\bdefect(?:ed|ing)?\b", {("defect", True), ("defected", True), ("defecting", True)}),
        (r"(?<!border\s)\b(?:cross(?:es)?|cruzó)\s+into", {("cross", True), ("crosses", True), ("cruzó", True)}),
        (r"\b(?i:Lt\.?\s*Col)", {("lt", False), ("lt.", False)}),
        (r"\btear[- ]gas\b", {("tear-gas", True), ("tear gas", True)}),
        (r"\b(?:the\s+)?troops", {("the", True), ("troops", False)}),
        (r"defect", None),  # no word boundary first: a match may start inside a word
        (r"\b\w+ed\b", None),  # any word may start a match
        # a space right before (a lookbehind, or a group of them) is a word boundary before a word's first letter
        (r"(?<=\bborder\s)crossed\b", {("crossed", True)}),
        (r"(?:(?<=\blo\s)|(?<=\blos\s))\b(?:detuviera|retuvieran)\b", {("detuviera", True), ("retuvieran", True)}),
        (r"(?<=\blos\s)-ex\b", None),  # not before a hyphen
        (r"(?<=\bborder)crossed", None),  # no space: the match may start inside a word
        (r"(?:(?<=\blo\s)|(?<=lo))detuvo", None),  # one lookbehind without its space
        # a pattern that is an alternation: each alternative's cues
        (r"\bappeared\b|(?<=\bGuaidó\s)detuvo\b", {("appeared", True), ("detuvo", True)}),
        (r"\bappeared\b|detuvo", None),  # one alternative may start anywhere
    ],
)
def test_pattern_cues(pattern: str, cues: set | None) -> None:
    assert pattern_cues(re.compile(pattern)) == (frozenset(cues) if cues is not None else None)


TRAPS = [
    "THE SOLDIERS and Lt. Col. McDonald, a soldier, fled; O’Brien said “we left”.",
    "ſixteen ſoldiers deſerted; İstanbul-born Sgt. Kılıç defected.",  # case folding traps
    "nearly 1,000 Venezuelan troops and members of the armed forces, he said, while they and we watched",
    "",
]


def seed_sentences() -> list[str]:
    from geo.articles import load_articles, split_sentences

    return [s.text for a in load_articles(SEEDS) for s in split_sentences(a)]


def test_cued_matches_are_exactly_what_finditer_finds() -> None:
    from geo.actors import _ACTOR_CUES

    for text in seed_sentences() + TRAPS:
        found = _ACTOR_CUES.matches(text)
        for name, pattern in _ACTOR_CUES.patterns.items():
            expected = [(m.span(), m.groupdict()) for m in pattern.finditer(text)]
            assert [(m.span(), m.groupdict()) for m in found[name]] == expected, (name, text)


def test_a_caseless_pattern_must_be_lower_case() -> None:
    with pytest.raises(ValueError, match="upper-case"):
        Cues({"unit": re.compile(r"\b(?i:GNB)\b")}, caseless=["unit"])


@pytest.mark.parametrize(
    "text, opened, spans, still_open",
    [
        ("He said “we fled” and “left”.", False, [(8, 17), (22, 28)], False),
        ('He said "we fled" today.', False, [(8, 17)], False),
        ('He said "we fled', False, [(8, 16)], True),
        ("still quoting” he said.", True, [(0, 14)], False),
        ("no quotes at all", True, [(0, 16)], True),
    ],
)
def test_quote_spans(text: str, opened: bool, spans: list, still_open: bool) -> None:
    assert quote_spans(text, opened) == (spans, still_open)


# ---------------------------------------------------------------------------- offices and institutions

@pytest.mark.parametrize(
    "text, name, office",
    [
        ("Defense Minister Vladimir Padrino said on state television last week.", "Vladimir Padrino", "minister"),
        ("Christian Kruger, director of Migracion Colombia, told reporters in Bogota.", "Christian Kruger", "director"),
        ("John Bolton, the U.S. national security adviser, urged other members of the military.", "John Bolton",
         "adviser"),
        ("El ministro de la Defensa, Vladimir Padrino López, aseguró el domingo.", "Vladimir Padrino López", "ministro"),
        ("En un comunicado, el embajador designado por la oposición en Bogotá, Humberto Calderón Berti, dijo.",
         "Humberto Calderón Berti", "embajador"),
        ("Migración Colombia's director, Christian Krüger, said on Sunday.", "Christian Krüger", "director"),
        # analysts, lawyers, soldiers and prisoners hold no office
        ("said Ana María Rueda, a security analyst in Bogotá.", "Ana María Rueda", None),
        ("Rocío San Miguel, who heads the Caracas-based security watchdog Control Ciudadano.", "Rocío San Miguel", None),
        ("His lawyer, María Dolores de Argüelles, said Carvajal would fight extradition.", "María Dolores de Argüelles",
         None),
        ("Ramón Peraza, a former National Guard lieutenant who fled to Colombia.", "Ramón Peraza", None),
        ("the president's forces arrested Juan Pérez on Monday.", "Juan Pérez", None),
    ],
)
def test_office_near(text: str, name: str, office: str | None) -> None:
    start = text.index(name)
    assert office_near(text, start, start + len(name)) == office


def test_office_reaches_later_bare_surnames_and_long_titles_keep_the_name() -> None:
    texts = ["Venezuelan Foreign Minister Jorge Arreaza demanded that Brazil hand over the soldiers.",
             "Arreaza said the government would ask for them."]
    offices = [(a.name, a.office) for ms in read_actors(texts) for m in ms for a in m.actors if a.kind == "person"]
    assert offices == [("Jorge Arreaza", "minister"), ("Jorge Arreaza", "minister")]


@pytest.mark.parametrize(
    "text, names",
    [
        ("The Venezuelan foreign ministry called the decision a crude attempt.", ["Venezuelan foreign ministry"]),
        ("Maduro's government responded by stripping him of his rank.", ["Maduro's government"]),
        ("the government of Jair Bolsonaro said in Brasília.", ["government of Jair Bolsonaro"]),
        ("The air force high command responded within the hour.", ["air force high command"]),
        ("el Gobierno nacional anunció hace dos semanas que no podía seguir pagando.", ["Gobierno nacional"]),
        ("the foreign ministry, known as Itamaraty, said in a statement.", ["foreign ministry", "Itamaraty"]),
        ("dozens of other governments recognized him last month.", []),
        ("according to the rights group Foro Penal.", []),
    ],
)
def test_find_institutions(text: str, names: list[str]) -> None:
    assert [i.actor.name for i in find_institutions(text)] == names
    assert all(i.actor.kind == "institution" for i in find_institutions(text))


# Spanish writes ranks in lower case, and several rank words are everyday words too: "mayor" is a
# rank only right after an article and before a name, never in "la mayor parte" or English "Mayor".
@pytest.mark.parametrize(
    "text, expected",
    [
        ("El mayor Hugo Parra cruzó a Colombia el martes.", ["Maj. Hugo Parra"]),
        ("El general Manuel Cristopher Figuera huyó a Colombia.", ["Gen. Manuel Cristopher Figuera"]),
        ("El teniente coronel Illich Sánchez se refugió en la embajada.", ["Lt. Col. Illich Sánchez"]),
        ("Ayer el capitán de fragata Luis Pérez desertó.", ["Cmdr. Luis Pérez"]),
        ("El general de brigada Ramón Rangel desertó.", ["Brig. Gen. Ramón Rangel"]),
        ("El mayor general Hugo Carvajal fue detenido en Madrid.", ["Lt. Gen. Hugo Carvajal"]),
        ("El sargento primero José Rivas y el cabo segundo Ángel Díaz cruzaron.",
         ["1st Sgt. José Rivas", "2nd Cpl. Ángel Díaz"]),
        ("Los tenientes coroneles Illich Sánchez y Rafael Soto se refugiaron.",
         ["Lt. Col. Illich Sánchez", "Lt. Col. Rafael Soto"]),
        ("El soldado Jesús Alfonzo desertó.", ["Pvt. Jesús Alfonzo"]),
        ("La sargento María Pérez cruzó.", ["Sgt. María Pérez"]),
        ("Juan Pérez, sargento de la GNB, cruzó a Colombia.", ["Sgt. Juan Pérez"]),
        ("Caracas Mayor Jorge Rodríguez spoke on Tuesday.", ["Jorge Rodríguez"]),
        ("Por lo general Nicolás Maduro habla los martes.", ["Nicolás Maduro"]),
        ("Un soldado Juan Pérez no es un rango.", ["Juan Pérez"]),
        # the force between rank and name: "el capitán del Ejército X", "la primera teniente de la GNB X"
        ("El capitán del Ejército Daniel Rojas Mena pidió refugio.", ["Capt. Daniel Rojas Mena"]),
        ("La primera teniente de la GNB Yelitza M. Soto cruzó el río.", ["1st Lt. Yelitza M. Soto"]),
        ("El sargento de la Guardia Nacional Bolivariana Omar Leal huyó.", ["Sgt. Omar Leal"]),
        ("El mayor de la Aviación Carlos Ibarra desertó.", ["Maj. Carlos Ibarra"]),
    ],
)
def test_spanish_ranks_in_lower_case(text: str, expected: list[str]) -> None:
    named = [a.name for m in read_actors([text])[0] for a in m.actors if a.kind == "person"]
    assert named == expected


@pytest.mark.parametrize("text, unit", [
    ("El capitán del Ejército Daniel Rojas cruzó a Colombia.", "Army"),
    ("La teniente de la Armada Elena Duarte llegó a Aruba.", "Navy"),
])
def test_the_force_between_a_spanish_rank_and_the_name_is_the_unit(text: str, unit: str) -> None:
    actors = [a for m in read_actors([text])[0] for a in m.actors]
    assert [(a.military, a.unit) for a in actors] == [(True, unit)]


# A rank and a surname later in the story ("Corporal Velasco") are the one person of that surname
# and rank named in full before; a different rank is someone else.
@pytest.mark.parametrize("later, expected", [
    ("Corporal Velasco and two friends reached Bogotá.", "Cpl. Andrés Felipe Velasco"),
    ("Velasco said he would stay.", "Cpl. Andrés Felipe Velasco"),
    ("Sgt. Velasco, his cousin, stayed behind.", "Sgt. Velasco"),
])
def test_a_rank_and_a_surname_are_the_person_named_in_full_before(later: str, expected: str) -> None:
    first = "Cpl. Andrés Felipe Velasco, 27, crossed at dawn."
    assert names(read_actors([first, later])[1])[0] == [expected]


@pytest.mark.parametrize("text", ["La mayor parte de los soldados cruzó a Colombia.",
                                  "El mayor número de deserciones se registró en Táchira."])
def test_mayor_without_a_name_is_no_rank(text: str) -> None:
    assert all(a.rank is None for m in read_actors([text])[0] for a in m.actors)


@pytest.mark.parametrize("text", ["El exmilitar Juan Pérez cruzó a Colombia.",
                                  "El militar venezolano Juan Pérez cruzó a Colombia.",
                                  "Juan Pérez, un sargento de la GNB, cruzó a Colombia."])
def test_a_spanish_description_makes_the_named_person_military(text: str) -> None:
    actors = [a for m in read_actors([text])[0] for a in m.actors]
    assert [(a.name.split()[-1], a.military) for a in actors] == [("Pérez", True)]


@pytest.mark.parametrize("text", ["El cabo del Ejército venezolano Luis Rivas cruzó a Colombia.",
                                  "O cabo do Exército venezuelano Luis Rivas cruzou a fronteira."])
def test_a_unit_between_rank_and_name_keeps_one_person(text: str) -> None:
    actors = [a for m in read_actors([text])[0] for a in m.actors]
    assert [a.name.split()[-1] for a in actors] == ["Rivas"]


@pytest.mark.parametrize("first, later, name", [
    ("Pedro Rivas, de 31 años, capitán de la GNB, llegó a Bogotá.", "Su madre dijo que el capitán cruzó por una trocha.",
     "Capt. Pedro Rivas"),
    ("Pedro Rivas, 31 anos, sargento da GNB, chegou a Boa Vista.", "A mãe contou que o sargento cruzou a fronteira.",
     "Sgt. Pedro Rivas"),
    ("Pedro Rivas, de 31 años, llegó a Bogotá.", "Su madre dijo que el soldado cruzó por una trocha.", "a soldado"),
])
def test_el_or_o_rank_points_back_to_the_soldier_named_last(first: str, later: str, name: str) -> None:
    """An age between the name and the rank keeps the rank; "el capitán" then refers back. A civilian
    named before is no antecedent for "el soldado": that is someone new."""
    actors = [a for m in read_actors([first, later])[1] for a in m.actors]
    assert [a.name for a in actors] == [name]


@pytest.mark.parametrize("text, name", [
    ("A navy sergeant, Isaac Gonzalez, said he fled his base.", "Sgt. Isaac Gonzalez"),
    ("The lieutenant, Carla Mendoza, crossed on foot.", "Lt. Carla Mendoza"),
    ("Un sargento de la Guardia Nacional, Luis Rivas, cruzó la frontera.", "Sgt. Luis Rivas"),
    ("A soldier from the army, Pedro Díaz, swam across.", "Pedro Díaz"),
])
def test_a_description_before_the_name_is_the_same_person(text: str, name: str) -> None:
    actors = [a for m in read_actors([text])[0] for a in m.actors]
    assert [a.name for a in actors][:1] == [name]
    assert {a.name for a in actors} == {name} and all(a.military for a in actors)


@pytest.mark.parametrize("text", ["A spokesman, Luis Rivas, said the men were safe.", "The mayor, Luis Rivas, said so."])
def test_a_civilian_description_before_the_name_gives_no_rank(text: str) -> None:
    actors = [a for m in read_actors([text])[0] for a in m.actors]
    assert [(a.name, a.military) for a in actors] == [("Luis Rivas", False)]


def test_the_mayor_of_a_city_in_an_apposition_is_no_soldier() -> None:
    actors = [a for m in read_actors(["Jorge Rodríguez, the mayor of Caracas, spoke."])[0] for a in m.actors]
    assert [(a.name, a.military, a.rank) for a in actors] == [("Jorge Rodríguez", False, None)]


def test_los_cuatro_means_the_set_named_before() -> None:
    texts = ["Se trata de un sargento segundo y tres soldados del Batallón.", "Los cuatro pidieron refugio."]
    result = read_actors(texts)
    assert names(result[1]) == [["a sargento segundo", "tres soldados"]]


# Words that stand for the group named just before: "Most of them", "Both", "The group", "El grupo",
# "La mayoría de ellos", "The men" after a group of people that is not a military one.
@pytest.mark.parametrize("first, second, expected", [
    ("The owners evicted about 100 ex-soldiers.", "Most of them moved into a warehouse.", "about 100 ex-soldiers"),
    ("Two sergeants crossed into Colombia.", "Both were detained on Tuesday.", "two sergeants"),
    ("Twelve former soldiers reached Quito.", "The group left Cúcuta in May.", "twelve former soldiers"),
    ("Catorce exmilitares llegaron a Lima.", "El grupo salió de Cúcuta en mayo.", "catorce exmilitares"),
    ("Seis sargentos chegaram a Pacaraima.", "O grupo foi levado para Manaus.", "seis sargentos"),
    ("Seis sargentos chegaram a Pacaraima.", "Depois, o grupo seguiu para Manaus.", "seis sargentos"),
    ("Llegaron 50 exmilitares.", "La mayoría de ellos se instalaron en un albergue.", "50 exmilitares"),
    ("Police detained five Venezuelans.", "The men were picked up at a farm.", "five Venezuelans"),
])
def test_a_word_for_the_group_named_just_before(first: str, second: str, expected: str) -> None:
    assert names(read_actors([first, second])[1])[0] == [expected]


@pytest.mark.parametrize("text, name, count", [
    ("Cinco miembros de la GNB desertaron el lunes.", "cinco miembros de la GNB", 5),
    ("Un grupo de catorce exmilitares llegó a Lima.", "un grupo de catorce exmilitares", 14),
    ("At least three Pemón men were taken away.", "at least three Pemón men", 3),
    ("A former private returned last month.", "a former private", None),
    ("Tres marineros llegaron a Aruba.", "tres marineros", 3),
])
def test_groups_and_soldiers_of_the_onward_stories(text: str, name: str, count: int | None) -> None:
    found = read_actors([text])[0][0].actors[0]
    assert (found.name, found.count) == (name, count)


@pytest.mark.parametrize("text", [
    "A private security company guards the hotel.",
    "They met at a private ceremony in Bogotá.",
])
def test_private_is_a_rank_only_as_a_soldier(text: str) -> None:
    assert not [m for m in read_actors([text])[0] if "private" in m.surface.lower()]


@pytest.mark.parametrize("text, found", [
    ("The DGCIM arrested a major in Táriba.", True),
    ("Agents detained a major and a colonel.", True),
    ("It was a major, who asked not to be named, who said so.", True),
    ("It was a major setback for the government.", False),
    ("Cúcuta is a major city on the border.", False),
])
def test_a_lower_case_major_before_a_preposition_is_the_rank(text: str, found: bool) -> None:
    assert bool([m for m in read_actors([text])[0] if m.surface == "a major"]) is found


@pytest.mark.parametrize("description", [
    "funcionario del Servicio Bolivariano de Inteligencia Nacional (Sebin)",
    "funcionaria de la PNB",
    "funcionário da Polícia Nacional Bolivariana",
])
def test_an_official_of_a_security_body_is_of_the_forces_and_keeps_his_short_name(description: str) -> None:
    """"Luis Alberto Pérez Gómez, funcionario del Sebin" is of the forces (an official of a security body,
    not any civil servant), and "Luis Pérez" later, first name and first surname, is the same man."""
    texts = [f"Su primo, Luis Alberto Pérez Gómez, {description}, no volvió.", "Luis Pérez salió de Ureña."]
    short = read_actors(texts)[1][0].actors[0]
    assert (short.rank, short.military) == (None, True)


def test_a_town_hall_official_is_no_soldier() -> None:
    pedro = read_actors(["Pedro Ruiz Gómez, funcionario de la alcaldía, dijo que no."])[0][0].actors[0]
    assert not pedro.military


@pytest.mark.parametrize("text", [
    "Agentes detuvieron al sargento de la Guardia Nacional Bolivariana (GNB) Pedro Luis Ramírez Soto en su casa.",
    "Agentes prenderam o sargento da Guarda Nacional Bolivariana (GNB) Pedro Luis Ramírez Soto em casa.",
])
def test_a_rank_keeps_its_name_past_the_force_acronym_in_brackets(text: str) -> None:
    names = [(a.name, a.unit) for m in read_actors([text])[0] for a in m.actors]
    assert ("Sgt. Pedro Luis Ramírez Soto", "National Guard") in names, names


@pytest.mark.parametrize("text, surface, rank", [
    ("Un guardia raso cruzó el río de noche.", "Un guardia raso", "Pvt."),
    ("Un tercer guardia fue capturado en la orilla.", "Un tercer guardia", None),
    ("El martes, un soldado raso se entregó a la Policía.", "un soldado raso", "Pvt."),
])
def test_a_spanish_guardsman_or_private_is_an_actor(text: str, surface: str, rank: str | None) -> None:
    found = [m for m in read_actors([text])[0] if m.surface == surface]
    assert found and found[0].actors[0].military and found[0].actors[0].rank == rank, read_actors([text])[0]


@pytest.mark.parametrize("text", [
    "Some 1,400 uniformed Venezuelans have crossed into Colombia since February.",
    "About 300 active-duty Venezuelans have fled to Brazil this year.",
])
def test_a_uniformed_group_is_military(text: str) -> None:
    actors = [a for m in read_actors([text])[0] for a in m.actors]
    assert [a.military for a in actors] == [True]


@pytest.mark.parametrize("text, military", [
    ("Fourteen civilians and two soldiers reached Arauca; three others were captured.", True),
    ("Two soldiers and fourteen civilians reached Arauca; three others were captured.", False),
])
def test_others_are_of_the_kind_last_named(text: str, military: bool) -> None:
    # "three others": a group of its own, of the kind of the group named just before it
    others = [a for m in read_actors([text])[0] for a in m.actors if a.name == "three others"]
    assert others and others[0].count == 3 and others[0].military is military, others
