"""Combat damage (CR 510, 702.4, 702.7, 702.15) and the triggers of combat (508.3a,
509.3a, 510.3a) through the Board."""

from __future__ import annotations

import pytest

import mtglab as ml


def _creature(name: str, power: int = 2, toughness: int = 2, text: str = "") -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost="{1}{R}", type_line="Creature — Ogre",
                             power=str(power), toughness=str(toughness), oracle_text=text)


def test_unblocked_attacker_damages_the_player_it_attacks_510_1b() -> None:
    b = ml.Board()
    b.attack(b.add(_creature("Ogre", 3, 3)))
    b.block()  # no blockers (509.1)
    b.combat_damage()
    assert b.life("opponent") == 17
    assert b.state.player("opponent").life_lost == 3  # 120.3a: damage is life lost


def test_blocked_attacker_and_blocker_damage_each_other_510_1c_d() -> None:
    b = ml.Board()
    ogre = b.add(_creature("Ogre", 3, 3))
    bear = b.add(_creature("Bear", 2, 2), "opponent")
    b.attack(ogre)
    b.block(bear, ogre)
    b.combat_damage()
    assert b.life("opponent") == 20  # a blocked creature doesn't damage the player
    assert "Bear" in list(b.graveyard("opponent")["name"])  # 3 >= 2: lethal (704.5g)
    assert b.state.permanents[b.id_of(ogre)].damage == 2


def test_zero_power_assigns_no_combat_damage_510_1a() -> None:
    b = ml.Board()
    b.attack(b.add(_creature("Wimp", 0, 3)))
    b.combat_damage()  # from the declare attackers step: no blockers declared
    assert b.life("opponent") == 20


def test_two_blockers_damage_is_divided_as_its_controller_chooses_510_1c() -> None:
    b = ml.Board()
    giant = b.add(_creature("Giant", 4, 4))
    one = b.add(_creature("One", 1, 2), "opponent")
    two = b.add(_creature("Two", 1, 2), "opponent")
    b.attack(giant)
    b.block(blocks=[(one, giant), (two, giant)])
    with pytest.raises(ml.ChoiceRequired):
        b.combat_damage()
    b.combat_damage(choices=["2 to One, 2 to Two"])
    assert sorted(b.graveyard("opponent")["name"]) == ["One", "Two"]


def test_first_strike_deals_damage_in_a_first_step_510_4_702_7b() -> None:
    b = ml.Board()
    knight = b.add(_creature("Knight", 2, 2, "First strike"))
    bear = b.add(_creature("Bear", 2, 2), "opponent")
    b.attack(knight)
    b.block(bear, knight)
    b.combat_damage()  # the first step: the bear dies before it deals damage
    assert "Bear" in list(b.graveyard("opponent")["name"])
    b.combat_damage()  # the second step: nothing left to deal damage
    assert b.state.permanents[b.id_of(knight)].damage == 0
    with pytest.raises(ml.IllegalActionError, match=r"510"):
        b.combat_damage()  # this combat's damage has been dealt


def test_double_strike_deals_damage_in_both_steps_702_4b() -> None:
    b = ml.Board()
    b.attack(b.add(_creature("Duelist", 2, 2, "Double strike")))
    b.block()
    b.combat_damage()
    b.combat_damage()
    assert b.life("opponent") == 16


def test_lifelink_gains_life_for_combat_damage_702_15b() -> None:
    b = ml.Board()
    b.attack(b.add(_creature("Cleric", 2, 2, "Lifelink")))
    b.combat_damage()
    assert (b.life("you"), b.life("opponent")) == (22, 18)


def test_deals_combat_damage_to_a_player_triggers_510_3a() -> None:
    b = ml.Board()
    b.add(ml.Card.from_text(name="Library Island", type_line="Basic Land — Island"), zone="library")
    rogue = b.add(_creature("Rogue", 1, 1, "Whenever Rogue deals combat damage to a player, "
                            "draw a card."))
    b.attack(rogue)
    assert b.stack.empty  # it doesn't trigger as it attacks
    b.combat_damage()
    assert list(b.stack["name"]) == ["Rogue"]
    b.resolve()
    assert len(b.hand("you")) == 1


def test_attacks_or_blocks_triggers_when_it_blocks_509_3a() -> None:
    b = ml.Board(active="opponent")
    b.add(ml.Card.from_text(name="Library Island", type_line="Basic Land — Island"), zone="library")
    b.add(ml.Card.from_text(name="Library Island", type_line="Basic Land — Island"),
          "opponent", zone="library")
    raider = b.add(_creature("Raider"), "opponent")
    golem = b.add(_creature("Golem", 2, 2, "Whenever Golem attacks or blocks, each player "
                            "draws a card."))
    b.attack(raider)
    b.block(golem, raider)
    b.resolve()
    assert (len(b.hand("you")), len(b.hand("opponent"))) == (1, 1)


def test_passing_the_turn_ends_combat_511_3() -> None:
    b = ml.Board()
    ogre = b.add(_creature("Ogre", 3, 3))
    b.attack(ogre)
    b.pass_turn()
    assert b.in_combat()["attacking"] == []


def test_trample_assigns_the_excess_to_the_player_702_19b() -> None:
    # lethal damage to the blocker first, the rest as its controller chooses (702.19b)
    b = ml.Board()
    wurm = b.add(_creature("Wurm", 6, 6, "Trample"))
    bear = b.add(_creature("Bear"), "opponent")
    b.attack(wurm)
    b.block(bear, wurm)
    before = b.state
    with pytest.raises(ml.ChoiceRequired) as asked:
        b.combat_damage()
    assert b.state is before
    assert "1 to Bear, 5 to opponent" not in asked.value.options  # not lethal to the Bear
    b.combat_damage(choices=["2 to Bear, 4 to opponent"])
    assert b.life("opponent") == 16 and bear.id not in b.state.permanents


def test_the_permanents_table_shows_who_is_in_combat_506_4() -> None:
    b = ml.Board()
    ogre = b.add(_creature("Ogre", 3, 3))
    bear = b.add(_creature("Bear"), "opponent")
    b.attack(ogre)
    b.block(bear, ogre)
    table = b.permanents.set_index("name")["combat"]
    assert table["Ogre"] == "attacking opponent (blocked)"
    assert table["Bear"] == f"blocking #{b.id_of(ogre)}"
