"""The Oracle-text parser: lines of rules text to :class:`~mtglab.cards.model.Ability`.

The grammar (``oracle.lark``, parsed with Lark's LALR(1) parser) accepts the wordings
mtglab understands. This module prepares each line for it — drops reminder text,
turns self-references ("this creature", the card's name, a legendary card's short name)
into ``~``, splits an activated ability at its colon and the effect into sentences — then
assembles the pieces into an :class:`Ability`.

The parser never raises on text: a line it cannot read becomes an ability with
``supported=False``, its kind and mana-ability status guessed from its wording, and a
``problem`` naming the sentence that was not understood.

Trigger conditions other than mana triggers become :class:`~mtglab.cards.model.Trigger`
objects with these events: ``"enters"`` and ``"dies"`` (the source), ``"becomes_tapped"``
(the source becomes tapped), ``"upkeep"`` (``text`` says whose: ``"your"`` or ``"each
player's"``; "that player" in its effect is the player whose upkeep it is),
``"precombat_main"`` (``text`` ``"your"``) and ``"landfall"`` ("Whenever a land you
control enters").
"""

from __future__ import annotations

import dataclasses
import functools
import re
import typing
from collections.abc import Sequence
from dataclasses import replace
from importlib import resources
from typing import Any, Final

from lark import Lark, Token, v_args
from lark.exceptions import LarkError

from mtglab.cards.ability import Ability, AbilityKind, Trigger
from mtglab.cards.castkeywordtext import reread_cast_keyword
from mtglab.cards.casttext import reread_cast
from mtglab.cards.copytext import reread
from mtglab.cards.cyclingtext import CYCLING, reread_cycling
from mtglab.cards.effects import (
    NEXT_SPELL_MOMENTS,
    UNCHECKED_CONDITIONS,
    UNCOMPUTED_AMOUNTS,
    UNPLAYED_EFFECTS,
    ActivationRestriction,
    AddLandTypes,
    AddMana,
    Amount,
    Animate,
    AnyOf,
    AsEntersChoice,
    BecomeCopy,
    CharacteristicPT,
    ChoiceKind,
    ChooseColor,
    ChooseModes,
    ChosenColor,
    ColorAmong,
    CommanderIdentity,
    Condition,
    ControllerSpec,
    Cost,
    CouldProduce,
    CounterAgent,
    CounterKinds,
    CounterRecipient,
    CounterReplacement,
    CreatedTrigger,
    CreateToken,
    CreateTokenCopy,
    DealDamage,
    Delayed,
    Destroy,
    DoesntUntap,
    DrawCards,
    Effect,
    EntersAsCopy,
    EntersTapped,
    EntersWithCounters,
    ExceptClause,
    ExileCards,
    FixedMana,
    GainControl,
    GainLife,
    GrantAbilities,
    IfNotPaid,
    LoseAbilities,
    LoseLife,
    ManaConvertType,
    ManaMultiply,
    ManaProduction,
    ManaReplacement,
    ManaSetColor,
    ManaSetTo,
    ManaSetType,
    ManaTrigger,
    ManaTypeMap,
    MayDo,
    MilledSymbols,
    ModifyPT,
    NotedMana,
    NoteManaSpent,
    OfferToPay,
    OthersEnterAsCopy,
    PoolCopy,
    ProductionChoice,
    PutCounters,
    Relation,
    RemoveCounters,
    ReturnToHand,
    Reveal,
    Rider,
    RollDie,
    Sacrifice,
    SacrificeSelf,
    SearchLibrary,
    Selector,
    SetBasePT,
    SetBasicLandTypes,
    SpendPurpose,
    SpendRestriction,
    StaticModifier,
    SwitchPT,
    TapPermanents,
    TypeProduced,
    Untap,
)
from mtglab.cards.exiletext import exile_with_counters_sentence
from mtglab.cards.grammar.instructions import InstructionRules, Many
from mtglab.cards.grammar.keywords import KeywordRules
from mtglab.cards.grammar.loyalty import LoyaltyRules
from mtglab.cards.grammar.statics import StaticRules
from mtglab.cards.grammar.triggers import TriggerRules
from mtglab.cards.instructions import (
    INSTRUCTIONS,
    ONE_SHOT,
    Duration,
    Lasting,
    defined_x,
    sequence_problem,
)
from mtglab.cards.keywords import Keyword, keyword_line
from mtglab.cards.modetext import read_modes, read_trigger_modes
from mtglab.cards.planeswalkers import PLANESWALKER_RECORDS, emblem_problem
from mtglab.cards.searchtext import reread_search
from mtglab.cards.statics import STATICS
from mtglab.cards.tokentext import UnsupportedTokenText, token_sentence
from mtglab.cards.triggertext import reread_trigger
from mtglab.cards.types import BASIC_LAND_TYPES, LAND_TYPES, singular, subtype_words
from mtglab.cards.vocabulary import AmountKind, CostKind, Zone
from mtglab.mana import COLORS, MANA_TYPES, Mana, ManaCost

__all__ = ["normalize", "parse_abilities", "parse_ability", "strip_reminder"]

_NUMBER_WORDS: Final[dict[str, int]] = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    "twenty": 20,
}
_COLOR_WORDS: Final[dict[str, str]] = {
    "white": "W", "blue": "U", "black": "B", "red": "R", "green": "G",
}
_SELF_NOUNS: Final = (
    "creature", "land", "artifact", "enchantment", "permanent", "Aura", "Equipment",
    "Vehicle", "card", "token", "planeswalker", "spell", "battle", "Fortification",
)
_SELF_RE: Final = re.compile(r"\b[Tt]his (" + "|".join(_SELF_NOUNS) + r")\b")
_REMINDER_RE: Final = re.compile(r"(?<!\s)\s*\([^()]*\)")  # (?<!\s): linear in a space run
_LOYALTY_RE: Final = re.compile(r"^\[?([+\-−]?(?:\d+|X))\]?:\s*")
_ABILITY_WORD_RE: Final = re.compile(r"^([A-Z][\w'’,!\- ]{1,40}?) — (.+)$")
#: Keywords written like ability words ("Exhaust — {G}, {T}: ...") that do have a rules
#: meaning (CR 702): not dropped like an ability word (207.2c) or a flavor word.
_KEYWORD_DASH: Final = frozenset({
    "exhaust", "boast", "forecast", "max speed", "solved", "station", "level up",
})
_KEYWORD_LINE_RE: Final = re.compile(r"^[A-Z][a-z]+(?:[ -][a-z]+)*(?: [{\d].*)?$")


# ---------------------------------------------------------------------------- grammar


@functools.cache
def _parser() -> Lark:
    grammar = resources.files("mtglab.cards").joinpath("oracle.lark").read_text("utf-8")
    parts = resources.files("mtglab.cards").joinpath("grammar")
    for part in sorted(p.name for p in parts.iterdir() if p.name.endswith(".lark")):
        grammar += "\n" + parts.joinpath(part).read_text("utf-8")
    words = _trie_pattern([w.lower() for w in subtype_words()])
    grammar += f"\nSUBTYPE: /{words}(?![\\w'])/i\n"
    return Lark(
        grammar,
        parser="lalr",
        lexer="contextual",
        start=["costs", "sentence", "trigger", "keywords", "condition", "effect", "static"],
        g_regex_flags=re.IGNORECASE,
        transformer=_ToData(),
        maybe_placeholders=False,
        cache=True,  # the grammar analysis, cached on disk keyed by grammar and options
    )


def _subtype(tok: Token | str) -> str:
    """The subtype a SUBTYPE token names (ValueError if none: the sentence is then
    unsupported)."""
    sub = singular(str(tok))
    if sub is None:
        raise ValueError(f"{tok!s} is not a subtype")
    return sub


def _trie_pattern(words: Sequence[str]) -> str:
    """One regular expression matching any of ``words``, written as a trie so that the
    lexer (and the regex compiler, once per lexer state) does not try hundreds of
    alternatives one by one; longer words win over their prefixes."""
    trie: dict[str, Any] = {}
    for word in words:
        node = trie
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}

    def emit(node: dict[str, Any]) -> str:
        branches = [re.escape(ch) + emit(child) for ch, child in sorted(node.items()) if ch]
        end = "" in node
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return f"(?:{body})?" if end else body

    return "(?:" + emit(trie) + ")"


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


class _NounMark:
    """The noun closing a source in a spending restriction, with what it adds."""

    __slots__ = ("qualities",)

    def __init__(self, *qualities: tuple[str, Any]) -> None:
        self.qualities = qualities


class _Alt:
    """One more alternative of a selector body ("or a Mountain")."""

    __slots__ = ("parts",)

    def __init__(self, parts: list[Any]) -> None:
        self.parts = parts


_OUTLAWS: Final = ("Assassin", "Mercenary", "Pirate", "Rogue", "Warlock")  # CR 700.12
_PERMANENT_TYPES: Final = ("Artifact", "Battle", "Creature", "Enchantment", "Land",
                           "Planeswalker")  # CR 110.4a


@v_args(inline=True)
class _ToData(InstructionRules, StaticRules, LoyaltyRules, TriggerRules, KeywordRules):
    """Builds effect data from the parse tree (rule names match ``oracle.lark``)."""

    def _quoted_ability(self, line: str) -> Ability:
        return parse_ability(line)  # an emblem's ability (grammar/loyalty.py, 114.2)

    # -- numbers and counts ------------------------------------------------------------
    def number(self, tok: Token) -> int:
        return _num(tok)

    def one(self) -> Amount:
        return Amount.fixed(1)

    def count(self, n: int) -> Amount:
        return Amount.fixed(n)

    def count_x(self) -> Amount:
        return Amount(AmountKind.X, 0)

    def count_any(self) -> Amount:
        return Amount(AmountKind.ANY, 0)

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
        if word.lower() in _COLOR_WORDS:  # "nonblack" (105.2)
            return _Adj("noncolor", _COLOR_WORDS[word.lower()])
        if word.lower() in ("land", "creature", "artifact", "enchantment", "planeswalker"):
            return _Adj("nontype", word.capitalize())
        sub = singular(word)
        if sub is None:
            raise ValueError(f"unknown type in {tok!s}")
        return _Adj("nontype", sub)

    def adj_color(self, tok: Token) -> _Adj:
        return _Adj("color", _COLOR_WORDS[str(tok).lower()])

    def adj_color_or_type(self, tok: Token) -> _Adj:
        color, _or, type_word = str(tok).lower().split()
        return _Adj("either", (Selector(colors=(_COLOR_WORDS[color],)),
                               Selector(types=(type_word.capitalize(),))))

    def adj_colorless(self) -> _Adj:
        return _Adj("colorless")

    def adj_multicolored(self) -> _Adj:
        return _Adj("multicolored")

    def adj_monocolored(self) -> _Adj:
        return _Adj("monocolored")

    def adj_attacking(self) -> _Adj:
        return _Adj("attacking")

    def adj_blocking(self) -> _Adj:
        return _Adj("blocking")

    def adj_type(self, tok: Token) -> _Adj:
        return _Adj("type", _type_word(tok))

    def adj_permanent(self, _tok: Token) -> _Adj:
        return _Adj("permanent")

    def adj_subtype(self, tok: Token) -> _Adj:
        sub = _subtype(tok)
        return _Adj("subtype", sub)

    def noun_type(self, tok: Token) -> _Noun:
        return _Noun("type", _type_word(tok))

    def noun_subtype(self, tok: Token) -> _Noun:
        sub = _subtype(tok)
        return _Noun("subtype", sub)

    def noun_permanent(self, _tok: Token) -> _Noun:
        return _Noun("permanent")

    def noun_token(self, _tok: Token) -> _Noun:
        return _Noun("token")

    def conj(self, *_: Any) -> str:
        return "conj"

    def alt_plain(self, _conj: str, *parts: Any) -> _Alt:
        return _Alt(list(parts))

    def alt_or_a(self, *parts: Any) -> _Alt:
        return _Alt(list(parts))

    def post(self, part: Any) -> Any:
        return part

    def ctrl_you(self) -> ControllerSpec:
        return ControllerSpec.YOU

    def ctrl_opponent(self) -> ControllerSpec:
        return ControllerSpec.OPPONENT

    def ctrl_not_you(self) -> ControllerSpec:
        return ControllerSpec.OPPONENT

    def ctrl_any(self) -> ControllerSpec:
        return ControllerSpec.ANY

    def ctrl_that_player(self, _tok: Token) -> ControllerSpec:
        return ControllerSpec.THAT_PLAYER

    def with_counter(self, tok: Token) -> tuple[str, Any]:
        return ("counter", str(tok).lower())

    def with_power(self, n: int) -> tuple[str, Any]:
        return ("power", n)

    def with_keyword(self, tok: Token) -> tuple[str, Any]:
        return ("keyword", str(tok).capitalize())

    def named_self(self, _tok: Token) -> tuple[str, Any]:
        return ("named", "~")

    def with_any_counter(self) -> tuple[str, Any]:
        return ("any_counter", True)

    def with_mana_value_x(self) -> tuple[str, Any]:
        return ("mana_value_x", True)

    def of_chosen_type(self) -> tuple[str, Any]:
        return ("chosen_subtype", True)

    def of_chosen_color(self) -> tuple[str, Any]:
        return ("chosen_color", True)

    def same_name_exiled(self, _tok: Token, _card: Token) -> tuple[str, Any]:
        return ("same_name_as", Relation.EXILED)

    def same_name_it(self, _tok: Token) -> tuple[str, Any]:
        return ("same_name_as", Relation.THAT)

    def entered_this_turn(self, _tok: Token) -> tuple[str, Any]:
        return ("entered_this_turn", True)

    def named_other(self, tok: Token) -> tuple[str, Any]:
        return ("named", str(tok).split(" ", 1)[1])

    def det(self, *_: Any) -> _Adj:
        return _Adj("det")

    def sel_det(self, _det: _Adj, body: Selector) -> Selector:
        return body

    def sel_bare(self, body: Selector) -> Selector:
        return body

    def body(self, *parts: Any) -> Selector:
        flat: list[Any] = []
        alternatives = False
        for part in parts:
            if isinstance(part, _Alt):
                alternatives = True
                if any(isinstance(p, _Adj) for p in part.parts):
                    raise ValueError("adjectives inside an alternative")
                flat.extend(part.parts)
            else:
                flat.append(part)
        # Status and supertype words before the first noun apply to every alternative
        # ("legendary creatures and planeswalkers", "an untapped artifact or creature");
        # a type, subtype or color word would make the alternatives ambiguous.
        if alternatives and any(isinstance(p, _Adj) and p.key in (
                "type", "subtype", "color", "colorless", "multicolored", "monocolored",
                "permanent", "either") for p in flat):
            raise ValueError("type or color words with alternatives are ambiguous")
        sel = self.selector(*flat, alternatives=alternatives)
        if sel.same_name_as is Relation.THAT and sel.relation is Relation.OTHER:
            # "each other land you control with the same name as it": other than *it*
            sel = replace(sel, relation=None, excluded=Relation.THAT)
        return sel

    def zr_your_graveyard(self) -> tuple[Zone, ControllerSpec]:
        return (Zone.GRAVEYARD, ControllerSpec.YOU)

    def zr_your_hand(self) -> tuple[Zone, ControllerSpec]:
        return (Zone.HAND, ControllerSpec.YOU)

    def zr_a_graveyard(self) -> tuple[Zone, ControllerSpec]:
        return (Zone.GRAVEYARD, ControllerSpec.ANY)

    def zr_exile(self) -> tuple[Zone, ControllerSpec]:
        return (Zone.EXILE, ControllerSpec.ANY)  # "creature card in exile" (406)

    def body_cards_from(self, *parts: Any) -> Selector:
        sel = self.selector(*parts[:-2])
        return replace(sel, zone=Zone.GRAVEYARD, controller=ControllerSpec.ANY)

    def body_cards(self, *parts: Any) -> Selector:
        at = next(i for i, p in enumerate(parts) if isinstance(p, tuple) and
                  isinstance(p[-1], ControllerSpec))  # the zone_ref; qualifiers follow
        zone, owner = parts[at]
        sel = self.selector(*parts[:at - 1], *parts[at + 1:])
        return replace(sel, zone=zone, controller=owner)

    def body_cards_exiled_with(self, *parts: Any) -> Selector:
        """ "creature card exiled with ~": cards in exile linked to the source (607.2a);
        a board names them with ``choices={"exiled cards": [...]}``."""
        at = next(i for i, p in enumerate(parts) if isinstance(p, Token) and
                  p.type == "EXILED_WITH_SELF")
        sel = self.selector(*parts[:at - 1], *parts[at + 1:])
        return replace(sel, zone=Zone.EXILE, same_name_as=Relation.EXILED)

    def selector(self, *parts: Any, alternatives: bool = False) -> Selector:
        types: list[str] = []
        subtypes: list[str] = []
        supers: list[str] = []
        nonsupers: list[str] = []
        nontypes: list[str] = []
        colors: list[str] = []
        keywords: list[str] = []
        fields: dict[str, Any] = {}
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
                    case "token":
                        fields["token"] = part.value
                    case "color":
                        colors.append(part.value)
                    case "noncolor":
                        fields["excluded_colors"] = (*fields.get("excluded_colors", ()),
                                                     part.value)
                    case "colorless":
                        fields["colorless"] = True
                    case "either":
                        fields["either"] = part.value
                    case "multicolored":
                        fields["multicolored"] = True
                    case "monocolored":
                        fields["monocolored"] = True
                    case "attacking":
                        fields["attacking"] = True
                    case "blocking":
                        fields["blocking"] = True
                    case "type":
                        types.append(part.value)
                    case "subtype":
                        subtypes.append(part.value)
                    case "permanent":  # "permanent cards" (CR 110.4a)
                        if types or alternatives:
                            raise ValueError("'permanent' with other types")
                        types.extend(_PERMANENT_TYPES)
                        fields["any_type"] = True
            elif isinstance(part, _Noun):
                if part.key == "type":
                    types.append(part.value)
                elif part.key == "subtype":
                    subtypes.append(part.value)
                elif part.key == "token":
                    fields["token"] = True
            elif isinstance(part, ControllerSpec):
                if "controller" in fields:
                    raise ValueError("two controllers")
                fields["controller"] = part
            elif isinstance(part, tuple):
                key, value = part
                match key:
                    case "counter":
                        fields["with_counter"] = value
                    case "power":
                        fields["min_power"] = value
                    case "keyword":
                        keywords.append(value)
                    case "without_keyword":
                        fields["excluded_keywords"] = (*fields.get("excluded_keywords", ()),
                                                       value)
                    case _:
                        fields[key] = value
        if len(colors) > 1:
            raise ValueError("several colors in one selector")
        if alternatives:
            fields["any_type"] = True
        elif len(subtypes) > 1:
            fields["all_subtypes"] = True
        return Selector(
            types=tuple(dict.fromkeys(types)), subtypes=tuple(dict.fromkeys(subtypes)),
            supertypes=tuple(supers), excluded_supertypes=tuple(nonsupers),
            excluded_types=tuple(nontypes), colors=tuple(colors), keywords=tuple(keywords),
            **fields,
        )

    def self_selector(self, _tok: Token) -> Selector:
        return Selector(relation=Relation.SELF)

    def _attached(self, relation: Relation, noun: _Noun) -> Selector:
        if noun.key == "type":
            return Selector(types=(noun.value,), relation=relation)
        if noun.key == "subtype":
            return Selector(subtypes=(noun.value,), relation=relation)
        if noun.key == "token":
            return Selector(token=True, relation=relation)
        return Selector(relation=relation)

    def enchanted(self, noun: _Noun) -> Selector:
        return self._attached(Relation.ENCHANTED, noun)

    def equipped(self, noun: _Noun) -> Selector:
        return self._attached(Relation.EQUIPPED, noun)

    def fortified(self, noun: _Noun) -> Selector:
        return self._attached(Relation.FORTIFIED, noun)

    def sel_that(self, noun: _Noun) -> Selector:
        return self._attached(Relation.THAT, noun)

    def sel_target(self, body: Selector) -> Selector:
        if body.relation is not None:
            raise ValueError("'another target' is not read yet")
        return replace(body, relation=Relation.TARGET)

    # -- costs -------------------------------------------------------------------------
    def costs(self, *items: Cost) -> tuple[Cost, ...]:
        return tuple(items)

    def cost_tap(self, _t: Token) -> Cost:
        return Cost(CostKind.TAP)

    def cost_untap(self, _t: Token) -> Cost:
        return Cost(CostKind.UNTAP)

    def cost_mana(self, tok: Token) -> Cost:
        return Cost(CostKind.MANA, mana=ManaCost.parse(str(tok)))

    def sac_self(self, _t: Token) -> tuple[Selector, Amount]:
        return (Selector(relation=Relation.SELF), Amount.fixed(1))

    def sac_other(self, n: Amount, sel: Selector) -> tuple[Selector, Amount]:
        if sel.zone is not None:
            raise ValueError("only permanents are sacrificed")
        return (sel, n)

    def cost_sacrifice(self, obj: tuple[Selector, Amount]) -> Cost:
        return Cost(CostKind.SACRIFICE, selector=obj[0], amount=obj[1])

    def cost_tap_other(self, n: Amount, sel: Selector) -> Cost:
        if sel.zone is not None or sel.tapped is True:
            raise ValueError("tap what?")
        if sel.controller is ControllerSpec.ANY:
            sel = replace(sel, controller=ControllerSpec.YOU)
        return Cost(CostKind.TAP_OTHER, selector=replace(sel, tapped=False), amount=n)

    def cost_untap_other(self, n: Amount, sel: Selector) -> Cost:
        if sel.zone is not None or sel.tapped is False:
            raise ValueError("untap what?")
        return Cost(CostKind.UNTAP_OTHER, selector=replace(sel, tapped=True), amount=n)

    def counters_n(self, n: Amount, name: Token, _w: Any = None) -> tuple[str, Amount, bool]:
        return (str(name).lower(), n, n.kind == "any")

    def cost_remove_counters(self, spec: tuple[str, Amount, bool], _s: Token) -> Cost:
        return Cost(CostKind.REMOVE_COUNTERS, counter=spec[0], amount=spec[1], any_number=spec[2])

    def cost_remove_all_counters(self, name: Token, _s: Token) -> Cost:
        return Cost(CostKind.REMOVE_COUNTERS, counter=str(name).lower(),
                    amount=Amount(AmountKind.ALL, 0), any_number=True)

    def cost_remove_one_or_more(self, name: Token, _s: Token) -> Cost:
        return Cost(CostKind.REMOVE_COUNTERS, counter=str(name).lower(),
                    amount=Amount(AmountKind.ONE_OR_MORE, 0), any_number=True)

    def cost_pay_life(self, n: int) -> Cost:
        return Cost(CostKind.PAY_LIFE, amount=Amount.fixed(n))

    def cost_pay_half_life(self) -> Cost:
        return Cost(CostKind.PAY_LIFE, amount=Amount(AmountKind.HALF_LIFE_ROUNDED_UP, 0))

    def cost_energy(self, *toks: Token) -> Cost:
        return Cost(CostKind.ENERGY, amount=Amount.fixed(len(toks)))

    def discard_cards(self, n: Amount, noun: Selector) -> tuple[Amount, Selector]:
        return (n, noun)

    def discard_hand(self) -> tuple[Amount, Selector]:
        return (Amount(AmountKind.ALL, 0), Selector())

    def card_noun(self, *parts: Any) -> Selector:
        return self.selector(*parts[:-1])

    def cost_discard(self, obj: tuple[Amount, Selector]) -> Cost:
        return Cost(CostKind.DISCARD, selector=obj[1], amount=obj[0], zone=Zone.HAND)

    def zone_hand(self) -> Zone:
        return Zone.HAND

    def zone_graveyard(self) -> Zone:
        return Zone.GRAVEYARD

    def cost_exile_self(self, _s: Token, zone: Zone) -> Cost:
        return Cost(CostKind.EXILE, selector=Selector(relation=Relation.SELF), zone=zone)

    def cost_exile_card(self, n: Amount, noun: Selector, zone: Zone) -> Cost:
        return Cost(CostKind.EXILE, selector=noun, amount=n, zone=zone)

    def cost_exile_permanent(self, n: Amount, sel: Selector) -> Cost:
        if sel.zone is not None or sel.controller is not ControllerSpec.YOU:
            raise ValueError("exile a permanent you control")
        return Cost(CostKind.EXILE, selector=sel, amount=n, zone=Zone.BATTLEFIELD)

    def cost_mill(self, n: Amount, _noun: Selector) -> Cost:
        return Cost(CostKind.MILL, amount=n)

    def cost_return_self(self, _s: Token) -> Cost:
        return Cost(CostKind.RETURN, selector=Selector(relation=Relation.SELF))

    def cost_return_other(self, n: Amount, sel: Selector) -> Cost:
        if sel.zone is not None:
            raise ValueError("return what?")
        return Cost(CostKind.RETURN, selector=sel, amount=n)

    def cost_put_counters(self, spec: tuple[str, Amount, bool], _s: Token) -> Cost:
        return Cost(CostKind.PUT_COUNTERS, counter=spec[0], amount=spec[1])

    def cost_exert(self, _s: Token) -> Cost:
        return Cost(CostKind.EXERT, selector=Selector(relation=Relation.SELF))

    def cost_forage(self) -> Cost:
        return Cost(CostKind.FORAGE)

    def cost_collect_evidence(self, n: int) -> Cost:
        return Cost(CostKind.COLLECT_EVIDENCE, amount=Amount.fixed(n))

    # -- productions -------------------------------------------------------------------
    def mana_fixed(self, tok: Token) -> FixedMana:
        return FixedMana((_mana(tok),))

    def mana_choice(self, *toks: Token) -> FixedMana:
        return FixedMana(tuple(_mana(t) for t in toks))

    def fixed_or_other(self, tok: Token, other: ManaProduction) -> ProductionChoice:
        if isinstance(other, ProductionChoice | _Marker):
            raise ValueError("nested choice")
        return ProductionChoice((FixedMana((_mana(tok),)), other))

    def additional(self, prod: ManaProduction) -> ManaProduction:
        return prod

    def amount_of(self, tok: Token, amount: Amount) -> _Marker:
        m = _mana(tok)
        if len(m) != 1:
            raise ValueError("an amount of several symbols")
        return _Marker("times", (FixedMana((m,)), amount))

    def amount_of_that_color(self, amount: Amount) -> _Marker:
        return _Marker("that_color", amount)

    def that_much(self, tok: Token) -> _Marker:
        m = _mana(tok)
        if len(m) != 1:
            raise ValueError("that much of several symbols")
        return _Marker("times", (FixedMana((m,)), Amount(AmountKind.REMOVED, 0)))

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

    def could_produce(self, n: Amount, colors_only: bool, _det: Any,
                      sel: Selector) -> CouldProduce:
        if sel.zone is not None:
            raise ValueError("cards don't produce mana")
        return CouldProduce(sel, colors_only, n)

    def could_produce_that(self, n: Amount, colors_only: bool, noun: _Noun) -> CouldProduce:
        # "any type that land could produce": the land named before (Benthic Explorers'
        # untapped land, Mana Web's tapped land)
        return CouldProduce(self._attached(Relation.THAT, noun), colors_only, n)

    def could_produce_sacrificed(self, n: Amount, colors_only: bool, tok: Token) -> CouldProduce:
        word = str(tok).split()[-1]
        noun = _Noun("permanent") if word.lower() == "permanent" else \
            _Noun("type", _type_word(word))
        return CouldProduce(self._attached(Relation.SACRIFICED, noun), colors_only, n)

    def chosen_color(self, n: Amount) -> ChosenColor:
        return ChosenColor(n)

    def circled_colors(self, n: Amount) -> ChosenColor:
        return ChosenColor(n, key=ChoiceKind.CIRCLED_COLORS.value)

    def drafted_colors(self, n: Amount, _cards: Token, _self: Token) -> ChosenColor:
        return ChosenColor(n, key=ChoiceKind.DRAFTED_COLORS.value)

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

    def where_x(self, amount: Amount) -> _Marker:
        return _Marker("where_x", amount)

    def amount_power(self, _s: Token) -> Amount:
        return Amount(AmountKind.POWER, 0)

    def amount_toughness(self, _s: Token) -> Amount:
        return Amount(AmountKind.TOUGHNESS, 0)

    def amount_devotion(self, color: Token) -> Amount:
        return Amount(AmountKind.DEVOTION, 0, colors=(_COLOR_WORDS[str(color).lower()],))

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
        if isinstance(prod, _Marker) and prod.kind == "times":
            prod, times = prod.data
        if isinstance(prod, _Marker):
            if prod.kind == "that_color":
                if isinstance(mult, _Marker):
                    raise ValueError("'that color' with 'where X is'")
                return AddMana(AnyOf(COLORS, prod.data, "same"), times=mult, player=player,
                               riders=(Rider(_THAT_COLOR),), optional=optional)
            raise ValueError(f"'{prod.kind}' needs a production before it")
        if isinstance(mult, _Marker) and mult.kind == "where_x":
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

    def add_then_sentence(self, first: AddMana, _tok: Token, second: AddMana) -> _Marker:
        return _Marker("many", (first, second))

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

    def adds_and_damage(self, who: str, prod: Any, _s: Token, n: int) -> _Marker:
        if who != "that player":
            raise ValueError("'the player' without 'that player'")
        return _Marker("many", (self._add(prod, None, who),
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

    def land_damage_that_player(self, noun: _Noun, n: int) -> DealDamage:
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
        return replace(effect, condition=cond)

    def doesnt_untap_next(self, _s: Token) -> DoesntUntap:
        return DoesntUntap()

    def doesnt_untap_ever(self, _s: Token) -> StaticModifier:
        return StaticModifier("doesnt_untap")

    def doesnt_untap_that(self, noun: _Noun) -> DoesntUntap:
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

    def revealed_add_and_gain(self, _tok: Token, add: AddMana, n: int) -> _Marker:
        if add.times is not None or n != 1:
            raise ValueError("two multipliers")
        per = Amount(AmountKind.TOP_CARDS_REVEALED, 0, selector=Selector(excluded_types=("Land",)))
        return _Marker("many", (replace(add, times=per), GainLife(per)))

    def reveal_any_power(self, noun: Selector, n: int) -> Reveal:
        sel = replace(noun, zone=Zone.HAND, controller=ControllerSpec.YOU, min_power=n)
        return Reveal(sel, Amount(AmountKind.ANY, 0))

    def return_it(self) -> ReturnToHand:
        return ReturnToHand(Selector(relation=Relation.THAT))

    def return_chosen(self, n: Amount, sel: Selector) -> ReturnToHand:
        if not n.is_fixed or sel.relation is not None or sel.controller is not \
                ControllerSpec.YOU:
            raise ValueError("return which?")
        return ReturnToHand(_permanents(sel), count=n)

    def it_damage_you(self, n: int) -> _Marker:
        return _Marker("it_damage", DealDamage(Amount.fixed(n), "you"))

    def it_damage_each_opponent(self, n: int) -> _Marker:
        return _Marker("it_damage", DealDamage(Amount.fixed(n), "each opponent"))

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
        return ("color", _COLOR_WORDS[str(tok).lower()])

    def tw_colorless(self) -> tuple[str, str]:
        return ("colorless", "")

    def tw_subtype(self, tok: Token) -> tuple[str, str]:
        sub = _subtype(tok)
        return ("subtype", sub)

    def tw_type(self, tok: Token) -> tuple[str, str]:
        return ("type", _type_word(tok))

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

    def choose_color(self) -> _Marker:
        return _Marker("choose_color", None)

    def choose_color_of(self, sel: Selector) -> _Marker:
        return _Marker("choose_color", sel)

    def choose_player(self) -> _Marker:
        return _Marker("choose_player")

    def choose_object(self, sel: Selector) -> _Marker:
        return _Marker("choose_object", sel)

    def choose_random_exiled(self, *_toks: Token) -> _Marker:
        """Volatile Chimera: "Choose a card at random you exiled with cards named ~" —
        the cards linked to it (607.2a; a board sets them up with ``exile_with``)."""
        return _Marker("choose_random", Selector(zone=Zone.EXILE, same_name_as=Relation.EXILED))

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

    def create_copies_instead(self, cond: Condition, n: int, _tok: Token) -> _Marker:
        return _Marker("instead_tokens", (cond, Amount.fixed(n)))

    def _search_selector(self, words: Sequence[Any]) -> Selector:
        alternatives: list[list[_Adj]] = [[]]
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
        return Untap(_permanents(sel))

    def switch_self(self, _s: Token) -> SwitchPT:
        return SwitchPT(Selector(relation=Relation.SELF))

    def switch_target(self, _t: Token) -> SwitchPT:
        return SwitchPT(Selector(types=("Creature",), relation=Relation.TARGET))

    def double_pool_sentence(self) -> AddMana:
        return AddMana(PoolCopy())

    def gain_control_sentence(self, sel: Selector, duration: str | None = None) -> GainControl:
        return GainControl(_permanents(sel), "you", duration)

    def exile_sentence(self, sel: Selector) -> ExileCards:
        return ExileCards(sel)

    def cda_sentence(self, _s: Token, amount: Amount) -> CharacteristicPT:
        return CharacteristicPT(amount, amount)

    def sacrifice_unless_pay(self, tok: Token) -> SacrificeSelf:
        return SacrificeSelf(unless=(Cost(CostKind.MANA, mana=ManaCost.parse(str(tok))),))

    def sacrifice_unless_return(self, n: Amount, sel: Selector) -> SacrificeSelf:
        return SacrificeSelf(unless=(Cost(CostKind.RETURN, selector=_control_selector(sel),
                                          amount=n),))

    def for_each_color_sentence(self, sel: Selector) -> AddMana:
        return AddMana(ColorAmong(sel, each=True))

    # -- spending restrictions (106.6) -------------------------------------------------
    def sa_type(self, tok: Token) -> tuple[str, Any]:
        return ("type", _type_word(tok))

    def sa_subtype(self, tok: Token) -> tuple[str, Any]:
        sub = _subtype(tok)
        return ("subtype", sub)

    def sa_color(self, tok: Token) -> tuple[str, Any]:
        return ("color", _COLOR_WORDS[str(tok).lower()])

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
            elif isinstance(part, _NounMark):
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

    def sn_source(self, *_: Any) -> _NounMark:
        return _NounMark()

    def sn_permanent(self, *_: Any) -> _NounMark:
        return _NounMark(("permanent", True))

    def sn_post(self) -> _NounMark:
        return _NounMark(("chosen_subtype", True))

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
        return [SpendPurpose("turn_face_up", types=(_type_word(tok),))]

    def p_unlock(self) -> list[SpendPurpose]:
        return [SpendPurpose("unlock")]

    def p_foretell(self, *_: Any) -> list[SpendPurpose]:
        return [SpendPurpose("foretell")]

    def p_class_level(self) -> list[SpendPurpose]:
        return [SpendPurpose("class_level")]

    def purpose_list(self, *items: Any) -> list[SpendPurpose]:
        return [p for item in items if isinstance(item, list) for p in item]

    def spend_only(self, purposes: list[SpendPurpose], *rider: Token) -> _Marker:
        fields = _restriction_fields(tuple(purposes))
        if rider:  # ", and that spell can't be countered": an effect on the spell (106.6)
            fields["_rider"] = "that spell can't be countered"
        return _Marker("spend", fields)

    def spend_cost_symbol(self, tok: Token) -> _Marker:
        return _Marker("spend", _restriction_fields((_cost_symbol_purpose(tok),)))

    def cant_pay_generic(self) -> _Marker:
        return _Marker("spend", {"cant_pay_generic": True, "spells": True, "abilities": True})

    def cant_cast(self, spells: list[SpendPurpose]) -> _Marker:
        return _Marker("spend", _forbidden_fields(tuple(spells)))

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
        return ActivationRestriction("if", cond)

    def any_player_before_end(self) -> _Marker:  # Mana Cache (602.2, 602.5)
        return _Marker("many", (ActivationRestriction("any_player_before_end"),))

    def activate_only(self, *items: Any) -> _Marker:
        return _Marker("many", tuple(i for i in items if isinstance(i, ActivationRestriction)))

    def times_twice(self) -> int:
        return 2

    def times_n(self, n: int) -> int:
        return n

    def activate_max(self, n: int) -> ActivationRestriction:
        return ActivationRestriction("max_per_turn", count=n)

    # -- conditions --------------------------------------------------------------------
    def cond_control(self, n: int, sel: Selector) -> Condition:
        return Condition("control", selector=_control_selector(sel), count=n)

    def cond_control_one(self, sel: Selector) -> Condition:
        return Condition("control", selector=_control_selector(sel), count=1)

    def cond_control_all(self, first: Selector, *rest: Any) -> Condition:
        parts = [first, *(r for r in rest if isinstance(r, Selector))]
        return Condition("all", conditions=tuple(
            Condition("control", selector=_control_selector(s), count=1) for s in parts))

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
            Condition("control", selector=_control_selector(s), count=1) for s in sels))

    def cond_not_control(self, sel: Selector) -> Condition:
        return Condition("control", selector=_control_selector(sel), count=1, negate=True)

    def cond_same_name(self, n: int, sel: Selector, _tok: Token) -> Condition:
        return Condition("same_name", selector=_control_selector(sel), count=n)

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
        if sel.relation is Relation.THAT and not sel.types and len(sel.subtypes) <= 1:
            # "If that Island is snow": that object is an Island and snow
            return Condition("that_is", selector=replace(what, subtypes=sel.subtypes))
        raise ValueError("'is' of what?")

    def cond_is_a(self, sel: Selector, noun: _Noun) -> Condition:
        if noun.key == "type":
            return self._is(sel, Selector(types=(noun.value,)))
        if noun.key == "subtype":
            return self._is(sel, Selector(subtypes=(noun.value,)))
        raise ValueError("is a what?")

    def cond_is_snow(self, sel: Selector) -> Condition:
        return self._is(sel, Selector(supertypes=("Snow",)))

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

    def cond_completed_dungeon(self) -> Condition:
        return Condition("completed_dungeon")

    def cond_activated_times(self, n: int) -> Condition:
        return Condition("activated_times", count=n)

    def cond_threshold(self, n: int) -> Condition:
        return Condition("graveyard_cards", count=n)

    def cond_your_turn(self) -> Condition:
        return Condition("your_turn")

    # "it" conditions name the subject of the sentence ("~ has first strike as long as
    # it's attacking"); _subject_condition accepts them only when that subject is ~.
    def cond_it_attacking(self) -> Condition:
        return Condition("self_is", selector=Selector(attacking=True), text="it")

    def cond_it_untapped(self) -> Condition:
        return Condition("self_is", selector=Selector(tapped=False), text="it")

    def cond_it_counter(self, name: Token) -> Condition:
        return Condition("counter_on_self", counter=str(name).lower(), text="it")

    def cond_it_counters_n(self, n: int, name: Token) -> Condition:
        return Condition("counter_on_self", counter=str(name).lower(), count=n, text="it")

    def instead_sentence(self, cond: Condition, prod: Any) -> _Marker:
        return _Marker("instead", (cond, prod, False))

    def instead_may(self, cond: Condition, prod: Any) -> _Marker:
        return _Marker("instead", (cond, prod, True))

    # -- replacement effects on mana (106.12b) -----------------------------------------
    def to_fixed(self, tok: Token) -> ManaSetTo:
        return ManaSetTo(_mana(tok))

    def to_type(self, tok: Token) -> ManaSetType:
        m = _mana(tok)
        if len(m) != 1:
            raise ValueError("type replacement with more than one symbol")
        return ManaSetType(str(m))

    def to_colorless(self) -> ManaSetType:
        return ManaSetType("C")

    def to_convert_colorless(self, color: Token) -> ManaConvertType:
        return ManaConvertType(_COLOR_WORDS[str(color).lower()], "C")

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
        return CounterReplacement(_permanents(sel), CounterAgent.EFFECT, factor=2)

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
        return CounterReplacement(_permanents(sel), counter=str(name).lower(),
                                  factor=change[0], plus=change[1],
                                  kinds=CounterKinds.ONE_KIND)

    def counters_minus_one(self, name: Token, sel: Selector, name2: Token,
                           *_it: Any) -> CounterReplacement:
        return self.counters_of_kind(name, sel, (1, -1), name2)

    def counters_each_kind(self, sel: Selector, change: tuple[int, int],
                           *_it: Any) -> CounterReplacement:
        return CounterReplacement(_permanents(sel), factor=change[0], plus=change[1],
                                  kinds=CounterKinds.EACH_KIND)

    def counters_you_each_kind_or_you(self, sel: Selector,
                                      change: tuple[int, int]) -> CounterReplacement:
        return CounterReplacement(_permanents(sel), CounterAgent.YOU, factor=change[0],
                                  plus=change[1], recipient=CounterRecipient.PERMANENT_OR_YOU,
                                  kinds=CounterKinds.EACH_KIND)

    def repl_passive(self, sel: Selector, result: Any) -> ManaReplacement:
        return ManaReplacement(_permanents(sel), result, tapper="any")

    def repl_passive_min(self, sel: Selector, n: int, result: Any) -> ManaReplacement:
        return ManaReplacement(_permanents(sel), result, tapper="any", min_amount=n)

    def repl_you_tap(self, sel: Selector, result: Any) -> ManaReplacement:
        return ManaReplacement(_permanents(sel), result, tapper="you")

    def repl_you_tap_eot(self, sel: Selector, result: Any) -> ManaReplacement:
        return ManaReplacement(_permanents(sel), result, tapper="you", until_end_of_turn=True)

    def repl_any_tap_eot(self, sel: Selector, result: Any) -> ManaReplacement:
        return ManaReplacement(_permanents(sel), result, tapper="any", until_end_of_turn=True)

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

    # -- static abilities --------------------------------------------------------------
    def set_land_type(self, sel: Selector, _are: Token, sub: Token) -> SetBasicLandTypes:
        name = singular(str(sub))
        if name not in BASIC_LAND_TYPES:
            raise ValueError("only basic land types are set this way")
        if sel.types != ("Land",) and not (sel.subtypes and not sel.types and
                                           all(t in LAND_TYPES for t in sel.subtypes)):
            raise ValueError("only lands are given a basic land type this way")
        return SetBasicLandTypes(_permanents(sel), (name,))

    def all_basic_types(self, sel: Selector, _are: Token) -> AddLandTypes:
        return AddLandTypes(_permanents(sel), tuple(BASIC_LAND_TYPES))

    def add_land_type(self, sel: Selector, _are: Token, sub: Token) -> AddLandTypes:
        name = singular(str(sub))
        if name is None or name not in LAND_TYPES:
            raise ValueError("unknown land type")
        return AddLandTypes(_permanents(sel), (name,))

    def grant_quoted(self, tok: Token) -> str:
        return _quoted(tok)

    def grant_keyword(self, tok: Token) -> str:
        return str(tok).capitalize()

    def grant_list(self, *items: Any) -> tuple[str, ...]:
        return tuple(i for i in items if isinstance(i, str) and i not in (",", "and", ", and"))

    def grant(self, sel: Selector, _have: Token, abilities: tuple[str, ...]) -> GrantAbilities:
        return GrantAbilities(_permanents(sel), abilities)

    def pump(self, sel: Selector, _get: Token, pt: Token) -> ModifyPT:
        p, t = (int(x) for x in str(pt).split("/"))
        return ModifyPT(_permanents(sel), p, t)

    def pump_if(self, sel: Selector, _get: Token, pt: Token, _as: Token,
                cond: Condition) -> ModifyPT:
        return replace(self.pump(sel, _get, pt), condition=_subject_condition(sel, cond))

    def pump_if_first(self, _as: Token, cond: Condition, sel: Selector, _get: Token,
                      pt: Token) -> ModifyPT:
        return self.pump_if(sel, _get, pt, _as, cond)

    def grant_if(self, sel: Selector, _have: Token, abilities: tuple[str, ...], _as: Token,
                 cond: Condition) -> GrantAbilities:
        return GrantAbilities(_permanents(sel), abilities, _subject_condition(sel, cond))

    def grant_if_first(self, _as: Token, cond: Condition, sel: Selector, _have: Token,
                       abilities: tuple[str, ...]) -> GrantAbilities:
        return self.grant_if(sel, _have, abilities, _as, cond)

    def grant_your_turn(self, sel: Selector, _have: Token,
                        abilities: tuple[str, ...]) -> GrantAbilities:
        return GrantAbilities(_permanents(sel), abilities, Condition("your_turn"))

    def is_chosen_type(self, sel: Selector, _are: Token) -> SetBasicLandTypes:
        if sel.relation is not Relation.ENCHANTED or sel.types != ("Land",):
            raise ValueError("'is the chosen type' of what?")
        return SetBasicLandTypes(sel, (), chosen=True)

    def become_land_type_choice(self, sel: Selector,
                                duration: str | None = None) -> SetBasicLandTypes:
        if sel.types != ("Land",) or duration not in (None, "end of turn"):
            raise ValueError("a land becomes")
        return SetBasicLandTypes(_permanents(sel), (), choose=True,
                                 until_end_of_turn=duration == "end of turn")

    def become_land_type(self, sel: Selector, sub: Token,
                         duration: str | None = None) -> SetBasicLandTypes:
        name = singular(str(sub))
        if name not in BASIC_LAND_TYPES or "Land" not in sel.types or \
                duration not in (None, "end of turn"):
            raise ValueError("only a land becomes a basic land type")
        return SetBasicLandTypes(_permanents(sel), (name,),
                                 until_end_of_turn=duration == "end of turn")

    def pump_per(self, sel: Selector, _get: Token, pt: Token, per: Selector) -> ModifyPT:
        return replace(self.pump(sel, _get, pt), per=Amount(AmountKind.COUNT, 0, selector=per))

    def life_and_limb(self, first: Selector, _and: Token, noun: _Noun, _are: Token,
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
        return Animate(sel, p, t, types=(_type_word(type1), _type_word(type2)),
                       subtypes=(s1, s2), colors=(_COLOR_WORDS[str(color).lower()],),
                       until_end_of_turn=False)

    def pump_grant(self, sel: Selector, _get: Token, pt: Token, _have: Token,
                   abilities: tuple[str, ...]) -> _Marker:
        return _Marker("many", (self.pump(sel, _get, pt),
                                GrantAbilities(_permanents(sel), abilities)))

    def no_max_hand(self) -> StaticModifier:
        return StaticModifier("no_maximum_hand_size")

    def grant_eot(self, sel: Selector, abilities: tuple[str, ...]) -> Lasting:
        # "~ gains flying until end of turn.": a continuous effect from a resolving
        # ability, for the objects named as it resolves (CR 611.2a, 611.2c, 514.2)
        return Lasting(GrantAbilities(_permanents(sel), abilities), Duration.END_OF_TURN)

    def base_pt(self, sel: Selector, _have: Token, pt: Token) -> SetBasePT:
        p, t = (int(x) for x in str(pt).split("/"))
        return SetBasePT(_permanents(sel), p, t)

    def lose_all(self, sel: Selector, _lose: Any) -> LoseAbilities:
        return LoseAbilities(_permanents(sel))

    def lose_all_but_mana(self, sel: Selector, _lose: Any) -> LoseAbilities:
        return LoseAbilities(_permanents(sel), except_mana=True)

    def lose_all_base_pt(self, sel: Selector, _lose: Any, _have: Any, pt: Token) -> _Marker:
        # Humility: "All creatures lose all abilities and have base power and toughness 1/1"
        p, t = (int(x) for x in str(pt).split("/"))
        return _Marker("many", (LoseAbilities(_permanents(sel)),
                                SetBasePT(_permanents(sel), p, t)))

    def pump_lose_all(self, sel: Selector, _get: Any, pt: Token, _lose: Any) -> _Marker:
        p, t = (int(x) for x in str(pt).split("/"))
        return _Marker("many", (ModifyPT(_permanents(sel), p, t),
                                LoseAbilities(_permanents(sel))))

    def grant_eot_it(self, abilities: tuple[str, ...]) -> Lasting:
        # "It gains haste until end of turn." after "target creature": that object
        return Lasting(GrantAbilities(Selector(relation=Relation.THAT), abilities),
                       Duration.END_OF_TURN)

    def control_static(self, sel: Selector) -> GainControl:
        # "You control enchanted creature." (Control Magic): layer 2, CR 613.1b
        return GainControl(_permanents(sel), "you")

    # -- entering (614.1c) -------------------------------------------------------------
    def enters_tapped(self, _s: Token, _e: Token) -> EntersTapped:
        return EntersTapped()

    def enters_tapped_with(self, _s: Token, _e: Token, n: Amount, name: Token, *_: Any) -> _Marker:
        return _Marker("many", (EntersTapped(), EntersWithCounters(str(name).lower(), n)))

    def tail_where(self, amount: Amount) -> tuple[str, Any]:
        return ("where", amount)

    def tail_for_each(self, sel: Selector) -> tuple[str, Any]:
        return ("per", Amount(AmountKind.COUNT, 0, selector=sel))

    def tail_if_cast_from_hand(self) -> tuple[str, Any]:
        return ("if", Condition("cast_from_hand"))

    def tail_if_attacked(self) -> tuple[str, Any]:
        return ("if", Condition("attacked_this_turn"))

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
        if not (n.is_fixed and n.value == 1):
            raise ValueError("several counters for each")
        return EntersWithCounters(str(name).lower(), amount)

    def others_enter_with(self, sel: Selector, _e: Token, n: Amount, name: Token,
                          *_: Any) -> EntersWithCounters:
        # "Each other non-Human creature you control enters with an additional +1/+1
        # counter on it" (Grumgully): a replacement effect on others entering (614.1c)
        if sel.relation is Relation.SELF:
            raise ValueError("'additional' counters on itself")
        return EntersWithCounters(str(name).lower(), n, selector=_permanents(sel))

    def enters_tapped_if(self, cond: Condition, _s: Token, _e: Token) -> EntersTapped:
        return EntersTapped(replace(cond, negate=not cond.negate))

    def enters_tapped_unless_n(self, _s: Token, _e: Token, n: int, sel: Selector) -> EntersTapped:
        return EntersTapped(Condition("control", selector=_control_selector(sel), count=n))

    def enters_tapped_unless(self, _s: Token, _e: Token, sel: Selector) -> EntersTapped:
        return EntersTapped(Condition("control", selector=_control_selector(sel), count=1))

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
        return AsEntersChoice(ChoiceKind.COLOR, excluded=(_COLOR_WORDS[str(color).lower()],))

    def ci_opponent(self) -> AsEntersChoice:
        return AsEntersChoice(ChoiceKind.OPPONENT)

    def ci_player(self) -> AsEntersChoice:
        return AsEntersChoice(ChoiceKind.PLAYER)

    def ci_color_either(self, a: Token, b: Token) -> AsEntersChoice:
        # "choose black or red" (Mangara's Equity): a color, one of those two
        allowed = {_COLOR_WORDS[str(a).lower()], _COLOR_WORDS[str(b).lower()]}
        return AsEntersChoice(ChoiceKind.COLOR,
                              excluded=tuple(c for c in COLORS if c not in allowed))

    def ci_land_type_either(self, a: Token, b: Token) -> AsEntersChoice:
        # "choose Island or Swamp" (Roots of Life): a basic land type, one of those two
        allowed = {_subtype(a), _subtype(b)}
        if not allowed <= set(BASIC_LAND_TYPES):
            raise ValueError("only a choice between basic land types is modelled")
        return AsEntersChoice(ChoiceKind.BASIC_LAND_TYPE, excluded=tuple(
            t for t in BASIC_LAND_TYPES if t not in allowed))

    def ci_nonland_name(self) -> AsEntersChoice:
        return AsEntersChoice(ChoiceKind.CARD_NAME, excluded=("Land",))

    def as_enters_choose(self, *items: Any) -> AsEntersChoice | _Marker:
        asks = [i for i in items if isinstance(i, AsEntersChoice)]
        return asks[0] if len(asks) == 1 else _Marker("many", tuple(asks))

    def as_enters_pay_life(self, *items: Any) -> AsEntersChoice:
        n = next(i for i in items if isinstance(i, int))
        return AsEntersChoice(ChoiceKind.PAY_LIFE, amount=n)

    def if_you_dont_sentence(self, *_: Any) -> _Marker:
        return _Marker("otherwise_tapped")

    # -- copies (707) ------------------------------------------------------------------
    def copy_choice(self, sel: Selector) -> Selector:
        return sel

    def ex_add_type(self, *toks: Token) -> ExceptClause:
        values = []
        for t in toks:
            if not isinstance(t, Token) or t.type != "TYPE_OR_SUB":
                continue
            word = str(t)
            if word.lower().rstrip("s") in ("artifact", "creature", "land", "enchantment"):
                values.append(_type_word(word))
            else:
                sub = singular(word)
                if sub is None:
                    raise ValueError(f"unknown type {word}")
                values.append(sub)
        return ExceptClause("add_types", tuple(values))

    def ex_base_pt(self, pt: Token) -> ExceptClause:
        return ExceptClause("base_pt", tuple(str(pt).split("/")))

    def ex_legendary(self) -> ExceptClause:
        return ExceptClause("add_supertypes", ("Legendary",))

    def ex_grant(self, tok: Token) -> ExceptClause:
        return ExceptClause("grant_ability", (_quoted(tok),))

    def ex_grant_keyword(self, *toks: Token) -> ExceptClause:
        return ExceptClause("grant_ability", tuple(str(t).capitalize() for t in toks))

    def ex_keep_this(self) -> ExceptClause:
        return ExceptClause("keep_this_ability")

    def ex_keyword_and_this(self, tok: Token) -> tuple[ExceptClause, ...]:
        return (ExceptClause("grant_ability", (str(tok).capitalize(),)),
                ExceptClause("keep_this_ability"))

    def ex_no_color(self) -> ExceptClause:
        return ExceptClause("no_color")

    def ex_not_legendary(self) -> ExceptClause:
        return ExceptClause("not_legendary")

    def ex_name_self(self, _s: Token) -> ExceptClause:
        return ExceptClause("name", ("~",))

    def ex_extra_counter(self, _e: Token, n: Amount, name: Token, *cond: Token) -> ExceptClause:
        types = [t for t in cond if isinstance(t, Token) and t.type == "TYPE_OR_SUB"]
        condition = _type_word(types[0]) if types else None
        return ExceptClause("extra_counter", (str(name).lower(),), condition, amount=n)

    def except_list(self, *items: ExceptClause | tuple[ExceptClause, ...]
                    ) -> tuple[ExceptClause, ...]:
        return tuple(i for item in items for i in (item if isinstance(item, tuple) else
                                                   (item,)) if isinstance(i, ExceptClause))

    def enter_as_copy(self, _s: Token, _e: Token, sel: Selector,
                      exceptions: tuple[ExceptClause, ...] = ()) -> EntersAsCopy:
        return EntersAsCopy(sel, True, exceptions)

    def enter_tapped_as_copy(self, _s: Token, _e: Token, sel: Selector,
                             exceptions: tuple[ExceptClause, ...] = ()) -> EntersAsCopy:
        return EntersAsCopy(sel, True, exceptions, tapped=True)

    def others_enter_as_copy(self, sel: Selector, _e: Token, _s: Token) -> OthersEnterAsCopy:
        return OthersEnterAsCopy(_permanents(sel), Selector(relation=Relation.SELF))

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

    def become_copy(self, subject: Selector, original: Selector,
                    duration: str | None = None) -> BecomeCopy:
        if subject.relation is Relation.OTHER and original.relation is Relation.TARGET:
            # Mirrorweave: "Each other creature becomes a copy of target ... creature":
            # other than the target
            subject = replace(subject, relation=None, excluded=Relation.TARGET)
        return BecomeCopy(subject, original, duration)

    def become_copy_except(self, subject: Selector, original: Selector,
                           exceptions: tuple[ExceptClause, ...]) -> BecomeCopy:
        return BecomeCopy(subject, original, None, exceptions)

    def anim_color(self, tok: Token) -> tuple[str, str]:
        return ("color", _COLOR_WORDS[str(tok).lower()])

    def anim_colorless(self) -> tuple[str, str]:
        return ("colorless", "")

    def anim_artifact(self) -> tuple[str, str]:
        return ("type", "Artifact")

    def anim_subtype(self, tok: Token) -> tuple[str, str]:
        sub = _subtype(tok)
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
        if duration not in (None, "end of turn"):
            raise ValueError("animated for as long as ...")
        return Animate(
            sel, p, t,
            types=("Creature", *tuple(v for k, v in desc if k == "type")),
            subtypes=tuple(v for k, v in desc if k == "subtype"),
            all_creature_types=any(k == "all_types" for k, _ in desc),
            colors=tuple(colors) if (colors or colorless) else None,
            abilities=tuple(abilities),
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

    def still_land_sentence(self) -> _Marker:
        return _Marker("still_land")

    def tap_target_sentence(self, noun: _Noun, name: Token) -> _Marker:
        # "another target creature": relation OTHER (not the source); the copy is of the
        # target (BecomeCopy.tap_target)
        return _Marker("tap_target", (self.selector(_Adj("other"), noun), str(name).lower()))

    # -- triggers ----------------------------------------------------------------------
    def trig_passive(self, sel: Selector) -> ManaTrigger:
        return ManaTrigger(_permanents(sel), tapper="any")

    def trig_passive_chosen(self, sel: Selector) -> ManaTrigger:
        return ManaTrigger(_permanents(sel), tapper="any", of_type="chosen")

    def tapper_you(self) -> str:
        return "you"

    def tapper_any(self) -> str:
        return "any"

    def tapper_opponent(self) -> str:
        return "opponent"

    def trig_active(self, who: str, _taps: Token, sel: Selector) -> ManaTrigger:
        return ManaTrigger(_permanents(sel), tapper=who)

    def trig_active_list(self, who: str, _taps: Token, sel: Selector, *rest: Any) -> ManaTrigger:
        # "Whenever a player taps a Mountain, Forest, or Plains for mana" (land types)
        nouns = [r for r in rest if isinstance(r, _Noun)]
        if sel.types or not sel.subtypes or any(n.key != "subtype" for n in nouns):
            raise ValueError("a list of anything but subtypes")
        sel = replace(sel, subtypes=(*sel.subtypes, *(str(n.value) for n in nouns)),
                      any_type=True)
        return ManaTrigger(_permanents(sel), tapper=who)

    def trig_land_ability_chosen(self, _tok: Token) -> ManaTrigger:  # Caged Sun
        return ManaTrigger(Selector(types=("Land",)), tapper="you", of_type="chosen",
                           any_ability=True)

    def trig_active_monarch(self, who: str, _taps: Token, sel: Selector) -> ManaTrigger:
        return ManaTrigger(_permanents(sel), tapper=who, condition=Condition("monarch"))

    def trig_active_type(self, who: str, _taps: Token, sel: Selector, tok: Token) -> ManaTrigger:
        m = _mana(tok)
        if len(m) != 1:
            raise ValueError("trigger on more than one mana symbol")
        return ManaTrigger(_permanents(sel), tapper=who, of_type=str(m))

    # -- keywords ----------------------------------------------------------------------
    def kw(self, tok: Token) -> tuple[str, Any]:
        name = str(tok).capitalize()
        if name == "Sunburst":  # CR 702.44a
            creature = Condition("self_is", selector=Selector(types=("Creature",)))
            return (name, (
                EntersWithCounters("+1/+1", Amount(AmountKind.COLORS_SPENT, 0), condition=creature),
                EntersWithCounters("charge", Amount(AmountKind.COLORS_SPENT, 0),
                                   condition=replace(creature, negate=True))))
        return (name, None)

    def kw_enchant(self, sel: Selector) -> tuple[str, Any]:
        return ("Enchant", sel)

    def kw_cumulative_upkeep(self, tok: Token) -> tuple[str, Any]:
        return ("Cumulative upkeep", str(tok))

    def keywords(self, *items: tuple[str, Any]) -> list[tuple[str, Any]]:
        return [i for i in items if isinstance(i, tuple)]


_THAT_COLOR: Final = "__that_color__"


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
                subtypes.extend(_OUTLAWS)
            case _:
                if key in fields:
                    raise ValueError(f"{key} twice")
                fields[key] = value
    if len([s for s in subtypes if s not in _OUTLAWS]) > 1:
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


def _restriction_fields(purposes: tuple[SpendPurpose, ...]) -> dict[str, Any]:
    """The fields of a SpendRestriction: ``purposes`` and, where exact, the flat ones."""
    exact = True
    spell_types: list[str] = []
    spell_subtypes: list[str] = []
    ability_types: list[str] = []
    spells = abilities = False
    any_spell = False
    any_ability = False
    multicolored = False
    min_mv: int | None = None
    cast = [p for p in purposes if p.kind == "cast"]
    for p in purposes:
        if p.kind == "cast":
            spells = True
            if _only(p):
                any_spell = True
            elif _only(p, "types") and len(p.types) == 1:
                spell_types.append(p.types[0])
            elif _only(p, "subtypes") and len(p.subtypes) == 1:
                spell_subtypes.append(p.subtypes[0])
            elif len(cast) == 1 and _only(p, "multicolored"):
                multicolored = True
            elif len(cast) == 1 and _only(p, "min_mana_value"):
                min_mv = p.min_mana_value
            else:
                exact = False
        elif p.kind == "activate":
            abilities = True
            if _only(p):
                any_ability = True
            elif _only(p, "types") and len(p.types) == 1:
                ability_types.append(p.types[0])
            elif _only(p, "subtypes") and len(p.subtypes) == 1:
                ability_types.append(p.subtypes[0])
            else:
                exact = False
        elif not (p.kind == "cumulative_upkeep" and len(purposes) == 1):
            exact = False
    if any_spell:
        spell_types, spell_subtypes = [], []
    if any_ability:
        ability_types = []
    return {
        "spell_types": tuple(spell_types), "spell_subtypes": tuple(spell_subtypes),
        "spells": spells, "abilities": abilities, "ability_types": tuple(ability_types),
        "multicolored": multicolored, "min_mana_value": min_mv,
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


def _yours(sel: Selector) -> Selector:
    if sel.controller is ControllerSpec.ANY and sel.relation is None:
        return replace(sel, controller=ControllerSpec.YOU)
    return sel


def _permanents(sel: Selector) -> Selector:
    """A selector of permanents: cards in other zones are refused."""
    if sel.zone is not None:
        raise ValueError("a selector of cards where permanents are meant")
    return sel


def _control_selector(sel: Selector) -> Selector:
    """What "you control ..." selects (your permanents)."""
    return _yours(_permanents(sel))


def _subject_condition(subject: Selector, cond: Condition) -> Condition:
    """A condition of a static ability; "it" in it must be the source itself."""
    if cond.text == "it":
        if subject != Selector(relation=Relation.SELF):
            raise ValueError("'it' names something other than the source")
        return replace(cond, text="")
    return cond


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
def _short_names(name: str, legendary: bool = False) -> tuple[str, ...]:
    names = [name]
    if "," in name:
        names.append(name.split(",")[0].strip())
    if " of " in name and name.split(" of ")[0].count(" ") == 0:
        head = name.split(" of ")[0]
        # "Wall of Mulch", "Case of the Crimson Pulse": a subtype alone names the subtype
        # ("Sacrifice a Wall"); only "this Case" names the card itself
        names += [f"this {head}", f"This {head}"] if singular(head) is not None else [head]
    if name.lower().startswith("the "):
        names.append(name[4:])
    words = name.split()
    if legendary and len(names) == 1 and len(words) == 2 and len(words[0]) >= 4 and \
            words[0].isalpha() and singular(words[0]) is None:
        # an old legendary's short name is its first word ("Rasputin" for Rasputin
        # Dreamweaver); never a subtype, which the text may use as such
        names.append(words[0])
    return tuple(sorted((n for n in names if len(n) > 2), key=len, reverse=True))


def normalize(line: str, name: str = "", *, legendary: bool = False) -> str:
    """Prepare one line for the grammar: no reminder text, ``~`` for self-references.

    ``legendary``: the card is legendary, so its first name alone also names it.

    >>> normalize("{T}: Add {G}. Llanowar Elves deals 1 damage to you.", "Llanowar Elves")
    '{T}: Add {G}. ~ deals 1 damage to you.'
    """
    text = line.replace("’", "'").replace("“", '"').replace("”", '"').replace("−", "-")
    text = strip_reminder(text)
    if name:
        # The card's name becomes ~ outside quotes only: inside a granted ability ("has
        # '... other than Animal Friend'") it names the card, not the object that will
        # have the ability, which is what ~ ("this creature") means there.
        parts = text.split('"')
        for i in range(0, len(parts), 2):
            for n in _short_names(name, legendary):
                parts[i] = _replace_word(parts[i], n)
        text = '"'.join(parts)
    text = _SELF_RE.sub("~", text)
    # older Oracle wording: "Add {G} to your mana pool." is today's "Add {G}." (106.4)
    text = _MANA_POOL_RE.sub("", text)
    text = re.sub(r"\s+", " ", text)
    return text.strip()


_MANA_POOL_RE: Final = re.compile(r" to (?:your|his or her|their|its controller's|that "
                                  r"player's) mana pool\b", re.I)


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


_PERIOD_RE: Final = re.compile(r"\.(?= |$)")


def _sentences(text: str) -> list[str]:
    """Split effect text into sentences at periods outside quotes."""
    if '"' not in text:
        return [p.strip() for p in _PERIOD_RE.split(text) if p.strip()]
    out: list[str] = []
    buf: list[str] = []
    quoted = False
    for i, ch in enumerate(text):
        if ch == '"':
            quoted = not quoted
            if not quoted and i > 0 and text[i - 1] == "." and text[i + 1:i + 2] == " ":
                # a quoted ability ends the sentence: 'with "... counter on it." It's ...'
                buf.append(ch)
                out.append("".join(buf).strip())
                buf = []
                continue
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
    "when that mana is spent", "whenever you spend this mana", "if you spend this mana",
)
_KEEP_MANA: Final = "until end of turn, you don't lose this mana as steps and phases end"
#: the sentence after a destroy instruction that forbids regenerating what it destroys
_NO_REGENERATION: Final = re.compile(r"^(?:it|they) can't be regenerated\.?$", re.I)


# ---------------------------------------------------------------------------- assembly


class _Unsupported(Exception):
    pass


_EFFECT_TYPES: Final = (*typing.get_args(Effect), *INSTRUCTIONS, *STATICS,
                         *PLANESWALKER_RECORDS)


def _attach_to_adds(effects: list[Any], **changes: Any) -> None:
    """Attach a restriction or rider to the mana the ability adds ("this mana", 106.6)."""
    found = False
    for i, e in enumerate(effects):
        if isinstance(e, AddMana):
            effects[i] = replace(e, **{k: (v(e) if callable(v) else v)
                                        for k, v in changes.items()})
            found = True
    if not found:
        raise _Unsupported("a mana rider without mana before it")


def _assemble(sentences: Sequence[str], context: str, it_is_self: bool = False, *,
              it_is_event: bool = False) -> tuple[list[Any], list[ActivationRestriction]]:
    """Parse each sentence and combine markers into effects and restrictions.

    ``it_is_self``: a bare "it" at the start of a sentence means the source (the trigger
    was about the source itself: "Whenever ~ becomes tapped, it deals 1 damage to you").
    ``it_is_event``: "it" names the object the trigger event was about ("Whenever a
    creature you control attacks, it gets +1/+0"): a sentence that says "it" is read by
    the general instructions only, where "it" is that object (608.2c).
    """
    effects: list[Any] = []
    restrictions: list[ActivationRestriction] = []
    pending: list[_Marker] = []
    rider_before = False
    for sentence in sentences:
        if sentence.lower().startswith("then "):  # "Then that land deals ...": in order
            sentence = sentence[5:]
        reflexive = _WHEN_YOU_DO.match(sentence)
        if reflexive and effects and isinstance(effects[-1], MayDo) and \
                not effects[-1].when_done:
            # "you may sacrifice a creature. When you do, ..." (CR 603.12)
            inner, more = _assemble([sentence[reflexive.end():]], context)
            if more or not inner:
                raise _Unsupported(f"not understood: {sentence!r}")
            effects[-1] = replace(effects[-1], when_done=tuple(inner),
                                  when_text=sentence.rstrip(".") + ".")
            continue
        unpaid = _IF_NOT_PAID.match(sentence)
        if unpaid and effects and isinstance(effects[-1], OfferToPay):
            # "that player may pay {2}. If the player doesn't, ..." (CR 118.12)
            inner, more = _assemble([sentence[unpaid.end():]], context, it_is_self,
                                    it_is_event=it_is_event)
            if more:
                raise _Unsupported("an activation restriction after 'If they don't'")
            effects.append(IfNotPaid(tuple(inner)))
            continue
        low = sentence.lower()
        if low.startswith(_RIDER_STARTS):
            _attach_to_adds(effects, riders=lambda e, s=sentence: (*e.riders, Rider(s)))
            rider_before = True
            continue
        if rider_before and low.rstrip(".") == "you may choose new targets for the copy":
            # the rest of a rider that copies the spell (Sunken Palace): part of that rider
            _attach_to_adds(effects, riders=lambda e, s=sentence: (
                *e.riders[:-1], Rider(f"{e.riders[-1].text}. {s}")))
            continue
        rider_before = False
        if low == _KEEP_MANA:
            _attach_to_adds(effects, keep_until_end_of_turn=True)
            continue
        if _NO_REGENERATION.match(sentence) and effects and isinstance(effects[-1], Destroy):
            # "Destroy target creature. It can't be regenerated." (701.19c)
            effects[-1] = replace(effects[-1], regenerate=False)
            continue
        if it_is_event and _IT_WORD.search(sentence):
            result = _parse(sentence, "effect")
            if result is None:
                raise _Unsupported(f"not understood: {sentence!r}")
        else:
            result = None
        try:  # token creation and its replacement effects (mtglab.cards.tokentext)
            result = result or token_sentence(sentence) or exile_with_counters_sentence(
                sentence, lambda t: _parse(t, "sentence")) or _parse(sentence, "sentence")
        except UnsupportedTokenText as exc:
            raise _Unsupported(str(exc)) from exc
        if result is None:  # the general instructions (grammar/instructions.lark)
            result = _parse(sentence, "effect")
        if result is None and context == "static ability":  # grammar/statics.lark
            result = _parse(sentence, "static")
        if result is None:
            raise _Unsupported(f"not understood: {sentence!r}")
        items = list(result.data) if isinstance(result, _Marker) and result.kind == "many" \
            else list(result.items) if isinstance(result, Many) else [result]
        for item in items:
            if isinstance(item, ActivationRestriction):
                restrictions.append(item)
            elif isinstance(item, _Marker) and item.kind == "it_damage":
                if not it_is_self:
                    raise _Unsupported(f"'it' does not name the source: {sentence!r}")
                effects.append(item.data)
            elif isinstance(item, _Marker):
                _combine_marker(item, effects, pending, sentence)
            else:
                if not isinstance(item, _EFFECT_TYPES):  # a rule the transformer missed
                    raise _Unsupported(f"internal: {type(item).__name__} from {sentence!r}")
                if isinstance(item, AddMana) and pending:
                    item = _resolve_pending(item, pending)
                if isinstance(item, BecomeCopy) and pending:
                    item = _resolve_pending_copy(item, pending)
                effects.append(item)
    if pending:
        raise _Unsupported(f"dangling sentence in {context}: {pending[0].kind}")
    for e in effects:
        part = None if isinstance(e, BecomeCopy) or (  # engine.exilecounters (122.1)
            isinstance(e, EntersAsCopy) and e.selector.zone == "exile" and
            e.selector.with_counter is not None) else _copy_only_part(e)
        if part is not None:
            raise _Unsupported(f"{part} is read only in a copy ability yet")
    return effects, restrictions


#: "When you do, ..." after "you may ...": a reflexive triggered ability (603.12)
_WHEN_YOU_DO: Final = re.compile(r"^when you do, ", re.I)
#: "If the player doesn't, ..." after a payment offered to them (118.12)
_IF_NOT_PAID: Final = re.compile(r"^if (?:the player|that player|they) (?:doesn't|don't), ",
                                 re.I)
#: words that name an object an earlier part of the text or the trigger event named
_IT_WORD: Final = re.compile(r"\b(it|its|it's|they|them|their)\b", re.I)


def _copy_only_part(obj: object) -> str | None:
    """The words of a selector that only the engine's copy abilities read ("with mana
    value X", "with a counter on it", "cards exiled with ~"; mtglab.engine.copysources),
    found anywhere in ``obj``, or None."""
    if isinstance(obj, Selector):
        if obj.mana_value_x:
            return "'with mana value X'"
        if obj.any_counter:
            return "'with a counter on it'"
        if obj.zone == "exile":
            return "'cards exiled with ~'" if obj.same_name_as is Relation.EXILED \
                else "'cards in exile'"
        return next((p for o in obj.either if (p := _copy_only_part(o))), None)
    if isinstance(obj, tuple | list):
        return next((p for o in obj if (p := _copy_only_part(o))), None)
    if hasattr(obj, "__dataclass_fields__") and not isinstance(obj, type):
        return next((p for f in obj.__dataclass_fields__
                     if (p := _copy_only_part(getattr(obj, f)))), None)
    return None


def _combine_marker(marker: _Marker, effects: list[Any], pending: list[_Marker],
                    sentence: str) -> None:
    match marker.kind:
        case "spend":
            data = dict(marker.data)
            rider = data.pop("_rider", None)
            restriction = SpendRestriction(text=sentence, **data)
            if any(isinstance(e, AddMana) and e.restriction is not None for e in effects):
                raise _Unsupported("two spending restrictions")
            _attach_to_adds(effects, restriction=restriction)
            if rider is not None:
                _attach_to_adds(effects, riders=lambda e: (*e.riders, Rider(rider)))
        case "instead":
            cond, prod, optional = marker.data
            adds = [e for e in effects if isinstance(e, AddMana)]
            if len(adds) != 1:
                raise _Unsupported("'instead' needs exactly one mana instruction before it")
            last = adds[0]
            if optional != last.optional:
                raise _Unsupported("'may add ... instead' after mana that isn't optional")
            if isinstance(prod, _Marker) and prod.kind == "that_type":
                prod = _with_count(last.production, prod.data)
            elif isinstance(prod, _Marker):
                raise _Unsupported("unsupported 'instead' production")
            _attach_to_adds(effects, instead=(*last.instead, (cond, prod)))
        case "choose_color" | "tap_target" | "choose_player" | "choose_object" | \
                "choose_random":
            pending.append(marker)
        case "instead_tokens":
            copies = [e for e in effects if isinstance(e, CreateTokenCopy)]
            if len(copies) != 1 or effects[-1] is not copies[0]:
                raise _Unsupported("'create ... of those tokens instead' without a token copy")
            effects[-1] = replace(copies[0], instead=(*copies[0].instead, marker.data))
        case "otherwise_tapped":
            for i in range(len(effects) - 1, -1, -1):
                e = effects[i]
                if isinstance(e, AsEntersChoice) and e.kind is ChoiceKind.PAY_LIFE:
                    effects[i] = replace(e, otherwise_tapped=True)
                    return
            raise _Unsupported("'If you don't' without a choice before it")
        case "still_land":
            if not effects or not isinstance(effects[-1], Animate):
                raise _Unsupported("'It's still a land' without an animation")
            effects[-1] = replace(effects[-1], keeps_types=True)  # CR 205.1b
        case _:
            raise _Unsupported(f"unexpected {marker.kind}")


def _with_count(prod: ManaProduction, count: Amount) -> ManaProduction:
    if isinstance(prod, CouldProduce | AnyOf | ChosenColor | TypeProduced):
        if isinstance(prod, AnyOf):
            return replace(prod, count=count, mode="same")
        return replace(prod, count=count)
    if isinstance(prod, FixedMana) and len(prod.options) == 1 and \
            len(prod.options[0].types) == 1 and count.is_fixed:
        m = prod.options[0]
        return FixedMana((Mana(str(m)[0] * count.value),))
    raise _Unsupported("'that type' after a production that has no single type")


def _resolve_pending(item: AddMana, pending: list[_Marker]) -> AddMana:
    marker = pending.pop(0)
    if marker.kind == "choose_player":
        if item.player != "that player":
            raise _Unsupported("'choose a player' not followed by 'that player adds'")
        return replace(item, player="chosen player")
    if marker.kind != "choose_color":
        raise _Unsupported(f"unexpected {marker.kind}")
    that = any(r.text == _THAT_COLOR for r in item.riders)
    if not that:
        raise _Unsupported("'choose a color' not followed by mana of that color")
    riders = tuple(r for r in item.riders if r.text != _THAT_COLOR)
    prod = item.production
    if item.times is not None and isinstance(prod, AnyOf) and prod.count == Amount.fixed(1):
        # "Choose a color. Add one mana of that color for each ...": one color for all
        prod = replace(prod, count=item.times, mode="same")
        item = replace(item, times=None)
    if marker.data is not None:  # "Choose a color of a permanent you control" (Meteor Crater)
        assert isinstance(prod, AnyOf)
        if not (prod.count.is_fixed and prod.count.value == 1) or item.times is not None:
            raise _Unsupported("several mana of a color among")
        prod = ColorAmong(marker.data)
    return replace(item, production=prod, riders=riders)


def _resolve_pending_copy(item: BecomeCopy, pending: list[_Marker]) -> BecomeCopy:
    marker = pending.pop(0)
    if marker.kind == "choose_random":  # Volatile Chimera: each card one outcome
        if item.original.relation is not Relation.THAT:
            raise _Unsupported("'choose a card at random' not followed by a copy of it")
        return replace(item, original=replace(marker.data, relation=Relation.CHOSEN),
                       at_random=True)
    if marker.kind == "choose_object":
        if item.original.relation is not Relation.THAT:
            raise _Unsupported("'choose' not followed by a copy of that object")
        chosen = marker.data
        linked = chosen.zone == "exile" and chosen.same_name_as is Relation.EXILED
        if chosen.relation is not None or (chosen.zone is not None and not linked):
            raise _Unsupported("an unusual choice")  # (Valki: a card exiled with it)
        return replace(item, original=replace(chosen, relation=Relation.CHOSEN))
    if marker.kind != "tap_target":
        raise _Unsupported(f"unexpected {marker.kind}")
    target, counter = marker.data
    if counter != "stun" or item.original.relation is not Relation.THAT:
        raise _Unsupported("tap-and-copy with another counter")
    return replace(item, original=target, tap_target=True, stun_counters=1)


def _check_that_color(effects: Sequence[Any], trigger: Any) -> list[Any]:
    """"that color" must name something: a chosen color (resolved above) or, in a
    "tapped for mana of the chosen color" trigger, that chosen color."""
    out = list(effects)
    for i, e in enumerate(out):
        if isinstance(e, AddMana) and any(r.text == _THAT_COLOR for r in e.riders):
            if isinstance(trigger, ManaTrigger) and trigger.of_type == "chosen" and \
                    isinstance(e.production, AnyOf) and e.times is None:
                out[i] = replace(e, production=ChosenColor(e.production.count),
                                 riders=tuple(r for r in e.riders if r.text != _THAT_COLOR))
            else:
                raise _Unsupported("'that color' does not name a color here")
    return out


_NEW_TARGETS: Final = re.compile(
    r"\b(?:you may )?choose new targets for (?:the|that|each) cop(?:y|ies)\b", re.I)


def _has_target(text: str) -> bool:
    """Whether an effect targets (605.1a/b: a mana ability doesn't). Choosing new
    targets for a copy of a spell (Pyromancer's Goggles) is the copy's targeting."""
    return re.search(r"\btargets?\b", _NEW_TARGETS.sub("", text), re.I) is not None


#: "Whenever a player taps a Mountain, Forest, or Plains for mana, ...": the trigger
#: condition ends at the comma after "for mana" (or "for {C}"), not at the first comma
_FOR_MANA_HEAD: Final = re.compile(r"^[^.]*?\bfor (?:mana|\{[^}]+\})(?=,)", re.I)


def _trigger_split(text: str) -> tuple[str, str]:
    """A triggered ability's text as (trigger condition, the rest)."""
    m = _FOR_MANA_HEAD.match(text)
    if m is not None:
        return m.group(0), text[m.end() + 1:]
    head, _sep, rest = text.partition(",")
    return head, rest


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
    if _KEYWORD_LINE_RE.match(text) and not text.endswith("."):
        return AbilityKind.KEYWORD  # "Flashback {5}{U}{U}", "Ninjutsu {1}{U}" (702)
    if is_spell:
        return AbilityKind.SPELL
    return AbilityKind.STATIC


_KEYWORD_START: Final = re.compile(
    r"^(?:flying|first strike|double strike|deathtouch|defender|haste|hexproof|"
    r"indestructible|lifelink|menace|reach|shroud|trample|vigilance|flash|changeling|fear|"
    r"intimidate|islandwalk|forestwalk|swampwalk|mountainwalk|plainswalk|horsemanship|shadow|"
    r"prowess|devoid|persist|undying|wither|infect|convoke|delve|exalted|flanking|phasing|"
    r"banding|rebound|storm|cascade|ascend|riot|decayed|skulk|partner|enchant|sunburst|"
    r"cumulative upkeep|" + "|".join(k.value for k in Keyword) + r")\b", re.I)


_CREW_RE: Final = re.compile(r"^crew (\d+)$", re.I)
_REVEAL_OR_TAPPED_RE: Final = re.compile(
    r"^as ~ enters(?: the battlefield)?, you may reveal an? ((?:[A-Z][a-z]+)(?: or "
    r"[A-Z][a-z]+)?) card from your hand\. if you don't, ~ enters(?: the battlefield)? "
    r"tapped\.?$", re.I)
_DRAFTED_RE: Final = re.compile(
    r"^reveal ~ as you draft it\. the player to your right chooses a color, you choose "
    r"another color, then the player to your left chooses a third color\.?$", re.I)
_CIRCLE_RE: Final = re.compile(r"^as you create your deck, circle two of the colors below\.?$",
                               re.I)


def _crew_ability(line: str, n: int) -> Ability:
    """Crew N (CR 702.122a): "Tap any number of other untapped creatures you control with
    total power N or greater: This permanent becomes an artifact creature until end of
    turn." An activated ability, never a mana ability (605.1a); the Vehicle keeps its
    printed power and toughness (301.7b) and its other types."""
    tap = Cost(CostKind.CREW, selector=Selector(types=("Creature",), controller=ControllerSpec.YOU,
                                         relation=Relation.OTHER, tapped=False),
               amount=Amount.fixed(n))
    becomes = Animate(Selector(relation=Relation.SELF), None, None,
                      types=("Artifact", "Creature"))
    return Ability(line, AbilityKind.ACTIVATED, True, costs=(tap,), effects=(becomes,),
                   keywords=("Crew",))


def _keyword_ability(text: str, line: str) -> Ability | None:
    if not _KEYWORD_START.match(text):  # a cheap test first: most lines aren't keywords
        return None
    result = _parse(text, "keywords")
    if result is None:
        return None
    items = [(kw, StaticModifier("enchant", data) if kw == "Enchant" else data)
             for kw, data in result]
    try:
        return keyword_line(line, items)  # the records of mtglab.cards.keywords (702)
    except ValueError:
        return None


def parse_ability(
    line: str,
    *,
    name: str = "",
    is_spell: bool = False,
    legendary: bool = False,
) -> Ability:
    """Parse one line of Oracle text into an :class:`Ability`; never raises.

    ``name`` is the card's name (self-references become ``~``); ``is_spell`` marks the
    text of an instant or sorcery, whose instructions are spell abilities (CR 113.3a);
    ``legendary``: the card is legendary (its short name also names it).
    """
    try:
        ability = _outside_the_game(_within_engine(_parse_ability(line, name, is_spell,
                                                                  legendary)))
        # hook: copy and "enters with" wordings (mtglab.cards.copytext, CR 707, 614.1c)
        text = normalize(line, name, legendary=legendary) if line and \
            not ability.supported else ""
        again = functools.partial(parse_ability, name=name, is_spell=is_spell,
                                  legendary=legendary)
        # hook: triggered abilities' wordings and what the engine plays (triggertext)
        ability = reread_cycling(ability, text)  # hook: cycling (cyclingtext, 702.29a)
        ability = reread_search(ability, text, again)  # hook: searchtext (701.23a, 707.2)
        found = reread_cast_keyword(reread_cast(reread_trigger(
            reread(ability, text, again), text, again), text,
            again), text, again)  # hook: cast triggers (casttext), escape (castkeywordtext)
        if ability.supported and not found.supported and line:
            # the grammar read it but the engine can't play that reading: the copy,
            # entering and trigger wordings' reading, if they have one the engine plays
            text = normalize(line, name, legendary=legendary)
            unplayed = replace(ability, supported=False, problem=found.problem)
            other = reread(unplayed, text, again)
            other = reread_trigger(other if other.supported else unplayed, text, again)
            if other.supported:
                return other
        return found
    except Exception as exc:  # the parser never raises on text (a bug would be hidden here)
        try:
            text = normalize(line, name) if line else line
            kind = _guess_kind(text, is_spell)
            mana = _guess_mana(text, kind)
        except Exception:
            kind, mana = (AbilityKind.SPELL if is_spell else AbilityKind.STATIC), False
        return Ability(str(line), kind, False, is_mana_ability=mana,
                       problem=f"internal parser error: {exc!r}")


#: Wordings that refer to something outside any game mtglab can model, with why: an
#: ability using one is unsupported with that reason rather than "not understood".
_OUTSIDE: Final = (
    (re.compile(r"\bdraft a card from\b.*\bspellbook\b", re.I),
     "drafting a card from a spellbook is a digital-only action mtglab doesn't model"),
    (re.compile(r"\bappears on your top\b", re.I),
     "it refers to the player's clothing, which is outside the game"),
)


def _outside_the_game(ability: Ability) -> Ability:
    """An unsupported ability whose text refers to something outside the game says so."""
    if ability.supported:
        return ability
    for pattern, why in _OUTSIDE:
        if pattern.search(ability.text):
            return replace(ability, problem=f"outside the game: {why}")
    return ability


def _limits(obj: Any) -> typing.Iterator[str]:
    """The parts of a parsed ability the engine can't evaluate, each as "the part: why"
    (:data:`~mtglab.cards.effects.UNCOMPUTED_AMOUNTS`, ``UNCHECKED_CONDITIONS``)."""
    if isinstance(obj, Delayed) and obj.when in NEXT_SPELL_MOMENTS:
        return  # computed for the spell as it is cast and enters (sunburst, 702.44a)
    if isinstance(obj, Amount) and obj.kind in UNCOMPUTED_AMOUNTS:
        yield f"the amount {obj.describe()!r}: {UNCOMPUTED_AMOUNTS[obj.kind]}"
    elif isinstance(obj, Condition) and obj.kind in UNCHECKED_CONDITIONS:
        yield f"the condition {obj.kind.replace('_', ' ')!r}: {UNCHECKED_CONDITIONS[obj.kind]}"
    elif isinstance(obj, Selector) and obj.same_name_as is not None and \
            obj.same_name_as not in (Relation.THAT, Relation.EXILED):
        yield "'with the same name as': not computed for a permanent"
    if isinstance(obj, tuple | list):
        for item in obj:
            yield from _limits(item)
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            yield from _limits(getattr(obj, f.name))


def _within_engine(ability: Ability) -> Ability:
    """An ability the engine can't fully play is unsupported, the part named: for mana
    abilities and mana triggers everything they compute, for any activated ability its
    restrictions (checked whenever the board lists what can be activated)."""
    if not ability.supported:
        return ability
    ability = replace(ability, effects=defined_x(ability.effects))  # one X (107.3i)
    sequence = sequence_problem(ability.effects)  # "If you do" (608.2d): played generally
    if sequence is not None:
        return replace(ability, supported=False, problem=f"not carried out: {sequence}")
    emblem = emblem_problem(ability.effects)  # what the command zone doesn't play (114.4)
    if emblem is not None:
        return replace(ability, supported=False, problem=f"not carried out: {emblem}")
    mana = ability.is_mana_ability or ability.produces_mana or ability.is_mana_trigger
    parts = (ability.effects, ability.costs, ability.restrictions, ability.trigger) if mana \
        else (ability.restrictions,)
    for why in _limits(parts):
        return replace(ability, supported=False, problem=f"not computed: {why}")
    if ability.kind is AbilityKind.ACTIVATED and mana:
        for e in ability.effects:
            if type(e).__name__ in UNPLAYED_EFFECTS and not (
                    isinstance(e, Delayed) and e.is_played):
                return replace(ability, supported=False, problem=(
                    f"not carried out: {UNPLAYED_EFFECTS[type(e).__name__]}"))
    if ability.kind is AbilityKind.SPELL:  # a spell's delayed trigger (603.7a)
        for before, e in zip(ability.effects, ability.effects[1:], strict=False):
            if isinstance(before, ExileCards) and isinstance(e, GrantAbilities) and \
                    e.selector.relation is Relation.THAT:  # "Exile it. It gains ..."
                return replace(ability, supported=False, problem=(
                    "not carried out: abilities given to the card it exiled (CR 400.7)"))
        for e in ability.effects:
            if isinstance(e, Delayed) and not e.is_played_by_a_spell(ability.effects):
                return replace(ability, supported=False, problem=(
                    "not carried out: this delayed triggered ability of a spell (CR 603.7)"))
    return ability


def _guess_mana(text: str, kind: AbilityKind) -> bool:
    if kind is AbilityKind.ACTIVATED:
        split = _colon_split(text)
        if split is None or _LOYALTY_RE.match(text):
            return False
        return _looks_like_mana(split[1]) and not _has_target(split[1])
    if kind is AbilityKind.TRIGGERED:
        head, rest = _trigger_split(text)
        return bool(re.search(r"\btap(s|ped)?\b.*\bfor (mana|\{)", head, re.I)) and \
            _looks_like_mana(rest) and not _has_target(rest)
    return False


def _parse_ability(line: str, name: str, is_spell: bool, legendary: bool) -> Ability:
    text = normalize(line, name, legendary=legendary)
    ability_word: str | None = None
    keyword_restriction: tuple[ActivationRestriction, ...] = ()
    m = _ABILITY_WORD_RE.match(text)
    if m and not _colon_split(m.group(1)):
        ability_word, text = m.group(1), m.group(2)
        if ability_word.lower() in _KEYWORD_DASH:
            if ability_word.lower() not in ("exhaust", "max speed") or \
                    _colon_split(text) is None:
                kind = _guess_kind(text, is_spell)
                return Ability(line, kind, False, is_mana_ability=_guess_mana(text, kind),
                               ability_word=ability_word,
                               problem=f"the keyword {ability_word!r} is not modelled")
            # "Exhaust — [Cost]: [Effect]" means "... Activate only once." (CR 702.177a);
            # "Max speed — [Ability]": it has the ability only while speed is 4 (702.178a)
            keyword_restriction = (ActivationRestriction(
                "once" if ability_word.lower() == "exhaust" else "max_speed"),)
    # loyalty abilities (606): activated abilities whose cost is the loyalty symbol
    # (606.4, read by the cost grammar), never mana abilities (605.1a)
    lm = _LOYALTY_RE.match(text)
    loyalty = lm.group(1) if lm else None
    if _CIRCLE_RE.match(text):  # chosen before the game; kept like an "as enters" choice
        return Ability(line, AbilityKind.STATIC, True,
                       effects=(AsEntersChoice(ChoiceKind.CIRCLED_COLORS),))
    reveal = _REVEAL_OR_TAPPED_RE.match(text)
    if reveal:  # "you may reveal a Goblin card from your hand. If you don't, ... tapped"
        words = [w.strip() for w in reveal.group(1).split(" or ")]
        subtypes = tuple(s for s in (singular(w) for w in words) if s is not None)
        if len(subtypes) == len(words):
            return Ability(line, AbilityKind.STATIC, True, effects=(AsEntersChoice(
                ChoiceKind.REVEAL, otherwise_tapped=True, reveal=Selector(
                    subtypes=subtypes, zone=Zone.HAND, controller=ControllerSpec.YOU)),))
    if _DRAFTED_RE.match(text):  # chosen in the draft (CR 905), before the game
        return Ability(line, AbilityKind.STATIC, True,
                       effects=(AsEntersChoice(ChoiceKind.DRAFTED_COLORS),))
    crew = _CREW_RE.match(text) if ability_word is None else None
    if crew:
        return _crew_ability(line, int(crew.group(1)))
    kw = _keyword_ability(text, line) if ability_word is None else None
    if kw is not None:
        return kw
    kind = AbilityKind.ACTIVATED if loyalty is not None else _guess_kind(text, is_spell)
    guess = _guess_mana(text, kind)
    created = _created_trigger(line, text, name, kind)
    if created is not None:
        return created

    def unsupported(problem: str) -> Ability:
        return Ability(line, kind, False, is_mana_ability=guess, ability_word=ability_word,
                       problem=problem, loyalty=loyalty)

    if keyword_restriction and kind is not AbilityKind.ACTIVATED:
        return unsupported(f"the keyword {ability_word!r} is not modelled on this ability")
    try:
        if kind is AbilityKind.ACTIVATED:
            split = _colon_split(text)
            assert split is not None
            cost_text, effect_text = split
            costs = _parse(cost_text, "costs")
            if costs is None:
                raise _Unsupported(f"cost not understood: {cost_text!r}")
            try:
                effects, restrictions = _assemble(_sentences(effect_text),
                                                  "activated ability")
            except _Unsupported as exc:
                # the cost is understood even where the effect isn't: legality of the
                # cost doesn't depend on the effect (602.2b, 302.6, 107.5, 107.6)
                return Ability(line, kind, False, is_mana_ability=guess, costs=tuple(costs),
                               ability_word=ability_word, problem=str(exc), loyalty=loyalty)
            effects = _check_that_color(effects, None)
            restrictions = [*restrictions, *keyword_restriction]
            mana_ability = any(isinstance(e, AddMana) for e in effects) and \
                not _has_target(effect_text) and loyalty is None
            return Ability(line, kind, True, is_mana_ability=mana_ability, costs=costs,
                           effects=tuple(effects), restrictions=tuple(restrictions),
                           ability_word=ability_word, loyalty=loyalty)
        if kind is AbilityKind.TRIGGERED:
            head, rest = _trigger_split(text)
            trigger = _parse(head.strip(), "trigger")
            if trigger is None:
                raise _Unsupported(f"trigger not understood: {head.strip()!r}")
            rest = rest.strip()
            if rest.lower().startswith("if "):  # an intervening "if" clause (CR 603.4)
                cond_text, _sep, rest = rest[3:].partition(",")
                condition = _parse(cond_text.strip(), "condition")
                if condition is None or trigger.condition is not None:
                    raise _Unsupported(f"condition not understood: {cond_text.strip()!r}")
                trigger = replace(trigger, condition=condition)
                rest = rest.strip()
            it_is_self = (isinstance(trigger, ManaTrigger) and trigger.selector.is_self) or \
                (isinstance(trigger, Trigger) and trigger.about_self)
            effects, restrictions = _assemble(
                _sentences(rest), "triggered ability", it_is_self,
                it_is_event=isinstance(trigger, Trigger) and trigger.selector is not None)
            effects = _check_that_color(effects, trigger)
            if restrictions:
                raise _Unsupported("activation restriction on a triggered ability")
            mana_ability = isinstance(trigger, ManaTrigger) and \
                any(isinstance(e, AddMana) for e in effects) and not _has_target(rest)
            return Ability(line, kind, True, is_mana_ability=mana_ability, trigger=trigger,
                           effects=tuple(effects), ability_word=ability_word)
        context = "spell ability" if kind is AbilityKind.SPELL else "static ability"
        effects, restrictions = _assemble(_sentences(text), context)
        effects = _check_that_color(effects, None)
        if restrictions:
            raise _Unsupported("activation restriction outside an activated ability")
        if kind is AbilityKind.STATIC and any(isinstance(e, ONE_SHOT) for e in effects):
            raise _Unsupported("a one-shot instruction where a static ability is meant")
        if any(isinstance(e, Delayed) and e.on_the_stack for e in effects):
            raise _Unsupported("not carried out: the delayed triggered ability of a spell "
                               "(CR 603.7d)")
        return Ability(line, kind, True, effects=tuple(effects), ability_word=ability_word)
    except _Unsupported as exc:
        return unsupported(str(exc))


_UNTIL_EOT_TRIGGER: Final = re.compile(r"^until end of turn, (whenever .+)$", re.I)


def _created_trigger(line: str, text: str, name: str, kind: AbilityKind) -> Ability | None:
    """ "Until end of turn, whenever a player taps an Island for mana, that player adds an
    additional {U}." (High Tide, Bubbling Muck): the spell creates a "tapped for mana"
    trigger until end of turn (CR 603.7b, 605.1b); ``None`` if the line isn't one."""
    m = _UNTIL_EOT_TRIGGER.match(text)
    if m is None or kind not in (AbilityKind.SPELL, AbilityKind.STATIC):
        return None
    inner_text = m.group(1)[0].upper() + m.group(1)[1:]
    inner = _within_engine(_parse_ability(inner_text, name, False, False))
    if not inner.supported or not isinstance(inner.trigger, ManaTrigger) or \
            not inner.is_mana_ability or \
            not all(isinstance(e, AddMana) for e in inner.effects):
        why = inner.problem or "the trigger it creates is not a mana ability"
        return Ability(line, kind, False, problem=f"the ability it creates: {why}")
    adds = tuple(e for e in inner.effects if isinstance(e, AddMana))
    return Ability(line, kind, True, effects=(
        CreatedTrigger(inner.trigger, adds, inner_text),))


_GLUED_KEYWORD: Final = re.compile(
    r"^(Flying|Flash|Deathtouch|Defender|Haste|Hexproof|Indestructible|Lifelink|Menace|"
    r"Reach|Trample|Vigilance)(?=\{)")


def _lines(text: str) -> list[str]:
    """The lines of a card's text. A keyword glued to an ability ("Reach{T}: Add {C}.")
    is a line break lost by the data source (corpus/SOURCE.md, newlines_reconstructed):
    no Oracle line starts that way, so it is split back into two lines."""
    out: list[str] = []
    for line in (text or "").split("\n"):
        m = _GLUED_KEYWORD.match(line)
        if m:
            out += [m.group(1), line[m.end():]]
        else:
            out.append(line)
    return out


def intrinsic_abilities(subtypes: Sequence[str]) -> tuple[Ability, ...]:
    """The intrinsic mana abilities of basic land types, in type-line order (CR 305.6)."""
    return tuple(_intrinsic(BASIC_LAND_TYPES[s]) for s in subtypes if s in BASIC_LAND_TYPES)


@functools.cache
def _intrinsic(symbol: str) -> Ability:
    return Ability(
        "{T}: Add {" + symbol + "}.", AbilityKind.ACTIVATED, True, is_mana_ability=True,
        costs=(Cost(CostKind.TAP),), effects=(AddMana(FixedMana((Mana(symbol),))),), intrinsic=True,
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
        parse_ability(line, name=name, is_spell=is_spell, legendary="Legendary" in supertypes)
        for line in _lines(text)
        if strip_reminder(line.strip())
    ]
    # hook: the modes of a modal instant or sorcery (mtglab.cards.modetext, CR 700.2)
    abilities = read_modes(abilities, functools.partial(
        parse_ability, name=name, is_spell=is_spell, legendary="Legendary" in supertypes),
        is_spell=is_spell)
    if not is_spell:  # hook: a permanent's modal triggered abilities (modetext, 603.3c)
        abilities = read_trigger_modes(abilities, functools.partial(
            parse_ability, name=name, legendary="Legendary" in supertypes), name=name)
    abilities = _level_blocks(_linked_choices_understood(abilities))
    if is_spell:
        abilities = _cast_whole(abilities)
    if "Aura" in subtypes:
        abilities = _enchants_something(abilities)
    if "Land" in types:
        abilities.extend(intrinsic_abilities(subtypes))
    return tuple(abilities)


_LEVEL: Final = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")


def level_condition(low: int, high: int | None) -> Condition:
    """The level counters a leveler needs for the abilities of one level block:
    ``low`` or more, and at most ``high`` (CR 711.2a-b, 711.6)."""
    at_least = Condition("counter_on_self", counter="level", count=low) if low else None
    above = Condition("counter_on_self", counter="level", count=high + 1, negate=True) \
        if high is not None else None
    parts = tuple(c for c in (at_least, above) if c is not None)
    span = f"{low}-{high}" if high is not None else f"{low}+"
    text = (f"it has this ability only with {span} level counters on it (LEVEL {span}; "
            "CR 711.2a)")
    if len(parts) == 1:
        return replace(parts[0], text=text)
    return Condition("all", conditions=parts, text=text)


def _level_blocks(abilities: list[Ability]) -> list[Ability]:
    """A leveler's abilities under "LEVEL N-M" / "LEVEL N+" are its abilities only while
    it has that many level counters (CR 711.2a-b). An activated ability there gets that
    as a restriction on activating it; any other ability of a level block (its power
    and toughness, a static or triggered ability) is unsupported, since the engine
    doesn't switch abilities by level."""
    out: list[Ability] = []
    block: tuple[int, int | None] | None = None
    for a in abilities:
        m = _LEVEL.match(a.text.strip())
        if m:
            block = (int(m.group(1)), int(m.group(2)) if m.group(2) else None)
            out.append(replace(a, supported=False,
                               problem="a level symbol: it starts a level block (CR 711.2)"))
            continue
        if block is None:
            out.append(a)
            continue
        cond = level_condition(*block)
        if a.kind is AbilityKind.ACTIVATED and a.supported:
            a = replace(a, restrictions=(*a.restrictions, ActivationRestriction(
                "if", condition=cond)))
        elif a.supported:
            a = replace(a, supported=False, problem=f"in a level block: {cond.text}, which "
                        "the engine applies to activated abilities only")
        out.append(a)
    return out


def _refers_to(obj: Any) -> typing.Iterator[str]:
    """The kinds of earlier choice a parsed ability reads: ``"color"`` ("the chosen
    color"), ``"subtype"`` ("the chosen type")."""
    if isinstance(obj, ChosenColor):
        yield "color"
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        if getattr(obj, "chosen_color", False) is True:
            yield "color"
        if getattr(obj, "chosen_subtype", False) is True:
            yield "subtype"
        for f in dataclasses.fields(obj):
            yield from _refers_to(getattr(obj, f.name))
    elif isinstance(obj, tuple | list):
        for item in obj:
            yield from _refers_to(item)


_MAKES: Final[dict[ChoiceKind, str]] = {
    ChoiceKind.COLOR: "color", ChoiceKind.CREATURE_TYPE: "subtype",
    ChoiceKind.BASIC_LAND_TYPE: "subtype", ChoiceKind.LAND_TYPE: "subtype",
}


def _cast_whole(abilities: list[Ability]) -> list[Ability]:
    """An instant or sorcery is cast and resolves whole (601.2, 608.2): while a line of
    its spell text (not one mode of several, 700.2) is not understood, mtglab can't cast
    it, so its other lines that are played by casting it — its spell text, its statics
    and keyword lines (cycling and the like, played from the hand, aside) — are
    unsupported, the unread line named. A modal spell with fewer modes understood than
    it is cast with can't be cast either (700.2a)."""
    unread = next((a for a in abilities if a.kind is AbilityKind.SPELL and
                   not a.supported and a.mode is None), None)
    modes = [a for a in abilities if a.mode is not None]
    header = next((e for a in abilities if a.supported for e in a.effects
                   if isinstance(e, ChooseModes)), None)
    read = sum(1 for a in modes if a.supported)
    needed = 0 if header is None else max(1, header.minimum)
    if unread is None and read >= needed:
        return abilities
    why = f"the spell can't be cast: its text {unread.text!r} is not understood " \
        "(CR 601.2, 608.2)" if unread is not None else \
        "the spell can't be cast: none of its modes is understood (CR 700.2a)" if not read \
        else f"the spell can't be cast: {read} of its modes understood, {needed} chosen " \
        "(CR 700.2a)"
    return [replace(a, supported=False, problem=why)
            if a.supported and a.kind in (AbilityKind.SPELL, AbilityKind.STATIC,
                                          AbilityKind.KEYWORD) and
            CYCLING not in a.keywords else a for a in abilities]


def _enchants_something(abilities: list[Ability]) -> list[Ability]:
    """An Aura whose enchant line is not understood can't be cast or attached (303.4a,
    702.5a): its other abilities are unsupported, that line named."""
    unread = next((a for a in abilities if not a.supported and
                   a.text.lower().startswith("enchant ")), None)
    if unread is None:
        return abilities
    why = f"what it can enchant is not understood: {unread.text!r} (CR 303.4a, 702.5a)"
    return [replace(a, supported=False, problem=why) if a.supported else a
            for a in abilities]


def _linked_choices_understood(abilities: list[Ability]) -> list[Ability]:
    """An ability that reads "the chosen color" (or type) is linked to the ability that
    made the choice (CR 607.2d). When that other ability is a line the parser
    did not understand, the choice is never made and the reading ability would silently
    produce nothing (106.5): it is unsupported too, the unread line named."""
    made: set[str] = set()
    for a in abilities:
        if not a.supported:
            continue
        for e in a.effects:
            if isinstance(e, AsEntersChoice) and e.kind in _MAKES:
                made.add(_MAKES[e.kind])
            if isinstance(e, ChooseColor):
                made.add("color")
    unread = [a for a in abilities if not a.supported and
              re.search(r"\bchooses?\b", a.text, re.I)]
    if not unread:
        return abilities
    out = []
    for a in abilities:
        needs = set(_refers_to((a.effects, a.costs, a.restrictions, a.trigger))) - made \
            if a.supported else set()
        if needs:
            a = replace(a, supported=False, problem=(
                f"it reads the chosen {sorted(needs)[0]}, but the line that makes the "
                f"choice is not understood: {unread[0].text!r} (CR 607.2d)"))
        out.append(a)
    return out
