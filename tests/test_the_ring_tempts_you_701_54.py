"""The Ring tempts you (CR 701.54): the player chooses a creature they control as their
Ring-bearer (701.54a), a designation of the permanent (701.54b) that ends when another
player controls it; the Ring has one more ability each of the first four times (701.54c);
"Whenever the Ring tempts you" triggers even with no creature to choose (701.54d).
Played on real cards of ../shared/corpus, and across every corpus line of the wording."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities
from tests.static_lines import real

_TEMPTS = re.compile(r"the Ring tempts you", re.I)


def _tempt(b: ml.Board, choices: tuple[Any, ...] = ()) -> None:
    """Cast Birthday Escape ("Draw a card. The Ring tempts you.") for ``you``."""
    b.add("Island", zone="library")
    b.add_mana("you", "U")
    b.cast(real("Birthday Escape"), choices=choices)


def test_every_corpus_line_of_the_ring_tempts_you_is_read_and_played_cr_701_54() -> None:
    found = corpus_abilities(_TEMPTS, lambda a: bool(_TEMPTS.search(a.text)))
    if not found:
        pytest.skip("needs the corpus (../shared/corpus)")
    plain = [a for _f, a in found if re.fullmatch(r"the Ring tempts you\.", a.text, re.I)]
    assert all(a.supported for a in plain), [a.problem for a in plain if not a.supported]
    played = [(f, a) for f, a in found if a.supported]
    assert len(played) >= 34  # 701.54a: the instruction and the 701.54d trigger
    audit_found(played, board_refusals=True)


def test_the_ring_tempts_you_chooses_a_ring_bearer_and_counts_cr_701_54a_c() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears")
    _tempt(b)  # one creature: it is chosen (701.54a)
    assert b.ring_bearer("you") == bears
    assert b.ring_tempted("you") == 1
    elves = b.add("Llanowar Elves")
    with pytest.raises(ml.ChoiceRequired, match="Ring-bearer"):
        _tempt(b)  # two creatures: the player chooses
    _tempt(b, choices=(elves,))
    assert b.ring_bearer("you") == elves  # the new one replaces the old (701.54a)
    assert b.ring_tempted("you") == 2
    rows = b.permanents.set_index("id")["designations"]
    assert rows[elves.id] == "Ring-bearer" and not isinstance(rows[bears.id], str)


def test_tempted_without_a_creature_still_counts_cr_701_54d() -> None:
    b = ml.Board()
    _tempt(b)
    assert b.ring_bearer("you") is None and b.ring_tempted("you") == 1


def test_whenever_the_ring_tempts_you_triggers_cr_701_54d() -> None:
    b = ml.Board()
    nazgul = b.add(real("Nazgûl"))  # "Whenever the Ring tempts you, put a +1/+1
    # counter on each Wraith you control."
    _tempt(b)
    b.resolve()
    assert b.counters(nazgul) == {"+1/+1": 1}


def test_a_ring_bearer_is_legendary_cr_701_54c() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears")
    _tempt(b)
    assert "Legendary" in b.permanents.set_index("id").loc[bears.id, "types"]


def test_the_designation_ends_when_another_player_controls_it_cr_701_54a() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears")
    _tempt(b)
    text = b.to_yaml()
    assert "ring_bearer: you" in text and "ring_tempted: 1" in text
    moved = ml.Board.from_yaml(text.replace("controller: you\n", "controller: opponent\n"))
    assert moved.ring_bearer("you") is None and moved.ring_bearer("opponent") is None
    assert "Legendary" not in moved.permanents.set_index("id").loc[bears.id, "types"]


def test_creatures_with_greater_power_cant_block_the_ring_bearer_cr_701_54c() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears")
    _tempt(b)
    giant = b.add(real("Hill Giant"), "opponent")  # 3/3
    elves = b.add("Llanowar Elves", "opponent")  # 1/1
    b.attack(bears)
    with pytest.raises(ml.IllegalActionError, match=r"701.54c"):
        b.block(giant, bears)
    b.block(elves, bears)
    assert b.in_combat()["blocking"] == [elves]


def _fourth_temptation(b: ml.Board) -> Any:
    """A Grizzly Bears made Ring-bearer by the fourth temptation: every ability of the
    Ring (701.54c)."""
    bears = b.add("Grizzly Bears")
    b.ring_tempted("you", 3)
    _tempt(b)
    return bears


def test_the_ring_bearer_loots_as_it_attacks_at_level_two_cr_701_54c() -> None:
    b = ml.Board()
    bears = _fourth_temptation(b)
    b.add("Island", zone="library")
    b.add("Forest", zone="hand")
    hand = len(b.hand("you"))
    b.attack(bears)
    assert "draw a card, then discard" in b.stack.iloc[0]["text"]
    b.resolve(choices=["Forest"])
    assert len(b.hand("you")) == hand  # one drawn, one discarded


def test_the_blocker_is_sacrificed_at_end_of_combat_at_level_three_cr_701_54c() -> None:
    b = ml.Board()
    bears = _fourth_temptation(b)
    wall = b.add(real("Wall of Stone"), "opponent")  # 0/8: survives the combat damage
    b.attack(bears)
    while len(b.stack):
        b.resolve()
    b.block(wall, bears)
    b.resolve()  # creates the delayed trigger "at end of combat" (603.7)
    b.combat_damage()
    b.advance("end of combat")
    while len(b.stack):
        b.resolve()
    assert wall.id not in set(b.permanents["id"])
    assert b.graveyard("opponent")["name"].tolist() == ["Wall of Stone"]


def test_each_opponent_loses_3_life_at_level_four_cr_701_54c() -> None:
    b = ml.Board()
    bears = _fourth_temptation(b)
    b.attack(bears)
    while len(b.stack):
        b.resolve()
    b.block()
    b.combat_damage()
    while len(b.stack):
        b.resolve()
    assert b.life("opponent") == 20 - 2 - 3


def test_ring_state_round_trips_through_board_files_701_54() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears")
    _tempt(b)
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.state == b.state
    assert again.ring_bearer("you") == bears and again.ring_tempted("you") == 1
    with pytest.raises(ml.CardDataError, match="ring_bearer"):
        ml.Board.from_yaml(b.to_yaml().replace("ring_bearer: you", "ring_bearer: nobody"))
