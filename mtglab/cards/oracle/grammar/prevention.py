"""Transformer rules for preventing damage (``prevention.lark``, CR 615).

"Prevent all combat damage that would be dealt this turn" (Fog), "Prevent the next 3
damage that would be dealt to any target this turn", "Prevent all damage target creature
would deal this turn": the parts of the sentence, in the order written, read into one
:class:`~mtglab.cards.instructions.PreventDamage`.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Transformer, v_args

from mtglab.cards.effects import Amount, Selector
from mtglab.cards.instructions import DamageKind, Duration, PreventDamage, Recipient, Who

__all__ = ["PreventionRules"]


@dataclasses.dataclass(frozen=True, slots=True)
class _Part:
    """One part of a prevention sentence: its field of the record and the value."""

    name: str
    value: Any


@v_args(inline=True)
class PreventionRules(Transformer[Any, Any]):
    """Builds :class:`PreventDamage` records (mixed into the parser's transformer)."""

    def i_prevent(self, amount: Amount | None, kind: DamageKind, *parts: _Part
                  ) -> PreventDamage:
        return _record(amount, kind, None, parts)

    def i_prevent_by(self, amount: Amount | None, kind: DamageKind, by: Selector,
                     *parts: _Part) -> PreventDamage:
        return _record(amount, kind, by, parts)

    def pa_all(self) -> None:
        return None

    def pa_next(self, amount: Amount) -> Amount:
        return amount

    def pk_all(self) -> DamageKind:
        return DamageKind.ALL

    def pk_combat(self) -> DamageKind:
        return DamageKind.COMBAT

    def pk_noncombat(self) -> DamageKind:
        return DamageKind.NONCOMBAT

    def pp_to(self, recipients: tuple[Recipient, ...]) -> _Part:
        return _Part("to", recipients)

    def pp_to_players(self) -> _Part:
        return _Part("to", (Recipient(players=Who.EACH_PLAYER),))

    def pp_by(self, sel: Selector) -> _Part:
        return _Part("by", sel)

    def pp_duration(self, duration: Any) -> _Part:
        return _Part("duration", duration)


def _record(amount: Amount | None, kind: DamageKind, by: Selector | None,
            parts: tuple[_Part, ...]) -> PreventDamage:
    """The record from the parts; each part at most once, and a duration is needed (a
    prevention effect without one is a static ability, 604.1, read elsewhere)."""
    fields: dict[str, Any] = {}
    if by is not None:
        fields["by"] = by
    for part in parts:
        if part.name in fields:
            raise ValueError(f"prevention: '{part.name}' named twice")
        fields[part.name] = part.value
    if "duration" not in fields:
        raise ValueError("prevention without a duration")
    if fields["duration"] != Duration.END_OF_TURN.value:
        raise ValueError(f"prevention for {fields['duration']!r}")
    fields["duration"] = Duration.END_OF_TURN
    if any(r.objects is not None and r.objects.target_max > 1 for r in fields.get("to", ())):
        raise ValueError("prevention divided among several targets")
    return PreventDamage(amount, kind, **fields)
