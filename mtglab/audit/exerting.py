"""Exert as it attacks played on a check's board (CR 701.43d, 508.1g, 603.12).

:func:`play_exert_round`: the creature attacks and is exerted as it attacks; its linked
"When you do, ..." goes on the stack and resolves (targets answered with the first legal
option); the turn then passes to its controller's next turn, where it must stay tapped
through the untap step (701.43a) — otherwise the line wasn't played as written.
"""

from __future__ import annotations

from typing import Any

from mtglab.audit.answers import Answers, resolve_stack
from mtglab.audit.setting import begin_combat, on_battlefield
from mtglab.board.board import Board
from mtglab.errors import IllegalActionError

__all__ = ["play_exert_round"]


def play_exert_round(b: Board, p: Any) -> None:
    """``p`` (its controller's, on their turn) attacks exerted; see the module docstring."""
    b.edit(p, controlled_since_turn_start=True)  # set-up: it may attack (302.6)
    begin_combat(b)
    if not on_battlefield(b, p) or b.attack_problems(p):
        return  # it can't attack here (what triggered at the beginning of combat)
    Answers().play(lambda **kw: b.attack(p, exert=[p], **kw))
    resolve_stack(b)
    if not on_battlefield(b, p):
        return
    who = b.controller(p)
    for _ in range(4):  # on to its controller's next turn, past the untap step (502.3)
        resolve_stack(b)
        Answers().play(b.pass_turn)
        if b.active == who:
            break
    if on_battlefield(b, p) and not b.is_tapped(p):
        raise IllegalActionError(f"exert {p}", [
            "it untapped during its controller's next untap step (CR 701.43a)"])
