"""Copies of spells and abilities on the stack (CR 707.10): the one place that puts a
copy on the stack, and what a copy of a spell does when it leaves the stack.

* :func:`copy_on_stack` puts a copy of a spell or ability on the stack under the player
  who copies it (707.10): the copy isn't cast and isn't activated, so nothing that
  triggers on casting sees it (601.2i); it keeps every decision made for the original —
  its modes, targets, X and the costs paid (707.10). "You may choose new targets for
  the copy" lets that player change any of the targets to other legal ones, and keep
  the others even if they became illegal (707.10c).
* what a copy of a spell does as it leaves the stack is
  :mod:`mtglab.engine.spells.spellcopies`'.
* :func:`storm_triggers`: storm (702.40a) — "when you cast this spell, copy it for each
  other spell cast before it this turn", each instance triggering on its own (702.40b).
* :func:`perform_copy_on_stack`: the instruction "copy target instant or sorcery spell"
  / "copy that spell (twice)" (:class:`~mtglab.cards.stackcopies.CopyOnStack`) as a
  spell or ability resolves (608.2).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from mtglab.cards.ability import Ability, AbilityKind, Trigger, TriggerEvent
from mtglab.cards.countering import StackKind, StackObjects
from mtglab.cards.effectparts import Relation
from mtglab.cards.stackcopies import CopyOnStack
from mtglab.engine.choices import Chooser
from mtglab.engine.resolution.targeting import Target, candidates, groups_of, parts_of
from mtglab.engine.resolution.triggers import PendingTrigger, triggered_by_copying
from mtglab.engine.spells.spellcopies import SPELL_COPY_PAID
from mtglab.engine.state import GameState, StackItem

if TYPE_CHECKING:
    from mtglab.engine.effects.perform import Resolution

__all__ = ["copy_on_stack", "perform_copy_on_stack", "storm_triggers"]

def copy_on_stack(state: GameState, original_id: int, controller: str, *, by: str,
                  chooser: Chooser, new_targets: bool = False) -> GameState:
    """Put a copy of the spell or ability ``original_id`` on the stack under
    ``controller`` (707.10), on top; ``new_targets``: its targets may be changed
    (707.10c), asked of ``chooser`` (a yes/no, then one answer per target). A spell or
    ability no longer on the stack is not copied (608.2b: nothing to copy)."""
    original = next((i for i in state.stack if i.id == original_id), None)
    if original is None:
        return state.logged("copy", by, "the spell or ability is no longer on the stack: "
                            "nothing is copied", "608.2b")
    targets = original.targets
    if new_targets and targets:
        targets = _new_targets(state, original, controller, chooser)
    cid, state = state.take_id()
    # the decisions made for it are copied, but it wasn't cast: no mana was spent on it
    kept = tuple((k, v) for k, v in original.paid if k not in (SPELL_COPY_PAID, "spent"))
    spent = (("spent", ""),) if original.kind == "spell" else ()
    copy = replace(original, id=cid, controller=controller, targets=targets,
                   paid=(*kept, *spent, (SPELL_COPY_PAID, True)))
    state = state.evolve(stack=(*state.stack, copy))
    shown = f" targeting {_shown(targets)}" if targets else ""
    state = state.logged("copy", original.name, f"{controller} puts a copy of it on the "
                         f"stack{shown} (it isn't cast)", "707.10")
    return triggered_by_copying(state, copy)  # "whenever you cast or copy ..." (603.2)


def _shown(targets: tuple[Target, ...]) -> str:
    return ", ".join(f"#{t}" if isinstance(t, int) else t for t in targets)


def _effects_of(item: StackItem) -> tuple[Any, ...] | None:
    """The instructions whose words "target" the object's targets answer, or None when
    they are not the general instructions (their parts unknown)."""
    if item.ability is not None:
        return item.ability.effects
    if item.card is None or dict(item.paid).get("modes") is not None:
        return None  # a modal spell's targets answer the modes chosen (700.2)
    return tuple(e for a in item.card.abilities if a.kind.value == "spell" and a.supported
                 for e in a.effects)


def _new_targets(state: GameState, original: StackItem, controller: str,
                 chooser: Chooser) -> tuple[Target, ...]:
    """The copy's targets when its controller may choose new ones (707.10c): each is
    kept or changed to another legal target for the same word "target"."""
    effects = _effects_of(original)
    parts = parts_of(effects) if effects is not None else []
    paid = dict(original.paid)
    groups = groups_of(original.targets, paid.get("target_sizes"), parts)
    if not parts or sum(len(g) for g in groups) != len(original.targets):
        return original.targets  # its words "target" are not known: kept (707.10c)
    if not chooser.pick(f"whether to choose new targets for the copy of {original.name} "
                        "(CR 707.10c)", [True, False]):
        return original.targets
    out: list[Target] = []
    for part, group in zip(parts, groups, strict=False):
        legal = candidates(state, part, original.source_id, controller, x=original.x)
        for t in group:
            options = {f"{_label(state, o)}": o for o in
                       dict.fromkeys([t, *(o for o in legal if o != original.id)])
                       if o not in out or o == t}
            out.append(chooser.pick_target(f"a new target for the copy of {original.name} "
                                           f"({part.describe()}; CR 707.10c)", options))
    return tuple(out)


def _label(state: GameState, t: Target) -> str:
    if isinstance(t, str):
        return t
    if t in state.permanents:
        return f"#{t}"
    return next((f"{i.name} #{t}" for i in state.stack if i.id == t), f"#{t}")


def perform_copy_on_stack(state: GameState, e: CopyOnStack,
                          res: Resolution) -> tuple[GameState, Resolution]:
    """ "Copy target instant or sorcery spell", "copy that spell (twice)" as a resolving
    instruction (707.10): each named spell or ability still on the stack is copied
    ``times`` times under the resolving object's controller; "that spell" is the one
    the trigger event was about (608.2c)."""
    if e.what.relation is Relation.THAT:
        that = res.paid.get("that")
        ids = [that] if isinstance(that, int) else []
    else:
        group, res = res.take(1)
        ids = [t for t in group if isinstance(t, int)]
    if not ids:
        return state.logged("copy", res.source_name, "there is no spell or ability to "
                            "copy", "608.2b"), res
    for sid in ids:
        for _ in range(e.times):
            state = copy_on_stack(state, sid, res.controller, by=res.source_name,
                                  chooser=res.chooser, new_targets=e.new_targets)
    return state, replace(res, named=tuple(ids), named_looks=())


#: "copy it": the spell the storm trigger is about (702.40a, 608.2c)
_THE_SPELL = StackObjects((StackKind.SPELL,), relation=Relation.THAT)


def storm_triggers(state: GameState, spell: StackItem) -> GameState:
    """Storm (702.40a): as ``spell`` becomes cast, each instance of storm on it triggers
    (702.40b) — its trigger copies the spell once for each other spell cast before it
    this turn, by any player (its own cast is already counted, 601.2i), and its
    controller may choose new targets for each copy (707.10c)."""
    card = spell.card
    if card is None or spell.kind != "spell":
        return state
    storms = [a for a in card.abilities if a.supported and "Storm" in a.keywords]
    if not storms:
        return state
    before = max(0, sum(p.spells_cast for p in state.players) - 1)
    copies: tuple[Any, ...] = (CopyOnStack(_THE_SPELL, times=before, new_targets=True),)
    hits = [PendingTrigger(spell.id, card.name, spell.controller, Ability(
        f"Storm ({card.name})", AbilityKind.TRIGGERED, True, effects=copies,
        trigger=Trigger(TriggerEvent.CAST, text="this spell"), keywords=("Storm",)),
        "cast", that_player=spell.controller, that_id=spell.id) for _a in storms]
    state = state.evolve(pending_triggers=(*state.pending_triggers, *hits))
    return state.logged("trigger", card.name, f"storm triggers: {before} other spell(s) "
                        "were cast before it this turn", "702.40a, 601.2i")
