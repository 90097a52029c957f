"""One-shot effects of triggered abilities as they resolve (CR 608.2, 610.3, 701).

:func:`carry_out` plays the effects of a resolving triggered ability that
:mod:`mtglab.engine.activating.activation` doesn't: destroying (701.8), exiling (406.3) — "until ~
leaves the battlefield" too (610.3) —, returning to a hand or from a graveyard,
gaining control (613.1b, 611.2), tapping and untapping (701.26), counters on other
objects (122.1), and the players a trigger names ("that player", "each opponent");
paying as it resolves ("you may pay {1}. If you do", energy, "When you do": 608.2d,
603.12), revealing the top card of a library (701.20a), milling and exiling from among
the milled cards (701.17a), a condition in the middle of the text
(608.2c), and copies of what the ability named — a creature that died by its last known
information (608.2h), a card in a zone, a permanent chosen as it resolves, each other
token (707.2, 707.4) — and token copies (111.1).
Targets were chosen as the ability went on the stack (603.3d); a target that is no
longer legal is left alone (608.2b). Cards exiled with a permanent by its triggered
ability are linked to it (607.2a): an effect record with the exiled card's id, which
"return the exiled card" (Oblivion Ring) reads and which brings the card back when its
source leaves if it was exiled "until" that (610.3c, :func:`before_priority`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from mtglab.cards.ability import AbilityKind, Trigger, TriggerEvent
from mtglab.cards.effects import (
    BecomeCopy,
    ChooseExiledCard,
    CounterSpell,
    CreateTokenCopy,
    DealDamage,
    Destroy,
    DoesntUntap,
    DrawCards,
    EachSacrifices,
    Effect,
    EntersWithCounters,
    ExileCards,
    ExileFromGraveyard,
    ExileMilled,
    ExileUntilLeaves,
    GainControl,
    GainLife,
    GrantAbilities,
    IfHolds,
    IfThatCard,
    LoseLife,
    MayDo,
    MayPay,
    Mill,
    OthersBecomeCopy,
    PutCounters,
    PutThatCard,
    Relation,
    RemoveCounters,
    ReturnExiled,
    ReturnFromGraveyard,
    ReturnThatCard,
    ReturnToHand,
    RevealTop,
    SacrificeSelf,
    SearchLibrary,
    Selector,
    TapPermanents,
    TurnFaceDown,
    Untap,
)
from mtglab.cards.instructions import Duration
from mtglab.cards.model import Ability
from mtglab.engine.characteristics.control import track_control
from mtglab.engine.characteristics.copies import apply_exceptions, start_copy_effect
from mtglab.engine.characteristics.facedown import turn_face_down
from mtglab.engine.characteristics.layers import characteristics_of, copiable_of
from mtglab.engine.characteristics.selectors import SelectContext, matches
from mtglab.engine.choices import Chooser
from mtglab.engine.effects.attach import copy_onto_others, copy_while_attached
from mtglab.engine.effects.chosenone import one_chosen
from mtglab.engine.effects.combateffects import carry_out_combat
from mtglab.engine.effects.damage import gain_life
from mtglab.engine.effects.daynight import keep_bound
from mtglab.engine.effects.destruction import destroy
from mtglab.engine.effects.durations import control_watch, end_expired
from mtglab.engine.effects.exilecounters import exile_cards
from mtglab.engine.effects.heldtapped import held_untapped
from mtglab.engine.effects.life import lose_life
from mtglab.engine.effects.referents import left_card_in
from mtglab.engine.effects.searching import search_library
from mtglab.engine.effects.tokencopies import create_token_copies
from mtglab.engine.effects.triggered import carry_out_triggered
from mtglab.engine.effects.wasdone import was_done
from mtglab.engine.events.counters import put_counters, remove_counters
from mtglab.engine.events.creating import Creation, TokenKind, create_tokens
from mtglab.engine.game.turns import untap_permanent
from mtglab.engine.game.zones import (
    card_zone,
    leave_battlefield,
    move_card,
    move_to_graveyard,
    moved_card,
    zone_cards,
)
from mtglab.engine.mana.production import ProductionContext, amount_value, condition_holds
from mtglab.engine.payment import pay_from_pool
from mtglab.engine.resolution.countering import counter_spell
from mtglab.engine.resolution.delayed import draw_cards
from mtglab.engine.resolution.triggers import (
    TRIGGER_KIND,
    PendingTrigger,
    intervening_if_holds,
    put_triggers_on_stack,
    target_selector,
    trigger_legal_targets,
    triggered_by_tapping,
    triggered_reflexively,
)
from mtglab.engine.spells.spellentering import (
    card_entering,
    entering_paid,
    put_onto_battlefield,
    return_that_card,
)
from mtglab.engine.spells.spelltriggers import each_sacrifices, spell_enters_with
from mtglab.engine.state import BaseValues, CopyEffect, EffectRecord, GameState, StackItem
from mtglab.engine.wording import does, possessive
from mtglab.errors import UnsupportedError

__all__ = ["before_priority", "carry_out", "counter_spell", "doesnt_resolve",
           "return_exiled_until"]


# ---------------------------------------------------------------------------- resolving


def doesnt_resolve(state: GameState, item: StackItem) -> GameState | None:
    """The state where a triggered ability is removed without effect as it would
    resolve — its intervening "if" no longer holds (603.4) or its only target is
    illegal now (608.2b) — or None when it resolves."""
    if item.kind != TRIGGER_KIND or item.ability is None:
        return None
    a = item.ability
    if not intervening_if_holds(state, a, item.source_id, item.controller, dict(item.paid)):
        return state.logged("doesn't resolve", item.name, "its 'if' clause no longer holds, "
                            "so it does nothing", "603.4")
    if item.targets and target_selector(a) is not None and not any(
            t in trigger_legal_targets(state, a, item.source_id, item.controller,
                                       dict(item.paid).get("that"))
            for t in item.targets):
        return state.logged("doesn't resolve", item.name, "its target is illegal now, so it "
                            "is removed from the stack", "608.2b")
    return None


def _players(state: GameState, who: str, spec: str, paid: Mapping[str, Any]) -> list[str]:
    if spec == "that player":
        return [str(paid.get("that_player") or who)]
    if spec == "each opponent":
        return list(state.opponents(who))
    if spec == "each player":
        return list(state.player_names)
    return [who]


def _objects(state: GameState, sel: Selector, pid: int, who: str,
             targets: Sequence[int]) -> list[int]:
    """The permanents an effect's selector names now: its target(s) still on the
    battlefield (608.2b), "that" object, the source, or every matching permanent."""
    chars = characteristics_of(state)
    perm = state.permanents.get(pid)
    if sel.relation in (Relation.TARGET, Relation.THAT):
        return [t for t in targets if t in chars]
    ctx = SelectContext(pid, who, attached_to=perm.attached_to if perm else None)
    if sel.relation is Relation.SELF:
        return [pid] if pid in chars else []
    if sel.relation in (Relation.ENCHANTED, Relation.EQUIPPED):
        return [perm.attached_to] if perm and perm.attached_to in chars else []
    return [oid for oid, c in sorted(chars.items())
            if matches(sel, oid, c, ctx, tapped=state.permanents[oid].tapped,
                       is_token=state.permanents[oid].is_token,
                       counters=dict(state.permanents[oid].counters))]


def _link(state: GameState, e: Effect, pid: int, who: str, source_name: str,
          ability: Ability, card_id: int, rule: str) -> GameState:
    """Link a card exiled by the source's ability to the source (607.2a, 610.3)."""
    eid, state = state.take_id()
    ts, state = state.take_timestamp()
    index = _index(ability, e)
    rec = EffectRecord(eid, pid, source_name, who, e, ts, frozenset({card_id}), None,
                       rule=rule, origin_text=ability.text, origin_index=index)
    return state.evolve(effects=(*state.effects, rec))


def _exile_permanent(state: GameState, oid: int, why: str) -> tuple[GameState, int | None]:
    """Exile a permanent; the id of the card in exile (None for a token, 111.7)."""
    before = {c.id for c in state.exile}
    state = leave_battlefield(state, oid, "exile", why, "406.3")
    new = [c.id for c in state.exile if c.id not in before and c.id is not None]
    return state, (new[0] if new else None)


def _onto_battlefield(state: GameState, card_id: int, controller: str, chooser: Chooser,
                      *, tapped: bool = False, why: str, rule: str,
                      counters: tuple[tuple[str, int], ...] = ()) -> GameState:
    """Put a card from a zone onto the battlefield under ``controller``: it enters as a
    new object (400.7), with ``counters`` if the instruction says so (614.1c), its
    replacement effects applied and its abilities triggering."""
    entry, item, state = card_entering(  # its owner kept (108.3)
        state, card_id, controller, entering_paid(counters=counters))
    before = set(state.permanents)
    state = put_onto_battlefield(state, item, chooser, rule=rule)
    for pid in sorted(set(state.permanents) - before):
        if tapped:
            state = state.with_permanent(replace(state.permanents[pid], tapped=True))
        state = state.logged("enters", entry.name, why, rule)
    return state


def _return_linked(state: GameState, pid: int, chooser: Chooser, *,
                   until_only: bool) -> GameState:
    """Return the cards linked to ``pid`` by exiling (607.2a) — only those exiled
    "until" it leaves if ``until_only`` (610.3c) — to the battlefield under their
    owners' control."""
    links = [r for r in state.effects if r.source_id == pid and (
        isinstance(r.effect, ExileUntilLeaves) or
        (not until_only and isinstance(r.effect, ExileCards)))]
    if not links:
        return state
    state = state.evolve(effects=tuple(r for r in state.effects if r not in links))
    for r in links:
        for cid in sorted(r.affected):
            found = card_zone(state, cid)
            if found is None or found[1] != "exile":
                continue  # it has left exile: a new object the effect can't find (400.7)
            state = _onto_battlefield(state, cid, found[0], chooser,
                                      why="returns to the battlefield under its owner's "
                                      "control", rule="610.3c" if until_only else "607.2a")
    return state


def return_exiled_until(state: GameState, chooser: Chooser | None = None) -> GameState:
    """Cards exiled "until ~ leaves the battlefield" whose source has left return to the
    battlefield under their owners' control (610.3c)."""
    gone = {r.source_id for r in state.effects
            if isinstance(r.effect, ExileUntilLeaves) and r.source_id is not None and
            r.source_id not in state.permanents}
    for pid in sorted(gone):
        state = _return_linked(state, pid, chooser or Chooser(()), until_only=True)
    return state


def before_priority(state: GameState, chooser: Chooser | None = None) -> GameState:
    """What happens before a player receives priority after an action: the returns of
    :func:`return_exiled_until` (610.3c), then the pending triggered abilities go on
    the stack (603.3); first, the daybound and nightbound permanents follow day and night
    (702.145c-d, f-g: at once, not as state-based actions)."""
    state = keep_bound(state)
    state = end_expired(state)  # "for as long as" effects end at once (611.2b)
    return put_triggers_on_stack(return_exiled_until(state, chooser), chooser)


@dataclass(frozen=True)
class _Resolving:
    """What the handlers of :func:`carry_out` read about the resolving ability (608.2):
    its source, controller, payments and "that" objects, targets, chooser, and how the
    effects inside "you may" are carried out."""

    pid: int
    who: str
    paid: Mapping[str, Any]
    targets: Sequence[int]
    chooser: Chooser
    source_name: str
    ability: Ability
    then: Callable[[GameState, tuple[Effect, ...]], GameState]
    x: int | None
    ctx: ProductionContext

    def objects(self, state: GameState, sel: Selector) -> list[int]:
        """The permanents ``sel`` names now (:func:`_objects`)."""
        return _objects(state, sel, self.pid, self.who, self.targets)


def carry_out(state: GameState, effect: Effect, *, pid: int, who: str,
              paid: Mapping[str, Any], targets: Sequence[int], chooser: Chooser,
              source_name: str, ability: Ability,
              then: Callable[[GameState, tuple[Effect, ...]], GameState],
              x: int | None = None) -> GameState | None:
    """Carry out one effect of a resolving triggered ability (608.2), or None when
    :mod:`mtglab.engine.activating.activation` carries it out; ``then`` carries out effects
    inside "you may" the way the ability's other effects are."""
    ctx = ProductionContext(state, pid, who, x=x)
    if not targets and isinstance(paid.get("that"), int):  # "that land" (landfall)
        targets = (paid["that"],)
    done = carry_out_combat(state, effect, pid=pid, who=who, paid=paid, targets=targets,
                            chooser=chooser, source_name=source_name, ability=ability)
    if done is not None:  # engine.combateffects: the combat copy records
        return done
    done = carry_out_triggered(state, effect, pid=pid, who=who, paid=paid, targets=targets,
                               chooser=chooser, source_name=source_name, then=then)
    if done is not None:  # engine.triggered: payments offered, counters put or moved
        return done
    handler = _HANDLERS.get(type(effect))
    if handler is None:
        return None
    return handler(state, effect, _Resolving(pid, who, paid, targets, chooser, source_name,
                                             ability, then, x, ctx))


def _enters_with_counters(state: GameState, effect: EntersWithCounters,
                          r: _Resolving) -> GameState | None:
    """"That spell enters with counters": a replacement effect on the spell (614.1c)."""
    if effect.selector.relation is not Relation.THAT:
        return None
    return spell_enters_with(state, effect, spell_id=r.paid.get("that"), source_id=r.pid,
                             source_name=r.source_name, who=r.who, x=r.x)


def _each_sacrifices(state: GameState, effect: EachSacrifices, r: _Resolving) -> GameState:
    """"Each player sacrifices X creatures" (701.21a)."""
    return each_sacrifices(state, effect, spell_id=r.paid.get("that"),
                           source_name=r.source_name, chooser=r.chooser)


def _return_that_card(state: GameState, effect: ReturnThatCard, r: _Resolving) -> GameState:
    """A delayed trigger's "return that card" (603.7c)."""
    return return_that_card(state, effect, card_id=r.paid.get("that"),
                            source_name=r.source_name, chooser=r.chooser)


def _counter_spell(state: GameState, effect: CounterSpell, r: _Resolving) -> GameState:
    """"Counter target spell" (701.6a)."""
    return counter_spell(state, r.targets[0] if r.targets else None, r.source_name,
                         effect=effect, chooser=r.chooser)


def _may_do(state: GameState, effect: MayDo, r: _Resolving) -> GameState:
    """"You may ...": chosen as it resolves (603.5); "When you do, ..." triggers
    reflexively (603.12)."""
    if not r.chooser.pick(f"whether to {r.ability.text!r} (you may)", [True, False]):
        return state.logged("choice", r.source_name, f"{does(r.who, 'chooses')} not to",
                            "603.5")
    before = state
    state = r.then(state, effect.effects)
    if effect.when_done and was_done(before, state):  # only if it was done (603.12)
        state = triggered_reflexively(state, r.pid, r.source_name, r.who, effect.when_done,
                                      effect.when_text, this_ability=r.ability.text)
    return state


def _mill(state: GameState, effect: Mill, r: _Resolving) -> GameState:
    """Mill: the top cards, one by one, into the graveyard (701.17a); they are "the cards
    milled this way"."""
    n = amount_value(effect.amount, r.ctx)
    milled: list[int] = []
    for p in _players(state, r.who, effect.player, r.paid):
        for top in zone_cards(state, p, "library")[:n]:
            assert top.id is not None
            new, state = moved_card(state, top.id, "graveyard", "milled", "701.17a")
            milled.append(new)
    if isinstance(r.paid, dict):  # "the cards milled this way"
        r.paid["milled"] = (*r.paid.get("milled", ()), *milled)
    return state


def _may_pay_effect(state: GameState, effect: MayPay, r: _Resolving) -> GameState:
    """"You may pay ... If you do" (608.2d, 603.12): :func:`_may_pay`."""
    return _may_pay(state, effect, r.pid, r.who, r.chooser, r.source_name, r.ability, r.then)


def _reveal_top_effect(state: GameState, effect: RevealTop, r: _Resolving) -> GameState:
    """Reveal the top card of a library (701.20a): :func:`_reveal_top`."""
    return _reveal_top(state, effect, r.who, r.paid, r.chooser, r.source_name)


def _if_holds(state: GameState, effect: IfHolds, r: _Resolving) -> GameState:
    """A condition in the middle of the text, checked as it is followed (608.2c)."""
    if not condition_holds(effect.condition, r.ctx):
        return state.logged("effect", r.source_name, "its condition doesn't hold: that "
                            "part does nothing", "608.2c")
    return r.then(state, effect.effects)


def _if_that_card(state: GameState, effect: IfThatCard, r: _Resolving) -> GameState:
    """"If it's a creature card, ...": what "that card" is, checked as it resolves
    (608.2c)."""
    if not _that_card_is(state, r.paid, effect.types):
        return state.logged("effect", r.source_name, "the card it names isn't "
                            + (f"a {' '.join(effect.types).lower()} card" if
                               effect.types else "there") + ": nothing more happens",
                            "608.2c")
    return r.then(state, effect.effects)


def _exile_milled_effect(state: GameState, effect: ExileMilled, r: _Resolving) -> GameState:
    """Exile a card from among those milled (701.17a): :func:`_exile_milled`."""
    return _exile_milled(state, effect, r.who, r.paid, r.chooser, r.source_name)


def _exile_from_graveyard_effect(state: GameState, effect: ExileFromGraveyard,
                                 r: _Resolving) -> GameState:
    """Exile a card from a graveyard (406.3): :func:`_exile_from_graveyard`."""
    return _exile_from_graveyard(state, effect, r.who, r.paid, r.chooser, r.source_name)


def _choose_exiled_effect(state: GameState, effect: ChooseExiledCard,
                          r: _Resolving) -> GameState:
    """Choose a card from among those exiled (115.10): :func:`_choose_exiled`."""
    return _choose_exiled(state, effect, r.who, r.paid, r.chooser, r.source_name)


def _put_that_card(state: GameState, effect: PutThatCard, r: _Resolving) -> GameState:
    """Put "that card" into a zone: a new object there, "that card" still (400.7)."""
    cid = r.paid.get("that_card")
    if not isinstance(cid, int) or card_zone(state, cid) is None:
        return state
    new, state = moved_card(state, cid, effect.destination, f"put there by "
                            f"{r.source_name}'s ability", "400.7")
    if isinstance(r.paid, dict):
        r.paid["that_card"] = new
    return state


def _draw_cards(state: GameState, effect: DrawCards, r: _Resolving) -> GameState:
    """The players named draw cards (121.1)."""
    n = amount_value(effect.amount, r.ctx)
    for p in _players(state, r.who, effect.player, r.paid):
        state = draw_cards(state, p, n)
    return state


def _life_change(state: GameState, effect: GainLife | LoseLife | DealDamage,
                 r: _Resolving) -> GameState:
    """Gaining life (119.3, 119.9), losing it, and damage to players, which is life lost
    (119.2-119.3, 120.3a)."""
    cond = getattr(effect, "condition", None)
    if cond is not None and not condition_holds(cond, r.ctx):
        return state
    if isinstance(effect, GainLife) and effect.optional and not r.chooser.pick(
            "whether to gain the life (you may)", [True, False]):
        return state
    n = amount_value(effect.amount, r.ctx)
    spec = effect.to if isinstance(effect, DealDamage) else effect.player
    for p in _players(state, r.who, spec, r.paid):
        state = _one_life_change(state, effect, p, n, r.source_name)
    return state


def _one_life_change(state: GameState, effect: GainLife | LoseLife | DealDamage, p: str,
                     n: int, source_name: str) -> GameState:
    """One player gains ``n`` life (119.3, 119.9), loses it (119.3), or is dealt ``n``
    damage: life lost (119.2, 120.3a)."""
    if isinstance(effect, GainLife):  # 119.3, 119.9
        return gain_life(state, p, n, f" ({source_name})", "119.3")
    state = lose_life(state, p, n)  # 119.2-119.3: damage and loss are life lost
    if isinstance(effect, DealDamage):
        return state.logged("damage", source_name, f"deals {n} damage to {p}", "120.3a")
    return state.logged("life", source_name, does(p, "loses") + f" {n} life", "119.3")


def _sacrifice_unless(state: GameState, effect: SacrificeSelf,
                      r: _Resolving) -> GameState | None:
    """"Sacrifice it unless you <cost>": chosen and paid as it resolves (118.12,
    701.21)."""
    if not effect.unless:
        return None
    if r.pid not in state.permanents:
        return state
    kept = _pay_unless(state, effect, r.pid, r.who, r.chooser, r.source_name)
    if kept is not None:
        return kept
    return move_to_graveyard(state, r.pid, "sacrificed: the cost that would keep it "
                             "wasn't paid", "701.21, 118.12", sacrificed=True)


def _put_counters(state: GameState, effect: PutCounters, r: _Resolving) -> GameState | None:
    """Counters put on other objects (122.1); on the source itself, activation's way."""
    if effect.selector.is_self:
        return None
    n = amount_value(effect.amount, r.ctx)
    ids = one_chosen(state, r.objects(state, effect.selector), effect.selector, r.chooser,
                     r.who, f"to put {effect.counter} counters on")  # (608.2d)
    for oid in ids:
        state = put_counters(state, oid, effect.counter, n, r.who)
    return state


def _remove_counters(state: GameState, effect: RemoveCounters, r: _Resolving) -> GameState:
    """Counters removed as an effect (122.1): "... removed this way" counts them."""
    for oid in r.objects(state, effect.selector):
        perm = state.permanents[oid]
        have = perm.counter(effect.counter)
        n = have if effect.amount.kind == "all" else \
            min(have, amount_value(effect.amount, r.ctx))
        state = remove_counters(state, oid, effect.counter, n, r.who)
        state = state.logged("effect", characteristics_of(state)[oid].name,
                             f"{n} {effect.counter} counter(s) removed", "122.1")
        if oid == r.pid and isinstance(r.paid, dict):  # "... removed this way"
            r.paid["removed"] = int(r.paid.get("removed", 0)) + n
    return state


def _become_copy(state: GameState, effect: BecomeCopy, r: _Resolving) -> GameState | None:
    """"~ becomes a copy of ..." as a triggered ability resolves (707.4, 613.2a): of "that
    creature", onto others, while attached, of a target, of a permanent chosen now; None
    when activation's copy effect carries it out."""
    subject, original = effect.subject, effect.original
    if subject.excluded is Relation.THAT and original.relation is Relation.THAT:
        return copy_onto_others(state, effect, r.pid, r.who, r.paid, r.source_name)
    if subject.relation is Relation.THAT:  # mtglab.engine.effects.attach
        return copy_while_attached(state, effect, r.pid, r.who, r.paid, r.targets, r.chooser,
                                   r.source_name)
    if original.relation is Relation.THAT:
        return _copy_that(state, effect, r.pid, r.who, r.paid, r.targets, r.chooser,
                          r.source_name, r.ability)
    if isinstance(r.paid.get("this_ability"), str) and \
            original.relation is Relation.TARGET and subject.is_self:
        return _reflexive_copy(state, effect, r)
    if original.relation is None and subject.is_self:
        return _copy_chosen(state, effect, r.pid, r.who, r.chooser, r.source_name, r.ability)
    if not effect.optional:
        return None
    # "you may have ~ become a copy"
    if r.chooser.pick(f"whether {r.source_name} becomes a copy (you may)", [True, False]):
        return None  # activation's copy effect carries it out (707.4)
    return state.logged("choice", r.source_name, f"{does(r.who, 'chooses')} not to", "603.5")


def _reflexive_copy(state: GameState, effect: BecomeCopy, r: _Resolving) -> GameState:
    """A reflexive ability's copy (603.12): "this ability" is the one it came from
    (707.9b); a source or target that has left makes nothing a copy (608.2b)."""
    pid, targets = r.pid, r.targets
    own = _this_ability(state, pid, str(r.paid["this_ability"]), r.source_name) if any(
        ex.kind == "keep_this_ability" for ex in effect.exceptions) else ()
    if pid not in state.permanents or not targets or targets[0] not in state.permanents:
        return state.logged("copy", r.source_name, "it or its target has left the "
                            "battlefield: nothing becomes a copy", "608.2b")
    return start_copy_effect(state, pid, targets[0], r.who, r.source_name,
                             duration=effect.duration, exceptions=effect.exceptions,
                             own_abilities=own)


def _others_become_copy_effect(state: GameState, effect: OthersBecomeCopy,
                               r: _Resolving) -> GameState:
    """Each other one becomes a copy of the chosen (707.4): :func:`_others_become_copy`."""
    return _others_become_copy(state, effect, r.pid, r.who, r.chooser, r.source_name)


def _token_copies_effect(state: GameState, effect: CreateTokenCopy,
                         r: _Resolving) -> GameState:
    """Token copies (707.2, 111.1): :func:`_token_copies`."""
    if effect.original.relation is Relation.THAT:  # "a copy of that creature" (707.2)
        return create_token_copies(state, effect, r.who, source_id=r.pid,
                                   source_name=r.source_name, targets=(), x=r.x,
                                   paid=r.paid)
    return _token_copies(state, effect, r.pid, r.who, r.targets, r.source_name, r.ctx)


def _turn_face_down(state: GameState, effect: TurnFaceDown, r: _Resolving) -> GameState:
    """"Turn ~ face down" (708.2a); the "until ..." effects that ends end (611.2b)."""
    return end_expired(turn_face_down(state, r.pid, r.source_name))


def _destroy(state: GameState, effect: Destroy, r: _Resolving) -> GameState:
    """Destroy (701.8): engine.destruction (indestructible, regeneration, 701.19)."""
    for oid in r.objects(state, effect.selector):
        state = destroy(state, oid, can_regenerate=effect.regenerate)
    return state


def _exile(state: GameState, effect: ExileCards | ExileUntilLeaves,
           r: _Resolving) -> GameState:
    """Exile permanents, linked to the source (406.3, 607.2a) — "until ~ leaves the
    battlefield" too (610.3) — or cards from a zone (:func:`exile_cards`)."""
    until = isinstance(effect, ExileUntilLeaves)
    pid = r.pid
    if until and pid not in state.permanents:
        return state.logged("exile", r.source_name, "it left the battlefield before "
                            "this resolved: nothing is exiled", "610.3c")
    if effect.selector.zone is not None:
        return exile_cards(state, effect, r.who, r.targets, r.chooser, r.source_name)
    for oid in r.objects(state, effect.selector):
        state, cid = _exile_permanent(state, oid, f"exiled by {r.source_name}")
        if cid is not None and pid in state.permanents:
            state = _link(state, effect, pid, r.who, r.source_name, r.ability, cid,
                          "610.3" if until else "607.2a")
    return state


def _return_exiled(state: GameState, effect: ReturnExiled, r: _Resolving) -> GameState:
    """"Return the exiled card": the cards linked to the source (607.2a)."""
    return _return_linked(state, r.pid, r.chooser, until_only=False)


def _return_to_hand(state: GameState, effect: ReturnToHand, r: _Resolving) -> GameState:
    """Return permanents to their owners' hands (400.7); "return N of them" chooses
    which as it resolves (608.2d)."""
    found = r.objects(state, effect.selector)
    if effect.count is not None and effect.selector.relation is not Relation.TARGET:
        n = amount_value(effect.count, r.ctx)
        chosen: list[int] = []
        for _ in range(min(n, len(found))):
            rest = {o: characteristics_of(state)[o].name for o in found if o not in chosen}
            chosen.append(r.chooser.pick_permanent(
                f"the {effect.selector.describe()} to return to its owner's hand", rest))
        found = chosen
    for oid in found:
        state = leave_battlefield(state, oid, "hand", "returned to its owner's hand", "400.7")
    return state


def _return_from_graveyard(state: GameState, effect: ReturnFromGraveyard,
                           r: _Resolving) -> GameState:
    """Return target cards from a graveyard to a hand or the battlefield (400.7, 110.2);
    a card that has left the graveyard is an illegal target (608.2b). "Return this card
    from your graveyard": the source itself, if it is still there (400.7, 113.6m). "Return
    that card (it)" after a creature died: the card it became in the graveyard (400.7e)."""
    that = effect.selector.relation is Relation.THAT and effect.selector.zone == "graveyard"
    found_card = left_card_in(state, r.paid, "graveyard") if that else None
    for cid in (r.pid,) if effect.selector.is_self else \
            (() if found_card is None else (found_card,)) if that else r.targets:
        where = card_zone(state, cid)
        if where is None or where[1] != "graveyard":
            continue  # it left the graveyard: an illegal target (608.2b)
        if effect.destination == "hand":
            state = move_card(state, cid, "hand", f"returned by {r.source_name}", "400.7")
        elif effect.destination == "library":  # on top, or on the bottom (401.3)
            state = move_card(state, cid, "library", f"put into its owner's library by "
                              f"{r.source_name}", "401.3", top=not effect.bottom)
        else:
            state = _onto_battlefield(state, cid, where[0] if effect.owner_controls else
                                      r.who, r.chooser, tapped=effect.tapped,  # 110.2a
                                      counters=effect.counters,  # 614.1c
                                      why=f"returned from a graveyard by "
                                      f"{r.source_name}", rule="400.7, 110.2")
    return state


def _gain_control(state: GameState, effect: GainControl, r: _Resolving) -> GameState:
    """Gain control (613.1b), for a duration or as long as the source remains (611.2b-c)."""
    pid, who, source_name = r.pid, r.who, r.source_name
    watched = effect.duration == Duration.WHILE_ON_BATTLEFIELD
    if watched and pid not in state.permanents:
        return state.logged("control", source_name, "it has left the battlefield: "
                            "the effect would end at once", "611.2b")
    starts, held = control_watch(state, effect, pid, who)  # "as long as you control ~"
    if not starts:
        return state.logged("control", source_name, f"{who} doesn't control {source_name}: "
                            "the 'for as long as' duration never starts", "611.2b")
    eot = {"end of turn": " until end of turn",
           Duration.WHILE_ON_BATTLEFIELD: f" for as long as {source_name} remains on the "
           "battlefield"}.get(effect.duration or "", "")
    for oid in r.objects(state, effect.selector):
        eid, state = state.take_id()
        ts, state = state.take_timestamp()
        state = state.evolve(effects=(*state.effects, EffectRecord(
            eid, pid, source_name, who, effect, ts, frozenset({oid}),
            effect.duration, watch=pid if watched else held,
            rule="611.2c, 613.1b", origin_text=r.ability.text,
            origin_index=_index(r.ability, effect))))
        state = state.logged("control", characteristics_of(state)[oid].name,
                             f"{does(who, 'gains')} control of it{eot}", "613.1b")
    return track_control(state)


def _grant_abilities(state: GameState, effect: GrantAbilities, r: _Resolving) -> GameState:
    """Grant abilities: the objects are locked in as it resolves (611.2c). A grant that
    states a duration is a ``Lasting`` record, played the general way; one that states
    none lasts until the game ends (611.2a)."""
    granted = frozenset(r.objects(state, effect.selector))
    if not granted:
        return state
    eid, state = state.take_id()
    ts, state = state.take_timestamp()
    state = state.evolve(effects=(*state.effects, EffectRecord(
        eid, r.pid, r.source_name, r.who, effect, ts, granted, None,
        rule="611.2a, 611.2c, 613.1f", origin_text=r.ability.text,
        origin_index=_index(r.ability, effect))))
    names = ", ".join(characteristics_of(state)[o].name for o in sorted(granted))
    return state.logged("effect", r.source_name, f"{names} gain(s) "
                        f"{', '.join(effect.abilities)}", "611.2a, 611.2c")


def _search_effect(state: GameState, effect: SearchLibrary, r: _Resolving) -> GameState:
    """Search a library (701.23): :func:`_search`."""
    return _search(state, effect, r.who, r.chooser, r.source_name, r.paid)


def _doesnt_untap(state: GameState, effect: DoesntUntap, r: _Resolving) -> GameState | None:
    """"Doesn't untap during its controller's next untap step" (502.3), or "for as long
    as ..." (611.2b, engine.heldtapped); of the source itself, activation's way."""
    if effect.duration is not None:  # "for as long as" (611.2b)
        return held_untapped(state, effect, r.pid, r.who, r.source_name,
                             r.objects(state, effect.selector))
    if effect.selector.relation is not Relation.THAT:
        return None
    for oid in r.objects(state, effect.selector):
        perm = state.permanents[oid]
        state = state.with_permanent(replace(perm, skip_next_untap=perm.skip_next_untap + 1))
        state = state.logged("effect", characteristics_of(state)[oid].name,
                             "doesn't untap during its controller's next untap step", "502.3")
    return state


def _untap(state: GameState, effect: Untap, r: _Resolving) -> GameState:
    """Untap (701.26b)."""
    for oid in r.objects(state, effect.selector):
        state = untap_permanent(state, oid, f"untapped by {r.source_name}", "701.26b")
    return state


def _tap(state: GameState, effect: TapPermanents, r: _Resolving) -> GameState:
    """Tap the untapped ones (701.26a); their "becomes tapped" abilities trigger."""
    for oid in r.objects(state, effect.selector):
        perm = state.permanents[oid]
        if perm.tapped:
            continue
        looks = characteristics_of(state)[oid]
        state = state.with_permanent(replace(perm, tapped=True))
        state = state.logged("tap", looks.name, f"tapped by {r.source_name}", "701.26a")
        state = triggered_by_tapping(state, oid, looks)
    return state


#: How :func:`carry_out` carries out each kind of effect; a handler's None leaves the
#: effect to :mod:`mtglab.engine.activating.activation`.
_HANDLERS: Final[Mapping[type, Callable[[GameState, Any, _Resolving], GameState | None]]] = {
    EntersWithCounters: _enters_with_counters,
    EachSacrifices: _each_sacrifices,
    ReturnThatCard: _return_that_card,
    CounterSpell: _counter_spell,
    MayDo: _may_do,
    Mill: _mill,
    MayPay: _may_pay_effect,
    RevealTop: _reveal_top_effect,
    IfHolds: _if_holds,
    IfThatCard: _if_that_card,
    ExileMilled: _exile_milled_effect,
    ExileFromGraveyard: _exile_from_graveyard_effect,
    ChooseExiledCard: _choose_exiled_effect,
    PutThatCard: _put_that_card,
    DrawCards: _draw_cards,
    GainLife: _life_change,
    LoseLife: _life_change,
    DealDamage: _life_change,
    SacrificeSelf: _sacrifice_unless,
    PutCounters: _put_counters,
    RemoveCounters: _remove_counters,
    BecomeCopy: _become_copy,
    OthersBecomeCopy: _others_become_copy_effect,
    CreateTokenCopy: _token_copies_effect,
    TurnFaceDown: _turn_face_down,
    Destroy: _destroy,
    ExileCards: _exile,
    ExileUntilLeaves: _exile,
    ReturnExiled: _return_exiled,
    ReturnToHand: _return_to_hand,
    ReturnFromGraveyard: _return_from_graveyard,
    GainControl: _gain_control,
    GrantAbilities: _grant_abilities,
    SearchLibrary: _search_effect,
    DoesntUntap: _doesnt_untap,
    Untap: _untap,
    TapPermanents: _tap,
}


def _copy_that(state: GameState, effect: BecomeCopy, pid: int, who: str,
               paid: Mapping[str, Any], targets: Sequence[int], chooser: Chooser,
               source_name: str, ability: Ability) -> GameState:
    """"~ becomes a copy of that creature" (Unstable Shapeshifter, Renegade Doppelganger):
    the source becomes a copy of the permanent whose entering triggered the ability (CR
    707.4: it doesn't enter or leave; 613.2a), "until end of turn" ending in the cleanup
    step (514.2); "except it has this ability" keeps the copying ability (707.9b). "That
    creature" is not a target (115.10), so nothing is chosen as it goes on the stack.
    "Target token you control becomes a copy of it" (Kaya, Spirits' Justice): the target
    becomes a copy of the card chosen in exile instead (707.2)."""
    that = paid.get("that")
    card = paid.get("that_card")
    if effect.subject.relation is Relation.TARGET:  # "target token you control" (115.1)
        if not targets or targets[0] not in state.permanents:
            return state.logged("copy", source_name, "its target is gone: nothing becomes "
                                "a copy", "608.2b")
        pid = targets[0]
    if pid not in state.permanents:
        return state.logged("copy", source_name, "it has left the battlefield: nothing "
                            "becomes a copy", "608.2h")
    if "that_card" in paid and card is None:  # no card was chosen (608.2c)
        return state.logged("copy", source_name, "no card was chosen: nothing becomes a "
                            "copy", "608.2c")
    values, gone = _values_of_that(state, paid, source_name)
    if gone is not None:
        return state.logged("copy", source_name, gone, "400.7, 608.2b")
    if effect.optional and not chooser.pick(
            f"whether {source_name} becomes a copy (you may)", [True, False]):
        return state.logged("choice", source_name, f"{does(who, 'chooses')} not to", "603.5")
    own = (ability,) if any(ex.kind == "keep_this_ability" for ex in effect.exceptions) \
        else ()
    if values is None:
        assert isinstance(that, int)
        return start_copy_effect(state, pid, that, who, source_name,
                                 duration=effect.duration, exceptions=effect.exceptions,
                                 own_abilities=own)
    return _copy_values(state, pid, values, who, source_name, effect, own)


def _values_of_that(state: GameState, paid: Mapping[str, Any],
                    source_name: str) -> tuple[BaseValues | None, str | None]:
    """The copiable values "that creature" (or "that card") gives (707.2): a card's in
    its zone, None for a permanent still on the battlefield (its values now), or its
    last known information (608.2h); with why nothing is copied when the card has left
    its zone (400.7, 608.2b)."""
    that = paid.get("that")
    card = paid.get("that_card")
    if isinstance(card, int):  # a card the ability revealed or exiled (707.2)
        found = card_zone(state, card)
        if found is None or found[2].card is None:
            return None, "the card has left its zone: nothing becomes a copy"
        return BaseValues.of_card(found[2].card), None
    if isinstance(that, int) and that in state.permanents:
        return None, None  # a permanent still on the battlefield: its copiable values now
    if isinstance(paid.get("that_values"), BaseValues):
        return paid["that_values"], None  # as it last existed on the battlefield (608.2h)
    if paid.get("event") == "card_to_graveyard" and isinstance(that, int):
        found = card_zone(state, that)
        if found is None or found[2].card is None:
            return None, "the card has left the graveyard: nothing becomes a copy"
        return BaseValues.of_card(found[2].card), None  # the card there (707.2)
    raise UnsupportedError(f"{source_name}: the object to copy has left the battlefield "
                           "and its last known information (CR 608.2h) is not known "
                           "here (a board file doesn't keep it)")


def _copy_chosen(state: GameState, effect: BecomeCopy, pid: int, who: str,
                 chooser: Chooser, source_name: str, ability: Ability) -> GameState:
    """"You may have ~ become a copy of another creature you control": not a target
    (115.10); the permanent is chosen as the ability resolves (608.2d), and the source
    becomes a copy of it (707.4)."""
    if pid not in state.permanents:
        return state.logged("copy", source_name, "it has left the battlefield: nothing "
                            "becomes a copy", "608.2h")
    chars = characteristics_of(state)
    ctx = SelectContext(pid, who)
    options = {oid: c.name for oid, c in sorted(chars.items()) if oid != pid and matches(
        replace(effect.original, excluded=None), oid, c, ctx,
        tapped=state.permanents[oid].tapped, is_token=state.permanents[oid].is_token)}
    if not options:
        return state.logged("copy", source_name, f"there is no {effect.original.describe()} "
                            "to copy", "608.2d")
    if effect.optional and not chooser.pick(
            f"whether {source_name} becomes a copy (you may)", [True, False]):
        return state.logged("choice", source_name, f"{does(who, 'chooses')} not to", "603.5")
    that = chooser.pick_permanent(f"the {effect.original.describe()} {source_name} becomes "
                                  "a copy of", options)
    own = (ability,) if any(ex.kind == "keep_this_ability" for ex in effect.exceptions) \
        else ()
    return start_copy_effect(state, pid, that, who, source_name, duration=effect.duration,
                             exceptions=effect.exceptions, own_abilities=own)


def _this_ability(state: GameState, pid: int, text: str,
                  source_name: str) -> tuple[Ability, ...]:
    """The source's ability with this text: "this ability" of a reflexive triggered
    ability's copy exception, the ability it came from (603.12, 707.9b)."""
    c = characteristics_of(state).get(pid)
    found = [r.ability for r in c.abilities if r.ability.text == text] if c else []
    if not found:
        raise UnsupportedError(f"{source_name}: the ability {text!r} that 'this ability' "
                               "names is no longer among its abilities (CR 707.9b)")
    return (found[0],)


def _token_copies(state: GameState, effect: CreateTokenCopy, pid: int, who: str,
                  targets: Sequence[int], source_name: str,
                  ctx: ProductionContext) -> GameState:
    """"Create a token that's a copy of target artifact" (or of ~): the tokens get the
    copiable values of the permanent (707.2) with the copy's exceptions (707.9b), created
    in one event (111.1, 616.1); a target that has left is illegal, so nothing is created
    (608.2b)."""
    original = pid if effect.original.relation is Relation.SELF else \
        (targets[0] if targets else None)
    if original is None or original not in state.permanents:
        return state.logged("effect", source_name, "the permanent to copy has left the "
                            "battlefield: no token is created", "608.2b")
    values, extra = apply_exceptions(copiable_of(state, original), effect.exceptions,
                                     own_name=source_name)
    n = amount_value(effect.count, ctx)
    kind = TokenKind(values, extra_counters=tuple(extra), copy_of=values.name)
    state, _ids = create_tokens(state, Creation(((kind, n),)), who, source_name=source_name)
    return state


def _others_become_copy(state: GameState, effect: OthersBecomeCopy, pid: int, who: str,
                        chooser: Chooser, source_name: str) -> GameState:
    """"You may choose a token you control. If you do, each other token you control
    becomes a copy of that token": the permanent is chosen as the ability resolves (not a
    target, 115.10; 608.2d), then each other one the text names becomes a copy of it
    (707.4: none enters or leaves; a token copying a token stays a token, 111.1)."""
    chars = characteristics_of(state)
    perms = state.permanents

    def named(sel: Selector) -> dict[int, str]:
        ctx = SelectContext(pid, who)
        return {oid: c.name for oid, c in sorted(chars.items()) if matches(
            sel, oid, c, ctx, tapped=perms[oid].tapped, is_token=perms[oid].is_token)}

    options = named(effect.chosen)
    if not options:
        return state.logged("choice", source_name, f"there is no {effect.chosen.describe()} "
                            "to choose", "608.2d")
    if effect.optional and not chooser.pick(
            f"whether to choose a {effect.chosen.describe()} (you may)", [True, False]):
        return state.logged("choice", source_name, f"{does(who, 'chooses')} not to", "608.2d")
    that = chooser.pick_permanent(f"the {effect.chosen.describe()} the others become copies "
                                  "of", options)
    state = state.logged("choice", source_name, f"{does(who, 'chooses')} {options[that]}",
                         "608.2d, 115.10")
    for oid in named(replace(effect.others, excluded=None)):
        if oid != that:  # "each other"
            state = start_copy_effect(state, oid, that, who, source_name,
                                      duration=effect.duration)
    return state


def _copy_values(state: GameState, pid: int, values: BaseValues, who: str,
                 source_name: str, effect: BecomeCopy,
                 own: tuple[Ability, ...]) -> GameState:
    """The permanent ``pid`` becomes a copy of an object no longer on the battlefield —
    a card in a zone, or a creature that died, by its last known information (CR 707.2,
    608.2h) — with the copy's exceptions (707.9b); "until end of turn" ends in the
    cleanup step (514.2)."""
    values, _extra = apply_exceptions(values, effect.exceptions, own, source_name,
                                      own=copiable_of(state, pid))
    subject = characteristics_of(state)[pid].name  # the source, or its target
    ts, state = state.take_timestamp()
    eid, state = state.take_id()
    rec = EffectRecord(eid, pid, source_name, who, CopyEffect(values, None, values.name), ts,
                       frozenset({pid}), effect.duration, rule="707.2, 707.4, 613.2a")
    state = state.evolve(effects=(*state.effects, rec))
    how = " until end of turn" if effect.duration == "end of turn" else ""
    return state.logged("copy", subject, f"becomes a copy of {values.name}{how}; it "
                        "doesn't enter or leave the battlefield", "707.4, 707.2, 608.2h")


def _may_pay(state: GameState, effect: MayPay, pid: int, who: str, chooser: Chooser,
             source_name: str, ability: Ability,
             then: Callable[[GameState, tuple[Effect, ...]], GameState]) -> GameState:
    """"You may pay {1}. If you do, ...": the controller chooses as it resolves whether to
    pay — mana from their pool, energy counters ({E}, 107.14) — (608.2d, 118.1); the rest
    happens only if they paid: at once ("if you do"), or as a reflexive triggered ability
    that goes on the stack the next time a player would receive priority ("when you do",
    603.12)."""
    shown = (str(effect.cost) if effect.cost is not None else "") + "{E}" * effect.energy
    pl = state.player(who)
    plan = pay_from_pool(pl, effect.cost) if effect.cost is not None else None
    if (effect.cost is not None and plan is None) or pl.counter("energy") < effect.energy:
        return state.logged("choice", source_name, f"{does(who, 'can')}'t pay {shown}, so "
                            "nothing more happens", "608.2d, 118.3")
    if not chooser.pick(f"whether to pay {shown} for {source_name} (you may)",
                        [True, False]):
        return state.logged("choice", source_name, f"{does(who, 'chooses')} not to pay",
                            "608.2d")
    if plan is not None:
        pl = replace(pl, pool=plan[0])
    if effect.energy:
        pl = pl.with_counters("energy", -effect.energy)
    state = state.with_player(pl)
    state = state.logged("pay", source_name, f"{does(who, 'pays')} {shown}", "118.1")
    if not effect.reflexive:
        return then(state, effect.effects)
    at = ability.text.find("When you do")
    text = ability.text[at:] if at >= 0 else ability.text
    reflexive = Ability(text, AbilityKind.TRIGGERED, True,
                        trigger=Trigger(TriggerEvent.REFLEXIVE, "When you do"),
                        effects=effect.effects)
    hit = PendingTrigger(pid, source_name, who, reflexive, "reflexive",
                         this_ability=ability.text)
    state = state.evolve(pending_triggers=(*state.pending_triggers, hit))
    return state.logged("trigger", source_name, f"{text!r} triggers: it was paid", "603.12")


def _reveal_top(state: GameState, effect: RevealTop, who: str, paid: Mapping[str, Any],
                chooser: Chooser, source_name: str) -> GameState:
    """The top card of a library is revealed and stays there (701.20a); it becomes "that
    card" for the rest of the ability."""
    player = _players(state, who, effect.player, paid)[0]
    top = zone_cards(state, player, "library")[:1]
    if isinstance(paid, dict):
        paid.pop("that_card", None)
    if not top:
        return state.logged("reveal", source_name, f"{possessive(player)} library is "
                            "empty: nothing is revealed", "701.20a")
    if effect.optional and not chooser.pick(
            f"whether {player} reveals the top card of their library (you may)",
            [True, False]):
        return state.logged("choice", source_name, f"{does(player, 'chooses')} not to "
                            "reveal", "608.2d")
    if isinstance(paid, dict):
        paid["that_card"] = top[0].id
    return state.logged("reveal", source_name, f"{does(player, 'reveals')} the top card of "
                        f"their library: {top[0].name}", "701.20a")


def _that_card_is(state: GameState, paid: Mapping[str, Any], types: tuple[str, ...]) -> bool:
    """Whether "that card" is still where the ability left it and has every card type of
    ``types`` (its characteristics in that zone, 109.2)."""
    cid = paid.get("that_card")
    found = card_zone(state, cid) if isinstance(cid, int) else None
    return found is not None and found[2].card is not None and all(
        t in found[2].card.types for t in types)


def _exile_milled(state: GameState, effect: ExileMilled, who: str, paid: Mapping[str, Any],
                  chooser: Chooser, source_name: str) -> GameState:
    """"You may exile a creature card from among the cards milled this way": one of the
    cards the ability milled, still in a graveyard and of the kind named, is chosen and
    exiled (701.17a, 406.3); it becomes "that card"."""
    if isinstance(paid, dict):
        paid.pop("that_card", None)
    options: dict[int, str] = {}
    for cid in paid.get("milled", ()):
        found = card_zone(state, cid)
        if found is not None and found[1] == "graveyard" and found[2].card is not None and \
                all(t in found[2].card.types for t in effect.types):
            options[cid] = found[2].name
    kind = " ".join(effect.types).lower()
    if not options:
        return state.logged("choice", source_name, f"no {kind} card was milled this way",
                            "701.17a")
    if not chooser.pick(f"whether to exile a {kind} card milled this way (you may)",
                        [True, False]):
        return state.logged("choice", source_name, f"{does(who, 'chooses')} not to",
                            "608.2d")
    cid = chooser.pick_permanent(f"the {kind} card milled this way to exile", options)
    return _exile_as_that_card(state, cid, paid, source_name)


def _exile_as_that_card(state: GameState, cid: int, paid: Mapping[str, Any],
                        source_name: str) -> GameState:
    """Exile the card chosen (406.3); as a new object it is "that card" for the rest
    of the ability (400.7, 608.2c)."""
    new, state = moved_card(state, cid, "exile", f"exiled by {source_name}", "406.3")
    if isinstance(paid, dict):
        paid["that_card"] = new
    return state


def _exile_from_graveyard(state: GameState, effect: ExileFromGraveyard, who: str,
                          paid: Mapping[str, Any], chooser: Chooser,
                          source_name: str) -> GameState:
    """"(You may) exile a card from a graveyard": a card of the kind named, in any
    player's graveyard, is chosen as the ability resolves — not targeted (115.10) — and
    exiled (406.3); it becomes "that card". Nothing is exiled from empty graveyards."""
    if isinstance(paid, dict):
        paid.pop("that_card", None)
    options: dict[int, str] = {}
    for owner in state.player_names:
        for entry in state.graveyards.get(owner, ()):
            if entry.id is not None and entry.card is not None and \
                    all(t in entry.card.types for t in effect.types):
                options[entry.id] = f"{entry.name} ({possessive(owner)} graveyard)"
    kind = " ".join((*effect.types, "card")).lower()
    if not options:
        return state.logged("choice", source_name, f"no {kind} is in a graveyard: nothing "
                            "is exiled", "406.3")
    if effect.optional and not chooser.pick(
            f"whether to exile a {kind} from a graveyard (you may)", [True, False]):
        return state.logged("choice", source_name, f"{does(who, 'chooses')} not to",
                            "608.2d")
    cid = chooser.pick_permanent(f"the {kind} to exile from a graveyard", options)
    return _exile_as_that_card(state, cid, paid, source_name)


def _choose_exiled(state: GameState, effect: ChooseExiledCard, who: str,
                   paid: Mapping[str, Any], chooser: Chooser, source_name: str) -> GameState:
    """"You may choose a creature card from among them": one of the cards the trigger
    event put into exile, still there (400.7) and of the kind named, is chosen as the
    ability resolves (115.10); it becomes "that card" — none when nothing is chosen."""
    if isinstance(paid, dict):
        paid["that_card"] = None  # nothing chosen yet: "a copy of it" does nothing
    options: dict[int, str] = {}
    for cid in paid.get("those", ()):
        found = card_zone(state, cid)
        if found is not None and found[1] == "exile" and found[2].card is not None and \
                all(t in found[2].card.types for t in effect.types):
            options[cid] = found[2].name
    kind = " ".join((*effect.types, "card")).lower()
    if not options:
        return state.logged("choice", source_name, f"no {kind} among them is in exile: "
                            "nothing is chosen", "400.7, 608.2b")
    if effect.optional and not chooser.pick(
            f"whether to choose a {kind} from among them (you may)", [True, False]):
        return state.logged("choice", source_name, f"{does(who, 'chooses')} not to",
                            "608.2d")
    cid = chooser.pick_permanent(f"the {kind} to choose from among them", options)
    if isinstance(paid, dict):
        paid["that_card"] = cid
    return state.logged("choice", source_name, f"{does(who, 'chooses')} {options[cid]}",
                        "608.2d")


def _pay_unless(state: GameState, effect: SacrificeSelf, pid: int, who: str,
                chooser: Chooser, source_name: str) -> GameState | None:
    """"Sacrifice it unless you <cost>": the state after the controller pays the cost,
    or None when they can't or choose not to (118.12: the choice is made as the
    ability resolves)."""
    chars = characteristics_of(state)
    ctx = SelectContext(pid, who)
    options: list[dict[int, str]] = []
    for cost in effect.unless:
        if cost.kind == "return" and cost.selector is not None:
            sel = cost.selector
            found = {o: c.name for o, c in sorted(chars.items()) if matches(
                sel, o, c, ctx, tapped=state.permanents[o].tapped,
                is_token=state.permanents[o].is_token)}
            if not found:
                return None
            options.append(found)
        elif cost.kind == "mana" and cost.mana is not None:
            if pay_from_pool(state.player(who), cost.mana) is None:
                return None
            options.append({})
        else:
            return None
    if not chooser.pick(f"whether to pay to keep {source_name} (CR 118.12)", [True, False]):
        return None
    for cost, found in zip(effect.unless, options, strict=True):
        if cost.kind == "return":
            oid = chooser.pick_permanent("the permanent to return to its owner's hand", found)
            state = leave_battlefield(state, oid, "hand", f"returned to keep {source_name}",
                                      "118.12")
        else:
            assert cost.mana is not None
            paid = pay_from_pool(state.player(who), cost.mana)
            assert paid is not None
            state = state.with_player(replace(state.player(who), pool=paid[0]))
            state = state.logged("pay", source_name, f"{does(who, 'pays')} {cost.mana} to "
                                 "keep it", "118.12")
    return state


def _index(ability: Ability, effect: Effect) -> int:
    """Which effect of the ability it is (board files name it so), inside "you may" too."""
    for i, e in enumerate(ability.effects):
        if e == effect or (isinstance(e, MayDo) and effect in e.effects):
            return i
    return 0


def _search(state: GameState, effect: SearchLibrary, who: str, chooser: Chooser,
            source_name: str, paid: Mapping[str, Any]) -> GameState:
    """Search your library for cards (701.23, :mod:`mtglab.engine.effects.searching`)."""
    return search_library(state, effect, who, chooser, source_name, paid,
                          onto=_onto_battlefield)


