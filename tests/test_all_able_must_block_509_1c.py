""""All creatures able to block ~ do so" (Lure) and "All creatures able to block target
creature this turn do so": a requirement on every creature able to block that creature
(CR 509.1c), obeyed as far as the restrictions allow (509.1b-c); as a static ability
(604) and as the effect of a resolving instruction until the turn ends (611.2a, 514.2).
Played on real cards of ../shared/corpus, and across every corpus line of the wording."""

from __future__ import annotations

from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import Relation
from mtglab.cards.statics import CombatRule, CombatRuleKind
from tests.static_lines import real, wording

_STATIC = (r"All (creatures|creatures with flying|Walls) able to block "
           r"(~|enchanted creature|equipped creature) do so\.")


def _enter(b: ml.Board, face: Any, controller: str = "you") -> Any:
    low = not (face.toughness or "").isdigit() or int(face.toughness) < 1
    return b.add(face, controller, counters={"+1/+1": 3} if low else None)


@pytest.mark.parametrize("case", wording(_STATIC) or [None],
                         ids=lambda c: c[0].name if c else "no corpus")
def test_every_static_all_able_block_line_is_read_and_played_cr_509_1c(case: Any) -> None:
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    assert ability.supported, ability.problem
    rule = next(e for e in ability.effects if isinstance(e, CombatRule))
    assert rule.kind is CombatRuleKind.MUST_BE_BLOCKED_BY_ALL
    if "Creature" not in face.types or rule.selector.relation is not Relation.SELF:
        return  # of the creature an Aura or Equipment is on: played below through Lure
    b = ml.Board()
    me = _enter(b, face)
    wall = real("Wall of Stone") if "Walls" in ability.text else \
        real("Wind Drake") if "flying" in ability.text else real("Grizzly Bears")
    blocker = b.add(wall, "opponent")
    b.attack(me)
    if b.in_combat()["attacking"] != [me]:
        pytest.skip(f"{face.name} can't attack on a plain board")
    with pytest.raises(ml.IllegalActionError, match=r"509.1c"):
        b.block()  # 509.1c: it is able to block, so it must
    b.block(blocker, me)
    assert b.in_combat()["blocking"] == [blocker]


def test_lure_makes_every_able_creature_block_enchanted_creature_cr_509_1c() -> None:
    b = ml.Board()
    bears = b.add(real("Grizzly Bears"))
    b.add(real("Lure"), attached_to=bears)
    one, two = b.add(real("Hill Giant"), "opponent"), b.add(real("Llanowar Elves"), "opponent")
    tapped = b.add(real("Grizzly Bears"), "opponent", tapped=True)
    b.attack(bears)
    with pytest.raises(ml.IllegalActionError, match=r"must block Grizzly Bears"):
        b.block(one, bears)  # the Elves are able to block it too
    b.block(blocks=[(one, bears), (two, bears)])  # the tapped one is not able (509.1a)
    assert set(b.in_combat()["blocking"]) == {one, two}
    assert tapped not in b.in_combat()["blocking"]


def test_a_restriction_outweighs_the_requirement_cr_509_1c() -> None:
    # 509.1c: a requirement is obeyed only as far as no restriction is broken; a creature
    # without flying or reach can't block a flier (702.9b)
    b = ml.Board()
    bird = b.add(real("Wind Drake"))
    b.add(real("Lure"), attached_to=bird)
    bears = b.add(real("Grizzly Bears"), "opponent")
    b.attack(bird)
    b.block()
    assert b.in_combat()["blocking"] == []
    assert bears not in b.in_combat()["blocking"]


def test_all_able_block_target_creature_this_turn_cr_509_1c_611_2a() -> None:
    b = ml.Board()
    bears = b.add(real("Grizzly Bears"))
    b.add_mana("you", "{G}{G}{G}{G}{G}{G}")
    giant = b.add(real("Hill Giant"), "opponent")
    b.cast(real("Taunting Challenge"), targets=[bears])
    b.attack(bears)
    with pytest.raises(ml.IllegalActionError, match=r"509.1c"):
        b.block()
    b.block(giant, bears)
    assert b.in_combat()["blocking"] == [giant]


def test_the_requirement_of_an_instruction_ends_with_the_turn_cr_514_2() -> None:
    b = ml.Board()
    bears = b.add(real("Grizzly Bears"))
    b.add_mana("you", "{G}{G}{G}{G}{G}{G}")
    b.add(real("Hill Giant"), "opponent")
    b.cast(real("Taunting Challenge"), targets=[bears])
    b.pass_turn()
    b.pass_turn()
    b.attack(bears)
    b.block()  # 514.2: the effect ended in the cleanup step of the turn it was made
    assert b.in_combat()["blocking"] == []
