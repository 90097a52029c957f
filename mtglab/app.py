"""``mtglab app``: the board builder as a web page, for people who don't write code.

The page is the bundled notebook ``mtglab/data/app/board_builder.ipynb`` served by Voila:
Voila runs the notebook when the page is opened and shows only its outputs — the board
builder's controls and panes, never a cell.

The page runs code (the notebook's kernel), so it is locked the way Jupyter locks its own
server:

- it listens on 127.0.0.1 only unless ``ip=`` (``--ip``) names another address;
- it requires a token, generated for each run and printed in the URL to open (as
  ``jupyter lab`` does); ``token=""`` (``--token ""``) opts out, with a warning;
- it refuses a request whose ``Host`` or ``Origin`` header isn't this server's own
  address (:mod:`mtglab.appserver`), so another site's page can't reach it through DNS
  rebinding or a cross-site request.

Voila runs in a process group of its own; ``serve`` forwards SIGTERM and SIGINT (Ctrl-C)
to it, Voila shuts its kernels down, and whatever of the group or its kernels is still
running a few seconds later is killed: nothing is left behind.

>>> cmd = voila_command(port=8866, token="s3cret")
>>> cmd[1:3], "--Voila.ip=127.0.0.1" in cmd, "--no-browser" in cmd, "--token=s3cret" in cmd
(['-m', 'mtglab.appserver'], True, True, True)
>>> app_url(8866, "s3cret")
'http://127.0.0.1:8866/?token=s3cret'
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import secrets
import signal
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from types import FrameType

__all__ = ["APP_NOTEBOOK", "app_notebook", "app_url", "new_token", "serve", "voila_command"]

#: The notebook the page runs, inside the package.
APP_NOTEBOOK = "data/app/board_builder.ipynb"
#: Voila's usual port.
DEFAULT_PORT = 8866
#: The address listened on unless told otherwise: this machine only.
DEFAULT_IP = "127.0.0.1"
#: Seconds Voila has to shut its kernels down after SIGTERM before the group is killed.
GRACE = 8.0


def app_notebook() -> Path:
    """The path of the bundled board-builder notebook."""
    return Path(str(resources.files("mtglab").joinpath(APP_NOTEBOOK)))


def new_token() -> str:
    """A fresh random token (48 hex digits, as Jupyter generates)."""
    return secrets.token_hex(24)


def app_url(port: int, token: str, ip: str = DEFAULT_IP) -> str:
    """The URL to open: the page with its token (none when ``token`` is empty)."""
    host = "127.0.0.1" if ip in ("", "0.0.0.0") else (f"[{ip}]" if ":" in ip else ip)
    return f"http://{host}:{port}/" + (f"?token={token}" if token else "")


def voila_command(*, port: int = DEFAULT_PORT, token: str = "", ip: str = DEFAULT_IP,
                  notebook: Path | None = None) -> list[str]:
    """The command line of the gated Voila server (:mod:`mtglab.appserver`).

    It never opens a browser itself (``serve`` opens the URL with the token) and never
    moves to another port when this one is taken (the URL printed must be right).
    """
    cmd = [sys.executable, "-m", "mtglab.appserver", str(notebook or app_notebook()),
           f"--port={port}", f"--Voila.ip={ip}", "--Voila.port_retries=0", "--theme=light",
           "--no-browser", f"--token={token}"]
    return cmd


def _is_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def _descendants(pid: int) -> list[int]:
    """Every process below ``pid`` (Linux /proc; empty elsewhere). Kernels run in
    sessions of their own, so a signal to Voila's group alone would miss them."""
    children: dict[int, list[int]] = {}
    proc = Path("/proc")
    if not proc.is_dir():
        return []
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        ppid = int(stat.rpartition(")")[2].split()[1])
        children.setdefault(ppid, []).append(int(entry.name))
    out: list[int] = []
    todo = [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            out.append(child)
            todo.append(child)
    return out


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    stat = Path(f"/proc/{pid}/stat")
    with contextlib.suppress(OSError):
        return stat.read_text().rpartition(")")[2].split()[0] != "Z"  # a zombie is gone
    return True


def _stop(proc: subprocess.Popen[bytes], sig: int) -> None:
    """Send ``sig`` to Voila's group, let it shut its kernels down, then kill whatever
    of it and its kernels is left."""
    kernels = _descendants(proc.pid)
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, sig)
    try:
        proc.wait(GRACE)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
    end = time.monotonic() + GRACE
    left = kernels
    while left and time.monotonic() < end:
        left = [pid for pid in left if _alive(pid)]
        if left:
            time.sleep(0.1)
    for pid in left:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


def _open_when_ready(url: str, port: int, proc: subprocess.Popen[bytes]) -> None:
    import webbrowser

    probe = f"http://127.0.0.1:{port}/voila/static/favicon.ico"  # GET / would run a kernel
    end = time.monotonic() + 60
    while time.monotonic() < end and proc.poll() is None:
        try:
            urllib.request.urlopen(probe, timeout=2).read()
        except OSError:
            time.sleep(0.3)
            continue
        webbrowser.open(url)
        return


def serve(*, port: int = DEFAULT_PORT, open_browser: bool = True, allow_root: bool = False,
          board: str | Path | None = None, token: str | None = None, ip: str = DEFAULT_IP,
          extra: Sequence[str] = ()) -> int:
    """Serve the board builder until SIGTERM or Ctrl-C; returns Voila's exit status.

    ``token``: None generates one; ``""`` serves without a token (warned: any local
    program, and any page that finds the port, could then drive the kernels).
    ``board``: a board file (YAML) the page starts from. ``ip``: the address to listen
    on. ``allow_root``: as root, Voila runs without complaint (unlike ``jupyter lab``,
    it has no root check), so the flag is accepted for the same habit and only silences
    the note printed as root.
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
    if token is None:
        token = new_token()
    elif not token:
        print("mtglab app: WARNING: serving without a token (--token ''): any program on "
              "this machine can use the page and run code in its kernels", file=sys.stderr)
    url = app_url(port, token, ip)
    cmd = [*voila_command(port=port, token=token, ip=ip), *extra]
    print(f"mtglab app: serving the board builder; open\n    {url}\n(Ctrl-C stops it)",
          file=sys.stderr, flush=True)
    proc = subprocess.Popen(cmd, env=env, start_new_session=True)
    received: list[int] = []

    def forward(signum: int, _frame: FrameType | None) -> None:
        received.append(signum)

    previous = {s: signal.signal(s, forward) for s in (signal.SIGTERM, signal.SIGINT)}
    try:
        if open_browser:
            threading.Thread(target=_open_when_ready, args=(url, port, proc),
                             daemon=True).start()
        while proc.poll() is None and not received:
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(0.2)
        if received:
            _stop(proc, signal.SIGTERM)
            return 0
        return int(proc.returncode)
    finally:
        if proc.poll() is None:  # an exception in this loop: leave nothing running
            _stop(proc, signal.SIGTERM)
        for s, handler in previous.items():
            signal.signal(s, handler)
