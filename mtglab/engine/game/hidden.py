"""What players may see of a library (CR 401.2, 401.5).

A library is a face-down pile: no player may look at its cards (401.2). Static abilities
of permanents change that for its top card only (401.5): "You may look at the top card
of your library any time" lets the library's owner look at it, "Play with the top card
of your library revealed" shows it to every player (the records of
:mod:`mtglab.cards.revealed`).

>>> import mtglab as ml
>>> b = ml.Board()
>>> _ = b.add(ml.Card.from_text(name="Seer", type_line="Enchantment", mana_cost="{U}",
...       oracle_text="You may look at the top card of your library any time."))
>>> _ = b.add("Forest", zone="library")
>>> top_card_seen_by(b.state, "you")
(('you',), ('Seer',))
>>> top_card_seen_by(b.state, "opponent")
((), ())
"""

from __future__ import annotations

from mtglab.cards.revealed import TopCardVisible
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.state import GameState

__all__ = ["top_card_seen_by"]


def top_card_seen_by(state: GameState, player: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The players who may see the top card of ``player``'s library now (CR 401.5), in
    turn order, and the names of the permanents whose static abilities let them; nobody
    without one (401.2)."""
    seen: set[str] = set()
    sources: list[str] = []
    for c in characteristics_of(state).values():
        for ref in c.abilities:
            a = ref.ability
            for e in a.effects if a.supported and a.kind.value == "static" else ():
                if not isinstance(e, TopCardVisible) or not (
                        e.every_library or c.controller == player):
                    continue
                seen.update(state.player_names if e.revealed else (player,))
                if c.name not in sources:
                    sources.append(c.name)
    return tuple(p for p in state.player_names if p in seen), tuple(sources)
