"""Copy exceptions in the wordings of Mindlink Mech, Olag, Flesh Duplicate, Aurora
Shifter and Vesuvan Drifter (CR 707.9a, 707.9b, 707.9f), read by the grammar's exception
list (the copy's records) and applied as a permanent enters as a copy (707.5).

707.9b: an exception modifying a characteristic is part of the copy's copiable values —
"in addition to its other colors" adds colors where "it's black" replaces them. 707.9f:
an exception that applies only if the copy has (or lacks) something is judged on the
copy without that exception ("it has vanishing 3 if that creature doesn't have
vanishing").
"""

from __future__ import annotations

import pytest

import mtglab as ml

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
BIRD = ml.Card.from_text(name="Bird", mana_cost="{W}", type_line="Creature — Bird",
                         power="1", toughness="1", oracle_text="Flying")


def _copier(except_text: str) -> ml.Card:
    return ml.Card.from_text(
        name="Test Shifter", mana_cost="{2}{U}", type_line="Creature — Shapeshifter",
        power="0", toughness="0",
        oracle_text="You may have Test Shifter enter the battlefield as a copy of any "
        f"creature on the battlefield, except {except_text}.")


@pytest.mark.parametrize(("text", "kinds"), [
    ("it's 4/3, it's a Vehicle artifact in addition to its other types, and it has flying",
     ["base_pt", "add_types", "grant_ability"]),  # Mindlink Mech
    ("its name is ~, it's 4/4, and it's a legendary blue and black Zombie in addition to "
     "its other colors and types",
     ["name", "base_pt", "add_supertypes", "add_colors", "add_types"]),  # Olag
    ("it has flying if that creature doesn't have flying", ["grant_ability"]),
    ('it has this ability and "Whenever this creature deals combat damage to a player, '
     'you gain that much life."', ["grant_ability", "keep_this_ability"]),
    ("it has flying", ["grant_ability"]),  # Vesuvan Drifter
    ("he has hexproof", ["grant_ability"]),  # Oko, the Ringleader
    # 707.9b: "its a Vehicle artifact with crew 3 and it loses all other card types"
    # (Imposter Mech; 205.3d): its card types set, the subtype added, crew granted
    ("its a Vehicle artifact with crew 3 and it loses all other card types",
     ["set_types", "add_types", "grant_ability"]),
    ('it\'s an artifact and it has "{T}: Add {U}."', ["set_types", "grant_ability"]),
    ("it isn't legendary, is an artifact in addition to its other types, and has myriad",
     ["not_legendary", "add_types", "grant_ability"]),  # Auton Soldier
    ("it has haste and dethrone", ["grant_ability"]),  # Dack's Duplicate
    ("it has ~'s other abilities", ["keep_own_abilities"]),  # Sakashima
    ("it's an artifact creature in addition to its other types, and its power and "
     "toughness are equal to ~'s power and toughness", ["add_types", "own_pt"]),
    ("it enters with a shield counter on it if you control that creature",
     ["extra_counter"]),  # Undercover Operative (614.1c)
])
def test_each_wording_is_read_707_9(text: str, kinds: list[str]) -> None:
    ability = _copier(text).abilities[0]
    assert ability.supported, ability.problem
    assert [e.kind for e in ability.effects[0].exceptions] == kinds


def test_colors_in_addition_are_added_not_replaced_707_9b() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_mana("you", "UCC")
    copy = b.cast(_copier("it's blue in addition to its other colors and types"),
                  copy_of=bear)
    assert b.characteristics(copy)["colors"] == frozenset({"G", "U"})


def test_a_grant_if_the_copied_creature_lacks_it_707_9f() -> None:
    card = _copier("it has flying if that creature doesn't have flying")
    assert card.abilities[0].supported
    b = ml.Board()
    bear, bird = b.add(BEAR), b.add(BIRD)
    b.add_mana("you", "UUCCCC")
    on_bear = b.cast(card, copy_of=bear)
    assert b.characteristics(on_bear)["abilities"] == ("Flying",)  # the bear lacks it
    on_bird = b.cast(card, copy_of=bird)
    assert b.characteristics(on_bird)["abilities"] == ("Flying",)  # copied, not added again


def test_a_granted_entering_keyword_not_understood_keeps_the_line_unsupported() -> None:
    # Flesh Duplicate: vanishing 3 would make it enter with time counters (702.63a,
    # 614.1c), which the engine does not apply as a copy enters (707.5): the part is named
    card = _copier("it has vanishing 3 if that creature doesn't have vanishing")
    ability = card.abilities[0]
    assert not ability.supported and "vanishing 3" in ability.problem.lower()


@pytest.mark.parametrize(("text", "conditions"), [
    # 707.9f: "if it's a creature, ..." applies to the clauses after it only (Moritte)
    ("it's legendary and snow in addition to its other types and, if it's a creature, it "
     "enters with two additional +1/+1 counters on it and has changeling",
     [None, "Creature", "Creature"]),
    # 702.128a: an embalmed token's exceptions (Vizier of Many Faces)
    ("if ~ was embalmed, the token has no mana cost, it's white, and it's a Zombie in "
     "addition to its other types", ["embalmed", "embalmed", "embalmed"]),
])
def test_a_condition_applies_to_the_clauses_after_it_707_9(
        text: str, conditions: list[str | None]) -> None:
    ability = _copier(text).abilities[0]
    assert ability.supported, ability.problem
    assert [e.condition for e in ability.effects[0].exceptions] == conditions


def test_a_granted_ability_not_played_keeps_the_line_unsupported_707_9a() -> None:
    # Aurora Shifter: the quoted ability gives energy, which the engine doesn't play
    card = _copier('it has this ability and "Whenever this creature deals combat damage to '
                   'a player, you get that many {E}."')
    assert not card.abilities[0].supported
