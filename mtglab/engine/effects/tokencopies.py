"""An activated or triggered ability's "Create a token that's a copy of target creature
you control, except it enters with an additional +1/+1 counter on it" (Littjara
Mirrorlake; CR 707.2, 707.9b, 111.1, 614.1c): the token gets the target's copiable
values with the exceptions applied, and enters with the extra counters; creating the
tokens is one event (111.1, 616.1). A spell's token copy is made in
:mod:`mtglab.engine.spells.casting` the same way.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from mtglab.cards.effects import CreateTokenCopy, Relation
from mtglab.engine.characteristics.copies import apply_exceptions
from mtglab.engine.characteristics.layers import copiable_of
from mtglab.engine.events.creating import Creation, TokenKind, create_tokens
from mtglab.engine.mana.production import ProductionContext, amount_value
from mtglab.engine.state import BaseValues, GameState
from mtglab.errors import ChoiceRequired, IllegalActionError

__all__ = ["create_token_copies", "that_values"]


def create_token_copies(state: GameState, effect: CreateTokenCopy, who: str, *,
                        source_id: int | None, source_name: str, targets: Sequence[int],
                        x: int | None = None,
                        order: Sequence[str] | None = None,
                        paid: Mapping[str, Any] | None = None) -> GameState:
    """Create ``effect.count`` tokens that are copies of the ability's target — or of its
    source, for "a token that's a copy of ~" (707.2), or of the object a trigger event
    was about, "a copy of that creature" (:func:`that_values`) —
    with the effect's exceptions (707.9b: "except it enters with an additional +1/+1
    counter on it", 614.1c). A target gone from the battlefield when the ability
    resolves leaves nothing to copy (608.2b)."""
    if effect.original.relation is Relation.THAT:
        looks = that_values(state, paid or {})
        if looks is None:
            return state.logged("effect", source_name, "the object to copy is gone and "
                                "was never seen on the battlefield: no token", "608.2h")
        return _created(state, effect, looks, who, source_id, source_name, x, order)
    if effect.original.is_self and source_id is not None:  # "a copy of ~" (Pack Rat)
        targets = (source_id,)
    if not targets:
        raise ChoiceRequired(f"a target for {source_name}'s token copy; pass targets=")
    original = targets[0]
    if original not in state.permanents:
        raise IllegalActionError(f"resolve {source_name}", [
            f"#{original} is not on the battlefield: the target is illegal (CR 608.2b)"])
    return _created(state, effect, copiable_of(state, original), who, source_id,
                    source_name, x, order)


def that_values(state: GameState, paid: Mapping[str, Any]) -> BaseValues | None:
    """The copiable values of the object a trigger event was about (707.2): the
    permanent's now if it is still on the battlefield ("whenever another creature enters,
    create a token that's a copy of that creature"), or as it last existed there once it
    has left ("whenever a creature dies, ... a copy of that creature", 608.2h); None when
    neither is known."""
    that = paid.get("that")
    if isinstance(that, int) and that in state.permanents:
        return copiable_of(state, that)
    kept = paid.get("that_values")
    return kept if isinstance(kept, BaseValues) else None


def _created(state: GameState, effect: CreateTokenCopy, original: BaseValues, who: str,
             source_id: int | None, source_name: str, x: int | None,
             order: Sequence[str] | None) -> GameState:
    """The tokens copying ``original`` with the effect's exceptions, created in one event
    (707.2, 707.9b, 111.1)."""
    values, extra = apply_exceptions(original, effect.exceptions)
    n = amount_value(effect.count, ProductionContext(state, source_id, who, x=x))
    kind = TokenKind(values, extra_counters=tuple(extra), copy_of=values.name)
    state, _ids = create_tokens(state, Creation(((kind, n),)), who, order=order,
                                source_name=source_name)
    return state
