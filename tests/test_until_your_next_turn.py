"""Effects that last "until your next turn" (CR 611.2a, 500.1): they end as the next turn
of the effect's controller begins — after every other player's turn, not in a cleanup
step (514.2 ends only "until end of turn") — whatever the effect is (as goad and detain
last until their controller's next turn, 701.15a, 701.35a).

Shapesharer, Volrath, the Shapestealer (copy effects, 707.4) and a spell that gains
control (613.1b) show it.
"""

from __future__ import annotations

import pytest

import mtglab as ml

SHAPESHARER = ml.Card.from_text(
    name="Shapesharer", mana_cost="{1}{U}", type_line="Creature — Shapeshifter",
    power=2, toughness=2, oracle_text="Changeling\n{2}{U}: Target Shapeshifter becomes a "
    "copy of target creature until your next turn.")
VOLRATH = ml.Card.from_text(
    name="Volrath, the Shapestealer", mana_cost="{2}{U}{B}{G}",
    type_line="Legendary Creature — Phyrexian Shapeshifter", power=7, toughness=5,
    oracle_text="{1}: Until your next turn, Volrath, the Shapestealer becomes a copy of "
    "target creature with a counter on it, except it's 7/5 and it has this ability.")
SHIFTER = ml.Card.from_text(name="Shifter", mana_cost="{1}{U}", power=1, toughness=1,
                            type_line="Creature — Shapeshifter")
BORROW = ml.Card.from_text(name="Borrow", mana_cost="{U}", type_line="Sorcery",
                           oracle_text="Gain control of target creature until your next "
                           "turn.")


def name(b: ml.Board, p: object) -> str:
    return str(b.characteristics(p)["name"])  # type: ignore[arg-type]


def test_a_copy_until_your_next_turn_outlasts_the_cleanup_and_the_opponents_turn_611_2a(
) -> None:
    b = ml.Board()
    sharer = b.add(SHAPESHARER)
    shifter = b.add(SHIFTER)  # another Shapeshifter: the subject need not be the source
    bear = b.add("Grizzly Bears", "opponent")
    b.add_mana("you", "UUU")
    b.activate(sharer, 1, targets=[shifter, bear])
    assert name(b, shifter) == "Grizzly Bears" and name(b, sharer) == "Shapesharer"
    b.pass_turn()  # your cleanup (514.2 does not end it); the opponent's turn begins
    assert b.active == "opponent" and name(b, shifter) == "Grizzly Bears"
    b.pass_turn()  # your next turn begins: the effect ends (611.2a, 500.1)
    assert b.active == "you" and name(b, shifter) == "Shifter"
    assert any(r.action == "effect ends" and r.rule == "611.2a, 500.1" for r in b.state.log)


def test_only_a_shapeshifter_may_become_the_copy_115_1() -> None:
    b = ml.Board()
    sharer = b.add(SHAPESHARER)
    bear = b.add("Grizzly Bears")
    b.add_mana("you", "UUU")
    with pytest.raises(ml.IllegalActionError, match="not a legal target"):
        b.activate(sharer, 1, targets=[bear, sharer])


def test_an_opponents_effect_ends_as_the_opponents_turn_begins_611_2a() -> None:
    b = ml.Board()
    sharer = b.add(SHAPESHARER, "opponent")
    bear = b.add("Grizzly Bears")
    b.add_mana("opponent", "UUU")
    b.activate(sharer, 1, targets=[sharer, bear], player="opponent")  # on your turn
    assert name(b, sharer) == "Grizzly Bears"
    b.pass_turn()  # "your next turn" is the opponent's: it begins now
    assert b.active == "opponent" and name(b, sharer) == "Shapesharer"


def test_volrath_copies_a_creature_with_a_counter_as_a_7_5_122_1_707_9b() -> None:
    b = ml.Board()
    volrath = b.add(VOLRATH)
    bear = b.add("Grizzly Bears", "opponent")
    b.add_mana("you", "C")
    assert "it has no legal target" in b.activation_problems(volrath, 0)[0]
    b.add_counters(bear, "-1/-1", 1)  # a counter of any kind (122.1)
    b.activate(volrath, 0, targets=[bear])
    looks = b.characteristics(volrath)
    assert (looks["name"], looks["power"], looks["toughness"]) == ("Grizzly Bears", 7, 5)
    assert any("becomes a copy" in t for t in looks["abilities"])  # this ability
    b.pass_turn()
    assert name(b, volrath) == "Grizzly Bears"
    b.pass_turn()
    assert name(b, volrath) == "Volrath, the Shapestealer"


def test_any_effect_until_your_next_turn_ends_then_a_control_change_613_1b_611_2a() -> None:
    b = ml.Board()
    bear = b.add("Grizzly Bears", "opponent")
    b.add_mana("you", "U")
    b.cast(BORROW, targets=[bear])
    assert b.controller(bear) == "you"
    b.pass_turn()
    assert b.controller(bear) == "you"  # through the opponent's turn
    b.pass_turn()
    assert b.controller(bear) == "opponent"


def test_a_triggered_copy_until_your_next_turn_603_5_611_2a() -> None:
    # the effect of Crystalline Resonance, under a trigger mtglab reads
    resonance = ml.Card.from_text(
        name="Resonance", mana_cost="{2}{U}", type_line="Enchantment",
        oracle_text="Whenever a creature enters, you may have Resonance become a copy of "
        "another target permanent until your next turn, except it has this ability.")
    b = ml.Board()
    enchantment = b.add(resonance)
    bear = b.add("Grizzly Bears", "opponent")
    b.add_mana("you", "GG")
    b.cast("Grizzly Bears", choices=[bear])  # the trigger's target (603.3d)
    b.resolve(choices=[True])  # "you may" (603.5)
    assert name(b, enchantment) == "Grizzly Bears"
    b.pass_turn()
    assert name(b, enchantment) == "Grizzly Bears"
    b.pass_turn()
    assert name(b, enchantment) == "Resonance"
