"""``mtglab mana DECKFILE``: the table of each spell's chance on curve, in 100 columns."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtglab.cli import main

DECKLIST = """Deck
10 Plains
8 Island
4 Hallowed Fountain
2 Azorius Signet
4 Swords to Plowshares
4 Counterspell
4 Phantasmal Image
12 Silkbind Faerie
8 Serra Angel
4 Clone
"""


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    path = tmp_path / "azorius.txt"
    path.write_text(DECKLIST, "utf-8")
    return path


def test_mana_prints_each_spell_and_each_color_set_within_100_columns(
        deck: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["mana", str(deck), "--games", "300", "--scheduler", "sync"]) == 0
    out = capsys.readouterr().out
    assert "300 games on the play" in out and "london mulligan" in out
    for card in ("Counterspell", "Serra Angel", "Silkbind Faerie"):
        assert card in out
    assert "WU" in out  # the deck's two colors together, by turn
    assert max(len(line) for line in out.splitlines()) <= 100


def test_mana_on_the_draw(deck: Path, capsys: pytest.CaptureFixture[str]) -> None:  # 103.8a
    assert main(["mana", str(deck), "--games", "200", "--draw", "--scheduler", "sync",
                 "--seed", "4"]) == 0
    assert "200 games on the draw" in capsys.readouterr().out


def test_mana_refuses_a_missing_file_and_a_bad_deck(tmp_path: Path, deck: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["mana", str(tmp_path / "nope.txt")]) == 1
    bad = tmp_path / "bad.txt"
    bad.write_text("20 Forest\n40 Grizly Bears\n", "utf-8")
    assert main(["mana", str(bad), "--games", "10"]) == 1
    assert "Grizly Bears" in capsys.readouterr().err
    assert main(["mana", str(deck), "--games", "0"]) == 1
