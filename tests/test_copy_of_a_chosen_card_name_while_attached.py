"""Killer Cosplay: "Whenever Killer Cosplay becomes attached to a creature, choose a
creature card name with an identical mana cost. That creature becomes a copy of the card
with the chosen name until Killer Cosplay becomes unattached from it."

It triggers as it becomes attached (603.2, 701.3a). The name is chosen as the ability
resolves (608.2d): the name of a card (201.4) that is a creature card with a mana cost
identical to that creature's (201.4a, 202.1). The creature gets that card's printed
values (707.2, 707.4) for as long as the Equipment stays attached to it (611.2b): moving
it to another creature (701.3c), unattaching it or its leaving the battlefield ends the
copy; already unattached as the ability resolves, the effect does nothing (611.2b).
"""

from __future__ import annotations

import pytest

import mtglab as ml

COSPLAY = ml.Card.from_text(
    name="Killer Cosplay", mana_cost="{G}", type_line="Artifact — Equipment",
    oracle_text="Whenever Killer Cosplay becomes attached to a creature, choose a creature "
                "card name with an identical mana cost. That creature becomes a copy of the "
                "card with the chosen name until Killer Cosplay becomes unattached from it.")


def _equipped(name: str = "Wall of Roots") -> tuple[ml.Board, object, object]:
    b = ml.Board()
    bears, cosplay = b.add("Grizzly Bears"), b.add(COSPLAY)
    b.attach(cosplay, bears)
    b.resolve(choices=[name])
    return b, bears, cosplay


def test_the_line_is_understood_cr_707_4_611_2b() -> None:
    assert COSPLAY.abilities[0].supported


def test_that_creature_becomes_a_copy_of_the_named_card_cr_201_4a_707_2() -> None:
    b, bears, _cosplay = _equipped()
    c = b.characteristics(bears)
    # Wall of Roots ({1}{G}, as Grizzly Bears): its printed values (707.2)
    assert (c["name"], c["power"], c["toughness"]) == ("Wall of Roots", 0, 5)
    assert b.effects["duration"].tolist() == ["while attached"]


def test_no_name_given_asks_for_one_listing_names_that_fit_cr_608_2d() -> None:
    b = ml.Board()
    bears, cosplay = b.add("Grizzly Bears"), b.add(COSPLAY)
    b.attach(cosplay, bears)
    with pytest.raises(ml.ChoiceRequired, match="choices=") as info:
        b.resolve()
    # its own name always has an identical mana cost (202.1)
    assert "Grizzly Bears" in info.value.options
    assert "Wall of Roots" in info.value.options
    assert "Llanowar Elves" not in info.value.options
    assert not b.stack.empty  # nothing changed


def test_a_name_with_another_mana_cost_is_refused_cr_202_1() -> None:
    b = ml.Board()
    bears, cosplay = b.add("Grizzly Bears"), b.add(COSPLAY)
    b.attach(cosplay, bears)
    with pytest.raises(ml.IllegalActionError, match=r"\{G\}.*not identical.*202\.1"):
        b.resolve(choices=["Llanowar Elves"])
    assert b.characteristics(bears)["name"] == "Grizzly Bears"


def test_a_noncreature_card_name_is_refused_cr_201_4a() -> None:
    b = ml.Board()
    bears, cosplay = b.add("Grizzly Bears"), b.add(COSPLAY)
    b.attach(cosplay, bears)
    with pytest.raises(ml.IllegalActionError, match=r"not a creature card.*201\.4a"):
        b.resolve(choices=["Rampant Growth"])  # {1}{G}, a sorcery card


def test_a_name_of_no_card_is_refused_cr_201_4() -> None:
    b = ml.Board()
    bears, cosplay = b.add("Grizzly Bears"), b.add(COSPLAY)
    b.attach(cosplay, bears)
    with pytest.raises(ml.IllegalActionError, match=r"201\.4"):
        b.resolve(choices=["No Such Card Anywhere"])


def test_a_card_of_this_game_may_be_named_cr_201_4() -> None:
    b = ml.Board()
    ogre = ml.Card.from_text(name="Test Ogre", mana_cost="{G}{1}", type_line="Creature — Ogre",
                             power="3", toughness="3", oracle_text="Trample")
    b.add(ogre, zone="library")
    bears, cosplay = b.add("Grizzly Bears"), b.add(COSPLAY)
    b.attach(cosplay, bears)
    b.resolve(choices=["Test Ogre"])  # the same symbols in another order (202.1)
    c = b.characteristics(bears)
    assert (c["name"], c["power"], c["toughness"]) == ("Test Ogre", 3, 3)


def test_moving_the_equipment_ends_the_copy_and_triggers_again_cr_611_2b_701_3c() -> None:
    b, bears, cosplay = _equipped()
    elves = b.add("Llanowar Elves")
    b.attach(cosplay, elves)
    assert b.characteristics(bears)["name"] == "Grizzly Bears"  # at once (611.2b)
    b.resolve(choices=["Fyndhorn Elves"])  # {G}, as Llanowar Elves
    assert b.characteristics(elves)["name"] == "Fyndhorn Elves"


def test_unattaching_it_ends_the_copy_cr_611_2b() -> None:
    b, bears, cosplay = _equipped()
    b.edit(cosplay, attached_to=None)  # set up as unattached from it
    b.check_state()  # the next check: the effect has ended (611.2b)
    assert b.characteristics(bears)["name"] == "Grizzly Bears"


def test_the_equipment_leaving_ends_the_copy_cr_611_2b() -> None:
    b, bears, cosplay = _equipped()
    b.remove(cosplay)
    b.add("Forest")
    assert b.characteristics(bears)["name"] == "Grizzly Bears"


def test_unattached_before_it_resolves_it_does_nothing_cr_611_2b() -> None:
    b = ml.Board()
    bears, cosplay = b.add("Grizzly Bears"), b.add(COSPLAY)
    b.attach(cosplay, bears)
    b.edit(cosplay, attached_to=None)
    with pytest.raises(ml.IllegalActionError, match="not asked"):  # nothing is chosen
        b.resolve(choices=["Wall of Roots"])
    b.resolve()
    assert b.characteristics(bears)["name"] == "Grizzly Bears"
    assert b.effects.empty


def test_a_creature_without_a_mana_cost_is_not_decided_cr_202_1b() -> None:
    b = ml.Board()
    golem = b.add(ml.Card.from_text(name="Costless Golem", type_line="Creature — Golem",
                                    power="3", toughness="3"))
    cosplay = b.add(COSPLAY)
    b.attach(cosplay, golem)
    with pytest.raises(ml.UnsupportedError, match=r"202\.1b"):
        b.resolve(choices=["Grizzly Bears"])
