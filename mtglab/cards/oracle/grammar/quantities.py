"""Transformer rules for amounts and counts (``quantities.lark``: CR 107.1, 107.3c, 122.1,
301.5, 608.2h, 613.4c).

"For each <thing>" is one production, ``per_each``, that every verb's amount slot takes;
these methods build the :class:`~mtglab.cards.effects.Amount` records of the counts this
part adds (records: :mod:`mtglab.cards.amounts`). A method that raises ``ValueError``
rejects the reading: the line then stays unsupported.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import Amount, ControllerSpec, Relation, Selector
from mtglab.cards.oracle.grammar.objects import letter_words
from mtglab.cards.vocabulary import AmountKind, Zone

__all__ = ["QuantityRules"]


@v_args(inline=True)
class QuantityRules(Transformer[Any, Any]):
    """The counts of ``quantities.lark`` (a mixin of the parser's transformer)."""

    # -- "for each <counter> counter on ~" (122.1) ---------------------------------------
    def per_each_counters(self, name: Token, *on: Any) -> Amount:
        """Counters of one kind on the source, or on the object "it" names (122.1)."""
        return Amount(AmountKind.COUNTERS, 0, counter=str(name).lower(), selector=_on(on))

    def per_each_any_counter(self, *on: Any) -> Amount:
        """Counters of every kind on the source or on "it" (122.1)."""
        return Amount(AmountKind.COUNTERS, 0, counter=None, selector=_on(on))

    def per_each_blocker_beyond_first(self, _words: Token) -> Amount:
        """The creatures blocking the source beyond the first (rampage, 702.23a)."""
        return Amount(AmountKind.BLOCKERS_BEYOND_FIRST, 0)

    def per_each_opponent_attacked(self, _words: Token) -> Amount:
        """The opponents the controller attacked with a creature this combat (melee,
        702.121a)."""
        return Amount(AmountKind.OPPONENTS_ATTACKED, 0)

    # -- "for each Aura attached to it" (301.5, 303.4) -----------------------------------
    def per_each_attached(self, sel: Selector, _tok: Token) -> Amount:
        """The objects of a kind attached to the object "it" names (608.2c)."""
        if sel.relation is not None or sel.zone is not None or \
                sel.controller is not ControllerSpec.ANY:
            raise ValueError("objects attached to it, of a named object or a controller")
        return Amount(AmountKind.ATTACHED, 0, selector=sel)

    # -- "for each opponent you have" (102.3) -------------------------------------------
    def per_each_opponent(self) -> Amount:
        """The opponents of the ability's controller (102.3)."""
        return Amount(AmountKind.OPPONENTS, 0)

    def per_each_died(self, _tok: Token) -> Amount:
        """The creatures that died this turn, under any player's control (700.4)."""
        return Amount(AmountKind.CREATURES_DIED_THIS_TURN, 0)

    # -- "for each creature in your party" (700.8) ----------------------------------------
    def per_each_party(self, _tok: Token) -> Amount:
        """The creatures in the controller's party (700.8)."""
        return Amount(AmountKind.PARTY, 0)

    # -- "equal to" / ", where X is" amounts (107.3c, 608.2h) ----------------------------
    def amount_opponents(self) -> Amount:
        """"The number of opponents you have" (102.3)."""
        return Amount(AmountKind.OPPONENTS, 0)

    def amount_greatest_toughness(self, sel: Selector) -> Amount:
        """"The greatest toughness among creatures you control" (208.1)."""
        return Amount(AmountKind.GREATEST_TOUGHNESS, 0, selector=_on_battlefield(sel))

    def amount_greatest_mana_value(self, sel: Selector) -> Amount:
        """"The highest mana value among permanents you control" (202.3)."""
        return Amount(AmountKind.GREATEST_MANA_VALUE, 0, selector=_on_battlefield(sel))

    def amount_differently_named(self, sel: Selector) -> Amount:
        """"The number of differently named lands you control": their names, each
        counted once (201.2)."""
        return Amount(AmountKind.DIFFERENTLY_NAMED, 0, selector=_on_battlefield(sel))

    def amount_cards_in_their_hand(self, _card: Token, _tok: Token) -> Amount:
        """"The number of cards in their hand": the hand of the player the instruction
        acts on, counted for each in turn (402, 608.2c)."""
        return Amount(AmountKind.COUNT, 0, selector=Selector(
            zone=Zone.HAND, controller=ControllerSpec.THAT_PLAYER))

    def amount_cards_in_their_graveyard(self, _card: Token, _tok: Token) -> Amount:
        """"The number of cards in their graveyard": the graveyard of the player the
        instruction acts on, counted for each in turn (404, 608.2c)."""
        return Amount(AmountKind.COUNT, 0, selector=Selector(
            zone=Zone.GRAVEYARD, controller=ControllerSpec.THAT_PLAYER))

    def amount_life_lost(self) -> Amount:
        """"The life lost this way": what the instruction before made players lose
        (119.3, 608.2c), the amount "that much" stands for."""
        return Amount(AmountKind.THAT_MUCH, 0)

    # -- "artifact and/or creature card in your graveyard" (205.2a, 404) ----------------
    def body_cards_either(self, *parts: Any) -> Selector:
        """Cards of any one of the listed types, in a zone."""
        at = next(i for i, p in enumerate(parts) if isinstance(p, tuple) and
                  len(p) == 2 and isinstance(p[0], Zone))  # the zone_ref
        listed = next(p for p in parts if isinstance(p, Token) and p.type == "CARD_TYPES_EITHER")
        types = tuple(w.capitalize() for w in letter_words(str(listed))
                      if w not in ("and", "or"))
        words = [p for p in parts[:at] if not isinstance(p, Token)]
        sel: Selector = self.selector(*words, *parts[at + 1:])  # type: ignore[attr-defined]
        if sel.types or sel.subtypes or sel.relation is not None:
            raise ValueError("a type word besides the listed types")
        zone, owner = parts[at]
        return replace(sel, types=types, any_type=True, zone=zone, controller=owner)

    # -- "put a number of +1/+1 counters on it equal to ..." (122.1, 608.2h) --------------
    def i_put_counters_equal(self, name: Token, sel: Selector, amount: Amount) -> Any:
        """Counters of one kind, as many as the amount counts."""
        spec = (str(name).lower(), amount, False)
        if amount.selector is not None and \
                amount.selector.controller is ControllerSpec.THAT_PLAYER:
            raise ValueError("counters by an amount counted for each player")
        return self.i_put_counters(spec, sel)  # type: ignore[attr-defined]

    def i_put_counters_equal_first(self, name: Token, amount: Amount, sel: Selector) -> Any:
        """"... counters equal to its power on ...": the amount written first."""
        return self.i_put_counters_equal(name, sel, amount)

    # -- "cards named ~ in all graveyards" (201.2, 404) -----------------------------------
    def body_cards_qualified(self, *parts: Any) -> Selector:
        """Cards in a zone, the qualifiers ("named ~") written before the zone."""
        zone, owner = parts[-1]
        words = [p for p in parts[:-1] if not (isinstance(p, Token) and p.type == "CARD_WORD")]
        sel: Selector = self.selector(*words)  # type: ignore[attr-defined]
        return replace(sel, zone=zone, controller=owner)

    # -- "enters with a +1/+1 counter on it for each ..." (614.1c) ----------------------
    def tail_per_each(self, per: Amount) -> tuple[str, Any]:
        """The one "for each" production, after "enters with ... counters" (122.6); what
        the entering event can't count is refused after (cards.entering.entering_limit);
        "for each creature sacrificed this way" names an instruction before (608.2c): a
        spell's own cast trigger reads it (grammar/cast_self.lark)."""
        if per.kind is AmountKind.THAT_MUCH:
            raise ValueError("entering with counters for each object moved this way")
        return ("per", per)


def _on_battlefield(sel: Selector) -> Selector:
    """The permanents a "greatest ... among" or "differently named" amount looks at; cards
    in a zone, a target or a named object are another reading, refused here."""
    if sel.zone is not None or sel.relation not in (None, Relation.OTHER):
        raise ValueError("a greatest value among cards in a zone or a named object")
    return sel


def _on(words: tuple[Any, ...]) -> Selector | None:
    """"on ~": the source (None); "on it": the object "it" names, marked THAT (608.2c):
    each creature a static ability changes ("Each creature you control gets +1/+1 for
    each +1/+1 counter on it"), the source for its own triggers."""
    if any(isinstance(w, Token) and w.type == "SELF" for w in words):
        return None
    return Selector(relation=Relation.THAT)
