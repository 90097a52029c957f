"""What marks a copy of a spell or ability on the stack and what a copy of a spell does
as it leaves the stack (CR 707.10): the copy isn't cast or activated; a copy of a
spell that leaves the stack any other way than by resolving into a permanent ceases to
exist (707.10a, 704.5e), and a copy of a permanent spell resolves into a token
(707.10f, 111.1). The copies are put on the stack by
:mod:`mtglab.engine.resolution.stackcopies`.
"""

from __future__ import annotations

from typing import Final

from mtglab.engine.state import GameState, StackItem

__all__ = ["SPELL_COPY_PAID", "ceases_to_exist", "is_spell_copy"]

#: The key of a stack item's ``paid`` that marks it a copy (707.10), written to board
#: files with the rest of what was paid.
SPELL_COPY_PAID: Final = "spell_copy"


def is_spell_copy(item: StackItem) -> bool:
    """Whether ``item`` is a copy of a spell or ability rather than one cast or
    activated (707.10)."""
    return bool(dict(item.paid).get(SPELL_COPY_PAID))


def ceases_to_exist(state: GameState, item: StackItem, why: str) -> GameState:
    """A copy of a spell leaving the stack (``why``: how — resolved, countered, its
    targets illegal) ceases to exist instead of being put into a zone (707.10a,
    704.5e)."""
    return state.logged("copy", item.name, f"the copy of a spell leaves the stack ({why}): "
                        "it ceases to exist", "707.10a, 704.5e")
