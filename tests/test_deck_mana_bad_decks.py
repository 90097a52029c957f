"""ml.deck_mana refuses decks it can't play with an ml.MtglabError naming the deck and
why (unknown names with suggestions, a count of zero, fewer cards than an opening hand
and the draws, CR 103.5, 121.4), and bad settings naming the argument."""

from __future__ import annotations

from pathlib import Path

import pytest

import mtglab as ml
from mtglab.manabase import DeckError


def _deck_error(deck: object, **kwargs: object) -> DeckError:
    with pytest.raises(DeckError) as err:
        ml.deck_mana(deck, games=10, scheduler="sync", **kwargs)  # type: ignore[arg-type]
    assert isinstance(err.value, ml.MtglabError) and err.value.field == "deck"
    return err.value


def test_unknown_names_are_listed_with_suggestions() -> None:
    e = _deck_error({"Forest": 20, "Llanowar Elfs": 4, "Zzyzx Qwerty": 36})
    assert set(e.unknown) == {"Llanowar Elfs", "Zzyzx Qwerty"}
    assert "Llanowar Elves" in e.unknown["Llanowar Elfs"]
    assert "did you mean Llanowar Elves" in str(e)


def test_unknown_names_in_decklist_text_and_lists() -> None:
    assert "Grizly Bears" in _deck_error("20 Forest\n40 Grizly Bears").unknown
    assert "Grizly Bears" in _deck_error(["Forest"] * 20 + ["Grizly Bears"] * 40).unknown


def test_a_count_of_zero_is_refused() -> None:
    assert "count of 0" in str(_deck_error({"Forest": 20, "Grizzly Bears": 0})).lower()
    assert "count of 0" in str(_deck_error("20 Forest\n0 Grizzly Bears")).lower()
    assert "whole number" in str(_deck_error({"Forest": 2.5}))


def test_fewer_cards_than_an_opening_hand_and_a_draw_is_refused() -> None:  # 103.5
    assert "opening hand" in str(_deck_error({"Forest": 4, "Grizzly Bears": 2}))
    # enough for the hand, not for the draws of five turns (121.4)
    assert "too few to draw" in str(_deck_error({"Forest": 5, "Grizzly Bears": 4},
                                                turns=5))


def test_a_deck_without_lands_or_of_no_known_shape_is_refused() -> None:
    assert "no land" in str(_deck_error({"Grizzly Bears": 60}))
    assert "not a deck" in str(_deck_error(42))
    assert "empty" in str(_deck_error("   "))


def test_a_missing_decklist_file_is_refused(tmp_path: Path) -> None:
    e = _deck_error(tmp_path / "missing.txt")
    assert "missing.txt" in str(e)


@pytest.mark.parametrize(("kwargs", "field"), [
    ({"games": 0}, "games"), ({"games": "many"}, "games"), ({"turns": 0}, "turns"),
    ({"turns": 99}, "turns"), ({"mulligan": "vancouver"}, "mulligan"),
    ({"on_play": 1}, "on_play"), ({"seed": -1}, "seed"),
    ({"scheduler": "cloud"}, "scheduler")])
def test_bad_settings_name_the_argument(kwargs: dict[str, object], field: str) -> None:
    with pytest.raises(ml.MtglabError) as err:
        ml.deck_mana({"Forest": 17, "Grizzly Bears": 23}, games=kwargs.pop("games", 10),
                     **kwargs)  # type: ignore[arg-type]
    assert getattr(err.value, "field", None) == field
