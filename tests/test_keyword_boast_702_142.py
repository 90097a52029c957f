"""Boast (CR 702.142a): "Boast — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only if
this creature attacked this turn and only once each turn." The keyword adds those two
restrictions (602.5b) to the activated ability its line is; "attacked this turn" is the
creature's own record of being declared as an attacker (508.1a), forgotten as the turn
ends. Every corpus boast line that is read plays."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.ability import AbilityKind
from mtglab.errors import IllegalActionError
from tests.conftest import audit_found, corpus_abilities, corpus_cards


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Duskwielder", "Axgard Braggart")


def test_a_boast_ability_cant_be_activated_before_the_creature_attacked_702_142a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    dusk = b.add(cards["Duskwielder"])
    b.add_mana("you", "C")
    assert not b.can_activate(dusk)
    with pytest.raises(IllegalActionError):
        b.activate(dusk, targets=["opponent"])


def test_after_it_attacked_boast_plays_its_effect_702_142a(cards: dict[str, Any]) -> None:
    # Duskwielder: "Boast — {1}: Target opponent loses 1 life and you gain 1 life."
    b = ml.Board()
    dusk = b.add(cards["Duskwielder"])
    b.attack(dusk)
    b.add_mana("you", "C")
    b.activate(dusk, targets=["opponent"])
    assert b.life("opponent") == 19 and b.life("you") == 21


def test_boast_is_activated_only_once_each_turn_702_142a_602_5b(
        cards: dict[str, Any]) -> None:
    # Axgard Braggart: "Boast — {1}{W}: Untap ~. Put a +1/+1 counter on it."
    b = ml.Board()
    axgard = b.add(cards["Axgard Braggart"])
    b.attack(axgard)
    b.add_mana("you", "CWCW")
    b.activate(axgard)
    assert b.characteristics(axgard)["power"] == 4 and not b.state.permanents[axgard.id].tapped
    assert not b.can_activate(axgard)  # the second time this turn (602.5b)


def test_attacking_last_turn_doesnt_count_702_142a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    dusk = b.add(cards["Duskwielder"])
    b.attack(dusk)
    b.pass_turn()
    b.pass_turn()  # your next turn: it hasn't attacked this turn
    b.add_mana("you", "C")
    assert not b.can_activate(dusk)


def test_every_read_corpus_boast_line_has_both_restrictions_and_plays_702_142a() -> None:
    line = re.compile(r"^Boast —", re.M)
    found = [(f, a) for f, a in corpus_abilities(line, lambda a: a.supported)
             if a.text.startswith("Boast —")]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 12
    for _f, a in found:
        assert a.kind is AbilityKind.ACTIVATED, a.text
        kinds = [r.kind for r in a.restrictions]
        assert "once_each_turn" in kinds and "if" in kinds, a.text
    audit_found(found)
