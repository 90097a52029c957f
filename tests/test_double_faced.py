"""Double-faced cards on the battlefield (CR 712) and transforming (701.27).

The two cards are written out in a small JSON-lines file in the corpus's shape, their
Oracle text as printed, and loaded with :func:`mtglab.load_cards`. Rules: each face has
its own characteristics (712.8) and a permanent has only those of the face up (712.8d-f);
a transformed permanent's mana value is its front face's (712.8e); copying uses the
face up (707.8), and a copy of a back face has mana value 0 (712.8e); transforming gives
a new timestamp (613.7g); a card that isn't double-faced doesn't transform (701.27c).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import mtglab as ml

ITLIMOC = {
    "name": "Growing Rites of Itlimoc // Itlimoc, Cradle of the Sun", "mana_cost": "{2}{G}",
    "type_line": "Legendary Enchantment // Legendary Land", "layout": "transform",
    "oracle_text": "", "colors": ["G"], "faces": [
        {"name": "Growing Rites of Itlimoc", "mana_cost": "{2}{G}",
         "type_line": "Legendary Enchantment", "colors": ["G"],
         "oracle_text": "At the beginning of your end step, if you control four or more "
                        "creatures, transform Growing Rites of Itlimoc."},
        {"name": "Itlimoc, Cradle of the Sun", "mana_cost": "", "type_line": "Legendary Land",
         "colors": [], "oracle_text": "(Transforms from Growing Rites of Itlimoc.)\n"
                                      "{T}: Add {G}.\n{T}: Add {G} for each creature you "
                                      "control."}]}
DELVER = {
    "name": "Delver of Secrets // Insectile Aberration", "mana_cost": "{U}",
    "type_line": "Creature — Human Wizard // Creature — Human Insect", "layout": "transform",
    "oracle_text": "", "colors": ["U"], "power": "1", "toughness": "1", "faces": [
        {"name": "Delver of Secrets", "mana_cost": "{U}", "type_line": "Creature — Human Wizard",
         "colors": ["U"], "power": "1", "toughness": "1", "oracle_text": ""},
        {"name": "Insectile Aberration", "mana_cost": "", "type_line": "Creature — Human Insect",
         "colors": ["U"], "power": "3", "toughness": "2", "oracle_text": "Flying"}]}
EMERIA = {  # a modal double-faced card whose front face is a sorcery (712.3)
    "name": "Emeria's Call // Emeria, Shattered Skyclave", "mana_cost": "{4}{W}{W}{W}",
    "type_line": "Sorcery // Land", "layout": "modal_dfc", "oracle_text": "", "colors": ["W"],
    "faces": [
        {"name": "Emeria's Call", "mana_cost": "{4}{W}{W}{W}", "type_line": "Sorcery",
         "colors": ["W"], "oracle_text": "Create two 4/4 white Angel Warrior creature tokens "
                                         "with flying."},
        {"name": "Emeria, Shattered Skyclave", "mana_cost": "", "type_line": "Land",
         "colors": [], "oracle_text": "As Emeria, Shattered Skyclave enters, you may pay 3 "
                                      "life. If you don't, it enters tapped.\n{T}: Add {W}."}]}


@pytest.fixture(scope="module", autouse=True)
def cards(tmp_path_factory: pytest.TempPathFactory) -> None:
    path: Path = tmp_path_factory.mktemp("dfc") / "dfc.jsonl"
    path.write_text("\n".join(json.dumps(c) for c in (ITLIMOC, DELVER, EMERIA)), "utf-8")
    ml.load_cards(path)


def test_a_back_face_name_enters_transformed() -> None:
    # 712.8e: with its back face up it has only the back face's characteristics, except
    # its mana value, which is its front face's
    b = ml.Board()
    land = b.add("Itlimoc, Cradle of the Sun")
    c = b.characteristics(land)
    assert c["name"] == "Itlimoc, Cradle of the Sun" and c["types"] == ("Land",)
    assert c["colors"] == frozenset()
    assert c["abilities"] == ("{T}: Add {G}.", "{T}: Add {G} for each creature you control.")
    assert b.mana_value(land) == 3  # {2}{G}
    assert b.could_produce(land) == frozenset({"G"})  # could produce follows the face
    assert b.productions(land, 0) == frozenset({"G"})


def test_the_front_face_name_or_the_full_name_enters_front_face_up() -> None:
    # 712.8d: only the front face's characteristics (not the combined "A // B" name)
    b = ml.Board()
    for name in ("Growing Rites of Itlimoc",
                 "Growing Rites of Itlimoc // Itlimoc, Cradle of the Sun"):
        p = b.add(name)
        assert b.characteristics(p)["name"] == "Growing Rites of Itlimoc"
        assert b.characteristics(p)["types"] == ("Enchantment",)
        assert b.could_produce(p) == frozenset()


def test_transform_turns_it_over_with_a_new_timestamp() -> None:
    b = ml.Board()
    rites = b.add("Growing Rites of Itlimoc")
    before = int(b.permanents.set_index("name").loc["Growing Rites of Itlimoc", "timestamp"])
    b.transform(rites)  # 701.27a
    assert b.characteristics(rites)["name"] == "Itlimoc, Cradle of the Sun"
    assert b.could_produce(rites) == frozenset({"G"})
    row = b.permanents.set_index("name").loc["Itlimoc, Cradle of the Sun"]
    assert int(row["timestamp"]) > before  # 613.7g
    assert b.log.iloc[-1]["rule"].startswith("701.27a")
    b.transform(rites)  # and back
    assert b.characteristics(rites)["name"] == "Growing Rites of Itlimoc"


def test_a_transformed_creature_keeps_its_counters_it_is_the_same_object() -> None:
    b = ml.Board()
    delver = b.add("Delver of Secrets", counters={"+1/+1": 1})
    b.transform(delver)
    c = b.characteristics(delver)
    assert (c["name"], c["power"], c["toughness"]) == ("Insectile Aberration", 4, 3)
    assert b.mana_value(delver) == 1  # 712.8e


def test_a_copy_of_a_back_face_copies_the_face_up_with_mana_value_0() -> None:
    # 707.8: the copiable values of the face that's up; 712.8e: a copy of a back face
    # has mana value 0
    b = ml.Board()
    aberration = b.add("Insectile Aberration")
    assert b.copiable_values(aberration)["name"] == "Insectile Aberration"
    clone = b.add(ml.Card.from_text(name="Clone", mana_cost="{3}{U}",
                                    type_line="Creature — Shapeshifter", power="0",
                                    toughness="0"), copy_of=aberration)
    assert b.characteristics(clone)["name"] == "Insectile Aberration"
    assert b.mana_value(clone) == 0


def test_something_not_double_faced_does_not_transform() -> None:
    b = ml.Board()
    forest = b.add("Forest")
    b.transform(forest)  # 701.27c: nothing happens
    assert b.characteristics(forest)["name"] == "Forest"
    assert "701.27c" in b.log.iloc[-1]["rule"]


def test_a_sorcery_face_is_not_a_permanent_and_is_never_turned_up() -> None:
    b = ml.Board()
    with pytest.raises(ml.IllegalActionError, match=r"110\.4a"):
        b.add("Emeria's Call")
    land = b.add("Emeria, Shattered Skyclave", choices=[True])
    assert b.mana_value(land) == 0  # a modal card has the face up's values (712.8f)
    b.transform(land)  # 701.27d: its other face is a sorcery, nothing happens
    assert b.characteristics(land)["name"] == "Emeria, Shattered Skyclave"


def test_a_transformed_permanent_survives_a_board_file() -> None:
    b = ml.Board()
    b.add("Itlimoc, Cradle of the Sun")
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.characteristics(again.get("Itlimoc, Cradle of the Sun"))["types"] == ("Land",)
