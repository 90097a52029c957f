"""The classes of supported abilities the audit (mtglab.audit) knows don't play yet, each
with the module that owns the fix: a failure outside them fails the audit's tests.

A class is a regular expression over the detail of the check (the engine's refusal or
error). Each names the rule the engine doesn't carry out yet; when its owner makes the
engine play it, its abilities play and the class simply matches nothing.
"""

from __future__ import annotations

import re
from typing import Final

#: pattern -> who owns the fix (module) and what is missing
KNOWN: Final[dict[str, str]] = {
    r"a blocked creature with trample assigning its excess damage \(CR 702\.19b\)":
        "engine/combat.py: trample's excess combat damage (702.19b-c)",
    r"combat damage from a source with deathtouch, infect or wither":
        "engine/combat.py: combat damage through engine/damage.py (702.2b, 702.80a, 702.90b)",
}

_COMPILED: Final = [re.compile(p) for p in KNOWN]


def known(detail: str) -> bool:
    """Whether a check's detail is one of the known classes."""
    return any(p.search(detail) for p in _COMPILED)
