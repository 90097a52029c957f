"""Amounts every verb's amount slot takes, counted as the instruction resolves (CR 608.2h):
"the sacrificed creature's toughness" (the permanent a cost sacrificed, as it last existed)
and "the number of charge counters on it" / "the number of counters on it" (122.1: the same
count as "for each charge counter on it"), also of a permanent that left the battlefield,
as it last existed. Real cards of ../shared/corpus through the public API; each wording
played across every corpus line that uses it."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards import parse_ability
from mtglab.cards.effects import Amount
from mtglab.cards.vocabulary import AmountKind
from tests.conftest import audit_found, corpus_abilities, corpus_cards


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Disciple of Griselbrand", "Horned Turtle", "Worthy Cause",
                        "Shrine of Burning Rage", "Kilnmouth Dragon", "Flay Essence",
                        "Feed the Pack", "Ureni, the Song Unending")


def _kinds(a: Any) -> set[str]:
    found: set[str] = set()

    def walk(obj: Any) -> None:
        if isinstance(obj, Amount):
            found.add(str(obj.kind))
        elif isinstance(obj, tuple):
            for o in obj:
                walk(o)
        elif hasattr(obj, "__dataclass_fields__"):
            for name in obj.__dataclass_fields__:
                walk(getattr(obj, name))
    walk(a.effects)
    return found


# -- "the sacrificed creature's toughness" (608.2h) ----------------------------------------


def test_life_equal_to_the_toughness_of_the_creature_sacrificed_for_the_cost_608_2h(
        cards: dict[str, Any]) -> None:
    # Disciple of Griselbrand sacrificing a 1/4: its toughness as it last existed, 4
    b = ml.Board()
    disciple = b.add(cards["Disciple of Griselbrand"])
    turtle = b.add(cards["Horned Turtle"])
    b.add_mana("you", "C")
    b.activate(disciple, 0, costs={"sacrifice": turtle})
    assert b.life("you") == 24


def test_a_spells_additional_cost_sacrifice_is_kept_for_its_toughness_601_2h(
        cards: dict[str, Any]) -> None:
    # Worthy Cause: "As an additional cost ..., sacrifice a creature. You gain life equal
    # to the sacrificed creature's toughness."
    b = ml.Board()
    turtle = b.add(cards["Horned Turtle"])
    b.add_mana("you", "W")
    b.cast(cards["Worthy Cause"], choices=[turtle])
    assert b.life("you") == 24


def test_a_creature_sacrificed_as_the_ability_resolves_is_not_kept_608_2h(
        cards: dict[str, Any]) -> None:
    # Feed the Pack sacrifices as its trigger resolves ("If you do, ..."): not a cost's
    # permanent, so the line is unsupported
    a = next(a for a in cards["Feed the Pack"].abilities if "toughness" in a.text)
    assert not a.supported
    b = parse_ability("{T}: You gain life equal to the sacrificed creature's toughness.")
    assert not b.supported and "608.2h" in b.problem  # no cost sacrificed one


def test_every_corpus_sacrificed_toughness_line_plays_608_2h() -> None:
    found = corpus_abilities(re.compile(r"the sacrificed creature's toughness"),
                             lambda a: a.supported and "sacrificed_toughness" in _kinds(a))
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 12
    audit_found(found, board_refusals=True)


# -- "the number of charge counters on it" (122.1) ------------------------------------------


def test_equal_to_the_counters_on_it_reads_as_for_each_counter_on_it_122_1() -> None:
    each = parse_ability("You gain 1 life for each charge counter on it.").effects[0]
    equal = parse_ability("You gain life equal to the number of charge counters on it.")
    assert equal.effects[0].amount == each.amount
    anyk = parse_ability("You gain life equal to the number of counters on it.")
    assert anyk.effects[0].amount.kind is AmountKind.COUNTERS
    assert anyk.effects[0].amount.counter is None


def test_damage_equal_to_the_counters_on_the_source_608_2h(cards: dict[str, Any]) -> None:
    # Kilnmouth Dragon with three +1/+1 counters deals 3
    b = ml.Board()
    dragon = b.add(cards["Kilnmouth Dragon"])
    b.add_counters(dragon, "+1/+1", 3)
    b.activate(dragon, "{T}", targets=["opponent"])
    assert b.life("opponent") == 17


def test_the_source_sacrificed_for_the_cost_counts_as_it_last_existed_608_2h(
        cards: dict[str, Any]) -> None:
    # Shrine of Burning Rage: "Sacrifice ~: It deals damage equal to the number of charge
    # counters on it": the three it had when sacrificed (113.7a, 608.2h)
    b = ml.Board()
    shrine = b.add(cards["Shrine of Burning Rage"])
    b.add_counters(shrine, "charge", 3)
    b.add_mana("you", "CCC")
    b.activate(shrine, 1, targets=["opponent"])
    assert b.life("opponent") == 17


def test_the_counters_on_the_exiled_target_as_it_last_existed_608_2h(
        cards: dict[str, Any]) -> None:
    # Flay Essence: "Exile target creature ... You gain life equal to the number of
    # counters on it": counted as it last existed on the battlefield (ruling)
    b = ml.Board()
    turtle = b.add(cards["Horned Turtle"], controller="opponent")
    b.add_counters(turtle, "+1/+1", 2)
    b.add_mana("you", "BBBB")
    b.cast(cards["Flay Essence"], targets=[turtle])
    assert b.life("you") == 22


def test_every_corpus_equal_to_counters_on_it_line_plays_608_2h() -> None:
    found = corpus_abilities(re.compile(r"equal to the number of ([^ ]+ )?counters on it"),
                             lambda a: a.supported and "counters" in _kinds(a))
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 15
    audit_found(found, board_refusals=True)


# -- divided damage by a counted amount (601.2d) -----------------------------------------


def test_damage_divided_by_an_amount_counted_from_the_board_is_unsupported_601_2d(
        cards: dict[str, Any]) -> None:
    # the division, and so how many targets, is fixed as the targets are chosen
    a = next(a for a in cards["Ureni, the Song Unending"].abilities if "divided" in a.text)
    assert not a.supported and "601.2d" in a.problem
