"""Event extraction traps found again in held-out batch 53 (two guardsmen paddling across the Arauca river, told as
"the pair - a sergeant and a private of Venezuela's Bolivarian National Guard - slipped out of their post"; a quote
"said the sergeant, a 27-year-old from Barinas"; a paragraph of quote before "They reached the southern bank"; "the
department had received about 150 ... deserters"), each shown on new sentences: a private named by the force he
serves in is a soldier, so "They" next is the pair; a hometown in an aside on the speaker is no trip's start; a place
(or "the town" for the one named before) that received a count of deserters is where they came; a paragraph that is
only a quote does not cut the scene the pronoun after it goes on with."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

A_PRIVATE_OF_A_FORCE = [
    # "a sergeant and a private of the National Guard": "They" next is the two soldiers, and their arrival a crossing
    _case("On the night of 4 April, a corporal and a private of the National Guard left their post in Guasdualito. "
          "They reached Arauca before dawn.", "2019-04-20",
          [("defection", "Guasdualito", "2019-04-04"), ("border_crossing", "Arauca", ANY)], (),
          "en-a-private-of-the-national-guard"),
    _case("Late on 4 April, a sergeant and a private of Venezuela's Bolivarian National Guard walked away from a "
          "checkpoint in Ureña. They reached Cúcuta an hour later.", "2019-04-20",
          [("border_crossing", "Cúcuta", ANY)], (), "en-a-private-of-venezuelas-guard"),
    # ... not "a private" of anything else: a company, a clinic, nobody who crosses
    _case("On 4 April, a manager and a private of the company left their office in Guasdualito. They reached Arauca "
          "before dawn.", "2019-04-20", [], ("border_crossing", "defection"), "en-a-private-of-the-company"),
]


@pytest.mark.parametrize("text, published, present, absent", A_PRIVATE_OF_A_FORCE)
def test_a_private_of_a_force(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_HOMETOWN_IN_AN_ASIDE = [
    # "said the sergeant, a 27-year-old from Barinas": his home, not where the quoted trip started
    _case("\"We went down to the river at night,\" said the corporal, a 24-year-old from Maturín.", "2019-04-20", [],
          (("relocation", "Maturín", ANY),), "en-a-24-year-old-from"),
    # ... but a trip told from a town is still from it, and the subject told by his age still arrives
    _case("The corporal went from Maturín to Cúcuta on Monday.", "2019-04-20",
          [("border_crossing", "Cúcuta", "2019-04-15")], (), "en-went-from-a-town"),
    _case("The 24-year-old corporal from Maturín arrived in Cúcuta on Monday.", "2019-04-20",
          [("border_crossing", "Cúcuta", "2019-04-15")], (), "en-the-subject-told-by-his-age"),
]


@pytest.mark.parametrize("text, published, present, absent", A_HOMETOWN_IN_AN_ASIDE)
def test_a_hometown_in_an_aside(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_RECEIVER_NAMED_AS_SUBJECT = [
    # "Arauca had received about 150 deserters since February": the receiver is where they came
    _case("Cúcuta has received 80 deserters since February, the mayor said.", "2019-04-20",
          [("border_crossing", "Cúcuta", None)], (), "en-town-has-received"),
    # ... "the town", "la ciudad": the town named before in the sentence
    _case("The mayor of Maicao said the town had received 35 deserters since March.", "2019-04-20",
          [("border_crossing", "Maicao", None)], (), "en-the-town-had-received"),
    _case("El alcalde de Maicao dijo que la ciudad ha recibido 35 desertores desde marzo.", "2019-04-20",
          [("border_crossing", "Maicao", None)], (), "es-la-ciudad-ha-recibido"),
    # ... not "the country" with no country named, nor a receiver that is no place
    _case("Officials in Maicao said the country had received 35 deserters since March.", "2019-04-20", [],
          ("border_crossing",), "en-the-country-unnamed"),
    _case("The army had received 40 deserters since January.", "2019-04-20", [], ("border_crossing",),
          "en-the-army-had-received"),
]


@pytest.mark.parametrize("text, published, present, absent", A_RECEIVER_NAMED_AS_SUBJECT)
def test_a_receiver_named_as_subject(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)


A_QUOTE_PARAGRAPH_BETWEEN = [
    # "They slipped out on 23 March. ¶ 'We pushed off,' said the sergeant. ¶ They reached the far bank": that night
    _case("On 4 April, two soldiers slipped out of their post in Guasdualito.\n\n\"It was dark and the water was "
          "cold,\" said one of them.\n\nThey reached Arauca before dawn.", "2019-04-20",
          [("border_crossing", "Arauca", "2019-04-04")], (), "en-quote-paragraph-then-they"),
    _case("Em 4 de abril, dois soldados abandonaram o posto em Santa Elena de Uairén.\n\n\"Estava escuro e fazia "
          "frio\", disse um deles.\n\nEles chegaram a Pacaraima antes do amanhecer.", "2019-04-20",
          [("border_crossing", "Pacaraima", "2019-04-04")], (), "pt-quote-paragraph-then-eles"),
    # ... not a paragraph of narration between, nor a sentence that opens on someone else
    _case("On 4 April, two soldiers slipped out of their post in Guasdualito.\n\nThe mayor of Arauca visited the "
          "shelter.\n\nThey reached Arauca before dawn.", "2019-04-20", [],
          (("border_crossing", ANY, "2019-04-04"),), "en-narration-paragraph-between"),
]


@pytest.mark.parametrize("text, published, present, absent", A_QUOTE_PARAGRAPH_BETWEEN)
def test_a_quote_paragraph_between(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
