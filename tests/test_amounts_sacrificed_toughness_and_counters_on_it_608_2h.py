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
from tests.conftest import audit_found, corpus_abilities, corpus_cards, records_within, resolve_all


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Disciple of Griselbrand", "Horned Turtle", "Worthy Cause",
                        "Shrine of Burning Rage", "Kilnmouth Dragon", "Flay Essence",
                        "Feed the Pack", "Ureni, the Song Unending", "Kindle",
                        "Accumulated Knowledge", "Scourge of Skola Vale", "Gruff Triplets",
                        "Lightning Bolt")


def _kinds(a: Any) -> set[str]:
    return {str(amount.kind) for amount in records_within(a.effects, Amount)}


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


# -- "the number of cards named ~ in all graveyards" (201.2, 404) -------------------------


def test_cards_named_like_the_spell_in_all_graveyards_608_2h(cards: dict[str, Any]) -> None:
    # Kindle: "X damage ..., where X is 2 plus the number of cards named Kindle in all
    # graveyards": one in each graveyard, the resolving Kindle itself on the stack (405.1)
    b = ml.Board()
    b.add(cards["Kindle"], zone="graveyard")
    b.add(cards["Kindle"], "opponent", zone="graveyard")
    b.add_mana("you", "RR")
    b.cast(cards["Kindle"], targets=["opponent"])
    assert b.life("opponent") == 20 - (2 + 2)


def test_draw_cards_equal_to_the_cards_named_so_in_graveyards_608_2h(
        cards: dict[str, Any]) -> None:
    # Accumulated Knowledge: one card, then one for the copy in a graveyard
    b = ml.Board()
    for _ in range(3):
        b.add("Island", "you", zone="library")
    b.add(cards["Accumulated Knowledge"], "opponent", zone="graveyard")
    b.add_mana("you", "UU")
    b.cast(cards["Accumulated Knowledge"])
    assert len(b.hand("you")) == 2


def test_every_corpus_cards_named_so_line_plays_201_2() -> None:
    found = corpus_abilities(re.compile(r"cards? named [^.]* in (all|your|an opponent's) "
                                        r"graveyards?"),
                             lambda a: a.supported and "count" in _kinds(a))
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 12
    audit_found(found, board_refusals=True)


# -- "put a number of +1/+1 counters ... equal to ..." (122.1, 608.2h) ---------------------


def test_a_number_of_counters_equal_to_the_sacrificed_toughness_608_2h(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    scourge = b.add(cards["Scourge of Skola Vale"])
    turtle = b.add(cards["Horned Turtle"])
    b.activate(scourge, "{T}", costs={"sacrifice": turtle})
    assert dict(b.state.permanents[scourge.id].counters) == {"+1/+1": 4}


def test_a_number_of_counters_equal_to_its_power_as_it_last_existed_608_2h(
        cards: dict[str, Any]) -> None:
    # Gruff Triplets (3/3) dies: the other Triplets get three +1/+1 counters
    b = ml.Board()
    first = b.add(cards["Gruff Triplets"])
    second = b.add(cards["Gruff Triplets"])
    b.add_mana("you", "R")
    b.cast(cards["Lightning Bolt"], targets=[first])
    resolve_all(b)
    assert dict(b.state.permanents[second.id].counters) == {"+1/+1": 3}


def test_every_corpus_put_a_number_of_counters_line_plays_122_1() -> None:
    found = corpus_abilities(re.compile(r"[Pp]ut a number of \S+ counters"),
                             lambda a: a.supported)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 8
    audit_found(found, board_refusals=True)


# -- divided damage by a counted amount (601.2d) -----------------------------------------


def test_damage_divided_by_an_amount_counted_from_the_board_is_unsupported_601_2d(
        cards: dict[str, Any]) -> None:
    # the division, and so how many targets, is fixed as the targets are chosen
    a = next(a for a in cards["Ureni, the Song Unending"].abilities if "divided" in a.text)
    assert not a.supported and "601.2d" in a.problem
