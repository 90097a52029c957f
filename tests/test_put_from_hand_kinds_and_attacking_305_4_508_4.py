"""'(You may) put a <kind> card from your hand onto the battlefield': the kind read as a
library search reads it — alternatives ("a blue or red creature card", "a red creature
card or an artifact creature card"), qualities ("with mana value 6 or less") — and
"... tapped and attacking" (CR 110.2, 305.4, 608.2d; 508.4: it attacks without having been
declared an attacker). Every corpus line of the form that is read is played; on a board
the card put is one of the kinds named, and one put attacking attacks unblocked-to-be
without "attacks" triggers."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import MayDo
from mtglab.cards.instructions import IfYouDo
from mtglab.cards.optional import PlayerMay, PutFromHand
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines
from tests.static_lines import real

_LINE = re.compile(r"\bput an? [^.]*\bcards?\b[^.]*? from (?:your|their) hand onto the "
                   r"battlefield", re.I)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)) and a.supported)


pytest_generate_tests = parametrize_face_lines("line", _lines)


def _put(effects: Any) -> PutFromHand | None:
    """The put instruction among ``effects``, inside "you may" or "if you do" too."""
    for e in effects:
        if isinstance(e, PutFromHand):
            return e
        inner = _put(e.effects) if isinstance(e, MayDo | IfYouDo | PlayerMay) else None
        if inner is not None:
            return inner
    return None


def test_every_read_put_from_hand_line_is_played_cr_305_4_110_2(
        line: tuple[Any, Any]) -> None:
    audit_found([line], board_refusals=True)


def test_alternatives_and_attacking_are_read_across_the_corpus_cr_110_2_508_4() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    puts = [p for _f, a in found if (p := _put(a.effects)) is not None]
    assert len(puts) >= 50
    # "a blue or red creature card", "an artifact or creature card": either kind
    assert sum(1 for p in puts if p.selector.any_type or p.selector.either or
               len(p.selector.colors) > 1) >= 3
    assert sum(1 for p in puts if p.attacking and p.tapped) >= 2  # 508.4


def test_one_card_of_each_kind_is_not_read_as_one_of_either_cr_608_2c() -> None:
    # "a creature card and/or a land card": up to one of each, not one card of either
    # kind; the line stays unread rather than played as the other
    ab = ml.Card.from_text(name="Test Pair", type_line="Sorcery", oracle_text=(
        "You may put a creature card and/or a land card from your hand onto the "
        "battlefield.")).abilities[0]
    assert not ab.supported


def test_a_spells_grant_to_the_permanent_put_stays_unsupported_cr_400_7_611_2() -> None:
    ab = ml.Card.from_text(name="Test Drop", type_line="Sorcery", oracle_text=(
        "You may put an artifact or creature card from your hand onto the battlefield. "
        "That permanent gains haste.")).abilities[0]
    assert not ab.supported and "400.7" in ab.problem


RED_BEAR = ml.Card.from_text(name="Red Bear", mana_cost="{1}{R}", type_line="Creature — Bear",
                             power="2", toughness="2")
GREEN_BEAR = ml.Card.from_text(name="Green Bear", mana_cost="{1}{G}",
                               type_line="Creature — Bear", power="2", toughness="2")
SOLDIER = ml.Card.from_text(name="Hand Soldier", mana_cost="{1}{W}",
                            type_line="Creature — Human Soldier", power="2", toughness="2")


def test_mindwrack_liege_puts_only_a_blue_or_red_creature_cr_110_2_105_2() -> None:
    b = ml.Board()
    liege = b.add(real("Mindwrack Liege"))
    b.add(GREEN_BEAR, "you", zone="hand")
    b.add(RED_BEAR, "you", zone="hand")
    b.add_mana("you", "RRRR")
    b.activate(liege, 2, choices=[True])  # the red one is the only card of the kinds
    names = set(b.permanents["name"])
    assert "Red Bear" in names and "Green Bear" not in names
    assert list(b.hand("you")["name"]) == ["Green Bear"]


def test_preeminent_captain_puts_the_soldier_tapped_and_attacking_cr_508_4() -> None:
    b = ml.Board()
    captain = b.add(real("Preeminent Captain"))
    b.add(SOLDIER, "you", zone="hand")
    b.phase = "beginning of combat"
    b.attack(captain)
    b.resolve(choices=[True])  # its attack trigger: yes, the Soldier
    frame = b.permanents
    row = frame[frame["name"] == "Hand Soldier"].iloc[0]
    assert bool(row["tapped"])
    soldier = b.state.permanents[int(row["id"])]
    assert soldier.attacking == "opponent"  # attacking, never declared (508.4)
    before = b.life("opponent")
    b.block()
    b.combat_damage()  # the captain's first strike (510.4)
    b.combat_damage()  # the Soldier's, unblocked
    assert before - b.life("opponent") == 2 + 2


def test_divine_gambits_player_puts_from_their_own_hand_cr_608_2d_110_2() -> None:
    b = ml.Board()
    theirs = b.add(real("Grizzly Bears"), "opponent")
    b.add(real("Hill Giant"), "opponent", zone="hand")
    b.add_mana("you", "WWW")
    b.cast(real("Divine Gambit"), targets=[theirs], choices=[True])  # they put the Giant
    frame = b.permanents
    giant = frame[frame["name"] == "Hill Giant"]
    assert len(giant) == 1 and giant["controller"].iloc[0] == "opponent"
    assert len(b.hand("opponent")) == 0


def test_each_player_putting_at_once_stays_unsupported_cr_101_4() -> None:
    # Show and Tell: every player's card is put onto the battlefield at once, after all
    # chose; one after another would let the later ones see the earlier ones arrive
    ab = ml.Card.from_text(name="Test Show", type_line="Sorcery", oracle_text=(
        "Each player may put an artifact, creature, enchantment, or land card from their "
        "hand onto the battlefield.")).abilities[0]
    assert not ab.supported
