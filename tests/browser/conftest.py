"""Real-browser fixtures: JupyterLab and the ``mtglab app`` page, driven by Playwright.

Playwright for Python drives Debian's Chromium (``apt-get install -y chromium``) through
``executable_path``; ``playwright install`` (which downloads a browser) is never used.
Each server runs on 127.0.0.1 with a token and a free port, serves a temporary copy of
``notebooks/`` (Lab saves outputs into the files it opens) and is stopped by its PID.
Without Chromium or Playwright the tests skip with the reason — except under CI (the
variable ``CI`` set), where that is an error: a browser test must not pass by not running.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.processes import command_line, process_tree, still_running

try:
    from playwright.sync_api import sync_playwright
except ImportError:  # skipping in a conftest must go through the collection hook
    sync_playwright = None

CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
REPO = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
TOKEN = "mtglab-test-token"
MISSING = ("playwright is not installed (pip install -e '.[test]')" if sync_playwright is None
           else None if Path(CHROMIUM).exists() or shutil.which(CHROMIUM)
           else f"{CHROMIUM} is missing (apt-get install -y chromium)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip the browser tests when no browser can run — never silently under CI."""
    ours = [item for item in items if HERE in Path(str(item.path)).parents]
    if not MISSING or not ours:
        return
    if os.environ.get("CI"):
        raise pytest.UsageError(f"the browser tests cannot run under CI: {MISSING}")
    for item in ours:
        item.add_marker(pytest.mark.skip(reason=MISSING))


def shutdown_sessions(base: str, token: str) -> None:
    """JupyterLab keeps a notebook's kernel across page loads: end every session, so a
    test starts afresh."""
    def call(method: str, path: str) -> Any:
        req = urllib.request.Request(f"{base}{path}", method=method,
                                     headers={"Authorization": f"token {token}"})
        return urllib.request.urlopen(req)

    for session in json.load(call("GET", "/api/sessions")):
        call("DELETE", f"/api/sessions/{session['id']}")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _wait(url: str, proc: subprocess.Popen[bytes], log: Path, timeout: float = 90) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if proc.poll() is not None:
            raise RuntimeError(f"the server exited with {proc.returncode}:\n"
                               + log.read_text(errors="replace")[-3000:])
        try:
            urllib.request.urlopen(url, timeout=2).read()
            return
        except OSError:
            time.sleep(0.3)
    raise TimeoutError(f"{url} did not answer in {timeout} s:\n"
                       + log.read_text(errors="replace")[-3000:])


def _stop(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


@pytest.fixture(scope="session")
def token() -> str:
    """The token the servers require."""
    return TOKEN


@pytest.fixture(scope="session")
def nb_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A temporary copy of notebooks/ and a Jupyter config with no news toast."""
    root = tmp_path_factory.mktemp("browser")
    shutil.copytree(REPO / "notebooks", root / "nb")
    settings = root / "cfg/lab/user-settings/@jupyterlab/apputils-extension"
    settings.mkdir(parents=True)
    (settings / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    return root


def _server(cmd: list[str], root: Path, health: str, name: str) -> subprocess.Popen[bytes]:
    env = {k: v for k, v in os.environ.items() if k != "MPLBACKEND"}  # inline figures
    env.update(JUPYTER_CONFIG_DIR=str(root / "cfg"), JUPYTER_RUNTIME_DIR=str(root / "rt"))
    log = root / f"{name}.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(cmd, cwd=root / "nb", env=env, stdout=out,
                                stderr=subprocess.STDOUT)
    try:
        _wait(health, proc, log)
    except Exception:
        _stop(proc)
        raise
    return proc


@pytest.fixture(scope="session")
def lab(nb_root: Path) -> Iterator[str]:
    """JupyterLab on 127.0.0.1 with a token; yields its base URL."""
    port = _free_port()
    cmd = [sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={port}",
           "--ServerApp.ip=127.0.0.1", f"--IdentityProvider.token={TOKEN}", "--allow-root"]
    proc = _server(cmd, nb_root, f"http://127.0.0.1:{port}/api/status?token={TOKEN}", "lab")
    yield f"http://127.0.0.1:{port}"
    _stop(proc)


@pytest.fixture(scope="session")
def app(nb_root: Path) -> Iterator[str]:
    """``mtglab app`` (Voila) on 127.0.0.1 with a token; yields the page's URL.

    At the end it is stopped with SIGTERM, which ``mtglab app`` forwards to Voila and
    its kernels: the fixture fails if any of them is still running afterwards.
    """
    port = _free_port()
    cmd = [sys.executable, "-m", "mtglab.cli", "app", "--no-browser", "--allow-root",
           f"--port={port}", f"--token={TOKEN}"]
    # probe a static file: GETting the page itself would start a kernel
    proc = _server(cmd, nb_root, f"http://127.0.0.1:{port}/voila/static/favicon.ico", "app")
    yield f"http://127.0.0.1:{port}/?token={TOKEN}"
    tree = process_tree(proc.pid)
    _stop(proc)
    left = still_running(tree)
    for pid in left:
        os.kill(pid, 9)
    assert not left, f"left running after SIGTERM: {[command_line(p) for p in left]}"


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Debian's Chromium, headless."""
    assert sync_playwright is not None
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    report = yield
    setattr(item, "rep_" + report.when, report)
    return report


@pytest.fixture
def page(browser: Any, request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Any]:
    """A fresh page; page errors fail the test, and a failure leaves a screenshot."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 1000})
    pg = ctx.new_page()
    errors: list[Any] = []
    pg.on("pageerror", lambda e: errors.append(e))  # a bound builtin is refused
    yield pg
    rep = getattr(request.node, "rep_call", None)
    if rep is not None and rep.failed:
        pg.screenshot(path=tmp_path / "FAILED.png", full_page=True)
        print(f"screenshot of the failure: {tmp_path / 'FAILED.png'}")
    ctx.close()
    assert not errors, errors
