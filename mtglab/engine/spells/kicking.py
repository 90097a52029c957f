"""Kicker costs: which a card has, which are paid, and the total they make (CR 702.33)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from mtglab.cards.ability import AbilityKind
from mtglab.cards.effects import Condition, IfHolds
from mtglab.cards.keywords import Kicker
from mtglab.cards.model import Card
from mtglab.cards.optional import IfElse
from mtglab.errors import IllegalActionError
from mtglab.mana import ManaCost


def kicker_costs(card: Card) -> tuple[tuple[ManaCost, ...], bool]:
    """The kicker costs of a card ("Kicker {1}{U} and/or {B}" has two) and whether it
    is multikicker (CR 702.33a, 702.33c), from its parsed keyword (a
    :class:`~mtglab.cards.keywords.Kicker`); ``()`` without kicker.

    >>> import mtglab as ml
    >>> costs, multi = kicker_costs(ml.Card.from_text(name="Kicked", mana_cost="{1}{G}",
    ...     type_line="Creature — Beast", oracle_text="Kicker {2}{G} and/or {U}",
    ...     power="1", toughness="1"))
    >>> [str(c) for c in costs], multi
    (['{2}{G}', '{U}'], False)
    """
    for a in card.abilities:
        for e in a.effects if a.supported else ():
            if isinstance(e, Kicker):
                return e.costs, e.multi
    return (), False


def kicker_cost(card: Card) -> tuple[ManaCost, bool] | None:
    """The (first) kicker cost of a card and whether it is multikicker, or ``None``."""
    costs, multi = kicker_costs(card)
    return (costs[0], multi) if costs else None


#: How a spell is kicked: how many times its kicker cost is paid (one kicker cost), or
#: which of its kicker costs are paid ("{1}{U}", 702.33b).
Kicked = int | Sequence[str]


def kicks(card: Card, kicked: Kicked) -> tuple[str, ...]:
    """The kicker costs paid, one entry per payment (CR 702.33a-c), checked."""
    costs, multi = kicker_costs(card)
    label = f"cast {card.name} kicked"
    if isinstance(kicked, int):
        if kicked == 0:
            return ()
        if len(costs) != 1:
            raise IllegalActionError(label, [
                "it has no kicker cost (CR 702.33)" if not costs else
                f"it has {len(costs)} kicker costs: say which, kicked=('{costs[0]}',) "
                "(CR 702.33b)"])
        if kicked > 1 and not multi:
            raise IllegalActionError(f"{label} {kicked} times", [
                "a kicker cost is paid at most once; only multikicker may be paid any "
                "number of times (CR 702.33a, 702.33c)"])
        return (str(costs[0]),) * kicked
    paid = tuple(str(ManaCost.parse(k)) for k in kicked)
    known = [str(c) for c in costs]
    bad = [k for k in paid if k not in known]
    twice = [k for k in set(paid) if paid.count(k) > 1 and not multi]
    if bad or twice:
        raise IllegalActionError(label, [
            *(f"{k} is not a kicker cost of it; its kicker costs: {known} (CR 702.33)"
              for k in bad),
            *(f"{k} is paid at most once (CR 702.33b)" for k in twice)])
    return paid


def with_kicker(card: Card, cost: ManaCost, kicked: Kicked) -> ManaCost:
    """The total cost with the kicker costs paid (CR 601.2f, 702.33)."""
    for k in kicks(card, kicked):
        cost = cost + ManaCost.parse(k)
    return cost


def as_kicked(card: Card, paid_kicks: Sequence[str]) -> Card:
    """The spell's text as its kicker decides it (702.33d, 601.2b-c): whether it is kicked
    is announced before its targets are chosen, so "If this spell was kicked, <more>" is
    part of the spell only when kicked — its words "target" are chosen only then — and
    "If this spell was kicked, <other instructions> instead" leaves the spell only one of
    the two (614.15: the later text replaces the earlier). ``paid_kicks``: the kicker
    costs paid, one entry per payment. Conditions of several parts stay as they are."""
    if not any(_about_kicker(e) for a in card.abilities for e in a.effects):
        return card
    return replace(card, abilities=tuple(
        replace(a, effects=tuple(_settled(a.effects, tuple(paid_kicks))))
        if a.kind is AbilityKind.SPELL else a for a in card.abilities))


def _about_kicker(effect: object) -> bool:
    cond = getattr(effect, "condition", None)
    return isinstance(effect, IfHolds | IfElse) and isinstance(cond, Condition) and \
        cond.kind == "kicked"


def _settled(effects: Sequence[Any], paid_kicks: tuple[str, ...]) -> list[Any]:
    out: list[Any] = []
    for e in effects:
        if not _about_kicker(e):
            out.append(e)
            continue
        cond = e.condition
        held = bool(paid_kicks) if not cond.text else cond.text in paid_kicks
        held = held != cond.negate
        if isinstance(e, IfHolds):
            out.extend(_settled(e.effects, paid_kicks) if held else ())
        else:
            out.extend(_settled(e.effects if held else e.otherwise, paid_kicks))
    return out
