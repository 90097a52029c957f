"""Sagas' chapter abilities triggering, and Sagas being sacrificed (CR 714).

A chapter ability triggers when lore counters are put onto its Saga and their number goes
from less than its chapter number N to at least N (714.2b; a line with several numbers is
one ability for each, 714.2c): :func:`chapters_reached` records those that do, as
:class:`~mtglab.engine.resolution.triggers.PendingTrigger` rows that go on the stack the next time a
player would receive priority (603.3). A Saga enters with a lore counter (714.3a, put on
it as it enters, 122.6: :func:`saga_enters_with`), and its controller puts one on it as
their precombat main phase begins (714.3c, :mod:`mtglab.engine.resolution.sagas`).

714.4, a state-based action: a Saga whose lore counters are at least its final chapter
number, and that is not the source of a chapter ability that has triggered and not yet
left the stack, is sacrificed (:func:`sagas_to_sacrifice`).
"""

from __future__ import annotations

from mtglab.cards.ability import Trigger, TriggerEvent
from mtglab.engine.characteristics.layers import Characteristics, characteristics_of
from mtglab.engine.resolution.triggers import PendingTrigger
from mtglab.engine.state import GameState

__all__ = ["chapters_reached", "final_chapter", "is_saga", "saga_enters_with",
           "sagas_to_sacrifice"]


def is_saga(chars: Characteristics) -> bool:
    """Whether a permanent is a Saga (an enchantment subtype, 205.3h, 714.1)."""
    return "Saga" in chars.subtypes and "Enchantment" in chars.types


def saga_enters_with(chars: Characteristics) -> int:
    """The lore counters a permanent enters with as a Saga without read ahead (714.3a):
    one, else none (read ahead's chosen number, 714.3b, is not modelled: none)."""
    if not is_saga(chars) or any(ref.ability.text.lower().startswith("read ahead")
                                 for ref in chars.abilities):
        return 0
    return 1


def final_chapter(chars: Characteristics) -> int:
    """A Saga's final chapter number: the greatest of its chapter abilities' (714.2d);
    0 when it has none."""
    numbers = [n for ref in chars.abilities
               if isinstance(t := ref.ability.trigger, Trigger) for n in t.chapters]
    return max(numbers, default=0)


def chapters_reached(state: GameState, pid: int, before: int) -> GameState:
    """Lore counters have been put on permanent ``pid``, which had ``before`` of them:
    each of its chapter abilities whose number N the count went from below to at least
    triggers (714.2b), once per such number (714.2c)."""
    c = characteristics_of(state).get(pid)
    if c is None:
        return state
    after = state.permanents[pid].counter("lore")
    hits = []
    for ref in c.abilities:
        a = ref.ability
        t = a.trigger
        if not a.supported or not isinstance(t, Trigger) or t.event != TriggerEvent.CHAPTER:
            continue
        for n in t.chapters:
            if before < n <= after:
                hits.append(PendingTrigger(pid, c.name, c.controller, a, TriggerEvent.CHAPTER))
    if not hits:
        return state
    state = state.evolve(pending_triggers=(*state.pending_triggers, *hits))
    for h in hits:
        state = state.logged("trigger", h.source_name, f"{h.ability.text!r} triggers",
                             "714.2b, 603.2")
    return state


def _chapter_waits(state: GameState, pid: int) -> bool:
    """Whether a chapter ability of ``pid`` has triggered and not left the stack."""
    return any(p.source_id == pid and p.event == TriggerEvent.CHAPTER
               for p in state.pending_triggers) or any(
        s.source_id == pid and s.ability is not None and
        isinstance(t := s.ability.trigger, Trigger) and t.event == TriggerEvent.CHAPTER
        for s in state.stack)


def sagas_to_sacrifice(state: GameState) -> tuple[int, ...]:
    """The Sagas 714.4 has their controllers sacrifice: Sagas with chapter abilities whose
    lore counters are at least their final chapter number (714.2d), with no chapter
    ability of theirs waiting or on the stack."""
    chars = characteristics_of(state)
    return tuple(pid for pid, c in sorted(chars.items())
                 if is_saga(c) and 0 < final_chapter(c) <= state.permanents[pid].counter("lore")
                 and not _chapter_waits(state, pid))
