"""The exceptions of copy effects and the copy rules around them (CR 707.2-707.9, 111.3).

Each test names the rule that decides its expected value. Cards made with
``ml.Card.from_text`` carry wordings of the real pool's copy cards (Auton Soldier, Dack's
Duplicate, Chameleon, Lazotep Convert, Machine God's Effigy, Echoing Equation) under
made-up names, so the tests need no corpus.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mtglab as ml


def _mimic(except_text: str, name: str = "Test Mimic") -> ml.Card:
    return ml.Card.from_text(
        name=name, mana_cost="{3}{U}", type_line="Creature — Shapeshifter",
        oracle_text=("You may have this creature enter as a copy of any creature on the "
                     f"battlefield, except {except_text}."),
        power="0", toughness="0")


def _cast_copy(b: ml.Board, card: ml.Card, original: Any) -> ml.Permanent:
    b.add_mana("you", "UUUU")
    p = b.cast(card, copy_of=original)
    assert p is not None
    return p


def test_except_it_isnt_legendary_cr_707_9b() -> None:
    # Auton Soldier's wording: a non-legendary copy of a legend; two of them and the
    # original stay (the legend rule, 704.5j, sees one legendary permanent)
    mimic = _mimic("it isn't legendary, is an artifact in addition to its other types, "
                   "and has myriad")
    assert mimic.abilities[0].supported, mimic.abilities[0].problem
    b = ml.Board()
    kiki = b.add("Kiki-Jiki, Mirror Breaker")
    copy = _cast_copy(b, mimic, kiki)
    c = b.characteristics(copy)
    assert c["name"] == "Kiki-Jiki, Mirror Breaker"
    assert "Legendary" not in c["supertypes"]
    assert c["types"] == ("Artifact", "Creature") or c["types"] == ("Creature", "Artifact")
    assert "Myriad" in c["abilities"]
    assert len(b.permanents) == 2  # no legend rule (704.5j)


def test_except_it_has_keywords_is_part_of_the_copiable_values_cr_707_9a() -> None:
    # Dack's Duplicate: "except it has haste and dethrone"; a copy of the copy has them too
    # (707.9a: the gained ability is a copiable value; 707.3)
    mimic = _mimic("it has haste and dethrone", "Test Duplicate")
    b = ml.Board()
    bears = b.add("Grizzly Bears", "opponent")
    copy = _cast_copy(b, mimic, bears)
    assert {"Haste", "Dethrone"} <= set(b.characteristics(copy)["abilities"])
    clone = _cast_copy(b, ml.card("Clone"), copy)
    c = b.characteristics(clone)
    assert c["name"] == "Grizzly Bears" and "Haste" in c["abilities"]


def test_except_his_name_is_the_copiers_own_name_cr_707_9b() -> None:
    # Chameleon's wording: "except his name is ~"
    card = ml.Card.from_text(
        name="Test Chameleon", mana_cost="{3}{U}", type_line="Legendary Creature — Shapeshifter",
        oracle_text="You may have Test Chameleon enter as a copy of a creature you control, "
                    "except his name is Test Chameleon.", power="0", toughness="0")
    assert card.abilities[0].supported, card.abilities[0].problem
    b = ml.Board()
    elves = b.add("Llanowar Elves")
    copy = _cast_copy(b, card, elves)
    c = b.characteristics(copy)
    assert c["name"] == "Test Chameleon" and c["subtypes"] == ("Elf", "Druid")


def test_base_power_toughness_and_color_given_by_the_exception_cr_707_9b() -> None:
    # Lazotep Convert's wording: "except it's a 4/4 black Zombie in addition to its other
    # types": base 4/4 and black instead of green; Zombie added to Elf Druid
    mimic = _mimic("it's a 4/4 black Zombie in addition to its other types", "Test Convert")
    assert mimic.abilities[0].supported, mimic.abilities[0].problem
    b = ml.Board()
    elves = b.add("Llanowar Elves")
    copy = _cast_copy(b, mimic, elves)
    c = b.characteristics(copy)
    assert (c["power"], c["toughness"]) == (4, 4)
    assert c["colors"] == frozenset({"B"})
    assert c["subtypes"] == ("Elf", "Druid", "Zombie")
    assert b.copiable_values(copy)["power"] == 4  # part of the copiable values (707.9b)


def test_quicksilver_gargantuan_is_7_7_with_its_counters_on_top_cr_707_9b() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears")
    card = ml.Card.from_text(
        name="Test Gargantuan", mana_cost="{5}{U}{U}", type_line="Creature — Shapeshifter",
        oracle_text="You may have Test Gargantuan enter as a copy of any creature on the "
                    "battlefield, except it's 7/7.", power="7", toughness="7")
    b.add_mana("you", "UUU")
    copy = _cast_copy(b, card, bears)
    b.add_counters(copy, "+1/+1", 1)
    c = b.characteristics(copy)
    assert c["name"] == "Grizzly Bears" and (c["power"], c["toughness"]) == (8, 8)


def test_except_its_an_artifact_sets_the_card_types_cr_707_9b() -> None:
    # Machine God's Effigy: "except it's an artifact and it has '{T}: Add {U}.'": not a
    # creature any more (its creature types go with the creature type, 205.3d)
    mimic = _mimic('it\'s an artifact and it has "{T}: Add {U}."', "Test Effigy")
    assert mimic.abilities[0].supported, mimic.abilities[0].problem
    b = ml.Board()
    elves = b.add("Llanowar Elves")
    copy = _cast_copy(b, mimic, elves)
    c = b.characteristics(copy)
    assert c["types"] == ("Artifact",) and c["subtypes"] == ()
    assert c["power"] is None or "Creature" not in c["types"]
    assert "{T}: Add {U}." in c["abilities"]


def test_a_copy_that_doesnt_copy_color_keeps_its_own_cr_707_9c() -> None:
    # Vesuvan Doppelganger (blue) copying Llanowar Elves: an Elf Druid named Llanowar
    # Elves, still blue (707.9c: it retains its original value for color)
    b = ml.Board()
    elves = b.add("Llanowar Elves")
    b.add_mana("you", "UUUUU")
    vesuvan = b.cast("Vesuvan Doppelganger", copy_of=elves)
    assert vesuvan is not None
    c = b.characteristics(vesuvan)
    assert c["name"] == "Llanowar Elves" and c["colors"] == frozenset({"U"})
    laid_out = ml.Board()
    e2 = laid_out.add("Llanowar Elves")
    v2 = laid_out.add("Vesuvan Doppelganger", copy_of=e2)  # set-up: the same exception
    assert laid_out.characteristics(v2)["colors"] == frozenset({"U"})


def test_a_copy_of_a_copy_gets_the_exceptions_too_cr_707_3_707_9b() -> None:
    # Clone copying a Phyrexian Metamorph that copies Grizzly Bears: an artifact
    # creature Grizzly Bears (the Metamorph's exception is one of its copiable values)
    b = ml.Board()
    bears = b.add("Grizzly Bears")
    b.add_mana("you", "UUUUUUUU")
    meta = b.cast("Phyrexian Metamorph", copy_of=bears)
    clone = b.cast("Clone", copy_of=meta)
    assert clone is not None
    c = b.characteristics(clone)
    assert c["name"] == "Grizzly Bears" and "Artifact" in c["types"]


def test_a_copy_of_a_token_is_not_a_token_cr_111_3_707_2() -> None:
    b = ml.Board()
    thopter = b.create_token(name="Thopter", types=["Artifact", "Creature"],
                             subtypes=["Thopter"], power=1, toughness=1, oracle_text="Flying")
    b.add_mana("you", "UUUU")
    clone = b.cast("Clone", copy_of=thopter)
    assert clone is not None
    c = b.characteristics(clone)
    assert c["name"] == "Thopter" and c["is_token"] is False and "Flying" in c["abilities"]


def test_a_token_named_by_no_effect_is_its_subtypes_plus_token_cr_111_4() -> None:
    b = ml.Board()
    t = b.create_token(types=["Artifact", "Creature"], subtypes=["Thopter"], power=1,
                       toughness=1)
    assert b.characteristics(t)["name"] == "Thopter Token"


def test_x_in_a_copied_mana_cost_is_zero_cr_107_3g_707_2() -> None:
    # the copy's mana cost has {X} (707.2: the mana cost is copied); off the stack X is 0
    b = ml.Board()
    b.add_mana("you", "CCCCCCUUUU")
    walker = b.cast("Stonecoil Serpent", x=3)
    assert walker is not None
    b.add_mana("you", "UUUUUUUU")
    # no counters are copied: the copy is 0/0 (it would die to 704.5f; kept to look at)
    meta = b.cast("Phyrexian Metamorph", copy_of=walker, check_state=False)
    assert meta is not None
    assert b.characteristics(meta)["mana_cost"] == "{X}"
    assert b.counters(meta) == {}
    assert b.mana_value(meta) == 0 and b.mana_value(walker) == 0  # 107.3g, 202.3e


def test_hypothetical_entering_counts_mana_spent_for_adamant_cr_601_2h() -> None:
    # "If at least three white mana was spent to cast it, it enters with a +1/+1
    # counter": paid WWWW it gets one; a permanent put onto the battlefield without being
    # cast had no mana spent on it, so b.add gives none (set-up applies nothing anyway)
    card = ml.Card.from_text(
        name="Test Paladin", mana_cost="{3}{W}", type_line="Creature — Human Knight",
        oracle_text="Adamant — If at least three white mana was spent to cast this "
                    "spell, this creature enters with a +1/+1 counter on it.",
        power="4", toughness="4")
    assert card.abilities[0].supported, card.abilities[0].problem
    b = ml.Board()
    b.add_mana("you", "WWWW")
    assert b.counters(b.cast(card)) == {"+1/+1": 1}
    b.add_mana("you", "WCCC")
    assert b.counters(b.cast(card)) == {}


def test_kicker_paid_counts_for_enters_with_cr_702_33d() -> None:
    card = ml.Card.from_text(
        name="Test Kavu", mana_cost="{1}{G}", type_line="Creature — Kavu",
        oracle_text="Kicker {2}{G}\nIf this creature was kicked, it enters with two "
                    "+1/+1 counters on it.", power="2", toughness="2")
    assert card.abilities[1].supported, card.abilities[1].problem
    b = ml.Board()
    b.add_mana("you", "GGGGGG")
    kicked = b.cast(card, kicked=1)
    assert b.counters(kicked) == {"+1/+1": 2}
    assert b.mana_pool("you") == "G"  # {1}{G} + {2}{G} paid (601.2f)
    plain = b.cast(ml.Card.from_text(name="Test Kavu 2", mana_cost="{G}",
                                     type_line="Creature — Kavu",
                                     oracle_text="Kicker {G}\nIf this creature was kicked, "
                                                 "it enters with two +1/+1 counters on it.",
                                     power="1", toughness="1"))
    assert b.counters(plain) == {}


def test_echoing_equation_copies_the_target_onto_each_other_creature_cr_707_2() -> None:
    card = ml.Card.from_text(
        name="Test Equation", mana_cost="{3}{U}{U}", type_line="Sorcery",
        oracle_text="Choose target creature you control. Each other creature you control "
                    "becomes a copy of it until end of turn, except those creatures aren't "
                    "legendary if the chosen creature is legendary.")
    assert card.abilities[0].supported, card.abilities[0].problem
    b = ml.Board()
    kiki = b.add("Kiki-Jiki, Mirror Breaker")
    bears = b.add("Grizzly Bears")
    elves = b.add("Llanowar Elves")
    theirs = b.add("Grizzly Bears", "opponent")
    b.add_mana("you", "UUUUU")
    b.cast(card, targets=[kiki])
    for p in (bears, elves):
        c = b.characteristics(p)
        assert c["name"] == "Kiki-Jiki, Mirror Breaker" and "Legendary" not in c["supertypes"]
    assert b.characteristics(theirs)["name"] == "Grizzly Bears"  # only yours
    assert len(b.permanents) == 4  # not legendary: the legend rule has nothing to do
    b.pass_turn()  # "until end of turn" ends in the cleanup step (514.2)
    assert b.characteristics(bears)["name"] == "Grizzly Bears"


_CREATURES = ["Grizzly Bears", "Llanowar Elves", "Serra Angel", "Kiki-Jiki, Mirror Breaker",
              "Shivan Dragon", "Birds of Paradise"]


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(_CREATURES), st.lists(st.sampled_from(["Clone", "Mirror Image"]),
                                             min_size=1, max_size=4))
def test_a_copy_of_a_copy_has_the_originals_copiable_values_cr_707_3(
        original: str, chain: list[str]) -> None:
    # Copiers without exceptions: each copy in a chain of copies has exactly the
    # copiable values of the original (707.3), whatever the chain's length
    b = ml.Board()
    first = b.add(original)
    expected = b.copiable_values(first)
    last = first
    for copier in chain:
        last = b.add(copier, copy_of=last)
    assert b.copiable_values(last) == expected


def test_explain_shows_printed_copiable_and_current_values_cr_707_2_613_1() -> None:
    # Zygon copying Llanowar Elves under Glorious Anthem with its own +1/+1 counter:
    # printed 3/2, copiable 1/1 (the Elves' printed values, 707.2), current 3/3 (anthem
    # 613.4c and its counter 122.1a, which no copy takes)
    b = ml.Board()
    zygon = b.add("Zygon Infiltrator", counters={"+1/+1": 1})
    elves = b.add("Llanowar Elves", "opponent")
    b.add("Glorious Anthem")
    b.add_mana("you", "UUU")
    b.activate(zygon, "Body-print", targets=[elves])
    t = b.explain(zygon, values=True).set_index("characteristic")
    assert tuple(t.loc["power", ["printed", "copiable", "current"]]) == (3, 1, 3)
    assert tuple(t.loc["name", ["printed", "copiable", "current"]]) == (
        "Zygon Infiltrator", "Llanowar Elves", "Llanowar Elves")
    assert "707.2" in t.loc["name", "rule"] and "613.4c" in t.loc["power", "rule"]
    assert "122.1a" in t.loc["power", "rule"]
    assert t.loc["types", "rule"] == ""  # Creature all along


@pytest.mark.parametrize("x", [0, 1, 3])
def test_altered_ego_enters_with_x_additional_counters_the_x_paid_cr_107_3m_707_9b(
        x: int) -> None:
    # Altered Ego: "... enter as a copy of any creature on the battlefield, except it
    # enters with X additional +1/+1 counters on it": X is the value paid for the spell
    # (107.3m), though the copy's own mana cost has no X (707.9b exception)
    b = ml.Board()
    bears = b.add("Grizzly Bears", controller="opponent")
    b.add_mana("you", "UUUUUUUUGG")
    ego = b.cast("Altered Ego", x=x, copy_of=bears)
    assert ego is not None and ego.name == "Grizzly Bears"
    assert b.counters(ego).get("+1/+1", 0) == x
