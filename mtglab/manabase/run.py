"""Running the games on Dask: partitions of games, each with its own seed.

The games are cut into partitions of :data:`PARTITION_GAMES` (the last one shorter);
partition ``i`` plays with the seed derived from the run's ``seed`` and ``i``
(:func:`mtglab.manabase.simulate.partition_seed`), so its counts are the same wherever
it runs and the summed table is the same on every scheduler. As for ``ml.census``: the
local scheduler by default (Dask's process pool; in-process when there is a single
partition), ``scheduler=`` a Dask scheduler name ("sync", "threads", "processes") or a
``dask.distributed.Client``. Dask is imported only here, when games run.
"""

from __future__ import annotations

from typing import Any

from mtglab.errors import BadArgumentError
from mtglab.manabase.simulate import Counts, GameSpec, play_games

__all__ = ["PARTITION_GAMES", "partitions", "run_games"]

#: Games per partition (a Dask task): large enough that a task's overhead is small
#: (about three seconds of a warm worker's time each; the deck's spec is one key of the
#: graph, sent once to each worker, whose memos then serve all its tasks), small enough
#: that a million games make a hundred tasks to spread. A fixed size, whatever the
#: scheduler: a partition's games depend on its number only.
PARTITION_GAMES = 10_000


def partitions(games: int, size: int = PARTITION_GAMES) -> list[tuple[int, int]]:
    """(partition number, games) for a run of ``games`` games."""
    return [(i, min(size, games - start)) for i, start in enumerate(range(0, games, size))]


def _play(spec: GameSpec, part: tuple[int, int], seed: int) -> Counts:
    return play_games(spec, part[0], part[1], seed)


def run_games(spec: GameSpec, games: int, seed: int, *, scheduler: Any = None,
              progress: bool = False) -> Counts:
    """Play ``games`` games in partitions on Dask and sum their counts (without Dask
    installed, the local default and "sync" play the same partitions in this process)."""
    parts = partitions(games)
    try:
        import dask
    except ImportError:
        if scheduler not in (None, "sync"):
            raise BadArgumentError("scheduler", scheduler, "None or 'sync' without Dask "
                                   "(pip install 'mtglab[census]')") from None
        serial = [_play(spec, part, seed) for part in parts]
        return _sum(serial)
    name = f"deck-mana-{spec.digest[:16]}-{seed}"
    if scheduler is not None and not isinstance(scheduler, str):
        results = _gather(scheduler, spec, parts, seed, name, progress)
    else:
        shared = dask.delayed(spec, name=f"{name}-spec", traverse=False)
        tasks = [dask.delayed(_play, pure=True)(shared, part, seed,
                                                dask_key_name=f"{name}-{part[0]}-{part[1]}")
                 for part in parts]
        local = scheduler or ("sync" if len(parts) == 1 else "processes")
        if local not in ("sync", "synchronous", "single-threaded", "threads", "processes"):
            raise BadArgumentError("scheduler", scheduler, "'sync', 'threads', "
                                   "'processes' or a dask.distributed.Client")
        if progress:
            from tqdm.dask import TqdmCallback

            with TqdmCallback(desc="deck_mana (partitions)"):
                results = list(dask.compute(*tasks, scheduler=local))
        else:
            results = list(dask.compute(*tasks, scheduler=local))
    return _sum(results)


def _sum(results: list[Counts]) -> Counts:
    total = results[0]
    for r in results[1:]:
        total = total + r
    return total


def _gather(client: Any, spec: GameSpec, parts: list[tuple[int, int]], seed: int,
            name: str, progress: bool) -> list[Any]:
    """Play the partitions on a distributed cluster, a progress bar counting games. The
    spec is sent to every worker once, before the tasks (a key only one worker held
    would draw every task to that worker); the scheduler then spreads the tasks."""
    from distributed import as_completed

    shared = client.scatter(spec, broadcast=True, hash=False)
    futures = [client.submit(_play, shared, part, seed, key=f"{name}-{part[0]}-{part[1]}")
               for part in parts]
    index = {f.key: i for i, f in enumerate(futures)}
    results: list[Any] = [None] * len(futures)
    bar = None
    if progress:
        from tqdm.auto import tqdm

        bar = tqdm(total=sum(n for _i, n in parts), desc="deck_mana games", unit="game")
    try:
        for f in as_completed(futures):
            i = index[f.key]
            results[i] = f.result()
            if bar is not None:
                bar.update(parts[i][1])
    finally:
        if bar is not None:
            bar.close()
    return results
