"""Event extraction traps found in held-out batch 16 (articles u01-u04), each shown on new sentences:
a subject left out across a chain of sentences, a verb that opens its clause after a time phrase and
its asides, and a verb that starts like a month."""

from __future__ import annotations

import pytest

from .test_events_batch9 import ANY, _case, _coded, assert_coded

CASES = [
    # A verb spelled like a month's abbreviation ("apr-", "dec-") still opens the clause whose subject
    # is left out.
    _case("O cabo Pedro Souza servia num posto em Santa Elena de Uairén. Na terça-feira (12), apresentou-se "
          "ao posto da Polícia Federal em Pacaraima e pediu refúgio.", "2019-03-20",
          [("asylum", "Pacaraima", "2019-03-12")], (), "pt-apresentou-se-e-pediu"),
    # The left-out subject runs on through a chain of sentences that name no one.
    _case("O cabo Pedro Souza servia num posto em Santa Elena de Uairén. Em 5 de abril saiu do quartel e "
          "atravessou a pé até Pacaraima. Chegou de noite. Na segunda-feira seguinte (8), pediu refúgio no "
          "posto da Polícia Federal em Pacaraima.", "2019-05-20",
          [("asylum", "Pacaraima", "2019-04-08")], (), "pt-chain-of-dropped-subjects"),
    # After a time phrase and an aside, the verb opens its clause and its subject is the one told before.
    _case("El cabo Pedro Rojas servía en un puesto de la GNB en Ureña. A finales de abril, tres días después "
          "de la marcha que llenó las calles de San Cristóbal, cruzó el río Táchira por una trocha.",
          "2019-06-20", [("border_crossing", ANY, "2019-04-01")], (), "es-time-phrase-then-aside-then-verb"),
    _case("O sargento Pedro Souza servia em Santa Elena de Uairén. Em 5 de abril, dois dias depois da "
          "grande marcha que parou a cidade, atravessou a pé a fronteira até Pacaraima.", "2019-05-20",
          [("border_crossing", "Pacaraima", "2019-04-05")], (), "pt-time-phrase-then-aside-then-verb"),
    # A sentence that opens on an imperfect ("Estaba", "Vivía") names no one, and passes the subject on.
    _case("El sargento Pedro Rojas contó su historia en Cúcuta. Estaba destinado en un puesto de la GNB en "
          "Ureña. El 4 de abril cruzó el río Táchira por una trocha.", "2019-06-20",
          [("border_crossing", ANY, "2019-04-04")], (), "es-imperfect-sentence-in-the-chain"),
]


@pytest.mark.parametrize("text, published, present, absent", CASES)
def test_fixo_traps(gazetteer, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded(gazetteer, text, published), present, absent)
