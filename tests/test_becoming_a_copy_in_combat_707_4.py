"""The "becomes a copy" lines that play in combat (CR 707.4, 508.3a, 510.3a), each in a
test card of the same wording, through the Board."""

from __future__ import annotations

import pytest

import mtglab as ml


def _bear(name: str = "Bear", subtype: str = "Bear", text: str = "") -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost="{1}{G}", type_line=f"Creature — {subtype}",
                             power="2", toughness="2", oracle_text=text)


def test_attacking_source_becomes_a_copy_of_another_attacking_creature_707_4() -> None:
    # Tilonalli's Skinshifter: "it" is the attacking source; the target must be another
    # nonlegendary attacking creature (506.4), so the idle bear is no legal target
    shifter = ml.Card.from_text(
        name="Test Skinshifter", mana_cost="{2}{R}", type_line="Creature — Human Shapeshifter",
        power="0", toughness="1", oracle_text="Whenever Test Skinshifter attacks, it becomes "
        "a copy of another target nonlegendary attacking creature until end of turn.")
    assert shifter.abilities[0].supported
    b = ml.Board()
    s = b.add(shifter)
    b.add(_bear("Idle Bear"))
    raptor = b.add(_bear("Raptor", "Dinosaur"))
    b.attack(s, raptor)
    b.resolve()
    assert b.characteristics(s)["name"] == "Raptor"
    # a copy stays in combat (707.4: it doesn't leave the battlefield)
    assert [b.id_of(p) for p in b.in_combat()["attacking"]] == [b.id_of(s), b.id_of(raptor)]
    b.pass_turn()  # "until end of turn": it ends in the cleanup step (514.2)
    assert b.characteristics(s)["name"] == "Test Skinshifter"


def test_attack_trigger_you_may_have_it_become_a_copy_except_its_name_707_9b() -> None:
    # Sunfrill Imitator: "another target Dinosaur you control, except its name is ~ and
    # it has this ability"
    imitator = ml.Card.from_text(
        name="Test Imitator", mana_cost="{2}{G}", type_line="Creature — Dinosaur",
        power="3", toughness="3", oracle_text="Whenever Test Imitator attacks, you may have "
        "it become a copy of another target Dinosaur you control, except its name is Test "
        "Imitator and it has this ability.")
    b = ml.Board()
    i = b.add(imitator)
    b.add(ml.Card.from_text(name="Big Rex", mana_cost="{4}{G}", type_line="Creature — Dinosaur",
                            power="6", toughness="6", oracle_text="Trample"))
    b.attack(i)
    b.resolve(choices=[True])
    c = b.characteristics(i)
    assert (c["name"], c["power"]) == ("Test Imitator", 6)
    assert c["abilities"][-1].startswith("Whenever Test Imitator attacks")


def test_creature_dealt_combat_damage_becomes_a_copy_of_the_source_510_3a_707_4() -> None:
    # Permeating Mass: "that creature" is the creature it dealt combat damage to
    mass = ml.Card.from_text(
        name="Test Mass", mana_cost="{G}", type_line="Creature — Spirit", power="1",
        toughness="3", oracle_text="Whenever Test Mass deals combat damage to a creature, "
        "that creature becomes a copy of Test Mass.")
    b = ml.Board()
    m = b.add(mass)
    bear = b.add(_bear(), "opponent")
    b.attack(m)
    b.block(bear, m)
    b.combat_damage()
    b.resolve()
    c = b.characteristics(bear)
    assert (c["name"], c["power"], c["toughness"], b.controller(bear)) == \
        ("Test Mass", 1, 3, "opponent")  # a copy keeps its controller (707.2)
    b.pass_turn()
    assert b.characteristics(bear)["name"] == "Test Mass"  # no duration: it lasts


FLOOD = ml.Card.from_text(
    name="Test Flood", mana_cost="{3}{U}", type_line="Creature — Elemental", power="4",
    toughness="4", oracle_text="Whenever Test Flood attacks, put a flood counter on another "
    "target creature or land. If it's a creature, it becomes a copy of Test Flood. If it's a "
    "land, it becomes an Island in addition to its other types.")


def test_flood_counter_then_a_creature_becomes_a_copy_608_2c() -> None:
    b = ml.Board()
    f = b.add(FLOOD)
    bear = b.add(_bear(), "opponent")
    b.attack(f, choices=[bear])
    b.resolve()
    assert b.counters(bear) == {"flood": 1}
    assert b.characteristics(bear)["name"] == "Test Flood"


def test_flood_counter_then_a_land_becomes_an_island_too_305_7() -> None:
    b = ml.Board()
    f = b.add(FLOOD)
    forest = b.add("Forest", "opponent")
    b.attack(f, choices=[forest])
    b.resolve()
    c = b.characteristics(forest)
    assert c["subtypes"] == ("Forest", "Island")
    assert b.could_produce(forest) == frozenset({"G", "U"})  # 305.6: an Island's ability
    assert c["name"] == "Forest"
    assert ml.Board.from_yaml(b.to_yaml()).characteristics(forest)["subtypes"] == \
        ("Forest", "Island")


def test_reveal_until_a_creature_card_and_copy_it_701_20a_707_2() -> None:
    # Nascent Metamorph: the card revealed is copied as printed (707.2); the revealed
    # cards go to the bottom (in the order mtglab keeps for a random one)
    metamorph = ml.Card.from_text(
        name="Test Metamorph", mana_cost="{1}{G}{U}", type_line="Creature — Shapeshifter",
        power="2", toughness="1", oracle_text="Whenever Test Metamorph attacks or blocks, "
        "target opponent reveals cards from the top of their library until they reveal a "
        "creature card. Test Metamorph becomes a copy of that card until end of turn. Then "
        "that player puts all cards revealed this way on the bottom of their library in a "
        "random order.")
    b = ml.Board()
    m = b.add(metamorph)
    b.add("Island", "opponent", zone="library")  # each card added goes on top
    b.add(ml.Card.from_text(name="Colossus", mana_cost="{5}{G}", type_line="Creature — Giant",
                            power="7", toughness="7"), "opponent", zone="library")
    b.add("Forest", "opponent", zone="library")
    assert list(b.library("opponent")["name"]) == ["Forest", "Colossus", "Island"]
    b.attack(m)
    b.resolve()
    assert (b.characteristics(m)["name"], b.characteristics(m)["power"]) == ("Colossus", 7)
    assert list(b.library("opponent")["name"]) == ["Island", "Forest", "Colossus"]


def test_beginning_of_combat_copy_with_boost_haste_and_requirement_611_2c_508_1d() -> None:
    mime = ml.Card.from_text(
        name="Test Mime", mana_cost="{1}{U}", type_line="Legendary Creature — Shapeshifter",
        power="1", toughness="1",
        oracle_text="At the beginning of combat on your turn, you may have Test Mime become "
        "a copy of another target creature you control until end of turn, except its name "
        "is Test Mime. If you do, Test Mime and that creature each get +2/+0 and gain haste "
        "until end of turn and attack this turn if able.")
    b = ml.Board()
    g = b.add(mime)
    bear = b.add(_bear(), controlled_since_turn_start=False)
    b.advance("beginning of combat")
    b.resolve(choices=[True])  # the only other creature is its target (603.3d)
    assert (b.characteristics(g)["name"], b.characteristics(g)["power"]) == ("Test Mime", 4)
    assert b.characteristics(bear)["power"] == 4
    assert "Haste" in b.characteristics(bear)["abilities"]
    back = ml.Board.from_yaml(b.to_yaml())  # the boost records round-trip (DESIGN)
    assert back.state.effects == b.state.effects
    assert back.characteristics(bear)["power"] == 4
    b.attack(g, bear)  # haste: the bear may attack though it arrived this turn (302.6)


def test_if_you_dont_nothing_else_happens_603_5() -> None:
    mime = ml.Card.from_text(
        name="Test Mime", mana_cost="{1}{U}", type_line="Legendary Creature — Shapeshifter",
        power="1", toughness="1",
        oracle_text="At the beginning of combat on your turn, you may have Test Mime become "
        "a copy of another target creature you control until end of turn, except its name "
        "is Test Mime. If you do, Test Mime and that creature each get +2/+0 and gain haste "
        "until end of turn and attack this turn if able.")
    b = ml.Board()
    g = b.add(mime)
    bear = b.add(_bear())
    b.advance("beginning of combat")
    b.resolve(choices=[False])
    assert b.characteristics(bear)["power"] == 2
    b.attack(g)  # no requirement: the bear may stay home


def test_counter_tap_then_may_copy_that_creature_707_9b() -> None:
    # Kimahri: "that creature" is the tapped target; counters aren't copiable (707.2)
    kimahri = ml.Card.from_text(
        name="Test Guardian", mana_cost="{2}{G}", type_line="Legendary Creature — Ronso",
        power="2", toughness="2",
        oracle_text="At the beginning of combat on your turn, put a +1/+1 counter on Test "
        "Guardian and tap target creature an opponent controls. Then you may have Test "
        "Guardian become a copy of that creature, except its name is Test Guardian and it "
        "has vigilance and this ability.")
    assert kimahri.abilities[0].supported
    b = ml.Board()
    k = b.add(kimahri)
    ox = b.add(ml.Card.from_text(name="Ox", mana_cost="{3}{G}", type_line="Creature — Ox",
                                 power="5", toughness="5"), "opponent")
    b.advance("beginning of combat")
    b.resolve(choices=[True])
    c = b.characteristics(k)
    assert b.is_tapped(ox)
    assert (c["name"], c["power"]) == ("Test Guardian", 6)  # 5/5 and its +1/+1 counter
    assert "Vigilance" in c["abilities"]
    b.attack(k)
    assert not b.is_tapped(k)  # vigilance (702.20b)


def test_exile_copy_it_and_return_it_at_the_next_end_step_603_7_608_2h() -> None:
    # Identity Thief: the copy is of the creature as it last existed (608.2h); the card
    # returns under its owner's control by a delayed trigger at the end step (603.7b),
    # while the copy lasts until the cleanup step (514.2)
    thief = ml.Card.from_text(
        name="Test Thief", mana_cost="{2}{U}{U}", type_line="Creature — Shapeshifter Rogue",
        power="2", toughness="2", oracle_text="Whenever Test Thief attacks, you may exile "
        "another target nontoken creature. If you do, Test Thief becomes a copy of that "
        "creature until end of turn. Return the exiled card to the battlefield under its "
        "owner's control at the beginning of the next end step.")
    b = ml.Board()
    t = b.add(thief)
    b.add(ml.Card.from_text(name="Ox", mana_cost="{3}{G}", type_line="Creature — Ox",
                            power="5", toughness="5"), "opponent")
    b.attack(t)
    b.resolve(choices=[True])
    assert (b.characteristics(t)["name"], list(b.exile["name"])) == ("Ox", ["Ox"])
    assert ml.Board.from_yaml(b.to_yaml()).state.effects == b.state.effects  # the link
    b.combat_damage()
    assert b.life("opponent") == 15  # it deals damage as a 5/5
    b.pass_turn()  # the end step: the delayed trigger waits on the stack (513.2)
    assert (b.phase, list(b.stack["name"])) == ("end", ["Test Thief"])
    b.resolve()
    assert sorted((str(p), b.controller(p)) for p in b) == [("Ox", "opponent"), ("Ox", "you")]
    b.pass_turn()
    assert b.characteristics(t)["name"] == "Test Thief"


def test_exile_declined_nothing_happens_603_5() -> None:
    thief = ml.Card.from_text(
        name="Test Thief", mana_cost="{2}{U}{U}", type_line="Creature — Shapeshifter Rogue",
        power="2", toughness="2", oracle_text="Whenever Test Thief attacks, you may exile "
        "another target nontoken creature. If you do, Test Thief becomes a copy of that "
        "creature until end of turn. Return the exiled card to the battlefield under its "
        "owner's control at the beginning of the next end step.")
    b = ml.Board()
    t = b.add(thief)
    ox = b.add(_bear("Ox"), "opponent")
    b.attack(t)
    b.resolve(choices=[False])
    assert b.characteristics(t)["name"] == "Test Thief"
    assert b.controller(ox) == "opponent"


MECH = ml.Card.from_text(
    name="Test Mech", mana_cost="{2}", type_line="Artifact — Vehicle", power="4",
    toughness="3", oracle_text="Flying\nWhenever Test Mech becomes crewed for the first time "
    "each turn, until end of turn, Test Mech becomes a copy of target nonlegendary creature "
    "that crewed it this turn, except it's 4/3, it's a Vehicle artifact in addition to its "
    "other types, and it has flying.\nCrew 1")


def test_becomes_crewed_copy_of_a_creature_that_crewed_it_702_122b_d() -> None:
    # Mindlink Mech: only a creature tapped to pay its crew cost this turn is a legal
    # target (702.122b); the crew effect still makes it an artifact creature (layer 4
    # after the copy's layer 1, 613.1)
    b = ml.Board()
    m = b.add(MECH)
    elf = b.add(_bear("Elf", "Elf"))
    b.add(_bear("Other Bear"))
    b.activate(m, "Crew", costs={"crew": elf})
    assert list(b.stack["name"]) == ["Test Mech"]
    b.resolve()  # its one legal target, the elf, was taken (603.3d)
    c = b.characteristics(m)
    assert (c["name"], c["power"], c["toughness"]) == ("Elf", 4, 3)
    assert set(c["types"]) == {"Artifact", "Creature"} and "Vehicle" in c["subtypes"]
    assert "Flying" in c["abilities"]
    with pytest.raises(ml.IllegalActionError):
        b.activate(m, "Crew 1")  # the copy has the elf's abilities only (707.2)
    b.pass_turn()
    assert b.characteristics(m)["name"] == "Test Mech"


def test_becomes_crewed_triggers_only_the_first_time_each_turn_702_122d() -> None:
    b = ml.Board()
    m = b.add(MECH)
    one = b.add(_bear("One"))
    two = b.add(_bear("Two"))
    crew = b.abilities[b.abilities["text"] == "Crew 1"]["index"].iloc[0]
    b.activate(m, int(crew), costs={"crew": one}, resolve=False)
    # the second resolves first: the first time; both crewed it this turn (702.122b),
    # though the first ability is still waiting, so its trigger asks for the target
    with pytest.raises(ml.ChoiceRequired):
        b.copy().activate(m, int(crew), costs={"crew": two})
    b.activate(m, int(crew), costs={"crew": two}, choices=[two])
    b.resolve()
    assert b.characteristics(m)["name"] == "Two"
    b.resolve()  # the first crew ability: it becomes crewed again, triggering nothing
    assert b.stack.empty
