"""The Mimeoplasm: "As ~ enters, you may exile two creature cards from graveyards. If you
do, it enters as a copy of one of those cards with a number of additional +1/+1 counters
on it equal to the power of the other card."

What is done "as ~ enters" is done before it is on the battlefield (CR 614.12a): both
cards are exiled (406.3); it enters as a copy of one of them with that card's printed
values (707.2, 707.5) and with the other card's power in +1/+1 counters, which are
counters put on it as it enters (614.1c, 122.6: Hardened Scales adds one). Without two
creature cards in graveyards it can't exile two, so it enters as itself."""

from __future__ import annotations

import pytest

import mtglab as ml

MIMEOPLASM = ml.Card.from_text(
    name="The Mimeoplasm", mana_cost="{2}{G}{U}{B}", type_line="Legendary Creature — Ooze",
    power="0", toughness="0",
    oracle_text="As The Mimeoplasm enters the battlefield, you may exile two creature cards "
                "from graveyards. If you do, it enters the battlefield as a copy of one of "
                "those cards with a number of additional +1/+1 counters on it equal to the "
                "power of the other card.")
OGRE = ml.Card.from_text(name="Test Ogre", mana_cost="{5}{R}", type_line="Creature — Ogre",
                         power="7", toughness="7", oracle_text="Trample")
ELF = ml.Card.from_text(name="Test Elf", mana_cost="{G}", type_line="Creature — Elf",
                        power="1", toughness="1")


def _board() -> tuple[ml.Board, ml.CardHandle, ml.CardHandle, ml.CardHandle]:
    b = ml.Board()
    ogre = b.add(OGRE, "opponent", zone="graveyard")
    bear = b.add("Grizzly Bears", zone="graveyard")
    elf = b.add(ELF, zone="graveyard")
    b.add_mana("you", "GUBCC")
    return b, ogre, bear, elf


def test_the_line_is_understood_cr_614_12a_707_5() -> None:
    assert all(a.supported for a in MIMEOPLASM.abilities)


def test_a_copy_of_one_with_the_others_power_in_counters_cr_707_5_614_1c() -> None:
    b, ogre, bear, _elf = _board()
    p = b.cast(MIMEOPLASM, copy_of=ogre, choices=[bear])
    c = b.characteristics(p)
    assert c["name"] == "Test Ogre" and "Trample" in str(c["abilities"])  # 707.2
    assert b.counters(p) == {"+1/+1": 2}  # Grizzly Bears' power
    assert (c["power"], c["toughness"]) == (9, 9)


def test_both_cards_are_exiled_the_third_stays_cr_614_12a() -> None:
    b, ogre, bear, _elf = _board()
    b.cast(MIMEOPLASM, copy_of=bear, choices=[ogre])
    assert sorted(b.exile["name"]) == ["Grizzly Bears", "Test Ogre"]
    assert b.graveyard("you")["name"].tolist() == ["Test Elf"]
    assert b.graveyard("opponent").empty


def test_the_counters_are_counters_put_on_it_cr_122_6() -> None:
    b, ogre, _bear, elf = _board()
    b.add("Hardened Scales")  # one more +1/+1 counter (614.1c, 122.6)
    p = b.cast(MIMEOPLASM, copy_of=ogre, choices=[elf])
    assert b.counters(p) == {"+1/+1": 2}


def test_with_one_creature_card_it_cant_exile_two_cr_614_12a() -> None:
    b = ml.Board()
    ogre = b.add(OGRE, "opponent", zone="graveyard")
    b.add_mana("you", "GUBCC")
    with pytest.raises(ml.IllegalActionError, match=r"614\.12a"):
        b.cast(MIMEOPLASM, copy_of=ogre)
    p = b.cast(MIMEOPLASM)  # it enters as itself, a 0/0 (704.5f)
    assert p is None or b.characteristics(p)["name"] == "The Mimeoplasm"
    assert b.graveyard("opponent")["name"].tolist() == ["Test Ogre"]
