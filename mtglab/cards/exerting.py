"""Exert as it attacks (CR 701.43, 508.1g): the record of "You may exert ~ as it attacks.
When you do, ...".

:class:`ExertAsItAttacks` is a static ability (701.43d): an optional cost to attack its
controller may pay for it as they declare it as an attacker (508.1g). Exerting it means
it won't untap during that player's next untap step (701.43a). ``when_done`` holds the
effects of the linked reflexive triggered ability printed in the same paragraph
(607.2h, 603.12): it triggers only when the creature is exerted that way, and its text is
``when_done_text``. The engine's :mod:`mtglab.engine.effects.exerting` carries it out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["ExertAsItAttacks"]


@dataclass(frozen=True, slots=True)
class ExertAsItAttacks:
    """ "You may exert ~ as it attacks" (701.43d): an optional cost to attack with the
    source (508.1g); ``when_done`` the effects of its linked "When you do, ..." (603.12,
    607.2h), ``when_done_text`` that ability's text."""

    when_done: tuple[Any, ...] = ()
    when_done_text: str = ""
