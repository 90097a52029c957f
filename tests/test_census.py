"""ml.census: every combination of mana-relevant cards on each kind of source, every
order of their replacement effects searched (CR 616.1), on Dask, resumable."""

from __future__ import annotations

import re
from pathlib import Path

import pandas as pd
import pytest

import mtglab as ml
from mtglab.combos import DEFAULT_SOURCES, Census, Relation, relevance

POOL = ["Mana Reflection", "Contamination", "Utopia Sprawl", "Mana Flare",
        "Naked Singularity"]
SOURCES = ["Forest", "Tundra", "Sol Ring"]


def _outcomes(frame: pd.DataFrame) -> dict[frozenset[str], int]:
    return {m: int(n) for m, n in zip(frame["mana"], frame["n_orders"], strict=True)}


def _by_hand(cards: tuple[str, ...], setup: tuple[str, ...], source: str) -> dict[
        frozenset[str], int]:
    """The same board laid out one call at a time, and asked with ml.orderings."""
    b = ml.Board()
    own = next(s for s in DEFAULT_SOURCES if s.label == source)
    p = b.add(own.card)
    for name in own.beside:
        b.add(name)
    for name, label in zip(cards, setup, strict=True):
        color = re.search(r"color ([WUBRG])", label)
        if ml.card(name).subtypes == ("Aura",):  # an Aura goes on the land (303.4a)
            b.add(name, attached_to=p, choices=[color.group(1)] if color else ())
        else:
            b.add(name, choices=[color.group(1)] if color else ())
    return _outcomes(ml.orderings(b, p, own.ability, group=True))


@pytest.fixture(scope="module")
def small() -> Census:
    return ml.census(POOL, sources=SOURCES, scheduler="sync", progress=False,
                     partition_size=7)


def test_a_small_pool_census_equals_the_boards_asked_one_by_one(small: Census) -> None:
    # on a Forest: 6 pairs without Utopia Sprawl, and 4 partners x 5 colors chosen as it
    # enters (614.12a); on Tundra and Sol Ring, Utopia Sprawl can't enchant (303.4a)
    assert small.n_boards == 26 + 6 + 6
    assert small.errors.empty
    for row in small.table.itertuples():
        expected = _by_hand(row.cards, row.setup, row.source)
        got = dict(zip(row.outcomes, row.orders_per_outcome, strict=True))
        assert got == expected, (row.cards, row.source)
        assert row.order_matters == (len(expected) > 1)
        assert row.chooser == "you"  # the affected object's controller orders (616.1)


def test_forest_with_mana_reflection_and_contamination_order_matters_616_1(small: Census) -> None:
    # 616.1: the Forest's controller picks the order. Mana Reflection first doubles {G}
    # to {G}{G}, then Contamination makes it {B}; Contamination first gives {B}, which
    # Mana Reflection doubles to {B}{B}.
    t = small.table
    row = t[(t["source"] == "Forest")
            & t["cards"].apply(lambda c: set(c) == {"Mana Reflection", "Contamination"})]
    assert len(row) == 1
    got = dict(zip(row.iloc[0]["outcomes"], row.iloc[0]["orders_per_outcome"], strict=True))
    assert got == {frozenset({"B"}): 1, frozenset({"BB"}): 1}
    assert bool(row.iloc[0]["order_matters"])


def test_a_mana_trigger_is_not_ordered_with_replacement_effects_605_4a(small: Census) -> None:
    # Mana Flare is a triggered mana ability (605.1b): it adds after the replacement
    # effects have applied, so with Contamination there is one outcome: {B} then {B}.
    t = small.table
    row = t[(t["source"] == "Forest")
            & t["cards"].apply(lambda c: set(c) == {"Mana Flare", "Contamination"})]
    assert row.iloc[0]["outcomes"] == (frozenset({"BB"}),)
    assert not bool(row.iloc[0]["order_matters"])


def test_an_aura_that_cant_enchant_the_source_is_unplaced_303_4a(small: Census) -> None:
    u = small.unplaced
    assert set(u["source"]) == {"Tundra", "Sol Ring"}
    assert set(u["card"]) == {"Utopia Sprawl"}
    assert u["why"].str.contains("303.4a").all()


def test_which_cards_are_mana_relevant() -> None:
    assert relevance(ml.card("Mana Reflection")).relations == (Relation.REPLACES,)  # 614.1a
    assert relevance(ml.card("Mana Flare")).relations == (Relation.TRIGGERS_ON,)  # 605.1b
    assert relevance(ml.card("Llanowar Elves")) is None
    # its trigger names only itself: a source, not an effect on other sources
    assert relevance(ml.card("Forbidden Orchard")) is None
    c = ml.census(["Forest", "Mana Reflection"], sources=["Forest"], size=1,
                  scheduler="sync", progress=False)
    assert list(c.skipped["card"]) == ["Forest"]
    assert list(c.table["cards"]) == [("Mana Reflection",)]
    assert c.table.iloc[0]["outcomes"] == (frozenset({"GG"}),)  # 106.12, 614.1a
    pool = (ml.card(n) for n in ("Mana Reflection", "Llanowar Elves"))  # any iterable
    once = ml.census(pool, sources=["Forest"], size=1, scheduler="sync", progress=False)
    assert list(once.table["cards"]) == [("Mana Reflection",)]


def test_a_card_that_cant_be_on_the_battlefield_or_cast_is_skipped_110_4a() -> None:
    plane = ml.Card.from_text(name="Test Plane", type_line="Plane — Test",
                              oracle_text="Whenever a player taps a land for mana, that "
                              "player adds one mana of any type that land produced.")
    c = ml.census([plane, ml.card("Mana Reflection")], sources=["Forest"], size=1,
                  scheduler="sync", progress=False)
    assert list(c.skipped["card"]) == ["Test Plane"]
    assert "110.4a" in c.skipped.iloc[0]["why"]
    assert c.unplaced.empty


def test_an_effect_from_an_activated_ability_is_activated_first_602_2() -> None:
    # Deep Water's ability makes the replacement effect (until end of turn); with
    # Contamination on a Plains the order decides {U} or {B} (616.1)
    c = ml.census(["Deep Water", "Contamination"], sources=["Plains"], scheduler="sync",
                  progress=True)
    row = c.table.iloc[0]
    assert "activated" in row["setup"][0]
    assert set(row["outcomes"]) == {frozenset({"U"}), frozenset({"B"})}


def test_a_board_that_raises_is_listed_with_why(monkeypatch: pytest.MonkeyPatch) -> None:
    # A board whose question raises is one row of c.errors with its stage and reason, and
    # the census goes on (nothing is lost silently).
    import mtglab.combos.boards as boards

    def refuse(*args: object, **kwargs: object) -> None:
        raise ml.UnsupportedError("the same name twice")

    monkeypatch.setattr(boards, "ordering_problem", refuse)
    c = ml.census(["Mana Reflection", "Contamination"], sources=["Forest"], scheduler="sync",
                  progress=False)
    assert c.table.empty and len(c.errors) == 1
    err = c.errors.iloc[0]
    assert err["stage"] == "orderings" and err["error_type"] == "UnsupportedError"
    assert "same name" in err["error"]


def test_the_local_scheduler_and_a_two_worker_local_cluster_agree() -> None:
    from distributed import Client, LocalCluster

    cards = ["Mana Reflection", "Contamination", "Deep Water", "Gauntlet of Power"]
    local = ml.census(cards, sources=["Plains", "Island"], partition_size=5, progress=False)
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        remote = ml.census(cards, sources=["Plains", "Island"], partition_size=5,
                           scheduler=client, progress=True)
    pd.testing.assert_frame_equal(local.table, remote.table)
    pd.testing.assert_frame_equal(local.errors, remote.errors)
    assert len(local.table) > 5  # more than one partition


def test_boards_shipped_to_a_cluster_keep_sharing_their_cards() -> None:
    # distributed serialises a list element by element: shipped so, every board would
    # arrive with copies of its cards and each worker would rebuild and reread them all
    from distributed.protocol import deserialize, serialize

    from mtglab.combos import census_specs
    from mtglab.combos.run import Shipped

    specs, _side = census_specs(POOL[:3], ["Forest"], 2)
    shipped = deserialize(*serialize(Shipped.of("x", specs)))
    boards = shipped.boards()
    assert [b.key for b in boards] == [s.key for s in specs]
    cards = {id(c) for b in boards for c in b.source_cards}
    assert len(cards) == len(specs[0].source_cards)  # one Forest for every board
    placed = {id(p.card) for b in boards for p in b.placements}
    assert len(placed) == 3  # each pool card once


def test_resuming_after_an_interrupted_partition_gives_the_same_table(tmp_path: Path,
                                                                      small: Census) -> None:
    out = tmp_path / "census"
    first = ml.census(POOL, sources=SOURCES, scheduler="sync", progress=False,
                      partition_size=7, out=out)
    pd.testing.assert_frame_equal(first.table, small.table)
    parts = sorted(out.glob("part-*.parquet"))
    assert len(parts) == 6  # 38 boards, 7 a partition
    kept = {p: p.stat().st_mtime_ns for p in parts if p != parts[2]}
    parts[2].unlink()  # the run was interrupted while asking partition 2
    again = ml.census(POOL, sources=SOURCES, scheduler="sync", progress=False,
                      partition_size=7, out=out)
    pd.testing.assert_frame_equal(again.table, first.table)
    assert parts[2].exists()
    assert all(p.stat().st_mtime_ns == t for p, t in kept.items())  # not asked again
    with pytest.raises(ml.MtglabError, match="another census"):
        ml.census(POOL[:2], sources=SOURCES, scheduler="sync", progress=False, out=out)


def test_the_census_command_reads_a_card_file(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from mtglab.cli import main

    path = tmp_path / "cards.jsonl"
    path.write_text("".join(json.dumps({
        "name": c.name, "mana_cost": str(c.mana_cost), "type_line": c.type_line,
        "oracle_text": c.oracle_text}) + "\n" for c in map(ml.card, POOL[:2])), "utf-8")
    assert main(["census", str(path), "--source", "Forest", "--scheduler", "sync",
                 "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "Contamination + Mana Reflection" in out or "Mana Reflection + Contamination" in out
    assert "B (1 order); BB (1 order)" in out  # 616.1: {B} or {B}{B}, one order each


def test_import_mtglab_stays_light_and_dask_comes_with_the_first_census() -> None:
    import subprocess
    import sys

    code = ("import sys, mtglab as ml; f = ml.census; "
            "print('dask' in sys.modules, 'pyarrow' in sys.modules, callable(f)); "
            "ml.census(['Mana Reflection'], sources=['Forest'], size=1, progress=False); "
            "print('dask' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["False", "False", "True", "True"]


def test_the_quiet_cluster_settings_are_dask_settings_and_the_census_agrees() -> None:
    import dask
    from distributed import Client, LocalCluster

    from mtglab.combos.run import CLUSTER_CONFIG

    for key in CLUSTER_CONFIG:
        dask.config.get(key)  # a misspelt key raises KeyError
    cards = ["Mana Reflection", "Contamination"]
    local = ml.census(cards, sources=["Forest"], scheduler="sync", progress=False)
    with dask.config.set(CLUSTER_CONFIG), \
            LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                         dashboard_address=None) as cluster, Client(cluster) as client:
        assert dask.config.get("distributed.admin.tick.interval") == "1s"
        remote = ml.census(cards, sources=["Forest"], partition_size=1, scheduler=client,
                           progress=False)
    pd.testing.assert_frame_equal(local.table, remote.table)


def test_the_process_pool_gets_the_boards_pickled_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # the pool pickles its initializer's arguments anew for each worker it starts: the
    # boards go as one Shipped pickle, made once, that keeps them sharing their cards
    from typing import Any

    from mtglab.combos import census_specs, run

    given: dict[str, Any] = {}
    monkeypatch.setattr(run, "ProcessPoolExecutor", lambda *a, **kw: given.update(kw))
    specs, _side = census_specs(POOL[:3], ["Forest"], 2)
    run.process_pool(2, "x", specs)
    [shipped] = given["initargs"]
    assert isinstance(shipped, run.Shipped) and shipped.digest == "x"
    boards = shipped.boards()
    assert [b.key for b in boards] == [s.key for s in specs]
    assert len({id(c) for b in boards for c in b.source_cards}) == 1  # one Forest
