"""Turns: passing the turn, the untap step and the cleanup step (CR 500-514)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtglab.engine.characteristics.control import track_control
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.characteristics.restrictions import DOESNT_UNTAP, MAY_NOT_UNTAP, restriction
from mtglab.engine.effects.daynight import untap_step_check
from mtglab.engine.effects.durations import end_expired, end_of_turn, end_until_next_turn
from mtglab.engine.effects.heldtapped import kept_tapped
from mtglab.engine.effects.playerrules import skipped_step
from mtglab.engine.game.castlater import suspend_upkeep
from mtglab.engine.game.combat import end_combat, end_step_returns
from mtglab.engine.game.history import begin_turn
from mtglab.engine.game.initiative import initiative_upkeep
from mtglab.engine.resolution.delayed import delayed_at_step, draw_cards, fire_delayed
from mtglab.engine.resolution.sagas import lore_at_precombat_main, step_begins
from mtglab.engine.resolution.triggers import triggered_at_step, triggered_by_untapping
from mtglab.engine.spells.permissions import end_grants_as_turn_begins, end_grants_at_cleanup
from mtglab.engine.state import GameState, Phase

#: Whether the active player keeps permanent ``pid`` tapped in their untap step, where an
#: ability lets them choose not to untap it (502.3); None: everything untaps as usual
KeepTapped = Callable[[GameState, int], bool] | None

__all__ = ["DRAW_STEP_HELD", "PHASES", "KeepTapped", "begin_end_step", "enter_draw_step",
           "enter_precombat_main", "finish_turn", "next_turn",
           "normalize_phase", "pass_turn", "untap_permanent"]

#: The steps and main phases of a turn, in order (CR 500.1, 501.1, 505.1, 506.1, 512.1).
PHASES: tuple[Phase, ...] = tuple(Phase)
_ALIASES = {"end step": "end", "cleanup step": "cleanup", "untap step": "untap",
            "upkeep step": "upkeep", "draw step": "draw", "main": "precombat main",
            "first main": "precombat main", "main 1": "precombat main",
            "second main": "postcombat main", "main 2": "postcombat main",
            "combat": "beginning of combat"}


def normalize_phase(value: str) -> Phase:
    """A phase or step name in mtglab's spelling ("Precombat Main" -> "precombat main"),
    as its :class:`Phase`; ValueError listing the names for anything else."""
    key = " ".join(str(value).replace("-", " ").split()).lower()
    key = _ALIASES.get(key, key)
    for suffix in (" phase", " step"):  # "precombat main phase", "declare attackers step"
        if key not in PHASES and key.endswith(suffix):
            key = key.removesuffix(suffix)
            key = _ALIASES.get(key, key)
    if key not in PHASES:
        raise ValueError(f"{value!r} is not a phase or step; one of: {', '.join(PHASES)}")
    return Phase(key)


def untap_permanent(state: GameState, pid: int, why: str, rule: str) -> GameState:
    """Untap a permanent; a stun counter is removed instead (CR 122.1d). It "becomes
    untapped" (603.2e)."""
    perm = state.permanents[pid]
    name = characteristics_of(state)[pid].name
    if not perm.tapped:
        return state
    if perm.counter("stun"):
        state = state.with_permanent(perm.with_counters("stun", -1))
        return state.logged("stun", name, "would untap: a stun counter is removed instead",
                            "122.1d")
    state = state.with_permanent(replace(perm, tapped=False))
    return triggered_by_untapping(state.logged("untap", name, why, rule), pid)  # 603.2e


def pass_turn(state: GameState, keep_tapped: KeepTapped = None) -> GameState:
    """End this turn and begin the next player's: cleanup, then untap step (502.3).

    Mana pools empty (106.4); "until end of turn" effects end (514.2); the new active
    player's permanents untap unless something says they don't (a stun counter is
    removed instead, 122.1d); their permanents now count as controlled since the turn
    began (302.6). The turn then stops in its precombat main phase. ``keep_tapped``:
    the active player's decisions for "you may choose not to untap ~" (502.3).
    """
    state = begin_end_step(state)
    if state.pending_triggers:  # they go on the stack in the end step (513.2)
        return state.logged("phase", state.active, "end step: its triggered abilities wait "
                            "on the stack", "513.1a, 513.2")
    return finish_turn(state, keep_tapped)


def next_turn(state: GameState) -> tuple[GameState, str, bool]:
    """Whose turn comes next, and whether it is an extra one (500.7): the extra turn
    added last, if any; otherwise the next player in turn order (101.4, 500.1) after the
    player whose turn the extra turns followed (or this turn's). A turn its player must
    skip is passed over instead, one skip for each (614.10, 614.10a)."""
    for _ in range(1 + sum(p.turns_to_skip for p in state.players)):
        state, nxt, extra = _following_turn(state)
        p = state.player(nxt)
        if not p.turns_to_skip:
            return state, nxt, extra
        state = state.with_player(replace(p, turns_to_skip=p.turns_to_skip - 1))
        state = state.logged("turn", nxt, f"{nxt}'s turn is skipped", "614.10, 614.10a")
        if not extra:  # the next turn in order follows the skipped one
            state = state.evolve(turn_order_from=nxt)
    return _following_turn(state)


def _following_turn(state: GameState) -> tuple[GameState, str, bool]:
    """The turn that follows, skips aside (see :func:`next_turn`)."""
    if state.extra_turns:
        nxt, *rest = state.extra_turns
        return state.evolve(extra_turns=tuple(rest), turn_order_from=(
            state.turn_order_from or state.active)), nxt, True
    names = state.player_names
    base = state.turn_order_from or state.active
    nxt = names[(names.index(base) + 1) % len(names)]
    return state.evolve(turn_order_from=None), nxt, False


def begin_end_step(state: GameState) -> GameState:
    """The end step begins: delayed triggers of the end step resolve (603.7b) and "at
    the beginning of the end step" abilities trigger (513.1a). From an earlier step,
    the turn passes through the end of combat step first (511.1, 508.8): its delayed
    triggers ("sacrifice it at end of combat") trigger then."""
    if state.phase in PHASES and PHASES.index(state.phase) < PHASES.index(Phase.END_OF_COMBAT):
        state = delayed_at_step(state, Phase.END_OF_COMBAT)  # 511.1, 603.7b
    state = end_step_returns(end_combat(state))  # 511.3; "at the next end step" (603.7b)
    state = fire_delayed(state.evolve(phase=Phase.END), "next_end_step")  # 513.1, 603.7b
    if state.monarch is not None and state.monarch == state.active:
        # the monarch's inherent ability: at the beginning of their end step, they draw a
        # card (725.2; drawn here as the step begins)
        state = draw_cards(state.logged("monarch", state.active, "the monarch draws a card "
                                        "at the beginning of their end step", "725.2"),
                           state.active, 1)
    return triggered_at_step(state, "end")


def finish_turn(state: GameState, keep_tapped: KeepTapped = None) -> GameState:
    """The cleanup step and the next player's turn up to its upkeep or precombat main
    phase (see :func:`pass_turn`)."""
    state = track_control(end_of_turn(state))  # an "until end of turn" control effect ends
    state = end_grants_at_cleanup(state)  # permissions to play cards (611.2a)
    previous = state.active  # the day/night check reads their turn (502.2)
    cast = state.player(previous).spells_cast if previous in state.player_names else 0
    players = tuple(replace(p, pool=(), lands_played=0, life_gained=0,  # 305.2, 119.9
                            cards_drawn=0)
                    for p in state.players)
    state = begin_turn(state.evolve(players=players))  # this turn's history (history.py)
    state = state.logged("mana empties", "", "every mana pool empties", "106.4, 500.4")
    state = state.with_permanents(replace(p, activations=(), triggered_once=(),
                                          attacked_this_turn=False)
                                  for p in state.permanents.values()
                                  if p.activations or p.triggered_once or p.attacked_this_turn)
    state = state.with_permanents(replace(p, crewed=(), times_crewed=0,  # 702.122: this turn
                                          saddled=False)  # 702.171b: until the turn ends
                                  for p in state.permanents.values()
                                  if p.crewed or p.times_crewed or p.saddled)
    state, nxt, extra = next_turn(state)
    state = state.evolve(active=nxt, turn=state.turn + 1, phase=Phase.UNTAP)
    state = state.logged("turn", nxt, f"turn {state.turn} begins" +
                         (" (an extra turn)" if extra else ""), "500.7" if extra else "500.1")
    state = end_grants_as_turn_begins(end_until_next_turn(state))  # "until your next turn" (611.2a)
    state = untap_step_check(state, previous, cast)  # 502.2, before untapping (502.3)
    chars = characteristics_of(state)
    for pid in sorted(state.permanents):
        perm = state.permanents[pid]
        if chars[pid].controller != nxt:  # as layer 2 says (613.1b)
            continue
        if not perm.controlled_since_turn_start:
            state = state.with_permanent(replace(perm, controlled_since_turn_start=True))
            perm = state.permanents[pid]
        name = chars[pid].name
        if perm.skip_next_untap:
            # "doesn't untap during its controller's next untap step": this is that step,
            # whether or not it is tapped now (an untapped one just uses the effect up)
            state = state.with_permanent(replace(perm, skip_next_untap=perm.skip_next_untap - 1))
            if perm.tapped:
                state = state.logged("untap step", name, "doesn't untap this time", "502.3")
            continue
        if not perm.tapped:
            continue
        if restriction(state, pid, DOESNT_UNTAP) or kept_tapped(state, pid):  # 611.2b
            state = state.logged("untap step", name, "doesn't untap during its controller's "
                                 "untap step", "502.3")
            continue
        if keep_tapped is not None and restriction(state, pid, MAY_NOT_UNTAP) and \
                keep_tapped(state, pid):  # its controller chooses (502.3)
            state = state.logged("untap step", name, f"{nxt} chooses not to untap it", "502.3")
            continue
        state = untap_permanent(state, pid, "untap step", "502.3")
    state = fire_delayed(state, "your_next_untap_step")  # as they untap (502.3)
    state = fire_delayed(end_expired(state), "next_upkeep")  # 503.1, 603.7b
    state = step_begins(state.evolve(phase=Phase.UPKEEP), "upkeep")  # 503.1a, 702.30a
    state = initiative_upkeep(state)  # 726.2 (engine.game.initiative)
    state = suspend_upkeep(state)  # its owner's suspended cards (702.62a)
    if state.pending_triggers:  # they go on the stack in the upkeep (503.2, 117.3a)
        return state.logged("phase", nxt, "upkeep: its triggered abilities wait on the "
                            "stack", "503.1a, 503.2")
    return enter_draw_step(state)


#: the rule logged when the turn stops in its draw step for the triggered abilities of
#: its beginning (504.2)
DRAW_STEP_HELD = "504.2, 117.3a"


def enter_draw_step(state: GameState) -> GameState:
    """The upkeep passes and the draw step begins: "at the beginning of your draw step"
    abilities trigger (504.2), and the turn stops there while they wait on the stack;
    otherwise it goes on to the precombat main phase. (mtglab's turns draw no card in
    the draw step: a board's library is set up by hand.)"""
    skipping = skipped_step(state, state.active, "draw")
    if skipping is not None:  # replaced with nothing: nothing of it happens (614.10a)
        return enter_precombat_main(state.logged(
            "phase", state.active, f"the draw step is skipped ({skipping})", "614.1b, 614.10"))
    state = triggered_at_step(state.evolve(phase=Phase.DRAW), "draw")
    if state.pending_triggers:
        return state.logged("phase", state.active, "draw step: its triggered abilities "
                            "wait on the stack", DRAW_STEP_HELD)
    return enter_precombat_main(state)


def enter_precombat_main(state: GameState) -> GameState:
    """The draw step passes and the active player's precombat main phase begins, where
    "at the beginning of your precombat main phase" abilities trigger (505.1)."""
    state = state.evolve(phase=Phase.PRECOMBAT_MAIN).logged(
        "phase", state.active, "upkeep and draw pass; precombat main phase", "503, 504, 505")
    return triggered_at_step(lore_at_precombat_main(state), "precombat main")  # 714.3c
