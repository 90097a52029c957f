"""A census of real card combinations: where the order of replacement effects matters.

``ml.census()`` takes every card of a pool whose text replaces, triggers on, or depends
on mana production or what could be produced (CR 106.7, 106.12, 614.1a), puts each
combination of ``size`` of them beside each kind of mana source — each card set up as the
rules need, every "as it enters" choice enumerated — and searches every order of the
replacement effects on the source's mana exactly (616.1, ``ml.orderings``). It runs on
Dask (``dask.bag`` partitions; the local scheduler by default, a ``distributed`` cluster
with ``scheduler=`` or ``address=``) and with ``out=`` writes a Parquet file per
partition, so an interrupted run resumes where it stopped.

>>> import mtglab as ml
>>> c = ml.census(["Mana Reflection", "Contamination"], sources=["Forest"],
...               scheduler="sync", progress=False)
>>> row = c.table.iloc[0]
>>> row["cards"], row["outcomes"], bool(row["order_matters"])  # {B} vs {B}{B} (616.1)
(('Mana Reflection', 'Contamination'), (frozenset({'B'}), frozenset({'BB'})), True)
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sized
from typing import Any

from mtglab.arguments import check_count, check_flag, check_path, check_text, list_items
from mtglab.cards import Card, card, catalogue
from mtglab.combos.boards import ERROR_COLUMNS, TABLE_COLUMNS, BoardSpec, board_specs
from mtglab.combos.heap import heap_set_aside
from mtglab.combos.result import Census
from mtglab.combos.run import read_partitions, run_partitions, start_workers_server
from mtglab.combos.selection import Relation, Relevance, relevance, relevance_table
from mtglab.combos.setups import Placement, PlacementError, SetupKind
from mtglab.combos.sources import DEFAULT_SOURCES, SourceKind, source_kinds
from mtglab.errors import BadArgumentError, BadArgumentTypeError, MtglabError

__all__ = ["DEFAULT_SOURCES", "PARTITION_SIZE", "Census", "Placement", "PlacementError",
           "Relation", "Relevance", "SetupKind", "SourceKind", "census", "census_specs",
           "relevance", "relevance_table"]

#: Boards per Dask partition (and per Parquet file): a thousand, so that a worker's
#: start-up and the scheduling are paid over many boards while an interrupted run loses
#: little; see ``benchmarks/census_throughput.py``.
PARTITION_SIZE = 1000


def _cards(cards: Iterable[str | Card] | None) -> list[Card]:
    if cards is None:
        return list(catalogue())
    if isinstance(cards, str):
        raise MtglabError("cards: give a list of names or Cards, or a pool from "
                          "ml.load_cards, not one string")
    return [c if isinstance(c, Card) else card(c) for c in cards]


def _check_arguments(cards: Iterable[str | Card] | None,
                     sources: Iterable[str | SourceKind] | None, size: int) -> None:
    given_lists: tuple[tuple[str, Any], ...] = (("cards", cards), ("sources", sources))
    for field, value in given_lists:
        if value is not None and (isinstance(value, bytes) or not isinstance(value, Iterable)):
            raise BadArgumentTypeError(field, value, "a list of names or cards")
    if sources is not None:  # each a label, a card's name or a SourceKind
        for i, s in enumerate(list_items(sources, "sources", "['Forest', 'filter']")):
            if not isinstance(s, SourceKind):
                check_text(s, f"sources[{i}]", limit=200)
    check_count(size, "size", nonzero=False, negative=False)
    if size < 1:
        raise BadArgumentError("size", size, "at least 1: a census combines at least one "
                               "card")


def _skip_reason(c: Card, r: Relevance | None, named: bool) -> str | None:
    """Why a card is left out of the census ("" when it is left out silently), or None
    when it is combined."""
    if r is None:  # a card asked for by name is accounted for
        return "its text doesn't replace, trigger on or depend on mana production or " \
            "could-produce" if named else ""
    if not (c.is_permanent_card or set(c.types) & {"Instant", "Sorcery"}):
        return f"a {'/'.join(c.types) or 'typeless'} card is neither a permanent card nor " \
            "a spell a census can cast (CR 110.4a, 304, 307)"
    if not r.supported:
        return f"unsupported: {r.problem}"
    return None


def _pool(given: list[str | Card] | str | None) -> tuple[list[Relevance],
                                                          list[dict[str, str]]]:
    """The cards a census combines, and those it skips with why."""
    pool: list[Relevance] = []
    skipped: list[dict[str, str]] = []
    named = given is not None and all(isinstance(c, str) for c in given)
    for c in _cards(given):
        r = relevance(c)
        why = _skip_reason(c, r, named)
        if why is None:
            assert r is not None
            pool.append(r)
        elif why:
            skipped.append({"card": c.name, "why": why})
    return pool, skipped


def census_specs(cards: Iterable[str | Card] | None = None,
                 sources: Iterable[str | SourceKind] | None = None,
                 size: int = 2) -> tuple[list[BoardSpec], dict[str, Any]]:
    """The boards a census would ask, and its side tables (``pool``, ``skipped``,
    ``unplaced`` as lists of records; ``sources``)."""
    _check_arguments(cards, sources, size)
    given = list(cards) if cards is not None and not isinstance(cards, str) else cards
    pool, skipped = _pool(given)
    kinds = source_kinds(sources)
    unplaced: list[dict[str, str]] = []
    specs = list(board_specs(pool, kinds, size, unplaced))
    return specs, {"pool": relevance_table(r.card for r in pool), "skipped": skipped,
                   "unplaced": unplaced, "sources": kinds}


def _frames(records: list[dict[str, Any]]) -> tuple[Any, Any]:
    """The table and the error table from records (fresh or read back from Parquet),
    built column by column (a frame from a list of row dicts took a tenth of the
    serial census)."""
    import pandas as pd

    ok = [r for r in records if not r["error_type"]]
    bad = [r for r in records if r["error_type"]]

    def common(rows: list[dict[str, Any]]) -> dict[str, list[Any]]:
        return {"board": [int(r["board"]) for r in rows],
                "cards": [tuple(r["cards"]) for r in rows],
                "setup": [tuple(r["setup"]) for r in rows],
                "source": [r["source"] for r in rows]}

    def frame(data: dict[str, list[Any]], columns: list[str]) -> Any:
        # (no rows: every column of objects, as a frame from an empty list of rows)
        return pd.DataFrame(data if data["board"] else [], columns=columns)

    table = frame({
        **common(ok),
        "n_outcomes": [int(r["n_outcomes"]) for r in ok],
        "outcomes": [tuple(map(frozenset, r["outcomes"])) for r in ok],
        "orders_per_outcome": [tuple(map(int, r["orders_per_outcome"])) for r in ok],
        "n_orders": [int(r["n_orders"]) for r in ok],
        "order_matters": [bool(r["order_matters"]) for r in ok],
        "chooser": [r["chooser"] for r in ok],
        "example_orders": [tuple(map(tuple, r["example_orders"])) for r in ok]},
        TABLE_COLUMNS)
    errors = frame({**common(bad), **{k: [r[k] for r in bad] for k in
                                      ("stage", "error_type", "error")}}, ERROR_COLUMNS)
    return table, errors


#: Fewer cards than this, given by the caller, make a census too small to be worth a
#: process pool's start-up (it is asked in-process when it is a single partition).
_FEW_CARDS = 10


def _likely_processes(cards: Iterable[str | Card] | None, scheduler: Any,
                      address: str | None) -> bool:
    """Whether the census will likely run on the local process pool: named so, or by
    default on more than a few cards."""
    if address is not None or not (scheduler is None or isinstance(scheduler, str)):
        return False
    if scheduler is not None:
        return scheduler in ("processes", "multiprocessing")
    return cards is None or not isinstance(cards, Sized) or len(cards) >= _FEW_CARDS


def census(cards: Iterable[str | Card] | None = None,
           sources: Iterable[str | SourceKind] | None = None, size: int = 2, *,
           scheduler: Any = None, address: str | None = None,
           partition_size: int = PARTITION_SIZE, out: str | os.PathLike[str] | None = None,
           progress: bool = True) -> Census:
    """Every combination of ``size`` mana-relevant cards on each kind of source, every
    order of their replacement effects searched (CR 616.1).

    ``cards``: names, Cards or a pool from ``ml.load_cards`` (default: the bundled
    catalogue); only those whose text replaces, triggers on, or depends on mana
    production or could-produce are combined, the rest are listed in ``skipped``.
    ``sources``: source kinds (labels such as "Forest", "filter", card names, or
    :class:`SourceKind`); default :data:`DEFAULT_SOURCES`. ``scheduler``: a Dask
    scheduler name ("sync", "threads", "processes") or a ``dask.distributed.Client``;
    by default the local scheduler, "processes" (in-process for a single partition);
    ``address``: a distributed scheduler's address to connect to.
    ``partition_size``: boards per partition. ``out``: a folder for one Parquet file
    per partition; rerunning with the same folder resumes, asking only the partitions
    whose file is missing. ``progress``: a progress bar.
    Returns a :class:`Census`: ``.table``, ``.errors``, ``.unplaced``, ``.skipped``.
    """
    check_count(partition_size, "partition_size", nonzero=True, negative=False)
    check_flag(progress, "progress")
    if out is not None and not isinstance(out, str | os.PathLike):
        raise BadArgumentTypeError("out", out, "a folder's path")
    if out is not None:
        check_path(out, "out")
    import pandas as pd

    if _likely_processes(cards, scheduler, address):
        start_workers_server()  # (it imports mtglab while the boards are built here)
    with heap_set_aside():  # (the caller's objects kept out of the collector's walks)
        specs, side = census_specs(cards, sources, size)
        records = run_partitions(specs, partition_size=partition_size, scheduler=scheduler,
                                 address=address, out=out, progress=progress)
        if records is None:
            assert out is not None
            records = read_partitions(out)
        table, errors = _frames(records)
    return Census(table=table, errors=errors,
                  unplaced=pd.DataFrame(side["unplaced"], columns=["card", "source", "why"]),
                  skipped=pd.DataFrame(side["skipped"], columns=["card", "why"]),
                  pool=side["pool"], sources=side["sources"], size=size)
