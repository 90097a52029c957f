"""The board builder as a person uses it: in JupyterLab and on the ``mtglab app`` page.

A card is added through the search box; the board table and the could-produce pane
(CR 106.7: Llanowar Elves could produce {G}) must update. Screenshots are saved under the
test's tmp_path.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tests.browser.conftest import shutdown_sessions

expect: Any
try:
    from playwright.sync_api import expect
except ImportError:  # the conftest skips these tests (or fails them under CI)
    expect = None

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
BUILDER_NB = next(iter(sorted(NOTEBOOKS.glob("*board_builder*.ipynb"))), None)


def _add_card(scope: Any, name: str) -> None:
    search = scope.locator(".mtglab-card-search input")
    search.fill(name)
    search.press("Enter")
    scope.get_by_role("button", name="Add", exact=True).click()


def _check_elves_added(scope: Any) -> None:
    expect(scope.locator(".mtglab-status")).to_contain_text("added Llanowar Elves",
                                                            timeout=30_000)
    expect(scope.locator(".mtglab-board table")).to_contain_text("Llanowar Elves")
    cp = scope.locator("div.mtglab-could-produce")
    expect(cp).to_contain_text("Llanowar Elves")
    # the could-produce pane marks {G} for the Elves (CR 106.7)
    expect(cp.locator('[title^="green mana symbol"]').first).to_be_visible()


def test_board_builder_notebook_in_jupyterlab(page: Any, lab: str, token: str,
                                              tmp_path: Path) -> None:
    assert BUILDER_NB is not None, "no board-builder notebook in notebooks/"
    shutdown_sessions(lab, token)
    page.goto(f"{lab}/lab/tree/{BUILDER_NB.name}?reset&token={token}")
    # wait on the status bar, not the execution indicator (it reads "idle" too early)
    expect(page.locator("#jp-main-statusbar")).to_contain_text("(ipykernel) | Idle",
                                                                timeout=60_000)
    page.locator(".lm-MenuBar-item", has_text="Run").first.click()
    page.locator("li.lm-Menu-item[data-command='runmenu:run-all']").click()
    panel = page.locator(".jp-NotebookPanel:visible")
    panel.locator(".mtglab-card-search input").first.wait_for(timeout=60_000)
    # every cell has run (no "[*]" or "[ ]" prompt left) before a person types
    expect(panel.locator(".jp-InputArea-prompt").last).not_to_have_text(
        re.compile(r"\[[ *]\]"), timeout=60_000)
    builder = panel.locator(".jp-OutputArea-output", has=page.locator(".mtglab-card-search")) \
        .first
    _add_card(builder, "Llanowar Elves")
    _check_elves_added(builder)
    builder.locator("div.mtglab-board").scroll_into_view_if_needed()
    page.screenshot(path=tmp_path / "lab-board-builder.png")


@pytest.mark.parametrize("card", ["Llanowar Elves"])
def test_mtglab_app_page(page: Any, app: str, tmp_path: Path, card: str) -> None:
    page.goto(app)
    page.locator(".mtglab-card-search input").wait_for(timeout=60_000)
    assert "In [" not in page.content()  # a judge never sees a cell
    _add_card(page, card)
    _check_elves_added(page)
    page.screenshot(path=tmp_path / "app.png", full_page=True)
    print(f"screenshot: {tmp_path / 'app.png'}")
