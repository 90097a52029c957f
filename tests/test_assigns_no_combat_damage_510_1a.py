"""'~ assigns no combat damage this turn' (Ophidian, Dwarven Vigilantes, the Laccoliths):
until the turn ends the creature assigns no combat damage (a change of CR 510.1a), blocked
or not; after "you may ... If you do," only if the choice was taken (608.2d). Every
corpus line of the form that is read is played; on a board the player the creature
attacks keeps their life when the ability's controller chose to do it."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import MayDo, StaticModifier
from mtglab.cards.instructions import IfYouDo, Lasting
from mtglab.cards.statics import NO_COMBAT_DAMAGE
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines
from tests.static_lines import real

_LINE = re.compile(r"\bassigns? no combat damage this turn", re.I)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def _no_damage(effects: Any) -> bool:
    for e in effects:
        if isinstance(e, Lasting) and isinstance(e.effect, StaticModifier) and \
                e.effect.kind == NO_COMBAT_DAMAGE:
            return True
        if isinstance(e, IfYouDo | MayDo) and _no_damage(e.effects):
            return True
    return False


def test_every_read_no_combat_damage_line_is_played_cr_510_1a(
        line: tuple[Any, Any]) -> None:
    _face, ability = line
    if not ability.supported:  # a trigger "this turn, when ...", "any player may ..."
        pytest.skip("another part of the line isn't read yet")
    assert _no_damage(ability.effects), ability.text
    audit_found([line], board_refusals=True)


def test_at_least_ten_lines_are_read_cr_510_1a() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    assert sum(1 for _f, a in found if a.supported) >= 10


def _ophidian_attacks(draw: bool) -> tuple[ml.Board, int]:
    """Ophidian (1/3: "Whenever Ophidian attacks and isn't blocked, you may draw a card.
    If you do, Ophidian assigns no combat damage this turn.") attacks unblocked; the
    opponent's life lost to it."""
    b = ml.Board()
    b.add(real("Grizzly Bears"), "you", zone="library")
    oph = b.add(real("Ophidian"))
    b.phase = "beginning of combat"
    b.attack(oph)
    b.block()
    b.resolve(choices=[draw])
    before = b.life("opponent")
    b.combat_damage()
    return b, before - b.life("opponent")


def test_ophidian_drawing_assigns_no_damage_cr_510_1a_608_2d() -> None:
    b, lost = _ophidian_attacks(True)
    assert lost == 0 and list(b.hand("you")["name"]) == ["Grizzly Bears"]


def test_ophidian_not_drawing_deals_its_damage_cr_608_2d() -> None:
    b, lost = _ophidian_attacks(False)
    assert lost == 1 and len(b.hand("you")) == 0


def test_the_effect_lasts_only_this_turn_cr_514_2() -> None:
    b, _lost = _ophidian_attacks(True)
    oph = next(int(i) for i, n in zip(b.permanents["id"], b.permanents["name"],
                                      strict=True) if n == "Ophidian")
    b.pass_turn()
    b.pass_turn()  # your next turn: the effect ended in the cleanup step (514.2)
    b.phase = "beginning of combat"
    b.attack(oph)
    b.block()
    b.resolve(choices=[False])
    before = b.life("opponent")
    b.combat_damage()
    assert before - b.life("opponent") == 1
