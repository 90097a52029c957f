"""ml.deck_mana on Dask: the games are cut into partitions, each seeded from the run's
seed and its number, so the table is the same in one process, on Dask's process pool
and on a two-worker LocalCluster (separate processes, each warming its own memo)."""

from __future__ import annotations

import pandas as pd
import pytest

import mtglab as ml
from mtglab.manabase.run import PARTITION_GAMES, partitions
from mtglab.manabase.simulate import partition_seed

DECK = {"Forest": 9, "Plains": 8, "Windswept Heath": 6, "Llanowar Elves": 6,
        "Grizzly Bears": 10, "Glorious Anthem": 11, "Serra Angel": 10}
GAMES = 2 * PARTITION_GAMES + 500  # three partitions, the last one short


@pytest.fixture(scope="module")
def in_process() -> ml.manabase.DeckMana:
    return ml.deck_mana(DECK, games=GAMES, seed=7, scheduler="sync")


def _same(a: ml.manabase.DeckMana, b: ml.manabase.DeckMana) -> None:
    pd.testing.assert_frame_equal(a.table, b.table)
    pd.testing.assert_frame_equal(a.by_turn, b.by_turn)
    pd.testing.assert_frame_equal(a.turns_played, b.turns_played)
    pd.testing.assert_frame_equal(a.mulligans, b.mulligans)


def test_partitions_cover_the_games_with_their_own_seeds() -> None:
    assert partitions(GAMES) == [(0, PARTITION_GAMES), (1, PARTITION_GAMES), (2, 500)]
    seeds = {partition_seed(7, i) for i in range(100)} | {partition_seed(8, 0)}
    assert len(seeds) == 101


@pytest.mark.slow
def test_the_process_pool_gives_the_same_table(in_process: ml.manabase.DeckMana) -> None:
    _same(in_process, ml.deck_mana(DECK, games=GAMES, seed=7, scheduler="processes"))


@pytest.mark.slow
def test_a_two_worker_local_cluster_gives_the_same_table(
        in_process: ml.manabase.DeckMana) -> None:
    from distributed import Client, LocalCluster

    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        remote = ml.deck_mana(DECK, games=GAMES, seed=7, scheduler=client, progress=True)
    _same(in_process, remote)


def test_another_seed_gives_other_games(in_process: ml.manabase.DeckMana) -> None:
    other = ml.deck_mana(DECK, games=GAMES, seed=8, scheduler="sync")
    assert not in_process.table["p_on_curve"].equals(other.table["p_on_curve"])
    # ... and agrees within the intervals' width
    diff = (in_process.table["p_on_curve"] - other.table["p_on_curve"]).abs()
    assert (diff < 4 * (in_process.table["high"] - in_process.table["low"])).all()
