"""Triggered abilities of emblems (CR 114.4: an emblem's abilities function in the
command zone; 603.2: a triggered ability triggers whenever its event happens): the trigger
matcher sees each player's emblems as it sees permanents, the ability controlled by the
emblem's owner (114.2). Every corpus planeswalker line that gives an emblem with a
triggered ability is played by the audit: the ultimate, then the emblem's trigger."""

from __future__ import annotations

import re
from typing import Any

import mtglab as ml
from mtglab.cards.ability import AbilityKind
from mtglab.cards.oracle.planeswalkers import GetEmblem
from tests.conftest import (
    corpus_abilities,
    corpus_cards,
    line_played_or_refused_elsewhere,
    parametrize_face_lines,
    resolve_all,
    supported_at_least,
    triggers_waiting,
)

_WORDING = re.compile(r"gets? an emblem with")


def _triggered_emblem(a: Any) -> bool:
    return any(isinstance(e, GetEmblem) and any(x.kind is AbilityKind.TRIGGERED
                                                for x in e.abilities) for e in a.effects)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDING, _triggered_emblem)


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_emblem_trigger_line_is_played_cr_114_4(line: tuple[Any, Any]) -> None:
    # unsupported only for another ability of the emblem, not for its triggering (114.4)
    line_played_or_refused_elsewhere(line, "the emblem's triggered ability")


def test_most_emblem_trigger_lines_are_supported_cr_114_4() -> None:
    supported_at_least(_lines, 25)


def _ultimate(b: ml.Board, card: ml.Card, **kw: Any) -> None:
    walker = b.add(card, counters={"loyalty": 12})
    index = next(i for i, a in enumerate(card.abilities) if "emblem" in a.text)
    b.activate(walker, index, **kw)
    resolve_all(b)


def test_an_emblems_end_step_trigger_after_its_planeswalker_is_gone_cr_114_4_513_1a() -> None:
    ajani = corpus_cards("Ajani, Adversary of Tyrants")["Ajani, Adversary of Tyrants"]
    b = ml.Board()
    b.phase = "precombat main"
    _ultimate(b, ajani)
    for p in list(b.permanents["id"]):
        b.remove(int(p))  # the planeswalker is gone; the emblem stays (114.1)
    b.advance("end")  # "at the beginning of your end step" (513.1a)
    assert triggers_waiting(b, "Emblem (Ajani, Adversary of Tyrants)") == 1
    assert b.stack["controller"].tolist() == ["you"]  # the emblem's owner (114.2)
    resolve_all(b)
    assert list(b.permanents["name"]) == ["Cat", "Cat", "Cat"]


def test_an_emblem_deals_damage_when_you_cast_a_spell_cr_114_4_601_2i() -> None:
    chandra = corpus_cards("Chandra, Torch of Defiance")["Chandra, Torch of Defiance"]
    b = ml.Board()
    b.phase = "precombat main"
    _ultimate(b, chandra)
    bears = b.add("Grizzly Bears", "opponent")
    b.add_mana("you", "R")
    b.cast("Lightning Bolt", targets=["opponent"], resolve=False, choices=[bears.id])
    assert triggers_waiting(b, "Emblem (Chandra, Torch of Defiance)") == 1
    resolve_all(b)
    assert bears.id not in set(b.permanents["id"])  # 5 damage from the emblem (120.3)
    assert b.life("opponent") == 17


def test_an_opponents_emblem_triggers_for_them_cr_114_2_508_1() -> None:
    garruk = corpus_cards("Garruk, Apex Predator")["Garruk, Apex Predator"]
    b = ml.Board()
    b.phase = "precombat main"
    _ultimate(b, garruk, targets=["opponent"])
    assert list(b.emblems["owner"]) == ["opponent"]
    bears = b.add("Grizzly Bears", controlled_since_turn_start=True)
    b.advance("beginning of combat")
    b.attack(bears, defender="opponent")  # "whenever a creature attacks you": the owner
    assert b.stack["controller"].tolist() == ["opponent"]
    resolve_all(b)
    assert b.characteristics(bears)["power"] == 7


def test_your_emblem_doesnt_see_a_creature_attacking_someone_else_cr_114_2() -> None:
    garruk = corpus_cards("Garruk, Apex Predator")["Garruk, Apex Predator"]
    b = ml.Board()
    b.phase = "precombat main"
    _ultimate(b, garruk, targets=["opponent"])
    b.active = "opponent"
    theirs = b.add("Grizzly Bears", "opponent", controlled_since_turn_start=True)
    b.advance("beginning of combat")
    b.attack(theirs, defender="you")  # it attacks you, not the emblem's owner
    assert not len(b.stack)
