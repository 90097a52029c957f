"""The partner abilities (CR 702.124a): "partner", "partner—[text]", "partner with [name]",
"choose a Background" and "Doctor's companion" let a Commander deck have two commanders.
They work as the deck is built, before the game begins (702.124a), so on a board they are
keywords with nothing to do; only "partner with" also has a triggered ability (702.124j).
Every corpus line of the deck-building partner abilities reads as a keyword and plays."""

from __future__ import annotations

import re

import pytest

import mtglab as ml
from mtglab.cards.ability import AbilityKind
from tests.conftest import audit_found, corpus_abilities

_PAIRING = re.compile(r"^(Choose a Background|Doctor's companion|Friends forever|Partner—)",
                      re.M)


def _legend(line: str, types: str = "Legendary Creature — Human") -> ml.Card:
    return ml.Card.from_text(name="Pair Legend", oracle_text=line, type_line=types,
                             mana_cost="{2}{W}", power=2, toughness=2)


@pytest.mark.parametrize("line, keyword", [
    ("Choose a Background (You can have a Background as a second commander.)",
     "Choose a Background"),  # 702.124k
    ("Doctor's companion (You can have two commanders if the other is the Doctor.)",
     "Doctor's companion"),  # 702.124m
    ("Partner—Character select (You can have two commanders if both have this ability.)",
     "Partner—Character select"),  # 702.124i
])
def test_a_deck_building_partner_ability_is_a_keyword_with_no_effect_702_124a(
        line: str, keyword: str) -> None:
    (ability,) = _legend(line).abilities
    assert ability.supported, ability.problem
    assert ability.kind is AbilityKind.KEYWORD
    assert ability.keywords == (keyword,)
    assert ability.effects == ()


def test_a_commander_with_choose_a_background_enters_with_nothing_to_do_702_124a() -> None:
    b = ml.Board()
    b.add(_legend("Choose a Background"))
    assert b.stack.empty  # no trigger: it worked before the game began
    row = b.permanents.iloc[0]
    assert (row["power"], row["toughness"], row["designations"]) == (2, 2, None)


def test_partner_with_keeps_its_triggered_ability_702_124j() -> None:
    (ability,) = _legend("Partner with Some Friend").abilities
    assert ability.supported and ability.kind is AbilityKind.TRIGGERED


def test_every_corpus_line_of_a_deck_building_partner_ability_reads_and_plays_702_124a(
        ) -> None:
    found = corpus_abilities(_PAIRING, lambda a: bool(_PAIRING.match(a.text)))
    if not found:
        pytest.skip("no corpus (../shared/corpus/cards.jsonl)")
    assert len(found) >= 60
    for _f, a in found:
        assert a.supported, (a.text, a.problem)
        assert a.kind is AbilityKind.KEYWORD and a.effects == (), a.text
    audit_found(found)
