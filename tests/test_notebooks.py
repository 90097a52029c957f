"""The tutorial notebooks run from top to bottom in a fresh kernel and show their output."""

from __future__ import annotations

import os
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb"))
#: What each notebook must show: tables as HTML, plots as images, widgets as widgets.
EXPECTED = {
    "01_tour.ipynb": {"text/html"},
    "02_mana_abilities.ipynb": {"text/html"},
    "03_tap_untap_and_summoning_sickness.ipynb": {"text/html"},
    "04_could_produce_and_undefined_mana.ipynb": {"text/html", "image/png"},
    "05_available_mana_and_payment.ipynb": {"text/html", "image/png"},
    "06_replacement_effects_on_mana.ipynb": {"text/html", "image/png"},
    "07_tapped_for_mana_triggers.ipynb": {"text/plain"},
    "08_x_on_the_battlefield.ipynb": {"text/html"},
    "09_copies_zygon_infiltrator.ipynb": {"text/html"},
    "10_board_builder.ipynb": {"application/vnd.jupyter.widget-view+json", "text/html"},
    "11_exploring_the_card_pool.ipynb": {"text/html"},
    "12_census.ipynb": {"text/html", "image/png"},
    "13_tokens_being_created.ipynb": {"text/html"},
    "14_is_my_mana_base_good_enough.ipynb": {"text/html", "image/png"},
}


#: Notebooks run this many at a time: each spends most of its time starting a kernel and
#: importing mtglab, which overlaps well.
PARALLEL = 3


def _execute(path: Path) -> Any:
    nb = nbformat.read(path, as_version=4)
    try:
        NotebookClient(nb, timeout=300, kernel_name="python3",
                       resources={"metadata": {"path": str(path.parent)}}).execute()
    except Exception as exc:  # reported by the notebook's own test
        return exc
    return nb


@pytest.fixture(scope="module")
def executed() -> Iterator[dict[str, Any]]:
    """Every notebook, run from top to bottom in a fresh kernel (a few at a time)."""
    saved = os.environ.pop("MPLBACKEND", None)  # keep inline figures (image/png)
    try:
        with ThreadPoolExecutor(PARALLEL) as pool:
            yield dict(zip([p.name for p in NOTEBOOKS], pool.map(_execute, NOTEBOOKS),
                           strict=True))
    finally:
        if saved is not None:
            os.environ["MPLBACKEND"] = saved


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_runs(path: Path, executed: dict[str, Any]) -> None:
    nb = executed[path.name]
    if isinstance(nb, Exception):
        raise nb
    mimes = {m for c in nb.cells for o in c.get("outputs", []) for m in o.get("data", {})}
    assert EXPECTED.get(path.name, {"text/html"}) <= mimes
    errors = [o for c in nb.cells for o in c.get("outputs", []) if o.get("output_type") == "error"]
    assert not errors


def test_there_are_tutorial_notebooks_saved_without_outputs() -> None:
    assert len(NOTEBOOKS) >= 8, os.listdir(NOTEBOOKS[0].parent if NOTEBOOKS else ".")
    assert set(EXPECTED) == {p.name for p in NOTEBOOKS}
    for path in NOTEBOOKS:
        nb = nbformat.read(path, as_version=4)
        code = [c for c in nb.cells if c.cell_type == "code"]
        assert all(not c.outputs and c.execution_count is None for c in code), path.name
