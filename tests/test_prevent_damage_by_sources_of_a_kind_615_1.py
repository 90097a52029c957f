"""A static prevention effect for the damage from sources of a kind (CR 615.1, 604.1):
"Prevent all damage that would be dealt to ~ by artifact sources", "... to you by sources
you don't control". A source is any object that deals damage — a permanent or a spell
(609.7c) — read as it deals it. Every corpus line of the forms that is read plays."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.oracle.parser import parse_ability
from mtglab.cards.statics import StaticPrevention
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BOLT = ml.Card.from_text(name="Bolt", mana_cost="{R}", type_line="Instant",
                         oracle_text="Bolt deals 3 damage to any target.")
PINGER = ml.Card.from_text(name="Pinger", mana_cost="{2}", type_line="Artifact",
                           oracle_text="{T}: Pinger deals 1 damage to any target.")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Argothian Treefolk", "Energy Field")


def test_the_sources_read_as_a_selector_609_7c() -> None:
    (e,) = parse_ability("Prevent all damage that would be dealt to ~ by artifact "
                         "sources.").effects
    assert isinstance(e, StaticPrevention) and e.by is not None
    assert e.by.types == ("Artifact",)


def test_an_artifact_sources_damage_is_prevented_615_1(cards: dict[str, Any]) -> None:
    b = ml.Board()
    treefolk = b.add(cards["Argothian Treefolk"])
    pinger = b.add(PINGER, "opponent")
    b.active = "opponent"
    b.activate(pinger, 0, targets=[treefolk])
    assert b.state.permanents[treefolk.id].damage == 0


def test_another_sources_damage_is_dealt_615_1(cards: dict[str, Any]) -> None:
    b = ml.Board()
    treefolk = b.add(cards["Argothian Treefolk"])
    b.add_mana("opponent", "R")
    b.active = "opponent"
    b.cast(BOLT, controller="opponent", targets=[treefolk])
    assert b.state.permanents[treefolk.id].damage == 3


def test_a_spell_you_dont_control_is_a_source_you_dont_control_609_7c(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Energy Field"])
    b.add_mana("opponent", "R")
    b.active = "opponent"
    b.cast(BOLT, controller="opponent", targets=["you"])
    assert b.life("you") == 20
    b.active = "you"
    b.add_mana("you", "R")
    b.cast(BOLT, targets=["you"])  # a source you control
    assert b.life("you") == 17


_FORMS = re.compile(r"prevent all damage that would be dealt to [^.]* by ((artifact|white|"
                    r"blue|black|red|green) )?sources\b", re.I)


def test_every_corpus_line_of_the_forms_that_is_read_plays_615_1() -> None:
    found = [(f, a) for f, a in corpus_abilities(_FORMS, lambda a: a.supported)
             if _FORMS.search(a.text) and a.kind.value == "static"]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 4
    audit_found(found, board_refusals=True)
