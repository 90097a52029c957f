"""Who may see the top card of a library (CR 401.2, 401.5): no player may look at the
cards of a library (401.2); "You may look at the top card of your library any time" lets
its owner look at the top card, "Play with the top card of your library revealed" shows
it to every player, "Players play with the top card of their libraries revealed" does so
for every library (401.5). ``b.library(player)`` shows it in its ``seen_by`` column.
Every corpus line of these wordings is read and played."""

from __future__ import annotations

import re
from typing import Any

import mtglab as ml
from tests.conftest import (
    audit_found,
    corpus_abilities,
    corpus_cards,
    parametrize_face_lines,
    supported_at_least,
)

_WORDING = re.compile(r"^(?:You may look at the top card of your library any time|(?:Players )?"
                      r"[Pp]lay with the top card of (?:your library|their libraries) "
                      r"revealed)\.", re.M)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDING, lambda a: bool(_WORDING.match(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_line_is_supported_and_played_cr_401_5(line: tuple[Any, Any]) -> None:
    face, ability = line
    assert ability.supported, (face.name, ability.problem)
    audit_found([line], board_refusals=True)


def test_the_pool_has_these_lines_cr_401_5() -> None:
    supported_at_least(_lines, 50)


def _board_with(card: ml.Card, controller: str = "you") -> ml.Board:
    b = ml.Board()
    b.add(card, controller=controller)
    for name in ("Forest", "Island"):
        b.add(name, zone="library")
        b.add(name, zone="library", owner="opponent")
    return b


def test_no_one_sees_a_library_without_such_an_ability_cr_401_2() -> None:
    b = ml.Board()
    b.add("Forest", zone="library")
    assert list(b.library("you")["seen_by"]) == [""]


def test_look_at_the_top_card_only_its_owner_sees_it_cr_401_5() -> None:
    augur = corpus_cards("Augur of Autumn")["Augur of Autumn"]
    b = _board_with(augur)
    assert list(b.library("you")["seen_by"]) == ["you", ""]  # the top card only
    assert list(b.library("opponent")["seen_by"]) == ["", ""]  # "your library"


def test_revealed_every_player_sees_it_cr_401_5() -> None:
    courser = corpus_cards("Courser of Kruphix")["Courser of Kruphix"]
    b = _board_with(courser, controller="opponent")
    assert list(b.library("opponent")["seen_by"]) == ["you, opponent", ""]
    assert list(b.library("you")["seen_by"]) == ["", ""]


def test_players_play_with_their_top_cards_revealed_cr_401_5() -> None:
    card = ml.Card.from_text(name="Open Minds", type_line="Enchantment", mana_cost="{U}",
                             oracle_text="Players play with the top card of their "
                             "libraries revealed.")
    b = _board_with(card)
    for player in ("you", "opponent"):
        assert list(b.library(player)["seen_by"]) == ["you, opponent", ""]


def test_it_stops_when_the_permanent_leaves_cr_611_3a() -> None:
    augur = corpus_cards("Augur of Autumn")["Augur of Autumn"]
    b = ml.Board()
    pid = b.add(augur)
    b.add("Forest", zone="library")
    b.remove(pid)  # to its owner's graveyard
    assert list(b.library("you")["seen_by"]) == [""]
