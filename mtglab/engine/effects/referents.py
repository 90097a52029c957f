"""What "it" of a leaves-the-battlefield trigger names as the ability resolves (CR 400.7,
400.7e, 603.6e, 603.10a, 608.2h).

The object the event was about has left the battlefield: it is a new object now (400.7).
"It deals damage equal to its power" uses that object as it last existed (608.2h);
"exile it", "return it to its owner's hand", "put it on top of its owner's library" find
the card it became in the public zone it went to, if it is still there (400.7e, 603.6e),
and do nothing if it has moved again (400.7: a new object once more). What the trigger
kept is recorded by :mod:`mtglab.engine.resolution.leftobjects`.

>>> from mtglab.engine.effects.referents import LEFT_LOOKS, LEFT_AS
>>> LEFT_LOOKS, LEFT_AS
('left_looks', 'left_as')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from mtglab.engine.characteristics.layers import Characteristics
from mtglab.engine.game.zones import card_zone, moved_card
from mtglab.engine.state import GameState

__all__ = ["LEFT_AS", "LEFT_LOOKS", "left_card", "left_card_in", "left_named_looks",
           "move_left_card"]

#: the keys of a triggered ability's ``paid`` that keep the object that left (608.2h) and
#: the card it became with its zone (400.7e)
LEFT_LOOKS: Final = "left_looks"
LEFT_AS: Final = "left_as"


def left_named_looks(paid: Mapping[str, Any]) -> tuple[tuple[int, Characteristics], ...]:
    """The object the trigger was about as it last existed on the battlefield, as
    ``Resolution.named_looks`` holds it (608.2h); empty when it didn't leave."""
    looks = paid.get(LEFT_LOOKS)
    that = paid.get("that")
    if not isinstance(looks, Characteristics):
        return ()
    return ((that if isinstance(that, int) else -1, looks),)


def left_card(state: GameState, paid: Mapping[str, Any]) -> int | None:
    """The card the object that left became, if it is still in the public zone it went
    to (400.7e); None otherwise. A card put into a graveyard ("whenever a creature card is
    put into a graveyard") is that card there."""
    found = paid.get(LEFT_AS)
    if found is None and paid.get("event") == "card_to_graveyard" and \
            isinstance(paid.get("that"), int):
        found = (paid["that"], "graveyard")
    if found is None:
        return None
    card_id, zone = found
    where = card_zone(state, card_id)
    return card_id if where is not None and where[1] == zone else None


def left_card_in(state: GameState, paid: Mapping[str, Any], zone: str) -> int | None:
    """"Return that card (it) to the battlefield" after a creature died: the card it
    became in ``zone`` (a graveyard), if it is still there (400.7e, 603.6e) — found as
    :func:`left_card` finds it, or as the trigger's "that" object when the engine already
    named the card (the "dies" triggers of another object, 603.10a); None otherwise."""
    card_id = left_card(state, paid)
    if card_id is None and isinstance(paid.get("that"), int):
        card_id = paid["that"]
    where = card_zone(state, card_id) if card_id is not None else None
    return card_id if where is not None and where[1] == zone else None


def move_left_card(state: GameState, paid: Mapping[str, Any], named: Sequence[Any],
                   to: str, why: str, who: str, *, top: bool = False
                   ) -> tuple[GameState, list[int]]:
    """Move the card the object that left became to zone ``to`` ("exile it", "return it
    to its owner's hand", "put it on top of its owner's library"), when nothing else has
    been named since (608.2c) and the card is still where it went (400.7e); its new id
    (a new object again, 400.7) is returned, or nothing when it can't be found; ``who``
    names the resolving ability's source in the log."""
    if any(isinstance(t, int | str) for t in named):
        return state, []
    card_id = left_card(state, paid)
    if card_id is None:
        return state.logged("not found", who, "the card it became "
                            "has left the zone it went to: a new object (400.7)", "400.7e"), []
    new, state = moved_card(state, card_id, to, why, "400.7e", top=top)
    return state, [new]
