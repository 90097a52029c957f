"""Wordings of "enters with" and of copy effects read by the grammar (grammar/entering.lark,
upon_entering.lark, verb_copy.lark), played on a board (CR 614.1c, 122.6, 601.2h, 707.5, 707.4).

Cards are made with ``ml.Card.from_text`` under made-up names, in the wordings of real
cards (The Duke, Agent's Toolkit, Boot Nipper, Gyrus, Arwen, Sheriff of Safe Passage,
Infinite Reflection, Mirage Mirror), so no corpus is needed.
"""

from __future__ import annotations

import pytest

import mtglab as ml


def _creature(name: str, text: str, cost: str = "{1}{G}", pt: str = "1") -> ml.Card:
    card = ml.Card.from_text(name=name, mana_cost=cost, type_line="Creature — Beast",
                             oracle_text=text, power=pt, toughness=pt)
    assert all(a.supported for a in card.abilities), [a.problem for a in card.abilities]
    return card


def test_on_him_is_on_it_cr_614_1c() -> None:
    card = _creature("Test Duke", "Test Duke enters with a +1/+1 counter on him.")
    b = ml.Board()
    b.add_mana("you", "GG")
    assert b.counters(b.cast(card)) == {"+1/+1": 1}


def test_several_kinds_of_counters_in_one_sentence_cr_122_6() -> None:
    card = _creature("Test Toolkit", "Test Toolkit enters with a +1/+1 counter, a flying "
                     "counter, and a shield counter on it.")
    b = ml.Board()
    b.add_mana("you", "GG")
    assert b.counters(b.cast(card)) == {"+1/+1": 1, "flying": 1, "shield": 1}


def test_your_choice_of_counter_is_asked_as_it_enters_cr_614_12a() -> None:
    card = _creature("Test Nipper", "Test Nipper enters with your choice of a deathtouch "
                     "counter or a lifelink counter on it.")
    b = ml.Board()
    b.add_mana("you", "GGGG")
    with pytest.raises(ml.ChoiceRequired) as asked:
        b.cast(card)
    assert set(asked.value.options) == {"deathtouch", "lifelink"}
    assert b.counters(b.cast(card, choices=["lifelink"])) == {"lifelink": 1}


def test_mana_spent_to_cast_it_counts_x_cr_601_2h_107_3m() -> None:
    card = _creature("Test Gyrus", "Test Gyrus enters with a number of +1/+1 counters on "
                     "it equal to the amount of mana spent to cast it.", cost="{X}{B}{G}",
                     pt="0")
    b = ml.Board()
    b.add_mana("you", "BGCCC")
    assert b.counters(b.cast(card, x=3)) == {"+1/+1": 5}  # {3}{B}{G}: five mana spent


def test_others_enter_with_the_sources_toughness_cr_614_1c() -> None:
    arwen = _creature("Test Arwen", "Each other creature you control enters with a number "
                      "of additional +1/+1 counters on it equal to Test Arwen's toughness.",
                      pt="3")
    b = ml.Board()
    b.add(arwen)
    b.add_mana("you", "G")
    elves = b.cast("Llanowar Elves")
    assert b.counters(elves) == {"+1/+1": 3}


def test_one_counter_plus_one_for_each_other_creature_cr_614_1c() -> None:
    card = _creature("Test Sheriff", "Test Sheriff enters with a +1/+1 counter on it plus an "
                     "additional +1/+1 counter on it for each other creature you control.")
    b = ml.Board()
    b.add("Grizzly Bears")
    b.add("Llanowar Elves")
    b.add_mana("you", "GG")
    assert b.counters(b.cast(card)) == {"+1/+1": 3}


def test_creatures_enter_as_a_copy_of_the_enchanted_creature_cr_707_5() -> None:
    aura = ml.Card.from_text(
        name="Test Reflection", mana_cost="{5}{U}", type_line="Enchantment — Aura",
        oracle_text="Enchant creature\nNontoken creatures you control enter as a copy of "
                    "enchanted creature.")
    assert all(a.supported for a in aura.abilities), [a.problem for a in aura.abilities]
    b = ml.Board()
    bears = b.add("Grizzly Bears")
    b.add(aura, attached_to=bears)
    b.add_mana("you", "G")
    elves = b.cast("Llanowar Elves")
    assert b.characteristics(elves)["name"] == "Grizzly Bears"


def test_a_copy_of_target_artifact_creature_enchantment_or_land_cr_707_4() -> None:
    mirror = ml.Card.from_text(
        name="Test Mirror", mana_cost="{3}", type_line="Artifact",
        oracle_text="{2}: Test Mirror becomes a copy of target artifact, creature, "
                    "enchantment, or land until end of turn.")
    assert mirror.abilities[0].supported, mirror.abilities[0].problem
    b = ml.Board()
    m = b.add(mirror)
    forest = b.add("Forest")
    b.add_mana("you", "CC")
    b.activate(m, 0, targets=[forest])
    assert b.characteristics(m)["name"] == "Forest"
    b.pass_turn()
    assert b.characteristics(m)["name"] == "Test Mirror"


def test_kicked_it_enters_with_counters_and_an_ability_cr_614_1c_702_33d() -> None:
    text = ("Kicker {2}{W}\nIf Test Lancer was kicked, it enters with two +1/+1 counters on "
            "it and with first strike.")
    card = ml.Card.from_text(name="Test Lancer", mana_cost="{2}{W}",
                             type_line="Creature — Human Knight", oracle_text=text,
                             power="3", toughness="1")
    assert card.abilities[1].supported, card.abilities[1].problem
    b = ml.Board()
    b.add_mana("you", "WWWWWWWWW")
    kicked = b.cast(card, kicked=1)
    assert b.counters(kicked) == {"+1/+1": 2}
    assert "First strike" in b.characteristics(kicked)["abilities"]
    plain = b.cast(card)
    assert b.counters(plain) == {} and "First strike" not in b.characteristics(plain)["abilities"]
    again = ml.Board.from_yaml(b.to_yaml())  # the ability it entered with survives a file
    assert "First strike" in again.characteristics(again.get(kicked.id))["abilities"]


def test_two_kicker_costs_each_with_its_own_bonus_cr_702_33b() -> None:
    # the Invasion "volvers": "Kicker {1}{U} and/or {B}"; each "kicked with its ...
    # kicker" line looks at its own kicker cost (702.33b: kicked with that cost)
    text = ("Kicker {1}{U} and/or {B}\nIf Test Volver was kicked with its {1}{U} kicker, it "
            "enters with two +1/+1 counters on it and with flying.\nIf Test Volver was kicked "
            "with its {B} kicker, it enters with a +1/+1 counter on it and with deathtouch.")
    card = ml.Card.from_text(name="Test Volver", mana_cost="{1}{G}",
                             type_line="Creature — Volver", oracle_text=text, power="2",
                             toughness="2")
    assert card.abilities[1].supported and card.abilities[2].supported
    b = ml.Board()
    b.add_mana("you", "GGGGGGGGUUUBBB")
    blue = b.cast(card, kicked=("{1}{U}",))
    assert b.counters(blue) == {"+1/+1": 2}
    assert "Flying" in b.characteristics(blue)["abilities"]
    both = b.cast(card, kicked=("{1}{U}", "{B}"))
    assert b.counters(both) == {"+1/+1": 3}
    assert {"Flying", "Deathtouch"} <= set(b.characteristics(both)["abilities"])
    with pytest.raises(ml.IllegalActionError):
        b.cast(card, kicked=1)  # which kicker? (702.33b)
    with pytest.raises(ml.IllegalActionError):
        b.cast(card, kicked=("{B}", "{B}"))  # each kicker cost at most once


def test_how_it_was_cast_decides_its_counters_cr_601_2a() -> None:
    # "if you didn't cast it from your hand" (Epochrasite): a spell mtglab casts comes
    # from its owner's hand, so it gets none; "if you cast it" (Nine-Lives Familiar)
    # holds for a cast spell (a permanent put onto the battlefield wasn't cast)
    epo = _creature("Test Epochrasite", "Test Epochrasite enters with three +1/+1 counters "
                    "on it if you didn't cast it from your hand.", cost="{2}")
    nine = _creature("Test Familiar", "Test Familiar enters with eight revival counters on "
                     "it if you cast it.", cost="{B}")
    b = ml.Board()
    b.add_mana("you", "CCB")
    assert b.counters(b.cast(epo)) == {}
    assert b.counters(b.cast(nine)) == {"revival": 8}
