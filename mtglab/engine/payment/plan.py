"""A payment plan: which mana abilities to activate, in which order and with which
choices, so that the pool then pays a cost — and which mana pays each symbol (CR 601.2g-h,
605.3a, 106.6, 107.4).

:func:`plan_payment` takes the activations the solver chose (the integer programme's
solution, or a path of the exact search) and checks them with the engine's own
activation on states (:func:`mtglab.engine.resolution.stack.activate`; a card's ability in a hand
or graveyard with :func:`mtglab.engine.activating.hand.activate_from_hand`, 113.6m), searching the
choices and replacement orders it asks for, the order of the activations and which mana
pays each filter's cost (601.2h), within :data:`MAX_PLAN_TRIES` trial activations. Each
step says which mana paid its own cost and the plan which mana pays each symbol of the
cost, and from which source it came (:class:`~mtglab.engine.payment.pool.SymbolPaid`).
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from mtglab.engine.activating.hand import activate_from_hand, hand_view
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.game.zones import zone_cards
from mtglab.engine.payment.decision import cost_target, solve_payment
from mtglab.engine.payment.hall import pool_pays
from mtglab.engine.payment.pool import SymbolPaid, pay_from_pool, pool_payment
from mtglab.engine.payment.problem import ManaProblem, Reserve, has_snow
from mtglab.engine.payment.search import explore, explored_pays, mana_problem
from mtglab.engine.payment.sources import Source, is_tabulated
from mtglab.engine.resolution.stack import activate
from mtglab.engine.state import GameState, PlayerState
from mtglab.errors import ChoiceRequired, IllegalActionError, MtglabError
from mtglab.mana import Mana, ManaCost

__all__ = ["MAX_PLAN_TRIES", "PaymentPlan", "PlanStep", "plan_payment"]

MAX_PLAN_TRIES = 4_000


@dataclass(frozen=True)
class PlanStep:
    """One mana ability to activate while paying (605.3a), with what ``activate`` needs:
    ``choices``, ``costs`` (the permanents its cost takes; ``costs["mana"]``, the mana
    that pays its own mana cost, 601.2h), ``order`` (of replacement effects, 616.1) and
    ``x``; ``zone`` is "hand" or "graveyard" for a card's ability there (113.6m; the id is
    the card's). ``adds`` is what it adds; ``paid`` says which mana paid each symbol of
    its own mana cost."""

    permanent: str
    permanent_id: int
    ability: int
    text: str
    adds: str
    costs: dict[str, Any] | None = field(default=None, hash=False)
    choices: tuple[Any, ...] = ()
    order: tuple[str, ...] | None = None
    x: int | None = None
    zone: str | None = None
    paid: tuple[SymbolPaid, ...] = ()

    @property
    def label(self) -> str:
        """Its permanent (or card) as pool entries name their source."""
        return f"{self.permanent} #{self.permanent_id}"


@dataclass(frozen=True)
class PaymentPlan:
    """The steps, in order, and which mana pays each symbol of ``cost`` once they are
    done (``paid``); ``state`` is the state they leave, whose pool pays the cost."""

    cost: ManaCost
    steps: tuple[PlanStep, ...]
    paid: tuple[SymbolPaid, ...]
    state: GameState = field(repr=False, compare=False)

    def pays(self, step: PlanStep) -> tuple[str, ...]:
        """The symbols the mana of ``step`` pays: of the cost ("{G}"), or of a later
        step's own cost ("{1} of Azorius Signet #3")."""
        out = [f"{p.symbol} of {s.label}" for s in self.steps for p in s.paid
               if step.label in p.sources]
        return (*out, *(p.symbol for p in self.paid if step.label in p.sources))


def _target(state: GameState, s: Source, who: str) -> bool:
    """Whether the permanent (or the card in its zone) of ``s`` is still there."""
    if s.zone is not None:
        return any(c.id == s.permanent_id for c in zone_cards(state, who, s.zone))
    return s.permanent_id in state.permanents


def _card_costs(state: GameState, s: Source, who: str) -> dict[str, list[int]]:
    """The cards to pass as ``costs=`` for a cost that takes any N cards of a zone
    ("Discard a card", "Exile a card from your graveyard"): cards that have no mana
    ability of their own working there first (a Simian Spirit Guide is better exiled
    for its own mana than discarded), as the counted model of :class:`Source` assumes."""
    view = state if s.zone is None else hand_view(state, s.permanent_id)
    ability = characteristics_of(view)[s.permanent_id].abilities[s.ability_index].ability
    out: dict[str, list[int]] = {}
    if ("forage", ()) in s.costs:  # three cards of the graveyard (701.61a)
        yard = [int(g.id) for g in zone_cards(state, who, "graveyard") if g.id is not None]
        out["forage"] = yard[:3]
    for cost in ability.costs:
        if cost.kind not in ("discard", "exile") or cost.amount.kind != "fixed" or \
                cost.zone in (None, "battlefield") or \
                (cost.selector is not None and cost.selector.is_self):
            continue
        cards = [g for g in zone_cards(state, who, cost.zone) if g.id is not None
                 and g.id != s.permanent_id]
        cards.sort(key=lambda g: g.card is not None and any(
            is_tabulated(a) and any(c.zone == cost.zone for c in a.costs)
            for a in g.card.abilities))
        out[cost.kind] = [int(g.id) for g in cards[:cost.amount.value] if g.id is not None]
    return out


def _activate(state: GameState, who: str, s: Source, choices: list[Any], order: Any,
              costs: dict[str, Any]) -> tuple[GameState, Mana]:
    """One trial activation on ``state``: the pool as it is pays the step's own mana
    cost (the plan's other steps are the mana abilities activated for it, 605.3a)."""
    if s.zone is not None:  # a card's ability that functions in its zone (113.6m)
        done = activate_from_hand(state, s.permanent_id, s.ability_index, player=who,
                                  choices=choices, order=order, x=s.x)
    else:
        done = activate(state, s.permanent_id, s.ability_index, choices=choices,
                        costs=costs or None, order=order, player=who, x=s.x)
    return done.state, done.added.total


class _Trials:
    """Trial activations of sources on states, within a budget shared by the search."""

    def __init__(self, who: str) -> None:
        self.who = who
        self.budget = MAX_PLAN_TRIES

    def attempt(self, state: GameState, s: Source, want: Mana | None, seen: set[str],
                choices: list[Any], order: Any,
                costs: dict[str, Any]) -> Iterator[tuple[GameState, dict[str, Any]]]:
        """Activate ``s`` with these answers, asking each choice it raises in turn."""
        if self.budget <= 0:
            return
        self.budget -= 1
        try:
            after, mana = _activate(state, self.who, s, choices, order, costs)
        except ChoiceRequired as e:
            if "order" in e.what:
                for opt in e.options:
                    yield from self.attempt(state, s, want, seen, choices, list(opt),  # type: ignore[call-overload]
                                            costs)
                return
            for opt in e.options:
                yield from self.attempt(state, s, want, seen, [*choices, opt], order, costs)
            return
        except (MtglabError, ValueError, KeyError):
            return
        if want is not None and mana != want:
            return
        pool = repr(after.player(self.who).pool) + repr(after.player(self.who).life)
        if pool in seen:
            return  # the same result another way
        seen.add(pool)
        yield after, {"adds": str(mana), "choices": tuple(choices),
                      "order": tuple(order) if order else None, "costs": costs or None}

    def activations(self, state: GameState, s: Source,
                    want: Mana | None) -> Iterator[tuple[GameState, dict[str, Any]]]:
        """Activate ``s`` on ``state``, adding ``want`` (or, if None, each total it can
        add in turn), searching the choices and replacement orders activation asks for;
        then every other way to spend the pool on its own mana cost (601.2h)."""
        if not _target(state, s, self.who):
            return  # (the card has left that zone, the permanent is gone)
        # (forage takes a Food by itself, or a list of three graveyard cards: 701.61a)
        base: dict[str, Any] = {k: v[0] if k == "forage" and v else list(v)
                                for k, v in s.costs}
        base.update(_card_costs(state, s, self.who))
        seen: set[str] = set()
        yield from self.attempt(state, s, want, seen, [], None, base)
        if s.cost is not None and len(s.cost) and not s.cost.has_x:
            pool_now = state.player(self.who).pool_mana
            for combo in sorted(set(itertools.combinations(str(pool_now), s.cost.mana_value))):
                yield from self.attempt(state, s, want, seen, [], None,
                                        {**base, "mana": "".join(combo)})


@dataclass
class _Search:
    """The search for an order of the steps (and their totals) that pays the cost."""

    trials: _Trials
    steps: list[tuple[Source, Mana | None]]
    mc: ManaCost
    x: int
    spell: Any
    merged_from: Mapping[str, list[Source]]
    failed: set[tuple[str, tuple[int, ...], bool]] = field(default_factory=set)

    def pays(self, state: GameState) -> bool:
        player = state.player(self.trials.who)
        if self.spell is None and all(e.restriction is None for e in player.pool) and \
                not has_snow(self.mc):
            return pool_pays(player.pool_mana, player.life, self.mc, self.x)
        return pay_from_pool(player, self.mc, x=self.x,
                             purpose="spell" if self.spell is not None else "ability",
                             spell=self.spell) is not None

    def viable(self, state: GameState, left: list[int]) -> bool:
        """A necessary condition for the steps left to finish the plan: the pool and
        what they add, taken together, pay the cost and their own mana costs (Hall's
        condition, in any order; unrestricted mana only, otherwise assumed)."""
        player = state.player(self.trials.who)
        if any(e.restriction is not None for e in player.pool) or any(
                self.steps[k][0].restriction is not None or self.steps[k][1] is None
                for k in left):
            return True
        total, owed = player.pool_mana, self.mc
        for k in left:
            src, want = self.steps[k]
            assert want is not None
            total = total + want
            if src.cost is not None and len(src.cost):
                owed = owed + src.cost
        return pool_pays(total, player.life, owed, self.x)

    def _tries(self, state: GameState, left: list[int],
               strict: bool) -> Iterator[tuple[int, Source, GameState, dict[str, Any]]]:
        """Each next activation worth trying: (position in ``left``, source, state
        after, what it did)."""
        tried: set[tuple[str, Mana | None]] = set()
        for n, k in enumerate(left):
            s, want = self.steps[k]
            if (s.label, want) in tried:
                continue
            tried.add((s.label, want))
            # one permanent's abilities merged into one choice (a dual land's {G} or
            # {U}): activate the ability that gives the total wanted
            for alt in self.merged_from.get(s.label, [s]):
                if strict and want is not None and want not in alt.options:
                    continue
                for after, info in self.trials.activations(state, alt,
                                                           want if strict else None):
                    if strict and not self.viable(after, left[:n] + left[n + 1:]):
                        continue  # (which mana paid its cost left too little for the rest)
                    yield n, alt, after, info

    def go(self, state: GameState, left: list[int],
           strict: bool) -> list[tuple[Source, GameState, dict[str, Any], GameState]] | None:
        """Steps that, activated in order from ``state``, leave a pool that pays: each
        with the state before it, what it did, and the state after it."""
        if not left:
            return [] if self.pays(state) else None
        key = (repr(state.player(self.trials.who).pool) + repr(sorted(
            (p.id, p.tapped) for p in state.permanents.values())), tuple(left), strict)
        if key in self.failed or self.trials.budget <= 0:
            return None
        for n, alt, after, info in self._tries(state, left, strict):
            rest = self.go(after, left[:n] + left[n + 1:], strict)
            if rest is not None:
                return [(alt, state, info, after), *rest]
        self.failed.add(key)
        return None


def _paid_own_cost(state: GameState, who: str, s: Source,
                   costs: Mapping[str, Any] | None) -> tuple[SymbolPaid, ...]:
    """Which mana paid the step's own mana cost: the same payment activation made
    (601.2h), from the state before it, life the rest of its cost pays held back
    (119.4)."""
    if s.cost is None or not len(s.cost):
        return ()
    player = state.player(who)
    payer = replace(player, life=player.life - s.life) if s.life else player
    view = state if s.zone is None else hand_view(state, s.permanent_id)
    spend = (costs or {}).get("mana")
    found = pool_payment(payer, s.cost, x=s.x or 0, purpose="ability",
                         spend=Mana(spend) if spend else None,
                         source=characteristics_of(view).get(s.permanent_id))
    return found.symbols if found is not None else ()


def _chosen_steps(prob: ManaProblem, demand: Any, mc: ManaCost, x: int,
                  spell: Any) -> list[tuple[Source, Mana | None]] | None:
    """The activations the solver chose, in stage order (None: the cost can't be paid)."""
    if prob.dynamic:
        ex = explore(prob, keep_paths=True)
        found = next((n for n, (p, paid) in enumerate(ex.pools)
                      if explored_pays(prob, ex, p, paid, mc, x, spell)), None)
        return None if found is None else list(ex.paths[found])
    solved = solve_payment(prob, demand, spell, decompose=False, plan=True)
    if solved is None:
        return None
    built, sol = solved
    taken: dict[int, set[int]] = defaultdict(set)  # link -> members already used
    staged: list[tuple[int, Source, Mana | None]] = []
    for g, vars_g in zip(prob.groups, built.use, strict=True):
        for v, o, st in vars_g:
            for _ in range(int(sol[v])):
                if g.count > len(g.sources):  # one activation that repeats
                    k = 0
                else:
                    k = next(i for i in range(len(g.sources)) if i not in taken[g.link])
                    taken[g.link].add(k)
                staged.append((st, g.sources[k], o))
    # (what empties a hand comes after what takes a card from it: 701.9b)
    staged.sort(key=lambda t: (t[0], bool(t[1].empties)))
    return [(src, o) for _st, src, o in staged]


def _step(s: Source, before: GameState, who: str, info: dict[str, Any]) -> PlanStep:
    return PlanStep(s.label.split(" #")[0], s.permanent_id, s.ability_index, s.text,
                    info["adds"], info["costs"], info["choices"], info["order"], s.x,
                    s.zone, _paid_own_cost(before, who, s, info["costs"]))


def plan_payment(state: GameState, cost: ManaCost | str, who: str, *, spell: Any = None,
                 x: int | None = None, reserve: Reserve | None = None) -> PaymentPlan:
    """A plan that pays ``cost`` for ``who`` (no steps if the pool pays it); raises
    :class:`~mtglab.errors.IllegalActionError` if it can't be paid, or if no plan is
    found within :data:`MAX_PLAN_TRIES` trial activations. ``spell``: a Card, so
    spending restrictions count (106.6); ``reserve``: what the rest of the cost being
    paid takes, which the plan leaves alone (601.2g-h; see
    :func:`~mtglab.engine.payment.legality.payment_cases`)."""
    prob = mana_problem(state, who, snow=has_snow(cost), reserve=reserve)
    mc, demand = cost_target(cost, x)
    chosen = _chosen_steps(prob, demand, mc, x or 0, spell)
    if chosen is None:
        raise IllegalActionError(f"pay {mc}", ["no combination of the pool and the mana "
                                               "abilities available now can pay it"])
    search = _Search(_Trials(who), chosen, mc, x or 0, spell, prob.merged_from)
    order = list(range(len(chosen)))
    found = search.go(state, order, True) or search.go(state, order, False)
    if found is None:
        raise IllegalActionError(f"pay {mc}", [
            f"it can be paid, but no plan was found within {MAX_PLAN_TRIES} trial "
            "activations (orders, choices and the mana that pays each filter's cost)"])
    steps = tuple(_step(s, before, who, info) for s, before, info, _after in found)
    after = found[-1][3] if found else state
    player: PlayerState = after.player(who)
    paid = pool_payment(player, mc, x=x or 0,
                        purpose="spell" if spell is not None else "ability", spell=spell)
    return PaymentPlan(mc, steps, paid.symbols if paid is not None else (), after)
