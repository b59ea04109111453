"""Event extraction traps found in held-out batch 49 (a Luso-Venezuelan lieutenant who flew to Madeira and asked
for protection in Lisbon, a corporal who walked over the Ureña bridge among the students and went back, two
lieutenants driven to Riohacha), each shown on new sentences in English, Spanish and Portuguese."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

NAMED_BY_FIRST_NAME_ONLY = [
    # "que pediu para ser identificado apenas pelo primeiro nome, Mauro": the first name is his, and he does
    # what the story tells of "Mauro" after it
    _case("O militar, de 31 anos, que pediu para ser identificado apenas pelo primeiro nome, Mauro, falou com a "
          "reportagem. Mauro atravessou a fronteira em Pacaraima no sábado (2).", "2019-03-05",
          [("border_crossing", "Pacaraima", "2019-03-02")], (), "pt-identificado-pelo-primeiro-nome"),
    _case("El militar, de 31 años, que pidió ser identificado solo como Mauro, habló con este diario. Mauro cruzó el "
          "puente Simón Bolívar el sábado.", "2019-03-05",
          [("border_crossing", "Simón Bolívar International Bridge", "2019-03-02")], (), "es-identificado-solo-como"),
    _case("The soldier, 31, who asked to be identified only by his first name, Mauro, spoke to reporters. Mauro "
          "crossed the Simón Bolívar bridge on Saturday.", "2019-03-05",
          [("border_crossing", "Simón Bolívar International Bridge", "2019-03-02")], (), "en-identified-by-first-name"),
]


@pytest.mark.parametrize("text, published, present, absent", NAMED_BY_FIRST_NAME_ONLY)
def test_named_by_first_name_only(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


STAYED_AWAY_FROM_THE_UNIT = [
    # "did not return to his unit after the search", "no volvió a su unidad", "não voltou ao quartel": he left it
    _case("Sgt. Luis Mora Díaz did not return to his unit in Maracay after the search of his home.", "2019-05-20",
          [("defection", "Maracay", None)], (), "en-did-not-return-to-his-unit"),
    _case("Sgt. Luis Mora Díaz never went back to the barracks in Maracay.", "2019-05-20",
          [("defection", "Maracay", None)], (), "en-never-went-back-to-the-barracks"),
    _case("El sargento Luis Mora Díaz no volvió a su unidad en Maracay después del allanamiento.", "2019-05-20",
          [("defection", "Maracay", None)], (), "es-no-volvio-a-su-unidad"),
    _case("O sargento Luis Mora Díaz não voltou ao quartel em Maracay depois da busca.", "2019-05-20",
          [("defection", "Maracay", None)], (), "pt-nao-voltou-ao-quartel"),
    # ... going back to the unit is no desertion
    _case("El sargento Luis Mora Díaz volvió a su unidad en Maracay el lunes.", "2019-05-20", [], ("defection",),
          "es-volvio-a-su-unidad"),
]


@pytest.mark.parametrize("text, published, present, absent", STAYED_AWAY_FROM_THE_UNIT)
def test_stayed_away_from_the_unit(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_REQUEST_BY_ITS_LEGAL_NAME = [
    # "formalizou um pedido de proteção internacional": a request for refuge by its legal name
    _case("O cabo Pedro Ruiz Lima apresentou-se na terça-feira à Polícia Federal em Boa Vista e formalizou um pedido "
          "de proteção internacional.", "2019-05-20", [("asylum", "Boa Vista", "2019-05-14")], (),
          "pt-formalizou-pedido-de-protecao-internacional"),
    _case("O cabo Pedro Ruiz Lima fez um pedido de proteção internacional em Boa Vista na quinta-feira (16).",
          "2019-05-20", [("asylum", "Boa Vista", "2019-05-16")], (), "pt-fez-pedido-de-protecao-internacional"),
    # ... the law of asylum a jurist knows is no request
    _case("Uma advogada especializada em direito de asilo, Rita Lopes Pinto, explicou que o caso é raro.",
          "2019-05-20", [], ("asylum",), "pt-especializada-em-direito-de-asilo"),
    _case("El abogado experto en derecho de asilo Pedro Pérez Díaz explicó que el caso es inusual.", "2019-05-20", [],
          ("asylum",), "es-experto-en-derecho-de-asilo"),
]


@pytest.mark.parametrize("text, published, present, absent", A_REQUEST_BY_ITS_LEGAL_NAME)
def test_a_request_by_its_legal_name(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


REVEALED_TODAY = [
    # "pediu asilo em Lisboa, revelou hoje fonte próxima": the day the source spoke, not the request's
    _case("Um tenente da Guarda Nacional pediu asilo em Lisboa, revelou hoje à agência fonte próxima da família.",
          "2019-06-20", [("asylum", "Lisbon", None)], (("asylum", ANY, "2019-06-20"),), "pt-revelou-hoje"),
    _case("Un teniente de la Guardia Nacional pidió asilo en Lisboa, reveló hoy una fuente cercana a la familia.",
          "2019-06-20", [("asylum", "Lisbon", None)], (("asylum", ANY, "2019-06-20"),), "es-revelo-hoy"),
]


@pytest.mark.parametrize("text, published, present, absent", REVEALED_TODAY)
def test_revealed_today(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


HID_IN_THE_CROWD = [
    # "se mezcló con los vendedores y los estudiantes que cruzan a diario y atravesó el puente": the crowd's habit is
    # theirs; the corporal told before crossed, once, that day
    _case("El cabo Pedro Ruiz Lima prestaba servicio en Ureña. El 2 de marzo se mezcló con los vendedores y los "
          "estudiantes que cruzan a diario y atravesó a pie el puente Simón Bolívar.", "2019-03-10",
          [("border_crossing", "Simón Bolívar International Bridge", "2019-03-02")], (), "es-se-mezclo-con-los"),
    _case("Sgt. Pedro Ruiz Lima mingled with the students who cross daily and crossed the Simón Bolívar bridge on "
          "Saturday.", "2019-03-10", [("border_crossing", "Simón Bolívar International Bridge", "2019-03-09")], (),
          "en-mingled-with-who-cross-daily-and-crossed"),
    # ... the ones who cross daily still cross nobody's border for the story
    _case("Students who cross daily and buy food in Cúcuta crossed the bridge every day.", "2019-03-10", [],
          ("border_crossing",), "en-habit-of-the-crowd"),
]


@pytest.mark.parametrize("text, published, present, absent", HID_IN_THE_CROWD)
def test_hid_in_the_crowd(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


ON_THE_OTHER_SIDE = [
    # "Del lado colombiano pidió protección" with no comma: the side is where, the corporal told before is who
    _case("El cabo Pedro Ruiz Lima atravesó el 30 de enero el puente Simón Bolívar. Del lado colombiano se presentó "
          "ante los funcionarios de Migración Colombia y pidió protección.", "2019-02-10",
          [("asylum", ANY, "2019-01-30")], (), "es-del-lado-colombiano-sin-coma"),
    _case("O cabo Pedro Ruiz Lima atravessou a fronteira em Pacaraima no dia 30. Do lado brasileiro pediu refúgio à "
          "Polícia Federal.", "2019-02-10", [("asylum", ANY, ANY)], (), "pt-do-lado-brasileiro-sem-virgula"),
]


@pytest.mark.parametrize("text, published, present, absent", ON_THE_OTHER_SIDE)
def test_on_the_other_side(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_WAY_BACK = [
    # "cruzó de nuevo el puente, esta vez en sentido contrario": a crossing home, no desertion
    _case("El cabo Pedro Ruiz Lima cruzó de nuevo el puente Simón Bolívar el sábado, esta vez en sentido contrario.",
          "2019-02-20", [("border_crossing", ANY, "2019-02-16")], ("defection",), "es-en-sentido-contrario"),
    _case("Cpl. Pedro Ruiz Lima crossed the Simón Bolívar bridge again on Saturday, this time in the opposite "
          "direction.", "2019-02-20", [("border_crossing", ANY, "2019-02-16")], ("defection",),
          "en-in-the-opposite-direction"),
    _case("O cabo Pedro Ruiz Lima atravessou a ponte em Pacaraima no sábado (16), desta vez em sentido contrário.",
          "2019-02-20", [("border_crossing", ANY, "2019-02-16")], ("defection",), "pt-em-sentido-contrario"),
    # ... the first crossing, told so, is his desertion
    _case("El cabo Pedro Ruiz Lima cruzó el puente Simón Bolívar el sábado.", "2019-02-20",
          [("defection", ANY, "2019-02-16")], (), "es-cruzo-el-puente"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_WAY_BACK)
def test_the_way_back(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


CARRIED_BY_OFFICIALS = [
    # "funcionarios de Migración Colombia los trasladaron a Riohacha": the officials carried the men told before
    _case("Los dos tenientes desertaron el 4 de abril. El lunes 8, funcionarios de Migración Colombia los trasladaron "
          "a Riohacha.", "2019-04-11", [("relocation", "Riohacha", "2019-04-08")], (), "es-funcionarios-los-trasladaron"),
    _case("Los dos sargentos desertaron el 4 de abril. El lunes 8, soldados del Ejército colombiano los escoltaron "
          "hasta Maicao.", "2019-04-11", [("relocation", "Maicao", "2019-04-08")], (), "es-soldados-los-escoltaron"),
]


def _movers(gazetteer, text: str, published: str) -> list[tuple[str, tuple[str, ...]]]:
    from geo.articles import split_sentences
    from geo.events import extract_events
    from geo.geoparse import resolve_mentions

    from .test_events import make_article

    article = make_article(text, published=published)
    return [(e.event_type, e.actors) for e in extract_events(article, split_sentences(article),
                                                               resolve_mentions(text, gazetteer))]


@pytest.mark.parametrize("text, published, present, absent", CARRIED_BY_OFFICIALS)
def test_carried_by_officials(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
    moved = [actors for kind, actors in _movers(gazetteer, text, published) if kind == "relocation"]
    assert moved and not any(a in ("funcionarios", "soldados") for a in moved[0]), moved


BANANA_COUNTRY = [
    # Zona Bananera (Magdalena) joins the gazetteer: a move there is placed there
    _case("El sábado 8 de junio, catorce exmilitares venezolanos viajaron desde Maicao hasta la Zona Bananera, en el "
          "Magdalena.", "2019-06-12", [("relocation", "Zona Bananera", "2019-06-08")], (), "es-hasta-la-zona-bananera"),
]


@pytest.mark.parametrize("text, published, present, absent", BANANA_COUNTRY)
def test_banana_country(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


@pytest.mark.parametrize("text, resolved", [
    ("Viajaron al departamento del Magdalena.", {("Magdalena", "CO")}),
    ("Trabajan en fincas de Zona Bananera.", {("Zona Bananera", "CO")}),
    # ... a woman named Magdalena is no department
    ("Magdalena Ruiz dijo que su hijo desertó.", set()),
])
def test_magdalena_and_its_banana_zone(gazetteer, text: str, resolved: set) -> None:
    from geo.geoparse import resolve_mentions

    assert {(m.place.name, m.place.country_code) for m in resolve_mentions(text, gazetteer)} == resolved
