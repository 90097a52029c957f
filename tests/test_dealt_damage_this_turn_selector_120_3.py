"""What "that was dealt damage this turn" selects (CR 120.3, 514.2): a permanent dealt
damage since the turn began — a target ("destroy target creature that was dealt damage
this turn") or every one ("each creature dealt damage this turn") — on every corpus
spell of the wording, cast through the public API. Tests skip without the shared corpus
(../shared)."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.static_lines import real, wording

_DESTROY = r"Destroy target creature that was dealt damage this turn\.( It can't be regenerated\.)?"


def _ids(case: Any) -> str:
    return case[0].name if case else "no corpus"


def _spell_cost(face: Any) -> str:
    """Mana enough for the face's cost: its colored symbols, the rest colorless."""
    cost = str(face.mana_cost or "")
    colored = "".join(ch for ch in cost if ch in "WUBRG")
    generic = sum(int(n) for n in re.findall(r"\{(\d+)\}", cost))
    return colored + "C" * generic


@pytest.mark.parametrize("case", wording(_DESTROY, types="Instant")
                         + wording(_DESTROY, types="Sorcery") or [None], ids=_ids)
def test_every_destroy_target_creature_dealt_damage_this_turn_cr_120_3(case: Any) -> None:
    if case is None:
        pytest.skip("needs the shared corpus (../shared/corpus)")
    face, ability = case
    assert ability.supported, ability.problem
    b = ml.Board()
    hurt = b.add(real("Hill Giant"), "opponent")
    whole = b.add(real("Grizzly Bears"), "opponent")
    b.add_mana("you", "R")
    b.cast(real("Shock"), targets=[hurt])  # 2 damage: it survives, damaged (120.3)
    b.add_mana("you", _spell_cost(face))
    with pytest.raises(ml.IllegalActionError, match=r"115.1"):
        b.cast(face, targets=[whole])  # never dealt damage this turn
    b.cast(face, targets=[hurt])
    assert [c.name for c in b.cards("opponent", "graveyard")] == ["Hill Giant"]


def test_damage_dealt_this_turn_wears_off_in_cleanup_cr_514_2() -> None:
    b = ml.Board()
    hurt = b.add(real("Hill Giant"), "opponent")
    b.add_mana("you", "R")
    b.cast(real("Shock"), targets=[hurt])
    b.pass_turn()
    b.pass_turn()
    b.add_mana("you", "BB")
    with pytest.raises(ml.IllegalActionError, match=r"115.1"):
        b.cast(real("Fatal Blow"), targets=[hurt])


def test_each_creature_dealt_damage_this_turn_cr_120_3() -> None:
    b = ml.Board()
    hurt = b.add(real("Hill Giant"), "opponent")
    whole = b.add(real("Grizzly Bears"), "opponent")
    b.add_mana("you", "R")
    b.cast(real("Shock"), targets=[hurt])
    b.add_mana("you", "R")
    b.cast(real("Inflame"))  # 2 more to the Giant only: 4 damage, lethal (704.5g)
    assert [c.name for c in b.cards("opponent", "graveyard")] == ["Hill Giant"]
    assert b.state.permanents[b.id_of(whole)].damage == 0


def test_combat_damage_counts_as_dealt_this_turn_cr_510_2() -> None:
    b = ml.Board()
    bears = b.add(real("Grizzly Bears"))
    wall = b.add(real("Wall of Stone"), "opponent")
    b.attack(bears)
    b.block(wall, bears)
    b.combat_damage()
    b.add_mana("you", "BB")
    b.cast(real("Fatal Blow"), targets=[wall])
    assert [c.name for c in b.cards("opponent", "graveyard")] == ["Wall of Stone"]


def test_damage_marked_as_set_up_was_dealt_this_turn_cr_120_3() -> None:
    b = ml.Board()
    giant = b.add(real("Hill Giant"), "opponent")
    with pytest.raises(ml.BadArgumentError, match="damage"):
        b.edit(giant, damage=-1)
    b.edit(giant, damage=1)  # set-up: marked on it this turn (120.3)
    b.add_mana("you", "BB")
    b.cast(real("Fatal Blow"), targets=[giant])
    assert [c.name for c in b.cards("opponent", "graveyard")] == ["Hill Giant"]
