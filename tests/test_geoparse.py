"""Resolving mentions: context before population, people are not places, fallbacks say who resolved."""

from __future__ import annotations

import pytest
from geopy.distance import geodesic

from geo.geoparse import candidate_phrases, resolve_mentions, unresolved_mentions

# (text, surface, expected (lat, lon), country, resolver) with the tiny gazetteer + GeoNames.
RESOLVE = [
    ("Venezuelan defectors in Cúcuta were housed in Villa del Rosario, on the border.",
     "Villa del Rosario", (7.83, -72.47), "CO", "gazetteer"),
    ("In Zulia, near Maracaibo, the guardsmen reached Villa del Rosario.",
     "Villa del Rosario", (10.33, -72.31), "VE", "gazetteer"),
    ("Protests spread in Valencia, the capital of Carabobo state.",
     "Valencia", (10.16, -68.00), "VE", "geonames"),
    ("Soldiers crossed from San Antonio near the Táchira border into Cúcuta.",
     "San Antonio", (7.81, -72.44), "VE", "geonames"),
    ("They drove from Maracaibo to Cúcuta.", "Maracaibo", (10.64, -71.61), "VE", "geonames"),
]


@pytest.mark.parametrize("text, surface, point, country, resolver", RESOLVE)
def test_context_before_population(tiny_gazetteer, geonames, text, surface, point, country, resolver):
    found = {r.surface: r for r in resolve_mentions(text, tiny_gazetteer, geonames=geonames)}
    hit = found[surface]
    assert geodesic(point, hit.place.point).km < 5
    assert hit.place.country_code == country
    assert hit.resolver == resolver
    assert 0 < hit.confidence <= 1
    assert text[hit.start:hit.end] == hit.surface


PEOPLE = [
    "Simón Bolívar freed the continent.",
    "General Santander and Bolívar argued.",
    "Miranda Lopez, a reporter, said so.",
    "Sgt. Miranda deserted.",
    "Leopoldo López was freed.",
    "said Bolívar, who rode on.",
]


@pytest.mark.parametrize("text", PEOPLE)
def test_people_are_not_places(tiny_gazetteer, geonames, text):
    kinds = [r.place.kind for r in resolve_mentions(text, tiny_gazetteer, geonames=geonames)]
    assert "state" not in kinds and "town" not in kinds and "city" not in kinds


PLACE_CONTEXT = [
    ("Troops were deployed in Bolívar.", "Bolívar"),
    ("Miners fled from Bolívar state to Brazil.", "Bolívar state"),
    ("the state of Miranda", "state of Miranda"),
    ("He lives in Miranda, Venezuela.", "Miranda"),
]


@pytest.mark.parametrize("text, surface", PLACE_CONTEXT)
def test_ambiguous_names_become_places_in_place_context(tiny_gazetteer, text, surface):
    found = [r for r in resolve_mentions(text, tiny_gazetteer) if r.surface == surface]
    assert found and found[0].place.kind == "state"


def test_organisations_named_after_places_are_not_places(tiny_gazetteer):
    text = "according to the Caracas Chronicles and the Colombia Risk Analysis group"
    assert resolve_mentions(text, tiny_gazetteer) == []


def test_unresolved_phrases_are_reported(tiny_gazetteer, geonames):
    text = "Venezuelan soldiers fled from Zzyzx Springs to Cúcuta, then near Qwertyville."
    surfaces = [m.surface for m in unresolved_mentions(text, tiny_gazetteer, geonames=geonames)]
    assert surfaces == ["Zzyzx Springs", "Qwertyville"]


@pytest.mark.parametrize("text, expected", [
    ("He went to Bogotá on Monday.", ["Bogotá"]),
    ("He arrived in February and left in Sgt. Pepper.", []),
    ("from Puerto Cabello, the country's largest naval base", ["Puerto Cabello"]),
    ("near the Francisco de Paula Santander bridge", ["Francisco de Paula Santander"]),
])
def test_candidate_phrases(text, expected):
    assert [m.surface for m in candidate_phrases(text, [])] == expected


def test_a_possessive_name_is_still_a_person(tiny_gazetteer, geonames):
    text = "Troops loyal to Maduro blocked the bridge, a steady drain on President Nicolas Maduro's rule."
    assert unresolved_mentions(text, tiny_gazetteer, geonames=geonames) == []


def test_no_fallback_without_context(tiny_gazetteer, geonames):
    assert resolve_mentions("They met in Springfield.", tiny_gazetteer, geonames=geonames) == []


def test_nominatim_fallback_only_when_given(tiny_gazetteer):
    from geo.model import Place

    calls = []

    def fake(name):
        calls.append(name)
        return Place(id="n1", name=name, kind="town", country_code="VE", lat=8.0, lon=-72.0)

    text = "Venezuelan guardsmen fled from Qwertyville to Cúcuta."
    assert [r.resolver for r in resolve_mentions(text, tiny_gazetteer, geocoder=fake)] == ["nominatim", "gazetteer"]
    assert calls == ["Qwertyville"]


# "the town of X", "el municipio de X": X is a candidate, found in the gazetteer or else in GeoNames.
SETTLEMENTS = [
    (("A day earlier, troops had shot at members of the Pemón indigenous community in the village of "
      "Kumarakapay, killing a woman and her husband."), "Kumarakapay", (5.03, -61.05), "VE", "gazetteer"),
    ("Four soldiers crossed near the border town of Arauquita on Friday.",
     "Arauquita", (7.029, -71.428), "CO", "gazetteer"),
    ("Guardsmen deserted from a post in the town of Táriba, near San Cristóbal, and crossed into Colombia.",
     "Táriba", (7.821, -72.223), "VE", "gazetteer"),
    ("The men were taken to the city of Ocaña, in Norte de Santander, a Colombian official said.",
     "Ocaña", (8.238, -73.356), "CO", "geonames"),
    ("Los militares fueron trasladados al municipio de Lobatera, en el estado Táchira.",
     "Lobatera", (7.930, -72.247), "VE", "geonames"),
    ("Soldiers fled from Michelena, Táchira, to Cúcuta.", "Michelena", (7.956, -72.242), "VE", "geonames"),
]


@pytest.mark.parametrize("text, surface, point, country, resolver", SETTLEMENTS)
def test_settlement_phrases_name_a_place(gazetteer, geonames, text, surface, point, country, resolver):
    found = {r.surface: r for r in resolve_mentions(text, gazetteer, geonames=geonames)}
    assert surface in found, sorted(found)
    assert geodesic(point, found[surface].place.point).km < 8
    assert (found[surface].place.country_code, found[surface].resolver) == (country, resolver)


@pytest.mark.parametrize("text, expected", [
    ("in the village of Kumarakapay", ["Kumarakapay"]),
    ("the border town of Paraguaipoa", ["Paraguaipoa"]),
    ("el municipio de Lobatera", ["Lobatera"]),
    ("se instaló en el barrio Atalaya", ["Atalaya"]),
    ("was treated at the San Vicente hospital in Arauca", ["Arauca"]),
    ("llegaron hasta el Hospital San Vicente en Arauca", ["Arauca"]),
    ("Los desertores se presentaron en la Gerencia de Frontera.", []),
    ("Muchos desertores vienen de los cuarteles hacia los Llanos.", []),  # a region, not a town
    ("fueron trasladados desde la Dirección General de Contrainteligencia Militar hasta Boleíta.",
     ["Boleíta"]),
    ("Efecto Cocuyo intentó comunicarse con el Ministerio de la Defensa en Caracas.", ["Caracas"]),
])
def test_candidate_phrases_settlements_facilities_and_institutions(text, expected):
    assert [m.surface for m in candidate_phrases(text, [])] == expected


# A GeoNames town far from where the text puts it is not the place meant.
NOT_FAR_AWAY = [
    (("One of the men, a corporal, was hit in the shoulder and was treated at the San Vicente hospital in "
      "Arauca, where doctors said his condition was stable."), "San Vicente"),
    ("Two soldiers were detained in San Vicente, Arauca department, on Monday.", "San Vicente"),
    ("dos de ellos fueron detenidos en el barrio Belén de Cúcuta, acusados de porte ilegal de armas.",
     "Belén"),
    ("Two deserters were arrested on Friday in the barrio La Libertad de Cúcuta.", "La Libertad"),
]


@pytest.mark.parametrize("text, surface", NOT_FAR_AWAY)
def test_fallback_respects_where_the_text_puts_a_place(gazetteer, geonames, text, surface):
    found = [r for r in resolve_mentions(text, gazetteer, geonames=geonames) if surface in r.surface]
    assert found == []


@pytest.mark.parametrize("text", [
    "Colombian officials in Arauca said two more deserters were held in San Vicente.",
    "Colombian officials in Cúcuta said two more deserters were held in San Vicente.",
])
def test_a_shared_town_name_far_from_the_story_is_not_taken(gazetteer, geonames, text):
    assert "San Vicente" not in {r.surface for r in resolve_mentions(text, gazetteer, geonames=geonames)}


def test_a_unique_town_name_may_be_far_from_the_story(gazetteer, geonames):
    text = "A sergeant from Carora, a town in the west, crossed into Colombia near Cúcuta."
    found = {r.surface: r.place for r in resolve_mentions(text, gazetteer, geonames=geonames)}
    assert found["Carora"].country_code == "VE" and geodesic(found["Carora"].point, (10.17, -70.08)).km < 5


# Institutions housed in buildings are places only where the text puts someone at the building.
BODIES = [
    ("Desde que el presidente de la Asamblea Nacional, Juan Guaidó, llamó a los militares.", set()),
    ("Eventually they teamed up with Maduro's opponents led by National Assembly President Juan Guaidó.",
     set()),
    ("The Supreme Court ruled on Tuesday that Guaidó could not leave the country.", set()),
    ("Venezuela's Supreme Court ruled on Tuesday.", {"country-ve"}),
    (("nearly 1,000 troops have fled to Colombia, according to the Colombian Foreign Ministry, which "
      "recognizes Guaidó."), {"country-co"}),
    ("Thousands of protesters gathered outside the National Assembly on Tuesday.", {"ve-legislative-palace"}),
    ("Los diputados se concentraron frente a la Asamblea Nacional.", {"ve-legislative-palace"}),
    ("Lawmakers were locked out of the National Assembly building by troops.", {"ve-legislative-palace"}),
    (("guardsmen responsible for protecting downtown government buildings, including the presidential "
      "palace, supreme court and the opposition-controlled congress."), {"ve-miraflores", "ve-tsj"}),
]


@pytest.mark.parametrize("text, ids", BODIES)
def test_institutions_are_buildings_only_in_place_context(gazetteer, text, ids):
    assert {r.place.id for r in resolve_mentions(text, gazetteer)} == ids


# Places of the 2019 story in reporters' sentences, found whole (not as a person or a shorter name).
STORY = [
    (("an armoured vehicle of the National Guard drove at full speed into a crowd of demonstrators on "
      "Avenida Francisco de Miranda, near the base."), "Avenida Francisco de Miranda",
     "ve-avenida-francisco-de-miranda"),
    (("25 members of the armed forces asked for asylum at the Brazilian embassy in Caracas, the government "
      "of Jair Bolsonaro said in Brasília."), "Brazilian embassy in Caracas", "ve-brazil-embassy"),
    ("López first sought protection at the residence of the Chilean ambassador.",
     "residence of the Chilean ambassador", "ve-chile-residence"),
    ("La mayoría de los desertores proviene de unidades acantonadas en Maracaibo y en la Guajira venezolana.",
     "Guajira venezolana", "ve-guajira-municipality"),
    ("He crossed the Atanasio Girardot bridge into Cúcuta.", "Atanasio Girardot bridge", "bridge-tienditas"),
    ("More than 20 wounded Venezuelans were brought across the border to the general hospital in Boa Vista.",
     "general hospital in Boa Vista", "br-roraima-general-hospital"),
    ("Soldiers swam across the Meta River from Puerto Páez to Puerto Carreño.", "Puerto Páez",
     "ve-puerto-paez"),
    ("In Tame, two soldiers surrendered to the army.", "Tame", "co-tame"),
    ("Mientras tanto, en los Andes, funcionarios de la Dgcim detuvieron a un teniente en San Cristóbal.",
     "Andes", "ve-andes"),
]



def assert_resolves(gazetteer, text: str, surface: str, row_id: str) -> None:
    """`surface` in `text` resolves to the gazetteer row `row_id`."""
    found = {r.surface: r.place.id for r in resolve_mentions(text, gazetteer)}
    assert found.get(surface) == row_id, found


@pytest.mark.parametrize("text, surface, row_id", STORY)
def test_story_places_resolve_to_their_rows(gazetteer, text, surface, row_id):
    assert_resolves(gazetteer, text, surface, row_id)


def test_tame_as_an_adjective_is_not_a_place(gazetteer):
    assert resolve_mentions("Tame responses from the government followed.", gazetteer) == []


@pytest.mark.parametrize("text, expected", [
    ("Los puentes Simón Bolívar y Francisco de Paula Santander siguen cerrados.",
     ["Simón Bolívar International Bridge", "Francisco de Paula Santander International Bridge"]),
    ("Troops blocked the Simón Bolívar, Francisco de Paula Santander and Tienditas bridges on Saturday.",
     ["Simón Bolívar International Bridge", "Francisco de Paula Santander International Bridge",
      "Tienditas International Bridge"]),
    ("Both Simón Bolívar and Tienditas bridges stayed shut.",
     ["Simón Bolívar International Bridge", "Tienditas International Bridge"]),
    ("Simón Bolívar and Francisco de Paula Santander were generals.", []),  # no plural noun: men
    ("The Bolívar and Miranda avenues were empty.", []),  # not bridges
], ids=["es-pair", "en-list", "both", "people", "avenues"])
def test_names_sharing_a_plural_bridge_noun_are_each_a_bridge(gazetteer, text, expected):
    found = [r.place.name for r in resolve_mentions(text, gazetteer) if r.place.kind == "bridge"]
    assert found == expected


@pytest.mark.parametrize("text, name, country", [
    ("Miles de venezolanos viven en la Florida, sobre todo en Doral.", "Florida", "US"),
    ("Lo detuvieron en la urbanización La Florida de Caracas.", "La Florida", "VE"),
    ("Los desertores entraron a territorio colombiano.", "Colombia", "CO"),
    ("The men were already on Brazilian soil.", "Brazil", "BR"),
])
def test_article_and_territory_forms(gazetteer, text, name, country):
    found = [(r.place.name, r.place.country_code) for r in resolve_mentions(text, gazetteer)]
    assert (name, country) in found


def test_spanish_place_prepositions_open_fallback_phrases(gazetteer, geonames):
    text = ("Los exmilitares venezolanos cruzaron de Ecuador a Perú. Pasaron por Zarumilla y llegaron a "
            "Piura, donde pidieron refugio a Migraciones. Dijo que votará por Guaidó.")
    found = {(r.mention.surface, r.place.country_code) for r in resolve_mentions(text, gazetteer, geonames=geonames)}
    assert {("Zarumilla", "PE"), ("Piura", "PE")} <= found
    assert not {s for s, _ in found} & {"Migraciones", "Guaidó"}


# An ambiguous name takes the country and the neighbourhood of the places named in its own sentence
# before those of the whole article: both Villa del Rosario rows in one story.
SENTENCE_CONTEXT = [
    ("Deserters who reached Cúcuta slept in hotels paid by the opposition. Six soldiers left their post "
     "outside Villa del Rosario, the capital of Rosario de Perijá municipality, in Zulia state.",
     "Villa del Rosario", "ve-villa-del-rosario"),
    ("Six soldiers left their post in Rosario de Perijá, in Zulia state, and walked to Cesar. Those who "
     "crossed by Cúcuta and Villa del Rosario in February slept in hotels.",
     "Villa del Rosario", "co-villa-del-rosario"),
    ("The men had camped for weeks in Tacna. On Monday they blocked the road at Santa Rosa.",
     "Santa Rosa", "crossing-santa-rosa"),
    ("From Huaquillas the bus went on to Santa Rosa and Machala.", "Santa Rosa", "ec-santa-rosa"),
    ("A lieutenant from Guasdualito crossed the river from La Victoria to Arauquita.", "La Victoria",
     "ve-la-victoria-apure"),
    ("Protests spread from Maracay to La Victoria, in Aragua.", "La Victoria", "ve-la-victoria-aragua"),
]


@pytest.mark.parametrize("text, surface, row_id", SENTENCE_CONTEXT)
def test_the_sentence_decides_between_rows_sharing_a_name(gazetteer, text, surface, row_id):
    assert_resolves(gazetteer, text, surface, row_id)


@pytest.mark.parametrize("text, surface, row_id", [
    ("Seis soldados venezolanos piden refugio en el Cesar.", "Cesar", "co-dept-cesar"),
    ("Troops were sent to Vargas after the floods.", "Vargas", "ve-state-vargas"),
    ("On Wednesday they were driven through the town of El Zulia to Cúcuta.", "El Zulia", "co-el-zulia"),
    ("Los militares desertaron en el Zulia.", "Zulia", "ve-state-zulia"),
], ids=["article-after-preposition", "to-a-state", "el-zulia-town", "el-zulia-state"])
def test_names_that_need_context_after_a_preposition(gazetteer, text, surface, row_id):
    assert_resolves(gazetteer, text, surface, row_id)


def test_according_to_introduces_a_person(gazetteer):
    text = "According to Vargas, 61 soldiers crossed in December, according to Bolívar."
    assert [r.place.id for r in resolve_mentions(text, gazetteer)] == []


# Names shared across the onward routes: each reading, decided by the text around it.
BOTH_READINGS = [
    ("Un sargento que llegó a Argentina se instaló en Villa del Rosario, en la provincia de Córdoba.",
     "Villa del Rosario", "ar-villa-del-rosario"),
    ("After months in Cúcuta the corporal rented a room in Villa del Rosario, across the river.",
     "Villa del Rosario", "co-villa-del-rosario"),
    ("Tres tenientes fueron vistos en Villa del Rosario, Zulia, antes de cruzar la sierra.",
     "Villa del Rosario", "ve-villa-del-rosario"),
    ("Unos buscan trabajo en Buenos Aires, Córdoba y Mendoza, dijo el delegado.", "Córdoba", "ar-cordoba"),
    ("From Madrid the family took a train south to Córdoba, where a cousin had found them work.", "Córdoba",
     "es-cordoba"),
    ("Los desmovilizados fueron reubicados en el departamento de Córdoba, cerca de Montería.",
     "departamento de Córdoba", "co-dept-cordoba"),
    ("Tomaron un bus desde La Paz hasta Villazón y cruzaron a pie a La Quiaca.", "La Paz", "bo-la-paz"),
    ("En Valledupar y en La Paz, Cesar, la policía encontró a dos guardias desertores.", "La Paz, Cesar",
     "co-la-paz-cesar"),
    ("A Venezuelan migrant family walked from Valledupar to La Paz, where a shelter took them in.", "La Paz",
     "co-la-paz-cesar"),
    ("Guaidó's envoys met officials in Santo Domingo to discuss the election.", "Santo Domingo",
     "do-santo-domingo"),
    ("Desde San Cristóbal los llevaron al aeropuerto de Santo Domingo, a una hora por la troncal.",
     "Santo Domingo", "ve-santo-domingo-del-tachira"),
    ("The officers were flown out of Santo Domingo del Táchira on a military plane.", "Santo Domingo del Táchira",
     "ve-santo-domingo-del-tachira"),
    ("Pasaron por Puno y entraron a Bolivia por Desaguadero de madrugada.", "Desaguadero", "bo-desaguadero"),
    ("Desde Manaure Balcón del Cesar subieron a la vereda; el casco urbano de Manaure quedó atrás.", "Manaure",
     "co-manaure-balcon-del-cesar"),
    ("Families from Uribia and Manaure queued at the Riohacha migration office.", "Manaure", "co-manaure"),
    ("Salieron de La Paz y entraron al Perú por Desaguadero rumbo a Puno.", "Desaguadero", "pe-desaguadero"),
]


@pytest.mark.parametrize("text, surface, row_id", BOTH_READINGS)
def test_shared_names_take_the_reading_the_text_gives(gazetteer, text, surface, row_id):
    assert_resolves(gazetteer, text, surface, row_id)


@pytest.mark.parametrize("text, surface, row_id", [
    ("Los agentes lo detuvieron a la entrada de Rubio, en una alcabala.", "Rubio", "ve-rubio"),
    ("A checkpoint on the outskirts of Rubio stopped the bus.", "Rubio", "ve-rubio"),
    ("Muchos venezolanos viajan a Buenos Aires, Rosario y Mendoza.", "Mendoza", "ar-mendoza"),
    ("Muchos venezolanos viajan a Buenos Aires, Rosario y Mendoza.", "Rosario", "ar-rosario"),
    ("Dos sargentos destacados en el puesto de Delicias cruzaron a pie.", "Delicias", "ve-delicias"),
    ("Un teniente del destacamento de Lara fue detenido.", "Lara", "ve-state-lara"),
    ("A corporal from the garrison at Delicias crossed on foot.", "Delicias", "ve-delicias"),
    ("Los guardias del comando de Delicias, en el municipio Rafael Urdaneta, huyeron.", "Delicias", "ve-delicias"),
], ids=["entrada-de", "outskirts-of", "listed-last", "listed-middle", "post-of", "detachment-of", "garrison-at",
        "comando-de"])
def test_names_that_need_context_get_it_from_a_place_noun_or_a_list(gazetteer, text, surface, row_id):
    assert_resolves(gazetteer, text, surface, row_id)


@pytest.mark.parametrize("text", [
    "La exsenadora Piedad Córdoba viajó a Caracas.",
    "El empresario Lorenzo Mendoza habló con Marco Rubio.",
    "Según Rubio y Mendoza, el plan fracasó.",
    "La Caracas de Mendoza Ruiz era otra.",
    "In Caracas, Mendoza said the plan had failed.",
    "La unidad de Mendoza y Rubio cruzó el puente.",
], ids=["senator", "businessman", "according-to", "surname-pair", "speaker-after-a-place", "unit-of-two-people"])
def test_surnames_shared_with_places_stay_people(gazetteer, text):
    found = [r.place.id for r in resolve_mentions(text, gazetteer)]
    assert not {"ar-cordoba", "es-cordoba", "co-dept-cordoba", "ar-mendoza", "ve-rubio"} & set(found), found


def test_a_bridge_name_swallows_the_shorter_name_inside_it(gazetteer):
    text = "La ayuda no pasó por los puentes Simón Bolívar y Francisco de Paula Santander. Ambos siguen cerrados."
    found = [r.place.id for r in resolve_mentions(text, gazetteer)]
    assert found == ["bridge-simon-bolivar", "bridge-francisco-de-paula-santander"]


@pytest.mark.parametrize("text, row_ids", [
    ("Los trasladaron a la sede de la Dgcim en Boleíta, en Caracas.", ["ve-boleita", "ve-caracas"]),
    ("Las esposas protestaron frente a la sede de la Dgcim en Barrio Obrero, en San Cristóbal.",
     ["ve-barrio-obrero", "ve-san-cristobal"]),
    ("Protesters gathered outside the Spanish embassy in Bogotá.", ["co-bogota"]),
    ("Protesters gathered outside the Spanish embassy, in Caracas.", ["ve-spain-residence", "ve-caracas"]),
    # a possessive after the comma starts a new phrase: Brazil is not where the embassy is
    ("Ten soldiers hid in the Brazilian embassy, Brazil's foreign ministry said.", ["ve-brazil-embassy", "country-br"]),
    ("Two guardsmen fled to the Brazilian embassy in Caracas, Brazil’s government said.",
     ["ve-brazil-embassy", "country-br"]),
    ("They reached the Italian embassy, Colombia's Foreign Ministry said.", ["ve-italy-residence", "country-co"]),
], ids=["hq-in-its-district", "regional-office", "embassy-elsewhere", "embassy-in-caracas",
        "possessive-after-comma", "possessive-curly", "possessive-other-country"])
def test_a_site_put_somewhere_else_is_another_branch(gazetteer, text, row_ids):
    assert [r.place.id for r in resolve_mentions(text, gazetteer)] == row_ids


# A one-word name that is also a common word: the capital letter and the context decide.
COMMON_WORD_NAMES = [
    ("seis seguiram para Canoas, na região metropolitana de Porto Alegre", "Canoas", "br-canoas"),
    ("embarcaram com destino a Curitiba (PR) e Canoas (RS).", "Canoas", "br-canoas"),
    ("Outros quatro foram levados para Dourados (MS), onde há vagas em frigoríficos.", "Dourados", "br-dourados"),
    ("Unos ex-militares fueron reubicados en Esteio, al norte de Porto Alegre.", "Esteio", "br-esteio"),
    ("Dos sargentos fueron enviados a Yare la semana pasada.", "Yare", "ve-yare-prison"),
]
COMMON_WORDS = [
    "Cruzaron el río Arauca en canoas al caer la noche.",
    "Canoas de madera cruzan el Arauca a diario.",
    "He went to tame the horse before dawn.",
    "The yacht was yare and quick in the gulf.",
    "La embajada argentina en Caracas cerró en 2018.",
]


@pytest.mark.parametrize("text, surface, row_id", COMMON_WORD_NAMES,
                         ids=["para-town", "state-tag", "state-tag-ms", "en-town", "a-prison"])
def test_common_word_names_are_places_when_written_as_names(gazetteer, text, surface, row_id):
    assert_resolves(gazetteer, text, surface, row_id)


@pytest.mark.parametrize("text", COMMON_WORDS,
                         ids=["canoes", "canoes-sentence-start", "tame-verb", "yare-adjective", "adjective"])
def test_common_word_names_in_lower_case_or_without_context_are_words(gazetteer, text):
    found = [r.place.id for r in resolve_mentions(text, gazetteer)]
    assert not {"br-canoas", "co-tame", "ve-yare-prison", "country-ar"} & set(found), found


# Places of the Guajira, the Táchira trails, the prisons and the interiorisation flights, in story sentences.
BORDER_AND_PRISON_STORY = [
    ("crossed by a desert trail that comes out at Carraipía, a corregimiento of Maicao", "Carraipía",
     "co-carraipia"),
    ("había dejado el puesto del Ejército en Cojoro, en el municipio Guajira del estado Zulia", "Cojoro",
     "ve-cojoro"),
    ("waded the Táchira River at a trail the smugglers call Juan Frío.", "Juan Frío", "co-juan-frio"),
    ("La trocha empieza en Llano de Jorge, al sur de San Antonio del Táchira.", "Llano de Jorge",
     "ve-llano-de-jorge"),
    ("ambos fueron trasladados al Centro Penitenciario de Occidente, en Santa Ana, estado Táchira.",
     "Centro Penitenciario de Occidente", "ve-cpo"),
    ("his riot unit was sent almost every day to the Francisco Fajardo highway", "Francisco Fajardo highway",
     "ve-francisco-fajardo-highway"),
    ("The five belonged to a company stationed in Palmarito, a river town in Venezuela's Apure state.",
     "Palmarito", "ve-palmarito-apure"),
    ("Los tres capitanes siguen presos en Rodeo I, en Guatire.", "Rodeo I", "ve-rodeo-prison"),
    ("The refugee office in Tulcán, the capital of Carchi, stayed open all night.", "Carchi", "ec-prov-carchi"),
    ("Um avião da FAB decolou da Base Aérea de Boa Vista com 22 ex-militares.", "Base Aérea de Boa Vista",
     "br-boa-vista-air-base"),
    ("Outros seis seguiram para Caxias do Sul, no Rio Grande do Sul.", "Rio Grande do Sul",
     "br-state-rio-grande-do-sul"),
    ("Relatives held a vigil outside the Military Hospital in Caracas on Sunday.", "Military Hospital",
     "ve-hospital-militar-carlos-arvelo"),
    ("Madre e hijo fueron retenidos en Peracal el viernes.", "Peracal", "ve-peracal"),
    ("Cuarenta exmilitares fueron llevados a una parroquia en Atalaya, en Cúcuta.", "Atalaya", "co-atalaya-cucuta"),
    ("The soldiers came from the Paramacay fort in Carabobo.", "Paramacay fort", "ve-fuerte-paramacay"),
    ("En Valera, estado Trujillo, la esposa de un teniente fue detenida.", "Valera", "ve-valera"),
    ("Dos soldados desertaron de su unidad en El Nula, en el estado Apure.", "El Nula", "ve-el-nula"),
    ("El capitán fue llevado a la cárcel de Tocorón, en Aragua.", "cárcel de Tocorón", "ve-tocoron-prison"),
    ("Seis guardias siguen presos en Uribana desde marzo.", "Uribana", "ve-uribana-prison"),
    ("The lieutenant was held for a week at Fuerte Guaicaipuro before his hearing.", "Fuerte Guaicaipuro",
     "ve-fuerte-guaicaipuro"),
    ("Os ex-militares dormem no abrigo Pintolândia, em Boa Vista.", "abrigo Pintolândia", "br-pintolandia"),
]


@pytest.mark.parametrize("text, surface, row_id", BORDER_AND_PRISON_STORY,
                         ids=["carraipia", "cojoro", "juan-frio", "llano-de-jorge", "cpo", "fajardo",
                              "palmarito", "rodeo", "carchi", "boa-vista-air-base", "rio-grande-do-sul",
                              "military-hospital", "peracal", "atalaya", "paramacay-fort", "sentence-opening-en",
                              "el-nula", "tocoron", "uribana", "fuerte-guaicaipuro", "pintolandia"])
def test_border_trails_and_prisons_resolve_to_their_rows(gazetteer, text, surface, row_id):
    assert_resolves(gazetteer, text, surface, row_id)


# A building named by what it houses and put in the district around it: the district is the place.
# A proper name keeps its row, and so does a description with no district after it.
DISTRICT_OF_A_BUILDING = [
    ("Relatives waited for news outside the DGCIM headquarters in Boleíta all night.", ["ve-boleita"]),
    ("El abogado fue a la sede de la DGCIM en Boleíta y no lo dejaron pasar.", ["ve-boleita"]),
    ("The lieutenant spent a month at the DGCIM headquarters before his trial.", ["ve-dgcim-hq"]),
    ("Two sergeants were moved to El Helicoide, in Caracas, on Friday.", ["ve-helicoide", "ve-caracas"]),
]


@pytest.mark.parametrize("text, row_ids", DISTRICT_OF_A_BUILDING)
def test_a_described_building_in_its_district_is_the_district(gazetteer, text, row_ids):
    assert [r.place.id for r in resolve_mentions(text, gazetteer)] == row_ids


# An adjective of nationality before a shared name picks the country.
QUALIFIED_NAMES = [
    ("Los soldados huyeron del estado venezolano de Amazonas en una lancha.", "Amazonas", "VE"),
    ("Os desertores chegaram ao estado venezuelano do Amazonas por uma trilha.", "Amazonas", "VE"),
    ("The family later moved to the Brazilian state of Amazonas to find work.", "state of Amazonas", "BR"),
]


@pytest.mark.parametrize("text, surface, country", QUALIFIED_NAMES)
def test_an_adjective_of_nationality_picks_the_country(gazetteer, text, surface, country):
    found = {r.surface: r.place for r in resolve_mentions(text, gazetteer)}
    assert found[surface].country_code == country


# A national capital, or a big city where a journey ends, needs no help from the article; a
# small namesake, a surname or a city not at a journey's end still does.
WELL_KNOWN = [
    ("After a month in Cúcuta the sergeant bought a ticket and flew on to Montevideo.", "Montevideo", "UY"),
    ("Su hermano vive desde marzo en Asunción con otros exmilitares.", "Asunción", "PY"),
    ("The corporal and his wife landed in Guadalajara in August.", "Guadalajara", "MX"),
    ("Two of the corporals were later transferred to Fortaleza with their families.", "Fortaleza", "BR"),
    ("Os dois sargentos foram interiorizados para Fortaleza em outubro.", "Fortaleza", "BR"),
]
NOT_WELL_KNOWN = [
    "The corporal said he had once worked in Guadalajara.",  # a city, but no journey ends there
    "Venezuelan guardsmen crossed at Ureña and later stayed in Lamar.",  # an alternate name only
    "The two guardsmen handed their rifles to Houston, the unit's armourer, said Díaz.",
    "The captain was sent to Santos, his commanding officer, with the list of names.",  # "sent to" a person
]


@pytest.mark.parametrize("text, surface, country", WELL_KNOWN)
def test_capitals_and_journeys_ends_need_no_context(gazetteer, geonames, text, surface, country):
    found = {r.surface: r.place for r in resolve_mentions(text, gazetteer, geonames=geonames)}
    assert found[surface].country_code == country


@pytest.mark.parametrize("text", NOT_WELL_KNOWN)
def test_names_not_well_known_still_need_context(gazetteer, geonames, text):
    found = {r.surface for r in resolve_mentions(text, gazetteer, geonames=geonames)
             if r.resolver == "geonames"}
    assert not found & {"Guadalajara", "Lamar", "Houston", "Santos"}


@pytest.mark.parametrize("text, surface", [
    ("A Colombian charity in Pereira said it housed twelve former soldiers.", "Pereira"),
    ("The Colombian shelter in Manizales said it had room for ten more deserters.", "Manizales"),
])
def test_a_place_before_said_is_not_the_speaker(gazetteer, geonames, text, surface):
    assert surface in {r.surface for r in resolve_mentions(text, gazetteer, geonames=geonames)}


@pytest.mark.parametrize("text, surface", [
    ("Os militares seguiram até o município de Tabatinga, no Amazonas brasileiro.", "Tabatinga"),
    ("Os venezuelanos ficaram três dias na cidade de Tefé, no interior do Brasil.", "Tefé"),
])
def test_portuguese_settlement_nouns_open_fallback_phrases(gazetteer, geonames, text, surface):
    found = {r.surface: r.place for r in resolve_mentions(text, gazetteer, geonames=geonames)}
    assert found[surface].country_code == "BR"


@pytest.mark.parametrize("text, expected", [
    ("El camión fue detenido a la altura de Upata por la Guardia.", ["Upata"]),
    ("Los soldados caminaron hasta la altura del Callao sin comida.", ["Callao"]),
])
def test_a_la_altura_de_opens_a_place_phrase(text, expected):
    assert [m.surface for m in candidate_phrases(text, [])] == expected


# "X, Florida": the state the text puts a shared town name in tells the namesakes apart, even in a
# story anchored far away; without the state, a small shared name far from the story stays open.
STATE_TELLS_NAMESAKES_APART = [
    ("After a year in Cúcuta the colonel moved to Weston, Florida, with his wife.", "Weston", "FL"),
    ("After a year in Cúcuta his cousin found him a job in Homestead, Florida, picking tomatoes.",
     "Homestead", "FL"),
]


@pytest.mark.parametrize("text, surface, admin1", STATE_TELLS_NAMESAKES_APART)
def test_the_state_after_a_shared_name_tells_namesakes_apart(gazetteer, geonames, text, surface, admin1):
    found = {r.surface: r.place for r in resolve_mentions(text, gazetteer, geonames=geonames)}
    assert (found[surface].country_code, found[surface].admin1) == ("US", admin1)


@pytest.mark.parametrize("text", [
    "After a year in Cúcuta the colonel moved to Weston with his wife, in the United States.",
    "After a year in Cúcuta his cousin found him a job in Homestead picking tomatoes in the United States.",
])
def test_a_shared_name_without_its_state_stays_open_far_from_the_story(gazetteer, geonames, text):
    assert {r.surface for r in resolve_mentions(text, gazetteer, geonames=geonames)} == {"Cúcuta", "United States"}


@pytest.mark.parametrize("text", [
    "Leticia, his wife, said the two of them slept in a park for a week.",
    "Según contó Leticia Rangel, madre de uno de los soldados, no sabe dónde está su hijo.",
])
def test_a_given_name_shared_with_a_town_stays_a_person(gazetteer, text):
    assert "co-leticia" not in {r.place.id for r in resolve_mentions(text, gazetteer)}


@pytest.mark.parametrize("text, row_ids", [
    ("They deserted from Fort Roraima in Santa Elena de Uairén.", ["ve-santa-elena-de-uairen"]),
    ("Los soldados salieron del Fuerte Cúcuta hacia Ureña.", ["ve-urena"]),
    ("They had served at Fuerte Mara, north of Maracaibo.", ["ve-fuerte-mara", "ve-maracaibo"]),
    ("They crossed from Roraima into Venezuela.", ["br-state-roraima", "country-ve"]),
], ids=["fort-named-after-a-state", "fuerte-named-after-a-city", "a-fort-in-the-gazetteer", "the-state-itself"])
def test_a_fort_named_after_a_place_is_not_the_place(gazetteer, text, row_ids):
    assert [r.place.id for r in resolve_mentions(text, gazetteer)] == row_ids
