"""The stack: what an action puts there and how the top object resolves (CR 405, 608).

Activating an ability (602.2) and casting a spell (601.2) put an object on the stack —
except mana abilities, which resolve at once (605.3b); :func:`resolve_top` resolves the
top object: a spell through :mod:`mtglab.engine.spells.casting` (608.2, 608.3), an ability
through :mod:`mtglab.engine.activating.activation` (608.2). :func:`activate` and :func:`cast` are
the
actions as a player takes them, resolving what they put on the stack unless asked not to.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from mtglab.cards.ability import Trigger
from mtglab.cards.model import Card
from mtglab.engine.activating.activation import Activation, begin_activation, resolve_ability
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.choices import Chooser
from mtglab.engine.effects.oneshot import before_priority
from mtglab.engine.resolution.stackcopies import storm_triggers
from mtglab.engine.resolution.triggers import (
    PendingTrigger,
    triggered_by_casting,
    triggered_by_targets,
)
from mtglab.engine.spells.casting import put_spell_on_stack, resolve_spell
from mtglab.engine.spells.facedowncast import put_face_down_spell_on_stack
from mtglab.engine.spells.madness import is_madness_trigger, resolve_madness
from mtglab.engine.spells.suspend import is_suspend_trigger, resolve_suspend
from mtglab.engine.state import GameState, StackItem
from mtglab.errors import IllegalActionError

__all__ = ["activate", "cast", "resolve_top", "triggered_by_being_cast"]


def resolve_top(state: GameState, result: Activation | None = None, *,
                chooser: Chooser | None = None, order: Sequence[str] | None = None) -> GameState:
    """Resolve the top object of the stack (CR 608)."""
    if not state.stack:
        raise IllegalActionError("resolve", ["the stack is empty"])
    item = state.stack[-1]
    state = state.evolve(stack=state.stack[:-1])
    chooser = chooser or Chooser(item.choices)
    if item.kind == "spell":
        state = resolve_spell(state, item, chooser)
    elif is_madness_trigger(item):  # its owner may cast the card as it resolves (702.35a)
        state = _cast_as_it_resolves(state, resolve_madness(state, item, chooser))
    elif is_suspend_trigger(item):  # a time counter removed, or the card cast (702.62a)
        state = _cast_as_it_resolves(state, resolve_suspend(state, item, chooser))
    else:
        state = resolve_ability(state, item, result or Activation(state), chooser=chooser,
                                order=order, cast_spell=put_spell_on_stack)  # 608.2g
    return before_priority(state, chooser)  # before priority again (603.3, 117.3b)


def activate(state: GameState, pid: int, index: int, *, player: str | None = None,
             targets: Sequence[Any] = (), choices: Sequence[Any] = (),
             costs: Mapping[str, Any] | None = None, order: Sequence[str] | None = None,
             x: int | None = None, resolve: bool = True,
             modes: Sequence[int] | None = None) -> Activation:
    """Activate ability ``index`` of permanent ``pid`` (CR 602.2) and, unless
    ``resolve=False``, resolve what it put on the stack; see ``Board.activate``.

    Every answer in ``choices`` must have been asked for.
    """
    result = begin_activation(state, pid, index, player=player, targets=targets,
                              choices=choices, costs=costs, order=order, x=x, modes=modes)
    own = result.stack_item.id if result.stack_item is not None else None
    if resolve and own is not None and result.state.pending_triggers:
        # what triggered as it was activated (its costs, a crime, 700.13) goes on the
        # stack above it and resolves first (603.3)
        result.state = before_priority(result.state, result.chooser)
        while result.state.stack and result.state.stack[-1].id != own:
            result.state = resolve_top(result.state, chooser=result.chooser, order=order)
    if resolve and own is not None and result.state.stack and \
            result.state.stack[-1].id == own:
        result.state = resolve_top(result.state, result, chooser=result.chooser, order=order)
    result.state = before_priority(result.state, result.chooser)  # its costs' (603.3)
    if result.chooser.unused:
        c = characteristics_of(state)[pid]
        raise IllegalActionError(f"activate {c.name}'s ability [{index}]",
                                 [f"choices {result.chooser.unused!r} were not asked for"])
    return result


def cast(state: GameState, card: Card, who: str, *, x: int | None = None,
         targets: Sequence[Any] = (), choices: Sequence[Any] = (),
         copy_of: int | None = None, resolve: bool = True,
         order: Sequence[str] | None = None,
         kicked: int | Sequence[str] = 0,
         from_card: int | None = None,
         convoke: Sequence[int] = (),
         improvise: Sequence[int] = (),
         delve: Sequence[int] = (),
         exile: Sequence[int] = (),
         discard: Sequence[int] = (),
         reveal: Sequence[int] = (),
         modes: Sequence[int] | None = None,
         face_down: bool | str = False,
         buyback: bool = False,
         face: str | None = None,
         alternative: str | None = None,
         optional_costs: Mapping[str, int] | None = None) -> tuple[GameState, int | None]:
    """Cast a spell (CR 601.2) and, unless ``resolve=False``, resolve it (608).
    ``modes``: the modes chosen for a modal spell (700.2, :mod:`mtglab.engine.resolution.modes`).

    As it becomes cast, "whenever you cast ..." abilities trigger (601.2i) and go on the
    stack above it (603.3), their choices (targets, the order of several) taken first
    from ``choices``; ``resolve=True`` resolves them, top first, and then the spell —
    the spell's own enters abilities then wait on the stack as usual. With
    ``resolve=False`` the spell keeps the choices the triggers didn't use.

    ``from_card``: the card, in a graveyard, cast with a permission to (601.3, 601.2a).
    ``face_down``: cast it face down with morph or disguise (702.37c, 702.168a,
    :mod:`mtglab.engine.spells.facedowncast`).

    Returns the new state and, if a permanent resulted, its id (400.7: a new object).
    """
    earlier = {i.id for i in state.stack}
    if face_down:  # morph, megamorph, disguise: a 2/2 for {3} (702.37c, 702.168a)
        state = put_face_down_spell_on_stack(state, card, who, face_down, choices=choices)
    else:
        state, _none = put_spell_on_stack(state, card, who, x=x, targets=targets,
                                          choices=choices, copy_of=copy_of, order=order,
                                          kicked=kicked, from_card=from_card,
                                          convoke=convoke, delve=delve,
                                          improvise=improvise,  # 702.126a
                                          exile=exile, discard=discard,
                                          reveal=reveal,  # 702.51, 702.66, 702.138, 702.33a
                                          modes=modes,  # 700.2
                                          buyback=buyback,  # 702.27a
                                          face=face,  # 709.3, 702.102, 702.127
                                          alternative=alternative,  # 118.9
                                          optional_costs=optional_costs)  # 601.2f
    spell = state.stack[-1]
    state = triggered_by_being_cast(triggered_by_casting(state, spell), spell)
    state = triggered_by_targets(state, spell)  # its targets (603.2e); a crime (700.13)
    chooser = Chooser(spell.choices)  # those its costs didn't take (601.2h)
    if state.pending_triggers:
        state = before_priority(state, chooser)
        state = _with_spell_choices(state, spell.id, tuple(chooser.unused))
    if not resolve:
        return state, None
    before = set(state.permanents)
    # its cast triggers, top first (and what they put above it); one may counter it
    while state.stack and state.stack[-1].id not in earlier | {spell.id}:
        state = resolve_top(state, chooser=chooser)
    if state.stack and state.stack[-1].id == spell.id:
        state = resolve_top(state, chooser=chooser)
    if chooser.unused:  # every answer must have been asked for, as for activate
        asked = "; ".join(what for what, _a in chooser.asked) or "nothing"
        raise IllegalActionError(f"cast {card.name}", [
            f"choices {chooser.unused!r} were not asked for (asked: {asked})"])
    new = sorted(set(state.permanents) - before)
    return state, (new[0] if new else None)


def _cast_as_it_resolves(before: GameState, state: GameState) -> GameState:
    """A spell cast as an ability resolved (608.2g) is cast: "whenever you cast" and its
    own "when you cast this spell" abilities trigger (601.2i), and its targets' (603.2e)."""
    if not state.stack or state.stack[-1].kind != "spell" or \
            state.stack[-1].id in {i.id for i in before.stack}:
        return state
    spell = state.stack[-1]
    state = triggered_by_being_cast(triggered_by_casting(state, spell), spell)
    return triggered_by_targets(state, spell)


def triggered_by_being_cast(state: GameState, spell: StackItem) -> GameState:
    """ "When you cast this spell" (Naya Soulbeast): the spell's own cast triggers trigger
    as it becomes cast (CR 601.2i, 603.2), from the stack, where that trigger condition
    functions (113.6k); it is the spell the trigger is about ("that" object)."""
    card = spell.card
    if card is None:
        return state
    state = storm_triggers(state, spell)  # 702.40a: a keyword's "when you cast"
    hits = [PendingTrigger(spell.id, card.name, spell.controller, a, "cast",
                           that_player=spell.controller, that_id=spell.id)
            for a in card.abilities if a.supported and isinstance(a.trigger, Trigger) and
            a.trigger.event == "cast" and a.trigger.text == "this spell"]
    if not hits:
        return state
    state = state.evolve(pending_triggers=(*state.pending_triggers, *hits))
    for h in hits:
        state = state.logged("trigger", h.source_name, f"{h.ability.text!r} triggers",
                             "603.2, 601.2i, 113.6k")
    return state


def _with_spell_choices(state: GameState, sid: int, choices: tuple[Any, ...]) -> GameState:
    """The spell ``sid`` on the stack keeps only the answers nobody has taken yet."""
    return state.evolve(stack=tuple(replace(i, choices=choices) if i.id == sid else i
                                    for i in state.stack))
