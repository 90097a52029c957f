"""Supported means played: every supported ability of a card pool played on a board.

A line the parser supports is a promise that the engine plays it (DESIGN). The checks of
this package keep the promise honest: each puts a card where its ability works on a
board built for it, with what its costs and targets need, activates, casts or triggers
it, resolves it, and says how that ended (:class:`~mtglab.audit.outcome.PlayCheck`).

:func:`audit` plays every supported ability of a pool and returns an
:class:`AuditResult` (a table, one row per ability, and the figures:
``mtglab coverage CARDS --cards`` prints them); :func:`play_ability` plays one.

The modules, one job each: :mod:`~mtglab.audit.run` (the audit over a pool),
:mod:`~mtglab.audit.route` (which check plays which ability), the checks —
:mod:`~mtglab.audit.mana`, :mod:`~mtglab.audit.activated`,
:mod:`~mtglab.audit.spells`, :mod:`~mtglab.audit.statics` (statics and keyword lines),
:mod:`~mtglab.audit.triggers`, :mod:`~mtglab.audit.copies`, :mod:`~mtglab.audit.modes`,
:mod:`~mtglab.audit.cycling` — and what they share: :mod:`~mtglab.audit.setting` (the
board and objects made to match a selector), :mod:`~mtglab.audit.targets`,
:mod:`~mtglab.audit.costs`, :mod:`~mtglab.audit.entering`,
:mod:`~mtglab.audit.combatround`, :mod:`~mtglab.audit.combat`,
:mod:`~mtglab.audit.attach`, :mod:`~mtglab.audit.castkeywords`,
:mod:`~mtglab.audit.answers` (each choice answered with its first legal option),
:mod:`~mtglab.audit.outcome` and :mod:`~mtglab.audit.reasons`,
:mod:`~mtglab.audit.result`.
"""

import sys
import types
from typing import Any

from mtglab.audit.outcome import PlayCheck, PlayOutcome
from mtglab.audit.reasons import Reason
from mtglab.audit.result import AuditResult
from mtglab.audit.route import play_ability
from mtglab.audit.run import audit

__all__ = ["AuditResult", "PlayCheck", "PlayOutcome", "Reason", "audit", "play_ability"]


class _Package(types.ModuleType):
    """This package, callable as :func:`audit`: importing it makes ``mtglab.audit`` the
    package, and ``ml.audit(pool)`` must still play the pool."""

    def __call__(self, *args: Any, **kwargs: Any) -> AuditResult:
        return audit(*args, **kwargs)


sys.modules[__name__].__class__ = _Package
