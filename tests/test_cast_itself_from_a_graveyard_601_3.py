"""A card's own permission to be cast from its owner's graveyard (CR 601.3): "You may cast
~ from your graveyard", "... as long as you control a Zombie" (a condition checked as it
is cast, 611.3a), "... by discarding a card in addition to paying its other costs" (the
costs of casting it that way, paid with the others, 601.2f, 601.2h). Read by
grammar/permissions.lark, allowed by engine/spells/casting.py."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.compoundeffects import CastPermission
from tests.conftest import audit_found, corpus_abilities, corpus_cards

_LINE = re.compile(r"^(?:[A-Z][a-z]+ — )?You may cast (?:this card|[^.]+?) from your graveyard"
                   r"(?:\.| as long as | if | by (?:discarding|paying \d+ life|exiling|"
                   r"sacrificing)[^.]* in addition to paying its other costs\.)", re.M)


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Gravecrawler", "Helbrute", "Rona, Sheoldred's Faithful",
                        "Zombie Goliath", "Grizzly Bears")


def test_without_its_condition_it_stays_in_the_graveyard_601_3_611_3a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    crawler = b.add(cards["Gravecrawler"], zone="graveyard")
    b.add_mana("you", "B")
    with pytest.raises(ml.IllegalActionError, match=r"601\.3"):
        b.cast(crawler)  # no Zombie


def test_with_its_condition_it_is_cast_from_the_graveyard_601_3(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Zombie Goliath"])
    crawler = b.add(cards["Gravecrawler"], zone="graveyard")
    b.add_mana("you", "B")
    b.cast(crawler)
    assert sorted(b.permanents["name"]) == ["Gravecrawler", "Zombie Goliath"]
    assert b.graveyard("you").empty


def test_exiling_another_card_is_paid_as_it_is_cast_601_2f_601_2h(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    brute = b.add(cards["Helbrute"], zone="graveyard")
    b.add(cards["Grizzly Bears"], zone="graveyard")
    b.add_mana("you", "BRCCC")  # {3}{B}{R}
    b.cast(brute)
    assert list(b.permanents["name"]) == ["Helbrute"]
    assert [c.name for c in b.cards("you", "exile")] == ["Grizzly Bears"]


def test_its_additional_cost_must_be_payable_601_2h(cards: dict[str, Any]) -> None:
    b = ml.Board()
    rona = b.add(cards["Rona, Sheoldred's Faithful"], zone="graveyard")
    b.add(cards["Grizzly Bears"], zone="hand")  # two cards to discard: only one
    b.add_mana("you", "UBCC")
    with pytest.raises(ml.IllegalActionError, match=r"601\.2h"):
        b.cast(rona)


def test_every_corpus_line_of_the_permission_reads_and_plays_601_3() -> None:
    found = corpus_abilities(_LINE, lambda a: bool(_LINE.match(a.text)))
    if not found:
        pytest.skip("no corpus (../shared/corpus/cards.jsonl)")
    supported = [(f, a) for f, a in found if a.supported]
    assert len(supported) >= 10, [a.problem for _f, a in found][:5]
    for _f, a in supported:
        assert any(isinstance(e, CastPermission) and e.selector.is_self
                   for e in a.effects), a.text
    audit_found(supported, board_refusals=True)
