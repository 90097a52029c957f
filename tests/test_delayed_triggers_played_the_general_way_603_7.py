"""Delayed triggered abilities created by the general instructions of a spell or an
ability (CR 603.7).

"Create a 4/4 white Angel creature token with flying. Exile it at the beginning of the
next end step." (Angelic Favor), "Target creature gets +1/+0 until end of turn. When that
creature dies this turn, create a 3/2 ... token." (Make Your Mark), "Whenever ~ attacks or
blocks, put a -1/-1 counter on it at end of combat." (Wicker Warcrawler): the resolving
spell or ability creates the delayed trigger (603.7a) — a spell's is controlled by the
spell's controller (603.7d) — naming the objects its text named so far (603.7c: "it",
"that creature", "them"); it triggers once at its moment (603.7b: the next end step, the
next end of combat; 603.7c: when that creature dies this turn), goes on the stack and
resolves like any triggered ability. An object that left the battlefield and came back
is a new object the delayed trigger doesn't affect (400.7). Every corpus line of the
kind is played by the audit.
"""

from __future__ import annotations

import re
from typing import Any

import mtglab as ml
from mtglab.cards.effects import Delayed
from mtglab.cards.oracle.triggerlimits import delayed_generally
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines


def card(name: str, text: str, type_line: str = "Instant",
         pt: tuple[str | None, str | None] = (None, None)) -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost="{1}", type_line=type_line,
                             oracle_text=text, power=pt[0], toughness=pt[1])


BEAR = card("Bear", "", "Creature — Bear", ("2", "2"))
SHOCK = card("Shock", "Shock deals 2 damage to any target.")
FAVOR = card("Favor", "Create a 4/4 white Angel creature token with flying. Exile it at "
             "the beginning of the next end step.")
FRENZY = card("Frenzy", "Target creature gets +4/+0 until end of turn. Destroy that "
              "creature at the beginning of the next end step.")
SLAVE = card("Slave", "Gain control of target creature. Untap that creature. It gains "
             "haste until end of turn. Sacrifice it at the beginning of the next end step.",
             "Sorcery")
MARK = card("Mark", "Target creature gets +1/+0 until end of turn. When that creature "
            "dies this turn, create a 3/2 red and white Spirit creature token.")
WOUND = card("Wound", "Put a -1/-1 counter on target creature. When that creature dies "
             "this turn, its controller gets a poison counter.")
TIDE = card("Tide", "Create three 3/1 red Elemental creature tokens with haste. Exile "
            "them at the beginning of the next end step.", "Sorcery")
CRAWLER = card("Crawler", "Whenever Crawler attacks or blocks, put a -1/-1 counter on it "
               "at end of combat.", "Artifact Creature — Scarecrow", ("6", "6"))
UNSUMMON = card("Unsummon", "Return target creature to its owner's hand.")


def _cast(b: ml.Board, spell: ml.Card, *targets: Any) -> None:
    b.add_mana("you", "C")
    b.cast(spell, targets=list(targets))


def test_a_spells_token_is_exiled_at_the_next_end_step_603_7a_603_7b() -> None:
    b = ml.Board()
    _cast(b, FAVOR)
    assert list(b.permanents["name"]) == ["Angel"]
    b.advance("end")  # the end step begins: the delayed trigger triggers (603.7b, 513.1)
    assert list(b.stack["text"]) == [
        "Favor's delayed trigger at the beginning of the next end step (513.1)."]
    assert list(b.stack["controller"]) == ["you"]  # the spell's controller (603.7d)
    b.resolve()
    assert b.permanents.empty


def test_them_names_every_token_the_spell_created_603_7c() -> None:
    b = ml.Board()
    _cast(b, TIDE)
    assert list(b.permanents["name"]) == ["Elemental"] * 3
    b.advance("end")
    b.resolve()
    assert b.permanents.empty


def test_that_creature_is_destroyed_at_the_next_end_step_603_7c() -> None:
    b = ml.Board()
    bear = b.add(BEAR, controller="opponent")
    _cast(b, FRENZY, bear)
    assert b.permanents.empty is False and not b.graveyard("opponent").shape[0]
    b.advance("end")
    b.resolve()
    assert b.permanents.empty and list(b.graveyard("opponent")["name"]) == ["Bear"]


def test_it_triggers_once_and_only_at_the_next_end_step_603_7c() -> None:
    b = ml.Board()
    _cast(b, FAVOR)
    b.advance("end")
    b.resolve()
    b.pass_turn()
    b.pass_turn()
    assert b.stack.empty


def test_a_card_that_left_the_battlefield_is_not_affected_400_7() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    _cast(b, FRENZY, bear)
    _cast(b, UNSUMMON, bear)  # it leaves the battlefield: its card is a new object
    b.advance("end")
    while not b.stack.empty:
        b.resolve()
    assert list(b.hand("you")["name"]) == ["Bear"] and b.graveyard("you").shape[0] == 2


def test_the_controller_sacrifices_the_creature_it_gained_701_21a_603_7d() -> None:
    b = ml.Board()
    bear = b.add(BEAR, controller="opponent")
    _cast(b, SLAVE, bear)
    assert list(b.permanents["controller"]) == ["you"]
    b.advance("end")
    b.resolve()
    assert b.permanents.empty
    assert list(b.graveyard("opponent")["name"]) == ["Bear"]  # its owner's (404.1)


def test_when_that_creature_dies_this_turn_the_token_is_created_603_7c() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    _cast(b, MARK, bear)
    _cast(b, SHOCK, bear)
    assert list(b.stack["text"]) == [
        "When that creature dies this turn (Mark's delayed trigger)."]
    b.resolve()
    assert list(b.permanents["name"]) == ["Spirit"]


def test_a_creature_that_dies_another_turn_triggers_nothing_603_7c() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    _cast(b, MARK, bear)
    b.pass_turn()  # "this turn" is over
    b.active = "you"
    _cast(b, SHOCK, bear)
    assert b.stack.empty and b.permanents.empty


def test_its_controller_is_the_dead_creatures_as_it_last_existed_608_2h() -> None:
    b = ml.Board()
    bear = b.add(BEAR, controller="opponent")
    _cast(b, WOUND, bear)
    _cast(b, SHOCK, bear)
    b.resolve()
    assert dict(b.state.player("opponent").counters) == {"poison": 1}
    assert not dict(b.state.player("you").counters)


def test_a_counter_is_put_on_it_at_end_of_combat_511_1() -> None:
    b = ml.Board()
    crawler = b.add(CRAWLER, controlled_since_turn_start=True)
    b.attack(crawler)
    b.resolve()  # the attack trigger creates the delayed trigger (603.7a)
    assert b.counters(crawler) == {}
    b.advance("end of combat")  # 511.1, 603.7b
    b.resolve()
    assert b.counters(crawler) == {"-1/-1": 1}


def _general_lines() -> list[tuple[Any, Any]]:
    """Corpus lines whose delayed trigger is played the general way."""
    words = re.compile(r"at (the beginning of the next end step|end of combat)|"
                       r"When that creature (dies|leaves the battlefield) this turn", re.I)
    return corpus_abilities(words, lambda a: a.supported and any(
        isinstance(e, Delayed) and delayed_generally(e) for e in a.effects))


pytest_generate_tests = parametrize_face_lines("general_line", _general_lines)


def test_each_corpus_line_is_played_603_7(general_line: tuple[Any, Any]) -> None:
    audit_found([general_line], board_refusals=True)


def test_the_corpus_lines_read_603_7() -> None:
    assert len(_general_lines()) >= 30 or not _general_lines()
