"""Animations and control changes written as instructions (grammar/lasting.lark): "becomes
a 4/4 Elemental creature with haste", "becomes a Dragon with base power and toughness
4/4", with the duration after or first ("Until end of turn, ..."), played through the
layers: card types and subtypes in layer 4 (613.1d; replaced unless kept, 205.1a-b),
color in 5 (613.1e), abilities in 6 (613.1f), base power and toughness in 7b (613.4b);
control "for as long as you control ~" (611.2b, 613.1b) and exchanged (701.12b). Real
cards of ../shared/corpus, and every corpus line of each wording played."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.audit.reasons import FAILURES, reason_of
from mtglab.audit.route import play_ability
from mtglab.cards.durations import Becomes, ExchangeControl
from mtglab.cards.effects import GainControl
from mtglab.cards.instructions import Lasting
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


def _resolve_all(b: ml.Board) -> None:
    while len(b.stack):
        b.resolve()


@pytest.mark.parametrize("text", [
    "Until end of turn, target land becomes a 3/3 creature that's still a land.",
    "Until end of turn, ~ becomes a Dragon, gets +5/+3, and gains flying and trample.",
    "Until end of turn, target creature loses all abilities and becomes a green Elephant "
    "with base power and toughness 3/3.",
    "Until end of turn, each noncreature artifact you control becomes an artifact creature "
    "with base power and toughness 4/4.",
    "Target land you control becomes a 4/4 Elemental creature with haste until end of turn.",
    "Up to two target Swamps each become 3/5 Treefolk Warrior creatures in addition to "
    "their other types until end of turn.",
    "Until end of turn, ~ becomes a Dragon with base power and toughness 4/4, flying, and "
    "haste.",
])
def test_the_grammar_reads_an_animation_611_2a_613_1d(text: str) -> None:
    a = parse_ability("{1}: " + text, name="~")
    assert a.supported, a.problem
    assert any(isinstance(e, Lasting) and isinstance(e.effect, Becomes) for e in a.effects)


def test_an_animation_without_a_duration_lasts_until_the_game_ends_611_2a() -> None:
    a = parse_ability("{1}: Target land becomes a 2/2 creature that's still a land.",
                      name="~")
    assert a.supported, a.problem
    assert [type(e) for e in a.effects] == [Becomes]


def test_a_land_becomes_a_creature_that_is_still_a_land_until_end_of_turn_205_1b_514_2(
        ) -> None:
    # Animate Land: "Until end of turn, target land becomes a 3/3 creature that's still a
    # land."
    animate = corpus_cards("Animate Land")["Animate Land"]
    b = ml.Board()
    forest = b.add("Forest")
    b.add_mana("you", "G")
    b.cast(animate, targets=[forest])
    _resolve_all(b)
    c = b.characteristics(forest)
    assert set(c["types"]) == {"Land", "Creature"}  # still a land (205.1b)
    assert "Forest" in c["subtypes"]
    assert (c["power"], c["toughness"]) == (3, 3)  # layer 7b (613.4b)
    b.pass_turn()  # the cleanup step ends it (514.2)
    assert b.characteristics(forest)["types"] == ("Land",)


def test_becoming_a_creature_type_replaces_the_old_ones_205_1a_613_1() -> None:
    # Gift of Tusks: "Until end of turn, target creature loses all abilities and becomes a
    # green Elephant with base power and toughness 3/3."
    gift = corpus_cards("Gift of Tusks")["Gift of Tusks"]
    angel = corpus_cards("Serra Angel")["Serra Angel"]
    b = ml.Board()
    a = b.add(angel, "opponent")
    b.add_mana("you", "U")
    b.cast(gift, targets=[a])
    _resolve_all(b)
    c = b.characteristics(a)
    assert c["subtypes"] == ("Elephant",)  # the Angel type replaced (205.1a)
    assert set(c["colors"]) == {"G"}  # layer 5 (613.1e, 105.3)
    assert c["abilities"] == ()  # layer 6 (613.1f)
    assert (c["power"], c["toughness"]) == (3, 3)  # layer 7b (613.4b)
    b.pass_turn()
    c = b.characteristics(a)
    assert (c["subtypes"], c["power"]) == (("Angel",), 4)


def test_becomes_a_dragon_and_gets_a_bonus_until_end_of_turn_205_1a_613_4c() -> None:
    # Dragonsoul Knight (a 2/2 Human Knight): "{W}{U}{B}{R}{G}: Until end of turn, Dragonsoul
    # Knight becomes a Dragon, gets +5/+3, and gains flying and trample."
    knight = corpus_cards("Dragonsoul Knight")["Dragonsoul Knight"]
    b = ml.Board()
    k = b.add(knight)
    b.add_mana("you", "WUBRG")
    b.activate(k, 1)
    _resolve_all(b)
    c = b.characteristics(k)
    assert c["subtypes"] == ("Dragon",)
    assert c["types"] == ("Creature",)  # no card type written: kept (205.1a)
    assert (c["power"], c["toughness"]) == (7, 5)
    assert {"Flying", "Trample"} <= {a.split(",")[0] for a in c["abilities"]}


def test_an_artifact_becomes_an_artifact_creature_keeping_its_types_205_1b() -> None:
    # Tezzeret, Agent of Bolas: "−1: Target artifact becomes an artifact creature with base
    # power and toughness 5/5." (no duration: until the game ends, 611.2a)
    tezzeret = corpus_cards("Tezzeret, Agent of Bolas")["Tezzeret, Agent of Bolas"]
    b = ml.Board()
    t = b.add(tezzeret)
    rock = b.add("Mind Stone")
    b.activate(t, 1, targets=[rock])
    _resolve_all(b)
    c = b.characteristics(rock)
    assert set(c["types"]) == {"Artifact", "Creature"}
    assert (c["power"], c["toughness"]) == (5, 5)
    b.pass_turn()
    b.pass_turn()
    assert (b.characteristics(rock)["power"]) == 5


def test_a_color_in_addition_to_its_other_colors_and_types_105_3_205_1b() -> None:
    # Unctus, Grand Metatect: "Until end of turn, target creature you control becomes a
    # blue artifact in addition to its other colors and types."
    text = ("{1}: Until end of turn, target creature you control becomes a blue artifact "
            "in addition to its other colors and types.")
    giver = ml.Card.from_text(name="Giver", type_line="Artifact", mana_cost="{1}",
                              oracle_text=text)
    b = ml.Board()
    g, bear = b.add(giver), b.add(BEAR)
    b.add_mana("you", "C")
    b.activate(g, 0, targets=[bear])
    _resolve_all(b)
    c = b.characteristics(bear)
    assert set(c["colors"]) == {"G", "U"}  # added, not set (105.3)
    assert set(c["types"]) == {"Artifact", "Creature"} and c["subtypes"] == ("Bear",)


def test_a_land_becomes_a_creature_with_all_creature_types_205_3m() -> None:
    # Faceless Haven: "{S}{S}{S}: Faceless Haven becomes a 4/3 creature with vigilance and
    # all creature types until end of turn. It's still a land."
    haven = ml.Card.from_text(
        name="Haven", type_line="Land", oracle_text="{1}: Haven becomes a 4/3 creature with "
        "vigilance and all creature types until end of turn. It's still a land.")
    b = ml.Board()
    h = b.add(haven)
    b.add_mana("you", "C")
    b.activate(h, 0)
    _resolve_all(b)
    c = b.characteristics(h)
    assert c["all_creature_types"] and (c["power"], c["toughness"]) == (4, 3)
    assert "Vigilance" in c["abilities"] and set(c["types"]) == {"Land", "Creature"}


def test_a_card_type_written_replaces_the_old_ones_205_1a() -> None:
    # "becomes a 3/3 creature" without "still a land": the new card type replaces Land
    tree = ml.Card.from_text(
        name="Tree", type_line="Land", oracle_text="{1}: Tree becomes a 3/3 creature until "
        "end of turn.")
    b = ml.Board()
    t = b.add(tree)
    b.add_mana("you", "C")
    b.activate(t, 0)
    _resolve_all(b)
    assert b.characteristics(t)["types"] == ("Creature",)


def test_an_animation_for_as_long_as_its_source_remains_611_2b() -> None:
    # Awakener Druid's wording, as an activated ability
    druid = ml.Card.from_text(
        name="Druid", type_line="Creature — Human Druid", mana_cost="{2}{G}", power="1",
        toughness="1", oracle_text="{1}: Target Forest becomes a 4/5 green Treefolk creature "
        "for as long as Druid remains on the battlefield. It's still a land.")
    b = ml.Board()
    d, forest = b.add(druid), b.add("Forest")
    b.add_mana("you", "C")
    b.activate(d, 0, targets=[forest])
    _resolve_all(b)
    c = b.characteristics(forest)
    assert (c["power"], c["toughness"]) == (4, 5) and "Treefolk" in c["subtypes"]
    b.pass_turn()  # not "until end of turn"
    assert b.characteristics(forest)["power"] == 4
    b.remove(d)  # the source left: the effect ends (611.2b)
    assert b.characteristics(forest)["types"] == ("Land",)


def test_an_x_x_animation_takes_the_x_paid_608_2h_613_4b() -> None:
    # Chimeric Staff: "{X}: Chimeric Staff becomes an X/X Construct artifact creature until
    # end of turn."
    staff = corpus_cards("Chimeric Staff")["Chimeric Staff"]
    b = ml.Board()
    s = b.add(staff)
    b.add_mana("you", "CCC")
    b.activate(s, 0, x=3)
    _resolve_all(b)
    c = b.characteristics(s)
    assert (c["power"], c["toughness"]) == (3, 3) and "Construct" in c["subtypes"]
    assert set(c["types"]) == {"Artifact", "Creature"}  # "artifact creature" (205.1b)


def test_gain_control_until_end_of_turn_written_first_and_it_gains_haste_611_2a() -> None:
    treason = ml.Card.from_text(
        name="Borrowed Fury", type_line="Sorcery", mana_cost="{R}",
        oracle_text="Until end of turn, gain control of target creature and it gains haste.")
    b = ml.Board()
    bear = b.add(BEAR, "opponent")
    b.add_mana("you", "R")
    b.cast(treason, targets=[bear])
    _resolve_all(b)
    c = b.characteristics(bear)
    assert c["controller"] == "you"  # layer 2 (613.1b)
    assert "Haste" in c["abilities"]
    b.pass_turn()  # both end in the cleanup step (514.2)
    c = b.characteristics(bear)
    assert (c["controller"], "Haste" in c["abilities"]) == ("opponent", False)


def test_control_for_as_long_as_you_control_the_source_611_2b() -> None:
    # Aladdin: "{1}{R}{R}, {T}: Gain control of target artifact for as long as you control
    # Aladdin."
    aladdin = corpus_cards("Aladdin")["Aladdin"]
    ability = aladdin.abilities[0]
    assert isinstance(ability.effects[0], GainControl)
    b = ml.Board()
    al = b.add(aladdin, controlled_since_turn_start=True)
    rock = b.add("Mind Stone", "opponent")
    b.add_mana("you", "RRR")
    b.activate(al, 0, targets=[rock])
    _resolve_all(b)
    assert b.characteristics(rock)["controller"] == "you"
    b.remove(al)  # you no longer control Aladdin: the effect ends (611.2b)
    assert b.characteristics(rock)["controller"] == "opponent"


def test_exchange_control_of_two_target_creatures_701_12b() -> None:
    # Switcheroo: "Exchange control of two target creatures."
    switch = corpus_cards("Switcheroo")["Switcheroo"]
    assert isinstance(switch.abilities[0].effects[0], ExchangeControl)
    b = ml.Board()
    mine, theirs = b.add(BEAR), b.add("Serra Angel", "opponent")
    b.add_mana("you", "UUUUU")
    b.cast(switch, targets=[[mine, theirs]])
    _resolve_all(b)
    assert b.characteristics(mine)["controller"] == "opponent"
    assert b.characteristics(theirs)["controller"] == "you"
    b.pass_turn()  # indefinitely (611.2a)
    assert b.characteristics(theirs)["controller"] == "you"


def test_an_exchange_between_permanents_of_one_controller_does_nothing_701_12b() -> None:
    switch = corpus_cards("Switcheroo")["Switcheroo"]
    b = ml.Board()
    one, two = b.add(BEAR), b.add("Serra Angel")
    b.add_mana("you", "UUUUU")
    b.cast(switch, targets=[[one, two]])
    _resolve_all(b)
    assert {b.characteristics(p)["controller"] for p in (one, two)} == {"you"}


_LINE: Final = re.compile(r"\bbecomes? (a|an|\d|x|artifact)|exchange control|"
                          r"for as long as you control", re.I)


def _of_this_grammar(e: Any) -> bool:
    inner = e.effect if isinstance(e, Lasting) else e
    return isinstance(inner, Becomes | ExchangeControl) or (
        isinstance(inner, GainControl) and inner.duration == "while you control")


def _this_kind(a: Any) -> bool:
    return bool(a.supported) and any(_of_this_grammar(e) for e in a.effects)


@pytest.mark.corpus
def test_every_corpus_line_of_the_wordings_plays_613_1_701_12(corpus_jsonl: Any) -> None:
    lines = corpus_abilities(_LINE, _this_kind)
    assert len(lines) >= 150
    results = [(f.name, play_ability(f, a)) for f, a in lines]
    # only refusals for the board are acceptable (the audit's FAILURES are not)
    bad = [(n, r.detail) for n, r in results if reason_of(r) in FAILURES]
    assert not bad, bad[:5]
