"""Continuous effects of resolving instructions beyond "gets" and "gains" (CR 611.2a,
613.1), read by grammar/lasting.lark: base power and toughness (layer 7b, 613.4b),
losing all abilities or some keywords (layer 6, 613.1f), colors (layer 5, 613.1e),
protection granted for a duration (702.16) and one ability or color of your choice,
chosen as the instruction resolves (608.2d). Real cards of ../shared/corpus, and every
corpus line of each wording played."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.audit.reasons import FAILURES, reason_of
from mtglab.audit.route import play_ability
from mtglab.cards.durations import GrantOneOf, LoseKeywords, SetColors
from mtglab.cards.effects import GrantAbilities, LoseAbilities, ModifyPT, SetBasePT
from mtglab.cards.instructions import Lasting
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


def _spell(text: str) -> ml.Card:
    return ml.Card.from_text(name="Spell", mana_cost="{W}", type_line="Instant",
                             oracle_text=text)


@pytest.mark.parametrize(("text", "records"), [
    ("Target creature has base power and toughness 1/1 until end of turn.", [SetBasePT]),
    ("Target creature loses all abilities until end of turn.", [LoseAbilities]),
    ("Until end of turn, target creature loses all abilities and has base power and "
     "toughness 0/1.", [LoseAbilities, SetBasePT]),
    ("Target permanent becomes white until end of turn.", [SetColors]),
    ("~ becomes colorless until end of turn.", [SetColors]),
    ("~ becomes the color of your choice until end of turn.", [SetColors]),
    ("Target creature you control gains protection from the color of your choice until end "
     "of turn.", [GrantAbilities]),
    ("~ gains protection from red until end of turn.", [GrantAbilities]),
    ("Target creature gets +1/+1 and gains your choice of deathtouch or lifelink until end "
     "of turn.", [ModifyPT, GrantOneOf]),
    ("Target creature loses flying until end of turn.", [LoseKeywords]),
    ("~ loses defender and gains vigilance until end of turn.", [LoseKeywords,
                                                                 GrantAbilities]),
])
def test_the_grammar_reads_a_lasting_change_of_characteristics_611_2a(
        text: str, records: list[type]) -> None:
    a = parse_ability("{1}: " + text, name="~")  # an activated ability's instruction
    assert a.supported, a.problem
    assert [type(e.effect) if isinstance(e, Lasting) else None for e in a.effects] == records


def test_base_power_and_toughness_until_end_of_turn_613_4b_514_2() -> None:
    # Diminish: "Target creature has base power and toughness 1/1 until end of turn."
    diminish = corpus_cards("Diminish")["Diminish"]
    b = ml.Board()
    bear = b.add(BEAR, "opponent")
    b.add_mana("you", "U")
    b.cast(diminish, targets=[bear])
    c = b.characteristics(bear)
    assert (c["power"], c["toughness"]) == (1, 1)
    b.pass_turn()  # the cleanup step ends it (514.2)
    c = b.characteristics(bear)
    assert (c["power"], c["toughness"]) == (2, 2)


def test_a_bonus_applies_after_the_base_is_set_613_4b_613_4c() -> None:
    # layer 7b before 7c: Giant Growth's +3/+3 on a 1/1 base is 4/4 (613.4)
    cards = corpus_cards("Diminish", "Giant Growth")
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_mana("you", "GU")
    b.cast(cards["Giant Growth"], targets=[bear])
    b.cast(cards["Diminish"], targets=[bear])
    c = b.characteristics(bear)
    assert (c["power"], c["toughness"]) == (4, 4)


def test_protection_from_the_color_of_your_choice_stops_a_red_spell_608_2d_702_16b() -> None:
    # Emerge Unscathed: "Target creature you control gains protection from the color of
    # your choice until end of turn." The color is chosen as it resolves (608.2d).
    cards = corpus_cards("Emerge Unscathed", "Lightning Bolt")
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_mana("you", "W")
    b.cast(cards["Emerge Unscathed"], targets=[bear], choices=["red"])
    assert b.characteristics(bear)["abilities"][-1] == "Protection from red"
    b.add_mana("opponent", "R")
    with pytest.raises(ml.MtglabError):  # can't be the target of red spells (702.16b)
        b.cast(cards["Lightning Bolt"], targets=[bear], controller="opponent")
    b.pass_turn()
    assert "Protection from red" not in b.characteristics(bear)["abilities"]


def test_the_choice_is_asked_for_as_it_resolves_608_2d() -> None:
    emerge = corpus_cards("Emerge Unscathed")["Emerge Unscathed"]
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_mana("you", "W")
    with pytest.raises(ml.ChoiceRequired):
        b.cast(emerge, targets=[bear])


def test_becomes_a_color_replaces_its_colors_until_end_of_turn_613_1e_105_3() -> None:
    # Cerulean Wisps: "Target creature becomes blue until end of turn. Untap that creature."
    wisps = corpus_cards("Cerulean Wisps")["Cerulean Wisps"]
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_mana("you", "U")
    b.cast(wisps, targets=[bear])
    assert b.characteristics(bear)["colors"] == frozenset({"U"})
    b.pass_turn()
    assert b.characteristics(bear)["colors"] == frozenset({"G"})


def test_becomes_colorless_613_1e_105_2c() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_mana("you", "W")
    b.cast(_spell("Target creature becomes colorless until end of turn."), targets=[bear])
    assert b.characteristics(bear)["colors"] == frozenset()


def test_loses_flying_keeps_its_other_keywords_613_1f() -> None:
    # Canopy Claws: "Target creature loses flying until end of turn." Serra Angel keeps
    # vigilance, printed on the same line (702.1).
    cards = corpus_cards("Canopy Claws", "Serra Angel")
    b = ml.Board()
    angel = b.add(cards["Serra Angel"], "opponent")
    b.add_mana("you", "G")
    b.cast(cards["Canopy Claws"], targets=[angel])
    assert b.characteristics(angel)["abilities"] == ("Vigilance",)
    b.pass_turn()
    assert b.characteristics(angel)["abilities"] == ("Flying, vigilance",)


def test_a_keyword_granted_after_the_loss_applies_613_7() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_mana("you", "WW")
    b.cast(_spell("Target creature gains flying until end of turn."), targets=[bear])
    b.cast(_spell("Target creature loses flying until end of turn."), targets=[bear])
    assert b.characteristics(bear)["abilities"] == ()
    b.add_mana("you", "W")
    b.cast(_spell("Target creature gains flying until end of turn."), targets=[bear])
    assert b.characteristics(bear)["abilities"] == ("Flying",)


def test_loses_all_abilities_until_end_of_turn_613_1f() -> None:
    angel = corpus_cards("Serra Angel")["Serra Angel"]
    b = ml.Board()
    a = b.add(angel)
    b.add_mana("you", "W")
    b.cast(_spell("Target creature loses all abilities until end of turn."), targets=[a])
    assert b.characteristics(a)["abilities"] == ()
    b.pass_turn()
    assert b.characteristics(a)["abilities"] == ("Flying, vigilance",)


def test_your_choice_of_two_keywords_grants_the_one_chosen_608_2d_613_1f() -> None:
    # Alchemist's Gift: "Target creature gets +1/+1 and gains your choice of deathtouch or
    # lifelink until end of turn."
    gift = corpus_cards("Alchemist's Gift")["Alchemist's Gift"]
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_mana("you", "B")
    b.cast(gift, targets=[bear], choices=["Lifelink"])
    c = b.characteristics(bear)
    assert (c["power"], c["abilities"]) == (3, ("Lifelink",))


_LINE: Final = re.compile(
    r"(has|have) base power and toughness \d+/\d+ until end of turn|"
    r"loses? all abilities until end of turn|becomes? (the color of your choice|colorless|"
    r"all colors|white|blue|black|red|green)|protection from|your choice of|"
    r"lasts indefinitely|loses? (flying|defender|trample|first strike|hexproof|"
    r"indestructible|haste|vigilance|reach|menace|lifelink|deathtouch)", re.I)


def _of_this_grammar(e: Any) -> bool:
    if not isinstance(e, Lasting):
        return False
    if isinstance(e.effect, GrantAbilities):  # protection granted (702.16)
        return any(t.lower().startswith("protection") for t in e.effect.abilities)
    return isinstance(e.effect, SetBasePT | LoseAbilities | SetColors | GrantOneOf
                      | LoseKeywords)


def _lasting_kind(a: Any) -> bool:
    return bool(a.supported) and any(_of_this_grammar(e) for e in a.effects)


@pytest.mark.corpus
def test_every_corpus_line_of_the_wordings_plays_611_2a(corpus_jsonl: Any) -> None:
    lines = corpus_abilities(_LINE, _lasting_kind)
    assert len(lines) >= 100
    results = [(f.name, play_ability(f, a)) for f, a in lines]
    # only refusals for the board are acceptable (the audit's FAILURES are not)
    bad = [(n, r.detail) for n, r in results if reason_of(r) in FAILURES]
    assert not bad, bad[:5]


def test_a_static_loses_flying_while_the_aura_is_attached_613_1f() -> None:
    angel = corpus_cards("Serra Angel")["Serra Angel"]
    clip = ml.Card.from_text(name="Clipped", type_line="Enchantment — Aura",
                             mana_cost="{G}", oracle_text="Enchant creature\n"
                             "Enchanted creature loses flying.")
    b = ml.Board()
    a = b.add(angel)
    b.add_mana("you", "G")
    b.cast(clip, targets=[a])
    assert b.characteristics(a)["abilities"] == ("Vigilance",)
    b.remove(b.get("Clipped"))
    assert b.characteristics(a)["abilities"] == ("Flying, vigilance",)


def test_an_instruction_without_a_duration_lasts_until_the_game_ends_611_2a() -> None:
    # Mist Dragon: "{0}: Mist Dragon loses flying. (This effect lasts indefinitely.)"
    dragon = corpus_cards("Mist Dragon")["Mist Dragon"]
    b = ml.Board()
    d = b.add(dragon)
    b.activate(d, 1)
    while len(b.stack):
        b.resolve()
    assert not any("Flying" in t for t in b.characteristics(d)["abilities"])
    b.pass_turn()
    b.pass_turn()
    assert not any("Flying" in t for t in b.characteristics(d)["abilities"])
