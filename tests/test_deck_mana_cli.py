"""``mtglab mana DECKFILE``: the table of each spell's chance on curve, in 100 columns."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtglab.cli import main

DECK = Path(__file__).resolve().parents[1] / "mtglab" / "data" / "decks" / "bant_midrange.txt"


def test_mana_prints_each_spell_and_each_color_set_within_100_columns(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["mana", str(DECK), "--games", "300", "--scheduler", "sync"]) == 0
    out = capsys.readouterr().out
    assert "300 games on the play" in out and "london mulligan" in out
    for card in ("Counterspell", "Serra Angel", "Noble Hierarch"):
        assert card in out
    assert "WUG" in out  # the deck's three colors together, by turn
    assert max(len(line) for line in out.splitlines()) <= 100


def test_mana_on_the_draw(capsys: pytest.CaptureFixture[str]) -> None:  # 103.8a
    assert main(["mana", str(DECK), "--games", "200", "--draw", "--scheduler", "sync",
                 "--seed", "4"]) == 0
    assert "200 games on the draw" in capsys.readouterr().out


def test_mana_refuses_a_missing_file_and_a_bad_deck(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["mana", str(tmp_path / "nope.txt")]) == 1
    bad = tmp_path / "bad.txt"
    bad.write_text("20 Forest\n40 Grizly Bears\n", "utf-8")
    assert main(["mana", str(bad), "--games", "10"]) == 1
    assert "Grizly Bears" in capsys.readouterr().err
    assert main(["mana", str(DECK), "--games", "0"]) == 1
