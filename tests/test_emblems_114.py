"""Emblems (CR 114) from real planeswalkers of ../shared/corpus (skipped with a message
where it is absent): "you get an emblem with ..." puts an emblem with those abilities into
the command zone; its static abilities work there, after the planeswalker is gone, and a
board file keeps it."""

from __future__ import annotations

from pathlib import Path

import pytest

import mtglab as ml
from mtglab.cards.instructions import Who
from mtglab.cards.oracle.planeswalkers import GetEmblem


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> dict[str, ml.Card]:
    pool = ml.load_cards(corpus_jsonl, register=False)
    return {c.name: c for c in pool}


def _pt(b: ml.Board, p: ml.Permanent) -> tuple[int, int]:
    c = b.characteristics(p)
    return c["power"], c["toughness"]


def test_you_get_an_emblem_in_the_command_zone_cr_114_1_114_2(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    gideon = b.add(cards["Gideon, Ally of Zendikar"])
    b.activate(gideon, "−4")
    rows = b.emblems
    assert list(rows["owner"]) == ["you"]  # owned and controlled by that player (114.2)
    assert list(rows["name"]) == ["Emblem (Gideon, Ally of Zendikar)"]
    assert list(rows["abilities"]) == [("Creatures you control get +1/+1.",)]
    assert "114.2" in set(b.log["rule"])
    assert b.permanents.empty  # an emblem is not a permanent (114.5); Gideon is at 0 (704.5i)


def test_an_emblems_static_ability_works_from_the_command_zone_cr_114_4_613_4c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    elspeth = b.add(cards["Elspeth, Sun's Champion"], counters={"loyalty": 7})
    mine = b.add(cards["Grizzly Bears"])
    theirs = b.add(cards["Grizzly Bears"], "opponent")
    b.activate(elspeth, "−7")
    assert list(b.graveyard("you")["name"]) == ["Elspeth, Sun's Champion"]
    assert _pt(b, mine) == (4, 4)
    assert "Flying" in b.characteristics(mine)["abilities"]
    assert _pt(b, theirs) == (2, 2)  # "you control": the emblem's owner's (114.2)
    later = b.add(cards["Grizzly Bears"])  # a static ability: not locked in (611.3a)
    assert _pt(b, later) == (4, 4)


def test_emblems_of_the_same_kind_add_up_cr_114_4(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"])
    for _ in range(2):
        sorin = b.add(cards["Sorin, Lord of Innistrad"])
        b.activate(sorin, "−2")  # "Creatures you control get +1/+0."
        b.pass_turn()
        b.pass_turn()
    assert len(b.emblems) == 2
    assert _pt(b, bears) == (4, 2)


def test_a_board_file_keeps_the_emblems_cr_114(cards: dict[str, ml.Card],
                                                tmp_path: Path) -> None:
    b = ml.Board()
    gideon = b.add(cards["Gideon, Ally of Zendikar"], counters={"loyalty": 9})
    bears = b.add(cards["Grizzly Bears"])
    b.activate(gideon, "−4")
    text = b.to_yaml()
    again = ml.Board.from_yaml(text)
    assert again.state == b.state
    assert again.to_yaml() == text
    assert _pt(again, bears) == (3, 3)
    bad = text.replace("owner: you\n  source:", "owner: nobody\n  source:")
    with pytest.raises(ml.MtglabError, match="emblems"):
        ml.Board.from_yaml(bad)


def test_an_emblem_for_other_players_reads_who_gets_it_cr_114_2(
        cards: dict[str, ml.Card]) -> None:
    inferno = next(a for a in cards["Chandra, Awakened Inferno"].abilities
                   if a.text.startswith("+2"))
    (emblem,) = inferno.effects
    assert isinstance(emblem, GetEmblem) and emblem.who is Who.EACH_OPPONENT
    # its ability triggers from the command zone (114.4): tests/test_emblem_triggers_114_4.py
    assert inferno.supported, inferno.problem
    apex = next(a for a in cards["Garruk, Apex Predator"].abilities
                if a.text.startswith("−8"))
    assert apex.effects[0].who is Who.TARGET_OPPONENT  # a target (115.1)
