"""The classes of supported abilities the audit (mtglab.audit) knows don't play yet, each
with the module that owns the fix: a failure outside them fails the audit's tests.

A class is a regular expression over the detail of the check (the engine's refusal or
error). Each names the rule the engine doesn't carry out yet; when its owner makes the
engine play it, its abilities play and the class is removed. None is known now: combat
damage with trample (702.19b-c) and deathtouch, infect or wither (702.2b, 702.80a,
702.90b) are dealt through engine/damage.py.
"""

from __future__ import annotations

import re
from typing import Final

#: pattern -> who owns the fix (module) and what is missing
KNOWN: Final[dict[str, str]] = {}

_COMPILED: Final = [re.compile(p) for p in KNOWN]


def known(detail: str) -> bool:
    """Whether a check's detail is one of the known classes."""
    return any(p.search(detail) for p in _COMPILED)
