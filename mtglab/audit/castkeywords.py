"""What a line-playing check (:mod:`mtglab.audit.copies`) pays with a spell's casting
keywords, so that the counters they count are played too: a creature tapped for convoke
(CR 702.51a), an artifact tapped for improvise (702.126a) and, for delve, an instant
and a creature card exiled from the graveyard (702.66a; the instant is "exiled with
it", 607.2a), a card discarded for a kicker cost that discards (702.33a), a card
revealed for "you may reveal a Dragon card" (601.2f); and a card with escape is cast
from the graveyard with it, so that "~ escapes with" counters are played (702.138).
"""

from __future__ import annotations

from typing import Any

from mtglab.audit.setting import POOL
from mtglab.board.board import Board
from mtglab.board.handles import CardHandle
from mtglab.cards.castcosts import CastLater
from mtglab.cards.effects import CastPermission
from mtglab.cards.model import Card
from mtglab.engine.spells.castkeywords import discard_kicker, has_keyword, reveal_cost

__all__ = ["cast_later", "escape_cast", "keyword_payment"]


def keyword_payment(b: Board, card: Card) -> dict[str, Any]:
    """The ``convoke=`` / ``delve=`` arguments of ``b.cast`` for ``card``, with what they
    name put on ``b`` for "you": ``{}`` for a card without convoke or delve."""
    out: dict[str, Any] = {}
    cost = card.mana_cost
    if cost is None:
        return out
    if has_keyword(card, "Convoke"):  # of a color the cost has, so it pays something
        color = sorted(cost.colors)[0] if cost.colors else "G"
        helper = Card.from_text(name="Convoking Helper", type_line="Creature — Elf",
                                mana_cost=f"{{{color}}}", power=1, toughness=1)
        out["convoke"] = [b.add(helper, "you")]
    if has_keyword(card, "Improvise") and cost.generic:  # an artifact pays {1} (702.126a)
        helper = Card.from_text(name="Improvising Helper", type_line="Artifact",
                                mana_cost="{1}")
        out["improvise"] = [b.add(helper, "you")]
    discarding = discard_kicker(card)  # a card of that type for the kicker (702.33a)
    if discarding is not None:
        fodder = Card.from_text(name="Discarded Card", type_line=f"{discarding[1]} — Bear"
                                if discarding[1] == "Creature" else discarding[1],
                                mana_cost="{1}{G}", power=2 if discarding[1] == "Creature"
                                else None, toughness=2 if discarding[1] == "Creature"
                                else None)
        out["discard"] = [b.add(fodder, "you", zone="hand")]
    revealing = reveal_cost(card)  # a card of that subtype to reveal (601.2f)
    if revealing is not None:
        shown = Card.from_text(name="Revealed Card", type_line=f"Creature — {revealing}",
                               mana_cost="{4}{R}", power=4, toughness=4)
        out["reveal"] = [b.add(shown, "you", zone="hand")]
    if has_keyword(card, "Delve"):  # as many as its generic mana pays for, up to two
        spell = Card.from_text(name="Delved Instant", type_line="Instant", mana_cost="{U}")
        other = Card.from_text(name="Delved Creature", type_line="Creature — Bear",
                               mana_cost="{1}{G}", power=2, toughness=2)
        out["delve"] = [b.add(c, "you", zone="graveyard")
                        for c in (spell, other)[:min(2, cost.generic)]]
    return out


def escape_cast(b: Board, card: Card) -> dict[str, Any]:
    """For a card with escape: the card put into "you"'s graveyard with the other cards
    its escape cost exiles, as ``b.cast`` arguments (the card's handle first, then
    ``exile=``); ``{}`` for a card without escape (702.138a)."""
    for a in card.abilities:
        for e in a.effects if a.supported else ():
            if isinstance(e, CastPermission) and e.keyword == "Escape":
                filler = Card.from_text(name="Graveyard Filler", type_line="Sorcery",
                                        mana_cost="{B}")
                handle = b.add(card, "you", zone="graveyard")
                return {"card": handle, "exile": [b.add(filler, "you", zone="graveyard")
                                                  for _ in range(e.exile_others)]}
    return {}


def cast_later(b: Board, card: Card, later: CastLater) -> CardHandle:
    """For a card with foretell or plot (``later``): the card put into "you"'s hand,
    exiled by its special action with the pool paying for it (116.2h, 116.2k), and the
    turn passed to "you"'s next main phase with an empty stack (the triggers on the way
    resolved), so that the card in exile, whose handle this is, may be cast now
    (702.143a, 702.170d)."""
    hand = b.add(card, "you", zone="hand")
    b.add_mana("you", POOL)
    exiled = b.exile_to_cast_later(hand, later.keyword)
    start = b.state.turn
    for _ in range(8):  # to the next turn of "you", its main phase (505.1)
        while not b.stack.empty:
            b.resolve()
        if b.active == "you" and b.state.turn > start and "main" in str(b.state.phase):
            break
        b.pass_turn()
    return exiled
