"""How much of mtglab one action runs through: calls, modules and module changes for a
Forest tapped for mana and for a Mind Stone activated with its {1} paid automatically
(``pay_with="auto"``: a Forest tapped while paying, CR 601.2g, 605.3a).

    .venv/bin/python benchmarks/activation_calls.py [--baseline PATH]

Every Python-level call into mtglab during the action is counted with
``sys.setprofile``: *calls* (functions of mtglab called), *modules* (distinct mtglab
modules they belong to), *changes* (calls whose caller is in another mtglab module) and
*analysis → board* (calls from ``mtglab.analysis`` into ``mtglab.board``: the layers run
one way down, so this must be 0). Each board is set up beforehand and its caches warmed
by one ``b.copy()`` acting first, so the figures count the action, not the set-up.
``--baseline PATH``: the same figures for another checkout of mtglab, run in a child
process with that checkout first on the path, printed beside this one's.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any

REPO = Path(__file__).resolve().parents[1]


def _module(frame: FrameType | None) -> str:
    return "" if frame is None else str(frame.f_globals.get("__name__", ""))


def trace(action: Callable[[], Any]) -> dict[str, int]:
    """Calls, modules, module changes and analysis-to-board calls of ``action()``."""
    calls = 0
    changes = 0
    upward = 0
    modules: Counter[str] = Counter()

    def profile(frame: FrameType, event: str, _arg: Any) -> None:
        nonlocal calls, changes, upward
        if event != "call":
            return
        here = _module(frame)
        if not here.startswith("mtglab"):
            return
        calls += 1
        modules[here] += 1
        caller = _module(frame.f_back)
        if caller.startswith("mtglab") and caller != here:
            changes += 1
            if caller.startswith("mtglab.analysis") and here.startswith("mtglab.board"):
                upward += 1

    sys.setprofile(profile)
    try:
        action()
    finally:
        sys.setprofile(None)
    return {"calls": calls, "modules": len(modules), "changes": changes,
            "analysis_to_board": upward}


def measure() -> dict[str, dict[str, int]]:
    import mtglab as ml

    def forest_tap() -> Callable[[], Any]:
        b = ml.Board()
        forest = b.add("Forest")
        b.copy().activate(forest, 0)  # caches warm (the catalogue, the parser)
        return lambda: b.activate(forest, 0)

    def mind_stone() -> Callable[[], Any]:
        b = ml.Board()
        b.add("Forest")
        stone = b.add("Mind Stone")
        b.add("Island", zone="library")
        b.copy().activate(stone, 1, pay_with="auto")
        return lambda: b.activate(stone, 1, pay_with="auto")

    return {"Forest tapped for mana": trace(forest_tap()),
            "Mind Stone, {1} paid with pay_with='auto'": trace(mind_stone())}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--baseline", metavar="PATH")
    ap.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    here = measure()
    if args.json:
        print(json.dumps(here))
        return
    base: dict[str, dict[str, int]] = {}
    if args.baseline:
        env = dict(os.environ, PYTHONPATH=str(Path(args.baseline).resolve()))
        out = subprocess.run([sys.executable, __file__, "--json"], env=env, check=True,
                             capture_output=True, text=True, cwd=args.baseline).stdout
        base = json.loads(out.strip().splitlines()[-1])
    keys = ("calls", "modules", "changes", "analysis_to_board")
    print(f"{'action':44} " + " ".join(f"{k:>18}" for k in keys))
    for name, figures in here.items():
        cells = []
        for k in keys:
            cell = str(figures[k])
            if name in base:
                cell = f"{base[name][k]} -> {cell}"
            cells.append(f"{cell:>18}")
        print(f"{name:44} " + " ".join(cells))


if __name__ == "__main__":
    main()
