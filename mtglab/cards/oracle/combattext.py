"""The effect wordings of the "becomes a copy" lines that play in combat (CR 508.3a,
509.3a, 510.3a, 707.4); the rule of each combat trigger event is
:data:`mtglab.cards.ability.COMBAT_EVENTS`.

The combat trigger conditions ("Whenever ~ attacks", "blocks", "attacks or blocks",
"deals combat damage to a player / to a creature", 508.3a, 509.3a, 510.3a) are read by
the grammar (grammar/triggers.lark) and fired by :mod:`mtglab.engine.game.combat`.
:mod:`mtglab.cards.oracle.triggertext` asks this module, while it rereads a triggered line:

* :func:`combat_effects` — whole effect texts read here, each into effects the engine
  carries out (:mod:`mtglab.engine.effects.combateffects`): "it becomes a copy of another
  target nonlegendary attacking creature until end of turn" (Tilonalli's Skinshifter:
  "it" is the source), "exile another target nontoken creature. If you do, ~ becomes a
  copy of that creature until end of turn. Return the exiled card ..." (Identity Thief),
  "that creature becomes a copy of ~" (Permeating Mass), "put a flood counter on
  another target creature or land. If it's a creature, it becomes a copy of ~ ..." (The
  Flood of Mars), "target opponent reveals cards ... until they reveal a creature card"
  (Nascent Metamorph), "If you do, ~ and that creature each get +2/+0 and gain haste
  until end of turn and attack this turn if able" (Gogo), "put a +1/+1 counter on ~ and
  tap target creature an opponent controls. Then you may have ~ become a copy of that
  creature ..." (Kimahri).

>>> COMBAT_EVENTS["attacks"]
'508.3a'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Final

from mtglab.cards.ability import COMBAT_EVENTS, Ability, Trigger
from mtglab.cards.effects import (
    Amount,
    BecomeCopy,
    BecomeCopyOfSource,
    BoostAndAttack,
    Effect,
    ExileAndCopy,
    ExileCards,
    MayDo,
    PutCounters,
    Relation,
    RevealUntilCopy,
    Selector,
    TapPermanents,
)

__all__ = ["combat_effects"]

Parse = Callable[[str], Ability]

def _target(parse: Parse, phrase: str) -> Selector | None:
    """The selector of "exile target <phrase>." as the grammar reads it."""
    a = parse(f"When ~ enters, exile target {phrase}.")
    if not a.supported or len(a.effects) != 1 or not isinstance(a.effects[0], ExileCards):
        return None
    sel = a.effects[0].selector
    return sel if sel.relation is Relation.TARGET else None


def _one(parse: Parse, sentence: str) -> Effect | None:
    """The one effect of "When ~ enters, <sentence>" as the grammar reads it ("you may"
    unwrapped), or None."""
    a = parse(f"When ~ enters, {sentence}")
    if not a.supported or len(a.effects) != 1:
        return None
    e = a.effects[0]
    return e.effects[0] if isinstance(e, MayDo) and len(e.effects) == 1 else e


def _copy(parse: Parse, sentence: str) -> BecomeCopy | None:
    e = _one(parse, sentence)
    return e if isinstance(e, BecomeCopy) else None


_IT_COPIES: Final = re.compile(r"^(you may have )?it (becomes? a copy of .+)$", re.I)
_THIEF: Final = re.compile(
    r"^you may exile another target (.+?)\. if you do, ~ becomes a copy of that creature "
    r"until end of turn\. return the exiled card to the battlefield under its owner's "
    r"control at the beginning of the next end step\.?$", re.I)
_MASS: Final = re.compile(r"^that creature becomes a copy of ~\.?$", re.I)
_FLOOD: Final = re.compile(
    r"^put an? (\w+) counter on another target creature or land\. if it's a creature, it "
    r"becomes a copy of ~\. if it's a land, it becomes an? (plains|island|swamp|mountain|"
    r"forest) in addition to its other types\.?$", re.I)
_METAMORPH: Final = re.compile(
    r"^target opponent reveals cards from the top of their library until they reveal a "
    r"creature card\. ~ becomes a copy of that card until end of turn\. then that player "
    r"puts all cards revealed this way on the bottom of their library in a random "
    r"order\.?$", re.I)
_GOGO: Final = re.compile(
    r"^(you may have ~ become a copy of another target creature you control until end of "
    r"turn, except its name is [^.]+)\. if you do, ~ and that creature each get "
    r"\+(\d+)/\+(\d+) and gain haste until end of turn and attack this turn if able\.?$",
    re.I)
#: Mindlink Mech: "until end of turn, ~ becomes a copy of target nonlegendary creature
#: that crewed it this turn, except ..." (702.122b)
_CREWED_BY: Final = re.compile(r"^until end of turn, ~ becomes a copy of target (.+?) that "
                               r"crewed it this turn(, except [^.]+)\.?$", re.I)
_KIMAHRI: Final = re.compile(
    r"^put a \+1/\+1 counter on ~ and tap (target [^.]+)\. then (you may have ~ become a "
    r"copy of) that creature(, except [^.]+)\.?$", re.I)


def _crewed_effects(text: str, parse: Parse) -> tuple[Effect, ...] | None:
    """"~ becomes a copy of target ... that crewed it this turn" (702.122b)."""
    m = _CREWED_BY.match(text)
    e = _copy(parse, f"~ becomes a copy of target {m.group(1)} until end of turn"
              f"{m.group(2)}.") if m else None
    if e is None or e.original.relation is not Relation.TARGET:
        return None
    return (replace(e, original=replace(e.original, crewed_source=True)),)


def _attack_copy(m: re.Match[str], parse: Parse) -> tuple[Effect, ...] | None:
    """"(you may have) it become a copy of ..." when the source attacks: "it" is the
    attacking source (707.4)."""
    e = _copy(parse, f"{m.group(1) or ''}~ {m.group(2)}")
    if e is None:
        return None
    got: tuple[Effect, ...] = (e,)
    return (MayDo(got),) if m.group(1) and not e.optional else got


def _flood_effects(m: re.Match[str], parse: Parse) -> tuple[Effect, ...] | None:
    """A counter on another target creature or land, which becomes a copy of the source
    if it's a creature (707.4, 122.1)."""
    sel = _target(parse, "creature or land")
    if sel is None:
        return None
    sel = replace(sel, excluded=Relation.SELF)
    return (PutCounters(m.group(1).lower(), Amount.fixed(1), sel),
            BecomeCopyOfSource(sel, if_type="Creature", or_land_type=m.group(2).capitalize()))


def _combat_event_effects(trigger: Trigger, text: str,
                          parse: Parse) -> tuple[Effect, ...] | None:
    """The effects of a trigger on a combat event (attacking, blocking, dealing combat
    damage: CR 508, 509, 510)."""
    m = _IT_COPIES.match(text)
    if m and trigger.event == "attacks":  # "it": the attacking source (Tilonalli's)
        return _attack_copy(m, parse)
    m = _THIEF.match(text)
    if m:
        sel = _target(parse, m.group(1))
        return None if sel is None else (ExileAndCopy(replace(sel, excluded=Relation.SELF)),)
    if _MASS.match(text) and trigger.event == "combat_damage_creature":
        return (BecomeCopyOfSource(Selector(relation=Relation.THAT)),)
    m = _FLOOD.match(text)
    if m:
        return _flood_effects(m, parse)
    if _METAMORPH.match(text):
        return (RevealUntilCopy(),)
    return None


def _gogo_effects(m: re.Match[str], parse: Parse) -> tuple[Effect, ...] | None:
    """"you may have ~ become a copy of another target creature you control ... If you
    do, ~ and that creature each get +N/+N and gain haste ... and attack" (707.4)."""
    e = _copy(parse, m.group(1) + ".")
    if e is None or e.original.relation is not Relation.TARGET:
        return None
    return (MayDo((replace(e, optional=False),
                   BoostAndAttack(int(m.group(2)), int(m.group(3)), ("Haste",),
                                  must_attack=True))),)


def _kimahri_effects(m: re.Match[str], parse: Parse) -> tuple[Effect, ...] | None:
    """A counter on ~, tap target creature, then ~ may become a copy of "that
    creature": the tapped target, one selector so one target (115.1)."""
    counter = _one(parse, "put a +1/+1 counter on ~.")
    aim = _target(parse, m.group(1).removeprefix("target "))
    copy = _copy(parse, f"{m.group(2)} another target creature{m.group(3)}.")
    if not isinstance(counter, PutCounters) or aim is None or copy is None:
        return None
    # "that creature" is the tapped target: the same selector, so one target (115.1)
    return (counter, TapPermanents(aim), replace(copy, original=aim))


def _beginning_of_combat_effects(text: str, parse: Parse) -> tuple[Effect, ...] | None:
    """The effects of a trigger at the beginning of combat (CR 507.1)."""
    m = _GOGO.match(text)
    if m:
        return _gogo_effects(m, parse)
    m = _KIMAHRI.match(text)
    if m:
        return _kimahri_effects(m, parse)
    return None


def combat_effects(trigger: Trigger, rest: str,
                   parse: Parse) -> tuple[Effect, ...] | str | None:
    """The effects of a triggered line's effect text ``rest`` in this module's wordings
    (see the module docstring), the part the engine can't carry out, or None."""
    text = re.sub(r"\s*\([^)]*\)", "", rest).strip()
    if trigger.selector is not None:
        return None  # "it" names the source only in a trigger about the source
    if trigger.event == "crewed_first":
        return _crewed_effects(text, parse)
    if trigger.event in COMBAT_EVENTS:
        return _combat_event_effects(trigger, text, parse)
    if trigger.event != "combat":
        return None
    return _beginning_of_combat_effects(text, parse)
