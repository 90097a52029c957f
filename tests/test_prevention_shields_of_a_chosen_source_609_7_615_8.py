"""Prevention shields of a chosen source and of "the next time" (CR 609.7, 615.8), and
"dealt to and dealt by" shields (615.1), from real cards of ../shared/corpus through the
public API: "The next time a red source of your choice would deal damage to you this
turn, prevent that damage" (Circle of Protection: Red), "Prevent all damage a source of
your choice would deal this turn" (Pay No Heed), "... by a source of your choice"
(Consulate Surveillance, Healing Grace), "Prevent all combat damage that would be dealt to
and dealt by that creature this turn" (Maze of Ith). Then read and played across every
corpus line that says them."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.audit.outcome import PlayOutcome
from tests.conftest import corpus_abilities, corpus_cards

#: a red creature that can deal damage twice a turn, as a chosen source
PINGER = ml.Card.from_text(name="Pinger", mana_cost="{1}{R}", type_line="Creature — Goblin",
                           power="1", toughness="1",
                           oracle_text="{0}: Pinger deals 1 damage to any target.")
GREEN_PINGER = ml.Card.from_text(name="Green Pinger", mana_cost="{1}{G}",
                                 type_line="Creature — Elf", power="1", toughness="1",
                                 oracle_text="{0}: Green Pinger deals 1 damage to any target.")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Circle of Protection: Red", "Lightning Bolt", "Pay No Heed",
                        "Consulate Surveillance", "Healing Grace", "Maze of Ith",
                        "Moonlight Geist", "Craw Wurm", "Shock")


def _stack_spell_label(b: ml.Board, name: str) -> str:
    item = next(i for i in b.state.stack if i.kind == "spell" and i.name == name)
    return f"{name} (spell) #{item.id}"


def test_a_spell_on_the_stack_is_a_source_to_choose_609_7a(cards: dict[str, Any]) -> None:
    # Circle of Protection: Red in response to a Lightning Bolt aimed at you
    b = ml.Board()
    cop = b.add(cards["Circle of Protection: Red"])
    b.add_mana("opponent", "R")
    b.cast(cards["Lightning Bolt"], targets=["you"], controller="opponent", resolve=False)
    b.add_mana("you", "C")
    b.activate(cop, choices=[_stack_spell_label(b, "Lightning Bolt")])
    b.resolve()
    assert b.life("you") == 20  # the Bolt's damage is prevented (615.8)


def test_the_chosen_spell_only_not_another_of_the_same_name_609_7a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    cop = b.add(cards["Circle of Protection: Red"])
    b.add_mana("opponent", "RR")
    b.cast(cards["Lightning Bolt"], targets=["you"], controller="opponent", resolve=False)
    b.add_mana("you", "C")
    b.activate(cop, choices=[_stack_spell_label(b, "Lightning Bolt")])
    b.resolve()
    b.cast(cards["Lightning Bolt"], targets=["you"], controller="opponent")
    assert b.life("you") == 17  # a new object: not the source chosen (609.7a, 400.7)


def test_the_next_time_shield_prevents_one_instance_of_damage_615_8(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    cop = b.add(cards["Circle of Protection: Red"])
    pinger = b.add(PINGER, "opponent")
    b.add_mana("you", "C")
    b.activate(cop, choices=[pinger])
    b.activate(pinger, targets=["you"], player="opponent")
    assert b.life("you") == 20  # the next instance from the chosen source: prevented
    b.activate(pinger, targets=["you"], player="opponent")
    assert b.life("you") == 19  # the shield is used up (615.8)


def test_only_a_source_with_the_quality_can_be_chosen_609_7a(cards: dict[str, Any]) -> None:
    # "a red source of your choice": a green source is no choice; no shield begins
    b = ml.Board()
    cop = b.add(cards["Circle of Protection: Red"])
    elf = b.add(GREEN_PINGER, "opponent")
    b.add_mana("you", "C")
    b.activate(cop)
    b.activate(elf, targets=["you"], player="opponent")
    assert b.life("you") == 19


def test_the_shield_protects_only_the_recipient_it_names_615_8(cards: dict[str, Any]) -> None:
    # "would deal damage to you": damage to your creature is dealt
    b = ml.Board()
    cop = b.add(cards["Circle of Protection: Red"])
    bear = b.add(BEAR)
    pinger = b.add(PINGER, "opponent")
    b.add_mana("you", "C")
    b.activate(cop, choices=[pinger])
    b.activate(pinger, targets=[bear], player="opponent")
    assert b.state.permanents[b.id_of(bear)].damage == 1
    b.activate(pinger, targets=["you"], player="opponent")
    assert b.life("you") == 20  # the shield was not used by the damage to the Bear


def test_prevent_all_damage_a_source_of_your_choice_would_deal_this_turn_609_7a_615_1(
        cards: dict[str, Any]) -> None:
    # Pay No Heed: every instance from that source this turn, to anything
    b = ml.Board()
    bear = b.add(BEAR)
    pinger = b.add(PINGER, "opponent")
    b.add_mana("you", "W")
    b.cast(cards["Pay No Heed"], choices=[pinger])
    b.activate(pinger, targets=["you"], player="opponent")
    b.activate(pinger, targets=[bear], player="opponent")
    assert b.life("you") == 20
    assert b.state.permanents[b.id_of(bear)].damage == 0
    b.pass_turn()  # the shield ends in the cleanup step (514.2)
    b.activate(pinger, targets=["you"], player="opponent")
    assert b.life("you") == 19


def test_prevent_all_damage_to_you_by_a_source_of_your_choice_609_7a_615_1(
        cards: dict[str, Any]) -> None:
    # Consulate Surveillance: "Pay {E}{E}: Prevent all damage that would be dealt to you
    # this turn by a source of your choice." — damage to you only, from that source only
    b = ml.Board()
    surveillance = b.add(cards["Consulate Surveillance"])
    b.add_counters("you", "energy", 2)
    bear = b.add(BEAR)
    pinger = b.add(PINGER, "opponent")
    elf = b.add(GREEN_PINGER, "opponent")
    b.activate(surveillance, 1, choices=[pinger])
    b.activate(pinger, targets=["you"], player="opponent")
    b.activate(pinger, targets=["you"], player="opponent")
    b.activate(pinger, targets=[bear], player="opponent")
    b.activate(elf, targets=["you"], player="opponent")
    assert b.life("you") == 19  # only the other source's damage
    assert b.state.permanents[b.id_of(bear)].damage == 1


def test_the_next_3_damage_from_a_source_of_your_choice_615_7_609_7a(
        cards: dict[str, Any]) -> None:
    # Healing Grace: "Prevent the next 3 damage that would be dealt to any target this
    # turn by a source of your choice. You gain 3 life."
    b = ml.Board()
    pinger = b.add(PINGER, "opponent")
    b.add_mana("you", "W")
    b.cast(cards["Healing Grace"], targets=["you"], choices=[pinger])
    assert b.life("you") == 23
    for _ in range(4):
        b.activate(pinger, targets=["you"], player="opponent")
    assert b.life("you") == 22  # 3 prevented, the fourth dealt (615.7)


def test_maze_of_ith_prevents_damage_dealt_to_and_by_the_attacker_615_1(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    maze = b.add(cards["Maze of Ith"], "opponent")
    bear = b.add(BEAR)
    wurm = b.add(cards["Craw Wurm"], "opponent")
    b.attack(bear)
    b.block(wurm, bear)
    b.activate(maze, targets=[bear], player="opponent")
    assert not b.is_tapped(bear)  # untapped
    b.combat_damage()
    assert b.state.permanents[b.id_of(bear)].damage == 0  # dealt to it: prevented
    assert b.state.permanents[b.id_of(wurm)].damage == 0  # dealt by it: prevented


def test_moonlight_geist_prevents_its_own_combat_damage_both_ways_615_1(
        cards: dict[str, Any]) -> None:
    # "Prevent all combat damage that would be dealt to and dealt by ~ this turn", and
    # noncombat damage is still dealt
    b = ml.Board()
    geist = b.add(cards["Moonlight Geist"])
    b.add_mana("you", "WWWW")
    b.activate(geist, 1)
    b.attack(geist)
    b.combat_damage()
    assert b.life("opponent") == 20
    b.add_mana("opponent", "R")
    b.cast(cards["Shock"], targets=[geist], controller="opponent")
    assert "Moonlight Geist" in list(b.graveyard("you")["name"])  # 2 damage to a 3/1


_LINE = re.compile(r"source of your choice (?!that )(of the chosen color )?would deal|"
                   r"by a source of your choice\.|dealt to and dealt by", re.I)


def test_every_corpus_line_of_these_shields_is_read_and_plays_609_7a_615_8() -> None:
    found = corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)))
    if not found:
        pytest.skip("no corpus")
    read = [(f, a) for f, a in found if a.supported]
    # the lines not read say more: redirection ("is dealt to ~ instead"), what "the damage
    # prevented this way" does (615.5), "until your next turn", costs the engine lacks
    assert len(read) >= 45
    result = ml.audit_pool(sorted({f for f, _a in read}, key=lambda f: f.name))
    t = result.table
    mine = t[t["text"].isin({a.text for _f, a in read})]
    bad = mine[(mine["outcome"] == PlayOutcome.ERROR.value) | (
        (mine["outcome"] == PlayOutcome.REFUSED.value) & ~mine["detail"].str.contains("CR "))]
    assert bad.empty, bad[["card", "text", "detail"]].head().to_string()
    assert (mine["outcome"] == PlayOutcome.PLAYED.value).sum() >= len(read) - 2


def test_the_next_time_target_creature_would_deal_damage_615_8(
        cards: dict[str, Any]) -> None:
    # "The next time target creature would deal damage this turn, prevent that damage"
    # (the corpus line goes on with what the damage prevented this way does, 615.5, not
    # read yet): the source is the target, and one instance of its damage is prevented
    shield = ml.Card.from_text(name="Shield", mana_cost="{W}", type_line="Instant",
                               oracle_text="The next time target creature would deal "
                               "damage this turn, prevent that damage.")
    assert shield.abilities[0].supported
    b = ml.Board()
    pinger = b.add(PINGER, "opponent")
    b.add_mana("you", "W")
    b.cast(shield, targets=[pinger])
    b.activate(pinger, targets=["you"], player="opponent")
    assert b.life("you") == 20
    b.activate(pinger, targets=["you"], player="opponent")
    assert b.life("you") == 19  # the shield is used up (615.8)


def test_you_gain_life_equal_to_the_damage_prevented_this_way_615_5() -> None:
    # Reverse Damage: "The next time a source of your choice would deal damage to you
    # this turn, prevent that damage. You gain life equal to the damage prevented this way."
    cards = corpus_cards("Reverse Damage", "Lightning Bolt")
    b = ml.Board()
    b.add_mana("opponent", "R")
    b.cast(cards["Lightning Bolt"], targets=["you"], controller="opponent", resolve=False)
    b.add_mana("you", "WWW")
    b.cast(cards["Reverse Damage"], choices=[_stack_spell_label(b, "Lightning Bolt")])
    b.resolve()
    assert b.life("you") == 23  # 3 prevented, then 3 life gained (615.5)
