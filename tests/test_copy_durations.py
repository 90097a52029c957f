"""How long copy effects last (CR 611.2b, 514.2, 707.4)."""

from __future__ import annotations

import mtglab as ml


def test_for_as_long_as_ends_when_the_named_creature_leaves_cr_611_2b() -> None:
    # Zygon Infiltrator's copy lasts "for as long as that creature remains tapped": once
    # that creature has left the battlefield it can't remain tapped, so the effect ends
    b = ml.Board()
    zygon = b.add("Zygon Infiltrator")
    elves = b.add("Llanowar Elves", "opponent")
    b.add_mana("you", "UUU")
    b.activate(zygon, "Body-print", targets=[elves])
    assert b.characteristics(zygon)["name"] == "Llanowar Elves"
    b.remove(elves)
    b.pass_turn()  # the next time the board changes, the condition is checked (611.2b)
    assert b.characteristics(zygon)["name"] == "Zygon Infiltrator"


def test_until_end_of_turn_copies_end_in_cleanup_cr_514_2() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears")
    elves = b.add("Llanowar Elves")
    b.add_mana("you", "GUU")
    b.cast("Cytoshape", targets=[bears], choices=[elves])
    assert b.characteristics(bears)["name"] == "Llanowar Elves"
    effects = b.effects
    assert (effects["duration"] == "end of turn").any()
    b.pass_turn()
    assert b.characteristics(bears)["name"] == "Grizzly Bears"


def test_a_copy_until_end_of_turn_of_a_copy_stays_after_the_original_changes_707_2b() -> None:
    # Mirror Image copies Zygon while Zygon copies the Elves: it is an Elves copy, and it
    # stays one when Zygon's effect ends (707.2b: its values were fixed as it entered)
    b = ml.Board()
    zygon = b.add("Zygon Infiltrator")
    elves = b.add("Llanowar Elves", "opponent")
    b.add_mana("you", "UUUUUU")
    b.activate(zygon, "Body-print", targets=[elves])
    image = b.cast("Mirror Image", copy_of=zygon)
    assert image is not None and b.characteristics(image)["name"] == "Llanowar Elves"
    b.remove(elves)
    b.pass_turn()
    assert b.characteristics(zygon)["name"] == "Zygon Infiltrator"
    assert b.characteristics(image)["name"] == "Llanowar Elves"
