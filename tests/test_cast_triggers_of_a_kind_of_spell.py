"""Cast triggers on a kind of spell the grammar doesn't read, reaching the spell's
permanent as it enters: "Whenever you cast a creature spell with mana value 5 or
greater, that creature enters with X additional +1/+1 counters on it, where X is its
mana value minus 4" (Runadi, Behemoth Caller) and "Whenever you cast your first Human
creature spell each turn, that creature enters with an additional +1/+1 counter on it
for each Dog and/or Wolf you control" (Torgal, A Fine Hound) — CR 601.2i, 603.2, 202.3,
202.3e, 614.1c."""

from __future__ import annotations

import mtglab as ml
from mtglab.cards.ability import Trigger

RUNADI = ml.Card.from_text(
    name="Runadi, Behemoth Caller", mana_cost="{2}{G}",
    type_line="Legendary Creature — Cat Shaman", power="1", toughness="3",
    oracle_text="Whenever you cast a creature spell with mana value 5 or greater, that "
                "creature enters the battlefield with X additional +1/+1 counters on it, "
                "where X is its mana value minus 4.\n{T}: Add {G}.")
TORGAL = ml.Card.from_text(
    name="Torgal, A Fine Hound", mana_cost="{1}{G}", type_line="Legendary Creature — Wolf",
    power="2", toughness="2",
    oracle_text="Whenever you cast your first Human creature spell each turn, that "
                "creature enters with an additional +1/+1 counter on it for each Dog "
                "and/or Wolf you control.\n{T}: Add one mana of any color.")
WURM = ml.Card.from_text(name="Wurm", mana_cost="{4}{G}{G}", type_line="Creature — Wurm",
                         power="6", toughness="6")
FLASH_WURM = ml.Card.from_text(name="Flash Wurm", mana_cost="{4}{G}{G}",
                               type_line="Creature — Wurm", oracle_text="Flash", power="6",
                               toughness="6")
OGRE = ml.Card.from_text(name="Ogre", mana_cost="{3}{R}", type_line="Creature — Ogre",
                         power="4", toughness="3")
HYDRA = ml.Card.from_text(name="Hydra", mana_cost="{X}{G}{G}", type_line="Creature — Hydra",
                          power="3", toughness="3")
MONOLITH = ml.Card.from_text(name="Monolith", mana_cost="{7}", type_line="Artifact")
SQUIRE = ml.Card.from_text(name="Squire", mana_cost="{1}{W}", type_line="Creature — Human",
                           power="1", toughness="2")
KNIGHT = ml.Card.from_text(name="Knight", mana_cost="{1}{W}",
                           type_line="Creature — Human Knight", power="2", toughness="1")
ELF = ml.Card.from_text(name="Elf", mana_cost="{G}", type_line="Creature — Elf",
                        power="1", toughness="1")
HOUND = ml.Card.from_text(name="Hound", mana_cost="{1}{G}", type_line="Creature — Dog",
                          power="2", toughness="2")


def _counters(b: ml.Board, p: object) -> tuple[tuple[str, int], ...]:
    assert p is not None
    return b.state.permanents[p.id].counters  # type: ignore[attr-defined]


def test_runadi_reads_the_mana_value_threshold_and_its_mana_value() -> None:
    # the line is supported: the threshold on the trigger, X the spell's mana value - 4
    a = RUNADI.abilities[0]
    assert a.supported and isinstance(a.trigger, Trigger)
    assert a.trigger.min_mana_value == 5
    assert a.effects[0].amount.kind == "spell_mana_value"  # type: ignore[union-attr]


def test_a_six_mana_value_creature_enters_with_two_additional_counters() -> None:
    # 601.2i, 603.3: the trigger resolves above the spell; 202.3: mana value 6, X = 6 - 4
    b = ml.Board()
    b.add(RUNADI)
    b.add_mana("you", "GGGGGG")
    wurm = b.cast(WURM)
    assert _counters(b, wurm) == (("+1/+1", 2),)
    assert b.characteristics(wurm)["power"] == 8


def test_a_creature_spell_of_mana_value_four_does_not_trigger_it() -> None:
    # 603.2: the trigger event is a creature spell of mana value 5 or greater
    b = ml.Board()
    b.add(RUNADI)
    b.add_mana("you", "RRRR")
    ogre = b.cast(OGRE)
    assert _counters(b, ogre) == ()
    assert not any(r.action == "trigger" for r in b.state.log)


def test_x_counts_in_the_mana_value_on_the_stack() -> None:
    # 202.3e: {X}{G}{G} with X = 3 has mana value 5 on the stack: it triggers, X = 1
    b = ml.Board()
    b.add(RUNADI)
    b.add_mana("you", "GGGGG")
    hydra = b.cast(HYDRA, x=3)
    assert _counters(b, hydra) == (("+1/+1", 1),)


def test_a_noncreature_spell_or_an_opponent_s_creature_spell_does_not_trigger_it() -> None:
    # 603.2: "you cast a creature spell" — an artifact spell, or a spell an opponent
    # casts, is not one
    b = ml.Board()
    b.add(RUNADI)
    b.add_mana("you", "CCCCCCC")
    b.cast(MONOLITH)
    b.add_mana("opponent", "GGGGGG")
    wurm = b.cast(FLASH_WURM, controller="opponent")  # flash: on your turn (702.8a)
    assert _counters(b, wurm) == ()
    assert not any(r.action == "trigger" for r in b.state.log)


def test_torgal_s_first_human_creature_spell_counts_dogs_and_wolves() -> None:
    # Torgal is a Wolf and Hound a Dog: two counters (608.2h: counted as it resolves)
    b = ml.Board()
    b.add(TORGAL)
    b.add(HOUND)
    b.add_mana("you", "WW")
    squire = b.cast(SQUIRE)
    assert _counters(b, squire) == (("+1/+1", 2),)


def test_the_second_human_creature_spell_of_the_turn_does_not_trigger_it() -> None:
    # "your first Human creature spell each turn": only the first of the turn (603.2)
    b = ml.Board()
    b.add(TORGAL)
    b.add_mana("you", "WWWW")
    b.cast(SQUIRE)
    knight = b.cast(KNIGHT)
    assert _counters(b, knight) == ()


def test_a_non_human_creature_spell_first_does_not_use_it_up() -> None:
    # an Elf spell is not a Human creature spell: the Knight is still the first Human
    b = ml.Board()
    b.add(TORGAL)
    b.add_mana("you", "GWW")
    elf = b.cast(ELF)
    knight = b.cast(KNIGHT)
    assert _counters(b, elf) == ()
    assert _counters(b, knight) == (("+1/+1", 1),)


def test_a_human_cast_before_torgal_arrived_still_was_the_first() -> None:
    # the turn's history counts every Human creature spell you cast this turn (601.2i),
    # also one cast while Torgal wasn't on the battlefield: the next one isn't the first
    b = ml.Board()
    b.add_mana("you", "WW")
    b.cast(SQUIRE)
    b.add(TORGAL)
    b.add_mana("you", "WW")
    knight = b.cast(KNIGHT)
    assert _counters(b, knight) == ()


def test_a_new_turn_has_a_new_first_human_creature_spell() -> None:
    # 500.1: the turn's history begins anew; on your next turn the first Human triggers
    b = ml.Board()
    b.add(TORGAL)
    b.add_mana("you", "WW")
    b.cast(SQUIRE)
    b.pass_turn()
    b.pass_turn()
    b.add_mana("you", "WW")
    knight = b.cast(KNIGHT)
    assert _counters(b, knight) == (("+1/+1", 1),)


def test_the_types_of_this_turn_s_spells_round_trip_in_a_board_file() -> None:
    # the turn's history (601.2i) is part of the state a board file keeps
    b = ml.Board()
    b.add_mana("you", "WW")
    b.cast(SQUIRE)
    text = b.to_yaml()
    assert "Creature — Human" in text
    b2 = ml.Board.from_yaml(text)
    assert b2.state.player("you").spell_types == ("Creature — Human",)
    b2.add(TORGAL)
    b2.add_mana("you", "WW")
    assert _counters(b2, b2.cast(KNIGHT)) == ()  # the Squire was the first Human


def test_a_set_up_human_spell_this_turn_was_the_first() -> None:
    # Board.set_turn_history(spell_types=): the spells cast this turn (601.2i)
    b = ml.Board()
    b.set_turn_history("you", spell_types=["Creature — Human Soldier"])
    b.add(TORGAL)
    b.add_mana("you", "WW")
    assert _counters(b, b.cast(KNIGHT)) == ()
