"""Choosing a card name as an instruction resolves (CR 201.4, 608.2d): "Choose a nonland
card name. Search target player's graveyard, hand, and library for all cards with that
name ..." — the name is recorded among the resolution's choices, which "with that name"
reads after it (608.2c). :data:`mtglab.engine.effects.perform.VERBS` calls
:func:`choose_name`."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtglab.cards.effectparts import ControllerSpec
from mtglab.cards.library import ChooseCardName
from mtglab.cards.model import Card
from mtglab.engine.characteristics.cardnames import choose_card_name
from mtglab.engine.characteristics.selectors import CardLooks, SelectContext, matches
from mtglab.engine.state import BaseValues, GameState
from mtglab.engine.wording import does

if TYPE_CHECKING:
    from mtglab.engine.effects.perform import Resolution

__all__ = ["choose_name"]


def choose_name(state: GameState, e: ChooseCardName, res: Resolution
                ) -> tuple[GameState, Resolution]:
    """201.4, 608.2d: the ability's controller names a card of the kinds asked for (a
    "nonland card name" is the name of a card that isn't a land, 205); "with that name"
    after it reads the choice (608.2c)."""
    loose = replace(e.selector, zone=None, controller=ControllerSpec.ANY, relation=None)
    ctx = SelectContext(res.source_id, res.controller, source_name=res.source_name)
    what = e.selector.describe()

    def fits(card: Card) -> str | None:
        looks = CardLooks(BaseValues.of_card(card), res.controller)
        return None if matches(loose, 0, looks, ctx) else \
            f"{card.name} is not a {what} card (CR 201.4)"

    card = choose_card_name(state, res.chooser, f"a {what} card name for "
                            f"{res.source_name} (CR 201.4, 608.2d)", fits,
                            f"choose a card name for {res.source_name}")
    state = state.logged("choice", res.source_name,
                         f"{does(res.controller, 'chooses')} the name {card.name}", "201.4")
    return state, replace(res, chosen=(*res.chosen, ("card name", card.name)))
