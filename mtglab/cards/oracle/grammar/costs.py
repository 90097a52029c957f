"""Transformer rules of the activation costs of ``costs.lark`` (CR 118, 602.1): records
of :mod:`mtglab.cards.effects` (:class:`~mtglab.cards.effects.Cost`). A method that
raises ``ValueError`` rejects the reading."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import Amount, ControllerSpec, Cost, Relation, Selector
from mtglab.cards.oracle.grammar.objects import Noun, card_type_word, letter_words
from mtglab.cards.vocabulary import CostKind, Zone

__all__ = ["CostRules"]


@v_args(inline=True)
class CostRules(Transformer[Any, Any]):
    """Builds the costs of ``costs.lark`` (mixed into the parser's transformer)."""

    def noun_creatures(self) -> Noun:
        """ "creatures" read as the noun after a number ("two creatures", 205.2a)."""
        return Noun("type", "Creature")

    def cost_exile_either(self, n: Amount, listed: Token, _card: Token, zone: Zone) -> Cost:
        """ "Exile an instant or sorcery card from your graveyard" (118.3)."""
        types = tuple(w.capitalize() for w in letter_words(str(listed))
                      if w not in ("and", "or"))
        return Cost(CostKind.EXILE, selector=Selector(types=types, any_type=True),
                    amount=n, zone=zone)

    def cost_exile_top(self, *parts: Any) -> Cost:
        """ "Exile the top [N] card(s) of your library" (118.3, 401.1): those cards."""
        n = next((p for p in parts if isinstance(p, int)), 1)
        return Cost(CostKind.EXILE, amount=Amount.fixed(int(n)), zone=Zone.LIBRARY)

    def _attached_cost(self, tok: Token) -> Selector:
        """ "enchanted creature", "equipped creature": what the source is attached to."""
        relation, noun = str(tok).lower().split()
        return Selector(types=(card_type_word(noun),),
                        relation=Relation.ENCHANTED if relation == "enchanted"
                        else Relation.EQUIPPED)

    def cost_tap_attached(self, tok: Token) -> Cost:
        """ "Tap enchanted creature" (118.3): an untapped one its player controls."""
        return Cost(CostKind.TAP_OTHER, selector=replace(
            self._attached_cost(tok), tapped=False, controller=ControllerSpec.YOU))

    def cost_sacrifice_attached(self, tok: Token) -> Cost:
        """ "Sacrifice enchanted creature" (701.21a: only one its player controls)."""
        return Cost(CostKind.SACRIFICE, selector=self._attached_cost(tok))

    def _counter_holder(self, n: Amount, sel: Selector) -> Selector:
        """The one permanent "a creature you control" a counter is removed from."""
        if n.kind != "fixed" or n.value != 1 or sel.zone is not None or \
                sel.controller is not ControllerSpec.YOU or sel.relation not in (
                    None, Relation.OTHER):
            raise ValueError("counters removed from a permanent you control")
        return sel

    def cost_remove_counter_from(self, spec: tuple[str, Amount, bool], n: Amount,
                                 sel: Selector) -> Cost:
        """ "Remove a +1/+1 counter from a creature you control" (118.3): one with one."""
        name, amount, any_number = spec
        if any_number or amount.kind != "fixed" or amount.value != 1:
            raise ValueError("one counter removed from another permanent")
        return Cost(CostKind.REMOVE_COUNTERS, counter=name, amount=amount,
                    selector=replace(self._counter_holder(n, sel), with_counter=name))

    def cost_remove_any_counter_from(self, one: Amount, n: Amount, sel: Selector) -> Cost:
        """ "Remove a counter from a permanent you control" (118.3): one of any kind."""
        if one.kind != "fixed" or one.value != 1:
            raise ValueError("one counter removed from another permanent")
        return Cost(CostKind.REMOVE_COUNTERS, amount=one,
                    selector=replace(self._counter_holder(n, sel), any_counter=True))

    def cost_discard_another_named(self, _card: Token, _self: Token) -> Cost:
        """ "Discard another card named ~" (grandeur): one with the source's name (201.2)."""
        return Cost(CostKind.DISCARD, selector=Selector(named="~", relation=Relation.OTHER),
                    amount=Amount.fixed(1), zone=Zone.HAND)
