"""Monstrosity (CR 701.37): "Monstrosity N" puts N +1/+1 counters on a permanent that
isn't monstrous and it becomes monstrous (701.37a-b); a monstrous one gets nothing more;
"Monstrosity X" uses the X paid for the ability (107.3); "when ~ becomes monstrous"
abilities trigger as it does (701.37b). Then played across every corpus line."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.ability import TriggerEvent
from mtglab.cards.keywordactions import Monstrosity
from tests.conftest import audit_found, corpus_abilities, corpus_cards


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Ill-Tempered Cyclops", "Polukranos, World Eater",
                        "Kalemne's Captain")


def test_monstrosity_puts_n_counters_701_37a(cards: dict[str, Any]) -> None:
    # Ill-Tempered Cyclops, "{5}{R}: Monstrosity 3."
    b = ml.Board()
    cyclops = b.add(cards["Ill-Tempered Cyclops"])
    b.add_mana("you", "CCCCCR")
    b.activate(cyclops, 1)
    assert b.counters(cyclops) == {"+1/+1": 3}
    assert b.characteristics(cyclops)["power"] == 6


def test_a_monstrous_permanent_gets_nothing_more_701_37a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    cyclops = b.add(cards["Ill-Tempered Cyclops"])
    b.add_mana("you", "CCCCCRCCCCCR")
    b.activate(cyclops, 1)
    b.activate(cyclops, 1)  # may be activated again; it resolves and does nothing
    assert b.counters(cyclops) == {"+1/+1": 3}


def test_monstrosity_x_uses_the_x_paid_701_37a_107_3(cards: dict[str, Any]) -> None:
    # Polukranos, "{X}{X}{G}: Monstrosity X."
    b = ml.Board()
    polukranos = b.add(cards["Polukranos, World Eater"])
    b.add_mana("you", "CCCCG")
    b.activate(polukranos, 0, x=2)
    assert b.counters(polukranos) == {"+1/+1": 2}


RELIC = ml.Card.from_text(name="Relic", mana_cost="{2}", type_line="Artifact")


def test_becomes_monstrous_triggers_701_37b(cards: dict[str, Any]) -> None:
    # Kalemne's Captain: "{5}{W}{W}: Monstrosity 3." and "When ~ becomes monstrous,
    # exile all artifacts and enchantments."
    b = ml.Board()
    captain = b.add(cards["Kalemne's Captain"])
    relic = b.add(RELIC, "opponent")
    b.add_mana("you", "CCCCCWW")
    b.activate(captain, 1, resolve=False)
    b.resolve()  # the monstrosity ability: the trigger waits (603.3)
    assert b.counters(captain) == {"+1/+1": 3}
    assert list(b.stack["name"]) == ["Kalemne's Captain"]
    b.resolve()
    assert relic.id not in b.state.permanents


def test_a_monstrous_permanent_doesnt_trigger_again_701_37b(cards: dict[str, Any]
                                                             ) -> None:
    b = ml.Board()
    captain = b.add(cards["Kalemne's Captain"])
    b.add_mana("you", "CCCCCWWCCCCCWW")
    b.activate(captain, 1)
    b.resolve()  # its trigger (701.37b)
    relic = b.add(RELIC, "opponent")
    b.activate(captain, 1, resolve=False)
    b.resolve()
    assert len(b.stack) == 0 and relic.id in b.state.permanents


def test_every_corpus_monstrosity_line_plays_701_37() -> None:
    line = re.compile(r"monstrosity (\d+|x)\b|becomes monstrous", re.I)

    def uses(a: Any) -> bool:
        return a.supported and (
            any(isinstance(e, Monstrosity) for e in a.effects) or (
                a.trigger is not None and
                TriggerEvent.BECOMES_MONSTROUS in getattr(a.trigger, "events", ())))

    found = corpus_abilities(line, uses)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 35
    audit_found(found)


def test_becomes_monstrous_needs_the_cards_monstrosity_line_701_37a() -> None:
    # Clay Golem's "{6}, Roll a d8: Monstrosity X, where X is the result." isn't read:
    # its "When ~ becomes monstrous" ability could never trigger, so it is unsupported
    # with that line named
    golem = corpus_cards("Clay Golem")["Clay Golem"]
    trigger = next(a for a in golem.abilities if "becomes monstrous" in a.text)
    assert not trigger.supported and "Roll a d8" in trigger.problem
