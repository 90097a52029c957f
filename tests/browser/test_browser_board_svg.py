"""The board drawn as SVG in a real JupyterLab: an untapped and a tapped board.

A notebook draws the same board twice, before and after tapping its permanents. A tapped
permanent is turned sideways (its status, CR 110.5), so the two pictures Chromium paints
must differ in their pixels, not only in their markup. Both screenshots are saved under
the test's temporary folder.
"""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import nbformat

from tests.browser.conftest import shutdown_sessions

expect: Any
try:
    from playwright.sync_api import expect
except ImportError:  # the conftest skips these tests (or fails them under CI)
    expect = None

NOTEBOOK = "svg_board_tapped_and_untapped.ipynb"
CELLS = [
    "import mtglab as ml\n"
    "b = ml.Board()\n"
    "forest = b.add('Forest')\n"
    "elves = b.add('Llanowar Elves')\n"
    "ml.svg.board(b)",
    "b.tap(forest)\n"
    "b.tap(elves)\n"
    "ml.svg.board(b)",
    "b  # the Board's own display draws it too",
]


def _differing_pixels(a: bytes, b: bytes) -> float:
    """The fraction of pixels that differ between two PNG screenshots."""
    from PIL import Image, ImageChops

    one = Image.open(io.BytesIO(a)).convert("RGB")
    two = Image.open(io.BytesIO(b)).convert("RGB").resize(one.size)
    diff = ImageChops.difference(one, two).convert("L").point(lambda v: 255 if v > 24 else 0)
    hist = diff.histogram()
    return hist[255] / (one.size[0] * one.size[1])


def test_svg_board_in_jupyterlab_differs_when_tapped_cr_110_5(
        page: Any, lab: str, token: str, nb_root: Path, tmp_path: Path) -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(c) for c in CELLS]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    nbformat.write(nb, nb_root / "nb" / NOTEBOOK)
    shutdown_sessions(lab, token)
    page.goto(f"{lab}/lab/tree/{NOTEBOOK}?reset&token={token}")
    expect(page.locator("#jp-main-statusbar")).to_contain_text("(ipykernel) | Idle",
                                                                timeout=60_000)
    page.locator(".lm-MenuBar-item", has_text="Run").first.click()
    page.locator("li.lm-Menu-item[data-command='runmenu:run-all']").click()
    panel = page.locator(".jp-NotebookPanel:visible")
    expect(panel.locator(".jp-InputArea-prompt").last).not_to_have_text(
        re.compile(r"\[[ *]\]"), timeout=90_000)
    boards = panel.locator(".jp-OutputArea-output svg.mtglab-board")
    expect(boards).to_have_count(3, timeout=60_000)
    untapped, tapped = boards.nth(0), boards.nth(1)
    expect(untapped.locator('g.mtglab-card[data-tapped="false"]')).to_have_count(2)
    expect(tapped.locator('g.mtglab-card[data-tapped="true"]')).to_have_count(2)
    # the Board's own display (its _repr_html_) holds the same picture, tapped
    expect(boards.nth(2).locator('g.mtglab-card[data-tapped="true"]')).to_have_count(2)
    untapped.scroll_into_view_if_needed()
    before = untapped.screenshot(path=tmp_path / "svg-board-untapped.png")
    tapped.scroll_into_view_if_needed()
    after = tapped.screenshot(path=tmp_path / "svg-board-tapped.png")
    print(f"screenshots: {tmp_path / 'svg-board-untapped.png'}, "
          f"{tmp_path / 'svg-board-tapped.png'}")
    share = _differing_pixels(before, after)
    assert share > 0.01, f"only {share:.2%} of the pixels differ"
