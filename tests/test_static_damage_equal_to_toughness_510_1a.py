"""Combat damage equal to toughness rather than power (a change of CR 510.1a): "Each
creature assigns combat damage equal to its toughness rather than its power" (Doran, the
Siege Tower) and the lines like it, for the creatures their subject covers ("with
toughness greater than its power": each creature's own values compared, 208.1). Every
corpus line is read and played; on a board the damage dealt is the toughness while the
ability applies and the power once its source is gone (611.3a)."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import StaticModifier
from mtglab.cards.statics import DAMAGE_BY_TOUGHNESS
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines
from tests.static_lines import real

_LINE = re.compile(r"assigns? combat damage equal to (?:its|their) toughness rather than "
                   r"(?:its|their) power")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)

#: lines whose other parts aren't read yet (an "as long as it has vigilance" condition,
#: an effect until end of turn of a spell, a planeswalker's emblem)
_ELSEWHERE = re.compile(r"^As long as|Until end of turn|this turn")


def test_every_toughness_damage_line_is_read_and_played_cr_510_1a(
        line: tuple[Any, Any]) -> None:
    _face, ability = line
    if not ability.supported and _ELSEWHERE.search(ability.text):
        pytest.skip("another part of the line isn't read yet")
    assert ability.supported, ability.problem
    if ability.kind is ml.AbilityKind.STATIC:
        assert any(isinstance(e, StaticModifier) and e.kind == DAMAGE_BY_TOUGHNESS
                   for e in ability.effects)
    audit_found([line], board_refusals=True)


def _attack_alone(b: ml.Board, creature: Any) -> int:
    """The opponent's life lost to ``creature`` attacking unblocked."""
    before = b.life("opponent")
    b.phase = "beginning of combat"
    b.attack(creature)
    b.combat_damage()
    return before - b.life("opponent")


def test_doran_makes_a_0_2_deal_2_cr_510_1a() -> None:
    b = ml.Board()
    b.add(real("Doran, the Siege Tower"))
    thopter = b.add(real("Ornithopter"))  # 0/2
    assert _attack_alone(b, thopter) == 2


def test_without_doran_a_0_2_deals_none_cr_510_1a() -> None:
    b = ml.Board()
    thopter = b.add(real("Ornithopter"))
    assert _attack_alone(b, thopter) == 0  # 0 power assigns no damage (510.1a)


def test_a_blocker_assigns_its_toughness_too_cr_510_1a_510_1d() -> None:
    b = ml.Board()
    bears = b.add(real("Grizzly Bears"), "opponent")  # 2/2
    b.add(real("Doran, the Siege Tower"))  # "each creature": the opponent's too
    wall = b.add(real("Wall of Stone"))  # 0/8
    b.pass_turn()
    b.phase = "beginning of combat"
    b.attack(bears)
    b.block(wall, bears)
    b.combat_damage()
    assert "Grizzly Bears" in list(b.graveyard("opponent")["name"])  # 8 damage to a 2/2


def test_with_toughness_greater_than_its_power_compares_each_creature_cr_208_1() -> None:
    # Bedrock Tortoise: only creatures whose toughness is greater than their power
    b = ml.Board()
    b.add(real("Bedrock Tortoise"))
    thopter = b.add(real("Ornithopter"))  # 0/2: toughness greater, deals 2
    assert _attack_alone(b, thopter) == 2
    b2 = ml.Board()
    b2.add(real("Bedrock Tortoise"))
    piker = b2.add(real("Goblin Piker"))  # 2/1: power greater, deals its power
    assert _attack_alone(b2, piker) == 2
    b3 = ml.Board()
    b3.add(real("High Alert"))  # every creature you control: the 2/1 deals 1
    piker3 = b3.add(real("Goblin Piker"))
    assert _attack_alone(b3, piker3) == 1
