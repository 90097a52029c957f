"""The one-shot effects of the combat copy records (read by the grammar,
grammar/source_copies.lark) as a triggered ability resolves (CR 608.2, 707.4, 611.2c).

:func:`carry_out_combat` is asked by :func:`mtglab.engine.effects.oneshot.carry_out` first; it
carries out

* :class:`~mtglab.cards.effects.BecomeCopyOfSource` — "that creature becomes a copy of
  ~" (Permeating Mass: the creature it dealt combat damage to, 510.3a) and "if it's a
  creature, it becomes a copy of ~; if it's a land, it becomes an Island in addition to
  its other types" (The Flood of Mars: its target, checked as it resolves, 608.2c);
* :class:`~mtglab.cards.effects.BoostAndAttack` — "~ and that creature each get +2/+0
  and gain haste until end of turn and attack this turn if able" (Gogo): effects
  locked to those two creatures (611.2c), ending in the cleanup step (514.2), the last
  a requirement of the declaration of attackers (508.1d);
* :class:`~mtglab.cards.effects.RevealUntilCopy` — "target opponent reveals cards from
  the top of their library until they reveal a creature card. ~ becomes a copy of that
  card until end of turn. Then that player puts all cards revealed this way on the
  bottom of their library in a random order." (Nascent Metamorph): a card's copiable
  values are its printed ones (707.2); the random order is not a player's choice, and
  mtglab keeps the order they were revealed in (as it does for a shuffle, 701.20);
* :class:`~mtglab.cards.effects.ExileAndCopy` — "exile another target nontoken
  creature. If you do, ~ becomes a copy of that creature until end of turn. Return the
  exiled card ... at the beginning of the next end step." (Identity Thief): the copy is
  of the creature as it last existed on the battlefield (608.2h, 707.2); the card is
  linked to the source (607.2a) until :func:`mtglab.engine.game.combat.end_step_returns`
  makes the delayed trigger (603.7) whose
  :class:`~mtglab.cards.effects.ReturnCopiedCard` returns it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from mtglab.cards.effects import (
    AddLandTypes,
    AttacksIfAble,
    BecomeCopyOfSource,
    BoostAndAttack,
    Effect,
    ExileAndCopy,
    GrantAbilities,
    ModifyPT,
    Relation,
    ReturnCopiedCard,
    RevealUntilCopy,
    Selector,
)
from mtglab.cards.keywordcounters import keyword_ability
from mtglab.cards.model import Ability
from mtglab.engine.characteristics.copies import start_copy_effect
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.choices import Chooser
from mtglab.engine.game.zones import card_zone, leave_battlefield
from mtglab.engine.spells.spellentering import card_entering, put_onto_battlefield
from mtglab.engine.state import BaseValues, CopyEffect, EffectRecord, GameState
from mtglab.engine.wording import does, possessive
from mtglab.errors import UnsupportedError

__all__ = ["carry_out_combat"]

_LOCKED = Selector(relation=Relation.TARGET)  # the objects of the record's ``affected``


def _record(state: GameState, pid: int, who: str, source_name: str, effect: Any,
            affected: frozenset[int], duration: str | None, rule: str,
            ability: Ability) -> GameState:
    eid, state = state.take_id()
    ts, state = state.take_timestamp()
    index = next((i for i, e in enumerate(ability.effects) if e == effect), 0)
    rec = EffectRecord(eid, pid, source_name, who, effect, ts, affected, duration,
                       rule=rule, origin_text=ability.text, origin_index=index)
    return state.evolve(effects=(*state.effects, rec))


def _become_copy_of_source(state: GameState, e: BecomeCopyOfSource, pid: int, who: str,
                           targets: Sequence[int], source_name: str,
                           ability: Ability) -> GameState:
    chars = characteristics_of(state)
    for oid in [t for t in targets if t in chars]:
        c = chars[oid]
        if e.if_type is None or e.if_type in c.types:
            if pid not in state.permanents:
                raise UnsupportedError(
                    f"{source_name}: a copy of a permanent that has left the battlefield "
                    "uses its last known copiable values (CR 707.2, 608.2h), which mtglab "
                    "doesn't keep")
            state = start_copy_effect(state, oid, pid, who, c.name)  # 707.4, 613.2a
        elif e.or_land_type and "Land" in c.types:
            state = _record(state, pid, who, source_name,
                            AddLandTypes(_LOCKED, (e.or_land_type,)), frozenset({oid}),
                            None, "611.2c, 613.1d, 305.7", ability)
            state = state.logged("effect", c.name, f"becomes an {e.or_land_type} in addition "
                                 "to its other types", "613.1d, 305.7")
    return state


def _boost(state: GameState, e: BoostAndAttack, pid: int, who: str, targets: Sequence[int],
           source_name: str, ability: Ability) -> GameState:
    chars = characteristics_of(state)
    them = frozenset(o for o in (pid, *targets) if o in chars)
    if not them:
        return state
    state = _record(state, pid, who, source_name, ModifyPT(_LOCKED, e.power, e.toughness),
                    them, "end of turn", "611.2c, 613.4c", ability)
    if e.keywords:
        state = _record(state, pid, who, source_name, GrantAbilities(
            _LOCKED, e.keywords, granted=tuple(keyword_ability(k) for k in e.keywords)),
                        them, "end of turn", "611.2c, 613.1f", ability)
    if e.must_attack:
        state = _record(state, pid, who, source_name, AttacksIfAble(), them, "end of turn",
                        "611.2c, 508.1d", ability)
    names = " and ".join(chars[o].name for o in sorted(them))
    gains = f" and gain {', '.join(k.lower() for k in e.keywords)}" if e.keywords else ""
    must = "; they attack this turn if able" if e.must_attack else ""
    return state.logged("effect", source_name, f"{names} get {e.power:+d}/{e.toughness:+d}"
                        f"{gains} until end of turn{must}", "611.2c, 613.4c, 508.1d")


def _reveal_until_copy(state: GameState, e: RevealUntilCopy, pid: int, who: str,
                       source_name: str) -> GameState:
    foes = state.opponents(who)
    if len(foes) != 1:
        raise UnsupportedError(f"{source_name}: 'target opponent' among several opponents "
                               "(CR 115.1) is not chosen by mtglab")
    foe = foes[0]
    library = tuple(state.libraries.get(foe, ()))
    revealed = []
    found = None
    for entry in library:
        revealed.append(entry)
        if entry.card is not None and "Creature" in entry.card.types:
            found = entry
            break
    shown = ", ".join(x.name for x in revealed) or "nothing (an empty library)"
    state = state.logged("reveal", foe, f"reveals {shown}", "701.20a")
    if found is not None and found.card is not None and pid in state.permanents:
        values = BaseValues.of_card(found.card)  # a card's copiable values (707.2)
        eid, state = state.take_id()
        ts, state = state.take_timestamp()
        rec = EffectRecord(eid, pid, source_name, who, CopyEffect(values, None, values.name),
                           ts, frozenset({pid}), e.duration, rule="707.2, 707.4, 613.2a")
        state = state.evolve(effects=(*state.effects, rec))
        state = state.logged("copy", source_name, f"becomes a copy of {values.name} until "
                             "end of turn; it doesn't enter or leave the battlefield",
                             "707.4, 707.2")
    if revealed:
        rest = library[len(revealed):]
        state = state.evolve(libraries={**state.libraries, foe: (*rest, *revealed)})
        state = state.logged("library", foe, f"puts the {len(revealed)} revealed card(s) on "
                             f"the bottom of {possessive(foe)} library; the order is random, "
                             "mtglab keeps the order they were revealed in", "701.20a, 401.4")
    return state


def _exile_and_copy(state: GameState, e: ExileAndCopy, pid: int, who: str,
                    targets: Sequence[int], chooser: Chooser, source_name: str,
                    ability: Ability) -> GameState:
    target = next((t for t in targets if t in state.permanents), None)
    if target is None:
        return state  # the target is gone: nothing to exile (608.2b)
    name = characteristics_of(state)[target].name
    if e.optional and not chooser.pick(f"whether to exile {name} (you may)", [True, False]):
        return state.logged("choice", source_name, f"{does(who, 'chooses')} not to", "603.5")
    before = state
    exiled = {c.id for c in state.exile}
    state = leave_battlefield(state, target, "exile", f"exiled by {source_name}", "406.3")
    new = [c.id for c in state.exile if c.id not in exiled and c.id is not None]
    if not new:
        return state  # a token ceased to exist (111.7): no card returns
    # linked to the source until the delayed trigger returns it (603.7a, 607.2a)
    state = _record(state, pid, who, source_name, e, frozenset(new), None, "603.7a, 607.2a",
                    ability)
    if pid not in state.permanents:
        return state.logged("copy", source_name, "it has left the battlefield: nothing "
                            "becomes a copy", "400.7")
    # "if you do": the copy of the creature as it last existed on the battlefield (608.2h)
    copied = start_copy_effect(before, pid, target, who, source_name, duration=e.duration)
    rec = copied.effects[-1]
    eid, state = state.take_id()
    ts, state = state.take_timestamp()
    state = state.evolve(effects=(*state.effects, replace(rec, id=eid, timestamp=ts)))
    return state.logged("copy", source_name, f"becomes a copy of {name} (as it last existed "
                        "on the battlefield) until end of turn", "707.4, 608.2h")


def _return_that_card(state: GameState, targets: Sequence[int], chooser: Chooser,
                      source_name: str) -> GameState:
    """The exiled card returns to the battlefield under its owner's control, a new object
    (400.7) entering as any permanent does (614.12)."""
    cid = targets[0] if targets else None
    found = card_zone(state, cid) if cid is not None else None
    if cid is None or found is None or found[1] != "exile":
        return state.logged("return", source_name, "the exiled card has left exile: the "
                            "ability can't find it", "400.7")
    entry, item, state = card_entering(state, cid, found[0])  # its owner's control
    state = put_onto_battlefield(state, item, chooser, rule="603.7, 400.7")
    return state.logged("enters", entry.name, f"returns to the battlefield under "
                        f"{possessive(entry.owner)} control ({source_name}'s delayed "
                        "trigger)", "603.7, 400.7")


def carry_out_combat(state: GameState, effect: Effect, *, pid: int, who: str,
                     paid: Mapping[str, Any], targets: Sequence[int], chooser: Chooser,
                     source_name: str, ability: Ability) -> GameState | None:
    """Carry out one of the combat copy records (see the module
    docstring), or None for any other effect. ``targets``: the ability's targets, or the
    object its trigger event named ("that creature")."""
    del paid  # the same signature as the other one-shot effects
    match effect:
        case BecomeCopyOfSource():
            return _become_copy_of_source(state, effect, pid, who, targets, source_name,
                                          ability)
        case BoostAndAttack():
            return _boost(state, effect, pid, who, targets, source_name, ability)
        case RevealUntilCopy():
            return _reveal_until_copy(state, effect, pid, who, source_name)
        case ExileAndCopy():
            return _exile_and_copy(state, effect, pid, who, targets, chooser, source_name,
                                   ability)
        case ReturnCopiedCard():
            return _return_that_card(state, targets, chooser, source_name)
    return None
