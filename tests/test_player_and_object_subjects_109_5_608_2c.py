"""Instructions whose subject is a player other than "you" or an object the text names
(CR 109.5, 608.2c): "target creature attacks this turn if able" (508.1d), "... blocks
this turn if able" (509.1c), "<player> gets a poison counter" (122.1, 704.5c), "that
player draws an additional card" (121.1), "<player> gains control of ..." (613.1b),
"sacrifices a creature of their choice" (701.21a) and "discards a card for each ..."
(107.1). Each form is read on every corpus line that is it, and played by the engine
(ml.audit_pool); real cards show what it does."""

from __future__ import annotations

import re
from typing import Any

import pytest
from conftest import audit_found, corpus_abilities, corpus_cards

import mtglab as ml

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         oracle_text="", power="2", toughness="2")
WALL = ml.Card.from_text(name="Wall", mana_cost="{1}{W}", type_line="Creature — Wall",
                         oracle_text="", power="0", toughness="4")

#: each form, as a whole sentence of a line (the sentence the grammar reads)
FORMS: dict[str, str] = {
    "attacks or blocks this turn if able (508.1d, 509.1c)":
        r"(?:^|\. )(?:Target creature|That creature|Each creature)[^.]* "
        r"(?<!or )(?:attacks|blocks) this turn if able\.",
    "blocks ~ this turn if able (509.1c)":
        r"(?:^|\. |, |: )(?:[Tt]arget|[Ee]ach|[Tt]hat)[^.]* blocks ~ this turn if able\.",
    "gets poison counters (122.1)":
        r"(?:^|\. |, )(?:Target player|Target opponent|Each opponent|Each player|That player|"
        r"that player|defending player|each opponent|target player|target opponent) gets "
        r"(?:a|two|three) poison counters?\.",
    "exiles the top cards of their library (406.3)":
        r"(?:^|\. |, )(?:[Tt]arget player|[Tt]arget opponent|[Ee]ach opponent|[Ee]ach player|"
        r"[Tt]hat player|defending player) exiles the top (?:\w+ )?cards? of their library\.",
    "draws an additional card (121.1)":
        r"that player draws an additional card\.",
    "gains control of (613.1b)":
        r"(?:^|\. |, )(?:[Tt]arget opponent|[Tt]arget player|[Tt]hat player) gains control of "
        r"(?:target [a-z ,]+|~|it|this creature)\.",
}


#: a card's name in a form's pattern: capitalized words
_NAME = r"[A-Z][\w'-]*(?:,? [A-Z][\w'-]*)*"


def _form_abilities(pattern: str) -> list[tuple[Any, Any]]:
    line = re.compile(pattern)
    return corpus_abilities(line, lambda a: bool(line.search(a.text)) and not a.intrinsic)


def _sentence(pattern: str, face: Any, text: str) -> str:
    """The sentence of the form in an ability's text, its card's name as "~"."""
    found = re.search(pattern.replace("~", _NAME), text)
    assert found is not None
    return found.group(0).replace(face.name, "~").lstrip(".,^ ").rstrip(".").lower()


@pytest.mark.parametrize("form", sorted(FORMS))
def test_every_corpus_line_of_the_form_is_read_and_played_109_5_608_2c(form: str) -> None:
    pattern = FORMS[form]
    found = _form_abilities(pattern.replace("~", _NAME))
    if not found:
        pytest.skip("needs the shared corpus (../shared)")
    # no line is refused for the sentence of the form itself (another part may be)
    unread = [(f.name, a.text, a.problem) for f, a in found if not a.supported
              and a.problem.startswith("not understood")
              and _sentence(pattern, f, a.text) in a.problem.lower()]
    assert not unread
    whole = [(f, a) for f, a in found if a.supported]
    assert len(whole) >= 5, form
    audit_found(whole, board_refusals=True)  # supported means played


def _spell(text: str) -> ml.Card:
    return ml.Card.from_text(name="Test Spell", mana_cost="{R}", type_line="Instant",
                             oracle_text=text)


def test_target_creature_attacks_this_turn_if_able_508_1d() -> None:
    card = corpus_cards("Boiling Blood")["Boiling Blood"]
    b = ml.Board()
    bear, other = b.add(BEAR), b.add(WALL)
    b.add_mana("you", "CCR")
    b.cast(card, targets=[bear])
    # leaving out a creature that must attack and can is an illegal declaration (508.1d)
    with pytest.raises(ml.IllegalActionError, match=r"508\.1d"):
        b.attack(other)
    b.attack(bear)
    assert b.in_combat()["attacking"] == [bear]


def test_the_requirement_ends_with_the_turn_514_2() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_mana("you", "R")
    b.cast(_spell("Target creature attacks this turn if able."), targets=[bear])
    b.pass_turn()
    b.pass_turn()
    b.attack()  # "this turn" is over: declaring no attackers is legal (514.2, 611.2a)
    assert b.in_combat()["attacking"] == []


def test_target_creature_blocks_this_turn_if_able_509_1c() -> None:
    card = corpus_cards("Culling Mark")["Culling Mark"]
    b = ml.Board()
    bear = b.add(BEAR)
    wall = b.add(WALL, "opponent")
    b.add_mana("you", "CCG")
    b.cast(card, targets=[wall])
    b.attack(bear)
    with pytest.raises(ml.IllegalActionError, match=r"509\.1c"):
        b.block()  # the Wall could block and must (509.1c)
    b.block(wall, bear)
    assert b.in_combat()["blocking"] == [wall]


def test_target_creature_blocks_the_source_this_turn_if_able_509_1c() -> None:
    taunter = ml.Card.from_text(
        name="Test Taunter", mana_cost="{1}{R}", type_line="Creature — Goblin", power="1",
        toughness="1", oracle_text="{1}: Target creature blocks Test Taunter this turn if able.")
    b = ml.Board()
    me, bear = b.add(taunter), b.add(BEAR)
    wall = b.add(WALL, "opponent")
    b.add_mana("you", "C")
    b.activate(me, 0, targets=[wall])
    b.attack(me, bear)
    for blocks in ((), (wall, bear)):  # not blocking, or blocking another attacker
        with pytest.raises(ml.IllegalActionError, match=r"509\.1c"):
            b.copy().block(*blocks)
    b.block(wall, me)
    assert b.in_combat()["blocking"] == [wall]


def test_each_opponent_gets_a_poison_counter_122_1() -> None:
    card = corpus_cards("Prologue to Phyresis")["Prologue to Phyresis"]
    b = ml.Board()
    b.add("Island", zone="library")
    b.add_mana("you", "CU")
    b.cast(card)
    assert b.state.player("opponent").counter("poison") == 1
    assert b.state.player("you").counter("poison") == 0  # an opponent only (102.3)


def test_ten_poison_counters_lose_the_game_704_5c() -> None:
    b = ml.Board()
    b.add_counters("opponent", "poison", 8)
    b.add_mana("you", "R")
    b.cast(_spell("Target player gets two poison counters."), targets=["opponent"])
    assert b.state.player("opponent").counter("poison") == 10
    assert b.state.player("opponent").lost


def test_that_player_draws_an_additional_card_in_their_draw_step_121_1() -> None:
    card = corpus_cards("Kami of the Crescent Moon")["Kami of the Crescent Moon"]
    b = ml.Board()
    b.add(card)
    for name in ("Island", "Forest", "Swamp"):
        b.add(name, "opponent", zone="library")
    b.pass_turn()  # the opponent's turn: their draw step triggers the Kami (603.2)
    before = len(b.hand("opponent"))
    b.resolve()
    # "that player": the player whose draw step it is (608.2c), one card more (121.1)
    assert len(b.hand("opponent")) == before + 1
    assert len(b.hand("you")) == 0


def test_target_player_gains_control_the_player_chosen_first_613_1b_601_2c() -> None:
    card = corpus_cards("Donate")["Donate"]
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_mana("you", "CCU")
    # "Target player gains control of target permanent you control": the player is the
    # first target the text names (601.2c)
    b.cast(card, targets=["opponent", bear])
    assert b.controller(bear) == "opponent"


def test_target_opponent_gains_control_of_the_source_613_1b() -> None:
    card = corpus_cards("Jinxed Idol")["Jinxed Idol"]
    b = ml.Board()
    idol = b.add(card)
    bear = b.add(BEAR)
    b.activate(idol, "Sacrifice a creature", costs={"sacrifice": bear})
    assert b.controller(idol) == "opponent"


def test_that_player_after_a_clash_is_the_opponent_who_clashed_701_30_608_2c() -> None:
    glance = corpus_cards("Captivating Glance")["Captivating Glance"]
    b = ml.Board()
    bear = b.add(BEAR)
    b.add(glance, attached_to=bear)
    b.advance("end")
    b.resolve()
    # no card revealed by you: you lose the clash (701.30d), and "that player", the
    # opponent you clashed with, gains control (608.2c, 613.1b)
    assert b.controller(bear) == "opponent"


def test_each_player_sacrifices_a_creature_of_their_choice_701_21a() -> None:
    b = ml.Board()
    b.add(BEAR)
    b.add(WALL, "opponent")
    b.add_mana("you", "R")
    b.cast(_spell("Each player sacrifices a creature of their choice."))
    # each player sacrifices their own only creature (701.21a, 101.4)
    assert list(b.permanents["name"]) == []
    assert "Bear" in list(b.graveyard("you")["name"])
    assert sorted(b.graveyard("opponent")["name"]) == ["Wall"]


def test_target_opponent_sacrifices_discards_and_loses_life_the_same_player_608_2c() -> None:
    b = ml.Board()
    b.add(WALL, "opponent")
    b.add("Island", "opponent", zone="hand")
    b.add_mana("you", "R")
    b.cast(_spell("Target opponent sacrifices a creature or planeswalker, discards a card, "
                  "and loses 3 life."), targets=["opponent"])
    # the verbs after the first act on the player it named (608.2c), not on "you"
    assert list(b.permanents["name"]) == []
    assert len(b.hand("opponent")) == 0
    assert (b.state.player("opponent").life, b.state.player("you").life) == (17, 20)


def test_each_opponent_exiles_the_top_cards_of_their_own_library_406_3() -> None:
    b = ml.Board()
    for name in ("Island", "Forest", "Swamp"):
        b.add(name, "opponent", zone="library")
    b.add("Mountain", zone="library")
    b.add_mana("you", "R")
    top_two = list(b.library("opponent")["name"])[:2]
    b.cast(_spell("Each opponent exiles the top two cards of their library."))
    assert len(b.library("opponent")) == 1  # two of their three, from the top (401.1)
    assert list(b.library("you")["name"]) == ["Mountain"]  # an opponent's only (102.3)
    assert sorted(b.exile["name"]) == sorted(top_two)


def test_target_player_discards_a_card_for_each_swamp_you_control_107_1() -> None:
    b = ml.Board()
    b.add("Swamp")
    b.add("Swamp")
    for name in ("Island", "Forest", "Mountain"):
        b.add(name, "opponent", zone="hand")
    b.add_mana("you", "R")
    b.cast(_spell("Target player discards a card for each Swamp you control."),
           targets=["opponent"], choices=["Island, Forest"])
    # two Swamps: two cards, chosen by the player who discards (107.1, 701.9b)
    assert list(b.hand("opponent")["name"]) == ["Mountain"]
