"""Transformer rules for the counters a spell's permanent enters with, named by an
ability about the spell (``spell_entering.lark``, CR 614.1c).

* A cast trigger's "that creature enters with N additional +1/+1 counters on it"
  (601.2i): an :class:`~mtglab.cards.effects.EntersWithCounters` aimed at the spell the
  trigger is about (the selector ``Relation.THAT``). The trigger resolves above the spell
  (603.3), so the counters are known before the spell resolves and its permanent enters
  with them. "where X is its mana value minus 4" is the spell's mana value on the stack
  (202.3e: the amount ``SPELL_MANA_VALUE`` with ``plus`` -4).
* "When you cast your next creature spell [this turn], that creature enters with an
  additional +1/+1 counter [, trample counter, and vigilance counter] on it": a delayed
  triggered ability (603.7) that triggers once, on its controller's next creature spell
  (603.7c) — only that turn when it says "this turn" (``"next_creature_spell"``), else
  whenever that is (``"your_next_creature_spell"``); a keyword counter gives its keyword
  (122.1b).

>>> from mtglab.cards.oracle.parser import parse_ability
>>> a = parse_ability("Whenever you cast a creature spell, that creature enters with an "
...                   "additional +1/+1 counter on it.", name="Cheering Crowd")
>>> a.supported, a.trigger.event.value, a.effects[0].selector.relation.name
(True, 'cast', 'THAT')
>>> d = parse_ability("When ~ enters, you gain 1 life. When you cast your next creature "
...                   "spell, that creature enters with an additional +1/+1 counter, "
...                   "trample counter, and vigilance counter on it.").effects[-1]
>>> d.when, [e.counter for e in d.effects]
('your_next_creature_spell', ['+1/+1', 'trample', 'vigilance'])
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import (
    Amount,
    Condition,
    Delayed,
    EntersWithCounters,
    Relation,
    Selector,
)
from mtglab.cards.keywordcounters import KEYWORD_COUNTERS
from mtglab.cards.vocabulary import AmountKind

__all__ = ["SpellEnteringRules"]


@v_args(inline=True)
class SpellEnteringRules(Transformer[Any, Any]):
    """Builds the counters a spell's permanent enters with (mixed into the parser's
    transformer)."""

    def that_enters_with(self, _that: Token, n: Amount, name: Token,
                         tail: tuple[str, Amount] | None = None) -> EntersWithCounters:
        that = Selector(relation=Relation.THAT)
        if tail is None:
            return EntersWithCounters(str(name).lower(), n, that)
        kind, amount = tail
        if kind in ("where", "its") and n.kind != "x":
            raise ValueError("'where X is' without X")
        if kind == "per" and not (n.is_fixed and n.value == 1):
            raise ValueError("several counters for each")
        return EntersWithCounters(str(name).lower(), amount, that)

    def that_enters_with_if(self, cond: Condition, that: Token, n: Amount, name: Token,
                            *_: Any) -> EntersWithCounters:
        """ "If <condition>, that creature enters with N additional counters on it": the
        condition checked as the instruction is carried out (608.2c, 614.1c)."""
        if not n.is_fixed:
            raise ValueError("'that creature enters with X' under a condition")
        return EntersWithCounters(str(name).lower(), n, Selector(relation=Relation.THAT),
                                  cond)

    def cond_one_mana_spent(self, mana: Token, _self: Token) -> Condition:
        """ "{G} was spent to cast this spell" (601.2h): one mana of that color or more."""
        color = str(mana).strip("{}").upper()
        if color not in ("W", "U", "B", "R", "G"):
            raise ValueError(f"{mana} spent: one colored mana symbol")
        return Condition("mana_spent_color", text=color, count=1)

    def tail_its_mana_value(self, _tok: Token, minus: int | None = None) -> tuple[str, Amount]:
        return ("its", Amount(AmountKind.SPELL_MANA_VALUE, 0, plus=-(minus or 0)))

    def next_counters(self, *names: Token) -> tuple[str, ...]:
        kinds = tuple(str(n).lower() for n in names)
        for kind in kinds:
            if kind != "+1/+1" and kind not in KEYWORD_COUNTERS:
                raise ValueError(f"a {kind} counter on the next spell's permanent")
        return kinds

    def delayed_next_spell_list(self, tok: Token, *rest: Any) -> Delayed:
        kinds = next(r for r in rest if isinstance(r, tuple))
        if "artifact" in str(tok).lower():
            raise ValueError("that creature: the spell is a creature spell")
        this_turn = str(tok).lower().endswith("this turn")
        when = "next_creature_spell" if this_turn else "your_next_creature_spell"
        return Delayed(when, tuple(EntersWithCounters(k, Amount.fixed(1)) for k in kinds))
