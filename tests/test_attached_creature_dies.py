""""When enchanted creature dies" / "whenever equipped creature dies" (CR 603.6c,
603.10a, 400.7).

A leaves-the-battlefield ability looks back in time: an Aura or Equipment that was
attached to the creature as it died triggers, even though the Aura is then put into
its owner's graveyard by state-based actions (704.5m). "That card" is the card the
creature became in the graveyard (400.7).
"""

from __future__ import annotations

import mtglab as ml

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         oracle_text="", power="2", toughness="2")
ISLAND = ml.Card.from_text(name="Test Island", type_line="Basic Land — Island",
                           oracle_text="({T}: Add {U}.)")


def aura(name: str, text: str) -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost="{1}{B}", type_line="Enchantment — Aura",
                             oracle_text=f"Enchant creature\n{text}")


def kill(b: ml.Board, p: ml.Permanent) -> None:
    b.add_counters(p, "-1/-1", 2)
    b.check_state()  # 704.5f: toughness 0, put into its owner's graveyard


def test_an_auras_dies_ability_triggers_though_the_aura_goes_too_603_10a() -> None:
    b = ml.Board()
    b.add(ISLAND, zone="library")
    bear = b.add(BEAR)
    b.add(aura("Deathly Bond", "When enchanted creature dies, draw a card."),
          attached_to=bear)
    kill(b, bear)
    assert list(b.stack["name"]) == ["Deathly Bond"]
    assert sorted(b.graveyard("you")["name"]) == ["Bear", "Deathly Bond"]  # 704.5m
    b.resolve()
    assert list(b.hand("you")["name"]) == ["Test Island"]


def test_equipment_triggers_when_equipped_creature_dies_603_6c() -> None:
    scythe = ml.Card.from_text(name="Soul Scythe", mana_cost="{2}",
                               type_line="Artifact — Equipment",
                               oracle_text="Whenever equipped creature dies, put a soul "
                               "counter on Soul Scythe.\nEquip {1}")
    b = ml.Board()
    bear = b.add(BEAR)
    s = b.add(scythe, attached_to=bear)
    kill(b, bear)
    b.resolve()
    assert b.state.permanents[s.id].counters == (("soul", 1),)


def test_that_card_returns_as_a_new_object_under_your_control_400_7() -> None:
    b = ml.Board()
    bear = b.add(BEAR, "opponent")
    b.add(aura("Minion Call", "When enchanted creature dies, return that card to the "
               "battlefield under your control."), "you", attached_to=bear)
    kill(b, bear)
    back = b.resolve()
    assert back is not None and back.name == "Bear" and back.id != bear.id
    assert b.controller(back) == "you"
    assert b.graveyard("opponent").empty


def test_an_unattached_aura_does_not_trigger() -> None:
    b = ml.Board()
    bear, other = b.add(BEAR), b.add(BEAR)
    b.add(aura("Deathly Bond", "When enchanted creature dies, draw a card."),
          attached_to=other)
    kill(b, bear)
    assert b.stack.empty


def test_its_controller_is_the_dead_creatures_controller_603_10a_608_2h() -> None:
    # "its controller" names the creature that died as it last existed (608.2h): the
    # opponent's Bear, enchanted by your Aura, makes the opponent lose the life
    b = ml.Board()
    bear = b.add(BEAR, "opponent")
    b.add(aura("Toll", "When enchanted creature dies, its controller loses 2 life."),
          attached_to=bear)
    kill(b, bear)
    b.resolve()
    assert (b.life("opponent"), b.life("you")) == (18, 20)
