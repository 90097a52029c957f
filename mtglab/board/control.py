"""A control-changing effect set up by hand (:meth:`Board.gain_control
<mtglab.board.board.Board.gain_control>`), as a resolved Act of Treason or Threaten
makes one: layer 2 (CR 613.1b), with haste granted until end of turn (613.1f) when
asked; both continuous effects from a resolved spell (611.2)."""

from __future__ import annotations

from mtglab.cards.effects import GainControl, GrantAbilities, Relation, Selector
from mtglab.cards.keywordcounters import keyword_ability
from mtglab.engine.characteristics.control import track_control
from mtglab.engine.state import EffectRecord, GameState
from mtglab.engine.wording import does

__all__ = ["gain_control"]


def _effects(until_end_of_turn: bool, haste: bool
             ) -> list[tuple[GainControl | GrantAbilities, str, str | None, str]]:
    """The effects made, each with the text that makes it, its duration and rule."""
    eot = " until end of turn" if until_end_of_turn else ""
    made: list[tuple[GainControl | GrantAbilities, str, str | None, str]] = [
        (GainControl(Selector(relation=Relation.TARGET), "you",
                     "end of turn" if until_end_of_turn else None),
         f"Gain control of target permanent{eot}.", "end of turn" if eot else None,
         "613.1b")]
    if haste:
        made.append((GrantAbilities(Selector(relation=Relation.TARGET), ("Haste",),
                                    granted=(keyword_ability("haste"),)),
                     "Target creature gains haste until end of turn.", "end of turn",
                     "613.1f"))
    return made


def gain_control(state: GameState, pid: int, name: str, player: str, *,
                 until_end_of_turn: bool, haste: bool, source: str) -> GameState:
    """The state once ``player`` gains control of permanent ``pid`` (named ``name``),
    logged, with control tracked (the change is the effect's own, not a state-based
    action: 302.6); state-based actions are the caller's."""
    eot = " until end of turn" if until_end_of_turn else ""
    for effect, text, duration, rule in _effects(until_end_of_turn, haste):
        eid, state = state.take_id()
        ts, state = state.take_timestamp()
        state = state.evolve(effects=(*state.effects, EffectRecord(
            eid, None, source, player, effect, ts, frozenset({pid}), duration,
            rule=f"611.2, {rule}", origin_text=text)))
    detail = f"{does(player, 'gains')} control of it{eot} ({source})"
    state = state.logged("control", name, detail + (" and it gains haste" if haste else ""),
                         "613.1b")
    return track_control(state)
