"""Casting a half of a split card (CR 709.3), both halves with fuse (702.102) and an
aftermath half from the graveyard (702.127).

A split card has two halves on one card (709.1). Its caster chooses which half to cast
(709.3), and only that half's characteristics are on the stack (709.3a): its name, its
mana cost, its colors, its instructions. As it leaves the stack, the whole card goes to
its owner's graveyard (or exile). A card with fuse may be cast from its owner's hand with
both halves: a fused split spell with the combined characteristics, that costs both
halves' mana costs and carries out the left half's instructions then the right half's
(702.102b-d). An aftermath half can be cast only from its owner's graveyard, and a spell
cast from a graveyard that way is exiled as it leaves the stack (702.127a); its
permission to be cast from there is the :class:`~mtglab.cards.effects.CastPermission`
with ``keyword="Aftermath"`` that :mod:`mtglab.engine.spells.casting` honours.

:func:`half_to_cast` is the card that becomes the spell; :data:`SPLIT_CARD` is the entry
of a spell's ``paid`` that keeps the whole card, which :func:`card_leaving_stack` returns.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from mtglab.cards.model import Card
from mtglab.engine.state import StackItem
from mtglab.errors import BadArgumentError, ChoiceRequired, IllegalActionError, UnsupportedError

__all__ = ["AFTERMATH_PAID", "BOTH_HALVES", "SPLIT_CARD", "card_leaving_stack", "half_to_cast",
           "is_split_card", "on_stack", "room_entering", "split_paid"]

#: the layouts of split cards (709.1; aftermath cards are split cards, 702.127)
SPLIT_LAYOUTS: Final = frozenset({"split", "aftermath"})
#: the entry of ``StackItem.paid`` holding the whole split card whose half was cast (709.3)
SPLIT_CARD: Final = "split_card"
#: the entry of ``StackItem.paid`` saying the spell was cast with aftermath (702.127a)
AFTERMATH_PAID: Final = "aftermath"
#: ``face=`` for both halves of a card with fuse (702.102a)
BOTH_HALVES: Final = "both"


def is_split_card(card: Card) -> bool:
    """Whether ``card`` is a split card: two halves on one card (709.1, 702.127)."""
    return card.layout in SPLIT_LAYOUTS and len(card.faces) == 2


def _has(face: Card, keyword: str) -> bool:
    return any(keyword in a.keywords and a.supported for a in face.abilities)


def half_to_cast(card: Card, face: str | None, zone: str) -> Card:
    """The card that becomes the spell when ``card`` is cast from ``zone`` as ``face``:
    the half named (709.3, 709.3a), both halves fused (``"both"``, 702.102), or the card
    itself when it isn't a split card and no face is named. Raises when no half is
    chosen, the name is none of its halves', or the half can't be cast from ``zone``
    (an aftermath half only from a graveyard, fuse only from a hand: 702.127a, 702.102a)."""
    if not is_split_card(card):
        if face is None:
            return card
        raise BadArgumentError("face", face, f"None: {card.name} is not a split card "
                               "(CR 709.1)")
    names = [f.name for f in card.faces]
    if face is None:
        raise ChoiceRequired(f"which half of {card.name} to cast (CR 709.3): face="
                             + " or ".join(repr(n) for n in names)
                             + (f" or {BOTH_HALVES!r} (fuse)" if _has(card.faces[0], "Fuse")
                                else ""))
    if face == BOTH_HALVES:
        return _played(_fused(card, zone))
    if face not in names:
        raise BadArgumentError("face", face, "the name of one of its halves: "
                               + " or ".join(repr(n) for n in names))
    half = card.faces[names.index(face)]
    if card.is_permanent_card:  # a Room's door: its permanent's lines never stop it
        return half
    if _has(half, "Aftermath") and zone != "graveyard":
        raise IllegalActionError(f"cast {face}", [
            f"{face} has aftermath: it can be cast only from its owner's graveyard, and "
            f"{card.name} is in a {zone} (CR 702.127a)"])
    return _played(half)


def _played(half: Card) -> Card:
    """``half``, refused when a line of its text isn't understood: the engine would
    carry out only part of the spell."""
    for a in half.abilities:
        if not a.supported:
            raise UnsupportedError(f"mtglab can't play {half.name}: {a.text!r} is not "
                                   f"understood ({a.problem})")
    return half


def _fused(card: Card, zone: str) -> Card:
    """Both halves cast as one fused split spell (702.102): the combined characteristics
    and mana cost of the card (702.102c, 709.4), the left half's instructions then the
    right half's (702.102d); only from a hand (702.102a)."""
    label = f"cast {card.name} fused"
    if not all(_has(f, "Fuse") for f in card.faces):
        raise IllegalActionError(label, [f"{card.name} has no fuse: only one half can be "
                                         "cast (CR 709.3, 702.102a)"])
    if zone != "hand":
        raise IllegalActionError(label, [f"a fused split spell can be cast only from its "
                                         f"owner's hand, and {card.name} is in a {zone} "
                                         "(CR 702.102a)"])
    left, right = card.faces
    abilities = tuple(a for f in (left, right) for a in f.abilities if "Fuse" not in a.keywords)
    return replace(left, name=card.name, mana_cost=card.mana_cost, colors=card.colors,
                   abilities=abilities, oracle_text="\n".join(
                       a.text for a in abilities))


def on_stack(moved: Card, half: Card) -> Card:
    """What the spell is once its card ``moved`` to the stack from a zone: the ``half``
    of a split card cast (709.3a), else the card itself."""
    return half if is_split_card(moved) else moved


def room_entering(item: StackItem, card: Card) -> tuple[Card, tuple[int, ...]]:
    """The card a resolving permanent spell ``item`` (its card ``card``) puts onto the
    battlefield, and the doors it enters unlocked: for the door of a Room cast as a
    spell, the whole Room with that door unlocked (709.5d); a Room that wasn't cast
    enters with none (709.5d); any other card, itself."""
    whole = card_leaving_stack(item, card)
    if not is_split_card(whole) or not whole.is_permanent_card:
        return card, ()
    names = [f.name for f in whole.faces]
    return whole, ((names.index(card.name),) if whole is not card and card.name in names
                   else ())


def split_paid(whole: Card, spell: Card) -> tuple[str, Card | None]:
    """The entry of the spell's ``paid`` keeping the whole card when ``spell`` is one
    half (or both) of it (709.3)."""
    return (SPLIT_CARD, whole if whole is not spell else None)


def card_leaving_stack(item: StackItem, card: Card) -> Card:
    """The card that leaves the stack with the spell ``item``: the whole split card when
    a half (or both) was cast (709.3), else ``card``."""
    whole = dict(item.paid).get(SPLIT_CARD)
    return whole if isinstance(whole, Card) else card
