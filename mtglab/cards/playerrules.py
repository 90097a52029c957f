"""Static abilities that change the rules for players (CR 119.7, 614.1b, 614.10): "Players
can't gain life", "Your opponents can't gain life", "Skip your draw step".

>>> from mtglab.cards.effects import ControllerSpec
>>> CantGainLife(ControllerSpec.OPPONENT).describe()
"your opponents can't gain life"
>>> SkipStep("draw").describe()
'you skip your draw step'
"""

from __future__ import annotations

from dataclasses import dataclass

from mtglab.cards.effects import ControllerSpec

__all__ = ["PLAYER_RULES", "CantGainLife", "SkipStep"]

_WHO = {ControllerSpec.YOU: "you", ControllerSpec.OPPONENT: "your opponents",
        ControllerSpec.ANY: "players"}


@dataclass(frozen=True, slots=True)
class CantGainLife:
    """ "<players> can't gain life" (CR 119.7): life the players of ``players`` (the
    source's controller, their opponents, or every player) would gain isn't gained —
    no life gain event happens, so nothing triggers on it (119.9)."""

    players: ControllerSpec

    def describe(self) -> str:
        """The prohibition in words."""
        return f"{_WHO[self.players]} can't gain life"


@dataclass(frozen=True, slots=True)
class SkipStep:
    """ "Skip your <step> step" (CR 614.1b, 614.10): the source's controller's ``step``
    step (``"draw"``) is replaced with nothing: it doesn't begin, and nothing scheduled
    for it happens (614.10a) — its "at the beginning of" abilities don't trigger."""

    step: str

    def describe(self) -> str:
        """The replacement in words."""
        return f"you skip your {self.step} step"


#: the static abilities of this module (604.1)
PLAYER_RULES: tuple[type, ...] = (CantGainLife, SkipStep)
