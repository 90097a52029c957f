"""The documentation site as a reader sees it: two of its pages in Chromium.

The site is what ``.ci/run`` builds (``python -m sphinx -W -b html docs docs/_build/html``:
the README, every tutorial executed at build time, the API reference). It is served
over HTTP on 127.0.0.1 (the search page and the theme load files by script, which a
``file://`` page can't) and screenshots are saved under the test's temporary folder.
Where the site hasn't been built the test skips saying how to build it — except under CI,
where that is a failure: CI builds the site before the tests.
"""

from __future__ import annotations

import functools
import http.server
import os
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

expect: Any
try:
    from playwright.sync_api import expect
except ImportError:  # the conftest skips these tests (or fails them under CI)
    expect = None

SITE = Path(os.environ.get("MTGLAB_DOCS_HTML",
                           Path(__file__).resolve().parents[2] / "docs" / "_build" / "html"))
BUILD = "python -m sphinx -W -b html docs docs/_build/html  (pip install -e '.[docs]')"


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def site() -> Iterator[str]:
    """The built site served on 127.0.0.1 (a thread, stopped at the end)."""
    if not (SITE / "index.html").is_file():
        if os.environ.get("CI"):
            pytest.fail(f"no documentation site at {SITE}: CI builds it first ({BUILD})")
        pytest.skip(f"the documentation site isn't built: {BUILD}")
    handler = functools.partial(_Quiet, directory=str(SITE))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()
    thread.join(10)


def test_a_tutorial_page_shows_its_tables_and_tree(page: Any, site: str, tmp_path: Path) -> None:
    page.goto(f"{site}/index.html")
    page.get_by_role("link", name="Tutorials").first.click()
    page.get_by_role("link", name="Replacement effects on mana, and their orders").first.click()
    body = page.locator("article")
    expect(body.locator("h1")).to_contain_text("Replacement effects on mana")
    # the orderings table executed at build time: both orders, mana as symbols (616.1)
    table = body.locator("table").first
    expect(table).to_contain_text("Contamination → Mana Reflection")
    expect(table.locator('[title^="black mana symbol"]').first).to_be_visible()
    # the tree of orders is a picture that loaded (not a broken image)
    tree = body.locator(".cell_output img").first
    tree.scroll_into_view_if_needed()
    expect(tree).to_be_visible()
    assert tree.evaluate("img => img.complete && img.naturalWidth > 100")
    assert "Traceback" not in body.inner_text()
    page.screenshot(path=tmp_path / "docs-tutorial.png", full_page=True)
    print(f"screenshot: {tmp_path / 'docs-tutorial.png'}")


def test_the_api_reference_documents_the_board(page: Any, site: str, tmp_path: Path) -> None:
    page.goto(f"{site}/api.html")
    body = page.locator("article")
    for name in ("mtglab.card", "mtglab.Board", "mtglab.orderings", "BoardBuilder"):
        expect(body.locator("dt.sig", has_text=name).first).to_be_visible()
    # a method's docstring, with the rule it follows
    expect(body.locator("dl.py.method", has_text="could_produce").first).to_contain_text("106.7")
    page.screenshot(path=tmp_path / "docs-api.png")
    print(f"screenshot: {tmp_path / 'docs-api.png'}")
