"""The ``mtglab`` command: version, help, exit codes, errors on stderr (issue 15)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import mtglab as ml
from mtglab import cli


def test_version_prints_the_package_version_and_exits_0(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"mtglab {ml.__version__}"


def test_the_version_is_written_in_one_place() -> None:
    # pyproject.toml reads it from mtglab/__init__.py (hatch dynamic version)
    text = (Path(__file__).resolve().parents[1] / "pyproject.toml").read_text("utf-8")
    assert 'dynamic = ["version"]' in text and "\nversion =" not in text


def test_license_file_is_mit() -> None:
    text = (Path(__file__).resolve().parents[1] / "LICENSE").read_text("utf-8")
    assert text.startswith("MIT License") and "the mtglab developers" in text


def test_help_is_plain_text_listing_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "\x1b[" not in out and "``" not in out
    for command in ("demo", "show", "card", "coverage"):
        assert command in out
    assert "exit status" in out


def test_bad_usage_exits_2_on_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["no-such-command"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "invalid choice" in captured.err


def test_unknown_card_is_a_refused_input_exit_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["card", "Llanowar", "Elvez"]) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and "Llanowar Elves" in captured.err  # the suggestion


def test_missing_file_is_a_refused_input_without_traceback(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["show", str(tmp_path / "absent.yaml")]) == 1
    err = capsys.readouterr().err
    assert "absent.yaml" in err and "Traceback" not in err


@pytest.mark.parametrize("content", ["players: [", "players: {a: 1}\n", "\x00\xff", "- 1\n"])
def test_broken_board_file_exits_1_without_traceback(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str) -> None:
    f = tmp_path / "bad.yaml"
    f.write_text(content, "utf-8")
    assert cli.main(["show", str(f)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("mtglab: ") and "Traceback" not in err


def test_the_installed_command_reports_its_version() -> None:
    done = subprocess.run([sys.executable, "-m", "mtglab.cli", "--version"],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0 and done.stdout.strip() == f"mtglab {ml.__version__}"
