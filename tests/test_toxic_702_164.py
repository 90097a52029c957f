"""Toxic (CR 702.164): a player dealt combat damage by a creature with toxic also gets
poison counters equal to its total toxic value (702.164b-c) — read by the keyword grammar
into :class:`~mtglab.cards.keywords.Toxic` records, given by engine/toxic.py as combat
damage is dealt; across every toxic line of ../shared/corpus."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.keywords import Toxic
from mtglab.cards.model import Card
from tests.conftest import corpus_abilities, corpus_cards, parametrize_face_lines

_NAMES: Final = (
    "Annex Sentry",
    "Grizzly Bears",
)


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


def _attack(b: ml.Board, creature: Any) -> None:
    b.phase = "beginning of combat"
    b.attack(creature)
    b.combat_damage()


def test_combat_damage_to_a_player_gives_poison_counters_cr_702_164c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    _attack(b, b.add(cards["Annex Sentry"]))  # 1/5, toxic 1
    assert b.player_counters("opponent") == {"poison": 1} and b.life("opponent") == 19


def test_the_total_toxic_value_is_the_sum_of_its_instances_cr_702_164b() -> None:
    card = Card.from_text(name="Twice Toxic", mana_cost="{2}{B}", type_line="Creature — Rat",
                          power="1", toughness="1", oracle_text="Toxic 1\nToxic 2")
    b = ml.Board()
    _attack(b, b.add(card))
    assert b.player_counters("opponent") == {"poison": 3}


def test_a_blocked_creature_gives_no_poison_cr_702_164c(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    sentry = b.add(cards["Annex Sentry"])
    wall = b.add(cards["Grizzly Bears"], "opponent")
    b.phase = "beginning of combat"
    b.attack(sentry)
    b.block(wall, sentry)
    b.combat_damage()
    assert b.player_counters("opponent") == {}


def test_ten_poison_counters_lose_the_game_cr_704_5c() -> None:
    card = Card.from_text(name="Very Toxic", mana_cost="{2}{B}", type_line="Creature — Rat",
                          power="1", toughness="1", oracle_text="Toxic 10")
    b = ml.Board()
    _attack(b, b.add(card))
    assert "704.5c" in set(b.log["rule"])


# -- every toxic line of the corpus ----------------------------------------------------

_TOXIC_LINE: Final = re.compile(r"(?:^|, )[Tt]oxic \d", re.M)


def _toxic_lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_TOXIC_LINE, lambda a: a.kind.value == "keyword"
                            and re.search(r"(?:^|, )[Tt]oxic \d", a.text) is not None)


# ``toxic_line``: one test per toxic keyword line of the corpus.
pytest_generate_tests = parametrize_face_lines("toxic_line", _toxic_lines, width=30)


@pytest.mark.corpus
def test_every_toxic_creature_poisons_the_player_it_damages_cr_702_164c(
        toxic_line: Any) -> None:
    face, ability = toxic_line
    assert ability.supported, ability.problem
    n = sum(e.amount for e in ability.effects if isinstance(e, Toxic))
    b = ml.Board()
    try:
        creature = b.add(face)
    except ml.ChoiceRequired as exc:
        if not exc.options:
            pytest.skip(f"a choice mtglab lists no answer for: {exc}")
        creature = b.add(face, choices=[exc.options[0]])
    if (b.characteristics(creature)["power"] or 0) <= 0:
        pytest.skip("power 0: it deals no combat damage (510.1a)")
    try:
        _attack(b, creature)
    except ml.UnsupportedError as exc:
        pytest.skip(f"combat with its other abilities: {exc}")
    assert b.player_counters("opponent").get("poison", 0) >= n
