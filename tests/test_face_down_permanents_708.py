"""Face-down permanents (CR 708) and copies of them (707.2, 708.10), turned face up by
their morph, megamorph or disguise cost or, manifested or cloaked, their mana cost."""

from __future__ import annotations

import pytest

import mtglab as ml


def _morph(keyword: str = "Morph {1}{G}") -> ml.Card:
    return ml.Card.from_text(name="Hidden Stalker", mana_cost="{3}{G}{G}",
                             type_line="Creature — Elf Warrior",
                             oracle_text=f"Trample\n{keyword}", power="5", toughness="4")


def test_a_face_down_permanent_is_a_nameless_colorless_2_2_without_text_cr_708_2a() -> None:
    b = ml.Board()
    p = b.add(_morph(), face_down=True)
    c = b.characteristics(p)
    assert (c["name"], c["mana_cost"], c["mana_value"]) == ("", None, 0)
    assert (c["types"], c["subtypes"], c["colors"]) == (("Creature",), (), frozenset())
    assert (c["power"], c["toughness"], c["abilities"]) == (2, 2, ())
    assert b.permanents.loc[0, "face_down"] == "morph"


@pytest.mark.parametrize("how", ["disguise", "cloak"])
def test_disguised_and_cloaked_permanents_have_ward_2_cr_702_168a_701_58a(how: str) -> None:
    b = ml.Board()
    p = b.add(_morph("Disguise {2}{G}"), face_down=how)
    assert b.characteristics(p)["abilities"] == ("Ward {2}",)


def test_a_copy_of_a_face_down_permanent_is_a_nameless_2_2_cr_707_2_708_2() -> None:
    b = ml.Board()
    hidden = b.add(_morph(), face_down="manifest")
    clone = b.add("Clone", copy_of=hidden)
    c = b.characteristics(clone)
    assert (c["name"], c["power"], c["toughness"], c["abilities"]) == ("", 2, 2, ())
    # the copy is not face down itself: it has nothing to turn face up (708.2, 707.2)
    with pytest.raises(ml.IllegalActionError, match="not face down"):
        b.turn_face_up(clone, pay=False)


def test_a_face_down_permanent_that_becomes_a_copy_still_looks_face_down_cr_708_10() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears")
    hidden = b.add(_morph(), face_down=True)
    b.become_copy(hidden, bears)
    assert b.characteristics(hidden)["name"] == ""
    b.turn_face_up(hidden, pay=False)
    # turned face up, its copiable values are those it copied (708.10)
    assert b.characteristics(hidden)["name"] == "Grizzly Bears"


def test_turning_face_up_pays_the_morph_cost_and_keeps_counters_cr_702_37e_708_8() -> None:
    b = ml.Board()
    hidden = b.add(_morph(), face_down=True, counters={"+1/+1": 1})
    with pytest.raises(ml.IllegalActionError, match=r"702\.37e"):
        b.turn_face_up(hidden)  # an empty pool can't pay {1}{G}
    assert b.characteristics(hidden)["name"] == ""  # a failed action changes nothing
    b.add_mana("you", "GG")
    b.turn_face_up(hidden)
    c = b.characteristics(hidden)
    assert (c["name"], c["power"], c["toughness"]) == ("Hidden Stalker", 6, 5)
    assert b.mana_pool("you") == ""
    assert b.log.iloc[-1]["rule"].startswith("702.37e")


def test_megamorph_puts_a_counter_on_it_as_it_turns_face_up_cr_702_37b() -> None:
    b = ml.Board()
    hidden = b.add(_morph("Megamorph {1}{G}"), face_down=True)
    b.add_mana("you", "GG")
    b.turn_face_up(hidden)
    assert b.counters(hidden) == {"+1/+1": 1}


def test_a_manifested_creature_card_turns_up_for_its_mana_cost_cr_701_40b() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears", face_down="manifest")
    b.add_mana("you", "GG")
    b.turn_face_up(bears)
    assert b.characteristics(bears)["name"] == "Grizzly Bears"


def test_a_manifested_noncreature_card_cant_be_turned_up_for_a_cost_cr_701_40b() -> None:
    b = ml.Board()
    forest = b.add("Forest", face_down="manifest")
    b.add_mana("you", "GGGG")
    with pytest.raises(ml.IllegalActionError, match=r"701\.40b"):
        b.turn_face_up(forest)


def test_a_manifested_card_with_morph_may_use_either_cost_cr_701_40c() -> None:
    b = ml.Board()
    hidden = b.add(_morph(), face_down="manifest")
    b.add_mana("you", "GGGGG")
    with pytest.raises(ml.IllegalActionError, match="using="):
        b.turn_face_up(hidden)
    b.turn_face_up(hidden, using="morph")
    assert b.mana_pool("you") == "GGG"


def test_face_down_status_survives_a_board_file_cr_708() -> None:
    b = ml.Board()
    b.add(_morph(), face_down="disguise")
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.permanents.loc[0, "face_down"] == "disguise"
    assert again.characteristics(again.permanents.loc[0, "id"])["abilities"] == ("Ward {2}",)


def test_face_down_must_be_a_known_way() -> None:
    with pytest.raises(ml.MtglabError, match="face_down"):
        ml.Board().add("Grizzly Bears", face_down="sideways")
