"""More conditions of the one vocabulary (CR 608.2c, 603.4, 611.3a): the cards in your
graveyard counted (404: "if you have four or more creature cards in your graveyard",
"if twenty or more creature cards are in your graveyard", "if there are fewer than six
creature cards in your graveyard", "... three or more instant and/or sorcery cards ...",
205.2a), "if you control no other creatures" (108.4), "if enchanted creature's power is
4 or greater" (208.1, 303.4), "if a creature died under your (an opponent's) control this
turn" (700.4, 603.10a: its controller and types as it last existed). Every corpus line
with one of these wordings reads the condition; each supported one is played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import (
    corpus_abilities,
    corpus_cards,
    line_played_or_refused_elsewhere,
    parametrize_face_lines,
    resolve_all,
    supported_at_least,
    triggers_waiting,
)

_WORDING = re.compile(
    r"\bif (?:you have \w+ or more [\w ]*cards in your graveyard|\w+ or more [\w ]*cards "
    r"are in your graveyard|there are fewer than \w+ [\w ]*cards in your graveyard|there "
    r"are \w+ or more instant and/or sorcery cards (?:among cards )?in your graveyard|you "
    r"control no other |(?:enchanted|equipped) creature's power is \d+ or greater|[\w ]+ "
    r"died under (?:your|an opponent's) control this turn)", re.I)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDING, lambda a: bool(_WORDING.search(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_line_reads_the_condition_cr_608_2c(line: tuple[Any, Any]) -> None:
    # unsupported only for another part of the line, not for its condition
    line_played_or_refused_elsewhere(line, "condition not understood")


def test_most_lines_are_supported_cr_608_2c() -> None:
    supported_at_least(_lines, 12)


def _card(text: str, type_line: str = "Creature — Human") -> ml.Card:
    return ml.Card.from_text(name="Test Keeper", type_line=type_line, mana_cost="{1}",
                             power="2", toughness="2", oracle_text=text)


_BEAR_CARD = ml.Card.from_text(name="Dead Bear", type_line="Creature — Bear",
                               mana_cost="{1}{G}", power="2", toughness="2")
_BOLT_CARD = ml.Card.from_text(name="Old Bolt", type_line="Instant", mana_cost="{R}")


@pytest.mark.parametrize(("text", "cards", "waiting"), [
    ("if you have two or more creature cards in your graveyard", [_BEAR_CARD] * 2, 1),
    ("if you have two or more creature cards in your graveyard", [_BEAR_CARD, _BOLT_CARD], 0),
    ("if two or more creature cards are in your graveyard", [_BEAR_CARD] * 2, 1),
    ("if there are fewer than two creature cards in your graveyard", [_BEAR_CARD], 1),
    ("if there are fewer than two creature cards in your graveyard", [_BEAR_CARD] * 2, 0),
    ("if there are two or more instant and/or sorcery cards in your graveyard",
     [_BOLT_CARD, _BOLT_CARD], 1),
    ("if there are two or more instant and/or sorcery cards in your graveyard",
     [_BOLT_CARD, _BEAR_CARD], 0),
])
def test_cards_in_your_graveyard_counted_cr_404_603_4(text: str, cards: list[ml.Card],
                                                       waiting: int) -> None:
    keeper = _card(f"At the beginning of your upkeep, {text}, you gain 1 life.")
    assert keeper.abilities[0].supported, keeper.abilities[0].problem
    b = ml.Board()
    b.add(keeper)
    for c in cards:
        b.add(c, zone="graveyard")
    for c in cards:  # the opponent's graveyard doesn't count (404.1: each player's own)
        b.add(c, "opponent", zone="graveyard")
    b.active = "opponent"
    b.add("Island", zone="library")
    b.add("Island", "opponent", zone="library")
    b.pass_turn()  # your upkeep (503.1a)
    assert triggers_waiting(b, "Test Keeper") == waiting


def test_you_control_no_other_creatures_cr_108_4() -> None:
    keeper = _card("At the beginning of your upkeep, if you control no other creatures, "
                   "you gain 1 life.")
    for mine, theirs, waiting in ((0, 1, 1), (1, 0, 0)):
        b = ml.Board()
        b.add(keeper)
        for _ in range(mine):
            b.add(_BEAR_CARD)
        for _ in range(theirs):  # an opponent's creature isn't yours
            b.add(_BEAR_CARD, "opponent")
        b.active = "opponent"
        b.add("Island", zone="library")
        b.add("Island", "opponent", zone="library")
        b.pass_turn()
        assert triggers_waiting(b, "Test Keeper") == waiting


def test_enchanted_creatures_power_cr_208_1_303_4() -> None:
    web = corpus_cards("Arachnus Web")["Arachnus Web"]
    for power, left in ((4, False), (3, True)):
        b = ml.Board()
        b.phase = "precombat main"
        big = b.add(ml.Card.from_text(name="Big One", type_line="Creature — Beast",
                                      mana_cost="{4}", power=str(power), toughness="4"),
                    "opponent")
        w = b.add(web, attached_to=big.id)
        b.advance("end")  # "at the beginning of the end step" (513.1a)
        resolve_all(b)
        assert (w.id in set(b.permanents["id"])) is left


def test_a_creature_died_under_your_control_cr_700_4_603_10a() -> None:
    keeper = _card("At the beginning of your end step, if a creature died under your "
                   "control this turn, you gain 1 life.")
    for whose, waiting in (("you", 1), ("opponent", 0)):
        b = ml.Board()
        b.phase = "precombat main"
        b.add(keeper)
        bear = b.add(_BEAR_CARD, whose)
        b.add_counters(bear, "-1/-1", 2)  # it dies (704.5f, 700.4)
        b.check_state()
        b.advance("end")
        assert triggers_waiting(b, "Test Keeper") == waiting


def test_activate_only_if_a_creature_died_under_your_control_cr_602_5b_700_4() -> None:
    conscript = corpus_cards("Cult Conscript")["Cult Conscript"]
    for whose, returned in (("you", True), ("opponent", False)):
        b = ml.Board()
        b.phase = "precombat main"
        held = b.add(conscript, zone="graveyard")
        bear = b.add(_BEAR_CARD, whose)
        b.add_counters(bear, "-1/-1", 2)  # it dies (704.5f) under that player's control
        b.check_state()
        b.add_mana("you", "CB")
        if returned:
            b.activate(held, 1)
            resolve_all(b)
            assert list(b.permanents["name"]) == ["Cult Conscript"]
        else:
            with pytest.raises(ml.IllegalActionError):
                b.activate(held, 1)
