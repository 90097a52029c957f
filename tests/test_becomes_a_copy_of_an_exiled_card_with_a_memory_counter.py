"""The Animus: "At the beginning of your end step, exile up to one target legendary
creature card from a graveyard with a memory counter on it." and "{T}: Until your next
turn, target legendary creature you control becomes a copy of target creature card in
exile with a memory counter on it. Activate only as a sorcery."

The first triggers at the beginning of its controller's end step (513.1a); "up to one
target": its controller may choose no target as it goes on the stack (115.1, 603.3d). The
card is exiled with a memory counter on it, on the new object in exile (400.7, 122.1).

Two targets of two kinds (CR 115.1, 601.2c: in the order the text names them): a
legendary creature you control, and a creature card in exile that has a memory counter on
it (counters on a card in exile, 122.1). The creature becomes a copy of the card's
copiable values, its printed ones (707.2, 707.4), until its controller's next turn begins
(611.2a, 500.1). It is activated only when a sorcery could be cast (602.5d, 307.1).
"""

from __future__ import annotations

import pytest

import mtglab as ml

ANIMUS = ml.Card.from_text(
    name="The Animus", mana_cost="{2}", type_line="Legendary Artifact",
    oracle_text="At the beginning of your end step, exile up to one target legendary "
                "creature card from a graveyard with a memory counter on it.\n"
                "{T}: Until your next turn, target legendary creature you control becomes a "
                "copy of target creature card in exile with a memory counter on it. "
                "Activate only as a sorcery.")
HERO = ml.Card.from_text(name="Test Assassin", mana_cost="{1}{B}",
                         type_line="Legendary Creature — Human Assassin", power="2",
                         toughness="2")
SOLDIER = ml.Card.from_text(name="Test Soldier", mana_cost="{W}",
                            type_line="Creature — Human Soldier", power="1", toughness="1")
OGRE = ml.Card.from_text(name="Test Ogre", mana_cost="{5}{R}", type_line="Creature — Ogre",
                         power="7", toughness="7", oracle_text="Trample")
ABILITY = "{T}: Until your next turn"


def _board() -> tuple[ml.Board, object, object, object]:
    b = ml.Board()
    animus = b.add(ANIMUS)
    hero = b.add(HERO)
    ogre = b.add(OGRE, "opponent", zone="exile", counters={"memory": 1})
    return b, animus, hero, ogre


def _end_turn(b: ml.Board) -> None:
    """Pass the turn; The Animus's end step trigger (no legendary creature card in a
    graveyard: no target) resolves on the way (513.1a)."""
    b.pass_turn()
    if b.phase == "end":
        while not b.stack.empty:
            b.resolve()
        b.pass_turn()


def test_the_lines_are_understood_cr_122_1_707_4() -> None:
    assert all(a.supported for a in ANIMUS.abilities)


def test_the_creature_becomes_a_copy_of_the_card_cr_707_2_707_4() -> None:
    b, animus, hero, ogre = _board()
    b.activate(animus, ABILITY, targets=[hero, ogre])
    c = b.characteristics(hero)
    # the card's printed values (707.2): name, cost, types, P/T, abilities
    assert (c["name"], c["power"], c["toughness"]) == ("Test Ogre", 7, 7)
    assert "Trample" in str(c["abilities"])
    assert b.exile["name"].tolist() == ["Test Ogre"]  # the card stays in exile


def test_it_lasts_until_your_next_turn_cr_611_2a() -> None:
    b, animus, hero, ogre = _board()
    b.activate(animus, ABILITY, targets=[hero, ogre])
    _end_turn(b)  # the opponent's turn: the effect lasts through it (611.2a)
    assert b.active == "opponent"
    assert b.characteristics(hero)["name"] == "Test Ogre"
    _end_turn(b)  # your next turn begins: it ends (611.2a, 500.1)
    assert b.active == "you"
    assert b.characteristics(hero)["name"] == "Test Assassin"


def test_a_card_without_a_memory_counter_is_not_a_legal_target_cr_115_1_122_1() -> None:
    b, animus, hero, _ogre = _board()
    bare = b.add(SOLDIER, "opponent", zone="exile")
    with pytest.raises(ml.IllegalActionError, match=r"115\.1"):
        b.activate(animus, ABILITY, targets=[hero, bare])
    assert b.characteristics(hero)["name"] == "Test Assassin"


def test_a_noncreature_card_is_not_a_legal_target_cr_115_1() -> None:
    b, animus, hero, _ogre = _board()
    land = b.add("Forest", zone="exile", counters={"memory": 1})
    with pytest.raises(ml.IllegalActionError, match=r"115\.1"):
        b.activate(animus, ABILITY, targets=[hero, land])


def test_a_nonlegendary_creature_is_not_a_legal_target_cr_115_1() -> None:
    b, animus, _hero, ogre = _board()
    soldier = b.add(SOLDIER)
    with pytest.raises(ml.IllegalActionError, match=r"115\.1"):
        b.activate(animus, ABILITY, targets=[soldier, ogre])


def test_an_opponents_legendary_creature_is_not_a_legal_target_cr_115_1() -> None:
    b, animus, _hero, ogre = _board()
    theirs = b.add(HERO, "opponent")
    with pytest.raises(ml.IllegalActionError, match=r"115\.1"):
        b.activate(animus, ABILITY, targets=[theirs, ogre])


def test_the_targets_go_in_the_order_the_text_names_them_cr_601_2c() -> None:
    b, animus, hero, ogre = _board()
    with pytest.raises(ml.IllegalActionError, match=r"115\.1"):
        b.activate(animus, ABILITY, targets=[ogre, hero])


def test_only_as_a_sorcery_cr_602_5d() -> None:
    b, animus, hero, ogre = _board()
    b.phase = "beginning of combat"
    assert any("602.5d" in p for p in b.activation_problems(animus, ABILITY))
    with pytest.raises(ml.IllegalActionError, match=r"602\.5d"):
        b.activate(animus, ABILITY, targets=[hero, ogre])


def test_a_creature_gone_before_it_resolves_is_not_affected_cr_608_2b() -> None:
    b, animus, hero, ogre = _board()
    b.activate(animus, ABILITY, targets=[hero, ogre], resolve=False)
    b.remove(hero)  # an illegal target now (608.2b): nothing becomes a copy
    b.resolve()
    assert b.exile["name"].tolist() == ["Test Ogre"]
    assert b.permanents["name"].tolist() == ["The Animus"]
    assert any("608.2b" in r for r in b.log["rule"])


# ------------------------------------------------------------------ the end step trigger


def _graveyard_board() -> tuple[ml.Board, object, object]:
    b = ml.Board()
    animus = b.add(ANIMUS)
    dead = b.add(HERO, "opponent", zone="graveyard")
    return b, animus, dead


def test_the_end_step_trigger_exiles_with_a_memory_counter_cr_513_1a_122_1() -> None:
    b, _animus, dead = _graveyard_board()
    b.advance("end", choices=[True, dead])  # it targets the card (603.3d)
    assert b.stack["text"].tolist()[0].startswith("At the beginning of your end step")
    b.resolve()
    assert b.graveyard("opponent").empty
    exiled = b.cards("opponent", "exile")
    assert [c.name for c in exiled] == ["Test Assassin"]
    assert [c.counters for c in b.state.exile] == [(("memory", 1),)]


def test_no_target_may_be_chosen_cr_115_1_603_3d() -> None:
    b, _animus, _dead = _graveyard_board()
    b.advance("end", choices=[False])  # "up to one": none
    b.resolve()
    assert b.graveyard("opponent")["name"].tolist() == ["Test Assassin"]
    assert b.exile.empty


def test_a_nonlegendary_creature_card_is_not_a_legal_target_cr_115_1() -> None:
    b = ml.Board()
    b.add(ANIMUS)
    b.add(SOLDIER, zone="graveyard")
    b.advance("end")  # no legal target: it goes on the stack with none (115.1)
    while not b.stack.empty:
        b.resolve()
    assert b.graveyard("you")["name"].tolist() == ["Test Soldier"]


def test_it_triggers_only_at_your_end_step_cr_513_1a() -> None:
    b, _animus, _dead = _graveyard_board()
    b.pass_turn(choices=[False])  # your end step: it triggers, targeting nothing
    b.resolve()
    b.pass_turn()  # the opponent's turn
    assert b.active == "opponent"
    b.advance("end")
    assert b.stack.empty


def test_the_exiled_card_is_then_copied_on_your_next_turn_cr_122_1_707_2() -> None:
    b, animus, dead = _graveyard_board()
    b.advance("end", choices=[True, dead])
    b.resolve()
    _end_turn(b)  # the rest of your turn, to the opponent's turn
    _end_turn(b)  # your next turn
    b.advance("precombat main")
    mine = b.add(ml.Card.from_text(name="Test Hero", mana_cost="{W}",
                                   type_line="Legendary Creature — Human Knight",
                                   power="1", toughness="1"))
    card = b.cards("opponent", "exile")[0]
    b.activate(animus, ABILITY, targets=[mine, card])
    assert b.characteristics(mine)["name"] == "Test Assassin"
