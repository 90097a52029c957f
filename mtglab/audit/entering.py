"""Put a permanent card onto a check's board the way it gets there in a game: cast (an
Aura with a target it can enchant, 303.4a; X = 1, 107.3m), or played if a land
(305.1), each choice answered with its first legal option (:mod:`mtglab.audit.answers`).

A card that can't be cast here — no mana cost (202.1b), an additional cost nothing on
the board pays, nothing it may enchant — is put onto the battlefield as set-up instead
(:func:`mtglab.audit.costs.place_card`), so that its abilities are still played.
"""

from __future__ import annotations

from typing import Any

from mtglab.audit.answers import Answers, resolve_stack
from mtglab.audit.costs import place_card
from mtglab.audit.setting import POOL, place_like
from mtglab.board.board import Board
from mtglab.board.handles import Permanent
from mtglab.cards.effects import StaticModifier
from mtglab.cards.model import Card
from mtglab.errors import IllegalActionError

__all__ = ["enchant_target", "enter"]


def enchant_target(b: Board, card: Card, who: str = "opponent") -> list[Any]:
    """For an Aura, an object its enchant ability allows, put on ``b`` (303.4a) — under
    ``who``'s control where the ability names no controller; else nothing."""
    if "Aura" not in card.subtypes:
        return []
    sel = next((e.selector for a in card.abilities if a.supported for e in a.effects
                if isinstance(e, StaticModifier) and e.kind == "enchant"), None)
    return [] if sel is None else [place_like(b, sel, who, "Enchanted")]


def enter(b: Board, card: Card, *, who: str = "you", **cast: Any) -> Any:
    """``card`` onto the battlefield under ``who``'s control (see the module docstring),
    and the stack resolved; its permanent, or ``None`` when it entered and left again
    (a land that returns itself, a creature with 0 toughness, 704.5f). ``cast``: more
    arguments of ``b.cast``."""
    if "Land" in card.types and card.mana_cost is None:
        c = b.add(card, who, zone="hand")
        before = {p.id for p in b}
        try:
            Answers().play(lambda **kw: b.play_land(c, player=who, **kw))
        except IllegalActionError:
            return place_card(b, card, controller=who)
        resolve_stack(b)
        new = [p for p in b if p.id not in before]
        return new[0] if new else None
    if card.mana_cost is not None:
        b.add_mana(who, POOL)
        x = 1 if card.mana_cost.has_x else None
        try:
            placed = Answers(targets=enchant_target(b, card), x=x, **cast).play(
                lambda **kw: b.cast(card, controller=who, **kw))
        except IllegalActionError:
            placed = None  # set-up below
        else:
            resolve_stack(b)
            if placed is not None:
                return placed
    target = [t for t in enchant_target(b, card) if isinstance(t, Permanent)]
    p = place_card(b, card, controller=who, attached_to=target[0] if target else None)
    looks = b.characteristics(p)
    if "Creature" in looks["types"] and (looks["toughness"] or 0) <= 0:
        # as it would have entered with +1/+1 counters ("enters with", 614.1c), so it
        # isn't put into its owner's graveyard at once (704.5f)
        b.add_counters(p, "+1/+1", 1 - (looks["toughness"] or 0))
    return p
