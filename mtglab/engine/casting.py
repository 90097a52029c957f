"""Casting spells and permanents entering the battlefield (CR 601, 608.3, 614.12, 107.3m).

A spell is paid for from its caster's mana pool, put on the stack (601.2) and, unless
asked otherwise, resolves at once. A permanent spell becomes a permanent (608.3): its
"as this enters" choices are made, replacement effects that modify how it enters apply
(614.1c, 614.12) — "enters tapped", "enters with X +1/+1 counters" where X is the X paid
for the spell (107.3m) while the permanent's own X is 0 (107.3g) — and, for a copy,
it enters as that copy (707.5, 616.1c) with the copied text's own entering abilities.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from mtglab.cards.ability import Trigger
from mtglab.cards.casttext import (
    GRAVEYARD_CARDS_OF,
    REVEALED_TOP_MANA_VALUE,
    SACRIFICED_THIS_WAY,
    SPELL_MANA_VALUE,
)
from mtglab.cards.effects import (
    CIRCLED_PAIRS,
    DRAFTED_SETS,
    AddMana,
    Amount,
    AsEntersChoice,
    BecomeCopy,
    CastPermission,
    ChoiceKind,
    Condition,
    ControllerSpec,
    CounterSpell,
    CreatedTrigger,
    CreateToken,
    CreateTokenCopy,
    DealDamage,
    Delayed,
    DoesntUntap,
    DrawCards,
    EachSacrifices,
    EntersAsCopy,
    EntersWithAbilities,
    EntersWithCounterChoice,
    EntersWithCounters,
    ExileCards,
    GainControl,
    GainLife,
    GrantAbilities,
    ManaReplacement,
    OthersEnterAsCopy,
    PutFromTop,
    Relation,
    ReturnFromGraveyard,
    ReturnThatCard,
    SearchLibrary,
    Selector,
    SetBasicLandTypes,
    StaticModifier,
    SwitchPT,
    Untap,
)
from mtglab.cards.keywords import Kicker
from mtglab.cards.model import Card
from mtglab.cards.types import (
    BASIC_LAND_TYPES,
    CARD_TYPES,
    CREATURE_TYPES,
    LAND_TYPES,
    TypeLine,
)
from mtglab.cards.vocabulary import AmountKind
from mtglab.engine.affinity import affinity_reduction, less_generic
from mtglab.engine.cardnames import choose_card_name
from mtglab.engine.castkeywords import (
    KeywordPayment,
    discard_for_kicker,
    discard_kicker,
    exile_others,
    pay_with_keywords,
    reveal_or_control,
)
from mtglab.engine.choices import Chooser
from mtglab.engine.conditions import holds
from mtglab.engine.copies import apply_exceptions, copy_reflexive_trigger, start_copy_effect
from mtglab.engine.copyspells import (
    copy_spell_target_problems,
    owns_effect,
    resolve_copy_spell_effect,
)
from mtglab.engine.countering import counter_spell, counterable_spells
from mtglab.engine.creating import Creation, TokenKind, create_tokens, perform_create_token
from mtglab.engine.damage import DamageSource, deal_damage, gain_life
from mtglab.engine.delayed import create_delayed, draw_cards, next_spell_counters
from mtglab.engine.entering import (
    ACTION_CHOICES,
    CastRecord,
    CopyChoice,
    EnterEffect,
    EnterEffectKind,
    EnteringProblem,
    act_as_enters,
    board_amount,
    enter_as_copy_choices,
    entering_amount,
    entering_condition,
    entering_problem,
    exile_copied_pair,
    resolve_entering,
    sacrifice_as_enters,
)
from mtglab.engine.exilecounters import copied_card_problem, exile_cards
from mtglab.engine.facedown import face_down_values
from mtglab.engine.facedowncast import FACE_DOWN_PAID
from mtglab.engine.flashback import FLASHBACK_PAID, leaving_stack
from mtglab.engine.general import is_general, is_spell_rule, performs
from mtglab.engine.history import (
    history_condition,
    put_there_from_the_battlefield,
    record_cast,
    record_entering,
)
from mtglab.engine.landtypes import become_land_types
from mtglab.engine.landtypes import carried_out as lands_carried_out
from mtglab.engine.layers import Characteristics, characteristics_of, copiable_of
from mtglab.engine.life import lose_life
from mtglab.engine.mixed import perform_within, target_words
from mtglab.engine.modes import chosen_card, chosen_modes
from mtglab.engine.payment import pay_from_pool
from mtglab.engine.perform import Resolution, perform_all
from mtglab.engine.production import (
    ProductionContext,
    amount_value,
    cards_to_reveal,
    condition_holds,
    production_options,
)
from mtglab.engine.protection import protection_from
from mtglab.engine.searching import search_library
from mtglab.engine.selectors import CardLooks, SelectContext, matches
from mtglab.engine.splitsecond import split_second_problem
from mtglab.engine.state import (
    BaseValues,
    CopyEffect,
    EffectRecord,
    FaceDown,
    GameState,
    PermanentState,
    PoolEntry,
    StackItem,
)
from mtglab.engine.strive import with_strive
from mtglab.engine.targeting import choose_targets, groups_of, parts_of, still_legal
from mtglab.engine.targets_gone import every_target_gone
from mtglab.engine.triggers import trigger_legal_targets, triggered_by_entering
from mtglab.engine.turns import untap_permanent
from mtglab.engine.wording import does, possessive
from mtglab.engine.zones import (
    card_zone,
    leave_battlefield,
    move_card,
    put_card,
    take_card,
    zone_cards,
)
from mtglab.errors import ChoiceRequired, IllegalActionError, UnsupportedError
from mtglab.mana import COLORS, Mana, ManaCost

__all__ = [
    "Arrival",
    "Kicked",
    "each_sacrifices",
    "kicker_cost",
    "kicker_costs",
    "kicks",
    "put_card_onto_battlefield",
    "put_onto_battlefield",
    "put_spell_on_stack",
    "resolve_spell",
    "return_that_card",
    "spell_entering",
    "spell_enters_with",
]


def _timing_problems(state: GameState, card: Card, who: str) -> list[str]:
    problems = []
    if "Land" in card.types:
        problems.append("a land is played, not cast (CR 305.1, 305.9)")
    sorcery_speed = "Instant" not in card.types and not any(
        "Flash" in a.keywords for a in card.abilities) and not _flash_as_long_as(
        state, card, who)
    if sorcery_speed and (state.active != who or "main" not in state.phase or state.stack):
        problems.append("it can be cast only in its controller's main phase with an empty "
                        "stack (CR 307.1, 301.1)")
    split = split_second_problem(state)  # 702.61a
    if split is not None:
        problems.append(split)
    return problems


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


def kicker_costs(card: Card) -> tuple[tuple[ManaCost, ...], bool]:
    """The kicker costs of a card ("Kicker {1}{U} and/or {B}" has two) and whether it
    is multikicker (CR 702.33a, 702.33c), from its parsed keyword (a
    :class:`~mtglab.cards.keywords.Kicker`); ``()`` without kicker.

    >>> import mtglab as ml
    >>> costs, multi = kicker_costs(ml.Card.from_text(name="Kicked", mana_cost="{1}{G}",
    ...     type_line="Creature — Beast", oracle_text="Kicker {2}{G} and/or {U}",
    ...     power="1", toughness="1"))
    >>> [str(c) for c in costs], multi
    (['{2}{G}', '{U}'], False)
    """
    for a in card.abilities:
        for e in a.effects if a.supported else ():
            if isinstance(e, Kicker):
                return e.costs, e.multi
    discarding = discard_kicker(card)  # "Kicker—{2}{B}, Discard a creature card."
    return ((discarding[0],), False) if discarding is not None else ((), False)


def kicker_cost(card: Card) -> tuple[ManaCost, bool] | None:
    """The (first) kicker cost of a card and whether it is multikicker, or ``None``."""
    costs, multi = kicker_costs(card)
    return (costs[0], multi) if costs else None


#: How a spell is kicked: how many times its kicker cost is paid (one kicker cost), or
#: which of its kicker costs are paid ("{1}{U}", 702.33b).
Kicked = int | Sequence[str]


def kicks(card: Card, kicked: Kicked) -> tuple[str, ...]:
    """The kicker costs paid, one entry per payment (CR 702.33a-c), checked."""
    costs, multi = kicker_costs(card)
    label = f"cast {card.name} kicked"
    if isinstance(kicked, int):
        if kicked == 0:
            return ()
        if len(costs) != 1:
            raise IllegalActionError(label, [
                "it has no kicker cost (CR 702.33)" if not costs else
                f"it has {len(costs)} kicker costs: say which, kicked=('{costs[0]}',) "
                "(CR 702.33b)"])
        if kicked > 1 and not multi:
            raise IllegalActionError(f"{label} {kicked} times", [
                "a kicker cost is paid at most once; only multikicker may be paid any "
                "number of times (CR 702.33a, 702.33c)"])
        return (str(costs[0]),) * kicked
    paid = tuple(str(ManaCost.parse(k)) for k in kicked)
    known = [str(c) for c in costs]
    bad = [k for k in paid if k not in known]
    twice = [k for k in set(paid) if paid.count(k) > 1 and not multi]
    if bad or twice:
        raise IllegalActionError(label, [
            *(f"{k} is not a kicker cost of it; its kicker costs: {known} (CR 702.33)"
              for k in bad),
            *(f"{k} is paid at most once (CR 702.33b)" for k in twice)])
    return paid


def _with_kicker(card: Card, cost: ManaCost, kicked: Kicked) -> ManaCost:
    """The total cost with the kicker costs paid (CR 601.2f, 702.33)."""
    for k in kicks(card, kicked):
        cost = cost + ManaCost.parse(k)
    return cost


@dataclass(frozen=True)
class _Permission:
    """A :class:`CastPermission` that lets a card be cast from where it is (601.3), and
    the object whose ability it is."""

    permission: CastPermission
    source_name: str
    source_id: int | None


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
    if owner != who:
        raise IllegalActionError(label, [f"it is in {possessive(owner)} {zone}: the "
                                         "permissions mtglab knows are for your own cards "
                                         "(CR 601.3)"])
    unmet: list[str] = []
    for a in card.abilities:
        for e in a.effects if a.supported and a.kind.value in ("static", "keyword") else ():
            if isinstance(e, CastPermission) and e.selector.is_self and e.zone == zone:
                need = e.condition
                if need is not None and not history_condition(need.kind, state, who,
                                                              need.selector):
                    unmet.append(f"{a.text.split('. ')[0]}: no "
                                 f"{(need.selector or Selector()).describe()} died this "
                                 "turn (CR 601.3, 700.4)")
                    continue
                return _Permission(e, card.name, None)
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
    raise IllegalActionError(label, unmet or [
        f"it is in {possessive(owner)} {zone}, and no rule or effect allows casting it "
        "from there (CR 601.3)"])


def put_spell_on_stack(state: GameState, card: Card, who: str, *, x: int | None = None,
                       targets: Sequence[Any] = (), choices: Sequence[Any] = (),
                       copy_of: int | None = None,
                       order: Sequence[str] | None = None,
                       kicked: Kicked = 0,
                       from_card: int | None = None,
                       convoke: Sequence[int] = (),
                       delve: Sequence[int] = (),
                       exile: Sequence[int] = (),
                       discard: Sequence[int] = (),
                       reveal: Sequence[int] = (),
                       modes: Sequence[int] | None = None) -> tuple[GameState, None]:
    """Cast a spell (CR 601.2): check it, pay its cost from the pool and put it on the
    stack. :func:`mtglab.engine.stack.cast` also resolves it. ``kicked``: how many times
    its kicker cost is paid as well (702.33); the mana spent is recorded for "enters
    with" abilities that count it (601.2h). ``from_card``: the id of the card cast from a
    graveyard, with a permission to (601.3): it moves to the stack (601.2a), its costs
    are the permission's (an alternative cost, 118.9; life in addition, 601.2f, 119.4),
    and its permanent enters with the counters the permission gives (614.1c)."""
    label = f"cast {card.name}"
    problems = _timing_problems(state, card, who)
    allowed = _cast_permission(state, card, who, from_card) if from_card is not None \
        else None
    # an alternative cost is paid rather than the mana cost, which stays (118.9, 202.3)
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
    if cost.has_x and x is None:
        raise ChoiceRequired(f"the value of X for {card.name} (CR 107.3a); pass x=")
    chosen = chosen_modes(card, modes)  # hook: a modal spell's modes, first (700.2, 601.2b)
    played = chosen_card(card, chosen)
    if not card.is_permanent_card:
        unsupported = spell_problems(played)
        if unsupported:
            raise UnsupportedError(f"mtglab can't resolve {card.name}: {unsupported[0]}")
    sizes: tuple[int, ...] | None = None
    general = None if card.is_permanent_card else instructions_of(played)
    if general is not None:  # each word "target" chosen in the text's order (601.2c)
        groups = choose_targets(state, parts_of(general), targets, None, who, label,
                                source_looks=_spell_looks(card, who))  # 702.16b
        targets = [t for g in groups for t in g]
        sizes = tuple(len(g) for g in groups)
    else:  # one list of every target (a list per word "target" is the general way's)
        targets = [t for g in targets for t in (g if isinstance(g, list | tuple) else (g,))]
        if card.is_permanent_card and "Aura" in card.subtypes:
            _aura_target_problems(state, card, who, targets)
        words = None if chosen is None else several_targeted(played)
        if not card.is_permanent_card and words is None and \
                not copy_spell_target_problems(state, played, who, targets):
            _spell_target_problems(state, played, who, targets)
        if words is not None and len(targets) != sum(words):  # 601.2c; each checked as it
            # resolves (608.2b)
            raise IllegalActionError(label, [
                f"its instructions have {sum(words)} words 'target' and {len(targets)} "
                "targets were chosen: one for each, in the order of the text (CR 601.2c, "
                "700.2c)"])
    paid_kicks = kicks(card, kicked)
    total = with_strive(card, _with_kicker(card, cost, paid_kicks), len(targets))
    total = less_generic(total, affinity_reduction(state, card, who))  # 702.41a, 601.2f
    state, total, by_keywords = pay_with_keywords(state, card, who, total, convoke=convoke,
                                                  delve=delve,  # 702.51, 702.66
                                                  casting_id=from_card, x=x)
    state, discarded = discard_for_kicker(state, card, who, bool(paid_kicks), discard)
    state, revealed = reveal_or_control(state, card, who, reveal)  # 601.2f
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
    if from_card is not None and allowed is not None:  # it moves to the stack (601.2a)
        _entry, state = take_card(state, from_card)
        card = _entry.card or card
        state = state.logged("cast", card.name, f"from {possessive(who)} graveyard, as "
                             f"{allowed.source_name} allows", "601.2a, 601.3")
        if allowed.permission.exile_others:  # escape's other cards (702.138a)
            state = exile_others(state, card, who, allowed.permission.exile_others, exile,
                                 from_card)
    state = record_cast(state, who, "".join(c for c in "WUBRG" if c in card.colors),  # 601.2i
                        str(TypeLine(card.supertypes, card.types, card.subtypes)))
    state, extra = next_spell_counters(state, card, who, spent)  # Yuna, Solar Array
    sid, state = state.take_id()
    item = StackItem(sid, "spell", card.name, who, None, card=card,
                     targets=tuple(targets), x=x, choices=tuple(choices),
                     paid=tuple(kv for kv in (("copy_of", copy_of), ("counter_order",
                                                                     tuple(order) if order
                                                                     else None),
                                              ("spent", str(spent)),
                                              ("kicked", paid_kicks or None),
                                              ("extra_counters", extra or None),
                                              ("cast_from", "graveyard" if allowed else None),
                                              ("modes", chosen),
                                              (_ENTERS_WITH, _permitted_counters(
                                                  allowed, who) or None),
                                              *by_keywords.as_paid(),
                                              ("discarded_mana_value", discarded),
                                              ("revealed_or_controlled", revealed),
                                              (FLASHBACK_PAID, (
                                                  allowed is not None and
                                                  allowed.permission.keyword == "Flashback")
                                               or None),
                                              ("escaped", (allowed is not None and
                                               allowed.permission.keyword == "Escape") or None),
                                              ("target_sizes", sizes))
                                if kv[1] is not None))
    state = state.evolve(stack=(*state.stack, item))
    state = state.logged("cast", card.name, f"{does(who, 'casts')} it, paying {total}"
                         + (f" with X={x}" if x is not None else "")
                         + (f" (kicked: {', '.join(paid_kicks)})" if paid_kicks else ""),
                         "601.2, 107.3a" + (", 702.33" if paid_kicks else ""))
    return state, None


def _entering_choices(values: BaseValues, chooser: Chooser, who: str,
                      players: Sequence[str],
                      state: GameState | None = None) -> tuple[tuple[str, Any], ...]:
    out: list[tuple[str, Any]] = []
    for a in values.abilities:
        for e in a.effects:
            if isinstance(e, EntersWithCounterChoice) and a.supported:
                options: list[Any] = list(e.options) if e.count == 1 else \
                    list(itertools.combinations(e.options, e.count))
                out.append(("counters", chooser.pick(
                    f"{values.name}: the counter(s) it enters with (CR 614.1c)", options)))
                continue
            if not isinstance(e, AsEntersChoice):
                continue
            if e.kind is ChoiceKind.COLOR:
                out.append(("color", str(chooser.pick_mana(
                    f"{values.name}: a color as it enters (CR 614.12a)",
                    [_m(c) for c in COLORS]))))
            elif e.kind is ChoiceKind.PAY_LIFE:
                out.append(("pay life", bool(chooser.pick(
                    f"{values.name}: pay {e.amount} life as it enters?", [True, False]))))
            elif e.kind is ChoiceKind.REVEAL and e.reveal is not None:  # checked on arrival
                out.append(("reveal", bool(chooser.pick(
                    f"{values.name}: reveal a {' or '.join(e.reveal.subtypes)} card from "
                    "your hand as it enters? (CR 701.20a)", [True, False]))))
            elif e.kind is ChoiceKind.REVEAL_ANY and e.reveal is not None:  # 701.20a:
                out.append((e.kind.value, int(chooser.pick(  # entering.py checks the hand
                    f"{values.name}: how many cards to reveal as it enters", range(61)))))
            elif e.kind is ChoiceKind.SACRIFICE_ANY or e.kind in ACTION_CHOICES:
                continue  # entering.sacrifice_as_enters / act_as_enters do them
            elif e.kind is ChoiceKind.OPPONENT:
                out.append(("opponent", chooser.pick("an opponent", [p for p in players
                                                                      if p != who])))
            elif e.kind in _NAMED_OPTIONS:
                named = [o for o in _NAMED_OPTIONS[e.kind]() if o not in e.excluded]
                out.append((e.kind.value, chooser.pick(
                    f"{values.name}: a {e.kind.value} as it enters (CR 614.12a)", named)))
            elif e.kind is ChoiceKind.PLAYER:
                out.append(("player", chooser.pick(
                    f"{values.name}: a player as it enters (CR 614.12a)", list(players))))
            elif e.kind is ChoiceKind.NUMBER:  # "choose a number" (614.12a)
                out.append(("number", int(chooser.pick(
                    f"{values.name}: a number as it enters (CR 614.12a)", range(21)))))
            elif e.kind is ChoiceKind.CARD_NAME and state is not None:  # 614.12a, 201.4
                chosen = choose_card_name(state, chooser, f"{values.name}: a card name as "
                                          "it enters (CR 614.12a, 201.4)", lambda _c: None,
                                          f"cast {values.name}")
                out.append(("card name", chosen.name))
            else:
                raise UnsupportedError(f"the choice of a {e.kind.value} as it enters")
    return tuple(out)


#: The legal answers of "as this enters, choose a ..." choices named by a word (614.12a).
_NAMED_OPTIONS: Final[dict[ChoiceKind, Any]] = {
    ChoiceKind.CREATURE_TYPE: lambda: list(CREATURE_TYPES),
    ChoiceKind.BASIC_LAND_TYPE: lambda: list(BASIC_LAND_TYPES),
    ChoiceKind.LAND_TYPE: lambda: list(LAND_TYPES),
    ChoiceKind.CARD_TYPE: lambda: list(CARD_TYPES),
    ChoiceKind.CIRCLED_COLORS: lambda: list(CIRCLED_PAIRS),
    ChoiceKind.DRAFTED_COLORS: lambda: list(DRAFTED_SETS),
}


def _m(c: str) -> Any:

    return Mana(c)


SPELL_EFFECTS = (AddMana, DrawCards, BecomeCopy, CreateToken, CreateTokenCopy, GainControl,
                 Untap, GrantAbilities, ManaReplacement, CreatedTrigger, CounterSpell,
                 ReturnFromGraveyard, EntersWithCounters, ExileCards, Delayed, PutFromTop,
                 SearchLibrary, DealDamage, SwitchPT, DoesntUntap, GainLife,
                 SetBasicLandTypes)

#: The players a spell's "~ deals N damage to ..." names (the older record's words).
_DAMAGED_PLAYERS: Final[dict[str, Any]] = {
    "you": lambda state, who: [who],
    "each opponent": lambda state, who: list(state.opponents(who)),
    "each player": lambda state, who: list(state.player_names),
}


#: The kinds of condition a spell's "if ..." checks as it resolves (608.2c) about its
#: controller and the board, never about a source permanent (a spell has none).
_SPELL_CONDITIONS: Final = frozenset({
    "control", "total_power", "same_name", "graveyard_cards", "your_turn", "monarch",
    "initiative", "completed_dungeon", "played_land", "opponent_poison"})


def _checked_on_resolution(cond: Condition, top: bool = True) -> bool:
    """Whether a spell's condition is one it checks as it resolves (608.2c): "if this
    spell was kicked" (702.33d) or one about its controller and the board."""
    if cond.kind in ("all", "any"):
        return bool(cond.conditions) and all(_checked_on_resolution(c, False)
                                             for c in cond.conditions)
    if cond.kind == "kicked":
        return top and not cond.negate
    return cond.kind in _SPELL_CONDITIONS


def spell_problems(card: Card) -> list[str]:
    """Why mtglab can't resolve this instant or sorcery (empty if it can)."""
    out = []
    for a in card.abilities:
        if a.kind.value != "spell":
            continue
        if not a.supported:
            out.append(f"its text {a.text!r} is not understood ({a.problem})")
            continue
        if is_general(a.effects):  # every instruction is one engine.perform plays
            continue
        for e in a.effects:
            if is_spell_rule(e):  # "can't be countered" (engine.countering)
                continue
            if not isinstance(e, SPELL_EFFECTS) and not performs(e):
                out.append(f"mtglab can't carry out {type(e).__name__} yet")
            elif isinstance(e, SetBasicLandTypes) and not lands_carried_out(e):
                out.append("a land type set other than for its target")
            elif isinstance(e, GainLife) and not performs(e) and (
                    e.condition is None or not _checked_on_resolution(e.condition) or
                    e.player != "you" or e.optional):
                out.append("this life gain of a spell")
            elif isinstance(e, SwitchPT | DoesntUntap) and (
                    e.selector.relation not in (Relation.TARGET, Relation.THAT) or
                    (isinstance(e, DoesntUntap) and e.duration is not None)):
                out.append(f"{type(e).__name__} of something other than its target")
            elif isinstance(e, DealDamage) and (e.condition is not None or
                                                e.source != "self" or
                                                e.to not in _DAMAGED_PLAYERS):
                out.append(f"damage to {e.to!r} from a spell")
            elif isinstance(e, EntersWithCounters) and not (
                    e.selector.relation is Relation.THAT and _returned_by(card) is not None):
                out.append("'that creature enters with' names no creature the spell puts "
                           "onto the battlefield")
            elif isinstance(e, ExileCards) and e.selector.zone is None and \
                    e.selector.relation is not Relation.TARGET and not performs(e):
                out.append("a spell exiles only a target permanent here")
            elif isinstance(e, Delayed) and not e.is_played_by_a_spell(a.effects):
                out.append("a spell's delayed trigger other than returning the card it "
                           "exiled (CR 603.7)")
    return out


def _draws_later(e: Delayed) -> bool:
    """Whether a spell's delayed trigger only draws cards for its caster ("Draw a card at
    the beginning of the next turn's upkeep", 603.7a)."""
    return e.is_played and bool(e.effects) and all(isinstance(x, DrawCards)
                                                   for x in e.effects)


def _returned_by(card: Card) -> ReturnFromGraveyard | None:
    """The spell's "return target creature card from a graveyard to the battlefield"."""
    return next((e for a in card.abilities if a.kind.value == "spell" and a.supported
                 for e in a.effects if isinstance(e, ReturnFromGraveyard) and
                 e.destination == "battlefield"), None)


def _returned_entering(state: GameState, card: Card, item: StackItem, name: str,
                       ) -> tuple[GameState, tuple[tuple[Any, ...], ...]]:
    """The "that creature enters with N additional counters" of the spell ``card`` whose
    condition holds as it resolves (608.2: "if {G} was spent to cast this spell",
    601.2h; "if there are two or more instant and/or sorcery cards in your graveyard",
    207.2c), as entering effects of the returned creature (614.1c); one "if a creature
    enters this way" is decided as it enters (614.12)."""
    who = item.controller
    ctx = ProductionContext(state, None, who, x=item.x)
    paid = _cast_record(item, card)
    out: list[tuple[Any, ...]] = []
    for a in card.abilities:
        for e in a.effects if a.kind.value == "spell" and a.supported else ():
            if not (isinstance(e, EntersWithCounters) and e.selector.relation is Relation.THAT):
                continue
            cond = e.condition
            needs = _as_it_enters(e)
            if needs is not None:  # "if a creature enters this way" (614.12): as it enters
                out.append((card.name, None, who, e.counter,
                            entering_amount(e.amount, ctx, paid) * e.times,
                            "614.1c, 614.12, 608.2", needs))
                continue
            if cond is not None and cond.kind == GRAVEYARD_CARDS_OF:
                from_zone = Amount(AmountKind.CARDS_IN_ZONE, 0, selector=cond.selector)
                holds = board_amount(from_zone, ctx) >= cond.count
            else:
                holds = cond is None or entering_condition(cond, ctx, paid)
            if holds:
                n = entering_amount(e.amount, ctx, paid) * e.times
                out.append((card.name, None, who, e.counter, n, "614.1c, 608.2"))
            else:
                state = state.logged("effect", card.name, f"{name} enters without the "
                                     f"{e.counter} counter(s): the condition doesn't hold",
                                     "608.2, 614.1c")
    return state, tuple(out)


def _put_from_top(state: GameState, e: PutFromTop, card: Card, who: str,
                  chooser: Chooser) -> GameState:
    """ "Look at the top seven cards of your library. You may put a creature card from
    among them onto the battlefield. If that card has mana value 3 or less, it enters with
    three additional +1/+1 counters on it. Put the rest on the bottom of your library in a
    random order." (Turntimber Symbiosis): looking shows them to their owner only (401.5,
    the library stays in order); the card chosen, if any ("you may"), enters with the
    counters whose condition holds for it (its mana value, 202.3; 614.1c); the rest go to
    the bottom — in the order they were, as mtglab keeps a random order's result fixed
    (as for a shuffle, 701.20)."""
    top = list(zone_cards(state, who, "library")[:e.count])
    state = state.logged("look", card.name, f"{does(who, 'looks')} at the top {len(top)} "
                         "card(s) of their library", "401.5")
    loose = replace(e.selector, zone=None, controller=ControllerSpec.ANY, relation=None)
    fit = {c.id: c.name for c in top if c.id is not None and c.card is not None and
           matches(loose, c.id, CardLooks(BaseValues.of_card(c.card), who),
                   SelectContext(None, who))}
    chosen = None
    if fit:
        chosen = chooser.pick(f"the {e.selector.describe()} card {card.name} puts onto the "
                              "battlefield (you may: None for none)", [*fit, None])
    for c in top:
        if c.id is not None and c.id != chosen:
            state = move_card(state, c.id, "library", f"put on the bottom by {card.name}",
                              "401.5")
    if chosen is None:
        return state
    entry, state = take_card(state, int(chosen))
    assert entry.card is not None
    mv = entry.card.mana_cost.mana_value if entry.card.mana_cost is not None else 0
    waiting = tuple((card.name, None, who, x.counter, x.amount.value * x.times,
                     "614.1c, 608.2") for x in e.enters_with
                    if x.condition is None or (x.condition.kind ==
                                               "entering_mana_value_at_most" and
                                               mv <= x.condition.count))
    sid, state = state.take_id()
    moved = StackItem(sid, "card", entry.name, who, None, card=entry.card,
                      paid=(("owner", who), *(((_ENTERS_WITH, waiting),) if waiting else ())))
    return put_onto_battlefield(state, moved, chooser, rule="608.2, 110.2, 614.1c")


def _exile_target(state: GameState, e: ExileCards, card: Card, item: StackItem,
                  targets: Sequence[int]) -> GameState:
    """ "Exile target permanent you control. Return that card to the battlefield ... at the
    beginning of the next end step" (Teferi's Time Twist) and "Exile any number of target
    creatures and/or planeswalkers you control. At the beginning of the next end step,
    return each of them ..." (Semester's End): each target still legal is exiled (406.3;
    one gone or no longer of its kind is left alone, 608.2b) and one delayed trigger is
    created for the cards they became in exile (603.7a, 603.7c: it returns those objects,
    400.7); a token ceases to exist and nothing returns for it (111.7)."""
    returns = [d for a in card.abilities if a.kind.value == "spell" and a.supported
               for d in a.effects if isinstance(d, Delayed) and
               any(isinstance(x, ReturnThatCard) for x in d.effects)]
    _chars, legal = _legal_targets(state, replace(e.selector, relation=None), item.controller)
    exiled: list[int] = []
    for oid in targets:
        if oid not in legal:
            state = state.logged("effect", card.name, f"#{oid} is no longer a legal target: "
                                 "it isn't exiled", "608.2b")
            continue
        before = {c.id for c in state.exile}
        state = leave_battlefield(state, oid, "exile", f"exiled by {card.name}", "406.3")
        exiled += [c.id for c in state.exile if c.id not in before and c.id is not None]
    for d in returns if exiled else ():
        d = replace(d, effects=tuple(replace(x, cards=tuple(exiled))
                                     if isinstance(x, ReturnThatCard) else x
                                     for x in d.effects))
        state = create_delayed(state, d, exiled[0], card.name, item.controller)
    return state


def return_that_card(state: GameState, effect: ReturnThatCard, *, card_id: object,
                     source_name: str, chooser: Chooser) -> GameState:
    """A delayed trigger's "Return that card to the battlefield under its owner's control"
    (603.7c) or "return each of them" (the cards in ``effect.cards``): each card still
    in exile (a card that left is a new object the trigger doesn't find, 400.7) enters
    under its owner's control (110.2, 610.3c) with the counters whose condition holds
    for it as it would exist on the battlefield ("if it enters as a creature", 614.1c,
    614.12).

    Cards returned together enter at the same time (they are one event); mtglab puts
    them onto the battlefield one after another, which differs only when one of them
    has an ability that looks at other permanents entering (an "each other creature
    enters with" replacement effect, 614.12; "whenever another creature enters", 603.6a):
    then it refuses rather than guess."""
    cards = effect.cards or ((card_id,) if isinstance(card_id, int) else ())
    here = [c for c in cards if (f := card_zone(state, c)) is not None and f[1] == "exile"]
    if len(here) > 1 and any(_sees_others_entering(card_zone(state, c)) for c in here):
        raise UnsupportedError(f"{source_name}: cards returning at the same time where one "
                               "sees the others enter (CR 603.6a, 614.12) are not modelled")
    if not cards:
        return state.logged("trigger", source_name, "that card has left exile: it is a new "
                            "object, which the trigger doesn't return", "603.7c, 400.7")
    for c in cards:
        state = _return_one(state, effect, c, source_name, chooser)
    return state


def _sees_others_entering(found: Any) -> bool:
    """Whether a card (``card_zone``'s answer) has an ability that looks at other
    permanents entering: a replacement effect on them (614.1c, 614.12) or a trigger on
    their entering (603.6a)."""
    card = found[2].card if found is not None else None
    for a in card.abilities if card is not None else ():
        if not a.supported:
            continue
        if isinstance(a.trigger, Trigger) and a.trigger.event in ("other_enters", "landfall"):
            return True
        if any(isinstance(e, EntersWithCounters | OthersEnterAsCopy) and
               not e.selector.is_self for e in a.effects):
            return True
    return False


def _return_one(state: GameState, effect: ReturnThatCard, card_id: object,
                source_name: str, chooser: Chooser) -> GameState:
    """One card of :func:`return_that_card`."""
    found = card_zone(state, card_id) if isinstance(card_id, int) else None
    if found is None or found[1] != "exile" or found[2].card is None:
        return state.logged("trigger", source_name, "that card has left exile: it is a new "
                            "object, which the trigger doesn't return", "603.7c, 400.7")
    owner, _zone, entry = found
    assert entry.card is not None
    waiting = tuple((source_name, None, owner, e.counter, e.amount.value * e.times,
                     "614.1c, 614.12, 603.7c", _as_it_enters(e) or "")
                    for e in effect.enters_with
                    if e.condition is None or _as_it_enters(e) is not None)
    entry, state = take_card(state, entry.id or 0)
    sid, state = state.take_id()
    moved = StackItem(sid, "card", entry.name, owner, None, card=entry.card,
                      paid=(("owner", owner), *(((_ENTERS_WITH, waiting),) if waiting else ())))
    return put_onto_battlefield(state, moved, chooser, rule="603.7c, 110.2, 614.1c")


def _return_to_battlefield(state: GameState, e: ReturnFromGraveyard, card: Card,
                           item: StackItem, chooser: Chooser) -> GameState:
    """ "Return target creature card from your graveyard to the battlefield" (Vigor
    Mortis): the card enters under the spell's controller (110.2) as a new object
    (400.7), with the counters the spell's "that creature enters with" gives it (614.1c);
    a target that has left the graveyard is illegal and nothing happens to it (608.2b)."""
    for cid in item.object_targets:
        found = card_zone(state, cid)
        if found is None or found[1] != "graveyard" or found[2].card is None:
            state = state.logged("doesn't resolve", card.name, "its target has left the "
                                 "graveyard: it is illegal (CR 608.2b)", "608.2b")
            continue
        entry, state = take_card(state, cid)
        assert entry.card is not None
        sid, state = state.take_id()
        state, waiting = _returned_entering(state, card, item, entry.name)
        moved = StackItem(sid, "card", entry.name, item.controller, None, card=entry.card,
                          paid=(("owner", entry.owner),
                                *(((_ENTERS_WITH, waiting),) if waiting else ())))
        state = put_onto_battlefield(state, moved, chooser, rule="400.7, 110.2, 614.1c")
    return state


def _chosen_permanent(chooser: Chooser, state: GameState, what: str,
                      candidates: list[int]) -> int:
    if not candidates:
        raise IllegalActionError("resolve", [f"there is no legal choice for {what}"])
    chars = characteristics_of(state)
    return chooser.pick_permanent(what, {i: chars[i].name for i in candidates})


def _spell_effect(state: GameState, e: object, card: Card, item: StackItem,
                  chooser: Chooser) -> GameState:
    """Carry out one instruction of an instant or sorcery (CR 608.2)."""

    who = item.controller
    if isinstance(e, ManaReplacement | CreatedTrigger):
        return _lasting_mana_effect(state, e, card, who)
    if isinstance(e, CounterSpell):  # 701.6a; its target checked as it resolves (608.2b)
        aimed = item.object_targets[0] if item.object_targets else None
        return counter_spell(state, aimed, card.name, effect=e, chooser=chooser,
                             x=item.x or 0)
    chars = characteristics_of(state)
    targets = [t for t in item.object_targets if t in state.permanents]
    if isinstance(e, AddMana):
        # a spell that adds mana is its source (CR 106.3); no permanent is tapped for mana
        options = production_options(e, ProductionContext(state, None, who, x=item.x))
        if not options:
            return state.logged("no mana", card.name, "undefined type: no mana", "106.5")
        m = chooser.pick_mana(f"the mana {card.name} adds", options)
        p = state.player(who)
        state = state.with_player(replace(p, pool=(*p.pool, PoolEntry(m, None, card.name,
                                                                      e.restriction))))
        return state.logged("add mana", card.name, f"{does(who, 'adds')} {m}", "106.3, 106.4")
    if isinstance(e, DrawCards):  # from the library (121.1)
        return draw_cards(state, who, amount_value(e.amount, ProductionContext(
            state, None, who, x=item.x)))
    if owns_effect(e, card):  # a copy of a second target or a choice (engine/copyspells)
        return resolve_copy_spell_effect(state, e, card, item, chooser)
    if isinstance(e, BecomeCopy):
        ctx = SelectContext(None, who, that=frozenset(targets))
        if e.original.relation is Relation.CHOSEN:
            legal = [i for i, c in chars.items()
                     if matches(replace(e.original, relation=None), i, c, ctx)]
            original = _chosen_permanent(chooser, state, f"the creature to copy "
                                         f"({e.original.describe()})", legal)
        elif e.original.relation is Relation.TARGET:
            if not targets:
                raise ChoiceRequired(f"a target for {card.name}; pass targets=")
            original = targets[0]
        else:
            raise UnsupportedError("this copy effect's original is not modelled")
        if e.subject.relation is Relation.TARGET:
            if not targets:
                raise ChoiceRequired(f"a target for {card.name}; pass targets=")
            subjects = [targets[0]]
        else:
            ctx2 = SelectContext(None, who, that=frozenset(targets))
            subjects = [i for i, c in chars.items() if i != original and
                        matches(e.subject, i, c, ctx2)]
        for pid in subjects:
            state = start_copy_effect(state, pid, original, who, card.name,
                                      duration=e.duration, exceptions=e.exceptions)
        return state
    if isinstance(e, CreateToken):  # through the token event (111.1, 616.1)
        return perform_create_token(state, e, who, source_id=None, source_name=card.name,
                                    x=item.x, order=dict(item.paid).get("counter_order"))
    if isinstance(e, CreateTokenCopy):
        if not targets:
            raise ChoiceRequired(f"a target for {card.name}; pass targets=")
        original = targets[0]
        values = copiable_of(state, original)  # a token copy gets copiable values (707.2)
        values, extra = apply_exceptions(values, e.exceptions)
        n = amount_value(e.count, ProductionContext(state, None, who, x=item.x))
        # creating them is one event (111.1, 616.1); each then enters as a token copy
        # (614.1c, 122.6) with X 0 (107.3m)
        kind = TokenKind(values, extra_counters=tuple(extra), copy_of=values.name)
        state, _ids = create_tokens(state, Creation(((kind, n),)), who,
                                    order=dict(item.paid).get("counter_order"),
                                    source_name=card.name)
        return state
    if isinstance(e, GainControl | GrantAbilities) or (isinstance(e, Untap) and
                                                       not performs(e)):
        return _on_target(state, e, card, item, targets)
    if isinstance(e, GainLife) and e.condition is not None:
        if e.condition.kind == "kicked":
            if not dict(item.paid).get("kicked"):  # "If this spell was kicked, you gain
                return state  # 3 life" (702.33d)
            n = amount_value(e.amount, ProductionContext(state, None, who, x=item.x))
            return gain_life(state, who, n, "", "119.3, 702.33d")
        pctx = ProductionContext(state, None, who, x=item.x)
        if not condition_holds(e.condition, pctx):  # "If you control a creature with
            return state  # power 4 or greater, you gain 4 life": checked now (608.2c)
        return gain_life(state, who, amount_value(e.amount, pctx), "", "119.3, 608.2c")
    if isinstance(e, SwitchPT) and targets:  # "Switch target creature's power and
        # toughness until end of turn": layer 7d on the target (613.4d, 611.2c)
        return _switched(state, e, card, who, targets[0])
    if isinstance(e, DoesntUntap) and e.duration is None and targets and \
            e.selector.relation in (Relation.TARGET, Relation.THAT):
        perm = state.permanents[targets[0]]  # "It doesn't untap during its controller's
        state = state.with_permanent(replace(  # next untap step" (502.3)
            perm, skip_next_untap=perm.skip_next_untap + 1))
        return state.logged("effect", characteristics_of(state)[targets[0]].name,
                            "doesn't untap during its controller's next untap step", "502.3")
    if isinstance(e, DealDamage) and e.condition is None and e.source == "self" and \
            e.to in _DAMAGED_PLAYERS:  # "~ deals 3 damage to each opponent" (120.3a)
        n = amount_value(e.amount, ProductionContext(state, None, who, x=item.x))
        for name in _DAMAGED_PLAYERS[e.to](state, who):
            state = deal_damage(state, DamageSource(card.name, who), n, name)
        return state
    if isinstance(e, ReturnFromGraveyard):
        return _return_to_battlefield(state, e, card, item, chooser)
    if isinstance(e, SearchLibrary):  # the caster searches their library (701.23)
        return search_library(state, e, who, chooser, card.name, {}, onto=_found_enters)
    if isinstance(e, ExileCards) and e.selector.zone is not None:
        # cards exiled from a graveyard (engine.exilecounters)
        return exile_cards(state, e, who, list(item.object_targets), chooser, card.name)
    if isinstance(e, ExileCards) and e.selector.relation is Relation.TARGET:
        return _exile_target(state, e, card, item, targets)
    if isinstance(e, PutFromTop):
        return _put_from_top(state, e, card, who, chooser)
    if isinstance(e, Delayed) and _draws_later(e):  # "draw a card at the beginning of the
        # next turn's upkeep": the spell is its source (603.7a)
        return create_delayed(state, e, item.id, card.name, who)
    if isinstance(e, Delayed):  # created with the card it returns (_exile_target)
        return state
    if isinstance(e, EntersWithCounters):  # the returned creature entered with them
        return state
    if isinstance(e, SetBasicLandTypes) and lands_carried_out(e):  # 305.7, 611.2a
        return become_land_types(state, e, source_id=None, source_name=card.name,
                                 controller=who, targets=targets, chooser=chooser)
    if performs(e):  # a general instruction among the others (engine.mixed, 608.2c)
        effects = tuple(x for a in card.abilities if a.kind.value == "spell" and a.supported
                        for x in a.effects)
        return perform_within(state, e, effects=effects, targets=list(item.targets),
                              source_id=None, source_name=card.name, controller=who,
                              chooser=chooser, x=item.x, paid=dict(item.paid),
                              origin_text=card.oracle_text, arrive=put_card_onto_battlefield)
    raise UnsupportedError(f"mtglab can't carry out {type(e).__name__} yet")


def _found_enters(state: GameState, card_id: int, controller: str, chooser: Chooser, *,
                  tapped: bool = False, why: str, rule: str) -> GameState:
    """A card a spell found goes onto the battlefield as a new object (400.7), its
    replacement effects applied and its abilities triggering (tapped if it says so)."""
    entry, state = take_card(state, card_id)
    sid, state = state.take_id()
    item = StackItem(sid, "card", entry.name, controller, None, card=entry.card)
    before = set(state.permanents)
    state = put_onto_battlefield(state, item, chooser, rule=rule)
    for pid in sorted(set(state.permanents) - before):
        if tapped:
            state = state.with_permanent(replace(state.permanents[pid], tapped=True))
        state = state.logged("enters", entry.name, why, rule)
    return state


def _switched(state: GameState, e: SwitchPT, card: Card, who: str, subject: int) -> GameState:
    """A spell switches a creature's power and toughness until end of turn (613.4d)."""
    ts, state = state.take_timestamp()
    eid, state = state.take_id()
    rec = EffectRecord(eid, None, card.name, who, e, ts, frozenset({subject}), "end of turn",
                       rule="611.2c, 613.4d", origin_text=card.oracle_text)
    state = state.evolve(effects=(*state.effects, rec))
    return state.logged("effect", characteristics_of(state)[subject].name,
                        "its power and toughness switch until end of turn", "613.4d")


def _lasting_mana_effect(state: GameState, e: ManaReplacement | CreatedTrigger, card: Card,
                         who: str) -> GameState:
    """A spell's replacement of mana production or "tapped for mana" trigger, for the
    rest of the turn: Pale Moon (614.1a), High Tide (603.7b); it ends in the cleanup step
    (514.2)."""
    origin = next(a for a in card.abilities if e in a.effects)
    ts, state = state.take_timestamp()
    eid, state = state.take_id()
    rule = "603.7b, 605.1b" if isinstance(e, CreatedTrigger) else "614.1a, 106.12b"
    rec = EffectRecord(eid, None, card.name, who, e, ts,
                       duration="end of turn" if e.until_end_of_turn else None, rule=rule,
                       origin_text=origin.text, origin_index=origin.effects.index(e))
    state = state.evolve(effects=(*state.effects, rec))
    what = "a mana trigger" if isinstance(e, CreatedTrigger) else \
        "a replacement effect on mana production"
    return state.logged("effect", card.name, f"{what} begins"
                        + (", until end of turn" if e.until_end_of_turn else ""), rule)


def _on_target(state: GameState, e: GainControl | Untap | GrantAbilities, card: Card,
               item: StackItem, targets: list[int]) -> GameState:
    """Act of Treason's instructions: gain control of the target, untap "that
    creature", "it gains haste until end of turn" (613.1b, 701.26b, 613.1f, 611.2)."""

    if e.selector.relation not in (Relation.TARGET, Relation.THAT):
        raise UnsupportedError(f"{type(e).__name__} of something other than its target")
    if not targets:
        raise ChoiceRequired(f"a target for {card.name}; pass targets=")
    who = item.controller
    pid = targets[0]
    name = characteristics_of(state)[pid].name
    if isinstance(e, Untap):
        if not state.permanents[pid].tapped:
            return state
        return untap_permanent(state, pid, f"untapped by {card.name}", "701.26b")
    if isinstance(e, GainControl):
        duration = e.duration
        text = "Gain control of target permanent" + (" until end of turn." if duration
                                                     else ".")
        rule, what = "611.2, 613.1b", f"{does(who, 'gains')} control of it"
    else:
        if "until end of turn" not in card.oracle_text.lower():
            raise UnsupportedError("abilities granted by a spell for as long as ...")
        duration = "end of turn"
        text = f"Target creature gains {', '.join(e.abilities).lower()} until end of turn."
        rule, what = "611.2, 613.1f", f"gains {', '.join(e.abilities).lower()}"
    eid, state = state.take_id()
    ts, state = state.take_timestamp()
    state = state.evolve(effects=(*state.effects, EffectRecord(
        eid, None, card.name, who, e, ts, frozenset({pid}), duration, rule=rule,
        origin_text=text)))
    return state.logged("effect", name, what + (f" until {duration}" if duration else ""),
                        rule)


def _spell_looks(card: Card, who: str) -> CardLooks:
    """A spell's characteristics: its card's (112.3), for protection (702.16b, e)."""
    return CardLooks(BaseValues.of_card(card), who)


def _legal_targets(state: GameState, sel: Selector, who: str, card: Card | None = None,
                   ) -> tuple[dict[int, Characteristics], list[int]]:
    """The permanents a spell's "target ..." may choose (CR 115.1), with everyone's
    characteristics for messages; not those with protection from the spell ``card``
    (702.16b)."""

    chars = characteristics_of(state)
    ctx = SelectContext(None, who)
    looks = _spell_looks(card, who) if card is not None else None
    return chars, [pid for pid, c in chars.items()
                   if matches(sel, pid, c, ctx, tapped=state.permanents[pid].tapped,
                              is_token=state.permanents[pid].is_token)
                   and (looks is None or protection_from(state, pid, looks) is None)]


def _spell_target_problems(state: GameState, card: Card, who: str,
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
    chars, legal = _legal_targets(state, sel, who, card)
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


def _targets_gone(state: GameState, card: Card, item: StackItem) -> bool:
    """Whether every target of a counterspell is illegal as it would resolve (608.2b):
    its spell has left the stack or no longer fits."""
    counter = _counter_effect(card)
    if counter is None or not item.object_targets:
        return False
    legal = counterable_spells(state, counter, SelectContext(None, item.controller))
    return not any(t in legal for t in item.object_targets)


def _aura_target_problems(state: GameState, card: Card, who: str,
                          targets: Sequence[int]) -> None:
    """An Aura spell targets what it can enchant (CR 303.4a, 702.5a, 115.1b)."""

    sel = next((e.selector for a in card.abilities if a.supported for e in a.effects
                if isinstance(e, StaticModifier) and e.kind == "enchant"), None)
    if sel is None:
        raise UnsupportedError(f"what {card.name} can enchant is not understood")
    chars, legal = _legal_targets(state, sel, who, card)
    if not targets:
        raise ChoiceRequired(f"the target of the Aura spell {card.name} (CR 303.4a); "
                             "pass targets=", [f"{chars[p].name} #{p}" for p in legal])
    if len(targets) != 1 or targets[0] not in legal:
        raise IllegalActionError(f"cast {card.name}", [
            f"an Aura spell targets one object it could enchant (CR 303.4a, 115.1b); "
            f"legal: {[f'{chars[p].name} #{p}' for p in legal]}"])


@dataclass(frozen=True)
class Arrival:
    """A permanent spell's permanent as it is about to enter (608.3): on the battlefield
    without counters, untapped, with the replacement effects of its entering still to
    apply (614.1c, 616.1)."""

    state: GameState
    pid: int
    problem: EnteringProblem
    unpaid_life: bool  # "you may pay life; if you don't, it enters tapped"


def _arrive(state: GameState, item: StackItem, chooser: Chooser) -> Arrival | GameState:
    """Put a resolving permanent spell's permanent in place, before its entering event's
    replacement effects; or the state where it didn't resolve (608.3b)."""
    card = item.card
    assert card is not None
    who = item.controller
    how = dict(item.paid).get(FACE_DOWN_PAID)
    if how is not None:  # cast face down: it enters face down (708.4)
        return _arrive_face_down(state, item, card, FaceDown(how))
    base = BaseValues.of_card(card)
    copy_of = dict(item.paid).get("copy_of")
    values = base
    copy_exceptions: tuple[Any, ...] = ()
    entering = [e for a in base.abilities if a.supported for e in a.effects
                if isinstance(e, EntersAsCopy)]
    if copy_of is not None:
        if not entering:
            raise IllegalActionError(f"have {card.name} enter as a copy",
                                     ["it has no 'enter as a copy' ability (CR 707.5)"])
        copied = _copied_values(state, card, copy_of, entering[0].selector.zone)
        _check_copy_allowed(state, item, card, entering[0], copied)
        chars = characteristics_of(state)
        mine = copy_of in chars and chars[copy_of].controller == who
        values, extra = apply_exceptions(
            copied, entering[0].exceptions, own_abilities=_copy_abilities(base),
            own_name=card.name, own=base, x=item.x or 0,
            facts=frozenset({"you control it"} if mine else ()))
        copy_exceptions = extra
        if entering[0].exile_with_other:  # The Mimeoplasm (614.12a; engine.entering)
            state, more = exile_copied_pair(state, card.name, entering[0], int(copy_of),
                                            chooser, who)
            copy_exceptions = (*copy_exceptions, *more)
    copy_lasts = entering[0].duration if copy_of is not None else None  # 611.2a
    copy_source = "707.5, 614.1c, 616.1c"
    # "enter as a copy" effects of other permanents (Essence of the Wild): one alone
    # decides the values; with the permanent's own or another, its controller orders
    # them in its entering event (616.1c, engine.entering)
    own = CopyChoice(card.name, None, who, int(copy_of), values, own=True,
                     rule=copy_source) if copy_of is not None else None
    copies = enter_as_copy_choices(state, base, who, own=own)
    if len(copies) == 1 and own is None:
        copy_of, copy_source = copies[0].target, copies[0].rule
        values = copies[0].values
        copies = ()
    elif len(copies) == 1:
        copies = ()
    made = _entering_choices(values, chooser, who, state.player_names, state)
    pid, state = state.take_id()
    ts, state = state.take_timestamp()
    attached = None
    if "Aura" in base.subtypes and item.object_targets:
        if item.object_targets[0] not in state.permanents:  # its only target is gone (608.3b)
            _gid, state = put_card(state, card, who, "graveyard")
            return state.logged(
                "resolve", card.name, "its target is illegal: it doesn't resolve and goes "
                "to its owner's graveyard", "608.3b")
        attached = item.object_targets[0]  # it enters attached to its target (303.4f)
    owner = str(dict(item.paid).get("owner") or who)  # a card from another's graveyard
    perm = PermanentState(pid, base, owner, who, ts, card=card, controlled_since_turn_start=False,
                          choices=made, x_paid=item.x, attached_to=attached,
                          entered_turn=state.turn)
    # replacement effects that modify how it enters (614.1c, 614.12): its own, as it
    # would exist on the battlefield (so a copy uses the copied text's abilities), other
    # permanents' ("enters with an additional counter"), and those on the counters it
    # enters with (122.6): one event, one search over their orders (616.1)
    if dict(made).get("pay life"):
        state = lose_life(state, who, next(  # 119.4: life paid is life lost
            e.amount for a in values.abilities for e in a.effects
            if isinstance(e, AsEntersChoice) and e.kind is ChoiceKind.PAY_LIFE))
    state = state.with_permanent(perm)
    state = sacrifice_as_enters(state, pid, values, who, chooser)  # 614.12a, 701.21a
    state = act_as_enters(state, pid, values, who, chooser,  # 614.12a
                          x=(item.x or 0) if copy_of is None else 0)
    if pid not in state.permanents:  # put elsewhere instead of onto the battlefield
        return state
    if copy_of is not None and not copies:
        eid, state = state.take_id()
        rec = EffectRecord(eid, pid, card.name, who, CopyEffect(values, copy_of, values.name),
                           ts, frozenset({pid}), copy_lasts, rule=copy_source)
        state = state.evolve(effects=(*state.effects, rec))
    problem = entering_problem(state, pid, base if copies else values, who, x=item.x,
                               x_applies=copy_of is None, copies=copies,
                               extra_counters=(*copy_exceptions,
                                               *(dict(item.paid).get("extra_counters") or ())),
                               cast=_cast_record(item, card),
                               more=_spell_effects_on_entering(state, pid, item,
                                                               values.name))
    unpaid = any(isinstance(e, AsEntersChoice) and e.kind is ChoiceKind.PAY_LIFE and
                 e.otherwise_tapped for a in values.abilities if a.supported
                 for e in a.effects) and not dict(made).get("pay life")
    unpaid = unpaid or _unrevealed(state, values, made, who)
    return Arrival(state, pid, problem, unpaid)


def _arrive_face_down(state: GameState, item: StackItem, card: Card,
                      how: FaceDown) -> Arrival:
    """A face-down creature spell's permanent enters face down (708.4): with the
    face-down characteristics only, so none of its own abilities apply as it enters
    (708.3); other permanents' replacement effects still do (614.1c)."""
    who = item.controller
    pid, state = state.take_id()
    ts, state = state.take_timestamp()
    perm = PermanentState(pid, BaseValues.of_card(card), who, who, ts, card=card,
                          controlled_since_turn_start=False, entered_turn=state.turn,
                          face_down=how)
    state = state.with_permanent(perm)
    problem = entering_problem(state, pid, face_down_values(how), who, x=None,
                               x_applies=False, cast=_cast_record(item, card))
    return Arrival(state, pid, problem, False)


#: the key of a spell's ``paid`` under which its cast triggers' "that creature enters
#: with additional counters" wait: (source name, source id, controller, counter, n, rule),
#: and optionally a card type the permanent must have as it enters ("if it's a
#: creature", 614.12)
_ENTERS_WITH: Final = "enters_with"


def _as_it_enters(e: EntersWithCounters) -> str | None:
    """The card type of "If it enters as a creature" / "if it's a planeswalker" (the
    condition ``"self_is"`` of one type) on counters a returned card enters with: it
    is checked as the permanent would exist on the battlefield (614.12), so it is kept
    with the counters and decided as it enters; None for no such condition."""
    c = e.condition
    if c is None or c.kind != "self_is" or c.negate or c.selector is None:
        return None
    types = c.selector.types
    return types[0] if len(types) == 1 and c.selector == Selector(types=types) else None


def _spell_effects_on_entering(state: GameState, pid: int, item: StackItem,
                               name: str) -> tuple[EnterEffect, ...]:
    """The replacement effects resolved cast triggers made on how the spell's permanent
    enters ("that creature enters with an additional +1/+1 counter on it": 614.1c, an
    effect of another object's ability, so ordered with the others, 616.1e); a
    permission's of the card itself ("If you do, it enters with two +1/+1 counters",
    Worldheart Phoenix) is its own (616.1a). Those kept with a card type apply only if
    the permanent ``pid``, as it would exist on the battlefield, has it (614.12)."""
    types = characteristics_of(state)[pid].types if pid in state.permanents else ()
    return tuple(EnterEffect(label, EnterEffectKind.OWN_COUNTERS if sid is None and
                             label == name else EnterEffectKind.ADDITIONAL_COUNTERS, sid,
                             who, counter=kind, amount=n, rule=rule)
                 for label, sid, who, kind, n, rule, *needs in
                 dict(item.paid).get(_ENTERS_WITH) or ()
                 if not needs or not needs[0] or needs[0] in types)


def _permitted_counters(allowed: _Permission | None, who: str) -> tuple[tuple[Any, ...], ...]:
    """The counters a spell cast with ``allowed`` will enter with (614.1c)."""
    if allowed is None:
        return ()
    return tuple((allowed.source_name, allowed.source_id, who, e.counter, e.amount.value,
                  "614.1c, 601.3") for e in allowed.permission.enters_with)


def _revealed_mana_value(state: GameState) -> int:
    """The total mana value of the top card of each player's library (revealed there,
    701.20a; a card without a mana cost has mana value 0, 202.3a)."""
    return sum(top[0].card.mana_cost.mana_value for top in
               (state.libraries.get(p, ())[:1] for p in state.player_names)
               if top and top[0].card is not None and top[0].card.mana_cost is not None)


def spell_enters_with(state: GameState, effect: EntersWithCounters, *, spell_id: object,
                      source_id: int, source_name: str, who: str,
                      x: int | None = None) -> GameState:
    """A resolving cast trigger's "that creature enters with N additional counters on
    it" (CR 601.2i, 614.1c): the amount is counted now, as the trigger resolves (608.2h),
    and kept on the spell, still on the stack below it (603.3), so that its permanent
    enters with them as it resolves (608.3). A spell that has left the stack (countered,
    701.6a) is not found: the effect does nothing (the permanent it would have become
    never enters)."""
    spell = next((i for i in state.stack if i.id == spell_id and i.kind == "spell"), None)
    if spell is None or spell.card is None:
        return state.logged("effect", source_name, "the spell has left the stack: no "
                            "permanent enters with the counters", "608.2b, 614.1c")
    if effect.amount.kind == REVEALED_TOP_MANA_VALUE:
        n = _revealed_mana_value(state) + effect.amount.plus
    elif effect.amount.kind == SACRIFICED_THIS_WAY:
        n = int(dict(spell.paid).get(SACRIFICED_THIS_WAY) or 0) + effect.amount.plus
    elif effect.amount.kind == SPELL_MANA_VALUE:  # "its mana value minus 4" (202.3e)
        cost = spell.card.mana_cost
        n = (cost.mana_value_with(x=spell.x or 0) if cost is not None else 0) + \
            effect.amount.plus
    else:
        ctx = ProductionContext(state, source_id if source_id in state.permanents else None,
                                who, x=x)
        n = entering_amount(effect.amount, ctx, _cast_record(spell, spell.card))
    n *= effect.times
    if n <= 0:
        return state.logged("effect", source_name, f"{spell.name} will enter with no "
                            f"additional {effect.counter} counter", "614.1c")
    paid = dict(spell.paid)
    waiting = (*(paid.get(_ENTERS_WITH) or ()), (source_name, source_id, who,
                                                 effect.counter, n, "614.1c, 601.2i"))
    new = replace(spell, paid=(*((k, v) for k, v in spell.paid if k != _ENTERS_WITH),
                               (_ENTERS_WITH, waiting)))
    state = state.evolve(stack=tuple(new if i.id == spell.id else i for i in state.stack))
    return state.logged("effect", source_name, f"{spell.name} will enter with {n} "
                        f"additional {effect.counter} counter(s)", "614.1c, 601.2i")


def each_sacrifices(state: GameState, effect: EachSacrifices, *, spell_id: object,
                    source_name: str, chooser: Chooser) -> GameState:
    """ "Each player sacrifices X creatures" in the spell's own cast trigger (Gluttonous
    Hellkite): X is the spell's (107.3m); in turn order (101.4) each player chooses that
    many of their own creatures — all of them if they have fewer — and sacrifices them
    (701.21a); how many were sacrificed is kept on the spell for "for each creature
    sacrificed this way" (608.2h)."""
    spell = next((i for i in state.stack if i.id == spell_id and i.kind == "spell"), None)
    if spell is None:
        return state.logged("effect", source_name, "the spell has left the stack: its X is "
                            "not known here, so nothing is sacrificed", "608.2h")
    x = spell.x or 0
    names = state.player_names
    start = names.index(state.active) if state.active in names else 0
    total = 0
    for who in (*names[start:], *names[:start]):
        chars = characteristics_of(state)
        ctx = SelectContext(None, who)
        mine = {pid: c.name for pid, c in chars.items() if c.controller == who and
                matches(replace(effect.selector, controller=ControllerSpec.ANY), pid, c, ctx)}
        chosen: list[int] = []
        for i in range(min(x, len(mine))):
            chosen.append(chooser.pick_permanent(
                f"{who}: a creature to sacrifice for {source_name} ({i + 1} of "
                f"{min(x, len(mine))})", {k: v for k, v in mine.items() if k not in chosen}))
        for pid in chosen:
            state = leave_battlefield(state, pid, "graveyard", f"sacrificed for {source_name}",
                                      "701.21a", sacrificed=True)
        total += len(chosen)
    spell = next(i for i in state.stack if i.id == spell.id)
    new = replace(spell, paid=(*((k, v) for k, v in spell.paid if k != SACRIFICED_THIS_WAY),
                               (SACRIFICED_THIS_WAY, total)))
    return state.evolve(stack=tuple(new if i.id == spell.id else i for i in state.stack))


def _unrevealed(state: GameState, values: BaseValues, made: tuple[tuple[str, Any], ...],
                who: str) -> bool:
    """Whether a reveal land enters tapped: no card revealed ("If you don't, it enters
    tapped"); revealing needs such a card in the hand (CR 701.20a)."""
    for a in values.abilities:
        for e in a.effects if a.supported else ():
            if not (isinstance(e, AsEntersChoice) and e.kind is ChoiceKind.REVEAL and
                    e.reveal is not None):
                continue
            if not dict(made).get("reveal"):
                return True
            if not cards_to_reveal(ProductionContext(state, None, who), e.reveal):
                raise IllegalActionError(f"reveal for {values.name}", [
                    f"{possessive(who)} hand has no {' or '.join(e.reveal.subtypes)} card "
                    "to reveal (CR 701.20a)"])
    return False


def _entered_with_abilities(state: GameState, pid: int, cast: CastRecord,
                            who: str) -> GameState:
    """"... it enters with ... and with first strike" (CR 614.1c): the permanent has
    those abilities from now on (a continuous effect on it alone, 611.2c), if the
    condition held as it entered."""
    name = characteristics_of(state)[pid].name
    for a in copiable_of(state, pid).abilities:
        for e in a.effects if a.supported else ():
            if not isinstance(e, EntersWithAbilities):
                continue
            ctx = ProductionContext(state, pid, who)
            if e.condition is not None and not entering_condition(e.condition, ctx, cast):
                continue
            grant = GrantAbilities(Selector(relation=Relation.SELF), e.abilities)
            eid, state = state.take_id()
            ts, state = state.take_timestamp()
            state = state.evolve(effects=(*state.effects, EffectRecord(
                eid, pid, name, who, grant, ts, frozenset({pid}), None, rule="614.1c, 613.1f",
                origin_text=f"~ has {', '.join(e.abilities)}.")))
            state = state.logged("replacement", name, f"enters with {', '.join(e.abilities)}",
                                 "614.1c")
    return state


def _cast_record(item: StackItem, card: Card) -> CastRecord:
    """What was paid for the spell (CR 601.2h): recorded as it was cast, or, for a
    spell that is only imagined (listing orders), its mana cost with X and kicker. A
    spell mtglab casts comes from its owner's hand (601.2a)."""
    paid = dict(item.paid)
    if item.kind == "card":  # put onto the battlefield by an effect: not cast (601.2)
        return CastRecord()
    paid_kicks = tuple(paid.get("kicked") or ())
    kicked = len(paid_kicks)
    if "spent" in paid:
        keywords = KeywordPayment.of_paid(paid)  # convoke, delve (702.51c, 607.2a)
        return CastRecord(Mana(str(paid["spent"])), kicked, str(paid.get("cast_from", "hand")),
                          paid_kicks, convoked=keywords.convoked_count,
                          delved=keywords.delved, escaped=bool(paid.get("escaped")),
                          discarded_mana_value=int(paid.get("discarded_mana_value") or 0),
                          revealed_or_controlled=str(paid.get("revealed_or_controlled") or ""))
    cost = card.mana_cost
    if cost is None:
        return CastRecord(Mana(), kicked, "hand", paid_kicks)
    total = _with_kicker(card, cost, paid_kicks)
    colored = "".join(s.colors[0] for s in total.symbols if len(s.colors) == 1)
    generic = max(0, total.mana_value_with(item.x or 0) - len(colored))
    return CastRecord(Mana(colored + "C" * generic), kicked, "hand", paid_kicks)


def _check_copy_allowed(state: GameState, item: StackItem, card: Card, e: EntersAsCopy,
                        copied: BaseValues) -> None:
    """Raise when the "enter as a copy" ability can't copy that object now: its
    condition ("If you attacked this turn, you may have ~ enter as a copy") doesn't
    hold, the card wasn't put into its graveyard from the battlefield this turn when
    the ability asks for one that was (400.7), or the object's mana value is more than
    the ability allows ("with mana value less than or equal to the amount of mana spent
    to cast ~"; 202.3, 601.2h)."""
    label = f"have {card.name} enter as a copy"
    paid = _cast_record(item, card)
    ctx = ProductionContext(state, None, item.controller, x=item.x)
    if e.condition is not None and not entering_condition(e.condition, ctx, paid):
        what = e.condition.kind.replace("_", " ")
        raise IllegalActionError(label, [f"its condition ({what}) doesn't hold, so it "
                                         "enters as itself (CR 614.1c, 707.5)"])
    if e.from_battlefield_this_turn and not put_there_from_the_battlefield(
            state, int(dict(item.paid).get("copy_of") or 0)):
        raise IllegalActionError(label, ["that card wasn't put into its graveyard from the "
                                         "battlefield this turn (CR 400.7, 707.5)"])
    if e.selector.zone == "exile" and e.selector.with_counter is not None:  # 122.1
        why = copied_card_problem(state, e.selector, int(dict(item.paid)["copy_of"]),
                                  item.controller)
        if why is not None:
            raise IllegalActionError(label, [why])
    if e.max_mana_value is not None:
        most = entering_amount(e.max_mana_value, ctx, paid)
        mv = copied.mana_cost.mana_value if copied.mana_cost is not None else 0
        if mv > most:
            raise IllegalActionError(label, [
                f"{copied.name} has mana value {mv}, more than the {most} mana spent to "
                f"cast {card.name} (CR 202.3, 601.2h)"])


def _copied_values(state: GameState, card: Card, copy_of: int,
                   zone: str | None) -> BaseValues:
    """The copiable values an "enter as a copy" ability gives: of a permanent (its
    layer-1 values, 707.2, 707.3) or, for "a creature card in a graveyard", of that card
    (its printed values, 707.2)."""
    label = f"have {card.name} enter as a copy"
    if zone is None:
        if copy_of not in state.permanents:
            raise IllegalActionError(label, [f"#{copy_of} is not on the battlefield"])
        return copiable_of(state, copy_of)
    found = card_zone(state, copy_of)
    if found is None or found[1] != zone or found[2].card is None:
        raise IllegalActionError(label, [f"#{copy_of} is not a card in a {zone} (CR 707.5)"])
    return BaseValues.of_card(found[2].card)


def _copy_abilities(base: BaseValues) -> tuple[Any, ...]:
    """The copier's own abilities that make it a copy ("except it has this ability")."""
    return tuple(a for a in base.abilities
                 if any(isinstance(e, EntersAsCopy | BecomeCopy) for e in a.effects))


def spell_entering(state: GameState, card: Card, who: str, *, x: int | None = None,
                   copy_of: int | None = None, choices: Sequence[Any] = (),
                   targets: Sequence[int] = (), kicked: Kicked = 0) -> EnteringProblem:
    """The entering event of the permanent a spell would become if it resolved now
    (614.1c, 616.1), for listing its orders: nothing is paid and the state is unchanged."""
    if not card.is_permanent_card:
        raise IllegalActionError(f"list the orders of {card.name} entering",
                                 ["it is not a permanent spell (CR 110.4)"])
    sid, hypothetical = state.take_id()
    item = StackItem(sid, "spell", card.name, who, None, card=card, targets=tuple(targets),
                     x=x, choices=tuple(choices),
                     paid=tuple(kv for kv in (("copy_of", copy_of),
                                              ("kicked", kicks(card, kicked) or None))
                                if kv[1] is not None))
    arrival = _arrive(hypothetical, item, Chooser(choices))
    if not isinstance(arrival, Arrival):
        raise IllegalActionError(f"list the orders of {card.name} entering", [
            arrival.log[-1].detail + f" (CR {arrival.log[-1].rule})" if arrival.log and
            arrival.log[-1].rule == "614.1c" else
            "its target is illegal, so it wouldn't resolve (608.3b)"])
    return arrival.problem


def _card_leaves_stack(state: GameState, item: StackItem, card: Card, who: str,
                       rule: str) -> GameState:
    """The spell's card goes to its owner's graveyard as it leaves the stack (``rule``:
    608.2n resolved, 608.2b didn't resolve) — or to exile if its flashback cost was paid
    (702.34a)."""
    zone, why = leaving_stack(item, "graveyard")
    _gid, state = put_card(state, card, who, zone)
    if why:
        return state.logged("exile", card.name, "exiled instead of put anywhere else as it "
                            "leaves the stack (flashback)", why)
    return state.logged("graveyard", card.name, "put into its owner's graveyard", rule)


def resolve_spell(state: GameState, item: StackItem, chooser: Chooser) -> GameState:
    """Resolve a spell (CR 608.2, 608.3)."""
    card = item.card
    assert card is not None
    who = item.controller
    played = chosen_card(card, dict(item.paid).get("modes"))  # hook: its modes (700.2)
    general = None if card.is_permanent_card else instructions_of(played)
    if general is not None:
        return _resolve_instructions(state, item, card, general, chooser)
    if not card.is_permanent_card and (_targets_gone(state, played, item) or
                                       every_target_gone(state, item)):  # hook: 608.2b
        state = state.logged("doesn't resolve", card.name, "its target is illegal now, so "
                             "it doesn't resolve", "608.2b")
        return _card_leaves_stack(state, item, card, who, "608.2b")
    if not card.is_permanent_card:
        state = state.logged("resolve", card.name, "the spell resolves", "608.2")
        aimed = _targets_by_instruction(played, item)
        for a in played.abilities:
            if a.kind.value != "spell":
                continue
            for e in a.effects:
                if not is_spell_rule(e):  # "can't be countered" is no instruction
                    state = _spell_effect(state, e, played, aimed.get(id(e), item), chooser)
        return _card_leaves_stack(state, item, card, who, "608.2n")
    return put_onto_battlefield(state, item, chooser)


def _instructions(card: Card) -> list[Any]:
    return [e for a in card.abilities if a.kind.value == "spell" and a.supported
            for e in a.effects if not is_spell_rule(e)]


def several_targeted(card: Card) -> list[int] | None:
    """The words "target" of each older instruction of a spell (in text order) when two
    or more of its instructions target (the modes of a Command, 700.2c), else None."""
    words = [target_words(e) for e in _instructions(card)]
    return words if sum(1 for n in words if n) > 1 else None


def _targets_by_instruction(card: Card, item: StackItem) -> dict[int, StackItem]:
    """Each older instruction of a spell with several instructions that target (the
    modes of a Command, 700.2c), with only its own targets: the flat list read in the
    order of the text, each taking as many as it has words "target" (601.2c, as
    :func:`~mtglab.engine.mixed.perform_within` reads it for general ones); one without
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
    """The instructions of an instant or sorcery when :mod:`mtglab.engine.perform` plays
    them all (CR 608.2), else None."""
    effects = tuple(e for a in card.abilities if a.kind.value == "spell" and a.supported
                    for e in a.effects)
    return effects if is_general(effects) and all(
        a.supported for a in card.abilities if a.kind.value == "spell") else None


def _resolve_instructions(state: GameState, item: StackItem, card: Card,
                          effects: tuple[Any, ...], chooser: Chooser) -> GameState:
    """An instant or sorcery resolves (608.2): its targets are checked again — if every
    one is illegal it doesn't resolve (608.2b) — then its instructions are carried out
    in order, and it goes to its owner's graveyard (608.2n)."""
    who = item.controller
    parts = parts_of(effects)
    paid = dict(item.paid)
    groups = groups_of(item.targets, paid.get("target_sizes"), parts)
    now = still_legal(state, parts, groups, None, who, source_looks=_spell_looks(card, who))
    if any(groups) and not any(now):
        state = state.logged("doesn't resolve", card.name, "every target is illegal now, "
                             "so it doesn't resolve", "608.2b")
        return _card_leaves_stack(state, item, card, who, "608.2b")
    state = state.logged("resolve", card.name, "the spell resolves", "608.2")
    order = paid.get("counter_order")
    keywords = frozenset(k.lower() for a in card.abilities for k in a.keywords)
    res = Resolution(None, card.name, who, chooser, now, item.x, paid,
                     source_looks=DamageSource(card.name, who, keywords, None,
                                               _spell_looks(card, who)),
                     origin_text=card.oracle_text,
                     order=tuple(order) if order is not None else None,
                     arrive=put_card_onto_battlefield)
    state = perform_all(state, effects, res)
    return _card_leaves_stack(state, item, card, who, "608.2n")


def put_card_onto_battlefield(state: GameState, card_id: int, controller: str, tapped: bool,
                              chooser: Chooser) -> GameState:
    """Put a card from a hand, a graveyard, a library or exile onto the battlefield under
    ``controller``: a new object (400.7) entering with its replacement effects applied
    (614.12) and its abilities triggering (603.6a); ``tapped`` if the effect says so."""
    entry, state = take_card(state, card_id)
    sid, state = state.take_id()
    item = StackItem(sid, "card", entry.name, controller, None, card=entry.card)
    before = set(state.permanents)
    state = put_onto_battlefield(state, item, chooser, rule="400.7, 110.2")
    if tapped:
        for pid in sorted(set(state.permanents) - before):
            state = state.with_permanent(replace(state.permanents[pid], tapped=True))
            state = state.logged("enters", entry.name, "it enters tapped", "110.2")
    return state


def put_onto_battlefield(state: GameState, item: StackItem, chooser: Chooser, *,
                         rule: str = "608.3, 614.12") -> GameState:
    """Put the permanent card of ``item`` onto the battlefield under its controller, its
    "as it enters" choices made and replacement effects applied (614.1c, 614.12): a
    resolving permanent spell (608.3) or a land played (305.1, ``rule``)."""
    card = item.card
    assert card is not None
    who = item.controller
    arrival = _arrive(state, item, chooser)
    if not isinstance(arrival, Arrival):
        return arrival
    state, pid = arrival.state, arrival.pid
    counter_order = dict(item.paid).get("counter_order")
    state, final = resolve_entering(state, pid, arrival.problem, counter_order)
    state = _entered_with_abilities(state, pid, _cast_record(item, card), who)
    state = record_entering(state, who, land="Land" in characteristics_of(state)[pid].types)
    tapped = final.tapped or arrival.unpaid_life
    if arrival.unpaid_life:
        state = state.with_permanent(replace(state.permanents[pid], tapped=True))
    perm = state.permanents[pid]
    name = characteristics_of(state)[pid].name
    detail = "enters the battlefield" + (" tapped" if tapped else "")
    if perm.counters:
        detail += " with " + ", ".join(f"{n} {k} counter(s)" for k, n in perm.counters)
    if item.x is not None:
        detail += f" (X was {item.x} for the spell; the permanent's X is 0, CR 107.3m)"
    state = state.logged("enters", name, detail, rule)
    state = copy_reflexive_trigger(state, pid, BaseValues.of_card(card),  # 603.12
                                   dict(item.paid).get("copy_of"))
    return triggered_by_entering(state, pid)  # its enters abilities trigger (603.6a)


def cast_options(values: Mapping[str, Any]) -> dict[str, Any]:
    """Normalise keyword "as it enters" choices given to ``Board.cast``."""
    return {k: v for k, v in values.items() if v is not None}
