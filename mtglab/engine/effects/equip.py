"""The instruction "Attach this permanent to target creature you control" (CR 701.3a):
what an equip ability does as it resolves (702.6a).

An equip ability ("Equip {2}") is an activated ability of an Equipment, activated only
as a sorcery (602.5d), whose target is a creature its controller controls (702.6a); the
parser reads it into a :class:`~mtglab.cards.keywords.Attach` instruction that
:func:`perform_attach` carries out through :func:`mtglab.engine.effects.attach.attach`:

* if its target is illegal as it resolves, the ability doesn't resolve (608.2b: checked
  by the general resolution before this);
* if the Equipment has left the battlefield, or can't be attached to the creature now (it
  became a creature itself, 301.5c; the creature has protection from it, 702.16c-d), it
  doesn't move (701.3b);
* attaching it to the creature it is already attached to does nothing (701.3b).

:func:`unattach_illegal_equipment` is the state-based action that unattaches an
Equipment from a permanent it can't equip (704.5n).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtglab.cards.effects import Relation
from mtglab.cards.keywords import Attach
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.characteristics.protection import protection_from
from mtglab.engine.effects.attach import attach, attach_problem
from mtglab.engine.state import GameState
from mtglab.errors import UnsupportedError

if TYPE_CHECKING:
    from mtglab.engine.effects.perform import Resolution

__all__ = ["perform_attach", "unattach_illegal_equipment"]


def perform_attach(state: GameState, e: Attach, res: Resolution
                   ) -> tuple[GameState, Resolution]:
    """701.3a: attach the ability's source (or the object the text named, "it") to the
    object its target names (702.6a) or the text named ("then attach ~ to it", 702.92a)."""
    if e.what.relation not in (Relation.SELF, Relation.THAT) or \
            e.to.relation not in (Relation.TARGET, Relation.THAT):
        raise UnsupportedError("mtglab attaches only the ability's source to its target")
    told = [t for t in res.named if isinstance(t, int) and t in state.permanents]
    obj = res.source_id if e.what.relation is Relation.SELF else (told[0] if told else None)
    if e.to.relation is Relation.TARGET:
        group, res = res.take(1)
        hosts = [t for t in group if isinstance(t, int) and t in state.permanents]
    else:
        hosts = told[-1:]
    if not hosts:
        return state, res
    host = hosts[0]
    if obj is None or obj not in state.permanents:
        return state.logged("attach", res.source_name, "has left the battlefield: it isn't "
                            "attached to anything (CR 701.3b, 608.2h)", "701.3b"), res
    why = attach_problem(state, obj, host)
    if why is not None:
        return state.logged("attach", res.source_name, f"doesn't move: {why}",
                            "701.3b"), res
    state = attach(state, obj, host)
    chars = characteristics_of(state)
    named = ((host, chars[host]),) if host in chars else ()
    return state, replace(res, named=(host,), named_looks=named)


def unattach_illegal_equipment(state: GameState) -> tuple[GameState, list[str]]:
    """State-based action 704.5n: an Equipment attached to an illegal permanent — one
    that isn't a creature (301.5c), or that has protection from it (702.16d) — becomes
    unattached from it and stays on the battlefield. Returns the new state and what
    happened."""
    chars = characteristics_of(state)
    events: list[str] = []
    for pid, c in chars.items():
        if "Equipment" not in c.subtypes:
            continue
        host = state.permanents[pid].attached_to
        if host is None or host not in chars:
            continue
        h = chars[host]
        why = None
        if "Creature" not in h.types:
            why = f"{h.name} is not a creature (CR 301.5c)"
        elif "Creature" in c.types:
            why = f"{c.name} is a creature: it can't equip a creature (CR 301.5c)"
        else:
            guard = protection_from(state, host, c, pid)
            if guard is not None:
                why = f"{h.name} has {guard.describe()} (CR 702.16d)"
        if why is None:
            continue
        state = state.with_permanent(replace(state.permanents[pid], attached_to=None))
        state = state.logged("unattach", c.name, f"becomes unattached: {why}", "704.5n")
        events.append(f"{c.name} becomes unattached (704.5n)")
    return state, events
