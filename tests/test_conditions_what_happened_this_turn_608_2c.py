"""Conditions on what happened this turn (CR 603.4, 608.2c), checked from each player's
turn history: "if you gained or lost life this turn" (119.3, 119.9), "if a player / an
opponent lost 4 or more life this turn" (119.3), "if two or more creatures died this
turn" (700.4), "if no creatures attacked this turn" (508.1a), "if you didn't cast a spell
this turn" (601.2i), "if you didn't play a land this turn" (305.2), "if you (didn't)
attack with a creature this turn" (508.1a). Read by one grammar part
(grammar/happened.lark) wherever a condition is read: an intervening "if" clause, "If
..., ..." and "activate only if".
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, corpus_cards, parametrize_face_lines

_WORDING = re.compile(
    r"\bif (?:you gained or lost life|you lost life|you didn't lose life|"
    r"(?:a player|an opponent) lost \w+ or more life|\w+ or more creatures died|"
    r"no creatures (?:died|attacked)|you (?:didn't )?attack(?:ed)? with a creature|"
    r"you didn't cast a spell|you didn't play a land) this turn\b", re.I)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDING, lambda a: bool(_WORDING.search(a.text)))


# ``happened_line``: one test per corpus ability with one of the wordings.
pytest_generate_tests = parametrize_face_lines("happened_line", _lines, width=40)


@pytest.mark.corpus
def test_every_condition_on_this_turn_is_read_603_4_608_2c(
        happened_line: tuple[Any, Any]) -> None:
    _face, ability = happened_line
    m = _WORDING.search(ability.text)
    assert m is not None
    # the condition itself is read: an ability left unsupported names another part
    assert m.group(0)[3:] not in ability.problem, ability.problem


@pytest.mark.corpus
def test_every_supported_line_plays_on_the_audit_board_603_4() -> None:
    found = [(f, a) for f, a in _lines() if a.supported]
    if not found:
        pytest.skip("needs the shared corpus")
    assert len(found) >= 10  # Knight of the Ebon Legion, Nightpack Ambusher, ...
    audit_found(found, board_refusals=True)


# -- behaviour ------------------------------------------------------------------------

@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Knight of the Ebon Legion", "Nightpack Ambusher", "Titan Hunter")


THINK = ml.Card.from_text(name="Think", mana_cost="{U}", type_line="Instant",
                          oracle_text="Draw a card.")


def _library(b: ml.Board) -> None:
    for _ in range(5):
        b.add(THINK, zone="library")
        b.add(THINK, "opponent", zone="library")


@pytest.mark.parametrize(("lost", "counters"), [
    (4, 1),  # a player lost 4 life: the counter is put (119.3)
    (3, 0),  # 3 is not "4 or more": the ability doesn't trigger (603.4)
])
def test_knight_of_the_ebon_legion_counts_the_life_a_player_lost_119_3(
        cards: dict[str, Any], lost: int, counters: int) -> None:
    b = ml.Board()
    knight = b.add(cards["Knight of the Ebon Legion"])
    b.set_turn_history("opponent", life_lost=lost)
    b.advance("end")
    if counters:
        b.resolve()
    assert b.counters(knight).get("+1/+1", 0) == counters


@pytest.mark.parametrize(("spells", "wolves"), [
    (0, 1),  # no spell cast this turn: a Wolf (601.2i)
    (1, 0),  # a spell cast: the ability doesn't trigger (603.4)
])
def test_nightpack_ambusher_makes_a_wolf_without_a_spell_601_2i(
        cards: dict[str, Any], spells: int, wolves: int) -> None:
    b = ml.Board()
    b.add(cards["Nightpack Ambusher"])
    b.set_turn_history("you", spells_cast=spells)
    b.advance("end")
    if wolves:
        b.resolve()
    assert int((b.permanents["name"] == "Wolf").sum()) == wolves


@pytest.mark.parametrize(("died", "life"), [
    (0, 16),  # no creature died this turn: 4 damage to the player whose end step it is
    (1, 20),  # a creature died: nothing (700.4, 603.4)
])
def test_titan_hunter_punishes_a_turn_without_deaths_700_4(
        cards: dict[str, Any], died: int, life: int) -> None:
    b = ml.Board()
    _library(b)
    b.add(cards["Titan Hunter"], "opponent")
    b.set_turn_history("you", creatures_died=died)
    b.advance("end")
    if died == 0:
        b.resolve()
    assert b.life("you") == life
