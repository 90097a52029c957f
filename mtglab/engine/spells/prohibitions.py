"""Prohibitions on casting from static abilities (CR 101.2, 604.1, 611.3): "Your opponents
can't cast spells during your turn", "You can't cast creature spells", "Players can't
cast spells from graveyards or libraries", "Each player can't cast more than one spell
each turn" (:class:`~mtglab.cards.castprohibitions.CastProhibition`). A prohibition beats
every permission (101.2), so it is checked however the spell is cast — in a main phase,
with flash, or as another spell or ability resolves (608.2g).

>>> import mtglab as ml
>>> b = ml.Board()
>>> _ = b.add(ml.Card.from_text(name="Ban", type_line="Enchantment",
...     oracle_text="You can't cast creature spells."))
>>> bear = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
...     power="2", toughness="2")
>>> cast_prohibited(b.state, bear, "you", "hand")
["Ban's ability: you can't cast spells (creature) (CR 101.2, 604.1)"]
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mtglab.cards.castprohibitions import CastProhibition, CastWhen
from mtglab.cards.effects import ControllerSpec, Selector
from mtglab.cards.model import Card
from mtglab.cards.vocabulary import Phase
from mtglab.engine.characteristics.conditions import holds
from mtglab.engine.characteristics.layers import characteristics_of, linked_choices
from mtglab.engine.characteristics.selectors import CardLooks, SelectContext, matches
from mtglab.engine.game.history import spells_cast_of
from mtglab.engine.state import BaseValues, GameState

__all__ = ["cast_prohibited"]

#: the steps of the combat phase (506.1)
_COMBAT = frozenset({Phase.BEGINNING_OF_COMBAT, Phase.DECLARE_ATTACKERS,
                     Phase.DECLARE_BLOCKERS, Phase.COMBAT_DAMAGE, Phase.END_OF_COMBAT})


def cast_prohibited(state: GameState, card: Card, who: str, zone: str) -> list[str]:
    """Why ``who`` can't cast ``card`` from ``zone`` now because of a static ability of a
    permanent, each with its source and rule; empty when nothing prohibits it."""
    chars = characteristics_of(state)
    looks = CardLooks(BaseValues.of_card(card), who)  # its kinds as it is cast (601.2i)
    out = []
    for pid, c in chars.items():
        if not c.has_statics:
            continue
        for ref in c.abilities:
            a = ref.ability
            for e in a.effects if a.supported else ():
                if isinstance(e, CastProhibition) and _applies(
                        state, e, pid, c.controller, chars, looks, who, zone):
                    out.append(f"{c.name}'s ability: {e.describe()} (CR 101.2, 604.1)")
    return out


def _cast_this_turn(state: GameState, who: str, sel: Selector) -> int:
    """The spells of the kind ``sel`` names ``who`` cast this turn (601.2i): every spell
    for any kind."""
    if sel == Selector():
        return state.player(who).spells_cast
    return spells_cast_of(state, who, sel)


def _applies(state: GameState, e: CastProhibition, pid: int, controller: str,
             chars: Mapping[int, Any], looks: CardLooks, who: str, zone: str) -> bool:
    if e.casters is ControllerSpec.YOU and who != controller:
        return False
    if e.casters is ControllerSpec.OPPONENT and who == controller:
        return False
    ctx = SelectContext(pid, controller, state.permanents[pid].attached_to,
                        chosen=linked_choices(state, pid))  # "the chosen color" (614.12)
    if not matches(e.selector, -1, looks, ctx):
        return False
    if e.when is CastWhen.YOUR_TURN and state.active != controller:
        return False
    if e.when is CastWhen.COMBAT and state.phase not in _COMBAT:  # 506.1
        return False
    if e.zones and zone not in e.zones:  # 601.2a: where it is cast from
        return False
    if e.most is not None and _cast_this_turn(state, who, e.selector) < e.most:
        return False  # 601.2i: the spells of the kind they cast this turn
    # "as long as ...", "during your turn, ..." (611.3a): one mtglab can't tell doesn't hold
    return e.condition is None or bool(holds(state, e.condition, ctx, chars))
