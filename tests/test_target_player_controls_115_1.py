""""All creatures target player controls", "each creature target opponent controls"
(CR 115.1, 601.2c): the instruction's objects are the permanents of a player chosen as a
target as the spell is cast or the ability put on the stack; as it resolves the objects
are those that player controls then (608.2c, 608.2h). If that player is no longer a legal
target, nothing of it happens (608.2b). "Return ... to their owner's hand" is the same
instruction as "to its owner's hand" (Oracle wordings of the same record)."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.effects import ControllerSpec, Selector
from mtglab.cards.instructions import Who, target_parts
from tests.conftest import audit_found, corpus_abilities, corpus_cards

_LINE: Final = re.compile(r"\b(all|each) [\w ,/-]+ target (player|opponent) controls", re.I)
_THEIR_OWNERS: Final = re.compile(r"to their owner's hand", re.I)


def _selectors(value: object) -> list[Selector]:
    import dataclasses
    out: list[Selector] = []
    if isinstance(value, Selector):
        out.append(value)
    elif isinstance(value, tuple | list):
        for v in value:
            out.extend(_selectors(v))
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            out.extend(_selectors(getattr(value, f.name)))
    return out


def _targeting(a: Any) -> bool:
    return any(s.controller in (ControllerSpec.TARGET_PLAYER, ControllerSpec.TARGET_OPPONENT)
               for s in _selectors(a.effects))


def _spell(text: str) -> ml.Card:
    return ml.Card.from_text(name="Test Spell", mana_cost="{R}", type_line="Sorcery",
                             oracle_text=text)


def _bear(name: str, pt: int = 2) -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost="{1}{G}", type_line="Creature — Bear",
                             power=str(pt), toughness=str(pt))


def _board() -> tuple[ml.Board, Any, Any, Any]:
    b = ml.Board()
    mine = b.add(_bear("Mine"))
    theirs, small = b.add(_bear("Theirs"), "opponent"), b.add(_bear("Small", 1), "opponent")
    b.add_mana("you", "RRR")
    return b, mine, theirs, small


def test_every_corpus_line_with_target_player_controls_is_read_and_plays_115_1() -> None:
    found = corpus_abilities(_LINE, lambda a: a.supported and bool(_LINE.search(a.text)))
    if not found:
        pytest.skip("needs ../shared/corpus (the shared corpus)")
    read = [(f, a) for f, a in found if _targeting(a)]
    names = {f.name for f, _a in read}
    assert {"Ajani Vengeant", "Simoon", "Rain of Daggers", "Tempest Caller",
            "River's Rebuke", "Meadowboon"} <= names
    for _f, a in read:  # that player is one word "target" of the instruction (115.1)
        assert any(p.players in (Who.TARGET_PLAYER, Who.TARGET_OPPONENT)
                   for e in a.effects for p in target_parts(e)), a.text
    audit_found(read, board_refusals=True)


def test_their_owners_hand_reads_as_its_owners_hand() -> None:
    assert _spell("Return all attacking creatures to their owner's hand.").abilities[0] \
        .effects == _spell("Return all attacking creatures to their owners' hands.") \
        .abilities[0].effects
    found = corpus_abilities(_THEIR_OWNERS, lambda a: bool(_THEIR_OWNERS.search(a.text))
                             and a.kind.value == "spell" and a.supported)
    if found:
        audit_found(found, board_refusals=True)


def test_destroy_all_creatures_target_opponent_controls_115_1() -> None:
    b, *_ = _board()
    b.cast(_spell("Destroy all creatures target opponent controls."), targets=["opponent"])
    assert list(b.permanents["name"]) == ["Mine"]
    assert sorted(b.graveyard("opponent")["name"]) == ["Small", "Theirs"]


def test_a_target_opponent_is_never_you_115_1() -> None:
    b, *_ = _board()
    with pytest.raises(ml.IllegalActionError):
        b.cast(_spell("Destroy all creatures target opponent controls."), targets=["you"])


def test_target_player_may_be_you_and_only_your_permanents_change_115_1() -> None:
    b, *_ = _board()
    b.cast(_spell("Tap all creatures target player controls."), targets=["you"])
    tapped = dict(zip(b.permanents["name"], b.permanents["tapped"], strict=True))
    assert tapped == {"Mine": True, "Theirs": False, "Small": False}


def test_damage_and_counters_to_each_creature_target_player_controls_120_3_122_1() -> None:
    simoon = corpus_cards("Simoon")["Simoon"]  # 1 damage to each creature they control
    b, mine, theirs, small = _board()
    b.add_mana("you", "G")
    b.cast(simoon, targets=["opponent"])
    assert small.id not in b.state.permanents  # 704.5g
    assert b.state.permanents[theirs.id].damage == 1
    assert b.state.permanents[mine.id].damage == 0
    b.cast(_spell("Put a +1/+1 counter on each creature target player controls."),
           targets=["opponent"])
    assert dict(b.state.permanents[theirs.id].counters) == {"+1/+1": 1}
    assert not dict(b.state.permanents[mine.id].counters)


def test_gain_control_and_return_of_their_permanents_613_1b() -> None:
    b, *_ = _board()
    b.cast(_spell("Gain control of all creatures target opponent controls until end of "
                  "turn."), targets=["opponent"])
    assert set(b.permanents["controller"]) == {"you"}  # 613.1b
    b2, *_ = _board()
    b2.cast(_spell("Return all nonland permanents target player controls to their owner's "
                   "hand."), targets=["opponent"])
    assert list(b2.permanents["name"]) == ["Mine"]
    assert sorted(b2.hand("opponent")["name"]) == ["Small", "Theirs"]
