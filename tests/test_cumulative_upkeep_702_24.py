"""Cumulative upkeep [cost] (CR 702.24a): "At the beginning of your upkeep, put an age
counter on this permanent, then sacrifice it unless you pay [cost] for each age counter
on it." The keyword is read into that triggered ability (702.1), played by the general
upkeep trigger, counters and "unless you pay" machinery; the cost is paid once for each
age counter, counted as it is paid (608.2h); a cost of two choices ("{G} or {W}") is
chosen separately for each counter (702.24b); mana spendable only on cumulative upkeep
costs pays it (106.6). Every corpus line with a mana or life cost is read and played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.ability import AbilityKind, TriggerEvent
from mtglab.cards.compoundeffects import MayDo
from mtglab.cards.optional import Pay
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import audit_found, corpus_abilities, corpus_cards


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Uktabi Efreet", "Gallowbraid", "Arctic Nishoba", "Snowfall",
                        "Island", "Earthen Goo")


def _in_upkeep(b: ml.Board) -> None:
    """The opponent's turn passes and yours reaches its upkeep."""
    b.pass_turn()
    b.pass_turn()
    assert b.phase == "upkeep"


def _age(b: ml.Board, perm: Any) -> int:
    return b.state.permanents[perm.id].counter("age")


def test_each_upkeep_it_gets_an_age_counter_and_asks_for_its_cost_702_24a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    efreet = b.add(cards["Uktabi Efreet"])
    _in_upkeep(b)
    assert list(b.stack["name"]) == ["Uktabi Efreet"]
    b.add_mana("you", "G")
    b.resolve(choices=[True])
    assert _age(b, efreet) == 1 and b.mana_pool("you") == ""


def test_the_cost_is_paid_once_for_each_age_counter_702_24a_608_2h(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    efreet = b.add(cards["Uktabi Efreet"])
    b.add_counters(efreet, "age", 2)  # two upkeeps paid before
    _in_upkeep(b)
    b.add_mana("you", "GGGG")
    b.resolve(choices=[True])  # a third counter: {G}{G}{G}
    assert _age(b, efreet) == 3 and b.mana_pool("you") == "G"


def test_not_paying_sacrifices_it_702_24a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    efreet = b.add(cards["Uktabi Efreet"])
    _in_upkeep(b)
    b.add_mana("you", "G")
    b.resolve(choices=[False])
    assert efreet.id not in b.state.permanents
    assert list(b.graveyard("you")["name"]) == ["Uktabi Efreet"]
    assert b.mana_pool("you") == "G"


def test_a_cost_that_cant_be_paid_in_full_isnt_offered_so_it_is_sacrificed_118_3(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    efreet = b.add(cards["Uktabi Efreet"])
    b.add_counters(efreet, "age", 1)
    _in_upkeep(b)
    b.add_mana("you", "G")  # one {G} of the two the second counter asks
    b.resolve()
    assert efreet.id not in b.state.permanents and b.mana_pool("you") == "G"


def test_a_life_cost_is_paid_for_each_age_counter_702_24a_119_4(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    gallowbraid = b.add(cards["Gallowbraid"])
    b.add_counters(gallowbraid, "age", 2)
    _in_upkeep(b)
    b.resolve(choices=[True])  # "Pay 1 life" three times
    assert b.life("you") == 17 and _age(b, gallowbraid) == 3


def test_a_choice_of_two_costs_is_made_for_each_age_counter_702_24b(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    nishoba = b.add(cards["Arctic Nishoba"])
    b.add_counters(nishoba, "age", 1)
    _in_upkeep(b)
    b.add_mana("you", "GW")  # {G} for one counter, {W} for the other
    b.resolve(choices=[True])
    assert nishoba.id in b.state.permanents and b.mana_pool("you") == ""


def test_mana_only_for_cumulative_upkeep_pays_it_106_6(cards: dict[str, Any]) -> None:
    # Snowfall: "Spend this mana only to pay cumulative upkeep costs."
    b = ml.Board()
    snowfall = b.add(cards["Snowfall"])
    b.add_counters(snowfall, "age", 1)
    island = b.add(cards["Island"])
    _in_upkeep(b)
    b.activate(island, 0)  # {U}, and the extra {U} of Snowfall's mana trigger
    assert b.mana_pool("you") == "UU"
    b.resolve(choices=[True])  # two counters: {U}{U}
    assert snowfall.id in b.state.permanents and b.mana_pool("you") == ""


def test_the_keyword_reads_as_the_ability_its_rule_defines_702_1_702_24a() -> None:
    a = parse_ability("Cumulative upkeep {1}")
    assert a.supported and a.kind is AbilityKind.TRIGGERED
    assert a.keywords == ("Cumulative upkeep",)
    assert a.trigger is not None and a.trigger.event is TriggerEvent.UPKEEP
    pay = next(x for e in a.effects if isinstance(e, MayDo) for x in e.effects)
    assert isinstance(pay, Pay) and pay.cumulative_upkeep and pay.times is not None
    assert pay.times.counter == "age"


def test_old_and_new_wordings_of_a_choice_read_alike_702_24b() -> None:
    # "{G} or {W}" is paid as {G/W} once for each age counter
    either = parse_ability("Cumulative upkeep {G} or {W}")
    hybrid = parse_ability("Cumulative upkeep {G/W}")
    assert either.supported and either.effects == hybrid.effects


def test_a_cost_the_grammar_cant_say_as_an_instruction_stays_unsupported_702_24a() -> None:
    a = parse_ability("Cumulative upkeep—Flip a coin.")
    assert not a.supported and a.problem.startswith("Cumulative upkeep:")


_MANA_OR_LIFE = re.compile(r"^Cumulative upkeep( \{|—Pay )", re.M)


def test_every_corpus_line_with_a_mana_or_life_cost_reads_and_plays_702_24a() -> None:
    found = [(f, a) for f, a in corpus_abilities(_MANA_OR_LIFE,
                                                 lambda a: "Cumulative upkeep" in a.keywords)
             if _MANA_OR_LIFE.match(a.text)]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 65
    for _f, a in found:  # Mind Harness's line waits on its enchant line (303.4a)
        assert a.supported or not a.problem.startswith("Cumulative"), (a.text, a.problem)
        assert a.kind is AbilityKind.TRIGGERED and a.trigger is not None
        assert a.trigger.event is TriggerEvent.UPKEEP, a.text
    supported = [(f, a) for f, a in found if a.supported]
    assert len(supported) >= 60
    audit_found(supported)


def test_earthen_goo_grows_with_the_age_counters_its_upkeep_puts_702_24a(
        cards: dict[str, Any]) -> None:
    # "Earthen Goo gets +1/+1 for each age counter on it."
    b = ml.Board()
    goo = b.add(cards["Earthen Goo"])
    _in_upkeep(b)
    b.add_mana("you", "R")
    b.resolve(choices=[True])
    assert _age(b, goo) == 1
    assert b.permanents.set_index("name").loc["Earthen Goo", "power"] == 3
