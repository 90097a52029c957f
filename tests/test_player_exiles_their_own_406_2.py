"""A player exiles something of their own that they choose (CR 406.2): "Target opponent
exiles a creature they control" (chosen as for a sacrifice, 701.21a; ``ExileOwn``) and
"Target player exiles a card from their graveyard" (``ExileFromGraveyard`` with its
player) — read by grammar/instructions.lark and grammar/optional.lark, played by
engine/effects/perform.py and engine/effects/optional.py, each player in turn order
(101.4). Every corpus line of both wordings is read and played."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.instructions import ExileOwn, Who
from mtglab.cards.model import Card
from mtglab.cards.optional import ExileFromGraveyard
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import audit_found, corpus_abilities, corpus_cards, parametrize_face_lines

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
#: "... exiles a/an <kind> they control" or "... exiles a card from their graveyard"
_EXILES: Final = re.compile(r"\bexiles (?:an? (?:(?!\b(?:card|with)\b)[\w ,])+? they control|"
                            r"an? [\w ]*?card from their graveyard)\.")
#: everyone exiles a creature (a test card: the corpus line goes on past the exile)
EVERYONE: Final = Card.from_text(name="Everyone Exiles", mana_cost="{1}{B}",
                                 type_line="Sorcery",
                                 oracle_text="Each player exiles a creature they control.")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Doomfall", "Scrabbling Claws", "Grave Birthing")


def _names(b: ml.Board, player: str) -> list[str]:
    t = b.permanents
    return sorted(t[t["controller"] == player]["name"])


def test_target_opponent_exiles_a_creature_of_their_choice_cr_406_2_701_21a(
        cards: dict[str, Any]) -> None:
    # Doomfall's first mode: the opponent chooses which of their creatures goes
    b = ml.Board()
    bear = b.add(BEAR, "opponent")
    b.add("Llanowar Elves", "opponent")
    b.add("Forest", "opponent")
    b.add(BEAR)
    b.add_mana("you", "CCB")
    b.cast(cards["Doomfall"], modes=[0], targets=["opponent"], choices=[bear])
    assert _names(b, "opponent") == ["Forest", "Llanowar Elves"]
    assert list(b.cards("opponent", "exile")) and _names(b, "you") == ["Bear"]
    assert len(b.graveyard("opponent")) == 0  # exiled, not put into the graveyard


def test_each_player_exiles_one_in_turn_order_cr_101_4() -> None:
    b = ml.Board()
    mine = [b.add(BEAR), b.add("Llanowar Elves")]
    theirs = [b.add(BEAR, "opponent"), b.add("Llanowar Elves", "opponent")]
    b.add_mana("you", "CB")
    # you (the active player) choose first, then the opponent (101.4)
    b.cast(EVERYONE, choices=[mine[1], theirs[0]])
    assert _names(b, "you") == ["Bear"] and _names(b, "opponent") == ["Llanowar Elves"]


def test_target_player_exiles_a_card_of_their_choice_from_their_graveyard_cr_406_2(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    claws = b.add(cards["Scrabbling Claws"])
    b.add("Llanowar Elves", "opponent", zone="graveyard")
    b.add("Forest", "opponent", zone="graveyard")
    b.add_mana("you", "CC")
    b.activate(claws, 0, targets=["opponent"], choices=["Forest"])
    assert sorted(b.graveyard("opponent")["name"]) == ["Llanowar Elves"]


def test_target_opponent_exiles_the_only_card_there_without_a_choice_cr_406_2(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add("Llanowar Elves", "opponent", zone="graveyard")
    b.add("Island", zone="library")  # to draw
    b.add_mana("you", "CCB")
    b.cast(cards["Grave Birthing"], targets=["opponent"])
    assert len(b.graveyard("opponent")) == 0
    assert sorted(b.permanents["name"]) == ["Eldrazi Scion"]  # its token (111.1)


def test_the_readings() -> None:
    a = parse_ability("Target opponent exiles a creature they control.", is_spell=True)
    assert isinstance(a.effects[0], ExileOwn) and a.effects[0].player == Who.TARGET_OPPONENT
    g = parse_ability("Target player exiles a card from their graveyard.", is_spell=True)
    assert isinstance(g.effects[0], ExileFromGraveyard)
    assert g.effects[0].player == Who.TARGET_PLAYER and g.effects[0].count == 1


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_EXILES, lambda a: _EXILES.search(a.text) is not None)


# ``exile_line``: one test per corpus line where a player exiles something of their own
pytest_generate_tests = parametrize_face_lines("exile_line", _lines, width=40)


@pytest.mark.corpus
def test_every_exile_of_their_own_is_read_cr_406_2(exile_line: Any) -> None:
    _face, ability = exile_line
    assert not re.match(r"not understood: '[\w ]*?exiles (?:an? (?:(?!\b(?:card|with)\b)[\w ,])+?"
                        r" they control|an? [\w ]*?card from their graveyard)'$",
                        ability.problem), ability.problem


@pytest.mark.corpus
def test_every_supported_exile_of_their_own_plays() -> None:
    found = [(f, a) for f, a in _lines() if a.supported]
    assert len(found) >= 6
    audit_found(found, board_refusals=True)
