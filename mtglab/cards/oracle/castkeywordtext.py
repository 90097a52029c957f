"""Madness's triggered ability as the engine words it on the stack (CR 702.35a), read
where the grammar doesn't: "When this card is exiled this way, its owner may cast it by
paying {R} rather than paying its mana cost. If that player doesn't, they put this card
into their graveyard." (as a board file keeps it): the
:class:`~mtglab.cards.castcosts.Madness` record.

Escape (702.138), kicker with a discard (702.33a) and "you may reveal a Dragon card" (601.2f)
are read by the grammar (grammar/keywords.lark).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any, Final

from mtglab.cards.ability import Ability, AbilityKind
from mtglab.cards.castcosts import MADNESS, Madness
from mtglab.mana import ManaCost

__all__ = ["reread_cast_keyword"]

Parse = Callable[[str], Ability]

_MADNESS_TRIGGER: Final = re.compile(
    r"^When ~ is exiled this way, its owner may cast it by paying ((?:\{[^}X]+\})+) rather "
    r"than paying its mana cost\. If that player doesn't, they put ~ into their "
    r"graveyard\.?$")


def reread_cast_keyword(ability: Ability, text: str, parse: Parse) -> Ability:
    """The parser's hook for madness's trigger (see the module docstring): ``text`` is
    the normalized line, ``parse`` parses one line."""
    del parse  # the wording here is read whole
    if ability.supported or not text:
        return ability
    m = _MADNESS_TRIGGER.match(text)
    if m:  # the text the engine gives madness's trigger on the stack (a board file's)
        madness: tuple[Any, ...] = (Madness(ManaCost.parse(m.group(1))),)
        return replace(ability, kind=AbilityKind.TRIGGERED, supported=True, problem="",
                       keywords=(MADNESS,), effects=madness)
    return ability
