""""Those <objects>" as the subject of a sentence names what the text just named (CR
608.2c), like "they": "Tap up to two target creatures. Those creatures don't untap during
their controller's next untap step" (502.3), "Put a +1/+1 counter on each other creature
you control. Those creatures gain flying until end of turn" (611.2a). Every corpus line
with such a sentence reads it; each supported one is played."""

from __future__ import annotations

import re
from typing import Any

import mtglab as ml
from tests.conftest import (
    corpus_abilities,
    line_played_or_refused_elsewhere,
    parametrize_face_lines,
    resolve_all,
    supported_at_least,
)

_WORDING = re.compile(r"\. Those (?:creatures|permanents|lands|artifacts) (?:don't untap "
                      r"during their controller(?:'s|s') next untap steps?\.|gain [a-z ]+ "
                      r"until end of turn\.|get [+-]\d+/[+-]\d+ until end of turn\.)")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDING, lambda a: bool(_WORDING.search(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_line_reads_the_subject_cr_608_2c(line: tuple[Any, Any]) -> None:
    line_played_or_refused_elsewhere(line, "not understood: \"Those")
    line_played_or_refused_elsewhere(line, "not understood: 'Those")


def test_most_lines_are_supported_cr_608_2c() -> None:
    supported_at_least(_lines, 15)


def test_those_creatures_dont_untap_cr_502_3() -> None:
    spell = ml.Card.from_text(
        name="Frost Snap", type_line="Instant", mana_cost="{U}",
        oracle_text="Tap up to two target creatures. Those creatures don't untap during "
        "their controller's next untap step.")
    b = ml.Board()
    bears = [b.add("Grizzly Bears", controller="opponent") for _ in range(2)]
    b.add_mana("you", "{U}")
    b.cast(spell, controller="you", targets=bears)
    resolve_all(b)
    b.pass_turn()  # the opponent's untap step: both stay tapped
    table = b.permanents
    assert table[table["name"] == "Grizzly Bears"]["tapped"].all()
