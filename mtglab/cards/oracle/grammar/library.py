"""The transformer rules of ``grammar/library.lark``: instructions about libraries (CR 401)
read into the records of :mod:`mtglab.cards.library`.

>>> from mtglab.cards.oracle.parser import parse_ability
>>> a = parse_ability("When ~ enters, you may search your library for a basic Forest or "
...                   "Plains card, reveal it, put it into your hand, then shuffle.",
...                   name="Scout")
>>> may, shuffle = a.effects
>>> search = may.effects[0]
>>> search.selector.supertypes, search.selector.subtypes, search.to, search.reveal
(('Basic',), ('Forest', 'Plains'), <Found.HAND: 'hand'>, True)
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Final

from lark import Token, Transformer, v_args

from mtglab.cards.compoundeffects import IfThatCard, PutThatCard
from mtglab.cards.effectparts import ControllerSpec, Relation
from mtglab.cards.effects import (
    Amount,
    Condition,
    ExileCards,
    MayDo,
    ReturnFromGraveyard,
    Selector,
)
from mtglab.cards.functioning import SELF_IN_GRAVEYARD
from mtglab.cards.instructions import ChooseCard, Who, target_parts
from mtglab.cards.library import (
    ChooseCardName,
    ChoosePile,
    ExileGraveyard,
    ExileTop,
    Found,
    FromGraveyard,
    IfCardIs,
    IfNotPut,
    PutOnLibrary,
    PutPiles,
    PutRest,
    RevealTopCards,
    RevealUntil,
    Search,
    SeparatePiles,
    Shuffle,
    ShuffleInto,
    TakeFromAmong,
)
from mtglab.cards.optional import PlayerMay
from mtglab.cards.oracle.grammar.instructions import owners_control
from mtglab.cards.oracle.grammar.objects import Adj, word_number
from mtglab.cards.oracle.grammar.verb_copy import the_revealed
from mtglab.cards.vocabulary import AmountKind, Zone

__all__ = ["LibraryRules"]

#: "any number of": as many as there are (the engine stops at the cards it can find)
_ANY: Final = 999
#: the card types that aren't permanent types (CR 110.4a)
_NONPERMANENT: Final = ("Instant", "Sorcery")
#: adjectives that name a kind of card on their own ("Plains", "artifact")
_KIND_KEYS: Final = ("type", "subtype")


class _Kind:
    """The adjectives of one alternative of what is searched for ("basic Forest")."""

    __slots__ = ("adjs",)

    def __init__(self, adjs: tuple[Adj, ...]) -> None:
        self.adjs = adjs


class _Cards:
    """What a search or a choice "from among them" is for: a card selector."""

    __slots__ = ("selector",)

    def __init__(self, selector: Selector) -> None:
        self.selector = selector


class _Zones:
    __slots__ = ("player", "zones")

    def __init__(self, player: Who, zones: tuple[Zone, ...]) -> None:
        self.player = player
        self.zones = zones


class _To:
    __slots__ = ("tapped", "to", "yours")

    def __init__(self, to: Found, tapped: bool = False, yours: bool = False) -> None:
        self.to = to
        self.tapped = tapped
        self.yours = yours


class _Reveal:
    __slots__ = ()


class _Split:
    """ "put one <to> and the other <rest>" after a search (701.23a)."""

    __slots__ = ("others", "to")

    def __init__(self, to: _To, others: Found) -> None:
        self.to = to
        self.others = others


def _rest_zone(rest: PutRest) -> Found:
    """Where "the other" / "the rest" go when it is a zone (a hand, a graveyard)."""
    if rest.to is None:
        raise ValueError("the other card back into the library: not read here")
    return rest.to


def _after_comma(items: tuple[Any, ...]) -> tuple[Any, ...]:
    """The clauses after a LIB_COMMA or VERB_COMMA token (the plain comma is filtered
    out by lark)."""
    return items[1:] if items and isinstance(items[0], Token) and \
        items[0].type in ("LIB_COMMA", "VERB_COMMA") else items


@v_args(inline=True)
class LibraryRules(Transformer[Token, Any]):
    """Library instructions (701.20, 701.23, 701.24); a mixin of the parser's transformer,
    which provides ``selector`` (grammar/objects.py)."""

    def _select(self, *parts: Any, alternatives: bool = False) -> Selector:
        """A selector of these words (the parser's ``ObjectRules.selector``)."""
        sel: Selector = self.selector(*parts, alternatives=alternatives)  # type: ignore[attr-defined]
        return sel

    # -- what is searched for --------------------------------------------------------
    def lib_kind(self, *adjs: Adj) -> _Kind:
        return _Kind(adjs)

    def _kind_selector(self, kind: _Kind, quals: tuple[Any, ...]) -> Selector:
        """One alternative: "a Rebel permanent card" is a Rebel that is no instant or
        sorcery (110.4a); "permanent" alone, any permanent type."""
        adjs = kind.adjs
        permanent = any(a.key == "permanent" for a in adjs)
        rest = tuple(a for a in adjs if a.key != "permanent")
        if permanent and rest:
            sel = self._select(*rest, *quals)
            return replace(sel, excluded_types=(*sel.excluded_types, *_NONPERMANENT))
        return self._select(*adjs, *quals)

    def lc_kinds(self, *items: Any) -> _Cards:
        kinds = [i for i in items if isinstance(i, _Kind)]
        quals = tuple(i for i in items if isinstance(i, tuple))
        if len(kinds) == 1:
            return _Cards(self._kind_selector(kinds[0], quals))
        if any(not k.adjs for k in kinds):
            raise ValueError("an empty alternative")
        later = [k.adjs for k in kinds[1:]]
        if all(len(a) == 1 and a[0].key in _KIND_KEYS for a in later) and \
                kinds[0].adjs[-1].key in _KIND_KEYS and \
                all(a.key not in _KIND_KEYS for a in kinds[0].adjs[:-1]):
            # "a basic Forest or Plains card": the first one's words hold for each (205)
            words = (*kinds[0].adjs, *(a[0] for a in later))
            return _Cards(self._select(*words, *quals, alternatives=True))
        return self._either(kinds, quals)

    def _either(self, kinds: list[_Kind], quals: tuple[Any, ...]) -> _Cards:
        """"A basic land card or a Desert card": one of several selectors (205)."""
        either = tuple(self._kind_selector(k, ()) for k in kinds)
        base = self._select(*quals)
        return _Cards(replace(base, either=either))

    def lc_either(self, *items: Any) -> _Cards:
        kinds = [i for i in items if isinstance(i, _Kind)]
        quals = tuple(i for i in items if isinstance(i, tuple))
        if any(not k.adjs for k in kinds):
            raise ValueError("an empty alternative")
        return self._either(kinds, quals)

    def lc_each(self, *items: Any) -> _Cards:
        """"A Forest card and a Plains card", "a creature card and/or a land card": one
        card of each kind (608.2c), found or taken together."""
        either = self.lc_either(*items).selector
        return _Cards(replace(either, one_each=True))

    def lf_one(self, cards: _Cards) -> tuple[Amount, bool, Selector]:
        if cards.selector.one_each:  # one of each kind (a search may find fewer, 701.23b)
            return Amount.fixed(len(cards.selector.either)), True, cards.selector
        return Amount.fixed(1), False, cards.selector

    def lf_up_to(self, n: int, cards: _Cards) -> tuple[Amount, bool, Selector]:
        return Amount.fixed(n), True, cards.selector

    def lf_up_to_x(self, cards: _Cards) -> tuple[Amount, bool, Selector]:
        """ "up to X <cards>": X of the spell or ability, or of ", where X is ..." after
        the clauses (107.3)."""
        return Amount(AmountKind.X, 0), True, cards.selector

    def lf_up_to_that_many(self, cards: _Cards) -> tuple[Amount, bool, Selector]:
        """ "up to that many <cards>": as many as the instruction before named (608.2c)."""
        return Amount(AmountKind.THAT_MUCH, 0), True, cards.selector

    def lf_any(self, cards: _Cards) -> tuple[Amount, bool, Selector]:
        return Amount.fixed(_ANY), True, cards.selector

    def lf_n(self, n: Token, cards: _Cards) -> tuple[Amount, bool, Selector]:
        return Amount.fixed(word_number(n)), False, cards.selector

    def lf_all(self, cards: _Cards) -> tuple[Amount, bool, Selector]:
        return Amount.fixed(_ANY), True, cards.selector

    def lib_choose_name(self, _choose: Token, kind: _Kind, _name: Token) -> ChooseCardName:
        """ "Choose a nonland card name" (201.4, 608.2d): of a card of these kinds."""
        return ChooseCardName(self._kind_selector(kind, ()))

    def lib_choose_creature_name(self, _choose: Token, _name: Token) -> ChooseCardName:
        """ "Choose a creature card name" (201.4, 608.2d)."""
        return ChooseCardName(Selector(types=("Creature",)))

    def lib_with_chosen_name(self, _tok: Token) -> tuple[str, Any]:
        return ("chosen_name", True)

    # -- whose zones --------------------------------------------------------------------
    def lz_all_of(self, who: Who, _zones: Token) -> _Zones:
        """ "target opponent's graveyard, hand, and library" (701.23a)."""
        return _Zones(who, (Zone.LIBRARY, Zone.GRAVEYARD, Zone.HAND))

    def lz_library(self) -> _Zones:
        return _Zones(Who.YOU, (Zone.LIBRARY,))

    def lz_library_graveyard(self) -> _Zones:
        return _Zones(Who.YOU, (Zone.LIBRARY, Zone.GRAVEYARD))

    def lz_all(self) -> _Zones:
        return _Zones(Who.YOU, (Zone.LIBRARY, Zone.GRAVEYARD, Zone.HAND))

    def lz_target_player(self) -> _Zones:
        return _Zones(Who.TARGET_PLAYER, (Zone.LIBRARY,))

    def lz_target_opponent(self) -> _Zones:
        return _Zones(Who.TARGET_OPPONENT, (Zone.LIBRARY,))

    # -- where the cards go ------------------------------------------------------------
    def lib_them(self, *_: Any) -> None:
        return None

    def lib_reveal(self, *_: Any) -> _Reveal:
        return _Reveal()

    def to_hand(self) -> _To:
        return _To(Found.HAND)

    def to_graveyard(self) -> _To:
        return _To(Found.GRAVEYARD)

    def to_battlefield(self) -> _To:
        return _To(Found.BATTLEFIELD)

    def to_battlefield_yours(self) -> _To:
        return _To(Found.BATTLEFIELD, yours=True)

    def to_battlefield_tapped(self) -> _To:
        return _To(Found.BATTLEFIELD, tapped=True)

    def to_battlefield_tapped_yours(self) -> _To:
        return _To(Found.BATTLEFIELD, tapped=True, yours=True)

    def lib_put(self, _join: Token, _them: None, to: _To) -> _To:
        return to

    def lib_put_exile(self, _join: Token, _them: None) -> _To:
        return _To(Found.EXILE)

    def lib_put_split(self, _join: Token, _one: Token, to: _To, rest: PutRest) -> _Split:
        return _Split(to, _rest_zone(rest))

    def lib_take_split(self, _one: Token, to: _To, rest: PutRest) -> TakeFromAmong:
        """ "Put one into your hand and the other into your graveyard": one of the cards
        named before (found or revealed), the searcher's choice, and the rest (401.4)."""
        return TakeFromAmong(Amount.fixed(1), to=to.to, tapped=to.tapped,
                             rest=PutRest(_rest_zone(rest)))

    def lr_hand(self, *_: Any) -> PutRest:
        return PutRest(Found.HAND)

    def lf_different_names(self, found: tuple[Amount, bool, Selector], _tok: Token
                           ) -> tuple[Amount, bool, Selector, bool]:
        """ "... cards with different names": each card found has a name none of the
        others has (201.2)."""
        if not found[1]:
            raise ValueError("different names of an exact number of cards")
        return (*found, True)

    def lib_search(self, zones: _Zones, found: tuple[Any, ...], *rest: Any) -> Search:
        count, up_to, sel = found[:3]
        split = next((r for r in rest if isinstance(r, _Split)), None)
        to = split.to if split is not None else \
            next((r for r in rest if isinstance(r, _To)), _To(Found.STAY))
        return Search(zones.player, zones.zones, sel, count, up_to,
                      any(isinstance(r, _Reveal) for r in rest), to.to, to.tapped, to.yours,
                      split.others if split is not None else None,
                      different_names=len(found) > 3)

    def lib_they_may_search(self, who: Who, found: tuple[Amount, bool, Selector],
                            *rest: Any) -> MayDo | PlayerMay:
        """"Its controller may search their library for ...": that player's choice and
        search (608.2d, 701.23a). "Target player may search their library ..."
        (702.124j): the player named chooses, then searches their own library as "you"
        (:class:`~mtglab.cards.optional.PlayerMay`; "then shuffle" after it is theirs,
        grammar/instructions.py)."""
        if who in (Who.TARGET_PLAYER, Who.TARGET_OPPONENT, Who.THAT_PLAYER):
            return PlayerMay(who, (self.lib_search(_Zones(Who.YOU, (Zone.LIBRARY,)), found,
                                                   *rest),))
        if not isinstance(who, Who) or who.is_target or \
                who in (Who.EACH_PLAYER, Who.EACH_OPPONENT):
            raise ValueError("one player named before searches (each player's own choice "
                             "isn't asked of each yet)")
        searched: tuple[Any, ...] = (self.lib_search(_Zones(who, (Zone.LIBRARY,)), found,
                                                     *rest),)
        return MayDo(searched)

    def lib_reveal_until(self, _cards: Token, who: Who, cards: _Cards) -> RevealUntil:
        return RevealUntil(cards.selector, who)

    def lib_among_onto(self, *items: Any) -> TakeFromAmong:
        words = [i for i in items if isinstance(i, Adj | tuple)]
        return TakeFromAmong(Amount.fixed(1), self._select(*words), up_to=True,
                             to=Found.BATTLEFIELD)

    def lib_among_onto_tapped(self, *items: Any) -> TakeFromAmong:
        return replace(self.lib_among_onto(*items), tapped=True)

    # -- shuffling, the top of a library ------------------------------------------------
    def lib_shuffle(self) -> Shuffle:
        return Shuffle(Who.YOU)

    def lib_shuffles(self) -> Any:
        def shuffles(subject: Any) -> Shuffle:
            who = subject.players
            if subject.objects is not None or who is None:
                raise ValueError("only a player shuffles")
            return Shuffle(who)
        return shuffles

    def lib_shuffle_into(self, zones: tuple[str, ...]) -> ShuffleInto:
        """ "Shuffle your graveyard into your library" (701.24a)."""
        return ShuffleInto(zones, Who.YOU)

    def lib_shuffles_into(self, zones: tuple[str, ...]) -> Any:
        """ "<player> shuffles their hand and graveyard into their library" (701.24a)."""
        def shuffles(subject: Any) -> ShuffleInto:
            who = subject.players
            if subject.objects is not None or who is None:
                raise ValueError("only a player shuffles")
            return ShuffleInto(zones, who)
        return shuffles

    def lib_own_zones(self, *zones: str) -> tuple[str, ...]:
        if len(set(zones)) != len(zones):
            raise ValueError("a zone named twice")
        return zones

    def loz_hand(self) -> str:
        return "hand"

    def loz_graveyard(self) -> str:
        return "graveyard"

    def lib_any_order(self) -> None:
        return None

    def lib_on_top(self, *_: Any) -> PutOnLibrary:
        return PutOnLibrary()

    def lo_you(self) -> Who:
        return Who.YOU

    def lo_target_player(self) -> Who:
        return Who.TARGET_PLAYER

    def lo_target_opponent(self) -> Who:
        return Who.TARGET_OPPONENT

    def lo_that_player(self) -> Who:
        return Who.THAT_PLAYER

    def lib_reveal_put(self, _and_put: Token, _them: None, to: _To) -> _To:
        if to.tapped:
            raise ValueError("onto the battlefield tapped: not read here")
        return to

    def lib_reveal_top(self, n: Amount, _card: Token, who: Who,
                       to: _To | None = None) -> RevealTopCards:
        return RevealTopCards(n, who, to=to.to if to is not None else Found.STAY)

    def lib_reveal_top_alone(self, _reveal: Token, card: Token) -> RevealTopCards:
        return RevealTopCards(Amount.fixed(1), Who.YOU)

    def lib_reveal_top_one(self, card: Token, who: Who, to: _To) -> RevealTopCards:
        return self.lib_reveal_top(Amount.fixed(1), card, who, to)

    def lib_look_top(self, n: Amount, _card: Token, who: Who) -> RevealTopCards:
        return RevealTopCards(n, who, reveal=False)

    def lib_look_top_one(self, _card: Token, who: Who) -> RevealTopCards:
        return RevealTopCards(Amount.fixed(1), who, reveal=False)

    def lib_exile_top(self, n: Amount, _card: Token, who: Who) -> ExileTop:
        return ExileTop(n, who)

    def lib_exile_top_one(self, _card: Token, who: Who) -> ExileTop:
        return ExileTop(Amount.fixed(1), who)

    # -- from among the cards revealed -------------------------------------------------
    def la_one(self, cards: _Cards) -> tuple[Amount, bool, Selector | None]:
        if cards.selector.one_each:  # "a creature card and/or a land card" (608.2c)
            return Amount.fixed(len(cards.selector.either)), True, cards.selector
        return Amount.fixed(1), False, cards.selector

    def la_n(self, n: Token) -> tuple[Amount, bool, Selector | None]:
        return Amount.fixed(word_number(n)), False, None

    def la_up_to(self, n: int, cards: _Cards) -> tuple[Amount, bool, Selector | None]:
        return Amount.fixed(n), True, cards.selector

    def la_any(self, cards: _Cards) -> tuple[Amount, bool, Selector | None]:
        return Amount.fixed(_ANY), True, cards.selector

    def lib_take_revealed(self, what: tuple[Amount, bool, Selector | None], _among: Token,
                          _and_put: Token, _them: None, to: _To) -> TakeFromAmong:
        count, up_to, sel = what
        return TakeFromAmong(count, sel, up_to=up_to, reveal=True, to=to.to)

    def lib_take(self, n: Token, *items: Any) -> TakeFromAmong:
        """ "Put one of them into your hand and the other into your graveyard": that many
        of the cards looked at or revealed, the rest where it says (401.4)."""
        to = next(i for i in items if isinstance(i, _To))
        rest = next((i for i in items if isinstance(i, PutRest)), None)
        return TakeFromAmong(Amount.fixed(word_number(n)), to=to.to, rest=rest,
                             tapped=to.tapped)

    def lib_put_among(self, _put: Token, what: tuple[Amount, bool, Selector | None],
                      _among: Token, to: _To, rest: PutRest | None = None) -> TakeFromAmong:
        """ "put up to two land cards from among them onto the battlefield tapped": cards
        of the kinds said among those looked at or revealed (701.20); "up to" and "any
        number of" choose which and how many at once (401.4)."""
        count, up_to, sel = what
        return TakeFromAmong(count, sel, up_to=up_to, to=to.to, rest=rest, tapped=to.tapped,
                             any_subset=up_to)

    def lib_exile_among(self, _exile: Token, what: tuple[Amount, bool, Selector | None],
                        _among: Token) -> TakeFromAmong:
        """ "exile a creature card from among them" (406.3, 701.20)."""
        count, up_to, sel = what
        return TakeFromAmong(count, sel, up_to=up_to, to=Found.EXILE, any_subset=up_to)

    # -- "that many" cards from the top (608.2c) ---------------------------------------
    def lib_look_that_many(self, _card: Token, who: Who) -> RevealTopCards:
        return RevealTopCards(Amount(AmountKind.THAT_MUCH, 0), who, reveal=False)

    def lib_reveal_that_many(self, _card: Token, who: Who) -> RevealTopCards:
        return RevealTopCards(Amount(AmountKind.THAT_MUCH, 0), who)

    def lib_exile_that_many(self, _card: Token, who: Who) -> ExileTop:
        return ExileTop(Amount(AmountKind.THAT_MUCH, 0), who)

    # -- piles (700.3) ---------------------------------------------------------------------
    def lib_separate(self, _them: None) -> SeparatePiles:
        """ "separate them into two piles": you separate them (700.3)."""
        return SeparatePiles(Who.YOU)

    def lib_opponent_separates(self, _who: Token, _them: None) -> SeparatePiles:
        return SeparatePiles()

    def lib_opponent_chooses_pile(self, _who: Token) -> ChoosePile:
        return ChoosePile()

    def lib_pile_rest(self, rest: PutRest) -> PutRest:
        return rest

    def lib_put_piles(self, _pile: Token, to: _To, rest: PutRest) -> PutPiles:
        """ "Put one pile into your hand and the other into your graveyard" (700.3)."""
        return PutPiles(to.to, rest)

    def lib_take_all(self, _put: Token, cards: _Cards, _way: Token, to: _To,
                     rest: PutRest | None = None) -> TakeFromAmong:
        """ "Put all land cards revealed this way into your hand": every card of that
        kind among those revealed, no choice (701.20a); the rest where it says (401.4)."""
        return TakeFromAmong(Amount.fixed(_ANY), cards.selector, to=to.to, rest=rest,
                             tapped=to.tapped)

    def lib_take_named(self, _them: None, to: _To, rest: PutRest | None = None
                       ) -> TakeFromAmong:
        return TakeFromAmong(None, to=to.to, rest=rest, tapped=to.tapped)

    def lib_reveal_named_put(self, _them: None, _and: Token, _them2: None, to: _To
                             ) -> TakeFromAmong:
        """ "reveal it and put it into your hand": the card named before, revealed as it
        moves (701.20a, 608.2c)."""
        return TakeFromAmong(None, reveal=True, to=to.to, tapped=to.tapped)

    def lib_reveal_named(self, _them: None) -> TakeFromAmong:
        """ "reveal it": the card named before, shown where it stays (701.20a, 608.2c)."""
        return TakeFromAmong(None, reveal=True, to=Found.STAY)

    def lib_named_on_bottom(self, sel: Selector, _on: Token) -> PutOnLibrary:
        """ "put it / that card on the bottom of your library": the card named before,
        a card of your library (401.4, 608.2c); a permanent goes to its owner's library
        (grammar/instructions' ``i_on_bottom``)."""
        if sel.relation is not Relation.THAT or replace(
                sel, relation=None, types=()) != Selector():
            raise ValueError("'put ... on the bottom of your library' of other objects")
        return PutOnLibrary(bottom=True)

    def lib_that_on_bottom(self, _card: Token, _on: Token) -> PutOnLibrary:
        """ "put that card on the bottom of your library" (401.4, 608.2c)."""
        return PutOnLibrary(bottom=True)

    def lr_bottom(self, *_: Any) -> PutRest:
        return PutRest()

    def lr_top(self, *_: Any) -> PutRest:
        return PutRest(top=True)

    def lr_graveyard(self, *_: Any) -> PutRest:
        return PutRest(Found.GRAVEYARD)

    def lib_rest_bottom(self, *_: Any) -> PutRest:
        return PutRest()

    def lib_rest_top(self, *_: Any) -> PutRest:
        return PutRest(top=True)

    def lib_rest_graveyard(self) -> PutRest:
        return PutRest(Found.GRAVEYARD)

    def lib_rest_exile(self) -> PutRest:
        return PutRest(Found.EXILE)

    # -- players searching and revealing (701.23a, 701.20a) ---------------------------
    def lib_searches(self, *items: Any) -> Any:
        """"Target player searches their library for ...": that player's search; the
        card goes onto the battlefield under their control (110.2a)."""
        found = next(i for i in items if isinstance(i, tuple))
        rest = tuple(i for i in items if isinstance(i, _To | _Reveal))

        def searches(subject: Any) -> Search:
            who = subject.players
            if subject.objects is not None or not isinstance(who, Who):
                raise ValueError("only a player searches")
            return self.lib_search(_Zones(who, (Zone.LIBRARY,)), found, *rest)
        return searches

    def lib_reveals_top(self, *items: Any) -> Any:
        n = next((i for i in items if isinstance(i, Amount)), Amount.fixed(1))

        def reveals(subject: Any) -> RevealTopCards:
            who = subject.players
            if subject.objects is not None or not isinstance(who, Who) or \
                    who is Who.THAT_PLAYER:  # (not yet "that player reveals ...", 608.2c)
                raise ValueError("a player named by the text reveals")
            return RevealTopCards(n, who)
        return reveals

    # -- qualities of cards (109.1) ------------------------------------------------------
    def named_either(self, tok: Token) -> tuple[str, Any]:
        """"named Festering Newt or Bubbling Cauldron": a card of either name (201.2)."""
        first, second = str(tok).split(" ", 1)[1].split(" or ")
        return ("either", (Selector(named=first), Selector(named=second)))

    def lib_with_mana_value(self, tok: Token) -> tuple[str, Any]:
        return ("mana_value", int(str(tok).rsplit(" ", 1)[1]))

    # -- graveyards (404) ----------------------------------------------------------------
    def lib_exile_cards(self, _exile: Token, sel: Selector, owner: ControllerSpec
                        ) -> ExileCards:
        """Target cards in graveyards exiled (406.3): whose graveyard ``owner`` says."""
        return ExileCards(replace(sel, zone=Zone.GRAVEYARD, controller=owner))

    # -- target cards of one of several kinds in a graveyard (115.1, 205) --------------
    def _kinds_target(self, cards: _Cards, lo: int, hi: int) -> Selector:
        return replace(cards.selector, relation=Relation.TARGET, target_min=lo, target_max=hi)

    def lkt_one(self, cards: _Cards) -> Selector:
        return self._kinds_target(cards, 1, 1)

    def lkt_up_to_one(self, cards: _Cards) -> Selector:
        return self._kinds_target(cards, 0, 1)

    def lkt_up_to(self, n: int, cards: _Cards) -> Selector:
        return self._kinds_target(cards, 0, n)

    def lkt_n(self, n: Token, cards: _Cards) -> Selector:
        k = word_number(n)
        return self._kinds_target(cards, k, k)

    def lkt_another(self, cards: _Cards) -> Selector:
        return replace(self._kinds_target(cards, 1, 1), excluded=Relation.SELF)

    def lib_kinds_to_hand(self, _return: Token, sel: Selector, owner: ControllerSpec,
                          *_: Any) -> ReturnFromGraveyard:
        """"Return target instant or sorcery card from your graveyard to your hand"."""
        return ReturnFromGraveyard(replace(sel, zone=Zone.GRAVEYARD, controller=owner),
                                   Zone.HAND)

    def lib_kinds_to_battlefield(self, _return: Token, sel: Selector, owner: ControllerSpec,
                                 *under: object) -> ReturnFromGraveyard:
        return ReturnFromGraveyard(replace(sel, zone=Zone.GRAVEYARD, controller=owner),
                                   Zone.BATTLEFIELD, owner_controls=owners_control(*under))

    def lib_kinds_to_battlefield_tapped(self, _return: Token, sel: Selector,
                                        owner: ControllerSpec, *under: object
                                        ) -> ReturnFromGraveyard:
        return ReturnFromGraveyard(replace(sel, zone=Zone.GRAVEYARD, controller=owner),
                                   Zone.BATTLEFIELD, tapped=True,
                                   owner_controls=owners_control(*under))

    def lib_put_onto(self, *parts: Any) -> ReturnFromGraveyard:
        """"Put target creature card from a graveyard onto the battlefield under your
        control" (a card of one kind, or of several: the verb read at once): under the
        ability's controller's control, or its owner's (110.2a); its owner stays who it
        was (108.3)."""
        sel, whose, under = (p for p in parts if not isinstance(p, Token))
        return ReturnFromGraveyard(replace(sel, zone=Zone.GRAVEYARD, controller=whose),
                                   Zone.BATTLEFIELD, owner_controls=owners_control(under))

    def cond_self_in_graveyard(self, _self: Token) -> Condition:
        """ "if ~ is in your graveyard": the card is in its owner's graveyard (113.6b:
        its ability functions there; 603.4: checked as it triggers and resolves)."""
        return Condition(SELF_IN_GRAVEYARD, text="~ is in your graveyard")

    def lib_put_objects_onto(self, _put: Token, sel: Selector, under: object
                             ) -> ReturnFromGraveyard:
        """ "Put target creature card from a graveyard onto the battlefield under ..."
        with the cards read as objects in a graveyard (400.1, 110.2a)."""
        if sel.zone != "graveyard":
            raise ValueError("'put ... onto the battlefield' of something not in a graveyard")
        return ReturnFromGraveyard(sel, Zone.BATTLEFIELD, owner_controls=owners_control(under))

    def lib_put_objects_onto_tapped(self, put: Token, sel: Selector, under: object
                                    ) -> ReturnFromGraveyard:
        return replace(self.lib_put_objects_onto(put, sel, under), tapped=True)

    def lib_put_onto_tapped(self, *parts: Any) -> ReturnFromGraveyard:
        """ "... onto the battlefield tapped under your control" (110.2a)."""
        return replace(self.lib_put_onto(*parts), tapped=True)

    def lib_kinds_on_top(self, _put: Token, sel: Selector, owner: ControllerSpec,
                         *_: Any) -> ReturnFromGraveyard:
        """From the graveyard to the top of its owner's library (401.3, 400.7)."""
        return ReturnFromGraveyard(replace(sel, zone=Zone.GRAVEYARD, controller=owner),
                                   Zone.LIBRARY)

    # -- "You choose an artifact or creature card from it" (701.20a, 608.2c) ----------
    @staticmethod
    def _you_choose(chosen: ChooseCard) -> Any:
        def by(subject: Any) -> ChooseCard:
            if subject.players is not Who.YOU or subject.objects is not None:
                raise ValueError("a player other than you chooses")
            return chosen
        return by

    def lib_choose_kinds(self, _choose: Token, cards: _Cards) -> Any:
        return self._you_choose(ChooseCard(replace(cards.selector, zone=Zone.HAND)))

    def lib_choose_then_quality(self, n: Amount, *items: Any) -> Any:
        words = tuple(i for i in items if not (isinstance(i, Token) and
                                               i.type == "CARD_WORD"))
        return self._you_choose(ChooseCard(replace(self._select(*words), zone=Zone.HAND), n))

    # -- cards of your graveyard chosen as it resolves (404, 608.2c) -----------------
    def lgf_all(self, cards: _Cards) -> tuple[Amount | None, bool, Selector]:
        return None, False, cards.selector

    def lib_gy_found(self, found: tuple[Amount | None, bool, Selector]
                     ) -> tuple[Amount | None, bool, Selector]:
        return found

    def _from_graveyard(self, found: tuple[Amount | None, bool, Selector], to: Found,
                        tapped: bool = False) -> FromGraveyard:
        count, up_to, sel = found
        return FromGraveyard(replace(sel, zone=Zone.GRAVEYARD, controller=ControllerSpec.YOU),
                             count, up_to, to, tapped)

    def _their_graveyard(self, found: tuple[Amount | None, bool, Selector], to: Found,
                         tapped: bool = False) -> Any:
        """ "<player> returns all creature cards from their graveyard to ..." (404)."""
        made = self._from_graveyard(found, to, tapped)

        def by(subject: Any) -> FromGraveyard:
            who = subject.players
            if subject.objects is not None or who is None:
                raise ValueError("only a player returns cards from their graveyard")
            return replace(made, player=who)
        return by

    def lib_gy_their_hand(self, _return: Token,
                          found: tuple[Amount | None, bool, Selector]) -> Any:
        return self._their_graveyard(found, Found.HAND)

    def lib_gy_their_battlefield(self, _return: Token,
                                 found: tuple[Amount | None, bool, Selector]) -> Any:
        return self._their_graveyard(found, Found.BATTLEFIELD)

    def lib_gy_their_battlefield_tapped(self, _return: Token,
                                        found: tuple[Amount | None, bool, Selector]) -> Any:
        return self._their_graveyard(found, Found.BATTLEFIELD, tapped=True)

    def lib_gy_to_hand(self, _return: Token, found: tuple[Amount | None, bool, Selector],
                       *_: Any) -> FromGraveyard:
        return self._from_graveyard(found, Found.HAND)

    def lib_gy_to_battlefield(self, _return: Token,
                              found: tuple[Amount | None, bool, Selector]) -> FromGraveyard:
        return self._from_graveyard(found, Found.BATTLEFIELD)

    def lib_gy_to_battlefield_tapped(self, _return: Token,
                                     found: tuple[Amount | None, bool, Selector]
                                     ) -> FromGraveyard:
        return self._from_graveyard(found, Found.BATTLEFIELD, tapped=True)

    # -- "If you search your library this way, shuffle" (701.23a, 701.24a) ------------
    def lib_shuffle_if_searched(self, _if: Token) -> Shuffle:
        return Shuffle(Who.YOU, if_searched=True)

    # -- "Put any number of them into your graveyard and the rest ..." (401.4) --------
    def lib_some_to_graveyard(self, _any: Token, rest: PutRest) -> TakeFromAmong:
        return TakeFromAmong(Amount.fixed(_ANY), up_to=True, to=Found.GRAVEYARD, rest=rest,
                             any_subset=True)

    def lib_exile_objects(self, _exile: Token, sel: Selector) -> ExileCards:
        """"Exile target instant or sorcery card from a graveyard" (406.3, 115.1)."""
        if sel.zone != Zone.GRAVEYARD or sel.relation is not Relation.TARGET:
            raise ValueError("target cards in a graveyard are meant")
        return ExileCards(sel)

    def lib_exile_graveyard(self, who: Who) -> ExileGraveyard:
        return ExileGraveyard(who)

    def lo_each_opponent(self) -> Who:
        return Who.EACH_OPPONENT

    def lo_each_player(self) -> Who:
        return Who.EACH_PLAYER

    # -- "if it's a ... card" (608.2c) ----------------------------------------------------
    def _inner(self, clauses: tuple[Any, ...]) -> tuple[Any, ...]:
        inner = self.effect(*clauses)  # type: ignore[attr-defined]
        items = tuple(getattr(inner, "items", (inner,)))
        if any(True for e in items for _ in target_parts(e)):
            raise ValueError("targets inside 'if it's a ... card' aren't chosen yet")
        return items

    def lib_if_card(self, _if: Token, cards: _Cards, *clauses: Any) -> IfCardIs | IfThatCard:
        """ "If it's a creature card, ...": the card named before; after "that player
        reveals the top card of their library" (a :class:`RevealTop`), instructions about
        "the card" it revealed — put into a zone, copied (400.7, 707.4) — read it as
        "that card" (:class:`IfThatCard`, 608.2c)."""
        inner = self._inner(_after_comma(clauses))
        sel = cards.selector
        if any(isinstance(e, PutThatCard) for e in inner) and sel.types and \
                sel == Selector(types=sel.types):
            return IfThatCard(sel.types, tuple(the_revealed(e) for e in inner))
        return IfCardIs(sel, inner)

    def lib_if_not_card(self, _if: Token, cards: _Cards, *clauses: Any) -> IfCardIs:
        return IfCardIs(cards.selector, self._inner(_after_comma(clauses)), negate=True)

    def lib_if_shares(self, shares: Token, with_: Token, *clauses: Any) -> IfCardIs:
        """ "If it shares a creature type with ~, ...": the card named before has one of
        the source's creature types, card types or colors — or those of the permanent
        that triggered the ability, "that permanent" (608.2c)."""
        kind = " ".join(str(shares).lower().split()[-2:])
        kind = "color" if kind.endswith("color") else kind
        rel = Relation.SELF if str(with_).endswith("~") else Relation.THAT
        return IfCardIs(Selector(shares=(kind, rel)), self._inner(_after_comma(clauses)))

    def lib_if_not_put(self, _if: Token, to: _To, *clauses: Any) -> IfNotPut:
        """ "If you don't put the card into your hand, ..." (608.2c)."""
        return IfNotPut(to.to, self._inner(_after_comma(clauses)))
