"""One census board: a source kind with effect cards placed beside it, built and asked
for every order of the replacement effects on its mana (CR 616.1).

A :class:`BoardSpec` is plain, picklable data (the cards themselves travel with it, so a
worker process needs no card file); :func:`ask` builds the board through the public
Board API, asks ``ml.orderings(..., group=True)`` and returns one record: the outcomes
with the number of orders behind each, or the error the board raised and at which stage.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from mtglab.analysis.orderings import ordering_problem
from mtglab.board import Board, Permanent
from mtglab.cards import Card
from mtglab.combos.selection import Relevance
from mtglab.combos.setups import Placement, PlacementError, act, lay_out, placements, source_board
from mtglab.combos.sources import SourceKind
from mtglab.engine.mana.replacement import order_table
from mtglab.errors import TooManyOutcomes
from mtglab.mana import Mana

__all__ = ["ERROR_COLUMNS", "LIMIT", "RECORD_COLUMNS", "TABLE_COLUMNS", "Asker", "BoardSpec",
           "ask", "ask_all", "board_specs"]

#: The columns of a census table (one row per board answered).
TABLE_COLUMNS = ["board", "cards", "setup", "source", "n_outcomes", "outcomes",
                 "orders_per_outcome", "n_orders", "order_matters", "chooser",
                 "example_orders"]
#: The columns of a census's error table (one row per board that raised).
ERROR_COLUMNS = ["board", "cards", "setup", "source", "stage", "error_type", "error"]
#: A record as stored (a Parquet row): both sets of columns.
RECORD_COLUMNS = list(dict.fromkeys([*TABLE_COLUMNS, *ERROR_COLUMNS]))
#: More distinct outcomes than this on one board is recorded as an error, as
#: ``ml.orderings``'s default ``limit`` would raise.
LIMIT = 10_000


@dataclass(frozen=True, slots=True)
class BoardSpec:
    """Board number ``index``: ``source`` (its cards in ``source_cards``) with each
    placement's card put beside it, in order."""

    index: int
    source: SourceKind
    source_cards: tuple[Card, ...]
    placements: tuple[Placement, ...]

    @property
    def key(self) -> tuple[str, ...]:
        """What identifies the board: the source and each placement's label."""
        return (self.source.label, *(p.label for p in self.placements))


def board_specs(pool: Sequence[Relevance], sources: Sequence[SourceKind], size: int,
                unplaced: list[dict[str, str]] | None = None) -> Iterator[BoardSpec]:
    """Every board of the census, numbered from 0: for each source kind, each
    combination of ``size`` cards of ``pool`` that can be put beside it, and each
    combination of their placements (their choices). Cards that can't be put beside a
    source are appended to ``unplaced`` (card, source, why) and left out of that
    source's boards."""
    index = 0
    for source in sources:
        cards = source.cards()
        ways: list[tuple[Placement, ...]] = []
        for rel in pool:
            try:
                ways.append(placements(rel, source, cards))
            except PlacementError as exc:
                if unplaced is not None:
                    unplaced.append({"card": rel.name, "source": source.label,
                                     "why": str(exc)})
        for combo in itertools.combinations(ways, size):
            for chosen in itertools.product(*combo):
                yield BoardSpec(index, source, cards, chosen)
                index += 1


def _record(spec: BoardSpec, **fields: Any) -> dict[str, Any]:
    rec: dict[str, Any] = {
        "board": spec.index, "cards": [p.card.name for p in spec.placements],
        "setup": [p.label for p in spec.placements], "source": spec.source.label,
        "n_outcomes": 0, "outcomes": [], "orders_per_outcome": [], "n_orders": 0,
        "order_matters": False, "chooser": "", "example_orders": [],
        "stage": "", "error_type": "", "error": ""}
    rec.update(fields)
    return rec


class Asker:
    """Asks census boards one after another, building each as little as it can: the
    source's board is laid out once per source kind and copied (``Board.copy``), and
    consecutive boards that share their first placements share the board they were laid
    out on. The answers are those of :func:`ask` on each board alone: a board is the same
    sequence of actions either way (lay out every placement, then act each, CR 602.2,
    601.2), and a copy is the same board (handles stay valid in a copy).
    """

    def __init__(self) -> None:
        self._sources: dict[tuple[SourceKind, tuple[int, ...]], tuple[Board, Permanent]] = {}
        self._prefix: tuple[tuple[Placement, ...], Board, Permanent,
                            list[Permanent | None]] | None = None
        self._keep: list[object] = []  # the keys' objects, alive while their ids are keys

    def _source(self, spec: BoardSpec) -> tuple[Board, Permanent]:
        key = (spec.source, tuple(map(id, spec.source_cards)))
        found = self._sources.get(key)
        if found is None:
            found = self._sources[key] = source_board(spec.source, spec.source_cards)
            self._keep.append(spec.source_cards)
        return found

    def _laid_out(self, spec: BoardSpec) -> tuple[Board, Permanent, list[Permanent | None]]:
        """A fresh board with the source and every placement laid out."""
        head = spec.placements[:-1]
        if self._prefix is None or len(self._prefix[0]) != len(head) or any(
                a is not b for a, b in zip(self._prefix[0], head, strict=True)):
            self._prefix = None  # (a set-up error below leaves no prefix behind)
            base, p = self._source(spec)
            b = base.copy()
            laid = [lay_out(b, q, p) for q in head]
            self._prefix = (head, b, p, laid)
        _head, prefix, p, laid = self._prefix
        b = prefix.copy()
        return b, p, [*laid, *(lay_out(b, q, p) for q in spec.placements[len(head):])]

    def ask(self, spec: BoardSpec) -> dict[str, Any]:
        """:func:`ask`, sharing the set-up with the boards asked before."""
        try:
            b, p, laid = self._laid_out(spec)
            for q, h in zip(spec.placements, laid, strict=True):
                act(b, q, h, p)
        except Exception as exc:  # a census records what raised and goes on
            return _record(spec, stage="set-up", error_type=type(exc).__name__,
                           error=str(exc))
        return _answer(spec, b, p)


def _answer(spec: BoardSpec, b: Board, p: Permanent) -> dict[str, Any]:
    """Every order of the replacement effects on the source's mana, grouped by outcome
    (616.1): what ``ml.orderings(b, p, ability, group=True)`` tabulates, as a record
    (the outcomes by number of orders, most first)."""
    try:
        prob = ordering_problem(b, p, spec.source.ability)
        table = order_table(prob.event, prob.effects)

        @functools.cache
        def finished(final: frozenset[Mana]) -> frozenset[str]:
            return frozenset(str(m) for m in prob.finish(final))

        grouped: dict[frozenset[str], int] = {}
        examples: dict[frozenset[str], list[str]] = {}
        for final, (n, example) in table.items():
            key = finished(final)
            grouped[key] = grouped.get(key, 0) + n
            examples.setdefault(key, [prob.effects[i].label for i in example
                                      if prob.effects[i].tier != "self"])
        if len(grouped) > LIMIT:
            raise TooManyOutcomes("distinct outcomes", len(grouped), LIMIT)
    except Exception as exc:
        return _record(spec, stage="orderings", error_type=type(exc).__name__,
                       error=str(exc))
    rows = sorted(grouped.items(), key=lambda kv: (-kv[1], sorted(kv[0])))
    counts = [n for _k, n in rows]
    return _record(spec, n_outcomes=len(rows), outcomes=[sorted(k) for k, _n in rows],
                   orders_per_outcome=counts, n_orders=sum(counts),
                   order_matters=len(rows) > 1,
                   chooser=str(prob.event.chooser) if rows else "",
                   example_orders=[examples[k] for k, _n in rows])


def ask(spec: BoardSpec) -> dict[str, Any]:
    """Build the board and ask every order of the replacement effects on the source's
    mana (616.1; what ``ml.orderings(..., group=True)`` tabulates). Returns a record with
    the columns of :data:`RECORD_COLUMNS`; a board that raises is recorded with the stage
    ("set-up" or "orderings"), the error's type and its message."""
    return Asker().ask(spec)


def ask_all(specs: Iterable[BoardSpec]) -> list[dict[str, Any]]:
    """:func:`ask` each board, in order (one :class:`Asker`: set-ups shared)."""
    asker = Asker()
    return [asker.ask(s) for s in specs]
