"""Copy effects of instants and sorceries beyond "target creature becomes a copy of ..."
(CR 707.4, 608.2): the wordings the Oracle grammar reads into a
:class:`~mtglab.cards.effects.BecomeCopy` with a second target or a choice made as the
spell resolves.

* "Target creature you control gains hexproof until end of turn. Untap that creature.
  Until end of turn, it becomes a copy of up to one other target creature." (Fleeting
  Reflection): the spell has two targets, the second optional (601.2c: its controller
  announces how many); "that creature" (the first) becomes a copy of the second, which
  must be another creature (115.1, 601.2c). With no second target, or an illegal one as
  it resolves, nothing becomes a copy (608.2b: the illegal target is not affected).
* "Choose a nonbasic land type. Each land you control of that type becomes a copy of
  target creature you control until end of turn and gains haste until end of turn."
  (March from Velis Vel): the type is chosen as it resolves (608.2d), the lands are
  those of that type then (611.2c), and each gains haste after becoming a copy (the
  copy in layer 1, the ability in layer 6, 613.1a, 613.1f); both end in the cleanup step
  (514.2).

>>> from mtglab.cards.effects import BecomeCopy, Relation, Selector
>>> that, target = Selector(relation=Relation.THAT), Selector(relation=Relation.TARGET)
>>> carried_out_here(BecomeCopy(that, target)), carried_out_here(BecomeCopy(target, target))
(True, False)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Final

from mtglab.cards.effects import BecomeCopy, GrantAbilities, Relation, Selector, Untap
from mtglab.cards.instructions import Lasting
from mtglab.cards.model import Card
from mtglab.cards.types import BASIC_LAND_TYPES, LAND_TYPES
from mtglab.engine.characteristics.copies import start_copy_effect
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.characteristics.selectors import SelectContext, matches
from mtglab.engine.choices import Chooser
from mtglab.engine.game.turns import untap_permanent
from mtglab.engine.state import EffectRecord, GameState, StackItem
from mtglab.errors import ChoiceRequired, IllegalActionError, UnsupportedError

__all__ = ["carried_out_here", "copy_spell_target_problems", "owns_effect",
           "resolve_copy_spell_effect"]

#: The subtypes a "choose a ... type" of a copy spell offers (CR 205.3i, 205.3a).
_CHOICES: Final[dict[str, tuple[str, ...]]] = {
    "nonbasic land type": tuple(t for t in LAND_TYPES if t not in BASIC_LAND_TYPES),
}


def owns_effect(e: object, card: Card) -> bool:
    """Whether this instruction of ``card`` is carried out here: a copy effect
    :func:`carried_out_here` accepts, or any instruction of a spell with a second copy
    target (its first target's instructions must skip a first target that became
    illegal instead of acting on the second, 608.2b)."""
    return (isinstance(e, BecomeCopy) and carried_out_here(e)) or _second_target_copy(card)


def carried_out_here(e: BecomeCopy) -> bool:
    """Whether this spell copy effect is carried out here: "that creature" becomes a
    copy of a second target, any number of targets become copies, or the subjects'
    type is chosen as the spell resolves."""
    return (e.subject.relation is Relation.THAT and e.original.relation is Relation.TARGET) \
        or e.choose_subtype is not None or e.any_number


def _any_number(card: Card) -> BecomeCopy | None:
    return next((e for a in card.abilities if a.kind.value == "spell" and a.supported
                 for e in a.effects if isinstance(e, BecomeCopy) and e.any_number), None)


def _target_selectors(card: Card) -> list[tuple[Selector, bool]]:
    """The spell's targets in the order its text names them, each with whether it may
    be left out ("up to one")."""
    out: list[tuple[Selector, bool]] = []
    for a in card.abilities:
        if a.kind.value != "spell" or not a.supported:
            continue
        for e in a.effects:
            inner = e.effect if isinstance(e, Lasting) else e  # "gains X until end of turn"
            for f in ("selector", "subject", "original"):
                sel = getattr(inner, f, None)
                if isinstance(sel, Selector) and sel.relation is Relation.TARGET:
                    out.append((sel, isinstance(e, BecomeCopy) and e.up_to_one))
    return out


def _second_target_copy(card: Card) -> bool:
    """Whether the spell's copy effect copies a second target ("that creature" becomes a
    copy of "up to one other target creature")."""
    return any(isinstance(e, BecomeCopy) and carried_out_here(e)
               and e.subject.relation is Relation.THAT
               for a in card.abilities if a.kind.value == "spell" and a.supported
               for e in a.effects)


def copy_spell_target_problems(state: GameState, card: Card, who: str,
                               targets: Sequence[int]) -> bool:
    """Check the targets of a spell with a second, optional copy target, or any number
    of copy targets, as it is cast (CR 601.2c, 115.1): each must be legal for the word
    "target" it is chosen for, "other" excludes the first, and one object is chosen
    once for one word "target". Raises :class:`ChoiceRequired` without a needed target,
    :class:`IllegalActionError` for an illegal one; returns whether the spell's targets
    were checked here (``False``: not such a spell)."""
    many = _any_number(card)
    if many is not None:
        _any_number_problems(state, card, who, targets, many)
        return True
    if not _second_target_copy(card):
        return False
    sels = _target_selectors(card)
    if len(sels) != 2 or sels[0][1] or not sels[1][1]:
        raise UnsupportedError(f"{card.name}: this arrangement of targets is not modelled")
    chars = characteristics_of(state)
    ctx = SelectContext(None, who)
    label = f"cast {card.name}"
    if not targets:
        first = replace(sels[0][0], relation=None)
        legal = [i for i, c in chars.items() if matches(first, i, c, ctx)]
        raise ChoiceRequired(f"the targets of {card.name} ({first.describe()}, then up to "
                             "one other creature; CR 601.2c); pass targets=",
                             [f"{chars[p].name} #{p}" for p in legal])
    if len(targets) > 2:
        raise IllegalActionError(label, [f"it has at most two targets, not {len(targets)} "
                                         "(CR 601.2c)"])
    problems = []
    for n, (t, (sel, _up_to)) in enumerate(zip(targets, sels, strict=False)):
        loose = replace(sel, relation=None, excluded=None)
        if t not in chars or not matches(loose, t, chars[t], ctx):
            problems.append(f"#{t} is not a legal target: it must be {loose.describe()} "
                            "(CR 115.1, 601.2c)")
        elif n == 1 and sel.excluded is Relation.THAT and t == targets[0]:
            problems.append(f"#{t} can't be the second target: it must be another "
                            "creature than the first (CR 601.2c)")
    if problems:
        raise IllegalActionError(label, problems)
    return True


def _any_number_problems(state: GameState, card: Card, who: str, targets: Sequence[int],
                         e: BecomeCopy) -> None:
    if len(_target_selectors(card)) != 1:
        raise UnsupportedError(f"{card.name}: this arrangement of targets is not modelled")
    chars = characteristics_of(state)
    loose = replace(e.subject, relation=None)
    problems = [f"#{t} is not a legal target: it must be {loose.describe()} (CR 115.1, "
                "601.2c)" for t in targets
                if t not in chars or not matches(loose, t, chars[t], SelectContext(None, who))]
    if len(set(targets)) != len(targets):
        problems.append("the same creature is chosen twice for one word \"target\" "
                        "(CR 601.2c)")
    if problems:
        raise IllegalActionError(f"cast {card.name}", problems)


def _legal_now(state: GameState, t: int, sel: Selector, who: str) -> bool:
    chars = characteristics_of(state)
    loose = replace(sel, relation=None, excluded=None)
    return t in chars and matches(loose, t, chars[t], SelectContext(None, who))


def resolve_copy_spell_effect(state: GameState, e: object, card: Card, item: StackItem,
                              chooser: Chooser) -> GameState:
    """Carry out an instruction :func:`owns_effect` accepts as the spell resolves (608.2)."""
    who = item.controller
    if not isinstance(e, BecomeCopy):
        return _on_first_target(state, e, card, item)
    if e.choose_subtype is not None:
        return _chosen_type(state, e, card, item, chooser)
    if e.any_number:
        return _each_target(state, e, card, item, chooser)
    sels = _target_selectors(card)
    subject = item.object_targets[0] if item.object_targets else None
    if subject is None or not _legal_now(state, subject, sels[0][0], who):
        return state.logged("copy", card.name, "its first target is gone or illegal: "
                            "nothing becomes a copy", "608.2b")
    if len(item.object_targets) < 2:
        return state.logged("copy", card.name, "no second target was chosen: nothing "
                            "becomes a copy", "601.2c")
    original = item.object_targets[1]
    if original == subject or not _legal_now(state, original, e.original, who):
        return state.logged("copy", card.name, "its second target is gone or illegal: "
                            "nothing becomes a copy", "608.2b")
    return start_copy_effect(state, subject, original, who, card.name,
                             duration=e.duration, exceptions=e.exceptions)


def _chosen_type(state: GameState, e: BecomeCopy, card: Card, item: StackItem,
                 chooser: Chooser) -> GameState:
    who = item.controller
    assert e.choose_subtype is not None
    options = _CHOICES.get(e.choose_subtype)
    if options is None:
        raise UnsupportedError(f"{card.name}: choosing a {e.choose_subtype}")
    if not item.object_targets or item.object_targets[0] not in state.permanents:
        raise ChoiceRequired(f"a target for {card.name}; pass targets=")
    original = item.object_targets[0]
    chosen = chooser.pick(f"a {e.choose_subtype} for {card.name} (CR 608.2d)", list(options))
    state = state.logged("choice", card.name, f"{who} chooses {chosen}", "608.2d")
    chars = characteristics_of(state)
    ctx = SelectContext(None, who)
    sel = replace(e.subject, subtypes=(chosen,))
    subjects = sorted(i for i, c in chars.items() if matches(sel, i, c, ctx))
    for pid in subjects:  # the lands of that type now (611.2c)
        state = start_copy_effect(state, pid, original, who, card.name,
                                  duration=e.duration, exceptions=e.exceptions)
    if e.gains and subjects:
        eid, state = state.take_id()
        ts, state = state.take_timestamp()
        grant = GrantAbilities(Selector(relation=Relation.THAT), e.gains,
                               granted=e.gained)
        state = state.evolve(effects=(*state.effects, EffectRecord(
            eid, None, card.name, who, grant, ts, frozenset(subjects), "end of turn",
            rule="611.2c, 613.1f", origin_text=card.oracle_text)))
        state = state.logged("effect", card.name, f"{len(subjects)} land(s) gain "
                             f"{', '.join(e.gains).lower()} until end of turn", "613.1f")
    return state


def _each_target(state: GameState, e: BecomeCopy, card: Card, item: StackItem,
                 chooser: Chooser) -> GameState:
    """ "Choose a creature on the battlefield. Any number of target creatures you control
    each become a copy of that creature": with targets, all now illegal, the spell
    doesn't resolve (608.2b); otherwise the creature is chosen as it resolves (608.2d)
    and each legal target becomes a copy of it (an illegal one is not affected)."""
    who = item.controller
    legal = [t for t in item.object_targets if _legal_now(state, t, e.subject, who)]
    if item.object_targets and not legal:
        return state.logged("copy", card.name, "all its targets are illegal: it doesn't "
                            "resolve", "608.2b")
    if e.original.relation is not Relation.CHOSEN:
        raise UnsupportedError(f"{card.name}: this copy effect's original is not modelled")
    chars = characteristics_of(state)
    ctx = SelectContext(None, who)
    sel = replace(e.original, relation=None)
    options = {i: c.name for i, c in chars.items() if matches(sel, i, c, ctx)}
    if not options:
        return state.logged("copy", card.name, "there is no creature to choose: nothing "
                            "becomes a copy", "608.2d")
    original = chooser.pick_permanent(f"the creature to copy ({sel.describe()}; CR "
                                      "608.2d)", options)
    for pid in legal:
        if pid != original:  # a copy of itself would change nothing (707.2)
            state = start_copy_effect(state, pid, original, who, card.name,
                                      duration=e.duration, exceptions=e.exceptions)
    return state


def _on_first_target(state: GameState, e: object, card: Card, item: StackItem) -> GameState:
    """ "Target creature you control gains hexproof until end of turn. Untap that
    creature." of a spell with a second copy target: the first target only, and nothing
    if it became illegal (608.2b); the gain ends in the cleanup step (514.2, 611.2)."""
    who = item.controller
    sels = _target_selectors(card)
    first = item.object_targets[0] if item.object_targets else None
    if first is None or not _legal_now(state, first, sels[0][0], who):
        return state.logged("effect", card.name, "its first target is gone or illegal: it "
                            "is not affected", "608.2b")
    if isinstance(e, Untap) and e.selector.relation in (Relation.TARGET, Relation.THAT):
        if not state.permanents[first].tapped:
            return state
        return untap_permanent(state, first, f"untapped by {card.name}", "701.26b")
    if isinstance(e, Lasting) and isinstance(e.effect, GrantAbilities):
        e = e.effect  # "gains hexproof until end of turn" (611.2a)
    if isinstance(e, GrantAbilities) and e.selector.relation is Relation.TARGET and \
            e.condition is None:
        eid, state = state.take_id()
        ts, state = state.take_timestamp()
        state = state.evolve(effects=(*state.effects, EffectRecord(
            eid, None, card.name, who, e, ts, frozenset({first}), "end of turn",
            rule="611.2, 613.1f", origin_text=card.oracle_text)))
        return state.logged("effect", characteristics_of(state)[first].name,
                            f"gains {', '.join(e.abilities).lower()} until end of turn",
                            "611.2, 613.1f")
    raise UnsupportedError(f"{card.name}: mtglab can't carry out {type(e).__name__} of "
                           "this spell yet")
