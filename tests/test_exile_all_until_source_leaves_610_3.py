""""Exile all creatures with power 5 or greater until ~ leaves the battlefield", "exile
each nonland permanent with mana value 2 or less until ...": every permanent of the kind
as the ability resolves is exiled, and each returns to the battlefield under its owner's
control once the source leaves (CR 610.3, 610.3c), as a target exiled that way does. Every
corpus line of the form that is read is played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines
from tests.static_lines import real

_LINE = re.compile(r"\bexile (?:all|each) [^.]*until (?:~|this \w+|[A-Z][^.]*) leaves the "
                   r"battlefield", re.I)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)) and a.supported)


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_read_exile_all_until_line_is_played_cr_610_3(line: tuple[Any, Any]) -> None:
    audit_found([line], board_refusals=True)


def test_at_least_four_lines_are_read_cr_610_3() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 4


BIG = ml.Card.from_text(name="Big Beast", type_line="Creature — Beast", power="5",
                        toughness="5", mana_cost="{4}{G}")


def test_aligned_hedron_network_exiles_the_big_ones_until_it_leaves_cr_610_3c() -> None:
    b = ml.Board()
    b.add(BIG, "opponent")
    b.add(real("Grizzly Bears"))
    b.add_mana("you", "CCCCC")
    b.cast(real("Aligned Hedron Network"))
    b.resolve()  # its enters trigger
    assert "Big Beast" not in set(b.permanents["name"])
    assert "Grizzly Bears" in set(b.permanents["name"])
    b.remove(b.get("Aligned Hedron Network"))  # it leaves: the Beast returns (610.3c)
    frame = b.permanents
    back = frame[frame["name"] == "Big Beast"]
    assert len(back) == 1 and back["controller"].iloc[0] == "opponent"
