"""Qualities of a permanent's surroundings in selectors: "modified" (700.9), "an
equipped creature" (301.5), "an enchanted creature" (303.4) and "you own" (108.3).

Each is one word of the shared selector grammar, read wherever a selector is: the
subject of a trigger event (603.2), the objects of a static ability or of an effect.
"Equipped creature" with no article before it stays the source's own object (301.5).
"""

from __future__ import annotations

import re

import mtglab as ml
from mtglab.cards.effects import Relation
from tests.conftest import audit_found, corpus_abilities

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         oracle_text="", power="2", toughness="2")
SWORD = ml.Card.from_text(name="Test Sword", mana_cost="{1}", type_line="Artifact — Equipment",
                          oracle_text="Equip {1}")
AURA = ml.Card.from_text(name="Test Aura", mana_cost="{W}", type_line="Enchantment — Aura",
                         oracle_text="Enchant creature")
ISLAND = ml.Card.from_text(name="Test Island", type_line="Basic Land — Island",
                           oracle_text="({T}: Add {U}.)")

_QUALITY = re.compile(r"\b(modified|(?:an|more|other|each|all) "
                      r"(?:equipped|enchanted)) (creature|permanent|artifact|land)s?\b|"
                      r"\b(creature|permanent)s? you own\b", re.I)


def power(b: ml.Board, p: ml.Permanent) -> int:
    return int(b.characteristics(p)["power"])


def anthem(text: str) -> ml.Card:
    return ml.Card.from_text(name="Anthem", mana_cost="{2}", type_line="Enchantment",
                             oracle_text=text)


def test_every_supported_corpus_line_with_these_qualities_plays_700_9_708_2() -> None:
    # issue 22: every supported line using one of the qualities is played by the audit
    found = corpus_abilities(_QUALITY, lambda a: a.supported and bool(_QUALITY.search(a.text)))
    if not found:
        return
    audit_found(found, board_refusals=True)


def test_equipped_creature_without_an_article_is_still_the_sources_object_301_5() -> None:
    c = ml.Card.from_text(name="S", type_line="Artifact — Equipment", mana_cost="{1}",
                          oracle_text="Equipped creature gets +2/+0.\nEquip {1}")
    assert c.abilities[0].effects[0].selector.relation is Relation.EQUIPPED


def test_modified_counters_equipment_and_own_auras_700_9() -> None:
    b = ml.Board()
    b.add(anthem("Modified creatures you control get +1/+1."))
    plain = b.add(BEAR)
    countered = b.add(BEAR, counters={"shield": 1})
    equipped = b.add(BEAR)
    b.add(SWORD, attached_to=equipped)
    enchanted = b.add(BEAR)
    b.add(AURA, attached_to=enchanted)
    theirs = b.add(BEAR)
    b.add(AURA, "opponent", attached_to=theirs)  # an Aura its controller doesn't control
    assert power(b, plain) == 2
    assert power(b, countered) == 3
    assert power(b, equipped) == 3
    assert power(b, enchanted) == 3
    assert power(b, theirs) == 2  # 700.9: only an Aura its controller controls


def test_an_equipped_creature_you_control_attacks_301_5_603_2() -> None:
    watcher = ml.Card.from_text(name="Watcher", mana_cost="{2}", type_line="Enchantment",
                                oracle_text="Whenever an equipped creature you control "
                                "attacks, you gain 1 life.")
    b = ml.Board()
    b.add(watcher)
    bare, armed = b.add(BEAR), b.add(BEAR)
    b.add(SWORD, attached_to=armed)
    b.attack(bare, armed)
    assert list(b.stack["name"]) == ["Watcher"]  # once: only the equipped attacker


def test_an_enchanted_creature_is_one_an_aura_is_attached_to_303_4() -> None:
    b = ml.Board()
    b.add(anthem("Each enchanted creature gets +1/+1."))
    bare, enchanted = b.add(BEAR), b.add(BEAR, "opponent")
    b.add(AURA, attached_to=enchanted)  # any controller's Aura (303.4)
    assert (power(b, bare), power(b, enchanted)) == (2, 3)


def test_another_creature_you_own_dies_108_3() -> None:
    watcher = ml.Card.from_text(name="Watcher", mana_cost="{2}", type_line="Enchantment",
                                oracle_text="Whenever another creature you own dies, you "
                                "gain 1 life.")
    b = ml.Board()
    b.add(watcher)
    lent = b.add(BEAR, "opponent", owner="you")  # yours, controlled by the opponent
    theirs = b.add(BEAR, "opponent")
    for p in (lent, theirs):
        b.add_counters(p, "-1/-1", 2)
    b.check_state()
    assert list(b.stack["name"]) == ["Watcher"]  # the owner is "you" (108.3)
