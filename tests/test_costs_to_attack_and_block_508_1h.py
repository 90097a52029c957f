"""Costs to attack and to block (CR 508.1d, 508.1h-j, 509.1c-d): "Creatures can't attack
you unless their controller pays {2} for each creature they control that's attacking
you" (Propaganda), "Enchanted creature can't attack or block unless its controller pays
{3}", "~ can't attack or block unless you pay {2}" — read as static abilities and
paid, from the mana pool, as attackers or blockers are declared; on every corpus line
of each wording. Tests skip without the shared corpus (../shared)."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.statics import CombatRule, CombatRuleKind
from tests.static_lines import creature_lines, real, wording


def _ids(case: Any) -> str:
    return case[0].name if case else "no corpus"


def _need(case: Any) -> tuple[Any, Any]:
    if case is None:
        pytest.skip("needs the shared corpus (../shared/corpus)")
    face, ability = case
    assert ability.supported, ability.problem
    return face, ability


def _cost(text: str) -> int:
    m = re.search(r"pays? \{(\d+)\}", text)
    assert m is not None, text
    return int(m.group(1))


_ATTACK_YOU = (r"(Nonblack c|C)reatures can't attack you( or planeswalkers you control)? "
               r"unless their controller pays \{\d+\} for each (creature they control "
               r"that's attacking you|of those creatures)\.")


@pytest.mark.parametrize("case", wording(_ATTACK_YOU) or [None], ids=_ids)
def test_every_cost_to_attack_you_is_paid_for_each_attacker_cr_508_1h(case: Any) -> None:
    face, ability = _need(case)
    rule = next(e for e in ability.effects if isinstance(e, CombatRule))
    assert rule.kind is CombatRuleKind.ATTACK_COST and rule.attacking_you
    each = _cost(ability.text)
    b = ml.Board()
    b.add(face, "opponent", counters={"+1/+1": 3} if "Creature" in face.types else None)
    bears, giant = b.add(real("Grizzly Bears")), b.add(real("Hill Giant"))
    b.add_mana("you", "C" * (2 * each - 1))
    with pytest.raises(ml.IllegalActionError, match=r"508.1h"):
        b.attack(bears, giant)  # one short: partial payments are not allowed (508.1j)
    assert b.in_combat()["attacking"] == [] and b.mana_pool("you") == "C" * (2 * each - 1)
    b.add_mana("you", "C")
    b.attack(bears, giant)  # the total, {2N}, locked in and paid (508.1h-j)
    assert b.in_combat()["attacking"] == [bears, giant]
    assert b.mana_pool("you") == ""


def test_a_cost_to_attack_you_is_not_one_to_attack_your_opponent_cr_508_1h() -> None:
    b = ml.Board()
    b.add(real("Propaganda"))  # mine: my creatures attack the opponent for free
    bears = b.add(real("Grizzly Bears"))
    b.attack(bears)
    assert b.in_combat()["attacking"] == [bears]


def test_phyrexian_cost_to_attack_is_paid_with_life_cr_107_4f() -> None:
    b = ml.Board()
    b.add(real("Norn's Annex"), "opponent")
    bears = b.add(real("Grizzly Bears"))
    b.attack(bears)  # {W/P}: 2 life with no white mana (107.4f, 119.4)
    assert b.life("you") == 18


_AURA = r"Enchanted creature can't attack( or block)? unless its controller pays \{(\d+)\}\."


@pytest.mark.parametrize("case", wording(_AURA) or [None], ids=_ids)
def test_every_aura_cost_to_attack_or_block_cr_508_1h_509_1d(case: Any) -> None:
    face, ability = _need(case)
    each = _cost(ability.text)
    b = ml.Board()
    bears = b.add(real("Grizzly Bears"))
    b.add(face, "opponent", attached_to=bears)
    with pytest.raises(ml.IllegalActionError, match=r"508.1h"):
        b.attack(bears)
    b.add_mana("you", "C" * each)
    b.attack(bears)
    assert b.mana_pool("you") == ""
    if "or block" not in ability.text:
        return
    b2 = ml.Board()  # the same Aura on a blocker: its controller pays to block (509.1d)
    attacker = b2.add(real("Hill Giant"))
    wall = b2.add(real("Grizzly Bears"), "opponent")
    b2.add(face, "you", attached_to=wall)
    b2.attack(attacker)
    with pytest.raises(ml.IllegalActionError, match=r"509.1d"):
        b2.block(wall, attacker)
    b2.add_mana("opponent", "C" * each)
    b2.block(wall, attacker)
    assert b2.in_combat()["blocking"] == [wall] and b2.mana_pool("opponent") == ""


_SELF = r"~ can't attack or block unless you pay \{(\d+)\}\."


@pytest.mark.parametrize("case", creature_lines(_SELF) or [None], ids=_ids)
def test_every_own_cost_to_attack_or_block_cr_508_1h_509_1d(case: Any) -> None:
    face, ability = _need(case)
    each = _cost(ability.text)
    b = ml.Board()
    me = b.add(face)
    with pytest.raises(ml.IllegalActionError, match=r"508.1h"):
        b.attack(me)
    b.add_mana("you", "C" * each)
    b.attack(me)
    b2 = ml.Board()
    attacker = b2.add(real("Hill Giant"))
    theirs = b2.add(face, "opponent")
    b2.attack(attacker)
    with pytest.raises(ml.IllegalActionError, match=r"509.1d"):
        b2.block(theirs, attacker)


def test_no_one_must_pay_to_obey_attacks_each_combat_cr_508_1d() -> None:
    b = ml.Board()
    juggernaut = b.add(real("Juggernaut"))  # attacks each combat if able
    with pytest.raises(ml.IllegalActionError, match=r"508.1d"):
        b.attack()  # it could attack for free: the requirement stands (508.1d)
    b = ml.Board()
    juggernaut = b.add(real("Juggernaut"))
    b.add(real("Ghostly Prison"), "opponent")
    b.add_mana("you", "CC")
    b.attack()  # a cost it isn't required to pay (508.1d)
    assert b.in_combat()["attacking"] == [] and b.mana_pool("you") == "CC"
    assert juggernaut is not None


# ----------------------------------- "assign its combat damage as though it weren't blocked"

_AS_UNBLOCKED = r"You may have ~ assign its combat damage as though it weren't blocked\."


@pytest.mark.parametrize("case", creature_lines(_AS_UNBLOCKED) or [None], ids=_ids)
def test_every_blocked_creature_may_assign_damage_as_though_unblocked_cr_510_1c(
        case: Any) -> None:
    face, _ability = _need(case)
    for unblocked in (True, False):
        b = ml.Board()
        me = b.add(face)
        wall = b.add(real("Wall of Stone"), "opponent")  # 0/8: it survives either way
        b.attack(me)
        while len(b.stack):  # its own attack trigger, if any
            b.resolve()
        b.block(wall, me)
        power = b.characteristics(me)["power"]
        b.combat_damage(choices=[unblocked])
        if unblocked:  # all of it to the player it attacks (510.1c; infect: poison)
            assert 20 - b.life("opponent") + b.player_counters("opponent").get(
                "poison", 0) == power
            assert b.state.permanents[b.id_of(wall)].damage == 0
        else:  # to its blocker (510.1c; infect: -1/-1 counters)
            assert b.life("opponent") == 20
            assert b.state.permanents[b.id_of(wall)].damage + b.counters(wall).get(
                "-1/-1", 0) == power


def test_a_granted_as_though_unblocked_choice_cr_510_1c() -> None:
    b = ml.Board()
    b.add(real("Proud Wildbonder"))  # trample creatures have the ability
    baloth = b.add(real("Colossal Dreadmaw"))  # 6/6 trample
    wall = b.add(real("Wall of Stone"), "opponent")
    b.attack(baloth)
    b.block(wall, baloth)
    b.combat_damage(choices=[True])
    assert b.life("opponent") == 14
