"""One-turn evasion naming the creatures which can't block (CR 509.1b): "Target creature
can't be blocked by creatures with power 2 or less this turn", "~ can't be blocked this
turn except by Walls". A restriction on blocking made by a resolving instruction, on the
creatures it names as it resolves (611.2c), until the turn ends (611.2a, 514.2); checked
as blockers are declared (509.1b). Played on real cards of ../shared/corpus, and across
every corpus line of the wording."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.instructions import Lasting
from mtglab.cards.statics import CombatRule, CombatRuleKind
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines, records_within
from tests.static_lines import real

_LINE = re.compile(r"can't be blocked (by (?!more than)[^.]*|except by [^.]*)this turn"
                   r"|can't be blocked this turn except by")


def _lines() -> list[tuple[Any, Any]]:
    # (a granted ability's quoted text is the granted ability's line, 113.1a)
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)) and '"' not in a.text)


pytest_generate_tests = parametrize_face_lines("line", _lines)


def _lastings(obj: Any) -> list[Lasting]:
    """Every :class:`Lasting` inside ``obj`` (an effect, maybe nested)."""
    return records_within(obj, Lasting)


def test_every_corpus_line_is_read_as_the_restriction_cr_509_1b(line: Any) -> None:
    _face, ability = line
    # the lines still lacking another part say which, never an internal error
    if not ability.supported:
        assert "internal" not in ability.problem
        return
    rules = [x.effect for x in _lastings(list(ability.effects))
             if isinstance(x.effect, CombatRule)]
    assert {r.kind for r in rules} & {CombatRuleKind.CANT_BE_BLOCKED_BY,
                                      CombatRuleKind.BLOCKED_ONLY_BY}


def test_every_supported_corpus_line_is_played_cr_509_1b() -> None:
    found = [(f, a) for f, a in _lines() if a.supported]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 8
    audit_found(found, board_refusals=True)


def _guided() -> tuple[ml.Board, Any, Any, Any]:
    """Ghirapur Guide's ability on Grizzly Bears (2/2): neither Llanowar Elves (1/1)
    nor Runeclaw Bear (2/2) may block it; Hill Giant (3/3) may."""
    b = ml.Board()
    bears = b.add(real("Grizzly Bears"))
    guide = b.add(real("Ghirapur Guide"))
    elves = b.add(real("Llanowar Elves"), "opponent")
    giant = b.add(real("Hill Giant"), "opponent")
    b.add_mana("you", "CCG")
    b.activate(guide, targets=[bears])
    return b, bears, elves, giant


def test_creatures_with_power_2_or_less_cant_block_it_cr_509_1b() -> None:
    b, bears, elves, giant = _guided()
    b.attack(bears)
    with pytest.raises(ml.IllegalActionError, match=r"509.1b"):
        b.block(elves, bears)
    b.block(giant, bears)
    assert b.in_combat()["blocking"] == [giant]


def test_the_restriction_is_on_the_named_creature_only_cr_611_2c() -> None:
    b = ml.Board()
    bears = b.add(real("Grizzly Bears"))
    other = b.add(real("Runeclaw Bear"))
    guide = b.add(real("Ghirapur Guide"))
    elves = b.add(real("Llanowar Elves"), "opponent")
    b.add_mana("you", "CCG")
    b.activate(guide, targets=[bears])
    b.attack(bears, other)
    with pytest.raises(ml.IllegalActionError, match=r"509.1b"):
        b.block(elves, bears)
    b.block(elves, other)  # never named by the effect: 611.2c
    assert b.in_combat()["blocking"] == [elves]


def test_the_restriction_ends_with_the_turn_cr_514_2() -> None:
    b, bears, elves, _giant = _guided()
    b.pass_turn()
    b.pass_turn()
    b.attack(bears)
    b.block(elves, bears)  # 514.2: the effect ended in the cleanup step
    assert b.in_combat()["blocking"] == [elves]


def test_except_by_walls_only_walls_block_it_cr_509_1b() -> None:
    b = ml.Board()
    bears = b.add(real("Grizzly Bears"))
    tools = b.add(real("Joven's Tools"))
    giant = b.add(real("Hill Giant"), "opponent")
    wall = b.add(real("Wall of Stone"), "opponent")
    b.add_mana("you", "CCCC")
    b.activate(tools, targets=[bears])
    b.attack(bears)
    with pytest.raises(ml.IllegalActionError, match=r"509.1b"):
        b.block(giant, bears)
    b.block(wall, bears)
    assert b.in_combat()["blocking"] == [wall]
