"""Handles across copies, board files and unrelated boards (issue 14: board files carry no
opaque number; issue 15: a handle from another board is refused, never silently used).

A handle is checked against the object it was made for: the id (never reused on a board:
a card that moves is a new object with a new id, CR 400.7), its owner (108.3) and the card
or token it is — not its current name, which a copy effect changes (707.2), nor its face
(712.8).
"""

from __future__ import annotations

import re

import pytest
import yaml

import mtglab as ml


def _board() -> tuple[ml.Board, ml.Permanent]:
    b = ml.Board()
    forest = b.add("Forest")
    b.add("Llanowar Elves", "opponent")
    return b, forest


def test_a_board_file_carries_no_lineage_number() -> None:
    b, _forest = _board()
    text = b.to_yaml()
    assert "lineage" not in text
    # every top-level number is one a reader can check: the turn, next id and timestamp
    doc = yaml.safe_load(text)
    numbers = {k for k, v in doc.items() if isinstance(v, int) and not isinstance(v, bool)}
    assert numbers == {"mtglab_board", "turn", "next_id", "next_timestamp"}


def test_two_boards_built_alike_write_the_same_file() -> None:
    # nothing random is written: the file is the board, and only the board
    assert _board()[0].to_yaml() == _board()[0].to_yaml()


def test_handles_work_on_the_board_read_back_from_its_file() -> None:
    b, forest = _board()
    again = ml.Board.from_yaml(b.to_yaml())
    again.tap(forest)
    assert again.is_tapped(forest) and not b.is_tapped(forest)
    elves = again.get("Llanowar Elves")
    assert b.characteristics(elves)["name"] == "Llanowar Elves"


def test_a_file_of_an_earlier_version_with_a_lineage_number_is_read() -> None:
    b, forest = _board()
    old = b.to_yaml().replace("next_id:", "lineage: 6270395583046431131\nnext_id:", 1)
    assert "lineage: 6270395583046431131" in old
    again = ml.Board.from_yaml(old)
    assert again.to_yaml() == b.to_yaml()  # the number is not kept, nor written again
    assert again.characteristics(forest)["name"] == "Forest"


def test_a_lineage_that_is_not_a_number_is_still_an_error() -> None:
    text = re.sub(r"next_id:", "lineage: [1, 2]\nnext_id:", _board()[0].to_yaml(), count=1)
    with pytest.raises(ml.CardDataError, match="lineage"):
        ml.Board.from_yaml(text)


def test_a_handle_from_an_unrelated_board_is_refused_cr_400_7() -> None:
    _b, forest = _board()
    other = ml.Board()
    other.add("Island")  # id 1 there is another object
    with pytest.raises(ml.UnknownPermanentError, match="another board") as info:
        other.tap(forest)
    assert "Island" in str(info.value)
    assert not other.is_tapped(1)
    mine = ml.Board()
    mine.add("Forest", "opponent")  # the same card, but another player's (108.3)
    with pytest.raises(ml.UnknownPermanentError, match="another board"):
        mine.tap(forest)


def test_a_handle_stays_valid_while_its_permanent_is_a_copy_cr_707_2() -> None:
    b = ml.Board()
    quirion = b.add("Quirion Elves", choices=("R",))
    llanowar = b.add("Llanowar Elves")
    b.become_copy(quirion, llanowar, duration="end of turn")
    while_copy = b.get(quirion.id)  # named "Llanowar Elves" now
    again = ml.Board.from_yaml(b.to_yaml())
    again.pass_turn()  # the copy effect ends (514.2)
    assert again.characteristics(while_copy)["name"] == "Quirion Elves"


#: a double-faced card not in the catalogue, as Scryfall describes it (CR 712)
DELVER = {"object": "card", "name": "Delver of Secrets // Insectile Aberration",
          "layout": "transform", "type_line": "Creature — Human Wizard // Creature — Human Insect",
          "card_faces": [
              {"object": "card_face", "name": "Delver of Secrets", "mana_cost": "{U}",
               "type_line": "Creature — Human Wizard", "oracle_text": "", "power": "1",
               "toughness": "1", "colors": ["U"]},
              {"object": "card_face", "name": "Insectile Aberration", "mana_cost": "",
               "type_line": "Creature — Human Insect", "oracle_text": "Flying", "power": "3",
               "toughness": "2", "colors": ["U"], "color_indicator": ["U"]}]}


def test_a_handle_stays_valid_after_its_permanent_transforms_cr_712_8() -> None:
    b = ml.Board()
    card = ml.Card.from_scryfall(DELVER)
    delver = b.add(card)
    b.transform(delver)
    assert b.characteristics(delver)["name"] == "Insectile Aberration"
    text = b.to_yaml()
    again = ml.Board.from_yaml(text)
    # the card is spelled out with both faces, so the back face reads back (712.8)
    assert again.state.permanents[delver.id].card == card
    assert again.characteristics(delver) == b.characteristics(delver)
    assert again.to_yaml() == text
    again.transform(delver)
    assert again.characteristics(delver)["name"] == "Delver of Secrets"


def test_a_card_handle_works_on_the_board_read_back_but_not_elsewhere() -> None:
    b = ml.Board()
    bolt = b.add("Lightning Bolt", zone="hand")
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.card_id(bolt) == bolt.id
    other = ml.Board()
    other.add("Forest", zone="hand")
    with pytest.raises(ml.UnknownPermanentError, match="another board"):
        other.card_id(bolt)


def test_a_handle_stays_valid_after_a_temporary_copy_ends() -> None:
    b = ml.Board()
    quirion = b.add("Quirion Elves", choices=("R",))
    llanowar = b.add("Llanowar Elves")
    b.become_copy(quirion, llanowar, duration="end of turn")
    handle = b.get(quirion.id)  # named "Llanowar Elves" while it is a copy
    b.pass_turn()  # the copy effect ends (514.2)
    assert b.characteristics(handle)["name"] == "Quirion Elves"


def test_handles_survive_saving_and_loading_but_not_other_boards() -> None:
    b = ml.Board()
    forest = b.add("Forest")
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.characteristics(forest)["name"] == "Forest"
    other = ml.Board()
    other.add("Island")
    with pytest.raises(ml.UnknownPermanentError):
        other.characteristics(forest)
