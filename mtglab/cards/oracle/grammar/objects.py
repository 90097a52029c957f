"""Transformer rules for the words that name objects, numbers and costs (``oracle.lark``):
numbers and counts (CR 107.1), adjectives and nouns of selectors (CR 109, 205), who
controls them (CR 108.4), targets (CR 115), costs (CR 118, 602.1) and keywords (CR 702).

The first of the chain of rule classes the parser's transformer is made of
(:class:`~mtglab.cards.oracle.grammar.mana.ManaRules` and
:class:`~mtglab.cards.oracle.grammar.sentences.SentenceRules` build on it); the small
values a parse tree is made into (:class:`Marker`, :class:`Adj`, :class:`Noun`) live here too.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Final

from lark import Token, Transformer, v_args

from mtglab.cards.effects import (
    Amount,
    Condition,
    ControllerSpec,
    Cost,
    EntersWithCounters,
    Relation,
    Selector,
)
from mtglab.cards.types import singular
from mtglab.cards.vocabulary import AmountKind, CostKind, Zone
from mtglab.mana import Mana, ManaCost

__all__ = ["COLOR_WORDS", "NUMBER_WORDS", "OUTLAWS", "PERMANENT_TYPES", "Adj", "Alt", "Marker",
           "Noun", "NounMark", "ObjectRules", "card_type_word", "control_selector", "mana_symbol",
           "permanents", "quoted_text", "subject_condition", "subtype_token", "word_number",
           "yours"]


NUMBER_WORDS: Final[dict[str, int]] = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    "twenty": 20,
}
COLOR_WORDS: Final[dict[str, str]] = {
    "white": "W", "blue": "U", "black": "B", "red": "R", "green": "G",
}

def subtype_token(tok: Token | str) -> str:
    """The subtype a SUBTYPE token names (ValueError if none: the sentence is then
    unsupported)."""
    sub = singular(str(tok))
    if sub is None:
        raise ValueError(f"{tok!s} is not a subtype")
    return sub


# ---------------------------------------------------------------------------- markers
# Sentences that only make sense next to another one become markers; the assembler
# combines them (e.g. "Spend this mana only ..." attaches to the mana before it).


class Marker:
    __slots__ = ("data", "kind")

    def __init__(self, kind: str, data: Any = None) -> None:
        self.kind = kind
        self.data = data

    def __repr__(self) -> str:
        return f"Marker({self.kind!r}, {self.data!r})"


# ---------------------------------------------------------------------------- transformer


def letter_words(text: str) -> list[str]:
    """The runs of the letters a-z in ``text`` lowercased, in order: the words of a token
    that lists types ("instant and/or sorcery" -> instant, and, or, sorcery).

    >>> letter_words("Instant and/or Sorcery")
    ['instant', 'and', 'or', 'sorcery']
    """
    words: list[str] = []
    run: list[str] = []
    for ch in text.lower() + " ":
        if "a" <= ch <= "z":
            run.append(ch)
        elif run:
            words.append("".join(run))
            run = []
    return words


def without_non(word: str) -> str:
    """A "non-" word without its prefix ("nonblack", "non-Human" -> "black", "Human").

    >>> without_non("Non-Human"), without_non("nonland")
    ('Human', 'land')
    """
    if word[:3].lower() != "non":
        return word
    return word[4:] if word[3:4] == "-" else word[3:]


def word_number(tok: Any) -> int:
    if isinstance(tok, int):
        return tok
    s = str(tok).lower()
    return NUMBER_WORDS[s] if s in NUMBER_WORDS else int(s)


def card_type_word(tok: Token | str) -> str:
    w = str(tok).lower()
    table = {"sorceries": "Sorcery", "sorcery": "Sorcery"}
    if w in table:
        return table[w]
    w = w[:-1] if w.endswith("s") else w
    return w.capitalize()


def mana_symbol(tok: Token | str) -> Mana:
    return Mana.parse(str(tok))


def quoted_text(tok: Token | str) -> str:
    return str(tok).strip()[1:-1].strip()


class Adj:
    __slots__ = ("key", "value")

    def __init__(self, key: str, value: Any = None) -> None:
        self.key = key
        self.value = value


class Noun:
    __slots__ = ("key", "value")

    def __init__(self, key: str, value: Any = None) -> None:
        self.key = key
        self.value = value


class NounMark:
    """The noun closing a source in a spending restriction, with what it adds."""

    __slots__ = ("qualities",)

    def __init__(self, *qualities: tuple[str, Any]) -> None:
        self.qualities = qualities


class Alt:
    """One more alternative of a selector body ("or a Mountain")."""

    __slots__ = ("parts",)

    def __init__(self, parts: list[Any]) -> None:
        self.parts = parts


OUTLAWS: Final = ("Assassin", "Mercenary", "Pirate", "Rogue", "Warlock")  # CR 700.12
PERMANENT_TYPES: Final = ("Artifact", "Battle", "Creature", "Enchantment", "Land",
                           "Planeswalker")  # CR 110.4a

def yours(sel: Selector) -> Selector:
    """``sel`` controlled by you (108.4): "you control a Wizard", "... another Warrior"
    (another object than the source, yours too)."""
    if sel.controller is ControllerSpec.ANY and sel.relation in (None, Relation.OTHER):
        return replace(sel, controller=ControllerSpec.YOU)
    return sel


def permanents(sel: Selector) -> Selector:
    """A selector of permanents: cards in other zones are refused."""
    if sel.zone is not None:
        raise ValueError("a selector of cards where permanents are meant")
    return sel


def control_selector(sel: Selector) -> Selector:
    """What "you control ..." selects (your permanents)."""
    return yours(permanents(sel))


def subject_condition(subject: Selector, cond: Condition) -> Condition:
    """A condition of a static ability; "it" in it must be the source itself."""
    if cond.text == "it":
        if subject != Selector(relation=Relation.SELF):
            raise ValueError("'it' names something other than the source")
        return replace(cond, text="")
    return cond


#: "historic" (700.6): an artifact, a legendary or a Saga
HISTORIC: Final = (Selector(types=("Artifact",)), Selector(supertypes=("Legendary",)),
                   Selector(subtypes=("Saga",)))

#: "outlaw" (700.12): an Assassin, a Mercenary, a Pirate, a Rogue or a Warlock
OUTLAW: Final = tuple(Selector(subtypes=(s,)) for s in ("Assassin", "Mercenary", "Pirate",
                                                         "Rogue", "Warlock"))

#: adjectives that add their value to one of a selector's lists of words
_ADJ_LISTS: Final = {"super": "supers", "nonsuper": "nonsupers", "nontype": "nontypes",
                     "color": "colors", "type": "types", "subtype": "subtypes"}
#: adjectives that set a selector's field to their value
_ADJ_VALUES: Final = {"tapped": "tapped", "token": "token", "either": "either"}
#: adjectives that set a selector's field to True
_ADJ_FLAGS: Final = frozenset({"colorless", "multicolored", "monocolored", "attacking",
                               "blocking"})


def _adjective(part: Adj, words: dict[str, list[str]], fields: dict[str, Any],
               alternatives: bool) -> None:
    """What an adjective of a selector adds to its words and fields (CR 109, 205)."""
    key = part.key
    if key in _ADJ_LISTS:
        words[_ADJ_LISTS[key]].append(part.value)
    elif key in _ADJ_VALUES:
        fields[_ADJ_VALUES[key]] = part.value
    elif key in _ADJ_FLAGS:
        fields[key] = True
    elif key == "around":  # "modified", "equipped", "face-down" ... (700.9, 708.2)
        fields["around"] = (*fields.get("around", ()), part.value)
    elif key == "other":
        fields["relation"] = Relation.OTHER
    elif key == "nontypes":  # "non-outlaw": several types, none of them (700.12)
        words["nontypes"].extend(part.value)
    elif key == "noncolor":
        fields["excluded_colors"] = (*fields.get("excluded_colors", ()), part.value)
    elif key == "permanent":  # "permanent cards" (CR 110.4a)
        if words["types"] or alternatives:
            raise ValueError("'permanent' with other types")
        words["types"].extend(PERMANENT_TYPES)
        fields["any_type"] = True


def _noun(part: Noun, words: dict[str, list[str]], fields: dict[str, Any]) -> None:
    """What the noun of a selector adds to its words and fields."""
    if part.key == "type":
        words["types"].append(part.value)
    elif part.key == "subtype":
        words["subtypes"].append(part.value)
    elif part.key == "token":
        fields["token"] = True


def _quality(key: str, value: Any, words: dict[str, list[str]],
             fields: dict[str, Any]) -> None:
    """What a quality after the noun ("with a +1/+1 counter on it", "with flying") adds
    to a selector's words and fields."""
    match key:
        case "counter":
            fields["with_counter"] = value
        case "power":
            fields["min_power"] = value
        case "keyword":
            words["keywords"].append(value)
        case "without_keyword":
            fields["excluded_keywords"] = (*fields.get("excluded_keywords", ()), value)
        case "mana_value":  # "with mana value 3": exactly that (202.3)
            fields["min_mana_value"] = fields["max_mana_value"] = value
        case "bounds":  # "with mana value equal to ..." (grammar/measured.lark)
            fields["bounds"] = (*fields.get("bounds", ()), value)
        case _:
            fields[key] = value


@v_args(inline=True)
class ObjectRules(Transformer[Token, Any]):
    """The rules of numbers, selectors, costs and keywords (CR 107.1, 109, 115, 118, 702)."""

    # -- numbers and counts ------------------------------------------------------------
    def number(self, tok: Token) -> int:
        return word_number(tok)

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
    def adj_untapped(self) -> Adj:
        return Adj("tapped", False)

    def adj_tapped(self) -> Adj:
        return Adj("tapped", True)

    def adj_basic(self) -> Adj:
        return Adj("super", "Basic")

    def adj_nonbasic(self) -> Adj:
        return Adj("nonsuper", "Basic")

    def adj_legendary(self) -> Adj:
        return Adj("super", "Legendary")

    def adj_nonlegendary(self) -> Adj:
        return Adj("nonsuper", "Legendary")

    def adj_snow(self) -> Adj:
        return Adj("super", "Snow")

    def adj_other(self) -> Adj:
        return Adj("other")

    def adj_non(self, tok: Token) -> Adj:
        word = without_non(str(tok))
        if word.lower() in ("basic", "legendary"):
            return Adj("nonsuper", word.capitalize())
        if word.lower() == "token":
            return Adj("token", False)
        if word.lower() in COLOR_WORDS:  # "nonblack" (105.2)
            return Adj("noncolor", COLOR_WORDS[word.lower()])
        if word.lower() in ("land", "creature", "artifact", "enchantment", "planeswalker"):
            return Adj("nontype", word.capitalize())
        if word.lower() == "outlaw":  # none of the outlaws' five types (700.12)
            return Adj("nontypes", tuple(s.subtypes[0] for s in OUTLAW))
        sub = singular(word)
        if sub is None:
            raise ValueError(f"unknown type in {tok!s}")
        return Adj("nontype", sub)

    def adj_color(self, tok: Token) -> Adj:
        return Adj("color", COLOR_WORDS[str(tok).lower()])

    def adj_color_or_type(self, tok: Token) -> Adj:
        color, _or, type_word = str(tok).lower().split()
        return Adj("either", (Selector(colors=(COLOR_WORDS[color],)),
                               Selector(types=(type_word.capitalize(),))))

    def adj_historic(self) -> Adj:
        """ "historic": artifacts, legendaries and Sagas (700.6), any one of them."""
        return Adj("either", HISTORIC)

    def adj_outlaw(self, _tok: Token) -> Adj:
        """ "outlaw": Assassins, Mercenaries, Pirates, Rogues and Warlocks (700.12)."""
        return Adj("either", OUTLAW)

    def adj_colorless(self) -> Adj:
        return Adj("colorless")

    def adj_multicolored(self) -> Adj:
        return Adj("multicolored")

    def adj_monocolored(self) -> Adj:
        return Adj("monocolored")

    def adj_attacking(self) -> Adj:
        return Adj("attacking")

    def adj_blocking(self) -> Adj:
        return Adj("blocking")

    def adj_status(self, tok: Token) -> Adj:
        """ "modified" (700.9), "an equipped creature" (301.5), "an enchanted creature"
        (303.4): a quality of what is attached to the permanent (or its counters)."""
        return Adj("around", str(tok).lower())

    def owned_by_you(self) -> tuple[str, Any]:
        """ "you own": the ability's controller owns it (108.3)."""
        return ("owned_by_you", True)

    def adj_type(self, tok: Token) -> Adj:
        return Adj("type", card_type_word(tok))

    def adj_permanent(self, _tok: Token) -> Adj:
        return Adj("permanent")

    def adj_subtype(self, tok: Token) -> Adj:
        sub = subtype_token(tok)
        return Adj("subtype", sub)

    def noun_type(self, tok: Token) -> Noun:
        return Noun("type", card_type_word(tok))

    def noun_subtype(self, tok: Token) -> Noun:
        sub = subtype_token(tok)
        return Noun("subtype", sub)

    def noun_permanent(self, _tok: Token) -> Noun:
        return Noun("permanent")

    def noun_token(self, _tok: Token) -> Noun:
        return Noun("token")

    def conj(self, *_: Any) -> str:
        return "conj"

    def alt_plain(self, _conj: str, *parts: Any) -> Alt:
        return Alt(list(parts))

    def alt_or_a(self, *parts: Any) -> Alt:
        return Alt(list(parts))

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

    def ctrl_defending(self) -> ControllerSpec:
        """"Defending player controls" (506.2, 508.5)."""
        return ControllerSpec.DEFENDING

    def with_counter(self, tok: Token) -> tuple[str, Any]:
        return ("counter", str(tok).lower())

    def with_power(self, n: int) -> tuple[str, Any]:
        return ("power", n)

    def with_greatest(self, tok: Token) -> tuple[str, Any]:
        """ "with the greatest power / highest mana value [among ... they control]"
        (208.1, 202.3)."""
        return ("greatest", "power" if "power" in str(tok).lower() else "mana_value")

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

    def same_name_self(self, _tok: Token, _self: Token) -> tuple[str, Any]:
        return ("same_name_as", Relation.SELF)  # the source's name as it is now (201.2)

    def entered_this_turn(self, _tok: Token) -> tuple[str, Any]:
        return ("entered_this_turn", True)

    def dealt_damage_this_turn(self, _tok: Token) -> tuple[str, Any]:
        """"That was dealt damage this turn" (120.3)."""
        return ("dealt_damage_this_turn", True)

    def other_than_self(self, _tok: Token) -> tuple[str, Any]:
        """"other than ~": the same as "other" before the noun (109.5)."""
        return ("relation", Relation.OTHER)

    def named_other(self, tok: Token) -> tuple[str, Any]:
        return ("named", str(tok).split(" ", 1)[1])

    def det(self, *_: Any) -> Adj:
        return Adj("det")

    def det_one(self, *_: Any) -> Adj:
        return Adj("one")

    def sel_det(self, det: Adj, body: Selector) -> Selector:
        if det.key == "one" and body.relation in (None, Relation.OTHER):
            return replace(body, one=True)  # "a creature you control": one chosen (608.2d)
        return body

    def sel_bare(self, body: Selector) -> Selector:
        return body

    def body(self, *parts: Any) -> Selector:
        flat: list[Any] = []
        alternatives = False
        for part in parts:
            if isinstance(part, Alt):
                alternatives = True
                if any(isinstance(p, Adj) for p in part.parts):
                    raise ValueError("adjectives inside an alternative")
                flat.extend(part.parts)
            else:
                flat.append(part)
        # Status and supertype words before the first noun apply to every alternative
        # ("legendary creatures and planeswalkers", "an untapped artifact or creature");
        # a type, subtype or color word would make the alternatives ambiguous.
        if alternatives and any(isinstance(p, Adj) and p.key in (
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
        words: dict[str, list[str]] = {k: [] for k in (
            "types", "subtypes", "supers", "nonsupers", "nontypes", "colors", "keywords")}
        fields: dict[str, Any] = {}
        for part in parts:
            if isinstance(part, Adj):
                _adjective(part, words, fields, alternatives)
            elif isinstance(part, Noun):
                _noun(part, words, fields)
            elif isinstance(part, ControllerSpec):
                if "controller" in fields:
                    raise ValueError("two controllers")
                fields["controller"] = part
            elif isinstance(part, tuple):
                key, value = part
                _quality(key, value, words, fields)
        if len(words["colors"]) > 1:
            raise ValueError("several colors in one selector")
        if alternatives:
            fields["any_type"] = True
        elif len(words["subtypes"]) > 1:
            fields["all_subtypes"] = True
        return Selector(
            types=tuple(dict.fromkeys(words["types"])),
            subtypes=tuple(dict.fromkeys(words["subtypes"])),
            supertypes=tuple(words["supers"]), excluded_supertypes=tuple(words["nonsupers"]),
            excluded_types=tuple(words["nontypes"]), colors=tuple(words["colors"]),
            keywords=tuple(words["keywords"]), **fields,
        )


    def self_selector(self, _tok: Token) -> Selector:
        return Selector(relation=Relation.SELF)

    def _attached(self, relation: Relation, noun: Noun) -> Selector:
        if noun.key == "type":
            return Selector(types=(noun.value,), relation=relation)
        if noun.key == "subtype":
            return Selector(subtypes=(noun.value,), relation=relation)
        if noun.key == "token":
            return Selector(token=True, relation=relation)
        return Selector(relation=relation)

    def enchanted(self, noun: Noun) -> Selector:
        return self._attached(Relation.ENCHANTED, noun)

    def equipped(self, noun: Noun) -> Selector:
        return self._attached(Relation.EQUIPPED, noun)

    def fortified(self, noun: Noun) -> Selector:
        return self._attached(Relation.FORTIFIED, noun)

    def sel_that(self, noun: Noun) -> Selector:
        return self._attached(Relation.THAT, noun)

    def sel_target(self, body: Selector) -> Selector:
        if body.relation is Relation.OTHER:  # "target creature other than ~" (115.1)
            return replace(body, relation=Relation.TARGET, excluded=Relation.SELF)
        if body.relation is not None:
            raise ValueError("'another target' is not read yet")
        return replace(body, relation=Relation.TARGET)

    # -- costs -------------------------------------------------------------------------
    def costs(self, *items: Cost | tuple[Cost, ...]) -> tuple[Cost, ...]:
        """The costs in text order; a cost item that is two costs ("remove ... and
        sacrifice it") gives both (601.2h: paid in any order)."""
        return tuple(c for i in items for c in (i if isinstance(i, tuple) else (i,)))

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

    def cost_remove_and_sacrifice(self, spec: tuple[str, Amount, bool], s: Token
                                  ) -> tuple[Cost, ...]:
        """ "Remove three quest counters from ~ and sacrifice it": the counters and the
        permanent itself, two costs (602.1, 601.2h)."""
        return (self.cost_remove_counters(spec, s),
                Cost(CostKind.SACRIFICE, selector=Selector(relation=Relation.SELF),
                     amount=Amount.fixed(1)))

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

    def cost_energy_n(self, n: int, _tok: Token) -> Cost:
        """ "Pay eight {E}": that many energy counters (107.14)."""
        return Cost(CostKind.ENERGY, amount=Amount.fixed(int(n)))

    def discard_cards(self, n: Amount, noun: Selector) -> tuple[Amount, Selector]:
        return (n, noun)

    def discard_hand(self) -> tuple[Amount, Selector]:
        return (Amount(AmountKind.ALL, 0), Selector())

    def card_noun(self, *parts: Any) -> Selector:
        return self.selector(*parts[:-1])

    def cost_discard(self, obj: tuple[Amount, Selector]) -> Cost:
        return Cost(CostKind.DISCARD, selector=obj[1], amount=obj[0], zone=Zone.HAND)

    def cost_discard_random(self, obj: tuple[Amount, Selector]) -> Cost:
        """ "Discard a card at random" (701.9b)."""
        return replace(self.cost_discard(obj), at_random=True)

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

    def keywords(self, *items: tuple[str, Any]) -> list[tuple[str, Any]]:
        return [i for i in items if isinstance(i, tuple)]
