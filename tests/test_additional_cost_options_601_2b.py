"""A spell's additional cost of two options (CR 118.8, 601.2b): "As an additional cost to
cast this spell, sacrifice a creature or pay {3}." Its caster chooses one option as they
announce the spell (601.2b), among those they can pay (601.2h); a mana option adds to the
total cost (601.2f); revealing a card shows it and leaves it in the hand (701.20a). Read by
grammar/castcosts.lark, chosen and paid by engine/spells/additionalcosts.py."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.castcosts import AdditionalCostChoice
from tests.conftest import audit_found, corpus_abilities, corpus_cards

_OPTIONS = re.compile(r"^As an additional cost to cast this spell, [^.]* or "
                      r"(pay|sacrifice|discard|exile|tap|reveal) ", re.M)


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Bayou Groff", "Wren's Run Vanquisher", "Llanowar Elves")


def test_the_caster_chooses_which_option_to_pay_601_2b(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add("Grizzly Bears")
    b.add_mana("you", "GGGG")
    with pytest.raises(ml.ChoiceRequired, match=r"601\.2b"):
        b.cast(cards["Bayou Groff"])  # a creature to sacrifice and mana for {3}: two options


def test_a_mana_option_adds_to_the_total_cost_601_2f(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add("Grizzly Bears")
    b.add_mana("you", "GGGG")  # {1}{G} and {3}: five mana needed
    with pytest.raises(ml.IllegalActionError, match=r"601\.2h"):
        b.cast(cards["Bayou Groff"], choices=["pay {3}"])
    b.add_mana("you", "G")
    b.cast(cards["Bayou Groff"], choices=["pay {3}"])
    assert sorted(b.permanents["name"]) == ["Bayou Groff", "Grizzly Bears"]


def test_the_sacrifice_option_costs_no_more_mana_601_2h(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add("Grizzly Bears")
    b.add_mana("you", "GG")
    b.cast(cards["Bayou Groff"], choices=["sacrifice a creature"])
    assert list(b.permanents["name"]) == ["Bayou Groff"]
    assert list(b.graveyard("you")["name"]) == ["Grizzly Bears"]


def test_only_an_option_that_can_be_paid_is_offered_601_2h_118_3(
        cards: dict[str, Any]) -> None:
    b = ml.Board()  # no creature to sacrifice: the mana option is the only one
    b.add_mana("you", "GGGGG")
    b.cast(cards["Bayou Groff"])
    assert list(b.permanents["name"]) == ["Bayou Groff"]


def test_revealing_a_card_of_the_kind_leaves_it_in_the_hand_701_20a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Llanowar Elves"], zone="hand")
    b.add_mana("you", "GG")  # {1}{G}: the reveal instead of {3}
    b.cast(cards["Wren's Run Vanquisher"], choices=["reveal an Elf card from your hand"])
    assert list(b.permanents["name"]) == ["Wren's Run Vanquisher"]
    assert [c.name for c in b.cards("you", "hand")] == ["Llanowar Elves"]


def test_with_no_option_payable_the_spell_cant_be_cast_601_2h_119_4() -> None:
    spell = ml.Card.from_text(
        name="Costly Insight", type_line="Sorcery", mana_cost="{U}",
        oracle_text="As an additional cost to cast this spell, discard a card or pay 3 "
                    "life.\nDraw two cards.")
    b = ml.Board()
    b.life("you", 2)  # 119.4: 3 life can't be paid with 2; the hand is empty
    b.add_mana("you", "U")
    with pytest.raises(ml.IllegalActionError, match="none of"):
        b.cast(spell)


def test_an_or_inside_one_kind_of_object_is_not_two_options_118_8() -> None:
    spell = ml.Card.from_text(
        name="One Sacrifice", type_line="Instant", mana_cost="{B}",
        oracle_text="As an additional cost to cast this spell, sacrifice an artifact or "
                    "creature.\nDraw a card.")
    (cost, *_rest) = spell.abilities
    assert cost.supported and not isinstance(cost.effects[0], AdditionalCostChoice)


def test_every_corpus_line_of_an_additional_cost_with_options_reads_and_plays_601_2b(
        ) -> None:
    found = corpus_abilities(_OPTIONS, lambda a: bool(_OPTIONS.match(a.text)))
    if not found:
        pytest.skip("no corpus (../shared/corpus/cards.jsonl)")
    supported = [(f, a) for f, a in found if a.supported]
    assert len(supported) >= 20, [a.problem for _f, a in found if not a.supported][:5]
    for _f, a in supported:
        assert any(isinstance(e, AdditionalCostChoice) and len(e.options) == 2
                   for e in a.effects), a.text
    audit_found(supported, board_refusals=True)
