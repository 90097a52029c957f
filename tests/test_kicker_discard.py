"""A kicker cost with a discard in it (CR 702.33a: "Kicker [cost]" may be any cost paid
in addition, 601.2f-h): Dralnu's Pet, "Kicker—{2}{B}, Discard a creature card", enters
kicked with flying and X +1/+1 counters, X the discarded card's mana value (202.3,
614.1c)."""

from __future__ import annotations

import pytest

import mtglab as ml

PET = ml.Card.from_text(
    name="Dralnu's Pet", mana_cost="{1}{U}{U}", type_line="Creature — Shapeshifter",
    power=2, toughness=2,
    oracle_text="Kicker—{2}{B}, Discard a creature card. (You may pay {2}{B} and discard a "
    "creature card in addition to any other costs as you cast this spell.)\n"
    "If Dralnu's Pet was kicked, it enters the battlefield with flying and with X +1/+1 "
    "counters on it, where X is the discarded card's mana value.")
BIG = ml.Card.from_text(name="Big Beast", mana_cost="{4}{G}{G}", type_line="Creature — Beast",
                        power=6, toughness=6)


def test_kicked_enters_with_the_discarded_cards_mana_value_and_flying_702_33a() -> None:
    b = ml.Board()
    b.add("Grizzly Bears", zone="hand")
    beast = b.add(BIG, zone="hand")
    b.add_mana("you", "UUBCCC")  # {1}{U}{U} and the kicker's {2}{B}
    pet = b.cast(PET, kicked=1, discard=[beast])
    assert pet is not None and b.counters(pet) == {"+1/+1": 6}  # Big Beast: mana value 6
    assert "Flying" in b.characteristics(pet)["abilities"]
    assert list(b.graveyard("you")["name"]) == ["Big Beast"]  # discarded (701.9a)


def test_kicking_needs_a_creature_card_to_discard_702_33a_601_2h() -> None:
    b = ml.Board()
    b.add("Lightning Bolt", zone="hand")
    b.add_mana("you", "UUBCCC")
    with pytest.raises(ml.IllegalActionError, match="has none"):
        b.cast(PET, kicked=1)
    b.add("Grizzly Bears", zone="hand")
    b.add(BIG, zone="hand")
    with pytest.raises(ml.ChoiceRequired, match="discard="):
        b.cast(PET, kicked=1)  # two creature cards: which one is the caster's choice


def test_not_kicked_no_discard_no_counters_702_33d() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears", zone="hand")
    b.add_mana("you", "UUC")
    with pytest.raises(ml.IllegalActionError, match="isn't kicked"):
        b.cast(PET, discard=[bears])
    pet = b.cast(PET)
    assert pet is not None and b.counters(pet) == {}
    assert "Flying" not in b.characteristics(pet)["abilities"]
    assert len(b.hand("you")) == 1
