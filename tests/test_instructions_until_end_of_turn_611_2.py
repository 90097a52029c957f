"""Continuous effects of resolving spells and abilities (CR 611.2): the objects are
locked in as it resolves (611.2c) and "until end of turn" ends in the cleanup step
(514.2). Real cards of ../shared/corpus (skipped with a message where it is absent)."""

from __future__ import annotations

from pathlib import Path

import pytest

import mtglab as ml


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> dict[str, ml.Card]:
    pool = ml.load_cards(corpus_jsonl, register=False)
    return {c.name: c for c in pool}


def test_giant_growth_gives_plus_3_until_end_of_turn_cr_611_2a_613_4c_514_2(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"])
    b.add_mana("you", "G")
    b.cast(cards["Giant Growth"], targets=[bears])
    c = b.characteristics(bears)
    assert (c["power"], c["toughness"]) == (5, 5)
    b.pass_turn()
    c = b.characteristics(bears)
    assert (c["power"], c["toughness"]) == (2, 2)


def test_a_spell_whose_only_target_became_illegal_does_not_resolve_cr_608_2b(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"])
    b.add_mana("you", "G")
    b.cast(cards["Giant Growth"], targets=[bears], resolve=False)
    b.remove(bears, to="graveyard")
    b.resolve()
    assert any(r == "608.2b" for r in b.log["rule"])
    assert list(b.graveyard("you")["name"]) == ["Grizzly Bears", "Giant Growth"]


def test_an_effect_on_creatures_you_control_locks_in_those_there_now_cr_611_2c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"])
    spell = next(c for c in cards.values() if c.oracle_text ==
                 "Creatures you control get +1/+1 until end of turn.")
    b.add_mana("you", str(spell.mana_cost).replace("{", "").replace("}", "")
               .replace("1", "C").replace("2", "CC"))
    b.cast(spell)
    later = b.add(cards["Grizzly Bears"])
    assert b.characteristics(bears)["power"] == 3
    assert b.characteristics(later)["power"] == 2  # not there as it resolved


def test_regeneration_replaces_destruction_cr_701_19a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    skeletons = b.add(cards["Drudge Skeletons"], "opponent")
    b.add_mana("opponent", "B")
    b.activate(skeletons, 0, player="opponent")
    b.add_mana("you", "BB")
    b.add_mana("you", "C")
    b.cast(cards["Murder"], targets=[skeletons])
    assert b.get("Drudge Skeletons")
    assert b.is_tapped(skeletons)  # tapped instead (701.19a)
    b.add_mana("you", "BBC")
    b.cast(cards["Murder"], targets=[skeletons])  # the shield was used up
    assert "Drudge Skeletons" in list(b.graveyard("opponent")["name"])


def test_target_player_discards_and_draws_are_players_cr_115_1_701_9a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    for name in ("Forest", "Island", "Plains"):
        b.add(name, "opponent", zone="hand")
    b.add_mana("you", "BCC")
    b.cast(cards["Mind Rot"], targets=["opponent"], choices=["Forest, Island"])
    assert list(b.hand("opponent")["name"]) == ["Plains"]


def test_a_board_with_an_until_end_of_turn_effect_reads_back_from_its_file_cr_611_2(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"])
    b.add_mana("you", "G")
    b.cast(cards["Giant Growth"], targets=[bears])
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.characteristics(bears)["power"] == 5
    again.pass_turn()
    assert again.characteristics(bears)["power"] == 2
