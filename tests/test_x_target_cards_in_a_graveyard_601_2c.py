""""Return X target creature cards from your graveyard to your hand / the battlefield":
X is chosen as the spell is cast (107.3a, 601.2b), then exactly that many targets
(601.2c), as "X target creatures" on the battlefield reads. Every corpus line of the form
that is read is played; on a board X=2 returns the two cards targeted."""

from __future__ import annotations

import re
from typing import Any

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines
from tests.static_lines import real

_LINE = re.compile(r"\b(?:up to )?X target [^.]*cards? from your graveyard", re.I)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)) and a.supported)


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_read_x_target_cards_line_is_played_cr_601_2c(line: tuple[Any, Any]) -> None:
    audit_found([line], board_refusals=True)


def test_death_denied_returns_the_x_cards_targeted_cr_107_3a_601_2c() -> None:
    b = ml.Board()
    bears = b.add(real("Grizzly Bears"), "you", zone="graveyard")
    giant = b.add(real("Hill Giant"), "you", zone="graveyard")
    b.add(real("Ornithopter"), "you", zone="graveyard")
    b.add_mana("you", "BBBB")
    b.cast(real("Death Denied"), x=2, targets=[bears, giant])
    assert sorted(b.hand("you")["name"]) == ["Grizzly Bears", "Hill Giant"]
    assert list(b.graveyard("you")["name"]) == ["Ornithopter", "Death Denied"]
