"""Event extraction traps of held-out batch 94 (a development set), each shown on new sentences: a Portuguese
paragraph that opens on a short preterite and leaves its subject out ("Saiu do quartel no dia 10 de março e
atravessou para Pacaraima em 12 de março"), and a wife named "su mujer" held ("su mujer fue detenida en agosto",
"detuvieron a su mujer"), which a bare "la mujer" or "una mujer" (any woman) is not."""

from __future__ import annotations

import pytest

from .test_events_batch9 import _case, _coded_with, assert_coded

SHORT_PRETERITE_OPENS_A_PARAGRAPH = [
    _case("O cabo Luis Brito servia num batalhão de infantaria em Tumeremo.\n\n"
          "Saiu do quartel no dia 10 de março e atravessou para Pacaraima em 12 de março. No dia seguinte, pediu "
          "refúgio à Polícia Federal.", "2019-10-02",
          [("defection", "Tumeremo", "2019-03-10"), ("border_crossing", "Pacaraima", "2019-03-12"),
           ("asylum", "Pacaraima", "2019-03-13")], (), "pt-saiu-opens-paragraph"),
    _case("O sargento Pedro Lara servia num destacamento em Santa Elena de Uairén.\n\n"
          "Saiu do posto com a família no dia 4 de abril, viajou de carona até a fronteira e atravessou a pé para "
          "Pacaraima em 5 de abril.", "2019-06-20",
          [("border_crossing", "Pacaraima", "2019-04-05")], (), "pt-saiu-a-pe-para"),
    # (a possessive opening the paragraph is no verb: "Seu irmão" names the subject itself)
    _case("O cabo Luis Brito desertou em Tumeremo em março.\n\n"
          "Seu irmão atravessou para Pacaraima em 12 de abril.", "2019-10-02",
          [], (("border_crossing", "Pacaraima", "2019-04-12"),), "pt-seu-irmao-is-a-subject"),
]


@pytest.mark.parametrize("text, published, present, absent", SHORT_PRETERITE_OPENS_A_PARAGRAPH)
def test_a_short_portuguese_preterite_opening_a_paragraph_carries_the_subject_before(
        gazetteer, geonames, text: str, published: str, present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)


WIFE_HELD = [
    _case("El capitán Luis Ortega desertó en mayo. Su mujer fue detenida en agosto por agentes de la Dgcim en Los "
          "Teques.", "2019-12-03", [("arrest", "Los Teques", "2019-08-01")], (), "es-su-mujer-fue-detenida"),
    _case("El capitán Luis Ortega desertó en mayo. Mientras él permanecía escondido, su mujer, profesora de "
          "primaria, fue detenida en agosto en Los Teques y permaneció cinco días incomunicada.", "2019-12-03",
          [("arrest", "Los Teques", "2019-08-01")], (), "es-su-mujer-aside-fue-detenida"),
    _case("El capitán Luis Ortega desertó en mayo. La Dgcim detuvo a su mujer en Los Teques en agosto.",
          "2019-12-03", [("arrest", "Los Teques", "2019-08-01")], (), "es-detuvo-a-su-mujer"),
    # (a bare "una mujer", "la mujer" is any woman, no relative of the story's men)
    _case("El capitán Luis Ortega desertó en mayo. Una mujer fue detenida en agosto en Los Teques.", "2019-12-03",
          [], ("arrest",), "es-una-mujer-is-anyone"),
    _case("El capitán Luis Ortega desertó en mayo. Agentes detuvieron a una mujer en Los Teques en agosto.",
          "2019-12-03", [], ("arrest",), "es-detuvieron-a-una-mujer"),
]


@pytest.mark.parametrize("text, published, present, absent", WIFE_HELD)
def test_su_mujer_held_is_the_soldiers_wife_arrested(gazetteer, geonames, text: str, published: str,
                                                      present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
