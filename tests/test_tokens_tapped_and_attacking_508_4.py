"""Tokens created tapped and attacking (CR 508.4): "create two 1/1 white Soldier creature
tokens that are tapped and attacking" (Hero of Bladehold), "create a tapped and attacking
1/1 red Devil creature token" (Maestros Diabolist), "... token with flying that's tapped
and attacking" (Geist of Saint Traft). They attack the defending player, were never
declared as attackers (no "attacks" trigger), and outside an attack they only enter
tapped (506.3). Real cards of ../shared/corpus (skipped with a message where absent)."""

from __future__ import annotations

import re

import pytest

import mtglab as ml
from mtglab.cards.effects import CreateToken
from tests.conftest import audit_found, corpus_abilities, corpus_cards, records_within


def _creature(name: str, text: str = "") -> ml.Card:
    return ml.Card.from_text(name=name, type_line="Creature — Human Soldier", oracle_text=text,
                             mana_cost="{1}{W}", power="2", toughness="2")


def _tokens(b: ml.Board) -> list[ml.Permanent]:
    frame = b.permanents
    if frame.empty:
        return []
    return [b.get(int(i)) for i in frame[frame["token"]]["id"]]


def _created(effects: object) -> list[CreateToken]:
    """The token instructions of an ability, however nested."""
    return records_within(effects, CreateToken)


def test_hero_of_bladeholds_soldiers_attack_the_defending_player_cr_508_4() -> None:
    hero = corpus_cards("Hero of Bladehold")["Hero of Bladehold"]
    b = ml.Board()
    h = b.add(hero)
    # battle cry [1] goes on the stack first and resolves last (603.3b): the Soldiers are
    # attacking by then and get its +1/+0 (702.91a)
    b.attack(h, choices=[("Hero of Bladehold #1 [1]", "Hero of Bladehold #1 [2]")])
    while len(b.stack):
        b.resolve()
    soldiers = _tokens(b)
    assert len(soldiers) == 2
    attacking = {p.id for p in b.in_combat()["attacking"]}
    assert {s.id for s in soldiers} <= attacking  # 508.4: put onto the battlefield attacking
    assert all(b.is_tapped(s) for s in soldiers)
    b.block()
    b.combat_damage()
    assert b.life("opponent") == 20 - 3 - 2 * 2  # the Hero's 3, each Soldier's 1 + 1


def test_a_token_created_attacking_never_attacked_cr_508_4() -> None:
    # the Soldiers entered attacking: an "whenever a creature attacks" ability doesn't
    # see them (508.4: they never "attacked")
    b = ml.Board()
    b.add(_creature("Counter", "Whenever a creature you control attacks, you gain 1 life."))
    maker = b.add(_creature("Maker", "Whenever Maker attacks, create two 1/1 white Soldier "
                            "creature tokens that are tapped and attacking."))
    b.attack(maker, choices=[("Counter", "Maker")])
    while len(b.stack):
        b.resolve()
    assert len(_tokens(b)) == 2
    assert b.life("you") == 21  # only the Maker's own attack (508.3a)


def test_outside_an_attack_the_token_only_enters_tapped_cr_506_3() -> None:
    b = ml.Board()
    b.add_mana("you", "C")
    b.cast(ml.Card.from_text(name="Test Spell", type_line="Sorcery", mana_cost="{1}",
                             oracle_text="Create a tapped and attacking 1/1 red Devil "
                                         "creature token."))
    (devil,) = _tokens(b)
    assert b.is_tapped(devil) and b.in_combat()["attacking"] == []


def test_a_token_attacking_a_named_player_is_not_read_cr_508_4() -> None:
    # "attacking that player": the effect names what it attacks, which isn't read yet
    (a,) = ml.Card.from_text(name="Test Spell", type_line="Sorcery", mana_cost="{1}",
                             oracle_text="Create a 1/1 white Soldier creature token that's "
                                         "tapped and attacking that player.").abilities
    assert not a.supported


_ATTACKING = re.compile(r"(?:token|tokens) (?:with [^.]*?)?that(?:'s| are) tapped and "
                        r"attacking|create (?:a|an|two|three|X) tapped and attacking")


def test_every_read_corpus_line_of_a_token_created_attacking_plays_cr_508_4() -> None:
    found = [(f, a) for f, a in corpus_abilities(_ATTACKING, lambda a: a.supported)
             if any(t.attacking for t in _created(a.effects))]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 15  # Hero of Bladehold, Geist of Saint Traft, Mardu Ascendancy...
    audit_found(found, board_refusals=True)

