"""``mtglab app``: the board builder served by Voila, locked to this machine (issue 25:
a token by default, Host and Origin checked, 127.0.0.1 only) and leaving nothing running
after SIGTERM or Ctrl-C (the page itself is checked in a real browser by tests/browser)."""

from __future__ import annotations

import http.client
import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

import mtglab as ml
from mtglab.app import app_notebook, app_url, serve, voila_command
from mtglab.appserver import HostGate
from mtglab.cli import main
from tests.processes import command_line, process_tree, still_running

pytestmark = pytest.mark.skipif(not Path("/proc").is_dir(), reason="needs Linux /proc")


def test_the_command_listens_on_localhost_only_with_a_token() -> None:
    cmd = voila_command(port=9123, token="t0k")
    assert str(app_notebook()) in cmd and app_notebook().is_file()
    assert {"--port=9123", "--Voila.ip=127.0.0.1", "--no-browser", "--token=t0k",
            "--Voila.port_retries=0"} <= set(cmd)
    assert "--Voila.ip=192.168.1.5" in voila_command(ip="192.168.1.5")
    assert app_url(9123, "t0k") == "http://127.0.0.1:9123/?token=t0k"


@pytest.mark.parametrize(("host", "origin", "refused"), [
    ("127.0.0.1:8866", None, False),
    ("localhost:8866", "http://localhost:8866", False),
    ("[::1]:8866", None, False),
    ("attacker.example:8866", None, True),  # DNS rebinding: the page's own name
    ("127.0.0.1:9999", None, True),
    ("", None, True),
    ("127.0.0.1:8866", "http://attacker.example", True),  # a cross-site request
    ("127.0.0.1:8866", "null", True),
    ("127.0.0.1:8866", "http://localhost:8866", True),  # same server, another origin
])
def test_the_gate_accepts_only_this_servers_host_and_origin(host: str, origin: str | None,
                                                            refused: bool) -> None:
    assert (HostGate("127.0.0.1", 8866).refusal(host, origin) is not None) is refused


def test_listening_on_every_address_accepts_any_host_but_still_checks_the_origin() -> None:
    gate = HostGate("0.0.0.0", 8866)
    assert gate.refusal("teacher-laptop:8866", None) is None
    assert gate.refusal("teacher-laptop:8866", "http://attacker.example") is not None


def test_a_missing_board_file_is_a_clear_error(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["app", str(tmp_path / "nope.yaml"), "--no-browser"])
    assert code == 2 and "no board file" in capsys.readouterr().err


def test_the_app_notebook_builds_the_board_it_is_given(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    b = ml.Board()
    b.add("Llanowar Elves")
    path = tmp_path / "board.yaml"
    path.write_text(b.to_yaml(), encoding="utf-8")
    monkeypatch.setenv("MTGLAB_BOARD", str(path))
    monkeypatch.delenv("MPLBACKEND", raising=False)
    nb = nbformat.read(app_notebook(), as_version=4)
    NotebookClient(nb, timeout=120, kernel_name="python3",
                   resources={"metadata": {"path": str(tmp_path)}}).execute()
    state = nb.metadata["widgets"]["application/vnd.jupyter.widget-state+json"]["state"]
    html = [str(m["state"].get("value", "")) for m in state.values()
            if m["model_name"] == "HTMLModel"]
    assert any("Llanowar Elves" in h for h in html)
    assert os.environ["MTGLAB_BOARD"] == str(path)


def test_serve_needs_voila(monkeypatch: pytest.MonkeyPatch,
                           capsys: pytest.CaptureFixture[str]) -> None:
    import importlib.util

    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    assert serve(open_browser=False) == 2
    assert "needs Voila" in capsys.readouterr().err


# ------------------------------------------------------------------ a real server


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class _App:
    proc: subprocess.Popen[bytes]
    port: int
    log: Path

    def text(self) -> str:
        return self.log.read_text(errors="replace")

    def get(self, path: str, headers: dict[str, str] | None = None) -> tuple[int, str]:
        """GET without following redirects: (status, body)."""
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=120)
        try:
            conn.request("GET", path, headers=headers or {})
            resp = conn.getresponse()
            return resp.status, resp.read().decode("utf-8", "replace")
        finally:
            conn.close()


def _start(tmp_path: Path, *options: str) -> _App:
    """``mtglab app --no-browser --port=P`` plus ``options``, ready to answer."""
    port = _free_port()
    log = tmp_path / "app.log"
    env = {k: v for k, v in os.environ.items() if k != "MPLBACKEND"}
    with open(log, "wb") as out:
        proc = subprocess.Popen([sys.executable, "-m", "mtglab.cli", "app", "--no-browser",
                                 f"--port={port}", *options], stdout=out,
                                stderr=subprocess.STDOUT, env=env)
    app = _App(proc, port, log)
    end = time.monotonic() + 90
    while time.monotonic() < end:
        assert proc.poll() is None, app.text()
        try:
            if app.get("/voila/static/favicon.ico")[0] == 200:  # a page GET runs a kernel
                return app
        except OSError:
            pass
        time.sleep(0.3)
    proc.kill()
    raise TimeoutError(app.text())


@pytest.fixture
def started(tmp_path: Path) -> Iterator[list[_App]]:
    """The servers a test starts; any still running at the end is killed with its group."""
    apps: list[_App] = []
    yield apps
    for app in apps:
        if app.proc.poll() is None:
            tree = process_tree(app.proc.pid)
            app.proc.send_signal(signal.SIGTERM)
            app.proc.wait(30)
            for pid in still_running(tree, 0):
                os.kill(pid, signal.SIGKILL)


def _stops_with_everything(app: _App, sig: int) -> None:
    """After ``sig`` to ``mtglab app``: it exits 0, and Voila and its kernels are gone."""
    tree = process_tree(app.proc.pid)
    kinds = " ".join(command_line(pid) for pid in tree)
    assert "mtglab.appserver" in kinds and "ipykernel" in kinds, kinds  # Voila and a kernel
    app.proc.send_signal(sig)
    assert app.proc.wait(30) == 0
    left = still_running(tree)
    assert not left, [command_line(pid) for pid in left]


@pytest.mark.slow
def test_mtglab_app_without_options_is_locked_and_stops_on_sigterm(
        tmp_path: Path, started: list[_App]) -> None:
    app = _start(tmp_path)
    started.append(app)
    match = re.search(r"http://127\.0\.0\.1:(\d+)/\?token=([0-9a-f]{48})", app.text())
    assert match is not None, app.text()  # a generated token, printed in the URL to open
    token = match[2]
    host = f"127.0.0.1:{app.port}"
    # no token: sent to the login page, the notebook isn't run
    status, _body = app.get("/")
    assert status in (302, 403), status
    status, body = app.get("/?token=" + "0" * 48)
    assert status in (302, 403) and "mtglab" not in body
    # the right token but another site's name (DNS rebinding) or origin: refused
    assert app.get(f"/?token={token}", {"Host": f"attacker.example:{app.port}"})[0] == 403
    assert app.get(f"/?token={token}", {"Host": host,
                                        "Origin": "http://attacker.example"})[0] == 403
    # the URL printed opens the page (and starts its kernel)
    status, body = app.get(f"/?token={token}")
    assert status == 200 and "mtglab board builder" in body
    _stops_with_everything(app, signal.SIGTERM)


@pytest.mark.slow
def test_an_empty_token_is_warned_and_ctrl_c_stops_everything(
        tmp_path: Path, started: list[_App]) -> None:
    app = _start(tmp_path, "--token", "")
    started.append(app)
    assert "WARNING: serving without a token" in app.text()
    status, body = app.get("/")
    assert status == 200 and "mtglab board builder" in body
    _stops_with_everything(app, signal.SIGINT)
