""""Outlaw" as a word of any selector (CR 700.12: Assassins, Mercenaries, Pirates, Rogues
and Warlocks are outlaws): "target outlaw card from your graveyard", "outlaw creatures
you control", "an outlaw spell". Every corpus line naming it that is read is played; on a
board a Rogue card is an outlaw card and a Bear card isn't."""

from __future__ import annotations

import re
from typing import Any

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines
from tests.static_lines import real

_LINE = re.compile(r"\boutlaw (?:card|creature|spell)", re.I)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)) and a.supported)


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_read_outlaw_line_is_played_cr_700_12(line: tuple[Any, Any]) -> None:
    audit_found([line], board_refusals=True)


ROGUE = ml.Card.from_text(name="Test Rogue", type_line="Creature — Human Rogue",
                          mana_cost="{1}{B}", power="2", toughness="1")


def test_charred_graverobber_returns_only_an_outlaw_card_cr_700_12() -> None:
    b = ml.Board()
    b.add(real("Grizzly Bears"), "you", zone="graveyard")
    b.add(ROGUE, "you", zone="graveyard")
    b.add_mana("you", "BBBB")
    b.cast(real("Charred Graverobber"))
    b.resolve()  # its enters trigger: the Rogue is its only legal target (115.1)
    assert list(b.hand("you")["name"]) == ["Test Rogue"]
    assert list(b.graveyard("you")["name"]) == ["Grizzly Bears"]
