"""Exiling a card from a graveyard "with a <kind> counter on it" (CR 122.1, 406.3), a
wording the grammar does not read.

"exile up to one target legendary creature card from a graveyard with a memory counter
on it" (The Animus) is the grammar's "exile target ... card from a graveyard" with two
additions: the target may be left out ("up to one", 115.1, 601.2c; for a triggered
ability as it goes on the stack, 603.3d), and the card is put into exile with that many
counters of that kind on it — on the new object it becomes there (400.7, 122.1;
:mod:`mtglab.engine.effects.exilecounters`).

>>> from mtglab.cards.oracle.parser import parse_ability
>>> a = parse_ability("At the beginning of your end step, exile up to one target legendary "
...                   "creature card from a graveyard with a memory counter on it.",
...                   name="The Animus")
>>> a.supported, a.effects[0].up_to_one, a.effects[0].counters
(True, True, (('memory', 1),))
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any, Final

from mtglab.cards.effects import ExileCards, Relation

__all__ = ["exile_with_counters_sentence"]

_WITH_COUNTERS: Final = re.compile(
    r"^exile (up to one )?target (.+? card) from (a|your|an opponent's) graveyard with "
    r"(a|an|one|two|three) ([a-z]+) counters? on it\.?$", re.I)
_NUMBERS: Final = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}


def exile_with_counters_sentence(sentence: str,
                                 parse: Callable[[str], Any]) -> ExileCards | None:
    """``sentence`` (normalized) read as exiling a target card from a graveyard with
    counters on it (see the module docstring), or ``None``. ``parse`` reads the plain
    "exile target ... card from a graveyard" sentence with the grammar."""
    m = _WITH_COUNTERS.match(sentence.strip())
    if m is None:
        return None
    plain = parse(f"exile target {m.group(2)} from {m.group(3)} graveyard")
    if not isinstance(plain, ExileCards) or plain.selector.zone != "graveyard" or \
            plain.selector.relation is not Relation.TARGET:
        return None
    return replace(plain, up_to_one=m.group(1) is not None,
                   counters=((m.group(5).lower(), _NUMBERS[m.group(4).lower()]),))
