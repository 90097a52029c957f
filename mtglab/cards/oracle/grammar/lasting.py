"""Transformer rules for ``grammar/lasting.lark``: object verbs whose continuous
effect lasts for a duration (CR 611.2a) — base power and toughness (613.4b), losing all
abilities (613.1f), colors (613.1e) — and protection granted as a keyword (702.16).
Records: :mod:`mtglab.cards.durations`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.durations import (
    CHOSEN_COLOR,
    COLOR_OF_YOUR_CHOICE,
    WHILE_YOU_CONTROL_SOURCE,
    Becomes,
    ExchangeControl,
    GrantOneOf,
    LoseKeywords,
    SetColors,
)
from mtglab.cards.effects import (
    Amount,
    GainControl,
    GrantAbilities,
    LoseAbilities,
    Relation,
    Selector,
    SetBasePT,
)
from mtglab.cards.instructions import ChooseOpponent, Duration, Lasting, Who
from mtglab.cards.oracle.grammar.grants import GrantRules
from mtglab.cards.oracle.grammar.instructions import Subject
from mtglab.cards.oracle.grammar.objects import COLOR_WORDS, card_type_word, subtype_token
from mtglab.cards.resolvingchoices import ChooseCreatureType
from mtglab.cards.vocabulary import AmountKind

__all__ = ["DurationRules"]

_Record = (SetBasePT | LoseAbilities | SetColors | GrantOneOf | LoseKeywords | GrantAbilities
           | Becomes)
_Verb = Callable[[Subject], "Lasting | _Record"]


def _duration(items: tuple[Any, ...]) -> Duration | None:
    """The duration written after the verb (``None``: a duration written before the
    clause, "Until end of turn, ...", completes it; 611.2a)."""
    for i in items:
        if isinstance(i, str) and i in {d.value for d in Duration}:
            return Duration(i)
    return None


def _objects(subject: Subject) -> Selector:
    """The permanents a verb with a duration changes (611.2c): never a player or a card
    in another zone."""
    if subject.objects is None:
        raise ValueError("a player where an object is meant")
    if subject.objects.zone is not None:
        raise ValueError("cards in a zone where permanents are meant")
    return subject.objects


def _lasting(make: Callable[[Selector], _Record], items: tuple[Any, ...]) -> _Verb:
    duration = _duration(items)

    def verb(subject: Subject) -> Lasting | _Record:
        record = make(_objects(subject))
        return record if duration is None else Lasting(record, duration)
    return verb


@v_args(inline=True)
class DurationRules(GrantRules, Transformer[Token, Any]):
    """The transformer rules of ``lasting.lark`` (mixed into the parser's)."""

    def v_base_pt(self, *items: Any) -> _Verb:
        """ "has base power and toughness 4/4" (layer 7b, 613.4b)."""
        pt = next(i for i in items if isinstance(i, Token) and i.type == "BASE_PT")
        p, t = (int(x) for x in str(pt).split("/"))
        return _lasting(lambda sel: SetBasePT(sel, p, t), items)

    def v_lose_all(self, *items: Any) -> _Verb:
        """ "loses all abilities" (layer 6, 613.1f)."""
        return _lasting(LoseAbilities, items)

    def v_become_colors(self, *items: Any) -> _Verb:
        """ "becomes blue" / "colorless" / "the color of your choice" (layer 5, 613.1e:
        the new colors replace the old ones, 105.3)."""
        colors = next(i for i in items if isinstance(i, tuple))
        return _lasting(lambda sel: SetColors(sel, colors), items)

    def v_grant_one_of(self, *items: Any) -> _Verb:
        """ "gains your choice of flying or lifelink" (layer 6, 613.1f; 608.2d)."""
        options = next(i for i in items if isinstance(i, tuple))
        return _lasting(lambda sel: GrantOneOf(sel, options), items)

    def one_of_list(self, *items: Any) -> tuple[str, ...]:
        return tuple(i for i in items if isinstance(i, str))

    def v_lose_keywords(self, *items: Any) -> _Verb:
        """ "loses flying and trample" (layer 6, 613.1f)."""
        lost = next(i for i in items if isinstance(i, tuple))
        return _lasting(lambda sel: LoseKeywords(sel, lost), items)

    def lost_keywords(self, *items: Any) -> tuple[str, ...]:
        return tuple(str(i).lower() for i in items
                     if isinstance(i, Token) and i.type == "KEYWORD")

    def colors_one(self, tok: Token) -> tuple[str, ...]:
        return (COLOR_WORDS[str(tok).lower()],)

    def colors_two(self, first: Token, second: Token) -> tuple[str, ...]:
        return (COLOR_WORDS[str(first).lower()], COLOR_WORDS[str(second).lower()])

    def colors_none(self) -> tuple[str, ...]:
        return ()

    def colors_all(self) -> tuple[str, ...]:
        return tuple(COLOR_WORDS.values())

    def colors_chosen(self) -> tuple[str, ...]:
        return (COLOR_OF_YOUR_CHOICE,)

    def v_grant_chosen_protection(self, *items: Any) -> _Verb:
        """ "gain protection from the chosen color" (702.16): the color an instruction
        before it chose as it resolved (608.2d), named in the text until then."""
        text = "Protection from " + CHOSEN_COLOR
        return _lasting(lambda sel: GrantAbilities(sel, (text,)), items)

    def not_of_chosen_type(self, _tok: Token) -> tuple[str, Any]:
        """ "that aren't of the chosen type" (205.3m, 608.2d)."""
        return ("not_chosen_subtype", True)

    def i_choose_opponent(self) -> ChooseOpponent:
        """ "Choose an opponent." (608.2d: chosen as the instruction resolves)."""
        return ChooseOpponent()

    def i_choose_target_opponent(self) -> ChooseOpponent:
        """ "Choose target opponent." (115.1: chosen as it is put on the stack)."""
        return ChooseOpponent(Who.TARGET_OPPONENT)

    def i_choose_type(self) -> ChooseCreatureType:
        """ "Choose a creature type." (608.2d: chosen as the instruction resolves)."""
        return ChooseCreatureType()

    def grant_protection(self, tok: Token) -> str:
        """ "protection from red" (702.16a): the keyword's text, read again as the
        granted ability's."""
        return str(tok)[0].upper() + str(tok)[1:].lower()


    # -- "becomes a 4/4 Elemental creature with haste" (613.1d-f, 613.4b; 205.1a-b) ----
    def v_animate(self, *items: Any) -> _Verb:
        """ "becomes a Dragon with base power and toughness 4/4 and flying": one
        animation, its parts applied in their layers (613.1)."""
        spec: _Animation = next(i for i in items if isinstance(i, _Animation))

        def make(sel: Selector) -> Becomes:
            return spec.record(sel, self._granted(sel, spec.abilities))
        return _lasting(make, items)

    def v_animate_while_here(self, spec: _Animation, _tok: Token) -> _Verb:
        """ "becomes ... for as long as ~ remains on the battlefield" (611.2b)."""
        def verb(subject: Subject) -> Lasting:
            sel = _objects(subject)
            return Lasting(spec.record(sel, self._granted(sel, spec.abilities)),
                           Duration.WHILE_ON_BATTLEFIELD)
        return verb

    def v_gain_all_types(self, *items: Any) -> _Verb:
        """ "gain all creature types" (205.3m, layer 4): the other types kept."""
        return _lasting(lambda sel: Becomes(sel, None, None, types=(), all_creature_types=True,
                                            keeps_types=True), items)

    def becomes_spec(self, *parts: Any) -> _Animation:
        spec = _Animation()
        for part in parts:
            spec.add(part)
        if not (spec.types or spec.subtypes):
            raise ValueError("'becomes' without a type")
        return spec

    def becomes_pt(self, tok: Token) -> tuple[str, Any]:
        p, t = (int(x) for x in str(tok).split("/"))
        return ("pt", (p, t))

    def becomes_pt_x(self, _tok: Token) -> tuple[str, Any]:
        return ("pt", Amount(AmountKind.X, 0))

    def becomes_base_pt(self, tok: Token) -> tuple[str, Any]:
        return self.becomes_pt(tok)

    def becomes_noun_subtype(self, tok: Token) -> tuple[str, Any]:
        return ("subtype", subtype_token(tok))

    def becomes_noun_type(self, tok: Token) -> tuple[str, Any]:
        return ("type", card_type_word(tok))

    def becomes_with(self, *abilities: Any) -> tuple[str, Any]:
        return ("with", tuple(abilities))

    def becomes_keep_types(self, *_: Any) -> tuple[str, Any]:
        return ("keep", True)

    def becomes_keep_colors(self, *_: Any) -> tuple[str, Any]:
        return ("keep", "colors")

    def becomes_all_types(self) -> tuple[str, Any]:
        return ("all_types", True)

    # -- control (613.1b) -------------------------------------------------------------
    def i_gain_control_while_you_control(self, sel: Selector, _tok: Token) -> GainControl:
        """ "gain control of target creature for as long as you control ~" (611.2b)."""
        return GainControl(_objects_only(sel), "you", WHILE_YOU_CONTROL_SOURCE)

    def i_exchange_control(self, first: Selector, *rest: Any) -> ExchangeControl:
        """ "Exchange control of ~ and target creature" / "of two target creatures"
        (701.12b): two permanents, one each, or two of one word "target"."""
        second = next((r for r in rest if isinstance(r, Selector)), None)
        first = _objects_only(first)
        if second is None:
            if (first.relation, first.target_min, first.target_max) != (Relation.TARGET, 2, 2):
                raise ValueError("an exchange of control needs two permanents")
            return ExchangeControl(first, None)
        for sel in (first, _objects_only(second)):
            if sel.relation not in (Relation.SELF, Relation.TARGET) or sel.target_max != 1:
                raise ValueError("an exchange of control of more than one permanent each")
        return ExchangeControl(first, second)


def _objects_only(sel: Selector) -> Selector:
    if sel.zone is not None:
        raise ValueError("cards in a zone where permanents are meant")
    return sel


class _Animation:
    """What "becomes ..." says, gathered part by part (a builder for :class:`Becomes`)."""

    def __init__(self) -> None:
        self.pt: tuple[int, int] | Amount | None = None
        self.colors: tuple[str, ...] | None = None
        self.types: list[str] = []
        self.subtypes: list[str] = []
        self.abilities: tuple[str, ...] = ()
        self.keep = False
        self.added_colors = False
        self.all_types = False

    def add(self, part: Any) -> None:
        if isinstance(part, tuple) and all(isinstance(c, str) for c in part) and \
                not (len(part) == 2 and part[0] in _PARTS):
            self.colors = part  # becomes_colors (colors_one / colors_two / colors_none)
            return
        kind, value = part
        if kind == "pt":
            self.pt = value
        elif kind == "type":
            if value not in self.types:
                self.types.append(value)
        elif kind == "subtype":
            self.subtypes.append(value)
        elif kind == "with":
            for a in value:
                if isinstance(a, tuple) and a[0] == "all_types":  # 205.3m
                    self.all_types = True
                elif isinstance(a, tuple):  # "with base power and toughness 4/4"
                    self.pt = a[1]
                else:
                    self.abilities += (a,)
        elif kind == "keep":
            self.keep = True
            self.added_colors = value == "colors"  # "its other colors and types" (105.3)

    def record(self, sel: Selector, abilities: tuple[str, ...]) -> Becomes:
        """The record (205.1b: "artifact creature" keeps the other types)."""
        keeps = self.keep or set(self.types) == {"Artifact", "Creature"}
        x = self.pt if isinstance(self.pt, Amount) else None
        p, t = self.pt if isinstance(self.pt, tuple) else (None, None)
        return Becomes(sel, p, t, types=tuple(self.types), subtypes=tuple(self.subtypes),
                       colors=self.colors, abilities=abilities, keeps_types=keeps,
                       all_creature_types=self.all_types, adds_colors=self.added_colors,
                       pt_amount=x)


_PARTS = frozenset({"pt", "type", "subtype", "with", "keep", "all_types"})
