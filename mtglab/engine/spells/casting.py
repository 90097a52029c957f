"""Casting spells (CR 601) and resolving them (CR 608).

A spell is paid for from its caster's mana pool, put on the stack (601.2) and, unless
asked otherwise, resolves at once: an instant or sorcery carries out its instructions
(608.2, :mod:`mtglab.engine.spells.spelleffects`), a permanent spell becomes a permanent (608.3,
:mod:`mtglab.engine.spells.spellentering`). Kicker costs are :mod:`mtglab.engine.spells.kicking`'s
and
the targets chosen as it is cast :mod:`mtglab.engine.spells.spelltargets`'.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from mtglab.cards.castcosts import ENTWINE, JUMP_START, MADNESS
from mtglab.cards.effects import (
    CastPermission,
    ControllerSpec,
    GrantAbilities,
    Relation,
    Selector,
)
from mtglab.cards.instructions import IfYouDo
from mtglab.cards.model import Card
from mtglab.cards.permissions import CastSelfWithFlash, PlayGrant
from mtglab.cards.types import TypeLine
from mtglab.cards.vocabulary import Phase, Zone
from mtglab.engine.characteristics.conditions import holds
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.characteristics.selectors import CardLooks, SelectContext, matches
from mtglab.engine.choices import Chooser
from mtglab.engine.effects.damage import DamageSource
from mtglab.engine.effects.general import is_spell_rule, performs
from mtglab.engine.effects.life import lose_life
from mtglab.engine.effects.perform import Resolution, perform_all
from mtglab.engine.events.entering import CAST_IN_MAIN_PHASE
from mtglab.engine.game.ascend import blessing_as_spell_resolves
from mtglab.engine.game.history import history_condition, record_cast
from mtglab.engine.game.zones import card_zone, put_card, take_card
from mtglab.engine.payment import pay_from_pool
from mtglab.engine.resolution.delayed import next_spell_counters
from mtglab.engine.resolution.modes import chosen_card, chosen_modes
from mtglab.engine.resolution.splitsecond import split_second_problem
from mtglab.engine.resolution.targeting import choose_targets, groups_of, parts_of, still_legal
from mtglab.engine.resolution.targets_gone import every_target_gone
from mtglab.engine.resolution.triggers import (
    triggered_by_card_to_graveyard,
    triggered_by_expending,
)
from mtglab.engine.spells.additionalcosts import (
    additional_cost_problems,
    choose_additional_cost,
    pay_additional_costs,
    spell_reduction,
)
from mtglab.engine.spells.affinity import affinity_reduction, less_generic
from mtglab.engine.spells.alternativecosts import ALTERNATIVE_PAID, alternative_permission
from mtglab.engine.spells.buyback import BUYBACK_PAID, bought_back, with_buyback
from mtglab.engine.spells.castkeywords import (
    discard_for_kicker,
    exile_others,
    pay_with_keywords,
    reveal_or_control,
)
from mtglab.engine.spells.casttiming import cast_only_problems
from mtglab.engine.spells.copycosts import OPTIONAL_PAID, optional_paid, with_optional_costs
from mtglab.engine.spells.copyspells import copy_spell_target_problems
from mtglab.engine.spells.costchanges import cost_increase, cost_reduction
from mtglab.engine.spells.emerge import emerge_reduction, pays_first
from mtglab.engine.spells.flashback import (
    EXILED_INSTEAD,
    FLASHBACK_PAID,
    JUMP_START_PAID,
    leaving_stack,
)
from mtglab.engine.spells.kicking import Kicked, as_kicked, kicks, with_kicker
from mtglab.engine.spells.modecosts import mode_extra_costs, with_mode_costs
from mtglab.engine.spells.overload import as_overloaded
from mtglab.engine.spells.permissions import (
    ZoneGrant,
    flash_permission,
    play_permission,
    used_zone_permission,
    zone_permission,
)
from mtglab.engine.spells.prohibitions import cast_prohibited
from mtglab.engine.spells.spellcopies import ceases_to_exist, is_spell_copy
from mtglab.engine.spells.spelleffects import (
    performed_with_what_follows,
    spell_effect,
    spell_problems,
)
from mtglab.engine.spells.spellentering import (
    ENTERS_WITH,
    cast_record,
    put_card_onto_battlefield,
    put_onto_battlefield,
)
from mtglab.engine.spells.spelltargets import (
    aura_target_problems,
    counter_targets_gone,
    instructions_of,
    several_targeted,
    spell_looks,
    spell_target_problems,
    targets_by_instruction,
)
from mtglab.engine.spells.splitcards import (
    AFTERMATH_PAID,
    card_leaving_stack,
    half_to_cast,
    on_stack,
    split_paid,
)
from mtglab.engine.spells.strive import with_strive
from mtglab.engine.state import BaseValues, GameState, StackItem
from mtglab.engine.wording import does, possessive
from mtglab.errors import ChoiceRequired, IllegalActionError, UnsupportedError
from mtglab.mana import Mana, ManaCost

__all__ = ["put_spell_on_stack", "resolve_spell"]


def _timing_problems(state: GameState, card: Card, who: str) -> list[str]:
    problems = []
    if "Land" in card.types:
        problems.append("a land is played, not cast (CR 305.1, 305.9)")
    if _needs_flash(state, card, who) and _own_flash(card) is None:
        problems.append("it can be cast only in its controller's main phase with an empty "
                        "stack (CR 307.1, 301.1)")
    problems += cast_only_problems(state, card, who)  # "Cast this spell only ..." (601.3)
    split = split_second_problem(state)  # 702.61a
    if split is not None:
        problems.append(split)
    return problems


def _sorcery_timing(state: GameState, who: str) -> bool:
    """Whether ``who`` could cast a sorcery now: their main phase, the stack empty
    (307.1)."""
    return state.active == who and "main" in state.phase and not state.stack


def _needs_flash(state: GameState, card: Card, who: str) -> bool:
    """Whether casting ``card`` now needs a permission to cast it as though it had flash:
    it isn't an instant, has no flash (702.8a) and isn't given one, and ``who`` couldn't
    cast a sorcery now (307.1)."""
    return not _sorcery_timing(state, who) and "Instant" not in card.types and not any(
        "Flash" in a.keywords for a in card.abilities) and not _flash_as_long_as(
        state, card, who) and flash_permission(state, card, who) is None


def _own_flash(card: Card) -> CastSelfWithFlash | None:
    """The card's own "You may cast ~ as though it had flash" (702.8a), a static ability
    that functions wherever the card can be cast from (113.6e); None if it has none."""
    for a in card.abilities:
        for e in a.effects if a.supported else ():
            if isinstance(e, CastSelfWithFlash):
                return e
    return None


def _own_flash_extra(state: GameState, card: Card, who: str) -> ManaCost | None:
    """The extra cost of "... as though it had flash if you pay {2} more to cast it",
    added to the total cost (601.2f) when that permission is what lets ``card`` be cast
    now (601.3c); None when it isn't used."""
    own = _own_flash(card)
    if own is None or own.extra is None or not _needs_flash(state, card, who):
        return None
    return own.extra


def _flash_as_long_as(state: GameState, card: Card, who: str) -> bool:
    """Whether "This spell has flash as long as <condition>" gives ``card`` flash now: a
    static ability of the card that functions wherever it can be cast from (113.6b,
    702.8a), its condition checked as ``who`` would control it (611.3a)."""
    for a in card.abilities:
        for e in a.effects if a.supported else ():
            if isinstance(e, GrantAbilities) and e.abilities == ("Flash",) and \
                    e.selector.relation is Relation.SELF:
                if e.condition is None:
                    return True
                held = holds(state, e.condition, SelectContext(None, who, source_name=card.name),
                             characteristics_of(state))
                if held is None:
                    raise UnsupportedError(f"{card.name}: mtglab can't tell whether "
                                           "'as long as' holds for its flash (CR 611.3a)")
                if held:
                    return True
    return False


@dataclass(frozen=True)
class _Permission:
    """A :class:`CastPermission` that lets a card be cast from where it is (601.3), and
    the object whose ability it is."""

    permission: CastPermission
    source_name: str
    source_id: int | None
    #: a one-card-a-turn permission's key ("Once each turn, you may cast ...", 601.3)
    once_key: str = ""
    #: the spell is exiled rather than put into a graveyard (614.1a, engine.spells.freecast)
    exiled_instead: bool = False


def _cast_permission(state: GameState, card: Card, who: str, cid: int) -> _Permission:
    """The permission that lets ``who`` cast the card ``cid`` from its zone (CR 601.3):
    the card's own ("You may cast ~ from your graveyard"), or an ability of a permanent
    ``who`` controls ("You may cast artifact spells from your graveyard") whose kind of
    card it is; the first found is used."""
    label = f"cast {card.name}"
    found = card_zone(state, cid)
    if found is None:
        raise IllegalActionError(label, [f"#{cid} is not a card in a hand, library, "
                                         "graveyard or exile"])
    owner, zone, _entry = found
    granted = play_permission(state, cid, who, land=False)  # "you may play that card"
    if granted is not None:
        _later_turn_problems(state, granted, who, label)  # foretold, plotted (702.143a)
        return _Permission(CastPermission(Selector(), zone=Zone(zone), keyword=granted.keyword,
                                          alternative_cost=granted.alternative_cost),
                           granted.source_name, None,
                           exiled_instead=granted.exiled_instead)  # 614.1a
    static = zone_permission(state, cid, who, land=False)  # "... from the top of your library"
    if static is not None:
        return _Permission(CastPermission(Selector(), zone=Zone(zone)), static.source_name,
                           static.source_id, static.once_key)
    if owner != who:
        raise IllegalActionError(label, [f"it is in {possessive(owner)} {zone}: the "
                                         "permissions mtglab knows are for your own cards "
                                         "(CR 601.3)"])
    unmet: list[str] = []
    allowed = _own_permission(state, card, who, zone, unmet) or \
        _granted_permission(state, card, who, cid, owner, zone)
    if allowed is not None:
        return allowed
    raise IllegalActionError(label, unmet or [
        f"it is in {possessive(owner)} {zone}, and no rule or effect allows casting it "
        "from there (CR 601.3)"])


#: the rule that lets a card exiled by its own keyword be cast on a later turn
_LATER_RULES = {"Foretell": "702.143a", "Plot": "702.170d", "Warp": "702.185a"}


def _later_turn_problems(state: GameState, granted: PlayGrant, who: str, label: str) -> None:
    """Raise when a card exiled by its own foretell or plot can't be cast now: only after
    the turn it was exiled has ended (702.143a, 702.170d), a plotted card only in its
    owner's main phase while the stack is empty (702.170d)."""
    if not granted.keyword:
        return
    problems = []
    if state.turn <= granted.turn:
        rule = _LATER_RULES.get(granted.keyword, "601.3")
        problems.append(f"it was exiled with its {granted.keyword.lower()} ability this "
                        f"turn: it may be cast only after this turn has ended (CR {rule})")
    if granted.sorcery and (state.active != who or "main" not in state.phase or state.stack):
        problems.append("a plotted card is cast only in its owner's main phase while the "
                        "stack is empty (CR 702.170d)")
    if problems:
        raise IllegalActionError(label, problems)


def _own_permission(state: GameState, card: Card, who: str, zone: str,
                    unmet: list[str]) -> _Permission | None:
    """The card's own permission to be cast from ``zone`` ("You may cast ~ from your
    graveyard", 601.3) whose condition holds; those whose condition doesn't are added
    to ``unmet`` with why (700.4)."""
    for a in card.abilities:
        for e in a.effects if a.supported and a.kind.value in ("static", "keyword",
                                                               "spell") else ():
            if not (isinstance(e, CastPermission) and e.selector.is_self and e.zone == zone):
                continue
            need = e.condition
            if need is not None and need.kind == "creature_died_this_turn" and \
                    not history_condition(need.kind, state, who, need.selector):
                unmet.append(f"{a.text.split('. ')[0]}: no "
                             f"{(need.selector or Selector()).describe()} died this "
                             "turn (CR 601.3, 700.4)")
                continue
            if need is not None and need.kind != "creature_died_this_turn" and not holds(
                    state, need, SelectContext(None, who, source_name=card.name),
                    characteristics_of(state)):  # "as long as you control a Zombie" (611.3a)
                unmet.append(f"{a.text.split('. ')[0]}: its condition doesn't hold now "
                             "(CR 601.3, 611.3a)")
                continue
            return _Permission(e, card.name, None)
    return None


def _granted_permission(state: GameState, card: Card, who: str, cid: int, owner: str,
                        zone: str) -> _Permission | None:
    """A permission of a permanent ``who`` controls ("You may cast artifact spells from
    your graveyard", 601.3) whose kind of card the card ``cid`` is."""
    looks = CardLooks(BaseValues.of_card(card), owner)
    for pid, c in characteristics_of(state).items():
        if c.controller != who:
            continue
        for ref in c.abilities:
            a = ref.ability
            for e in a.effects if a.supported and a.kind.value == "static" else ():
                if isinstance(e, CastPermission) and not e.selector.is_self and \
                        e.zone == zone and matches(replace(e.selector, relation=None,
                                                           controller=ControllerSpec.ANY),
                                                   cid, looks, SelectContext(pid, who)):
                    return _Permission(e, c.name, pid)
    return None


def put_spell_on_stack(state: GameState, card: Card, who: str, *, x: int | None = None,
                       targets: Sequence[Any] = (), choices: Sequence[Any] = (),
                       copy_of: int | None = None,
                       order: Sequence[str] | None = None,
                       kicked: Kicked = 0,
                       from_card: int | None = None,
                       convoke: Sequence[int] = (),
                       improvise: Sequence[int] = (),
                       delve: Sequence[int] = (),
                       exile: Sequence[int] = (),
                       discard: Sequence[int] = (),
                       reveal: Sequence[int] = (),
                       modes: Sequence[int] | None = None,
                       buyback: bool = False,
                       face: str | None = None,
                       resolving: CastPermission | None = None,
                       alternative: str | None = None,
                       optional_costs: Mapping[str, int] | None = None,
                       ) -> tuple[GameState, None]:
    """Cast a spell (CR 601.2): check it, pay its cost from the pool and put it on the
    stack. :func:`mtglab.engine.resolution.stack.cast` also resolves it. ``kicked``: how many times
    its kicker cost is paid as well (702.33); the mana spent is recorded for "enters
    with" abilities that count it (601.2h). ``from_card``: the id of the card cast from a
    graveyard, with a permission to (601.3): it moves to the stack (601.2a), its costs
    are the permission's (an alternative cost, 118.9; life in addition, 601.2f, 119.4),
    and its permanent enters with the counters the permission gives (614.1c).
    ``face``: the half of a split card cast, or ``"both"`` fused (709.3, 702.102,
    :mod:`mtglab.engine.spells.splitcards`). ``resolving``: the permission of the ability
    that is resolving to cast the card ``from_card`` (madness's, 702.35a): it is cast
    during that resolution, so timing restrictions don't apply (608.2g). ``alternative``:
    the keyword whose alternative cost is paid rather than its mana cost ("surge",
    118.9, :mod:`mtglab.engine.spells.alternativecosts`). ``optional_costs``: the
    optional additional costs its keywords offer paid, and how many times
    (``{"squad": 2}``, 601.2b, 601.2f; :mod:`mtglab.engine.spells.copycosts`)."""
    whole = card
    card = half_to_cast(card, face, _zone_of(state, from_card))  # 709.3a
    label = f"cast {card.name}"
    problems = _timing_problems(state, card, who) if resolving is None else []  # 608.2g
    problems += cast_prohibited(state, card, who, _zone_of(state, from_card))  # 101.2
    allowed = _Permission(resolving, card.name, None) if resolving is not None else \
        _cast_permission(state, card, who, from_card) if from_card is not None else None
    if alternative is not None:  # 118.9, 601.2b
        allowed = _with_alternative(state, card, who, allowed, alternative, from_card)
    way_costs = allowed.permission.costs if allowed is not None else ()  # 702.81a, 702.133a
    problems += additional_cost_problems(state, card, who, from_card,  # 118.8, 601.2h
                                         way_costs)
    cost = _cost_to_pay(state, card, who, allowed, problems, label)
    if cost.has_x and x is None:
        raise ChoiceRequired(f"the value of X for {card.name} (CR 107.3a); pass x=")
    chooser = Chooser(choices)  # its additional costs' choices first (601.2b, 601.2h)
    chosen_mana, chosen_costs = choose_additional_cost(state, card, who, chooser, from_card)
    way_costs = way_costs + chosen_costs
    optional = optional_paid(card, optional_costs)  # 702.175a, 702.157a, 702.42a
    chosen = chosen_modes(card, modes, kicked=bool(kicked),  # hook: modes first (700.2,
                          entwined=any(k == ENTWINE for k, _n in optional))  # 601.2b)
    paid_kicks = kicks(card, kicked)
    played = as_overloaded(as_kicked(chosen_card(card, chosen), paid_kicks),  # 601.2b-c,
                           allowed.permission.keyword if allowed else None)  # 702.96a
    way_costs = way_costs + mode_extra_costs(card, chosen)  # "Escalate—Discard a card."
    if not card.is_permanent_card:
        unsupported = spell_problems(played)
        if unsupported:
            raise UnsupportedError(f"mtglab can't resolve {card.name}: {unsupported[0]}")
    flat, sizes = _announced_targets(state, card, played, chosen is not None, who, targets,
                                     label, x)
    total = with_strive(card, with_kicker(card, with_buyback(card, cost, buyback),  # 702.27a
                                         paid_kicks), len(flat))
    total = with_optional_costs(card, total, optional)  # 601.2f
    total = with_mode_costs(card, total, chosen)  # escalate, spree (702.120a, 702.172a)
    total = total + chosen_mana + cost_increase(state, card, who, flat)  # 601.2f: increases first
    flash_extra = _own_flash_extra(state, card, who) if resolving is None else None
    if flash_extra is not None:  # "if you pay {2} more to cast it" (601.3c)
        total = total + flash_extra
    reduction = affinity_reduction(state, card, who) + spell_reduction(
        state, card, who, flat) + cost_reduction(state, card, who, flat)
    early = pays_first(allowed.permission if allowed is not None else None)  # 702.119c
    if early:  # emerge: the creature sacrificed sets the total cost (702.119a)
        state, sacrificed = pay_additional_costs(state, card, who, chooser, from_card,
                                                 way_costs)
        reduction += emerge_reduction(sacrificed)
    total = less_generic(total, reduction)  # 702.41a, 118.7, 601.2f
    state, total, by_keywords = pay_with_keywords(state, card, who, total, convoke=convoke,
                                                  delve=delve,  # 702.51, 702.66
                                                  improvise=improvise,  # 702.126a
                                                  casting_id=from_card, x=x)
    state, discarded = discard_for_kicker(state, card, who, bool(paid_kicks), discard)
    state, revealed = reveal_or_control(state, card, who, reveal)  # 601.2f
    state, spent = _pay_from_pool(state, card, who, total, x, allowed, label)
    if not early:
        state, sacrificed = pay_additional_costs(state, card, who, chooser, from_card,
                                                 way_costs)
    if from_card is not None and allowed is not None:  # it moves to the stack (601.2a)
        state, whole = _moved_to_stack(state, card, who, from_card, allowed, exile)
        if allowed.once_key:  # "Once each turn, you may cast ..." is used (601.3)
            state = used_zone_permission(state, ZoneGrant(allowed.source_name,
                                                          allowed.source_id, allowed.once_key))
        card = on_stack(whole, card)  # the half cast (709.3a)
    state = record_cast(state, who, "".join(c for c in "WUBRG" if c in card.colors),  # 601.2i
                        str(TypeLine(card.supertypes, card.types, card.subtypes)), len(spent),
                        from_hand=allowed is None or str(allowed.permission.zone) == "hand")
    state = triggered_by_expending(state, who, len(spent))  # 700.14
    state, extra = next_spell_counters(state, card, who, spent)  # Yuna, Solar Array
    sid, state = state.take_id()
    paid = (("copy_of", copy_of), ("counter_order", tuple(order) if order else None),
            ("spent", str(spent)), ("kicked", paid_kicks or None),
            ("extra_counters", extra or None), *_permission_paid(allowed, chosen, who),
            (EXILED_INSTEAD, (allowed is not None and allowed.exiled_instead) or None),
            *by_keywords.as_paid(), ("discarded_mana_value", discarded),
            ("revealed_or_controlled", revealed), *_flashback_paid(allowed),
            ("target_sizes", sizes), ("paid_values", sacrificed),
            (BUYBACK_PAID, buyback or None), (OPTIONAL_PAID, optional or None),
            split_paid(whole, card), (CAST_IN_MAIN_PHASE, _in_main_phase(state, who)))
    item = StackItem(sid, "spell", card.name, who, None, card=card,
                     targets=tuple(flat), x=x, choices=tuple(chooser.unused),
                     paid=tuple(kv for kv in paid if kv[1] is not None))
    state = state.evolve(stack=(*state.stack, item))
    state = state.logged("cast", card.name, f"{does(who, 'casts')} it, paying {total}"
                         + (f" with X={x}" if x is not None else "")
                         + (f" (kicked: {', '.join(paid_kicks)})" if paid_kicks else ""),
                         "601.2, 107.3a" + (", 702.33" if paid_kicks else ""))
    return state, None


def _with_alternative(state: GameState, card: Card, who: str, allowed: _Permission | None,
                      keyword: str, from_card: int | None) -> _Permission:
    """The permission the spell is cast with once its caster chose to pay the alternative
    cost of ``keyword`` (118.9): only one alternative cost can be paid (118.9a)."""
    label = f"cast {card.name}"
    alt = alternative_permission(state, card, who, keyword, _zone_of(state, from_card))
    if allowed is None:
        return _Permission(alt, card.name, None)
    if allowed.permission.alternative_cost is not None:
        raise IllegalActionError(label, [
            f"it is cast with {allowed.permission.keyword or allowed.source_name}'s "
            f"alternative cost already, and only one alternative cost can be paid "
            f"(CR 118.9a)"])
    if allowed.permission.keyword:
        raise UnsupportedError(f"{label}: mtglab doesn't combine "
                               f"{allowed.permission.keyword.lower()} with an alternative "
                               "cost")
    return replace(allowed, permission=replace(
        allowed.permission, keyword=alt.keyword, alternative_cost=alt.alternative_cost,
        costs=(*allowed.permission.costs, *alt.costs)))


def _zone_of(state: GameState, from_card: int | None) -> str:
    """The zone a spell is cast from: the card's, or its caster's hand (601.2a)."""
    found = card_zone(state, from_card) if from_card is not None else None
    return found[1] if found is not None else "hand"


def _cost_to_pay(state: GameState, card: Card, who: str, allowed: _Permission | None,
                 problems: list[str], label: str) -> ManaCost:
    """The mana cost the spell is cast for — an alternative cost is paid rather than the
    mana cost, which stays (118.9, 202.3) — raising with every reason it can't be cast
    (the timing ``problems`` already found, no mana cost, 202.1b; life it can't pay,
    119.4)."""
    cost = allowed.permission.alternative_cost if allowed is not None and \
        allowed.permission.alternative_cost is not None else card.mana_cost
    if cost is None:
        problems.append("it has no mana cost, so it can't be cast by paying it (CR 202.1b)")
    life = allowed.permission.life if allowed is not None else 0
    if life and state.player(who).life < life:
        problems.append(f"paying {life} life needs a life total of at least {life} (CR 119.4)")
    if problems:
        raise IllegalActionError(label, problems)
    assert cost is not None
    return cost


def _announced_targets(state: GameState, card: Card, played: Card, modal: bool, who: str,
                       targets: Sequence[Any], label: str, x: int | None = None,
                       ) -> tuple[list[Any], tuple[int, ...] | None]:
    """The spell's targets as announced (601.2c), checked, as one flat list, with how many
    each word "target" took when its instructions are the general ones (else None)."""
    general = None if card.is_permanent_card else instructions_of(played)
    if general is not None:  # each word "target" chosen in the text's order (601.2c)
        groups = choose_targets(state, parts_of(general), targets, None, who, label,
                                source_looks=spell_looks(card, who), x=x)  # 702.16b, 601.2b
        return [t for g in groups for t in g], tuple(len(g) for g in groups)
    # one list of every target (a list per word "target" is the general way's)
    flat = [t for g in targets for t in (g if isinstance(g, list | tuple) else (g,))]
    if card.is_permanent_card and "Aura" in card.subtypes:
        aura_target_problems(state, card, who, flat)
    words = several_targeted(played) if modal else None
    if not card.is_permanent_card and words is None and \
            not copy_spell_target_problems(state, played, who, flat):
        spell_target_problems(state, played, who, flat)
    if words is not None and len(flat) != sum(words):  # 601.2c; each checked as it
        # resolves (608.2b)
        raise IllegalActionError(label, [
            f"its instructions have {sum(words)} words 'target' and {len(flat)} "
            "targets were chosen: one for each, in the order of the text (CR 601.2c, "
            "700.2c)"])
    return flat, None


def _pay_from_pool(state: GameState, card: Card, who: str, total: ManaCost, x: int | None,
                   allowed: _Permission | None, label: str) -> tuple[GameState, Mana]:
    """Pay the total cost from the caster's mana pool (601.2h) and the life it asks
    (119.4, 601.2f); the state and the mana spent."""
    player = state.player(who)
    plan = pay_from_pool(player, total, x=x or 0, purpose="spell", spell=card)
    if plan is None:
        raise IllegalActionError(label, [
            f"{possessive(who)} mana pool ({player.pool_mana or 'empty'}) can't pay "
            f"{total}{f' with X={x}' if x is not None else ''} (CR 601.2h)"])
    pool, life = plan
    spent = player.pool_mana - sum((e.mana for e in pool), Mana())
    state = lose_life(state.with_player(replace(player, pool=pool)), who, life + (
        allowed.permission.life if allowed is not None else 0))  # 119.4, 601.2f
    return state, spent


def _moved_to_stack(state: GameState, card: Card, who: str, from_card: int,
                    allowed: _Permission, exile: Sequence[int]) -> tuple[GameState, Card]:
    """A card cast from a graveyard moves to the stack (601.2a), and escape's other
    cards are exiled (702.138a)."""
    entry, state = take_card(state, from_card)
    card = entry.card or card
    zone = str(allowed.permission.zone)
    where = "exile" if zone == "exile" else f"{possessive(who)} {zone}"
    by = f"its {allowed.permission.keyword.lower()} ability" if allowed.permission.keyword \
        else allowed.source_name
    state = state.logged("cast", card.name, f"from {where}, as {by} allows", "601.2a, 601.3")
    if allowed.permission.exile_others:  # escape's other cards (702.138a)
        state = exile_others(state, card, who, allowed.permission.exile_others, exile,
                             from_card)
    return state, card


def _permission_paid(allowed: _Permission | None, modes: Any,
                     who: str) -> tuple[tuple[str, Any], ...]:
    """What a spell's ``paid`` records of the permission it was cast with (601.3) and of
    its modes (700.2): where it was cast from and the counters it enters with."""
    return (("cast_from", str(allowed.permission.zone) if allowed else None), ("modes", modes),
            (ENTERS_WITH, _permitted_counters(allowed, who) or None))


def _flashback_paid(allowed: _Permission | None) -> tuple[tuple[str, Any], ...]:
    """Whether its flashback (702.34a) or escape (702.138) cost was paid."""
    keyword = allowed.permission.keyword if allowed is not None else None
    return ((FLASHBACK_PAID, keyword == "Flashback" or None),
            (JUMP_START_PAID, keyword == JUMP_START or None),  # 702.133a
            ("madness", keyword == MADNESS or None),  # 702.35a
            (ALTERNATIVE_PAID, keyword if keyword and allowed is not None and
             allowed.permission.alternative_cost is not None else None),  # 118.9
            (AFTERMATH_PAID, keyword == "Aftermath" or None),  # 702.127a
            ("escaped", keyword == "Escape" or None))


def _permitted_counters(allowed: _Permission | None, who: str) -> tuple[tuple[Any, ...], ...]:
    """The counters a spell cast with ``allowed`` will enter with (614.1c)."""
    if allowed is None:
        return ()
    return tuple((allowed.source_name, allowed.source_id, who, e.counter, e.amount.value,
                  "614.1c, 601.3") for e in allowed.permission.enters_with)


def _card_leaves_stack(state: GameState, item: StackItem, card: Card, who: str,
                       rule: str) -> GameState:
    """The spell's card goes to its owner's graveyard as it leaves the stack (``rule``:
    608.2n resolved, 608.2b didn't resolve) — or to exile if its flashback cost was paid
    (702.34a). A copy of a spell ceases to exist instead (707.10a, 704.5e)."""
    if is_spell_copy(item):
        return ceases_to_exist(state, item, f"CR {rule}")
    card = card_leaving_stack(item, card)  # the whole split card (709.3)
    zone, why = leaving_stack(item, "graveyard", state, card, who)
    if rule == "608.2n" and not why and bought_back(item):  # as it resolves (702.27a)
        _gid, state = put_card(state, card, who, "hand")
        return state.logged("hand", card.name, "put into its owner's hand instead of their "
                            "graveyard: its buyback cost was paid", "702.27a")
    _gid, state = put_card(state, card, who, zone)
    if why:
        return state.logged("exile", card.name, "exiled instead of put into a graveyard"
                            if why == "614.6" else "exiled instead of put anywhere else as "
                            "it leaves the stack", why)
    state = state.logged("graveyard", card.name, "put into its owner's graveyard", rule)
    # "whenever a card is put into your graveyard from anywhere" (400.3, 603.2)
    return triggered_by_card_to_graveyard(state, _gid, "stack")


def resolve_spell(state: GameState, item: StackItem, chooser: Chooser) -> GameState:
    """Resolve a spell (CR 608.2, 608.3)."""
    card = item.card
    assert card is not None
    who = item.controller
    played = as_kicked(chosen_card(card, dict(item.paid).get("modes")),  # hook: its modes
                       tuple(dict(item.paid).get("kicked") or ()))  # (700.2), kicker 702.33d
    played = as_overloaded(played, dict(item.paid).get(ALTERNATIVE_PAID))  # 702.96a
    general = None if card.is_permanent_card else instructions_of(played)
    if general is not None:
        return _resolve_instructions(state, item, card, general, chooser)
    if not card.is_permanent_card and (counter_targets_gone(state, played, item) or
                                       every_target_gone(state, item)):  # hook: 608.2b
        state = state.logged("doesn't resolve", card.name, "its target is illegal now, so "
                             "it doesn't resolve", "608.2b")
        return _card_leaves_stack(state, item, card, who, "608.2b")
    if not card.is_permanent_card:
        state = state.logged("resolve", card.name, "the spell resolves", "608.2")
        state = blessing_as_spell_resolves(state, card, who)  # ascend (702.131a)
        aimed = targets_by_instruction(played, item)
        for a in played.abilities:
            if a.kind.value != "spell":
                continue
            # "can't be countered" is no instruction
            effects = [e for e in a.effects if not is_spell_rule(e)]
            i = 0
            while i < len(effects):
                e, then = effects[i], _if_you_do_after(effects, i)
                if then:  # "Flip a coin. If you win the flip, ..." (608.2c-d)
                    state = performed_with_what_follows(state, e, then, played,
                                                        aimed.get(id(e), item), chooser)
                else:
                    state = spell_effect(state, e, played, aimed.get(id(e), item), chooser)
                i += 1 + len(then)
        return _card_leaves_stack(state, item, card, who, "608.2n")
    return put_onto_battlefield(state, item, chooser)


def _in_main_phase(state: GameState, who: str) -> bool | None:
    """Whether ``who`` casts the spell during their own main phase (505.1), which "If you
    cast this spell during your main phase" reads as it resolves; None otherwise."""
    return True if state.active == who and state.phase in (
        Phase.PRECOMBAT_MAIN, Phase.POSTCOMBAT_MAIN) else None


def _if_you_do_after(effects: Sequence[Any], i: int) -> tuple[Any, ...]:
    """The "If you do" instructions right after the general instruction ``effects[i]``,
    which read whether it was done (608.2c-d); () when there are none or it isn't one
    the general way plays."""
    if not performs(effects[i]):
        return ()
    out = []
    for e in effects[i + 1:]:
        if not isinstance(e, IfYouDo) or not performs(e):
            break
        out.append(e)
    return tuple(out)


def _resolve_instructions(state: GameState, item: StackItem, card: Card,
                          effects: tuple[Any, ...], chooser: Chooser) -> GameState:
    """An instant or sorcery resolves (608.2): its targets are checked again — if every
    one is illegal it doesn't resolve (608.2b) — then its instructions are carried out
    in order, and it goes to its owner's graveyard (608.2n)."""
    who = item.controller
    parts = parts_of(effects)
    paid = dict(item.paid)
    groups = groups_of(item.targets, paid.get("target_sizes"), parts)
    now = still_legal(state, parts, groups, None, who, source_looks=spell_looks(card, who),
                      x=item.x)  # X stays what was chosen (107.3, 608.2b)
    if any(groups) and not any(now):
        state = state.logged("doesn't resolve", card.name, "every target is illegal now, "
                             "so it doesn't resolve", "608.2b")
        return _card_leaves_stack(state, item, card, who, "608.2b")
    state = state.logged("resolve", card.name, "the spell resolves", "608.2")
    state = blessing_as_spell_resolves(state, card, item.controller)  # ascend (702.131a)
    order = paid.get("counter_order")
    keywords = frozenset(k.lower() for a in card.abilities for k in a.keywords)
    res = Resolution(None, card.name, who, chooser, now, item.x, paid,
                     source_looks=DamageSource(card.name, who, keywords, None,
                                               spell_looks(card, who), item.id),
                     origin_text=card.oracle_text,
                     order=tuple(order) if order is not None else None,
                     arrive=put_card_onto_battlefield, cast_spell=put_spell_on_stack,
                     other_than=frozenset(),  # its "other": what it named (608.2c)
                     cast=cast_record(item, card))  # how it was cast (601.2h, 702.33d)
    state = perform_all(state, effects, res)
    return _card_leaves_stack(state, item, card, who, "608.2n")


def cast_options(values: Mapping[str, Any]) -> dict[str, Any]:
    """Normalise keyword "as it enters" choices given to ``Board.cast``."""
    return {k: v for k, v in values.items() if v is not None}
