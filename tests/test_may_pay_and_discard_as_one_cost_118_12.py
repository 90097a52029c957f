""""You may pay {1} and discard a card. If you do, ...": both parts are one cost offered
as a whole (118.12, 608.2d), which a player can't choose to pay without the resources to
pay all of it (118.3); read by grammar/instructions into one MayDo and played by the
general engine, across every corpus line of the wording."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import MayDo
from mtglab.cards.instructions import Discard, IfYouDo
from mtglab.cards.optional import Pay
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import corpus_abilities, corpus_cards, parametrize_corpus

_PAY_AND_DISCARD = re.compile(r"you may pay \{[^.]*? and discard (?:a|one|two) cards?\. "
                              r"If you do, ")


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """One test per corpus ability of the wording (skipped without the corpus)."""
    if "pay_discard_line" in metafunc.fixturenames:
        lines = corpus_abilities(_PAY_AND_DISCARD,
                                 lambda a: bool(_PAY_AND_DISCARD.search(a.text)))
        parametrize_corpus(metafunc, "pay_discard_line", lines,
                           [f"{face.name}: {a.text[:40]}" for face, a in lines])


def test_every_you_may_pay_and_discard_is_one_optional_cost_118_12(
        pay_discard_line: tuple[Any, Any]) -> None:
    _face, ability = pay_discard_line
    m = _PAY_AND_DISCARD.search(ability.text)
    assert m is not None
    # the wording alone, after a trigger (what follows "If you do" may be another part's)
    read = parse_ability(f"When ~ enters, {m.group(0)}draw a card.", name="~")
    assert read.supported, read.problem
    effects = list(read.effects or ())
    may = next(i for i, e in enumerate(effects) if isinstance(e, MayDo))
    assert [type(e) for e in effects[may].effects] == [Pay, Discard]
    assert isinstance(effects[may + 1], IfYouDo)


def _attacked(hand: list[str]) -> tuple[ml.Board, Any]:
    """Conspiracy Theorist attacks (its ability on the stack), {1} in the pool."""
    c = corpus_cards("Conspiracy Theorist", "Forest", "Island")
    b = ml.Board()
    theorist = b.add(c["Conspiracy Theorist"])
    for name in hand:
        b.add(c[name], "you", zone="hand")
    b.add(c["Island"], "you", zone="library")
    b.pass_turn()
    b.pass_turn()  # your turn again: it can attack (302.6)
    b.attack(theorist)
    b.add_mana("you", "C")
    return b, theorist


def _names(frame: Any) -> list[str]:
    return list(frame["name"]) if len(frame) else []


def test_conspiracy_theorist_pays_discards_and_draws_118_12_608_2d() -> None:
    b, _theorist = _attacked(["Forest"])
    b.resolve(choices=[True])
    assert _names(b.graveyard("you")) == ["Forest"]
    assert _names(b.hand("you")) == ["Island"]  # "If you do, draw a card"


def test_conspiracy_theorist_declining_pays_nothing_608_2d() -> None:
    b, _theorist = _attacked(["Forest"])
    b.resolve(choices=[False])
    assert _names(b.hand("you")) == ["Forest"]
    assert b.mana_pool("you") == "C"  # nothing paid


def test_conspiracy_theorist_with_no_card_to_discard_cant_pay_118_3() -> None:
    """With an empty hand the cost can't be paid in full, so it isn't offered: no {1} is
    paid and nothing is drawn (118.3, 118.12)."""
    b, _theorist = _attacked([])
    b.resolve()  # nothing is asked
    assert _names(b.hand("you")) == []
    assert _names(b.library("you")) == ["Island"]
    assert b.mana_pool("you") == "C"
