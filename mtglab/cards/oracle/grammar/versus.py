"""Transformer rules for ``grammar/versus.lark``: conditions that compare players
(their life totals, 119; their hands, 402; the permanents they control, 108.4) or count
every player's permanents on the battlefield, read into
:class:`~mtglab.cards.effects.Condition` kinds of the one condition vocabulary
(:class:`~mtglab.cards.statics.StaticCondition`), checked by
:mod:`mtglab.engine.characteristics.conditions` as an ability resolves (608.2c), as an
intervening "if" triggers and resolves (603.4) and while a static ability applies
(611.3a)."""

from __future__ import annotations

import dataclasses
from typing import Any, Final

from lark import Token, Transformer, v_args

from mtglab.cards.effectparts import THAT_PLAYER
from mtglab.cards.effects import Condition, ControllerSpec, Relation, Selector
from mtglab.cards.oracle.grammar.objects import control_selector, letter_words, permanents
from mtglab.cards.statics import StaticCondition
from mtglab.cards.vocabulary import Zone

__all__ = ["ComparisonRules", "it_as_the_source", "names_the_source"]

#: "instant and/or sorcery cards": either type (205.2a)
_SPELL_CARDS: Final = Selector(types=("Instant", "Sorcery"), any_type=True)


def _kind_of(body: Selector) -> Selector:
    """The permanents a comparison counts for each player: ``body`` with no controller
    (each player's own are counted, 108.4)."""
    if body.relation is not None or body.controller is not ControllerSpec.ANY:
        raise ValueError("a comparison of a qualified selector")
    return permanents(body)


def names_the_source(cond: Condition | None) -> bool:
    """Whether an intervening "if" clause names the ability's source ("if ~ didn't
    attack this turn"), so that "it" after it is the source (608.2c: the object the text
    named), where the trigger event names no object."""
    return cond is not None and cond.kind == StaticCondition.SELF_ATTACKED


_IT: Final = Selector(relation=Relation.THAT)


def it_as_the_source(obj: Any) -> Any:
    """``obj`` (effects, or one record) with each bare "it" (``Selector(relation=THAT)``)
    read as the source, which the condition before it named (608.2c)."""
    if obj == _IT:
        return Selector(relation=Relation.SELF)
    if isinstance(obj, tuple | list):
        return type(obj)(it_as_the_source(x) for x in obj)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type | Selector):
        # only the fields that change: a value with its own constructor (Mana) is kept
        changes = {f.name: new for f in dataclasses.fields(obj) if f.init and
                   (new := it_as_the_source(getattr(obj, f.name))) != getattr(obj, f.name)}
        return dataclasses.replace(obj, **changes) if changes else obj
    return obj


@v_args(inline=True)
class ComparisonRules(Transformer[Token, Any]):
    """The transformer rules of ``versus.lark`` (mixed into the parser's)."""

    def cmp_opponent_more_life(self) -> Condition:
        """ "if an opponent has more life than you" (119)."""
        return Condition(StaticCondition.OPPONENT_MORE_LIFE)

    def cmp_opponent_more_cards(self) -> Condition:
        """ "if an opponent has more cards in hand than you" (402)."""
        return Condition(StaticCondition.OPPONENT_MORE_CARDS)

    def cmp_more_life_than_opponent(self) -> Condition:
        """ "if you have more life than an opponent": one of them (119)."""
        return Condition(StaticCondition.MORE_LIFE_THAN_OPPONENT)

    def cmp_player_most_life(self, _each: Token) -> Condition:
        """ "if a player has more life than each other player" (119)."""
        return Condition(StaticCondition.PLAYER_MOST_LIFE)

    def cmp_player_most_cards(self, _each: Token) -> Condition:
        """ "if a player has more cards in hand than each other player" (402)."""
        return Condition(StaticCondition.PLAYER_MOST_CARDS)

    def cmp_player_most_permanents(self, body: Selector, _each: Token) -> Condition:
        """ "if a player controls more creatures than each other player" (108.4)."""
        return Condition(StaticCondition.PLAYER_MOST_PERMANENTS, selector=_kind_of(body))

    def cmp_most_permanents(self, body: Selector, _each: Token) -> Condition:
        """ "if you control more creatures than each other player" (108.4)."""
        return Condition(StaticCondition.MOST_PERMANENTS, selector=_kind_of(body))

    def cmp_that_player_most_permanents(self, _t: Token, body: Selector,
                                        _each: Token) -> Condition:
        """ "if that player controls more lands than each other player": the player the
        trigger event named (an intervening "if", 603.4)."""
        return dataclasses.replace(self.cmp_most_permanents(body, _each), text=THAT_PLAYER)

    def cmp_defending_more_permanents(self, body: Selector) -> Condition:
        """ "if defending player controls more lands than you" (506.2, 508.5)."""
        return Condition(StaticCondition.DEFENDING_MORE_PERMANENTS, selector=_kind_of(body))

    def cmp_defending_more_cards(self) -> Condition:
        """ "if defending player has more cards in hand than you" (506.2, 402)."""
        return Condition(StaticCondition.DEFENDING_MORE_CARDS)

    def cmp_defending_controls_none(self, body: Selector) -> Condition:
        """ "if defending player controls no Walls" (506.2, 508.5)."""
        return Condition(StaticCondition.DEFENDING_CONTROLS, selector=_kind_of(body),
                         negate=True)

    def cmp_battlefield_at_least(self, _there: Token, n: int, body: Selector) -> Condition:
        """ "if there are four or more creatures on the battlefield": every player's
        permanents (108.4: not only yours)."""
        return Condition(StaticCondition.EXISTS, selector=_kind_of(body), count=n)

    def cmp_battlefield_none(self, _there: Token, body: Selector) -> Condition:
        """ "if there are no Zombies on the battlefield"."""
        return Condition(StaticCondition.EXISTS, selector=_kind_of(body), negate=True)

    def cmp_battlefield_none_are(self, no: Token, body: Selector) -> Condition:
        """ "if no creatures are on the battlefield"."""
        return self.cmp_battlefield_none(no, body)

    def cmp_team_controls(self, sel: Selector) -> Condition:
        """ "if your team controls another Warrior": "your team" is "you" in a game that
        isn't between teams (102.4), as mtglab's two-player games are."""
        if sel.controller is not ControllerSpec.ANY or sel.zone is not None or \
                sel.relation not in (None, Relation.OTHER):
            raise ValueError("'your team controls' a qualified selector")
        return Condition("control", selector=control_selector(sel), count=1)

    def cmp_self_didnt_attack(self, _s: Token) -> Condition:
        """ "if ~ didn't attack this turn": it wasn't declared as an attacker this turn
        (508.1a)."""
        return Condition(StaticCondition.SELF_ATTACKED, negate=True)

    def cmp_opponents_turn(self) -> Condition:
        """ "if it's an opponent's turn": the active player is one of your opponents
        (102.2, 500.1); in a two-player game, not your turn."""
        return Condition("your_turn", negate=True)

    def cmp_hand_one(self, _card: Token) -> Condition:
        """ "if you have a card in hand" (402)."""
        return Condition(StaticCondition.CARDS_IN_HAND, count=1)

    def cmp_hand_fewer(self, n: int, _card: Token) -> Condition:
        """ "if you have fewer than four cards in hand": three or fewer (402)."""
        if n < 1:
            raise ValueError("fewer than no cards")
        return Condition(StaticCondition.CARDS_IN_HAND_AT_MOST, count=n - 1)

    def cmp_opponent_hellbent(self, _card: Token) -> Condition:
        """ "if an opponent has no cards in hand" (402)."""
        return Condition(StaticCondition.OPPONENT_CARDS_AT_MOST, count=0)

    def cmp_opponent_monarch(self) -> Condition:
        """ "if an opponent is the monarch" (725)."""
        return Condition(StaticCondition.OPPONENT_MONARCH)

    def cmp_no_monarch(self) -> Condition:
        """ "if there is no monarch": no player is (725)."""
        return Condition(StaticCondition.MONARCH_EXISTS, negate=True)

    def cmp_full_party(self) -> Condition:
        """ "if you have a full party": a Cleric, a Rogue, a Warrior and a Wizard fill
        your party (700.8)."""
        return Condition(StaticCondition.FULL_PARTY)

    def cmp_life_exactly(self, n: int) -> Condition:
        """ "if you have exactly 13 life" (119)."""
        return Condition(StaticCondition.LIFE_EXACTLY, count=n)

    def cmp_that_had_none(self, tok: Token) -> Condition:
        """ "if it had no time counters on it": the object the trigger event was about had
        none of that kind, as it last existed (603.10a, 122.8)."""
        kind = str(tok).split()[3]  # the THAT_HAD_NO terminal: "it had no <kind> counters"
        return Condition("that_had_counters", counter=kind.lower(), negate=True)

    def _in_graveyard(self, n: int, noun: Selector | Token, *, negate: bool = False
                      ) -> Condition:
        kind = _SPELL_CARDS if isinstance(noun, Token) else noun
        return Condition(StaticCondition.CARDS_IN_ZONE, count=n, negate=negate,
                         selector=dataclasses.replace(kind, zone=Zone.GRAVEYARD,
                                                      controller=ControllerSpec.YOU))

    def cmp_graveyard_at_least(self, n: int, noun: Selector | Token) -> Condition:
        """ "if you have four or more creature cards in your graveyard" (404)."""
        return self._in_graveyard(n, noun)

    def cmp_graveyard_fewer(self, n: int, noun: Selector | Token) -> Condition:
        """ "if there are fewer than six creature cards in your graveyard": not six or
        more (404)."""
        return self._in_graveyard(n, noun, negate=True)

    def cmp_spells_in_graveyard(self, n: int, tok: Token) -> Condition:
        """ "if there are twenty or more instant and/or sorcery cards (among cards) in
        your graveyard" (205.2a, 404)."""
        return self._in_graveyard(n, tok)

    def cmp_control_no_other(self, _no: Token, body: Selector) -> Condition:
        """ "if you control no other creatures": none of yours but the source (108.4)."""
        if body.relation is not None or body.controller is not ControllerSpec.ANY or \
                body.zone is not None:
            raise ValueError("'you control no other' a qualified selector")
        return Condition("control", selector=control_selector(
            dataclasses.replace(body, relation=Relation.OTHER)), count=1, negate=True)

    def cmp_attached_power(self, tok: Token, n: int) -> Condition:
        """ "if enchanted (equipped) creature's power is 4 or greater": the creature the
        source is attached to (303.4, 301.5), its power now (208.1)."""
        relation = Relation.ENCHANTED if str(tok).lower().startswith("enchanted") else \
            Relation.EQUIPPED
        return Condition(StaticCondition.EXISTS, selector=Selector(
            types=("Creature",), relation=relation, min_power=n))

    def _died(self, kind: Selector, whose: ControllerSpec) -> Condition:
        if kind.relation not in (None, Relation.OTHER) or \
                kind.controller is not ControllerSpec.ANY or kind.zone is not None:
            raise ValueError("only 'a creature (of a kind) died under ... control' is read")
        return Condition("creature_died_under_control_this_turn", selector=dataclasses.replace(
            kind, relation=None, controller=whose))

    def cmp_died_yours(self, kind: Selector) -> Condition:
        """ "if a creature (a Phyrexian) died under your control this turn" (700.4): its
        types and controller as it last existed (603.10a)."""
        return self._died(kind, ControllerSpec.YOU)

    def cmp_died_theirs(self, kind: Selector) -> Condition:
        """ "if a creature died under an opponent's control this turn" (700.4)."""
        return self._died(kind, ControllerSpec.OPPONENT)

    def cmp_types_in_graveyard(self, n: int, tok: Token, _card: Token) -> Condition:
        """ "if there are three or more instant and/or sorcery cards in your graveyard":
        cards of any of those types (205.2a, 404)."""
        words = letter_words(str(tok))
        types = tuple(w.capitalize() for w in words if w not in ("and", "or"))
        return self._in_graveyard(n, Selector(types=types, any_type=True))
