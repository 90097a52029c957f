"""A spell's own cast trigger, "When you cast this spell, ..." (CR 601.2i, 113.6k), whose
"~ enters with ..." counts what the instruction before it did (608.2c): "for each creature
sacrificed this way" after "each player sacrifices X creatures" (701.21a; X is the
spell's, 107.3m) and "where X is the total mana value of all cards revealed this way"
after "each player reveals the top card of their library" (701.20a, 202.3) — read by the
grammar (grammar/cast_self.lark) and aimed at the spell's permanent (614.1c). Played:
tests/test_cast_triggers_reach_the_spell.py."""

from __future__ import annotations

import pytest

import mtglab as ml
from mtglab.cards.effects import EachSacrifices, EntersWithCounters, Relation, Reveal


def _kite(text: str, type_line: str = "Creature — Dragon") -> ml.Card:
    return ml.Card.from_text(name="Kite", mana_cost="{X}{R}", type_line=type_line,
                             power="1", toughness="1", oracle_text=text)


_SACRIFICE = ("When you cast this spell, each player sacrifices X creatures. Kite enters the "
              "battlefield with two +1/+1 counters on it for each creature sacrificed this "
              "way.")
_REVEAL = ("When you cast this spell, each player reveals the top card of their library. "
           "Kite enters the battlefield with X +1/+1 counters on it, where X is the total "
           "mana value of all cards revealed this way.")


def test_the_spell_s_x_is_sacrificed_and_its_permanent_counts_them_107_3m_614_1c() -> None:
    a = _kite(_SACRIFICE).abilities[0]
    assert a.supported, a.problem
    sacrifice, counters = a.effects
    assert isinstance(sacrifice, EachSacrifices) and sacrifice.amount.kind == "spell_x"
    assert isinstance(counters, EntersWithCounters) and counters.times == 2
    assert counters.selector.relation is Relation.THAT  # the spell (614.1c)
    assert counters.amount.kind == "sacrificed_this_way"


def test_the_revealed_tops_mana_values_are_the_spell_s_counters_701_20a_202_3() -> None:
    a = _kite(_REVEAL).abilities[0]
    assert a.supported, a.problem
    reveal, counters = a.effects
    assert isinstance(reveal, Reveal) and reveal.each_player
    assert isinstance(counters, EntersWithCounters)
    assert counters.selector.relation is Relation.THAT
    assert counters.amount.kind == "revealed_top_mana_value"


@pytest.mark.parametrize("text", [
    # the amount names no instruction before it (608.2c)
    "Kite enters the battlefield with two +1/+1 counters on it for each creature sacrificed "
    "this way.",
    "When you cast this spell, Kite enters the battlefield with two +1/+1 counters on it "
    "for each creature sacrificed this way.",
    # the amount names another instruction than the one before it
    "When you cast this spell, each player sacrifices X creatures. Kite enters the "
    "battlefield with X +1/+1 counters on it, where X is the total mana value of all cards "
    "revealed this way.",
    # not the spell's X (107.3m)
    "When you cast this spell, each player sacrifices two creatures. Kite enters the "
    "battlefield with two +1/+1 counters on it for each creature sacrificed this way.",
], ids=["static", "nothing sacrificed", "revealed after a sacrifice", "two, not X"])
def test_counters_counting_what_was_not_done_before_are_refused_608_2c(text: str) -> None:
    a = _kite(text).abilities[0]
    assert not a.supported and a.problem.startswith("not carried out"), a.problem
