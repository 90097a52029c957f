"""Transformer rules for damage replacement effects of static abilities
(``would_deal.lark``, CR 614.1a): "If a Giant source you control would deal damage to a
permanent or player, it deals double that damage to that permanent or player instead"
into a :class:`~mtglab.cards.damagereplacement.DoubleDamage`."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.damagereplacement import DamageTo, DoubleDamage, PreventToSelfCounters
from mtglab.cards.effects import ControllerSpec, Relation, Selector, StaticModifier
from mtglab.cards.instructions import DamageKind, Recipient, Who
from mtglab.cards.oracle.grammar.objects import COLOR_WORDS, subtype_token
from mtglab.cards.referents import ExiledIfItWouldDie
from mtglab.cards.statics import StaticPrevention

__all__ = ["REGENERATES_IF_DESTROYED", "DamageReplacementRules", "prevention_then",
           "static_prevention"]

#: the kind of the static "If ~ would be destroyed, regenerate it" (614.8, 701.19a;
#: read by engine/effects/destruction.py)
REGENERATES_IF_DESTROYED = "regenerates_if_destroyed"

#: "If damage would be dealt to ~, prevent that damage." (615.1)
_PREVENT_TO_SELF = StaticPrevention(DamageKind.ALL, (Recipient(Selector(relation=Relation.SELF)),))
#: the sentence after it that says what happens as it prevents damage
_THEN_COUNTERS = {
    "remove a +1/+1 counter from ~": PreventToSelfCounters("+1/+1", remove=True),
    "put a -1/-1 counter on ~ for each 1 damage prevented this way":
        PreventToSelfCounters("-1/-1", remove=False)}


def prevention_then(sentence: str, previous: Any) -> PreventToSelfCounters | None:
    """The record of "If damage would be dealt to ~, prevent that damage" with the
    sentence after it ("Remove a +1/+1 counter from ~"), or None if they aren't so."""
    if previous != _PREVENT_TO_SELF:
        return None
    return _THEN_COUNTERS.get(sentence.lower().rstrip("."))


def static_prevention(kind: DamageKind, to: tuple[Recipient, ...], by: Selector | None = None,
                      amount: int | None = None) -> StaticPrevention:
    """A prevention effect of a static ability (615.1, 604.1) the engine's static shields
    can read: damage to you, to "~" or the permanent it's attached to, or to objects a
    selector covers, from any source or those a selector covers (else ValueError)."""
    for r in to:
        if r.players not in (None, Who.YOU) or (r.objects is not None and (
                r.objects.zone is not None or r.objects.relation not in (
                    None, Relation.SELF, Relation.ENCHANTED, Relation.EQUIPPED,
                    Relation.OTHER))):  # "other creatures you control": not ~ itself
            raise ValueError(f"static prevention of damage to {r.describe()}")
    if by is not None and (by.zone is not None or by.relation is not None):
        raise ValueError("static prevention of damage by a named object")
    if by == Selector():  # "a source": any source (609.7)
        by = None
    return StaticPrevention(kind, to, by, amount=amount)


@dataclass(frozen=True, slots=True)
class _Plus:
    """"plus N" / "minus N" of "that much damage plus N" (a signed number)."""

    n: int


@v_args(inline=True)
class DamageReplacementRules(Transformer[Any, Any]):
    """Builds :class:`DoubleDamage` records (mixed into the parser's transformer)."""

    def s_double_damage(self, by: Selector, kind: DamageKind, *rest: DamageTo | int
                        ) -> DoubleDamage:
        if by.relation is Relation.OTHER:
            raise ValueError("a damage replacement of another source is not read")
        to = [r for r in rest if isinstance(r, DamageTo)]
        times = next(r for r in rest if isinstance(r, int))
        return DoubleDamage(by, kind, to[0] if to else DamageTo.ANY, times)

    def s_damage_plus(self, by: Selector, kind: DamageKind, *rest: Any) -> DoubleDamage:
        """"..., it deals that much damage plus 1 instead" (614.1a)."""
        if by.relation is Relation.OTHER:
            raise ValueError("a damage replacement of another source is not read")
        to = [r for r in rest if isinstance(r, DamageTo)]
        plus = next(r for r in rest if isinstance(r, _Plus))
        return DoubleDamage(by, kind, to[0] if to else DamageTo.ANY, 1, plus.n)

    def dp_plus(self, n: int) -> _Plus:
        return _Plus(n)

    def dp_minus(self, n: int) -> _Plus:
        return _Plus(-n)

    def s_prevent_to_self(self, _self: Token) -> StaticPrevention:
        """"If damage would be dealt to ~, prevent that damage": all damage to it (615.1)."""
        return _PREVENT_TO_SELF

    def s_damage_to_self_counters(self, _self: Token, *rest: Any) -> PreventToSelfCounters:
        """"If damage would be dealt to ~ [while it has a +1/+1 counter on it], prevent that
        damage and remove that many +1/+1 counters from it" (615.1, 615.5, 614.1a)."""
        e = rest[-1]
        assert isinstance(e, PreventToSelfCounters)
        return replace(e, while_has=rest[0]) if len(rest) == 2 else e

    def self_damage_while(self, counter: Token) -> str:
        return str(counter).lower()

    def sdc_remove_that_many(self, counter: Token, *_self: Token) -> PreventToSelfCounters:
        return PreventToSelfCounters(str(counter).lower(), remove=True, that_many=True)

    def sdc_remove_one(self, counter: Token, *_self: Token) -> PreventToSelfCounters:
        return PreventToSelfCounters(str(counter).lower(), remove=True)

    def sdc_put_prevented(self, counter: Token, *_self: Token) -> PreventToSelfCounters:
        return PreventToSelfCounters(str(counter).lower(), remove=False)

    def sdc_put_instead(self, counter: Token, *_self: Token) -> PreventToSelfCounters:
        return PreventToSelfCounters(str(counter).lower(), remove=False, prevents=False)

    def s_prevent_some(self, by: Selector, kind: DamageKind, to: tuple[Recipient, ...],
                       _prevent: Token, n: int) -> StaticPrevention:
        """"If a source an opponent controls would deal damage to you, prevent 1 of that
        damage": N of each such damage event (615.1)."""
        if by.relation is not None:
            raise ValueError("partial prevention of damage from a named object")
        return static_prevention(kind, to, by, amount=n)

    def s_regenerates_if_destroyed(self, who: Selector) -> StaticModifier:
        """"If ~ would be destroyed, regenerate it" (614.8, 701.19a)."""
        if who != Selector(relation=Relation.SELF):
            raise ValueError("only '~' regenerating as it would be destroyed is read")
        return StaticModifier(REGENERATES_IF_DESTROYED)

    def s_exiled_if_dies(self, who: Selector) -> ExiledIfItWouldDie:
        """"If a creature an opponent controls would die, exile it instead" (614.1a)."""
        if who == Selector():
            raise ValueError("a source that would die is not read")
        return ExiledIfItWouldDie(who)

    def s_exiled_if_dealt_by_dies(self, kind: Token, by: Token) -> ExiledIfItWouldDie:
        """"If a creature dealt damage by ~ this turn would die, exile it instead"."""
        if by.type != "SELF" and not str(by).lower().startswith("enchanted creature"):
            raise ValueError("damage dealt by an equipped creature is not read")
        return ExiledIfItWouldDie(Selector(types=(str(kind).capitalize(),)) if
                                  str(kind).lower() == "creature" else Selector(),
                                  Relation.SELF if by.type == "SELF" else Relation.ENCHANTED)

    def prevented_to(self, to: tuple[Recipient, ...]) -> tuple[Recipient, ...]:
        return to

    def you_or_objects(self, _you: Token, objects: Selector) -> tuple[Recipient, ...]:
        """"you or a creature you control": two recipients."""
        return (Recipient(players=Who.YOU), Recipient(objects=objects))

    def times_two(self) -> int:
        return 2

    def times_three(self) -> int:
        return 3

    def dd_source(self, tok: Token, *posts: Any) -> Selector:
        """"a Giant source you control": any object with that quality (609.7c)."""
        words = str(tok).lower().split()[1:-1]
        sel = Selector()
        for w in words:
            if w in COLOR_WORDS:
                sel = replace(sel, colors=(COLOR_WORDS[w],))
            else:  # "a Giant source" (ValueError if no subtype: not read)
                sel = replace(sel, subtypes=(subtype_token(w),))
        for post in posts:
            if not isinstance(post, ControllerSpec):
                raise ValueError("a source with a quality is not read")
            sel = replace(sel, controller=post)
        return sel

    def dd_objects(self, sel: Selector) -> Selector:
        if sel.relation not in (None, Relation.SELF, Relation.OTHER):
            raise ValueError("a damage replacement names one source it can't follow")
        return sel

    def wd_any(self) -> DamageTo:
        return DamageTo.ANY

    def wd_player(self) -> DamageTo:
        return DamageTo.PLAYER

    def wd_opponent(self) -> DamageTo:
        return DamageTo.OPPONENT

    def wd_opponent_or_theirs(self) -> DamageTo:
        return DamageTo.OPPONENT_OR_THEIRS
