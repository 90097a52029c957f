"""Transformer rules for ``grammar/trigger_sentences.lark``: the sentences of a
triggered ability that change its trigger condition rather than say what it does
(CR 603) — "This ability triggers only once each turn" (``Trigger.once_each_turn``) —
and the instructions about the object a trigger event named: the card a creature that
died became (400.7e), the spell cast (701.6a).
The parser keeps them on the line's :class:`~mtglab.cards.ability.Trigger`
(:func:`trigger_sentence`); anywhere else such a sentence is not understood."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Final

from lark import Token, Transformer, v_args

from mtglab.cards.ability import Ability
from mtglab.cards.compoundeffects import CounterSpell
from mtglab.cards.effects import Relation, ReturnFromGraveyard, Selector
from mtglab.cards.generalway import walk
from mtglab.cards.oracle.grammar.instructions import (
    DEAD_CARD,
    dead_card_returned,
    owners_control,
    returned_it,
)
from mtglab.cards.oracle.grammar.objects import Marker
from mtglab.cards.vocabulary import Zone
from mtglab.mana import ManaCost

__all__ = ["ONCE_EACH_TURN", "TriggerSentenceRules", "event_object_outside_a_trigger",
           "trigger_sentence"]

#: the spell a cast trigger is about (601.2i)
_THAT_SPELL: Final = Selector(zone=Zone.STACK, relation=Relation.THAT)

#: the marker kind of "This ability triggers only once each turn"
ONCE_EACH_TURN: Final = "trigger_once_each_turn"


@v_args(inline=True)
class TriggerSentenceRules(Transformer[Token, Any]):
    """The transformer rules of ``trigger_sentences.lark`` (mixed into the parser's)."""

    def trigger_once_each_turn(self) -> Marker:
        """ "This ability triggers only once each turn": after the ability has
        triggered, its source's ability doesn't trigger again that turn (603.2)."""
        return Marker(ONCE_EACH_TURN)

    def i_return_dead_card_hand(self, _card: Token, *_hand: Any) -> ReturnFromGraveyard:
        """ "return that card to its owner's hand" ("your hand": a card goes only to its
        owner's hand, 400.3): the card the creature became (400.7e)."""
        return ReturnFromGraveyard(DEAD_CARD, Zone.HAND)

    def i_return_dead_card(self, _card: Token, *under: object) -> ReturnFromGraveyard:
        """ "return that card to the battlefield (under your / its owner's control)"
        (400.7e, 110.2a)."""
        return dead_card_returned(False, owners_control(*under))

    def i_return_dead_card_tapped(self, card: Token, *under: object) -> ReturnFromGraveyard:
        """The same, the card entering tapped."""
        return dead_card_returned(True, owners_control(*under))

    def return_that_card_now(self, _words: Token) -> Any:
        """ "return that card (it, that creature) to the battlefield under its owner's
        control" with no moment after it: at once — after "exile ...", the card exiled
        (400.7); said first, the card a trigger event put into a graveyard (400.7e)."""
        return returned_it(True)

    def i_counter_that_spell(self, that: Token) -> CounterSpell:
        """ "counter that spell" / "counter it": the spell cast (701.6a)."""
        if str(that).lower() not in ("that spell", "it"):
            raise ValueError("'counter' of the spell itself")
        return CounterSpell(_THAT_SPELL)

    def i_counter_that_spell_unless(self, that: Token, _unless: Token, mana: Token
                                    ) -> CounterSpell:
        """ "... unless that player (its controller) pays {N}": the caster, who controls
        the spell (118.12)."""
        cost = ManaCost.parse(str(mana))
        if cost.has_x:
            raise ValueError("'unless ... pays {X}' of a spell cast")
        return replace(self.i_counter_that_spell(that), unless_pays=cost)


def trigger_sentence(reading: Any) -> dict[str, Any] | None:
    """The changes a sentence read as ``reading`` makes to the line's trigger (the
    :class:`~mtglab.cards.ability.Trigger` fields it sets), or None when it is no such
    sentence."""
    if isinstance(reading, Marker) and reading.kind == ONCE_EACH_TURN:
        return {"once_each_turn": True}
    return None


def event_object_outside_a_trigger(effects: Any) -> str | None:
    """Why ``effects`` can't be those of a spell, an activated or a static ability: they
    return "that card" a creature that died became, or counter "that spell" cast — objects
    only a trigger event names (603.2, 608.2c); None when they don't."""
    # (not inside an ability it holds: an emblem's or a granted one is a line of its own)
    for e in walk(effects, skip=Ability):
        if isinstance(e, ReturnFromGraveyard) and e.selector == DEAD_CARD:
            return "'that card' without a trigger event that named it (CR 603.2)"
        if isinstance(e, CounterSpell) and e.selector == _THAT_SPELL:
            return "'that spell' without a spell cast (CR 603.2)"
    return None
