"""The turn's structure on a :class:`~mtglab.board.board.Board`: the state a new board
starts from (CR 103), passing the turn past the steps that triggered abilities hold
(503.1a, 504.2, 513.1a), and moving on to combat before attackers are declared (507.1,
508.1)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from mtglab.board import validation as check
from mtglab.cards.pool.catalogue import card as lookup_card
from mtglab.engine.game.turns import (
    DRAW_STEP_HELD,
    PHASES,
    KeepTapped,
    enter_draw_step,
    enter_precombat_main,
    finish_turn,
    normalize_phase,
    pass_turn,
)
from mtglab.engine.resolution.triggers import triggered_at_step
from mtglab.engine.state import GameState, PlayerState
from mtglab.errors import IllegalActionError

__all__ = ["passed", "starting_state", "to_combat"]


def starting_state(players: Sequence[str], active: str | None, phase: str,
                   commanders: Mapping[str, Any] | None, life: int) -> GameState:
    """A new game's state: the players in turn order with their life (CR 103.4) and
    commanders (903.3), the active player and the phase."""
    check.check_players(players, active, commanders, life)
    check.check_phase(phase)
    names = list(players)
    if len(names) < 1 or len(set(names)) != len(names):
        raise ValueError(f"players must be distinct names, got {names}")
    commanders = dict(commanders or {})
    unknown = set(commanders) - set(names)
    if unknown:
        raise ValueError(f"commanders given for unknown players {sorted(unknown)}")
    plist = tuple(PlayerState(n, life, starting_life=life, commander=lookup_card(commanders[n])
                              if n in commanders and commanders[n] is not None else None)
                  for n in names)
    act_player = active or names[0]
    if act_player not in names:
        raise ValueError(f"active player {act_player!r} is not one of {names}")
    return GameState(plist, act_player, normalize_phase(phase))


def passed(state: GameState, keep_tapped: KeepTapped = None) -> GameState:
    """The state once the turn is passed: a step its triggered abilities held moves on
    once they resolved (the upkeep to the draw step, 503.1a; the draw step to the main
    phase, 504.2; the end step to the next turn, 513.1a); otherwise the turn ends.
    ``keep_tapped``: the untap step's decisions (502.3, turns.pass_turn)."""
    phases = [r for r in state.log if r.action == "phase"]
    held = phases[-1].rule if phases and phases[-1].turn == state.turn else ""
    if state.phase == "upkeep" and held == "503.1a, 503.2":
        return enter_draw_step(state)  # the upkeep's triggers resolved
    if state.phase == "draw" and held == DRAW_STEP_HELD:
        return enter_precombat_main(state)  # the draw step's resolved (504.2)
    if state.phase == "end" and held == "513.1a, 513.2":
        return finish_turn(state, keep_tapped)  # the end step's triggers resolved
    return pass_turn(state, keep_tapped)


def to_combat(state: GameState) -> GameState:
    """From an earlier step of the turn, the turn moved on to the beginning of combat;
    refused when abilities trigger on the way (507.1: advance there and resolve them
    first)."""
    if state.phase not in PHASES or \
            PHASES.index(state.phase) >= PHASES.index("beginning of combat"):
        return state
    for step in PHASES[PHASES.index(state.phase) + 1:
                       PHASES.index("beginning of combat") + 1]:
        state = triggered_at_step(state.evolve(phase=step), step)
    if state.pending_triggers:
        raise IllegalActionError("declare attackers", [
            "abilities trigger at the beginning of combat (CR 507.1): "
            "b.advance('beginning of combat') and resolve them first"])
    return state
