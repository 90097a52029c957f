"""Cast triggers: "whenever you cast / an opponent casts / a player casts a ... spell"
(CR 603.2, 601.2i).

Such an ability triggers when the spell becomes cast (601.2i) and goes on the stack
above the spell (603.3), so it resolves first. ``b.cast(..., resolve=True)`` resolves
those triggered abilities, top first, and then the spell; ``resolve=False`` leaves
both on the stack.
"""

from __future__ import annotations

import mtglab as ml


def enchantment(name: str, text: str) -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost="{1}", type_line="Enchantment",
                             oracle_text=text)


BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         oracle_text="", power="2", toughness="2")
SHOCKLESS = ml.Card.from_text(name="Quiet Instant", mana_cost="{U}", type_line="Instant",
                              oracle_text="")
WATCH = enchantment("Creature Watch", "Whenever you cast a creature spell, you gain 2 life.")
SPELLS = enchantment("Spell Watch", "Whenever you cast an instant or sorcery spell, you "
                     "gain 1 life.")
TAX = enchantment("Opponent Watch", "Whenever an opponent casts a spell, you gain 3 life.")
ISLAND = ml.Card.from_text(name="Test Island", type_line="Basic Land — Island",
                           oracle_text="({T}: Add {U}.)")


def test_it_goes_on_the_stack_above_the_spell_601_2i_603_3() -> None:
    b = ml.Board()
    b.add(WATCH)
    b.add_mana("you", "GG")
    spell = b.cast(BEAR, resolve=False)
    assert list(b.stack["name"]) == ["Bear", "Creature Watch"]  # bottom to top
    assert list(b.stack["kind"]) == ["spell", "triggered ability"]
    assert spell is not None and spell.name == "Bear"  # the handle is the spell's
    b.resolve()  # the trigger first: the spell is still on the stack (405.5)
    assert b.life("you") == 22 and list(b.stack["name"]) == ["Bear"]
    assert b.resolve() is not None
    assert "Bear" in list(b.permanents["name"])


def test_cast_resolves_its_triggers_then_the_spell() -> None:
    b = ml.Board()
    b.add(WATCH)
    b.add_mana("you", "GG")
    bear = b.cast(BEAR)
    assert bear is not None and bear.name == "Bear"
    assert b.life("you") == 22 and b.stack.empty


def test_the_kind_of_spell_is_checked_603_2() -> None:
    # a creature spell doesn't trigger "an instant or sorcery spell"; an instant does
    b = ml.Board()
    b.add(SPELLS)
    b.add_mana("you", "GG")
    b.cast(BEAR)
    assert b.life("you") == 20
    b.add_mana("you", "U")
    b.cast(SHOCKLESS)
    assert b.life("you") == 21


def test_an_opponent_casts_triggers_only_for_the_other_player_603_2() -> None:
    b = ml.Board()
    b.add(TAX, "you")
    b.add_mana("you", "U")
    b.cast(SHOCKLESS)  # my own spell: not an opponent's
    assert b.life("you") == 20
    b.add_mana("opponent", "U")
    b.cast(SHOCKLESS, controller="opponent")  # an instant: any time (307.1, 117.1a)
    assert b.life("you") == 23


def test_a_cast_triggers_target_comes_first_in_choices_603_3d() -> None:
    # the ability goes on the stack (its target chosen) before the spell resolves, so
    # its answer comes before the spell's own choices
    tapper = enchantment("Tapper", "Whenever you cast a creature spell, tap target "
                         "creature.")
    b = ml.Board()
    b.add(tapper)
    first, second = b.add(BEAR, "opponent"), b.add(BEAR, "opponent")
    b.add_mana("you", "GG")
    b.cast(BEAR, choices=[second])
    assert b.state.permanents[second.id].tapped
    assert not b.state.permanents[first.id].tapped


def test_a_line_that_names_the_spell_is_unsupported_with_the_part_named() -> None:
    # "exile that spell" acts on the spell, which mtglab's cast triggers don't carry out
    # ("copy that spell" they do: tests/test_copying_spells_on_the_stack_707_10.py)
    c = enchantment("Exiler", "Whenever you cast an instant or sorcery spell, exile that "
                    "spell.")
    a = c.abilities[0]
    assert not a.supported
    assert "that spell" in a.problem


def test_a_historic_spell_is_an_artifact_legendary_or_saga_700_6() -> None:
    watch = enchantment("History Watch", "Whenever you cast a historic spell, you gain 1 "
                        "life.")
    hero = ml.Card.from_text(name="Hero", mana_cost="{1}{G}",
                             type_line="Legendary Creature — Human", oracle_text="",
                             power="2", toughness="2")
    b = ml.Board()
    b.add(watch)
    b.add_mana("you", "GG")
    b.cast(BEAR)  # neither artifact, legendary nor Saga
    assert b.life("you") == 20
    b.add_mana("you", "GG")
    b.cast(hero)
    assert b.life("you") == 21


def test_a_spirit_or_arcane_spell_has_either_subtype_205_3() -> None:
    watch = enchantment("Kami Watch", "Whenever you cast a Spirit or Arcane spell, you gain "
                        "1 life.")
    arcane = ml.Card.from_text(name="Rite", mana_cost="{U}", type_line="Instant — Arcane",
                               oracle_text="")
    b = ml.Board()
    b.add(watch)
    b.add_mana("you", "U")
    b.cast(arcane)
    assert b.life("you") == 21
    b.add_mana("you", "GG")
    b.cast(BEAR)  # a Bear, neither
    assert b.life("you") == 21
