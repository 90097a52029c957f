"""Madness's triggered ability resolving (CR 702.35a): its owner may cast the exiled
card by paying its madness cost rather than its mana cost; if they don't, they put it
into their graveyard.

The ability triggered as the card was discarded into exile
(:mod:`mtglab.engine.game.discarding`). As it resolves its owner answers, from the
action's ``choices=``: ``True`` to cast the card, or the list of the spell's targets to
cast it with those (601.2c), or ``False`` to put it into their graveyard. The spell is
cast during the ability's resolution (608.2g): timing restrictions don't apply, it is
paid for from the pool as usual with madness's alternative cost (702.35b, 118.9), and it
goes on the stack where the ability was. A card that has left exile meanwhile is a new
object (400.7): nothing happens.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mtglab.cards.castcosts import MADNESS, Madness
from mtglab.cards.effects import CastPermission, Relation, Selector
from mtglab.cards.vocabulary import Zone
from mtglab.engine.choices import Chooser
from mtglab.engine.game.zones import card_zone, move_card
from mtglab.engine.spells.casting import put_spell_on_stack
from mtglab.engine.state import GameState, StackItem
from mtglab.engine.wording import does
from mtglab.errors import IllegalActionError

__all__ = ["is_madness_trigger", "resolve_madness"]


def _madness(item: StackItem) -> Madness | None:
    a = item.ability
    if a is None or item.kind == "spell" or len(a.effects) != 1:
        return None
    e = a.effects[0]
    return e if isinstance(e, Madness) else None


def is_madness_trigger(item: StackItem) -> bool:
    """Whether the stack object is madness's triggered ability (702.35a)."""
    return _madness(item) is not None


def resolve_madness(state: GameState, item: StackItem, chooser: Chooser) -> GameState:
    """Resolve madness's triggered ability (702.35a; see the module docstring)."""
    madness = _madness(item)
    assert madness is not None and item.source_id is not None
    found = card_zone(state, item.source_id)
    if found is None or found[1] != "exile":
        return state.logged("resolve", item.name, "the card has left exile: it is a new "
                            "object, and nothing happens", "702.35a, 400.7")
    owner, _zone, entry = found
    assert entry.card is not None
    answer = chooser.pick_free(
        f"whether {owner} casts {entry.name} for its madness cost {madness.cost} "
        "(CR 702.35a): True, the list of its targets, or False", [True, False])
    if answer is False:
        state = state.logged("resolve", item.name, f"{does(owner, 'declines')} to cast it",
                             "702.35a")
        return move_card(state, item.source_id, "graveyard", f"{does(owner, 'puts')} it "
                         "into their graveyard: it wasn't cast", "702.35a")
    if answer is not True and not isinstance(answer, list | tuple):
        raise IllegalActionError(f"resolve {item.name}'s madness ability", [
            f"{answer!r} is not True, False or a list of targets (CR 702.35a)"])
    targets: Sequence[Any] = answer if isinstance(answer, list | tuple) else ()
    allowed = CastPermission(Selector(relation=Relation.SELF), Zone.EXILE,
                             alternative_cost=madness.cost, keyword=MADNESS)
    state = state.logged("resolve", item.name, f"{does(owner, 'casts')} it for its madness "
                         f"cost {madness.cost}", "702.35a, 608.2g")
    state, _none = put_spell_on_stack(state, entry.card, owner, targets=targets,
                                      from_card=item.source_id, resolving=allowed)
    return state
