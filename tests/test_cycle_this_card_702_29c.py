""""When you cycle this card" (CR 702.29c): the cycled card's own ability triggers from
the graveyard its cycling cost put it in, the card there its source, and resolves
before the cycling ability (603.3, 608.2), from real cards of ../shared/corpus."""

from __future__ import annotations

from pathlib import Path

import pytest

import mtglab as ml


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> dict[str, ml.Card]:
    pool = ml.load_cards(corpus_jsonl, register=False)
    return {c.name: c for c in pool}


def test_renewed_faith_cycled_gains_2_life_and_draws_cr_702_29c_702_29a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add("Island", zone="library")
    faith = b.add(cards["Renewed Faith"], zone="hand")
    b.add_mana("you", "CW")
    b.activate(faith, "Cycling {1}{W} ({1}{W}, Discard this card: Draw a card.)",
               choices=[True])  # "you may gain 2 life": yes
    assert b.life("you") == 22
    assert list(b.graveyard("you")["name"]) == ["Renewed Faith"]
    assert list(b.hand("you")["name"]) == ["Island"]


def test_a_cycled_card_targets_as_its_trigger_goes_on_the_stack_cr_702_29c_603_3d(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add("Island", zone="library")
    bear = b.add(cards["Grizzly Bears"], "opponent")
    cyclops = b.add(cards["Quakefoot Cyclops"], zone="hand")
    b.add_mana("you", "CR")
    cycling = next(a.text for a in cards["Quakefoot Cyclops"].abilities
                   if a.text.startswith("Cycling"))
    b.activate(cyclops, cycling, choices=[bear])  # "target creature can't block"
    assert any(r.rule == "702.29c, 603.2" for r in b.state.log)  # it triggered
    assert len(b.state.effects) == 1  # "can't block this turn" (611.2a)
    assert [c.name for c in b.cards("you", "graveyard")] == ["Quakefoot Cyclops"]


def test_it_of_a_cycled_card_stays_unsupported_cr_702_29c(
        cards: dict[str, ml.Card]) -> None:
    thunder = next(a for a in cards["Resounding Thunder"].abilities
                   if a.text.startswith("When you cycle"))
    assert not thunder.supported and "702.29c" in thunder.problem
