"""Suspend (CR 702.62a): "Suspend N—[cost]" is three abilities. A special action (116.2f,
``b.exile_to_cast_later(card)``) pays the cost and exiles the card from its owner's hand
with N time counters, when they could begin to cast it; at the beginning of their upkeep,
if it is suspended (702.62b), a time counter is removed from it; when the last is removed,
they may cast it without paying its mana cost (702.62d), and a creature spell cast so has
haste for as long as they control it. Read by grammar/castcosts.lark into a
:class:`~mtglab.cards.castcosts.Suspend`; played by engine/game/castlater.py,
engine/spells/suspend.py and engine/spells/dashblitz.py; across every suspend line of
../shared/corpus."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.castcosts import Suspend
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines

_BEAST = ml.Card.from_text(name="Test Beast", mana_cost="{5}{G}{G}", type_line="Creature — Beast",
                           power=7, toughness=7, oracle_text="Suspend 2—{1}{G}")
_BOLT = ml.Card.from_text(name="Test Rift", mana_cost="{2}{R}", type_line="Sorcery",
                          oracle_text="Test Rift deals 3 damage to any target.\n"
                                      "Suspend 1—{R}")


def _suspended(card: ml.Card, mana: str) -> ml.Board:
    b = ml.Board()
    hand = b.add(card, zone="hand")
    b.add_mana("you", mana)
    b.exile_to_cast_later(hand)
    return b


def _time(b: ml.Board) -> int:
    return dict(b.state.exile[0].counters).get("time", 0) if b.state.exile else 0


def _to_your_upkeep(b: ml.Board) -> None:
    """On to your next upkeep, where the suspend trigger waits on the stack (503.1a)."""
    for _ in range(4):
        b.pass_turn()
        if not b.stack.empty:
            assert b.active == "you"
            return


def test_suspending_pays_its_cost_and_exiles_it_with_time_counters_cr_702_62a_116_2f(
        ) -> None:
    b = _suspended(_BEAST, "GC")
    assert b.mana_pool("you") == "" and b.hand("you").empty
    assert [c.name for c in b.cards("you", "exile")] == ["Test Beast"] and _time(b) == 2


def test_a_time_counter_is_removed_in_its_owner_upkeep_only_cr_702_62a() -> None:
    b = _suspended(_BEAST, "GC")
    b.pass_turn()  # the opponent's upkeep: not its owner's
    assert _time(b) == 2 and b.stack.empty
    b.pass_turn()
    assert len(b.stack) == 1  # its first triggered ability (503.1a, 603.3)
    b.resolve()
    assert _time(b) == 1


def test_with_the_last_counter_it_is_cast_free_and_has_haste_cr_702_62a_702_62d() -> None:
    b = _suspended(_BEAST, "GC")
    for _ in range(2):
        _to_your_upkeep(b)
        b.resolve()  # a time counter removed
    b.resolve(choices=[True])  # the last one's ability: cast it without paying {5}{G}{G}
    assert b.mana_pool("you") == ""
    b.resolve()  # the creature spell (608.3)
    beast = b.get("Test Beast")
    assert b.can_attack(beast)  # haste while you control it (702.62a)
    b.gain_control(beast, "opponent")
    assert "Haste" not in b.characteristics(beast)["abilities"]  # 611.2b: it ended


def test_declining_to_cast_it_leaves_it_exiled_cr_702_62a() -> None:
    b = _suspended(_BOLT, "R")
    _to_your_upkeep(b)
    b.resolve()
    b.resolve(choices=[False])
    assert [c.name for c in b.cards("you", "exile")] == ["Test Rift"] and _time(b) == 0


def test_a_suspended_spell_is_cast_with_its_targets_cr_601_2c() -> None:
    b = _suspended(_BOLT, "R")
    _to_your_upkeep(b)
    b.resolve()
    b.resolve(choices=[["opponent"]])
    b.resolve()
    assert b.life("opponent") == 17


def test_a_sorcery_is_suspended_only_when_it_could_be_cast_cr_116_2f() -> None:
    b = ml.Board()
    hand = b.add(_BOLT, zone="hand")
    b.add_mana("you", "R")
    b.active = "opponent"
    with pytest.raises(ml.IllegalActionError, match=r"116\.2f"):
        b.exile_to_cast_later(hand)
    assert b.mana_pool("you") == "R" and len(b.hand("you")) == 1


def test_a_suspended_board_survives_its_board_file_cr_702_62b() -> None:
    b = _suspended(_BEAST, "GC")
    _to_your_upkeep(b)
    again = ml.Board.from_yaml(b.to_yaml())  # the trigger on the stack, the counters
    assert again.to_yaml() == b.to_yaml()
    again.resolve()
    assert dict(again.state.exile[0].counters)["time"] == 1


# -- every suspend line of the corpus --------------------------------------------------

def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(re.compile(r"^Suspend \d", re.M), lambda a: any(
        isinstance(e, Suspend) for e in a.effects))


pytest_generate_tests = parametrize_face_lines("suspend_line", _lines, width=16)


@pytest.mark.corpus
def test_every_suspend_line_is_read_with_its_time_and_cost_cr_702_62a(
        suspend_line: Any) -> None:
    _face, ability = suspend_line
    rec = next(e for e in ability.effects if isinstance(e, Suspend))
    time, cost = re.match(r"Suspend (\d+)—(\S+?)(?: |$)", ability.text).groups()  # type: ignore[union-attr]
    assert rec.time == int(time) and str(rec.cost) == cost.rstrip(".")


@pytest.mark.corpus
def test_the_audit_plays_every_supported_suspend_line_cr_702_62a() -> None:
    found = [(f, a) for f, a in _lines() if a.supported]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 40
    audit_found(found, board_refusals=True)
