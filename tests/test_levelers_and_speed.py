"""Abilities a permanent has only some of the time: a leveler's level blocks (CR
711.2a-b) and "Max speed" (702.178a, 702.179b); and the limits "activate only once"
(602.5b, 702.177a) and "no more than N times each turn" (602.5b)."""

from __future__ import annotations

import mtglab as ml

TREESPEAKER = ml.Card.from_text(
    name="Joraga Treespeaker", type_line="Creature — Elf Druid", mana_cost="{G}",
    power=1, toughness=1,
    oracle_text="Level up {1}{G} ({1}{G}: Put a level counter on this. Level up only as a "
                "sorcery.)\nLEVEL 1-4\n1/2\n{T}: Add {G}{G}.\nLEVEL 5+\n1/4\nElves you "
                "control have \"{T}: Add {G}{G}.\"")
RACER = ml.Card.from_text(name="Test Racer", type_line="Artifact",
                          oracle_text="Max speed — {T}: Add {R}.")
ONCE = ml.Card.from_text(name="Test Relic", type_line="Artifact",
                         oracle_text="{T}: Add {C}.\nExhaust — {1}: Add {C}{C}{C}.")
THRICE = ml.Card.from_text(
    name="Test Font", type_line="Artifact",
    oracle_text="{1}: Add {B}. Activate no more than two times each turn.")


def _has(b: ml.Board, p: object, text: str) -> bool:
    return any(t.startswith(text) for t in b.characteristics(p)["abilities"])


def test_a_level_1_4_ability_needs_one_to_four_level_counters_711_2a() -> None:
    b = ml.Board()
    elf = b.add(TREESPEAKER)
    ability = "{T}: Add {G}{G}"
    assert not _has(b, elf, ability)  # no level counter: not its ability (711.2a)
    b.add_counters(elf, "level", 1)
    assert _has(b, elf, ability) and b.activation_problems(elf, ability) == []
    assert b.activate(elf, ability).mana == "GG"
    b.add_counters(elf, "level", 4)  # five: LEVEL 5+, no longer LEVEL 1-4 (711.2b)
    texts = b.characteristics(elf)["abilities"]
    assert "LEVEL 1-4" not in texts and "LEVEL 5+" in texts
    # its own "{T}: Add {G}{G}" is gone; it has the one its LEVEL 5+ grants Elves
    assert sum(t.startswith(ability) for t in texts) == 1


def test_a_level_block_static_ability_applies_only_at_its_level_711_2b() -> None:
    b = ml.Board()
    elf = b.add(TREESPEAKER)
    other = b.add(ml.Card.from_text(name="Test Elf", type_line="Creature — Elf",
                                    power=1, toughness=1, oracle_text=""))
    assert not _has(b, other, "{T}: Add {G}{G}")
    b.add_counters(elf, "level", 5)  # LEVEL 5+: "Elves you control have ..." (711.2b)
    assert _has(b, other, "{T}: Add {G}{G}")
    assert (b.characteristics(elf)["power"], b.characteristics(elf)["toughness"]) == (1, 4)


def test_max_speed_ability_needs_speed_four_702_178a() -> None:
    b = ml.Board()
    racer = b.add(RACER)
    assert b.speed("you") == 0  # a player's speed starts at 0 (702.179a)
    assert any("702.178a" in r for r in b.activation_problems(racer, 0))
    b.speed("you", 3)
    assert not b.can_activate(racer, 0)
    b.speed("you", 4)  # max speed (702.179b)
    assert b.activate(racer, 0).mana == "R"


def test_speed_is_zero_to_four_702_179b() -> None:
    b = ml.Board()
    try:
        b.speed("you", 5)
    except ml.MtglabError as exc:
        assert "702.179b" in str(exc)
    else:
        raise AssertionError("speed can't be 5")


def test_an_exhaust_ability_is_activated_only_once_702_177a() -> None:
    b = ml.Board()
    relic = b.add(ONCE)
    b.add_mana("you", "CC")
    assert b.activate(relic, 1).mana == "CCC"
    assert any("702.177a" in r for r in b.activation_problems(relic, 1))
    b.pass_turn()
    b.pass_turn()
    b.add_mana("you", "C")
    assert any("702.177a" in r for r in b.activation_problems(relic, 1))  # ever, not a turn


def test_no_more_than_two_times_each_turn_602_5b() -> None:
    b = ml.Board()
    font = b.add(THRICE)
    b.add_mana("you", "CCC")
    b.activate(font, 0)
    b.activate(font, 0)
    assert any("602.5b" in r for r in b.activation_problems(font, 0))
    b.pass_turn()
    b.add_mana("opponent", "C")
    assert not any("602.5b" in r for r in b.activation_problems(font, 0))
