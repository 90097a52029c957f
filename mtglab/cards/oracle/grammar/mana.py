"""Transformer rules for mana (``oracle.lark``): what an ability adds (CR 106, 605),
amounts (CR 107.3), restrictions on spending it (CR 106.6) and on activating
(CR 602.5), replacement effects on mana (CR 106.12b, 614.1a), counter replacements
(CR 122.6) and the triggers of tapping for mana (CR 106.12a).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, Final

from lark import Token, v_args

from mtglab.cards.effectparts import SPELL_ONLY_CONDITIONS
from mtglab.cards.effects import (
    ActivationRestriction,
    AddLandTypes,
    AddMana,
    Amount,
    AnyOf,
    ChoiceKind,
    ChosenColor,
    ColorAmong,
    CommanderIdentity,
    Condition,
    ControllerSpec,
    CouldProduce,
    CounterAgent,
    CounterKinds,
    CounterRecipient,
    CounterReplacement,
    DealDamage,
    FixedMana,
    GainLife,
    LoseLife,
    ManaConvertType,
    ManaMultiply,
    ManaProduction,
    ManaReplacement,
    ManaSetTo,
    ManaSetType,
    ManaTrigger,
    ManaTypeMap,
    MilledSymbols,
    NotedMana,
    NoteManaSpent,
    ProductionChoice,
    Relation,
    Rider,
    Selector,
    SetBasicLandTypes,
    SpendPurpose,
    TypeProduced,
)
from mtglab.cards.oracle.grammar.objects import (
    COLOR_WORDS,
    OUTLAWS,
    Marker,
    Noun,
    NounMark,
    ObjectRules,
    card_type_word,
    mana_symbol,
    permanents,
    subtype_token,
)
from mtglab.cards.types import BASIC_LAND_TYPES, LAND_TYPES, singular
from mtglab.cards.vocabulary import AmountKind, Zone
from mtglab.mana import COLORS, MANA_TYPES, Mana, ManaCost

__all__ = ["THAT_COLOR", "ManaRules"]


THAT_COLOR: Final = "__that_color__"


def _spend_purpose(kind: str, words: Sequence[tuple[str, Any]]) -> SpendPurpose:
    """One :class:`SpendPurpose` from the qualities of one alternative."""
    types: list[str] = []
    subtypes: list[str] = []
    supers: list[str] = []
    excluded: list[str] = []
    colors: list[str] = []
    fields: dict[str, Any] = {}
    for key, value in words:
        match key:
            case "type":
                types.append(value)
            case "subtype":
                subtypes.append(value)
            case "supertype":
                supers.append(value)
            case "excluded_type":
                excluded.append(value)
            case "color":
                colors.append(value)
            case "outlaw":
                subtypes.extend(OUTLAWS)
            case _:
                if key in fields:
                    raise ValueError(f"{key} twice")
                fields[key] = value
    if len([s for s in subtypes if s not in OUTLAWS]) > 1:
        raise ValueError("several subtypes in one spell")
    if "Spell" in types:
        types.remove("Spell")
    return SpendPurpose(kind, types=tuple(types), subtypes=tuple(subtypes),
                        supertypes=tuple(supers), excluded_types=tuple(excluded),
                        colors=tuple(colors), **fields)


def _cost_symbol_purpose(tok: Token) -> SpendPurpose:
    symbol = str(tok).upper()
    if symbol not in ("{X}", "{C}"):
        raise ValueError("a cost with an unusual symbol")
    return SpendPurpose("cost", cost_symbol=symbol[1])


_SIMPLE: Final = SpendPurpose()


def _only(p: SpendPurpose, *allowed: str) -> bool:
    """Whether ``p`` sets nothing but ``kind`` and the ``allowed`` fields."""
    from dataclasses import fields as dc_fields

    for f in dc_fields(SpendPurpose):
        if f.name == "kind" or f.name in allowed:
            continue
        if getattr(p, f.name) != getattr(_SIMPLE, f.name):
            return False
    return True


def _cast_fields(p: SpendPurpose, single: bool, acc: dict[str, Any]) -> bool:
    """Add a "spend only to cast ..." purpose to the flat fields ``acc``; whether they
    say it exactly (106.6)."""
    acc["spells"] = True
    if _only(p):
        acc["any_spell"] = True
    elif _only(p, "types") and len(p.types) == 1:
        acc["spell_types"].append(p.types[0])
    elif _only(p, "subtypes") and len(p.subtypes) == 1:
        acc["spell_subtypes"].append(p.subtypes[0])
    elif single and _only(p, "multicolored"):
        acc["multicolored"] = True
    elif single and _only(p, "min_mana_value"):
        acc["min_mana_value"] = p.min_mana_value
    else:
        return False
    return True


def _activate_fields(p: SpendPurpose, acc: dict[str, Any]) -> bool:
    """Add a "spend only to activate abilities of ..." purpose to the flat fields
    ``acc``; whether they say it exactly (106.6)."""
    acc["abilities"] = True
    if _only(p):
        acc["any_ability"] = True
    elif _only(p, "types") and len(p.types) == 1:
        acc["ability_types"].append(p.types[0])
    elif _only(p, "subtypes") and len(p.subtypes) == 1:
        acc["ability_types"].append(p.subtypes[0])
    else:
        return False
    return True


def _restriction_fields(purposes: tuple[SpendPurpose, ...]) -> dict[str, Any]:
    """The fields of a SpendRestriction: ``purposes`` and, where exact, the flat ones."""
    exact = True
    acc: dict[str, Any] = {"spell_types": [], "spell_subtypes": [], "ability_types": [],
                           "spells": False, "abilities": False, "any_spell": False,
                           "any_ability": False, "multicolored": False,
                           "min_mana_value": None}
    single = len([p for p in purposes if p.kind == "cast"]) == 1
    for p in purposes:
        if p.kind == "cast":
            ok = _cast_fields(p, single, acc)
        elif p.kind == "activate":
            ok = _activate_fields(p, acc)
        else:
            ok = p.kind == "cumulative_upkeep" and len(purposes) == 1
        exact = exact and ok
    if acc["any_spell"]:
        acc["spell_types"], acc["spell_subtypes"] = [], []
    if acc["any_ability"]:
        acc["ability_types"] = []
    return {
        "spell_types": tuple(acc["spell_types"]),
        "spell_subtypes": tuple(acc["spell_subtypes"]),
        "spells": acc["spells"], "abilities": acc["abilities"],
        "ability_types": tuple(acc["ability_types"]),
        "multicolored": acc["multicolored"], "min_mana_value": acc["min_mana_value"],
        "only_cumulative_upkeep": any(p.kind == "cumulative_upkeep" for p in purposes),
        "unparsed_condition": not exact, "purposes": purposes,
    }


def _forbidden_fields(forbidden: tuple[SpendPurpose, ...]) -> dict[str, Any]:
    """"This mana can't be spent to cast nonartifact spells": only artifact spells (or
    abilities) remain, which the flat fields can say."""
    fields: dict[str, Any] = {"forbidden": forbidden, "spells": True, "abilities": True}
    if len(forbidden) == 1 and _only(forbidden[0], "excluded_types") and \
            len(forbidden[0].excluded_types) == 1 and forbidden[0].excluded_types[0] in (
                "Artifact", "Creature", "Land", "Enchantment", "Planeswalker"):
        fields["spell_types"] = forbidden[0].excluded_types
    else:
        fields["unparsed_condition"] = True
    return fields


def _substitute_x(prod: Any, amount: Amount) -> ManaProduction:
    if isinstance(prod, AnyOf) and prod.count.kind == "x":
        return replace(prod, count=amount)
    if isinstance(prod, ChosenColor) and prod.count.kind == "x":
        return replace(prod, count=amount)
    raise ValueError("'where X is' without an X amount of mana")


@v_args(inline=True)
class ManaRules(ObjectRules):
    """The rules of mana, amounts and restrictions (CR 106, 107.3, 602.5, 605, 614.1a)."""

    # -- productions -------------------------------------------------------------------
    def mana_fixed(self, tok: Token) -> FixedMana:
        return FixedMana((mana_symbol(tok),))

    def mana_choice(self, *toks: Token) -> FixedMana:
        return FixedMana(tuple(mana_symbol(t) for t in toks))

    def fixed_or_other(self, tok: Token, other: ManaProduction) -> ProductionChoice:
        if isinstance(other, ProductionChoice | Marker):
            raise ValueError("nested choice")
        return ProductionChoice((FixedMana((mana_symbol(tok),)), other))

    def additional(self, prod: ManaProduction) -> ManaProduction:
        return prod

    def amount_of(self, tok: Token, amount: Amount) -> Marker:
        m = mana_symbol(tok)
        if len(m) != 1:
            raise ValueError("an amount of several symbols")
        return Marker("times", (FixedMana((m,)), amount))

    def amount_of_that_color(self, amount: Amount) -> Marker:
        return Marker("that_color", amount)

    def that_much(self, tok: Token) -> Marker:
        m = mana_symbol(tok)
        if len(m) != 1:
            raise ValueError("that much of several symbols")
        return Marker("times", (FixedMana((m,)), Amount(AmountKind.REMOVED, 0)))

    def n_of_symbol(self, n: int, tok: Token) -> FixedMana:
        return FixedMana((mana_symbol(tok) * n,))

    def any_color(self, n: Amount) -> AnyOf:
        return AnyOf(COLORS, n, "one")

    def any_type(self, n: Amount) -> AnyOf:
        return AnyOf(MANA_TYPES, n, "one")

    def same_color(self, n: Amount) -> AnyOf:
        return AnyOf(COLORS, n, "same" if not (n.is_fixed and n.value == 1) else "one")

    def combination(self, n: Amount) -> AnyOf:
        return AnyOf(COLORS, n, "one")

    def combination_of(self, n: Amount, *toks: Token) -> AnyOf:
        types = tuple(t for t in MANA_TYPES if any(t in mana_symbol(x) for x in toks))
        return AnyOf(types, n, "one")

    def different_colors(self, n: Amount) -> AnyOf:
        return AnyOf(COLORS, n, "different")

    def ct_color(self) -> bool:
        return True

    def ct_type(self) -> bool:
        return False

    def could_produce(self, n: Amount, colors_only: bool, _det: Any,
                      sel: Selector) -> CouldProduce:
        if sel.zone is not None:
            raise ValueError("cards don't produce mana")
        return CouldProduce(sel, colors_only, n)

    def could_produce_that(self, n: Amount, colors_only: bool, noun: Noun) -> CouldProduce:
        # "any type that land could produce": the land named before (Benthic Explorers'
        # untapped land, Mana Web's tapped land)
        return CouldProduce(self._attached(Relation.THAT, noun), colors_only, n)

    def could_produce_sacrificed(self, n: Amount, colors_only: bool, tok: Token) -> CouldProduce:
        word = str(tok).split()[-1]
        noun = Noun("permanent") if word.lower() == "permanent" else \
            Noun("type", card_type_word(word))
        return CouldProduce(self._attached(Relation.SACRIFICED, noun), colors_only, n)

    def chosen_color(self, n: Amount) -> ChosenColor:
        return ChosenColor(n)

    def circled_colors(self, n: Amount) -> ChosenColor:
        return ChosenColor(n, key=ChoiceKind.CIRCLED_COLORS.value)

    def drafted_colors(self, n: Amount, _cards: Token, _self: Token) -> ChosenColor:
        return ChosenColor(n, key=ChoiceKind.DRAFTED_COLORS.value)

    def that_color(self, n: Amount) -> Marker:
        return Marker("that_color", n)

    def that_type(self, n: Amount) -> Marker:
        return Marker("that_type", n)

    def commander_identity(self, n: Amount) -> CommanderIdentity:
        if not (n.is_fixed and n.value == 1):
            raise ValueError("only one mana of the commander's identity is supported")
        return CommanderIdentity()

    def color_among(self, n: Amount, sel: Selector) -> ColorAmong:
        if not (n.is_fixed and n.value == 1):
            raise ValueError("only one mana of a color among is supported")
        return ColorAmong(sel)

    def type_produced(self, n: Amount, colors_only: bool, what: Selector) -> TypeProduced:
        # "that land produced", "that artifact token produced": the triggering permanent
        if colors_only:
            raise ValueError("'any color that ... produced' is not a template")
        if what.relation is not None or what.controller is not ControllerSpec.ANY or \
                what.zone is not None or what.tapped is not None:
            raise ValueError("'that ... produced' names the permanent of the trigger")
        return TypeProduced(n)

    def noted_type(self, n: Amount, _s: Token) -> NotedMana:
        if not (n.is_fixed and n.value == 1):
            raise ValueError("several mana of the noted type")
        return NotedMana()

    def own_colors(self, n: Amount, _s: Token) -> ColorAmong:
        if not (n.is_fixed and n.value == 1):
            raise ValueError("several mana of its colors")
        return ColorAmong(Selector(relation=Relation.SELF))

    def exiled_colors(self, n: Amount, _s: Token) -> ColorAmong:
        if not (n.is_fixed and n.value == 1):
            raise ValueError("several mana of the exiled card's colors")
        return ColorAmong(Selector(relation=Relation.EXILED))

    # -- multipliers and amounts -------------------------------------------------------
    def for_each(self, sel: Selector) -> Amount:
        return Amount(AmountKind.COUNT, 0, selector=sel)

    def for_each_counter(self, name: Token, _s: Token) -> Amount:
        return Amount(AmountKind.COUNTERS, 0, counter=str(name).lower())

    def for_each_any_counter(self, _s: Token) -> Amount:
        return Amount(AmountKind.COUNTERS, 0, counter=None)

    def for_each_removed(self, name: Token) -> Amount:
        return Amount(AmountKind.REMOVED, 0, counter=str(name).lower())

    def for_each_revealed(self, _card: Token) -> Amount:
        return Amount(AmountKind.REVEALED, 0)

    def for_each_drawn(self, _card: Token) -> Amount:
        return Amount(AmountKind.CARDS_DRAWN_THIS_TURN, 0)

    def for_each_different_power(self, sel: Selector) -> Amount:
        return Amount(AmountKind.DIFFERENT_POWERS, 0, selector=sel)

    def where_x(self, amount: Amount) -> Marker:
        return Marker("where_x", amount)

    def amount_power(self, _s: Token) -> Amount:
        return Amount(AmountKind.POWER, 0)

    def amount_toughness(self, _s: Token) -> Amount:
        return Amount(AmountKind.TOUGHNESS, 0)

    def amount_devotion(self, color: Token) -> Amount:
        return Amount(AmountKind.DEVOTION, 0, colors=(COLOR_WORDS[str(color).lower()],))

    def amount_devotion_chosen(self) -> Amount:
        return Amount(AmountKind.DEVOTION_TO_CHOSEN, 0)

    def amount_count(self, sel: Selector) -> Amount:
        return Amount(AmountKind.COUNT, 0, selector=sel)

    def amount_counters(self, name: Token, _s: Token) -> Amount:
        return Amount(AmountKind.COUNTERS, 0, counter=str(name).lower())

    def amount_domain(self, sel: Selector) -> Amount:
        return Amount(AmountKind.BASIC_LAND_TYPES, 0, selector=sel)

    def amount_greatest_power(self, sel: Selector) -> Amount:
        return Amount(AmountKind.GREATEST_POWER, 0, selector=sel)

    def amount_shared_type(self, sel: Selector) -> Amount:
        return Amount(AmountKind.GREATEST_SHARED_TYPE, 0, selector=sel)

    def amount_life_gained(self) -> Amount:
        return Amount(AmountKind.LIFE_GAINED_THIS_TURN, 0)

    def amount_sacrificed_power(self, _tok: Token) -> Amount:
        return Amount(AmountKind.SACRIFICED_POWER, 0)

    def amount_sacrificed_mana_value(self, _tok: Token) -> Amount:
        return Amount(AmountKind.SACRIFICED_MANA_VALUE, 0)

    def amount_sacrificed_toughness(self, _tok: Token) -> Amount:
        """"The sacrificed creature's toughness", as it last existed (608.2h)."""
        return Amount(AmountKind.SACRIFICED_TOUGHNESS, 0)

    def amount_exiled_mana_value(self, n: int, _tok: Token) -> Amount:
        return Amount(AmountKind.EXILED_MANA_VALUE, 0, plus=n)

    def amount_life(self) -> Amount:
        return Amount(AmountKind.LIFE, 0)

    def amount_x_plus_one(self) -> Amount:
        return Amount(AmountKind.X, 0, plus=1)

    def amount_x(self) -> Amount:
        return Amount(AmountKind.X, 0)

    # -- adding mana -------------------------------------------------------------------
    def _add(self, prod: Any, mult: Any, player: str, optional: bool = False) -> AddMana:
        times: Amount | None = None
        if isinstance(prod, Marker) and prod.kind == "times":
            prod, times = prod.data
        if isinstance(prod, Marker):
            if prod.kind == "that_color":
                if isinstance(mult, Marker):
                    raise ValueError("'that color' with 'where X is'")
                return AddMana(AnyOf(COLORS, prod.data, "same"), times=mult, player=player,
                               riders=(Rider(THAT_COLOR),), optional=optional)
            raise ValueError(f"'{prod.kind}' needs a production before it")
        if isinstance(mult, Marker) and mult.kind == "where_x":
            prod = _substitute_x(prod, mult.data)
        elif isinstance(mult, Amount):
            if times is not None:
                raise ValueError("two multipliers")
            times = mult
        return AddMana(prod, times=times, player=player, optional=optional)

    def note_spent_sentence(self, tok: Token) -> NoteManaSpent:
        return NoteManaSpent(amount=" and amount " in str(tok).lower())

    def crafted_colors_sentence(self, _tok: Token) -> AddMana:
        # "the exiled cards used to craft it" (702.167c): the cards exiled with it
        return AddMana(ColorAmong(Selector(relation=Relation.EXILED), each=True))

    def milled_symbols_sentence(self, _tok: Token) -> AddMana:
        return AddMana(MilledSymbols())

    def add_sentence(self, prod: Any, mult: Any = None) -> AddMana:
        return self._add(prod, mult, "you")

    def add_noted_amount(self, _s: Token) -> AddMana:
        return AddMana(NotedMana(amount=True))

    def add_unless_any_pays(self, prod: Any, tok: Token) -> AddMana:
        return replace(self._add(prod, None, "you"), unless_paid=ManaCost.parse(str(tok)))

    def add_then_sentence(self, first: AddMana, _tok: Token, second: AddMana) -> Marker:
        return Marker("many", (first, second))

    def adder_controller(self) -> str:
        return "controller"

    def adder_that_player(self) -> str:
        return "that player"

    def adder_each_player(self) -> str:
        return "each player"

    def adder_chosen(self) -> str:  # Victory Chimes
        return "a player of your choice"

    def player_adds_sentence(self, who: str, prod: Any, mult: Any = None) -> AddMana:
        return self._add(prod, mult, who)

    def player_may_add(self, who: str, prod: Any, mult: Any = None) -> AddMana:
        return self._add(prod, mult, who, optional=True)

    def adds_and_damage(self, who: str, prod: Any, _s: Token, n: int) -> Marker:
        if who != "that player":
            raise ValueError("'the player' without 'that player'")
        return Marker("many", (self._add(prod, None, who),
                                DealDamage(Amount.fixed(n), "that player")))

    # -- other effects -----------------------------------------------------------------
    def damage_you(self, _s: Token, n: int) -> DealDamage:
        return DealDamage(Amount.fixed(n), "you")

    def damage_you_if(self, _s: Token, n: int, cond: Condition) -> DealDamage:
        return DealDamage(Amount.fixed(n), "you", condition=cond)

    def damage_that_player(self, _s: Token, n: int) -> DealDamage:
        return DealDamage(Amount.fixed(n), "that player")

    def damage_each_opponent(self, _s: Token, n: int) -> DealDamage:
        return DealDamage(Amount.fixed(n), "each opponent")

    def land_damage_that_player(self, noun: Noun, n: int) -> DealDamage:
        if noun.value != "Land":
            raise ValueError("that what deals damage?")
        return DealDamage(Amount.fixed(n), "that player", source="that land")

    def life_fixed(self, n: int) -> Amount:
        return Amount.fixed(n)

    def life_x(self) -> Amount:
        return Amount(AmountKind.X, 0)

    def lose_life(self, n: int) -> LoseLife:
        return LoseLife(Amount.fixed(n))

    def gain_life(self, amount: Amount) -> GainLife:
        return GainLife(amount)

    def may_gain_life(self, n: int) -> GainLife:
        return GainLife(Amount.fixed(n), optional=True)

    def opponents_gain_life(self, n: int) -> GainLife:
        return GainLife(Amount.fixed(n), player="each opponent")

    def each_player_loses_life(self, n: int) -> LoseLife:
        return LoseLife(Amount.fixed(n), player="each player")

    def each_opponent_loses_life(self, n: int) -> LoseLife:
        return LoseLife(Amount.fixed(n), player="each opponent")

    def conditional_life_sentence(self, cond: Condition, effect: Any) -> GainLife:
        if not isinstance(effect, GainLife) or effect.condition is not None:
            raise ValueError("only gaining life is conditional here")
        if cond.kind == "kicked" or cond.kind in SPELL_ONLY_CONDITIONS:  # how a spell was
            raise ValueError("how the spell was cast: the general instructions' 'if'")  # cast
        return replace(effect, condition=cond)

    # -- spending restrictions (106.6) -------------------------------------------------
    def sa_type(self, tok: Token) -> tuple[str, Any]:
        return ("type", card_type_word(tok))

    def sa_subtype(self, tok: Token) -> tuple[str, Any]:
        sub = subtype_token(tok)
        return ("subtype", sub)

    def sa_color(self, tok: Token) -> tuple[str, Any]:
        return ("color", COLOR_WORDS[str(tok).lower()])

    def sa_non(self, tok: Token) -> tuple[str, Any]:
        a = self.adj_non(tok)
        if a.key != "nontype":
            raise ValueError("non-supertype spells")
        return ("excluded_type", a.value)

    def sa_legendary(self) -> tuple[str, Any]:
        return ("supertype", "Legendary")

    def sa_multicolored(self) -> tuple[str, Any]:
        return ("multicolored", True)

    def sa_monocolored(self) -> tuple[str, Any]:
        return ("monocolored", True)

    def sa_colorless(self) -> tuple[str, Any]:
        return ("colorless", True)

    def sa_kicked(self) -> tuple[str, Any]:
        return ("kicked", True)

    def sa_face_down(self) -> tuple[str, Any]:
        return ("face_down", True)

    def sa_outlaw(self) -> tuple[str, Any]:
        return ("outlaw", True)

    def sep(self, *_: Any) -> str:
        return "sep"

    def sp_chosen_type(self) -> tuple[str, Any]:
        return ("chosen_subtype", True)

    def sp_chosen_color(self) -> tuple[str, Any]:
        return ("chosen_color", True)

    def sp_min_mv(self, n: int) -> tuple[str, Any]:
        return ("min_mana_value", n)

    def sp_x(self, tok: Token) -> tuple[str, Any]:
        if str(tok).upper() != "{X}":
            raise ValueError("with a symbol other than {X}")
        return ("x_in_cost", True)

    def sp_no_x(self, tok: Token) -> tuple[str, Any]:
        if str(tok).upper() != "{X}":
            raise ValueError("without a symbol other than {X}")
        return ("x_in_cost", False)

    def sp_keyword(self, tok: Token) -> tuple[str, Any]:
        return ("keyword", str(tok).lower())

    def sp_from_graveyard(self) -> tuple[str, Any]:
        return ("from_zones", (Zone.GRAVEYARD,))

    def sp_from_exile(self) -> tuple[str, Any]:
        return ("from_zones", (Zone.EXILE,))

    def sp_from_hand(self) -> tuple[str, Any]:
        return ("from_zones", (Zone.HAND,))

    def sp_not_from_hand(self) -> tuple[str, Any]:
        return ("not_from_hand", True)

    def sp_not_owned(self) -> tuple[str, Any]:
        return ("not_owned", True)

    def sp_no_abilities(self) -> tuple[str, Any]:
        return ("no_abilities", True)

    def sp_exact_colors(self, n: int) -> tuple[str, Any]:
        return ("exact_colors", n)

    def sp_colored(self) -> tuple[str, Any]:
        return ("colored", True)

    def _purposes(self, kind: str, parts: Sequence[Any]) -> list[SpendPurpose]:
        """Split the words of one group at its separators into alternatives; the words
        after its noun ("spell", "source") qualify every alternative."""
        alternatives: list[list[tuple[str, Any]]] = [[]]
        posts: list[tuple[str, Any]] = []
        seen_noun = False
        for part in parts:
            if part == "sep":
                if seen_noun:
                    raise ValueError("a separator after the noun")
                alternatives.append([])
            elif isinstance(part, Token):
                seen_noun = True
            elif isinstance(part, NounMark):
                seen_noun = True
                posts.extend(part.qualities)
            elif isinstance(part, tuple):
                (posts if seen_noun else alternatives[-1]).append(part)
        out: list[SpendPurpose] = []
        for words in alternatives:
            if not words and len(alternatives) > 1:
                continue
            purpose = _spend_purpose(kind, [*words, *posts])
            if purpose not in out:  # "a creature or creature card": one purpose
                out.append(purpose)
        return out

    def spell_group(self, *parts: Any) -> list[SpendPurpose]:
        return self._purposes("cast", parts)

    def spell_list(self, *groups: list[SpendPurpose]) -> list[SpendPurpose]:
        return [p for g in groups for p in g]

    def sn_source(self, *_: Any) -> NounMark:
        return NounMark()

    def sn_permanent(self, *_: Any) -> NounMark:
        return NounMark(("permanent", True))

    def sn_post(self) -> NounMark:
        return NounMark(("chosen_subtype", True))

    def source_group(self, *parts: Any) -> list[SpendPurpose]:
        return self._purposes("activate", parts)

    def source_list(self, group: list[SpendPurpose]) -> list[SpendPurpose]:
        return group

    def p_cast(self, spells: list[SpendPurpose]) -> list[SpendPurpose]:
        return spells

    def p_last_exiled(self, _card: Token, _self: Token) -> list[SpendPurpose]:
        # the card is in exile: cast from there (Ice Cauldron)
        return [SpendPurpose("cast", from_zones=(Zone.EXILE,), exiled_with_source=True)]

    def p_commander(self) -> list[SpendPurpose]:
        return [SpendPurpose("cast", commander=True)]

    def p_activate_any(self) -> list[SpendPurpose]:
        return [SpendPurpose("activate")]

    def p_activate(self, sources: list[SpendPurpose]) -> list[SpendPurpose]:
        return sources

    def p_equip(self) -> list[SpendPurpose]:
        return [SpendPurpose("equip")]

    def p_cumulative_upkeep(self) -> list[SpendPurpose]:
        return [SpendPurpose("cumulative_upkeep")]

    def p_cost_symbol(self, tok: Token) -> list[SpendPurpose]:
        return [_cost_symbol_purpose(tok)]

    def p_disturb(self) -> list[SpendPurpose]:
        return [SpendPurpose("disturb")]

    def p_turn_face_up(self, *_: Any) -> list[SpendPurpose]:
        return [SpendPurpose("turn_face_up")]

    def p_turn_face_up_type(self, tok: Token) -> list[SpendPurpose]:
        return [SpendPurpose("turn_face_up", types=(card_type_word(tok),))]

    def p_unlock(self) -> list[SpendPurpose]:
        return [SpendPurpose("unlock")]

    def p_foretell(self, *_: Any) -> list[SpendPurpose]:
        return [SpendPurpose("foretell")]

    def p_class_level(self) -> list[SpendPurpose]:
        return [SpendPurpose("class_level")]

    def purpose_list(self, *items: Any) -> list[SpendPurpose]:
        return [p for item in items if isinstance(item, list) for p in item]

    def spend_only(self, purposes: list[SpendPurpose], *rider: Token) -> Marker:
        fields = _restriction_fields(tuple(purposes))
        if rider:  # ", and that spell can't be countered": an effect on the spell (106.6)
            fields["_rider"] = "that spell can't be countered"
        return Marker("spend", fields)

    def spend_cost_symbol(self, tok: Token) -> Marker:
        return Marker("spend", _restriction_fields((_cost_symbol_purpose(tok),)))

    def cant_pay_generic(self) -> Marker:
        return Marker("spend", {"cant_pay_generic": True, "spells": True, "abilities": True})

    def cant_cast(self, spells: list[SpendPurpose]) -> Marker:
        return Marker("spend", _forbidden_fields(tuple(spells)))

    # -- activation restrictions -------------------------------------------------------
    def only_sorcery(self) -> ActivationRestriction:
        return ActivationRestriction("sorcery")

    def only_instant(self) -> ActivationRestriction:
        return ActivationRestriction("instant")

    def only_once(self) -> ActivationRestriction:
        return ActivationRestriction("once_each_turn")

    def only_once_ever(self) -> ActivationRestriction:
        return ActivationRestriction("once")

    def only_your_turn(self) -> ActivationRestriction:
        return ActivationRestriction("your_turn")

    def only_opponent_turn(self) -> ActivationRestriction:
        return ActivationRestriction("opponent_turn")

    def only_if(self, cond: Condition) -> ActivationRestriction:
        if cond.text == "that player":  # no event names a player for an activation
            raise ValueError("'activate only if that player ...'")
        return ActivationRestriction("if", cond)

    def any_player_before_end(self) -> Marker:  # Mana Cache (602.2, 602.5)
        return Marker("many", (ActivationRestriction("any_player_before_end"),))

    def activate_only(self, *items: Any) -> Marker:
        return Marker("many", tuple(i for i in items if isinstance(i, ActivationRestriction)))

    def times_twice(self) -> int:
        return 2

    def times_n(self, n: int) -> int:
        return n

    def activate_max(self, n: int) -> ActivationRestriction:
        return ActivationRestriction("max_per_turn", count=n)

    # -- replacement effects on mana (106.12b) -----------------------------------------
    def to_fixed(self, tok: Token) -> ManaSetTo:
        return ManaSetTo(mana_symbol(tok))

    def to_type(self, tok: Token) -> ManaSetType:
        m = mana_symbol(tok)
        if len(m) != 1:
            raise ValueError("type replacement with more than one symbol")
        return ManaSetType(str(m))

    def to_colorless(self) -> ManaSetType:
        return ManaSetType("C")

    def to_convert_colorless(self, color: Token) -> ManaConvertType:
        return ManaConvertType(COLOR_WORDS[str(color).lower()], "C")

    def to_choice(self) -> ManaSetType:
        return ManaSetType("choice")

    def to_one_choice(self) -> ManaSetTo:
        return ManaSetTo(Mana(), to_choice=True)

    def twice(self) -> int:
        return 2

    def thrice(self) -> int:
        return 3

    def multiply(self, factor: int) -> ManaMultiply:
        return ManaMultiply(factor)

    # counters (614.16, 122.6)
    def counters_you_double(self) -> CounterReplacement:
        return CounterReplacement(Selector(), CounterAgent.YOU, factor=2,
                                  recipient=CounterRecipient.PERMANENT_OR_PLAYER,
                                  kinds=CounterKinds.EACH_KIND)

    def counters_opponent_half(self) -> CounterReplacement:
        return CounterReplacement(Selector(), CounterAgent.OPPONENT, halve=True,
                                  recipient=CounterRecipient.PERMANENT_OR_PLAYER,
                                  kinds=CounterKinds.EACH_KIND)

    def counters_effect_double(self, sel: Selector) -> CounterReplacement:
        return CounterReplacement(permanents(sel), CounterAgent.EFFECT, factor=2)

    def change_plus_one(self) -> tuple[int, int]:
        return (1, 1)

    def change_twice(self) -> tuple[int, int]:
        return (2, 0)

    def change_same(self) -> tuple[int, int]:
        return (1, 0)

    def counters_of_kind(self, name: Token, sel: Selector, change: tuple[int, int],
                         name2: Token, *_it: Any) -> CounterReplacement:
        if str(name).lower() != str(name2).lower():
            raise ValueError("different counter kinds")
        return CounterReplacement(permanents(sel), counter=str(name).lower(),
                                  factor=change[0], plus=change[1],
                                  kinds=CounterKinds.ONE_KIND)

    def counters_minus_one(self, name: Token, sel: Selector, name2: Token,
                           *_it: Any) -> CounterReplacement:
        return self.counters_of_kind(name, sel, (1, -1), name2)

    def counters_each_kind(self, sel: Selector, change: tuple[int, int],
                           *_it: Any) -> CounterReplacement:
        return CounterReplacement(permanents(sel), factor=change[0], plus=change[1],
                                  kinds=CounterKinds.EACH_KIND)

    def counters_you_each_kind_or_you(self, sel: Selector,
                                      change: tuple[int, int]) -> CounterReplacement:
        return CounterReplacement(permanents(sel), CounterAgent.YOU, factor=change[0],
                                  plus=change[1], recipient=CounterRecipient.PERMANENT_OR_YOU,
                                  kinds=CounterKinds.EACH_KIND)

    def repl_passive(self, sel: Selector, result: Any) -> ManaReplacement:
        return ManaReplacement(permanents(sel), result, tapper="any")

    def repl_passive_min(self, sel: Selector, n: int, result: Any) -> ManaReplacement:
        return ManaReplacement(permanents(sel), result, tapper="any", min_amount=n)

    def repl_you_tap(self, sel: Selector, result: Any) -> ManaReplacement:
        return ManaReplacement(permanents(sel), result, tapper="you")

    def repl_you_tap_eot(self, sel: Selector, result: Any) -> ManaReplacement:
        return ManaReplacement(permanents(sel), result, tapper="you", until_end_of_turn=True)

    def repl_any_tap_eot(self, sel: Selector, result: Any) -> ManaReplacement:
        return ManaReplacement(permanents(sel), result, tapper="any", until_end_of_turn=True)

    def type_map_item(self, sub: Token, tok: Token) -> tuple[str, str]:
        name = singular(str(sub))
        if name not in BASIC_LAND_TYPES:
            raise ValueError("type map over a non-basic land type")
        m = mana_symbol(tok)
        return (name, str(m))

    def type_map(self, *items: tuple[str, str]) -> tuple[tuple[str, str], ...]:
        return tuple(i for i in items if isinstance(i, tuple))

    def repl_type_map(self, mapping: tuple[tuple[str, str], ...]) -> ManaReplacement:
        return ManaReplacement(Selector(types=("Land",)), ManaTypeMap(mapping), tapper="any")

    # -- static abilities --------------------------------------------------------------
    def set_land_type(self, sel: Selector, _are: Token, sub: Token) -> SetBasicLandTypes:
        name = singular(str(sub))
        if name not in BASIC_LAND_TYPES:
            raise ValueError("only basic land types are set this way")
        if sel.types != ("Land",) and not (sel.subtypes and not sel.types and
                                           all(t in LAND_TYPES for t in sel.subtypes)):
            raise ValueError("only lands are given a basic land type this way")
        return SetBasicLandTypes(permanents(sel), (name,))

    def all_basic_types(self, sel: Selector, _are: Token) -> AddLandTypes:
        return AddLandTypes(permanents(sel), tuple(BASIC_LAND_TYPES))

    def add_land_type(self, sel: Selector, _are: Token, sub: Token) -> AddLandTypes:
        name = singular(str(sub))
        if name is None or name not in LAND_TYPES:
            raise ValueError("unknown land type")
        return AddLandTypes(permanents(sel), (name,))

    # -- triggers ----------------------------------------------------------------------
    def trig_passive(self, sel: Selector) -> ManaTrigger:
        return ManaTrigger(permanents(sel), tapper="any")

    def trig_passive_chosen(self, sel: Selector) -> ManaTrigger:
        return ManaTrigger(permanents(sel), tapper="any", of_type="chosen")

    def tapper_you(self) -> str:
        return "you"

    def tapper_any(self) -> str:
        return "any"

    def tapper_opponent(self) -> str:
        return "opponent"

    def trig_active(self, who: str, _taps: Token, sel: Selector) -> ManaTrigger:
        return ManaTrigger(permanents(sel), tapper=who)

    def trig_active_list(self, who: str, _taps: Token, sel: Selector, *rest: Any) -> ManaTrigger:
        # "Whenever a player taps a Mountain, Forest, or Plains for mana" (land types)
        nouns = [r for r in rest if isinstance(r, Noun)]
        if sel.types or not sel.subtypes or any(n.key != "subtype" for n in nouns):
            raise ValueError("a list of anything but subtypes")
        sel = replace(sel, subtypes=(*sel.subtypes, *(str(n.value) for n in nouns)),
                      any_type=True)
        return ManaTrigger(permanents(sel), tapper=who)

    def trig_land_ability_chosen(self, _tok: Token) -> ManaTrigger:  # Caged Sun
        return ManaTrigger(Selector(types=("Land",)), tapper="you", of_type="chosen",
                           any_ability=True)

    def trig_active_monarch(self, who: str, _taps: Token, sel: Selector) -> ManaTrigger:
        return ManaTrigger(permanents(sel), tapper=who, condition=Condition("monarch"))

    def trig_active_type(self, who: str, _taps: Token, sel: Selector, tok: Token) -> ManaTrigger:
        m = mana_symbol(tok)
        if len(m) != 1:
            raise ValueError("trigger on more than one mana symbol")
        return ManaTrigger(permanents(sel), tapper=who, of_type=str(m))
