"""The instructions of an instant or sorcery the older records describe, carried out as
it resolves (CR 608.2), and what mtglab can't resolve yet."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, Final

from mtglab.cards.effects import (
    AddMana,
    BecomeCopy,
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
    DurationTrigger,
    EntersWithCounters,
    ExileCards,
    GainControl,
    GainLife,
    GrantAbilities,
    ManaReplacement,
    PutFromTop,
    Relation,
    ReturnFromGraveyard,
    ReturnThatCard,
    SearchLibrary,
    SetBasicLandTypes,
    SwitchPT,
    Untap,
)
from mtglab.cards.instructions import names_x_targets
from mtglab.cards.model import Card
from mtglab.cards.otherwords import names_other
from mtglab.engine.characteristics.copies import apply_exceptions, start_copy_effect
from mtglab.engine.characteristics.landtypes import become_land_types
from mtglab.engine.characteristics.landtypes import carried_out as lands_carried_out
from mtglab.engine.characteristics.layers import characteristics_of, copiable_of
from mtglab.engine.characteristics.selectors import CardLooks, SelectContext, matches
from mtglab.engine.choices import Chooser
from mtglab.engine.effects.damage import DamageSource, deal_damage, gain_life
from mtglab.engine.effects.exilecounters import exile_cards
from mtglab.engine.effects.general import is_general, is_spell_rule, performs
from mtglab.engine.effects.mixed import perform_within
from mtglab.engine.effects.searching import search_library
from mtglab.engine.events.creating import Creation, TokenKind, create_tokens, perform_create_token
from mtglab.engine.events.entering import entering_amount, entering_condition
from mtglab.engine.game.history import HISTORY_CONDITIONS
from mtglab.engine.game.turns import untap_permanent
from mtglab.engine.game.zones import card_zone, leave_battlefield, move_card, zone_cards
from mtglab.engine.mana.production import (
    ProductionContext,
    amount_value,
    condition_holds,
    production_options,
)
from mtglab.engine.resolution.countering import counter_spell
from mtglab.engine.resolution.delayed import create_delayed, draw_cards
from mtglab.engine.spells.copyspells import owns_effect, resolve_copy_spell_effect
from mtglab.engine.spells.spellentering import (
    ENTERS_WITH,
    as_it_enters,
    card_entering,
    cast_record,
    put_card_onto_battlefield,
    put_onto_battlefield,
)
from mtglab.engine.spells.spelltargets import legal_targets
from mtglab.engine.state import BaseValues, EffectRecord, GameState, PoolEntry, StackItem
from mtglab.engine.wording import does
from mtglab.errors import ChoiceRequired, IllegalActionError, UnsupportedError

SPELL_EFFECTS = (AddMana, DrawCards, BecomeCopy, CreateToken, CreateTokenCopy, GainControl,
                 Untap, GrantAbilities, ManaReplacement, CreatedTrigger, DurationTrigger,
                 CounterSpell,
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
    "initiative", "completed_dungeon", "played_land", "opponent_poison",
    "card_types_in_graveyard", *HISTORY_CONDITIONS})  # the game's history (history.py)


def _spell_context(state: GameState, item: StackItem, who: str) -> ProductionContext:
    """What a resolving spell's amounts read: its X (107.3) and the permanent its
    additional cost sacrificed, as it last existed (608.2h, 113.7a)."""
    values = dict(item.paid).get("paid_values")
    return ProductionContext(state, None, who, x=item.x,
                             paid_power=values[0] if values else None,
                             paid_mana_value=values[1] if values else None,
                             paid_toughness=values[2] if values and len(values) > 2 else None)


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
            problem = _instruction_problem(e, card, a.effects)
            if problem is not None:
                out.append(problem)
    return out


def _instruction_problem(e: object, card: Card, effects: tuple[Any, ...]) -> str | None:
    """Why mtglab can't carry out this instruction of a spell (608.2), or None."""
    if not isinstance(e, SPELL_EFFECTS) and not performs(e):
        return f"mtglab can't carry out {type(e).__name__} yet"
    if names_x_targets(e):  # targets chosen with X only the general way (601.2c)
        return "'X target ...' in a spell not resolved the general way (CR 601.2c)"
    if names_other(e) and not isinstance(e, BecomeCopy):  # other than the original (707)
        return ("'other' in a spell not resolved the general way: other than what it "
                "named before (CR 608.2c)")
    check = _PROBLEMS.get(type(e))
    return check(e, card, effects) if check is not None else None


def _land_types_problem(e: SetBasicLandTypes, card: Card,
                        effects: tuple[Any, ...]) -> str | None:
    """A land type set is carried out only for the spell's target (305.7)."""
    return None if lands_carried_out(e) else "a land type set other than for its target"


def _life_problem(e: GainLife, card: Card, effects: tuple[Any, ...]) -> str | None:
    """A spell's conditional life gain is its caster's, checked as it resolves (608.2c)."""
    if performs(e) or (e.condition is not None and _checked_on_resolution(e.condition) and
                       e.player == "you" and not e.optional):
        return None
    return "this life gain of a spell"


def _target_only_problem(e: SwitchPT | DoesntUntap, card: Card,
                         effects: tuple[Any, ...]) -> str | None:
    """Switching or "doesn't untap" of the spell's target only (613.4d, 502.3)."""
    if e.selector.relation not in (Relation.TARGET, Relation.THAT) or \
            (isinstance(e, DoesntUntap) and e.duration is not None):
        return f"{type(e).__name__} of something other than its target"
    return None


def _damage_problem(e: DealDamage, card: Card, effects: tuple[Any, ...]) -> str | None:
    """A spell deals damage only to the players it names (120.3a)."""
    if e.condition is not None or e.source != "self" or e.to not in _DAMAGED_PLAYERS:
        return f"damage to {e.to!r} from a spell"
    return None


def _enters_with_problem(e: EntersWithCounters, card: Card,
                         effects: tuple[Any, ...]) -> str | None:
    """ "That creature enters with" names a creature the spell returns (614.1c)."""
    if e.selector.relation is Relation.THAT and _returned_by(card) is not None:
        return None
    return "'that creature enters with' names no creature the spell puts onto the battlefield"


def _exile_problem(e: ExileCards, card: Card, effects: tuple[Any, ...]) -> str | None:
    """A spell exiles cards from a zone, a target permanent, or by a general instruction."""
    if e.selector.zone is None and e.selector.relation is not Relation.TARGET and \
            not performs(e):
        return "a spell exiles only a target permanent here"
    return None


def _delayed_problem(e: Delayed, card: Card, effects: tuple[Any, ...]) -> str | None:
    """A spell's delayed trigger returns the card it exiled or draws (603.7)."""
    if e.is_played_by_a_spell(effects):
        return None
    return "a spell's delayed trigger other than returning the card it exiled (CR 603.7)"


#: What can stop mtglab carrying out each kind of instruction (608.2).
_PROBLEMS: Final[dict[type, Callable[[Any, Card, tuple[Any, ...]], str | None]]] = {
    SetBasicLandTypes: _land_types_problem,
    GainLife: _life_problem,
    SwitchPT: _target_only_problem,
    DoesntUntap: _target_only_problem,
    DealDamage: _damage_problem,
    EntersWithCounters: _enters_with_problem,
    ExileCards: _exile_problem,
    Delayed: _delayed_problem,
}


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
    ctx = _spell_context(state, item, who)
    paid = cast_record(item, card)
    out: list[tuple[Any, ...]] = []
    for a in card.abilities:
        for e in a.effects if a.kind.value == "spell" and a.supported else ():
            if not (isinstance(e, EntersWithCounters) and e.selector.relation is Relation.THAT):
                continue
            cond = e.condition
            needs = as_it_enters(e)
            if needs is not None:  # "if a creature enters this way" (614.12): as it enters
                out.append((card.name, None, who, e.counter,
                            entering_amount(e.amount, ctx, paid) * e.times,
                            "614.1c, 614.12, 608.2", needs))
                continue
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
    found = card_zone(state, int(chosen))
    assert found is not None and found[2].card is not None
    taken = found[2].card
    mv = taken.mana_cost.mana_value if taken.mana_cost is not None else 0
    waiting = tuple((card.name, None, who, x.counter, x.amount.value * x.times,
                     "614.1c, 608.2") for x in e.enters_with
                    if x.condition is None or (x.condition.kind ==
                                               "entering_mana_value_at_most" and
                                               mv <= x.condition.count))
    _entry, moved, state = card_entering(state, int(chosen), who,
                                         ((ENTERS_WITH, waiting),) if waiting else ())
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
    _chars, legal = legal_targets(state, replace(e.selector, relation=None), item.controller)
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
        entry, moved, state = card_entering(state, cid, found[0] if e.owner_controls else
                                            item.controller)  # 110.2a
        state, waiting = _returned_entering(state, card, item, entry.name)
        if waiting:
            moved = replace(moved, paid=(*moved.paid, (ENTERS_WITH, waiting)))
        state = put_onto_battlefield(state, moved, chooser, rule="400.7, 110.2, 614.1c")
    return state


def _chosen_permanent(chooser: Chooser, state: GameState, what: str,
                      candidates: list[int]) -> int:
    if not candidates:
        raise IllegalActionError("resolve", [f"there is no legal choice for {what}"])
    chars = characteristics_of(state)
    return chooser.pick_permanent(what, {i: chars[i].name for i in candidates})


#: How one instruction of an instant or sorcery is carried out: (state, instruction,
#: the spell's card, the spell, the chooser) -> the state after it (608.2).
_Handler = Callable[[GameState, Any, Card, StackItem, Chooser], GameState]


def spell_effect(state: GameState, e: object, card: Card, item: StackItem,
                 chooser: Chooser) -> GameState:
    """Carry out one instruction of an instant or sorcery (CR 608.2): by the handler of
    its kind; a copy effect of a spell with a second target or a choice is
    :mod:`mtglab.engine.spells.copyspells`' (707.4), a general instruction among the others
    :mod:`mtglab.engine.effects.mixed`'s (608.2c)."""
    first = _BEFORE_COPIES.get(type(e))
    if first is not None:
        return first(state, e, card, item, chooser)
    if owns_effect(e, card):  # a copy of a second target or a choice (engine/copyspells)
        return resolve_copy_spell_effect(state, e, card, item, chooser)
    handler = _SPELL_HANDLERS.get(type(e), _performed_or_unsupported)
    return handler(state, e, card, item, chooser)


def _live_targets(state: GameState, item: StackItem) -> list[int]:
    """The spell's targets still on the battlefield as it resolves (608.2b)."""
    return [t for t in item.object_targets if t in state.permanents]


def performed_with_what_follows(state: GameState, e: Any, then: tuple[Any, ...],
                                card: Card, item: StackItem, chooser: Chooser) -> GameState:
    """A general instruction and the "If you do" instructions right after it that read
    whether it was done (608.2c-d: "Flip a coin. If you win the flip, ..."), carried out
    together by :mod:`mtglab.engine.effects.mixed`."""
    return _performed_or_unsupported(state, e, card, item, chooser, then)


def _performed_or_unsupported(state: GameState, e: Any, card: Card, item: StackItem,
                              chooser: Chooser, then: tuple[Any, ...] = ()) -> GameState:
    """A general instruction among the others, carried out by :mod:`mtglab.engine.effects.mixed`
    (608.2c); any other instruction mtglab can't carry out is refused."""
    if not performs(e):
        raise UnsupportedError(f"mtglab can't carry out {type(e).__name__} yet")
    effects = tuple(x for a in card.abilities if a.kind.value == "spell" and a.supported
                    for x in a.effects)
    return perform_within(state, e, effects=effects, targets=list(item.targets),
                          source_id=None, source_name=card.name, controller=item.controller,
                          chooser=chooser, x=item.x, paid=dict(item.paid),
                          origin_text=card.oracle_text, arrive=put_card_onto_battlefield,
                          then=then, cast=cast_record(item, card))  # 601.2h, 702.33d


def _mana_effect(state: GameState, e: ManaReplacement | CreatedTrigger, card: Card,
                 item: StackItem, chooser: Chooser) -> GameState:
    """A replacement of mana production or a mana trigger for the turn (614.1a, 603.7b)."""
    return _lasting_mana_effect(state, e, card, item.controller)


def _duration_trigger(state: GameState, e: DurationTrigger, card: Card, item: StackItem,
                      chooser: Chooser) -> GameState:
    """"Until end of turn, whenever ...": the spell creates a triggered ability for the
    rest of the turn (603.7a-b), controlled by its controller (603.7e); it ends in the
    cleanup step (514.2)."""
    origin = next(a for a in card.abilities if e in a.effects)
    ts, state = state.take_timestamp()
    eid, state = state.take_id()
    rec = EffectRecord(eid, None, card.name, item.controller, e, ts,
                       duration="end of turn", rule="603.7b", origin_text=origin.text,
                       origin_index=origin.effects.index(e))
    state = state.evolve(effects=(*state.effects, rec))
    return state.logged("effect", card.name, f"until end of turn, {e.text[0].lower()}"
                        f"{e.text[1:]!s}", "603.7a, 603.7b")


def _counter(state: GameState, e: CounterSpell, card: Card, item: StackItem,
             chooser: Chooser) -> GameState:
    """Counter target spell (701.6a); its target checked as it resolves (608.2b)."""
    aimed = item.object_targets[0] if item.object_targets else None
    return counter_spell(state, aimed, card.name, effect=e, chooser=chooser, x=item.x or 0)


def _add_mana(state: GameState, e: AddMana, card: Card, item: StackItem,
              chooser: Chooser) -> GameState:
    """A spell that adds mana is its source (CR 106.3); no permanent is tapped for mana;
    mana of an undefined type is no mana (106.5)."""
    who = item.controller
    options = production_options(e, _spell_context(state, item, who))
    if not options:
        return state.logged("no mana", card.name, "undefined type: no mana", "106.5")
    m = chooser.pick_mana(f"the mana {card.name} adds", options)
    p = state.player(who)
    state = state.with_player(replace(p, pool=(*p.pool, PoolEntry(m, None, card.name,
                                                                  e.restriction))))
    return state.logged("add mana", card.name, f"{does(who, 'adds')} {m}", "106.3, 106.4")


def _draw(state: GameState, e: DrawCards, card: Card, item: StackItem,
          chooser: Chooser) -> GameState:
    """The caster draws cards from their library (121.1)."""
    return draw_cards(state, item.controller, amount_value(e.amount, _spell_context(
        state, item, item.controller)))


def _copy_original(state: GameState, e: BecomeCopy, card: Card, targets: list[int],
                   chooser: Chooser, who: str) -> int:
    """The permanent a spell's copy effect copies: one chosen as it resolves, or its
    target (707.2)."""
    if e.original.relation is Relation.CHOSEN:
        ctx = SelectContext(None, who, that=frozenset(targets))
        legal = [i for i, c in characteristics_of(state).items()
                 if matches(replace(e.original, relation=None), i, c, ctx)]
        return _chosen_permanent(chooser, state, f"the creature to copy "
                                 f"({e.original.describe()})", legal)
    if e.original.relation is Relation.TARGET:
        if not targets:
            raise ChoiceRequired(f"a target for {card.name}; pass targets=")
        return targets[0]
    raise UnsupportedError("this copy effect's original is not modelled")


def _become_copy(state: GameState, e: BecomeCopy, card: Card, item: StackItem,
                 chooser: Chooser) -> GameState:
    """Its target, or each permanent it names, becomes a copy of the original (707.2,
    613.2a), for the effect's duration."""
    who = item.controller
    targets = _live_targets(state, item)
    original = _copy_original(state, e, card, targets, chooser, who)
    if e.subject.relation is Relation.TARGET:
        if not targets:
            raise ChoiceRequired(f"a target for {card.name}; pass targets=")
        subjects = [targets[0]]
    else:
        ctx = SelectContext(None, who, that=frozenset(targets))
        subjects = [i for i, c in characteristics_of(state).items() if i != original and
                    matches(e.subject, i, c, ctx)]
    for pid in subjects:
        state = start_copy_effect(state, pid, original, who, card.name,
                                  duration=e.duration, exceptions=e.exceptions)
    return state


def _create_token(state: GameState, e: CreateToken, card: Card, item: StackItem,
                  chooser: Chooser) -> GameState:
    """Tokens are created through the token event (111.1, 616.1); a Role attached to a
    permanent (111.10j) by the general instructions, which choose its host."""
    if e.attached_to is not None:
        return _performed_or_unsupported(state, e, card, item, chooser)
    return perform_create_token(state, e, item.controller, source_id=None,
                                source_name=card.name, x=item.x,
                                order=dict(item.paid).get("counter_order"))


def _create_token_copy(state: GameState, e: CreateTokenCopy, card: Card, item: StackItem,
                       chooser: Chooser) -> GameState:
    """Tokens that are copies of its target: they get its copiable values (707.2);
    creating them is one event (111.1, 616.1), and each enters as a token copy (614.1c,
    122.6) with X 0 (107.3m)."""
    targets = _live_targets(state, item)
    if not targets:
        raise ChoiceRequired(f"a target for {card.name}; pass targets=")
    values = copiable_of(state, targets[0])
    values, extra = apply_exceptions(values, e.exceptions)
    n = amount_value(e.count, _spell_context(state, item, item.controller))
    kind = TokenKind(values, extra_counters=tuple(extra), copy_of=values.name)
    state, _ids = create_tokens(state, Creation(((kind, n),)), item.controller,
                                order=dict(item.paid).get("counter_order"),
                                source_name=card.name)
    return state


def _on_its_target(state: GameState, e: GainControl | GrantAbilities | Untap, card: Card,
                   item: StackItem, chooser: Chooser) -> GameState:
    """Act of Treason's instructions on its target (613.1b, 701.26b, 613.1f, 611.2); an
    untap :mod:`mtglab.engine.effects.perform` plays is carried out there."""
    if isinstance(e, Untap) and performs(e):
        return _performed_or_unsupported(state, e, card, item, chooser)
    return _on_target(state, e, card, item, _live_targets(state, item))


def _conditional_life(state: GameState, e: GainLife, card: Card, item: StackItem,
                      chooser: Chooser) -> GameState:
    """ "If this spell was kicked, you gain 3 life" (702.33d) or "If you control a
    creature with power 4 or greater, you gain 4 life": checked as it resolves (608.2c)."""
    if e.condition is None:
        return _performed_or_unsupported(state, e, card, item, chooser)
    who = item.controller
    if e.condition.kind == "kicked":
        if not dict(item.paid).get("kicked"):
            return state
        n = amount_value(e.amount, _spell_context(state, item, who))
        return gain_life(state, who, n, "", "119.3, 702.33d")
    pctx = _spell_context(state, item, who)
    if not condition_holds(e.condition, pctx):
        return state
    return gain_life(state, who, amount_value(e.amount, pctx), "", "119.3, 608.2c")


def _switch(state: GameState, e: SwitchPT, card: Card, item: StackItem,
            chooser: Chooser) -> GameState:
    """ "Switch target creature's power and toughness until end of turn": layer 7d on
    the target (613.4d, 611.2c)."""
    targets = _live_targets(state, item)
    if not targets:
        return _performed_or_unsupported(state, e, card, item, chooser)
    return _switched(state, e, card, item.controller, targets[0])


def _skip_next_untap(state: GameState, e: DoesntUntap, card: Card, item: StackItem,
                     chooser: Chooser) -> GameState:
    """ "It doesn't untap during its controller's next untap step" (502.3)."""
    targets = _live_targets(state, item)
    if e.duration is not None or not targets or \
            e.selector.relation not in (Relation.TARGET, Relation.THAT):
        return _performed_or_unsupported(state, e, card, item, chooser)
    perm = state.permanents[targets[0]]
    state = state.with_permanent(replace(perm, skip_next_untap=perm.skip_next_untap + 1))
    return state.logged("effect", characteristics_of(state)[targets[0]].name,
                        "doesn't untap during its controller's next untap step", "502.3")


def _damage_players(state: GameState, e: DealDamage, card: Card, item: StackItem,
                    chooser: Chooser) -> GameState:
    """ "~ deals 3 damage to each opponent": the spell deals it to players (120.3a)."""
    if e.condition is not None or e.source != "self" or e.to not in _DAMAGED_PLAYERS:
        return _performed_or_unsupported(state, e, card, item, chooser)
    who = item.controller
    n = amount_value(e.amount, _spell_context(state, item, who))
    for name in _DAMAGED_PLAYERS[e.to](state, who):
        state = deal_damage(state, DamageSource(card.name, who, spell=item.id), n, name)
    return state


def _return(state: GameState, e: ReturnFromGraveyard, card: Card, item: StackItem,
            chooser: Chooser) -> GameState:
    """Return a card from a graveyard to the battlefield (400.7, 110.2)."""
    return _return_to_battlefield(state, e, card, item, chooser)


def _search(state: GameState, e: SearchLibrary, card: Card, item: StackItem,
            chooser: Chooser) -> GameState:
    """The caster searches their library (701.23)."""
    return search_library(state, e, item.controller, chooser, card.name, {},
                          onto=_found_enters)


def _exile(state: GameState, e: ExileCards, card: Card, item: StackItem,
           chooser: Chooser) -> GameState:
    """Cards exiled from a graveyard (engine.exilecounters) or target permanents exiled
    (406.3); another exile is a general instruction."""
    if e.selector.zone is not None:
        return exile_cards(state, e, item.controller, list(item.object_targets), chooser,
                           card.name)
    if e.selector.relation is Relation.TARGET:
        return _exile_target(state, e, card, item, _live_targets(state, item))
    return _performed_or_unsupported(state, e, card, item, chooser)


def _from_top(state: GameState, e: PutFromTop, card: Card, item: StackItem,
              chooser: Chooser) -> GameState:
    """Put a card from among the top of the library onto the battlefield (401.5)."""
    return _put_from_top(state, e, card, item.controller, chooser)


def _delayed(state: GameState, e: Delayed, card: Card, item: StackItem,
             chooser: Chooser) -> GameState:
    """ "Draw a card at the beginning of the next turn's upkeep": the spell is the
    delayed trigger's source (603.7a); one that returns the card the spell exiled was
    created with it (:func:`_exile_target`)."""
    if _draws_later(e):
        return create_delayed(state, e, item.id, card.name, item.controller)
    return state


def _entered_already(state: GameState, e: EntersWithCounters, card: Card, item: StackItem,
                     chooser: Chooser) -> GameState:
    """ "That creature enters with ...": the returned creature entered with them (614.1c)."""
    return state


def _land_types(state: GameState, e: SetBasicLandTypes, card: Card, item: StackItem,
                chooser: Chooser) -> GameState:
    """Its target becomes the basic land types named (305.7, 611.2a)."""
    if not lands_carried_out(e):
        return _performed_or_unsupported(state, e, card, item, chooser)
    return become_land_types(state, e, source_id=None, source_name=card.name,
                             controller=item.controller, targets=_live_targets(state, item),
                             chooser=chooser)


#: Instructions carried out here before a copy effect's spell takes over (608.2).
_BEFORE_COPIES: Final[dict[type, _Handler]] = {
    ManaReplacement: _mana_effect,
    CreatedTrigger: _mana_effect,
    DurationTrigger: _duration_trigger,
    CounterSpell: _counter,
    AddMana: _add_mana,
    DrawCards: _draw,
}

#: The handler of each kind of instruction the older records describe (608.2).
_SPELL_HANDLERS: Final[dict[type, _Handler]] = {
    BecomeCopy: _become_copy,
    CreateToken: _create_token,
    CreateTokenCopy: _create_token_copy,
    GainControl: _on_its_target,
    GrantAbilities: _on_its_target,
    Untap: _on_its_target,
    GainLife: _conditional_life,
    SwitchPT: _switch,
    DoesntUntap: _skip_next_untap,
    DealDamage: _damage_players,
    ReturnFromGraveyard: _return,
    SearchLibrary: _search,
    ExileCards: _exile,
    PutFromTop: _from_top,
    Delayed: _delayed,
    EntersWithCounters: _entered_already,
    SetBasicLandTypes: _land_types,
}


def _found_enters(state: GameState, card_id: int, controller: str, chooser: Chooser, *,
                  tapped: bool = False, why: str, rule: str) -> GameState:
    """A card a spell found goes onto the battlefield as a new object (400.7), its
    replacement effects applied and its abilities triggering (tapped if it says so)."""
    entry, item, state = card_entering(state, card_id, controller)  # its owner kept (108.3)
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
    else:  # a grant stating no duration (one that does is a Lasting record) lasts (611.2a)
        duration = None
        text = f"Target creature gains {', '.join(e.abilities).lower()}."
        rule, what = "611.2a, 613.1f", f"gains {', '.join(e.abilities).lower()}"
    eid, state = state.take_id()
    ts, state = state.take_timestamp()
    state = state.evolve(effects=(*state.effects, EffectRecord(
        eid, None, card.name, who, e, ts, frozenset({pid}), duration, rule=rule,
        origin_text=text)))
    return state.logged("effect", name, what + (f" until {duration}" if duration else ""),
                        rule)
