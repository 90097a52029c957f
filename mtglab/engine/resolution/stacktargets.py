"""Spells and abilities on the stack as targets (CR 115.1, 405.1): which stack objects a
"target spell", "target noncreature spell with mana value 4 or greater", "target
activated or triggered ability", "target spell that targets you" may choose.

A spell's characteristics are its card's (111.1, 112.3); its mana value counts the X
chosen for it (202.3e); an activated or triggered ability is told by its kind (113.3b,
113.3c); "that targets ..." reads the object's own targets (115.7). A spell or ability
can't target itself (115.5).
"""

from __future__ import annotations

from dataclasses import replace

from mtglab.cards.ability import AbilityKind
from mtglab.cards.countering import StackKind, StackObjects
from mtglab.cards.effectparts import ControllerSpec, Relation, Selector
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.characteristics.selectors import CardLooks, SelectContext, matches
from mtglab.engine.state import BaseValues, GameState, StackItem

__all__ = ["stack_candidates", "stack_kind", "stack_matches"]


def stack_kind(item: StackItem) -> StackKind | None:
    """What kind of stack object ``item`` is (405.1): a spell, an activated or a
    triggered ability."""
    if item.kind == "spell":
        return StackKind.SPELL
    if item.ability is not None and item.ability.kind is AbilityKind.TRIGGERED:
        return StackKind.TRIGGERED
    if item.ability is not None and item.ability.kind is AbilityKind.ACTIVATED:
        return StackKind.ACTIVATED
    return None


def stack_matches(state: GameState, item: StackItem, what: StackObjects, *,
                  controller: str, source_id: int | None) -> bool:
    """Whether the stack object ``item`` is one ``what`` names for a spell or ability
    ``controller`` controls (115.1)."""
    kind = stack_kind(item)
    if kind is None or kind not in what.kinds or \
            (source_id is not None and item.id == source_id):  # 115.5
        return False
    if kind is StackKind.SPELL and not _spell_fits(item, what, controller):
        return False
    if what.controller is ControllerSpec.OPPONENT and item.controller == controller:
        return False
    if what.controller is ControllerSpec.YOU and item.controller != controller:
        return False
    if what.source is not None and not _source_fits(state, item, what.source, controller):
        return False
    return _aims_fit(state, item, what, controller, source_id)


def _source_fits(state: GameState, item: StackItem, sel: Selector, controller: str) -> bool:
    """ "from an artifact source": the ability's source as it is now, or as it last
    existed on the battlefield (113.7a)."""
    chars = characteristics_of(state)
    if item.source_id is None or item.source_id not in chars:
        return False  # its source has left: mtglab keeps no last known information here
    return matches(sel, item.source_id, chars[item.source_id], SelectContext(None, controller))


def _spell_fits(item: StackItem, what: StackObjects, controller: str) -> bool:
    """A spell's characteristics and mana value (X counting, 202.3e) as named."""
    if item.card is None:
        return False
    cost = item.card.mana_cost
    value = cost.mana_value_with(x=item.x or 0) if cost is not None else 0
    sel = what.spell
    if (sel.max_mana_value is not None and value > sel.max_mana_value) or \
            (sel.min_mana_value is not None and value < sel.min_mana_value) or \
            (what.mana_value is not None and value != what.mana_value):
        return False
    plain = replace(sel, relation=None, zone=None, controller=ControllerSpec.ANY,
                    max_mana_value=None, min_mana_value=None)
    return matches(plain, item.id, CardLooks(BaseValues.of_card(item.card), item.controller),
                   SelectContext(None, controller))


def _aims_fit(state: GameState, item: StackItem, what: StackObjects, controller: str,
              source_id: int | None) -> bool:
    """ "that targets you / a player / a creature you control / ~": one of its targets
    is (115.7)."""
    if not what.targets_you and not what.targets_a_player and what.targets_objects is None:
        return True
    if what.targets_you and controller in item.targets:
        return True
    if what.targets_a_player and any(isinstance(t, str) for t in item.targets):
        return True
    if what.targets_objects is None:
        return False
    if what.targets_objects.relation is Relation.SELF:  # "that targets ~"
        return source_id is not None and source_id in item.targets
    chars = characteristics_of(state)
    ctx = SelectContext(None, controller)
    return any(isinstance(t, int) and t in chars and
               matches(what.targets_objects, t, chars[t], ctx,
                       tapped=state.permanents[t].tapped, is_token=state.permanents[t].is_token)
               for t in item.targets)


def stack_candidates(state: GameState, what: StackObjects, source_id: int | None,
                     controller: str) -> list[int]:
    """The ids of the stack objects ``what`` may target now (115.1)."""
    return [i.id for i in state.stack
            if stack_matches(state, i, what, controller=controller, source_id=source_id)]
