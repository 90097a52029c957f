"""One round of combat on a check's board (CR 506-511), for the keyword abilities that
work in combat: evasion (702.9 flying, 702.14 landwalk, 702.111 menace...), damage
(702.2 deathtouch, 702.4 double strike, 702.7 first strike, 702.15 lifelink, 702.19
trample, 702.80 wither, 702.90 infect) and blocking (702.17 reach, 702.3 defender).

:func:`attack_round`: the creature attacks, an opponent's creature blocks it if the
rules allow it (otherwise no creature blocks: the declaration is refused, 509.1b-c), and
combat damage is dealt — twice with first or double strike in combat (510.4); a creature
that can't attack blocks instead. :func:`block_round`: on the opponent's turn an
opponent's creature attacks and the creature blocks it. What triggers is resolved before
each next step (117.3); a creature that left the battlefield meanwhile ends the round.
"""

from __future__ import annotations

from typing import Any

from mtglab.audit.answers import Answers, resolve_stack
from mtglab.audit.setting import a_creature_of, begin_combat, on_battlefield
from mtglab.board.board import Board
from mtglab.engine.game.combat import second_step_due
from mtglab.errors import IllegalActionError

__all__ = ["attack_round", "block_round"]


def _damage(b: Board) -> None:
    resolve_stack(b)
    if not b.in_combat()["attacking"]:
        return  # no creature is attacking any more: no combat damage step (508.8)
    Answers().play(b.combat_damage)
    resolve_stack(b)
    if second_step_due(b.state) and b.in_combat()["attacking"]:  # first strike (510.4)
        Answers().play(b.combat_damage)
        resolve_stack(b)


def attack_round(b: Board, p: Any) -> None:
    """``p`` attacks, an opponent's creature blocks it where it may, damage is dealt.
    Where ``p`` can't attack (defender, 702.3b; "can't attack"), it blocks instead."""
    b.edit(p, controlled_since_turn_start=True)  # set-up: it may attack (302.6)
    if b.attack_problems(p):
        block_round(b, p)
        return
    blocker = a_creature_of(b, "opponent")
    begin_combat(b)
    if not on_battlefield(b, p) or b.attack_problems(p):
        return  # what triggered at the beginning of combat changed it
    Answers().play(lambda **kw: b.attack(p, **kw))
    resolve_stack(b)
    if not on_battlefield(b, p):
        return  # it left as it attacked ("sacrifice it at end of combat", 702.147a)
    if blocker is None or not on_battlefield(b, blocker):
        Answers().play(b.block)  # no creature can block it
        _damage(b)
        return
    try:
        Answers().play(lambda **kw: b.block(blocker, p, **kw))
    except IllegalActionError:  # it can't be blocked by that creature (509.1b)
        Answers().play(b.block)
    _damage(b)


def block_round(b: Board, p: Any) -> None:
    """An opponent's creature attacks on the opponent's turn and ``p`` blocks it."""
    b.active = "opponent"  # set-up: the opponent's turn, so it attacks (508.1)
    raider = a_creature_of(b, "opponent", besides=p)
    if raider is None:
        return  # no creature of the opponent's can attack here
    b.edit(raider, controlled_since_turn_start=True)
    b.edit(p, tapped=False)  # set-up: an untapped creature blocks (509.1a)
    begin_combat(b)
    if not on_battlefield(b, raider) or b.attack_problems(raider):
        return
    Answers().play(lambda **kw: b.attack(raider, **kw))
    resolve_stack(b)
    if not on_battlefield(b, p) or not on_battlefield(b, raider):
        return
    Answers().play(lambda **kw: b.block(p, raider, **kw))
    _damage(b)
