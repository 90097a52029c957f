"""Who may see the top card of a library (CR 401.2, 401.5): the records of the static
abilities "You may look at the top card of your library any time", "Play with the top
card of your library revealed" and "Players play with the top card of their libraries
revealed".

A library is a face-down pile no player may look at (401.2); these abilities let its
owner look at its top card, or reveal it to every player, for as long as they apply
(604.1). They change no characteristic and no event: only what a player may see, which
:func:`mtglab.engine.game.hidden.top_card_seen_by` decides and ``b.library`` shows.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["REVEALED_STATICS", "TopCardVisible"]


@dataclass(frozen=True, slots=True)
class TopCardVisible:
    """The top card of a library may be seen (CR 401.5): ``revealed`` — every player sees
    it ("Play with the top card of your library revealed"); otherwise only the library's
    owner may look at it ("You may look at the top card of your library any time").
    ``every_library``: "Players play with the top card of their libraries revealed" (each
    player's library); otherwise the library of the ability's controller."""

    revealed: bool = False
    every_library: bool = False


#: the static abilities (604.1) of this module
REVEALED_STATICS: tuple[type, ...] = (TopCardVisible,)
