"""Whether an ability can be activated now, mana abilities during payment included
(CR 602.2, 601.2g-h, 605.3a): the one :func:`activation_problems` of mtglab.

:func:`mtglab.engine.activating.activation.ability_problems` lists every reason an activation is
illegal with the mana cost paid from the pool as it is. A player may activate mana
abilities while paying a cost (601.2g, 605.3a), so "the pool holds {1}" is the wrong
question: the right one is whether the pool plus the mana abilities the player could
activate now pay it — the question :func:`~mtglab.engine.payment.decision.payable`
answers. The source's own {T} is part of the cost, so the source can't also tap for mana
to pay it; what the rest of the cost takes is left to it (:func:`payment_cases`).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from mtglab.cards.ability import Ability, AbilityKind
from mtglab.cards.effects import Cost
from mtglab.engine.activating.activation import ability_problems as engine_problems
from mtglab.engine.activating.costs import cost_candidates
from mtglab.engine.activating.hand import functions_in_hand, hand_view
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.game.zones import zone_cards
from mtglab.engine.mana.production import ProductionContext, amount_value
from mtglab.engine.payment.decision import payable as can_pay_state
from mtglab.engine.payment.pool import pay_from_pool
from mtglab.engine.payment.problem import Reserve
from mtglab.engine.payment.sources import is_tabulated
from mtglab.engine.state import GameState
from mtglab.engine.wording import possessive
from mtglab.errors import UnboundedMana, UnsupportedError
from mtglab.mana import ManaCost

__all__ = ["activation_problems", "mana_abilities_while_paying", "mana_cost_of",
           "needs_mana_abilities", "own_tap_case", "payment_cases", "state_for_payment"]


def mana_cost_of(state: GameState, pid: int, index: int) -> ManaCost | None:
    """The mana part of an ability's cost, or None."""
    ref = characteristics_of(state)[pid].abilities[index]
    mana = [c.mana for c in ref.ability.costs if c.kind == "mana" and c.mana is not None]
    return mana[0] if mana else None


def state_for_payment(state: GameState, pid: int, index: int) -> GameState:
    """The state in which the mana for an ability's cost is made: its source already
    tapped when the cost includes {T} (the source can't tap twice, 601.2h, 602.2b)."""
    ref = characteristics_of(state)[pid].abilities[index]
    perm = state.permanents[pid]
    if ref.ability.has_tap_cost and not perm.tapped:
        return state.with_permanent(replace(perm, tapped=True))
    return state


def own_tap_case(state: GameState, pid: int, index: int) -> tuple[GameState, Reserve]:
    """The case of :func:`payment_cases` where only the source's own {T} is held back
    (too many ways to choose the rest of the cost to try each): no mana ability may tap
    the source (601.2g-h, 602.2b)."""
    ability = characteristics_of(state)[pid].abilities[index].ability
    tapping = ability.has_tap_cost and not state.permanents[pid].tapped
    return state, Reserve((f"tap:{pid}",) if tapping else ())


_MOST_CHOICES = 64  # ways to choose what the cost takes, tried one by one


@dataclass
class _Taken:
    """What the rest of an ability's cost takes, read cost by cost (see
    :func:`payment_cases`): uses no mana ability may have too, counted resources, life,
    and the choices among permanents ("tap" | "gone" | "forage", every combination;
    forage's ``()`` is its three graveyard cards)."""

    forbid: set[str] = field(default_factory=set)
    counts: dict[str, int] = field(default_factory=dict)
    life: int = 0
    choices: list[tuple[str, list[tuple[int, ...]]]] = field(default_factory=list)

    def count(self, resource: str, n: int) -> None:
        self.counts[resource] = self.counts.get(resource, 0) + n

    def choose(self, kind: str, combos: Iterable[tuple[int, ...]]) -> None:
        self.choices.append((kind, list(itertools.islice(combos, _MOST_CHOICES + 1))))


def _take_permanents(taken: _Taken, state: GameState, pid: int, cost: Cost, who: str,
                     n: int) -> bool:
    """Read a cost that taps, sacrifices, returns or exiles permanents (or forages);
    False when ``cost`` is of another kind."""
    self_cost = cost.selector is not None and cost.selector.is_self
    on_battlefield = cost.zone in (None, "battlefield")
    if cost.kind == "tap_other" and cost.selector is not None:
        taken.choose("tap", itertools.combinations(cost_candidates(state, pid, cost, who), n))
    elif (cost.kind in ("sacrifice", "return") and (self_cost or cost.selector is None)) or \
            (cost.kind == "exile" and cost.zone == "battlefield" and self_cost):
        taken.forbid.add(f"sac:{pid}")
    elif cost.kind in ("sacrifice", "return", "exile") and on_battlefield:
        taken.choose("gone", itertools.combinations(cost_candidates(state, pid, cost, who), n))
    elif cost.kind == "forage":  # three graveyard cards, or a Food (701.61a)
        foods = [o for o, q in characteristics_of(state).items()
                 if q.controller == who and "Food" in q.subtypes]
        taken.choices.append(("forage", [(), *((f,) for f in foods)]))
    else:
        return False
    return True


def _take_counted(taken: _Taken, pid: int, cost: Cost, who: str, n: int,
                  x: int | None) -> None:
    """Read a cost that takes cards, energy, counters or life (118.3, 119.4)."""
    self_cost = cost.selector is not None and cost.selector.is_self
    if cost.kind == "discard" and cost.amount.kind != "all":
        taken.count(f"hand:{who}", n)
    elif cost.kind == "exile" and not self_cost:
        taken.count(f"{cost.zone or 'hand'}:{who}", n)
    elif cost.kind == "mill":
        taken.count(f"library:{who}", n)
    elif cost.kind == "energy":
        taken.count(f"energy:{who}", cost.amount.value)
    elif cost.kind == "remove_counters" and (cost.selector is None or self_cost):
        # (from a permanent chosen as it is paid: not the source's counters)
        fixed = not cost.any_number and cost.amount.kind == "fixed"
        taken.count(f"counters:{pid}:{cost.counter}", cost.amount.value if fixed else x or 0)
    elif cost.kind == "pay_life":
        taken.life += cost.amount.value


def _cases(taken: _Taken, state: GameState, who: str) -> list[tuple[GameState, Reserve]]:
    """One (state, reserve) per way to choose what the cost takes."""
    out = []
    for combo in itertools.product(*(c for _k, c in taken.choices)):
        gone = set(taken.forbid)
        takes = dict(taken.counts)
        for (kind, _c), chosen in zip(taken.choices, combo, strict=True):
            if kind == "forage" and not chosen:
                takes[f"graveyard:{who}"] = takes.get(f"graveyard:{who}", 0) + 3
            gone.update(f"{'tap' if kind == 'tap' else 'sac'}:{oid}" for oid in chosen)
        out.append((state, Reserve(tuple(sorted(gone)), tuple(sorted(takes.items())),
                                   taken.life)))
    return out


def payment_cases(state: GameState, pid: int, index: int, who: str,
                  x: int | None) -> list[tuple[GameState, Reserve]] | None:
    """The states the mana for an ability's cost is made in, with what the rest of the
    cost takes (:class:`~mtglab.engine.payment.problem.Reserve`), one per way to choose
    it: mana abilities are activated before costs are paid (601.2g-h), so the source
    whose {T} is part of the cost can't tap for mana (602.2b), a permanent tapped for
    mana can't also be the untapped creature the cost taps, a permanent the cost
    sacrifices can't be sacrificed for mana too, and a card it discards can't also be
    exiled for mana; the life it costs (119.4) is not there for Phyrexian symbols or
    Mana Confluence. What the cost taps and the life it pays are held back in the
    reserve, not changed in the state: every way to pay shares the state's sources,
    computed once. None when there are too many ways to try."""
    ability = characteristics_of(state)[pid].abilities[index].ability
    taken = _Taken()
    if ability.has_tap_cost and not state.permanents[pid].tapped:
        taken.forbid.add(f"tap:{pid}")
    for cost in ability.costs:
        n = 0 if cost.amount.kind == "all" else amount_value(
            cost.amount, ProductionContext(state, pid, who, x=x or 0))
        if not _take_permanents(taken, state, pid, cost, who, n):
            _take_counted(taken, pid, cost, who, n, x)
    if math.prod(len(c) for _k, c in taken.choices) > _MOST_CHOICES:
        return None
    return _cases(taken, state, who)


def _untabulated_mana_abilities(state: GameState, who: str,
                                 busy: frozenset[int] = frozenset()) -> list[str]:
    """The mana abilities ``who`` could activate now that available mana doesn't count
    (605.1a, 601.2g; see :func:`mtglab.engine.payment.sources.is_tabulated`), as "Name's
    ability [i]": on the battlefield (but not the {T} abilities of ``busy``: the
    permanents the cost being paid taps, 602.2b), and of cards that function in a hand
    or graveyard (113.6m)."""
    out = []
    for q, c in characteristics_of(state).items():
        if c.controller != who:
            continue
        for i, ref in enumerate(c.abilities):
            if _skipped(ref.ability) and not (q in busy and ref.ability.has_tap_cost) \
                    and not engine_problems(state, q, i, who):
                out.append(f"{c.name}'s ability [{i}]")
    for zone in ("hand", "graveyard"):
        for g in zone_cards(state, who, zone):
            if g.card is None or g.id is None or not any(_skipped(a) for a in g.card.abilities):
                continue
            view = hand_view(state, g.id)
            for i, ref in enumerate(characteristics_of(view)[g.id].abilities):
                if _skipped(ref.ability) and functions_in_hand(view, g.id, i) and \
                        not engine_problems(view, g.id, i, who):
                    out.append(f"{g.name}'s ability [{i}] (in the {zone})")
    return out


def _skipped(a: Ability) -> bool:
    """A supported activated mana ability that available mana doesn't count."""
    return a.supported and a.is_mana_ability and a.kind is AbilityKind.ACTIVATED and \
        not is_tabulated(a)


def activation_problems(state: GameState, pid: int, index: int, player: str | None = None,
                        x: int | None = None) -> list[str]:
    """Every reason the ability can't be activated now, each citing its rule; ``[]``
    when it can (see :func:`mtglab.engine.activating.activation.ability_problems` for the order).

    A mana cost is payable when the pool plus the mana abilities the player could
    activate while paying pay it (601.2g, 605.3a); with X not given, X = 0 is asked.
    """
    problems = engine_problems(state, pid, index, player, x, mana_paid=True)
    cost = mana_cost_of(state, pid, index)
    if cost is None or (cost.has_x and x is None and cost.mana_value == 0):
        return problems
    who = player or characteristics_of(state)[pid].controller
    if _pool_pays(state, pid, index, who, cost, x):
        return problems  # the pool alone pays it: no mana ability need be asked about
    try:
        payable = _abilities_pay(state, pid, index, who, cost, x)
    except UnsupportedError as e:  # can't tell: said so, never a guess
        problems.append(f"mtglab can't tell whether {cost} can be paid: {e}")
        return problems
    if not payable:
        _add_unpaid(problems, state, pid, index, who, cost)
    return problems


def _pool_pays(state: GameState, pid: int, index: int, who: str, cost: ManaCost,
               x: int | None) -> bool:
    """Whether the pool alone pays the cost; the life the rest of the cost pays is not
    there for Phyrexian symbols (119.4)."""
    source = characteristics_of(state)[pid]
    life = sum(c.amount.value for c in source.abilities[index].ability.costs
               if c.kind == "pay_life")
    payer = state.player(who)
    if life:
        payer = replace(payer, life=payer.life - life)
    return pay_from_pool(payer, cost, x=x or 0, source=source) is not None


def _abilities_pay(state: GameState, pid: int, index: int, who: str, cost: ManaCost,
                   x: int | None) -> bool:
    """Whether the pool plus the mana abilities ``who`` could activate while paying pay
    the cost, one try per way to choose what the rest of the cost takes (601.2g-h)."""
    tries = payment_cases(state, pid, index, who, x)
    cases = tries if tries is not None else [own_tap_case(state, pid, index)]
    try:
        return any(can_pay_state(s, cost, who, x=x or 0, reserve=r) for s, r in cases)
    except UnboundedMana:  # a loop of mana abilities makes any amount (605.3a)
        return True


def _add_unpaid(problems: list[str], state: GameState, pid: int, index: int, who: str,
                cost: ManaCost) -> None:
    """Say why the cost can't be paid, or that mtglab can't tell (mana abilities that
    available mana doesn't count): never a wrong False."""
    tapping = characteristics_of(state)[pid].abilities[index].ability.has_tap_cost
    skipped = _untabulated_mana_abilities(state, who,
                                          frozenset({pid}) if tapping else frozenset())
    if skipped:
        problems.append(f"mtglab can't tell whether {cost} can be paid: available mana "
                        f"doesn't count {', '.join(skipped)} (which cards its cost "
                        "takes matters, or its X is chosen); try "
                        "Board.activate(..., pay_with=)")
        return
    pool = state.player(who).pool_mana
    last = [i for i, p in enumerate(problems) if p.startswith(_NOT_MODELLED)]
    reason = (f"{cost} can't be paid: not from {possessive(who)} mana pool "
              f"({pool or 'empty'}) plus the mana abilities {who} could activate "
              "while paying (CR 601.2g-h, 605.3a, 118.3)")
    problems.insert(last[0] if last else len(problems), reason)


_NOT_MODELLED = ("mtglab does not understand this ability's text", "loyalty abilities")


def needs_mana_abilities(state: GameState, pid: int, index: int, player: str | None,
                         x: int | None) -> bool:
    """Whether the pool alone can't pay the ability's mana cost, though the mana
    abilities its controller could activate while paying can (601.2g)."""
    cost = mana_cost_of(state, pid, index)
    if cost is None or (cost.has_x and x is None):
        return False
    source = characteristics_of(state)[pid]
    payer = state.player(player or source.controller)
    if pay_from_pool(payer, cost, x=x or 0, purpose="ability", source=source) is not None:
        return False
    return not activation_problems(state, pid, index, player, x)


def mana_abilities_while_paying(state: GameState, who: str,
                                paying: int) -> list[tuple[int, int]]:
    """The mana abilities ``who`` could activate now, while paying a cost of
    ``paying``'s ability (601.2g, 605.3a): (permanent id, ability index) pairs."""
    found = []
    for q, c in characteristics_of(state).items():
        if q == paying or c.controller != who:
            continue
        for a, ref in enumerate(c.abilities):
            if ref.ability.is_mana_ability and ref.ability.kind is AbilityKind.ACTIVATED \
                    and not activation_problems(state, q, a, who):
                found.append((q, a))
    return found
