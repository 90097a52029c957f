"""Transformer rules for ``grammar/stackcountering.lark``: countering spells and abilities
(CR 701.6) and what one word "target" names on the stack (115.1, 405.1). Records:
:mod:`mtglab.cards.countering`.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.countering import Counter, CounteredInstead, StackKind, StackObjects
from mtglab.cards.effectparts import Amount, ControllerSpec, Relation, Selector
from mtglab.cards.oracle.grammar.objects import COLOR_WORDS
from mtglab.cards.vocabulary import AmountKind, Zone
from mtglab.mana import ManaCost

__all__ = ["CounteringRules"]

#: the words of a spell ("spell_adj") the spell's selector reads (111.1)
_SPELL_WORDS = {"type": "types", "subtype": "subtypes", "color": "colors",
                "excluded_type": "excluded_types", "supertype": "supertypes"}
#: the qualities of a spell word that are flags of the selector
_SPELL_FLAGS = ("multicolored", "monocolored", "colorless")


def _spell_selector(words: list[tuple[str, Any]]) -> Selector:
    """The characteristics one group of spell words names ("red instant")."""
    fields: dict[str, Any] = {}
    for key, value in words:
        if key in _SPELL_WORDS:
            name = _SPELL_WORDS[key]
            fields[name] = (*fields.get(name, ()), value)
        elif key in _SPELL_FLAGS:
            fields[key] = True
        else:
            raise ValueError(f"a {key} spell is not read on the stack yet")
    if len(fields.get("colors", ())) > 1 or len(fields.get("types", ())) > 1:
        raise ValueError("several colors or types in one alternative")
    return Selector(**fields)


@dataclasses.dataclass(frozen=True, slots=True)
class _Alt:
    """One alternative of a stack list: a kind and, for a spell, its characteristics."""

    kinds: tuple[StackKind, ...]
    spells: tuple[Selector, ...] = ()


@v_args(inline=True)
class CounteringRules(Transformer[Token, Any]):
    """The transformer rules of ``stackcountering.lark`` (mixed into the parser's)."""

    def i_counter(self, what: StackObjects) -> Counter:
        return Counter(what)

    def i_counter_unless(self, what: StackObjects, _tok: Token, mana: Token) -> Counter:
        """ "unless its controller pays {2}" / "{X}" (the ability's X, 107.3)."""
        cost = ManaCost.parse(str(mana))
        if cost.has_x:  # "{X}": {1} X times, where X may be defined after (107.3c)
            if str(cost) != "{X}":
                raise ValueError("a payment of X with other mana")
            return Counter(what, ManaCost.parse("{1}"), Amount(AmountKind.X, 0))
        return Counter(what, cost)

    def i_counter_unless_each(self, what: StackObjects, _tok: Token, mana: Token,
                              each: Amount) -> Counter:
        """ "unless its controller pays {1} for each card in your graveyard"."""
        cost = ManaCost.parse(str(mana))
        if cost.has_x:
            raise ValueError("X for each")
        return Counter(what, cost, each)

    def so_target(self, alts: list[_Alt], *posts: tuple[str, Any]) -> StackObjects:
        return _stack_objects(alts, posts)

    def so_up_to_one(self, alts: list[_Alt], *posts: tuple[str, Any]) -> StackObjects:
        return dataclasses.replace(_stack_objects(alts, posts), target_min=0)

    def so_up_to(self, n: int, alts: list[_Alt], *posts: tuple[str, Any]) -> StackObjects:
        """ "up to two target spells": none to two of them (601.2c)."""
        return dataclasses.replace(_stack_objects(alts, posts), target_min=0,
                                   target_max=int(n))

    def stack_alts(self, *alts: Any) -> list[_Alt]:
        return [a for a in alts if isinstance(a, _Alt)]

    def st_spell_kind(self, *parts: Any) -> _Alt:
        """ "creature spell", "instant or sorcery spell", "red or green spell": each
        group of words between "or" is one alternative (205.2a)."""
        groups: list[list[tuple[str, Any]]] = [[]]
        for part in parts:
            if part == "sep":
                groups.append([])
            elif isinstance(part, tuple):
                groups[-1].append(part)
        groups = [g for g in groups if g]
        shared: list[tuple[str, Any]] = []
        if len(groups) > 1 and len(groups[0]) > 1 and \
                all(len(g) == 1 and g[0][0] == "type" for g in groups[1:]) and \
                groups[0][-1][0] == "type":  # "red instant or sorcery": red qualifies both
            shared, groups[0] = groups[0][:-1], groups[0][-1:]
        if len(groups) > 1 and any(len(g) > 1 for g in groups):
            raise ValueError("which alternative a word before the list qualifies")
        alternatives = tuple(_spell_selector(g) for g in groups)
        if shared and len(alternatives) > 1:
            return _Alt((StackKind.SPELL,), (dataclasses.replace(
                _spell_selector(shared), either=alternatives),))
        return _Alt((StackKind.SPELL,), alternatives)

    def st_spell(self, _tok: Token) -> _Alt:
        return _Alt((StackKind.SPELL,), (Selector(),))

    def st_spell_noncolor(self, color: Token, _tok: Token) -> _Alt:
        """ "nonblue spell": a spell that isn't that color (105.2)."""
        word = str(color).lower().removeprefix("non").removeprefix("-")
        return _Alt((StackKind.SPELL,), (Selector(excluded_colors=(COLOR_WORDS[word],)),))

    def st_activated(self) -> _Alt:
        return _Alt((StackKind.ACTIVATED,))

    def st_triggered(self) -> _Alt:
        return _Alt((StackKind.TRIGGERED,))

    def st_abilities(self) -> _Alt:
        return _Alt((StackKind.ACTIVATED, StackKind.TRIGGERED))

    def st_ability(self) -> _Alt:
        return _Alt((StackKind.ACTIVATED, StackKind.TRIGGERED))

    def sp_mv_at_most(self, n: int) -> tuple[str, Any]:
        return ("max_mana_value", int(n))

    def sp_mv_at_least(self, n: int) -> tuple[str, Any]:
        return ("min_mana_value", int(n))

    def sp_mv_exactly(self, n: int) -> tuple[str, Any]:
        return ("mana_value", int(n))

    def sp_mv_x(self) -> tuple[str, Any]:
        # X is announced before targets (601.2b), but the target check doesn't know it
        raise ValueError("'with mana value X' is not checked as targets are chosen yet")

    def sp_targets_you(self) -> tuple[str, Any]:
        return ("targets_you", True)

    def sp_targets_objects(self, sel: Selector) -> tuple[str, Any]:
        return ("targets_objects", _aimed_at(sel))

    def sp_targets_you_or(self, sel: Selector) -> tuple[str, Any]:
        return ("targets_you_or", _aimed_at(sel))

    def sp_targets_a_player(self) -> tuple[str, Any]:
        return ("targets_a_player", True)

    def sp_from_source(self, word: tuple[str, Any]) -> tuple[str, Any]:
        return ("source", _spell_selector([word]))

    def sp_not_yours(self) -> tuple[str, Any]:
        # a stack object is always controlled by a player (405.2): another is an opponent
        return ("controller", ControllerSpec.OPPONENT)

    def sp_yours(self) -> tuple[str, Any]:
        return ("controller", ControllerSpec.YOU)

    def sp_opponents(self) -> tuple[str, Any]:
        return ("controller", ControllerSpec.OPPONENT)

    def countered_exiled_instead(self, _tok: Token) -> CounteredInstead:
        return CounteredInstead(Zone.EXILE)

    def countered_library_top(self, _tok: Token, _on: Token) -> CounteredInstead:
        return CounteredInstead(Zone.LIBRARY, on_top=True)

    def countered_library_bottom(self, _tok: Token, _on: Token) -> CounteredInstead:
        return CounteredInstead(Zone.LIBRARY)

    def countered_to_hand(self, _tok: Token) -> CounteredInstead:
        return CounteredInstead(Zone.HAND)


def _aimed_at(sel: Selector) -> Selector:
    """What a stack object must target ("a creature you control"): permanents."""
    if (sel.relation is not None and sel.relation is not Relation.SELF) or \
            sel.zone is not None:
        raise ValueError("a stack object that targets a named object or a card")
    return sel


def _stack_objects(alts: list[_Alt], posts: tuple[tuple[str, Any], ...]) -> StackObjects:
    """One word "target" on the stack from its alternatives and the words after them
    (which qualify every alternative)."""
    kinds = tuple(dict.fromkeys(k for a in alts for k in a.kinds))
    spells = [s for a in alts for s in a.spells]
    if any(s == Selector() for s in spells):
        spell = Selector()  # "spell or creature spell": any spell
    elif len(spells) == 1:
        spell = spells[0]
    else:
        spell = Selector(either=tuple(spells))
    sel_fields: dict[str, Any] = {}
    fields: dict[str, Any] = {}
    for key, value in posts:
        if key in ("max_mana_value", "min_mana_value"):
            sel_fields[key] = value
        elif key == "targets_you_or":
            fields.update(targets_you=True, targets_objects=value)
        else:
            fields[key] = value
    if (sel_fields or "mana_value" in fields) and \
            StackKind.SPELL not in kinds:
        raise ValueError("the mana value of an ability")
    if "source" in fields and StackKind.SPELL in kinds:
        raise ValueError("the source of a spell")
    return StackObjects(kinds, dataclasses.replace(spell, **sel_fields),
                        relation=Relation.TARGET, **fields)
