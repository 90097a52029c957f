"""Suspend's triggered abilities (CR 702.62a), which function in exile.

A card is suspended while it is in exile, has suspend and has a time counter on it
(702.62b); the special action that suspends it is :mod:`mtglab.engine.game.castlater`'s
(116.2f). Its two triggered abilities:

* "At the beginning of your upkeep, if this card is suspended, remove a time counter from
  it": :func:`~mtglab.engine.game.castlater.suspend_upkeep` sets it off as its
  owner's upkeep begins (503.1a), and it checks its condition again as it resolves
  (603.4);
* "When the last time counter is removed from this card, if it's exiled, you may play it
  without paying its mana cost if able. If you don't, it remains exiled. If you cast a
  creature spell this way, it gains haste until you lose control of the spell or the
  permanent it becomes." As it resolves its owner answers, from the action's
  ``choices=``, ``True`` to cast it, or the list of the spell's targets to cast it with
  those (601.2c), or ``False`` to leave it in exile. It is cast during the ability's
  resolution (608.2g: timing restrictions don't apply), without paying its mana cost (an
  alternative cost, 702.62d, 118.9), and
  :func:`~mtglab.engine.spells.dashblitz.suspended_haste` gives the creature it
  becomes haste for as long as its caster controls it (611.2b).

Each trigger is the card's own suspend ability on the stack, told apart by its event
(``"suspend upkeep"``, ``"suspend last counter"``). A card that has left exile meanwhile
is a new object (400.7): nothing happens.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mtglab.cards.castcosts import SUSPEND, Suspend
from mtglab.cards.effects import CastPermission, Relation, Selector
from mtglab.cards.vocabulary import Zone
from mtglab.engine.choices import Chooser
from mtglab.engine.effects.exilecounters import exiled_with_counters
from mtglab.engine.game.castlater import LAST, TIME, UPKEEP
from mtglab.engine.game.zones import card_zone
from mtglab.engine.resolution.triggers import PendingTrigger, triggered_in_exile
from mtglab.engine.spells.casting import put_spell_on_stack
from mtglab.engine.state import GameState, StackItem
from mtglab.engine.wording import does
from mtglab.errors import IllegalActionError
from mtglab.mana import ManaCost

__all__ = ["is_suspend_trigger", "resolve_suspend"]

def is_suspend_trigger(item: StackItem) -> bool:
    """Whether the stack object is one of suspend's triggered abilities (702.62a)."""
    return item.kind != "spell" and dict(item.paid).get("event") in (UPKEEP, LAST) and \
        item.ability is not None and any(isinstance(e, Suspend) for e in item.ability.effects)


def resolve_suspend(state: GameState, item: StackItem, chooser: Chooser) -> GameState:
    """Resolve one of suspend's triggered abilities (702.62a; see the module docstring)."""
    assert item.source_id is not None
    found = card_zone(state, item.source_id)
    if found is None or found[1] != "exile":
        return state.logged("resolve", item.name, "the card has left exile: it is a new "
                            "object, and nothing happens", "702.62a, 400.7")
    owner, _zone, entry = found
    if dict(item.paid).get("event") == UPKEEP:
        time = dict(entry.counters).get(TIME, 0)
        if not time:  # its "if this card is suspended" again (603.4)
            return state.logged("resolve", item.name, "it is no longer suspended: nothing "
                                "happens", "702.62a, 603.4")
        state = exiled_with_counters(state, item.source_id, {TIME: -1})
        state = state.logged("resolve", item.name, f"a time counter is removed from it "
                             f"({time - 1} left)", "702.62a")
        state = triggered_in_exile(state, item.source_id, TIME, time - 1)  # 603.2
        if time > 1 or item.ability is None:
            return state
        state = state.evolve(pending_triggers=(*state.pending_triggers, PendingTrigger(
            item.source_id, item.name, owner, item.ability, LAST, that_player=owner)))
        return state.logged("trigger", item.name, "the last time counter was removed from "
                            "it: its suspend ability triggers", "702.62a, 603.2")
    return _cast_suspended(state, item, owner, chooser)


def _cast_suspended(state: GameState, item: StackItem, owner: str,
                    chooser: Chooser) -> GameState:
    """Suspend's last triggered ability resolving: its owner may cast the card without
    paying its mana cost; if they don't, it remains exiled (702.62a, 608.2g)."""
    assert item.source_id is not None
    found = card_zone(state, item.source_id)
    assert found is not None and found[2].card is not None
    card = found[2].card
    answer = chooser.pick_free(
        f"whether {owner} cast(s) {card.name} without paying its mana cost (CR 702.62a): "
        "True, the list of its targets, or False", [True, False])
    if answer is False:
        return state.logged("resolve", item.name, f"{does(owner, 'declines')} to cast it: "
                            "it remains exiled", "702.62a")
    if answer is not True and not isinstance(answer, list | tuple):
        raise IllegalActionError(f"resolve {item.name}'s suspend ability", [
            f"{answer!r} is not True, False or a list of targets (CR 702.62a)"])
    targets: Sequence[Any] = answer if isinstance(answer, list | tuple) else ()
    allowed = CastPermission(Selector(relation=Relation.SELF), Zone.EXILE,
                             alternative_cost=ManaCost.parse("{0}"), keyword=SUSPEND)
    state = state.logged("resolve", item.name, f"{does(owner, 'casts')} it without paying "
                         "its mana cost", "702.62a, 702.62d, 608.2g")
    state, _none = put_spell_on_stack(state, card, owner, targets=targets,
                                      from_card=item.source_id, resolving=allowed)
    return state
