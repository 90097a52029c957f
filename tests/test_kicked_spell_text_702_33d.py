"""A spell's own "If this spell was kicked, ..." (CR 702.33d: a spell whose kicker cost was
paid is kicked; 608.2c: the condition governs the instructions after its comma), with
"instead" replacing the instruction before it (614.15: a self-replacement effect of the
spell). Whether the spell is kicked is announced before its targets are chosen (601.2b),
so the words "target" of the kicked text are chosen only for a kicked spell, and those
it replaces only for an unkicked one (601.2c). Every corpus spell line with the wording
that is supported is played by the audit (its Kicker line casts it kicked), and its
Kicker line is supported with it."""

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

_WORDING = re.compile(r"\bIf (?:this spell|it) was kicked(?: with its \{[^}]+\}(?:\{[^}]+\})* "
                      r"kicker)?, ")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDING, lambda a: a.kind.value == "spell" and
                            bool(_WORDING.search(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_supported_line_is_played_cr_702_33d_608_2c(line: tuple[Any, Any]) -> None:
    face, ability = line
    if not ability.supported:
        pytest.skip(f"unsupported for another part: {ability.problem[:80]}")
    kicker = [a for a in face.abilities if "Kicker" in a.keywords]
    assert all(a.supported for a in kicker), [a.problem for a in kicker]
    audit_found([line, *((face, a) for a in kicker)], board_refusals=True)


def test_most_lines_are_supported_cr_702_33d() -> None:
    supported_at_least(_lines, 55)


def _card(name: str) -> ml.Card:
    return corpus_cards(name)[name]


def _islands(b: ml.Board, n: int) -> None:
    for _ in range(n):
        b.add("Island", zone="library")


def test_the_kicked_part_happens_only_when_kicked_cr_702_33d_608_2c() -> None:
    blink = _card("Blink of an Eye")  # "... If this spell was kicked, draw a card."
    for kicked, drawn in ((0, 0), (1, 1)):
        b = ml.Board()
        bear = b.add("Grizzly Bears", controller="opponent")
        _islands(b, 2)
        b.add_mana("you", "UUUU")
        b.cast(blink, targets=[bear], kicked=kicked)
        assert len(b.hand("you")) == drawn
        assert len(b.hand("opponent")) == 1  # the bear returned either way


def test_instead_replaces_the_instruction_before_cr_614_15_601_2c() -> None:
    # Bloodchief's Thirst: "Destroy target creature or planeswalker with mana value 2 or
    # less. If this spell was kicked, instead destroy target creature or planeswalker."
    thirst = _card("Bloodchief's Thirst")
    b = ml.Board()
    b.add("Grizzly Bears", controller="opponent")
    giant = b.add(ml.Card.from_text(name="Hill Giant", mana_cost="{3}{R}", power="3",
                                    toughness="3", type_line="Creature — Giant"),
                  controller="opponent")
    b.add_mana("you", "BBBB")
    with pytest.raises(ml.IllegalActionError):  # unkicked: mana value 2 or less only
        b.cast(thirst, targets=[giant])
    b.cast(thirst, targets=[giant], kicked=1)  # kicked: one target, any mana value
    assert list(b.permanents["name"]) == ["Grizzly Bears"]


def test_unkicked_the_kicked_target_is_not_chosen_cr_601_2c() -> None:
    # Jilt: "Return target creature to its owner's hand. If this spell was kicked, it deals
    # 2 damage to another target creature." Unkicked, one creature is enough to cast it.
    jilt = _card("Jilt")
    b = ml.Board()
    bear = b.add("Grizzly Bears", controller="opponent")
    b.add_mana("you", "UU")
    b.cast(jilt, targets=[bear])
    assert b.permanents.empty and len(b.hand("opponent")) == 1
    b = ml.Board()
    bear = b.add("Grizzly Bears", controller="opponent")
    other = b.add("Llanowar Elves", controller="opponent")
    b.add_mana("you", "UURR")
    b.cast(jilt, targets=[bear, other], kicked=1)  # kicked: the second target, dealt 2
    assert list(b.graveyard("opponent")["name"]) == ["Llanowar Elves"]
    # "it" after "If this spell was kicked" is the spell (608.2c), not the creature returned
    dealt = b.log[b.log["action"] == "damage"]
    assert list(dealt["object"]) == ["Jilt"]
