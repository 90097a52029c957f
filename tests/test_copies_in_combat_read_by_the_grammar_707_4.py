"""The "becomes a copy" wordings of combat triggers, read by the grammar into the records
the engine plays (CR 707.4, 508.3a, 509.3a, 510.3a, 507.1, 702.122b, 701.23a, 707.2):
each corpus line of them is supported and played by the audit; the same words where they
can't mean what the engine plays stay unsupported with the part named."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import (
    BecomeCopy,
    BecomeCopyOfSource,
    BoostAndAttack,
    ExileAndCopy,
    IfThatCard,
    MayDo,
    Relation,
    RevealUntilCopy,
    SearchLibrary,
    Selector,
    TapPermanents,
)
from mtglab.cards.vocabulary import Zone
from tests.conftest import audit_found, corpus_abilities

#: the wordings: "it" the source as a copy's subject, another object becoming a copy of
#: the source, a copy of a creature that crewed it, "If you do, ~ becomes a copy", "each
#: get ... and attack", "that creature" after a target tapped, the end of a reveal
_WORDINGS = re.compile(
    r"\bit becomes a copy of|have it become a copy of|that creature becomes a copy of|"
    r"that crewed it this turn|If you do, [^.]*becomes a copy of|and that creature each get|"
    r"Then you may have [^.]* become a copy of that creature|"
    r"revealed this way on the bottom of their library in a random order")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDINGS, lambda a: bool(_WORDINGS.search(a.text)))


@pytest.fixture(scope="module")
def found() -> list[tuple[Any, Any]]:
    got = _lines()
    if not got:
        pytest.skip("no corpus")
    return got


def _named(found: list[tuple[Any, Any]], name: str) -> Any:
    return next(a for f, a in found if f.name == name and "copy" in a.text)


def test_every_combat_copy_line_of_the_corpus_is_played_707_4(
        found: list[tuple[Any, Any]]) -> None:
    # "supported means played": each card alone on the audit's board
    names = {f.name for f, a in found if a.supported}
    assert {"Tilonalli's Skinshifter", "Sunfrill Imitator", "Identity Thief", "Permeating Mass",
            "The Flood of Mars", "Nascent Metamorph", "Gogo, Mysterious Mime",
            "Kimahri, Valiant Guardian", "Mindlink Mech", "Scion of the Ur-Dragon"} <= names
    audit_found([(f, a) for f, a in found if a.supported], board_refusals=True)


def test_it_is_the_attacking_source_608_2c_707_4(found: list[tuple[Any, Any]]) -> None:
    (copy,) = _named(found, "Tilonalli's Skinshifter").effects
    assert isinstance(copy, BecomeCopy) and copy.subject.relation is Relation.SELF
    assert copy.original.attacking and copy.original.excluded is Relation.SELF


def test_a_copy_of_a_creature_that_crewed_it_702_122b(found: list[tuple[Any, Any]]) -> None:
    (copy,) = _named(found, "Mindlink Mech").effects
    assert isinstance(copy, BecomeCopy) and copy.original.crewed_source
    assert copy.duration == "end of turn"


def test_exile_then_copy_that_creature_then_return_608_2h_603_7(
        found: list[tuple[Any, Any]]) -> None:
    (e,) = _named(found, "Identity Thief").effects
    assert isinstance(e, ExileAndCopy) and e.selector.token is False


def test_another_object_becomes_a_copy_of_the_source_707_4_305_7(
        found: list[tuple[Any, Any]]) -> None:
    (e,) = _named(found, "Permeating Mass").effects
    assert e == BecomeCopyOfSource(Selector(relation=Relation.THAT))
    _counter, flood = _named(found, "The Flood of Mars").effects
    assert isinstance(flood, BecomeCopyOfSource)
    assert (flood.if_type, flood.or_land_type) == ("Creature", "Island")


def test_reveal_until_a_creature_card_and_copy_it_701_20a(
        found: list[tuple[Any, Any]]) -> None:
    assert _named(found, "Nascent Metamorph").effects == (RevealUntilCopy(),)


def test_if_you_do_the_copy_and_both_attack_608_2d_508_1d(
        found: list[tuple[Any, Any]]) -> None:
    (may,) = _named(found, "Gogo, Mysterious Mime").effects
    assert isinstance(may, MayDo)
    copy, boost = may.effects
    assert isinstance(copy, BecomeCopy) and not copy.optional
    assert boost == BoostAndAttack(2, 0, ("Haste",), must_attack=True)


def test_that_creature_is_the_creature_tapped_115_1_608_2c(
        found: list[tuple[Any, Any]]) -> None:
    _counter, tap, copy = _named(found, "Kimahri, Valiant Guardian").effects
    assert isinstance(tap, TapPermanents) and isinstance(copy, BecomeCopy)
    assert copy.original == tap.selector and copy.optional


def test_search_into_the_graveyard_then_copy_that_card_701_23a_707_2(
        found: list[tuple[Any, Any]]) -> None:
    search, then = _named(found, "Scion of the Ur-Dragon").effects
    assert isinstance(search, SearchLibrary) and search.destination is Zone.GRAVEYARD
    assert {"Instant", "Sorcery"} <= set(search.selector.excluded_types)  # 110.4a
    assert isinstance(then, IfThatCard) and isinstance(then.effects[0], BecomeCopy)


def _ability(text: str) -> Any:
    card = ml.Card.from_text(name="Test Shifter", mana_cost="{2}{U}",
                             type_line="Creature — Shapeshifter", power="2", toughness="2",
                             oracle_text=text)
    return card.abilities[0]


def test_it_names_the_source_only_in_a_trigger_about_it_608_2c() -> None:
    # "it" is the attacking creature there, not the source: not this copy effect
    a = _ability("Whenever a creature you control attacks, it becomes a copy of another "
                 "target creature until end of turn.")
    assert not a.supported and "copy" in a.problem  # the part named (707.4, 608.2c)


def test_only_the_object_named_before_becomes_a_copy_of_the_source_707_4() -> None:
    a = _ability("When Test Shifter enters, target creature becomes a copy of Test Shifter.")
    assert a.supported is False and a.problem


def test_the_revealed_cards_put_on_the_bottom_need_the_reveal_before_401_4() -> None:
    a = _ability("Whenever Test Shifter attacks, target opponent mills two cards. Then "
                 "that player puts all cards revealed this way on the bottom of their "
                 "library in a random order.")
    assert not a.supported and "revealed this way" in a.problem
