""""Whenever you sacrifice a Clue" (CR 701.21a, 603.10a): Lazav, Wearer of Faces, and the
pool's "whenever you sacrifice a ..." lines.

To sacrifice a permanent, its controller moves it from the battlefield to its owner's
graveyard (701.21a); sacrificing isn't destroying. The abilities that trigger when a
player sacrifices a permanent look back in time (603.10a). Lazav's copy is of "a creature
card exiled with it" — a card linked to it (607.2a), chosen as the ability resolves.
"""

from __future__ import annotations

from typing import Any

import mtglab as ml

LAZAV = ml.Card.from_text(
    name="Lazav, Wearer of Faces", mana_cost="{2}{U}{B}",
    type_line="Legendary Creature — Human Rogue", power="2", toughness="2",
    oracle_text="Whenever Lazav, Wearer of Faces attacks, exile target card from a "
                "graveyard, then investigate.\nWhenever you sacrifice a Clue, you may have "
                "Lazav become a copy of a creature card exiled with it until end of turn.")
ANGEL = ml.Card.from_text(name="Serra Angel", mana_cost="{3}{W}{W}",
                          type_line="Creature — Angel", power="4", toughness="4",
                          oracle_text="Flying\nVigilance")
ISLAND = ml.Card.from_text(name="Library Island", type_line="Basic Land — Island",
                           oracle_text="({T}: Add {U}.)")
BREAKER = ml.Card.from_text(name="Clue Breaker", mana_cost="{B}", type_line="Creature — Horror",
                            power="1", toughness="1",
                            oracle_text="When Clue Breaker enters, destroy target artifact.")


def _lazav(*exiled: ml.Card) -> tuple[ml.Board, Any, Any]:
    b = ml.Board()
    lazav = b.add(LAZAV)
    if exiled:
        b.exile_with(lazav, list(exiled))
    b.add(ISLAND, zone="library")
    clue = b.create_token("Clue")
    return b, lazav, clue


def test_sacrificing_a_clue_triggers_above_its_ability_701_21a_603_3() -> None:
    b, lazav, clue = _lazav(ANGEL)
    b.add_mana("you", "CC")
    b.activate(clue, 0, resolve=False)  # "{2}, Sacrifice this token: Draw a card."
    assert [i.name for i in b.state.stack] == ["Clue", "Lazav, Wearer of Faces"]
    b.resolve(choices=[True])  # "you may" (603.5); the one linked card is chosen
    c = b.characteristics(lazav)
    assert (c["name"], c["power"], c["toughness"]) == ("Serra Angel", 4, 4)  # 707.2
    b.resolve()
    assert list(b.hand("you")["name"]) == ["Library Island"]


def test_the_copy_ends_at_end_of_turn_514_2() -> None:
    b, lazav, clue = _lazav(ANGEL)
    b.add_mana("you", "CC")
    b.activate(clue, 0, resolve=False)
    b.resolve(choices=[True])
    b.resolve()
    assert b.characteristics(lazav)["name"] == "Serra Angel"
    b.pass_turn()
    assert b.characteristics(lazav)["name"] == "Lazav, Wearer of Faces"


def test_with_no_card_exiled_with_it_nothing_is_copied_607_2a() -> None:
    b, lazav, clue = _lazav()
    b.add(ANGEL, zone="exile")  # a card in exile, not exiled with Lazav
    b.add_mana("you", "CC")
    b.activate(clue, 0, resolve=False)
    b.resolve(choices=[True])
    assert b.characteristics(lazav)["name"] == "Lazav, Wearer of Faces"


def test_a_destroyed_clue_isnt_sacrificed_701_21a() -> None:
    b, lazav, clue = _lazav(ANGEL)
    b.add_mana("you", "B")
    b.cast(BREAKER, resolve=False)
    b.resolve()  # the creature spell: its enters ability goes on the stack
    # the Clue, its only legal target, was its target as it went on the stack (603.3d);
    # it is destroyed (701.8a), not sacrificed
    b.resolve()
    assert list(b.graveyard("you")["name"]) == [] and not b.state.stack
    assert clue.id not in b.state.permanents  # the token is gone (111.7)
    assert b.characteristics(lazav)["name"] == "Lazav, Wearer of Faces"


def test_an_opponent_sacrificing_a_clue_doesnt_trigger_yours_701_21a() -> None:
    b, _lazav_p, _clue = _lazav(ANGEL)
    theirs = b.create_token("Clue", controller="opponent")
    b.add(ISLAND, "opponent", zone="library")
    b.add_mana("opponent", "CC")
    b.activate(theirs, 0, player="opponent", resolve=False)
    assert [i.name for i in b.state.stack] == ["Clue"]


def test_whenever_you_sacrifice_another_creature_701_21a_603_10a() -> None:
    dropper_card = ml.Card.from_text(
        name="Body Dropper", mana_cost="{B}{R}", type_line="Creature — Devil", power="1",
        toughness="1", oracle_text="Sacrifice another creature: You gain 1 life.\n"
        "Whenever you sacrifice another creature, put a +1/+1 counter on Body Dropper.")
    b = ml.Board()
    dropper = b.add(dropper_card)
    bear = b.create_token("Bear", types=("Creature",), subtypes=("Bear",), power=2,
                          toughness=2)
    b.activate(dropper, 0, costs={"sacrifice": bear}, resolve=False)
    assert len(b.state.stack) == 2  # its ability and the trigger above it (603.3)
    b.resolve()
    b.resolve()
    assert b.counters(dropper).get("+1/+1") == 1
