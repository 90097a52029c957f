"""Layer 6 dependencies: an effect applying to creatures "with trample" sees trample
granted in the same layer (CR 613.8a, 613.1f).

Proud Wildbonder's "Creatures you control with trample have ..." depends on Rancor's
"has trample": applying Rancor's effect changes what Wildbonder's applies to, so it is
applied after it whatever their timestamps (613.8a, 613.7). An effect that later takes
trample away is applied first the same way, and then the creature has no ability from
Wildbonder. Across the corpus: every "with <keyword> have ..." static ability sees the
keyword granted by a later Aura.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from conftest import corpus_abilities, corpus_cards, parametrize_corpus

import mtglab as ml
from mtglab.cards.effects import GrantAbilities

WILDBONDER, RANCOR = "Proud Wildbonder", "Rancor"
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}", type_line="Creature — Bear",
                         oracle_text="", power="2", toughness="2")
DAMAGE_TEXT = "assign its combat damage as though it weren't blocked"


def _abilities(b: ml.Board, p: Any) -> tuple[str, ...]:
    return tuple(b.characteristics(p)["abilities"])


def _has_wildbonders(b: ml.Board, p: Any) -> bool:
    return any(DAMAGE_TEXT in a for a in _abilities(b, p))


def _aura(text: str) -> ml.Card:
    return ml.Card.from_text(name="Test Aura", mana_cost="{1}",
                             type_line="Enchantment — Aura",
                             oracle_text=f"Enchant creature\n{text}")


def test_rancors_trample_is_seen_by_wildbonder_613_8a() -> None:
    cards = corpus_cards(WILDBONDER, RANCOR)
    b = ml.Board()
    b.add(cards[WILDBONDER])
    bear = b.add(BEAR)
    assert not _has_wildbonders(b, bear)
    b.add(cards[RANCOR], attached_to=bear)  # a later timestamp (613.7)
    assert "Trample" in _abilities(b, bear) and _has_wildbonders(b, bear)


@pytest.mark.parametrize("grant", [
    "anthem", "equipment", "until end of turn", "keyword counter"])
def test_trample_from_other_effects_is_seen_too_613_8a(grant: str) -> None:
    b = ml.Board()
    b.add(corpus_cards(WILDBONDER)[WILDBONDER])
    bear = b.add(BEAR)
    if grant == "anthem":  # a static ability of another permanent (604.2)
        b.add(ml.Card.from_text(name="Anthem", mana_cost="{1}", type_line="Enchantment",
                                oracle_text="Creatures you control have trample."))
    elif grant == "equipment":  # 301.5
        gear = b.add(ml.Card.from_text(name="Gear", mana_cost="{1}",
                                       type_line="Artifact — Equipment",
                                       oracle_text="Equipped creature has trample.\n"
                                       "Equip {1}"), attached_to=bear)
        assert gear.id in b.state.permanents
    elif grant == "until end of turn":  # a resolved spell's effect (611.2a)
        b.add_mana("you", "C")
        b.cast(ml.Card.from_text(name="Surge", mana_cost="{1}", type_line="Instant",
                                 oracle_text="Target creature gains trample until end "
                                 "of turn."), targets=[bear])
        if not b.stack.empty:
            b.resolve()
        assert b.stack.empty
    else:  # a trample counter (122.1b)
        b.add_counters(bear, "trample")
    assert _has_wildbonders(b, bear)


def test_trample_taken_away_later_leaves_nothing_granted_613_8a() -> None:
    """"Loses trample" is applied before Wildbonder's effect, which depends on it
    (613.8a): the bear ends with neither."""
    cards = corpus_cards(WILDBONDER, RANCOR)
    b = ml.Board()
    b.add(cards[WILDBONDER])
    bear = b.add(BEAR)
    b.add(cards[RANCOR], attached_to=bear)
    b.add(_aura("Enchanted creature loses trample."), attached_to=bear)
    assert "Trample" not in _abilities(b, bear) and not _has_wildbonders(b, bear)


def _grants(a: Any) -> list[GrantAbilities]:
    return [e for e in getattr(a, "effects", ()) or ()
            if isinstance(e, GrantAbilities) and e.selector.keywords]


_LINE = re.compile(r"with [a-z ,]+ (?:have|has|gain)", re.IGNORECASE)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "keyword_reader" not in metafunc.fixturenames:
        return
    found = corpus_abilities(_LINE, lambda a: a.supported and bool(_grants(a)))
    parametrize_corpus(metafunc, "keyword_reader", found,
                       [f"{face.name}: {a.text[:40]}" for face, a in found])


def test_each_corpus_keyword_reader_sees_a_later_grant_613_8a(keyword_reader: Any) -> None:
    face, ability = keyword_reader
    (grant,) = _grants(ability)
    b = ml.Board()
    b.add(face)
    bear = b.add(BEAR)
    keyword = grant.selector.keywords[0]
    b.add(_aura(f"Enchanted creature has {keyword.lower()}."), attached_to=bear)
    # the keyword from the Aura, and each ability the reader grants for it (613.8a)
    assert len(_abilities(b, bear)) == 1 + len(grant.abilities)
