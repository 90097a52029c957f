"""What ml.deck_mana reads and what it returns: decklist text, files, read_decklist
tables, {name: count} and lists of names give the same games; a Commander section's card
starts in the command zone (903.6) and is measured like the rest; the tables have their
columns, the intervals hold their estimates, and the result shows itself."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")

import pandas as pd
import pytest

import mtglab as ml
from mtglab.manabase import DeckMana
from mtglab.manabase.result import TABLE_COLUMNS

TEXT = "10 Forest\n8 Plains\n4 Temple Garden\n20 Grizzly Bears\n18 Glorious Anthem\n"


@pytest.fixture(scope="module")
def result() -> DeckMana:
    return ml.deck_mana(TEXT, games=600, seed=2, scheduler="sync")


def test_every_way_to_give_a_deck_plays_the_same_games(result: DeckMana,
                                                       tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_text(TEXT, "utf-8")
    mapping = {"Forest": 10, "Plains": 8, "Temple Garden": 4, "Grizzly Bears": 20,
               "Glorious Anthem": 18}
    names = [n for n, k in mapping.items() for _ in range(k)]
    for deck in (path, str(path), ml.read_decklist(TEXT), mapping, names):
        other = ml.deck_mana(deck, games=600, seed=2, scheduler="sync")
        pd.testing.assert_frame_equal(result.table, other.table)


def test_the_tables_have_their_columns_and_their_intervals_hold(result: DeckMana) -> None:
    t = result.table
    assert tuple(t.columns) == TABLE_COLUMNS
    assert list(t["card"]) == ["Grizzly Bears", "Glorious Anthem"]  # by turn: 2, 3
    assert list(t["turn"]) == [2, 3] and list(t["copies"]) == [20, 18]
    assert ((t["low"] <= t["p_on_curve"]) & (t["p_on_curve"] <= t["high"])).all()
    assert list(result.by_turn.columns) == ["turn", "colors", "p", "low", "high"]
    assert set(result.by_turn["colors"]) == {"W", "G", "WG"}
    assert result.by_turn[result.by_turn["turn"] == 1].set_index("colors").loc["WG", "p"] == 0
    assert result.mulligans["games"].sum() == result.games == 600
    assert list(result.turns_played["turn"]) == [1, 2, 3]


def test_a_commander_starts_in_the_command_zone_and_is_measured() -> None:  # 903.6
    text = "Commander\n1 Selvala, Heart of the Wilds\nDeck\n40 Forest\n59 Grizzly Bears\n"
    r = ml.deck_mana(text, games=300, seed=1, mulligan="commander", scheduler="sync")
    assert r.deck.size == 99 and [c.name for c in r.deck.commander] == [
        "Selvala, Heart of the Wilds"]
    row = r.table.set_index("card").loc["Selvala, Heart of the Wilds"]
    assert row["copies"] == 1 and row["turn"] == 3 and row["p_on_curve"] > 0.5


def test_the_result_shows_itself_and_draws_its_curves(result: DeckMana) -> None:
    assert repr(result).startswith("<DeckMana: 60-card deck, 600 games on the play")
    html = result._repr_html_()
    assert "Deck mana" in html and "Glorious Anthem" in html
    assert result.plot().get_ylabel() == "P(one mana of each color)"
    assert result.plot(kind="cards").get_xlabel() == "P(castable on curve)"
    with pytest.raises(ml.MtglabError):
        result.plot(kind="pie")


def test_compare_puts_the_published_model_beside_the_games(result: DeckMana) -> None:
    c = result.compare()
    anthem = c[c["card"] == "Glorious Anthem"].iloc[0]
    assert anthem["shape"] == "1CC" and anthem["color"] == "W"
    assert anthem["sources"] == 12  # 8 Plains and 4 Temple Garden
    assert anthem["model_p"] == pytest.approx(ml.manabase.cast_probability(
        "1CC", 12, deck_size=60, lands=22))


def test_sources_needed_and_deck_mana_load_with_their_first_use() -> None:
    import subprocess
    import sys

    code = ("import sys, mtglab as ml; print('mtglab.manabase' in sys.modules); "
            "f = ml.sources_needed; print('mtglab.manabase' in sys.modules, "
            "'dask' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["False", "True", "False"]
