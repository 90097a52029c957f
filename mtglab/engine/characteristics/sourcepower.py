"""The source's power that "with lesser power" compares with (CR 702.134a, 208.1)."""

from __future__ import annotations

from mtglab.cards.effects import Selector
from mtglab.engine.characteristics.layers import Characteristics
from mtglab.errors import UnsupportedError

__all__ = ["source_power"]


def source_power(sel: Selector, chars: dict[int, Characteristics],
                 source_id: int | None) -> int | None:
    """The power of the source ``source_id`` when ``sel`` asks for "lesser power"
    (mentor, 702.134a), else None. A source no longer on the battlefield would be
    compared with its last known power (608.2h), which mtglab doesn't keep: refused."""
    if not sel.less_power_than_source:
        return None
    if source_id is None or source_id not in chars:
        raise UnsupportedError("'with lesser power': the source has left the battlefield "
                               "and its last known power (CR 608.2h) is not kept")
    return chars[source_id].power
