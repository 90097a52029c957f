"""Offspring (CR 702.175a) and squad (702.157a): optional additional costs
(``b.cast(..., optional_costs={"offspring": 1})``, 601.2b, 601.2f) whose permanent, as
it enters, creates token copies of itself — one 1/1 for offspring, one for each time
paid for squad. Read by grammar/castcosts.lark into an
:class:`~mtglab.cards.castcosts.OptionalCost`; played by engine/spells/copycosts.py;
across every offspring and squad line of ../shared/corpus."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.castcosts import OptionalCost
from mtglab.cards.model import Card
from tests.conftest import corpus_abilities, corpus_cards, parametrize_face_lines

_NAMES: Final = ("Rust-Shield Rampager", "Zephyrim")
_ALL_MANA: Final = "WWWWUUUUBBBBRRRRGGGGCCCCCCCC"


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


def _named(b: ml.Board, name: str) -> Any:
    return b.permanents[b.permanents["name"] == name]


def test_offspring_paid_makes_a_1_1_token_copy_cr_702_175a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "GCCCCC")  # {3}{G} and offspring {2} (601.2f)
    b.cast(cards["Rust-Shield Rampager"], optional_costs={"offspring": 1})
    assert b.mana_pool("you") == ""
    b.resolve()  # "if its offspring cost was paid, create a 1/1 token copy of it"
    rampagers = _named(b, "Rust-Shield Rampager")
    assert sorted(zip(rampagers["token"], rampagers["power"], rampagers["toughness"],
                      strict=True)) == [(False, 4, 4), (True, 1, 1)]  # "except it's 1/1"
    token = rampagers[rampagers["token"]].iloc[0]
    assert token["subtypes"] == "Raccoon Warrior"  # otherwise a copy (707.2, 707.9b)


def test_offspring_unpaid_makes_no_copy_cr_702_175a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "GCCC")
    b.cast(cards["Rust-Shield Rampager"])
    assert b.stack.empty and len(b.permanents) == 1  # its trigger's "if" fails (603.4)


def test_offspring_is_paid_at_most_once_cr_702_175a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "GCCCCCCC")
    with pytest.raises(ml.IllegalActionError, match=r"702\.175a"):
        b.cast(cards["Rust-Shield Rampager"], optional_costs={"offspring": 2})


def test_squad_paid_twice_makes_two_token_copies_cr_702_157a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "WCCCCCCC")  # {3}{W} and squad {2} twice (601.2f)
    b.cast(cards["Zephyrim"], optional_costs={"squad": 2})
    assert b.mana_pool("you") == ""
    b.resolve()  # "a token that's a copy of it for each time its squad cost was paid"
    zephyrims = _named(b, "Zephyrim")
    assert sorted(zephyrims["token"]) == [False, True, True]
    assert set(zephyrims["power"]) == {3}  # full copies (707.2)


def test_a_cost_the_card_lacks_is_refused_cr_601_2f(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "WCCCCCCC")
    with pytest.raises(ml.IllegalActionError, match=r"no offspring cost"):
        b.cast(cards["Zephyrim"], optional_costs={"offspring": 1})


# -- every offspring and squad line of the corpus ----------------------------------------

_LINE: Final = re.compile(r"^(Offspring|Squad) \{", re.M)


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_LINE, lambda a: a.supported and any(
        isinstance(e, OptionalCost) for e in a.effects))


# ``copy_cost_line``: one test per supported offspring or squad keyword.
pytest_generate_tests = parametrize_face_lines("copy_cost_line", _lines, width=16)


def _resolve_top(b: ml.Board) -> bool:
    """Resolve the top of the stack, taking the first order offered for several
    triggers (603.3b); False when an ability asks for something else or isn't played."""
    try:
        b.resolve()
    except ml.ChoiceRequired as asked:
        if not asked.options:
            return False
        try:
            b.resolve(choices=[asked.options[0]])
        except (ml.ChoiceRequired, ml.UnsupportedError, ml.IllegalActionError):
            return False
    except ml.UnsupportedError:
        return False
    return True


def _tokens_made(b: ml.Board, name: str) -> Any:
    """Resolve down to the keyword's trigger and through it; the tokens named ``name``
    right after it resolved (their own abilities may remove some later), or None when
    another ability stopped the way."""
    while not b.stack.empty:
        top = str(b.stack.iloc[-1]["text"])
        if not _resolve_top(b):
            return None
        if "cost was paid, create" in top:
            copies = _named(b, name)
            return copies[copies["token"]]
    return None


@pytest.mark.corpus
def test_every_offspring_and_squad_card_makes_its_copies_cr_702_175a_702_157a(
        copy_cost_line: Any) -> None:
    face, ability = copy_cost_line
    cost = next(e for e in ability.effects if isinstance(e, OptionalCost))
    times = 2 if cost.repeatable else 1  # squad: any number of times (702.157a)
    b = ml.Board()
    for _ in range(4):
        b.add("Island", "you", zone="library")
    b.add_mana("you", _ALL_MANA)
    spell = b.cast(face, optional_costs={cost.keyword.lower(): times}, resolve=False)
    assert spell is not None
    assert face.mana_cost is not None
    spent = face.mana_cost.mana_value + times * cost.cost.mana_value  # 601.2f
    assert len(b.mana_pool("you")) == len(_ALL_MANA) - spent
    tokens = _tokens_made(b, face.name)
    if tokens is None:
        pytest.skip("another of its abilities asks for a choice or isn't played")
    assert len(tokens) == times
    if cost.base_pt is not None:  # "except it's 1/1" (702.175a)
        assert set(tokens["power"]) == {1} and set(tokens["toughness"]) == {1}
