"""The command line fits 100 columns: long cells wrap (``--wide`` opts out), ``card``
shows power/toughness and loyalty, ``coverage`` shows its progress, ``--cards FILE``
loads a card file first, ``rule`` shows a rule with its summary.

Expected values come from the cards shown: Pili-Pala is a 1/1 (its printed power and
toughness, CR 208), a planeswalker's printed loyalty is its starting loyalty (306.5b).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import mtglab as ml
from mtglab import cli

WIDTH = 100


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[str, str]:
    assert cli.main(list(argv)) == 0
    captured = capsys.readouterr()
    return captured.out, captured.err


def _widest(text: str) -> int:
    return max(map(len, text.splitlines()))


def test_demo_fits_100_columns_and_wide_opts_out(capsys: pytest.CaptureFixture[str]) -> None:
    out, _ = _run(capsys, "demo")
    assert _widest(out) <= WIDTH
    # nothing is cut: the long reason of Llanowar Elves (CR 302.6) is all there, wrapped
    words = " ".join(out.split())
    assert "hasn't been under its controller's control continuously since their most " \
           "recent turn began, and it has no haste (CR 302.6, 107.5)" in words
    wide, _ = _run(capsys, "demo", "--wide")
    assert _widest(wide) > WIDTH
    assert " ".join(wide.split()).count("Llanowar Elves") == words.count("Llanowar Elves")


def test_show_fits_100_columns(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    b = ml.Board()
    for name in ("Forest", "Llanowar Elves", "Pili-Pala", "Mana Reflection"):
        b.add(name, controlled_since_turn_start=name != "Llanowar Elves")
    b.add("Contamination", "opponent")
    path = tmp_path / "board.yaml"
    path.write_text(b.to_yaml(), "utf-8")
    out, _ = _run(capsys, "show", str(path))
    assert _widest(out) <= WIDTH and "Pili-Pala" in out


def test_card_shows_power_toughness_and_fits_cr_208(
        capsys: pytest.CaptureFixture[str]) -> None:
    out, _ = _run(capsys, "card", "Pili-Pala")
    assert "1/1 (power/toughness, CR 208)" in out
    out, _ = _run(capsys, "card", "Hangarback", "Walker")
    assert "0/0" in out and _widest(out) <= WIDTH


def test_card_shows_loyalty_cr_306_5b(capsys: pytest.CaptureFixture[str]) -> None:
    walker = next(c for c in ml.catalogue() if c.loyalty)
    out, _ = _run(capsys, "card", walker.name)
    assert f"loyalty {walker.loyalty} (CR 306.5b)" in out and _widest(out) <= WIDTH


def test_cards_option_loads_a_card_file_first(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    card = {"name": "Widthtest Walker", "mana_cost": "{2}{U}", "type_line":
            "Legendary Planeswalker — Jace", "oracle_text": "+1: Draw a card. " * 12,
            "power": None, "toughness": None, "loyalty": "4", "colors": ["U"],
            "layout": "normal", "faces": None}
    path = tmp_path / "cards.jsonl"
    path.write_text(json.dumps(card) + "\n", "utf-8")
    assert cli.main(["card", "Widthtest Walker"]) == 1
    capsys.readouterr()
    out, err = _run(capsys, "card", "Widthtest Walker", "--cards", str(path))
    assert "loyalty 4" in out and _widest(out) <= WIDTH and "1 cards" in err
    out, _ = _run(capsys, "demo", "--cards", str(path))
    assert _widest(out) <= WIDTH


def test_coverage_fits_and_shows_progress(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    lines = [{"name": f"Coverage Test {i}", "mana_cost": "{1}", "type_line": "Artifact",
              "oracle_text": "{T}: Add {C}. " + "This long sentence is not a known "
              "wording of any rule at all and goes on. " * 3, "power": None,
              "toughness": None, "loyalty": None, "colors": [], "layout": "normal",
              "faces": None} for i in range(3)]
    path = tmp_path / "cards.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), "utf-8")
    out, err = _run(capsys, "coverage", str(path), "--no-play")
    assert _widest(out) <= WIDTH
    assert "reading Oracle text" in err and "/3 " in err  # the progress bar, on stderr
    out, err = _run(capsys, "coverage", str(path), "--no-play", "--quiet")
    assert "reading Oracle text" not in err


def test_rule_command_prints_the_summary_and_sub_rules_cr_616_1(
        capsys: pytest.CaptureFixture[str]) -> None:
    out, _ = _run(capsys, "rule", "616.1")
    assert out.startswith("CR 616.1 (Interaction of Replacement")
    assert f"CR 616.1e: {ml.rule('616.1e').summary}" in out
    assert "yawgatog.com" in out and _widest(out) <= WIDTH


def test_help_lists_the_new_commands(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--help"]) == 0
    out = capsys.readouterr().out
    for command in ("cards download", "rule 616.1e", "--wide", "--cards"):
        assert command in out
    assert _widest(out) <= WIDTH
