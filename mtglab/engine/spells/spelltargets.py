"""The targets of an instant, sorcery or Aura spell as it is cast and as it resolves
(CR 115.1, 601.2c, 303.4a, 608.2b): which are legal, which instruction each belongs to."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from mtglab.cards.castcosts import CAST_COSTS
from mtglab.cards.effects import (
    BecomeCopy,
    CounterSpell,
    ExileCards,
    Relation,
    Selector,
    StaticModifier,
)
from mtglab.cards.model import Card
from mtglab.engine.characteristics.layers import Characteristics, characteristics_of
from mtglab.engine.characteristics.protection import protection_from
from mtglab.engine.characteristics.selectors import CardLooks, SelectContext, matches
from mtglab.engine.effects.general import is_general, is_spell_rule, performs
from mtglab.engine.effects.mixed import target_words
from mtglab.engine.resolution.countering import counterable_spells
from mtglab.engine.resolution.triggers import trigger_legal_targets
from mtglab.engine.spells.copyspells import owns_effect
from mtglab.engine.state import BaseValues, GameState, StackItem
from mtglab.errors import ChoiceRequired, IllegalActionError, UnsupportedError


def spell_looks(card: Card, who: str) -> CardLooks:
    """A spell's characteristics: its card's (112.3), for protection (702.16b, e)."""
    return CardLooks(BaseValues.of_card(card), who)


def legal_targets(state: GameState, sel: Selector, who: str, card: Card | None = None,
                   ) -> tuple[dict[int, Characteristics], list[int]]:
    """The permanents a spell's "target ..." may choose (CR 115.1), with everyone's
    characteristics for messages; not those with protection from the spell ``card``
    (702.16b)."""

    chars = characteristics_of(state)
    ctx = SelectContext(None, who)
    looks = spell_looks(card, who) if card is not None else None
    return chars, [pid for pid, c in chars.items()
                   if matches(sel, pid, c, ctx, tapped=state.permanents[pid].tapped,
                              is_token=state.permanents[pid].is_token)
                   and (looks is None or protection_from(state, pid, looks) is None)]


def spell_target_problems(state: GameState, card: Card, who: str,
                           targets: Sequence[int]) -> None:
    """An instant or sorcery's targets are chosen as it is cast, and each must be
    legal (CR 601.2c, 115.1): checked when its text has one kind of target."""

    sels = {sel for a in card.abilities if a.kind.value == "spell" and a.supported
            for e in a.effects
            for sel in _target_selectors(e)}
    if len(sels) != 1 or any(target_words(e) and not _target_selectors(e)
                             for e in _instructions(card)):
        return  # none, or several kinds ("target creature" and "any target"): checked
        # as it resolves
    counter = _counter_effect(card)
    if counter is not None:
        _counter_target_problems(state, card, who, targets, counter)
        return
    sel = replace(next(iter(sels)), relation=None)
    if sel.zone == "graveyard":  # a card in a graveyard (115.1, 601.2c)
        _graveyard_target_problems(state, card, who, targets, sel)
        return
    chars, legal = legal_targets(state, sel, who, card)
    if _any_number(card):  # "any number of target ...": as many as announced (601.2c)
        if len(set(targets)) != len(targets):
            raise IllegalActionError(f"cast {card.name}", [
                "the same object can't be chosen twice for one word 'target' (CR 601.2c)"])
    elif not targets:
        raise ChoiceRequired(f"the target of {card.name} ({sel.describe()}; CR 601.2c); "
                             "pass targets=", [f"{chars[p].name} #{p}" for p in legal])
    bad = [t for t in targets if t not in legal]
    if bad:
        raise IllegalActionError(f"cast {card.name}", [
            f"#{t} is not a legal target: it must be {sel.describe()} (CR 115.1, 601.2c)"
            for t in bad])


def _target_selectors(e: object) -> list[Selector]:
    """The selectors of an older instruction's words "target" (115.1)."""
    return [sel for sel in (getattr(e, "selector", None), getattr(e, "original", None),
                            getattr(e, "subject", None))
            if isinstance(sel, Selector) and sel.relation is Relation.TARGET]


def _any_number(card: Card) -> bool:
    """Whether the spell's target is "any number of target ..." (601.2c: none too)."""
    return any(isinstance(e, ExileCards) and e.any_number for a in card.abilities
               if a.kind.value == "spell" and a.supported for e in a.effects)


def _graveyard_target_problems(state: GameState, card: Card, who: str,
                               targets: Sequence[int], sel: Selector) -> None:
    """A spell's "target creature card from your graveyard": a card there of that kind
    (CR 115.1, 601.2c)."""
    ability = next(a for a in card.abilities if a.kind.value == "spell" and a.supported and
                   any(getattr(e, "selector", None) == sel or
                       replace(getattr(e, "selector", sel), relation=None) == sel
                       for e in a.effects))
    legal = trigger_legal_targets(state, ability, None, who)
    names = {g.id: g.name for gs in state.graveyards.values() for g in gs}
    if not targets:
        raise ChoiceRequired(f"the target of {card.name} ({sel.describe()} in "
                             f"{'your' if sel.controller.value == 'you' else 'a'} graveyard; "
                             "CR 601.2c); pass targets=", [f"{names[i]} #{i}" for i in legal])
    bad = [t for t in targets if t not in legal]
    if bad or len(targets) != 1:
        raise IllegalActionError(f"cast {card.name}", [
            f"it targets one card: {sel.describe()} in a graveyard it may choose (CR 115.1, "
            f"601.2c); legal: {[f'{names[i]} #{i}' for i in legal]}"])


def _counter_effect(card: Card) -> CounterSpell | None:
    """The "counter target ... spell" instruction of an instant or sorcery, or None."""
    return next((e for a in card.abilities if a.kind.value == "spell" and a.supported
                 for e in a.effects if isinstance(e, CounterSpell)), None)


def _counter_target_problems(state: GameState, card: Card, who: str,
                             targets: Sequence[int], counter: CounterSpell) -> None:
    """A counterspell targets one spell on the stack of the kind it names (CR 115.1,
    601.2c, 202.3e)."""
    legal = counterable_spells(state, counter, SelectContext(None, who))
    names = {i.id: i.name for i in state.stack}
    what = counter.selector.describe() + (f" with mana value {counter.max_mana_value} or "
                                          "less" if counter.max_mana_value is not None
                                          else "")
    if not targets:
        raise ChoiceRequired(f"the target spell of {card.name} ({what}; CR 601.2c); pass "
                             "targets=", [f"{names[i]} #{i}" for i in legal])
    if len(targets) != 1 or targets[0] not in legal:
        raise IllegalActionError(f"cast {card.name}", [
            f"it targets one spell on the stack: {what} (CR 115.1, 601.2c); legal: "
            f"{[f'{names[i]} #{i}' for i in legal]}"])


def counter_targets_gone(state: GameState, card: Card, item: StackItem) -> bool:
    """Whether every target of a counterspell is illegal as it would resolve (608.2b):
    its spell has left the stack or no longer fits."""
    counter = _counter_effect(card)
    if counter is None or not item.object_targets:
        return False
    legal = counterable_spells(state, counter, SelectContext(None, item.controller))
    return not any(t in legal for t in item.object_targets)


def aura_target_problems(state: GameState, card: Card, who: str,
                          targets: Sequence[int]) -> None:
    """An Aura spell targets what it can enchant (CR 303.4a, 702.5a, 115.1b)."""

    sel = next((e.selector for a in card.abilities if a.supported for e in a.effects
                if isinstance(e, StaticModifier) and e.kind == "enchant"), None)
    if sel is None:
        raise UnsupportedError(f"what {card.name} can enchant is not understood")
    chars, legal = legal_targets(state, sel, who, card)
    if not targets:
        raise ChoiceRequired(f"the target of the Aura spell {card.name} (CR 303.4a); "
                             "pass targets=", [f"{chars[p].name} #{p}" for p in legal])
    if len(targets) != 1 or targets[0] not in legal:
        raise IllegalActionError(f"cast {card.name}", [
            f"an Aura spell targets one object it could enchant (CR 303.4a, 115.1b); "
            f"legal: {[f'{chars[p].name} #{p}' for p in legal]}"])


def _instructions(card: Card) -> list[Any]:
    return [e for a in card.abilities if a.kind.value == "spell" and a.supported
            for e in a.effects if not is_spell_rule(e)]


def several_targeted(card: Card) -> list[int] | None:
    """The words "target" of each older instruction of a spell (in text order) when two
    or more of its instructions target (the modes of a Command, 700.2c), else None."""
    words = [target_words(e) for e in _instructions(card)]
    return words if sum(1 for n in words if n) > 1 else None


def targets_by_instruction(card: Card, item: StackItem) -> dict[int, StackItem]:
    """Each older instruction of a spell with several instructions that target (the
    modes of a Command, 700.2c), with only its own targets: the flat list read in the
    order of the text, each taking as many as it has words "target" (601.2c, as
    :func:`~mtglab.engine.effects.mixed.perform_within` reads it for general ones); one without
    a target with those of the last that had one ("that land", 608.2c)."""
    words = several_targeted(card)
    if words is None or sum(words) != len(item.targets) or any(
            isinstance(e, BecomeCopy) or owns_effect(e, card) for e in _instructions(card)):
        return {}  # a copy effect's targets are engine.copyspells' (707.4)
    out: dict[int, StackItem] = {}
    at = 0
    last: StackItem | None = None
    for e, n in zip(_instructions(card), words, strict=True):
        if n:
            last = replace(item, targets=item.targets[at:at + n])
        if not performs(e) and last is not None:  # "that land": the last named (608.2c)
            out[id(e)] = last
        at += n
    return out


def instructions_of(card: Card) -> tuple[Any, ...] | None:
    """The instructions of an instant or sorcery when :mod:`mtglab.engine.effects.perform` plays
    them all (CR 608.2), else None."""
    effects = tuple(e for a in card.abilities if a.kind.value == "spell" and a.supported
                    for e in a.effects if not isinstance(e, CAST_COSTS))  # paid as cast
    return effects if is_general(effects) and all(
        a.supported for a in card.abilities if a.kind.value == "spell") else None
