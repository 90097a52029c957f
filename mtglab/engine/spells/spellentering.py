"""A permanent spell's permanent entering the battlefield (CR 608.3, 614.1c, 614.12, 107.3m).

Its "as this enters" choices are made, replacement effects that modify how it enters
apply — "enters tapped", "enters with X +1/+1 counters" where X is the X paid for the
spell (107.3m) while the permanent's own X is 0 (107.3g) — and, for a copy, it enters
as that copy (707.5, 616.1c) with the copied text's own entering abilities. Cards put
onto the battlefield by effects enter the same way, as new objects (400.7).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from mtglab.cards.ability import Trigger
from mtglab.cards.effects import (
    CIRCLED_PAIRS,
    DRAFTED_SETS,
    AsEntersChoice,
    BecomeCopy,
    ChoiceKind,
    EntersAsCopy,
    EntersWithAbilities,
    EntersWithCounterChoice,
    EntersWithCounters,
    GrantAbilities,
    OthersEnterAsCopy,
    Relation,
    ReturnThatCard,
    Selector,
)
from mtglab.cards.model import Card
from mtglab.cards.types import BASIC_LAND_TYPES, CARD_TYPES, CREATURE_TYPES, LAND_TYPES
from mtglab.engine.characteristics.cardnames import choose_card_name
from mtglab.engine.characteristics.copies import apply_exceptions, copy_reflexive_trigger
from mtglab.engine.characteristics.facedown import face_down_values
from mtglab.engine.characteristics.faces import transformed_values
from mtglab.engine.characteristics.layers import characteristics_of, copiable_of
from mtglab.engine.characteristics.rooms import is_room, room_values
from mtglab.engine.choices import Chooser
from mtglab.engine.effects.daynight import enters_transformed
from mtglab.engine.effects.exilecounters import copied_card_problem
from mtglab.engine.effects.life import lose_life
from mtglab.engine.events.entering import (
    ACTION_CHOICES,
    CAST_IN_MAIN_PHASE,
    CastRecord,
    CopyChoice,
    EnterEffect,
    EnterEffectKind,
    EnteringProblem,
    act_as_enters,
    enter_as_copy_choices,
    entering_amount,
    entering_condition,
    entering_problem,
    exile_copied_pair,
    resolve_entering,
    sacrifice_as_enters,
)
from mtglab.engine.game.doors import entering_unlocked
from mtglab.engine.game.history import (
    put_there_from_the_battlefield,
    record_entering,
    type_line_now,
)
from mtglab.engine.game.zones import card_zone, put_card, take_card
from mtglab.engine.mana.production import ProductionContext, cards_to_reveal
from mtglab.engine.resolution.triggers import triggered_by_entering
from mtglab.engine.spells.castkeywords import KeywordPayment
from mtglab.engine.spells.copycosts import copies_on_entering
from mtglab.engine.spells.dashblitz import dashed, suspended_haste
from mtglab.engine.spells.evoke import evoked_sacrifice
from mtglab.engine.spells.facedowncast import FACE_DOWN_PAID
from mtglab.engine.spells.flashback import leaving_stack
from mtglab.engine.spells.kicking import Kicked, kicks, with_kicker
from mtglab.engine.spells.spellcopies import ceases_to_exist, is_spell_copy
from mtglab.engine.spells.splitcards import room_entering
from mtglab.engine.state import (
    RECENT_CONTROL,
    BaseValues,
    CardInZone,
    CopyEffect,
    EffectRecord,
    FaceDown,
    GameState,
    PermanentState,
    StackItem,
)
from mtglab.engine.wording import possessive
from mtglab.errors import IllegalActionError, UnsupportedError
from mtglab.mana import COLORS, Mana


@dataclass(frozen=True)
class _Asking:
    """Who answers the "as this enters" choices of a permanent with ``values`` (614.12a),
    among which ``players``; ``state`` (None when only imagined) for naming a card."""

    values: BaseValues
    chooser: Chooser
    who: str
    players: Sequence[str]
    state: GameState | None


def _entering_choices(values: BaseValues, chooser: Chooser, who: str,
                      players: Sequence[str],
                      state: GameState | None = None) -> tuple[tuple[str, Any], ...]:
    """The choices made as the permanent enters (614.12a, 614.1c), each as (what, answer),
    in the order of its abilities; sacrifices and other actions as it enters are
    :mod:`mtglab.engine.events.entering`'s."""
    ask = _Asking(values, chooser, who, players, state)
    out: list[tuple[str, Any]] = []
    for a in values.abilities:
        for e in a.effects:
            if isinstance(e, EntersWithCounterChoice) and a.supported:
                out.append(_counter_choice(e, ask))
            elif isinstance(e, AsEntersChoice) and not (
                    e.kind is ChoiceKind.SACRIFICE_ANY or e.kind in ACTION_CHOICES):
                out.append(_as_enters_choice(e, ask))
    return tuple(out)


def _counter_choice(e: EntersWithCounterChoice, ask: _Asking) -> tuple[str, Any]:
    """ "It enters with your choice of a +1/+1 counter or ..." (614.1c)."""
    options: list[Any] = list(e.options) if e.count == 1 else \
        list(itertools.combinations(e.options, e.count))
    return ("counters", ask.chooser.pick(
        f"{ask.values.name}: the counter(s) it enters with (CR 614.1c)", options))


def _as_enters_choice(e: AsEntersChoice, ask: _Asking) -> tuple[str, Any]:
    """One "as this enters, choose ..." (614.12a), by the handler of its kind."""
    if e.kind in _NAMED_OPTIONS:
        named = [o for o in _NAMED_OPTIONS[e.kind]() if o not in e.excluded]
        return (e.kind.value, ask.chooser.pick(
            f"{ask.values.name}: a {e.kind.value} as it enters (CR 614.12a)", named))
    choose = _CHOICES.get(e.kind)
    made = choose(e, ask) if choose is not None else None
    if made is None:
        raise UnsupportedError(f"the choice of a {e.kind.value} as it enters")
    return made


def _color_choice(e: AsEntersChoice, ask: _Asking) -> tuple[str, Any] | None:
    """ "As ~ enters, choose a color" (614.12a)."""
    return ("color", str(ask.chooser.pick_mana(
        f"{ask.values.name}: a color as it enters (CR 614.12a)", [_m(c) for c in COLORS])))


def _pay_life_choice(e: AsEntersChoice, ask: _Asking) -> tuple[str, Any] | None:
    """ "As ~ enters, you may pay N life" (119.4)."""
    return ("pay life", bool(ask.chooser.pick(
        f"{ask.values.name}: pay {e.amount} life as it enters?", [True, False])))


def _reveal_choice(e: AsEntersChoice, ask: _Asking) -> tuple[str, Any] | None:
    """ "As ~ enters, you may reveal a ... card from your hand" (701.20a): checked on
    arrival."""
    if e.reveal is None:
        return None
    return ("reveal", bool(ask.chooser.pick(
        f"{ask.values.name}: reveal a {' or '.join(e.reveal.subtypes)} card from "
        "your hand as it enters? (CR 701.20a)", [True, False])))


def _enter_with_counters_choice(e: AsEntersChoice, ask: _Asking) -> tuple[str, Any] | None:
    """ "You may have ~ enter with a +1/+1 counter on it" (702.98a): yes or no."""
    return (e.kind.value, bool(ask.chooser.pick(
        f"{ask.values.name}: have it enter with the counters? (CR 614.1c)", [True, False])))


def _reveal_any_choice(e: AsEntersChoice, ask: _Asking) -> tuple[str, Any] | None:
    """ "Reveal any number of ... cards" (701.20a): entering.py checks the hand."""
    if e.reveal is None:
        return None
    return (e.kind.value, int(ask.chooser.pick(
        f"{ask.values.name}: how many cards to reveal as it enters", range(61))))


def _opponent_choice(e: AsEntersChoice, ask: _Asking) -> tuple[str, Any] | None:
    """ "As ~ enters, choose an opponent" (614.12a)."""
    return ("opponent", ask.chooser.pick("an opponent", [p for p in ask.players
                                                          if p != ask.who]))


def _player_choice(e: AsEntersChoice, ask: _Asking) -> tuple[str, Any] | None:
    """ "As ~ enters, choose a player" (614.12a)."""
    return ("player", ask.chooser.pick(
        f"{ask.values.name}: a player as it enters (CR 614.12a)", list(ask.players)))


def _number_choice(e: AsEntersChoice, ask: _Asking) -> tuple[str, Any] | None:
    """ "Choose a number" (614.12a)."""
    return ("number", int(ask.chooser.pick(
        f"{ask.values.name}: a number as it enters (CR 614.12a)", range(21))))


def _card_name_choice(e: AsEntersChoice, ask: _Asking) -> tuple[str, Any] | None:
    """ "As ~ enters, choose a card name" (614.12a, 201.4)."""
    if ask.state is None:
        return None
    chosen = choose_card_name(ask.state, ask.chooser, f"{ask.values.name}: a card name as "
                              "it enters (CR 614.12a, 201.4)", lambda _c: None,
                              f"cast {ask.values.name}")
    return ("card name", chosen.name)


#: The handler of each kind of "as this enters, choose ..." not named by a word list.
_CHOICES: Final[dict[ChoiceKind, Callable[[AsEntersChoice, _Asking],
                                          tuple[str, Any] | None]]] = {
    ChoiceKind.COLOR: _color_choice,
    ChoiceKind.PAY_LIFE: _pay_life_choice,
    ChoiceKind.REVEAL: _reveal_choice,
    ChoiceKind.ENTER_WITH_COUNTERS: _enter_with_counters_choice,
    ChoiceKind.REVEAL_ANY: _reveal_any_choice,
    ChoiceKind.OPPONENT: _opponent_choice,
    ChoiceKind.PLAYER: _player_choice,
    ChoiceKind.NUMBER: _number_choice,
    ChoiceKind.CARD_NAME: _card_name_choice,
}


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
                     "614.1c, 614.12, 603.7c", as_it_enters(e) or "")
                    for e in effect.enters_with
                    if e.condition is None or as_it_enters(e) is not None)
    entry, moved, state = card_entering(state, entry.id or 0, owner,
                                        ((ENTERS_WITH, waiting),) if waiting else ())
    return put_onto_battlefield(state, moved, chooser, rule="603.7c, 110.2, 614.1c")


def _owner(item: StackItem) -> str:
    """The owner of what ``item`` puts onto the battlefield: the card's owner a move from a
    zone recorded (:func:`card_entering`, 108.3), else the spell's controller."""
    return str(dict(item.paid).get("owner") or item.controller)


@dataclass(frozen=True)
class Arrival:
    """A permanent spell's permanent as it is about to enter (608.3): on the battlefield
    without counters, untapped, with the replacement effects of its entering still to
    apply (614.1c, 616.1)."""

    state: GameState
    pid: int
    problem: EnteringProblem
    unpaid_life: bool  # "you may pay life; if you don't, it enters tapped"


@dataclass(frozen=True)
class _AsCopy:
    """How a permanent spell's permanent enters as a copy (707.5, 616.1c): the values it
    has, the object copied (None: it enters as itself), the counters its exceptions give
    ("except it enters with ..."), how long the copy lasts (611.2a), the rule, and the
    "enter as a copy" effects its controller orders in its entering event when there
    are several (616.1c, :mod:`mtglab.engine.events.entering`)."""

    values: BaseValues
    copy_of: Any = None
    exceptions: tuple[Any, ...] = ()
    lasts: str | None = None
    rule: str = "707.5, 614.1c, 616.1c"
    copies: tuple[CopyChoice, ...] = ()


def _arrive(state: GameState, item: StackItem, chooser: Chooser) -> Arrival | GameState:
    """Put a resolving permanent spell's permanent in place, before its entering event's
    replacement effects; or the state where it didn't resolve (608.3b)."""
    card = item.card
    assert card is not None
    who = item.controller
    how = dict(item.paid).get(FACE_DOWN_PAID)
    if how is not None:  # cast face down: it enters face down (708.4)
        return _arrive_face_down(state, item, card, FaceDown(how))
    card, doors = room_entering(item, card)  # a Room's door cast (709.5d)
    base = room_values(card, doors) if is_room(card) else BaseValues.of_card(card)
    if dict(item.paid).get(TRANSFORMED_PAID) or enters_transformed(state, base):
        base = transformed_values(card) or base  # back face up (712.14a, 702.145b)
    state, plan = _own_copy(state, item, card, base, chooser)
    plan = _with_other_copies(state, base, who, card.name, plan)
    values, copy_of = plan.values, plan.copy_of
    made = _entering_choices(values, chooser, who, state.player_names, state)
    pid, state = state.take_id()
    ts, state = state.take_timestamp()
    attached = None
    if "Aura" in base.subtypes and item.object_targets:
        if item.object_targets[0] not in state.permanents and is_spell_copy(item):
            return ceases_to_exist(state, item, "its target is illegal, CR 608.3b")
        if item.object_targets[0] not in state.permanents:  # its only target is gone (608.3b)
            zone, _why = leaving_stack(item, "graveyard", state, card, _owner(item))
            _gid, state = put_card(state, card, _owner(item), zone)
            return state.logged(
                "resolve", card.name, "its target is illegal: it doesn't resolve and goes "
                "to its owner's graveyard" if zone == "graveyard" else "its target is "
                "illegal: it doesn't resolve and is exiled instead of put into a graveyard",
                "608.3b" if zone == "graveyard" else "608.3b, 614.6")
        attached = item.object_targets[0]  # it enters attached to its target (303.4f)
    owner = _owner(item)  # a card from another player's zone stays theirs (108.3)
    kicks = tuple(dict(item.paid).get("kicked") or ())  # "if it was kicked" (702.33d)
    made = _with_cast_from(made, item, card)  # "if you cast it (from your hand)", 601.2a
    perm = PermanentState(pid, base, owner, who, ts, card=card, controlled_since_turn_start=False,
                          choices=(*made, ("kicked", kicks)) if kicks else made,
                          x_paid=item.x, attached_to=attached, unlocked=doors,
                          entered_turn=state.turn, recent_control=RECENT_CONTROL,
                          is_token=is_spell_copy(item))  # a copy: a token (707.10f, 111.1)
    # replacement effects that modify how it enters (614.1c, 614.12): its own, as it
    # would exist on the battlefield (so a copy uses the copied text's abilities), other
    # permanents' ("enters with an additional counter"), and those on the counters it
    # enters with (122.6): one event, one search over their orders (616.1)
    state = _pay_life_as_enters(state, values, made, who)
    state = state.with_permanent(perm)
    state = sacrifice_as_enters(state, pid, values, who, chooser)  # 614.12a, 701.21a
    state = act_as_enters(state, pid, values, who, chooser,  # 614.12a
                          x=(item.x or 0) if copy_of is None else 0)
    if pid not in state.permanents:  # put elsewhere instead of onto the battlefield
        return state
    if copy_of is not None and not plan.copies:
        eid, state = state.take_id()
        rec = EffectRecord(eid, pid, card.name, who, CopyEffect(values, copy_of, values.name),
                           ts, frozenset({pid}), plan.lasts, rule=plan.rule)
        state = state.evolve(effects=(*state.effects, rec))
    problem = entering_problem(state, pid, base if plan.copies else values, who, x=item.x,
                               x_applies=copy_of is None, copies=plan.copies,
                               extra_counters=(*plan.exceptions,
                                               *(dict(item.paid).get("extra_counters") or ())),
                               cast=cast_record(item, card),
                               more=_spell_effects_on_entering(state, pid, item,
                                                               values.name))
    return Arrival(state, pid, problem, _enters_tapped_unpaid(state, values, made, who))


def _own_copy(state: GameState, item: StackItem, card: Card, base: BaseValues,
              chooser: Chooser) -> tuple[GameState, _AsCopy]:
    """The permanent's own "enter as a copy" (Clone, 707.5), its object chosen as the
    spell was cast: the copied values with the ability's exceptions (707.9), checked to
    be allowed; The Mimeoplasm's other card is exiled (614.12a)."""
    copy_of = dict(item.paid).get("copy_of")
    if copy_of is None:
        return state, _AsCopy(base)
    who = item.controller
    entering = [e for a in base.abilities if a.supported for e in a.effects
                if isinstance(e, EntersAsCopy)]
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
    copy_exceptions: tuple[Any, ...] = extra
    if entering[0].exile_with_other:  # The Mimeoplasm (614.12a; engine.entering)
        state, more = exile_copied_pair(state, card.name, entering[0], int(copy_of),
                                        chooser, who)
        copy_exceptions = (*copy_exceptions, *more)
    return state, _AsCopy(values, copy_of, copy_exceptions,
                          entering[0].duration)  # 611.2a


def _with_other_copies(state: GameState, base: BaseValues, who: str, name: str,
                       plan: _AsCopy) -> _AsCopy:
    """ "Enter as a copy" effects of other permanents (Essence of the Wild): one alone
    decides the values; with the permanent's own or another, its controller orders
    them in its entering event (616.1c, engine.entering)."""
    own = CopyChoice(name, None, who, int(plan.copy_of), plan.values, own=True,
                     rule=plan.rule) if plan.copy_of is not None else None
    copies = enter_as_copy_choices(state, base, who, own=own)
    if len(copies) == 1 and own is None:
        return replace(plan, copy_of=copies[0].target, rule=copies[0].rule,
                       values=copies[0].values)
    if len(copies) == 1:
        return plan
    return replace(plan, copies=copies)


def _pay_life_as_enters(state: GameState, values: BaseValues,
                        made: tuple[tuple[str, Any], ...], who: str) -> GameState:
    """ "As ~ enters, you may pay N life": life paid is life lost (119.4)."""
    if not dict(made).get("pay life"):
        return state
    return lose_life(state, who, next(
        e.amount for a in values.abilities for e in a.effects
        if isinstance(e, AsEntersChoice) and e.kind is ChoiceKind.PAY_LIFE))


def _enters_tapped_unpaid(state: GameState, values: BaseValues,
                          made: tuple[tuple[str, Any], ...], who: str) -> bool:
    """Whether it enters tapped for a choice not made: life not paid ("If you don't, it
    enters tapped") or no card revealed (701.20a)."""
    unpaid = any(isinstance(e, AsEntersChoice) and e.kind is ChoiceKind.PAY_LIFE and
                 e.otherwise_tapped for a in values.abilities if a.supported
                 for e in a.effects) and not dict(made).get("pay life")
    return unpaid or _unrevealed(state, values, made, who)


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
                          face_down=how, recent_control=RECENT_CONTROL)
    state = state.with_permanent(perm)
    problem = entering_problem(state, pid, face_down_values(how), who, x=None,
                               x_applies=False, cast=cast_record(item, card))
    return Arrival(state, pid, problem, False)


#: the key of a card's ``paid`` saying it is put onto the battlefield transformed: its back
#: face up (712.14a)
TRANSFORMED_PAID: Final = "transformed"

#: the key of a spell's ``paid`` under which its cast triggers' "that creature enters
#: with additional counters" wait: (source name, source id, controller, counter, n, rule),
#: and optionally a card type the permanent must have as it enters ("if it's a
#: creature", 614.12)
ENTERS_WITH: Final = "enters_with"


def as_it_enters(e: EntersWithCounters) -> str | None:
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
                 dict(item.paid).get(ENTERS_WITH) or ()
                 if not needs or not needs[0] or needs[0] in types)


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
            grant = GrantAbilities(Selector(relation=Relation.SELF), e.abilities,
                                   granted=e.granted)
            eid, state = state.take_id()
            ts, state = state.take_timestamp()
            state = state.evolve(effects=(*state.effects, EffectRecord(
                eid, pid, name, who, grant, ts, frozenset({pid}), None, rule="614.1c, 613.1f",
                origin_text=f"~ has {', '.join(e.abilities)}.")))
            state = state.logged("replacement", name, f"enters with {', '.join(e.abilities)}",
                                 "614.1c")
    return state


def _with_cast_from(made: tuple[tuple[str, Any], ...], item: StackItem, card: Card
                    ) -> tuple[tuple[str, Any], ...]:
    """The permanent's choices with the zone its spell was cast from (601.2a), which
    "if you cast it (from your hand)" reads (603.4); unchanged when it wasn't cast."""
    zone = cast_record(item, card).cast_from
    return made if zone is None else (*made, ("cast_from", zone))


def cast_record(item: StackItem, card: Card) -> CastRecord:
    """What was paid for the spell (CR 601.2h): recorded as it was cast, or, for a
    spell that is only imagined (listing orders), its mana cost with X and kicker. A
    spell mtglab casts comes from its owner's hand (601.2a)."""
    paid = dict(item.paid)
    if item.kind == "card":  # put onto the battlefield by an effect: not cast (601.2)
        return CastRecord()
    paid_kicks = tuple(paid.get("kicked") or ())
    kicked = len(paid_kicks)
    if is_spell_copy(item):  # not cast, so no mana spent on it; its kicks copied (707.10)
        return CastRecord(Mana(), kicked, None, paid_kicks)
    if "spent" in paid:
        keywords = KeywordPayment.of_paid(paid)  # convoke, delve (702.51c, 607.2a)
        return CastRecord(Mana(str(paid["spent"])), kicked, str(paid.get("cast_from", "hand")),
                          paid_kicks, convoked=keywords.convoked_count,
                          delved=keywords.delved, escaped=bool(paid.get("escaped")),
                          discarded_mana_value=int(paid.get("discarded_mana_value") or 0),
                          revealed_or_controlled=str(paid.get("revealed_or_controlled") or ""),
                          during_main_phase=bool(paid.get(CAST_IN_MAIN_PHASE)))
    cost = card.mana_cost
    if cost is None:
        return CastRecord(Mana(), kicked, "hand", paid_kicks)
    total = with_kicker(card, cost, paid_kicks)
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
    paid = cast_record(item, card)
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


def card_entering(state: GameState, card_id: int, controller: str,
                  paid: tuple[tuple[str, Any], ...] = ()
                  ) -> tuple[CardInZone, StackItem, GameState]:
    """Take a card out of a hand, a graveyard, a library or exile to put it onto the
    battlefield: the card, what :func:`put_onto_battlefield` puts (the card under
    ``controller``, the player the effect names, 110.2a) and the state without it. The
    card keeps its owner, the player who started the game with it (108.3), whichever
    player's zone it was in and whoever controls it now: the one place the owner of a
    card put onto the battlefield from a zone is decided."""
    entry, state = take_card(state, card_id)
    sid, state = state.take_id()
    item = StackItem(sid, "card", entry.name, controller, None, card=entry.card,
                     paid=(("owner", entry.owner), *paid))
    return entry, item, state


def entering_paid(*, transformed: bool = False, counters: tuple[tuple[str, int], ...] = ()
                  ) -> tuple[tuple[str, Any], ...]:
    """What :func:`card_entering` records about how an instruction puts a card onto the
    battlefield: with its back face up (712.14a), with counters on it (614.1c)."""
    return tuple(kv for kv in ((TRANSFORMED_PAID, True if transformed else None),
                               ("extra_counters", counters or None)) if kv[1] is not None)


def put_card_onto_battlefield(state: GameState, card_id: int, controller: str, tapped: bool,
                              chooser: Chooser, *, transformed: bool = False,
                              counters: tuple[tuple[str, int], ...] = ()) -> GameState:
    """Put a card from a hand, a graveyard, a library or exile onto the battlefield under
    ``controller``: a new object (400.7) entering with its replacement effects applied
    (614.12) and its abilities triggering (603.6a); ``tapped`` if the effect says so;
    ``transformed``: with its back face up (712.14a; the caller has checked it can);
    ``counters``: "with a +1/+1 counter on it", counters it enters with (614.1c), which
    counter replacement effects change like any it enters with (122.6). Its owner stays
    who it was (108.3)."""
    entry, item, state = card_entering(state, card_id, controller, entering_paid(
        transformed=transformed, counters=counters))
    before = set(state.permanents)
    state = put_onto_battlefield(state, item, chooser, rule="400.7, 110.2")
    if tapped:
        for pid in sorted(set(state.permanents) - before):
            state = state.with_permanent(replace(state.permanents[pid], tapped=True))
            state = state.logged("enters", entry.name, "it enters tapped", "110.2")
    return state


def put_card_face_down(state: GameState, card_id: int, controller: str, how: FaceDown,
                       chooser: Chooser, *, rule: str) -> GameState:
    """Turn a card (from a library, a hand...) face down and put it onto the battlefield
    under ``controller`` as a face-down 2/2 creature (manifest 701.40a, cloak 701.58a):
    a new object (400.7) with only the face-down characteristics as it enters (708.3),
    turned face up later by the special action of 701.40b / 701.58b."""
    entry, state = take_card(state, card_id)
    sid, state = state.take_id()
    item = StackItem(sid, "card", entry.name, controller, None, card=entry.card,
                     paid=((FACE_DOWN_PAID, how.value),))
    return put_onto_battlefield(state, item, chooser, rule=rule)


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
    state = _entered_with_abilities(state, pid, cast_record(item, card), who)
    now = characteristics_of(state)[pid]
    state = record_entering(state, who, land="Land" in now.types, type_line=type_line_now(now))
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
    state = triggered_by_entering(state, pid)  # its enters abilities trigger (603.6a)
    state = entering_unlocked(state, pid, state.permanents[pid].unlocked, who) \
        if pid in state.permanents else state  # "when you unlock this door" (709.5h)
    state = copies_on_entering(state, item, pid)  # 702.175a, 702.157a
    state = suspended_haste(state, item, pid)  # 702.62a
    return dashed(evoked_sacrifice(state, item, pid), item, pid)  # 702.74a, 702.109a,
    # 702.152a
