"""An activated or triggered ability's "Create a token that's a copy of target creature
you control, except it enters with an additional +1/+1 counter on it" (Littjara
Mirrorlake; CR 707.2, 707.9b, 111.1, 614.1c): the token gets the target's copiable
values with the exceptions applied, and enters with the extra counters; creating the
tokens is one event (111.1, 616.1). A spell's token copy is made in
:mod:`mtglab.engine.spells.casting` the same way.
"""

from __future__ import annotations

from collections.abc import Sequence

from mtglab.cards.effects import CreateTokenCopy
from mtglab.engine.characteristics.copies import apply_exceptions
from mtglab.engine.characteristics.layers import copiable_of
from mtglab.engine.events.creating import Creation, TokenKind, create_tokens
from mtglab.engine.mana.production import ProductionContext, amount_value
from mtglab.engine.state import GameState
from mtglab.errors import ChoiceRequired, IllegalActionError

__all__ = ["create_token_copies"]


def create_token_copies(state: GameState, effect: CreateTokenCopy, who: str, *,
                        source_id: int | None, source_name: str, targets: Sequence[int],
                        x: int | None = None,
                        order: Sequence[str] | None = None) -> GameState:
    """Create ``effect.count`` tokens that are copies of the ability's target — or of its
    source, for "a token that's a copy of ~" (707.2) —
    with the effect's exceptions (707.9b: "except it enters with an additional +1/+1
    counter on it", 614.1c). A target gone from the battlefield when the ability
    resolves leaves nothing to copy (608.2b)."""
    if effect.original.is_self and source_id is not None:  # "a copy of ~" (Pack Rat)
        targets = (source_id,)
    if not targets:
        raise ChoiceRequired(f"a target for {source_name}'s token copy; pass targets=")
    original = targets[0]
    if original not in state.permanents:
        raise IllegalActionError(f"resolve {source_name}", [
            f"#{original} is not on the battlefield: the target is illegal (CR 608.2b)"])
    values, extra = apply_exceptions(copiable_of(state, original), effect.exceptions)
    n = amount_value(effect.count, ProductionContext(state, source_id, who, x=x))
    kind = TokenKind(values, extra_counters=tuple(extra), copy_of=values.name)
    state, _ids = create_tokens(state, Creation(((kind, n),)), who, order=order,
                                source_name=source_name)
    return state
