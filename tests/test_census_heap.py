"""A census keeps the objects alive before it out of the garbage collector's walks while
it runs (mtglab.combos.heap), and leaves the collector as it found it."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pandas as pd
import pytest

import mtglab as ml
from mtglab.combos.heap import YOUNG_THRESHOLD, heap_set_aside

CARDS = ["Mana Reflection", "Contamination", "Utopia Sprawl"]


@pytest.fixture
def collector() -> Iterator[tuple[int, ...]]:
    """The collector's thresholds, restored (and nothing left frozen) after the test."""
    before = gc.get_threshold()
    assert gc.get_freeze_count() == 0
    yield before
    gc.unfreeze()
    gc.set_threshold(*before)


def test_a_census_leaves_the_collector_as_it_found_it(collector: tuple[int, ...]) -> None:
    seen: list[tuple[int, tuple[int, ...]]] = []
    gc.callbacks.append(lambda phase, info: seen.append(
        (gc.get_freeze_count(), gc.get_threshold())) if phase == "start" else None)
    try:
        c = ml.census(CARDS, sources=["Forest"], scheduler="sync", progress=False)
        gc.collect()  # (a collection outside the census: nothing frozen any more)
    finally:
        gc.callbacks.pop()
    assert len(c.table) > 0
    assert gc.get_freeze_count() == 0 and gc.get_threshold() == collector
    assert seen[-1] == (0, collector)


def test_spans_nest_and_only_the_outermost_undoes_them(collector: tuple[int, ...]) -> None:
    with heap_set_aside():
        frozen = gc.get_freeze_count()
        assert frozen > 0
        assert gc.get_threshold()[0] == max(collector[0], YOUNG_THRESHOLD)
        with heap_set_aside():  # the inner span freezes nothing more (a frozen object
            # freed meanwhile leaves the count: it can only fall)
            assert 0 < gc.get_freeze_count() <= frozen
        assert 0 < gc.get_freeze_count() <= frozen
        assert gc.get_threshold()[0] == max(collector[0], YOUNG_THRESHOLD)
    assert gc.get_freeze_count() == 0 and gc.get_threshold() == collector


def test_a_program_that_froze_first_is_left_alone(collector: tuple[int, ...]) -> None:
    gc.freeze()  # (as a program does before it forks workers)
    frozen = gc.get_freeze_count()
    with heap_set_aside():
        assert gc.get_threshold() == collector
    # not unfrozen, nothing more frozen (a frozen object freed meanwhile leaves the count)
    assert 0 < gc.get_freeze_count() <= frozen and gc.get_threshold() == collector


def test_the_table_is_the_same_with_the_heap_left_alone(
        collector: tuple[int, ...], monkeypatch: pytest.MonkeyPatch) -> None:
    import contextlib

    import mtglab.combos as combos
    from mtglab.combos import run

    spanned = ml.census(CARDS, sources=["Forest", "Tundra"], scheduler="sync",
                        progress=False, partition_size=4)
    monkeypatch.setattr(combos, "heap_set_aside", contextlib.nullcontext)
    monkeypatch.setattr(run, "heap_set_aside", contextlib.nullcontext)
    plain = ml.census(CARDS, sources=["Forest", "Tundra"], scheduler="sync",
                      progress=False, partition_size=4)
    pd.testing.assert_frame_equal(spanned.table, plain.table)
    pd.testing.assert_frame_equal(spanned.errors, plain.errors)
