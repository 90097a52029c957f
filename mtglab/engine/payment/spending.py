"""Whether restricted mana may be spent on something (CR 106.6).

Mana an effect adds may carry a restriction: "Spend this mana only to cast creature
spells", "only to activate abilities of artifacts", "This mana can't be spent to pay
generic costs". :func:`can_spend` decides, for one unit of such mana, whether it may pay
for a spell, an ability or cumulative upkeep; a quality mtglab can't know of a spell
cast from outside the game (cast from exile, kicked) counts as not held, so such mana is
never counted as spendable where it might not be.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtglab.cards.effects import SpendPurpose, SpendRestriction
from mtglab.mana import ManaCost, SymbolKind

__all__ = ["can_spend"]


def _held_types(p: SpendPurpose, obj: Any) -> bool:
    """Its card types, subtypes and supertypes (205): every type named (or one, with
    ``any_type``), one of the subtypes, every supertype, none of the excluded ones."""
    types = tuple(getattr(obj, "types", ()))
    subtypes = tuple(getattr(obj, "subtypes", ()))
    supertypes = tuple(getattr(obj, "supertypes", ()))
    if p.types and not (any if p.any_type else all)(t in types for t in p.types):
        return False
    if p.subtypes and not any(s in subtypes for s in p.subtypes):
        return False
    if any(s not in supertypes for s in p.supertypes):
        return False
    return not any(t in types or t in subtypes for t in p.excluded_types)


def _held_colors(p: SpendPurpose, obj: Any) -> bool:
    """Its colors (105.2): every color named, or colorless, monocolored, multicolored,
    colored, or exactly so many colors."""
    colors = frozenset(getattr(obj, "colors", ()))
    checks = (
        not p.colors or all(c in colors for c in p.colors),
        not p.colorless or not colors,
        not p.monocolored or len(colors) == 1,
        not p.multicolored or len(colors) >= 2,
        not p.colored or bool(colors),
        p.exact_colors is None or len(colors) == p.exact_colors,
    )
    return all(checks)


def _held_values(p: SpendPurpose, obj: Any) -> bool:
    """Its mana value (202.3), whether its mana cost has {X} (107.3), its keywords."""
    mv = getattr(obj, "mana_value", 0)
    if p.min_mana_value is not None and mv < p.min_mana_value:
        return False
    cost = getattr(obj, "mana_cost", None)
    if p.x_in_cost is not None and bool(cost is not None and cost.has_x) != p.x_in_cost:
        return False
    if p.keyword is None:
        return True
    keywords = {k.lower() for a in getattr(obj, "abilities", ())
                for k in getattr(getattr(a, "ability", a), "keywords", ())}
    return p.keyword.lower() in keywords


def _unknowable(p: SpendPurpose) -> bool:
    """Qualities a board can't tell about a spell cast from outside the game."""
    return any((p.chosen_subtype, p.chosen_color, p.kicked, p.from_zones, p.not_from_hand,
                p.not_owned, p.face_down, p.commander, p.no_abilities, p.exiled_with_source))


def _has_qualities(p: SpendPurpose) -> bool:
    """Whether the purpose names any quality of the spell or source at all."""
    return any((p.types, p.subtypes, p.supertypes, p.excluded_types, p.colors, p.colorless,
                p.monocolored, p.multicolored, p.colored, p.exact_colors is not None,
                p.min_mana_value is not None, p.x_in_cost is not None, p.keyword,
                p.chosen_subtype, p.chosen_color, p.commander, p.permanent))


def _qualities(p: SpendPurpose, obj: Any) -> bool:
    """Whether a spell or an ability's source has every quality a purpose names."""
    if obj is None:
        return not _has_qualities(p)
    return _held_types(p, obj) and _held_colors(p, obj) and _held_values(p, obj) and \
        not _unknowable(p)


def _cost_has_symbol(p: SpendPurpose, cost: ManaCost | None) -> bool:
    """"Spend this mana only on costs that contain {X}" (or {C})."""
    if cost is None or p.cost_symbol is None:
        return False
    want = SymbolKind.VARIABLE if p.cost_symbol == "X" else SymbolKind.COLORLESS
    return any(s.kind is want for s in cost.symbols)


#: each kind of purpose, and whether paying for ``purpose`` (with the spell or source
#: ``obj`` and the cost paid) is one; kinds not listed (face-up costs, foretell, unlock,
#: disturb, class levels, equip) never are: mtglab pays none of those with this mana
_PURPOSES: dict[str, Callable[[SpendPurpose, str, Any, ManaCost | None], bool]] = {
    "cast": lambda p, purpose, obj, _c: purpose == "spell" and obj is not None
    and _qualities(p, obj),
    "activate": lambda p, purpose, obj, _c: purpose == "ability" and _qualities(p, obj),
    "cost": lambda p, _purpose, _obj, cost: _cost_has_symbol(p, cost),
    "cumulative_upkeep": lambda _p, purpose, _o, _c: purpose == "cumulative upkeep",
}


def _purpose_matches(p: SpendPurpose, purpose: str, obj: Any, cost: ManaCost | None) -> bool:
    check = _PURPOSES.get(p.kind)
    return check is not None and check(p, purpose, obj, cost)


def _by_purposes(restriction: SpendRestriction, purpose: str, target: Any,
                 cost: ManaCost | None) -> bool:
    """The parser's exact reading: one of ``purposes`` matches and none of
    ``forbidden`` does."""
    if restriction.purposes and not any(_purpose_matches(p, purpose, target, cost)
                                        for p in restriction.purposes):
        return False
    return not any(_purpose_matches(p, purpose, target, cost) for p in restriction.forbidden)


def _spell_allowed(restriction: SpendRestriction, spell: Any) -> bool:
    """The flat reading for a spell: one of its types or subtypes, multicolored, a
    least mana value."""
    if not restriction.spells or spell is None:
        return False
    types = getattr(spell, "types", ())
    subtypes = getattr(spell, "subtypes", ())
    if (restriction.spell_types or restriction.spell_subtypes) and not (
            any(t in types for t in restriction.spell_types)
            or any(s in subtypes for s in restriction.spell_subtypes)):
        return False
    if restriction.multicolored and len(getattr(spell, "colors", ())) <= 1:
        return False
    return restriction.min_mana_value is None or \
        getattr(spell, "mana_value", 0) >= restriction.min_mana_value


def _by_flat_fields(restriction: SpendRestriction, purpose: str, spell: Any) -> bool:
    """The flat reading, where no exact one was parsed."""
    if restriction.unparsed_condition:
        return False
    if restriction.only_cumulative_upkeep:
        return purpose == "cumulative upkeep"
    if purpose == "ability":
        return restriction.abilities and not restriction.ability_types
    return purpose == "spell" and _spell_allowed(restriction, spell)


def can_spend(restriction: SpendRestriction | None, purpose: str, *, generic: bool = False,
              spell: Any = None, source: Any = None, cost: ManaCost | None = None) -> bool:
    """Whether mana with ``restriction`` may pay for ``purpose`` (CR 106.6).

    ``purpose`` is ``"spell"`` (casting ``spell``, a Card), ``"ability"`` (activating
    an ability of ``source``) or ``"cumulative upkeep"``; ``cost`` is the cost being
    paid and ``generic`` whether this unit pays a generic symbol. When the restriction
    names qualities mtglab can't know (a spell "cast from exile"), the mana is not
    counted as spendable.
    """
    if restriction is None:
        return True
    if generic and restriction.cant_pay_generic:
        return False
    if restriction.purposes or restriction.forbidden:
        target = spell if purpose == "spell" else source
        return _by_purposes(restriction, purpose, target, cost)
    return _by_flat_fields(restriction, purpose, spell)
