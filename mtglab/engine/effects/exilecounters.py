"""Counters on cards in exile (CR 122.1) and the copies that choose such a card.

A card in exile can have counters on it: "exile a creature you control and put a
takeover counter on it" (The Master, Formed Anew's Body Thief), a "memory counter" (The
Animus). They stay on the card while it stays in exile; moved to another zone, it is a
new object without them (400.7, 122.2). They are kept on its
:class:`~mtglab.engine.state.CardInZone` (``counters``), set up from the Board
(``Board.add(card, zone="exile", counters={...})``) and kept in board files.

:func:`exile_cards` exiles cards from a graveyard, with the counters the instruction
puts on them ("exile target card from a graveyard with a memory counter on it").

"You may have ~ enter as a copy of a creature card in exile with a takeover counter on
it" (707.5) copies only a card that is in exile, of that type, with that counter:
:func:`copied_card_problem` says why another card can't be copied.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from mtglab.cards.effects import ControllerSpec, ExileCards, ExileUntilLeaves, Relation, Selector
from mtglab.engine.characteristics.selectors import CardLooks, SelectContext, matches
from mtglab.engine.choices import Chooser
from mtglab.engine.game.zones import card_zone, moved_card
from mtglab.engine.state import BaseValues, GameState

__all__ = ["copied_card_problem", "exile_cards", "exiled_with_counters"]


def exiled_with_counters(state: GameState, card_id: int,
                         counters: Mapping[str, int]) -> GameState:
    """The state with these counters on the card ``card_id`` in exile (122.1); a card
    in another zone keeps no counters in mtglab."""
    found = card_zone(state, card_id)
    if found is None or found[1] != "exile":
        raise ValueError(f"#{card_id} is not a card in exile: only cards in exile keep "
                         "counters in mtglab (CR 122.1)")
    entry = found[2]
    have = dict(entry.counters)
    for kind, n in counters.items():
        have[kind] = have.get(kind, 0) + n
    new = replace(entry, counters=tuple(sorted((k, n) for k, n in have.items() if n > 0)))
    state = state.evolve(exile=tuple(new if c.id == card_id else c for c in state.exile))
    what = ", ".join(f"{n} {k} counter(s)" for k, n in counters.items())
    return state.logged("counters", entry.name, f"{what} on it in exile", "122.1")


def copied_card_problem(state: GameState, sel: Selector, card_id: int,
                        who: str) -> str | None:
    """Why the card ``card_id`` can't be the card an "enter as a copy of a <kind of>
    card in exile with a <kind> counter on it" ability copies, or ``None`` (707.5,
    122.1)."""
    found = card_zone(state, card_id)
    if found is None or found[1] != sel.zone or found[2].card is None:
        return f"#{card_id} is not a card in {sel.zone} (CR 707.5)"
    owner, _zone, entry = found
    assert entry.card is not None
    looks = CardLooks(BaseValues.of_card(entry.card), owner)
    if not matches(replace(sel, zone=None, controller=ControllerSpec.ANY), card_id,
                   looks, SelectContext(None, who), counters=dict(entry.counters)):
        counter = f" with a {sel.with_counter} counter on it" if sel.with_counter else ""
        kind = "/".join(sel.types) or "card"
        return (f"{entry.name} is not a {kind.lower()} card in {sel.zone}{counter} "
                "(CR 707.5, 122.1)")
    return None


def exile_cards(state: GameState, effect: ExileCards | ExileUntilLeaves, who: str,
                 targets: Sequence[int], chooser: Chooser, source_name: str) -> GameState:
    """Exile cards from a graveyard: the target (none for "up to one target" when none
    was chosen, 115.1), or one chosen as it resolves ("exile a card from a graveyard");
    "with a memory counter on it" puts those counters on each card exiled (122.1)."""
    sel = effect.selector
    if sel.relation in (Relation.TARGET, Relation.THAT):  # "that card" (603.12, 400.7)
        chosen = [t for t in targets if (z := card_zone(state, t)) and z[1] == "graveyard"]
    else:
        yards = [c for cards in state.graveyards.values() for c in cards if c.id is not None]
        options = {c.id: c.name for c in yards if c.id is not None and c.card is not None
                   and (not sel.types or all(t in c.card.types for t in sel.types))}
        if not options:
            return state
        chosen = [chooser.pick_permanent("the card to exile from a graveyard", options)]
    counters = dict(effect.counters) if isinstance(effect, ExileCards) else {}
    for cid in chosen:
        new, state = moved_card(state, cid, "exile", f"exiled by {source_name}", "406.3")
        if counters:  # "with a memory counter on it": on the new object in exile (122.1)
            state = exiled_with_counters(state, new, counters)
    return state
