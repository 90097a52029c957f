"""One census board: a source kind with effect cards placed beside it, built and asked
for every order of the replacement effects on its mana (CR 616.1).

A :class:`BoardSpec` is plain, picklable data (the cards themselves travel with it, so a
worker process needs no card file); :func:`ask` builds the board through the public
Board API, asks ``ml.orderings(..., group=True)`` and returns one record: the outcomes
with the number of orders behind each, or the error the board raised and at which stage.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from mtglab.analysis.orderings import orderings
from mtglab.cards import Card
from mtglab.combos.selection import Relevance
from mtglab.combos.setups import Placement, PlacementError, act, lay_out, placements, source_board
from mtglab.combos.sources import SourceKind

__all__ = ["ERROR_COLUMNS", "RECORD_COLUMNS", "TABLE_COLUMNS", "BoardSpec", "ask",
           "board_specs"]

#: The columns of a census table (one row per board answered).
TABLE_COLUMNS = ["board", "cards", "setup", "source", "n_outcomes", "outcomes",
                 "orders_per_outcome", "n_orders", "order_matters", "chooser",
                 "example_orders"]
#: The columns of a census's error table (one row per board that raised).
ERROR_COLUMNS = ["board", "cards", "setup", "source", "stage", "error_type", "error"]
#: A record as stored (a Parquet row): both sets of columns.
RECORD_COLUMNS = list(dict.fromkeys([*TABLE_COLUMNS, *ERROR_COLUMNS]))


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


def ask(spec: BoardSpec) -> dict[str, Any]:
    """Build the board and ask every order of the replacement effects on the source's
    mana (616.1; ``ml.orderings(..., group=True)``). Returns a record with the columns
    of :data:`RECORD_COLUMNS`; a board that raises is recorded with the stage
    ("set-up" or "orderings"), the error's type and its message."""
    try:
        b, p = source_board(spec.source, spec.source_cards)
        laid = [lay_out(b, q, p) for q in spec.placements]
        for q, h in zip(spec.placements, laid, strict=True):
            act(b, q, h, p)
    except Exception as exc:  # a census records what raised and goes on
        return _record(spec, stage="set-up", error_type=type(exc).__name__, error=str(exc))
    try:
        g = orderings(b, p, spec.source.ability, group=True)
    except Exception as exc:
        return _record(spec, stage="orderings", error_type=type(exc).__name__,
                       error=str(exc))
    outcomes = [sorted(m) for m in g["mana"]]
    counts = [int(n) for n in g["n_orders"]]
    return _record(spec, n_outcomes=len(outcomes), outcomes=outcomes,
                   orders_per_outcome=counts, n_orders=sum(counts),
                   order_matters=len(outcomes) > 1,
                   chooser=str(g["chooser"].iloc[0]) if len(g) else "",
                   example_orders=[list(o) for o in g["example_order"]])


def ask_all(specs: Iterable[BoardSpec]) -> list[dict[str, Any]]:
    """:func:`ask` each board, in order."""
    return [ask(s) for s in specs]
