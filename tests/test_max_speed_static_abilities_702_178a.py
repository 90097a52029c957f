"""Max speed's static abilities (CR 702.178a): "Max speed — [static ability]" means the
object has that ability as long as its controller's speed is 4 (702.179e) — its
effects apply only while that holds (611.3a), checked continuously as the speed
changes. Read by the Oracle parser (``_at_max_speed``) into the effects' condition
``"max_speed"``; across every such line of ../shared/corpus."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities

_RACER = ml.Card.from_text(
    name="Test Racer", mana_cost="{1}{R}", type_line="Creature — Goblin", power=2,
    toughness=1, oracle_text="Start your engines!\nMax speed — This creature gets +1/+1 and "
    "has menace.")


def test_the_ability_applies_only_while_speed_is_four_cr_702_178a() -> None:
    b = ml.Board()
    racer = b.add(_RACER)
    looks = b.characteristics(racer)
    assert (looks["power"], "Menace" in looks["abilities"]) == (2, False)
    b.speed("you", 4)
    looks = b.characteristics(racer)
    assert (looks["power"], looks["toughness"], "Menace" in looks["abilities"]) == (3, 2, True)


def test_it_is_its_controller_s_speed_that_counts_cr_702_179e() -> None:
    b = ml.Board()
    racer = b.add(_RACER)
    b.speed("opponent", 4)
    assert b.characteristics(racer)["power"] == 2


def test_a_max_speed_static_without_a_condition_slot_stays_unsupported_cr_702_178a() -> None:
    card = ml.Card.from_text(name="Test Board", mana_cost="{3}", type_line="Artifact",
                             oracle_text="Max speed — Spells you cast cost {1} less to cast.")
    assert not card.abilities[0].supported
    assert "702.178a" in card.abilities[0].problem


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(re.compile(r"^Max speed — ", re.M), lambda a: a.supported and
                            a.text.startswith("Max speed") and a.kind.value == "static")


@pytest.mark.corpus
def test_every_supported_max_speed_static_line_has_the_condition_cr_702_178a() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 7
    for _face, a in found:
        assert all(getattr(e, "condition", None) is not None and
                   e.condition.kind == "max_speed" for e in a.effects), a.text
    audit_found(found, board_refusals=True)
