"""Event extraction traps found in held-out batch 26 (refugee decisions, deserters tried before crossing,
the Luepa raid's aftermath), each shown on new sentences: "su primera solicitud de refugio", a refugee
recognition told of the one recognised, a dated desertion after an undated mention in passing, "A
mediados de abril" opening a sentence whose subject is left out, a trail "between" two towns, and
those held named after a preposition ("las condiciones de los militares detenidos")."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # An ordinal or "nueva" between the determiner and "solicitud" still files a request for refuge.
    _case("El cabo Andrés Pinto presentó su primera solicitud de refugio ante Migración Colombia en Maicao el 9 de "
          "mayo.", "2019-06-10", [("asylum", "Maicao", "2019-05-09")], (), "es-su-primera-solicitud"),
    _case("Los dos cabos presentaron sus primeras solicitudes de refugio en Maicao el 9 de mayo.", "2019-06-10",
          [("asylum", "Maicao", "2019-05-09")], (), "es-sus-primeras-solicitudes"),
    _case("El cabo Andrés Pinto presentó su primera queja ante la Defensoría en Maicao el 9 de mayo.", "2019-06-10",
          [], ("asylum",), "es-primera-queja-no-asylum"),
]

CASES += [
    # A refugee recognition told of the one recognised, in English, Spanish and Portuguese.
    _case("El teniente Óscar Villamizar fue notificado este lunes en Medellín de que Colombia le reconoce la "
          "condición de refugiado.", "2019-11-14", [("asylum", "Medellín", "2019-11-11")], (), "es-le-reconoce-condicion"),
    _case("El teniente Óscar Villamizar fue reconocido como refugiado el lunes en Medellín.", "2019-11-14",
          [("asylum", "Medellín", "2019-11-11")], (), "es-reconocido-como-refugiado"),
    _case("El teniente Óscar Villamizar obtuvo el lunes en Medellín el estatus de refugiado.", "2019-11-14",
          [("asylum", "Medellín", "2019-11-11")], (), "es-obtuvo-estatus"),
    _case("Lieutenant Oscar Villamizar was formally recognised as a refugee in Medellín on Monday.", "2019-11-14",
          [("asylum", "Medellín", "2019-11-11")], (), "en-recognised-as-refugee"),
    _case("O tenente Óscar Villamizar foi reconhecido como refugiado na segunda-feira em Boa Vista.", "2019-11-14",
          [("asylum", "Boa Vista", "2019-11-11")], (), "pt-reconhecido-como-refugiado"),
    _case("El teniente Óscar Villamizar fue reconocido como héroe el lunes en Medellín.", "2019-11-14",
          [], ("asylum",), "es-reconocido-como-heroe"),
]

CASES += [
    # An undated mention in passing does not stand for the desertion a later sentence dates.
    _case("Cinco meses después de cruzar el puente Simón Bolívar, el sargento del Ejército venezolano Pedro Salas "
          "Rivas consiguió trabajo en Cúcuta.\n\nLa historia de Salas empezó el 3 de febrero, cuando abandonó su "
          "puesto en San Antonio del Táchira y caminó hacia el lado colombiano del puente.", "2019-07-10",
          [("defection", ANY, "2019-02-03")], (("defection", ANY, None),), "undated-mention-then-dated-desertion"),
    # A dated desertion told first still makes a later crossing no second desertion.
    _case("El sargento Pedro Salas desertó el 3 de febrero en San Antonio del Táchira. El 5 de febrero Salas cruzó "
          "el puente Simón Bolívar.", "2019-07-10", [("defection", ANY, "2019-02-03")],
          (("defection", ANY, "2019-02-05"),), "dated-desertion-then-crossing"),
]

CASES += [
    # "A mediados de abril" is a time phrase: the verb after it takes the subject told before.
    _case("El sargento Julio Ramos no corrió la misma suerte. A mediados de abril fue retenido durante tres días por "
          "la Dgcim en Guasdualito.", "2019-06-10", [("arrest", "Guasdualito", "2019-04-01")], (),
          "es-a-mediados-de-abril-dropped-subject"),
]

CASES += [
    # A crossing along a trail between two towns goes from the first to the second.
    _case("El sargento Julio Ramos cruzó a Colombia el 4 de mayo por una trocha entre Ureña y El Escobal.",
          "2019-06-10", [("border_crossing", "El Escobal", "2019-05-04")], (("border_crossing", "Ureña", ANY),),
          "es-trocha-entre-two-towns"),
    _case("Sergeant Julio Ramos crossed into Colombia on May 4 along a trail between San Antonio del Táchira and "
          "El Escobal.", "2019-06-10", [("border_crossing", "El Escobal", "2019-05-04")],
          (("border_crossing", "San Antonio del Táchira", ANY),), "en-trail-between-two-towns"),
]

CASES += [
    # Those held, named after a preposition, are who is meant, not an arrest told here.
    _case("La muerte del mayor Luis Prieto elevó la preocupación por las condiciones de los militares detenidos.",
          "2019-08-10", [], ("arrest",), "es-condiciones-de-los-detenidos"),
    _case("La ONG pidió la libertad de los soldados detenidos.", "2019-08-10", [], ("arrest",),
          "es-libertad-de-los-detenidos"),
    # A count of those held, with where and since when, stays a tally of arrests.
    _case("Foro Penal contabiliza al menos 25 militares detenidos en el estado Apure desde marzo.", "2019-08-10",
          [("arrest", "Apure", ANY)], (), "es-tally-of-detained-stays"),
]

CASES += [
    # The present of headlines and chronologies tells an arrest or a protest; counted men are the ones held.
    _case("- **Jueves 14 de noviembre.** Al amanecer, una comisión del Sebin entra en Rubio y detiene a tres hombres.",
          "2019-11-20", [("arrest", "Rubio", "2019-11-14")], (), "es-chronology-detiene-a"),
    _case("- **Sábado 16 de noviembre.** Unas 40 personas protestan frente a la alcaldía de Ureña.", "2019-11-20",
          [("protest", ANY, "2019-11-16")], (), "es-chronology-protestan"),
    _case("La Dgcim detiene el paso de camiones en Ureña.", "2019-11-20", [], ("arrest",), "es-detiene-el-paso"),
    # Others held, counted after "otros", are no arrest of their own.
    _case("El miércoles los tres sargentos, junto con otros dos detenidos, fueron trasladados a Caracas.",
          "2019-11-20", [("relocation", "Caracas", ANY)], (("arrest", ANY, ANY),), "es-otros-dos-detenidos"),
    # "llegó a" before an infinitive is "came to": no journey, though a trail between two towns follows.
    _case("El flujo, que llegó a superar los 300 en marzo, no se detiene: la mayoría entra por trochas entre Villa "
          "del Rosario y Puerto Santander.", "2019-11-20", [], ("border_crossing", "defection", "relocation"),
          "es-llego-a-superar"),
    _case("El sargento Hugo Parra llegó a Cúcuta el 3 de marzo.", "2019-11-20",
          [("border_crossing", "Cúcuta", "2019-03-03")], (), "es-llego-a-town"),
]

CASES += [
    # Portuguese: an armed group that "invadiu o quartel" and "levou fuzis" is a raid, whose death it dates.
    _case("Na madrugada de sábado, 9 de novembro, um grupo armado invadiu o quartel de Fuerte Tiuna e levou fuzis. "
          "Um sargento morreu.", "2019-11-15",
          [("uprising", "Fuerte Tiuna", "2019-11-09"), ("violence", ANY, "2019-11-09")], (), "pt-invadiu-o-quartel"),
    _case("A polícia invadiu a casa de um sargento em Boa Vista na sexta-feira.", "2019-11-15", [], ("uprising",),
          "pt-invadiu-a-casa"),
]

CASES += [
    # "leaving his unit behind", with what else he left before it, is the desertion of the crossing it ends.
    _case("Corporal Ana Reyes swam across the Arauca River on May 2, leaving her rifle and her unit in Guasdualito "
          "behind.", "2019-06-10", [("defection", "Guasdualito", "2019-05-02"), ("border_crossing", ANY, "2019-05-02")],
          (), "leaving-rifle-and-unit-behind"),
    _case("The patrol was leaving the base in Guasdualito when the storm hit on May 2.", "2019-06-10", [],
          ("defection",), "patrol-leaving-the-base"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fix26_cases(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
