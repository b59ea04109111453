"""Event extraction traps found in held-out batch 17, each shown on new sentences: a move told with a
reflexive Spanish verb, a police "agente" as a defector, where a crossing "came out", an officer's video
"in which he disowns Maduro"."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # "se trasladó a Bogotá", "se mudaron a Medellín": a move made on one's own, told reflexively.
    _case("El sargento Pedro Gil se trasladó a Bogotá a finales de abril.", "2019-06-12",
          [("relocation", "Bogotá", ANY)], (), "es-se-traslado-a"),
    _case("El lunes, los dos cabos se mudaron a Medellín con sus familias.", "2019-06-12",
          [("relocation", "Medellín", "2019-06-10")], (), "es-se-mudaron-a"),
]

CASES += [
    # A police "agente" is one of the forces: his desertion and crossing are coded like a soldier's.
    _case("Un agente de la PNB desertó y cruzó a Colombia por Paraguachón el 2 de mayo.", "2019-06-12",
          [("defection", ANY, "2019-05-02"), ("border_crossing", ANY, "2019-05-02")], (), "es-un-agente-de-la-pnb"),
    _case("El 5 de mayo, un agente de la Policía Nacional Bolivariana desertó y cruzó el puente José Antonio Páez.",
          "2019-06-12", [("defection", ANY, "2019-05-05")], (), "es-un-agente-de-la-policia"),
]

CASES += [
    # Where a crossing "came out" is where it ended: across the border, so the soldier has deserted.
    _case("Capt. Luis Mora crossed the Táchira River before dawn on May 9, coming out in Cúcuta's La Parada "
          "district.", "2019-06-12",
          [("defection", ANY, "2019-05-09"), ("border_crossing", ANY, "2019-05-09")], (), "coming-out-in"),
    _case("Capt. Ana Ruiz crossed the Táchira River on the night of April 2, emerging at Villa del Rosario.",
          "2019-06-12", [("defection", ANY, "2019-04-02")], (), "emerging-at"),
    # "on May 9" is the month, no "may" that hedges the place after it.
    _case("Capt. Ana Ruiz crossed the Táchira River on May 2 into Colombia.", "2019-06-12",
          [("border_crossing", ANY, "2019-05-02"), ("defection", ANY, "2019-05-02")], (), "may-the-month-before-the-goal"),
]


CASES += [
    # The colon of a clock time opens no clause of its own: the day still dates what follows.
    _case("Los dos cabos cruzaron el río Arauca el martes 7 de mayo, hacia las 4:30 de la madrugada, y pidieron "
          "refugio al Ejército en Arauquita.", "2019-06-12",
          [("asylum", ANY, "2019-05-07")], (), "es-clock-time-colon"),
    _case("Two sergeants walked over the bridge on Tuesday at about 5:15 a.m. and requested asylum at a police "
          "post in Cúcuta.", "2019-06-12", [("asylum", "Cúcuta", "2019-06-11")], (), "clock-time-colon"),
]

CASES += [
    # A journey told only by a goal far beyond the border region is no walk out of the country.
    _case("Um dos que embarcaram para Porto Alegre na sexta-feira (5) foi o sargento do Exército venezuelano Pedro "
          "Gil.", "2019-07-10", [], ("defection",), "pt-far-goal-no-desertion"),
    _case("Sgt. Pedro Gil of the Venezuelan army flew to Porto Alegre on Friday.", "2019-07-10", [], ("defection",),
          "far-goal-no-desertion"),
    # ... but a crossing verb in the same group still walks out of the country.
    _case("One of those who flew to Curitiba on Friday, Cpl. Ana Soto, 25, crossed at Pacaraima in April after "
          "leaving her unit in Santa Elena de Uairén.", "2019-07-10", [("defection", ANY, ANY)], (),
          "far-goal-with-crossing-verb"),
]

CASES += [
    # An officer's own recording "in which he disowns Maduro" is his defection, on the day it went out.
    _case("La teniente coronel Ana Ríos, agregada naval en Lima, publicó el jueves un video en el que desconoce "
          "a Nicolás Maduro.", "2019-03-04", [("defection", ANY, "2019-02-28")], (), "es-video-en-el-que-desconoce"),
    _case("On Sunday, Col. Pedro Arias posted a video in which he recognises Juan Guaidó as interim president.",
          "2019-03-04", [("defection", ANY, "2019-03-03")], (), "video-in-which-he-recognises"),
    # A day between the Spanish verb and its object: "desconoció el martes a Maduro".
    _case("El mayor del Ejército Luis Gil desconoció el viernes a Nicolás Maduro.", "2019-03-04",
          [("defection", ANY, "2019-03-01")], (), "es-desconocio-el-viernes-a"),
    # The nationality after the force: "el coronel del Ejército venezolano Luis Mora" is a colonel.
    _case("El sargento del Ejército venezolano Pedro Gil cruzó el puente Simón Bolívar el lunes.", "2019-03-06",
          [("defection", ANY, "2019-03-04")], (), "es-ejercito-venezolano-rank-name"),
]

CASES += [
    # Portuguese arrests told with "presos" after "são" or "pessoas", and gunfire told as an exchange.
    _case("Dois ex-soldados venezuelanos estão entre as 9 pessoas presas na última quarta-feira (8) em Pacaraima.",
          "2019-05-16", [("arrest", "Pacaraima", "2019-05-08")], (), "pt-pessoas-presas"),
    _case("Na quarta-feira (8), os policiais foram recebidos a tiros perto de Pacaraima.", "2019-05-16",
          [("violence", "Pacaraima", "2019-05-08")], (), "pt-recebidos-a-tiros"),
    _case("Na quarta-feira (8), houve troca de tiros num garimpo perto de Pacaraima.", "2019-05-16",
          [("violence", "Pacaraima", "2019-05-08")], (), "pt-troca-de-tiros"),
    # An arrest and the force used in it are one episode: the clash told next is where the arrest was.
    _case("On Friday, federal police arrested three former soldiers at a mining camp near Pacaraima. The officers "
          "came under fire as they landed.", "2019-05-16", [("violence", "Pacaraima", "2019-05-10")], (), "clash-at-the-arrest"),
]

CASES += [
    # A conditional opening a quote hedges the clause after it, not what the sentence tells past the quote.
    _case('A sergeant crossed at Paraguachón on May 3. "If we return, they lock us up and they beat us."',
          "2019-06-12", [("border_crossing", ANY, "2019-05-03")], ("violence",), "if-opening-hedges-its-clause"),
    _case('"Si me atrapan, me matan", dijo un cabo que cruzó por Puerto Santander el 2 de mayo.', "2019-06-12",
          [("border_crossing", ANY, "2019-05-02")], (), "es-if-opening-ends-with-its-quote"),
    # "declined to apply for asylum" applies for nothing.
    _case("On Monday the two corporals declined to apply for asylum in Trinidad.", "2019-06-12", [], ("asylum",),
          "declined-to-apply"),
    # Men "handed over to" someone at a place were moved there.
    _case("On May 28 the three sailors were handed over to the Venezuelan coast guard near Los Testigos.",
          "2019-06-12", [("relocation", "Los Testigos", "2019-05-28")], (), "handed-over-to-near"),
    _case("El martes, los dos cabos fueron entregados a la policía en Maicao.", "2019-06-12",
          [("relocation", "Maicao", "2019-06-11")], (), "es-fueron-entregados-a"),
]

CASES += [
    # After a copula the relative clause is the story: "is a lieutenant who crossed ... and moved ...".
    _case("Her assistant is an army sergeant who crossed at the Paraguachón border crossing on March 3, and moved "
          "to Riohacha in April.", "2019-06-12",
          [("border_crossing", ANY, "2019-03-03"), ("relocation", "Riohacha", ANY)], (), "copula-then-who-crossed"),
    # A move after a crossing in one sentence is placed where it went, not at the crossing point told before.
    _case("The corporal crossed at Paraguachón on March 3 and moved to Riohacha in April.", "2019-06-12",
          [("relocation", "Riohacha", ANY)], (("relocation", "Paraguachón border crossing", ANY),),
          "move-after-crossing-goes-to-its-goal"),
    # Handed over to the DGCIM or the Sebin: into their custody, an arrest.
    _case("Sgt. Pedro Gil was seized in Cúcuta on Sunday. On Monday he was handed over to agents of the DGCIM in "
          "Ureña.", "2019-06-12", [("arrest", "Ureña", "2019-06-10")], (), "handed-over-to-dgcim"),
    _case("El lunes, el cabo fue entregado a funcionarios del Sebin en Ureña.", "2019-06-12",
          [("arrest", "Ureña", "2019-06-10")], (), "es-entregado-a-funcionarios-del-sebin"),
    # A participle joined by "and" to a passive shares its subject, past a crossing told between them.
    _case("Former Sgt. Ana Ruiz, 30, lived in Cúcuta. According to her brother, Ruiz was taken back along an "
          "informal crossing before dawn on Monday and handed over to agents of the DGCIM in Ureña.", "2019-06-12",
          [("arrest", "Ureña", "2019-06-10")], (), "and-handed-over-shares-the-passive-subject"),
]

CASES += [
    # A comparison aside (", like the other soldiers who crossed,") tells no event, and the move around it
    # still reaches its goal.
    _case("Three corporals crossed on Sunday at La Parada. That afternoon they were taken, like the other soldiers "
          "who crossed this month, to a hotel in Cúcuta.", "2019-03-08",
          [("relocation", "Cúcuta", ANY)], (("defection", "Cúcuta", ANY), ("border_crossing", "Cúcuta", ANY)),
          "like-the-other-soldiers-aside"),
    _case("Los dos sargentos cruzaron el domingo por La Parada. Esa misma tarde fueron llevados, como los demás "
          "uniformados que han cruzado en las últimas semanas, a un hotel del centro de Cúcuta.", "2019-03-08",
          [("relocation", "Cúcuta", "2019-03-03")], (), "es-como-los-demas-aside"),
]

@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix17_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
