"""Triggered abilities a spell creates for the rest of the turn (CR 603.7a-b, 514.2).

"Until end of turn, whenever ..." / "This turn, whenever ...": a delayed triggered
ability with a stated duration. It doesn't exist before the spell resolves (603.7a),
triggers each time its event happens that turn, not only once (603.7b), is controlled
by the spell's controller (603.7e), and ends in the cleanup step (514.2). Its record
survives a board file saved mid-turn. Across the corpus: every such line read is
supported and its spell, cast, creates the ability.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from conftest import corpus_abilities, parametrize_corpus

import mtglab as ml
from mtglab.cards.effects import DurationTrigger


def card(name: str, text: str, type_line: str = "Instant",
         pt: tuple[str, str] | None = None) -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost="{1}", type_line=type_line,
                             oracle_text=text, power=pt[0] if pt else None,
                             toughness=pt[1] if pt else None)


ROT = card("Rot", "Until end of turn, whenever a creature dies, you gain 2 life.")
CURSE = card("Curse", "This turn, whenever a creature is dealt damage, destroy it.")
ZAP = card("Zap", "Zap deals 1 damage to any target.")
BEAR = card("Bear", "", "Creature — Bear", ("2", "2"))
MITE = card("Mite", "", "Creature — Insect", ("1", "1"))


def _cast(b: ml.Board, spell: ml.Card, **kw: Any) -> None:
    b.add_mana("you", "C")
    b.cast(spell, **kw)
    while not b.stack.empty:
        b.resolve()


def test_it_triggers_each_time_that_turn_603_7b() -> None:
    b = ml.Board()
    mites = [b.add(MITE, "opponent") for _ in range(2)]
    _cast(b, ROT)
    for m in mites:  # two events, two triggers: a stated duration (603.7b)
        _cast(b, ZAP, targets=[m])
    assert b.life("you") == 24 and b.permanents.empty


def test_it_did_not_exist_before_the_spell_resolved_603_7a() -> None:
    b = ml.Board()
    mite = b.add(MITE, "opponent")
    _cast(b, ZAP, targets=[mite])
    _cast(b, ROT)
    assert b.life("you") == 20


def test_it_names_the_object_of_its_event_603_7c() -> None:
    """"Destroy it": the creature dealt damage (608.2c)."""
    b = ml.Board()
    bear = b.add(BEAR, "opponent")
    other = b.add(BEAR, "opponent")
    _cast(b, CURSE)
    _cast(b, ZAP, targets=[bear])
    assert bear.id not in b.state.permanents and other.id in b.state.permanents


def test_it_ends_with_the_turn_514_2() -> None:
    b = ml.Board()
    mite = b.add(MITE, "opponent")
    _cast(b, ROT)
    b.pass_turn()
    b.pass_turn()
    _cast(b, ZAP, targets=[mite])
    assert b.life("you") == 20 and not b.state.effects


def test_a_board_file_keeps_it_mid_turn() -> None:
    b = ml.Board()
    b.add(MITE, "opponent")
    _cast(b, ROT)
    b2 = ml.Board.from_yaml(b.to_yaml())
    _cast(b2, ZAP, targets=[b2.get("Mite")])
    assert b2.life("you") == 22


#: the spell lines "Until end of turn, whenever ..." / "This turn, whenever ..."
_LINE = re.compile(r"(?:^|\n)(?:• )?(?:Until end of turn|This turn), whenever", re.I)


def _created(a: Any) -> list[DurationTrigger]:
    return [e for e in a.effects if isinstance(e, DurationTrigger)]


#: any line with the words, of a spell, an activated or a triggered ability
_ANYWHERE = re.compile(r"(?:until end of turn|this turn), whenever", re.I)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "duration_line" in metafunc.fixturenames:
        found = corpus_abilities(_LINE, lambda a: bool(a.supported and _created(a)))
        parametrize_corpus(metafunc, "duration_line", found,
                           [f"{face.name}: {a.text[:40]}" for face, a in found])
    if "duration_read" in metafunc.fixturenames:
        found = corpus_abilities(_ANYWHERE, lambda a: bool(a.supported and _created(a)))
        parametrize_corpus(metafunc, "duration_read", found,
                           [f"{face.name}: {a.text[:40]}" for face, a in found])


def test_each_corpus_line_reads_the_ability_it_creates_603_7a(duration_read: Any) -> None:
    """The record holds the triggered ability the words after the duration state, with
    a trigger event and instructions (603.1): "..., whenever X, Y" is "Whenever X, Y"."""
    _face, ability = duration_read
    for e in _created(ability):
        assert e.text.startswith("Whenever ") and e.trigger is not None and e.effects
        event_words = e.text.split(",")[0].lower()  # "whenever a creature dies"
        assert event_words in ability.text.lower()


def test_each_corpus_line_creates_its_ability_603_7a(duration_line: Any) -> None:
    """The spell resolving alone (its mode by itself, 700.2) records the ability, with
    the spell's controller as its controller (603.7e), until end of turn (514.2)."""
    face, ability = duration_line
    spell = ml.Card.from_text(name=face.name, mana_cost="{1}", type_line="Instant",
                              oracle_text=ability.text.removeprefix("• "))
    b = ml.Board()
    _cast(b, spell)
    (rec,) = b.state.effects
    assert rec.controller == "you" and rec.duration == "end of turn"
    assert rec.effect == _created(ability)[0]


def test_an_activated_ability_creates_one_its_source_named_603_7d() -> None:
    """Mountain Titan: "~" of the created ability is the Titan, the source of the
    ability that created it (603.7d); it triggers for each black spell that turn."""
    from conftest import corpus_cards

    titan = corpus_cards("Mountain Titan")["Mountain Titan"]
    b = ml.Board()
    p = b.add(titan)
    b.add_mana("you", "CRR")
    b.activate(p)
    while not b.stack.empty:
        b.resolve()
    black = ml.Card.from_text(name="Gloom", mana_cost="{B}", type_line="Instant",
                              oracle_text="You gain 1 life.")
    for _ in range(2):
        b.add_mana("you", "B")
        b.cast(black)
        while not b.stack.empty:
            b.resolve()
    assert b.counters(p) == {"+1/+1": 2}


def test_a_triggered_ability_creates_one_603_7a() -> None:
    """Infested Thrinax: after it enters, each nontoken creature of yours that dies
    that turn makes Saprolings equal to its power (608.2h: as it last existed)."""
    from conftest import corpus_cards

    thrinax = corpus_cards("Infested Thrinax")["Infested Thrinax"]
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_mana("you", "CCCBG")
    b.cast(thrinax)
    while not b.stack.empty:
        b.resolve()
    b.add_mana("you", "CC")
    for _ in range(2):
        _cast(b, ZAP, targets=[bear])
    assert bear.id not in b.state.permanents
    assert sorted(b.permanents["name"]) == ["Infested Thrinax", "Saproling", "Saproling"]
