"""A card put onto the battlefield by an effect (``Board.put_onto_battlefield``).

It isn't cast (601.2): no cost, no "whenever you cast" trigger. It enters as a new object
(400.7) under the player the effect names, by default its owner (110.2), "enters"
abilities triggering (603.6a); a card with no mana cost (202.1b) can enter this way though
it can't be cast. An instant or sorcery card stays in its zone (400.4a).
"""

from __future__ import annotations

import pytest

import mtglab as ml

# Chittering Host's Oracle text (a melded back face: no mana cost, 202.1b)
HOST = ml.Card.from_text(
    name="Chittering Host", mana_cost="", type_line="Creature — Eldrazi Horror", power="5",
    toughness="6", oracle_text="Haste\nMenace\nWhen Chittering Host enters, other creatures "
    "you control get +1/+0 and gain menace until end of turn.")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2", oracle_text="")
CASTER = ml.Card.from_text(name="Caster", mana_cost="{1}", type_line="Enchantment",
                           oracle_text="Whenever you cast a creature spell, you gain 1 life.")
ANCESTRAL = ml.Card.from_text(name="Ancestral Vision", mana_cost="", type_line="Sorcery",
                              oracle_text="Target player draws three cards.")


def test_a_card_with_no_mana_cost_enters_and_its_ability_triggers_202_1b_603_6a() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    host = b.put_onto_battlefield(b.add(HOST, zone="hand"))
    assert host.id in b.state.permanents
    assert "When Chittering Host enters" in b.stack["text"].iloc[0]
    b.resolve()
    assert b.characteristics(bear)["power"] == 3


def test_it_is_not_cast_so_cast_triggers_dont_trigger_601_2() -> None:
    b = ml.Board()
    b.add(CASTER)
    b.put_onto_battlefield(b.add(BEAR, zone="graveyard"))
    assert b.stack.empty


def test_its_controller_is_who_the_effect_names_else_its_owner_110_2() -> None:
    b = ml.Board()
    mine = b.put_onto_battlefield(b.add(BEAR, "you", zone="graveyard"))
    theirs = b.put_onto_battlefield(b.add(BEAR, "opponent", zone="hand"),
                                    controller="you", tapped=True)
    assert b.controller(mine) == "you" and b.controller(theirs) == "you"
    assert b.is_tapped(theirs) and not b.is_tapped(mine)


def test_an_instant_or_sorcery_card_stays_in_its_zone_400_4a() -> None:
    b = ml.Board()
    vision = b.add(ANCESTRAL, zone="hand")
    before = b.state
    with pytest.raises(ml.IllegalActionError, match=r"400\.4a"):
        b.put_onto_battlefield(vision)
    assert b.state is before
