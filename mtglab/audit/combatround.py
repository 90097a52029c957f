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

Before the round, its own "can't attack or block unless ..." is made to hold (508.1c,
509.1b: seven lands, one or fewer cards in hand, five +1/+1 counters on it,
:func:`~mtglab.audit.costs.make_conditions_hold`); an attack the declaration as a whole
refuses ("can't attack alone", 506.5; "attacks each combat if able", 508.1d) is declared
with every other creature of its controller that can attack; the attacker it blocks is
one it may block ("can block only creatures with flying", "can't block creatures with
power 2 or less", 509.1b).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtglab.audit.answers import Answers, resolve_stack
from mtglab.audit.costs import make_conditions_hold
from mtglab.audit.setting import a_creature_of, begin_combat, card_like, on_battlefield
from mtglab.board.board import Board
from mtglab.board.handles import Permanent
from mtglab.cards.effectparts import StaticModifier
from mtglab.cards.effects import Selector
from mtglab.cards.model import Card
from mtglab.cards.statics import CombatRule, CombatRuleKind
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


def _own_rules(b: Board, p: Any) -> list[Any]:
    """The records of the static abilities of ``p``'s card."""
    card = b.state.permanents[p.id].card if isinstance(p, Permanent) else None
    return [e for a in (card.abilities if isinstance(card, Card) else ()) if a.supported
            for e in a.effects]


def _able_to_fight(b: Board, p: Any) -> None:
    """Make ``p``'s own "can't attack or block unless <condition>" hold (508.1c,
    509.1b): the condition of each such restriction of its card, made true."""
    card = b.state.permanents[p.id].card if isinstance(p, Permanent) else None
    unless = [e.condition for e in _own_rules(b, p) if isinstance(e, StaticModifier)
              and e.kind in ("cant_attack", "cant_block") and e.condition is not None
              and e.condition.negate]
    if unless and isinstance(card, Card):
        make_conditions_hold(b, card, [replace(c, negate=False) for c in unless[:1]], p)


def _declare(b: Board, p: Any) -> None:
    """``p`` attacks; where the declaration as a whole is refused (it can't attack
    alone, 506.5; another creature must attack, 508.1d), with every other creature of
    its controller that can attack (508.1c-d)."""
    try:
        Answers().play(lambda **kw: b.attack(p, **kw))
    except IllegalActionError:
        others = [q for q in b if q != p and b.controller(q) == b.controller(p)
                  and not b.attack_problems(q)]
        if not others:
            raise
        Answers().play(lambda **kw: b.attack(p, *others, **kw))


def _raider_for(b: Board, p: Any) -> Any:
    """An opponent's creature ``p`` may block: of the kind its "can block only
    creatures with flying" names, of more power than its "can't block creatures with
    power 2 or less" allows (509.1b); else the opponent's own creature."""
    for e in _own_rules(b, p):
        if not isinstance(e, CombatRule) or e.other is None:
            continue
        if e.kind is CombatRuleKind.BLOCKS_ONLY:
            return b.add(card_like(replace(e.other, relation=None), "Raider"), "opponent")
        if e.kind is CombatRuleKind.CANT_BLOCK_THESE and e.other.max_power is not None:
            return b.add(card_like(Selector(types=("Creature",),
                                            min_power=e.other.max_power + 1), "Raider"),
                         "opponent")
    return a_creature_of(b, "opponent", besides=p)


def attack_round(b: Board, p: Any) -> None:
    """``p`` attacks, an opponent's creature blocks it where it may, damage is dealt.
    Where ``p`` can't attack (defender, 702.3b; "can't attack"), it blocks instead."""
    b.edit(p, controlled_since_turn_start=True)  # set-up: it may attack (302.6)
    _able_to_fight(b, p)
    if b.attack_problems(p):
        block_round(b, p)
        return
    blocker = a_creature_of(b, "opponent")
    begin_combat(b)
    if not on_battlefield(b, p) or b.attack_problems(p):
        return  # what triggered at the beginning of combat changed it
    _declare(b, p)
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
    _able_to_fight(b, p)
    raider = _raider_for(b, p)
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
