"""Transformer rules for the sentences of effects and static abilities (``oracle.lark``):
one-shot effects (CR 608.2), conditions (CR 603.4, 611.3), static abilities and
continuous effects (CR 604, 613), entering the battlefield (CR 614.1c), choices as a
permanent enters (CR 614.12), copy effects (CR 707) and animation (CR 613.1d).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from lark import Token, v_args

from mtglab.cards.effects import (
    AddMana,
    Amount,
    Animate,
    AsEntersChoice,
    BecomeCopy,
    CharacteristicPT,
    ChoiceKind,
    ChooseColor,
    ColorAmong,
    Condition,
    ControllerSpec,
    Cost,
    CreateToken,
    CreateTokenCopy,
    DealDamage,
    Delayed,
    DoesntUntap,
    DrawCards,
    EntersAsCopy,
    EntersTapped,
    EntersWithCounters,
    ExceptClause,
    ExileCards,
    GainControl,
    GainLife,
    GrantAbilities,
    LoseAbilities,
    ManaReplacement,
    ManaSetColor,
    ModifyPT,
    OthersEnterAsCopy,
    PoolCopy,
    PutCounters,
    Relation,
    RemoveCounters,
    ReturnToHand,
    Reveal,
    RollDie,
    Sacrifice,
    SacrificeSelf,
    SearchLibrary,
    Selector,
    SetBasePT,
    SetBasicLandTypes,
    StaticModifier,
    SwitchPT,
    TapPermanents,
    Untap,
)
from mtglab.cards.instructions import (
    Duration,
    Lasting,
)
from mtglab.cards.oracle.grammar.copyentering import UpToOne, up_to_one_copy
from mtglab.cards.oracle.grammar.grants import GrantRules
from mtglab.cards.oracle.grammar.mana import ManaRules
from mtglab.cards.oracle.grammar.objects import (
    COLOR_WORDS,
    Adj,
    Marker,
    Noun,
    card_type_word,
    control_selector,
    permanents,
    quoted_text,
    subject_condition,
    subtype_token,
)
from mtglab.cards.types import BASIC_LAND_TYPES, singular
from mtglab.cards.vocabulary import AmountKind, CostKind, Zone
from mtglab.mana import COLORS, ManaCost

__all__ = ["SentenceRules"]



@v_args(inline=True)
class SentenceRules(GrantRules, ManaRules):
    """The rules of effect and static sentences (CR 604, 608.2, 613, 614.1c, 707)."""

    def doesnt_untap_next(self, _s: Token) -> DoesntUntap:
        return DoesntUntap()

    def doesnt_untap_ever(self, _s: Token) -> StaticModifier:
        return StaticModifier("doesnt_untap")

    def may_not_untap(self, _s: Token) -> StaticModifier:
        """ "You may choose not to untap ~ during your untap step": its controller
        decides, as they determine which permanents untap (502.3)."""
        return StaticModifier("may_not_untap")

    def doesnt_untap_that(self, noun: Noun) -> DoesntUntap:
        return DoesntUntap(self._attached(Relation.THAT, noun))

    def put_counter_sentence(self, spec: tuple[str, Amount, bool], _s: Token) -> PutCounters:
        return PutCounters(spec[0], spec[1])

    def remove_counter_sentence(self, spec: tuple[str, Amount, bool],
                                _s: Token) -> RemoveCounters:
        if spec[2]:
            raise ValueError("remove any number as an effect")
        return RemoveCounters(spec[0], spec[1])

    def sacrifice_if_sentence(self, cond: Condition) -> SacrificeSelf:
        return SacrificeSelf(cond)

    def sacrifice_self(self, _s: Token) -> SacrificeSelf:
        return SacrificeSelf()

    def draw_sentence(self, n: Amount, noun: Selector) -> DrawCards:
        if noun != Selector():
            raise ValueError("draw a kind of card")
        return DrawCards(n)

    def each_player_draws(self, n: Amount, noun: Selector) -> DrawCards:
        return replace(self.draw_sentence(n, noun), player="each player")

    def delayed_draw(self, n: Amount, noun: Selector, _when: Token) -> Delayed:
        return Delayed("next_upkeep", (self.draw_sentence(n, noun),))

    def delayed_sacrifice(self, cond: Condition, _s: Token, _when: Token) -> Delayed:
        return Delayed("next_end_step", (SacrificeSelf(),), cond)

    def delayed_sacrifice_it(self, _when: Token) -> Delayed:
        return Delayed("next_end_step", (Sacrifice(Selector(relation=Relation.THAT)),))

    def remove_all_counters(self, name: Token, _s: Token) -> RemoveCounters:
        return RemoveCounters(str(name).lower(), Amount(AmountKind.ALL, 0))

    def delayed_opponent_control(self, _s: Token, _when: Token) -> Delayed:
        return Delayed("next_end_step", (GainControl(Selector(relation=Relation.SELF),
                                                     "an opponent"),))

    def delayed_return(self, _when: Token, _s: Token) -> Delayed:
        return Delayed("your_next_untap_step", (ReturnToHand(Selector(relation=Relation.SELF)),))

    def delayed_next_spell_counters(self, tok: Token, n: int, name: Token) -> Delayed:
        kind = str(tok).split()[-4].lower()
        if kind != "creature":
            raise ValueError("that creature: the spell is a creature spell")
        return Delayed("next_creature_spell", (EntersWithCounters(str(name).lower(),
                                                                  Amount.fixed(n)),))

    def delayed_next_spell_sunburst(self, tok: Token) -> Delayed:
        kind = str(tok).split()[-4].lower()
        _name, sunburst = self.kw(Token("KEYWORD", "sunburst"))  # CR 702.44a
        return Delayed(f"next_{kind}_spell", tuple(sunburst))

    def roll_sentence(self, tok: Token) -> RollDie:
        return RollDie(int(str(tok).split("d")[-1]))

    def reveal_any(self, noun: Selector) -> Reveal:
        sel = replace(noun, zone=Zone.HAND, controller=ControllerSpec.YOU)
        return Reveal(sel, Amount(AmountKind.ANY, 0))

    def reveal_each_top(self) -> Reveal:
        return Reveal(Selector(zone=Zone.LIBRARY), Amount.fixed(1), each_player=True)

    def revealed_add_and_gain(self, _tok: Token, add: AddMana, n: int) -> Marker:
        if add.times is not None or n != 1:
            raise ValueError("two multipliers")
        per = Amount(AmountKind.TOP_CARDS_REVEALED, 0, selector=Selector(excluded_types=("Land",)))
        return Marker("many", (replace(add, times=per), GainLife(per)))

    def reveal_any_power(self, noun: Selector, n: int) -> Reveal:
        sel = replace(noun, zone=Zone.HAND, controller=ControllerSpec.YOU, min_power=n)
        return Reveal(sel, Amount(AmountKind.ANY, 0))

    def return_it(self) -> ReturnToHand:
        return ReturnToHand(Selector(relation=Relation.THAT))

    def return_chosen(self, n: Amount, sel: Selector) -> ReturnToHand:
        if not n.is_fixed or sel.relation is not None or sel.controller is not \
                ControllerSpec.YOU:
            raise ValueError("return which?")
        return ReturnToHand(permanents(sel), count=n)

    def it_damage_you(self, n: int) -> Marker:
        return Marker("it_damage", DealDamage(Amount.fixed(n), "you"))

    def it_damage_each_opponent(self, n: int) -> Marker:
        return Marker("it_damage", DealDamage(Amount.fixed(n), "each opponent"))

    def tap_all(self, sel: Selector) -> TapPermanents:
        if sel.zone is not None:
            raise ValueError("tap cards?")
        return TapPermanents(sel)

    def tap_all_could(self, sel: Selector) -> TapPermanents:
        if sel.zone is not None:
            raise ValueError("tap cards?")
        return TapPermanents(sel, could_produce_as=Relation.THAT)

    def creator_you(self) -> str:
        return "you"

    def creator_target_opponent(self) -> str:
        return "target opponent"

    def tw_color(self, tok: Token) -> tuple[str, str]:
        return ("color", COLOR_WORDS[str(tok).lower()])

    def tw_colorless(self) -> tuple[str, str]:
        return ("colorless", "")

    def tw_subtype(self, tok: Token) -> tuple[str, str]:
        sub = subtype_token(tok)
        return ("subtype", sub)

    def tw_type(self, tok: Token) -> tuple[str, str]:
        return ("type", card_type_word(tok))

    def tw_and(self) -> tuple[str, str]:
        return ("and", "")

    def create_token_sentence(self, who: str, n: Amount, pt: Token,
                              *rest: Any) -> CreateToken:
        words = [w for w in rest if isinstance(w, tuple)]
        colors = tuple(v for k, v in words if k == "color")
        types = tuple(v for k, v in words if k == "type")
        if not types or (not colors and not any(k == "colorless" for k, _ in words)):
            raise ValueError("a token needs its types and colors")
        p, t = (int(x) for x in str(pt).split("/"))
        return CreateToken(p, t, colors=colors, types=types,
                           subtypes=tuple(v for k, v in words if k == "subtype"),
                           count=n, player=who)

    def choose_color(self) -> Marker:
        return Marker("choose_color", None)

    def choose_color_of(self, sel: Selector) -> Marker:
        return Marker("choose_color", sel)

    def choose_player(self) -> Marker:
        return Marker("choose_player")

    def choose_object(self, sel: Selector) -> Marker:
        return Marker("choose_object", sel)

    def choose_random_exiled(self, *_toks: Token) -> Marker:
        """Volatile Chimera: "Choose a card at random you exiled with cards named ~" —
        the cards linked to it (607.2a; a board sets them up with ``exile_with``)."""
        return Marker("choose_random", Selector(zone=Zone.EXILE, same_name_as=Relation.EXILED))

    def choose_color_player_sentence(self) -> ChooseColor:
        return ChooseColor("that player")

    def color_replacement_sentence(self, _tok: Token) -> ManaReplacement:
        return ManaReplacement(Selector(types=("Land",)), ManaSetColor("chosen"), tapper="any",
                               until_end_of_turn=True)

    # -- copies as tokens, searching, untapping, exiling ------------------------------
    def create_copy(self, who: str, _tok: Token, original: Selector,
                    exceptions: tuple[ExceptClause, ...] = ()) -> CreateTokenCopy:
        if who != "you" or original.zone is not None:
            raise ValueError("a token copy of what?")
        return CreateTokenCopy(original, exceptions=exceptions)

    def create_copies_instead(self, cond: Condition, n: int, _tok: Token) -> Marker:
        return Marker("instead_tokens", (cond, Amount.fixed(n)))

    def _search_selector(self, words: Sequence[Any]) -> Selector:
        alternatives: list[list[Adj]] = [[]]
        for w in words:
            if w == "sep":
                alternatives.append([])
            else:
                alternatives[-1].append(w)
        if len(alternatives) == 1:
            sel = self.selector(*alternatives[0])
        else:  # "a Plains or Island card": each alternative one subtype
            subs = []
            for alt in alternatives:
                if len(alt) != 1 or alt[0].key != "subtype":
                    raise ValueError("alternatives in a search")
                subs.append(alt[0].value)
            sel = Selector(subtypes=tuple(subs), any_type=True)
        return replace(sel, zone=Zone.LIBRARY, controller=ControllerSpec.YOU)

    def search_one(self, *parts: Any) -> tuple[Amount, bool, Selector]:
        return (Amount.fixed(1), False, self._search_selector(parts[:-1]))

    def search_up_to(self, n: int, *parts: Any) -> tuple[Amount, bool, Selector]:
        return (Amount.fixed(n), True, self._search_selector(parts[:-1]))

    def search_reveal(self, *_: Any) -> str:
        return "reveal"

    def search_it(self, *_: Any) -> str:
        return "it"

    def put_battlefield(self, _it: str) -> tuple[Zone, bool]:
        return (Zone.BATTLEFIELD, False)

    def put_battlefield_tapped(self, _it: str) -> tuple[Zone, bool]:
        return (Zone.BATTLEFIELD, True)

    def put_hand(self, _it: str) -> tuple[Zone, bool]:
        return (Zone.HAND, False)

    def search_sentence(self, what: tuple[Amount, bool, Selector], *rest: Any) -> SearchLibrary:
        n, up_to, sel = what
        reveal = "reveal" in rest
        dest, tapped = next(r for r in rest if isinstance(r, tuple))
        return SearchLibrary(sel, n, dest, tapped, reveal, up_to)

    def untap_sentence(self, sel: Selector) -> Untap:
        return Untap(permanents(sel))

    def switch_self(self, _s: Token) -> SwitchPT:
        return SwitchPT(Selector(relation=Relation.SELF))

    def switch_target(self, _t: Token) -> SwitchPT:
        return SwitchPT(Selector(types=("Creature",), relation=Relation.TARGET))

    def double_pool_sentence(self) -> AddMana:
        return AddMana(PoolCopy())

    def gain_control_sentence(self, sel: Selector, duration: str | None = None) -> GainControl:
        return GainControl(permanents(sel), "you", duration)

    def exile_sentence(self, sel: Selector) -> ExileCards:
        return ExileCards(sel)

    def cda_sentence(self, _s: Token, amount: Amount) -> CharacteristicPT:
        """ "~'s power and toughness are each equal to <amount>" (604.3, 613.4a); "the
        number of time counters on it": "it" is the creature itself (122.1)."""
        if amount.kind == AmountKind.COUNTERS and amount.selector is not None and \
                amount.selector.relation is Relation.THAT:
            amount = replace(amount, selector=None)
        return CharacteristicPT(amount, amount)

    def sacrifice_unless_pay(self, tok: Token) -> SacrificeSelf:
        return SacrificeSelf(unless=(Cost(CostKind.MANA, mana=ManaCost.parse(str(tok))),))

    def sacrifice_unless_return(self, n: Amount, sel: Selector) -> SacrificeSelf:
        return SacrificeSelf(unless=(Cost(CostKind.RETURN, selector=control_selector(sel),
                                          amount=n),))

    def for_each_color_sentence(self, sel: Selector) -> AddMana:
        return AddMana(ColorAmong(sel, each=True))

    # -- conditions --------------------------------------------------------------------
    def cond_control(self, n: int, sel: Selector) -> Condition:
        return Condition("control", selector=control_selector(sel), count=n)

    def cond_control_one(self, sel: Selector) -> Condition:
        return Condition("control", selector=control_selector(sel), count=1)

    def cond_control_all(self, first: Selector, *rest: Any) -> Condition:
        parts = [first, *(r for r in rest if isinstance(r, Selector))]
        return Condition("all", conditions=tuple(
            Condition("control", selector=control_selector(s), count=1) for s in parts))

    def cond_control_named_pair(self, tok: Token) -> Condition:
        # "you control creatures named Mine Worker and Power Plant Worker": one of each
        names = str(tok)[len("creatures named "):].split(" and ")
        if len(names) != 2 or not all(n[:1].isupper() for n in names):
            raise ValueError("not two card names")
        return Condition("all", conditions=tuple(
            Condition("control", selector=Selector(types=("Creature",), named=n.strip(),
                                                   controller=ControllerSpec.YOU), count=1)
            for n in names))

    def cond_control_any(self, *parts: Any) -> Condition:
        sels = [p for p in parts if isinstance(p, Selector)]
        return Condition("any", conditions=tuple(
            Condition("control", selector=control_selector(s), count=1) for s in sels))

    def cond_not_control(self, sel: Selector) -> Condition:
        return Condition("control", selector=control_selector(sel), count=1, negate=True)

    def cond_same_name(self, n: int, sel: Selector, _tok: Token) -> Condition:
        return Condition("same_name", selector=control_selector(sel), count=n)

    def cond_counter(self, _s: Token, name: Token) -> Condition:
        return Condition("counter_on_self", counter=str(name).lower())

    def cond_counters_n(self, _s: Token, n: int, name: Token) -> Condition:
        return Condition("counter_on_self", counter=str(name).lower(), count=n)

    def cond_counters_on_self(self, n: int, name: Token, _s: Token) -> Condition:
        return Condition("counter_on_self", counter=str(name).lower(), count=n)

    def cond_no_counters(self, name: Token, _s: Token) -> Condition:
        return Condition("no_counters", counter=str(name).lower())

    def _is(self, sel: Selector, what: Selector) -> Condition:
        if sel == Selector(relation=Relation.SELF):
            return Condition("self_is", selector=what)
        if sel.relation is Relation.THAT and len(sel.subtypes) <= 1 and \
                sel == Selector(relation=Relation.THAT, types=sel.types, subtypes=sel.subtypes):
            # "If that Island is snow", "If that creature is a Human": that object is of
            # its noun's kind (an Island, a creature) and the rest
            return Condition("that_is", selector=replace(
                what, subtypes=(*sel.subtypes, *what.subtypes),
                types=tuple(dict.fromkeys((*sel.types, *what.types)))))
        raise ValueError("'is' of what?")

    def cond_is_a(self, sel: Selector, noun: Noun) -> Condition:
        if noun.key == "type":
            return self._is(sel, Selector(types=(noun.value,)))
        if noun.key == "subtype":
            return self._is(sel, Selector(subtypes=(noun.value,)))
        raise ValueError("is a what?")

    def cond_is_snow(self, sel: Selector) -> Condition:
        return self._is(sel, Selector(supertypes=("Snow",)))

    def cond_isnt_token(self, sel: Selector) -> Condition:
        """"If ~ isn't a token" (111.1): Progenitor Mimic's copies don't copy again."""
        return self._is(sel, Selector(token=False))

    def cond_is_color(self, sel: Selector, *colors: Token) -> Condition:
        """"is white or blue": of one of those colors (105.2)."""
        return self._is(sel, Selector(colors=tuple(COLOR_WORDS[str(c).lower()]
                                                   for c in colors)))

    def _was(self, sel: Selector, what: Selector) -> Condition:
        """"If that creature was ...": ``that_was``, of the object named (608.2h)."""
        cond = self._is(sel, what)
        if cond.kind != "that_is":
            raise ValueError("'was' of what?")
        return replace(cond, kind="that_was")

    def cond_was_a(self, sel: Selector, noun: Noun) -> Condition:
        if noun.key not in ("type", "subtype"):
            raise ValueError("was a what?")
        return self._was(sel, Selector(types=(noun.value,)) if noun.key == "type"
                         else Selector(subtypes=(noun.value,)))

    def cond_was_color(self, sel: Selector, *colors: Token) -> Condition:
        return self._was(sel, Selector(colors=tuple(COLOR_WORDS[str(c).lower()]
                                                    for c in colors)))

    def cond_is_legendary(self, sel: Selector) -> Condition:
        return self._is(sel, Selector(supertypes=("Legendary",)))

    def cond_is_attacking(self, sel: Selector) -> Condition:
        return self._is(sel, Selector(attacking=True))

    def cond_has_keyword(self, sel: Selector, tok: Token) -> Condition:
        """"has flying": the keyword among its abilities (702.1)."""
        return self._is(sel, Selector(keywords=(str(tok).capitalize(),)))

    def cond_is_tapped(self, sel: Selector) -> Condition:
        return self._is(sel, Selector(tapped=True))

    def cond_kicked(self, _s: Token) -> Condition:
        return Condition("kicked")

    def cond_entered(self, _s: Token) -> Condition:
        return Condition("entered_this_turn")

    def cond_opponent_counters(self, n: int, name: Token) -> Condition:
        if str(name).lower() != "poison":
            raise ValueError("an opponent's counters")
        return Condition("opponent_poison", count=n)

    def cond_total_power(self, sel: Selector, n: int) -> Condition:
        if sel != Selector(types=("Creature",), controller=ControllerSpec.YOU):
            raise ValueError("total power of what?")
        return Condition("total_power", selector=sel, count=n)

    def cond_played_land(self) -> Condition:
        return Condition("played_land")

    def cond_initiative(self) -> Condition:
        return Condition("initiative")

    def cond_monarch(self) -> Condition:
        return Condition("monarch")

    def cond_city_blessing(self) -> Condition:
        """ "you have the city's blessing" (702.131c)."""
        return Condition("city_blessing")

    def cond_completed_dungeon(self) -> Condition:
        return Condition("completed_dungeon")

    def cond_activated_times(self, n: int) -> Condition:
        return Condition("activated_times", count=n)

    def cond_threshold(self, n: int) -> Condition:
        return Condition("graveyard_cards", count=n)

    def cond_your_turn(self) -> Condition:
        return Condition("your_turn")

    # "it" conditions name the subject of the sentence ("~ has first strike as long as
    # it's attacking"); subject_condition accepts them only when that subject is ~.
    def cond_it_attacking(self) -> Condition:
        return Condition("self_is", selector=Selector(attacking=True), text="it")

    def cond_it_untapped(self) -> Condition:
        return Condition("self_is", selector=Selector(tapped=False), text="it")

    def cond_it_counter(self, name: Token) -> Condition:
        return Condition("counter_on_self", counter=str(name).lower(), text="it")

    def cond_it_counters_n(self, n: int, name: Token) -> Condition:
        return Condition("counter_on_self", counter=str(name).lower(), count=n, text="it")

    def instead_sentence(self, cond: Condition, prod: Any) -> Marker:
        return Marker("instead", (cond, prod, False))

    def instead_may(self, cond: Condition, prod: Any) -> Marker:
        return Marker("instead", (cond, prod, True))

    def grant_quoted(self, tok: Token) -> str:
        return quoted_text(tok)

    def grant_keyword(self, tok: Token) -> str:
        return str(tok).capitalize()

    def grant_list(self, *items: Any) -> tuple[str, ...]:
        return tuple(i for i in items if isinstance(i, str) and i not in (",", "and", ", and"))

    def grant(self, sel: Selector, _have: Token, abilities: tuple[str, ...]) -> GrantAbilities:
        return GrantAbilities(permanents(sel), self._granted(sel, abilities))

    def pump(self, sel: Selector, _get: Token, pt: Token) -> ModifyPT:
        p, t = (int(x) for x in str(pt).split("/"))
        return ModifyPT(permanents(sel), p, t)

    def pump_if(self, sel: Selector, _get: Token, pt: Token, _as: Token,
                cond: Condition) -> ModifyPT:
        return replace(self.pump(sel, _get, pt), condition=subject_condition(sel, cond))

    def pump_if_first(self, _as: Token, cond: Condition, sel: Selector, _get: Token,
                      pt: Token) -> ModifyPT:
        return self.pump_if(sel, _get, pt, _as, cond)

    def grant_if(self, sel: Selector, _have: Token, abilities: tuple[str, ...], _as: Token,
                 cond: Condition) -> GrantAbilities:
        return GrantAbilities(permanents(sel), self._granted(sel, abilities),
                              subject_condition(sel, cond))

    def grant_if_first(self, _as: Token, cond: Condition, sel: Selector, _have: Token,
                       abilities: tuple[str, ...]) -> GrantAbilities:
        return self.grant_if(sel, _have, abilities, _as, cond)

    def grant_your_turn(self, sel: Selector, _have: Token,
                        abilities: tuple[str, ...]) -> GrantAbilities:
        return GrantAbilities(permanents(sel), self._granted(sel, abilities),
                              Condition("your_turn"))

    def is_chosen_type(self, sel: Selector, _are: Token) -> SetBasicLandTypes:
        if sel.relation is not Relation.ENCHANTED or sel.types != ("Land",):
            raise ValueError("'is the chosen type' of what?")
        return SetBasicLandTypes(sel, (), chosen=True)

    def become_land_type_choice(self, sel: Selector,
                                duration: str | None = None) -> SetBasicLandTypes:
        if sel.types != ("Land",) or duration not in (None, "end of turn"):
            raise ValueError("a land becomes")
        return SetBasicLandTypes(permanents(sel), (), choose=True,
                                 until_end_of_turn=duration == "end of turn")

    def become_land_type(self, sel: Selector, sub: Token,
                         duration: str | None = None) -> SetBasicLandTypes:
        name = singular(str(sub))
        if name not in BASIC_LAND_TYPES or "Land" not in sel.types or \
                duration not in (None, "end of turn"):
            raise ValueError("only a land becomes a basic land type")
        return SetBasicLandTypes(permanents(sel), (name,),
                                 until_end_of_turn=duration == "end of turn")

    def pump_per(self, sel: Selector, _get: Token, pt: Token, per: Selector) -> ModifyPT:
        return replace(self.pump(sel, _get, pt), per=Amount(AmountKind.COUNT, 0, selector=per))

    def life_and_limb(self, first: Selector, _and: Token, noun: Noun, _are: Token,
                      pt: Token, color: Token, sub1: Token, type1: Token, sub2: Token,
                      type2: Token) -> Animate:
        # "All Forests and all Saprolings are 1/1 green Saproling creatures and Forest
        # lands in addition to their other types."
        if noun.key != "subtype" or first.types or len(first.subtypes) != 1 or \
                first.relation is not None or first.controller is not ControllerSpec.ANY:
            raise ValueError("an unusual animation")
        p, t = (int(x) for x in str(pt).split("/"))
        sel = Selector(subtypes=(first.subtypes[0], noun.value), any_type=True)
        s1, s2 = singular(str(sub1)), singular(str(sub2))
        if s1 is None or s2 is None:
            raise ValueError("unknown subtype")
        return Animate(sel, p, t, types=(card_type_word(type1), card_type_word(type2)),
                       subtypes=(s1, s2), colors=(COLOR_WORDS[str(color).lower()],),
                       until_end_of_turn=False)

    def pump_grant(self, sel: Selector, _get: Token, pt: Token, _have: Token,
                   abilities: tuple[str, ...]) -> Marker:
        return Marker("many", (self.pump(sel, _get, pt),
                                GrantAbilities(permanents(sel), self._granted(sel, abilities))))

    def no_max_hand(self) -> StaticModifier:
        return StaticModifier("no_maximum_hand_size")

    def grant_eot(self, sel: Selector, abilities: tuple[str, ...]) -> Lasting:
        # "~ gains flying until end of turn.": a continuous effect from a resolving
        # ability, for the objects named as it resolves (CR 611.2a, 611.2c, 514.2)
        return Lasting(GrantAbilities(permanents(sel), self._granted(sel, abilities)),
                       Duration.END_OF_TURN)

    def base_pt(self, sel: Selector, _have: Token, pt: Token) -> SetBasePT:
        p, t = (int(x) for x in str(pt).split("/"))
        return SetBasePT(permanents(sel), p, t)

    def lose_all(self, sel: Selector, _lose: Any) -> LoseAbilities:
        return LoseAbilities(permanents(sel))

    def lose_all_but_mana(self, sel: Selector, _lose: Any) -> LoseAbilities:
        return LoseAbilities(permanents(sel), except_mana=True)

    def lose_all_base_pt(self, sel: Selector, _lose: Any, _have: Any, pt: Token) -> Marker:
        # Humility: "All creatures lose all abilities and have base power and toughness 1/1"
        p, t = (int(x) for x in str(pt).split("/"))
        return Marker("many", (LoseAbilities(permanents(sel)),
                                SetBasePT(permanents(sel), p, t)))

    def pump_lose_all(self, sel: Selector, _get: Any, pt: Token, _lose: Any) -> Marker:
        p, t = (int(x) for x in str(pt).split("/"))
        return Marker("many", (ModifyPT(permanents(sel), p, t),
                                LoseAbilities(permanents(sel))))

    def grant_eot_it(self, abilities: tuple[str, ...]) -> Lasting:
        # "It gains haste until end of turn." after "target creature": that object
        it = Selector(relation=Relation.THAT)
        return Lasting(GrantAbilities(it, self._granted(it, abilities)),
                       Duration.END_OF_TURN)

    def control_static(self, sel: Selector) -> GainControl:
        # "You control enchanted creature." (Control Magic): layer 2, CR 613.1b
        return GainControl(permanents(sel), "you")

    # -- entering (614.1c) -------------------------------------------------------------
    def enters_tapped(self, _s: Token, _e: Token) -> EntersTapped:
        return EntersTapped()

    def enters_tapped_with(self, _s: Token, _e: Token, n: Amount, name: Token, *_: Any) -> Marker:
        return Marker("many", (EntersTapped(), EntersWithCounters(str(name).lower(), n)))

    def tail_where(self, amount: Amount) -> tuple[str, Any]:
        return ("where", amount)

    def tail_for_each(self, sel: Selector) -> tuple[str, Any]:
        return ("per", Amount(AmountKind.COUNT, 0, selector=sel))

    def enters_with_if(self, cond: Condition, _e: Token, n: Amount, name: Token,
                       *_: Any) -> EntersWithCounters:
        if cond.text == "it":
            raise ValueError("'it' in the condition")
        return EntersWithCounters(str(name).lower(), n, condition=cond)

    def tail_kicked(self) -> tuple[str, Any]:
        return ("per", Amount(AmountKind.KICKED_TIMES, 0))

    def tail_colors_spent(self) -> tuple[str, Any]:
        return ("per", Amount(AmountKind.COLORS_SPENT, 0))

    def enters_with(self, _s: Token, _e: Token, n: Amount, name: Token,
                    *rest: Any) -> EntersWithCounters:
        tail = next((r for r in rest if isinstance(r, tuple)), None)
        if tail is None:
            return EntersWithCounters(str(name).lower(), n)
        kind, amount = tail
        if kind == "if":
            return EntersWithCounters(str(name).lower(), n, condition=amount)
        if kind == "where":
            if n.kind != "x":
                raise ValueError("'where X is' without X")
            return EntersWithCounters(str(name).lower(), amount)
        if not n.is_fixed:
            raise ValueError("X counters for each")
        # "two +1/+1 counters on it for each ...": the count, times two (614.1c)
        return EntersWithCounters(str(name).lower(), amount, times=n.value)

    def others_enter_with(self, sel: Selector, _e: Token, n: Amount, name: Token,
                          *_: Any) -> EntersWithCounters:
        # "Each other non-Human creature you control enters with an additional +1/+1
        # counter on it" (Grumgully): a replacement effect on others entering (614.1c)
        if sel.relation is Relation.SELF:
            raise ValueError("'additional' counters on itself")
        return EntersWithCounters(str(name).lower(), n, selector=permanents(sel))

    def enters_tapped_if(self, cond: Condition, _s: Token, _e: Token) -> EntersTapped:
        return EntersTapped(replace(cond, negate=not cond.negate))

    def enters_tapped_unless_n(self, _s: Token, _e: Token, n: int, sel: Selector) -> EntersTapped:
        return EntersTapped(Condition("control", selector=control_selector(sel), count=n))

    def enters_tapped_unless(self, _s: Token, _e: Token, sel: Selector) -> EntersTapped:
        return EntersTapped(Condition("control", selector=control_selector(sel), count=1))

    def cw_color(self) -> ChoiceKind:
        return ChoiceKind.COLOR

    def cw_creature_type(self) -> ChoiceKind:
        return ChoiceKind.CREATURE_TYPE

    def cw_basic_land_type(self) -> ChoiceKind:
        return ChoiceKind.BASIC_LAND_TYPE

    def cw_card_name(self) -> ChoiceKind:
        return ChoiceKind.CARD_NAME

    def cw_opponent(self) -> ChoiceKind:
        return ChoiceKind.OPPONENT

    def cw_card_type(self) -> ChoiceKind:
        return ChoiceKind.CARD_TYPE

    def cw_land_type(self) -> ChoiceKind:
        return ChoiceKind.LAND_TYPE

    def cw_number(self) -> ChoiceKind:
        return ChoiceKind.NUMBER

    def ci_plain(self, what: ChoiceKind) -> AsEntersChoice:
        return AsEntersChoice(what)

    def ci_color_other_than(self, color: Token) -> AsEntersChoice:
        return AsEntersChoice(ChoiceKind.COLOR, excluded=(COLOR_WORDS[str(color).lower()],))

    def ci_opponent(self) -> AsEntersChoice:
        return AsEntersChoice(ChoiceKind.OPPONENT)

    def ci_player(self) -> AsEntersChoice:
        return AsEntersChoice(ChoiceKind.PLAYER)

    def ci_color_either(self, a: Token, b: Token) -> AsEntersChoice:
        # "choose black or red" (Mangara's Equity): a color, one of those two
        allowed = {COLOR_WORDS[str(a).lower()], COLOR_WORDS[str(b).lower()]}
        return AsEntersChoice(ChoiceKind.COLOR,
                              excluded=tuple(c for c in COLORS if c not in allowed))

    def ci_land_type_either(self, a: Token, b: Token) -> AsEntersChoice:
        # "choose Island or Swamp" (Roots of Life): a basic land type, one of those two
        allowed = {subtype_token(a), subtype_token(b)}
        if not allowed <= set(BASIC_LAND_TYPES):
            raise ValueError("only a choice between basic land types is modelled")
        return AsEntersChoice(ChoiceKind.BASIC_LAND_TYPE, excluded=tuple(
            t for t in BASIC_LAND_TYPES if t not in allowed))

    def ci_nonland_name(self) -> AsEntersChoice:
        return AsEntersChoice(ChoiceKind.CARD_NAME, excluded=("Land",))

    def as_enters_choose(self, *items: Any) -> AsEntersChoice | Marker:
        asks = [i for i in items if isinstance(i, AsEntersChoice)]
        return asks[0] if len(asks) == 1 else Marker("many", tuple(asks))

    def as_enters_pay_life(self, *items: Any) -> AsEntersChoice:
        n = next(i for i in items if isinstance(i, int))
        return AsEntersChoice(ChoiceKind.PAY_LIFE, amount=n)

    def if_you_dont_sentence(self, *_: Any) -> Marker:
        return Marker("otherwise_tapped")

    # -- copies (707) ------------------------------------------------------------------
    def copy_choice(self, sel: Selector) -> Selector:
        return sel

    def enter_as_copy(self, _s: Token, _e: Token, sel: Selector,
                      exceptions: tuple[ExceptClause, ...] = ()) -> EntersAsCopy:
        return EntersAsCopy(sel, True, exceptions)

    def enter_tapped_as_copy(self, _s: Token, _e: Token, sel: Selector,
                             exceptions: tuple[ExceptClause, ...] = ()) -> EntersAsCopy:
        return EntersAsCopy(sel, True, exceptions, tapped=True)

    def others_enter_as_copy(self, sel: Selector, _e: Token, _s: Token) -> OthersEnterAsCopy:
        return OthersEnterAsCopy(permanents(sel), Selector(relation=Relation.SELF))

    def until_eot(self) -> str:
        return "end of turn"

    def while_tapped(self) -> str:
        return "while tapped"

    def until_your_next_turn(self) -> str:
        return "your next turn"  # ends as its controller's next turn begins (611.2a)

    def orig_that_card(self, _card: Token) -> Selector:
        return Selector(relation=Relation.THAT, zone=Zone.EXILE)

    def orig_cost_exiled(self) -> Selector:
        return Selector(types=("Creature",), relation=Relation.COST_EXILED)

    def orig_exiled(self, _card: Token) -> Selector:
        return Selector(relation=Relation.EXILED, zone=Zone.EXILE)

    def orig_sacrificed(self) -> Selector:
        return Selector(types=("Creature",), relation=Relation.SACRIFICED)

    def orig_chosen(self, body: Selector) -> Selector:
        """ "a creature card exiled with ~": chosen as the effect resolves (not
        targeted, 115.10): only among cards linked to the source here."""
        if body.zone != "exile" or body.same_name_as is not Relation.EXILED:
            raise ValueError("'becomes a copy of a ...' other than a linked exiled card")
        return replace(body, relation=Relation.CHOSEN)

    def become_copy_next_turn_first(self, subject: Selector, original: Selector,
                                    exceptions: tuple[ExceptClause, ...] = ()) -> BecomeCopy:
        return replace(self.become_copy(subject, original, "your next turn"),
                       exceptions=exceptions)

    def orig_that(self) -> Selector:
        return Selector(relation=Relation.THAT)

    def orig_target(self, body: Selector) -> Selector:
        return self.sel_target(body)

    def orig_another_target(self, body: Selector) -> Selector:
        return replace(self.sel_target(body), excluded=Relation.SELF)

    def become_copy_eot_first(self, subject: Selector, original: Selector,
                              exceptions: tuple[ExceptClause, ...] = ()) -> BecomeCopy:
        return replace(self.become_copy(subject, original, "end of turn"),
                       exceptions=exceptions)

    def may_become_copy(self, subject: Selector, original: Selector,
                        *rest: Any) -> BecomeCopy:
        duration = next((r for r in rest if isinstance(r, str)), None)
        exceptions = next((r for r in rest if isinstance(r, tuple)), ())
        if subject.relation is not Relation.SELF:
            raise ValueError("'you may have ... become a copy' of something else")
        return replace(self.become_copy(subject, original, duration), exceptions=exceptions,
                       optional=True)

    def become_copy(self, subject: Selector, original: Selector | UpToOne,
                    duration: str | None = None) -> BecomeCopy:
        if subject.relation is Relation.OTHER and isinstance(original, Selector) and \
                original.relation is Relation.TARGET:
            # Mirrorweave: "Each other creature becomes a copy of target ... creature":
            # other than the target
            subject = replace(subject, relation=None, excluded=Relation.TARGET)
        return up_to_one_copy(subject, original, duration)  # grammar/copyentering.py

    def become_copy_except(self, subject: Selector, original: Selector,
                           exceptions: tuple[ExceptClause, ...]) -> BecomeCopy:
        return BecomeCopy(subject, original, None, exceptions)

    def anim_color(self, tok: Token) -> tuple[str, str]:
        return ("color", COLOR_WORDS[str(tok).lower()])

    def anim_colorless(self) -> tuple[str, str]:
        return ("colorless", "")

    def anim_artifact(self) -> tuple[str, str]:
        return ("type", "Artifact")

    def anim_subtype(self, tok: Token) -> tuple[str, str]:
        sub = subtype_token(tok)
        return ("subtype", sub)

    def anim_and(self) -> tuple[str, str]:
        return ("and", "")

    def anim_all_types(self) -> tuple[str, str]:
        return ("all_types", "")

    def anim_keyword(self, *toks: Token) -> tuple[str, str]:
        return ("keywords", ",".join(str(t).capitalize() for t in toks))

    def anim_quoted(self, tok: Token) -> tuple[str, str]:
        return ("quoted", quoted_text(tok))

    def anim_desc(self, *parts: tuple[str, str]) -> list[tuple[str, str]]:
        return list(parts)

    def _animate(self, sel: Selector, pt: Token, desc: list[tuple[str, str]],
                 duration: str | None) -> Animate:
        p, t = (int(x) for x in str(pt).split("/"))
        colors = [v for k, v in desc if k == "color"]
        colorless = any(k == "colorless" for k, _ in desc)
        abilities: list[str] = []
        for k, v in desc:
            if k == "keywords":
                abilities += v.split(",")
            elif k == "quoted":
                abilities.append(v)
        if sel.relation is not Relation.SELF:
            raise ValueError("only self-animation is supported")
        if duration not in (None, "end of turn"):
            raise ValueError("animated for as long as ...")
        return Animate(
            sel, p, t,
            types=("Creature", *tuple(v for k, v in desc if k == "type")),
            subtypes=tuple(v for k, v in desc if k == "subtype"),
            all_creature_types=any(k == "all_types" for k, _ in desc),
            colors=tuple(colors) if (colors or colorless) else None,
            abilities=self._granted(sel, tuple(abilities)),
            until_end_of_turn=duration == "end of turn",
            # "artifact creature" keeps the other types (CR 205.1b); otherwise only a
            # following "It's still a land." does (set by the assembler)
            keeps_types=any(k == "type" and v == "Artifact" for k, v in desc),
        )

    def animate_self(self, sel: Selector, pt: Token, desc: list[tuple[str, str]],
                     duration: str | None = None) -> Animate:
        return self._animate(sel, pt, desc, duration)

    def animate_self_keep(self, sel: Selector, pt: Token, desc: list[tuple[str, str]],
                          duration: str | None = None) -> Animate:
        # "... creature in addition to its other types" (CR 205.1b)
        return replace(self._animate(sel, pt, desc, duration), keeps_types=True)

    def animate_self_eot_first(self, sel: Selector, pt: Token,
                               desc: list[tuple[str, str]]) -> Animate:
        return self._animate(sel, pt, desc, "end of turn")

    def still_land_sentence(self) -> Marker:
        return Marker("still_land")

    def tap_target_sentence(self, noun: Noun, *items: Token) -> Marker:
        # "another target creature": relation OTHER (not the source); the copy is of the
        # target (BecomeCopy.tap_target); items: the "and" read at once, the counter name
        name = items[-1]
        return Marker("tap_target", (self.selector(Adj("other"), noun), str(name).lower()))
