"""A player sacrifices a number of permanents of a kind (CR 701.21a): "Target player
sacrifices two creatures", "Each player sacrifices X lands", "Target player sacrifices two
attacking creatures", "sacrifice two lands", "... of their choice" — read by
grammar/keywordactions.lark (``SacrificeSeveral``), played by the engine's one
sacrifice-of-several verb: each player chooses among their own permanents the selector
matches (all of them if they have fewer), in turn order (101.4); a target player is
chosen as the spell is cast (115.1). Every corpus line of the wording is read and played.
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.effectparts import Amount
from mtglab.cards.keywordactions import SacrificeSeveral
from mtglab.cards.model import Card
from mtglab.cards.oracle.parser import parse_ability
from mtglab.cards.vocabulary import AmountKind
from tests.conftest import audit_found, corpus_abilities, corpus_cards, parametrize_face_lines

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")

#: a player's sacrifice of a number (a word or X) of permanents, as its own sentence
_SACRIFICE: Final = re.compile(
    r"(?:^|[.:—] |, )(?:[A-Z]\w*(?: \w+)? sacrifices|[Ss]acrifice) (?:two|three|four|five|six|"
    r"seven|thirteen|X) [\w ]+?(?: of their choice)?\.")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Dead Drop", "Tectonic Break", "Lotus Field",
                        "Voldaren Pariah // Abolisher of Bloodlines")


def _names(b: ml.Board, player: str) -> list[str]:
    t = b.permanents
    return sorted(t[t["controller"] == player]["name"])


def test_target_player_sacrifices_two_creatures_of_their_choice_cr_701_21a(
        cards: dict[str, Any]) -> None:
    # Dead Drop: the target player keeps one of three creatures, and their land
    b = ml.Board()
    bears = [b.add(BEAR, "opponent") for _ in range(3)]
    b.add("Forest", "opponent")
    mine = b.add(BEAR)
    b.add_mana("you", "CCCCCCCCCB")
    b.cast(cards["Dead Drop"], targets=["opponent"], resolve=False)
    b.resolve(choices=bears[:2])  # 701.21a: the sacrificing player chooses
    assert _names(b, "opponent") == ["Bear", "Forest"]
    assert b.get(mine.id) is not None and _names(b, "you") == ["Bear"]
    assert sorted(b.graveyard("opponent")["name"]) == ["Bear", "Bear"]


def test_each_player_sacrifices_x_lands_in_turn_order_cr_101_4_107_3(
        cards: dict[str, Any]) -> None:
    # Tectonic Break with X = 2: you (the active player) choose first, then the opponent;
    # a player with fewer than X sacrifices all they have
    b = ml.Board()
    mine = [b.add("Forest") for _ in range(3)]
    theirs = [b.add("Mountain", "opponent") for _ in range(3)]
    b.add_mana("you", "CCCCCCRR")
    b.cast(cards["Tectonic Break"], x=2, choices=[mine[0], mine[2], theirs[1], theirs[2]])
    assert _names(b, "you") == ["Forest"] and b.get(mine[1].id) is not None
    assert _names(b, "opponent") == ["Mountain"] and b.get(theirs[0].id) is not None
    b2 = ml.Board()
    b2.add("Forest")
    b2.add("Mountain", "opponent")
    b2.add_mana("you", "CCCCCCRR")
    b2.cast(cards["Tectonic Break"], x=2)  # each has one: it is sacrificed, no choice
    assert _names(b2, "you") == [] and _names(b2, "opponent") == []


def test_sacrifice_two_lands_is_your_own_choice_cr_701_21a(cards: dict[str, Any]) -> None:
    # Lotus Field: "When ~ enters, sacrifice two lands" (it may be one of them)
    b = ml.Board()
    forest = b.add("Forest")
    b.add("Island")
    b.add("Mountain", "opponent")
    field = b.add(cards["Lotus Field"], "you", zone="hand")
    b.play_land(field)
    b.resolve(choices=[forest, b.get("Island")])
    assert _names(b, "you") == ["Lotus Field"]
    assert _names(b, "opponent") == ["Mountain"]  # never another player's (701.21a)


def test_old_and_new_wordings_read_alike() -> None:
    a = parse_ability("Each opponent sacrifices two creatures.", is_spell=True)
    b = parse_ability("Each opponent sacrifices two creatures of their choice.",
                      is_spell=True)
    assert a.effects == b.effects
    c = parse_ability("Each player sacrifices X lands.", is_spell=True)
    e = c.effects[0]
    assert isinstance(e, SacrificeSeveral) and e.amount == Amount(AmountKind.X)
    assert e.player == "each player" and e.selector.types == ("Land",)


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_SACRIFICE, lambda a: _SACRIFICE.search(a.text) is not None)


# ``sacrifice_line``: one test per corpus line with a player's sacrifice of a number
pytest_generate_tests = parametrize_face_lines("sacrifice_line", _lines, width=40)


@pytest.mark.corpus
def test_every_sacrifice_of_a_number_is_read_cr_701_21a(sacrifice_line: Any) -> None:
    _face, ability = sacrifice_line
    # what is still not read is another sentence (a cost, "this way", half, ...) or
    # another part ("instead if", "unless": the conditions' own grammar)
    assert not re.match(r"not understood: '(?!.*\b(?:instead|if|unless)\b)[\w ]*?sacrifices? "
                        r"(?:two|three|four|five|six|seven|thirteen|X) [\w ]+'$",
                        ability.problem), ability.problem


@pytest.mark.corpus
def test_every_supported_sacrifice_of_a_number_plays() -> None:
    found = [(f, a) for f, a in _lines() if a.supported]
    assert len(found) >= 8
    audit_found(found, board_refusals=True)
