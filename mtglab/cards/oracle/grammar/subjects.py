"""Transformer rules for ``grammar/subjects.lark``: verbs whose subject is a player other
than "you" or an object the text names (CR 109.5, 608.2c). The player is a
:class:`~mtglab.cards.instructions.Who` on the record; the engine finds who acts as the
instruction resolves (101.4: "each player" in turn order)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import (
    Amount,
    ControllerSpec,
    DrawCards,
    GainControl,
    Selector,
    StaticModifier,
)
from mtglab.cards.instructions import (
    Discard,
    Duration,
    Lasting,
    PlayerCounters,
    PlayerGainsControl,
    Who,
)
from mtglab.cards.library import ExileTop
from mtglab.cards.oracle.grammar.instructions import Subject
from mtglab.cards.vocabulary import AmountKind

__all__ = ["SubjectRules"]

#: the kinds of the requirements "attacks this turn if able" (508.1d) and "blocks this
#: turn if able" (509.1c) on the objects of a resolved instruction's effect, as the
#: engine reads them (engine/game/combat.py, engine/characteristics/restrictions.py)
_MUST_ATTACK = "must_attack"
_MUST_BLOCK = "must_block"
#: "blocks ~ this turn if able": the source of the effect is the creature to block
_MUST_BLOCK_SOURCE = "must_block_source"


def _requirement(kind: str) -> Callable[[Subject], Lasting]:
    def build(subject: Subject) -> Lasting:
        if subject.objects is None or subject.objects.zone is not None:
            raise ValueError(f"'{kind.replace('_', ' ')}' of something not a permanent")
        return Lasting(StaticModifier(kind, subject.objects), Duration.END_OF_TURN)
    return build


def _player(subject: Subject) -> Who:
    if subject.players is None:
        raise ValueError("an object where a player is meant")
    return subject.players


@v_args(inline=True)
class SubjectRules(Transformer[Token, Any]):
    """The transformer rules of ``subjects.lark`` (mixed into the parser's)."""

    def v_attacks_if_able(self, *_: Any) -> Callable[[Subject], Lasting]:
        """The objects named attack this turn if able (508.1d), until the turn ends
        (611.2a, 514.2)."""
        return _requirement(_MUST_ATTACK)

    def v_blocks_if_able(self, *_: Any) -> Callable[[Subject], Lasting]:
        """The objects named block this turn if able (509.1c), until the turn ends."""
        return _requirement(_MUST_BLOCK)

    def v_blocks_source_if_able(self, *_: Any) -> Callable[[Subject], Lasting]:
        """The objects named block the source this turn if able (509.1c), until the turn
        ends."""
        return _requirement(_MUST_BLOCK_SOURCE)

    def v_poison(self, *items: Any) -> Callable[[Subject], PlayerCounters]:
        """The player named gets poison counters (122.1)."""
        amount = next(i for i in items if isinstance(i, Amount))
        if amount.kind != AmountKind.FIXED:
            raise ValueError(f"poison counters of an amount {amount.describe()!r}")
        return lambda s: PlayerCounters("poison", amount, _player(s))

    def v_draw_additional(self, *_: Any) -> Callable[[Subject], DrawCards]:
        """"Draws an additional card": the player draws one card (121.1)."""
        return lambda s: DrawCards(Amount.fixed(1), _player(s))

    def v_gain_control(self, *items: Any) -> Callable[[Subject],
                                                      GainControl | PlayerGainsControl]:
        """The player named gains control of the objects (613.1b), indefinitely or until
        end of turn (611.2a); "you" is the ability's controller (109.5)."""
        sel = next(i for i in items if isinstance(i, Selector))
        if sel.zone is not None:
            raise ValueError("gaining control of cards in a zone")
        duration = [i for i in items if isinstance(i, str) and not isinstance(i, Token)]
        lasts = Duration(duration[0]) if duration else None
        if lasts not in (None, Duration.END_OF_TURN):
            raise ValueError(f"gaining control until {lasts}")

        def build(subject: Subject) -> GainControl | PlayerGainsControl:
            who = _player(subject)
            if who is Who.YOU:
                return GainControl(sel, "you", lasts and lasts.value)
            return PlayerGainsControl(who, sel, lasts)
        return build

    def v_discard_each(self, *items: Any) -> Callable[[Subject], Discard]:
        """The player discards a number of cards for each thing counted, counted once as
        it resolves (107.1); a count of what "they" control, counted for each player in
        turn, is not read."""
        each, per = [i for i in items if isinstance(i, Amount)]
        if not each.is_fixed:
            raise ValueError(f"{each.describe()} for each: only a number for each is read")
        if per.selector is not None and per.selector.controller is ControllerSpec.THAT_PLAYER:
            raise ValueError("discarding for each thing the discarding player controls")
        if any(isinstance(i, Selector) and i != Selector() for i in items):
            raise ValueError("discarding a card of a kind: not read")
        total = dataclasses.replace(per, times=per.times * each.value)
        return lambda s: Discard(total, _player(s))

    def v_exile_top(self, *items: Any) -> Callable[[Subject], ExileTop]:
        """The player named exiles the top card(s) of their own library (406.3, 401.1)."""
        amount = next((i for i in items if isinstance(i, Amount)), Amount.fixed(1))
        return lambda s: ExileTop(amount, _player(s))
