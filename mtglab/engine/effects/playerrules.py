"""The static abilities that change the rules for players, checked where the rules they
change are (CR 119.7, 614.1b, 614.10): "<players> can't gain life" where life is gained
(:func:`mtglab.engine.effects.damage.gain_life`), "Skip your draw step" as the draw step
would begin (:mod:`mtglab.engine.game.turns`). The records are
:mod:`mtglab.cards.playerrules`'s.

>>> import mtglab as ml
>>> b = ml.Board()
>>> _ = b.add(ml.Card.from_text(name="Sulfuric Haze", type_line="Enchantment",
...       mana_cost="{R}", oracle_text="Your opponents can't gain life."))
>>> cant_gain_life(b.state, "opponent"), cant_gain_life(b.state, "you")
('Sulfuric Haze', None)
"""

from __future__ import annotations

from collections.abc import Iterator

from mtglab.cards.effects import ControllerSpec
from mtglab.cards.playerrules import CantGainLife, SkipStep
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.state import GameState

__all__ = ["cant_gain_life", "skipped_step"]


def _statics(state: GameState) -> Iterator[tuple[str, str, object]]:
    """(source name, its controller, record) for each static ability's record of a
    permanent (604.1)."""
    for c in characteristics_of(state).values():
        if not c.has_statics:
            continue
        for ref in c.abilities:
            a = ref.ability
            for e in a.effects if a.supported and a.kind.value == "static" else ():
                yield c.name, c.controller, e


def _covers(players: ControllerSpec, controller: str, player: str) -> bool:
    """Whether the players a static ability names (its controller, their opponents,
    every player) include ``player``."""
    return players is ControllerSpec.ANY or (
        (player == controller) == (players is ControllerSpec.YOU))


def cant_gain_life(state: GameState, player: str) -> str | None:
    """The name of a permanent whose static ability says ``player`` can't gain life
    (119.7); None if none does."""
    for name, controller, e in _statics(state):
        if isinstance(e, CantGainLife) and _covers(e.players, controller, player):
            return name
    return None


def skipped_step(state: GameState, player: str, step: str) -> str | None:
    """The name of a permanent whose static ability makes ``player`` skip their ``step``
    step ("Skip your draw step", 614.10); None if none does."""
    for name, controller, e in _statics(state):
        if isinstance(e, SkipStep) and e.step == step and controller == player:
            return name
    return None
