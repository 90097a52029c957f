"""Attaching an Equipment or an Aura to an object (CR 701.3) and what it triggers.

:func:`attach` moves an Equipment or an Aura already on the battlefield onto a new
object, as an equip ability (702.6a: "Attach to target creature you control") or an
effect that attaches does. The rules it follows:

* an Equipment can be attached only to a creature (301.5c), an Aura only to an object
  its enchant ability allows (303.4a, 702.5a); otherwise it doesn't move (701.3b);
* attaching it to the object it is already attached to does nothing (701.3b): it
  doesn't "become attached" again;
* moving it from one object to another is one event: it becomes unattached from the
  first and attached to the second (701.3a, 701.3c), and it gets a new timestamp
  (613.7e);
* "When ~ enters attached to a creature" (Infinite Reflection) triggers as it enters,
  if it enters attached to a creature (603.6a, 303.4f: an Aura spell resolving enters
  attached to its target), the creature being "that creature"
  (:mod:`mtglab.engine.resolution.triggers` fires it); :func:`copy_onto_others` carries out "each
  other nontoken creature you control becomes a copy of that creature" (707.4);
* its "Whenever ~ becomes attached to a creature" abilities trigger (603.2); the
  creature is "that creature" (their ``that_id``), and they go on the stack the next
  time a player would receive priority (603.3), like every trigger.

:func:`copy_while_attached` carries out "for as long as ~ remains attached to it, you
may have that creature become a copy of another target creature you control" (Blade of
Shared Souls), or "... that creature becomes a copy of a creature card exiled with ~"
(Assimilation Aegis: a card its linked ability exiled, 607.2a): a copy effect on that
creature (707.4, 613.2a) whose duration is "while
attached" (611.2b): it ends once the Equipment is no longer attached to it
(:mod:`mtglab.engine.effects.durations`) — moved to another creature or gone. If it is already
unattached as the ability resolves, the effect does nothing (611.2b: its duration has
already ended). Killer Cosplay's "choose a creature card name with an identical mana
cost. That creature becomes a copy of the card with the chosen name until ~ becomes
unattached from it." is that copy of the card whose name is chosen as it resolves
(608.2d, 201.4a; :mod:`mtglab.engine.characteristics.cardnames`): ``choices=["Grizzly Bears"]``.

The engine layer: pure functions over the immutable state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from mtglab.cards.ability import Trigger
from mtglab.cards.effects import BecomeCopy, ExileCards, ExileUntilLeaves, Relation, StaticModifier
from mtglab.cards.model import Card
from mtglab.engine.characteristics.cardnames import choose_card_name, identical_mana_costs
from mtglab.engine.characteristics.copies import start_copy_effect
from mtglab.engine.characteristics.copysources import Original, start_copy_of
from mtglab.engine.characteristics.layers import Characteristics, characteristics_of
from mtglab.engine.characteristics.protection import protection_from
from mtglab.engine.characteristics.selectors import SelectContext, matches
from mtglab.engine.choices import Chooser
from mtglab.engine.resolution.triggers import PendingTrigger
from mtglab.engine.state import BaseValues, CardInZone, GameState
from mtglab.engine.wording import does
from mtglab.errors import IllegalActionError, UnsupportedError

__all__ = ["BECOMES_ATTACHED", "ENTERS_ATTACHED", "WHILE_ATTACHED", "attach", "attach_problem",
           "copy_onto_others", "copy_while_attached", "exiled_with", "triggered_by_attaching"]

#: the trigger event of "Whenever ~ becomes attached to a creature" (603.2, 701.3)
BECOMES_ATTACHED = "becomes_attached"
#: the trigger event of "When ~ enters attached to a creature" (603.6a): an Aura that
#: enters attached to a creature (303.4f); "that creature" is the one it is attached to
ENTERS_ATTACHED = "enters_attached"
#: the duration "for as long as ~ remains attached to it" (611.2b): the effect record's
#: ``watch`` is the Equipment or Aura, its ``affected`` the object it must stay on
WHILE_ATTACHED = "while attached"


def attach_problem(state: GameState, obj: int, host: int) -> str | None:
    """Why the Equipment or Aura ``obj`` can't be attached to ``host`` now, with its
    rule; ``None`` if it can (301.5c, 303.4a, 701.3b)."""
    chars = characteristics_of(state)
    if obj not in chars:
        return f"#{obj} is not on the battlefield"
    if host not in chars:
        return f"#{host} is not on the battlefield"
    c, h = chars[obj], chars[host]
    if obj == host:
        return f"{c.name} can't be attached to itself (CR 301.5c, 303.4d)"
    guard = protection_from(state, host, c, obj)
    if guard is not None and ("Equipment" in c.subtypes or "Aura" in c.subtypes):
        return (f"{h.name} has {guard.describe()}: it can't be "
                f"{'equipped' if 'Equipment' in c.subtypes else 'enchanted'} by {c.name} "
                "(CR 702.16c-d)")
    if "Equipment" in c.subtypes:
        if "Creature" not in c.types and "Creature" in h.types:
            return None
        return (f"{c.name} is an Equipment: it can be attached only to a creature, and "
                f"{h.name} is not one (CR 301.5c)" if "Creature" not in h.types else
                f"{c.name} is a creature: an Equipment that is a creature can't equip a "
                "creature (CR 301.5c)")
    if "Aura" in c.subtypes:
        sel = next((e.selector for ref in c.abilities if ref.ability.supported
                    for e in ref.ability.effects
                    if isinstance(e, StaticModifier) and e.kind == "enchant"), None)
        if sel is None:
            raise UnsupportedError(f"what {c.name} can enchant is not understood "
                                   "(CR 702.5a)")
        perm = state.permanents[host]
        if not matches(sel, host, h, SelectContext(obj, c.controller), tapped=perm.tapped,
                       is_token=perm.is_token):
            return f"{c.name} can't enchant {h.name} (its enchant ability, CR 303.4a, 702.5a)"
        return None
    return (f"{c.name} is neither an Equipment nor an Aura: mtglab attaches only those "
            "(CR 701.3a)")


def attach(state: GameState, obj: int, host: int) -> GameState:
    """Attach the Equipment or Aura ``obj`` to ``host`` (CR 701.3a, 701.3c), its
    "becomes attached" abilities triggering (603.2); attaching it to what it is already
    attached to does nothing (701.3b). Raises :class:`~mtglab.errors.IllegalActionError`
    when it can't be attached there (301.5c, 303.4a)."""
    chars = characteristics_of(state)
    name = chars[obj].name if obj in chars else f"#{obj}"
    why = attach_problem(state, obj, host)
    if why is not None:
        raise IllegalActionError(f"attach {name}", [why])
    perm = state.permanents[obj]
    if perm.attached_to == host:
        return state.logged("attach", name, f"is already attached to {chars[host].name}: "
                            "nothing happens", "701.3b")
    ts, state = state.take_timestamp()  # a new timestamp as it moves (613.7e)
    state = state.with_permanent(replace(perm, attached_to=host, timestamp=ts))
    state = state.logged("attach", name, f"becomes attached to {chars[host].name}"
                         + ("" if perm.attached_to is None else
                            " (and unattached from what it was attached to)"),
                         "701.3a, 701.3c, 613.7e")
    return triggered_by_attaching(state, obj, host)


def triggered_by_attaching(state: GameState, obj: int, host: int,
                           looks: Characteristics | None = None) -> GameState:
    """``obj`` has become attached to ``host``: its "Whenever ~ becomes attached to a
    creature" abilities trigger (603.2), with ``host`` as "that creature"."""
    chars = characteristics_of(state)
    c = looks if looks is not None else chars.get(obj)
    h = chars.get(host)
    if c is None or h is None or not c.has_triggers:
        return state
    hits = [PendingTrigger(obj, c.name, c.controller, ref.ability, BECOMES_ATTACHED,
                           that_id=host)
            for ref in c.abilities
            if ref.ability.supported and isinstance(t := ref.ability.trigger, Trigger)
            and t.event == BECOMES_ATTACHED and (t.text != "creature" or
                                                 "Creature" in h.types)]
    if not hits:
        return state
    state = state.evolve(pending_triggers=(*state.pending_triggers, *hits))
    for hit in hits:
        state = state.logged("trigger", hit.source_name, f"{hit.ability.text!r} triggers: "
                             f"it became attached to {h.name}", "603.2, 701.3")
    return state


def copy_while_attached(state: GameState, effect: BecomeCopy, pid: int, who: str,
                        paid: Mapping[str, Any], targets: Sequence[int], chooser: Chooser,
                        source_name: str) -> GameState:
    """"For as long as ~ remains attached to it, (you may have) that creature become a
    copy of another target creature you control" as the triggered ability resolves
    (608.2): ``paid["that"]`` is the creature it became attached to, ``targets`` the
    creature copied (chosen as it went on the stack, 603.3d)."""
    that = paid.get("that")
    source = state.permanents.get(pid)
    if not isinstance(that, int) or that not in state.permanents or source is None or \
            source.attached_to != that:
        return state.logged("copy", source_name, f"{source_name} is no longer attached to "
                            "that creature: the effect's duration has already ended, so "
                            "it does nothing", "611.2b")
    if effect.original.relation is Relation.EXILED:  # "a creature card exiled with ~"
        return _copy_exiled(state, that, pid, who, chooser, source_name, effect)
    if effect.chosen_name_same_cost:  # "the card with the chosen name" (Killer Cosplay)
        return _copy_chosen_name(state, that, pid, who, chooser, source_name, effect)
    if not targets or targets[0] not in state.permanents:
        return state.logged("copy", source_name, "its target is gone: nothing becomes a "
                            "copy", "608.2b")
    if effect.optional and not chooser.pick(
            f"whether that creature becomes a copy ({source_name}, you may)", [True, False]):
        return state.logged("choice", source_name, "chooses not to", "603.5")
    return start_copy_effect(state, that, targets[0], who, source_name,
                             duration=WHILE_ATTACHED, watch=pid, exceptions=effect.exceptions)


def exiled_with(state: GameState, pid: int) -> list[CardInZone]:
    """The creature cards in exile that permanent ``pid``'s abilities exiled and linked
    to it (607.2a); a card that left exile and came back is a new object, no longer
    linked (400.7)."""
    linked = {cid for r in state.effects if r.source_id == pid and
              isinstance(r.effect, ExileCards | ExileUntilLeaves) for cid in r.affected}
    return [c for c in state.exile if c.id in linked and c.card is not None and
            "Creature" in c.card.types]


def _copy_exiled(state: GameState, that: int, pid: int, who: str, chooser: Chooser,
                 source_name: str, effect: BecomeCopy) -> GameState:
    """That creature becomes a copy of a creature card exiled with the source: of its
    printed values (707.2), the card chosen as the ability resolves when there are
    several (608.2)."""
    cards = {c.id: c.name for c in exiled_with(state, pid) if c.id is not None}
    if not cards:
        return state.logged("copy", source_name, f"no creature card is exiled with "
                            f"{source_name}: nothing becomes a copy", "607.2a")
    cid = chooser.pick_permanent(f"the card exiled with {source_name} to copy", cards)
    card = next(c.card for c in state.exile if c.id == cid and c.card is not None)
    return start_copy_effect(state, that, cid, who, source_name, duration=WHILE_ATTACHED,
                             watch=pid, exceptions=effect.exceptions,
                             values=BaseValues.of_card(card))


def _copy_chosen_name(state: GameState, that: int, pid: int, who: str, chooser: Chooser,
                      source_name: str, effect: BecomeCopy) -> GameState:
    """"Choose a creature card name with an identical mana cost. That creature becomes a
    copy of the card with the chosen name until ~ becomes unattached from it." The name
    is chosen as the ability resolves (608.2d): a creature card's (201.4, 201.4a) whose
    mana cost is identical to that creature's now (202.1); the creature gets that card's
    printed values (707.2) while the source stays attached to it (611.2b)."""
    looks = characteristics_of(state)[that]
    cost = looks.mana_cost
    if cost is None:
        raise UnsupportedError(f"{source_name}: {looks.name} has no mana cost (CR 202.1b); "
                               "whether a card without one has an identical mana cost is "
                               "not decided by mtglab")
    label = f"choose a creature card name for {source_name}"

    def fits(card: Card) -> str | None:
        if "Creature" not in card.types:
            return f"{card.name} is not a creature card (CR 201.4a)"
        if card.mana_cost is None or not identical_mana_costs(card.mana_cost, cost):
            shown = "no mana cost" if card.mana_cost is None else str(card.mana_cost)
            return (f"{card.name}'s mana cost ({shown}) is not identical to {looks.name}'s "
                    f"({cost}) (CR 201.4a, 202.1)")
        return None

    card = choose_card_name(state, chooser, f"a creature card name with mana cost {cost} "
                            f"for {source_name} (CR 201.4a, 608.2d)", fits, label)
    state = state.logged("choice", source_name, f"{does(who, 'chooses')} the name "
                         f"{card.name}", "201.4a, 608.2d")
    return start_copy_of(state, that, Original(BaseValues.of_card(card), None, "707.2"),
                         who, source_name, duration=WHILE_ATTACHED, watch=pid,
                         exceptions=effect.exceptions)


def copy_onto_others(state: GameState, effect: BecomeCopy, pid: int, who: str,
                     paid: Mapping[str, Any], source_name: str) -> GameState:
    """"Each other nontoken creature you control becomes a copy of that creature" (Infinite
    Reflection) as the ability resolves (608.2): each permanent ``effect.subject`` selects
    then — "other": not that creature — becomes a copy of that creature's copiable values
    (707.2, 707.4, 613.2a), indefinitely. Copying a creature that has left the battlefield
    would use its last known information (608.2h), which mtglab doesn't keep."""
    that = paid.get("that")
    if not isinstance(that, int) or that not in state.permanents:
        raise UnsupportedError(f"{source_name}: copying a creature that has left the "
                               "battlefield uses its last known information (CR 608.2h), "
                               "which mtglab doesn't keep")
    ctx = SelectContext(pid, who, that=frozenset({that}))
    chars = characteristics_of(state)
    subjects = [o for o, c in sorted(chars.items()) if matches(
        effect.subject, o, c, ctx, tapped=state.permanents[o].tapped,
        is_token=state.permanents[o].is_token)]
    for oid in subjects:
        state = start_copy_effect(state, oid, that, who, source_name,
                                  exceptions=effect.exceptions)
    if not subjects:
        state = state.logged("copy", source_name, "no other creature to become a copy",
                             "707.4")
    return state
