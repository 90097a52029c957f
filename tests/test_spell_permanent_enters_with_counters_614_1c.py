"""The counters a spell's permanent enters with, named by an ability about the spell
(CR 614.1c), read by the grammar (grammar/spell_entering.lark): a cast trigger's "that
creature enters with N additional +1/+1 counters on it" (601.2i; the trigger resolves
above the spell, 603.3) and the delayed trigger "When you cast your next creature spell
[this turn], that creature enters with an additional ... counter on it" (603.7c; keyword
counters, 122.1b). Every corpus line of these wordings reads and is played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities

_WORDING = re.compile(r"that creature enters (the battlefield )?with", re.I)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDING, lambda a: a.kind.value == "triggered" and
                            _WORDING.search(a.text) is not None)


def _one(text: str) -> Any:
    card = ml.Card.from_text(name="Hound", mana_cost="{1}{G}", type_line="Creature — Dog",
                             power="2", toughness="2", oracle_text=text)
    return card.abilities[0]


def test_a_cast_trigger_reaches_the_spell_it_is_about_cr_601_2i_614_1c() -> None:
    a = _one("Whenever you cast a creature spell, that creature enters the battlefield with "
             "two additional +1/+1 counters on it.")
    assert a.supported and a.trigger.event == "cast"
    e = a.effects[0]
    assert e.selector.relation.name == "THAT" and e.counter == "+1/+1"  # the spell (601.2i)
    assert e.amount.is_fixed and e.amount.value == 2


def test_its_mana_value_minus_n_is_the_spells_on_the_stack_cr_202_3e() -> None:
    a = _one("Whenever you cast a creature spell with mana value 6 or greater, that creature "
             "enters with X additional +1/+1 counters on it, where X is its mana value "
             "minus 5.")
    assert a.supported and a.trigger.min_mana_value == 6
    amount = a.effects[0].amount
    assert amount.kind == "spell_mana_value" and amount.plus == -5  # 202.3e, 107.1b


def test_that_creature_enters_with_needs_a_spell_cast_cr_614_1c() -> None:
    # no spell is named by a dies trigger: "that creature" isn't one about to enter
    a = _one("Whenever another creature you control dies, that creature enters with an "
             "additional +1/+1 counter on it.")
    assert not a.supported


@pytest.mark.parametrize(("says", "when"), [
    ("When you cast your next creature spell this turn", "next_creature_spell"),
    ("When you cast your next creature spell", "your_next_creature_spell"),
    ("When you next cast a creature spell this turn", "next_creature_spell"),
])
def test_the_next_creature_spell_delayed_trigger_cr_603_7c(says: str, when: str) -> None:
    # 603.7c: it triggers once, on the next creature spell (only this turn if it says so)
    a = _one(f"When ~ enters, you gain 1 life. {says}, that creature enters with an "
             "additional +1/+1 counter and flying counter on it.")
    assert a.supported
    delayed = a.effects[-1]
    assert delayed.when == when
    assert [e.counter for e in delayed.effects] == ["+1/+1", "flying"]  # 122.1b


def test_a_counter_that_is_no_keyword_counter_keeps_it_unsupported_cr_122_1b() -> None:
    a = _one("When ~ enters, you gain 1 life. When you cast your next creature spell, that "
             "creature enters with an additional +1/+1 counter and oil counter on it.")
    assert not a.supported


def test_every_corpus_line_of_these_wordings_reads_and_is_played_cr_614_1c() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    read = [(f, a) for f, a in found if a.supported]
    assert len(read) >= 6  # Communal Brewing, Runadi, Torgal, Kumano, Fenrir, Pup
    audit_found(read, board_refusals=True)


def test_under_a_condition_the_creature_a_spell_returned_cr_608_2c_614_1c() -> None:
    # "Spell mastery — If there are two or more instant and/or sorcery cards in your
    # graveyard, ..." (207.2c): checked as the spell resolves (608.2c)
    spell = ml.Card.from_text(
        name="Summons", mana_cost="{3}{B}{B}", type_line="Sorcery",
        oracle_text="Put target creature card from a graveyard onto the battlefield under "
                    "your control.\nSpell mastery — If there are two or more instant and/or "
                    "sorcery cards in your graveyard, that creature enters with two additional "
                    "+1/+1 counters on it.")
    a = spell.abilities[1]
    assert a.supported
    e = a.effects[0]
    assert e.selector.relation.name == "THAT" and e.condition is not None
    assert e.amount.value == 2 and e.condition.count == 2


def test_a_color_of_mana_spent_to_cast_the_spell_cr_601_2h() -> None:
    spell = ml.Card.from_text(
        name="Mortis", mana_cost="{2}{B/G}{B/G}", type_line="Sorcery",
        oracle_text="Return target creature card from your graveyard to the battlefield. If "
                    "{G} was spent to cast this spell, that creature enters with an additional "
                    "+1/+1 counter on it.")
    a = spell.abilities[0]
    assert a.supported
    cond = a.effects[-1].condition
    assert (cond.kind, cond.text, cond.count) == ("mana_spent_color", "G", 1)  # 601.2h
