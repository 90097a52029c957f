"""Cost changes from static abilities of permanents (CR 601.2f, 118.7): "White spells you
cast cost {1} less to cast", "Noncreature spells cost {1} more to cast", "Spells your
opponents cast cost {2} more to cast". As a spell's total cost is determined, every such
ability on the battlefield whose casters and kinds of spells match adds its increase,
then takes off its reduction of generic mana (601.2f: increases first, then reductions;
118.7c: a reduction takes off generic mana only, never below nothing).

>>> import mtglab as ml
>>> b = ml.Board()
>>> _ = b.add(ml.Card.from_text(name="Tax", type_line="Enchantment",
...     oracle_text="Noncreature spells cost {1} more to cast."))
>>> bolt = ml.Card.from_text(name="Shock", mana_cost="{R}", type_line="Instant",
...     oracle_text="Shock deals 2 damage to any target.")
>>> str(cost_increase(b.state, bolt, "you"))
'{1}'
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from mtglab.cards.castcosts import SpellsCostChange
from mtglab.cards.effects import ControllerSpec, Selector
from mtglab.cards.model import Card
from mtglab.engine.characteristics.amounts import count_for_each
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.characteristics.selectors import CardLooks, SelectContext, matches
from mtglab.engine.state import BaseValues, GameState
from mtglab.mana import ManaCost

__all__ = ["cost_increase", "cost_reduction"]


def _changes(state: GameState, card: Card, who: str,
             targets: Sequence[object]) -> Iterator[SpellsCostChange]:
    """Each static cost change that applies to ``card`` (:func:`_changes_with_sources`)."""
    return (e for e, _pid in _changes_with_sources(state, card, who, targets))


def _changes_with_sources(state: GameState, card: Card, who: str, targets: Sequence[object]
                          ) -> Iterator[tuple[SpellsCostChange, int]]:
    """Each static cost change on the battlefield that applies to ``card`` as ``who``
    casts it: its casters are ``who`` (its controller's spells, or their opponents'),
    ``card`` is of its kinds, and one of the ``targets`` chosen for it is what the change
    names, if it names one (601.2c, 601.2f)."""
    looks = CardLooks(BaseValues.of_card(card), who)
    chars = characteristics_of(state)
    for pid, c in chars.items():
        for ref in c.abilities:
            a = ref.ability
            for e in a.effects if a.supported and a.kind.value == "static" else ():
                if not isinstance(e, SpellsCostChange):
                    continue
                if e.casters is ControllerSpec.YOU and c.controller != who:
                    continue
                if e.casters is ControllerSpec.OPPONENT and c.controller == who:
                    continue
                if not matches(e.selector, -1, looks, SelectContext(pid, c.controller)):
                    continue
                if e.targets is None or _targets_one(state, e.targets, pid, c.controller,
                                                     targets):
                    yield e, pid


def _targets_one(state: GameState, sel: Selector, pid: int, controller: str,
                 targets: Sequence[object]) -> bool:
    """Whether a permanent among ``targets`` is one ``sel`` names for the ability of
    ``pid``: that permanent itself, the one it is attached to, or a permanent of the kind
    (601.2c)."""
    chars = characteristics_of(state)
    ctx = SelectContext(pid, controller, state.permanents[pid].attached_to)
    for t in targets:
        if not isinstance(t, int) or t not in state.permanents:
            continue
        perm = state.permanents[t]
        if matches(sel, t, chars[t], ctx, tapped=perm.tapped, is_token=perm.is_token,
                   counters=dict(perm.counters)):
            return True
    return False


def cost_increase(state: GameState, card: Card, who: str,
                  targets: Sequence[object] = ()) -> ManaCost:
    """What the permanents' "cost {N} more to cast" abilities add to ``card``'s total cost
    as ``who`` casts it with ``targets`` chosen, every instance (601.2f)."""
    total = ManaCost.parse("")
    for e in _changes(state, card, who, targets):
        if e.more:
            total = total + e.mana
    return total


def cost_reduction(state: GameState, card: Card, who: str,
                   targets: Sequence[object] = ()) -> int:
    """How much less generic mana the permanents' "cost {N} less to cast" abilities take
    off ``card``'s total cost as ``who`` casts it with ``targets`` chosen, every instance
    (601.2f, 118.7)."""
    return sum(e.mana.generic * _times(state, e, pid)
               for e, pid in _changes_with_sources(state, card, who, targets) if not e.more)


def _times(state: GameState, e: SpellsCostChange, pid: int) -> int:
    """How many times the reduction is made: once, or once for each of what ``e.per``
    counts for the ability's source now (601.2f; 0 for a count mtglab can't make)."""
    if e.per is None:
        return 1
    c = characteristics_of(state)[pid]
    n = count_for_each(e.per, state, SelectContext(
        pid, c.controller, state.permanents[pid].attached_to), characteristics_of(state))
    return max(0, n or 0)
