"""A choice an instruction makes as it resolves, read by the instructions after it
(CR 608.2d, 608.2c): "Choose a creature type. Creatures you control of the chosen type
get +1/+0 ...", "Choose a color. ~ deals X damage to each creature of the chosen color",
"gain protection from the chosen color until end of turn" (702.16). Real cards of
../shared/corpus, and every corpus line of the wordings played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.audit.reasons import FAILURES, reason_of
from mtglab.audit.route import play_ability
from mtglab.cards.effects import ChooseColor
from mtglab.cards.resolvingchoices import ChooseCreatureType
from tests.conftest import corpus_abilities, corpus_cards


def _elves_and_a_bear() -> tuple[ml.Board, int, int, int, dict[str, Any]]:
    cards = corpus_cards("Llanowar Elves", "Grizzly Bears", "And They Shall Know No Fear",
                         "Roar of the Crowd", "Sudden Demise", "Akroma's Blessing")
    b = ml.Board()
    elf = b.add(cards["Llanowar Elves"])
    other_elf = b.add(cards["Llanowar Elves"])
    bear = b.add(cards["Grizzly Bears"])
    return b, elf, other_elf, bear, cards


def test_creatures_of_the_chosen_type_get_the_bonus_608_2d_608_2c() -> None:
    # And They Shall Know No Fear: "Choose a creature type. Creatures you control of the
    # chosen type get +1/+0 and gain indestructible until end of turn."
    b, elf, other_elf, bear, cards = _elves_and_a_bear()
    b.add_mana("you", "WW")
    b.cast(cards["And They Shall Know No Fear"], choices=["Elf"])
    for e in (elf, other_elf):
        assert b.characteristics(e)["power"] == 2
        assert "Indestructible" in b.characteristics(e)["abilities"]
    assert b.characteristics(bear)["power"] == 2  # a Bear: not of the chosen type
    assert "Indestructible" not in b.characteristics(bear)["abilities"]
    b.pass_turn()  # until end of turn (514.2)
    assert b.characteristics(elf)["power"] == 1


def test_the_type_is_asked_for_as_it_resolves_608_2d() -> None:
    b, _elf, _other, _bear, cards = _elves_and_a_bear()
    b.add_mana("you", "WW")
    with pytest.raises(ml.ChoiceRequired):
        b.cast(cards["And They Shall Know No Fear"])


def test_an_amount_counts_the_permanents_of_the_chosen_type_608_2c_107_1() -> None:
    # Roar of the Crowd: "Choose a creature type. ~ deals damage to any target equal to
    # the number of permanents you control of the chosen type."
    b, _elf, _other, _bear, cards = _elves_and_a_bear()
    b.add_mana("you", "RRRR")
    b.cast(cards["Roar of the Crowd"], targets=["opponent"], choices=["Elf"])
    assert b.life("opponent") == 18


def test_damage_to_each_creature_of_the_chosen_color_608_2d_120_3() -> None:
    # Sudden Demise: "Choose a color. ~ deals X damage to each creature of the chosen
    # color." The elves and the bear are green: each is dealt 2 damage and dies.
    b, _elf, _other, _bear, cards = _elves_and_a_bear()
    b.add_mana("you", "RRR")
    b.cast(cards["Sudden Demise"], x=2, choices=["green"])
    assert len(b.permanents) == 0  # 704.5g: lethal damage


def test_protection_from_the_chosen_color_702_16_608_2c() -> None:
    # Akroma's Blessing: "Choose a color. Creatures you control gain protection from the
    # chosen color until end of turn."
    b, elf, _other, bear, cards = _elves_and_a_bear()
    b.add_mana("you", "WWW")
    b.cast(cards["Akroma's Blessing"], choices=["red"])
    for c in (elf, bear):
        assert "Protection from red" in b.characteristics(c)["abilities"]
    b.pass_turn()
    assert "Protection from red" not in b.characteristics(bear)["abilities"]


_LINE = re.compile(r"choose a (creature type|color)\b", re.I)


def _chooses(a: Any) -> bool:
    return bool(a.supported) and any(isinstance(e, ChooseColor | ChooseCreatureType)
                                     for e in a.effects)


@pytest.mark.corpus
def test_every_corpus_line_of_the_wordings_plays_608_2d(corpus_jsonl: Any) -> None:
    lines = corpus_abilities(_LINE, _chooses)
    assert len(lines) >= 5
    results = [(f.name, play_ability(f, a)) for f, a in lines]
    # only refusals for the board are acceptable (the audit's FAILURES are not)
    bad = [(n, r.detail) for n, r in results if reason_of(r) in FAILURES]
    assert not bad, bad[:5]


def test_a_creature_not_of_the_chosen_color_is_not_dealt_damage_608_2c() -> None:
    b, _elf, _other, _bear, cards = _elves_and_a_bear()
    b.add_mana("you", "RRR")
    b.cast(cards["Sudden Demise"], x=2, choices=["white"])
    assert len(b.permanents) == 3


def test_the_color_chosen_as_the_sacrificed_source_entered_608_2h_607_2d() -> None:
    # Floating Shield: "As ~ enters, choose a color." ... "Sacrifice ~: Target creature
    # gains protection from the chosen color until end of turn." The color is the
    # source's as it last existed (608.2h).
    cards = corpus_cards("Floating Shield", "Grizzly Bears")
    b = ml.Board()
    bear = b.add(cards["Grizzly Bears"])
    b.add_mana("you", "WWW")
    b.cast(cards["Floating Shield"], targets=[bear], choices=["U"])
    shield = b.id_of("Floating Shield")
    b.activate(shield, 3, targets=[bear])
    assert "Floating Shield" not in set(b.permanents["name"])
    assert "Protection from blue" in b.characteristics(bear)["abilities"]


def test_creatures_that_are_not_of_the_chosen_type_608_2d_205_3m() -> None:
    # Kindred Dominance: "Choose a creature type. Destroy all creatures that aren't of
    # the chosen type." The elves stay, the bear is destroyed (701.8).
    cards = corpus_cards("Kindred Dominance", "Crippling Fear", "Raise the Palisade",
                         "Llanowar Elves", "Grizzly Bears")
    for spell, mana in (("Kindred Dominance", "BBBBBBB"), ("Raise the Palisade", "UUUUU")):
        b = ml.Board()
        b.add(cards["Llanowar Elves"])
        b.add(cards["Grizzly Bears"])
        b.add_mana("you", mana)
        b.cast(cards[spell], choices=["Elf"])
        assert list(b.permanents["name"]) == ["Llanowar Elves"], spell
    # Crippling Fear: "Creatures that aren't of the chosen type get -3/-3 until end of turn."
    b = ml.Board()
    elf = b.add(cards["Llanowar Elves"])
    b.add(cards["Grizzly Bears"])
    b.add_mana("you", "BBBB")
    b.cast(cards["Crippling Fear"], choices=["Elf"])
    assert list(b.permanents["name"]) == ["Llanowar Elves"]
    assert b.characteristics(elf)["power"] == 1
