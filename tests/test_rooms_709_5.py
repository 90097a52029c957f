"""Rooms (CR 709.5): split permanents whose halves are doors, each locked or unlocked —
a Room has only the name, mana cost and text of its unlocked doors (709.5); casting a
door unlocks it as the Room enters (709.5d); its controller may pay a locked door's mana
cost to unlock it, a special action (709.5e, 116.2m); "when you unlock this door"
(709.5h) and "whenever you fully unlock a Room" (709.5i) trigger. State in
engine/characteristics/rooms.py and engine/game/doors.py, read by grammar/triggers.lark,
played through ``Board.unlock`` / ``Board.lock`` / ``Board.add(unlocked=...)``; across
every corpus line of both trigger conditions."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability, TriggerEvent
from mtglab.cards.instructions import ChangeDoor
from mtglab.cards.model import Card
from tests.conftest import audit_found, corpus_abilities, corpus_cards, parametrize_face_lines

_POOL: Final = "Bottomless Pool // Locker Room"
_NAMES: Final = (_POOL, "Grizzly Bears", "Balemurk Leech", "Marina Vendrell")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


@pytest.fixture
def board(cards: dict[str, ml.Card]) -> tuple[ml.Board, Any, Any]:
    """A board in your main phase: the opponent's Grizzly Bears and your Room, put onto
    the battlefield (so neither door is unlocked, 709.5d)."""
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"], "opponent")
    room = b.add(cards[_POOL])
    return b, bears, room


def test_a_room_not_cast_enters_with_both_doors_locked_cr_709_5d(
        board: tuple[ml.Board, Any, Any]) -> None:
    b, _bears, room = board
    assert b.doors(room) == {"Bottomless Pool": False, "Locker Room": False}
    c = b.characteristics(room)
    # 709.5: no locked half's name, mana cost or text; the shared type line (709.5a)
    assert c["name"] == "" and c["mana_value"] == 0 and len(b.abilities) == 0
    assert "Room" in c["subtypes"] and "Enchantment" in c["types"]


def test_unlocking_pays_the_doors_mana_cost_as_a_special_action_cr_709_5e(
        board: tuple[ml.Board, Any, Any]) -> None:
    b, _bears, room = board
    b.add_mana("you", "UUUUU")
    b.unlock(room, "Locker Room")  # {4}{U}
    assert b.mana_pool("you") == "" and b.doors(room)["Locker Room"]
    assert b.characteristics(room)["name"] == "Locker Room"  # its door's name (709.5)
    assert b.characteristics(room)["mana_value"] == 5
    assert list(b.abilities["text"]) == [
        "Whenever one or more creatures you control deal combat damage to a player, "
        "draw a card."]


def test_a_door_can_t_be_unlocked_without_paying_or_off_a_main_phase_cr_709_5e(
        board: tuple[ml.Board, Any, Any]) -> None:
    b, _bears, room = board
    with pytest.raises(ml.IllegalActionError, match=r"709.5e"):
        b.unlock(room, "Locker Room")  # the pool is empty
    b.add_mana("you", "UUUUU")
    b.phase = "combat"
    with pytest.raises(ml.IllegalActionError, match=r"116.2m"):
        b.unlock(room, "Locker Room")
    assert b.mana_pool("you") == "UUUUU" and not any(b.doors(room).values())
    with pytest.raises(ml.MtglabError, match="door"):
        b.unlock(room, "Attic")  # not one of its doors (709.5j)


def test_an_effect_unlocks_without_paying_and_triggers_this_door_cr_709_5f_709_5h(
        board: tuple[ml.Board, Any, Any]) -> None:
    b, bears, room = board
    b.unlock(room, "Bottomless Pool", pay=False, choices=[True, bears])
    assert b.doors(room)["Bottomless Pool"] and len(b.stack) == 1
    b.resolve()  # "return up to one target creature to its owner's hand"
    assert list(b.hand("opponent")["name"]) == ["Grizzly Bears"]


def test_unlocking_the_other_door_doesn_t_trigger_this_door_cr_709_5h(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    room = b.add(cards[_POOL], unlocked=["Bottomless Pool"])
    b.unlock(room, "Locker Room", pay=False)  # only Locker Room's door
    assert len(b.stack) == 0 and all(b.doors(room).values())


def test_casting_a_door_unlocks_it_as_the_room_enters_cr_709_5d_709_5h(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"], "opponent")
    b.add_mana("you", "U")  # Bottomless Pool's {U}, not the card's {4}{U}{U} (709.3a)
    room = b.cast(cards[_POOL], face="Bottomless Pool", choices=[True, bears])
    assert room is not None and b.doors(room) == {"Bottomless Pool": True,
                                                  "Locker Room": False}
    b.resolve()  # its unlock trigger: given the designation while entering (709.5h)
    assert list(b.hand("opponent")["name"]) == ["Grizzly Bears"]


def test_fully_unlocking_a_room_triggers_eerie_cr_709_5i(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Balemurk Leech"])
    room = b.add(cards[_POOL])
    b.unlock(room, "Locker Room", pay=False)  # one door: not fully unlocked
    assert len(b.stack) == 0
    b.unlock(room, "Bottomless Pool", pay=False,
             choices=[["Balemurk Leech", _POOL], False])  # 603.3b; no target
    names = list(b.stack["name"])
    assert sorted(names) == ["Balemurk Leech", _POOL]
    while len(b.stack):
        b.resolve()
    assert b.life("opponent") == 19  # "each opponent loses 1 life"


def test_locking_a_door_takes_its_text_away_cr_709_5g(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    room = b.add(cards[_POOL], unlocked=["Bottomless Pool", "Locker Room"])
    assert b.characteristics(room)["mana_value"] == 6  # both doors' costs (709.4b)
    b.lock(room, "Locker Room")
    assert b.doors(room) == {"Bottomless Pool": True, "Locker Room": False}
    assert b.characteristics(room)["name"] == "Bottomless Pool"
    assert b.characteristics(room)["mana_value"] == 1


def test_lock_or_unlock_a_door_of_target_room_cr_709_5f_709_5g(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    marina = b.add(cards["Marina Vendrell"])
    room = b.add(cards[_POOL], unlocked=["Locker Room"])
    b.activate(marina, "{T}: Lock", targets=[room], choices=["Locker Room"])
    assert b.doors(room) == {"Bottomless Pool": False, "Locker Room": False}  # 709.5g
    b.untap(marina)
    b.activate(marina, "{T}: Lock", targets=[room], choices=["Locker Room"])
    assert b.doors(room) == {"Bottomless Pool": False, "Locker Room": True}  # 709.5f


def test_unlocked_doors_are_kept_by_board_files_cr_709_5c(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards[_POOL], unlocked=["Locker Room"])
    text = b.to_yaml()
    assert "unlocked" in text
    again = ml.Board.from_yaml(text)
    room = again.get("Locker Room")  # its name now: its unlocked door's (709.5)
    assert again.doors(room) == {"Bottomless Pool": False, "Locker Room": True}
    assert again.characteristics(room)["name"] == "Locker Room"
    with pytest.raises(ml.MtglabError, match="unlocked"):
        ml.Board.from_yaml(text.replace("- Locker Room", "- Attic"))


def test_only_a_room_has_doors_cr_709_5(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    with pytest.raises(ml.MtglabError, match=r"709\.5"):
        b.add(cards["Grizzly Bears"], unlocked=["Grizzly Bears"])
    bears = b.add(cards["Grizzly Bears"])
    with pytest.raises(ml.IllegalActionError, match=r"709\.5"):
        b.unlock(bears, "Grizzly Bears")
    assert b.doors(bears) == {}


#: both trigger conditions of Rooms, wherever they begin a line, and the instructions
#: that unlock or lock a door (709.5f-g)
_UNLOCK: Final = re.compile(r"\b(?:When|Whenever) you (?:fully )?unlock (?:this door|a Room)"
                            r"|\b(?:[Uu]nlock a locked|[Ll]ock or unlock a) door of ")


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_UNLOCK, lambda a: _UNLOCK.search(a.text) is not None)


# ``unlock_line``: one test per corpus line triggered by unlocking.
pytest_generate_tests = parametrize_face_lines("unlock_line", _lines, width=40)


@pytest.mark.corpus
def test_every_unlock_trigger_condition_is_read_cr_709_5h_709_5i(unlock_line: Any) -> None:
    _face, ability = unlock_line
    assert not ability.problem.startswith("trigger not understood"), ability.problem
    # what is still not read is another part ("return ... or unlock ..."), never the door
    assert not re.search(r"'(?:[Uu]nlock a locked|[Ll]ock or unlock a) door of [^']*'$",
                         ability.problem), ability.problem
    if ability.supported and "unlock a" not in ability.text:
        assert ability.trigger is not None
        events = {e for t in (ability.trigger, *ability.trigger.alternatives)
                  for e in t.events}
        assert events & {TriggerEvent.DOOR_UNLOCKED, TriggerEvent.FULLY_UNLOCKED}
    elif ability.supported:  # an instruction: a door of a Room chosen (709.5f-g)
        assert any(isinstance(e, ChangeDoor) for e in ability.effects), ability.effects


@pytest.mark.corpus
def test_every_supported_unlock_trigger_is_played_cr_709_5h_709_5i() -> None:
    found = [(f, a) for f, a in _lines() if a.supported]
    if not found:
        pytest.skip("needs the shared corpus")
    audit_found(found, board_refusals=True)
