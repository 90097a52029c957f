"""Delayed triggered abilities whose instructions name no object the creating ability
named (CR 603.7a: created as the ability resolves; 603.7b: they trigger once, at the
moment they wait for): "destroy all permanents at the beginning of the next end step"
(Bearer of the Heavens), "create a 4/4 red Bird creature token with flying at the
beginning of the next end step" (Rukh Egg), "put a +1/+1 counter on ~ at end of combat"
(Frostweb Spider). They go on the stack like any triggered ability (603.3) and resolve
as any instructions do, the source gone or not (a token is created by the ability's
controller, 603.7d, 111.2). Every corpus line of these shapes is played by the audit."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import Delayed
from tests.conftest import (
    audit_found,
    corpus_abilities,
    corpus_cards,
    parametrize_face_lines,
    resolve_all,
)

_WORDING = re.compile(r"(?:destroy all [^.,]+|create an? [^.]+ tokens?(?: with [^.]+)?|put "
                      r"an? [+-]1/[+-]1 counter on (?!it\b|that\b)[^.,]+) (?:at the "
                      r"beginning of the next end step|at end of combat)\.", re.I)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDING, lambda a: bool(_WORDING.search(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_line_creates_a_delayed_trigger_played_cr_603_7(line: tuple[Any, Any]) -> None:
    _face, ability = line
    if not ability.supported:  # another part of it: never this delayed trigger
        assert "this delayed triggered ability (CR 603.7)" not in (ability.problem or "")
        return
    assert any(isinstance(e, Delayed) for e in ability.effects), ability.effects
    audit_found([line], board_refusals=True)


def _card(name: str) -> ml.Card:
    return corpus_cards(name)[name]


def _dies(b: ml.Board, p: ml.Permanent) -> None:
    b.add_counters(p, "-1/-1", 10)  # it dies as a state-based action (704.5f)
    b.check_state()
    resolve_all(b)


def test_destroy_all_permanents_at_the_next_end_step_cr_603_7b_513_1() -> None:
    b = ml.Board()
    b.phase = "precombat main"
    bearer = b.add(_card("Bearer of the Heavens"))
    b.add("Grizzly Bears", "opponent")
    b.add("Forest")
    _dies(b, bearer)
    assert len(b.permanents) == 2  # not yet: at the beginning of the next end step
    b.advance("end")
    resolve_all(b)
    assert b.permanents.empty


def test_a_token_after_its_source_died_cr_603_7b_603_7d() -> None:
    b = ml.Board()
    b.phase = "precombat main"
    egg = b.add(_card("Rukh Egg"))
    _dies(b, egg)
    assert b.permanents.empty
    b.advance("end")
    resolve_all(b)
    (row,) = b.permanents.itertuples()
    assert (row.name, row.controller, row.power) == ("Bird", "you", 4)


def test_a_counter_on_the_source_at_end_of_combat_cr_603_7b_511_1() -> None:
    b = ml.Board()
    b.phase = "precombat main"
    b.active = "opponent"
    spider = b.add(_card("Frostweb Spider"))
    bird = b.add(ml.Card.from_text(name="Test Bird", type_line="Creature — Bird",
                                   mana_cost="{1}", power="1", toughness="1",
                                   oracle_text="Flying"), "opponent",
                 controlled_since_turn_start=True)
    b.advance("beginning of combat")
    b.attack(bird, defender="you")
    b.block(spider, bird)
    resolve_all(b)
    assert b.counters(spider) == {}
    b.combat_damage()
    b.advance("end of combat")
    resolve_all(b)
    assert b.counters(spider) == {"+1/+1": 1}


@pytest.mark.parametrize("text", [
    "When Test Egg dies, return it to the battlefield at the beginning of the next end step.",
])
def test_a_delayed_it_after_the_source_left_stays_unsupported_cr_400_7(text: str) -> None:
    egg = ml.Card.from_text(name="Test Egg", type_line="Creature — Bird", mana_cost="{1}",
                            power="0", toughness="1", oracle_text=text)
    assert not egg.abilities[0].supported
