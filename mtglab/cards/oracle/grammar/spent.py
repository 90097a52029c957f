"""Transformer rules of ``spent.lark``: what a permanent's spell was cast with (CR
601.2h: the mana spent, its colors, convoke 702.51c, delve 607.2a, the commander's casts
903.8) and what happened this turn or is on the board, as the
:class:`~mtglab.cards.effects.Amount` and :class:`~mtglab.cards.effects.Condition`
records that :mod:`mtglab.engine.events.entering` and :mod:`mtglab.engine.game.history`
compute."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import Amount, Condition, Selector
from mtglab.cards.oracle.grammar.objects import COLOR_WORDS
from mtglab.cards.vocabulary import AmountKind

__all__ = ["SpentRules"]


def _color(tok: Token) -> str:
    """The color letter of a color word ("white": "W")."""
    return COLOR_WORDS[str(tok).lower()]


@v_args(inline=True)
class SpentRules(Transformer[Any, Any]):
    """The amounts and conditions of ``spent.lark`` (a mixin of the parser's transformer)."""

    # -- the spell's mana (601.2h) ------------------------------------------------------
    def cond_mana_spent_color(self, n: int, color: Token, *_: Any) -> Condition:
        return Condition("mana_spent_color", count=n, text=_color(color))

    def cond_mana_spent_same_color(self, n: int, *_: Any) -> Condition:
        return Condition("mana_spent_same_color", count=n)

    def cond_colors_spent(self, n: int, *_: Any) -> Condition:
        return Condition("colors_spent", count=n)

    def cond_not_cast_or_free(self) -> Condition:
        # not cast (601.2a), or cast with no mana spent (601.2h)
        return Condition("any", conditions=(Condition("was_cast", negate=True),
                                            Condition("no_mana_spent")))

    def cond_another_colored_spell(self, color: Token) -> Condition:
        return Condition("another_colored_spell", text=_color(color))

    def amount_mana_spent(self, *_: Any) -> Amount:
        return Amount(AmountKind.MANA_SPENT, 0)

    def per_each_symbols_spent(self, mana: Token, *_: Any) -> Amount:
        # "for each {G}{G} spent to cast it": the pairs of that mana among what was spent
        letters = "".join(c for c in str(mana).upper() if c in "WUBRGC")
        if len(letters) * 3 != len(str(mana)):
            raise ValueError("only colored or colorless mana symbols")
        return Amount(AmountKind.MANA_SPENT_SYMBOLS, 0, text=letters)

    def per_each_convoked(self, _tok: Token) -> Amount:
        return Amount(AmountKind.CONVOKED_CREATURES, 0)

    def per_each_delved(self, _tok: Token) -> Amount:
        return Amount(AmountKind.DELVED_INSTANTS_SORCERIES, 0)

    def per_each_commander_cast(self) -> Amount:
        # only commanders you own, cast by you (903.8)
        return Amount(AmountKind.COMMANDER_CASTS, 0, text="the times you've cast a commander "
                      "from the command zone this game")

    # -- this turn's history -------------------------------------------------------------
    def amount_opponents_life_lost(self) -> Amount:
        return Amount(AmountKind.OPPONENTS_LIFE_LOST_THIS_TURN, 0)

    def amount_opponent_drawn_most(self) -> Amount:
        return Amount(AmountKind.OPPONENT_CARDS_DRAWN_MOST, 0)

    def amount_life_gained_this_turn(self) -> Amount:
        return Amount(AmountKind.LIFE_GAINED_THIS_TURN, 0)

    def per_each_opponent_lost_life(self, _tok: Token) -> Amount:
        return Amount(AmountKind.OPPONENTS_WHO_LOST_LIFE, 0)

    def per_each_other_spell(self, _tok: Token) -> Amount:
        return Amount(AmountKind.SPELLS_CAST_THIS_TURN, 0, text="other")

    def per_each_land_entered(self, _tok: Token) -> Amount:
        return Amount(AmountKind.LANDS_ENTERED_THIS_TURN, 0)

    # -- counts of the board and of cards ----------------------------------------------
    def amount_cards_in_hands(self) -> Amount:
        return Amount(AmountKind.CARDS_IN_HANDS, 0)

    def amount_most_creatures(self) -> Amount:
        return Amount(AmountKind.MOST_CREATURES_CONTROLLED, 0)

    def amount_total_toughness(self, sel: Selector) -> Amount:
        return Amount(AmountKind.TOTAL_TOUGHNESS, 0, selector=sel)

    def amount_total_mana_value(self, sel: Selector) -> Amount:
        if sel.zone is None:
            raise ValueError("the total mana value of permanents")
        return Amount(AmountKind.CARDS_MANA_VALUE, 0, selector=sel)

    def per_each_counter_among(self, name: Token, sel: Selector) -> Amount:
        if sel.zone is not None:
            raise ValueError("counters on cards in a zone")
        return Amount(AmountKind.COUNTERS_AMONG, 0, selector=sel, counter=str(name).lower())

    def per_each_distinct_cost(self, sel: Selector) -> Amount:
        return Amount(AmountKind.DISTINCT_MANA_COSTS, 0, selector=sel)
