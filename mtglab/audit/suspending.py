"""Play a card with suspend the way it is cast (CR 702.62a): suspended from the hand,
its time counters removed turn by turn, and cast without paying its mana cost when the
last is removed. The keyword line is played so (:mod:`mtglab.audit.statics`), and so is
the spell text of a card with no mana cost (202.1b: such a card can't be cast by paying
it; suspend is how it is cast, :mod:`mtglab.audit.spells`)."""

from __future__ import annotations

from mtglab.audit.answers import Answers, resolve_stack
from mtglab.audit.entering import enchant_target
from mtglab.audit.setting import POOL, base_board
from mtglab.audit.targets import targets_for
from mtglab.cards.ability import AbilityKind
from mtglab.cards.castcosts import Suspend
from mtglab.cards.model import Card
from mtglab.engine.game.castlater import LAST
from mtglab.errors import IllegalActionError

__all__ = ["play_suspended", "suspend_of"]


def suspend_of(card: Card) -> Suspend | None:
    """The suspend record of ``card``'s supported keyword line, or None (702.62a)."""
    return next((e for a in card.abilities if a.supported for e in a.effects
                 if isinstance(e, Suspend)), None)


def play_suspended(card: Card, suspend: Suspend) -> None:
    """Suspend the card (116.2f) and pass the turns until its last time counter is
    removed; its owner then casts it without paying its mana cost (702.62a), with
    targets placed on the board for a spell that needs them."""
    b = base_board()
    hand = b.add(card, "you", zone="hand")
    b.add_mana("you", POOL)
    b.exile_to_cast_later(hand, "suspend")
    effects = [e for a in card.abilities if a.kind is AbilityKind.SPELL for e in a.effects]
    for _ in range(4 * suspend.time + 8):
        stack = b.state.stack
        if not stack:
            if not any(c.name == card.name for c in b.state.exile):
                return  # cast, and resolved
            b.pass_turn()
            continue
        top = stack[-1]
        if top.source_id is not None and dict(top.paid).get("event") == LAST:
            aimed = enchant_target(b, card) if card.is_permanent_card else \
                targets_for(b, effects) if effects else []
            flat = [getattr(t, "id", t) for g in aimed
                    for t in (g if isinstance(g, list | tuple) else (g,))]
            b.resolve(choices=[flat or True])  # its targets (601.2c), or just cast it
            resolve_stack(b)
        else:
            Answers().play(b.resolve)
    raise IllegalActionError(f"suspend {card.name}", ["it was never cast (CR 702.62a)"])
