"""Cursed Mirror: "As ~ enters, you may have it become a copy of any creature on the
battlefield until end of turn, except it has haste."

Becoming a copy as it enters is a replacement effect on its entering (CR 614.1c, 707.5):
it enters as that copy, so the copied "enters" abilities trigger; the exception gives it
haste (707.9a); "until end of turn" ends the copy effect in the cleanup step (611.2a,
514.2), and it is the artifact it printed again. Not copying, it enters as itself.
"""

from __future__ import annotations

import mtglab as ml

MIRROR = ml.Card.from_text(
    name="Cursed Mirror", mana_cost="{2}{R}", type_line="Artifact",
    oracle_text="{T}: Add {R}.\nAs Cursed Mirror enters the battlefield, you may have it "
                "become a copy of any creature on the battlefield until end of turn, except "
                "it has haste.")
SEER = ml.Card.from_text(name="Test Seer", mana_cost="{1}{U}", type_line="Creature — Human",
                         power="1", toughness="1",
                         oracle_text="When Test Seer enters, draw a card.")


def _mirror_copying_the_seer() -> tuple[ml.Board, ml.Permanent]:
    b = ml.Board()
    seer = b.add(SEER, "opponent")
    b.add_mana("you", "RRR")
    mirror = b.cast(MIRROR, copy_of=seer)
    assert mirror is not None
    return b, mirror


def test_the_line_is_understood_cr_707_5_611_2a() -> None:
    assert all(a.supported for a in MIRROR.abilities)


def test_it_enters_as_the_copy_with_haste_cr_707_5_707_9a() -> None:
    b, mirror = _mirror_copying_the_seer()
    c = b.characteristics(mirror)
    assert c["name"] == "Test Seer" and c["types"] == ("Creature",)
    assert "Haste" in c["abilities"]
    assert b.effects["duration"].tolist() == ["end of turn"]


def test_the_copied_enters_ability_triggers_cr_707_5() -> None:
    # it never was on the battlefield as Cursed Mirror: it entered as the Seer
    b, _mirror = _mirror_copying_the_seer()
    assert b.stack["text"].tolist() == ["When Test Seer enters, draw a card."]


def test_the_copy_ends_in_the_cleanup_step_cr_611_2a_514_2() -> None:
    b, mirror = _mirror_copying_the_seer()
    b.resolve()
    b.pass_turn()
    c = b.characteristics(mirror)
    assert c["name"] == "Cursed Mirror" and c["types"] == ("Artifact",)
    assert "Haste" not in c["abilities"]


def test_not_copying_it_enters_as_itself_cr_707_5() -> None:
    b = ml.Board()
    b.add(SEER, "opponent")
    b.add_mana("you", "RRR")
    mirror = b.cast(MIRROR)
    assert mirror is not None
    assert b.characteristics(mirror)["name"] == "Cursed Mirror"
    assert b.effects.empty
