"""The quantified tally of fix52z ("more than 500 have asked for refuge") must keep `_NUMERAL_RE` cued: a pattern whose
every alternative opens on known words is only run where those words occur; one alternative without a word boundary
before it made the whole pattern run over every sentence (about a fifth of the event stage's time)."""

from __future__ import annotations

import pytest

from geo.actors import _NUMERAL_RE, pattern_cues


def test_the_numeral_pattern_has_start_cues() -> None:
    cues = pattern_cues(_NUMERAL_RE)
    assert cues is not None
    assert {"more", "at", "mais", "the"} <= {cue for cue, _ in cues}


@pytest.mark.parametrize("text, tally", [
    ("Officials say more than 500 have asked for refuge in Roraima.", "more than 500"),
    ("Según Migración, más de 1.000 han pedido refugio.", "más de 1.000"),
    ("Segundo a PF, mais de 200 já pediram refúgio.", "mais de 200"),
])
def test_the_tally_still_matches(text: str, tally: str) -> None:
    assert [m["tally"] for m in _NUMERAL_RE.finditer(text) if m["tally"]] == [tally]


def test_no_tally_glued_to_a_word() -> None:
    assert not [m for m in _NUMERAL_RE.finditer("x,more than 500 have asked") if m["tally"]]


def test_only_the_known_actor_patterns_run_over_every_sentence() -> None:
    """The same class of slowdown anywhere in the actor and event patterns: a pattern without start cues is run over
    every sentence. Only these few are known to need it; a new one should get a word boundary or a literal start."""
    from geo.actors import _ACTOR_CUES
    from geo.events import _LEXICON_CUES, _SPEECH_CUES

    assert set(_ACTOR_CUES.always) <= {"craft", "identified"}
    assert len(_LEXICON_CUES.always) <= 2
    assert not _SPEECH_CUES.always
