"""A spell's own additional costs (CR 118.8, 601.2f-h) and cost reductions (601.2f,
118.7), read by grammar/castcosts.lark and paid by engine/spells/additionalcosts.py,
on real cards of the pool."""

from __future__ import annotations

from pathlib import Path

import pytest

import mtglab as ml
from mtglab.cards.castcosts import AdditionalCost, CostReduction
from mtglab.cards.model import Card


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> dict[str, Card]:
    return {c.name: c for c in ml.load_cards(corpus_jsonl, register=False)}


def test_a_sacrifice_as_an_additional_cost_is_paid_as_it_is_cast_cr_118_8_601_2h(
        cards: dict[str, Card]) -> None:
    b = ml.Board()
    b.add("Grizzly Bears")
    target = b.add(cards["Hill Giant"], controller="opponent")
    b.add_mana("you", "B")
    b.cast(cards["Bone Splinters"], targets=[target])
    assert list(b.graveyard("you")["name"]) == ["Grizzly Bears", "Bone Splinters"]
    assert list(b.graveyard("opponent")["name"]) == ["Hill Giant"]


def test_the_permanent_to_sacrifice_is_chosen_from_choices_cr_601_2h(
        cards: dict[str, Card]) -> None:
    b = ml.Board()
    b.add("Grizzly Bears")
    giant = b.add(cards["Hill Giant"])
    b.add_mana("you", "CB")
    for _ in range(2):
        b.add("Island", zone="library")
    with pytest.raises(ml.ChoiceRequired):
        b.cast(cards["Altar's Reap"])
    b.cast(cards["Altar's Reap"], choices=[giant])
    assert list(b.graveyard("you")["name"]) == ["Hill Giant", "Altar's Reap"]
    assert len(b.hand("you")) == 2  # it drew two cards


def test_a_spell_whose_additional_cost_cant_be_paid_is_refused_cr_601_2h_118_3(
        cards: dict[str, Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "CB")
    before = b.state
    with pytest.raises(ml.IllegalActionError, match=r"601\.2h"):
        b.cast(cards["Altar's Reap"])
    assert b.state == before  # a failed action leaves the board unchanged


def test_a_discard_as_an_additional_cost_cr_701_9a_601_2h(cards: dict[str, Card]) -> None:
    b = ml.Board()
    card = b.add("Grizzly Bears", zone="hand")
    for _ in range(2):
        b.add("Island", zone="library")
    b.add_mana("you", "CR")
    b.cast(cards["Tormenting Voice"], choices=[card])
    assert list(b.graveyard("you")["name"]) == ["Grizzly Bears", "Tormenting Voice"]
    assert len(b.hand("you")) == 2


def test_costs_one_less_if_you_control_a_wizard_cr_601_2f_118_7(
        cards: dict[str, Card]) -> None:
    journeymage = cards["Academy Journeymage"]  # {4}{U}
    b = ml.Board()
    b.add_mana("you", "CCCU")
    with pytest.raises(ml.IllegalActionError, match=r"601\.2h"):
        b.cast(journeymage)
    b.add(ml.Card.from_text(name="Test Wizard", mana_cost="{U}",
                            type_line="Creature — Human Wizard", power=1, toughness=1))
    assert b.cast(journeymage) is not None  # {3}{U}: one less (118.7)


def _lines(cards: dict[str, Card], kind: type) -> list[tuple[str, str]]:
    return [(c.name, a.text) for c in cards.values() for a in c.abilities
            if a.supported and any(isinstance(e, kind) for e in a.effects)]


def test_every_additional_cost_line_read_is_of_a_kind_paid_as_cast_cr_118_8(
        cards: dict[str, Card]) -> None:
    lines = _lines(cards, AdditionalCost)
    assert len(lines) > 80
    for _name, text in lines:
        assert text.lower().startswith("as an additional cost to cast")


def test_every_reduction_read_reduces_generic_mana_only_cr_118_7(
        cards: dict[str, Card]) -> None:
    for c in cards.values():
        for a in c.abilities:
            for e in a.effects if a.supported else ():
                if isinstance(e, CostReduction):
                    assert e.mana.generic > 0 and not e.mana.has_x


def test_spells_of_a_kind_you_cast_cost_less_cr_601_2f_118_7(cards: dict[str, Card]) -> None:
    b = ml.Board()
    b.add(cards["Goblin Electromancer"])  # instant and sorcery spells cost {1} less
    b.add("Grizzly Bears", controller="opponent")
    b.add_mana("you", "R")
    b.cast(cards["Lightning Strike"], targets=["opponent"])  # {1}{R} for {R}
    assert b.life("opponent") == 17
    b.add_mana("you", "G")
    with pytest.raises(ml.IllegalActionError, match=r"601\.2h"):
        b.cast("Grizzly Bears")  # a creature spell: not reduced
