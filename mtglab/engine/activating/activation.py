"""Activating abilities: legality, costs, and resolution (CR 602, 605, 107.5, 107.6, 302.6).

Legality with the mana cost paid from the pool as it is lives in :func:`ability_problems`
(a list of reasons, each citing its rule); ``activate`` refuses when it is not empty. The
question a player asks, mana abilities activated while paying included (601.2g), is
:func:`mtglab.engine.payment.legality.activation_problems`. Paying
costs and resolving build a new state; nothing changes unless everything succeeds.
Mana abilities resolve at once without the stack (605.3b); other abilities go on the
stack and resolve unless asked not to.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Final

from mtglab.cards.ability import Trigger
from mtglab.cards.effects import (
    NOTED_MANA,
    ActivationRestriction,
    AddMana,
    Amount,
    Animate,
    BecomeCopy,
    Condition,
    ControllerSpec,
    CreateToken,
    CreateTokenCopy,
    DealDamage,
    Delayed,
    DoesntUntap,
    DrawCards,
    EntersWithCounters,
    ExileCards,
    GainLife,
    GrantAbilities,
    LoseLife,
    ManaReplacement,
    NoteManaSpent,
    PutCounters,
    Relation,
    RemoveCounters,
    ReturnFromGraveyard,
    ReturnThatCard,
    ReturnToHand,
    Reveal,
    RollDie,
    SacrificeSelf,
    SearchLibrary,
    Selector,
    SetBasicLandTypes,
    SwitchPT,
    TapPermanents,
)
from mtglab.cards.functioning import functioning_zone
from mtglab.cards.instructions import TargetPart
from mtglab.cards.model import Ability, AbilityKind
from mtglab.cards.vocabulary import Phase
from mtglab.engine.activating.activatedmodes import (
    choose_activated_modes,
    modes_problems,
    note_modes_chosen,
)
from mtglab.engine.activating.costs import (
    cost_problems,
    legal_x_values,
    needs_x,
    pay_costs,
    symbol_problems,
)
from mtglab.engine.activating.loyalty import (
    is_loyalty_ability,
    loyalty_problems,
    note_loyalty_activation,
)
from mtglab.engine.characteristics.copies import start_copy_effect
from mtglab.engine.characteristics.copysources import (
    copy_card_targets,
    copy_original,
    copy_subject,
    start_copy_of,
)
from mtglab.engine.characteristics.landtypes import become_land_types
from mtglab.engine.characteristics.landtypes import carried_out as lands_carried_out
from mtglab.engine.characteristics.layers import (
    AbilityRef,
    Characteristics,
    characteristics_of,
    copiable_of,
    linked_choices,
)
from mtglab.engine.characteristics.restrictions import (
    activation_forbidden,
    player_untargetable,
)
from mtglab.engine.characteristics.selectors import SelectContext, matches
from mtglab.engine.choices import Chooser
from mtglab.engine.effects.damage import DamageSource, gain_life
from mtglab.engine.effects.durations import UNTIL_YOUR_NEXT_TURN
from mtglab.engine.effects.general import is_general, performs
from mtglab.engine.effects.life import lose_life
from mtglab.engine.effects.mixed import perform_within
from mtglab.engine.effects.oneshot import carry_out, doesnt_resolve
from mtglab.engine.effects.perform import CastSpell, Resolution, perform_all
from mtglab.engine.effects.referents import left_named_looks
from mtglab.engine.effects.tokencopies import create_token_copies
from mtglab.engine.events.counters import put_counters, remove_counters
from mtglab.engine.events.creating import perform_create_token
from mtglab.engine.game.combat import became_crewed, became_saddled
from mtglab.engine.game.zones import card_zone, leave_battlefield, move_to_graveyard
from mtglab.engine.mana.could_produce import could_produce_map
from mtglab.engine.mana.manaflow import ManaAdded, resolve_add_mana
from mtglab.engine.mana.production import (
    ProductionContext,
    amount_value,
    cards_to_reveal,
    condition_holds,
)
from mtglab.engine.resolution.delayed import create_delayed, draw_cards
from mtglab.engine.resolution.splitsecond import split_second_problem
from mtglab.engine.resolution.targeting import choose_targets, groups_of, parts_of, still_legal
from mtglab.engine.resolution.triggers import (
    TRIGGER_KIND,
    intervening_if_holds,
    trigger_legal_targets,
    triggered_by_activating,
    triggered_by_rolling,
    triggered_by_targets,
)
from mtglab.engine.spells.spellentering import put_card_onto_battlefield
from mtglab.engine.state import BaseValues, EffectRecord, GameState, PermanentState, StackItem
from mtglab.engine.wording import does, possessive
from mtglab.errors import ChoiceRequired, IllegalActionError, UnsupportedError
from mtglab.mana import MANA_TYPES, Mana

__all__ = ["Activation", "ability_problems", "begin_activation", "functioning_zone",
           "resolve_ability"]


@dataclass
class Activation:
    """The result of an action: mana added by source, triggers, and the stack object."""

    state: GameState
    added: ManaAdded = field(default_factory=ManaAdded)
    stack_item: StackItem | None = None
    events: list[str] = field(default_factory=list)
    chooser: Chooser = field(default_factory=Chooser)


# ---------------------------------------------------------------------------- legality


def _restriction_problem(r: ActivationRestriction, state: GameState, pid: int,
                         ref: AbilityRef, controller: str) -> str | None:
    """Why a restriction on activating (602.5) forbids the activation now, or None."""
    check = _RESTRICTIONS.get(r.kind)
    return check(r, state, pid, ref, controller) if check is not None else None


def _as_a_sorcery(r: ActivationRestriction, state: GameState, pid: int, ref: AbilityRef,
                  controller: str) -> str | None:
    """"Activate only as a sorcery" (602.5d, 307.1)."""
    if state.active != controller or "main" not in state.phase or state.stack:
        return ("activate only as a sorcery: main phase of your own turn with an "
                "empty stack (CR 602.5d, 307.1)")
    return None


def _once_each_turn(r: ActivationRestriction, state: GameState, pid: int, ref: AbilityRef,
                    controller: str) -> str | None:
    """"Activate only once each turn" (602.5b)."""
    if dict(state.permanents[pid].activations).get(ref.key, 0) >= 1:
        return "activate only once each turn: already activated this turn (CR 602.5b)"
    return None


def _max_per_turn(r: ActivationRestriction, state: GameState, pid: int, ref: AbilityRef,
                  controller: str) -> str | None:
    """"Activate no more than N times each turn" (602.5b)."""
    n = dict(state.permanents[pid].activations).get(ref.key, 0)
    if r.count is not None and n >= r.count:
        return (f"activate no more than {r.count} times each turn: activated {n} "
                "times this turn (CR 602.5b)")
    return None


def _only_once(r: ActivationRestriction, state: GameState, pid: int, ref: AbilityRef,
               controller: str) -> str | None:
    """"Activate only once" (602.5b, 702.177a)."""
    if ref.key in state.permanents[pid].used_once:
        return "activate only once: it has been activated already (CR 602.5b, 702.177a)"
    return None


def _at_max_speed(r: ActivationRestriction, state: GameState, pid: int, ref: AbilityRef,
                  controller: str) -> str | None:
    """An ability had only at max speed (702.178a, 702.179b)."""
    speed = state.player(controller).speed
    if speed < 4:
        return (f"{possessive(controller)} speed is {speed}: it has this ability "
                "only at max speed, 4 (CR 702.178a, 702.179b)")
    return None


def _your_turn(r: ActivationRestriction, state: GameState, pid: int, ref: AbilityRef,
               controller: str) -> str | None:
    """"Activate only during your turn" (602.5)."""
    return "activate only during your turn" if state.active != controller else None


def _any_player_before_end(r: ActivationRestriction, state: GameState, pid: int,
                           ref: AbilityRef, controller: str) -> str | None:
    """Mana Cache: "any player may activate this ability", on their own turn before the
    end step (602.5)."""
    if state.active != controller or state.phase in ("end", "cleanup"):
        return ("only during the activating player's own turn, before the end step "
                "(CR 602.5)")
    return None


def _opponent_turn(r: ActivationRestriction, state: GameState, pid: int, ref: AbilityRef,
                   controller: str) -> str | None:
    """"Activate only during an opponent's turn" (602.5)."""
    return "activate only during an opponent's turn" if state.active == controller else None


def _your_upkeep(r: ActivationRestriction, state: GameState, pid: int, ref: AbilityRef,
                 controller: str) -> str | None:
    """"Activate only during your upkeep" (602.5b, 503)."""
    if state.active != controller or state.phase != Phase.UPKEEP:
        return "activate only during your upkeep (CR 602.5b, 503.1)"
    return None


#: "Activate only during combat" and the like (602.5b): the steps allowed, whose turn it
#: must be (None: any player's), the words, and the rule of those steps
_STEPS: Final[dict[str, tuple[frozenset[Phase], bool | None, str, str]]] = {
    "during_combat": (frozenset({Phase.BEGINNING_OF_COMBAT, Phase.DECLARE_ATTACKERS,
                                 Phase.DECLARE_BLOCKERS, Phase.COMBAT_DAMAGE,
                                 Phase.END_OF_COMBAT}), None, "during combat", "506.1"),
    "any_upkeep": (frozenset({Phase.UPKEEP}), None, "during any upkeep step", "503"),
    "opponent_upkeep": (frozenset({Phase.UPKEEP}), False, "during an opponent's upkeep",
                        "503"),
    "end_of_combat": (frozenset({Phase.END_OF_COMBAT}), None,
                      "during the end of combat step", "511"),
    "before_combat_damage": (frozenset({Phase.UNTAP, Phase.UPKEEP, Phase.DRAW,
                                        Phase.PRECOMBAT_MAIN, Phase.BEGINNING_OF_COMBAT,
                                        Phase.DECLARE_ATTACKERS, Phase.DECLARE_BLOCKERS}),
                             None, "before the combat damage step", "510"),
}


def _during_steps(r: ActivationRestriction, state: GameState, pid: int, ref: AbilityRef,
                  controller: str) -> str | None:
    """"Activate only during combat", "... during an opponent's upkeep" (602.5b): only in
    those steps (of its controller's turn or not, as :data:`_STEPS` says)."""
    steps, yours, words, rule = _STEPS[r.kind]
    turn_ok = yours is None or (state.active == controller) is yours
    if state.phase not in steps or not turn_ok:
        return f"activate only {words} (CR 602.5b, {rule})"
    return None


#: the steps of a turn before its declare attackers step (500.1, 506.1)
_BEFORE_ATTACKERS: Final = frozenset({Phase.UNTAP, Phase.UPKEEP, Phase.DRAW,
                                      Phase.PRECOMBAT_MAIN, Phase.BEGINNING_OF_COMBAT})


def _before_attackers(r: ActivationRestriction, state: GameState, pid: int,
                      ref: AbilityRef, controller: str) -> str | None:
    """"Activate only [during your turn,] before attackers are declared" (602.5b): in a
    step of the turn before its declare attackers step (506.1, 508.1)."""
    mine = r.kind == "your_turn_before_attackers"
    if (mine and state.active != controller) or state.phase not in _BEFORE_ATTACKERS:
        return (f"activate only during {'your' if mine else 'a'} turn, before attackers "
                "are declared (CR 602.5b, 508.1)")
    return None


def _if_condition(r: ActivationRestriction, state: GameState, pid: int, ref: AbilityRef,
                  controller: str) -> str | None:
    """"Activate only if ..." (602.5)."""
    assert r.condition is not None
    ctx = ProductionContext(state, pid, controller)
    if not condition_holds(r.condition, ctx):
        return f"its condition doesn't hold ({_describe_condition(r.condition)})"
    return None


#: Each restriction on activating (602.5) by its kind, and why it forbids it now.
_RESTRICTIONS: Final[Mapping[str, Callable[[ActivationRestriction, GameState, int,
                                            AbilityRef, str], str | None]]] = {
    "sorcery": _as_a_sorcery,
    "once_each_turn": _once_each_turn,
    "max_per_turn": _max_per_turn,
    "once": _only_once,
    "max_speed": _at_max_speed,
    "your_turn": _your_turn,
    "any_player_before_end": _any_player_before_end,
    "opponent_turn": _opponent_turn,
    "if": _if_condition,
    "your_upkeep": _your_upkeep,
    **dict.fromkeys(_STEPS, _during_steps),
    "your_turn_before_attackers": _before_attackers,
    "before_attackers": _before_attackers,
}


def _describe_condition(cond: Condition) -> str:
    if cond.text:
        return cond.text
    if cond.kind == "control" and cond.selector is not None:
        n = "" if cond.count == 1 else f"{cond.count} or more "
        return f"you control {n}{cond.selector.describe()}"
    return cond.kind.replace("_", " ")


def ability_problems(state: GameState, pid: int, index: int, player: str | None = None,
                     x: int | None = None, *, mana_paid: bool = False) -> list[str]:
    """Every reason the ability can't be activated now with the pool as it is, each
    citing its rule; ``[]`` when it can (CR 602.2).

    In this order: what forbids its {T} or {Q} (302.6, 107.5, 107.6), who may activate
    it (602.2), its other costs (118.3, 602.2b), its timing restrictions (602.5), its
    targets (115.1), and last, if mtglab doesn't understand part of it, which part — one
    reason among the others, never instead of them, since the legality of a cost doesn't
    depend on the effect. ``mana_paid=True`` leaves mana costs out (paid by mana
    abilities activated while paying, 601.2g: decided by
    :func:`mtglab.engine.payment.legality.activation_problems`).
    """
    chars = characteristics_of(state)
    c = chars[pid]
    ref = c.abilities[index]
    a = ref.ability
    who = player or c.controller
    if a.kind is not AbilityKind.ACTIVATED:
        return [f"it is a {a.kind.value} ability, not an activated one (CR 602.1)"]
    problems: list[str] = list(symbol_problems(state, pid, ref))
    forbidden = activation_forbidden(state, pid, a)  # Arrest (602.5)
    if forbidden is not None:
        problems.append(forbidden)
    if who != c.controller and not any(r.kind in ("any_player_before_end", "any_player")
                                       for r in a.restrictions):  # Mana Cache, Excavation
        problems.append(f"only its controller ({c.controller}) can activate it (CR 602.2)")
    if a.costs:  # (its {T} and {Q}, said above, aren't read again)
        problems.extend(p for p in cost_problems(state, pid, ref, who, x, mana_paid=mana_paid,
                                                 symbols=False)
                        if p not in problems)
    else:
        problems.append("mtglab does not understand this ability's cost, so whether it can "
                        "be paid is not known (CR 602.2b)")
    # a mana ability is no loyalty ability and has no target (605.1a): what is left to
    # check is its costs and the restrictions on activating it
    mana = a.is_mana_ability
    if not mana and is_loyalty_ability(a):  # when, and how often, loyalty abilities are (606.3)
        problems.extend(loyalty_problems(state, pid, who))
    zone = functioning_zone(a)  # "Return this card from your graveyard" (113.6m)
    found = card_zone(state, pid) if zone else None
    if zone and (found is None or found[1] != zone) and \
            not any("113.6m" in p for p in problems):  # not said already by its cost
        problems.append(f"this ability functions only while the card is in its owner's "
                        f"{zone} (CR 113.6m)")
    for r in a.restrictions:
        msg = _restriction_problem(r, state, pid, ref, who)
        if msg:
            problems.append(msg)
    split = None if mana else split_second_problem(state)  # 702.61a-b
    if split is not None:
        problems.append(split)
    no_target = None if mana else _no_target_problem(state, pid, ref, who, x)
    if no_target is not None:
        problems.append(no_target)
    problems.extend(modes_problems(state, pid, a))  # a modal ability's (602.2b, 700.2)
    if not a.supported:
        problems.append(f"mtglab does not understand this ability's text ({a.problem})")
    return problems


def _no_target_problem(state: GameState, pid: int, ref: AbilityRef, who: str,
                       x: int | None) -> str | None:
    """Why an ability whose targets mtglab models can't be activated for want of a legal
    target (115.1, 602.2b), with "with mana value X" for some X it may pay (107.3,
    601.2b-c); None when it has one."""
    a = ref.ability
    if not (a.supported and _targets_something(a)):
        return None
    # "with mana value X": some X it may pay gives a target (107.3, 601.2b-c)
    xs: Sequence[int | None] = [x] if x is not None or not needs_x(a) else \
        legal_x_values(state, pid, ref, who) or [None]
    if any(legal_targets(state, pid, a, who, (), v) for v in xs):
        return None
    return ("it has no legal target (CR 115.1, 602.2b)" if x is None else
            f"it has no legal target with X = {x} (CR 115.1, 107.3, 602.2b)")


# ---------------------------------------------------------------------------- paying


# ---------------------------------------------------------------------------- resolving


def _turn_order(state: GameState) -> list[str]:
    """The players in turn order from the active player (CR 101.4)."""
    names = list(state.player_names)
    start = names.index(state.active) if state.active in names else 0
    return names[start:] + names[:start]


def _tap_permanents(state: GameState, effect: TapPermanents, pid: int, who: str,
                    paid: Mapping[str, Any], source_name: str) -> GameState:
    """Tap every untapped permanent the effect names (CR 701.26a): "all lands that player
    controls" (the player who tapped for mana), optionally only those that could produce
    a type of mana the tapped land could produce (Mana Web, 106.7)."""
    sel = effect.selector
    owner: str | None = None
    if sel.controller is ControllerSpec.THAT_PLAYER:
        owner = _players_named(state, "that player", who, paid)[0]
        sel = replace(sel, controller=ControllerSpec.ANY)
    that = paid.get("that")
    wanted: frozenset[str] | None = None
    if effect.could_produce_as is Relation.THAT:
        could = could_produce_map(state)
        wanted = could.get(that, frozenset()) if isinstance(that, int) else frozenset()
    chars = characteristics_of(state)
    ctx = SelectContext(pid, who, that=frozenset({that}) if isinstance(that, int) else
                        frozenset())
    for oid, c in chars.items():
        perm = state.permanents[oid]
        if perm.tapped or (owner is not None and c.controller != owner):
            continue
        if not matches(sel, oid, c, ctx, tapped=perm.tapped, is_token=perm.is_token,
                       counters=dict(perm.counters)):
            continue
        if wanted is not None and not (could_produce_map(state).get(oid, frozenset())
                                       & wanted):
            continue
        state = state.with_permanent(replace(perm, tapped=True))
        state = state.logged("tap", c.name, f"tapped by {source_name}", "701.26a")
    return state


#: The players :func:`_players_named` tells; a target player is the general way's
#: (engine.mixed, 115.1).
_NAMED_PLAYERS: Final = frozenset({"you", "each opponent", "each player", "that player"})


def _players_named(state: GameState, words: str, who: str,
                   paid: Mapping[str, Any]) -> tuple[str, ...]:
    """The players an effect names: "you" (the ability's controller), "each opponent",
    "each player" (in turn order, 101.4), or "that player" (the player who tapped the
    permanent for mana that set off a trigger: Manabarbs, CR 106.12a)."""
    if words == "each opponent":
        return state.opponents(who)
    if words == "each player":
        return tuple(_turn_order(state))
    if words == "that player":
        named = paid.get("that_player")
        if not isinstance(named, str):
            raise UnsupportedError("'that player' names no player here")
        return (named,)
    if words != "you":
        raise UnsupportedError(f"mtglab can't tell which player {words!r} is")
    return (who,)


@dataclass
class _Run:
    """One resolution of an ability's effects (CR 608.2): what its handlers read, and
    ``revealed``, the number of cards revealed so far (filled as the effects go on)."""

    pid: int
    ability: Ability
    who: str
    x: int | None
    paid: Mapping[str, Any]
    targets: Sequence[int]
    chooser: Chooser
    order: Sequence[str] | None
    result: Activation
    tapped_for_mana: bool
    source_name: str
    exiled_targets: Mapping[int, BaseValues]
    target_cards: Mapping[int, Any]
    #: the cards the ability could exile and its "that card" then names (603.7c): its
    #: targets', its source's, its trigger event's object's; and the cards in exile as
    #: it began to resolve
    named_cards: tuple[Any, ...] = ()
    exile_before: frozenset[int] = frozenset()
    revealed: int | None = None
    #: the tokens its instructions have created so far, which a delayed trigger it
    #: creates after them names as "it" / "them" (603.7c)
    created: list[int] = field(default_factory=list)
    #: how a card is cast as an instruction tells (608.2g; engine.effects.perform.CastSpell)
    cast_spell: CastSpell | None = None

    def ctx(self, state: GameState) -> ProductionContext:
        """The production context of the source now, with the X paid."""
        return ProductionContext(state, self.pid, self.who, x=self.x)

    def then(self, state: GameState, inner: tuple[Any, ...]) -> GameState:
        """Carry out the effects inside "you may" as the ability's others are."""
        return _resolve_effects(state, self.pid, replace(self.ability, effects=inner),
                                self.who, x=self.x, paid=self.paid, targets=self.targets,
                                chooser=self.chooser, order=self.order, result=self.result,
                                tapped_for_mana=self.tapped_for_mana,
                                source_name=self.source_name, cast_spell=self.cast_spell)

    def carry_out(self, state: GameState, effect: Any) -> GameState | None:
        """The effect carried out as a triggered ability's is (engine.oneshot, 608.2)."""
        return carry_out(state, effect, pid=self.pid, who=self.who, paid=self.paid,
                         targets=self.targets, chooser=self.chooser,
                         source_name=self.source_name, ability=self.ability, x=self.x,
                         then=self.then)


def _resolve_effects(state: GameState, pid: int, ability: Ability, who: str, *,
                     x: int | None, paid: Mapping[str, Any], targets: Sequence[int],
                     chooser: Chooser, order: Sequence[str] | None, result: Activation,
                     tapped_for_mana: bool, source_name: str,
                     cast_spell: CastSpell | None = None) -> GameState:
    """Carry out an ability's effects in order (CR 608.2)."""
    # the cards it targets, as they are before it exiles them ("that card", 400.7)
    exiled_targets = {t: BaseValues.of_card(found[2].card) for t in targets
                      if (found := card_zone(state, t)) is not None and found[2].card}
    target_cards = {t: found[2].card for t in targets
                    if (found := card_zone(state, t)) is not None and found[2].card}
    run = _Run(pid, ability, who, x, paid, targets, chooser, order, result,
               tapped_for_mana, source_name, exiled_targets, target_cards,
               _named_cards(state, (*targets, pid, paid.get("that"))),
               frozenset(c.id for c in state.exile if c.id is not None),
               cast_spell=cast_spell)
    for effect in ability.effects:
        state = _resolve_effect(state, effect, run)
    return state


def _resolve_effect(state: GameState, effect: Any, run: _Run) -> GameState:
    """Carry out one effect (608.2): a triggered ability's, a search's "that card" and
    "it gains ..." for good go to engine.oneshot first; then the handler of its kind;
    then a general instruction (engine.mixed) or engine.oneshot."""
    paid = run.paid
    if "event" in paid or "that_card" in paid or isinstance(effect, SearchLibrary) or (
            isinstance(effect, GrantAbilities) and effect.condition is None):
        # a triggered ability's (603), a search's "that card" (701.23a, 400.7), "it
        # gains first strike" for good (611.2a): engine.oneshot plays more effects
        done = run.carry_out(state, effect)
        if done is not None:
            return done
    handler = _EFFECT_HANDLERS.get(type(effect))
    done = handler(state, effect, run) if handler is not None else None
    return done if done is not None else _general_or_oneshot(state, effect, run)


def _general_or_oneshot(state: GameState, effect: Any, run: _Run) -> GameState:
    """A general instruction among the others (engine.mixed), or an effect played as a
    triggered ability's is (engine.oneshot, 608.2)."""
    alive = run.pid in state.permanents
    if performs(effect):  # a general instruction among the others (engine.mixed)
        return perform_within(state, effect, effects=run.ability.effects,
                              targets=run.targets, source_id=run.pid if alive else None,
                              source_name=run.source_name, controller=run.who,
                              chooser=run.chooser, x=run.x, paid=run.paid,
                              origin_text=run.ability.text, order=run.order,
                              arrive=put_card_onto_battlefield, cast_spell=run.cast_spell)
    done = run.carry_out(state, effect)
    if done is None:
        raise UnsupportedError(f"mtglab can't carry out {type(effect).__name__} yet")
    return done


def _returned_to_battlefield(state: GameState, effect: ReturnFromGraveyard,
                             run: _Run) -> GameState | None:
    """ "Return this card (target creature card) from your graveyard to the battlefield."
    (113.6m): each card becomes a new permanent (400.7), which the ability's later "it"
    names (608.2c: unearth's "It gains haste. Exile it at the beginning of the next end
    step. If it would leave the battlefield, exile it instead", 702.84a): ``paid["that"]``
    for the card itself; a target card is the permanent it became for the effects after
    (Whip of Erebos)."""
    found = card_zone(state, run.pid)
    card = found[2].card if found is not None else None
    if effect.destination != "battlefield" or not isinstance(run.paid, dict):
        return None
    state = _general_or_oneshot(state, effect, run)

    def newest(c: Any) -> int | None:
        became = [p for p in state.permanents.values() if c is not None and p.card is c
                  and p.id != run.pid]
        return max(became, key=lambda p: p.timestamp).id if became else None

    if effect.selector.is_self and (pid := newest(card)) is not None:
        run.paid["that"] = pid
    became = {t: pid for t, c in run.target_cards.items() if (pid := newest(c)) is not None}
    run.targets = [became.get(t, t) for t in run.targets]
    return state


def _reveal(state: GameState, effect: Reveal, run: _Run) -> GameState | None:
    """"Reveal any number of ... cards" from a hand, or each player's top card, which
    stays put (701.20a)."""
    who, source_name = run.who, run.source_name
    if effect.selector.zone == "hand" and effect.amount.kind == "any":  # 701.20
        most = cards_to_reveal(ProductionContext(state, run.pid, who), effect.selector)
        run.revealed = run.chooser.pick(f"how many {effect.selector.describe()} to reveal",
                                        list(range(most + 1)))
        return state.logged("reveal", source_name, f"{does(who, 'reveals')} "
                            f"{run.revealed} card(s) from their hand", "701.20a")
    if not effect.each_player:
        return None
    for name in _turn_order(state):  # tops stay put (701.20a)
        top = state.libraries.get(name, ())[:1]
        shown = top[0].name if top else "nothing (an empty library)"
        state = state.logged("reveal", source_name, f"{does(name, 'reveals')} the top "
                             f"card of their library: {shown}", "701.20a")
    return state


def _add_mana(state: GameState, effect: AddMana, run: _Run) -> GameState:
    """Add mana (106.1): each recipient adds what the ability produces; a source
    sacrificed to pay its own cost still produces it, by its last known information
    (113.7a, 608.2h)."""
    pid, paid = run.pid, run.paid
    alive = pid in state.permanents
    lki = paid.get("source_lki")
    if not alive and not isinstance(lki, PermanentState):
        return state
    # A source sacrificed to pay its own cost (Treasure, Crystal Vein) still
    # produces the mana: its last known information is used (CR 113.7a, 608.2h).
    # It is put back only while the mana is added, then taken away again.
    work = state.with_permanent(lki) if isinstance(lki, PermanentState) and \
        not alive else state
    pctx = _mana_context(work, run)
    for n, recipient in enumerate(_mana_recipients(state, effect, run)):
        # the ability resolves once: it is tapped for mana once (106.12a); the
        # result (and its totals) is what one player adds, the others the same
        work = resolve_add_mana(work, source_id=pid, ability=run.ability, effect=effect,
                                pctx=pctx, activator=run.who, recipient=recipient,
                                tapped_for_mana=run.tapped_for_mana and n == 0,
                                chooser=run.chooser, order=run.order,
                                result=run.result.added if n == 0 else ManaAdded())
    return work if alive else work.without_permanent(pid)


def _mana_context(work: GameState, run: _Run) -> ProductionContext:
    """What the amount and kinds of mana produced read (106.7, 107.3, 608.2h): the
    costs paid, the sacrificed permanent, choices, the cards revealed, milled."""
    paid = run.paid
    chosen = dict(linked_choices(work, run.pid))
    sac = paid.get("sacrificed") or paid.get("used") or []
    values = paid.get("paid_values")

    def could(q: int, work: GameState = work) -> frozenset[str]:
        # what another permanent could produce (106.7), computed only if asked
        return could_produce_map(work)[q]

    return ProductionContext(
        work, run.pid, run.who, x=run.x, removed=int(paid.get("removed", 0)),
        that=sac[0] if sac else None,
        could=could,
        sacrificed_could=frozenset(paid.get("sacrificed_could", ())),
        chosen=chosen, paid_power=values[0] if values else None,
        paid_mana_value=values[1] if values else None,
        paid_toughness=values[2] if values and len(values) > 2 else None, revealed=run.revealed,
        milled=paid.get("milled"))


def _mana_recipients(state: GameState, effect: AddMana, run: _Run) -> list[str]:
    """Who adds the mana: the controller, a player chosen (Victory Chimes), or each
    player in turn order (101.4)."""
    if effect.player in ("a player of your choice", "chosen player"):
        # Victory Chimes; "Choose a player. That player adds ..." (Valleymaker)
        return [run.chooser.pick("the player who adds the mana", list(state.player_names))]
    if effect.player == "each player":  # in turn order (101.4): Yurlok
        return _turn_order(state)
    return [run.who]


def _note_mana_spent(state: GameState, effect: NoteManaSpent, run: _Run) -> GameState:
    """Note the mana spent on its cost, linked to the ability reading it (607.2)."""
    if run.pid not in state.permanents:
        return state
    spent = run.paid.get("mana_spent") or Mana()
    noted = str(spent) if effect.amount else \
        "".join(t for t in MANA_TYPES if t in spent.types)
    perm = state.permanents[run.pid]
    state = state.with_permanent(replace(perm, choices=(*(
        (k, v) for k, v in perm.choices if k != NOTED_MANA), (NOTED_MANA, noted))))
    return state.logged("note", run.source_name, "notes the mana spent on its cost: "
                        f"{noted or 'none'}", "607.2")


def _roll_die(state: GameState, effect: RollDie, run: _Run) -> GameState:
    """Roll a die: every result is a possible outcome (706.2)."""
    rolled = run.chooser.pick(f"the result of rolling a d{effect.sides} (CR 706.2)",
                              list(range(1, effect.sides + 1)))
    state = state.logged("roll", run.source_name, f"{does(run.who, 'rolls')} a "
                         f"d{effect.sides}: {rolled}", "706.2")
    return triggered_by_rolling(state, run.who, int(rolled))  # 603.2


def _deal_damage(state: GameState, effect: DealDamage, run: _Run) -> GameState:
    """Damage to players: life lost (119.2, 120.3a); "if you don't control an Ogre"."""
    if effect.condition is not None and not condition_holds(effect.condition,
                                                            run.ctx(state)):
        return state  # "... deals 1 damage to you if you don't control an Ogre"
    n = amount_value(effect.amount, run.ctx(state))
    for name in _players_named(state, effect.to, run.who, run.paid):
        state = lose_life(state, name, n)  # 119.2: damage is life lost
        state = state.logged("damage", run.source_name, f"deals {n} damage to {name}",
                             "120.3a")
    return state


def _life(state: GameState, effect: LoseLife | GainLife, run: _Run) -> GameState | None:
    """The players named lose or gain life (119.3, 119.9); a general instruction's
    players are engine.mixed's."""
    if effect.player not in _NAMED_PLAYERS and performs(effect):
        return None
    who = run.who
    n = amount_value(effect.amount, run.ctx(state))
    if isinstance(effect, GainLife) and (
            (effect.condition is not None and not condition_holds(
                effect.condition, run.ctx(state))) or
            (effect.optional and not run.chooser.pick(
                f"does {who} gain {n} life? (you may)", [True, False]))):
        return state  # "If you control a Nissa planeswalker", "you may gain"
    for name in _players_named(state, effect.player, who, run.paid):
        if isinstance(effect, LoseLife):
            state = lose_life(state, name, n)
            state = state.logged("life", run.source_name, f"{does(name, 'loses')} {n} life",
                                 "119.3")
        else:  # 119.3, 119.9
            state = gain_life(state, name, n, f" ({run.source_name})", "119.3")
    return state


def _tap_effect(state: GameState, effect: TapPermanents, run: _Run) -> GameState:
    """Tap permanents (701.26a): Mana Web, War's Toll."""
    return _tap_permanents(state, effect, run.pid, run.who, run.paid, run.source_name)


def _return_to_hand(state: GameState, effect: ReturnToHand, run: _Run) -> GameState | None:
    """Return "that" permanent or the source to its owner's hand (400.7): Storm
    Cauldron."""
    if effect.count is not None or effect.selector.relation not in (Relation.THAT,
                                                                    Relation.SELF):
        return None
    back = run.paid.get("that") if effect.selector.relation is Relation.THAT else run.pid
    if isinstance(back, int) and back in state.permanents:  # Storm Cauldron
        state = leave_battlefield(state, back, "hand", "returned to its owner's hand",
                                  "400.7")
    return state


def _doesnt_untap(state: GameState, effect: DoesntUntap, run: _Run) -> GameState:
    """"This ..." or "that land" doesn't untap during its controller's next untap step
    (502.3): the land tapped for mana (Vorinclex, Voice of Hunger)."""
    that = run.paid.get("that") if effect.selector.relation is Relation.THAT else None
    held = that if that in state.permanents else \
        run.pid if run.pid in state.permanents and effect.selector.is_self else None
    if held is None:
        return state
    perm = state.permanents[held]
    state = state.with_permanent(replace(perm, skip_next_untap=perm.skip_next_untap + 1))
    return state.logged("effect", characteristics_of(state)[held].name,
                        "doesn't untap during its controller's next untap step", "502.3")


def _put_counters_on_self(state: GameState, effect: PutCounters, run: _Run) -> GameState:
    """Counters put on the source itself (122.1), in the order asked (616.1)."""
    if run.pid in state.permanents and effect.selector.is_self:
        n = amount_value(effect.amount, run.ctx(state))
        state = put_counters(state, run.pid, effect.counter, n, run.who, order=run.order)
    return state


def _sacrifice_self(state: GameState, effect: SacrificeSelf, run: _Run) -> GameState:
    """Sacrifice the source (701.21), if its condition holds."""
    if run.pid in state.permanents and (effect.condition is None or condition_holds(
            effect.condition, ProductionContext(state, run.pid, run.who))):
        state = move_to_graveyard(state, run.pid, "sacrificed", "701.21", sacrificed=True)
    return state


def _draw(state: GameState, effect: DrawCards, run: _Run) -> GameState:
    """Draw cards (121.1); "each player" in turn order (101.4)."""
    n = amount_value(effect.amount, run.ctx(state))
    for name in _turn_order(state) if effect.player == "each player" else (run.who,):
        state = draw_cards(state, name, n)  # in turn order (101.4)
    return state


def _remove_counters(state: GameState, effect: RemoveCounters, run: _Run) -> GameState:
    """Remove counters from the source as an effect, not a cost (122.1)."""
    if run.pid in state.permanents and effect.selector.is_self:
        n = amount_value(effect.amount, run.ctx(state))
        perm = state.permanents[run.pid]
        state = remove_counters(state, run.pid, effect.counter, n, perm.controller)
        state = state.logged("effect", run.source_name, f"remove {n} {effect.counter} "
                             "counter(s) from it", "122.1")
    return state


def _delayed(state: GameState, effect: Delayed, run: _Run) -> GameState:
    """A delayed triggered ability, created as the ability resolves (603.7a); "return
    that card to the battlefield" names the card the ability exiled (603.7c)."""
    if effect.condition is not None and not condition_holds(effect.condition, ProductionContext(
            state, run.pid, run.who, activations=int(run.paid.get("activations", 0)))):
        return state
    if any(isinstance(e, ReturnThatCard) for e in effect.effects):
        cards = _exiled_by_it(state, run)
        if not cards:  # a token ceased to exist (111.7), a target was gone (608.2b)
            return state.logged("delayed trigger", run.source_name, "nothing was exiled: "
                                "there is no card for it to return", "603.7c, 400.7")
        effect = replace(effect, effects=tuple(
            replace(e, cards=cards) if isinstance(e, ReturnThatCard) else e
            for e in effect.effects))
        return create_delayed(state, effect, run.pid, run.source_name, run.who,
                              that=cards[0])
    if run.created:  # "create ... tokens. Sacrifice them at ..." (603.7c)
        return create_delayed(state, effect, run.pid, run.source_name, run.who,
                              that=run.created[0], those=tuple(run.created))
    return create_delayed(state, effect, run.pid, run.source_name, run.who,
                          that=_named_so_far(state, run.targets, run.target_cards, run.paid))


def _named_cards(state: GameState, objects: Sequence[object]) -> tuple[Any, ...]:
    """The cards of the permanents (or of the cards in a zone) these ids name."""
    out: list[Any] = []
    for o in objects:
        if not isinstance(o, int):
            continue
        perm = state.permanents.get(o)
        found = card_zone(state, o) if perm is None else None
        card = perm.card if perm is not None else found[2].card if found else None
        if card is not None:
            out.append(card)
    return tuple(out)


def _exiled_by_it(state: GameState, run: _Run) -> tuple[int, ...]:
    """The cards this resolution put into exile among those it names (its targets, its
    source, its trigger event's object): what "that card" / "it" is in exile (603.7c,
    400.7)."""
    return tuple(c.id for c in state.exile if c.id is not None and c.id not in
                 run.exile_before and any(c.card is n for n in run.named_cards))


def _animate(state: GameState, effect: Animate, run: _Run) -> GameState:
    """The source becomes a creature until end of turn (611.2c, 613.1d)."""
    ts, state = state.take_timestamp()
    eid, state = state.take_id()
    rec = EffectRecord(eid, run.pid, run.source_name, run.who, effect, ts,
                       frozenset({run.pid}),
                       "end of turn" if effect.until_end_of_turn else None,
                       rule="611.2c, 613.1d", origin_text=run.ability.text,
                       origin_index=run.ability.effects.index(effect))
    state = state.evolve(effects=(*state.effects, rec))
    what = f"a {effect.power}/{effect.toughness}" if effect.power is not None \
        else "an artifact" if "Artifact" in effect.types else "a"
    return state.logged("effect", run.source_name, f"becomes {what} creature until end "
                        "of turn", "611.2c, 613.1d")


def _mana_replacement(state: GameState, effect: ManaReplacement, run: _Run) -> GameState:
    """A replacement effect on mana production begins (614.1a, 106.12b); "if target
    Plains is tapped" is locked to it (611.2c)."""
    ts, state = state.take_timestamp()
    eid, state = state.take_id()
    aimed = frozenset(run.targets) if effect.selector.relation is Relation.TARGET \
        else frozenset()  # "if target Plains is tapped": locked to it (611.2c)
    rec = EffectRecord(eid, run.pid, run.source_name, run.who, effect, ts, aimed,
                       duration="end of turn" if effect.until_end_of_turn else None,
                       rule="614.1a, 106.12b", origin_text=run.ability.text,
                       origin_index=run.ability.effects.index(effect))
    state = state.evolve(effects=(*state.effects, rec))
    return state.logged("effect", run.source_name, "a replacement effect on mana "
                        "production begins", "614.1a")


def _create_token(state: GameState, effect: CreateToken, run: _Run) -> GameState | None:
    """Create tokens through the token event (111.1, 616.1); a Role attached to a
    permanent (111.10j) by the general instructions (None: not here)."""
    if effect.attached_to is not None:
        return None
    before = set(state.permanents)
    state = perform_create_token(state, effect, run.who,
                                 source_id=run.pid if run.pid in state.permanents else None,
                                 source_name=run.source_name, x=run.x, order=run.order,
                                 targets=run.targets)
    run.created.extend(sorted(set(state.permanents) - before))
    return state


def _become_copy_effect(state: GameState, effect: BecomeCopy, run: _Run) -> GameState:
    """Become a copy (707.2, 707.4): :func:`_become_copy`."""
    return _become_copy(state, run.pid, effect, run.who, run.targets, run.source_name,
                        run.ability, paid=run.paid, chooser=run.chooser, x=run.x,
                        exiled_targets=run.exiled_targets)


def _exile_cards(state: GameState, effect: ExileCards, run: _Run) -> GameState | None:
    """"Exile target creature card from a graveyard." (Dimir Doppelganger, 406.3)."""
    if effect.selector.zone is None:
        return None
    done = carry_out(state, effect, pid=run.pid, who=run.who, paid=run.paid,
                     targets=run.targets, chooser=run.chooser, source_name=run.source_name,
                     ability=run.ability, x=run.x, then=lambda s, inner: s)
    assert done is not None
    return done


def _token_copies(state: GameState, effect: CreateTokenCopy, run: _Run) -> GameState:
    """Token copies (707.2, 707.9b): engine.tokencopies."""
    return create_token_copies(state, effect, run.who,
                               source_id=run.pid if run.pid in state.permanents else None,
                               source_name=run.source_name, targets=run.targets, x=run.x,
                               order=run.order, paid=run.paid)


def _enters_with_counters(state: GameState, effect: EntersWithCounters,
                          run: _Run) -> GameState | None:
    """"This turn, each creature you control enters with an additional +1/+1 counter": a
    replacement effect on entering until the turn ends (611.2a, 614.1c)."""
    if effect.selector.is_self:
        return None
    ts, state = state.take_timestamp()
    eid, state = state.take_id()
    rec = EffectRecord(eid, run.pid, run.source_name, run.who, effect, ts, frozenset(),
                       "end of turn", rule="611.2a, 614.1c", origin_text=run.ability.text,
                       origin_index=run.ability.effects.index(effect))
    state = state.evolve(effects=(*state.effects, rec))
    return state.logged("effect", run.source_name, "a replacement effect on entering "
                        "begins, until end of turn", "611.2a, 614.1c")


def _switch_pt(state: GameState, effect: SwitchPT, run: _Run) -> GameState:
    """Power and toughness switch until end of turn (613.4d)."""
    subject = run.pid if effect.selector.is_self else \
        (run.targets[0] if run.targets else None)
    if subject is None:
        raise ChoiceRequired("a target creature whose power and toughness switch; "
                             "pass targets=")
    ts, state = state.take_timestamp()
    eid, state = state.take_id()
    rec = EffectRecord(eid, run.pid, run.source_name, run.who, effect, ts,
                       frozenset({subject}), "end of turn", rule="611.2c, 613.4d",
                       origin_text=run.ability.text,
                       origin_index=run.ability.effects.index(effect))
    state = state.evolve(effects=(*state.effects, rec))
    return state.logged("effect", characteristics_of(state)[subject].name,
                        "its power and toughness switch until end of turn", "613.4d")


def _land_types(state: GameState, effect: SetBasicLandTypes, run: _Run) -> GameState | None:
    """A land becomes a basic land type (305.7): engine.landtypes."""
    if not lands_carried_out(effect):
        return None
    return become_land_types(state, effect,
                             source_id=run.pid if run.pid in state.permanents else None,
                             source_name=run.source_name, controller=run.who,
                             targets=run.targets, chooser=run.chooser)


#: How :func:`_resolve_effect` carries out each kind of effect; a handler's None leaves
#: it to :func:`_general_or_oneshot`.
_EFFECT_HANDLERS: Final[Mapping[type, Callable[[GameState, Any, _Run], GameState | None]]] = {
    Reveal: _reveal,
    AddMana: _add_mana,
    NoteManaSpent: _note_mana_spent,
    RollDie: _roll_die,
    DealDamage: _deal_damage,
    LoseLife: _life,
    GainLife: _life,
    TapPermanents: _tap_effect,
    ReturnToHand: _return_to_hand,
    DoesntUntap: _doesnt_untap,
    PutCounters: _put_counters_on_self,
    SacrificeSelf: _sacrifice_self,
    DrawCards: _draw,
    RemoveCounters: _remove_counters,
    Delayed: _delayed,
    Animate: _animate,
    ManaReplacement: _mana_replacement,
    CreateToken: _create_token,
    BecomeCopy: _become_copy_effect,
    ExileCards: _exile_cards,
    CreateTokenCopy: _token_copies,
    EntersWithCounters: _enters_with_counters,
    SwitchPT: _switch_pt,
    SetBasicLandTypes: _land_types,
    ReturnFromGraveyard: _returned_to_battlefield,
}


def _become_copy(state: GameState, pid: int, effect: BecomeCopy, who: str,
                 targets: Sequence[int], source_name: str, ability: Ability, *,
                 paid: Mapping[str, Any], chooser: Chooser, x: int | None,
                 exiled_targets: Mapping[int, BaseValues]) -> GameState:
    if not targets and effect.up_to_one:  # "up to one target": none was chosen (601.2c)
        return state.logged("copy", source_name, "no target was chosen: it doesn't become "
                            "a copy", "115.1, 601.2c")
    if not effect.subject.is_self or effect.original.relation not in (
            Relation.TARGET, Relation.OTHER) or effect.original.zone is not None or \
            effect.duration == UNTIL_YOUR_NEXT_TURN:
        # a target subject, a card, the sacrificed or exiled creature, a linked card
        return _copy_of_source(state, pid, effect, who, targets, source_name, ability,
                               paid=paid, chooser=chooser, x=x, exiled_targets=exiled_targets)
    if not targets:
        raise ChoiceRequired("a target creature for the copy effect; pass targets=")
    target = targets[0]
    if target not in state.permanents:
        raise IllegalActionError("copy", ["the target is no longer on the battlefield "
                                          "(CR 608.2b)"])
    if effect.tap_target:
        perm = state.permanents[target]
        state = state.with_permanent(replace(perm, tapped=True).with_counters(
            "stun", effect.stun_counters))
        tname = characteristics_of(state)[target].name
        state = state.logged("effect", tname, f"is tapped and gets {effect.stun_counters} "
                             "stun counter(s)", "122.1d")

    # "except it has this ability" (Thespian's Stage): the copying ability (707.9b)
    own = (ability,) if any(ex.kind == "keep_this_ability" for ex in effect.exceptions) \
        else ()
    return start_copy_effect(state, pid, target, who, source_name,
                             duration=effect.duration, watch=target if
                             effect.duration == "while tapped" else None,
                             exceptions=effect.exceptions, own_abilities=own)


def _copy_of_source(state: GameState, pid: int, effect: BecomeCopy, who: str,
                    targets: Sequence[int], source_name: str, ability: Ability, *,
                    paid: Mapping[str, Any], chooser: Chooser, x: int | None,
                    exiled_targets: Mapping[int, BaseValues]) -> GameState:
    """A copy effect whose subject is a target, or whose original is a card, the
    sacrificed or exiled creature or a linked card (707.2, 707.4,
    :mod:`mtglab.engine.characteristics.copysources`); a target illegal now is not affected
    (608.2b)."""
    subject = copy_subject(effect, pid, targets)
    # a target that is illegal now is not affected (608.2b): nothing is copied
    if subject not in state.permanents or (
            effect.subject.relation is Relation.TARGET and
            subject not in _sel_targets(state, pid, effect.subject, who, x)):
        return state.logged("copy", source_name, "the creature that would become the "
                            "copy is an illegal target now: nothing happens", "608.2b")
    rest = targets[1:] if effect.subject.relation is Relation.TARGET else targets
    if effect.original.relation is Relation.TARGET and rest and \
            rest[0] not in _sel_targets(state, pid, effect.original, who, x):
        return state.logged("copy", source_name, "what it would copy is an illegal "
                            "target now: nothing happens", "608.2b")
    original = copy_original(state, pid, effect, who, targets, paid, chooser, x,
                             exiled_targets)
    if original is None:
        return state.logged("copy", source_name, "there is no card to copy: nothing "
                            "happens", "608.2b, 607.2a")
    own = (ability,) if any(ex.kind == "keep_this_ability" for ex in effect.exceptions) \
        else ()
    return start_copy_of(state, subject, original, who, source_name,
                         duration=effect.duration, exceptions=effect.exceptions,
                         own_abilities=own)


def mixed_target_parts(ability: Ability) -> list[TargetPart] | None:
    """The words "target" of an ability some of whose instructions the general way plays
    (engine.mixed) when those are all its words "target" — its text, reminder text left
    out, says "target" no more often — else None (601.2c, 602.2b)."""
    if ability.is_mana_ability or _targets_something(ability):
        return None
    parts = parts_of([e for e in ability.effects if performs(e)])
    return parts if parts and ability.target_words == len(parts) else None


def _player_targets(state: GameState, ability: Ability, who: str) -> list[Any]:
    """The players an older instruction's "target opponent" may choose (115.1): "target
    opponent creates ..." (perform_create_token)."""
    if any(isinstance(e, CreateToken) and e.player == "target opponent"
           for e in ability.effects):  # not one with hexproof or shroud (702.11c, 702.18a)
        return [p for p in state.opponents(who) if player_untargetable(state, p, who) is None]
    return []


def _targets_something(ability: Ability) -> bool:
    """Whether the ability has an effect whose targets mtglab models (115.1)."""
    return any((isinstance(e, SwitchPT | ManaReplacement) and
                e.selector.relation is Relation.TARGET) or
               (isinstance(e, BecomeCopy) and (e.original.relation in (
                   Relation.OTHER, Relation.TARGET) or e.subject.relation is
                   Relation.TARGET))
               for e in ability.effects)


def _copy_targets(state: GameState, pid: int, e: BecomeCopy | ExileCards, who: str,
                  x: int | None) -> list[int]:
    """What the copy ability's subject, original (a permanent or a card) and "exile
    target card" may target (115.1): with its status, its counters and the X paid."""
    if isinstance(e, ExileCards):
        return copy_card_targets(state, pid, e.selector, who, x) \
            if e.selector.relation is Relation.TARGET and e.selector.zone else []
    return [t for sel in (e.subject, e.original) for t in _sel_targets(state, pid, sel, who, x)]


def _copy_slot_problems(state: GameState, pid: int, a: Ability, who: str,
                        target_ids: Sequence[int], x: int | None) -> list[str]:
    """A copy ability with two targets ("Target Shapeshifter becomes a copy of target
    creature"): each target is legal for its own word "target", in the text's order
    (115.1, 601.2c)."""
    for e in a.effects:
        if isinstance(e, BecomeCopy) and e.subject.relation is Relation.TARGET:
            slots = [e.subject] + ([e.original] if e.original.relation in (
                Relation.TARGET, Relation.OTHER) else [])
            return [f"#{t} is not a legal target for '{sel.describe()}' (CR 115.1, 601.2c)"
                    for t, sel in zip(target_ids, slots, strict=False)
                    if t not in _sel_targets(state, pid, sel, who, x)]
    return []


def _sel_targets(state: GameState, pid: int, sel: Selector, who: str,
                 x: int | None) -> list[int]:
    """What one target selector of a copy ability may target now (115.1)."""
    if sel.relation not in (Relation.TARGET, Relation.OTHER) or pid not in state.permanents:
        return []
    if sel.zone is not None:
        return copy_card_targets(state, pid, sel, who, x)
    chars = characteristics_of(state)
    ctx = SelectContext(pid, who, chosen=state.permanents[pid].choices, x=x)
    plain = replace(sel, relation=None) if sel.relation is Relation.TARGET else sel
    out = []
    for oid, c in chars.items():
        perm = state.permanents[oid]
        if matches(plain, oid, c, ctx, tapped=perm.tapped, is_token=perm.is_token,
                   counters=dict(perm.counters)):
            out.append(oid)
    return out


def legal_targets(state: GameState, pid: int, ability: Ability, who: str,
                  targets: Sequence[int], x: int | None = None) -> list[int]:
    """The legal targets of an ability's older instructions (115.1): copies' and their
    cards', and any other instruction's target permanents."""
    chars = characteristics_of(state)
    return [oid for e in ability.effects
            for oid in _effect_targets(state, pid, e, who, x, chars)]


def _effect_targets(state: GameState, pid: int, e: Any, who: str, x: int | None,
                    chars: Mapping[int, Characteristics]) -> list[int]:
    """The legal targets of one older instruction (115.1)."""
    legal: list[int] = []
    if isinstance(e, SwitchPT | ManaReplacement) and e.selector.relation is \
            Relation.TARGET:
        ctx = SelectContext(pid, who)
        sel = replace(e.selector, relation=None)
        legal.extend(oid for oid, c in chars.items() if matches(sel, oid, c, ctx))
    if isinstance(e, CreateTokenCopy) and e.original.relation is Relation.TARGET:
        sel = replace(e.original, relation=None)  # a token copy of it (707.2, 115.1)
        legal.extend(oid for oid, c in chars.items()
                     if matches(sel, oid, c, SelectContext(pid, who)))
    legal.extend(_copy_or_other_targets(state, pid, e, who, x, chars))
    return legal


def _copy_or_other_targets(state: GameState, pid: int, e: Any, who: str, x: int | None,
                           chars: Mapping[int, Characteristics]) -> list[int]:
    """The legal targets of a copy instruction, of "exile target card", or of any other
    instruction's "target land", "target creature" (115.1)."""
    legal: list[int] = []
    if isinstance(e, ExileCards) or (isinstance(e, BecomeCopy) and (
            e.subject.relation is Relation.TARGET or e.original.zone is not None or
            e.original.mana_value_x or e.original.any_counter)):
        legal.extend(_copy_targets(state, pid, e, who, x))
    elif isinstance(e, BecomeCopy) and e.original.relation in (Relation.OTHER,
                                                                Relation.TARGET):
        # "of the chosen type" reads the source's "as this enters" choice (614.12a)
        ctx = SelectContext(pid, who, chosen=state.permanents[pid].choices)
        # "target land" names no object yet: any land may be chosen (CR 115.1)
        sel = replace(e.original, relation=None) \
            if e.original.relation is Relation.TARGET else e.original
        for oid, c in chars.items():
            if matches(sel, oid, c, ctx):
                legal.append(oid)
    elif not isinstance(e, SwitchPT | ManaReplacement | CreateTokenCopy):
        # any other instruction's "target land", "target creature" (115.1)
        for sel in _permanent_targets(e):
            legal.extend(oid for oid, c in chars.items()
                         if matches(sel, oid, c, SelectContext(pid, who)))
    return legal


def _permanent_targets(effect: object) -> list[Selector]:
    """The target selectors of an older instruction's fields that name permanents."""
    if not dataclasses.is_dataclass(effect) or isinstance(effect, type):
        return []
    return [replace(v, relation=None) for f in dataclasses.fields(effect)
            for v in (getattr(effect, f.name),)
            if isinstance(v, Selector) and v.relation is Relation.TARGET and v.zone is None]


def begin_activation(state: GameState, pid: int, index: int, *, player: str | None = None,
                     targets: Sequence[Any] = (), choices: Sequence[Any] = (),
                     costs: Mapping[str, Any] | None = None,
                     order: Sequence[str] | None = None, x: int | None = None,
                     modes: Sequence[int] | None = None) -> Activation:
    """Activate ability ``index`` of permanent ``pid`` up to the stack (CR 602.2): check
    it, announce its ``modes`` if it is modal (602.2b, 700.2), pay its costs, and either
    resolve it at once (a mana ability, 605.3b) or put it on the stack.
    :func:`mtglab.engine.resolution.stack.activate` resolves what it put there."""
    chars = characteristics_of(state)
    c: Characteristics = chars[pid]
    ref = c.abilities[index]
    a = ref.ability
    who = player or c.controller
    label = f"activate {c.name}'s ability [{index}] ({a.text})"
    problems = ability_problems(state, pid, index, who, x)
    if problems:
        raise IllegalActionError(label, problems)
    a, chosen = choose_activated_modes(state, pid, a, modes, label)  # modes first (602.2b)
    _check_x(state, pid, ref, who, x, label)
    general = not a.is_mana_ability and is_general(a.effects)
    target_ids, sizes = _activation_targets(state, pid, a, who, targets, x, label,
                                            general=general)
    state = state.logged("activate", c.name, a.text, "602.2")
    state = note_modes_chosen(state, pid, c.name, ref.ability, chosen)
    before_costs = state
    # a card in a hand or graveyard looked at as an object (113.6m) is no permanent
    on_battlefield = card_zone(state, pid) is None
    state, paid = pay_costs(state, pid, ref, who, x, costs or {}, order=order)
    _note_what_was_paid(before_costs, pid, paid)
    state = _count_activation(state, pid, ref, paid)
    if general:  # the source as it is now, should it leave before this resolves (608.2h)
        paid["target_sizes"] = sizes
        paid["source_keywords"] = tuple(sorted(k.lower() for k in c.keywords))
        paid["source_choices"] = before_costs.permanents[pid].choices  # "the chosen color"
    chooser = Chooser(choices)
    result = Activation(state)
    if a.is_mana_ability:
        state = state.logged("resolve", c.name, "a mana ability resolves at once, without "
                             "the stack", "605.3b")
        state = _resolve_effects(state, pid, a, who, x=x, paid=paid, targets=target_ids,
                                 chooser=chooser, order=order, result=result,
                                 tapped_for_mana=a.has_tap_cost, source_name=c.name)
        state = _stack_pending(state, result, who, pid)
    else:
        sid, state = state.take_id()
        item = StackItem(sid, "ability", c.name, who, pid, a, targets=tuple(target_ids), x=x,
                         choices=tuple(choices), paid=tuple(
                             (k, tuple(sorted(v)) if isinstance(v, set) else
                              tuple(v) if isinstance(v, list) else v)
                             for k, v in paid.items() if k != "source_lki"))
        state = state.evolve(stack=(*state.stack, item))
        state = state.logged("stack", c.name, "the ability goes on the stack", "602.2a")
        state = triggered_by_activating(state, item, on_battlefield=on_battlefield,
                                        looks=c)  # 602.2b, 601.2i
        state = triggered_by_targets(state, item)  # its targets (603.2e); a crime (700.13)
        result.stack_item = item
    result.state = state
    result.chooser = chooser
    return result


def _check_x(state: GameState, pid: int, ref: AbilityRef, who: str, x: int | None,
             label: str) -> None:
    """Refuse an activation whose cost has X without a value of X it can pay (107.3a,
    601.2h)."""
    a = ref.ability
    if x is None and needs_x(a):
        raise ChoiceRequired("the value of X for this ability's cost (CR 107.3a); pass x=",
                             list(legal_x_values(state, pid, ref, who)))
    if x is not None and needs_x(a) and x not in legal_x_values(state, pid, ref, who):
        xs = legal_x_values(state, pid, ref, who)
        raise IllegalActionError(label, [
            f"X = {x} can't be paid now: X may be 0 to {xs[-1]} (CR 107.3a, 601.2h)"
            if xs else f"X = {x} can't be paid now (CR 107.3a, 601.2h)"])


def _activation_targets(state: GameState, pid: int, a: Ability, who: str,
                        targets: Sequence[Any], x: int | None, label: str, *,
                        general: bool) -> tuple[list[Any], tuple[int, ...] | None]:
    """The targets chosen for an activation, checked (601.2c, 602.2b), and the number
    of each word "target"'s (None unless the text's words "target" are counted)."""
    target_ids = [getattr(t, "id", t) for t in targets]
    parts = parts_of(a.effects) if general else mixed_target_parts(a)
    if parts is not None:  # each word "target" in the text's order (601.2c, 602.2b)
        groups = choose_targets(state, parts, targets, pid, who, label, x=x)  # 601.2b
        return [t for g in groups for t in g], tuple(len(g) for g in groups)
    # a mana ability has no target (605.1a): "target" in a spend rider (Pyromancer's
    # Goggles' copy) or in reminder text (Jade Orb of Dragonkind) is not the ability's
    # "Convenient Target" is no word "target" (the record counted them, 601.2c)
    if _targets_something(a) or (not a.is_mana_ability and a.target_words):
        _check_older_targets(state, pid, a, who, target_ids, x, label)
    return target_ids, None


def _check_older_targets(state: GameState, pid: int, a: Ability, who: str,
                         target_ids: Sequence[Any], x: int | None, label: str) -> None:
    """Refuse targets the older instructions can't take: none given, or one not legal
    (115.1, 601.2c), or one in the wrong word "target"'s place."""
    legal = [*(legal_targets(state, pid, a, who, target_ids, x) or
               trigger_legal_targets(state, a, pid, who)), *_player_targets(state, a, who)]
    if not target_ids:
        raise ChoiceRequired("targets for this ability; pass targets=",
                             [o if isinstance(o, str) else
                              f"{_object_name(state, o)} #{o}" for o in legal])
    bad = [t for t in target_ids if t not in legal]
    if bad:
        raise IllegalActionError(label, [f"#{t} is not a legal target (CR 115.1, 601.2c)"
                                         for t in bad])
    wrong = _copy_slot_problems(state, pid, a, who, target_ids, x)
    if wrong:
        raise IllegalActionError(label, wrong)


def _note_what_was_paid(before_costs: GameState, pid: int, paid: dict[str, Any]) -> None:
    """Note in ``paid`` what the permanents paid with could produce (106.7) and the last
    known power, mana value and copiable values of one sacrificed or exiled (608.2h,
    113.7a)."""
    used = paid.get("sacrificed") or paid.get("used")
    if used:  # what the sacrificed (or tapped, untapped) permanents could produce (106.7)
        cmap = could_produce_map(before_costs)
        paid["sacrificed_could"] = set().union(*(cmap.get(o, frozenset()) for o in used))
    if pid in (paid.get("sacrificed") or paid.get("exiled") or ()):  # "Sacrifice ~: ... the
        # number of charge counters on it": as it last existed (608.2h)
        paid["source_counters"] = before_costs.permanents[pid].counters
    gone = [o for o in (paid.get("sacrificed") or paid.get("exiled") or []) if o != pid]
    if gone:  # its last known power and mana value (608.2h, 113.7a)
        last = characteristics_of(before_costs)[gone[0]]
        paid["paid_values"] = (last.power or 0, last.mana_value, last.toughness or 0)
        # "a copy of the sacrificed (exiled) creature": its last known copiable values
        paid["sacrificed_values" if paid.get("sacrificed") else "exiled_values"] = \
            copiable_of(before_costs, gone[0])


def _count_activation(state: GameState, pid: int, ref: AbilityRef,
                      paid: dict[str, Any]) -> GameState:
    """Count the activation on its source this turn (602.5b), "only once" for good, and
    a loyalty ability's (606.3)."""
    if pid not in state.permanents:
        return state
    a = ref.ability
    perm = state.permanents[pid]
    counts = dict(perm.activations)
    counts[ref.key] = counts.get(ref.key, 0) + 1
    paid["activations"] = counts[ref.key]  # this one included
    once = (*perm.used_once, ref.key) if any(r.kind == "once" for r in a.restrictions) \
        else perm.used_once
    perm = replace(perm, activations=tuple(sorted(counts.items())), used_once=once)
    if is_loyalty_ability(a):  # no other loyalty ability of it this turn (606.3)
        perm = note_loyalty_activation(perm)
    return state.with_permanent(perm)


def _named_so_far(state: GameState, targets: Sequence[int], cards: Mapping[int, Any],
                  paid: Mapping[str, Any]) -> int | None:
    """The permanent "it" names in a delayed trigger the ability creates (603.7c): its
    target, or the permanent a target card became on the battlefield (a new object,
    400.7), or the object its trigger event was about."""
    for t in targets:
        if t in state.permanents:
            return t
        card = cards.get(t)
        became = [p for p in state.permanents.values() if card is not None and p.card is card]
        if became:
            return max(became, key=lambda p: p.timestamp).id
    that = paid.get("that")
    return that if isinstance(that, int) else None


def _object_name(state: GameState, oid: int) -> str:
    """The name of a permanent, or of a card in a zone (a target card, 115.1)."""
    if oid in state.permanents:
        return characteristics_of(state)[oid].name
    found = card_zone(state, oid)
    return found[2].name if found is not None else f"object {oid}"


def _stack_pending(state: GameState, result: Activation, who: str, tapped: int) -> GameState:
    """Non-mana triggered abilities set off by mana abilities wait on the stack (603.3).

    ``tapped`` is the permanent tapped for mana: the trigger's "that land" (Vorinclex).
    """
    for hit in result.added.pending:
        sid, state = state.take_id()
        item = StackItem(sid, "ability", hit.source_name, hit.controller, hit.source_id,
                         hit.ability, paid=(("that", tapped), ("that_player", who)))
        state = state.evolve(stack=(*state.stack, item))
        state = state.logged("stack", hit.source_name, "its triggered ability goes on the "
                             "stack", "603.3")
        state = triggered_by_targets(state, item)  # "target opponent creates ..." (700.13)
    return state


def resolve_ability(state: GameState, item: StackItem, result: Activation, *,
                    chooser: Chooser, order: Sequence[str] | None = None,
                    cast_spell: CastSpell | None = None) -> GameState:
    """Resolve an activated or triggered ability taken off the stack (CR 608.2).
    ``cast_spell``: how a card is cast as one of its instructions tells (608.2g), given
    by the caller (engine.resolution.stack), which knows casting."""
    assert item.ability is not None
    a = item.ability
    if not a.supported:
        return state.logged("resolve", item.name, f"{a.text!r} is not understood by "
                            "mtglab; it resolves without effect here", "608.2")
    pid = item.source_id if item.source_id is not None else -1
    if is_general(a.effects):
        return _resolve_instructions(state, item, chooser, order, result, cast_spell)
    fizzled = doesnt_resolve(state, item)  # a triggered ability's "if" or target (603.4)
    if fizzled is not None:
        return fizzled
    if item.object_targets and any(isinstance(e, BecomeCopy) for e in a.effects):
        legal = legal_targets(state, pid, a, item.controller, item.object_targets, item.x)
        if not any(t in legal for t in item.object_targets):
            # every target is illegal now (gone, or no longer a creature): the ability
            # doesn't resolve and none of its effects happen (CR 608.2b)
            return state.logged("doesn't resolve", item.name, "all its targets are "
                                "illegal, so it is removed from the stack", "608.2b")
    state = state.logged("resolve", item.name, a.text, "608.2")
    paid = dict(item.paid)
    # an ability with general instructions among the others keeps players it targets
    # for them (engine.mixed, 115.1); the older instructions target permanents only
    aimed: Sequence[Any] = item.targets if mixed_target_parts(a) is not None or \
        _player_targets(state, a, item.controller) else item.object_targets
    state = _resolve_effects(state, pid, a, item.controller, x=item.x, paid=paid,
                             targets=aimed, chooser=chooser, order=order,
                             result=result, tapped_for_mana=False, source_name=item.name,
                             cast_spell=cast_spell)
    if "Crew" in a.keywords:  # it "becomes crewed" (702.122d): engine.combat
        state = became_crewed(state, pid)
    if "Saddle" in a.keywords:  # it becomes saddled (702.171a-b): engine.combat
        state = became_saddled(state, pid)
    return state


def _resolve_instructions(state: GameState, item: StackItem, chooser: Chooser,
                          order: Sequence[str] | None,
                          result: Activation | None = None,
                          cast_spell: CastSpell | None = None) -> GameState:
    """An activated or triggered ability whose instructions :mod:`mtglab.engine.effects.perform`
    plays resolves (608.2): a triggered ability's intervening "if" is checked again
    (603.4), its targets are checked again — if every one is illegal it is removed from
    the stack without effect (608.2b) — then its instructions are carried out in order."""
    a = item.ability
    assert a is not None
    if item.kind == TRIGGER_KIND and not intervening_if_holds(state, a, item.source_id,
                                                              item.controller,
                                                              dict(item.paid)):
        return state.logged("doesn't resolve", item.name, "its 'if' clause no longer holds, "
                            "so it does nothing", "603.4")
    parts = parts_of(a.effects)
    paid = dict(item.paid)
    if item.kind == TRIGGER_KIND and paid.get("that") is None and \
            isinstance(a.trigger, Trigger) and a.trigger.about_self:
        paid["that"] = item.source_id  # "when ~ enters, it deals ...": its source (608.2c)
    groups = groups_of(item.targets, paid.get("target_sizes"), parts)
    now = still_legal(state, parts, groups, item.source_id, item.controller,
                      that_player=paid.get("that_player"),  # "that player controls"
                      x=item.x)  # X as chosen (107.3, 608.2b)
    if any(groups) and not any(now):
        return state.logged("doesn't resolve", item.name, "every target is illegal now, so "
                            "it is removed from the stack", "608.2b")
    state = state.logged("resolve", item.name, a.text, "608.2")
    looks = DamageSource(item.name, item.controller,
                         frozenset(paid.get("source_keywords") or ()), item.source_id)
    res = Resolution(item.source_id, item.name, item.controller, chooser, now, item.x, paid,
                     source_looks=looks, origin_text=a.text, effects=a.effects,
                     order=tuple(order) if order is not None else None,
                     arrive=put_card_onto_battlefield, cast_spell=cast_spell)
    that = paid.get("that")  # a trigger's "it": the object its event was about (608.2c)
    chars = characteristics_of(state)
    if item.kind == TRIGGER_KIND and isinstance(that, int) and that in chars:
        those = tuple(paid.get("those") or ())  # a delayed trigger's "them" (603.7c)
        named = tuple(i for i in those if i in chars) if that in those else (that,)
        res = replace(res, named=named, named_looks=tuple((i, chars[i]) for i in named))
    elif item.kind == TRIGGER_KIND:  # it left the battlefield: as it last existed (608.2h)
        res = replace(res, named_looks=left_named_looks(paid))
    elif paid.get("used") and _reads_named_amount(a.effects):
        # "Tap another untapped creature you control: ... equal to that creature's power"
        # (station, 702.184a): the permanent the cost tapped, as it is now (608.2c, 608.2h)
        used = tuple(i for i in paid["used"] if i in chars)
        res = replace(res, named=used, named_looks=tuple((i, chars[i]) for i in used))
    return perform_all(state, a.effects, res)


_NAMED_KINDS: Final = frozenset({"named_power", "named_toughness", "named_mana_value"})


def _reads_named_amount(obj: Any) -> bool:
    """Whether these instructions count a value of the object the text names ("equal to
    that creature's power", 608.2c)."""
    if isinstance(obj, Amount):
        return obj.kind in _NAMED_KINDS
    if isinstance(obj, tuple | list):
        return any(_reads_named_amount(o) for o in obj)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return any(_reads_named_amount(getattr(obj, f.name)) for f in dataclasses.fields(obj))
    return False


def copiable_values(state: GameState, pid: int) -> Any:
    """Re-exported for the board."""
    return copiable_of(state, pid)
