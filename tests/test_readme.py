"""The README's tour runs as written, and its quick start matches CI."""

from __future__ import annotations

import re
from pathlib import Path

import matplotlib

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text("utf-8")


def test_the_tour_runs() -> None:
    matplotlib.use("Agg")
    blocks = re.findall(r"```python\n(.*?)```", README, flags=re.S)
    assert blocks
    for block in blocks:
        exec(compile(block, "README.md", "exec"), {})  # our own README


def test_quick_start_is_two_commands_and_ci_runs_the_test_one() -> None:
    quick = README.split("## Quick start", 1)[1].split("```bash", 1)[1].split("```", 1)[0]
    commands = [line for line in quick.strip().splitlines() if line.strip()]
    assert len(commands) == 2
    assert "mtglab demo" in commands[0] and "pytest" in commands[1]
    ci = (ROOT / ".ci" / "run").read_text("utf-8")
    assert 'pip install --quiet -e ".[test]" && .venv/bin/python -m pytest -q' in ci
