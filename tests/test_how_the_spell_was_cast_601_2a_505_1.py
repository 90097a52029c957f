"""A spell's own conditions about how it was cast, read as it resolves (CR 608.2c): "If
this spell was cast from a graveyard / from exile / from your hand / from anywhere other
than your hand" (601.2a: the zone it was cast from; flashback casts it from a graveyard,
702.34a) and Addendum's "If you cast this spell during your main phase" (505.1). Only a
spell knows how it was cast: the same words in an ability of a permanent stay unsupported,
the part named. Every corpus spell line with the wording that is supported is played by
the audit."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import (
    audit_found,
    corpus_abilities,
    corpus_cards,
    parametrize_face_lines,
    supported_at_least,
)

_WORDING = re.compile(r"\bIf (?:this spell was cast from|you cast this spell during your "
                      r"main phase)")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDING, lambda a: a.kind.value == "spell" and
                            bool(_WORDING.search(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_supported_line_is_played_cr_608_2c_601_2a(line: tuple[Any, Any]) -> None:
    _face, ability = line
    if not ability.supported:
        pytest.skip(f"unsupported for another part: {ability.problem[:80]}")
    audit_found([line], board_refusals=True)


def test_most_lines_are_supported_cr_601_2a_505_1() -> None:
    supported_at_least(_lines, 18)


def _card(name: str) -> ml.Card:
    return corpus_cards(name)[name]


def _library(b: ml.Board, n: int) -> None:
    for _ in range(n):
        b.add("Island", zone="library")


def test_addendum_draws_only_when_cast_in_your_main_phase_cr_505_1() -> None:
    # Arrester's Admonition (instant): "Return target creature to its owner's hand.
    # Addendum — If you cast this spell during your main phase, draw a card."
    admonition = _card("Arrester's Admonition")
    for phase, drawn in (("precombat main", 1), ("beginning of combat", 0)):
        b = ml.Board()
        b.phase = phase
        bear = b.add("Grizzly Bears", controller="opponent")
        _library(b, 1)
        b.add_mana("you", "UUU")
        b.cast(admonition, targets=[bear])
        assert len(b.hand("you")) == drawn


def test_cast_from_a_graveyard_by_flashback_cr_601_2a_702_34a() -> None:
    # Ruthless Negotiation: "Target opponent exiles a card from their hand. If this spell
    # was cast from a graveyard, draw a card." Flashback {4}{B}.
    negotiation = _card("Ruthless Negotiation")
    for zone, drawn in (("hand", 0), ("graveyard", 1)):
        b = ml.Board()
        b.add("Island", controller="opponent", zone="hand")
        _library(b, 1)
        b.add_mana("you", "BBBBB")
        card = b.add(negotiation, zone="graveyard") if zone == "graveyard" else negotiation
        b.cast(card, targets=["opponent"])
        assert len(b.hand("you")) == drawn


def test_a_permanents_ability_doesnt_know_how_a_spell_was_cast_cr_601_2a() -> None:
    relic = ml.Card.from_text(name="Casting Relic", type_line="Artifact", mana_cost="{2}",
                              oracle_text="{T}: If this artifact was cast from exile, "
                                          "draw a card.")
    (ability,) = relic.abilities
    assert not ability.supported and "how a spell was cast" in ability.problem
