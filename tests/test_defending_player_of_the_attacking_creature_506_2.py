""""Defending player" of an attack trigger about a creature other than the source (CR
506.2, 608.2c).

"Whenever a creature you control attacks, defending player loses 1 life and you gain 1
life." (Brutal Hordechief), "Whenever equipped creature attacks alone, defending player
loses 2 life ..." (Reaper's Talisman): the defending player is the player the creature the
event was about attacks (506.2: with several opponents, each attacking creature has its
own). Every corpus line of the kind is played by the audit.
"""

from __future__ import annotations

import re
from typing import Any

import mtglab as ml
from mtglab.cards.ability import AbilityKind, TriggerEvent
from mtglab.cards.instructions import Who
from mtglab.cards.oracle.triggerlimits import walk
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines


def card(name: str, text: str, type_line: str = "Creature — Bear",
         pt: tuple[str | None, str | None] = ("2", "2")) -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost="{1}", type_line=type_line,
                             oracle_text=text, power=pt[0], toughness=pt[1])


CHIEF = card("Chief", "Whenever a creature you control attacks, defending player loses 1 "
             "life and you gain 1 life.")
BEAR = card("Bear", "")
TALISMAN = card("Talisman", "Whenever equipped creature attacks alone, defending player "
                "loses 2 life and you gain 2 life.\nEquip {2}", "Artifact — Equipment",
                (None, None))


def _play_out(b: ml.Board) -> None:
    while not b.stack.empty:
        b.resolve()


def test_the_player_the_creature_attacks_is_the_defending_player_506_2() -> None:
    b = ml.Board(players=["you", "opponent", "third"])
    b.add(CHIEF)
    bear = b.add(BEAR, controlled_since_turn_start=True)
    b.attack(bear, defender="third")
    _play_out(b)
    assert (b.life("you"), b.life("opponent"), b.life("third")) == (21, 20, 19)


def test_each_attacking_creature_has_its_own_defending_player_506_2() -> None:
    b = ml.Board(players=["you", "opponent", "third"])
    b.add(CHIEF)
    first = b.add(BEAR, controlled_since_turn_start=True)
    b.attack(first, defender="opponent")
    _play_out(b)
    assert (b.life("opponent"), b.life("third")) == (19, 20)


def test_the_equipped_creatures_defending_player_608_2c() -> None:
    b = ml.Board()
    bear = b.add(BEAR, controlled_since_turn_start=True)
    b.add(TALISMAN, attached_to=bear)
    b.attack(bear)
    _play_out(b)
    assert (b.life("you"), b.life("opponent")) == (22, 18)


def _lines() -> list[tuple[Any, Any]]:
    """Corpus attack triggers about another creature naming "defending player"."""
    return corpus_abilities(re.compile(r"attacks.*defending player", re.I), lambda a: (
        a.supported and a.kind is AbilityKind.TRIGGERED and a.trigger is not None and
        TriggerEvent.ATTACKS in getattr(a.trigger, "events", ()) and
        any(x is Who.DEFENDING for x in walk(a.effects)) and
        getattr(a.trigger, "selector", None) is not None))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_each_corpus_line_is_played_506_2(line: tuple[Any, Any]) -> None:
    audit_found([line], board_refusals=True)
