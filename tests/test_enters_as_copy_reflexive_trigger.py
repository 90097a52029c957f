"""Superior Spider-Man: "Mind Swap — You may have ~ enter as a copy of any creature card
in a graveyard, except his name is ~ and he's a 4/4 Spider Human Hero in addition to his
other types. When you do, exile that card." Copying a card gives its printed values
(CR 707.2, 707.5) with the exceptions (707.9b); "When you do" is a reflexive triggered
ability (603.12): it triggers only when it enters as a copy, goes on the stack (603.3)
and exiles the card copied as it resolves. Entering as itself, nothing triggers."""

from __future__ import annotations

import mtglab as ml

SPIDER = ml.Card.from_text(
    name="Superior Spider-Man", mana_cost="{2}{U}{B}",
    type_line="Legendary Creature — Spider Human Hero", power="4", toughness="4",
    oracle_text="Mind Swap — You may have Superior Spider-Man enter as a copy of any creature "
                "card in a graveyard, except his name is Superior Spider-Man and he's a 4/4 "
                "Spider Human Hero in addition to his other types. When you do, exile that "
                "card.")
OGRE = ml.Card.from_text(name="Test Ogre", mana_cost="{5}{R}", type_line="Creature — Ogre",
                         power="7", toughness="7", oracle_text="Trample")


def _board() -> tuple[ml.Board, ml.CardHandle]:
    b = ml.Board()
    ogre = b.add(OGRE, "opponent", zone="graveyard")
    b.add_mana("you", "UBCC")
    return b, ogre


def test_the_line_is_understood_cr_603_12() -> None:
    assert all(a.supported for a in SPIDER.abilities)


def test_it_copies_the_card_with_its_exceptions_cr_707_5_707_9b() -> None:
    b, ogre = _board()
    p = b.cast(SPIDER, copy_of=ogre)
    assert p is not None
    c = b.characteristics(p)
    assert c["name"] == "Superior Spider-Man"  # 707.9b: the name is an exception
    assert (c["power"], c["toughness"]) == (4, 4)
    assert {"Ogre", "Spider", "Human", "Hero"} <= set(c["subtypes"])
    assert "Trample" in str(c["abilities"])  # the copied card's text (707.2)


def test_when_you_do_the_copied_card_is_exiled_cr_603_12() -> None:
    b, ogre = _board()
    b.cast(SPIDER, copy_of=ogre)
    assert len(b.stack) == 1  # the trigger waits on the stack (603.3)
    assert b.graveyard("opponent")["name"].tolist() == ["Test Ogre"]
    b.resolve()
    assert b.graveyard("opponent").empty
    assert b.exile[["name", "owner"]].values.tolist() == [["Test Ogre", "opponent"]]
    assert any("603.12" in str(r) for r in b.log["rule"])


def test_entering_as_itself_nothing_triggers_cr_603_12() -> None:
    b, _ogre = _board()
    p = b.cast(SPIDER)
    assert p is not None and b.characteristics(p)["subtypes"] == ("Spider", "Human", "Hero")
    assert b.stack.empty
    assert b.graveyard("opponent")["name"].tolist() == ["Test Ogre"]
