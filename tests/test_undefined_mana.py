"""Mana of an undefined type (CR 106.5): "If an ability would produce one or more mana of
an undefined type, it produces no mana instead." -- the seed document's first sentence.

No mana means nothing for replacement effects to change and no "tapped for mana"
trigger (106.12a: it triggers when the ability "produces mana").
"""

from __future__ import annotations

import mtglab as ml

ANY_COLOR = {"W", "U", "B", "R", "G"}


def no_mana(b: ml.Board, p: ml.Permanent, i: int) -> None:
    """The activation adds nothing, triggers nothing, and says why (106.5)."""
    assert b.productions(p, i) == {""}
    table = ml.orderings(b, p, i)
    assert list(table["order"]) == [()]
    assert list(table["mana"]) == [frozenset({""})]
    r = b.activate(p, i)
    assert r.mana == "" and r.by_source == {} and r.triggers == ()
    assert b.mana_pool(b.controller(p)) == ""
    assert any("106.5" in line for line in r.log)


# ------------------------------------------------------------------ "the chosen color"


def test_chosen_color_with_no_color_chosen_zygon_copying_quirion_elves() -> None:
    # Zygon Infiltrator becomes a copy of Quirion Elves without entering (707.4), so
    # "As this enters, choose a color" never happened for it: "the chosen color" is
    # undefined (607.5a) and its ability makes no mana (106.5). Kinnan sees nothing
    # produced and doesn't trigger (106.12a).
    b = ml.Board()
    elves = b.add("Quirion Elves", choices=["U"])
    zygon = b.add("Zygon Infiltrator")
    b.add("Kinnan, Bonder Prodigy")
    b.add("Mana Reflection")
    b.add_mana("you", "UUU")
    b.activate(zygon, "Body-print", targets=[elves])
    chosen = next(i for i, a in enumerate(ml.card("Quirion Elves").abilities)
                  if "chosen color" in a.text)
    assert b.productions(elves, chosen) == {"UUU"}  # the original chose blue: 2x + Kinnan
    no_mana(b, zygon, chosen)


def test_chosen_color_ability_without_any_choice() -> None:
    # An ability that refers to a choice no one made (607.5a) produces no mana
    card = ml.Card.from_text(name="Chroma Relic", mana_cost="{2}", type_line="Artifact",
                             oracle_text="{T}: Add one mana of the chosen color.")
    b = ml.Board()
    relic = b.add(card)
    b.add("Kinnan, Bonder Prodigy")
    no_mana(b, relic, 0)


# ------------------------------------------------------------------ Command Tower


def test_command_tower_without_a_commander() -> None:
    # "{T}: Add one mana of any color in your commander's color identity." Without a
    # commander that color identity is undefined (903.4f): no mana, no Wild Growth
    b = ml.Board()
    tower = b.add("Command Tower")
    b.add("Wild Growth", attached_to=tower)
    b.add("Mana Reflection")
    no_mana(b, tower, 0)


def test_command_tower_could_produce_nothing_without_a_commander() -> None:
    # 106.7: if it wouldn't produce any mana, there's no type it could produce
    b = ml.Board()
    tower = b.add("Command Tower")
    assert b.could_produce(tower) == frozenset()


def test_command_tower_with_a_commander() -> None:
    # Kinnan's color identity is green and blue (903.4)
    b = ml.Board(commanders={"you": "Kinnan, Bonder Prodigy"})
    tower = b.add("Command Tower")
    assert b.productions(tower, 0) == {"G", "U"}
    assert b.activate(tower, 0, choices=["U"]).mana == "U"


# ------------------------------------------------------------------ Mox Amber


def test_mox_amber_with_no_legendary_creature_or_planeswalker() -> None:
    # "{T}: Add one mana of any color among legendary creatures and planeswalkers you
    # control." A nonlegendary creature doesn't count; Mox Amber itself is a legendary
    # artifact, not a creature.
    b = ml.Board()
    mox = b.add("Mox Amber")
    b.add("Llanowar Elves")
    no_mana(b, mox, 0)


def test_mox_amber_with_a_legendary_creature() -> None:
    b = ml.Board()
    mox = b.add("Mox Amber")
    b.add("Kinnan, Bonder Prodigy")
    # Kinnan is green and blue; it also copies the type Mox Amber produced (a nonland)
    assert b.productions(mox, 0) == {"GG", "UU"}


def test_mox_amber_ignores_an_opponents_legendary_creature() -> None:
    b = ml.Board()
    mox = b.add("Mox Amber")
    b.add("Kinnan, Bonder Prodigy", controller="opponent")
    no_mana(b, mox, 0)


# ------------------------------------------------------------------ Meteor Crater


def test_meteor_crater_with_no_colored_permanent() -> None:
    # CR 106.5 example: Meteor Crater ("Choose a color of a permanent you control. Add
    # one mana of that color.") produces no mana if you control no colored permanents.
    # Lands and artifacts are colorless.
    b = ml.Board()
    crater = b.add("Meteor Crater")
    b.add("Forest")
    b.add("Sol Ring")
    no_mana(b, crater, 0)


def test_meteor_crater_with_colored_permanents() -> None:
    b = ml.Board()
    crater = b.add("Meteor Crater")
    b.add("Llanowar Elves")
    b.add("Grizzly Bears")
    assert b.productions(crater, 0) == {"G"}
    b.add("Shivan Dragon")
    assert b.productions(crater, 0) == {"G", "R"}


def test_meteor_crater_ignores_an_opponents_colored_permanent() -> None:
    b = ml.Board()
    crater = b.add("Meteor Crater")
    b.add("Shivan Dragon", controller="opponent")
    no_mana(b, crater, 0)
