"""Every order in which replacement effects may apply to a mana ability, as a table.

``ml.orderings(b, p, i)`` lists one row per legal order (CR 616.1): the effects in the
order applied, the mana it gives (trigger mana included), who chose, and each step with
its rule. ``group=True`` gives one row per outcome with the number of orders behind it,
counted by dynamic programming without listing the orders (each outcome's example order
comes from the same search) — ten effects on one event take milliseconds where their
3,628,800 permutations would take minutes.

The same table exists for the other events of the one search: a spell's permanent
entering (``cast=``, 614.1c) and tokens being created (``create=("Treasure", 1)``,
111.1, 614.1a).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtglab.analysis.tables import as_table
from mtglab.analysis.view import check_board
from mtglab.arguments import (
    check_flag,
    check_limit,
    check_player,
    check_sequence,
    check_token_spec,
    check_x,
)
from mtglab.cards.model import Card
from mtglab.cards.pool.catalogue import card as lookup_card
from mtglab.cards.tokencards import token_abilities
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.effects.tokens import predefined_token, token_values
from mtglab.engine.events.counters import counter_order_problem, player_counter_order_problem
from mtglab.engine.events.creating import Creation, TokenKind, creation_problem
from mtglab.engine.events.orders import list_orders as list_entering_orders
from mtglab.engine.events.orders import order_table as entering_order_table
from mtglab.engine.mana.could_produce import could_produce_map
from mtglab.engine.mana.manaflow import ability_events, totals_after_triggers
from mtglab.engine.mana.replacement import (
    ManaEvent,
    ManaRepEffect,
    list_orders,
    order_table,
)
from mtglab.engine.mana.totals import activation_context
from mtglab.engine.spells.spellentering import spell_entering
from mtglab.engine.wording import does
from mtglab.errors import (
    BadArgumentError,
    BadArgumentTypeError,
    ChoiceRequired,
    TooManyOutcomes,
    UnsupportedError,
)
from mtglab.mana import Mana

if TYPE_CHECKING:
    import pandas as pd

    from mtglab.analysis.view import BoardView as Board

    PermanentLike = Any

__all__ = ["OrderingProblem", "ordering_problem", "orderings"]

ORDER_COLUMNS = ["order", "mana", "chooser", "steps"]
GROUP_COLUMNS = ["mana", "n_orders", "chooser", "example_order"]


@dataclass(frozen=True)
class OrderingProblem:
    """A mana ability's proposed event, the effects that may apply, and how to finish
    each outcome (adding trigger mana)."""

    event: ManaEvent
    effects: tuple[ManaRepEffect, ...]
    finish: Any  # frozenset[Mana] -> frozenset[Mana]
    source_name: str


def ordering_problem(board: Board, p: PermanentLike, ability: int | str = 0, *,
                     x: int | None = None) -> OrderingProblem:
    """Build the ordering problem of one activation (the ability's first "add mana")."""
    pid, i = board.ability_index(p, ability)
    state = board.state
    c = characteristics_of(state)[pid]
    ref = c.abilities[i]
    a = ref.ability
    if not a.supported:
        raise UnsupportedError(f"{c.name}'s ability {a.text!r} is not understood: {a.problem}")
    if any(cost.mana is not None and cost.mana.has_x for cost in a.costs) and x is None:
        raise ChoiceRequired("the value of X (CR 107.3a); pass x=")

    def could(other: int) -> frozenset[str]:  # (the board's sets, computed when first asked)
        return could_produce_map(state)[other]

    pctx = activation_context(state, pid, i, x=x, could=could)
    tapped = a.has_tap_cost
    events = list(ability_events(state, pid, ref, pctx, c.controller, tapped))
    if not events:
        raise UnsupportedError(f"{c.name}'s ability {a.text!r} doesn't add mana")
    _effect, event, effects = events[0]

    def finish(final: frozenset[Mana]) -> frozenset[Mana]:
        return totals_after_triggers(state, pid, final or frozenset({Mana()}), c.controller,
                                     tapped, pctx)

    return OrderingProblem(event, tuple(effects), finish, c.name)


def _strings(ms: frozenset[Mana]) -> frozenset[str]:
    return frozenset(str(m) for m in ms)


def orderings(board: Board, p: PermanentLike | None = None, ability: int | str = 0, *,
              group: bool = False, limit: int = 10_000, x: int | None = None,
              progress: bool | None = None, cast: str | Card | None = None,
              copy_of: PermanentLike | None = None, controller: str | None = None,
              choices: Sequence[Any] = (), targets: Sequence[Any] = (),
              create: str | tuple[str | Mapping[str, Any], int] | None = None,
              counters: tuple[Any, str, int] | None = None) -> pd.DataFrame:
    """One row per order of applying replacement effects to this activation (616.1).

    Columns: ``order`` (tuple of the labels of the effects the chooser picks, ``()`` when
    none is chosen; self-replacement effects apply first without a choice, 614.15,
    616.1a, and appear in ``steps`` only), ``mana``
    (frozenset of mana strings, trigger mana included), ``chooser`` (the affected
    object's controller, 616.1), ``steps`` (what each application did, with its rule).
    ``group=True``: one row per outcome with ``n_orders`` and an ``example_order``;
    orders are counted, never listed. More than ``limit`` rows raises
    :class:`~mtglab.errors.TooManyOutcomes`. ``progress`` shows a progress bar while
    listing (default: when more than 2,000 orders).

    ``cast="Endless One", x=3`` instead lists the orders of the replacement effects on
    the permanent that spell would put onto the battlefield (614.1c, 122.6, 616.1), for
    ``controller`` (the active player by default), entering as a copy of ``copy_of`` if
    given: columns ``order``, ``counters`` (dict kind -> n it enters with), ``copy_of``,
    ``tapped``, ``chooser``, ``steps``; ``group=True`` and ``limit`` as for mana.
    Nothing is paid or changed; ``b.cast(..., order=...)`` picks one of the orders.

    ``create=("Treasure", 1)`` (or ``create="Treasure"``) instead lists the orders of the
    replacement effects on ``controller`` (the active player by default) creating that
    many of that token (111.1, 614.1a, 616.1): a predefined token's name (111.10) or a
    mapping of ``b.create_token`` keywords (``{"name": "Soldier", "types": ["Creature"],
    ...}``). Columns ``order``, ``tokens`` (dict name -> n created), ``n_tokens``,
    ``chooser``, ``steps``; ``group=True`` and ``limit`` as for mana;
    ``b.create_token(..., order=...)`` picks one of the orders.

    ``counters=(target, "+1/+1", 2)`` instead lists the orders of the replacement effects
    on putting that many counters of that kind on ``target`` — a permanent, or a player
    by name (energy, poison; 122.1, 614.16, 616.1) — put by ``controller`` (the active
    player by default): columns ``order``, ``counters`` (the number put), ``chooser``
    (the permanent's controller or the player, 616.1), ``steps``; ``group=True`` and
    ``limit`` as for mana; ``b.put_counters(..., order=...)`` picks one of the orders.
    """
    check_board(board)
    check_limit(limit)
    check_flag(group, "group")
    check_flag(progress, "progress", optional=True)
    check_x(x)
    if cast is None and create is None and counters is None and p is None:
        raise BadArgumentTypeError("p", p, "a permanent (and an ability) of the board, "
                                   "cast= a card whose entering is ordered, or create= "
                                   "the tokens whose creation is ordered")
    if counters is not None:
        return _counter_orderings(board, counters, putter=controller, group=group,
                                  limit=limit)
    if create is not None:
        return _creation_orderings(board, create, controller=controller, group=group,
                                   limit=limit)
    if cast is not None:
        return _entering_orderings(board, cast, x=x, copy_of=copy_of, controller=controller,
                                   choices=choices, targets=targets, group=group,
                                   limit=limit)
    prob = ordering_problem(board, p, ability, x=x)
    if group:
        return _grouped_mana_orderings(prob, limit)
    return _mana_orderings(prob, limit, progress)


def _grouped_mana_orderings(prob: OrderingProblem, limit: int) -> pd.DataFrame:
    """One row per outcome of an activation's mana (616.1), with the number of orders
    giving it and an example order: orders are counted, never listed."""
    import pandas as pd


    table = order_table(prob.event, prob.effects)
    chooser = prob.event.chooser
    finished = _finisher(prob)
    grouped: dict[frozenset[str], int] = {}
    examples: dict[frozenset[str], tuple[str, ...]] = {}
    for final, (n, example) in table.items():
        key = finished(final)
        grouped[key] = grouped.get(key, 0) + n
        examples.setdefault(key, tuple(prob.effects[i].label for i in example
                                       if prob.effects[i].tier != "self"))
    if len(grouped) > limit:
        raise TooManyOutcomes("distinct outcomes", len(grouped), limit)
    rows = [{"mana": k, "n_orders": n, "chooser": chooser,
             "example_order": examples.get(k, ())}
            for k, n in sorted(grouped.items(), key=lambda kv: (-kv[1], sorted(kv[0])))]
    return as_table(pd.DataFrame(rows, columns=GROUP_COLUMNS))


def _mana_orderings(prob: OrderingProblem, limit: int, progress: bool | None
                    ) -> pd.DataFrame:
    """One row per order of applying the replacement effects to an activation's mana
    (616.1), with a progress bar when asked (by default past 2,000 orders)."""
    import pandas as pd


    table = order_table(prob.event, prob.effects)
    chooser = prob.event.chooser
    finished = _finisher(prob)
    total = sum(n for n, _example in table.values())
    if total > limit:
        raise TooManyOutcomes(f"orders of {len(prob.effects)} replacement effects on "
                              f"{prob.source_name}'s mana", total, limit)
    show = progress if progress is not None else total > 2_000
    bar = None
    if show:
        from tqdm.auto import tqdm

        bar = tqdm(total=total, desc="orders", unit="order")
    rows = []
    try:
        for row in list_orders(prob.event, list(prob.effects),
                               progress=bar.update if bar is not None else None):
            rows.append({"order": row.order, "mana": finished(row.outcomes),
                         "chooser": chooser, "steps": row.steps})
    finally:
        if bar is not None:
            bar.close()
    return as_table(pd.DataFrame(rows, columns=ORDER_COLUMNS))


def _finisher(prob: OrderingProblem) -> Any:
    """``prob.finish`` as mana strings, memoized: many orders end in the same outcome,
    and adding trigger mana (605.4a) to it need be done once."""

    @functools.cache
    def finished(final: frozenset[Mana]) -> frozenset[str]:
        return _strings(prob.finish(final))

    return finished


def _how(forced: bool) -> str:
    """How a step came to be applied, for the "steps" column."""
    return "a self-replacement effect, applied first: 614.15, " if forced else ""


def _chosen(problem: Any, labels: Sequence[str], example: Sequence[int]) -> tuple[str, ...]:
    """The labels of an example order's chosen steps: the self-replacement effects
    (614.15, 616.1a) apply first without a choice and are not named."""
    return tuple(labels[i] for i in example if not problem.is_forced(i))


ENTER_COLUMNS = ["order", "counters", "copy_of", "tapped", "chooser", "steps"]
ENTER_GROUP_COLUMNS = ["counters", "copy_of", "tapped", "n_orders", "chooser", "example_order"]


def _entering_orderings(board: Board, cast: str | Card, *, x: int | None,
                        copy_of: PermanentLike | None, controller: str | None,
                        choices: Sequence[Any], targets: Sequence[Any], group: bool,
                        limit: int) -> pd.DataFrame:
    """The orders of the replacement effects on a spell's permanent entering (616.1)."""
    import pandas as pd


    check_player(board.state.player_names, controller, "controller", optional=True)
    check_sequence(choices, "choices")
    check_sequence(targets, "targets")
    state = board.state
    card = cast if isinstance(cast, Card) else lookup_card(cast)
    who = controller or board.active
    if card.mana_cost is not None and card.mana_cost.has_x and x is None:
        raise ChoiceRequired(f"the value of X for {card.name} (CR 107.3a); pass x=")
    original = board.id_of(copy_of) if copy_of is not None else None
    target_ids = [board.id_of(t) for t in targets]
    entering = spell_entering(state, card, who, x=x, copy_of=original, choices=choices,
                              targets=target_ids)
    copied = characteristics_of(state)[original].name if original is not None else None

    def _copy_name(value: Any, chosen: str | None) -> str | None:
        """The name of what it enters as a copy of: the copy effect that applied last in
        the event (616.1c), or the one chosen as it was cast."""
        return characteristics_of(state)[value.copy_of].name if value.copy_of is not None \
            else chosen

    table = entering_order_table(entering.problem)
    if group:
        if len(table) > limit:
            raise TooManyOutcomes("distinct ways to enter", len(table), limit)
        rows = [{"counters": value.counter_dict(), "copy_of": _copy_name(value, copied),
                 "tapped": value.tapped, "n_orders": n, "chooser": entering.chooser,
                 "example_order": _chosen(entering.problem, entering.labels, example)}
                for value, (n, example) in sorted(table.items(), key=lambda kv: -kv[1][0])]
        return as_table(pd.DataFrame(rows, columns=ENTER_GROUP_COLUMNS))
    total = sum(n for n, _example in table.values())
    if total > limit:
        raise TooManyOutcomes(f"orders of {len(entering.effects)} replacement effects on "
                              f"{card.name} entering", total, limit)
    rows = []
    for row in list_entering_orders(entering.problem):
        steps = tuple(
            f"{does(entering.chooser, 'applies')} {entering.effects[i].describe(after)} "
            f"[CR {_how(forced)}{tier}, {entering.effects[i].rule}; then 616.1f]"
            for i, tier, after, forced in zip(row.order, row.tiers, row.values, row.forced,
                                              strict=True))
        rows.append({"order": tuple(entering.labels[i] for i in row.chosen),
                     "counters": row.value.counter_dict(),
                     "copy_of": _copy_name(row.value, copied),
                     "tapped": row.value.tapped, "chooser": entering.chooser,
                     "steps": steps})
    return as_table(pd.DataFrame(rows, columns=ENTER_COLUMNS))


CREATE_COLUMNS = ["order", "tokens", "n_tokens", "chooser", "steps"]
COUNTER_COLUMNS = ["order", "counters", "chooser", "steps"]
COUNTER_GROUP_COLUMNS = ["counters", "n_orders", "chooser", "example_order"]
CREATE_GROUP_COLUMNS = ["tokens", "n_tokens", "n_orders", "chooser", "example_order"]


def _token_kind(spec: str | Mapping[str, Any]) -> TokenKind:
    """The token ``create=`` names: a predefined token (111.10) or characteristics (111.3)."""
    if isinstance(spec, str):
        return TokenKind(predefined_token(spec))
    if isinstance(spec, Mapping):
        fields = dict(spec)
        tapped = bool(fields.pop("tapped", False))
        name = fields.pop("name", None) or " ".join(fields.get("subtypes", ())) or "Token"
        text = fields.pop("oracle_text", "")  # read as a card's text (111.3)
        read = token_abilities(text, name=name, types=fields.get("types", ()),
                               subtypes=fields.get("subtypes", ()),
                               supertypes=fields.get("supertypes", ()))
        return TokenKind(token_values(name=name, **fields, read=read), tapped=tapped)
    raise TypeError(f"create= names a token: a name such as 'Treasure' or a mapping of "
                    f"create_token keywords, not {type(spec).__name__}")


def _creation_orderings(board: Board, create: str | tuple[str | Mapping[str, Any], int], *,
                        controller: str | None, group: bool, limit: int) -> pd.DataFrame:
    """The orders of the replacement effects on tokens being created (616.1)."""
    import pandas as pd


    check_token_spec(create)
    check_player(board.state.player_names, controller, "controller", optional=True)
    spec, n = (create, 1) if isinstance(create, str | Mapping) else create
    n = int(n)
    who = controller or board.active
    kind = _token_kind(spec)
    cp = creation_problem(board.state, Creation(((kind, n),)), who)
    table = entering_order_table(cp.problem)
    if group:
        if len(table) > limit:
            raise TooManyOutcomes("distinct sets of tokens", len(table), limit)
        rows = [{"tokens": value.counts(), "n_tokens": value.total, "n_orders": count,
                 "chooser": who, "example_order": _chosen(cp.problem, cp.labels, example)}
                for value, (count, example) in sorted(table.items(),
                                                      key=lambda kv: -kv[1][0])]
        return as_table(pd.DataFrame(rows, columns=CREATE_GROUP_COLUMNS))
    total = sum(count for count, _example in table.values())
    if total > limit:
        raise TooManyOutcomes(f"orders of {len(cp.effects)} replacement effects on "
                              f"{kind.name} tokens being created", total, limit)
    rows = []
    for row in list_entering_orders(cp.problem):
        steps = tuple(
            f"{does(who, 'applies')} {cp.labels[i]} ({cp.effects[i].effect.describe()}) -> "
            f"{after.describe()} [CR {tier}, 614.1a; then 616.1f]"
            for i, tier, after in zip(row.order, row.tiers, row.values, strict=True))
        rows.append({"order": tuple(cp.labels[i] for i in row.chosen),
                     "tokens": row.value.counts(), "n_tokens": row.value.total,
                     "chooser": who, "steps": steps})
    return as_table(pd.DataFrame(rows, columns=CREATE_COLUMNS))


def _counters_asked(counters: Any) -> tuple[Any, str, int]:
    """``counters=``: (a permanent or a player, a counter kind, a number of one or more,
    CR 614.16)."""
    if isinstance(counters, str | bytes) or not isinstance(counters, Sequence) or \
            len(counters) != 3:
        raise BadArgumentTypeError("counters", counters, "(a permanent or a player, a "
                                   "counter kind, a number), e.g. (elf, '+1/+1', 2)")
    target, kind, n = counters
    if not isinstance(kind, str) or not kind:
        raise BadArgumentTypeError("counters kind", kind, "a counter kind such as '+1/+1'")
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise BadArgumentError("counters number", n, "a whole number of one or more "
                               "counters (CR 614.16)")
    return target, kind, n


def _counter_steps(row: Any, labels: Sequence[str], chooser: str, kind: str,
                   n: int) -> tuple[str, ...]:
    """What each application of an order did to the number of counters."""
    before = [n, *row.values][:len(row.order)]
    return tuple(
        f"{does(chooser, 'applies')} {labels[i]}: {was} -> {after} {kind} counter(s) "
        f"[CR {tier}, 614.16; then 616.1f]"
        for i, tier, was, after in zip(row.order, row.tiers, before, row.values,
                                       strict=True))


def _counter_orderings(board: Board, counters: tuple[Any, str, int], *, putter: str | None,
                       group: bool, limit: int) -> pd.DataFrame:
    """The orders of the replacement effects on counters being put (614.16, 616.1)."""
    import pandas as pd


    target, kind, n = _counters_asked(counters)
    who = putter or board.active
    check_player([pl.name for pl in board.state.players], who, "controller")
    if isinstance(target, str) and target in {pl.name for pl in board.state.players}:
        problem, effects = player_counter_order_problem(board.state, target, kind, n, who)
        chooser, name = target, target
    else:
        pid = board.id_of(target)
        problem, effects = counter_order_problem(board.state, pid, kind, n, who)
        chars = characteristics_of(board.state)[pid]
        chooser, name = chars.controller, chars.name
    labels = [f.label for f in effects]
    table = entering_order_table(problem)
    if group:
        if len(table) > limit:
            raise TooManyOutcomes("distinct numbers of counters", len(table), limit)
        rows = [{"counters": value, "n_orders": count, "chooser": chooser,
                 "example_order": _chosen(problem, labels, example)}
                for value, (count, example) in sorted(table.items(),
                                                      key=lambda kv: (-kv[1][0], kv[0]))]
        return as_table(pd.DataFrame(rows, columns=COUNTER_GROUP_COLUMNS))
    total = sum(count for count, _example in table.values())
    if total > limit:
        raise TooManyOutcomes(f"orders of {len(effects)} replacement effects on counters "
                              f"put on {name}", total, limit)
    rows = [{"order": tuple(labels[i] for i in row.chosen), "counters": row.value,
             "chooser": chooser, "steps": _counter_steps(row, labels, chooser, kind, n)}
            for row in list_entering_orders(problem)]
    return as_table(pd.DataFrame(rows, columns=COUNTER_COLUMNS))
