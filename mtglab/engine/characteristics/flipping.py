"""Flip cards (CR 710): a permanent's normal characteristics until it flips, its
alternative ones after.

A flip card has its normal name, text, type line, power and toughness on the top half and
alternative ones on the bottom (710.1a-b); its mana cost and color are the same on both
(710.1c — the card model gives its second face the first's). A flipped permanent's base
values are its alternative characteristics (710.2), and it stays flipped while it stays
on the battlefield (710.4; :attr:`~mtglab.engine.state.PermanentState.flipped`).
"""

from __future__ import annotations

from dataclasses import replace

from mtglab.cards.model import Card
from mtglab.engine.state import BaseValues, GameState

__all__ = ["flip", "flipped_values", "is_flip_card"]


def is_flip_card(card: Card | None) -> bool:
    """Whether ``card`` is a flip card: normal and alternative characteristics (710.1)."""
    return card is not None and card.layout == "flip" and len(card.faces) == 2


def flipped_values(card: Card) -> BaseValues:
    """The base values of the flip card ``card`` once flipped: its alternative
    characteristics, with its mana cost and colors (710.1b-c, 710.2)."""
    return BaseValues.of_card(card.faces[1])


def flip(state: GameState, pid: int) -> GameState:
    """Flip permanent ``pid`` (710.2): its alternative characteristics apply. Nothing
    happens to a permanent that isn't a flip card, is face down, or is flipped already
    (710.4); the log says which."""
    perm = state.permanents[pid]
    name = perm.base.name
    if not is_flip_card(perm.card) or perm.face_down is not None or perm.is_token:
        return state.logged("flip", name, "nothing happens: it isn't a flip card", "710.1")
    if perm.flipped:
        return state.logged("flip", name, "nothing happens: it is flipped already", "710.4")
    assert perm.card is not None
    values = flipped_values(perm.card)
    state = state.with_permanent(replace(perm, base=values, flipped=True))
    return state.logged("flip", name, f"flips: it is {values.name}", "710.2")
