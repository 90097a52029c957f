"""Wordings of "enters with counters" the grammar reads (grammar/entering.lark), played on
a board: each is a replacement effect on the permanent's entering (CR 614.1c), the
counters put on it as it enters (122.6), a choice it needs made as it enters (614.12a).

Cards are made with ``ml.Card.from_text`` under made-up names in the wordings of real
cards (Tamiyo's Immobilizer, Sphere of the Suns, Denry Klin, Grimdancer, Bard Class,
Hamlet Vanguard, Nine-Lives Familiar, Dust Animus, Giada, Ravaging Riftwurm, the
adamant Paladins, Steel Exemplar, Verazol: what the spell was cast with, 601.2h); the last
test plays every corpus line of these wordings.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import EntersWithCounterChoice, EntersWithCounters
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines


def _card(name: str, text: str, type_line: str = "Creature — Beast", cost: str = "{1}{G}",
          pt: str = "1") -> ml.Card:
    card = ml.Card.from_text(name=name, mana_cost=cost, type_line=type_line,
                             oracle_text=text, power=pt, toughness=pt)
    assert all(a.supported for a in card.abilities), [a.problem for a in card.abilities]
    return card


def test_enters_with_counters_without_on_it_cr_614_1c() -> None:
    card = _card("Test Immobilizer", "Test Immobilizer enters with four oil counters.",
                 type_line="Artifact", cost="{2}", pt="")
    b = ml.Board()
    b.add_mana("you", "CC")
    assert b.counters(b.cast(card)) == {"oil": 4}


def test_enters_tapped_and_with_counters_cr_614_1c() -> None:
    card = _card("Test Sphere", "Test Sphere enters tapped and with three charge counters "
                 "on it.", type_line="Artifact", cost="{2}", pt="")
    b = ml.Board()
    b.add_mana("you", "CC")
    p = b.cast(card)
    assert b.counters(p) == {"charge": 3}
    assert b.state.permanents[p.id].tapped


def test_your_choice_among_three_counters_cr_614_12a() -> None:
    card = _card("Test Denry", "Test Denry enters with your choice of a +1/+1, first strike, "
                 "or vigilance counter on it.")
    assert card.abilities[0].effects == (
        EntersWithCounterChoice(("+1/+1", "first strike", "vigilance"), 1),)
    b = ml.Board()
    b.add_mana("you", "GG")
    assert b.counters(b.cast(card, choices=["vigilance"])) == {"vigilance": 1}


def test_two_different_counters_from_among_cr_614_12a() -> None:
    card = _card("Test Grimdancer", "Test Grimdancer enters with your choice of two "
                 "different counters on it from among menace, deathtouch, and lifelink.")
    assert card.abilities[0].effects == (
        EntersWithCounterChoice(("menace", "deathtouch", "lifelink"), 2),)


def test_legendary_creatures_you_control_enter_with_a_counter_on_them_cr_614_1c() -> None:
    bard = _card("Test Bard", "Legendary creatures you control enter with an additional "
                 "+1/+1 counter on them.", type_line="Enchantment", pt="")
    b = ml.Board()
    b.add(bard)
    b.add_mana("you", "GGGG")
    legend = ml.Card.from_text(name="Test Legend", mana_cost="{G}",
                               type_line="Legendary Creature — Elf", power="1",
                               toughness="1")
    assert b.counters(b.cast(legend)) == {"+1/+1": 1}
    assert b.counters(b.cast("Llanowar Elves")) == {}


def test_two_counters_for_each_is_twice_the_count_cr_122_6() -> None:
    card = _card("Test Vanguard", "Test Vanguard enters with two +1/+1 counters on it for "
                 "each other nontoken Human you control.")
    b = ml.Board()
    for _ in range(2):
        b.add(ml.Card.from_text(name="Test Human", mana_cost="{W}",
                                type_line="Creature — Human", power="1", toughness="1"))
    b.add_mana("you", "GG")
    assert b.counters(b.cast(card)) == {"+1/+1": 4}


def test_if_you_cast_it_cr_601_2a() -> None:
    card = _card("Test Familiar", "Test Familiar enters with eight revival counters on it "
                 "if you cast it.")
    b = ml.Board()
    b.add_mana("you", "GG")
    assert b.counters(b.cast(card)) == {"revival": 8}
    assert b.counters(b.add(card)) == {}  # put onto the battlefield: not cast


def test_if_first_then_two_kinds_of_counters_cr_614_1c() -> None:
    card = _card("Test Animus", "If you control five or more untapped lands, Test Animus "
                 "enters with two +1/+1 counters and a lifelink counter on it.")
    b = ml.Board()
    for _ in range(5):
        b.add("Forest")
    b.add_mana("you", "GG")
    assert b.counters(b.cast(card)) == {"+1/+1": 2, "lifelink": 1}


def test_others_enter_with_a_counter_for_each_cr_614_1c() -> None:
    giada = _card("Test Giada", "Each other Bird you control enters with an additional +1/+1 "
                  "counter on it for each Bird you already control.")
    b = ml.Board()
    b.add(giada)
    bird = ml.Card.from_text(name="Test Bird", mana_cost="{G}", type_line="Creature — Bird",
                             power="1", toughness="1")
    b.add(bird)
    b.add_mana("you", "G")
    assert b.counters(b.cast(bird)) == {"+1/+1": 1}


def test_kicked_additional_counters_on_itself_add_up_cr_702_33d() -> None:
    card = _card("Test Riftwurm", "Kicker {4}\nVanishing 2\nIf Test Riftwurm was kicked, it "
                 "enters with three additional time counters on it.")
    effects = next(a for a in card.abilities if a.text.startswith("If")).effects
    assert isinstance(effects[0], EntersWithCounters) and effects[0].counter == "time"
    assert effects[0].amount.value == 3 and effects[0].condition is not None


@pytest.mark.parametrize(("name", "text", "cost", "spent", "counters"), [
    # adamant: at least three mana of one color spent (601.2h)
    ("Test Paladin", "Adamant — If at least three white mana was spent to cast this spell, "
     "Test Paladin enters with a +1/+1 counter on it.", "{2}{W}",
     ("WWW", "WCC"), ({"+1/+1": 1}, {})),
    # "unless two or more colors of mana were spent" (601.2h)
    ("Test Exemplar", "Test Exemplar enters with two +1/+1 counters on it unless two or "
     "more colors of mana were spent to cast it.", "{1}{W}",
     ("WC", "WU"), ({"+1/+1": 2}, {})),
], ids=["adamant", "unless_two_colors"])
def test_counters_by_the_mana_spent_to_cast_it_cr_601_2h(
        name: str, text: str, cost: str, spent: tuple[str, str],
        counters: tuple[dict[str, int], dict[str, int]]) -> None:
    card = _card(name, text, cost=cost)
    b = ml.Board()
    for mana, expected in zip(spent, counters, strict=True):
        b.add_mana("you", mana)
        assert b.counters(b.cast(card)) == expected


def test_a_counter_for_each_mana_spent_cr_601_2h() -> None:
    card = _card("Test Verazol", "Test Verazol enters with a +1/+1 counter on it for each "
                 "mana spent to cast it.", cost="{X}{G}", pt="0")
    b = ml.Board()
    b.add_mana("you", "GCC")
    assert b.counters(b.cast(card, x=2)) == {"+1/+1": 3}


#: the wordings above: "your choice of", "tapped and with", no "on it", "on him", "unless",
#: "and with", several counters "for each", "enter" (plural) "with an additional"
_WORDINGS = re.compile(r"(?:enters?(?: the battlefield)? (?:tapped and with|with your choice of|"
                       r"with [^.]*?counters?(?:\.|$| on (?:him|her|them)| on it unless| on it "
                       r"and with)|with (?:two|three|four|five) \S+ counters on it for each)|"
                       r"\benter(?: the battlefield)? with an additional)", re.M)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDINGS, lambda a: a.supported and any(
        isinstance(e, EntersWithCounters | EntersWithCounterChoice) for e in a.effects))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_corpus_line_of_these_wordings_is_played_cr_614_1c(line: tuple[Any, Any]
                                                                  ) -> None:
    audit_found([line], board_refusals=True)
