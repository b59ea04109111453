"""Event extraction traps found in held-out batch 83, second round (the protests a unit was ordered to hold back,
the order's verb quoted), each shown on new sentences."""

from __future__ import annotations

import pytest

from geo.articles import split_sentences
from geo.events import extract_events
from geo.geoparse import resolve_mentions

from .test_events import make_article
from .test_events_batch9 import ANY, _case, assert_coded


def _coded_with(gazetteer, geonames, text: str, published: str) -> list[tuple[str, str | None, str | None]]:
    article = make_article(text, published=published)
    mentions = resolve_mentions(text, gazetteer, geonames=geonames)
    return [(e.event_type, e.place, e.date.iso() if e.date else None)
            for e in extract_events(article, split_sentences(article), mentions)]


QUOTED_ORDER_TO_HOLD_BACK = [
    # 'la orden de "contener" protestas': the protests a unit was sent against say why he left, the verb quoted as the
    # order's own word; the story tells no protest there
    _case('Un cabo desertó en Calabozo en marzo, luego de recibir la orden de “reprimir” las protestas.', "2019-05-24",
          [("defection", ANY, "2019-03-01")], (("protest", ANY, ANY),), "es-reprimir-quoted"),
    _case('El sargento desertó de su unidad a mediados de marzo, después de que su comando recibiera la orden de '
          '"contener" protestas por los apagones.', "2019-05-24",
          [("defection", ANY, "2019-03-01")], (("protest", ANY, ANY),), "es-contener-quoted"),
    _case('O cabo desertou em Calabozo em março, depois da ordem de "conter" os protestos.', "2019-05-24",
          [("defection", ANY, "2019-03-01")], (("protest", ANY, ANY),), "pt-conter-quoted"),
    # (guard: a quoted word before protests that is no order to hold them back leaves the protest told)
    _case('O cabo desertou em março. Os moradores fizeram "pacíficos" protestos em Calabozo na segunda-feira.',
          "2019-05-24", [("protest", ANY, "2019-05-20")], (), "pt-quoted-adjective"),
    _case('Un cabo desertó en marzo. Los vecinos hicieron "ruidosas" protestas en Calabozo el lunes.',
          "2019-05-24", [("protest", ANY, "2019-05-20")], (), "es-quoted-adjective"),
]


@pytest.mark.parametrize("text, published, present, absent", QUOTED_ORDER_TO_HOLD_BACK)
def test_protests_a_unit_was_ordered_to_hold_back_quoted_are_none(gazetteer, geonames, text: str, published: str,
                                                                   present: list, absent: tuple) -> None:
    assert_coded(_coded_with(gazetteer, geonames, text, published), present, absent)
