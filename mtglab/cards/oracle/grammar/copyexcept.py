"""Transformer rules for the exceptions of a copy effect (``copyexcept.lark``, CR 707.9):
each clause after ", except" becomes one or more
:class:`~mtglab.cards.effects.ExceptClause` records, which
:func:`mtglab.engine.characteristics.copies.apply_exceptions` applies as the copiable
values are set (707.9b):

* "its name is ~" / "his name is ~" -> ``name`` (707.9b);
* "it's legendary (and snow) in addition to its other types" -> ``add_supertypes``; "it's
  a 4/4 black Zombie in addition to its other types" -> ``base_pt``, ``colors`` (the color
  it is instead) and ``add_types``; "... in addition to its other colors and types" adds
  the colors (``add_colors``); the copied type-defining abilities stay (707.9d);
* "it's 7/7", "it's white", "it's an artifact" (no "in addition"): ``base_pt``, ``colors``,
  ``set_types`` (its card types are those instead);
* "it isn't legendary", "those creatures aren't legendary if the chosen creature is
  legendary" (a copy that isn't legendary has nothing to remove) -> ``not_legendary``;
* "it has haste and dethrone", 'it has "{T}: Add {U}."' -> ``grant_ability`` (707.9a); "it
  has this ability" -> ``keep_this_ability``; "it has ~'s other abilities" ->
  ``keep_own_abilities``; "it has vanishing 3 if that creature doesn't have vanishing" ->
  a grant whose condition is the copied values lacking that keyword (707.9f);
* "its power and toughness are equal to ~'s power and toughness" -> ``own_pt``; "it enters
  with two additional +1/+1 counters on it (if you control that creature)" ->
  ``extra_counter`` (614.1c); "the token has no mana cost" -> ``no_mana_cost``;
* "its a Vehicle artifact with crew 3 and it loses all other card types" -> its card
  types set (205.3d), the subtype added and the crew ability granted;
* "if ~ was embalmed, ..." (702.128a) and "..., and, if it's a creature, ..." give the
  clauses after them a ``condition``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Final

from lark import Token, Transformer, v_args

from mtglab.cards.effects import (
    Amount,
    BecomeCopy,
    EntersAsCopy,
    ExceptClause,
    Relation,
    Selector,
)
from mtglab.cards.oracle.grammar.grants import GrantRules
from mtglab.cards.oracle.grammar.objects import (
    COLOR_WORDS,
    card_type_word,
    quoted_text,
    subtype_token,
)

__all__ = ["CopyExceptionRules", "copy_exception_problem"]

#: the card types an "it's an artifact" exception may set instead of the copied ones
_CARD_TYPES: Final = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker",
                      "Battle", "Kindred")

#: Keywords that change how the permanent enters (CR 614.1c): the engine doesn't apply one
#: a copy gains as it enters (707.5, 614.12), so a copy granting one is not carried out.
_ENTERING_KEYWORDS: Final = ("Vanishing", "Fading", "Modular", "Graft", "Bloodthirst",
                             "Sunburst", "Amplify", "Devour", "Tribute")


@dataclass(frozen=True, slots=True)
class _Word:
    """One word of what the copy is ("4/4", "black", "Zombie"): its kind and value."""

    kind: str
    value: str


@dataclass(frozen=True, slots=True)
class _LosesCardTypes:
    """ "it loses all other card types" (205.3d): the card types named replace its own."""


def _flat(items: tuple[Any, ...]) -> list[ExceptClause | _LosesCardTypes]:
    out: list[ExceptClause | _LosesCardTypes] = []
    for item in items:
        if isinstance(item, tuple | list):
            out += [i for i in item if isinstance(i, ExceptClause | _LosesCardTypes)]
        elif isinstance(item, ExceptClause | _LosesCardTypes):
            out.append(item)
    return out


def _words_clauses(words: list[_Word], in_addition: bool, colors_too: bool
                   ) -> list[ExceptClause]:
    """The clauses of "a 4/4 black Zombie (in addition to its other types)" (707.9b)."""
    out = [ExceptClause("base_pt", tuple(w.value.split("/"))) for w in words
           if w.kind == "pt"]
    supers = tuple(w.value for w in words if w.kind == "super")
    colors = tuple(w.value for w in words if w.kind == "color")
    types = tuple(w.value for w in words if w.kind in ("card_type", "subtype"))
    if supers:
        out.append(ExceptClause("add_supertypes", supers))
    if colors:
        out.append(ExceptClause("add_colors" if colors_too else "colors", colors))
    if types:
        if in_addition:
            out.append(ExceptClause("add_types", types))
        elif all(t in _CARD_TYPES for t in types):
            out.append(ExceptClause("set_types", types))
        else:
            raise ValueError("a subtype instead of the copied ones (707.9b) is not modelled")
    return out


def copy_exception_problem(effects: tuple[Any, ...]) -> str | None:
    """Why a copy effect among ``effects`` can't be carried out, or None: an exception
    granting a keyword that changes how the permanent enters ("it has vanishing 3",
    702.63a), which the copy would need as it enters (614.1c, 707.5)."""
    for effect in effects:
        for ex in effect.exceptions if isinstance(effect, EntersAsCopy | BecomeCopy) else ():
            for text in ex.values if ex.kind == "grant_ability" else ():
                if text.split(" ")[0] in _ENTERING_KEYWORDS:
                    return (f"the copy's granted {text!r} (its entering part, CR 614.1c, "
                            "707.5)")
    return None


@v_args(inline=True)
class CopyExceptionRules(GrantRules, Transformer[Any, Any]):
    """Builds the :class:`ExceptClause` records of a copy's exceptions (707.9; mixed into
    the parser's transformer)."""

    def except_list(self, *items: Any) -> tuple[ExceptClause, ...]:
        clauses = _flat(items)
        if any(isinstance(c, _LosesCardTypes) for c in clauses):
            # "a Vehicle artifact with crew 3 and it loses all other card types": the card
            # types named are its only ones (205.3d), the subtypes added
            out: list[ExceptClause] = []
            for c in clauses:
                if isinstance(c, ExceptClause) and c.kind == "add_types":
                    kept = tuple(t for t in c.values if t in _CARD_TYPES)
                    subs = tuple(t for t in c.values if t not in _CARD_TYPES)
                    out += [ExceptClause("set_types", kept)] if kept else []
                    out += [ExceptClause("add_types", subs)] if subs else []
                elif isinstance(c, ExceptClause):
                    out.append(c)
            return tuple(out)
        return tuple(c for c in clauses if isinstance(c, ExceptClause))

    def except_if_embalmed(self, _s: Token, *items: Any) -> tuple[ExceptClause, ...]:
        """ "if ~ was embalmed, the token has no mana cost, ...": only then (702.128a)."""
        return tuple(replace(e, condition="embalmed") for e in self.except_list(*items))

    def ex_if_type(self, tok: Token, *items: Any) -> tuple[ExceptClause, ...]:
        """ "if it's a creature, it enters with ... and has changeling" (707.9f)."""
        clauses = self.except_list(*items)
        if any(e.condition for e in clauses):
            raise ValueError("a condition within a condition")
        return tuple(replace(e, condition=card_type_word(tok)) for e in clauses)

    # -- what the copy is ----------------------------------------------------------------
    def ex_words(self, *words: Any) -> list[_Word]:
        return [w for w in words if isinstance(w, _Word)]

    def exw_pt(self, tok: Token) -> _Word:
        return _Word("pt", str(tok))

    def exw_legendary(self) -> _Word:
        return _Word("super", "Legendary")

    def exw_snow(self) -> _Word:
        return _Word("super", "Snow")

    def exw_color(self, tok: Token) -> _Word:
        return _Word("color", COLOR_WORDS[str(tok).lower()])

    def exw_card_type(self, tok: Token) -> _Word:
        return _Word("card_type", card_type_word(tok))

    def exw_subtype(self, tok: Token) -> _Word:
        return _Word("subtype", subtype_token(tok))

    def ex_article(self, *_: Any) -> None:
        return None

    def ex_other_types(self, *_: Any) -> bool:
        return False

    def ex_other_colors(self) -> bool:
        return True

    def ex_in_addition(self, *items: Any) -> list[ExceptClause]:
        words = next(i for i in items if isinstance(i, list))
        colors_too = next(i for i in items if isinstance(i, bool))
        return _words_clauses(words, True, colors_too)

    def ex_instead(self, *items: Any) -> list[ExceptClause]:
        return _words_clauses(next(i for i in items if isinstance(i, list)), False, False)

    def ex_with_crew(self, *items: Any) -> list[ExceptClause]:
        words = next(i for i in items if isinstance(i, list))
        n = next(i for i in items if isinstance(i, Token) and i.type == "NUMBER")
        return [*_words_clauses(words, True, False),
                ExceptClause("grant_ability", (f"Crew {n}",))]

    def ex_loses_card_types(self) -> _LosesCardTypes:
        return _LosesCardTypes()

    # -- abilities -----------------------------------------------------------------------
    def ex_keyword(self, tok: Token) -> tuple[str, str]:
        return ("granted", str(tok)[0].upper() + str(tok)[1:].lower())

    def exg_keyword(self, item: Token | tuple[str, str]) -> tuple[str, str]:
        return item if isinstance(item, tuple) else \
            ("granted", str(item)[0].upper() + str(item)[1:].lower())

    def exg_keyword_n(self, tok: Token, n: Token) -> tuple[str, str]:
        return ("granted", f"{str(tok)[0].upper()}{str(tok)[1:].lower()} {n}")

    def exg_quoted(self, tok: Token) -> tuple[str, str]:
        # the copy is the card itself: its name in the quotes names it (201.5, 707.9a)
        return ("granted", self._granted(Selector(relation=Relation.SELF),
                                         (quoted_text(tok),))[0])

    def exg_this(self) -> tuple[str, str]:
        return ("keep", "keep_this_ability")

    def exg_own(self, _s: Token) -> tuple[str, str]:
        return ("keep", "keep_own_abilities")

    def ex_granted(self, *items: Any) -> list[ExceptClause]:
        got = [i for i in items if isinstance(i, tuple)]
        granted = tuple(v for k, v in got if k == "granted")
        out = [ExceptClause(v) for k, v in got if k == "keep"]
        return [ExceptClause("grant_ability", granted), *out] if granted else out

    def ex_has(self, *items: Any) -> list[ExceptClause]:
        return next(i for i in items if isinstance(i, list))

    def ex_has_without(self, *items: Any) -> list[ExceptClause]:
        """ "it has vanishing 3 if that creature doesn't have vanishing" (707.9f)."""
        granted = next(i for i in items if isinstance(i, list))
        lacking = next(i for i in items if isinstance(i, tuple))
        if [e.kind for e in granted] != ["grant_ability"]:
            raise ValueError("only a granted ability may depend on the copied values")
        return [replace(granted[0], condition="without " + lacking[1])]

    # -- the rest ------------------------------------------------------------------------
    def ex_not_legendary(self, *_: Any) -> ExceptClause:
        return ExceptClause("not_legendary")

    def ex_no_color(self) -> ExceptClause:
        return ExceptClause("no_color")

    def ex_name_self(self, _s: Token) -> ExceptClause:
        return ExceptClause("name", ("~",))

    def ex_own_pt(self, _s: Token) -> ExceptClause:
        return ExceptClause("own_pt")

    def ex_no_mana_cost(self) -> ExceptClause:
        return ExceptClause("no_mana_cost")

    def ex_if_card_type(self, tok: Token) -> str:
        return card_type_word(tok)

    def ex_if_you_control(self) -> str:
        return "you control it"

    def ex_extra_counter(self, *items: Any) -> ExceptClause:
        """ "it enters with two additional +1/+1 counters on it" (707.9b, 614.1c)."""
        amount = next(i for i in items if isinstance(i, Amount))
        name = next(i for i in items if isinstance(i, Token) and i.type == "COUNTER_NAME")
        condition = next((i for i in items if isinstance(i, str) and
                          not isinstance(i, Token)), None)
        return ExceptClause("extra_counter", (str(name).lower(),), condition, amount=amount)
