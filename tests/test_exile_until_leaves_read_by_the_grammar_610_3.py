""""Exile target ... until ~ leaves the battlefield" and "return the exiled card to the
battlefield under its owner's control" (CR 610.3), and "turn ~ face down" (708.2a), read
by productions of the trigger grammar (grammar/triggers.lark) rather than by regular
expressions: the records, a real card played through the public API, and every corpus
line of the wording played."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.audit.reasons import FAILURES, reason_of
from mtglab.audit.triggers import play_trigger_line
from mtglab.cards.ability import AbilityKind
from mtglab.cards.effects import ExileUntilLeaves, MayDo, Relation, ReturnExiled, TurnFaceDown
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


@pytest.mark.parametrize(("text", "record"), [
    ("When ~ enters, exile another target creature or artifact until ~ leaves the "
     "battlefield.", ExileUntilLeaves),
    ("When ~ leaves the battlefield, return the exiled card to the battlefield under its "
     "owner's control.", ReturnExiled),
])
def test_the_grammar_reads_the_wording_610_3(text: str, record: type) -> None:
    a = parse_ability(text, name="~")
    assert a.supported, a.problem
    assert [type(e) for e in a.effects] == [record]


def test_another_target_excludes_the_source_115_1() -> None:
    a = parse_ability("When ~ enters, exile another target creature until ~ leaves the "
                      "battlefield.", name="~")
    assert isinstance(a.effects[0], ExileUntilLeaves)
    assert a.effects[0].selector.excluded is Relation.SELF


def test_turn_face_down_is_read_as_an_optional_instruction_708_2a() -> None:
    a = parse_ability("At the beginning of your upkeep, you may turn ~ face down.", name="~")
    assert a.supported and a.effects == (MayDo((TurnFaceDown(),)),)


def test_banisher_priest_exiles_until_it_leaves_610_3() -> None:
    # Banisher Priest: "When this creature enters, exile target creature an opponent
    # controls until this creature leaves the battlefield."
    priest = corpus_cards("Banisher Priest")["Banisher Priest"]
    b = ml.Board()
    bear = b.add(BEAR, "opponent")
    b.add_mana("you", "WWW")
    b.cast(priest)
    try:
        b.resolve()  # the Priest enters; its trigger's one legal target is the Bear
    except ml.ChoiceRequired:
        b.resolve(choices=[bear])
    while len(b.stack):
        b.resolve()
    assert [p.name for p in b.permanents.itertuples()] == ["Banisher Priest"]
    b.remove(b.get("Banisher Priest"))
    assert "Bear" in [p.name for p in b.permanents.itertuples()]


_LINE: Final = re.compile(r"until (this creature|this artifact|this enchantment|[^,.]+) "
                          r"leaves the battlefield|return the exiled card", re.I)


@pytest.mark.corpus
def test_every_corpus_trigger_of_the_wording_plays_610_3(corpus_jsonl: Any) -> None:
    lines = corpus_abilities(_LINE, lambda a: a.kind is AbilityKind.TRIGGERED and
                             a.supported and any(isinstance(e, ExileUntilLeaves | ReturnExiled)
                                                 for e in a.effects))
    assert len(lines) >= 20
    results = [(f.name, play_trigger_line(f, a)) for f, a in lines]
    # only refusals for the board are acceptable (the audit's FAILURES are not)
    bad = [(n, r.detail) for n, r in results if reason_of(r) in FAILURES]
    assert not bad, bad[:5]


def test_control_for_as_long_as_it_remains_ends_as_it_leaves_611_2b() -> None:
    # Infernal Denizen: "{T}: Gain control of target creature for as long as Infernal
    # Denizen remains on the battlefield." (read by the grammar, 611.2b)
    denizen = corpus_cards("Infernal Denizen")["Infernal Denizen"]
    b = ml.Board()
    d = b.add(denizen)
    bear = b.add(BEAR, "opponent")
    b.activate(d, 1, targets=[bear])
    while len(b.stack):
        b.resolve()
    assert b.controller(bear) == "you"
    b.remove(d)
    assert b.controller(bear) == "opponent"
