"""Transformer rules for preventing damage (``prevention.lark``, CR 615).

"A red source of your choice" is a source chosen as the effect is created (609.7a),
"The next time ... would deal damage ..., prevent that damage" a shield for the next
instance of damage (615.8).

"Prevent all combat damage that would be dealt this turn" (Fog), "Prevent the next 3
damage that would be dealt to any target this turn", "Prevent all damage target creature
would deal this turn": the parts of the sentence, in the order written, read into one
:class:`~mtglab.cards.instructions.PreventDamage`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.damagereplacement import GainPrevented
from mtglab.cards.effects import Amount, Relation, Selector
from mtglab.cards.instructions import DamageKind, Duration, PreventDamage, Recipient, Who
from mtglab.cards.oracle.grammar.objects import COLOR_WORDS, card_type_word
from mtglab.cards.oracle.grammar.statics_prevention import sources_selector

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

    def i_prevent_by_chosen(self, amount: Amount | None, kind: DamageKind, by: Selector,
                            *parts: _Part) -> PreventDamage:
        return replace(_record(amount, kind, by, parts), chosen_source=True)

    def i_prevent_to_and_by(self, amount: Amount | None, kind: DamageKind, sel: Selector,
                            *parts: _Part) -> PreventDamage:
        """"Dealt to and dealt by target creature": one shield for damage dealt to it or
        by it (615.1), naming its target once."""
        return replace(_record(amount, kind, None, parts), to_and_by=sel)

    def i_prevent_next(self, _the_next_time: Token, source: _Part, kind: DamageKind,
                       *parts: Any) -> PreventDamage:
        """615.8: the next instance of damage from that source, however much it is."""
        rest = tuple(p for p in parts if isinstance(p, _Part))
        record = _record(None, kind, source.value, rest)
        return replace(record, chosen_source=source.name == "chosen", next_time=True)

    def ns_chosen(self, sel: Selector) -> _Part:
        return _Part("chosen", sel)

    def ns_objects(self, sel: Selector) -> _Part:
        if sel.relation is None:
            raise ValueError("'the next time a <kind> would deal damage': not one source")
        return _Part("objects", sel)

    def cs_plain(self, tok: Token) -> Selector:
        return _chosen_source(str(tok))

    def cs_chosen_color(self, tok: Token) -> Selector:
        return replace(_chosen_source(str(tok)), chosen_color=True)

    def pp_by_chosen(self, sel: Selector) -> _Part:
        return _Part("chosen", sel)

    def v_gain_prevented(self, _gain: Any, _tok: Token) -> Any:
        """"You gain life equal to the damage prevented this way" (615.5)."""
        def build(subject: Any) -> GainPrevented:
            if getattr(subject, "players", None) is not Who.YOU or \
                    getattr(subject, "objects", None) is not None:
                raise ValueError("only 'you gain life equal to the damage prevented'")
            return GainPrevented()
        return build

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

    def pp_to_self(self) -> _Part:
        """"to him" / "to her": the card's own permanent, as "~" (201.5)."""
        return _Part("to", (Recipient(objects=Selector(relation=Relation.SELF)),))

    def pp_to_players(self) -> _Part:
        return _Part("to", (Recipient(players=Who.EACH_PLAYER),))

    def pp_by(self, sel: Selector) -> _Part:
        return _Part("by", sel)

    def pp_by_sources(self, tok: Token) -> _Part:
        """"By sources you don't control", "by artifact sources" (609.7c)."""
        return _Part("by", sources_selector(str(tok)))

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
        if part.name == "chosen":  # "by a source of your choice" (609.7a)
            part = _Part("by", part.value)
            fields["chosen_source"] = True
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


#: the card types a chosen source may be limited to ("an artifact source of your choice")
_SOURCE_TYPES = frozenset({"artifact", "land", "creature", "enchantment", "planeswalker"})


def _chosen_source(text: str) -> Selector:
    """The qualities of "a black or red source of your choice" (609.7a): colors are
    alternatives, a card type must hold; any other word is not read."""
    words = text.lower().split()[1:-4]  # between "a"/"an" and "source of your choice"
    colors: list[str] = []
    types: list[str] = []
    for w in words:
        if w in COLOR_WORDS:
            colors.append(COLOR_WORDS[w])
        elif w in _SOURCE_TYPES and not types:
            types.append(card_type_word(w))
        elif w != "or":
            raise ValueError(f"a source of your choice: {w!r} is not read")
    if "or" in words and len(colors) < 2:
        raise ValueError(f"a source of your choice: {text!r} is not read")
    return Selector(types=tuple(types), colors=tuple(colors))
