"""Day and night (CR 731) and the daybound and nightbound keywords (702.145), through the
public API: a daybound permanent makes it day when it is neither (702.145d); the untap
step's check turns day into night when the previous turn's active player cast no spells,
and night into day when they cast two or more (502.2, 731.2a-b); daybound permanents
transform as it becomes night, nightbound ones as it becomes day (702.145c, 702.145f); a
daybound card cast at night enters transformed (702.145b); board files keep the
designation (731.1). Every corpus line of daybound and nightbound reads and plays."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.ability import AbilityKind
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BOLT = ml.Card.from_text(name="Zap", mana_cost="{R}", type_line="Instant",
                         oracle_text="Zap deals 1 damage to any target.")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Tavern Ruffian // Tavern Smasher")


@pytest.fixture()
def ruffian_board(cards: dict[str, Any]) -> tuple[ml.Board, ml.Permanent]:
    b = ml.Board()
    ruffian = b.add(cards["Tavern Ruffian // Tavern Smasher"])
    return b, ruffian


def _zap(b: ml.Board, player: str) -> None:
    b.add_mana(player, "R")
    b.cast(BOLT, controller=player, targets=[player])


def test_a_game_starts_neither_day_nor_night_731_1() -> None:
    assert ml.Board().day_night is None


def test_a_daybound_permanent_makes_it_day_702_145d(ruffian_board: Any) -> None:
    b, ruffian = ruffian_board
    b.pass_turn()  # an action: it is neither, and a daybound permanent is there
    assert b.day_night == "day"
    assert b.characteristics(ruffian)["name"] == "Tavern Ruffian"


def test_no_spells_in_a_turn_makes_it_night_and_it_transforms_731_2a_702_145c(
        ruffian_board: Any) -> None:
    b, ruffian = ruffian_board
    b.day_night = "day"
    b.pass_turn()  # "you" cast no spells this turn: night as the next untap step begins
    assert b.day_night == "night"
    looks = b.characteristics(ruffian)
    assert (looks["name"], looks["power"], looks["toughness"]) == ("Tavern Smasher", 6, 5)


def test_one_spell_keeps_it_day_731_2a(ruffian_board: Any) -> None:
    b, ruffian = ruffian_board
    b.day_night = "day"
    _zap(b, "you")
    b.pass_turn()
    assert b.day_night == "day"
    assert b.characteristics(ruffian)["name"] == "Tavern Ruffian"


def test_two_spells_make_night_day_and_it_transforms_back_731_2b_702_145f(
        ruffian_board: Any) -> None:
    b, ruffian = ruffian_board
    b.day_night = "day"
    b.pass_turn()  # night: Tavern Smasher
    assert b.day_night == "night"
    _zap(b, "opponent")  # the opponent's turn: two spells
    _zap(b, "opponent")
    b.pass_turn()
    assert b.day_night == "day"
    assert b.characteristics(ruffian)["name"] == "Tavern Ruffian"


def test_one_spell_keeps_it_night_731_2b(ruffian_board: Any) -> None:
    b, ruffian = ruffian_board
    b.day_night = "night"
    b.pass_turn()
    _zap(b, "opponent")
    b.pass_turn()
    assert b.day_night == "night"
    assert b.characteristics(ruffian)["name"] == "Tavern Smasher"


def test_only_the_previous_active_players_spells_count_731_2a(ruffian_board: Any) -> None:
    b, _ruffian = ruffian_board
    b.day_night = "day"
    b.pass_turn()
    assert b.day_night == "night"
    _zap(b, "you")  # not the active player's (the opponent's turn)
    _zap(b, "you")
    b.pass_turn()
    assert b.day_night == "night"


def test_cast_at_night_it_enters_transformed_702_145b(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.day_night = "night"
    b.add_mana("you", "RRRR")
    wolf = b.cast(cards["Tavern Ruffian // Tavern Smasher"])
    assert b.characteristics(wolf)["name"] == "Tavern Smasher"
    assert not any(r["action"] == "transform" for _i, r in b.log.iterrows())


def test_neither_with_nothing_bound_no_check_happens_731_2c() -> None:
    b = ml.Board()
    b.pass_turn()
    assert b.day_night is None


def test_the_designation_round_trips_in_a_board_file_731_1(ruffian_board: Any) -> None:
    b, ruffian = ruffian_board
    b.day_night = "day"
    b.pass_turn()
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.day_night == "night"
    assert again.characteristics(ruffian)["name"] == "Tavern Smasher"


def test_a_board_file_refuses_another_designation_731_1() -> None:
    text = ml.Board().to_yaml() + "day_night: dusk\n"
    with pytest.raises(ml.CardDataError, match="day_night"):
        ml.Board.from_yaml(text)


@pytest.mark.parametrize("keyword", ["Daybound", "Nightbound"])
def test_every_corpus_line_of_the_keyword_reads_and_plays_702_145(keyword: str) -> None:
    line = re.compile(rf"^{keyword}\b", re.M)
    found = corpus_abilities(line, lambda a: keyword in a.keywords)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 30
    # a line is left unsupported only for another line of its face (Curse of Leeches'
    # "Enchant player")
    unread = [(a.text, a.problem) for _f, a in found
              if not a.supported and keyword.lower() in (a.problem or "").lower()]
    assert not unread, unread[:3]
    found = [(f, a) for f, a in found if a.supported]
    for _f, a in found:
        assert a.kind is AbilityKind.KEYWORD
    audit_found(found, board_refusals=True)


def test_an_instruction_makes_it_night_and_daybound_permanents_transform_731_1(
        ruffian_board: Any) -> None:
    b, ruffian = ruffian_board
    b.day_night = "day"
    dusk = ml.Card.from_text(name="Dusk", mana_cost="{R}", type_line="Sorcery",
                             oracle_text="It becomes night.")
    b.add_mana("you", "R")
    b.cast(dusk)
    assert b.day_night == "night"
    assert b.characteristics(ruffian)["name"] == "Tavern Smasher"  # 702.145c


def test_angel_of_eternal_dawn_makes_it_day_as_it_enters_731_1() -> None:
    angel = corpus_cards("Angel of Eternal Dawn")["Angel of Eternal Dawn"]
    line = next(a for a in angel.abilities if a.text.endswith("it becomes day."))
    assert line.supported, line.problem
    b = ml.Board()
    b.day_night = "night"
    b.add_mana("you", "WWWWW")
    b.cast(angel)
    b.resolve()  # its enters trigger
    assert b.day_night == "day"


def test_day_becoming_night_triggers_731_1a() -> None:
    vandal = corpus_cards("Brimstone Vandal")["Brimstone Vandal"]
    b = ml.Board()
    b.add(vandal)
    b.day_night = "day"
    b.pass_turn()  # no spells: night (731.2a)
    b.resolve()  # "Whenever day becomes night or night becomes day, ... 1 damage to each
    assert b.life("opponent") == 19  # opponent"


def test_the_first_designation_is_no_change_and_triggers_nothing_731_1a() -> None:
    vandal = corpus_cards("Brimstone Vandal")["Brimstone Vandal"]
    b = ml.Board()
    b.add(vandal)
    b.add_mana("you", "R")
    b.cast(ml.Card.from_text(name="Dawn", mana_cost="{R}", type_line="Sorcery",
                             oracle_text="It becomes day."))
    assert b.day_night == "day" and not len(b.stack)
    assert b.life("opponent") == 20


def test_every_corpus_day_becomes_night_trigger_reads_and_plays_731_1a() -> None:
    line = re.compile(r"^Whenever day becomes night or night becomes day\b", re.M)
    found = corpus_abilities(line, lambda a: a.text.startswith("Whenever day becomes"))
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 8
    unread = [(a.text, a.problem) for _f, a in found
              if not a.supported and "day becomes" in (a.problem or "")]
    assert not unread, unread[:3]
    audit_found([(f, a) for f, a in found if a.supported])
