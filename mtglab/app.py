"""``mtglab app``: the board builder as a web page, for people who don't write code.

The page is the bundled notebook ``mtglab/data/app/board_builder.ipynb`` served by Voila:
Voila runs the notebook when the page is opened and shows only its outputs — the board
builder's controls and panes, never a cell. It listens on 127.0.0.1 only, so nothing is
reachable from another machine.

>>> cmd = voila_command(port=8866, open_browser=False, token="s3cret")
>>> cmd[1:3], "--Voila.ip=127.0.0.1" in cmd, "--no-browser" in cmd, "--token=s3cret" in cmd
(['-m', 'voila'], True, True, True)
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from collections.abc import Sequence
from importlib import resources
from pathlib import Path

__all__ = ["APP_NOTEBOOK", "app_notebook", "serve", "voila_command"]

#: The notebook the page runs, inside the package.
APP_NOTEBOOK = "data/app/board_builder.ipynb"
#: Voila's usual port.
DEFAULT_PORT = 8866


def app_notebook() -> Path:
    """The path of the bundled board-builder notebook."""
    return Path(str(resources.files("mtglab").joinpath(APP_NOTEBOOK)))


def voila_command(*, port: int = DEFAULT_PORT, open_browser: bool = True,
                  token: str | None = None, notebook: Path | None = None) -> list[str]:
    """The Voila command line that serves the board builder on 127.0.0.1."""
    cmd = [sys.executable, "-m", "voila", str(notebook or app_notebook()),
           f"--port={port}", "--Voila.ip=127.0.0.1", "--theme=light"]
    if not open_browser:
        cmd.append("--no-browser")
    if token:
        cmd.append(f"--token={token}")
    return cmd


def _is_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def serve(*, port: int = DEFAULT_PORT, open_browser: bool = True, allow_root: bool = False,
          board: str | Path | None = None, token: str | None = None,
          extra: Sequence[str] = ()) -> int:
    """Serve the board builder until interrupted; returns Voila's exit status.

    ``board``: a board file (YAML) the page starts from. ``allow_root``: as root, Voila
    runs without complaint (unlike ``jupyter lab``, it has no root check), so the flag
    is accepted for the same habit and only silences the note printed as root.
    """
    if importlib.util.find_spec("voila") is None:  # mtglab's "notebook" extra has it
        print("mtglab app needs Voila: pip install 'mtglab[notebook]'", file=sys.stderr)
        return 2
    env = {k: v for k, v in os.environ.items() if k != "MPLBACKEND"}  # inline figures
    if board is not None:
        path = Path(board).resolve()
        if not path.is_file():
            print(f"mtglab app: no board file at {path}", file=sys.stderr)
            return 2
        env["MTGLAB_BOARD"] = str(path)
    if _is_root() and not allow_root:
        print("mtglab app: running as root (Voila allows it; --allow-root hides this note)",
              file=sys.stderr)
    cmd = [*voila_command(port=port, open_browser=open_browser, token=token), *extra]
    print(f"mtglab app: serving the board builder on http://127.0.0.1:{port}/ "
          "(Ctrl-C stops it)", file=sys.stderr)
    try:
        return subprocess.call(cmd, env=env)
    except KeyboardInterrupt:
        return 0
