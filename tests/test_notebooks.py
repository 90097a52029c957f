"""The tutorial notebooks run from top to bottom in a fresh kernel and show their output."""

from __future__ import annotations

import os
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb"))
#: What each notebook must show: tables as HTML, plots as images, widgets as widgets.
EXPECTED = {
    "01_tour.ipynb": {"text/html"},
    "02_replacement_orders.ipynb": {"text/html", "image/png"},
    "03_could_produce_and_available_mana.ipynb": {"text/html", "image/png"},
    "04_board_builder.ipynb": {"application/vnd.jupyter.widget-view+json"},
    "05_copies_x_and_counters.ipynb": {"text/html"},
    "06_census.ipynb": {"text/html", "image/png"},
}


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_runs(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MPLBACKEND", raising=False)  # keep inline figures (image/png)
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    mimes = {m for c in nb.cells for o in c.get("outputs", []) for m in o.get("data", {})}
    assert EXPECTED.get(path.name, {"text/html"}) <= mimes
    errors = [o for c in nb.cells for o in c.get("outputs", []) if o.get("output_type") == "error"]
    assert not errors


def test_there_are_tutorial_notebooks() -> None:
    assert len(NOTEBOOKS) >= 5, os.listdir(NOTEBOOKS[0].parent if NOTEBOOKS else ".")
