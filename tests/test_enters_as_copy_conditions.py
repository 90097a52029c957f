"""'Enter as a copy' with conditions and conditional exceptions (CR 707.5, 707.9b,
614.1c): the copier's own power and toughness, "if it's a creature, it enters with two
additional +1/+1 counters on it and has changeling", "a shield counter if you control
that creature", exceptions only an embalmed token gets (702.128a), "If you attacked this
turn, you may have ~ enter as a copy" (508.1a), and a copied permanent's mana value
limited by the mana spent to cast the copier (202.3, 601.2h).

Cards are made with ``ml.Card.from_text`` under made-up names in the wordings of real
cards (Hulking Metamorph, Moritte of the Frost, Undercover Operative, Vizier of Many
Faces, Protean Raider, Mockingbird).
"""

from __future__ import annotations

import pytest

import mtglab as ml

POOL = "WWWWWUUUUUBBBBBRRRRRGGGGGCCCCCCCCCC"


def _copier(name: str, text: str, cost: str = "{2}{U}", pt: str = "0",
            type_line: str = "Creature — Shapeshifter") -> ml.Card:
    card = ml.Card.from_text(name=name, mana_cost=cost, type_line=type_line,
                             oracle_text=text, power=pt, toughness=pt)
    assert all(a.supported for a in card.abilities), [a.problem for a in card.abilities]
    return card


BEAR = ml.Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
ROCK = ml.Card.from_text(name="Test Rock", mana_cost="{4}", type_line="Artifact",
                         oracle_text="{T}: Add {C}.")


def _cast(b: ml.Board, card: ml.Card, **kw: object) -> ml.Permanent:
    b.add_mana("you", POOL)
    p = b.cast(card, **kw)  # type: ignore[arg-type]
    assert isinstance(p, ml.Permanent)
    return p


def test_its_power_and_toughness_are_the_copiers_own_707_9b() -> None:
    metamorph = _copier("Test Metamorph", "You may have Test Metamorph enter the battlefield "
                        "as a copy of an artifact or creature you control, except it's an "
                        "artifact creature in addition to its other types, and its power and "
                        "toughness are equal to Test Metamorph's power and toughness.",
                        "{6}{U}", "7", "Artifact Creature — Shapeshifter")
    b = ml.Board()
    c = b.characteristics(_cast(b, metamorph, copy_of=b.add(BEAR)))
    assert (c["name"], c["types"], c["power"], c["toughness"]) == \
        ("Test Bear", ("Creature", "Artifact"), 7, 7)
    copy = _cast(b, metamorph, copy_of=b.add(ROCK))
    rock = b.characteristics(copy)
    assert (rock["name"], set(rock["types"]), rock["power"]) == \
        ("Test Rock", {"Artifact", "Creature"}, 7)
    assert b.copiable_values(copy)["power"] == 7  # the exception is copiable (707.9b)


MORITTE = _copier("Test Moritte", "Changeling\nYou may have Test Moritte enter the "
                  "battlefield as a copy of a permanent you control, except it's legendary "
                  "and snow in addition to its other types and, if it's a creature, it "
                  "enters with two additional +1/+1 counters on it and has changeling.",
                  "{2}{G}{U}{U}", "0", "Legendary Snow Creature — Shapeshifter")


def test_if_its_a_creature_it_enters_with_counters_and_has_changeling_707_9b() -> None:
    b = ml.Board()
    p = _cast(b, MORITTE, copy_of=b.add(BEAR))
    c = b.characteristics(p)
    assert c["supertypes"] == ("Legendary", "Snow")
    assert b.counters(p) == {"+1/+1": 2}
    assert "Changeling" in c["abilities"]


def test_a_noncreature_copy_gets_neither_707_9b() -> None:
    b = ml.Board()
    p = _cast(b, MORITTE, copy_of=b.add(ROCK))
    c = b.characteristics(p)
    assert c["supertypes"] == ("Legendary", "Snow") and c["types"] == ("Artifact",)
    assert b.counters(p) == {}
    assert "Changeling" not in c["abilities"]


def test_a_shield_counter_only_if_you_control_the_copied_creature_707_9b() -> None:
    operative = _copier("Test Operative", "You may have Test Operative enter the battlefield "
                        "as a copy of any creature on the battlefield, except it enters with "
                        "a shield counter on it if you control that creature.", "{1}{U}")
    b = ml.Board()
    assert b.counters(_cast(b, operative, copy_of=b.add(BEAR))) == {"shield": 1}
    assert b.counters(_cast(b, operative, copy_of=b.add(BEAR, "opponent"))) == {}


def test_exceptions_for_an_embalmed_token_only_702_128a() -> None:
    vizier = _copier("Test Vizier", "You may have this creature enter as a copy of any "
                     "creature on the battlefield, except if this creature was embalmed, the "
                     "token has no mana cost, it's white, and it's a Zombie in addition to its "
                     "other types.", "{2}{U}{U}")
    b = ml.Board()
    c = b.characteristics(_cast(b, vizier, copy_of=b.add(BEAR)))  # cast: not embalmed
    assert (c["mana_cost"], c["colors"], c["subtypes"]) == ("{1}{G}", frozenset("G"),
                                                            ("Bear",))


def test_if_you_attacked_this_turn_it_may_enter_as_a_copy_508_1a() -> None:
    raider = _copier("Test Raider", "Raid — If you attacked this turn, you may have Test "
                     "Raider enter the battlefield as a copy of any creature on the "
                     "battlefield.", "{4}{U}", "4")
    b = ml.Board()
    bear = b.add(BEAR)
    with pytest.raises(ml.IllegalActionError, match="attacked this turn"):
        _cast(b, raider, copy_of=bear)
    assert b.characteristics(_cast(b, raider))["name"] == "Test Raider"  # as itself
    b.set_turn_history("you", attackers=1)
    assert b.characteristics(_cast(b, raider, copy_of=bear))["name"] == "Test Bear"


def test_mana_value_at_most_the_mana_spent_202_3_601_2h() -> None:
    bird = _copier("Test Mockingbird", "Flying\nYou may have Test Mockingbird enter as a copy "
                   "of any creature on the battlefield with mana value less than or equal to "
                   "the amount of mana spent to cast Test Mockingbird, except it's a Bird in "
                   "addition to its other types and it has flying.", "{X}{U}", "1")
    big = ml.Card.from_text(name="Test Giant", mana_cost="{3}{G}", type_line="Creature — Giant",
                            power="4", toughness="4")
    b = ml.Board()
    giant = b.add(big)
    with pytest.raises(ml.IllegalActionError, match="mana value 4"):
        _cast(b, bird, x=2, copy_of=giant)  # three mana spent
    c = b.characteristics(_cast(b, bird, x=3, copy_of=giant))  # four mana spent
    assert c["name"] == "Test Giant" and "Bird" in c["subtypes"] and "Flying" in c["abilities"]


def test_a_vehicle_artifact_that_loses_its_other_card_types_707_9b_205_3d() -> None:
    mech = _copier("Test Mech", "You may have Test Mech enter the battlefield as a copy of a "
                   "creature an opponent controls, except its a Vehicle artifact with crew 3 "
                   "and it loses all other card types.", "{1}{U}{U}", "3",
                   "Artifact — Vehicle")
    b = ml.Board()
    trampler = ml.Card.from_text(name="Test Trampler", mana_cost="{1}{G}",
                                 type_line="Creature — Bear", power="2", toughness="2",
                                 oracle_text="Trample")
    p = _cast(b, mech, copy_of=b.add(trampler, "opponent"))
    c = b.characteristics(p)
    # an artifact only: the creature type Bear goes with the creature type (205.3d)
    assert (c["name"], c["types"], c["subtypes"]) == ("Test Trampler", ("Artifact",),
                                                      ("Vehicle",))
    assert c["abilities"] == ("Trample", "Crew 3")
    assert b.copiable_values(p)["power"] == 2  # the copied power stays copiable (707.2)


def test_a_creature_card_put_into_a_graveyard_from_the_battlefield_this_turn_400_7() -> None:
    sleeper = _copier("Test Sleeper", "You may have Test Sleeper enter the battlefield as a "
                      "copy of any creature card in a graveyard that was put there from the "
                      "battlefield this turn, except it's a Phyrexian in addition to its other "
                      "types.", "{2}{B}", "0", "Creature — Phyrexian Shapeshifter")
    b = ml.Board()
    put_there = b.add(BEAR, zone="graveyard")  # set-up: not put there from the battlefield
    with pytest.raises(ml.IllegalActionError, match="from the battlefield this turn"):
        _cast(b, sleeper, copy_of=put_there)
    bear = b.add(BEAR, "opponent")
    b.add_counters(bear, "-1/-1", 2)
    b.check_state()  # it dies (704.5f): a new object in its owner's graveyard (400.7)
    died = b.cards("opponent", "graveyard")[-1]
    c = b.characteristics(_cast(b, sleeper, copy_of=died))
    assert (c["name"], c["subtypes"]) == ("Test Bear", ("Bear", "Phyrexian"))
    assert ml.Board.from_yaml(b.to_yaml()).state == b.state  # the history round-trips
    b.pass_turn()  # next turn it is no longer "this turn"
    b.pass_turn()
    with pytest.raises(ml.IllegalActionError, match="from the battlefield this turn"):
        _cast(b, sleeper, copy_of=died)
