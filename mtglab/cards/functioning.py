"""The zone an ability functions in when that zone isn't the battlefield (CR 113.6): read
from the ability's records, for the parser (what the engine plays) and the engine.

An ability whose cost or effect moves its own card out of a zone ("Exile this card from
your graveyard", "return ~ from your graveyard to your hand") functions only in that zone
(113.6m) — unless its trigger condition puts the card there first ("when ~ dies, return
~ from your graveyard ..."), which is a leaves-the-battlefield ability looking back in
time (603.10a). One decision read by activation (what can be activated from a hand or a
graveyard) and by the trigger matcher (whose triggered abilities watch the events while
their card is in a graveyard).
"""

from __future__ import annotations

import dataclasses
from typing import Final

from mtglab.cards.ability import Ability, Trigger, TriggerEvent
from mtglab.cards.effects import Condition, ReturnFromGraveyard

__all__ = ["SELF_IN_GRAVEYARD", "functioning_zone", "names_self_in_graveyard"]

#: the condition "if ~ is in your graveyard" (a trigger's intervening "if", 603.4): its
#: ability says it functions while its card is in its owner's graveyard (113.6b)
SELF_IN_GRAVEYARD: Final = "self_in_graveyard"

#: trigger conditions that put the card itself into a graveyard, or make the object an
#: Aura enchants leave the battlefield: its ability that then moves it out of there
#: functions on the battlefield (113.6m's exceptions, 603.10a)
_PUT_THERE: Final = frozenset({TriggerEvent.DIES, TriggerEvent.GRAVEYARD, TriggerEvent.LEAVES,
                               TriggerEvent.ATTACHED_DIES, TriggerEvent.ATTACHED_LEAVES})


def _moved_out(effects: tuple[object, ...]) -> bool:
    """Whether an instruction moves the card itself out of its graveyard: directly, or
    among the instructions of another ("you may ...", "If you do, ...", an "if" the
    ability checks: 608.2c-d)."""
    for e in effects:
        if isinstance(e, ReturnFromGraveyard) and e.selector.is_self and \
                e.selector.zone == "graveyard":
            return True
        inner = getattr(e, "effects", None)
        if isinstance(inner, tuple) and _moved_out(inner):
            return True
    return False


def names_self_in_graveyard(obj: object) -> bool:
    """Whether a record (an ability's effects, a static's condition) holds the condition
    "~ is in your graveyard" anywhere (113.6b)."""
    if isinstance(obj, Condition):
        return obj.kind == SELF_IN_GRAVEYARD or any(
            names_self_in_graveyard(c) for c in obj.conditions)
    if isinstance(obj, tuple | list):
        return any(names_self_in_graveyard(x) for x in obj)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return any(names_self_in_graveyard(getattr(obj, f.name))
                   for f in dataclasses.fields(obj))
    return False


def functioning_zone(ability: Ability) -> str:
    """The zone other than the battlefield an ability functions in, or ``""`` (CR
    113.6m): the zone its cost ("Exile this card from your graveyard") or its effect
    ("Return this card from your graveyard to your hand") moves the card out of — not
    when its trigger condition is the card being put there (603.10a) — or the graveyard
    an intervening "if ~ is in your graveyard" names (113.6b). A pure function of the
    ability, remembered by its identity (every legality check asks it; the entry holds
    the ability, so its id isn't reused while the entry lives)."""
    got = _ZONES.get(id(ability))
    if got is None or got[0] is not ability:
        if len(_ZONES) > 8192:
            _ZONES.clear()
        got = _ZONES[id(ability)] = (ability, _functioning_zone(ability))
    return got[1]


#: :func:`functioning_zone` of the abilities read so far, by identity
_ZONES: Final[dict[int, tuple[Ability, str]]] = {}


def _functioning_zone(ability: Ability) -> str:
    for c in ability.costs:
        if c.kind in ("exile", "discard") and c.zone in ("hand", "graveyard") and \
                c.selector is not None and c.selector.is_self:
            return str(c.zone)
    if any(r.kind == "if" and r.condition is not None and not r.condition.negate and
           r.condition.kind == SELF_IN_GRAVEYARD for r in ability.restrictions):
        return "graveyard"  # "Activate only if ~ is in your graveyard" (113.6b, 602.5b)
    t = ability.trigger
    cond = getattr(t, "condition", None)
    if cond is not None and cond.kind == SELF_IN_GRAVEYARD and not cond.negate:
        return "graveyard"  # "if ~ is in your graveyard": it says where it functions (113.6b)
    if isinstance(t, Trigger) and (t.selector is None or t.event in (
            TriggerEvent.ATTACHED_DIES, TriggerEvent.ATTACHED_LEAVES)) \
            and any(e in _PUT_THERE for e in t.events):
        return ""
    return "graveyard" if _moved_out(ability.effects) else ""
