"""Prohibitions on casting spells from static abilities (CR 101.2, 604.1, 611.3): "Your
opponents can't cast spells during your turn", "You can't cast creature spells",
"Players can't cast spells from graveyards or libraries", "Each player can't cast more
than one spell each turn". A prohibition beats any permission to cast (101.2), so it
applies however a spell would be cast, even while another spell or ability resolves.

>>> from mtglab.cards.effects import ControllerSpec, Selector
>>> CastProhibition(ControllerSpec.OPPONENT, Selector(), CastWhen.YOUR_TURN).describe()
"your opponents can't cast spells during your turn"
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from mtglab.cards.effects import Condition, ControllerSpec, Selector

__all__ = ["CastProhibition", "CastWhen"]


class CastWhen(enum.StrEnum):
    """When a prohibition holds besides its "as long as" (611.3a)."""

    ALWAYS = "always"
    #: "during your turn": the turn of the source's controller (500)
    YOUR_TURN = "your_turn"
    #: "during combat": the combat phase, its five steps (506.1)
    COMBAT = "combat"


_WHO = {ControllerSpec.YOU: "you", ControllerSpec.OPPONENT: "your opponents",
        ControllerSpec.ANY: "players"}


@dataclass(frozen=True, slots=True)
class CastProhibition:
    """Players of ``casters`` (the source's controller, their opponents, or every player)
    can't cast the spells ``selector`` names (its kinds, read on the card as it would be
    cast, 601.2i); ``when`` they can't; ``zones``: only a spell cast from one of these
    zones ("from graveyards or libraries", 601.2a), every zone when empty; ``most``: the
    spells of the kind a player may still cast each turn, when it is a limit ("more than
    one spell each turn": 1, counted from the spells they cast this turn, 601.2i);
    ``condition``: the "as long as" it holds under (611.3a)."""

    casters: ControllerSpec
    selector: Selector
    when: CastWhen = CastWhen.ALWAYS
    zones: tuple[str, ...] = ()
    most: int | None = None
    condition: Condition | None = None

    def describe(self) -> str:
        """The prohibition in words."""
        kind = "" if self.selector == Selector() else \
            self.selector.describe().replace("permanent", "").strip()
        if self.selector.chosen_color:
            kind = f"{kind} of the chosen color".strip()
        if self.selector.chosen_name:
            kind = f"{kind} with the chosen name".strip()
        what = f"more than {self.most} spell(s) each turn" if self.most is not None \
            else "spells"
        out = f"{_WHO.get(self.casters, 'players')} can't cast {what}"
        if kind:
            out += f" ({kind})"
        if self.zones:
            out += " from " + " or ".join(self.zones)
        if self.when is CastWhen.YOUR_TURN:
            out += " during your turn"
        elif self.when is CastWhen.COMBAT:
            out += " during combat"
        return out
