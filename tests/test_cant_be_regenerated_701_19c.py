""""Can't be regenerated this turn" (CR 701.19c): an effect of a resolving instruction
on the objects it names, until the turn ends (611.2a, 611.2c, 514.2) — "Target creature
can't be regenerated this turn", "A creature dealt damage this way can't be regenerated
this turn" (those the instruction before dealt damage to, 608.2c), Carbonize's "If it's a
creature, it can't be regenerated this turn, and if it would die this turn, exile it
instead" (614.1a); and "That creature can't be regenerated" after a destroy instruction.
Played on real cards of ../shared/corpus, and read across every corpus line."""

from __future__ import annotations

from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import Destroy
from mtglab.cards.oracle.triggerlimits import walk
from tests.static_lines import real, wording


def _shielded_boa(b: ml.Board) -> Any:
    """River Boa ({G}: Regenerate River Boa) with a regeneration shield (701.19a)."""
    boa = b.add(real("River Boa"), "opponent")
    b.add_mana("opponent", "{G}")
    b.activate(boa, 1, player="opponent")
    return boa


_LINES = [
    r"(Target creature|It|That creature|~) can't be regenerated this turn\.",
    r"~ deals \d+ damage to [^.]+\. (A creature|Creatures) dealt damage this way can't be "
    r"regenerated this turn\.",
    r"~ deals (\d+|X) damage to any target\. If it's a creature, it can't be regenerated this "
    r"turn, and if it would die this turn, exile it instead\.",
]


@pytest.mark.parametrize("case", [c for p in _LINES for c in wording(p)] or [None],
                         ids=lambda c: c[0].name if c else "no corpus")
def test_every_cant_be_regenerated_this_turn_line_is_read_cr_701_19c(case: Any) -> None:
    if case is None:
        pytest.skip("needs the corpus")
    _face, ability = case
    assert ability.supported, ability.problem


def test_a_creature_dealt_damage_this_way_cant_be_regenerated_cr_701_19c() -> None:
    b = ml.Board()
    boa = _shielded_boa(b)
    b.add_mana("you", "{R}{R}")
    b.cast(real("Incinerate"), targets=[boa])
    assert boa.id not in b.state.permanents  # its shield doesn't apply (701.19c)
    assert list(b.graveyard("opponent")["name"]) == ["River Boa"]


def test_without_the_effect_the_shield_regenerates_it_cr_701_19a() -> None:
    b = ml.Board()
    boa = _shielded_boa(b)
    b.add_mana("you", "{R}")
    b.cast(real("Shock"), targets=[boa])
    assert b.is_tapped(boa)  # regenerated: tapped, damage removed


def test_incinerate_to_a_player_only_deals_damage_cr_608_2c() -> None:
    b = ml.Board()
    b.add_mana("you", "{R}{R}")
    b.cast(real("Incinerate"), targets=["opponent"])
    assert b.state.player("opponent").life == 17


def test_target_creature_cant_be_regenerated_this_turn_cr_701_19c() -> None:
    b = ml.Board()
    boa = _shielded_boa(b)
    brood = b.add(real("Furnace Brood"))
    b.add_mana("you", "{R}{R}")
    b.activate(brood, targets=[boa])
    b.cast(real("Shock"), targets=[boa])
    assert boa.id not in b.state.permanents


def test_the_effect_ends_with_the_turn_cr_514_2() -> None:
    b = ml.Board()
    boa = b.add(real("River Boa"), "opponent")
    brood = b.add(real("Furnace Brood"))
    b.add_mana("you", "{R}")
    b.activate(brood, targets=[boa])
    b.pass_turn()
    b.add_mana("opponent", "{G}")
    b.activate(boa, 1, player="opponent")
    b.add_mana("you", "{R}")
    b.cast(real("Shock"), targets=[boa], controller="you")  # on the opponent's turn
    assert b.is_tapped(boa)  # regenerated (701.19a)


def test_flamebreak_creatures_dealt_damage_this_way_cr_701_19c() -> None:
    b = ml.Board()
    boa = _shielded_boa(b)
    b.add_mana("you", "{R}{R}{R}")
    b.cast(real("Flamebreak"))
    assert boa.id not in b.state.permanents
    assert b.state.player("you").life == 17


def test_carbonize_neither_regenerates_nor_dies_cr_701_19c_614_1a() -> None:
    b = ml.Board()
    boa = _shielded_boa(b)
    b.add_mana("you", "{R}{R}{R}")
    b.cast(real("Carbonize"), targets=[boa])
    assert boa.id not in b.state.permanents
    assert "River Boa" in list(b.exile["name"])


@pytest.mark.parametrize("case", wording(
    r".*[Dd]estroy [^.]+\. (That|The) creature can't be regenerated\.") or [None],
    ids=lambda c: c[0].name if c else "no corpus")
def test_that_creature_cant_be_regenerated_after_destroy_cr_701_19c(case: Any) -> None:
    if case is None:
        pytest.skip("needs the corpus")
    _face, ability = case
    assert ability.supported, ability.problem
    destroys = [e for e in walk(ability.effects) if isinstance(e, Destroy)]
    assert destroys and not any(d.regenerate for d in destroys)


def test_a_creature_dealt_damage_this_way_cant_block_cr_608_2c_509_1b() -> None:
    # the same subject with another verb: Ballista Wielder's "A creature dealt damage this
    # way can't block this turn" names the creature its damage went to (608.2c)
    card = real("Ballista Watcher // Ballista Wielder")
    wielder = card.faces[1]
    ability = next(a for a in wielder.abilities if "can't block" in a.text)
    assert ability.supported, ability.problem
    b = ml.Board()
    me = b.add(wielder)
    bears = b.add(real("Grizzly Bears"), "opponent")
    b.add_mana("you", "{R}{R}{R}")
    b.activate(me, ability.text, targets=[bears])
    assert b.state.permanents[bears.id].damage == 1
    attacker = b.add(real("Hill Giant"))
    b.attack(attacker)
    with pytest.raises(ml.IllegalActionError, match=r"can't block"):
        b.block(bears, attacker)
