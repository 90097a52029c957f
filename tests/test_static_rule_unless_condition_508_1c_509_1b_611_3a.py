"""Rules of attacking and blocking that hold "unless" a condition does (CR 508.1c,
509.1b, 611.3a): "~ can't attack or block unless you control another Giant" is the
static ability "~ can't attack or block" holding while the condition doesn't. Read on
every corpus line of that shape whose condition is one of the conditions' vocabulary,
played by the audit, and played on boards where the condition starts, then stops,
holding (611.3a: checked continuously)."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import StaticModifier
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines
from tests.static_lines import real

#: "~ can't attack / block / attack or block unless <condition>." where the "unless" is
#: a condition, not a cost to pay, sacrifice, return or tap (508.1d, 508.1h: not read here)
_LINE = re.compile(r"can't (?:attack|block|attack or block) unless (?!defending player "
                   r"controls)(?![^.]*\b(?:pays?|sacrifices?|return|tap)\b)[^.]*\.")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)) and "\"" not in a.text
                            and not a.text.startswith(("When", "Whenever", "At ")))


pytest_generate_tests = parametrize_face_lines("line", _lines)

#: conditions not in the vocabulary yet (the city's blessing, soulbond pairs, what died
#: or was dealt damage this turn, every player's permanents or cards, the defending or
#: attacking player's, speed, what else attacks or blocks)
_NOT_READ = re.compile(r"city's blessing|paired|died|been dealt|on the battlefield|"
                       r"a player has|an enchantment is|another creature with power|"
                       r"counters? on it|a 1/1 creature|also (?:attacks|blocks)|at least|"
                       r"defending player|attacking player|max speed|in exile|noncreature")


def test_every_cant_attack_or_block_unless_line_is_read_cr_508_1c_611_3a(
        line: tuple[Any, Any]) -> None:
    _face, ability = line
    if not ability.supported and _NOT_READ.search(ability.text):
        pytest.skip("a condition not in the vocabulary yet")
    assert ability.supported, ability.problem
    rules = [e for e in ability.effects if isinstance(e, StaticModifier)]
    # each rule holds under the condition turned around (611.3a)
    assert rules and all(r.condition is not None for r in rules)
    audit_found([line], board_refusals=True)


def test_cant_attack_or_block_unless_you_control_another_giant_cr_508_1c_611_3a() -> None:
    b = ml.Board()
    giant = b.add(real("Blind-Spot Giant"))
    # "another Giant": the Giant itself doesn't count
    assert any("can't attack" in why for why in b.attack_problems(giant))
    other = b.add(real("Hill Giant"))
    assert b.attack_problems(giant) == []  # the condition holds: the rule stops (611.3a)
    b.remove(other)
    assert b.attack_problems(giant) != []  # and holds again once it doesn't


def test_cant_block_unless_you_control_another_minotaur_cr_509_1b_611_3a() -> None:
    b = ml.Board()
    attacker = b.add(real("Grizzly Bears"), "opponent")
    brawler = b.add(real("Felhide Brawler"))
    b.pass_turn()  # the opponent's turn: their Bears attack
    b.attack(attacker)
    with pytest.raises(ml.IllegalActionError):
        b.block(brawler, attacker)
    b.add(real("Felhide Brawler"))  # another Minotaur: now it may block
    b.block(brawler, attacker)
    assert b.in_combat()["blocking"]


def test_cant_attack_unless_you_cast_a_creature_spell_this_turn_cr_508_1c() -> None:
    b = ml.Board()
    cohort = b.add(real("Goblin Cohort"))
    assert b.attack_problems(cohort) != []
    b.add(real("Llanowar Elves"), zone="hand")
    b.add_mana("you", "G")
    b.cast("Llanowar Elves")  # a creature spell cast this turn: Cohort may attack
    assert b.attack_problems(cohort) == []


def test_cant_attack_or_block_unless_its_equipped_names_the_creature_cr_301_5c() -> None:
    b = ml.Board()
    drone = b.add(real("Training Drone"))
    assert b.attack_problems(drone) != []
    b.add(real("Bonesplitter"), attached_to=drone)  # "it's equipped": the Drone is
    assert b.attack_problems(drone) == []


def test_at_least_three_reads_as_three_or_more() -> None:
    # "at least three other creatures" and "three or more other creatures" count alike
    def line(count: str) -> Any:
        return ml.Card.from_text(
            name="Test God", mana_cost="{2}{W}", type_line="Creature — God", power="5",
            toughness="5", oracle_text=f"Test God can't attack or block unless you control "
            f"{count} other creatures.").abilities[0].effects
    assert line("at least three") == line("three or more")


def test_oketra_attacks_once_you_control_three_other_creatures_cr_508_1c() -> None:
    b = ml.Board()
    oketra = b.add(real("Oketra the True"))
    for _ in range(2):
        b.add(real("Grizzly Bears"))
    assert b.attack_problems(oketra) != []  # two others: not at least three
    b.add(real("Grizzly Bears"))
    assert b.attack_problems(oketra) == []
