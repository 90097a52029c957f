"""The Oracle-text parser: lines of rules text to :class:`~mtglab.cards.model.Ability`.

The grammar (``oracle.lark``, parsed with Lark's LALR(1) parser) accepts the wordings
mtglab understands. This module prepares each line for it — drops reminder text,
turns self-references ("this creature", the card's name, a legendary card's short name)
into ``~``, splits an activated ability at its colon and the effect into sentences — then
assembles the pieces into an :class:`Ability`.

The parser never raises on text: a line it cannot read becomes an ability with
``supported=False``, its kind and mana-ability status guessed from its wording, and a
``problem`` naming the sentence that was not understood.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import replace
from importlib import resources
from typing import Any, Final

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import LarkError

from mtglab.cards.effects import (
    ActivationRestriction,
    AddLandTypes,
    AddMana,
    Amount,
    Animate,
    AnyOf,
    AsEntersChoice,
    BecomeCopy,
    ChoiceKind,
    ChosenColor,
    ColorAmong,
    CommanderIdentity,
    Condition,
    ControllerSpec,
    Cost,
    CouldProduce,
    DealDamage,
    DoesntUntap,
    DrawCards,
    EntersAsCopy,
    EntersTapped,
    EntersWithCounters,
    ExceptClause,
    FixedMana,
    GainLife,
    GrantAbilities,
    LoseLife,
    ManaMultiply,
    ManaProduction,
    ManaReplacement,
    ManaSetTo,
    ManaSetType,
    ManaTrigger,
    ManaTypeMap,
    ModifyPT,
    ProductionChoice,
    PutCounters,
    Relation,
    Rider,
    SacrificeSelf,
    Selector,
    SetBasicLandTypes,
    SpendRestriction,
    StaticModifier,
    TypeProduced,
)
from mtglab.cards.model import Ability, AbilityKind, Trigger
from mtglab.cards.types import BASIC_LAND_TYPES, singular, subtype_words
from mtglab.mana import COLORS, MANA_TYPES, Mana

__all__ = ["normalize", "parse_abilities", "parse_ability", "strip_reminder"]

_NUMBER_WORDS: Final[dict[str, int]] = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
}
_COLOR_WORDS: Final[dict[str, str]] = {
    "white": "W", "blue": "U", "black": "B", "red": "R", "green": "G",
}
_SELF_NOUNS: Final = (
    "creature", "land", "artifact", "enchantment", "permanent", "Aura", "Equipment",
    "Vehicle", "card", "token", "planeswalker", "spell", "battle", "Fortification",
)
_SELF_RE: Final = re.compile(r"\b[Tt]his (" + "|".join(_SELF_NOUNS) + r")\b")
_REMINDER_RE: Final = re.compile(r"\s*\([^()]*\)")
_LOYALTY_RE: Final = re.compile(r"^([+\-−]?(?:\d+|X)):\s*")
_ABILITY_WORD_RE: Final = re.compile(r"^([A-Z][\w'’,!\- ]{1,40}?) — (.+)$")
_KEYWORD_LINE_RE: Final = re.compile(r"^[A-Z][a-z]+(?:[ -][a-z]+)*(?: [{\d].*)?$")


# ---------------------------------------------------------------------------- grammar


@functools.cache
def _parser() -> Lark:
    grammar = resources.files("mtglab.cards").joinpath("oracle.lark").read_text("utf-8")
    words = "|".join(re.escape(w) for w in subtype_words())
    grammar += f"\nSUBTYPE: /({words})(?![\\w'])/i\n"
    return Lark(
        grammar,
        parser="lalr",
        lexer="contextual",
        start=["costs", "sentence", "trigger", "keywords"],
        g_regex_flags=re.IGNORECASE,
        transformer=_ToData(),
        maybe_placeholders=False,
    )


@functools.lru_cache(maxsize=65_536)
def _parse(text: str, start: str) -> Any:
    """Parse one piece of normalized text; ``None`` when the grammar does not accept it."""
    try:
        return _parser().parse(text, start=start)
    except LarkError:
        return None
    except (ValueError, KeyError, IndexError, AssertionError):  # a transformer rejected it
        return None


# ---------------------------------------------------------------------------- markers
# Sentences that only make sense next to another one become markers; the assembler
# combines them (e.g. "Spend this mana only ..." attaches to the mana before it).


class _Marker:
    __slots__ = ("data", "kind")

    def __init__(self, kind: str, data: Any = None) -> None:
        self.kind = kind
        self.data = data

    def __repr__(self) -> str:
        return f"_Marker({self.kind!r}, {self.data!r})"


# ---------------------------------------------------------------------------- transformer


def _num(tok: Any) -> int:
    if isinstance(tok, int):
        return tok
    s = str(tok).lower()
    return _NUMBER_WORDS[s] if s in _NUMBER_WORDS else int(s)


def _type_word(tok: Token | str) -> str:
    w = str(tok).lower()
    table = {"sorceries": "Sorcery", "sorcery": "Sorcery"}
    if w in table:
        return table[w]
    w = w[:-1] if w.endswith("s") else w
    return w.capitalize()


def _mana(tok: Token | str) -> Mana:
    return Mana.parse(str(tok))


def _quoted(tok: Token | str) -> str:
    return str(tok).strip()[1:-1].strip()


class _Adj:
    __slots__ = ("key", "value")

    def __init__(self, key: str, value: Any = None) -> None:
        self.key = key
        self.value = value


class _Noun:
    __slots__ = ("key", "value")

    def __init__(self, key: str, value: Any = None) -> None:
        self.key = key
        self.value = value


@v_args(inline=True)
class _ToData(Transformer[Token, Any]):
    """Builds effect data from the parse tree (rule names match ``oracle.lark``)."""

    # -- numbers and counts ------------------------------------------------------------
    def number(self, tok: Token) -> int:
        return _num(tok)

    def one(self) -> Amount:
        return Amount.fixed(1)

    def count(self, n: int) -> Amount:
        return Amount.fixed(n)

    def count_x(self) -> Amount:
        return Amount("x", 0)

    def count_any(self) -> Amount:
        return Amount("any", 0)

    def count_or_x(self, a: Amount) -> Amount:
        return a

    def count_or_more(self, n: int) -> int:
        return n

    # -- selectors ---------------------------------------------------------------------
    def adj_untapped(self) -> _Adj:
        return _Adj("tapped", False)

    def adj_tapped(self) -> _Adj:
        return _Adj("tapped", True)

    def adj_basic(self) -> _Adj:
        return _Adj("super", "Basic")

    def adj_nonbasic(self) -> _Adj:
        return _Adj("nonsuper", "Basic")

    def adj_legendary(self) -> _Adj:
        return _Adj("super", "Legendary")

    def adj_nonlegendary(self) -> _Adj:
        return _Adj("nonsuper", "Legendary")

    def adj_snow(self) -> _Adj:
        return _Adj("super", "Snow")

    def adj_other(self) -> _Adj:
        return _Adj("other")

    def adj_non(self, tok: Token) -> _Adj:
        word = re.sub(r"^non-?", "", str(tok), flags=re.I)
        if word.lower() in ("basic", "legendary"):
            return _Adj("nonsuper", word.capitalize())
        if word.lower() == "token":
            return _Adj("token", False)
        sub = singular(word)
        if sub is not None and word.lower() not in (
                "land", "creature", "artifact", "enchantment", "planeswalker"):
            return _Adj("nonsub", sub)
        return _Adj("nontype", word.capitalize())

    def adj_color(self, tok: Token) -> _Adj:
        return _Adj("color", _COLOR_WORDS[str(tok).lower()])

    def adj_colorless(self) -> _Adj:
        return _Adj("colorless")

    def adj_multicolored(self) -> _Adj:
        return _Adj("multicolored")

    def adj_type(self, tok: Token) -> _Adj:
        return _Adj("type", _type_word(tok))

    def adj_subtype(self, tok: Token) -> _Adj:
        sub = singular(str(tok))
        assert sub is not None
        return _Adj("subtype", sub)

    def noun_type(self, tok: Token) -> _Noun:
        return _Noun("type", _type_word(tok))

    def noun_subtype(self, tok: Token) -> _Noun:
        sub = singular(str(tok))
        assert sub is not None
        return _Noun("subtype", sub)

    def noun_permanent(self, _tok: Token) -> _Noun:
        return _Noun("permanent")

    def noun_token(self, _tok: Token) -> _Noun:
        return _Noun("token")

    def conj(self, *_: Any) -> str:
        return "conj"

    def ctrl_you(self) -> ControllerSpec:
        return ControllerSpec.YOU

    def ctrl_opponent(self) -> ControllerSpec:
        return ControllerSpec.OPPONENT

    def ctrl_not_you(self) -> ControllerSpec:
        return ControllerSpec.OPPONENT

    def ctrl_any(self) -> ControllerSpec:
        return ControllerSpec.ANY

    def with_counter(self, tok: Token) -> tuple[str, Any]:
        return ("counter", str(tok))

    def with_power(self, n: int) -> tuple[str, Any]:
        return ("power", n)

    def det(self, *_: Any) -> _Adj:
        return _Adj("det")

    def sel_det(self, _det: _Adj, body: Selector) -> Selector:
        return body

    def sel_bare(self, body: Selector) -> Selector:
        return replace(body, legendary_or_pw=body.legendary_or_pw)  # no determiner

    def body(self, *parts: Any) -> Selector:
        return self.selector(*parts)

    def selector(self, *parts: Any) -> Selector:
        types: list[str] = []
        subtypes: list[str] = []
        supers: list[str] = []
        nonsupers: list[str] = []
        nontypes: list[str] = []
        colors: list[str] = []
        fields: dict[str, Any] = {}
        nouns = 0
        for part in parts:
            if isinstance(part, _Adj):
                match part.key:
                    case "tapped":
                        fields["tapped"] = part.value
                    case "super":
                        supers.append(part.value)
                    case "nonsuper":
                        nonsupers.append(part.value)
                    case "other":
                        fields["relation"] = Relation.OTHER
                    case "nontype":
                        nontypes.append(part.value)
                    case "nonsub":
                        nontypes.append(part.value)
                    case "token":
                        fields["token"] = part.value
                    case "color":
                        colors.append(part.value)
                    case "colorless":
                        fields["colorless"] = True
                    case "type":
                        types.append(part.value)
                    case "subtype":
                        subtypes.append(part.value)
                    case "multicolored":
                        raise ValueError("multicolored permanents are not selectable yet")
            elif isinstance(part, _Noun):
                nouns += 1
                if part.key == "type":
                    types.append(part.value)
                elif part.key == "subtype":
                    subtypes.append(part.value)
                elif part.key == "token":
                    fields["token"] = True
            elif isinstance(part, ControllerSpec):
                fields["controller"] = part
            elif isinstance(part, tuple):
                if part[0] == "counter":
                    fields["with_counter"] = part[1]
                else:
                    fields["min_power"] = part[1]
        if nouns > 1:
            fields["any_type"] = True
        return Selector(
            types=tuple(dict.fromkeys(types)), subtypes=tuple(dict.fromkeys(subtypes)),
            supertypes=tuple(supers), excluded_supertypes=tuple(nonsupers),
            excluded_types=tuple(nontypes), colors=tuple(colors), **fields,
        )

    def self_selector(self, _tok: Token) -> Selector:
        return Selector(relation=Relation.SELF)

    def _attached(self, relation: Relation, noun: _Noun) -> Selector:
        if noun.key == "type":
            return Selector(types=(noun.value,), relation=relation)
        if noun.key == "subtype":
            return Selector(subtypes=(noun.value,), relation=relation)
        return Selector(relation=relation)

    def enchanted(self, noun: _Noun) -> Selector:
        return self._attached(Relation.ENCHANTED, noun)

    def equipped(self, noun: _Noun) -> Selector:
        return self._attached(Relation.EQUIPPED, noun)

    def fortified(self, noun: _Noun) -> Selector:
        return self._attached(Relation.FORTIFIED, noun)

    # -- costs -------------------------------------------------------------------------
    def costs(self, *items: Cost) -> tuple[Cost, ...]:
        return tuple(items)

    def cost_tap(self, _t: Token) -> Cost:
        return Cost("tap")

    def cost_untap(self, _t: Token) -> Cost:
        return Cost("untap")

    def cost_mana(self, tok: Token) -> Cost:
        from mtglab.mana import ManaCost

        return Cost("mana", mana=ManaCost.parse(str(tok)))

    def sac_self(self, _t: Token) -> tuple[Selector, Amount]:
        return (Selector(relation=Relation.SELF), Amount.fixed(1))

    def sac_other(self, n: Amount, sel: Selector) -> tuple[Selector, Amount]:
        return (sel, n)

    def cost_sacrifice(self, obj: tuple[Selector, Amount]) -> Cost:
        return Cost("sacrifice", selector=obj[0], amount=obj[1])

    def cost_tap_other(self, n: Amount, sel: Selector) -> Cost:
        if sel.controller is ControllerSpec.ANY:
            sel = replace(sel, controller=ControllerSpec.YOU)
        return Cost("tap_other", selector=replace(sel, tapped=False), amount=n)

    def cost_untap_other(self, n: Amount, sel: Selector) -> Cost:
        return Cost("untap_other", selector=replace(sel, tapped=True), amount=n)

    def counters_n(self, n: Amount, name: Token, _w: Any = None) -> tuple[str, Amount, bool]:
        return (str(name).lower(), n, n.kind == "any")


    def cost_remove_counters(self, spec: tuple[str, Amount, bool], _s: Token) -> Cost:
        return Cost("remove_counters", counter=spec[0], amount=spec[1], any_number=spec[2])

    def cost_remove_all_counters(self, name: Token, _s: Token) -> Cost:
        return Cost("remove_counters", counter=str(name).lower(), amount=Amount("all", 0),
                    any_number=True)

    def cost_pay_life(self, n: int) -> Cost:
        return Cost("pay_life", amount=Amount.fixed(n))

    def cost_energy(self, *toks: Token) -> Cost:
        return Cost("energy", amount=Amount.fixed(len(toks)))

    def discard_cards(self, n: Amount, noun: Selector) -> tuple[Amount, Selector]:
        return (n, noun)

    def discard_hand(self) -> tuple[Amount, Selector]:
        return (Amount("all", 0), Selector())

    def card_noun(self, *parts: Any) -> Selector:
        return self.selector(*parts[:-1])

    def cost_discard(self, obj: tuple[Amount, Selector]) -> Cost:
        return Cost("discard", selector=obj[1], amount=obj[0], zone="hand")

    def zone_hand(self) -> str:
        return "hand"

    def zone_graveyard(self) -> str:
        return "graveyard"

    def cost_exile_self(self, _s: Token, zone: str) -> Cost:
        return Cost("exile", selector=Selector(relation=Relation.SELF), zone=zone)

    def cost_exile_card(self, n: Amount, noun: Selector, zone: str) -> Cost:
        return Cost("exile", selector=noun, amount=n, zone=zone)

    def cost_mill(self, n: Amount, _noun: Selector) -> Cost:
        return Cost("mill", amount=n)

    def cost_return_self(self, _s: Token) -> Cost:
        return Cost("return", selector=Selector(relation=Relation.SELF))

    def cost_return_other(self, n: Amount, sel: Selector) -> Cost:
        return Cost("return", selector=sel, amount=n)

    def cost_put_counters(self, spec: tuple[str, Amount, bool], _s: Token) -> Cost:
        return Cost("put_counters", counter=spec[0], amount=spec[1])

    # -- productions -------------------------------------------------------------------
    def mana_fixed(self, tok: Token) -> FixedMana:
        return FixedMana((_mana(tok),))

    def mana_choice(self, *toks: Token) -> FixedMana:
        return FixedMana(tuple(_mana(t) for t in toks))

    def fixed_or_other(self, tok: Token, other: ManaProduction) -> ProductionChoice:
        assert not isinstance(other, ProductionChoice)
        return ProductionChoice((FixedMana((_mana(tok),)), other))

    def additional(self, prod: ManaProduction) -> ManaProduction:
        return prod

    def amount_of(self, tok: Token, amount: Amount) -> _Marker:
        return _Marker("times", (FixedMana((_mana(tok),)), amount))

    def n_of_symbol(self, n: int, tok: Token) -> FixedMana:
        return FixedMana((_mana(tok) * n,))

    def any_color(self, n: Amount) -> AnyOf:
        return AnyOf(COLORS, n, "one")

    def any_type(self, n: Amount) -> AnyOf:
        return AnyOf(MANA_TYPES, n, "one")

    def same_color(self, n: Amount) -> AnyOf:
        return AnyOf(COLORS, n, "same" if not (n.is_fixed and n.value == 1) else "one")

    def combination(self, n: Amount) -> AnyOf:
        return AnyOf(COLORS, n, "one")

    def combination_of(self, n: Amount, *toks: Token) -> AnyOf:
        types = tuple(t for t in MANA_TYPES if any(t in _mana(x) for x in toks))
        return AnyOf(types, n, "one")

    def different_colors(self, n: Amount) -> AnyOf:
        return AnyOf(COLORS, n, "different")

    def ct_color(self) -> bool:
        return True

    def ct_type(self) -> bool:
        return False

    def could_produce(self, n: Amount, colors_only: bool, sel: Selector) -> CouldProduce:
        return CouldProduce(sel, colors_only, n)

    def could_produce_sacrificed(self, n: Amount, colors_only: bool, noun: _Noun) -> CouldProduce:
        return CouldProduce(self._attached(Relation.SACRIFICED, noun), colors_only, n)

    def chosen_color(self, n: Amount) -> ChosenColor:
        return ChosenColor(n)

    def that_color(self, n: Amount) -> _Marker:
        return _Marker("that_color", n)

    def that_type(self, n: Amount) -> _Marker:
        return _Marker("that_type", n)

    def commander_identity(self, n: Amount) -> CommanderIdentity:
        if not (n.is_fixed and n.value == 1):
            raise ValueError("only one mana of the commander's identity is supported")
        return CommanderIdentity()

    def color_among(self, n: Amount, sel: Selector) -> ColorAmong:
        if not (n.is_fixed and n.value == 1):
            raise ValueError("only one mana of a color among is supported")
        return ColorAmong(sel)

    def type_produced(self, n: Amount, colors_only: bool, _what: Selector) -> TypeProduced:
        if colors_only:
            raise ValueError("'any color that ... produced' is not a template")
        return TypeProduced(n)

    def own_colors(self, n: Amount, _s: Token) -> ColorAmong:
        return ColorAmong(Selector(relation=Relation.SELF))

    # -- multipliers and amounts -------------------------------------------------------
    def for_each(self, sel: Selector) -> Amount:
        return Amount("count", 0, selector=sel)

    def for_each_counter(self, name: Token, _s: Token) -> Amount:
        return Amount("counters", 0, counter=str(name).lower())

    def for_each_removed(self, name: Token) -> Amount:
        return Amount("removed", 0, counter=str(name).lower())

    def where_x(self, amount: Amount) -> _Marker:
        return _Marker("where_x", amount)

    def amount_power(self, _s: Token) -> Amount:
        return Amount("power", 0)

    def amount_devotion(self, color: Token) -> Amount:
        return Amount("devotion", 0, colors=(_COLOR_WORDS[str(color).lower()],))

    def amount_count(self, sel: Selector) -> Amount:
        return Amount("count", 0, selector=sel)

    def amount_counters(self, name: Token, _s: Token) -> Amount:
        return Amount("counters", 0, counter=str(name).lower())

    def amount_life(self) -> Amount:
        return Amount("life", 0)

    def amount_x_plus_one(self) -> Amount:
        return Amount("x", 0, plus=1)

    def amount_x(self) -> Amount:
        return Amount("x", 0)

    # -- sentences ---------------------------------------------------------------------
    def _add(self, prod: Any, mult: Any, player: str) -> AddMana:
        times: Amount | None = None
        if isinstance(prod, _Marker) and prod.kind == "times":
            prod, times = prod.data
        if isinstance(prod, _Marker):
            if prod.kind == "that_color":
                return AddMana(AnyOf(COLORS, prod.data, "same"), times=times, player=player,
                               riders=(Rider("__that_color__"),))
            if prod.kind == "that_type":
                raise ValueError("'that type' needs a production before it")
        if isinstance(mult, _Marker) and mult.kind == "where_x":
            prod = _substitute_x(prod, mult.data)
        elif isinstance(mult, Amount):
            if times is not None:
                raise ValueError("two multipliers")
            times = mult
        return AddMana(prod, times=times, player=player)

    def add_sentence(self, prod: Any, mult: Any = None) -> AddMana:
        return self._add(prod, mult, "you")

    def adder_controller(self) -> str:
        return "controller"

    def adder_that_player(self) -> str:
        return "that player"

    def adder_you(self) -> str:
        return "you"

    def player_adds_sentence(self, who: str, prod: Any, mult: Any = None) -> AddMana:
        return self._add(prod, mult, who)

    def damage_sentence(self, _s: Token, n: int) -> DealDamage:
        return DealDamage(Amount.fixed(n), "you")

    def lose_life(self, n: int) -> LoseLife:
        return LoseLife(Amount.fixed(n))

    def gain_life(self, n: int) -> GainLife:
        return GainLife(Amount.fixed(n))

    def opponents_gain_life(self, n: int) -> GainLife:
        return GainLife(Amount.fixed(n), player="each opponent")

    def doesnt_untap_next(self, _s: Token) -> DoesntUntap:
        return DoesntUntap()

    def doesnt_untap_ever(self, _s: Token) -> StaticModifier:
        return StaticModifier("doesnt_untap")

    def put_counter_sentence(self, spec: tuple[str, Amount, bool], _s: Token) -> PutCounters:
        return PutCounters(spec[0], spec[1])

    def sacrifice_if_sentence(self, cond: Condition) -> SacrificeSelf:
        return SacrificeSelf(cond)

    def sacrifice_self(self, _s: Token) -> SacrificeSelf:
        return SacrificeSelf()

    def draw_sentence(self, n: Amount, _noun: Selector) -> DrawCards:
        return DrawCards(n)

    # spending restrictions (106.6)
    def sn_type(self, tok: Token) -> tuple[str, str]:
        return ("type", _type_word(tok))

    def sn_subtype(self, tok: Token) -> tuple[str, str]:
        sub = singular(str(tok))
        assert sub is not None
        return ("subtype", sub)

    def sn_multicolored(self) -> tuple[str, str]:
        return ("multicolored", "")

    def sn_color(self, tok: Token) -> tuple[str, str]:
        return ("color", _COLOR_WORDS[str(tok).lower()])

    def sn_non(self, tok: Token) -> tuple[str, str]:
        return ("non", str(tok))

    def sn_legendary(self) -> tuple[str, str]:
        return ("legendary", "")

    def spell_noun_list(self, *items: Any) -> list[tuple[str, str]]:
        return [i for i in items if isinstance(i, tuple)]

    def sq_min_mv(self, n: int) -> tuple[str, int]:
        return ("min_mv", n)

    def spell_spec(self, *parts: Any) -> dict[str, Any]:
        spec: dict[str, Any] = {"types": [], "subtypes": [], "multicolored": False,
                                "min_mv": None, "other": False}
        for p in parts:
            if isinstance(p, list):
                for kind, value in p:
                    if kind == "type" and value != "Spell":
                        spec["types"].append(value)
                    elif kind == "subtype":
                        spec["subtypes"].append(value)
                    elif kind == "multicolored":
                        spec["multicolored"] = True
                    elif kind != "type":
                        spec["other"] = True
            elif isinstance(p, tuple) and p[0] == "min_mv":
                spec["min_mv"] = p[1]
        return spec

    def spell_commander(self) -> dict[str, Any]:
        return {"types": [], "subtypes": [], "multicolored": False, "min_mv": None,
                "other": True}

    def purpose_cast(self, spec: dict[str, Any]) -> dict[str, Any]:
        return {"cast": spec}

    def purpose_abilities(self) -> dict[str, Any]:
        return {"abilities": ()}

    def purpose_abilities_of(self, nouns: list[tuple[str, str]]) -> dict[str, Any]:
        return {"abilities": tuple(v for k, v in nouns if k in ("type", "subtype"))}

    def purpose_cumulative_upkeep(self) -> dict[str, Any]:
        return {"cumulative_upkeep": True}

    def spend_only(self, *purposes: dict[str, Any]) -> _Marker:
        types: list[str] = []
        subtypes: list[str] = []
        fields: dict[str, Any] = {"spells": False}
        for p in purposes:
            if "cast" in p:
                spec = p["cast"]
                fields["spells"] = True
                types += spec["types"]
                subtypes += spec["subtypes"]
                fields["multicolored"] = fields.get("multicolored", False) or spec["multicolored"]
                if spec["min_mv"] is not None:
                    fields["min_mana_value"] = spec["min_mv"]
                if spec["other"]:
                    fields["unparsed_condition"] = True
            elif "abilities" in p:
                fields["abilities"] = True
                fields["ability_types"] = p["abilities"]
            elif "cumulative_upkeep" in p:
                fields["only_cumulative_upkeep"] = True
        return _Marker("spend", dict(spell_types=tuple(types), spell_subtypes=tuple(subtypes),
                                     **fields))

    def cant_pay_generic(self) -> _Marker:
        return _Marker("spend", {"cant_pay_generic": True, "spells": True, "abilities": True})

    def cant_cast(self, spec: dict[str, Any]) -> _Marker:
        return _Marker("spend", {"unparsed_condition": True, "abilities": True})

    # activation restrictions
    def only_sorcery(self) -> ActivationRestriction:
        return ActivationRestriction("sorcery")

    def only_once(self) -> ActivationRestriction:
        return ActivationRestriction("once_each_turn")

    def only_your_turn(self) -> ActivationRestriction:
        return ActivationRestriction("your_turn")

    def only_opponent_turn(self) -> ActivationRestriction:
        return ActivationRestriction("opponent_turn")

    def only_if(self, cond: Condition) -> ActivationRestriction:
        return ActivationRestriction("if", cond)

    def cond_control(self, n: int, sel: Selector) -> Condition:
        return Condition("control", selector=_yours(sel), count=n)

    def cond_control_one(self, sel: Selector) -> Condition:
        return Condition("control", selector=_yours(sel), count=1)

    def cond_counter(self, _s: Token, name: Token) -> Condition:
        return Condition("counter_on_self", counter=str(name).lower())

    def cond_no_counters(self, name: Token, _s: Token) -> Condition:
        return Condition("no_counters", counter=str(name).lower())

    def instead_sentence(self, cond: Condition, prod: Any) -> _Marker:
        return _Marker("instead", (cond, prod))

    def choose_color(self) -> _Marker:
        return _Marker("choose_color", None)

    def choose_color_of(self, sel: Selector) -> _Marker:
        return _Marker("choose_color", sel)

    def for_each_color_sentence(self, sel: Selector) -> AddMana:
        return AddMana(ColorAmong(sel, each=True))

    # replacement effects on mana (106.12b)
    def to_fixed(self, tok: Token) -> ManaSetTo:
        return ManaSetTo(_mana(tok))

    def to_type(self, tok: Token) -> ManaSetType:
        m = _mana(tok)
        if len(m) != 1:
            raise ValueError("type replacement with more than one symbol")
        return ManaSetType(str(m))

    def to_colorless(self) -> ManaSetType:
        return ManaSetType("C")

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

    def repl_passive(self, sel: Selector, result: Any) -> ManaReplacement:
        return ManaReplacement(sel, result, tapper="any")

    def repl_you_tap(self, sel: Selector, result: Any) -> ManaReplacement:
        return ManaReplacement(sel, result, tapper="you")

    def repl_you_tap_eot(self, sel: Selector, result: Any) -> ManaReplacement:
        return ManaReplacement(sel, result, tapper="you", until_end_of_turn=True)

    def type_map_item(self, sub: Token, tok: Token) -> tuple[str, str]:
        name = singular(str(sub))
        if name not in BASIC_LAND_TYPES:
            raise ValueError("type map over a non-basic land type")
        m = _mana(tok)
        return (name, str(m))

    def type_map(self, *items: tuple[str, str]) -> tuple[tuple[str, str], ...]:
        return tuple(i for i in items if isinstance(i, tuple))

    def repl_type_map(self, mapping: tuple[tuple[str, str], ...]) -> ManaReplacement:
        return ManaReplacement(Selector(types=("Land",)), ManaTypeMap(mapping), tapper="any")

    # static abilities
    def set_land_type(self, sel: Selector, _are: Token, sub: Token) -> SetBasicLandTypes:
        name = singular(str(sub))
        if name not in BASIC_LAND_TYPES:
            raise ValueError("only basic land types are set this way")
        return SetBasicLandTypes(sel, (name,))

    def all_basic_types(self, sel: Selector, _are: Token) -> AddLandTypes:
        return AddLandTypes(sel, tuple(BASIC_LAND_TYPES))

    def add_land_type(self, sel: Selector, _are: Token, sub: Token) -> AddLandTypes:
        name = singular(str(sub))
        if name is None:
            raise ValueError("unknown land type")
        return AddLandTypes(sel, (name,))

    def grant_quoted(self, tok: Token) -> str:
        return _quoted(tok)

    def grant_keyword(self, tok: Token) -> str:
        return str(tok).capitalize()

    def grant_list(self, *items: Any) -> tuple[str, ...]:
        return tuple(i for i in items if isinstance(i, str) and i not in (",", "and", ", and"))

    def grant(self, sel: Selector, _have: Token, abilities: tuple[str, ...]) -> GrantAbilities:
        return GrantAbilities(sel, abilities)

    def pump(self, sel: Selector, _get: Token, pt: Token) -> ModifyPT:
        p, t = (int(x) for x in str(pt).split("/"))
        return ModifyPT(sel, p, t)

    def pump_grant(self, sel: Selector, _get: Token, pt: Token, _have: Token,
                   abilities: tuple[str, ...]) -> _Marker:
        return _Marker("many", (self.pump(sel, _get, pt), GrantAbilities(sel, abilities)))

    def no_max_hand(self) -> StaticModifier:
        return StaticModifier("no_maximum_hand_size")

    # entering (614.1c)
    def enters_tapped(self, _s: Token, _e: Token) -> EntersTapped:
        return EntersTapped()

    def enters_tapped_with(self, _s: Token, _e: Token, n: Amount, name: Token, *_: Any) -> _Marker:
        return _Marker("many", (EntersTapped(), EntersWithCounters(str(name).lower(), n)))

    def enters_with(self, _s: Token, _e: Token, n: Amount, name: Token, *_: Any) -> \
            EntersWithCounters:
        return EntersWithCounters(str(name).lower(), n)

    def enters_with_where(self, _s: Token, _e: Token, n: Amount, name: Token,
                          *rest: Any) -> EntersWithCounters:
        amount = rest[-1]
        return EntersWithCounters(str(name).lower(), amount)

    def enters_tapped_if(self, cond: Condition, _s: Token, _e: Token) -> EntersTapped:
        return EntersTapped(replace(cond, negate=not cond.negate))

    def enters_tapped_unless_n(self, _s: Token, _e: Token, n: int, sel: Selector) -> EntersTapped:
        return EntersTapped(Condition("control", selector=_yours(sel), count=n))

    def enters_tapped_unless(self, _s: Token, _e: Token, sel: Selector) -> EntersTapped:
        return EntersTapped(Condition("control", selector=_yours(sel), count=1))

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

    def as_enters_choose(self, _s: Token, _e: Any, what: ChoiceKind) -> AsEntersChoice:
        return AsEntersChoice(what)

    def as_enters_pay_life(self, _s: Token, _e: Token, n: int) -> AsEntersChoice:
        return AsEntersChoice(ChoiceKind.PAY_LIFE, amount=n)

    def if_you_dont_sentence(self, *_: Any) -> _Marker:
        return _Marker("otherwise_tapped")

    # copies (707)
    def copy_choice(self, sel: Selector) -> Selector:
        return sel

    def copy_choice_target(self, sel: Selector) -> Selector:
        return sel

    def ex_add_type(self, *toks: Token) -> ExceptClause:
        values = []
        for t in toks:
            word = str(t)
            sub = singular(word)
            values.append(sub if sub is not None and word.lower() not in (
                "artifact", "creature", "land", "enchantment") else _type_word(word))
        return ExceptClause("add_types", tuple(values))

    def ex_grant(self, tok: Token) -> ExceptClause:
        return ExceptClause("grant_ability", (_quoted(tok),))

    def ex_keep_this(self) -> ExceptClause:
        return ExceptClause("keep_this_ability")

    def ex_no_color(self) -> ExceptClause:
        return ExceptClause("no_color")

    def ex_not_legendary(self) -> ExceptClause:
        return ExceptClause("not_legendary")

    def ex_extra_counter(self, _e: Token, name: Token, *cond: Token) -> ExceptClause:
        condition = _type_word(cond[0]) if cond else None
        return ExceptClause("extra_counter", (str(name).lower(),), condition)

    def except_list(self, *items: ExceptClause) -> tuple[ExceptClause, ...]:
        return tuple(i for i in items if isinstance(i, ExceptClause))

    def enter_as_copy(self, _s: Token, _e: Token, sel: Selector,
                      exceptions: tuple[ExceptClause, ...] = ()) -> EntersAsCopy:
        return EntersAsCopy(sel, True, exceptions)

    def until_eot(self) -> str:
        return "end of turn"

    def while_tapped(self) -> str:
        return "while tapped"

    def orig_that(self) -> Selector:
        return Selector(relation=Relation.THAT)

    def orig_target(self, body: Selector) -> Selector:
        return replace(body, relation=Relation.TARGET)

    def sel_target(self, body: Selector) -> Selector:
        return replace(body, relation=Relation.TARGET)

    def become_copy(self, subject: Selector, original: Selector,
                    duration: str | None = None) -> BecomeCopy:
        return BecomeCopy(subject, original, duration)

    def anim_color(self, tok: Token) -> tuple[str, str]:
        return ("color", _COLOR_WORDS[str(tok).lower()])

    def anim_colorless(self) -> tuple[str, str]:
        return ("colorless", "")

    def anim_artifact(self) -> tuple[str, str]:
        return ("type", "Artifact")

    def anim_subtype(self, tok: Token) -> tuple[str, str]:
        sub = singular(str(tok))
        assert sub is not None
        return ("subtype", sub)

    def anim_and(self) -> tuple[str, str]:
        return ("and", "")

    def anim_all_types(self) -> tuple[str, str]:
        return ("all_types", "")

    def anim_keyword(self, *toks: Token) -> tuple[str, str]:
        return ("keywords", ",".join(str(t).capitalize() for t in toks))

    def anim_quoted(self, tok: Token) -> tuple[str, str]:
        return ("quoted", _quoted(tok))

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
        return Animate(
            sel, p, t,
            types=("Creature", *tuple(v for k, v in desc if k == "type")),
            subtypes=tuple(v for k, v in desc if k == "subtype"),
            all_creature_types=any(k == "all_types" for k, _ in desc),
            colors=tuple(colors) if (colors or colorless) else None,
            abilities=tuple(abilities),
            until_end_of_turn=duration == "end of turn",
        )

    def animate_self(self, sel: Selector, pt: Token, desc: list[tuple[str, str]],
                     duration: str | None = None) -> Animate:
        return self._animate(sel, pt, desc, duration)

    def animate_self_eot_first(self, sel: Selector, pt: Token,
                               desc: list[tuple[str, str]]) -> Animate:
        return self._animate(sel, pt, desc, "end of turn")

    def still_land_sentence(self) -> _Marker:
        return _Marker("still_land")

    def tap_target_sentence(self, noun: _Noun, name: Token) -> _Marker:
        return _Marker("tap_target", (self.selector(_Adj("other"), noun), str(name).lower()))

    # triggers
    def trig_passive(self, sel: Selector) -> ManaTrigger:
        return ManaTrigger(sel, tapper="any")

    def trig_passive_chosen(self, sel: Selector) -> ManaTrigger:
        return ManaTrigger(sel, tapper="any", of_type="chosen")

    def tapper_you(self) -> str:
        return "you"

    def tapper_any(self) -> str:
        return "any"

    def tapper_opponent(self) -> str:
        return "opponent"

    def trig_active(self, who: str, _taps: Token, sel: Selector) -> ManaTrigger:
        return ManaTrigger(sel, tapper=who)

    def trig_active_type(self, who: str, _taps: Token, sel: Selector, tok: Token) -> ManaTrigger:
        m = _mana(tok)
        if len(m) != 1:
            raise ValueError("trigger on more than one mana symbol")
        return ManaTrigger(sel, tapper=who, of_type=str(m))

    def trig_etb(self, _s: Token, _e: Token) -> Trigger:
        return Trigger("enters")

    def trig_dies(self, _s: Token) -> Trigger:
        return Trigger("dies")

    # keywords
    def kw(self, tok: Token) -> tuple[str, Any]:
        return (str(tok).capitalize(), None)

    def kw_enchant(self, sel: Selector) -> tuple[str, Any]:
        return ("Enchant", sel)

    def kw_cumulative_upkeep(self, tok: Token) -> tuple[str, Any]:
        return ("Cumulative upkeep", str(tok))

    def keywords(self, *items: tuple[str, Any]) -> list[tuple[str, Any]]:
        return [i for i in items if isinstance(i, tuple)]


def _yours(sel: Selector) -> Selector:
    if sel.controller is ControllerSpec.ANY and sel.relation is None:
        return replace(sel, controller=ControllerSpec.YOU)
    return sel


def _substitute_x(prod: Any, amount: Amount) -> ManaProduction:
    if isinstance(prod, AnyOf) and prod.count.kind == "x":
        return replace(prod, count=amount)
    if isinstance(prod, ChosenColor) and prod.count.kind == "x":
        return replace(prod, count=amount)
    raise ValueError("'where X is' without an X amount of mana")


# ---------------------------------------------------------------------------- text prep


def strip_reminder(text: str) -> str:
    """Remove reminder text (parenthesized) from a line (CR 207.2a)."""
    return _REMINDER_RE.sub("", text).strip()


def _replace_word(text: str, word: str) -> str:
    """Replace whole-word occurrences of ``word`` (a card name) with ``~``."""
    out: list[str] = []
    start = 0
    n = len(word)
    while True:
        i = text.find(word, start)
        if i < 0:
            break
        before = text[i - 1] if i else " "
        after = text[i + n] if i + n < len(text) else " "
        if (before.isalnum() or before in "_'") or (after.isalnum() or after == "_"):
            out.append(text[start:i + 1])
            start = i + 1
            continue
        out.append(text[start:i])
        out.append("~")
        start = i + n
    out.append(text[start:])
    return "".join(out)


@functools.lru_cache(maxsize=4096)
def _short_names(name: str) -> tuple[str, ...]:
    names = [name]
    if "," in name:
        names.append(name.split(",")[0].strip())
    if " of " in name and name.split(" of ")[0].count(" ") == 0:
        names.append(name.split(" of ")[0])
    if name.lower().startswith("the "):
        names.append(name[4:])
    return tuple(sorted((n for n in names if len(n) > 2), key=len, reverse=True))


def normalize(line: str, name: str = "") -> str:
    """Prepare one line for the grammar: no reminder text, ``~`` for self-references.

    >>> normalize("{T}: Add {G}. Llanowar Elves deals 1 damage to you.", "Llanowar Elves")
    '{T}: Add {G}. ~ deals 1 damage to you.'
    """
    text = line.replace("’", "'").replace("“", '"').replace("”", '"').replace("−", "-")
    text = strip_reminder(text)
    if name:
        for n in _short_names(name):
            text = _replace_word(text, n)
    text = _SELF_RE.sub("~", text)
    text = re.sub(r"\s+", " ", text)
    return text.strip()


def _split_outside_quotes(text: str, sep: str) -> list[str]:
    parts: list[str] = []
    depth = False
    start = 0
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == '"':
            depth = not depth
        elif not depth and text.startswith(sep, i):
            parts.append(text[start:i])
            start = i + len(sep)
            i += len(sep)
            continue
        i += 1
    parts.append(text[start:])
    return parts


def _sentences(text: str) -> list[str]:
    """Split effect text into sentences at periods outside quotes."""
    out: list[str] = []
    buf: list[str] = []
    quoted = False
    for i, ch in enumerate(text):
        if ch == '"':
            quoted = not quoted
        if ch == "." and not quoted and (i + 1 == len(text) or text[i + 1] in " \""):
            out.append("".join(buf).strip())
            buf = []
            continue
        buf.append(ch)
    rest = "".join(buf).strip()
    if rest:
        out.append(rest)
    return [s for s in out if s]


def _colon_split(text: str) -> tuple[str, str] | None:
    """Split "cost: effect" at the first colon outside quotes."""
    quoted = False
    for i, ch in enumerate(text):
        if ch == '"':
            quoted = not quoted
        elif ch == ":" and not quoted:
            return text[:i].strip(), text[i + 1:].strip()
    return None


_RIDER_STARTS: Final = (
    "if that mana is spent", "if this mana is spent", "when you spend this mana",
    "when that mana is spent", "whenever you spend this mana",
)
_KEEP_MANA: Final = "until end of turn, you don't lose this mana as steps and phases end"


# ---------------------------------------------------------------------------- assembly


class _Unsupported(Exception):
    pass


def _attach_to_last_add(effects: list[Any], **changes: Any) -> None:
    for i in range(len(effects) - 1, -1, -1):
        if isinstance(effects[i], AddMana):
            effects[i] = replace(effects[i], **changes)
            return
    raise _Unsupported("a mana rider without mana before it")


def _assemble(sentences: Sequence[str],
              context: str) -> tuple[list[Any], list[ActivationRestriction]]:
    """Parse each sentence and combine markers into effects and restrictions."""
    effects: list[Any] = []
    restrictions: list[ActivationRestriction] = []
    pending: list[_Marker] = []
    for sentence in sentences:
        low = sentence.lower()
        if low.startswith(_RIDER_STARTS):
            last = next((e for e in reversed(effects) if isinstance(e, AddMana)), None)
            if last is None:
                raise _Unsupported(f"a mana rider without mana: {sentence!r}")
            _attach_to_last_add(effects, riders=(*last.riders, Rider(sentence)))
            continue
        if low == _KEEP_MANA:
            _attach_to_last_add(effects, keep_until_end_of_turn=True)
            continue
        result = _parse(sentence, "sentence")
        if result is None:
            raise _Unsupported(f"not understood: {sentence!r}")
        items = list(result.data) if isinstance(result, _Marker) and result.kind == "many" \
            else [result]
        for item in items:
            if isinstance(item, ActivationRestriction):
                restrictions.append(item)
            elif isinstance(item, _Marker):
                _combine_marker(item, effects, pending)
            else:
                if isinstance(item, AddMana) and pending:
                    item = _resolve_pending(item, pending)
                if isinstance(item, BecomeCopy) and pending:
                    item = _resolve_pending_copy(item, pending)
                effects.append(item)
    if pending:
        raise _Unsupported(f"dangling sentence in {context}: {pending[0].kind}")
    return effects, restrictions


def _combine_marker(marker: _Marker, effects: list[Any], pending: list[_Marker]) -> None:
    match marker.kind:
        case "spend":
            _attach_to_last_add(effects, restriction=SpendRestriction(
                text="spend restriction", **marker.data))
        case "instead":
            cond, prod = marker.data
            last = next((e for e in reversed(effects) if isinstance(e, AddMana)), None)
            if last is None:
                raise _Unsupported("'instead' without mana before it")
            if isinstance(prod, _Marker) and prod.kind == "that_type":
                prod = _with_count(last.production, prod.data)
            elif isinstance(prod, _Marker):
                raise _Unsupported("unsupported 'instead' production")
            _attach_to_last_add(effects, instead=(*last.instead, (cond, prod)))
        case "choose_color" | "tap_target":
            pending.append(marker)
        case "otherwise_tapped":
            for i in range(len(effects) - 1, -1, -1):
                e = effects[i]
                if isinstance(e, AsEntersChoice) and e.kind is ChoiceKind.PAY_LIFE:
                    effects[i] = replace(e, otherwise_tapped=True)
                    return
            raise _Unsupported("'If you don't' without a choice before it")
        case "still_land":
            if not any(isinstance(e, Animate) for e in effects):
                raise _Unsupported("'It's still a land' without an animation")
        case _:
            raise _Unsupported(f"unexpected {marker.kind}")


def _with_count(prod: ManaProduction, count: Amount) -> ManaProduction:
    if isinstance(prod, CouldProduce | AnyOf | ChosenColor | TypeProduced):
        if isinstance(prod, AnyOf):
            return replace(prod, count=count, mode="same")
        return replace(prod, count=count)
    if isinstance(prod, FixedMana) and len(prod.options) == 1 and len(prod.options[0].types) == 1:
        m = prod.options[0]
        return FixedMana((Mana(str(m)[0] * count.value),))
    raise _Unsupported("'that type' after a production that has no single type")


def _resolve_pending(item: AddMana, pending: list[_Marker]) -> AddMana:
    marker = pending.pop(0)
    if marker.kind != "choose_color":
        raise _Unsupported(f"unexpected {marker.kind}")
    that = any(r.text == "__that_color__" for r in item.riders)
    if not that:
        raise _Unsupported("'choose a color' not followed by mana of that color")
    riders = tuple(r for r in item.riders if r.text != "__that_color__")
    prod = item.production
    if marker.data is not None:  # "Choose a color of a permanent you control" (Meteor Crater)
        assert isinstance(prod, AnyOf)
        if not (prod.count.is_fixed and prod.count.value == 1) or item.times is not None:
            raise _Unsupported("several mana of a color among")
        prod = ColorAmong(marker.data)
    return replace(item, production=prod, riders=riders)


def _resolve_pending_copy(item: BecomeCopy, pending: list[_Marker]) -> BecomeCopy:
    marker = pending.pop(0)
    if marker.kind != "tap_target":
        raise _Unsupported(f"unexpected {marker.kind}")
    target, counter = marker.data
    if counter != "stun" or item.original.relation is not Relation.THAT:
        raise _Unsupported("tap-and-copy with another counter")
    return replace(item, original=target, tap_target=True, stun_counters=1)


def _has_target(text: str) -> bool:
    return re.search(r"\btargets?\b", text, re.I) is not None


_ADD_RE: Final = re.compile(r"\badds?\b[^.]*?(\{[WUBRGCSX0-9]|\bmana\b|\b(?:one|two|three|x)\b)",
                            re.I)


def _looks_like_mana(effect_text: str) -> bool:
    return _ADD_RE.search(effect_text) is not None


def _guess_kind(text: str, is_spell: bool) -> AbilityKind:
    if re.match(r"^(when|whenever|at)\b", text, re.I):
        return AbilityKind.TRIGGERED
    split = _colon_split(text)
    if split is not None and 0 < len(split[0]) <= 120 and (
            "{" in split[0] or re.search(r"\b(sacrifice|tap|pay|remove|discard|exile|untap|"
                                         r"return|mill|put|collect|reveal)\b", split[0], re.I)):
        return AbilityKind.ACTIVATED
    if is_spell:
        return AbilityKind.SPELL
    return AbilityKind.STATIC


def _keyword_ability(text: str, line: str) -> Ability | None:
    result = _parse(text, "keywords")
    if result is None:
        return None
    effects: list[Any] = []
    names: list[str] = []
    for kw, data in result:
        names.append(kw)
        if kw == "Enchant":
            effects.append(StaticModifier("enchant", data))
    return Ability(line, AbilityKind.KEYWORD, True, keywords=tuple(names), effects=tuple(effects))


def parse_ability(
    line: str,
    *,
    name: str = "",
    is_spell: bool = False,
) -> Ability:
    """Parse one line of Oracle text into an :class:`Ability`; never raises.

    ``name`` is the card's name (self-references become ``~``); ``is_spell`` marks the
    text of an instant or sorcery, whose instructions are spell abilities (CR 113.3a).
    """
    try:
        return _parse_ability(line, name, is_spell)
    except Exception as exc:  # the parser never raises on text (a bug would be hidden here)
        text = normalize(line, name) if line else line
        kind = _guess_kind(text, is_spell)
        return Ability(line, kind, False, is_mana_ability=_guess_mana(text, kind),
                       problem=f"internal parser error: {exc!r}")


def _guess_mana(text: str, kind: AbilityKind) -> bool:
    if kind is AbilityKind.ACTIVATED:
        split = _colon_split(text)
        if split is None or _LOYALTY_RE.match(text):
            return False
        return _looks_like_mana(split[1]) and not _has_target(split[1])
    if kind is AbilityKind.TRIGGERED:
        head, _, rest = text.partition(",")
        return bool(re.search(r"\btap(s|ped)?\b.*\bfor (mana|\{)", head, re.I)) and \
            _looks_like_mana(rest) and not _has_target(rest)
    return False


def _parse_ability(line: str, name: str, is_spell: bool) -> Ability:
    text = normalize(line, name)
    ability_word: str | None = None
    m = _ABILITY_WORD_RE.match(text)
    if m and not _colon_split(m.group(1)):
        ability_word, text = m.group(1), m.group(2)
    # loyalty abilities (606): activated, never mana abilities (605.1a)
    lm = _LOYALTY_RE.match(text)
    if lm:
        return Ability(line, AbilityKind.ACTIVATED, False, loyalty=lm.group(1),
                       ability_word=ability_word,
                       problem="loyalty abilities are not modelled")
    kw = _keyword_ability(text, line) if ability_word is None else None
    if kw is not None:
        return kw
    kind = _guess_kind(text, is_spell)
    guess = _guess_mana(text, kind)

    def unsupported(problem: str) -> Ability:
        return Ability(line, kind, False, is_mana_ability=guess, ability_word=ability_word,
                       problem=problem)

    try:
        if kind is AbilityKind.ACTIVATED:
            split = _colon_split(text)
            assert split is not None
            cost_text, effect_text = split
            costs = _parse(cost_text, "costs")
            if costs is None:
                raise _Unsupported(f"cost not understood: {cost_text!r}")
            effects, restrictions = _assemble(_sentences(effect_text), "activated ability")
            mana_ability = any(isinstance(e, AddMana) for e in effects) and \
                not _has_target(effect_text)
            return Ability(line, kind, True, is_mana_ability=mana_ability, costs=costs,
                           effects=tuple(effects), restrictions=tuple(restrictions),
                           ability_word=ability_word)
        if kind is AbilityKind.TRIGGERED:
            head, _sep, rest = text.partition(",")
            trigger = _parse(head.strip(), "trigger")
            if trigger is None:
                raise _Unsupported(f"trigger not understood: {head.strip()!r}")
            effects, restrictions = _assemble(_sentences(rest.strip()), "triggered ability")
            if restrictions:
                raise _Unsupported("activation restriction on a triggered ability")
            mana_ability = isinstance(trigger, ManaTrigger) and \
                any(isinstance(e, AddMana) for e in effects) and not _has_target(rest)
            return Ability(line, kind, True, is_mana_ability=mana_ability, trigger=trigger,
                           effects=tuple(effects), ability_word=ability_word)
        effects, restrictions = _assemble(_sentences(text), "static ability")
        if restrictions:
            raise _Unsupported("activation restriction outside an activated ability")
        return Ability(line, kind, True, effects=tuple(effects), ability_word=ability_word)
    except _Unsupported as exc:
        return unsupported(str(exc))


def intrinsic_abilities(subtypes: Sequence[str]) -> tuple[Ability, ...]:
    """The intrinsic mana abilities of basic land types, in type-line order (CR 305.6)."""
    return tuple(_intrinsic(BASIC_LAND_TYPES[s]) for s in subtypes if s in BASIC_LAND_TYPES)


@functools.cache
def _intrinsic(symbol: str) -> Ability:
    return Ability(
        "{T}: Add {" + symbol + "}.", AbilityKind.ACTIVATED, True, is_mana_ability=True,
        costs=(Cost("tap"),), effects=(AddMana(FixedMana((Mana(symbol),))),), intrinsic=True,
    )


def parse_abilities(
    text: str,
    *,
    name: str = "",
    types: Sequence[str] = (),
    subtypes: Sequence[str] = (),
    supertypes: Sequence[str] = (),
) -> tuple[Ability, ...]:
    """Parse a card's Oracle text (lines separated by newlines) into abilities.

    Lines that are only reminder text are not abilities. A land's basic land types add
    their intrinsic mana abilities after the printed ones (CR 305.6).
    """
    is_spell = any(t in ("Instant", "Sorcery") for t in types)
    abilities = [
        parse_ability(line, name=name, is_spell=is_spell)
        for line in (text or "").split("\n")
        if strip_reminder(line.strip())
    ]
    if "Land" in types:
        abilities.extend(intrinsic_abilities(subtypes))
    return tuple(abilities)
