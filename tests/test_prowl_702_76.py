"""Prowl (CR 702.76a): an alternative cost (``b.cast(..., alternative="prowl")``, 118.9)
its caster may pay if a player was dealt combat damage this turn by a source they
controlled that had any of the spell's creature types. Combat damage to a player notes
its source's type line in the turn history (``combat_damage_types``, reset as a turn
begins, kept by board files). Read by grammar/castcosts.lark into an
:class:`~mtglab.cards.castcosts.AlternativeCost`; played by
engine/spells/alternativecosts.py; across every prowl line of ../shared/corpus."""

from __future__ import annotations

from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.castcosts import AlternativeCost
from mtglab.cards.types import CREATURE_TYPES
from tests.alternative_costs import keyword_lines
from tests.conftest import corpus_cards, parametrize_face_lines

_NAMES: Final = ("Stinkdrinker Bandit", "Auntie's Snitch")
_ALL_MANA: Final = "WWWWUUUUBBBBRRRRGGGGCCCCCCCC"


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


def test_a_rogue_that_dealt_combat_damage_allows_prowl_cr_702_76a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    snitch = b.add(cards["Auntie's Snitch"], "you")  # a Goblin Rogue
    b.attack(snitch)
    b.combat_damage()  # combat damage to a player (510.2)
    b.advance("postcombat main")
    b.add_mana("you", "BC")  # Prowl {1}{B}, rather than {3}{B} (118.9)
    b.cast(cards["Stinkdrinker Bandit"], alternative="prowl")
    assert "Stinkdrinker Bandit" in list(b.permanents["name"])
    assert b.mana_pool("you") == ""


def test_without_such_combat_damage_prowl_is_refused_cr_702_76a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "BCCC")
    with pytest.raises(ml.IllegalActionError, match=r"702\.76a"):
        b.cast(cards["Stinkdrinker Bandit"], alternative="prowl")


def test_a_source_without_its_creature_types_doesnt_count_cr_702_76a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.set_turn_history("you", combat_damage_types=["Creature — Bear"])
    b.add_mana("you", "BC")
    with pytest.raises(ml.IllegalActionError, match=r"702\.76a"):
        b.cast(cards["Stinkdrinker Bandit"], alternative="prowl")


def test_the_history_is_kept_by_board_files_and_cleared_next_turn_cr_500_1(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.set_turn_history("you", combat_damage_types=["Creature — Elf Rogue"])
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.set_turn_history("you")["combat_damage_types"] == ("Creature — Elf Rogue",)
    again.pass_turn()
    assert again.set_turn_history("you")["combat_damage_types"] == ()


# -- every prowl line of the corpus ------------------------------------------------------

# ``prowl_line``: one test per supported prowl keyword.
pytest_generate_tests = parametrize_face_lines("prowl_line", keyword_lines("Prowl"), width=16)


@pytest.mark.corpus
def test_every_prowl_card_is_cast_for_its_prowl_cost_cr_702_76a(prowl_line: Any) -> None:
    face, ability = prowl_line
    alt = next(e for e in ability.effects if isinstance(e, AlternativeCost))
    kind = next(t for t in face.subtypes if t in CREATURE_TYPES)  # 205.3m
    b = ml.Board()
    b.add_mana("you", _ALL_MANA)
    with pytest.raises(ml.IllegalActionError, match=r"702\.76a"):
        b.cast(face, alternative="prowl", resolve=False)  # no combat damage yet
    b.set_turn_history("you", combat_damage_types=[f"Creature — {kind}"])
    try:
        b.cast(face, alternative="prowl", resolve=False)
    except ml.ChoiceRequired as asked:  # the targets of its instructions (601.2c)
        pytest.skip(f"its text asks: {asked}")
    except ml.UnsupportedError as exc:
        pytest.skip(f"another of its lines: {exc}")
    assert len(b.mana_pool("you")) == len(_ALL_MANA) - alt.cost.mana_value  # 118.9
