"""One object chosen as an effect resolves: "put a shield counter on a creature you
control" puts it on ONE creature its controller chooses then, not on each (CR 608.2d:
choices an effect offers are announced while it is applied; no word "target", so
nothing is chosen as the ability is put on the stack, 601.2c).

The grammar marks such a selector with ``Selector.one`` (the article "a"/"an"); the
verbs that read it call :func:`one_chosen` on the objects that match.
"""

from __future__ import annotations

from collections.abc import Sequence

from mtglab.cards.effectparts import Selector
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.choices import Chooser
from mtglab.engine.state import GameState

__all__ = ["one_chosen"]


def one_chosen(state: GameState, ids: Sequence[int], sel: Selector, chooser: Chooser,
               who: str, why: str) -> list[int]:
    """``ids`` when ``sel`` names every match; else the one of them ``who`` chooses
    (608.2d), or none when nothing matches."""
    if not sel.one or len(ids) <= 1:
        return list(ids)
    chars = characteristics_of(state)
    names = {i: chars[i].name for i in ids if i in chars}
    return [chooser.pick_permanent(f"the {sel.describe()} {why}, chosen by {who} "
                                   "(CR 608.2d)", names)]
