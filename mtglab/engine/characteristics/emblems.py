"""Emblems (CR 114): objects in the command zone with abilities.

"[Player] gets an emblem with [ability]" puts an emblem into the command zone, owned and
controlled by that player (114.2). It has no characteristics but its abilities (114.3), is
neither a card nor a permanent (114.5), and its abilities function in the command zone
(114.4): :func:`emblem_statics` gives the continuous effects of its static abilities to
the layer system (613), with the emblem's timestamp (613.7a, 613.7d), and
:func:`emblem_triggers` its triggered abilities to the trigger matcher
(:mod:`mtglab.engine.resolution.triggers`), which sees them as it sees a permanent's
(603.2; their controller is the emblem's owner, 114.2). Nothing removes an emblem during a
game.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from mtglab.cards.emblems import EMBLEM_STATICS
from mtglab.cards.model import Ability, AbilityKind
from mtglab.engine.state import Emblem, GameState
from mtglab.engine.wording import does

__all__ = ["create_emblem", "emblem_label", "emblem_statics", "emblem_triggers"]


def create_emblem(state: GameState, owner: str, abilities: Sequence[Ability],
                  source_name: str) -> GameState:
    """``owner`` gets an emblem with ``abilities``, created by ``source_name`` (CR 114.2)."""
    state.player(owner)  # an unknown player raises
    eid, state = state.take_id()
    ts, state = state.take_timestamp()
    emblem = Emblem(eid, owner, tuple(abilities), source_name, ts)
    state = state.evolve(emblems=(*state.emblems, emblem))
    texts = "; ".join(a.text for a in abilities)
    return state.logged("emblem", source_name, f"{does(owner, 'gets')} an emblem with "
                        f"{texts!r} in the command zone", "114.2")


def emblem_label(emblem: Emblem) -> str:
    """How tables and the log name an emblem: "Emblem (Gideon, Ally of Zendikar)"."""
    return f"Emblem ({emblem.source_name})" if emblem.source_name else "Emblem"


def emblem_statics(state: GameState) -> Iterator[tuple[Emblem, int, object]]:
    """``(emblem, ability index, effect)`` for each continuous effect of the emblems'
    static abilities that the layer system applies (CR 114.4, 604.1, 613)."""
    for emblem in state.emblems:
        for i, ability in enumerate(emblem.abilities):
            if not ability.supported or ability.kind is not AbilityKind.STATIC:
                continue
            for eff in ability.effects:
                if isinstance(eff, EMBLEM_STATICS):
                    yield emblem, i, eff


def emblem_triggers(state: GameState) -> Iterator[tuple[Emblem, Ability]]:
    """``(emblem, ability)`` for each supported triggered ability of the emblems in the
    command zone: they function there (CR 114.4) and trigger like a permanent's (603.2),
    controlled by the emblem's owner (114.2)."""
    for emblem in state.emblems:
        for ability in emblem.abilities:
            if ability.supported and ability.kind is AbilityKind.TRIGGERED:
                yield emblem, ability
