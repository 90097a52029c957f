""""~ deals 2 damage to any target. If <condition>, it deals 4 damage instead" (CR 614.15:
a self-replacement effect of the spell or ability; 608.2c: the later text changes the
earlier): the damage instruction before, by the same source to the same recipients — its
words "target" chosen once (601.2c) — with the other amount when the condition holds as
it resolves. Every corpus line with the wording that is supported is played by the
audit."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import (
    audit_found,
    corpus_abilities,
    corpus_cards,
    parametrize_face_lines,
    supported_at_least,
)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(re.compile(r"deals \w+ damage instead\."), lambda a: bool(
        re.search(r"\. If [^.]*, [^.]* deals \w+ damage instead\.", a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_supported_line_is_played_cr_614_15(line: tuple[Any, Any]) -> None:
    _face, ability = line
    if not ability.supported:
        pytest.skip(f"unsupported for another part: {ability.problem[:80]}")
    audit_found([line], board_refusals=True)


def test_most_lines_are_supported_cr_614_15() -> None:
    supported_at_least(_lines, 6)


def _card(name: str) -> ml.Card:
    return corpus_cards(name)[name]


def test_kicked_the_same_target_takes_more_damage_cr_614_15_702_33d() -> None:
    # Burst Lightning: "~ deals 2 damage to any target. If this spell was kicked, it deals
    # 4 damage instead." One target, chosen once (601.2c).
    burst = _card("Burst Lightning")
    for kicked, life in ((0, 18), (1, 16)):
        b = ml.Board()
        b.add_mana("you", "RRRRR")
        b.cast(burst, targets=["opponent"], kicked=kicked)
        assert b.life("opponent") == life


def test_the_condition_is_checked_as_it_resolves_cr_608_2c_614_15() -> None:
    # Frost Bite: "... deals 2 damage to target creature or planeswalker. If you control
    # three or more snow permanents, it deals 3 damage instead."
    frost = _card("Frost Bite")
    snow = ml.Card.from_text(name="Snow Relic", type_line="Snow Artifact", mana_cost="{1}")
    giant = ml.Card.from_text(name="Stone Giant", type_line="Creature — Giant",
                              mana_cost="{4}", power="3", toughness="3")
    for relics, dies in ((2, False), (3, True)):
        b = ml.Board()
        for _ in range(relics):
            b.add(snow)
        target = b.add(giant, controller="opponent")
        b.add_mana("you", "R")
        b.cast(frost, targets=[target])
        assert ("Stone Giant" in set(b.graveyard("opponent")["name"])) is dies
