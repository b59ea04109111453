"""Event extraction traps found in held-out batch 47 (a married pair of guardsmen crossing a river, a lieutenant's
bus ride to a border crossing, sailors reaching an island's coast, a major's journey through four countries), each
shown on new sentences: the coast of an island reached, a leg out of a home port before the crossing, the day a
"where" clause says men were still held, "the couple" and "os outros seis", two subjects each with an age, "salió
por" a border town, a journey leg with no day of its own, the year of a thing described after the verb, and a
country that alone sets the scene of the unrest told next."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

AN_ISLANDS_COAST = [
    # "reached the southern coast of Aruba": the island is where the boat came in
    _case("Three navy sailors reached the southern coast of Aruba on Sunday morning.", "2019-05-10",
          [("border_crossing", "Aruba", "2019-05-05")], (), "reached-the-southern-coast-of"),
    _case("Tres marineros llegaron el domingo a la costa de Curazao en un peñero.", "2019-05-10",
          [("border_crossing", "Curaçao", "2019-05-05")], (), "es-llegaron-a-la-costa-de"),
    _case("Três marinheiros chegaram no domingo (5) ao litoral de Aruba.", "2019-05-10",
          [("border_crossing", "Aruba", "2019-05-05")], (), "pt-chegaram-ao-litoral-de"),
    # ... a boat sinking off a coast takes no one over the line
    _case("A fishing boat sank off the coast of Aruba on Sunday.", "2019-05-10", [], ("border_crossing",),
          "sank-off-the-coast"),
]


@pytest.mark.parametrize("text, published, present, absent", AN_ISLANDS_COAST)
def test_an_islands_coast(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_LEG_OUT_OF_A_HOME_PORT = [
    # "left the port of Punto Fijo on Saturday night and reached Aruba on Sunday": the desertion began in the port,
    # on Saturday (where the leg out of it starts too); the crossing ended on the island, on Sunday
    _case("Three navy sailors left the port of Punto Fijo on Saturday night and reached the coast of Aruba on "
          "Sunday.", "2019-05-10",
          [("defection", "Punto Fijo", "2019-05-04"), ("border_crossing", "Aruba", "2019-05-05")],
          (("defection", "Aruba", ANY),), "left-the-port-then-reached"),
    _case("Tres marineros salieron del puerto de Güiria el sábado en la noche y llegaron a Trinidad el domingo.",
          "2019-05-10", [("defection", "Güiria", "2019-05-04"), ("border_crossing", "Trinidad and Tobago", "2019-05-05")],
          (("defection", "Trinidad and Tobago", ANY),), "es-salieron-del-puerto-y-llegaron"),
    _case("Três marinheiros saíram do porto de Güiria no sábado (4) e chegaram a Trinidad no domingo (5).", "2019-05-10",
          [("defection", "Güiria", "2019-05-04"), ("border_crossing", "Trinidad and Tobago", "2019-05-05")],
          (("defection", "Trinidad and Tobago", ANY),), "pt-sairam-do-porto-e-chegaram"),
    # ... a leg out of a foreign town is an onward move by men abroad, no desertion
    _case("The two former sergeants left Cúcuta on Monday and reached Quito on Wednesday.", "2019-05-10", [],
          ("defection",), "left-a-foreign-town"),
]


@pytest.mark.parametrize("text, published, present, absent", A_LEG_OUT_OF_A_HOME_PORT)
def test_a_leg_out_of_a_home_port(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


STILL_THERE_ON_THE_DAY_TOLD = [
    # "brought them to Oranjestad, where they were still held on Wednesday": the move was on the day told before
    _case("Three sailors reached Aruba on Sunday. The three were taken to Oranjestad, where they were still held "
          "on Wednesday.", "2019-05-10", [("relocation", "Oranjestad", "2019-05-05")],
          (("relocation", ANY, "2019-05-08"),), "where-they-were-still-held"),
    _case("Tres marineros llegaron a Curazao el domingo. Los tres fueron trasladados a Willemstad, donde "
          "permanecían el miércoles.", "2019-05-10", [("relocation", "Willemstad", "2019-05-05")],
          (("relocation", ANY, "2019-05-08"),), "es-donde-permanecian"),
    _case("Três marinheiros chegaram a Aruba no domingo (5). Os três foram levados para Oranjestad, onde "
          "continuavam na quarta-feira (8).", "2019-05-10", [("relocation", "Oranjestad", "2019-05-05")],
          (("relocation", ANY, "2019-05-08"),), "pt-onde-continuavam"),
    # ... a "where" clause with a deed of its own still dates nothing but that deed
    _case("Three sailors reached Aruba on Sunday. Police brought them to Oranjestad, where they asked for asylum on "
          "Tuesday.", "2019-05-10", [("asylum", "Oranjestad", "2019-05-07")], (), "where-they-asked"),
]


@pytest.mark.parametrize("text, published, present, absent", STILL_THERE_ON_THE_DAY_TOLD)
def test_still_there_on_the_day_told(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_COUPLE_AND_THE_OTHER_SIX = [
    # "the couple", "la pareja", "o casal": the two just named
    _case("A sergeant and a corporal of the National Guard deserted in Ureña. The couple crossed the Táchira River "
          "early on Sunday.", "2019-03-20", [("border_crossing", ANY, "2019-03-17")], (), "the-couple-crossed"),
    _case("Un sargento y una cabo de la Guardia Nacional abandonaron su puesto en Ureña. La pareja cruzó el río "
          "Táchira en la madrugada del domingo.", "2019-03-20", [("border_crossing", ANY, "2019-03-17")], (),
          "es-la-pareja-cruzo"),
    _case("Um sargento e uma cabo da Guarda Nacional desertaram em Santa Elena de Uairén. O casal atravessou a "
          "fronteira na madrugada de domingo (17).", "2019-03-20", [("border_crossing", ANY, "2019-03-17")], (),
          "pt-o-casal-atravessou"),
    # "os outros seis", as Spanish "los otros seis": the rest of the group named before
    _case("Oito soldados chegaram a Pacaraima na segunda-feira (11). Dois deles foram levados para Boa Vista. Os "
          "outros seis pediram refúgio na quinta-feira (14).", "2019-03-20", [("asylum", ANY, "2019-03-14")], (),
          "pt-os-outros-seis"),
    # ... "a couple of days" is a span, not two people
    _case("A sergeant and a corporal deserted in Ureña. A couple of days later, the river rose.", "2019-03-20", [],
          ("border_crossing",), "a-couple-of-days"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_COUPLE_AND_THE_OTHER_SIX)
def test_the_couple_and_the_other_six(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


TWO_SUBJECTS_EACH_WITH_AN_AGE = [
    # "El sargento X, de 31 años, y la cabo Y, de 27, servían en ... Abandonaron el puesto": the two are the
    # left-out subject of the plural verb
    _case("El sargento Luis Peña, de 30 años, y la cabo Ana Ruiz, de 25, servían en un puesto de la GNB en Ureña. "
          "Según su relato, abandonaron el puesto el pasado sábado.", "2019-03-20",
          [("defection", "Ureña", "2019-03-16")], (), "es-de-31-anos-y-la-cabo"),
    _case("El sargento Luis Peña y la cabo Ana Ruiz servían en un puesto de la GNB en Ureña. Abandonaron el puesto "
          "el pasado sábado.", "2019-03-20", [("defection", "Ureña", "2019-03-16")], (), "es-y-la-cabo"),
    # ... one who is only spoken to is no subject of theirs
    _case("El sargento Luis Peña habló con la cabo Ana Ruiz en Ureña. Abandonaron el puesto el pasado sábado.",
          "2019-03-20", [], ("defection",), "es-spoken-to"),
]


@pytest.mark.parametrize("text, published, present, absent", TWO_SUBJECTS_EACH_WITH_AN_AGE)
def test_two_subjects_each_with_an_age(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


OUT_THROUGH_A_BORDER_TOWN = [
    # "salió por Paraguachón el 9 de septiembre", "saiu por Pacaraima": out of the country through the town,
    # as English "left through Paraguachón"
    _case("El teniente Pedro Rivas salió por Paraguachón el 9 de septiembre.", "2019-11-13",
          [("defection", ANY, "2019-09-09"), ("border_crossing", ANY, "2019-09-09")], (), "es-salio-por-paraguachon"),
    _case("O tenente Pedro Rivas saiu por Pacaraima em 9 de setembro.", "2019-11-13",
          [("border_crossing", "Pacaraima", "2019-09-09")], (), "pt-saiu-por-pacaraima"),
    # ... going out on behalf of someone is no way out
    _case("El sargento salió a protestar por Guaidó el martes.", "2019-11-13", [], ("border_crossing",),
          "es-salio-a-protestar-por"),
]


@pytest.mark.parametrize("text, published, present, absent", OUT_THROUGH_A_BORDER_TOWN)
def test_out_through_a_border_town(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_LEG_WITH_NO_DAY_OF_ITS_OWN = [
    # "left on Thursday, traveled by bus to Maracaibo and crossed on Saturday": the crossing is Saturday's; the
    # bus ride at home between the two dated legs is a step of the journey, no event of its own
    _case("Lt. Mario Soto left his post in Valencia on Thursday, traveled by bus to Maracaibo and crossed into "
          "Colombia at Paraguachón on Saturday.", "2019-07-10",
          [("defection", "Valencia", "2019-07-04"), ("border_crossing", ANY, "2019-07-06")],
          (("border_crossing", ANY, "2019-07-04"), "relocation"), "bus-ride-undated"),
    _case("Lt. Mario Soto left his post in Valencia on Thursday, rode a bus to Maracaibo and crossed into Colombia at "
          "Paraguachón on Saturday.", "2019-07-10",
          [("defection", "Valencia", "2019-07-04"), ("border_crossing", ANY, "2019-07-06")],
          (("border_crossing", ANY, "2019-07-04"),), "rode-a-bus-undated"),
    # ... an undated leg abroad is no part of the leg at home: reaching Peru after walking through Ecuador is still
    # a crossing
    _case("A corporal said he had left his unit in Zulia state in December, walked through Colombia and Ecuador, and "
          "reached Peru a week ago.", "2019-01-28", [("border_crossing", "Peru", ANY)], (("relocation", "Peru", ANY),),
          "undated-leg-abroad"),
    # ... a ride at home to a whole state, in the leg of the same men's desertion, is that desertion's journey
    _case("Sgt. Pablo Díaz deserted in early June, rode buses for a day to the border state of Apure and, on June 12, "
          "swam across the Arauca River to Arauca.", "2019-07-10",
          [("defection", ANY, "2019-06-01"), ("border_crossing", ANY, "2019-06-12")], ("relocation",),
          "ride-in-the-desertions-leg"),
    # ... a ride to a town is a stop of its own
    _case("Un sargento, que abandonó su puesto en Tumeremo el jueves 4, logró llegar en autobús a Santa Elena de "
          "Uairén y el sábado 6 cruzó a pie hacia Pacaraima.", "2019-07-10",
          [("relocation", "Santa Elena de Uairén", "2019-07-04"), ("border_crossing", "Pacaraima", "2019-07-06")], (),
          "es-ride-to-a-town-in-the-desertions-leg"),
    # a later leg's "border crossing" is not the bus ride's
    _case("Lt. Mario Soto left his post in Valencia on Thursday, traveled by bus to Maracaibo on Friday and crossed "
          "into Colombia at the Paraguachón border crossing on Saturday.", "2019-07-10",
          [("relocation", "Maracaibo", "2019-07-05"), ("border_crossing", ANY, "2019-07-06")],
          (("border_crossing", ANY, "2019-07-05"),), "later-legs-border-crossing"),
]


@pytest.mark.parametrize("text, published, present, absent", A_LEG_WITH_NO_DAY_OF_ITS_OWN)
def test_a_leg_with_no_day_of_its_own(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_THINGS_OWN_YEAR = [
    # "admitting him with a humanitarian visa, a document Chile created in 2018": the visa's year, not the hold's
    _case("On October 13th, Maj. Luis Soto reached Tacna. The next day, he crossed at the Chacalluta border post, "
          "where Chilean officers held him for several hours before admitting him with a humanitarian visa, a "
          "document Chile created in 2018.", "2019-12-09", [("arrest", ANY, "2019-10-14")],
          (("arrest", ANY, "2018-01-01"),), "a-document-created-in"),
    _case("El 13 de octubre, el mayor Luis Soto llegó a Tacna. Al día siguiente cruzó por el puesto fronterizo de "
          "Chacalluta, donde agentes chilenos lo retuvieron varias horas antes de dejarlo pasar con una visa, un "
          "documento que Chile creó en 2018.", "2019-12-09", [("arrest", ANY, "2019-10-14")],
          (("arrest", ANY, "2018-01-01"),), "es-un-documento-que-creo"),
]


@pytest.mark.parametrize("text, published, present, absent", A_THINGS_OWN_YEAR)
def test_a_things_own_year(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_COUNTRY_SETS_THE_SCENE = [
    # "That week, Ecuador erupted. On October 3, protests ...": the unrest is in the country the sentence before
    # names alone
    _case("Lt. Mario Soto reached Quito on October 1. That week, Ecuador erupted. On October 3, protests over a "
          "fuel-price increase turned into riots.", "2019-12-09", [("protest", "Ecuador", "2019-10-03")], (),
          "that-week-the-country-erupted"),
    _case("Aquella semana, Ecuador estalló. El 3 de octubre, miles de personas protestaron contra el alza del "
          "combustible.", "2019-12-09", [("protest", "Ecuador", "2019-10-03")], (), "es-aquella-semana-estallo"),
    # ... not for a crossing, whose country is where it ended
    _case("That week, Ecuador erupted. On October 3, two sergeants crossed the border.", "2019-12-09", [],
          (("border_crossing", "Ecuador", ANY),), "country-scene-no-crossing"),
]


@pytest.mark.parametrize("text, published, present, absent", A_COUNTRY_SETS_THE_SCENE)
def test_a_country_sets_the_scene(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


LEAVING_THE_BASE = [
    # "salieron de la base": a desertion, as English "left the base"
    _case("Nueve soldados salieron de la base en Guasdualito el sábado 11 de mayo.", "2019-05-16",
          [("defection", "Guasdualito", "2019-05-11")], (), "es-salieron-de-la-base"),
    # ... a database is no unit
    _case("El técnico salió de la base de datos del cuartel el viernes.", "2019-05-16", [], ("defection",),
          "es-base-de-datos"),
]


@pytest.mark.parametrize("text, published, present, absent", LEAVING_THE_BASE)
def test_leaving_the_base(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_POST_TOLD_BEFORE_A_QUOTE = [
    # "estaban destacados en el puesto militar de Guasdualito. ¶ "...", dijo uno. ¶ Salieron de la base": the base
    # is the post told before the quoted aside, a paragraph back
    _case("Los nueve soldados estaban destacados en el puesto militar de Guasdualito.\n\n\"Nos fuimos de noche. "
          "Nadie nos pagaba\", dijo uno de ellos.\n\nSegún su relato, salieron de la base en la noche del sábado 11 "
          "de mayo.", "2019-05-16", [("defection", "Guasdualito", "2019-05-11")], (), "es-post-before-a-quote"),
    # "desertaron del puesto militar de Guasdualito": the post named by "de", told on another day
    _case("Nueve soldados se entregaron el martes en Tibú. Los nueve desertaron del puesto militar de Guasdualito."
          "\n\n\"Nos fuimos de noche. Nadie nos pagaba\", dijo uno de ellos.\n\nSegún su relato, salieron de la base "
          "en la noche del sábado 11 de mayo.", "2019-05-16", [("defection", "Guasdualito", "2019-05-11")], (),
          "es-post-of-before-a-quote"),
    # ... not past a paragraph with a deed of its own
    _case("Los nueve soldados estaban destacados en el puesto militar de Guasdualito.\n\nUn grupo armado disparó "
          "contra un camión en Tibú.\n\nSegún su relato, salieron de la base en la noche del sábado 11 de mayo.",
          "2019-05-16", [], (("defection", "Guasdualito", "2019-05-11"),), "es-post-before-another-deed"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_POST_TOLD_BEFORE_A_QUOTE)
def test_the_post_told_before_a_quote(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_TERM_IN_QUOTES = [
    # "Un grupo de "trocheros" les cobró ...": a term set off in quotes is no speech, so the subject the next
    # sentence leaves out is still the men told before
    _case("Los dos guardias cruzaron en la madrugada del domingo 17 de marzo por una trocha. Un grupo de "
          "\"trocheros\" les cobró 20.000 pesos por guiarlos.\n\nDel lado colombiano se entregaron a la Policía "
          "en La Parada, que los trasladó ese mismo día a Cúcuta.", "2019-03-20",
          [("relocation", "Cúcuta", "2019-03-17")], (), "es-scare-quoted-term"),
]


@pytest.mark.parametrize("text, published, present, absent", A_TERM_IN_QUOTES)
def test_a_term_in_quotes(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


DIED_WHERE_HELD = [
    # "was held at the DGCIM headquarters in Boleíta, where he died on July 1": a death in custody
    _case("Capt. Ramón Ortiz was held at the DGCIM headquarters in Boleíta, where he died on July 1.", "2019-07-10",
          [("violence", "Boleíta", "2019-07-01")], (), "held-where-he-died"),
    # ... a town one lived in and died in holds no one
    _case("The retired sergeant lived in Maracay, where he died of cancer on July 1.", "2019-07-10", [],
          ("violence",), "lived-where-he-died"),
]


@pytest.mark.parametrize("text, published, present, absent", DIED_WHERE_HELD)
def test_died_where_held(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


THE_WEEKDAY_AFTER = [
    # "On the Tuesday after Ortiz's death": the first Tuesday after the day told, not the Tuesday before publication
    _case("Capt. Ramón Ortiz was held at the DGCIM headquarters in Boleíta, where he died on July 1. On the Tuesday "
          "after Ortiz's death, about 30 relatives gathered outside the DGCIM headquarters in Boleíta.", "2019-07-10",
          [("protest", "Boleíta", "2019-07-02")], (("protest", ANY, "2019-07-09"),), "the-tuesday-after-his-death"),
    _case("On Monday, July 1, Sgt. Luis Peña was arrested in Maracay. On the Friday after his arrest, about 30 "
          "relatives protested in Maracay.", "2019-07-20", [("protest", "Maracay", "2019-07-05")], (),
          "the-friday-after-his-arrest"),
    # ... "the Tuesday after next" is no count from the story
    _case("On Monday, July 1, Sgt. Luis Peña was arrested in Maracay. About 30 relatives will protest in Maracay on "
          "the Tuesday after next.", "2019-07-10", [], (("protest", ANY, "2019-07-02"),), "the-tuesday-after-next"),
]


@pytest.mark.parametrize("text, published, present, absent", THE_WEEKDAY_AFTER)
def test_the_weekday_after(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_DAY_THEN_WHEN = [
    # "Then came January 23, when Guaidó declared himself president": the "when" clause's day is the statement's
    _case("Then came January 23rd, when Juan Guaidó, the young president of the National Assembly, declared himself "
          "interim President in front of a crowd in Caracas.", "2019-12-09", [("statement", ANY, "2019-01-23")], (),
          "then-came-the-day-when"),
    _case("Luego vino el 23 de enero, cuando Juan Guaidó, el joven presidente de la Asamblea Nacional, anunció que "
          "asumía la presidencia.", "2019-12-09", [("statement", ANY, "2019-01-23")], (), "es-luego-vino-cuando"),
    _case("Depois veio o 23 de janeiro, quando Juan Guaidó anunciou que assumia a presidência.", "2019-12-09",
          [("statement", ANY, "2019-01-23")], (), "pt-depois-veio-quando"),
    # ... a month a background clause names is no day of the declaration
    _case("It was the highest-profile defection since the crisis began in January, when Juan Guaidó declared himself "
          "interim president.", "2019-04-13", [], (("statement", ANY, "2019-01-01"),), "since-the-month-when"),
    # ... nor the start of a running total
    _case("Migración Colombia said at least nine soldiers had crossed into Colombia since Jan. 23, when Juan Guaidó "
          "declared himself interim president.", "2019-02-10", [], (("statement", ANY, "2019-01-23"),),
          "since-the-day-when"),
    # ... not past a deed of its own in the "when" clause
    _case("Then came May 1, when soldiers fled to Colombia and Defense Minister Vladimir Padrino López told "
          "reporters that the armed forces remained loyal.", "2019-12-09", [], (("statement", ANY, "2019-05-01"),),
          "when-clause-with-another-deed"),
]


@pytest.mark.parametrize("text, published, present, absent", A_DAY_THEN_WHEN)
def test_a_day_then_when(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
