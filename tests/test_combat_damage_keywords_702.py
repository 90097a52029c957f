"""Combat damage dealt through the one place damage is dealt (CR 510.2, 120.3): a source
with deathtouch destroys what it damaged (702.2b, 704.5h), infect gives poison counters
and -1/-1 counters (702.90b-c), wither -1/-1 counters (702.80a), trample assigns the
excess to the player once each blocker has lethal damage (702.19b; any damage from a
deathtouch source is lethal, 702.2c; no blocker left: all to the player, 702.19d), and
lifelink's life is gained once for all a source dealt (702.15b)."""

from __future__ import annotations

import pytest

import mtglab as ml


def creature(name: str, power: int = 2, toughness: int = 2, text: str = "") -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost="{1}{B}", type_line="Creature — Horror",
                             power=str(power), toughness=str(toughness), oracle_text=text)


def fight(attacker: ml.Card, blocker: ml.Card | None = None, *,
          choices: tuple[object, ...] = ()) -> tuple[ml.Board, object, object]:
    b = ml.Board()
    a = b.add(attacker)
    d = b.add(blocker, "opponent") if blocker is not None else None
    b.attack(a)
    if d is not None:
        b.block(d, a)
    else:
        b.block()
    b.combat_damage(choices=list(choices))
    return b, a, d


def test_deathtouch_destroys_a_creature_it_damaged_702_2b() -> None:
    b, a, d = fight(creature("Asp", 1, 1, "Deathtouch"), creature("Giant", 6, 6))
    assert d.id not in b.state.permanents and a.id not in b.state.permanents


def test_infect_gives_poison_counters_to_a_player_702_90b() -> None:
    b, _a, _d = fight(creature("Blight", 2, 2, "Infect"))
    assert b.life("opponent") == 20 and b.player_counters("opponent") == {"poison": 2}


def test_infect_puts_minus_counters_on_a_creature_702_90c() -> None:
    b, _a, d = fight(creature("Blight", 2, 2, "Infect"), creature("Wall", 0, 5))
    assert b.counters(d) == {"-1/-1": 2} and b.characteristics(d)["toughness"] == 3


def test_wither_puts_minus_counters_on_a_creature_702_80a() -> None:
    b, _a, d = fight(creature("Witherer", 3, 3, "Wither"), creature("Wall", 0, 5))
    assert b.counters(d) == {"-1/-1": 3}


def test_trample_assigns_lethal_first_702_19b() -> None:
    b = ml.Board()
    wurm = b.add(creature("Wurm", 5, 5, "Trample"))
    bear = b.add(creature("Bear", 2, 2), "opponent")
    b.attack(wurm)
    b.block(bear, wurm)
    with pytest.raises(ml.ChoiceRequired) as asked:
        b.combat_damage()
    assert "0 to Bear, 5 to opponent" not in asked.value.options
    b.combat_damage(choices=["2 to Bear, 3 to opponent"])
    assert b.life("opponent") == 17 and bear.id not in b.state.permanents


def test_trample_with_deathtouch_one_damage_is_lethal_702_2c() -> None:
    b = ml.Board()
    wurm = b.add(creature("Wurm", 5, 5, "Trample\nDeathtouch"))
    giant = b.add(creature("Giant", 2, 8), "opponent")
    b.attack(wurm)
    b.block(giant, wurm)
    b.combat_damage(choices=["1 to Giant, 4 to opponent"])
    assert b.life("opponent") == 16 and giant.id not in b.state.permanents


def test_trample_with_its_blocker_gone_hits_the_player_702_19d() -> None:
    b = ml.Board()
    wurm = b.add(creature("Wurm", 5, 5, "Trample"))
    bear = b.add(creature("Bear", 2, 2), "opponent")
    b.attack(wurm)
    b.block(bear, wurm)
    b.remove(bear)
    b.combat_damage()
    assert b.life("opponent") == 15


def test_lifelink_gains_once_for_all_its_damage_702_15b() -> None:
    b = ml.Board()
    b.add(creature("Counter", 0, 1, "Whenever you gain life, put a +1/+1 counter on "
                   "Counter."))
    striker = b.add(creature("Striker", 4, 4, "Lifelink\nTrample"))
    bear = b.add(creature("Bear", 2, 2), "opponent")
    b.attack(striker)
    b.block(bear, striker)
    b.combat_damage(choices=["2 to Bear, 2 to opponent"])
    assert b.life("you") == 24
    assert len(b.stack) == 1  # one life gain event (119.9)
