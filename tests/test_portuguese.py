"""Portuguese news text (Folha de Boa Vista, G1 Roraima, Agência Brasil style): the events, actors and
dates its English and Spanish equivalents give. Sentences written for these tests."""

from __future__ import annotations

import re
from datetime import date

import pytest

from geo.actors import find_units, normalise_rank, parse_count, read_actors
from geo.articles import split_sentences
from geo.dates import find_dates
from geo.events import extract_events, find_triggers
from geo.model import Event, Mention, Place, ResolvedMention

from .test_events import P, _value, by_type, make_article

PLACES = P | {
    "Manaus": Place("br-manaus", "Manaus", "city", "BR", -3.1019, -60.025),
    "Colômbia": Place("co", "Colombia", "country", "CO", 4.0, -73.25),
    "fronteira com o Brasil": Place("border-br", "Brazil–Venezuela border", "region", "BR", 4.49, -61.144),
    "ponte Simón Bolívar": Place("bridge-sb", "Simón Bolívar International Bridge", "bridge", "VE", 7.8186, -72.4523),
}


def resolve(text: str) -> list[ResolvedMention]:
    """Every surface of PLACES in the text, longest first, as gazetteer mentions."""
    taken: list[tuple[int, int]] = []
    found = []
    for surface in sorted(PLACES, key=len, reverse=True):
        for m in re.finditer(rf"(?<!\w){re.escape(surface)}(?!\w)", text):
            if all(m.end() <= s or e <= m.start() for s, e in taken):
                taken.append(m.span())
                found.append(ResolvedMention(Mention(surface, m.start(), m.end()), PLACES[surface], "gazetteer", 0.9))
    return sorted(found, key=lambda r: r.start)


def events_of(text: str, published: str) -> list[Event]:
    article = make_article(text, published=published)
    return extract_events(article, split_sentences(article), resolve(text))


# ---------------------------------------------------------------------------- events

EVENTS = [
    pytest.param(
        "Dois sargentos da Guarda Nacional Bolivariana desertaram e cruzaram a fronteira em Pacaraima na última "
        "sexta-feira (8).", "2019-03-12",
        {"defection": {"actors": ("dois sargentos",), "count": 2, "unit": "National Guard",
                       "date": ("2019-03-08", "day")},
         "border_crossing": {"place": "Pacaraima", "date": ("2019-03-08", "day")}},
        id="desertaram-e-cruzaram-na-ultima-sexta-feira-8",
    ),
    pytest.param(
        "O tenente-coronel Carlos Mendoza chegou a Pacaraima no domingo (10) e pediu refúgio ao Exército brasileiro.",
        "2019-03-12",
        {"defection": {"actors": ("Lt. Col. Carlos Mendoza",)},
         "border_crossing": {"destination": "Pacaraima", "origin": "Venezuela", "date": ("2019-03-10", "day")},
         "asylum": {"place": "Pacaraima", "date": ("2019-03-10", "day")}},
        id="chegou-a-pacaraima-e-pediu-refugio",
    ),
    pytest.param(
        "Três soldados venezuelanos se entregaram ao Exército brasileiro em Pacaraima nesta segunda-feira (11).",
        "2019-03-12",
        # giving themselves up to Brazil's army ends a crossing, as "se entregaron a la policía colombiana" does
        {"defection": {"actors": ("três soldados",), "count": 3, "place": "Pacaraima", "date": ("2019-03-11", "day")},
         "border_crossing": {"place": "Pacaraima", "date": ("2019-03-11", "day")}},
        id="se-entregaram-ao-exercito-brasileiro",
    ),
    pytest.param(
        "Os cinco militares foram transferidos de Pacaraima para Boa Vista ontem.", "2019-03-12",
        {"relocation": {"origin": "Pacaraima", "destination": "Boa Vista", "count": 5, "date": ("2019-03-11", "day")}},
        id="transferidos-de-x-para-y-ontem",
    ),
    pytest.param(
        "Cerca de 20 ex-militares venezuelanos fizeram um protesto em Boa Vista nesta terça-feira.", "2019-03-12",
        {"protest": {"actors": ("cerca de 20 ex-militares",), "count": 20, "place": "Boa Vista",
                     "date": ("2019-03-12", "day")}},
        id="fizeram-um-protesto-nesta-terca-feira",
    ),
    pytest.param(
        "Um soldado venezuelano foi baleado por guardas nacionais perto de Pacaraima há três dias.", "2019-03-12",
        {"violence": {"place": "Pacaraima", "date": ("2019-03-09", "day")}},
        id="foi-baleado-ha-tres-dias",
    ),
    pytest.param(
        "A Dgcim prendeu nesta sexta-feira (17) três militares venezuelanos em Santa Elena de Uairén.", "2019-05-20",
        {"arrest": {"actors": ("três militares",), "unit": "DGCIM", "place": "Santa Elena de Uairén",
                    "date": ("2019-05-17", "day")}},
        id="a-dgcim-prendeu-past-the-bracketed-day",
    ),
    pytest.param(
        "Em março, dois sargentos do Exército venezuelano fugiram de Santa Elena de Uairén e foram presos pela "
        "Polícia Federal em Pacaraima.", "2019-05-02",
        {"defection": {"actors": ("dois sargentos",), "date": ("2019-03-01", "month")},
         "border_crossing": {"origin": "Santa Elena de Uairén"},
         "arrest": {"actors": ("dois sargentos",), "place": "Pacaraima"}},
        id="fugiram-de-e-foram-presos",
    ),
    pytest.param(
        "Em 23 de fevereiro, dois guardas nacionais cruzaram a ponte Simón Bolívar e entraram na Colômbia.",
        "2019-03-01",
        {"defection": {"actors": ("dois guardas nacionais",), "date": ("2019-02-23", "day")},
         "border_crossing": {"destination": "Colombia", "count": 2}},
        id="cruzaram-a-ponte-e-entraram-na-colombia",
    ),
    pytest.param(
        "Mais de 60 militares venezuelanos já cruzaram a fronteira com o Brasil desde fevereiro.", "2019-03-12",
        {"defection": {"count": 60, "date": None},
         "border_crossing": {"place": "Brazil–Venezuela border", "date": None}},
        id="desde-fevereiro-is-a-running-total",
    ),
    pytest.param(
        "O capitão Luis Pérez fugiu de Santa Elena de Uairén e chegou a Pacaraima no dia 9. "
        "Ele pediu refúgio no dia seguinte.", "2019-03-12",
        {"defection": {"actors": ("Capt. Luis Pérez",), "date": ("2019-03-09", "day")},
         "border_crossing": {"origin": "Santa Elena de Uairén", "destination": "Pacaraima"},
         "asylum": {"actors": ("Capt. Luis Pérez",), "date": ("2019-03-10", "day")}},
        id="ele-and-no-dia-seguinte",
    ),
    pytest.param(
        "Dois soldados venezuelanos chegaram a Pacaraima no sábado (9). Pediram refúgio no mesmo dia.", "2019-03-12",
        {"defection": {"actors": ("dois soldados",)}, "border_crossing": {"destination": "Pacaraima"},
         "asylum": {"actors": ("dois soldados",), "date": ("2019-03-09", "day")}},
        id="subjectless-plural-verb-takes-the-previous-subject",
    ),
    pytest.param(
        "Cinco militares chegaram a Pacaraima no domingo. Nesta segunda-feira, foram levados para Boa Vista.",
        "2019-03-12",
        {"defection": {"count": 5}, "border_crossing": {"date": ("2019-03-10", "day")},
         "relocation": {"actors": ("cinco militares",), "destination": "Boa Vista", "date": ("2019-03-11", "day")}},
        id="subjectless-passive-after-a-weekday",
    ),
    pytest.param(
        "O ministro da Defesa, Vladimir Padrino López, declarou em entrevista coletiva nesta quarta-feira (1) que "
        "os militares rebeldes foram derrotados.", "2019-05-02",
        {"statement": {"actors": ("Vladimir Padrino López",), "date": ("2019-05-01", "day")}},
        id="declarou-em-entrevista-coletiva",
    ),
    pytest.param(
        "Um grupo de militares se rebelou na terça-feira (30) em Caracas.", "2019-05-02",
        {"uprising": {"place": "Caracas", "date": ("2019-04-30", "day")}},
        id="se-rebelou",
    ),
]


@pytest.mark.parametrize("text, published, expected", EVENTS)
def test_portuguese_events(text: str, published: str, expected: dict) -> None:
    events = events_of(text, published)
    found = by_type(events)
    assert sorted(found) == sorted(expected), [(e.event_type, e.evidence) for e in events]
    for event_type, fields in expected.items():
        for field, want in fields.items():
            assert _value(found[event_type], field) == want, (event_type, field)


NO_EVENT = [
    pytest.param("Os militares não cruzaram a fronteira.", id="nao"),
    pytest.param("Eles pretendem pedir refúgio no Brasil.", id="pretendem"),
    pytest.param("Quatro militares tentaram fugir para o Brasil.", id="tentaram"),
    pytest.param("Os desertores querem seguir para Manaus.", id="querem"),
    pytest.param("Os soldados podem desertar a qualquer momento.", id="podem"),
    pytest.param("O governo venezuelano negou que militares tenham desertado em Santa Elena de Uairén.", id="negou-que"),
]


@pytest.mark.parametrize("text", NO_EVENT)
def test_portuguese_hedges_and_denials_code_nothing(text: str) -> None:
    assert events_of(text, "2019-03-12") == []


@pytest.mark.parametrize("text, event_type, status", [
    ("Os desertores planejam atravessar a fronteira.", "border_crossing", "planned"),
    ("Os soldados chegaram no domingo e pediram asilo.", "asylum", "occurred"),  # "no domingo" is no negation
    ("Eles solicitaram refúgio no posto da Polícia Federal.", "asylum", "occurred"),
    ("Os militares abandonaram o quartel.", "defection", "occurred"),
    ("A deserção de dois cabos foi confirmada.", "defection", "occurred"),
    ("Atiraram contra os manifestantes.", "violence", "occurred"),
    ("Os militares reconheceram Juan Guaidó como presidente.", "statement", "occurred"),
    ("Foram levados para Boa Vista.", "relocation", "occurred"),
    ("Os presos políticos seguem detidos.", "arrest", "occurred"),
])
def test_portuguese_trigger_status(text: str, event_type: str, status: str) -> None:
    assert (event_type, status) in {(t.event_type, t.status) for t in find_triggers(text)}


def test_spanish_presos_politicos_is_no_arrest() -> None:
    assert not [t for t in find_triggers("Exigieron la liberación de los presos políticos.") if t.event_type == "arrest"]


# ---------------------------------------------------------------------------- actors

@pytest.mark.parametrize("surface, rank", [
    ("sargento-primeiro", "1st Sgt."), ("primeiro-sargento", "1st Sgt."), ("subtenente", "2nd Lt."),
    ("tenente", "Lt."), ("primeiro-tenente", "1st Lt."), ("capitão", "Capt."), ("capitães", "Capt."),
    ("tenente-coronel", "Lt. Col."), ("coronéis", "Col."), ("generais", "Gen."),
    ("general de divisão", "Maj. Gen."),
])
def test_portuguese_ranks(surface: str, rank: str) -> None:
    assert normalise_rank(surface) == rank


@pytest.mark.parametrize("amount, count", [
    ("dois", 2), ("duas", 2), ("três", 3), ("quatro", 4), ("cinco", 5), ("dezoito", 18), ("vinte", 20),
    ("cem", 100), ("cerca de 20", 20), ("mais de 60", 60), ("quase 30", 30), ("pelo menos dez", 10),
    ("dezenas de", None), ("centenas de", None), ("alguns", None),
])
def test_portuguese_counts(amount: str, count: int | None) -> None:
    assert parse_count(amount) == count


@pytest.mark.parametrize("text, units", [
    ("a Guarda Nacional Bolivariana", ["National Guard"]),
    ("dois guardas nacionais", ["National Guard"]),
    ("o Exército venezuelano", ["Army"]),
    ("a Marinha", ["Navy"]),
    ("as Forças Armadas", ["Armed Forces"]),
    ("a Dgcim e o Sebin", ["DGCIM", "SEBIN"]),
])
def test_portuguese_units(text: str, units: list[str]) -> None:
    assert [u.unit for u in find_units(text)] == units


def test_ele_and_eles_point_back() -> None:
    texts = ["O sargento Luis Alberto Pérez cruzou a fronteira.", "Ele pediu refúgio.",
             "Cinco soldados chegaram depois.", "Eles foram levados para Boa Vista."]
    result = read_actors(texts)
    assert [a.name for m in result[1] for a in m.actors] == ["Sgt. Luis Alberto Pérez"]
    assert [a.name for a in result[3][0].actors] == ["cinco soldados"]


@pytest.mark.parametrize("text", [
    "O sargento cruzou a fronteira em Pacaraima no sábado.",
    "O tenente venezuelano atravessou a fronteira em Pacaraima no sábado.",
    "El sargento cruzó la frontera en Pacaraima el sábado.",
    "El teniente venezolano pasó la frontera por Pacaraima el sábado.",
])
def test_o_sargento_with_nobody_named_before_is_someone_new(text: str) -> None:
    """As with "The sergeant ..." in English: a definite rank that points back to nobody is a new,
    described individual, and the sentence's events are coded for them."""
    found = by_type(events_of(text, TUESDAY))
    assert "border_crossing" in found, text
    assert found["border_crossing"].place == "Pacaraima"
    assert found["border_crossing"].date.iso() == "2019-03-09"
    assert found["border_crossing"].actors[0].startswith("a ")


def test_o_sargento_and_the_bare_surname_point_back() -> None:
    texts = ["O sargento Luis Alberto Pérez cruzou a fronteira.", "O sargento pediu refúgio.", "Pérez disse que."]
    result = read_actors(texts)
    assert [a.name for m in result[1] for a in m.actors] == ["Sgt. Luis Alberto Pérez"]
    assert [a.name for m in result[2] for a in m.actors] == ["Sgt. Luis Alberto Pérez"]


# ---------------------------------------------------------------------------- dates

TUESDAY = "2019-03-12"
DATES = [
    ("chegaram na última sexta-feira (8), segundo o Exército.", TUESDAY, "na última sexta-feira (8)", "2019-03-08 day"),
    ("Nesta segunda-feira (11), os cinco foram levados.", TUESDAY, "Nesta segunda-feira (11)", "2019-03-11 day"),
    ("no domingo (10) eles cruzaram", TUESDAY, "no domingo (10)", "2019-03-10 day"),
    ("nesta terça (12) eles cruzaram", TUESDAY, "nesta terça (12)", "2019-03-12 day"),
    ("na sexta-feira eles cruzaram", TUESDAY, "sexta-feira", "2019-03-08 day"),
    ("no domingo passado cruzaram", TUESDAY, "domingo passado", "2019-03-10 day"),
    ("no sábado eles cruzaram", TUESDAY, "sábado", "2019-03-09 day"),
    ("na próxima segunda vão seguir", TUESDAY, "próxima segunda", "2019-03-18 day"),
    ("ontem eles chegaram", TUESDAY, "ontem", "2019-03-11 day"),
    ("anteontem eles chegaram", TUESDAY, "anteontem", "2019-03-10 day"),
    ("hoje eles chegaram", TUESDAY, "hoje", "2019-03-12 day"),
    ("há três dias", TUESDAY, "há três dias", "2019-03-09 day"),
    ("há duas semanas", TUESDAY, "há duas semanas", "2019-02-25 week"),
    ("na semana passada", TUESDAY, "semana passada", "2019-03-04 week"),
    ("no mês passado", TUESDAY, "mês passado", "2019-02-01 month"),
    ("neste mês", TUESDAY, "neste mês", "2019-03-01 month"),
    ("em março", TUESDAY, "março", "2019-03-01 month"),
    ("no início de março", TUESDAY, "início de março", "2019-03-01 month"),
    ("em 23 de fevereiro", TUESDAY, "23 de fevereiro", "2019-02-23 day"),
    ("23 de fevereiro de 2019", TUESDAY, "23 de fevereiro de 2019", "2019-02-23 day"),
    ("em dezembro de 2018", TUESDAY, "dezembro de 2018", "2018-12-01 month"),
    ("no dia 23", TUESDAY, "dia 23", "2019-02-23 day"),
    ("no dia 9", TUESDAY, "dia 9", "2019-03-09 day"),
    ("no último fim de semana", TUESDAY, "último fim de semana", "2019-03-04 week"),
    # "de" leads a weekday only after a time of day
    ("cruzaram na madrugada de domingo", TUESDAY, "domingo", "2019-03-10 day"),
    ("chegou na noite de sábado ao abrigo", TUESDAY, "sábado", "2019-03-09 day"),
    ("na manhã de segunda-feira", TUESDAY, "segunda-feira", "2019-03-11 day"),
]


@pytest.mark.parametrize(("text", "pub", "surface", "expected"), DATES)
def test_portuguese_dates(text: str, pub: str, surface: str, expected: str) -> None:
    found = find_dates(text, date.fromisoformat(pub))
    assert [(d.surface, f"{d.date.iso()} {d.date.precision}") for d in found] == [(surface, expected)]


@pytest.mark.parametrize("text", ["hoje em dia", "na segunda tentativa", "a quinta divisão", "o marco legal",
                                  "a partir de domingo", "o sargento de segunda classe"])
def test_portuguese_words_that_are_no_dates(text: str) -> None:
    assert find_dates(text, date(2019, 3, 12)) == []
