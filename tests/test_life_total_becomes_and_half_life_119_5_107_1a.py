"""Life totals set and halved, libraries milled by half: "<player>'s life total becomes
N" (CR 119.5: the player gains or loses the difference; ``SetLifeTotal``), "<player>
loses half their life, rounded up/down" (107.1a: each player's own life total, 608.2c; a
``LoseLife`` of the amount ``half_life_rounded_up``/``_down``) and "<player> mills half
their library, rounded down" (107.1a, 701.17a) — read by grammar/instructions.lark,
played by engine/effects/perform.py. Every corpus line of these wordings is read and
played."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.effects import LoseLife
from mtglab.cards.instructions import SetLifeTotal, Who
from mtglab.cards.model import Card
from mtglab.cards.oracle.parser import parse_ability
from mtglab.cards.vocabulary import AmountKind
from tests.conftest import audit_found, corpus_abilities, corpus_cards, parametrize_face_lines

_LIFE: Final = re.compile(r"(?:life total becomes \d+\b|life total becomes the number of|"
                          r"(?:loses?|mills?) half (?:their|your) (?:life|library), rounded "
                          r"(?:up|down))")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
#: each player loses half their life (a test card: no corpus line says only that)
HALVING: Final = Card.from_text(name="Halving", mana_cost="{B}", type_line="Sorcery",
                                oracle_text="Each player loses half their life, rounded "
                                            "down.")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Blessed Wind", "Biorhythm", "Cruel Bargain", "Angel of Grace",
                        "Traumatize")


def test_target_players_life_total_becomes_20_cr_119_5(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.life("opponent", 7)
    b.add_mana("you", "CCCCCCCWW")
    b.cast(cards["Blessed Wind"], targets=["opponent"])
    assert b.life("opponent") == 20 and b.life("you") == 20
    b.life("you", 33)
    b.add_mana("you", "CCCCCCCWW")
    b.cast(cards["Blessed Wind"], targets=["you"])  # a higher total: life is lost
    assert b.life("you") == 20


def test_each_players_life_total_becomes_their_own_creature_count_cr_119_5_608_2c(
        cards: dict[str, Any]) -> None:
    # Biorhythm: each player's own count ("they control")
    b = ml.Board()
    b.add(BEAR)
    b.add(BEAR)
    b.add(BEAR, "opponent")
    b.add_mana("you", "CCCCCCGG")
    b.cast(cards["Biorhythm"])
    assert b.life("you") == 2 and b.life("opponent") == 1


def test_you_lose_half_your_life_rounded_up_cr_107_1a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.life("you", 15)
    for _ in range(4):
        b.add("Island", zone="library")
    b.add_mana("you", "BBB")
    b.cast(cards["Cruel Bargain"])
    assert b.life("you") == 7  # 15 - 8 (half of 15 is 7.5, rounded up)
    assert len(b.hand("you")) == 4


def test_each_player_loses_half_their_own_life_rounded_down_cr_107_1a_608_2c() -> None:
    b = ml.Board()
    b.life("you", 9)
    b.life("opponent", 20)
    b.add_mana("you", "B")
    b.cast(HALVING)
    assert b.life("you") == 5 and b.life("opponent") == 10  # 9 - 4, 20 - 10


def test_target_player_mills_half_their_library_rounded_down_cr_107_1a_701_17a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    for _ in range(7):
        b.add("Island", "opponent", zone="library")
    b.add("Forest", zone="library")  # your library is not counted (608.2c)
    b.add_mana("you", "CCCUU")
    b.cast(cards["Traumatize"], targets=["opponent"])
    assert len(b.library("opponent")) == 4 and len(b.graveyard("opponent")) == 3
    assert len(b.library("you")) == 1


def test_the_readings() -> None:
    a = parse_ability("Target opponent loses half their life, rounded up.", is_spell=True)
    e = a.effects[0]
    assert isinstance(e, LoseLife) and e.player == Who.TARGET_OPPONENT
    assert e.amount.kind is AmountKind.HALF_LIFE_ROUNDED_UP
    # "half your life" of another player is your life total: not read as theirs
    assert not parse_ability("Target opponent loses half your life, rounded up.",
                             is_spell=True).supported
    s = parse_ability("Your life total becomes 10.", is_spell=True)
    assert isinstance(s.effects[0], SetLifeTotal) and s.effects[0].amount.value == 10


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_LIFE, lambda a: _LIFE.search(a.text) is not None)


# ``life_line``: one test per corpus line that sets or halves a life total
pytest_generate_tests = parametrize_face_lines("life_line", _lines, width=40)


@pytest.mark.corpus
def test_every_life_total_line_is_read_cr_119_5(life_line: Any) -> None:
    _face, ability = life_line
    # ("they lose ...": the subject "they" is another part, not read yet)
    assert not re.match(r"not understood: '(?!they )[\w' ]*?(?:life total becomes \d+|(?:loses?|"
                        r"mills?) half (?:their|your) (?:life|library), rounded (?:up|down))'$",
                        ability.problem), ability.problem


@pytest.mark.corpus
def test_every_supported_life_total_line_plays() -> None:
    found = [(f, a) for f, a in _lines() if a.supported]
    assert len(found) >= 12
    audit_found(found, board_refusals=True)
