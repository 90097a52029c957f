"""Searching a library (CR 701.23): what an ability or a spell that says "search your
library for ..." does, shared by abilities (:mod:`mtglab.engine.effects.oneshot`) and spells
(:mod:`mtglab.engine.spells.casting`). Each passes how a card found goes onto the battlefield
(its replacement effects applied, its abilities triggering), which it owns."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from mtglab.cards.effects import ControllerSpec, SearchLibrary
from mtglab.engine.characteristics.selectors import CardLooks, SelectContext, matches
from mtglab.engine.choices import Chooser
from mtglab.engine.game.zones import move_card, moved_card, zone_cards
from mtglab.engine.mana.production import ProductionContext, amount_value
from mtglab.engine.resolution.triggers import triggered_by_searching
from mtglab.engine.state import BaseValues, GameState

__all__ = ["Onto", "search_library"]

#: How a card found goes onto the battlefield: (state, card id, controller, chooser,
#: tapped=, why=, rule=) -> state.
Onto = Callable[..., GameState]


def search_library(state: GameState, effect: SearchLibrary, who: str, chooser: Chooser,
                   source_name: str, paid: Mapping[str, Any], *, onto: Onto) -> GameState:
    """Search your library for cards (701.23): up to ``count`` matching cards, each
    chosen (a search may fail to find, 701.23b, when ``up_to``), put onto the
    battlefield (by ``onto``), into your hand or into your graveyard — where the card
    found is "that card" for the rest of the ability (400.7: Scion of the Ur-Dragon);
    then the library is shuffled."""
    if effect.destination == "graveyard" and isinstance(paid, dict):
        paid["that_card"] = None  # nothing found yet: "if you do" fails (608.2c)
    sel = effect.selector
    n = amount_value(effect.count, ProductionContext(state, None, who))
    loose = replace(sel, zone=None, controller=ControllerSpec.ANY, relation=None)
    for _ in range(n):
        found = {c.id: c.name for c in zone_cards(state, who, "library")
                 if c.id is not None and c.card is not None and matches(
                     loose, c.id, CardLooks(BaseValues.of_card(c.card), who),
                     SelectContext(None, who))}
        if not found:
            break
        cid = chooser.pick_permanent(f"the {sel.describe()} card to find", found)
        if effect.destination == "hand":
            state = move_card(state, cid, "hand", f"found by {source_name}", "701.23a")
        elif effect.destination == "graveyard":
            new, state = moved_card(state, cid, "graveyard", f"found by {source_name}",
                                    "701.23a")
            if isinstance(paid, dict):
                paid["that_card"] = new
        else:
            state = onto(state, cid, who, chooser, tapped=effect.tapped,
                         why=f"found by {source_name}", rule="701.23a")
    state = triggered_by_searching(state, who)  # "whenever an opponent searches"
    return state.logged("shuffle", who, "the library is shuffled; mtglab keeps its order "
                        "(a shuffle's result is random, 701.20)", "701.23a, 701.20")
