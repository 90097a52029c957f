"""Strive (an ability word, CR 207.2c): "This spell costs {1}{U} more to cast for each
target beyond the first." — a static ability of an instant or sorcery that functions as
it is cast, increasing its total cost (601.2f) once for each target after the first.

>>> from mtglab.cards.oracle.parser import parse_ability
>>> a = parse_ability("Strive — This spell costs {1}{U} more to cast for each target "
...                   "beyond the first.", name="Polymorphous Rush", is_spell=True)
>>> a.supported, a.kind.value, str(a.effects[0].mana)
(True, 'static', '{1}{U}')
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from mtglab.cards.ability import Ability, AbilityKind
from mtglab.cards.effects import CostPerExtraTarget
from mtglab.mana import ManaCost

__all__ = ["reread_strive"]

_STRIVE: Final = re.compile(r"^(?:Strive — )?~ costs ((?:\{[0-9WUBRGC]+\})+) more to cast "
                            r"for each target beyond the first\.?$")


def reread_strive(ability: Ability, text: str) -> Ability | None:
    """``ability`` (unsupported; ``text`` its normalized line) read as a strive cost
    increase, or ``None``. It is a static ability (it functions while the spell is cast,
    601.2f), so resolving the spell doesn't carry it out."""
    m = _STRIVE.match(text)
    if m is None:
        return None
    return replace(ability, kind=AbilityKind.STATIC, supported=True, problem="",
                   effects=(CostPerExtraTarget(ManaCost.parse(m.group(1))),))
