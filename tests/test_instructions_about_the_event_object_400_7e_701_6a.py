"""Instructions about the object a trigger event named, read by the grammar
(grammar/trigger_sentences.lark): "return that card to its owner's hand (to the
battlefield ...)" — the card a creature that died became in its graveyard (400.7e,
603.6e) — and "counter that spell" / "counter it (unless that player pays {1})" — the
spell a cast trigger is about (701.6a, 118.12). Only a trigger event names such an
object: a spell's, an activated or a static ability's text saying them is not
understood (603.2)."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.compoundeffects import CounterSpell
from mtglab.cards.effects import Relation, ReturnFromGraveyard
from mtglab.cards.vocabulary import Zone
from tests.conftest import audit_found, corpus_abilities

_RETURN = re.compile(r"dies, return that card to|is put into a graveyard, return that card to")
_COUNTER = re.compile(r"casts? [^.]*, (?:if [^,]+, )?counter (?:that spell|it)\b")


def _line(text: str, type_line: str = "Enchantment — Aura", *, name: str = "Mortal Gift"
          ) -> Any:
    card = ml.Card.from_text(name=name, mana_cost="{1}{B}", type_line=type_line,
                             oracle_text=text)
    return card.abilities[-1]


@pytest.mark.parametrize(("text", "zone", "yours_or_owners"), [
    ("When enchanted creature dies, return that card to its owner's hand.", Zone.HAND, False),
    ("When enchanted creature dies, return that card to the battlefield under its owner's "
     "control.", Zone.BATTLEFIELD, True),
    ("When enchanted creature dies, return that card to the battlefield under your "
     "control.", Zone.BATTLEFIELD, False),
])
def test_that_card_is_the_card_the_creature_became_400_7e(text: str, zone: Zone,
                                                          yours_or_owners: bool) -> None:
    a = _line(f"Enchant creature\n{text}")
    assert a.supported, a.problem
    (e,) = a.effects
    assert isinstance(e, ReturnFromGraveyard)
    assert (e.selector.relation, e.selector.zone) == (Relation.THAT, Zone.GRAVEYARD)
    assert (e.destination, e.owner_controls) == (zone, yours_or_owners)


def test_with_a_counter_on_it_614_1c() -> None:
    a = _line("Enchant creature\nWhen enchanted creature dies, return that card to the "
              "battlefield under your control with a +1/+1 counter on it.")
    assert a.supported, a.problem
    (e,) = a.effects
    assert isinstance(e, ReturnFromGraveyard) and e.counters == (("+1/+1", 1),)


@pytest.mark.parametrize(("text", "unless"), [
    ("Whenever an opponent casts a spell, counter it unless that player pays {1}.", "{1}"),
    ("Whenever an opponent casts their first spell each turn, counter that spell.", None),
])
def test_that_spell_is_the_spell_cast_701_6a_118_12(text: str, unless: str | None) -> None:
    a = _line(text, "Creature — Human Wizard", name="Spell Warden")
    assert a.supported, a.problem
    (e,) = a.effects
    assert isinstance(e, CounterSpell) and e.selector.relation is Relation.THAT
    assert (str(e.unless_pays) if e.unless_pays else None) == unless


@pytest.mark.parametrize(("text", "type_line"), [
    ("Return that card to its owner's hand.", "Instant"),
    ("Counter that spell.", "Instant"),
    ("{T}: Counter it.", "Artifact"),
    ("Whenever ~ attacks, counter that spell.", "Creature — Human"),  # no spell cast
    ("When ~ enters, return that card to its owner's hand.", "Creature — Human"),
])
def test_no_event_names_them_603_2(text: str, type_line: str) -> None:
    assert not _line(text, type_line, name="Odd Words").supported


def _lines(pattern: re.Pattern[str]) -> list[tuple[Any, Any]]:
    return corpus_abilities(pattern, lambda a: bool(pattern.search(a.text)))


@pytest.mark.parametrize("pattern", [_RETURN, _COUNTER], ids=["that card", "that spell"])
def test_the_corpus_lines_are_read_and_played_400_7e_701_6a(pattern: re.Pattern[str]) -> None:
    found = _lines(pattern)
    if not found:
        pytest.skip("no corpus")
    supported = [(f, a) for f, a in found if a.supported]
    assert len(supported) >= (18 if pattern is _RETURN else 5), \
        [(a.text, a.problem) for _f, a in found if not a.supported]
    audit_found(supported, board_refusals=True)


@pytest.mark.parametrize(("text", "tapped", "owners"), [
    ("When ~ dies, return it to the battlefield tapped.", True, False),  # 110.2a: yours
    ("When ~ dies, return it to the battlefield under its owner's control.", False, True),
    ("When ~ dies, return it to the battlefield tapped under its owner's control.", True, True),
])
def test_it_said_first_after_a_death_is_the_card_400_7e(text: str, tapped: bool,
                                                        owners: bool) -> None:
    a = _line(text.replace("~", "Grave Knight"), "Creature — Zombie Knight",
              name="Grave Knight")
    assert a.supported, a.problem
    (e,) = a.effects
    assert isinstance(e, ReturnFromGraveyard)
    assert (e.selector.relation, e.selector.zone) == (Relation.THAT, Zone.GRAVEYARD)
    assert (e.tapped, e.owner_controls) == (tapped, owners)


@pytest.mark.parametrize("it", ["it", "that card"])
def test_after_exiling_it_is_the_card_exiled_400_7(it: str) -> None:
    a = _line(f"Exile target creature you control, then return {it} to the battlefield "
              "under its owner's control.", "Instant", name="Blink Again")
    assert a.supported, a.problem
    assert [type(e).__name__ for e in a.effects] == ["ExileAndReturn"]
