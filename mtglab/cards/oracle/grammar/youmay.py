"""Transformer rules for ``grammar/youmay.lark``: the older sentences' instructions read as
general instructions, so that "you may" and "If you do," reach them (CR 608.2c-d) — a
token that's a copy of a permanent (707.2, 111.1)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import AddMana, CreateTokenCopy, FixedMana, MayDo, MayPay, Selector
from mtglab.cards.instructions import IfYouDo
from mtglab.cards.optional import Pay
from mtglab.cards.oracle.grammar.objects import mana_symbol

__all__ = ["YouMayRules", "paid_for"]


@v_args(inline=True)
class YouMayRules(Transformer[Token, Any]):
    """The transformer rules of ``youmay.lark`` (mixed into the parser's)."""

    def may_add_mana(self, mana: Token) -> MayDo:
        """ "you may add {R}{R}": the mana added only if you choose to (608.2d, 106.3)."""
        return MayDo((AddMana(FixedMana((mana_symbol(mana),)), player="you"),))

    def i_put_counters_on_her(self, spec: Any, _on: Token) -> Any:
        """ "put a +1/+1 counter on her": on "it" (608.2c)."""
        rules: Any = self  # the parser's transformer: its instruction rules read "on it"
        return rules.i_put_counters(spec, rules.obj_it())

    def i_create_copy(self, _token: Token, original: Selector, *exceptions: Any
                      ) -> CreateTokenCopy:
        """ "create a token that's a copy of ~ / that creature (, except ...)": one token
        copying the permanent's copiable values (707.2); a card elsewhere is not one."""
        if original.zone is not None:
            raise ValueError("a token copy of a card that isn't a permanent")
        return CreateTokenCopy(original, exceptions=exceptions[0] if exceptions else ())


def paid_for(effects: tuple[Any, ...]) -> tuple[Any, ...]:
    """``effects`` with each "you may pay {2}{R} (or {E}{E}). If you do, <effects>" — the
    optional payment the grammar reads and the instructions after it — as one
    :class:`MayPay`: the controller chooses whether to pay as the ability resolves, and
    the instructions happen only if they did (608.2d, 118.1). The engine plays it where
    its general way doesn't play what "If you do" names."""
    out: list[Any] = []
    for e in effects:
        last = out[-1] if out else None
        pay: Any = last.effects[0] if isinstance(last, MayDo) and len(last.effects) == 1 and \
            not last.when_done else None
        if isinstance(e, IfYouDo) and e.done and isinstance(pay, Pay) and not pay.life and \
                pay.times is None and not pay.cumulative_upkeep and \
                (pay.cost is not None or pay.energy):
            out[-1] = MayPay(pay.cost, tuple(e.effects), energy=pay.energy)
        else:
            out.append(e)
    return tuple(out)
