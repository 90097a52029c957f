"""A permanent that exiles itself to pay its own ability's cost (CR 602.2b, 118.3,
406.3): "{5}, {T}, Exile Amulet of Unmaking: Exile target artifact, creature, or land."
It leaves the battlefield as the cost is paid (601.2h), before the ability resolves,
which then uses the source's last known information (113.7a). Then played across every
corpus line whose cost exiles its own permanent."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.vocabulary import CostKind
from tests.conftest import audit_found, corpus_abilities, corpus_cards


def _exiled(b: ml.Board, owner: str) -> list[str]:
    t = b.exile
    return list(t[t["owner"] == owner]["name"])


BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Amulet of Unmaking", "Crook of Condemnation")


def test_the_amulet_exiles_itself_to_exile_a_creature_602_2b(cards: dict[str, Any]) -> None:
    # 602.2b, 118.3: {5}, {T} and exiling the Amulet pay the cost; 406.3: both exiled
    b = ml.Board()
    amulet = b.add(cards["Amulet of Unmaking"])
    bear = b.add(BEAR, controller="opponent")
    b.add_mana("you", "CCCCC")
    b.activate(amulet, targets=[bear])
    assert b.permanents.empty
    assert _exiled(b, "you") == ["Amulet of Unmaking"]
    assert _exiled(b, "opponent") == ["Bear"]


def test_the_cost_exiles_it_before_the_ability_resolves_601_2h(cards: dict[str, Any]) -> None:
    # 601.2h: costs are paid as the ability is activated; the ability then waits on
    # the stack (602.2a) while its source is already in exile
    b = ml.Board()
    crook = b.add(cards["Crook of Condemnation"])
    b.add_mana("you", "C")
    b.activate(crook, 1, resolve=False)  # "{1}, Exile ~: Exile all graveyards."
    assert len(b.stack) == 1 and crook.id not in b.state.permanents
    assert "Crook of Condemnation" in _exiled(b, "you")


def test_the_cost_reads_as_exiling_its_own_permanent_118_3(cards: dict[str, Any]) -> None:
    (a,) = [a for a in cards["Amulet of Unmaking"].abilities if a.costs]
    exile = [c for c in a.costs if c.kind is CostKind.EXILE]
    assert len(exile) == 1 and exile[0].selector.is_self and exile[0].zone == "battlefield"


def test_every_corpus_exile_itself_cost_plays_602_2b() -> None:
    line = re.compile(r"(^|, )Exile [^:,]+:", re.M)

    def uses(a: Any) -> bool:
        return a.supported and any(c.kind is CostKind.EXILE and c.zone == "battlefield"
                                   and c.selector is not None and c.selector.is_self
                                   for c in a.costs)

    found = corpus_abilities(line, uses)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 15
    audit_found(found, board_refusals=True)
