"""Transformer rules of ``untap_held.lark``: "doesn't untap during its controller's untap
step for as long as you control ~" (CR 502.3, 611.2b) into
:class:`~mtglab.cards.effects.DoesntUntap` lasting while its source is controlled."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from lark import Transformer, v_args

from mtglab.cards.effects import DoesntUntap, Relation, Selector

__all__ = ["WHILE_YOU_CONTROL", "HeldTappedRules"]

#: the duration "for as long as you control ~" (611.2b; engine/effects/heldtapped.py)
WHILE_YOU_CONTROL: Final = "while you control"


@v_args(inline=True)
class HeldTappedRules(Transformer[Any, Any]):
    """Builds the untap step's "for as long as" (502.3, 611.2b; mixed into the parser's
    transformer)."""

    def v_held_tapped(self, *_: Any) -> Callable[[Any], DoesntUntap]:
        """ "<objects> doesn't untap during its controller's untap step for as long as
        you control ~" (502.3, 611.2b)."""
        def verb(subject: Any) -> DoesntUntap:
            objects = getattr(subject, "objects", None)
            if not isinstance(objects, Selector) or objects.zone is not None:
                raise ValueError("only permanents untap (502.3)")
            return DoesntUntap(objects, next_only=False, duration=WHILE_YOU_CONTROL)
        return verb

    def obj_copied(self) -> Selector:
        """ "the copied creature": the object copied before (608.2c)."""
        return Selector(relation=Relation.THAT)
