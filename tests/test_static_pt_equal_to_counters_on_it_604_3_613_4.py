"""Power and toughness each equal to the counters of a kind on the creature itself: "~'s
power and toughness are each equal to the number of time counters on it" (Tidewalker).
Printed, it is a characteristic-defining ability applied in layer 7a (604.3, 613.4a);
granted by another effect ("becomes a Construct artifact creature with '...'", Chimeric
Mass), it isn't one (604.3a) and sets them in layer 7b at that effect's timestamp
(613.4b). Every corpus line of that wording is read and played; the board shows the
counters counted, and the count changing as counters are removed (122.1)."""

from __future__ import annotations

import re
from typing import Any

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines
from tests.static_lines import real

_LINE = re.compile(r"power and toughness are each equal to the number of [a-z]+ counters "
                   r"on it\b")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_counters_on_it_line_is_read_and_played_cr_604_3(line: tuple[Any, Any]) -> None:
    _face, ability = line
    assert ability.supported, ability.problem
    audit_found([line], board_refusals=True)


def _pt(b: ml.Board, p: Any) -> tuple[Any, Any]:
    c = b.characteristics(p)
    return c["power"], c["toughness"]


def test_tidewalker_counts_its_time_counters_cr_613_4a_122_1() -> None:
    b = ml.Board()
    walker = b.add(real("Tidewalker"), counters={"time": 4})
    assert _pt(b, walker) == (4, 4)
    b.remove_counters(walker, "time", 1)
    assert _pt(b, walker) == (3, 3)  # counted continuously (604.3)


def test_a_granted_one_sets_power_and_toughness_in_layer_7b_cr_604_3a_613_4b() -> None:
    b = ml.Board()
    mass = b.add(real("Chimeric Mass"), counters={"charge": 3})
    b.add_mana("you", "C")
    b.activate(mass, 1)  # becomes a Construct artifact creature with the ability
    assert _pt(b, mass) == (3, 3)
    steps = b.explain(mass)
    assert "7b" in str(steps) and "604.3a" in str(steps)
