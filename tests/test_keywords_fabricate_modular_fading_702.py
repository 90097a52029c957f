"""Fabricate (CR 702.123a), modular (702.43a) and fading (702.32a): keywords the rules
define as abilities' texts, read by the grammar into the records the same words would be
and played by the engine's general machinery. Modular and fading each represent two
abilities (a static "enters with N counters" and a triggered one): the line is read into
both. Each keyword is then read and played across every corpus line that is it."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.audit.outcome import PlayOutcome
from mtglab.cards.ability import AbilityKind, TriggerEvent
from tests.conftest import corpus_abilities, corpus_cards

KILL = ml.Card.from_text(name="Kill", mana_cost="{B}", type_line="Instant",
                         oracle_text="Destroy target creature.")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Glint-Sleeve Artisan", "Angel of Invention", "Arcbound Worker",
                        "Arcbound Bruiser", "Blastoderm")


def _names(b: ml.Board) -> list[str]:
    return list(b.permanents["name"])


def test_fabricate_puts_counters_when_chosen_702_123a(cards: dict[str, Any]) -> None:
    # Angel of Invention, 2/1, "Fabricate 2": two +1/+1 counters on it
    b = ml.Board()
    b.add_mana("you", "CCCWW")
    angel = b.cast(cards["Angel of Invention"])
    b.resolve(choices=[True])  # the enters trigger (603.6a)
    assert b.counters(angel) == {"+1/+1": 2}
    assert "Servo" not in _names(b)


def test_fabricate_creates_servos_otherwise_702_123a(cards: dict[str, Any]) -> None:
    # "If you don't, create N 1/1 colorless Servo artifact creature tokens"
    b = ml.Board()
    b.add_mana("you", "CCCWW")
    angel = b.cast(cards["Angel of Invention"])
    b.resolve(choices=[False])
    assert not b.counters(angel)
    servos = [i for i in b.state.permanents if b.characteristics(i)["name"] == "Servo"]
    assert len(servos) == 2


def test_fabricate_one_creates_one_servo_702_123a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add_mana("you", "CCW")
    b.cast(cards["Glint-Sleeve Artisan"])
    b.resolve(choices=[False])
    servos = [i for i in b.state.permanents if b.characteristics(i)["name"] == "Servo"]
    assert len(servos) == 1
    looks = b.characteristics(servos[0])
    assert (looks["power"], looks["toughness"]) == (1, 1)
    assert set(looks["types"]) == {"Artifact", "Creature"} and not looks["colors"]


def test_modular_enters_with_n_counters_702_43a(cards: dict[str, Any]) -> None:
    # Arcbound Bruiser, 0/0, "Modular 3": the static ability (614.1c)
    b = ml.Board()
    b.add_mana("you", "CCCCC")
    bruiser = b.cast(cards["Arcbound Bruiser"])
    assert b.counters(bruiser) == {"+1/+1": 3}
    assert b.characteristics(bruiser)["power"] == 3


def test_modular_moves_its_counters_as_it_dies_702_43a_608_2h(cards: dict[str, Any]
                                                                ) -> None:
    # its +1/+1 counters are counted as it last existed on the battlefield (608.2h)
    b = ml.Board()
    b.add_mana("you", "CCCCCC")
    worker = b.cast(cards["Arcbound Worker"])
    bruiser = b.cast(cards["Arcbound Bruiser"])
    b.add_mana("you", "B")
    b.cast(KILL, targets=[bruiser])
    b.resolve(choices=[True])  # the dies trigger (603.6c): Worker its only target
    assert b.counters(worker) == {"+1/+1": 4}


def test_modular_is_optional_702_43a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add_mana("you", "CCCCCC")
    worker = b.cast(cards["Arcbound Worker"])
    bruiser = b.cast(cards["Arcbound Bruiser"])
    b.add_mana("you", "B")
    b.cast(KILL, targets=[bruiser])
    b.resolve(choices=[False])
    assert b.counters(worker) == {"+1/+1": 1}


def test_fading_removes_a_counter_each_upkeep_then_sacrifices_702_32a(
        cards: dict[str, Any]) -> None:
    # Blastoderm, "Fading 3": three upkeeps remove the three counters; at the fourth it
    # has none to remove, so it is sacrificed
    b = ml.Board()
    b.add_mana("you", "CCGG")
    derm = b.cast(cards["Blastoderm"])
    assert b.counters(derm) == {"fade": 3}
    seen = []
    while derm.id in b.state.permanents and b.turn < 12:
        b.pass_turn()  # stops in an upkeep where an ability triggered
        if len(b.stack):
            b.resolve()
            if derm.id in b.state.permanents:
                seen.append(b.counters(derm).get("fade", 0))
    assert seen == [2, 1, 0]
    assert b.turn == 9  # its controller's fourth upkeep after it entered
    assert "Blastoderm" in list(b.graveyard("you")["name"])


_KEYWORDS: Final = {  # keyword: the kinds and trigger events of the abilities it is
    "Fabricate": ((AbilityKind.TRIGGERED, TriggerEvent.ENTERS),),
    "Modular": ((AbilityKind.STATIC, None),
                (AbilityKind.TRIGGERED, TriggerEvent.GRAVEYARD)),
    "Fading": ((AbilityKind.STATIC, None), (AbilityKind.TRIGGERED, TriggerEvent.UPKEEP)),
}


@pytest.mark.parametrize("keyword", list(_KEYWORDS))
def test_every_corpus_line_of_the_keyword_reads_and_plays_702_1(keyword: str) -> None:
    """Every line of the pool that is this keyword with a number reads into the abilities
    its rule defines, and plays on a board (702.123a, 702.43a, 702.32a)."""
    line = re.compile(rf"^{keyword} \d+\b", re.I | re.M)
    found = corpus_abilities(line, lambda a: keyword in a.keywords)
    if not found:
        pytest.skip("no corpus")
    by_line: dict[tuple[str, str], list[Any]] = {}
    for f, a in found:
        if re.match(rf"{keyword} \d+\b", a.text, re.I):
            by_line.setdefault((f.name, a.text), []).append(a)
    assert by_line
    for (_name, text), abilities in by_line.items():
        assert all(a.supported for a in abilities), (text, [a.problem for a in abilities])
        kinds = tuple((a.kind, a.trigger.event if a.trigger is not None else None)
                      for a in abilities)
        assert kinds == _KEYWORDS[keyword], (text, kinds)
    faces = sorted({f for f, _a in found}, key=lambda f: f.name)
    result = ml.audit_pool(faces)
    t = result.table
    mine = t[t["text"].isin({text for _n, text in by_line})]
    bad = mine[mine["outcome"].isin([PlayOutcome.ERROR.value, PlayOutcome.REFUSED.value])]
    assert bad.empty, bad[["card", "text", "detail"]].head().to_string()
