"""Ward (CR 702.21): "Whenever this permanent becomes the target of a spell or ability an
opponent controls, counter that spell or ability unless that player pays [cost]." — read
by the keyword grammar into a :class:`~mtglab.cards.keywords.Ward` record, triggered and
resolved by engine/ward.py; across every ward line of ../shared/corpus."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.keywords import Ward
from mtglab.cards.model import Card
from tests.conftest import corpus_abilities, corpus_cards, parametrize_corpus

_TAPPER: Final = Card.from_text(name="Ward Prober", mana_cost="{U}",
                                type_line="Creature — Wizard", power="1", toughness="1",
                                oracle_text="{T}: Tap target permanent.")
_PINGER: Final = Card.from_text(name="Ward Tester", mana_cost="{R}",
                                type_line="Creature — Goblin", power="1", toughness="1",
                                oracle_text="{T}: Ward Tester deals 1 damage to any target.")


_NAMES: Final = (
    "Aboleth Spawn",
    "Lightning Bolt",
)


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


def test_a_spell_targeting_it_is_countered_unless_its_caster_pays_cr_702_21a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    spawn = b.add(cards["Aboleth Spawn"], "opponent")  # Ward {2}
    b.add_mana("you", "R")
    b.cast(cards["Lightning Bolt"], targets=[spawn])  # can't pay {2}: countered
    assert len(b.permanents) == 1 and b.life("opponent") == 20
    assert list(b.graveyard("you")["name"]) == ["Lightning Bolt"]  # 701.6a


def test_paying_the_ward_cost_lets_it_resolve_cr_702_21a_118_12(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    spawn = b.add(cards["Aboleth Spawn"], "opponent")
    b.add_mana("you", "RCC")
    b.cast(cards["Lightning Bolt"], targets=[spawn], choices=[True])
    assert b.permanents.empty and b.mana_pool("you") == ""


def test_declining_to_pay_counters_it_cr_702_21a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    spawn = b.add(cards["Aboleth Spawn"], "opponent")
    b.add_mana("you", "RCC")
    b.cast(cards["Lightning Bolt"], targets=[spawn], choices=[False])
    assert len(b.permanents) == 1 and b.mana_pool("you") == "CC"


def test_an_ability_targeting_it_is_countered_cr_702_21a_701_6b(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    spawn = b.add(cards["Aboleth Spawn"], "opponent")
    goblin = b.add(_PINGER)
    b.activate(goblin, 0, targets=[spawn])
    assert "701.6b, 702.21a" in set(b.log["rule"]) and b.is_tapped(goblin)


def test_its_own_controller_targeting_it_doesnt_trigger_ward_cr_702_21a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    spawn = b.add(cards["Aboleth Spawn"])
    b.add_mana("you", "R")
    b.cast(cards["Lightning Bolt"], targets=[spawn])
    assert b.permanents.empty  # not an opponent's spell: it resolves


def test_ward_paid_with_life_cr_702_21a_119_4() -> None:
    warded = Card.from_text(name="Life Warded", mana_cost="{1}{B}",
                            type_line="Creature — Horror", power="2", toughness="2",
                            oracle_text="Ward—Pay 3 life.")
    b = ml.Board()
    target = b.add(warded, "opponent")
    goblin = b.add(_PINGER)
    b.activate(goblin, 0, targets=[target], choices=[True])
    assert b.life("you") == 17 and "702.21a, 118.12" in set(b.log["rule"])


# -- every ward line of the corpus -----------------------------------------------------

_WARD_LINE: Final = re.compile(r"^Ward", re.M)


def _ward_lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_WARD_LINE, lambda a: re.match(r"Ward\b", a.text) is not None
                            and a.kind.value == "keyword")


_LINES: list[tuple[Card, Ability]] = []


def _lines() -> list[tuple[Card, Ability]]:
    if not _LINES:
        _LINES.extend(_ward_lines())
    return _LINES


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``ward_line``: one test per supported ward keyword of the corpus."""
    if "ward_line" not in metafunc.fixturenames:
        return
    lines = [(f, a) for f, a in _lines() if a.supported]
    parametrize_corpus(metafunc, "ward_line", lines,
                       [f"{face.name}: {a.text[:30]}" for face, a in lines])


@pytest.mark.corpus
def test_every_ward_with_a_mana_cost_is_read_cr_702_21a(corpus_jsonl: Path) -> None:
    unread = [a.text for _f, a in _lines() if re.match(r"Ward \{\d+\}", a.text)
              and not a.supported]
    assert len(_lines()) > 70 and unread == []


@pytest.mark.corpus
def test_ward_counters_an_opponents_ability_targeting_it_cr_702_21a(ward_line: Any) -> None:
    face, ability = ward_line
    b = ml.Board()
    try:
        warded = b.add(face, "opponent")
    except ml.ChoiceRequired as exc:
        if not exc.options:
            pytest.skip(f"a choice mtglab lists no answer for: {exc}")
        warded = b.add(face, "opponent", choices=[exc.options[0]])
    if ability.text not in b.characteristics(warded)["abilities"]:
        pytest.skip("the card doesn't have the ability on the battlefield (another face)")
    goblin = b.add(_TAPPER)  # "Tap target permanent": any warded permanent is a target
    try:  # with no mana in the pool only a life or discard cost asks whether to pay
        b.activate(goblin, 0, targets=[warded])
    except ml.ChoiceRequired:
        b.activate(goblin, 0, targets=[warded], choices=[False])  # declines to pay
    ward = next(e for e in ability.effects if isinstance(e, Ward))
    assert ward.is_played
    assert "701.6b, 702.21a" in set(b.log["rule"])  # the ability was countered
