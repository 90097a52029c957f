"""Delayed triggered abilities a mana ability creates (CR 603.7), and drawing (121.1).

"Draw a card at the beginning of the next turn's upkeep" (Astrolabe), "An opponent gains
control of ~ at the beginning of the next end step" (Rainbow Vale), "sacrifice ~ at the
beginning of the next end step" (Farrelite Priest), "During your next untap step, as you
untap your permanents, return ~ to its owner's hand" (Undiscovered Paradise): the
resolving ability records a :class:`DelayedTrigger` in the state (603.7a: it is created
once, and triggers once, 603.7c), and :func:`fire_delayed` carries it out when the turn
reaches that moment (``Board.pass_turn`` passes through the end step, the next untap step
and upkeep). The ability resolves at once there: nothing else can happen in between in
mtglab's turn model, where no player takes actions in those steps.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from mtglab.cards.ability import Ability, AbilityKind, Trigger, TriggerEvent
from mtglab.cards.effects import (
    LEAVING_MOMENTS,
    NEXT_SPELL_MOMENTS,
    CastPermission,
    Delayed,
    DrawCards,
    Effect,
    EntersWithCounters,
    GainControl,
    Relation,
    ReturnThatCard,
    ReturnToHand,
    SacrificeSelf,
    Selector,
)
from mtglab.cards.generalway import delayed_generally
from mtglab.cards.model import Card
from mtglab.cards.permissions import PermissionEnd, PlayAction, PlayGrant
from mtglab.engine.characteristics.control import track_control
from mtglab.engine.effects.drawreplacement import cards_for_one_draw
from mtglab.engine.game.zones import leave_battlefield, move_card, move_to_graveyard, zone_cards
from mtglab.engine.mana.production import ProductionContext, amount_value
from mtglab.engine.resolution.triggers import Event, PendingTrigger, offer
from mtglab.engine.state import EffectRecord, GameState
from mtglab.engine.wording import does, possessive
from mtglab.mana import Mana

__all__ = ["DelayedTrigger", "create_delayed", "delayed_at_step", "draw_cards",
           "fire_delayed", "next_spell_counters"]

#: the moment of a delayed trigger that a step of the turn reaching it is (603.7b)
_AT_STEP: Final = {"end of combat": "end_of_combat", "end": "next_end_step"}

_MOMENT = {"next_end_step": "the beginning of the next end step (513.1)",
           "end_of_combat": "the next end of combat step (511.1)",
           "that_leaves_this_turn": "the moment that creature leaves the battlefield this "
                                    "turn (603.7c)",
           "that_dies_this_turn": "the moment that creature dies this turn (603.7c)",
           "next_upkeep": "the beginning of the next upkeep (503.1)",
           "your_next_untap_step": "its controller's next untap step (502.3)",
           "next_creature_spell": "its controller's next creature spell this turn (603.7c)",
           "next_artifact_spell": "its controller's next artifact spell this turn (603.7c)",
           "your_next_creature_spell": "its controller's next creature spell (603.7c)"}
#: the next-spell moments not limited to the turn (Tenacious Pup, grammar/spell_entering.lark)
_LASTING: Final = frozenset({"your_next_creature_spell"})


@dataclass(frozen=True, slots=True)
class DelayedTrigger:
    """A delayed triggered ability waiting for its moment (CR 603.7): ``when`` as in
    :class:`~mtglab.cards.effects.Delayed`, created on ``turn`` by ``source_id``'s
    ability, controlled by ``controller`` (603.7d)."""

    when: str
    effects: tuple[Effect, ...]
    source_id: int
    source_name: str
    controller: str
    turn: int
    #: the object its "it" names: the one the ability that created it named (603.7c)
    that: int | None = None
    #: the objects its "them" names: the tokens the ability that created it created
    #: before it (603.7c: "create ... tokens. Sacrifice them at ...")
    those: tuple[int, ...] = ()


def create_delayed(state: GameState, delayed: Delayed, source_id: int, source_name: str,
                   controller: str, *, that: int | None = None,
                   those: tuple[int, ...] = ()) -> GameState:
    """Record the delayed trigger a resolving ability creates (603.7a); only those the
    engine carries out (:attr:`~mtglab.cards.effects.Delayed.is_played`) are supported.
    ``that``: the object its "it" names, ``those`` the objects its "them" names (603.7c)."""
    rec = DelayedTrigger(delayed.when, delayed.effects, source_id, source_name, controller,
                         state.turn, that, those)
    state = state.evolve(delayed=(*state.delayed, rec))
    return state.logged("delayed trigger", source_name, f"will trigger at {_MOMENT[rec.when]}",
                        "603.7a")


def next_spell_counters(state: GameState, card: Card, who: str, spent: Mana,
                        ) -> tuple[GameState, tuple[tuple[str, int], ...]]:
    """The delayed triggers "when you next cast a creature (artifact) spell this turn"
    that ``who`` casting ``card`` sets off (CR 603.7c: each triggers once, only the turn
    it was created), and the counters the spell's permanent enters with because of them
    ("two additional +1/+1 counters", sunburst: one per color of ``spent``, 702.44a).
    Each trigger resolves before the spell (it goes on the stack above it, 603.3); in
    mtglab's turn model nothing can happen in between."""
    due = [d for d in state.delayed if d.when in NEXT_SPELL_MOMENTS and
           d.controller == who and (d.turn == state.turn or d.when in _LASTING) and
           NEXT_SPELL_MOMENTS[d.when] in card.types]
    if not due:
        return state, ()
    state = state.evolve(delayed=tuple(d for d in state.delayed if d not in due))
    colors = len({t for t in str(spent) if t in "WUBRG"})
    out: list[tuple[str, int]] = []
    for d in due:
        state = state.logged("trigger", d.source_name, f"{card.name} is cast: its delayed "
                             "trigger resolves", "603.7c, 608.2")
        for e in d.effects:
            assert isinstance(e, EntersWithCounters)
            if e.condition is not None and e.condition.kind == "self_is" and (
                    ("Creature" in card.types) == e.condition.negate):
                continue  # sunburst: +1/+1 counters on a creature, else charge counters
            n = colors if e.amount.kind == "colors_spent" else e.amount.value
            if n:
                out.append((e.counter, n))
    return state, tuple(out)


def delayed_at_step(state: GameState, step: str) -> GameState:
    """The turn reached ``step`` (a step's word, "end of combat", "end"): the delayed
    triggers waiting for its beginning trigger (603.7b; 511.1, 513.1)."""
    moment = _AT_STEP.get(step)
    return fire_delayed(state, moment) if moment is not None else state


def fire_delayed(state: GameState, moment: str) -> GameState:
    """Carry out the delayed triggers whose moment this is (603.7b): ``moment`` is
    ``"next_end_step"`` (the current turn's end step), ``"end_of_combat"`` (the current
    turn's end of combat step), ``"your_next_untap_step"`` (the untap step of the turn
    that just began, for its active player's triggers) or ``"next_upkeep"``."""
    if moment == "your_next_untap_step":  # "this turn" is over for the leaving ones
        state = state.evolve(delayed=tuple(d for d in state.delayed if
                                           d.when not in LEAVING_MOMENTS or
                                           d.turn == state.turn))
    if moment == "next_end_step":  # "this turn" is over for the next-spell triggers
        state = state.evolve(delayed=tuple(d for d in state.delayed
                                           if d.when not in NEXT_SPELL_MOMENTS or
                                           d.when in _LASTING))
    due = [d for d in state.delayed if d.when == moment and (
        moment != "your_next_untap_step" or d.controller == state.active) and (
        moment in ("next_end_step", "end_of_combat") or d.turn < state.turn)]
    if not due:
        return state
    state = state.evolve(delayed=tuple(d for d in state.delayed if d not in due))
    for d in due:
        if any(isinstance(e, ReturnThatCard) for e in d.effects) or \
                Delayed(d.when, d.effects).on_the_stack or \
                _general(Delayed(d.when, d.effects)):
            state = _on_the_stack(state, d)
            continue
        state = state.logged("trigger", d.source_name, f"its delayed trigger at "
                             f"{_MOMENT[d.when]} resolves", "603.7b, 608.2")
        for e in d.effects:
            state = _carry_out(state, e, d)
    return track_control(state)


def _general(d: Delayed) -> bool:
    """Whether a delayed trigger is one the general way created (engine.perform) and not
    one this module carries out at once: it goes on the stack (603.7b)."""
    return not d.is_played and delayed_generally(d)


def _on_the_stack(state: GameState, d: DelayedTrigger) -> GameState:
    """ "Return that card to the battlefield ... at the beginning of the next end step"
    (Teferi's Time Twist), "exile it at the beginning of the next end step": the delayed
    trigger triggers (603.7b) and waits to go on the stack like any other (603.3: the
    end step stops there, 513.2), to resolve like any triggered ability; "that card" /
    "it" is the object the ability named as it created it (603.7c) — for a spell's
    "return that card" created without one, ``source_id`` is the card it returns."""
    returns = any(isinstance(e, ReturnThatCard) for e in d.effects)
    text = f"Return that card ({d.source_name}'s delayed trigger)." if returns else \
        f"{d.source_name}'s delayed trigger at {_MOMENT[d.when]}."
    ability = Ability(text, AbilityKind.TRIGGERED, True, effects=d.effects,
                      trigger=Trigger(TriggerEvent.DELAYED))
    pending = PendingTrigger(d.source_id, d.source_name, d.controller, ability,
                             TriggerEvent.DELAYED,
                             that_id=d.that if d.that is not None or not returns
                             else d.source_id, those=d.those)
    state = state.evolve(pending_triggers=(*state.pending_triggers, pending))
    return state.logged("trigger", d.source_name, f"its delayed trigger at "
                        f"{_MOMENT[d.when]} triggers", "603.7b, 603.2")


def _carry_out(state: GameState, e: Effect, d: DelayedTrigger) -> GameState:
    here = d.source_id in state.permanents  # "~" is that permanent, if it's still there
    if isinstance(e, DrawCards):
        n = amount_value(e.amount, ProductionContext(state, None, d.controller))
        return draw_cards(state, d.controller, n)
    if not here:
        return state.logged("trigger", d.source_name, "it left the battlefield: it is a new "
                            "object, which the trigger doesn't affect", "400.7")
    if isinstance(e, SacrificeSelf):
        return move_to_graveyard(state, d.source_id, "sacrificed", "701.21", sacrificed=True)
    if isinstance(e, ReturnToHand):
        return leave_battlefield(state, d.source_id, "hand", "returned to its owner's hand",
                                 "603.7")
    if isinstance(e, CastPermission):  # warp's (702.185a)
        return _warped(state, d, e.keyword)
    assert isinstance(e, GainControl)
    opponent = state.opponents(d.controller)[0]
    eid, state = state.take_id()
    ts, state = state.take_timestamp()
    rec = EffectRecord(eid, None, d.source_name, opponent,
                       GainControl(Selector(relation=Relation.TARGET), "you"), ts,
                       frozenset({d.source_id}), None, rule="611.2, 613.1b",
                       origin_text="An opponent gains control of it.")
    state = state.evolve(effects=(*state.effects, rec))
    return state.logged("control", d.source_name, f"{does(opponent, 'gains')} control of it",
                        "613.1b")


def _warped(state: GameState, d: DelayedTrigger, keyword: str) -> GameState:
    """Warp's delayed trigger (702.185a): the permanent is exiled, and its owner may cast
    the card from exile once this turn has ended, for as long as it stays there (a token
    leaves no card, 111.7)."""
    owner = state.permanents[d.source_id].owner
    before = {c.id for c in state.exile}
    state = leave_battlefield(state, d.source_id, "exile", f"exiled by its "
                              f"{keyword.lower()} ability", "702.185a, 603.7")
    new = tuple(c.id for c in state.exile if c.id not in before and c.id is not None)
    if not new:
        return state
    grant = PlayGrant(owner, d.source_name, PermissionEnd.WHILE_EXILED, state.turn,
                      cards=new, action=PlayAction.CAST, keyword=keyword)
    state = state.evolve(play_grants=(*state.play_grants, grant))
    return state.logged("permission", d.source_name, f"{owner} may cast it from exile "
                        "after this turn, for as long as it remains exiled", "702.185a")


def draw_cards(state: GameState, player: str, n: int) -> GameState:
    """``player`` draws ``n`` cards: the top card of their library goes to their hand, one
    at a time (121.1, 121.2), each draw offered to "whenever ... draws a card" (603.2).
    Drawing from an empty library is logged: that player loses the next time
    state-based actions are checked (704.5b)."""
    draws = 0
    for _ in range(n):  # each draw, or what replaces it (614.11a: before the next)
        state, more = cards_for_one_draw(state, player)
        draws += more
    for _ in range(draws):
        library = zone_cards(state, player, "library")
        if not library:
            p = state.player(player)
            state = state.with_player(replace(p, lost=True))
            return state.logged("draw", player, f"{possessive(player)} library is empty: "
                                f"{does(player, 'loses')} the game", "121.4, 704.5b")
        top = library[0]
        assert top.id is not None
        state = move_card(state, top.id, "hand", f"{does(player, 'draws')} a card", "121.1")
        p = state.player(player)
        state = state.with_player(replace(p, cards_drawn=p.cards_drawn + 1))
        # "whenever a player draws a card": each card drawn is an event (121.2, 603.2c)
        state = offer(state, Event(TriggerEvent.DRAW, player=player, amount=1))
    return state
