"""Choosing the modes of a modal activated ability as it is activated (CR 602.2b, 700.2).

"{cost}: Choose one —" (the header read by :mod:`mtglab.cards.oracle.modal` into a
:class:`~mtglab.cards.effects.TriggerModes`): its controller announces the modes as the
ability is put on the stack, before its targets (602.2b, 601.2b, 601.2c), answered by
``modes=`` (the indexes of the modes, as a modal spell's are); a single possible set is
taken. At least and at most as many as its header says, none twice (700.2d); "choose one
that hasn't been chosen [this turn]" leaves out the modes already chosen for this
ability of this permanent (this turn), which is remembered on the permanent (a new
object has no memory of it, 400.7). The ability on the stack is then its chosen modes'
instructions in printed order (608.2c), with their targets.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from mtglab.cards.ability import Ability
from mtglab.cards.effects import TriggerModes
from mtglab.engine.resolution.triggermodes import trigger_mode_options, with_trigger_modes
from mtglab.engine.state import GameState
from mtglab.errors import ChoiceRequired, IllegalActionError

__all__ = ["activated_modes", "choose_activated_modes", "modes_problems", "note_modes_chosen"]


def activated_modes(ability: Ability) -> TriggerModes | None:
    """The modes of a modal activated ability, or ``None`` if it isn't one (700.2)."""
    return next((e for e in ability.effects if isinstance(e, TriggerModes)), None)


def _memory(state: GameState, spec: TriggerModes, ability: Ability, k: int) -> str:
    """How the choice of mode ``k`` is remembered on the permanent ("this turn": with
    the turn's number)."""
    turn = f"turn {state.turn}: " if spec.this_turn else ""
    return f"{turn}{k}: {ability.text}"


def _legal(state: GameState, pid: int, spec: TriggerModes, ability: Ability) -> list[int]:
    """The modes that may be chosen: all, or those not chosen before (this turn)."""
    perm = state.permanents.get(pid)
    done = perm.modes_chosen if perm is not None and spec.once_each else ()
    return [k for k in range(len(spec.lines)) if _memory(state, spec, ability, k) not in done]


def modes_problems(state: GameState, pid: int, ability: Ability) -> list[str]:
    """Why ``ability`` can't be activated for its modes (602.2b, 700.2): it is a mode of
    a modal activated ability (chosen as that ability is activated, never alone), or
    every mode of it has been chosen ("that hasn't been chosen [this turn]")."""
    if ability.mode is not None:
        return [f"it is mode {ability.mode} of a modal activated ability, chosen as that "
                f"ability is activated: activate it with modes=[{ability.mode}] (CR "
                "602.2b, 700.2)"]
    spec = activated_modes(ability)
    if spec is None or trigger_mode_options(spec, _legal(state, pid, spec, ability)) \
            not in ([], [()]):
        return []
    return ["every mode has been chosen, so no mode can be chosen (CR 700.2, 602.2b)"]


def choose_activated_modes(state: GameState, pid: int, ability: Ability,
                           modes: Sequence[int] | None, label: str
                           ) -> tuple[Ability, tuple[int, ...] | None]:
    """``ability`` with the modes ``modes`` chosen (602.2b, 700.2), and the modes; a
    non-modal ``ability`` is returned as it is (then ``modes`` must be ``None``).
    Raises :class:`~mtglab.errors.ChoiceRequired` when the modes are missing and more
    than one set may be chosen, :class:`~mtglab.errors.IllegalActionError` for a choice
    the rules don't allow."""
    spec = activated_modes(ability)
    if spec is None:
        if modes is not None:
            raise IllegalActionError(label, ["it is not a modal ability, so no mode is "
                                             "chosen (CR 700.2)"])
        return ability, None
    legal = _legal(state, pid, spec, ability)
    options = trigger_mode_options(spec, legal)
    listed = [f"{k}: {spec.lines[k]}" for k in legal]
    if not options or options == [()]:
        raise IllegalActionError(label, ["every mode has been chosen, so no mode can be "
                                         "chosen (CR 700.2, 602.2b)"])
    if modes is None and len(options) > 1:
        raise ChoiceRequired("the modes of this ability, announced as it is activated "
                             "(CR 602.2b, 700.2); pass modes=", listed)
    chosen = options[0] if modes is None else tuple(sorted(modes))
    if any(isinstance(m, bool) or not isinstance(m, int) for m in chosen) or \
            chosen not in options:
        raise IllegalActionError(label, [f"modes {list(chosen)} can't be chosen: choose "
                                         f"from {listed} as its text says, none twice "
                                         f"(CR 700.2, 700.2d)"])
    return with_trigger_modes(ability, spec, chosen), chosen


def note_modes_chosen(state: GameState, pid: int, name: str, ability: Ability,
                      chosen: tuple[int, ...] | None) -> GameState:
    """Remember on permanent ``pid`` the modes chosen for its "choose one that hasn't
    been chosen" ability ``ability`` (the header), logged (700.2)."""
    spec = activated_modes(ability)
    if spec is None or chosen is None:
        return state
    state = state.logged("activate", name, f"mode(s) {list(chosen)} chosen: "
                         f"{[spec.lines[k] for k in chosen]}", "602.2b, 700.2")
    perm = state.permanents.get(pid)
    if not spec.once_each or perm is None:
        return state
    return state.with_permanent(replace(perm, modes_chosen=(
        *perm.modes_chosen, *(_memory(state, spec, ability, k) for k in chosen))))
