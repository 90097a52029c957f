"""Helpers for tests that start servers: the processes below one, and waiting for them
to be gone (Linux /proc; the kernels of a Voila server run in sessions of their own, so
only the parent links tell which are its)."""

from __future__ import annotations

import os
import time
from pathlib import Path


def process_tree(pid: int) -> list[int]:
    """The PIDs of every process below ``pid`` (children, their children...)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        children.setdefault(int(stat.rpartition(")")[2].split()[1]), []).append(int(entry.name))
    out: list[int] = []
    todo = [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            out.append(child)
            todo.append(child)
    return out


def command_line(pid: int) -> str:
    """The command line of ``pid`` ("" when it is gone)."""
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def running(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie waiting for its parent counts as gone)."""
    try:
        os.kill(pid, 0)
        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


def still_running(pids: list[int], timeout: float = 20.0) -> list[int]:
    """The PIDs of ``pids`` still running after waiting up to ``timeout`` seconds."""
    end = time.monotonic() + timeout
    left = [p for p in pids if running(p)]
    while left and time.monotonic() < end:
        time.sleep(0.2)
        left = [p for p in left if running(p)]
    return left
