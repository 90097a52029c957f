"""Prohibitions on casting from static abilities (CR 101.2, 604.1, 611.3a): "You can't cast
creature spells", "Your opponents can't cast spells during your turn" (the source's
controller's turn), "... during combat" (506.1), "Players can't cast spells from
graveyards or libraries" (601.2a: where it is cast from), "Each player can't cast more
than one spell each turn" (601.2i: the spells they cast this turn). A "can't" beats any
permission (101.2): flash, flashback or a cast while something resolves. Every corpus
line of the forms that is read plays."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.castprohibitions import CastProhibition, CastWhen
from mtglab.cards.effects import ControllerSpec
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BOLT = ml.Card.from_text(name="Bolt", mana_cost="{R}", type_line="Instant",
                         oracle_text="Bolt deals 3 damage to any target.")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Steel Golem", "Rule of Law", "Tidal Barracuda",
                        "Marisi, Breaker of the Coil", "Grafdigger's Cage", "Think Twice",
                        "Codie, Vociferous Codex")


def test_the_forms_read_as_prohibitions_101_2() -> None:
    (e,) = parse_ability("Your opponents can't cast spells during your turn.").effects
    assert isinstance(e, CastProhibition)
    assert e.casters is ControllerSpec.OPPONENT and e.when is CastWhen.YOUR_TURN
    (most,) = parse_ability("Each player can't cast more than one spell each turn.").effects
    assert isinstance(most, CastProhibition) and most.most == 1
    (where,) = parse_ability("Players can't cast spells from graveyards or "
                             "libraries.").effects
    assert isinstance(where, CastProhibition) and where.zones == ("graveyard", "library")


def test_you_cant_cast_creature_spells_but_others_101_2(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Steel Golem"])
    b.add_mana("you", "GGR")
    with pytest.raises(ml.IllegalActionError, match=r"101\.2"):
        b.cast(BEAR)
    assert b.mana_pool("you") == "RGG"  # nothing paid (the board is unchanged)
    b.cast(BOLT, targets=["opponent"])
    assert b.life("opponent") == 17


def test_it_binds_only_its_controller_604_1(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Steel Golem"], "opponent")
    b.add_mana("you", "GG")
    b.cast(BEAR)
    assert "Bear" in set(b.permanents["name"])


def test_permanent_spells_are_not_instants_110_4b(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Codie, Vociferous Codex"])  # "You can't cast permanent spells."
    b.add_mana("you", "GGR")
    with pytest.raises(ml.IllegalActionError):
        b.cast(BEAR)
    b.cast(BOLT, targets=["opponent"])
    assert b.life("opponent") == 17


def test_a_second_spell_in_a_turn_is_prohibited_601_2i(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Rule of Law"], "opponent")
    b.add_mana("you", "RR")
    b.cast(BOLT, targets=["opponent"])
    with pytest.raises(ml.IllegalActionError):
        b.cast(BOLT, targets=["opponent"])
    assert b.life("opponent") == 17


def test_a_spell_cast_earlier_this_turn_counts_601_2i(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Rule of Law"])
    b.set_turn_history("you", spells_cast=1)
    b.add_mana("you", "R")
    with pytest.raises(ml.IllegalActionError):
        b.cast(BOLT, targets=["opponent"])


def test_opponents_cant_cast_during_your_turn_even_with_flash_101_2(
        cards: dict[str, Any]) -> None:
    # Tidal Barracuda lets any player cast spells as though they had flash; its other
    # ability still stops its controller's opponents during its controller's turn
    b = ml.Board()
    b.add(cards["Tidal Barracuda"])
    b.add_mana("opponent", "R")
    with pytest.raises(ml.IllegalActionError):
        b.cast(BOLT, controller="opponent", targets=["you"])
    b.active = "opponent"
    b.cast(BOLT, controller="opponent", targets=["you"])
    assert b.life("you") == 17


def test_opponents_cant_cast_during_combat_506_1(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Marisi, Breaker of the Coil"])
    b.add_mana("opponent", "RR")
    b.phase = "declare attackers"
    with pytest.raises(ml.IllegalActionError):
        b.cast(BOLT, controller="opponent", targets=["you"])
    b.phase = "postcombat main"
    b.cast(BOLT, controller="opponent", targets=["you"])
    assert b.life("you") == 17


def test_no_spell_is_cast_from_a_graveyard_601_2a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Grafdigger's Cage"], "opponent")
    b.add("Island", zone="library")
    think = b.add(cards["Think Twice"], zone="graveyard")  # flashback {2}{U}
    b.add_mana("you", "UCC")
    with pytest.raises(ml.IllegalActionError):
        b.cast(think)
    b.cast(cards["Think Twice"])  # from the hand: not prohibited
    assert len(b.hand("you")) == 1


_FORMS = re.compile(r"\b(you|your opponents|players|each player) can't cast ", re.I)


def test_every_corpus_line_of_a_prohibition_that_is_read_plays_101_2() -> None:
    found = [(f, a) for f, a in corpus_abilities(_FORMS, lambda a: a.supported)
             if _FORMS.search(a.text) and a.kind.value == "static"]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 20
    audit_found(found, board_refusals=True)


def test_a_quality_of_the_spells_mana_value_202_3(cards: dict[str, Any]) -> None:
    ban = ml.Card.from_text(name="Ban", type_line="Enchantment", mana_cost="{2}",
                            oracle_text="Your opponents can't cast spells with mana value "
                                        "1 or less.")
    b = ml.Board()
    b.add(ban, "opponent")
    b.add_mana("you", "GGR")
    with pytest.raises(ml.IllegalActionError, match=r"101\.2"):
        b.cast(BOLT, targets=["opponent"])  # mana value 1
    b.cast(BEAR)  # mana value 2
    assert "Bear" in set(b.permanents["name"])


def test_the_chosen_color_is_the_sources_choice_614_12() -> None:
    ban = ml.Card.from_text(name="Ban", type_line="Creature — Angel", mana_cost="{6}{W}",
                            power="7", toughness="7",
                            oracle_text="As Ban enters, choose a color.\nYour opponents "
                                        "can't cast spells of the chosen color.")
    b = ml.Board()
    b.add(ban, "opponent", choices=["red"])
    b.add_mana("you", "GGR")
    with pytest.raises(ml.IllegalActionError, match=r"101\.2"):
        b.cast(BOLT, targets=["opponent"])
    b.cast(BEAR)
    assert "Bear" in set(b.permanents["name"])


def test_the_chosen_name_is_the_sources_choice_201_4_614_12() -> None:
    ban = ml.Card.from_text(name="Ban", type_line="Enchantment", mana_cost="{2}{W}",
                            oracle_text="As Ban enters, choose a card name.\nYour opponents "
                                        "can't cast spells with the chosen name.")
    b = ml.Board()
    b.add(ban, "opponent", choices=["Bolt"])
    b.add_mana("you", "GGR")
    with pytest.raises(ml.IllegalActionError, match=r"101\.2"):
        b.cast(BOLT, targets=["opponent"])
    b.cast(BEAR)
    assert "Bear" in set(b.permanents["name"])
