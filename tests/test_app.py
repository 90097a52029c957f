"""``mtglab app``: the board builder served by Voila on 127.0.0.1 (the page itself is
checked in a real browser by tests/browser)."""

from __future__ import annotations

import os
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

import mtglab as ml
from mtglab.app import app_notebook, serve, voila_command
from mtglab.cli import main


def test_the_page_listens_on_localhost_only_with_the_options_given() -> None:
    cmd = voila_command(port=9123, open_browser=False, token="t0k")
    assert str(app_notebook()) in cmd and app_notebook().is_file()
    assert {"--port=9123", "--Voila.ip=127.0.0.1", "--no-browser", "--token=t0k"} <= set(cmd)
    assert "--no-browser" not in voila_command(open_browser=True)


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
    html = [m["state"].get("value", "") for m in state.values()
            if m["model_name"] == "HTMLModel"]
    assert any("Llanowar Elves" in h and "<table" in h for h in html)
    assert os.environ["MTGLAB_BOARD"] == str(path)


def test_serve_needs_voila(monkeypatch: pytest.MonkeyPatch,
                           capsys: pytest.CaptureFixture[str]) -> None:
    import importlib.util

    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    assert serve(open_browser=False) == 2
    assert "needs Voila" in capsys.readouterr().err
