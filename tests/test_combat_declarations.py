"""Declaring attackers and blockers (CR 506.4, 508.1, 509.1, 511.3) through the Board."""

from __future__ import annotations

import re

import pytest

import mtglab as ml

#: Gogo, Mysterious Mime's wording (CR 707.4, 508.1d)
MIME = ml.Card.from_text(
    name="Test Mime", mana_cost="{1}{U}", type_line="Legendary Creature — Shapeshifter",
    power="1", toughness="1",
    oracle_text="At the beginning of combat on your turn, you may have Test Mime become a "
    "copy of another target creature you control until end of turn, except its name is Test "
    "Mime. If you do, Test Mime and that creature each get +2/+0 and gain haste until end "
    "of turn and attack this turn if able.")


def _creature(name: str, power: int = 2, toughness: int = 2, text: str = "") -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost="{1}{G}", type_line="Creature — Bear",
                             power=str(power), toughness=str(toughness), oracle_text=text)


def test_attackers_tap_and_are_attacking_the_defending_player_508_1f_506_4() -> None:
    b = ml.Board()
    bear = b.add(_creature("Bear"))
    b.attack(bear)
    assert b.is_tapped(bear)  # 508.1f: attacking causes it to become tapped
    assert b.in_combat()["attacking"] == [bear]
    assert b.phase == "declare attackers"
    assert b.state.permanents[b.id_of(bear)].attacking == "opponent"  # 508.1b


def test_vigilance_attacker_doesnt_tap_702_20b() -> None:
    b = ml.Board()
    knight = b.add(_creature("Knight", text="Vigilance"))
    b.attack(knight)
    assert not b.is_tapped(knight)
    assert b.in_combat()["attacking"] == [knight]


@pytest.mark.parametrize(("kw", "setup", "rule"), [
    ("tapped", {"tapped": True}, "508.1a"),
    ("sick", {"controlled_since_turn_start": False}, "302.6"),
    ("defender", {}, "702.3b"),
])
def test_illegal_attacker_raises_and_changes_nothing_508_1(kw: str, setup: dict[str, bool],
                                                           rule: str) -> None:
    b = ml.Board()
    card = _creature("Wall", text="Defender") if kw == "defender" else _creature("Bear")
    p = b.add(card, **setup)  # type: ignore[arg-type]
    before = b.state
    with pytest.raises(ml.IllegalActionError, match=re.escape(rule)):
        b.attack(p)
    assert b.state is before  # 508.1: the game returns to the moment before


def test_haste_attacks_the_turn_it_arrives_302_6() -> None:
    b = ml.Board()
    p = b.add(_creature("Goblin", text="Haste"), controlled_since_turn_start=False)
    assert b.attack_problems(p) == []
    b.attack(p)
    assert b.in_combat()["attacking"] == [p]


def test_only_the_active_players_creatures_attack_508_1a() -> None:
    b = ml.Board()
    theirs = b.add(_creature("Bear"), "opponent")
    with pytest.raises(ml.IllegalActionError, match=r"508.1"):
        b.attack(theirs)


def test_blocker_blocks_an_attacker_and_it_becomes_blocked_509_1a_509_1h() -> None:
    b = ml.Board()
    bear = b.add(_creature("Bear"))
    wall = b.add(_creature("Wall", 0, 4), "opponent")
    b.attack(bear)
    b.block(wall, bear)
    assert b.in_combat() == {"attacking": [bear], "blocking": [wall]}
    assert b.state.permanents[b.id_of(bear)].blocked  # 509.1h
    assert not b.is_tapped(wall)  # blocking doesn't tap


def test_tapped_creature_cant_block_509_1a() -> None:
    b = ml.Board()
    bear = b.add(_creature("Bear"))
    wall = b.add(_creature("Wall", 0, 4), "opponent", tapped=True)
    b.attack(bear)
    with pytest.raises(ml.IllegalActionError, match=r"509.1a"):
        b.block(wall, bear)


def test_flying_attacker_is_blocked_only_by_flying_or_reach_702_9b() -> None:
    b = ml.Board()
    bird = b.add(_creature("Bird", 1, 1, "Flying"))
    bear = b.add(_creature("Bear"), "opponent")
    spider = b.add(_creature("Spider", 1, 4, "Reach"), "opponent")
    b.attack(bird)
    with pytest.raises(ml.IllegalActionError, match=r"702.9b"):
        b.block(bear, bird)
    b.block(spider, bird)
    assert b.in_combat()["blocking"] == [spider]


def test_menace_attacker_needs_two_blockers_702_111b() -> None:
    b = ml.Board()
    brute = b.add(_creature("Brute", 3, 3, "Menace"))
    one = b.add(_creature("One"), "opponent")
    two = b.add(_creature("Two"), "opponent")
    b.attack(brute)
    with pytest.raises(ml.IllegalActionError, match=r"702.111b"):
        b.block(one, brute)
    b.block(blocks=[(one, brute), (two, brute)])
    assert b.in_combat()["blocking"] == [one, two]


def test_combat_ends_after_the_end_of_combat_step_511_3() -> None:
    b = ml.Board()
    bear = b.add(_creature("Bear"))
    b.attack(bear)
    b.advance("postcombat main")
    assert b.in_combat() == {"attacking": [], "blocking": []}
    assert b.is_tapped(bear)  # leaving combat doesn't untap it (506.4b)


def test_attacking_selector_reads_the_combat_status_506_4() -> None:
    # Gwaihir: "target attacking creature gains flying": only an attacking one is legal
    b = ml.Board()
    b.add(_creature("Idle Bear"))
    hero = b.add(ml.Card.from_text(
        name="Eagle Lord", mana_cost="{3}{W}", type_line="Creature — Bird", power="3",
        toughness="3", oracle_text="Whenever Eagle Lord attacks, target attacking creature "
        "gains flying until end of turn."))
    b.attack(hero)  # the only attacking creature is the only legal target (603.3d)
    b.resolve()
    assert "Flying" in b.characteristics(hero)["abilities"]


def test_attacks_this_turn_if_able_is_a_requirement_508_1d() -> None:
    # Gogo: "... and attack this turn if able": leaving it out is an illegal declaration
    b = ml.Board()
    gogo = b.add(MIME)
    bear = b.add(_creature("Bear"))
    b.advance("beginning of combat")
    # you may: yes (the bear, its only legal target, was its target as it went on the
    # stack, 603.3d: an answer for it now would be one nobody asks, issue 25)
    b.resolve(choices=[True])
    with pytest.raises(ml.IllegalActionError, match=r"508.1d"):
        b.attack(gogo)
    b.attack(gogo, bear)
    assert b.in_combat()["attacking"] == [gogo, bear]


def test_raid_counts_the_declared_attackers_508_1a() -> None:
    b = ml.Board()
    b.attack(b.add(_creature("Bear")))
    assert b.state.player("you").attackers == 1


def test_a_board_in_combat_round_trips_through_a_board_file_506_4() -> None:
    b = ml.Board()
    bear = b.add(_creature("Bear"))
    wall = b.add(_creature("Wall", 0, 4), "opponent")
    b.attack(bear)
    b.block(wall, bear)
    back = ml.Board.from_yaml(b.to_yaml())
    assert back.state.permanents == b.state.permanents
    assert [str(p) for p in back.in_combat()["blocking"]] == ["Wall"]
