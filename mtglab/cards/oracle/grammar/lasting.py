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
    GrantOneOf,
    LoseKeywords,
    SetColors,
)
from mtglab.cards.effects import GrantAbilities, LoseAbilities, Selector, SetBasePT
from mtglab.cards.instructions import Duration, Lasting
from mtglab.cards.oracle.grammar.instructions import Subject
from mtglab.cards.oracle.grammar.objects import COLOR_WORDS
from mtglab.cards.resolvingchoices import ChooseCreatureType

__all__ = ["DurationRules"]

_Record = SetBasePT | LoseAbilities | SetColors | GrantOneOf | LoseKeywords | GrantAbilities
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
class DurationRules(Transformer[Token, Any]):
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

    def i_choose_type(self) -> ChooseCreatureType:
        """ "Choose a creature type." (608.2d: chosen as the instruction resolves)."""
        return ChooseCreatureType()

    def grant_protection(self, tok: Token) -> str:
        """ "protection from red" (702.16a): the keyword's text, read again as the
        granted ability's."""
        return str(tok)[0].upper() + str(tok)[1:].lower()

