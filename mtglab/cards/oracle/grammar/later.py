"""Transformer rules for ``grammar/later.lark``: delayed triggered abilities a
resolving ability creates (CR 603.7a) — the card it exiled returned at the next end step
(603.7c), an instruction carried out at the next end of combat (511.1). Records:
:class:`~mtglab.cards.effects.Delayed`."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import LEAVING_MOMENTS, Delayed, ExileCards, ReturnThatCard
from mtglab.cards.oracle.grammar.instructions import Many
from mtglab.cards.oracle.triggerlimits import delayed_generally

__all__ = ["DelayedRules", "delayed_problem"]


@v_args(inline=True)
class DelayedRules(Transformer[Token, Any]):
    """The transformer rules of ``delayed.lark`` (mixed into the parser's)."""

    def delayed_return_that_card(self, _what: Token, _when: Token) -> Delayed:
        """ "Return that card to the battlefield under its owner's control at the
        beginning of the next end step" (603.7a, 603.7c)."""
        return Delayed("next_end_step", (ReturnThatCard(),))

    def delayed_return_that_card_first(self, _when: Token, _what: Token) -> Delayed:
        """The same with its moment first (603.7a)."""
        return Delayed("next_end_step", (ReturnThatCard(),))

    def delayed_when_that_leaves(self, when: Token, inner: Any) -> Delayed:
        """ "When that creature leaves the battlefield (dies) this turn, <instruction>"
        (603.7c; dying: put into a graveyard from the battlefield, 700.4)."""
        moment = "that_dies_this_turn" if "dies" in str(when).lower() else \
            "that_leaves_this_turn"
        return Delayed(moment, tuple(inner.items if isinstance(inner, Many) else (inner,)))

    def delayed_end_of_combat(self, inner: Any, _when: Token) -> Delayed:
        """ "<instruction> at end of combat": at the beginning of the next end of combat
        step (511.1, 603.7b)."""
        return Delayed("end_of_combat",
                       tuple(inner.items if isinstance(inner, Many) else (inner,)))


def delayed_problem(effects: tuple[Any, ...]) -> str | None:
    """What a delayed triggered ability among ``effects`` (at any depth: a mode, "you
    may") needs that the engine doesn't do, or None: one at end of combat or when an
    object leaves the battlefield must be one the engine carries out
    (:attr:`~mtglab.cards.effects.Delayed.is_played`, 603.7), and "return that card to
    the battlefield" names a card the same instructions exiled
    (603.7c) — a card that went to a graveyard ("Whenever a creature dies, return it
    ...") is not found in exile."""
    for e in effects:
        if isinstance(e, Delayed):
            if (e.when == "end_of_combat" or e.when in LEAVING_MOMENTS) and \
                    not e.is_played and not delayed_generally(e):  # the others: as read
                return "this delayed triggered ability (CR 603.7)"
            if any(isinstance(x, ReturnThatCard) for x in e.effects) and \
                    not any(isinstance(x, ExileCards) for x in effects):
                return "returning a card this ability didn't exile (CR 603.7c)"
        for inner in _inner_effects(e):
            why = delayed_problem(inner)
            if why is not None:
                return why
    return None


def _inner_effects(e: Any) -> list[tuple[Any, ...]]:
    """The instruction lists inside an instruction (a mode's, "you may"'s)."""
    if not dataclasses.is_dataclass(e) or isinstance(e, type | Delayed):
        return []
    out: list[tuple[Any, ...]] = []
    for f in dataclasses.fields(e):
        value = getattr(e, f.name)
        if isinstance(value, tuple) and value and all(
                dataclasses.is_dataclass(v) and not isinstance(v, type) for v in value):
            out.append(value)
    return out
