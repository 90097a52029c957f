"""Transformer rules for ``grammar/cast_self.lark``: a spell's own cast trigger, "When you
cast this spell, ..." (CR 601.2i; it triggers from the stack, 113.6k), whose "~ enters
with ..." reaches the permanent the spell becomes (614.1c, 603.3).

* "each player sacrifices X creatures. ~ enters with two +1/+1 counters on it for each
  creature sacrificed this way" (Gluttonous Hellkite): X is the spell's (107.3m: the
  amount ``SPELL_X``), each player sacrificing their own (701.21a, an
  :class:`~mtglab.cards.effects.EachSacrifices`), and the counters count them
  (``SACRIFICED_THIS_WAY``);
* "each player reveals the top card of their library. ~ enters with X +1/+1 counters on
  it, where X is the total mana value of all cards revealed this way" (Naya Soulbeast):
  the cards stay on top (701.20a), their mana values added (202.3:
  ``REVEALED_TOP_MANA_VALUE``).

:func:`cast_self_effects` aims the counters of "~ enters with" at the spell (the selector
``Relation.THAT``, as "that creature enters with" of other cast triggers is).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Final

from lark import Token, Transformer, v_args

from mtglab.cards.ability import Trigger, TriggerEvent
from mtglab.cards.effects import (
    Amount,
    EachSacrifices,
    EntersWithCounters,
    Relation,
    Reveal,
    Selector,
)
from mtglab.cards.instructions import Who
from mtglab.cards.keywordactions import SacrificeSeveral
from mtglab.cards.vocabulary import AmountKind, Zone

__all__ = ["CastSelfRules", "cast_self_effects"]


@v_args(inline=True)
class CastSelfRules(Transformer[Token, Any]):
    """The transformer rules of ``cast_self.lark`` (mixed into the parser's)."""

    def tail_sacrificed_this_way(self, _tok: Token) -> tuple[str, Amount]:
        """ "for each creature sacrificed this way" (701.21a, 608.2c)."""
        return ("per", Amount(AmountKind.SACRIFICED_THIS_WAY, 0))

    def tail_revealed_mana_value(self, _tok: Token) -> tuple[str, Amount]:
        """ ", where X is the total mana value of all cards revealed this way" (202.3,
        701.20a)."""
        return ("where", Amount(AmountKind.REVEALED_TOP_MANA_VALUE, 0))


#: the amounts of this file, which name an instruction of the cast trigger before (608.2c)
_CAST_AMOUNTS: Final = frozenset({AmountKind.SACRIFICED_THIS_WAY,
                                  AmountKind.REVEALED_TOP_MANA_VALUE})


def cast_amount_problem(effects: list[Any], context: str) -> str | None:
    """Why counters counted by this file's amounts can't be carried out outside a
    triggered ability (a spell's own cast trigger, where :func:`cast_self_effects` aims
    them at the spell; the other triggers' are refused with their other counters), or
    None."""
    if context != "triggered ability" and any(
            isinstance(e, EntersWithCounters) and e.amount.kind in _CAST_AMOUNTS
            for e in effects):
        return ("not carried out: counters counting what an instruction before did "
                "outside a spell's own cast trigger (CR 608.2c, 601.2i)")
    return None


def _reveals_tops(e: Any) -> bool:
    """ "Each player reveals the top card of their library" (701.20a)."""
    return isinstance(e, Reveal) and e.each_player and \
        e.selector == Selector(zone=Zone.LIBRARY) and e.amount == Amount.fixed(1)


def _sacrifice_x(e: Any) -> EachSacrifices | None:
    """ "Each player sacrifices X creatures" with the spell's X (107.3m), or None."""
    if isinstance(e, SacrificeSeveral) and e.player == Who.EACH_PLAYER and \
            e.amount.kind == AmountKind.X and e.amount.plus == 0 and \
            e.selector == Selector(types=("Creature",)):
        return EachSacrifices(Amount(AmountKind.SPELL_X, 0), Selector(types=("Creature",)))
    return None


def cast_self_effects(trigger: Any, effects: list[Any]) -> list[Any]:
    """The effects of "When you cast this spell, ..." (601.2i) with "~ enters with" aimed
    at the spell's permanent (614.1c) after the instruction its amount names: "each player
    sacrifices X creatures" (then X is the spell's, 107.3m) or "each player reveals the top
    card of their library"; other effects, and other triggers', as they are."""
    if not (isinstance(trigger, Trigger) and trigger.event is TriggerEvent.CAST and
            trigger.text == "this spell"):
        return effects
    out: list[Any] = []
    for e in effects:
        before = out[-1] if out else None
        sacrificed = _sacrifice_x(e)
        if sacrificed is not None:
            out.append(sacrificed)
        elif isinstance(e, EntersWithCounters) and e.selector.is_self and \
                e.condition is None and (
                    (e.amount.kind == AmountKind.SACRIFICED_THIS_WAY and
                     isinstance(before, EachSacrifices)) or
                    (e.amount.kind == AmountKind.REVEALED_TOP_MANA_VALUE and
                     _reveals_tops(before))):
            out.append(replace(e, selector=Selector(relation=Relation.THAT)))
        else:
            out.append(e)
    return out
