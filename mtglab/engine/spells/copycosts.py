"""Optional additional costs that make token copies of the permanent (CR 702.175a,
702.157a): offspring and squad.

"Offspring [cost]": its caster may pay an additional cost once as they cast the spell,
and "When this permanent enters, if its offspring cost was paid, create a token that's a
copy of it, except it's 1/1" (702.175a). "Squad [cost]": one paid any number of times,
and "When this creature enters, if its squad cost was paid, create a token that's a copy
of it for each time its squad cost was paid" (702.157a). Both follow the rules for
additional costs (601.2b, 601.2f-h): the caster announces them
(``Board.cast(..., optional_costs={"squad": 2})``), :func:`with_optional_costs` adds them
to the total cost, and the spell remembers how many times each was paid
(``("optional_costs", (("Squad", 2),))``). As its permanent enters,
:func:`copies_on_entering` sets off the triggered ability — built here from records,
never from text — waiting with its other enters abilities (603.3); its intervening "if"
held as it triggered (603.4).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from mtglab.cards.ability import Ability, AbilityKind, Trigger, TriggerEvent
from mtglab.cards.castcosts import OptionalCost
from mtglab.cards.effects import Amount, CreateTokenCopy, ExceptClause, Relation, Selector
from mtglab.cards.model import Card
from mtglab.engine.resolution.triggers import PendingTrigger
from mtglab.engine.state import GameState, StackItem
from mtglab.errors import IllegalActionError
from mtglab.mana import ManaCost

__all__ = ["OPTIONAL_PAID", "copies_on_entering", "optional_costs", "optional_paid",
           "with_optional_costs"]

#: the entry of ``StackItem.paid`` naming the optional costs paid and how many times
OPTIONAL_PAID: Final = "optional_costs"

_RULES: Final = {"offspring": "702.175a", "squad": "702.157a", "entwine": "702.42a"}


def optional_costs(card: Card) -> tuple[OptionalCost, ...]:
    """The optional additional costs the card's own understood keywords offer (601.2f)."""
    return tuple(e for a in card.abilities if a.supported for e in a.effects
                 if isinstance(e, OptionalCost))


def optional_paid(card: Card, chosen: Mapping[str, int] | None,
                  ) -> tuple[tuple[str, int], ...]:
    """The optional costs ``chosen`` (keyword, case-insensitive, to times paid) checked
    against the card's (601.2b): each one it has, once unless it may be paid any number
    of times (702.157a); keywords as printed, those paid 0 times left out."""
    if not chosen:
        return ()
    label = f"cast {card.name}"
    offered = {c.keyword.lower(): c for c in optional_costs(card)}
    paid = []
    problems = []
    for keyword, times in chosen.items():
        found = offered.get(keyword.lower())
        if found is None:
            problems.append(f"it has no {keyword.lower()} cost mtglab understands (its "
                            f"optional costs: {', '.join(offered) or 'none'}; CR 601.2f)")
        elif times > 1 and not found.repeatable:
            problems.append(f"its {keyword.lower()} cost is paid at most once (CR "
                            f"{_RULES.get(keyword.lower(), '601.2f')})")
        elif times:
            paid.append((found.keyword, times))
    if problems:
        raise IllegalActionError(label, problems)
    return tuple(paid)


def with_optional_costs(card: Card, cost: ManaCost,
                        paid: tuple[tuple[str, int], ...]) -> ManaCost:
    """The total cost with each optional cost added as many times as it is paid (601.2f)."""
    by_keyword = {c.keyword: c.cost for c in optional_costs(card)}
    for keyword, times in paid:
        for _ in range(times):
            cost = cost + by_keyword[keyword]
    return cost


def _trigger(cost: OptionalCost, times: int) -> Ability:
    """The keyword's triggered ability (702.175a, 702.157a): a token copy of the
    permanent for each time its cost was paid, 1/1 for offspring's."""
    exceptions = (ExceptClause("base_pt", cost.base_pt),) if cost.base_pt else ()
    effects: tuple[Any, ...] = (CreateTokenCopy(Selector(relation=Relation.SELF),
                                                Amount.fixed(times), exceptions),)
    copies = "a token that's a copy of it" + (", except it's 1/1" if cost.base_pt else "") \
        if times == 1 else f"{times} tokens that are copies of it"
    text = (f"When this permanent enters, if its {cost.keyword.lower()} cost was paid, "
            f"create {copies}.")
    return Ability(text, AbilityKind.TRIGGERED, True, trigger=Trigger(TriggerEvent.ENTERS),
                   effects=effects, keywords=(cost.keyword,))


def copies_on_entering(state: GameState, item: StackItem, pid: int) -> GameState:
    """The permanent ``pid`` has entered from the spell ``item``: for each optional cost
    of it that was paid, its triggered ability triggers (702.175a, 702.157a, 603.6a)."""
    paid = dict(item.paid).get(OPTIONAL_PAID)
    if not paid or pid not in state.permanents or item.card is None:
        return state
    by_keyword = {c.keyword: c for c in optional_costs(item.card)}
    for keyword, times in paid:
        cost = by_keyword.get(str(keyword))
        if cost is None or not times or not cost.makes_copies:
            continue
        ability = _trigger(cost, int(times))
        trigger = PendingTrigger(pid, item.name, item.controller, ability, "enters")
        state = state.evolve(pending_triggers=(*state.pending_triggers, trigger))
        state = state.logged("trigger", item.name, f"{ability.text!r} triggers: its "
                             f"{cost.keyword.lower()} cost was paid",
                             f"{_RULES[cost.keyword.lower()]}, 603.6a")
    return state
